// The Java half of the conformance run (tests/test_lang_conformance.py, ./build.sh conform --lang
// java): parse conformance jobs, or test vectors, with the Java parsers that kaitai-struct-compiler
// makes from formats/kaitai, and print the canonical tree of each (formats/README.md, "Canonical
// parse trees").
//
//   java -cp RUNTIME:CLASSES Conform jobs --schema SCHEMA.json --out-dir DIR JOB...
//   java -cp RUNTIME:CLASSES Conform vectors --schema SCHEMA.json VECTORS.json...
//
// SCHEMA.json is tools/ksc/schema.js's description of the specs: each type's fields in spec order
// with their .ksy ids and what the canonical form needs to know of them. The driver finds each
// field's getter by reflection (the compiler's lowerCamelCase name), so it lists no field itself.
// A job line is {"i", "bytes", "len_header", "len_checksum", "post_header_lens",
// "fde_has_checksum_alg", "table_map"}; the output is one {"i", "tree"} or {"i", "error"} line per
// event, in DIR/<job file name>. In vectors mode each output line is {"file", "name", "tree"} or
// {"file", "name", "error"} on stdout; the Python side compares them with the vectors' trees.
// The generated classes are in the default package, and so is this one.

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStream;
import io.kaitai.struct.KaitaiStruct;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

public class Conform {

    // ------------------------------------------------------------------ schema

    static final class Field {
        String id;
        String kind;
        boolean skip;
        boolean isFloat;
        boolean u8;
        Map<String, Object> enumMembers;  // value (as text) -> member id, or null
        Method getter;
    }

    static final class TypeInfo {
        String key;
        List<String> path;
        List<Field> fields = new ArrayList<>();
        List<String> paramTypes = new ArrayList<>();
        Class<?> cls;
    }

    final Map<Class<?>, TypeInfo> byClass = new HashMap<>();
    final Map<String, TypeInfo> byKey = new HashMap<>();

    static String upperCamel(String id) {
        StringBuilder b = new StringBuilder();
        for (String p : id.split("_")) {
            if (!p.isEmpty()) b.append(Character.toUpperCase(p.charAt(0))).append(p.substring(1));
        }
        return b.toString();
    }

    @SuppressWarnings("unchecked")
    Conform(Path schemaFile) throws Exception {
        Map<String, Object> schema = (Map<String, Object>) new Json(Files.readString(schemaFile)).value();
        Map<String, Object> enums = (Map<String, Object>) schema.get("enums");
        for (Object t : (List<Object>) schema.get("types")) {
            Map<String, Object> type = (Map<String, Object>) t;
            TypeInfo info = new TypeInfo();
            info.key = (String) type.get("key");
            info.path = new ArrayList<>();
            for (Object p : (List<Object>) type.get("path")) info.path.add((String) p);
            StringBuilder name = new StringBuilder();
            for (String p : info.path) {
                if (name.length() > 0) name.append('$');
                name.append(upperCamel(p));
            }
            info.cls = Class.forName(name.toString());
            for (Object p : (List<Object>) type.get("params")) {
                info.paramTypes.add((String) ((Map<String, Object>) p).get("type"));
            }
            for (Object f : (List<Object>) type.get("fields")) {
                Map<String, Object> field = (Map<String, Object>) f;
                Field fi = new Field();
                fi.id = (String) field.get("id");
                fi.kind = (String) field.get("kind");
                fi.skip = Boolean.TRUE.equals(field.get("skip"));
                fi.isFloat = Boolean.TRUE.equals(field.get("float"));
                fi.u8 = Boolean.TRUE.equals(field.get("u8"));
                Object en = field.get("enum");
                fi.enumMembers = en == null ? null : (Map<String, Object>) enums.get((String) en);
                if (!fi.skip) {
                    String camel = (String) field.get("camel");
                    try {
                        fi.getter = info.cls.getMethod(camel);
                    } catch (NoSuchMethodException e) {
                        throw new IllegalStateException("no getter " + camel + "() for " + info.key + "." + fi.id + " in " + info.cls.getName());
                    }
                }
                info.fields.add(fi);
            }
            byClass.put(info.cls, info);
            byKey.put(info.key, info);
        }
    }

