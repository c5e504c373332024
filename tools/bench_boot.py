#!/usr/bin/env python3
"""Boot benchmark in headless Chromium: python3 tools/bench_boot.py [--profile desktop|tablet] [--runs 5] [--no-build]

Every figure against a bare Pyodide boot from the same files, in the same run, loads alternated:

  pages      site      the built dist/: a first visit restores the memory snapshot
             later     dist/ with pyodide-boot.mjs's FIRST_VISIT = "fresh": a first visit starts
                       Python the normal way (no snapshot download before ready), the service
                       worker's precache fetches the snapshot for the next visit
             bare      `await loadPyodide(); runPython("1+1")` from the same vendored files on the
                       same server (a page generated in memory, never part of dist/)
  visits     first     a fresh browser profile (empty HTTP cache, no worker); ready, then the
                       worker installs; bytes = everything the server sent, precache included
             second    the same profile reloaded: served by the service worker's cache (site only:
                       both strategies' second visits are the same)
             bare first / bare second: the bare page in a fresh profile, then reloaded from its
                       HTTP cache
             site bare from the worker cache: the bare page opened after the site's second
                       visit, in its profile: Pyodide's files come from the site's service worker
                       (the second visit's yardstick: "the same cache")
  profiles   desktop   localhost as it is
             tablet    "school tablet": 10 Mbit/s down and 40 ms round trip, made by the server
                       (tools/serve.py --mbps/--rtt: it slows the service worker's fetches too,
                       which Chromium's network emulation does not), CPU 4x slower (CDP)

--private adds a first visit of the site in a private window (incognito context: an in-memory
HTTP cache that keeps no large file) to show nothing is downloaded twice there either.
Per load: ready (<html data-ready>), main-thread long tasks before ready, bytes per file.

Needs Playwright: run it with .venv/bin/python (tools/test.py creates .venv), or with plain
python3 once .venv exists (it re-runs itself there).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
VENV_PYTHON = ROOT / ".venv" / "bin" / "python"

try:
    from playwright.sync_api import sync_playwright
except ImportError:
    if VENV_PYTHON.exists() and Path(sys.executable) != VENV_PYTHON:
        os.execv(VENV_PYTHON, [str(VENV_PYTHON), *sys.argv])
    sys.exit("Playwright is missing: run python3 tools/test.py once (it creates .venv), then retry")

import build  # noqa: E402
import serve  # noqa: E402
import snapshot  # noqa: E402

PROFILES: dict[str, dict[str, float]] = {
    "desktop": {},
    "tablet": {"mbps": 10, "rtt": 40, "cpu": 4},
}
BARE_PATH = "/bench-bare.html"
BARE_PAGE = b"""<!doctype html>
<html><head><meta charset="utf-8"><title>bare Pyodide</title></head><body>
<script type="module">
import { loadPyodide } from "./vendor/pyodide/pyodide.mjs";
const pyodide = await loadPyodide();
pyodide.runPython("1+1");
document.documentElement.dataset.ready = "1";
</script>
</body></html>
"""
# Runs before any page script: when data-ready appears, and every long task.
PROBE = """
window.__bench = { long: [] };
new MutationObserver(() => {
  if (!window.__bench.ready && document.documentElement && document.documentElement.hasAttribute("data-ready")) {
    window.__bench.ready = performance.now();
  }
}).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-ready"] });
new PerformanceObserver((list) => {
  for (const task of list.getEntries()) window.__bench.long.push([task.startTime, task.duration]);
}).observe({ type: "longtask", buffered: true });
"""
RESULT = """async () => {
  let how = "-";
  if (document.querySelector('script[type="py"]')) {
    how = (await import(new URL("pyodide-boot.mjs", location.href).href)).started.how;
  }
  const ready = window.__bench.ready;
  const marks = Object.fromEntries(performance.getEntriesByType("mark")
    .filter((m) => m.name.startsWith("boot:") && m.startTime <= ready).map((m) => [m.name.slice(5), m.startTime]));
  return { ready, how, marks, long: window.__bench.long.filter(([start]) => start < ready) };
}"""
FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


class BenchHandler(serve.Handler):
    def do_GET(self) -> None:
        if self.path.split("?")[0] != BARE_PATH:
            return super().do_GET()
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(BARE_PAGE)))
        self.end_headers()
        self.wfile.write(BARE_PAGE)
        return None


def site_fresh_first(dist: Path, folder: Path) -> Path:
    """dist/ whose first visit starts Python normally and leaves the snapshot to the precache."""
    later = folder / "later"
    shutil.copytree(dist, later)
    loader = later / snapshot.LOADER
    loader.write_text(
        loader.read_text(encoding="utf-8").replace('const FIRST_VISIT = "snapshot";', 'const FIRST_VISIT = "fresh";'),
        encoding="utf-8",
    )
    index = later / "index.html"
    html = re.sub(r', "\./snapshot/[^"]+"', "", index.read_text(encoding="utf-8"))  # no snapshot preload
    stdlib = f'<link rel="preload" href="{build.STDLIB_HREF}" as="fetch" crossorigin>'
    index.write_text(
        html.replace("<script>if (!(", f"{stdlib}\n<script>if (!(", 1), encoding="utf-8"
    )  # as a build without one
    build.write_service_worker(later)
    for changed in (loader, index, later / "sw.js"):  # their precompressed copies, made again
        for suffix in (".br", ".gz"):
            Path(f"{changed}{suffix}").unlink(missing_ok=True)
    subprocess.run(
        [
            "node",
            str(build.PRECOMPRESSOR),
            str(build.PRECOMPRESS_CACHE),
            "9",
            str(loader),
            str(index),
            str(later / "sw.js"),
        ],
        check=True,
        capture_output=True,
    )
    return later


class Site:
    """A folder served on a port of its own, with its byte counts."""

    def __init__(self, folder: Path, link: serve.Link | None) -> None:
        self.server = serve.make_server(folder, handler=BenchHandler, link=link)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/"

    def take_counts(self) -> dict[str, int]:
        sent = dict(self.server.sent)  # type: ignore[attr-defined]
        self.server.sent.clear()  # type: ignore[attr-defined]
        return sent

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def open_page(context: Any, url: str, cpu: float | None) -> dict[str, Any]:
    page = context.pages[0] if context.pages else context.new_page()
    cdp = None
    if cpu:
        cdp = context.new_cdp_session(page)
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": cpu})
    page.goto(url, wait_until="commit", timeout=600_000)  # ready is what counts; a busy machine is slow to "load"
    page.wait_for_function("() => window.__bench && window.__bench.ready", timeout=600_000, polling=50)
    result: dict[str, Any] = page.evaluate(RESULT)
    if cdp is not None:
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": 1})
        cdp.detach()
    return result


def wait_installed(context: Any) -> None:
    page = context.pages[0]
    page.wait_for_function("() => !!navigator.serviceWorker.controller", timeout=600_000, polling=100)
    page.evaluate("() => navigator.serviceWorker.ready.then(() => true)")


class Browser:
    """Fresh browser profiles on disk (a normal window: its HTTP cache keeps the 9.6 MB wasm),
    or incognito contexts (a private window)."""

    def __init__(self, playwright: Any, folder: Path) -> None:
        self.playwright, self.folder, self.count = playwright, folder, 0
        self.launch: dict[str, Any] = {"args": FLAGS}
        if Path("/usr/bin/chromium").exists():
            self.launch["executable_path"] = "/usr/bin/chromium"
        self._incognito: Any = None

    def context(self, service_workers: str = "allow", private: bool = False) -> Any:
        if private:
            if self._incognito is None:
                self._incognito = self.playwright.chromium.launch(**self.launch)
            context = self._incognito.new_context(
                service_workers=service_workers, viewport={"width": 1280, "height": 800}
            )
        else:
            self.count += 1
            context = self.playwright.chromium.launch_persistent_context(
                str(self.folder / f"profile-{self.count}"),
                service_workers=service_workers,
                viewport={"width": 1280, "height": 800},
                **self.launch,
            )
        context.add_init_script(PROBE)
        return context


def visits(
    browser: Browser, site: Site, cpu: float | None, private: bool = False, second: bool = True
) -> dict[str, dict[str, Any]]:
    """First visit (ready, then the worker installs), second visit, bare page from the same cache."""
    site.take_counts()
    context = browser.context(private=private)
    first = open_page(context, site.url, cpu)
    wait_installed(context)
    context.pages[0].wait_for_timeout(300)
    first["sent"] = site.take_counts()
    out = {"first": first}
    if second and not private:
        again = open_page(context, site.url, cpu)
        again["sent"] = site.take_counts()
        # The bare boot from the same cache: its Pyodide files come from the site's worker.
        bare = open_page(context, site.url + BARE_PATH.lstrip("/"), cpu)
        bare["sent"] = site.take_counts()
        out |= {"second": again, "bare from the worker cache": bare}
    context.close()
    return out


def bare_visits(browser: Browser, bare: Site, cpu: float | None) -> tuple[dict[str, Any], dict[str, Any]]:
    """The bare page in a fresh profile, then again from its HTTP cache."""
    bare.take_counts()
    context = browser.context(service_workers="block")
    first = open_page(context, bare.url + BARE_PATH.lstrip("/"), cpu)
    first["sent"] = bare.take_counts()
    second = open_page(context, bare.url + BARE_PATH.lstrip("/"), cpu)
    second["sent"] = bare.take_counts()
    context.close()
    return first, second


def measure(args: argparse.Namespace) -> dict[str, list[dict[str, Any]]]:
    profile = PROFILES[args.profile]
    link = serve.Link(profile["mbps"], profile["rtt"]) if profile.get("mbps") else None
    cpu = profile.get("cpu")
    rows: dict[str, list[dict[str, Any]]] = {}
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as playwright:
        sites = {"site": Site(build.DIST, link), "later": Site(site_fresh_first(build.DIST, Path(tmp)), link)}
        bare = sites["site"]  # the bare page is served beside the site: the same files, the same link
        browser = Browser(playwright, Path(tmp))
        try:
            for run in range(args.runs):
                names = ["site", "later", "bare"] if run % 2 == 0 else ["bare", "later", "site"]
                for name in names:
                    if name == "bare":
                        first, second = bare_visits(browser, bare, cpu)
                        rows.setdefault("bare first", []).append(first)
                        rows.setdefault("bare second (HTTP cache)", []).append(second)
                        continue
                    # Both strategies' second visits restore from the worker's cache alike: measured once.
                    for visit, result in visits(browser, sites[name], cpu, second=name == "site").items():
                        rows.setdefault(f"{name} {visit}", []).append(result)
                if args.private:
                    rows.setdefault("site first, private window", []).append(
                        visits(browser, sites["site"], cpu, private=True)["first"]
                    )
                print(f"[bench] run {run + 1}/{args.runs} done", flush=True)
                if args.json:  # after every run: a long benchmark cut short still leaves its figures
                    args.json.write_text(json.dumps(rows, indent=1))
        finally:
            for site in sites.values():
                site.close()
    return rows


def median(values: Sequence[float]) -> float:
    return statistics.median(values) if values else float("nan")


def milestones(rows: dict[str, list[dict[str, Any]]], name: str) -> None:
    """Where a load's time went: the median time of each of the boot's milestones (the
    "boot:" performance marks of pyodide-boot.mjs and boot.js), in the order they came."""
    loads = [load for load in rows.get(name, []) if load.get("marks")]
    if not loads:
        return
    times: dict[str, list[float]] = {}
    for load in loads:
        for mark, at in load["marks"].items():
            times.setdefault(mark, []).append(at)
        times.setdefault("ready (data-ready)", []).append(load["ready"])
    steps = sorted((median(at), mark) for mark, at in times.items())
    print(f"\n{name}: milestones (ms from navigation start, median of {len(loads)}; +ms since the previous one)")
    previous = 0.0
    for at, mark in steps:
        print(f"  {mark:<34} {at:7.0f}  +{at - previous:.0f}")
        previous = at


def longest_tasks(rows: dict[str, list[dict[str, Any]]], name: str) -> None:
    """Each load's longest main-thread task, placed between the boot's milestones it spans."""
    for load in rows.get(name, []):
        if not load["long"]:
            continue
        start, duration = max(load["long"], key=lambda task: task[1])
        marks = sorted((at, mark) for mark, at in load["marks"].items())
        before = max(((at, mark) for at, mark in marks if at <= start), default=(0.0, "navigation"))[1]
        after = min(((at, mark) for at, mark in marks if at >= start + duration), default=(0.0, "ready"))[1]
        print(f"  longest task: {duration:.0f} ms from {start:.0f}, after {before!r}, before {after!r}")


def report(rows: dict[str, list[dict[str, Any]]], args: argparse.Namespace) -> None:
    print(
        f"\nBoot, profile {args.profile} {PROFILES[args.profile] or ''}, headless Chromium, medians of {args.runs} "
        f"(ms from navigation start); load average before: {args.load}"
    )
    print(f"{'load':<30} {'ready':>7} {'min':>7} {'max':>7} {'longest task':>13} {'worst':>6} {'MB sent':>8}  python")
    for name, loads in rows.items():
        readies = [r["ready"] for r in loads]
        longest = [max((duration for _, duration in r["long"]), default=0) for r in loads]
        mb = median([sum(r["sent"].values()) for r in loads]) / 1e6
        print(
            f"{name:<30} {median(readies):7.0f} {min(readies):7.0f} {max(readies):7.0f} {median(longest):13.0f} "
            f"{max(longest):6.0f} {mb:8.2f}  {'/'.join(sorted({r['how'] for r in loads}))}"
        )

    def ratio(name: str, against: str) -> str:
        if name not in rows or against not in rows:
            return "-"
        pairs = [a["ready"] / b["ready"] for a, b in zip(rows[name], rows[against])]
        return (
            f"{median(pairs):.2f} (median of {len(pairs)} same-run pairs; min {min(pairs):.2f}, max {max(pairs):.2f})"
        )

    print(
        f"\nfirst visit / bare first:   site {ratio('site first', 'bare first')};  later {ratio('later first', 'bare first')}"  # noqa: E501
    )
    print(
        f"second visit / bare second: from the worker cache {ratio('site second', 'site bare from the worker cache')};"
        f"  against the bare page's HTTP cache {ratio('site second', 'bare second (HTTP cache)')}"
    )
    for name in ("site first", "site second"):
        milestones(rows, name)
        longest_tasks(rows, name)
    for name in ("site first", "later first", "site first, private window"):
        if name in rows:
            files: dict[str, list[int]] = {}
            for load in rows[name]:
                for path, sent in load["sent"].items():
                    files.setdefault(path, []).append(sent)
            top = sorted(((median(v), p, len(v)) for p, v in files.items()), reverse=True)
            split = ", ".join(f"{p.rsplit('/', 1)[-1] or '/'} {b / 1e6:.2f}" for b, p, _ in top[:7])
            rest = sum(b for b, _, _ in top[7:]) / 1e6
            print(f"{name}: bytes sent by file (MB, median): {split}, {len(top) - 7} others {rest:.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(
        description="Boot benchmark: the site vs a bare loadPyodide() from the same files."
    )
    parser.add_argument("--profile", choices=sorted(PROFILES), default="desktop")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--private", action="store_true", help="also a first visit in a private window")
    parser.add_argument("--no-build", action="store_true", help="measure the existing dist/")
    parser.add_argument("--json", type=Path, help="also write every load's figures to this file")
    parser.add_argument("--report", type=Path, help="only print the report of a --json file (a run cut short, say)")
    args = parser.parse_args()
    if args.report:
        rows = json.loads(args.report.read_text())
        args.runs, args.load = min(len(v) for v in rows.values()), "?"
        report(rows, args)
        return
    if not args.no_build:
        build.build()
    args.load = open("/proc/loadavg").read().split()[:3] if Path("/proc/loadavg").exists() else "?"  # noqa: SIM115
    rows = measure(args)
    if args.json:
        args.json.write_text(json.dumps(rows, indent=1))
    report(rows, args)
    print(f"load average after: {open('/proc/loadavg').read().split()[:3] if Path('/proc/loadavg').exists() else '?'}")  # noqa: SIM115


if __name__ == "__main__":
    main()
