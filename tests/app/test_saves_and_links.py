"""Sessions, saves and share links: nothing is lost, bad input gets a clear message."""

from __future__ import annotations

import json

import pytest

from cardtable.app import links
from cardtable.app.saves import (
    ASIDE_PREFIX,
    SAVE_PREFIX,
    MemoryStorage,
    SaveError,
    SaveStore,
    StorageFullError,
    from_document,
    to_document,
)
from cardtable.app.session import MatchSession, MatchSetup, Seat, UndoBlock, clean_name

HOSTILE = "<img src=x onerror=alert(1)>"


def setup(**overrides: object) -> MatchSetup:
    base = {
        "game": "twelve_days",
        "seats": (Seat("Anna"), Seat("Robo", "normal"), Seat("Kit", "easy")),
        "seed": 4242,
        "options": {"length": "short_half"},
    }
    base.update(overrides)
    return MatchSetup(**base)  # type: ignore[arg-type]


def played(moves: int) -> MatchSession:
    """A session where the first seat to act always takes its first legal action."""
    session = MatchSession(setup())
    for _ in range(moves):
        seat = session.to_act()[0]
        session.submit(seat, session.rules.legal_actions(session.state, seat)[0])
    return session


# ---------------------------------------------------------------------- session


def test_replay_equals_the_live_state() -> None:
    session = played(40)
    assert session.replay() == session.state


def test_undo_goes_back_to_before_the_humans_last_move_when_nothing_was_revealed() -> None:
    session = MatchSession(setup(options={"first_player": 0}))
    lead = session.rules.legal_actions(session.state, 0)[-1]
    session.submit(0, lead)
    session.submit(1, "pass")  # a bot passing reveals nothing
    assert session.undo_point() == 0
    assert session.undo()
    assert session.log == [] and session.state == session.initial


def test_undo_never_crosses_a_revealed_card() -> None:
    session = MatchSession(setup(options={"first_player": 0}))
    session.submit(0, session.rules.legal_actions(session.state, 0)[-1])
    reply = [a for a in session.rules.legal_actions(session.state, 1) if str(a) != "pass"]
    if not reply:
        pytest.skip("this deal gives seat 1 no reply")
    session.submit(1, reply[0])  # the bot shows cards the human had not seen
    assert session.undo_point() is None
    assert not session.undo()


def test_undo_goes_back_past_a_move_that_was_the_persons_only_one() -> None:
    """Let's Divide: after the votes are revealed, Ann's re-split of a three-card part has one
    possible cut, which the table plays for her (it plays forced moves). Undo for such a table
    does not stop at it (it would be played again at once): it goes back to her last chosen
    move, across the reveal: refused. A Canasta draw that was the only move stays undoable."""
    seats = (Seat("Ann"), Seat("Bob", "easy"), Seat("Cleo", "easy"))
    session = MatchSession(MatchSetup("divide", seats, 3, {"first_player": 0}))
    for seat, action in ((0, "split 2 5"), (1, "vote B"), (0, "vote B"), (2, "vote B")):
        session.submit(seat, action)
    assert [str(a) for a in session.rules.legal_actions(session.state, 0)] == ["split 1 2"]  # the only cut of 3
    session.submit(0, "split 1 2")
    assert session.undo_blocker(past_forced=True) == (None, UndoBlock("seen", 2))
    assert session.undo_blocker() == (4, None)  # a table that does not play forced moves: it was a move


def test_undo_is_for_games_against_bots_only() -> None:
    session = MatchSession(setup(seats=(Seat("A"), Seat("B"), Seat("C", "easy")), options={"first_player": 0}))
    session.submit(0, session.rules.legal_actions(session.state, 0)[0])
    assert session.undo_point() is None


def test_names_are_cleaned_to_plain_bounded_text() -> None:
    assert clean_name("  Ann\u202eA\x00 ", "x") == "AnnA"
    assert clean_name("", "Player 2") == "Player 2"
    assert len(clean_name("x" * 500, "y")) == 32
    assert clean_name(HOSTILE, "x") == HOSTILE  # text; the renderer escapes it


# ---------------------------------------------------------------------- saves


def test_save_roundtrip_resumes_exactly() -> None:
    store = SaveStore(MemoryStorage())
    session = played(25)
    store.write("a", session, now=100.0)
    loaded = store.load("a")
    assert loaded.state == session.state and loaded.log == session.log
    assert loaded.setup == session.setup
    saves, aside = store.summaries()
    assert [s.id for s in saves] == ["a"] and aside == []
    assert saves[0].players == ("Anna", "Robo", "Kit") and saves[0].moves == 25


def test_created_time_survives_autosaves_and_list_is_newest_first() -> None:
    store = SaveStore(MemoryStorage())
    store.write("old", played(3), now=10.0)
    store.write("new", played(5), now=20.0)
    store.write("old", played(4), now=15.0)
    doc = json.loads(store.storage.get(SAVE_PREFIX + "old") or "")
    assert doc["created"] == 10.0 and doc["updated"] == 15.0
    assert [s.id for s in store.summaries()[0]] == ["new", "old"]


