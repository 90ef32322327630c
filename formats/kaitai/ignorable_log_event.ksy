meta:
  id: ignorable_log_event
  title: "IGNORABLE_LOG_EVENT (body)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: Placeholder body; every byte kept raw.
seq:
  - id: raw
    size-eos: true
