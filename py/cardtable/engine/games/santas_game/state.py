"""Santa's Game state and actions: the closed sets as enums, the frozen state, and the action
texts (see ``rules`` for the grammar and the spec references).

The enums are str-valued: saves and views hold their plain text, the same as before they
were enums, so saves made then still load.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ...core import InvalidActionError, PlayerId
from ...rng import RngState
from .cards import COLOUR_NAMES, COLOURS, CardKind, is_card, kind

COLOUR_WORDS = tuple(COLOUR_NAMES[c] for c in COLOURS)


class ActionKind(StrEnum):
    """The first word of an action text (see the module docstring)."""

    PLAY = "play"
    SLEIGH = "sleigh"
    SNOWMAN = "snowman"
    ELF = "elf"
    DRAW = "draw"
    ACCEPT = "accept"
    COLOUR = "colour"
    RECALL = "recall"
    DECLINE = "decline"


PUT_DOWN = (ActionKind.PLAY, ActionKind.SLEIGH, ActionKind.SNOWMAN, ActionKind.ELF, ActionKind.RECALL)
"""The actions that put a card down: these may (or, announcing, must) be announced (§11)."""
_ONE_WORD = (
    ActionKind.SNOWMAN,
    ActionKind.ELF,
    ActionKind.DRAW,
    ActionKind.ACCEPT,
    ActionKind.RECALL,
    ActionKind.DECLINE,
)


class Answer(StrEnum):
    """A seat's answer in an Elf window (§10.2; str-valued, as in saves and views)."""

    NOT_ASKED = ""
    ASKED = "?"  # still to answer
    NO = "no"
    RECALL = "recall"
    RECALL_SAID = "recall!"  # recalled, announcing it (§11)


class EndReason(StrEnum):
    """Why a round ended (§12.1, §9, D25; str-valued, as in saves and views)."""

    OUT = "out"  # all but one player went out
    STALEMATE = "stalemate"  # nobody could draw a card for a whole lap (§9)
    CAP = "cap"  # the round reached max_actions_per_round (D25)


class Phase(StrEnum):
    """The part of a round (str-valued: views and saves hold the plain text)."""

    COLOUR = "colour"  # the dealer names the colour of an opening Santa Claus
    TURN = "turn"
    ELF = "elf"  # the Elf window after someone went out
    OVER = "over"


class Pending(StrEnum):
    """What the top card still asks of the seat to act (str-valued, as in saves)."""

    NONE = "none"
    SKIP = "skip"  # a Tree: counter with a Tree or a Snowman, or accept
    GIFT = "gift"  # a Gift: counter with a Gift or a Snowman, or accept
    SLEIGH = "sleigh"  # the opening Sleigh wants a reindeer


@dataclass(frozen=True)
class Action:
    """One action; ``str()`` is its text (see the module docstring)."""

    kind: ActionKind
    cards: tuple[str, ...] = ()
    target: int = -1
    colour: str = ""  # a colour word, for Santa Claus and the opening colour
    announce: bool = False

    def __post_init__(self) -> None:
        # A plain word is accepted (and checked) where the kind is spelled as text.
        object.__setattr__(self, "kind", ActionKind(self.kind))

    def __str__(self) -> str:
        words = [self.kind.value, *self.cards]
        if self.kind is ActionKind.PLAY and self.target >= 0:
            words += ["to", str(self.target)]
        if self.colour:
            words.append(self.colour)
        if self.announce:
            words.append("announce")
        return " ".join(words)


DRAW = Action(ActionKind.DRAW)
ACCEPT = Action(ActionKind.ACCEPT)


@dataclass(frozen=True)
class RoundResult:
    """A scored round (public): the placings first to last, points, totals, why it ended."""

    number: int
    placings: tuple[int, ...]
    points: tuple[int, ...]  # per seat
    totals: tuple[int, ...]  # per seat, after the round
    reason: EndReason
    next_dealer: int
    # The cards whose play ended the round (the table shows them finished): "" none.
    last_play: tuple[str, ...] = ()
    # The cards left in each hand, per seat, when the round ended: the fewest place the players
    # still in it after a stalemate or the action cap (§9), and hand sizes are public (§13).
    # The summary shows them (issue 30, Santa 2, round 6). () in saves made before it.
    left: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "reason", EndReason(self.reason))


