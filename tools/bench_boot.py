#!/usr/bin/env python3
"""Boot benchmark in headless Chromium: python3 tools/bench_boot.py [--runs 5] [--no-build]

Medians of COLD loads (a fresh browser context each: empty HTTP cache, no service worker) of
  site  the built dist/: navigation start -> <html data-ready> (the table is interactive), and
        first-contentful-paint (the pre-rendered lobby);
  bare  a page that only does `await loadPyodide(); runPython("1+1")` from the SAME vendored
        files on the same server (generated in memory, never part of dist/),
measured in the same run, alternating site/bare. Targets: ready ratio <= 1.3, lobby < 300 ms.
The longest main-thread task shows how long the page cannot react to input while Python starts.
Needs Playwright: run it with .venv/bin/python (tools/test.py creates .venv), or with plain
python3 once .venv exists (it re-runs itself there).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
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

sys.path.insert(0, str(ROOT / "tools"))
import build  # noqa: E402
import serve  # noqa: E402

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
# Runs before any page script: timestamps (ms since navigation start) of data-ready and of
# PyScript's progress stages, for the breakdown.
PROBE = """
window.__bench = { stages: {} };
new MutationObserver(() => {
  if (!window.__bench.ready && document.documentElement && document.documentElement.hasAttribute("data-ready")) {
    window.__bench.ready = performance.now();
  }
}).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-ready"] });
addEventListener("py:progress", ({ detail }) => { window.__bench.stages[detail] = performance.now(); });
window.__bench.longest = 0;
new PerformanceObserver((list) => {
  for (const task of list.getEntries()) window.__bench.longest = Math.max(window.__bench.longest, task.duration);
}).observe({ type: "longtask", buffered: true });
"""
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
         "--disable-component-update", "--disable-sync"]


class BenchHandler(serve.Handler):
    def do_GET(self) -> None:  # noqa: N802 (http.server's naming)
        if self.path.split("?")[0] != BARE_PATH:
            return super().do_GET()
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(BARE_PAGE)))
        self.end_headers()
        self.wfile.write(BARE_PAGE)
        return None


def load(browser, url: str) -> dict:  # type: ignore[no-untyped-def]
    context = browser.new_context(service_workers="block", viewport={"width": 1280, "height": 800})
    requests: list[str] = []
    context.on("request", lambda request: requests.append(request.url))
    page = context.new_page()
    page.add_init_script(PROBE)
    page.goto(url)
    page.wait_for_function("() => window.__bench && window.__bench.ready", timeout=120_000)
    result = page.evaluate(
        """() => ({
            ready: window.__bench.ready,
            longest: window.__bench.longest,
            stages: window.__bench.stages,
            fcp: (performance.getEntriesByName("first-contentful-paint")[0] || {}).startTime ?? null,
            wasm: (performance.getEntriesByType("resource").find((e) => e.name.endsWith(".wasm")) || {}).responseEnd ?? null,
        })"""
    )
    context.close()
    result["requests"] = len(requests)
    return result


def median(values: list[float]) -> float:
    return statistics.median(values) if values else float("nan")


def main() -> None:
    parser = argparse.ArgumentParser(description="Cold-boot benchmark: the site vs bare loadPyodide().")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--no-build", action="store_true", help="measure the existing dist/")
    args = parser.parse_args()
    if not args.no_build:
        build.build()
    server = serve.make_server(build.DIST, handler=BenchHandler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"

    results: dict[str, list[dict]] = {"site": [], "bare": []}
    with sync_playwright() as playwright:
        launch = {"args": FLAGS}
        if Path("/usr/bin/chromium").exists():
            launch["executable_path"] = "/usr/bin/chromium"
        browser = playwright.chromium.launch(**launch)
        load(browser, base + "/")  # warm-up: OS file cache and server threads, not measured
        for run in range(args.runs):
            order = ("site", "bare") if run % 2 == 0 else ("bare", "site")
            for name in order:
                results[name].append(load(browser, base + ("/" if name == "site" else BARE_PATH)))
        browser.close()
    server.shutdown()
    server.server_close()

    site, bare = results["site"], results["bare"]
    ready_site = median([r["ready"] for r in site])
    ready_bare = median([r["ready"] for r in bare])
    fcp = median([r["fcp"] for r in site if r["fcp"] is not None])
    print(f"\nCold boot, headless Chromium, median of {args.runs} (ms since navigation start)")
    print(f"{'page':<6} {'ready':>7} {'min':>7} {'max':>7} {'wasm downloaded':>16} {'first paint':>12} {'requests':>9} {'longest task':>13}")
    for name, rows in results.items():
        readies = [r["ready"] for r in rows]
        fcps = [r["fcp"] for r in rows if r["fcp"] is not None]
        paint = f"{median(fcps):12.0f}" if fcps else f"{'-':>12}"  # the bare page paints nothing
        print(
            f"{name:<6} {median(readies):7.0f} {min(readies):7.0f} {max(readies):7.0f} "
            f"{median([r['wasm'] for r in rows if r['wasm']]):16.0f} {paint} {median([r['requests'] for r in rows]):9.0f} "
            f"{median([r['longest'] for r in rows]):13.0f}"
        )
    stages = sorted({s for r in site for s in r["stages"]}, key=lambda s: median([r["stages"].get(s, 0) for r in site]))
    print("\nsite stages (py:progress, median ms): " + ", ".join(f"{s} {median([r['stages'][s] for r in site if s in r['stages']]):.0f}" for s in stages))
    ratio = ready_site / ready_bare
    # Loads run in site/bare pairs: the median of the pairs' ratios resists machine-load drift.
    paired = median([s["ready"] / b["ready"] for s, b in zip(site, bare)])
    print(f"\nready ratio site/bare = {ratio:.2f} (median of pairs {paired:.2f}; target <= 1.3: {'met' if ratio <= 1.3 else 'MISSED'})")
    print(f"lobby first paint = {fcp:.0f} ms (target < 300: {'met' if fcp < 300 else 'MISSED'})")


if __name__ == "__main__":
    main()
