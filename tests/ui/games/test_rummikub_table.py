"""The Rummikub table's own logic: moves on the working copy, the engine's reasons on
sets and on Done, Done blocked or open as the engine would judge, and the hint laid
as a proposal. Positions are built from real states (every tile once)."""

from __future__ import annotations

import re
from typing import Any

from cardtable.app.i18n import translator
from cardtable.engine import registry
from cardtable.engine.games.rummikub.tiles import NUMBERS, full_set
from cardtable.ui.games.rummikub import TABLE
from cardtable.ui.games.rummikub import work as w
from cardtable.ui.kit import Say, Submit, TableContext

T = translator("en")
CTX = TableContext(names=["Ann", "Bob"], levels=[None, "normal"])


def position(
    rack: str, table: list[str], melded: bool = True, options: dict[str, Any] | None = None
) -> tuple[Any, Any, dict[str, Any]]:
    """(rules, state, seat 0's view): seat 0 to play with ``rack``, ``table`` laid out."""
    rules = registry.get("rummikub", {"first_player": 0, **(options or {})})
    state = rules.new_game(2, seed=5)
    data = rules.state_to_dict(state)
    mine = list(NUMBERS.tiles_from_str(rack))
    laid = [NUMBERS.tiles_from_str(s) for s in table]
    rest = full_set(2)
    for tile in mine + [t for s in laid for t in s]:
        rest.remove(tile)
    data["racks"] = [[NUMBERS.to_str(t) for t in sorted(mine)], [NUMBERS.to_str(t) for t in rest[:14]]]
    data["pool"] = [NUMBERS.to_str(t) for t in rest[14:]]
    data["table"] = [{"tiles": s.split(), "kind": None} for s in table]
    for meld, tiles in zip(data["table"], laid):
        meld["kind"] = registry.get("rummikub").action_from_str(f"play [{NUMBERS.tiles_to_str(tiles)}]").table[0].kind
    data["set_ids"] = list(range(1, len(table) + 1))
    data["next_set_id"] = len(table) + 1
    data["has_melded"] = [melded, True]
    state = rules.state_from_dict(data)
    return rules, state, rules.view(state, 0)


def tap(view: dict[str, Any], ui: Any, name: str, **data: str) -> Any:
    return TABLE.on_input(view, ui, name, data)


def rack_index(ui: w.Work, text: str) -> str:
    return str(ui.rack.index(text))


def laid_hint(view: dict[str, Any], ui: Any, hint: str) -> Any:
    """The hint shown (outlined), then laid out with its "Lay it out" button."""
    return tap(view, TABLE.ui_for_hint(view, ui, hint), "lay-hint")


def place_new_set(view: dict[str, Any], ui: w.Work, tiles: list[str]) -> w.Work:
    """Tap each tile of the rack, the first into a new set, the rest onto that set."""
    ui = tap(view, ui, "tile", where="rack", index=rack_index(ui, tiles[0]))
    ui = tap(view, ui, "new-set")
    target = str(len(ui.sets) - 1)
    for text in tiles[1:]:
        ui = tap(view, ui, "tile", where="rack", index=rack_index(ui, text))
        ui = tap(view, ui, "set", set=target)
    return ui


def test_an_opening_composed_by_taps_is_what_the_engine_accepts() -> None:
    rules, state, view = position("r10 r11 r12 b1 b5 k7 o3", [], melded=False)
    ui = TABLE.new_ui(view)
    ui = place_new_set(view, ui, ["r12", "r10", "r11"])
    assert ui.sets == ((("r10", True), ("r11", True), ("r12", True)),)  # a run in the making is kept in order
    assert w.commit_problem(view, ui) is None
    answer = tap(view, ui, "done")
    assert answer == Submit("play [r10 r11 r12] from r10 r11 r12")
    after = rules.apply_action(state, 0, rules.action_from_str(answer.action))
    assert after.has_melded[0]


def test_a_low_opening_blocks_done_with_the_engines_rule_and_the_running_total() -> None:
    _, _, view = position("r2 r3 r4 b1 b5 k7 o3", [], melded=False)
    ui = place_new_set(view, TABLE.new_ui(view), ["r2", "r3", "r4"])
    problem = w.commit_problem(view, ui)
    assert problem is not None and problem.code == "opening_too_low"
    assert w.opening_worth(view, ui) == 9
    html = TABLE.render(view, ui, CTX, T)
    assert "Your opening: 9 of 30 points, from your own tiles only." in html
    assert 'id="done"' in html and 'aria-disabled="true"' in html
    assert "Your opening is worth 9 points: it needs at least 30" in html
    # Pressed anyway, the move goes to the engine, which refuses it with that reason.
    assert isinstance(tap(view, ui, "done"), Submit)


def test_an_invalid_set_is_outlined_with_a_reason_a_child_understands() -> None:
    _, _, view = position("r7 r8 b1 b5 k7 o3", ["k1 k2 k3"])
    ui = place_new_set(view, TABLE.new_ui(view), ["r7", "r8"])
    html = TABLE.render(view, ui, CTX, T)
    assert html.count("is-invalid") == 1
    assert "A set needs at least 3 tiles: this one has 2." in html
    assert w.set_problem(ui.sets[1], None, NUMBERS) == ("set_too_short", {"set": "[r7 r8]", "count": 2})
    problem = w.commit_problem(view, ui)
    assert problem is not None and problem.code == "set_too_short" and problem.params["index"] == 2


def test_a_tile_played_this_turn_goes_back_to_the_rack_a_table_tile_never_does() -> None:
    _, _, view = position("k4 b5", ["k1 k2 k3"])
    ui = TABLE.new_ui(view)
    ui = tap(view, ui, "tile", where="rack", index=rack_index(ui, "k4"))
    ui = tap(view, ui, "set", set="0")
    assert ui.sets[0] == (("k1", False), ("k2", False), ("k3", False), ("k4", True))
    assert w.commit_problem(view, ui) is None
    back = tap(view, tap(view, ui, "tile", where="set", set="0", index="3"), "to-rack")
    assert isinstance(back, w.Work) and "k4" in back.rack and len(back.sets[0]) == 3
    refused = tap(view, tap(view, ui, "tile", where="set", set="0", index="0"), "to-rack")
    assert refused == Say("rummikub.why.table_to_rack")
    # A tap on the rack with a tile played this turn picked sends it back; with a table
    # tile picked, it picks the rack's tile instead.
    back_by_tap = tap(view, tap(view, ui, "tile", where="set", set="0", index="3"), "tile", where="rack", index="0")
    assert "k4" in back_by_tap.rack
    picked = tap(view, ui, "tile", where="set", set="0", index="1")
    assert tap(view, picked, "tile", where="rack", index="0").picked == ("rack", 0)
    # A drag of a table tile onto the rack is refused with the same reason.
    dragged = tap(view, ui, "drop", **{"from-where": "set", "from-set": "0", "from-index": "0", "to-where": "rack"})
    assert dragged == Say("rummikub.why.table_to_rack")


def test_split_a_run_to_make_room_then_undo_and_reset() -> None:
    rules, state, view = position("r4 b1", ["r1 r2 r3 r4 r5 r6", "k9 b9 o9"])
    ui = TABLE.new_ui(view)
    # Split r1..r6 before r4, then add the rack's r4 to the first half: r1-r4 and r4-r6.
    ui = tap(view, ui, "tile", where="set", set="0", index="3")
    ui = tap(view, ui, "split", set="0", index="3")
    assert [len(s) for s in ui.sets] == [3, 3, 3]
    ui = tap(view, ui, "tile", where="rack", index=rack_index(ui, "r4"))
    ui = tap(view, ui, "set", set="0")
    assert [t for t, _ in ui.sets[0]] == ["r1", "r2", "r3", "r4"]
    assert w.commit_problem(view, ui) is None
    after = rules.apply_action(state, 0, rules.action_from_str(w.action_text(view, ui)))
    assert len(after.table) == 3 and len(after.racks[0]) == 1
    undone = TABLE.on_input(view, ui, "undo-edit", {})
    assert len(undone.sets[0]) == 3 and "r4" in undone.rack
    assert TABLE.on_input(view, ui, "reset", {}).ui.sets == TABLE.new_ui(view).sets  # and says so


def test_join_two_sets_by_picking_one_whole() -> None:
    _, _, view = position("r7 b1", ["r1 r2 r3", "r4 r5 r6"])
    ui = tap(view, TABLE.new_ui(view), "pick-set", set="1")
    ui = tap(view, ui, "set", set="0")
    assert [t for t, _ in ui.sets[0]] == ["r1", "r2", "r3", "r4", "r5", "r6"] and len(ui.sets) == 1
    ui = tap(view, ui, "tile", where="rack", index=rack_index(ui, "r7"))
    ui = tap(view, ui, "set", set="0")
    assert w.commit_problem(view, ui) is None


def test_a_joker_swap_by_dropping_the_real_tile_on_the_joker() -> None:
    rules, state, view = position("r6 b8 o8 k2", ["r5 * r7", "k9 b9 o9"])
    ui = TABLE.new_ui(view)
    html = TABLE.render(view, ui, CTX, T)
    assert "joker standing for red 6" in html  # the joker shows the tile it stands for
    # A drag of r6 from the rack onto the joker.
    ui = tap(
        view,
        ui,
        "drop",
        **{"from-where": "rack", "from-index": rack_index(ui, "r6"), "to-where": "set", "to-set": "0", "to-index": "1"},
    )
    assert [t for t, _ in ui.sets[0]] == ["r5", "r6", "r7"]
    assert ui.sets[2] == (("*", False),) and ui.picked == ("set", 2, 0)  # the freed joker, picked up
    problem = w.commit_problem(view, ui)
    assert problem is not None and problem.code == "set_too_short"
    # The joker goes with b8 and o8 into a group of 8s.
    ui = tap(view, ui, "tile", where="rack", index=rack_index(ui, "b8"))
    ui = tap(view, ui, "set", set="2")
    ui = tap(view, ui, "tile", where="rack", index=rack_index(ui, "o8"))
    ui = tap(view, ui, "set", set="2")
    assert w.commit_problem(view, ui) is None
    after = rules.apply_action(state, 0, rules.action_from_str(w.action_text(view, ui)))
    assert sorted(after.racks[0]) == [NUMBERS.from_str("k2")]


