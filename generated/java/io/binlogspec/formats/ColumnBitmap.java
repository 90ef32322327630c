// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import io.kaitai.struct.KaitaiStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;


/**
 * The column bitmaps of TABLE_MAP and ROWS events: bit 0 of byte 0 is the first column, bit 7
 * of byte 0 the eighth, bit 0 of byte 1 the ninth. The last byte is padded with zero bits.
 * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/rows_event.cpp">Source</a>
 * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_record.cc">Source</a>
 * @see <a href="https://mariadb.com/kb/en/rows_event_v1v2-rows_compressed_event_v1/">Source</a>
 */
public class ColumnBitmap extends KaitaiStruct {

    public ColumnBitmap(KaitaiStream _io, long numBits) {
        this(_io, null, null, numBits);
    }

    public ColumnBitmap(KaitaiStream _io, KaitaiStruct _parent, long numBits) {
        this(_io, _parent, null, numBits);
    }

    public ColumnBitmap(KaitaiStream _io, KaitaiStruct _parent, ColumnBitmap _root, long numBits) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        this.numBits = numBits;
        _read();
    }
    private void _read() {
        this.bits = new ArrayList<Boolean>();
        for (int i = 0; i < numBits(); i++) {
            this.bits.add(this._io.readBitsIntLe(1) != 0);
        }
        this.padding = new ArrayList<Boolean>();
        for (int i = 0; i < KaitaiStream.mod(8 - KaitaiStream.mod(numBits(), 8), 8); i++) {
            this.padding.add(this._io.readBitsIntLe(1) != 0);
        }
    }

    public void _fetchInstances() {
        for (int i = 0; i < this.bits.size(); i++) {
        }
        for (int i = 0; i < this.padding.size(); i++) {
        }
    }
    private List<Boolean> bits;
    private List<Boolean> padding;
    private long numBits;
    private ColumnBitmap _root;
    private KaitaiStruct _parent;

    /**
     * One bit per column, column 0 first.
     */
    public List<Boolean> bits() { return bits; }

    /**
     * Bits that fill the last byte; zero as the server writes them.
     */
    public List<Boolean> padding() { return padding; }

    /**
     * How many columns the bitmap covers.
     */
    public long numBits() { return numBits; }
    public ColumnBitmap _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
