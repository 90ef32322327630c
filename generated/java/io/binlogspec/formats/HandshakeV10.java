// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import io.kaitai.struct.KaitaiStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;


/**
 * The payload of the first packet a server sends on a new connection: its version, the
 * connection id, the capabilities it offers, its character set and the scramble (nonce) the
 * client's authentication answer is computed from, with the name of the default authentication
 * method. MariaDB puts its own capability bits in the last four of the ten reserved bytes when
 * it clears the CLIENT_LONG_PASSWORD bit.
 * @see <a href="https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_connection_phase_packets_protocol_handshake_v10.html">Source</a>
 * @see <a href="https://mariadb.com/kb/en/connection/#initial-handshake-packet">Source</a>
 */
public class HandshakeV10 extends KaitaiStruct {
    public static HandshakeV10 fromFile(String fileName) throws IOException {
        return new HandshakeV10(new ByteBufferKaitaiStream(fileName));
    }

    public HandshakeV10(KaitaiStream _io) {
        this(_io, null, null);
    }

    public HandshakeV10(KaitaiStream _io, KaitaiStruct _parent) {
        this(_io, _parent, null);
    }

    public HandshakeV10(KaitaiStream _io, KaitaiStruct _parent, HandshakeV10 _root) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        _read();
    }
    private void _read() {
        this.protocolVersion = this._io.readU1();
        if (!(this.protocolVersion == 10)) {
            throw new KaitaiStream.ValidationNotEqualError(10, this.protocolVersion, this._io, "/seq/0");
        }
        this.serverVersion = StrictText.utf8(this._io.readBytesTerm((byte) 0, false, true, true));
        this.connectionId = this._io.readU4le();
        this.authPluginDataPart1 = this._io.readBytes(8);
        this.filler = this._io.readU1();
        this.capabilityFlagsLower = this._io.readU2le();
        this.characterSet = this._io.readU1();
        this.statusFlags = this._io.readU2le();
        this.capabilityFlagsUpper = this._io.readU2le();
        this.lenAuthPluginData = this._io.readU1();
        this.reserved = this._io.readBytes(6);
        this.mariadbCapabilities = this._io.readU4le();
        if ((capabilityFlagsLower() & 32768) != 0) {
            this.authPluginDataPart2 = this._io.readBytes((lenAuthPluginData() > 21 ? lenAuthPluginData() - 8 : 13));
        }
        if ((capabilityFlagsUpper() & 8) != 0) {
            this.authPluginName = StrictText.utf8(this._io.readBytesTerm((byte) 0, false, true, true));
        }
    }

    public void _fetchInstances() {
        if ((capabilityFlagsLower() & 32768) != 0) {
        }
        if ((capabilityFlagsUpper() & 8) != 0) {
        }
    }
    private Integer capabilityFlags;

    /**
     * The 32 CLIENT_* capability bits.
     */
    public Integer capabilityFlags() {
        if (this.capabilityFlags != null)
            return this.capabilityFlags;
        this.capabilityFlags = ((Number) (capabilityFlagsLower() + capabilityFlagsUpper() * 65536)).intValue();
        return this.capabilityFlags;
    }
    private int protocolVersion;
    private String serverVersion;
    private long connectionId;
    private byte[] authPluginDataPart1;
    private int filler;
    private int capabilityFlagsLower;
    private int characterSet;
    private int statusFlags;
    private int capabilityFlagsUpper;
    private int lenAuthPluginData;
    private byte[] reserved;
    private long mariadbCapabilities;
    private byte[] authPluginDataPart2;
    private String authPluginName;
    private HandshakeV10 _root;
    private KaitaiStruct _parent;

    /**
     * Always 10 since MySQL 3.21.
     */
    public int protocolVersion() { return protocolVersion; }

    /**
     * The server's version text (MariaDB 10.x/11.x prefix it with "5.5.5-").
     */
    public String serverVersion() { return serverVersion; }

    /**
     * The id of the connection's thread on the server (CONNECTION_ID()).
     */
    public long connectionId() { return connectionId; }

    /**
     * The first 8 bytes of the scramble.
     */
    public byte[] authPluginDataPart1() { return authPluginDataPart1; }

    /**
     * A zero byte.
     */
    public int filler() { return filler; }

    /**
     * CLIENT_* capability bits 0-15 the server offers.
     */
    public int capabilityFlagsLower() { return capabilityFlagsLower; }

    /**
     * The server's default collation id.
     */
    public int characterSet() { return characterSet; }

    /**
     * SERVER_STATUS_* bits.
     */
    public int statusFlags() { return statusFlags; }

    /**
     * CLIENT_* capability bits 16-31.
     */
    public int capabilityFlagsUpper() { return capabilityFlagsUpper; }

    /**
     * Length of the whole scramble plus its terminating zero (21), or 0 without CLIENT_PLUGIN_AUTH.
     */
    public int lenAuthPluginData() { return lenAuthPluginData; }

    /**
     * Zero bytes.
     */
    public byte[] reserved() { return reserved; }

    /**
     * MariaDB's extended capability bits (MARIADB_CLIENT_*); zero from MySQL.
     */
    public long mariadbCapabilities() { return mariadbCapabilities; }

    /**
     * The rest of the scramble (12 bytes) and a terminating zero; with CLIENT_SECURE_CONNECTION.
     */
    public byte[] authPluginDataPart2() { return authPluginDataPart2; }

    /**
     * The default authentication method (mysql_native_password, caching_sha2_password, ...); with CLIENT_PLUGIN_AUTH.
     */
    public String authPluginName() { return authPluginName; }
    public HandshakeV10 _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
