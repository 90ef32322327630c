meta:
  id: query_event
  title: "QUERY_EVENT and MariaDB QUERY_COMPRESSED_EVENT (body)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: Placeholder body; every byte kept raw.
params:
  - id: len_post_header
    type: u1
  - id: is_compressed
    type: bool
seq:
  - id: raw
    size-eos: true
