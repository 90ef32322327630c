// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import io.kaitai.struct.KaitaiStream;
import java.io.IOException;
import java.util.Map;
import java.util.HashMap;
import java.nio.charset.StandardCharsets;


/**
 * Tells replicas that something happened on the source that may leave them out of step (for
 * example, changes that could not be logged); a replica stops when it reads one.
 * @see <a href="https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Incident__event.html">Source</a>
 * @see <a href="https://mariadb.com/kb/en/incident_event/">Source</a>
 */
public class IncidentEvent extends KaitaiStruct {
    public static IncidentEvent fromFile(String fileName) throws IOException {
        return new IncidentEvent(new ByteBufferKaitaiStream(fileName));
    }

    public enum IncidentType {
        NONE(0),
        LOST_EVENTS(1);

        private final long id;
        IncidentType(long id) { this.id = id; }
        public long id() { return id; }
        private static final Map<Long, IncidentType> byId = new HashMap<Long, IncidentType>(2);
        static {
            for (IncidentType e : IncidentType.values())
                byId.put(e.id(), e);
        }
        public static IncidentType byId(long id) { return byId.get(id); }
    }

    public IncidentEvent(KaitaiStream _io) {
        this(_io, null, null);
    }

    public IncidentEvent(KaitaiStream _io, KaitaiStruct _parent) {
        this(_io, _parent, null);
    }

    public IncidentEvent(KaitaiStream _io, KaitaiStruct _parent, IncidentEvent _root) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        _read();
    }
    private void _read() {
        this.incident = IncidentType.byId(this._io.readU2le());
        this.lenMessage = this._io.readU1();
        this.message = StrictText.utf8(this._io.readBytes(lenMessage()));
    }

    public void _fetchInstances() {
    }
    private IncidentType incident;
    private int lenMessage;
    private String message;
    private IncidentEvent _root;
    private KaitaiStruct _parent;

    /**
     * What happened: the kind of incident.
     */
    public IncidentType incident() { return incident; }
    public int lenMessage() { return lenMessage; }

    /**
     * Human-readable explanation (may be empty).
     */
    public String message() { return message; }
    public IncidentEvent _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
