"""MySQL's text for a binary JSON document, and partial JSON updates applied to a document.

``render`` prints a document the way MySQL does (``SELECT json_col``, ``mysqlbinlog -vv``):
Json_wrapper::to_string without pretty-printing, in sql-common/json_dom.cc. The rules:

- objects ``{"k": v, "k2": v2}`` and arrays ``[v, v2]``: ``", "`` between elements, ``": "``
  after a key; members in stored order, which is MySQL's key order (shorter keys first, then
  byte by byte); a document built here (``apply_diffs``) is put in that order too.
- strings and keys double-quoted; ``"`` and ``\\`` escaped with a backslash; the control bytes
  0x08, 0x09, 0x0a, 0x0c, 0x0d as ``\\b \\t \\n \\f \\r``; other bytes up to 0x1f as ``\\u00xx``
  (lowercase hex); everything else, non-ASCII included, as is (double_quote).
- integers in decimal; doubles as my_gcvt(MY_GCVT_ARG_DOUBLE, width 34) prints them (strings/dtoa.cc):
  the shortest digits that read back to the same double, in plain notation when the decimal
  exponent allows (-14 <= decpt <= 15, or more digits than decpt), else ``d.ddde[-]x`` with no
  ``+`` and no zero padding; then ``.0`` is appended when the text has neither ``.`` nor ``e``.
- opaque DECIMAL: the number bare, with exactly ``scale`` digits after the point (decimal2string);
  DATE ``"YYYY-MM-DD"``; DATETIME and TIMESTAMP ``"YYYY-MM-DD hh:mm:ss.ffffff"``; TIME
  ``"[-]hh:mm:ss.ffffff"`` (my_TIME_to_str with 6 decimals, quoted); VAR_STRING (253) as a
  string; any other opaque type as the quoted string ``base64:type<code>:<base64>``, the base64
  with a newline after every 76 characters (mysys base64_encode), escaped as ``\\n``.

The input is a canonical tree (binlogspec.tree) of a ``mysql_json`` parse from either backend,
a generated object of either backend, or the document's bytes.
"""

import base64
import json
import re

from binlogspec.tree import from_construct, from_kaitai

__all__ = [
    "JsonDiffRejected", "Opaque", "Decimal", "Temporal", "apply_diffs", "apply_diffs_to_dom",
    "parse_path", "render", "render_dom", "to_dom",
]

# enum_field_types codes that opaque values carry
_NEWDECIMAL, _DATE, _TIME, _DATETIME, _TIMESTAMP, _VAR_STRING = 246, 10, 11, 12, 7, 253
_FIELD_TYPE_CODES = None


class JsonDiffRejected(ValueError):
    """A diff does not apply to the document (MySQL's enum_json_diff_status::REJECTED): its path
    leads nowhere, or names a member that an INSERT would duplicate."""

    def __init__(self, message, *, diff_index=None, path=None):
        super().__init__(message)
        self.diff_index = diff_index
        self.path = path


class Opaque:
    """An opaque value MySQL prints in base64: its field type code and its bytes."""

    __slots__ = ("field_type", "data")

    def __init__(self, field_type, data):
        self.field_type = field_type
        self.data = bytes(data)

    def __eq__(self, other):
        return isinstance(other, Opaque) and (self.field_type, self.data) == (other.field_type, other.data)

    def __repr__(self):
        return f"Opaque({self.field_type}, {self.data!r})"


class Decimal:
    """A DECIMAL value, kept as MySQL's text for it."""

    __slots__ = ("text",)

    def __init__(self, text):
        self.text = text

    def __eq__(self, other):
        return isinstance(other, Decimal) and self.text == other.text

    def __repr__(self):
        return f"Decimal({self.text!r})"


class Temporal:
    """A DATE, TIME, DATETIME or TIMESTAMP value, kept as MySQL's text for it (unquoted)."""

    __slots__ = ("field_type", "text")

    def __init__(self, field_type, text):
        self.field_type = field_type
        self.text = text

    def __eq__(self, other):
        return isinstance(other, Temporal) and (self.field_type, self.text) == (other.field_type, other.text)

    def __repr__(self):
        return f"Temporal({self.field_type}, {self.text!r})"


