"""What a Canasta bot reads off its view and its legal actions (never a state).

Actions are the engine's own objects (``engine.games.canasta.actions``); the bot
judges each by the cards it uses and what it leaves in the hand.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from math import comb

from ...engine.games.canasta.actions import Add, CanastaAction, Discard, Meld, Take
from ...engine.games.canasta.cards import (
    BLACK_THREE,
    JOKER_KIND,
    NATURAL_RANKS,
    RED_THREE,
    TWO,
    VALUES,
    card_from_str,
    is_wild,
    kind_from_str,
    kind_of,
)
from ...engine.games.canasta.melds import CANASTA_SIZE, MeldSpec
from ...engine.games.canasta.views import CanastaMeld, CanastaView


@dataclass(frozen=True)
class Table:
    """The facts of a view a bot decides by."""

    seat: int
    side: int
    hand: Counter[int]  # kinds in hand
    hand_size: int
    own_melds: dict[int, CanastaMeld]  # rank -> the meld's public record
    enemy_ranks: frozenset[int]  # ranks the other side(s) have melded
    pile: list[str]
    stock_size: int
    canastas: int
    canastas_needed: int
    partner_cards: int  # the partner's hand size (4 players), else 0
    lead: int  # own total minus the best other total

    @classmethod
    def of(cls, view: CanastaView) -> Table:
        seat = view["seat"]
        assert seat is not None, "a bot plays a seat's view, never a spectator's"
        teams = view["teams"]
        side = next(index for index, team in enumerate(teams) if seat in team)
        partner = [other for other in teams[side] if other != seat]
        scores = view["side_scores"]
        others = [score for index, score in enumerate(scores) if index != side]
        return cls(
            seat=seat,
            side=side,
            hand=Counter(kind_from_str(card) for card in view["hand"] if card not in ("3h", "3d")),
            hand_size=len(view["hand"]),
            own_melds={int(meld["rank"]): meld for meld in view["melds"][side]},
            enemy_ranks=frozenset(
                int(meld["rank"]) for index, melds in enumerate(view["melds"]) if index != side for meld in melds
            ),
            pile=list(view["pile"]),
            stock_size=int(view["stock_size"]),
            canastas=int(view["canastas"][side]),
            canastas_needed=int(view["canastas_needed"]),
            partner_cards=sum(int(view["hand_sizes"][other]) for other in partner),
            lead=int(scores[side]) - max(others),
        )

    def hand_points(self) -> int:
        return sum(VALUES[kind] * count for kind, count in self.hand.items())


def specs_of(action: CanastaAction) -> tuple[MeldSpec, ...]:
    if isinstance(action, Meld):
        return action.melds
    if isinstance(action, Add):
        return (action.spec,)
    if isinstance(action, Take):
        return ((action.top,) if action.top is not None else ()) + action.others
    return ()


def cards_used(action: CanastaAction) -> int:
    if isinstance(action, Discard):
        return 1
    return sum(spec.size for spec in specs_of(action))


def wilds_used(action: CanastaAction) -> int:
    return sum(spec.wilds for spec in specs_of(action))


def goes_out(table: Table, action: CanastaAction) -> bool:
    """Whether the action empties the hand (taking the pile never does here: it adds cards)."""
    return not isinstance(action, Take) and cards_used(action) == table.hand_size


def completes_canasta(table: Table, action: CanastaAction) -> int:
    """How many canastas the action completes on the side's melds."""
    done = 0
    for spec in specs_of(action):
        before = len(table.own_melds[spec.rank]["cards"]) if spec.rank in table.own_melds else 0
        if isinstance(action, Take) and spec is action.top:
            before += 1
        if before < CANASTA_SIZE <= before + spec.size:
            done += 1
    return done


def discard_cost(table: Table, kind: int, pile_size: int) -> float:
    """How bad it is to throw a card of ``kind`` (lower is better).

    Wild cards are precious; a pair or more is a meld in the making; a rank the other
    side has melded may hand them the pile; a black three stops the next player, best
    on a big pile; a high card left in hand costs points if somebody goes out.
    """
    count = table.hand[kind]
    if is_wild(kind):
        return 100.0 + VALUES[kind]
    if kind == BLACK_THREE:
        return 1.0 - min(pile_size, 10) / 2
    cost = 10.0 * min(count - 1, 3)
    if kind in table.own_melds:
        cost += 15.0  # it would grow our own meld
    if kind in table.enemy_ranks:
        cost += 8.0 + min(pile_size, 12)
    return cost - VALUES[kind] / 10


def _unseen_cards(view: CanastaView) -> Counter[int]:
    """How many cards of each kind nobody has seen: the deck less the seat's own hand, the
    pile, the melds and the laid-out red threes."""
    unseen = Counter(dict.fromkeys((*NATURAL_RANKS, TWO), 8))
    unseen.update({BLACK_THREE: 4, RED_THREE: 4, JOKER_KIND: 4})
    seen = [*view["hand"], *view["pile"]]
    seen += [card for melds in view["melds"] for meld in melds for card in meld["cards"]]
    seen += [card for side in view["red_threes"] for card in side]
    for card in seen:
        unseen[kind_of(card_from_str(card, jokers=True))] -= 1
    return unseen


def take_chance(view: CanastaView, kind: int) -> float:
    """The chance that the next player can take the pile if this seat throws a natural
    ``kind`` on it, their hand dealt at random from the unseen cards (red threes apart:
    a player who has had a turn holds none).

    Onto their side's meld of that rank when the pile is open to them: certain. Else a
    natural pair of the rank; and when the pile is open to them, one natural and a wild
    card will do too. A side that has not melded must also reach its minimum count with
    the take, which this leaves out: for them it says "at most".
    """
    seat = view["seat"]
    assert seat is not None
    n = view["num_players"]
    following = (seat + 1) % n
    their_side = next(index for index, team in enumerate(view["teams"]) if following in team)
    open_to_them = not view["frozen_for"][their_side]
    if open_to_them and any(int(meld["rank"]) == kind for meld in view["melds"][their_side]):
        return 1.0
    unseen = _unseen_cards(view)
    pool = sum(count for other, count in unseen.items() if other != RED_THREE)
    held = min(int(view["hand_sizes"][following]), pool)
    same = max(unseen[kind], 0)
    wilds = unseen[TWO] + unseen[JOKER_KIND]
    total = comb(pool, held)
    none = comb(pool - same, held) / total
    one = same * comb(pool - same, held - 1) / total if held >= 1 else 0.0
    chance = max(1.0 - none - one, 0.0) if same >= 2 else 0.0  # a natural pair
    if open_to_them and held >= 1:
        chance += same * (comb(pool - same, held - 1) - comb(pool - same - wilds, held - 1)) / total
    return chance
