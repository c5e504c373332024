"""Issue 29 §5: the dataclass JSON codec writes the formats saves already hold and reads
them back with the same strict errors."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

import pytest

from cardtable.engine.codec import Codec, enum_value, nested, number_in, per_seat, table_seat, yes_no
from cardtable.engine.untrusted import reading, text


class Colour(str, Enum):
    RED = "red"
    BLUE = "blue"


@dataclass(frozen=True)
class Part:
    giver: int
    cards: tuple[str, ...]


@dataclass(frozen=True)
class Record:
    num_players: int
    colour: Colour
    top_colour: str
    top_value: int
    values: tuple[int, ...]
    parts: tuple[Part, ...]
    last: Part | None
    marked: bool = False
    later: int = 0


def _card(value: object) -> str:
    return text(value, "a card", max_length=4)


PART = Codec(
    Part,
    what="a part",
    array=True,
    read={"giver": table_seat("a giver", none=-1), "cards": per_seat("the cards", _card)},
)
RECORD = Codec(
    Record,
    needs="a test record",
    keys={"values": "numbers"},
    groups={"top": ("the top card", ("top_colour", "top_value"))},
    sparse=("marked",),
    optional=("later",),
    read={
        "num_players": number_in(2, 4, "the player count"),
        "colour": enum_value(Colour, "the colour"),
        "top_colour": lambda value, _: text(value, "the top colour"),
        "top_value": number_in(0, 9, "the top value"),
        "values": per_seat("the numbers", lambda value: value),
        "parts": lambda value, got: tuple(PART.read(part, got) for part in value),
        "last": lambda value, got: None if value is None else PART.read(value, got),
        "marked": yes_no("the mark"),
        "later": number_in(0, 9, "the later field"),
    },
    write={"parts": lambda parts: [PART.write_row(part) for part in parts], "last": PART.write_row},
)

SAMPLE = Record(2, Colour.RED, "r", 7, (1, 2), (Part(-1, ("a", "b")),), None)
WRITTEN = {
    "num_players": 2,
    "colour": "red",
    "top": ["r", 7],
    "numbers": [1, 2],
    "parts": [[-1, ["a", "b"]]],
    "last": None,
    "later": 0,
}


def test_a_record_is_written_in_field_order_with_its_format_quirks() -> None:
    written = RECORD.write(SAMPLE)
    assert written == WRITTEN and list(written) == list(WRITTEN)
    assert RECORD.write(Record(2, Colour.BLUE, "", 0, (0, 0), (), Part(1, ("x", "y")), marked=True))["marked"] is True


def test_a_record_reads_back_as_it_was_written() -> None:
    assert RECORD.read(WRITTEN) == SAMPLE
    older = {key: value for key, value in WRITTEN.items() if key != "later"}  # saved before ``later``
    assert RECORD.read(older) == SAMPLE


@pytest.mark.parametrize(
    ("change", "error"),
    [
        ({"num_players": True}, "the player count is not a whole number from 2 to 4"),
        ({"colour": "green"}, "the colour is not one of its values"),
        ({"top": ["r"]}, "the top card does not have 2 entries"),
        ({"numbers": [1, 2, 3]}, "the numbers does not have 2 entries"),
        ({"parts": [[5, ["a", "b"]]]}, "a giver is not a seat"),
        ({"parts": [{"giver": 0}]}, "a part is not a list"),
        ({"marked": 1}, "the mark is not true or false"),
    ],
)
def test_a_damaged_record_is_refused_naming_the_field(change: dict[str, object], error: str) -> None:
    with pytest.raises(ValueError, match=f"^not a test state: {error}$"), reading("test"):
        RECORD.read({**WRITTEN, **change})


def test_missing_fields_are_listed_and_a_codec_must_name_every_field() -> None:
    with pytest.raises(ValueError, match=r"^a test record needs the field\(s\): colour, top$"):
        RECORD.read({key: value for key, value in WRITTEN.items() if key not in ("colour", "top")})
    with pytest.raises(TypeError, match="wrong fields"):
        Codec(Part, read={"giver": table_seat("a giver")})
    with pytest.raises(TypeError, match="without a default"):
        Codec(Part, read={"giver": table_seat("a giver"), "cards": nested(PART)}, optional=("giver",))
