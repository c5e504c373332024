"""The 12 Days table markup: the trick just finished and the move just made stay visible."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from page_elements import select
from table_moves import moved

from cardtable.app.i18n import and_list, translator
from cardtable.app.lessons.twelve_days import LESSON
from cardtable.engine import registry
from cardtable.engine.rng import Rng
from cardtable.ui.games.twelve_days import table as td_ui
from cardtable.ui.kit import Say, TableContext

T = translator("en")


def hand_summary(*args: Any) -> str:
    """The hand's summary, its names' no-break spaces read as spaces (tested on their own)."""
    return str(td_ui.render_hand_summary(*args)).replace("\u00a0", " ")


def game_summary(*args: Any) -> str:
    return str(td_ui.render_game_summary(*args)).replace("\u00a0", " ")


def test_a_finished_trick_stays_on_the_table_with_its_winner() -> None:
    rules = registry.get("twelve_days", {"first_player": 0})
    state = rules.new_game(3, seed=2)
    rng = Rng.from_seed(1)
    # Play until a trick is resolved (the current trick empties, last_trick appears).
    while True:
        seat = rules.to_act(state)[0]
        action = rng.choice(rules.legal_actions(state, seat))
        playing, state = state, rules.apply_action(state, seat, action)
        if rules.view(state, None)["last_trick"] is not None:
            break
    view = rules.view(state, 0)
    last = view["last_trick"]
    ctx = TableContext(
        names=["Ann", "Bob", "Cy"],
        levels=[None, "easy", "easy"],
        moves=(moved(rules, playing, seat, rules.action_to_str(action), state),),
    )
    html = td_ui.TwelveDaysTable().render(view, (), ctx, T)
    assert "trick-turns is-finished" in html
    assert len(re.findall(r'class="trick-turn[ "]', html)) == len(last["turns"])
    assert "just-moved" in html


def test_the_hand_summary_says_why_gifts_moved_and_shows_the_deciding_play() -> None:
    view = {
        "last_hand": {"number": 2, "winner": 3, "cards_left": [3, 6, 6, 0], "givers": [1], "gifts": [1, 1, 0, 3]},
        "last_trick": {
            "turns": [{"seat": 2, "cards": [5]}, {"seat": 3, "cards": [2]}],
            "winner": 3,
            "low": 2,
            "returned": [],
        },
    }
    html = hand_summary(view, ["Ann", "Ben", "Chloe", "Dan"], T)
    assert "Ben held the most cards (6 cards) and gave Dan a gift." in html
    assert "Chloe also held 6 cards but had no gift to give." in html
    assert "Dan won the last trick with" in html and 'aria-label="2,' in html


def test_the_play_that_ends_the_hand_is_seen_inside_its_trick() -> None:
    """While the finished hand stays on the table, its view is the hand as the deciding play
    left it (``Step.hand_end``): that play is in the finished trick, marked as the winner."""
    rules = registry.get("twelve_days", {"first_player": 0})
    for seed in range(40):
        state, rng = rules.new_game(3, seed=seed), Rng.from_seed(seed)
        while rules.to_act(state):
            seat = rules.to_act(state)[0]
            action = rng.choice(rules.legal_actions(state, seat))
            playing, step = state, rules.step(state, seat, action)
            state = step.state
            move = moved(rules, playing, seat, rules.action_to_str(action), state, 0)
            won = move.of_kind("trick_won")
            if move.of_kind("hand_end") and move.of_kind("play") and won and won[0]["seat"] == seat:
                assert step.hand_end is not None
                ctx = TableContext(names=["Ann", "Bob", "Cy"], levels=[None, "easy", "easy"], moves=(move,))
                html = td_ui.TwelveDaysTable().render(rules.view(step.hand_end, 0), (), ctx, T)
                turns = re.findall(r'<li class="(trick-turn[^"]*)"><span class="who">(\w+)', html)
                assert turns[-1] == ("trick-turn is-winning just-moved", ["Ann", "Bob", "Cy"][seat]), turns
                assert sum("is-winning" in classes for classes, _ in turns) == 1
                return
    raise AssertionError("no hand ended with a winning play in 40 games")


def test_a_seats_last_play_stays_at_the_seat_after_the_trick_is_over() -> None:
    rules = registry.get("twelve_days", {"first_player": 0})
    state = rules.new_game(3, seed=2)
    lead = rules.legal_actions(state, 0)[0]
    after = rules.apply_action(state, 0, lead)
    ctx = TableContext(
        names=["Ann", "Bob", "Cy"],
        levels=[None, "easy", "easy"],
        moves=(moved(rules, state, 0, rules.action_to_str(lead), after),),
    )
    html = td_ui.TwelveDaysTable().render(rules.view(after, 0), (), ctx, T)
    ann = re.search(r'data-seat="0">(.*?)</li>', html, re.DOTALL)
    assert ann is not None and 'class="seat-play last-move"' in ann.group(1) and "cards-row" in ann.group(1)


def test_a_new_hands_table_shows_nothing_of_the_last_hands_trick() -> None:
    # Issue 30: at the start of hand 2, hand 1's last trick ("Ann won the last trick with 5")
    # and its returned cards were still on show.
    rules = registry.get("twelve_days", {"first_player": 0})
    state = rules.new_game(3, seed=2)
    rng = Rng.from_seed(1)
    while rules.view(state, None)["hand_number"] == 1:
        seat = rules.to_act(state)[0]
        state = rules.apply_action(state, seat, rng.choice(rules.legal_actions(state, seat)))
    view = rules.view(state, 0)
    assert view["last_trick"] is not None and not view["trick"]
    ctx = TableContext(names=["Ann", "Bob", "Cy"], levels=[None, "easy", "easy"])
    html = td_ui.TwelveDaysTable().render(view, (), ctx, T)
    assert "trick-turns" not in html and "won the last trick" not in html and "wins the trick" not in html
    assert T("twelve_days.new_hand") in html


def test_a_new_hands_first_trick_does_not_say_who_won_the_last_hands_last_trick() -> None:
    """Issue 30, 12 Days round 6, 2: a bot led the new hand's first trick, and "Bob won the last
    trick with 5" (the last hand's) showed above it until the viewer played."""
    rules = registry.get("twelve_days", {"first_player": 0})
    ctx = TableContext(names=["Ann", "Bob", "Cy"], levels=[None, "easy", "easy"])
    for seed in range(20):
        state, rng = rules.new_game(3, seed=seed), Rng.from_seed(seed)
        while rules.view(state, None)["hand_number"] == 1:
            seat = rules.to_act(state)[0]
            state = rules.apply_action(state, seat, rng.choice(rules.legal_actions(state, seat)))
        lead = rules.to_act(state)[0]
        if lead == 0:
            continue  # the viewer leads: nothing was played before their turn
        state = rules.apply_action(state, lead, rules.legal_actions(state, lead)[0])
        view = rules.view(state, 0)
        assert view["last_trick"] is not None and view["trick"] and not any(view["discard"])
        html = td_ui.TwelveDaysTable().render(view, (), ctx, T)
        assert "won the last trick" not in html and "trick-before" not in html
        return
    raise AssertionError("the viewer led every second hand")


