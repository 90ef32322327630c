// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import io.kaitai.struct.KaitaiStream;
import java.io.IOException;


/**
 * One packet of the client/server protocol as it crosses the connection: a 3-byte payload
 * length, a sequence number that each side increments per packet of a command, and the payload.
 * A payload of 0xffffff bytes or more is split; a packet of exactly 0xffffff bytes says another
 * one follows, and the payloads joined in order make the logical packet (a binlog event larger
 * than 16 MiB arrives so).
 * @see <a href="https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_basic_packets.html">Source</a>
 * @see <a href="https://mariadb.com/kb/en/0-packet/">Source</a>
 */
public class Packet extends KaitaiStruct {
    public static Packet fromFile(String fileName) throws IOException {
        return new Packet(new ByteBufferKaitaiStream(fileName));
    }

    public Packet(KaitaiStream _io) {
        this(_io, null, null);
    }

    public Packet(KaitaiStream _io, KaitaiStruct _parent) {
        this(_io, _parent, null);
    }

    public Packet(KaitaiStream _io, KaitaiStruct _parent, Packet _root) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        _read();
    }
    private void _read() {
        this.lenPayload = this._io.readBitsIntLe(24);
        this.sequenceId = this._io.readU1();
        this.payload = this._io.readBytes(lenPayload());
    }

    public void _fetchInstances() {
    }
    private Boolean isContinued;

    /**
     * A full-size packet whose payload goes on in the next packet.
     */
    public Boolean isContinued() {
        if (this.isContinued != null)
            return this.isContinued;
        this.isContinued = lenPayload() == 16777215;
        return this.isContinued;
    }
    private long lenPayload;
    private int sequenceId;
    private byte[] payload;
    private Packet _root;
    private KaitaiStruct _parent;
    public long lenPayload() { return lenPayload; }

    /**
     * Per-command packet number, wrapping at 256; a dump's replies keep counting from 1.
     */
    public int sequenceId() { return sequenceId; }

    /**
     * The payload (a command, a response, an event), or a part of it when the packet is full-size.
     */
    public byte[] payload() { return payload; }
    public Packet _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
