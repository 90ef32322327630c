"""INCIDENT_EVENT (body): construct twin of ``formats/kaitai/incident_event.ksy``."""

from construct import Bytes, Enum, Int8ul, Int16ul, StringEncoded, Struct, this

INCIDENT_TYPE = {"none": 0, "lost_events": 1}


def incident_event():
    return Struct(
        "incident" / Enum(Int16ul, **INCIDENT_TYPE),
        "len_message" / Int8ul,
        "message" / StringEncoded(Bytes(this.len_message), "utf8"),
    )
