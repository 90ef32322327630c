// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import io.kaitai.struct.KaitaiStream;
import java.io.IOException;


/**
 * A variable-width unsigned integer as the server writes it with net_store_length():
 * a first byte below 251 is the value itself; 0xfc, 0xfd and 0xfe announce a 2-, 3- or
 * 8-byte little-endian value that follows. 0xff never starts a packed integer and is rejected.
 * @see <a href="https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Binary__log__event.html">Source</a>
 * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/mysys/pack.cc">Source</a>
 */
public class PackedInt extends KaitaiStruct {
    public static PackedInt fromFile(String fileName) throws IOException {
        return new PackedInt(new ByteBufferKaitaiStream(fileName));
    }

    public PackedInt(KaitaiStream _io) {
        this(_io, null, null);
    }

    public PackedInt(KaitaiStream _io, KaitaiStruct _parent) {
        this(_io, _parent, null);
    }

    public PackedInt(KaitaiStream _io, KaitaiStruct _parent, PackedInt _root) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        _read();
    }
    private void _read() {
        this.first = this._io.readU1();
        if (!(this.first <= 254)) {
            throw new KaitaiStream.ValidationGreaterThanError(254, this.first, this._io, "/seq/0");
        }
        if (first() == 252) {
            this.valueU2 = this._io.readU2le();
        }
        if (first() == 253) {
            this.valueU3 = this._io.readBitsIntLe(24);
        }
        if (first() == 254) {
            this.valueU8 = this._io.readU8le();
        }
    }

    public void _fetchInstances() {
        if (first() == 252) {
        }
        if (first() == 253) {
        }
        if (first() == 254) {
        }
    }
    private Byte lenPacked;

    /**
     * How many bytes the packed integer took.
     */
    public Byte lenPacked() {
        if (this.lenPacked != null)
            return this.lenPacked;
        this.lenPacked = ((Number) ((first() <= 251 ? 1 : (first() == 252 ? 3 : (first() == 253 ? 4 : 9))))).byteValue();
        return this.lenPacked;
    }
    private Integer value;

    /**
     * The decoded unsigned value.
     */
    public Integer value() {
        if (this.value != null)
            return this.value;
        this.value = ((Number) ((first() <= 251 ? first() : (first() == 252 ? valueU2() : (first() == 253 ? valueU3() : valueU8()))))).intValue();
        return this.value;
    }
    private int first;
    private Integer valueU2;
    private Long valueU3;
    private Long valueU8;
    private PackedInt _root;
    private KaitaiStruct _parent;

    /**
     * The whole value when below 0xfb; else a width marker. 0xfb (NULL in the client
     * protocol) is never written in a binlog and is read as the one-byte value 251.
     */
    public int first() { return first; }

    /**
     * The value when first is 0xfc.
     */
    public Integer valueU2() { return valueU2; }

    /**
     * The value when first is 0xfd.
     */
    public Long valueU3() { return valueU3; }

    /**
     * The value when first is 0xfe.
     */
    public Long valueU8() { return valueU8; }
    public PackedInt _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
