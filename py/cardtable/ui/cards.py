"""French-suited playing cards as markup: one renderer for every game that deals them.

Card codes use the shared notation: a rank ``A 2 3 4 5 6 7 8 9 T J Q K`` then a suit
``s h d c`` (``Ts`` is the ten of spades, ``Kh`` the king of hearts); a code that starts
with ``X`` is a joker (``X``, or ``X1``/``X2`` where a game tells its jokers apart).

A face shows its rank large in the top corner with the suit's shape under it (and the
same index upside down in the bottom corner), then the pips of a number card on a CSS
grid, one large pip for an ace, or a court figure for J, Q and K. Small cards (in rows
of melds and summaries) show the index and one large suit shape. The suit shape is
always drawn, so colour never carries the suit alone; in the four-colour deck spades
are black, hearts red, diamonds blue and clubs green.

Art (original SVG, ``img/cards/``): the suit shapes are CSS masks painted in the
card's ``color``; court figures are inline ``<svg><use>`` of ``court-<rank>.svg#f``,
so their robes take the card's colour too; the joker is an ``<img>``; the back is a
background image (``css/cards.css``).

The screen-reader name comes in as ``label`` (the game's own words for the card, e.g.
"10 of spades"); ``t`` gives the corner letters of the player's language (``card.letter.*``:
R D V in French, К Д В in Russian).

>>> html = french_card("Th", lambda key, **f: key, label="10 of hearts")
>>> 'role="img" aria-label="10 of hearts"' in html and "suit-hearts" in html and html.count('class="pip ') == 10
True
>>> button = french_card("Th", lambda key, **f: key, label="10 of hearts", attrs={"data-action": "input"})
>>> "aria-label" in button, '<span class="sr-only">10 of hearts</span>' in button
(False, True)
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..app.i18n import Translator
from .markup import Markup, classes, h

SUITS: dict[str, str] = {"s": "spades", "h": "hearts", "d": "diamonds", "c": "clubs"}
"""Suit letter -> the suit's name, used in class names (``suit-spades``) and text keys."""
SUIT_SYMBOLS: dict[str, str] = {"s": "♠", "h": "♥", "d": "♦", "c": "♣"}
"""Suit letter -> its symbol, for cards written as text ("10♣ 10♦ 10♥")."""
RANKS = "A23456789TJQK"
RANK_TEXT: dict[str, str] = {**{r: r for r in RANKS}, "T": "10"}
"""Rank letter -> what the corner shows."""
COURTS = frozenset("JQK")
LETTER_RANKS = frozenset("AJQK")
"""Ranks shown by a letter, which each language writes its own way."""
JOKER = "X"
JOKER_TEXT = "★"
"""The joker's corner mark (no rank, no suit)."""

IMG = "img/cards/"

# Pip positions: (column 1-3, row start 1-13) on a 3 x 14 grid where each pip spans two
# rows, so a row start r puts the pip's centre at r/14 of the height: 1 and 13 are the
# top and bottom pips, 7 the middle; pips below the middle are drawn upside down.
PIPS: dict[int, tuple[tuple[int, int], ...]] = {
    2: ((2, 1), (2, 13)),
    3: ((2, 1), (2, 7), (2, 13)),
    4: ((1, 1), (3, 1), (1, 13), (3, 13)),
    5: ((1, 1), (3, 1), (2, 7), (1, 13), (3, 13)),
    6: ((1, 1), (3, 1), (1, 7), (3, 7), (1, 13), (3, 13)),
    7: ((1, 1), (3, 1), (2, 4), (1, 7), (3, 7), (1, 13), (3, 13)),
    8: ((1, 1), (3, 1), (2, 4), (1, 7), (3, 7), (2, 10), (1, 13), (3, 13)),
    9: ((1, 1), (3, 1), (1, 5), (3, 5), (2, 7), (1, 9), (3, 9), (1, 13), (3, 13)),
    10: ((1, 1), (3, 1), (2, 3), (1, 5), (3, 5), (1, 9), (3, 9), (2, 11), (1, 13), (3, 13)),
}


