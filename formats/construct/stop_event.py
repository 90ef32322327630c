"""STOP_EVENT (body): construct twin of ``formats/kaitai/stop_event.ksy``. The body is empty."""

from construct import Struct


def stop_event():
    return Struct()
