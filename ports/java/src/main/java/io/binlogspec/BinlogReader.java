package io.binlogspec;

import com.github.luben.zstd.ZstdInputStream;
import io.binlogspec.formats.BinlogEvent;
import io.binlogspec.formats.ColumnCell;
import io.binlogspec.formats.EventType;
import io.binlogspec.formats.FormatDescriptionEvent;
import io.binlogspec.formats.GtidLogEvent;
import io.binlogspec.formats.GtidTaggedLogEvent;
import io.binlogspec.formats.GuardedStream;
import io.binlogspec.formats.MariadbGtidEvent;
import io.binlogspec.formats.RowsEvent;
import io.binlogspec.formats.StartEventV3;
import io.binlogspec.formats.TableMapEvent;
import io.binlogspec.formats.TransactionPayloadEvent;
import io.kaitai.struct.ByteBufferKaitaiStream;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.CRC32;

/**
 * The row changes of one binlog file, in file order.
 *
 * <pre>
 * try (BinlogReader reader = BinlogReader.open(Path.of("binlog.000001"))) {
 *     for (RowChange change : reader) {
 *         System.out.println(change.op + " " + change.db + "." + change.table + " " + change.after);
 *     }
 * }
 * </pre>
 *
 * <p>Every event is parsed with the parsers generated from the specs ({@code binlog_event} and
 * the context the file carries: the format description's header length, checksum and
 * post-header lengths, the table maps); CRC32s are checked; the events inside a
 * TRANSACTION_PAYLOAD_EVENT are inflated (zstd) and read; MariaDB's compressed row events are
 * inflated by the specs. A fault stops the iteration with a {@link BinlogException} naming the
 * file and the offset of the event, after every row change before it.
 */
public final class BinlogReader implements Iterable<RowChange>, Closeable {
    static final int FDE = 15;
    static final int START_V3 = 1;
    static final int QUERY = 2;
    static final int TABLE_MAP = 19;
    static final int PAYLOAD = 40;
    static final long MAX_EVENT_SIZE = (1L << 30) + (1L << 16);
    private static final Set<Integer> WRITE = Set.of(20, 23, 30, 166, 169);
    private static final Set<Integer> DELETE = Set.of(22, 25, 32, 168, 171);
    private static final Set<Integer> UPDATE = Set.of(21, 24, 31, 39, 167, 170);
    private static final Set<Integer> UNREAD = Set.of(16, 160, 29);
    private static final Set<Integer> ENCRYPTION_STARTS = Set.of(164, 159);
    private static final Map<Integer, byte[]> V1_V3_POST_HEADER_LENS = Map.of(
        1, new byte[] {56, 11, 0, 0, 0, 18, 0, 4, 4, 4, 4, 18, 0, 0},
        3, new byte[] {56, 11, 0, 8, 0, 18, 0, 4, 4, 4, 4, 18, 0, 0});
    private static final Pattern VERSION = Pattern.compile("(\\d+)\\.(\\d+)\\.(\\d+)");

    /** Where the bytes come from. */
    private interface Source extends Closeable {
        long size();
        byte[] read(long pos, int n);
    }

    private final String name;
    private final Source source;
    private boolean iterated;

    private BinlogReader(String name, Source source) {
        this.name = name;
        this.source = source;
    }

