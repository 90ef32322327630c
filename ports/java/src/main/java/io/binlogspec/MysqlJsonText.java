package io.binlogspec;

import io.binlogspec.formats.FieldType;
import io.binlogspec.formats.MysqlJson;
import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * MySQL's binary JSON (a {@code mysql_json} parse of the generated parsers) as the text MySQL
 * prints (formats/README.md, JSON), and partial-update diffs applied to a document.
 *
 * <p>The generated Java code holds {@code json_int}'s {@code value_low}/{@code value_high} in
 * {@code int}s whatever their width (the compiler types a switch over u2/u4/s4 as int); their low
 * 32 bits are exact, so the value is put together here from those bits and the value's type,
 * not taken from the {@code value} instance.
 */
public final class MysqlJsonText {
    private MysqlJsonText() {}

    /** An opaque DECIMAL: its text, printed bare. */
    public static final class Decimal {
        public final String text;
        Decimal(String text) { this.text = text; }
    }

    /** An opaque DATE, TIME, DATETIME or TIMESTAMP: its text, printed quoted. */
    public static final class Temporal {
        public final int fieldType;
        public final String text;
        Temporal(int fieldType, String text) { this.fieldType = fieldType; this.text = text; }
    }

    /** Any other opaque value: its field type and bytes, printed as {@code "base64:type<code>:..."}. */
    public static final class Opaque {
        public final int fieldType;
        public final byte[] data;
        Opaque(int fieldType, byte[] data) { this.fieldType = fieldType; this.data = data; }
    }

    /** A document's bytes (type byte first) as a {@link JsonText}. */
    public static JsonText of(byte[] document) {
        return of(new MysqlJson(new ByteBufferKaitaiStream(document)));
    }

    /** A parsed document as a {@link JsonText}. */
    public static JsonText of(MysqlJson document) {
        Object dom = value(document.valueType(), document.value().value());
        return new JsonText(render(dom), dom);
    }

    // ------------------------------------------------------------------ parse objects to a DOM

    static Object value(MysqlJson.JsonType kind, KaitaiStruct body) {
        if (kind == null) throw new IllegalArgumentException("unknown JSON value type");
        switch (kind) {
            case SMALL_OBJECT:
            case LARGE_OBJECT: {
                MysqlJson.JsonObject o = (MysqlJson.JsonObject) body;
                Map<String, Object> out = new LinkedHashMap<>();
                for (int i = 0; i < o.keyEntries().size(); i++) {
                    out.put(o.keyEntries().get(i).key(), entry(o.valueEntries().get(i)));
                }
                return out;
            }
            case SMALL_ARRAY:
            case LARGE_ARRAY: {
                MysqlJson.JsonArray a = (MysqlJson.JsonArray) body;
                List<Object> out = new ArrayList<>();
                for (MysqlJson.ValueEntry e : a.valueEntries()) out.add(entry(e));
                return out;
            }
            default:
                return scalar(kind, body);
        }
    }

    private static Object entry(MysqlJson.ValueEntry e) {
        if (e.isInlined()) return scalar(e.valueType(), e.inlined().value());
        return value(e.valueType(), e.value().value());
    }

    private static Object scalar(MysqlJson.JsonType kind, KaitaiStruct body) {
        switch (kind) {
            case LITERAL: {
                MysqlJson.Literal l = ((MysqlJson.JsonLiteral) body).value();
                if (l == null) throw new IllegalArgumentException("unknown JSON literal");
                return l == MysqlJson.Literal.NULL ? null : (Object) (l == MysqlJson.Literal.TRUE);
            }
            case INT16:
            case INT32:
                return (long) ((MysqlJson.JsonInt) body).valueLow();
            case UINT16:
            case UINT32:
                return ((MysqlJson.JsonInt) body).valueLow() & 0xffffffffL;
            case INT64:
            case UINT64: {
                MysqlJson.JsonInt i = (MysqlJson.JsonInt) body;
                long bits = ((long) i.valueHigh() << 32) | (i.valueLow() & 0xffffffffL);
                if (kind == MysqlJson.JsonType.UINT64 && bits < 0) return new BigInteger(Long.toUnsignedString(bits));
                return bits;
            }
            case DOUBLE:
                return ((MysqlJson.JsonDouble) body).value();
            case STRING:
                return ((MysqlJson.JsonString) body).value();
            case OPAQUE:
                return opaque((MysqlJson.JsonOpaque) body);
            default:
                throw new IllegalArgumentException("unknown JSON value type " + kind);
        }
    }

