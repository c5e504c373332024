"""Santa's Game cards and colours in the player's language: a leaf the table and its story share."""

from __future__ import annotations

from ....app.i18n import Translator
from ....engine.games.santas_game.cards import COLOUR_LETTERS, CardKind, colour, kind, value


def card_name(card: str, t: Translator) -> str:
    """A card in words: "red reindeer 5", "blue Gift", "Santa Claus"."""
    k = kind(card)
    # The Tree has its own colour words: Russian "Ёлка" is feminine ("Ёлка (красная)").
    words = "tree_colour" if k is CardKind.TREE else "colour"
    return t(f"santas_game.card.{k}", colour=t(f"santas_game.{words}.{colour(card)}"), value=value(card) or 0)


def colour_word(word: str, t: Translator) -> str:
    """A colour named in an action ("green"), in the player's language."""
    return t(f"santas_game.colour.{COLOUR_LETTERS[word]}")


ORDINAL_FORMS = ("first", "st", "nd", "rd", "th")
"""The keys ``santas_game.place.<form>`` an ordinal is built from: English needs st/nd/rd/th
by the last digits, French "1re" but "21e" (``first`` is 1 alone); Czech and Russian need one."""


def ordinal(place: int, t: Translator, *, short: bool = False) -> str:
    """A placing in words: "1st", "2nd", "11th", "21st"; "1re place", "2. místo", "3-е место".
    Short, under a "Place" heading that already says it: "1re", "2.", "3-е" (issue 30, Santa 4)."""
    if place == 1:
        form = "first"
    elif place % 100 in (11, 12, 13):
        form = "th"
    else:
        form = {1: "st", 2: "nd", 3: "rd"}.get(place % 10, "th")
    return t(f"santas_game.{'place_short' if short else 'place'}.{form}", place=place)