def test_the_engine_names_a_joker_left_without_its_tile() -> None:
    _, _, view = position("k2 b8 o8", ["r5 * r7"])
    ui = tap(view, TABLE.new_ui(view), "tile", where="set", set="0", index="1")
    ui = tap(view, ui, "new-set")
    ui = place_new_set(view, ui, ["b8", "o8"])
    ui = tap(view, ui, "pick-set", set="1")
    ui = tap(view, ui, "set", set="2")
    problem = w.commit_problem(view, ui)
    assert problem is not None and problem.code in ("set_too_short", "joker_not_replaced")


def test_the_hint_is_laid_as_a_proposal_with_its_size_and_points() -> None:
    _rules, _state, view = position("r10 r11 r12 b1 b5 k7 o3", [], melded=False)
    hint = next(a for a in view["legal"] if a.startswith("play"))
    ui = laid_hint(view, TABLE.new_ui(view), hint)
    assert ui.proposal == hint and w.action_text(view, ui) == hint
    assert w.commit_problem(view, ui) is None
    html = TABLE.render(view, ui, CTX, T)
    assert "Hint laid on the table: 3 tiles (33 points), the sets it changed outlined." in html
    assert TABLE.describe_move(TABLE.move_for(view, hint), [], T) == "lay down [10◆ 11◆ 12◆]"
    # The player may change it: one edit and the proposal is gone.
    changed = tap(view, tap(view, ui, "tile", where="set", set="0", index="2"), "to-rack")
    assert changed.proposal == "" and "r12" in changed.rack


def test_a_hint_over_the_players_own_layout_says_one_undo_step_brings_it_back() -> None:
    """A playtester pressed Hint after laying tiles and lost them unknowingly: the hint's line
    says what they had laid is one "Undo" away (the toolbar's), and it is."""
    _rules, _state, view = position("r10 r11 r12 b1 b5 k7 o3", [], melded=False)
    # Two of the hint's three tiles laid (all three would be the hint: "press Done", nothing to lay out).
    own = place_new_set(view, TABLE.new_ui(view), ["r11", "r12"])
    hint = next(a for a in view["legal"] if a.startswith("play"))
    ui = laid_hint(view, own, hint)
    assert "“Undo” brings back what you had laid." in TABLE.render(view, ui, CTX, T)
    assert TABLE.undo_edit(view, ui).sets == own.sets
    fresh = laid_hint(view, TABLE.new_ui(view), hint)  # nothing of the player's laid: no such line
    assert "brings back what you had laid" not in TABLE.render(view, fresh, CTX, T)
    assert TABLE.undo_edit(view, fresh).sets == TABLE.new_ui(view).sets
    assert TABLE.undo_edit(view, TABLE.new_ui(view)) is None  # nothing of its own: the match's undo


def test_a_hint_the_view_does_not_list_is_laid_from_the_engines_reading() -> None:
    _rules, _state, view = position("r10 r11 r12 b5 * o3", ["k1 k2 k3"])
    hint = "play [r10 r11 r12 *] [k1 k2 k3] from r10 r11 r12 *"  # the bots may rearrange freely
    assert hint not in view["legal"]
    ui = laid_hint(view, TABLE.new_ui(view), hint)
    assert ui.proposal == hint and ui.proposal_worth == (4, 46)
    # The hint's table laid with the sets in place: the table's set first, the new one after.
    assert w.action_text(view, ui) == "play [k1 k2 k3] [r10 r11 r12 *] from r10 r11 r12 *"
    assert ui.sets[1] == (("r10", True), ("r11", True), ("r12", True), ("*", True)) and ui.rack == ("b5", "o3")
    assert TABLE.describe_move(TABLE.move_for(view, hint), [], T) == "lay down [10◆ 11◆ 12◆ ★]"
    # The draw button and its key submit the view's own draw move (on a table left as it was:
    # with tiles laid, Draw waits for Reset, see below).
    fresh = TABLE.new_ui(view)
    html = TABLE.render(view, fresh, CTX, T)
    (draw,) = (m for m in view["moves"] if m["kind"] == "draw")
    assert f'data-move="{draw["action"]}"' in html and TABLE.on_key(view, fresh, "d") == Submit(draw["action"])


def test_the_rack_sorts_by_colour_or_number_and_keeps_its_order_as_tiles_return() -> None:
    _, _, view = position("r3 k5 b3 * o1", ["k1 k2 k3"])
    ui = TABLE.new_ui(view)
    assert ui.rack == ("k5", "b3", "o1", "r3", "*")
    ui = tap(view, ui, "sort", value="number")
    assert ui.rack == ("o1", "b3", "r3", "k5", "*")
    ui = place_new_set(view, ui, ["b3"])
    back = tap(view, tap(view, ui, "tile", where="set", set="1", index="0"), "to-rack")
    assert back.rack == ("o1", "b3", "r3", "k5", "*")


def test_nothing_moves_when_it_is_not_the_viewers_turn() -> None:
    rules, state, _ = position("r3 k5", ["k1 k2 k3"])
    view = rules.view(state, 1)
    ui = TABLE.new_ui(view)
    assert tap(view, ui, "tile", where="set", set="0", index="0") == ui
    assert 'data-input="tile"' not in TABLE.render(view, ui, CTX, T)


def test_practice_review_says_when_more_tiles_were_possible() -> None:
    from cardtable.bots.base import run_to_end

    _, _, view = position("r10 r11 r12 r13 b5 k7 o3", ["k1 k2 k3"])
    fewer = "play [k1 k2 k3] [r10 r11 r12] from r10 r11 r12"
    said = run_to_end(TABLE.review_move(view, fewer))
    assert said == Say("rummikub.review.more", {"count": 3, "possible": 4}, kind="info")
    assert T(said.key, **said.fields) == "You placed 3 tiles; 4 were possible."
    assert run_to_end(TABLE.review_move(view, "draw")) == Say("rummikub.review.drew", {"count": 4}, kind="info")
    assert run_to_end(TABLE.review_move(view, "play [k1 k2 k3] [r10 r11 r12 r13] from r10 r11 r12 r13")) is None


def test_the_time_up_move_carries_the_working_copy_or_nothing() -> None:
    rules, state, view = position("r6 r7 k1", ["r3 r4 r5"], options={"profile": "classic"})
    ui = TABLE.new_ui(view)
    assert TABLE.turn_seconds(view) == 120 and TABLE.on_time_up(view, ui) == Submit("timeout")
    ui = tap(view, ui, "tile", where="rack", index=rack_index(ui, "r6"))
    ui = tap(view, ui, "set", set="0")
    answer = TABLE.on_time_up(view, ui)
    assert answer == Submit("timeout [r3 r4 r5 r6] from r6")
    after = rules.apply_action(state, 0, rules.action_from_str(answer.action))  # sabra: committed, draw 1
    assert len(after.racks[0]) == 3 and len(after.table[0].tiles) == 4
    _, _, untimed = position("r6", [], options={"turn_time_limit_s": "none"})
    assert TABLE.turn_seconds(untimed) is None


def test_the_lobby_offers_the_timer_in_seconds_and_the_draw_for_the_first_player() -> None:
    import re

    from fake_platform import FakePlatform

    from cardtable.app import links
    from cardtable.ui.controller import Controller

    platform = FakePlatform()
    controller = Controller(platform)
    controller.boot()
    controller.dispatch("pick-game", {"game": "rummikub"})
    controller.dispatch("set-option", {"option": "profile", "value": "my_rummy"})

    def select(option: str) -> list[tuple[str, bool, str]]:
        found = re.search(rf'<select[^>]*id="opt-{option}"[^>]*>(.*?)</select>', platform.html, re.DOTALL)
        assert found is not None, option
        return [
            (value, bool(selected), text)
            for value, selected, text in re.findall(r'<option value="([^"]*)"( selected)?>([^<]*)<', found.group(1))
        ]

    timer = select("turn_time_limit_s")
    assert [v for v, _, _ in timer] == ["none", "30", "45", "60", "90", "120"]
    assert ("60", True, "60 seconds") in timer  # My Rummy's minute, in words
    first = select("first_player")
    assert first[0] == ("draw_high", True, "Whoever draws the highest tile")  # the spec's default, selected
    assert ("random", False, "Random") in first and len(first) == 2 + len(controller.draft.seats)
    controller.dispatch("set-option", {"option": "first_player", "value": "random"})
    controller.dispatch("set-option", {"option": "first_player", "value": "draw_high"})
    assert controller.draft.options["first_player"] == "draw_high" and controller.draft.option_error is None
    controller.dispatch("start", {})
    assert controller.session is not None and controller.session.rules.options["turn_time_limit_s"] == 60
    # A link may name the draw too (it is not a seat number).
    setup, _ = links.from_query("?game=rummikub&seed=1&seat=human:A&seat=bot:easy:B&o.first_player=draw_high&lang=en")
    assert setup.options["first_player"] == "draw_high"


def test_a_newcomers_lobby_starts_without_a_turn_timer_and_the_last_15_seconds_warn_in_words() -> None:
    # Issue 30, Rummikub round 4, 4: two minutes ran out on new players, with no warning
    # but a colour in the last ten seconds.
    from fake_platform import FakePlatform

    from cardtable.ui.controller import Controller
    from cardtable.ui.table import turn_clock

    platform = FakePlatform()
    controller = Controller(platform)
    controller.boot()
    controller.dispatch("pick-game", {"game": "rummikub"})
    assert re.search(
        r'<select[^>]*id="opt-turn_time_limit_s"[^>]*>.*?<option value="none" selected>', platform.html, re.DOTALL
    )
    controller.dispatch("start", {})
    assert controller.session is not None and controller.session.rules.options["turn_time_limit_s"] == "none"
    for lang in ("en", "fr", "cs", "ru"):
        t = translator(lang)
        low, calm = str(turn_clock(15, t)), str(turn_clock(16, t))
        assert "is-low" in low and t("table.time_low") in low and t("table.time_low") != "table.time_low", lang
        assert "is-low" not in calm and t("table.time_low") not in calm, lang


