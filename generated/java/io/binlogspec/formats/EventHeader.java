// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import io.kaitai.struct.KaitaiStream;
import java.io.IOException;


/**
 * The header every event starts with. Binlog v1 (MySQL 3.23) writes 13 bytes and stops after
 * event_size; v3 and v4 write 19 bytes. Some patched servers (Google's MySQL 5.1) announce a
 * longer header (23, 27 or 31 bytes) in the format description event; the bytes past the 19th
 * are kept as `extra_headers`.
 * @see <a href="https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Log__event__header.html">Source</a>
 * @see <a href="https://mariadb.com/kb/en/2-binlog-event-header/">Source</a>
 */
public class EventHeader extends KaitaiStruct {

    public EventHeader(KaitaiStream _io, int lenHeader) {
        this(_io, null, null, lenHeader);
    }

    public EventHeader(KaitaiStream _io, KaitaiStruct _parent, int lenHeader) {
        this(_io, _parent, null, lenHeader);
    }

    public EventHeader(KaitaiStream _io, KaitaiStruct _parent, EventHeader _root, int lenHeader) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        this.lenHeader = lenHeader;
        _read();
    }
    private void _read() {
        this.timestamp = this._io.readU4le();
        this.eventType = EventType.Code.byId(this._io.readU1());
        this.serverId = this._io.readU4le();
        this.eventSize = this._io.readU4le();
        if (lenHeader() >= 19) {
            this.logPos = this._io.readU4le();
        }
        if (lenHeader() >= 19) {
            this.flags = this._io.readU2le();
        }
        if (lenHeader() > 19) {
            this.extraHeaders = this._io.readBytes(lenHeader() - 19);
        }
    }

    public void _fetchInstances() {
        if (lenHeader() >= 19) {
        }
        if (lenHeader() >= 19) {
        }
        if (lenHeader() > 19) {
        }
    }
    private long timestamp;
    private EventType.Code eventType;
    private long serverId;
    private long eventSize;
    private Long logPos;
    private Integer flags;
    private byte[] extraHeaders;
    private int lenHeader;
    private EventHeader _root;
    private KaitaiStruct _parent;

    /**
     * Seconds since the epoch when the statement started on the source.
     */
    public long timestamp() { return timestamp; }

    /**
     * Which event this is; the body's layout follows from it.
     */
    public EventType.Code eventType() { return eventType; }

    /**
     * Server that first wrote the event.
     */
    public long serverId() { return serverId; }

    /**
     * Size of the whole event, header and checksum included.
     */
    public long eventSize() { return eventSize; }

    /**
     * Offset of the next event in the file written by the source (0 for some relay-log and artificial events).
     */
    public Long logPos() { return logPos; }

    /**
     * LOG_EVENT_*_F flags, such as LOG_EVENT_BINLOG_IN_USE_F on the format description event.
     */
    public Integer flags() { return flags; }

    /**
     * Header bytes beyond the 19 known ones, kept raw.
     */
    public byte[] extraHeaders() { return extraHeaders; }

    /**
     * Header length from the format description event (13, 19, or more).
     */
    public int lenHeader() { return lenHeader; }
    public EventHeader _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
