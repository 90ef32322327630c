"""Running the JavaScript parsers compiled from formats/kaitai against the Python ones.

The Python side walks each binlog once (binlogspec.conformance.job_and_dump): the job (every
event's bytes and params) and the canonical tree of every event as the generated Python parser
gave it. tools/ksc/conform.js parses the same jobs with the JavaScript parsers, all files in one
node process, and prints the same canonical form; the two dumps are compared event by event.
"""

import json
import re
import shutil
import subprocess
from pathlib import Path

from binlogspec import conformance
from conftest import REPO

KSC_DIR = REPO / "tools" / "ksc"
SPECS = REPO / "formats" / "kaitai"


def node():
    """The node binary; its absence is a failure (./build.sh setup installs it), never a skip."""
    found = shutil.which("node")
    if not found:
        raise AssertionError("node is not installed; ./build.sh setup installs Node.js")
    if not (KSC_DIR / "node_modules" / "kaitai-struct").is_dir():
        raise AssertionError("the npm kaitai-struct runtime is missing; ./build.sh setup runs npm ci in tools/ksc")
    return found


def compile_js(out, specs=SPECS, files=None):
    """Compile specs (all of them, or ``files``) for JavaScript into ``out``/javascript."""
    files = files or sorted(str(p) for p in Path(specs).rglob("*.ksy"))
    run = subprocess.run([node(), str(KSC_DIR / "ksc.js"), "--root", str(specs), "--out", str(out),
                          "--target", "javascript", *map(str, files)], capture_output=True, text=True)
    assert run.returncode == 0, f"JavaScript compilation failed:\n{run.stderr}"
    return Path(out) / "javascript"


def run_node(js_dir, jobs, out_dir, specs=SPECS):
    """conform.js over job files; returns {job name: dump lines}."""
    out_dir.mkdir(parents=True, exist_ok=True)
    run = subprocess.run([node(), str(KSC_DIR / "conform.js"), "--ksy", str(specs), "--js", str(js_dir),
                          "--out-dir", str(out_dir), *map(str, jobs)], capture_output=True, text=True)
    assert run.returncode == 0, f"conform.js failed:\n{run.stderr}"
    return {job.name: [json.loads(line) for line in (out_dir / job.name).read_text().splitlines()] for job in jobs}


class Report:
    """What a conformance run compared and what differed, per binlog."""

    def __init__(self):
        self.results = {}  # binlog name -> conformance.Comparison
        self.python = {}  # binlog name -> Python dump

    @property
    def differences(self):
        return [d for r in self.results.values() for d in r.differences]

    @property
    def events(self):
        return sum(r.events for r in self.results.values())

    @property
    def inexact(self):
        return sum(r.inexact for r in self.results.values())

    @property
    def truncated(self):
        """{field id: count} of integers held modulo 2**32 or 2**64 (compare's int32, int64)."""
        out = {}
        for r in self.results.values():
            for field, n in r.truncated.items():
                out[field] = out.get(field, 0) + n
        return out


class Prepared:
    """The Python half of a conformance run over some binlogs: their job files (one per binlog,
    under ``work``/jobs) and the Python dump of each, by job file name. Made once, it serves every
    language's run."""

    def __init__(self, binlogs, work):
        work = Path(work)
        (work / "jobs").mkdir(parents=True, exist_ok=True)
        self.jobs = []
        self.python = {}
        for path in binlogs:
            job, dump = conformance.job_and_dump(path)
            job_file = work / "jobs" / Path(path).name
            job_file.write_text("".join(json.dumps(e, separators=(",", ":")) + "\n" for e in job))
            self.jobs.append(job_file)
            self.python[job_file.name] = dump


def compare_all(prepared, dumps, *, lossy_ints=True, int32=False, int64=False):
    """A Report of the Python dumps against another language's ({job file name: dump lines})."""
    report = Report()
    report.python = prepared.python
    for name, dump in prepared.python.items():
        report.results[name] = conformance.compare(dump, dumps[name], label=name, lossy_ints=lossy_ints, int32=int32,
                                                  int64=int64)
    return report


def conform(binlogs, js_dir, work, specs=SPECS, prepared=None):
    """Compare the Python and JavaScript parses of every event of ``binlogs`` (or of the jobs
    ``prepared`` holds)."""
    work = Path(work)
    prepared = prepared or Prepared(binlogs, work)
    js = run_node(js_dir, prepared.jobs, work / "js", specs)
    return compare_all(prepared, js)