def test_the_opening_counter_counts_only_the_players_own_new_sets() -> None:
    # Issue 30: 5 5 5 as a new set, then the rack's 10 onto the table's 7 8 9. The opening is
    # the value of the new sets made only of rack tiles (§8 C4), so 15: the changed table set
    # (7 8 9 10, 34) is not the player's, nor is the 10 laid on it.
    _, _, view = position("k5 b5 o5 b10 r1 r2 r3", ["b7 b8 b9"], melded=False)
    ui = place_new_set(view, TABLE.new_ui(view), ["k5", "b5", "o5"])
    assert w.opening_worth(view, ui) == 15
    # (The table refuses these taps before the opening; the copy is made by its own moves.)
    ui = w.move(w.pick(ui, ("rack", ui.rack.index("b10"))), ("set", 0), NUMBERS)
    assert isinstance(ui, w.Work) and ui.sets[0][-1] == ("b10", True)
    assert w.opening_worth(view, ui) == 15
    assert "Your opening: 15 of 30 points, from your own tiles only." in TABLE.render(view, ui, CTX, T)
    # A set changed with a table tile is not the player's own either.
    ui = w.move(w.pick(ui, ("set", 0, 0)), ("set", 1), NUMBERS)
    assert isinstance(ui, w.Work) and w.opening_worth(view, ui) == 0


def test_back_to_the_rack_is_offered_only_for_a_tile_played_this_turn() -> None:
    # Issue 30: a bot's table tile picked offered "Back to the rack", which was then refused.
    # A table tile never goes to the rack: the button is not there.
    _, _, view = position("k5 b5 o5 r1", ["b7 b8 b9"])
    ui = TABLE.new_ui(view)
    picked = tap(view, ui, "tile", where="set", set="0", index="1")
    assert picked.picked == ("set", 0, 1)
    html = TABLE.render(view, picked, CTX, T)
    assert 'data-input="to-rack"' not in html and "Back to the rack" not in html
    whole = tap(view, ui, "pick-set", set="0")
    assert 'data-input="to-rack"' not in TABLE.render(view, whole, CTX, T)
    # A tile played this turn and picked again may go back: the button is offered.
    ui = place_new_set(view, ui, ["k5", "b5", "o5"])
    mine = tap(view, ui, "tile", where="set", set="1", index="0")
    assert 'data-input="to-rack"' in TABLE.render(view, mine, CTX, T)
    assert 'data-input="to-rack"' in TABLE.render(view, tap(view, ui, "pick-set", set="1"), CTX, T)


def test_the_keyboard_help_names_tiles_not_cards_in_every_language() -> None:
    # Issue 30: "move between your cards" in a tile game. The arrows' row is Rummikub's own.
    from cardtable.app.i18n import translator as make
    from cardtable.ui import dialogs, keymap

    card_words = ("card", "карт", "kart", "carte")
    shared = set(keymap.SHARED_MEANINGS)  # one meaning for every game (p, d, c): shared texts
    for lang in ("en", "ru", "cs", "fr"):
        t = make(lang)
        rows = dict(dialogs.key_rows(TABLE.shortcuts(), t))
        assert rows["←  →"] == t("rummikub.key.arrows")
        own = [rows[label] for label, _ in TABLE.shortcuts() if label not in shared]
        assert own and not [text for text in own if any(word in text.lower() for word in card_words)], own


def test_russian_scores_take_the_plural_of_their_size_and_the_texts_name_the_tiles_letters() -> None:
    # Issue 30: "-83 очков", "-31 очков"; A/J/Q/K in the help while the tiles show Т/В/Д/К;
    # the rules help spoke of the "engine".
    from cardtable.app.i18n import translator as make
    from cardtable.ui.games.rummikub.table import _points

    ru = make("ru")
    assert (
        _points(-83, ru) == "\u221283 очка"
        and _points(-31, ru) == "\u221231 очко"
        and _points(-5, ru) == "\u22125 очков"
    )
    assert _points(21, ru) == "21 очко" and _points(0, ru) == "0 очков"
    assert _points(-1, T) == "\u22121 point" and _points(-3, make("cs")) == "\u22123 body"
    letters = [ru(f"card.letter.{rank}") for rank in "AJQK"]
    for text in (ru("rummikub.help"), ru("rummikub.opt.face_values.help"), ru("rummikub.opt.face_values.rank")):
        assert all(letter in text for letter in letters), text
        assert not {"J", "Q"} & set(text.replace("My Rummy", "").split()), text
    assert "J (11)" not in ru("rummikub.help") and "A (1)" not in ru("rummikub.help")
    for lang, word in (("ru", "движ"), ("en", "engine"), ("cs", "engine"), ("fr", "moteur")):
        assert word not in make(lang)("rummikub.help")


def test_a_freed_joker_is_told_in_every_language_from_its_data() -> None:
    from cardtable.app.i18n import translator as make

    run = {"kind": "joker_freed", "seat": 0, "params": {"set_kind": "run", "tile": "b9"}, "reveals": False}
    group = {"kind": "joker_freed", "seat": 0, "params": {"set_kind": "group", "number": 8}, "reveals": False}
    said = {
        lang: tuple(TABLE.describe_event(event, ["Ann"], None, make(lang)) for event in (run, group))
        for lang in ("en", "fr", "ru", "cs")
    }
    assert said["en"][0] == "Ann freed the joker that stood for 9■."
    assert said["en"][1] == "Ann freed the joker that stood for 8 in a group."
    assert said["fr"][1] == "Ann a libéré le joker qui remplaçait un 8 dans un groupe."
    assert said["ru"][1] == "Ann освобождает джокер, заменявший 8 в группе."
    assert said["cs"][1] == "Ann uvolňuje žolíka, který nahrazoval 8 ve skupině."
    for first, second in said.values():
        assert "9■" in first and "{" not in first + second and "rummikub." not in first + second


def test_a_tile_tapped_onto_the_freed_jokers_set_joins_it_and_the_joker_stays() -> None:
    # Issue 30, Rummikub 6: after a swap the freed joker sits alone in a new set; b8 tapped
    # onto it (on the joker, the set's only tile) replaced the joker, which jumped to yet
    # another set. It must join the joker's set.
    _, _, view = position("r6 b8 o8 k2", ["r5 * r7", "k9 b9 o9"])
    ui = TABLE.new_ui(view)
    ui = tap(view, ui, "tile", where="rack", index=rack_index(ui, "r6"))
    ui = tap(view, ui, "tile", where="set", set="0", index="1")  # r6 onto the joker: a swap
    assert ui.sets[2] == (("*", False),) and ui.picked == ("set", 2, 0)
    ui = tap(view, ui, "tile", where="rack", index=rack_index(ui, "b8"))
    ui = tap(view, ui, "tile", where="set", set="2", index="0")  # b8 onto the freed joker
    assert len(ui.sets) == 3
    assert sorted(t for t, _ in ui.sets[2]) == ["*", "b8"]
    ui = tap(view, ui, "tile", where="rack", index=rack_index(ui, "o8"))
    ui = tap(view, ui, "tile", where="set", set="2", index="1")
    assert len(ui.sets) == 3 and w.commit_problem(view, ui) is None


def test_undo_reset_and_new_set_say_why_they_cannot_be_used_yet() -> None:
    # Issue 30: "Undo move" and "Reset" were plain disabled: a tap said nothing. (The table's
    # Undo is now the toolbar's, whose own test is in tests/ui/test_say_why.py.)
    import re
    from html import unescape

    _, _, view = position("r6 b8 o8 k2", ["r5 * r7"])
    for lang in ("en", "fr", "cs", "ru"):
        html = str(TABLE.render(view, TABLE.new_ui(view), CTX, translator(lang)))
        for name, key in (("reset", "nothing_to_reset"), ("new-set", "pick_first")):
            button = re.search(rf'<button[^>]*data-input="{name}"[^>]*>', html)
            assert button is not None and " disabled" not in button.group(0), (lang, name)
            assert 'aria-disabled="true"' in button.group(0), (lang, name)
            why = translator(lang)(f"rummikub.why.{key}")
            assert why != f"rummikub.why.{key}" and f'data-why="{why}"' in unescape(button.group(0)), (lang, name)


def test_dones_reason_names_the_set_by_its_tiles_and_marks_it_on_the_table() -> None:
    # Issue 30, Rummikub round 7, 2: "Set 4 has too few tiles" named a number the table does
    # not show.
    _, _, view = position("r7 r8 b1 b5 k7 o3", ["k1 k2 k3"])
    ui = place_new_set(view, TABLE.new_ui(view), ["r7", "r8"])
    html = str(TABLE.render(view, ui, CTX, T))
    assert "The set [7◆ 8◆] has too few tiles: a set needs at least 3." in html
    assert "Set 2 " not in re.findall(r'id="done-why">([^<]*)<', html)[0]
    marked = re.findall(r'<li class="([^"]*is-named[^"]*)"[^>]*aria-label="([^"]*)"', html)
    assert [label for _, label in marked] == ["Set 2: 7◆ 8◆"], marked
    for lang in ("fr", "cs", "ru"):
        problem = w.commit_problem(view, ui)
        assert problem is not None
        text = translator(lang)(f"rummikub.error.{problem.code}", **problem.params)
        assert "[r7 r8]" in text and "2" not in text.replace("[r7 r8]", ""), (lang, text)


