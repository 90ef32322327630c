package io.binlogspec;

/**
 * A MySQL JSON column's value: the document as the JSON text MySQL prints for it
 * ({@code SELECT}, {@code mysqlbinlog -vv}): {@code {"a": 1, "b": [true, null]}}. {@link #text()}
 * is that text; {@link #dom()} the document as Java values (see {@link MysqlJsonText}).
 * {@code RowChange.toJson} embeds the document itself, not a string.
 */
public final class JsonText {
    private final String text;
    private final Object dom;

    JsonText(String text, Object dom) {
        this.text = text;
        this.dom = dom;
    }

    /** MySQL's text of the document. */
    public String text() { return text; }

    /** The document: null, Boolean, Long, BigInteger, Double, String, List, Map (in MySQL's key order), or an opaque value. */
    public Object dom() { return dom; }

    @Override
    public String toString() { return text; }

    @Override
    public boolean equals(Object o) { return o instanceof JsonText && ((JsonText) o).text.equals(text); }

    @Override
    public int hashCode() { return text.hashCode(); }
}
