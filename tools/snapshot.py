"""The Pyodide memory snapshot the page boots from (called by tools/build.py; standard library only).

    write_snapshot(site)   make the snapshot under Node from the vendored runtime with the site's
                           cardtable.zip imported (tools/make_snapshot.mjs), restore it once more
                           under Node to check it, and write
                             snapshot/python-<hash>.bin      the heap in its shipped form (see
                                                             tools/make_snapshot.mjs); the build
                                                             writes .br and .gz copies beside it
                             snapshot/files-<hash>.zip       the few files of cardtable.zip a start
                                                             from it imports before the rest of
                                                             the archive has arrived (boot_files)
                             pyodide-boot.mjs                PyScript's `interpreter`, told where the
                                                             snapshot is, its size and build id
    cache_group(path)      "snapshot" for the snapshot's folder: the service worker keeps it in a
                           cache of its own, so an app change does not re-download the runtime.

Without Node the site is built without a snapshot (pyodide-boot.mjs then starts Pyodide the
normal way); a snapshot that Node makes but cannot restore fails the build.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LOADER = "pyodide-boot.mjs"
MARK = "/*snapshot*/ null"
FOLDER = "snapshot"
MAKER = ROOT / "tools" / "make_snapshot.mjs"


def log(message: str) -> None:
    print(f"[build] {message}", flush=True)


def cache_group(relative: str) -> str | None:
    return "snapshot" if relative.startswith(f"{FOLDER}/") else None


def first_visit_preloads(loader: dict | None) -> list[str]:  # type: ignore[type-arg]
    """On a first visit the snapshot's download starts while the HTML is parsed (pyodide-boot.mjs
    fetches it the same way, so the browser uses this response); later visits read it from the
    service worker's cache."""
    return [loader["url"]] if loader else []


def boot_files(names: list[str], deferred: list[str]) -> list[str]:
    """The members of cardtable.zip (`names`) a start from the snapshot needs at once: the
    modules it imports at boot (`deferred`: they need the browser) and PyScript's bytecode.
    The rest of the archive (texts, segno) comes after."""
    wanted = []
    for module in deferred:
        folder, _, leaf = module.replace(".", "/").rpartition("/")
        wanted += [f"{folder}/{leaf}.py", f"{folder}/__pycache__/{leaf}."]
    return [name for name in names if name.startswith(("pyscript/__pycache__/", *wanted))]


def write_boot_files(site: Path, deferred: list[str]) -> str:
    """snapshot/files-<hash>.zip: boot_files() of site/cardtable.zip, stored, in the same order."""
    with zipfile.ZipFile(site / "cardtable.zip") as archive:
        members = [(info, archive.read(info)) for info in archive.infolist() if not info.is_dir()]
    wanted = set(boot_files([info.filename for info, _ in members], deferred))
    with tempfile.TemporaryDirectory() as tmp:
        built = Path(tmp) / "files.zip"
        with zipfile.ZipFile(built, "w", compression=zipfile.ZIP_STORED) as files:
            for info, data in members:
                if info.filename in wanted:
                    files.writestr(info, data)
        data = built.read_bytes()
    name = f"{FOLDER}/files-{hashlib.sha256(data).hexdigest()[:16]}.zip"
    (site / name).write_bytes(data)
    return name


def _node(*args: str | Path) -> dict:  # type: ignore[type-arg]
    done = subprocess.run(["node", str(MAKER), *map(str, args)], capture_output=True, text=True, check=False)
    if done.returncode != 0 or not done.stdout.strip():
        sys.exit(f"[build] the Pyodide memory snapshot failed ({args[0]}):\n{done.stderr[-3000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def write_loader(site: Path, snapshot: dict | None) -> None:  # type: ignore[type-arg]
    text = (ROOT / LOADER).read_text(encoding="utf-8")
    if text.count(MARK) != 1:
        sys.exit(f"[build] {LOADER} must contain {MARK!r} exactly once")
    (site / LOADER).write_text(text.replace(MARK, json.dumps(snapshot)), encoding="utf-8")


def write_snapshot(site: Path) -> dict | None:  # type: ignore[type-arg]
    """Snapshot + loader into `site` (which already holds cardtable.zip); returns what the
    loader was told, or None when there is no snapshot."""
    if shutil.which("node") is None:
        log("warning: no node; no memory snapshot (the page starts Pyodide the slow way)")
        write_loader(site, None)
        return None
    with tempfile.TemporaryDirectory() as tmp:
        raw, report_file = Path(tmp) / "snapshot.bin", Path(tmp) / "report.json"
        stdlib = site / "vendor" / "pyodide" / "python_stdlib.zip"
        report = _node("make", site / "cardtable.zip", raw, stdlib)
        report_file.write_text(json.dumps(report), encoding="utf-8")
        check = _node("check", raw, report_file)
        if check["missing"] or not check["deal_matches"] or not check["texts_in_memory"] or check["package_on_disk"]:
            sys.exit(f"[build] the memory snapshot does not restore as made: {check}")
        data = raw.read_bytes()
    name = f"{FOLDER}/python-{hashlib.sha256(data).hexdigest()[:16]}.bin"
    (site / FOLDER).mkdir()
    (site / name).write_bytes(data)
    files = write_boot_files(site, report["deferred"])
    loader = {
        "url": f"./{name}",
        "files": f"./{files}",
        "bytes": report["bytes"],
        "size": len(data),
        "buildId": report["buildId"],
        "dataEnd": report["dataEnd"],
        "dataHash": report["dataHash"],
    }
    write_loader(site, loader)
    log(
        f"memory snapshot: pyodide {report['version']}, {len(report['imported'])} cardtable modules imported "
        f"(at boot instead: {', '.join(report['deferred']) or 'none'}), heap {report['heapTop'] / 2**20:.1f} "
        f"MiB in use, {report['bytes'] / 1e6:.1f} MB of heap, {len(data) / 1e6:.1f} MB shipped (before compression); "
        f"restores under Node in {check['restored_ms']} ms"
    )
    return loader
