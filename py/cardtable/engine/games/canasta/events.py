"""What a Canasta move did, noted by the transition as it happens, told as events (``Rules.step``).

Kinds (texts ``canasta.event.<kind>``): ``draw`` (public: how many cards; to the drawer alone,
``reveals``, a second ``draw`` with which cards, that stands for the public one), ``red_three``
(laid out; ``from_pile`` when found in a taken pile, ``drawn`` when a draw turned it up,
``dealt`` for the first player's, laid out and replaced at the deal and told first in their
first move), ``take_pile`` (the pile's cards and what its top card was melded with), ``meld``
(cards laid on the side's melds), ``set_aside`` (to the player alone: a meld, or a take's meld
with ``top``, set aside for the initial meld under way, ``first_meld``), ``canasta`` (a meld
grown into a canasta, natural or mixed), ``discard``, ``ask``, ``answer``, ``decline``,
``go_out`` (``concealed``), ``HAND_END`` (the side scores and totals; it shows every
hand, so it ``reveals``; the finished table itself is ``Step.hand_end``), ``DEAL`` (the next
hand, unless the game is over), ``no_red_three`` (a player's first turn began without one:
that was hidden until then).

A ``MoveStory`` goes through one move's transition: each function that moves cards notes
what it moved (ids, kept cheap), and ``events`` tells them in the table's order: the
move itself, the cards drawn and the red threes laid out side by side (whichever came
first first: a dealt red three is laid out before its replacement is drawn), the canastas
made, going out, the hand's end. Only the hand the move was played in is told: the deal of
the next one is not part of the move.
"""

from __future__ import annotations

from ...core import HAND_END, Event, JsonDict
from .cards import KIND_TEXT, cards_to_strs
from .event_kinds import CanastaEvent
from .melds import Meld
from .state import CanastaState, HandResult, side_of


