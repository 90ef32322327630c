// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import io.kaitai.struct.KaitaiStream;
import java.io.IOException;
import java.util.Map;
import java.util.HashMap;
import java.util.ArrayList;
import java.nio.charset.StandardCharsets;
import java.util.List;


/**
 * With binlog_row_value_options=PARTIAL_JSON, MySQL 8.0 logs an UPDATE that only changed parts
 * of a JSON document as a PARTIAL_UPDATE_ROWS_EVENT. In a row's after-image, a JSON column
 * whose partial bit is set carries, instead of the document, a list of changes to apply to the
 * before-image's document: each an operation, a JSON path, and (unless it removes) the new
 * value as a binary JSON document. This spec covers the bytes after the column's 4-byte length
 * (Json_diff_vector::write_binary writes that length first); the diffs fill them exactly.
 * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/sql/json_diff.cc">Source</a>
 * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/sql/json_diff.h">Source</a>
 * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_record.cc">Source</a>
 */
public class MysqlJsonDiff extends KaitaiStruct {
    public static MysqlJsonDiff fromFile(String fileName) throws IOException {
        return new MysqlJsonDiff(new ByteBufferKaitaiStream(fileName));
    }

    public enum JsonDiffOperation {
        REPLACE(0),
        INSERT(1),
        REMOVE(2);

        private final long id;
        JsonDiffOperation(long id) { this.id = id; }
        public long id() { return id; }
        private static final Map<Long, JsonDiffOperation> byId = new HashMap<Long, JsonDiffOperation>(3);
        static {
            for (JsonDiffOperation e : JsonDiffOperation.values())
                byId.put(e.id(), e);
        }
        public static JsonDiffOperation byId(long id) { return byId.get(id); }
    }

    public MysqlJsonDiff(KaitaiStream _io) {
        this(_io, null, null);
    }

    public MysqlJsonDiff(KaitaiStream _io, KaitaiStruct _parent) {
        this(_io, _parent, null);
    }

    public MysqlJsonDiff(KaitaiStream _io, KaitaiStruct _parent, MysqlJsonDiff _root) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        _read();
    }
    private void _read() {
        this.diffs = new ArrayList<JsonDiff>();
        {
            int i = 0;
            while (!this._io.isEof()) {
                this.diffs.add(new JsonDiff(this._io, this, _root));
                i++;
            }
        }
    }

    public void _fetchInstances() {
        for (int i = 0; i < this.diffs.size(); i++) {
            this.diffs.get(((Number) (i)).intValue())._fetchInstances();
        }
    }

    /**
     * One change (Json_diff::write_binary).
     */
    public static class JsonDiff extends KaitaiStruct {
        public static JsonDiff fromFile(String fileName) throws IOException {
            return new JsonDiff(new ByteBufferKaitaiStream(fileName));
        }

        public JsonDiff(KaitaiStream _io) {
            this(_io, null, null);
        }

        public JsonDiff(KaitaiStream _io, MysqlJsonDiff _parent) {
            this(_io, _parent, null);
        }

        public JsonDiff(KaitaiStream _io, MysqlJsonDiff _parent, MysqlJsonDiff _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.operation = MysqlJsonDiff.JsonDiffOperation.byId(this._io.readU1());
            this.lenPath = new PackedInt(this._io);
            this.path = StrictText.utf8(this._io.readBytes(lenPath().value()));
            if (operation() != MysqlJsonDiff.JsonDiffOperation.REMOVE) {
                this.lenValue = new PackedInt(this._io);
            }
            if (operation() != MysqlJsonDiff.JsonDiffOperation.REMOVE) {
                KaitaiStream _io_value = this._io.substream(lenValue().value());
                this.value = new MysqlJson(_io_value);
            }
        }

        public void _fetchInstances() {
            this.lenPath._fetchInstances();
            if (operation() != MysqlJsonDiff.JsonDiffOperation.REMOVE) {
                this.lenValue._fetchInstances();
            }
            if (operation() != MysqlJsonDiff.JsonDiffOperation.REMOVE) {
                this.value._fetchInstances();
            }
        }
        private JsonDiffOperation operation;
        private PackedInt lenPath;
        private String path;
        private PackedInt lenValue;
        private MysqlJson value;
        private MysqlJsonDiff _root;
        private MysqlJsonDiff _parent;

        /**
         * Replace, insert or remove.
         */
        public JsonDiffOperation operation() { return operation; }

        /**
         * Length of the path text.
         */
        public PackedInt lenPath() { return lenPath; }

        /**
         * Where the change applies, as MySQL's path text (Json_path::to_string): "$", then
         * ".member" (the name double-quoted when it is not an ECMAScript identifier) and "[n]"
         * legs, e.g. $.a[2]."b c".
         */
        public String path() { return path; }

        /**
         * Length of the new value's binary document.
         */
        public PackedInt lenValue() { return lenValue; }

        /**
         * The new value, a whole binary JSON document.
         */
        public MysqlJson value() { return value; }
        public MysqlJsonDiff _root() { return _root; }
        public MysqlJsonDiff _parent() { return _parent; }
    }
    private List<JsonDiff> diffs;
    private MysqlJsonDiff _root;
    private KaitaiStruct _parent;

    /**
     * The operations, in the order the server applied them.
     */
    public List<JsonDiff> diffs() { return diffs; }
    public MysqlJsonDiff _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