def test_the_lobby_picture_shows_number_tiles_on_a_rack_not_cards() -> None:
    # Issue 30, Rummikub round 7, 5: the picture's tall white tiles with a "Q♥" read as cards.
    from pathlib import Path

    svg = (Path(__file__).resolve().parents[3] / "img" / "rummikub" / "cover.svg").read_text()
    faces = re.findall(r"<text[^>]*>([^<]*)</text>", svg)
    assert faces and all(face.isdigit() for face in faces), faces  # numbers only: no card's rank
    assert "rack" in re.findall(r"<title>(.*)</title>", svg)[0]


def test_the_sets_stay_in_place_whatever_order_a_play_lists_them_in() -> None:
    # Issue 30, Rummikub round 7, 7: a bot's play listed the table in its solver's order and
    # the sets moved place between turns.
    rules, state, view = position("b7 r1 r2 r3 o3", ["k1 k2 k3", "b4 b5 b6", "o7 o8 o9"])
    shown = [meld["tiles"] for meld in TABLE.typed(view)["table"]]
    assert shown == [["k1", "k2", "k3"], ["b4", "b5", "b6"], ["o7", "o8", "o9"]]
    play = rules.action_from_str("play [o7 o8 o9] [r1 r2 r3] [b4 b5 b6 b7] [k1 k2 k3] from b7 r1 r2 r3")
    after = rules.view(rules.apply_action(state, 0, play), 0)
    assert [meld["tiles"][0] for meld in after["table"]] == ["o7", "r1", "b4", "k1"]  # the engine's order
    kept = [["k1", "k2", "k3"], ["b4", "b5", "b6", "b7"], ["o7", "o8", "o9"], ["r1", "r2", "r3"]]
    assert [meld["tiles"] for meld in TABLE.typed(after)["table"]] == kept  # grown in place, laid at the end
    assert [[text for text, _ in tiles] for tiles in TABLE.new_ui(after).sets] == kept


def test_a_refusal_is_shown_once_by_done() -> None:
    # Issue 30, Rummikub 4: Done pressed on a copy the engine refuses showed the refusal as
    # Done's reason and again as a copy of the status line, in the same rack panel.
    from dataclasses import replace

    _, _, view = position("r6 b8 o8 k2", ["r5 * r7"])
    ui = place_new_set(view, TABLE.new_ui(view), ["b8"])
    problem = w.commit_problem(view, ui)
    assert problem is not None
    refusal = T(f"rummikub.error.{problem.code}", **problem.params)
    html = str(TABLE.render(view, ui, replace(CTX, message=refusal, message_kind="error"), T))
    shown = T(f"rummikub.error.{problem.code}", **{**problem.params, "set": "[8■]"})  # in the tiles' symbols
    assert html.count(shown) == 1 and 'class="done-why is-said"' in html
    # Another refusal (a tap) gets a line of its own, once, beside Done's standing reason.
    other = T("rummikub.why.table_to_rack")
    html = str(TABLE.render(view, ui, replace(CTX, message=other, message_kind="error"), T))
    assert html.count(other) == 1 and html.count(shown) == 1 and "is-said" not in html


def test_a_rack_tile_picked_brings_the_tables_end_into_sight() -> None:
    # Issue 30, Rummikub round 9, 1: "New set" and the last sets stayed under a phone's pinned
    # rack when a rack tile was picked; a table tile picked leaves the page where it is.
    _, _, view = position("r6 b8 o8 k2", ["r5 * r7", "k9 b9 o9"])
    ui = TABLE.new_ui(view)
    assert "data-reveal" not in str(TABLE.render(view, ui, CTX, T))
    ui = tap(view, ui, "tile", where="rack", index=rack_index(ui, "b8"))
    html = str(TABLE.render(view, ui, CTX, T))
    end = html.split('class="sets-end"')[0].rsplit("<", 1)[0]
    assert html.count("data-reveal") == 1 and "data-reveal" in html.split('class="sets-end"')[1].split(">")[0]
    assert 'class="new-set"' in end  # the mark comes after "New set": all of it is brought up
    ui = tap(view, ui, "tile", where="rack", index=rack_index(ui, "b8"))  # put down
    assert "data-reveal" not in str(TABLE.render(view, ui, CTX, T))
    ui = tap(view, ui, "tile", where="set", set="1", index="0")
    assert "data-reveal" not in str(TABLE.render(view, ui, CTX, T))


def test_the_set_an_edit_changed_is_marked_to_be_brought_into_sight_once() -> None:
    # Issue 30, Rummikub 5: the freed joker's new set appeared under the rack panel.
    _, _, view = position("r6 b8 o8 k2", ["r5 * r7", "k9 b9 o9"])
    ui = TABLE.new_ui(view)
    ui = tap(view, ui, "tile", where="rack", index=rack_index(ui, "r6"))
    ui = tap(view, ui, "tile", where="set", set="0", index="1")  # the swap: the joker in set 2
    assert ui.reveal == 2
    html = str(TABLE.render(view, ui, CTX, T))
    assert html.count("data-reveal") == 1 and 'data-set="2" data-drop="set"' in html.split("data-reveal")[1]
    ui = tap(view, ui, "tile", where="rack", index=rack_index(ui, "b8"))  # a pick: no set to bring again
    html = str(TABLE.render(view, ui, CTX, T))
    assert ui.reveal is None and html.count("data-reveal") == 1 and 'class="sets-end"' in html
    ui = tap(view, ui, "set", set="1")
    assert ui.reveal == 1
    # A set emptied before the target: the target's index after the drop.
    _, _, view = position("r6 b8 o8 k2", ["r5 r6 r7", "k9 b9 o9"])
    ui = tap(view, TABLE.new_ui(view), "pick-set", set="0")
    ui = tap(view, ui, "new-set")
    assert ui.reveal == 1 and [t for t, _ in ui.sets[1]] == ["r5", "r6", "r7"]


def test_a_turn_is_told_in_one_line_with_the_tiles_placed_and_the_sets_changed() -> None:
    # Issue 30, Rummikub 9: "Bot 2 rearranged sets" said neither what was placed nor which sets.
    rules, state, _ = position("b9 r1 r2 k2", ["b7 b8 *", "k5 k6 k7"])
    step = rules.step(state, 0, rules.action_from_str("play [b7 b8 b9] [r1 r2 *] [k5 k6 k7] from b9 r1 r2"))
    lines = [TABLE.describe_event(e.to_dict(), ["Bot 2", "Ann"], 1, T) for e in step.events]
    # Issue 30, Rummikub 2: and the sets as they were, so a rebuild shows where each tile went.
    assert lines[0] == "Bot 2 placed 3 tiles: 9■ 1◆ 2◆. Sets changed: [7■ 8■ ★] → [7■ 8■ 9■] [1◆ 2◆ ★]."
    assert not any("rearranged" in line for line in lines)
    rules, state, _ = position("k4 r2", ["k1 k2 k3 k4 k5 k6", "b1 b2 b3"])
    split = rules.step(state, 0, rules.action_from_str("play [k1 k2 k3 k4] [k4 k5 k6] [b1 b2 b3] from k4"))
    line = TABLE.describe_event(split.events[0].to_dict(), ["Bot 2", "Ann"], 1, T)
    assert line == "Bot 2 placed 1 tile: 4●. Sets changed: [1● 2● 3● 4● 5● 6●] → [1● 2● 3● 4●] [4● 5● 6●]."
    rules, state, _ = position("r1 r2 r3 k2", ["b7 b8 *", "k5 k6 k7"])
    laid = rules.step(state, 0, rules.action_from_str("play [b7 b8 *] [k5 k6 k7] [r1 r2 r3] from r1 r2 r3"))
    for lang in ("en", "fr", "cs", "ru"):
        line = TABLE.describe_event(laid.events[0].to_dict(), ["Bot 2", "Ann"], 1, translator(lang))
        assert "[" in line and "{" not in line and "rummikub." not in line, (lang, line)


def test_a_big_rebuild_is_told_by_its_count_not_set_by_set() -> None:
    # Issue 30, Rummikub playtest 7/10, 1: a bot's rebuild of a dozen sets, each written out
    # before and after, filled half a phone's screen in the recent moves.
    event = {
        "kind": "play",
        "seat": 0,
        "params": {
            "tiles": ["k4", "k5"],
            "count": 2,
            "changed": [["k1", "k2", "k3", "k4"], ["k5", "k6", "k7"], ["b1", "b2", "b3"]],
            "laid": [],
            "before": [["k1", "k2", "k3"], ["k6", "k7", "k8"], ["b1", "b2", "b3", "b4"]],
        },
    }
    line = TABLE.describe_event(event, ["Bot 2", "Ann"], 1, T)
    # Issue 30, Rummikub round 4, 2: who rearranged, how many sets, and what was added, in one
    # sentence ("Sets rearranged: 3." said neither who nor what).
    # Issue 30, Rummikub round 9, 4: and which sets it left, a few written out (as they are now).
    assert line == "Bot 2 rearranged 3 sets and added 4● 5●. Sets now: [1● 2● 3● 4●] [5● 6● 7●] [1■ 2■ 3■]."
    for lang in ("fr", "cs", "ru"):
        line = TABLE.describe_event(event, ["Bot 2", "Ann"], 1, translator(lang))
        assert "[1● 2● 3● 4●] [5● 6● 7●] [1■ 2■ 3■]" in line and "3" in line and "Bot 2" in line, (lang, line)
        assert "rummikub." not in line and "{" not in line, (lang, line)


def test_a_rebuild_of_many_sets_says_they_are_marked_with_the_movers_name() -> None:
    # Issue 30, Rummikub round 9, 4: "Bot 4 rearranged 8 sets and added 11● 2▲ 12◆." said not
    # which sets; eight written out fill a phone's screen, so the line points at their marks.
    before = [["k1", "k2", "k3"], ["k6", "k7", "k8"], ["b1", "b2", "b3", "b4"], ["o5", "o6", "o7"]]
    event = {
        "kind": "play",
        "seat": 0,
        "params": {
            "tiles": ["k4", "k5"],
            "count": 2,
            "changed": [["k1", "k2", "k3", "k4"], ["k5", "k6", "k7"], ["b1", "b2", "b3"], ["b4", "o5", "o6", "o7"]],
            "laid": [],
            "before": before,
        },
    }
    line = TABLE.describe_event(event, ["Bot 2", "Ann"], 1, T)
    assert line == "Bot 2 rearranged 4 sets and added 4● 5●. The sets changed are marked “Bot 2” on the table."
    for lang in ("fr", "cs", "ru"):
        line = TABLE.describe_event(event, ["Bot 2", "Ann"], 1, translator(lang))
        assert line.count("Bot 2") == 2 and "rummikub." not in line and "{" not in line, (lang, line)


