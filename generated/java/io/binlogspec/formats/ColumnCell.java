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
import java.nio.charset.StandardCharsets;


/**
 * The bytes one column takes in a row image of a WRITE/UPDATE/DELETE_ROWS event, decoded by the
 * column's type. A column that is not in the image, or is NULL in it, takes none. Otherwise the
 * column's type and its metadata in the table's TABLE_MAP event say how many bytes the value
 * takes (`extent`): a fixed number for numbers and temporal types (computed from the metadata
 * for FLOAT, DOUBLE, DECIMAL, BIT and the fractional-second types), or a 1- to 4-byte
 * little-endian length and that many bytes for strings, BLOB/TEXT, JSON, GEOMETRY and VECTOR.
 * The value is then read from a substream of exactly those bytes, in a layout per type: integers
 * (`cell_int`), floating point (`cell_float`, `cell_double`), the packed temporal types with
 * their bit fields (`cell_date`, `cell_datetime2`, `cell_time2`, `cell_timestamp2` and the
 * pre-5.6 `cell_time`, `cell_datetime`, `cell_timestamp`), YEAR, DECIMAL (`cell_decimal`),
 * strings and BLOBs (`cell_var`), CHAR/ENUM/SET by the real type in the metadata
 * (`cell_string`), BIT (`cell_fixed`), JSON as a binary JSON document (`cell_json`), GEOMETRY
 * (`cell_geometry`) and VECTOR (`cell_vector`). Every layout also keeps the value's bytes as
 * `raw` (without the length prefix).
 * 
 * The after image of a PARTIAL_UPDATE_ROWS event may hold a JSON column as a diff against the
 * before image instead of a whole document; `json_diff` is read then.
 * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_utility.cc">Source</a>
 * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_record.cc">Source</a>
 * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc">Source</a>
 * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/sql/json_diff.cc">Source</a>
 * @see <a href="https://github.com/MariaDB/server/blob/11.4/sql/rpl_utility.cc">Source</a>
 * @see <a href="https://github.com/MariaDB/server/blob/11.4/sql/log_event_client.cc">Source</a>
 */
public class ColumnCell extends KaitaiStruct {

    public enum JsonDiffOperationType {
        REPLACE(0),
        INSERT(1),
        REMOVE(2);

        private final long id;
        JsonDiffOperationType(long id) { this.id = id; }
        public long id() { return id; }
        private static final Map<Long, JsonDiffOperationType> byId = new HashMap<Long, JsonDiffOperationType>(3);
        static {
            for (JsonDiffOperationType e : JsonDiffOperationType.values())
                byId.put(e.id(), e);
        }
        public static JsonDiffOperationType byId(long id) { return byId.get(id); }
    }

    public ColumnCell(KaitaiStream _io, TableMapEvent tableMap, long index, boolean isPresent, boolean isNull, boolean isPartialJson) {
        this(_io, null, null, tableMap, index, isPresent, isNull, isPartialJson);
    }

    public ColumnCell(KaitaiStream _io, KaitaiStruct _parent, TableMapEvent tableMap, long index, boolean isPresent, boolean isNull, boolean isPartialJson) {
        this(_io, _parent, null, tableMap, index, isPresent, isNull, isPartialJson);
    }