def test_the_hand_summary_says_also_only_after_a_player_with_as_many_cards() -> None:
    """Issue 30: "Robot 3: also 2 cards" when nobody before had two."""
    view = {
        "last_hand": {"number": 1, "winner": 0, "cards_left": [0, 1, 2], "givers": [], "gifts": [1, 0, 0]},
        "last_trick": None,
    }
    names = ["Ann", "Ben", "Robot 3"]
    html = hand_summary(view, names, T)
    assert "Robot 3 held the most cards (2 cards) but had no gift to give." in html
    assert "also" not in html
    french = hand_summary(view, names, translator("fr"))
    assert "Robot 3 a le plus de cartes en main (2 cartes), mais n’a aucun cadeau à donner." in french
    assert "aussi" not in french
    for lang in ("ru", "cs"):
        assert "{" not in hand_summary(view, names, translator(lang))


def test_french_elides_de_before_a_vowel_and_names_a_hand_one_way() -> None:
    """Issue 30: "Main de Alice" must be "Main d'Alice"; "Manche 1" and "Donne 1" named one thing."""
    fr = translator("fr")
    rules = registry.get("twelve_days", {"first_player": 0})
    state = rules.new_game(3, seed=2)
    view = rules.view(state, 0)
    table = td_ui.TwelveDaysTable()
    for name, heading in [
        ("Alice", "Main d’Alice"),
        ("Émile", "Main d’Émile"),
        ("Hugo", "Main d’Hugo"),
        ("Yves", "Main d’Yves"),
        ("Bruno", "Main de Bruno"),
    ]:
        ctx = TableContext(names=[name, "Bot 2", "Bot 3"], levels=[None, "easy", "easy"])
        html = table.render(view, (), ctx, fr).replace("&#x27;", "'")
        assert f'<h2 class="sr-only">{heading}</h2>' in html, name
    ctx = TableContext(names=["Alice", "Bot 2", "Bot 3"], levels=[None, "easy", "easy"])
    assert '<h2 class="sr-only">Alice\'s hand</h2>' in table.render(view, (), ctx, T).replace("&#x27;", "'")
    names = ["Alice", "Bot 2", "Bot 3"]
    texts = [
        table.describe_event({"kind": "deal", "seat": None, "params": {"number": 1}}, names, 0, fr),
        table.describe_event({"kind": "hand_end", "seat": 1, "params": {"number": 1, "givers": []}}, names, 0, fr),
        table.describe_progress(view, names, fr),
        fr("twelve_days.event.hand_end", number=1, name="Alice"),
    ]
    for text in texts:
        assert "Manche 1" in text and "onne" not in text, text


def test_a_cards_gift_name_wraps_instead_of_being_cut_and_is_never_spoken_with_soft_hyphens() -> None:
    """Issue 30: "poules fra…", "anneaux d…" at 1280 px: the name was kept on one line and cut.
    Then (12 Days playtest 7.5, 5) it was 5.5 px on a phone: now 9 px at least, on up to three
    lines, a long word broken at its soft hyphens (the browser test measures it)."""
    css = (Path(__file__).resolve().parents[3] / "css" / "games" / "twelve_days.css").read_text(encoding="utf-8")
    rule = re.search(r"\.game-twelve_days \.card \.gift \{([^}]*)\}", css)
    assert rule is not None
    body = rule.group(1)
    assert "nowrap" not in body and "ellipsis" not in body
    assert "-webkit-line-clamp: 3" in body and "max(9px," in body
    for lang in ("en", "ru", "cs", "fr"):
        t = translator(lang)
        for value in range(1, 13):
            name = t(f"twelve_days.gift.{value}")
            assert max(len(piece) for piece in re.split(r"[\s\u00ad]+", name)) <= 10, (lang, name)
            html = td_ui.card(value, t, {})
            spoken = re.sub(r'<span class="gift"[^>]*>[^<]*</span>', "", html)
            assert "\u00ad" not in spoken and name.replace("\u00ad", "") in spoken, (lang, name)


def test_the_russian_drummers_are_drummers() -> None:
    """Issue 30, 12 Days round 7, 3: the carol's twelve drummers were "ударники" (percussionists,
    shock workers) on the cards; a child sings "барабанщики". The card breaks the long word at its
    one soft hyphen ("барабан-щики"), as the browser test measures."""
    catalogs = Path(__file__).resolve().parents[3] / "py" / "cardtable" / "ui" / "games" / "twelve_days" / "catalogs"
    assert "ударник" not in (catalogs / "ru.po").read_text(encoding="utf-8").lower()
    drummers = translator("ru")("twelve_days.gift.12")
    assert drummers.replace("\u00ad", "") == "барабанщики" and drummers.count("\u00ad") == 1


def _seat_tiles(html: str) -> dict[int, str]:
    return {int(seat): tile for seat, tile in re.findall(r'data-seat="(\d)">(.*?)</li>', html, re.DOTALL)}


