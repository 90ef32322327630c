package io.binlogspec;

import io.binlogspec.formats.ColumnCell;
import io.binlogspec.formats.MysqlJson;
import io.kaitai.struct.ByteBufferKaitaiStream;

import java.math.BigInteger;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The value rules (formats/README.md, "Values beyond the specs"): a cell of the generated
 * {@code column_cell} parse and its {@link Column} to a Java value, the same value
 * {@code binlogspec rows} gives. The Java types:
 *
 * <ul>
 * <li>integers, BIT, YEAR, an ENUM or SET without labels: {@code Long}, or {@code BigInteger} above 2^63-1;
 * <li>FLOAT, DOUBLE: {@code Double} (a FLOAT widened);
 * <li>DECIMAL: {@code String}, the exact digits ({@code "-0.50"});
 * <li>DATE, TIME, DATETIME, TIMESTAMP: {@code String} as binlogspec writes them
 *     ({@code "2024-02-29"}, {@code "-838:59:59"}, {@code "2024-02-29T12:34:56.123456"},
 *     {@code "2024-02-29T12:34:56+00:00"}; zero dates as the server prints them);
 * <li>text: {@code String}; binary columns and bytes that do not decode in the column's charset: {@code byte[]};
 * <li>ENUM: {@code String}; SET: {@code List<String>} sorted by code point;
 * <li>JSON: {@link JsonText}; a partial JSON update without the before image: {@code List<Map>} of diffs;
 * <li>GEOMETRY: {@link Geometry}; VECTOR: {@code List<Double>}.
 * </ul>
 *
 * <p>Integers are read from the cell's bytes ({@code raw}), not from {@code cell_int.value_unsigned}:
 * the generated Java code types that switch over u1/u2/b24/u4/u8 as {@code int}, which is wrong
 * for UNSIGNED values of more than 31 bits.
 */
public final class Values {
    private Values() {}

    private static final int[] DIG2BYTES = {0, 1, 1, 2, 2, 3, 3, 4, 4, 4};

