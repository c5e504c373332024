"""How the Canasta table names ranks and sides in the player's language: shared by the
table and its story (``story``), which imports nothing else of the table."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ....app.i18n import Translator
from ...cards import rank_text
from .hand import my_side


def rank_name(letter: str, t: Translator) -> str:
    """A meld's rank as its corner shows it ("K", "10", "R" in French)."""
    return rank_text(f"{letter}s", t)


def side_name(view: Mapping[str, Any], side: int, names: list[str], t: Translator) -> str:
    """ "We" / "They" for a partnership seen from a seat, else the players' names."""
    team = view["teams"][side]
    if len(team) > 1:
        mine = my_side(view)
        if mine is not None:
            return t("canasta.side.we") if side == mine else t("canasta.side.they")
        return t("canasta.side.pair", a=names[team[0]], b=names[team[1]])
    return str(names[team[0]])
