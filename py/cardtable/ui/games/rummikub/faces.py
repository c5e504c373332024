"""Rummikub tiles as markup and as short text, for both tile sets.

A tile shows its number large with its colour's symbol under it, so colour never
carries the colour alone (numbers: black ●, blue ■, orange ▲, red ◆; My Rummy's
card faces: ♠ ♣ ♦ ♥ with A J Q K in the player's letters). The symbols are CSS
masks of ``img/rummikub/sym-<name>.svg`` painted in the tile's colour; the joker is
``img/rummikub/joker.svg`` and, on the table, carries a small note of the tile it
stands for.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ....app.i18n import Translator
from ....engine.games.rummikub.tiles import (
    CARD_SUITS,
    JOKER,
    NOTATIONS,
    NUMBER_COLOURS,
    Notation,
    colour_of,
    number_of,
)
from ...markup import Markup, classes, h
from ...parts import card_row

COLOUR_NAMES = {"numbers": NUMBER_COLOURS, "cards": CARD_SUITS}
"""Each tile set's colours in the engine's colour order (their text keys and symbol files)."""
GLYPHS = {
    "black": "●",
    "blue": "■",
    "orange": "▲",
    "red": "◆",
    "spades": "♠",
    "clubs": "♣",
    "diamonds": "♦",
    "hearts": "♥",
}
"""A colour's symbol as a character, for tiles written as text ("7◆")."""
JOKER_GLYPH = "★"
CARD_LETTERS = {1: "A", 11: "J", 12: "Q", 13: "K"}
"""Card faces show these numbers as letters (``card.letter.<letter>``, the player's own)."""


def colour_name(notation: Notation, tile: int) -> str:
    return COLOUR_NAMES[notation.name][colour_of(tile)]


def number_text(notation: Notation, tile: int, t: Translator) -> str:
    """What the tile's face shows: its number; on card faces A, J, Q, K in the player's letters."""
    number = number_of(tile)
    if notation.name == "cards" and number in CARD_LETTERS:
        return t(f"card.letter.{CARD_LETTERS[number]}")
    return str(number)


def short_text(text: str, notation: Notation, t: Translator) -> str:
    """A tile as short text: "7◆", "Q♥", "★"."""
    tile = notation.from_str(text)
    if tile == JOKER:
        return JOKER_GLYPH
    return number_text(notation, tile, t) + GLYPHS[colour_name(notation, tile)]


def tiles_text(texts: list[str], notation: Notation, t: Translator) -> str:
    return " ".join(short_text(text, notation, t) for text in texts)


def label(text: str, notation: Notation, t: Translator) -> str:
    """A tile's name for screen readers: "red 7", "queen of hearts" style."""
    tile = notation.from_str(text)
    if tile == JOKER:
        return t("rummikub.joker")
    colour = t(f"rummikub.colour.{colour_name(notation, tile)}")
    return t(f"rummikub.tile.{notation.name}", colour=colour, number=number_text(notation, tile, t))


def stands_for_text(what: str, notation: Notation, t: Translator) -> str:
    """What a joker stands for: a tile ("r6": "6◆"), the tiles it may be in a group, one of
    the colours the group lacks ("k6 b6": "6●■"), or a bare number ("6")."""
    if what.isdigit():
        return what
    tiles = what.split()
    if len(tiles) == 1:
        return short_text(what, notation, t)
    first = notation.from_str(tiles[0])
    glyphs = "".join(GLYPHS[colour_name(notation, notation.from_str(text))] for text in tiles)
    return number_text(notation, first, t) + glyphs


def tile(
    text: str,
    notation: Notation,
    t: Translator,
    *,
    tag: str = "span",
    attrs: Mapping[str, Any] | None = None,
    extra: str = "",
    stands_for: str | None = None,
    badge: Markup | None = None,
) -> Markup:
    """One tile: a button (``tag="button"``) or a picture (``role="img"``)."""
    code = notation.from_str(text)
    name = label(text, notation, t)
    if stands_for is not None:
        said = stands_for.split()
        # Spoken by name ("black 6 / blue 6"): a reader says "6●■" as symbols.
        spoken = stands_for if stands_for.isdigit() else " / ".join(label(text, notation, t) for text in said)
        name = t("rummikub.joker_as", tile=spoken)
    given = dict(attrs or {})
    given_label = given.pop("aria-label", None)
    own: dict[str, Any] = {"class": classes("tile", extra, given.pop("class", None))}
    if tag == "button":
        own.update({"type": "button", "aria-label": given_label or name})
    else:
        own.update({"role": "img", "aria-label": given_label or name})
    own.update(given)
    if code == JOKER:
        own["class"] = classes(own["class"], "joker")
        face: list[Any] = [
            h("img", {"class": "joker-face", "src": "img/rummikub/joker.svg", "alt": "", "draggable": "false"})
        ]
        if stands_for is not None:
            face.append(
                h("span", {"class": "stands-for", "aria-hidden": "true"}, stands_for_text(stands_for, notation, t))
            )
    else:
        colour = colour_name(notation, code)
        own["class"] = classes(own["class"], f"c-{colour}")
        face = [
            h("span", {"class": "num", "aria-hidden": "true"}, number_text(notation, code, t)),
            h("span", {"class": f"sym sym-{colour}", "aria-hidden": "true"}),
        ]
    return h(tag, own, face, badge)


def tiles_row(texts: list[str], notation_name: str, t: Translator) -> Markup:
    """A row of small tiles (summaries, replays)."""
    notation = NOTATIONS[notation_name]
    return card_row((tile(text, notation, t, extra="small") for text in texts), "tiles-row")
