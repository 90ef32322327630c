package io.binlogspec;

import java.util.Arrays;

/** A GEOMETRY value: the SRID and the WKB bytes as the server stores them; {@link #wkt()} is a convenience (null when the WKB is not one of the seven OGC types). */
public final class Geometry {
    private final long srid;
    private final byte[] wkb;

    public Geometry(long srid, byte[] wkb) {
        this.srid = srid;
        this.wkb = wkb.clone();
    }

    public long srid() { return srid; }

    public byte[] wkb() { return wkb.clone(); }

    /** The WKT text ({@code POINT(1 2)}), or null. */
    public String wkt() { return Wkt.of(wkb); }

    @Override
    public boolean equals(Object o) {
        return o instanceof Geometry && ((Geometry) o).srid == srid && Arrays.equals(((Geometry) o).wkb, wkb);
    }

    @Override
    public int hashCode() { return Long.hashCode(srid) * 31 + Arrays.hashCode(wkb); }
}
