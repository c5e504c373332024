#!/usr/bin/env python3
"""The texts' gettext catalogs: read each `.po` file and compile it to `.mo`, with Babel.

    .venv/bin/python tools/catalogs.py     compile every catalog beside its .po (the tests do it themselves)

Every folder of texts is named `catalogs/` and holds one `<lang>.po` per language: the shared
texts in py/cardtable/app/catalogs/, each game's in py/cardtable/ui/games/<id>/catalogs/. The
msgids are keys (`lobby.start`); en.po holds the English. At run time the standard library's
`gettext` reads the compiled `.mo` files (cardtable.app.i18n), so Babel is a build-time tool
only: pinned in tests/requirements.txt, it is never shipped. tools/build.py puts the `.mo`
files into cardtable.zip; the tests compile them in place (conftest.py), where git ignores them.

A catalog is refused, with the file and the reason, when it does not parse, names another
language than its file name, lacks a Plural-Forms header, gives a count-bearing text another
number of forms than the header says, or has an entry marked fuzzy (it would silently be
left out of the `.mo`, and the player would read English).
"""

from __future__ import annotations

import io
import os
import sys
import tempfile
from collections.abc import Iterable
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import PoFileError, read_po

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "py" / "cardtable"
FOLDER = "catalogs"  # the name of every folder of texts


class CatalogError(ValueError):
    """A .po file that cannot be used as it is; the message names the file and what is wrong."""


def po_files(root: Path = PACKAGE) -> list[Path]:
    """Every catalog under `root`: `…/catalogs/<lang>.po`."""
    return sorted(root.rglob(f"{FOLDER}/*.po"))


def read(path: Path) -> Catalog:
    """The parsed catalog of `path`, checked (see the module's docstring)."""
    where = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
    try:
        with path.open("rb") as file:
            catalog = read_po(file, abort_invalid=True)
    except (PoFileError, UnicodeDecodeError) as error:
        raise CatalogError(f"{where}: not a readable .po file: {error}") from None
    language = dict(catalog.mime_headers).get("Language")
    if language != path.stem:
        raise CatalogError(f"{where}: its header says Language: {language!r}, its name {path.stem!r}")
    # Babel supplies a rule of its own when the header has none: look at the header itself.
    if '"Plural-Forms:' not in path.read_text(encoding="utf-8").split("\n\n", 1)[0]:
        raise CatalogError(f"{where}: no Plural-Forms header (e.g. nplurals=2; plural=(n != 1);)")
    for message in list(catalog)[1:]:
        if message.fuzzy:
            raise CatalogError(
                f"{where}:{message.lineno}: {message.id!r} is marked fuzzy: check it, then remove the mark"
            )
        # More forms than the header's nplurals do not parse; Babel pads fewer with empty ones.
        if message.pluralizable and not all(message.string):
            raise CatalogError(
                f"{where}:{message.lineno}: {message.id[0]!r} lacks a plural form: the header says "
                f"{catalog.num_plurals}"
            )
    return catalog


def messages(path: Path) -> dict[str, tuple[str, ...]]:
    """key -> its forms (one for a plain text, one per plural form for a count-bearing one)."""
    found: dict[str, tuple[str, ...]] = {}
    for message in list(read(path))[1:]:
        if message.pluralizable:
            found[message.id[0]] = tuple(message.string)
        else:
            found[message.id] = (message.string,)
    return found


def texts(folders: Iterable[Path], lang: str) -> dict[str, tuple[str, ...]]:
    """key -> forms of every catalog of `lang` in `folders`, merged (their keys never collide)."""
    merged: dict[str, tuple[str, ...]] = {}
    for folder in folders:
        merged.update(messages(folder / f"{lang}.po"))
    return merged


def compile_po(path: Path) -> bytes:
    """The .mo bytes of the catalog at `path` (the header, with its Plural-Forms, included)."""
    out = io.BytesIO()
    write_mo(out, read(path))
    return out.getvalue()


def compiled(root: Path = PACKAGE) -> dict[Path, bytes]:
    """`<lang>.mo` path (beside its .po) -> its bytes, for every catalog under `root`."""
    return {po.with_suffix(".mo"): compile_po(po) for po in po_files(root)}


def compile_in_place(root: Path = PACKAGE) -> list[Path]:
    """Write each catalog's .mo beside its .po when it differs; returns those written.
    Written whole and swapped in, so parallel test workers never read half a file."""
    written = []
    for target, data in compiled(root).items():
        if target.exists() and target.read_bytes() == data:
            continue
        with tempfile.NamedTemporaryFile(dir=target.parent, prefix=f".{target.name}-", delete=False) as tmp:
            tmp.write(data)
        os.replace(tmp.name, target)
        written.append(target)
    return written


def main() -> None:
    try:
        written = compile_in_place()
    except CatalogError as error:
        sys.exit(f"[catalogs] {error}")
    print(f"[catalogs] {len(po_files())} catalogs, {len(written)} .mo files written", flush=True)


if __name__ == "__main__":
    main()