def test_the_sets_others_changed_stay_marked_with_their_name_until_they_move_again() -> None:
    # Issue 30, Rummikub round 4, 2: the sets a bot rebuilt were marked for the last move
    # only; the next bot's draw took the marks away before anyone could read them.
    from dataclasses import replace

    from cardtable.ui.kit import LastMove

    rules, state, _ = position("r1 r2 r3 k2", ["b7 b8 b9", "k11 k12 k13"])
    bob = rules.step(state, 0, rules.action_from_str("play [b7 b8 b9] [k11 k12 k13] [r1 r2 r3] from r1 r2 r3"))
    (event,) = [e.to_dict() for e in bob.events if e.kind == "play"]
    # Seen by seat 1 (Ann here): Bob (seat 0) played, then Ann drew; it is Bob's turn again.
    after = rules.step(bob.state, 1, rules.action_from_str("draw")).state
    view = rules.view(after, 1)
    ctx = replace(
        TableContext(names=["Bob", "Ann"], levels=["normal", None]), moves=(LastMove(0, (event,)), LastMove(1, ()))
    )
    html = str(TABLE.render(view, TABLE.new_ui(view), ctx, T))
    boxes = re.findall(r'<li class="([^"]*)"[^>]*aria-label="Set \d+: ([^"]*)"[^>]*>(.*?)</li>', html)
    marked = [(tiles, body) for classes, tiles, body in boxes if "is-changed" in classes]
    assert [tiles for tiles, _ in marked] == ["1◆ 2◆ 3◆"], boxes
    assert 'class="set-by">Bob<' in marked[0][1]
    # Ann's own turn right after Bob's play, composing: the marks stay (they went while she edited).
    turn = rules.view(bob.state, 1)
    html = str(TABLE.render(turn, TABLE.new_ui(turn), replace(ctx, moves=(LastMove(0, (event,)),)), T))
    assert 'data-input="done"' in html
    assert re.findall(r'<li class="[^"]*is-changed[^"]*"[^>]*aria-label="Set \d+: ([^"]*)"', html) == ["1◆ 2◆ 3◆"]


def test_czech_and_russian_sentences_about_a_player_need_no_gender() -> None:
    # Issue 30: "si vzal(a)", "{name} выложил": a past tense takes the player's gender.
    import re
    from pathlib import Path

    import cardtable.ui.games.rummikub as package

    folder = Path(package.__file__).parent / "catalogs"
    # A past tense right after the name, a "(a)" ending, or "he" for the player.
    past = {
        "cs": r"\(a\)|\{names?\} (?:si |se )?\w+l\b",
        "ru": r"\(а\)|\{names?\} \w+(?:л|лся)\b|\bон\b|\bпервым\b",
    }
    for lang, pattern in past.items():
        texts = re.findall(r'msgstr(?:\[\d\])? "(.*)"', (folder / f"{lang}.po").read_text())
        about_someone = [text for text in texts if "{name" in text]
        assert about_someone
        gendered = [text for text in about_someone if re.search(pattern, text)]
        assert not gendered, (lang, gendered)


def test_russian_names_a_player_so_that_the_viewers_own_name_reads_well() -> None:
    # Issue 30, Rummikub round 7, 4: "Первый выход игрока Игрок 1 (вы)": a noun in the
    # genitive before the name doubled "Игрок" and made "(вы)" a third person's.
    from pathlib import Path

    import cardtable.ui.games.rummikub as package

    texts = re.findall(r'msgstr(?:\[\d\])? "(.*)"', (Path(package.__file__).parent / "catalogs" / "ru.po").read_text())
    about_someone = [text for text in texts if "{name" in text]
    assert len(about_someone) >= 10
    assert [text for text in about_someone if re.search(r"\bигрок[аеу]? \{names?\}", text, re.IGNORECASE)] == []
    line = TABLE.describe_event(
        {"kind": "opening", "seat": 0, "params": {"value": 30}}, ["Игрок 1 (вы)", "Бот"], 0, translator("ru")
    )
    assert line == "Первый выход: Игрок 1 (вы), 30 очков."


def test_the_hint_changes_as_few_sets_as_it_can_and_says_its_steps_in_one_line() -> None:
    # Issue 30, Rummikub 12: the hint rebuilt 16 runs to place 4 tiles that fit with one change.
    from cardtable.app.session import MatchSession, MatchSetup, Seat
    from cardtable.engine.games.rummikub.position import write
    from cardtable.engine.games.rummikub.tidy import changed_sets

    runs = [f"{c}{s} {c}{s + 1} {c}{s + 2}" for c in "kbor" for s in (1, 4, 7, 10)]
    table = [(NUMBERS.tiles_from_str(r), "run") for r in runs]
    pos = write(0, (True, True), NUMBERS.tiles_from_str("k13 b13 o13 k7"), table)
    options = {"first_player": 0, "turn_time_limit_s": "none"}
    session = MatchSession(MatchSetup("rummikub", (Seat("Ann"), Seat("Bob", "easy")), 3, options, True, pos))
    hint = session.hint(0)
    play = session.rules.action_from_str(hint)
    assert len(play.placed) == 4  # the most tiles: all of them
    assert changed_sets(session.state.table, play.table) == 1  # [k4 k5 k6] takes k7
    line = TABLE.describe_move(TABLE.move_for(session.view(0), hint), [], T)
    assert line == "add 7● to [4● 5● 6●]; lay down [13● 13■ 13▲]"


def test_a_rearrangement_is_one_step_of_the_hints_line() -> None:
    move: Any = {  # the sets before are made up: only the words are checked
        "kind": "play",
        "cards": ["k4"],
        "table": [{"tiles": ["k1", "k2", "k3", "k4"], "kind": "run"}, {"tiles": ["k5", "k6", "k7"], "kind": "run"}],
        "points": 4,
        "action": "",
        "before": [["k1", "k2", "k3", "k5", "k6", "k7"]],
    }
    assert TABLE.describe_move(move, [], T) == "rearrange [1● 2● 3● 5● 6● 7●] into [1● 2● 3● 4●] [5● 6● 7●]"


def test_a_hint_that_rebuilds_many_sets_says_only_how_many_tiles_it_plays() -> None:
    # Issue 30, Rummikub playtest 7/10, 3: "rearrange [...] [...] into [...] [...] [...]" was
    # cut off in a phone's status box; the hint outlines its tiles and sets anyway.
    move: Any = {
        "kind": "play",
        "cards": ["k4", "b4"],
        "table": [
            {"tiles": ["k1", "k2", "k3", "k4"], "kind": "run"},
            {"tiles": ["k5", "k6", "k7"], "kind": "run"},
            {"tiles": ["b2", "b3", "b4"], "kind": "run"},
            {"tiles": ["b5", "b6", "b7"], "kind": "run"},
        ],
        "points": 8,
        "action": "",
        "before": [["k1", "k2", "k3", "k5", "k6", "k7"], ["b2", "b3", "b5", "b6", "b7"]],
    }
    assert TABLE.describe_move(move, [], T) == "play 2 tiles: rearrange 2 sets"
    for lang in ("fr", "cs", "ru"):
        line = TABLE.describe_move(move, [], translator(lang))
        assert "2" in line and "[" not in line and "rummikub." not in line, (lang, line)


def test_a_big_hint_says_in_one_line_what_it_does_to_the_table() -> None:
    # Issue 30, Rummikub round 7, 3: "play 12 tiles as outlined" explained nothing.
    move: Any = {
        "kind": "play",
        "cards": ["r12", "r13", "k7", "b7", "r7", "k8", "b8", "r8"],
        "table": [
            {"tiles": ["k12", "b12", "o12", "r12"], "kind": "group"},
            {"tiles": ["k13", "b13", "o13", "r13"], "kind": "group"},
            {"tiles": ["k7", "b7", "r7"], "kind": "group"},
            {"tiles": ["k8", "b8", "r8"], "kind": "group"},
        ],
        "points": 80,
        "action": "",
        "before": [["k12", "b12", "o12"], ["k13", "b13", "o13"]],
    }
    assert TABLE.describe_move(move, [], T) == "play 8 tiles: add to 2 sets, lay down 2 new sets"
    expected = {
        "fr": "posez 8 tuiles\u00a0: ajoutez à 2 combinaisons, formez 2 nouvelles combinaisons",
        "cs": "vyložte 8 kamenů: přidejte do 2 sestav, vytvořte 2 nové sestavy",
        "ru": "выложите 8 фишек: добавьте к 2 комбинациям, составьте 2 новые комбинации",
    }
    for lang, line in expected.items():
        assert TABLE.describe_move(move, [], translator(lang)) == line


