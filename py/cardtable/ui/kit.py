"""The game kit's UI contract: what a game's table supplies to the shared screens.

A game's table lives in ``cardtable.ui.games.<game_id>``; that package exports
``TABLE``, an object that satisfies ``GameTable``. The controller finds it from the
game id alone (no list to edit) and holds the table's own UI state opaquely: a
selection of cards, a half-edited Rummikub table, dividers dragged along a row —
whatever the game needs. The controller never names a game, an action text or a
view key outside the envelope below.

Input reaches a table through markup: an element with ``data-action="input"`` and
``data-input="<name>"`` (plus any ``data-*`` it likes) is handed to ``on_input``;
a key the shared shortcuts do not take goes to ``on_key``; a drag from an element
with ``data-drag`` released over one with ``data-drop`` arrives as
``on_input("drop", {"from-<key>": …, "to-<key>": …})`` with both elements' ``data-*``
(a Rummikub tile onto a set, a divider along a row; offer taps and keys too). Either answers with a
new UI state, a ``Submit`` (a finished action, in the engine's action text), or a
``Say`` (a text key for the status line, the UI state unchanged). A button with
``data-action="act" data-move="<action text>"`` submits that action directly:
use it for moves that need no composing (draw, pass, knock).

The view envelope every game's ``view`` shares (checked by the conformance suite):
``phase`` (str), ``to_act`` (list of seats), ``scores`` (match score per seat),
``num_players`` (int), ``seat`` (the viewer, or None), ``legal`` (the viewer's legal
action texts), ``hand`` (the viewer's private cards, where the game has them) and,
for partnership games, ``teams`` (list of seat lists).

Each table subclasses ``GameTable``, which gives the optional hooks their defaults: a turn
timer (``turn_seconds``, ``on_time_up``; the clock runs only while the person can act), a
practice review (``review_move``), forced moves that play themselves, and the names of a
finished hand and of the privacy screen's texts.

Text keys: a game's catalogs (``ui/games/<id>/catalogs/<lang>.po``) hold every key
that starts with ``<id>.``; the kit itself asks for ``<id>.title``, ``<id>.blurb``,
``<id>.help``, ``<id>.opt.<option>`` (+ ``.help`` and ``.<choice>``) and
``<id>.error.<code>`` for the engine's error codes.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Generator, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Generic, Protocol, TypeVar, runtime_checkable

from ..app.i18n import Translator
from ..engine.core import JsonDict
from .markup import Markup, selector

UiState = Any
"""A table's own UI state: opaque to the controller, immutable by convention."""


@dataclass(frozen=True)
class Submit:
    """The player finished composing a move: play this action (engine action text), then
    ``then``, in order, as the same player (a move the engine takes in several actions, such
    as a knock's melds and "done"; a refusal stops the sequence and says why)."""

    action: str
    then: tuple[str, ...] = ()


@dataclass(frozen=True)
class Say:
    """Nothing to play yet: show the text under this key (with these fields) instead."""

    key: str
    fields: Mapping[str, Any] = field(default_factory=dict)
    kind: str = "error"
    ui: Any = None
    """The table's UI state from now on (``None``: unchanged): a change that says what it did."""


@dataclass(frozen=True)
class LastMove:
    """A seat's latest move, as its events (``Event.to_dict()``) the viewer may see them:
    what a table draws where it happened (the card at the seat, the pile it touched)."""

    seat: int
    events: tuple[JsonDict, ...] = ()

    def of_kind(self, *kinds: str) -> list[JsonDict]:
        """This move's events of these kinds, in order."""
        return [event for event in self.events if event["kind"] in kinds]


class Headline(str):
    """A story sentence that opens a line of its own in the recent moves, though the seat's line
    before it goes on (a knock after the draw: "Bob knocks!" was lost in a run-on line of the
    knocker's turn, issue 30, Gin 2, round 7). It reads as the plain sentence anywhere else."""

    __slots__ = ()


class ToYou(str):
    """A sentence of the recent moves about something done to the viewer (a Gift at them, a
    pass the table played for them): the strip keeps its turn in sight though later turns
    push it past the latest three (Santa and 12 Days replays, stop 39: the Gift that cost the
    player their turn had gone from the strip). It reads as the plain sentence anywhere else."""

    __slots__ = ()


class _HeadlineToYou(Headline, ToYou):
    __slots__ = ()


def to_you(sentence: str) -> str:
    """``sentence`` marked as about the viewer (``ToYou``), a ``Headline`` still."""
    return _HeadlineToYou(sentence) if isinstance(sentence, Headline) else ToYou(sentence)


