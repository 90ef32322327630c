// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import io.kaitai.struct.KaitaiStream;
import java.io.IOException;


/**
 * Ends the event group of an XA transaction that was prepared (XA PREPARE) or committed in one
 * phase (XA COMMIT ... ONE PHASE), in the place of the XID event of an ordinary transaction. It
 * carries the XA transaction id: format id, global transaction id and branch qualifier. MySQL
 * 5.7.7+ and MariaDB 10.5+ write the same layout. The post-header is empty.
 * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/control_events.cpp">Source</a>
 * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/control_events.h">Source</a>
 * @see <a href="https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc">Source</a>
 */
public class XaPrepareLogEvent extends KaitaiStruct {
    public static XaPrepareLogEvent fromFile(String fileName) throws IOException {
        return new XaPrepareLogEvent(new ByteBufferKaitaiStream(fileName));
    }

    public XaPrepareLogEvent(KaitaiStream _io) {
        this(_io, null, null);
    }

    public XaPrepareLogEvent(KaitaiStream _io, KaitaiStruct _parent) {
        this(_io, _parent, null);
    }

    public XaPrepareLogEvent(KaitaiStream _io, KaitaiStruct _parent, XaPrepareLogEvent _root) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        _read();
    }
    private void _read() {
        this.onePhase = this._io.readU1();
        this.formatId = this._io.readS4le();
        this.lenGtrid = this._io.readU4le();
        if (!(this.lenGtrid <= 64)) {
            throw new KaitaiStream.ValidationGreaterThanError(64, this.lenGtrid, this._io, "/seq/2");
        }
        this.lenBqual = this._io.readU4le();
        if (!(this.lenBqual <= 64)) {
            throw new KaitaiStream.ValidationGreaterThanError(64, this.lenBqual, this._io, "/seq/3");
        }
        this.gtrid = this._io.readBytes(lenGtrid());
        this.bqual = this._io.readBytes(lenBqual());
    }

    public void _fetchInstances() {
    }
    private int onePhase;
    private int formatId;
    private long lenGtrid;
    private long lenBqual;
    private byte[] gtrid;
    private byte[] bqual;
    private XaPrepareLogEvent _root;
    private KaitaiStruct _parent;

    /**
     * 1 for XA COMMIT ... ONE PHASE, 0 for XA PREPARE.
     */
    public int onePhase() { return onePhase; }

    /**
     * The XID format id (-1 means a null XID, 0 the OSI CCR format; MySQL's default is 1).
     */
    public int formatId() { return formatId; }

    /**
     * Length of the global transaction id, 1 to 64.
     */
    public long lenGtrid() { return lenGtrid; }

    /**
     * Length of the branch qualifier, 0 to 64.
     */
    public long lenBqual() { return lenBqual; }

    /**
     * The global transaction id, bytes as the client gave them.
     */
    public byte[] gtrid() { return gtrid; }

    /**
     * The branch qualifier, bytes as the client gave them.
     */
    public byte[] bqual() { return bqual; }
    public XaPrepareLogEvent _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
