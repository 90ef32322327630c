meta:
  id: percona_start_5_7_encryption_event
  title: "Percona START_5_7_ENCRYPTION_EVENT (body)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: Placeholder body; every byte kept raw.
seq:
  - id: raw
    size-eos: true
