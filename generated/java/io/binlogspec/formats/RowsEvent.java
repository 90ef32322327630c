// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import io.kaitai.struct.KaitaiStream;
import java.io.IOException;
import java.util.Map;
import java.util.HashMap;
import java.util.ArrayList;
import java.util.List;


/**
 * Rows that one statement inserted, updated or deleted in one table, with the column values
 * split into cells by the table's TABLE_MAP event.
 * 
 * After the post-header (table id, flags and, in v2 events, the extra row info) come the
 * column count, the bitmap of the columns present in the images and, for updates, a second
 * bitmap for the after images. Then rows until the end of the body: a write has one (after)
 * image per row, a delete one (before) image, an update a before and an after image. An image
 * is a NULL bitmap with one bit per present column, then one cell per present column that is
 * not NULL (see column_cell).
 * 
 * The after image of a PARTIAL_UPDATE_ROWS event (MySQL 8.0 with
 * binlog_row_value_options=PARTIAL_JSON) starts with value options and, when they say so, a
 * bitmap with one bit per JSON column of the table telling which are written as diffs.
 * 
 * MariaDB's compressed row events (binlog_row_compress / log_bin_compress) zlib-compress the
 * rows only: a header byte (0x80 plus the width of the length), the uncompressed length in
 * big-endian, then the zlib stream.
 * 
 * Kaitai has no way to count set bits, so the rank of each column among the present columns
 * (which NULL bit is its) is built once per event as a chain (`present_ranks`,
 * `present_after_ranks`, `json_ranks`): each entry takes the previous entry's running count as a
 * param. These chains take no bytes.
 * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/rows_event.cpp">Source</a>
 * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_record.cc">Source</a>
 * @see <a href="https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc">Source</a>
 * @see <a href="https://github.com/MariaDB/server/blob/11.4/sql/log_event_server.cc">Source</a>
 * @see <a href="https://mariadb.com/kb/en/rows_event_v1v2-rows_compressed_event_v1/">Source</a>
 */
public class RowsEvent extends KaitaiStruct {

    public enum ExtraRowInfoType {
        NDB(0),
        PARTITION(1);

        private final long id;
        ExtraRowInfoType(long id) { this.id = id; }
        public long id() { return id; }
        private static final Map<Long, ExtraRowInfoType> byId = new HashMap<Long, ExtraRowInfoType>(2);
        static {
            for (ExtraRowInfoType e : ExtraRowInfoType.values())
                byId.put(e.id(), e);
        }
        public static ExtraRowInfoType byId(long id) { return byId.get(id); }
    }

    public RowsEvent(KaitaiStream _io, int eventTypeCode, int lenPostHeader, TableMapEvent tableMap) {
        this(_io, null, null, eventTypeCode, lenPostHeader, tableMap);
    }

    public RowsEvent(KaitaiStream _io, KaitaiStruct _parent, int eventTypeCode, int lenPostHeader, TableMapEvent tableMap) {
        this(_io, _parent, null, eventTypeCode, lenPostHeader, tableMap);
    }

