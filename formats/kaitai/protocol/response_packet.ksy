meta:
  id: response_packet
  title: "Generic response packet: OK, ERR or EOF"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  imports:
    - /common/packed_int
  endian: le
doc: |
  The payload of a server's answer to a command (protocol 4.1): OK (0x00), ERR (0xff) or the
  end-of-data marker EOF (0xfe, under 9 bytes). A binlog dump ends with EOF when the client asked
  not to block, and fails with ERR (a purged or missing file, a GTID the server no longer holds,
  a missing privilege).
doc-ref:
  - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_basic_response_packets.html
  - https://mariadb.com/kb/en/ok_packet/
  - https://mariadb.com/kb/en/err_packet/
  - https://mariadb.com/kb/en/eof_packet/
seq:
  - id: header
    type: u1
    enum: response_type
    doc: Which response this is.
  - id: body
    type:
      switch-on: header
      cases:
        response_type::ok: ok_body
        response_type::eof: eof_body
        response_type::err: err_body
    doc: The response's fields by its header; any other first byte is not a generic response and leaves no body.
types:
  ok_body:
    doc: Success, with what the command changed.
    seq:
      - id: affected_rows
        type: packed_int
        doc: Rows the statement changed.
      - id: last_insert_id
        type: packed_int
        doc: The AUTO_INCREMENT value the statement generated.
      - id: status_flags
        type: u2
        doc: SERVER_STATUS_* bits.
      - id: warnings
        type: u2
        doc: Number of warnings.
      - id: info
        size-eos: true
        type: str
        encoding: UTF-8
        doc: Human-readable information (and session state changes with CLIENT_SESSION_TRACK), kept as text.
  eof_body:
    doc: The end of a result set or of a non-blocking binlog dump.
    seq:
      - id: warnings
        type: u2
        if: not _io.eof
        doc: Number of warnings.
      - id: status_flags
        type: u2
        if: not _io.eof
        doc: SERVER_STATUS_* bits.
  err_body:
    doc: A failure, with the server's error number, SQLSTATE and message.
    seq:
      - id: error_code
        type: u2
        doc: The server's error number (ER_*), such as 1236 for a binlog the server cannot send.
      - id: sql_state_marker
        type: u1
        doc: "'#' (0x23) when a SQLSTATE follows."
      - id: sql_state
        size: 5
        type: str
        encoding: ASCII
        if: sql_state_marker == 0x23
        doc: The five-character SQLSTATE.
      - id: error_message
        size-eos: true
        type: str
        encoding: UTF-8
        doc: The message text.
enums:
  response_type:
    0x00: ok
    0xfe: eof
    0xff: err
