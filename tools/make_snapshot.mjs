#!/usr/bin/env node
// Make (or check) a Pyodide memory snapshot with the cardtable package already imported.
//
//   node tools/make_snapshot.mjs make  ZIP OUT [STDLIB]
//                                  start Pyodide, write ZIP (the built cardtable.zip) where the page
//                                  writes it (app-archive.mjs), import every module that does not need the browser,
//                                  read every language's texts (.mo), clean the heap, write the snapshot to OUT in the shipped form
//   node tools/make_snapshot.mjs check SNAPSHOT REPORT
//                                  restore the shipped SNAPSHOT as the page does, in a fresh Pyodide
//                                  with an EMPTY file system and an empty standard library, as the page
//                                  does: the package must come from memory, and deal as it did before
//                                  and translate (REPORT: make's output)
// STDLIB: the site's python_stdlib.zip (the build ships it stored, not deflated): what the build
// imports. The page gets it only after it is ready, and drops the importer's table of it right
// after a restore (pyodide-boot.mjs, AFTER_RESTORE).
//
// The shipped form (pyodide-boot.mjs undoes it): the first `dataEnd` bytes of the heap are
// XORed with the wasm's own data segments, which every fresh instance holds at exactly those
// addresses (98% of them unchanged by the time the snapshot is taken: 1.3 MB less to download
// after compression), and the trailing zeros are cut off (the page allocates the full size).
//
// Both print one JSON line on stdout (a report); Pyodide's own output goes to stderr.
// Used by tools/snapshot.py (called from tools/build.py); see docs/boot.md.
//
// The snapshot API is private in pyodide 314.0.7 (`_makeSnapshot`, `makeMemorySnapshot`,
// `_loadSnapshot`; src/js/snapshot.ts). A snapshot is the whole wasm heap plus a small table of
// the JS objects Python held; it only restores in the very same Pyodide build (checked by id).
// What is NOT in it: the in-memory file system (files are JS objects), so the page still
// writes cardtable.zip's files for modules imported later and for tracebacks.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const runtime = resolve(here, "..", "node_modules", "pyodide");
const { loadPyodide } = await import(resolve(runtime, "pyodide.mjs"));
const { default: createPyodideModule } = await import(resolve(runtime, "pyodide.asm.mjs"));
const [mode, input, output, stdlib] = process.argv.slice(2); // check: output is make's report
const WASM = resolve(runtime, "pyodide.asm.wasm");
const stdLib = stdlib ? { stdLibURL: resolve(stdlib) } : {};
const { EMPTY_ZIP, HOME, writeArchive } = await import(resolve(here, "..", "app-archive.mjs"));
const quiet = { stdout: (line) => process.stderr.write(line + "\n"), stderr: (line) => process.stderr.write(line + "\n") };

// The archive is written where the page writes it (HOME, the interpreter's working directory,
// by the same code): modules imported here keep that path in __file__ and __path__, so a
// submodule imported later in the browser (cardtable.ui.dom) is found among those files.

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
# PyScript's package is the page's: a module of that name in the heap (a namespace package
# made of the archive's pyscript/__pycache__, say) would shadow the one PyScript writes.
if BROWSER_ONLY & sys.modules.keys():
    raise RuntimeError(f"browser-only modules in the snapshot: {sorted(BROWSER_ONLY & sys.modules.keys())}")

# What PyScript's own Python package (pyscript/*.py, written at boot) and py/main.py import
# from the standard library, so the page does not import those after the restore either.
for name in ("asyncio", "base64", "collections", "functools", "html", "inspect", "io", "json"):
    importlib.import_module(name)

# The texts: every language's catalogs read from their .mo files and parsed now, so the page's
# first translator costs nothing (~75 ms for one language and English under Node otherwise).
from cardtable.app import i18n, links
for lang in links.LANGUAGES:
    i18n.catalogs(lang)

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