    /** The value of a present, non-NULL cell of {@code column}. */
    public static Object cellValue(Column column, ColumnCell cell) {
        Object v = cell.value();
        String kind = column.typeName;
        if (v == null) throw new IllegalArgumentException("column " + column.name + " (" + kind + ") has no decodable value");
        switch (kind) {
            case "TINY": case "SHORT": case "INT24": case "LONG": case "LONGLONG": {
                ColumnCell.CellInt c = (ColumnCell.CellInt) v;
                if (Boolean.TRUE.equals(column.unsigned)) return unsignedLe(c.raw());
                return c.valueSigned();
            }
            case "FLOAT": {
                Float f = ((ColumnCell.CellFloat) v).value();
                if (f == null) throw new IllegalArgumentException("FLOAT of " + ((ColumnCell.CellFloat) v).lenValue() + " bytes");
                return (double) f;
            }
            case "DOUBLE": {
                Double d = ((ColumnCell.CellDouble) v).value();
                if (d == null) throw new IllegalArgumentException("DOUBLE of " + ((ColumnCell.CellDouble) v).lenValue() + " bytes");
                return d;
            }
            case "YEAR":
                return (long) ((ColumnCell.CellYear) v).year();
            case "DATE": case "NEWDATE": {
                ColumnCell.CellDate c = (ColumnCell.CellDate) v;
                return String.format("%04d-%02d-%02d", c.year(), c.month(), c.day());
            }
            case "TIME": {
                long packed = ((ColumnCell.CellTime) v).packed();
                long a = Math.abs(packed);
                return timeText(packed < 0, a / 10000, a % 10000 / 100, a % 100, 0);
            }
            case "DATETIME": {
                long p = ((ColumnCell.CellDatetime) v).packed();
                long date = p / 1000000;
                long time = p % 1000000;
                return datetimeText(date / 10000, date / 100 % 100, date % 100, time / 10000, time / 100 % 100, time % 100, 0, 0);
            }
            case "TIMESTAMP":
                return timestampText(((ColumnCell.CellTimestamp) v).seconds(), 0, 0);
            case "TIMESTAMP2": {
                ColumnCell.CellTimestamp2 c = (ColumnCell.CellTimestamp2) v;
                return timestampText(c.seconds(), micro(c.fraction(), column.fsp), column.fsp);
            }
            case "DATETIME2": {
                ColumnCell.CellDatetime2 c = (ColumnCell.CellDatetime2) v;
                long ym = c.yearMonth();
                return datetimeText(ym / 13, ym % 13, c.day(), c.hour(), c.minute(), c.second(), micro(c.fraction(), column.fsp), column.fsp);
            }
            case "TIME2": {
                ColumnCell.CellTime2 c = (ColumnCell.CellTime2) v;
                return time2Text(c.intPart(), c.fraction() == null ? 0 : c.fraction(), column.fsp);
            }
            case "NEWDECIMAL":
                return decimalText(((ColumnCell.CellDecimal) v).raw(), column.precision, column.scale, false);
            case "BIT":
                return unsignedBe(((ColumnCell.CellFixed) v).raw());
            case "VARCHAR": case "VAR_STRING": case "BLOB": case "TINY_BLOB": case "MEDIUM_BLOB": case "LONG_BLOB":
                return text(column, ((ColumnCell.CellVar) v).raw());
            case "STRING": case "ENUM": case "SET": {
                Object inner = ((ColumnCell.CellString) v).value();
                byte[] raw = inner instanceof ColumnCell.CellFixed ? ((ColumnCell.CellFixed) inner).raw()
                    : ((ColumnCell.CellVar) inner).raw();
                String real = column.realTypeName != null ? column.realTypeName : kind;
                if (real.equals("ENUM")) return enumValue(column, unsignedLeLong(raw));
                if (real.equals("SET")) return setValue(column, raw);
                if (column.collationId != null && column.collationId == Charsets.BINARY && column.maxLength != null
                        && column.maxLength != 0) {
                    return raw.length >= column.maxLength ? raw : Arrays.copyOf(raw, column.maxLength);
                }
                return text(column, raw);
            }
            case "JSON": {
                MysqlJson doc = ((ColumnCell.CellJson) v).document();
                if (doc == null) return new JsonText("null", null);
                return MysqlJsonText.of(doc);
            }
            case "GEOMETRY": {
                ColumnCell.CellGeometry g = (ColumnCell.CellGeometry) v;
                return new Geometry(g.srid(), g.wkb());
            }
            case "VECTOR": {
                List<Double> out = new ArrayList<>();
                for (Float f : ((ColumnCell.CellVector) v).values()) out.add((double) f);
                return out;
            }
            default:
                throw new IllegalArgumentException("no value rule for column type " + kind);
        }
    }

    /** The diffs of a partial JSON update cell ({@code json_diff}), each value parsed as a document. */
    public static List<MysqlJsonText.Diff> jsonDiffs(ColumnCell cell) {
        List<MysqlJsonText.Diff> out = new ArrayList<>();
        for (ColumnCell.JsonDiffOperation op : cell.jsonDiff().operations().operations()) {
            if (op.operation() == null) throw new IllegalArgumentException("unknown JSON diff operation");
            String name = op.operation().name().toLowerCase(java.util.Locale.ROOT);
            JsonText value = op.value() == null ? null : MysqlJsonText.of(new MysqlJson(new ByteBufferKaitaiStream(op.value())));
            out.add(new MysqlJsonText.Diff(name, op.path(), value));
        }
        return out;
    }

    // ------------------------------------------------------------------ rules

    static Object unsignedLe(byte[] raw) {
        long v = unsignedLeLong(raw);
        if (raw.length >= 8 && v < 0) return new BigInteger(Long.toUnsignedString(v));
        return v;
    }

