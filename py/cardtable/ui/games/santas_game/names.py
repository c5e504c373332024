"""Santa's Game cards and colours in the player's language: a leaf the table and its story share."""

from __future__ import annotations

from ....app.i18n import Translator
from ....engine.games.santas_game.cards import COLOUR_LETTERS, colour, kind, value


def card_name(card: str, t: Translator) -> str:
    """A card in words: "red reindeer 5", "blue Gift", "Santa Claus"."""
    return t(f"santas_game.card.{kind(card)}", colour=t(f"santas_game.colour.{colour(card)}"), value=value(card) or 0)


def colour_word(word: str, t: Translator) -> str:
    """A colour named in an action ("green"), in the player's language."""
    return t(f"santas_game.colour.{COLOUR_LETTERS[word]}")
