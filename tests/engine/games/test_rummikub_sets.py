"""Sets (§4), what jokers stand for (§4.4), values (§5).

(The package's docstring examples run under pytest's --doctest-modules.)"""

from __future__ import annotations

import pytest

from cardtable.engine.games.rummikub.rules import RummikubRules
from cardtable.engine.games.rummikub.sets import (
    GROUP,
    RUN,
    SET_PROBLEMS,
    default_kind,
    is_ambiguous,
    joker_representations,
    kinds,
    normalise_run,
    value,
    why_not,
)
from cardtable.engine.games.rummikub.tiles import NUMBERS


def t(text: str) -> tuple[int, ...]:
    return NUMBERS.tiles_from_str(text)


@pytest.mark.parametrize(
    "text, expected",
    [
        ("r3 r4 r5", (RUN,)),
        ("r3 r4 * r6", (RUN,)),
        ("* r2 r3", (RUN,)),
        ("r1 r2 r3 r4 r5 r6 r7 r8 r9 r10 r11 r12 r13", (RUN,)),
        ("r11 r12 r13 *", ()),  # 14
        ("* r1 r2", ()),  # 0
        ("r12 r13 r1", ()),  # no wrap-around (§4.2)
        ("r5 r4 r3", ()),  # runs are laid ascending (§20)
        ("r3 r4", ()),
        ("r3 b4 r5", ()),
        ("r5 b5 k5", (GROUP,)),
        ("r5 b5 k5 o5", (GROUP,)),
        ("r5 b5 k5 o5 *", ()),  # at most 4
        ("r5 r5 k5", ()),  # colours must differ
        ("r5 b5 *", (GROUP,)),
        ("r5 * *", (RUN, GROUP)),  # ambiguous
        ("r13 * *", (GROUP,)),  # as a run the jokers would be 14, 15
        ("* * r13", (RUN, GROUP)),
        ("* * *", ()),  # jokers only (§18 #19)
    ],
)
def test_validity_test_of_4_3(text: str, expected: tuple[str, ...]) -> None:
    assert kinds(t(text)) == expected


def test_what_a_joker_stands_for() -> None:
    assert joker_representations(t("r3 r4 * r6"), RUN) == [(RUN, t("r5")[0])]
    assert joker_representations(t("* r2 r3"), RUN) == [(RUN, t("r1")[0])]
    assert joker_representations(t("r5 b5 *"), GROUP) == [(GROUP, 5)]
    assert joker_representations(t("r5 * *"), RUN) == [(RUN, t("r6")[0]), (RUN, t("r7")[0])]


def test_values_and_the_default_kind_of_an_ambiguous_set() -> None:
    assert value(t("k11 * k13"), RUN) == 36  # §19 R2
    assert value(t("r5 * *"), RUN) == 18 and value(t("r5 * *"), GROUP) == 15
    assert default_kind(t("r5 * *")) == RUN  # higher value
    assert default_kind(t("* * r13")) == GROUP  # 39 > 36
    assert default_kind(t("r13 r12 r11")) is None
    assert is_ambiguous(t("r5 * *")) and not is_ambiguous(t("r5 r6 *"))
    # a tie would go to the run: a run and a group of 3 with one number tile never tie
    # unless the number is in the middle, e.g. [* r5 *] = 4 + 5 + 6 = 15 = 3 x 5
    assert value(t("* r5 *"), RUN) == value(t("* r5 *"), GROUP) == 15
    assert default_kind(t("* r5 *")) == RUN


BROKEN_SETS = [
    ("r3 r4", None, "set_too_short"),
    ("* *", None, "set_too_short"),
    ("* * *", None, "jokers_only"),
    ("r5 r5 k5", None, "group_colour_twice"),
    ("r5 b5 k5 o5 *", None, "group_too_big"),
    ("r5 b6 k5", None, "not_a_set"),
    ("r5 b6 k5", GROUP, "group_numbers_differ"),
    ("r3 b4 r5", RUN, "run_colours_differ"),
    ("r3 r5 r6", None, "run_not_in_a_row"),
    ("* r1 r2", None, "run_below_one"),
    ("r12 r13 *", None, "run_above_thirteen"),
    ("r1 r2 r3 r4 r5 r6 r7 r8 r9 r10 r11 r12 r13 *", None, "run_too_long"),
]


def test_the_listed_set_problems_are_the_codes_why_not_gives() -> None:
    """The rules' error codes and the table's texts both come from SET_PROBLEMS."""
    assert sorted(SET_PROBLEMS) == sorted({code for _, _, code in BROKEN_SETS})
    assert set(SET_PROBLEMS) <= set(RummikubRules.error_codes)


@pytest.mark.parametrize("text, kind, code", BROKEN_SETS)
def test_every_broken_set_gets_a_code_and_a_sentence(text: str, kind: str | None, code: str) -> None:
    found, sentence, params = why_not(t(text), kind, NUMBERS)
    assert found == code
    assert params["set"] == f"[{text}]" and params["set"] in sentence


def test_runs_dropped_in_any_order_can_be_normalised() -> None:
    assert normalise_run(t("r6 r4 *")) == t("r4 * r6")
    assert normalise_run(t("r12 r13 *")) == t("* r12 r13")
    assert normalise_run(t("r4 r5 *")) == t("r4 r5 *")
    assert normalise_run(t("r4 b5 *")) is None
    assert normalise_run(t("r4 r8 *")) is None


def test_the_group_split_table_matches_the_search() -> None:
    from cardtable.engine.games.rummikub.groups import FEASIBLE, search_feasible_jokers

    for (ones, twos, lean), found in FEASIBLE.items():
        assert search_feasible_jokers(ones, twos, lean) == found
    assert len(FEASIBLE) == 30
