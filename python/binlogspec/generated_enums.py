"""The enums of ``formats/kaitai/common`` as name-to-code dicts, read from the generated
Kaitai modules so that both backends share one definition."""

from binlogspec._kaitai import module

EVENT_TYPE = {m.name: m.value for m in module("event_type").EventType.Code}
FIELD_TYPE = {m.name: m.value for m in module("field_type").FieldType.Code}
EVENT_TYPE_NAME = {v: k.upper() for k, v in EVENT_TYPE.items()}
