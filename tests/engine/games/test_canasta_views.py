"""Canasta views (what each seat may know), events, and whole games under many options."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from canasta_helpers import position, rules

from cardtable.app.timeline import visible_events
from cardtable.engine.cards import card_to_str
from cardtable.engine.core import DEAL, HAND_END, events_for
from cardtable.engine.games.canasta.state import Phase
from cardtable.engine.rng import Rng

R = rules()
CANASTA = "Ks Ks Kh Kh Kd Kd Kc"


def test_view_shows_the_public_table_and_only_the_own_hand() -> None:
    state = position(
        hands={0: "8s 9s", 1: "Qh Qd", 2: "Jc Jd", 3: "Ac Ad"},
        pile="5c 2c 7h",
        frozen=True,
        melds={0: [CANASTA, "5s 5h 5d 2s"]},
        reds={1: "3h"},
        scores=(1600, -20),
    )
    view = R.view(state, 0)
    assert view["teams"] == [[0, 2], [1, 3]]
    assert view["hand"] == ["8s", "9s"] and view["hand_sizes"] == [2, 2, 2, 2]
    assert view["pile"] == ["5c", "2c", "7h"] and view["pile_frozen"] and view["top"] == "7h"
    assert view["frozen_for"] == [True, True]
    assert view["minimum"] == [90, 15] and view["side_scores"] == [1600, -20]
    assert view["red_threes"] == [[], ["3h"]]
    kings, fives = view["melds"][0]
    assert (kings["state"], kings["to_go"], fives["state"], fives["to_go"]) == ("natural", 0, "open", 3)
    assert view["canastas"] == [1, 0] and view["canastas_needed"] == 1
    text = json.dumps(view)
    for hidden in ("Qh", "Jc", "Ac"):  # the partner's and the opponents' hands
        assert hidden not in text
    assert "stock" not in view and view["stock_size"] == 6
    spectator = R.view(state, None)
    assert spectator["hand"] == [] and spectator["legal"] == []
    assert rules().view(position(2), 1)["teams"] == [[0], [1]]


def test_sampled_states_look_the_same() -> None:
    state = R.new_game(4, seed=9)
    for seat in range(4):
        view = R.view(state, seat)
        sampled = R.sample_state(view, Rng.from_seed(seat))
        assert R.view(sampled, seat) == view
        assert R.all_cards(sampled) == R.all_cards(state)


def test_events_of_a_draw_keep_the_card_private() -> None:
    state = position(phase=Phase.DRAW, stock="3h 8c 9c")
    events = R.step(state, 0, R.action_from_str("draw")).events
    mine = [e.kind for e in events_for(events, 0)]
    theirs = [e.to_dict() for e in events_for(events, 1)]
    # The red three came off the stock first, then its replacement (issue 30, Canasta 3).
    assert mine == ["red_three", "draw", "draw"]
    drawn = events_for(events, 0)[1]
    assert drawn.params == {"count": 1, "cards": ["8c"]} and drawn.reveals and drawn.audience == (0,)
    # The drawer's own draw stands for the public one: the drawer is told it once.
    assert [e.kind for e in visible_events(events, 0)] == ["red_three", "draw"]
    assert "8c" not in json.dumps(theirs) and [e["kind"] for e in theirs] == ["red_three", "draw"]


def test_events_of_a_take_a_canasta_and_going_out() -> None:
    state = position(phase=Phase.DRAW, hands={0: "Ks Kd 8s 9s"}, pile="3d 5c Kh", melds={0: ["Kc Kc Kh Kd"]})
    events = R.step(state, 0, R.action_from_str("take K K")).events
    kinds = [e.kind for e in events]
    assert kinds == ["take_pile", "red_three", "canasta"]
    assert events[0].params["with"] == ["Ks", "Kd"] and events[0].params["count"] == 3
    assert events[1].params == {"side": 0, "cards": ["3d"], "from_pile": True}
    assert events[2].params == {"rank": "K", "state": "natural", "side": 0}
    final = position(hands={0: "8s"}, melds={0: [CANASTA]})
    done = R.step(final, 0, R.action_from_str("discard 8"))
    events = done.events
    assert [e.kind for e in events] == ["discard", "go_out", HAND_END, DEAL]  # the next hand dealt
    assert events[0].params == {"card": "8s"}
    assert done.state.last_hand is not None and events[2].params["points"] == list(done.state.last_hand.points)
    assert events[2].reveals and events[3].params == {"number": 2}


def test_events_of_a_discard_include_the_next_players_first_turn() -> None:
    state = position(hands={0: "8s 9s", 1: "3h 5s 6s"}, stock="7c 9c", had_turn=(True, False, True, True))
    events = R.step(state, 0, R.action_from_str("discard 8")).events
    # The dealt red three is laid out, then replaced: told in that order (issue 30, Canasta 3).
    assert [e.kind for e in events] == ["discard", "red_three", "draw", "draw"]
    assert events[2].audience == (1,) and events[2].params == {"count": 1, "cards": ["7c"], "replacing": True}
    # The dealt red three is the next player's, told at their seat, not at the discarder's.
    assert events[1].seat == 1 and events[1].params["cards"] == ["3h"]


def test_the_first_players_red_threes_laid_out_at_the_deal_are_told_with_their_first_move() -> None:
    """Issue 30, Canasta round 5, 2: a red three lay before the first player's side from the deal
    on, and no line said who laid it. Laid out at the deal (§7: their first turn began), they are
    told first in that player's first move, and only then."""
    state = next(s for s in (R.new_game(4, seed=seed) for seed in range(1, 200)) if s.red_threes[s.turn % 2])
    first = state.turn
    step = R.step(state, first, R.action_from_str("draw"))
    opening = step.events[0]
    assert opening.kind == "red_three" and opening.seat == first and opening.params["dealt"]
    assert sorted(opening.params["cards"]) == sorted(card_to_str(c) for c in state.red_threes[first % 2])
    after = step.state
    discard = next(a for a in R.legal_actions(after, first) if str(a).startswith("discard"))
    assert not any(e.params.get("dealt") for e in R.step(after, first, discard).events)


