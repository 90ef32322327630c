meta:
  id: format_description_event
  title: "FORMAT_DESCRIPTION_EVENT (body)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: Placeholder body; every byte kept raw.
params:
  - id: has_checksum_alg
    type: bool
seq:
  - id: raw
    size-eos: true
