"""app-archive.mjs: cardtable.zip written into Python's file system from JavaScript, under the
real Pyodide in Node. It must give exactly the files Python's zipfile gives, and never more."""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import zipfile
from pathlib import Path

import build  # tools/build.py
import pytest

pytestmark = pytest.mark.slow  # starts Pyodide under Node

ROOT = Path(__file__).resolve().parents[2]

# Writes each zip given on the command line into a fresh /home/pyodide tree (the real HOME,
# emptied between archives) and prints, per archive, {path: sha256} of every file there, or the error.
RUN = """
import { loadPyodide } from "%(runtime)s";
import { HOME, writeArchive } from "%(module)s";
import { readFileSync } from "node:fs";
const pyodide = await loadPyodide({ stdout: () => {}, stderr: () => {} });
const LIST = `
import hashlib, os, json, shutil
found = {}
for folder, _, files in os.walk(HOME):
    for name in files:
        path = os.path.join(folder, name)
        found[os.path.relpath(path, HOME)] = hashlib.sha256(open(path, "rb").read()).hexdigest()
for entry in os.listdir(HOME):
    (shutil.rmtree if os.path.isdir(os.path.join(HOME, entry)) else os.remove)(os.path.join(HOME, entry))
json.dumps(found)
`;
const out = [];
for (const file of process.argv.slice(1)) { // node -e: the arguments follow argv[0]
  try {
    writeArchive(pyodide, new Uint8Array(readFileSync(file)));
    out.push({ files: JSON.parse(pyodide.runPython(LIST, { globals: pyodide.toPy({ HOME }) })) });
  } catch (error) {
    out.push({ error: error.message });
    pyodide.runPython(LIST, { globals: pyodide.toPy({ HOME }) });
  }
}
console.log(JSON.stringify(out));
"""


def write_archives(*archives: Path) -> list[dict[str, object]]:
    if shutil.which("node") is None or not (ROOT / "node_modules" / "pyodide" / "pyodide.mjs").exists():
        pytest.skip("needs node and node_modules/pyodide (python3 tools/test.py sets both up)")
    script = RUN % {
        "runtime": (ROOT / "node_modules" / "pyodide" / "pyodide.mjs").as_uri(),
        "module": (ROOT / "app-archive.mjs").as_uri(),
    }
    done = subprocess.run(
        ["node", "--input-type=module", "-e", script, *map(str, archives)],
        capture_output=True,
        text=True,
        timeout=300,
        check=True,
    )
    return list(json.loads(done.stdout.strip().splitlines()[-1]))


def digests(archive: Path) -> dict[str, str]:
    with zipfile.ZipFile(archive) as zipped:
        return {
            info.filename: hashlib.sha256(zipped.read(info)).hexdigest()
            for info in zipped.infolist()
            if not info.is_dir()
        }


def test_the_archive_is_written_as_python_would_unpack_it_and_nothing_escapes_home(tmp_path: Path) -> None:
    stored = tmp_path / "cardtable.zip"
    build.write_package_zip(stored)  # stored members: written from JavaScript
    deflated = tmp_path / "deflated.zip"  # another host's re-zip: the general unpack takes it
    with zipfile.ZipFile(deflated, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("cardtable_extra/__init__.py", "ANSWER = 42\n" * 50)
        archive.writestr("cardtable_extra/data/empty.txt", "")
    escaping = tmp_path / "escaping.zip"
    with zipfile.ZipFile(escaping, "w") as archive:
        archive.writestr("cardtable/ok.py", "")
        archive.writestr("../outside.py", "print('no')\n")
    truncated = tmp_path / "truncated.zip"
    truncated.write_bytes(stored.read_bytes()[: stored.stat().st_size // 2])

    written_stored, written_deflated, written_escaping, written_truncated = write_archives(
        stored, deflated, escaping, truncated
    )

    assert written_stored == {"files": digests(stored)}
    assert len(digests(stored)) > 100 and any(name.endswith(".mo") for name in digests(stored))
    assert written_deflated == {"files": digests(deflated)}
    assert written_escaping["error"] == "zip: refused to write ../outside.py outside /home/pyodide"
    assert "error" in written_truncated  # neither reader takes half an archive
