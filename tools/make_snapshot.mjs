#!/usr/bin/env node
// Make (or check) a Pyodide memory snapshot with the cardtable package already imported.
//
//   node tools/make_snapshot.mjs make  ZIP OUT     start Pyodide, unpack ZIP (the built cardtable.zip)
//                                                  where PyScript unpacks it, import every module that
//                                                  does not need the browser, write the snapshot to OUT
//   node tools/make_snapshot.mjs check SNAPSHOT REPORT
//                                                  restore SNAPSHOT in a fresh Pyodide, with an EMPTY
//                                                  file system: the package must come from memory,
//                                                  and deal as it did before (REPORT: make's output)
//
// Both print one JSON line on stdout (a report); Pyodide's own output goes to stderr.
// Used by tools/snapshot.py (called from tools/build.py); see README "Boot".
//
// The snapshot API is private in pyodide 314.0.7 (`_makeSnapshot`, `makeMemorySnapshot`,
// `_loadSnapshot`; src/js/snapshot.ts). A snapshot is the whole wasm heap plus a small table of
// the JS objects Python held; it only restores in the very same Pyodide build (checked by id).
// What is NOT in it: the in-memory file system (files are JS objects), so the page still
// unpacks cardtable.zip for modules imported later and for tracebacks.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const runtime = resolve(here, "..", "node_modules", "pyodide");
const { loadPyodide } = await import(resolve(runtime, "pyodide.mjs"));
const { default: createPyodideModule } = await import(resolve(runtime, "pyodide.asm.mjs"));
const [mode, input, output] = process.argv.slice(2); // check: output is make's report
const quiet = { stdout: (line) => process.stderr.write(line + "\n"), stderr: (line) => process.stderr.write(line + "\n") };

// Where PyScript unpacks `"./cardtable.zip" = "./*"`: the interpreter's working directory.
// Modules imported here keep this path in __file__ and __path__, so a submodule imported
// later in the browser (cardtable.ui.dom) is found in the unpacked archive.
const HOME = "/home/pyodide";

// Runs before the snapshot is taken.
const PREPARE = `
import gc, importlib, json, os, pkgutil, random, sys, tempfile

# Modules only the browser has: a cardtable module that needs them is imported at boot instead.
BROWSER_ONLY = {"js", "pyscript", "_pyscript", "polyscript"}
imported, deferred = [], []
import cardtable
for info in pkgutil.walk_packages(cardtable.__path__, "cardtable."):
    if info.name.endswith("__main__"):
        continue
    try:
        importlib.import_module(info.name)
        imported.append(info.name)
    except ModuleNotFoundError as error:
        if (error.name or "").split(".")[0] not in BROWSER_ONLY:
            raise
        deferred.append(info.name)

# What PyScript's own Python package (pyscript/*.py, written at boot) and py/main.py import
# from the standard library, so the page does not import those after the restore either.
for name in ("asyncio", "base64", "collections", "functools", "html", "inspect", "io", "json"):
    importlib.import_module(name)

# Nothing of the build machine in the snapshot: the environment is the one a browser gets.
os.environ["_"] = "./this.program"
# Seeded state in the heap would repeat on every page load. The page reseeds \`random\` from
# the OS right after restoring (pyodide-boot.mjs); tempfile's name generator is made again
# on first use.
tempfile._name_sequence = None
gc.collect()
# Every Random instance in the heap must be one the page reseeds after restoring; a new one
# (a module-level Random() in cardtable, say) would deal the same "random" numbers on every load.
stray = [r for r in gc.get_objects()
         if isinstance(r, random.Random) and not isinstance(r, random.SystemRandom) and r is not random._inst]
if stray:
    raise RuntimeError(f"{len(stray)} random.Random instance(s) created at import time would repeat "
                       "after every restore: create them lazily, or reseed them in pyodide-boot.mjs")

# Pyodide puts the working directory first on sys.path again when it restores.
sys.path.remove("")

# A known deal, compared after the restore (check mode).
from cardtable.engine import registry
state = registry.get("twelve_days").new_game(num_players=4, seed=7)
result = {"imported": imported, "deferred": deferred, "modules": len(sys.modules),
          "deal": str(state)[:400]}
del state
gc.collect()
json.dumps(result)
`;

// Runs after a restore in check mode, with nothing unpacked on the file system.
const CHECK = `
import json, os, random, sys
missing = [name for name in EXPECTED["imported"] if name not in sys.modules]
from cardtable.engine import registry
deal = str(registry.get("twelve_days").new_game(num_players=4, seed=7))[:400]
random.seed()
json.dumps({"missing": missing, "deal_matches": deal == EXPECTED["deal"],
            "package_on_disk": os.path.exists("${HOME}/cardtable"), "modules": len(sys.modules)})
`;

function fail(message) {
  process.stderr.write(`make_snapshot: ${message}\n`);
  process.exit(1);
}

if (mode === "make" && input && output) {
  // The str hash secret is drawn here, at build time, and every restored page shares it (a
  // restore cannot change it: every dict in the heap depends on it). Set iteration order is
  // then the same on every load; nothing in cardtable depends on it either way.
  const pyodide = await loadPyodide({ ...quiet, _makeSnapshot: true });
  pyodide.unpackArchive(new Uint8Array(readFileSync(input)), "zip", { extractDir: HOME });
  let report;
  try {
    report = JSON.parse(pyodide.runPython(PREPARE));
  } catch (error) {
    fail(error.message);
  }
  const heap = pyodide._module.HEAP8.length;
  const heapTop = pyodide._module._sbrk(0) >>> 0; // the allocator's break: the heap in use
  const snapshot = pyodide.makeMemorySnapshot();
  writeFileSync(output, snapshot);
  const header = new Uint32Array(snapshot.buffer, snapshot.byteOffset, 12);
  const buildId = Array.from(header.subarray(4, 12), (n) => n.toString(16).padStart(8, "0")).join("");
  process.stdout.write(JSON.stringify({ ...report, bytes: snapshot.length, heap, heapTop, buildId, version: pyodide.version }) + "\n");
} else if (mode === "check" && input && output) {
  const expected = JSON.parse(readFileSync(output, "utf8"));
  const started = performance.now();
  const snapshot = new Uint8Array(readFileSync(input));
  // As pyodide-boot.mjs does: the runtime starts with a 30 MiB heap and pyodide 314.0.7 does not
  // grow it for a bigger snapshot (the restore fails with "offset is out of bounds"), so grow it
  // between instantiation and restore.
  const pyodide = await loadPyodide({
    ...quiet,
    _loadSnapshot: snapshot,
    async createPyodideModule(settings) {
      const module = await createPyodideModule(settings);
      if (module.HEAP8.length < snapshot.length) module._emscripten_resize_heap(snapshot.length);
      return module;
    },
  });
  const restoredMs = performance.now() - started;
  pyodide.globals.set("EXPECTED", pyodide.toPy(expected));
  try {
    const report = JSON.parse(pyodide.runPython(CHECK));
    process.stdout.write(JSON.stringify({ ...report, restored_ms: Math.round(restoredMs) }) + "\n");
  } catch (error) {
    fail(error.message);
  }
} else {
  fail("usage: make_snapshot.mjs make ZIP OUT | check SNAPSHOT REPORT");
}