def test_a_new_trick_shows_at_each_seat_only_what_it_did_in_that_trick() -> None:
    """Issue 30, 12 Days 1: after the first lead of a new trick, the other seats still showed
    their plays and passes of the trick before ("▶ to play" and "passed" at once)."""
    rules = registry.get("twelve_days", {"first_player": 0})
    state, rng = rules.new_game(3, seed=2), Rng.from_seed(1)
    moves: list = []  # each seat's latest move, oldest first, as the frame keeps them
    tricks_won = 0
    while True:
        seat = rules.to_act(state)[0]
        action = rules.action_to_str(rng.choice(rules.legal_actions(state, seat)))
        before, state = state, rules.apply_action(state, seat, rules.action_from_str(action))
        move = moved(rules, before, seat, action, state, 0)
        moves = [m for m in moves if m.seat != seat] + [move]
        tricks_won += bool(move.of_kind("trick_won"))
        view = rules.view(state, 0)
        if tricks_won and len(view["trick"]) == 1 and view["hand_number"] == 1:
            break
    ctx = TableContext(names=["Ann", "Bob", "Cy"], levels=[None, "easy", "easy"], moves=tuple(moves))
    tiles = _seat_tiles(td_ui.TwelveDaysTable().render(view, (), ctx, T))
    lead = view["trick"][0]["seat"]
    assert "seat-play" in tiles[lead]
    others = [tile for seat, tile in tiles.items() if seat != lead]
    assert len(others) == 2 and not any("seat-play" in tile or "passed" in tile for tile in others), others


def test_the_viewer_to_lead_is_told_what_a_lead_may_be() -> None:
    """Issue 30, 12 Days 2: after winning a trick the centre only said who won it."""
    rules = registry.get("twelve_days", {"first_player": 0})
    state = rules.new_game(3, seed=2)
    ctx = TableContext(names=["Ann", "Bob", "Cy"], levels=[None, "easy", "easy"])
    table = td_ui.TwelveDaysTable()
    leads = [("en", "You lead: play any single card, set or straight."), ("fr", None), ("cs", None), ("ru", None)]
    for lang, lead in leads:
        t = translator(lang)
        said = t("twelve_days.you_lead")
        assert said != "twelve_days.you_lead" and (lead is None or said == lead)
        assert said in table.render(rules.view(state, 0), (), ctx, t).replace("&#x27;", "'")
        assert said not in table.render(rules.view(state, 1), (), ctx, t).replace("&#x27;", "'")


def test_a_reply_rule_names_a_set_by_its_number_and_nothing_below_1() -> None:
    """Issue 30, 12 Days 3: "a set starting at 12", "one card of 1 or lower"."""
    assert td_ui.reply_rule("set", 12, T) == "Reply with a set of 12s or lower, or pass."
    assert td_ui.reply_rule("set", 1, T) == "Reply with a set of 1s, or pass."
    assert td_ui.reply_rule("single", 1, T) == "Reply with a 1, or pass."
    assert td_ui.reply_rule("single", 6, T) == "Reply with one card of 6 or lower, or pass."
    assert td_ui.reply_rule("straight", 8, T) == "Reply with a straight starting at 8 or lower, or pass."
    assert td_ui.reply_rule("straight", 1, T) == "Reply with a straight starting at 1, or pass."


def test_why_gifts_moved_is_a_neutral_note_not_a_refusal() -> None:
    """Issue 30, 12 Days 3: "Robot 3 held the most cards but had no gift to give" was red."""
    view = {
        "last_hand": {"number": 1, "winner": 0, "cards_left": [0, 1, 2], "givers": [], "gifts": [1, 0, 0]},
        "last_trick": None,
    }
    html = hand_summary(view, ["Ann", "Ben", "Robot 3"], T)
    assert "had no gift to give" in html and 'class="why"' not in html and 'class="gift-reason"' in html


def test_french_12_days_texts_use_typographic_apostrophes() -> None:
    """Issue 30, 12 Days 3: "anneaux d'or", "l'instant", "l'ouverture"."""
    catalog = Path(td_ui.__file__).parent / "catalogs" / "fr.po"
    texts = catalog.read_text(encoding="utf-8").split('msgstr "', 1)[1]  # past the header's msgid ""
    straight = [line for line in texts.splitlines() if "'" in line and not line.startswith("#")]
    assert not straight, straight


def test_the_french_hand_summary_and_log_say_the_hand_alike_and_naturally() -> None:
    """Issue 30, 12 Days 3: "Manche 2 gagnée par Robot 2. Cadeaux de : Robot 4." in the summary,
    "remportée" in the log."""
    fr = translator("fr")
    names = ["Ann", "Robot 2", "Robot 3", "Robot 4"]
    result = {"number": 2, "winner": 1, "cards_left": [1, 0, 2, 3], "givers": [3], "gifts": [3, 5, 3, 1]}
    summary = td_ui.hand_summary_line(result, names, fr)
    assert summary == "Manche 2\u00a0: Robot 2 l’emporte. Robot 4 donne un cadeau."
    event = {"kind": "hand_end", "seat": 1, "params": {"number": 2, "givers": [3], "gifts": result["gifts"]}}
    assert td_ui.TwelveDaysTable().describe_event(event, names, 0, fr) == summary
    # Round 7, 4: the winner was "vous" and the gift went to "lui" ("Robot 4 lui donne un cadeau").
    yours = td_ui.hand_summary_line(result, names, fr, viewer=1)
    assert yours == "Manche 2\u00a0: vous l’emportez. Robot 4 donne un cadeau.", yours
    result["givers"] = [2, 3]
    assert td_ui.hand_summary_line(result, names, fr).endswith("Robot 3 et Robot 4 donnent chacun un cadeau.")


