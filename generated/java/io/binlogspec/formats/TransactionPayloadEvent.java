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
 * A whole transaction's events in one event, compressed, written by MySQL 8.0.20+ with
 * binlog_transaction_compression=ON. The body starts with a small header of typed fields,
 * each a packed-integer type code, a packed-integer length and a value of that many bytes
 * (itself a packed integer for the known types), in any order, closed by the type code 0
 * alone. Then come the payload bytes up to the end of the event: the inner events (common
 * headers included, without checksums) compressed as one zstd frame, or stored as they are
 * when the compression type is 255. The events are kept here as bytes; decompressing them
 * and walking the inner events is the reader's job (binlogspec.reader).
 * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/control_events.h">Source</a>
 * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/codecs/binary.cpp">Source</a>
 * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/compression/base.h">Source</a>
 */
public class TransactionPayloadEvent extends KaitaiStruct {
    public static TransactionPayloadEvent fromFile(String fileName) throws IOException {
        return new TransactionPayloadEvent(new ByteBufferKaitaiStream(fileName));
    }

    public enum CompressionType {
        ZSTD(0),
        NONE(255);

        private final long id;
        CompressionType(long id) { this.id = id; }
        public long id() { return id; }
        private static final Map<Long, CompressionType> byId = new HashMap<Long, CompressionType>(2);
        static {
            for (CompressionType e : CompressionType.values())
                byId.put(e.id(), e);
        }
        public static CompressionType byId(long id) { return byId.get(id); }
    }

    public TransactionPayloadEvent(KaitaiStream _io) {
        this(_io, null, null);
    }

    public TransactionPayloadEvent(KaitaiStream _io, KaitaiStruct _parent) {
        this(_io, _parent, null);
    }

