#!/usr/bin/env python3
"""Set up, build and serve the site: python3 tools/serve.py [--port 8000] [--host 127.0.0.1] [--no-build]

Runs `npm ci` when needed and tools/build.py, then serves dist/ on http://localhost:8000.
The tests and the boot benchmark use `make_server` from here too, so they see the same
MIME types and headers as a person does.
"""

from __future__ import annotations

import argparse
import functools
import sys
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import ClassVar

import build  # tools/build.py (this script's folder is first on sys.path)

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
}


class Handler(SimpleHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive: the boot fetches ~20 files
    extensions_map: ClassVar[dict[str, str]] = {**SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    quiet = False

    def end_headers(self) -> None:
        # Always revalidate (cheap 304s): after a rebuild the browser never mixes old and new
        # files. Offline and repeat visits are the service worker's job, not the HTTP cache's.
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:
        if not self.quiet:
            super().log_message(format, *args)


def make_server(
    root: Path, host: str = "127.0.0.1", port: int = 0, quiet: bool = True, handler: type[Handler] = Handler
) -> ThreadingHTTPServer:
    """A threaded static server for `root` (port 0 = any free port); call serve_forever()."""
    configured = type(handler.__name__, (handler,), {"quiet": quiet})
    server = ThreadingHTTPServer((host, port), functools.partial(configured, directory=str(root)))
    server.daemon_threads = True
    return server


def serve_in_thread(root: Path, host: str = "127.0.0.1") -> tuple[ThreadingHTTPServer, str]:
    """Start a quiet server on a free port in a daemon thread; returns (server, base URL)."""
    server = make_server(root, host, 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://{host}:{server.server_address[1]}/"


def main() -> None:
    parser = argparse.ArgumentParser(description="Build dist/ and serve it.")
    parser.add_argument("--host", default="127.0.0.1", help="interface to listen on (0.0.0.0 for a tablet on the LAN)")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--no-build", action="store_true", help="serve the existing dist/ as it is")
    args = parser.parse_args()
    if not args.no_build:
        build.build()
    try:
        server = make_server(build.DIST, args.host, args.port, quiet=False)
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