def test_a_player_with_no_gift_to_give_is_told_so_plainly_in_czech_and_russian() -> None:
    """Issue 30, 12 Days round 7, 4: "ale žádný dárek k dání" (a bookish noun phrase) and "но
    подарков у вас нет" beside the past tense: both say now that there was nothing to give."""
    names = ["Ann", "Bob", "Cy"]
    result = {"number": 1, "winner": 1, "cards_left": [5, 0, 5], "givers": [], "gifts": [0, 3, 0]}
    for lang, said in (("cs", "co dát"), ("ru", "дарить нечего")):
        t = translator(lang)
        for viewer in (0, 1):
            html = hand_summary({"seat": viewer, "last_hand": result, "last_trick": None}, names, t)
            assert said in html and "k dání" not in html and "подарков" not in html, (lang, viewer, html)


def test_a_tapped_card_that_fits_no_reply_says_why_that_card() -> None:
    """Issue 30, 12 Days 4: a tap on the 10 against a straight said only what the trick began with."""
    view = {
        "seat": 0,
        "hand": ["5", "10", "10"],
        "trick": [{"seat": 1, "cards": [8, 9]}],
        "trick_kind": "straight",
        "reply_max_low": 8,
        "moves": [{"kind": "pass", "cards": [], "action": "pass", "combination": ""}],
    }
    said = td_ui.TwelveDaysTable().on_input(view, (), "toggle-card", {"index": "1"})
    assert isinstance(said, Say)
    assert (
        T(said.key, **said.fields) == "The 10 is in no straight you can reply with (its lowest card may be 8 at most)."
    )
    said = td_ui.TwelveDaysTable().on_input({**view, "trick_kind": "set"}, (), "toggle-card", {"index": "1"})
    assert isinstance(said, Say)
    assert T(said.key, **said.fields) == "The 10 is in no set you can reply with (its cards may be 8 at most)."


def test_a_tapped_card_within_the_limit_is_told_what_it_lacks_not_the_limit() -> None:
    """Issue 30 (12 Days playtest 8, 1): against 12 12, a tap on the only 5 said "its cards may be
    12 at most": the 5 meets that; what it lacks is a second 5 (or, for a straight, a neighbour)."""
    table = td_ui.TwelveDaysTable()
    view = {
        "seat": 0,
        "hand": ["1", "5", "7", "9", "12"],
        "trick": [{"seat": 1, "cards": [12, 12]}],
        "trick_kind": "set",
        "reply_max_low": 12,
        "moves": [{"kind": "pass", "cards": [], "action": "pass", "combination": ""}],
    }
    straight = {**view, "trick": [{"seat": 1, "cards": [11, 12]}], "trick_kind": "straight", "reply_max_low": 11}
    cases = [
        (view, 1, "You have only one 5: a set needs two or more cards of the same number."),
        (straight, 1, "The 5 makes no straight: you hold no 4 or 6."),
        (straight, 0, "The 1 makes no straight: you hold no 2."),
        (straight, 4, "The 12 is in no straight you can reply with (its lowest card may be 11 at most)."),
    ]
    for typed, index, expected in cases:
        said = table.on_input(typed, (), "toggle-card", {"index": str(index)})
        assert isinstance(said, Say)
        assert T(said.key, **said.fields) == expected
        for lang in ("fr", "cs", "ru"):
            text = translator(lang)(said.key, **said.fields)
            assert said.key not in text and str(typed["hand"][index]) in text, lang


def test_a_list_of_names_ends_with_and_in_every_language() -> None:
    """Issue 30 (12 Days playtest 7.5, 2): "Player 1, Bot 3, Bot 4 held…" lacked its "and"."""
    view = {
        "last_hand": {"number": 1, "winner": 1, "cards_left": [4, 0, 4, 4], "givers": [0, 2, 3], "gifts": [0, 4, 0, 0]},
        "last_trick": None,
    }
    names = ["Player 1", "Bot 2", "Bot 3", "Bot 4"]
    for lang, joined in [
        ("en", "Player 1, Bot 3 and Bot 4"),
        ("fr", "Player 1, Bot 3 et Bot 4"),
        ("cs", "Player 1, Bot 3 a Bot 4"),
        ("ru", "Player 1, Bot 3 и Bot 4"),
    ]:
        t = translator(lang)
        assert joined in hand_summary(view, names, t), lang
        event = {"kind": "hand_end", "seat": 1, "params": {"number": 1, "givers": [0, 2, 3]}}
        assert joined in td_ui.TwelveDaysTable().describe_event(event, names, 0, t), lang
    assert and_list(["Ann"], T) == "Ann" and and_list(["Ann", "Bob"], T) == "Ann and Bob" and and_list([], T) == ""


def _reply_to_the_1() -> tuple[dict, dict]:
    """Views of a trick led with the only 1: the seat to reply's and another's."""
    rules = registry.get("twelve_days", {"first_player": 0})
    rng = Rng.from_seed(3)
    for seed in range(200):
        state = rules.new_game(3, seed=seed)
        for _ in range(200):
            if rules.is_over(state):
                break
            seat = rules.to_act(state)[0]
            view = rules.view(state, seat)
            if view["trick"] and view["trick"][0]["cards"] == [1]:
                other = next(s for s in range(3) if s != seat)
                return view, rules.view(state, other)
            legal = rules.legal_actions(state, seat)
            ones = [a for a in legal if rules.action_to_str(a) == "play 1"]
            state = rules.apply_action(state, seat, ones[0] if ones else rng.choice(legal))
    raise AssertionError("no trick led with the 1")


def test_the_reply_prompt_after_the_only_1_says_to_pass_not_to_reply_with_a_1() -> None:
    """Issue 30 (12 Days playtest 7.5, 4): "Reply with a 1, or pass." after the only 1 was led."""
    to_reply, watching = _reply_to_the_1()
    assert [move["kind"] for move in to_reply["moves"]] == ["pass"]
    ctx = TableContext(names=["Ann", "Bob", "Cy"], levels=[None, "easy", "easy"])
    table = td_ui.TwelveDaysTable()
    for lang in ("en", "fr", "cs", "ru"):
        t = translator(lang)
        impossible = t("twelve_days.reply_rule.single_lowest")
        html = table.render(to_reply, (), ctx, t).replace("&#x27;", "'")
        assert t("twelve_days.reply_rule.none") in html and impossible not in html, lang
        html = table.render(watching, (), ctx, t).replace("&#x27;", "'")
        assert t("twelve_days.reply_rule.nobody") in html and impossible not in html, lang
    assert T("twelve_days.reply_rule.none") == "None of your cards can reply to this: pass."


