"""The 12 Days of Christmas table: pure functions from a view to markup.

Cards are tapped to build a combination; only cards that can still be part of a
legal play are enabled, and Play is enabled only when the selection is one. Every
control comes from the view's structured ``moves``; the table submits a move's
``action`` and never reads an action text.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Mapping
from types import MappingProxyType
from typing import Any, cast

from ....app.i18n import Translator, and_list
from ....engine.core import JsonDict
from ....engine.games.twelve_days import combos
from ....engine.games.twelve_days.actions import ActionKind, Play
from ....engine.games.twelve_days.views import (
    TwelveDaysHandResult,
    TwelveDaysMove,
    TwelveDaysTrickResult,
    TwelveDaysTurn,
    TwelveDaysView,
    twelve_days_view,
)
from ... import keymap
from ...cards import card_name_attrs, named_content
from ...kit import Say, Submit, TableContext, TypedTable
from ...markup import Markup, classes, h, join, selector
from ...parts import card_row, hand_cards, last_hand, my_hand, standings, summary_table, why_line
from ...seats import SeatLine, seat_strip, winner_line
from ...table import decision_bar, unavailable
from .story import about, describe_event, hand_line

Selection = tuple[int, ...]
"""The table's UI state: indices into the view's hand, in the order tapped."""

# Cosmetic names from the carol (spec §3).
GIFTS = {
    1: "partridge",
    2: "doves",
    3: "hens",
    4: "birds",
    5: "rings",
    6: "geese",
    7: "swans",
    8: "maids",
    9: "ladies",
    10: "lords",
    11: "pipers",
    12: "drummers",
}


# Small original icons; emoji fonts are missing on many tablets and Linux machines.
_ICON_CARDS = Markup(
    '<svg class="icon" viewBox="0 0 16 16" aria-hidden="true"><rect x="2" y="3" width="8" height="11" rx="1.5" '
    'fill="#fff" stroke="currentColor"/><rect x="6" y="1.5" width="8" height="11" rx="1.5" fill="#fff" stroke="currentColor"/></svg>'  # noqa: E501
)
_ICON_GIFT = Markup(
    '<svg class="icon" viewBox="0 0 16 16" aria-hidden="true"><rect x="2" y="6" width="12" height="8" rx="1" fill="#c0392b" '  # noqa: E501
    'stroke="currentColor"/><rect x="1.5" y="4" width="13" height="3" rx="1" fill="#e74c3c" stroke="currentColor"/>'
    '<path d="M8 4v10" stroke="#f1c40f" stroke-width="2"/><path d="M8 4C6 1 3 2 5 4M8 4c2-3 5-2 3 0" fill="none" stroke="currentColor"/></svg>'  # noqa: E501
)


def legal_plays(view: TwelveDaysView) -> list[tuple[int, ...]]:
    """The cards of every legal play, as values, in the order of the view's moves."""
    return [_values(move) for move in view["moves"] if move["kind"] == ActionKind.PLAY]


def _values(move: TwelveDaysMove) -> tuple[int, ...]:
    return tuple(int(card) for card in move["cards"])


def pass_move(view: TwelveDaysView) -> TwelveDaysMove | None:
    """The pass among the legal moves, if passing is allowed now."""
    return next((move for move in view["moves"] if move["kind"] == ActionKind.PASS), None)


def selected_values(view: TwelveDaysView, selection: list[int]) -> tuple[int, ...]:
    hand = view.get("hand", [])
    return tuple(sorted(int(hand[i]) for i in selection if 0 <= i < len(hand)))


def move_for_selection(view: TwelveDaysView, selection: list[int]) -> TwelveDaysMove | None:
    """The legal play of the selected cards, if they form one now."""
    values = selected_values(view, selection)
    if not values:
        return None
    return next(
        (move for move in view["moves"] if move["kind"] == ActionKind.PLAY and _values(move) == values),
        None,
    )


def action_for_selection(view: TwelveDaysView, selection: list[int]) -> str | None:
    """The action text of the selected cards, if they form a legal play now."""
    move = move_for_selection(view, selection)
    return move["action"] if move is not None else None


