meta:
  id: gtid_log_event
  title: "GTID_LOG_EVENT and ANONYMOUS_GTID_LOG_EVENT (body)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: Placeholder body; every byte kept raw.
seq:
  - id: raw
    size-eos: true
