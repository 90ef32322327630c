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


# ----------------------------------------------------------------------------------------------
# The production-shaped workload (issue 40): many small transactions over several tables

PROD_DB = "prod"
PROD_TABLES = ("customers", "orders", "order_items", "payments", "inventory")
PROD_CREATE = """
CREATE DATABASE IF NOT EXISTS prod;
CREATE TABLE prod.customers (
  id BIGINT UNSIGNED NOT NULL PRIMARY KEY,
  name VARCHAR(64) CHARACTER SET utf8mb4 NOT NULL,
  email VARCHAR(120) CHARACTER SET ascii NULL,
  balance DECIMAL(12,2) NOT NULL,
  created DATETIME(6) NOT NULL,
  updated TIMESTAMP(3) NULL DEFAULT NULL,
  visits INT UNSIGNED NOT NULL,
  prefs JSON NULL
) ENGINE=InnoDB;
CREATE TABLE prod.orders (
  id BIGINT UNSIGNED NOT NULL PRIMARY KEY,
  customer_id BIGINT UNSIGNED NOT NULL,
  status ENUM('new','paid','shipped','delivered','cancelled') NOT NULL,
  total DECIMAL(10,2) NOT NULL,
  placed DATETIME(6) NOT NULL,
  note TEXT CHARACTER SET utf8mb4 NULL
) ENGINE=InnoDB;
CREATE TABLE prod.order_items (
  order_id BIGINT UNSIGNED NOT NULL,
  line SMALLINT NOT NULL,
  sku CHAR(10) CHARACTER SET ascii NOT NULL,
  qty INT NOT NULL,
  price DECIMAL(10,2) NOT NULL,
  PRIMARY KEY (order_id, line)
) ENGINE=InnoDB;
CREATE TABLE prod.payments (
  id BIGINT UNSIGNED NOT NULL PRIMARY KEY,
  order_id BIGINT UNSIGNED NOT NULL,
  amount DECIMAL(12,2) NOT NULL,
  method ENUM('card','transfer','wallet','voucher') NOT NULL,
  paid_at DATETIME(6) NOT NULL,
  reference VARCHAR(40) CHARACTER SET utf8mb4 NULL
) ENGINE=InnoDB;
CREATE TABLE prod.inventory (
  sku CHAR(10) CHARACTER SET ascii NOT NULL PRIMARY KEY,
  stock INT NOT NULL,
  reserved INT NOT NULL,
  updated DATETIME(6) NOT NULL
) ENGINE=InnoDB;
"""
PROD_CUSTOMERS, PROD_SKUS = 2000, 500
# bytes of binlog a transaction of this workload takes, FULL metadata (measured; sizes the file)
PROD_BYTES_PER_TRX = 800
_NAMES = ("Zoë", "Łukasz", "Åsa", "Bob", "陈伟", "Nnamdi", "José", "Ana")


def _prod_time(i):
    return f"TIMESTAMPADD(MICROSECOND, {i * 1234567 % 86_400_000_000}, '2026-03-01 00:00:00')"


def _sku(n):
    return f"'SKU{n % PROD_SKUS:07d}'"


def prod_setup():
    """The production-shaped workload's tables and their first rows (written before the measured
    file begins)."""
    out = [PROD_CREATE]
    rows = [f"({c}, '{_NAMES[c % 8]} {c}', 'c{c}@example.com', {c % 997}.{c % 100:02d}, {_prod_time(c)}, "
            f"NULL, 0, NULL)" for c in range(1, PROD_CUSTOMERS + 1)]
    out.append("INSERT INTO prod.customers VALUES " + ",".join(rows) + ";")
    rows = [f"({_sku(s)}, {1000 + s}, 0, {_prod_time(s)})" for s in range(PROD_SKUS)]
    out.append("INSERT INTO prod.inventory VALUES " + ",".join(rows) + ";")
    return "\n".join(out)


