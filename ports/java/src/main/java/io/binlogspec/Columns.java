package io.binlogspec;

import io.binlogspec.formats.FieldType;
import io.binlogspec.formats.PackedInt;
import io.binlogspec.formats.TableMapEvent;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The columns of a TABLE_MAP event (formats/README.md, "What the table map says of a column"). */
public final class Columns {
    private Columns() {}

    private static final Set<String> NUMERIC = Set.of("TINY", "SHORT", "INT24", "LONG", "LONGLONG", "NEWDECIMAL", "FLOAT", "DOUBLE");
    private static final Set<String> CHARACTER = Set.of("STRING", "VAR_STRING", "VARCHAR", "BLOB");

    /** The columns of a parsed TABLE_MAP event; {@code flavor} is "mysql" or "mariadb" (whose server wrote it). */
    public static List<Column> of(TableMapEvent tm, String flavor) {
        int n = tm.columnTypes().size();
        List<String> types = new ArrayList<>();
        for (FieldType.Code c : tm.columnTypes()) types.add(c == null ? "TYPE_UNKNOWN" : c.name());
        List<Object> metas = new ArrayList<>();
        if (tm.metadata() != null) for (TableMapEvent.ColumnMetadata m : tm.metadata().columns()) metas.add(m.body());
        while (metas.size() < n) metas.add(null);
        Map<TableMapEvent.OptionalMetadataType, Object> opt = new HashMap<>();
        if (tm.optionalMetadata() != null) {
            for (TableMapEvent.OptionalMetadataField f : tm.optionalMetadata()) {
                if (f.fieldType() != null && !opt.containsKey(f.fieldType())) opt.put(f.fieldType(), f.value());
            }
        }
        List<String> real = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Object m = metas.get(i);
            if (types.get(i).equals("STRING") && m instanceof TableMapEvent.MetaString) {
                TableMapEvent.StringRealType rt = ((TableMapEvent.MetaString) m).realType();
                real.add(rt == null ? "TYPE_" + ((TableMapEvent.MetaString) m).byte0() : rt.name());
            } else real.add(types.get(i));
        }
        boolean[] isChar = new boolean[n];
        boolean[] isEnumSet = new boolean[n];
        int nChar = 0;
        int nEs = 0;
        for (int i = 0; i < n; i++) {
            String t = types.get(i);
            String r = real.get(i);
            boolean enumSet = r.equals("ENUM") || r.equals("SET");
            isChar[i] = (CHARACTER.contains(t) || (flavor.equals("mariadb") && t.equals("GEOMETRY"))) && !enumSet;
            isEnumSet[i] = enumSet;
            if (isChar[i]) nChar++;
            if (enumSet) nEs++;
        }
        List<Boolean> signed = opt.get(TableMapEvent.OptionalMetadataType.SIGNEDNESS) != null
            ? ((TableMapEvent.MsbBitmap) opt.get(TableMapEvent.OptionalMetadataType.SIGNEDNESS)).bits() : null;
        List<Integer> charColl = charsetList(opt.get(TableMapEvent.OptionalMetadataType.DEFAULT_CHARSET),
            opt.get(TableMapEvent.OptionalMetadataType.COLUMN_CHARSET), nChar);
        List<Integer> enumColl = charsetList(opt.get(TableMapEvent.OptionalMetadataType.ENUM_AND_SET_DEFAULT_CHARSET),
            opt.get(TableMapEvent.OptionalMetadataType.ENUM_AND_SET_COLUMN_CHARSET), nEs);
        List<String> names = new ArrayList<>();
        Object cn = opt.get(TableMapEvent.OptionalMetadataType.COLUMN_NAME);
        if (cn != null) for (TableMapEvent.ColumnName c : ((TableMapEvent.ColumnNames) cn).names()) names.add(c.name());
        List<List<byte[]>> setLists = strLists(opt.get(TableMapEvent.OptionalMetadataType.SET_STR_VALUE));
        List<List<byte[]>> enumLists = strLists(opt.get(TableMapEvent.OptionalMetadataType.ENUM_STR_VALUE));