    public ColumnCell(KaitaiStream _io, KaitaiStruct _parent, ColumnCell _root, TableMapEvent tableMap, long index, boolean isPresent, boolean isNull, boolean isPartialJson) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        this.tableMap = tableMap;
        this.index = index;
        this.isPresent = isPresent;
        this.isNull = isNull;
        this.isPartialJson = isPartialJson;
        _read();
    }
    private void _read() {
        if ( ((isPresent()) && (!(isNull())) && (!(isPartialJson())) && (extent().lenCell() > 0)) ) {
            {
                FieldType.Code on = columnType();
                if (on != null) {
                    switch (columnType()) {
                    case BIT: {
                        KaitaiStream _io_value = this._io.substream(extent().lenCell());
                        this.value = new CellFixed(_io_value, this, _root, ((TableMapEvent.MetaBit) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).lenValue());
                        break;
                    }
                    case BLOB: {
                        KaitaiStream _io_value = this._io.substream(extent().lenCell());
                        this.value = new CellVar(_io_value, this, _root, ((TableMapEvent.MetaPackLength) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).packLength());
                        break;
                    }
                    case DATE: {
                        KaitaiStream _io_value = this._io.substream(extent().lenCell());
                        this.value = new CellDate(_io_value, this, _root);
                        break;
                    }
                    case DATETIME: {
                        KaitaiStream _io_value = this._io.substream(extent().lenCell());
                        this.value = new CellDatetime(_io_value, this, _root);
                        break;
                    }
                    case DATETIME2: {
                        KaitaiStream _io_value = this._io.substream(extent().lenCell());
                        this.value = new CellDatetime2(_io_value, this, _root, ((TableMapEvent.MetaFsp) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).fsp());
                        break;
                    }
                    case DOUBLE: {
                        KaitaiStream _io_value = this._io.substream(extent().lenCell());
                        this.value = new CellDouble(_io_value, this, _root, ((TableMapEvent.MetaPackLength) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).packLength());
                        break;
                    }
                    case ENUM: {
                        KaitaiStream _io_value = this._io.substream(extent().lenCell());
                        this.value = new CellString(_io_value, this, _root, ((TableMapEvent.MetaString) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).realType(), ((TableMapEvent.MetaString) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).maxLength());
                        break;
                    }
                    case FLOAT: {
                        KaitaiStream _io_value = this._io.substream(extent().lenCell());
                        this.value = new CellFloat(_io_value, this, _root, ((TableMapEvent.MetaPackLength) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).packLength());
                        break;
                    }
                    case GEOMETRY: {
                        KaitaiStream _io_value = this._io.substream(extent().lenCell());
                        this.value = new CellGeometry(_io_value, this, _root, ((TableMapEvent.MetaPackLength) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).packLength());
                        break;
                    }
                    case INT24: {
                        KaitaiStream _io_value = this._io.substream(extent().lenCell());
                        this.value = new CellInt(_io_value, this, _root, 3);
                        break;
                    }
                    case JSON: {
                        KaitaiStream _io_value = this._io.substream(extent().lenCell());
                        this.value = new CellJson(_io_value, this, _root, ((TableMapEvent.MetaPackLength) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).packLength());
                        break;
                    }
                    case LONG: {
                        KaitaiStream _io_value = this._io.substream(extent().lenCell());
                        this.value = new CellInt(_io_value, this, _root, 4);
                        break;
                    }
                    case LONG_BLOB: {
                        KaitaiStream _io_value = this._io.substream(extent().lenCell());
                        this.value = new CellVar(_io_value, this, _root, ((TableMapEvent.MetaPackLength) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).packLength());
                        break;
                    }
                    case LONGLONG: {
                        KaitaiStream _io_value = this._io.substream(extent().lenCell());
                        this.value = new CellInt(_io_value, this, _root, 8);
                        break;
                    }
                    case MEDIUM_BLOB: {
                        KaitaiStream _io_value = this._io.substream(extent().lenCell());
                        this.value = new CellVar(_io_value, this, _root, ((TableMapEvent.MetaPackLength) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).packLength());
                        break;
                    }
                    case NEWDATE: {
                        KaitaiStream _io_value = this._io.substream(extent().lenCell());
                        this.value = new CellDate(_io_value, this, _root);
                        break;
                    }
                    case NEWDECIMAL: {
                        KaitaiStream _io_value = this._io.substream(extent().lenCell());
                        this.value = new CellDecimal(_io_value, this, _root, ((TableMapEvent.MetaDecimal) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).precision(), ((TableMapEvent.MetaDecimal) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).scale());
                        break;
                    }
                    case SET: {
                        KaitaiStream _io_value = this._io.substream(extent().lenCell());
                        this.value = new CellString(_io_value, this, _root, ((TableMapEvent.MetaString) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).realType(), ((TableMapEvent.MetaString) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).maxLength());
                        break;
                    }
                    case SHORT: {
                        KaitaiStream _io_value = this._io.substream(extent().lenCell());
                        this.value = new CellInt(_io_value, this, _root, 2);
                        break;
                    }
                    case STRING: {
                        KaitaiStream _io_value = this._io.substream(extent().lenCell());
                        this.value = new CellString(_io_value, this, _root, ((TableMapEvent.MetaString) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).realType(), ((TableMapEvent.MetaString) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).maxLength());
                        break;
                    }
                    case TIME: {
                        KaitaiStream _io_value = this._io.substream(extent().lenCell());
                        this.value = new CellTime(_io_value, this, _root);
                        break;
                    }
                    case TIME2: {
                        KaitaiStream _io_value = this._io.substream(extent().lenCell());
                        this.value = new CellTime2(_io_value, this, _root, ((TableMapEvent.MetaFsp) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).fsp());
                        break;
                    }
                    case TIMESTAMP: {
                        KaitaiStream _io_value = this._io.substream(extent().lenCell());
                        this.value = new CellTimestamp(_io_value, this, _root);
                        break;
                    }
                    case TIMESTAMP2: {
                        KaitaiStream _io_value = this._io.substream(extent().lenCell());
                        this.value = new CellTimestamp2(_io_value, this, _root, ((TableMapEvent.MetaFsp) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).fsp());
                        break;
                    }
                    case TINY: {
                        KaitaiStream _io_value = this._io.substream(extent().lenCell());
                        this.value = new CellInt(_io_value, this, _root, 1);
                        break;
                    }
                    case TINY_BLOB: {
                        KaitaiStream _io_value = this._io.substream(extent().lenCell());
                        this.value = new CellVar(_io_value, this, _root, ((TableMapEvent.MetaPackLength) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).packLength());
                        break;
                    }
                    case VAR_STRING: {
                        KaitaiStream _io_value = this._io.substream(extent().lenCell());
                        this.value = new CellVar(_io_value, this, _root, (((TableMapEvent.MetaMaxLength) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).maxLength() < 256 ? 1 : 2));
                        break;
                    }
                    case VARCHAR: {
                        KaitaiStream _io_value = this._io.substream(extent().lenCell());
                        this.value = new CellVar(_io_value, this, _root, (((TableMapEvent.MetaMaxLength) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).maxLength() < 256 ? 1 : 2));
                        break;
                    }
                    case VECTOR: {
                        KaitaiStream _io_value = this._io.substream(extent().lenCell());
                        this.value = new CellVector(_io_value, this, _root, ((TableMapEvent.MetaPackLength) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).packLength());
                        break;
                    }
                    case YEAR: {
                        KaitaiStream _io_value = this._io.substream(extent().lenCell());
                        this.value = new CellYear(_io_value, this, _root);
                        break;
                    }
                    default: {
                        this.value = this._io.readBytes(extent().lenCell());
                        break;
                    }
                    }
                } else {
                    this.value = this._io.readBytes(extent().lenCell());
                }
            }
        }
        if ( ((isPresent()) && (!(isNull())) && (isPartialJson())) ) {
            this.jsonDiff = new JsonDiff(this._io, this, _root);
        }
    }

    public void _fetchInstances() {
        if ( ((isPresent()) && (!(isNull())) && (!(isPartialJson())) && (extent().lenCell() > 0)) ) {
            {
                FieldType.Code on = columnType();
                if (on != null) {
                    switch (columnType()) {
                    case BIT: {
                        ((CellFixed) (this.value))._fetchInstances();
                        break;
                    }
                    case BLOB: {
                        ((CellVar) (this.value))._fetchInstances();
                        break;
                    }
                    case DATE: {
                        ((CellDate) (this.value))._fetchInstances();
                        break;
                    }
                    case DATETIME: {
                        ((CellDatetime) (this.value))._fetchInstances();
                        break;
                    }
                    case DATETIME2: {
                        ((CellDatetime2) (this.value))._fetchInstances();
                        break;
                    }
                    case DOUBLE: {
                        ((CellDouble) (this.value))._fetchInstances();
                        break;
                    }
                    case ENUM: {
                        ((CellString) (this.value))._fetchInstances();
                        break;
                    }
                    case FLOAT: {
                        ((CellFloat) (this.value))._fetchInstances();
                        break;
                    }
                    case GEOMETRY: {
                        ((CellGeometry) (this.value))._fetchInstances();
                        break;
                    }
                    case INT24: {
                        ((CellInt) (this.value))._fetchInstances();
                        break;
                    }
                    case JSON: {
                        ((CellJson) (this.value))._fetchInstances();
                        break;
                    }
                    case LONG: {
                        ((CellInt) (this.value))._fetchInstances();
                        break;
                    }
                    case LONG_BLOB: {
                        ((CellVar) (this.value))._fetchInstances();
                        break;
                    }
                    case LONGLONG: {
                        ((CellInt) (this.value))._fetchInstances();
                        break;
                    }
                    case MEDIUM_BLOB: {
                        ((CellVar) (this.value))._fetchInstances();
                        break;
                    }
                    case NEWDATE: {
                        ((CellDate) (this.value))._fetchInstances();
                        break;
                    }
                    case NEWDECIMAL: {
                        ((CellDecimal) (this.value))._fetchInstances();
                        break;
                    }
                    case SET: {
                        ((CellString) (this.value))._fetchInstances();
                        break;
                    }
                    case SHORT: {
                        ((CellInt) (this.value))._fetchInstances();
                        break;
                    }
                    case STRING: {
                        ((CellString) (this.value))._fetchInstances();
                        break;
                    }
                    case TIME: {
                        ((CellTime) (this.value))._fetchInstances();
                        break;
                    }
                    case TIME2: {
                        ((CellTime2) (this.value))._fetchInstances();
                        break;
                    }
                    case TIMESTAMP: {
                        ((CellTimestamp) (this.value))._fetchInstances();
                        break;
                    }
                    case TIMESTAMP2: {
                        ((CellTimestamp2) (this.value))._fetchInstances();
                        break;
                    }
                    case TINY: {
                        ((CellInt) (this.value))._fetchInstances();
                        break;
                    }
                    case TINY_BLOB: {
                        ((CellVar) (this.value))._fetchInstances();
                        break;
                    }
                    case VAR_STRING: {
                        ((CellVar) (this.value))._fetchInstances();
                        break;
                    }
                    case VARCHAR: {
                        ((CellVar) (this.value))._fetchInstances();
                        break;
                    }
                    case VECTOR: {
                        ((CellVector) (this.value))._fetchInstances();
                        break;
                    }
                    case YEAR: {
                        ((CellYear) (this.value))._fetchInstances();
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
        if ( ((isPresent()) && (!(isNull())) && (isPartialJson())) ) {
            this.jsonDiff._fetchInstances();
        }
        extent();
        if (this.extent != null) {
            {
                FieldType.Code on = columnType();
                if (on != null) {
                    switch (columnType()) {
                    case BIT: {
                        this.extent._fetchInstances();
                        break;
                    }
                    case BLOB: {
                        ((CellExtent) (this.extent))._fetchInstances();
                        break;
                    }
                    case DATE: {
                        ((CellExtent) (this.extent))._fetchInstances();
                        break;
                    }
                    case DATETIME: {
                        ((CellExtent) (this.extent))._fetchInstances();
                        break;
                    }
                    case DATETIME2: {
                        ((CellExtent) (this.extent))._fetchInstances();
                        break;
                    }
                    case DOUBLE: {
                        ((CellExtent) (this.extent))._fetchInstances();
                        break;
                    }
                    case ENUM: {
                        ((CellExtent) (this.extent))._fetchInstances();
                        break;
                    }
                    case FLOAT: {
                        ((CellExtent) (this.extent))._fetchInstances();
                        break;
                    }
                    case GEOMETRY: {
                        ((CellExtent) (this.extent))._fetchInstances();
                        break;
                    }
                    case INT24: {
                        ((CellExtent) (this.extent))._fetchInstances();
                        break;
                    }
                    case JSON: {
                        ((CellExtent) (this.extent))._fetchInstances();
                        break;
                    }
                    case LONG: {
                        ((CellExtent) (this.extent))._fetchInstances();
                        break;
                    }
                    case LONG_BLOB: {
                        ((CellExtent) (this.extent))._fetchInstances();
                        break;
                    }
                    case LONGLONG: {
                        ((CellExtent) (this.extent))._fetchInstances();
                        break;
                    }
                    case MEDIUM_BLOB: {
                        ((CellExtent) (this.extent))._fetchInstances();
                        break;
                    }
                    case NEWDATE: {
                        ((CellExtent) (this.extent))._fetchInstances();
                        break;
                    }
                    case NEWDECIMAL: {
                        ((CellExtent) (this.extent))._fetchInstances();
                        break;
                    }
                    case SET: {
                        ((CellExtent) (this.extent))._fetchInstances();
                        break;
                    }
                    case SHORT: {
                        ((CellExtent) (this.extent))._fetchInstances();
                        break;
                    }
                    case STRING: {
                        ((CellExtent) (this.extent))._fetchInstances();
                        break;
                    }
                    case TIME: {
                        ((CellExtent) (this.extent))._fetchInstances();
                        break;
                    }
                    case TIME2: {
                        ((CellExtent) (this.extent))._fetchInstances();
                        break;
                    }
                    case TIMESTAMP: {
                        ((CellExtent) (this.extent))._fetchInstances();
                        break;
                    }
                    case TIMESTAMP2: {
                        ((CellExtent) (this.extent))._fetchInstances();
                        break;
                    }
                    case TINY: {
                        ((CellExtent) (this.extent))._fetchInstances();
                        break;
                    }
                    case TINY_BLOB: {
                        ((CellExtent) (this.extent))._fetchInstances();
                        break;
                    }
                    case VAR_STRING: {
                        ((CellExtent) (this.extent))._fetchInstances();
                        break;
                    }
                    case VARCHAR: {
                        ((CellExtent) (this.extent))._fetchInstances();
                        break;
                    }
                    case VECTOR: {
                        ((CellExtent) (this.extent))._fetchInstances();
                        break;
                    }
                    case YEAR: {
                        ((CellExtent) (this.extent))._fetchInstances();
                        break;
                    }
                    default: {
                        ((CellExtent) (this.extent))._fetchInstances();
                        break;
                    }
                    }
                } else {
                    ((CellExtent) (this.extent))._fetchInstances();
                }
            }
        }
    }

    /**
     * DATE (NEWDATE in the server): three little-endian bytes packing the day in the low five
     * bits, the month in the next four and the year in the top fifteen. Zero parts are kept
     * (dates such as 2024-00-10 or 0000-00-00 are allowed by the server's SQL modes).
     * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc">Source</a>
     */
    public static class CellDate extends KaitaiStruct {
        public static CellDate fromFile(String fileName) throws IOException {
            return new CellDate(new ByteBufferKaitaiStream(fileName));
        }

        public CellDate(KaitaiStream _io) {
            this(_io, null, null);
        }

        public CellDate(KaitaiStream _io, ColumnCell _parent) {
            this(_io, _parent, null);
        }

        public CellDate(KaitaiStream _io, ColumnCell _parent, ColumnCell _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.day = this._io.readBitsIntLe(5);
            this.month = this._io.readBitsIntLe(4);
            this.year = this._io.readBitsIntLe(15);
        }

        public void _fetchInstances() {
            raw();
            if (this.raw != null) {
            }
        }
        private byte[] raw;
        public byte[] raw() {
            if (this.raw != null)
                return this.raw;
            long _pos = this._io.pos();
            this._io.seek(0);
            this.raw = this._io.readBytesFull();
            this._io.seek(_pos);
            return this.raw;
        }
        private long day;
        private long month;
        private long year;
        private ColumnCell _root;
        private ColumnCell _parent;

        /**
         * Day of the month, 0 to 31 (0 in a zero date).
         */
        public long day() { return day; }

        /**
         * Month, 0 to 12 (0 in a zero date).
         */
        public long month() { return month; }

        /**
         * Year, 0 to 9999.
         */
        public long year() { return year; }
        public ColumnCell _root() { return _root; }
        public ColumnCell _parent() { return _parent; }
    }

    /**
     * The DATETIME of servers before MySQL 5.6.4, an 8-byte little-endian number whose decimal digits read YYYYMMDDHHMMSS.
     * @see <a href="https://github.com/mysql/mysql-server/blob/5.5/sql/field.cc">Source</a>
     */
    public static class CellDatetime extends KaitaiStruct {
        public static CellDatetime fromFile(String fileName) throws IOException {
            return new CellDatetime(new ByteBufferKaitaiStream(fileName));
        }

        public CellDatetime(KaitaiStream _io) {
            this(_io, null, null);
        }

        public CellDatetime(KaitaiStream _io, ColumnCell _parent) {
            this(_io, _parent, null);
        }

        public CellDatetime(KaitaiStream _io, ColumnCell _parent, ColumnCell _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.packed = this._io.readU8le();
        }

        public void _fetchInstances() {
            raw();
            if (this.raw != null) {
            }
        }
        private byte[] raw;
        public byte[] raw() {
            if (this.raw != null)
                return this.raw;
            long _pos = this._io.pos();
            this._io.seek(0);
            this.raw = this._io.readBytesFull();
            this._io.seek(_pos);
            return this.raw;
        }
        private long packed;
        private ColumnCell _root;
        private ColumnCell _parent;

        /**
         * The number whose decimal digits are YYYYMMDDHHMMSS.
         */
        public long packed() { return packed; }
        public ColumnCell _root() { return _root; }
        public ColumnCell _parent() { return _parent; }
    }

    /**
     * DATETIME(fsp) since MySQL 5.6.4: five big-endian bytes of bit fields (a sign bit that is
     * set for the non-negative values the server stores, then year * 13 + month, day, hour,
     * minute and second), then the fraction as in TIMESTAMP(fsp).
     * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/mysys/my_time.cc">Source</a>
     * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc">Source</a>
     */
    public static class CellDatetime2 extends KaitaiStruct {

        public CellDatetime2(KaitaiStream _io, int fsp) {
            this(_io, null, null, fsp);
        }

        public CellDatetime2(KaitaiStream _io, ColumnCell _parent, int fsp) {
            this(_io, _parent, null, fsp);
        }

        public CellDatetime2(KaitaiStream _io, ColumnCell _parent, ColumnCell _root, int fsp) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            this.fsp = fsp;
            _read();
        }
        private void _read() {
            this.isNonnegative = this._io.readBitsIntBe(1) != 0;
            this.yearMonth = this._io.readBitsIntBe(17);
            this.day = this._io.readBitsIntBe(5);
            this.hour = this._io.readBitsIntBe(5);
            this.minute = this._io.readBitsIntBe(6);
            this.second = this._io.readBitsIntBe(6);
            if (fsp() > 0) {
                switch (Math.floorDiv((fsp() + 1), 2)) {
                case 1: {
                    this.fraction = ((Number) (this._io.readU1())).intValue();
                    break;
                }
                case 2: {
                    this.fraction = ((Number) (this._io.readU2be())).intValue();
                    break;
                }
                case 3: {
                    this.fraction = ((Number) (this._io.readBitsIntBe(24))).intValue();
                    break;
                }
                }
            }
        }

        public void _fetchInstances() {
            if (fsp() > 0) {
                switch (Math.floorDiv((fsp() + 1), 2)) {
                case 1: {
                    break;
                }
                case 2: {
                    break;
                }
                case 3: {
                    break;
                }
                }
            }
            raw();
            if (this.raw != null) {
            }
        }
        private byte[] raw;
        public byte[] raw() {
            if (this.raw != null)
                return this.raw;
            long _pos = this._io.pos();
            this._io.seek(0);
            this.raw = this._io.readBytesFull();
            this._io.seek(_pos);
            return this.raw;
        }
        private boolean isNonnegative;
        private long yearMonth;
        private long day;
        private long hour;
        private long minute;
        private long second;
        private Integer fraction;
        private int fsp;
        private ColumnCell _root;
        private ColumnCell _parent;

        /**
         * Sign bit; set for every value the server stores (DATETIME is never negative).
         */
        public boolean isNonnegative() { return isNonnegative; }

        /**
         * year * 13 + month.
         */
        public long yearMonth() { return yearMonth; }

        /**
         * Day of the month, 0 to 31.
         */
        public long day() { return day; }

        /**
         * Hour, 0 to 23.
         */
        public long hour() { return hour; }

        /**
         * Minute, 0 to 59.
         */
        public long minute() { return minute; }

        /**
         * Second, 0 to 59.
         */
        public long second() { return second; }

        /**
         * The fraction of a second, as in TIMESTAMP(fsp).
         */
        public Integer fraction() { return fraction; }

        /**
         * Fractional-second digits (0 to 6) from the table map.
         */
        public int fsp() { return fsp; }
        public ColumnCell _root() { return _root; }
        public ColumnCell _parent() { return _parent; }
    }

    /**
     * DECIMAL(precision, scale) in the server's binary form: the integer digits and the
     * fraction digits each in groups of nine per 4 bytes, leftover digits in (n + 1) / 2 bytes.
     * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/strings/decimal.cc">Source</a>
     */
    public static class CellDecimal extends KaitaiStruct {

        public CellDecimal(KaitaiStream _io, int precision, int scale) {
            this(_io, null, null, precision, scale);
        }

        public CellDecimal(KaitaiStream _io, ColumnCell _parent, int precision, int scale) {
            this(_io, _parent, null, precision, scale);
        }

        public CellDecimal(KaitaiStream _io, ColumnCell _parent, ColumnCell _root, int precision, int scale) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            this.precision = precision;
            this.scale = scale;
            _read();
        }
        private void _read() {
            this.raw = this._io.readBytes(lenValue());
        }

        public void _fetchInstances() {
        }
        private Integer lenValue;

        /**
         * The value's size: 4 bytes per nine digits, (n + 1) / 2 bytes for the n digits left over, for the integer part and the fraction each.
         */
        public Integer lenValue() {
            if (this.lenValue != null)
                return this.lenValue;
            this.lenValue = ((Number) ((((Math.floorDiv(numIntDigits(), 9)) * 4 + Math.floorDiv((KaitaiStream.mod(numIntDigits(), 9) + 1), 2)) + (Math.floorDiv(scale(), 9)) * 4) + Math.floorDiv((KaitaiStream.mod(scale(), 9) + 1), 2))).intValue();
            return this.lenValue;
        }
        private Integer numIntDigits;

        /**
         * Digits before the decimal point.
         */
        public Integer numIntDigits() {
            if (this.numIntDigits != null)
                return this.numIntDigits;
            this.numIntDigits = ((Number) (precision() - scale())).intValue();
            return this.numIntDigits;
        }
        private byte[] raw;
        private int precision;
        private int scale;
        private ColumnCell _root;
        private ColumnCell _parent;
        public byte[] raw() { return raw; }

        /**
         * Total number of digits, from the table map.
         */
        public int precision() { return precision; }

        /**
         * Digits after the decimal point, from the table map.
         */
        public int scale() { return scale; }
        public ColumnCell _root() { return _root; }
        public ColumnCell _parent() { return _parent; }
    }

    /**
     * DOUBLE, an IEEE 754 double in little-endian order; `value` is absent if the table map gives an unusual size.
     * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc">Source</a>
     */
    public static class CellDouble extends KaitaiStruct {

        public CellDouble(KaitaiStream _io, int lenValue) {
            this(_io, null, null, lenValue);
        }

        public CellDouble(KaitaiStream _io, ColumnCell _parent, int lenValue) {
            this(_io, _parent, null, lenValue);
        }

        public CellDouble(KaitaiStream _io, ColumnCell _parent, ColumnCell _root, int lenValue) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            this.lenValue = lenValue;
            _read();
        }
        private void _read() {
            if (lenValue() == 8) {
                this.value = this._io.readF8le();
            }
        }

        public void _fetchInstances() {
            if (lenValue() == 8) {
            }
            raw();
            if (this.raw != null) {
            }
        }
        private byte[] raw;
        public byte[] raw() {
            if (this.raw != null)
                return this.raw;
            long _pos = this._io.pos();
            this._io.seek(0);
            this.raw = this._io.readBytesFull();
            this._io.seek(_pos);
            return this.raw;
        }
        private Double value;
        private int lenValue;
        private ColumnCell _root;
        private ColumnCell _parent;

        /**
         * The DOUBLE value.
         */
        public Double value() { return value; }

        /**
         * The table map's pack length (8).
         */
        public int lenValue() { return lenValue; }
        public ColumnCell _root() { return _root; }
        public ColumnCell _parent() { return _parent; }
    }

    /**
     * The size of one value in a row image, fixed (`len_fixed`) or prefixed by its length (`len_length` bytes).
     * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_utility.cc">Source</a>
     */
    public static class CellExtent extends KaitaiStruct {

        public CellExtent(KaitaiStream _io, long lenFixed, int lenLength) {
            this(_io, null, null, lenFixed, lenLength);
        }

        public CellExtent(KaitaiStream _io, ColumnCell _parent, long lenFixed, int lenLength) {
            this(_io, _parent, null, lenFixed, lenLength);
        }

        public CellExtent(KaitaiStream _io, ColumnCell _parent, ColumnCell _root, long lenFixed, int lenLength) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            this.lenFixed = lenFixed;
            this.lenLength = lenLength;
            _read();
        }
        private void _read() {
            if (lenLength() > 0) {
                switch (lenLength()) {
                case 1: {
                    this.lenValue = ((Number) (this._io.readU1())).intValue();
                    break;
                }
                case 2: {
                    this.lenValue = ((Number) (this._io.readU2le())).intValue();
                    break;
                }
                case 3: {
                    this.lenValue = ((Number) (this._io.readBitsIntLe(24))).intValue();
                    break;
                }
                case 4: {
                    this.lenValue = ((Number) (this._io.readU4le())).intValue();
                    break;
                }
                }
            }
        }

        public void _fetchInstances() {
            if (lenLength() > 0) {
                switch (lenLength()) {
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
        }
        private Integer lenCell;

        /**
         * All bytes the value takes in the image, its length prefix included.
         */
        public Integer lenCell() {
            if (this.lenCell != null)
                return this.lenCell;
            this.lenCell = ((Number) ((lenLength() == 0 ? lenFixed() : lenLength() + lenValue()))).intValue();
            return this.lenCell;
        }
        private Integer lenValue;
        private long lenFixed;
        private int lenLength;
        private ColumnCell _root;
        private ColumnCell _parent;

        /**
         * The value's length, read from its length prefix.
         */
        public Integer lenValue() { return lenValue; }

        /**
         * The value's size for fixed-size types; 0 for length-prefixed ones.
         */
        public long lenFixed() { return lenFixed; }

        /**
         * How many bytes hold the value's length (1 to 4); 0 for fixed-size types.
         */
        public int lenLength() { return lenLength; }
        public ColumnCell _root() { return _root; }
        public ColumnCell _parent() { return _parent; }
    }

    /**
     * A value kept as its bytes (BIT, most significant byte first; ENUM and SET indexes, little-endian).
     */
    public static class CellFixed extends KaitaiStruct {

        public CellFixed(KaitaiStream _io, long lenValue) {
            this(_io, null, null, lenValue);
        }

        public CellFixed(KaitaiStream _io, KaitaiStruct _parent, long lenValue) {
            this(_io, _parent, null, lenValue);
        }

        public CellFixed(KaitaiStream _io, KaitaiStruct _parent, ColumnCell _root, long lenValue) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            this.lenValue = lenValue;
            _read();
        }
        private void _read() {
            this.raw = this._io.readBytes(lenValue());
        }

        public void _fetchInstances() {
        }
        private byte[] raw;
        private long lenValue;
        private ColumnCell _root;
        private KaitaiStruct _parent;
        public byte[] raw() { return raw; }

        /**
         * The value's size in bytes.
         */
        public long lenValue() { return lenValue; }
        public ColumnCell _root() { return _root; }
        public KaitaiStruct _parent() { return _parent; }
    }

    /**
     * FLOAT, an IEEE 754 single in little-endian order; `value` is absent if the table map gives an unusual size.
     * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc">Source</a>
     */
    public static class CellFloat extends KaitaiStruct {

        public CellFloat(KaitaiStream _io, int lenValue) {
            this(_io, null, null, lenValue);
        }

        public CellFloat(KaitaiStream _io, ColumnCell _parent, int lenValue) {
            this(_io, _parent, null, lenValue);
        }

        public CellFloat(KaitaiStream _io, ColumnCell _parent, ColumnCell _root, int lenValue) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            this.lenValue = lenValue;
            _read();
        }
        private void _read() {
            if (lenValue() == 4) {
                this.value = this._io.readF4le();
            }
        }

        public void _fetchInstances() {
            if (lenValue() == 4) {
            }
            raw();
            if (this.raw != null) {
            }
        }
        private byte[] raw;
        public byte[] raw() {
            if (this.raw != null)
                return this.raw;
            long _pos = this._io.pos();
            this._io.seek(0);
            this.raw = this._io.readBytesFull();
            this._io.seek(_pos);
            return this.raw;
        }
        private Float value;
        private int lenValue;
        private ColumnCell _root;
        private ColumnCell _parent;

        /**
         * The FLOAT value.
         */
        public Float value() { return value; }

        /**
         * The table map's pack length (4).
         */
        public int lenValue() { return lenValue; }
        public ColumnCell _root() { return _root; }
        public ColumnCell _parent() { return _parent; }
    }

    /**
     * GEOMETRY and its subtypes: a length, then the spatial reference id as a little-endian u4
     * and the shape in well-known binary (WKB).
     * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc">Source</a>
     */
    public static class CellGeometry extends KaitaiStruct {

        public CellGeometry(KaitaiStream _io, int lenLength) {
            this(_io, null, null, lenLength);
        }

        public CellGeometry(KaitaiStream _io, ColumnCell _parent, int lenLength) {
            this(_io, _parent, null, lenLength);
        }

        public CellGeometry(KaitaiStream _io, ColumnCell _parent, ColumnCell _root, int lenLength) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            this.lenLength = lenLength;
            _read();
        }
        private void _read() {
            switch (lenLength()) {
            case 1: {
                this.lenValue = ((Number) (this._io.readU1())).intValue();
                break;
            }
            case 2: {
                this.lenValue = ((Number) (this._io.readU2le())).intValue();
                break;
            }
            case 3: {
                this.lenValue = ((Number) (this._io.readBitsIntLe(24))).intValue();
                break;
            }
            case 4: {
                this.lenValue = ((Number) (this._io.readU4le())).intValue();
                break;
            }
            }
            this.srid = this._io.readU4le();
            this.wkb = this._io.readBytes(lenValue() - 4);
        }

        public void _fetchInstances() {
            switch (lenLength()) {
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
            raw();
            if (this.raw != null) {
            }
        }
        private byte[] raw;
        public byte[] raw() {
            if (this.raw != null)
                return this.raw;
            long _pos = this._io.pos();
            this._io.seek(lenLength());
            this.raw = this._io.readBytes(lenValue());
            this._io.seek(_pos);
            return this.raw;
        }
        private Integer lenValue;
        private long srid;
        private byte[] wkb;
        private int lenLength;
        private ColumnCell _root;
        private ColumnCell _parent;

        /**
         * Length of the SRID and the WKB together.
         */
        public Integer lenValue() { return lenValue; }

        /**
         * Spatial reference system id (0 when the value has none).
         */
        public long srid() { return srid; }

        /**
         * The shape as well-known binary (byte order flag, type, coordinates).
         */
        public byte[] wkb() { return wkb; }

        /**
         * How many bytes hold the value's length (the table map's pack length).
         */
        public int lenLength() { return lenLength; }
        public ColumnCell _root() { return _root; }
        public ColumnCell _parent() { return _parent; }
    }

    /**
     * TINYINT, SMALLINT, MEDIUMINT, INT and BIGINT: a little-endian integer of 1, 2, 3, 4 or 8
     * bytes. The binlog does not say whether it is signed (the table map's optional SIGNEDNESS
     * metadata does), so both readings are given.
     * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc">Source</a>
     */
    public static class CellInt extends KaitaiStruct {

        public CellInt(KaitaiStream _io, int lenValue) {
            this(_io, null, null, lenValue);
        }

        public CellInt(KaitaiStream _io, ColumnCell _parent, int lenValue) {
            this(_io, _parent, null, lenValue);
        }

        public CellInt(KaitaiStream _io, ColumnCell _parent, ColumnCell _root, int lenValue) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            this.lenValue = lenValue;
            _read();
        }
        private void _read() {
            switch (lenValue()) {
            case 1: {
                this.valueUnsigned = ((Number) (this._io.readU1())).intValue();
                break;
            }
            case 2: {
                this.valueUnsigned = ((Number) (this._io.readU2le())).intValue();
                break;
            }
            case 3: {
                this.valueUnsigned = ((Number) (this._io.readBitsIntLe(24))).intValue();
                break;
            }
            case 4: {
                this.valueUnsigned = ((Number) (this._io.readU4le())).intValue();
                break;
            }
            case 8: {
                this.valueUnsigned = ((Number) (this._io.readU8le())).intValue();
                break;
            }
            }
        }

        public void _fetchInstances() {
            switch (lenValue()) {
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
            case 8: {
                break;
            }
            }
            bigintHigh();
            if (this.bigintHigh != null) {
            }
            bigintLow();
            if (this.bigintLow != null) {
            }
            raw();
            if (this.raw != null) {
            }
        }
        private Integer bigintHigh;

        /**
         * A BIGINT's high four bytes, read as signed.
         */
        public Integer bigintHigh() {
            if (this.bigintHigh != null)
                return this.bigintHigh;
            if (lenValue() == 8) {
                long _pos = this._io.pos();
                this._io.seek(4);
                this.bigintHigh = this._io.readS4le();
                this._io.seek(_pos);
            }
            return this.bigintHigh;
        }
        private Long bigintLow;

        /**
         * A BIGINT's low four bytes.
         */
        public Long bigintLow() {
            if (this.bigintLow != null)
                return this.bigintLow;
            if (lenValue() == 8) {
                long _pos = this._io.pos();
                this._io.seek(0);
                this.bigintLow = this._io.readU4le();
                this._io.seek(_pos);
            }
            return this.bigintLow;
        }
        private byte[] raw;
        public byte[] raw() {
            if (this.raw != null)
                return this.raw;
            long _pos = this._io.pos();
            this._io.seek(0);
            this.raw = this._io.readBytesFull();
            this._io.seek(_pos);
            return this.raw;
        }
        private Long valueSigned;

        /**
         * The same bits read as a two's-complement number. Written with comparisons and
         * constants rather than shifts, which the JavaScript target computes on 32 bits only;
         * a BIGINT is put together from its two halves (the JavaScript runtime's signed 64-bit
         * read, readS8le in kaitai-struct 0.11.0, is wrong for negative numbers whose low half
         * is below 0x80000000).
         */
        public Long valueSigned() {
            if (this.valueSigned != null)
                return this.valueSigned;
            this.valueSigned = ((Number) (((Number) ((lenValue() == 8 ? bigintHigh() * 4294967296L + bigintLow() : (valueUnsigned() < (lenValue() == 1 ? 128 : (lenValue() == 2 ? 32768 : (lenValue() == 3 ? 8388608 : 2147483648L))) ? valueUnsigned() : valueUnsigned() - (lenValue() == 1 ? 256 : (lenValue() == 2 ? 65536 : (lenValue() == 3 ? 16777216 : 4294967296L))))))).longValue())).longValue();
            return this.valueSigned;
        }
        private Integer valueUnsigned;
        private int lenValue;
        private ColumnCell _root;
        private ColumnCell _parent;

        /**
         * The bits read as an unsigned number.
         */
        public Integer valueUnsigned() { return valueUnsigned; }

        /**
         * The integer's width: 1, 2, 3, 4 or 8 bytes.
         */
        public int lenValue() { return lenValue; }
        public ColumnCell _root() { return _root; }
        public ColumnCell _parent() { return _parent; }
    }

    /**
     * MySQL's JSON: a length, then the document in MySQL's binary JSON form. A zero length (which
     * the server reads as JSON null) has no document.
     * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc">Source</a>
     * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/sql-common/json_binary.cc">Source</a>
     */
    public static class CellJson extends KaitaiStruct {

        public CellJson(KaitaiStream _io, int lenLength) {
            this(_io, null, null, lenLength);
        }

        public CellJson(KaitaiStream _io, ColumnCell _parent, int lenLength) {
            this(_io, _parent, null, lenLength);
        }

        public CellJson(KaitaiStream _io, ColumnCell _parent, ColumnCell _root, int lenLength) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            this.lenLength = lenLength;
            _read();
        }
        private void _read() {
            switch (lenLength()) {
            case 1: {
                this.lenValue = ((Number) (this._io.readU1())).intValue();
                break;
            }
            case 2: {
                this.lenValue = ((Number) (this._io.readU2le())).intValue();
                break;
            }
            case 3: {
                this.lenValue = ((Number) (this._io.readBitsIntLe(24))).intValue();
                break;
            }
            case 4: {
                this.lenValue = ((Number) (this._io.readU4le())).intValue();
                break;
            }
            }
            if (lenValue() > 0) {
                KaitaiStream _io_document = this._io.substream(lenValue());
                this.document = new MysqlJson(_io_document);
            }
        }

        public void _fetchInstances() {
            switch (lenLength()) {
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
            if (lenValue() > 0) {
                this.document._fetchInstances();
            }
            raw();
            if (this.raw != null) {
            }
        }
        private byte[] raw;
        public byte[] raw() {
            if (this.raw != null)
                return this.raw;
            long _pos = this._io.pos();
            this._io.seek(lenLength());
            this.raw = this._io.readBytes(lenValue());
            this._io.seek(_pos);
            return this.raw;
        }
        private Integer lenValue;
        private MysqlJson document;
        private int lenLength;
        private ColumnCell _root;
        private ColumnCell _parent;

        /**
         * The document's length in bytes.
         */
        public Integer lenValue() { return lenValue; }

        /**
         * The binary JSON document.
         */
        public MysqlJson document() { return document; }

        /**
         * How many bytes hold the value's length (the table map's pack length, 4).
         */
        public int lenLength() { return lenLength; }
        public ColumnCell _root() { return _root; }
        public ColumnCell _parent() { return _parent; }
    }

    /**
     * A STRING column, which is CHAR/BINARY, ENUM or SET by its real type.
     */
    public static class CellString extends KaitaiStruct {

        public CellString(KaitaiStream _io, TableMapEvent.StringRealType realType, int maxLength) {
            this(_io, null, null, realType, maxLength);
        }

        public CellString(KaitaiStream _io, ColumnCell _parent, TableMapEvent.StringRealType realType, int maxLength) {
            this(_io, _parent, null, realType, maxLength);
        }

        public CellString(KaitaiStream _io, ColumnCell _parent, ColumnCell _root, TableMapEvent.StringRealType realType, int maxLength) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            this.realType = realType;
            this.maxLength = maxLength;
            _read();
        }
        private void _read() {
            {
                TableMapEvent.StringRealType on = realType();
                if (on != null) {
                    switch (realType()) {
                    case ENUM: {
                        this.value = new CellFixed(this._io, this, _root, maxLength());
                        break;
                    }
                    case SET: {
                        this.value = new CellFixed(this._io, this, _root, maxLength());
                        break;
                    }
                    case STRING: {
                        this.value = new CellVar(this._io, this, _root, (maxLength() < 256 ? 1 : 2));
                        break;
                    }
                    }
                }
            }
        }

        public void _fetchInstances() {
            {
                TableMapEvent.StringRealType on = realType();
                if (on != null) {
                    switch (realType()) {
                    case ENUM: {
                        ((CellFixed) (this.value))._fetchInstances();
                        break;
                    }
                    case SET: {
                        ((CellFixed) (this.value))._fetchInstances();
                        break;
                    }
                    case STRING: {
                        ((CellVar) (this.value))._fetchInstances();
                        break;
                    }
                    }
                }
            }
        }
        private KaitaiStruct value;
        private TableMapEvent.StringRealType realType;
        private int maxLength;
        private ColumnCell _root;
        private ColumnCell _parent;

        /**
         * CHAR and BINARY: a length-prefixed value; ENUM and SET: the member index or bit set, max_length bytes little-endian.
         */
        public KaitaiStruct value() { return value; }

        /**
         * The column's real type from the table map: STRING (CHAR/BINARY), ENUM or SET.
         */
        public TableMapEvent.StringRealType realType() { return realType; }

        /**
         * CHAR's largest value in bytes; ENUM's and SET's value size.
         */
        public int maxLength() { return maxLength; }
        public ColumnCell _root() { return _root; }
        public ColumnCell _parent() { return _parent; }
    }

    /**
     * The TIME of servers before MySQL 5.6.4 (MariaDB with mysql56_temporal_format=OFF): a
     * signed 3-byte little-endian number whose decimal digits read HHMMSS, negative for negative
     * times.
     * @see <a href="https://github.com/mysql/mysql-server/blob/5.5/sql/field.cc">Source</a>
     */
    public static class CellTime extends KaitaiStruct {
        public static CellTime fromFile(String fileName) throws IOException {
            return new CellTime(new ByteBufferKaitaiStream(fileName));
        }

        public CellTime(KaitaiStream _io) {
            this(_io, null, null);
        }

        public CellTime(KaitaiStream _io, ColumnCell _parent) {
            this(_io, _parent, null);
        }

        public CellTime(KaitaiStream _io, ColumnCell _parent, ColumnCell _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.packedUnsigned = this._io.readBitsIntLe(24);
        }

        public void _fetchInstances() {
            raw();
            if (this.raw != null) {
            }
        }
        private Integer packed;

        /**
         * The stored number as a signed value.
         */
        public Integer packed() {
            if (this.packed != null)
                return this.packed;
            this.packed = ((Number) ((packedUnsigned() >= 8388608 ? packedUnsigned() - 16777216 : packedUnsigned()))).intValue();
            return this.packed;
        }
        private byte[] raw;
        public byte[] raw() {
            if (this.raw != null)
                return this.raw;
            long _pos = this._io.pos();
            this._io.seek(0);
            this.raw = this._io.readBytesFull();
            this._io.seek(_pos);
            return this.raw;
        }
        private long packedUnsigned;
        private ColumnCell _root;
        private ColumnCell _parent;

        /**
         * The three bytes read as an unsigned number.
         */
        public long packedUnsigned() { return packedUnsigned; }
        public ColumnCell _root() { return _root; }
        public ColumnCell _parent() { return _parent; }
    }

    /**
     * TIME(fsp) since MySQL 5.6.4: a big-endian number offset by 0x800000 (for the integer part)
     * whose bits below the offset hold hours (10 bits), minutes (6) and seconds (6), then the
     * fraction as in TIMESTAMP(fsp). A negative time is stored as the offset minus its
     * magnitude over the integer part and the fraction taken together, so the two parts are
     * combined before the sign is known; for a non-negative time they read directly.
     * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/mysys/my_time.cc">Source</a>
     * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc">Source</a>
     */
    public static class CellTime2 extends KaitaiStruct {

        public CellTime2(KaitaiStream _io, int fsp) {
            this(_io, null, null, fsp);
        }

        public CellTime2(KaitaiStream _io, ColumnCell _parent, int fsp) {
            this(_io, _parent, null, fsp);
        }

        public CellTime2(KaitaiStream _io, ColumnCell _parent, ColumnCell _root, int fsp) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            this.fsp = fsp;
            _read();
        }
        private void _read() {
            this.intPart = this._io.readBitsIntBe(24);
            if (fsp() > 0) {
                switch (Math.floorDiv((fsp() + 1), 2)) {
                case 1: {
                    this.fraction = ((Number) (this._io.readU1())).intValue();
                    break;
                }
                case 2: {
                    this.fraction = ((Number) (this._io.readU2be())).intValue();
                    break;
                }
                case 3: {
                    this.fraction = ((Number) (this._io.readBitsIntBe(24))).intValue();
                    break;
                }
                }
            }
        }

        public void _fetchInstances() {
            if (fsp() > 0) {
                switch (Math.floorDiv((fsp() + 1), 2)) {
                case 1: {
                    break;
                }
                case 2: {
                    break;
                }
                case 3: {
                    break;
                }
                }
            }
            raw();
            if (this.raw != null) {
            }
        }
        private byte[] raw;
        public byte[] raw() {
            if (this.raw != null)
                return this.raw;
            long _pos = this._io.pos();
            this._io.seek(0);
            this.raw = this._io.readBytesFull();
            this._io.seek(_pos);
            return this.raw;
        }
        private long intPart;
        private Integer fraction;
        private int fsp;
        private ColumnCell _root;
        private ColumnCell _parent;

        /**
         * Hours, minutes and seconds in bit fields, offset by 0x800000 (see the type's doc for negative values).
         */
        public long intPart() { return intPart; }

        /**
         * The fraction of a second, as in TIMESTAMP(fsp); for a negative time, part of the offset number.
         */
        public Integer fraction() { return fraction; }

        /**
         * Fractional-second digits (0 to 6) from the table map.
         */
        public int fsp() { return fsp; }
        public ColumnCell _root() { return _root; }
        public ColumnCell _parent() { return _parent; }
    }

    /**
     * The TIMESTAMP of servers before MySQL 5.6.4, seconds since 1970-01-01 00:00:00 UTC (0 is the zero timestamp).
     * @see <a href="https://github.com/mysql/mysql-server/blob/5.5/sql/field.cc">Source</a>
     */
    public static class CellTimestamp extends KaitaiStruct {
        public static CellTimestamp fromFile(String fileName) throws IOException {
            return new CellTimestamp(new ByteBufferKaitaiStream(fileName));
        }

        public CellTimestamp(KaitaiStream _io) {
            this(_io, null, null);
        }

        public CellTimestamp(KaitaiStream _io, ColumnCell _parent) {
            this(_io, _parent, null);
        }

        public CellTimestamp(KaitaiStream _io, ColumnCell _parent, ColumnCell _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.seconds = this._io.readU4le();
        }

        public void _fetchInstances() {
            raw();
            if (this.raw != null) {
            }
        }
        private byte[] raw;
        public byte[] raw() {
            if (this.raw != null)
                return this.raw;
            long _pos = this._io.pos();
            this._io.seek(0);
            this.raw = this._io.readBytesFull();
            this._io.seek(_pos);
            return this.raw;
        }
        private long seconds;
        private ColumnCell _root;
        private ColumnCell _parent;

        /**
         * Seconds since the epoch.
         */
        public long seconds() { return seconds; }
        public ColumnCell _root() { return _root; }
        public ColumnCell _parent() { return _parent; }
    }

    /**
     * TIMESTAMP(fsp) since MySQL 5.6.4: the seconds since the epoch as a big-endian u4, then the
     * fraction of a second in (fsp + 1) / 2 big-endian bytes, counting hundredths (1-2 digits),
     * ten-thousandths (3-4) or microseconds (5-6).
     * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/mysys/my_time.cc">Source</a>
     * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc">Source</a>
     */
    public static class CellTimestamp2 extends KaitaiStruct {

        public CellTimestamp2(KaitaiStream _io, int fsp) {
            this(_io, null, null, fsp);
        }

        public CellTimestamp2(KaitaiStream _io, ColumnCell _parent, int fsp) {
            this(_io, _parent, null, fsp);
        }

        public CellTimestamp2(KaitaiStream _io, ColumnCell _parent, ColumnCell _root, int fsp) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            this.fsp = fsp;
            _read();
        }
        private void _read() {
            this.seconds = this._io.readU4be();
            if (fsp() > 0) {
                switch (Math.floorDiv((fsp() + 1), 2)) {
                case 1: {
                    this.fraction = ((Number) (this._io.readU1())).intValue();
                    break;
                }
                case 2: {
                    this.fraction = ((Number) (this._io.readU2be())).intValue();
                    break;
                }
                case 3: {
                    this.fraction = ((Number) (this._io.readBitsIntBe(24))).intValue();
                    break;
                }
                }
            }
        }

        public void _fetchInstances() {
            if (fsp() > 0) {
                switch (Math.floorDiv((fsp() + 1), 2)) {
                case 1: {
                    break;
                }
                case 2: {
                    break;
                }
                case 3: {
                    break;
                }
                }
            }
            raw();
            if (this.raw != null) {
            }
        }
        private byte[] raw;
        public byte[] raw() {
            if (this.raw != null)
                return this.raw;
            long _pos = this._io.pos();
            this._io.seek(0);
            this.raw = this._io.readBytesFull();
            this._io.seek(_pos);
            return this.raw;
        }
        private long seconds;
        private Integer fraction;
        private int fsp;
        private ColumnCell _root;
        private ColumnCell _parent;

        /**
         * Seconds since the epoch (0 with no fraction is the zero timestamp).
         */
        public long seconds() { return seconds; }

        /**
         * The fraction of a second, in units of 10^-(2 * ((fsp + 1) / 2)) seconds.
         */
        public Integer fraction() { return fraction; }

        /**
         * Fractional-second digits (0 to 6) from the table map.
         */
        public int fsp() { return fsp; }
        public ColumnCell _root() { return _root; }
        public ColumnCell _parent() { return _parent; }
    }

    /**
     * A length-prefixed value kept as its bytes (CHAR, VARCHAR, BINARY, VARBINARY, BLOB and TEXT).
     */
    public static class CellVar extends KaitaiStruct {

        public CellVar(KaitaiStream _io, int lenLength) {
            this(_io, null, null, lenLength);
        }

        public CellVar(KaitaiStream _io, KaitaiStruct _parent, int lenLength) {
            this(_io, _parent, null, lenLength);
        }

        public CellVar(KaitaiStream _io, KaitaiStruct _parent, ColumnCell _root, int lenLength) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            this.lenLength = lenLength;
            _read();
        }
        private void _read() {
            switch (lenLength()) {
            case 1: {
                this.lenValue = ((Number) (this._io.readU1())).intValue();
                break;
            }
            case 2: {
                this.lenValue = ((Number) (this._io.readU2le())).intValue();
                break;
            }
            case 3: {
                this.lenValue = ((Number) (this._io.readBitsIntLe(24))).intValue();
                break;
            }
            case 4: {
                this.lenValue = ((Number) (this._io.readU4le())).intValue();
                break;
            }
            }
            this.raw = this._io.readBytes(lenValue());
        }

        public void _fetchInstances() {
            switch (lenLength()) {
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
        private Integer lenValue;
        private byte[] raw;
        private int lenLength;
        private ColumnCell _root;
        private KaitaiStruct _parent;

        /**
         * The value's length in bytes.
         */
        public Integer lenValue() { return lenValue; }
        public byte[] raw() { return raw; }

        /**
         * How many bytes hold the value's length (1 to 4).
         */
        public int lenLength() { return lenLength; }
        public ColumnCell _root() { return _root; }
        public KaitaiStruct _parent() { return _parent; }
    }

    /**
     * MySQL 9's VECTOR, a length and then that many bytes of little-endian IEEE 754 singles.
     * @see <a href="https://github.com/mysql/mysql-server/blob/trunk/sql/field.cc">Source</a>
     */
    public static class CellVector extends KaitaiStruct {

        public CellVector(KaitaiStream _io, int lenLength) {
            this(_io, null, null, lenLength);
        }

        public CellVector(KaitaiStream _io, ColumnCell _parent, int lenLength) {
            this(_io, _parent, null, lenLength);
        }

        public CellVector(KaitaiStream _io, ColumnCell _parent, ColumnCell _root, int lenLength) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            this.lenLength = lenLength;
            _read();
        }
        private void _read() {
            switch (lenLength()) {
            case 1: {
                this.lenValue = ((Number) (this._io.readU1())).intValue();
                break;
            }
            case 2: {
                this.lenValue = ((Number) (this._io.readU2le())).intValue();
                break;
            }
            case 3: {
                this.lenValue = ((Number) (this._io.readBitsIntLe(24))).intValue();
                break;
            }
            case 4: {
                this.lenValue = ((Number) (this._io.readU4le())).intValue();
                break;
            }
            }
            this.values = new ArrayList<Float>();
            for (int i = 0; i < Math.floorDiv(lenValue(), 4); i++) {
                this.values.add(this._io.readF4le());
            }
        }

        public void _fetchInstances() {
            switch (lenLength()) {
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
            for (int i = 0; i < this.values.size(); i++) {
            }
            raw();
            if (this.raw != null) {
            }
        }
        private byte[] raw;
        public byte[] raw() {
            if (this.raw != null)
                return this.raw;
            long _pos = this._io.pos();
            this._io.seek(lenLength());
            this.raw = this._io.readBytes(lenValue());
            this._io.seek(_pos);
            return this.raw;
        }
        private Integer lenValue;
        private List<Float> values;
        private int lenLength;
        private ColumnCell _root;
        private ColumnCell _parent;
        public Integer lenValue() { return lenValue; }

        /**
         * The vector's components.
         */
        public List<Float> values() { return values; }

        /**
         * How many bytes hold the value's length (the table map's pack length).
         */
        public int lenLength() { return lenLength; }
        public ColumnCell _root() { return _root; }
        public ColumnCell _parent() { return _parent; }
    }

    /**
     * YEAR, one byte counting years from 1900; 0 is the zero year 0000.
     * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc">Source</a>
     */
    public static class CellYear extends KaitaiStruct {
        public static CellYear fromFile(String fileName) throws IOException {
            return new CellYear(new ByteBufferKaitaiStream(fileName));
        }

        public CellYear(KaitaiStream _io) {
            this(_io, null, null);
        }

        public CellYear(KaitaiStream _io, ColumnCell _parent) {
            this(_io, _parent, null);
        }

        public CellYear(KaitaiStream _io, ColumnCell _parent, ColumnCell _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.yearsSince1900 = this._io.readU1();
        }

        public void _fetchInstances() {
            raw();
            if (this.raw != null) {
            }
        }
        private byte[] raw;
        public byte[] raw() {
            if (this.raw != null)
                return this.raw;
            long _pos = this._io.pos();
            this._io.seek(0);
            this.raw = this._io.readBytesFull();
            this._io.seek(_pos);
            return this.raw;
        }
        private Integer year;

        /**
         * The year: 0 (0000) or 1901 to 2155.
         */
        public Integer year() {
            if (this.year != null)
                return this.year;
            this.year = ((Number) ((yearsSince1900() == 0 ? 0 : yearsSince1900() + 1900))).intValue();
            return this.year;
        }
        private int yearsSince1900;
        private ColumnCell _root;
        private ColumnCell _parent;

        /**
         * The stored byte: years after 1900, or 0 for the year 0000.
         */
        public int yearsSince1900() { return yearsSince1900; }
        public ColumnCell _root() { return _root; }
        public ColumnCell _parent() { return _parent; }
    }

    /**
     * A partial update of a JSON document, as a list of operations on paths.
     * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/sql/json_diff.cc">Source</a>
     */
    public static class JsonDiff extends KaitaiStruct {
        public static JsonDiff fromFile(String fileName) throws IOException {
            return new JsonDiff(new ByteBufferKaitaiStream(fileName));
        }

        public JsonDiff(KaitaiStream _io) {
            this(_io, null, null);
        }

        public JsonDiff(KaitaiStream _io, ColumnCell _parent) {
            this(_io, _parent, null);
        }

        public JsonDiff(KaitaiStream _io, ColumnCell _parent, ColumnCell _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.lenDiff = this._io.readU4le();
            KaitaiStream _io_operations = this._io.substream(lenDiff());
            this.operations = new JsonDiffOperations(_io_operations, this, _root);
        }

        public void _fetchInstances() {
            this.operations._fetchInstances();
        }
        private long lenDiff;
        private JsonDiffOperations operations;
        private ColumnCell _root;
        private ColumnCell _parent;

        /**
         * Length of the operations that follow.
         */
        public long lenDiff() { return lenDiff; }

        /**
         * The diff's operations.
         */
        public JsonDiffOperations operations() { return operations; }
        public ColumnCell _root() { return _root; }
        public ColumnCell _parent() { return _parent; }
    }

    /**
     * One operation: what to do at which path, and the new value unless it removes.
     */
    public static class JsonDiffOperation extends KaitaiStruct {
        public static JsonDiffOperation fromFile(String fileName) throws IOException {
            return new JsonDiffOperation(new ByteBufferKaitaiStream(fileName));
        }

        public JsonDiffOperation(KaitaiStream _io) {
            this(_io, null, null);
        }

        public JsonDiffOperation(KaitaiStream _io, ColumnCell.JsonDiffOperations _parent) {
            this(_io, _parent, null);
        }

        public JsonDiffOperation(KaitaiStream _io, ColumnCell.JsonDiffOperations _parent, ColumnCell _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.operation = ColumnCell.JsonDiffOperationType.byId(this._io.readU1());
            this.lenPath = new PackedInt(this._io);
            this.path = StrictText.utf8(this._io.readBytes(lenPath().value()));
            if (operation() != ColumnCell.JsonDiffOperationType.REMOVE) {
                this.lenValue = new PackedInt(this._io);
            }
            if (operation() != ColumnCell.JsonDiffOperationType.REMOVE) {
                this.value = this._io.readBytes(lenValue().value());
            }
        }

        public void _fetchInstances() {
            this.lenPath._fetchInstances();
            if (operation() != ColumnCell.JsonDiffOperationType.REMOVE) {
                this.lenValue._fetchInstances();
            }
            if (operation() != ColumnCell.JsonDiffOperationType.REMOVE) {
            }
        }
        private JsonDiffOperationType operation;
        private PackedInt lenPath;
        private String path;
        private PackedInt lenValue;
        private byte[] value;
        private ColumnCell _root;
        private ColumnCell.JsonDiffOperations _parent;

        /**
         * Replace, insert or remove.
         */
        public JsonDiffOperationType operation() { return operation; }
        public PackedInt lenPath() { return lenPath; }

        /**
         * The JSON path it applies to, as MySQL prints paths ($.a[2]...).
         */
        public String path() { return path; }
        public PackedInt lenValue() { return lenValue; }

        /**
         * The new value in MySQL's binary JSON format.
         */
        public byte[] value() { return value; }
        public ColumnCell _root() { return _root; }
        public ColumnCell.JsonDiffOperations _parent() { return _parent; }
    }

    /**
     * The operations of one partial JSON update, up to the end of the diff.
     */
    public static class JsonDiffOperations extends KaitaiStruct {
        public static JsonDiffOperations fromFile(String fileName) throws IOException {
            return new JsonDiffOperations(new ByteBufferKaitaiStream(fileName));
        }

        public JsonDiffOperations(KaitaiStream _io) {
            this(_io, null, null);
        }

        public JsonDiffOperations(KaitaiStream _io, ColumnCell.JsonDiff _parent) {
            this(_io, _parent, null);
        }

        public JsonDiffOperations(KaitaiStream _io, ColumnCell.JsonDiff _parent, ColumnCell _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.operations = new ArrayList<JsonDiffOperation>();
            {
                int i = 0;
                while (!this._io.isEof()) {
                    this.operations.add(new JsonDiffOperation(this._io, this, _root));
                    i++;
                }
            }
        }

        public void _fetchInstances() {
            for (int i = 0; i < this.operations.size(); i++) {
                this.operations.get(((Number) (i)).intValue())._fetchInstances();
            }
        }
        private List<JsonDiffOperation> operations;
        private ColumnCell _root;
        private ColumnCell.JsonDiff _parent;

        /**
         * Operations in the order the server applied them.
         */
        public List<JsonDiffOperation> operations() { return operations; }
        public ColumnCell _root() { return _root; }
        public ColumnCell.JsonDiff _parent() { return _parent; }
    }
    private FieldType.Code columnType;

    /**
     * The column's type as the table map gives it.
     */
    public FieldType.Code columnType() {
        if (this.columnType != null)
            return this.columnType;
        this.columnType = tableMap().columnTypes().get(((Number) (index())).intValue());
        return this.columnType;
    }
    private CellExtent extent;

    /**
     * How many bytes the value takes, looked up where the value starts (before it is read):
     * fixed by the type and its metadata, or a length prefix and the length it gives. Empty for a
     * type this spec cannot size.
     */
    public CellExtent extent() {
        if (this.extent != null)
            return this.extent;
        if ( ((isPresent()) && (!(isNull())) && (!(isPartialJson()))) ) {
            long _pos = this._io.pos();
            this._io.seek(_io().pos());
            {
                FieldType.Code on = columnType();
                if (on != null) {
                    switch (columnType()) {
                    case BIT: {
                        this.extent = new CellExtent(this._io, this, _root, ((TableMapEvent.MetaBit) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).lenValue(), 0);
                        break;
                    }
                    case BLOB: {
                        this.extent = new CellExtent(this._io, this, _root, 0, ((TableMapEvent.MetaPackLength) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).packLength());
                        break;
                    }
                    case DATE: {
                        this.extent = new CellExtent(this._io, this, _root, 3, 0);
                        break;
                    }
                    case DATETIME: {
                        this.extent = new CellExtent(this._io, this, _root, 8, 0);
                        break;
                    }
                    case DATETIME2: {
                        this.extent = new CellExtent(this._io, this, _root, 5 + Math.floorDiv((((TableMapEvent.MetaFsp) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).fsp() + 1), 2), 0);
                        break;
                    }
                    case DOUBLE: {
                        this.extent = new CellExtent(this._io, this, _root, ((TableMapEvent.MetaPackLength) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).packLength(), 0);
                        break;
                    }
                    case ENUM: {
                        this.extent = new CellExtent(this._io, this, _root, (((TableMapEvent.MetaString) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).realType() == TableMapEvent.StringRealType.STRING ? 0 : ((TableMapEvent.MetaString) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).maxLength()), (((TableMapEvent.MetaString) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).realType() == TableMapEvent.StringRealType.STRING ? (((TableMapEvent.MetaString) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).maxLength() < 256 ? 1 : 2) : 0));
                        break;
                    }
                    case FLOAT: {
                        this.extent = new CellExtent(this._io, this, _root, ((TableMapEvent.MetaPackLength) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).packLength(), 0);
                        break;
                    }
                    case GEOMETRY: {
                        this.extent = new CellExtent(this._io, this, _root, 0, ((TableMapEvent.MetaPackLength) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).packLength());
                        break;
                    }
                    case INT24: {
                        this.extent = new CellExtent(this._io, this, _root, 3, 0);
                        break;
                    }
                    case JSON: {
                        this.extent = new CellExtent(this._io, this, _root, 0, ((TableMapEvent.MetaPackLength) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).packLength());
                        break;
                    }
                    case LONG: {
                        this.extent = new CellExtent(this._io, this, _root, 4, 0);
                        break;
                    }
                    case LONG_BLOB: {
                        this.extent = new CellExtent(this._io, this, _root, 0, ((TableMapEvent.MetaPackLength) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).packLength());
                        break;
                    }
                    case LONGLONG: {
                        this.extent = new CellExtent(this._io, this, _root, 8, 0);
                        break;
                    }
                    case MEDIUM_BLOB: {
                        this.extent = new CellExtent(this._io, this, _root, 0, ((TableMapEvent.MetaPackLength) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).packLength());
                        break;
                    }
                    case NEWDATE: {
                        this.extent = new CellExtent(this._io, this, _root, 3, 0);
                        break;
                    }
                    case NEWDECIMAL: {
                        this.extent = new CellExtent(this._io, this, _root, (((Math.floorDiv((((TableMapEvent.MetaDecimal) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).precision() - ((TableMapEvent.MetaDecimal) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).scale()), 9)) * 4 + Math.floorDiv((KaitaiStream.mod(((TableMapEvent.MetaDecimal) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).precision() - ((TableMapEvent.MetaDecimal) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).scale(), 9) + 1), 2)) + (Math.floorDiv(((TableMapEvent.MetaDecimal) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).scale(), 9)) * 4) + Math.floorDiv((KaitaiStream.mod(((TableMapEvent.MetaDecimal) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).scale(), 9) + 1), 2), 0);
                        break;
                    }
                    case SET: {
                        this.extent = new CellExtent(this._io, this, _root, (((TableMapEvent.MetaString) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).realType() == TableMapEvent.StringRealType.STRING ? 0 : ((TableMapEvent.MetaString) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).maxLength()), (((TableMapEvent.MetaString) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).realType() == TableMapEvent.StringRealType.STRING ? (((TableMapEvent.MetaString) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).maxLength() < 256 ? 1 : 2) : 0));
                        break;
                    }
                    case SHORT: {
                        this.extent = new CellExtent(this._io, this, _root, 2, 0);
                        break;
                    }
                    case STRING: {
                        this.extent = new CellExtent(this._io, this, _root, (((TableMapEvent.MetaString) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).realType() == TableMapEvent.StringRealType.STRING ? 0 : ((TableMapEvent.MetaString) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).maxLength()), (((TableMapEvent.MetaString) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).realType() == TableMapEvent.StringRealType.STRING ? (((TableMapEvent.MetaString) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).maxLength() < 256 ? 1 : 2) : 0));
                        break;
                    }
                    case TIME: {
                        this.extent = new CellExtent(this._io, this, _root, 3, 0);
                        break;
                    }
                    case TIME2: {
                        this.extent = new CellExtent(this._io, this, _root, 3 + Math.floorDiv((((TableMapEvent.MetaFsp) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).fsp() + 1), 2), 0);
                        break;
                    }
                    case TIMESTAMP: {
                        this.extent = new CellExtent(this._io, this, _root, 4, 0);
                        break;
                    }
                    case TIMESTAMP2: {
                        this.extent = new CellExtent(this._io, this, _root, 4 + Math.floorDiv((((TableMapEvent.MetaFsp) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).fsp() + 1), 2), 0);
                        break;
                    }
                    case TINY: {
                        this.extent = new CellExtent(this._io, this, _root, 1, 0);
                        break;
                    }
                    case TINY_BLOB: {
                        this.extent = new CellExtent(this._io, this, _root, 0, ((TableMapEvent.MetaPackLength) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).packLength());
                        break;
                    }
                    case VAR_STRING: {
                        this.extent = new CellExtent(this._io, this, _root, 0, (((TableMapEvent.MetaMaxLength) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).maxLength() < 256 ? 1 : 2));
                        break;
                    }
                    case VARCHAR: {
                        this.extent = new CellExtent(this._io, this, _root, 0, (((TableMapEvent.MetaMaxLength) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).maxLength() < 256 ? 1 : 2));
                        break;
                    }
                    case VECTOR: {
                        this.extent = new CellExtent(this._io, this, _root, 0, ((TableMapEvent.MetaPackLength) (tableMap().metadata().columns().get(((Number) (index())).intValue()).body())).packLength());
                        break;
                    }
                    case YEAR: {
                        this.extent = new CellExtent(this._io, this, _root, 1, 0);
                        break;
                    }
                    default: {
                        this.extent = new CellExtent(this._io, this, _root, 0, 0);
                        break;
                    }
                    }
                } else {
                    this.extent = new CellExtent(this._io, this, _root, 0, 0);
                }
            }
            this._io.seek(_pos);
        }
        return this.extent;
    }
    private Object value;
    private JsonDiff jsonDiff;
    private TableMapEvent tableMap;
    private long index;
    private boolean isPresent;
    private boolean isNull;
    private boolean isPartialJson;
    private ColumnCell _root;
    private KaitaiStruct _parent;

    /**
     * The value, from a substream of its bytes; absent for a column this spec cannot size (old DECIMAL, NULL type).
     */
    public Object value() { return value; }

    /**
     * The JSON column's partial update, when the after image writes it as a diff.
     */
    public JsonDiff jsonDiff() { return jsonDiff; }

    /**
     * The TABLE_MAP event of the row event's table.
     */
    public TableMapEvent tableMap() { return tableMap; }

    /**
     * The column's position in the table (0-based).
     */
    public long index() { return index; }

    /**
     * The column is in this image (its bit is set in the event's column bitmap).
     */
    public boolean isPresent() { return isPresent; }

    /**
     * The column is in the image and NULL (its bit is set in the image's NULL bitmap).
     */
    public boolean isNull() { return isNull; }

    /**
     * The column is a JSON column written as a diff (PARTIAL_UPDATE_ROWS after image).
     */
    public boolean isPartialJson() { return isPartialJson; }
    public ColumnCell _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
