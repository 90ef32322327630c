package io.binlogspec;

import java.util.List;

/**
 * What a TABLE_MAP event says of one column (formats/README.md, "What the table map says of a
 * column"): its name (COLUMN_NAME metadata, else {@code col_N}), type, signedness, collation,
 * ENUM/SET labels, precision, scale, fsp, max length and bit count. Fields that the table map
 * does not give are null.
 */
public final class Column {
    public final int index;
    public final String name;
    /** The column type's name ({@code LONGLONG}, {@code VARCHAR}, {@code STRING}, ...; {@code TYPE_n} for an unknown code). */
    public final String typeName;
    /** For a STRING column, its real type: {@code STRING}, {@code ENUM} or {@code SET}; null otherwise. */
    public final String realTypeName;
    public final Boolean unsigned;
    public final Integer collationId;
    public final List<String> enumLabels;
    public final List<String> setLabels;
    public final Integer precision;
    public final Integer scale;
    public final int fsp;
    public final Integer maxLength;
    public final Integer bits;

    Column(int index, String name, String typeName, String realTypeName, Boolean unsigned, Integer collationId,
           List<String> enumLabels, List<String> setLabels, Integer precision, Integer scale, int fsp,
           Integer maxLength, Integer bits) {
        this.index = index;
        this.name = name;
        this.typeName = typeName;
        this.realTypeName = realTypeName;
        this.unsigned = unsigned;
        this.collationId = collationId;
        this.enumLabels = enumLabels;
        this.setLabels = setLabels;
        this.precision = precision;
        this.scale = scale;
        this.fsp = fsp;
        this.maxLength = maxLength;
        this.bits = bits;
    }

    @Override
    public String toString() {
        return "Column(" + index + " " + name + " " + typeName + (realTypeName != null ? "/" + realTypeName : "") + ")";
    }
}
