// PyScript's `interpreter` (pyscript.toml): the vendored Pyodide, started from the memory
// snapshot that tools/build.py makes, so the page skips CPython's start-up and the imports of
// the cardtable package (one ~4 s main-thread task becomes a few short ones).
//
// PyScript imports this module and calls `loadPyodide(options)` and reads `version`, as it
// would with pyodide.mjs itself. When the snapshot is missing, refused (another Pyodide build,
// a bad download) or fails to restore, Pyodide starts the normal way: no message to the
// player, nothing in the console. Either way the app's files are written into Python's working
// directory before PyScript gets the interpreter (app-archive.mjs; see writeAppFiles), and
// PyScript runs py/main.py, the same on both paths.
//
// The snapshot API is private to pyodide 314.0.7 (`_loadSnapshot`; src/js/snapshot.ts).
import { loadPyodide as loadRuntime, version } from "./vendor/pyodide/pyodide.mjs";
import createRuntimeModule from "./vendor/pyodide/pyodide.asm.mjs";
import { EMPTY_ZIP, writeArchive } from "./app-archive.mjs";

export { version };

// Written by tools/build.py, or null when the build made no snapshot: { url, bytes (the heap's
// full size), size (what is shipped: trailing zeros cut), buildId, dataEnd, dataHash } (see
// tools/make_snapshot.mjs for the shipped form).
const SNAPSHOT = /*snapshot*/ null;

// A first visit (no service worker yet) waits for the snapshot ("snapshot"), or starts Python
// the normal way and leaves the snapshot to the worker's precache for the next visit ("fresh").
// Chosen by tools/bench_boot.py's figures (docs/figures.md, "Boot"); the benchmark builds the
// other variant by replacing this line.
const FIRST_VISIT = "snapshot";

// The runtime's folder, whatever PyScript derives from this module's URL.
const INDEX_URL = new URL("./vendor/pyodide/", import.meta.url).href;
// A start from the snapshot reads no file of the standard library before the page is ready:
// every module the boot imports is in the heap (tools/make_snapshot.mjs imports them, and its
// check restores with an empty standard library). Pyodide installs the standard library
// before it runs, so it gets an empty zip; the real one (1.6 MB compressed, 1.3 s of a
// 10 Mbit/s link) comes after, with the app's archive (writeLateFiles).
const EMPTY_STDLIB = `data:application/zip;base64,${btoa(String.fromCharCode(...EMPTY_ZIP))}`;
const MAGIC = 0x706e7300; // "\0snp", little-endian, in the first word (pyodide src/js/snapshot.ts)

// How this page's Python started, for tests and the boot benchmark:
// "snapshot" or "fresh", and why the snapshot was not used ("missing", "refused: …", "failed: …").
// `lateFiles`: after a start from the snapshot, settles once the standard library and the
// app's archive are written (writeLateFiles). `early`: which of index.html's early reads this
// start used ("wasm", "snapshot"; EARLY).
export const started = { how: null, why: null, pyodide: null, lateFiles: null, early: [] };

// Milestones of the boot on the page's performance timeline ("boot:…" marks: DevTools shows
// them; tools/bench_boot.py prints where a boot's time goes from them).
const mark = (name) => performance.mark(`boot:${name}`);
mark("module");

// A later visit: the service worker controls the page and its caches hold the site.
const controlled = "serviceWorker" in navigator && !!navigator.serviceWorker.controller;
// On a later visit, index.html's first script has been reading the wasm (compiled) and the
// snapshot (bytes) from the worker's cache while this module's imports loaded (tools/build.py,
// early_reads): promises, undefined when there was nothing to read. Each is taken once
// (takeEarly), so that the snapshot's 33 MB are not held for the page's whole life.
const EARLY = (controlled && globalThis.cardtableEarly) || {};
delete globalThis.cardtableEarly;
function takeEarly(name) {
  const read = EARLY[name];
  delete EARLY[name];
  return read;
}

// The service worker's copy, read from its cache by the page itself: through the worker (a
// fetch it answers) the 32 MB took 2-4 times as long on the school-tablet profile (4.2-5.3 s
// against 1.0-2.5 s, tools/bench_boot.py's milestones). Undefined when it has none.
async function cachedCopy(url) {
  if (!globalThis.caches) return undefined;
  return caches.match(url.href, { ignoreVary: true }).catch(() => undefined);
}

