"""How Python values are written as JSON by ``binlogspec rows`` (and the Spark source's JSON
columns). The rules, documented in docs/values.md:

- ``int`` a JSON number (unsigned BIGINT included, exact); ``float`` a JSON number, except that
  NaN/infinities (not storable by the server) are strings; ``-0.0`` stays ``-0.0``
- ``decimal.Decimal`` a string with the exact digits and scale (``"-0.50"``)
- ``bytes`` ``"base64:..."``, standard base64 with padding
- ``datetime.date`` ``"YYYY-MM-DD"``; naive ``datetime`` ``"YYYY-MM-DDTHH:MM:SS[.ffffff]"``;
  TIMESTAMP (aware, UTC) the same with ``"+00:00"``; ``timedelta`` (TIME) ``"[-]HH:MM:SS[.ffffff]"``
  with hours up to 838
- ``ZeroDate`` its text as the server prints it (``"0000-00-00"``)
- ``frozenset`` (SET) a sorted list of strings; ENUM a string
- ``JsonText`` (MySQL JSON) the document itself, embedded as JSON
- ``Geometry`` ``{"srid": n, "wkb": "base64:...", "wkt": "POINT(1 2)"}``
"""

import base64
import datetime
import decimal
import json

from binlogspec.values import Geometry, JsonText, ZeroDate


def _timedelta_text(td):
    micro = td.days * 86400_000000 + td.seconds * 1_000000 + td.microseconds
    sign = "-" if micro < 0 else ""
    micro = abs(micro)
    seconds, frac = divmod(micro, 1_000000)
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    text = f"{sign}{hours:02d}:{minutes:02d}:{secs:02d}"
    return text + (f".{frac:06d}" if frac else "")


def to_jsonable(value):
    if value is None or isinstance(value, (bool, int)) and not isinstance(value, ZeroDate):
        return value
    if isinstance(value, JsonText):
        return json.loads(value)
    if isinstance(value, ZeroDate):
        return str(value)
    if isinstance(value, str):
        return value
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            return str(value)
        return value
    if isinstance(value, decimal.Decimal):
        return format(value, "f")  # plain digits, never str()'s exponent form ("1E-9")
    if isinstance(value, (bytes, bytearray, memoryview)):
        return "base64:" + base64.b64encode(bytes(value)).decode()
    if isinstance(value, datetime.datetime):
        return value.isoformat()
    if isinstance(value, datetime.date):
        return value.isoformat()
    if isinstance(value, datetime.timedelta):
        return _timedelta_text(value)
    if isinstance(value, (frozenset, set)):
        return sorted(to_jsonable(v) for v in value)
    if isinstance(value, Geometry):
        try:
            wkt = value.wkt
        except ValueError:
            wkt = None
        return {"srid": value.srid, "wkb": to_jsonable(value.wkb), "wkt": wkt}
    if isinstance(value, dict):
        return {k: to_jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [to_jsonable(v) for v in value]
    raise TypeError(f"no JSON rendering for {type(value).__name__}")


def dumps(value):
    return json.dumps(to_jsonable(value), ensure_ascii=False, separators=(",", ":"))


def _encode(text):
    return text.encode("utf-8", "surrogateescape")


def change_line(change):
    """One row change as its NDJSON line (bytes, ending in a newline), as ``binlogspec rows``
    prints it."""
    return _encode(dumps(change.to_dict())) + b"\n"


_file_json: dict = {}


def file_json(file):
    """A file's name as the JSON text the lines of its row changes give it (bytes)."""
    text = _file_json.get(file)
    if text is None:
        if len(_file_json) > 1024:
            _file_json.clear()
        text = _file_json[file] = _encode(json.dumps(file, ensure_ascii=False))
    return text


def change_prefix(file, pos, gtid, db, table, op):
    """What every NDJSON line of a rows event's changes starts with, up to and including
    ``"op":"...",`` (the C JSON writer adds ``"before"`` and ``"after"``); the same text as
    :func:`change_line` gives for those fields."""
    head = {"file": file, "pos": pos, "gtid": gtid, "db": db, "table": table, "op": op}
    text = json.dumps(head, ensure_ascii=False, separators=(",", ":"))
    return _encode(text[:-1] + ",")
