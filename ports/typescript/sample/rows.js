#!/usr/bin/env node
// binlogspec rows FILE... with the npm package: one JSON line per row change, a fault as
// FILE:OFFSET on stderr (exit status 2) after the changes before it, then the next file.
"use strict";
const fs = require("fs");
const { openBinlog, changeJson, BinlogError } = require("binlogspec");

function write(text) {
  // synchronous, so that nothing is lost whatever ends the process (stdout may be a pipe)
  const buf = Buffer.from(text, "utf8");
  let done = 0;
  while (done < buf.length) {
    try {
      done += fs.writeSync(1, buf, done, buf.length - done);
    } catch (err) {
      if (err.code !== "EAGAIN") throw err;
    }
  }
}

// a file that cannot be opened: its name and the system's message, as `binlogspec rows` says it
const OS_ERRORS = { ENOENT: "No such file or directory", EACCES: "Permission denied", EISDIR: "Is a directory",
  ENOTDIR: "Not a directory", ELOOP: "Too many levels of symbolic links", EIO: "Input/output error" };

let status = 0;
for (const file of process.argv.slice(2)) {
  const lines = [];
  try {
    for (const change of openBinlog(file)) {
      lines.push(changeJson(change));
      if (lines.length >= 1024) write(lines.splice(0).join("\n") + "\n");
    }
  } catch (err) {
    if (lines.length) write(lines.splice(0).join("\n") + "\n");
    if (err instanceof BinlogError) fs.writeSync(2, `${err.message}\n`);
    else if (err && OS_ERRORS[err.code]) fs.writeSync(2, `${file}: ${OS_ERRORS[err.code]}\n`);
    else throw err;
    status = 2;
  }
  if (lines.length) write(lines.join("\n") + "\n");
}
process.exitCode = status;
