// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import io.kaitai.struct.KaitaiStream;
import java.io.IOException;
import java.util.Map;
import java.util.HashMap;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.ArrayList;
import java.util.List;


/**
 * A statement as the source ran it (statement-based logging, DDL, BEGIN/COMMIT of
 * non-transactional work), with the session state it needs to run the same way elsewhere.
 * The post-header is 11 bytes in binlog v1/v3 and 13 in v4, which adds the length of the
 * status-variable block; bytes of a longer post-header are kept raw. Status variables are a
 * sequence of (code, value) pairs whose value layout depends on the code; servers write them
 * in increasing code order and stop reading at the first code they do not know, so an
 * unknown code here ends the decoding and the rest of the block is kept raw. Then come the
 * default database (zero-terminated) and the statement text, which in MariaDB's
 * QUERY_COMPRESSED_EVENT is zlib-compressed behind a small header.
 * @see <a href="https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Query__event.html">Source</a>
 * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/statement_events.cpp">Source</a>
 * @see <a href="https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc">Source</a>
 * @see <a href="https://mariadb.com/kb/en/query_event/">Source</a>
 */
public class QueryEvent extends KaitaiStruct {

    public enum StatusVarCode {
        FLAGS2(0),
        SQL_MODE(1),
        CATALOG(2),
        AUTO_INCREMENT(3),
        CHARSET(4),
        TIME_ZONE(5),
        CATALOG_NZ(6),
        LC_TIME_NAMES(7),
        CHARSET_DATABASE(8),
        TABLE_MAP_FOR_UPDATE(9),
        MASTER_DATA_WRITTEN(10),
        INVOKER(11),
        UPDATED_DB_NAMES(12),
        MICROSECONDS(13),
        COMMIT_TS(14),
        COMMIT_TS2(15),
        EXPLICIT_DEFAULTS_FOR_TIMESTAMP(16),
        DDL_LOGGED_WITH_XID(17),
        DEFAULT_COLLATION_FOR_UTF8MB4(18),
        SQL_REQUIRE_PRIMARY_KEY(19),
        DEFAULT_TABLE_ENCRYPTION(20),
        HRNOW(128),
        XID(129),
        GTID_FLAGS3(130),
        CHARACTER_SET_COLLATIONS(131);

        private final long id;
        StatusVarCode(long id) { this.id = id; }
        public long id() { return id; }
        private static final Map<Long, StatusVarCode> byId = new HashMap<Long, StatusVarCode>(25);
        static {
            for (StatusVarCode e : StatusVarCode.values())
                byId.put(e.id(), e);
        }
        public static StatusVarCode byId(long id) { return byId.get(id); }
    }

    public QueryEvent(KaitaiStream _io, int lenPostHeader, boolean isCompressed) {
        this(_io, null, null, lenPostHeader, isCompressed);
    }

    public QueryEvent(KaitaiStream _io, KaitaiStruct _parent, int lenPostHeader, boolean isCompressed) {
        this(_io, _parent, null, lenPostHeader, isCompressed);
    }

