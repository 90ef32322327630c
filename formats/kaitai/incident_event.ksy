meta:
  id: incident_event
  title: "INCIDENT_EVENT (body)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: |
  Tells replicas that something happened on the source that may leave them out of step (for
  example, changes that could not be logged); a replica stops when it reads one.
doc-ref:
  - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Incident__event.html
  - https://mariadb.com/kb/en/incident_event/
seq:
  - id: incident
    type: u2
    enum: incident_type
    doc: "What happened: the kind of incident."
  - id: len_message
    -orig-id: message_length
    type: u1
  - id: message
    size: len_message
    type: str
    encoding: UTF-8
    doc: Human-readable explanation (may be empty).
enums:
  incident_type:
    0:
      id: none
      -orig-id: INCIDENT_NONE
      doc: No incident; not a valid event.
    1:
      id: lost_events
      -orig-id: INCIDENT_LOST_EVENTS
      doc: Events may be missing from the binlog; the replica must be resynchronised.
