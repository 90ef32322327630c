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
 * The binary form in which MySQL (5.7 and later) stores a JSON value, and in which a JSON
 * column's value travels in a row image after its 4-byte length. A document is one type byte
 * and the value of that type. Objects and arrays come in a small form (16-bit counts, sizes
 * and offsets; for values below 64 KiB) and a large form (32-bit). A container starts with its
 * element count and its size in bytes, then (objects only) one key entry per member, then one
 * value entry per element, then the key texts, then the values the entries point to. Every
 * offset in a container counts from the container's first byte (its element count), which is
 * why each value here is read from a substream that starts where the value starts. A value
 * entry holds small scalars itself (null/true/false and 16-bit integers; 32-bit integers too in
 * the large form) instead of an offset. Keys of an object are stored sorted by length and then
 * byte by byte, which is the order MySQL prints them in.
 * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/sql-common/json_binary.h">Source</a>
 * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/sql-common/json_binary.cc">Source</a>
 * @see <a href="https://dev.mysql.com/doc/dev/mysql-server/8.4.0/json__binary_8h.html">Source</a>
 */
public class MysqlJson extends KaitaiStruct {
    public static MysqlJson fromFile(String fileName) throws IOException {
        return new MysqlJson(new ByteBufferKaitaiStream(fileName));
    }

    public enum JsonType {
        SMALL_OBJECT(0),
        LARGE_OBJECT(1),
        SMALL_ARRAY(2),
        LARGE_ARRAY(3),
        LITERAL(4),
        INT16(5),
        UINT16(6),
        INT32(7),
        UINT32(8),
        INT64(9),
        UINT64(10),
        DOUBLE(11),
        STRING(12),
        OPAQUE(15);

        private final long id;
        JsonType(long id) { this.id = id; }
        public long id() { return id; }
        private static final Map<Long, JsonType> byId = new HashMap<Long, JsonType>(14);
        static {
            for (JsonType e : JsonType.values())
                byId.put(e.id(), e);
        }
        public static JsonType byId(long id) { return byId.get(id); }
    }

    public enum Literal {
        NULL(0),
        TRUE(1),
        FALSE(2);

        private final long id;
        Literal(long id) { this.id = id; }
        public long id() { return id; }
        private static final Map<Long, Literal> byId = new HashMap<Long, Literal>(3);
        static {
            for (Literal e : Literal.values())
                byId.put(e.id(), e);
        }
        public static Literal byId(long id) { return byId.get(id); }
    }

    public MysqlJson(KaitaiStream _io) {
        this(_io, null, null);
    }

    public MysqlJson(KaitaiStream _io, KaitaiStruct _parent) {
        this(_io, _parent, null);
    }

