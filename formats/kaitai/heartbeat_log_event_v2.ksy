meta:
  id: heartbeat_log_event_v2
  title: "HEARTBEAT_LOG_EVENT_V2 (body)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: Placeholder body; every byte kept raw.
seq:
  - id: raw
    size-eos: true
