"""Every input the fuzz targets (``bench/fuzz``) found along the way, kept in ``tests/data/fuzz/
<target>/``, replayed through its target: each must now end normally or with a typed error, in
bounded time and memory (a child process with an alarm per input and an address-space limit)."""

import json
import subprocess
import sys

import pytest

from conftest import REPO, TESTS

KEPT = TESTS / "data" / "fuzz"
INPUTS = sorted(p for p in KEPT.glob("*/*") if p.is_file()) if KEPT.is_dir() else []


@pytest.mark.skipif(not INPUTS, reason="no fuzz findings kept")
def test_fuzz_findings_stay_fixed():
    proc = subprocess.run([sys.executable, str(REPO / "bench" / "fuzz" / "targets.py")] + [str(p) for p in INPUTS],
                          capture_output=True, text=True, cwd=REPO)
    assert proc.returncode == 0, proc.stderr[-3000:]
    results = json.loads(proc.stdout)
    failed = {path: problem for path, problem in results.items() if problem is not None}
    assert not failed, "\n".join(f"{path}: {problem}" for path, problem in failed.items())
    assert len(results) == len(INPUTS)


def test_targets_accept_their_seeds(corpus):
    """The seeds are well-formed input: each target reads a few of them without a finding."""
    sys.path.insert(0, str(REPO / "bench" / "fuzz"))
    import targets

    paths = [corpus / "binlogviz__minimal.binlog", TESTS / "data" / "mariadb_compressed_rows.000001",
             corpus / "mbcj__mysql-bin.compressed", corpus / "canal__mysql-bin.000002"]
    seeds = targets.seeds(paths)
    assert all(seeds[name] for name in ("file", "event", "rows"))
    for name, inputs in seeds.items():
        for data in inputs[:40]:
            targets.TARGETS[name](data)


def _rows_input_as_file(path):
    """The binlog file the rows target makes of one of its inputs (format description, table map
    and rows event, framed), and the target's switches."""
    sys.path.insert(0, str(REPO / "bench" / "fuzz"))
    import targets

    from binlogspec.reader import MAGIC

    flags, rest = targets.switches(path.read_bytes())
    opt = targets.options(flags)
    (fde, table_map), rows = targets.chunks(rest, 2)
    data, checksum = bytearray(MAGIC), False
    for event in (fde, table_map, rows):
        if event is fde and len(fde) >= 71:
            checksum = targets.has_checksum(fde)
        data += event if opt["repair"] else targets.frame(event, len(data), checksum)
    return bytes(data)


def test_a_decimal_its_type_cannot_hold_is_a_fault_of_its_event(tmp_path):
    """A found input: a DECIMAL(4,2) whose one-byte fraction group holds 107, three digits. The
    Python value keeps what the bytes say (2.107); Arrow's and Spark's decimal(4,2) cannot hold it,
    so the Arrow batches and the Spark typed read give a typed error at the rows event (the
    PERMISSIVE read a fault row), not pyarrow's ArrowInvalid."""
    import decimal

    from binlogspec import errors
    from binlogspec.arrow import record_batches
    from binlogspec.rows import row_changes
    from binlogspec.rules import Unfit, exact_decimal

    path = tmp_path / "damaged-decimal.binlog"
    path.write_bytes(_rows_input_as_file(KEPT / "rows" / "crash-8dc991f765aa767b"))
    changes = list(row_changes(path))
    assert any(decimal.Decimal("2.107") in c.after.values() for c in changes if c.after)
    rows_event = changes[0].pos
    for fast in (True, False):
        with pytest.raises(errors.DecodeError) as info:
            list(record_batches(path, "sakila.film", use_fast=fast))
        assert info.value.offset == rows_event and "DECIMAL(4,2) value 2.107" in str(info.value)
    with pytest.raises(Unfit):
        exact_decimal(decimal.Decimal("2.107"), 4, 2)
    assert exact_decimal(decimal.Decimal("15.990"), 5, 2) == decimal.Decimal("15.99")
    assert exact_decimal(decimal.Decimal("-0.000"), 4, 2) == 0

    pytest.importorskip("pyspark")
    from binlogspec_spark.datasource import LAYOUTS_SCHEMA, BinlogReader, Options, typed_schema

    def read(mode, **options):
        reader = BinlogReader(Options({"mode": mode, "paths": json.dumps([str(path)]), "tables": "sakila.film",
                                       **options}), typed_schema(layout) if mode == "typed" else LAYOUTS_SCHEMA)
        return [row for p in reader.partitions() for b in reader.read(p) for row in b.to_pylist()]

    layout = json.loads(read("layouts")[0]["layout"])
    rows = read("typed", parseMode="PERMISSIVE", layout=json.dumps(layout))
    faults = [r["_corrupt_record"] for r in rows if r["_corrupt_record"]]
    assert len(faults) == 1 and f":{rows_event}:" in faults[0] and "2.107" in faults[0]
    with pytest.raises(RuntimeError, match="2.107"):
        read("typed", parseMode="FAILFAST", layout=json.dumps(layout))