# ---------------------------------------------------------------- parse results to a DOM


def _canonical(doc):
    """The canonical tree of whatever ``render`` was given."""
    if isinstance(doc, dict):
        return doc
    if isinstance(doc, (bytes, bytearray, memoryview)):
        from binlogspec._kaitai import spec_class

        return from_kaitai(spec_class("mysql_json").from_bytes(bytes(doc)))
    from kaitaistruct import KaitaiStruct

    if isinstance(doc, KaitaiStruct):
        return from_kaitai(doc)
    return from_construct(doc)


def to_dom(doc):
    """A parsed document as plain Python values: None, bool, int, float, str, list, dict (in
    stored key order), and ``Decimal``, ``Temporal``, ``Opaque`` for opaque values."""
    return _value(_canonical(doc)["value"])


def _value(node):
    kind = node["value_type"]
    body = node["value"]
    if kind in ("small_object", "large_object"):
        keys = [entry["key"] for entry in body["key_entries"]]
        return dict(zip(keys, (_entry(e) for e in body["value_entries"])))
    if kind in ("small_array", "large_array"):
        return [_entry(e) for e in body["value_entries"]]
    return _scalar(kind, body)


def _entry(entry):
    if entry["is_inlined"]:
        return _scalar(entry["value_type"], entry["inlined"]["value"])
    return _value(entry["value"])


def _scalar(kind, body):
    if kind == "literal":
        return {"null": None, "true": True, "false": False}[body["value"]]
    if kind in ("int16", "uint16", "int32", "uint32", "int64", "uint64"):
        return body["value"]
    if kind == "double":
        return float(body["value"])
    if kind == "string":
        return body["value"]
    if kind == "opaque":
        return _opaque(body)
    raise ValueError(f"unknown JSON value type {kind!r}")


def _field_type_code(name):
    global _FIELD_TYPE_CODES
    if isinstance(name, int):
        return name
    if _FIELD_TYPE_CODES is None:
        from binlogspec.generated_enums import FIELD_TYPE

        _FIELD_TYPE_CODES = FIELD_TYPE
    return _FIELD_TYPE_CODES[name]


def _opaque(body):
    code = _field_type_code(body["field_type"])
    data = body["data"]
    if code == _NEWDECIMAL:
        return Decimal(decimal_text(data["precision"], data["scale"], data["digits"]))
    if code in (_DATE, _TIME, _DATETIME, _TIMESTAMP):
        return Temporal(code, temporal_text(code, data["packed"]))
    if code == _VAR_STRING:
        return data.decode("utf-8", "surrogateescape")
    return Opaque(code, data)


_DIG2BYTES = (0, 1, 1, 2, 2, 3, 3, 4, 4, 4)


def decimal_text(precision, scale, digits):
    """MySQL's text for a binary DECIMAL (bin2decimal, then decimal2string without padding)."""
    intg = precision - scale
    intg0, intg0x = divmod(intg, 9)
    frac0, frac0x = divmod(scale, 9)
    size = intg0 * 4 + _DIG2BYTES[intg0x] + frac0 * 4 + _DIG2BYTES[frac0x]
    raw = bytearray(digits[:size])
    if len(raw) != size:
        raise ValueError(f"DECIMAL({precision},{scale}) needs {size} bytes, got {len(digits)}")
    negative = not raw[0] & 0x80
    raw[0] ^= 0x80
    if negative:
        raw = bytearray(b ^ 0xFF for b in raw)
    pos = 0

    def take(nbytes):
        nonlocal pos
        chunk = int.from_bytes(raw[pos:pos + nbytes], "big")
        pos += nbytes
        return chunk

    int_part = ""
    if intg0x:
        int_part += str(take(_DIG2BYTES[intg0x]))
    for _ in range(intg0):
        int_part += f"{take(4):09d}"
    frac_part = ""
    for _ in range(frac0):
        frac_part += f"{take(4):09d}"
    if frac0x:
        frac_part += f"{take(_DIG2BYTES[frac0x]):0{frac0x}d}"
    int_part = int_part.lstrip("0") or "0"
    text = int_part + ("." + frac_part if scale else "")
    return ("-" if negative else "") + text


