// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import io.kaitai.struct.KaitaiStream;
import java.io.IOException;


/**
 * Percona Server 5.7 (with encrypt_binlog=ON) writes this event right after the format
 * description; every event after it is encrypted with the key version named here and a
 * per-event IV derived from the nonce and the event's file offset, so they cannot be read
 * without the keyring. Percona Server 8.0 still reads the event (type 159) from 5.7 files.
 * The layout is MariaDB's START_ENCRYPTION_EVENT, from which Percona took the feature.
 * @see <a href="https://github.com/percona/percona-server/blob/5.7/sql/log_event.h">Source</a>
 * @see <a href="https://github.com/percona/percona-server/blob/5.7/sql/log_event.cc">Source</a>
 * @see <a href="https://github.com/percona/percona-server/blob/8.0/libs/mysql/binlog/event/binlog_event.h">Source</a>
 */
public class PerconaStart57EncryptionEvent extends KaitaiStruct {
    public static PerconaStart57EncryptionEvent fromFile(String fileName) throws IOException {
        return new PerconaStart57EncryptionEvent(new ByteBufferKaitaiStream(fileName));
    }

    public PerconaStart57EncryptionEvent(KaitaiStream _io) {
        this(_io, null, null);
    }

    public PerconaStart57EncryptionEvent(KaitaiStream _io, KaitaiStruct _parent) {
        this(_io, _parent, null);
    }

    public PerconaStart57EncryptionEvent(KaitaiStream _io, KaitaiStruct _parent, PerconaStart57EncryptionEvent _root) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        _read();
    }
    private void _read() {
        this.cryptoScheme = this._io.readU1();
        this.keyVersion = this._io.readU4le();
        this.nonce = this._io.readBytes(12);
    }

    public void _fetchInstances() {
    }
    private int cryptoScheme;
    private long keyVersion;
    private byte[] nonce;
    private PerconaStart57EncryptionEvent _root;
    private KaitaiStruct _parent;

    /**
     * Encryption scheme; 1 (AES in CBC mode with the key of key_version).
     */
    public int cryptoScheme() { return cryptoScheme; }

    /**
     * Version of the keyring's binlog key used for the events that follow.
     */
    public long keyVersion() { return keyVersion; }

    /**
     * Random nonce, the fixed part of every event's IV.
     */
    public byte[] nonce() { return nonce; }
    public PerconaStart57EncryptionEvent _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