class MoveStory:
    """The facts of one move, noted in the order the transition decides them."""

    __slots__ = (
        "seat",
        "num_players",
        "drawer",
        "said",
        "drawn",
        "sides",
        "reds",
        "from_pile",
        "reds_first",
        "began",
        "dealt_reds",
        "canastas",
        "result",
        "hand_end",
        "next_hand",
    )

    def __init__(self, seat: int, num_players: int, sides: int) -> None:
        self.seat = seat
        self.num_players = num_players
        self.drawer = seat  # whose stock draws these are (a discard starts the next player's turn)
        self.hand_end: CanastaState | None = None  # the finished hand, before the next deal
        self.said: Event | None = None
        self.drawn: list[int] = []
        self.sides = sides
        self.reds: list[list[int]] | None = None  # per side, once a red three is laid
        self.from_pile = False
        self.reds_first = False  # a red three was laid out before any card was drawn
        self.began = -1  # the seat whose first turn this move began
        self.dealt_reds: tuple[int, int, tuple[int, ...]] | None = None  # (seat, side, cards): ``laid_at_deal``
        self.canastas: list[Meld] = []
        self.result: HandResult | None = None
        self.next_hand = 0  # the number of the hand the move dealt after scoring this one (0: none)

    # --- noted by the transition

    def say(
        self,
        kind: CanastaEvent,
        params: JsonDict | None = None,
        reveals: bool = False,
        audience: tuple[int, ...] | None = None,
    ) -> None:
        """The move itself (one event, the first)."""
        self.said = Event(kind, self.seat, params or {}, audience=audience, reveals=reveals)

    def draw(self, card: int) -> None:
        """A card the drawer took from the stock into the hand (red threes: ``red_threes``)."""
        if self.result is None:
            self.drawn.append(card)

    def red_threes(self, side: int, cards: tuple[int, ...]) -> None:
        if self.result is None:
            if self.reds is None:
                self.reds = [[] for _ in range(self.sides)]
                self.reds_first = not self.drawn
            self.reds[side] += cards

    def laid_at_deal(self, seat: int, side: int, cards: tuple[int, ...]) -> None:
        """The first player's red threes, laid out (and replaced) as the deal began their first
        turn, when no move was told: told first in their first move (issue 30, Canasta round 5, 2)."""
        self.dealt_reds = (seat, side, cards)

    def grew(self, old: Meld | None, new: Meld) -> None:
        """A meld of the mover's side was started or grew: it may now be a canasta."""
        if new.is_canasta and (old is None or not old.is_canasta):
            self.canastas.append(new)

    def ended(self, result: HandResult) -> None:
        """The hand was scored."""
        if self.result is None:
            self.result = result

    def dealt(self, number: int) -> None:
        """The next hand (``number``) was dealt after the scored one: the shared ``DEAL``, which
        tells the screen that the finished hand's moves are no longer the table's."""
        self.next_hand = number

    # --- told

    def events(self) -> tuple[Event, ...]:
        said = self.said
        if not (self.drawn or self.reds or self.began >= 0 or self.canastas or self.result or self.dealt_reds):
            return () if said is None else (said,)  # most moves: the move alone, told cheaply
        n = self.num_players
        told: list[Event] = []
        if self.dealt_reds is not None:
            first, first_side, dealt = self.dealt_reds
            # On the table since the deal: nothing hidden is revealed.
            params = {"side": first_side, "cards": cards_to_strs(sorted(dealt)), "from_pile": False, "dealt": True}
            told.append(Event(CanastaEvent.RED_THREE, first, params))
        told += [] if said is None else [said]
        drawer = self.drawer
        draws: list[Event] = []
        if self.drawn:
            # The drawer sees which cards (an event to them alone, of the same kind, stands for
            # the public one: each draw is told once); the others, how many. The public one
            # shows that the stock's top held no more red threes than were laid.
            count = len(self.drawn)
            # Drawn in another's move (the discard that began the drawer's first turn), they
            # replace the red threes dealt: told so, not as a second draw in a row.
            replacing: JsonDict = {"replacing": True} if drawer != self.seat else {}
            draws.append(
                Event(
                    CanastaEvent.DRAW,
                    drawer,
                    {"count": count, "cards": cards_to_strs(self.drawn), **replacing},
                    audience=(drawer,),
                    reveals=True,
                )
            )
            draws.append(Event(CanastaEvent.DRAW, drawer, {"count": count, **replacing}, reveals=True))
        own = side_of(drawer, n)
        reds = self.reds or [[] for _ in range(self.sides)]
        laid: list[Event] = []
        # A draw (the one move that says nothing of its own) that turned up a red three: told as
        # drawn, then laid out, before its replacement ("laid out" alone read as before the draw).
        drew_it = said is None and drawer == self.seat and self.began < 0 and not self.from_pile
        for side, cards in enumerate(reds):
            if cards:
                laid.append(
                    Event(
                        CanastaEvent.RED_THREE,
                        # Whose they are: the drawer's (a discard lets the next player replace the red
                        # threes they were dealt); any other side's, told of the side as a whole.
                        drawer if side == own else None,
                        {
                            "side": side,
                            "cards": cards_to_strs(sorted(cards)),
                            "from_pile": self.from_pile,
                            **({"drawn": True} if drew_it and side == own else {}),
                        },
                        # Dealt or drawn from the stock, a red three was hidden until now; one in a
                        # taken pile lay face up.
                        reveals=not self.from_pile,
                    )
                )
        told += [*laid, *draws] if self.reds_first else [*draws, *laid]
        # A discard that starts the next player's first turn shows whether they were dealt red
        # threes: laid out above when they were, said here when they were not (an event even if
        # it reads as noise: it shows what was hidden, so undo does not go back past it).
        if self.began >= 0 and self.result is None and not reds[side_of(self.began, n)]:
            told.append(Event(CanastaEvent.NO_RED_THREE, self.began, {}, reveals=True))
        side = side_of(self.seat, n)
        for meld in self.canastas:
            told.append(
                Event(
                    CanastaEvent.CANASTA, self.seat, {"rank": KIND_TEXT[meld.rank], "state": meld.state(), "side": side}
                )
            )
        result = self.result
        if result is not None:
            if result.went_out >= 0:
                told.append(Event(CanastaEvent.GO_OUT, result.went_out, {"concealed": result.concealed}))
            told.append(
                Event(
                    HAND_END,
                    None,
                    {
                        "number": result.number,
                        "end": result.end.value,
                        "points": list(result.points),
                        "totals": list(result.totals),
                    },
                    reveals=True,
                )
            )
            if self.next_hand:
                told.append(Event(CanastaEvent.DEAL, None, {"number": self.next_hand}, reveals=True))
        return tuple(told)