def test_before_the_opening_a_tap_on_the_tables_tiles_says_why_they_cannot_be_used() -> None:
    # Issue 30, Rummikub 3: the tap was silent (the tile was picked up, the turn refused at Done).
    _, _, view = position("r10 r11 r12 b1 b5 k7 o3", ["k1 k2 k3"], melded=False)
    ui = TABLE.new_ui(view)
    why = Say("rummikub.why.table_before_opening", {"minimum": 30})
    assert tap(view, ui, "tile", where="set", set="0", index="1") == why
    assert tap(view, ui, "pick-set", where="whole", set="0") == why
    lifted = tap(view, ui, "tile", where="rack", index=rack_index(ui, "b1"))
    assert tap(view, lifted, "set", set="0") == why  # nor may a rack tile join the table's set
    drop = {"from-where": "rack", "from-index": "0", "to-where": "set", "to-set": "0"}
    assert tap(view, ui, "drop", **drop) == why
    text = T(why.key, **why.fields)
    assert (
        text
        == "You can use the table’s tiles after your opening of 30 points: until then, lay new sets from your rack."
    )
    # The player's own new set stays theirs to change; after the opening the table is free.
    own = place_new_set(view, ui, ["r10", "r11", "r12"])
    assert isinstance(tap(view, own, "tile", where="set", set="1", index="2"), w.Work)
    _, _, melded = position("r10 r11 r12 b1 b5 k7 o3", ["k1 k2 k3"])
    assert isinstance(tap(melded, TABLE.new_ui(melded), "tile", where="set", set="0", index="1"), w.Work)
    _, _, extend = position("r10 b1", ["k1 k2 k3"], melded=False, options={"initial_turn_may_extend": True})
    assert isinstance(tap(extend, TABLE.new_ui(extend), "tile", where="set", set="0", index="1"), w.Work)


def test_done_with_nothing_played_says_play_a_tile_or_draw() -> None:
    # Issue 30, Rummikub 4: on an empty table Done sent a bare "play" and the engine's answer
    # was the generic "That is not a move in this game".
    for table, melded in (([], False), (["k1 k2 k3"], True)):
        _, _, view = position("r10 r11 r12 b1 b5 k7 o3", table, melded=melded)
        said = tap(view, TABLE.new_ui(view), "done")
        assert said == Say("rummikub.error.no_tile_played")
        assert T(said.key) == "Play at least one tile from your rack, or draw a tile."


def test_the_rack_is_pinned_at_the_bottom_on_the_players_turn_only() -> None:
    # Issue 30, Rummikub playtest 7/10, 2: on a phone the pinned rack covered the table while
    # the bots played, and their changes happened underneath it.
    import re
    from pathlib import Path

    rules, state, view = position("r1 r2 r3 k2", ["b7 b8 b9"])
    waiting = rules.view(rules.step(state, 0, rules.action_from_str("draw")).state, 0)
    assert waiting["to_act"] == [1]  # a bot plays
    html = str(TABLE.render(waiting, TABLE.new_ui(waiting), CTX, T))
    assert 'class="rk"' in html and "rack-area" in html
    assert 'class="rk is-editing"' in str(TABLE.render(view, TABLE.new_ui(view), CTX, T))
    css = (Path(__file__).parents[3] / "css/games/rummikub.css").read_text(encoding="utf-8")
    pinned = re.findall(r"([^{}]*rack-area[^{}]*)\{([^}]*)\}", css)
    assert any("sticky" in body for _, body in pinned)
    for selector, body in pinned:
        if "sticky" in body or "bottom" in body:
            assert ".rk.is-editing" in selector, selector


def test_the_players_seat_counts_the_rack_as_it_stands_with_tiles_laid_out() -> None:
    # Issue 30, Rummikub playtest 7/10, 4: the seat said "20 tiles" beside "Your rack: 14 tiles"
    # while six tiles were laid out and Done not yet pressed.
    _rules, _state, view = position("r1 r2 r3 k2", ["b7 b8 b9"])
    assert view.get("rack_sizes") is not None
    ui = place_new_set(view, TABLE.new_ui(view), ["r1", "r2", "r3"])
    html = str(TABLE.render(view, ui, CTX, T))
    seat_counts = re.findall(r'class="stat rack-size">([^<]*)<', html)
    assert seat_counts == ["1 tile", "14 tiles"], seat_counts


def test_the_players_own_sets_stay_marked_where_the_engine_filed_them() -> None:
    # Issue 30, Rummikub playtest 7/10, 6: after Done the sets just laid moved elsewhere on the
    # table (the engine sorts it) and could not be found.
    from dataclasses import replace

    from cardtable.ui.kit import LastMove

    rules, state, _ = position("r1 r2 r3 k2", ["b7 b8 b9", "k11 k12 k13"])
    played = rules.step(state, 0, rules.action_from_str("play [b7 b8 b9] [k11 k12 k13] [r1 r2 r3] from r1 r2 r3"))
    (event,) = [e.to_dict() for e in played.events if e.kind == "play"]
    view = rules.view(played.state, 0)  # a bot to play
    ctx = replace(CTX, moves=(LastMove(0, (event,)), LastMove(1, ())))  # then a bot drew
    html = str(TABLE.render(view, TABLE.new_ui(view), ctx, T))
    boxes = re.findall(r'<li class="([^"]*)"[^>]*aria-label="Set \d+: ([^"]*)"', html)
    assert [tiles for classes, tiles in boxes if "is-yours" in classes] == ["1◆ 2◆ 3◆"], boxes
    assert "is-yours" not in str(TABLE.render(view, TABLE.new_ui(view), CTX, T))  # no move of theirs: no mark
    # The player's next turn: the set is still marked while it is as they left it.
    turn = rules.view(rules.step(played.state, 1, rules.action_from_str("draw")).state, 0)
    html = str(TABLE.render(turn, TABLE.new_ui(turn), ctx, T))
    boxes = re.findall(r'<li class="([^"]*)"[^>]*aria-label="Set \d+: ([^"]*)"', html)
    assert [tiles for classes, tiles in boxes if "is-yours" in classes] == ["1◆ 2◆ 3◆"], boxes


def test_french_texts_agree_with_their_numbers_and_speak_to_the_player_one_way() -> None:
    # Issue 30, Rummikub round 4, 6: "0 points"/"1 points" in sentences with no plural form,
    # "Ann et Bob garde", an "on" among the "vous", and straight apostrophes.
    from pathlib import Path

    import cardtable.ui.games.rummikub as package

    fr = translator("fr")
    for key in ("rummikub.opening", "rummikub.error.opening_too_low"):
        for value in (0, 1):
            assert not re.search(rf"\b{value}\W?points\b", fr(key, value=value, minimum=30)), (key, value)
    blocked = fr("rummikub.round_blocked", number=2, names="Ann et Bob")
    assert " garde " not in blocked and "Ann et Bob" in blocked
    assert fr("rummikub.event.round_blocked", number=2, names="Ann et Bob") == blocked
    assert not fr("rummikub.error.pool_not_empty").startswith("On ")
    # "Ann pioche 1 tuile." then the tile itself in the same tense ("Vous avez pioché" read as a
    # second, earlier draw).
    assert fr("rummikub.event.drawn", tiles="3■") == "Vous piochez 3■."
    catalog = Path(package.__file__).parent / "catalogs" / "fr.po"
    straight = [line for line in catalog.read_text().splitlines() if line.startswith("msgstr") and "'" in line]
    assert straight == []


def test_a_joker_in_a_group_shows_the_colour_it_stands_for() -> None:
    # Issue 30, Rummikub round 4, 9: a group's joker was tagged with its number alone.
    from html import unescape

    _, _, view = position("r1 r2", ["k6 b6 o6 *", "k9 b9 *"])
    html = unescape(str(TABLE.render(view, TABLE.new_ui(view), CTX, T)))
    tags = re.findall(r'<span class="stands-for"[^>]*>([^<]*)<', html)
    assert tags == ["6◆", "9▲◆"], tags  # the one colour missing; either colour missing
    assert 'aria-label="joker standing for red 6"' in html
    assert 'aria-label="joker standing for orange 9 / red 9"' in html


def test_a_fresh_lobby_reads_standard_and_the_profile_names_no_turn_length() -> None:
    """Issue 30, Rummikub round 5, 4: "Rules · 1 setting changed" before anything was changed
    (the lobby's own default, no timer, counted as a change), and the profile's text promised
    120-second turns beside a Turn timer reading "No timer"."""
    import html as markup

    from cardtable.app.settings import Settings
    from cardtable.ui.lobby import LobbyDraft, render_lobby

    page = markup.unescape(str(render_lobby(LobbyDraft("rummikub"), Settings(), T)))
    assert "Rules · standard" in page and "changed" not in page
    timer = page.split('id="opt-turn_time_limit_s"')[1].split("</select>")[0]
    assert re.search(r'<option value="none" selected>', timer)
    for lang in ("en", "fr", "cs", "ru"):
        for key in ("rummikub.opt.profile.help", "rummikub.help"):
            assert not re.search(r"\b(60|120)\b", translator(lang)(key)), (lang, key)
    changed = LobbyDraft("rummikub", {"turn_time_limit_s": 60})
    assert "1 setting changed" in str(render_lobby(changed, Settings(), T))


def test_french_says_groupe_and_suite_with_typographic_apostrophes() -> None:
    """Issue 30, Rummikub round 5, 2 and 6: a group was "Une suite de même valeur (groupe)"
    and a run "Une série"; "l'instant" beside "d’ici". French players say "groupe" (one
    number) and "suite" (one colour, consecutive); every apostrophe is ’, in Rummikub's texts
    and the shared ones its lobby shows."""
    import catalogs

    from cardtable.app import i18n
    from cardtable.app.games import catalog_folder

    rummikub = catalogs.texts([catalog_folder("rummikub")], "fr")
    shared = catalogs.texts([i18n.SHARED_CATALOGS], "fr")
    texts = {key: "\n".join(forms) for key, forms in {**shared, **rummikub}.items()}
    assert not [key for key, text in texts.items() if "'" in text]
    assert not [
        key for key, text in rummikub.items() if re.search("séries?|suite de même", "\n".join(text), re.IGNORECASE)
    ]
    rules = translator("fr")("rummikub.help")
    assert "- Un groupe\u00a0: 3 ou 4 tuiles du même nombre" in rules
    assert "- Une suite\u00a0: 3 tuiles ou plus d’une couleur" in rules
    assert translator("fr")("rummikub.blurb").startswith("Posez des suites et des groupes")


