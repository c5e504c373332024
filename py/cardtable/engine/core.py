"""The engine protocol shared by every game: errors, game facts, options, outcomes.

Every game is a stateless ``Rules`` object holding validated, frozen options.
States are frozen plain data; ``step`` returns a new state with the move's events
and never mutates its input. Views (JSON-able dicts) are the only way a state reaches a
player, human or bot.

The engine is pure: standard library only, no ``random``, no browser modules.
"""

from __future__ import annotations

import abc
from collections import Counter
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, ClassVar, Generic, TypeAlias, TypedDict, TypeVar, cast

from .codec import Codec
from .rng import Rng
from .untrusted import reading

PlayerId: TypeAlias = int
JsonDict: TypeAlias = dict[str, Any]

StateT = TypeVar("StateT")
ActionT = TypeVar("ActionT")
ItemT = TypeVar("ItemT", bound=Hashable)
ViewT = TypeVar("ViewT")


# --------------------------------------------------------------------------- errors


ErrorParam: TypeAlias = str | int


class ActionError(ValueError):
    """Base of the action errors.

    ``code`` is stable and names the broken rule; ``params`` are the facts a player's
    text needs (``threshold=8``, ``kind="set"``, ``card="Ks"``), JSON-safe (text or
    whole numbers) and never a card hidden from the player; ``str(error)`` is an
    English message for logs and tests. The table shows the player the text of
    ``<game_id>.error.<code>`` (a game's own codes, its ``Rules.error_codes``) or
    ``error.<code>`` (``GENERIC_ERROR_CODES``) in their language, filled from ``params``.

    >>> error = IllegalActionError("Your lowest card must be at most 6.", "reply_too_high", threshold=6)
    >>> error.code, error.params, error.to_dict()["message"]
    ('reply_too_high', {'threshold': 6}, 'Your lowest card must be at most 6.')
    """

    code: str = "illegal_action"

    def __init__(self, message: str, code: str | None = None, **params: ErrorParam) -> None:
        super().__init__(message)
        if code is not None:
            self.code = code
        for name, value in params.items():
            if not isinstance(value, (str, int)) or isinstance(value, bool):
                raise TypeError(f"error parameter {name}={value!r} must be text or a whole number")
        self.params: dict[str, ErrorParam] = dict(params)

    def to_dict(self) -> JsonDict:
        return {"code": self.code, "params": dict(self.params), "message": str(self)}


class InvalidActionError(ActionError):
    """The action is malformed: it is not an action of this game at all."""

    code = "invalid_action"


class IllegalActionError(ActionError):
    """A well-formed action that is not allowed now.

    Generic codes: ``not_your_turn``, ``wrong_phase``, ``game_over``, ``illegal_action``;
    games raise more precise ones for their own rules. Messages name the broken rule
    and never reveal a hidden card.
    """


NOT_YOUR_TURN = "not_your_turn"
WRONG_PHASE = "wrong_phase"
GAME_OVER = "game_over"
ILLEGAL_ACTION = "illegal_action"
INVALID_ACTION = "invalid_action"
# Codes any game may raise; a game's own, more precise codes are its ``error_codes``
# (every raised code is one of the two: the conformance suite checks it).
GENERIC_ERROR_CODES = (NOT_YOUR_TURN, WRONG_PHASE, GAME_OVER, ILLEGAL_ACTION, INVALID_ACTION)


class Word:
    """An action that carries nothing and is written as one fixed text (``pass``, ``draw``,
    ``take upcard``). A game's subclass, a frozen dataclass, sets ``text``; the dataclass
    gives equality and hashing, so every instance of it is the same action."""

    text: ClassVar[str]

    def __str__(self) -> str:
        return self.text


# --------------------------------------------------------------------------- facts


@dataclass(frozen=True)
class GameInfo:
    """Static facts about a game."""

    id: str
    title: str
    min_players: int
    max_players: int
    hidden_information: bool = True
    simultaneous_decisions: bool = False
    # Upper bound on decisions in one whole match; the conformance suite relies on it.
    max_game_length: int = 10_000
    # Place in the lobby's game list (lower first; ties by id).
    menu_order: int = 100


