"""Acceptance (issue 7): binlogs cut short at an offset, or with one bit flipped, in raise and in
resync mode. The checks are ``tests/damage.py``'s (read its doc); the oracle is each file's own
intact decode. Here each file gets a sample of offsets (every event boundary and its neighbours,
each event's type, size and log_pos bytes, and random offsets), checked in a child process that
has an address-space limit and a per-case alarm; ``./build.sh fuzz`` checks every offset."""

import json
import subprocess
import sys

import pytest

from conftest import CORPUS, REPO, TESTS

# One file per kind of damage the reader must tell apart.
FILES = {
    "canal__mysql-bin.000002": "MySQL 5.1, no checksums, rows v1",
    "mdb118__mariadb-5.5-binlog.000001": "MariaDB 5.5, checksum OFF",
    "ps51__bug47142_master-bin.000001": "binlog v3 (START_EVENT_V3), log_pos is the event's own offset",
    "binlogviz__minimal.binlog": "MySQL 5.7 with CRC32, rows v2",
    "cdcrs__8.0_31_update_rows_v2_binlog.000001": "MySQL 8.0 with CRC32",
    "rmc__json.binlog.000001": "MySQL 8 JSON columns and a partial JSON update",
    "mbcj__mysql-bin.compressed": "MySQL 8 TRANSACTION_PAYLOAD (zstd)",
}
LOCAL = {
    "mariadb_compressed_rows.000001": "MariaDB 10.11 compressed rows and query events",
    "mariadb_encrypted.000001": "MariaDB 10.11 encrypt_binlog=ON (AES-CBC), read with the .keys beside it",
}


def run_damage(path, samples):
    proc = subprocess.run([sys.executable, str(TESTS / "damage.py"), str(path), "--samples", str(samples)],
                          capture_output=True, text=True, cwd=REPO)
    assert proc.stdout, proc.stderr[-3000:]
    result = json.loads(proc.stdout.splitlines()[-1])
    assert result["cuts"] and result["flips"]
    failures = result["failures"]
    assert not failures, "\n".join(f"{f['case']}: {f['problem']}" for f in failures[:20])
    assert proc.returncode == 0, proc.stderr[-3000:]
    return result


@pytest.mark.parametrize("name", sorted(FILES), ids=sorted(FILES))
def test_damaged_corpus_file(corpus, name):
    run_damage(CORPUS / name, samples=30)


@pytest.mark.parametrize("name", sorted(LOCAL), ids=sorted(LOCAL))
def test_damaged_local_file(name):
    result = run_damage(TESTS / "data" / name, samples=30)
    assert result["checksums"]


def test_damaged_old_format_file(corpus, tmp_path):
    """A MySQL 4.0-style v3 file (a transaction's events carrying its BEGIN's position) built by
    tests/synthetic.py: its log_pos disagreements are notes, and damage is found as in any file."""
    from synthetic import v3_transactions

    path = tmp_path / "v3-transactions.000001"
    path.write_bytes(v3_transactions((CORPUS / "ps51__bug47142_master-bin.000001").read_bytes()))
    run_damage(path, samples=30)


WORKLOAD = """
CREATE DATABASE damage;
USE damage;
CREATE TABLE t (id INT PRIMARY KEY, name VARCHAR(40), doc TEXT, amount DECIMAL(12,3)) ENGINE=InnoDB;
INSERT INTO t VALUES (1, 'one', REPEAT('abc', 40), 1.5), (2, 'two', NULL, -2.25);
UPDATE t SET name = 'uno', amount = amount + 1 WHERE id = 1;
DELETE FROM t WHERE id = 2;
SET SESSION binlog_format = 'STATEMENT';
INSERT INTO t VALUES (3, 'stmt', 'x', 0);
"""


def test_damaged_server_binlog(mariadb, tmp_path):
    """A binlog the test MariaDB server writes (CRC32, compressed events)."""
    mariadb.sql(WORKLOAD)
    closed = mariadb.rotate()
    path = tmp_path / "damage.bin"
    path.write_bytes(open(closed[-1], "rb").read())
    result = run_damage(path, samples=25)
    assert result["checksums"] and result["events"] > 8