    public QueryEvent(KaitaiStream _io, KaitaiStruct _parent, QueryEvent _root, int lenPostHeader, boolean isCompressed) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        this.lenPostHeader = lenPostHeader;
        this.isCompressed = isCompressed;
        _read();
    }
    private void _read() {
        this.threadId = this._io.readU4le();
        this.execTime = this._io.readU4le();
        this.lenDb = this._io.readU1();
        this.errorCode = this._io.readU2le();
        if (lenPostHeader() > 11) {
            this.lenStatusVars = this._io.readU2le();
        }
        if (lenPostHeader() > 13) {
            this.postHeaderExtra = this._io.readBytes(lenPostHeader() - 13);
        }
        if (lenPostHeader() > 11) {
            KaitaiStream _io_statusVars = this._io.substream(lenStatusVars());
            this.statusVars = new StatusVars(_io_statusVars, this, _root);
        }
        this.db = StrictText.utf8(this._io.readBytes(lenDb()));
        this.dbTerminator = this._io.readBytes(1);
        if (!(Arrays.equals(this.dbTerminator, new byte[] { 0 }))) {
            throw new KaitaiStream.ValidationNotEqualError(new byte[] { 0 }, this.dbTerminator, this._io, "/seq/8");
        }
        if (!(isCompressed())) {
            this.query = this._io.readBytesFull();
        }
        if (isCompressed()) {
            this._raw_compressedQuery = this._io.readBytesFull();
            KaitaiStream _io__raw_compressedQuery = new GuardedStream(this._raw_compressedQuery);
            this.compressedQuery = new CompressedText(_io__raw_compressedQuery, this, _root);
        }
    }

    public void _fetchInstances() {
        if (lenPostHeader() > 11) {
        }
        if (lenPostHeader() > 13) {
        }
        if (lenPostHeader() > 11) {
            this.statusVars._fetchInstances();
        }
        if (!(isCompressed())) {
        }
        if (isCompressed()) {
            this.compressedQuery._fetchInstances();
        }
    }

    /**
     * Q_AUTO_INCREMENT: the session's auto_increment_increment and auto_increment_offset.
     */
    public static class AutoIncrement extends KaitaiStruct {
        public static AutoIncrement fromFile(String fileName) throws IOException {
            return new AutoIncrement(new ByteBufferKaitaiStream(fileName));
        }

        public AutoIncrement(KaitaiStream _io) {
            this(_io, null, null);
        }

        public AutoIncrement(KaitaiStream _io, QueryEvent.StatusVar _parent) {
            this(_io, _parent, null);
        }

        public AutoIncrement(KaitaiStream _io, QueryEvent.StatusVar _parent, QueryEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.increment = this._io.readU2le();
            this.offset = this._io.readU2le();
        }

        public void _fetchInstances() {
        }
        private int increment;
        private int offset;
        private QueryEvent _root;
        private QueryEvent.StatusVar _parent;

        /**
         * auto_increment_increment.
         */
        public int increment() { return increment; }

        /**
         * auto_increment_offset.
         */
        public int offset() { return offset; }
        public QueryEvent _root() { return _root; }
        public QueryEvent.StatusVar _parent() { return _parent; }
    }

    /**
     * The old (MySQL 5.0.0 to 5.0.3) catalog form, which also stores the zero terminator.
     */
    public static class CatalogWithTerminator extends KaitaiStruct {
        public static CatalogWithTerminator fromFile(String fileName) throws IOException {
            return new CatalogWithTerminator(new ByteBufferKaitaiStream(fileName));
        }

        public CatalogWithTerminator(KaitaiStream _io) {
            this(_io, null, null);
        }

        public CatalogWithTerminator(KaitaiStream _io, QueryEvent.StatusVar _parent) {
            this(_io, _parent, null);
        }

        public CatalogWithTerminator(KaitaiStream _io, QueryEvent.StatusVar _parent, QueryEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.lenValue = this._io.readU1();
            this.value = StrictText.utf8(this._io.readBytes(lenValue()));
            this.terminator = this._io.readBytes(1);
            if (!(Arrays.equals(this.terminator, new byte[] { 0 }))) {
                throw new KaitaiStream.ValidationNotEqualError(new byte[] { 0 }, this.terminator, this._io, "/types/catalog_with_terminator/seq/2");
            }
        }

        public void _fetchInstances() {
        }
        private int lenValue;
        private String value;
        private byte[] terminator;
        private QueryEvent _root;
        private QueryEvent.StatusVar _parent;
        public int lenValue() { return lenValue; }

        /**
         * The catalog name (always "std").
         */
        public String value() { return value; }
        public byte[] terminator() { return terminator; }
        public QueryEvent _root() { return _root; }
        public QueryEvent.StatusVar _parent() { return _parent; }
    }

    /**
     * Collation ids (see INFORMATION_SCHEMA.COLLATIONS) of the session.
     */
    public static class Charset extends KaitaiStruct {
        public static Charset fromFile(String fileName) throws IOException {
            return new Charset(new ByteBufferKaitaiStream(fileName));
        }

        public Charset(KaitaiStream _io) {
            this(_io, null, null);
        }

        public Charset(KaitaiStream _io, QueryEvent.StatusVar _parent) {
            this(_io, _parent, null);
        }

        public Charset(KaitaiStream _io, QueryEvent.StatusVar _parent, QueryEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.characterSetClient = this._io.readU2le();
            this.collationConnection = this._io.readU2le();
            this.collationServer = this._io.readU2le();
        }

        public void _fetchInstances() {
        }
        private int characterSetClient;
        private int collationConnection;
        private int collationServer;
        private QueryEvent _root;
        private QueryEvent.StatusVar _parent;

        /**
         * Collation id of the session's character_set_client.
         */
        public int characterSetClient() { return characterSetClient; }

        /**
         * Collation id of collation_connection.
         */
        public int collationConnection() { return collationConnection; }

        /**
         * Collation id of collation_server.
         */
        public int collationServer() { return collationServer; }
        public QueryEvent _root() { return _root; }
        public QueryEvent.StatusVar _parent() { return _parent; }
    }

    /**
     * MariaDB's compressed-record layout: one header byte (bit 7 set, bits 4-6 the algorithm,
     * 0 = zlib; bits 0-2 the width of the length that follows), the uncompressed length in
     * 1 to 4 big-endian bytes, then a zlib stream.
     */
    public static class CompressedText extends KaitaiStruct {
        public static CompressedText fromFile(String fileName) throws IOException {
            return new CompressedText(new ByteBufferKaitaiStream(fileName));
        }

        public CompressedText(KaitaiStream _io) {
            this(_io, null, null);
        }

        public CompressedText(KaitaiStream _io, QueryEvent _parent) {
            this(_io, _parent, null);
        }

        public CompressedText(KaitaiStream _io, QueryEvent _parent, QueryEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.header = this._io.readU1();
            if (!(this.header >= 128)) {
                throw new KaitaiStream.ValidationLessThanError(128, this.header, this._io, "/types/compressed_text/seq/0");
            }
            if (!(this.header <= 159)) {
                throw new KaitaiStream.ValidationGreaterThanError(159, this.header, this._io, "/types/compressed_text/seq/0");
            }
            switch (header() & 7) {
            case 1: {
                this.lenUncompressed = ((Number) (this._io.readU1())).intValue();
                break;
            }
            case 2: {
                this.lenUncompressed = ((Number) (this._io.readU2be())).intValue();
                break;
            }
            case 3: {
                this.lenUncompressed = ((Number) (this._io.readBitsIntBe(24))).intValue();
                break;
            }
            case 4: {
                this.lenUncompressed = ((Number) (this._io.readU4be())).intValue();
                break;
            }
            }
            this._raw_text = this._io.readBytesFull();
            this.text = GuardedStream.processZlib(this._raw_text);
        }

        public void _fetchInstances() {
            switch (header() & 7) {
            case 1: {
                break;
            }
            case 2: {
                break;
            }
            case 3: {
                break;
            }
            case 4: {
                break;
            }
            }
        }
        private int header;
        private Integer lenUncompressed;
        private byte[] text;
        private QueryEvent _root;
        private QueryEvent _parent;
        private byte[] _raw_text;

        /**
         * 0x80 plus the number of bytes of len_uncompressed.
         */
        public int header() { return header; }

        /**
         * The statement's length before compression.
         */
        public Integer lenUncompressed() { return lenUncompressed; }

        /**
         * The statement text, uncompressed.
         */
        public byte[] text() { return text; }
        public QueryEvent _root() { return _root; }
        public QueryEvent _parent() { return _parent; }
        public byte[] _raw_text() { return _raw_text; }
    }

    /**
     * MariaDB's extra GTID flags of a two-phase ALTER TABLE, and the sequence number of its START ALTER.
     */
    public static class GtidFlags3 extends KaitaiStruct {
        public static GtidFlags3 fromFile(String fileName) throws IOException {
            return new GtidFlags3(new ByteBufferKaitaiStream(fileName));
        }

        public GtidFlags3(KaitaiStream _io) {
            this(_io, null, null);
        }

        public GtidFlags3(KaitaiStream _io, QueryEvent.StatusVar _parent) {
            this(_io, _parent, null);
        }

        public GtidFlags3(KaitaiStream _io, QueryEvent.StatusVar _parent, QueryEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.flags = this._io.readU1();
            if ((flags() & 12) != 0) {
                this.startAlterSeqNo = this._io.readU8le();
            }
        }

        public void _fetchInstances() {
            if ((flags() & 12) != 0) {
            }
        }
        private int flags;
        private Long startAlterSeqNo;
        private QueryEvent _root;
        private QueryEvent.StatusVar _parent;

        /**
         * MariaDB's extra GTID flags.
         */
        public int flags() { return flags; }

        /**
         * Present for COMMIT ALTER (flag 0x04) and ROLLBACK ALTER (flag 0x08).
         */
        public Long startAlterSeqNo() { return startAlterSeqNo; }
        public QueryEvent _root() { return _root; }
        public QueryEvent.StatusVar _parent() { return _parent; }
    }

    /**
     * The definer a stored routine, view or trigger statement runs as.
     */
    public static class Invoker extends KaitaiStruct {
        public static Invoker fromFile(String fileName) throws IOException {
            return new Invoker(new ByteBufferKaitaiStream(fileName));
        }

        public Invoker(KaitaiStream _io) {
            this(_io, null, null);
        }

        public Invoker(KaitaiStream _io, QueryEvent.StatusVar _parent) {
            this(_io, _parent, null);
        }

        public Invoker(KaitaiStream _io, QueryEvent.StatusVar _parent, QueryEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.lenUser = this._io.readU1();
            this.user = StrictText.utf8(this._io.readBytes(lenUser()));
            this.lenHost = this._io.readU1();
            this.host = StrictText.utf8(this._io.readBytes(lenHost()));
        }

        public void _fetchInstances() {
        }
        private int lenUser;
        private String user;
        private int lenHost;
        private String host;
        private QueryEvent _root;
        private QueryEvent.StatusVar _parent;
        public int lenUser() { return lenUser; }

        /**
         * The invoker's user name.
         */
        public String user() { return user; }
        public int lenHost() { return lenHost; }

        /**
         * The invoker's host.
         */
        public String host() { return host; }
        public QueryEvent _root() { return _root; }
        public QueryEvent.StatusVar _parent() { return _parent; }
    }

    /**
     * A string behind a 1-byte length, with no terminator.
     */
    public static class ShortString extends KaitaiStruct {
        public static ShortString fromFile(String fileName) throws IOException {
            return new ShortString(new ByteBufferKaitaiStream(fileName));
        }

        public ShortString(KaitaiStream _io) {
            this(_io, null, null);
        }

        public ShortString(KaitaiStream _io, QueryEvent.StatusVar _parent) {
            this(_io, _parent, null);
        }

        public ShortString(KaitaiStream _io, QueryEvent.StatusVar _parent, QueryEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.lenValue = this._io.readU1();
            this.value = StrictText.utf8(this._io.readBytes(lenValue()));
        }

        public void _fetchInstances() {
        }
        private int lenValue;
        private String value;
        private QueryEvent _root;
        private QueryEvent.StatusVar _parent;
        public int lenValue() { return lenValue; }

        /**
         * The string.
         */
        public String value() { return value; }
        public QueryEvent _root() { return _root; }
        public QueryEvent.StatusVar _parent() { return _parent; }
    }

    /**
     * One status variable: its code, then a value in the layout the code gives.
     */
    public static class StatusVar extends KaitaiStruct {
        public static StatusVar fromFile(String fileName) throws IOException {
            return new StatusVar(new ByteBufferKaitaiStream(fileName));
        }

        public StatusVar(KaitaiStream _io) {
            this(_io, null, null);
        }

        public StatusVar(KaitaiStream _io, QueryEvent.StatusVars _parent) {
            this(_io, _parent, null);
        }

        public StatusVar(KaitaiStream _io, QueryEvent.StatusVars _parent, QueryEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.code = QueryEvent.StatusVarCode.byId(this._io.readU1());
            {
                StatusVarCode on = code();
                if (on != null) {
                    switch (code()) {
                    case AUTO_INCREMENT: {
                        this.value = new AutoIncrement(this._io, this, _root);
                        break;
                    }
                    case CATALOG: {
                        this.value = new CatalogWithTerminator(this._io, this, _root);
                        break;
                    }
                    case CATALOG_NZ: {
                        this.value = new ShortString(this._io, this, _root);
                        break;
                    }
                    case CHARSET: {
                        this.value = new Charset(this._io, this, _root);
                        break;
                    }
                    case CHARSET_DATABASE: {
                        this.value = new ValueU2(this._io, this, _root);
                        break;
                    }
                    case COMMIT_TS: {
                        this.value = new ValueU8(this._io, this, _root);
                        break;
                    }
                    case DDL_LOGGED_WITH_XID: {
                        this.value = new ValueU8(this._io, this, _root);
                        break;
                    }
                    case DEFAULT_COLLATION_FOR_UTF8MB4: {
                        this.value = new ValueU2(this._io, this, _root);
                        break;
                    }
                    case DEFAULT_TABLE_ENCRYPTION: {
                        this.value = new ValueU1(this._io, this, _root);
                        break;
                    }
                    case EXPLICIT_DEFAULTS_FOR_TIMESTAMP: {
                        this.value = new ValueU1(this._io, this, _root);
                        break;
                    }
                    case FLAGS2: {
                        this.value = new ValueU4(this._io, this, _root);
                        break;
                    }
                    case GTID_FLAGS3: {
                        this.value = new GtidFlags3(this._io, this, _root);
                        break;
                    }
                    case HRNOW: {
                        this.value = new ValueU3(this._io, this, _root);
                        break;
                    }
                    case INVOKER: {
                        this.value = new Invoker(this._io, this, _root);
                        break;
                    }
                    case LC_TIME_NAMES: {
                        this.value = new ValueU2(this._io, this, _root);
                        break;
                    }
                    case MASTER_DATA_WRITTEN: {
                        this.value = new ValueU4(this._io, this, _root);
                        break;
                    }
                    case MICROSECONDS: {
                        this.value = new ValueU3(this._io, this, _root);
                        break;
                    }
                    case SQL_MODE: {
                        this.value = new ValueU8(this._io, this, _root);
                        break;
                    }
                    case SQL_REQUIRE_PRIMARY_KEY: {
                        this.value = new ValueU1(this._io, this, _root);
                        break;
                    }
                    case TABLE_MAP_FOR_UPDATE: {
                        this.value = new ValueU8(this._io, this, _root);
                        break;
                    }
                    case TIME_ZONE: {
                        this.value = new ShortString(this._io, this, _root);
                        break;
                    }
                    case UPDATED_DB_NAMES: {
                        this.value = new UpdatedDbNames(this._io, this, _root);
                        break;
                    }
                    case XID: {
                        this.value = new ValueU8(this._io, this, _root);
                        break;
                    }
                    }
                }
            }
            if (!(isKnown())) {
                this.unparsed = this._io.readBytesFull();
            }
        }

        public void _fetchInstances() {
            {
                StatusVarCode on = code();
                if (on != null) {
                    switch (code()) {
                    case AUTO_INCREMENT: {
                        ((AutoIncrement) (this.value))._fetchInstances();
                        break;
                    }
                    case CATALOG: {
                        ((CatalogWithTerminator) (this.value))._fetchInstances();
                        break;
                    }
                    case CATALOG_NZ: {
                        ((ShortString) (this.value))._fetchInstances();
                        break;
                    }
                    case CHARSET: {
                        ((Charset) (this.value))._fetchInstances();
                        break;
                    }
                    case CHARSET_DATABASE: {
                        ((ValueU2) (this.value))._fetchInstances();
                        break;
                    }
                    case COMMIT_TS: {
                        ((ValueU8) (this.value))._fetchInstances();
                        break;
                    }
                    case DDL_LOGGED_WITH_XID: {
                        ((ValueU8) (this.value))._fetchInstances();
                        break;
                    }
                    case DEFAULT_COLLATION_FOR_UTF8MB4: {
                        ((ValueU2) (this.value))._fetchInstances();
                        break;
                    }
                    case DEFAULT_TABLE_ENCRYPTION: {
                        ((ValueU1) (this.value))._fetchInstances();
                        break;
                    }
                    case EXPLICIT_DEFAULTS_FOR_TIMESTAMP: {
                        ((ValueU1) (this.value))._fetchInstances();
                        break;
                    }
                    case FLAGS2: {
                        ((ValueU4) (this.value))._fetchInstances();
                        break;
                    }
                    case GTID_FLAGS3: {
                        ((GtidFlags3) (this.value))._fetchInstances();
                        break;
                    }
                    case HRNOW: {
                        ((ValueU3) (this.value))._fetchInstances();
                        break;
                    }
                    case INVOKER: {
                        ((Invoker) (this.value))._fetchInstances();
                        break;
                    }
                    case LC_TIME_NAMES: {
                        ((ValueU2) (this.value))._fetchInstances();
                        break;
                    }
                    case MASTER_DATA_WRITTEN: {
                        ((ValueU4) (this.value))._fetchInstances();
                        break;
                    }
                    case MICROSECONDS: {
                        ((ValueU3) (this.value))._fetchInstances();
                        break;
                    }
                    case SQL_MODE: {
                        ((ValueU8) (this.value))._fetchInstances();
                        break;
                    }
                    case SQL_REQUIRE_PRIMARY_KEY: {
                        ((ValueU1) (this.value))._fetchInstances();
                        break;
                    }
                    case TABLE_MAP_FOR_UPDATE: {
                        ((ValueU8) (this.value))._fetchInstances();
                        break;
                    }
                    case TIME_ZONE: {
                        ((ShortString) (this.value))._fetchInstances();
                        break;
                    }
                    case UPDATED_DB_NAMES: {
                        ((UpdatedDbNames) (this.value))._fetchInstances();
                        break;
                    }
                    case XID: {
                        ((ValueU8) (this.value))._fetchInstances();
                        break;
                    }
                    }
                }
            }
            if (!(isKnown())) {
            }
        }
        private Boolean isKnown;

        /**
         * Whether this spec knows the layout of the code's value.
         */
        public Boolean isKnown() {
            if (this.isKnown != null)
                return this.isKnown;
            this.isKnown =  (((code() == null ? Long.MAX_VALUE : code().id()) <= 14) || ( (((code() == null ? Long.MAX_VALUE : code().id()) >= 16) && ((code() == null ? Long.MAX_VALUE : code().id()) <= 20)) ) || ( (((code() == null ? Long.MAX_VALUE : code().id()) >= 128) && ((code() == null ? Long.MAX_VALUE : code().id()) <= 130)) )) ;
            return this.isKnown;
        }
        private StatusVarCode code;
        private KaitaiStruct value;
        private byte[] unparsed;
        private QueryEvent _root;
        private QueryEvent.StatusVars _parent;

        /**
         * Which variable.
         */
        public StatusVarCode code() { return code; }

        /**
         * The value; absent when the code is unknown.
         */
        public KaitaiStruct value() { return value; }

        /**
         * For an unknown code, every byte after it to the end of the block, kept raw.
         */
        public byte[] unparsed() { return unparsed; }
        public QueryEvent _root() { return _root; }
        public QueryEvent.StatusVars _parent() { return _parent; }
    }

    /**
     * The status-variable block; decoding stops at the first code this spec does not know.
     */
    public static class StatusVars extends KaitaiStruct {
        public static StatusVars fromFile(String fileName) throws IOException {
            return new StatusVars(new ByteBufferKaitaiStream(fileName));
        }

        public StatusVars(KaitaiStream _io) {
            this(_io, null, null);
        }

        public StatusVars(KaitaiStream _io, QueryEvent _parent) {
            this(_io, _parent, null);
        }

        public StatusVars(KaitaiStream _io, QueryEvent _parent, QueryEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.vars = new ArrayList<StatusVar>();
            {
                int i = 0;
                while (!this._io.isEof()) {
                    this.vars.add(new StatusVar(this._io, this, _root));
                    i++;
                }
            }
        }

        public void _fetchInstances() {
            for (int i = 0; i < this.vars.size(); i++) {
                this.vars.get(((Number) (i)).intValue())._fetchInstances();
            }
        }
        private List<StatusVar> vars;
        private QueryEvent _root;
        private QueryEvent _parent;

        /**
         * Code-value pairs up to the end of the block.
         */
        public List<StatusVar> vars() { return vars; }
        public QueryEvent _root() { return _root; }
        public QueryEvent _parent() { return _parent; }
    }

    /**
     * The databases the statement changes, for the multi-threaded applier. A count above
     * 16 (the source writes 254) means "too many to list" and no names follow.
     */
    public static class UpdatedDbNames extends KaitaiStruct {
        public static UpdatedDbNames fromFile(String fileName) throws IOException {
            return new UpdatedDbNames(new ByteBufferKaitaiStream(fileName));
        }

        public UpdatedDbNames(KaitaiStream _io) {
            this(_io, null, null);
        }

        public UpdatedDbNames(KaitaiStream _io, QueryEvent.StatusVar _parent) {
            this(_io, _parent, null);
        }

        public UpdatedDbNames(KaitaiStream _io, QueryEvent.StatusVar _parent, QueryEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.numDbs = this._io.readU1();
            if (numDbs() <= 16) {
                this.dbNames = new ArrayList<String>();
                for (int i = 0; i < numDbs(); i++) {
                    this.dbNames.add(StrictText.utf8(this._io.readBytesTerm((byte) 0, false, true, true)));
                }
            }
        }

        public void _fetchInstances() {
            if (numDbs() <= 16) {
                for (int i = 0; i < this.dbNames.size(); i++) {
                }
            }
        }
        private Boolean isOverMax;

        /**
         * True when the list was too long to write (OVER_MAX_DBS_IN_EVENT_MTS).
         */
        public Boolean isOverMax() {
            if (this.isOverMax != null)
                return this.isOverMax;
            this.isOverMax = numDbs() > 16;
            return this.isOverMax;
        }
        private int numDbs;
        private List<String> dbNames;
        private QueryEvent _root;
        private QueryEvent.StatusVar _parent;

        /**
         * How many databases the statement changed; above 16 (OVER_MAX_DBS_IN_EVENT_MTS, 254) no names follow.
         */
        public int numDbs() { return numDbs; }

        /**
         * The databases the statement changed.
         */
        public List<String> dbNames() { return dbNames; }
        public QueryEvent _root() { return _root; }
        public QueryEvent.StatusVar _parent() { return _parent; }
    }

    /**
     * A one-byte status variable value.
     */
    public static class ValueU1 extends KaitaiStruct {
        public static ValueU1 fromFile(String fileName) throws IOException {
            return new ValueU1(new ByteBufferKaitaiStream(fileName));
        }

        public ValueU1(KaitaiStream _io) {
            this(_io, null, null);
        }

        public ValueU1(KaitaiStream _io, QueryEvent.StatusVar _parent) {
            this(_io, _parent, null);
        }

        public ValueU1(KaitaiStream _io, QueryEvent.StatusVar _parent, QueryEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.value = this._io.readU1();
        }

        public void _fetchInstances() {
        }
        private int value;
        private QueryEvent _root;
        private QueryEvent.StatusVar _parent;

        /**
         * The value.
         */
        public int value() { return value; }
        public QueryEvent _root() { return _root; }
        public QueryEvent.StatusVar _parent() { return _parent; }
    }

    /**
     * A two-byte status variable value.
     */
    public static class ValueU2 extends KaitaiStruct {
        public static ValueU2 fromFile(String fileName) throws IOException {
            return new ValueU2(new ByteBufferKaitaiStream(fileName));
        }

        public ValueU2(KaitaiStream _io) {
            this(_io, null, null);
        }

        public ValueU2(KaitaiStream _io, QueryEvent.StatusVar _parent) {
            this(_io, _parent, null);
        }

        public ValueU2(KaitaiStream _io, QueryEvent.StatusVar _parent, QueryEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.value = this._io.readU2le();
        }

        public void _fetchInstances() {
        }
        private int value;
        private QueryEvent _root;
        private QueryEvent.StatusVar _parent;

        /**
         * The value.
         */
        public int value() { return value; }
        public QueryEvent _root() { return _root; }
        public QueryEvent.StatusVar _parent() { return _parent; }
    }

    /**
     * A three-byte status variable value.
     */
    public static class ValueU3 extends KaitaiStruct {
        public static ValueU3 fromFile(String fileName) throws IOException {
            return new ValueU3(new ByteBufferKaitaiStream(fileName));
        }

        public ValueU3(KaitaiStream _io) {
            this(_io, null, null);
        }

        public ValueU3(KaitaiStream _io, QueryEvent.StatusVar _parent) {
            this(_io, _parent, null);
        }

        public ValueU3(KaitaiStream _io, QueryEvent.StatusVar _parent, QueryEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.value = this._io.readBitsIntLe(24);
        }

        public void _fetchInstances() {
        }
        private long value;
        private QueryEvent _root;
        private QueryEvent.StatusVar _parent;

        /**
         * The value.
         */
        public long value() { return value; }
        public QueryEvent _root() { return _root; }
        public QueryEvent.StatusVar _parent() { return _parent; }
    }

    /**
     * A four-byte status variable value.
     */
    public static class ValueU4 extends KaitaiStruct {
        public static ValueU4 fromFile(String fileName) throws IOException {
            return new ValueU4(new ByteBufferKaitaiStream(fileName));
        }

        public ValueU4(KaitaiStream _io) {
            this(_io, null, null);
        }

        public ValueU4(KaitaiStream _io, QueryEvent.StatusVar _parent) {
            this(_io, _parent, null);
        }

        public ValueU4(KaitaiStream _io, QueryEvent.StatusVar _parent, QueryEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.value = this._io.readU4le();
        }

        public void _fetchInstances() {
        }
        private long value;
        private QueryEvent _root;
        private QueryEvent.StatusVar _parent;

        /**
         * The value.
         */
        public long value() { return value; }
        public QueryEvent _root() { return _root; }
        public QueryEvent.StatusVar _parent() { return _parent; }
    }

    /**
     * An eight-byte status variable value.
     */
    public static class ValueU8 extends KaitaiStruct {
        public static ValueU8 fromFile(String fileName) throws IOException {
            return new ValueU8(new ByteBufferKaitaiStream(fileName));
        }

        public ValueU8(KaitaiStream _io) {
            this(_io, null, null);
        }

        public ValueU8(KaitaiStream _io, QueryEvent.StatusVar _parent) {
            this(_io, _parent, null);
        }

        public ValueU8(KaitaiStream _io, QueryEvent.StatusVar _parent, QueryEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.value = this._io.readU8le();
        }

        public void _fetchInstances() {
        }
        private long value;
        private QueryEvent _root;
        private QueryEvent.StatusVar _parent;

        /**
         * The value.
         */
        public long value() { return value; }
        public QueryEvent _root() { return _root; }
        public QueryEvent.StatusVar _parent() { return _parent; }
    }
    private long threadId;
    private long execTime;
    private int lenDb;
    private int errorCode;
    private Integer lenStatusVars;
    private byte[] postHeaderExtra;
    private StatusVars statusVars;
    private String db;
    private byte[] dbTerminator;
    private byte[] query;
    private CompressedText compressedQuery;
    private int lenPostHeader;
    private boolean isCompressed;
    private QueryEvent _root;
    private KaitaiStruct _parent;
    private byte[] _raw_compressedQuery;

    /**
     * Id of the connection that ran the statement (pseudo_thread_id on a replica).
     */
    public long threadId() { return threadId; }

    /**
     * Seconds the statement took on the source.
     */
    public long execTime() { return execTime; }
    public int lenDb() { return lenDb; }

    /**
     * Error the statement ended with on the source (0 when it succeeded).
     */
    public int errorCode() { return errorCode; }
    public Integer lenStatusVars() { return lenStatusVars; }

    /**
     * Post-header bytes beyond the 13 known ones, kept raw.
     */
    public byte[] postHeaderExtra() { return postHeaderExtra; }

    /**
     * The session state the statement ran under (v4 events only).
     */
    public StatusVars statusVars() { return statusVars; }

    /**
     * Default database of the session (empty when none was selected).
     */
    public String db() { return db; }
    public byte[] dbTerminator() { return dbTerminator; }

    /**
     * The statement text, in the session's character set (see the charset status variable).
     */
    public byte[] query() { return query; }

    /**
     * The statement text, compressed (QUERY_COMPRESSED_EVENT).
     */
    public CompressedText compressedQuery() { return compressedQuery; }

    /**
     * QUERY post-header length from the FDE (11 in binlog v1/v3, 13 in v4).
     */
    public int lenPostHeader() { return lenPostHeader; }

    /**
     * True for MariaDB's QUERY_COMPRESSED_EVENT, whose statement text is compressed.
     */
    public boolean isCompressed() { return isCompressed; }
    public QueryEvent _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
    public byte[] _raw_compressedQuery() { return _raw_compressedQuery; }
}