    static long unsignedLeLong(byte[] raw) {
        long v = 0;
        for (int i = Math.min(raw.length, 8) - 1; i >= 0; i--) v = (v << 8) | (raw[i] & 0xff);
        return v;
    }

    static Object unsignedBe(byte[] raw) {
        BigInteger v = new BigInteger(1, raw);
        return v.bitLength() < 64 ? (Object) v.longValue() : v;
    }

    private static long micro(Integer fraction, int fsp) {
        if (fsp == 0 || fraction == null) return 0;
        int n = (fsp + 1) / 2;
        long f = fraction;
        for (int i = 0; i < 6 - 2 * n; i++) f *= 10;
        return f;
    }

    static String timeText(boolean negative, long hours, long minutes, long seconds, long micro) {
        long total = (hours * 3600 + minutes * 60 + seconds) * 1000000L + micro;
        if (total == 0) negative = false;
        long secs = total / 1000000;
        long frac = total % 1000000;
        String text = String.format("%s%02d:%02d:%02d", negative ? "-" : "", secs / 3600, secs % 3600 / 60, secs % 60);
        return frac != 0 ? text + String.format(".%06d", frac) : text;
    }

    static String time2Text(long intPart, long fraction, int fsp) {
        int n = (fsp + 1) / 2;
        long packed = (intPart << (8 * n)) | fraction;
        long value = packed - (1L << (24 + 8 * n - 1));
        boolean negative = value < 0;
        value = Math.abs(value);
        long whole = value >> (8 * n);
        long frac = value & ((1L << (8 * n)) - 1);
        long hour = (whole >> 12) & 0x3FF;
        long minute = (whole >> 6) & 0x3F;
        long second = whole & 0x3F;
        long micro = frac;
        for (int i = 0; i < 6 - 2 * n; i++) micro *= 10;
        if (n == 0) micro = 0;
        return timeText(negative, hour, minute, second, micro);
    }

    private static boolean validDate(long y, long m, long d) {
        if (y < 1 || y > 9999 || m < 1 || m > 12 || d < 1) return false;
        return d <= LocalDate.of((int) y, (int) m, 1).lengthOfMonth();
    }

    static String datetimeText(long y, long mo, long d, long h, long mi, long s, long micro, int fsp) {
        if (validDate(y, mo, d) && h <= 23 && mi <= 59 && s <= 59 && micro <= 999999) {
            String text = String.format("%04d-%02d-%02dT%02d:%02d:%02d", y, mo, d, h, mi, s);
            return micro != 0 ? text + String.format(".%06d", micro) : text;
        }
        String text = String.format("%04d-%02d-%02d %02d:%02d:%02d", y, mo, d, h, mi, s);
        if (fsp > 0) text += "." + String.format("%06d", micro).substring(0, fsp);
        return text;
    }

    static String timestampText(long seconds, long micro, int fsp) {
        if (seconds == 0 && micro == 0) return "0000-00-00 00:00:00" + (fsp > 0 ? "." + "0".repeat(fsp) : "");
        if (micro > 999999) throw new IllegalArgumentException("microsecond must be in 0..999999");
        LocalDateTime t = LocalDateTime.ofEpochSecond(seconds, 0, ZoneOffset.UTC);
        String text = String.format("%04d-%02d-%02dT%02d:%02d:%02d", t.getYear(), t.getMonthValue(), t.getDayOfMonth(),
            t.getHour(), t.getMinute(), t.getSecond());
        return (micro != 0 ? text + String.format(".%06d", micro) : text) + "+00:00";
    }

