meta:
  id: packet
  title: "Client/server protocol packet (framing)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: |
  One packet of the client/server protocol as it crosses the connection: a 3-byte payload
  length, a sequence number that each side increments per packet of a command, and the payload.
  A payload of 0xffffff bytes or more is split; a packet of exactly 0xffffff bytes says another
  one follows, and the payloads joined in order make the logical packet (a binlog event larger
  than 16 MiB arrives so).
doc-ref:
  - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_basic_packets.html
  - https://mariadb.com/kb/en/0-packet/
seq:
  - id: len_payload
    -orig-id: payload_length
    type: b24le
  - id: sequence_id
    type: u1
    doc: Per-command packet number, wrapping at 256; a dump's replies keep counting from 1.
  - id: payload
    size: len_payload
    doc: The payload (a command, a response, an event), or a part of it when the packet is full-size.
instances:
  is_continued:
    value: len_payload == 0xffffff
    doc: A full-size packet whose payload goes on in the next packet.