def test_the_reply_prompt_of_a_seat_that_can_reply_names_the_rule() -> None:
    rules = registry.get("twelve_days", {"first_player": 0})
    state = rules.new_game(3, seed=2)
    lead = next(a for a in rules.legal_actions(state, 0) if rules.action_to_str(a) != "play 1")
    state = rules.apply_action(state, 0, lead)
    view = rules.view(state, 1)
    assert len(view["moves"]) > 1  # some reply besides the pass
    expected = td_ui.reply_rule(view["trick_kind"], view["reply_max_low"], T)
    assert td_ui.reply_prompt(view, T) == expected


def test_sentences_about_the_viewer_say_you_and_count_the_cards_taken_back() -> None:
    """Issue 30 (12 Days playtest 8, 2): beside "Your turn" the log said "Player 1 took their cards
    back" (plural for one card) and the summary "Hand 1 won by Player 1"; French mixed "a joué" with
    "remporte"."""
    table = td_ui.TwelveDaysTable()
    names = ["Player 1", "Bot 2", "Bot 3"]
    play = {"kind": "play", "seat": 0, "params": {"cards": ["3", "3"]}}
    won = {"kind": "trick_won", "seat": 1, "params": {"low": 3, "returned": [0, 2], "cards_back": [1, 2]}}
    assert table.describe_event(play, names, 0, T) == "You played 3 3."
    assert table.describe_event(play, names, 1, T) == "Player 1 played 3 3."
    said = table.describe_event(won, names, 0, T)
    assert said == "Bot 2 won the trick with 3. You took back 1 card. Bot 3 took back 2 cards."
    assert table.describe_event(won, names, 1, T).startswith("You won the trick with 3. Player 1 took back 1 card.")
    fr = translator("fr")
    assert table.describe_event({**play, "seat": 1}, ["Ann", "Robot 2"], 0, fr) == "Robot 2 joue 3 3."
    assert table.describe_event(play, names, 0, fr) == "Vous jouez 3 3."
    view = {
        "seat": 0,
        "last_hand": {"number": 2, "winner": 0, "cards_left": [0, 3, 1], "givers": [1], "gifts": [2, 0, 0]},
        "last_trick": {
            "turns": [{"seat": 1, "cards": [5]}, {"seat": 0, "cards": [2]}],
            "winner": 0,
            "low": 2,
            "returned": [],
        },
    }
    html = hand_summary(view, names, T)
    assert "You won hand 2. Gift from: Bot 2." in html and "You won the last trick with" in html
    assert "Player 1 won" not in html and "Bot 2 held the most cards (3 cards) and gave you a gift." in html
    html = hand_summary({**view, "seat": 1}, names, T)
    assert "Hand 2 won by Player 1. You gave a gift." in html and "Player 1 won the last trick with" in html
    assert "You held the most cards (3 cards) and gave Player 1 a gift." in html
    for lang in ("fr", "cs", "ru"):
        t = translator(lang)
        assert "Player 1" not in hand_summary(view, names, t).split("<table")[0], lang


def test_the_table_says_you_won_the_last_trick_and_took_back_one_card() -> None:
    """Issue 30 (12 Days playtest 8, 2): the centre's heading and note after a finished trick."""
    view = {
        "seat": 0,
        "num_players": 3,
        "hand": ["4"],
        "hand_sizes": [1, 3, 2],
        "to_act": [1],
        "scores": [0, 0, 0],
        "trick": [],
        "discard": [0, 1] + [0] * 10,
        "moves": [],
        "hand_number": 1,
        "hands_in_game": 12,
        "supply": 12,
        "last_trick": {
            "turns": [{"seat": 0, "cards": [4]}, {"seat": 1, "cards": [2]}, {"seat": 2, "cards": []}],
            "winner": 1,
            "low": 2,
            "returned": [0],
        },
    }
    ctx = TableContext(names=["Ann", "Bob", "Cy"], levels=[None, "easy", "easy"])
    html = td_ui.render_table(view, (), ctx, T).replace("&#x27;", "'")
    # Said over the finished trick as it happens (issue 30, 12 Days round 7, 2), not "the last".
    assert '<span class="trick-won">Bob wins the trick with 2</span>' in html
    assert "You went out but lost the trick, and took back 1 card." in html
    html = td_ui.render_table({**view, "last_trick": {**view["last_trick"], "winner": 0, "returned": []}}, (), ctx, T)
    assert "You win the trick with 2" in html


def test_a_phone_seat_tile_shows_a_long_play_in_short_and_the_summary_keeps_names_whole() -> None:
    """Issue 30 (12 Days playtest 8, 3): a seat that played five 3s showed three rows of tiny
    cards in its narrow phone tile; the summary broke "♛ Joueur 1" and "Cadeaux ±" over lines."""
    five = td_ui.seat_play([3, 3, 3, 3, 3], T)
    assert five.count('class="card v3 small"') == 6  # the whole play, and its short form's card
    assert 'class="cards-row whole-play"' in five and "×5" in five
    assert 'class="short-play" aria-hidden="true"' in five
    straight = td_ui.seat_play([4, 5, 6, 7], T)
    assert "–" in straight and "×" not in straight and straight.count("short-play") == 1
    assert "short-play" not in td_ui.seat_play([9, 9], T)
    css = (Path(__file__).resolve().parents[3] / "css" / "games" / "twelve_days.css").read_text(encoding="utf-8")
    phone = css.split("@media (max-width: 600px)", 1)[1]
    assert re.search(r"\.seat-play \.whole-play \{[^}]*clip:", phone)
    assert re.search(r"\.seat-play \.short-play \{[^}]*display: inline-flex", phone)
    assert re.search(r"table\.twelve-days-hand th\[scope=row\] \{ white-space: nowrap", phone)
    view = {
        "last_hand": {"number": 1, "winner": 0, "cards_left": [0, 4, 1], "givers": [], "gifts": [1, 0, 0]},
        "last_trick": None,
    }
    html = hand_summary(view, ["Joueur 1", "Robot 2", "Robot 3"], translator("fr"))
    assert 'class="summary twelve-days-hand"' in html and '<span class="nowrap">Cadeaux ±</span>' in html


