"""The shared French-suited cards: notation, parsing errors, decks, stacked decks, dealing.

(Its docstring examples run under pytest's --doctest-modules.)"""

from __future__ import annotations

from collections import Counter

import pytest

from cardtable.engine.cards import (
    JOKER,
    PACK_SIZE,
    card_from_str,
    card_of,
    card_to_str,
    cards_from_str,
    cards_to_str,
    deal_blocks,
    deck_spec,
    is_joker,
    new_deck,
    rank_of,
    suit_of,
)
from cardtable.engine.rng import Rng


def test_every_card_round_trips_and_ids_follow_openspiel() -> None:
    texts = [card_to_str(card) for card in range(PACK_SIZE)]
    assert len(set(texts)) == PACK_SIZE
    assert [card_from_str(text) for text in texts] == list(range(PACK_SIZE))
    assert texts[:3] == ["As", "2s", "3s"] and texts[13] == "Ac" and texts[-1] == "Kh"
    assert card_of(rank=9, suit=0) == card_from_str("Ts") == 9
    assert (rank_of(20), suit_of(20)) == (7, 1)  # 8c
    assert card_to_str(JOKER) == "X" and is_joker(card_from_str("X", jokers=True))


@pytest.mark.parametrize("text", ["ts", "TS", "10s", "10S", " Ts", "Ts\n", "tS"])
def test_parsing_takes_either_case_and_ten_as_10(text: str) -> None:
    assert card_from_str(text) == card_from_str("Ts")


@pytest.mark.parametrize("text", ["", "1s", "Tx", "Kh2", "ZZ", "T", "s", "11h", "Ts Kh", "♠A"])
def test_a_bad_card_is_refused_by_name(text: str) -> None:
    with pytest.raises(ValueError) as error:
        card_from_str(text)
    assert repr(text) in str(error.value)
    assert "A23456789TJQK" in str(error.value)


def test_non_text_and_jokers_where_there_are_none_are_refused() -> None:
    for thing in (None, 9, ["Ts"]):
        with pytest.raises(ValueError, match="a card is text"):
            card_from_str(thing)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="'X' is a joker, and this game has no jokers"):
        card_from_str("X")
    assert card_from_str("x", jokers=True) == JOKER


def test_lists_of_cards() -> None:
    assert cards_from_str("Ts Kh 4c") == cards_from_str(["Ts", "Kh", "4c"]) == [9, 51, 16]
    assert cards_to_str([9, 51, 16]) == "Ts Kh 4c"
    assert cards_from_str("") == []
    with pytest.raises(ValueError, match="'Qq'"):
        cards_from_str("Ts Qq")


@pytest.mark.parametrize("packs, jokers", [(1, 0), (1, 2), (2, 4), (3, 0)])
def test_decks_hold_every_card_once_per_pack_and_the_jokers(packs: int, jokers: int) -> None:
    deck = new_deck(packs, jokers)
    assert len(deck) == packs * 52 + jokers
    assert Counter(deck) == Counter({**dict.fromkeys(range(52), packs), **({JOKER: jokers} if jokers else {})})
    with pytest.raises(ValueError):
        new_deck(0)


def test_one_pack_is_range_52_so_old_deals_are_unchanged() -> None:
    assert new_deck() == list(range(52))


def shuffled_texts(packs: int, jokers: int, seed: int) -> list[str]:
    deck = new_deck(packs, jokers)
    Rng.from_seed(seed).shuffle(deck)
    return [card_to_str(card) for card in deck]


@pytest.mark.parametrize("packs, jokers", [(1, 0), (2, 4)])
def test_a_stacked_deck_in_any_order_is_accepted_in_its_order(packs: int, jokers: int) -> None:
    texts = shuffled_texts(packs, jokers, seed=packs)
    assert [card_to_str(card) for card in deck_spec(packs, jokers).check(texts)] == texts


def test_a_stacked_deck_must_be_the_whole_deck_and_the_message_says_what_is_wrong() -> None:
    texts = shuffled_texts(1, 0, seed=3)
    short = [text for text in texts if text != "Qd"]
    with pytest.raises(ValueError, match=r"^a stacked deck lists the 52 cards: Qd is missing$"):
        deck_spec().check(short)
    doubled = [*short, "As"]
    with pytest.raises(ValueError, match=r"Qd is missing; As is there 2 times, not 1"):
        deck_spec().check(doubled)
    with pytest.raises(ValueError, match=r"As is there 2 times, not 1"):
        deck_spec().check([*texts, "As"])
    with pytest.raises(ValueError, match=r"'Zz' is not a card"):
        deck_spec().check([*texts[:-1], "Zz"])
    with pytest.raises(ValueError, match="this game has no jokers"):
        deck_spec().check([*texts[:-1], "X"])
    with pytest.raises(ValueError, match="a list of card texts"):
        deck_spec().check(" ".join(texts))  # type: ignore[arg-type]
    two = shuffled_texts(2, 4, seed=1)
    swap = two.index("8h")
    with pytest.raises(
        ValueError, match=r"2 packs of 52 cards and 4 jokers: 8h is missing; X is there 5 times, not 4$"
    ):
        deck_spec(2, 4).check([*two[:swap], "X", *two[swap + 1 :]])
    with pytest.raises(ValueError, match=r"2x Ks are missing$"):
        deck_spec(2, 4).check([text for text in two if text != "Ks"])


def test_dealing_by_blocks() -> None:
    order = cards_from_str(cards_to_str(new_deck()))
    (first, second, (upcard,)), stock = deal_blocks(order, (10, 10, 1))
    assert first == order[:10] and second == order[10:20] and upcard == order[20]
    assert stock == order[21:]
    hands, rest = deal_blocks(order, [13] * 4)
    assert [len(hand) for hand in hands] == [13] * 4 and rest == []
    with pytest.raises(ValueError, match="needs a deck that big"):
        deal_blocks(order, (30, 30))
