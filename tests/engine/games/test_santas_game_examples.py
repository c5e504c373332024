"""The worked examples of the spec (§15, S1–S12), each as a test.

Players sit clockwise Alena (0) → Bohdan (1) → Cyril (2) → Dana (3).
"""

from __future__ import annotations

import pytest
from santas_game_helpers import A, B, C, D, E, fillers, play, position, rules, sizes

from cardtable.engine.core import ActionError
from cardtable.engine.games.santas_game.cards import DECK
from cardtable.engine.games.santas_game.rules import SantaState


def legal(r, state: SantaState, seat: int) -> list[str]:
    return [str(a) for a in r.legal_actions(state, seat)]


def refused(r, state: SantaState, seat: int, text: str, code: str | None = None) -> None:
    with pytest.raises(ActionError) as error:
        r.apply_action(state, seat, r.action_from_str(text))
    if code is not None:
        assert error.value.code == code


def test_s1_gift_chain_back_to_the_first_giver() -> None:
    f = fillers(40, avoid=("r5",))
    r, s = position([["rG", *f[:5]], f[5:10], ["gG", *f[10:13]], f[13:21]], "r5", turn=A)
    s = play(r, s, A, "play rG to 2")
    assert sizes(s) == [5, 5, 4, 8] and r.to_act(s) == (C,)  # Bohdan loses his turn
    s = play(r, s, C, "play gG to 0")
    assert s.contributors == (A, C) and r.view(s, None)["pending"]["cards"] == 4
    s = play(r, s, A, "accept")
    assert sizes(s) == [9, 5, 1, 8]
    assert r.to_act(s) == (B,) and s.pending == "none"
    assert (s.top_colour, s.top_kind) == ("g", "gift")
    moves = legal(r, s, B)
    assert "draw" in moves


def test_s2_snowman_passes_a_gift_and_a_giver_with_two_cards() -> None:
    f = fillers(30, avoid=("y2",))
    r, s = position([f[:5], ["yG", *f[5:7]], f[7:12], ["snowman", *f[12:16]]], "y2", turn=B)
    s = play(r, s, B, "play yG to 3")
    assert r.to_act(s) == (D,)  # Cyril loses his turn
    s = play(r, s, D, "snowman")
    assert r.to_act(s) == (A,) and r.view(s, None)["pending"]["cards"] == 2
    drawn_before = len(s.draw)
    s = play(r, s, A, "accept")
    assert sizes(s)[B] == 1 and sizes(s)[A] == 7 and len(s.draw) == drawn_before - 1
    assert r.to_act(s) == (B,) and (s.top_colour, s.top_kind) == ("y", "gift")


def test_s3_tree_counter_tree_and_snowman() -> None:
    f = fillers(30, avoid=("b3",))
    r, s = position(
        [["bT", "santa", "sleigh", "r1", *f[:2]], ["rT", *f[2:5]], ["snowman", *f[5:8]], f[8:12]], "b3", turn=A
    )
    s = play(r, s, A, "play bT")
    assert r.to_act(s) == (B,) and s.pending == "skip"
    s = play(r, s, B, "play rT")
    assert r.to_act(s) == (C,) and s.pending == "skip"
    s = play(r, s, C, "snowman")
    assert r.to_act(s) == (D,)
    assert legal(r, s, D) == ["accept"]
    before = sizes(s)
    s = play(r, s, D, "accept")
    assert sizes(s) == before  # Dana draws nothing
    assert r.to_act(s) == (A,) and s.pending == "none" and (s.top_colour, s.top_kind) == ("r", "tree")
    moves = legal(r, s, A)
    assert "play santa blue" in moves and "sleigh r1" in moves


def test_s4_santa_demand_persists_through_a_draw() -> None:
    f = fillers(30, avoid=("g7", "y7"))
    r, s = position([["santa", *f[:3]], f[3:7], ["g7", "y7", *f[7:9]], f[9:13]], "r4", turn=A)
    s = play(r, s, A, "play santa green")
    s = play(r, s, B, "draw")
    assert r.to_act(s) == (C,) and (s.top_colour, s.top_kind) == ("g", "santa")
    refused(r, s, C, "play y7", "does_not_match")
    s = play(r, s, C, "play g7")
    assert (s.top_colour, s.top_kind, s.top_value) == ("g", "reindeer", 7)


