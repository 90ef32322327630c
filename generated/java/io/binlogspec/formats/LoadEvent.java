// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import io.kaitai.struct.KaitaiStream;
import java.io.IOException;
import java.util.ArrayList;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;


/**
 * LOAD DATA INFILE as MySQL 3.23 (LOAD_EVENT) and 4.0 (NEW_LOAD_EVENT) logged it: the
 * statement's options and names, with the data file itself sent separately (in v3, by the
 * CREATE_FILE/APPEND_BLOCK events). The two types differ only in the field and line
 * separators: one byte each in LOAD_EVENT, a length-prefixed string each in NEW_LOAD_EVENT.
 * @see <a href="https://dev.mysql.com/doc/internals/en/load-event.html">Source</a>
 * @see <a href="https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc">Source</a>
 */
public class LoadEvent extends KaitaiStruct {

    public LoadEvent(KaitaiStream _io, boolean isNewLoad) {
        this(_io, null, null, isNewLoad);
    }

    public LoadEvent(KaitaiStream _io, KaitaiStruct _parent, boolean isNewLoad) {
        this(_io, _parent, null, isNewLoad);
    }

    public LoadEvent(KaitaiStream _io, KaitaiStruct _parent, LoadEvent _root, boolean isNewLoad) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        this.isNewLoad = isNewLoad;
        _read();
    }
    private void _read() {
        this.threadId = this._io.readU4le();
        this.execTime = this._io.readU4le();
        this.skipLines = this._io.readU4le();
        this.lenTableName = this._io.readU1();
        this.lenDb = this._io.readU1();
        this.numFields = this._io.readU4le();
        {
            boolean on = isNewLoad();
            if (on == false) {
                this.sqlEx = new SqlExOld(this._io, this, _root);
            }
            else if (on == true) {
                this.sqlEx = new SqlExNew(this._io, this, _root);
            }
        }
        this.fieldNameLens = new ArrayList<Integer>();
        for (int i = 0; i < numFields(); i++) {
            this.fieldNameLens.add(this._io.readU1());
        }
        this.fieldNames = new ArrayList<String>();
        for (int i = 0; i < numFields(); i++) {
            this.fieldNames.add(StrictText.utf8(this._io.readBytesTerm((byte) 0, false, true, true)));
        }
        this.tableName = StrictText.utf8(this._io.readBytes(lenTableName()));
        this.tableNameTerminator = this._io.readBytes(1);
        if (!(Arrays.equals(this.tableNameTerminator, new byte[] { 0 }))) {
            throw new KaitaiStream.ValidationNotEqualError(new byte[] { 0 }, this.tableNameTerminator, this._io, "/seq/10");
        }
        this.db = StrictText.utf8(this._io.readBytes(lenDb()));
        this.dbTerminator = this._io.readBytes(1);
        if (!(Arrays.equals(this.dbTerminator, new byte[] { 0 }))) {
            throw new KaitaiStream.ValidationNotEqualError(new byte[] { 0 }, this.dbTerminator, this._io, "/seq/12");
        }
        this.fileName = StrictText.utf8(this._io.readBytesFull());
    }

    public void _fetchInstances() {
        {
            boolean on = isNewLoad();
            if (on == false) {
                ((SqlExOld) (this.sqlEx))._fetchInstances();
            }
            else if (on == true) {
                ((SqlExNew) (this.sqlEx))._fetchInstances();
            }
        }
        for (int i = 0; i < this.fieldNameLens.size(); i++) {
        }
        for (int i = 0; i < this.fieldNames.size(); i++) {
        }
    }

    /**
     * A string of up to 255 bytes behind a one-byte length.
     */
    public static class ShortBytes extends KaitaiStruct {
        public static ShortBytes fromFile(String fileName) throws IOException {
            return new ShortBytes(new ByteBufferKaitaiStream(fileName));
        }

        public ShortBytes(KaitaiStream _io) {
            this(_io, null, null);
        }

        public ShortBytes(KaitaiStream _io, LoadEvent.SqlExNew _parent) {
            this(_io, _parent, null);
        }

        public ShortBytes(KaitaiStream _io, LoadEvent.SqlExNew _parent, LoadEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.lenValue = this._io.readU1();
            this.value = this._io.readBytes(lenValue());
        }

        public void _fetchInstances() {
        }
        private int lenValue;
        private byte[] value;
        private LoadEvent _root;
        private LoadEvent.SqlExNew _parent;
        public int lenValue() { return lenValue; }

        /**
         * The bytes.
         */
        public byte[] value() { return value; }
        public LoadEvent _root() { return _root; }
        public LoadEvent.SqlExNew _parent() { return _parent; }
    }

    /**
     * The options with length-prefixed separators (NEW_LOAD_EVENT and CREATE_FILE_EVENT).
     */
    public static class SqlExNew extends KaitaiStruct {
        public static SqlExNew fromFile(String fileName) throws IOException {
            return new SqlExNew(new ByteBufferKaitaiStream(fileName));
        }

        public SqlExNew(KaitaiStream _io) {
            this(_io, null, null);
        }

        public SqlExNew(KaitaiStream _io, LoadEvent _parent) {
            this(_io, _parent, null);
        }

        public SqlExNew(KaitaiStream _io, LoadEvent _parent, LoadEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.fieldTerm = new ShortBytes(this._io, this, _root);
            this.enclosed = new ShortBytes(this._io, this, _root);
            this.lineTerm = new ShortBytes(this._io, this, _root);
            this.lineStart = new ShortBytes(this._io, this, _root);
            this.escaped = new ShortBytes(this._io, this, _root);
            this.optFlags = this._io.readU1();
        }

        public void _fetchInstances() {
            this.fieldTerm._fetchInstances();
            this.enclosed._fetchInstances();
            this.lineTerm._fetchInstances();
            this.lineStart._fetchInstances();
            this.escaped._fetchInstances();
        }
        private ShortBytes fieldTerm;
        private ShortBytes enclosed;
        private ShortBytes lineTerm;
        private ShortBytes lineStart;
        private ShortBytes escaped;
        private int optFlags;
        private LoadEvent _root;
        private LoadEvent _parent;

        /**
         * FIELDS TERMINATED BY.
         */
        public ShortBytes fieldTerm() { return fieldTerm; }

        /**
         * FIELDS ENCLOSED BY.
         */
        public ShortBytes enclosed() { return enclosed; }

        /**
         * LINES TERMINATED BY.
         */
        public ShortBytes lineTerm() { return lineTerm; }

        /**
         * LINES STARTING BY.
         */
        public ShortBytes lineStart() { return lineStart; }

        /**
         * FIELDS ESCAPED BY.
         */
        public ShortBytes escaped() { return escaped; }

        /**
         * Bits: 0x1 DUMPFILE, 0x2 OPTIONALLY ENCLOSED, 0x4 REPLACE, 0x8 IGNORE.
         */
        public int optFlags() { return optFlags; }
        public LoadEvent _root() { return _root; }
        public LoadEvent _parent() { return _parent; }
    }

    /**
     * The options with one-byte separators (LOAD_EVENT); a separator the statement left empty is flagged in empty_flags.
     */
    public static class SqlExOld extends KaitaiStruct {
        public static SqlExOld fromFile(String fileName) throws IOException {
            return new SqlExOld(new ByteBufferKaitaiStream(fileName));
        }

        public SqlExOld(KaitaiStream _io) {
            this(_io, null, null);
        }

        public SqlExOld(KaitaiStream _io, LoadEvent _parent) {
            this(_io, _parent, null);
        }

        public SqlExOld(KaitaiStream _io, LoadEvent _parent, LoadEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.fieldTerm = this._io.readBytes(1);
            this.enclosed = this._io.readBytes(1);
            this.lineTerm = this._io.readBytes(1);
            this.lineStart = this._io.readBytes(1);
            this.escaped = this._io.readBytes(1);
            this.optFlags = this._io.readU1();
            this.emptyFlags = this._io.readU1();
        }

        public void _fetchInstances() {
        }
        private byte[] fieldTerm;
        private byte[] enclosed;
        private byte[] lineTerm;
        private byte[] lineStart;
        private byte[] escaped;
        private int optFlags;
        private int emptyFlags;
        private LoadEvent _root;
        private LoadEvent _parent;

        /**
         * FIELDS TERMINATED BY, one byte.
         */
        public byte[] fieldTerm() { return fieldTerm; }

        /**
         * FIELDS ENCLOSED BY, one byte.
         */
        public byte[] enclosed() { return enclosed; }

        /**
         * LINES TERMINATED BY, one byte.
         */
        public byte[] lineTerm() { return lineTerm; }

        /**
         * LINES STARTING BY, one byte.
         */
        public byte[] lineStart() { return lineStart; }

        /**
         * FIELDS ESCAPED BY, one byte.
         */
        public byte[] escaped() { return escaped; }

        /**
         * Bits: 0x1 DUMPFILE, 0x2 OPTIONALLY ENCLOSED, 0x4 REPLACE, 0x8 IGNORE.
         */
        public int optFlags() { return optFlags; }

        /**
         * Bits set for empty separators: 0x1 field_term, 0x2 enclosed, 0x4 line_term, 0x8 line_start, 0x10 escaped.
         */
        public int emptyFlags() { return emptyFlags; }
        public LoadEvent _root() { return _root; }
        public LoadEvent _parent() { return _parent; }
    }
    private long threadId;
    private long execTime;
    private long skipLines;
    private int lenTableName;
    private int lenDb;
    private long numFields;
    private KaitaiStruct sqlEx;
    private List<Integer> fieldNameLens;
    private List<String> fieldNames;
    private String tableName;
    private byte[] tableNameTerminator;
    private String db;
    private byte[] dbTerminator;
    private String fileName;
    private boolean isNewLoad;
    private LoadEvent _root;
    private KaitaiStruct _parent;

    /**
     * Id of the connection that ran LOAD DATA.
     */
    public long threadId() { return threadId; }

    /**
     * Seconds the statement took on the source.
     */
    public long execTime() { return execTime; }

    /**
     * The IGNORE n LINES count.
     */
    public long skipLines() { return skipLines; }
    public int lenTableName() { return lenTableName; }
    public int lenDb() { return lenDb; }

    /**
     * Number of column names listed (0 when the statement named none).
     */
    public long numFields() { return numFields; }

    /**
     * The FIELDS and LINES options.
     */
    public KaitaiStruct sqlEx() { return sqlEx; }

    /**
     * Length of each column name.
     */
    public List<Integer> fieldNameLens() { return fieldNameLens; }

    /**
     * The column names the statement loads into.
     */
    public List<String> fieldNames() { return fieldNames; }

    /**
     * The table loaded into.
     */
    public String tableName() { return tableName; }
    public byte[] tableNameTerminator() { return tableNameTerminator; }

    /**
     * The default database of the statement.
     */
    public String db() { return db; }
    public byte[] dbTerminator() { return dbTerminator; }

    /**
     * Name of the data file as the statement gave it; not zero-terminated.
     */
    public String fileName() { return fileName; }

    /**
     * True for NEW_LOAD_EVENT (length-prefixed separators).
     */
    public boolean isNewLoad() { return isNewLoad; }
    public LoadEvent _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
