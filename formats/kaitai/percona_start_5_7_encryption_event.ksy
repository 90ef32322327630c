meta:
  id: percona_start_5_7_encryption_event
  title: "START_5_7_ENCRYPTION_EVENT of Percona Server (body)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: |
  Percona Server 5.7 (with encrypt_binlog=ON) writes this event right after the format
  description; every event after it is encrypted with the key version named here and a
  per-event IV derived from the nonce and the event's file offset, so they cannot be read
  without the keyring. Percona Server 8.0 still reads the event (type 159) from 5.7 files.
  The layout is MariaDB's START_ENCRYPTION_EVENT, from which Percona took the feature.
doc-ref:
  - https://github.com/percona/percona-server/blob/5.7/sql/log_event.h
  - https://github.com/percona/percona-server/blob/5.7/sql/log_event.cc
  - https://github.com/percona/percona-server/blob/8.0/libs/mysql/binlog/event/binlog_event.h
seq:
  - id: crypto_scheme
    type: u1
    doc: Encryption scheme; 1 (AES in CBC mode with the key of key_version).
  - id: key_version
    type: u4
    doc: Version of the keyring's binlog key used for the events that follow.
  - id: nonce
    size: 12
    doc: Random nonce, the fixed part of every event's IV.