def tampered_xid_spec(tmp_path, change):
    """A copy of the specs with one field changed: XID_EVENT's xid read big-endian (``"type"``)
    or renamed (``"name"``). Returns (the copy's folder, the changed spec)."""
    import re
    import shutil

    specs = tmp_path / "kaitai"
    shutil.copytree(SPECS, specs)
    spec = specs / "xid_event.ksy"
    text = spec.read_text()
    if change == "type":
        changed = re.sub(r"(- id: xid\n    type: )u8", r"\1u8be", text)
    else:
        changed = text.replace("- id: xid\n", "- id: xid_renamed\n")
    assert changed != text
    spec.write_text(changed)
    return specs, spec


CELL_PATH = re.compile(r"_image\.cells\[\d+\]$")


def cell_counts(report):
    """Counter of column types over every present, non-NULL cell a report's Python dumps hold."""
    from collections import Counter

    seen = Counter()
    for dump in report.python.values():
        for entry in dump:
            for path, node in walk_trees(entry.get("tree")):
                if CELL_PATH.search(path) and "value" in node:
                    seen[node["column_type"]] += 1
    return seen


def walk_trees(tree, path=""):
    """(path, subtree) of every dict in a canonical tree."""
    if isinstance(tree, dict):
        yield path, tree
        for k, v in tree.items():
            yield from walk_trees(v, f"{path}.{k}")
    elif isinstance(tree, list):
        for i, v in enumerate(tree):
            yield from walk_trees(v, f"{path}[{i}]")


# A workload with every column type MariaDB has (the value tests' tables), in compressed and plain
# row events and in FULL, MINIMAL and NOBLOB images, and the statement events (user variables, RAND,
# INSERT_ID) of statement-based logging.
def every_type_workload(db="jsconf"):
    from test_values_mariadb import TABLES

    lines = [f"DROP DATABASE IF EXISTS {db};", f"CREATE DATABASE {db} CHARACTER SET utf8mb4;", f"USE {db};",
             "SET NAMES utf8mb4; SET SESSION time_zone = '+00:00'; SET SESSION sql_mode = '';"]
    for table, (cols, rows) in TABLES.items():
        names = [c.split()[0] for c in cols]
        lines.append(f"CREATE TABLE {table} (id INT PRIMARY KEY, {', '.join(cols)}) ENGINE=InnoDB;")
        for compressed, base in (("ON", 0), ("OFF", 100)):
            values = ",\n".join(f"({base + i}, {', '.join(row)})" for i, row in enumerate(rows))
            lines.append(f"SET GLOBAL log_bin_compress = {compressed};")
            lines.append(f"INSERT INTO {table} (id, {', '.join(names)}) VALUES\n{values};")
            lines.append(f"UPDATE {table} SET {names[0]} = NULL WHERE id = {base};")
            lines.append(f"DELETE FROM {table} WHERE id = {base + 1};")
        lines.append("SET SESSION binlog_row_image = 'MINIMAL';")
        lines.append(f"UPDATE {table} SET {names[-1]} = NULL WHERE id = 102;")
        lines.append("SET SESSION binlog_row_image = 'NOBLOB';")  # (every column but unchanged BLOB/TEXT)
        lines.append(f"UPDATE {table} SET {names[0]} = NULL WHERE id = 103;")
        lines.append(f"DELETE FROM {table} WHERE id = 104;")
        lines.append("SET SESSION binlog_row_image = 'FULL';")
    lines += [
        "SET GLOBAL log_bin_compress = ON;",
        "CREATE TABLE auto (id INT PRIMARY KEY AUTO_INCREMENT, v DOUBLE);",
        "SET SESSION binlog_format = 'STATEMENT';",
        # -4294967296: a negative 64-bit integer whose low half is 0, which kaitai-struct 0.11.0's
        # JavaScript readS8le gets wrong (the specs read such integers in halves)
        "SET @who = 'stmt', @n = 42, @neg = -4294967296, @r = 1.5, @d = 1.25e10, @dec = -12.345;",
        "INSERT INTO auto (v) VALUES (RAND()), (@n), (@neg), (@r), (@d), (@dec), (LENGTH(@who));",
        "SET SESSION binlog_format = 'ROW';",
        "BEGIN; INSERT INTO auto (v) VALUES (1); COMMIT;",
    ]
    return "\n".join(lines)
