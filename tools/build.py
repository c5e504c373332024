#!/usr/bin/env python3
"""Build the deployable static site into dist/ (standard library, and Babel for the texts).

    python3 tools/build.py [--out DIR]
    python3 tools/build.py --node-modules-only      just `npm ci` when needed (tools/test.py)

dist/ holds everything a static host needs and nothing else:

    index.html              page shell, lobby pre-rendered at <!--prerender-->, preload hints
    boot.js                 loading banner, failure screen, service-worker registration
    css/ img/               copied from the repository (img/icons/ is generated here); every
                            css/games/<id>.css is linked from index.html at <!--game-styles-->
    py/main.py              the PyScript entry point
    cardtable.zip           the whole py/cardtable package, written into Python's file system by
                            app-archive.mjs (for pyodide-boot.mjs and tools/make_snapshot.mjs),
                            its texts compiled from .po to .mo (tools/catalogs.py)
                            (stored, not deflated, as is vendor/pyodide/python_stdlib.zip: the
                            transport's brotli compresses a whole archive far better than zip's
                            per-file deflate, 0.8 MB instead of 1.2 MB)
    pyscript.toml
    vendor/pyodide/         the runtime, from node_modules (pinned by package-lock.json)
    vendor/pyscript/        the PyScript chunks this page imports
    pyodide-boot.mjs        PyScript's `interpreter`: the runtime, started from the memory snapshot
    app-archive.mjs         writes cardtable.zip's files into the interpreter's working directory
    snapshot/               the Pyodide memory snapshot, cardtable imported (tools/snapshot.py)
    manifest.webmanifest
    sw.js                   service worker; its precache list and cache names come from dist/ itself
    **/X.br, **/X.gz        precompressed copies of every large file (tools/precompress.mjs), for
                            a server that serves them under Content-Encoding (tools/serve.py)

`npm ci` runs first when node_modules lacks the runtime or package-lock.json changed since the last one.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import json
import math
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import zipfile
import zlib
from pathlib import Path

import site_packages  # tools/, beside this script (first on sys.path when it runs)
import snapshot

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
NODE_MODULES = ROOT / "node_modules"
PYODIDE_DIR = NODE_MODULES / "pyodide"
PYSCRIPT_DIR = NODE_MODULES / "@pyscript" / "core" / "dist"

# What Pyodide fetches at boot, even with no packages (see shared runtime notes).
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
# PyScript chunks that core-*.js imports on demand and this page needs: the TOML parser (our
# config is TOML) and every plugin: PyScript imports all of them at boot, whatever the config
# says, because its MicroPython side (which has no config here) loads the full set. What the
# plugins pull in only when used (editor, terminal, MicroPython, micropip's package graph) is
# left out of the site and of the precache.
PYSCRIPT_NEEDED_CHUNKS = ("toml", "deprecations-manager", "donkey", "error", "py-editor", "py-game", "py-terminal")
PRERENDER_MARK = "<!--prerender-->"
PRELOAD_MARK = "<!--preload-->"
EARLY_MARK = "<!--early-reads-->"
GAME_STYLES_MARK = "<!--game-styles-->"
GAME_STYLES = ROOT / "css" / "games"  # one stylesheet per game, found here: no list to edit
THEME_COLOUR = "#1d5c3f"
BACKGROUND_COLOUR = "#12392a"
ZIP_DATE = (2020, 1, 1, 0, 0, 0)  # fixed, so the archive (and the cache hash) only changes with content
_SKIP = re.compile(r"(^|/)(__pycache__|\.[^/]*)(/|$)|\.py[co]$")
PRECOMPRESSOR = ROOT / "tools" / "precompress.mjs"
COMPRESSED_SUFFIXES = (".br", ".gz")  # the precompressed copies: served for their file, never precached
# Brotli quality: 11 for the runtime (compressed once per Pyodide release, then cached), 10 for
# what changes with every build. Measured on the 32 MB snapshot: 4.51 MB in 3.6 s at 7, 4.42 MB
# in 10 s at 9, 4.01 MB in 31 s at 10; 11 takes minutes. The 0.5 MB is every device's first visit.
VENDOR_QUALITY, APP_QUALITY = 11, 10
NOT_WORTH_COMPRESSING = (".png", ".br", ".gz")
PRECOMPRESS_CACHE = ROOT / ".cache" / "precompressed"


def log(message: str) -> None:
    print(f"[build] {message}", flush=True)


# --- runtime from npm -------------------------------------------------------------------------


def _lock_digest() -> str:
    return hashlib.sha256((ROOT / "package-lock.json").read_bytes()).hexdigest()


def ensure_node_modules() -> None:
    """Run `npm ci` when the vendored runtime is missing or package-lock.json changed since."""
    stamp = NODE_MODULES / ".cardtable-lock-sha256"
    have_runtime = (PYODIDE_DIR / "pyodide.mjs").exists() and (PYSCRIPT_DIR / "core.js").exists()
    if have_runtime and stamp.exists() and stamp.read_text() == _lock_digest():
        return
    npm = shutil.which("npm")
    if npm is None:
        sys.exit("[build] npm is missing: install Node.js 20 with npm (e.g. apt-get install nodejs npm)")
    log("npm ci (pyodide and @pyscript/core, pinned by package-lock.json)")
    subprocess.run([npm, "ci", "--no-audit", "--no-fund", "--ignore-scripts"], cwd=ROOT, check=True)
    stamp.write_text(_lock_digest())


def pyscript_chunks() -> list[str]:
    """The @pyscript/core dist/*.js files this page imports: core.js, its static imports, and
    the on-demand chunks named in PYSCRIPT_NEEDED_CHUNKS (with their static imports)."""
    wanted = set(PYSCRIPT_NEEDED_CHUNKS)
    static = re.compile(r"""(?:from|import)\s*["']\./([\w.-]+\.js)["']""")
    dynamic = re.compile(r"""import\(\s*["']\./([\w.-]+\.js)["']\s*\)""")
    found: set[str] = set()
    todo = [("core.js", True)]  # (file, reached by static imports from core.js only)
    while todo:
        name, from_core = todo.pop()
        if name in found:
            continue
        found.add(name)
        text = (PYSCRIPT_DIR / name).read_text(encoding="utf-8")
        todo += [(chunk, from_core) for chunk in static.findall(text)]
        if from_core:  # what a plugin imports on use (its editor, its terminal) is not needed
            for chunk in dynamic.findall(text):
                # Chunk names are "<name>-<hash>.js"; the hash changes with every release.
                if chunk.rsplit("-", 1)[0] in wanted:
                    todo.append((chunk, False))
    missing = wanted - {n.rsplit("-", 1)[0] for n in found}
    if missing:
        sys.exit(f"[build] @pyscript/core has no chunk for {sorted(missing)}: update tools/build.py")
    return sorted(found)


# --- our own files ----------------------------------------------------------------------------


def compile_catalogs() -> None:
    """Each text catalog's .po compiled to the .mo beside it, which the app reads (and the
    pre-rendered lobby, run from py/, too): tools/catalogs.py, with the pinned Babel of
    tests/requirements.txt, the build's one third-party tool (tools/serve.py and tools/test.py
    run the build from .venv, where it is installed)."""
    try:
        import catalogs  # tools/, beside this script; imports Babel
    except ImportError as error:
        sys.exit(
            f"[build] {error}: Babel compiles the texts (.po) and is installed into .venv by "
            "tools/test.py or tools/serve.py; run the build as .venv/bin/python tools/build.py"
        )
    try:
        catalogs.compile_in_place()
    except catalogs.CatalogError as error:
        sys.exit(f"[build] {error}")


# The command line's own modules (``python -m cardtable arena``, bench): the page never imports
# them, so the site does not carry them (each first visit would fetch them for nothing).
COMMAND_LINE_ONLY = ("cardtable/__main__.py", "cardtable/arena.py")


def package_files() -> list[Path]:
    """Every file of py/cardtable that goes into cardtable.zip (sources, compiled texts and any
    data; not the texts' .po sources: the app reads the .mo files; not the command line's)."""
    base = ROOT / "py"
    return sorted(
        p
        for p in (base / "cardtable").rglob("*")
        if p.is_file()
        and p.suffix != ".po"
        and not _SKIP.search(p.relative_to(base).as_posix())
        and p.relative_to(base).as_posix() not in COMMAND_LINE_ONLY
    )


# Runs inside Pyodide (tools/pyodide_run.mjs mounts the folder at /app). The package's
# unchecked-hash .pyc files are used as they are, whatever the files' mtimes once the page has
# written the archive; each names the path its source will have in the browser, for
# tracebacks. They carry no docstrings (nothing in the page reads them; the snapshot drops them
# from its heap too): the archive is a first visit's bytes. PyScript's own package (/app/pyscript, when there) is compiled checked-hash: the
# page's PyScript writes those sources itself, after the archive, and a .pyc whose source
# differs is then simply compiled again.
_COMPILE = """
import ast, compileall, importlib.util, os, py_compile, re, sys
from importlib._bootstrap_external import _code_to_hash_pyc
Mode = py_compile.PycInvalidationMode

def without_docstrings(tree):
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            first = node.body[0] if node.body else None
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str):
                node.body = node.body[1:] or [ast.copy_location(ast.Pass(), first)]
    return tree

ok = True
for folder, _, names in os.walk("/app"):
    if folder.startswith("/app/pyscript"):
        continue
    for name in names:
        if not name.endswith(".py"):
            continue
        path = os.path.join(folder, name)
        source = open(path, "rb").read()
        shown = "/home/pyodide" + path[len("/app"):]
        try:
            code = compile(without_docstrings(ast.parse(source, shown)), shown, "exec", dont_inherit=True)
        except SyntaxError as error:
            print(error, file=sys.stderr)
            ok = False
            continue
        target = importlib.util.cache_from_source(path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as out:
            out.write(_code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False))
if os.path.isdir("/app/pyscript"):
    ok = compileall.compile_dir("/app/pyscript", ddir="/home/pyodide/pyscript", quiet=1,
                                invalidation_mode=Mode.CHECKED_HASH) and ok
result = {"ok": bool(ok), "tag": sys.implementation.cache_tag}
"""

# PyScript's Python package, as its core.js writes it into the interpreter's working directory
# before running main.py (a build artifact of @pyscript/core: {"pyscript": {name: source}}).
PYSCRIPT_PACKAGE = NODE_MODULES / "@pyscript" / "core" / "src" / "stdlib" / "pyscript.js"


def pyscript_package_sources() -> dict[str, bytes]:
    """{"pyscript/<name>.py": source} of the PyScript package the page's core.js writes at boot,
    read from the pinned @pyscript/core; empty without node."""
    node = shutil.which("node")
    if node is None or not PYSCRIPT_PACKAGE.exists():
        return {}
    script = (
        f"import tree from {json.dumps(PYSCRIPT_PACKAGE.as_uri())};"
        "const flat = {}; const walk = (base, node) => { for (const [k, v] of Object.entries(node)) "
        "typeof v === 'string' ? (flat[base + k] = v) : walk(base + k + '/', v); };"
        "walk('', tree); console.log(JSON.stringify(flat));"
    )
    done = subprocess.run(
        [node, "--input-type=module", "-e", script], capture_output=True, text=True, encoding="utf-8", check=True
    )
    return {name: source.encode("utf-8") for name, source in json.loads(done.stdout).items()}


def compile_for_pyodide(tree: Path) -> str | None:
    """Byte-compile tree/cardtable with Pyodide's own CPython (under Node), so the browser
    imports without compiling (~150 ms less between "Python is up" and "table ready").
    Returns the cache tag (e.g. "cpython-314"), or None when that was not possible."""
    node = shutil.which("node")
    runner = ROOT / "tools" / "pyodide_run.mjs"
    if node is None:
        log("warning: no node; cardtable.zip ships sources only (slower first render)")
        return None
    done = subprocess.run(
        [node, str(runner), "--root", str(tree)], input=_COMPILE, capture_output=True, text=True, check=False
    )
    if done.returncode != 0 or '"ok": true' not in done.stdout:
        log(f"warning: byte-compiling under Pyodide failed; shipping sources only\n{done.stderr[-2000:]}")
        return None
    return str(json.loads(done.stdout)["tag"])


def write_package_zip(target: Path, *, compiled: bool = False) -> list[str]:
    """Zip py/cardtable/** as cardtable/... with the pinned third-party packages beside it
    (tools/site_packages.py), deterministic bytes; returns the member names. With
    `compiled`, add Pyodide bytecode (**/__pycache__/*.cpython-3XX.pyc), PyScript's package's
    too (pyscript/__pycache__/: its bytecode only)."""
    base = ROOT / "py"
    files = {path.relative_to(base).as_posix(): path.read_bytes() for path in package_files()}
    third_party = site_packages.files()
    files.update(third_party)
    if compiled:
        # Beside the package's bytecode, PyScript's: importing its package at boot compiled
        # ~33 KB of Python source on the main thread, about 1 s on the school-tablet profile
        # (tools/bench_boot.py). Only its .pyc files ship; PyScript writes the sources.
        with tempfile.TemporaryDirectory() as tmp:
            for name, data in (files | pyscript_package_sources()).items():
                (Path(tmp) / name).parent.mkdir(parents=True, exist_ok=True)
                (Path(tmp) / name).write_bytes(data)
            tag = compile_for_pyodide(Path(tmp))
            if tag:
                for pyc in sorted(Path(tmp).rglob(f"__pycache__/*.{tag}.pyc")):
                    files[pyc.relative_to(tmp).as_posix()] = pyc.read_bytes()
                _sourceless(files, [name for name in files if name.endswith(".py")], tag)
    with zipfile.ZipFile(target, "w", compression=zipfile.ZIP_STORED) as archive:
        for name in sorted(files):
            info = zipfile.ZipInfo(name, date_time=ZIP_DATE)
            info.compress_type = zipfile.ZIP_STORED  # the transport compresses (see the module doc)
            info.external_attr = 0o644 << 16
            archive.writestr(info, files[name])
    return sorted(files)


def _sourceless(files: dict[str, bytes], sources: list[str], tag: str) -> None:
    """Every module ships as bytecode alone, its .pyc where its source was (Python imports such
    a file without a source). The sources served only tracebacks' source lines (a traceback still
    names each file and line, to read at the build's commit), and they were 0.3 MB of every first
    visit, which has a 10 MB budget (9.96 MB with them, 2026-11-29)."""
    for source in sources:
        folder, _, module = source.rpartition("/")
        cached = f"{folder}/__pycache__/{module[:-3]}.{tag}.pyc"
        if cached in files:
            files[source[:-3] + ".pyc"] = files.pop(cached)
            del files[source]


def write_stored_copy(source: Path, target: Path) -> None:
    """`source` zip rewritten with its members stored, in the same order with the same names."""
    with zipfile.ZipFile(source) as old, zipfile.ZipFile(target, "w", compression=zipfile.ZIP_STORED) as new:
        for info in old.infolist():
            data = old.read(info)
            info.compress_type = zipfile.ZIP_STORED
            new.writestr(info, data)


def prerendered_lobby() -> str | None:
    """lobby_html() from py/cardtable/ui/prerender.py, when the lead has written it.

    Run by a Python started in py/ (`-c` puts the working folder first on its path), so the
    build's own process stays free of the package.
    """
    if not (ROOT / "py" / "cardtable" / "ui" / "prerender.py").exists():
        return None
    code = "import sys; from cardtable.ui.prerender import lobby_html; sys.stdout.write(str(lobby_html()))"
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT / "py", capture_output=True, text=True, encoding="utf-8", check=False
    )
    if done.returncode != 0:
        raise SystemExit(f"[build] pre-rendering the lobby failed:\n{done.stderr}")
    return done.stdout


STDLIB_HREF = "./vendor/pyodide/python_stdlib.zip"


def preload_hints(chunks: list[str], first_visit: list[str]) -> str:
    """Start every boot download while the HTML is parsed, instead of one after another as
    core.js -> core-*.js -> pyscript.toml -> pyodide.mjs -> pyodide-lock.json -> the wasm
    discover them. Fetch preloads need `crossorigin` to match fetch()'s CORS mode.

    The wasm and the `first_visit` files (the snapshot) are preloaded on a first visit only
    (early_reads: an inline script adds their hints when no service worker controls the
    page). Chromium never hands its compiled-code cache to a fetch() that a preload answered (measured with
    tools/bench_boot.py's trace: no `v8.wasm.moduleCacheHit` with the hint, a hit and 26 lazily
    compiled functions instead of 1847 without it); the page reads the snapshot straight from
    the worker's cache (pyodide-boot.mjs), so a preload through the worker would read its 32 MB
    a second time; and a visit from the worker's cache gains nothing from starting a read early.
    cardtable.zip is not preloaded, nor, when there is a snapshot, python_stdlib.zip: a start
    from the snapshot asks for them once Python is up and needs them only after the page is
    ready (pyodide-boot.mjs), so that they do not share a slow link with the snapshot."""
    lines = [f'<link rel="modulepreload" href="./vendor/pyscript/{c}">' for c in chunks if c != "core.js"]
    lines += [f'<link rel="modulepreload" href="./vendor/pyodide/{n}">' for n in ("pyodide.mjs", "pyodide.asm.mjs")]
    lines.append('<link rel="modulepreload" href="./app-archive.mjs">')
    lines += [
        f'<link rel="preload" href="{href}" as="fetch" crossorigin>'
        for href in (
            "./pyscript.toml",
            "./vendor/pyodide/pyodide-lock.json",
            *([] if first_visit else [STDLIB_HREF]),
        )
    ]
    return "\n".join(lines)


WASM_HREF = "./vendor/pyodide/pyodide.asm.wasm"


def early_reads(first_visit: list[str]) -> str:
    """The inline script that starts the boot's two large reads at once, first in <head> (a
    script after the stylesheets waits for them: on the school-tablet profile the link sat idle
    for 0.7 s before these 7 MB were asked for, tools/bench_boot.py).

    With no service worker in control it preloads the wasm and the `first_visit` files (the
    snapshot; see preload_hints). On a later visit it reads them from the worker's cache
    itself, while the page's modules load: the wasm compiled (`compileStreaming`: Chromium's
    compiled code is kept beside the cached response) and the snapshot's bytes, as promises in
    `cardtableEarly` that pyodide-boot.mjs takes (EARLY). A later visit once started both only
    when pyodide-boot.mjs ran, 0.3-0.4 s into a desktop's load."""
    hrefs = ", ".join(json.dumps(href) for href in [WASM_HREF, *first_visit])
    return (
        f"<script>(() => {{ const hrefs = [{hrefs}]; "
        "if (!(navigator.serviceWorker && navigator.serviceWorker.controller)) { for (const href of hrefs) "
        'document.head.append(Object.assign(document.createElement("link"), '
        '{ rel: "preload", as: "fetch", crossOrigin: "", href })); return; } '
        "if (!globalThis.caches) return; "
        "const cached = (href) => caches.match(new URL(href, location.href).href, { ignoreVary: true }); "
        "const [wasm, snapshot] = hrefs; "
        "globalThis.cardtableEarly = { "
        "wasm: cached(wasm).then((r) => r && WebAssembly.compileStreaming(r)).catch(() => undefined), "
        "snapshot: snapshot ? cached(snapshot).then((r) => r && r.ok ? r.blob() : undefined).then((b) => b && b.arrayBuffer()).catch(() => undefined) "
        ": undefined }; })();</script>"
    )


def game_style_links() -> str:
    """A <link> per game stylesheet (css/games/<id>.css); each scopes its rules to .game-<id>."""
    return "\n".join(
        f'<link rel="stylesheet" href="./css/games/{path.name}">' for path in sorted(GAME_STYLES.glob("*.css"))
    )


def write_index(dist: Path, chunks: list[str], first_visit_preloads: list[str]) -> bool:
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    for mark in (PRERENDER_MARK, PRELOAD_MARK, EARLY_MARK, GAME_STYLES_MARK):
        if html.count(mark) != 1:
            sys.exit(f"[build] index.html must contain {mark} exactly once")
    html = html.replace(PRELOAD_MARK, preload_hints(chunks, first_visit_preloads))
    html = html.replace(EARLY_MARK, early_reads(first_visit_preloads))
    html = html.replace(GAME_STYLES_MARK, game_style_links())
    lobby = prerendered_lobby()
    if lobby is not None:
        html = html.replace(PRERENDER_MARK, lobby)
    (dist / "index.html").write_text(html, encoding="utf-8")
    return lobby is not None


def copy_tree(source: Path, target: Path) -> None:
    if source.is_dir():
        shutil.copytree(source, target, ignore=shutil.ignore_patterns(".*", "__pycache__"), dirs_exist_ok=True)


# --- icons: original art, a card fan on green felt ---------------------------------------------
# One geometry, in a 100x100 box, drawn twice: as SVG and rasterised to PNG with signed
# distance functions (anti-aliased, no third-party imaging library). The background fills
# the whole square and the cards stay inside the central 80% circle, so the icon is "maskable".

_CARDS = (  # centre x, centre y, width, height, corner radius, rotation (degrees)
    (41.0, 50.0, 31.0, 43.0, 4.0, -13.0),
    (58.0, 52.0, 31.0, 43.0, 4.0, 9.0),
)
_HEART = (58.0, 52.0, 12.0, 9.0)  # centre x, centre y, square side, rotation of the whole heart
_RED, _WHITE, _INK = (196, 40, 56), (250, 248, 240), (30, 45, 38)


def icon_svg() -> str:
    back, front = _CARDS
    hx, hy, side, turn = _HEART
    r = side / 2
    off = side / (2 * math.sqrt(2))
    return f"""<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
<rect width="100" height="100" fill="{THEME_COLOUR}"/>
<g transform="rotate({back[5]} {back[0]} {back[1]})">
<rect x="{back[0] - back[2] / 2}" y="{back[1] - back[3] / 2}" width="{back[2]}" height="{back[3]}" rx="{back[4]}" fill="rgb{_WHITE}" stroke="rgb{_INK}" stroke-width="1"/>
<rect x="{back[0] - back[2] / 2 + 3}" y="{back[1] - back[3] / 2 + 3}" width="{back[2] - 6}" height="{back[3] - 6}" rx="{back[4] - 1.5}" fill="rgb{_RED}"/>
</g>
<g transform="rotate({front[5]} {front[0]} {front[1]})">
<rect x="{front[0] - front[2] / 2}" y="{front[1] - front[3] / 2}" width="{front[2]}" height="{front[3]}" rx="{front[4]}" fill="rgb{_WHITE}" stroke="rgb{_INK}" stroke-width="1"/>
<g transform="translate({hx} {hy + off * 0.6}) rotate({turn})" fill="rgb{_RED}">
<rect x="{-r}" y="{-r}" width="{side}" height="{side}" transform="rotate(45)"/>
<circle cx="{-off}" cy="{-off}" r="{r}"/><circle cx="{off}" cy="{-off}" r="{r}"/>
</g>
</g>
</svg>
"""


def _box(px: float, py: float, hw: float, hh: float, radius: float) -> float:
    """Signed distance from (px, py) to a rounded box centred at the origin."""
    qx, qy = abs(px) - hw + radius, abs(py) - hh + radius
    return math.hypot(max(qx, 0.0), max(qy, 0.0)) + min(max(qx, qy), 0.0) - radius


def _shapes() -> list[tuple[tuple[float, float, float, float], object, tuple[int, int, int]]]:
    """(bounding box, distance function, colour) in drawing order, in the 100x100 box."""
    shapes = []
    for index, (cx, cy, w, h, rad, deg) in enumerate(_CARDS):
        cos, sin = math.cos(math.radians(deg)), math.sin(math.radians(deg))

        def local(x: float, y: float, cx=cx, cy=cy, cos=cos, sin=sin) -> tuple[float, float]:
            dx, dy = x - cx, y - cy
            return dx * cos + dy * sin, -dx * sin + dy * cos

        reach = math.hypot(w, h) / 2 + 1
        bbox = (cx - reach, cy - reach, cx + reach, cy + reach)
        shapes.append(
            (
                bbox,
                lambda x, y, to_local=local, w=w, h=h, r=rad: _box(*to_local(x, y), w / 2 + 0.5, h / 2 + 0.5, r + 0.5),
                _INK,
            )
        )
        shapes.append(
            (
                bbox,
                lambda x, y, to_local=local, w=w, h=h, r=rad: _box(*to_local(x, y), w / 2 - 0.5, h / 2 - 0.5, r - 0.5),
                _WHITE,
            )
        )
        if index == 0:  # the back of the rear card
            shapes.append(
                (
                    bbox,
                    lambda x, y, to_local=local, w=w, h=h, r=rad: _box(*to_local(x, y), w / 2 - 3, h / 2 - 3, r - 1.5),
                    _RED,
                )
            )
        else:
            hx, hy, side, _turn = _HEART
            off = side / (2 * math.sqrt(2))
            c45 = math.sqrt(0.5)

            def heart(x: float, y: float, to_local=local, hx=hx - cx, hy=hy - cy, side=side, off=off, c45=c45) -> float:
                u, v = to_local(x, y)
                u, v = u - hx, v - hy - off * 0.6
                square = _box((u + v) * c45, (v - u) * c45, side / 2, side / 2, 0.0)
                lobes = min(math.hypot(u + off, v + off), math.hypot(u - off, v + off)) - side / 2
                return min(square, lobes)

            shapes.append(((hx - 12, hy - 12, hx + 12, hy + 12), heart, _RED))
    return shapes


def icon_png(size: int) -> bytes:
    scale = 100.0 / size
    background = tuple(int(THEME_COLOUR[i : i + 2], 16) for i in (1, 3, 5))
    pixels = [list(background) * size for _ in range(size)]
    for (x0, y0, x1, y1), distance, colour in _shapes():
        for py in range(max(0, int(y0 / scale)), min(size, int(y1 / scale) + 1)):
            row = pixels[py]
            y = (py + 0.5) * scale
            for px in range(max(0, int(x0 / scale)), min(size, int(x1 / scale) + 1)):
                # Coverage from the signed distance measured in pixels: a 1-pixel ramp.
                cover = 0.5 - distance((px + 0.5) * scale, y) / scale  # type: ignore[operator]
                if cover <= 0:
                    continue
                cover = min(cover, 1.0)
                i = px * 3
                for k in range(3):
                    row[i + k] = round(row[i + k] + (colour[k] - row[i + k]) * cover)
    raw = b"".join(b"\x00" + bytes(row) for row in pixels)

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)  # 8-bit RGB
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def write_icons(dist: Path) -> None:
    icons = dist / "img" / "icons"
    icons.mkdir(parents=True, exist_ok=True)
    (icons / "icon.svg").write_text(icon_svg(), encoding="utf-8")
    for size in (192, 512):
        (icons / f"icon-{size}.png").write_bytes(icon_png(size))


def manifest() -> str:
    return json.dumps(
        {
            "name": "Cardtable",
            "short_name": "Cardtable",
            "description": "Card games at one table: play friends and bots, offline.",
            "start_url": "./",
            "scope": "./",
            "display": "standalone",
            "background_color": BACKGROUND_COLOUR,
            "theme_color": THEME_COLOUR,
            "icons": [
                {"src": "img/icons/icon.svg", "sizes": "any", "type": "image/svg+xml", "purpose": "any"},
                {"src": "img/icons/icon-192.png", "sizes": "192x192", "type": "image/png", "purpose": "any"},
                {"src": "img/icons/icon-512.png", "sizes": "512x512", "type": "image/png", "purpose": "any"},
                {"src": "img/icons/icon-512.png", "sizes": "512x512", "type": "image/png", "purpose": "maskable"},
            ],
        },
        indent=2,
    )


# --- service worker ---------------------------------------------------------------------------

SW_TEMPLATE = """\
// Generated by tools/build.py from the contents of dist/: do not edit.
// Caches, each named by a hash of its files: an app update re-downloads the small app files
// and the memory snapshot (it holds the app's modules), and the runtime only when pyodide or
// @pyscript/core changes.
const CACHES = __CACHES__;
// SHA-256 of every file: the worker stores a response only if it is this build's file.
const DIGESTS = __DIGESTS__;
// What the page fetched during its first visit: boot.js keeps a copy here so that installing
// takes it instead of downloading the runtime and the snapshot a second time (a private
// window's HTTP cache keeps neither). Deleted once installed.
const FETCHED = "cardtable-fetched";

async function sha256(response) {
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", await response.clone().arrayBuffer()));
  return Array.from(hash, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

// This build's `url`: the page's own copy, else the HTTP cache's (the scripts, styles and
// images the page loaded), else the network; never a copy from an older deploy.
async function current(url, fetched) {
  const sources = [
    () => fetched.match(url),
    () => fetch(url, { cache: "force-cache" }),
    () => fetch(url, { cache: "reload" }),
  ];
  for (const source of sources) {
    const response = await source().catch(() => undefined);
    if (response && response.ok && (await sha256(response)) === DIGESTS[url]) return response;
  }
  throw new Error(`no copy of ${url} matches this build`);
}

async function fill(name, urls, fetched) {
  const cache = await caches.open(name);
  for (const url of urls) {
    // An entry already in a cache of this name is current: the name is a hash of the content.
    if (!(await cache.match(url))) await cache.put(url, await current(url, fetched));
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const fetched = await caches.open(FETCHED);
    await Promise.all(Object.entries(CACHES).map(([name, urls]) => fill(name, urls, fetched)));
    await caches.delete(FETCHED);
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith("cardtable-") && !(n in CACHES)).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

// Which cache holds each file of the site, by its URL without a query: one exact lookup per
// request. (Asked with ignoreSearch, Chromium's Cache Storage compares every entry of a cache,
// and the three caches were asked in turn: 100-190 ms a file on a desktop's later visit,
// tools/bench_boot.py.)
const HOLDER = new Map(
  Object.entries(CACHES).flatMap(([name, urls]) => urls.map((url) => [new URL(url, self.location).href, name])),
);
const opened = new Map(); // name -> the open cache (a promise), asked for once

async function cached(request) {
  const url = new URL(request.url);
  url.search = ""; // share links (?game=...&seed=...) are served by the cached page
  url.hash = "";
  const name = HOLDER.get(url.href);
  if (!name) return undefined;
  if (!opened.has(name)) opened.set(name, caches.open(name));
  try {
    return await (await opened.get(name)).match(url.href, { ignoreVary: true });
  } catch {
    return undefined; // a cache an update deleted: the network, as for any miss
  }
}

async function respond(request) {
  const hit = await cached(request);
  if (hit) return hit;
  try {
    return await fetch(request);
  } catch (error) {
    if (request.mode === "navigate") {
      const shell = await (await caches.open(Object.keys(CACHES)[0])).match("./");
      if (shell) return shell;
    }
    throw error;
  }
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(respond(request));
});
"""


def precache(dist: Path) -> dict[str, list[str]]:
    """Cache name -> URLs (relative to the worker), from every file in dist/ but sw.js and the
    precompressed copies (the browser asks for the file; the server picks the encoding)."""
    groups: dict[str, list[Path]] = {"app": [], "runtime": []}
    for path in sorted(p for p in dist.rglob("*") if p.is_file()):
        rel = path.relative_to(dist).as_posix()
        if rel != "sw.js" and not rel.endswith(COMPRESSED_SUFFIXES):
            group = snapshot.cache_group(rel) or ("runtime" if rel.startswith("vendor/") else "app")
            groups.setdefault(group, []).append(path)
    caches = {}
    for group, paths in groups.items():
        digest = hashlib.sha256()
        for path in paths:
            digest.update(path.relative_to(dist).as_posix().encode() + b"\0" + path.read_bytes())
        urls = [p.relative_to(dist).as_posix() for p in paths]
        if group == "app":
            urls.insert(0, "./")  # navigations (and the offline fallback) resolve to the directory
        caches[f"cardtable-{group}-{digest.hexdigest()[:16]}"] = urls
    return caches


def digests(dist: Path, caches: dict[str, list[str]]) -> dict[str, str]:
    """URL -> SHA-256 of the file: the worker checks each response it stores against it."""
    return {
        url: hashlib.sha256((dist / ("index.html" if url == "./" else url)).read_bytes()).hexdigest()
        for urls in caches.values()
        for url in urls
    }


def write_service_worker(dist: Path) -> dict[str, list[str]]:
    caches = precache(dist)
    text = SW_TEMPLATE.replace("__CACHES__", json.dumps(caches, indent=2))
    (dist / "sw.js").write_text(
        text.replace("__DIGESTS__", json.dumps(digests(dist, caches), indent=0)), encoding="utf-8"
    )
    return caches


def precompress(site: Path) -> dict[str, dict[str, int]]:
    """X.br and X.gz beside every file worth compressing (tools/precompress.mjs, two processes
    at once: the runtime's and the app's); {} without Node."""
    node = shutil.which("node")
    if node is None:
        log("warning: no node; no precompressed copies (a server compresses on the fly, or not at all)")
        return {}
    files = [
        p
        for p in sorted(site.rglob("*"))
        if p.is_file() and p.stat().st_size >= 1024 and not p.name.endswith(NOT_WORTH_COMPRESSING)
    ]
    vendor = [str(p) for p in files if p.relative_to(site).parts[0] == "vendor"]
    app = [str(p) for p in files if p.relative_to(site).parts[0] != "vendor"]
    jobs = [
        subprocess.Popen(
            [node, str(PRECOMPRESSOR), str(PRECOMPRESS_CACHE), str(quality), *paths], stdout=subprocess.PIPE, text=True
        )
        for quality, paths in ((VENDOR_QUALITY, vendor), (APP_QUALITY, app))
        if paths
    ]
    report: dict[str, dict[str, int]] = {}
    for job in jobs:
        out, _ = job.communicate()
        if job.returncode != 0:
            sys.exit("[build] precompressing failed (tools/precompress.mjs)")
        report.update({Path(k).relative_to(site).as_posix(): v for k, v in json.loads(out).items()})
    return report


# --- the build --------------------------------------------------------------------------------


def swap_into_place(staging: Path, out: Path) -> None:
    """Replace `out` with `staging` (renames only; retried if a concurrent build swaps too)."""
    for _ in range(50):
        old = Path(tempfile.mkdtemp(prefix=f".{out.name}-old-", dir=out.parent))
        with contextlib.suppress(FileNotFoundError):
            os.replace(out, old / out.name)
        try:
            os.replace(staging, out)
            return
        except OSError:  # another build put its dist/ there in between: move it away again
            continue
        finally:
            shutil.rmtree(old, ignore_errors=True)
    sys.exit(f"[build] could not replace {out}")


def write_site(site: Path) -> tuple[bool, list[str], dict[str, list[str]]]:
    """Write the whole site into the empty folder `site`."""
    chunks = pyscript_chunks()
    for script in ("boot.js", "app-archive.mjs"):
        shutil.copy2(ROOT / script, site / script)
    shutil.copy2(ROOT / "pyscript.toml", site / "pyscript.toml")
    copy_tree(ROOT / "css", site / "css")
    copy_tree(ROOT / "img", site / "img")
    (site / "py").mkdir()
    shutil.copy2(ROOT / "py" / "main.py", site / "py" / "main.py")
    modules = write_package_zip(site / "cardtable.zip", compiled=True)
    vendor = site / "vendor"
    (vendor / "pyodide").mkdir(parents=True)
    for name in PYODIDE_FILES:
        if name.endswith(".zip"):
            write_stored_copy(PYODIDE_DIR / name, vendor / "pyodide" / name)
        else:
            shutil.copy2(PYODIDE_DIR / name, vendor / "pyodide" / name)
    (vendor / "pyscript").mkdir()
    for name in chunks:
        shutil.copy2(PYSCRIPT_DIR / name, vendor / "pyscript" / name)
    loader = snapshot.write_snapshot(site)  # needs cardtable.zip; writes pyodide-boot.mjs too
    prerendered = write_index(site, chunks, snapshot.first_visit_preloads(loader))
    write_icons(site)
    (site / "manifest.webmanifest").write_text(manifest(), encoding="utf-8")
    caches = write_service_worker(site)  # it lists everything above
    sizes = precompress(site)  # last: sw.js too
    wire = sum(min(v.values()) for v in sizes.values())
    log(
        f"precompressed {len(sizes)} files: {sum(v['raw'] for v in sizes.values()) / 1e6:.1f} MB raw, "
        f"{wire / 1e6:.1f} MB on the wire with brotli"
    )
    return prerendered, modules, caches


def build(out: Path = DIST) -> Path:
    ensure_node_modules()
    compile_catalogs()
    # Build beside `out` and swap at the end: a server or test reading dist/ never sees half a
    # site, and two builds at once (a test run and tools/serve.py) do not trip over each other.
    out.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{out.name}-build-", dir=out.parent))
    staging.chmod(0o755)  # mkdtemp makes it private; a static server may run as another user
    try:
        prerendered, modules, caches = write_site(staging)
        swap_into_place(staging, out)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    files = [p for p in out.rglob("*") if p.is_file()]
    log(
        f"wrote {out}: {len(files)} files, {sum(p.stat().st_size for p in files) / 1e6:.1f} MB, "
        f"precached in {len(caches)} caches; cardtable.zip: {len(modules)} files; "
        f"lobby {'pre-rendered' if prerendered else 'placeholder (no py/cardtable/ui/prerender.py yet)'}"
    )
    return out


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=DIST, help="output folder (default: dist/)")
    parser.add_argument(
        "--node-modules-only",
        action="store_true",
        help="only run `npm ci` when node_modules needs it: tools/test.py does, before the tests that "
        "run Pyodide under Node start beside the rest of the build",
    )
    args = parser.parse_args(argv)
    if args.node_modules_only:
        ensure_node_modules()
    else:
        build(args.out.resolve())


if __name__ == "__main__":
    main()