        List<Column> out = new ArrayList<>();
        int nNum = 0;
        int iChar = 0;
        int iEs = 0;
        int nSet = 0;
        int nEnum = 0;
        for (int i = 0; i < n; i++) {
            String t = types.get(i);
            String r = real.get(i);
            Object m = metas.get(i);
            Boolean unsigned = null;
            Integer coll = null;
            List<String> setLabels = null;
            List<String> enumLabels = null;
            Integer precision = null;
            Integer scale = null;
            int fsp = 0;
            Integer maxLength = null;
            Integer bits = null;
            if (NUMERIC.contains(t)) {
                if (signed != null && nNum < signed.size()) unsigned = signed.get(nNum);
                nNum++;
            }
            if (isChar[i]) coll = charColl.get(iChar++);
            if (isEnumSet[i]) coll = enumColl.get(iEs++);
            if (r.equals("SET")) {
                if (nSet < setLists.size()) setLabels = labels(setLists.get(nSet), coll);
                nSet++;
            }
            if (r.equals("ENUM")) {
                if (nEnum < enumLists.size()) enumLabels = labels(enumLists.get(nEnum), coll);
                nEnum++;
            }
            if (m instanceof TableMapEvent.MetaDecimal) {
                precision = ((TableMapEvent.MetaDecimal) m).precision();
                scale = ((TableMapEvent.MetaDecimal) m).scale();
            }
            if (m instanceof TableMapEvent.MetaFsp) fsp = ((TableMapEvent.MetaFsp) m).fsp();
            if (m instanceof TableMapEvent.MetaBit) {
                bits = ((TableMapEvent.MetaBit) m).numBytes() * 8 + ((TableMapEvent.MetaBit) m).numExtraBits();
            }
            if (m instanceof TableMapEvent.MetaMaxLength) maxLength = ((TableMapEvent.MetaMaxLength) m).maxLength();
            if (m instanceof TableMapEvent.MetaString) maxLength = ((TableMapEvent.MetaString) m).maxLength();
            String name = i < names.size() ? names.get(i) : null;
            if (name == null || name.isEmpty()) name = "col_" + (i + 1);
            out.add(new Column(i, name, t, t.equals("STRING") ? r : null, unsigned, coll, enumLabels, setLabels,
                precision, scale, fsp, maxLength, bits));
        }
        return Collections.unmodifiableList(out);
    }

    private static List<Integer> charsetList(Object defaultTree, Object perColumn, int count) {
        List<Integer> out = new ArrayList<>();
        if (perColumn != null) {
            for (PackedInt p : ((TableMapEvent.PackedValues) perColumn).values()) out.add(p.value());
            while (out.size() < count) out.add(null);
            return out;
        }
        if (defaultTree != null) {
            TableMapEvent.DefaultCharset d = (TableMapEvent.DefaultCharset) defaultTree;
            for (int i = 0; i < count; i++) out.add(d.defaultCollation().value());
            for (TableMapEvent.ColumnCollation c : d.columnCollations()) {
                int i = c.columnIndex().value();
                if (i < count) out.set(i, c.collation().value());
            }
            return out;
        }
        for (int i = 0; i < count; i++) out.add(null);
        return out;
    }

    /**
     * UTF-8 with each byte that is not part of a valid sequence kept as the lone surrogate
     * U+DC80..U+DCFF (Python's "surrogateescape", which binlogspec uses for labels that do not
     * decode); {@link RowChange#toJsonBytes()} writes such a character back as its byte.
     */
    static String surrogateEscape(byte[] raw) {
        java.nio.charset.CharsetDecoder d = StandardCharsets.UTF_8.newDecoder()
            .onMalformedInput(java.nio.charset.CodingErrorAction.REPORT)
            .onUnmappableCharacter(java.nio.charset.CodingErrorAction.REPORT);
        java.nio.ByteBuffer in = java.nio.ByteBuffer.wrap(raw);
        java.nio.CharBuffer out = java.nio.CharBuffer.allocate(raw.length + 1);
        while (true) {
            java.nio.charset.CoderResult r = d.decode(in, out, true);
            if (r.isError()) {
                for (int i = 0; i < r.length(); i++) out.put((char) (0xDC00 + (in.get() & 0xff)));
                continue;
            }
            break;
        }
        d.flush(out);
        out.flip();
        return out.toString();
    }

    private static List<List<byte[]>> strLists(Object tree) {
        List<List<byte[]>> out = new ArrayList<>();
        if (tree == null) return out;
        for (TableMapEvent.StrValueList l : ((TableMapEvent.StrValueLists) tree).columns()) {
            List<byte[]> values = new ArrayList<>();
            for (TableMapEvent.StrValue v : l.values()) values.add(v.value());
            out.add(values);
        }
        return out;
    }

    private static List<String> labels(List<byte[]> raw, Integer coll) {
        List<String> out = new ArrayList<>();
        for (byte[] b : raw) {
            String s = coll != null ? Charsets.decode(b, coll) : null;
            out.add(s != null ? s : surrogateEscape(b));
        }
        return Collections.unmodifiableList(out);
    }
}
