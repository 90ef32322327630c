// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import io.kaitai.struct.KaitaiStream;
import java.io.IOException;
import java.util.Map;
import java.util.HashMap;


/**
 * The column type codes a TABLE_MAP event lists, one byte per column.
 * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/include/field_types.h">Source</a>
 * @see <a href="https://github.com/MariaDB/server/blob/11.4/include/mysql_com.h">Source</a>
 */
public class FieldType extends KaitaiStruct {
    public static FieldType fromFile(String fileName) throws IOException {
        return new FieldType(new ByteBufferKaitaiStream(fileName));
    }

    public enum Code {
        DECIMAL(0),
        TINY(1),
        SHORT(2),
        LONG(3),
        FLOAT(4),
        DOUBLE(5),
        NULL(6),
        TIMESTAMP(7),
        LONGLONG(8),
        INT24(9),
        DATE(10),
        TIME(11),
        DATETIME(12),
        YEAR(13),
        NEWDATE(14),
        VARCHAR(15),
        BIT(16),
        TIMESTAMP2(17),
        DATETIME2(18),
        TIME2(19),
        TYPED_ARRAY(20),
        VECTOR(242),
        INVALID(243),
        BOOL(244),
        JSON(245),
        NEWDECIMAL(246),
        ENUM(247),
        SET(248),
        TINY_BLOB(249),
        MEDIUM_BLOB(250),
        LONG_BLOB(251),
        BLOB(252),
        VAR_STRING(253),
        STRING(254),
        GEOMETRY(255);

        private final long id;
        Code(long id) { this.id = id; }
        public long id() { return id; }
        private static final Map<Long, Code> byId = new HashMap<Long, Code>(35);
        static {
            for (Code e : Code.values())
                byId.put(e.id(), e);
        }
        public static Code byId(long id) { return byId.get(id); }
    }

    public FieldType(KaitaiStream _io) {
        this(_io, null, null);
    }

    public FieldType(KaitaiStream _io, KaitaiStruct _parent) {
        this(_io, _parent, null);
    }

    public FieldType(KaitaiStream _io, KaitaiStruct _parent, FieldType _root) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        _read();
    }
    private void _read() {
    }

    public void _fetchInstances() {
    }
    private FieldType _root;
    private KaitaiStruct _parent;
    public FieldType _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
