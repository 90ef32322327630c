"""The benchmark binlog: one table of 13 columns filled, updated and deleted by a real MariaDB
server, with deterministic data computed from the row number.

    from workload import write_binlog
    path = write_binlog(server, megabytes=100)   # server: tests/mariadb_server.MariaDB, started

The table mixes the column types a typical OLTP table has (unsigned BIGINT key, INT, ENUM,
VARCHAR utf8mb4, SMALLINT, two DECIMALs, DOUBLE, DATETIME(6), TIMESTAMP(3), DATE, TEXT, BIT), and
about a fifth of its nullable cells are NULL. The server writes FULL row images with FULL
metadata (tests/mariadb_server.py), uncompressed. Per 1,000 rows inserted, 200 are updated and
100 deleted, in transactions of ``CHUNK`` rows, so the file holds inserts, updates (two images
per change) and deletes in that proportion. Every value is a function of the row id, so the same
size gives the same rows (the events' timestamps and the server's version are not fixed).
"""

import os

TABLE = "bench.orders"
CHUNK = 5000
# row changes per megabyte of binlog this workload gives (measured; used to size the file)
CHANGES_PER_MB = 13_200

CREATE = """
CREATE DATABASE IF NOT EXISTS bench;
CREATE TABLE bench.orders (
  id BIGINT UNSIGNED NOT NULL PRIMARY KEY,
  n INT NULL,
  status ENUM('new','paid','packed','shipped','delivered','returned','cancelled') NULL,
  name VARCHAR(64) CHARACTER SET utf8mb4 NULL,
  qty SMALLINT NULL,
  price DECIMAL(10,2) NULL,
  ratio DECIMAL(20,6) NULL,
  score DOUBLE NULL,
  created DATETIME(6) NULL,
  seen TIMESTAMP(3) NULL DEFAULT NULL,
  day DATE NULL,
  note TEXT CHARACTER SET utf8mb4 NULL,
  flags BIT(5) NULL
) ENGINE=InnoDB;
"""

# One row per sequence number ``seq``; NULLs at different strides per column.
VALUES = """
  seq,
  IF(seq % 11 = 0, NULL, (seq * 7919) % 2000003 - 1000001),
  IF(seq % 13 = 0, NULL, ELT(1 + seq % 7, 'new','paid','packed','shipped','delivered','returned','cancelled')),
  IF(seq % 5 = 0, NULL, CONCAT(ELT(1 + seq % 6, 'Zoë', 'Łukasz', 'Åsa', 'Bob', '陈', 'Nnamdi'), '-', seq % 9973)),
  IF(seq % 9 = 0, NULL, seq % 60001 - 30000),
  IF(seq % 4 = 0, NULL, (seq * 37 % 10000000) / 100 - 20000),
  IF(seq % 7 = 0, NULL, (seq * 7727 % 100000000000) / 1000000 - 50000),
  IF(seq % 6 = 0, NULL, seq / 7 - 1000),
  TIMESTAMPADD(MICROSECOND, seq * 1234567, '2024-01-01 00:00:00'),
  IF(seq % 3 = 0, NULL, FROM_UNIXTIME(1700000000 + seq DIV 10 + (seq % 1000) / 1000)),
  IF(seq % 8 = 0, NULL, '2000-01-01' + INTERVAL (seq % 9000) DAY),
  IF(seq % 2 = 0, NULL, REPEAT(CHAR(97 + seq % 26), seq % 24)),
  IF(seq % 10 = 0, NULL, seq % 32)
"""


def statements(rows, start=1):
    """The SQL that writes ``rows`` inserts (ids ``start`` ...), and 1/5 as many updates and 1/10
    as many deletes, chunk by chunk."""
    out = []
    for first in range(start, start + rows, CHUNK):
        last = min(first + CHUNK, start + rows) - 1
        out.append(f"INSERT INTO {TABLE} SELECT {VALUES} FROM (SELECT CAST(seq AS SIGNED) AS seq FROM seq_{first}_to_{last}) s")
        n = last - first + 1
        upd_last = first + n // 5 - 1
        if upd_last >= first:
            out.append(f"UPDATE {TABLE} SET qty = IF(qty IS NULL, 1, qty % 30000 + 1), status = 'paid', "
                       f"seen = IF(seen IS NULL, '2024-06-01 12:00:00.125', NULL), score = -score "
                       f"WHERE id BETWEEN {first} AND {upd_last}")
        del_first = last - n // 10 + 1
        if del_first <= last:
            out.append(f"DELETE FROM {TABLE} WHERE id BETWEEN {del_first} AND {last}")
    return out


def oltp_statements(rows):
    """The OLTP form of the workload: each row inserted by a statement (a transaction) of its own,
    and after every 5th insert one row updated, after every 10th one deleted, each on its own too.
    A transaction is then a GTID, an ANNOTATE_ROWS, a TABLE_MAP, one rows event of one row and an
    XID: what per-event costs weigh on, where the other form's transactions hold thousands of rows."""
    out = []
    for seq in range(1, rows + 1):
        out.append(f"INSERT INTO {TABLE} SELECT {VALUES.replace('seq', str(seq))}")
        if seq % 5 == 0:
            out.append(f"UPDATE {TABLE} SET qty = IF(qty IS NULL, 1, qty % 30000 + 1), status = 'paid' WHERE id = {seq - 2}")
        if seq % 10 == 0:
            out.append(f"DELETE FROM {TABLE} WHERE id = {seq - 9}")
    return out


def oltp_expected(rows):
    """Row changes :func:`oltp_statements` writes for ``rows`` inserts."""
    counts = {"insert": rows, "update": rows // 5, "delete": rows // 10}
    counts["total"] = sum(counts.values())
    return counts


def write_binlog(server, megabytes=None, rows=None, drop=True, compress=False, oltp=False):
    """Run the workload on a started server and return the path of the closed binlog file that
    holds it (the server rotates before and after). ``rows`` (inserts) or ``megabytes`` (about
    the file's size) says how much; ``compress`` has the server write MariaDB's compressed rows
    events (log_bin_compress; a server started with ``--log-bin-compress=ON`` takes it); ``oltp``:
    one row per transaction (:func:`oltp_statements`). Returns (path, size in bytes, rows
    inserted)."""
    if rows is None:
        rows = max(10, int(megabytes * CHANGES_PER_MB / 1.3))
    was = server.sql("SELECT @@log_bin_compress").strip()
    server.sql("SET GLOBAL innodb_flush_log_at_trx_commit = 2; SET GLOBAL sync_binlog = 0; "
               f"SET GLOBAL log_bin_compress = {'ON' if compress else 'OFF'}; SET GLOBAL max_binlog_size = 1073741824;")
    server.sql("DROP DATABASE IF EXISTS bench;" + CREATE)
    server.rotate()
    script = oltp_statements(rows) if oltp else statements(rows)
    # the client gets the statements in slices, so that no one input is huge
    for i in range(0, len(script), 200):
        server.sql(";\n".join(["SET time_zone = '+00:00'"] + script[i:i + 200]) + ";\n", database="bench")
    closed = server.rotate()
    server.sql(f"SET GLOBAL log_bin_compress = {was}")
    if drop:
        server.sql("DROP DATABASE IF EXISTS bench")
        server.rotate()
    path = closed[-1]
    return path, os.path.getsize(path), rows
