"""Issue 12, acceptance 4: `binlogspec parquet` (one process, pyarrow writing, no Spark) gives the
same outputs as the Spark job: the summary, the changes table and every typed table, compared
with pandas, on the bundled samples (the default-metadata one named through its dump) and on
every corpus file (damaged ones included: their faults are rows of the changes table in both)."""

import io
import json
import subprocess
import sys

import pandas as pd
import pyarrow.parquet as pq
import pytest

from conftest import REPO, corpus_binlogs

pytest.importorskip("pyspark")
from binlogspec_spark import job  # noqa: E402


def _cli(out, *args):
    proc = subprocess.run([sys.executable, "-m", "binlogspec.cli", "parquet", "--out", str(out), *args],
                          capture_output=True, text=True, cwd=REPO)
    return proc, json.loads((out / "summary.json").read_text()) if (out / "summary.json").exists() else None


def _rows(path):
    """A Parquet folder's rows as Python values, in file order: the two writers' parts differ in
    number and names, never in content."""
    df = pd.read_parquet(path)
    df = df.sort_values(["file", "pos", "row_index"], kind="stable", na_position="first")
    return pq.read_table(path).take(list(df.index)).to_pylist()


def _same_outputs(a, b, summary):
    for part in ["changes"] + [f"tables/{t}" for t in summary["typed_tables"]]:
        assert _rows(a / part) == _rows(b / part), part


def _comparable(summary):
    return {k: v for k, v in summary.items() if k not in ("output", "seconds")}


def test_parquet_command_equals_the_job_on_the_samples(spark, tmp_path):
    proc, ours = _cli(tmp_path / "cli", "--schema-file", str(job.SAMPLE_SCHEMA), *map(str, job.sample_files()))
    assert proc.returncode == 0, proc.stderr
    theirs = job.run(spark, job.sample_files(), tmp_path / "job", options={"schemaFile": str(job.SAMPLE_SCHEMA)},
                     stdout=io.StringIO())
    assert _comparable(ours) == _comparable(theirs)
    assert ours["typed_tables"] == ["shop.customers@0", "shop.customers@1", "shop.orders", "shop.products"]
    assert "row changes: 36" in proc.stdout and ours["errors"] == []
    _same_outputs(tmp_path / "cli", tmp_path / "job", ours)


def test_parquet_command_equals_the_job_on_the_corpus(spark, corpus, tmp_path):
    files = [str(p) for p in corpus_binlogs()]
    proc, ours = _cli(tmp_path / "cli", *files)
    theirs = job.run(spark, files, tmp_path / "job", stdout=io.StringIO())
    assert proc.returncode == (1 if theirs["errors"] else 0), proc.stderr[-2000:]
    assert _comparable(ours) == _comparable(theirs)
    assert ours["row_changes"] > 40000 and len(ours["typed_tables"]) > 20 and ours["errors"]
    _same_outputs(tmp_path / "cli", tmp_path / "job", ours)


def test_parquet_command_failfast_and_bad_paths_are_one_line(tmp_path, corpus):
    damaged = next(p for p in corpus_binlogs() if "flipped" in p.name or "corrupt" in p.name.lower())
    proc, _ = _cli(tmp_path / "out", "--failfast", str(damaged))
    said = [line for line in proc.stderr.splitlines() if not line.startswith("==> ")]  # its progress lines
    assert proc.returncode == 2 and len(said) == 1, proc.stderr
    assert said[0].startswith(f"{damaged}:91204: ")
    proc, _ = _cli(tmp_path / "out2", "--schema-file", str(tmp_path / "missing.sql"), str(damaged))
    assert proc.returncode == 2 and "missing.sql" in proc.stderr and len(proc.stderr.strip().splitlines()) == 1
