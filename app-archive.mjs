// The app's archive, cardtable.zip, written into Python's file system from JavaScript.
//
// PyScript's `[files]` would unpack it with Python's zipfile inside the wasm: measured on the
// "school tablet" profile (tools/bench_boot.py --profile tablet), 1.4-2.1 s between Python
// being up and main.py starting, most of it one main-thread task, and the download itself only
// began once the interpreter was ready. Here pyodide-boot.mjs downloads it when it is wanted
// (see writeAppFiles there) and the build ships the archive *stored* (tools/build.py: the
// transport compresses it), so writing its files is a walk over the zip's central directory and
// one FS.writeFile per file: milliseconds.

// The interpreter's working directory, on sys.path: where PyScript unpacked `"./*"` and where
// tools/make_snapshot.mjs unpacks the archive before the snapshot is taken.
export const HOME = "/home/pyodide";

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;

// A zip with no files: its end-of-directory record alone. A start from the snapshot gives it to
// Pyodide as the standard library (pyodide-boot.mjs: the real one comes once the page is ready).
export const EMPTY_ZIP = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);

// [name, bytes] for every file of a zip whose members are all stored (no compression), in the
// archive's order; throws on anything else (a deflated member, a zip64 or multi-disk archive,
// a truncated file), and the caller then unpacks it the slow, general way.
export function storedMembers(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfDirectory(view);
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const names = new TextDecoder("utf-8", { fatal: true });
  const members = [];
  for (let i = 0; i < count; i++) {
    if (view.getUint32(at, true) !== DIRECTORY_ENTRY) throw new Error("zip: bad central directory");
    const method = view.getUint16(at + 10, true);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = names.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    if (method !== STORED || size !== view.getUint32(at + 24, true)) throw new Error(`zip: ${name} is not stored`);
    if (view.getUint32(local, true) !== LOCAL_HEADER) throw new Error(`zip: bad local header for ${name}`);
    const data = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    if (data + size > bytes.length) throw new Error(`zip: ${name} is truncated`);
    if (!name.endsWith("/")) members.push([name, bytes.subarray(data, data + size)]);
    at += 46 + skip;
  }
  return members;
}

function findEndOfDirectory(view) {
  // The record is 22 bytes, followed by a comment of up to 65535.
  for (let at = view.byteLength - 22; at >= Math.max(0, view.byteLength - 22 - 0xffff); at--) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) {
      if (view.getUint16(at + 4, true) !== 0 || view.getUint16(at + 8, true) !== view.getUint16(at + 10, true)) {
        throw new Error("zip: multi-disk archives are not supported");
      }
      return at;
    }
  }
  throw new Error("zip: no end of central directory");
}

// Writes every file of the archive that `wanted(name)` accepts under HOME, as PyScript's `"./*"`
// did; a name that would leave HOME ("../", absolute) is refused, as zipfile refuses it. An
// archive that is not all stored is unpacked whole by Pyodide (zipfile), `wanted` or not.
export function writeArchive(pyodide, bytes, wanted = () => true) {
  const { FS } = pyodide;
  let members;
  try {
    members = storedMembers(bytes);
  } catch {
    pyodide.unpackArchive(bytes, "zip", { extractDir: HOME });
    return;
  }
  const folders = new Set();
  for (const [name, data] of members.filter(([name]) => wanted(name))) {
    const parts = name.split("/");
    if (name.startsWith("/") || parts.some((part) => part === ".." || part === "")) {
      throw new Error(`zip: refused to write ${name} outside ${HOME}`);
    }
    const folder = `${HOME}/${parts.slice(0, -1).join("/")}`;
    if (parts.length > 1 && !folders.has(folder)) {
      FS.mkdirTree(folder);
      folders.add(folder);
    }
    FS.writeFile(`${HOME}/${name}`, data);
  }
}
