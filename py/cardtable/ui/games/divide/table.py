"""The Let's Divide table: pure functions from a view to markup.

The leader places two dividers along the row: drag them (``data-drag`` onto a gap's
``data-drop``), tap a gap (the nearer divider jumps there), or move the chosen divider
with the arrow keys; then Split. Parts are white, light blue and black, each with its
own symbol and name (never colour alone). Votes are buttons under the parts; a seat's
own vote shows only in its own view until the reveal. This round's steps (the split,
the revealed votes, each re-split, nested) stay on the table, told from the moves' own
events, and every collection is shown by value with its jokers beside the live majority
board. Every control is built from the view's structured ``moves`` and submits a move's
``action``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, cast

from ....app.i18n import Translator, and_list
from ....engine.core import JsonDict
from ....engine.games.divide.actions import LABELS, ActionKind
from ....engine.games.divide.events import DivideEvent
from ....engine.games.divide.rules import JOKER
from ....engine.games.divide.views import DivideMove, DivideView, divide_view
from ... import keymap
from ...kit import LastMove, Say, Submit, TableContext, TypedTable
from ...markup import Markup, classes, h, join, selector
from ...parts import card_row, standings
from ...seats import SeatLine, seat_strip, winner_line
from ...table import decision_bar, unavailable
from .hint import hint_reason
from .names import part_name, path_name
from .story import describe_event, step_line
from .summary import round_outcomes

# Keys from the one key map: digits pick the numbered part (1 = the first label) when voting or
# discarding, as they pick a number for a joker; "o" takes the other divider.
VOTE_KEYS = tuple(str(n) for n in range(1, len(LABELS) + 1))
NUMBER_KEYS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "0")  # a joker's value: "0" is 10
OTHER_DIVIDER_KEY = "o"
LEAD_MARK = "♛"
"""Marks who leads a number on the board (the seat strip's ★ marks "you")."""
PUBLIC_TURN_KEYS = ("divide.privacy.explain_public", "divide.privacy.show_public")
"""The hot-seat screen before a public move (a split, a discard, a joker): nothing is secret."""


@dataclass(frozen=True)
class Dividers:
    """The leader's dividers: cut after card ``first`` and after card ``second`` (1-based),
    and which of the two the arrow keys move."""

    first: int = 0
    second: int = 0
    active: int = 0
    by_key: bool = False
    """The chosen divider was switched with "o": the focus goes to it (``data-focus-from``) and
    the arrows move it, until a tap or a drag picks a divider again."""


# ---------------------------------------------------------------------- small pieces


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
    return card_row(card(c, t, small=True) for c in cards)


def _names(seats: Iterable[int], names: list[str], t: Translator) -> str:
    return and_list([names[s] for s in seats], t)


def _default_cuts(length: int) -> tuple[int, int]:
    first = max(1, round(length / 3))
    second = max(first + 1, round(2 * length / 3))
    return first, min(second, length - 1)


def _cuts(view: DivideView, ui: Dividers) -> tuple[int, int]:
    length = len(view["node"]["cards"])
    if 1 <= ui.first < ui.second < length:
        return ui.first, ui.second
    return _default_cuts(length)


def _moves(view: DivideView, kind: ActionKind) -> list[DivideMove]:
    """The viewer's legal moves of ``kind``, in the view's order: none when nobody is to act
    (the finished round on show behind its summary keeps its view's moves, but not its turn)."""
    if not view["to_act"]:
        return []
    return [move for move in view.get("moves", []) if move["kind"] == kind]


def _can_split(view: DivideView) -> bool:
    return bool(_moves(view, ActionKind.SPLIT))


def _split_move(view: DivideView, first: int, second: int) -> DivideMove | None:
    """The split that cuts after cards ``first`` and ``second``, when it is legal."""
    return next((move for move in _moves(view, ActionKind.SPLIT) if move["cuts"] == [first, second]), None)


def _part_move(view: DivideView, kind: ActionKind, label: str) -> DivideMove | None:
    """The vote for, or the discard of, part ``label``, when it is legal."""
    return next((move for move in _moves(view, kind) if move["label"] == label), None)


def move_divider(view: DivideView, ui: Dividers, which: int, gap: int) -> Dividers:
    """Put divider ``which`` after card ``gap``, never past the other divider."""
    length = len(view["node"]["cards"])
    first, second = _cuts(view, ui)
    if which == 0:
        first = max(1, min(gap, second - 1))
    else:
        second = min(length - 1, max(gap, first + 1))
    return Dividers(first, second, which)


def tap_target(view: DivideView, ui: Dividers, gap: int) -> int:
    """The divider a tap on ``gap`` moves: the nearer one; midway between them, the chosen
    (highlighted) one. Each card shows it before the tap (``data-moves``)."""
    first, second = _cuts(view, ui)
    if gap <= first:
        return 0
    if gap >= second:
        return 1
    return 0 if gap - first < second - gap else 1 if second - gap < gap - first else ui.active


def tap_gap(view: DivideView, ui: Dividers, gap: int) -> Dividers:
    """A tapped gap takes the divider ``tap_target`` names."""
    return move_divider(view, ui, tap_target(view, ui, gap), gap)


def next_tap(view: DivideView, ui: Dividers, cuts: Sequence[int]) -> int | None:
    """The card to tap first on the shortest way of taps that puts the dividers at ``cuts``
    (a lesson's coach points at it); None when they are there already."""
    start = _cuts(view, ui)
    if list(start) == list(cuts):
        return None
    seen = {(start, ui.active)}
    paths: list[tuple[Dividers, int]] = [(replace(ui, first=start[0], second=start[1]), 0)]
    while paths:
        ahead: list[tuple[Dividers, int]] = []
        for at, first_tap in paths:
            for gap in range(1, len(view["node"]["cards"])):
                moved = tap_gap(view, at, gap)
                if [moved.first, moved.second] == list(cuts):
                    return first_tap or gap
                if ((moved.first, moved.second), moved.active) not in seen:
                    seen.add(((moved.first, moved.second), moved.active))
                    ahead.append((moved, first_tap or gap))
        paths = ahead
    return None


# ---------------------------------------------------------------------- the table


def render_table(view: DivideView, ui: Dividers, ctx: TableContext, t: Translator) -> Markup:
    votes = vote_rounds(view, ctx.since_deal, ctx.names, t)
    # The round's steps are told from every move since the deal: ``ctx.moves`` holds each
    # seat's latest only, so the list tells what those moves did until the table context
    # carries every move of the hand. The votes and what they did are told once, by the votes
    # on the table when they are there (issue 30, Divide round 7, 7).
    steps = _steps(view, ctx.since_deal, ctx.names, t, skip=_VOTE_STEPS if votes is not None else ())
    return join(
        [
            _info(view, ctx, t),
            _seats(view, ctx, t),
            votes,
            _stage(view, ui, ctx, t),
            h("div", {"class": "lower"}, steps, _board(view, ctx.names, t)),
        ]
    )


def _info(view: DivideView, ctx: TableContext, t: Translator) -> Markup:
    if view["phase"] == "over":
        # The table still names the winners once the match's summary is closed (playtest 13).
        return h("p", {"class": "round-info"}, t("divide.game_over"), " ", _winner_text(view, ctx.names, t))
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


def _winners(view: DivideView) -> list[int]:
    """The seats with the most points, the tie broken by the most numbers won (the rules)."""
    best = max(zip(view["scores"], view["values_won"]))
    return [s for s in range(view["num_players"]) if (view["scores"][s], view["values_won"][s]) == best]


def _winner_text(view: DivideView, names: list[str], t: Translator) -> str:
    winners = _winners(view)
    who = _names(winners, names, t)
    return t("summary.won", names=who) if len(winners) == 1 else t("summary.shared", names=who)


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
        elif voting and any(seat in waiting["claimants"] for waiting in view["queue"]):
            # A part it chose with others waits to be cut again: it votes again soon, it does
            # not sit out (issue 30, Divide round 9, 5).
            status = t("divide.waits_revote")
        elif voting and seat not in claimants:
            status = t("divide.sits_out")
        # A new vote (or round) clears the last one's chips: they would say everyone has voted.
        vote = "" if voting else revealed_vote(ctx, seat)
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
    if move is None or not move.of_kind(DivideEvent.VOTE):
        return ""
    later = ctx.moves[ctx.moves.index(move) :]
    found = ""
    for event in (event for other in later for event in other.of_kind(DivideEvent.VOTES, DivideEvent.ROW)):
        if event["kind"] == DivideEvent.ROW:
            found = ""  # a new round: the last round's votes leave the seats
        elif event["params"]["votes"][seat]:
            found = str(event["params"]["votes"][seat])
    return found


def _stage(view: DivideView, ui: Dividers, ctx: TableContext, t: Translator) -> Markup | None:
    phase = view["phase"]
    node = view["node"]
    if phase == "over" or (phase == "split" and not node["cards"]):
        # Nothing to split: the match is over, or a round is (the finished round behind its
        # summary, ``Step.hand_end``: the next leader has not turned up the next row yet).
        return None
    me = view.get("seat")
    names = ctx.names
    leader = names[view["leader"]]
    nested = bool(node["path"])
    heading = (
        t("divide.resplit_heading", part=path_name(node["path"], t), names=_names(node["claimants"], names, t))
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
        and any(event["seat"] == last.seat for event in last.of_kind(DivideEvent.SPLIT, DivideEvent.DISCARD_PART))
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
            if _moves(view, ActionKind.DISCARD)
            else t("divide.prompt.discard_other", name=names[view["to_act"][0]])
        )
        body = join([_parts(view, ActionKind.DISCARD, t, ctx.hint), _hint_why(view, ctx, t)])
    elif phase == "vote":
        waiting = _names(view["to_act"], names, t)
        if _moves(view, ActionKind.VOTE):
            prompt = t("divide.prompt.vote")
        elif not waiting:
            # Every vote is in (the finished round behind its summary): nobody to wait for, and
            # "Waiting for: ." would say so with an empty list.
            prompt = ""
        elif view["my_vote"]:
            prompt = t("divide.prompt.voted", label=part_name(view["my_vote"], t), names=waiting)
        else:
            prompt = t("divide.prompt.vote_other", names=waiting)
        body = join([_parts(view, ActionKind.VOTE, t, ctx.hint), _hint_why(view, ctx, t)])
    elif phase == "attach":
        task = view["tasks"][0]
        if _moves(view, ActionKind.ATTACH):
            prompt = t("divide.prompt.attach", count=sum(1 for x in view["tasks"] if x["seat"] == me))
            body = join([_hint_why(view, ctx, t), _attach_bar(view, t)])
        else:
            prompt = t("divide.prompt.attach_other", name=names[task["seat"]])
    return h(
        "section",
        {
            "class": classes("stage", "my-hand", nested and "is-nested", shown_move and "just-moved"),
            "aria-label": t("divide.stage"),
        },
        heading and h("h2", {"class": "nested-heading"}, heading),
        prompt and h("p", {"class": "prompt"}, prompt),
        body,
    )


def _hint_why(view: DivideView, ctx: TableContext, t: Translator) -> Markup | None:
    """Why the hint suggests its part (or joker's number), under the parts: in the status line
    a hint and its reason ran past a phone's three lines and lost their end (issue 30, Divide
    round 8, 1), so the status line says what to choose and the table says why, beside it."""
    move = next((move for move in view["moves"] if ctx.hint and move["action"] == ctx.hint), None)
    reason = hint_reason(view, move, list(ctx.names), t) if move is not None else ""
    return h("p", {"class": "hint-why"}, reason) if reason else None


def _attach_bar(view: DivideView, t: Translator) -> Markup:
    """The joker's numbers, one button each."""
    return decision_bar(
        [
            h(
                "button",
                {
                    "type": "button",
                    "class": "primary",
                    "data-action": "act",
                    "data-move": move["action"],
                    "id": f"attach-{move['value']}",
                },
                t("divide.attach_to", value=move["value"]),
            )
            for move in _moves(view, ActionKind.ATTACH)
        ],
    )


def _split_editor(view: DivideView, ui: Dividers, t: Translator) -> Markup:
    cards = view["node"]["cards"]
    first, second = _cuts(view, ui)
    items: list[Markup] = []  # the parts' runs of cards, the dividers between them
    run: list[Markup] = []  # this part's cards and the gaps between them
    for index, value in enumerate(cards, start=1):
        label = LABELS[0] if index <= first else LABELS[1] if index <= second else LABELS[2]
        after = min(index, len(cards) - 1)  # a tapped card: the nearer divider goes just after it
        # Each half of a card takes the tap for the gap on its side: a tap between two cards puts
        # the divider exactly there (issue 30, Divide round 9, 7: "just after the tapped card"
        # could not be foreseen). The first and the last card have one gap only, on one side.
        halves = [
            h(
                "span",
                {
                    "class": classes("half", f"is-{side}", f"in-{label}"),
                    "data-action": "input",
                    "data-input": "gap",
                    "data-gap": str(gap),
                    # The last card's far half: no divider goes after the last card (said so).
                    "data-card": str(index) if side == "after" else None,
                    "data-moves": str(tap_target(view, ui, gap)),
                    "aria-hidden": "true",
                },
            )
            for side, gap in (("before", max(1, min(index - 1, len(cards) - 1))), ("after", after))
        ]
        run.append(
            h(
                "button",
                {
                    "type": "button",
                    "class": classes("slot", f"in-{label}"),
                    "data-action": "input",
                    "data-input": "gap",
                    "data-gap": str(after),
                    "data-card": str(index),
                    "data-drop": "gap",
                    # The divider a tap moves, shown before the tap (issue 30, Divide round 7, 2: a
                    # tap midway between the dividers moved one the player could not foresee).
                    "data-moves": str(tap_target(view, ui, after)),
                    "aria-label": t("divide.slot", value=value, number=tap_target(view, ui, after) + 1, position=after),
                },
                card(value, t),
                halves,
            )
        )
        if index == len(cards):
            items.append(_part_run(run, label))
            break
        which = 0 if index == first else 1 if index == second else None
        if which is not None:
            items.append(_part_run(run, label))
            # The divider opens the next part's run: a row that wraps on a phone carries it to
            # the next line with that part, never leaving the part alone there, away from its
            # divider (issue 30, Divide round 8, 3).
            run = [
                h(
                    "button",
                    {
                        "type": "button",
                        "class": classes("divider", ui.active == which and "is-active"),
                        "data-action": "input",
                        "data-input": "pick-divider",
                        "data-divider": str(which),
                        # ← → move this divider while it has the focus, and only then. "o" chooses
                        # the other divider and the focus goes with it (``data-focus-from``: the
                        # focus ring stayed on the first while the gold outline moved; round 5, 4).
                        "id": f"divider-{which}",
                        "data-focus-from": f"#divider-{1 - which}" if ui.by_key and ui.active == which else None,
                        "data-arrow-input": "nudge-divider",
                        "data-drag": "divider",
                        "data-drop": "gap",
                        "data-gap": str(index),
                        "aria-pressed": "true" if ui.active == which else "false",
                        "aria-label": t("divide.divider", number=which + 1, position=index),
                    },
                    h("img", {"src": "img/divide/divider.svg", "alt": "", "draggable": "false"}),
                )
            ]
        else:
            # A gap takes a tap or a dropped divider, but is no button of its own: too narrow to
            # be a touch target, it would crowd the cards' (the cards take the same tap).
            run.append(
                h(
                    "span",
                    {
                        "class": classes("gap", f"in-{label}"),
                        "data-action": "input",
                        "data-input": "gap",
                        "data-drop": "gap",
                        "data-gap": str(index),
                        "data-moves": str(tap_target(view, ui, index)),
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
    move = _split_move(view, first, second)
    confirm = move and h(
        "button",
        {
            "type": "button",
            "class": "primary",
            "data-action": "act",
            "data-move": move["action"],
            "id": "split",
        },
        t("divide.split_here"),
    )
    # ``--cards``: on a phone every slot takes the same share of the width (css/games/divide.css), so
    # the cards of a line that wraps are no bigger than the others (issue 30, 8).
    row = h("div", {"class": "row is-editing", "style": f"--cards: {len(cards)}"}, items)
    return join([row, legend, decision_bar(confirm)])


def _part_run(run: list[Markup], label: str) -> Markup:
    """One part's cards in the row being split (after the divider before it), kept together: a
    row that wraps on a phone breaks between parts, never inside one (issue 30, Divide 9), nor
    between a part and the divider before it; elsewhere the run is no box."""
    return h("span", {"class": classes("part-run", f"in-{label}")}, list(run))


def _parts(view: DivideView, mode: ActionKind, t: Translator, hint: str = "") -> Markup:
    """The parts side by side, each with its button; the hinted one's button lit (``hint``,
    the action the hint suggests), so the hint shows where to tap, not only what to do."""
    node = view["node"]
    boxes = []
    for index, cards in enumerate(node["parts"]):
        label = LABELS[index]
        gone = label == node["discarded"]
        move = _part_move(view, mode, label)
        chosen = mode == ActionKind.VOTE and view["my_vote"] == label
        button = None
        if move is not None:
            full = (
                t("divide.vote_for", label=part_name(label, t))
                if mode == ActionKind.VOTE
                else t("divide.discard_this", label=part_name(label, t))
            )
            short = t("divide.choose") if mode == ActionKind.VOTE else t("divide.discard")
            button = h(
                "button",
                {
                    "type": "button",
                    "class": classes("primary", hint and move["action"] == hint and "is-hinted"),
                    "data-action": "act",
                    "data-move": move["action"],
                    "id": f"{mode}-{label}",
                    "aria-label": full,
                    "title": full,
                },
                short,
            )
        elif gone and mode == ActionKind.VOTE and _moves(view, ActionKind.VOTE):
            # Not offered, but a tap says why (issue 30, 9): not a bare "cannot choose".
            button = h(
                "button",
                {
                    "type": "button",
                    "class": "primary",
                    "data-action": "act",
                    "id": f"{mode}-{label}",
                    **unavailable(t("divide.part_discarded")),
                },
                t("divide.choose"),
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
                    # A no-break space keeps the dot with the part's name when the line wraps.
                    gone and h("span", {"class": "tag"}, "\u00a0· ", t("divide.discarded")),
                    chosen and h("span", {"class": "tag"}, "\u00a0· ", t("divide.your_vote")),
                ),
                # A tapped card says how to take (or discard) its part, or why it cannot be taken.
                h(
                    "div",
                    {"class": "part-cards", "data-action": "input", "data-input": "part-card", "data-label": label},
                    [card(c, t, small=True) for c in cards],
                ),
                button,
            )
        )
    return h("div", {"class": "parts"}, boxes)


# ---------------------------------------------------------------------- this round, step by step

_NO_STEP = (DivideEvent.VOTE, DivideEvent.HAND_END)
"""Events that are no step of the round: a secret vote, the match's end."""

_NODE_STEPS = (DivideEvent.SPLIT, DivideEvent.HALVES, DivideEvent.VOTES)
"""Steps about the cards being divided (at their path's depth); the rest are about one of its parts."""

Told = tuple[JsonDict, bool]
"""One of a round's steps: the event (``Event.to_dict()``), and whether the last move told it."""


def round_steps(view: DivideView, moves: Sequence[LastMove]) -> list[list[Told]]:
    """The rounds ``moves`` tell (oldest first; every move since the deal tells whole rounds),
    each as its steps in order: a round starts with its row, turned up by the move that ended
    the round before. The first row came with the deal, not with a move: it is read back from
    the row's first split (or from the row itself, before it)."""
    last = len(moves) - 1
    rounds: list[list[Told]] = [[]]
    for number, move in enumerate(moves):
        for event in move.events:
            if event["kind"] in _NO_STEP:
                continue
            if event["kind"] == DivideEvent.ROW:
                rounds.append([])
            rounds[-1].append((event, number == last))
    # The first round's leader made its first split (a split's event names no seat).
    opener = next((move.seat for move in moves if any(e["kind"] not in _NO_STEP for e in move.events)), None)
    first_row = _first_row(view, rounds, opener)
    if first_row is not None:
        rounds[0].insert(0, (first_row, False))
    elif not rounds[0]:
        del rounds[0]
    return rounds


def _first_row(view: DivideView, rounds: list[list[Told]], opener: int | None) -> JsonDict | None:
    """The row of the first round told, when its steps start with its first split: the table's
    moves start at a round's start (a round's end closes them), and that round's row came with
    the move before them (or with the deal). ``opener``: the seat whose move made that split,
    the round's leader (None: no move yet, the view's row and leader). Each later round's row
    is told by an event. The leader is not worked back from the view's: behind a round's
    summary the view is the finished round's while the next row is already told (it named the
    seat before the leader)."""
    if opener is not None:
        opening = rounds[0][0][0] if rounds[0] else None
        if opening is None or opening["kind"] != DivideEvent.SPLIT or opening["params"]["path"]:
            return None
        cards = [card for part in opening["params"]["parts"] for card in part]
        leader = opener
    else:
        cards = list(view["node"]["cards"])
        leader = view["leader"]
    return {"kind": DivideEvent.ROW, "seat": None, "params": {"cards": cards, "leader": leader}, "reveals": True}


def _event_cards(event: JsonDict, t: Translator) -> Markup | None:
    kind, params = event["kind"], event["params"]
    if kind in (DivideEvent.SPLIT, DivideEvent.HALVES):
        return h(
            "span",
            {"class": "ev-parts"},
            [
                h("span", {"class": classes("mini-part", f"in-{LABELS[i]}")}, symbol(LABELS[i]), cards_row(part, t))
                for i, part in enumerate(params["parts"])
            ],
        )
    if kind == DivideEvent.VOTES:
        return h(
            "span",
            {"class": "ev-votes"},
            [
                h("span", {"class": classes("vote-chip", f"in-{v}")}, symbol(v), " ", part_name(v, t))
                for v in params["votes"]
                if v
            ],
        )
    if params.get("cards"):
        return cards_row(params["cards"], t)
    return None


_VOTE_STEPS = (DivideEvent.VOTES, DivideEvent.AWARD, DivideEvent.UNCLAIMED, DivideEvent.CONTESTED)
"""The steps the votes on the table (``vote_rounds``) tell: the reveal and what it did."""


def _steps(
    view: DivideView, moves: Sequence[LastMove], names: list[str], t: Translator, skip: Sequence[str] = ()
) -> Markup | None:
    """This round's steps (the last round's until the new row is split), one line each,
    re-splits indented; the steps the last move caused light up one after the other. ``skip``:
    the kinds of steps told elsewhere on the table."""
    rounds = [[told for told in steps if told[0]["kind"] not in skip] for steps in round_steps(view, moves)]
    steps = rounds[-1] if rounds else []
    last_round = rounds[-2] if len(rounds) > 1 else []
    title = t("divide.this_round")
    if (len(steps) <= 1 and last_round) or view["phase"] == "over":
        steps, title = last_round if len(steps) <= 1 else steps, t("divide.last_round")
    if not steps:
        return None
    # The last move's steps are the newest ones: of this round's, or when the move closed
    # the round and the last round is on show, of that round's before the new row.
    new_from = next((index for index, (_, fresh) in enumerate(steps) if fresh), len(steps))
    last_reveal = max((i for i, (e, _) in enumerate(steps) if e["kind"] == DivideEvent.VOTES), default=-1)
    items = []
    for index, (event, fresh) in enumerate(steps):
        kind, path = event["kind"], event["params"].get("path", "")
        depth = len(path) if kind in _NODE_STEPS else max(0, len(path) - 1)
        items.append(
            h(
                "li",
                {
                    "class": classes(
                        "step",
                        f"ev-{kind}",
                        f"depth-{min(depth, 3)}",
                        fresh and "is-new",
                        fresh and index == last_reveal and "just-moved",
                    ),
                    "style": f"--step: {index - new_from}" if fresh else None,
                },
                h("span", {"class": "step-text"}, step_line(event, names, t)),
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
            if lead:
                # ♛, not ★: the seat strip's ★ marks "you" (issue 30, 9). It stays beside the count,
                # before the jokers, which a phone puts on a line of their own (round 5, 6).
                content.append(h("span", {"class": "star"}, " " + LEAD_MARK))
                content.append(h("span", {"class": "sr-only"}, t("divide.leads")))
                if final:
                    content.append(h("span", {"class": "gain"}, " +", str(value)))
            if jokers:
                content.append(h("span", {"class": "jk"}, " (", t("divide.with_jokers", count=jokers), ")"))
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


def describe_move(move: DivideMove, t: Translator) -> str:
    """A legal move in words (the hint line): the table names the parts."""
    if move["kind"] == ActionKind.SPLIT:
        first, second = move["cuts"]
        return t("divide.hint.split", first=first, second=second)
    if move["kind"] == ActionKind.VOTE:
        return t("divide.hint.vote", label=part_name(move["label"], t))
    if move["kind"] == ActionKind.DISCARD:
        return t("divide.hint.discard", label=part_name(move["label"], t))
    return t("divide.hint.attach", value=move["value"])


def render_game_summary(outcome: dict[str, Any], view: DivideView, names: list[str], t: Translator) -> Markup:
    order = sorted(range(len(names)), key=lambda s: (-outcome["scores"][s], -view["values_won"][s]))
    return join(
        [
            winner_line(outcome["winners"], names, t),
            standings(
                order,
                lambda s: [
                    t("divide.labelled", name=names[s], text=t("divide.points", count=outcome["scores"][s])),
                    " · ",
                    t("divide.values_won", count=view["values_won"][s]),
                ],
                # Equal points and equal numbers won: the victory (or the place) is shared.
                rank=lambda s: (outcome["scores"][s], view["values_won"][s]),
            ),
            h("p", {"class": "note"}, t("divide.tiebreak_note")),
            _board(view, names, t, final=True),
        ]
    )


def votes_moment(events: Sequence[JsonDict], names: list[str], t: Translator) -> tuple[str, Markup] | None:
    """The votes revealed, side by side, and what they did (awards, discards), for everyone at
    a hot-seat device to see before the next privacy screen (issue 30, 1)."""
    reveal = next((index for index, event in enumerate(events) if event["kind"] == DivideEvent.VOTES), None)
    if reveal is None:
        return None
    votes = events[reveal]["params"]["votes"]
    side_by_side = h(
        "ul",
        {"class": "moment-votes"},
        [
            h(
                "li",
                {},
                h("span", {"class": "seat-name"}, names[seat]),
                " ",
                h("span", {"class": classes("vote-chip", f"in-{vote}")}, symbol(vote), " ", part_name(vote, t)),
            )
            for seat, vote in enumerate(votes)
            if vote
        ],
    )
    results = [
        h("li", {}, step_line(event, names, t), " ", _event_cards(event, t))
        for event in events[reveal + 1 :]
        if event["kind"] not in (DivideEvent.HAND_END, DivideEvent.ROW)
    ]
    title = t("divide.moment.votes", part=path_name(events[reveal]["params"]["path"], t))
    return title, join([side_by_side, results and h("ul", {"class": "moment-results"}, results)])


def vote_rounds(view: DivideView, moves: Sequence[LastMove], names: list[str], t: Translator) -> Markup | None:
    """Each vote of this round played out on the table, oldest first: who chose which part, who
    chose the same one (and what became of it), and what each part did. The newest lights up as
    its move plays out (the timeline's beats) and every one stays until the round's end, long
    enough to read (issue 30, Divide round 7, 5: a re-vote was told only in the steps and the log)."""
    if view["phase"] == "over":
        return None
    told: list[tuple[list[JsonDict], bool]] = []  # each reveal with the events it caused; by the last move
    ended = False
    for number, move in enumerate(moves):
        for event in move.events:
            if ended:  # a move after the round's end: the next round's votes, from none
                told, ended = [], False
            if event["kind"] == DivideEvent.HAND_END:
                ended = True
                break  # the next round's row follows in the same move: not this round's
            if event["kind"] == DivideEvent.VOTES:
                told.append(([event], number == len(moves) - 1))
            elif told and event["kind"] in (DivideEvent.AWARD, DivideEvent.UNCLAIMED, DivideEvent.CONTESTED):
                told[-1][0].append(event)
    if not told or (ended and view["node"]["cards"]):
        # No vote yet; or the round is over and the next row is on the table: the last round's
        # votes are told by its summary and, with its steps, by the list of the previous round.
        return None
    return h(
        "section",
        {"class": "vote-rounds", "aria-label": t("divide.vote.rounds")},
        [_vote_round(events, fresh, names, t) for events, fresh in told],
    )


def _vote_round(events: list[JsonDict], fresh: bool, names: list[str], t: Translator) -> Markup:
    reveal, results = events[0]["params"], events[1:]
    path = reveal["path"]
    by_part: dict[str, list[int]] = {}
    for seat, vote in enumerate(reveal["votes"]):
        if vote:
            by_part.setdefault(str(vote), []).append(seat)
    groups = []
    again = []
    for label in LABELS:
        seats = by_part.get(label, [])
        if not seats:
            continue
        same = len(seats) > 1
        groups.append(
            h(
                "li",
                {"class": classes("vote-group", same and "is-clash")},
                h("span", {"class": classes("vote-chip", f"in-{label}")}, symbol(label), " ", part_name(label, t)),
                " ",
                _names(seats, names, t),
                same and h("span", {"class": "tag clash"}, " ", t("divide.vote.same")),
            )
        )
        discarded = any(e["kind"] == DivideEvent.CONTESTED and e["params"]["path"] == path + label for e in results)
        if same and not discarded:
            again.append(t("divide.vote.again", names=_names(seats, names, t), part=path_name(path + label, t)))
    lines = [h("li", {}, step_line(event, names, t), " ", _event_cards(event, t)) for event in results]
    lines += [h("li", {"class": "vote-again"}, line) for line in again]
    return h(
        "div",
        {"class": classes("vote-round", fresh and "is-new just-moved")},
        h("h3", {}, t("divide.moment.votes", part=path_name(path, t))),
        h("ul", {"class": "vote-groups"}, groups),
        lines and h("ul", {"class": "vote-results"}, lines),
    )


def _refused_push(view: DivideView, ui: Dividers, moved: Dividers) -> Say | None:
    """Why a divider pushed against the other one (or the row's end) did not move: each part
    keeps a card (issue 30, Divide round 5, 4: the push did nothing and said nothing)."""
    if _cuts(view, moved) != _cuts(view, ui):
        return None
    return Say("divide.push_refused", ui=replace(ui, active=moved.active))  # a refusal: the "why" line


def _tapped_part(view: DivideView, label: str) -> Say:
    """What a tap on a part's cards says: the part is taken (or discarded) with its button, or why
    it cannot be (issue 30, Divide 6: a tapped card did nothing)."""
    if view["node"]["discarded"] == label:
        return Say("divide.part_discarded")
    if _part_move(view, ActionKind.VOTE, label) is not None:
        return Say("divide.tap.choose_button", kind="info")
    if _part_move(view, ActionKind.DISCARD, label) is not None:
        return Say("divide.tap.discard_button", kind="info")
    return Say("divide.tap.not_now")


class DivideTable(TypedTable[DivideView]):
    """The ``GameTable`` of Let's Divide."""

    folded_options: frozenset[str] = frozenset({"pending_joker_choice"})
    plays_forced_moves = True
    """A step with one legal action (a 3-card part re-split, a joker with one number) plays itself."""
    hand_over_key = "divide.round_over"
    """Each round ends with its summary (the board) before the next row (issue 30, 4)."""
    privacy_keys = ("divide.privacy.explain", "divide.privacy.show")
    """The hot-seat screen hides a vote, not a hand of cards."""

    def __init__(self) -> None:
        super().__init__(divide_view, render_table, cards_row, _board, render_game_summary, describe_event)

    def new_ui(self, view: JsonDict) -> Dividers:
        typed = divide_view(view)
        if typed["phase"] == "split" and typed["node"]["cards"]:
            first, second = _default_cuts(len(typed["node"]["cards"]))
            return Dividers(first, second, 0)
        return Dividers()

    def on_input(self, view: JsonDict, ui: Dividers, name: str, data: Mapping[str, str]) -> Dividers | Submit | Say:
        typed = divide_view(view)
        if name == "part-card":
            return _tapped_part(typed, data.get("label", ""))
        if not _can_split(typed):
            return ui
        if name == "pick-divider" and data.get("divider") in ("0", "1"):
            return replace(ui, first=_cuts(typed, ui)[0], second=_cuts(typed, ui)[1], active=int(data["divider"]))
        if name == "gap" and data.get("gap", "").isdigit():
            moved = tap_gap(typed, ui, int(data["gap"]))
            if data.get("card") == str(len(typed["node"]["cards"])):
                # The last card cannot have a divider after it: say where the divider went and why.
                return Say("divide.tap.last_card", kind="info", ui=moved)
            return moved
        if (
            name == "nudge-divider"
            and data.get("divider") in ("0", "1")
            and data.get("key") in ("ArrowLeft", "ArrowRight")
        ):
            which = ui.active if ui.by_key else int(data["divider"])
            step = -1 if data["key"] == "ArrowLeft" else 1
            pushed = move_divider(typed, ui, which, _cuts(typed, ui)[which] + step)
            return _refused_push(typed, ui, pushed) or replace(pushed, by_key=ui.by_key)
        if name == "drop" and data.get("from-divider") in ("0", "1") and data.get("to-gap", "").isdigit():
            dropped = move_divider(typed, ui, int(data["from-divider"]), int(data["to-gap"]))
            return _refused_push(typed, ui, dropped) or dropped
        return ui

    def on_key(self, view: JsonDict, ui: Dividers, key: str) -> Dividers | Submit | Say | None:
        typed = divide_view(view)
        if _can_split(typed):
            first, second = _cuts(typed, ui)
            # The arrows move a divider only while it has the focus (``nudge-divider``).
            if key == OTHER_DIVIDER_KEY:
                return Dividers(first, second, 1 - ui.active, by_key=True)
            if key in ("Enter", keymap.PLAY):
                split = _split_move(typed, first, second)
                return Submit(split["action"]) if split is not None else None
            return None
        if key in NUMBER_KEYS:
            value = NUMBER_KEYS.index(key) + 1
            joker = next((move for move in _moves(typed, ActionKind.ATTACH) if move["value"] == value), None)
            if joker is not None:
                return Submit(joker["action"])
            if key in VOTE_KEYS:
                label = LABELS[VOTE_KEYS.index(key)]
                for kind in (ActionKind.VOTE, ActionKind.DISCARD):
                    move = _part_move(typed, kind, label)
                    if move is not None:
                        return Submit(move["action"])
                if typed["phase"] == "vote" and label == typed["node"]["discarded"]:
                    return Say("divide.part_discarded")  # say why, not only that it cannot be
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
        split = next((move for move in _moves(divide_view(view), ActionKind.SPLIT) if move["action"] == action), None)
        if split is not None:
            first, second = split["cuts"]
            return Dividers(first, second, ui.active)
        return ui

    def coach_targets(self, view: JsonDict, ui: Dividers, action: str) -> tuple[str, ...]:
        """A split: the card whose tap brings a divider where the split cuts, until both are
        there, then Split; every other move is a button of its own."""
        typed = divide_view(view)
        split = next((move for move in _moves(typed, ActionKind.SPLIT) if move["action"] == action), None)
        if split is not None:
            gap = next_tap(typed, ui, split["cuts"])
            if gap is not None:
                return (selector(data_input="gap", data_card=str(gap)),)
        return super().coach_targets(view, ui, action)

    def describe_move(self, move: JsonDict, names: list[str], t: Translator) -> str:
        return describe_move(cast(DivideMove, move), t)

    def privacy_texts(self, view: JsonDict) -> tuple[str, str]:
        # Only a vote is secret: the leader's split, a discard and a joker are public moves.
        return self.privacy_keys if view.get("phase") == "vote" else PUBLIC_TURN_KEYS

    def moment(self, events: Sequence[JsonDict], names: list[str], t: Translator) -> tuple[str, Markup] | None:
        return votes_moment(events, names, t)

    def hand_story(self, moves: Sequence[LastMove], names: list[str], t: Translator) -> Markup | None:
        return round_outcomes(moves, names, t, cards_row)

    def describe_progress(self, view: JsonDict, names: list[str], t: Translator) -> str:
        typed = divide_view(view)
        head = t("divide.round_of", number=typed["round"], total=typed["rounds"])
        return f"{head} · " + ", ".join(f"{name} {score}" for name, score in zip(names, typed["scores"]))

    def text_keys(self) -> Iterable[str]:
        yield from (f"divide.label.{label}" for label in LABELS)
        yield from (f"divide.label_from.{label}" for label in LABELS)
        yield from ("divide.ev.split", "divide.ev.halves", "divide.ev.unclaimed", "divide.ev.contested")
        yield from ("divide.ev.attach", "divide.ev.attach_auto", "divide.not_offered")
        yield from self.privacy_keys
        yield from PUBLIC_TURN_KEYS
        yield self.hand_over_key
        yield from (f"divide.tap.{why}" for why in ("last_card", "choose_button", "discard_button", "not_now"))
        yield "divide.push_refused"
        yield "divide.status.showing.vote"  # the shared status line's word for a vote playing out
