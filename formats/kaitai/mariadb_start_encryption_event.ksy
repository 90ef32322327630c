meta:
  id: mariadb_start_encryption_event
  title: "MariaDB START_ENCRYPTION_EVENT (body)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: Placeholder body; every byte kept raw.
seq:
  - id: raw
    size-eos: true