def test_the_round_summary_writes_losses_with_the_minus_sign() -> None:
    """Issue 30, Rummikub round 5, 6: the summary showed a loss as "-62" (a hyphen)."""
    from cardtable.ui.games.rummikub.table import render_game_summary, render_hand_summary

    _, _, view = position("k1 k2 k3", [])
    view = {**view, "scores": [62, -62]}
    view["last_round"] = {
        "number": 1, "reason": "out", "winners": [0], "racks": [[], ["k13", "r12"]],
        "rack_values": [0, 62], "points": [62, -62],
    }  # fmt: skip
    html = str(render_hand_summary(view, ["Ann", "Bob"], T))
    assert ">\u221262</td>" in html and ">+62</td>" in html and "-62" not in html
    assert "Bob: \u221262" in str(render_game_summary({"winners": [0]}, view, ["Ann", "Bob"], T))


def test_the_hint_shows_the_tiles_and_sets_it_uses_and_only_its_button_lays_it_out() -> None:
    """Issue 30, Rummikub round 5, 3: the Hint laid the whole turn on the table at once; a
    newcomer learns more from seeing it first: the rack's tiles it plays and the table's sets it
    changes outlined, with its sentence; "Lay it out" lays it, and Undo takes it back. Round 6,
    2: the same hint asked again laid it by surprise; it now shows the same again."""
    _rules, _state, view = position("r10 r11 r12 k4 b5 k7 o3", ["k1 k2 k3", "o7 o8 o9"])
    hint = "play [k1 k2 k3 k4] [o7 o8 o9] [r10 r11 r12] from k4 r10 r11 r12"
    shown = TABLE.ui_for_hint(view, TABLE.new_ui(view), hint)
    assert shown.sets == TABLE.new_ui(view).sets and shown.rack == TABLE.new_ui(view).rack and not shown.proposal
    html = TABLE.render(view, shown, CTX, T)
    outlined = re.findall(r'<button[^>]*class="tile[^"]*is-suggested[^"]*"[^>]*aria-label="([^"]+)"', html)
    assert sorted(outlined) == ["black 4", "red 10", "red 11", "red 12"], outlined
    assert re.findall(r'class="set[^"]*is-suggested', html) == ['class="set is-suggested']  # k1 k2 k3 only
    assert "Hint, outlined: the tiles to play from your rack (worth 37)" in html and 'data-input="lay-hint"' in html
    again = TABLE.ui_for_hint(view, shown, hint)  # Hint tapped again: still only shown
    assert again.sets == shown.sets and again.rack == shown.rack and not again.proposal and again.suggested == hint
    laid = tap(view, again, "lay-hint")
    assert laid.proposal == hint and "is-suggested" not in TABLE.render(view, laid, CTX, T)
    # Laid, it is one edit: the toolbar's Undo puts the table and rack back as they were.
    undone = TABLE.undo_edit(view, laid)
    assert undone is not None and undone.sets == shown.sets and undone.rack == shown.rack and not undone.proposal
    # An edit forgets the suggestion: nothing stays outlined.
    edited = place_new_set(view, shown, ["r10", "r11", "r12"])
    assert not edited.suggested and "is-suggested" not in TABLE.render(view, edited, CTX, T)


def test_a_table_tile_tapped_onto_the_rack_is_refused_with_the_reason_in_every_language() -> None:
    """Issue 30, Rummikub round 6, 5: a table tile tapped, then the rack tapped (between its
    tiles, where a drag drops): the tap did nothing, without a word. (A tap on a rack tile picks
    that tile instead, as before.)"""
    _rules, _state, view = position("r10 r11 r12 k4", ["k1 k2 k3", "o7 o8 o9"])
    ui = tap(view, TABLE.new_ui(view), "tile", where="set", set="0", index="1")
    assert ui.picked == ("set", 0, 1)
    html = TABLE.render(view, ui, CTX, T)
    assert 'data-input="rack"' in html  # the rack itself takes the tap while the turn is composed
    dragged = {"from-where": "set", "from-set": "0", "from-index": "1", "to-where": "rack"}
    for answer in (tap(view, ui, "rack"), tap(view, TABLE.new_ui(view), "drop", **dragged)):  # a drag said it already
        assert isinstance(answer, Say) and answer.key == "rummikub.why.table_to_rack" and answer.kind == "error"
        after = answer.ui or ui
        assert not after.picked or answer.ui is None
        assert after.sets == ui.sets and after.rack == ui.rack
        for lang in ("en", "fr", "cs", "ru"):
            words = translator(lang)(answer.key)
            assert words != answer.key and len(words) > 20, lang
    # A tile played this turn does go back, by either tap; with nothing picked the rack's tap does nothing.
    laid = place_new_set(view, TABLE.new_ui(view), ["r10", "r11", "r12"])
    picked = tap(view, laid, "tile", where="set", set="2", index="0")
    back = tap(view, picked, "rack")
    assert isinstance(back, w.Work) and "r10" in back.rack and len(back.sets[2]) == 2
    back_by_tile = tap(view, picked, "tile", where="rack", index="0")
    assert isinstance(back_by_tile, w.Work) and "r10" in back_by_tile.rack
    assert tap(view, laid, "rack") == laid


def test_draw_waits_while_tiles_laid_this_turn_are_on_the_table() -> None:
    # Issue 30, Rummikub round 8, 1: "Draw a tile" threw away the tiles laid this turn unasked.
    from html import unescape

    _, _, view = position("r7 r8 r9 b1", ["k1 k2 k3"])
    fresh = TABLE.new_ui(view)
    button = re.search(r'<button[^>]*id="draw"[^>]*>', str(TABLE.render(view, fresh, CTX, T)))
    assert button is not None and "aria-disabled" not in button.group(0)
    ui = place_new_set(view, fresh, ["r7", "r8", "r9"])
    for lang in ("en", "fr", "cs", "ru"):
        html = str(TABLE.render(view, ui, CTX, translator(lang)))
        button = re.search(r'<button[^>]*id="draw"[^>]*>', html)
        why = translator(lang)("rummikub.why.draw_after_laying")
        assert button is not None and 'aria-disabled="true"' in button.group(0), lang
        assert why != "rummikub.why.draw_after_laying" and f'data-why="{why}"' in unescape(button.group(0)), lang
    assert TABLE.on_key(view, ui, "d") == Say("rummikub.why.draw_after_laying")
    assert translator("ru")("rummikub.reset") == "Сбросить ход"  # round 8, 7: not "Сначала"


def test_the_hint_is_told_from_the_layout_the_player_has_laid_this_turn() -> None:
    # Issue 30, Rummikub round 8, 2: with 7▲ laid on [7● 7■ 7◆], Hint said "add 7▲ to [7● 7■ 7◆]".
    from cardtable.app.session import MatchSession, MatchSetup, Seat
    from cardtable.engine.games.rummikub.position import write

    table = [(NUMBERS.tiles_from_str("k4 k5 k6"), "run"), (NUMBERS.tiles_from_str("k9 b9 r9"), "group")]
    pos = write(0, (True, True), NUMBERS.tiles_from_str("o9 k7 b1 r13"), table)
    options = {"first_player": 0, "turn_time_limit_s": "none"}
    session = MatchSession(MatchSetup("rummikub", (Seat("Ann"), Seat("Bob", "easy")), 3, options, True, pos))
    view, hint = session.view(0), session.hint(0)

    def line(ui: w.Work) -> str:
        shown = TABLE.ui_for_hint(view, ui, hint)
        assert shown.sets == ui.sets  # the layout stays as the player laid it
        return TABLE.describe_move(TABLE.move_for(view, hint), [], T)

    fresh = TABLE.new_ui(view)
    assert line(fresh) == "play 2 tiles: add to 2 sets"
    one = tap(view, tap(view, fresh, "tile", where="rack", index=rack_index(fresh, "o9")), "set", set="1")
    assert line(one) == "add 7● to [4● 5● 6●]"  # what is left to do, not the 9▲ already laid
    both = tap(view, tap(view, one, "tile", where="rack", index=rack_index(one, "k7")), "set", set="0")
    assert line(both) == "your table is already the best you can do: press Done"
    other = tap(view, tap(view, fresh, "tile", where="rack", index=rack_index(fresh, "b1")), "new-set")
    assert line(other) == "play 2 tiles: add to 2 sets"  # 1■ is not in it: the whole turn


def test_a_hint_that_says_press_done_shows_no_suggestion_to_lay_out() -> None:
    # Issue 30, Rummikub lesson round 2: with the hint's play laid already, the status said
    # "already the best you can do: press Done" while the table offered "Hint, outlined: …
    # [Lay it out]" with nothing outlined.
    from cardtable.app.session import MatchSession, MatchSetup, Seat
    from cardtable.engine.games.rummikub.position import write

    table = [(NUMBERS.tiles_from_str("k4 k5 k6"), "run"), (NUMBERS.tiles_from_str("k9 b9 r9"), "group")]
    pos = write(0, (True, True), NUMBERS.tiles_from_str("o9 k7 b1 r13"), table)
    options = {"first_player": 0, "turn_time_limit_s": "none"}
    session = MatchSession(MatchSetup("rummikub", (Seat("Ann"), Seat("Bob", "easy")), 3, options, True, pos))
    view, hint = session.view(0), session.hint(0)
    fresh = TABLE.new_ui(view)
    one = tap(view, tap(view, fresh, "tile", where="rack", index=rack_index(fresh, "o9")), "set", set="1")
    both = tap(view, tap(view, one, "tile", where="rack", index=rack_index(one, "k7")), "set", set="0")
    shown = TABLE.ui_for_hint(view, both, hint)
    assert TABLE.describe_move(TABLE.move_for(view, hint), [], T).endswith("press Done")
    html = str(TABLE.render(view, shown, CTX, T))
    assert "lay-hint" not in html and "is-suggested" not in html
    assert 'class="suggestion"' in str(TABLE.render(view, TABLE.ui_for_hint(view, one, hint), CTX, T))