// Reads the snapshot into `bytes` (its full heap size; zeros beyond the shipped size).
async function download(snapshot, bytes) {
  const early = await takeEarly("snapshot");
  if (early) {
    mark("snapshot-response");
    if (early.byteLength !== snapshot.size) throw new Error("not the size the build made it");
    bytes.set(new Uint8Array(early));
    started.early.push("snapshot");
    return checkRead(snapshot, bytes);
  }
  const url = new URL(snapshot.url, import.meta.url);
  let response = (controlled && (await cachedCopy(url))) || (await fetch(url));
  mark("snapshot-response");
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  let stream = response.body;
  // The server sends the build's brotli (or gzip) copy under Content-Encoding and the browser
  // decodes it natively. A host that ignores precompressed copies sends the raw heap (~30 MB):
  // take the gzipped copy instead, inflated here.
  if (!controlled && !response.headers.get("Content-Encoding") && Number(response.headers.get("Content-Length")) === snapshot.size) {
    await response.body.cancel();
    response = await fetch(`${url}.gz`);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    stream = response.body.pipeThrough(new DecompressionStream("gzip"));
  }
  let filled = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (filled + value.length > bytes.length) throw new Error("longer than the build made it");
    bytes.set(value, filled);
    filled += value.length;
  }
  if (filled !== snapshot.size) throw new Error("shorter than the build made it");
  checkRead(snapshot, bytes);
}

function checkRead(snapshot, bytes) {
  mark("snapshot-read");
  // Pyodide checks the build id too, but only after compiling the runtime; refuse early.
  const header = new Uint32Array(bytes.buffer, 0, 12);
  const buildId = Array.from(header.subarray(4, 12), (n) => n.toString(16).padStart(8, "0")).join("");
  if (header[0] !== MAGIC || buildId !== snapshot.buildId) throw new Error("not a snapshot of this runtime");
}

// Right after a restore, Python holds the state of the Node process that made the snapshot.
// Make it this browser's, as a normal start would: forget the build's standard library zip (see
// the code), reseed `random` from the OS (crypto.getRandomValues), take LANG and the time zone
// from the browser, and check that the package is there. The str hash secret cannot change
// (every dict in the heap depends on it): it is drawn at build time, the same on every load.
const AFTER_RESTORE = `
import importlib, os, random, sys, time
# The heap may hold the table of contents of the build's standard library zip, whose file here
# is empty until writeLateFiles: an import of a module not in the heap would find its entry and
# fail to read it (EOFError). Read the empty file's instead: until then such an import raises
# ModuleNotFoundError, which the code that can wait for a late file handles (ui/share.py).
importlib.invalidate_caches()
random.seed()
os.environ["LANG"] = LANG
if ZONE_FIXED:
    # What the time module computes when it starts (CPython's init_timezone, tm_gmtoff branch).
    year = (365 * 24 + 6) * 3600
    jan = time.localtime(int(time.time()) // year * year)
    jul = time.localtime(int(time.time()) // year * year + year // 2)
    if jan.tm_gmtoff > jul.tm_gmtoff:  # southern hemisphere: summer time in January
        jan, jul = jul, jan
    time.timezone, time.altzone = -jan.tm_gmtoff, -jul.tm_gmtoff
    time.daylight, time.tzname = int(jan.tm_gmtoff != jul.tm_gmtoff), (jan.tm_zone, jul.tm_zone)
if "cardtable.engine" not in sys.modules:
    raise RuntimeError("the snapshot does not hold the cardtable package")
`;

// libc computes the zone names from the browser's Date once per process (tzset), so after a
// restore they are the build machine's (local times are right either way: each localtime()
// asks Date). Redo that one call; false when this runtime's internals differ.
function fixZoneNames(module) {
  if (typeof module.__tzset_js !== "function" || !module._tzname || !module._timezone || !module._daylight) return false;
  const names = new Uint32Array(module.HEAPU8.buffer, module._tzname, 2);
  module.__tzset_js(module._timezone, module._daylight, names[0], names[1]);
  return true;
}

