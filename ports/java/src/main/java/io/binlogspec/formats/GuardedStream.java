package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStream;

import java.io.ByteArrayOutputStream;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;

/**
 * The stream the generated parsers read binlog bytes from (ports/java/tools/generate.py puts it
 * where the compiler writes {@code new ByteBufferKaitaiStream(this._raw_...)} and
 * {@code KaitaiStream.processZlib}; the reader gives it to the top-level parse): the bounds of
 * python/binlogspec/limits.py and _kaitai.py. A {@code repeat: eos} loop whose items take no bytes
 * (a damaged rows event's empty row images, say) would never end: 64 "not at the end" answers in a
 * row at one position stop it. A zlib field inflates to at most the longest event a server writes.
 * Going past a bound throws {@link Bound}. Not generated.
 */
public class GuardedStream extends ByteBufferKaitaiStream {
    /** The longest event accepted, inflated or not (limits.py MAX_EVENT_SIZE). */
    public static final long MAX_EVENT_SIZE = (1L << 30) + (1L << 16);
    static final int STUCK = 64;

    private long last = -1;
    private int stuck;

    /** A bound of the input passed: a length or count no server writes. */
    public static class Bound extends RuntimeException {
        private static final long serialVersionUID = 1L;
        public Bound(String message) { super(message); }
    }

    public GuardedStream(byte[] bytes) {
        super(bytes);
    }

    @Override
    public boolean isEof() {
        boolean eof = super.isEof();
        if (!eof) {
            long here = pos();
            if (here == last) {
                if (++stuck >= STUCK) {
                    throw new Bound("a repeated field takes no bytes at offset " + here
                        + " of its substream: the list would never end");
                }
            } else {
                last = here;
                stuck = 0;
            }
        }
        return eof;
    }

    @Override
    public KaitaiStream substream(long n) {
        return new GuardedStream(readBytes(n));
    }

    /** zlib inflation bounded by {@link #MAX_EVENT_SIZE}; a stream that is damaged or ends early fails. */
    public static byte[] processZlib(byte[] data) {
        Inflater inflater = new Inflater();
        try {
            inflater.setInput(data);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] buf = new byte[1 << 16];
            while (!inflater.finished()) {
                int n = inflater.inflate(buf);
                if (n == 0 && (inflater.needsInput() || inflater.needsDictionary())) {
                    throw new IllegalArgumentException("Error -5 while decompressing data: incomplete or truncated stream");
                }
                out.write(buf, 0, n);
                if (out.size() > MAX_EVENT_SIZE) throw new Bound("zlib stream inflates to more than " + MAX_EVENT_SIZE + " bytes");
            }
            return out.toByteArray();
        } catch (DataFormatException e) {
            throw new IllegalArgumentException("Error -3 while decompressing data: " + e.getMessage(), e);
        } finally {
            inflater.end();
        }
    }
}
