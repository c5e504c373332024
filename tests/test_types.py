"""``mypy --strict`` over the whole package, ui included (settings: ``[tool.mypy]`` in pyproject.toml).

Fails with mypy's own report. mypy is pinned in ``tests/requirements.in``.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_mypy_strict_passes() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--config-file", str(ROOT / "pyproject.toml")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    report = (done.stdout + done.stderr).strip()
    assert done.returncode == 0, f"mypy --strict found problems (or is not installed):\n{report}"
    assert "Success" in report
