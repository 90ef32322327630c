meta:
  id: mariadb_annotate_rows_event
  title: "MariaDB ANNOTATE_ROWS_EVENT (body)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: Placeholder body; every byte kept raw.
seq:
  - id: raw
    size-eos: true
