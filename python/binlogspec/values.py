"""Cell trees to Python values: only what a spec cannot say.

The row-image layout of every column type is in ``formats/`` (``column_cell.ksy``): widths,
bit fields of the packed temporal types, decimal digit groups, the JSON document. What is left
for Python is turning those fields into Python objects: digit groups into a ``Decimal``, date
fields into ``datetime`` objects, a collation id into a codec, label indexes into labels.

Every function here takes the canonical tree of a cell (``binlogspec.tree``), so both backends
share it.
"""

import datetime
import decimal
import struct
from dataclasses import dataclass

from binlogspec import charsets, json_text

UTC = datetime.timezone.utc
BINARY_COLLATION = 63
_DIG2BYTES = (0, 1, 1, 2, 2, 3, 3, 4, 4, 4)


class ZeroDate(str):
    """A DATE/DATETIME/TIMESTAMP value Python's ``datetime`` cannot hold ('0000-00-00',
    '2024-00-10 00:00:00'): the text the server prints for it, typed so that it is never mistaken
    for a string column's value."""

    __slots__ = ()

    def __repr__(self):
        return f"ZeroDate({str.__repr__(self)})"


class JsonText(str):
    """A MySQL JSON column's document as the JSON text MySQL prints for it."""

    __slots__ = ()

    def __repr__(self):
        return f"JsonText({str.__repr__(self)})"


@dataclass(frozen=True)
class Geometry:
    """A spatial value: the SRID and the WKB bytes as the server stores them."""

    srid: int
    wkb: bytes

    @property
    def wkt(self):
        """The value as WKT text (a convenience; the WKB is the value)."""
        from binlogspec.wkb import to_wkt

        return to_wkt(self.wkb)


