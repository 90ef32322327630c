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
                    case "J": JAVA.put(f[1], Charset.forName(f[2])); break;
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
        try {
            CharBuffer chars = cs.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(raw));
            return chars.toString();
        } catch (CharacterCodingException e) {
            return null;
        }
    }
}
