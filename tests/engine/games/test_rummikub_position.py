"""A Rummikub turn as a link's position (``pos=``, "play this turn again"): written from the
view of the seat to move, read strictly, the rest dealt from the seed out of the tiles the
position leaves; a mangled or hostile position is refused with a sentence, never a crash."""

from __future__ import annotations

import pytest
from rummikub_helpers import position, rules_with, tiles

from cardtable.engine.games.rummikub.position import CODES, MAX_POSITION_CHARS
from cardtable.engine.games.rummikub.tiles import JOKER, counts_of, full_set


def test_a_turn_round_trips_through_its_position() -> None:
    rules = rules_with()
    state = position(
        rules,
        "[k1 k2 k3 k4 k5] [group r5 * *] [b9 o9 r9 k9] [o11 o12 o13]",
        ("k7", "", "r3 r4 k7 b7 o2"),
        melded=(True, False, True, False),
        players=4,
        to_move=2,
    )
    text = rules.position_to_text(rules.view(state, 2))
    assert text is not None and text.startswith("21010.")
    started = rules.new_game_from_position(4, seed=5, position=text)
    view, seen = rules.view(started, 2), rules.view(state, 2)
    for key in ("table", "hand", "has_melded", "to_act", "phase"):
        assert view[key] == seen[key], key
    assert [m["kind"] for m in view["table"]] == ["run", "group", "group", "run"]  # [r5 * *] stays a group
    assert started.racks[2] == state.racks[2] and started.to_move == 2 and started.round_number == 1
    assert started.scores == (0, 0, 0, 0) and started.last_round is None
    # Every tile of the set once: the racks not in the position and the pool hold the rest.
    assert sorted(rules._tiles(started)) == full_set(2)
    assert [len(r) for s, r in enumerate(started.racks) if s != 2] == [14, 14, 14]
    assert rules.state_from_dict(rules.state_to_dict(started)) == started
    # The seed deals the rest: the same seed the same racks, another seed others.
    assert rules.new_game_from_position(4, seed=5, position=text) == started
    assert rules.new_game_from_position(4, seed=6, position=text).racks[0] != started.racks[0]
    # The seat to move plays on at once: the engine's own candidate turns are there.
    assert rules.legal_actions(started, 2)


def test_a_position_reads_in_my_rummys_cards_too() -> None:
    rules = rules_with(profile="my_rummy")
    state = position(rules, "[S1 S2 S3] [H7 D7 C7]", ("H12 H13 *",), players=2)
    text = rules.position_to_text(rules.view(state, 0))
    assert text is not None
    started = rules.new_game_from_position(2, seed=1, position=text)
    assert rules.view(started, 0)["hand"] == ["H12", "H13", "*"]
    with pytest.raises(ValueError, match=r"the position has S1 3 times; the tile set has it 2 times"):
        rules.new_game_from_position(2, seed=1, position="010.A-ABC-ABC")


def test_only_the_seat_to_move_gets_a_position() -> None:
    rules = rules_with()
    state = position(rules, "[k1 k2 k3]", ("r3 r4",), players=2)
    assert rules.position_to_text(rules.view(state, 1)) is None  # not its turn
    assert rules.position_to_text(rules.view(state, None)) is None  # a spectator


def test_a_hundred_tiles_on_the_table_make_a_short_position() -> None:
    """One character a tile: a full table stays far under a link's 4000 characters."""
    rules = rules_with()
    runs = " ".join(
        "[" + " ".join(f"{c}{n}" for n in range(start, start + 4)) + "]"
        for c in "kbor"
        for start in (1, 5, 9)
        for _ in range(2)
    )
    state = position(rules, runs + " [k13 b13 o13 r13]", ("k13 b13 o13 * *",), players=2)
    text = rules.position_to_text(rules.view(state, 0))
    assert text is not None and sum(len(m.tiles) for m in state.table) == 100
    assert len(text) < 150
    started = rules.new_game_from_position(2, seed=3, position=text)
    assert [len(r) for r in started.racks] == [5, 1] and started.pool == ()  # one tile left for seat 1


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", r"must start with the seat to move and one 0/1 per seat \(2 seats\)"),
        ("010", r"must start with the seat to move"),
        ("0102.A", r"must start with the seat to move"),
        ("01x.A", r"must start with the seat to move"),
        ("510.A", r"seat to move \(5\) is not one of the 2 seats"),
        ("010.", r"no tiles on the rack"),
        ("010.A-", r"an empty set"),
        ("010.A--ABC", r"an empty set"),
        ("010.A-ABC%", r"'%' is not a tile code"),
        ("010.A<script>", r"'<' is not a tile code"),
        ("010.Aé", r"not one this game wrote"),
        ("010.A-AB", r"set 1 of the position is not a valid run: \[k1 k2\] has only 2 tile\(s\)"),
        ("010.A-ACE", r"set 1 of the position is not a valid run"),
        ("010.A_ANa-BCD_ABC", r"set 3 of the position is not a valid group"),
        ("010.AAA", r"the position has k1 3 times; the tile set has it 2 times"),
        ("010.000", r"the position has the joker 3 times; the tile set has it 2 times"),
        ("010." + "A" * MAX_POSITION_CHARS, r"not one this game wrote"),
    ],
)
def test_a_bad_position_is_refused_with_a_sentence(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        rules_with().new_game_from_position(2, seed=1, position=text)


def test_tile_counts_follow_the_tile_set_and_the_rest_is_dealt() -> None:
    assert CODES[JOKER] == "0" and len(set(CODES)) == JOKER + 1
    # Two copies of a tile are fine, a joker only as often as the options have jokers.
    rules = rules_with()
    rules.new_game_from_position(2, seed=1, position="010.A-ABC")  # k1 twice: both copies
    with pytest.raises(ValueError, match="k1 3 times"):
        rules.new_game_from_position(2, seed=1, position="010.AA-ABC")
    with pytest.raises(ValueError, match="the joker 2 times; the tile set has it 1 times"):
        rules_with(jokers=1).new_game_from_position(2, seed=1, position="010.00")
    started = rules_with(jokers=1).new_game_from_position(3, seed=1, position="0100.0-ABC")
    counts = counts_of(rules._tiles(started))
    assert counts == counts_of(full_set(1))
    assert started.racks[0] == tiles(rules, "*") and [len(r) for r in started.racks[1:]] == [14, 14]
    # When the position leaves nothing for the other racks, it cannot be played.
    whole = full_set(2)
    every = "".join(CODES[t] for t in whole)
    with pytest.raises(ValueError, match="too few tiles to deal the other racks"):
        rules.new_game_from_position(2, seed=1, position=f"010.{every}")