    public RowsEvent(KaitaiStream _io, KaitaiStruct _parent, RowsEvent _root, int eventTypeCode, int lenPostHeader, TableMapEvent tableMap) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        this.eventTypeCode = eventTypeCode;
        this.lenPostHeader = lenPostHeader;
        this.tableMap = tableMap;
        _read();
    }
    private void _read() {
        this.tableIdLow = this._io.readU4le();
        if (lenPostHeader() != 6) {
            this.tableIdHigh = this._io.readU2le();
        }
        this.flags = this._io.readU2le();
        if (lenPostHeader() == 10) {
            this.lenExtraRowInfo = this._io.readU2le();
        }
        if (lenPostHeader() == 10) {
            KaitaiStream _io_extraRowInfo = this._io.substream(lenExtraRowInfo() - 2);
            this.extraRowInfo = new ExtraRowInfo(_io_extraRowInfo, this, _root);
        }
        this.numColumns = new PackedInt(this._io);
        this.columnsPresent = new ColumnBitmap(this._io, numColumns().value());
        if (hasAfterBitmap()) {
            this.columnsPresentAfter = new ColumnBitmap(this._io, numColumns().value());
        }
        this.presentRanks = new ArrayList<ColumnRank>();
        for (int i = 0; i < numColumns().value(); i++) {
            this.presentRanks.add(new ColumnRank(this._io, this, _root, columnsPresent().bits().get(((Number) (i)).intValue()), (i == 0 ? 0 : presentRanks().get(((Number) (i - 1)).intValue()).rankNext())));
        }
        if (hasAfterBitmap()) {
            this.presentAfterRanks = new ArrayList<ColumnRank>();
            for (int i = 0; i < numColumns().value(); i++) {
                this.presentAfterRanks.add(new ColumnRank(this._io, this, _root, columnsPresentAfter().bits().get(((Number) (i)).intValue()), (i == 0 ? 0 : presentAfterRanks().get(((Number) (i - 1)).intValue()).rankNext())));
            }
        }
        if ( ((isPartialUpdate()) && (!(_io().isEof()))) ) {
            this.jsonRanks = new ArrayList<ColumnRank>();
            for (int i = 0; i < numColumns().value(); i++) {
                this.jsonRanks.add(new ColumnRank(this._io, this, _root, tableMap().columnTypes().get(((Number) (i)).intValue()) == FieldType.Code.JSON, (i == 0 ? 0 : jsonRanks().get(((Number) (i - 1)).intValue()).rankNext())));
            }
        }
        if (isCompressed()) {
            this.compressionHeader = this._io.readU1();
        }
        if (isCompressed()) {
            switch (compressionHeader() & 7) {
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
        }
        if (!(isCompressed())) {
            this._raw_rowData = this._io.readBytesFull();
            KaitaiStream _io__raw_rowData = new GuardedStream(this._raw_rowData);
            this.rowData = new RowList(_io__raw_rowData, this, _root);
        }
        if (isCompressed()) {
            this._raw__raw_rowDataCompressed = this._io.readBytesFull();
            this._raw_rowDataCompressed = GuardedStream.processZlib(this._raw__raw_rowDataCompressed);
            KaitaiStream _io__raw_rowDataCompressed = new GuardedStream(this._raw_rowDataCompressed);
            this.rowDataCompressed = new RowList(_io__raw_rowDataCompressed, this, _root);
        }
    }

    public void _fetchInstances() {
        if (lenPostHeader() != 6) {
        }
        if (lenPostHeader() == 10) {
        }
        if (lenPostHeader() == 10) {
            this.extraRowInfo._fetchInstances();
        }
        this.numColumns._fetchInstances();
        this.columnsPresent._fetchInstances();
        if (hasAfterBitmap()) {
            this.columnsPresentAfter._fetchInstances();
        }
        for (int i = 0; i < this.presentRanks.size(); i++) {
            this.presentRanks.get(((Number) (i)).intValue())._fetchInstances();
        }
        if (hasAfterBitmap()) {
            for (int i = 0; i < this.presentAfterRanks.size(); i++) {
                this.presentAfterRanks.get(((Number) (i)).intValue())._fetchInstances();
            }
        }
        if ( ((isPartialUpdate()) && (!(_io().isEof()))) ) {
            for (int i = 0; i < this.jsonRanks.size(); i++) {
                this.jsonRanks.get(((Number) (i)).intValue())._fetchInstances();
            }
        }
        if (isCompressed()) {
        }
        if (isCompressed()) {
            switch (compressionHeader() & 7) {
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
        if (!(isCompressed())) {
            this.rowData._fetchInstances();
        }
        if (isCompressed()) {
            this.rowDataCompressed._fetchInstances();
        }
    }

    /**
     * One link of the chain that counts set bits of a column bitmap (Kaitai has no popcount).
     */
    public static class ColumnRank extends KaitaiStruct {

        public ColumnRank(KaitaiStream _io, boolean isSet, long rank) {
            this(_io, null, null, isSet, rank);
        }

        public ColumnRank(KaitaiStream _io, RowsEvent _parent, boolean isSet, long rank) {
            this(_io, _parent, null, isSet, rank);
        }

        public ColumnRank(KaitaiStream _io, RowsEvent _parent, RowsEvent _root, boolean isSet, long rank) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            this.isSet = isSet;
            this.rank = rank;
            _read();
        }
        private void _read() {
        }

        public void _fetchInstances() {
        }
        private Integer rankNext;

        /**
         * Set bits up to and including this one.
         */
        public Integer rankNext() {
            if (this.rankNext != null)
                return this.rankNext;
            this.rankNext = ((Number) (rank() + (isSet() ? 1 : 0))).intValue();
            return this.rankNext;
        }
        private boolean isSet;
        private long rank;
        private RowsEvent _root;
        private RowsEvent _parent;

        /**
         * This column's bit.
         */
        public boolean isSet() { return isSet; }

        /**
         * Set bits before this one.
         */
        public long rank() { return rank; }
        public RowsEvent _root() { return _root; }
        public RowsEvent _parent() { return _parent; }
    }

    /**
     * The extra row info of a v2 row event: typed entries up to its end.
     */
    public static class ExtraRowInfo extends KaitaiStruct {
        public static ExtraRowInfo fromFile(String fileName) throws IOException {
            return new ExtraRowInfo(new ByteBufferKaitaiStream(fileName));
        }

        public ExtraRowInfo(KaitaiStream _io) {
            this(_io, null, null);
        }

        public ExtraRowInfo(KaitaiStream _io, RowsEvent _parent) {
            this(_io, _parent, null);
        }

        public ExtraRowInfo(KaitaiStream _io, RowsEvent _parent, RowsEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.entries = new ArrayList<ExtraRowInfoEntry>();
            {
                int i = 0;
                while (!this._io.isEof()) {
                    this.entries.add(new ExtraRowInfoEntry(this._io, this, _root));
                    i++;
                }
            }
        }

        public void _fetchInstances() {
            for (int i = 0; i < this.entries.size(); i++) {
                this.entries.get(((Number) (i)).intValue())._fetchInstances();
            }
        }
        private List<ExtraRowInfoEntry> entries;
        private RowsEvent _root;
        private RowsEvent _parent;

        /**
         * The entries.
         */
        public List<ExtraRowInfoEntry> entries() { return entries; }
        public RowsEvent _root() { return _root; }
        public RowsEvent _parent() { return _parent; }
    }

    /**
     * One entry of the extra row info: a type code and its data.
     */
    public static class ExtraRowInfoEntry extends KaitaiStruct {
        public static ExtraRowInfoEntry fromFile(String fileName) throws IOException {
            return new ExtraRowInfoEntry(new ByteBufferKaitaiStream(fileName));
        }

        public ExtraRowInfoEntry(KaitaiStream _io) {
            this(_io, null, null);
        }

        public ExtraRowInfoEntry(KaitaiStream _io, RowsEvent.ExtraRowInfo _parent) {
            this(_io, _parent, null);
        }

        public ExtraRowInfoEntry(KaitaiStream _io, RowsEvent.ExtraRowInfo _parent, RowsEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.typeCode = RowsEvent.ExtraRowInfoType.byId(this._io.readU1());
            {
                ExtraRowInfoType on = typeCode();
                if (on != null) {
                    switch (typeCode()) {
                    case NDB: {
                        this.body = new NdbInfo(this._io, this, _root);
                        break;
                    }
                    case PARTITION: {
                        this.body = new PartitionInfo(this._io, this, _root);
                        break;
                    }
                    default: {
                        this.body = new UnknownInfo(this._io, this, _root);
                        break;
                    }
                    }
                } else {
                    this.body = new UnknownInfo(this._io, this, _root);
                }
            }
        }

        public void _fetchInstances() {
            {
                ExtraRowInfoType on = typeCode();
                if (on != null) {
                    switch (typeCode()) {
                    case NDB: {
                        ((NdbInfo) (this.body))._fetchInstances();
                        break;
                    }
                    case PARTITION: {
                        ((PartitionInfo) (this.body))._fetchInstances();
                        break;
                    }
                    default: {
                        ((UnknownInfo) (this.body))._fetchInstances();
                        break;
                    }
                    }
                } else {
                    ((UnknownInfo) (this.body))._fetchInstances();
                }
            }
        }
        private ExtraRowInfoType typeCode;
        private KaitaiStruct body;
        private RowsEvent _root;
        private RowsEvent.ExtraRowInfo _parent;

        /**
         * The entry's kind.
         */
        public ExtraRowInfoType typeCode() { return typeCode; }

        /**
         * The entry's data.
         */
        public KaitaiStruct body() { return body; }
        public RowsEvent _root() { return _root; }
        public RowsEvent.ExtraRowInfo _parent() { return _parent; }
    }

    /**
     * NDB Cluster's per-statement data.
     */
    public static class NdbInfo extends KaitaiStruct {
        public static NdbInfo fromFile(String fileName) throws IOException {
            return new NdbInfo(new ByteBufferKaitaiStream(fileName));
        }

        public NdbInfo(KaitaiStream _io) {
            this(_io, null, null);
        }

        public NdbInfo(KaitaiStream _io, RowsEvent.ExtraRowInfoEntry _parent) {
            this(_io, _parent, null);
        }

        public NdbInfo(KaitaiStream _io, RowsEvent.ExtraRowInfoEntry _parent, RowsEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.lenInfo = this._io.readU1();
            this.format = this._io.readU1();
            this.payload = this._io.readBytes(lenInfo() - 2);
        }

        public void _fetchInstances() {
        }
        private int lenInfo;
        private int format;
        private byte[] payload;
        private RowsEvent _root;
        private RowsEvent.ExtraRowInfoEntry _parent;

        /**
         * Length of this entry after its type code, this byte and the format byte included.
         */
        public int lenInfo() { return lenInfo; }

        /**
         * 0 = NDB, 0x40 and 0x41 open, 0xff multi.
         */
        public int format() { return format; }

        /**
         * The NDB data.
         */
        public byte[] payload() { return payload; }
        public RowsEvent _root() { return _root; }
        public RowsEvent.ExtraRowInfoEntry _parent() { return _parent; }
    }

    /**
     * The partition the rows are in (MySQL 8.0 with binlog_row_image partitioned tables); updates also name the source partition.
     */
    public static class PartitionInfo extends KaitaiStruct {
        public static PartitionInfo fromFile(String fileName) throws IOException {
            return new PartitionInfo(new ByteBufferKaitaiStream(fileName));
        }

        public PartitionInfo(KaitaiStream _io) {
            this(_io, null, null);
        }

        public PartitionInfo(KaitaiStream _io, RowsEvent.ExtraRowInfoEntry _parent) {
            this(_io, _parent, null);
        }

        public PartitionInfo(KaitaiStream _io, RowsEvent.ExtraRowInfoEntry _parent, RowsEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.partitionId = this._io.readU2le();
            if ( ((_parent()._parent()._parent().eventTypeCode() == 31) || (_parent()._parent()._parent().eventTypeCode() == 39)) ) {
                this.sourcePartitionId = this._io.readU2le();
            }
        }

        public void _fetchInstances() {
            if ( ((_parent()._parent()._parent().eventTypeCode() == 31) || (_parent()._parent()._parent().eventTypeCode() == 39)) ) {
            }
        }
        private int partitionId;
        private Integer sourcePartitionId;
        private RowsEvent _root;
        private RowsEvent.ExtraRowInfoEntry _parent;

        /**
         * The partition the rows are in (the after images' partition for an update).
         */
        public int partitionId() { return partitionId; }

        /**
         * For an update, the partition the before images are in.
         */
        public Integer sourcePartitionId() { return sourcePartitionId; }
        public RowsEvent _root() { return _root; }
        public RowsEvent.ExtraRowInfoEntry _parent() { return _parent; }
    }

    /**
     * One row change.
     */
    public static class Row extends KaitaiStruct {
        public static Row fromFile(String fileName) throws IOException {
            return new Row(new ByteBufferKaitaiStream(fileName));
        }

        public Row(KaitaiStream _io) {
            this(_io, null, null);
        }

        public Row(KaitaiStream _io, RowsEvent.RowList _parent) {
            this(_io, _parent, null);
        }

        public Row(KaitaiStream _io, RowsEvent.RowList _parent, RowsEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            if (!(_parent()._parent().isWrite())) {
                this.beforeImage = new RowImage(this._io, this, _root, false, false);
            }
            if (!(_parent()._parent().isDelete())) {
                this.afterImage = new RowImage(this._io, this, _root, _parent()._parent().hasAfterBitmap(), _parent()._parent().isPartialUpdate());
            }
        }

        public void _fetchInstances() {
            if (!(_parent()._parent().isWrite())) {
                this.beforeImage._fetchInstances();
            }
            if (!(_parent()._parent().isDelete())) {
                this.afterImage._fetchInstances();
            }
        }
        private RowImage beforeImage;
        private RowImage afterImage;
        private RowsEvent _root;
        private RowsEvent.RowList _parent;

        /**
         * The row as it was (updates and deletes).
         */
        public RowImage beforeImage() { return beforeImage; }

        /**
         * The row as it became (writes and updates).
         */
        public RowImage afterImage() { return afterImage; }
        public RowsEvent _root() { return _root; }
        public RowsEvent.RowList _parent() { return _parent; }
    }

    /**
     * One image of a row: a NULL bitmap over the image's columns, then one cell per column of the table.
     */
    public static class RowImage extends KaitaiStruct {

        public RowImage(KaitaiStream _io, boolean usesAfterBitmap, boolean hasValueOptions) {
            this(_io, null, null, usesAfterBitmap, hasValueOptions);
        }

        public RowImage(KaitaiStream _io, RowsEvent.Row _parent, boolean usesAfterBitmap, boolean hasValueOptions) {
            this(_io, _parent, null, usesAfterBitmap, hasValueOptions);
        }

        public RowImage(KaitaiStream _io, RowsEvent.Row _parent, RowsEvent _root, boolean usesAfterBitmap, boolean hasValueOptions) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            this.usesAfterBitmap = usesAfterBitmap;
            this.hasValueOptions = hasValueOptions;
            _read();
        }
        private void _read() {
            if (hasValueOptions()) {
                this.valueOptions = new PackedInt(this._io);
            }
            if ( ((hasValueOptions()) && ((valueOptions().value() & 1) != 0)) ) {
                this.partialJsonColumns = new ColumnBitmap(this._io, _parent()._parent()._parent().jsonRanks().get(((Number) (_parent()._parent()._parent().numColumns().value() - 1)).intValue()).rankNext());
            }
            this.nullBitmap = new ColumnBitmap(this._io, (usesAfterBitmap() ? _parent()._parent()._parent().numPresentAfter() : _parent()._parent()._parent().numPresent()));
            this.cells = new ArrayList<ColumnCell>();
            for (int i = 0; i < _parent()._parent()._parent().numColumns().value(); i++) {
                this.cells.add(new ColumnCell(this._io, _parent()._parent()._parent().tableMap(), i, (usesAfterBitmap() ? _parent()._parent()._parent().columnsPresentAfter().bits().get(((Number) (i)).intValue()) : _parent()._parent()._parent().columnsPresent().bits().get(((Number) (i)).intValue())), (_parent()._parent()._parent().isV0() ? false : (usesAfterBitmap() ? (_parent()._parent()._parent().columnsPresentAfter().bits().get(((Number) (i)).intValue()) ? nullBitmap().bits().get(((Number) (_parent()._parent()._parent().presentAfterRanks().get(((Number) (i)).intValue()).rank())).intValue()) : false) : (_parent()._parent()._parent().columnsPresent().bits().get(((Number) (i)).intValue()) ? nullBitmap().bits().get(((Number) (_parent()._parent()._parent().presentRanks().get(((Number) (i)).intValue()).rank())).intValue()) : false))), ( ((hasValueOptions()) && ((valueOptions().value() & 1) != 0) && (_parent()._parent()._parent().tableMap().columnTypes().get(((Number) (i)).intValue()) == FieldType.Code.JSON))  ? partialJsonColumns().bits().get(((Number) (_parent()._parent()._parent().jsonRanks().get(((Number) (i)).intValue()).rank())).intValue()) : false)));
            }
        }

        public void _fetchInstances() {
            if (hasValueOptions()) {
                this.valueOptions._fetchInstances();
            }
            if ( ((hasValueOptions()) && ((valueOptions().value() & 1) != 0)) ) {
                this.partialJsonColumns._fetchInstances();
            }
            this.nullBitmap._fetchInstances();
            for (int i = 0; i < this.cells.size(); i++) {
                this.cells.get(((Number) (i)).intValue())._fetchInstances();
            }
        }
        private PackedInt valueOptions;
        private ColumnBitmap partialJsonColumns;
        private ColumnBitmap nullBitmap;
        private List<ColumnCell> cells;
        private boolean usesAfterBitmap;
        private boolean hasValueOptions;
        private RowsEvent _root;
        private RowsEvent.Row _parent;

        /**
         * 1 (PARTIAL_JSON_UPDATES) when some JSON column of this image is a diff, else 0.
         */
        public PackedInt valueOptions() { return valueOptions; }

        /**
         * One bit per JSON column of the table, set when it is written as a diff.
         */
        public ColumnBitmap partialJsonColumns() { return partialJsonColumns; }

        /**
         * One bit per present column, set when it is NULL; unused bits of the last byte may be set.
         * In v0 events (MySQL 5.1 before 5.1.15) these bytes are a copy of the source record's
         * NULL bytes, whose bit positions depend on the storage engine and cannot be known from
         * the event; the spec reads as many bytes and treats no cell as NULL.
         */
        public ColumnBitmap nullBitmap() { return nullBitmap; }

        /**
         * One cell per column of the table; columns not in the image or NULL take no bytes.
         */
        public List<ColumnCell> cells() { return cells; }

        /**
         * The image's columns are those of columns_present_after.
         */
        public boolean usesAfterBitmap() { return usesAfterBitmap; }

        /**
         * The after image of a PARTIAL_UPDATE_ROWS event.
         */
        public boolean hasValueOptions() { return hasValueOptions; }
        public RowsEvent _root() { return _root; }
        public RowsEvent.Row _parent() { return _parent; }
    }

    /**
     * The rows of the event, up to the end of its row data.
     */
    public static class RowList extends KaitaiStruct {
        public static RowList fromFile(String fileName) throws IOException {
            return new RowList(new ByteBufferKaitaiStream(fileName));
        }

        public RowList(KaitaiStream _io) {
            this(_io, null, null);
        }

        public RowList(KaitaiStream _io, RowsEvent _parent) {
            this(_io, _parent, null);
        }

        public RowList(KaitaiStream _io, RowsEvent _parent, RowsEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.rows = new ArrayList<Row>();
            {
                int i = 0;
                while (!this._io.isEof()) {
                    this.rows.add(new Row(this._io, this, _root));
                    i++;
                }
            }
        }

        public void _fetchInstances() {
            for (int i = 0; i < this.rows.size(); i++) {
                this.rows.get(((Number) (i)).intValue())._fetchInstances();
            }
        }
        private List<Row> rows;
        private RowsEvent _root;
        private RowsEvent _parent;

        /**
         * The rows.
         */
        public List<Row> rows() { return rows; }
        public RowsEvent _root() { return _root; }
        public RowsEvent _parent() { return _parent; }
    }

    /**
     * An entry type this spec does not know; the server stops reading the extra row info there too.
     */
    public static class UnknownInfo extends KaitaiStruct {
        public static UnknownInfo fromFile(String fileName) throws IOException {
            return new UnknownInfo(new ByteBufferKaitaiStream(fileName));
        }

        public UnknownInfo(KaitaiStream _io) {
            this(_io, null, null);
        }

        public UnknownInfo(KaitaiStream _io, RowsEvent.ExtraRowInfoEntry _parent) {
            this(_io, _parent, null);
        }

        public UnknownInfo(KaitaiStream _io, RowsEvent.ExtraRowInfoEntry _parent, RowsEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.raw = this._io.readBytesFull();
        }

        public void _fetchInstances() {
        }
        private byte[] raw;
        private RowsEvent _root;
        private RowsEvent.ExtraRowInfoEntry _parent;
        public byte[] raw() { return raw; }
        public RowsEvent _root() { return _root; }
        public RowsEvent.ExtraRowInfoEntry _parent() { return _parent; }
    }
    private Boolean hasAfterBitmap;

    /**
     * Updates since row format v1 have a second column bitmap; v0 updates use the first for both images.
     */
    public Boolean hasAfterBitmap() {
        if (this.hasAfterBitmap != null)
            return this.hasAfterBitmap;
        this.hasAfterBitmap =  ((eventTypeCode() == 24) || (eventTypeCode() == 31) || (eventTypeCode() == 39) || (eventTypeCode() == 167) || (eventTypeCode() == 170)) ;
        return this.hasAfterBitmap;
    }
    private Boolean isCompressed;

    /**
     * Whether this is a MariaDB compressed row event.
     */
    public Boolean isCompressed() {
        if (this.isCompressed != null)
            return this.isCompressed;
        this.isCompressed =  ((eventTypeCode() >= 166) && (eventTypeCode() <= 171)) ;
        return this.isCompressed;
    }
    private Boolean isDelete;

    /**
     * Whether the rows were deleted (before images only).
     */
    public Boolean isDelete() {
        if (this.isDelete != null)
            return this.isDelete;
        this.isDelete =  ((eventTypeCode() == 22) || (eventTypeCode() == 25) || (eventTypeCode() == 32) || (eventTypeCode() == 168) || (eventTypeCode() == 171)) ;
        return this.isDelete;
    }
    private Boolean isPartialUpdate;

    /**
     * Whether this is MySQL's PARTIAL_UPDATE_ROWS_EVENT.
     */
    public Boolean isPartialUpdate() {
        if (this.isPartialUpdate != null)
            return this.isPartialUpdate;
        this.isPartialUpdate = eventTypeCode() == 39;
        return this.isPartialUpdate;
    }
    private Boolean isV0;

    /**
     * Row format v0 (MySQL 5.1 before 5.1.15).
     */
    public Boolean isV0() {
        if (this.isV0 != null)
            return this.isV0;
        this.isV0 =  ((eventTypeCode() >= 20) && (eventTypeCode() <= 22)) ;
        return this.isV0;
    }
    private Boolean isWrite;

    /**
     * Whether the rows were inserted (after images only).
     */
    public Boolean isWrite() {
        if (this.isWrite != null)
            return this.isWrite;
        this.isWrite =  ((eventTypeCode() == 20) || (eventTypeCode() == 23) || (eventTypeCode() == 30) || (eventTypeCode() == 166) || (eventTypeCode() == 169)) ;
        return this.isWrite;
    }
    private Integer numPresent;

    /**
     * Number of columns in the (before) images.
     */
    public Integer numPresent() {
        if (this.numPresent != null)
            return this.numPresent;
        this.numPresent = ((Number) ((numColumns().value() == 0 ? 0 : presentRanks().get(((Number) (numColumns().value() - 1)).intValue()).rankNext()))).intValue();
        return this.numPresent;
    }
    private Integer numPresentAfter;

    /**
     * Number of columns in the after images.
     */
    public Integer numPresentAfter() {
        if (this.numPresentAfter != null)
            return this.numPresentAfter;
        this.numPresentAfter = ((Number) ((hasAfterBitmap() ? (numColumns().value() == 0 ? 0 : presentAfterRanks().get(((Number) (numColumns().value() - 1)).intValue()).rankNext()) : numPresent()))).intValue();
        return this.numPresentAfter;
    }
    private Long tableId;

    /**
     * The table id; 0xffffff with no rows marks a statement end that frees all table maps.
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
    private Integer lenExtraRowInfo;
    private ExtraRowInfo extraRowInfo;
    private PackedInt numColumns;
    private ColumnBitmap columnsPresent;
    private ColumnBitmap columnsPresentAfter;
    private List<ColumnRank> presentRanks;
    private List<ColumnRank> presentAfterRanks;
    private List<ColumnRank> jsonRanks;
    private Integer compressionHeader;
    private Integer lenUncompressed;
    private RowList rowData;
    private RowList rowDataCompressed;
    private int eventTypeCode;
    private int lenPostHeader;
    private TableMapEvent tableMap;
    private RowsEvent _root;
    private KaitaiStruct _parent;
    private byte[] _raw_rowData;
    private byte[] _raw_rowDataCompressed;
    private byte[] _raw__raw_rowDataCompressed;

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
     * 1 = end of statement, 2 = no foreign key checks, 4 = no unique key checks, 8 = rows have all columns.
     */
    public int flags() { return flags; }

    /**
     * Length of the extra row info, these two bytes included.
     */
    public Integer lenExtraRowInfo() { return lenExtraRowInfo; }

    /**
     * The v2 post-header's extra row info (NDB data, partition ids).
     */
    public ExtraRowInfo extraRowInfo() { return extraRowInfo; }

    /**
     * The table's number of columns.
     */
    public PackedInt numColumns() { return numColumns; }

    /**
     * The columns in the images (the before images of an update).
     */
    public ColumnBitmap columnsPresent() { return columnsPresent; }

    /**
     * The columns in the after images of an update.
     */
    public ColumnBitmap columnsPresentAfter() { return columnsPresentAfter; }

    /**
     * Per column, how many present columns come before it (takes no bytes).
     */
    public List<ColumnRank> presentRanks() { return presentRanks; }

    /**
     * As present_ranks, for the after-image bitmap (takes no bytes).
     */
    public List<ColumnRank> presentAfterRanks() { return presentAfterRanks; }

    /**
     * Per column, how many JSON columns come before it, for the partial-JSON bitmap (takes no bytes).
     */
    public List<ColumnRank> jsonRanks() { return jsonRanks; }

    /**
     * 0x80 plus the number of bytes of len_uncompressed.
     */
    public Integer compressionHeader() { return compressionHeader; }

    /**
     * The row data's length before compression.
     */
    public Integer lenUncompressed() { return lenUncompressed; }

    /**
     * The rows.
     */
    public RowList rowData() { return rowData; }

    /**
     * The rows, zlib-compressed (MariaDB compressed row events).
     */
    public RowList rowDataCompressed() { return rowDataCompressed; }

    /**
     * The event's type code (20-25, 30-32, 39, 166-171).
     */
    public int eventTypeCode() { return eventTypeCode; }

    /**
     * This event type's post-header length from the FDE (6 = 4-byte table id, 10 = v2 with extra row info).
     */
    public int lenPostHeader() { return lenPostHeader; }

    /**
     * The TABLE_MAP event with this event's table id; needed only when the event has rows.
     */
    public TableMapEvent tableMap() { return tableMap; }
    public RowsEvent _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
    public byte[] _raw_rowData() { return _raw_rowData; }
    public byte[] _raw_rowDataCompressed() { return _raw_rowDataCompressed; }
    public byte[] _raw__raw_rowDataCompressed() { return _raw__raw_rowDataCompressed; }
}
