"""12 Days at the table (issue 30, 12 Days round 6, 1): with nothing in hand that can reply, the
table passes for the person (the option ``auto_pass``, on in a new lobby), says why in the log
and the recent moves, and Undo goes back past that pass to their last choice."""

from __future__ import annotations

from controller_helpers import enter, play_until, start
from fake_platform import FakePlatform, run_async

from cardtable.app import links
from cardtable.app.i18n import translator
from cardtable.app.session import MatchSession, MatchSetup, Seat
from cardtable.app.timeline import TRICK_WON_MS
from cardtable.engine import registry
from cardtable.engine.games.twelve_days import combos
from cardtable.ui.controller import Controller

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


class Recorded(FakePlatform):
    """Each drawing of the table: when, and how many moves the log held."""

    def __init__(self, query: str) -> None:
        super().__init__(query)
        self.session: MatchSession | None = None
        self.drawn: list[tuple[float, int, str]] = []  # (time, moves in the log, markup)

    def render(self, markup: str) -> None:
        super().render(markup)
        self.drawn.append((self.time_ms, len(self.session.log) if self.session else -1, markup))


def test_a_won_trick_holds_the_table_with_its_winner_before_the_next_lead() -> None:
    """Issue 30, 12 Days round 7, 2: a bot's move held the table 1.1 s (the person's own 0.4 s),
    so the next lead swept a finished trick away before a child saw who won it. The move that
    takes a trick holds the whole trick, with "<name> wins the trick", for the timeline's
    TRICK_WON beat before the winner leads again (at the pace setting's times)."""
    seats = (Seat("Ann"), Seat("Bot 2", bot="easy"), Seat("Bot 3", bot="easy"))
    setup = MatchSetup("twelve_days", seats, 5, {"first_player": 1})
    platform = Recorded(links.to_query(setup, "en"))  # no bot_delay: the pace setting's times
    controller = Controller(platform)
    controller.boot()
    session = controller.session
    assert session is not None
    platform.session = session
    run_async(play_until(controller, platform, lambda: len(session.log) >= 30, max_ms=10**7))
    checked = 0
    for n, move in enumerate(session.log[:29]):
        kinds = [event.kind for event in session.events(n)]
        if "trick_won" not in kinds or "hand_end" in kinds or session.log[n + 1].seat == 0:
            continue  # the person leads next: the table waits for them anyway
        shown = [(time, html) for time, moves, html in platform.drawn if moves == n + 1]
        next_lead = next(time for time, moves, _ in platform.drawn if moves == n + 2)
        assert any(" wins the trick with " in html for _, html in shown), n
        assert next_lead - shown[0][0] >= TRICK_WON_MS, (n, move, next_lead - shown[0][0])
        checked += 1
    assert checked >= 3


def test_undo_while_a_won_trick_is_on_show_goes_back_to_the_persons_choice(platform: FakePlatform) -> None:
    """The trick's moment is the timeline's beat, not a timer of its own: Undo during it takes
    the person's move back, and nothing of the finished trick plays on afterwards."""
    controller, session = table(platform, auto_pass=True, lead=0, practice=True)
    controller.match.story.timeline.scale = 1.0  # the pace setting's times (``enter`` shows none)
    controller.dispatch("act", {"move": "play 12"})  # Ann leads; the bots reply or pass
    run_async(platform.run_until(lambda: any(move.seat == 0 for move in session.log[1:]), max_ms=10**7))
    assert session.events(len(session.log) - 1)[-1].kind == "trick_won"  # her pass took the trick's last turn
    assert not controller.match.story.timeline.idle()  # the trick's moment is on show
    controller.dispatch("undo", {})
    run_async(platform.run_until_idle())
    assert session.log == [] and session.to_act() == (0,)
