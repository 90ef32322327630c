meta:
  id: rows_event
  title: "Row events: write/update/delete v0, v1, v2, partial update, MariaDB compressed (body)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  imports:
    - /table_map_event
  endian: le
doc: Placeholder body; every byte kept raw.
params:
  - id: event_type_code
    type: u1
  - id: len_post_header
    type: u1
  - id: table_map
    type: table_map_event
seq:
  - id: raw
    size-eos: true
