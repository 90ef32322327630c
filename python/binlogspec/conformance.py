"""The canonical JSON form of a Kaitai parse tree, and conformance jobs that let a parser compiled
from ``formats/kaitai`` for another language be held to the Python one, event by event.

The canonical form (``formats/README.md``, "Canonical parse trees") is what any port prints for a
parsed object, so that two languages can be compared as text:

- a struct is a JSON object of its fields under their ``.ksy`` ids: params (except those whose
  type is a user type, such as ``table_map``, which are context, not content), the ``seq``
  fields that were read (a field whose ``if`` was false is left out) and every instance the
  spec defines whose value exists;
- integers are JSON integers with every digit; booleans ``true``/``false``;
- floating-point values (``f4``/``f8`` fields) are the shortest decimal that reads back to the
  same double, written as Python's ``repr`` writes it (``1.0``, ``-0.0``, ``1e-07``,
  ``1.5e+16``); NaN and the infinities are the strings ``"NaN"``, ``"Infinity"``, ``"-Infinity"``;
- byte arrays are lowercase hex strings; text is a JSON string;
- an enum value is the enum member's ``.ksy`` id, or the bare integer when the enum has no
  member for it;
- the text is ``json.dumps(tree, sort_keys=True, separators=(",", ":"), ensure_ascii=False)``.

A job is what a reader knows and a lone event spec cannot: one JSON line per event with its bytes
and the params ``binlog_event`` takes (``job_lines``). ``python -m binlogspec.conformance job
FILE...`` writes one; ``... dump JOB`` prints the canonical tree of every event of a job, parsed by
the generated Python parser (``tools/ksc/conform.js`` does the same with the JavaScript parser);
``... compare A B`` compares two dumps; ``... run`` does it all for binlogs with a driver in another
language (``--conform-js`` for JavaScript, ``--conform-cmd`` for the Java, Go and Rust drivers of
``tools/conform``).
"""

import argparse
import enum
import json
import math
import sys
from io import BytesIO

from kaitaistruct import KaitaiStruct

from binlogspec import errors
from binlogspec.tree import STRUCT_PARAMS, _kaitai_instances, from_kaitai

# JavaScript numbers are IEEE doubles: the Kaitai JavaScript runtime reads u8/s8 fields into them,
# exact up to 2**53 only. Integers beyond that are compared after the same rounding (see compare).
JS_SAFE = 2**53 - 1


def jsonable(tree):
    """A canonical tree (``binlogspec.tree``) as canonical JSON data: bytes as hex, NaN and the
    infinities as strings."""
    if isinstance(tree, dict):
        return {k: jsonable(v) for k, v in tree.items()}
    if isinstance(tree, list):
        return [jsonable(v) for v in tree]
    if isinstance(tree, (bytes, bytearray)):
        return bytes(tree).hex()
    if isinstance(tree, float) and not math.isfinite(tree):
        return "NaN" if tree != tree else ("Infinity" if tree > 0 else "-Infinity")
    return tree


def canonical(obj):
    """The canonical JSON data of a Kaitai-generated object: ``jsonable(from_kaitai(obj))``, in
    one pass (a corpus run dumps millions of values)."""
    kind = type(obj)
    if kind is int or kind is bool or kind is str:
        return obj
    if kind is bytes or kind is bytearray:
        return obj.hex()
    if kind is list:
        return [canonical(v) for v in obj]
    if kind is float:
        return jsonable(obj)
    if isinstance(obj, KaitaiStruct):
        out = {}
        for name, value in obj.__dict__.items():
            if value is None or name[0] == "_" or name in STRUCT_PARAMS:
                continue
            out[name] = canonical(value)
        for name in _kaitai_instances(kind):
            value = getattr(obj, name)
            if value is not None:
                out[name] = canonical(value)
        return out
    if isinstance(obj, enum.Enum):
        return obj.name
    return jsonable(from_kaitai(obj))