@dataclass(frozen=True)
class Outcome:
    """Result of a finished match: final match scores, the winning seats, and why."""

    scores: tuple[int, ...]
    winners: tuple[PlayerId, ...]
    reason: str

    def to_dict(self) -> JsonDict:
        return {"scores": list(self.scores), "winners": list(self.winners), "reason": self.reason}


# --------------------------------------------------------------------------- views

VIEW_ENVELOPE: Mapping[str, str] = MappingProxyType(
    {
        "game": "str: the game id (``info.id``)",
        "phase": "str: the game's phase name (its ``Phase`` enum value); never read it for the "
        "result: whether the match is over and who won come from ``Rules.outcome``",
        "to_act": "list[int]: the seats that must act now (``to_act(state)``); [] once the match is over",
        "scores": "list[int]: the match score of every seat, in seat order (the final totals once over)",
        "num_players": "int: the number of seats",
        "seat": "int | None: the viewer's seat; None for a spectator",
        "legal": "list[str]: the viewer's legal actions as action texts, in ``legal_actions`` "
        "order; [] for a spectator and for a seat that is not to act",
        "hand": "list[str]: the viewer's private cards in the game's notation (games with "
        "private hands only; a spectator's view has [] or no ``hand``)",
        "teams": "list[list[int]]: the partnerships, each a list of seats, together every seat "
        "once (partnership games only)",
        "moves": "list[dict]: ``legal`` taken apart, in the same order: each a ``MoveView`` (the "
        "action text, its kind, the viewer's cards or tiles it uses) with the game's own fields; "
        "tables build their controls from these and never split an action text",
    }
)
"""The keys every game's ``view`` shares, with their types and meanings.

``game``, ``phase``, ``to_act``, ``scores``, ``num_players``, ``seat`` and ``legal`` are in
every view; ``hand`` and ``teams`` where the game has them. The rest of a view is the
game's own. The conformance suite checks the envelope for every game, every seat and
the spectator, at every step of its random games.
"""
REQUIRED_VIEW_KEYS = ("game", "phase", "to_act", "scores", "num_players", "seat", "legal")


# --------------------------------------------------------------------------- events


def typed_view(kind: type[ViewT], data: JsonDict) -> ViewT:
    """``data``, a view that a game's ``Rules.view`` built, as that game's view type.

    The one unchecked boundary: the Rules protocol hands views on as plain JSON; the
    conformance suite checks every view's keys against the game's view type at run time.
    """
    return cast(ViewT, data)


# Event kinds the shared screens read; every other kind is a game's own.
HAND_END = "hand_end"
"""A hand (deal, round) was scored: the table shows it finished and opens its summary."""
DEAL = "deal"
"""New hands were dealt: the table clears the last hand's moves."""
TRICK_WON = "trick_won"
"""A trick was taken: the table holds the whole trick and its winner before the next lead."""


