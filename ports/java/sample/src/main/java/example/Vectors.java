package example;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.binlogspec.Column;
import io.binlogspec.Columns;
import io.binlogspec.JsonText;
import io.binlogspec.MysqlJsonText;
import io.binlogspec.RowChange;
import io.binlogspec.Values;
import io.binlogspec.formats.ColumnCell;
import io.binlogspec.formats.TableMapEvent;
import io.kaitai.struct.ByteBufferKaitaiStream;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * formats/vectors/*.json through the package's value rules: each column vector's table map and
 * cell parsed with the generated parsers of the binlogspec jar, its column facts
 * ({@link Columns#of}) and its value ({@link Values#cellValue}); each JSON document vector's text
 * ({@link MysqlJsonText#of}). One line per vector: {"file", "name", "value" | "text", "column"}
 * or {"file", "name", "error"}; tests/test_port_java.py compares them with the vectors' expected values.
 * A JSON value is given as its text (as the vectors hold it).
 */
public final class Vectors {
    public static void main(String[] args) throws IOException {
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        for (String file : args) {
            List<Object> vectors = (List<Object>) read(Files.readString(Path.of(file)));
            String base = Path.of(file).getFileName().toString();
            for (Object o : vectors) {
                Map<String, Object> v = (Map<String, Object>) o;
                StringBuilder line = new StringBuilder("{\"file\":").append(RowChange.valueJson(base))
                    .append(",\"name\":").append(RowChange.valueJson(v.get("name")));
                try {
                    if (v.get("spec").equals("column_cell")) line.append(column(v));
                    else if (v.get("spec").equals("mysql_json")) {
                        line.append(",\"text\":").append(RowChange.valueJson(MysqlJsonText.of(unhex((String) v.get("bytes"))).text()));
                    } else continue;
                } catch (RuntimeException e) {
                    line.append(",\"error\":").append(RowChange.valueJson(e.toString()));
                }
                out.println(line.append('}'));
            }
        }
        out.flush();
    }

    private static String column(Map<String, Object> v) {
        Map<String, Object> params = (Map<String, Object>) v.get("params");
        Map<String, Object> tmv = (Map<String, Object>) params.get("table_map");
        int lenPostHeader = ((Number) ((Map<String, Object>) tmv.get("params")).get("len_post_header")).intValue();
        TableMapEvent tm = new TableMapEvent(new ByteBufferKaitaiStream(unhex((String) tmv.get("bytes"))), lenPostHeader);
        int index = ((Number) params.get("index")).intValue();
        ColumnCell cell = new ColumnCell(new ByteBufferKaitaiStream(unhex((String) v.get("bytes"))), tm, index,
            (Boolean) params.get("is_present"), (Boolean) params.get("is_null"), (Boolean) params.get("is_partial_json"));
        Column c = Columns.of(tm, (String) v.get("flavor")).get(index);
        Object value;
        if (!cell.isPresent() || cell.isNull()) value = null;
        else if (cell.jsonDiff() != null) {
            List<Object> diffs = new ArrayList<>();
            for (MysqlJsonText.Diff d : Values.jsonDiffs(cell)) {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("operation", d.operation);
                m.put("path", d.path);
                m.put("value", d.value == null ? null : d.value.text());
                diffs.add(m);
            }
            value = diffs;
        } else {
            value = Values.cellValue(c, cell);
            if (value instanceof JsonText) value = ((JsonText) value).text();
        }
        Map<String, Object> facts = new LinkedHashMap<>();
        facts.put("type_name", c.typeName);
        facts.put("real_type_name", c.realTypeName);
        facts.put("unsigned", c.unsigned);
        facts.put("collation_id", c.collationId == null ? null : (long) c.collationId);
        facts.put("enum_labels", c.enumLabels);
        facts.put("set_labels", c.setLabels);
        facts.put("precision", c.precision == null ? null : (long) c.precision);
        facts.put("scale", c.scale == null ? null : (long) c.scale);
        facts.put("fsp", (long) c.fsp);
        facts.put("max_length", c.maxLength == null ? null : (long) c.maxLength);
        facts.put("bits", c.bits == null ? null : (long) c.bits);
        facts.put("charset", c.collationId == null ? null : io.binlogspec.Charsets.charsetOf(c.collationId));
        return ",\"value\":" + RowChange.valueJson(value) + ",\"column\":" + RowChange.valueJson(facts);
    }

    static byte[] unhex(String s) {
        byte[] out = new byte[s.length() / 2];
        for (int i = 0; i < out.length; i++) out[i] = (byte) Integer.parseInt(s.substring(2 * i, 2 * i + 2), 16);
        return out;
    }

    /** JSON text to Map, List, String, Long/BigInteger, Double, Boolean, null (with the jar's Jackson). */
    static Object read(String text) throws IOException {
        try (JsonParser p = new JsonFactory().createParser(text)) {
            p.nextToken();
            return value(p);
        }
    }

    private static Object value(JsonParser p) throws IOException {
        JsonToken t = p.currentToken();
        switch (t) {
            case START_OBJECT: {
                Map<String, Object> m = new LinkedHashMap<>();
                while (p.nextToken() != JsonToken.END_OBJECT) {
                    String key = p.currentName();
                    p.nextToken();
                    m.put(key, value(p));
                }
                return m;
            }
            case START_ARRAY: {
                List<Object> l = new ArrayList<>();
                while (p.nextToken() != JsonToken.END_ARRAY) l.add(value(p));
                return l;
            }
            case VALUE_STRING: return p.getText();
            case VALUE_NUMBER_INT: return p.getNumberValue();
            case VALUE_NUMBER_FLOAT: return p.getDoubleValue();
            case VALUE_TRUE: return true;
            case VALUE_FALSE: return false;
            case VALUE_NULL: return null;
            default: throw new IOException("unexpected " + t);
        }
    }
}
