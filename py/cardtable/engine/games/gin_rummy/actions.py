"""Gin Rummy actions and their text (spec §6; OpenSpiel's action ids map one to one, §12).

| text | when | OpenSpiel id |
|---|---|---|
| ``take upcard`` | first-upcard offer, or a normal draw | 52 |
| ``draw stock`` | a normal draw, or forced after both passed the first upcard | 53 |
| ``pass`` | decline the first upcard; decline the wall pick-up | 54 |
| ``discard Ks`` | end the turn; also the knocker's face-down discard after ``knock`` | 0-51 |
| ``knock`` | with 11 cards, when a legal knock exists (then ``discard``, ``meld``, ``done``) | 55 |
| ``take upcard and knock`` | at the wall (``pickup_to_knock``), when it makes a legal knock | 55 |
| ``big gin`` | with 11 melded cards, option ``big_gin`` (then ``meld`` … ``done``) | — |
| ``meld 4h 5h 6h`` | the knocker declares a meld; with quirks, the defender's own melds | 56 + meld id |
| ``layoff 7h`` | the defender lays a card off on the knocker's melds | 0-51 |
| ``done`` | the knocker has declared; the defender has finished laying off (or melding) | 54 |

Cards are written as in ``cards`` (``Ts``, ``Kh``); a meld lists its cards in
card order (suit by suit, ace to king), and parsing accepts any order. Each action's
``kind`` (``ActionKind``) is its verb: ``take_upcard`` … ``meld``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

from ...core import InvalidActionError, Word
from .cards import NUM_CARDS, PerCard, card_from_str, card_to_str, mask_from_strs, mask_to_strs
from .melds import is_meld


class ActionKind(StrEnum):
    """What an action does, one kind per action class (a structured move's ``kind``)."""

    TAKE_UPCARD = "take_upcard"
    DRAW_STOCK = "draw_stock"
    PASS = "pass"
    KNOCK = "knock"
    TAKE_UPCARD_AND_KNOCK = "take_upcard_and_knock"
    BIG_GIN = "big_gin"
    DONE = "done"
    DISCARD = "discard"
    LAYOFF = "layoff"
    MELD = "meld"


@dataclass(frozen=True)
class TakeUpcard(Word):
    kind = ActionKind.TAKE_UPCARD
    text = "take upcard"


@dataclass(frozen=True)
class DrawStock(Word):
    kind = ActionKind.DRAW_STOCK
    text = "draw stock"


@dataclass(frozen=True)
class Pass(Word):
    kind = ActionKind.PASS
    text = "pass"


@dataclass(frozen=True)
class Knock(Word):
    kind = ActionKind.KNOCK
    text = "knock"


@dataclass(frozen=True)
class TakeUpcardAndKnock(Word):
    kind = ActionKind.TAKE_UPCARD_AND_KNOCK
    text = "take upcard and knock"


@dataclass(frozen=True)
class BigGin(Word):
    kind = ActionKind.BIG_GIN
    text = "big gin"


@dataclass(frozen=True)
class Done(Word):
    kind = ActionKind.DONE
    text = "done"


@dataclass(frozen=True)
class Discard:
    kind: ClassVar[ActionKind] = ActionKind.DISCARD
    card: int

    def __str__(self) -> str:
        return "discard " + card_to_str(self.card)


@dataclass(frozen=True)
class LayOff:
    kind: ClassVar[ActionKind] = ActionKind.LAYOFF
    card: int

    def __str__(self) -> str:
        return "layoff " + card_to_str(self.card)


@dataclass(frozen=True)
class Meld:
    kind: ClassVar[ActionKind] = ActionKind.MELD
    cards: int
    """The meld's cards as a bitmask."""

    def __str__(self) -> str:
        return "meld " + " ".join(mask_to_strs(self.cards))


GinAction = TakeUpcard | DrawStock | Pass | Knock | TakeUpcardAndKnock | BigGin | Done | Discard | LayOff | Meld

TAKE_UPCARD = TakeUpcard()
DRAW_STOCK = DrawStock()
PASS = Pass()
KNOCK = Knock()
TAKE_UPCARD_AND_KNOCK = TakeUpcardAndKnock()
BIG_GIN = BigGin()
DONE = Done()
# Shared instances: listing legal actions then allocates nothing per card.
DISCARDS = tuple(Discard(card) for card in range(NUM_CARDS))
LAYOFFS = tuple(LayOff(card) for card in range(NUM_CARDS))
discards_of = PerCard[GinAction](DISCARDS).of
"""``discard`` actions for each card of a mask, in card order."""

_WORDS: dict[str, GinAction] = {
    str(action): action for action in (TAKE_UPCARD, DRAW_STOCK, PASS, KNOCK, TAKE_UPCARD_AND_KNOCK, BIG_GIN, DONE)
}


def action_to_str(action: GinAction) -> str:
    return str(action)


def action_from_str(text: str) -> GinAction:
    """Parse an action's text; ``InvalidActionError`` when it is not a Gin Rummy action."""
    if not isinstance(text, str):
        raise InvalidActionError(f"an action is text, not {type(text).__name__}")
    words = text.split()
    phrase = " ".join(word.lower() for word in words)
    if phrase in _WORDS:
        return _WORDS[phrase]
    if len(words) >= 2:
        verb, cards = words[0].lower(), words[1:]
        try:
            if verb == "discard" and len(cards) == 1:
                return DISCARDS[card_from_str(cards[0])]
            if verb == "layoff" and len(cards) == 1:
                return LAYOFFS[card_from_str(cards[0])]
            mask = mask_from_strs(cards) if verb == "meld" else 0
        except ValueError as error:
            raise InvalidActionError(f"{text!r}: {error}") from None
        if verb == "meld":
            if not is_meld(mask):
                raise InvalidActionError(
                    f"{text!r}: {' '.join(cards)} is neither a set nor a run",
                    "not_a_meld",
                    cards=" ".join(mask_to_strs(mask)),
                )
            return Meld(mask)
    raise InvalidActionError(f"{text[:40]!r} is not a Gin Rummy action (try 'draw stock', 'discard Ks', 'knock')")