def prod_transactions(count):
    """``count`` transactions of the production-shaped workload, each a list of statements, and
    the row changes they write (``{"insert": n, "update": n, "delete": n, "total": n, "tables":
    {"prod.<table>": n}}``).

    Each is one of: a new order (the order, 1-3 items, one inventory row), a payment (and its
    order's status), a customer's JSON preferences, a new customer, an order shipped, a restock
    of two SKUs, an order cancelled (its items deleted). Every update changes its row and every
    delete finds its rows, so the counts are exact. About 2.3 row changes a transaction."""
    counts = {"insert": 0, "update": 0, "delete": 0}
    tables = dict.fromkeys((f"{PROD_DB}.{t}" for t in PROD_TABLES), 0)
    orders = []  # (id, items) of orders not cancelled
    customers = PROD_CUSTOMERS
    next_order = next_payment = 1
    out = []
    for i in range(count):
        kind = (i * 2654435761 >> 7) % 100
        at = _prod_time(i)
        if kind < 30 or not orders:
            oid, k, cust = next_order, 1 + i % 3, 1 + (i * 7919) % customers
            next_order += 1
            items = ",".join(f"({oid}, {line}, {_sku(i + line)}, {1 + (i + line) % 5}, {(i * 31 + line) % 5000}.{line:02d})"
                             for line in range(1, k + 1))
            note = "NULL" if i % 3 else f"'gift wrap, {_NAMES[i % 8]} — {i}'"
            out.append([f"INSERT INTO prod.orders VALUES ({oid}, {cust}, 'new', {i % 9000}.{i % 100:02d}, {at}, {note})",
                        f"INSERT INTO prod.order_items VALUES {items}",
                        f"UPDATE prod.inventory SET stock = stock - 1, reserved = reserved + 1, updated = {at} "
                        f"WHERE sku = {_sku(i)}"])
            orders.append((oid, k))
            counts["insert"] += 1 + k
            counts["update"] += 1
            tables["prod.orders"] += 1
            tables["prod.order_items"] += k
            tables["prod.inventory"] += 1
        elif kind < 50:
            oid = orders[(i * 13) % len(orders)][0]
            out.append([f"INSERT INTO prod.payments VALUES ({next_payment}, {oid}, {i % 7000}.{i % 100:02d}, "
                        f"{1 + i % 4}, {at}, {'NULL' if i % 4 == 0 else repr(f'ref-{i:08x}-{_NAMES[i % 8]}')})",
                        f"UPDATE prod.orders SET status = 'paid', total = total + 0.01 WHERE id = {oid}"])
            next_payment += 1
            counts["insert"] += 1
            counts["update"] += 1
            tables["prod.payments"] += 1
            tables["prod.orders"] += 1
        elif kind < 65:
            cust = 1 + (i * 104729) % customers
            prefs = (f"JSON_OBJECT('lang', '{('en', 'fr', 'pl', 'zh')[i % 4]}', 'news', {'true' if i % 2 else 'false'}, "
                     f"'score', {i % 1000 / 8}, 'tags', JSON_ARRAY('t{i % 7}', 't{i % 11}'), 'seen', {i})")
            out.append([f"UPDATE prod.customers SET prefs = {prefs}, visits = visits + 1, balance = balance + 1.25, "
                        f"updated = FROM_UNIXTIME(1772000000 + {i} + {i % 1000} / 1000) WHERE id = {cust}"])
            counts["update"] += 1
            tables["prod.customers"] += 1
        elif kind < 75:
            customers += 1
            c = customers
            out.append([f"INSERT INTO prod.customers VALUES ({c}, '{_NAMES[c % 8]} {c}', "
                        f"{'NULL' if c % 5 == 0 else repr(f'c{c}@example.com')}, 0.00, {at}, NULL, 0, NULL)"])
            counts["insert"] += 1
            tables["prod.customers"] += 1
        elif kind < 85:
            oid = orders[(i * 17) % len(orders)][0]
            out.append([f"UPDATE prod.orders SET status = 'shipped', note = CONCAT(COALESCE(note, ''), '+') WHERE id = {oid}"])
            counts["update"] += 1
            tables["prod.orders"] += 1
        elif kind < 95:
            a, b = i % PROD_SKUS, (i * 7 + 1) % PROD_SKUS
            if a == b:
                b = (b + 1) % PROD_SKUS
            out.append([f"UPDATE prod.inventory SET stock = stock + 10, updated = {at} WHERE sku IN ({_sku(a)}, {_sku(b)})"])
            counts["update"] += 2
            tables["prod.inventory"] += 2
        else:
            oid, k = orders.pop((i * 19) % len(orders))
            out.append([f"DELETE FROM prod.order_items WHERE order_id = {oid}",
                        f"UPDATE prod.orders SET status = 'cancelled' WHERE id = {oid}"])
            counts["delete"] += k
            counts["update"] += 1
            tables["prod.order_items"] += k
            tables["prod.orders"] += 1
    counts["total"] = sum(counts.values())
    counts["tables"] = tables
    return out, counts


def write_prod_binlog(server, megabytes=None, transactions=None, compress=False, binlog_format="ROW"):
    """Run the production-shaped workload on a started server and return (path of the closed
    binlog file that holds it, its size, the row changes by op). ``transactions`` or
    ``megabytes`` (about the file's size) says how much. ``compress``: the server writes MariaDB's
    compressed rows events (log_bin_compress) for every rows event of 10 bytes or more
    (log_bin_compress_min_len's least), the most a server compresses. ``binlog_format``: "MIXED"
    (MariaDB's default) logs the workload's statements, all of them safe, as QUERY events: no
    rows event at all (a file of about twice the transactions for ``megabytes``)."""
    if transactions is None:
        transactions = max(10, int(megabytes * 1_000_000 / PROD_BYTES_PER_TRX))
    was = server.sql("SELECT @@log_bin_compress, @@log_bin_compress_min_len, @@binlog_format").split()
    server.sql("SET GLOBAL innodb_flush_log_at_trx_commit = 2; SET GLOBAL sync_binlog = 0; "
               f"SET GLOBAL log_bin_compress = {'ON' if compress else 'OFF'}; "
               f"SET GLOBAL log_bin_compress_min_len = {10 if compress else was[1]}; "
               f"SET GLOBAL binlog_format = '{binlog_format}'; "
               "SET GLOBAL max_binlog_size = 1073741824;")
    server.sql("DROP DATABASE IF EXISTS prod;" + prod_setup(), database=None)
    server.rotate()
    script, counts = prod_transactions(transactions)
    for i in range(0, len(script), 2000):
        text = ["SET time_zone = '+00:00'"]
        for trx in script[i:i + 2000]:
            text += ["BEGIN"] + trx + ["COMMIT"]
        server.sql(";\n".join(text) + ";\n", database=PROD_DB)
    closed = server.rotate()
    server.sql(f"DROP DATABASE IF EXISTS prod; SET GLOBAL log_bin_compress = {was[0]}; "
               f"SET GLOBAL log_bin_compress_min_len = {was[1]}; SET GLOBAL binlog_format = '{was[2]}';")
    server.rotate()
    path = closed[-1]
    return path, os.path.getsize(path), counts
