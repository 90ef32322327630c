package example;

import io.binlogspec.Charsets;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;

/** Text by collation with the package's charset table: each stdin line "COLLATION_ID HEX" gives
 * the decoded text as UTF-16BE hex, or "BYTES" where the value stays bytes (tests/test_port_java.py). */
public final class Text {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        String line;
        while ((line = in.readLine()) != null) {
            String[] f = line.split(" ", -1);
            String s = Charsets.decode(HexFormat.of().parseHex(f[1]), Integer.parseInt(f[0]));
            out.println(s == null ? "BYTES" : HexFormat.of().formatHex(s.getBytes(StandardCharsets.UTF_16BE)));
        }
        out.flush();
    }
}
