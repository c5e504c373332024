#!/usr/bin/env python3
"""Set up, build and serve the site: python3 tools/serve.py [--port 8000] [--host 127.0.0.1] [--no-build]
[--mbps N --rtt MS]

Runs `npm ci` when needed and tools/build.py, then serves dist/ on http://localhost:8000 the
way a well-configured static host does:

- the precompressed copy the build wrote beside a file (`X.br`, `X.gz`) when the request's
  Accept-Encoding allows it, with `Content-Encoding`, the original file's `Content-Type` and
  `Vary: Accept-Encoding`;
- content-hashed files (the memory snapshot, PyScript's chunks) `immutable` for a year, every
  other file `no-cache` (revalidated: after a rebuild the browser never mixes old and new files).

--mbps/--rtt make it a slow link (one shared downlink for every connection, a round trip
before each response and each new connection), for the boot benchmark's "school tablet":
unlike Chromium's network emulation it slows the service worker's fetches too.
The tests and tools/bench_boot.py use `make_server` from here, so they see what a person sees.
"""

from __future__ import annotations

import argparse
import functools
import importlib.util
import os
import re
import sys
import threading
import time
from collections import Counter
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, BinaryIO

import build

# Static hosts send these; browsers refuse to stream-compile wasm or import a module without them.
MIME_TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".webmanifest": "application/manifest+json",
    ".json": "application/json",
    ".zip": "application/zip",
    ".toml": "text/plain; charset=utf-8",
    ".py": "text/plain; charset=utf-8",
    ".svg": "image/svg+xml",
    ".css": "text/css",
    ".html": "text/html; charset=utf-8",
    ".bin": "application/octet-stream",
}
# Precompressed siblings, best first: (Accept-Encoding token, file suffix).
ENCODINGS = (("br", ".br"), ("gzip", ".gz"))
# A name that changes with the content: snapshot/python-<16 hex>.bin, vendor/pyscript/<name>-<8 chars>.js.
CONTENT_HASHED = re.compile(r"(^|/)snapshot/python-[0-9a-f]{16}\.bin$|(^|/)vendor/pyscript/[\w.]+-[\w-]{8}\.js$")
IMMUTABLE = "public, max-age=31536000, immutable"


def accepted(header: str | None) -> set[str]:
    """The content codings an Accept-Encoding header allows (q=0 refuses; `*` allows the rest)."""
    allowed: set[str] = set()
    refused: set[str] = set()
    star = False
    for part in (header or "").split(","):
        token, _, params = part.strip().partition(";")
        token = token.strip().lower()
        q = re.search(r"q\s*=\s*([0-9.]+)", params)
        ok = not q or float(q.group(1) or 0) > 0
        if token == "*":
            star = ok
        elif token:
            (allowed if ok else refused).add(token)
    if star:
        allowed |= {name for name, _ in ENCODINGS} - refused
    return allowed


class Link:
    """A downlink shared by every connection: `mbps` megabits per second, `rtt` ms round trip."""

    def __init__(self, mbps: float, rtt_ms: float) -> None:
        self.bytes_per_second = mbps * 1e6 / 8
        self.rtt = rtt_ms / 1000
        self._free_at = 0.0  # when the link has sent everything queued so far
        self._lock = threading.Lock()

    def send(self, wfile: BinaryIO, data: bytes) -> None:
        for start in range(0, len(data), 16384):
            chunk = data[start : start + 16384]
            with self._lock:
                self._free_at = max(self._free_at, time.monotonic()) + len(chunk) / self.bytes_per_second
                done = self._free_at
            time.sleep(max(0.0, done - time.monotonic()))
            wfile.write(chunk)


class _Throttled:
    """A write-only file that sends through a Link."""

    def __init__(self, wfile: BinaryIO, link: Link) -> None:
        self._wfile, self._link = wfile, link

    def write(self, data: bytes) -> int:
        self._link.send(self._wfile, bytes(data))
        return len(data)

    def flush(self) -> None:
        self._wfile.flush()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._wfile, name)