@dataclass(frozen=True)
class GiftPart:
    """One contributor's share of a resolved Gift: cards taken from their hand and drawn."""

    giver: int  # -1: the draw pile (opening Gift with opening_gift_source=deck)
    taken: tuple[str, ...]  # seen only by the giver and the target (D27)
    drawn: int


@dataclass(frozen=True)
class SantaState:
    num_players: int
    phase: Phase
    round: int
    dealer: PlayerId
    turn: PlayerId  # who holds the turn (to act in TURN and COLOUR; waiting during ELF)
    hands: tuple[tuple[str, ...], ...]  # each sorted; hidden
    draw: tuple[str, ...]  # top first; hidden
    discard: tuple[str, ...]  # bottom first; public
    elf_areas: tuple[int, ...]
    active: tuple[bool, ...]
    finished: tuple[int, ...]  # the order of going out this round
    top_colour: str  # colour letter in force, "" for the opening Sleigh
    top_kind: CardKind  # reindeer gift tree santa sleigh
    top_value: int  # a reindeer's value, else 0
    pending: Pending
    contributors: tuple[int, ...]  # the Gift chain, one entry per Gift played
    window: int  # the seat that went out (ELF phase), else -1
    answers: tuple[Answer, ...]  # per seat, hidden from the others
    actions: int  # turn actions this round (D25)
    dry_draws: int  # consecutive draws that gave no card (§9)
    scores: tuple[int, ...]
    wins: tuple[int, ...]  # rounds placed first
    last_gift_target: int  # the last resolved Gift (-1: none this round)
    last_gift: tuple[GiftPart, ...]
    last_recall: tuple[int, int]  # (who went out, who recalled them) or (-1, -1)
    last_round: RoundResult | None
    rng: RngState

    def __post_init__(self) -> None:
        # States built by hand (tests, old code) may spell the closed sets as plain text.
        object.__setattr__(self, "top_kind", CardKind(self.top_kind))
        object.__setattr__(self, "answers", tuple(Answer(a) for a in self.answers))


def parse_action(text: str) -> Action:
    """An action text (see the module docstring) as an ``Action``; ``InvalidActionError`` if it is none."""
    words = str(text).split()
    bad = InvalidActionError(
        f"{text!r} is not a Santa's Game action; say e.g. 'play r5', 'play rG to 2', "
        "'play santa red', 'sleigh b1 b2', 'snowman', 'elf', 'draw', 'accept'"
    )
    if not words:
        raise bad
    announce = False
    if len(words) > 1 and words[-1] == "announce":
        announce = True
        words = words[:-1]
    head, rest = words[0], words[1:]
    if announce and head not in PUT_DOWN:
        raise bad
    if head in _ONE_WORD and not rest:
        return Action(ActionKind(head), announce=announce)
    if head == ActionKind.COLOUR and len(rest) == 1 and rest[0] in COLOUR_WORDS:
        return Action(ActionKind.COLOUR, colour=rest[0])
    if head == ActionKind.SLEIGH and rest and all(is_card(c) for c in rest):
        return Action(ActionKind.SLEIGH, tuple(rest), announce=announce)
    alone = (CardKind.SNOWMAN, CardKind.ELF, CardKind.SLEIGH)
    if head == ActionKind.PLAY and rest and is_card(rest[0]) and kind(rest[0]) not in alone:
        card = rest[0]
        if kind(card) is CardKind.SANTA:
            if len(rest) == 2 and rest[1] in COLOUR_WORDS:
                return Action(ActionKind.PLAY, (card,), colour=rest[1], announce=announce)
            raise bad
        if kind(card) is CardKind.GIFT:
            if len(rest) == 3 and rest[1] == "to" and rest[2].isdigit() and len(rest[2]) <= 2:
                return Action(ActionKind.PLAY, (card,), int(rest[2]), announce=announce)
            raise bad
        if len(rest) == 1:
            return Action(ActionKind.PLAY, (card,), announce=announce)
    raise bad
