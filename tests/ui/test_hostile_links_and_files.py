"""Nothing a link or a file holds can hurt the page: a cut link never opens another game, and
every refusal reaches the person in the link's (or the page's) language, naming the file."""

from __future__ import annotations

import json
from html import unescape

import pytest
import segno
from fake_platform import FakePlatform

from cardtable.app import links
from cardtable.app.games import playable_game_ids
from cardtable.app.saves import SAVE_PREFIX, SaveError, SaveStore, to_document
from cardtable.app.session import MatchSession, MatchSetup, Seat
from cardtable.bots.base import levels
from cardtable.engine import registry
from cardtable.ui.controller import Controller
from cardtable.ui.saves_control import MAX_FILE_NAME_CHARS

GAMES = playable_game_ids()


def teachers_setup(game: str) -> MatchSetup:
    """A link as a teacher shares it: the most seats, named people and bots, a rule changed."""
    cls = registry.rules_class(game)
    count = min(cls.info.max_players, 4)
    bot = list(levels(game))[-1]
    seats = (Seat("Zoë"), *(Seat(f"Robot {i + 2}", bot) for i in range(count - 2)), Seat("Élise Dupont"))
    changed = {}
    for spec in cls.option_specs:
        other = [choice for choice in spec.choices if choice != spec.default and not spec.preset]
        if other and not spec.seat_index_allowed:
            changed = {spec.name: other[0]}
            break
    return MatchSetup(game, seats, 2**40 + 12345, changed)


@pytest.mark.parametrize("game", GAMES)
def test_a_share_link_cut_anywhere_is_refused_as_cut_off_or_opens_exactly_its_game(game: str) -> None:
    original = teachers_setup(game)
    query = links.to_query(original, "fr")
    assert links.from_query(query) == (original, "fr")
    opened = []
    for end in range(1, len(query)):
        cut = query[:end]
        if not links.is_game_link(cut):
            assert cut in ("?", *(f"?{'lang=fr'[:n]}" for n in range(1, 8))), cut  # only a lone language
            continue
        try:
            opened.append(links.from_query(cut))
        except links.LinkError as error:
            assert error.code == "cut_off", (cut, error.code, str(error))
            assert error.lang == ("fr" if cut.startswith("?lang=fr&") else None), cut
    assert opened == [], f"cuts that opened a game: {opened}"


def test_a_link_changed_by_hand_is_refused_not_taken_for_another_game() -> None:
    query = links.to_query(teachers_setup("twelve_days"), "cs")
    more_players = query.replace("&seat=h:%C3%89lise", "&seat=h:Ada&seat=h:%C3%89lise")
    assert more_players != query
    with pytest.raises(links.LinkError) as error:
        links.from_query(more_players)
    assert error.value.code == "changed" and error.value.lang == "cs"


def test_a_chat_that_re_escapes_the_link_leaves_it_whole() -> None:
    original = teachers_setup("santas_game")
    query = links.to_query(original, "ru").replace(":", "%3A").replace("+", "%20")
    assert links.from_query(query) == (original, "ru")


def test_links_made_before_the_check_still_open() -> None:
    setup = MatchSetup("twelve_days", (Seat("Anna"), Seat("Robo", "hard")), 81234)
    assert links.from_query("?game=twelve_days&seed=81234&seat=human%3AAnna&seat=bot%3Ahard%3ARobo&lang=ru") == (
        setup,
        "ru",
    )


def test_a_link_is_short_enough_for_a_projected_qr_code() -> None:
    """Issue 30, Everywhere 5: a bot keeps its place's default name without writing it, and a
    ":" is not escaped. Four seats of Canasta, three of them default bots, fit a 49-module code
    (version 8 at error level M) on a 40-character site address; they took 61 before."""
    seats = (Seat("Anna"), Seat("Бот 2", "hard"), Seat("Бот 3", "normal"), Seat("Бот 4", "hard"))
    setup = MatchSetup("canasta", seats, 81234)
    query = links.to_query(setup, "ru")
    assert "&seat=b:hard&seat=b:normal&seat=b:hard&" in query, query
    assert links.from_query(query) == (setup, "ru")
    url = "https://cardtable.example.org/classroom/" + query
    assert segno.make(url, error="m", micro=False).symbol_size(border=0) == (49, 49), len(url)


def test_the_page_s_own_parameters_do_not_break_the_check() -> None:
    original = teachers_setup("gin_rummy")
    assert links.from_query(links.to_query(original, "en") + "&bot_delay=0") == (original, "en")


def refusal(query: str, browser: list[str] | None = None) -> tuple[Controller, str]:
    platform = FakePlatform(query)
    if browser is not None:
        platform.browser_languages = browser
    controller = Controller(platform)
    controller.boot()
    assert controller.session is None
    return controller, unescape(platform.html)


