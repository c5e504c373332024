"""12 Days at the table (issue 30, 12 Days round 6, 1): with nothing in hand that can reply, the
table passes for the person (the option ``auto_pass``, on in a new lobby), says why in the log
and the recent moves, and Undo goes back past that pass to their last choice."""

from __future__ import annotations

from controller_helpers import enter, start
from fake_platform import FakePlatform, run_async

from cardtable.app.i18n import translator
from cardtable.app.session import MatchSession, MatchSetup, Seat
from cardtable.engine import registry
from cardtable.engine.games.twelve_days import combos

T = translator("en")


def twelves_deck() -> list[str]:
    """Ann (seat 0) is dealt the twelve 12s: no reply of hers is ever legal (every reply's
    lowest card is at most the lead's, and nobody else holds a 12)."""
    rest = [str(value) for value in combos.values_of(combos.FULL_DECK)]
    for _ in range(12):
        rest.remove("12")
    return ["12"] * 12 + rest


def table(platform: FakePlatform, *, auto_pass: bool, lead: int, practice: bool = False):  # type: ignore[no-untyped-def]
    options = {"first_player": lead, "auto_pass": auto_pass}
    state = registry.get("twelve_days", options).new_game(3, seed=5, deck=twelves_deck())
    seats = (Seat("Ann"), Seat("Bot 2", bot="easy"), Seat("Bot 3", bot="easy"))
    session = MatchSession(MatchSetup("twelve_days", seats, 5, options, practice=practice), initial=state)
    return enter(platform, session), session


def anns_moves(session: MatchSession) -> list[str]:
    return [move.action for move in session.log if move.seat == 0]


def test_with_no_reply_in_hand_the_table_passes_and_says_why(platform: FakePlatform) -> None:
    controller, session = table(platform, auto_pass=True, lead=1)
    timeline = controller.match.story.timeline
    pushed: list[tuple[int, bool]] = []
    push = timeline.push

    def recorded(mover, events, now_ms, *, unasked=False):  # type: ignore[no-untyped-def]
        pushed.append((mover, unasked))
        push(mover, events, now_ms, unasked=unasked)

    timeline.push = recorded  # type: ignore[method-assign]
    run_async(platform.run_until(lambda: anns_moves(session)))
    assert anns_moves(session) == ["pass"]  # nobody tapped Pass
    # It holds the table as long as a move done to her, not as briefly as her own tap would
    # (12 Days replay, stop 38: a trick went by in 3 s); the bots' moves are timed as ever.
    assert (0, True) in pushed and all(not unasked for mover, unasked in pushed if mover != 0)
    lead = " ".join(session.log[0].action.split()[1:])
    said = f"You passed: none of your cards could reply to {lead}."
    assert said in controller.match.story.log
    assert (0, said) in controller.match.story.recent  # with what the bots did before it
    assert "You passed." not in controller.match.story.log
    controller.match.retell()  # a page loaded again, a new language: told alike
    assert said in controller.match.story.log and (0, said) in controller.match.story.recent


def test_with_the_option_off_the_person_passes_themselves(platform: FakePlatform) -> None:
    _controller, session = table(platform, auto_pass=False, lead=1)
    run_async(platform.run_until_idle())
    assert session.to_act() == (0,) and anns_moves(session) == []
    assert session.view(0)["legal"] == ["pass"]


def test_undo_goes_back_past_the_passes_played_for_the_person(platform: FakePlatform) -> None:
    controller, session = table(platform, auto_pass=True, lead=0, practice=True)
    controller.dispatch("act", {"move": "play 12 12"})  # Ann's one choice: her lead
    run_async(platform.run_until(lambda: anns_moves(session)[1:]))
    assert anns_moves(session)[1:2] == ["pass"]
    controller.dispatch("undo", {})
    run_async(platform.run_until_idle())
    assert session.log == [] and session.to_act() == (0,)  # her lead, to choose again


def test_a_new_lobby_turns_the_option_on_and_the_rules_list_it(platform: FakePlatform) -> None:
    controller = start(platform, "twelve_days", seats=[("Ann", "human"), ("Bot", "easy")])
    assert controller.session is not None and controller.session.setup.options["auto_pass"] is True
    assert registry.rules_class("twelve_days")().options["auto_pass"] is False  # the rulebook: a tap
    for lang in ("en", "fr", "cs", "ru"):
        t = translator(lang)
        assert t("twelve_days.opt.auto_pass") in t("twelve_days.help")
