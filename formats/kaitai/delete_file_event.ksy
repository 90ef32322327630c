meta:
  id: delete_file_event
  title: "DELETE_FILE_EVENT (body)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: |
  Discard the LOAD DATA file with this file id without loading it (the statement failed on
  the source).
doc-ref:
  - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Delete__file__event.html
  - https://mariadb.com/kb/en/delete_file_event/
seq:
  - id: file_id
    type: u4
    doc: The id of the load file to discard.
