"""START_EVENT_V3 (body): construct twin of ``formats/kaitai/start_event_v3.ksy``."""

from construct import CString, FixedSized, Int16ul, Int32ul, Struct


def start_event_v3():
    return Struct(
        "binlog_version" / Int16ul,
        "server_version" / FixedSized(50, CString("ascii")),
        "create_timestamp" / Int32ul,
    )