def decimal_from_bytes(raw, precision, scale):
    """DECIMAL(precision, scale) from the server's binary form: big-endian digit groups of nine
    digits in four bytes (leftover digits in fewer), integer part then fraction, the first bit
    flipped, and every byte inverted for negative numbers."""
    if not raw:
        raise ValueError("empty DECIMAL value")
    negative = not raw[0] & 0x80
    data = bytearray(raw)
    data[0] ^= 0x80
    if negative:
        data = bytearray(b ^ 0xFF for b in data)
    intg = precision - scale
    pos = 0
    digits = []

    def take(ndigits, nbytes):
        nonlocal pos
        value = int.from_bytes(data[pos:pos + nbytes], "big")
        pos += nbytes
        return str(value).rjust(ndigits, "0")

    lead = intg % 9
    if lead:
        digits.append(take(lead, _DIG2BYTES[lead]))
    for _ in range(intg // 9):
        digits.append(take(9, 4))
    int_text = "".join(digits).lstrip("0") or "0"
    frac = []
    for _ in range(scale // 9):
        frac.append(take(9, 4))
    tail = scale % 9
    if tail:
        frac.append(take(tail, _DIG2BYTES[tail]))
    text = int_text + ("." + "".join(frac) if scale else "")
    value = decimal.Decimal(("-" if negative else "") + text)
    return value


def _micro(fraction, fsp):
    """Microseconds from the stored fraction of a fsp-digit type (stored in (fsp+1)/2 bytes as a
    number of 10^-(2*bytes) seconds)."""
    if not fsp:
        return 0
    nbytes = (fsp + 1) // 2
    return fraction * 10 ** (6 - 2 * nbytes)


def _date_or_zero(year, month, day):
    try:
        return datetime.date(year, month, day)
    except ValueError:
        return ZeroDate(f"{year:04d}-{month:02d}-{day:02d}")


def _datetime_or_zero(year, month, day, hour, minute, second, micro, fsp):
    try:
        return datetime.datetime(year, month, day, hour, minute, second, micro)
    except ValueError:
        text = f"{year:04d}-{month:02d}-{day:02d} {hour:02d}:{minute:02d}:{second:02d}"
        if fsp:
            text += "." + f"{micro:06d}"[:fsp]
        return ZeroDate(text)


def time2_value(int_part, frac, fsp):
    """TIME2: the 3-byte integer part (hours, minutes, seconds in bit fields, offset by
    0x800000) and the stored fraction, combined as the server does for negative values."""
    nbytes = (fsp + 1) // 2
    packed = (int_part << (8 * nbytes)) | frac
    offset = 1 << (24 + 8 * nbytes - 1)
    value = packed - offset  # signed, in units of 10^-(2*nbytes) s past the integer part
    negative = value < 0
    value = abs(value)
    whole, fraction = divmod(value, 1 << (8 * nbytes)) if nbytes else (value, 0)
    hour = (whole >> 12) & 0x3FF
    minute = (whole >> 6) & 0x3F
    second = whole & 0x3F
    micro = fraction * 10 ** (6 - 2 * nbytes) if nbytes else 0
    delta = datetime.timedelta(hours=hour, minutes=minute, seconds=second, microseconds=micro)
    return -delta if negative else delta


def old_time_value(packed):
    """The pre-5.6 TIME: a signed 3-byte number HHMMSS."""
    negative = packed < 0
    packed = abs(packed)
    hours, rest = divmod(packed, 10000)
    minutes, seconds = divmod(rest, 100)
    delta = datetime.timedelta(hours=hours, minutes=minutes, seconds=seconds)
    return -delta if negative else delta


def cell_value(column, cell):
    """The Python value of one present, non-NULL cell (the cell's ``value`` subtree)."""
    kind = column.type_name
    if kind in ("TINY", "SHORT", "INT24", "LONG", "LONGLONG"):
        return cell["value_unsigned"] if column.unsigned else cell["value_signed"]
    if kind in ("FLOAT", "DOUBLE"):
        return cell["value"]
    if kind == "YEAR":
        return cell["year"]
    if kind in ("DATE", "NEWDATE"):
        return _date_or_zero(cell["year"], cell["month"], cell["day"])
    if kind == "TIME":
        return old_time_value(cell["packed"])
    if kind == "DATETIME":
        p = cell["packed"]
        date, time = divmod(p, 1000000)
        return _datetime_or_zero(date // 10000, date // 100 % 100, date % 100,
                                 time // 10000, time // 100 % 100, time % 100, 0, 0)
    if kind == "TIMESTAMP":
        return _timestamp(cell["seconds"], 0, 0)
    if kind == "TIMESTAMP2":
        return _timestamp(cell["seconds"], _micro(cell.get("fraction", 0), column.fsp), column.fsp)
    if kind == "DATETIME2":
        micro = _micro(cell.get("fraction", 0), column.fsp)
        ym = cell["year_month"]
        return _datetime_or_zero(ym // 13, ym % 13, cell["day"], cell["hour"], cell["minute"], cell["second"],
                                 micro, column.fsp)
    if kind == "TIME2":
        return time2_value(cell["int_part"], cell.get("fraction", 0), column.fsp)
    if kind == "NEWDECIMAL":
        return decimal_from_bytes(cell["raw"], column.precision, column.scale)
    if kind == "BIT":
        return int.from_bytes(cell["raw"], "big")
    if kind in ("VARCHAR", "VAR_STRING", "BLOB", "TINY_BLOB", "MEDIUM_BLOB", "LONG_BLOB"):
        return _text(column, cell["raw"])
    if kind in ("STRING", "ENUM", "SET"):
        # cell_string: its own ``value`` is the layout its real type chose
        inner = cell["value"]
        real = column.real_type_name or kind
        if real == "ENUM":
            return _enum(column, int.from_bytes(inner["raw"], "little"))
        if real == "SET":
            return _set(column, int.from_bytes(inner["raw"], "little"))
        if column.collation_id == BINARY_COLLATION and column.max_length:
            # BINARY(n): the server strips the trailing zero bytes it pads with; put them back
            return bytes(inner["raw"]).ljust(column.max_length, b"\0")
        return _text(column, inner["raw"])
    if kind == "JSON":
        return json_value(cell.get("document"))
    if kind == "GEOMETRY":
        return Geometry(cell["srid"], bytes(cell["wkb"]))
    if kind == "VECTOR":
        return list(cell["values"])
    raise ValueError(f"no value rule for column type {kind}")


def json_value(document):
    """A JSON column's value: the text of its binary document (a canonical tree, or the
    document's bytes as the fast decoder passes them, parsed by the spec's ``mysql_json``);
    JSON null for a value with no document (length 0), as the server reads it."""
    if document is None or isinstance(document, bytes) and not document:
        return JsonText("null")
    return JsonText(json_text.render(document))


def _timestamp(seconds, micro, fsp):
    """TIMESTAMP: seconds since the epoch, in UTC; 0 (with no fraction) is the zero timestamp."""
    if seconds == 0 and micro == 0:
        return ZeroDate("0000-00-00 00:00:00" + ("." + "0" * fsp if fsp else ""))
    return datetime.datetime.fromtimestamp(seconds, UTC).replace(microsecond=micro)


def _text(column, raw):
    raw = bytes(raw)
    if column.collation_id is None:
        return raw
    return charsets.decode(raw, column.collation_id, errors="bytes")


def _enum(column, index):
    if column.enum_labels is None:
        return index
    if index == 0:
        return ""  # the empty string the server stores for an invalid value
    if index <= len(column.enum_labels):
        return column.enum_labels[index - 1]
    return index


def _set(column, mask):
    if column.set_labels is None:
        return mask
    return frozenset(label for i, label in enumerate(column.set_labels) if mask >> i & 1)


def float32(value):
    """A float rounded to the nearest float32, as a FLOAT column holds it."""
    return struct.unpack("<f", struct.pack("<f", value))[0]