# The "seat" of a sentence about the whole table in the recent moves (a hand's end, the next
# deal): its own line, never run on with a seat's turn (issue 30, 12 Days round 4, 4).
TABLE_LINE = -1


@dataclass(frozen=True)
class TableContext:
    """What a table needs besides the engine's view: names, levels, and the frame's state."""

    names: list[str]
    levels: list[str | None]
    status: str = ""
    message: str = ""
    message_kind: str = "info"  # info | error
    message_actions: tuple[tuple[str, str], ...] = ()  # buttons beside the message: (data-action, label)
    hint: str = ""
    log: list[str] = field(default_factory=list)
    can_undo: bool = False
    undo_reason: str = ""  # why undo is not possible now (shown on the button and when pressed)
    practice: bool = False
    lang: str = "en"
    four_colour: bool = False
    large_cards: bool = False
    can_hint: bool = False
    show_log: bool = False
    dialog: Markup | None = None
    # Each seat's latest move in this hand, oldest first, until that seat moves again (a new
    # deal clears them; the hand's deciding move stays until its summary is closed). The last
    # one is the move on show.
    moves: tuple[LastMove, ...] = ()
    # Every move since the deal, oldest first, as the viewer may see it (a table that tells the
    # hand's steps: Let's Divide's "This round"); in a replay, the moves up to the step shown.
    since_deal: tuple[LastMove, ...] = ()
    # What each other seat did since the viewer's last move, in order: (seat, sentence); a
    # sentence about the whole table (a hand's end, a deal) has the seat ``TABLE_LINE``.
    recent: tuple[tuple[int, str], ...] = ()
    # The timeline is still playing events (the table offers Skip).
    playing: bool = False
    # The event the timeline has on show (``Event.to_dict()``), one part of the latest move (a
    # draw, a meld, a discard), so that a table plays each part where it happens; None when idle.
    showing: JsonDict | None = None
    # The viewer's turn clock, in whole seconds left, while it runs (``turn_seconds``); the
    # table draws it with ``ui/table.py``'s ``turn_clock``.
    seconds_left: int | None = None
    # A lesson's coach: its panel, and the selectors of what it points at (JSON, for the page).
    coach: Markup | None = None
    coach_targets: str | None = None

    @property
    def last_move(self) -> LastMove | None:
        """The latest move on the table."""
        return self.moves[-1] if self.moves else None

    @property
    def moved_seat(self) -> int | None:
        """The seat whose move is the latest on the table (tables mark it ``just-moved``)."""
        return self.moves[-1].seat if self.moves else None

    def move_of(self, seat: int) -> LastMove | None:
        """``seat``'s latest move in this hand, if it moved since the deal."""
        return next((move for move in self.moves if move.seat == seat), None)


