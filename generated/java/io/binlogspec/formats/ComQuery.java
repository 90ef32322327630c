// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import io.kaitai.struct.KaitaiStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;


/**
 * The payload of a text statement sent to the server. A binlog client sends its settings this
 * way before the dump: SET @master_binlog_checksum (the checksum it can check, which makes the
 * server send events with their CRC32), SET @mariadb_slave_capability (which events of MariaDB
 * it understands: 4 is MARIA_SLAVE_CAPABILITY_GTID) and, for MariaDB's GTID start,
 * SET @slave_connect_state to the GTID position to start after.
 * @see <a href="https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_com_query.html">Source</a>
 * @see <a href="https://mariadb.com/kb/en/com_query/">Source</a>
 * @see <a href="https://mariadb.com/kb/en/gtid/#using-current_pos-vs-slave_pos">Source</a>
 */
public class ComQuery extends KaitaiStruct {
    public static ComQuery fromFile(String fileName) throws IOException {
        return new ComQuery(new ByteBufferKaitaiStream(fileName));
    }

    public ComQuery(KaitaiStream _io) {
        this(_io, null, null);
    }

    public ComQuery(KaitaiStream _io, KaitaiStruct _parent) {
        this(_io, _parent, null);
    }

    public ComQuery(KaitaiStream _io, KaitaiStruct _parent, ComQuery _root) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        _read();
    }
    private void _read() {
        this.command = this._io.readU1();
        if (!(this.command == 3)) {
            throw new KaitaiStream.ValidationNotEqualError(3, this.command, this._io, "/seq/0");
        }
        this.query = StrictText.utf8(this._io.readBytesFull());
    }

    public void _fetchInstances() {
    }
    private int command;
    private String query;
    private ComQuery _root;
    private KaitaiStruct _parent;

    /**
     * COM_QUERY.
     */
    public int command() { return command; }

    /**
     * The statement text.
     */
    public String query() { return query; }
    public ComQuery _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