def selection_for_action(view: TwelveDaysView, action: str) -> list[int]:
    """Hand indices that make up the legal move ``action`` (to show a hint as a selection)."""
    move = next((move for move in view["moves"] if move["action"] == action), None)
    wanted = Counter(_values(move) if move is not None else ())
    chosen = []
    for i, v in enumerate(int(v) for v in view.get("hand", [])):
        if wanted[v] > 0:
            wanted[v] -= 1
            chosen.append(i)
    return chosen


def selectable(view: TwelveDaysView, selection: list[int]) -> set[int]:
    """Indices of unselected cards that still extend the selection towards a legal play."""
    hand = [int(v) for v in view.get("hand", [])]
    chosen = Counter(selected_values(view, selection))
    plays = [Counter(p) for p in legal_plays(view)]
    result = set()
    for i, v in enumerate(hand):
        if i in selection:
            continue
        wanted = chosen + Counter([v])
        if any(all(p[k] >= n for k, n in wanted.items()) for p in plays):
            result.add(i)
    return result


def probe_for_tap(view: TwelveDaysView, selection: list[int], index: int) -> str:
    """The play a tap on a card that fits no legal play asks for (the cards chosen so far and
    this one): handed to the engine, whose refusal says why ("your lowest card may be 6 at most")."""
    return str(Play(tuple(sorted((*selected_values(view, selection), int(view["hand"][index]))))))


SOFT_HYPHEN = "\u00ad"


def card(value: int, t: Translator, attrs: dict[str, Any] | None = None, small: bool = False) -> Markup:
    # A long gift name carries soft hyphens (U+00AD, in the catalogs): a phone's card breaks it
    # there, with a hyphen, rather than anywhere; its spoken name has none.
    gift = t(f"twelve_days.gift.{value}")
    label = t("twelve_days.card", value=value, gift=gift.replace(SOFT_HYPHEN, ""))
    tag = "button" if attrs is not None else "span"
    base = {"class": classes("card", f"v{value}", small and "small"), **card_name_attrs(tag, label)}
    return h(
        tag,
        {**base, **(attrs or {})},
        h("span", {"class": "rank", "aria-hidden": "true"}, str(value)),
        h("img", {"class": "gift-art", "src": _picture(value), "alt": ""}),
        h("span", {"class": "gift", "aria-hidden": "true"}, gift),
        named_content(tag, label),
    )


def _picture(value: int) -> str:
    return f"img/twelve_days/gift-{value}.svg"


def _every_picture() -> Markup:
    """Every gift's picture, hidden, from the table's first screen on, so a card is drawn whole the
    first time its value is played: a bot's first 6s showed blank, white but for the number, while
    their picture was fetched (issue 30, 12 Days round 8, 5). Later renders find them in the cache."""
    pictures = (h("img", {"src": _picture(value), "alt": ""}) for value in range(1, 13))
    return h("div", {"class": "gift-pictures", "hidden": True, "aria-hidden": "true"}, *pictures)


def cards_row(values: list[int], t: Translator) -> Markup:
    return card_row(card(v, t, small=True) for v in values)


def open_cards(cards: list[str], t: Translator) -> Markup:
    """Cards in the notation (decimal strings) as a row: a hand shown open in a replay."""
    return cards_row([int(card) for card in cards], t)


def render_table(view: TwelveDaysView, selection: Selection, ctx: TableContext, t: Translator) -> Markup:
    seat = view["seat"]  # a seat's view has its hand; a spectator's has none
    return join(
        [
            _seats(view, ctx, t),
            _trick(view, ctx, t),
            _hand(view, seat, list(selection), ctx, t) if seat is not None else None,
            _every_picture(),
        ]
    )


def _stat(icon: Markup, label: str, count: int) -> Markup:
    """A seat's figure: its icon, then the count, named for screen readers."""
    return h("span", {"class": "stat"}, icon, h("span", {"class": "sr-only"}, label), " ", str(count))


