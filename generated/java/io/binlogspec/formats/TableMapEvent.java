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
 * Gives a table id to a table and describes its columns for the row events that follow it:
 * names of the database and table, one type code per column, the type-specific metadata of
 * each column (lengths, precisions, fractional-second digits), which columns may be NULL and,
 * since MySQL 8.0.1 and MariaDB 10.5, optional metadata entries (signedness, character sets,
 * column names, ENUM/SET strings, primary key, ...) as the server's binlog_row_metadata
 * setting asks for.
 * 
 * Events written before MySQL 5.1.15 stop after the column types; `len_metadata`,
 * `metadata` and `nullable_columns` are then absent.
 * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/rows_event.cpp">Source</a>
 * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/sql/log_event.cc">Source</a>
 * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_utility.cc">Source</a>
 * @see <a href="https://github.com/MariaDB/server/blob/11.4/sql/log_event_server.cc">Source</a>
 * @see <a href="https://mariadb.com/kb/en/table_map_event/">Source</a>
 */
public class TableMapEvent extends KaitaiStruct {

    public enum OptionalMetadataType {
        SIGNEDNESS(1),
        DEFAULT_CHARSET(2),
        COLUMN_CHARSET(3),
        COLUMN_NAME(4),
        SET_STR_VALUE(5),
        ENUM_STR_VALUE(6),
        GEOMETRY_TYPE(7),
        SIMPLE_PRIMARY_KEY(8),
        PRIMARY_KEY_WITH_PREFIX(9),
        ENUM_AND_SET_DEFAULT_CHARSET(10),
        ENUM_AND_SET_COLUMN_CHARSET(11),
        COLUMN_VISIBILITY(12),
        VECTOR_DIMENSIONALITY(13);

        private final long id;
        OptionalMetadataType(long id) { this.id = id; }
        public long id() { return id; }
        private static final Map<Long, OptionalMetadataType> byId = new HashMap<Long, OptionalMetadataType>(13);
        static {
            for (OptionalMetadataType e : OptionalMetadataType.values())
                byId.put(e.id(), e);
        }
        public static OptionalMetadataType byId(long id) { return byId.get(id); }
    }

    public enum StringRealType {
        ENUM(247),
        SET(248),
        STRING(254);

        private final long id;
        StringRealType(long id) { this.id = id; }
        public long id() { return id; }
        private static final Map<Long, StringRealType> byId = new HashMap<Long, StringRealType>(3);
        static {
            for (StringRealType e : StringRealType.values())
                byId.put(e.id(), e);
        }
        public static StringRealType byId(long id) { return byId.get(id); }
    }

    public TableMapEvent(KaitaiStream _io, int lenPostHeader) {
        this(_io, null, null, lenPostHeader);
    }

    public TableMapEvent(KaitaiStream _io, KaitaiStruct _parent, int lenPostHeader) {
        this(_io, _parent, null, lenPostHeader);
    }

