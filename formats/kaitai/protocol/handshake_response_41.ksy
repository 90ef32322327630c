meta:
  id: handshake_response_41
  title: "Handshake response packet, protocol 4.1"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  imports:
    - /common/packed_int
  endian: le
doc: |
  The payload of the client's answer to the initial handshake: the capabilities it takes, the
  largest packet it accepts, its character set, then the account name, the authentication answer
  computed from the server's scramble (its length as a packed integer or as one byte, by
  capability), the default database, the authentication method the answer is for and the
  connection attributes. A client that asks for TLS first sends the fixed part alone (the SSL
  request), starts TLS, and then sends the whole packet.
doc-ref:
  - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_connection_phase_packets_protocol_handshake_response.html
  - https://mariadb.com/kb/en/connection/#handshake-response-packet
seq:
  - id: client_flag
    type: u4
    doc: The CLIENT_* capability bits the client takes.
  - id: max_packet_size
    type: u4
    doc: The largest packet the client accepts.
  - id: character_set
    type: u1
    doc: The connection's collation id.
  - id: filler
    size: 19
    doc: Zero bytes.
  - id: mariadb_capabilities
    type: u4
    doc: MariaDB's extended capability bits the client takes; zero for MySQL.
  - id: credentials
    type: credentials(client_flag)
    if: not _io.eof
    doc: The account and its answer; absent in the SSL request.
types:
  credentials:
    doc: The part of the response after the fixed fields.
    params:
      - id: client_flag
        type: u4
        doc: The capability bits of the response, which say which fields follow.
    seq:
      - id: username
        type: strz
        encoding: UTF-8
        doc: The account's user name.
      - id: len_auth_response_packed
        type: packed_int
        if: (client_flag & 0x200000) != 0
        doc: Length of the answer as a packed integer (CLIENT_PLUGIN_AUTH_LENENC_CLIENT_DATA).
      - id: len_auth_response_byte
        type: u1
        if: (client_flag & 0x200000) == 0
        doc: Length of the answer as one byte.
      - id: auth_response
        size: len_auth_response
        doc: The authentication answer (a scrambled password hash, or the first step of a multi-step method).
      - id: database
        type: strz
        encoding: UTF-8
        if: (client_flag & 0x8) != 0
        doc: The default database (CLIENT_CONNECT_WITH_DB).
      - id: client_plugin_name
        type: strz
        encoding: UTF-8
        if: (client_flag & 0x80000) != 0
        doc: The authentication method the answer is for (CLIENT_PLUGIN_AUTH).
      - id: len_connect_attrs
        type: packed_int
        if: (client_flag & 0x100000) != 0
        doc: Length of the connection attributes (CLIENT_CONNECT_ATTRS).
      - id: connect_attrs
        size: len_connect_attrs.value
        if: (client_flag & 0x100000) != 0
        doc: Key/value pairs, each a packed-length string (client name, version, pid, ...), kept raw.
    instances:
      len_auth_response:
        value: '(client_flag & 0x200000) != 0 ? len_auth_response_packed.value : len_auth_response_byte'
        doc: Length of the answer, however it was given.
