// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import io.kaitai.struct.KaitaiStream;
import java.io.IOException;
import java.util.Map;
import java.util.HashMap;
import java.nio.charset.StandardCharsets;


/**
 * The first event of every binlog v4 file (and of every relay log and every new master
 * connection): it tells a reader how to frame and decode everything after it. It repeats the
 * START_EVENT_V3 fields, then gives the common-header length and one post-header length per
 * event type the server knows. Servers that know binlog checksums (MySQL 5.6.1 and later,
 * MariaDB 5.3 and later) append a byte naming the checksum algorithm of the events that
 * follow; the 4 bytes after that byte (a CRC32, or room for one) are outside this body.
 * @see <a href="https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Format__description__event.html">Source</a>
 * @see <a href="https://mariadb.com/kb/en/format_description_event/">Source</a>
 */
public class FormatDescriptionEvent extends KaitaiStruct {

    public enum ChecksumAlg {
        OFF(0),
        CRC32(1),
        UNDEF(255);

        private final long id;
        ChecksumAlg(long id) { this.id = id; }
        public long id() { return id; }
        private static final Map<Long, ChecksumAlg> byId = new HashMap<Long, ChecksumAlg>(3);
        static {
            for (ChecksumAlg e : ChecksumAlg.values())
                byId.put(e.id(), e);
        }
        public static ChecksumAlg byId(long id) { return byId.get(id); }
    }

    public FormatDescriptionEvent(KaitaiStream _io, boolean hasChecksumAlg) {
        this(_io, null, null, hasChecksumAlg);
    }

    public FormatDescriptionEvent(KaitaiStream _io, KaitaiStruct _parent, boolean hasChecksumAlg) {
        this(_io, _parent, null, hasChecksumAlg);
    }

    public FormatDescriptionEvent(KaitaiStream _io, KaitaiStruct _parent, FormatDescriptionEvent _root, boolean hasChecksumAlg) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        this.hasChecksumAlg = hasChecksumAlg;
        _read();
    }
    private void _read() {
        this.binlogVersion = this._io.readU2le();
        this.serverVersion = StrictText.ascii(KaitaiStream.bytesTerminate(this._io.readBytes(50), (byte) 0, false));
        this.createTimestamp = this._io.readU4le();
        this.lenCommonHeader = this._io.readU1();
        this.postHeaderLens = this._io.readBytes((_io().size() - _io().pos()) - (hasChecksumAlg() ? 1 : 0));
        if (hasChecksumAlg()) {
            this.checksumAlg = ChecksumAlg.byId(this._io.readU1());
        }
    }

    public void _fetchInstances() {
        if (hasChecksumAlg()) {
        }
    }
    private int binlogVersion;
    private String serverVersion;
    private long createTimestamp;
    private int lenCommonHeader;
    private byte[] postHeaderLens;
    private ChecksumAlg checksumAlg;
    private boolean hasChecksumAlg;
    private FormatDescriptionEvent _root;
    private KaitaiStruct _parent;

    /**
     * Binlog format version; 4 for every file that starts with this event.
     */
    public int binlogVersion() { return binlogVersion; }

    /**
     * Version string of the writing server, padded with zero bytes to 50 bytes.
     */
    public String serverVersion() { return serverVersion; }

    /**
     * Seconds since the epoch when the file was created; 0 except in the first binlog after server start.
     */
    public long createTimestamp() { return createTimestamp; }

    /**
     * Length of the common header of every later event (19; more on some patched servers).
     */
    public int lenCommonHeader() { return lenCommonHeader; }

    /**
     * Post-header length of each event type: byte i is for type code i + 1. Its length is
     * the number of event types the writing server knows.
     */
    public byte[] postHeaderLens() { return postHeaderLens; }

    /**
     * Checksum algorithm of the events after this one (and the value this event's own trailer is computed with).
     */
    public ChecksumAlg checksumAlg() { return checksumAlg; }

    /**
     * Whether the writing server appends the checksum-algorithm byte (MySQL 5.6.1+, MariaDB 5.3+).
     */
    public boolean hasChecksumAlg() { return hasChecksumAlg; }
    public FormatDescriptionEvent _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
