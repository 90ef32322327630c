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
 * The payload of a server's answer to a command (protocol 4.1): OK (0x00), ERR (0xff) or the
 * end-of-data marker EOF (0xfe, under 9 bytes). A binlog dump ends with EOF when the client asked
 * not to block, and fails with ERR (a purged or missing file, a GTID the server no longer holds,
 * a missing privilege).
 * @see <a href="https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_basic_response_packets.html">Source</a>
 * @see <a href="https://mariadb.com/kb/en/ok_packet/">Source</a>
 * @see <a href="https://mariadb.com/kb/en/err_packet/">Source</a>
 * @see <a href="https://mariadb.com/kb/en/eof_packet/">Source</a>
 */
public class ResponsePacket extends KaitaiStruct {
    public static ResponsePacket fromFile(String fileName) throws IOException {
        return new ResponsePacket(new ByteBufferKaitaiStream(fileName));
    }

    public enum ResponseType {
        OK(0),
        EOF(254),
        ERR(255);

        private final long id;
        ResponseType(long id) { this.id = id; }
        public long id() { return id; }
        private static final Map<Long, ResponseType> byId = new HashMap<Long, ResponseType>(3);
        static {
            for (ResponseType e : ResponseType.values())
                byId.put(e.id(), e);
        }
        public static ResponseType byId(long id) { return byId.get(id); }
    }

    public ResponsePacket(KaitaiStream _io) {
        this(_io, null, null);
    }

    public ResponsePacket(KaitaiStream _io, KaitaiStruct _parent) {
        this(_io, _parent, null);
    }

