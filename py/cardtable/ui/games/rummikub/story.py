"""Rummikub's events as sentences for the log and the live region (``rummikub.event.<kind>``).

Tiles are written short, in the player's symbols ("7◆", "Q♥", "★"); the tile set is
told by the tiles' own letters (``r7`` or ``H7``).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ....app.i18n import Translator, and_list
from ....engine.games.rummikub.events import RummikubEvent
from ....engine.games.rummikub.sets import RUN
from ....engine.games.rummikub.tiles import NOTATIONS, Notation
from ...kit import event_parts
from .faces import short_text, tiles_text

_PLAIN = (RummikubEvent.PASS, RummikubEvent.REARRANGE)  # rearrange: in games saved before the play told it
_TIMEOUTS = ("committed", "unchanged", "reverted")
BUILT_KEYS = (
    *(f"rummikub.event.{kind}" for kind in _PLAIN),
    "rummikub.event.rebuilt",
    "rummikub.event.grown",
    "rummikub.event.sets_now",
    "rummikub.event.sets_marked",
    *(f"rummikub.event.{sets}_{key}" for sets in ("set", "sets", "many") for key in ("changed", "laid")),
    *(f"rummikub.event.timeout_{outcome}" for outcome in _TIMEOUTS),
    *(f"rummikub.event.timeout_{outcome}_you" for outcome in _TIMEOUTS),
)
"""The keys built from an event's kind (``GameTable.text_keys``)."""


def _notation(texts: list[str]) -> Notation:
    cards = any(text[:1] in "SCDH" for text in texts if text != "*")
    return NOTATIONS["cards" if cards else "numbers"]


def joker_text(params: dict[str, Any], t: Translator) -> str:
    """What a freed joker stood for (a ``joker_freed`` event's parameters): a run's tile
    ("6◆") or a group's number ("6 in a group")."""
    if params["set_kind"] == RUN:
        return short_text(params["tile"], _notation([params["tile"]]), t)
    return t("rummikub.joker_group", number=params["number"])


# A play that changes more sets than this (before and after together) is told by its count:
# a bot's rebuild of the whole table, set by set, filled half a phone's screen (issue 30,
# Rummikub playtest 7/10, 1). The sets changed are marked on the table anyway.
SETS_SHOWN = 3


def play_line(params: dict[str, Any], name: str, t: Translator) -> str:
    """A play in one short line: the tiles placed, then the sets changed, as they were and as
    they are, and the sets laid down, each set by its tiles ("Bot 2 placed 2 tiles: 7● 9▲. Set
    changed: [4● 5● 6●] → [4● 5● 6● 7●]. …"): a small rebuild shows where each tile came from
    (issue 30, Rummikub 2); a big one says how many sets it rearranged ("Bot 2 rearranged 12
    sets and added 7◆.")."""
    notation = _notation(params["tiles"])

    def shown(sets: list[list[str]]) -> str:
        return " ".join(f"[{tiles_text(tiles, notation, t)}]" for tiles in sets)

    tiles = tiles_text(params["tiles"], notation, t)
    changed, before = params.get("changed") or [], params.get("before") or []
    rebuilt = len(before) + len(changed) > SETS_SHOWN
    if rebuilt and _only_grown(before, changed, params["tiles"]):
        # No tile moved between sets: "rearranged 3 sets" told plain additions as a rebuild
        # (issue 30, Rummikub round 8, 6).
        parts = [t("rummikub.event.grown", name=name, count=len(changed), tiles=tiles)]
    elif rebuilt:
        # "Bot 2 rearranged 4 sets and added 7◆ 8◆ 9◆.": who did what in one sentence; the
        # sets themselves are marked on the table, with the player's name (issue 30,
        # Rummikub round 4, 2: "Sets rearranged: 6." said neither).
        parts = [t("rummikub.event.rebuilt", name=name, count=len(before) or len(changed), tiles=tiles)]
    else:
        parts = [t("rummikub.event.play", name=name, count=params["count"], tiles=tiles)]
    if rebuilt:
        # Which sets the rebuild left: a few written out, more said marked on the table (with the
        # mover's name): "rearranged 2 sets and added 11▲" told neither (issue 30, Rummikub round 9, 4).
        if len(changed) <= SETS_SHOWN:
            parts.append(t("rummikub.event.sets_now", sets=shown(changed)))
        else:
            parts.append(t("rummikub.event.sets_marked", name=name))
    told: tuple[tuple[str, list[list[str]], list[list[str]]], ...] = (
        ("changed", [] if rebuilt else changed, before),
        ("laid", params.get("laid") or [], []),
    )
    for key, sets, before in told:
        if not sets:
            continue
        if len(before) + len(sets) > SETS_SHOWN:
            parts.append(t(f"rummikub.event.many_{key}", count=len(sets)))
            continue
        text = f"{shown(before)} → {shown(sets)}" if before else shown(sets)
        several = max(len(sets), len(before)) > 1
        parts.append(t(f"rummikub.event.{'sets' if several else 'set'}_{key}", sets=text))
    return " ".join(parts)


def _only_grown(before: list[list[str]], after: list[list[str]], placed: list[str]) -> bool:
    """Each changed set is one set of before with tiles from the rack added, nothing moved
    between sets."""
    if len(before) != len(after):
        return False
    left, rack = [Counter(tiles) for tiles in before], Counter(placed)
    for tiles in after:
        grown = Counter(tiles)
        match = next((old for old in left if not old - grown and not (grown - old) - rack), None)
        if match is None:
            return False
        left.remove(match)
        rack -= grown - match
    return True


def describe_event(event: dict[str, Any], names: list[str], viewer: int | None, t: Translator) -> str:
    kind, params, name = event_parts(event, names)
    if kind in _PLAIN:
        return t(f"rummikub.event.{kind}", name=name)
    if kind == RummikubEvent.TIMEOUT:
        if event["seat"] == viewer:  # the rule said to the person whose time ran out, in their words
            return t(f"rummikub.event.timeout_{params['outcome']}_you", count=params["drawn"])
        return t(f"rummikub.event.timeout_{params['outcome']}", name=name, count=params["penalty"])
    if kind == RummikubEvent.OPENING:
        return t("rummikub.event.opening", name=name, count=params["value"])
    if kind == RummikubEvent.PLAY:
        return play_line(params, name, t)
    if kind == RummikubEvent.JOKER_FREED:
        return t("rummikub.event.joker_freed", name=name, tile=joker_text(params, t))
    if kind == RummikubEvent.DRAW:
        return t("rummikub.event.draw", name=name, count=params["count"])
    if kind == RummikubEvent.DRAWN:
        return t("rummikub.event.drawn", tiles=tiles_text(params["tiles"], _notation(params["tiles"]), t))
    if kind == RummikubEvent.ROUND_START:
        return t("rummikub.event.round_start", number=params["round"], name=names[params["starter"]])
    if kind == RummikubEvent.DEAL:
        return t("rummikub.event.deal", number=params["round"])
    if kind == RummikubEvent.HAND_END:
        winners = and_list([names[s] for s in params["winners"]], t)
        key = "rummikub.event.round_out" if params["reason"] == "out" else "rummikub.event.round_blocked"
        return t(key, number=params["round"], names=winners)
    return ""