def temporal_text(code, packed):
    """my_TIME_to_str(.., 6) of a packed DATE, TIME, DATETIME or TIMESTAMP (TIME_from_longlong_*)."""
    sign = "-" if packed < 0 else ""
    magnitude = -packed if packed < 0 else packed
    micro = magnitude % (1 << 24)
    intpart = magnitude >> 24
    if code == _TIME:
        hms = intpart
        hour = (hms >> 12) % (1 << 10)
        minute = (hms >> 6) % (1 << 6)
        second = hms % (1 << 6)
        return f"{sign}{hour:02d}:{minute:02d}:{second:02d}.{micro:06d}"
    ymd = intpart >> 17
    hms = intpart % (1 << 17)
    day = ymd % (1 << 5)
    year, month = divmod(ymd >> 5, 13)
    if code == _DATE:
        return f"{year:04d}-{month:02d}-{day:02d}"
    hour, minute, second = hms >> 12, (hms >> 6) % (1 << 6), hms % (1 << 6)
    return f"{year:04d}-{month:02d}-{day:02d} {hour:02d}:{minute:02d}:{second:02d}.{micro:06d}"


# ---------------------------------------------------------------- DOM to MySQL's text


def render(doc):
    """MySQL's text for a parsed binary JSON document (canonical tree, generated object of
    either backend, or the document's bytes)."""
    return render_dom(to_dom(doc))


def render_dom(value):
    """MySQL's text for a DOM as ``to_dom`` makes it; object members are printed in MySQL's key
    order."""
    out = []
    _render(value, out)
    return "".join(out)


def _key_order(key):
    raw = key.encode("utf-8", "surrogateescape")
    return (len(raw), raw)


def _render(value, out):
    if value is None:
        out.append("null")
    elif value is True:
        out.append("true")
    elif value is False:
        out.append("false")
    elif isinstance(value, int):
        out.append(str(value))
    elif isinstance(value, float):
        out.append(format_double(value))
    elif isinstance(value, str):
        out.append(quote(value))
    elif isinstance(value, dict):
        out.append("{")
        for i, key in enumerate(sorted(value, key=_key_order)):
            if i:
                out.append(", ")
            out.append(quote(key))
            out.append(": ")
            _render(value[key], out)
        out.append("}")
    elif isinstance(value, list):
        out.append("[")
        for i, item in enumerate(value):
            if i:
                out.append(", ")
            _render(item, out)
        out.append("]")
    elif isinstance(value, Decimal):
        out.append(value.text)
    elif isinstance(value, Temporal):
        out.append('"' + value.text + '"')
    elif isinstance(value, Opaque):
        out.append(quote(f"base64:type{value.field_type}:{mysql_base64(value.data)}"))
    else:
        raise TypeError(f"not a JSON DOM value: {value!r}")


_ESCAPES = {0x08: "\\b", 0x09: "\\t", 0x0A: "\\n", 0x0C: "\\f", 0x0D: "\\r", 0x22: '\\"', 0x5C: "\\\\"}
_SPECIAL = re.compile(r'[\x00-\x1f"\\]')


def quote(text):
    """A string double-quoted and escaped as MySQL's double_quote() does it."""
    return '"' + _SPECIAL.sub(_escape, text) + '"'


def _escape(match):
    code = ord(match.group())
    return _ESCAPES.get(code) or f"\\u00{code:02x}"


def mysql_base64(data):
    """MySQL's base64_encode: standard alphabet and padding, a newline after every 76 characters."""
    text = base64.b64encode(data).decode("ascii")
    return "\n".join(text[i:i + 76] for i in range(0, len(text), 76))


# MY_GCVT_MAX_FIELD_WIDTH = DBL_DIG + 4 + max(5, MAX_DECPT_FOR_F_FORMAT) with DBL_DIG = 15
_GCVT_WIDTH = 34
_MAX_DECPT_FOR_F_FORMAT = 15