@dataclass(frozen=True)
class Event:
    """One thing that happened at the table, as some or all seats may know it.

    ``Rules.step`` returns each move's few events, in the order they happen
    (a card played, the trick won, the hand scored). The table plays them one after
    another, each where it happens, and says them in the player's language from the
    text ``<game_id>.event.<kind>`` filled with ``params``.

    - ``kind``: a stable code (``play``, ``draw``, ``trick_won``, ``HAND_END`` …).
    - ``seat``: the seat it is about (usually the mover); ``None`` for the table itself.
    - ``params``: JSON-safe facts (text, whole numbers, lists of them): the cards, counts
      and seats a sentence needs. Never a card hidden from the event's audience.
    - ``audience``: the seats that may see it; ``None`` means everyone, spectators too.
      A draw from the stock is two events: the card, to the drawer alone; the fact of
      a draw, to everyone.
    - ``reveals``: it shows its audience something that was hidden from them (a drawn
      card, an opponent's hand, secret votes). Undo never goes back across it.
    - ``target``: the seat it aims at besides its own (a Gift's target, the knocker whose
      melds the defender now lays off on); the table marks it there too.

    >>> drawn = Event("draw", 1, {"card": "7s"}, audience=(1,), reveals=True)
    >>> drawn.visible_to(1), drawn.visible_to(0), drawn.visible_to(None)
    (True, False, False)
    >>> Event("draw", 1, {"source": "stock"}).to_dict()
    {'kind': 'draw', 'seat': 1, 'params': {'source': 'stock'}, 'reveals': False}
    """

    kind: str
    seat: PlayerId | None = None
    params: Mapping[str, Any] = field(default_factory=dict)
    audience: tuple[PlayerId, ...] | None = None
    reveals: bool = False
    target: PlayerId | None = None

    def visible_to(self, viewer: PlayerId | None) -> bool:
        """Whether ``viewer`` (a seat, or ``None`` for a spectator) may see this event."""
        return self.audience is None or (viewer is not None and viewer in self.audience)

    def reveals_to(self, viewer: PlayerId | None) -> bool:
        """Whether this event shows ``viewer`` something that was hidden from them.

        A revealing event shown to more than its own seat is about that seat's cards
        (a card played from a hidden hand, melds laid down): it reveals them to the
        others, not to the seat that held them. Shown to its seat alone (a drawn card),
        or about the table (``seat`` None: the votes, a new deal), it reveals to all
        its audience.

        >>> played = Event("play", 0, {"card": "Ks"}, reveals=True)
        >>> played.reveals_to(0), played.reveals_to(1)
        (False, True)
        >>> Event("draw", 1, {"card": "7s"}, audience=(1,), reveals=True).reveals_to(1)
        True
        """
        if not self.reveals or not self.visible_to(viewer):
            return False
        return viewer != self.seat or self.audience == (self.seat,)

    def to_dict(self) -> JsonDict:
        """The event as the viewer gets it (the audience itself is not shown)."""
        shown: JsonDict = {"kind": self.kind, "seat": self.seat, "params": dict(self.params), "reveals": self.reveals}
        if self.target is not None:
            shown["target"] = self.target
        return shown

    def to_record(self) -> JsonDict:
        """The whole event, audience included, as a save stores it with its move."""
        record = self.to_dict()
        if self.audience is not None:
            record["audience"] = list(self.audience)
        return record


@dataclass(frozen=True)
class Step(Generic[StateT]):
    """What one move did: the state it led to, and the events it caused, in order.

    ``hand_end``: when the move finished a hand and the same move dealt the next one, the
    position between the two: the finished hand as it lies after the deciding play, before
    anything of the next deal. A table shows it behind the hand's summary. None for every other
    move (a move that ends the game leaves its finished hand in ``state`` itself).
    """

    state: StateT
    events: tuple[Event, ...]
    hand_end: StateT | None = None


class Transcript(list[Event], Generic[StateT]):
    """What a move emits while its transition runs: its events in order, and ``hand_end``, the
    finished hand set aside before the next deal. For engines whose helpers pass one list of
    events down; ``step`` turns it into the move's ``Step``."""

    hand_end: StateT | None = None

    def step(self, state: StateT) -> Step[StateT]:
        return Step(state, tuple(self), self.hand_end)


class MoveView(TypedDict):
    """The shared fields of one structured legal move in a view's ``moves``.

    A game's own move type adds its fields (a target seat, a meld, a colour named).
    """

    action: str  # the exact text, one of the view's ``legal``; what a table submits
    kind: str  # the game's own move kind (its action kind enum's value)
    cards: list[str]  # the viewer's cards or tiles it puts down or uses, in order; [] for none


def events_for(events: Sequence[Event], viewer: PlayerId | None) -> list[Event]:
    """The events ``viewer`` may see, in order."""
    return [event for event in events if event.visible_to(viewer)]


# --------------------------------------------------------------------------- options


