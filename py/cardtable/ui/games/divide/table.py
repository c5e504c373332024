"""The Let's Divide table: pure functions from a view to markup.

The leader places two dividers along the row: drag them (``data-drag`` onto a gap's
``data-drop``), tap a gap (the nearer divider jumps there), or move the chosen divider
with the arrow keys; then Split. Parts are white, light blue and black, each with its
own symbol and name (never colour alone). Votes are buttons under the parts; a seat's
own vote shows only in its own view until the reveal. This round's steps (the split,
the revealed votes, each re-split, nested) stay on the table, and every collection is
shown by value with its jokers beside the live majority board.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from ....app.i18n import Translator
from ....engine.core import HAND_END, JsonDict
from ....engine.games.divide.rules import JOKER, LABELS
from ....engine.games.divide.views import DivideEvent, DivideView, divide_view
from ... import keymap
from ...kit import GameTable, Say, Submit, TableContext
from ...markup import Markup, classes, h, join
from ...seats import SeatLine, seat_strip, winner_line
from ...table import decision_bar

# Keys from the one key map: digits pick the numbered part (1 = the first label) when voting or
# discarding, as they pick a number for a joker; "o" takes the other divider.
VOTE_KEYS = tuple(str(n) for n in range(1, len(LABELS) + 1))
OTHER_DIVIDER_KEY = "o"


@dataclass(frozen=True)
class Dividers:
    """The leader's dividers: cut after card ``first`` and after card ``second`` (1-based),
    and which of the two the arrow keys move."""

    first: int = 0
    second: int = 0
    active: int = 0


# ---------------------------------------------------------------------- small pieces


def part_name(label: str, t: Translator) -> str:
    return t(f"divide.label.{label}")


def path_name(path: str, t: Translator) -> str:
    """``""`` the row; ``"K"`` black; ``"KW"`` black → white."""
    if not path:
        return t("divide.the_row")
    return " → ".join(part_name(label, t) for label in path)


def symbol(label: str, t: Translator | None = None) -> Markup:
    return h("span", {"class": classes("part-sym", f"sym-{label}"), "aria-hidden": "true"})


def card(value: str, t: Translator, small: bool = False, attrs: Mapping[str, Any] | None = None) -> Markup:
    joker = value == JOKER
    label = t("divide.joker") if joker else value
    art = "joker" if joker else "number"
    return h(
        "span",
        {
            "class": classes("card", "dv", joker and "is-joker", not joker and f"v{value}", small and "small"),
            "role": "img",
            "aria-label": label,
            **(attrs or {}),
        },
        Markup(f'<svg class="art" viewBox="0 0 60 84" aria-hidden="true"><use href="img/divide/{art}.svg#f"/></svg>'),
        h("span", {"class": "rank", "aria-hidden": "true"}, "J" if joker else value),
    )


def cards_row(cards: Iterable[str], t: Translator) -> Markup:
    return h("span", {"class": "cards-row"}, [card(c, t, small=True) for c in cards])


def _names(seats: Iterable[int], names: list[str]) -> str:
    return ", ".join(names[s] for s in seats)


def _default_cuts(length: int) -> tuple[int, int]:
    first = max(1, round(length / 3))
    second = max(first + 1, round(2 * length / 3))
    return first, min(second, length - 1)


def _cuts(view: DivideView, ui: Dividers) -> tuple[int, int]:
    length = len(view["node"]["cards"])
    if 1 <= ui.first < ui.second < length:
        return ui.first, ui.second
    return _default_cuts(length)


def _can_split(view: DivideView) -> bool:
    return any(a.startswith("split") for a in view.get("legal", []))


def move_divider(view: DivideView, ui: Dividers, which: int, gap: int) -> Dividers:
    """Put divider ``which`` after card ``gap``, never past the other divider."""
    length = len(view["node"]["cards"])
    first, second = _cuts(view, ui)
    if which == 0:
        first = max(1, min(gap, second - 1))
    else:
        second = min(length - 1, max(gap, first + 1))
    return Dividers(first, second, which)


def tap_gap(view: DivideView, ui: Dividers, gap: int) -> Dividers:
    """A tapped gap takes the nearer divider (the chosen one on a tie)."""
    first, second = _cuts(view, ui)
    if gap <= first:
        which = 0
    elif gap >= second:
        which = 1
    else:
        which = 0 if gap - first < second - gap else 1 if second - gap < gap - first else ui.active
    return move_divider(view, ui, which, gap)


# ---------------------------------------------------------------------- the table


def render_table(view: DivideView, ui: Dividers, ctx: TableContext, t: Translator) -> Markup:
    return join(
        [
            _info(view, ctx, t),
            _seats(view, ctx, t),
            _stage(view, ui, ctx, t),
            h("div", {"class": "lower"}, _steps(view, ctx, t), _board(view, ctx.names, t)),
        ]
    )


def _info(view: DivideView, ctx: TableContext, t: Translator) -> Markup:
    if view["phase"] == "over":
        return h("p", {"class": "round-info"}, t("divide.game_over"))
    return h(
        "p",
        {"class": "round-info"},
        t("divide.round_of", number=view["round"], total=view["rounds"]),
        " · ",
        view["deck_count"] > 0 and h("span", {"class": "deck-pile", "aria-hidden": "true"}),
        t("divide.deck_left", count=view["deck_count"]),
        " · ",
        t("divide.leader_is", name=ctx.names[view["leader"]]),
    )


def _seats(view: DivideView, ctx: TableContext, t: Translator) -> Markup:
    lines = []
    voting = view["phase"] == "vote"
    claimants = view["node"]["claimants"]
    for seat in range(view["num_players"]):
        status = None
        if voting and seat in view["voted"]:
            status = t("divide.has_voted")
        elif view["received"][seat] and view["phase"] != "over":
            status = t("divide.has_part")
        elif voting and seat not in claimants:
            status = t("divide.sits_out")
        vote = revealed_vote(ctx, seat)
        lines.append(
            SeatLine(
                stats=(t("divide.points", count=view["scores"][seat]),),
                badges=(
                    seat == view["leader"]
                    and view["phase"] != "over"
                    and h("span", {"class": "leader-mark"}, t("divide.leader")),
                ),
                did=vote
                and h(
                    "span",
                    {"class": classes("vote-chip seat-vote", f"in-{vote}")},
                    symbol(vote),
                    " ",
                    part_name(vote, t),
                ),
                after=status and h("span", {"class": "seat-status"}, status),
            )
        )
    return seat_strip(view, lines, ctx, t, t("divide.players"))


def revealed_vote(ctx: TableContext, seat: int) -> str:
    """The part ``seat`` voted for with its last move, once the votes are revealed (the
    reveal comes with the last voter's move): it stays at the seat until the seat moves again."""
    move = ctx.move_of(seat)
    if move is None or not move.of_kind("vote"):
        return ""
    later = ctx.moves[ctx.moves.index(move) :]
    for reveal in (event for other in later for event in other.of_kind("votes")):
        if reveal["params"]["votes"][seat]:
            return str(reveal["params"]["votes"][seat])
    return ""


def _stage(view: DivideView, ui: Dividers, ctx: TableContext, t: Translator) -> Markup | None:
    phase = view["phase"]
    if phase == "over":
        return None
    node = view["node"]
    me = view.get("seat")
    names = ctx.names
    leader = names[view["leader"]]
    nested = bool(node["path"])
    heading = (
        t("divide.resplit_heading", part=path_name(node["path"], t), names=_names(node["claimants"], names))
        if nested and phase != "attach"
        else None
    )
    body: Markup | None = None
    prompt = ""
    last = ctx.last_move
    # Someone else's split or discard is what the stage now shows: mark it.
    shown_move = (
        last is not None
        and last.seat != me
        and any(event["seat"] == last.seat for event in last.of_kind("split", "discard_part"))
        and phase in ("vote", "discard")
    )
    if phase == "split":
        if _can_split(view):
            prompt = t("divide.prompt.split")
            body = _split_editor(view, ui, t)
        else:
            prompt = t("divide.prompt.split_other", name=leader)
            body = h("div", {"class": "row"}, [card(c, t) for c in node["cards"]])
    elif phase == "discard":
        prompt = (
            t("divide.prompt.discard")
            if view["legal"]
            else t("divide.prompt.discard_other", name=names[view["to_act"][0]])
        )
        body = _parts(view, "discard", t)
    elif phase == "vote":
        waiting = _names(view["to_act"], names)
        if view["legal"]:
            prompt = t("divide.prompt.vote")
        elif view["my_vote"]:
            prompt = t("divide.prompt.voted", label=part_name(view["my_vote"], t), names=waiting)
        else:
            prompt = t("divide.prompt.vote_other", names=waiting)
        body = _parts(view, "vote", t)
    elif phase == "attach":
        task = view["tasks"][0]
        if view["legal"]:
            prompt = t("divide.prompt.attach", count=sum(1 for x in view["tasks"] if x["seat"] == me))
            body = decision_bar(
                [
                    h(
                        "button",
                        {
                            "type": "button",
                            "class": "primary",
                            "data-action": "act",
                            "data-move": f"attach {v}",
                            "id": f"attach-{v}",
                        },
                        t("divide.attach_to", value=v),
                    )
                    for v in task["allowed"]
                ],
            )
        else:
            prompt = t("divide.prompt.attach_other", name=names[task["seat"]])
    return h(
        "section",
        {
            "class": classes("stage", "my-hand", nested and "is-nested", shown_move and "just-moved"),
            "aria-label": t("divide.stage"),
        },
        heading and h("h2", {"class": "nested-heading"}, heading),
        h("p", {"class": "prompt"}, prompt),
        body,
    )


def _split_editor(view: DivideView, ui: Dividers, t: Translator) -> Markup:
    cards = view["node"]["cards"]
    first, second = _cuts(view, ui)
    items: list[Markup] = []
    for index, value in enumerate(cards, start=1):
        label = LABELS[0] if index <= first else LABELS[1] if index <= second else LABELS[2]
        after = min(index, len(cards) - 1)  # a tapped card: the nearer divider goes just after it
        items.append(
            h(
                "button",
                {
                    "type": "button",
                    "class": classes("slot", f"in-{label}"),
                    "data-action": "input",
                    "data-input": "gap",
                    "data-gap": str(after),
                    "data-drop": "gap",
                    "aria-label": t("divide.slot", value=value, position=after),
                },
                card(value, t),
            )
        )
        if index == len(cards):
            break
        which = 0 if index == first else 1 if index == second else None
        if which is not None:
            items.append(
                h(
                    "button",
                    {
                        "type": "button",
                        "class": classes("divider", ui.active == which and "is-active"),
                        "data-action": "input",
                        "data-input": "pick-divider",
                        "data-divider": str(which),
                        # ← → move this divider while it has the focus, and only then.
                        "id": f"divider-{which}",
                        "data-arrow-input": "nudge-divider",
                        "data-drag": "divider",
                        "data-drop": "gap",
                        "data-gap": str(index),
                        "aria-pressed": "true" if ui.active == which else "false",
                        "aria-label": t("divide.divider", number=which + 1, position=index),
                    },
                    h("img", {"src": "img/divide/divider.svg", "alt": "", "draggable": "false"}),
                )
            )
        else:
            # A gap takes a tap or a dropped divider, but is no button of its own: too narrow to
            # be a touch target, it would crowd the cards' (the cards take the same tap).
            items.append(
                h(
                    "span",
                    {
                        "class": classes("gap", f"in-{label}"),
                        "data-action": "input",
                        "data-input": "gap",
                        "data-drop": "gap",
                        "data-gap": str(index),
                        "aria-hidden": "true",
                    },
                )
            )
    sizes = (first, second - first, len(cards) - second)
    legend = h(
        "p",
        {"class": "split-legend"},
        [
            h(
                "span",
                {"class": classes("legend", f"in-{label}")},
                symbol(label),
                " ",
                part_name(label, t),
                " ",
                t("divide.cards", count=size),
            )
            for label, size in zip(LABELS, sizes)
        ],
    )
    confirm = h(
        "button",
        {
            "type": "button",
            "class": "primary",
            "data-action": "act",
            "data-move": f"split {first} {second}",
            "id": "split",
        },
        t("divide.split_here"),
    )
    return join([h("div", {"class": "row is-editing"}, items), legend, decision_bar(confirm)])


def _parts(view: DivideView, mode: str, t: Translator) -> Markup:
    node = view["node"]
    legal = set(view["legal"])
    boxes = []
    for index, cards in enumerate(node["parts"]):
        label = LABELS[index]
        gone = label == node["discarded"]
        move = f"{mode} {label}"
        chosen = mode == "vote" and view["my_vote"] == label
        button = None
        if move in legal:
            full = (
                t("divide.vote_for", label=part_name(label, t))
                if mode == "vote"
                else t("divide.discard_this", label=part_name(label, t))
            )
            short = t("divide.choose") if mode == "vote" else t("divide.discard")
            button = h(
                "button",
                {
                    "type": "button",
                    "class": "primary",
                    "data-action": "act",
                    "data-move": move,
                    "id": f"{mode}-{label}",
                    "aria-label": full,
                    "title": full,
                },
                short,
            )
        boxes.append(
            h(
                "div",
                {"class": classes("part", f"in-{label}", gone and "is-gone", chosen and "is-chosen")},
                h(
                    "p",
                    {"class": "part-label"},
                    symbol(label),
                    " ",
                    part_name(label, t),
                    gone and h("span", {"class": "tag"}, " · ", t("divide.discarded")),
                    chosen and h("span", {"class": "tag"}, " · ", t("divide.your_vote")),
                ),
                h("div", {"class": "part-cards"}, [card(c, t, small=True) for c in cards]),
                button,
            )
        )
    return h("div", {"class": "parts"}, boxes)


# ---------------------------------------------------------------------- this round, step by step


def event_line(event: Mapping[str, Any], names: list[str], t: Translator) -> str:
    line = _event_line(event, names, t)
    return line[:1].upper() + line[1:]


def _event_line(event: Mapping[str, Any], names: list[str], t: Translator) -> str:
    kind = event["kind"]
    who = names[event["seat"]] if 0 <= event["seat"] < len(names) else ""
    where = path_name(event["path"], t)
    if kind == "row":
        return t("divide.ev.row", name=who)
    if kind in ("split", "halves"):
        return t(f"divide.ev.{kind}", part=where)
    if kind == "discard_part":
        return t("divide.ev.discard_part", name=who, label=part_name(event["label"], t))
    if kind == "votes":
        votes = ", ".join(f"{names[s]}: {part_name(v, t)}" for s, v in enumerate(event["votes"]) if v)
        return t("divide.ev.votes", part=where, votes=votes)
    if kind == "award":
        return t("divide.ev.award", name=who, part=where)
    if kind in ("unclaimed", "contested"):
        return t(f"divide.ev.{kind}", part=where)
    if kind == "attach":
        key = "divide.ev.attach_auto" if event["label"] == "auto" else "divide.ev.attach"
        return t(key, name=who, value=event["value"])
    return t("divide.ev.pending", name=who, count=event["value"])


def _event_cards(event: DivideEvent, t: Translator) -> Markup | None:
    kind = event["kind"]
    if kind in ("split", "halves"):
        return h(
            "span",
            {"class": "ev-parts"},
            [
                h("span", {"class": classes("mini-part", f"in-{LABELS[i]}")}, symbol(LABELS[i]), cards_row(part, t))
                for i, part in enumerate(event["parts"])
            ],
        )
    if kind == "votes":
        return h(
            "span",
            {"class": "ev-votes"},
            [
                h("span", {"class": classes("vote-chip", f"in-{v}")}, symbol(v), " ", part_name(v, t))
                for v in event["votes"]
                if v
            ],
        )
    if event["cards"]:
        return cards_row(event["cards"], t)
    return None


def _steps(view: DivideView, ctx: TableContext, t: Translator) -> Markup | None:
    """This round's steps (the last round's until the new row is split), one line each,
    re-splits indented; the steps the last move caused light up one after the other."""
    events = view["events"]
    title = t("divide.this_round")
    showing_last = (len(events) <= 1 and bool(view["last_events"])) or view["phase"] == "over"
    if showing_last:
        events, title = view["last_events"] if len(view["events"]) <= 1 else view["events"], t("divide.last_round")
    if not events:
        return None
    # The last move's steps are the newest ones: of this round's, or when the move closed
    # the round and the last round is on show, of that round's before the new row.
    fresh = len(ctx.last_move.events) - len(ctx.last_move.of_kind("vote", HAND_END)) if ctx.last_move else 0
    if events is view["last_events"] and events is not view["events"]:
        fresh -= len(view["events"])
    new_from = len(events) - max(0, fresh)
    last_reveal = max((i for i, e in enumerate(events) if e["kind"] == "votes"), default=-1)
    items = []
    for index, event in enumerate(events):
        depth = len(event["path"]) if event["kind"] in ("split", "halves", "votes") else max(0, len(event["path"]) - 1)
        fresh = index >= new_from
        items.append(
            h(
                "li",
                {
                    "class": classes(
                        "step",
                        f"ev-{event['kind']}",
                        f"depth-{min(depth, 3)}",
                        fresh and "is-new",
                        fresh and index == last_reveal and "just-moved",
                    ),
                    "style": f"--step: {index - new_from}" if fresh else None,
                },
                h("span", {"class": "step-text"}, event_line(event, ctx.names, t)),
                " ",
                _event_cards(event, t),
            )
        )
    return h("section", {"class": "steps", "aria-label": title}, h("h2", {}, title), h("ol", {}, items))


# ---------------------------------------------------------------------- collections and majorities


def _board(view: DivideView, names: list[str], t: Translator, final: bool = False) -> Markup:
    """Values down, players across: each cell a player's cards of that value (jokers
    counted and shown), the leaders starred; points and waiting jokers at the foot."""
    n = view["num_players"]
    head = h(
        "tr",
        {},
        h("th", {"scope": "col"}, t("divide.value")),
        [h("th", {"scope": "col", "class": classes(s == view.get("seat") and "is-me")}, names[s]) for s in range(n)],
    )
    rows = []
    for index in range(10):
        value = index + 1
        leaders = view["majorities"][index]
        cells = []
        for s in range(n):
            numbers, jokers = view["numbers"][s][index], view["jokers"][s][index]
            lead = s in leaders
            content: list[Any] = []
            if numbers or jokers:
                content.append(str(numbers + jokers))
                if jokers:
                    content.append(h("span", {"class": "jk"}, " (", t("divide.with_jokers", count=jokers), ")"))
            if lead:
                content.append(h("span", {"class": "star"}, " ★"))
                content.append(h("span", {"class": "sr-only"}, t("divide.leads")))
                if final:
                    content.append(h("span", {"class": "gain"}, " +", str(value)))
            cells.append(h("td", {"class": classes(lead and "is-lead") or None}, content or "·"))
        rows.append(h("tr", {}, h("th", {"scope": "row"}, h("span", {"class": "num"}, str(value))), cells))
    pending = h(
        "tr",
        {"class": "pending-row"},
        h("th", {"scope": "row"}, t("divide.waiting_jokers")),
        [h("td", {}, str(view["loose"][s]) if view["loose"][s] else "·") for s in range(n)],
    )
    total = h(
        "tr",
        {"class": "total-row"},
        h("th", {"scope": "row"}, t("divide.total")),
        [h("td", {}, h("strong", {}, str(view["scores"][s]))) for s in range(n)],
    )
    return h(
        "section",
        {"class": "board", "aria-label": t("divide.board")},
        h("h2", {}, t("divide.board")),
        h("table", {"class": "majorities"}, h("thead", {}, head), h("tbody", {}, rows, pending, total)),
        not final and h("p", {"class": "note"}, t("divide.board_note")),
    )


# ---------------------------------------------------------------------- log, hints, summaries


def describe_action(action: str, t: Translator) -> str:
    words = action.split()
    if words[0] == "split":
        return t("divide.hint.split", first=words[1], second=words[2])
    if words[0] == "vote":
        return t("divide.hint.vote", label=part_name(words[1], t))
    if words[0] == "discard":
        return t("divide.hint.discard", label=part_name(words[1], t))
    return t("divide.hint.attach", value=words[1])


def render_game_summary(outcome: dict[str, Any], view: DivideView, names: list[str], t: Translator) -> Markup:
    order = sorted(range(len(names)), key=lambda s: (-outcome["scores"][s], -view["values_won"][s]))
    return join(
        [
            winner_line(outcome["winners"], names, t),
            h(
                "ol",
                {"class": "standings"},
                [
                    h(
                        "li",
                        {},
                        names[s],
                        ": ",
                        t("divide.points", count=outcome["scores"][s]),
                        " · ",
                        t("divide.values_won", count=view["values_won"][s]),
                    )
                    for s in order
                ],
            ),
            h("p", {"class": "note"}, t("divide.tiebreak_note")),
            _board(view, names, t, final=True),
        ]
    )


class DivideTable(GameTable):
    """The ``GameTable`` of Let's Divide."""

    folded_options: frozenset[str] = frozenset({"pending_joker_choice"})
    plays_forced_moves = True
    """A step with one legal action (a 3-card part re-split, a joker with one number) plays itself."""
    privacy_keys = ("divide.privacy.explain", "divide.privacy.show")
    """The hot-seat screen hides a vote, not a hand of cards."""

    def new_ui(self, view: JsonDict) -> Dividers:
        typed = divide_view(view)
        if typed["phase"] == "split" and typed["node"]["cards"]:
            first, second = _default_cuts(len(typed["node"]["cards"]))
            return Dividers(first, second, 0)
        return Dividers()

    def render(self, view: JsonDict, ui: Dividers, ctx: TableContext, t: Translator) -> Markup:
        return render_table(divide_view(view), ui, ctx, t)

    def on_input(self, view: JsonDict, ui: Dividers, name: str, data: Mapping[str, str]) -> Dividers | Submit | Say:
        typed = divide_view(view)
        if not _can_split(typed):
            return ui
        if name == "pick-divider" and data.get("divider") in ("0", "1"):
            return replace(ui, first=_cuts(typed, ui)[0], second=_cuts(typed, ui)[1], active=int(data["divider"]))
        if name == "gap" and data.get("gap", "").isdigit():
            return tap_gap(typed, ui, int(data["gap"]))
        if (
            name == "nudge-divider"
            and data.get("divider") in ("0", "1")
            and data.get("key") in ("ArrowLeft", "ArrowRight")
        ):
            which = int(data["divider"])
            step = -1 if data["key"] == "ArrowLeft" else 1
            return move_divider(typed, ui, which, _cuts(typed, ui)[which] + step)
        if name == "drop" and data.get("from-divider") in ("0", "1") and data.get("to-gap", "").isdigit():
            return move_divider(typed, ui, int(data["from-divider"]), int(data["to-gap"]))
        return ui

    def on_key(self, view: JsonDict, ui: Dividers, key: str) -> Dividers | Submit | Say | None:
        typed = divide_view(view)
        legal = typed.get("legal", [])
        if _can_split(typed):
            first, second = _cuts(typed, ui)
            # The arrows move a divider only while it has the focus (``nudge-divider``).
            if key == OTHER_DIVIDER_KEY:
                return Dividers(first, second, 1 - ui.active)
            if key in ("Enter", keymap.PLAY):
                return Submit(f"split {first} {second}")
            return None
        if key.isdigit():
            value = "10" if key == "0" else key
            if f"attach {value}" in legal:
                return Submit(f"attach {value}")
            if key in VOTE_KEYS:
                label = LABELS[VOTE_KEYS.index(key)]
                for move in (f"vote {label}", f"discard {label}"):
                    if move in legal:
                        return Submit(move)
                return Say("divide.not_offered", {"label": label})
        return None

    def shortcuts(self) -> list[tuple[str, str]]:
        # The arrows' row replaces the shared one in the "?" list (same label): here they move a divider.
        return [
            ("←  →", "divide.key.move"),
            (OTHER_DIVIDER_KEY, "divide.key.switch"),
            (keymap.PLAY, keymap.SHARED_MEANINGS[keymap.PLAY]),
            ("1–9, 0", "divide.key.numbers"),
        ]

    def ui_for_hint(self, view: JsonDict, ui: Dividers, action: str) -> Dividers:
        words = action.split()
        if words[0] == "split":
            return Dividers(int(words[1]), int(words[2]), ui.active)
        return ui

    def describe_action(self, action: str, names: list[str], t: Translator) -> str:
        return describe_action(action, t)

    def describe_event(self, event: dict[str, Any], names: list[str], viewer: int | None, t: Translator) -> str:
        from .story import describe_event  # the sentences build on this module's card names

        return describe_event(event, names, t)

    def render_cards(self, cards: list[str], t: Translator) -> Markup:
        return cards_row(cards, t)

    def describe_progress(self, view: JsonDict, names: list[str], t: Translator) -> str:
        typed = divide_view(view)
        head = t("divide.round_of", number=typed["round"], total=typed["rounds"])
        return f"{head} · " + ", ".join(f"{name} {score}" for name, score in zip(names, typed["scores"]))

    def render_hand_summary(self, view: JsonDict, names: list[str], t: Translator) -> Markup:
        return _board(divide_view(view), names, t)

    def render_game_summary(self, outcome: dict[str, Any], view: JsonDict, names: list[str], t: Translator) -> Markup:
        return render_game_summary(outcome, divide_view(view), names, t)

    def text_keys(self) -> Iterable[str]:
        yield from (f"divide.label.{label}" for label in LABELS)
        yield from ("divide.ev.split", "divide.ev.halves", "divide.ev.unclaimed", "divide.ev.contested")
        yield from ("divide.ev.attach", "divide.ev.attach_auto", "divide.not_offered")
        yield from self.privacy_keys