def format_double(value):
    """A double as MySQL's JSON printing gives it: my_gcvt() with the widest field, then ``.0``
    when the result reads as an integer."""
    text = _my_gcvt(value)
    if "." not in text and "e" not in text:
        text += ".0"
    return text


def _shortest_digits(value):
    """The shortest digits that round-trip, and the decimal-point position, of |value| > 0."""
    mantissa, _, exponent = repr(abs(value)).partition("e")
    whole, _, fraction = mantissa.partition(".")
    digits = (whole + fraction).lstrip("0")
    leading_zeros = len(whole + fraction) - len((whole + fraction).lstrip("0"))
    decpt = len(whole) - leading_zeros + (int(exponent) if exponent else 0)
    digits = digits.rstrip("0") or "0"
    return digits, decpt


def _my_gcvt(value):
    negative = value < 0 or (value == 0 and str(value).startswith("-"))
    width = _GCVT_WIDTH - (1 if value < 0 else 0)
    if value == 0:
        digits, decpt = "0", 1
    else:
        digits, decpt = _shortest_digits(value)
    length = len(digits)
    exp_len = 1 + (decpt >= 101 or decpt <= -99) + (decpt >= 11 or decpt <= -9)
    if decpt <= 0:
        f_len = length - decpt + 2
    elif decpt < length:
        f_len = length + 1
    else:
        f_len = decpt
    have_space = f_len <= width
    force_e = decpt <= 0 and width <= 2 - decpt and width >= 3 + exp_len
    use_f = (have_space or (decpt <= width and (decpt >= -1 or (decpt == -2 and (length > 1 or not force_e)))
                            and not force_e)) and (
        not have_space or (decpt >= -_MAX_DECPT_FOR_F_FORMAT + 1
                           and (decpt <= _MAX_DECPT_FOR_F_FORMAT or length > decpt)))
    sign = "-" if negative else ""
    if use_f:
        if decpt <= 0:
            return sign + "0." + "0" * -decpt + digits
        if decpt < length:
            return sign + digits[:decpt] + "." + digits[decpt:]
        return sign + digits + "0" * (decpt - length)
    exponent = decpt - 1
    mantissa = digits[0] + ("." + digits[1:] if length > 1 else "")
    return f"{sign}{mantissa}e{exponent}"


# ---------------------------------------------------------------- partial updates


def _parse_text(text):
    """A DOM from JSON text. Numbers with a fraction or an exponent keep their text (as
    ``Decimal``), so that a document printed by ``render`` prints the same again; integers are ints."""
    return json.loads(text, parse_float=Decimal)


def parse_path(path):
    """The legs of a MySQL JSON path as written in a diff (Json_path::to_string): a list of
    ``("member", name)`` and ``("cell", index)`` where index is an int, or ``("last", n)`` for
    ``[last]`` / ``[last-n]``."""
    if not path.startswith("$"):
        raise ValueError(f"a JSON path starts with $: {path!r}")
    legs, i, n = [], 1, len(path)
    while i < n:
        ch = path[i]
        if ch.isspace():
            i += 1
        elif ch == ".":
            i += 1
            if i < n and path[i] == '"':
                name, end = json.JSONDecoder().raw_decode(path, i)
                legs.append(("member", name))
                i = end
            else:
                match = re.compile(r"[^.\[\s]+").match(path, i)
                if not match:
                    raise ValueError(f"no member name at {i} in {path!r}")
                legs.append(("member", match.group()))
                i = match.end()
        elif ch == "[":
            match = re.compile(r"\[\s*(?:(\d+)|last(?:\s*-\s*(\d+))?)\s*\]").match(path, i)
            if not match:
                raise ValueError(f"bad array leg at {i} in {path!r}")
            if match.group(1) is not None:
                legs.append(("cell", int(match.group(1))))
            else:
                legs.append(("last", int(match.group(2) or 0)))
            i = match.end()
        else:
            raise ValueError(f"unexpected {ch!r} at {i} in {path!r}")
    return legs