    // ------------------------------------------------------------------ building parse objects

    /** The object of spec `spec` parsed from `bytes` with the given param values (in spec order). */
    KaitaiStruct parse(String spec, byte[] bytes, List<Object> params) throws Exception {
        TypeInfo info = byKey.get(spec);
        if (info == null) throw new IllegalArgumentException("unknown spec " + spec);
        Constructor<?> ctor = null;
        for (Constructor<?> c : info.cls.getConstructors()) {
            if (c.getParameterCount() == 3 + params.size() && c.getParameterTypes()[0] == KaitaiStream.class) ctor = c;
        }
        if (ctor == null) throw new IllegalStateException("no constructor for " + spec);
        Class<?>[] types = ctor.getParameterTypes();
        Object[] args = new Object[types.length];
        args[0] = new ByteBufferKaitaiStream(bytes);
        for (int i = 0; i < params.size(); i++) args[3 + i] = convert(params.get(i), types[3 + i]);
        try {
            return (KaitaiStruct) ctor.newInstance(args);
        } catch (InvocationTargetException e) {
            throw unwrap(e);
        }
    }

    static Object convert(Object v, Class<?> to) {
        if (to == int.class) return v == null ? 0 : ((Number) v).intValue();
        if (to == long.class) return v == null ? 0L : ((Number) v).longValue();
        if (to == short.class) return v == null ? (short) 0 : ((Number) v).shortValue();
        if (to == byte.class) return v == null ? (byte) 0 : ((Number) v).byteValue();
        if (to == boolean.class) return v != null && (Boolean) v;
        if (to == Integer.class) return v == null ? null : ((Number) v).intValue();
        if (to == Long.class) return v == null ? null : ((Number) v).longValue();
        if (to == byte[].class) return v == null ? null : unhex((String) v);
        return v;  // a struct (already parsed) or null
    }

    static Exception unwrap(InvocationTargetException e) {
        Throwable t = e.getCause();
        if (t instanceof Exception) return (Exception) t;
        if (t instanceof Error) throw (Error) t;
        return e;
    }

    // ------------------------------------------------------------------ canonical text

    void struct(Object obj, StringBuilder out) throws Exception {
        TypeInfo info = byClass.get(obj.getClass());
        if (info == null) throw new IllegalStateException("object of unknown class " + obj.getClass().getName());
        TreeMap<String, String> fields = new TreeMap<>();
        for (Field f : info.fields) {
            if (f.skip) continue;
            Object v;
            try {
                v = f.getter.invoke(obj);
            } catch (InvocationTargetException e) {
                throw unwrap(e);
            }
            if (v == null) continue;
            StringBuilder b = new StringBuilder();
            value(v, f, b);
            fields.put(f.id, b.toString());
        }
        out.append('{');
        boolean first = true;
        for (Map.Entry<String, String> e : fields.entrySet()) {
            if (!first) out.append(',');
            first = false;
            string(e.getKey(), out);
            out.append(':').append(e.getValue());
        }
        out.append('}');
    }

