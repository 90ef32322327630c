package io.binlogspec;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/**
 * Collation ids to text: the table of every MySQL and MariaDB collation id
 * ({@code charsets.txt}, generated from python/binlogspec/charsets.py by
 * ports/java/tools/gen_charsets.py). 8-bit charsets decode by the server's own byte table;
 * multi-byte ones by java.nio.charset, strictly. Bytes that do not decode, the binary charset and
 * unknown ids give null: the value stays bytes.
 */
public final class Charsets {
    public static final int BINARY = 63;

    private static final Map<Integer, String> CHARSET_OF = new HashMap<>();
    private static final Map<String, char[]> TABLES = new HashMap<>();
    private static final Map<String, Charset> JAVA = new HashMap<>();
    private static final java.util.Set<String> NO_PUA = new java.util.HashSet<>();
    private static final Map<String, Map<String, Character>> FIXES = new HashMap<>();

    static {
        try (InputStream in = Charsets.class.getResourceAsStream("charsets.txt");
             BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                if (line.isEmpty() || line.startsWith("#")) continue;
                String[] f = line.split(" ");
                switch (f[0]) {
                    case "C": CHARSET_OF.put(Integer.parseInt(f[1]), f[2]); break;
                    case "T": {
                        char[] t = new char[256];
                        for (int i = 0; i < 256; i++) t[i] = (char) Integer.parseInt(f[2].substring(4 * i, 4 * i + 4), 16);
                        TABLES.put(f[1], t);
                        break;
                    }
                    case "J":
                        JAVA.put(f[1], Charset.forName(f[2]));
                        if (f.length > 3 && f[3].equals("nopua")) NO_PUA.add(f[1]);
                        break;
                    case "F": {
                        Map<String, Character> fixes = new HashMap<>();
                        for (int i = 2; i < f.length; i++) {
                            String[] kv = f[i].split(":");
                            fixes.put(kv[0], (char) Integer.parseInt(kv[1], 16));
                        }
                        FIXES.put(f[1], fixes);
                        break;
                    }
                    default: throw new IllegalStateException("charsets.txt: " + line);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private Charsets() {}

    /** The charset name of a collation id ({@code utf8mb4}, {@code latin1}, {@code binary}), or null. */
    public static String charsetOf(int collationId) {
        return CHARSET_OF.get(collationId);
    }

    /** The text of {@code raw} in the collation's charset, or null where it stays bytes. */
    public static String decode(byte[] raw, int collationId) {
        String charset = CHARSET_OF.get(collationId);
        if (charset == null) return null;
        char[] table = TABLES.get(charset);
        if (table != null) {
            char[] out = new char[raw.length];
            for (int i = 0; i < raw.length; i++) {
                char c = table[raw[i] & 0xff];
                if (c == '\ufffe') return null;
                out[i] = c;
            }
            return new String(out);
        }
        Charset cs = JAVA.get(charset);
        if (cs == null) return null;  // binary, filename
        Map<String, Character> fixes = FIXES.get(charset);
        if (fixes != null) return decodeFixed(charset, cs, fixes, raw);
        return decodeRun(charset, cs, raw);
    }

    private static String hex(byte[] raw, int from, int to) {
        StringBuilder b = new StringBuilder();
        for (int i = from; i < to; i++) b.append(String.format("%02X", raw[i] & 0xff));
        return b.toString();
    }

    /** How many bytes the character at {@code pos} takes (charsets.py _sequence_length). */
    private static int sequenceLength(String charset, byte[] data, int pos) {
        int lead = data[pos] & 0xff;
        if (lead < 0x80) return 1;
        if (charset.equals("sjis") || charset.equals("cp932")) return (0x81 <= lead && lead <= 0x9F) || (0xE0 <= lead && lead <= 0xFC) ? 2 : 1;
        if (charset.equals("ujis") || charset.equals("eucjpms")) return lead == 0x8F ? 3 : (lead == 0x8E || (0xA1 <= lead && lead <= 0xFE)) ? 2 : 1;
        if (charset.equals("gb18030") && pos + 1 < data.length && 0x30 <= (data[pos + 1] & 0xff) && (data[pos + 1] & 0xff) <= 0x39) return 4;
        return 0x81 <= lead && lead <= 0xFE ? 2 : 1;
    }

    /** A multi-byte charset whose server table differs from the codec at a few sequences: those by the table. */
    private static String decodeFixed(String charset, Charset cs, Map<String, Character> fixes, byte[] raw) {
        StringBuilder out = new StringBuilder();
        int runStart = 0;
        int pos = 0;
        while (pos < raw.length) {
            int len = Math.min(sequenceLength(charset, raw, pos), raw.length - pos);
            Character fix = fixes.get(hex(raw, pos, pos + len));
            if (fix == null) {
                pos += len;
                continue;
            }
            String run = decodeRunFixed(charset, cs, fixes, java.util.Arrays.copyOfRange(raw, runStart, pos));
            if (run == null || fix == '\ufffe') return null;
            out.append(run).append(fix.charValue());
            pos += len;
            runStart = pos;
        }
        String run = decodeRunFixed(charset, cs, fixes, java.util.Arrays.copyOfRange(raw, runStart, raw.length));
        return run == null ? null : out.append(run).toString();
    }

    /** A run with no fixed sequence where the codec reads one: the codec, and the fixes where it fails. */
    private static String decodeRunFixed(String charset, Charset cs, Map<String, Character> fixes, byte[] raw) {
        StringBuilder out = new StringBuilder();
        int pos = 0;
        while (pos < raw.length) {
            java.nio.charset.CharsetDecoder d = cs.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
            ByteBuffer in = ByteBuffer.wrap(raw, pos, raw.length - pos);
            CharBuffer chars = CharBuffer.allocate((raw.length - pos) * 2 + 4);
            java.nio.charset.CoderResult r = d.decode(in, chars, true);
            if (!r.isError()) r = d.flush(chars);
            chars.flip();
            out.append(chars);
            if (!r.isError()) return out.toString();
            int at = in.position();
            int len = Math.min(sequenceLength(charset, raw, at), raw.length - at);
            Character fix = fixes.get(hex(raw, at, at + len));
            if (fix == null || fix == '\ufffe') return null;
            out.append(fix.charValue());
            pos = at + len;
        }
        return out.toString();
    }

    private static String decodeRun(String charset, Charset cs, byte[] raw) {
        try {
            CharBuffer chars = cs.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(raw));
            String text = chars.toString();
            if (NO_PUA.contains(charset)) {
                for (int i = 0; i < text.length(); i++) {
                    char c = text.charAt(i);
                    if (c >= 0xE000 && c <= 0xF8FF) return null;  // the server's table leaves it undefined
                }
            }
            return text;
        } catch (CharacterCodingException e) {
            return null;
        }
    }
}
