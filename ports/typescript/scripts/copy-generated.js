// Copies the parsers kaitai-struct-compiler made from formats/kaitai (generated/javascript at the
// repository's root, committed; BINLOGSPEC_GENERATED_JS names it for a copy of the package built
// elsewhere) into the package, which requires them as ../generated/*.js.
"use strict";
const fs = require("fs");
const path = require("path");
const from = process.env.BINLOGSPEC_GENERATED_JS || path.resolve(__dirname, "..", "..", "..", "generated", "javascript");
const to = path.resolve(__dirname, "..", "generated");
if (!fs.existsSync(from)) {
  if (fs.existsSync(to)) process.exit(0); // installed from a tarball: already there
  console.error(`no generated parsers at ${from}`);
  process.exit(1);
}
fs.rmSync(to, { recursive: true, force: true });
fs.mkdirSync(to, { recursive: true });
for (const name of fs.readdirSync(from)) {
  if (name.endsWith(".js")) fs.copyFileSync(path.join(from, name), path.join(to, name));
}