    void value(Object v, Field f, StringBuilder out) throws Exception {
        if (v == null) {
            out.append("null");
        } else if (v instanceof List) {
            out.append('[');
            boolean first = true;
            for (Object x : (List<?>) v) {
                if (!first) out.append(',');
                first = false;
                value(x, f, out);
            }
            out.append(']');
        } else if (v instanceof byte[]) {
            out.append('"').append(hex((byte[]) v)).append('"');
        } else if (v instanceof Boolean) {
            out.append(((Boolean) v) ? "true" : "false");
        } else if (v instanceof String) {
            string((String) v, out);
        } else if (v instanceof Double || v instanceof Float) {
            floatValue(((Number) v).doubleValue(), out);
        } else if (v instanceof Long && f.u8) {
            out.append(Long.toUnsignedString((Long) v));
        } else if (v instanceof Number) {
            long n = ((Number) v).longValue();
            if (f.enumMembers != null) {
                Object name = f.enumMembers.get(Long.toString(n));
                if (name != null) {
                    string((String) name, out);
                    return;
                }
            }
            out.append(n);
        } else if (v instanceof Enum) {
            // an enum member of the generated code: its constant is the .ksy id upper-cased
            string(((Enum<?>) v).name().toLowerCase(Locale.ROOT), out);
        } else if (v instanceof KaitaiStruct) {
            struct(v, out);
        } else {
            throw new IllegalStateException("cannot dump a " + v.getClass().getName() + " (" + f.id + ")");
        }
    }

    /** Python's repr() of a double: the shortest digits that read back to it; fixed notation for
     * decimal exponents -4..15 (".0" when whole), else d.ddde[+-]XX. */
    static void floatValue(double x, StringBuilder out) {
        if (Double.isNaN(x)) { out.append("\"NaN\""); return; }
        if (Double.isInfinite(x)) { out.append(x > 0 ? "\"Infinity\"" : "\"-Infinity\""); return; }
        out.append(pyRepr(x));
    }

    static String pyRepr(double x) {
        if (x == 0) return (1 / x < 0) ? "-0.0" : "0.0";
        String sign = x < 0 ? "-" : "";
        double a = Math.abs(x);
        String sci = null;
        for (int p = 1; p <= 17; p++) {
            String s = String.format(Locale.ROOT, "%." + (p - 1) + "e", a);
            if (Double.parseDouble(s) == a) { sci = s; break; }
        }
        int e = sci.indexOf('e');
        String digits = sci.substring(0, e).replace(".", "");
        int exp = Integer.parseInt(sci.substring(e + 1));
        digits = digits.replaceAll("0+$", "");
        if (digits.isEmpty()) digits = "0";
        String body;
        if (exp >= -4 && exp < 16) {
            if (exp >= digits.length() - 1) body = digits + "0".repeat(exp - digits.length() + 1) + ".0";
            else if (exp >= 0) body = digits.substring(0, exp + 1) + "." + digits.substring(exp + 1);
            else body = "0." + "0".repeat(-exp - 1) + digits;
        } else {
            body = digits.charAt(0) + (digits.length() > 1 ? "." + digits.substring(1) : "") + "e"
                + (exp < 0 ? "-" : "+") + String.format(Locale.ROOT, "%02d", Math.abs(exp));
        }
        return sign + body;
    }

