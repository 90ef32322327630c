meta:
  id: handshake_v10
  title: "Initial handshake packet, protocol version 10"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: |
  The payload of the first packet a server sends on a new connection: its version, the
  connection id, the capabilities it offers, its character set and the scramble (nonce) the
  client's authentication answer is computed from, with the name of the default authentication
  method. MariaDB puts its own capability bits in the last four of the ten reserved bytes when
  it clears the CLIENT_LONG_PASSWORD bit.
doc-ref:
  - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_connection_phase_packets_protocol_handshake_v10.html
  - https://mariadb.com/kb/en/connection/#initial-handshake-packet
seq:
  - id: protocol_version
    type: u1
    valid: 10
    doc: Always 10 since MySQL 3.21.
  - id: server_version
    type: strz
    encoding: UTF-8
    doc: The server's version text (MariaDB 10.x/11.x prefix it with "5.5.5-").
  - id: connection_id
    -orig-id: thread_id
    type: u4
    doc: The id of the connection's thread on the server (CONNECTION_ID()).
  - id: auth_plugin_data_part_1
    size: 8
    doc: The first 8 bytes of the scramble.
  - id: filler
    type: u1
    doc: A zero byte.
  - id: capability_flags_lower
    type: u2
    doc: CLIENT_* capability bits 0-15 the server offers.
  - id: character_set
    type: u1
    doc: The server's default collation id.
  - id: status_flags
    type: u2
    doc: SERVER_STATUS_* bits.
  - id: capability_flags_upper
    type: u2
    doc: CLIENT_* capability bits 16-31.
  - id: len_auth_plugin_data
    type: u1
    doc: Length of the whole scramble plus its terminating zero (21), or 0 without CLIENT_PLUGIN_AUTH.
  - id: reserved
    size: 6
    doc: Zero bytes.
  - id: mariadb_capabilities
    type: u4
    doc: MariaDB's extended capability bits (MARIADB_CLIENT_*); zero from MySQL.
  - id: auth_plugin_data_part_2
    size: 'len_auth_plugin_data > 21 ? len_auth_plugin_data - 8 : 13'
    if: (capability_flags_lower & 0x8000) != 0
    doc: The rest of the scramble (12 bytes) and a terminating zero; with CLIENT_SECURE_CONNECTION.
  - id: auth_plugin_name
    type: strz
    encoding: UTF-8
    if: (capability_flags_upper & 0x8) != 0
    doc: The default authentication method (mysql_native_password, caching_sha2_password, ...); with CLIENT_PLUGIN_AUTH.
instances:
  capability_flags:
    value: capability_flags_lower + capability_flags_upper * 65536
    doc: The 32 CLIENT_* capability bits.
