"""Helpers for the Gin Rummy tests: stacked deals in notation and scripted play."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardtable.engine import registry
from cardtable.engine.games.gin_rummy.cards import RANKS, SUITS
from cardtable.engine.games.gin_rummy.rules import GinRummyRules
from cardtable.engine.games.gin_rummy.state import GinState

ALL_CARDS = [rank + suit for suit in SUITS for rank in RANKS]


def rules_with(**options: Any) -> GinRummyRules:
    """Rules in which seat 0 ("A") is the non-dealer of the first hand and seat 1 ("B") deals."""
    rules = registry.get("gin_rummy", {"first_player": 0, **options})
    assert isinstance(rules, GinRummyRules)
    return rules


def stacked(a: str, b: str, upcard: str, stock: str = "") -> list[str]:
    """A full deck: A's 10 cards, B's 10, the upcard, the named stock top, then the rest."""
    named = [*a.split(), *b.split(), upcard, *stock.split()]
    assert len(a.split()) == 10 and len(b.split()) == 10 and len(set(named)) == len(named)
    return named + [card for card in ALL_CARDS if card not in named]


def deal(rules: GinRummyRules, a: str, b: str, upcard: str, stock: str = "") -> GinState:
    return rules.new_game(2, seed=1, deck=stacked(a, b, upcard, stock))


def play(rules: GinRummyRules, state: GinState, *actions: str) -> GinState:
    """Apply each action text for whichever seat is to act."""
    for text in actions:
        (seat,) = rules.to_act(state)
        state = rules.apply_action(state, seat, rules.action_from_str(text))
    return state


def legal(rules: GinRummyRules, state: GinState) -> list[str]:
    (seat,) = rules.to_act(state)
    return [rules.action_to_str(action) for action in rules.legal_actions(state, seat)]


def knock_hand(
    rules: GinRummyRules,
    knocker: str,
    discard: str,
    melds: list[str],
    defender: str,
    layoffs: Sequence[str] = (),
) -> GinState:
    """A (non-dealer) gets ``knocker`` (10 cards), both pass the upcard, A draws ``discard``
    from the stock, knocks, discards it, declares ``melds`` and says done; B (``defender``)
    lays off ``layoffs`` and says done (when the hand was not gin)."""
    filler = next(card for card in ALL_CARDS if card not in f"{knocker} {defender} {discard}".split())
    state = deal(rules, knocker, defender, filler, stock=discard)
    state = play(rules, state, "pass", "pass", "draw stock", "knock", f"discard {discard}")
    state = play(rules, state, *(f"meld {meld}" for meld in melds), "done")
    if state.phase.value == "layoff":
        state = play(rules, state, *(f"layoff {card}" for card in layoffs), "done")
    return state
