"""Texts and keys (issue 15 §8, and the per-game words of §7): court letters and card names in
each language, French typography, one form of address in Czech, one key map for every game."""

from __future__ import annotations

import re
from collections import defaultdict

import catalogs  # tools/catalogs.py: reads the .po files with Babel, as the build does
import pytest

from cardtable.app import i18n
from cardtable.app.games import catalog_folder, playable_game_ids
from cardtable.app.i18n import LANGUAGES, translator
from cardtable.ui import dialogs, keymap
from cardtable.ui.cards import french_card, short_text
from cardtable.ui.games.gin_rummy.table import card_label
from cardtable.ui.games.santas_game import table as santa_ui
from cardtable.ui.kit import GameTable, table_for

GAMES = playable_game_ids()


def texts(lang: str) -> dict[str, str]:
    """key -> every form of its text, one per line, as the .po files say."""
    folders = [i18n.SHARED_CATALOGS, *(catalog_folder(game) for game in GAMES)]
    return {key: "\n".join(forms) for key, forms in catalogs.texts(folders, lang).items()}


@pytest.mark.parametrize(("lang", "letters"), [("en", "AJQK"), ("fr", "AVDR"), ("ru", "ТВДК")])
def test_court_letters_are_the_languages_own(lang: str, letters: str) -> None:
    t = translator(lang)
    for rank, letter in zip("AJQK", letters):
        assert f'<span class="rank">{letter}</span>' in french_card(f"{rank}s", t, label="x")
        assert short_text(f"{rank}h", t) == letter + "♥"
    assert short_text("Ts", t) == "10♠"


@pytest.mark.parametrize(("lang", "label"), [("en", "king of spades"), ("fr", "roi de pique"), ("ru", "король пик")])
def test_gin_names_the_courts_in_words(lang: str, label: str) -> None:
    assert card_label("Ks", translator(lang)) == label


def test_gins_french_and_russian_rules_write_the_courts_in_their_letters() -> None:
    assert "10 V D R" in translator("fr")("gin_rummy.help") and "J♣" not in translator("fr")("gin_rummy.help")
    assert "10 В Д К" in translator("ru")("gin_rummy.help") and "K♦" not in translator("ru")("gin_rummy.help")


def test_french_puts_a_no_break_space_before_every_colon() -> None:
    bad = {key: text for key, text in texts("fr").items() if re.search(r"(?<![\u00a0\u202f]):(?=\s|$)", text)}
    assert not bad, f"colons without a no-break space before them: {sorted(bad)[:5]}"


def test_french_uses_one_word_for_the_log_and_says_what_the_robots_pace_is() -> None:
    t = translator("fr")
    assert "journal" not in t("keys.log") and "historique" in t("keys.log").lower() and t("table.log") == "Historique"
    assert all(t(f"lobby.pace.{pace}").startswith("Rythme des robots") for pace in ("slow", "normal", "fast"))


def test_the_keys_list_names_keys_as_the_players_keyboard_does() -> None:
    rows = dict(dialogs.key_rows([], translator("fr")))
    assert rows.get("Entrée / Espace") and rows.get("Échap") and "Enter / Space" not in rows


# Czech: one form of address (vy), everywhere.
TY_FORMS = re.compile(
    r"\b(máš|můžeš|smíš|jsi|tvůj|tvé|tvá|tvoje|tebe|tobě|tě|zahraj|pošli|lízni|vyber|urči|"
    r"odpověz|vezmi|přilož|ťukni|přijmi|vrať|zbav se|udělej|stiskni)\b",
    re.IGNORECASE,
)


def test_czech_speaks_to_the_player_as_vy_throughout() -> None:
    informal = {key: TY_FORMS.findall(text) for key, text in texts("cs").items() if TY_FORMS.search(text)}
    assert not informal, f"ty-forms in Czech texts: {dict(list(informal.items())[:5])}"


