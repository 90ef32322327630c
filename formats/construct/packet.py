"""Client/server protocol packet (framing): construct twin of ``formats/kaitai/protocol/packet.ksy``."""

from construct import Bytes, Computed, Int8ul, Int24ul, Struct, this


def packet():
    return Struct(
        "len_payload" / Int24ul,
        "sequence_id" / Int8ul,
        "payload" / Bytes(this.len_payload),
        "is_continued" / Computed(this.len_payload == 0xFFFFFF),
    )