    public TableMapEvent(KaitaiStream _io, KaitaiStruct _parent, TableMapEvent _root, int lenPostHeader) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        this.lenPostHeader = lenPostHeader;
        _read();
    }
    private void _read() {
        this.tableIdLow = this._io.readU4le();
        if (lenPostHeader() != 6) {
            this.tableIdHigh = this._io.readU2le();
        }
        this.flags = this._io.readU2le();
        this.lenDatabaseName = this._io.readU1();
        this.databaseName = StrictText.utf8(this._io.readBytes(lenDatabaseName()));
        this.databaseNameTerminator = this._io.readBytes(1);
        if (!(Arrays.equals(this.databaseNameTerminator, new byte[] { 0 }))) {
            throw new KaitaiStream.ValidationNotEqualError(new byte[] { 0 }, this.databaseNameTerminator, this._io, "/seq/5");
        }
        this.lenTableName = this._io.readU1();
        this.tableName = StrictText.utf8(this._io.readBytes(lenTableName()));
        this.tableNameTerminator = this._io.readBytes(1);
        if (!(Arrays.equals(this.tableNameTerminator, new byte[] { 0 }))) {
            throw new KaitaiStream.ValidationNotEqualError(new byte[] { 0 }, this.tableNameTerminator, this._io, "/seq/8");
        }
        this.numColumns = new PackedInt(this._io);
        this.columnTypes = new ArrayList<FieldType.Code>();
        for (int i = 0; i < numColumns().value(); i++) {
            this.columnTypes.add(FieldType.Code.byId(this._io.readU1()));
        }
        if (!(_io().isEof())) {
            this.lenMetadata = new PackedInt(this._io);
        }
        if (!(_io().isEof())) {
            KaitaiStream _io_metadata = this._io.substream(lenMetadata().value());
            this.metadata = new MetadataBlock(_io_metadata, this, _root);
        }
        if (!(_io().isEof())) {
            this.nullableColumns = new ColumnBitmap(this._io, numColumns().value());
        }
        this.optionalMetadata = new ArrayList<OptionalMetadataField>();
        {
            int i = 0;
            while (!this._io.isEof()) {
                this.optionalMetadata.add(new OptionalMetadataField(this._io, this, _root));
                i++;
            }
        }
    }

    public void _fetchInstances() {
        if (lenPostHeader() != 6) {
        }
        this.numColumns._fetchInstances();
        for (int i = 0; i < this.columnTypes.size(); i++) {
        }
        if (!(_io().isEof())) {
            this.lenMetadata._fetchInstances();
        }
        if (!(_io().isEof())) {
            this.metadata._fetchInstances();
        }
        if (!(_io().isEof())) {
            this.nullableColumns._fetchInstances();
        }
        for (int i = 0; i < this.optionalMetadata.size(); i++) {
            this.optionalMetadata.get(((Number) (i)).intValue())._fetchInstances();
        }
    }

    /**
     * A column (its index in the group) and its collation.
     */
    public static class ColumnCollation extends KaitaiStruct {
        public static ColumnCollation fromFile(String fileName) throws IOException {
            return new ColumnCollation(new ByteBufferKaitaiStream(fileName));
        }

        public ColumnCollation(KaitaiStream _io) {
            this(_io, null, null);
        }

        public ColumnCollation(KaitaiStream _io, TableMapEvent.DefaultCharset _parent) {
            this(_io, _parent, null);
        }

        public ColumnCollation(KaitaiStream _io, TableMapEvent.DefaultCharset _parent, TableMapEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.columnIndex = new PackedInt(this._io);
            this.collation = new PackedInt(this._io);
        }

        public void _fetchInstances() {
            this.columnIndex._fetchInstances();
            this.collation._fetchInstances();
        }
        private PackedInt columnIndex;
        private PackedInt collation;
        private TableMapEvent _root;
        private TableMapEvent.DefaultCharset _parent;

        /**
         * Index among the string (or ENUM/SET) columns, not among all columns.
         */
        public PackedInt columnIndex() { return columnIndex; }

        /**
         * The column's collation id.
         */
        public PackedInt collation() { return collation; }
        public TableMapEvent _root() { return _root; }
        public TableMapEvent.DefaultCharset _parent() { return _parent; }
    }

    /**
     * One column's metadata, in the layout its type has (none for most fixed-size types).
     * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_utility.cc">Source</a>
     */
    public static class ColumnMetadata extends KaitaiStruct {

        public ColumnMetadata(KaitaiStream _io, FieldType.Code columnType) {
            this(_io, null, null, columnType);
        }

        public ColumnMetadata(KaitaiStream _io, TableMapEvent.MetadataBlock _parent, FieldType.Code columnType) {
            this(_io, _parent, null, columnType);
        }

        public ColumnMetadata(KaitaiStream _io, TableMapEvent.MetadataBlock _parent, TableMapEvent _root, FieldType.Code columnType) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            this.columnType = columnType;
            _read();
        }
        private void _read() {
            {
                FieldType.Code on = columnType();
                if (on != null) {
                    switch (columnType()) {
                    case BIT: {
                        this.body = new MetaBit(this._io, this, _root);
                        break;
                    }
                    case BLOB: {
                        this.body = new MetaPackLength(this._io, this, _root);
                        break;
                    }
                    case DATETIME2: {
                        this.body = new MetaFsp(this._io, this, _root);
                        break;
                    }
                    case DOUBLE: {
                        this.body = new MetaPackLength(this._io, this, _root);
                        break;
                    }
                    case ENUM: {
                        this.body = new MetaString(this._io, this, _root);
                        break;
                    }
                    case FLOAT: {
                        this.body = new MetaPackLength(this._io, this, _root);
                        break;
                    }
                    case GEOMETRY: {
                        this.body = new MetaPackLength(this._io, this, _root);
                        break;
                    }
                    case JSON: {
                        this.body = new MetaPackLength(this._io, this, _root);
                        break;
                    }
                    case LONG_BLOB: {
                        this.body = new MetaPackLength(this._io, this, _root);
                        break;
                    }
                    case MEDIUM_BLOB: {
                        this.body = new MetaPackLength(this._io, this, _root);
                        break;
                    }
                    case NEWDECIMAL: {
                        this.body = new MetaDecimal(this._io, this, _root);
                        break;
                    }
                    case SET: {
                        this.body = new MetaString(this._io, this, _root);
                        break;
                    }
                    case STRING: {
                        this.body = new MetaString(this._io, this, _root);
                        break;
                    }
                    case TIME2: {
                        this.body = new MetaFsp(this._io, this, _root);
                        break;
                    }
                    case TIMESTAMP2: {
                        this.body = new MetaFsp(this._io, this, _root);
                        break;
                    }
                    case TINY_BLOB: {
                        this.body = new MetaPackLength(this._io, this, _root);
                        break;
                    }
                    case VAR_STRING: {
                        this.body = new MetaMaxLength(this._io, this, _root);
                        break;
                    }
                    case VARCHAR: {
                        this.body = new MetaMaxLength(this._io, this, _root);
                        break;
                    }
                    case VECTOR: {
                        this.body = new MetaPackLength(this._io, this, _root);
                        break;
                    }
                    }
                }
            }
        }

        public void _fetchInstances() {
            {
                FieldType.Code on = columnType();
                if (on != null) {
                    switch (columnType()) {
                    case BIT: {
                        ((MetaBit) (this.body))._fetchInstances();
                        break;
                    }
                    case BLOB: {
                        ((MetaPackLength) (this.body))._fetchInstances();
                        break;
                    }
                    case DATETIME2: {
                        ((MetaFsp) (this.body))._fetchInstances();
                        break;
                    }
                    case DOUBLE: {
                        ((MetaPackLength) (this.body))._fetchInstances();
                        break;
                    }
                    case ENUM: {
                        ((MetaString) (this.body))._fetchInstances();
                        break;
                    }
                    case FLOAT: {
                        ((MetaPackLength) (this.body))._fetchInstances();
                        break;
                    }
                    case GEOMETRY: {
                        ((MetaPackLength) (this.body))._fetchInstances();
                        break;
                    }
                    case JSON: {
                        ((MetaPackLength) (this.body))._fetchInstances();
                        break;
                    }
                    case LONG_BLOB: {
                        ((MetaPackLength) (this.body))._fetchInstances();
                        break;
                    }
                    case MEDIUM_BLOB: {
                        ((MetaPackLength) (this.body))._fetchInstances();
                        break;
                    }
                    case NEWDECIMAL: {
                        ((MetaDecimal) (this.body))._fetchInstances();
                        break;
                    }
                    case SET: {
                        ((MetaString) (this.body))._fetchInstances();
                        break;
                    }
                    case STRING: {
                        ((MetaString) (this.body))._fetchInstances();
                        break;
                    }
                    case TIME2: {
                        ((MetaFsp) (this.body))._fetchInstances();
                        break;
                    }
                    case TIMESTAMP2: {
                        ((MetaFsp) (this.body))._fetchInstances();
                        break;
                    }
                    case TINY_BLOB: {
                        ((MetaPackLength) (this.body))._fetchInstances();
                        break;
                    }
                    case VAR_STRING: {
                        ((MetaMaxLength) (this.body))._fetchInstances();
                        break;
                    }
                    case VARCHAR: {
                        ((MetaMaxLength) (this.body))._fetchInstances();
                        break;
                    }
                    case VECTOR: {
                        ((MetaPackLength) (this.body))._fetchInstances();
                        break;
                    }
                    }
                }
            }
        }
        private KaitaiStruct body;
        private FieldType.Code columnType;
        private TableMapEvent _root;
        private TableMapEvent.MetadataBlock _parent;

        /**
         * Absent for types without metadata (the integers, YEAR, DATE, old TIME/DATETIME/TIMESTAMP, NULL).
         */
        public KaitaiStruct body() { return body; }

        /**
         * The column's type code.
         */
        public FieldType.Code columnType() { return columnType; }
        public TableMapEvent _root() { return _root; }
        public TableMapEvent.MetadataBlock _parent() { return _parent; }
    }

    /**
     * A column name behind its packed length.
     */
    public static class ColumnName extends KaitaiStruct {
        public static ColumnName fromFile(String fileName) throws IOException {
            return new ColumnName(new ByteBufferKaitaiStream(fileName));
        }

        public ColumnName(KaitaiStream _io) {
            this(_io, null, null);
        }

        public ColumnName(KaitaiStream _io, TableMapEvent.ColumnNames _parent) {
            this(_io, _parent, null);
        }

        public ColumnName(KaitaiStream _io, TableMapEvent.ColumnNames _parent, TableMapEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.lenName = new PackedInt(this._io);
            this.name = StrictText.utf8(this._io.readBytes(lenName().value()));
        }

        public void _fetchInstances() {
            this.lenName._fetchInstances();
        }
        private PackedInt lenName;
        private String name;
        private TableMapEvent _root;
        private TableMapEvent.ColumnNames _parent;
        public PackedInt lenName() { return lenName; }

        /**
         * The name.
         */
        public String name() { return name; }
        public TableMapEvent _root() { return _root; }
        public TableMapEvent.ColumnNames _parent() { return _parent; }
    }

    /**
     * COLUMN_NAME: every column's name, in order.
     */
    public static class ColumnNames extends KaitaiStruct {
        public static ColumnNames fromFile(String fileName) throws IOException {
            return new ColumnNames(new ByteBufferKaitaiStream(fileName));
        }

        public ColumnNames(KaitaiStream _io) {
            this(_io, null, null);
        }

        public ColumnNames(KaitaiStream _io, TableMapEvent.OptionalMetadataField _parent) {
            this(_io, _parent, null);
        }

        public ColumnNames(KaitaiStream _io, TableMapEvent.OptionalMetadataField _parent, TableMapEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.names = new ArrayList<ColumnName>();
            {
                int i = 0;
                while (!this._io.isEof()) {
                    this.names.add(new ColumnName(this._io, this, _root));
                    i++;
                }
            }
        }

        public void _fetchInstances() {
            for (int i = 0; i < this.names.size(); i++) {
                this.names.get(((Number) (i)).intValue())._fetchInstances();
            }
        }
        private List<ColumnName> names;
        private TableMapEvent _root;
        private TableMapEvent.OptionalMetadataField _parent;

        /**
         * The names.
         */
        public List<ColumnName> names() { return names; }
        public TableMapEvent _root() { return _root; }
        public TableMapEvent.OptionalMetadataField _parent() { return _parent; }
    }

    /**
     * DEFAULT_CHARSET and ENUM_AND_SET_DEFAULT_CHARSET, the collation most (ENUM/SET) string columns use, then the exceptions.
     */
    public static class DefaultCharset extends KaitaiStruct {
        public static DefaultCharset fromFile(String fileName) throws IOException {
            return new DefaultCharset(new ByteBufferKaitaiStream(fileName));
        }

        public DefaultCharset(KaitaiStream _io) {
            this(_io, null, null);
        }

        public DefaultCharset(KaitaiStream _io, TableMapEvent.OptionalMetadataField _parent) {
            this(_io, _parent, null);
        }

        public DefaultCharset(KaitaiStream _io, TableMapEvent.OptionalMetadataField _parent, TableMapEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.defaultCollation = new PackedInt(this._io);
            this.columnCollations = new ArrayList<ColumnCollation>();
            {
                int i = 0;
                while (!this._io.isEof()) {
                    this.columnCollations.add(new ColumnCollation(this._io, this, _root));
                    i++;
                }
            }
        }

        public void _fetchInstances() {
            this.defaultCollation._fetchInstances();
            for (int i = 0; i < this.columnCollations.size(); i++) {
                this.columnCollations.get(((Number) (i)).intValue())._fetchInstances();
            }
        }
        private PackedInt defaultCollation;
        private List<ColumnCollation> columnCollations;
        private TableMapEvent _root;
        private TableMapEvent.OptionalMetadataField _parent;

        /**
         * The collation most columns of the group use.
         */
        public PackedInt defaultCollation() { return defaultCollation; }

        /**
         * The columns whose collation differs, with theirs.
         */
        public List<ColumnCollation> columnCollations() { return columnCollations; }
        public TableMapEvent _root() { return _root; }
        public TableMapEvent.OptionalMetadataField _parent() { return _parent; }
    }

    /**
     * One column of the primary key and the length of the prefix indexed.
     */
    public static class KeyPart extends KaitaiStruct {
        public static KeyPart fromFile(String fileName) throws IOException {
            return new KeyPart(new ByteBufferKaitaiStream(fileName));
        }

        public KeyPart(KaitaiStream _io) {
            this(_io, null, null);
        }

        public KeyPart(KaitaiStream _io, TableMapEvent.KeyParts _parent) {
            this(_io, _parent, null);
        }

        public KeyPart(KaitaiStream _io, TableMapEvent.KeyParts _parent, TableMapEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.columnIndex = new PackedInt(this._io);
            this.prefixLength = new PackedInt(this._io);
        }

        public void _fetchInstances() {
            this.columnIndex._fetchInstances();
            this.prefixLength._fetchInstances();
        }
        private PackedInt columnIndex;
        private PackedInt prefixLength;
        private TableMapEvent _root;
        private TableMapEvent.KeyParts _parent;

        /**
         * The column's index.
         */
        public PackedInt columnIndex() { return columnIndex; }

        /**
         * Characters of the column in the key; 0 for the whole column.
         */
        public PackedInt prefixLength() { return prefixLength; }
        public TableMapEvent _root() { return _root; }
        public TableMapEvent.KeyParts _parent() { return _parent; }
    }

    /**
     * PRIMARY_KEY_WITH_PREFIX, the primary key's columns with their prefix lengths (0 for a whole column).
     */
    public static class KeyParts extends KaitaiStruct {
        public static KeyParts fromFile(String fileName) throws IOException {
            return new KeyParts(new ByteBufferKaitaiStream(fileName));
        }

        public KeyParts(KaitaiStream _io) {
            this(_io, null, null);
        }

        public KeyParts(KaitaiStream _io, TableMapEvent.OptionalMetadataField _parent) {
            this(_io, _parent, null);
        }

        public KeyParts(KaitaiStream _io, TableMapEvent.OptionalMetadataField _parent, TableMapEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.parts = new ArrayList<KeyPart>();
            {
                int i = 0;
                while (!this._io.isEof()) {
                    this.parts.add(new KeyPart(this._io, this, _root));
                    i++;
                }
            }
        }

        public void _fetchInstances() {
            for (int i = 0; i < this.parts.size(); i++) {
                this.parts.get(((Number) (i)).intValue())._fetchInstances();
            }
        }
        private List<KeyPart> parts;
        private TableMapEvent _root;
        private TableMapEvent.OptionalMetadataField _parent;

        /**
         * The primary key's columns, in key order.
         */
        public List<KeyPart> parts() { return parts; }
        public TableMapEvent _root() { return _root; }
        public TableMapEvent.OptionalMetadataField _parent() { return _parent; }
    }

    /**
     * BIT(n): n % 8 and n / 8.
     */
    public static class MetaBit extends KaitaiStruct {
        public static MetaBit fromFile(String fileName) throws IOException {
            return new MetaBit(new ByteBufferKaitaiStream(fileName));
        }

        public MetaBit(KaitaiStream _io) {
            this(_io, null, null);
        }

        public MetaBit(KaitaiStream _io, TableMapEvent.ColumnMetadata _parent) {
            this(_io, _parent, null);
        }

        public MetaBit(KaitaiStream _io, TableMapEvent.ColumnMetadata _parent, TableMapEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.numExtraBits = this._io.readU1();
            this.numBytes = this._io.readU1();
        }

        public void _fetchInstances() {
        }
        private Integer lenValue;

        /**
         * Bytes a value takes.
         */
        public Integer lenValue() {
            if (this.lenValue != null)
                return this.lenValue;
            this.lenValue = ((Number) (numBytes() + (numExtraBits() > 0 ? 1 : 0))).intValue();
            return this.lenValue;
        }
        private int numExtraBits;
        private int numBytes;
        private TableMapEvent _root;
        private TableMapEvent.ColumnMetadata _parent;

        /**
         * Column width in bits, modulo 8.
         */
        public int numExtraBits() { return numExtraBits; }

        /**
         * Column width in bits, divided by 8.
         */
        public int numBytes() { return numBytes; }
        public TableMapEvent _root() { return _root; }
        public TableMapEvent.ColumnMetadata _parent() { return _parent; }
    }

    /**
     * DECIMAL(precision, scale).
     */
    public static class MetaDecimal extends KaitaiStruct {
        public static MetaDecimal fromFile(String fileName) throws IOException {
            return new MetaDecimal(new ByteBufferKaitaiStream(fileName));
        }

        public MetaDecimal(KaitaiStream _io) {
            this(_io, null, null);
        }

        public MetaDecimal(KaitaiStream _io, TableMapEvent.ColumnMetadata _parent) {
            this(_io, _parent, null);
        }

        public MetaDecimal(KaitaiStream _io, TableMapEvent.ColumnMetadata _parent, TableMapEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.precision = this._io.readU1();
            this.scale = this._io.readU1();
        }

        public void _fetchInstances() {
        }
        private int precision;
        private int scale;
        private TableMapEvent _root;
        private TableMapEvent.ColumnMetadata _parent;

        /**
         * Total number of digits.
         */
        public int precision() { return precision; }

        /**
         * Digits after the decimal point.
         */
        public int scale() { return scale; }
        public TableMapEvent _root() { return _root; }
        public TableMapEvent.ColumnMetadata _parent() { return _parent; }
    }

    /**
     * TIME2, DATETIME2 and TIMESTAMP2: the fractional-second digits.
     */
    public static class MetaFsp extends KaitaiStruct {
        public static MetaFsp fromFile(String fileName) throws IOException {
            return new MetaFsp(new ByteBufferKaitaiStream(fileName));
        }

        public MetaFsp(KaitaiStream _io) {
            this(_io, null, null);
        }

        public MetaFsp(KaitaiStream _io, TableMapEvent.ColumnMetadata _parent) {
            this(_io, _parent, null);
        }

        public MetaFsp(KaitaiStream _io, TableMapEvent.ColumnMetadata _parent, TableMapEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.fsp = this._io.readU1();
        }

        public void _fetchInstances() {
        }
        private int fsp;
        private TableMapEvent _root;
        private TableMapEvent.ColumnMetadata _parent;

        /**
         * Fractional-second digits (0 to 6).
         */
        public int fsp() { return fsp; }
        public TableMapEvent _root() { return _root; }
        public TableMapEvent.ColumnMetadata _parent() { return _parent; }
    }

    /**
     * VARCHAR and VARBINARY: the largest value's size in bytes, little-endian.
     */
    public static class MetaMaxLength extends KaitaiStruct {
        public static MetaMaxLength fromFile(String fileName) throws IOException {
            return new MetaMaxLength(new ByteBufferKaitaiStream(fileName));
        }

        public MetaMaxLength(KaitaiStream _io) {
            this(_io, null, null);
        }

        public MetaMaxLength(KaitaiStream _io, TableMapEvent.ColumnMetadata _parent) {
            this(_io, _parent, null);
        }

        public MetaMaxLength(KaitaiStream _io, TableMapEvent.ColumnMetadata _parent, TableMapEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.maxLength = this._io.readU2le();
        }

        public void _fetchInstances() {
        }
        private int maxLength;
        private TableMapEvent _root;
        private TableMapEvent.ColumnMetadata _parent;

        /**
         * Largest value in bytes; values are prefixed by 1 length byte below 256, else 2.
         */
        public int maxLength() { return maxLength; }
        public TableMapEvent _root() { return _root; }
        public TableMapEvent.ColumnMetadata _parent() { return _parent; }
    }

    /**
     * FLOAT, DOUBLE, BLOB/TEXT, GEOMETRY, JSON and VECTOR: one byte.
     */
    public static class MetaPackLength extends KaitaiStruct {
        public static MetaPackLength fromFile(String fileName) throws IOException {
            return new MetaPackLength(new ByteBufferKaitaiStream(fileName));
        }

        public MetaPackLength(KaitaiStream _io) {
            this(_io, null, null);
        }

        public MetaPackLength(KaitaiStream _io, TableMapEvent.ColumnMetadata _parent) {
            this(_io, _parent, null);
        }

        public MetaPackLength(KaitaiStream _io, TableMapEvent.ColumnMetadata _parent, TableMapEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.packLength = this._io.readU1();
        }

        public void _fetchInstances() {
        }
        private int packLength;
        private TableMapEvent _root;
        private TableMapEvent.ColumnMetadata _parent;

        /**
         * FLOAT/DOUBLE the value's size (4 or 8); BLOB, TEXT, GEOMETRY, JSON, VECTOR how many bytes hold a value's length (1 to 4).
         */
        public int packLength() { return packLength; }
        public TableMapEvent _root() { return _root; }
        public TableMapEvent.ColumnMetadata _parent() { return _parent; }
    }

    /**
     * CHAR, BINARY, ENUM and SET. The first byte is the real type; for CHAR longer than 255
     * bytes, bits 4 and 5 of it carry bits 8 and 9 of the length, inverted (MySQL Bug#37426),
     * so a real type without both of those bits set is a packed CHAR.
     */
    public static class MetaString extends KaitaiStruct {
        public static MetaString fromFile(String fileName) throws IOException {
            return new MetaString(new ByteBufferKaitaiStream(fileName));
        }

        public MetaString(KaitaiStream _io) {
            this(_io, null, null);
        }

        public MetaString(KaitaiStream _io, TableMapEvent.ColumnMetadata _parent) {
            this(_io, _parent, null);
        }

        public MetaString(KaitaiStream _io, TableMapEvent.ColumnMetadata _parent, TableMapEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.byte0 = this._io.readU1();
            this.byte1 = this._io.readU1();
        }

        public void _fetchInstances() {
        }
        private Boolean isPacked;

        /**
         * Whether byte0 carries length bits (a CHAR longer than 255 bytes).
         */
        public Boolean isPacked() {
            if (this.isPacked != null)
                return this.isPacked;
            this.isPacked = (byte0() & 48) != 48;
            return this.isPacked;
        }
        private Integer maxLength;

        /**
         * For STRING the largest value in bytes; for ENUM and SET the value's size in bytes.
         */
        public Integer maxLength() {
            if (this.maxLength != null)
                return this.maxLength;
            this.maxLength = ((Number) ((isPacked() ? byte1() | (byte0() & 48 ^ 48) << 4 : byte1()))).intValue();
            return this.maxLength;
        }
        private StringRealType realType;

        /**
         * STRING, ENUM or SET.
         */
        public StringRealType realType() {
            if (this.realType != null)
                return this.realType;
            this.realType = TableMapEvent.StringRealType.byId((isPacked() ? byte0() | 48 : byte0()));
            return this.realType;
        }
        private int byte0;
        private int byte1;
        private TableMapEvent _root;
        private TableMapEvent.ColumnMetadata _parent;

        /**
         * The real type, with bits 8 and 9 of a long CHAR's length folded in (see the type's doc).
         */
        public int byte0() { return byte0; }

        /**
         * The low byte of the length.
         */
        public int byte1() { return byte1; }
        public TableMapEvent _root() { return _root; }
        public TableMapEvent.ColumnMetadata _parent() { return _parent; }
    }

    /**
     * The per-column metadata, one entry per column in column order, each as long as its type needs.
     */
    public static class MetadataBlock extends KaitaiStruct {
        public static MetadataBlock fromFile(String fileName) throws IOException {
            return new MetadataBlock(new ByteBufferKaitaiStream(fileName));
        }

        public MetadataBlock(KaitaiStream _io) {
            this(_io, null, null);
        }

        public MetadataBlock(KaitaiStream _io, TableMapEvent _parent) {
            this(_io, _parent, null);
        }

        public MetadataBlock(KaitaiStream _io, TableMapEvent _parent, TableMapEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.columns = new ArrayList<ColumnMetadata>();
            for (int i = 0; i < _parent().numColumns().value(); i++) {
                this.columns.add(new ColumnMetadata(this._io, this, _root, _parent().columnTypes().get(((Number) (i)).intValue())));
            }
            if (!(_io().isEof())) {
                this.extra = this._io.readBytesFull();
            }
        }

        public void _fetchInstances() {
            for (int i = 0; i < this.columns.size(); i++) {
                this.columns.get(((Number) (i)).intValue())._fetchInstances();
            }
            if (!(_io().isEof())) {
            }
        }
        private List<ColumnMetadata> columns;
        private byte[] extra;
        private TableMapEvent _root;
        private TableMapEvent _parent;

        /**
         * One entry per column, sized by its type.
         */
        public List<ColumnMetadata> columns() { return columns; }

        /**
         * Bytes after the last column's metadata (none from known servers), kept raw.
         */
        public byte[] extra() { return extra; }
        public TableMapEvent _root() { return _root; }
        public TableMapEvent _parent() { return _parent; }
    }

    /**
     * One bit per column of a kind, most significant bit of each byte first: SIGNEDNESS (set =
     * UNSIGNED, one bit per numeric column) and COLUMN_VISIBILITY (set = visible, one bit per
     * column). The last byte is padded with zero bits.
     */
    public static class MsbBitmap extends KaitaiStruct {
        public static MsbBitmap fromFile(String fileName) throws IOException {
            return new MsbBitmap(new ByteBufferKaitaiStream(fileName));
        }

        public MsbBitmap(KaitaiStream _io) {
            this(_io, null, null);
        }

        public MsbBitmap(KaitaiStream _io, TableMapEvent.OptionalMetadataField _parent) {
            this(_io, _parent, null);
        }

        public MsbBitmap(KaitaiStream _io, TableMapEvent.OptionalMetadataField _parent, TableMapEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.bits = new ArrayList<Boolean>();
            for (int i = 0; i < _io().size() * 8; i++) {
                this.bits.add(this._io.readBitsIntBe(1) != 0);
            }
        }

        public void _fetchInstances() {
            for (int i = 0; i < this.bits.size(); i++) {
            }
        }
        private List<Boolean> bits;
        private TableMapEvent _root;
        private TableMapEvent.OptionalMetadataField _parent;

        /**
         * One bit per column of the group the entry covers, most significant bit first.
         */
        public List<Boolean> bits() { return bits; }
        public TableMapEvent _root() { return _root; }
        public TableMapEvent.OptionalMetadataField _parent() { return _parent; }
    }

    /**
     * One optional metadata entry: its kind, its length and its value.
     * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/rows_event.h">Source</a>
     */
    public static class OptionalMetadataField extends KaitaiStruct {
        public static OptionalMetadataField fromFile(String fileName) throws IOException {
            return new OptionalMetadataField(new ByteBufferKaitaiStream(fileName));
        }

        public OptionalMetadataField(KaitaiStream _io) {
            this(_io, null, null);
        }

        public OptionalMetadataField(KaitaiStream _io, TableMapEvent _parent) {
            this(_io, _parent, null);
        }

        public OptionalMetadataField(KaitaiStream _io, TableMapEvent _parent, TableMapEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.fieldType = TableMapEvent.OptionalMetadataType.byId(this._io.readU1());
            this.lenValue = new PackedInt(this._io);
            {
                OptionalMetadataType on = fieldType();
                if (on != null) {
                    switch (fieldType()) {
                    case COLUMN_CHARSET: {
                        KaitaiStream _io_value = this._io.substream(lenValue().value());
                        this.value = new PackedValues(_io_value, this, _root);
                        break;
                    }
                    case COLUMN_NAME: {
                        KaitaiStream _io_value = this._io.substream(lenValue().value());
                        this.value = new ColumnNames(_io_value, this, _root);
                        break;
                    }
                    case COLUMN_VISIBILITY: {
                        KaitaiStream _io_value = this._io.substream(lenValue().value());
                        this.value = new MsbBitmap(_io_value, this, _root);
                        break;
                    }
                    case DEFAULT_CHARSET: {
                        KaitaiStream _io_value = this._io.substream(lenValue().value());
                        this.value = new DefaultCharset(_io_value, this, _root);
                        break;
                    }
                    case ENUM_AND_SET_COLUMN_CHARSET: {
                        KaitaiStream _io_value = this._io.substream(lenValue().value());
                        this.value = new PackedValues(_io_value, this, _root);
                        break;
                    }
                    case ENUM_AND_SET_DEFAULT_CHARSET: {
                        KaitaiStream _io_value = this._io.substream(lenValue().value());
                        this.value = new DefaultCharset(_io_value, this, _root);
                        break;
                    }
                    case ENUM_STR_VALUE: {
                        KaitaiStream _io_value = this._io.substream(lenValue().value());
                        this.value = new StrValueLists(_io_value, this, _root);
                        break;
                    }
                    case GEOMETRY_TYPE: {
                        KaitaiStream _io_value = this._io.substream(lenValue().value());
                        this.value = new PackedValues(_io_value, this, _root);
                        break;
                    }
                    case PRIMARY_KEY_WITH_PREFIX: {
                        KaitaiStream _io_value = this._io.substream(lenValue().value());
                        this.value = new KeyParts(_io_value, this, _root);
                        break;
                    }
                    case SET_STR_VALUE: {
                        KaitaiStream _io_value = this._io.substream(lenValue().value());
                        this.value = new StrValueLists(_io_value, this, _root);
                        break;
                    }
                    case SIGNEDNESS: {
                        KaitaiStream _io_value = this._io.substream(lenValue().value());
                        this.value = new MsbBitmap(_io_value, this, _root);
                        break;
                    }
                    case SIMPLE_PRIMARY_KEY: {
                        KaitaiStream _io_value = this._io.substream(lenValue().value());
                        this.value = new PackedValues(_io_value, this, _root);
                        break;
                    }
                    case VECTOR_DIMENSIONALITY: {
                        KaitaiStream _io_value = this._io.substream(lenValue().value());
                        this.value = new PackedValues(_io_value, this, _root);
                        break;
                    }
                    default: {
                        this.value = this._io.readBytes(lenValue().value());
                        break;
                    }
                    }
                } else {
                    this.value = this._io.readBytes(lenValue().value());
                }
            }
        }

        public void _fetchInstances() {
            this.lenValue._fetchInstances();
            {
                OptionalMetadataType on = fieldType();
                if (on != null) {
                    switch (fieldType()) {
                    case COLUMN_CHARSET: {
                        ((PackedValues) (this.value))._fetchInstances();
                        break;
                    }
                    case COLUMN_NAME: {
                        ((ColumnNames) (this.value))._fetchInstances();
                        break;
                    }
                    case COLUMN_VISIBILITY: {
                        ((MsbBitmap) (this.value))._fetchInstances();
                        break;
                    }
                    case DEFAULT_CHARSET: {
                        ((DefaultCharset) (this.value))._fetchInstances();
                        break;
                    }
                    case ENUM_AND_SET_COLUMN_CHARSET: {
                        ((PackedValues) (this.value))._fetchInstances();
                        break;
                    }
                    case ENUM_AND_SET_DEFAULT_CHARSET: {
                        ((DefaultCharset) (this.value))._fetchInstances();
                        break;
                    }
                    case ENUM_STR_VALUE: {
                        ((StrValueLists) (this.value))._fetchInstances();
                        break;
                    }
                    case GEOMETRY_TYPE: {
                        ((PackedValues) (this.value))._fetchInstances();
                        break;
                    }
                    case PRIMARY_KEY_WITH_PREFIX: {
                        ((KeyParts) (this.value))._fetchInstances();
                        break;
                    }
                    case SET_STR_VALUE: {
                        ((StrValueLists) (this.value))._fetchInstances();
                        break;
                    }
                    case SIGNEDNESS: {
                        ((MsbBitmap) (this.value))._fetchInstances();
                        break;
                    }
                    case SIMPLE_PRIMARY_KEY: {
                        ((PackedValues) (this.value))._fetchInstances();
                        break;
                    }
                    case VECTOR_DIMENSIONALITY: {
                        ((PackedValues) (this.value))._fetchInstances();
                        break;
                    }
                    default: {
                        break;
                    }
                    }
                } else {
                }
            }
        }
        private OptionalMetadataType fieldType;
        private PackedInt lenValue;
        private Object value;
        private TableMapEvent _root;
        private TableMapEvent _parent;

        /**
         * The entry's kind.
         */
        public OptionalMetadataType fieldType() { return fieldType; }
        public PackedInt lenValue() { return lenValue; }

        /**
         * Raw bytes for a type this spec does not know.
         */
        public Object value() { return value; }
        public TableMapEvent _root() { return _root; }
        public TableMapEvent _parent() { return _parent; }
    }

    /**
     * A list of packed integers: collation ids (COLUMN_CHARSET, ENUM_AND_SET_COLUMN_CHARSET),
     * geometry types (GEOMETRY_TYPE), column indexes (SIMPLE_PRIMARY_KEY) or dimensions
     * (VECTOR_DIMENSIONALITY), one per column it concerns.
     */
    public static class PackedValues extends KaitaiStruct {
        public static PackedValues fromFile(String fileName) throws IOException {
            return new PackedValues(new ByteBufferKaitaiStream(fileName));
        }

        public PackedValues(KaitaiStream _io) {
            this(_io, null, null);
        }

        public PackedValues(KaitaiStream _io, TableMapEvent.OptionalMetadataField _parent) {
            this(_io, _parent, null);
        }

        public PackedValues(KaitaiStream _io, TableMapEvent.OptionalMetadataField _parent, TableMapEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.values = new ArrayList<PackedInt>();
            {
                int i = 0;
                while (!this._io.isEof()) {
                    this.values.add(new PackedInt(this._io));
                    i++;
                }
            }
        }

        public void _fetchInstances() {
            for (int i = 0; i < this.values.size(); i++) {
                this.values.get(((Number) (i)).intValue())._fetchInstances();
            }
        }
        private List<PackedInt> values;
        private TableMapEvent _root;
        private TableMapEvent.OptionalMetadataField _parent;

        /**
         * One number per column of the group.
         */
        public List<PackedInt> values() { return values; }
        public TableMapEvent _root() { return _root; }
        public TableMapEvent.OptionalMetadataField _parent() { return _parent; }
    }

    /**
     * One member name, in the column's charset.
     */
    public static class StrValue extends KaitaiStruct {
        public static StrValue fromFile(String fileName) throws IOException {
            return new StrValue(new ByteBufferKaitaiStream(fileName));
        }

        public StrValue(KaitaiStream _io) {
            this(_io, null, null);
        }

        public StrValue(KaitaiStream _io, TableMapEvent.StrValueList _parent) {
            this(_io, _parent, null);
        }

        public StrValue(KaitaiStream _io, TableMapEvent.StrValueList _parent, TableMapEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.lenValue = new PackedInt(this._io);
            this.value = this._io.readBytes(lenValue().value());
        }

        public void _fetchInstances() {
            this.lenValue._fetchInstances();
        }
        private PackedInt lenValue;
        private byte[] value;
        private TableMapEvent _root;
        private TableMapEvent.StrValueList _parent;
        public PackedInt lenValue() { return lenValue; }

        /**
         * The name's bytes.
         */
        public byte[] value() { return value; }
        public TableMapEvent _root() { return _root; }
        public TableMapEvent.StrValueList _parent() { return _parent; }
    }

    /**
     * The member names of one ENUM or SET column.
     */
    public static class StrValueList extends KaitaiStruct {
        public static StrValueList fromFile(String fileName) throws IOException {
            return new StrValueList(new ByteBufferKaitaiStream(fileName));
        }

        public StrValueList(KaitaiStream _io) {
            this(_io, null, null);
        }

        public StrValueList(KaitaiStream _io, TableMapEvent.StrValueLists _parent) {
            this(_io, _parent, null);
        }

        public StrValueList(KaitaiStream _io, TableMapEvent.StrValueLists _parent, TableMapEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.numValues = new PackedInt(this._io);
            this.values = new ArrayList<StrValue>();
            for (int i = 0; i < numValues().value(); i++) {
                this.values.add(new StrValue(this._io, this, _root));
            }
        }

        public void _fetchInstances() {
            this.numValues._fetchInstances();
            for (int i = 0; i < this.values.size(); i++) {
                this.values.get(((Number) (i)).intValue())._fetchInstances();
            }
        }
        private PackedInt numValues;
        private List<StrValue> values;
        private TableMapEvent _root;
        private TableMapEvent.StrValueLists _parent;
        public PackedInt numValues() { return numValues; }

        /**
         * The names, in definition order.
         */
        public List<StrValue> values() { return values; }
        public TableMapEvent _root() { return _root; }
        public TableMapEvent.StrValueLists _parent() { return _parent; }
    }

    /**
     * SET_STR_VALUE and ENUM_STR_VALUE, the member strings of each SET (ENUM) column, in the column's character set.
     */
    public static class StrValueLists extends KaitaiStruct {
        public static StrValueLists fromFile(String fileName) throws IOException {
            return new StrValueLists(new ByteBufferKaitaiStream(fileName));
        }

        public StrValueLists(KaitaiStream _io) {
            this(_io, null, null);
        }

        public StrValueLists(KaitaiStream _io, TableMapEvent.OptionalMetadataField _parent) {
            this(_io, _parent, null);
        }

        public StrValueLists(KaitaiStream _io, TableMapEvent.OptionalMetadataField _parent, TableMapEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.columns = new ArrayList<StrValueList>();
            {
                int i = 0;
                while (!this._io.isEof()) {
                    this.columns.add(new StrValueList(this._io, this, _root));
                    i++;
                }
            }
        }

        public void _fetchInstances() {
            for (int i = 0; i < this.columns.size(); i++) {
                this.columns.get(((Number) (i)).intValue())._fetchInstances();
            }
        }
        private List<StrValueList> columns;
        private TableMapEvent _root;
        private TableMapEvent.OptionalMetadataField _parent;

        /**
         * One list per ENUM (or SET) column, in column order.
         */
        public List<StrValueList> columns() { return columns; }
        public TableMapEvent _root() { return _root; }
        public TableMapEvent.OptionalMetadataField _parent() { return _parent; }
    }
    private Long tableId;

    /**
     * The table id that the row events refer to.
     */
    public Long tableId() {
        if (this.tableId != null)
            return this.tableId;
        this.tableId = ((Number) (((Number) ((lenPostHeader() == 6 ? tableIdLow() : tableIdLow() + tableIdHigh() * 4294967296L))).longValue())).longValue();
        return this.tableId;
    }
    private long tableIdLow;
    private Integer tableIdHigh;
    private int flags;
    private int lenDatabaseName;
    private String databaseName;
    private byte[] databaseNameTerminator;
    private int lenTableName;
    private String tableName;
    private byte[] tableNameTerminator;
    private PackedInt numColumns;
    private List<FieldType.Code> columnTypes;
    private PackedInt lenMetadata;
    private MetadataBlock metadata;
    private ColumnBitmap nullableColumns;
    private List<OptionalMetadataField> optionalMetadata;
    private int lenPostHeader;
    private TableMapEvent _root;
    private KaitaiStruct _parent;

    /**
     * The table id's low 32 bits; all of it when the post-header is 6 bytes long.
     */
    public long tableIdLow() { return tableIdLow; }

    /**
     * The table id's high 16 bits (6-byte table ids, MySQL 5.1.4 and later). Read as a u4 and a
     * u2 rather than one 48-bit field, which the JavaScript runtime cannot read.
     */
    public Integer tableIdHigh() { return tableIdHigh; }

    /**
     * TM_*_F flags (1 = bit lengths exact, 2 = referenced by a foreign key in another schema, 4 = generated invisible primary key).
     */
    public int flags() { return flags; }
    public int lenDatabaseName() { return lenDatabaseName; }

    /**
     * The table's database.
     */
    public String databaseName() { return databaseName; }
    public byte[] databaseNameTerminator() { return databaseNameTerminator; }
    public int lenTableName() { return lenTableName; }

    /**
     * The table's name.
     */
    public String tableName() { return tableName; }
    public byte[] tableNameTerminator() { return tableNameTerminator; }

    /**
     * The table's number of columns.
     */
    public PackedInt numColumns() { return numColumns; }

    /**
     * The type each column has in row images (CHAR, ENUM and SET are all STRING here; the metadata says which).
     */
    public List<FieldType.Code> columnTypes() { return columnTypes; }
    public PackedInt lenMetadata() { return lenMetadata; }

    /**
     * The per-column metadata.
     */
    public MetadataBlock metadata() { return metadata; }

    /**
     * Bit i set when column i may hold NULL; (num_columns + 7) / 8 bytes.
     */
    public ColumnBitmap nullableColumns() { return nullableColumns; }

    /**
     * Type-length-value entries up to the end of the body (binlog_row_metadata MINIMAL or FULL).
     */
    public List<OptionalMetadataField> optionalMetadata() { return optionalMetadata; }

    /**
     * TABLE_MAP_EVENT's post-header length from the FDE; 6 means a 4-byte table id (MySQL 5.1 before 5.1.4).
     */
    public int lenPostHeader() { return lenPostHeader; }
    public TableMapEvent _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
