meta:
  id: create_file_event
  title: "CREATE_FILE_EVENT (body)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: Placeholder body; every byte kept raw.
params:
  - id: len_post_header
    type: u1
seq:
  - id: raw
    size-eos: true
