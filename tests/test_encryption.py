"""MariaDB binlogs encrypted by a real server (``encrypt_binlog=ON``, ``file_key_management``),
decrypted offline (issue 11).

Oracle: the same workload run on the session's unencrypted MariaDB server: the row changes read
from the encrypted files with the key file must be exactly the ones read from the unencrypted
server's binlog (positions and GTIDs aside, which belong to each server). The server itself
vouches for the key file formats (plain, and encrypted with ``openssl enc`` under a secret), and
each event's CRC32, which the server computed over the plain bytes, for the decryption."""

import json
import secrets
import shutil
import subprocess
import sys

import pytest

from binlogspec import errors
from binlogspec.crypto import KeyFile
from binlogspec.reader import Reader
from binlogspec.rows import row_changes
from mariadb_server import MariaDB, available

WORKLOAD = """
CREATE DATABASE {db};
USE {db};
CREATE TABLE t (id INT PRIMARY KEY, name VARCHAR(40), amount DECIMAL(10,2), note TEXT, at DATETIME(3),
                doc JSON, raw BLOB) ENGINE=InnoDB;
INSERT INTO t VALUES (1, 'one', 1.50, 'short', '2024-01-02 03:04:05.678', '{{"a": [1, 2]}}', x'00ff10');
INSERT INTO t VALUES (2, 'two', -2.25, REPEAT('long text ', 700), NULL, NULL, NULL),
                     (3, 'três', 0, '', '1999-12-31 23:59:59.999', '[]', '');
UPDATE t SET amount = amount * 2, note = 'changed' WHERE id = 1;
DELETE FROM t WHERE id = 2;
BEGIN;
INSERT INTO t (id, name) VALUES (4, 'in a transaction');
UPDATE t SET name = CONCAT(name, '!') WHERE id IN (3, 4);
COMMIT;
INSERT INTO t (id, name) VALUES (5, REPEAT('x', 40));
"""

BIN = [sys.executable, "-m", "binlogspec.cli"]


def key_file(path, ids, secret=None):
    """A file_key_management key file with random keys for ``ids``; with ``secret``, encrypted
    the way the plugin reads it (openssl enc -aes-256-cbc -md sha1)."""
    text = "".join(f"{i};{secrets.token_hex(32)}\n" for i in ids)
    plain = path.with_suffix(".txt")
    plain.write_text("# keys for the encrypted-binlog test\n" + text)
    if secret is None:
        return plain
    subprocess.run(["openssl", "enc", "-aes-256-cbc", "-md", "sha1", "-pass", f"pass:{secret}",
                    "-in", str(plain), "-out", str(path)], check=True, capture_output=True)
    return path


def comparable(changes):
    return [(c.db, c.table, c.op, c.before, c.after) for c in changes]


def workload_binlogs(server, db, out):
    server.sql(WORKLOAD.format(db=db))
    closed = server.rotate()
    out.mkdir(parents=True, exist_ok=True)
    copies = []
    for f in closed:
        copy = out / f"{db}-{len(copies)}.bin"
        shutil.copy(f, copy)
        copies.append(copy)
    return copies


@pytest.fixture(scope="module")
def encrypted(tmp_path_factory):
    """Binlogs of the workload from two encrypting servers: AES-CBC with a plain key file, and
    AES-CTR with a key file encrypted under a secret. Yields {mode: (files, key file, secret)}."""
    if not available():
        pytest.skip("MariaDB server binaries are missing (./build.sh setup installs mariadb-server)")
    base = tmp_path_factory.mktemp("encrypted")
    out = {}
    for mode, secret in (("AES_CBC", None), ("AES_CTR", "correct horse")):
        keys = key_file(base / f"keys-{mode}.enc", [1, 7], secret)
        args = ["--plugin-load-add=file_key_management", f"--file-key-management-filename={keys}",
                f"--file-key-management-encryption-algorithm={mode}", "--encrypt-binlog=ON"]
        if secret is not None:
            args.append(f"--file-key-management-filekey={secret}")
        server = MariaDB(args).start()
        try:
            files = workload_binlogs(server, "enc", base / mode)
        finally:
            server.stop()
        out[mode] = (files, keys, secret)
    return out