def is_joker(code: str) -> bool:
    return code.startswith(JOKER)


def parse(code: str) -> tuple[str, str]:
    """``(rank, suit)`` letters of a card code; a joker is ``("X", "")``.

    >>> parse("Ts"), parse("X2")
    (('T', 's'), ('X', ''))
    """
    if is_joker(code):
        return JOKER, ""
    if len(code) != 2 or code[0] not in RANKS or code[1] not in SUITS:
        raise ValueError(f"not a French-suited card: {code!r}")
    return code[0], code[1]


def suit_name(code: str) -> str | None:
    """``"spades"`` … ``"clubs"``, or None for a joker."""
    _, suit = parse(code)
    return SUITS.get(suit)


def rank_text(code: str, t: Translator | None = None) -> str:
    """What the corner shows: ``A``, ``2`` … ``10``, the court letters of the player's
    language (``J Q K`` in English, ``V D R`` in French, ``В Д К`` in Russian), or ``★``
    for a joker. Without ``t``: the English letters (the notation's own)."""
    rank, _ = parse(code)
    if rank == JOKER:
        return JOKER_TEXT
    if t is not None and rank in LETTER_RANKS:
        return court_letters(t)[rank]
    return RANK_TEXT[rank]


def court_letters(t: Translator) -> dict[str, str]:
    """The ace's and the courts' corner letters in the player's language."""
    return {"A": t("card.letter.A"), "J": t("card.letter.J"), "Q": t("card.letter.Q"), "K": t("card.letter.K")}


def rank_word(code: str, t: Translator) -> str:
    """The rank in words where it has a name ("king", "roi", "король"), else its number."""
    rank, _ = parse(code)
    words = {"A": t("card.word.A"), "J": t("card.word.J"), "Q": t("card.word.Q"), "K": t("card.word.K")}
    return words.get(rank, RANK_TEXT.get(rank, JOKER_TEXT))


GENDERS = "mfn"
CARD_NAME_KEYS = frozenset(
    [f"card.rank.{rank}" for rank in RANKS]
    + [f"card.gender.{rank}" for rank in RANKS]
    + [f"card.suit.{suit}.{gender}" for suit in SUITS.values() for gender in GENDERS]
)
"""The texts ``card_name`` builds its keys from."""


def card_name(code: str, t: Translator) -> str:
    """A French card's name in words: "king of diamonds", "roi de carreau", "король бубен",
    "kárový král" (the suit's word agrees with the rank's gender where a language wants it:
    ``card.gender.<rank>`` picks ``card.suit.<suit>.<m|f|n>``). Not for a joker.

    >>> from cardtable.app.i18n import translator
    >>> card_name("Kd", translator("en")), card_name("Qd", translator("cs")), card_name("Ad", translator("cs"))
    ('king of diamonds', 'kárová dáma', 'kárové eso')
    """
    rank, suit = parse(code)
    gender = t(f"card.gender.{rank}")
    return t("card.name", rank=t(f"card.rank.{rank}"), suit=t(f"card.suit.{SUITS[suit]}.{gender}"))


def short_text(code: str, t: Translator | None = None) -> str:
    """A card as short plain text: ``"10♣"``, ``"★"`` for a joker; the court letters in the
    player's language when ``t`` is given.

    >>> short_text("Tc"), short_text("Ks")
    ('10♣', 'K♠')
    """
    _, suit = parse(code)
    return rank_text(code, t) + SUIT_SYMBOLS.get(suit, "")


def card_classes(code: str, *, small: bool = False, four_colour: bool = False) -> str:
    """The classes a French card carries: ``card std suit-<name>`` (or ``joker``), its kind, size and deck."""
    rank, suit = parse(code)
    if rank == JOKER:
        kind = "joker"
    elif rank in COURTS:
        kind = "court"
    elif rank == "A":
        kind = "ace"
    else:
        kind = f"pips-{RANK_TEXT[rank]}"
    return classes(
        "card", "std", suit and f"suit-{SUITS[suit]}", kind, small and "small", four_colour and "four-colour"
    )