@runtime_checkable
class GameTable(Protocol):
    """How a game draws its table and turns a person's input into its actions."""

    folded_options: frozenset[str]
    """Option names the lobby folds under "More rules" (the rest are shown up front)."""

    def new_ui(self, view: JsonDict) -> UiState:
        """The UI state for a fresh turn (nothing selected)."""
        ...

    def render(self, view: JsonDict, ui: UiState, ctx: TableContext, t: Translator) -> Markup:
        """The middle of the table screen for this view (the kit draws the frame)."""
        ...

    def on_input(self, view: JsonDict, ui: UiState, name: str, data: Mapping[str, str]) -> UiState | Submit | Say:
        """A tap, drag or change on an element with ``data-input=name``."""
        ...

    def on_key(self, view: JsonDict, ui: UiState, key: str) -> UiState | Submit | Say | None:
        """A key press the shared shortcuts did not take; ``None``: not handled."""
        ...

    def shortcuts(self) -> Sequence[tuple[str, str]]:
        """The table's own keys for ``on_key``, as (key, text key saying what it does),
        listed with the shared ones in the "?" overlay."""
        ...

    def ui_for_hint(self, view: JsonDict, ui: UiState, action: str) -> UiState:
        """Show a hinted action as a composed move (e.g. select its cards)."""
        ...

    def error_fields(self, params: Mapping[str, Any], t: Translator) -> Mapping[str, Any]:
        """An engine refusal's fields as its text shows them (a card code as the card's
        corner in the player's language); by default as they are."""
        return params

    def describe_move(self, move: JsonDict, names: list[str], t: Translator) -> str:
        """A structured move (one of a view's ``moves``) in words, for the hint line; ``names``
        are the players', seat by seat, for a move aimed at one of them."""
        ...

    def describe_event(self, event: JsonDict, names: list[str], viewer: int | None, t: Translator) -> str:
        """One of the engine's events (``Event.to_dict()``, as ``viewer`` may see it) as a
        sentence for the log and the live region, from the texts ``<game_id>.event.<kind>``:
        "Bob took the 6♠ from the discard pile". It names the cards; never an action code."""
        ...

    def render_cards(self, cards: list[str], t: Translator) -> Markup:
        """A row of small cards in the game's notation (a hand shown open in a replay)."""
        ...

    def describe_progress(self, view: JsonDict, names: list[str], t: Translator) -> str:
        """How far a match got, in a few words for the saved games list (hand, score)."""
        ...

    def render_hand_summary(self, view: JsonDict, names: list[str], t: Translator) -> Markup:
        """The body of the dialog shown when a hand ends (a spectator view after it)."""
        ...

    def render_game_summary(self, outcome: JsonDict, view: JsonDict, names: list[str], t: Translator) -> Markup:
        """The body of the dialog shown when the match is over."""
        ...

    def text_keys(self) -> Iterable[str]:
        """Every text key this table builds at run time (from enums and constants),
        so the catalog test can require each in every language."""
        ...

    # --- optional hooks: a table subclasses ``GameTable`` and keeps these defaults or refines them

    plays_forced_moves: bool = False
    """A person's step with a single legal action plays itself (a forced re-split)."""

    def plays_forced(self, options: Mapping[str, Any]) -> bool:
        """Whether a match with these rule options plays a person's forced steps by itself
        (``plays_forced_moves``; a game may leave it to an option: 12 Days' ``auto_pass``)."""
        return self.plays_forced_moves

    def forced_move(self, view: JsonDict) -> str | None:
        """The action a person's step plays by itself in a match that ``plays_forced``: the only
        legal one; a game may keep some of those for the person (12 Days: its lead's last card)."""
        legal = view["legal"]
        return str(legal[0]) if len(legal) == 1 else None

    def forced_note(self, view: JsonDict, names: list[str], viewer: int | None, t: Translator) -> str | None:
        """The log's line for a move played by itself from ``view`` (its mover's), saying why there
        was no choice, told to ``viewer`` in place of the move's own sentence and kept in the recent
        moves; None: told as any move."""
        return None

    lobby_options: Mapping[str, Any] = MappingProxyType({})
    """The options a fresh lobby sets for this game where the rules' default does not suit a
    newcomer (Rummikub: no turn timer); the player may change them there."""
    long_beats: Mapping[str, int] = MappingProxyType({})
    """Event kinds that hold the table longer when another seat's (ms at normal pace: Gin's
    knock), where the timeline's usual times let them go by unread."""
    hand_over_key: str = "dialog.hand_over"
    """The text naming a finished hand ("Round over" where the game says rounds)."""
    privacy_keys: tuple[str, str] = ("privacy.explain", "privacy.show")
    """The privacy screen's texts: why the hand is hidden, and the button that shows it."""

    def moment(self, events: Sequence[JsonDict], names: list[str], t: Translator) -> tuple[str, Markup] | None:
        """A move's public events that everyone at a hot-seat device must see together before
        the next privacy screen (secret votes revealed): the dialog's title and body; None: none."""
        return None

    def hand_story(self, moves: Sequence[LastMove], names: list[str], t: Translator) -> Markup | None:
        """What the finished hand's moves did (``moves``: every move since its deal, the one that
        ended it last), told at the top of its summary; None: the summary tells it all."""
        return None

    def privacy_texts(self, view: JsonDict) -> tuple[str, str]:
        """The privacy screen's texts for the turn a public ``view`` shows (``privacy_keys``
        unless the table words some turns otherwise: a public move hides nothing)."""
        return self.privacy_keys

    def move_for(self, view: JsonDict, action: str) -> JsonDict | None:
        """The structured move that plays ``action`` (a hint's) in ``view``: one of its ``moves``."""
        return next((move for move in view.get("moves", ()) if move["action"] == action), None)

    def status(self, view: JsonDict, names: list[str], t: Translator) -> str | None:
        """The status line for the viewer's ``view`` when the game words the moment itself (a
        window every player answers at once, which is nobody's turn); None: the frame's own
        line, whose turn it is."""
        return None

    def turn_seconds(self, view: JsonDict) -> int | None:
        """The viewer's time limit for this turn in seconds, or None (no turn timer)."""
        return None

    def on_time_up(self, view: JsonDict, ui: UiState) -> UiState | Submit | Say | None:
        """What is played when the turn's time runs out (e.g. the working copy, for the
        engine's timeout rule)."""
        return None

    def on_escape(self, view: JsonDict, ui: UiState) -> UiState | Say | None:
        """Esc at the viewer's turn: the choice cleared (a ``Say`` with its ``ui`` says what
        was cleared); None: the UI state starts afresh (``new_ui``)."""
        return None

    def undo_edit(self, view: JsonDict, ui: UiState) -> UiState | Say | None:
        """Undo at the viewer's turn: the last step of the turn being composed taken back (a
        tile laid on the table), so that one Undo button serves both; None: nothing of the
        table's own to undo, the match's last move is taken back."""
        return None

    def coach_targets(self, view: JsonDict, ui: UiState, action: str) -> tuple[str, ...]:
        """A lesson: what to touch next to play ``action`` from this UI state, as CSS selectors of
        attributes (``markup.selector``): the cards of a composed move not chosen yet, else the
        button that plays it. By default, the button that plays the action directly."""
        return (selector(**{"data-move": action}),)

    def review_move(self, view: JsonDict, action: str) -> Generator[None, None, Say | None] | None:
        """Practice: thinking (in slices, like a hint) that returns a ``Say`` when more was
        possible than ``action`` from ``view``; None: the table does not review."""
        return None