function afterRestore(pyodide) {
  const scope = pyodide.toPy({
    LANG: `${(navigator.language || "C").replace("-", "_")}.UTF-8`, // what Emscripten sets on a normal start
    ZONE_FIXED: fixZoneNames(pyodide._module),
  });
  try {
    pyodide.runPython(AFTER_RESTORE, { globals: scope });
  } finally {
    scope.destroy();
  }
}

// Ends the current task, so the browser can paint and handle input between the heavy steps
// of a restore (compiling the runtime, restoring the heap, handing over to PyScript), which
// would otherwise chain into one long task. Not a timer: timers are throttled in background tabs.
function nextTask() {
  if (globalThis.scheduler && typeof scheduler.yield === "function") return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

// FNV-1a over 32-bit words: the same in tools/make_snapshot.mjs. (An integrity check against
// a different runtime, not a security one; crypto.subtle is missing on a plain-http LAN.)
function fnv(bytes) {
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.length >> 2);
  let hash = 0x811c9dc5;
  for (let i = 0; i < words.length; i++) hash = Math.imul(hash ^ words[i], 16777619) >>> 0;
  return hash.toString(16).padStart(8, "0");
}

// The snapshot's first `dataEnd` heap bytes were shipped XORed with the wasm's data segments
// (tools/make_snapshot.mjs): undoing it needs the memory of this very instance as instantiation
// leaves it, before any of its code has run. Wraps pyodide's own instantiateWasm (which
// compiles the wasm while it downloads, WebAssembly.instantiateStreaming; on later visits from
// the service worker's cache, whose compiled code Chromium keeps beside it) to keep a copy of
// that memory, checked against the build's hash, for undoXor once the snapshot is read.
function keepDataImage(instantiate, meta, keep, reject, refused) {
  return (imports, receive) => {
    mark("wasm-asked");
    return instantiate(imports, (instance, module) => {
      mark("wasm-instantiated");
      if (refused()) {
        receive(instance, module); // initialised, then dropped: withHeapFor refuses to restore
        return;
      }
      const image = new Uint8Array(instance.exports.memory.buffer, 0, meta.dataEnd).slice();
      if (fnv(image) !== meta.dataHash) {
        reject(new Error("the runtime's data is not the one the snapshot was made with"));
        return;
      }
      keep(image);
      // The runtime's initialisation in a task of its own: after the instantiation it made one
      // main-thread task of 1.3-1.6 s on the school-tablet profile.
      nextTask().then(() => receive(instance, module)).catch(reject);
    });
  };
}

// On a later visit, index.html's first script compiled the wasm from the worker's cache
// (EARLY's wasm). Pyodide's own instantiateWasm fetches and compiles it with
// WebAssembly.instantiateStreaming (after adding its imports), so that one call is answered
// with the module compiled early instead: the response pyodide fetched (the same file) is
// dropped unread. Without an early module, or for any other file, the call goes through.
function withEarlyModule(instantiate, early) {
  if (!early) return instantiate;
  return (imports, receive) => {
    const streaming = WebAssembly.instantiateStreaming;
    WebAssembly.instantiateStreaming = async (source, importObject) => {
      WebAssembly.instantiateStreaming = streaming;
      const [response, module] = await Promise.all([source, early]);
      if (!module || !response || !response.url.endsWith("/pyodide.asm.wasm")) {
        return streaming.call(WebAssembly, response, importObject);
      }
      response.body?.cancel().catch(() => {});
      started.early.push("wasm");
      return { module, instance: await WebAssembly.instantiate(module, importObject) };
    };
    return instantiate(imports, receive);
  };
}

function undoXor(snapshot, image) {
  const heap = new Uint32Array(snapshot.buffer, new Uint32Array(snapshot.buffer, 0, 2)[1], image.length >> 2);
  const data = new Uint32Array(image.buffer, 0, image.length >> 2);
  for (let i = 0; i < heap.length; i++) heap[i] ^= data[i];
  mark("unxored");
}

// Marks `name` on the timeline when object[method] returns (nothing when it does not exist).
function timed(object, method, name) {
  const original = object && object[method];
  if (typeof original !== "function") return;
  object[method] = function (...args) {
    const result = original.apply(this, args);
    mark(name);
    return result;
  };
}

