"""Third-party pure-Python libraries shipped with the site, from PyPI wheels pinned by hash.

    tools/site-requirements.txt   name==version --hash=sha256:...   (one wheel each)

The wheels are downloaded by pip into .cache/site-wheels/ (ignored by git; the code is never
committed) and their packages, licence files included, go into cardtable.zip beside
cardtable/, so PyScript unpacks them onto sys.path like our own code. Standard library only.
"""

from __future__ import annotations

import re
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
REQUIREMENTS = ROOT / "tools" / "site-requirements.txt"
CACHE = ROOT / ".cache" / "site-wheels"
_PIN = re.compile(r"^([A-Za-z0-9_.-]+)==([^\s]+)\s+--hash=sha256:([0-9a-f]{64})\s*$")


def pins() -> list[tuple[str, str, str]]:
    """(name, version, sha256) for every line of site-requirements.txt."""
    found = []
    for line in REQUIREMENTS.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        match = _PIN.match(line)
        if match is None:
            sys.exit(f"[build] {REQUIREMENTS.name}: pin each wheel as name==version --hash=sha256:…, not {line!r}")
        found.append((match[1], match[2], match[3]))
    return found


def _wheel(name: str, version: str) -> Path | None:
    stem = re.sub(r"[-_.]+", "_", name).lower()
    return next((w for w in CACHE.glob("*.whl") if w.name.lower().startswith(f"{stem}-{version}-")), None)


def ensure_wheels() -> list[Path]:
    """The pinned wheels, downloaded (and hash-checked by pip) when missing."""
    wanted = pins()
    if any(_wheel(name, version) is None for name, version, _ in wanted):
        CACHE.mkdir(parents=True, exist_ok=True)
        print("[build] pip download the site's pinned wheels (tools/site-requirements.txt)", flush=True)
        subprocess.run(
            [
                sys.executable,
                "-m",
                "pip",
                "download",
                "--quiet",
                "--no-deps",
                "--only-binary",
                ":all:",
                "--require-hashes",
                "-r",
                str(REQUIREMENTS),
                "-d",
                str(CACHE),
            ],
            check=True,
        )
    wheels = []
    for name, version, _ in wanted:
        wheel = _wheel(name, version)
        if wheel is None:
            sys.exit(f"[build] pip did not bring {name}=={version}")
        wheels.append(wheel)
    return wheels


def files() -> dict[str, bytes]:
    """Archive name -> bytes for every module and licence file of the pinned wheels."""
    found: dict[str, bytes] = {}
    for wheel in ensure_wheels():
        with zipfile.ZipFile(wheel) as archive:
            for name in archive.namelist():
                is_licence = ".dist-info/" in name and re.search(r"/(LICEN[CS]E|COPYING)[^/]*$", name)
                if name.endswith("/") or (".dist-info/" in name and not is_licence):
                    continue
                if name.endswith(".py") or is_licence:
                    found[name] = archive.read(name)
    return found
