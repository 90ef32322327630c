// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import io.kaitai.struct.KaitaiStream;
import java.io.IOException;


/**
 * MariaDB 10.1.7+ with encrypt_binlog=ON writes this event right after the format description
 * of every binary log file; every event after it is encrypted (AES, with the key version named
 * here and an IV made of the nonce and the event's offset), so only a reader with the key can
 * go on. Replicas never see it: the server decrypts before sending.
 * @see <a href="https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc">Source</a>
 * @see <a href="https://github.com/MariaDB/server/blob/11.4/sql/log_event.h">Source</a>
 * @see <a href="https://mariadb.com/kb/en/start_encryption_event/">Source</a>
 */
public class MariadbStartEncryptionEvent extends KaitaiStruct {
    public static MariadbStartEncryptionEvent fromFile(String fileName) throws IOException {
        return new MariadbStartEncryptionEvent(new ByteBufferKaitaiStream(fileName));
    }

    public MariadbStartEncryptionEvent(KaitaiStream _io) {
        this(_io, null, null);
    }

    public MariadbStartEncryptionEvent(KaitaiStream _io, KaitaiStruct _parent) {
        this(_io, _parent, null);
    }

    public MariadbStartEncryptionEvent(KaitaiStream _io, KaitaiStruct _parent, MariadbStartEncryptionEvent _root) {
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
    private MariadbStartEncryptionEvent _root;
    private KaitaiStruct _parent;

    /**
     * Encryption scheme; 1 is the only one defined.
     */
    public int cryptoScheme() { return cryptoScheme; }

    /**
     * Version of the encryption key (of key id 1 by default) used for the events that follow.
     */
    public long keyVersion() { return keyVersion; }

    /**
     * Random nonce, the fixed part of every event's IV.
     */
    public byte[] nonce() { return nonce; }
    public MariadbStartEncryptionEvent _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