def test_s5_sleigh_combo_and_its_illegal_versions() -> None:
    f = fillers(30, avoid=("b1", "b8", "b2", "r1", "y4"))
    cyril = ["sleigh", "b1", "b8", "b2", "r1", "bG"]
    r, s = position([f[:5], f[5:10], cyril, f[10:15]], "y4", turn=C)
    assert "sleigh b1 b8 b2" in legal(r, s, C) or "sleigh b1 b8 b2" not in legal(r, s, C)
    after = play(r, s, C, "sleigh b1 b8 b2")
    assert (after.top_colour, after.top_value) == ("b", 2)
    assert after.discard[-4:] == ("sleigh", "b1", "b8", "b2")
    with pytest.raises(ActionError):
        r.apply_action(s, C, r.action_from_str("sleigh"))
    with pytest.raises(ActionError):
        r.apply_action(s, C, r.action_from_str("play sleigh"))
    refused(r, s, C, "sleigh r1 b8", "sleigh_one_colour")
    refused(r, s, C, "sleigh bG", "sleigh_riders")
    threatened = position([f[:5], f[5:10], cyril, f[10:15]], "yT", turn=C, pending="skip")
    refused(threatened[0], threatened[1], C, "sleigh b1 b8 b2", "answer_tree")


def test_s6_elf_recall_with_clockwise_priority() -> None:
    f = fillers(30, avoid=("r2", "r9"))
    r, s = position([["r9"], f[:4], ["elf", *f[4:7]], ["elf", *f[7:10]]], "r2", turn=A)
    s = play(r, s, A, "play r9")
    assert s.phase == "elf" and set(r.to_act(s)) == {B, C, D}
    assert legal(r, s, B) == ["decline"] and legal(r, s, C) == ["recall", "decline"]
    s = play(r, s, D, "recall")
    s = play(r, s, C, "recall")
    s = play(r, s, B, "decline")
    assert s.phase == "turn" and s.elf_areas == (0, 0, 1, 0)
    assert "elf" in s.hands[D] and "elf" not in s.hands[C]
    assert sizes(s)[A] == 2 and s.active[A]
    assert r.to_act(s) == (B,) and (s.top_colour, s.top_value) == ("r", 9)


def test_s7_going_out_and_placings_end_the_game() -> None:
    f = fillers(30, avoid=("b4", "b5"))
    hands = [f[:3], f[3:6], f[6:10], f[10:13], ["b5"]]
    r, s = position(hands, "b4", turn=E, scores=[44, 30, 12, 47, 20], elf_window="off")
    from dataclasses import replace

    s = replace(s, active=(False, False, True, False, True), finished=(B, D, A))
    s = play(r, s, E, "play b5")
    result = s.last_round
    assert result is not None and result.placings == (B, D, A, E, C)
    assert result.points == (5, 20, 0, 10, 1)
    assert s.scores == (49, 50, 12, 57, 21)
    outcome = r.outcome(s)
    assert outcome is not None and outcome.winners == (D,)


def test_s8_exhausted_draw_pile() -> None:
    f = fillers(30, avoid=("g6",))
    r, s = position([f[:4], ["gG"], f[4:8], f[8:12]], "g6", below=["r1", "r2"], draw=["y1"], turn=B)
    s = play(r, s, B, "play gG to 2")
    assert s.phase == "elf"
    for seat in (A, C, D):
        s = play(r, s, seat, "decline")
    assert s.finished == (B,) and r.to_act(s) == (C,)
    s = play(r, s, C, "accept")
    assert sizes(s)[C] == 6 and len(s.draw) == 2 and s.discard == ("gG",)
    assert r.to_act(s) == (D,)
    # The variation: only the green 6 under the Gift can be reshuffled.
    r, s = position([f[:4], ["gG"], f[4:8], f[8:12]], "g6", draw=[], turn=B)
    s = play(r, s, B, "play gG to 2")
    for seat in (A, C, D):
        s = play(r, s, seat, "decline")
    s = play(r, s, C, "accept")
    assert sizes(s)[C] == 5 and s.draw == () and s.discard == ("gG",)


