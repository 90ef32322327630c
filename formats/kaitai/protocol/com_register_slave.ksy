meta:
  id: com_register_slave
  title: "COM_REGISTER_SLAVE command packet"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: |
  The payload a replica sends to register itself before a dump, so that SHOW SLAVE HOSTS (SHOW
  REPLICAS) lists it: its server id, the host, account and port it reports and two fields the
  servers ignore. An archiver may send it or not; the dump does not depend on it.
doc-ref:
  - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_com_register_replica.html
  - https://mariadb.com/kb/en/com_register_slave/
seq:
  - id: command
    type: u1
    valid: 0x15
    doc: COM_REGISTER_SLAVE.
  - id: server_id
    type: u4
    doc: The replica's server id, unique among the source's replicas.
  - id: len_hostname
    type: u1
  - id: hostname
    size: len_hostname
    type: str
    encoding: UTF-8
    doc: The host the replica reports (report_host), often empty.
  - id: len_user
    type: u1
  - id: user
    size: len_user
    type: str
    encoding: UTF-8
    doc: The account the replica reports (report_user), often empty.
  - id: len_password
    type: u1
  - id: password
    size: len_password
    type: str
    encoding: UTF-8
    doc: The password the replica reports (report_password), often empty.
  - id: port
    type: u2
    doc: The port the replica reports (report_port).
  - id: replication_rank
    type: u4
    doc: Ignored by the servers; zero.
  - id: master_id
    type: u4
    doc: Ignored by the servers; zero.