def _seats(view: TwelveDaysView, ctx: TableContext, t: Translator) -> Markup:
    in_trick = {turn["seat"] for turn in view["trick"]}
    lines = []
    for seat in range(view["num_players"]):
        winning = view.get("winning") == seat
        lines.append(
            SeatLine(
                stats=(
                    _stat(_ICON_CARDS, t("twelve_days.cards_in_hand"), view["hand_sizes"][seat]),
                    _stat(_ICON_GIFT, t("twelve_days.gifts"), view["scores"][seat]),
                ),
                # A seat's move belongs to the trick it was made in: once a new trick
                # starts, the last one is seen in the centre only (issue 30, 12 Days 1).
                did=_seat_move(ctx, seat, t) if seat in in_trick else None,
                state="is-winning" if winning else "",
                after=winning and h("span", {"class": "win-mark"}, t("twelve_days.winning")),
            )
        )
    return seat_strip(view, lines, ctx, t, t("twelve_days.players"))


def _seat_move(ctx: TableContext, seat: int, t: Translator) -> Markup | None:
    """The seat's last play or pass, from its events."""
    move = ctx.move_of(seat)
    if move is None:
        return None
    for event in move.of_kind("play", "pass"):
        if event["kind"] == "play":
            return seat_play([int(v) for v in event["params"]["cards"]], t)
        return h("span", {"class": "passed"}, t("twelve_days.passed"))
    return None


def seat_play(values: list[int], t: Translator) -> Markup:
    """A seat's play in its tile: its cards, and for three cards or more a short form a phone's
    narrow tile shows instead (one card and "×5" for a set, the ends of a straight), where the
    whole play wrapped into rows of tiny cards (issue 30, 12 Days playtest 8, 3). The cards stay
    for screen readers; the short form is not read twice."""
    if len(values) < 3:
        return cards_row(values, t)
    if len(set(values)) == 1:
        short = [card(values[0], t, small=True), h("span", {"class": "times"}, f"×{len(values)}")]
    else:
        short = [card(values[0], t, small=True), h("span", {"class": "to"}, "–"), card(values[-1], t, small=True)]
    return join(
        [
            card_row((card(v, t, small=True) for v in values), "whole-play"),
            h("span", {"class": "short-play", "aria-hidden": "true"}, short),
        ]
    )


def _trick(view: TwelveDaysView, ctx: TableContext, t: Translator) -> Markup:
    if view["trick"]:
        kind = t(f"twelve_days.kind.{view['trick_kind']}")
        lead_name = ctx.names[view["trick"][0]["seat"]]
        rule: str | None = reply_prompt(view, t)
        heading: str | Markup = t("twelve_days.trick_led", name=lead_name, kind=kind)
        body = join([_trick_before(view, ctx, t), _turns(list(view["trick"]), view.get("winning"), ctx, t)])
    else:
        # The trick just finished stays on the table, its winner marked and said over it ("Bob
        # wins the trick": a moment of its own, the timeline's TRICK_WON beat), until the next
        # lead: the last play of a trick is seen where it happened, not only in the log (issue
        # 30, 12 Days round 7, 2). A new hand shows nothing of the last hand's trick: nothing
        # is discarded yet.
        last = view.get("last_trick") if any(view["discard"]) else None
        # The viewer to lead is told what a lead may be (issue 30, 12 Days 2).
        rule = t("twelve_days.you_lead") if view.get("moves") else None
        heading = (
            h(
                "span",
                {"class": "trick-won"},
                t(
                    about("twelve_days.wins_trick", last["winner"], view["seat"]),
                    name=ctx.names[last["winner"]],
                    low=last["low"],
                ),
            )
            if last
            else t("twelve_days.new_hand")
        )
        body = None
        if last:
            body = join(
                [
                    _turns(last["turns"], last["winner"], ctx, t, finished=True),
                    last["returned"] and h("p", {"class": "note"}, _returned_note(last, view["seat"], ctx.names, t)),
                ]
            )
    return h(
        "section",
        {"class": "trick", "aria-label": t("twelve_days.trick")},
        h(
            "p",
            {"class": "hand-info"},
            t("twelve_days.hand_of", number=view["hand_number"], total=view["hands_in_game"]),
            " · ",
            t("twelve_days.supply", count=view["supply"]),
        ),
        h("h2", {}, heading),
        rule and h("p", {"class": "rule"}, rule),
        body,
    )