def test_a_red_three_drawn_is_told_as_drawn_and_a_first_turn_without_one_shows_that() -> None:
    state = position(phase=Phase.DRAW, stock="3h 8c 9c")
    (red,) = [e for e in R.step(state, 0, R.action_from_str("draw")).events if e.kind == "red_three"]
    assert red.params["drawn"]
    dealt_one = position(hands={0: "8s 9s", 1: "3h 5s 6s"}, stock="7c 9c", had_turn=(True, False, True, True))
    (laid,) = [e for e in R.step(dealt_one, 0, R.action_from_str("discard 8")).events if e.kind == "red_three"]
    assert "drawn" not in laid.params  # dealt, laid out as the next player's turn began
    none = position(hands={0: "8s 9s", 1: "4h 5s 6s"}, stock="7c 9c", had_turn=(True, False, True, True))
    # Having none was hidden until that turn began: an event that shows it (undo stops there).
    said = R.step(none, 0, R.action_from_str("discard 8")).events
    assert [e.kind for e in said] == ["discard", "no_red_three"] and said[1].reveals


# --------------------------------------------------------------------------- whole games

OPTION_SETS: list[tuple[int, dict[str, Any]]] = [
    (4, {"game_target": 1500}),
    (
        4,
        {
            "game_target": 1000,
            "black_three_freezes": False,
            "upcard_turn_on": "wild_and_red_three",
            "take_pile_natural_plus_wild": False,
            "failed_permission_penalty": 0,
        },
    ),
    (
        4,
        {
            "game_target": 1000,
            "permission_asking": False,
            "take_pile_onto_existing_meld": False,
            "wild_not_exceed_natural": True,
            "forced_take_after_stock_out": False,
        },
    ),
    (2, {"game_target": 1000}),
    (3, {"game_target": 1000, "red_three_minus_if_no_meld": False, "canastas_to_go_out": 2}),
]


