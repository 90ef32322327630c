package example;

import io.binlogspec.BinlogException;
import io.binlogspec.BinlogReader;
import io.binlogspec.RowChange;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** Prints the row changes of binlog files as NDJSON, as `binlogspec rows FILE...` does; a fault is
 * FILE:OFFSET on stderr (after the lines before it), exit status 2, and the next file is read. */
public final class Main {
    public static void main(String[] args) throws IOException {
        java.io.OutputStream out = new java.io.BufferedOutputStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), 1 << 16);
        int status = 0;
        for (String file : args) {
            try (BinlogReader reader = BinlogReader.open(Path.of(file))) {
                for (RowChange change : reader) {
                    out.write(change.toJsonBytes());
                    out.write('\n');
                }
            } catch (BinlogException e) {
                out.flush();
                System.err.println(e.getMessage());
                status = 2;
            } catch (UncheckedIOException e) {
                out.flush();
                IOException cause = e.getCause();
                String why = cause instanceof NoSuchFileException ? "No such file or directory" : String.valueOf(cause.getMessage());
                System.err.println(file + ": " + why);
                status = 2;
            }
        }
        out.flush();
        System.exit(status);
    }
}