def _trick_before(view: TwelveDaysView, ctx: TableContext, t: Translator) -> Markup | None:
    """Who won the trick before this one, until the viewer plays in this one (issue 30, 12 Days
    round 5, 2): the viewer who played last in it saw its result for a moment; the moves since
    their turn are the next lead only, and who won was nowhere. A hand's first trick has none
    before it: nothing is discarded yet, and the trick the view keeps is the last hand's (round 6, 2)."""
    last, viewer = view.get("last_trick"), view["seat"]
    if last is None or viewer is None or not any(view["discard"]):
        return None
    if any(turn["seat"] == viewer for turn in view["trick"]):
        return None
    name = ctx.names[last["winner"]]
    return h(
        "p",
        {"class": "note trick-before"},
        t(about("twelve_days.last_trick", last["winner"], viewer), name=name, low=last["low"]),
    )


def _returned_note(last: TwelveDaysTrickResult, viewer: int | None, names: list[str], t: Translator) -> str:
    """Who went out but lost the trick and took back the cards they played: "card" for one."""
    returned = last["returned"]
    count = sum(len(turn["cards"]) for turn in last["turns"] if turn["seat"] in returned)
    if returned == [viewer]:
        return t("twelve_days.returned_you", count=count)
    return t("twelve_days.returned", names=and_list([names[s] for s in returned], t), count=count)


def reply_prompt(view: TwelveDaysView, t: Translator) -> str:
    """What a reply may be, as far as it can be made: the viewer to reply who holds none is
    told to pass, and a reply that needs the only 1, already played, is said to be impossible
    (not "Reply with a 1": issue 30, 12 Days playtest 4)."""
    kind, low = view["trick_kind"], view["reply_max_low"]
    if view.get("moves"):
        if not legal_plays(view):
            return t("twelve_days.reply_rule.none")
    elif low == 1 and 1 in [*view.get("discard", []), *(v for turn in view["trick"] for v in turn["cards"])]:
        return t("twelve_days.reply_rule.nobody")
    return reply_rule(kind, low, t)


def must_pass(view: TwelveDaysView) -> Say | None:
    """Why nothing can be played now, when the viewer to reply holds no reply: what a reply
    would have to be, and to press Pass (issue 30, 12 Days round 4, 5: Play said "Choose
    cards" and a tap on it said to choose cards, with no card to choose). A tapped card
    still says what that card lacks (``_in_no_reply``)."""
    if not view.get("moves") or not view["trick"] or legal_plays(view):
        return None
    kind, low = view["trick_kind"], view["reply_max_low"]
    return Say(f"twelve_days.must_pass.{kind}" + ("_lowest" if low == 1 else ""), {"low": low})


def reply_rule(kind: str, low: int, t: Translator) -> str:
    """What a reply must be: its kind, and how low it must go (nothing is lower than 1)."""
    if kind == "single":
        return t("twelve_days.reply_rule.single_lowest") if low == 1 else t("twelve_days.reply_rule.single", low=low)
    if kind == "set":
        return t("twelve_days.reply_rule.set_lowest") if low == 1 else t("twelve_days.reply_rule.set", low=low)
    if low == 1:
        return t("twelve_days.reply_rule.straight_lowest")
    return t("twelve_days.reply_rule.straight", low=low)


def _turns(
    turns: list[TwelveDaysTurn], winner: int | None, ctx: TableContext, t: Translator, *, finished: bool = False
) -> Markup:
    """The plays of a trick in order; the winning play and the one just made are marked."""
    latest = len(turns) - 1
    return h(
        "ol",
        {"class": classes("trick-turns", finished and "is-finished")},
        [
            h(
                "li",
                {
                    "class": classes(
                        "trick-turn",
                        winner == turn["seat"] and "is-winning",
                        i == latest and turn["seat"] == ctx.moved_seat and "just-moved",
                    )
                },
                h("span", {"class": "who"}, ctx.names[turn["seat"]]),
                cards_row(turn["cards"], t)
                if turn["cards"]
                else h("span", {"class": "passed"}, t("twelve_days.passed")),
            )
            for i, turn in enumerate(turns)
        ],
    )