def visible_cards(data: Any) -> set[str]:
    """Every card text anywhere in ``data`` (a view, or an event's params)."""
    if isinstance(data, dict):
        return set().union(*map(visible_cards, data.values())) if data else set()
    if isinstance(data, list):
        return set().union(*map(visible_cards, data)) if data else set()
    if isinstance(data, str) and re.fullmatch(r"[AKQJT2-9][shdc]|X", data):
        return {data}
    return set()


def greedy(legal: list[Any], rng: Rng) -> Any:
    """Random play that prefers melding: hands then end by going out, not only by the stock."""
    texts = [str(a) for a in legal]
    for prefix in ("meld", "add", "take"):
        found = [a for a, t in zip(legal, texts) if t.startswith(prefix)]
        if found and rng.below(4):
            return rng.choice(found)
    return rng.choice(legal)


@pytest.mark.parametrize(("n", "options"), OPTION_SETS, ids=str)
def test_whole_games_keep_the_protocol(n: int, options: dict[str, Any]) -> None:
    r = rules(**options)
    ends: set[str] = set()
    for seed in range(2):
        rng = Rng.from_seed(seed)
        state = r.new_game(n, seed=seed)
        deck = r.all_cards(state)
        steps = 0
        while r.to_act(state):
            (seat,) = r.to_act(state)
            legal = r.legal_actions(state, seat)
            action = greedy(legal, rng)
            step = r.step(state, seat, action)
            after = step.state
            assert r.all_cards(after) == deck
            if steps % 9 == 0:
                assert r.state_from_dict(json.loads(json.dumps(r.state_to_dict(after)))) == after
                for viewer in range(n):
                    shown = visible_cards(r.view(state, viewer)) | visible_cards(r.view(after, viewer))
                    for event in events_for(step.events, viewer):
                        named = visible_cards(event.to_dict()["params"])
                        assert named <= shown, (event, named - shown)
                    view = r.view(after, viewer)
                    assert r.view(r.sample_state(view, rng.spawn()), viewer) == view
            if after.last_hand is not None and after.last_hand is not state.last_hand:
                ends.add(after.last_hand.end.value)
            state = after
            steps += 1
        outcome = r.outcome(state)
        assert outcome is not None and outcome.winners
    assert ends and ("went_out" in ends or r.canastas_needed(n) > 1)


RICH_HAND = "4h 4s 5h 5s 6h 6s 7h 7s 8h 8s 9h 9s 2c 2d 2h X X"
"""Six pairs and five wild cards before the first meld: thousands of legal initial melds."""


def test_a_hand_rich_in_pairs_lists_its_initial_meld_a_meld_at_a_time() -> None:
    """Thousands of batches before (2,275 here): now each meld once, whichever it would join."""
    r = rules()
    state = position(2, hands={0: RICH_HAND})
    texts = r.view(state, 0)["legal"]
    assert texts == [str(action) for action in r.legal_actions(state, 0)]
    assert len(texts) == len(set(texts)) < 200 and not any("+" in text for text in texts)
    assert {"meld 4 4 2", "meld 5 5 X", "discard 4"} <= set(texts)


FORTY = "4h 4s 4d 5h 5s 5d 6h 6s 6d 7h 7s 7d 8h 8s 8d 9h 9s 9d Th Ts Td Jh Js Jd Qh Qs Qd Kh Ks Kd Ah As"
FORTY += " 2c 2d 2h 2s X X 3s 3c"


def test_forty_cards_before_the_first_meld_list_a_few_hundred_moves() -> None:
    r = rules()
    meld = position(2, hands={0: FORTY})
    assert 100 < len(r.legal_actions(meld, 0)) < 400
    take = position(2, phase=Phase.DRAW, hands={0: FORTY}, pile="5c 9c Kc")
    assert len(r.legal_actions(take, 0)) < 40


