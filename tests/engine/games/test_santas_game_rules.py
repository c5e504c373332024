"""Santa's Game rules, one test per rule of ``shared/rules/christmas-shedding.md`` (§ and D#)."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from event_helpers import reveals
from santas_game_helpers import A, B, C, D, fillers, play, position, rules, sizes

from cardtable.engine import registry
from cardtable.engine.core import ActionError
from cardtable.engine.games.santas_game.cards import COLOUR_LETTERS, DECK, CardKind, kind
from cardtable.engine.games.santas_game.rules import SantasGameRules, points_for
from cardtable.engine.games.santas_game.state import Answer, EndReason, Pending, Phase, SantaState


def legal(r: SantasGameRules, s: SantaState, seat: int) -> list[str]:
    return [str(a) for a in r.legal_actions(s, seat)]


def refused(r: SantasGameRules, s: SantaState, seat: int, text: str, code: str | None = None) -> None:
    with pytest.raises(ActionError) as error:
        r.apply_action(s, seat, r.action_from_str(text))
    if code is not None:
        assert error.value.code == code


def stacked(opening: str, n: int = 4) -> list[str]:
    rest = list(DECK)
    rest.remove(opening)
    hands = [c for c in rest if kind(c) == "reindeer"][: 7 * n]
    for card in hands:
        rest.remove(card)
    return hands + [opening] + rest


# §2, §4.2 -------------------------------------------------------------------


def test_the_deck_and_the_deal() -> None:
    assert len(DECK) == 110
    assert sum(kind(c) == "reindeer" for c in DECK) == 72
    assert [DECK.count(g) for g in ("santa", "sleigh", "snowman", "elf")] == [8, 8, 4, 2]
    r = rules(first_player=A)
    for n, pile in ((2, 96), (4, 82), (10, 40)):
        s = r.new_game(n, seed=4, deck=stacked("r5", n))
        assert sizes(s) == [7] * n and len(s.draw) == pile - 1 and s.discard == ("r5",)
        assert sorted(r.all_cards(s)) == sorted(DECK)
    s = r.new_game(4, seed=4, deck=stacked("r5"))
    assert list(s.hands[0]) == sorted(stacked("r5")[:7])  # seat 0 gets the first block of 7


def test_an_opening_elf_or_snowman_goes_back() -> None:
    deck = stacked("elf")
    s = rules(first_player=A).new_game(4, seed=9, deck=deck)
    assert s.discard[0] not in ("elf", "snowman") and len(s.draw) == 81


def test_opening_santa_the_dealer_names_the_colour_first() -> None:
    r = rules(first_player=B)
    s = r.new_game(4, seed=2, deck=stacked("santa"))
    assert s.phase == "colour" and r.to_act(s) == (B,) and s.dealer == B
    assert legal(r, s, B) == ["colour red", "colour blue", "colour green", "colour yellow"]
    s = play(r, s, B, "colour green")
    assert s.phase == "turn" and r.to_act(s) == (C,) and (s.top_colour, s.top_kind) == ("g", "santa")


def test_opening_tree_threatens_the_first_player() -> None:
    r = rules(first_player=C)
    s = r.new_game(4, seed=2, deck=stacked("bT"))
    assert s.dealer == B and r.to_act(s) == (C,) and s.pending == "skip"
    assert "accept" in legal(r, s, C) and "draw" not in legal(r, s, C)


# §6, §7, §8 -----------------------------------------------------------------


def test_drawing_ends_the_turn() -> None:
    f = fillers(30, avoid=("r5",))
    r, s = position([f[:5], f[5:10]], "r5", turn=A)
    s = play(r, s, A, "draw")
    assert sizes(s)[A] == 6 and r.to_act(s) == (B,)


def test_matching_rules() -> None:
    f = fillers(30, avoid=("r5", "b5", "r2"))
    hand = ["b5", "r2", "g7", "bG", "rG", "gT", "santa", "snowman", "elf"]
    r, s = position([hand, f[:5]], "r5", turn=A)
    moves = legal(r, s, A)
    assert {"play b5", "play r2", "play rG to 1", "play santa red", "snowman", "elf", "draw"} <= set(moves)
    assert not {"play g7", "play bG to 1", "play gT"} & set(moves)
    refused(r, s, A, "play g7", "does_not_match")
    r, s = position([hand, f[:5]], "yG", turn=A)
    assert {"play bG to 1", "play rG to 1"} <= set(legal(r, s, A))  # any Gift on a Gift


def test_tree_threats_do_not_add_up_and_only_answers_are_allowed() -> None:
    f = fillers(30)
    r, s = position([f[:3] + ["rT", "santa", "sleigh", "elf"], f[3:6] + ["gT"], f[6:9]], "bT", turn=A, pending="skip")
    assert legal(r, s, A) == ["play rT", "accept"]
    refused(r, s, A, "play santa red", "answer_tree")
    refused(r, s, A, "elf", "answer_tree")
    refused(r, s, A, "draw", "answer_tree")
    s = play(r, s, A, "play rT")
    s = play(r, s, B, "play gT")
    s = play(r, s, C, "accept")
    assert r.to_act(s) == (A,) and s.pending == "none"  # one skip only


def test_gift_targets_and_counters() -> None:
    f = fillers(30, avoid=("r5",))
    r, s = position([["rG", *f[:4]], f[4:8], ["bG", *f[8:11]], f[11:15]], "r5", turn=A)
    s = replace(s, active=(True, True, True, False), finished=(D,))
    moves = legal(r, s, A)
    assert "play rG to 1" in moves and "play rG to 2" in moves and "play rG to 3" not in moves
    refused(r, s, A, "play rG to 3", "bad_target")
    refused(r, s, A, "play rG to 0", "bad_target")
    s = play(r, s, A, "play rG to 2")
    assert "play bG to 0" in legal(r, s, C) and "play santa red" not in legal(r, s, C)
    refused(r, s, C, "draw", "answer_gift")


def test_a_giver_who_went_out_gives_from_the_pile() -> None:
    f = fillers(30, avoid=("r5",))
    r, s = position([["rG"], f[:4], f[4:8]], "r5", turn=A, elf_window="off")
    s = play(r, s, A, "play rG to 2")
    assert s.finished == (A,) and r.to_act(s) == (C,)
    pile = len(s.draw)
    s = play(r, s, C, "accept")
    assert sizes(s)[C] == 6 and len(s.draw) == pile - 2


def test_voluntary_elf() -> None:
    f = fillers(30, avoid=("r5",))
    r, s = position([["elf", *f[:3]], f[3:7]], "r5", turn=A, top_colour="g")
    s = replace(s, top_kind="santa", top_value=0)
    s = play(r, s, A, "elf")
    assert s.elf_areas == (1, 0) and "elf" not in s.discard and (s.top_colour, s.top_kind) == ("g", "santa")
    assert r.to_act(s) == (B,)


def test_sleigh_is_free_of_the_top_colour_unless_the_option_says_so() -> None:
    f = fillers(30, avoid=("r1", "r2"))
    hand = ["sleigh", "r1", "r2", *f[:2]]
    r, s = position([hand, f[2:6]], "santa", turn=A, top_colour="b")
    assert "sleigh r1 r2" in legal(r, s, A)
    r, s = position([hand, f[2:6]], "santa", turn=A, top_colour="b", sleigh_must_follow_demand=True)
    assert not [m for m in legal(r, s, A) if m.startswith("sleigh r")]
    refused(r, s, A, "sleigh r1 r2", "sleigh_demand")


def test_snowman_may_be_the_last_card_and_passes_a_gift_on() -> None:
    f = fillers(30)
    r, s = position([f[:3], ["snowman"], f[3:6]], "rG", turn=B, pending="gift", contributors=[A])
    s = play(r, s, B, "snowman")
    assert s.phase == "elf" and s.window == B
    s = play(r, s, A, "decline")
    s = play(r, s, C, "decline")
    assert s.finished == (B,) and r.to_act(s) == (C,) and s.pending == "gift"


# §9 -------------------------------------------------------------------------


def test_reshuffle_keeps_the_snowmen_on_top_and_the_card_under_them() -> None:
    f = fillers(30, avoid=("g6",))
    r, s = position([f[:3], f[3:6]], "snowman", below=["y1", "y2", "g6"], draw=[], turn=A, top_colour="g")
    s = replace(s, top_kind="reindeer", top_value=6)
    s = play(r, s, A, "draw")
    assert s.discard == ("g6", "snowman") and sizes(s)[A] == 4 and len(s.draw) == 1


def test_stalemate_when_nobody_can_draw() -> None:
    f = fillers(30)
    r, s = position([f[:3], f[3:5], f[5:9]], "r5", draw=[], turn=A, top_colour="r")
    s = play(r, s, A, "draw")
    s = play(r, s, B, "draw")
    assert s.round == 1 and s.dry_draws == 2
    s = play(r, s, C, "draw")
    result = s.last_round
    assert result is not None and result.reason == "stalemate" and result.placings == (B, A, C)


def test_the_action_cap_ends_a_round_ranked_by_cards() -> None:
    f = fillers(30)
    r, s = position([f[:3], f[3:5], f[5:9]], "r5", turn=A, top_colour="r", max_actions_per_round="100")
    s = replace(s, actions=99)
    s = play(r, s, A, "draw")
    # Alena and Cyril both hold 4: the tie goes in turn order from Bohdan, who would act next.
    assert s.last_round is not None and s.last_round.reason == "cap" and s.last_round.placings == (B, C, A)


def test_the_cap_reached_by_going_out_opens_no_window() -> None:
    f = fillers(30, avoid=("r5", "r6"))
    r, s = position([["r6"], f[:3], ["elf", *f[3:5]]], "r5", turn=A, max_actions_per_round="100")
    s = replace(s, actions=99)
    s = play(r, s, A, "play r6")
    assert s.last_round is not None and s.last_round.placings == (A, B, C)


# §10 ------------------------------------------------------------------------


def test_no_window_when_nothing_could_be_drawn() -> None:
    f = fillers(30, avoid=("r5", "r6"))
    r, s = position([["snowman"], f[:3], ["elf", *f[3:5]]], "r5", draw=[], turn=A)
    s = play(r, s, A, "snowman")  # the pile keeps the Snowman and the 5 under it: nothing to draw
    assert s.finished == (A,) and s.phase == "turn"


def test_a_recall_with_the_last_card_opens_a_window_for_the_recaller() -> None:
    f = fillers(30, avoid=("r5", "r6"))
    r, s = position([["r6"], f[:3], ["elf"], f[3:7]], "r5", turn=A)
    s = play(r, s, A, "play r6")
    s = play(r, s, B, "decline")
    s = play(r, s, D, "decline")
    s = play(r, s, C, "recall")
    assert s.phase == "elf" and s.window == C and sizes(s)[A] == 2
    assert set(r.to_act(s)) == {A, B, D}
    for seat in (A, B, D):
        s = play(r, s, seat, "decline")
    assert s.finished == (C,) and r.to_act(s) == (B,)


def test_the_recaller_role_passes_on_when_they_go_out() -> None:
    f = fillers(30, avoid=("r5", "r6"))
    r, s = position([["r6"], ["elf"], f[:3], f[3:7]], "r5", turn=A)
    s = play(r, s, A, "play r6")  # Bohdan is next to act, and recalls with his last card
    for seat, answer in ((B, "recall"), (C, "decline"), (D, "decline")):
        s = play(r, s, seat, answer)
    for seat in (A, C, D):
        s = play(r, s, seat, "decline")
    assert s.finished == (B,) and r.to_act(s) == (C,)


def test_elf_answers_stay_hidden_until_the_window_closes() -> None:
    f = fillers(30, avoid=("r5", "r6"))
    r, s = position([["r6"], f[:3], ["elf", *f[3:5]], f[5:9]], "r5", turn=A)
    s = play(r, s, A, "play r6")
    s = play(r, s, C, "recall")
    for seat in (None, A, B, D):
        view = r.view(s, seat)
        assert view["my_answer"] in ("", "?") and "recall" not in json.dumps(view["window"])
    assert r.view(s, C)["my_answer"] == "recall"
    holder, other = r.view(s, C), r.view(s, B)
    assert holder["window"] == other["window"]


def test_the_answer_that_closes_an_elf_window_is_told_by_the_closing_alone() -> None:
    """An answer is news while others still wait on the window. The answer that closes it
    (a pressed No, or the one a table's countdown gives for a player who ran out of time)
    is told only as what the window came to: "No Elf", never "Ann answered"."""
    f = fillers(30, avoid=("r5", "r6"))
    r, s = position([["r6"], f[:3], ["elf", *f[3:5]], f[5:9]], "r5", turn=A)
    s = play(r, s, A, "play r6")

    def kinds(state: SantaState, seat: int, text: str) -> list[str]:
        return [event.kind for event in r.step(state, seat, r.action_from_str(text)).events]

    assert kinds(s, B, "decline") == ["elf_answer"]
    s = play(r, s, B, "decline")
    assert kinds(s, C, "recall") == ["elf_answer"]
    assert kinds(s, D, "decline") == ["elf_answer"]
    last_is_no = play(r, s, C, "decline")
    assert kinds(last_is_no, D, "decline") == ["no_elf"]
    last_is_elf = play(r, s, D, "decline")
    assert kinds(last_is_elf, C, "recall")[0] == "recall"
    assert "elf_answer" not in kinds(last_is_elf, C, "recall")


def test_recall_announce_penalty_comes_after_the_recalled_draw() -> None:
    f = fillers(30, avoid=("r5", "r6"))
    r, s = position(
        [["r6 announce".split()[0]], f[:3], ["elf"]], "r5", draw=["y1", "y2"], turn=A, announce_mode="required"
    )
    s = play(r, s, A, "play r6 announce")
    s = play(r, s, B, "decline")
    s = play(r, s, C, "recall")  # not announced: a penalty card, but only after Alena's 2
    assert sizes(s)[A] == 2 and sizes(s)[C] == 1 and s.phase == "turn" and s.active[C]


def test_the_penalty_card_is_told_to_its_holder_even_when_it_is_the_card_put_down() -> None:
    """§11: the player learns which card the penalty brought, also when it is the second copy
    of the card just played (a diff of the hand before and after would see no change)."""
    f = fillers(30, avoid=("r5", "r6"))
    r, s = position([["r6", *f[:2]], f[2:5]], "r5", draw=["r6", "y1"], turn=A, announce_mode="required")
    events = r.step(s, A, r.action_from_str("play r6")).events
    assert [(e.kind, e.seat, e.audience) for e in events] == [("play", A, None), ("penalty", A, None), ("got", A, (A,))]
    assert events[-1].params == {"cards": ["r6"]} and events[-1].reveals


def test_elf_window_off_opens_none() -> None:
    f = fillers(30, avoid=("r5", "r6"))
    r, s = position([["r6"], f[:3], ["elf", *f[3:5]]], "r5", turn=A, elf_window="off")
    s = play(r, s, A, "play r6")
    assert s.phase == "turn" and s.finished == (A,)


# §12 ------------------------------------------------------------------------


def test_placing_points_and_the_last_player_gets_nothing() -> None:
    assert [points_for(i, 2) for i in range(2)] == [20, 0]
    assert [points_for(i, 3) for i in range(3)] == [20, 10, 0]
    assert [points_for(i, 10) for i in range(10)] == [20, 10, 5, 1, 1, 1, 1, 1, 1, 0]


def test_the_last_player_deals_the_next_round() -> None:
    f = fillers(30, avoid=("r5", "r6"))
    r, s = position([["r6"], f[:3], f[3:6]], "r5", turn=A, elf_window="off")
    s = replace(s, active=(True, True, False), finished=(C,))
    s = play(r, s, A, "play r6")
    assert s.round == 2 and s.dealer == B and s.scores == (10, 0, 20)
    assert r.to_act(s) == ((C,) if s.phase == "turn" else (B,))


def test_the_round_keeps_the_cards_left_in_each_hand_and_saves_them() -> None:
    """Hand sizes are public (§13), and they place the players still in at a stalemate (§9):
    the scored round keeps them for its summary (issue 30, Santa 2, round 6)."""
    f = fillers(30, avoid=("r5", "r6"))
    r, s = position([["r6"], f[:3], []], "r5", turn=A, elf_window="off")
    s = replace(s, active=(True, True, False), finished=(C,))
    s = play(r, s, A, "play r6")
    assert s.round == 2 and s.last_round is not None and s.last_round.left == (0, 3, 0)
    written = r.state_to_dict(s)
    assert written["last_round"]["left"] == [0, 3, 0]
    assert r.state_from_dict(json.loads(json.dumps(written))).last_round == s.last_round
    assert r.view(s, B)["last_round"]["left"] == [0, 3, 0]


def test_max_rounds_and_the_most_wins_tiebreak() -> None:
    f = fillers(30, avoid=("r5", "r6"))
    r, s = position([["r6"], f[:3]], "r5", turn=A, elf_window="off", max_rounds="2", tiebreak="most_wins")
    s = replace(s, round=2, scores=(0, 20), wins=(0, 2))
    s = play(r, s, A, "play r6")
    outcome = r.outcome(s)
    assert outcome is not None and s.scores == (20, 20) and outcome.winners == (B,)
    r2, s2 = position([["r6"], f[:3]], "r5", turn=A, elf_window="off", max_rounds="2")
    s2 = replace(s2, round=2, scores=(0, 20), wins=(0, 1))
    outcome = r2.outcome(play(r2, s2, A, "play r6"))
    assert outcome is not None and outcome.winners == (A, B)


# §13 and notation -----------------------------------------------------------


def test_cards_taken_from_a_hand_are_seen_only_by_giver_and_target() -> None:
    f = fillers(30, avoid=("r5",))
    r, s = position([["rG", *f[:4]], f[4:8], f[8:12]], "r5", turn=A)
    s = play(r, s, A, "play rG to 2")
    s = play(r, s, C, "accept")
    taken = s.last_gift[0].taken
    assert len(taken) == 2
    assert r.view(s, A)["last_gift"]["parts"][0]["taken"] == list(taken)
    assert r.view(s, C)["last_gift"]["parts"][0]["taken"] == list(taken)
    assert "taken" not in r.view(s, B)["last_gift"]["parts"][0]
    assert "taken" not in r.view(s, None)["last_gift"]["parts"][0]


def test_every_legal_action_round_trips_as_text() -> None:
    for options in ({}, {"announce_mode": "required"}):
        r = rules(**options)
        for seed in range(6):
            s = r.new_game(4, seed=seed)
            for _ in range(60):
                acting = r.to_act(s)
                if not acting:
                    break
                for action in r.legal_actions(s, acting[0]):
                    assert r.action_from_str(str(action)) == action
                s = r.apply_action(s, acting[0], r.legal_actions(s, acting[0])[0])


def test_the_invariants_hold_over_random_games() -> None:
    from cardtable.engine.rng import Rng

    r = rules()
    for seed in range(4):
        s = r.new_game(5, seed=seed)
        rng = Rng.from_seed(seed)
        while r.to_act(s):
            assert len(r.all_cards(s)) == 110
            if s.phase != "elf":
                assert all(sizes(s)[p] > 0 for p in range(5) if s.active[p])
            assert s.top_kind not in ("snowman", "elf")
            seat = rng.choice(r.to_act(s))
            s = r.apply_action(s, seat, rng.choice(r.legal_actions(s, seat)))


def test_what_undo_may_cross() -> None:
    f = fillers(30, avoid=("r5", "r6"))
    r, s = position([["r6", *f[:3]], f[3:7]], "r5", turn=A)
    play_r6 = r.action_from_str("play r6")
    assert not reveals(r, s, A, play_r6, A)  # my own card going down shows me nothing
    assert reveals(r, s, A, play_r6, B)  # but it shows Bohdan a card he had not seen
    assert reveals(r, s, A, r.action_from_str("draw"), A)  # a drawn card is new to me
    assert not reveals(r, s, A, r.action_from_str("draw"), B)


def test_saves_made_before_the_enums_load_and_give_the_same_json() -> None:
    """States saved on main before ``Phase`` and ``Pending`` became enums (one per phase
    and pending kind): they load, save back to the same JSON, and show the same views."""
    data = json.loads((Path(__file__).parent / "data" / "santas_game_saves_main.json").read_text())
    santa = registry.get("santas_game")
    assert len(data["saves"]) == 9
    for saved in data["saves"]:
        state = santa.state_from_dict(saved["state"])
        assert isinstance(state.phase, Phase) and isinstance(state.pending, Pending)
        assert json.loads(json.dumps(santa.state_to_dict(state))) == saved["state"]
        seats = [None, 0 if state.phase is Phase.OVER else state.turn]
        for seat, view in zip(seats, saved["views"], strict=True):
            assert _as_before_moves(json.loads(json.dumps(santa.view(state, seat)))) == view


def _as_before_moves(view: dict[str, Any]) -> dict[str, Any]:
    """A view without what it gained with structured moves (``moves``, the top's card and Snowmen)."""
    top = {k: v for k, v in view["top"].items() if k not in ("card", "snowmen")}
    return {**{k: v for k, v in view.items() if k != "moves"}, "top": top}


def test_saves_made_before_the_kind_answer_and_reason_enums_round_trip() -> None:
    """States written before the card kind, Elf answer and round-end reason became enums
    (every answer, reason but the rare stalemate, top kind, pending kind and phase): they
    load with the enums, save back to the same JSON, and show the same views."""
    data = json.loads((Path(__file__).parent / "data" / "santas_game_saves_before_kind_enums.json").read_text())
    seen: set[str] = set()
    for saved in data["saves"]:
        santa = registry.get("santas_game", saved["options"])
        state = santa.state_from_dict(saved["state"])
        assert isinstance(state.top_kind, CardKind)
        assert all(isinstance(answer, Answer) for answer in state.answers)
        assert state.last_round is None or isinstance(state.last_round.reason, EndReason)
        seen.update(state.answers)
        seen.add(state.last_round.reason if state.last_round else "")
        assert json.loads(json.dumps(santa.state_to_dict(state))) == saved["state"]
        seats = [None, 0 if state.phase is Phase.OVER else state.turn]
        for seat, view in zip(seats, saved["views"], strict=True):
            assert _as_before_moves(json.loads(json.dumps(santa.view(state, seat)))) == view
    assert seen >= {*Answer, EndReason.OUT, EndReason.CAP}


def test_the_moves_are_the_legal_texts_taken_apart() -> None:
    """Each move's ``action`` is in ``legal`` and each legal text has its move, in the same
    order; the parts are the parsed action's (what a table looks up instead of parsing)."""
    from cardtable.engine.rng import Rng

    for announce_mode in ("auto", "required"):
        r = rules(announce_mode=announce_mode)
        for seed in range(3):
            s = r.new_game(4, seed=seed)
            rng = Rng.from_seed(seed)
            kinds: set[str] = set()
            for _ in range(400):
                if not r.to_act(s):
                    break
                seat = rng.choice(r.to_act(s))
                view = r.view(s, seat)
                assert [m["action"] for m in view["moves"]] == view["legal"]
                for move in view["moves"]:
                    action = r.action_from_str(move["action"])
                    kinds.add(move["kind"])
                    assert move["kind"] == action.kind and move["announce"] == action.announce
                    assert move["target"] == action.target
                    assert move["colour"] == (COLOUR_LETTERS[action.colour] if action.colour else "")
                    if action.kind == "sleigh":
                        assert move["cards"] == ["sleigh", *action.cards]
                    elif action.kind == "play":
                        assert move["cards"] == [action.cards[0]]
                    elif action.kind in ("snowman", "elf", "recall"):
                        assert move["cards"] == ["snowman" if action.kind == "snowman" else "elf"]
                    else:
                        assert move["cards"] == []
                    assert Counter(move["cards"]) <= Counter(view["hand"])  # the viewer's own cards
                assert r.view(s, None)["moves"] == []
                s = r.apply_action(s, seat, rng.choice(r.legal_actions(s, seat)))
            assert {"play", "draw", "accept"} <= kinds


def test_the_top_card_is_the_one_under_the_snowmen() -> None:
    """§8.6: the view names the card that defines the top and the Snowmen lying on it."""
    f = fillers(30, avoid=("r5", "snowman"))
    r, s = position([["snowman", *f[:3]], f[3:7]], "r5", turn=A)
    assert r.view(s, A)["top"] == {"colour": "r", "kind": "reindeer", "value": 5, "card": "r5", "snowmen": 0}
    s = play(r, s, A, "snowman")
    top = r.view(s, B)["top"]
    assert (top["card"], top["snowmen"], top["kind"]) == ("r5", 1, "reindeer")