def _hand(view: TwelveDaysView, seat: int, selection: list[int], ctx: TableContext, t: Translator) -> Markup:
    hand = [int(v) for v in view["hand"]]
    my_turn = bool(view["moves"])
    enabled = selectable(view, selection) if my_turn else set()
    play_text = action_for_selection(view, selection) if my_turn else None
    buttons = [
        card(
            v,
            t,
            {
                "data-action": "input",
                "data-input": "toggle-card",
                "data-index": str(i),
                "aria-pressed": "true" if i in selection else "false",
                # Not `disabled`: a tap on a card that fits no play says why (on my turn).
                "disabled": not my_turn,
                "aria-disabled": "true" if my_turn and not (i in selection or i in enabled) else None,
                "class": classes(
                    "card",
                    f"v{v}",
                    i in selection and "is-selected",
                    i in enabled and "is-legal",
                    my_turn and not (i in selection or i in enabled) and "is-unavailable",
                ),
            },
        )
        for i, v in enumerate(hand)
    ]
    actions = []
    stuck = must_pass(view)
    if my_turn:
        actions.append(
            h(
                "button",
                # Pressable while no play is chosen: pressing it says what is missing. With
                # nothing playable it is Play, unavailable, and says why: not "Choose cards".
                {
                    "type": "button",
                    "class": "primary",
                    "data-action": "input",
                    "data-input": "play",
                    "id": "play",
                    "aria-disabled": "true" if play_text is None else None,
                    **(unavailable(t(stuck.key, **stuck.fields)) if stuck else {}),
                },
                # What Play will play, read before it is pressed (12 Days replay, stop 38).
                t("twelve_days.play_these", cards=" ".join(str(hand[i]) for i in sorted(selection)))
                if play_text
                else t("twelve_days.play_selected")
                if stuck
                else t("twelve_days.select_cards"),
            )
        )
        passing = pass_move(view)
        if passing is not None:
            actions.append(
                h(
                    "button",
                    {"type": "button", "data-action": "act", "data-move": passing["action"], "id": "pass"},
                    t("twelve_days.pass"),
                )
            )
        if selection:
            actions.append(
                h("button", {"type": "button", "data-action": "input", "data-input": "clear"}, t("twelve_days.clear"))
            )
    return my_hand(
        your_hand(ctx.names[seat], t), why_line(ctx), hand_cards(buttons), decision_bar(actions), heading=True
    )


def elides(name: str) -> bool:
    """Whether French elides "de" before ``name`` ("Main d'Alice"): a vowel, y or h first
    (accented letters too)."""
    first = unicodedata.normalize("NFD", name[:1].lower())[:1]
    return first != "" and first in "aeiouyhœæ"


def your_hand(name: str, t: Translator) -> str:
    """The heading of the player's hand: its elided form when the name calls for one (the
    languages that do not elide say both alike)."""
    return t("twelve_days.your_hand_elided" if elides(name) else "twelve_days.your_hand", name=name)


def describe_move(move: TwelveDaysMove, t: Translator) -> str:
    """A move in words, for the hint line."""
    if move["kind"] == ActionKind.PASS:
        return t("twelve_days.hint.pass")
    return t("twelve_days.hint.play", cards=" ".join(move["cards"]))


def hand_summary_line(result: TwelveDaysHandResult, names: list[str], t: Translator, viewer: int | None = None) -> str:
    return hand_line(result["number"], result["winner"], result["givers"], names, viewer, t)


def whole_names(names: list[str]) -> list[str]:
    """Names whose last word stays with their number ("Player 1" with a no-break space): in a
    summary's sentences "Player" ended a line and "1" began the next (issue 30, 12 Days 8.4)."""
    return [re.sub(r" (?=\d+$)", "\u00a0", name) for name in names]


