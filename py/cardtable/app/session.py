"""A match in progress: rules, seats (human or bot), and the history of states.

The session is the app's one mutable model. It never touches the DOM; the UI
controller drives it and renders its views.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from ..bots import base as bots
from ..engine import registry
from ..engine.core import DEAL, Event, JsonDict, PlayerId, Rules
from ..engine.rng import Rng
from .lessons import Beat, LessonRefusal, lesson_for

MAX_NAME_LENGTH = 32
MAX_POSITION_CHARS = 1000  # a game's position text is far shorter (a link holds 4000 characters in all)
# Control and bidi-override characters could make a name lie about its neighbours.
_UNSAFE_NAME_CHARS = re.compile(r"[\x00-\x1f\x7f\u200b-\u200f\u202a-\u202e\u2066-\u2069]")


def clean_name(name: Any, fallback: str, limit: int = MAX_NAME_LENGTH) -> str:
    """A player name (or any name a person gave) as plain text: trimmed, no control characters,
    at most ``limit`` characters."""
    text = _UNSAFE_NAME_CHARS.sub("", str(name or "")).strip()[:limit]
    return text or fallback


@dataclass(frozen=True)
class Seat:
    """Who sits in a seat: a human, or a bot of a level."""

    name: str
    bot: str | None = None  # None = human; else a bot level

    @property
    def is_human(self) -> bool:
        return self.bot is None

    def to_dict(self) -> JsonDict:
        return {"name": self.name, "bot": self.bot}

    @classmethod
    def from_dict(cls, data: Any, index: int) -> Seat:
        if not isinstance(data, dict):
            raise ValueError("a seat is an object with a name")
        bot = data.get("bot")
        if bot is not None and not isinstance(bot, str):
            raise ValueError(f"unknown bot level {bot!r}")
        return cls(clean_name(data.get("name"), f"Player {index + 1}"), bot)


@dataclass(frozen=True)
class MatchSetup:
    """Everything needed to start the identical match anywhere (what a share link carries)."""

    game: str
    seats: tuple[Seat, ...]
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    # Practice: undo goes back past anything (even cards seen since); the match says so.
    practice: bool = False
    # A shared position to start from (the game's own text, ``Rules.position_to_text``), the
    # seed dealing what it leaves open; "" for the seed's own deal.
    position: str = ""
    # A lesson (``app/lessons``): the game's prepared deal, and its scripted moves.
    lesson: bool = False

    def __post_init__(self) -> None:
        cls = registry.rules_class(self.game)  # KeyError for an unknown game
        if not cls.info.min_players <= len(self.seats) <= cls.info.max_players:
            low, high = cls.info.min_players, cls.info.max_players
            count = f"{low}" if low == high else f"{low} to {high}"
            raise ValueError(f"{cls.info.title} takes {count} players")
        if not 0 <= self.seed < 2**53:
            raise ValueError("the seed is a whole number from 0 to 2^53")
        if not isinstance(self.position, str) or len(self.position) > MAX_POSITION_CHARS:
            raise ValueError("the position is not one a game wrote")
        if self.lesson and (lesson_for(self.game) is None or self.position):
            raise ValueError(f"{cls.info.title} has no lesson")
        available = bots.levels(self.game)
        for seat in self.seats:
            if seat.bot is not None and seat.bot not in available:
                raise ValueError(f"{cls.info.title} has no bot level {seat.bot!r}; try {', '.join(available)}")

    def rules(self) -> Rules[Any, Any]:
        return registry.get(self.game, self.options)

    def first_state(self, rules: Rules[Any, Any]) -> Any:
        """The match's first state under ``rules`` (this setup's): the seed's deal, or the
        shared position with the rest dealt from the seed (``ValueError`` for a bad one)."""
        lesson = lesson_for(self.game) if self.lesson else None
        if lesson is not None:
            return lesson.deal(rules)
        if self.position:
            return rules.new_game_from_position(len(self.seats), seed=self.seed, position=self.position)
        return rules.new_game(len(self.seats), seed=self.seed)

    def to_dict(self) -> JsonDict:
        return {
            "game": self.game,
            "options": dict(self.options),
            "seats": [s.to_dict() for s in self.seats],
            "seed": self.seed,
            "practice": self.practice,
            **({"position": self.position} if self.position else {}),
            **({"lesson": True} if self.lesson else {}),
        }


def _scripted(action: Any) -> bots.Thinking:
    """A bot's move that a lesson fixes, as thinking that takes no time."""
    yield from ()
    return action


