"""A mutable working copy of a Santa's Game state while an action is applied, with what the
action did as it happens (the events ``SantasGameRules.step`` returns)."""

from __future__ import annotations

from ...core import Event
from ...rng import Rng
from ...states import evolve
from .cards import CardKind, colour, kind, value
from .state import SantaState


class WorkState:
    """A mutable copy of a state while an action is applied: every field typed, as in ``SantaState``.

    What the action does is noted as it happens: ``said``, the move's own events in order;
    ``got`` and ``gave``, the cards that reached each hand and those a Gift took from each
    giver's hand (each told to its holder alone, seat by seat, once the move is done);
    ``emptied``, the seats whose last card went down; ``ending``, the round's end (scored, and
    the next deal), once the round is over; ``hand_end``, the finished round as it lay before
    that deal (``Step.hand_end``).
    """

    def __init__(self, s: SantaState) -> None:
        self.base = s
        self.n = s.num_players
        self.phase = s.phase
        self.round = s.round
        self.dealer = s.dealer
        self.turn = s.turn
        self.hands = [list(h) for h in s.hands]
        self.draw = list(s.draw)
        self.discard = list(s.discard)
        self.elf_areas = list(s.elf_areas)
        self.active = list(s.active)
        self.finished = list(s.finished)
        self.top_colour = s.top_colour
        self.top_kind = s.top_kind
        self.top_value = s.top_value
        self.pending = s.pending
        self.contributors = s.contributors
        self.window = s.window
        self.answers = list(s.answers)
        self.actions = s.actions
        self.dry_draws = s.dry_draws
        self.scores = list(s.scores)
        self.wins = list(s.wins)
        self.last_gift_target = s.last_gift_target
        self.last_gift = s.last_gift
        self.last_recall = s.last_recall
        self.last_round = s.last_round
        self.rng = Rng(s.rng)
        self.said: list[Event] = []
        self.got: dict[int, list[str]] = {}
        self.gave: dict[int, list[str]] = {}
        self.emptied: list[int] = []
        self.ending: list[Event] = []
        self.hand_end: SantaState | None = None

    def freeze(self) -> SantaState:
        """The state the action led to (its fields are already of their types: ``evolve``
        builds it without ``SantaState``'s conversions of hand-written states)."""
        return evolve(
            self.base,
            phase=self.phase,
            round=self.round,
            dealer=self.dealer,
            turn=self.turn,
            hands=tuple(tuple(sorted(h)) for h in self.hands),
            draw=tuple(self.draw),
            discard=tuple(self.discard),
            elf_areas=tuple(self.elf_areas),
            active=tuple(self.active),
            finished=tuple(self.finished),
            top_colour=self.top_colour,
            top_kind=self.top_kind,
            top_value=self.top_value,
            pending=self.pending,
            contributors=self.contributors,
            window=self.window,
            answers=tuple(self.answers),
            actions=self.actions,
            dry_draws=self.dry_draws,
            scores=tuple(self.scores),
            wins=tuple(self.wins),
            last_gift_target=self.last_gift_target,
            last_gift=self.last_gift,
            last_recall=self.last_recall,
            last_round=self.last_round,
            rng=self.rng.state,
        )

    def set_top(self, card: str) -> None:
        """``card`` is the new top card: its colour, kind and value are in force."""
        self.top_colour = colour(card)
        self.top_kind = kind(card)
        self.top_value = value(card) or 0

    def next_active(self, seat: int) -> int:
        for step in range(1, self.n + 1):
            other = (seat + step) % self.n
            if self.active[other] and other != seat:
                return other
        return seat

    def kept(self) -> int:
        """How many cards of the discard pile a reshuffle keeps (D14): the Snowmen on top
        and the card under them that defines the top."""
        index = len(self.discard) - 1
        while index > 0 and self.discard[index] == CardKind.SNOWMAN:
            index -= 1
        return len(self.discard) - index

    def can_draw(self) -> bool:
        return bool(self.draw) or len(self.discard) > self.kept()

    def draw_cards(self, count: int) -> list[str]:
        """Up to ``count`` cards from the draw pile, rebuilt from the discards when empty (§9)."""
        got: list[str] = []
        for _ in range(count):
            if not self.draw:
                keep = self.kept()
                rest = self.discard[: len(self.discard) - keep]
                if not rest:
                    break
                self.discard = self.discard[len(self.discard) - keep :]
                self.rng.shuffle(rest)
                self.draw = rest
            got.append(self.draw.pop(0))
        return got

    def take(self, seat: int, count: int) -> None:
        self.receive(seat, self.draw_cards(count))

    def receive(self, seat: int, cards: list[str]) -> None:
        """``cards`` reach ``seat``'s hand (noted for the move's ``got`` event)."""
        if cards:
            self.hands[seat].extend(cards)
            self.got.setdefault(seat, []).extend(cards)

    def active_count(self) -> int:
        return sum(self.active)
