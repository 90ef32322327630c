// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import io.kaitai.struct.KaitaiStream;
import java.io.IOException;
import java.util.ArrayList;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;


/**
 * MySQL 4.0's LOAD DATA INFILE: a NEW_LOAD_EVENT's fields, a file id, the name of the data
 * file with a zero terminator, and the first block of the file's contents. Later blocks come
 * in APPEND_BLOCK_EVENTs with the same file id; EXEC_LOAD_EVENT then runs the load.
 * @see <a href="https://dev.mysql.com/doc/internals/en/create-file-event.html">Source</a>
 * @see <a href="https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc">Source</a>
 */
public class CreateFileEvent extends KaitaiStruct {

    public CreateFileEvent(KaitaiStream _io, int lenPostHeader) {
        this(_io, null, null, lenPostHeader);
    }

    public CreateFileEvent(KaitaiStream _io, KaitaiStruct _parent, int lenPostHeader) {
        this(_io, _parent, null, lenPostHeader);
    }

    public CreateFileEvent(KaitaiStream _io, KaitaiStruct _parent, CreateFileEvent _root, int lenPostHeader) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        this.lenPostHeader = lenPostHeader;
        _read();
    }
    private void _read() {
        this.threadId = this._io.readU4le();
        this.execTime = this._io.readU4le();
        this.skipLines = this._io.readU4le();
        this.lenTableName = this._io.readU1();
        this.lenDb = this._io.readU1();
        this.numFields = this._io.readU4le();
        if (lenPostHeader() >= 4) {
            this.fileId = this._io.readU4le();
        }
        if (lenPostHeader() > 4) {
            this.postHeaderExtra = this._io.readBytes(lenPostHeader() - 4);
        }
        this.sqlEx = new LoadEvent.SqlExNew(this._io);
        this.fieldNameLens = new ArrayList<Integer>();
        for (int i = 0; i < numFields(); i++) {
            this.fieldNameLens.add(this._io.readU1());
        }
        this.fieldNames = new ArrayList<String>();
        for (int i = 0; i < numFields(); i++) {
            this.fieldNames.add(StrictText.utf8(this._io.readBytesTerm((byte) 0, false, true, true)));
        }
        this.tableName = StrictText.utf8(this._io.readBytes(lenTableName()));
        this.tableNameTerminator = this._io.readBytes(1);
        if (!(Arrays.equals(this.tableNameTerminator, new byte[] { 0 }))) {
            throw new KaitaiStream.ValidationNotEqualError(new byte[] { 0 }, this.tableNameTerminator, this._io, "/seq/12");
        }
        this.db = StrictText.utf8(this._io.readBytes(lenDb()));
        this.dbTerminator = this._io.readBytes(1);
        if (!(Arrays.equals(this.dbTerminator, new byte[] { 0 }))) {
            throw new KaitaiStream.ValidationNotEqualError(new byte[] { 0 }, this.dbTerminator, this._io, "/seq/14");
        }
        this.fileName = StrictText.utf8(this._io.readBytesTerm((byte) 0, false, true, true));
        this.block = this._io.readBytesFull();
    }

    public void _fetchInstances() {
        if (lenPostHeader() >= 4) {
        }
        if (lenPostHeader() > 4) {
        }
        this.sqlEx._fetchInstances();
        for (int i = 0; i < this.fieldNameLens.size(); i++) {
        }
        for (int i = 0; i < this.fieldNames.size(); i++) {
        }
    }
    private long threadId;
    private long execTime;
    private long skipLines;
    private int lenTableName;
    private int lenDb;
    private long numFields;
    private Long fileId;
    private byte[] postHeaderExtra;
    private LoadEvent.SqlExNew sqlEx;
    private List<Integer> fieldNameLens;
    private List<String> fieldNames;
    private String tableName;
    private byte[] tableNameTerminator;
    private String db;
    private byte[] dbTerminator;
    private String fileName;
    private byte[] block;
    private int lenPostHeader;
    private CreateFileEvent _root;
    private KaitaiStruct _parent;

    /**
     * Id of the connection that ran LOAD DATA.
     */
    public long threadId() { return threadId; }

    /**
     * Seconds the statement took.
     */
    public long execTime() { return execTime; }

    /**
     * IGNORE n LINES: lines to skip at the start of the file.
     */
    public long skipLines() { return skipLines; }
    public int lenTableName() { return lenTableName; }
    public int lenDb() { return lenDb; }

    /**
     * How many column names the statement lists.
     */
    public long numFields() { return numFields; }

    /**
     * Id that the APPEND_BLOCK and EXEC_LOAD events of this load repeat.
     */
    public Long fileId() { return fileId; }

    /**
     * Post-header bytes beyond the file id, kept raw.
     */
    public byte[] postHeaderExtra() { return postHeaderExtra; }

    /**
     * The field and line options of the statement.
     */
    public LoadEvent.SqlExNew sqlEx() { return sqlEx; }

    /**
     * Length of each column name.
     */
    public List<Integer> fieldNameLens() { return fieldNameLens; }

    /**
     * The column names the statement loads into.
     */
    public List<String> fieldNames() { return fieldNames; }

    /**
     * The table loaded into.
     */
    public String tableName() { return tableName; }
    public byte[] tableNameTerminator() { return tableNameTerminator; }

    /**
     * The default database of the statement.
     */
    public String db() { return db; }
    public byte[] dbTerminator() { return dbTerminator; }

    /**
     * The file name the statement named, as the client sent it.
     */
    public String fileName() { return fileName; }

    /**
     * The first block of the data file.
     */
    public byte[] block() { return block; }

    /**
     * CREATE_FILE post-header length from the FDE (4, the file id; the 18-byte LOAD post-header comes before it).
     */
    public int lenPostHeader() { return lenPostHeader; }
    public CreateFileEvent _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
