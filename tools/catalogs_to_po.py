#!/usr/bin/env python3
"""Turn a folder of Python dict catalogs into gettext .po files, one per language, and delete them.

    .venv/bin/python tools/catalogs_to_po.py py/cardtable/ui/games/<id>/catalogs [--keep]
    .venv/bin/python tools/catalogs_to_po.py cardtable.ui.games.<id>.catalogs

The folder (or package) holds the old form of a game's texts: `en.py`, `ru.py`, `cs.py`, `fr.py`
with `MESSAGES` (key -> text; a count-bearing text lists its plural forms joined by "|"), and
beside them any module of texts for every language at once (`events.py`'s `EVENTS`,
`timeline.py`'s `TEXTS`: a dict from language to key -> text), merged into each language. The
modules are loaded from their files, so any game folder works, wherever it is.

It writes `<lang>.po` into the same folder (key msgids, English in en.po, msgid_plural and
msgstr[n] for plural texts; no `python-brace-format` flag: with key msgids, gettext's
`msgfmt -c`, which Poedit runs, would find the fields missing from the msgid), reads every file back
through tools/catalogs.py (Babel) and the standard library's gettext and checks each text,
each plural form included, against the dicts; only then does it delete the .py files (unless
--keep). Needs Babel: run it with .venv/bin/python (tools/test.py installs it).
"""

from __future__ import annotations

import argparse
import gettext
import importlib.util
import io
import shutil
import sys
from collections.abc import Mapping
from pathlib import Path
from types import ModuleType

import catalogs  # tools/, beside this script

# The languages and their plural rules (gettext's Plural-Forms; the forms a "|"-joined text
# lists, in this order).
PLURAL_FORMS = {
    "en": "nplurals=2; plural=(n != 1);",
    "ru": "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
    "cs": "nplurals=3; plural=((n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2);",
    "fr": "nplurals=2; plural=(n > 1);",
}
LANGUAGE_NAMES = {"en": "English", "ru": "Russian", "cs": "Czech", "fr": "French"}
PLURAL_SEPARATOR = "|"
COUNTS = (0, 1, 2, 3, 5, 11, 12, 21, 22, 25, 101, 111)  # the counts each plural text is checked at


def folder_of(target: str) -> Path:
    """The folder named by a path, or by a dotted package name (imported to find it)."""
    path = Path(target)
    if path.is_dir():
        return path.resolve()
    if "/" not in target and all(part.isidentifier() for part in target.split(".")):
        spec = importlib.util.find_spec(target)
        if spec is not None and spec.submodule_search_locations:
            return Path(next(iter(spec.submodule_search_locations))).resolve()
    sys.exit(f"[catalogs_to_po] {target}: neither a folder nor an importable package")


def load_modules(folder: Path) -> dict[str, ModuleType]:
    """Every module of the folder, loaded from its file as one private package (so their
    relative imports, `from .events import EVENTS`, work) without importing the real one."""
    package = f"_dict_catalogs_{abs(hash(folder))}"
    spec = importlib.util.spec_from_file_location(
        package, folder / "__init__.py", submodule_search_locations=[str(folder)]
    )
    assert spec is not None and spec.loader is not None
    root = importlib.util.module_from_spec(spec)
    sys.modules[package] = root
    if (folder / "__init__.py").exists():
        spec.loader.exec_module(root)
    found = {}
    for path in sorted(folder.glob("*.py")):
        if path.stem != "__init__":
            found[path.stem] = importlib.import_module(f"{package}.{path.stem}")
    return found


def dict_catalogs(folder: Path) -> dict[str, dict[str, str]]:
    """lang -> key -> text: each language's MESSAGES, with the all-languages modules merged in."""
    modules = load_modules(folder)
    missing = [lang for lang in PLURAL_FORMS if lang not in modules or not hasattr(modules[lang], "MESSAGES")]
    if missing:
        sys.exit(f"[catalogs_to_po] {folder}: no MESSAGES in {', '.join(f'{lang}.py' for lang in missing)}")
    result = {lang: dict(modules[lang].MESSAGES) for lang in PLURAL_FORMS}
    for name, module in modules.items():
        if name in PLURAL_FORMS:
            continue
        for value in vars(module).values():
            if isinstance(value, Mapping) and set(PLURAL_FORMS) <= set(value):
                for lang in PLURAL_FORMS:
                    result[lang].update(value[lang])
    return result


