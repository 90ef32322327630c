meta:
  id: mariadb_start_encryption_event
  title: "START_ENCRYPTION_EVENT of MariaDB (body)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: |
  MariaDB 10.1.7+ with encrypt_binlog=ON writes this event right after the format description
  of every binary log file; every event after it is encrypted (AES, with the key version named
  here and an IV made of the nonce and the event's offset), so only a reader with the key can
  go on. Replicas never see it: the server decrypts before sending.
doc-ref:
  - https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc
  - https://github.com/MariaDB/server/blob/11.4/sql/log_event.h
  - https://mariadb.com/kb/en/start_encryption_event/
seq:
  - id: crypto_scheme
    type: u1
    doc: Encryption scheme; 1 is the only one defined.
  - id: key_version
    type: u4
    doc: Version of the encryption key (of key id 1 by default) used for the events that follow.
  - id: nonce
    size: 12
    doc: Random nonce, the fixed part of every event's IV.
