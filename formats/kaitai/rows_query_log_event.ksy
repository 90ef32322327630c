meta:
  id: rows_query_log_event
  title: "ROWS_QUERY_LOG_EVENT (body)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: Placeholder body; every byte kept raw.
seq:
  - id: raw
    size-eos: true
