meta:
  id: load_event
  title: "LOAD_EVENT and NEW_LOAD_EVENT (body)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: Placeholder body; every byte kept raw.
params:
  - id: is_new_load
    type: bool
seq:
  - id: raw
    size-eos: true
