package io.binlogspec;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/** WKB to WKT text (formats/README.md, GEOMETRY): a convenience view; the WKB is the value. */
final class Wkt {
    private static final String[] NAMES = {null, "POINT", "LINESTRING", "POLYGON", "MULTIPOINT", "MULTILINESTRING",
        "MULTIPOLYGON", "GEOMETRYCOLLECTION"};

    private final ByteBuffer data;

    private Wkt(byte[] wkb) { data = ByteBuffer.wrap(wkb); }

    /** The WKT of a WKB value, or null when it is not one of the seven OGC types (or does not fill the bytes). */
    static String of(byte[] wkb) {
        try {
            Wkt w = new Wkt(wkb);
            String text = w.geometry(0);
            return w.data.position() == wkb.length ? text : null;
        } catch (RuntimeException e) {
            return null;
        }
    }

    private static String num(double x) {
        String t = Doubles.repr(x);
        return t.endsWith(".0") ? t.substring(0, t.length() - 2) : t;
    }

    private int count() {
        long n = Integer.toUnsignedLong(data.getInt());
        if (n > data.remaining()) throw new IllegalArgumentException("WKB count past the end of the value");
        return (int) n;
    }

    private String point() {
        double x = data.getDouble();
        double y = data.getDouble();
        return num(x) + " " + num(y);
    }

    private String points() {
        int n = count();
        StringBuilder b = new StringBuilder("(");
        for (int i = 0; i < n; i++) {
            if (i > 0) b.append(',');
            b.append(point());
        }
        return b.append(')').toString();
    }

    private String geometry(int depth) {
        if (depth > 64) throw new IllegalArgumentException("geometry nested too deeply");
        data.order(data.get() == 1 ? ByteOrder.LITTLE_ENDIAN : ByteOrder.BIG_ENDIAN);
        long kind = Integer.toUnsignedLong(data.getInt());
        if (kind < 1 || kind > 7) throw new IllegalArgumentException("unknown WKB geometry type " + kind);
        String name = NAMES[(int) kind];
        if (kind == 1) return "POINT(" + point() + ")";
        if (kind == 2) return "LINESTRING" + points();
        if (kind == 3) {
            int n = count();
            StringBuilder b = new StringBuilder("POLYGON(");
            for (int i = 0; i < n; i++) {
                if (i > 0) b.append(',');
                b.append(points());
            }
            return b.append(')').toString();
        }
        int n = count();
        StringBuilder b = new StringBuilder(name).append('(');
        for (int i = 0; i < n; i++) {
            String sub = geometry(depth + 1);
            if (kind <= 6) {
                sub = sub.substring(sub.indexOf('('));
                if (kind == 4) sub = sub.substring(1, sub.length() - 1);
            }
            if (i > 0) b.append(',');
            b.append(kind == 4 ? "(" + sub + ")" : sub);
        }
        return b.append(')').toString();
    }
}