// The runtime starts with a 30 MiB heap and pyodide 314.0.7 does not grow it for a bigger
// snapshot (the restore fails: "offset is out of bounds"), so grow it between instantiation and
// restore. (createPyodideModule is the runtime's documented, experimental hook for this step.)
// The runtime compiles, instantiates and initialises while the snapshot is still being read
// (`downloaded`); the restore waits for both.
function withHeapFor(snapshot, meta, downloaded, refused) {
  return async (settings) => {
    let reject, image;
    const failed = new Promise((_, no) => { reject = no; });
    if (refused()) await downloaded; // throws: no runtime to start for this snapshot
    const instantiate = withEarlyModule(settings.instantiateWasm, takeEarly("wasm"));
    settings.instantiateWasm = keepDataImage(instantiate, meta, (kept) => { image = kept; }, reject, refused);
    const module = await Promise.race([createRuntimeModule(settings), failed]);
    mark("runtime-initialised");
    await downloaded;
    undoXor(snapshot, image);
    if (module.HEAP8.length < snapshot.length) module._emscripten_resize_heap(snapshot.length);
    timed(module.API, "restoreSnapshot", "restored");
    timed(module.API, "finalizeBootstrap", "bootstrapped");
    await nextTask(); // the restore itself comes next
    return module;
  };
}

async function start() {
  if (SNAPSHOT && !controlled && FIRST_VISIT === "fresh") {
    started.why = "first visit";
    const pyodide = await loadRuntime({ indexURL: INDEX_URL });
    return Object.assign(started, { how: "fresh", pyodide }).pyodide;
  }
  if (SNAPSHOT) {
    // Read the snapshot and start the runtime at once: compiling the wasm and initialising the
    // runtime overlap the read (32 MB from the worker's cache: 0.3-1.7 s measured here).
    const snapshot = new Uint8Array(SNAPSHOT.bytes);
    let refusal = null;
    const downloaded = download(SNAPSHOT, snapshot).catch((error) => {
      refusal = error;
      throw error;
    });
    downloaded.catch(() => {}); // a refusal is handled below (`refusal`), never "unhandled"
    // One runtime at a time: on a refusal, the one started for the snapshot ends (rejects)
    // before the normal start begins.
    const runtime = loadRuntime({
      indexURL: INDEX_URL,
      stdLibURL: EMPTY_STDLIB,
      _loadSnapshot: snapshot,
      createPyodideModule: withHeapFor(snapshot, SNAPSHOT, downloaded, () => refusal !== null),
    });
    try {
      const pyodide = await runtime;
      mark("python-up");
      await nextTask();
      afterRestore(pyodide);
      mark("python-ready");
      return Object.assign(started, { how: "snapshot", pyodide }).pyodide;
    } catch (error) {
      started.why = refusal ? `refused: ${refusal.message}` : `failed: ${error && error.message}`;
    }
  } else {
    started.why = "missing";
  }
  const pyodide = await loadRuntime({ indexURL: INDEX_URL });
  return Object.assign(started, { how: "fresh", pyodide }).pyodide;
}