@dataclass(frozen=True)
class OptionSpec:
    """One rule option: its name, default, and what values it allows.

    Allowed values are either the listed ``choices`` or, for whole-number options,
    the closed range ``minimum..maximum``. A seat-valued option (``first_player``)
    also accepts any seat index; ``Rules.check_new_game`` checks it against the player count.
    """

    name: str
    default: Any
    choices: tuple[Any, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    seat_index_allowed: bool = False
    # A preset stands for a set of other options: choosing it resets them to the preset's.
    preset: bool = False
    # The player counts at which the option means something (every count when empty): the
    # lobby offers it only there ("may I go out?" asks a partner, whom only four players have).
    players: tuple[int, ...] = ()

    def applies_to(self, num_players: int) -> bool:
        return not self.players or num_players in self.players

    def validate(self, value: Any) -> Any:
        if self.seat_index_allowed and _is_int(value) and 0 <= value < 16:
            return value
        # type() equality keeps True from passing for 1 and 1 for True.
        if any(value == c and type(value) is type(c) for c in self.choices):
            return value
        if self.minimum is not None and _is_int(value):
            if self.minimum <= value <= (self.maximum if self.maximum is not None else value):
                return value
        raise ValueError(f"option {self.name!r} must be {self.describe_allowed()}; got {value!r}")

    def describe_allowed(self) -> str:
        parts = [repr(c) for c in self.choices]
        if self.minimum is not None:
            parts.append(f"a whole number from {self.minimum} to {self.maximum}")
        if self.seat_index_allowed:
            parts.append("a seat number")
        return " or ".join(parts)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


FIRST_PLAYER = OptionSpec("first_player", "random", ("random",), seat_index_allowed=True)


def validate_options(specs: Sequence[OptionSpec], options: Mapping[str, Any] | None) -> Mapping[str, Any]:
    """Fill defaults and validate; unknown names are an error, not silently dropped."""
    options = dict(options or {})
    by_name = {spec.name: spec for spec in specs}
    unknown = sorted(set(options) - set(by_name))
    if unknown:
        raise ValueError(f"unknown option(s): {', '.join(unknown)}")
    resolved = {spec.name: spec.validate(options.get(spec.name, spec.default)) for spec in specs}
    return MappingProxyType(resolved)


def resolve_first_player(choice: Any, num_players: int, rng: Rng) -> PlayerId:
    """The seat that makes the first decision: a fixed seat, or drawn from the game's PRNG.

    ``Rules.check_new_game`` has already checked that a fixed seat is at the table.
    """
    return rng.below(num_players) if choice == "random" else int(choice)


# --------------------------------------------------------------------------- stacked decks


@dataclass(frozen=True)
class DeckSpec(Generic[ItemT]):
    """A game's whole deck, to check a stacked one against: every item (cards or tiles,
    copies repeated), how one is parsed from its text and named in a message, and the
    deck in words (``"the 52 cards"``)."""

    whole: tuple[ItemT, ...]
    parse: Callable[[str], ItemT]
    name: Callable[[ItemT], str]
    described: str

    def check(self, order: Sequence[str]) -> list[ItemT]:
        """Parse a stacked deck (the whole deck, top first) and check it is exactly the deck.

        Returns the items in the given order.

        Raises:
            ValueError: when ``order`` is not a list of texts, a text is not an item
                (``parse``'s message), or items are missing or repeated (the message names them).

        >>> spec = DeckSpec(("1", "2", "2"), str, str, "one 1 and two 2s")
        >>> spec.check(["2", "1", "2"])
        ['2', '1', '2']
        >>> spec.check(["2", "1", "1"])
        Traceback (most recent call last):
        ...
        ValueError: a stacked deck lists one 1 and two 2s: 2 is missing; 1 is there 2 times, not 1
        """
        if isinstance(order, str) or not isinstance(order, Sequence):
            raise ValueError("a stacked deck is a list of card texts, top first")
        items = [self.parse(text) for text in order]
        have, want = Counter(items), Counter(self.whole)
        if have == want:
            return items
        rank = {item: i for i, item in reversed(list(enumerate(self.whole)))}  # messages in deck order

        def in_deck_order(counts: Counter[ItemT]) -> list[ItemT]:
            return sorted(counts, key=lambda item: (rank.get(item, len(rank)), self.name(item)))

        problems = []
        missing = want - have
        if missing:
            names = " ".join(self._counted(item, missing[item]) for item in in_deck_order(missing))
            problems.append(f"{names} {'is' if sum(missing.values()) == 1 else 'are'} missing")
        for item in in_deck_order(have - want):
            problems.append(f"{self.name(item)} is there {have[item]} times, not {want[item]}")
        raise ValueError(f"a stacked deck lists {self.described}: " + "; ".join(problems))

    def _counted(self, item: ItemT, n: int) -> str:
        return self.name(item) if n == 1 else f"{n}x {self.name(item)}"


# --------------------------------------------------------------------------- protocol


@dataclass(frozen=True)
class Rules(abc.ABC, Generic[StateT, ActionT]):
    """A game's rules under fixed options. Stateless: every method is a pure function."""

    info: ClassVar[GameInfo]
    option_specs: ClassVar[tuple[OptionSpec, ...]]
    # The game's own error codes beyond GENERIC_ERROR_CODES (each needs a text per language).
    error_codes: ClassVar[tuple[str, ...]] = ()
    # Options of the shortest sensible match (one hand, a low target): for demos and the
    # kit's whole-match tests, which run for every registered game.
    quick_options: ClassVar[Mapping[str, Any]] = MappingProxyType({})
    view_type: ClassVar[type[Any] | None] = None
    """The TypedDict every view of this game follows; the conformance suite checks each view against it."""

    options: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "options", validate_options(self.option_specs, self.options))

    # --- lifecycle
    def check_new_game(
        self, num_players: int, deck: Sequence[str] | None = None, spec: DeckSpec[ItemT] | None = None
    ) -> list[ItemT] | None:
        """The checks every ``new_game`` starts with: the player count against ``info``,
        each seat-valued option (``first_player``, ``first_dealer``) against the table,
        and a stacked ``deck`` against the game's whole deck ``spec``.

        Returns the stacked deck's items, top first (None without a stacked deck).

        Raises:
            ValueError: naming the broken condition.
        """
        info = self.info
        if not info.min_players <= num_players <= info.max_players:
            if info.min_players == info.max_players:
                raise ValueError(f"{info.title} is for exactly {info.min_players} players")
            raise ValueError(f"{info.title} takes {info.min_players} to {info.max_players} players")
        for spec_ in self.option_specs:
            value = self.options[spec_.name]
            if spec_.seat_index_allowed and _is_int(value) and not 0 <= value < num_players:
                raise ValueError(f"{spec_.name} {value} is not a seat of a {num_players}-player game")
        if deck is None:
            return None
        if spec is None:
            raise ValueError(f"{info.title} cannot be dealt from a stacked deck")
        return spec.check(deck)

    @abc.abstractmethod
    def new_game(self, num_players: int, *, seed: int, deck: Sequence[str] | None = None) -> StateT:
        """A new match. ``deck`` stacks the first deal (full deck order, top first)."""

    def new_game_from_position(self, num_players: int, *, seed: int, position: str) -> StateT:
        """A new match that starts from a shared position: ``position`` is the text
        ``position_to_text`` wrote (untrusted: it may come from a link), and the seed deals
        whatever the position leaves open. Games that support it override both methods.

        Raises:
            ValueError: naming what is wrong with the position (here: not supported).
        """
        raise ValueError(f"{self.info.title} cannot start from a shared position")

    def position_to_text(self, view: JsonDict) -> str | None:
        """The position ``view``'s seat sees, as the compact text a link carries to play it
        again (``new_game_from_position``); ``None`` when the game cannot. Written from a view,
        so it never holds what that seat may not know."""
        return None

    @abc.abstractmethod
    def to_act(self, state: StateT) -> tuple[PlayerId, ...]:
        """Seats that must act now; ``()`` when the match is over."""

    @abc.abstractmethod
    def legal_actions(self, state: StateT, seat: PlayerId) -> list[ActionT]:
        """Every legal action of ``seat`` now, each once, in a deterministic order."""

    def check(self, state: StateT, seat: PlayerId, action: ActionT) -> None:
        """Raise ``IllegalActionError`` unless ``seat`` may play ``action`` now: the shared
        turn checks (``check_seat``), then the game's own (``refusal``)."""
        self.check_seat(state, seat)
        refused = self.refusal(state, seat, action)
        if refused is not None:
            raise refused

    def refusal(self, state: StateT, seat: PlayerId, action: ActionT) -> IllegalActionError | None:
        """Why ``action`` breaks a rule now, once it is ``seat``'s turn (``None`` when it is
        legal). A game either answers this or overrides ``check`` as a whole."""
        return None

    @abc.abstractmethod
    def step(self, state: StateT, seat: PlayerId, action: ActionT) -> Step[StateT]:
        """Check, then play ``action``: the next state, and the events the move caused.

        Each game emits its events where its transition decides what happens, in the order
        they happen; nothing compares two states to find them. Each event carries its
        audience: a card only its owner may see goes to them alone, with a public event for
        what everyone sees. A scored hand ends with a ``HAND_END`` event. The conformance
        suite checks that no seat's events name a card its own views do not show. Undo
        against bots never goes back across an event that ``reveals_to`` the person: taking
        it back would let them peek and choose again. Never mutates ``state``.
        """

    def apply_action(self, state: StateT, seat: PlayerId, action: ActionT) -> StateT:
        """Check, then return the next state (``step`` without its events). Never mutates ``state``."""
        return self.step(state, seat, action).state

    @abc.abstractmethod
    def view(self, state: StateT, seat: PlayerId | None) -> JsonDict:
        """What ``seat`` may know (``None``: a spectator), as JSON-able data.

        Every view holds the shared keys of ``VIEW_ENVELOPE``; the rest is the game's own.
        """

    @abc.abstractmethod
    def outcome(self, state: StateT) -> Outcome | None:
        """The match result, or ``None`` while it goes on."""

    @abc.abstractmethod
    def sample_state(self, view: JsonDict, rng: Rng) -> StateT:
        """A full state consistent with ``view`` (hidden cards dealt at random)."""

    # --- notation and serialisation
    @abc.abstractmethod
    def state_codec(self) -> Codec[StateT]:
        """How a state is written as JSON and read back, field by field (``engine/codec.py``):
        each field's type and range, sized by the table before it sizes anything."""

    @abc.abstractmethod
    def check_state(self, state: StateT) -> None:
        """Raise ``ValueError`` naming what ``state``, read from JSON, breaks of what every state
        the engine makes keeps across its fields (the cards add up to the deck, the phase holds)."""

    def state_to_dict(self, state: StateT) -> JsonDict:
        return self.state_codec().write(state)

    def state_from_dict(self, data: JsonDict) -> StateT:
        """Rebuild a state from untrusted JSON (a save is hostile input), refusing (``ValueError``)
        one that is not a state of this game: ``state_codec`` reads every field, ``check_state``
        checks what spans fields."""
        with reading(self.info.title):
            state = self.state_codec().read(data)
            self.check_state(state)
        return state

    def action_to_str(self, action: ActionT) -> str:
        """The action's text: its ``str`` (a game whose text depends on its options writes it here)."""
        return str(action)

    @abc.abstractmethod
    def action_from_str(self, text: str) -> ActionT:
        """Parse the action text; raise ``InvalidActionError`` when malformed."""

    # --- helpers every game gets
    def is_over(self, state: StateT) -> bool:
        return not self.to_act(state)

    def num_players(self, state: StateT) -> int:
        return int(getattr(state, "num_players"))  # noqa: B009  (StateT is unbounded: every state has it)

    @abc.abstractmethod
    def all_cards(self, state: StateT) -> list[str]:
        """Every card of every zone (hands, piles, stock, table), sorted notation.

        Constant within a hand; the conformance suite checks that nothing is
        created or lost.
        """

    @abc.abstractmethod
    def hands_scored(self, state: StateT) -> int:
        """How many hands (deals, rounds) of the match have been scored so far.

        A game that scores as it goes, with no summary between its rounds, counts the
        whole match as its one hand. The conformance suite checks that ``step`` ends
        a hand with ``HAND_END`` exactly when this count goes up.
        """

    def is_to_act(self, state: StateT, seat: PlayerId) -> bool:
        """Whether ``seat`` must act now. A game whose ``to_act`` costs more than a field
        read answers it directly; ``check_seat`` asks only this."""
        return seat in self.to_act(state)

    def check_seat(self, state: StateT, seat: PlayerId) -> None:
        """The shared turn checks: match over, seat exists, seat's turn. Every game's
        ``check`` starts with it; a game refines ``is_to_act`` and ``is_over``, never this."""
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.num_players(state):
            if self.is_over(state):
                raise IllegalActionError("The game is over.", GAME_OVER)
            raise IllegalActionError(f"There is no seat {seat!r} at this table.", NOT_YOUR_TURN)
        if self.is_to_act(state, seat):
            return
        if self.is_over(state):
            raise IllegalActionError("The game is over.", GAME_OVER)
        raise IllegalActionError("It is not your turn.", NOT_YOUR_TURN)
