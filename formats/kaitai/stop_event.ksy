meta:
  id: stop_event
  title: "STOP_EVENT (body)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: |
  Written when the server shuts down cleanly: the file ends here and no ROTATE_EVENT follows.
  The body is empty; the event is all header.
doc-ref:
  - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Stop__event.html
  - https://mariadb.com/kb/en/stop_event/
seq: []