def test_russian_and_czech_summaries_say_who_gives_with_a_verb_that_agrees_and_no_gender() -> None:
    """Issue 30, 12 Days round 8, 1: "Бот 4: больше всего карт (3 карты), поэтому подарок игроку
    Бот 2." had no verb and "Подарок отдаёт: Бот 4." read stiffly. Each sentence now has a
    present-tense verb (no gender whatever the name), singular for one name, plural for several
    (round 4, 1: "они дарят" for one bot)."""
    names = ["Аня", "Бот 2", "Бот 3", "Бот 4"]
    one = {"number": 3, "winner": 1, "cards_left": [2, 0, 1, 3], "givers": [3], "gifts": [0, 2, 0, 1]}
    two = {"number": 3, "winner": 1, "cards_left": [3, 0, 1, 3], "givers": [0, 3], "gifts": [0, 3, 0, 1]}
    empty = {"number": 3, "winner": 1, "cards_left": [3, 0, 3, 3], "givers": [], "gifts": [0, 3, 0, 0]}
    cases = {
        "ru": [
            (one, None, "Бот 4 держит больше всего карт (3 карты) и отдаёт подарок игроку Бот 2."),
            (one, 1, "Бот 4 держит больше всего карт (3 карты) и отдаёт подарок вам."),
            (one, 3, "Вы держите больше всего карт (3 карты) и отдаёте подарок игроку Бот 2."),
            (two, None, "Аня и Бот 4 держат больше всего карт (по 3 карты) и отдают по подарку игроку Бот 2."),
            (empty, 1, "Аня, Бот 3 и Бот 4 держат больше всего карт (по 3 карты), но дарить нечего."),
        ],
        "cs": [
            (one, None, "Бот 4 drží nejvíc karet (3 karty) a dává dárek hráči Бот 2."),
            (two, None, "Аня a Бот 4 drží nejvíc karet (3 karty) a dávají po dárku hráči Бот 2."),
            (empty, 1, "Аня, Бот 3 a Бот 4 drží nejvíc karet (3 karty), ale nemají co dát."),
        ],
        "fr": [
            (one, None, "Бот 4 a le plus de cartes en main (3 cartes) et donne un cadeau à Бот 2."),
            (
                two,
                None,
                "Аня et Бот 4 ont le plus de cartes en main (3 cartes chacun) et donnent chacun un cadeau à Бот 2.",
            ),
        ],
    }
    for lang, expected in cases.items():
        t = translator(lang)
        for result, viewer, said in expected:
            html = hand_summary({"seat": viewer, "last_hand": result, "last_trick": None}, names, t)
            reason = re.search(r'class="gift-reason">([^<]*)<', html)
            assert reason is not None and reason.group(1) == said, (lang, reason and reason.group(1))
    ru = translator("ru")
    assert td_ui.hand_summary_line(one, names, ru) == "Раздачу 3 выигрывает Бот 2. Бот 4 отдаёт подарок."
    assert td_ui.hand_summary_line(two, names, ru).endswith("Аня и Бот 4 отдают по подарку.")
    assert td_ui.hand_summary_line(one, names, ru, viewer=3).endswith(" Вы отдаёте подарок.")
    assert td_ui.hand_summary_line(one, names, translator("cs")).endswith(" Бот 4 dává dárek.")


def test_players_with_as_many_gifts_share_a_place_in_the_final_standings() -> None:
    """Issue 30, 12 Days round 4, 3: two players with the same gifts were 1st and 2nd; tied
    players share a place and the next place is skipped ("1., 1., 3.", spec §10: no tie-break)."""
    outcome = {"scores": [2, 5, 5, 1], "winners": [1, 2]}
    html = game_summary(outcome, {"last_hand": None}, ["Ann", "Ben", "Cy", "Di"], T)
    standings = re.search(r'<ol class="standings">(.*?)</ol>', html)
    assert standings is not None
    places = re.findall(r'<li value="(\d+)">([^:]*):', standings.group(1))
    assert places == [("1", "Ben"), ("1", "Cy"), ("3", "Ann"), ("4", "Di")]


def test_with_nothing_playable_play_says_why_and_to_pass() -> None:
    """Issue 30, 12 Days round 4, 5: with no reply in hand, Play read "Choose cards" and a tap
    on it said to tap the cards to play. Now Play is unavailable and says why (so does Enter)."""
    to_reply, _ = _reply_to_the_1()
    table = td_ui.TwelveDaysTable()
    ctx = TableContext(names=["Ann", "Bob", "Cy"], levels=[None, "easy", "easy"])
    said = table.on_input(to_reply, (), "play", {})
    assert said == Say("twelve_days.must_pass.single_lowest", {"low": 1})
    assert table.on_key(to_reply, (0,), "Enter") == said
    assert T(said.key, **said.fields) == "None of your cards can reply: only a 1 could. Press Pass."
    html = table.render(to_reply, (), ctx, T)
    play = re.search(r'<button[^>]*id="play"[^>]*>([^<]*)<', html)
    assert play is not None and play.group(1) == T("twelve_days.play_selected")
    assert 'data-why="None of your cards can reply: only a 1 could. Press Pass."' in play.group(0)
    assert T("twelve_days.select_cards") not in html
    assert td_ui.must_pass(td_ui.twelve_days_view({**to_reply, "reply_max_low": 6})) == Say(
        "twelve_days.must_pass.single", {"low": 6}
    )