# Docstrings are for people reading the source: nothing in the page reads them (cardtable's
# CLI, which does, is not in the heap), and they were 6% of the compressed snapshot (0.23 MB,
# 0.2 s of a 10 Mbit/s link). Functions get their code again without it (code objects are
# immutable; one copy per code object, shared as before), classes and modules lose __doc__.
import types
HAS_DOCSTRING = 0x4000000  # CO_HAS_DOCSTRING (Include/cpython/code.h): co_consts[0] is it
IMMUTABLE, HEAP_TYPE = 1 << 8, 1 << 9  # Py_TPFLAGS_*: a class statement's class is a mutable heap type
# id(original code) -> its copy. An original is freed once its last function has its copy, and
# its memory goes to the copies (keeping the originals alive left them in the heap: 0.3 MB more
# compressed). A freed original's id cannot come back as another original's: every original
# existed before this loop, and only originals are looked up.
without_docs = {}
def without_doc(code):
    done = without_docs.get(id(code))
    if done is None:
        consts = list(code.co_consts)
        flags = code.co_flags
        if flags & HAS_DOCSTRING:
            consts[0], flags = None, flags & ~HAS_DOCSTRING
        consts = [without_doc(c) if isinstance(c, types.CodeType) else c for c in consts]
        done = without_docs[id(code)] = code.replace(co_consts=tuple(consts), co_flags=flags)
    return done
for thing in gc.get_objects():
    if isinstance(thing, types.FunctionType):
        thing.__code__ = without_doc(thing.__code__)
        thing.__doc__ = None
    elif isinstance(thing, type) and thing.__flags__ & (HEAP_TYPE | IMMUTABLE) == HEAP_TYPE and thing.__dict__.get("__doc__"):
        thing.__doc__ = None
    elif isinstance(thing, types.ModuleType):
        thing.__doc__ = None
del thing, without_docs

# Pyodide puts the working directory first on sys.path again when it restores.
sys.path.remove("")

# A known deal, compared after the restore (check mode).
from cardtable.engine import registry
state = registry.get("twelve_days").new_game(num_players=4, seed=7)
result = {"imported": imported, "deferred": deferred, "modules": len(sys.modules),
          "deal": str(state)[:400]}
del state
# Nothing the boot does not need in the heap: caches refill on use, and a smaller, cleaner
# heap compresses better (every byte of it is downloaded on a first visit).
import importlib, linecache, re
linecache.clearcache()
re.purge()
importlib.invalidate_caches()
getattr(sys, "_clear_internal_caches", sys._clear_type_cache)()
gc.collect()
json.dumps(result)
`;

// Runs after a restore in check mode, with nothing unpacked on the file system.
const CHECK = `
import json, os, random, sys
missing = [name for name in EXPECTED["imported"] if name not in sys.modules]
from cardtable.engine import registry
deal = str(registry.get("twelve_days").new_game(num_players=4, seed=7))[:400]
from cardtable.app.i18n import translator
texts_in_memory = translator("ru")("lobby.player_count", count=21) == "21 игрок"
random.seed()
json.dumps({"missing": missing, "deal_matches": deal == EXPECTED["deal"], "texts_in_memory": texts_in_memory,
            "package_on_disk": os.path.exists("${HOME}/cardtable"), "modules": len(sys.modules)})