def test_czech_counts_and_colours_are_in_the_right_case() -> None:
    t = translator("cs")
    assert "2 karty" in t("santas_game.pending.gift_you", count=2, name="Ann")
    assert "5 karet" in t("santas_game.pending.gift_you", count=5, name="Ann")
    view = {"pending": {"kind": "none"}, "seat": 0, "turn": 0, "top": {"kind": "santa", "colour": "g"}}
    assert "přeje zelenou" in (santa_ui.pending_text(view, ["A", "B"], t) or "")


def test_czech_gift_parts_never_put_a_name_after_od() -> None:
    # "od Hráč 1" is wrong Czech; names stand in the nominative, the pile has its own line.
    assert "od {name}" not in translator("cs")("santas_game.gift_part").replace("{name}", "{name}")
    assert translator("cs")("santas_game.gift_part", name="Hráč 1", taken=1, drawn=1).startswith("Hráč 1:")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_santas_corner_letters_follow_the_language_and_tell_the_kinds_apart(lang: str) -> None:
    t = translator(lang)
    kinds = [k for k in santa_ui.KINDS if k != "reindeer"]
    letters = [
        santa_ui.corner(k if k in ("santa", "sleigh", "snowman", "elf") else f"r{k[0].upper()}", t) for k in kinds
    ]
    assert len(set(letters)) == len(letters)
    for kind_, letter in zip(kinds, letters):
        assert t(f"santas_game.kind.{kind_}")[0].upper() == letter[0].upper(), (kind_, letter)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_santas_rules_say_an_elf_as_the_last_card_goes_out(lang: str) -> None:
    help_text = translator(lang)("santas_game.help")
    elf_section = help_text.split("\n## ")[
        next(
            i
            for i, part in enumerate(help_text.split("\n## "))
            if part.startswith(translator(lang)("santas_game.kind.elf"))
        )
    ]
    marker = {"en": "last card", "fr": "dernière carte", "ru": "последней картой", "cs": "poslední karta"}[lang]
    assert marker in elf_section


def test_santas_summary_between_deals_is_called_a_round() -> None:
    from cardtable.ui.games.santas_game.table import SantasGameTable

    title = re.search(
        r'<h2 id="dialog-title">(.*?)</h2>', dialogs.hand_over(SantasGameTable(), {}, [], translator("en"))
    )
    assert title and title.group(1) == "Round over"

    class PlainTable(GameTable):  # a table that names no rounds gets the kit's word
        def render_hand_summary(self, view: object, names: object, t: object) -> str:  # type: ignore[override]
            return ""

    other = re.search(r'<h2 id="dialog-title">(.*?)</h2>', dialogs.hand_over(PlainTable(), {}, [], translator("en")))  # type: ignore[arg-type]
    assert other and other.group(1) == "Hand over"


def single_keys(label: str) -> list[str]:
    """The keys a "?" label stands for: letters, and digits of ranges such as "1–4" or "1–9, 0"."""
    keys: list[str] = []
    for part in re.split(r"[,/ ]+", label):
        ranged = re.fullmatch(r"(\d)–(\d)", part)
        if ranged:
            keys += [str(d) for d in range(int(ranged.group(1)), int(ranged.group(2)) + 1)]
        elif len(part) == 1:
            keys.append(part)
    return keys


def test_one_letter_means_one_thing_in_every_game() -> None:
    meanings: dict[str, set[str]] = defaultdict(set)
    for game in GAMES:
        for label, text in table_for(game).shortcuts():
            for key in single_keys(label):
                if key.isalpha():
                    meanings[key].add(text)
    clashes = {key: texts for key, texts in meanings.items() if len(texts) > 1}
    assert not clashes, f"a key with several meanings across games: {clashes}"
    for key, text in keymap.SHARED_MEANINGS.items():
        assert meanings.get(key, {text}) == {text}
    assert "p" in meanings and meanings["p"] == {"keys.play"}  # 12 Days plays with p, and so does every game


@pytest.mark.parametrize("game", GAMES)
def test_the_keys_list_names_each_key_once(game: str) -> None:
    rows = dialogs.key_rows(table_for(game).shortcuts(), translator("en"))
    labels = [label for label, _ in rows]
    assert len(labels) == len(set(labels)), labels
    keys = [key for label in labels for key in single_keys(label)]
    assert len(keys) == len(set(keys)), keys
