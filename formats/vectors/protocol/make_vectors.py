#!/usr/bin/env python3
"""Writes formats/vectors/protocol/packets.json: the test vectors of the protocol specs
(formats/kaitai/protocol/*.ksy), as tools/make_vectors.py writes the event vectors.

    .venv/bin/python formats/vectors/protocol/make_vectors.py

Every packet is taken from a real session with a throwaway MariaDB server (tests/mariadb_server.py,
TCP on 127.0.0.1): PyMySQL's connection with its reads and writes recorded (the handshake, its
response, OK and ERR answers, the statements a binlog client sends) and a binlog dump as
``binlogspec pull`` makes it (the fake ROTATE, the format description, MariaDB's fake GTID_LIST
after a GTID start, events, a heartbeat, the EOF of a non-blocking dump, the ERR of a purged
file; a dump with semi-synchronous replication on, its semi-sync headers and an acknowledgement
as the pull sends it). What MariaDB never takes (MySQL's COM_BINLOG_DUMP_GTID) is built with the
construct twin and says so in its ``source``.

Maintainer tool: it needs the MariaDB server binaries; the vectors it writes are committed and
tests/test_pull.py checks them in both backends without it.
"""

import json
import socket
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(REPO / "tests"))
OUT = Path(__file__).resolve().parent / "packets.json"


class Recorder:
    """PyMySQL's reads and writes on its connections while recording: (direction, bytes)."""

    def __init__(self):
        import pymysql.connections as connections

        self.connections = connections
        self.log = []
        self._read = connections.Connection._read_bytes
        self._write = connections.Connection._write_bytes

    def __enter__(self):
        recorder = self

        def read(conn, n):
            data = recorder._read(conn, n)
            recorder.log.append(("in", data))
            return data

        def write(conn, data):
            recorder.log.append(("out", bytes(data)))
            return recorder._write(conn, data)

        self.connections.Connection._read_bytes = read
        self.connections.Connection._write_bytes = write
        return self

    def __exit__(self, *exc):
        self.connections.Connection._read_bytes = self._read
        self.connections.Connection._write_bytes = self._write

    def packets(self, direction):
        """The whole packets (header and payload) that went one way, in order."""
        if direction == "out":
            return [data for d, data in self.log if d == "out"]
        out, buf = [], b""
        for d, data in self.log:
            if d != "in":
                continue
            buf += data
            while len(buf) >= 4 and len(buf) >= 4 + int.from_bytes(buf[:3], "little"):
                size = 4 + int.from_bytes(buf[:3], "little")
                out.append(buf[:size])
                buf = buf[size:]
        return out


def vector(name, spec, source, data, params=None):
    from binlogspec import conformance

    v = {"name": name, "spec": spec, "source": source, "params": params or {}, "bytes": data.hex()}
    v["expected"] = {"tree": conformance.canonical(conformance.parse_vector(v))}
    return v


