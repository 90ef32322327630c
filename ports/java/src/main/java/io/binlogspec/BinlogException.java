package io.binlogspec;

/**
 * A fault in a binlog, typed, with the file and the offset of the event it is in
 * ({@code FILE:OFFSET}, as {@code binlogspec rows} reports it). The subclasses say what kind of
 * fault it is. Unchecked, so that a {@link BinlogReader}'s iterator can throw it where the fault
 * is met, after every row change before it.
 */
public class BinlogException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final String file;
    private final long offset;
    private final String eventType;
    private final String detail;

    public BinlogException(String detail, String file, long offset, String eventType, Throwable cause) {
        super(detail, cause);
        this.detail = detail;
        this.file = file;
        this.offset = offset;
        this.eventType = eventType;
    }

    /** The file's name as it was given to the reader. */
    public String file() { return file; }

    /** The offset in the file of the event the fault is in (of its TRANSACTION_PAYLOAD_EVENT for an inner event). */
    public long offset() { return offset; }

    /** The server's name of the event's type ({@code WRITE_ROWS_EVENT}), or null. */
    public String eventType() { return eventType; }

    /** What is wrong, without the place. */
    public String detail() { return detail; }

    /** {@code FILE:OFFSET: [EVENT_TYPE:] detail}, as {@code binlogspec rows} writes it. */
    @Override
    public String getMessage() {
        return file + ":" + offset + ":" + (eventType != null ? " " + eventType + ":" : "") + " " + detail;
    }

    /** The file ends inside an event, or the event says it is longer than what is left. */
    public static class Truncated extends BinlogException {
        private static final long serialVersionUID = 1L;
        public Truncated(String detail, String file, long offset, String eventType) { super(detail, file, offset, eventType, null); }
    }

    /** A size or length field that cannot be right (an event shorter than its header, ...). */
    public static class LengthOutOfBounds extends BinlogException {
        private static final long serialVersionUID = 1L;
        public LengthOutOfBounds(String detail, String file, long offset, String eventType) { super(detail, file, offset, eventType, null); }
    }

    /** The event's CRC32 does not match its bytes. */
    public static class ChecksumMismatch extends BinlogException {
        private static final long serialVersionUID = 1L;
        private final long expected;
        private final long found;
        public ChecksumMismatch(String detail, String file, long offset, String eventType, long expected, long found) {
            super(detail, file, offset, eventType, null);
            this.expected = expected;
            this.found = found;
        }
        /** The CRC32 the event carries. */
        public long expected() { return expected; }
        /** The CRC32 of its bytes. */
        public long found() { return found; }
    }

    /** The bytes do not match the event's layout (the spec's verdict). */
    public static class DecodeError extends BinlogException {
        private static final long serialVersionUID = 1L;
        public DecodeError(String detail, String file, long offset, String eventType, Throwable cause) { super(detail, file, offset, eventType, cause); }
    }

    /** A rows event that cannot be split into rows: no TABLE_MAP for it, or row images that do not fit it. */
    public static class LayoutMismatch extends BinlogException {
        private static final long serialVersionUID = 1L;
        public LayoutMismatch(String detail, String file, long offset, String eventType) { super(detail, file, offset, eventType, null); }
        public LayoutMismatch(String detail, String file, long offset, String eventType, Throwable cause) { super(detail, file, offset, eventType, cause); }
    }

    /** The file, or its events from here on, are encrypted; this reader does not decrypt. */
    public static class Encrypted extends BinlogException {
        private static final long serialVersionUID = 1L;
        public Encrypted(String detail, String file, long offset, String eventType) { super(detail, file, offset, eventType, null); }
    }

    /** The file does not start with the binlog magic {@code fe 62 69 6e}. */
    public static class BadMagic extends BinlogException {
        private static final long serialVersionUID = 1L;
        public BadMagic(String detail, String file, long offset) { super(detail, file, offset, null, null); }
    }

    /** Something this reader does not support (an unknown payload compression, ...). */
    public static class Unsupported extends BinlogException {
        private static final long serialVersionUID = 1L;
        public Unsupported(String detail, String file, long offset, String eventType) { super(detail, file, offset, eventType, null); }
    }
}