def quoted(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t").replace("\n", "\\n") + '"'


def po_string(keyword: str, text: str) -> list[str]:
    """`keyword "text"`, a text with line breaks one line of the file per line of the text."""
    if "\n" not in text:
        return [f"{keyword} {quoted(text)}"]
    lines = text.split("\n")
    parts = [line + "\n" for line in lines[:-1]] + ([lines[-1]] if lines[-1] else [])
    return [f'{keyword} ""', *(quoted(part) for part in parts)]


def po_text(lang: str, texts: Mapping[str, str], order: list[str], title: str) -> str:
    nplurals = int(PLURAL_FORMS[lang].split(";")[0].split("=")[1])
    lines = [
        f"# {title}: the {LANGUAGE_NAMES[lang]} texts of Cardtable.",
        "# The msgids are keys; en.po holds the English (CONTRIBUTING.md, Texts).",
        'msgid ""',
        'msgstr ""',
        '"Project-Id-Version: cardtable\\n"',
        f'"Language: {lang}\\n"',
        '"MIME-Version: 1.0\\n"',
        '"Content-Type: text/plain; charset=UTF-8\\n"',
        '"Content-Transfer-Encoding: 8bit\\n"',
        f'"Plural-Forms: {PLURAL_FORMS[lang]}\\n"',
    ]
    for key in order:
        text = texts[key]
        lines.append("")
        lines.append(f"msgid {quoted(key)}")
        if PLURAL_SEPARATOR in text:
            forms = text.split(PLURAL_SEPARATOR)
            if len(forms) != nplurals:
                sys.exit(f"[catalogs_to_po] {lang}: {key} has {len(forms)} forms, {lang} has {nplurals}")
            lines.append(f"msgid_plural {quoted(key)}")
            for index, form in enumerate(forms):
                lines += po_string(f"msgstr[{index}]", form)
        else:
            lines += po_string("msgstr", text)
    return "\n".join(lines) + "\n"


def check(po: Path, lang: str, texts: Mapping[str, str]) -> None:
    """Read the written file back as the app will (compiled, through gettext) and compare."""
    reference = gettext.GNUTranslations(io.BytesIO(catalogs.compile_po(po)))
    by_babel = catalogs.messages(po)
    if set(by_babel) != set(texts):
        sys.exit(f"[catalogs_to_po] {po}: keys differ from the dicts: {sorted(set(by_babel) ^ set(texts))[:5]}")
    for key, text in texts.items():
        if PLURAL_SEPARATOR in text:
            forms = text.split(PLURAL_SEPARATOR)
            got = {reference.ngettext(key, key, n) for n in COUNTS}
            ok = by_babel[key] == tuple(forms) and got == set(forms)
        else:
            ok = by_babel[key] == (text,) and reference.gettext(key) == text
        if not ok:
            sys.exit(f"[catalogs_to_po] {po}: {key} does not read back as written")


def convert(folder: Path, *, keep: bool) -> list[Path]:
    texts = dict_catalogs(folder)
    english = texts["en"]
    order = list(english) + sorted(set().union(*texts.values()) - set(english))
    title = english.get(f"{folder.parent.name}.title", "Shared texts")  # a game's folder: ui/games/<id>/catalogs
    written = []
    for lang, messages in texts.items():
        po = folder / f"{lang}.po"
        po.write_text(po_text(lang, messages, [k for k in order if k in messages], title), encoding="utf-8")
        check(po, lang, messages)
        written.append(po)
    if not keep:
        for path in folder.glob("*.py"):
            path.unlink()
        shutil.rmtree(folder / "__pycache__", ignore_errors=True)
    return written


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("target", nargs="+", help="a folder of dict catalogs, or its dotted package name")
    parser.add_argument("--keep", action="store_true", help="keep the .py catalogs (default: delete them)")
    args = parser.parse_args(argv)
    for target in args.target:
        folder = folder_of(target)
        written = convert(folder, keep=args.keep)
        print(f"[catalogs_to_po] {folder}: wrote {', '.join(p.name for p in written)}", flush=True)


if __name__ == "__main__":
    main()