def capture(server, port):
    """The vectors of one session with ``server`` (a tests/mariadb_server.MariaDB listening on
    ``port``)."""
    import pymysql

    from binlogspec.formats.com_binlog_dump_gtid import com_binlog_dump_gtid
    from binlogspec.formats.com_register_slave import com_register_slave
    from binlogspec.pull import dump_command

    version = server.sql("SELECT VERSION()").strip()
    src = f"MariaDB {version.split('-')[0]}"
    server.sql("CREATE USER IF NOT EXISTS vec@'%' IDENTIFIED BY 'pw'; GRANT REPLICATION SLAVE, BINLOG MONITOR ON *.* "
               "TO vec@'%'; CREATE DATABASE IF NOT EXISTS vec; CREATE TABLE IF NOT EXISTS vec.t (id INT PRIMARY KEY)")
    server.sql("INSERT INTO vec.t VALUES (1); FLUSH BINARY LOGS; INSERT INTO vec.t VALUES (2), (3)")
    (gtid,) = server.sql("SELECT @@gtid_binlog_pos").split()
    server.sql("INSERT INTO vec.t VALUES (4)")
    vectors = []

    # a wrong password: the server's ERR during authentication
    with Recorder() as rec:
        try:
            pymysql.connect(host="127.0.0.1", port=port, user="vec", password="wrong")
        except pymysql.err.OperationalError:
            pass
    err = rec.packets("in")[-1]
    vectors.append(vector("ERR 1045 of a wrong password", "response_packet", f"{src}: answer to a wrong password",
                          err[4:]))

    with Recorder() as rec:
        conn = pymysql.connect(host="127.0.0.1", port=port, user="vec", password="pw", autocommit=True)
    greeting, ok = rec.packets("in")[0], rec.packets("in")[-1]
    response = rec.packets("out")[0]
    vectors.append(vector("framing of the initial handshake", "packet", f"{src}: its first packet", greeting))
    vectors.append(vector("initial handshake v10", "handshake_v10", f"{src}: its first packet's payload", greeting[4:]))
    vectors.append(vector("handshake response (PyMySQL 1.1.1, mysql_native_password)", "handshake_response_41",
                          f"{src} session: PyMySQL's answer to its handshake", response[4:]))
    vectors.append(vector("OK after authentication", "response_packet", f"{src}: OK ending the authentication",
                          ok[4:]))

    # the statements a binlog client sends before its dump
    with Recorder() as rec:
        with conn.cursor() as cur:
            for sql in ("SET @master_binlog_checksum = 'CRC32'", "SET @mariadb_slave_capability = 4",
                        f"SET @slave_connect_state = '{gtid}'"):
                cur.execute(sql)
    for data in rec.packets("out"):
        vectors.append(vector(f"COM_QUERY {data[5:].decode()}", "com_query", f"{src} session: sent and answered OK",
                              data[4:]))

    # COM_REGISTER_SLAVE, built by the construct twin, sent, and answered OK
    register = com_register_slave().build(dict(command=0x15, server_id=4242, len_hostname=9, hostname="archiver1",
                                               len_user=0, user="", len_password=0, password="", port=3307,
                                               replication_rank=0, master_id=0))
    conn._execute_command(0x15, register[1:])
    conn._read_packet()
    vectors.append(vector("COM_REGISTER_SLAVE", "com_register_slave",
                          f"{src} session: built by the construct twin, sent, and answered OK", register))

    # a GTID start: COM_BINLOG_DUMP with no file, blocking, heartbeats every second
    conn.cursor().execute("SET @master_heartbeat_period = 1000000000")
    dump = dump_command("", 4, 0x02, 4243)
    with Recorder() as rec:
        conn._execute_command(0x12, dump[1:])
        seen = {}
        while "heartbeat" not in seen:
            p = conn._read_packet()
            data = p.get_all_data()
            code, flags, log_pos = data[5], int.from_bytes(data[18:20], "little"), int.from_bytes(data[14:18], "little")
            if code == 4 and flags & 0x20:
                seen.setdefault("fake ROTATE", data)
            elif code == 163 and flags & 0x20:
                seen.setdefault("fake GTID_LIST after a GTID start", data)
            elif code == 15:
                seen.setdefault("FORMAT_DESCRIPTION", data)
            elif code == 162:
                seen.setdefault("GTID", data)
            elif code == 23:
                seen.setdefault("WRITE_ROWS", data)
            elif code == 27:
                seen["heartbeat"] = data
            del log_pos
    conn.close()
    vectors.append(vector("COM_BINLOG_DUMP of a GTID start", "com_binlog_dump",
                          f"{src} session: built by the construct twin (binlogspec pull), sent, and answered with the "
                          "events", dump))
    for name, data in seen.items():
        vectors.append(vector(f"dump stream: {name}", "binlog_stream_packet",
                              f"{src}: a dump from GTID {gtid}", data, {"semi_sync": False}))

    # a non-blocking dump from a position past the format description: the format description is
    # sent again (log_pos 0), and the dump ends with EOF
    conn = pymysql.connect(host="127.0.0.1", port=port, user="vec", password="pw", autocommit=True)
    conn.cursor().execute("SET @master_binlog_checksum = 'CRC32'")
    files = [row[0] for row in _rows(conn, "SHOW BINARY LOGS")]
    conn._execute_command(0x12, dump_command(files[-1], 256, 0x03, 4244)[1:])
    while True:
        data = conn._read_packet().get_all_data()
        if data[0] == 0xFE and len(data) < 9:
            vectors.append(vector("EOF ending a non-blocking dump", "binlog_stream_packet", f"{src}: end of the dump",
                                  data, {"semi_sync": False}))
            vectors.append(vector("EOF ending a non-blocking dump", "response_packet", f"{src}: end of the dump", data))
            break
        if data[5] == 15:
            vectors.append(vector("dump stream: FORMAT_DESCRIPTION sent again (log_pos 0)", "binlog_stream_packet",
                                  f"{src}: a dump from {files[-1]}:256", data, {"semi_sync": False}))
    conn.close()

    # a file the server does not hold: ERR 1236 in the stream
    conn = pymysql.connect(host="127.0.0.1", port=port, user="vec", password="pw", autocommit=True)
    conn._execute_command(0x12, dump_command("binlog.999999", 4, 0x03, 4245)[1:])
    with Recorder() as rec:
        try:
            conn._read_packet()
        except pymysql.err.MySQLError:
            pass
    data = rec.packets("in")[0][4:]
    vectors.append(vector("ERR 1236 of a file the server does not hold", "binlog_stream_packet",
                          f"{src}: a dump from binlog.999999", data, {"semi_sync": False}))
    vectors.append(vector("ERR 1236 of a file the server does not hold", "response_packet",
                          f"{src}: a dump from binlog.999999", data))

    # semi-synchronous replication: events behind semi-sync headers, the XID that ends a
    # transaction asking for an acknowledgement, and the acknowledgement the pull sends back
    vectors += _semi_sync(server, port, src)

    # what MariaDB never takes: built
    sid = bytes.fromhex("3e11fa4771ca11e19e33c80aa9429562")
    gtid_dump = com_binlog_dump_gtid().build(dict(
        command=0x1E, flags=0x04, server_id=4246, len_binlog_filename=0, binlog_filename="", binlog_pos=4,
        len_gtid_set=8 + 16 + 8 + 16, gtid_set=dict(num_sids=1, sids=[dict(sid=sid, num_intervals=1,
                                                                             intervals=[dict(start=1, end=57)])])))
    vectors.append(vector("COM_BINLOG_DUMP_GTID (MySQL) after 3e11fa47-...:1-56", "com_binlog_dump_gtid",
                          "built with the construct twin: MySQL's command, which MariaDB does not take, for the GTID "
                          "set 3e11fa47-71ca-11e1-9e33-c80aa9429562:1-56", gtid_dump))
    return vectors