    /**
     * DECIMAL(precision, scale) from the server's binary form as exact text. {@code exact}: the
     * bytes must be exactly the value's size (an opaque DECIMAL in JSON); else they are read as given.
     */
    public static String decimalText(byte[] raw, int precision, int scale, boolean exact) {
        // integer division and remainder as Python's (floor), so that damaged metadata
        // (a scale above the precision) reads as binlogspec reads it
        int intg = precision - scale;
        int size = Math.floorDiv(intg, 9) * 4 + DIG2BYTES[Math.floorMod(intg, 9)] + Math.floorDiv(scale, 9) * 4
            + DIG2BYTES[Math.floorMod(scale, 9)];
        if (exact) {
            if (raw.length < size) throw new IllegalArgumentException("DECIMAL(" + precision + "," + scale + ") needs " + size + " bytes");
            raw = Arrays.copyOf(raw, Math.max(size, 0));
        }
        if (raw.length == 0) throw new IllegalArgumentException("empty DECIMAL value");
        boolean negative = (raw[0] & 0x80) == 0;
        byte[] data = raw.clone();
        data[0] ^= (byte) 0x80;
        if (negative) for (int i = 0; i < data.length; i++) data[i] = (byte) ~data[i];
        int[] pos = {0};
        StringBuilder ip = new StringBuilder();
        int lead = Math.floorMod(intg, 9);
        if (lead > 0) ip.append(group(data, pos, DIG2BYTES[lead], exact ? 0 : lead));
        for (int i = 0; i < Math.floorDiv(intg, 9); i++) ip.append(group(data, pos, 4, 9));
        String intText = ip.toString().replaceFirst("^0+", "");
        if (intText.isEmpty()) intText = "0";
        StringBuilder frac = new StringBuilder();
        for (int i = 0; i < Math.floorDiv(scale, 9); i++) frac.append(group(data, pos, 4, 9));
        int tail = Math.floorMod(scale, 9);
        if (tail > 0) frac.append(group(data, pos, DIG2BYTES[tail], tail));
        return (negative ? "-" : "") + intText + (scale > 0 ? "." + frac : "");
    }

    /** A big-endian digit group: the bytes there (fewer past the end, as a Python slice), zero-padded to {@code ndigits}. */
    private static String group(byte[] data, int[] pos, int nbytes, int ndigits) {
        long v = 0;
        for (int i = 0; i < nbytes && pos[0] + i < data.length; i++) v = (v << 8) | (data[pos[0] + i] & 0xff);
        pos[0] += nbytes;
        String s = Long.toString(v);
        return s.length() >= ndigits ? s : "0".repeat(ndigits - s.length()) + s;
    }

    private static Object text(Column column, byte[] raw) {
        if (column.collationId == null) return raw;
        String s = Charsets.decode(raw, column.collationId);
        return s != null ? s : raw;
    }

    private static Object enumValue(Column column, long index) {
        if (column.enumLabels == null) return index;
        if (index == 0) return "";
        if (index <= column.enumLabels.size()) return column.enumLabels.get((int) index - 1);
        return index;
    }

    private static Object setValue(Column column, byte[] raw) {
        if (column.setLabels == null) return unsignedLe(raw);
        BigInteger mask = new BigInteger(1, reverse(raw));
        java.util.TreeSet<String> labels = new java.util.TreeSet<>(Values::compareCodePoints);
        for (int i = 0; i < column.setLabels.size(); i++) if (mask.testBit(i)) labels.add(column.setLabels.get(i));
        return new ArrayList<>(labels);
    }

    private static byte[] reverse(byte[] b) {
        byte[] r = new byte[b.length];
        for (int i = 0; i < b.length; i++) r[i] = b[b.length - 1 - i];
        return r;
    }

    static int compareCodePoints(String a, String b) {
        int i = 0;
        int j = 0;
        while (i < a.length() && j < b.length()) {
            int x = a.codePointAt(i);
            int y = b.codePointAt(j);
            if (x != y) return Integer.compare(x, y);
            i += Character.charCount(x);
            j += Character.charCount(y);
        }
        return Integer.compare(a.length() - i, b.length() - j);
    }
}