UNDO_BLOCKS = ("nothing", "seen", "dealt", "several_people")


@dataclass(frozen=True)
class UndoBlock:
    """Why undo is not possible now: ``nothing`` (no move of yours to take back),
    ``seen`` (``seat``'s move showed you something new), ``dealt`` (a new hand was dealt since
    your move), ``several_people`` (hot-seat)."""

    reason: str
    seat: PlayerId | None


@dataclass(frozen=True)
class Move:
    """One move of the log: who played what, and what it did (``Rules.step``'s events, every
    audience), kept so that nothing reads the action text again to learn what happened."""

    seat: PlayerId
    action: str  # the action's text form
    events: tuple[Event, ...] = ()


class MatchSession:
    """Rules + seats + history. Undo pops history; replay folds the log."""

    def __init__(self, setup: MatchSetup, *, initial: Any = None) -> None:
        self.setup = setup
        self.rules = setup.rules()
        self.initial = initial if initial is not None else setup.first_state(self.rules)
        self.states: list[Any] = [self.initial]
        self.log: list[Move] = []
        self._bots: dict[str, bots.Bot] = {}
        self.lesson = lesson_for(setup.game) if setup.lesson else None

    # ------------------------------------------------------------------ reading

    @property
    def state(self) -> Any:
        return self.states[-1]

    @property
    def seats(self) -> tuple[Seat, ...]:
        return self.setup.seats

    def to_act(self) -> tuple[PlayerId, ...]:
        return self.rules.to_act(self.state)

    def is_over(self) -> bool:
        return not self.to_act()

    def view(self, seat: PlayerId | None) -> JsonDict:
        return self.rules.view(self.state, seat)

    def human_seats(self) -> list[PlayerId]:
        return [i for i, s in enumerate(self.seats) if s.is_human]

    def lesson_beat(self) -> Beat | None:
        """The lesson's next move, while the lesson runs (its moves are the log's first ones)."""
        if self.lesson is None or len(self.log) >= len(self.lesson.beats):
            return None
        return self.lesson.beats[len(self.log)]

    def lesson_learnt(self) -> bool:
        """A lesson whose every move was played (the match may go on, with the real bots)."""
        return self.lesson is not None and len(self.log) >= len(self.lesson.beats)

    def bot_to_act(self) -> PlayerId | None:
        beat = self.lesson_beat()
        if beat is not None:  # a lesson's bots wait for their beats: the person's come in order
            waiting = not self.seats[beat.seat].is_human and beat.seat in self.to_act()
            return beat.seat if waiting else None
        for seat in self.to_act():
            if not self.seats[seat].is_human:
                return seat
        return None

    # ------------------------------------------------------------------ acting

    def submit(self, seat: PlayerId, action: Any) -> None:
        """Apply a seat's action (object or text). Raises the engine's errors unchanged; in a
        lesson, a legal move of a person that is not the lesson's next one is refused too."""
        if isinstance(action, str):
            action = self.rules.action_from_str(action)
        self._check_lesson(seat, action)
        step = self.rules.step(self.state, seat, action)
        self.states.append(step.state)
        self.log.append(Move(seat, self.rules.action_to_str(action), step.events))

    def _check_lesson(self, seat: PlayerId, action: Any) -> None:
        beat = self.lesson_beat()
        if beat is None or not self.seats[seat].is_human:
            return
        text = self.rules.action_to_str(action)
        if text != beat.action:
            self.rules.step(self.state, seat, action)  # an illegal move: the engine says which rule it breaks
            raise LessonRefusal(f"This lesson asks for {beat.action!r} now, not {text!r}.")

    def hand_end(self, index: int) -> Any | None:
        """Where move ``index`` of the log left the hand it finished, before the next deal
        (``Step.hand_end``); None when that move dealt nothing. Worked out again when asked:
        only a hand's summary and a replay need it."""
        move = self.log[index]
        before = self.states[index] if index >= 0 else self.states[index - 1]
        return self.rules.step(before, move.seat, self.rules.action_from_str(move.action)).hand_end

    def finished_hand(self) -> Any:
        """The finished hand as its summary shows it: as the last move left it, before the next
        deal (or the match's last position, where no deal followed)."""
        hand_end = self.hand_end(-1)
        return self.state if hand_end is None else hand_end

    def events(self, index: int) -> tuple[Event, ...]:
        """What move ``index`` of the log did, as the engine's events (every audience)."""
        return self.log[index].events

    def bot(self, seat: PlayerId) -> bots.Bot:
        level = self.seats[seat].bot or bots.default_level(self.setup.game)
        if level not in self._bots:
            self._bots[level] = bots.make_bot(self.setup.game, level, self.rules)
        return self._bots[level]

    def bot_rng(self) -> Rng:
        """Bots' randomness derives from the seed and the move number, so a shared
        link replayed with the same human moves gets the same bot answers."""
        return Rng.from_seed(self.setup.seed * 7919 + len(self.log) + 1)

    def bot_thinking(self, seat: PlayerId) -> bots.Thinking:
        beat = self.lesson_beat()
        if beat is not None and beat.seat == seat:
            return _scripted(self.rules.action_from_str(beat.action))
        legal = self.rules.legal_actions(self.state, seat)
        return self.bot(seat).think(self.view(seat), legal, self.bot_rng())

    def hint_thinking(self, seat: PlayerId) -> bots.Thinking:
        """The game's hint-level bot thinking for this seat, in slices like any bot's
        (the controller runs it between frames); it returns the advised action's text."""
        legal = self.rules.legal_actions(self.state, seat)
        adviser = bots.make_bot(self.setup.game, bots.hint_level(self.setup.game), self.rules)
        action = yield from adviser.think(self.view(seat), legal, self.bot_rng())
        return self.rules.action_to_str(action)

    def hint(self, seat: PlayerId) -> str:
        """What the game's hint-level bot would play for this seat, thought in one go."""
        return str(bots.run_to_end(self.hint_thinking(seat)))

    # ------------------------------------------------------------------ undo

    def undo_point(self, past_forced: bool = False) -> int | None:
        """How far back undo goes: to just before the last move a person made (with
        ``past_forced``, the last one they chose: a move that was their only possible one, which a
        table that plays forced moves would play again at once, is gone back past).

        Undo is for games against bots: with one person, never across a move that
        showed that person something new (an event that ``reveals_to`` them: a drawn
        card, another player's cards, secret votes, their own completing vote
        included) — taking it back would let them peek and choose again — so from a
        draw-then-discard turn it goes back to just after the draw. In practice
        matches it goes back past anything, with any number of people.
        """
        return self.undo_blocker(past_forced)[0]

    def undo_blocker(self, past_forced: bool = False) -> tuple[int | None, UndoBlock | None]:
        """(the undo point, or None with why not)."""
        humans = self.human_seats()
        if not self.setup.practice and len(humans) != 1:
            return None, UndoBlock("several_people", None)
        for index in range(len(self.log) - 1, -1, -1):
            move = self.log[index]
            events = self.events(index)
            if not self.setup.practice and any(event.reveals_to(humans[0]) for event in events):
                if not any(self.seats[earlier.seat].is_human for earlier in self.log[: index + 1]):
                    break  # no move of yours before it: there is nothing to take back, not a secret
                # The move that ended a hand dealt the next: the deal is what showed new cards.
                new_hand = any(event.kind == DEAL for event in events)
                return None, UndoBlock("dealt" if new_hand else "seen", move.seat)
            if self.seats[move.seat].is_human and not (
                past_forced and len(self.rules.legal_actions(self.states[index], move.seat)) == 1
            ):
                return index, None
        return None, UndoBlock("nothing", None)

    def undo(self, past_forced: bool = False) -> bool:
        point = self.undo_point(past_forced)
        if point is None:
            return False
        del self.log[point:]
        del self.states[point + 1 :]
        return True

    # ------------------------------------------------------------------ persistence

    def replay(self) -> Any:
        """Fold the log over the initial state (the integrity check of a save)."""
        state = self.initial
        for move in self.log:
            state = self.rules.apply_action(state, move.seat, self.rules.action_from_str(move.action))
        return state
