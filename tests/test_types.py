"""``mypy --strict`` over the engine, the bots and the app (config: ``tests/mypy.ini``).

Fails with mypy's own report. mypy is pinned in ``tests/requirements.txt``.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_mypy_strict_passes() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--config-file", str(ROOT / "tests" / "mypy.ini")],
        cwd=ROOT, capture_output=True, text=True, timeout=300,
    )
    report = (done.stdout + done.stderr).strip()
    assert done.returncode == 0, f"mypy --strict found problems (or is not installed):\n{report}"
    assert "Success" in report