class Handler(SimpleHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive: the boot fetches ~20 files
    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}  # noqa: RUF012
    quiet = False
    link: Link | None = None
    # Per path: body bytes sent with status 200 (tests and the benchmark read it: "nothing twice").
    sent: Counter[str]
    _encoding: str | None = None  # of the response being sent
    _original: str | None = None  # the file asked for (not its .br/.gz)

    def setup(self) -> None:
        super().setup()
        if self.link is not None:
            time.sleep(self.link.rtt)  # the TCP handshake
            self.wfile = _Throttled(self.wfile, self.link)  # type: ignore[assignment,arg-type]

    def parse_request(self) -> bool:
        # Per request, not per connection: a keep-alive connection serves many, and a response
        # that does not go through send_head (a subclass's own page) must not inherit the last
        # file's Content-Encoding (the browser then fails with ERR_CONTENT_DECODING_FAILED).
        self._encoding = self._original = None
        return super().parse_request()

    def send_head(self):  # type: ignore[no-untyped-def]
        if self.link is not None:
            time.sleep(self.link.rtt)  # the request goes up, the first byte comes down
        return super().send_head()

    def translate_path(self, path: str) -> str:
        """The precompressed sibling of the file, when there is one the browser accepts."""
        real = super().translate_path(path)
        if os.path.isdir(real):
            real = os.path.join(real, "index.html")
        self._original = real
        if os.path.isfile(real):
            allowed = accepted(self.headers.get("Accept-Encoding"))
            for name, suffix in ENCODINGS:
                if name in allowed and os.path.isfile(real + suffix):
                    self._encoding = name
                    return real + suffix
        return real

    def guess_type(self, path: str | os.PathLike[str]) -> str:
        # The type of what the body decodes to, not of the .br/.gz file.
        return super().guess_type(self._original if self._encoding and self._original else path)

    def send_header(self, keyword: str, value: str) -> None:
        super().send_header(keyword, value)
        if keyword.lower() == "content-type" and self._encoding:
            super().send_header("Content-Encoding", self._encoding)

    def end_headers(self) -> None:
        original = self._original
        if original and any(os.path.isfile(original + suffix) for _, suffix in ENCODINGS):
            self.send_header("Vary", "Accept-Encoding")
        relative = os.path.relpath(original, self.directory).replace(os.sep, "/") if original else ""
        self.send_header("Cache-Control", IMMUTABLE if CONTENT_HASHED.search(relative) else "no-cache")
        super().end_headers()

    def copyfile(self, source: BinaryIO, outputfile: BinaryIO) -> None:  # type: ignore[override]
        # Counted before sending: a client may have read the whole body before copyfile returns.
        self.sent[self.path.split("?")[0]] += os.fstat(source.fileno()).st_size - source.tell()
        super().copyfile(source, outputfile)

    def log_message(self, format: str, *args: object) -> None:
        if not self.quiet:
            super().log_message(format, *args)


def make_server(
    root: Path,
    host: str = "127.0.0.1",
    port: int = 0,
    quiet: bool = True,
    handler: type[Handler] = Handler,
    link: Link | None = None,
) -> ThreadingHTTPServer:
    """A threaded static server for `root` (port 0 = any free port); call serve_forever().
    `server.RequestHandlerClass.sent` counts the body bytes sent per path."""
    configured = type(handler.__name__, (handler,), {"quiet": quiet, "link": link, "sent": Counter()})
    server = ThreadingHTTPServer((host, port), functools.partial(configured, directory=str(root)))
    server.daemon_threads = True
    server.sent = configured.sent  # type: ignore[attr-defined]
    return server


def serve_in_thread(root: Path, host: str = "127.0.0.1", link: Link | None = None) -> tuple[ThreadingHTTPServer, str]:
    """Start a quiet server on a free port in a daemon thread; returns (server, base URL)."""
    server = make_server(root, host, 0, link=link)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://{host}:{server.server_address[1]}/"


def main() -> None:
    parser = argparse.ArgumentParser(description="Build dist/ and serve it.")
    parser.add_argument("--host", default="127.0.0.1", help="interface to listen on (0.0.0.0 for a tablet on the LAN)")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--no-build", action="store_true", help="serve the existing dist/ as it is")
    parser.add_argument("--mbps", type=float, help="a slow link: this many Mbit/s down, shared by all connections")
    parser.add_argument("--rtt", type=float, default=40.0, help="round trip in ms with --mbps (default 40)")
    args = parser.parse_args()
    if not args.no_build and importlib.util.find_spec("babel") is None:
        # The build compiles the texts with Babel (tools/catalogs.py): set up .venv as the
        # tests do, and build and serve from there.
        import test as setup  # tools/test.py

        setup.ensure_venv()
        setup.ensure_requirements()
        os.execv(setup.PYTHON, [str(setup.PYTHON), __file__, *sys.argv[1:]])
    if not args.no_build:
        build.build()
    link = Link(args.mbps, args.rtt) if args.mbps else None
    try:
        server = make_server(build.DIST, args.host, args.port, quiet=False, link=link)
    except OSError as error:
        sys.exit(f"cannot listen on {args.host}:{args.port}: {error} (try --port 8001)")
    shown = "localhost" if args.host in ("127.0.0.1", "0.0.0.0") else args.host
    print(f"Serving {build.DIST} on http://{shown}:{args.port}/  (Ctrl+C stops)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        print()


if __name__ == "__main__":
    main()
