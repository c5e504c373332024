"""pyscript.toml and the package archive: what passes pytest must also import in the browser.

The browser gets py/cardtable/ as one archive, cardtable.zip, that pyodide-boot.mjs writes into
the interpreter's working directory (app-archive.mjs; PyScript's own `[files]` is not used).
These tests pin that wiring and import every module from the archive alone, in a fresh interpreter.
"""

from __future__ import annotations

import _imp
import re
import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import build  # tools/build.py
import pytest

ROOT = Path(__file__).resolve().parents[2]
CONFIG = tomllib.loads((ROOT / "pyscript.toml").read_text(encoding="utf-8"))
# Modules that only exist in the browser; a module importing them cannot be checked here.
BROWSER_ONLY = {"js", "pyodide", "pyscript"}


def test_runtime_is_the_vendored_pyodide() -> None:
    # pyodide-boot.mjs: the vendored runtime, started from the build's memory snapshot.
    assert CONFIG["interpreter"] == "./pyodide-boot.mjs"
    assert '"./vendor/pyodide/pyodide.mjs"' in (ROOT / "pyodide-boot.mjs").read_text(encoding="utf-8")
    assert set(build.PYODIDE_FILES) >= {"pyodide.mjs", "pyodide.asm.wasm", "python_stdlib.zip"}


def test_no_packages_from_an_index() -> None:
    """`packages` makes PyScript fetch micropip from the package index: no offline, foreign hosts."""
    assert "packages" not in CONFIG
    assert "js_modules" not in CONFIG and "fetch" not in CONFIG


def test_the_interpreter_module_writes_the_package_archive() -> None:
    """Not PyScript's [files]: it would download the archive only once Python is up, and unpack
    it with Python's zipfile (1.4-2.1 s on the school-tablet profile)."""
    assert "files" not in CONFIG
    loader = (ROOT / "pyodide-boot.mjs").read_text(encoding="utf-8")
    assert re.search(r'import \{[^}]*\bwriteArchive\b[^}]*\} from "\./app-archive\.mjs";', loader)
    assert 'const APP_ARCHIVE = "./cardtable.zip";' in loader


def test_the_page_runs_main_py_with_this_config() -> None:
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    assert html.count('type="py"') == 1
    assert '<script type="py" src="./py/main.py" config="./pyscript.toml"></script>' in html


def test_archive_holds_every_module(tmp_path: Path) -> None:
    sources = {
        p.relative_to(ROOT / "py").as_posix()
        for p in (ROOT / "py" / "cardtable").rglob("*.py")
        if "__pycache__" not in p.parts and p.relative_to(ROOT / "py").as_posix() not in build.COMMAND_LINE_ONLY
    }
    names = build.write_package_zip(tmp_path / "cardtable.zip")
    assert not set(build.COMMAND_LINE_ONLY) & set(names)  # the page never imports the command line's modules
    with zipfile.ZipFile(tmp_path / "cardtable.zip") as archive:
        assert set(archive.namelist()) == set(names)
    assert sources <= set(names)
    assert not [n for n in names if n.endswith((".pyc", ".pyo")) or "__pycache__" in n]
    # The texts travel compiled: a .mo for every .po (read by gettext), never the .po itself.
    catalogs = {p.relative_to(ROOT / "py").with_suffix(".mo").as_posix() for p in (ROOT / "py").rglob("catalogs/*.po")}
    assert len(catalogs) >= 5 * 4 and catalogs <= set(names)
    assert not [n for n in names if n.endswith(".po")]


def test_every_module_imports_from_the_archive_alone(tmp_path: Path) -> None:
    """Unpack the zip as PyScript does; a fresh interpreter (-I: no PYTHONPATH, no py/) then
    imports every module from there."""
    archive = tmp_path / "cardtable.zip"
    names = build.write_package_zip(archive)
    unpacked = tmp_path / "home"
    zipfile.ZipFile(archive).extractall(unpacked)
    modules = sorted(
        n[:-3].removesuffix("/__init__").replace("/", ".") for n in names if n.endswith(".py") and "__main__" not in n
    )
    script = f"""
import importlib, sys
sys.path.insert(0, {str(unpacked)!r})
browser_only = {sorted(BROWSER_ONLY)!r}
failures = []
for name in {modules!r}:
    try:
        importlib.import_module(name)
    except ModuleNotFoundError as error:
        if (error.name or "").split(".")[0] not in browser_only:
            failures.append(f"{{name}}: {{error!r}}")
    except Exception as error:
        failures.append(f"{{name}}: {{error!r}}")
# The texts, read from the archive's compiled catalogs by gettext, plural rules from their headers.
from cardtable.app.i18n import translator
if translator("ru")("twelve_days.gift_count", count=21) != "21 подарок":
    failures.append("the archive's Russian catalog: " + translator("ru")("twelve_days.gift_count", count=21))
print("\\n".join(failures))
sys.exit(1 if failures else 0)
"""
    result = subprocess.run(
        [sys.executable, "-I", "-c", script], capture_output=True, text=True, cwd=tmp_path, check=False
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_build_ships_pyodide_bytecode_for_every_module(tmp_path: Path) -> None:
    """tools/build.py byte-compiles with Pyodide's own CPython, so the browser skips compiling,
    and ships each module's bytecode alone, where its source was (the sources served only
    tracebacks' lines, 0.3 MB of a first visit)."""
    if shutil.which("node") is None or not (ROOT / "node_modules" / "pyodide" / "pyodide.mjs").exists():
        pytest.skip("needs node and node_modules/pyodide (python3 tools/test.py sets both up)")
    names = set(build.write_package_zip(tmp_path / "cardtable.zip", compiled=True))
    sources = [path.relative_to(ROOT / "py").as_posix() for path in build.package_files() if path.suffix == ".py"]
    assert len(sources) > 100
    assert not [name for name in names if name.endswith(".py")]
    assert [source for source in sources if source[:-3] + ".pyc" not in names] == []


def test_the_build_ships_bytecode_of_pyscripts_own_package_checked_against_its_sources(tmp_path: Path) -> None:
    """PyScript writes its package's sources at boot; the archive holds only their bytecode,
    compiled from the very sources the pinned @pyscript/core writes, checked-hash (flags 0b11:
    a source that differs is compiled again, never run stale)."""
    if shutil.which("node") is None or not build.PYSCRIPT_PACKAGE.exists():
        pytest.skip("needs node and node_modules/@pyscript/core (python3 tools/test.py sets both up)")
    sources = build.pyscript_package_sources()
    assert "pyscript/__init__.py" in sources and len(sources) >= 10
    archive = tmp_path / "cardtable.zip"
    names = set(build.write_package_zip(archive, compiled=True))
    assert not [n for n in names if n.startswith("pyscript/") and not n.startswith("pyscript/__pycache__/")]
    with zipfile.ZipFile(archive) as zipped:
        for name, source in sources.items():
            (pyc,) = [n for n in names if n.startswith(name.replace("pyscript/", "pyscript/__pycache__/")[:-3] + ".")]
            header = zipped.read(pyc)[:16]
            assert int.from_bytes(header[4:8], "little") == 0b11, f"{pyc}: not checked-hash"
            # The hash is keyed with the compiling Python's magic number (Pyodide's, not ours).
            assert header[8:16] == _imp.source_hash(int.from_bytes(header[:4], "little"), source), name
