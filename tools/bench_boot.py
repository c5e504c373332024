#!/usr/bin/env python3
"""Boot benchmark in headless Chromium: python3 tools/bench_boot.py [--runs 5] [--no-build] [--mbps N]

Medians of page loads, all measured in the same run and alternated, from navigation start:

  cold     a fresh browser context each (empty HTTP cache, no service worker) of
             site   the built dist/, which starts Python from the memory snapshot
             today  the site as it was before the snapshot: a copy of dist/ as a build without Node
                    makes it (no snapshot/, pyodide-boot.mjs told there is none, its own sw.js) whose
                    service worker precaches with cache: "reload" as before; a second server
             bare   a page that only does `await loadPyodide(); runPython("1+1")` from the SAME
                    vendored files on the same server (generated in memory, never part of dist/)
  warm     the same page loaded again in the same context (HTTP cache, no service worker)
  offline  site, reloaded with the network cut, served by its service worker

Per load: ready (<html data-ready>: the table is interactive), first paint (the pre-rendered
lobby), every main-thread long task from navigation to ready (the page cannot react to input
during one), bytes transferred and requests (page and service worker), and how Python started.
"first visit" adds what the service worker downloads after ready (it precaches the whole site).

Targets (issue 8): cold site ready <= 0.45 x bare, no main-thread task over 700 ms before ready.
--mbps N / --cpu K throttle first loads (cold and first visit) to N Mbit/s with 20 ms latency and
a CPU K times slower (Chromium's emulation), to compare first-visit strategies on a slow network
or a slow tablet; --cold-only skips the service-worker loads. Each load gets a fresh browser
profile on disk (an in-memory incognito cache does not keep the 9.6 MB wasm, a real one does).

Needs Playwright: run it with .venv/bin/python (tools/test.py creates .venv), or with plain
python3 once .venv exists (it re-runs itself there).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV_PYTHON = ROOT / ".venv" / "bin" / "python"

try:
    from playwright.sync_api import sync_playwright
except ImportError:
    if VENV_PYTHON.exists() and Path(sys.executable) != VENV_PYTHON:
        os.execv(VENV_PYTHON, [str(VENV_PYTHON), *sys.argv])
    sys.exit("Playwright is missing: run python3 tools/test.py once (it creates .venv), then retry")

import build  # noqa: E402  (tools/: this script's folder is first on sys.path)
import serve  # noqa: E402
import snapshot  # noqa: E402

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
# Runs before any page script: when data-ready appears, PyScript's progress stages, long tasks.
PROBE = """
window.__bench = { stages: {}, long: [] };
new MutationObserver(() => {
  if (!window.__bench.ready && document.documentElement && document.documentElement.hasAttribute("data-ready")) {
    window.__bench.ready = performance.now();
  }
}).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-ready"] });
addEventListener("py:progress", ({ detail }) => { window.__bench.stages[detail] = performance.now(); });
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
  return {
    ready, how,
    long: window.__bench.long.filter(([start]) => start < ready).map(([, duration]) => duration),
    stages: window.__bench.stages,
    fcp: (performance.getEntriesByName("first-contentful-paint")[0] || {}).startTime ?? null,
  };
}"""
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
         "--disable-component-update", "--disable-sync"]


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


class Traffic:
    """Bytes (headers + body, as received) of every finished request in a context, page and
    service worker alike."""

    def __init__(self, context) -> None:  # type: ignore[no-untyped-def]
        self.bytes = 0
        self.requests = 0
        context.on("requestfinished", self._finished)

    def _finished(self, request) -> None:  # type: ignore[no-untyped-def]
        try:
            sizes = request.sizes()
        except Exception:
            return
        self.bytes += sizes["responseBodySize"] + sizes["responseHeadersSize"]
        self.requests += 1


def site_without_snapshot(dist: Path, folder: Path) -> Path:
    """A copy of dist/ as tools/build.py writes it when it cannot make a snapshot."""
    today = folder / "today"
    shutil.copytree(dist, today)
    shutil.rmtree(today / snapshot.FOLDER, ignore_errors=True)
    snapshot.write_loader(today, None)
    build.write_service_worker(today)
    # ... and with the service worker of before the snapshot, whose precache downloaded every
    # file again (cache: "reload") instead of revalidating what the page had just fetched.
    worker = today / "sw.js"
    worker.write_text(worker.read_text(encoding="utf-8").replace('cache: "no-cache"', 'cache: "reload"'), encoding="utf-8")
    return today


def open_page(context, url: str, slow: dict | None = None) -> dict:  # type: ignore[no-untyped-def,type-arg]
    """Load `url` in the context's page and wait for ready; `slow` = {"mbps", "cpu"} throttles
    this load (Chromium's network and CPU emulation)."""
    page = context.pages[0] if context.pages else context.new_page()
    cdp = None
    if slow and (slow.get("mbps") or slow.get("cpu")):
        cdp = context.new_cdp_session(page)
        if slow.get("mbps"):
            rate = slow["mbps"] * 1e6 / 8
            cdp.send("Network.enable")
            cdp.send("Network.emulateNetworkConditions",
                     {"offline": False, "latency": 20, "downloadThroughput": rate, "uploadThroughput": rate})
        if slow.get("cpu"):
            cdp.send("Emulation.setCPUThrottlingRate", {"rate": slow["cpu"]})
    page.goto(url)
    page.wait_for_function("() => window.__bench && window.__bench.ready", timeout=300_000, polling=20)
    result = page.evaluate(RESULT)
    if cdp is not None:
        if slow.get("mbps"):
            cdp.send("Network.emulateNetworkConditions",
                     {"offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
        if slow.get("cpu"):
            cdp.send("Emulation.setCPUThrottlingRate", {"rate": 1})
        cdp.detach()
    return result


class Browser:
    """A fresh browser profile per measurement (persistent, so the HTTP cache is on disk as in
    a person's browser: an in-memory incognito cache does not keep the 9.6 MB wasm)."""

    def __init__(self, playwright, folder: Path) -> None:  # type: ignore[no-untyped-def]
        self.playwright, self.folder, self.count = playwright, folder, 0
        self.launch = {"args": FLAGS, "viewport": {"width": 1280, "height": 800}}
        if Path("/usr/bin/chromium").exists():
            self.launch["executable_path"] = "/usr/bin/chromium"

    def context(self, service_workers: str = "block"):  # type: ignore[no-untyped-def]
        self.count += 1
        profile = self.folder / f"profile-{self.count}"
        context = self.playwright.chromium.launch_persistent_context(
            str(profile), service_workers=service_workers, **self.launch)
        context.add_init_script(PROBE)
        return context


def cold_and_warm(browser: Browser, url: str, slow: dict | None) -> tuple[dict, dict]:  # type: ignore[type-arg]
    context = browser.context()
    traffic = Traffic(context)
    cold = open_page(context, url, slow)
    cold["bytes"], cold["requests"] = traffic.bytes, traffic.requests
    traffic.bytes = traffic.requests = 0
    warm = open_page(context, url)
    warm["bytes"], warm["requests"] = traffic.bytes, traffic.requests
    context.close()
    return cold, warm


def first_visit_and_offline(browser: Browser, url: str, slow: dict | None) -> tuple[dict, dict]:  # type: ignore[type-arg]
    """A first visit with the service worker allowed (the page, then the worker's precache),
    then an offline reload served by the worker."""
    context = browser.context(service_workers="allow")
    traffic = Traffic(context)
    first = open_page(context, url, slow)
    page = context.pages[0]
    page.wait_for_function("() => !!navigator.serviceWorker.controller", timeout=300_000)
    page.evaluate("() => navigator.serviceWorker.ready.then(() => true)")
    page.wait_for_timeout(300)  # let the last precache responses be counted
    first["bytes"], first["requests"] = traffic.bytes, traffic.requests
    traffic.bytes = traffic.requests = 0
    context.set_offline(True)
    offline = open_page(context, url)
    offline["bytes"], offline["requests"] = traffic.bytes, traffic.requests
    context.close()
    return first, offline


def median(values: list[float]) -> float:
    return statistics.median(values) if values else float("nan")


def main() -> None:
    parser = argparse.ArgumentParser(description="Boot benchmark: the site (snapshot) vs today's boot vs bare loadPyodide().")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--no-build", action="store_true", help="measure the existing dist/")
    parser.add_argument("--mbps", type=float, default=None, help="throttle first loads to this many Mbit/s (20 ms latency)")
    parser.add_argument("--cpu", type=float, default=None, help="slow the CPU down this many times on first loads")
    parser.add_argument("--cold-only", action="store_true", help="skip the first-visit/offline (service worker) loads")
    parser.add_argument("--json", type=Path, help="also write every load's figures to this file")
    args = parser.parse_args()
    if not args.no_build:
        build.build()
    servers = []
    with tempfile.TemporaryDirectory() as tmp:
        urls = {}
        for name, folder in (("site", build.DIST), ("today", site_without_snapshot(build.DIST, Path(tmp)))):
            server = serve.make_server(folder, handler=BenchHandler)
            threading.Thread(target=server.serve_forever, daemon=True).start()
            servers.append(server)
            urls[name] = f"http://127.0.0.1:{server.server_address[1]}/"
        urls["bare"] = urls["site"] + BARE_PATH.lstrip("/")
        rows = measure(urls, args)
        for server in servers:
            server.shutdown()
            server.server_close()
    if args.json:
        args.json.write_text(json.dumps(rows, indent=1))
    report(rows, args)


def measure(urls: dict[str, str], args: argparse.Namespace) -> dict[str, list[dict]]:  # type: ignore[type-arg]
    rows: dict[str, list[dict]] = {}
    slow = {"mbps": args.mbps, "cpu": args.cpu}
    with sync_playwright() as playwright, tempfile.TemporaryDirectory() as profiles:
        browser = Browser(playwright, Path(profiles))
        cold_and_warm(browser, urls["site"], None)  # warm-up: OS file cache and server threads, not measured
        for run in range(args.runs):
            flip = (lambda names: names) if run % 2 == 0 else (lambda names: names[::-1])
            for name in flip(["site", "today", "bare"]):
                cold, warm = cold_and_warm(browser, urls[name], slow)
                rows.setdefault(f"{name} cold", []).append(cold)
                rows.setdefault(f"{name} warm", []).append(warm)
            if not args.cold_only:
                for name in flip(["site", "today"]):
                    first, offline = first_visit_and_offline(browser, urls[name], slow)
                    rows.setdefault(f"{name} first visit", []).append(first)
                    rows.setdefault(f"{name} offline", []).append(offline)
    return rows


def report(rows: dict[str, list[dict]], args: argparse.Namespace) -> None:  # type: ignore[type-arg]
    throttled = "".join([f", first loads at {args.mbps:g} Mbit/s" if args.mbps else "",
                         f", CPU {args.cpu:g}x slower on first loads" if args.cpu else ""])
    print(f"\nBoot, headless Chromium, medians of {args.runs} (ms since navigation start{throttled})")
    header = (f"{'page':<18} {'ready':>6} {'min':>6} {'max':>6} {'paint':>6} {'longest task':>13} {'worst':>6} "
              f"{'>200ms':>7} {'MB in':>7} {'reqs':>5}  python")
    print(header)
    order = ["site cold", "today cold", "bare cold", "site warm", "today warm", "bare warm",
             "site offline", "today offline", "site first visit", "today first visit"]
    for name in [n for n in order if n in rows]:
        loads = rows[name]
        readies = [r["ready"] for r in loads]
        longest = [max(r["long"], default=0) for r in loads]
        fcps = [r["fcp"] for r in loads if r["fcp"] is not None]
        paint = f"{median(fcps):6.0f}" if fcps else f"{'-':>6}"
        over = median([sum(1 for d in r["long"] if d > 200) for r in loads])
        how = "/".join(sorted({r["how"] for r in loads}))
        print(
            f"{name:<18} {median(readies):6.0f} {min(readies):6.0f} {max(readies):6.0f} {paint} "
            f"{median(longest):13.0f} {max(longest):6.0f} {over:7.0f} {median([r['bytes'] for r in loads]) / 1e6:7.2f} "
            f"{median([r['requests'] for r in loads]):5.0f}  {how}"
        )
    site, today, bare = rows["site cold"], rows["today cold"], rows["bare cold"]
    ratio = median([r["ready"] for r in site]) / median([r["ready"] for r in bare])
    # Loads run in site/today/bare triples: the median of the triples' ratios resists machine-load drift.
    paired = median([s["ready"] / b["ready"] for s, b in zip(site, bare)])
    today_ratio = median([r["ready"] for r in today]) / median([r["ready"] for r in bare])
    worst = max(max(r["long"], default=0) for r in site)
    stages = sorted({s for r in site for s in r["stages"]}, key=lambda s: median([r["stages"].get(s, 0) for r in site]))
    print("\nsite stages (py:progress, median ms): "
          + ", ".join(f"{s} {median([r['stages'][s] for r in site if s in r['stages']]):.0f}" for s in stages))
    print(f"\ncold ready ratio site/bare = {ratio:.2f} (median of pairs {paired:.2f}; target <= 0.45: "
          f"{'met' if ratio <= 0.45 else 'MISSED'}); today/bare = {today_ratio:.2f}")
    print(f"longest main-thread task before ready, site cold, worst of {len(site)} loads = {worst:.0f} ms "
          f"(target <= 700: {'met' if worst <= 700 else 'MISSED'})")
    if "site first visit" in rows:
        def mb(runs: list[dict]) -> str:
            return f"{median([r['bytes'] for r in runs]) / 1e6:.1f} MB"

        print(f"first visit bytes (page + service-worker precache): site {mb(rows['site first visit'])}, "
              f"today {mb(rows['today first visit'])}; before ready: site {mb(site)}, today {mb(today)}")


if __name__ == "__main__":
    main()
