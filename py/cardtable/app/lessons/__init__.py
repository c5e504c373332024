"""Lessons: a guided first game for each game, on a prepared deal, with every move scripted.

A lesson is a real match of the game (``MatchSetup.lesson``): its first state is the
lesson's prepared deal, read through the game's own codec (so it is a legal state, checked
like a save), and its moves are the lesson's ``beats``, in the order the engine asks for
them. A person's beat is a move the coach asks for, with the sentence that asks for it; a
bot's beat is played by that seat's bot as the lesson fixes it, so the lesson tells the same
story every time. Every move is checked by the rules like any other. When the beats run
out, the lesson is learnt; the match may go on against the seats' real bots.

A game's lesson is ``cardtable.app.lessons.<game_id>.LESSON`` (no list to edit); the texts
its beats name live in the game's catalogs (``<game_id>.lesson.*``).
"""

from __future__ import annotations

import importlib
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from ...engine import registry
from ...engine.core import ActionError, JsonDict, Rules

PERSON = 0  # the seat the child plays: the one the coach speaks to


@dataclass(frozen=True)
class Beat:
    """One move of the lesson: ``seat`` plays ``action`` (the engine's action text). For the
    person, ``say`` is the text key of what the coach says while waiting for it."""

    seat: int
    action: str
    say: str = ""


@dataclass(frozen=True)
class Lesson:
    game: str
    players: int
    seed: int  # what the prepared deal leaves to chance (the next hand's deal)
    deal: Callable[[Rules[Any, Any]], Any]  # the prepared first state, under the lesson's rules
    beats: tuple[Beat, ...]
    learnt: str  # the text key saying what the lesson taught
    # The events the lesson must show, as (kind, params it has): each rule the lesson teaches.
    teaches: tuple[tuple[str, JsonDict], ...] = ()
    options: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))

    def steps_before(self, moves: int) -> int:
        """How many of the coach's steps the first ``moves`` moves finished: a step is one
        sentence of the coach, which may ask for several moves in a row (a knock's melds)."""
        steps, said = 0, None
        for beat in self.beats[:moves]:
            if beat.seat == PERSON and beat.say != said:
                steps += 1
            said = beat.say if beat.seat == PERSON else None
        return steps

    @property
    def steps(self) -> int:
        return self.steps_before(len(self.beats))


class LessonRefusal(ActionError):
    """A legal move that is not the one the lesson asks for now (its story is fixed)."""

    code = "lesson_other_move"


def lesson_for(game: str) -> Lesson | None:
    """The lesson of a registered game, or None when it has none yet."""
    if game not in registry.game_ids():
        return None
    try:
        module = importlib.import_module(f"{__name__}.{game}")
    except ModuleNotFoundError:
        return None
    lesson: Lesson = module.LESSON
    return lesson


def lesson_games() -> list[str]:
    """The games that have a lesson, in the registry's order."""
    return [game for game in registry.game_ids() if lesson_for(game) is not None]


def rearranged(rules: Rules[Any, Any], players: int, seed: int, **fields: Any) -> Any:
    """A prepared deal: the seed's first state with some of its JSON fields set (the hands,
    the stock's order), read back through the game's codec, which checks it as it checks a save."""
    state = rules.state_to_dict(rules.new_game(players, seed=seed))
    return rules.state_from_dict({**state, **fields})


def stock_after(deck: list[str], placed: list[str], first: list[str]) -> list[str]:
    """A stock for a prepared deal: ``first`` on top, in order, then the rest of ``deck`` that
    ``placed`` (the hands, the piles) does not hold, in the deck's order. A deck may hold a card
    twice (two packs): placing one copy leaves the other."""
    left = Counter(deck)
    left.subtract([*placed, *first])
    if any(count < 0 for count in left.values()):
        raise ValueError("a card is placed more often than the deck holds it")
    rest = []
    for card in deck:
        if left[card] > 0:
            rest.append(card)
            left[card] -= 1
    return [*first, *rest]