    /** A JSON string as Python's json.dumps(ensure_ascii=False) writes it. */
    static void string(String s, StringBuilder out) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"': out.append("\\\""); break;
                case '\\': out.append("\\\\"); break;
                case '\n': out.append("\\n"); break;
                case '\r': out.append("\\r"); break;
                case '\t': out.append("\\t"); break;
                case '\b': out.append("\\b"); break;
                case '\f': out.append("\\f"); break;
                default:
                    if (c < 0x20) out.append(String.format("\\u%04x", (int) c));
                    else out.append(c);
            }
        }
        out.append('"');
    }

    static final char[] HEX = "0123456789abcdef".toCharArray();

    static String hex(byte[] b) {
        char[] out = new char[b.length * 2];
        for (int i = 0; i < b.length; i++) {
            out[2 * i] = HEX[(b[i] >> 4) & 15];
            out[2 * i + 1] = HEX[b[i] & 15];
        }
        return new String(out);
    }

    static byte[] unhex(String s) {
        byte[] out = new byte[s.length() / 2];
        for (int i = 0; i < out.length; i++) out[i] = (byte) Integer.parseInt(s.substring(2 * i, 2 * i + 2), 16);
        return out;
    }

    static String errorName(Throwable e) {
        return e.getClass().getSimpleName();
    }

    // ------------------------------------------------------------------ jobs

    @SuppressWarnings("unchecked")
    void runJob(Path job, Writer out) throws Exception {
        Map<Long, KaitaiStruct> parsed = new HashMap<>();
        for (String line : Files.readAllLines(job, StandardCharsets.UTF_8)) {
            if (line.isBlank()) continue;
            Map<String, Object> entry = (Map<String, Object>) new Json(line).value();
            long i = ((Number) entry.get("i")).longValue();
            Object tableMap = null;
            Object ref = entry.get("table_map");
            if (ref != null) {
                KaitaiStruct owner = parsed.get(((Number) ref).longValue());
                if (owner != null) tableMap = owner.getClass().getMethod("body").invoke(owner);
            }
            List<Object> params = new ArrayList<>();
            params.add(entry.get("len_header"));
            params.add(entry.get("len_checksum"));
            params.add(entry.get("post_header_lens"));
            params.add(entry.get("fde_has_checksum_alg"));
            params.add(tableMap);
            StringBuilder b = new StringBuilder();
            try {
                KaitaiStruct obj = parse("binlog_event", unhex((String) entry.get("bytes")), params);
                StringBuilder tree = new StringBuilder();
                struct(obj, tree);
                parsed.put(i, obj);
                b.append("{\"i\":").append(i).append(",\"tree\":").append(tree).append('}');
            } catch (Exception | StackOverflowError e) {
                b.setLength(0);
                b.append("{\"error\":");
                string(errorName(e), b);
                b.append(",\"i\":").append(i).append(",\"message\":");
                string(String.valueOf(e.getMessage()), b);
                b.append('}');
            }
            out.write(b.append('\n').toString());
        }
    }

    // ------------------------------------------------------------------ vectors

    @SuppressWarnings("unchecked")
    KaitaiStruct buildVector(String spec, Map<String, Object> params, String bytes) throws Exception {
        TypeInfo info = byKey.get(spec);
        List<Object> args = new ArrayList<>();
        for (Field f : info.fields) {
            if (!f.kind.equals("param")) continue;
            Object v = params.get(f.id);
            if (v instanceof Map) {
                Map<String, Object> nested = (Map<String, Object>) v;
                v = buildVector((String) nested.get("spec"), (Map<String, Object>) nested.get("params"), (String) nested.get("bytes"));
            }
            args.add(v);
        }
        return parse(spec, unhex(bytes), args);
    }

    @SuppressWarnings("unchecked")
    void runVectors(Path file, Writer out) throws Exception {
        List<Object> vectors = (List<Object>) new Json(Files.readString(file)).value();
        for (Object o : vectors) {
            Map<String, Object> vector = (Map<String, Object>) o;
            StringBuilder b = new StringBuilder("{\"file\":");
            string(file.getFileName().toString(), b);
            b.append(",\"name\":");
            string((String) vector.get("name"), b);
            try {
                KaitaiStruct obj = buildVector((String) vector.get("spec"), (Map<String, Object>) vector.get("params"), (String) vector.get("bytes"));
                StringBuilder tree = new StringBuilder();
                struct(obj, tree);
                b.append(",\"tree\":").append(tree);
            } catch (Exception | StackOverflowError e) {
                b.append(",\"error\":");
                string(errorName(e) + ": " + e.getMessage(), b);
            }
            out.write(b.append("}\n").toString());
        }
    }

    // ------------------------------------------------------------------ main

    public static void main(String[] argv) throws Exception {
        if (argv.length < 1) usage();
        String mode = argv[0];
        Path schema = null;
        Path outDir = null;
        List<Path> files = new ArrayList<>();
        for (int i = 1; i < argv.length; i++) {
            if (argv[i].equals("--schema")) schema = Paths.get(argv[++i]);
            else if (argv[i].equals("--out-dir")) outDir = Paths.get(argv[++i]);
            else files.add(Paths.get(argv[i]));
        }
        if (schema == null || files.isEmpty()) usage();
        Conform c = new Conform(schema);
        if (mode.equals("jobs")) {
            if (outDir == null) usage();
            for (Path job : files) {
                try (Writer w = Files.newBufferedWriter(outDir.resolve(job.getFileName().toString()), StandardCharsets.UTF_8)) {
                    c.runJob(job, w);
                }
            }
        } else if (mode.equals("vectors")) {
            Writer w = new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8));
            for (Path f : files) c.runVectors(f, w);
            w.flush();
        } else {
            usage();
        }
    }

    static void usage() {
        System.err.println("usage: Conform jobs --schema SCHEMA --out-dir DIR JOB... | Conform vectors --schema SCHEMA VECTORS.json...");
        System.exit(2);
    }

    // ------------------------------------------------------------------ a small JSON reader

    /** JSON text to Map (LinkedHashMap), List, String, Long/BigInteger/Double, Boolean, null. */
    static final class Json {
        private final String s;
        private int pos;

        Json(String s) { this.s = s; }

        Object value() {
            Object v = read();
            ws();
            if (pos != s.length()) throw new IllegalArgumentException("trailing JSON text at " + pos);
            return v;
        }

        private void ws() {
            while (pos < s.length() && Character.isWhitespace(s.charAt(pos))) pos++;
        }

        private Object read() {
            ws();
            char c = s.charAt(pos);
            if (c == '{') {
                pos++;
                Map<String, Object> m = new LinkedHashMap<>();
                ws();
                if (s.charAt(pos) == '}') { pos++; return m; }
                while (true) {
                    ws();
                    String k = str();
                    ws();
                    expect(':');
                    m.put(k, read());
                    ws();
                    if (s.charAt(pos) == ',') { pos++; continue; }
                    expect('}');
                    return m;
                }
            }
            if (c == '[') {
                pos++;
                List<Object> l = new ArrayList<>();
                ws();
                if (s.charAt(pos) == ']') { pos++; return l; }
                while (true) {
                    l.add(read());
                    ws();
                    if (s.charAt(pos) == ',') { pos++; continue; }
                    expect(']');
                    return l;
                }
            }
            if (c == '"') return str();
            if (s.startsWith("true", pos)) { pos += 4; return Boolean.TRUE; }
            if (s.startsWith("false", pos)) { pos += 5; return Boolean.FALSE; }
            if (s.startsWith("null", pos)) { pos += 4; return null; }
            int start = pos;
            while (pos < s.length() && "+-0123456789.eE".indexOf(s.charAt(pos)) >= 0) pos++;
            String num = s.substring(start, pos);
            if (num.isEmpty()) throw new IllegalArgumentException("bad JSON at " + start);
            if (num.contains(".") || num.contains("e") || num.contains("E")) return Double.parseDouble(num);
            BigInteger big = new BigInteger(num);
            return big.bitLength() < 64 ? (Object) big.longValue() : big;
        }

        private void expect(char c) {
            if (s.charAt(pos) != c) throw new IllegalArgumentException("expected " + c + " at " + pos);
            pos++;
        }

        private String str() {
            expect('"');
            StringBuilder b = new StringBuilder();
            while (true) {
                char c = s.charAt(pos++);
                if (c == '"') return b.toString();
                if (c != '\\') { b.append(c); continue; }
                char e = s.charAt(pos++);
                switch (e) {
                    case 'n': b.append('\n'); break;
                    case 't': b.append('\t'); break;
                    case 'r': b.append('\r'); break;
                    case 'b': b.append('\b'); break;
                    case 'f': b.append('\f'); break;
                    case 'u': b.append((char) Integer.parseInt(s.substring(pos, pos + 4), 16)); pos += 4; break;
                    default: b.append(e);
                }
            }
        }
    }
}
