"""Bots for Santa's Game: ``easy`` < ``normal`` < ``hard`` (and the arena-only yardstick
``random_must_play``, in ``YARDSTICKS``).

* ``random_must_play`` (a yardstick for docs/games.md, never offered at the table): a random
  legal action, but it plays a card whenever it can; it draws or accepts only when
  nothing else is legal, and never spends a Snowman.
* ``easy`` puts down a random card that fits, answers a Gift with a Snowman when it
  cannot play, and never recalls with an Elf.
* ``normal`` scores every action by the cards it sheds and what it keeps (see
  ``Style``), but plays its Santa Claus at once, spends Snowmen and Elves to avoid a
  draw, never recalls, takes Gifts rather than answer them, and loads at most two
  reindeer on a Sleigh.
* ``hard`` loads every reindeer it can on a Sleigh, keeps Santa Claus for when nothing
  else fits, saves Snowmen for Gifts
  (not for a mere skip), counters Gifts with Gifts, plays a Gift early (it takes two
  of its own cards along), sends Gifts to the player closest to going out, and
  recalls every player who goes out while it holds an Elf.

All of them see only the view, the legal actions and their own ``rng``; each decides
in one short slice.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ...engine.core import JsonDict, Rules
from ...engine.games.santas_game.cards import COLOUR_LETTERS, colour, kind, value
from ...engine.games.santas_game.state import Action
from ...engine.rng import Rng
from ..base import Bot, BotFactory, SimpleBot

Policy = Callable[[JsonDict, list[Any], Rng], Any]


def _forget(rules: Rules[Any, Any], action: Action, rng: Rng) -> Action:
    """``bot_forget_rate`` (percent, announce_mode required): sometimes a bot forgets to speak."""
    rate = int(rules.options.get("bot_forget_rate", 0))
    if action.announce and rate and rng.below(100) < rate:
        return Action(action.kind, action.cards, action.target, action.colour, False)
    return action


def _said(legal: list[Action]) -> list[Action]:
    """Keep the announced form of every put-down action when announcing is required."""
    announced = {(a.kind, a.cards, a.target, a.colour) for a in legal if a.announce}
    return [a for a in legal if a.announce or (a.kind, a.cards, a.target, a.colour) not in announced]


# ---------------------------------------------------------------------- random_must_play


def random_must_play(view: JsonDict, legal: list[Action], rng: Rng) -> Action:
    legal = _said(legal)
    plays = [a for a in legal if a.kind in ("play", "sleigh", "elf", "recall")]
    return rng.choice(plays) if plays else rng.choice([a for a in legal if a.kind != "snowman"] or legal)


# ---------------------------------------------------------------------- easy


def easy(view: JsonDict, legal: list[Action], rng: Rng) -> Action:
    """Any card that can go down, chosen at random; a Snowman only against a Gift."""
    legal = _said(legal)
    if view["phase"] == "elf":
        return next(a for a in legal if a.kind == "decline")
    plays = [a for a in legal if a.kind in ("play", "sleigh")]
    if plays:
        return rng.choice(plays)
    snow = [a for a in legal if a.kind == "snowman"]
    if snow and view["pending"]["kind"] == "gift":
        return snow[0]
    rest = [a for a in legal if a.kind in ("draw", "accept")]
    return rest[0] if rest else legal[0]


# ---------------------------------------------------------------------- normal / hard


def _next_active(view: JsonDict, seat: int) -> int:
    n = int(view["num_players"])
    for step in range(1, n + 1):
        other = (seat + step) % n
        if view["active"][other] and other != seat:
            return other
    return seat


def _colour_counts(hand: list[str]) -> Counter[str]:
    return Counter(colour(c) for c in hand if colour(c) != "grey")


@dataclass(frozen=True)
class Style:
    """What a level knows. The defaults are ``hard``'s, which knows it all; ``normal`` lacks it."""

    save_santa: bool = True  # play Santa Claus only when nothing else fits
    recall: bool = True  # recall a player who went out with an Elf
    save_snowman: bool = True  # keep Snowmen and Elves rather than avoid a draw with them
    value_gifts: bool = True  # a Gift takes two of my cards along: play it early
    counter_gifts: bool = True  # answer a Gift with a Gift
    snowman_on_tree: bool = False  # spend a Snowman to dodge a mere skip
    snowman_on_gift: bool = True  # dodge a Gift with a Snowman
    most_riders: int = 9  # the most reindeer it loads on a Sleigh