// A file of the site, whole: on a later visit straight from the worker's cache when it holds
// it. A failed download before ready fails the boot (boot.js shows it).
async function fetchBytes(path) {
  const url = new URL(path, import.meta.url);
  const response = (controlled && (await cachedCopy(url))) || (await fetch(url));
  if (!response.ok) throw new Error(`could not download ${path}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

// The app's files. A start from the snapshot imports only a few of them before the page is
// ready: the modules that need the browser and PyScript's bytecode (SNAPSHOT.files, ~50 KB).
// The whole archive, which serves tracebacks' source lines, comes after (writeLateFiles), so
// its 1 MB does not share a slow link with the snapshot. A normal start imports everything
// from the archive: it needs it first, and asks for it at once.
const APP_ARCHIVE = "./cardtable.zip";
const normalStart = !SNAPSHOT || (!controlled && FIRST_VISIT === "fresh");
const bootFiles = normalStart ? null : fetchBytes(SNAPSHOT.files);
bootFiles?.catch(() => {}); // handled where it is awaited
let appArchive = null;
const archiveBytes = () => (appArchive ||= fetchBytes(APP_ARCHIVE));
if (normalStart) archiveBytes().catch(() => {}); // handled where it is awaited

async function writeAppFiles(pyodide) {
  if (started.how === "snapshot") {
    started.lateFiles = writeLateFiles(pyodide);
    started.lateFiles.catch(() => {}); // see writeLateFiles
    try {
      writeArchive(pyodide, await bootFiles);
      mark("app-written");
      return;
    } catch {
      // no boot files: the whole archive now, as a normal start
    }
  }
  writeArchive(pyodide, await archiveBytes());
  mark("app-written");
}

// Settles once main.py has marked the page ready (<html data-ready>).
const pageReady = new Promise((resolve) => {
  const root = document.documentElement;
  const isReady = () => root.hasAttribute("data-ready");
  if (isReady()) return resolve();
  const watch = new MutationObserver(() => {
    if (!isReady()) return;
    watch.disconnect();
    resolve();
  });
  watch.observe(root, { attributes: true, attributeFilter: ["data-ready"] });
});

// After a start from the snapshot: the standard library and the app's whole archive, written
// once the page is ready, so that they take nothing from the boot. Until then an import of a
// module that is not in the heap raises ModuleNotFoundError: nothing the boot and a game need
// (tests/e2e/test_snapshot_boot.py plays one with the standard library withheld). On a first
// visit both are asked for as soon as Python is up (the boot's own downloads are done; boot.js
// keeps a copy of what is fetched before ready for the service worker, so nothing is downloaded
// twice); on a later visit they are read from the worker's cache once the page is ready (read
// during the boot, their 11 MB took ~0.3 s of a desktop's main thread from PyScript's start).
// A failed download before ready is boot.js's to report; after it, only tracebacks' source
// lines and the rare module that is not in the heap are missing.
async function writeLateFiles(pyodide) {
  if (controlled) await pageReady;
  const stdlib = fetchBytes("./vendor/pyodide/python_stdlib.zip");
  const archive = archiveBytes();
  await pageReady;
  const written = await Promise.allSettled([
    stdlib.then(async (bytes) => {
      await nextTask();
      // Where Pyodide wrote the empty zip: /lib/python3XX.zip, on sys.path.
      const name = pyodide.FS.readdir("/lib").find((entry) => /^python\d+\.zip$/.test(entry));
      pyodide.FS.writeFile(`/lib/${name}`, bytes);
      // The zip importer may hold the empty zip's (empty) table of contents: read the real one.
      pyodide.runPython("import importlib; importlib.invalidate_caches()");
    }),
    archive.then(async (bytes) => {
      await nextTask();
      writeArchive(pyodide, bytes);
    }),
  ]);
  mark("late-files-written");
  const failed = written.find((result) => result.status === "rejected");
  if (failed) throw failed.reason;
}

async function startWithApp() {
  const pyodide = await start();
  await writeAppFiles(pyodide);
  return pyodide;
}

// Started as soon as this module runs: index.html loads it as a module script, before
// PyScript, so the snapshot downloads and the runtime restores while PyScript is still
// starting up; PyScript's own import of this module then finds the work under way.
let runtime = startWithApp();

// What PyScript passes: its stdout/stderr line callbacks and an indexURL (ours is fixed).
// Anything else (packages, a lock file: none in pyscript.toml) means a normal start.
const HANDLED = new Set(["indexURL", "stdout", "stderr"]);

export async function loadPyodide(options = {}) {
  if (!runtime || !Object.keys(options).every((key) => HANDLED.has(key))) {
    const pyodide = await loadRuntime({ ...options, indexURL: INDEX_URL });
    writeArchive(pyodide, await archiveBytes());
    return pyodide;
  }
  mark("pyscript-asked");
  const pyodide = await runtime;
  runtime = null; // one interpreter per page: a second caller gets its own
  await nextTask(); // PyScript's own start-up (files, its Python package, main.py) in a new task
  mark("handed-over");
  if (options.stdout) pyodide.setStdout({ batched: options.stdout });
  if (options.stderr) pyodide.setStderr({ batched: options.stderr });
  return pyodide;
}