def test_the_recent_moves_tell_a_hands_end_and_the_next_deal_on_lines_of_their_own() -> None:
    """Issue 30, 12 Days round 4, 4: "Bot 2 played 3. Bot 2 won the trick with 3. Hand 1 won by
    Bot 2. Hand 2 is dealt." was one line of the recent moves; the hand's end and the deal are
    lines of their own."""
    from cardtable.app.timeline import Timeline
    from cardtable.ui import table as table_ui
    from cardtable.ui.story import Story

    rules = registry.get("twelve_days", {"first_player": 0})
    names = ["Ann", "Bot 2", "Bot 3"]
    for seed in range(40):
        state, rng = rules.new_game(3, seed=seed), Rng.from_seed(seed)
        story = Story(Timeline(0))
        while rules.to_act(state):
            seat = rules.to_act(state)[0]
            step = rules.step(state, seat, rng.choice(rules.legal_actions(state, seat)))
            state = step.state
            told = story.told(seat, step.events, 0, lambda e: td_ui.describe_event(e.to_dict(), names, 0, T))
            # The bot whose own play won the hand: every sentence was about that one seat.
            if seat != 0 and any(event.kind == "hand_end" and event.seat == seat for event in told):
                story.tell_deal(lambda e: td_ui.describe_event(e.to_dict(), names, 0, T))
                ctx = TableContext(names=names, levels=[None, "easy", "easy"], recent=tuple(story.recent))
                items = re.findall(r"<li[^>]*>(.*?)</li>", str(table_ui._recent(ctx, T)))
                lines = [re.sub(r"<[^>]+>", "", item) for item in items]  # each sentence in its span
                ended = [line for line in lines if " won by " in line]
                dealt = [line for line in lines if " is dealt." in line]
                assert dealt and ended, lines
                assert all(" is dealt." not in line for line in ended), lines
                assert all(" played " not in line and " passed." not in line for line in ended + dealt), lines
                return
    raise AssertionError("no bot ended a hand in 40 games")


def test_who_won_the_last_trick_stays_on_the_table_until_the_viewer_plays_in_the_next() -> None:
    """Issue 30, 12 Days round 5, 2: the viewer played last in a trick, Bot 4 won it and led
    again; "Last trick: Bot 4, with a 7" showed for a moment, then nothing said who had won."""
    view = {
        "seat": 0,
        "num_players": 3,
        "hand": ["4", "9"],
        "hand_sizes": [2, 3, 2],
        "to_act": [0],
        "scores": [0, 0, 0],
        "trick": [{"seat": 1, "cards": [8, 9]}],
        "trick_kind": "straight",
        "reply_max_low": 7,
        "winning": 1,
        "discard": [0] * 6 + [1] + [0] * 5,
        "moves": [{"action": "pass", "kind": "pass", "cards": []}],
        "hand_number": 1,
        "hands_in_game": 12,
        "supply": 12,
        "last_trick": {
            "turns": [{"seat": 1, "cards": [7]}, {"seat": 0, "cards": []}],
            "winner": 1,
            "low": 7,
            "returned": [],
        },
    }
    ctx = TableContext(names=["Ann", "Bob", "Cy"], levels=[None, "easy", "easy"])
    assert "Bob won the last trick with 7" in td_ui.render_table(view, (), ctx, T)
    ru = td_ui.render_table(view, (), ctx, translator("ru"))
    assert "Прошлая взятка: Bob, картой 7" in ru
    played = {**view, "trick": [*view["trick"], {"seat": 0, "cards": []}]}
    assert "won the last trick" not in td_ui.render_table(played, (), ctx, T)


def test_the_deciding_play_reads_for_one_card_or_several_in_russian_and_czech() -> None:
    """Issue 30, 12 Days round 5, 3: "Бот 3: последняя взятка взята картами [2]", a plural for
    one card (and the Czech "kartami" alike). The words name the trick and its winner, and the
    cards follow them whatever their count."""
    for cards in ([2], [5, 6, 7]):
        view = {
            "last_hand": {"number": 1, "winner": 2, "cards_left": [3, 2, 0], "givers": [0], "gifts": [0, 0, 2]},
            "last_trick": {"turns": [{"seat": 2, "cards": cards}], "winner": 2, "low": cards[0], "returned": []},
        }
        for lang, said in (("ru", "Последняя взятка — Бот 3:"), ("cs", "Poslední štych — Bot 3:")):
            html = hand_summary(
                view, ["Аня", "Бот 2", "Бот 3"] if lang == "ru" else ["A", "B", "Bot 3"], translator(lang)
            )
            deciding = re.search(r'class="deciding-play">([^<]*)<', html)
            assert deciding is not None and deciding.group(1).strip() == said, html


def test_russian_says_which_card_took_the_trick_and_the_winning_mark_is_not_the_lead() -> None:
    """Issue 30, 12 Days round 5, 4: "Бот 3 берёт взятку с 3" read oddly (the table's heading
    says "картой 3"), and the seat's mark "ведёт" (winning the trick) was taken for the lead
    ("заходит")."""
    from cardtable.ui.games.twelve_days.story import describe_event, hand_line

    ru, cs = translator("ru"), translator("cs")
    won = {"kind": "trick_won", "seat": 2, "params": {"low": 3, "returned": []}}
    names = ["Аня", "Бот 2", "Бот 3"]
    assert describe_event(won, names, 0, ru) == "Бот 3 берёт взятку картой 3."
    assert describe_event(won, names, 2, ru) == "Вы берёте взятку картой 3."
    assert describe_event(won, ["A", "B", "Bot 3"], 0, cs) == "Bot 3 bere štych kartou 3."
    # The hand's end, said to its winner: "победа — ваша" read clumsily (12 Days replay, stop 38).
    assert hand_line(1, 2, [], names, 2, ru) == "Вы выиграли раздачу 1."
    mark = ru("twelve_days.winning")
    assert mark not in ("ведёт", ru("twelve_days.trick_led", name="", kind="").strip(": ")) and "вед" not in mark
    assert "берёт" in mark