    public ResponsePacket(KaitaiStream _io, KaitaiStruct _parent, ResponsePacket _root) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        _read();
    }
    private void _read() {
        this.header = ResponseType.byId(this._io.readU1());
        {
            ResponseType on = header();
            if (on != null) {
                switch (header()) {
                case EOF: {
                    this.body = new EofBody(this._io, this, _root);
                    break;
                }
                case ERR: {
                    this.body = new ErrBody(this._io, this, _root);
                    break;
                }
                case OK: {
                    this.body = new OkBody(this._io, this, _root);
                    break;
                }
                }
            }
        }
    }

    public void _fetchInstances() {
        {
            ResponseType on = header();
            if (on != null) {
                switch (header()) {
                case EOF: {
                    ((EofBody) (this.body))._fetchInstances();
                    break;
                }
                case ERR: {
                    ((ErrBody) (this.body))._fetchInstances();
                    break;
                }
                case OK: {
                    ((OkBody) (this.body))._fetchInstances();
                    break;
                }
                }
            }
        }
    }

    /**
     * The end of a result set or of a non-blocking binlog dump.
     */
    public static class EofBody extends KaitaiStruct {
        public static EofBody fromFile(String fileName) throws IOException {
            return new EofBody(new ByteBufferKaitaiStream(fileName));
        }

        public EofBody(KaitaiStream _io) {
            this(_io, null, null);
        }

        public EofBody(KaitaiStream _io, ResponsePacket _parent) {
            this(_io, _parent, null);
        }

        public EofBody(KaitaiStream _io, ResponsePacket _parent, ResponsePacket _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            if (!(_io().isEof())) {
                this.warnings = this._io.readU2le();
            }
            if (!(_io().isEof())) {
                this.statusFlags = this._io.readU2le();
            }
        }

        public void _fetchInstances() {
            if (!(_io().isEof())) {
            }
            if (!(_io().isEof())) {
            }
        }
        private Integer warnings;
        private Integer statusFlags;
        private ResponsePacket _root;
        private ResponsePacket _parent;

        /**
         * Number of warnings.
         */
        public Integer warnings() { return warnings; }

        /**
         * SERVER_STATUS_* bits.
         */
        public Integer statusFlags() { return statusFlags; }
        public ResponsePacket _root() { return _root; }
        public ResponsePacket _parent() { return _parent; }
    }

    /**
     * A failure, with the server's error number, SQLSTATE and message.
     */
    public static class ErrBody extends KaitaiStruct {
        public static ErrBody fromFile(String fileName) throws IOException {
            return new ErrBody(new ByteBufferKaitaiStream(fileName));
        }

        public ErrBody(KaitaiStream _io) {
            this(_io, null, null);
        }

        public ErrBody(KaitaiStream _io, ResponsePacket _parent) {
            this(_io, _parent, null);
        }

        public ErrBody(KaitaiStream _io, ResponsePacket _parent, ResponsePacket _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.errorCode = this._io.readU2le();
            this.sqlStateMarker = this._io.readU1();
            if (sqlStateMarker() == 35) {
                this.sqlState = StrictText.ascii(this._io.readBytes(5));
            }
            this.errorMessage = StrictText.utf8(this._io.readBytesFull());
        }

        public void _fetchInstances() {
            if (sqlStateMarker() == 35) {
            }
        }
        private int errorCode;
        private int sqlStateMarker;
        private String sqlState;
        private String errorMessage;
        private ResponsePacket _root;
        private ResponsePacket _parent;

        /**
         * The server's error number (ER_*), such as 1236 for a binlog the server cannot send.
         */
        public int errorCode() { return errorCode; }

        /**
         * '#' (0x23) when a SQLSTATE follows.
         */
        public int sqlStateMarker() { return sqlStateMarker; }

        /**
         * The five-character SQLSTATE.
         */
        public String sqlState() { return sqlState; }

        /**
         * The message text.
         */
        public String errorMessage() { return errorMessage; }
        public ResponsePacket _root() { return _root; }
        public ResponsePacket _parent() { return _parent; }
    }

    /**
     * Success, with what the command changed.
     */
    public static class OkBody extends KaitaiStruct {
        public static OkBody fromFile(String fileName) throws IOException {
            return new OkBody(new ByteBufferKaitaiStream(fileName));
        }

        public OkBody(KaitaiStream _io) {
            this(_io, null, null);
        }

        public OkBody(KaitaiStream _io, ResponsePacket _parent) {
            this(_io, _parent, null);
        }

        public OkBody(KaitaiStream _io, ResponsePacket _parent, ResponsePacket _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.affectedRows = new PackedInt(this._io);
            this.lastInsertId = new PackedInt(this._io);
            this.statusFlags = this._io.readU2le();
            this.warnings = this._io.readU2le();
            this.info = StrictText.utf8(this._io.readBytesFull());
        }

        public void _fetchInstances() {
            this.affectedRows._fetchInstances();
            this.lastInsertId._fetchInstances();
        }
        private PackedInt affectedRows;
        private PackedInt lastInsertId;
        private int statusFlags;
        private int warnings;
        private String info;
        private ResponsePacket _root;
        private ResponsePacket _parent;

        /**
         * Rows the statement changed.
         */
        public PackedInt affectedRows() { return affectedRows; }

        /**
         * The AUTO_INCREMENT value the statement generated.
         */
        public PackedInt lastInsertId() { return lastInsertId; }

        /**
         * SERVER_STATUS_* bits.
         */
        public int statusFlags() { return statusFlags; }

        /**
         * Number of warnings.
         */
        public int warnings() { return warnings; }

        /**
         * Human-readable information (and session state changes with CLIENT_SESSION_TRACK), kept as text.
         */
        public String info() { return info; }
        public ResponsePacket _root() { return _root; }
        public ResponsePacket _parent() { return _parent; }
    }
    private ResponseType header;
    private KaitaiStruct body;
    private ResponsePacket _root;
    private KaitaiStruct _parent;

    /**
     * Which response this is.
     */
    public ResponseType header() { return header; }

    /**
     * The response's fields by its header; any other first byte is not a generic response and leaves no body.
     */
    public KaitaiStruct body() { return body; }
    public ResponsePacket _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
