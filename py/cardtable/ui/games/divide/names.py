"""Names of Let's Divide's parts in the player's language (a leaf module: the table and its
story both name the parts and the paths to them)."""

from __future__ import annotations

from collections.abc import Sequence

from ....app.i18n import Translator
from ....engine.games.divide.rules import JOKER

FEW_CARDS = 3
"""A re-split part of at most this many cards is named by its cards ("Bot 3 takes the 6")."""


def part_name(label: str, t: Translator) -> str:
    return t(f"divide.label.{label}")


def path_name(path: str, t: Translator, cards: Sequence[str] = ()) -> str:
    """``""`` the row; ``"K"`` black; ``"KW"`` "white from black" (in words: "white → white" read
    as a riddle, issue 30, Divide 3). A part split more than once read as a chain ("light blue
    from light blue from white", Divide round 8, 2): a re-split part with its few ``cards``
    known is named by them, a deeper one by its colour and the part it was cut from again."""
    if not path:
        return t("divide.the_row")
    if len(path) == 1:
        return part_name(path, t)
    if 1 <= len(cards) <= FEW_CARDS:
        return cards_name(cards, t)
    if len(path) == 2:
        return t("divide.path.from", part=part_name(path[-1], t), outer=t(f"divide.label_from.{path[0]}"))
    # Deeper: the part and the part it was cut from, cut once more ("white from light blue
    # after another cut"); "white (split 3)" read as jargon (issue 30, Divide round 9, 3).
    return t("divide.path.again", part=part_name(path[-1], t), outer=t(f"divide.label_from.{path[-2]}"))


def cards_name(cards: Sequence[str], t: Translator) -> str:
    """A few cards as a part's name: "the 6", "4, 4, 9", "joker, 8" (commas: "joker 8" read as one)."""
    said = [t("divide.joker") if card == JOKER else card for card in cards]
    return t("divide.path.card", card=said[0]) if len(said) == 1 else ", ".join(said)