def test_views_of_one_state_are_alike_and_a_callers_copy_is_its_own() -> None:
    """The rules keep nothing between calls: the same state's view again is equal, and a
    caller that changes what it got changes nothing else."""
    r = rules()
    rich = position(2, hands={0: RICH_HAND})
    first = r.view(rich, 0)
    expected = [dict(move) for move in first["moves"]]
    first["legal"].clear()
    first["moves"][0]["action"] = "changed"
    assert r.view(rich, 0)["moves"] == expected
    poor = position(2, hands={0: "4h 4s 4d 5h 9h"})
    assert r.view(poor, 0)["legal"] == [str(action) for action in r.legal_actions(poor, 0)]
    assert r.view(rich, 0)["legal"] == [move["action"] for move in expected]


def test_a_view_takes_its_legal_moves_apart() -> None:
    """``moves``: ``legal`` in the same order, each with its kind, the viewer's cards it puts
    down, its rank and count, and whether it lays (or sets aside for the first meld)."""
    r = rules()
    state = position(phase=Phase.DRAW, pile="4c 9d 8h", hands={0: "8s 8d Qs Qh Qd 5c"})
    view = r.view(state, 0)
    assert [move["action"] for move in view["moves"]] == view["legal"] == ["draw", "take 8 8", "ask"]
    draw, take, _ = view["moves"]
    assert draw == {"action": "draw", "kind": "draw", "cards": [], "rank": "", "points": 0, "lays": True, "yes": False}
    assert take == {
        "action": "take 8 8",
        "kind": "take",
        "cards": ["8d", "8s"],
        "rank": "8",
        "points": 30,
        "lays": False,  # 30 of 50: the take is set aside, the queens must follow
        "yes": False,
    }
    aside = r.apply_action(state, 0, r.action_from_str("take 8 8"))
    (queens,) = r.view(aside, 0)["moves"]
    assert queens["action"] == "meld Q Q Q" and queens["lays"] and sorted(queens["cards"]) == ["Qd", "Qh", "Qs"]
    assert r.view(aside, 1)["moves"] == [] and r.view(aside, None)["moves"] == []
    melded = position(hands={0: "Ks 2c 7h 9c"}, melds={0: ["Kd Kd Kh"]})
    kinds = {move["action"]: move["kind"] for move in r.view(melded, 0)["moves"]}
    assert kinds["add K: K 2"] == "add" and kinds["discard 7"] == "discard"
    answer = position(phase=Phase.ANSWER, turn=0, asked=True)
    assert [(m["action"], m["yes"]) for m in r.view(answer, 2)["moves"]] == [("answer yes", True), ("answer no", False)]


def test_the_first_players_dealt_red_threes_are_told_once_not_again_as_their_first_meld_goes_on() -> None:
    """The hand's first move tells the red threes laid out at the deal; a take whose initial meld
    is set aside keeps the turn in the draw phase, and the meld that finished it told them again."""
    from cardtable.app.session import MatchSession, MatchSetup, Seat

    seats = (Seat("Me"), Seat("B1", "normal"))
    s = MatchSession(MatchSetup("canasta", seats, 0, dict(R.quick_options)))
    for action in ("take J J", "meld 7 7 2 2"):
        s.submit(0, action)
    dealt = [[e for e in s.events(i) if e.kind == "red_three" and e.params.get("dealt")] for i in range(2)]
    assert [len(told) for told in dealt] == [1, 0]


def test_a_take_that_melds_twice_tells_each_meld_apart() -> None:
    """Issue 30, Canasta round 6: a take laid with a second meld was told as one list of cards
    ("melding the K with Q Q Q K K"); the event keeps the top card's meld and the others apart."""
    state = position(phase=Phase.DRAW, hands={0: "Ks Kd Qs Qd Qc 8s 9s"}, pile="5c Kh")
    (take, *_) = R.step(state, 0, R.action_from_str("take K K + Q Q Q")).events
    assert take.kind == "take_pile"
    assert take.params["with"] == ["Ks", "Kd"] and [sorted(m) for m in take.params["others"]] == [["Qc", "Qd", "Qs"]]
