#!/usr/bin/env python3
"""Set up and run every test: python3 tools/test.py [pytest arguments...]

On a fresh Debian machine with Python 3.11+, Node 20 and apt, this:
  1. creates .venv (apt-installs python3-venv first when it is missing and we are root);
  2. installs the pinned test dependencies (tests/requirements.txt, every file checked against
     its hash), then this package (py/cardtable, pyproject.toml) editable, so that tests and
     tools import `cardtable` with no PYTHONPATH; and tests/requirements-openspiel.txt and
     tests/requirements-rummikub.txt best-effort (a failure there does not fail the run);
  3. apt-installs Debian's chromium when /usr/bin/chromium is missing and we are root
     (never `playwright install`: the machine may have no internet);
  4. builds dist/ (tools/build.py, which runs `npm ci` when node_modules is missing or stale),
     unless the browser tests are left out (-m "not slow" or -m "not e2e"). `npm ci` comes
     first; the rest of the build runs beside the first tests, which need no site: the browser
     tests come last and wait for it (tests/e2e/conftest.py). Most of the build is one process
     compressing the memory snapshot, which would leave the second core idle;
  5. runs pytest (settings: pyproject.toml) over tests/ and the doctests of py/cardtable, passing
     the arguments through. Lint (ruff), format, types (mypy --strict) and the import layers
     (import-linter) are tests there too, so this one command checks all of them.

The exit code is pytest's; "no tests collected" (5) counts as a failure.
With no -n (or -x) of its own, pytest runs on two workers (pytest-xdist, `-n 2`).
Examples:  python3 tools/test.py -m "not slow"     python3 tools/test.py tests/e2e -x
"""

from __future__ import annotations

import hashlib
import itertools
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"
PYTHON = VENV / "bin" / "python"
BUILD = ROOT / "tools" / "build.py"
PYPROJECT = ROOT / "pyproject.toml"
REQUIREMENTS = ROOT / "tests" / "requirements.txt"
OPTIONAL_REQUIREMENTS = ROOT / "tests" / "requirements-openspiel.txt"
RUMMIKUB_REQUIREMENTS = ROOT / "tests" / "requirements-rummikub.txt"  # rummikub-solver, the oracle
CHROMIUM = Path("/usr/bin/chromium")


def say(message: str) -> None:
    print(f"[test] {message}", flush=True)


def run(command: list[str | Path], **kwargs) -> subprocess.CompletedProcess:  # type: ignore[type-arg]
    return subprocess.run([str(c) for c in command], cwd=ROOT, check=False, **kwargs)


def is_root() -> bool:
    return hasattr(os, "geteuid") and os.geteuid() == 0


def apt_install(*packages: str) -> bool:
    """apt-get install, only as root on a machine with apt; True when it worked."""
    if not (is_root() and shutil.which("apt-get")):
        return False
    say(f"apt-get install {' '.join(packages)}")
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    if run(["apt-get", "update", "-q"], env=env).returncode != 0:
        return False
    return run(["apt-get", "install", "-y", "-q", "--no-install-recommends", *packages], env=env).returncode == 0


def ensure_venv() -> None:
    if PYTHON.exists() and run([PYTHON, "-m", "pip", "--version"], capture_output=True).returncode == 0:
        return
    shutil.rmtree(VENV, ignore_errors=True)  # a half-made venv (no pip) is worse than none
    say("creating .venv")
    if run([sys.executable, "-m", "venv", VENV]).returncode == 0:
        return
    # Debian ships venv's pip bootstrap in a separate package.
    shutil.rmtree(VENV, ignore_errors=True)
    version = f"python{sys.version_info.major}.{sys.version_info.minor}-venv"
    if apt_install("python3-venv", version) and run([sys.executable, "-m", "venv", VENV]).returncode == 0:
        return
    sys.exit(f"[test] cannot create .venv: install {version} (apt-get install python3-venv) and retry")


def install_optional(pip: list[str | Path], requirements: Path, binary_only: str, what: str) -> None:
    """pip install an optional test-only requirements file; a failure only makes its tests skip."""
    if not requirements.exists():
        return
    say(f"installing {requirements.relative_to(ROOT)} (optional)")
    try:
        done = run(
            [*pip, "--prefer-binary", f"--only-binary={binary_only}", "-r", requirements], timeout=900
        ).returncode
    except subprocess.TimeoutExpired:
        done = -1
    if done != 0:
        say(f"optional {what} not installed; the tests that need them will skip")