def render_hand_summary(view: TwelveDaysView, names: list[str], t: Translator) -> Markup:
    """The dialog body after a hand: who won, cards left, gifts moved, standings."""
    names = whole_names(names)
    result = view["last_hand"]
    assert result is not None, "a hand summary follows a finished hand"
    rows = [
        h(
            "tr",
            {"class": classes(seat == result["winner"] and "is-winner")},
            h("th", {"scope": "row"}, names[seat]),
            h("td", {}, str(result["cards_left"][seat])),
            h(
                "td",
                {},
                "−1"
                if seat in result["givers"]
                else ("+" + str(1 + len(result["givers"])) if seat == result["winner"] else ""),
            ),
            h("td", {}, str(result["gifts"][seat])),
        )
        for seat in range(len(names))
    ]
    return join(
        [
            h("p", {}, hand_summary_line(result, names, t, view.get("seat"))),
            _deciding_play(view, result, names, t),
            # Where the winner's first gift came from: "+2" beside one giver read as a gift
            # from nowhere (issue 31, 12 Days lesson round 2, 7).
            h(
                "p",
                {"class": "gift-supply"},
                t(about("twelve_days.why.supply", result["winner"], view.get("seat")), name=names[result["winner"]]),
            ),
            _why_gifts(result, names, t, view.get("seat")),
            summary_table(
                "twelve-days-hand",
                [
                    t("twelve_days.player"),
                    t("twelve_days.cards_left"),
                    # "Gifts ±" on one line: the sign alone on a second line read as noise.
                    h("span", {"class": "nowrap"}, t("twelve_days.gift_change")),
                    t("twelve_days.gifts"),
                ],
                rows,
            ),
        ]
    )


def _deciding_play(
    view: TwelveDaysView, result: TwelveDaysHandResult, names: list[str], t: Translator
) -> Markup | None:
    """The trick that ended the hand, as it lay on the table."""
    trick = view.get("last_trick")
    if not trick or trick["winner"] != result["winner"]:
        return None
    winning = [turn for turn in trick["turns"] if turn["seat"] == trick["winner"]][-1]
    return h(
        "p",
        {"class": "deciding-play"},
        t(about("twelve_days.deciding_play", trick["winner"], view.get("seat")), name=names[trick["winner"]]),
        " ",
        cards_row(winning["cards"], t),
    )


def _why_gifts(
    result: TwelveDaysHandResult, names: list[str], t: Translator, viewer: int | None = None
) -> Markup | None:
    """Why gifts moved: the players holding the most cards give one, if they have one. The
    viewer is "you": as the one giver, the winner, or the one without a gift."""
    others = [seat for seat in range(len(names)) if seat != result["winner"]]
    if not others:
        return None
    most = max(result["cards_left"][seat] for seat in others)
    holders = [seat for seat in others if result["cards_left"][seat] == most]
    givers = [seat for seat in holders if seat in result["givers"]]
    empty = [seat for seat in holders if seat not in result["givers"]]
    lines = []
    if givers:
        if givers == [viewer]:
            key = "twelve_days.why.gave_by_you"
        else:
            key = "twelve_days.why.gave_to_you" if result["winner"] == viewer else "twelve_days.why.gave"
            key += _many(givers)
        lines.append(t(key, names=and_list([names[s] for s in givers], t), count=most, winner=names[result["winner"]]))
    if empty:
        # "also" only after givers with the same count; otherwise the plain form.
        key = "twelve_days.why.no_gift" if givers else "twelve_days.why.no_gift_alone"
        key += "_you" if empty == [viewer] else _many(empty)
        lines.append(t(key, names=and_list([names[s] for s in empty], t), count=most))
    # Not "why": that class is the refusal line's (an error); this is a neutral note.
    return h("p", {"class": "gift-reason"}, " ".join(lines)) if lines else None


def _many(seats: list[int]) -> str:
    """The suffix of a sentence about several players: its verb agrees with them (issue 30,
    12 Days round 8, 1: Russian "Бот 4: больше всего карт…" had no verb, so no agreement)."""
    return "_many" if len(seats) > 1 else ""


def render_game_summary(outcome: dict[str, Any], view: TwelveDaysView, names: list[str], t: Translator) -> Markup:
    names = whole_names(names)
    order = sorted(range(len(names)), key=lambda s: -outcome["scores"][s])
    return join(
        [
            winner_line(outcome["winners"], names, t),
            standings(
                order,
                lambda s: [names[s], ": ", t("twelve_days.gift_count", count=outcome["scores"][s])],
                rank=lambda s: outcome["scores"][s],  # equal gifts, the same place
            ),
            last_hand(view.get("last_hand"), t("twelve_days.last_hand"), lambda: render_hand_summary(view, names, t)),
        ]
    )


