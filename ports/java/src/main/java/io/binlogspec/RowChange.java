package io.binlogspec;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.math.BigInteger;
import java.util.Base64;
import java.util.List;
import java.util.Map;

/**
 * One row inserted, updated or deleted: {@code file}, {@code pos} (the offset of its rows event, or
 * of the TRANSACTION_PAYLOAD_EVENT it came in), {@code gtid} in effect (null without one),
 * {@code db}, {@code table}, {@code op} ("insert", "update", "delete"), and the row images
 * {@code before} and {@code after} (column name to value, see {@link Values}; null where the
 * operation has no such image; a column missing from a MINIMAL image is left out).
 */
public final class RowChange {
    private static final JsonFactory JSON = new JsonFactory();

    public final String file;
    public final long pos;
    public final String gtid;
    public final String db;
    public final String table;
    public final String op;
    public final Map<String, Object> before;
    public final Map<String, Object> after;

    RowChange(String file, long pos, String gtid, String db, String table, String op, Map<String, Object> before,
              Map<String, Object> after) {
        this.file = file;
        this.pos = pos;
        this.gtid = gtid;
        this.db = db;
        this.table = table;
        this.op = op;
        this.before = before;
        this.after = after;
    }

    /** The change as one line of {@code binlogspec rows}' NDJSON (without the newline). */
    public String toJson() {
        StringWriter w = new StringWriter();
        writeJson(w);
        return w.toString();
    }

    /**
     * {@link #toJson()} as the bytes {@code binlogspec rows} writes (without the newline): UTF-8,
     * except that a lone surrogate U+DC80..U+DCFF (an undecodable byte of an ENUM/SET label, kept
     * as Python's "surrogateescape" keeps it) is written as that byte.
     */
    public byte[] toJsonBytes() {
        return utf8Escaped(toJson());
    }

    static byte[] utf8Escaped(String s) {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream(s.length() + 16);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < 0x80) {
                out.write(c);
            } else if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                int cp = Character.toCodePoint(c, s.charAt(++i));
                out.write(0xF0 | (cp >> 18));
                out.write(0x80 | ((cp >> 12) & 0x3F));
                out.write(0x80 | ((cp >> 6) & 0x3F));
                out.write(0x80 | (cp & 0x3F));
            } else if (c >= 0xDC80 && c <= 0xDCFF) {
                out.write(c - 0xDC00);
            } else if (c < 0x800) {
                out.write(0xC0 | (c >> 6));
                out.write(0x80 | (c & 0x3F));
            } else {
                out.write(0xE0 | (c >> 12));
                out.write(0x80 | ((c >> 6) & 0x3F));
                out.write(0x80 | (c & 0x3F));
            }
        }
        return out.toByteArray();
    }

    /** Writes {@link #toJson()} to {@code out}. */
    public void writeJson(Writer out) {
        try (JsonGenerator g = JSON.createGenerator(out)) {
            g.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
            g.writeStartObject();
            g.writeStringField("file", file);
            g.writeNumberField("pos", pos);
            g.writeFieldName("gtid");
            if (gtid == null) g.writeNull(); else g.writeString(gtid);
            g.writeStringField("db", db);
            g.writeStringField("table", table);
            g.writeStringField("op", op);
            g.writeFieldName("before");
            value(g, before);
            g.writeFieldName("after");
            value(g, after);
            g.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A value ({@link Values}' types) as the JSON text binlogspec writes for it (formats/README.md, "The rules"). */
    public static String valueJson(Object v) {
        StringWriter w = new StringWriter();
        try (JsonGenerator g = JSON.createGenerator(w)) {
            value(g, v);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return w.toString();
    }

    /** A value as binlogspec writes it in JSON (formats/README.md, "The rules"). */
    @SuppressWarnings("unchecked")
    static void value(JsonGenerator g, Object v) throws IOException {
        if (v == null) g.writeNull();
        else if (v instanceof String) g.writeString((String) v);
        else if (v instanceof Long) g.writeNumber((Long) v);
        else if (v instanceof Integer) g.writeNumber((Integer) v);
        else if (v instanceof BigInteger) g.writeNumber((BigInteger) v);
        else if (v instanceof Boolean) g.writeBoolean((Boolean) v);
        else if (v instanceof Double) {
            double d = (Double) v;
            if (Double.isNaN(d)) g.writeString("nan");
            else if (Double.isInfinite(d)) g.writeString(d > 0 ? "inf" : "-inf");
            else g.writeNumber(d);
        } else if (v instanceof byte[]) g.writeString("base64:" + Base64.getEncoder().encodeToString((byte[]) v));
        else if (v instanceof JsonText) g.writeRawValue(((JsonText) v).text());
        else if (v instanceof Geometry) {
            Geometry geo = (Geometry) v;
            g.writeStartObject();
            g.writeNumberField("srid", geo.srid());
            g.writeStringField("wkb", "base64:" + Base64.getEncoder().encodeToString(geo.wkb()));
            g.writeFieldName("wkt");
            String wkt = geo.wkt();
            if (wkt == null) g.writeNull(); else g.writeString(wkt);
            g.writeEndObject();
        } else if (v instanceof MysqlJsonText.Diff) {
            MysqlJsonText.Diff d = (MysqlJsonText.Diff) v;
            g.writeStartObject();
            g.writeStringField("operation", d.operation);
            g.writeStringField("path", d.path);
            g.writeFieldName("value");
            value(g, d.value);
            g.writeEndObject();
        } else if (v instanceof Map) {
            g.writeStartObject();
            for (Map.Entry<String, Object> e : ((Map<String, Object>) v).entrySet()) {
                g.writeFieldName(e.getKey());
                value(g, e.getValue());
            }
            g.writeEndObject();
        } else if (v instanceof List) {
            g.writeStartArray();
            for (Object x : (List<Object>) v) value(g, x);
            g.writeEndArray();
        } else {
            throw new IllegalArgumentException("no JSON rendering for " + v.getClass().getName());
        }
    }

    @Override
    public String toString() { return toJson(); }
}
