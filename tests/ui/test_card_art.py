"""Card art and the French card renderer: every picture the site references exists, is small,
self-contained SVG; every card of a deck renders with the right words, classes and art."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from html.parser import HTMLParser
from pathlib import Path
from typing import ClassVar

import pytest

from cardtable.app.i18n import translator
from cardtable.ui import cards
from cardtable.ui.cards import card_back, french_card
from cardtable.ui.games.gin_rummy import table as gin_ui
from cardtable.ui.games.twelve_days import table as twelve_ui

ROOT = Path(__file__).resolve().parents[2]
IMG = ROOT / "img"
SVG_NS = "{http://www.w3.org/2000/svg}"
MAX_BYTES = 8 * 1024
T = translator("en")

DELIVERED = [
    *(f"twelve_days/gift-{n}.svg" for n in range(1, 13)),
    "twelve_days/cover.svg",
    *(f"cards/suit-{name}.svg" for name in ("spades", "hearts", "diamonds", "clubs")),
    *(f"cards/court-{rank}.svg" for rank in "JQK"),
    "cards/back.svg",
    "cards/joker.svg",
    "gin_rummy/cover.svg",
]
DECK = [rank + suit for suit in "shdc" for rank in cards.RANKS]


def referenced_images() -> set[Path]:
    """Every img/… path named by a stylesheet (url(), relative to the sheet) or by the Python UI."""
    found: set[Path] = set()
    for sheet in [*ROOT.glob("css/*.css"), *ROOT.glob("css/games/*.css")]:
        for url in re.findall(r"url\(\s*['\"]?([^'\")]+)", sheet.read_text(encoding="utf-8")):
            if not url.startswith(("data:", "#")):
                found.add((sheet.parent / url).resolve())
    for module in (ROOT / "py" / "cardtable" / "ui").rglob("*.py"):
        for path in re.findall(r"[\"'](img/[\w./{}-]+)", module.read_text(encoding="utf-8")):
            if path.endswith("/"):  # a folder prefix (cards.IMG): the renderer tests check its files
                assert (ROOT / path).is_dir(), path
            elif "{" in path:  # an f-string: check every file it can name
                pattern = re.sub(r"\{[^}]*\}", "*", path)
                matches = list(ROOT.glob(pattern))
                assert matches, f"{module.name} names {path}, which matches no file"
                found.update(p.resolve() for p in matches)
            else:
                found.add((ROOT / path).resolve())
    return found


def all_svgs() -> list[Path]:
    return sorted(p for p in IMG.rglob("*.svg"))


def test_every_delivered_picture_exists() -> None:
    missing = [name for name in DELIVERED if not (IMG / name).is_file()]
    assert not missing


def test_every_referenced_picture_exists() -> None:
    refs = referenced_images()
    assert refs, "no image references found"
    assert {(IMG / "cards" / f"suit-{s}.svg").resolve() for s in cards.SUITS.values()} <= refs
    assert (IMG / "cards" / "back.svg").resolve() in refs
    missing = sorted(str(p.relative_to(ROOT)) for p in refs if not p.is_file())
    assert not missing


@pytest.mark.parametrize("path", all_svgs(), ids=lambda p: str(p.relative_to(IMG)))
def test_svg_is_small_well_formed_and_self_contained(path: Path) -> None:
    data = path.read_bytes()
    assert len(data) < MAX_BYTES, f"{len(data)} bytes"
    root = ET.fromstring(data)  # raises on malformed XML
    assert root.tag == f"{SVG_NS}svg"
    view_box = root.get("viewBox", "").split()
    assert len(view_box) == 4 and float(view_box[2]) > 0 and float(view_box[3]) > 0
    for element in root.iter():
        local = element.tag.split("}")[-1]
        assert local not in ("script", "foreignObject", "image", "iframe", "a"), local
        for name, value in element.attrib.items():
            if name.split("}")[-1] == "href":
                assert value.startswith("#"), f"external reference {value}"
            assert not name.lower().startswith("on"), f"event handler {name}"
            assert "url(" not in value or re.fullmatch(r"url\(#[\w-]+\)", value.strip()), value
    text = data.decode("utf-8")
    assert "http://" not in text.replace("http://www.w3.org/", "") and "https://" not in text
    assert "@import" not in text and "<style" not in text


def test_court_art_exposes_the_figure_used_by_the_renderer() -> None:
    for rank in "JQK":
        root = ET.fromstring((IMG / "cards" / f"court-{rank}.svg").read_bytes())
        assert any(el.get("id") == "f" for el in root.iter()), rank
        assert "currentColor" in (IMG / "cards" / f"court-{rank}.svg").read_text(), rank


def test_each_suit_has_its_own_shape() -> None:
    shapes = {(IMG / "cards" / f"suit-{name}.svg").read_bytes() for name in cards.SUITS.values()}
    assert len(shapes) == 4
    css = (ROOT / "css" / "cards.css").read_text(encoding="utf-8")
    for name in cards.SUITS.values():
        assert f".card.std.suit-{name} {{ --suit: url(../img/cards/suit-{name}.svg); }}" in css


def test_index_links_the_card_styles_right_after_the_table_styles() -> None:
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    assert re.search(r'href="\./css/table\.css">\s*<link rel="stylesheet" href="\./css/cards\.css">', html)


# ---------------------------------------------------------------- the French renderer


class _Parsed(HTMLParser):
    """Tags and attributes of a fragment, checking that every element is closed."""

    VOID: ClassVar[set[str]] = {"img"}

    def __init__(self, html: str) -> None:
        super().__init__()
        self.open: list[str] = []
        self.elements: list[tuple[str, dict[str, str | None]]] = []
        self.feed(html)
        self.close()
        assert not self.open, f"unclosed {self.open}"

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.elements.append((tag, dict(attrs)))
        if tag not in self.VOID:
            self.open.append(tag)

    def handle_endtag(self, tag: str) -> None:
        assert self.open and self.open[-1] == tag, (self.open, tag)
        self.open.pop()

    def with_class(self, name: str) -> list[dict[str, str | None]]:
        return [attrs for _, attrs in self.elements if name in (attrs.get("class") or "").split()]


def _classes(html: str) -> list[str]:
    return (_Parsed(html).elements[0][1].get("class") or "").split()


@pytest.mark.parametrize("four_colour", [False, True])
@pytest.mark.parametrize("small", [False, True])
@pytest.mark.parametrize("code", DECK)
def test_every_card_of_a_deck(code: str, small: bool, four_colour: bool) -> None:
    html = french_card(code, T, label=f"card {code}", small=small, four_colour=four_colour)
    parsed = _Parsed(html)
    tag, attrs = parsed.elements[0]
    assert tag == "span" and attrs["aria-label"] == f"card {code}"
    names = (attrs.get("class") or "").split()
    suit = cards.SUITS[code[1]]
    assert {"card", "std", f"suit-{suit}"} <= set(names)
    assert ("four-colour" in names) == four_colour and ("small" in names) == small
    # The rank is shown as text, the suit as a drawn shape (never colour alone).
    ranks = list(parsed.with_class("rank"))
    assert len(ranks) == 1 and parsed.with_class("suit")
    assert cards.rank_text(code) in html
    rank = code[0]
    pips = parsed.with_class("pip")
    if small:
        assert len(pips) == 1 and parsed.with_class("big-pip")
    elif rank in "JQK":
        assert "court" in names and f'href="img/cards/court-{rank}.svg#f"' in html and not pips
    elif rank == "A":
        assert "ace" in names and len(pips) == 1
    else:
        value = 10 if rank == "T" else int(rank)
        assert f"pips-{value}" in names and len(pips) == value
        assert len(parsed.with_class("corner-b")) == 1
    for attrs in parsed.elements[1:]:
        assert attrs[1].get("aria-hidden") == "true" or attrs[0] in ("span", "svg", "use", "img")


def test_card_codes() -> None:
    assert cards.parse("Ts") == ("T", "s") and cards.rank_text("Ts") == "10" and cards.suit_name("Kh") == "hearts"
    assert cards.parse("X") == ("X", "") and cards.suit_name("X1") is None
    for bad in ("", "1s", "Tx", "Tss", "ts"):
        with pytest.raises(ValueError):
            cards.parse(bad)


def test_joker_has_no_suit_and_its_own_picture() -> None:
    html = french_card("X", T, label="Joker")
    names = _classes(html)
    assert "joker" in names and not any(n.startswith("suit-") for n in names)
    assert 'src="img/cards/joker.svg"' in html and 'alt=""' in html and cards.JOKER_TEXT in html
    assert 'src="img/cards/joker.svg"' in french_card("X2", T, label="Joker", small=True)


def test_text_is_escaped() -> None:
    hostile = '<img src=x onerror=alert(1)> & "q"'
    html = french_card("As", T, label=hostile, attrs={"data-note": hostile, "class": "x<y"})
    assert "<img src=x" not in html and "&lt;img src=x onerror=alert(1)&gt; &amp; &quot;q&quot;" in html
    assert "aria-label" not in _Parsed(html).elements[0][1]  # a button is named by its content
    assert '<span class="sr-only">&lt;img src=x onerror=alert(1)&gt; &amp; "q"</span>' in html


def test_attrs_make_a_button_and_merge_classes() -> None:
    html = french_card(
        "Kh",
        T,
        label="K of hearts",
        attrs={"data-action": "input", "data-index": "3", "class": "card std suit-hearts is-legal", "disabled": False},
    )
    tag, attrs = _Parsed(html).elements[0]
    assert tag == "button" and attrs["type"] == "button"
    assert attrs["data-action"] == "input" and attrs["data-index"] == "3" and "disabled" not in attrs
    names = (attrs["class"] or "").split()
    assert names.count("card") == 1 and {"std", "suit-hearts", "court", "is-legal"} <= set(names)


def test_card_back() -> None:
    assert _classes(card_back()) == ["card", "back"] and 'aria-hidden="true"' in card_back()
    assert _classes(card_back(small=True, attrs={"class": "extra"})) == ["card", "back", "small", "extra"]


# ---------------------------------------------------------------- the games' cards


@pytest.mark.parametrize("code", DECK)
def test_gin_cards_keep_their_words_classes_and_data(code: str) -> None:
    suit = cards.SUITS[code[1]]
    html = gin_ui.card(code, T)
    assert {"card", "std", f"suit-{suit}"} <= set(_classes(html))
    assert _Parsed(html).elements[0][1]["aria-label"] == gin_ui.card_label(code, T)
    button = gin_ui.card(
        code,
        T,
        {
            "data-action": "input",
            "data-input": "toggle-card",
            "data-index": "0",
            "aria-pressed": "false",
            "class": f"card std suit-{suit} in-meld meld-1",
        },
    )
    tag, attrs = _Parsed(button).elements[0]
    assert (
        tag == "button"
        and attrs["data-input"] == "toggle-card"
        and attrs["data-index"] == "0"
        and attrs["aria-pressed"] == "false"
    )
    assert {"in-meld", "meld-1", f"suit-{suit}"} <= set((attrs["class"] or "").split())
    assert "small" in _classes(gin_ui.card(code, T, small=True))


@pytest.mark.parametrize("value", range(1, 13))
def test_twelve_days_cards_show_their_gift(value: int) -> None:
    for small in (False, True):
        html = twelve_ui.card(value, T, small=small)
        parsed = _Parsed(html)
        _tag, attrs = parsed.elements[0]
        assert f"v{value}" in (attrs["class"] or "").split() and ("small" in (attrs["class"] or "")) == small
        assert attrs["aria-label"] == T("twelve_days.card", value=value, gift=T(f"twelve_days.gift.{value}"))
        art = [a for t, a in parsed.elements if t == "img"]
        assert art == [{"class": "gift-art", "src": f"img/twelve_days/gift-{value}.svg", "alt": ""}]
        assert (ROOT / f"img/twelve_days/gift-{value}.svg").is_file()
        assert re.search(rf'<span class="rank" aria-hidden="true">{value}</span>', html)
