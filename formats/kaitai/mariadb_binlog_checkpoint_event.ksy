meta:
  id: mariadb_binlog_checkpoint_event
  title: "BINLOG_CHECKPOINT_EVENT of MariaDB (body)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: |
  Names the oldest binary log file that crash recovery still needs: the storage engines have
  made every transaction in older files durable. Written at the start of each file and again
  whenever that oldest file changes.
doc-ref:
  - https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc
  - https://mariadb.com/kb/en/binlog_checkpoint_event/
seq:
  - id: len_binlog_file_name
    -orig-id: binlog_file_len
    type: u4
  - id: binlog_file_name
    size: len_binlog_file_name
    type: str
    encoding: UTF-8
    doc: File name without directory, like mysql-bin.000015.