    /** A reader over a file; its name in row changes and errors is the path as given. */
    public static BinlogReader open(Path path) {
        FileChannel ch;
        try {
            ch = FileChannel.open(path, StandardOpenOption.READ);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new BinlogReader(path.toString(), new Source() {
            public long size() {
                try {
                    return ch.size();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }

            public byte[] read(long pos, int n) {
                ByteBuffer buf = ByteBuffer.allocate((int) Math.max(0, Math.min(n, size() - pos)));
                try {
                    while (buf.hasRemaining()) {
                        if (ch.read(buf, pos + buf.position()) < 0) break;
                    }
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                return buf.position() == buf.capacity() ? buf.array() : java.util.Arrays.copyOf(buf.array(), buf.position());
            }

            public void close() throws IOException {
                ch.close();
            }
        });
    }

    /** A reader over a binlog's bytes; {@code name} is the file name its row changes and errors give. */
    public static BinlogReader open(String name, byte[] bytes) {
        return new BinlogReader(name, new Source() {
            public long size() { return bytes.length; }

            public byte[] read(long pos, int n) {
                int from = (int) Math.min(pos, bytes.length);
                return java.util.Arrays.copyOfRange(bytes, from, (int) Math.min(bytes.length, pos + n));
            }

            public void close() {}
        });
    }

    @Override
    public void close() throws IOException {
        source.close();
    }

    /** The row changes, read as the iteration goes (a reader is iterated once). */
    @Override
    public Iterator<RowChange> iterator() {
        if (iterated) throw new IllegalStateException("a BinlogReader is iterated once");
        iterated = true;
        return new Walk();
    }

    /** Every row change of the file in a list (a fault still throws, the changes before it lost). */
    public List<RowChange> readAll() {
        List<RowChange> out = new ArrayList<>();
        for (RowChange c : this) out.add(c);
        return out;
    }

    // ------------------------------------------------------------------ the walk

    private static String typeName(int code) {
        EventType.Code c = EventType.Code.byId(code);
        return c != null ? c.name() : "TYPE_" + code;
    }

    private static boolean isRows(int code) {
        return WRITE.contains(code) || DELETE.contains(code) || UPDATE.contains(code);
    }

    static boolean hasChecksumAlg(String serverVersion) {
        String text = serverVersion.startsWith("5.5.5-") ? serverVersion.substring(6) : serverVersion.split("-", 2)[0];
        Matcher m = VERSION.matcher(text);
        if (!m.lookingAt()) return false;
        int[] v = {Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3))};
        int[] min = serverVersion.toLowerCase().contains("mariadb") ? new int[] {5, 3, 0} : new int[] {5, 6, 1};
        for (int i = 0; i < 3; i++) if (v[i] != min[i]) return v[i] > min[i];
        return true;
    }

    private static long u32(byte[] b, int at) {
        return (b[at] & 0xffL) | (b[at + 1] & 0xffL) << 8 | (b[at + 2] & 0xffL) << 16 | (b[at + 3] & 0xffL) << 24;
    }

    private static String cString(byte[] b) {
        int end = 0;
        while (end < b.length && b[end] != 0) end++;
        return new String(b, 0, end, StandardCharsets.ISO_8859_1);
    }

    private final class Walk implements Iterator<RowChange> {
        private final ArrayDeque<RowChange> ready = new ArrayDeque<>();
        private long pos = -1;
        private boolean done;
        private BinlogException fault;
        // the context (formats/README.md, "The context an event needs")
        private int lenHeader;
        private int lenChecksum;
        private byte[] postHeaderLens;
        private String serverVersion;
        private boolean haveContext;
        private final Map<Long, TableMapEvent> tableMaps = new HashMap<>();
        private final Map<TableMapEvent, List<Column>> columns = new IdentityHashMap<>();
        private long encryptedFrom = -1;
        private String gtid;
        // what the file's log_pos fields are (the server's check of them): null unknown,
        // "end" (v4: each event's end), "start" (v1/v3: its own offset), "none" (artificial events met)
        private String positions;
        private final Set<Long> v3Starts = new java.util.HashSet<>();
        // table ids whose table map has no column metadata and no reading for some column
        private final Map<Long, String> unsized = new HashMap<>();

        @Override
        public boolean hasNext() {
            while (ready.isEmpty() && !done) {
                try {
                    step();
                } catch (BinlogException e) {
                    done = true;
                    fault = e;
                }
            }
            if (ready.isEmpty() && fault != null) {
                BinlogException e = fault;
                fault = null;
                throw e;
            }
            return !ready.isEmpty();
        }

        @Override
        public RowChange next() {
            if (!hasNext()) throw new NoSuchElementException();
            return ready.removeFirst();
        }

        private BinlogException.DecodeError decodeError(String detail, long at, Integer code, Throwable cause) {
            return new BinlogException.DecodeError(detail, name, at, code == null ? null : typeName(code), cause);
        }

        /** Reads the next event (and the events inside it), queueing its row changes. */
        private void step() {
            long size = source.size();
            if (pos < 0) {
                byte[] magic = source.read(0, 4);
                if (magic.length == 4 && (magic[0] & 0xff) == 0xfd && magic[1] == 'b' && magic[2] == 'i' && magic[3] == 'n') {
                    throw new BinlogException.Encrypted("file is encrypted (magic fd 62 69 6e, MySQL binlog_encryption); "
                        + "it cannot be decoded without the keyring", name, 0, null);
                }
                if (magic.length < 4) {
                    throw new BinlogException.Truncated("expected the 4-byte binlog magic fe 62 69 6e, found " + magic.length + " bytes", name, 0, null);
                }
                if ((magic[0] & 0xff) != 0xfe || magic[1] != 'b' || magic[2] != 'i' || magic[3] != 'n') {
                    throw new BinlogException.BadMagic(String.format("expected the binlog magic fe 62 69 6e, found %02x %02x %02x %02x",
                        magic[0], magic[1], magic[2], magic[3]), name, 0);
                }
                pos = 4;
            }
            if (pos >= size) {
                done = true;
                return;
            }
            if (encryptedFrom >= 0) {
                throw new BinlogException.Encrypted("the events from here on are encrypted (encryption started by the event at "
                    + encryptedFrom + "); this reader does not decrypt", name, pos, null);
            }
            byte[] head = source.read(pos, 13);
            if (head.length < 13) {
                throw new BinlogException.Truncated("expected an event header, found only " + head.length
                    + " bytes before the end of the file", name, pos, null);
            }
            int code = head[4] & 0xff;
            long evSize = u32(head, 9);
            int lh;
            int lc;
            boolean fdeAlg = false;
            if (code == FDE) {
                String version = cString(source.read(pos + 19 + 2, 50));
                fdeAlg = hasChecksumAlg(version);
                lh = 19;
                lc = fdeAlg ? 4 : 0;
            } else if (!haveContext) {
                if (code != START_V3) {
                    throw decodeError("expected a FORMAT_DESCRIPTION_EVENT or START_EVENT_V3 first, found " + typeName(code), pos, code, null);
                }
                lh = evSize == 13 + 56 ? 13 : 19;
                lc = 0;
            } else {
                lh = lenHeader;
                lc = lenChecksum;
            }
            if (evSize < lh + lc) {
                throw new BinlogException.LengthOutOfBounds("event size " + evSize + " is smaller than its header and checksum ("
                    + (lh + lc) + " bytes)", name, pos, typeName(code));
            }
            if (evSize > MAX_EVENT_SIZE) {
                throw new BinlogException.LengthOutOfBounds("event declares " + evSize + " bytes, more than the " + MAX_EVENT_SIZE
                    + " any server writes", name, pos, typeName(code));
            }
            if (evSize > size - pos) {
                throw new BinlogException.Truncated("event declares " + evSize + " bytes but the file has only " + (size - pos)
                    + " left", name, pos, typeName(code));
            }
            byte[] data = source.read(pos, (int) evSize);
            Object body = event(data, pos, code, lh, lc, fdeAlg, true);
            if (code == PAYLOAD) payload((TransactionPayloadEvent) body, pos);
            else if (ENCRYPTION_STARTS.contains(code)) encryptedFrom = pos;
            pos += evSize;
        }

        /** Decodes one event (at {@code at}; an inner event gives its payload event's offset), keeps the context, queues its rows; returns its body. */
        private Object event(byte[] data, long at, int code, int lh, int lc, boolean fdeAlg, boolean top) {
            boolean checksumOk = false;
            if (code == FDE && lc == 0 && data.length >= 19 + 57 + 5 && (data[data.length - 5] == 0 || data[data.length - 5] == 1)
                    && crc32(data) == u32(data, data.length - 4)) {
                throw decodeError("server version '" + cString(java.util.Arrays.copyOfRange(data, 21, 71))
                    + "' predates binlog checksums, but the event ends in a checksum-algorithm byte and a CRC32 that holds: "
                    + "the version text is damaged", at, code, null);
            }
            if (lc == 4) {
                long expected = u32(data, data.length - 4);
                long computed = crc32(data);
                if (expected != computed) {
                    throw new BinlogException.ChecksumMismatch(String.format("CRC32 mismatch: the event says %08x, its bytes give %08x",
                        expected, computed), name, at, typeName(code), expected, computed);
                }
                checksumOk = true;
            }
            if (top && lh >= 19) {
                try {
                    checkPosition(at, data.length, u32(data, 13), code);
                } catch (BinlogException.LengthOutOfBounds e) {
                    // a log_pos is a claim about positions: where the CRC32 holds, or a chain of
                    // plausible headers follows the event's size, the event is read
                    if (!checksumOk && ("start".equals(positions) || !chainFollows(at + data.length))) throw e;
                }
            }
            TableMapEvent tm = null;
            if (isRows(code)) {
                int width = postHeaderLens != null && postHeaderLens.length >= code && postHeaderLens[code - 1] == 6 ? 4 : 6;
                long id = 0;
                for (int i = width - 1; i >= 0; i--) id = (id << 8) | (data[lh + i] & 0xff);
                tm = tableMaps.get(id);
            }
            if (tm != null && unsized.containsKey(tm.tableId())) {
                throw new BinlogException.LayoutMismatch("row images do not fit the table map: " + unsized.get(tm.tableId()),
                    name, at, typeName(code));
            }
            if (checksumOk && UNREAD.contains(code)) return null;
            Object body;
            String undecoded = null;
            Throwable undecodedCause = null;
            try {
                BinlogEvent ev = new BinlogEvent(new GuardedStream(data), lh, lc,
                    postHeaderLens != null ? postHeaderLens : new byte[0], fdeAlg, tm);
                body = ev.body();
                if (body instanceof RowsEvent) ((RowsEvent) body)._fetchInstances();
            } catch (GuardedStream.Bound e) {
                throw new BinlogException.LengthOutOfBounds(e.getMessage(), name, at, typeName(code));
            } catch (RuntimeException | StackOverflowError e) {
                if (isRows(code) && (checksumOk || lc == 0)) {
                    body = null;
                    undecodedCause = e;
                    undecoded = tm == null ? "no TABLE_MAP event for table id " + tableId(data, lh, code)
                        : e.getClass().getSimpleName() + ": " + e.getMessage();
                } else {
                    throw decodeError("body does not match its layout: " + e.getClass().getSimpleName() + ": " + e.getMessage(), at, code, e);
                }
            }
            if (isRows(code)) {
                if (undecoded != null) {
                    throw new BinlogException.LayoutMismatch("row images do not fit the table map: " + undecoded, name, at,
                        typeName(code), undecodedCause);
                }
                rows((RowsEvent) body, tm, at, code);
                return body;
            }
            switch (code) {
                case FDE: {
                    FormatDescriptionEvent fde = (FormatDescriptionEvent) body;
                    String version = fde.serverVersion() == null ? "" : fde.serverVersion();
                    if (fde.binlogVersion() != 4 || !VERSION.matcher(version).lookingAt()) {
                        throw decodeError("not a format description: binlog version " + fde.binlogVersion() + ", server version '"
                            + version + "' (expected 4 and a version number)", at, code, null);
                    }
                    if (fde.lenCommonHeader() < 19) {
                        throw decodeError("the format description gives event headers of " + fde.lenCommonHeader()
                            + " bytes; v4 headers take at least 19", at, code, null);
                    }
                    lenHeader = fde.lenCommonHeader();
                    lenChecksum = fde.checksumAlg() == FormatDescriptionEvent.ChecksumAlg.CRC32 ? 4 : 0;
                    postHeaderLens = fde.postHeaderLens();
                    serverVersion = version;
                    haveContext = true;
                    tableMaps.clear();
                    unsized.clear();
                    break;
                }
                case START_V3: {
                    StartEventV3 s = (StartEventV3) body;
                    int version = s.binlogVersion();
                    if ((version == 1) != (lh == 13)) {
                        throw decodeError("START_EVENT_V3 says binlog version " + version + ", whose headers are "
                            + (version == 1 ? 13 : 19) + " bytes, but its own header is " + lh, at, code, null);
                    }
                    lenHeader = version == 1 ? 13 : 19;
                    lenChecksum = 0;
                    postHeaderLens = V1_V3_POST_HEADER_LENS.getOrDefault(version, V1_V3_POST_HEADER_LENS.get(3));
                    serverVersion = s.serverVersion();
                    haveContext = true;
                    break;
                }
                case TABLE_MAP: {
                    TableMapEvent t = (TableMapEvent) body;
                    unsized.remove(t.tableId());
                    if (t.lenMetadata() == null && !t.columnTypes().isEmpty()) t = withMetadata(t, data, lh, lc, at);
                    tableMaps.put(t.tableId(), t);
                    break;
                }
                case 33: {
                    GtidLogEvent g = (GtidLogEvent) body;
                    gtid = uuid(g.sid()) + ":" + Long.toUnsignedString(g.gno());
                    break;
                }
                case 34:
                    gtid = null;
                    break;
                case 162: {
                    MariadbGtidEvent g = (MariadbGtidEvent) body;
                    long serverId = u32(data, 5);
                    gtid = Long.toUnsignedString(g.domainId()) + "-" + serverId + "-" + Long.toUnsignedString(g.seqNo());
                    break;
                }
                case 42:
                    gtid = taggedGtid((GtidTaggedLogEvent) body);
                    break;
                default:
                    break;
            }
            return body;
        }

        /** Holds an event's size to its log_pos where the file's positions are its own (see reader.py _check_position). */
        private void checkPosition(long at, long size, long logPos, int code) {
            if (at == 4 && positions == null) {
                if (logPos == at + size) positions = "end";
                else if (logPos == at) positions = "start";
                else if (logPos == 1 && code == START_V3) positions = "start";
                else if (logPos != 0) {
                    throw lengthError("the file's first event is " + size + " bytes long, so its log_pos should be " + (at + size)
                        + "; it is " + logPos, at, code);
                }
            } else if (logPos == 0) {
                positions = "none";
            } else if ("end".equals(positions) && logPos != at + size) {
                throw lengthError("event size " + size + " puts its end at " + (at + size) + ", but its log_pos says " + logPos
                    + " (every event before it ended at its log_pos)", at, code);
            } else if ("start".equals(positions) && logPos != at) {
                if (!v3Starts.contains(logPos)) {
                    throw lengthError("log_pos " + logPos + " should be the event's own offset " + at + ", as for every event before it", at, code);
                }
            }
            if ("start".equals(positions)) {
                if (v3Starts.size() < (1 << 16)) v3Starts.add(at);
                long after = at + size;
                byte[] head = source.read(after, 19);
                if (head.length == 19) {
                    long following = u32(head, 13);
                    long len = u32(head, 9);
                    boolean fits = 19 <= len && len <= source.size() - after;
                    if (following != after && !v3Starts.contains(following) && !(following == 0 && fits) && !v3ChainHolds(after, head)) {
                        throw lengthError("event size " + size + " puts the next event at " + after
                            + ", but the header there has log_pos " + following, at, code);
                    }
                }
            }
        }

        private BinlogException.LengthOutOfBounds lengthError(String detail, long at, int code) {
            return new BinlogException.LengthOutOfBounds(detail, name, at, typeName(code));
        }

        /** Whether from {@code at} three headers in a row are plausible by their sizes alone, or fewer reach the end exactly. */
        private boolean chainFollows(long at) {
            long limit = source.size();
            int lh = haveContext ? lenHeader : 19;
            int lc = haveContext ? lenChecksum : 0;
            for (int i = 0; i < 3; i++) {
                if (at == limit) return true;
                byte[] head = source.read(at, 13);
                if (head.length < 13 || (head[4] & 0xff) == 0 || EventType.Code.byId(head[4] & 0xff) == null) return false;
                long size = u32(head, 9);
                if (size < lh + lc || size > limit - at || size > MAX_EVENT_SIZE) return false;
                at += size;
            }
            return true;
        }

        private boolean v3ChainHolds(long at, byte[] head) {
            long size = source.size();
            long nxt = at + u32(head, 9);
            if (nxt == size) return true;
            byte[] further = at < nxt && nxt < size ? source.read(nxt, 19) : new byte[0];
            if (further.length < 19) return false;
            long logPos = u32(further, 13);
            return logPos == nxt || logPos == at || v3Starts.contains(logPos);
        }

        /**
         * A table map written without column metadata (servers before MySQL 5.1.15) as a later
         * server writes it: the metadata mysqlbinlog assumes (FLOAT 4, DOUBLE 8, CHAR and VARCHAR
         * with a one-byte length), every column nullable. A column with no such reading makes the
         * table's rows events undecodable (LayoutMismatch).
         */
        private TableMapEvent withMetadata(TableMapEvent t, byte[] data, int lh, int lc, long at) {
            ByteArrayOutputStream meta = new ByteArrayOutputStream();
            List<Integer> missing = new ArrayList<>();
            Set<String> none = Set.of("DECIMAL", "TINY", "SHORT", "LONG", "NULL", "TIMESTAMP", "LONGLONG", "INT24", "DATE",
                "TIME", "DATETIME", "YEAR", "NEWDATE");
            for (int i = 0; i < t.columnTypes().size(); i++) {
                String type = t.columnTypes().get(i) == null ? "" : t.columnTypes().get(i).name();
                if (none.contains(type)) continue;
                switch (type) {
                    case "FLOAT": meta.write(4); break;
                    case "DOUBLE": meta.write(8); break;
                    case "STRING": meta.write(0xfe); meta.write(0); break;
                    case "VARCHAR": case "VAR_STRING": meta.write(0); meta.write(0); break;
                    default: missing.add(i + 1);
                }
            }
            if (!missing.isEmpty()) {
                StringBuilder cols = new StringBuilder();
                for (int m : missing) cols.append(cols.length() > 0 ? ", " : "").append(m);
                unsized.put(t.tableId(), "the table map of " + t.databaseName() + "." + t.tableName()
                    + " has no column metadata (a server before 5.1.15) and columns " + cols + " need their definitions: give the table's schema");
                return t;
            }
            byte[] m = meta.toByteArray();
            ByteArrayOutputStream image = new ByteArrayOutputStream();
            image.write(data, 0, data.length - lc);
            if (m.length < 251) image.write(m.length);
            else { image.write(0xfc); image.write(m.length & 0xff); image.write(m.length >> 8); }
            image.write(m, 0, m.length);
            for (int i = 0; i < (t.columnTypes().size() + 7) / 8; i++) image.write(0xff);
            for (int i = 0; i < lc; i++) image.write(0);
            byte[] b = image.toByteArray();
            b[9] = (byte) b.length;
            b[10] = (byte) (b.length >> 8);
            b[11] = (byte) (b.length >> 16);
            b[12] = (byte) (b.length >> 24);
            try {
                return (TableMapEvent) new BinlogEvent(new GuardedStream(b), lh, lc,
                    postHeaderLens != null ? postHeaderLens : new byte[0], false, null).body();
            } catch (RuntimeException e) {
                throw decodeError("body does not match its layout: " + e.getClass().getSimpleName() + ": " + e.getMessage(), at, TABLE_MAP, e);
            }
        }

        private long tableId(byte[] data, int lh, int code) {
            int width = postHeaderLens != null && postHeaderLens.length >= code && postHeaderLens[code - 1] == 6 ? 4 : 6;
            long id = 0;
            for (int i = width - 1; i >= 0; i--) id = (id << 8) | (data[lh + i] & 0xff);
            return id;
        }

        private String taggedGtid(GtidTaggedLogEvent g) {
            byte[] octets = null;
            for (GtidTaggedLogEvent.TaggedField f : g.fields().entries()) {
                if (f.uuidOctets() != null) {
                    octets = new byte[f.uuidOctets().size()];
                    for (int i = 0; i < octets.length; i++) octets[i] = (byte) (long) f.uuidOctets().get(i).value();
                    break;
                }
            }
            if (octets == null) return null;
            String tag = g.tag();
            String gno = Long.toUnsignedString(g.gno());
            return tag != null && !tag.isEmpty() ? uuid(octets) + ":" + tag + ":" + gno : uuid(octets) + ":" + gno;
        }

        private void rows(RowsEvent ev, TableMapEvent tm, long at, int code) {
            if (tm == null) {
                throw new BinlogException.LayoutMismatch("no TABLE_MAP event for table id " + ev.tableId(), name, at, typeName(code));
            }
            List<Column> cols = columns.get(tm);
            if (cols == null) {
                try {
                    String flavor = serverVersion != null && serverVersion.toLowerCase().contains("mariadb") ? "mariadb" : "mysql";
                    cols = Columns.of(tm, flavor);
                } catch (RuntimeException e) {
                    throw new BinlogException.LayoutMismatch("its table map does not describe the columns: "
                        + e.getClass().getSimpleName() + ": " + e.getMessage(), name, at, typeName(code));
                }
                if (columns.size() > 1024) columns.clear();
                columns.put(tm, cols);
            }
            RowsEvent.RowList list = ev.rowData() != null ? ev.rowData() : ev.rowDataCompressed();
            if (list == null) return;
            // every cell's column type, as binlogspec's tree of the event has it: a cell past the
            // table map's columns is a fault of the event
            try {
                for (RowsEvent.Row row : list.rows()) {
                    for (RowsEvent.RowImage image : new RowsEvent.RowImage[] {row.beforeImage(), row.afterImage()}) {
                        if (image != null) for (ColumnCell cell : image.cells()) cell.columnType();
                    }
                }
            } catch (RuntimeException e) {
                throw decodeError("body does not match its layout: " + e.getClass().getSimpleName() + ": " + e.getMessage(), at, code, e);
            }
            String op = WRITE.contains(code) ? "insert" : DELETE.contains(code) ? "delete" : "update";
            boolean partial = code == 39;
            List<RowChange> out = new ArrayList<>();
            int n = 0;
            for (RowsEvent.Row row : list.rows()) {
                try {
                    Map<String, Object> before = row.beforeImage() != null ? image(cols, row.beforeImage()) : null;
                    Map<String, Object> after = row.afterImage() != null ? image(cols, row.afterImage()) : null;
                    if (partial && after != null) applyPartial(before, after);
                    out.add(new RowChange(name, at, gtid, tm.databaseName(), tm.tableName(), op, before, after));
                } catch (RuntimeException | StackOverflowError e) {
                    throw decodeError("row " + n + ": " + e.getClass().getSimpleName() + ": " + e.getMessage(), at, code, e);
                }
                n++;
            }
            ready.addAll(out);
        }

        private Map<String, Object> image(List<Column> cols, RowsEvent.RowImage image) {
            Map<String, Object> out = new LinkedHashMap<>();
            List<ColumnCell> cells = image.cells();
            for (int i = 0; i < Math.min(cols.size(), cells.size()); i++) {
                ColumnCell cell = cells.get(i);
                Column col = cols.get(i);
                if (!cell.isPresent()) continue;
                if (cell.isNull()) out.put(col.name, null);
                else if (cell.jsonDiff() != null) out.put(col.name, Values.jsonDiffs(cell));
                else out.put(col.name, Values.cellValue(col, cell));
            }
            return out;
        }

        @SuppressWarnings("unchecked")
        private void applyPartial(Map<String, Object> before, Map<String, Object> after) {
            for (Map.Entry<String, Object> e : after.entrySet()) {
                if (e.getValue() instanceof List && before != null && before.get(e.getKey()) instanceof JsonText) {
                    e.setValue(MysqlJsonText.apply((JsonText) before.get(e.getKey()), (List<MysqlJsonText.Diff>) e.getValue()));
                }
            }
        }

        /** The events inside a TRANSACTION_PAYLOAD_EVENT, read with header length 19 and no checksum. */
        private void payload(TransactionPayloadEvent body, long at) {
            if (body.compressionType() == null || body.payload() == null) {
                throw decodeError("payload event lacks its compression type or its payload field", at, PAYLOAD, null);
            }
            byte[] inner;
            Integer claimed = body.uncompressedSize();
            if (body.compressionType() == TransactionPayloadEvent.CompressionType.ZSTD) {
                try (InputStream in = new ZstdInputStream(new ByteArrayInputStream(body.payload()))) {
                    ByteArrayOutputStream out = new ByteArrayOutputStream();
                    in.transferTo(out);
                    inner = out.toByteArray();
                } catch (IOException e) {
                    throw decodeError("zstd payload does not decompress: " + e.getMessage(), at, PAYLOAD, e);
                }
            } else {
                inner = body.payload();
            }
            int offset = 0;
            while (offset < inner.length) {
                if (inner.length - offset < 19) {
                    throw new BinlogException.Truncated("payload ends inside an event header at payload offset " + offset, name, at, typeName(PAYLOAD));
                }
                long evSize = u32(inner, offset + 9);
                if (evSize < 19 || evSize > inner.length - offset) {
                    throw new BinlogException.LengthOutOfBounds("event at payload offset " + offset + " declares " + evSize
                        + " bytes; " + (inner.length - offset) + " remain", name, at, typeName(PAYLOAD));
                }
                byte[] data = java.util.Arrays.copyOfRange(inner, offset, offset + (int) evSize);
                event(data, at, data[4] & 0xff, 19, 0, false, false);
                offset += (int) evSize;
            }
            if (claimed != null && offset != (long) claimed) {
                throw decodeError("payload should decompress to " + claimed + " bytes, gave " + offset, at, PAYLOAD, null);
            }
        }
    }

    private static long crc32(byte[] data) {
        CRC32 crc = new CRC32();
        if ((data[4] & 0xff) == FDE && (data[17] & 1) != 0) {
            crc.update(data, 0, 17);
            crc.update(data[17] & ~1 & 0xff);
            crc.update(data, 18, data.length - 4 - 18);
        } else {
            crc.update(data, 0, data.length - 4);
        }
        return crc.getValue();
    }

    private static String uuid(byte[] raw) {
        StringBuilder h = new StringBuilder();
        for (byte b : raw) h.append(String.format("%02x", b & 0xff));
        String s = h.toString();
        if (s.length() != 32) return s;
        return s.substring(0, 8) + "-" + s.substring(8, 12) + "-" + s.substring(12, 16) + "-" + s.substring(16, 20) + "-" + s.substring(20);
    }
}