@pytest.mark.parametrize(
    "mangle, reason",
    [
        (lambda text: text[: len(text) // 2], "not_json"),  # truncated
        (lambda text: "{not json", "not_json"),
        (lambda text: json.dumps({"hello": "world"}), "foreign"),
        (lambda text: text.replace('"schema":1', '"schema":99'), "newer"),
        (lambda text: text.replace('"seed":4242', '"seed":4243'), "wrong_deal"),
        (lambda text: text.replace('"seats":[', '"seats":[7,'), "corrupt"),
        (lambda text: text.replace('"twelve_days"', '"chess"'), "unknown_game"),
        (lambda text: json.dumps(dict(json.loads(text), log=[[0, "play 99"]])), "illegal_move"),
        (lambda text: json.dumps(dict(json.loads(text), log=json.loads(text)["log"][:-1])), "wrong_position"),
        (lambda text: "[" * 20_000 + "]" * 20_000, "too_deep"),
        (lambda text: " " * 1_000_001, "too_large"),
    ],
)
def test_bad_saves_are_reported_kept_and_never_break_the_others(mangle, reason: str) -> None:  # type: ignore[no-untyped-def]
    storage = MemoryStorage()
    store = SaveStore(storage)
    store.write("good", played(10), now=1.0)
    store.write("bad", played(12), now=2.0)
    original = storage.get(SAVE_PREFIX + "bad") or ""
    storage.set(SAVE_PREFIX + "bad", mangle(original))
    with pytest.raises(SaveError) as error:
        store.load("bad")
    assert error.value.reason == reason
    assert str(error.value)  # a message for people
    saves, aside = store.summaries()
    assert [s.id for s in saves] == ["good"]
    assert [a.id for a in aside] == ["bad"]
    assert store.export_text("bad") == mangle(original)  # kept, byte for byte
    assert store.load("good").state == played(10).state
    if reason == "newer":
        assert storage.get(SAVE_PREFIX + "bad") is not None  # a newer app may still open it
    else:
        assert storage.get(ASIDE_PREFIX + "bad") == mangle(original)


def test_a_full_storage_raises_and_loses_nothing() -> None:
    storage = MemoryStorage(capacity=4000)
    store = SaveStore(storage)
    store.write("a", played(2), now=1.0)
    before = dict(storage.data)
    session = played(200)
    with pytest.raises(StorageFullError):
        store.write("b", session, now=2.0)
    assert storage.data == before
    assert session.replay() == session.state  # the game itself is untouched in memory


def test_import_checks_the_file_and_stores_a_fresh_copy() -> None:
    store = SaveStore(MemoryStorage())
    session = played(30)
    text = json.dumps(to_document(session, "x", 1.0, 2.0))
    assert store.import_text(text, "fresh", now=3.0) == "fresh"
    assert store.load("fresh").state == session.state
    with pytest.raises(SaveError):
        store.import_text("garbage", "other", now=3.0)
    with pytest.raises(SaveError):
        store.import_text("[" * 100000, "deep", now=3.0)


def test_hostile_names_survive_a_save_as_text() -> None:
    session = MatchSession(setup(seats=(Seat(HOSTILE), Seat("b", "easy"))))
    again = from_document(json.loads(json.dumps(to_document(session, "h", 1.0, 1.0))))
    assert again.seats[0].name == HOSTILE


# ---------------------------------------------------------------------- links


def test_link_roundtrip_gives_the_identical_first_deal() -> None:
    original = setup(options={"length": "short_gifted", "first_player": 2})
    query = links.to_query(original, "cs")
    parsed, lang = links.from_query(query)
    assert parsed == original and lang == "cs"
    assert MatchSession(parsed).state == MatchSession(original).state


def test_link_carries_hostile_names_as_text() -> None:
    original = setup(seats=(Seat(HOSTILE), Seat("&amp;", "hard")))
    parsed, _ = links.from_query(links.to_query(original, "en"))
    assert [s.name for s in parsed.seats] == [HOSTILE, "&amp;"]


@pytest.mark.parametrize(
    "query",
    [
        "?game=chess&seed=1&seat=human:a&seat=human:b",
        "?game=twelve_days&seed=abc&seat=human:a&seat=human:b",
        "?game=twelve_days&seed=1&seat=human:a",  # too few players
        "?game=twelve_days&seed=1" + "&seat=human:a" * 9,  # too many
        "?game=twelve_days&seed=1&seat=robot:a&seat=human:b",
        "?game=twelve_days&seed=1&seat=bot:godlike:a&seat=human:b",
        "?game=twelve_days&seed=1&seat=human:a&seat=human:b&o.length=forever",
        "?game=twelve_days&seed=1&seat=human:a&seat=human:b&o.colour=red",
        "?game=twelve_days&seed=1&seat=human:a&seat=human:b&o.first_player=5",
        "?game=twelve_days&seed=" + "9" * 40 + "&seat=human:a&seat=human:b",
        "?" + "x" * 5000,
    ],
)
def test_mangled_links_give_a_clear_message(query: str) -> None:
    with pytest.raises(links.LinkError) as error:
        links.from_query(query)
    assert str(error.value).startswith("This link")


def test_an_unknown_language_in_a_link_falls_back_to_english() -> None:
    _, lang = links.from_query("?game=twelve_days&seed=1&seat=human:a&seat=human:b&lang=xx")
    assert lang == "en"
