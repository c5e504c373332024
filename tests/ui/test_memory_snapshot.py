"""The memory snapshot's build side (tools/snapshot.py, tools/make_snapshot.mjs) without a browser.

tests/e2e/test_snapshot_boot.py covers the page side (restore, fallback, reseeding).
"""

from __future__ import annotations

import shutil
import subprocess
import zipfile
from pathlib import Path

import build  # tools/build.py
import pytest
import snapshot  # tools/snapshot.py

pytestmark = pytest.mark.slow  # makes Pyodide memory snapshots under Node

ROOT = Path(__file__).resolve().parents[2]


def needs_node() -> None:
    if shutil.which("node") is None or not (ROOT / "node_modules" / "pyodide" / "pyodide.mjs").exists():
        pytest.skip("needs node and node_modules/pyodide (python3 tools/test.py sets both up)")


def test_the_loader_is_told_where_the_snapshot_is(tmp_path: Path) -> None:
    snapshot.write_loader(tmp_path, {"url": "./snapshot/python-0.bin.gz", "bytes": 5, "buildId": "ab"})
    text = (tmp_path / snapshot.LOADER).read_text(encoding="utf-8")
    assert 'const SNAPSHOT = {"url": "./snapshot/python-0.bin.gz", "bytes": 5, "buildId": "ab"};' in text
    snapshot.write_loader(tmp_path, None)
    assert "const SNAPSHOT = null;" in (tmp_path / snapshot.LOADER).read_text(encoding="utf-8")


def test_the_service_worker_keeps_the_snapshot_in_a_cache_of_its_own(tmp_path: Path) -> None:
    for name in ("index.html", "vendor/pyodide/pyodide.mjs", "snapshot/python-0.bin", "snapshot/python-0.bin.br"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(name)
    caches = build.precache(tmp_path)
    assert sorted(name.rsplit("-", 1)[0] for name in caches) == [
        "cardtable-app",
        "cardtable-runtime",
        "cardtable-snapshot",
    ]
    # The precompressed copy is not precached: the browser asks for the file, the server picks the encoding.
    assert [urls for name, urls in caches.items() if "-snapshot-" in name] == [["snapshot/python-0.bin"]]


def test_a_random_generator_made_at_import_time_fails_the_snapshot(tmp_path: Path) -> None:
    """Its state would be in the heap, the same on every page load (the page only reseeds the
    `random` module's own generator)."""
    needs_node()
    archive = tmp_path / "cardtable.zip"
    build.write_package_zip(archive)
    with zipfile.ZipFile(archive, "a") as extra:
        extra.writestr("cardtable/stray_dealer.py", "import random\nDEALER = random.Random()\n")
    done = subprocess.run(
        ["node", str(snapshot.MAKER), "make", str(archive), str(tmp_path / "snapshot.bin")],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode != 0
    assert "random.Random instance(s) created at import time" in done.stderr
