#!/usr/bin/env node
// Write precompressed copies beside files: X.br (brotli) and X.gz (gzip), for a static server that
// serves them under Content-Encoding (tools/serve.py, nginx's gzip_static/brotli_static, ...).
//
//   node tools/precompress.mjs CACHE_DIR QUALITY FILE...
//
// QUALITY is brotli's (0-11; 11 is the smallest and ~50x slower than 5). Node's built-in zlib
// does both codecs: no package to install. A copy is written only when it is at least 10%
// smaller than the file. Compressed bytes are kept in CACHE_DIR under the file's SHA-256 and
// the quality, so the runtime (9.6 MB of wasm: ~90 s at quality 11) is compressed once per
// Pyodide release, not once per build. Prints one JSON line: {file: {raw, br, gz}}.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import zlib from "node:zlib";

const [cacheDir, qualityText, ...files] = process.argv.slice(2);
const quality = Number(qualityText);
if (!cacheDir || !(quality >= 0 && quality <= 11) || !files.length) {
  process.stderr.write("usage: precompress.mjs CACHE_DIR QUALITY FILE...\n");
  process.exit(2);
}
mkdirSync(cacheDir, { recursive: true });

const CODECS = {
  br: (data) => zlib.brotliCompressSync(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_LGWIN]: 24, // the largest window browsers decode (16 MiB)
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  }),
  gz: (data) => zlib.gzipSync(data, { level: 9 }),
};

function cached(key, make) {
  const path = join(cacheDir, key);
  if (existsSync(path)) return readFileSync(path);
  const data = make();
  writeFileSync(path + ".part", data);
  renameSync(path + ".part", path); // a concurrent build never reads half a file
  return data;
}

const report = {};
for (const file of files) {
  const data = readFileSync(file);
  const digest = createHash("sha256").update(data).digest("hex");
  report[file] = { raw: data.length };
  for (const [suffix, compress] of Object.entries(CODECS)) {
    const packed = cached(`${digest}.${suffix === "br" ? `q${quality}.br` : "gz"}`, () => compress(data));
    if (packed.length <= data.length * 0.9) {
      writeFileSync(`${file}.${suffix}`, packed);
      report[file][suffix] = packed.length;
    }
  }
}
process.stdout.write(JSON.stringify(report) + "\n");
