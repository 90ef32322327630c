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
 * In statement-based logging, a user variable (@name) that the next QUERY_EVENT reads, with
 * its value at that moment. A NULL value has no type, charset or value fields. Servers since
 * MySQL 5.6 / MariaDB 10.0 append a flags byte that says whether an integer is unsigned.
 * @see <a href="https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1User__var__event.html">Source</a>
 * @see <a href="https://mariadb.com/kb/en/user_var_event/">Source</a>
 */
public class UserVarEvent extends KaitaiStruct {
    public static UserVarEvent fromFile(String fileName) throws IOException {
        return new UserVarEvent(new ByteBufferKaitaiStream(fileName));
    }

    public enum ItemResult {
        STRING_RESULT(0),
        REAL_RESULT(1),
        INT_RESULT(2),
        ROW_RESULT(3),
        DECIMAL_RESULT(4);

        private final long id;
        ItemResult(long id) { this.id = id; }
        public long id() { return id; }
        private static final Map<Long, ItemResult> byId = new HashMap<Long, ItemResult>(5);
        static {
            for (ItemResult e : ItemResult.values())
                byId.put(e.id(), e);
        }
        public static ItemResult byId(long id) { return byId.get(id); }
    }

    public UserVarEvent(KaitaiStream _io) {
        this(_io, null, null);
    }

    public UserVarEvent(KaitaiStream _io, KaitaiStruct _parent) {
        this(_io, _parent, null);
    }

