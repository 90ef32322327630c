// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import io.kaitai.struct.KaitaiStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;


/**
 * The payload of the client's answer to the initial handshake: the capabilities it takes, the
 * largest packet it accepts, its character set, then the account name, the authentication answer
 * computed from the server's scramble (its length as a packed integer or as one byte, by
 * capability), the default database, the authentication method the answer is for and the
 * connection attributes. A client that asks for TLS first sends the fixed part alone (the SSL
 * request), starts TLS, and then sends the whole packet.
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
            this.credentials = new Credentials(this._io, this, _root, clientFlag());
        }
    }

    public void _fetchInstances() {
        if (!(_io().isEof())) {
            this.credentials._fetchInstances();
        }
    }

    /**
     * The part of the response after the fixed fields.
     */
    public static class Credentials extends KaitaiStruct {

        public Credentials(KaitaiStream _io, long clientFlag) {
            this(_io, null, null, clientFlag);
        }

        public Credentials(KaitaiStream _io, HandshakeResponse41 _parent, long clientFlag) {
            this(_io, _parent, null, clientFlag);
        }

        public Credentials(KaitaiStream _io, HandshakeResponse41 _parent, HandshakeResponse41 _root, long clientFlag) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            this.clientFlag = clientFlag;
            _read();
        }
        private void _read() {
            this.username = StrictText.utf8(this._io.readBytesTerm((byte) 0, false, true, true));
            if ((clientFlag() & 2097152) != 0) {
                this.lenAuthResponsePacked = new PackedInt(this._io);
            }
            if ((clientFlag() & 2097152) == 0) {
                this.lenAuthResponseByte = this._io.readU1();
            }
            this.authResponse = this._io.readBytes(lenAuthResponse());
            if ((clientFlag() & 8) != 0) {
                this.database = StrictText.utf8(this._io.readBytesTerm((byte) 0, false, true, true));
            }
            if ((clientFlag() & 524288) != 0) {
                this.clientPluginName = StrictText.utf8(this._io.readBytesTerm((byte) 0, false, true, true));
            }
            if ((clientFlag() & 1048576) != 0) {
                this.lenConnectAttrs = new PackedInt(this._io);
            }
            if ((clientFlag() & 1048576) != 0) {
                this.connectAttrs = this._io.readBytes(lenConnectAttrs().value());
            }
        }

        public void _fetchInstances() {
            if ((clientFlag() & 2097152) != 0) {
                this.lenAuthResponsePacked._fetchInstances();
            }
            if ((clientFlag() & 2097152) == 0) {
            }
            if ((clientFlag() & 8) != 0) {
            }
            if ((clientFlag() & 524288) != 0) {
            }
            if ((clientFlag() & 1048576) != 0) {
                this.lenConnectAttrs._fetchInstances();
            }
            if ((clientFlag() & 1048576) != 0) {
            }
        }
        private Integer lenAuthResponse;

        /**
         * Length of the answer, however it was given.
         */
        public Integer lenAuthResponse() {
            if (this.lenAuthResponse != null)
                return this.lenAuthResponse;
            this.lenAuthResponse = ((Number) (((clientFlag() & 2097152) != 0 ? lenAuthResponsePacked().value() : lenAuthResponseByte()))).intValue();
            return this.lenAuthResponse;
        }
        private String username;
        private PackedInt lenAuthResponsePacked;
        private Integer lenAuthResponseByte;
        private byte[] authResponse;
        private String database;
        private String clientPluginName;
        private PackedInt lenConnectAttrs;
        private byte[] connectAttrs;
        private long clientFlag;
        private HandshakeResponse41 _root;
        private HandshakeResponse41 _parent;

        /**
         * The account's user name.
         */
        public String username() { return username; }

        /**
         * Length of the answer as a packed integer (CLIENT_PLUGIN_AUTH_LENENC_CLIENT_DATA).
         */
        public PackedInt lenAuthResponsePacked() { return lenAuthResponsePacked; }

        /**
         * Length of the answer as one byte.
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

        /**
         * The capability bits of the response, which say which fields follow.
         */
        public long clientFlag() { return clientFlag; }
        public HandshakeResponse41 _root() { return _root; }
        public HandshakeResponse41 _parent() { return _parent; }
    }
    private long clientFlag;
    private long maxPacketSize;
    private int characterSet;
    private byte[] filler;
    private long mariadbCapabilities;
    private Credentials credentials;
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
     * The account and its answer; absent in the SSL request.
     */
    public Credentials credentials() { return credentials; }
    public HandshakeResponse41 _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
