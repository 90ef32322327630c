// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import io.kaitai.struct.KaitaiStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;


/**
 * Group Replication marks a change of the group's membership (a view change) with this event
 * in the group_replication_applier relay log and the binary log. It carries the new view's id
 * and, for a joining member, the certification information it needs: a map from write-set
 * hash to the GTID set in which that row was last changed.
 * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/control_events.cpp">Source</a>
 * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/event_reader.cpp">Source</a>
 * @see <a href="https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1View__change__event.html">Source</a>
 */
public class ViewChangeEvent extends KaitaiStruct {
    public static ViewChangeEvent fromFile(String fileName) throws IOException {
        return new ViewChangeEvent(new ByteBufferKaitaiStream(fileName));
    }

    public ViewChangeEvent(KaitaiStream _io) {
        this(_io, null, null);
    }

    public ViewChangeEvent(KaitaiStream _io, KaitaiStruct _parent) {
        this(_io, _parent, null);
    }

    public ViewChangeEvent(KaitaiStream _io, KaitaiStruct _parent, ViewChangeEvent _root) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        _read();
    }
    private void _read() {
        this.viewId = StrictText.ascii(KaitaiStream.bytesTerminate(this._io.readBytes(40), (byte) 0, false));
        this.seqNumber = this._io.readS8le();
        this.numCertInfo = this._io.readU4le();
        this.certInfo = new ArrayList<CertInfoEntry>();
        for (int i = 0; i < numCertInfo(); i++) {
            this.certInfo.add(new CertInfoEntry(this._io, this, _root));
        }
    }

    public void _fetchInstances() {
        for (int i = 0; i < this.certInfo.size(); i++) {
            this.certInfo.get(((Number) (i)).intValue())._fetchInstances();
        }
    }

    /**
     * One entry of the certification information.
     */
    public static class CertInfoEntry extends KaitaiStruct {
        public static CertInfoEntry fromFile(String fileName) throws IOException {
            return new CertInfoEntry(new ByteBufferKaitaiStream(fileName));
        }

        public CertInfoEntry(KaitaiStream _io) {
            this(_io, null, null);
        }

        public CertInfoEntry(KaitaiStream _io, ViewChangeEvent _parent) {
            this(_io, _parent, null);
        }

        public CertInfoEntry(KaitaiStream _io, ViewChangeEvent _parent, ViewChangeEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.lenKey = this._io.readU2le();
            this.key = this._io.readBytes(lenKey());
            this.lenValue = this._io.readU4le();
            this.value = this._io.readBytes(lenValue());
        }

        public void _fetchInstances() {
        }
        private int lenKey;
        private byte[] key;
        private long lenValue;
        private byte[] value;
        private ViewChangeEvent _root;
        private ViewChangeEvent _parent;
        public int lenKey() { return lenKey; }

        /**
         * A write-set hash, as text.
         */
        public byte[] key() { return key; }
        public long lenValue() { return lenValue; }

        /**
         * The GTID set of the last change to those rows, in the binary GTID-set encoding.
         */
        public byte[] value() { return value; }
        public ViewChangeEvent _root() { return _root; }
        public ViewChangeEvent _parent() { return _parent; }
    }
    private String viewId;
    private long seqNumber;
    private long numCertInfo;
    private List<CertInfoEntry> certInfo;
    private ViewChangeEvent _root;
    private KaitaiStruct _parent;

    /**
     * The view id (like 15883451581012337:5), padded with zero bytes to 40.
     */
    public String viewId() { return viewId; }

    /**
     * The certifier's sequence number when the view changed.
     */
    public long seqNumber() { return seqNumber; }
    public long numCertInfo() { return numCertInfo; }

    /**
     * The certification database entries.
     */
    public List<CertInfoEntry> certInfo() { return certInfo; }
    public ViewChangeEvent _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
