"""RAND_EVENT (body): construct twin of ``formats/kaitai/rand_event.ksy``."""

from construct import Int64ul, Struct


def rand_event():
    return Struct(
        "seed1" / Int64ul,
        "seed2" / Int64ul,
    )