    private static Object opaque(MysqlJson.JsonOpaque body) {
        FieldType.Code code = body.fieldType();
        Object data = body.data();
        if (code == FieldType.Code.NEWDECIMAL) {
            MysqlJson.OpaqueDecimal d = (MysqlJson.OpaqueDecimal) data;
            return new Decimal(Values.decimalText(d.digits(), d.precision(), d.scale(), true));
        }
        if (code == FieldType.Code.DATE || code == FieldType.Code.TIME || code == FieldType.Code.DATETIME
                || code == FieldType.Code.TIMESTAMP) {
            MysqlJson.OpaqueTemporal t = (MysqlJson.OpaqueTemporal) data;
            long packed = ((long) t.packedHigh() << 32) | (t.packedLow() & 0xffffffffL);
            return new Temporal((int) code.id(), temporalText(code, packed));
        }
        byte[] raw = (byte[]) data;
        if (code == FieldType.Code.VAR_STRING) return Columns.surrogateEscape(raw);
        if (code == null) {
            // a type code with no member of the enum (null in Java): the value's first byte
            io.kaitai.struct.KaitaiStream io = body._io();
            long here = io.pos();
            io.seek(0);
            int number = io.readU1();
            io.seek(here);
            return new Opaque(number, raw);
        }
        return new Opaque((int) code.id(), raw);
    }

    static String temporalText(FieldType.Code code, long packed) {
        String sign = packed < 0 ? "-" : "";
        long magnitude = Math.abs(packed);
        long micro = magnitude % (1L << 24);
        long intpart = magnitude >> 24;
        if (code == FieldType.Code.TIME) {
            long hour = (intpart >> 12) % (1 << 10);
            long minute = (intpart >> 6) % (1 << 6);
            long second = intpart % (1 << 6);
            return String.format("%s%02d:%02d:%02d.%06d", sign, hour, minute, second, micro);
        }
        long ymd = intpart >> 17;
        long hms = intpart % (1 << 17);
        long day = ymd % (1 << 5);
        long ym = ymd >> 5;
        long year = ym / 13;
        long month = ym % 13;
        if (code == FieldType.Code.DATE) return String.format("%04d-%02d-%02d", year, month, day);
        return String.format("%04d-%02d-%02d %02d:%02d:%02d.%06d", year, month, day, hms >> 12, (hms >> 6) % 64, hms % 64, micro);
    }

    // ------------------------------------------------------------------ DOM to MySQL's text

    /** MySQL's text of a DOM (object members in MySQL's key order: shorter keys first, then bytewise). */
    public static String render(Object dom) {
        StringBuilder b = new StringBuilder();
        render(dom, b);
        return b.toString();
    }

    private static int compareKeys(String a, String b) {
        byte[] x = a.getBytes(StandardCharsets.UTF_8);
        byte[] y = b.getBytes(StandardCharsets.UTF_8);
        if (x.length != y.length) return Integer.compare(x.length, y.length);
        return java.util.Arrays.compareUnsigned(x, y);
    }

    @SuppressWarnings("unchecked")
    private static void render(Object v, StringBuilder out) {
        if (v == null) out.append("null");
        else if (v instanceof Boolean) out.append(((Boolean) v) ? "true" : "false");
        else if (v instanceof Long || v instanceof BigInteger) out.append(v);
        else if (v instanceof Double) out.append(Doubles.mysqlJson((Double) v));
        else if (v instanceof String) quote((String) v, out);
        else if (v instanceof Map) {
            Map<String, Object> m = (Map<String, Object>) v;
            List<String> keys = new ArrayList<>(m.keySet());
            keys.sort(MysqlJsonText::compareKeys);
            out.append('{');
            for (int i = 0; i < keys.size(); i++) {
                if (i > 0) out.append(", ");
                quote(keys.get(i), out);
                out.append(": ");
                render(m.get(keys.get(i)), out);
            }
            out.append('}');
        } else if (v instanceof List) {
            out.append('[');
            List<Object> l = (List<Object>) v;
            for (int i = 0; i < l.size(); i++) {
                if (i > 0) out.append(", ");
                render(l.get(i), out);
            }
            out.append(']');
        } else if (v instanceof Decimal) out.append(((Decimal) v).text);
        else if (v instanceof Temporal) out.append('"').append(((Temporal) v).text).append('"');
        else if (v instanceof Opaque) {
            Opaque o = (Opaque) v;
            quote("base64:type" + o.fieldType + ":" + mysqlBase64(o.data), out);
        } else throw new IllegalArgumentException("not a JSON DOM value: " + v.getClass().getName());
    }

