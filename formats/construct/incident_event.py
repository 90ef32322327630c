"""INCIDENT_EVENT (body): construct twin of ``formats/kaitai/incident_event.ksy``."""

from construct import Computed, GreedyBytes, Struct


def incident_event():
    return Struct(
        "raw" / GreedyBytes,
    )
