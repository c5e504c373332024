"""Run a Python snippet under the real Pyodide in Node and get back its ``result``.

    from pyodide_run import run_in_pyodide   (from a script in tools/)

The snippet sets a global ``result``; tools/pyodide_run.mjs runs it with py/ on sys.path and
prints that result as JSON. A failed run ends the calling tool with Pyodide's message. Needs
Node and ``npm ci`` (tools/build.py runs it).
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
RUNNER = ROOT / "tools" / "pyodide_run.mjs"


def run_in_pyodide(code: str) -> Any:
    done = subprocess.run(["node", str(RUNNER)], input=code, capture_output=True, text=True, cwd=ROOT, check=False)
    if done.returncode != 0:
        raise SystemExit(f"Pyodide run failed:\n{done.stderr[-3000:]}")
    return json.loads(done.stdout)