    /** A string double-quoted and escaped as MySQL's double_quote() does it. */
    static void quote(String s, StringBuilder out) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"': out.append("\\\""); break;
                case '\\': out.append("\\\\"); break;
                case '\b': out.append("\\b"); break;
                case '\t': out.append("\\t"); break;
                case '\n': out.append("\\n"); break;
                case '\f': out.append("\\f"); break;
                case '\r': out.append("\\r"); break;
                default:
                    if (c < 0x20) out.append(String.format("\\u00%02x", (int) c));
                    else out.append(c);
            }
        }
        out.append('"');
    }

    /** MySQL's base64_encode: standard base64, a newline after every 76 characters that more follow. */
    static String mysqlBase64(byte[] data) {
        String text = Base64.getEncoder().encodeToString(data);
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < text.length(); i += 76) {
            if (i > 0) b.append('\n');
            b.append(text, i, Math.min(text.length(), i + 76));
        }
        return b.toString();
    }

    // ------------------------------------------------------------------ partial updates

    /** One diff of a partial JSON update: operation ("replace", "insert", "remove"), path, and the new value (null for remove). */
    public static final class Diff {
        public final String operation;
        public final String path;
        public final JsonText value;
        Diff(String operation, String path, JsonText value) { this.operation = operation; this.path = path; this.value = value; }
    }

    /** The text of {@code before} with the diffs applied, as apply_json_diff() in sql/json_diff.cc does. */
    @SuppressWarnings("unchecked")
    static JsonText apply(JsonText before, List<Diff> diffs) {
        Object dom = copy(before.dom());
        for (Diff d : diffs) {
            List<Object[]> legs = parsePath(d.path);
            Object value = d.value == null ? null : copy(d.value.dom());
            if (legs.isEmpty()) {
                if (d.operation.equals("remove")) throw new IllegalArgumentException("$: the whole document cannot be removed");
                dom = value;
                continue;
            }
            Object parent = seek(dom, legs.subList(0, legs.size() - 1), d.path);
            Object[] last = legs.get(legs.size() - 1);
            boolean member = last[0].equals("member");
            switch (d.operation) {
                case "replace":
                    seek(parent, legs.subList(legs.size() - 1, legs.size()), d.path);
                    if (parent instanceof Map) ((Map<String, Object>) parent).put((String) last[1], value);
                    else {
                        List<Object> l = (List<Object>) parent;
                        l.set(index(last, l.size()), value);
                    }
                    break;
                case "insert":
                    if (parent instanceof Map && member) {
                        Map<String, Object> m = (Map<String, Object>) parent;
                        if (m.containsKey((String) last[1])) throw new IllegalArgumentException(d.path + ": member exists already");
                        m.put((String) last[1], value);
                    } else if (parent instanceof List && !member) {
                        List<Object> l = (List<Object>) parent;
                        l.add(Math.min(Math.max(index(last, l.size()), 0), l.size()), value);
                    } else throw new IllegalArgumentException(d.path + ": the path does not fit the document");
                    break;
                case "remove":
                    if (parent instanceof Map && member && ((Map<String, Object>) parent).containsKey((String) last[1])) {
                        ((Map<String, Object>) parent).remove((String) last[1]);
                    } else if (parent instanceof List && !member && index(last, ((List<Object>) parent).size()) >= 0
                            && index(last, ((List<Object>) parent).size()) < ((List<Object>) parent).size()) {
                        ((List<Object>) parent).remove(index(last, ((List<Object>) parent).size()));
                    } else throw new IllegalArgumentException(d.path + ": nothing to remove");
                    break;
                default:
                    throw new IllegalArgumentException("unknown JSON diff operation " + d.operation);
            }
        }
        return new JsonText(render(dom), dom);
    }

    private static int index(Object[] leg, int size) {
        int n = (Integer) leg[1];
        return leg[0].equals("cell") ? n : size - 1 - n;
    }

    @SuppressWarnings("unchecked")
    private static Object seek(Object dom, List<Object[]> legs, String path) {
        for (Object[] leg : legs) {
            if (dom instanceof List && !leg[0].equals("member")) {
                List<Object> l = (List<Object>) dom;
                int pos = index(leg, l.size());
                if (pos < 0 || pos >= l.size()) throw new IllegalArgumentException(path + ": no array element " + pos);
                dom = l.get(pos);
            } else if (dom instanceof Map && leg[0].equals("member")) {
                Map<String, Object> m = (Map<String, Object>) dom;
                if (!m.containsKey((String) leg[1])) throw new IllegalArgumentException(path + ": no member " + leg[1]);
                dom = m.get((String) leg[1]);
            } else throw new IllegalArgumentException(path + ": the path does not fit the document");
        }
        return dom;
    }

    @SuppressWarnings("unchecked")
    private static Object copy(Object v) {
        if (v instanceof Map) {
            Map<String, Object> out = new LinkedHashMap<>();
            for (Map.Entry<String, Object> e : ((Map<String, Object>) v).entrySet()) out.put(e.getKey(), copy(e.getValue()));
            return out;
        }
        if (v instanceof List) {
            List<Object> out = new ArrayList<>();
            for (Object x : (List<Object>) v) out.add(copy(x));
            return out;
        }
        return v;
    }

    /** The legs of a diff's path: {"member", name}, {"cell", n} or {"last", n} ([last-n]). */
    static List<Object[]> parsePath(String path) {
        if (!path.startsWith("$")) throw new IllegalArgumentException("a JSON path starts with $: " + path);
        List<Object[]> legs = new ArrayList<>();
        int i = 1;
        int n = path.length();
        while (i < n) {
            char ch = path.charAt(i);
            if (Character.isWhitespace(ch)) {
                i++;
            } else if (ch == '.') {
                i++;
                if (i < n && path.charAt(i) == '"') {
                    StringBuilder name = new StringBuilder();
                    i++;
                    while (path.charAt(i) != '"') {
                        char c = path.charAt(i++);
                        if (c != '\\') { name.append(c); continue; }
                        char e = path.charAt(i++);
                        switch (e) {
                            case 'n': name.append('\n'); break;
                            case 't': name.append('\t'); break;
                            case 'r': name.append('\r'); break;
                            case 'b': name.append('\b'); break;
                            case 'f': name.append('\f'); break;
                            case 'u': name.append((char) Integer.parseInt(path.substring(i, i + 4), 16)); i += 4; break;
                            default: name.append(e);
                        }
                    }
                    i++;
                    legs.add(new Object[] {"member", name.toString()});
                } else {
                    int start = i;
                    while (i < n && path.charAt(i) != '.' && path.charAt(i) != '[' && !Character.isWhitespace(path.charAt(i))) i++;
                    if (i == start) throw new IllegalArgumentException("no member name at " + start + " in " + path);
                    legs.add(new Object[] {"member", path.substring(start, i)});
                }
            } else if (ch == '[') {
                int end = path.indexOf(']', i);
                if (end < 0) throw new IllegalArgumentException("bad array leg in " + path);
                String inner = path.substring(i + 1, end).trim();
                if (inner.matches("\\d+")) legs.add(new Object[] {"cell", Integer.parseInt(inner)});
                else if (inner.matches("last(\\s*-\\s*\\d+)?")) {
                    String rest = inner.substring(4).replace("-", "").trim();
                    legs.add(new Object[] {"last", rest.isEmpty() ? 0 : Integer.parseInt(rest)});
                } else throw new IllegalArgumentException("bad array leg in " + path);
                i = end + 1;
            } else {
                throw new IllegalArgumentException("unexpected " + ch + " in " + path);
            }
        }
        return legs;
    }
}
