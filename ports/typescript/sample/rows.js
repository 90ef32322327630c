#!/usr/bin/env node
// binlogspec rows FILE... with the npm package: one JSON line per row change, a fault as
// FILE:OFFSET on stderr (exit status 2) after the changes before it, then the next file.
"use strict";
const { openBinlog, changeJson, BinlogError } = require("binlogspec");

let status = 0;
for (const file of process.argv.slice(2)) {
  const lines = [];
  try {
    for (const change of openBinlog(file)) {
      lines.push(changeJson(change));
      if (lines.length >= 1024) process.stdout.write(lines.splice(0).join("\n") + "\n");
    }
  } catch (err) {
    if (lines.length) process.stdout.write(lines.splice(0).join("\n") + "\n");
    if (!(err instanceof BinlogError)) throw err;
    process.stderr.write(`${err.message}\n`);
    status = 2;
  }
  if (lines.length) process.stdout.write(lines.join("\n") + "\n");
}
process.exitCode = status;