def test_play_says_which_cards_it_plays() -> None:
    """12 Days replay (stop 38): the button read "Play" whatever was chosen; it names the cards,
    so a child checks the choice before pressing."""
    rules = registry.get("twelve_days", {"first_player": 0})
    view = rules.view(rules.new_game(3, seed=2), 0)  # Ann leads: any one card is a play
    ctx = TableContext(names=["Ann", "Bob", "Cy"], levels=[None, "easy", "easy"])
    html = td_ui.TwelveDaysTable().render(view, (0,), ctx, T)
    play = re.search(r'<button[^>]*id="play"[^>]*>([^<]*)<', html)
    assert play is not None and play.group(1) == f"Play {view['hand'][0]}"
    nothing = re.search(r'<button[^>]*id="play"[^>]*>([^<]*)<', td_ui.TwelveDaysTable().render(view, (), ctx, T))
    assert nothing is not None and nothing.group(1) == T("twelve_days.select_cards")


def test_the_rules_quote_the_reply_options_in_the_lobbys_own_words() -> None:
    """Issue 30, 12 Days round 8, 3: the rules said "the lead's lowest card (rulebook)" and
    «самой младшей картой на столе» where the lobby's option reads "the lead's lowest card" and
    «младшей картой на столе»: a reader looking for the rules' words did not find them."""
    quotes = {"en": ('"', '"'), "fr": ("«\u202f", "\u202f»"), "cs": ("„", "“"), "ru": ("«", "»")}
    for lang, (opening, closing) in quotes.items():
        t = translator(lang)
        rules = t("twelve_days.help")
        for choice in ("lead_low", "current_low"):
            label = t(f"twelve_days.opt.reply_threshold.{choice}")
            assert f"{opening}{label}{closing}" in rules, (lang, label)


def test_combinations_in_the_rules_and_names_in_the_summaries_do_not_break_inside() -> None:
    """Issue 30, 12 Days round 8, 4: on a phone the Russian rules ended a line with "8 8" and began
    the next with "8;"; the desktop "Game over" dialog ended a line with "Player" and began the
    next with "1". A combination's numbers and a name's number are held by no-break spaces."""
    for lang in ("en", "fr", "cs", "ru"):
        rules = translator(lang)("twelve_days.help")
        assert "8\u00a08\u00a08" in rules and not re.search(r"\d \d", rules), lang
    outcome = {"scores": [0, 7, 0, 0], "winners": [1]}
    view = {  # the game's end, as in the dialog seen (no viewer's "You")
        "last_hand": {"number": 3, "winner": 1, "cards_left": [4, 0, 1, 4], "givers": [3], "gifts": [0, 7, 0, 0]},
        "last_trick": None,
    }
    html = str(td_ui.render_game_summary(outcome, view, ["Player 1", "Bot 2", "Bot 3", "Bot 4"], T))
    assert "Player\u00a01 also held 4 cards" in html and "Bot\u00a04 held the most" in html, html
    assert not re.search(r"(Player|Bot) \d", html), html


def test_the_table_fetches_every_gifts_picture_before_its_card_is_played() -> None:
    """Issue 30, 12 Days round 8, 5: a bot's first 6s showed blank (white, only the number) while
    the 6's picture was fetched. The table holds every picture, hidden, from its first screen on."""
    rules = registry.get("twelve_days", {"first_player": 0})
    view = rules.view(rules.new_game(3, seed=2), None)  # a spectator: no hand, no card yet
    html = str(
        td_ui.TwelveDaysTable().render(view, (), TableContext(names=["Ann", "Bob", "Cy"], levels=[None, None, None]), T)
    )
    hidden = re.search(r'<div class="gift-pictures" hidden aria-hidden="true">(.*?)</div>', html)
    assert hidden is not None, html
    pictures = re.findall(r'<img src="(img/twelve_days/gift-\d+\.svg)" alt="">', hidden.group(1))
    assert pictures == [f"img/twelve_days/gift-{value}.svg" for value in range(1, 13)]
    assert all((Path(__file__).resolve().parents[3] / picture).is_file() for picture in pictures)


def test_a_lessons_coach_points_at_each_card_of_a_play_still_to_choose_then_play() -> None:
    rules = registry.get("twelve_days", dict(LESSON.options))
    view = rules.view(LESSON.deal(rules), 0)
    table = td_ui.TwelveDaysTable()
    fives = [i for i, card in enumerate(view["hand"]) if card == "5"]
    assert len(fives) == 3

    def touched(ui: tuple[int, ...]) -> list[str]:
        """What the coach points at, found in the table as drawn with this selection."""
        html = str(table.render(view, ui, TableContext(names=["Ann", "Bob", "Cy"], levels=[None, "easy", "easy"]), T))
        targets = table.coach_targets(view, ui, "play 5 5 5")
        return [
            element.attrs.get("data-index") or element.attrs["data-input"]
            for s in targets
            for element in select(html, s)
        ]

    assert touched(()) == [str(i) for i in fives]  # each card of the play glows
    assert touched((fives[1],)) == [str(fives[0]), str(fives[2])]  # any copy of a 5 will do
    assert touched(tuple(fives)) == ["play"]  # all chosen: Play
    assert touched((fives[0], 0)) == ["clear"]  # the 1 is not in the play: choose again
    assert table.coach_targets(view, (), "play 1") == ('[data-input="toggle-card"][data-index="0"]',)


def test_the_hand_summary_says_the_winners_first_gift_comes_from_the_supply() -> None:
    """Issue 31, 12 Days lesson round 2, 7: the winner's "+2" beside one giver ("Bot 2 gives a
    gift") read as a gift from nowhere: the summary says the other came from the supply."""
    result = {"number": 1, "winner": 0, "cards_left": [0, 7, 3], "givers": [1], "gifts": [3, 0, 1]}
    names = ["Ann", "Bot 2", "Bot 3"]
    html = hand_summary({"seat": 0, "last_hand": result, "last_trick": None}, names, T)
    assert "You take a gift from the supply." in html and "+2" in html
    html = hand_summary({"seat": 1, "last_hand": result, "last_trick": None}, names, translator("ru"))
    assert "Ann берёт подарок из запаса." in html