def _index(leg, size):
    """Json_path_leg::first_array_index: the position a cell leg names in an array of ``size``."""
    kind, number = leg
    return number if kind == "cell" else size - 1 - number


def _seek(dom, legs, path, index):
    for leg in legs:
        if isinstance(dom, list) and leg[0] != "member":
            pos = _index(leg, len(dom))
            if not 0 <= pos < len(dom):
                raise JsonDiffRejected(f"{path}: no array element {pos}", diff_index=index, path=path)
            dom = dom[pos]
        elif isinstance(dom, dict) and leg[0] == "member":
            if leg[1] not in dom:
                raise JsonDiffRejected(f"{path}: no member {leg[1]!r}", diff_index=index, path=path)
            dom = dom[leg[1]]
        else:
            raise JsonDiffRejected(f"{path}: the path does not fit the document", diff_index=index, path=path)
    return dom


def _diff_list(diffs):
    if isinstance(diffs, (bytes, bytearray, memoryview)):
        from binlogspec._kaitai import spec_class

        diffs = from_kaitai(spec_class("mysql_json_diff").from_bytes(bytes(diffs)))
    elif not isinstance(diffs, (dict, list)):
        from kaitaistruct import KaitaiStruct

        diffs = from_kaitai(diffs) if isinstance(diffs, KaitaiStruct) else from_construct(diffs)
    if isinstance(diffs, dict):
        diffs = diffs["diffs"]
    return diffs


def apply_diffs_to_dom(dom, diffs):
    """Apply partial-update diffs (a ``mysql_json_diff`` tree, its list of diffs, a generated
    object, or the bytes) to a DOM, as apply_json_diff() in sql/json_diff.cc does, and return the
    new DOM (the input is changed in place where it can be)."""
    for index, diff in enumerate(_diff_list(diffs)):
        operation = str(diff["operation"])
        path = diff["path"]
        legs = parse_path(path)
        value = None
        if operation != "remove":
            raw = diff["value"]
            value = _parse_text(raw) if isinstance(raw, str) else to_dom(raw)
        if not legs:
            if operation == "remove":
                raise JsonDiffRejected("$: the whole document cannot be removed", diff_index=index, path=path)
            dom = value
            continue
        parent = _seek(dom, legs[:-1], path, index)
        last = legs[-1]
        if operation == "replace":
            _seek(parent, [last], path, index)
            if isinstance(parent, dict):
                parent[last[1]] = value
            else:
                parent[_index(last, len(parent))] = value
        elif operation == "insert":
            if isinstance(parent, dict) and last[0] == "member":
                if last[1] in parent:
                    raise JsonDiffRejected(f"{path}: member exists already", diff_index=index, path=path)
                parent[last[1]] = value
            elif isinstance(parent, list) and last[0] != "member":
                pos = min(max(_index(last, len(parent)), 0), len(parent))
                parent.insert(pos, value)
            else:
                raise JsonDiffRejected(f"{path}: the path does not fit the document", diff_index=index, path=path)
        elif operation == "remove":
            if isinstance(parent, dict) and last[0] == "member" and last[1] in parent:
                del parent[last[1]]
            elif isinstance(parent, list) and last[0] != "member" and 0 <= _index(last, len(parent)) < len(parent):
                del parent[_index(last, len(parent))]
            else:
                raise JsonDiffRejected(f"{path}: nothing to remove", diff_index=index, path=path)
        else:
            raise ValueError(f"unknown JSON diff operation {operation!r}")
    return dom


def apply_diffs(doc, diffs):
    """MySQL's text for the document after the diffs: ``doc`` is the before-image document (a
    parsed document as ``render`` takes it, its bytes, a DOM list/dict, or MySQL's JSON text,
    e.g. what ``render`` printed for the before-image)."""
    if isinstance(doc, str):
        dom = _parse_text(doc)
    elif isinstance(doc, list) or (isinstance(doc, dict) and "value_type" not in doc):
        dom = doc
    else:
        dom = to_dom(doc)
    return render_dom(apply_diffs_to_dom(dom, diffs))