HARD = Style()
NORMAL = Style(
    save_santa=False,
    recall=False,
    save_snowman=False,
    value_gifts=False,
    counter_gifts=False,
    snowman_on_tree=True,
    snowman_on_gift=False,
    most_riders=2,
)


class Heuristic:
    """Scores every legal action from the view and plays the best (ties: legal order)."""

    def __init__(self, style: Style) -> None:
        self.style = style

    def choose(self, view: JsonDict, legal: list[Action], rng: Rng) -> Action:
        legal = _said(legal)
        if len(legal) == 1:
            return legal[0]
        return self.ranked(view, legal)[0][1]

    def ranked(self, view: JsonDict, legal: list[Action]) -> list[tuple[float, Action]]:
        seat = view["seat"]
        ctx = {"hand": view["hand"], "sizes": view["hand_sizes"], "seat": seat, "next": _next_active(view, seat)}
        scored = [(self.score(view, a, ctx), i, a) for i, a in enumerate(legal)]
        scored.sort(key=lambda item: (-item[0], item[1]))
        return [(s, a) for s, _, a in scored]

    def score(self, view: JsonDict, a: Action, ctx: dict[str, Any]) -> float:
        style = self.style
        hand: list[str] = ctx["hand"]
        sizes: list[int] = ctx["sizes"]
        k = a.kind
        if k == "decline":
            return 0.0
        if k == "recall":
            return 10.0 if style.recall else -1.0
        if k == "colour":
            return float(_colour_counts(hand)[COLOUR_LETTERS[a.colour]])
        pending = view["pending"]["kind"]
        coming = float(view["pending"]["cards"])
        if k == "accept":
            return -5.0 - coming
        if k == "draw":
            return -3.0
        left = len(hand) - len(a.cards) - (1 if k in ("sleigh", "snowman", "elf") else 0)
        if k == "play" and a.cards[0] == "santa":
            left = len(hand) - 1
        if left == 0:
            return 100.0  # going out
        if k == "snowman":
            if pending == "gift":
                return 6.0 + coming if style.snowman_on_gift else -20.0
            if pending == "skip":
                return -4.0 if style.snowman_on_tree else -8.0
            return -6.0 if style.save_snowman else -2.5
        if k == "elf":
            return -4.5 if style.save_snowman else -2.6
        if k == "sleigh":
            return 3.0 + 2.0 * len(a.cards) if len(a.cards) <= style.most_riders else -50.0
        card = a.cards[0]
        ck = kind(card)
        rest = list(hand)
        rest.remove(card)
        if ck == "santa":
            have = _colour_counts(rest)[COLOUR_LETTERS[a.colour]]
            return 0.5 + 0.5 * have + (0.0 if style.save_santa else 6.0)
        follow = sum(1 for c in rest if colour(c) == colour(card) or (ck == "reindeer" and value(c) == value(card)))
        score = 4.0 + 0.1 * follow
        if ck == "gift":
            if pending == "gift":
                return score + 6.0 + coming if style.counter_gifts else -30.0
            if style.value_gifts:
                score += 3.0 if len(rest) >= 3 else 1.0
            score += 0.3 * (10 - min(sizes[a.target], 10))  # the player closest to going out
        elif ck == "tree" and pending == "skip":
            score += 4.0
        return score


# ---------------------------------------------------------------------- the levels


def _simple(level: str, policy: Policy) -> BotFactory:
    def make(rules: Rules[Any, Any]) -> Bot:
        def decide(view: JsonDict, legal: list[Any], rng: Rng) -> Any:
            return _forget(rules, policy(view, legal, rng), rng)

        return SimpleBot(level, decide)

    return make


LEVELS: dict[str, BotFactory] = {
    "easy": _simple("easy", easy),
    "normal": _simple("normal", Heuristic(NORMAL).choose),
    "hard": _simple("hard", Heuristic(HARD).choose),
}
YARDSTICKS: dict[str, BotFactory] = {"random_must_play": _simple("random_must_play", random_must_play)}
"""Arena-only seat kinds (never offered at the table): ``bots.base.yardsticks``."""
DEFAULT_LEVEL = "normal"
HINT_LEVEL = "hard"
