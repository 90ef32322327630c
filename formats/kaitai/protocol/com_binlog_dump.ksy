meta:
  id: com_binlog_dump
  title: "COM_BINLOG_DUMP command packet"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: |
  The payload that asks the server to send its binlog from a file and position. The server then
  answers with a stream of packets, each an OK byte and one event (binlog_stream_packet), until
  an error, or the end of the last file when the non-blocking flag is set (an EOF packet), or
  forever. An empty file name with position 4 starts at MariaDB's GTID position given by
  @slave_connect_state. The position is 4 bytes: a file past 4 GiB is read from its start.
doc-ref:
  - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_com_binlog_dump.html
  - https://mariadb.com/kb/en/com_binlog_dump/
seq:
  - id: command
    type: u1
    valid: 0x12
    doc: COM_BINLOG_DUMP.
  - id: binlog_pos
    type: u4
    doc: Offset in the file of the first event to send (4 for a file's first event).
  - id: flags
    type: u2
    doc: |
      BINLOG_DUMP_NON_BLOCK (0x01): end with EOF at the end of the last file instead of waiting;
      BINLOG_SEND_ANNOTATE_ROWS_EVENT (0x02, MariaDB): send ANNOTATE_ROWS events too (without it
      the server leaves them out and the copy is not the file).
  - id: server_id
    type: u4
    doc: The replica's server id; a second connection with the same id ends the first.
  - id: binlog_filename
    size-eos: true
    type: str
    encoding: UTF-8
    doc: The file to start in (no directory), or empty.