def test_s9_announce_required() -> None:
    f = fillers(30, avoid=("y5", "y4"))
    hands = [f[:4], f[4:8], f[8:12], ["y5"]]
    r, s = position(hands, "y4", turn=D, announce_mode="required")
    quiet = play(r, s, D, "play y5")
    assert sizes(quiet)[D] == 1 and quiet.phase == "turn" and quiet.active[D]
    said = play(r, s, D, "play y5 announce")
    assert said.phase == "elf" and said.window == D
    r, s = position(hands, "y4", turn=D)
    assert play(r, s, D, "play y5").phase == "elf"
    refused(r, s, D, "play y5 announce", "announce_off")


def _opening_deck(opening: str) -> list[str]:
    rest = list(DECK)
    rest.remove(opening)
    hands = [c for c in rest if c not in ("santa", "sleigh", "snowman", "elf") and not c.endswith(("G", "T"))][:28]
    for card in hands:
        rest.remove(card)
    return hands + [opening] + rest


def test_s10_opening_gift_from_the_dealers_hand() -> None:
    deck = _opening_deck("rG")
    r = rules(first_player=A)
    s = r.new_game(4, seed=5, deck=deck)
    assert s.dealer == D and r.to_act(s) == (A,) and s.pending == "gift"
    s = play(r, s, A, "accept")
    assert sizes(s)[A] == 9 and sizes(s)[D] == 5 and r.to_act(s) == (B,)
    assert s.pending == "none" and (s.top_colour, s.top_kind) == ("r", "gift")
    r = rules(first_player=A, opening_gift_source="deck")
    s = play(r, r.new_game(4, seed=5, deck=deck), A, "accept")
    assert sizes(s)[A] == 9 and sizes(s)[D] == 7


def test_s11_opening_sleigh() -> None:
    deck = _opening_deck("sleigh")
    # Alena gets a Snowman and no reindeer; Bohdan a red 8 and a Gift, a Tree and a Santa.
    alena = ["snowman", "rG", "bG", "gT", "yT", "santa", "santa"]
    bohdan = ["r8", "gG", "rT", "santa", "y1", "y2", "y3"]
    rest = list(DECK)
    for card in alena + bohdan + ["sleigh"]:
        rest.remove(card)
    others = [c for c in rest if c not in ("elf", "snowman", "sleigh")][:14]
    for card in others:
        rest.remove(card)
    deck = alena + bohdan + others + ["sleigh"] + rest
    r = rules(first_player=A)
    s = r.new_game(4, seed=3, deck=deck)
    assert s.pending == "sleigh" and s.top_kind == "sleigh"
    for text in ("play rG to 1", "play gT", "play santa red"):
        refused(r, s, A, text, "opening_sleigh")
    s = play(r, s, A, "snowman")
    assert r.to_act(s) == (B,) and s.pending == "sleigh"
    for text in ("play gG to 2", "play rT", "play santa red"):
        refused(r, s, B, text, "opening_sleigh")
    s = play(r, s, B, "play r8")
    assert s.pending == "none" and (s.top_colour, s.top_value) == ("r", 8)


def test_s12_two_player_snowman_bounce() -> None:
    f = fillers(30, avoid=("b4",))
    r, s = position([["bG", *f[:4]], ["snowman", *f[4:7]]], "b4", turn=A)
    assert [m for m in legal(r, s, A) if m.startswith("play bG")] == ["play bG to 1"]
    s = play(r, s, A, "play bG to 1")
    assert sizes(s)[A] == 4
    s = play(r, s, B, "snowman")
    assert r.to_act(s) == (A,) and s.contributors == (A,)
    s = play(r, s, A, "accept")
    assert sizes(s)[A] == 6 and r.to_act(s) == (B,)