@pytest.fixture(scope="module")
def plain_changes(mariadb, tmp_path_factory):
    files = workload_binlogs(mariadb, "enc_oracle", tmp_path_factory.mktemp("plain"))
    changes = [c for f in files for c in row_changes(f) if c.db == "enc_oracle"]
    assert len(changes) >= 8
    return [(db.replace("enc_oracle", "enc"), t, op, b, a) for db, t, op, b, a in comparable(changes)]


@pytest.mark.parametrize("mode", ["AES_CBC", "AES_CTR"])
def test_rows_decrypted_are_the_unencrypted_servers(encrypted, plain_changes, mode):
    files, keys, secret = encrypted[mode]
    with pytest.raises(errors.Encrypted):  # without the key: the old typed error
        list(row_changes(files[0]))
    key_file = KeyFile.read(keys, secret)
    got = [c for f in files for c in row_changes(f, keys=key_file) if c.db == "enc"]
    assert comparable(got) == plain_changes
    # both backends, and the spec-driven path, read the same decrypted events
    for f in files:
        with Reader(f, keys=key_file) as reader:
            events = list(reader)
        assert any(e.type_name == "START_ENCRYPTION_EVENT" for e in events)
        assert all(e.checksum == "ok" for e in events)
        with Reader(f, keys=key_file, backend="construct") as reader:
            assert [(e.pos, e.type_code) for e in reader] == [(e.pos, e.type_code) for e in events]
        assert comparable(row_changes(f, keys=key_file, fast=False)) == comparable(row_changes(f, keys=key_file))


