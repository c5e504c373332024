"""Build Santa's Game positions by hand for the rule tests."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from cardtable.engine import registry
from cardtable.engine.games.santas_game.cards import DECK, colour, kind, value
from cardtable.engine.games.santas_game.rules import Pending, Phase, SantasGameRules, SantaState

A, B, C, D, E = 0, 1, 2, 3, 4


def rules(**options: Any) -> SantasGameRules:
    made = registry.get("santas_game", options)
    assert isinstance(made, SantasGameRules)
    return made


def fillers(count: int, avoid: Sequence[str] = ()) -> list[str]:
    """Plain reindeer nobody in a test cares about: green, blue and yellow 3–9."""
    pool = [c for c in DECK if kind(c) == "reindeer" and c[0] != "r" and value(c) >= 3 and c not in avoid]
    return pool[:count]


def position(
    hands: Sequence[Sequence[str]],
    top: str,
    *,
    below: Sequence[str] = (),
    draw: Sequence[str] | None = None,
    turn: int = 0,
    pending: str = "none",
    contributors: Sequence[int] = (),
    top_colour: str | None = None,
    scores: Sequence[int] | None = None,
    dealer: int | None = None,
    **options: Any,
) -> tuple[SantasGameRules, SantaState]:
    """A TURN position: these hands, ``top`` on the discard pile over ``below``.

    The draw pile is ``draw`` if given (then some cards are simply out of the game),
    else every card not placed elsewhere, in deck order.
    """
    r = rules(**options)
    n = len(hands)
    used = [c for h in hands for c in h] + list(below) + [top]
    rest = list(DECK)
    for card in used:
        rest.remove(card)
    base = r.new_game(n, seed=1)
    state = replace(
        base,
        phase=Phase.TURN,
        round=1,
        dealer=(turn - 1) % n if dealer is None else dealer,
        turn=turn,
        hands=tuple(tuple(sorted(h)) for h in hands),
        draw=tuple(rest if draw is None else draw),
        discard=tuple(below) + (top,),
        elf_areas=(0,) * n,
        active=(True,) * n,
        finished=(),
        top_colour=top_colour if top_colour is not None else (colour(top) if colour(top) != "grey" else ""),
        top_kind=kind(top),
        top_value=value(top) or 0,
        pending=Pending(pending),
        contributors=tuple(contributors),
        window=-1,
        answers=("",) * n,
        scores=tuple(scores) if scores is not None else (0,) * n,
        wins=(0,) * n,
    )
    return r, state


def play(r: SantasGameRules, state: SantaState, seat: int, text: str) -> SantaState:
    return r.apply_action(state, seat, r.action_from_str(text))


def sizes(state: SantaState) -> list[int]:
    return [len(h) for h in state.hands]
