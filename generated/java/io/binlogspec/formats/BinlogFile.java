// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import io.kaitai.struct.KaitaiStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.ArrayList;
import java.util.List;


/**
 * A binary log file: the 4-byte magic, then events back to back until the end of the file.
 * Every event's header starts with the same 13 bytes in every binlog version (timestamp, type
 * code, server id, event size), so the file can be cut into events without knowing anything
 * else; that is what this spec does. Decoding an event's body needs the context its format
 * description event gives (header length, checksum algorithm, post-header lengths) and, for row
 * events, the TABLE_MAP event of their table: pass each frame's bytes (`header` + `rest`) to
 * `binlog_event` with that context, carried from event to event by the reader. A MySQL 8.0
 * file written with binlog_encryption=ON starts with `fd 62 69 6e` instead and does not match
 * this spec.
 * @see <a href="https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_replication_binlog_event.html">Source</a>
 * @see <a href="https://mariadb.com/kb/en/replication-protocol/">Source</a>
 */
public class BinlogFile extends KaitaiStruct {
    public static BinlogFile fromFile(String fileName) throws IOException {
        return new BinlogFile(new ByteBufferKaitaiStream(fileName));
    }

    public BinlogFile(KaitaiStream _io) {
        this(_io, null, null);
    }

    public BinlogFile(KaitaiStream _io, KaitaiStruct _parent) {
        this(_io, _parent, null);
    }

    public BinlogFile(KaitaiStream _io, KaitaiStruct _parent, BinlogFile _root) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        _read();
    }
    private void _read() {
        this.magic = this._io.readBytes(4);
        if (!(Arrays.equals(this.magic, new byte[] { -2, 98, 105, 110 }))) {
            throw new KaitaiStream.ValidationNotEqualError(new byte[] { -2, 98, 105, 110 }, this.magic, this._io, "/seq/0");
        }
        this.events = new ArrayList<EventFrame>();
        {
            int i = 0;
            while (!this._io.isEof()) {
                this.events.add(new EventFrame(this._io, this, _root));
                i++;
            }
        }
    }

    public void _fetchInstances() {
        for (int i = 0; i < this.events.size(); i++) {
            this.events.get(((Number) (i)).intValue())._fetchInstances();
        }
    }

    /**
     * One event, cut out by its size; the body left undecoded.
     */
    public static class EventFrame extends KaitaiStruct {
        public static EventFrame fromFile(String fileName) throws IOException {
            return new EventFrame(new ByteBufferKaitaiStream(fileName));
        }

        public EventFrame(KaitaiStream _io) {
            this(_io, null, null);
        }

        public EventFrame(KaitaiStream _io, BinlogFile _parent) {
            this(_io, _parent, null);
        }

        public EventFrame(KaitaiStream _io, BinlogFile _parent, BinlogFile _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.header = new EventHeader(this._io, 13);
            this.rest = this._io.readBytes(header().eventSize() - 13);
        }

        public void _fetchInstances() {
            this.header._fetchInstances();
        }
        private Long lenEvent;

        /**
         * Size of the whole event, header and checksum included.
         */
        public Long lenEvent() {
            if (this.lenEvent != null)
                return this.lenEvent;
            this.lenEvent = ((Number) (header().eventSize())).longValue();
            return this.lenEvent;
        }
        private EventHeader header;
        private byte[] rest;
        private BinlogFile _root;
        private BinlogFile _parent;

        /**
         * The part of the header that every binlog version shares.
         */
        public EventHeader header() { return header; }

        /**
         * The rest of the event: the remaining header fields (19-byte and longer headers),
         * the body and, when the format description says so, the CRC32.
         */
        public byte[] rest() { return rest; }
        public BinlogFile _root() { return _root; }
        public BinlogFile _parent() { return _parent; }
    }
    private byte[] magic;
    private List<EventFrame> events;
    private BinlogFile _root;
    private KaitaiStruct _parent;
    public byte[] magic() { return magic; }

    /**
     * The events, back to back up to the end of the file.
     */
    public List<EventFrame> events() { return events; }
    public BinlogFile _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