    public UserVarEvent(KaitaiStream _io, KaitaiStruct _parent, UserVarEvent _root) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        _read();
    }
    private void _read() {
        this.lenName = this._io.readU4le();
        this.name = StrictText.utf8(this._io.readBytes(lenName()));
        this.isNull = this._io.readU1();
        if (isNull() == 0) {
            this.valueType = ItemResult.byId(this._io.readU1());
        }
        if (isNull() == 0) {
            this.charset = this._io.readU4le();
        }
        if (isNull() == 0) {
            this.lenValue = this._io.readU4le();
        }
        if (isNull() == 0) {
            {
                ItemResult on = valueType();
                if (on != null) {
                    switch (valueType()) {
                    case DECIMAL_RESULT: {
                        KaitaiStream _io_value = this._io.substream(lenValue());
                        this.value = new DecimalValue(_io_value, this, _root);
                        break;
                    }
                    case INT_RESULT: {
                        KaitaiStream _io_value = this._io.substream(lenValue());
                        this.value = new IntValue(_io_value, this, _root);
                        break;
                    }
                    case REAL_RESULT: {
                        KaitaiStream _io_value = this._io.substream(lenValue());
                        this.value = new RealValue(_io_value, this, _root);
                        break;
                    }
                    case STRING_RESULT: {
                        KaitaiStream _io_value = this._io.substream(lenValue());
                        this.value = new StringValue(_io_value, this, _root);
                        break;
                    }
                    default: {
                        KaitaiStream _io_value = this._io.substream(lenValue());
                        this.value = new RawValue(_io_value, this, _root);
                        break;
                    }
                    }
                } else {
                    KaitaiStream _io_value = this._io.substream(lenValue());
                    this.value = new RawValue(_io_value, this, _root);
                }
            }
        }
        if ( ((isNull() == 0) && (!(_io().isEof()))) ) {
            this.flags = this._io.readU1();
        }
    }

    public void _fetchInstances() {
        if (isNull() == 0) {
        }
        if (isNull() == 0) {
        }
        if (isNull() == 0) {
        }
        if (isNull() == 0) {
            {
                ItemResult on = valueType();
                if (on != null) {
                    switch (valueType()) {
                    case DECIMAL_RESULT: {
                        ((DecimalValue) (this.value))._fetchInstances();
                        break;
                    }
                    case INT_RESULT: {
                        ((IntValue) (this.value))._fetchInstances();
                        break;
                    }
                    case REAL_RESULT: {
                        ((RealValue) (this.value))._fetchInstances();
                        break;
                    }
                    case STRING_RESULT: {
                        ((StringValue) (this.value))._fetchInstances();
                        break;
                    }
                    default: {
                        ((RawValue) (this.value))._fetchInstances();
                        break;
                    }
                    }
                } else {
                    ((RawValue) (this.value))._fetchInstances();
                }
            }
        }
        if ( ((isNull() == 0) && (!(_io().isEof()))) ) {
        }
    }

    /**
     * A DECIMAL as precision, scale, then the server's packed binary decimal.
     */
    public static class DecimalValue extends KaitaiStruct {
        public static DecimalValue fromFile(String fileName) throws IOException {
            return new DecimalValue(new ByteBufferKaitaiStream(fileName));
        }

        public DecimalValue(KaitaiStream _io) {
            this(_io, null, null);
        }

        public DecimalValue(KaitaiStream _io, UserVarEvent _parent) {
            this(_io, _parent, null);
        }

        public DecimalValue(KaitaiStream _io, UserVarEvent _parent, UserVarEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.precision = this._io.readU1();
            this.scale = this._io.readU1();
            this.digits = this._io.readBytesFull();
        }

        public void _fetchInstances() {
        }
        private int precision;
        private int scale;
        private byte[] digits;
        private UserVarEvent _root;
        private UserVarEvent _parent;

        /**
         * Total number of digits.
         */
        public int precision() { return precision; }

        /**
         * Digits after the decimal point.
         */
        public int scale() { return scale; }

        /**
         * The decimal in MySQL's binary format (decimal2bin) for this precision and scale.
         */
        public byte[] digits() { return digits; }
        public UserVarEvent _root() { return _root; }
        public UserVarEvent _parent() { return _parent; }
    }

    /**
     * An integer value: eight little-endian bytes, read as a u4 and an s4 half. (A single s8
     * read would do in most languages; the JavaScript runtime's is wrong for some negative
     * numbers.)
     */
    public static class IntValue extends KaitaiStruct {
        public static IntValue fromFile(String fileName) throws IOException {
            return new IntValue(new ByteBufferKaitaiStream(fileName));
        }

        public IntValue(KaitaiStream _io) {
            this(_io, null, null);
        }

        public IntValue(KaitaiStream _io, UserVarEvent _parent) {
            this(_io, _parent, null);
        }

        public IntValue(KaitaiStream _io, UserVarEvent _parent, UserVarEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.valueLow = this._io.readU4le();
            this.valueHigh = this._io.readS4le();
        }

        public void _fetchInstances() {
        }
        private Long value;

        /**
         * The integer as signed; reinterpret as unsigned (add 2^64 when negative) when flags has UNSIGNED_F.
         */
        public Long value() {
            if (this.value != null)
                return this.value;
            this.value = ((Number) (((Number) (valueHigh() * 4294967296L + valueLow())).longValue())).longValue();
            return this.value;
        }
        private long valueLow;
        private int valueHigh;
        private UserVarEvent _root;
        private UserVarEvent _parent;

        /**
         * The low four bytes.
         */
        public long valueLow() { return valueLow; }

        /**
         * The high four bytes, signed.
         */
        public int valueHigh() { return valueHigh; }
        public UserVarEvent _root() { return _root; }
        public UserVarEvent _parent() { return _parent; }
    }

    /**
     * A value of a type this spec does not know, kept raw.
     */
    public static class RawValue extends KaitaiStruct {
        public static RawValue fromFile(String fileName) throws IOException {
            return new RawValue(new ByteBufferKaitaiStream(fileName));
        }

        public RawValue(KaitaiStream _io) {
            this(_io, null, null);
        }

        public RawValue(KaitaiStream _io, UserVarEvent _parent) {
            this(_io, _parent, null);
        }

        public RawValue(KaitaiStream _io, UserVarEvent _parent, UserVarEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.data = this._io.readBytesFull();
        }

        public void _fetchInstances() {
        }
        private byte[] data;
        private UserVarEvent _root;
        private UserVarEvent _parent;

        /**
         * A value of a type this spec does not know, kept raw.
         */
        public byte[] data() { return data; }
        public UserVarEvent _root() { return _root; }
        public UserVarEvent _parent() { return _parent; }
    }

    /**
     * A REAL value.
     */
    public static class RealValue extends KaitaiStruct {
        public static RealValue fromFile(String fileName) throws IOException {
            return new RealValue(new ByteBufferKaitaiStream(fileName));
        }

        public RealValue(KaitaiStream _io) {
            this(_io, null, null);
        }

        public RealValue(KaitaiStream _io, UserVarEvent _parent) {
            this(_io, _parent, null);
        }

        public RealValue(KaitaiStream _io, UserVarEvent _parent, UserVarEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.value = this._io.readF8le();
        }

        public void _fetchInstances() {
        }
        private double value;
        private UserVarEvent _root;
        private UserVarEvent _parent;

        /**
         * The double.
         */
        public double value() { return value; }
        public UserVarEvent _root() { return _root; }
        public UserVarEvent _parent() { return _parent; }
    }

    /**
     * A string value: its bytes.
     */
    public static class StringValue extends KaitaiStruct {
        public static StringValue fromFile(String fileName) throws IOException {
            return new StringValue(new ByteBufferKaitaiStream(fileName));
        }

        public StringValue(KaitaiStream _io) {
            this(_io, null, null);
        }

        public StringValue(KaitaiStream _io, UserVarEvent _parent) {
            this(_io, _parent, null);
        }

        public StringValue(KaitaiStream _io, UserVarEvent _parent, UserVarEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.text = this._io.readBytesFull();
        }

        public void _fetchInstances() {
        }
        private byte[] text;
        private UserVarEvent _root;
        private UserVarEvent _parent;

        /**
         * The string, in the charset the event names.
         */
        public byte[] text() { return text; }
        public UserVarEvent _root() { return _root; }
        public UserVarEvent _parent() { return _parent; }
    }
    private long lenName;
    private String name;
    private int isNull;
    private ItemResult valueType;
    private Long charset;
    private Long lenValue;
    private KaitaiStruct value;
    private Integer flags;
    private UserVarEvent _root;
    private KaitaiStruct _parent;
    public long lenName() { return lenName; }

    /**
     * The variable name, without the @.
     */
    public String name() { return name; }

    /**
     * 1 when the value is NULL.
     */
    public int isNull() { return isNull; }

    /**
     * The value's type: string, real, integer or decimal.
     */
    public ItemResult valueType() { return valueType; }

    /**
     * Collation id of a string value (63, binary, for numbers).
     */
    public Long charset() { return charset; }
    public Long lenValue() { return lenValue; }

    /**
     * The value, in its type's layout.
     */
    public KaitaiStruct value() { return value; }

    /**
     * Bit 0x1 (UNSIGNED_F): an integer value is unsigned. Absent in events of older servers.
     */
    public Integer flags() { return flags; }
    public UserVarEvent _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