def test_the_players_own_play_is_shown_in_the_order_they_laid_it() -> None:
    # Issue 30, Rummikub round 8, 3: a set the player made at the end (with a tile taken from
    # the first set) jumped next to that set once played; a changed set stays where it was.
    rules, state, view = position("r4 b4 o1", ["k1 k2 k3 k4", "b5 b6 b7", "o7 o8 o9"])
    TABLE.typed(view)  # the table as shown
    ui = TABLE.new_ui(view)
    ui = tap(view, tap(view, ui, "tile", where="set", set="0", index="3"), "new-set")
    for text in ("r4", "b4"):
        ui = tap(view, tap(view, ui, "tile", where="rack", index=rack_index(ui, text)), "set", set="3")
    laid = [[text for text, _ in tiles] for tiles in ui.sets]
    assert laid == [["k1", "k2", "k3"], ["b5", "b6", "b7"], ["o7", "o8", "o9"], ["k4", "r4", "b4"]]
    answer = tap(view, ui, "done")
    after = rules.view(rules.apply_action(state, 0, rules.action_from_str(answer.action)), 0)
    assert [sorted(meld["tiles"]) for meld in TABLE.typed(after)["table"]] == [sorted(s) for s in laid]


def test_a_joker_added_to_a_set_fills_the_gap_its_run_needs() -> None:
    # Issue 30, Rummikub round 8, 4: 10▲ 12▲ then ★ gave "10▲ 12▲ ★", not a valid set.
    _, _, view = position("o10 o12 * b3", [])
    ui = place_new_set(view, TABLE.new_ui(view), ["o10", "o12", "*"])
    assert [text for text, _ in ui.sets[0]] == ["o10", "*", "o12"]
    assert w.set_problem(ui.sets[0], ui.kinds[0], w.notation_of(view)) is None
    # A run in the making, too short yet, keeps its joker in the gap as well.
    _, _, view = position("o10 o13 * * b3", [])
    ui = place_new_set(view, TABLE.new_ui(view), ["o10", "o13", "*"])
    assert [text for text, _ in ui.sets[0]] == ["o10", "*", "o13"]


def test_a_tile_taken_from_a_locked_joker_set_is_refused_with_the_locked_joker_rule() -> None:
    # Issue 30, Rummikub round 8, 5: 10▲ taken out of [9▲ 10▲ ★ 12▲] under the classic rules
    # was told as "12▲ does not fit… needs an 11", not as the locked-joker rule.
    _, _, view = position("b10 r10 o13", ["o9 o10 * o12", "k4 k5 k6"])
    assert view["options"]["joker_set_locked"]
    ui = TABLE.new_ui(view)
    said = tap(view, ui, "tile", where="set", set="0", index="1")
    assert said == Say("rummikub.why.joker_set_locked")
    dragged = tap(view, ui, "drop", **{"from-where": "set", "from-set": "0", "from-index": "1", "to-where": "new"})
    assert dragged == Say("rummikub.why.joker_set_locked")
    # A set without a joker gives its tiles as before; a tile added to the locked set may go.
    assert tap(view, ui, "tile", where="set", set="1", index="2").picked == ("set", 1, 2)
    grown = tap(view, tap(view, ui, "tile", where="rack", index=rack_index(ui, "o13")), "set", set="0")
    assert [text for text, _ in grown.sets[0]] == ["o9", "o10", "*", "o12", "o13"]
    assert tap(view, grown, "tile", where="set", set="0", index="4").picked == ("set", 0, 4)
    # Without locked joker sets (My Rummy's rule) the tile may be taken.
    _, _, free = position("b10 r10 k2", ["o9 o10 * o12"], options={"joker_set_locked": False})
    assert tap(free, TABLE.new_ui(free), "tile", where="set", set="0", index="1").picked == ("set", 0, 1)


def test_sets_that_only_grew_are_told_as_tiles_added_not_rearranged() -> None:
    # Issue 30, Rummikub round 8, 6: 2●, 8■ and 5◆ each added to the end of a set were told as
    # "rearranged 3 sets and added 2● 8■ 5◆".
    event = {
        "kind": "play",
        "seat": 0,
        "params": {
            "tiles": ["k2", "b8", "r5"],
            "count": 3,
            "changed": [["k2", "k3", "k4", "k5"], ["b5", "b6", "b7", "b8"], ["r5", "r6", "r7"]],
            "laid": [],
            "before": [["k3", "k4", "k5"], ["b5", "b6", "b7"], ["r6", "r7"]],
        },
    }
    assert TABLE.describe_event(event, ["Ann", "Bob"], 1, T) == (
        "Ann added 2● 8■ 5◆ to 3 sets. Sets now: [2● 3● 4● 5●] [5■ 6■ 7■ 8■] [5◆ 6◆ 7◆]."
    )
    for lang, word in (("fr", "ajoute"), ("cs", "přidává"), ("ru", "добавляет")):
        line = TABLE.describe_event(event, ["Ann", "Bob"], 1, translator(lang))
        assert word in line and "Ann" in line and "3" in line and "rummikub." not in line, (lang, line)


def test_a_tile_that_a_joker_run_takes_only_with_the_joker_moved_is_laid_so() -> None:
    # Issue 30, Rummikub round 9, 2: 12◆ added to 11◆ ★ 13◆ went after 13◆, the joker a 14,
    # and the legal set was refused; the joker goes before (a 10).
    _, _, view = position("r12 b1", ["r11 * r13"])
    ui = TABLE.new_ui(view)
    ui = tap(view, ui, "tile", where="rack", index=rack_index(ui, "r12"))
    ui = tap(view, ui, "tile", where="set", set="0", index="0")
    assert [text for text, _ in ui.sets[0]] == ["*", "r11", "r12", "r13"]
    assert w.set_problem(ui.sets[0], ui.kinds[0], w.notation_of(view)) is None
    tags = re.findall(r'<span class="stands-for"[^>]*>([^<]*)<', str(TABLE.render(view, ui, CTX, T)))
    assert tags == ["10◆"]


def test_a_tile_laid_before_a_joker_run_that_does_not_take_it_is_the_one_named() -> None:
    # Issue 30, Rummikub round 9, 2: 4◆ before ★ 12◆ 13◆ was said as "12◆ does not fit: this
    # place needs a 6", and the joker lost its badge (11◆).
    _, _, view = position("r4 b1", ["* r12 r13"])
    ui = TABLE.new_ui(view)
    ui = tap(view, ui, "tile", where="rack", index=rack_index(ui, "r4"))
    ui = tap(view, ui, "tile", where="set", set="0", index="1")
    assert [text for text, _ in ui.sets[0]] == ["r4", "*", "r12", "r13"]
    html = str(TABLE.render(view, ui, CTX, T))
    reason = re.findall(r'<span class="set-why">([^<]*)<', html)
    assert reason == [T("rummikub.why_set.run_not_in_a_row", tile="4◆", expected=10)]
    assert re.findall(r'<span class="stands-for"[^>]*>([^<]*)<', html) == ["11◆"]
    problem = w.commit_problem(view, ui)
    assert problem is not None and problem.code == "run_not_in_a_row"
    done_why = re.findall(r'id="done-why">([^<]*)<', html)[0]
    assert "4◆" in done_why and "10" in done_why and "12◆" not in done_why.split("]")[-1]
    # Refused by the engine (Done pressed anyway), the status line says the same, in symbols.
    said = T(f"rummikub.error.{problem.code}", **TABLE.error_fields(problem.params, T))
    assert said == done_why


def test_a_refusal_on_the_status_line_shows_tiles_in_symbols_never_codes() -> None:
    # Issue 30, Rummikub round 9, 3: "Sestava [k13 b13 o13 b13] má barvu b13 dvakrát".
    cs = translator("cs")
    _, _, view = position("b13 b1", ["k13 b13 o13"])
    ui = TABLE.new_ui(view)
    ui = tap(view, ui, "tile", where="rack", index=rack_index(ui, "b13"))
    ui = tap(view, ui, "set", set="0")
    problem = w.commit_problem(view, ui)
    assert problem is not None and problem.code == "group_colour_twice"
    said = cs(f"rummikub.error.{problem.code}", **TABLE.error_fields(problem.params, cs))
    assert "13■" in said and not re.search(r"\b[kbor]13\b", said), said
    assert "barvu 13■" not in said  # a tile is no colour
    # The key for Done (p, Enter) plays the table as Done does: the engine's refusal, said alike.
    assert TABLE.on_key(view, ui, "Enter") == Submit(w.action_text(view, ui))


def test_the_rules_name_undo_as_its_button_does_and_the_czech_round_lines_read_naturally() -> None:
    # Issue 30, Rummikub round 9, 6: the Czech rules said "Zpět o krok" for the toolbar's "Zpět";
    # the round's end read as a heading ("Kolo 1: všechny kameny vyloženy — Bot 4.").
    for lang in ("en", "fr", "cs", "ru"):
        t = translator(lang)
        help_text, undo = t("rummikub.help"), t("table.undo")
        assert re.search(rf"(^|[\s„«“]){re.escape(undo)}([“»”]|\s)", help_text), lang
    cs = translator("cs")
    assert "Zpět o krok" not in cs("rummikub.help")
    line = cs("rummikub.round_out", number=1, names="Bot 4")
    assert line == "Kolo 1 vyhrává Bot 4 – má prázdný stojánek."
    assert cs("rummikub.event.round_out", number=1, names="Bot 4") == line


def test_a_run_with_a_gap_says_an_8_not_a_8() -> None:
    # Issue 30, Rummikub lesson round 2: "this place needs a 8" (and "a 11") in English.
    _, _, view = position("r6 r7 r9 b1 b5 k7 o3", ["k1 k2 k3"])
    ui = place_new_set(view, TABLE.new_ui(view), ["r6", "r7", "r9"])
    html = str(TABLE.render(view, ui, CTX, T))
    problem = w.commit_problem(view, ui)
    assert problem is not None
    said = [html, T(f"rummikub.error.{problem.code}", **problem.params), T("rummikub.joker_group", number=11)]
    assert "8" in html and not [text for text in said if re.search(r"\ba (8|11|18)\b", text)], said
