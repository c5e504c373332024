"""tools/serve.py serves the build's precompressed copies the way a well-configured static host
does, and tools/build.py writes them (no browser: plain HTTP requests to a server in a thread).
tests/e2e/test_first_visit_bytes.py checks what Chromium downloads on a first visit.
"""

from __future__ import annotations

import gzip
import http.client
import shutil
import threading
from collections.abc import Iterator
from pathlib import Path

import build  # tools/build.py
import pytest
import serve  # tools/serve.py

SNAPSHOT = "snapshot/python-0123456789abcdef.bin"
WASM = "vendor/pyodide/pyodide.asm.wasm"


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A small site with precompressed copies written by the build's own step."""
    if shutil.which("node") is None:
        pytest.skip("precompressing needs node")
    root = tmp_path_factory.mktemp("site")
    files = {
        "index.html": b"<!doctype html><title>t</title>" + b"<p>lobby</p>" * 400,
        WASM: b"\0asm\1\0\0\0" + bytes(range(256)) * 64,
        SNAPSHOT: b"\0snp" + b"heap " * 4000,
        "img/icons/icon-192.png": b"\x89PNG" + bytes(4000),
        "small.js": b"let x = 1;\n",
    }
    for name, data in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_bytes(data)
    build.precompress(root)
    return root


@pytest.fixture(scope="module")
def port(site: Path) -> Iterator[int]:
    server, _ = serve.serve_in_thread(site)
    yield server.server_address[1]
    server.shutdown()
    server.server_close()


def get(port: int, path: str, accept: str | None) -> tuple[int, dict[str, str], bytes]:
    connection = http.client.HTTPConnection("127.0.0.1", port)
    connection.request("GET", "/" + path, headers={"Accept-Encoding": accept} if accept is not None else {})
    response = connection.getresponse()
    body = response.read()
    connection.close()
    return response.status, {k.lower(): v for k, v in response.getheaders()}, body


def test_the_build_writes_brotli_and_gzip_copies_of_large_files_only(site: Path) -> None:
    for name in ("index.html", WASM, SNAPSHOT):
        assert (site / f"{name}.br").exists() and (site / f"{name}.gz").exists(), name
        assert gzip.decompress((site / f"{name}.gz").read_bytes()) == (site / name).read_bytes()
    # Already compressed (PNG) or too small to gain anything: no copies.
    assert not list(site.glob("img/icons/*.png.*")) and not (site / "small.js.br").exists()


def test_the_precompressed_copies_are_not_precached(site: Path) -> None:
    urls = {url for urls in build.precache(site).values() for url in urls}
    assert SNAPSHOT in urls and WASM in urls
    assert not {url for url in urls if url.endswith((".br", ".gz"))}


@pytest.mark.parametrize(
    ("accept", "encoding"),
    [
        ("gzip, deflate, br, zstd", "br"),
        ("gzip, deflate", "gzip"),
        ("br;q=0, gzip", "gzip"),
        ("identity", None),
        (None, None),
        ("*", "br"),
    ],
)
def test_the_server_picks_the_copy_the_browser_accepts(
    site: Path, port: int, accept: str | None, encoding: str | None
) -> None:
    status, headers, body = get(port, WASM, accept)
    assert status == 200
    assert headers.get("content-encoding") == encoding
    assert headers["content-type"] == "application/wasm"  # the decoded body's type, whatever the encoding
    assert headers["vary"] == "Accept-Encoding"  # a shared cache must not hand brotli to a browser without it
    suffix = {"br": ".br", "gzip": ".gz", None: ""}[encoding]
    assert body == (site / (WASM + suffix)).read_bytes()
    assert int(headers["content-length"]) == len(body)


def test_content_hashed_files_are_immutable_and_the_rest_revalidated(port: int) -> None:
    assert get(port, SNAPSHOT, "br")[1]["cache-control"] == "public, max-age=31536000, immutable"
    for path in (WASM, "index.html", "", "small.js"):
        assert get(port, path, "br")[1]["cache-control"] == "no-cache", path
    _, headers, _ = get(port, "", "br")  # the directory's index.html, precompressed too
    assert headers["content-type"].startswith("text/html") and headers["content-encoding"] == "br"


def test_a_file_without_copies_has_no_vary_and_no_encoding(port: int) -> None:
    _, headers, body = get(port, "small.js", "br, gzip")
    assert "content-encoding" not in headers and "vary" not in headers and body == b"let x = 1;\n"


def test_the_server_counts_what_it_sent(site: Path) -> None:
    server, _ = serve.serve_in_thread(site)
    try:
        port = server.server_address[1]
        get(port, WASM, "br")
        get(port, WASM, None)
        sent = server.sent  # type: ignore[attr-defined]
        assert sent["/" + WASM] == (site / (WASM + ".br")).stat().st_size + (site / WASM).stat().st_size
    finally:
        server.shutdown()
        server.server_close()


def test_a_slow_link_delivers_every_byte(site: Path) -> None:
    """The benchmark's throttled mode (--mbps/--rtt) changes timing only, never the content."""
    server, _ = serve.serve_in_thread(site, link=serve.Link(mbps=200, rtt_ms=1))
    try:
        status, _headers, body = get(server.server_address[1], SNAPSHOT, "gzip")
        assert status == 200 and gzip.decompress(body) == (site / SNAPSHOT).read_bytes()
    finally:
        server.shutdown()
        server.server_close()


@pytest.mark.parametrize(
    ("header", "allowed"),
    [
        ("gzip, deflate, br, zstd", {"gzip", "deflate", "br", "zstd"}),
        ("br;q=0, *;q=0.5", {"gzip"}),
        ("", set()),
        ("GZIP ; q=1.0", {"gzip"}),
    ],
)
def test_accept_encoding_is_read_with_its_weights(header: str, allowed: set[str]) -> None:
    assert serve.accepted(header) == allowed


def test_a_keep_alive_connection_forgets_the_last_responses_encoding(site: Path) -> None:
    """A page a handler writes itself (the benchmark's bare page) after a brotli file on the same
    connection goes out plain: an inherited Content-Encoding made the browser fail to decode it."""

    class OwnPage(serve.Handler):
        def do_GET(self) -> None:
            if self.path != "/own":
                return super().do_GET()
            self.send_response(200)
            self.send_header("Content-Type", "text/plain")
            self.send_header("Content-Length", "2")
            self.end_headers()
            self.wfile.write(b"ok")
            return None

    server = serve.make_server(site, handler=OwnPage)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        connection = http.client.HTTPConnection("127.0.0.1", server.server_address[1])
        for path, encoding in (("/" + WASM, "br"), ("/own", None)):
            connection.request("GET", path, headers={"Accept-Encoding": "br"})
            response = connection.getresponse()
            response.read()
            assert response.getheader("Content-Encoding") == encoding, path
        connection.close()
    finally:
        server.shutdown()
        server.server_close()
