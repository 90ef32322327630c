meta:
  id: append_block_event
  title: "APPEND_BLOCK_EVENT (body)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: Placeholder body; every byte kept raw.
seq:
  - id: raw
    size-eos: true