`;

// The wasm's memory as instantiation leaves it: its active data segments at their offsets
// (pyodide's are all `i32.const` offsets; anything else is refused, and the build fails).
function pristineData(wasm) {
  let at = 8;
  const leb = () => {
    let value = 0, shift = 0, byte;
    do {
      byte = wasm[at++];
      value += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte & 0x80);
    return value;
  };
  const segments = [];
  while (at < wasm.length) {
    const id = wasm[at++];
    const size = leb();
    const next = at + size;
    if (id === 11) {
      for (let count = leb(); count > 0; count--) {
        if (leb() !== 0 || wasm[at++] !== 0x41) fail("a data segment that is not active at a constant offset");
        const offset = leb();
        if (wasm[at++] !== 0x0b) fail("a data segment offset that is not a plain constant");
        const length = leb();
        segments.push([offset, wasm.subarray(at, at + length)]);
        at += length;
      }
    }
    at = next;
  }
  const end = Math.ceil(Math.max(...segments.map(([offset, bytes]) => offset + bytes.length)) / 4) * 4;
  const image = new Uint8Array(end);
  for (const [offset, bytes] of segments) image.set(bytes, offset);
  return image;
}

// FNV-1a over 32-bit words, as pyodide-boot.mjs computes it (an integrity check, not a security one).
function fnv(bytes) {
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.length >> 2);
  let hash = 0x811c9dc5;
  for (let i = 0; i < words.length; i++) hash = Math.imul(hash ^ words[i], 16777619) >>> 0;
  return hash.toString(16).padStart(8, "0");
}

// XOR the heap's first bytes with the data image (its own inverse: encodes and decodes).
function xorData(snapshot, image) {
  const heapStart = new Uint32Array(snapshot.buffer, snapshot.byteOffset, 2)[1];
  const heap = snapshot.subarray(heapStart, heapStart + image.length);
  for (let i = 0; i < heap.length; i++) heap[i] ^= image[i];
}

// Free memory still holds whatever was there before (import-time garbage, freed buffers),
// which the snapshot would ship and which compresses badly. Take every free block the
// allocator has below its break, zero it and give it back: live objects do not move, and
// free space becomes runs of zeros (the heap may grow a little: trailing zeros cost nothing).
function scrubFreeMemory(module) {
  const top = module._sbrk(0) >>> 0;
  const held = [];
  for (let size = 1 << 20; size >= 16; size >>= 1) {
    for (;;) {
      const at = module._malloc(size) >>> 0;
      if (!at) break;
      if (at + size > top) {
        module._free(at); // no free block of this size left below the break
        break;
      }
      module.HEAPU8.fill(0, at, at + size);
      held.push(at);
    }
  }
  for (const at of held) module._free(at);
}

// A file holding an empty zip (pyodide under Node reads its standard library from a path).
function emptyZip() {
  const path = resolve(mkdtempSync(resolve(tmpdir(), "snapshot-check-")), "empty.zip");
  writeFileSync(path, EMPTY_ZIP);
  return path;
}

function fail(message) {
  process.stderr.write(`make_snapshot: ${message}\n`);
  process.exit(1);
}

if (mode === "make" && input && output) {
  // The str hash secret is drawn here, at build time, and every restored page shares it (a
  // restore cannot change it: every dict in the heap depends on it). Set iteration order is
  // then the same on every load; nothing in cardtable depends on it either way.
  const pyodide = await loadPyodide({ ...quiet, ...stdLib, _makeSnapshot: true });
  // Not PyScript's bytecode (pyscript/__pycache__): the package it belongs to is written at boot.
  writeArchive(pyodide, new Uint8Array(readFileSync(input)), (name) => !name.startsWith("pyscript/"));
  let report;
  try {
    report = JSON.parse(pyodide.runPython(PREPARE));
  } catch (error) {
    fail(error.message);
  }
  const heapTop = pyodide._module._sbrk(0) >>> 0; // the allocator's break: the heap in use
  scrubFreeMemory(pyodide._module);
  const heap = pyodide._module.HEAP8.length;
  const snapshot = pyodide.makeMemorySnapshot();
  const header = new Uint32Array(snapshot.buffer, snapshot.byteOffset, 12);
  const buildId = Array.from(header.subarray(4, 12), (n) => n.toString(16).padStart(8, "0")).join("");
  const image = pristineData(readFileSync(WASM));
  xorData(snapshot, image);
  let end = snapshot.length;
  while (end > 0 && snapshot[end - 1] === 0) end--;
  end = Math.ceil(end / 4) * 4;
  writeFileSync(output, snapshot.subarray(0, end));
  process.stdout.write(JSON.stringify({
    ...report, bytes: snapshot.length, shipped: end, heap, heapTop, buildId, version: pyodide.version,
    dataEnd: image.length, dataHash: fnv(image),
  }) + "\n");
} else if (mode === "check" && input && output) {
  const expected = JSON.parse(readFileSync(output, "utf8"));
  const started = performance.now();
  // As the page does: the full size, the shipped bytes, then the data image XORed back in from
  // the memory of the instance being started, right after instantiation.
  const snapshot = new Uint8Array(expected.bytes);
  snapshot.set(readFileSync(input));
  // As pyodide-boot.mjs does: the runtime starts with a 30 MiB heap and pyodide 314.0.7 does not
  // grow it for a bigger snapshot (the restore fails with "offset is out of bounds"), so grow it
  // between instantiation and restore.
  const pyodide = await loadPyodide({
    ...quiet,
    stdLibURL: emptyZip(), // as the page restores it: the standard library comes once it is ready
    _loadSnapshot: snapshot,
    async createPyodideModule(settings) {
      const instantiate = settings.instantiateWasm; // pyodide's own
      settings.instantiateWasm = (imports, receive) => instantiate(imports, (instance, module) => {
        const image = new Uint8Array(instance.exports.memory.buffer, 0, expected.dataEnd);
        if (fnv(image) !== expected.dataHash) fail("the fresh instance's data differs from the wasm's segments");
        xorData(snapshot, image);
        receive(instance, module);
      });
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
