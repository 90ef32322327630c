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
