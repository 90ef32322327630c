"""USER_VAR_EVENT (body): construct twin of ``formats/kaitai/user_var_event.ksy``."""

from construct import Computed, GreedyBytes, Struct


def user_var_event():
    return Struct(
        "raw" / GreedyBytes,
    )