@pytest.mark.parametrize("mode", ["AES_CBC", "AES_CTR"])
def test_command_line_key_file(encrypted, plain_changes, mode):
    files, keys, secret = encrypted[mode]
    args = ["--key-file", str(keys)] + (["--key-file-key", secret] if secret else [])
    proc = subprocess.run(BIN + ["rows", *args, *map(str, files)], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    lines = [json.loads(line) for line in proc.stdout.splitlines()]
    expected = [json.loads(line) for f in files for line in subprocess.run(
        BIN + ["rows", *args, str(f)], capture_output=True, text=True, check=True).stdout.splitlines()]
    assert lines == expected and len([x for x in lines if x["db"] == "enc"]) == len(plain_changes)
    report = subprocess.run(BIN + ["report", *args, str(files[0])], capture_output=True, text=True)
    assert report.returncode == 0 and json.loads(report.stdout)["covers"]


def test_wrong_missing_and_unknown_keys(encrypted, tmp_path):
    files, keys, secret = encrypted["AES_CBC"]
    path = files[0]
    start = next(e for e in Reader(path, keys=KeyFile.read(keys)) if e.type_name == "START_ENCRYPTION_EVENT")
    first = start.next_pos
    wrong = tmp_path / "wrong.txt"
    wrong.write_text(f"1;{secrets.token_hex(32)}\n")
    other = tmp_path / "other.txt"
    other.write_text(f"2;{secrets.token_hex(16)}\n")
    cases = [(None, errors.Encrypted, "--key-file"), (KeyFile.read(wrong), errors.DecryptionFailed, "wrong key"),
             (KeyFile.read(other), errors.KeyMissing, "key id 1")]
    for keys_given, cls, words in cases:
        reader = Reader(path, keys=keys_given)
        read = []
        with pytest.raises(cls) as caught:
            for event in reader:
                read.append(event.type_name)
        assert type(caught.value) is cls and caught.value.offset == first and caught.value.file == str(path)
        assert words in str(caught.value)
        assert read[-1] == "START_ENCRYPTION_EVENT"  # what comes before is read
        # the command line: exit status 2, the typed error on stderr
        args = [] if keys_given is None else ["--key-file", str(wrong if cls is errors.DecryptionFailed else other)]
        proc = subprocess.run(BIN + ["rows", *args, str(path)], capture_output=True, text=True)
        assert proc.returncode == 2 and f"{path}:{first}:" in proc.stderr
    # a key file that does not decrypt, or does not parse: a one-line error naming it
    ctr_files, ctr_keys, ctr_secret = encrypted["AES_CTR"]
    for extra in (["--key-file-key", "not the secret"], []):
        proc = subprocess.run(BIN + ["rows", "--key-file", str(ctr_keys), *extra, str(ctr_files[0])],
                              capture_output=True, text=True)
        assert proc.returncode != 0 and str(ctr_keys) in proc.stderr and "Traceback" not in proc.stderr


def test_spark_source_key_file(spark, encrypted, plain_changes):
    from pyspark.testing import assertDataFrameEqual

    import spark_expected as expect
    from binlogspec_spark.datasource import ROWS_SCHEMA

    files, keys, secret = encrypted["AES_CTR"]
    reader = spark.read.format("mysql_binlog").option("keyFile", str(keys)).option("keyFileKey", secret)
    df = reader.load([str(f) for f in files])
    key_file = KeyFile.read(keys, secret)
    expected = [r for f in files for r in expect.changes(str(f), keys=key_file)]
    assert not any(r[-1] for r in expected)
    assertDataFrameEqual(df, spark.createDataFrame(expected, ROWS_SCHEMA))
    assert df.where("db = 'enc'").count() == len(plain_changes)


# ------------------------------------------------------------------ MySQL 8 binlog_encryption
#
# No keyring key can be had for the corpus' MySQL-encrypted file, so these files are encrypted
# here, as the server's sources say it writes them (sql/rpl_log_encryption.cc: the 512-byte
# header; sql/stream_cipher.cc: AES-256-CTR keyed by EVP_BytesToKey(SHA-512) of the file password;
# plugin/keyring: the keyring_file layout), with construct for the layouts and the cryptography
# package for the ciphers; the oracle is the unencrypted corpus file the file was made from.

MYSQL8 = "cdcrs__8.0_32_delete_rows_v2_binlog.000001"


def mysql_encrypt(plain, key_id, master_key):
    import hashlib
    import os

    from construct import Bytes, Const, Int8ul, PascalString, Padded, Struct
    from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes

    password, iv = os.urandom(32), os.urandom(16)
    encryptor = Cipher(algorithms.AES(master_key), modes.CBC(iv)).encryptor()
    encrypted_password = encryptor.update(password) + encryptor.finalize()
    header = Padded(512, Struct(
        "magic" / Const(b"\xfdbin"), "version" / Const(1, Int8ul),
        "key_id_type" / Const(1, Int8ul), "key_id" / PascalString(Int8ul, "ascii"),
        "password_type" / Const(2, Int8ul), "password" / Bytes(32),
        "iv_type" / Const(3, Int8ul), "iv" / Bytes(16),
    )).build({"key_id": key_id, "password": encrypted_password, "iv": iv})
    digest = hashlib.sha512(password).digest()
    stream = Cipher(algorithms.AES(digest[:32]), modes.CTR(digest[32:40] + bytes(8))).encryptor()
    return header + stream.update(plain) + stream.finalize()


def keyring_file(keys):
    from construct import Bytes, Const, GreedyRange, Int64ul, Struct, this

    obfuscation = b"*305=Ljt0*!@$Hnm(*-9-w;:"
    entry = Struct(
        "size" / Int64ul, "len_id" / Int64ul, "len_type" / Int64ul, "len_user" / Int64ul, "len_key" / Int64ul,
        "key_id" / Bytes(this.len_id), "key_type" / Bytes(this.len_type), "user_id" / Bytes(this.len_user),
        "key" / Bytes(this.len_key), "padding" / Bytes(this.size - 40 - this.len_id - this.len_type - this.len_user
                                                      - this.len_key),
    )
    items = []
    for key_id, key in keys.items():
        kid, ktype = key_id.encode(), b"AES"
        size = 40 + len(kid) + len(ktype) + len(key)
        size += -size % 8
        items.append({"size": size, "len_id": len(kid), "len_type": 3, "len_user": 0, "len_key": len(key),
                      "key_id": kid, "key_type": ktype, "user_id": b"",
                      "key": bytes(b ^ obfuscation[i % 24] for i, b in enumerate(key)),
                      "padding": bytes(size - 40 - len(kid) - 3 - len(key))})
    body = Struct("version" / Const(b"Keyring file version:2.0"), "keys" / GreedyRange(entry)).build({"keys": items})
    import hashlib

    return body + b"EOF" + hashlib.sha256(body).digest()


def test_mysql_encrypted_binlog_with_its_keyring(corpus, tmp_path):
    from binlogspec.crypto import Keyring

    plain = (corpus / MYSQL8).read_bytes()
    key_id = "MySQLReplicationKey_d1deace2-24cc-11ea-a1db-0800270a0142_1"
    master = secrets.token_bytes(32)
    path = tmp_path / "binlog.000001"
    path.write_bytes(mysql_encrypt(plain, key_id, master))
    keyring = tmp_path / "keyring"
    keyring.write_bytes(keyring_file({"INNODBKey-x-1": secrets.token_bytes(32), key_id: master}))
    keys = Keyring.read(keyring)
    for backend in ("kaitai", "construct"):
        with Reader(plain, backend=backend) as reader:
            want = [(e.pos, e.next_pos, e.type_code, e.checksum, e.tree) for e in reader]
        with Reader(path, backend=backend, keys=keys) as reader:
            got = [(e.pos, e.next_pos, e.type_code, e.checksum, e.tree) for e in reader]
            assert reader.report.covers()
        assert got == want and len(got) > 10
    assert comparable(row_changes(path, keys=keys)) == comparable(row_changes(plain)) != []
    proc = subprocess.run(BIN + ["rows", "--keyring", str(keyring), str(path)], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    assert len(proc.stdout.splitlines()) == len(list(row_changes(plain)))
    # without the keyring, with another, with a wrong key
    with pytest.raises(errors.Encrypted) as caught:
        list(Reader(path))
    assert type(caught.value) is errors.Encrypted and caught.value.offset == 0
    other = tmp_path / "other"
    other.write_bytes(keyring_file({"MySQLReplicationKey_other_1": master}))
    with pytest.raises(errors.KeyMissing) as caught:
        list(Reader(path, keys=Keyring.read(other)))
    assert key_id in str(caught.value) and caught.value.file == str(path)
    wrong = tmp_path / "wrong"
    wrong.write_bytes(keyring_file({key_id: secrets.token_bytes(32)}))
    with pytest.raises(errors.DecryptionFailed):
        list(Reader(path, keys=Keyring.read(wrong)))
    proc = subprocess.run(BIN + ["rows", "--keyring", str(wrong), str(path)], capture_output=True, text=True)
    assert proc.returncode == 2 and f"{path}:0:" in proc.stderr


def test_spark_source_keyring(spark, corpus, tmp_path):
    from pyspark.testing import assertDataFrameEqual

    import spark_expected as expect
    from binlogspec.crypto import Keyring
    from binlogspec_spark.datasource import EVENTS_SCHEMA

    plain = (corpus / MYSQL8).read_bytes()
    key_id, master = "MySQLReplicationKey_x_1", secrets.token_bytes(32)
    path = tmp_path / "binlog.000001"
    path.write_bytes(mysql_encrypt(plain, key_id, master))
    keyring = tmp_path / "keyring"
    keyring.write_bytes(keyring_file({key_id: master}))
    df = spark.read.format("mysql_binlog").option("mode", "events").option("keyring", str(keyring)).load(str(path))
    expected = expect.events(path, keys=Keyring.read(keyring))
    assert not any(r[-1] for r in expected) and len(expected) > 10
    assertDataFrameEqual(df, spark.createDataFrame(expected, EVENTS_SCHEMA))