def _semi_sync(server, port, src):
    """A dump with semi-synchronous replication on: a GTID (no acknowledgement asked) and an XID
    (asked) behind their semi-sync headers, and the acknowledgement sent for the XID, which the
    server counts (Rpl_semi_sync_master_yes_tx) as the transaction's."""
    import threading

    import pymysql

    from binlogspec.pull import dump_command, semi_sync_ack

    server.sql("SET GLOBAL rpl_semi_sync_master_enabled = ON; SET GLOBAL rpl_semi_sync_master_timeout = 20000")
    try:
        conn = pymysql.connect(host="127.0.0.1", port=port, user="vec", password="pw", autocommit=True)
        for sql in ("SET @master_binlog_checksum = 'CRC32'", "SET @mariadb_slave_capability = 4",
                    "SET @rpl_semi_sync_slave = 1"):
            conn.cursor().execute(sql)
        files = [row[0] for row in _rows(conn, "SHOW BINARY LOGS")]
        (size,) = [row[1] for row in _rows(conn, "SHOW BINARY LOGS") if row[0] == files[-1]]
        conn._execute_command(0x12, dump_command(files[-1], int(size), 0x02, 4247)[1:])
        writer = threading.Thread(target=server.sql, args=("INSERT INTO vec.t VALUES (5)",))
        writer.start()
        seen, ack = {}, None
        while ack is None:
            data = conn._read_packet().get_all_data()
            code, flags = data[3 + 4], data[2]
            if code == 162 and not flags:
                seen.setdefault("GTID behind a semi-sync header (no acknowledgement asked)", data)
            elif code == 16 and flags:
                seen["XID behind a semi-sync header (acknowledgement asked)"] = data
                ack = semi_sync_ack(files[-1], int.from_bytes(data[3 + 13:3 + 17], "little"))
                conn._execute_command(ack[0], ack[1:])
        writer.join(30)
        conn.close()
        acknowledged = int(server.sql("SHOW GLOBAL STATUS LIKE 'Rpl_semi_sync_master_yes_tx'").split()[1])
        assert acknowledged >= 1, "the server took the acknowledgement"
    finally:
        server.sql("SET GLOBAL rpl_semi_sync_master_enabled = OFF")
    out = [vector(f"dump stream: {name}", "binlog_stream_packet", f"{src}: a dump with @rpl_semi_sync_slave = 1, "
                  "rpl_semi_sync_master_enabled on", data, {"semi_sync": True}) for name, data in seen.items()]
    out.append(vector("semi-sync acknowledgement of that XID", "semi_sync_ack",
                      f"{src} session: built by the construct twin (binlogspec pull), sent, and counted by the server "
                      "(Rpl_semi_sync_master_yes_tx)", ack))
    return out


def _rows(conn, sql):
    with conn.cursor() as cur:
        cur.execute(sql)
        return cur.fetchall()


def main():
    import mariadb_server

    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    server = mariadb_server.MariaDB(["--skip-networking=0", f"--port={port}", "--bind-address=127.0.0.1"]).start()
    try:
        vectors = capture(server, port)
    finally:
        server.stop()
    OUT.write_text(json.dumps(vectors, indent=1, ensure_ascii=False) + "\n")
    print(f"{OUT}: {len(vectors)} vectors")


if __name__ == "__main__":
    main()