def _merge_classes(*lists: str | None) -> str:
    seen: list[str] = []
    for names in lists:
        for name in (names or "").split():
            if name not in seen:
                seen.append(name)
    return " ".join(seen)


def _index(rank: str, suit: str, text: str, *, bottom: bool = False) -> Markup:
    """A corner index: the rank, the suit shape under it."""
    return h(
        "span",
        {"class": classes("corner", bottom and "corner-b"), "aria-hidden": "true"},
        h("span", {"class": "rank" if not bottom else "rank-b"}, text),
        suit and h("span", {"class": "suit"}, ""),
    )


def _face(rank: str, suit: str) -> Markup:
    if rank == JOKER:
        return h(
            "span",
            {"class": "face", "aria-hidden": "true"},
            h("img", {"class": "art", "src": IMG + "joker.svg", "alt": ""}),
        )
    if rank in COURTS:
        art = h(
            "svg",
            {"class": "art", "viewBox": "0 0 60 84", "aria-hidden": "true", "focusable": "false"},
            h("use", {"href": f"{IMG}court-{rank}.svg#f"}),
        )
        return h("span", {"class": "face", "aria-hidden": "true"}, art)
    if rank == "A":
        return h("span", {"class": "face", "aria-hidden": "true"}, h("span", {"class": "pip ace-pip"}, ""))
    pips = [
        h("span", {"class": classes("pip", f"c{col}", f"r{row}", row > 7 and "flip")}, "")
        for col, row in PIPS[int(RANK_TEXT[rank])]
    ]
    return h("span", {"class": "face", "aria-hidden": "true"}, pips)


def french_card(
    code: str,
    t: Translator,
    *,
    label: str,
    attrs: Mapping[str, Any] | None = None,
    small: bool = False,
    four_colour: bool = False,
    badge: Markup | None = None,
) -> Markup:
    """One card face: a ``<button>`` when ``attrs`` are given (they are added, their
    ``class`` merged with the card's own), else a ``<span>``.

    ``label`` is the card in words for screen readers (its ``aria-label``); ``badge`` is
    markup a game lays over the face (a "new" tag on the card just drawn).
    """
    rank, suit = parse(code)
    text = rank_text(code, t)
    tag = "button" if attrs is not None else "span"
    extra = dict(attrs or {})
    names = _merge_classes(card_classes(code, small=small, four_colour=four_colour), extra.pop("class", None))
    name = str(extra.pop("aria-label", label))  # a game may name the card its own way (the card just drawn)
    if small:
        body = [
            _index(rank, suit, text),
            h(
                "span",
                {"class": "face", "aria-hidden": "true"},
                h("span", {"class": "pip big-pip"}, "")
                if suit
                else h("img", {"class": "art", "src": IMG + "joker.svg", "alt": ""}),
            ),
        ]
    else:
        body = [_index(rank, suit, text), _face(rank, suit), _index(rank, suit, text, bottom=True)]
    return h(tag, {"class": names, **card_name_attrs(tag, name), **extra}, body, named_content(tag, name), badge)


def card_name_attrs(tag: str, label: str) -> dict[str, Any]:
    """How a card drawn as pictures gets its name, for every game's cards: a card on show
    (a ``<span>``) is an image named by ``aria-label``; a card to tap (a ``<button>``) is
    named by its content, a hidden text that starts with what the corner shows ("10 of
    hearts"), so the name a speech user reads off the card is the button's name."""
    if tag == "button":
        return {"type": "button"}
    return {"role": "img", "aria-label": label}


def named_content(tag: str, label: str) -> Markup | None:
    """The hidden text that names a card button (see ``card_name_attrs``)."""
    return h("span", {"class": "sr-only"}, label) if tag == "button" else None


def card_back(small: bool = False, *, attrs: Mapping[str, Any] | None = None) -> Markup:
    """The back of a French card (the pattern is ``img/cards/back.svg``, drawn by CSS)."""
    extra = dict(attrs or {})
    names = _merge_classes(classes("card", "back", small and "small"), extra.pop("class", None))
    return h("span", {"class": names, "aria-hidden": "true", **extra}, "")
