#!/usr/bin/env node
// Run Python under the real Pyodide (node_modules/pyodide, the runtime the site ships) in Node.
//
//   node tools/pyodide_run.mjs [--root DIR] [FILE.py]     (the code comes from stdin without FILE)
//
// DIR (default: py/) is mounted at /app and put first on sys.path, so `import cardtable` works.
// The code sets a global `result`; its JSON goes to stdout as the only line. Whatever the code
// prints goes to stderr. On a Python error: the message (not the minified wasm trace) on stderr,
// exit code 1.
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
let root = resolve(here, "..", "py");
if (args[0] === "--root") {
  root = resolve(args[1]);
  args.splice(0, 2);
}
const code = readFileSync(args[0] ?? 0, "utf8");

const { loadPyodide } = await import(resolve(here, "..", "node_modules", "pyodide", "pyodide.mjs"));
// The stdout/stderr options receive whole lines (a raw write() handler would get fragments).
const pyodide = await loadPyodide({
  stdout: (line) => process.stderr.write(line + "\n"),
  stderr: (line) => process.stderr.write(line + "\n"),
});
pyodide.FS.mkdirTree("/app");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root }, "/app");
try {
  pyodide.runPython("import sys; sys.path.insert(0, '/app'); sys.dont_write_bytecode = True");
  pyodide.runPython(code);
  process.stdout.write(pyodide.runPython("import json; json.dumps(result)") + "\n");
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 1;
}
