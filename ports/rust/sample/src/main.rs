//! Print the row changes of binlogs as NDJSON, as `binlogspec rows FILE...` prints them.
//! A fault is reported on stderr as FILE:OFFSET after the changes before it; the next file is
//! still read; the exit status is then 2.

use std::io::{BufWriter, Write};

use binlogspec::RowChanges;

fn main() {
    let files: Vec<String> = std::env::args().skip(1).collect();
    if files.is_empty() {
        eprintln!("usage: binlogspec-rows FILE...");
        std::process::exit(2);
    }
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut status = 0;
    for file in &files {
        let changes = match RowChanges::open(file) {
            Ok(c) => c,
            Err(e) => {
                out.flush().ok();
                eprintln!("{}", e);
                status = 2;
                continue;
            }
        };
        for change in changes {
            match change {
                Ok(c) => {
                    writeln!(out, "{}", c.to_json()).ok();
                }
                Err(e) => {
                    out.flush().ok();
                    eprintln!("{}", e);
                    status = 2;
                }
            }
        }
    }
    out.flush().ok();
    std::process::exit(status);
}