def ensure_requirements() -> None:
    """pip install the pinned requirements, skipped when they have not changed since last time."""
    files = [PYPROJECT, REQUIREMENTS] + [f for f in (OPTIONAL_REQUIREMENTS, RUMMIKUB_REQUIREMENTS) if f.exists()]
    digest = hashlib.sha256(b"".join(f.read_bytes() for f in files)).hexdigest()
    stamp = VENV / ".cardtable-requirements-sha256"
    if stamp.exists() and stamp.read_text() == digest:
        return
    say("installing test dependencies (tests/requirements.txt)")
    pip = [PYTHON, "-m", "pip", "install", "--disable-pip-version-check", "-q"]
    if run([*pip, "--require-hashes", "-r", REQUIREMENTS]).returncode != 0:
        sys.exit("[test] pip install -r tests/requirements.txt failed")
    # The package itself, editable: py/ is imported in place. No build isolation, so nothing is
    # downloaded: the pinned setuptools just installed builds it.
    if run([*pip, "--no-build-isolation", "--no-deps", "-e", ROOT]).returncode != 0:
        sys.exit("[test] pip install -e . failed")
    # Never compile the heavy ones from source: that would take most of the CI budget.
    # (Small pure-Python sdists, like rlcard's, are fine.) Never fatal: their tests skip.
    install_optional(pip, OPTIONAL_REQUIREMENTS, "open-spiel,numpy,scipy", "OpenSpiel dependencies")
    install_optional(
        pip, RUMMIKUB_REQUIREMENTS, "numpy,scipy,cvxpy-base,qdldl,sparsediffpy", "rummikub-solver (the Rummikub oracle)"
    )
    stamp.write_text(digest)  # an optional failure is remembered too: retried when a file changes


def ensure_chromium() -> None:
    if CHROMIUM.exists():
        return
    if not apt_install("chromium"):
        say(
            "no /usr/bin/chromium (and not root, or apt failed): browser tests use Playwright's own "
            "browser if one is installed"
        )


def needs_site(arguments: list[str]) -> bool:
    """Whether the browser tests may run, which need dist/ built: not under -m "not e2e" or
    -m "not slow" (every browser test is slow too), the inner loop that should start quickly."""
    expressions = [b for a, b in itertools.pairwise(arguments) if a == "-m"]
    expressions += [a[2:].lstrip("=") for a in arguments if a.startswith("-m") and len(a) > 2]
    excluded = re.compile(r"^\s*not\s+(e2e|slow)\s*$")
    return not any(any(excluded.match(part) for part in e.split(" and ")) for e in expressions)


def workers(arguments: list[str]) -> list[str]:
    """Two pytest-xdist workers (the machine's two cores) unless the arguments choose: `-n 0` runs
    in this process; `-x`, `--pdb` and `--collect-only` want one. Each worker has its own site
    copy, server port and browser (tests/e2e/conftest.py), and runs its share of the browser
    tests after the rest."""
    alone = ("-x", "--exitfirst", "--co", "--collect-only", "no:xdist")
    chosen = any(a.startswith(("-n", "--numprocesses", "--pdb")) or a in alone for a in arguments)
    return [] if chosen else ["-n", "2"]


def main() -> int:
    if sys.version_info < (3, 11):  # noqa: UP036  (run by whatever python3 the machine has)
        sys.exit("[test] Python 3.11 or newer is needed")
    ensure_venv()
    ensure_requirements()
    ensure_chromium()
    env = dict(os.environ)
    build = None
    if needs_site(sys.argv[1:]):
        # The tests that run Pyodide under Node need node_modules before they start.
        if run([PYTHON, BUILD, "--node-modules-only"]).returncode != 0:
            sys.exit("[test] npm ci (tools/build.py --node-modules-only) failed")
        build = BuildBeside()
        env["CARDTABLE_DIST_BUILD"] = str(build.status)  # tests/e2e wait for it, then use dist/
    command = [PYTHON, "-m", "pytest", *workers(sys.argv[1:]), *sys.argv[1:]]
    say("pytest " + " ".join(sys.argv[1:]))
    code = run(command, env=env).returncode
    if code == 5:
        say("pytest collected no tests: that is a failure")
    if build is not None and build.wait() != 0:
        say("tools/build.py failed: the browser tests could not run")
        return code or 1
    return code


class BuildBeside:
    """tools/build.py running beside pytest. When it ends, its exit code is written to `status`
    (whole, swapped in), which the browser tests' dist_dir fixture waits for."""

    def __init__(self) -> None:
        self.status = Path(tempfile.mkdtemp(prefix="cardtable-build-")) / "exit-code"
        self._process = subprocess.Popen([str(PYTHON), str(BUILD)], cwd=ROOT)
        self._reporter = threading.Thread(target=self._report, daemon=True)
        self._reporter.start()

    def _report(self) -> None:
        code = self._process.wait()
        partial = self.status.with_suffix(".part")
        partial.write_text(str(code))
        partial.replace(self.status)

    def wait(self) -> int:
        """The build's exit code, once it has ended; its status file is removed."""
        self._reporter.join()
        shutil.rmtree(self.status.parent, ignore_errors=True)
        return self._process.returncode


if __name__ == "__main__":
    sys.exit(main())