ViewT = TypeVar("ViewT")


class TypedTable(GameTable, Generic[ViewT]):
    """A ``GameTable`` that reads its views typed (``ViewT``, the game's view ``TypedDict``).

    The hooks that only hand the typed view on to the game's drawing functions are written
    here once: a game gives its view's one cast from JSON (``typed``), the function that draws
    the middle of the table (``draw``), a row of small cards in its notation (``cards``), the
    hand's and the match's summaries and its story's ``describe_event``, in that order, and
    writes only the hooks that do more.
    """

    def __init__(
        self,
        typed: Callable[[JsonDict], ViewT],
        draw: Callable[[ViewT, UiState, TableContext, Translator], Markup],
        cards: Callable[[list[str], Translator], Markup],
        hand_summary: Callable[[ViewT, list[str], Translator], Markup],
        game_summary: Callable[[JsonDict, ViewT, list[str], Translator], Markup],
        story: Callable[[JsonDict, list[str], int | None, Translator], str],
    ) -> None:
        self.typed = typed
        self._draw = draw
        self._cards = cards
        self._hand_summary = hand_summary
        self._game_summary = game_summary
        self._story = story

    def render(self, view: JsonDict, ui: UiState, ctx: TableContext, t: Translator) -> Markup:
        return self._draw(self.typed(view), ui, ctx, t)

    def describe_event(self, event: JsonDict, names: list[str], viewer: int | None, t: Translator) -> str:
        return self._story(event, names, viewer, t)

    def render_cards(self, cards: list[str], t: Translator) -> Markup:
        return self._cards(cards, t)

    def render_hand_summary(self, view: JsonDict, names: list[str], t: Translator) -> Markup:
        return self._hand_summary(self.typed(view), names, t)

    def render_game_summary(self, outcome: JsonDict, view: JsonDict, names: list[str], t: Translator) -> Markup:
        return self._game_summary(outcome, self.typed(view), names, t)


def event_parts(event: Mapping[str, Any], names: Sequence[str]) -> tuple[str, JsonDict, str]:
    """An event's kind, its params and the name of the seat it is about ("" for an event about
    the whole table): where a game's ``describe_event`` starts."""
    seat = event["seat"]
    return event["kind"], event["params"], names[seat] if seat is not None else ""


def table_for(game_id: str) -> GameTable:
    """The table of a registered game: ``cardtable.ui.games.<game_id>.TABLE``."""
    table: GameTable = importlib.import_module(f"{__package__}.games.{game_id}").TABLE
    return table


def title_key(game_id: str) -> str:
    return f"{game_id}.title"


def option_key(game_id: str, option: str) -> str:
    return f"{game_id}.opt.{option}"


def error_text(game_id: str, code: str, params: Mapping[str, Any], fallback: str, t: Translator) -> str:
    """An engine error in the player's language: the game's own text for its code,
    else the shared text for the generic codes, else the engine's English message."""
    for key in (f"{game_id}.error.{code}", f"error.{code}"):
        text = t(key, **params)
        if text != key:
            return text
    return fallback
