"""HEARTBEAT_LOG_EVENT_V2 (body): construct twin of ``formats/kaitai/heartbeat_log_event_v2.ksy``."""

from construct import FixedSized, GreedyBytes, GreedyString, If, Struct, Switch, this

from binlogspec.formats.common import RepeatEos, packed_int

log_name_value = Struct(
    "log_name" / GreedyString("utf8"),
)

log_position_value = Struct(
    "log_position" / packed_int,
)

unknown_value = Struct(
    "data" / GreedyBytes,
)

field = Struct(
    "field_type" / packed_int,
    "len_value" / If(this.field_type.value != 0, packed_int),
    "value" / If(
        this.field_type.value != 0,
        FixedSized(
            this.len_value.value,
            Switch(this.field_type.value, {1: log_name_value, 2: log_position_value}, default=unknown_value),
        ),
    ),
)


def heartbeat_log_event_v2():
    return Struct(
        "fields" / RepeatEos(field),
    )