def test_a_bad_link_is_refused_in_the_link_s_language_on_a_fresh_browser() -> None:
    controller, page = refusal("?game=santas_gam&seed=1&seat=human:a&seat=human:b&lang=fr")
    assert controller.settings.lang == "fr"
    reason = "Il désigne un jeu qui n’existe pas ici («\u00a0santas_gam\u00a0»)."
    assert f"Ce lien n’a pas pu lancer de partie. {reason} Préparez plutôt une partie ici." in page
    assert "This link" not in page and ").." not in page
    renamed = links.to_query(teachers_setup("santas_game"), "fr").replace("game=santas_game", "game=santas_gam")
    controller, page = refusal(renamed)
    assert controller.settings.lang == "fr" and "Ce lien a été modifié en route" in page
    controller, page = refusal("?lang=fr&game=santas_gam&seed=1&seat=human:a&seat=human:b")  # no check: cut
    assert controller.settings.lang == "fr" and "Ce lien est coupé" in page


@pytest.mark.parametrize(
    "query, lang, words",
    [
        ("?game=twelve_days&seed=1&seat=human:a&lang=cs", "cs", "Nemá 2 až 8 hráčů, jak tato hra potřebuje."),
        ("?game=gin_rummy&seed=1&seat=human:a&lang=ru", "ru", "нужно ровно 2"),
        ("?game=twelve_days&seed=1&seat=bot:godlike:a&seat=human:b&lang=fr", "fr", "«\u00a0godlike\u00a0»"),
        ("?game=twelve_days&seed=x&seat=human:a&seat=human:b&lang=ru", "ru", "нет правильного номера раздачи"),
        ("?game=twelve_days&seed=1&seat=human:a&seat=human:b&o.colour=red&lang=cs", "cs", "„colour“"),
    ],
)
def test_every_link_refusal_is_one_translated_text(query: str, lang: str, words: str) -> None:
    controller, page = refusal(query)
    assert controller.settings.lang == lang and words in page


def test_a_cut_link_keeps_the_link_s_language_but_a_lobby_link_only_sets_it() -> None:
    query = links.to_query(teachers_setup("canasta"), "cs")
    controller, page = refusal(query[: query.index("&seat") + 4], browser=["en-GB"])
    assert controller.settings.lang == "cs" and "Tento odkaz je useknutý" in page
    controller, page = refusal("?lang=ru", browser=["en-GB"])
    assert controller.settings.lang == "ru" and "Новая игра" in page and 'role="alert"' not in page


def a_save_text() -> str:
    session = MatchSession(MatchSetup("twelve_days", (Seat("Ann"), Seat("Bob", "easy")), 7))
    return json.dumps(to_document(session, "x", 1.0, 2.0), separators=(",", ":"))


@pytest.mark.parametrize(
    "text, lang, words",
    [
        ("[" * 200_000 + "]" * 200_000, "en", "“deep.json” could not be imported. Its data nests far deeper"),
        ("{oops", "fr", "Impossible d’importer «\u00a0deep.json\u00a0». Ce n’est pas le texte d’une partie"),
        (a_save_text().replace('"log":[]', '"log":[[0,"play 99"]]'), "cs", "Tah č. 1 porušuje pravidla"),
        (a_save_text().replace('"seed":7', '"seed":8'), "ru", "Первая раздача не совпадает"),
    ],
)
def test_a_refused_import_names_the_file_and_says_why_in_the_page_s_language(text: str, lang: str, words: str) -> None:
    platform = FakePlatform()
    controller = Controller(platform)
    controller.boot()
    controller.set_language(lang)
    controller.import_text(text, "deep.json")
    assert words in unescape(platform.html)
    assert not [key for key in platform.storage.keys() if key.startswith(SAVE_PREFIX)]


def test_a_hostile_file_name_is_plain_bounded_text() -> None:
    platform = FakePlatform()
    controller = Controller(platform)
    controller.boot()
    controller.import_text("{", "<img src=x onerror=alert(1)>" + "x" * 200 + ".json\u202e")
    assert "<img src=x" not in platform.html
    hostile = "<img src=x onerror=alert(1)>"
    assert "&lt;img src=x onerror=alert(1)&gt;" + "x" * (MAX_FILE_NAME_CHARS - 1 - len(hostile)) + "…”" in platform.html


def test_a_file_too_large_to_read_is_refused_unread() -> None:
    platform = FakePlatform()
    controller = Controller(platform)
    controller.boot()
    controller.saves.refuse_import("huge.json", SaveError("too_large", "too large"))
    controller.render()
    assert "“huge.json” could not be imported. It is far larger than any Cardtable save." in unescape(platform.html)


def test_one_hostile_save_in_storage_never_hides_the_others() -> None:
    platform = FakePlatform()
    platform.storage.set(SAVE_PREFIX + "deep", "[" * 200_000 + "]" * 200_000)
    platform.storage.set(SAVE_PREFIX + "good", a_save_text())
    controller = Controller(platform)
    controller.boot()
    saves, aside = SaveStore(platform.storage).summaries()
    assert [s.id for s in saves] == ["good"] and [a.id for a in aside] == ["deep"]
    assert 'data-action="resume"' in platform.html
