meta:
  id: start_event_v3
  title: "START_EVENT_V3: first event of binlog v1 and v3 files (body)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: Placeholder body; every byte kept raw.
seq:
  - id: raw
    size-eos: true