def _in_no_reply(view: TwelveDaysView, index: int) -> Say:
    """Why a tapped card fits no reply, from the real cause (issue 30, 12 Days 1 and 4): a card
    above the reply's limit is told the limit; one within it lacks the cards to go with it (a
    second copy for a set, a neighbour for a straight), and the limit would be beside the point."""
    hand = [int(v) for v in view["hand"]]
    value, low = hand[index], view["reply_max_low"]
    straight = view["trick_kind"] == "straight"
    if value > low:
        key = "twelve_days.card_in_no_straight" if straight else "twelve_days.card_in_no_set"
        return Say(key, {"value": value, "low": low})
    if not straight:
        return Say("twelve_days.only_one_for_a_set", {"value": value})
    # Within the limit, a card with a neighbour makes a straight: this one has none.
    neighbours = [v for v in (value - 1, value + 1) if 1 <= v <= 12]
    if len(neighbours) == 1:
        return Say("twelve_days.no_neighbour_for_a_straight", {"value": value, "other": neighbours[0]})
    return Say("twelve_days.no_neighbours_for_a_straight", {"value": value, "below": value - 1, "above": value + 1})


def auto_pass(view: TwelveDaysView) -> str | None:
    """The pass a person's table plays for them: passing is their only move, no card of theirs
    can reply (issue 30, 12 Days round 6, 1: a tap on Pass that decided nothing, every time).
    A lead's lone last card is never played for them: they play it themselves."""
    moves = view.get("moves", [])
    return moves[0]["action"] if len(moves) == 1 and moves[0]["kind"] == ActionKind.PASS else None


def auto_pass_note(view: TwelveDaysView, viewer: int | None, t: Translator) -> str | None:
    """The log's line for that pass, to its player: why it was played for them. Others are told
    a plain pass (a hot-seat neighbour learns nothing of the hand)."""
    if viewer is None or viewer != view["seat"] or not view["trick"]:
        return None
    return t("twelve_days.auto_passed_you", cards=" ".join(str(v) for v in view["trick"][0]["cards"]))


