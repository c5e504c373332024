"""Building Canasta positions for tests: hands, melds and piles from card text.

A position need not hold all 108 cards: the rules read only the zones given.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from cardtable.engine import registry
from cardtable.engine.games.canasta.actions import Meld as MeldAction
from cardtable.engine.games.canasta.actions import Take
from cardtable.engine.games.canasta.cards import BLACK_THREE, JOKER_KIND, TWO, card_from_str, is_wild, kind_of
from cardtable.engine.games.canasta.first_meld import OPEN_RANKS
from cardtable.engine.games.canasta.melds import Meld, MeldSpec
from cardtable.engine.games.canasta.rules import CanastaRules
from cardtable.engine.games.canasta.state import CanastaState, Phase, num_sides, side_of


def rules(**options: Any) -> CanastaRules:
    made = registry.get("canasta", options)
    assert isinstance(made, CanastaRules)
    return made


def cards(text: str) -> tuple[int, ...]:
    return tuple(sorted(card_from_str(word, jokers=True) for word in text.split()))


def meld(text: str) -> Meld:
    """A meld from its cards; its rank is that of its natural cards."""
    found = cards(text)
    naturals = Counter(kind_of(card) for card in found if not is_wild(kind_of(card)))
    return Meld(naturals.most_common(1)[0][0], found)


def position(
    n: int = 4,
    *,
    hands: Mapping[int, str] | None = None,
    turn: int = 0,
    phase: Phase = Phase.MELD,
    drew: str = "stock",
    stock: str = "4c 5c 6c 7c 8c 9c",
    pile: str = "",
    frozen: bool = False,
    melds: Mapping[int, Sequence[str]] | None = None,
    reds: Mapping[int, str] | None = None,
    scores: Sequence[int] | None = None,
    has_melded: Sequence[bool] | None = None,
    had_turn: Sequence[bool] | None = None,
    dealer: int | None = None,
    **rest: Any,
) -> CanastaState:
    sides = num_sides(n)
    hands = hands or {}
    melds = melds or {}
    reds = reds or {}
    side_melds = tuple(tuple(meld(text) for text in melds.get(side, ())) for side in range(sides))
    state = CanastaState(
        num_players=n,
        phase=phase,
        turn=turn,
        dealer=(turn - 1) % n if dealer is None else dealer,
        hand_number=1,
        hands=tuple(cards(hands.get(seat, "4h 5h 6h 8h 9h")) for seat in range(n)),
        stock=tuple(card_from_str(word, jokers=True) for word in stock.split()),
        pile=tuple(card_from_str(word, jokers=True) for word in pile.split()),
        pile_frozen=frozen,
        melds=side_melds,
        red_threes=tuple(cards(reds.get(side, "")) for side in range(sides)),
        had_turn=tuple(had_turn) if had_turn is not None else (True,) * n,
        has_melded=tuple(has_melded)
        if has_melded is not None
        else tuple(bool(side_melds[side_of(seat, n)]) for seat in range(n)),
        drew="" if phase is Phase.DRAW else drew,
        turn_melds=(),
        acted=False,
        asked=False,
        answer="",
        penalties=(0,) * sides,
        scores=tuple(scores) if scores is not None else (0,) * sides,
        rng=(1, 2, 3, 4),
        last_hand=None,
    )
    return _replace(state, **rest)


def _replace(state: CanastaState, **changes: Any) -> CanastaState:
    from dataclasses import replace

    return replace(state, **changes) if changes else state


def act(r: CanastaRules, state: CanastaState, *texts: str) -> CanastaState:
    """Play action texts in turn, each by the seat to act."""
    for text in texts:
        (seat,) = r.to_act(state)
        state = r.apply_action(state, seat, r.action_from_str(text))
    return state


def legal(r: CanastaRules, state: CanastaState) -> list[str]:
    (seat,) = r.to_act(state)
    return [str(action) for action in r.legal_actions(state, seat)]


def refusal(r: CanastaRules, state: CanastaState, text: str) -> tuple[str, dict[str, Any]]:
    """The code and params with which the seat to act is refused ``text``."""
    from cardtable.engine.core import IllegalActionError

    (seat,) = r.to_act(state)
    try:
        r.apply_action(state, seat, r.action_from_str(text))
    except IllegalActionError as error:
        assert text not in legal(r, state)
        return error.code, dict(error.params)
    raise AssertionError(f"{text!r} was accepted")


def deck_with(hands: Sequence[str], stock_top: str, n: int = 4) -> list[str]:
    """A stacked 108-card deck: the given hands (each completed from the rest), then
    ``stock_top`` on top of the stock, then everything else."""
    from cardtable.engine.cards import cards_to_str, new_deck
    from cardtable.engine.games.canasta.options import HAND_SIZE

    rest = cards_to_str(new_deck(2, 4)).split()
    chosen: list[list[str]] = []
    for text in hands:
        words = text.split()
        for word in words:
            rest.remove(word)
        chosen.append(words)
    top = stock_top.split()
    for word in top:
        rest.remove(word)
    order: list[str] = []
    for words in chosen:
        fill = HAND_SIZE[n] - len(words)
        fillers = [w for w in rest if _plain(w)][:fill]
        for word in fillers:
            rest.remove(word)
        order += words + fillers
    for _ in range(n - len(chosen)):
        fillers = [w for w in rest if _plain(w)][: HAND_SIZE[n]]
        for word in fillers:
            rest.remove(word)
        order += fillers
    return order + top + rest


def _plain(word: str) -> bool:
    """A filler card: never a red three, which would be laid out and replaced."""
    return word not in ("3h", "3d")


def every_batch(r: CanastaRules, counts: Sequence[int], exclude: int = -1) -> Iterator[tuple[MeldSpec, ...]]:
    """Every set of valid melds of distinct ranks a hand's kind ``counts`` can lay at once, the
    empty set included: what the engine once listed as initial melds (a reference, slow)."""
    ranks = [rank for rank in OPEN_RANKS if counts[rank] >= (3 if rank == BLACK_THREE else 2) and rank != exclude]

    def extend(index: int, left: list[int]) -> Iterator[tuple[MeldSpec, ...]]:
        if index == len(ranks):
            yield ()
            return
        yield from extend(index + 1, left)
        for spec in r.limits.new_melds(left, ranks[index]):
            rest = list(left)
            rest[spec.rank] -= spec.naturals
            rest[TWO] -= spec.twos
            rest[JOKER_KIND] -= spec.jokers
            for more in extend(index + 1, rest):
                yield (spec, *more)

    yield from extend(0, list(counts))


def laid_batches(r: CanastaRules, state: CanastaState) -> set[str]:
    """Every initial meld the seat to act can lay a meld at a time, as the batch's text: the
    legal moves from ``state`` walked until a move lays the melds set aside. Each move set
    aside must leave legal moves (the batch can always be finished)."""
    found: set[str] = set()
    (seat,) = r.to_act(state)
    side = side_of(seat, state.num_players)
    for action in r.legal_actions(state, seat):
        if not isinstance(action, (MeldAction, Take)):
            continue
        after = r.apply_action(state, seat, action)
        if after.staged or after.taking is not None:
            assert r.legal_actions(after, seat), "a meld set aside can always be finished"
            found |= laid_batches(r, after)
        else:
            ended = after.last_hand is not None and after.last_hand.number == state.hand_number
            melds = after.last_hand.melds[side] if ended and after.last_hand is not None else after.melds[side]
            if melds != state.melds[side]:
                found.add(" + ".join(str(spec) for spec in specs_of(melds)))
    return found


def specs_of(melds: Sequence[Meld]) -> list[MeldSpec]:
    """Melds on the table as the kinds an action names, in a batch's order (4 up to K, A, 3)."""
    specs = []
    for meld in melds:
        counts = [0] * 15
        for card in meld.cards:
            counts[kind_of(card)] += 1
        specs.append(MeldSpec(meld.rank, counts[meld.rank], counts[TWO], counts[JOKER_KIND]))
    return sorted(specs, key=lambda spec: {0: 20, BLACK_THREE: 30}.get(spec.rank, spec.rank))
