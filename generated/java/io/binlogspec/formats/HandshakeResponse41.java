// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import io.kaitai.struct.KaitaiStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;


/**
 * The payload of the client's answer to the initial handshake: the capabilities it takes, the
 * largest packet it accepts, its character set, the account name, the authentication answer
 * computed from the server's scramble (its length as a packed integer or as one byte, by
 * capability), the default database, the authentication method the answer is for and the
 * connection attributes. A client that asks for TLS sends the first 32 bytes alone, then
 * starts TLS and sends the whole packet again.
 * @see <a href="https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_connection_phase_packets_protocol_handshake_response.html">Source</a>
 * @see <a href="https://mariadb.com/kb/en/connection/#handshake-response-packet">Source</a>
 */
public class HandshakeResponse41 extends KaitaiStruct {
    public static HandshakeResponse41 fromFile(String fileName) throws IOException {
        return new HandshakeResponse41(new ByteBufferKaitaiStream(fileName));
    }

    public HandshakeResponse41(KaitaiStream _io) {
        this(_io, null, null);
    }

    public HandshakeResponse41(KaitaiStream _io, KaitaiStruct _parent) {
        this(_io, _parent, null);
    }

    public HandshakeResponse41(KaitaiStream _io, KaitaiStruct _parent, HandshakeResponse41 _root) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        _read();
    }
    private void _read() {
        this.clientFlag = this._io.readU4le();
        this.maxPacketSize = this._io.readU4le();
        this.characterSet = this._io.readU1();
        this.filler = this._io.readBytes(19);
        this.mariadbCapabilities = this._io.readU4le();
        if (!(_io().isEof())) {
            this.username = StrictText.utf8(this._io.readBytesTerm((byte) 0, false, true, true));
        }
        if ( ((!(_io().isEof())) && ((clientFlag() & 2097152) != 0)) ) {
            this.lenAuthResponsePacked = new PackedInt(this._io);
        }
        if ( ((!(_io().isEof())) && ((clientFlag() & 2097152) == 0)) ) {
            this.lenAuthResponseByte = this._io.readU1();
        }
        if (!(_io().isEof())) {
            this.authResponse = this._io.readBytes(((clientFlag() & 2097152) != 0 ? lenAuthResponsePacked().value() : lenAuthResponseByte()));
        }
        if ( ((!(_io().isEof())) && ((clientFlag() & 8) != 0)) ) {
            this.database = StrictText.utf8(this._io.readBytesTerm((byte) 0, false, true, true));
        }
        if ( ((!(_io().isEof())) && ((clientFlag() & 524288) != 0)) ) {
            this.clientPluginName = StrictText.utf8(this._io.readBytesTerm((byte) 0, false, true, true));
        }
        if ( ((!(_io().isEof())) && ((clientFlag() & 1048576) != 0)) ) {
            this.lenConnectAttrs = new PackedInt(this._io);
        }
        if ( ((!(_io().isEof())) && ((clientFlag() & 1048576) != 0)) ) {
            this.connectAttrs = this._io.readBytes(lenConnectAttrs().value());
        }
    }

    public void _fetchInstances() {
        if (!(_io().isEof())) {
        }
        if ( ((!(_io().isEof())) && ((clientFlag() & 2097152) != 0)) ) {
            this.lenAuthResponsePacked._fetchInstances();
        }
        if ( ((!(_io().isEof())) && ((clientFlag() & 2097152) == 0)) ) {
        }
        if (!(_io().isEof())) {
        }
        if ( ((!(_io().isEof())) && ((clientFlag() & 8) != 0)) ) {
        }
        if ( ((!(_io().isEof())) && ((clientFlag() & 524288) != 0)) ) {
        }
        if ( ((!(_io().isEof())) && ((clientFlag() & 1048576) != 0)) ) {
            this.lenConnectAttrs._fetchInstances();
        }
        if ( ((!(_io().isEof())) && ((clientFlag() & 1048576) != 0)) ) {
        }
    }
    private long clientFlag;
    private long maxPacketSize;
    private int characterSet;
    private byte[] filler;
    private long mariadbCapabilities;
    private String username;
    private PackedInt lenAuthResponsePacked;
    private Integer lenAuthResponseByte;
    private byte[] authResponse;
    private String database;
    private String clientPluginName;
    private PackedInt lenConnectAttrs;
    private byte[] connectAttrs;
    private HandshakeResponse41 _root;
    private KaitaiStruct _parent;

    /**
     * The CLIENT_* capability bits the client takes.
     */
    public long clientFlag() { return clientFlag; }

    /**
     * The largest packet the client accepts.
     */
    public long maxPacketSize() { return maxPacketSize; }

    /**
     * The connection's collation id.
     */
    public int characterSet() { return characterSet; }

    /**
     * Zero bytes.
     */
    public byte[] filler() { return filler; }

    /**
     * MariaDB's extended capability bits the client takes; zero for MySQL.
     */
    public long mariadbCapabilities() { return mariadbCapabilities; }

    /**
     * The account's user name; absent in the short SSL request packet.
     */
    public String username() { return username; }

    /**
     * Length of the answer as a packed integer (CLIENT_PLUGIN_AUTH_LENENC_CLIENT_DATA).
     */
    public PackedInt lenAuthResponsePacked() { return lenAuthResponsePacked; }

    /**
     * Length of the answer as one byte (CLIENT_SECURE_CONNECTION without the packed length).
     */
    public Integer lenAuthResponseByte() { return lenAuthResponseByte; }

    /**
     * The authentication answer (a scrambled password hash, or the first step of a multi-step method).
     */
    public byte[] authResponse() { return authResponse; }

    /**
     * The default database (CLIENT_CONNECT_WITH_DB).
     */
    public String database() { return database; }

    /**
     * The authentication method the answer is for (CLIENT_PLUGIN_AUTH).
     */
    public String clientPluginName() { return clientPluginName; }

    /**
     * Length of the connection attributes (CLIENT_CONNECT_ATTRS).
     */
    public PackedInt lenConnectAttrs() { return lenConnectAttrs; }

    /**
     * Key/value pairs, each a packed-length string (client name, version, pid, ...), kept raw.
     */
    public byte[] connectAttrs() { return connectAttrs; }
    public HandshakeResponse41 _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