class TwelveDaysTable(TypedTable[TwelveDaysView]):
    """The ``GameTable`` of 12 Days: tap cards to build a play, then Play (or Pass)."""

    folded_options: frozenset[str] = frozenset()
    lobby_options = MappingProxyType({"auto_pass": True})
    """A newcomer is not asked to tap Pass with no reply in hand (the rules' default: off)."""

    def plays_forced(self, options: Mapping[str, Any]) -> bool:
        return bool(options.get("auto_pass", False))

    def forced_move(self, view: JsonDict) -> str | None:
        return auto_pass(twelve_days_view(view))

    def forced_note(self, view: JsonDict, names: list[str], viewer: int | None, t: Translator) -> str | None:
        return auto_pass_note(twelve_days_view(view), viewer, t)

    def __init__(self) -> None:
        super().__init__(
            twelve_days_view, render_table, open_cards, render_hand_summary, render_game_summary, describe_event
        )

    def new_ui(self, view: JsonDict) -> Selection:
        return ()

    def on_input(self, view: JsonDict, ui: Selection, name: str, data: Mapping[str, str]) -> Selection | Submit | Say:
        typed = twelve_days_view(view)
        if name == "toggle-card" and data.get("index", "").isdigit():
            index = int(data["index"])
            if index in ui:
                return tuple(i for i in ui if i != index)
            if 0 <= index < len(typed.get("hand", [])) and index not in selectable(typed, list(ui)):
                if not ui and typed["trick"] and typed["trick_kind"] != "single":
                    # The engine would only say the kind led; this says the card is the trouble.
                    return _in_no_reply(typed, index)
                return Submit(probe_for_tap(typed, list(ui), index))  # the engine refuses it and says why
            return (*ui, index)
        if name == "clear":
            return ()
        if name == "play":
            if (stuck := must_pass(typed)) is not None:
                return stuck
            if not ui:
                return Say("twelve_days.choose_first")
            action = action_for_selection(typed, list(ui))
            # An incomplete choice goes to the engine as it is: its refusal says what is missing.
            return Submit(action or str(Play(selected_values(typed, list(ui)))))
        return ui

    def on_key(self, view: JsonDict, ui: Selection, key: str) -> Selection | Submit | Say | None:
        typed = twelve_days_view(view)
        if key in (keymap.PLAY, "Enter") and ui:
            return self._play(typed, ui)
        passing = pass_move(typed)
        if key == keymap.PASS and passing is not None:
            return Submit(passing["action"])
        if key == keymap.CLEAR:
            return ()
        return None

    def shortcuts(self) -> list[tuple[str, str]]:
        shared = keymap.SHARED_MEANINGS
        return [(key, shared[key]) for key in (keymap.PLAY, keymap.PASS, keymap.CLEAR)]

    def _play(self, view: TwelveDaysView, ui: Selection) -> Submit | Say:
        # A key never sends an illegal play (only taps do, for the engine to say why).
        action = action_for_selection(view, list(ui))
        if action is None and (stuck := must_pass(view)) is not None:
            return stuck
        if action is None:
            return Say("twelve_days.not_a_play" if ui else "twelve_days.choose_first")
        return Submit(action)

    def ui_for_hint(self, view: JsonDict, ui: Selection, action: str) -> Selection:
        return tuple(selection_for_action(twelve_days_view(view), action))

    def coach_targets(self, view: JsonDict, ui: Selection, action: str) -> tuple[str, ...]:
        """A lesson's play: each card of it not chosen yet (any copy of a value will do), then
        Play; a chosen card that is not in it: Clear, to choose again. Pass is its own button."""
        typed = twelve_days_view(view)
        move = next((move for move in typed["moves"] if move["action"] == action), None)
        if move is None or move["kind"] != ActionKind.PLAY:
            return super().coach_targets(view, ui, action)
        chosen = Counter(selected_values(typed, list(ui)))
        wanted = Counter(_values(move))
        if chosen - wanted:
            return (selector(data_input="clear"),)
        missing = wanted - chosen
        if not missing:
            return (selector(data_input="play"),)
        touch = []
        for index, value in enumerate(int(card) for card in typed.get("hand", [])):
            if index not in ui and missing[value] > 0:
                missing[value] -= 1
                touch.append(selector(data_input="toggle-card", data_index=str(index)))
        return tuple(touch)

    def describe_move(self, move: JsonDict, names: list[str], t: Translator) -> str:
        return describe_move(cast(TwelveDaysMove, move), t)

    def describe_progress(self, view: JsonDict, names: list[str], t: Translator) -> str:
        typed = twelve_days_view(view)
        hand = t("twelve_days.hand_of", number=typed["hand_number"], total=typed["hands_in_game"])
        return f"{hand} · " + ", ".join(f"{name} {gifts}" for name, gifts in zip(names, typed["scores"]))

    def text_keys(self) -> Iterable[str]:
        yield from (f"twelve_days.gift.{value}" for value in range(1, 13))
        yield from (f"twelve_days.kind.{kind}" for kind in combos.KIND_NAMES)
        yield from (f"twelve_days.must_pass.{kind}{low}" for kind in combos.KIND_NAMES for low in ("", "_lowest"))
        # The sentences story.about() picks a form of: about another seat, or "_you" for the viewer.
        events = [f"event.{event}" for event in ("play", "pass", "trick_won", "returned", "hand_end", "giver")]
        whys = ("why.gave", "why.gave_by_you", "why.gave_to_you", "why.no_gift", "why.no_gift_alone")
        yield from (f"twelve_days.{key}" for key in (*whys, "why.no_gift_you", "why.no_gift_alone_you"))
        many = ("why.gave", "why.gave_to_you", "why.no_gift", "why.no_gift_alone")
        yield from (f"twelve_days.{key}_many" for key in many)
        for key in (*events, "last_trick", "wins_trick", "deciding_play", "why.supply"):
            yield from (f"twelve_days.{key}", f"twelve_days.{key}_you")