def dumps(data):
    """Canonical JSON text."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


# ---------------------------------------------------------------- jobs


def job_lines(source, name=None):
    """One job entry per event of a binlog, as the reader frames it: ``{"i", "pos",
    "payload_offset", "bytes" (hex), "len_header", "len_checksum", "post_header_lens" (hex),
    "fde_has_checksum_alg", "table_map" (the ``i`` of the TABLE_MAP event whose body is the
    ``table_map`` param, or null)}``. Events inside a TRANSACTION_PAYLOAD_EVENT follow it, as their
    own (decompressed) bytes. The walk stops quietly at the first fault (damaged files): every
    event before it is in the job."""
    return job_and_dump(source, name, dump=False)[0]


def job_and_dump(source, name=None, dump=True):
    """``(job, dump)`` of a binlog in one walk: the job as ``job_lines`` gives it and, with
    ``dump``, what ``run_job`` gives for it, taken from the objects the walk parsed with the
    generated Python parser and the same params (so nothing is parsed twice)."""
    import binlogspec

    index_of_body = {}
    out = []
    dumped = []
    try:
        with binlogspec.open(source, checksum_errors="flag", name=name) as reader:
            for event in reader:
                params = event.params or {}
                table_map = params.get("table_map")
                entry = {
                    "i": len(out),
                    "pos": event.pos,
                    "payload_offset": event.payload_offset,
                    "bytes": bytes(event.raw).hex(),
                    "len_header": params.get("len_header"),
                    "len_checksum": params.get("len_checksum"),
                    "post_header_lens": bytes(params.get("post_header_lens") or b"").hex(),
                    "fde_has_checksum_alg": bool(params.get("fde_has_checksum_alg")),
                    "table_map": index_of_body.get(id(table_map)) if table_map is not None else None,
                }
                if event.parsed is not None and event.type_name == "TABLE_MAP_EVENT":
                    index_of_body[id(event.body)] = entry["i"]
                    # a table map written without column metadata is completed by the reader
                    # (CarriedState._with_metadata): the rows events refer to that object
                    completed = reader.table_maps.get(_table_id(event.body))
                    if completed is not None:
                        index_of_body[id(completed)] = entry["i"]
                out.append(entry)
                if dump:
                    if event.parsed is None:  # the spec rejected it; the reader kept it raw
                        dumped.append({"i": entry["i"], "error": "undecoded"})
                    else:
                        dumped.append({"i": entry["i"], "tree": canonical(event.parsed)})
    except errors.BinlogError:
        pass
    return out, dumped


def _table_id(body):
    try:
        return int(body.table_id)
    except (AttributeError, TypeError, ValueError):
        return None


def run_job(entries):
    """Parse every event of a job with the generated Python parser: one ``{"i", "tree"}`` (or
    ``{"i", "error"}`` when the spec rejects the bytes) per entry, the way conform.js does it."""
    from kaitaistruct import KaitaiStream

    from binlogspec._kaitai import spec_class

    event_cls = spec_class("binlog_event")
    parsed = {}
    for entry in entries:
        table_map = None
        if entry.get("table_map") is not None:
            owner = parsed.get(entry["table_map"])
            table_map = owner.body if owner is not None else None
        try:
            obj = event_cls(entry["len_header"], entry["len_checksum"], bytes.fromhex(entry["post_header_lens"]),
                            entry["fde_has_checksum_alg"], table_map,
                            KaitaiStream(BytesIO(bytes.fromhex(entry["bytes"]))))
            tree = canonical(obj)
        except Exception as exc:  # the spec's verdict on these bytes
            yield {"i": entry["i"], "error": type(exc).__name__}
            continue
        parsed[entry["i"]] = obj
        yield {"i": entry["i"], "tree": tree}


# ---------------------------------------------------------------- vectors


def parse_vector(vector):
    """The generated Python parser's object for a test vector of ``formats/vectors``: the class of
    ``vector["spec"]`` with ``vector["params"]`` (by name; byte params as hex, a struct param as
    a nested ``{"spec", "params", "bytes"}`` parsed the same way) over ``vector["bytes"]``."""
    import inspect

    from kaitaistruct import KaitaiStream

    from binlogspec._kaitai import spec_class

    cls = spec_class(vector["spec"])
    names = [n for n in inspect.signature(cls.__init__).parameters if n not in ("self", "_io", "_parent", "_root")]
    args = []
    for name in names:
        value = vector["params"].get(name)
        if isinstance(value, dict):
            value = parse_vector(value)
        elif isinstance(value, str):
            value = bytes.fromhex(value)
        args.append(value)
    return cls(*args, KaitaiStream(BytesIO(bytes.fromhex(vector["bytes"]))))


# ---------------------------------------------------------------- comparing dumps


class Comparison:
    """The result of comparing two dumps: ``differences`` (readable strings) and ``inexact``
    (how many integers beyond 2**53 the second side held only to the nearest double)."""

    def __init__(self):
        self.differences = []
        self.inexact = 0
        self.events = 0
        # with ``int32`` (``int64``): field id -> how many of its integers the second side held
        # only modulo 2**32 (2**64)
        self.truncated = {}

    @property
    def ok(self):
        return not self.differences


def _wrap32(n):
    return ((n + 2**31) % 2**32) - 2**31


def _wrap64(n):
    return ((n + 2**63) % 2**64) - 2**63


def _diff(a, b, path, result, lossy_ints, int32=False, int64=False):
    if isinstance(a, dict) and isinstance(b, dict):
        for key in sorted(set(a) | set(b)):
            if key not in a or key not in b:
                return f"{path}.{key}: only in {'first' if key in a else 'second'}"
            found = _diff(a[key], b[key], f"{path}.{key}", result, lossy_ints, int32, int64)
            if found:
                return found
        return None
    if isinstance(a, list) and isinstance(b, list):
        if len(a) != len(b):
            return f"{path}: {len(a)} items vs {len(b)}"
        for i, (x, y) in enumerate(zip(a, b)):
            found = _diff(x, y, f"{path}[{i}]", result, lossy_ints, int32, int64)
            if found:
                return found
        return None
    if type(a) is not type(b):
        return f"{path}: {json.dumps(a)} vs {json.dumps(b)}"
    if a != b:
        if (lossy_ints and type(a) is int and (abs(a) > JS_SAFE or abs(b) > JS_SAFE)
                and float(a) == float(b) == b):
            result.inexact += 1
            return None
        if ((int32 and type(a) is int and b == _wrap32(a) and (_wrap32(a) != a))
                or (int64 and type(a) is int and b == _wrap64(a) and (_wrap64(a) != a))):
            field = path.rsplit(".", 1)[-1].split("[", 1)[0]
            result.truncated[field] = result.truncated.get(field, 0) + 1
            return None
        return f"{path}: {json.dumps(a, ensure_ascii=False)[:200]} vs {json.dumps(b, ensure_ascii=False)[:200]}"
    return None


def compare(first, second, *, lossy_ints=True, int32=False, int64=False, label=""):
    """Compare two dumps (iterables of ``{"i", "tree"|"error"}``) entry by entry. With
    ``lossy_ints``, an integer of the second dump beyond 2**53 that is the first's rounded to the
    nearest double counts as equal (and is counted in ``inexact``): that is all a JavaScript
    Number can hold. With ``int32``, an integer of the second dump that is the first's low 32 bits
    as a signed 32-bit integer (and not the first itself) counts as equal and is counted per field
    id in ``truncated``: kaitai-struct-compiler 0.11's Java output holds computed and
    switch-typed integers in a Java ``int`` (formats/README.md, "Conformance"). ``int64`` is the
    same modulo 2**64 (signed 64-bit): the Go output computes an integer instance in an ``int``."""
    result = Comparison()
    first, second = list(first), list(second)
    if len(first) != len(second):
        result.differences.append(f"{label}: {len(first)} events vs {len(second)}")
    for a, b in zip(first, second):
        result.events += 1
        where = f"{label}#{a.get('i')}"
        if a.get("i") != b.get("i"):
            result.differences.append(f"{where}: entry {a.get('i')} vs {b.get('i')}")
            continue
        if "error" in a or "error" in b:
            if ("error" in a) != ("error" in b):
                result.differences.append(
                    f"{where}: {'error ' + a['error'] if 'error' in a else 'parsed'} vs "
                    f"{'error ' + b['error'] if 'error' in b else 'parsed'}")
            continue
        found = _diff(a["tree"], b["tree"], "$", result, lossy_ints, int32, int64)
        if found:
            result.differences.append(f"{where}: {found}")
    return result


# ---------------------------------------------------------------- command line


def run(files, command, *, lossy_ints=True, int32=False, int64=False, label="the other parser"):
    """Walk each binlog in Python, parse all the jobs with one process of ``command`` (a list of
    arguments to which ``--out-dir DIR JOB...`` is appended: a driver that writes each job's dump
    to DIR/<job file name>), compare; a summary line per file on stderr, exit status 1 on a
    difference. ``lossy_ints`` allows the 2**53 rounding of JavaScript numbers (not for Java, Go
    or Rust, whose integers are exact)."""
    import os
    import subprocess
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        jobs, dumps = [], {}
        for i, path in enumerate(files):
            job, dump = job_and_dump(path)
            name = os.path.join(tmp, f"{i}.job")
            with open(name, "w", encoding="utf-8") as fh:
                fh.writelines(json.dumps(e, separators=(",", ":")) + "\n" for e in job)
            jobs.append(name)
            dumps[name] = (path, dump)
        out_dir = os.path.join(tmp, "out")
        os.mkdir(out_dir)
        done = subprocess.run([*command, "--out-dir", out_dir, *jobs])
        if done.returncode:
            print(f"{label} failed (exit status {done.returncode})", file=sys.stderr)
            return 2
        status = 0
        for name, (path, dump) in dumps.items():
            result = compare(dump, _read_lines(os.path.join(out_dir, os.path.basename(name))), label=str(path),
                             lossy_ints=lossy_ints, int32=int32, int64=int64)
            for d in result.differences[:20]:
                print(d, file=sys.stderr)
            rounded = (f", {result.inexact} integers beyond 2**53 equal after rounding to a double"
                       if lossy_ints else "")
            if int32 or int64:
                rounded += (f", {sum(result.truncated.values())} integers equal modulo 2**{32 if int32 else 64} "
                            f"({', '.join(sorted(result.truncated))})")
            print(f"{path}: {result.events} events, {len(result.differences)} differences{rounded}", file=sys.stderr)
            status |= bool(result.differences)
        return status


def _read_lines(path):
    with open(path, encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m binlogspec.conformance",
                                     description="conformance jobs and canonical dumps of Kaitai parse trees")
    sub = parser.add_subparsers(dest="command", required=True)
    p_job = sub.add_parser("job", help="write the job (JSON lines) of one binlog to stdout")
    p_job.add_argument("file")
    p_dump = sub.add_parser("dump", help="parse a job with the generated Python parser; canonical trees to stdout")
    p_dump.add_argument("job")
    p_cmp = sub.add_parser("compare", help="compare two dumps; exit status 1 on a difference")
    p_cmp.add_argument("first")
    p_cmp.add_argument("second")
    p_run = sub.add_parser("run", help="binlogs parsed by the Python parsers and another language's, compared")
    p_run.add_argument("--conform-js", help="tools/ksc/conform.js (the JavaScript parsers; with --ksy and --js)")
    p_run.add_argument("--ksy", help="the specs (formats/kaitai)")
    p_run.add_argument("--js", help="the JavaScript parsers compiled from them")
    p_run.add_argument("--conform-cmd", help="a driver command line (split as a shell would) that takes "
                       "--out-dir DIR JOB... and writes each job's canonical dump to DIR (tools/conform/)")
    p_run.add_argument("--exact", action="store_true",
                       help="integers must be equal to the last digit (no 2**53 rounding allowance)")
    p_run.add_argument("--int32", action="store_true",
                       help="integers the other side holds modulo 2**32 are counted, not differences (Java)")
    p_run.add_argument("--int64", action="store_true",
                       help="integers the other side holds modulo 2**64 are counted, not differences (Go)")
    p_run.add_argument("--label", default=None, help="the other side's name in messages")
    p_run.add_argument("files", nargs="+")
    args = parser.parse_args(argv)
    if args.command == "run":
        import shlex

        if args.conform_cmd:
            command = shlex.split(args.conform_cmd)
        elif args.conform_js and args.ksy and args.js:
            command = ["node", args.conform_js, "--ksy", args.ksy, "--js", args.js]
        else:
            parser.error("run needs --conform-cmd, or --conform-js with --ksy and --js")
        return run(args.files, command, lossy_ints=not args.exact, int32=args.int32, int64=args.int64,
                   label=args.label or ("conform.js" if not args.conform_cmd else command[0]))
    out = sys.stdout
    if args.command == "job":
        for entry in job_lines(args.file):
            out.write(json.dumps(entry, separators=(",", ":")) + "\n")
    elif args.command == "dump":
        for line in run_job(_read_lines(args.job)):
            out.write(dumps(line) + "\n")
    else:
        result = compare(_read_lines(args.first), _read_lines(args.second), label=args.second)
        for d in result.differences:
            print(d, file=sys.stderr)
        print(f"{result.events} events compared, {len(result.differences)} differences, "
              f"{result.inexact} integers beyond 2**53 equal after rounding to a double", file=sys.stderr)
        return 1 if result.differences else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