    public MysqlJson(KaitaiStream _io, KaitaiStruct _parent, MysqlJson _root) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        _read();
    }
    private void _read() {
        this.valueType = JsonType.byId(this._io.readU1());
        this._raw_value = this._io.readBytesFull();
        KaitaiStream _io__raw_value = new GuardedStream(this._raw_value);
        this.value = new JsonValue(_io__raw_value, this, _root, valueType());
    }

    public void _fetchInstances() {
        this.value._fetchInstances();
    }

    /**
     * A JSON array: element count, size, then one value entry per element.
     */
    public static class JsonArray extends KaitaiStruct {

        public JsonArray(KaitaiStream _io, boolean isLarge) {
            this(_io, null, null, isLarge);
        }

        public JsonArray(KaitaiStream _io, MysqlJson.JsonValue _parent, boolean isLarge) {
            this(_io, _parent, null, isLarge);
        }

        public JsonArray(KaitaiStream _io, MysqlJson.JsonValue _parent, MysqlJson _root, boolean isLarge) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            this.isLarge = isLarge;
            _read();
        }
        private void _read() {
            {
                boolean on = isLarge();
                if (on == false) {
                    this.numElements = ((Number) (this._io.readU2le())).longValue();
                }
                else if (on == true) {
                    this.numElements = this._io.readU4le();
                }
            }
            {
                boolean on = isLarge();
                if (on == false) {
                    this.lenArray = ((Number) (this._io.readU2le())).longValue();
                }
                else if (on == true) {
                    this.lenArray = this._io.readU4le();
                }
            }
            this.valueEntries = new ArrayList<ValueEntry>();
            for (int i = 0; i < numElements(); i++) {
                this.valueEntries.add(new ValueEntry(this._io, this, _root, isLarge()));
            }
        }

        public void _fetchInstances() {
            {
                boolean on = isLarge();
                if (on == false) {
                }
                else if (on == true) {
                }
            }
            {
                boolean on = isLarge();
                if (on == false) {
                }
                else if (on == true) {
                }
            }
            for (int i = 0; i < this.valueEntries.size(); i++) {
                this.valueEntries.get(((Number) (i)).intValue())._fetchInstances();
            }
        }
        private Long numElements;
        private Long lenArray;
        private List<ValueEntry> valueEntries;
        private boolean isLarge;
        private MysqlJson _root;
        private MysqlJson.JsonValue _parent;

        /**
         * Number of elements.
         */
        public Long numElements() { return numElements; }

        /**
         * Size of the whole array in bytes, from its element count to the end of its last value.
         */
        public Long lenArray() { return lenArray; }

        /**
         * One entry per element, in order.
         */
        public List<ValueEntry> valueEntries() { return valueEntries; }

        /**
         * True for JSONB_TYPE_LARGE_ARRAY (32-bit counts and offsets), false for the small form.
         */
        public boolean isLarge() { return isLarge; }
        public MysqlJson _root() { return _root; }
        public MysqlJson.JsonValue _parent() { return _parent; }
    }

    /**
     * A double, stored as the 8-byte IEEE 754 value in little-endian order (float8store).
     */
    public static class JsonDouble extends KaitaiStruct {
        public static JsonDouble fromFile(String fileName) throws IOException {
            return new JsonDouble(new ByteBufferKaitaiStream(fileName));
        }

        public JsonDouble(KaitaiStream _io) {
            this(_io, null, null);
        }

        public JsonDouble(KaitaiStream _io, MysqlJson.JsonValue _parent) {
            this(_io, _parent, null);
        }

        public JsonDouble(KaitaiStream _io, MysqlJson.JsonValue _parent, MysqlJson _root) {
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
        private MysqlJson _root;
        private MysqlJson.JsonValue _parent;

        /**
         * The double.
         */
        public double value() { return value; }
        public MysqlJson _root() { return _root; }
        public MysqlJson.JsonValue _parent() { return _parent; }
    }

    /**
     * A scalar held in a value entry's 2- or 4-byte slot. The server writes the value as a
     * signed 16- or 32-bit integer (attempt_inline_value), so the bytes after a literal or a
     * 16-bit integer are its zero or sign extension.
     */
    public static class JsonInlined extends KaitaiStruct {

        public JsonInlined(KaitaiStream _io, JsonType valueType) {
            this(_io, null, null, valueType);
        }

        public JsonInlined(KaitaiStream _io, MysqlJson.ValueEntry _parent, JsonType valueType) {
            this(_io, _parent, null, valueType);
        }

        public JsonInlined(KaitaiStream _io, MysqlJson.ValueEntry _parent, MysqlJson _root, JsonType valueType) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            this.valueType = valueType;
            _read();
        }
        private void _read() {
            {
                JsonType on = valueType();
                if (on != null) {
                    switch (valueType()) {
                    case INT16: {
                        this.value = new JsonInt(this._io, this, _root, valueType());
                        break;
                    }
                    case INT32: {
                        this.value = new JsonInt(this._io, this, _root, valueType());
                        break;
                    }
                    case LITERAL: {
                        this.value = new JsonLiteral(this._io, this, _root);
                        break;
                    }
                    case UINT16: {
                        this.value = new JsonInt(this._io, this, _root, valueType());
                        break;
                    }
                    case UINT32: {
                        this.value = new JsonInt(this._io, this, _root, valueType());
                        break;
                    }
                    }
                }
            }
            this.padding = this._io.readBytesFull();
        }

        public void _fetchInstances() {
            {
                JsonType on = valueType();
                if (on != null) {
                    switch (valueType()) {
                    case INT16: {
                        ((JsonInt) (this.value))._fetchInstances();
                        break;
                    }
                    case INT32: {
                        ((JsonInt) (this.value))._fetchInstances();
                        break;
                    }
                    case LITERAL: {
                        ((JsonLiteral) (this.value))._fetchInstances();
                        break;
                    }
                    case UINT16: {
                        ((JsonInt) (this.value))._fetchInstances();
                        break;
                    }
                    case UINT32: {
                        ((JsonInt) (this.value))._fetchInstances();
                        break;
                    }
                    }
                }
            }
        }
        private KaitaiStruct value;
        private byte[] padding;
        private JsonType valueType;
        private MysqlJson _root;
        private MysqlJson.ValueEntry _parent;

        /**
         * The value, at the start of the entry's offset slot.
         */
        public KaitaiStruct value() { return value; }

        /**
         * The rest of the slot (zero or sign extension of the value).
         */
        public byte[] padding() { return padding; }

        /**
         * The inlined value's type.
         */
        public JsonType valueType() { return valueType; }
        public MysqlJson _root() { return _root; }
        public MysqlJson.ValueEntry _parent() { return _parent; }
    }

    /**
     * A little-endian integer of the width and signedness its type names.
     */
    public static class JsonInt extends KaitaiStruct {

        public JsonInt(KaitaiStream _io, JsonType valueType) {
            this(_io, null, null, valueType);
        }

        public JsonInt(KaitaiStream _io, KaitaiStruct _parent, JsonType valueType) {
            this(_io, _parent, null, valueType);
        }

        public JsonInt(KaitaiStream _io, KaitaiStruct _parent, MysqlJson _root, JsonType valueType) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            this.valueType = valueType;
            _read();
        }
        private void _read() {
            {
                JsonType on = valueType();
                if (on != null) {
                    switch (valueType()) {
                    case INT16: {
                        this.valueLow = ((Number) (this._io.readS2le())).intValue();
                        break;
                    }
                    case INT32: {
                        this.valueLow = ((Number) (this._io.readS4le())).intValue();
                        break;
                    }
                    case INT64: {
                        this.valueLow = ((Number) (this._io.readU4le())).intValue();
                        break;
                    }
                    case UINT16: {
                        this.valueLow = ((Number) (this._io.readU2le())).intValue();
                        break;
                    }
                    case UINT32: {
                        this.valueLow = ((Number) (this._io.readU4le())).intValue();
                        break;
                    }
                    case UINT64: {
                        this.valueLow = ((Number) (this._io.readU4le())).intValue();
                        break;
                    }
                    }
                }
            }
            if (is64Bit()) {
                {
                    JsonType on = valueType();
                    if (on != null) {
                        switch (valueType()) {
                        case INT64: {
                            this.valueHigh = ((Number) (this._io.readS4le())).intValue();
                            break;
                        }
                        case UINT64: {
                            this.valueHigh = ((Number) (this._io.readU4le())).intValue();
                            break;
                        }
                        }
                    }
                }
            }
        }

        public void _fetchInstances() {
            {
                JsonType on = valueType();
                if (on != null) {
                    switch (valueType()) {
                    case INT16: {
                        break;
                    }
                    case INT32: {
                        break;
                    }
                    case INT64: {
                        break;
                    }
                    case UINT16: {
                        break;
                    }
                    case UINT32: {
                        break;
                    }
                    case UINT64: {
                        break;
                    }
                    }
                }
            }
            if (is64Bit()) {
                {
                    JsonType on = valueType();
                    if (on != null) {
                        switch (valueType()) {
                        case INT64: {
                            break;
                        }
                        case UINT64: {
                            break;
                        }
                        }
                    }
                }
            }
        }
        private Boolean is64Bit;

        /**
         * Whether the integer is a 64-bit one.
         */
        public Boolean is64Bit() {
            if (this.is64Bit != null)
                return this.is64Bit;
            this.is64Bit =  ((valueType() == MysqlJson.JsonType.INT64) || (valueType() == MysqlJson.JsonType.UINT64)) ;
            return this.is64Bit;
        }
        private Integer value;

        /**
         * The integer.
         */
        public Integer value() {
            if (this.value != null)
                return this.value;
            this.value = ((Number) ((is64Bit() ? valueHigh() * 4294967296L + valueLow() : valueLow()))).intValue();
            return this.value;
        }
        private Integer valueLow;
        private Integer valueHigh;
        private JsonType valueType;
        private MysqlJson _root;
        private KaitaiStruct _parent;

        /**
         * The value of a 16- or 32-bit integer; the low four bytes of a 64-bit one.
         */
        public Integer valueLow() { return valueLow; }

        /**
         * The high four bytes of a 64-bit integer (signed for int64). The halves are read apart
         * because the JavaScript runtime's signed 64-bit read is wrong for some negative numbers.
         */
        public Integer valueHigh() { return valueHigh; }

        /**
         * Which integer type: width and signedness.
         */
        public JsonType valueType() { return valueType; }
        public MysqlJson _root() { return _root; }
        public KaitaiStruct _parent() { return _parent; }
    }

    /**
     * The JSON literals null, true and false.
     */
    public static class JsonLiteral extends KaitaiStruct {
        public static JsonLiteral fromFile(String fileName) throws IOException {
            return new JsonLiteral(new ByteBufferKaitaiStream(fileName));
        }

        public JsonLiteral(KaitaiStream _io) {
            this(_io, null, null);
        }

        public JsonLiteral(KaitaiStream _io, KaitaiStruct _parent) {
            this(_io, _parent, null);
        }

        public JsonLiteral(KaitaiStream _io, KaitaiStruct _parent, MysqlJson _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.value = MysqlJson.Literal.byId(this._io.readU1());
        }

        public void _fetchInstances() {
        }
        private Literal value;
        private MysqlJson _root;
        private KaitaiStruct _parent;

        /**
         * null, true or false.
         */
        public Literal value() { return value; }
        public MysqlJson _root() { return _root; }
        public KaitaiStruct _parent() { return _parent; }
    }

    /**
     * A JSON object: element count, size, key entries, value entries; the keys and the
     * non-inlined values follow, at the offsets the entries give.
     */
    public static class JsonObject extends KaitaiStruct {

        public JsonObject(KaitaiStream _io, boolean isLarge) {
            this(_io, null, null, isLarge);
        }

        public JsonObject(KaitaiStream _io, MysqlJson.JsonValue _parent, boolean isLarge) {
            this(_io, _parent, null, isLarge);
        }

        public JsonObject(KaitaiStream _io, MysqlJson.JsonValue _parent, MysqlJson _root, boolean isLarge) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            this.isLarge = isLarge;
            _read();
        }
        private void _read() {
            {
                boolean on = isLarge();
                if (on == false) {
                    this.numElements = ((Number) (this._io.readU2le())).longValue();
                }
                else if (on == true) {
                    this.numElements = this._io.readU4le();
                }
            }
            {
                boolean on = isLarge();
                if (on == false) {
                    this.lenObject = ((Number) (this._io.readU2le())).longValue();
                }
                else if (on == true) {
                    this.lenObject = this._io.readU4le();
                }
            }
            this.keyEntries = new ArrayList<KeyEntry>();
            for (int i = 0; i < numElements(); i++) {
                this.keyEntries.add(new KeyEntry(this._io, this, _root, isLarge()));
            }
            this.valueEntries = new ArrayList<ValueEntry>();
            for (int i = 0; i < numElements(); i++) {
                this.valueEntries.add(new ValueEntry(this._io, this, _root, isLarge()));
            }
        }

        public void _fetchInstances() {
            {
                boolean on = isLarge();
                if (on == false) {
                }
                else if (on == true) {
                }
            }
            {
                boolean on = isLarge();
                if (on == false) {
                }
                else if (on == true) {
                }
            }
            for (int i = 0; i < this.keyEntries.size(); i++) {
                this.keyEntries.get(((Number) (i)).intValue())._fetchInstances();
            }
            for (int i = 0; i < this.valueEntries.size(); i++) {
                this.valueEntries.get(((Number) (i)).intValue())._fetchInstances();
            }
        }
        private Long numElements;
        private Long lenObject;
        private List<KeyEntry> keyEntries;
        private List<ValueEntry> valueEntries;
        private boolean isLarge;
        private MysqlJson _root;
        private MysqlJson.JsonValue _parent;

        /**
         * Number of members.
         */
        public Long numElements() { return numElements; }

        /**
         * Size of the whole object in bytes, from its element count to the end of its last value.
         */
        public Long lenObject() { return lenObject; }

        /**
         * Where each key is and how long, in MySQL's key order.
         */
        public List<KeyEntry> keyEntries() { return keyEntries; }

        /**
         * The value of member i is described by entry i; entries follow the key order.
         */
        public List<ValueEntry> valueEntries() { return valueEntries; }

        /**
         * True for JSONB_TYPE_LARGE_OBJECT (32-bit counts and offsets), false for the small form.
         */
        public boolean isLarge() { return isLarge; }
        public MysqlJson _root() { return _root; }
        public MysqlJson.JsonValue _parent() { return _parent; }
    }

    /**
     * A value of a MySQL type that JSON has no form for (custom-data): the column type code,
     * a variable-length byte count, and the bytes. DECIMAL, DATE, TIME, DATETIME and TIMESTAMP
     * values have the layouts below; anything else (BLOB, VARCHAR, BIT, YEAR, GEOMETRY...) is
     * kept as the bytes MySQL prints in base64.
     */
    public static class JsonOpaque extends KaitaiStruct {
        public static JsonOpaque fromFile(String fileName) throws IOException {
            return new JsonOpaque(new ByteBufferKaitaiStream(fileName));
        }

        public JsonOpaque(KaitaiStream _io) {
            this(_io, null, null);
        }

        public JsonOpaque(KaitaiStream _io, MysqlJson.JsonValue _parent) {
            this(_io, _parent, null);
        }

        public JsonOpaque(KaitaiStream _io, MysqlJson.JsonValue _parent, MysqlJson _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.fieldType = FieldType.Code.byId(this._io.readU1());
            this.lenData = new VarLen(this._io, this, _root);
            {
                FieldType.Code on = fieldType();
                if (on != null) {
                    switch (fieldType()) {
                    case DATE: {
                        KaitaiStream _io_data = this._io.substream(lenData().value());
                        this.data = new OpaqueTemporal(_io_data, this, _root);
                        break;
                    }
                    case DATETIME: {
                        KaitaiStream _io_data = this._io.substream(lenData().value());
                        this.data = new OpaqueTemporal(_io_data, this, _root);
                        break;
                    }
                    case NEWDECIMAL: {
                        KaitaiStream _io_data = this._io.substream(lenData().value());
                        this.data = new OpaqueDecimal(_io_data, this, _root);
                        break;
                    }
                    case TIME: {
                        KaitaiStream _io_data = this._io.substream(lenData().value());
                        this.data = new OpaqueTemporal(_io_data, this, _root);
                        break;
                    }
                    case TIMESTAMP: {
                        KaitaiStream _io_data = this._io.substream(lenData().value());
                        this.data = new OpaqueTemporal(_io_data, this, _root);
                        break;
                    }
                    default: {
                        this.data = this._io.readBytes(lenData().value());
                        break;
                    }
                    }
                } else {
                    this.data = this._io.readBytes(lenData().value());
                }
            }
        }

        public void _fetchInstances() {
            this.lenData._fetchInstances();
            {
                FieldType.Code on = fieldType();
                if (on != null) {
                    switch (fieldType()) {
                    case DATE: {
                        ((OpaqueTemporal) (this.data))._fetchInstances();
                        break;
                    }
                    case DATETIME: {
                        ((OpaqueTemporal) (this.data))._fetchInstances();
                        break;
                    }
                    case NEWDECIMAL: {
                        ((OpaqueDecimal) (this.data))._fetchInstances();
                        break;
                    }
                    case TIME: {
                        ((OpaqueTemporal) (this.data))._fetchInstances();
                        break;
                    }
                    case TIMESTAMP: {
                        ((OpaqueTemporal) (this.data))._fetchInstances();
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
        private FieldType.Code fieldType;
        private VarLen lenData;
        private Object data;
        private MysqlJson _root;
        private MysqlJson.JsonValue _parent;

        /**
         * The enum_field_types code of the value's MySQL type.
         */
        public FieldType.Code fieldType() { return fieldType; }
        public VarLen lenData() { return lenData; }

        /**
         * The value's bytes, decoded for DECIMAL and the temporal types.
         */
        public Object data() { return data; }
        public MysqlJson _root() { return _root; }
        public MysqlJson.JsonValue _parent() { return _parent; }
    }

    /**
     * A string, utf8mb4, behind its variable-length byte count.
     */
    public static class JsonString extends KaitaiStruct {
        public static JsonString fromFile(String fileName) throws IOException {
            return new JsonString(new ByteBufferKaitaiStream(fileName));
        }

        public JsonString(KaitaiStream _io) {
            this(_io, null, null);
        }

        public JsonString(KaitaiStream _io, MysqlJson.JsonValue _parent) {
            this(_io, _parent, null);
        }

        public JsonString(KaitaiStream _io, MysqlJson.JsonValue _parent, MysqlJson _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.lenValue = new VarLen(this._io, this, _root);
            this.value = StrictText.utf8(this._io.readBytes(lenValue().value()));
        }

        public void _fetchInstances() {
            this.lenValue._fetchInstances();
        }
        private VarLen lenValue;
        private String value;
        private MysqlJson _root;
        private MysqlJson.JsonValue _parent;
        public VarLen lenValue() { return lenValue; }

        /**
         * The string.
         */
        public String value() { return value; }
        public MysqlJson _root() { return _root; }
        public MysqlJson.JsonValue _parent() { return _parent; }
    }

    /**
     * One value of the given type, read from a substream that begins at the value's first
     * byte (so that a container's offsets resolve against it).
     */
    public static class JsonValue extends KaitaiStruct {

        public JsonValue(KaitaiStream _io, JsonType valueType) {
            this(_io, null, null, valueType);
        }

        public JsonValue(KaitaiStream _io, KaitaiStruct _parent, JsonType valueType) {
            this(_io, _parent, null, valueType);
        }

        public JsonValue(KaitaiStream _io, KaitaiStruct _parent, MysqlJson _root, JsonType valueType) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            this.valueType = valueType;
            _read();
        }
        private void _read() {
            {
                JsonType on = valueType();
                if (on != null) {
                    switch (valueType()) {
                    case DOUBLE: {
                        this.value = new JsonDouble(this._io, this, _root);
                        break;
                    }
                    case INT16: {
                        this.value = new JsonInt(this._io, this, _root, valueType());
                        break;
                    }
                    case INT32: {
                        this.value = new JsonInt(this._io, this, _root, valueType());
                        break;
                    }
                    case INT64: {
                        this.value = new JsonInt(this._io, this, _root, valueType());
                        break;
                    }
                    case LARGE_ARRAY: {
                        this.value = new JsonArray(this._io, this, _root, true);
                        break;
                    }
                    case LARGE_OBJECT: {
                        this.value = new JsonObject(this._io, this, _root, true);
                        break;
                    }
                    case LITERAL: {
                        this.value = new JsonLiteral(this._io, this, _root);
                        break;
                    }
                    case OPAQUE: {
                        this.value = new JsonOpaque(this._io, this, _root);
                        break;
                    }
                    case SMALL_ARRAY: {
                        this.value = new JsonArray(this._io, this, _root, false);
                        break;
                    }
                    case SMALL_OBJECT: {
                        this.value = new JsonObject(this._io, this, _root, false);
                        break;
                    }
                    case STRING: {
                        this.value = new JsonString(this._io, this, _root);
                        break;
                    }
                    case UINT16: {
                        this.value = new JsonInt(this._io, this, _root, valueType());
                        break;
                    }
                    case UINT32: {
                        this.value = new JsonInt(this._io, this, _root, valueType());
                        break;
                    }
                    case UINT64: {
                        this.value = new JsonInt(this._io, this, _root, valueType());
                        break;
                    }
                    }
                }
            }
        }

        public void _fetchInstances() {
            {
                JsonType on = valueType();
                if (on != null) {
                    switch (valueType()) {
                    case DOUBLE: {
                        ((JsonDouble) (this.value))._fetchInstances();
                        break;
                    }
                    case INT16: {
                        ((JsonInt) (this.value))._fetchInstances();
                        break;
                    }
                    case INT32: {
                        ((JsonInt) (this.value))._fetchInstances();
                        break;
                    }
                    case INT64: {
                        ((JsonInt) (this.value))._fetchInstances();
                        break;
                    }
                    case LARGE_ARRAY: {
                        ((JsonArray) (this.value))._fetchInstances();
                        break;
                    }
                    case LARGE_OBJECT: {
                        ((JsonObject) (this.value))._fetchInstances();
                        break;
                    }
                    case LITERAL: {
                        ((JsonLiteral) (this.value))._fetchInstances();
                        break;
                    }
                    case OPAQUE: {
                        ((JsonOpaque) (this.value))._fetchInstances();
                        break;
                    }
                    case SMALL_ARRAY: {
                        ((JsonArray) (this.value))._fetchInstances();
                        break;
                    }
                    case SMALL_OBJECT: {
                        ((JsonObject) (this.value))._fetchInstances();
                        break;
                    }
                    case STRING: {
                        ((JsonString) (this.value))._fetchInstances();
                        break;
                    }
                    case UINT16: {
                        ((JsonInt) (this.value))._fetchInstances();
                        break;
                    }
                    case UINT32: {
                        ((JsonInt) (this.value))._fetchInstances();
                        break;
                    }
                    case UINT64: {
                        ((JsonInt) (this.value))._fetchInstances();
                        break;
                    }
                    }
                }
            }
        }
        private KaitaiStruct value;
        private JsonType valueType;
        private MysqlJson _root;
        private KaitaiStruct _parent;

        /**
         * The value in the layout of its type.
         */
        public KaitaiStruct value() { return value; }

        /**
         * The value's type, given by whoever points at it.
         */
        public JsonType valueType() { return valueType; }
        public MysqlJson _root() { return _root; }
        public KaitaiStruct _parent() { return _parent; }
    }

    /**
     * Where one member's key text lies in the object, and how long it is.
     */
    public static class KeyEntry extends KaitaiStruct {

        public KeyEntry(KaitaiStream _io, boolean isLarge) {
            this(_io, null, null, isLarge);
        }

        public KeyEntry(KaitaiStream _io, MysqlJson.JsonObject _parent, boolean isLarge) {
            this(_io, _parent, null, isLarge);
        }

        public KeyEntry(KaitaiStream _io, MysqlJson.JsonObject _parent, MysqlJson _root, boolean isLarge) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            this.isLarge = isLarge;
            _read();
        }
        private void _read() {
            {
                boolean on = isLarge();
                if (on == false) {
                    this.ofsKey = ((Number) (this._io.readU2le())).longValue();
                }
                else if (on == true) {
                    this.ofsKey = this._io.readU4le();
                }
            }
            this.lenKey = this._io.readU2le();
        }

        public void _fetchInstances() {
            {
                boolean on = isLarge();
                if (on == false) {
                }
                else if (on == true) {
                }
            }
            key();
            if (this.key != null) {
            }
        }
        private String key;

        /**
         * The member name, utf8mb4 text without a length prefix.
         */
        public String key() {
            if (this.key != null)
                return this.key;
            long _pos = this._io.pos();
            this._io.seek(ofsKey());
            this.key = StrictText.utf8(this._io.readBytes(lenKey()));
            this._io.seek(_pos);
            return this.key;
        }
        private Long ofsKey;
        private int lenKey;
        private boolean isLarge;
        private MysqlJson _root;
        private MysqlJson.JsonObject _parent;

        /**
         * Offset of the key text from the start of the object.
         */
        public Long ofsKey() { return ofsKey; }

        /**
         * Length of the key text in bytes (keys are limited to 64 KiB in both forms).
         */
        public int lenKey() { return lenKey; }

        /**
         * Whether the container uses 4-byte offsets (large) or 2-byte ones.
         */
        public boolean isLarge() { return isLarge; }
        public MysqlJson _root() { return _root; }
        public MysqlJson.JsonObject _parent() { return _parent; }
    }

    /**
     * A DECIMAL (Json_decimal::get_binary): precision and scale, then the number in MySQL's
     * binary DECIMAL format (decimal2bin: nine decimal digits per 4 big-endian bytes, shorter
     * groups at the ends, sign in the inverted top bit, negative numbers complemented).
     * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/strings/decimal.cc">Source</a>
     */
    public static class OpaqueDecimal extends KaitaiStruct {
        public static OpaqueDecimal fromFile(String fileName) throws IOException {
            return new OpaqueDecimal(new ByteBufferKaitaiStream(fileName));
        }

        public OpaqueDecimal(KaitaiStream _io) {
            this(_io, null, null);
        }

        public OpaqueDecimal(KaitaiStream _io, MysqlJson.JsonOpaque _parent) {
            this(_io, _parent, null);
        }

        public OpaqueDecimal(KaitaiStream _io, MysqlJson.JsonOpaque _parent, MysqlJson _root) {
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
        private MysqlJson _root;
        private MysqlJson.JsonOpaque _parent;

        /**
         * Total number of decimal digits.
         */
        public int precision() { return precision; }

        /**
         * Digits after the decimal point.
         */
        public int scale() { return scale; }

        /**
         * The packed digits, (precision - scale) before the point and scale after.
         */
        public byte[] digits() { return digits; }
        public MysqlJson _root() { return _root; }
        public MysqlJson.JsonOpaque _parent() { return _parent; }
    }

    /**
     * A DATE, TIME, DATETIME or TIMESTAMP as the server's packed 64-bit integer
     * (TIME_to_longlong_packed). DATE, DATETIME and TIMESTAMP: bits 24 and up hold
     * ((year * 13 + month) << 5 | day) << 17 | hour << 12 | minute << 6 | second, bits 0 to 23
     * the microseconds (a DATE has zero time). TIME: bits 24 and up hold
     * hour << 12 | minute << 6 | second, bits 0 to 23 the microseconds. A negative value is the
     * negation of the packed magnitude.
     * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/mysys/my_time.cc">Source</a>
     */
    public static class OpaqueTemporal extends KaitaiStruct {
        public static OpaqueTemporal fromFile(String fileName) throws IOException {
            return new OpaqueTemporal(new ByteBufferKaitaiStream(fileName));
        }

        public OpaqueTemporal(KaitaiStream _io) {
            this(_io, null, null);
        }

        public OpaqueTemporal(KaitaiStream _io, MysqlJson.JsonOpaque _parent) {
            this(_io, _parent, null);
        }

        public OpaqueTemporal(KaitaiStream _io, MysqlJson.JsonOpaque _parent, MysqlJson _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.packedLow = this._io.readU4le();
            this.packedHigh = this._io.readS4le();
        }

        public void _fetchInstances() {
        }
        private Long packed;

        /**
         * The packed integer.
         */
        public Long packed() {
            if (this.packed != null)
                return this.packed;
            this.packed = ((Number) (((Number) (packedHigh() * 4294967296L + packedLow())).longValue())).longValue();
            return this.packed;
        }
        private long packedLow;
        private int packedHigh;
        private MysqlJson _root;
        private MysqlJson.JsonOpaque _parent;

        /**
         * The low four bytes of the packed 64-bit integer.
         */
        public long packedLow() { return packedLow; }

        /**
         * The high four bytes, signed (read apart from the low ones for the JavaScript runtime's sake).
         */
        public int packedHigh() { return packedHigh; }
        public MysqlJson _root() { return _root; }
        public MysqlJson.JsonOpaque _parent() { return _parent; }
    }

    /**
     * The type of one element and either its value (inlined) or the offset of its value from
     * the start of the container.
     */
    public static class ValueEntry extends KaitaiStruct {

        public ValueEntry(KaitaiStream _io, boolean isLarge) {
            this(_io, null, null, isLarge);
        }

        public ValueEntry(KaitaiStream _io, KaitaiStruct _parent, boolean isLarge) {
            this(_io, _parent, null, isLarge);
        }

        public ValueEntry(KaitaiStream _io, KaitaiStruct _parent, MysqlJson _root, boolean isLarge) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            this.isLarge = isLarge;
            _read();
        }
        private void _read() {
            this.valueType = MysqlJson.JsonType.byId(this._io.readU1());
            if (isInlined()) {
                KaitaiStream _io_inlined = this._io.substream((isLarge() ? 4 : 2));
                this.inlined = new JsonInlined(_io_inlined, this, _root, valueType());
            }
            if (!(isInlined())) {
                {
                    boolean on = isLarge();
                    if (on == false) {
                        this.ofsValue = ((Number) (this._io.readU2le())).longValue();
                    }
                    else if (on == true) {
                        this.ofsValue = this._io.readU4le();
                    }
                }
            }
        }

        public void _fetchInstances() {
            if (isInlined()) {
                this.inlined._fetchInstances();
            }
            if (!(isInlined())) {
                {
                    boolean on = isLarge();
                    if (on == false) {
                    }
                    else if (on == true) {
                    }
                }
            }
            value();
            if (this.value != null) {
                this.value._fetchInstances();
            }
        }
        private Boolean isInlined;

        /**
         * Whether the value sits in the entry (inlined_type() in json_binary.cc): literals and
         * 16-bit integers always, 32-bit integers in the large form only.
         */
        public Boolean isInlined() {
            if (this.isInlined != null)
                return this.isInlined;
            this.isInlined =  ((valueType() == MysqlJson.JsonType.LITERAL) || (valueType() == MysqlJson.JsonType.INT16) || (valueType() == MysqlJson.JsonType.UINT16) || ( ((isLarge()) && ( ((valueType() == MysqlJson.JsonType.INT32) || (valueType() == MysqlJson.JsonType.UINT32)) )) )) ;
            return this.isInlined;
        }
        private JsonValue value;

        /**
         * The value the offset points to.
         */
        public JsonValue value() {
            if (this.value != null)
                return this.value;
            if (!(isInlined())) {
                long _pos = this._io.pos();
                this._io.seek(ofsValue());
                this._raw_value = this._io.readBytesFull();
                KaitaiStream _io__raw_value = new GuardedStream(this._raw_value);
                this.value = new JsonValue(_io__raw_value, this, _root, valueType());
                this._io.seek(_pos);
            }
            return this.value;
        }
        private JsonType valueType;
        private JsonInlined inlined;
        private Long ofsValue;
        private boolean isLarge;
        private MysqlJson _root;
        private KaitaiStruct _parent;
        private byte[] _raw_value;

        /**
         * The member's type.
         */
        public JsonType valueType() { return valueType; }

        /**
         * The value itself, in the slot where an offset would otherwise be.
         */
        public JsonInlined inlined() { return inlined; }

        /**
         * Offset of the value from the start of the container.
         */
        public Long ofsValue() { return ofsValue; }

        /**
         * Whether the container uses 4-byte offsets (large) or 2-byte ones.
         */
        public boolean isLarge() { return isLarge; }
        public MysqlJson _root() { return _root; }
        public KaitaiStruct _parent() { return _parent; }
        public byte[] _raw_value() { return _raw_value; }
    }

    /**
     * A length of up to 32 bits, 7 bits per byte, least significant group first; a byte with
     * its top bit set is followed by another (append_variable_length / read_variable_length).
     */
    public static class VarLen extends KaitaiStruct {
        public static VarLen fromFile(String fileName) throws IOException {
            return new VarLen(new ByteBufferKaitaiStream(fileName));
        }

        public VarLen(KaitaiStream _io) {
            this(_io, null, null);
        }

        public VarLen(KaitaiStream _io, KaitaiStruct _parent) {
            this(_io, _parent, null);
        }

        public VarLen(KaitaiStream _io, KaitaiStruct _parent, MysqlJson _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.groups = new ArrayList<Integer>();
            {
                int _it;
                int i = 0;
                do {
                    _it = this._io.readU1();
                    this.groups.add(_it);
                    i++;
                } while (!((_it & 128) == 0));
            }
        }

        public void _fetchInstances() {
            for (int i = 0; i < this.groups.size(); i++) {
            }
        }
        private Integer value;

        /**
         * The decoded length. The groups are scaled by multiplying, not shifting: a shift by 28
         * would overflow the 32-bit shifts of the JavaScript target.
         */
        public Integer value() {
            if (this.value != null)
                return this.value;
            this.value = ((Number) (((((groups().get(((int) 0)) & 127) + (groups().size() > 1 ? (groups().get(((int) 1)) & 127) * 128 : 0)) + (groups().size() > 2 ? (groups().get(((int) 2)) & 127) * 16384 : 0)) + (groups().size() > 3 ? (groups().get(((int) 3)) & 127) * 2097152 : 0)) + (groups().size() > 4 ? (groups().get(((int) 4)) & 127) * 268435456 : 0))).intValue();
            return this.value;
        }
        private List<Integer> groups;
        private MysqlJson _root;
        private KaitaiStruct _parent;

        /**
         * The bytes, seven value bits each, the last without its top bit.
         */
        public List<Integer> groups() { return groups; }
        public MysqlJson _root() { return _root; }
        public KaitaiStruct _parent() { return _parent; }
    }
    private JsonType valueType;
    private JsonValue value;
    private MysqlJson _root;
    private KaitaiStruct _parent;
    private byte[] _raw_value;

    /**
     * Type of the document's top-level value.
     */
    public JsonType valueType() { return valueType; }

    /**
     * The top-level value; offsets inside it count from its first byte.
     */
    public JsonValue value() { return value; }
    public MysqlJson _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
    public byte[] _raw_value() { return _raw_value; }
}
