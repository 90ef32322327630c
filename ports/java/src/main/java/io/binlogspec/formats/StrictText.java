package io.binlogspec.formats;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Strict UTF-8 for the generated parsers' text fields (ports/java/tools/generate.py puts it where
 * the compiler writes {@code new String(bytes, StandardCharsets.UTF_8)}): bytes that are not UTF-8
 * fail the parse, as in the other targets, instead of becoming U+FFFD. Not generated.
 */
public final class StrictText {
    private StrictText() {}

    public static String utf8(byte[] bytes) {
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new IllegalArgumentException("'utf-8' codec can't decode the bytes: " + e, e);
        }
    }

    public static String ascii(byte[] bytes) {
        for (byte b : bytes) {
            if (b < 0) throw new IllegalArgumentException("'ascii' codec can't decode byte 0x" + Integer.toHexString(b & 0xff));
        }
        return new String(bytes, StandardCharsets.US_ASCII);
    }
}
