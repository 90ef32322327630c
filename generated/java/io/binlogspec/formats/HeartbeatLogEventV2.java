// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import io.kaitai.struct.KaitaiStream;
import java.io.IOException;
import java.util.ArrayList;
import java.nio.charset.StandardCharsets;
import java.util.List;


/**
 * MySQL 8.0.26+ keep-alive with a 64-bit position, sent instead of HEARTBEAT_LOG_EVENT to
 * replicas that ask for it. The body is a list of type-length-value fields, each type and
 * length a packed integer; a field of type 0 ends the list. Unknown field types are kept raw.
 * @see <a href="https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Heartbeat__event__v2.html">Source</a>
 * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/codecs/binary.cpp">Source</a>
 */
public class HeartbeatLogEventV2 extends KaitaiStruct {
    public static HeartbeatLogEventV2 fromFile(String fileName) throws IOException {
        return new HeartbeatLogEventV2(new ByteBufferKaitaiStream(fileName));
    }

    public HeartbeatLogEventV2(KaitaiStream _io) {
        this(_io, null, null);
    }

    public HeartbeatLogEventV2(KaitaiStream _io, KaitaiStruct _parent) {
        this(_io, _parent, null);
    }

    public HeartbeatLogEventV2(KaitaiStream _io, KaitaiStruct _parent, HeartbeatLogEventV2 _root) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        _read();
    }
    private void _read() {
        this.fields = new ArrayList<Field>();
        {
            int i = 0;
            while (!this._io.isEof()) {
                this.fields.add(new Field(this._io, this, _root));
                i++;
            }
        }
    }

    public void _fetchInstances() {
        for (int i = 0; i < this.fields.size(); i++) {
            this.fields.get(((Number) (i)).intValue())._fetchInstances();
        }
    }

    /**
     * One field: its type, its length and its value; type 0 ends the list.
     */
    public static class Field extends KaitaiStruct {
        public static Field fromFile(String fileName) throws IOException {
            return new Field(new ByteBufferKaitaiStream(fileName));
        }

        public Field(KaitaiStream _io) {
            this(_io, null, null);
        }

        public Field(KaitaiStream _io, HeartbeatLogEventV2 _parent) {
            this(_io, _parent, null);
        }

        public Field(KaitaiStream _io, HeartbeatLogEventV2 _parent, HeartbeatLogEventV2 _root) {
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
            if (fieldType().value() != 0) {
                switch (fieldType().value()) {
                case 1: {
                    KaitaiStream _io_value = this._io.substream(lenValue().value());
                    this.value = new LogNameValue(_io_value, this, _root);
                    break;
                }
                case 2: {
                    KaitaiStream _io_value = this._io.substream(lenValue().value());
                    this.value = new LogPositionValue(_io_value, this, _root);
                    break;
                }
                default: {
                    KaitaiStream _io_value = this._io.substream(lenValue().value());
                    this.value = new UnknownValue(_io_value, this, _root);
                    break;
                }
                }
            }
        }

        public void _fetchInstances() {
            this.fieldType._fetchInstances();
            if (fieldType().value() != 0) {
                this.lenValue._fetchInstances();
            }
            if (fieldType().value() != 0) {
                switch (fieldType().value()) {
                case 1: {
                    ((LogNameValue) (this.value))._fetchInstances();
                    break;
                }
                case 2: {
                    ((LogPositionValue) (this.value))._fetchInstances();
                    break;
                }
                default: {
                    ((UnknownValue) (this.value))._fetchInstances();
                    break;
                }
                }
            }
        }
        private PackedInt fieldType;
        private PackedInt lenValue;
        private KaitaiStruct value;
        private HeartbeatLogEventV2 _root;
        private HeartbeatLogEventV2 _parent;

        /**
         * Field type: 0 ends the list (OTW_HB_HEADER_END_MARK), 1 is the file name (OTW_HB_LOG_FILENAME_FIELD), 2 the position (OTW_HB_LOG_POSITION_FIELD).
         */
        public PackedInt fieldType() { return fieldType; }
        public PackedInt lenValue() { return lenValue; }

        /**
         * The field's value, by its type.
         */
        public KaitaiStruct value() { return value; }
        public HeartbeatLogEventV2 _root() { return _root; }
        public HeartbeatLogEventV2 _parent() { return _parent; }
    }

    /**
     * Field 1: the name of the binary log file the source is at.
     */
    public static class LogNameValue extends KaitaiStruct {
        public static LogNameValue fromFile(String fileName) throws IOException {
            return new LogNameValue(new ByteBufferKaitaiStream(fileName));
        }

        public LogNameValue(KaitaiStream _io) {
            this(_io, null, null);
        }

        public LogNameValue(KaitaiStream _io, HeartbeatLogEventV2.Field _parent) {
            this(_io, _parent, null);
        }

        public LogNameValue(KaitaiStream _io, HeartbeatLogEventV2.Field _parent, HeartbeatLogEventV2 _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.logName = StrictText.utf8(this._io.readBytesFull());
        }

        public void _fetchInstances() {
        }
        private String logName;
        private HeartbeatLogEventV2 _root;
        private HeartbeatLogEventV2.Field _parent;

        /**
         * Name of the binlog file the source is at.
         */
        public String logName() { return logName; }
        public HeartbeatLogEventV2 _root() { return _root; }
        public HeartbeatLogEventV2.Field _parent() { return _parent; }
    }

    /**
     * Field 2: the position in that file.
     */
    public static class LogPositionValue extends KaitaiStruct {
        public static LogPositionValue fromFile(String fileName) throws IOException {
            return new LogPositionValue(new ByteBufferKaitaiStream(fileName));
        }

        public LogPositionValue(KaitaiStream _io) {
            this(_io, null, null);
        }

        public LogPositionValue(KaitaiStream _io, HeartbeatLogEventV2.Field _parent) {
            this(_io, _parent, null);
        }

        public LogPositionValue(KaitaiStream _io, HeartbeatLogEventV2.Field _parent, HeartbeatLogEventV2 _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.logPosition = new PackedInt(this._io);
        }

        public void _fetchInstances() {
            this.logPosition._fetchInstances();
        }
        private PackedInt logPosition;
        private HeartbeatLogEventV2 _root;
        private HeartbeatLogEventV2.Field _parent;

        /**
         * The source's position in that file.
         */
        public PackedInt logPosition() { return logPosition; }
        public HeartbeatLogEventV2 _root() { return _root; }
        public HeartbeatLogEventV2.Field _parent() { return _parent; }
    }

    /**
     * A field type this spec does not know, kept raw.
     */
    public static class UnknownValue extends KaitaiStruct {
        public static UnknownValue fromFile(String fileName) throws IOException {
            return new UnknownValue(new ByteBufferKaitaiStream(fileName));
        }

        public UnknownValue(KaitaiStream _io) {
            this(_io, null, null);
        }

        public UnknownValue(KaitaiStream _io, HeartbeatLogEventV2.Field _parent) {
            this(_io, _parent, null);
        }

        public UnknownValue(KaitaiStream _io, HeartbeatLogEventV2.Field _parent, HeartbeatLogEventV2 _root) {
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
        private HeartbeatLogEventV2 _root;
        private HeartbeatLogEventV2.Field _parent;

        /**
         * Value of a field type this spec does not know, kept raw.
         */
        public byte[] data() { return data; }
        public HeartbeatLogEventV2 _root() { return _root; }
        public HeartbeatLogEventV2.Field _parent() { return _parent; }
    }
    private List<Field> fields;
    private HeartbeatLogEventV2 _root;
    private KaitaiStruct _parent;

    /**
     * Type-length-value fields up to the end of the body.
     */
    public List<Field> fields() { return fields; }
    public HeartbeatLogEventV2 _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