    public TransactionPayloadEvent(KaitaiStream _io, KaitaiStruct _parent, TransactionPayloadEvent _root) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        _read();
    }
    private void _read() {
        this.headerFields = new ArrayList<HeaderField>();
        {
            HeaderField _it;
            int i = 0;
            do {
                _it = new HeaderField(this._io, this, _root);
                this.headerFields.add(_it);
                i++;
            } while (!(_it.fieldType().value() == 0));
        }
        this.payload = this._io.readBytesFull();
    }

    public void _fetchInstances() {
        for (int i = 0; i < this.headerFields.size(); i++) {
            this.headerFields.get(((Number) (i)).intValue())._fetchInstances();
        }
    }

    /**
     * One typed header field, or the end mark (type code 0, nothing after it).
     */
    public static class HeaderField extends KaitaiStruct {
        public static HeaderField fromFile(String fileName) throws IOException {
            return new HeaderField(new ByteBufferKaitaiStream(fileName));
        }

        public HeaderField(KaitaiStream _io) {
            this(_io, null, null);
        }

        public HeaderField(KaitaiStream _io, TransactionPayloadEvent _parent) {
            this(_io, _parent, null);
        }

        public HeaderField(KaitaiStream _io, TransactionPayloadEvent _parent, TransactionPayloadEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.fieldType = new PackedInt(this._io);
            if (fieldType().value() != 0) {
                this.lenValue = new PackedInt(this._io);
            }
            if ( ((fieldType().value() >= 1) && (fieldType().value() <= 3)) ) {
                KaitaiStream _io_value = this._io.substream(lenValue().value());
                this.value = new PackedInt(_io_value);
            }
            if (fieldType().value() > 3) {
                this.unknownValue = this._io.readBytes(lenValue().value());
            }
        }

        public void _fetchInstances() {
            this.fieldType._fetchInstances();
            if (fieldType().value() != 0) {
                this.lenValue._fetchInstances();
            }
            if ( ((fieldType().value() >= 1) && (fieldType().value() <= 3)) ) {
                this.value._fetchInstances();
            }
            if (fieldType().value() > 3) {
            }
        }
        private PackedInt fieldType;
        private PackedInt lenValue;
        private PackedInt value;
        private byte[] unknownValue;
        private TransactionPayloadEvent _root;
        private TransactionPayloadEvent _parent;

        /**
         * 0 end mark, 1 payload size, 2 compression type, 3 uncompressed size.
         */
        public PackedInt fieldType() { return fieldType; }
        public PackedInt lenValue() { return lenValue; }

        /**
         * The field's value (payload size, compression type or uncompressed size).
         */
        public PackedInt value() { return value; }

        /**
         * The value of a field type this spec does not know, skipped as the server does.
         */
        public byte[] unknownValue() { return unknownValue; }
        public TransactionPayloadEvent _root() { return _root; }
        public TransactionPayloadEvent _parent() { return _parent; }
    }
    private CompressionType compressionType;

    /**
     * How the payload is compressed.
     */
    public CompressionType compressionType() {
        if (this.compressionType != null)
            return this.compressionType;
        if (idxCompressionType() >= 0) {
            this.compressionType = CompressionType.byId(headerFields().get(((Number) (idxCompressionType())).intValue()).value().value());
        }
        return this.compressionType;
    }
    private Integer idxCompressionType;

    /**
     * Index of the compression-type field among the first four header fields, -1 when missing.
     */
    public Integer idxCompressionType() {
        if (this.idxCompressionType != null)
            return this.idxCompressionType;
        this.idxCompressionType = ((Number) ((headerFields().get(((int) 0)).fieldType().value() == 2 ? 0 : ( ((headerFields().size() > 1) && (headerFields().get(((int) 1)).fieldType().value() == 2))  ? 1 : ( ((headerFields().size() > 2) && (headerFields().get(((int) 2)).fieldType().value() == 2))  ? 2 : ( ((headerFields().size() > 3) && (headerFields().get(((int) 3)).fieldType().value() == 2))  ? 3 : -1)))))).intValue();
        return this.idxCompressionType;
    }
    private Integer idxPayloadSize;

    /**
     * Index of the payload-size field among the first four header fields, -1 when missing.
     */
    public Integer idxPayloadSize() {
        if (this.idxPayloadSize != null)
            return this.idxPayloadSize;
        this.idxPayloadSize = ((Number) ((headerFields().get(((int) 0)).fieldType().value() == 1 ? 0 : ( ((headerFields().size() > 1) && (headerFields().get(((int) 1)).fieldType().value() == 1))  ? 1 : ( ((headerFields().size() > 2) && (headerFields().get(((int) 2)).fieldType().value() == 1))  ? 2 : ( ((headerFields().size() > 3) && (headerFields().get(((int) 3)).fieldType().value() == 1))  ? 3 : -1)))))).intValue();
        return this.idxPayloadSize;
    }
    private Integer idxUncompressedSize;

    /**
     * Index of the uncompressed-size field among the first four header fields, -1 when missing.
     */
    public Integer idxUncompressedSize() {
        if (this.idxUncompressedSize != null)
            return this.idxUncompressedSize;
        this.idxUncompressedSize = ((Number) ((headerFields().get(((int) 0)).fieldType().value() == 3 ? 0 : ( ((headerFields().size() > 1) && (headerFields().get(((int) 1)).fieldType().value() == 3))  ? 1 : ( ((headerFields().size() > 2) && (headerFields().get(((int) 2)).fieldType().value() == 3))  ? 2 : ( ((headerFields().size() > 3) && (headerFields().get(((int) 3)).fieldType().value() == 3))  ? 3 : -1)))))).intValue();
        return this.idxUncompressedSize;
    }
    private Integer payloadSize;

    /**
     * Size of the payload in bytes as the header states it.
     */
    public Integer payloadSize() {
        if (this.payloadSize != null)
            return this.payloadSize;
        if (idxPayloadSize() >= 0) {
            this.payloadSize = ((Number) (headerFields().get(((Number) (idxPayloadSize())).intValue()).value().value())).intValue();
        }
        return this.payloadSize;
    }
    private Integer uncompressedSize;

    /**
     * Size of the inner events once decompressed; written only when the payload is compressed.
     */
    public Integer uncompressedSize() {
        if (this.uncompressedSize != null)
            return this.uncompressedSize;
        if (idxUncompressedSize() >= 0) {
            this.uncompressedSize = ((Number) (headerFields().get(((Number) (idxUncompressedSize())).intValue()).value().value())).intValue();
        }
        return this.uncompressedSize;
    }
    private List<HeaderField> headerFields;
    private byte[] payload;
    private TransactionPayloadEvent _root;
    private KaitaiStruct _parent;

    /**
     * The header fields, the last one the end mark.
     */
    public List<HeaderField> headerFields() { return headerFields; }

    /**
     * The compressed (or stored) inner events.
     */
    public byte[] payload() { return payload; }
    public TransactionPayloadEvent _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
