// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import io.kaitai.struct.KaitaiStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;


/**
 * The payload a replica sends to register itself before a dump, so that SHOW SLAVE HOSTS (SHOW
 * REPLICAS) lists it: its server id, the host, account and port it reports and two fields the
 * servers ignore. An archiver may send it or not; the dump does not depend on it.
 * @see <a href="https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_com_register_replica.html">Source</a>
 * @see <a href="https://mariadb.com/kb/en/com_register_slave/">Source</a>
 */
public class ComRegisterSlave extends KaitaiStruct {
    public static ComRegisterSlave fromFile(String fileName) throws IOException {
        return new ComRegisterSlave(new ByteBufferKaitaiStream(fileName));
    }

    public ComRegisterSlave(KaitaiStream _io) {
        this(_io, null, null);
    }

    public ComRegisterSlave(KaitaiStream _io, KaitaiStruct _parent) {
        this(_io, _parent, null);
    }

    public ComRegisterSlave(KaitaiStream _io, KaitaiStruct _parent, ComRegisterSlave _root) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        _read();
    }
    private void _read() {
        this.command = this._io.readU1();
        if (!(this.command == 21)) {
            throw new KaitaiStream.ValidationNotEqualError(21, this.command, this._io, "/seq/0");
        }
        this.serverId = this._io.readU4le();
        this.lenHostname = this._io.readU1();
        this.hostname = StrictText.utf8(this._io.readBytes(lenHostname()));
        this.lenUser = this._io.readU1();
        this.user = StrictText.utf8(this._io.readBytes(lenUser()));
        this.lenPassword = this._io.readU1();
        this.password = StrictText.utf8(this._io.readBytes(lenPassword()));
        this.port = this._io.readU2le();
        this.replicationRank = this._io.readU4le();
        this.masterId = this._io.readU4le();
    }

    public void _fetchInstances() {
    }
    private int command;
    private long serverId;
    private int lenHostname;
    private String hostname;
    private int lenUser;
    private String user;
    private int lenPassword;
    private String password;
    private int port;
    private long replicationRank;
    private long masterId;
    private ComRegisterSlave _root;
    private KaitaiStruct _parent;

    /**
     * COM_REGISTER_SLAVE.
     */
    public int command() { return command; }

    /**
     * The replica's server id, unique among the source's replicas.
     */
    public long serverId() { return serverId; }
    public int lenHostname() { return lenHostname; }

    /**
     * The host the replica reports (report_host), often empty.
     */
    public String hostname() { return hostname; }
    public int lenUser() { return lenUser; }

    /**
     * The account the replica reports (report_user), often empty.
     */
    public String user() { return user; }
    public int lenPassword() { return lenPassword; }

    /**
     * The password the replica reports (report_password), often empty.
     */
    public String password() { return password; }

    /**
     * The port the replica reports (report_port).
     */
    public int port() { return port; }

    /**
     * Ignored by the servers; zero.
     */
    public long replicationRank() { return replicationRank; }

    /**
     * Ignored by the servers; zero.
     */
    public long masterId() { return masterId; }
    public ComRegisterSlave _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
