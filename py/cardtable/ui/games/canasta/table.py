"""The Canasta table: pure functions from a view (and the selection) to markup.

From the top: the players (cards held, whose turn, what each did last), the other
side's melds, the stock and the discard pile (its size, top card, and a frozen mark),
your side's melds, then your hand and the decision bar.

Moves by tap, each looked up in the view's ``moves`` (``hand``): tap the stock to draw; tap
the pile to take it (its button says what it takes it with); select cards, then tap one of
your side's melds to add them, or "New meld"; select one card and tap "Discard". Before a
side's first meld the engine sets each new meld aside until they count the minimum, and the
meld that makes them count it lays them all down (the count is shown live against the
minimum). A tap that makes no legal move is submitted anyway, so the engine's own refusal
says why. Melds are grouped by rank; a canasta is a closed pile, its top
card red for a natural canasta and black for a mixed one, as at a kitchen table.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from typing import Any, cast

from ....app.i18n import Translator, and_list
from ....engine.core import JsonDict
from ....engine.games.canasta.actions import ASK, DRAW, NO, YES, MoveKind
from ....engine.games.canasta.cards import KIND_TEXT
from ....engine.games.canasta.event_kinds import CanastaEvent
from ....engine.games.canasta.options import DRAW_COUNT
from ....engine.games.canasta.scoring import SCORE_ITEMS
from ....engine.games.canasta.state import HandEnd, Phase
from ....engine.games.canasta.views import (
    CanastaHandRecord,
    CanastaMeld,
    CanastaMove,
    CanastaScoreLine,
    CanastaView,
    canasta_view,
)
from ... import keymap
from ...cards import card_name, court_letters, french_card, short_text
from ...kit import Say, Submit, TableContext, TypedTable
from ...markup import Markup, classes, h, join, selector
from ...parts import card_row, hand_cards, last_hand, my_hand, why_line
from ...seats import SeatLine, seat_strip
from ...table import decision_bar, input_button, unavailable
from .going_out import going_out
from .hand import (
    CanastaUi,
    add_move,
    discard_move,
    first_move,
    just_drawn,
    kind,
    kinds_of,
    meld_move,
    moves_of,
    my_side,
    natural_ranks,
    order_hand,
    points_of,
    probe_add,
    probe_discard,
    probe_meld,
    probe_take,
    remaining_hand,
    selected_cards,
    set_aside_add,
    side_has_melded,
    suggested_take,
    taking_under_way,
    toggle,
    ui_for_move,
)
from .names import rank_name, side_name
from .story import BUILT_KEYS, describe_event

MELD_STATES = ("open", "natural", "mixed")
SAY_KEYS = (
    "canasta.say.select",
    "canasta.say.red_three",
    "canasta.say.one_rank",
    "canasta.say.wrong_rank",
    "canasta.say.has_meld",
    "canasta.say.pile_after_draw",
    "canasta.why.choose_meld",
    "canasta.why.choose_discard",
)
"""Why a tap composed nothing (``Say``), for the status line."""
# What plays a move once its cards are selected (a lesson's coach points at it): the pile takes
# it, "New meld" (or "Lay down") melds them, a meld of the side grows, Discard throws the card.
_PLAYED_BY: dict[str, str] = {
    MoveKind.TAKE: "pile",
    MoveKind.MELD: "new-meld",
    MoveKind.ADD: "add",
    MoveKind.DISCARD: "discard",
}
# The moves a letter plays as they are (the rest compose from the selection): the legal move
# of that kind (an answer: yes or no), or the engine's own, so that its refusal says why.
_KEY_MOVES = {keymap.DRAW: DRAW, "q": ASK, "y": YES, keymap.PASS: NO}


def card_label(code: str, t: Translator) -> str:
    if code.startswith("X"):
        return t("canasta.joker")
    return card_name(code, t)


def card(code: str, t: Translator, attrs: dict[str, Any] | None = None, small: bool = False) -> Markup:
    return french_card(code, t, label=card_label(code, t), attrs=attrs, small=small)


def cards_row(codes: list[str], t: Translator) -> Markup:
    return card_row(card(c, t, small=True) for c in codes)


def kinds_text(spec: str, t: Translator) -> str:
    """An action's kinds in the player's letters: ``K K 2`` → "R R 2", ``X`` → "★"."""
    return " ".join("★" if w == "X" else rank_name(w, t) for w in spec.split())


# ---------------------------------------------------------------------- the players


def _seats(view: CanastaView, ctx: TableContext, t: Translator) -> Markup:
    # Each seat's latest sentence, of this hand only: the last hand's "Bot 2 went out!" stood under
    # Bot 2 on the next deal (issue 30, Canasta round 5, 5). A seat is told of in this hand once
    # a move since the deal (``ctx.moves``, cleared by a deal) was its own or about it.
    told = {move.seat for move in ctx.moves} | {e["seat"] for move in ctx.moves for e in move.events}
    last_said = {seat: line for seat, line in ctx.recent if seat in told}
    lines = [
        SeatLine(
            state=f"side-{next(i for i, team in enumerate(view['teams']) if seat in team)}",
            badges=[seat == view.get("dealer") and h("span", {"class": "badge"}, t("canasta.dealer"))],
            stats=[h("span", {"class": "stat"}, t("canasta.cards", count=view["hand_sizes"][seat]))],
            after=seat in last_said and h("span", {"class": "seat-said"}, last_said[seat]),
        )
        for seat in range(view["num_players"])
    ]
    return seat_strip(view, lines, ctx, t, t("lobby.players"))


# ---------------------------------------------------------------------- melds


def _canasta_top(meld: CanastaMeld) -> str:
    """The card a closed canasta shows on top: red for a natural one, black for a mixed one."""
    naturals = [c for c in meld["cards"] if kind(c) == meld["rank"]]
    colours = ("h", "d") if meld["state"] == "natural" else ("s", "c")
    top: str = next((c for c in naturals if c[1:] in colours), naturals[0] if naturals else meld["cards"][0])
    return top


def _meld(
    view: CanastaView,
    meld: CanastaMeld,
    own: bool,
    t: Translator,
    hinted: bool = False,
    fits: bool = False,
    made: bool = False,
) -> Markup:
    """A meld; the viewer's side's melds are buttons that add the selected cards, marked when
    the selection fits one (``fits``). Another side's meld says why a tap adds nothing there.
    ``made``: the part of a move on show made or grew it (marked where it happens)."""
    rank = rank_name(meld["rank_text"], t)
    count = len(meld["cards"])
    state = meld["state"]
    if state == "open":  # naturals first, the wild cards after them, as a meld is squared up
        body = cards_row(sorted(meld["cards"], key=lambda c: kind(c) != meld["rank"]), t)
        note = t("canasta.meld.to_go", count=meld["to_go"])
    else:
        body = h(
            "span",
            {"class": classes("canasta-pile", state)},
            card(_canasta_top(meld), t, small=True),
            h("span", {"class": "pile-depth", "aria-hidden": "true"}, ""),
        )
        note = t(f"canasta.meld.{state}", count=count)
    label = t("canasta.meld.label", rank=rank, count=count, state=note)
    content = [
        h("span", {"class": "meld-rank", "aria-hidden": "true"}, rank),
        body,
        h("span", {"class": "meld-note"}, note),
    ]
    attrs: dict[str, Any] = {
        # The meld a hint says to tap; the melds the selected cards could go on (issue 30,
        # Canasta round 4, 3: nothing cued an addition).
        "class": classes("meld", f"meld-{state}", hinted and "is-hinted", fits and "fits", made and "just-moved"),
        "data-rank": meld["rank_text"],
    }
    if view.get("seat") is not None and not own:
        # A tap on the other side's meld was silent: it says one adds only to one's own side's.
        attrs |= {"data-action": "input", "data-input": "their-meld", **unavailable(t("canasta.why.their_meld"))}
    if own and view.get("seat") is not None:
        attrs |= {
            "type": "button",
            "data-action": "input",
            "data-input": "add",
            "aria-label": t("canasta.meld.add_to", meld=label),
        }
        return h("button", attrs, content)
    return h("div", {**attrs, "role": "group", "aria-label": label}, content)


# Where a seat's own event happened on the table (a discard's replacement draws for the next
# player, and red threes, belong to other places and seats).
_PLACE_OF_KIND = {
    CanastaEvent.DRAW: "stock",
    CanastaEvent.TAKE_PILE: "pile",
    CanastaEvent.DISCARD: "pile",
    CanastaEvent.MELD: "side",
}


def _beat(ctx: TableContext) -> JsonDict | None:
    """The part of the latest move the timeline has on show (its draw, a meld, its discard), when
    it is one of that move's own."""
    move = ctx.last_move
    if move is None or ctx.showing is None or ctx.showing not in move.events:
        return None
    return ctx.showing


def touched(view: CanastaView, ctx: TableContext) -> str | None:
    """Where the move on show happened: ``stock``, ``pile`` or ``side-<n>`` (its melds). While the
    timeline plays the move, where the part on show happens (the draw at the stock, a meld at the
    side's melds, the discard at the pile: issue 30, Canasta round 7, 1); after, where its first
    event that the moving seat did itself happened."""
    move = ctx.last_move
    if move is None:
        return None
    beat = _beat(ctx)
    if beat is not None and beat["kind"] == CanastaEvent.CANASTA:
        beat = {**beat, "kind": CanastaEvent.MELD}  # a canasta closes on the side's melds
    events = (beat,) if beat is not None else move.events
    place = next(
        (_PLACE_OF_KIND[e["kind"]] for e in events if e["seat"] == move.seat and e["kind"] in _PLACE_OF_KIND),
        None,
    )
    if place != "side":
        return place
    teams = view.get("teams") or []
    return next((f"side-{i}" for i, team in enumerate(teams) if move.seat in team), None)


def _beat_ranks(ctx: TableContext) -> set[str]:
    """The ranks of the melds the part on show made or grew (a meld, a take, a canasta closed)."""
    beat = _beat(ctx)
    if beat is None:
        return set()
    params = beat["params"]
    if beat["kind"] == CanastaEvent.CANASTA:
        return {str(params["rank"])}
    codes = [*params.get("cards", []), *params.get("with", [])]
    if params.get("top"):
        codes.append(params["top"])
    return {KIND_TEXT[kind(c)] for c in codes if kind(c) not in (1, 14)}


def _reveal(view: CanastaView, ctx: TableContext, place: str) -> str | None:
    """``data-reveal`` for ``place`` while another seat's part on show happens there: a phone
    scrolls it into sight (a bot's new canasta landed below the fold: issue 30, Canasta round 7,
    1). Its value tells one part from the next."""
    beat, move, seat = _beat(ctx), ctx.last_move, view.get("seat")
    if beat is None or move is None or move.seat == seat or touched(view, ctx) != place:
        return None
    if seat is not None and all(earlier.seat != seat for earlier in ctx.since_deal):
        # Not before the viewer's first move of the hand: the bots' opening moves scrolled a
        # phone's new table down to their melds, and the first turn began there, the top bar and
        # the status out of sight (issue 30, Canasta round 9, 5).
        return None
    return f"{len(ctx.since_deal)}.{move.events.index(beat)}"


def _side(view: CanastaView, side: int, ui: CanastaUi, ctx: TableContext, t: Translator) -> Markup:
    own = side == my_side(view)
    melds = sorted(view["melds"][side], key=lambda m: (m["state"] == "open", -len(m["cards"])))
    reds = view["red_threes"][side]
    chosen = selected_cards(view, ui) if own else []

    def fits_selection(meld: CanastaMeld) -> bool:
        return bool(chosen) and add_move(view, chosen, meld["rank_text"]) is not None

    here = touched(view, ctx) == f"side-{side}"
    made = _beat_ranks(ctx) if here else set()
    return h(
        "section",
        {
            "class": classes("side", own and "own-side", f"side-{side}", here and "just-moved"),
            "aria-label": side_name(view, side, ctx.names, t),
            "data-reveal": _reveal(view, ctx, f"side-{side}"),
        },
        h(
            "header",
            {"class": "side-head"},
            h("h2", {}, side_name(view, side, ctx.names, t)),  # under the page's h1 (axe: heading order)
            h("span", {"class": "stat score"}, t("canasta.score", count=view["side_scores"][side])),
            # What the side has melded so far counts for it at the hand's end (§12): shown as it grows.
            h(
                "span",
                {"class": "stat meld-points"},
                t("canasta.meld_points", count=sum(points_of(m["cards"]) for m in view["melds"][side])),
            ),
            h(
                "span",
                {"class": "stat"},
                t("canasta.canastas", count=view["canastas"][side], needed=view["canastas_needed"]),
            ),
            not view["melded"][side]
            and h("span", {"class": "stat minimum"}, t("canasta.minimum", count=view["minimum"][side])),
        ),
        reds and h("p", {"class": "red-threes"}, t("canasta.red_threes"), " ", cards_row(reds, t)),
        h(
            "div",
            # The other sides' melds, named as a group. They wrap (issue 30, Canasta 2): no longer a
            # row that scrolls sideways, so no tab stop to reach its hidden part.
            {
                "class": "melds",
                "role": None if own else "group",
                "aria-label": None if own else side_name(view, side, ctx.names, t),
            },
            [
                _meld(
                    view,
                    m,
                    own,
                    t,
                    own and m["rank_text"] == ui.meld,
                    own and fits_selection(m),
                    made=m["rank_text"] in made,
                )
                for m in melds
            ],
        )
        if melds
        else h("p", {"class": "no-melds"}, t("canasta.no_melds")),
    )


# ---------------------------------------------------------------------- stock and pile


def _take_words(move: CanastaMove, view: CanastaView, t: Translator) -> str:
    """What a take needs, in words: "meld the 8 with 8 8 from your hand"."""
    assert view["top"] is not None, "a take is offered only onto a pile with a top card"
    top_card = short_text(view["top"], t)
    if not move["cards"]:
        return t("canasta.take.onto", card=top_card)
    return t("canasta.take.with", card=top_card, cards=kinds_text(kinds_of(move["cards"]), t))


def _why_no_draw(view: CanastaView, melding: bool, taking: bool, t: Translator) -> str:
    """Why the stock is refused: a take (under way or made) is told as the take it is, not as
    a draw (issue 30, Canasta round 8, 4: "You have drawn" after the pile was taken)."""
    if taking or (melding and view["drew"] == "pile"):
        return t("canasta.why.took_pile")
    return t("canasta.why.drawn") if melding else t("canasta.why.not_your_turn")


def status_line(view: CanastaView, t: Translator) -> str | None:
    """The status line while the viewer's take of the pile is under way (their initial meld set
    aside with it): what comes next, not "draw or take the pile" (issue 30, Canasta round 8, 4).
    None otherwise: the phase's own line."""
    side = my_side(view)
    if side is None or view["seat"] not in view["to_act"] or view["phase"] != Phase.DRAW.value:
        return None
    if not taking_under_way(view):
        return None
    return t("canasta.status.take", minimum=view["minimum"][side])


def _centre(view: CanastaView, ui: CanastaUi, ctx: TableContext, t: Translator) -> Markup:
    draw = first_move(view, MoveKind.DRAW)
    mine = view.get("seat") in view["to_act"]
    drawing = view["phase"] == Phase.DRAW.value and mine
    melding = view["phase"] == Phase.MELD.value and mine
    taking = drawing and taking_under_way(view)
    stock = h(
        "button",
        {
            "type": "button",
            "class": classes(
                "pile stock", draw is not None and "is-legal", touched(view, ctx) == "stock" and "just-moved"
            ),
            "data-action": "act",
            "data-move": draw["action"] if draw is not None else str(DRAW),
            **({} if drawing and not taking else unavailable(_why_no_draw(view, melding, taking, t))),
            "id": "stock",
            "data-reveal": _reveal(view, ctx, "stock"),
        },
        h("span", {"class": "card back", "aria-hidden": "true"}, ""),
        h("span", {"class": "pile-text"}, t("canasta.stock", count=view["stock_size"])),
    )
    pile = view["pile"]
    take = suggested_take(view, ui) if drawing else None
    if drawing and take is not None:
        caption = t("canasta.take.button", count=len(pile), how=_take_words(take, view, t))
    elif melding:
        chosen = selected_cards(view, ui)
        caption = (
            t("canasta.discard_card", card=card_label(chosen[0], t))
            if len(chosen) == 1
            else t("canasta.pile.discard_here", count=len(pile))
        )
    else:
        caption = t("canasta.pile.size", count=len(pile))
    frozen = view["pile_frozen"]
    pile_button = h(
        "button",
        {
            "type": "button",
            "class": classes(
                "pile discard-pile",
                frozen and "is-frozen",
                take is not None and "is-legal",
                touched(view, ctx) == "pile" and "just-moved",
            ),
            "data-action": "input",
            "data-input": "pile",
            **({} if drawing or melding else unavailable(t("canasta.why.not_your_turn"))),
            "id": "pile",
            "data-reveal": _reveal(view, ctx, "pile"),
        },
        h(
            "span",
            {"class": "pile-stack"},
            card(view["top"], t) if view["top"] else h("span", {"class": "card empty-pile"}, ""),
            frozen and h("span", {"class": "frozen-card", "aria-hidden": "true"}, ""),
        ),
        h("span", {"class": "pile-text"}, caption),
        frozen and h("span", {"class": "frozen-tag"}, t("canasta.pile.frozen")),
    )
    info = [t("canasta.hand_no", number=view["hand_number"])]
    if view.get("forced_take"):
        info.append(t("canasta.forced_take"))
    return h(
        "section",
        {"class": "canasta-centre", "aria-label": t("canasta.table")},
        h("p", {"class": "hand-info"}, " · ".join(info)),
        h("div", {"class": "piles"}, stock, pile_button),
    )


# ---------------------------------------------------------------------- the permission question


def _permission(view: CanastaView, ctx: TableContext, t: Translator) -> Markup | None:
    """The partner's answer to "may I go out?": a dialog-like panel whose buttons say what
    each answer means (the answer binds, §10.2)."""
    turn = view["turn"]  # the asker
    if view["phase"] != Phase.ANSWER.value or view.get("seat") not in view["to_act"] or turn is None:
        return None
    asker = ctx.names[turn]
    answers = {move["yes"]: move["action"] for move in moves_of(view, MoveKind.ANSWER)}
    return h(
        "section",
        {"class": "permission", "role": "alertdialog", "aria-labelledby": "permission-q"},
        h("h2", {"id": "permission-q"}, t("canasta.ask.question", name=asker)),
        h(
            "p",
            {},
            t(
                "canasta.ask.facts",
                name=asker,
                cards=view["hand_sizes"][turn],
                canastas=view["canastas"][my_side(view) or 0],
            ),
        ),
        h(
            "div",
            {"class": "answers"},
            h(
                "button",
                {
                    "type": "button",
                    "class": "primary",
                    "data-action": "act",
                    "data-move": answers.get(True, str(YES)),
                    "id": "answer-yes",
                },
                t("canasta.ask.yes", name=asker),
            ),
            h(
                "button",
                {"type": "button", "data-action": "act", "data-move": answers.get(False, str(NO)), "id": "answer-no"},
                t("canasta.ask.no", name=asker),
            ),
        ),
    )


# ---------------------------------------------------------------------- the hand


def _hand(view: CanastaView, seat: int, ui: CanastaUi, ctx: TableContext, t: Translator) -> Markup:
    shown = remaining_hand(view)
    mine = seat in view["to_act"]
    melding = view["phase"] == Phase.MELD.value and mine
    buttons = []
    previous: int | None = None
    drawn = just_drawn(view, ctx.since_deal or ctx.moves)
    for i, code in enumerate(shown):
        fresh = code in drawn
        if fresh:
            drawn.remove(code)  # two packs: mark one card per card drawn
        k = kind(code)
        group = k if k not in (1, 14) else -1  # twos and jokers form one group: the wild cards
        buttons.append(
            card(
                code,
                t,
                {
                    "data-action": "input",
                    "data-input": "toggle-card",
                    "data-index": str(i),
                    "data-card": code,
                    "aria-pressed": "true" if i in ui.selected else "false",
                    "class": classes(
                        i in ui.selected and "is-selected",
                        k in (1, 14) and "is-wild",
                        k == 13 and "is-red-three",
                        k == 2 and "is-black-three",
                        fresh and "just-drawn",
                        previous is not None and group != previous and "group-start",
                    ),
                },
            )
        )
        previous = group
    chosen = selected_cards(view, ui)
    melded = side_has_melded(view)
    side = my_side(view) or 0
    first = view.get("first_meld")
    actions: list[Markup] = []
    # The meld the selection makes now, if any: the first meld's count takes only such cards.
    move = (meld_move(view, chosen) or set_aside_add(view, chosen)) if chosen else None
    if melding or (mine and taking_under_way(view)):
        if melded:
            label = t("canasta.new_meld")
        elif move is not None and move["lays"]:  # this meld makes the first meld: it lays them all
            points = (first["points"] if first else 0) + move["points"]
            label = t("canasta.lay_down", points=points, minimum=view["minimum"][side])
        else:
            label = t("canasta.stage_meld")
        actions.append(
            h(
                "button",
                {
                    "type": "button",
                    "data-action": "input",
                    "data-input": "new-meld",
                    "id": "new-meld",
                    **({} if chosen else _says_why_in_the_bar()),
                },
                label,
            )
        )
    if melding:
        last = len(view.get("hand") or []) == 1
        actions.append(
            input_button(
                "discard",
                t("canasta.go_out_discard" if last else "canasta.discard_card", card=card_label(chosen[0], t))
                if len(chosen) == 1
                else t("canasta.choose_discard"),
                # Amber only when it can be pressed: dimmed, the amber read as an olive button that
                # looked pressable (issue 30, Canasta round 5, 6).
                primary=len(chosen) == 1,
                id="discard",
                **({} if len(chosen) == 1 else _says_why_in_the_bar()),
            )
        )
    # Clearing the selection is a side action under the hand, not in the bar a phone pins: with
    # it (and the ask) the bar grew to four rows over the melds one taps (issue 30, Canasta 5).
    clear = (
        h(
            "button",
            {"type": "button", "data-action": "input", "data-input": "clear", "id": "clear"},
            t("canasta.clear"),
        )
        if ui.selected
        else None
    )
    decline = first_move(view, MoveKind.DECLINE)
    if decline is not None:
        actions.append(
            h(
                "button",
                {"type": "button", "data-action": "act", "data-move": decline["action"], "id": "decline"},
                t("canasta.act.decline"),
            )
        )
    ask_note = _ask_offer(view, t)
    staged = _set_aside(view, chosen, t) if first else None
    # A "yes" binds (§10.2): said until the turn ends, beside the hand it binds.
    penalty = view["permission_penalty"]
    bound_text = t("canasta.ask.bound", penalty=penalty) if penalty else t("canasta.ask.bound_free")
    bound = (
        h("p", {"class": "go-out-bound", "role": "status"}, bound_text)
        # Until the turn ends: not behind the hand's summary once the hand is over (issue 30,
        # Canasta round 8, 3).
        if view["answer"] == "yes" and view["turn"] == seat and view["phase"] in (Phase.DRAW.value, Phase.MELD.value)
        else None
    )
    why = why_line(ctx)
    reason = hint_reason(view, ctx.hint, t) if ctx.hint and mine else None
    counter = None
    if mine and not melded and view["phase"] != Phase.ANSWER.value:
        # Selected cards count once they make a meld: a lone jack counted "10 of 50" as if it
        # were laid (issue 30, Canasta round 10, 2).
        points = (first["points"] if first else 0) + (points_of(chosen) if move is not None else 0)
        counter = t("canasta.meld_count", points=points, minimum=view["minimum"][side])
    return my_hand(
        t("table.your_hand", name=ctx.names[seat]),
        bound,
        counter and h("p", {"class": "meld-count", "aria-live": "polite"}, counter),
        staged,
        hand_cards(buttons),
        clear and h("div", {"class": "hand-extra"}, clear),
        ask_note,
        reason and h("p", {"class": "hint-why"}, reason),
        # The refusal is a line of the bar, so it covers nothing: floated above a phone's pinned
        # bar it hid the melds for seconds (issue 30, Canasta round 7, 7); the page's room under
        # its end follows the bar's height.
        decision_bar([why, *actions] if why else actions),
    )


def _says_why_in_the_bar() -> dict[str, str]:
    """A button of the bar that cannot be used yet: it looks so, and a tap still reaches the table,
    whose refusal (``Say``) stands by the bar (``why_line``), as a refused card does in the other
    games. With ``unavailable`` the reason went to the status line only, out of a phone's sight
    with the page scrolled down to the hand (issue 30, Canasta round 9, 2)."""
    return {"aria-disabled": "true"}


def hint_reason(view: CanastaView, action: str, t: Translator) -> str | None:
    """Why the hinted move, in one short line (issue 30, Canasta round 7, 6: the hint named a move
    and gave no reason): what a take brings, how far a meld is from a canasta, why a discard; a
    meld, an addition or a take also what it lays on the table (the top card's with a take)."""
    move = next((m for m in view["moves"] if m["action"] == action), None)
    if move is None:
        return None
    why = _reason(view, move, t)
    if why is not None and move["kind"] in (MoveKind.MELD, MoveKind.ADD, MoveKind.TAKE):
        return f"{why} {t('canasta.hint_why.lays', count=move['points'])}"
    return why


def _reason(view: CanastaView, move: CanastaMove, t: Translator) -> str | None:
    kind_of_move, side = move["kind"], my_side(view)
    if kind_of_move == MoveKind.DRAW:
        if first_move(view, MoveKind.TAKE) is not None:
            return t("canasta.hint_why.draw_rather")
        return t("canasta.hint_why.draw")
    if kind_of_move == MoveKind.TAKE and view["top"] is not None:
        top = short_text(view["top"], t)
        if not move["cards"]:
            return t("canasta.hint_why.take_onto", card=top)
        return t("canasta.hint_why.take", card=top, cards=kinds_text(kinds_of(move["cards"]), t))
    if kind_of_move in (MoveKind.MELD, MoveKind.ADD):
        held = (
            next((m for m in view["melds"][side] if m["rank_text"] == move["rank"]), None) if side is not None else None
        )
        to_go = max(0, (held["to_go"] if held else 7) - len(move["cards"]))
        if to_go == 0:
            return t("canasta.hint_why.closes")
        if held:
            return t("canasta.hint_why.add", count=to_go)
        return t("canasta.hint_why.meld", count=to_go)
    if kind_of_move == MoveKind.DISCARD and move["cards"]:
        if move["rank"] == KIND_TEXT[2]:
            return t("canasta.hint_why.black_three")
        same = [c for c in view.get("hand") or [] if KIND_TEXT[kind(c)] == move["rank"]]
        melded = side is not None and any(m["rank_text"] == move["rank"] for m in view["melds"][side])
        if len(same) == 1 and not melded:
            return t("canasta.hint_why.discard_alone", card=short_text(same[0], t))
        return t("canasta.hint_why.discard")
    return None


def _ask_offer(view: CanastaView, t: Translator) -> Markup | None:
    """ "May I go out?" under the hand, beside the certainty that the cards held go out and what
    a "yes" binds the player to (§10.2), so that nobody asks into the penalty unwarned. Offered
    only when going out is certain now (issue 30, Canasta round 5, 3: "you cannot go out" stood
    over the button that asks, and "you can" before a draw that had to fit): after the draw, with
    the cards held; before it, only when every card is melded and the one card drawn can be
    discarded. Never in the decision bar: it is a side question, not the move (the engine still
    takes it anytime, by its key)."""
    ask = first_move(view, MoveKind.ASK)
    if ask is None:
        return None
    out = going_out(view)
    if view["phase"] == Phase.DRAW.value:
        if out.left or out.canastas_short or DRAW_COUNT[view["num_players"]] != 1:
            return None
        verdict = t("canasta.ask.can_go_out_any_draw")
    elif out.possible:
        verdict = t("canasta.ask.can_go_out")
    else:
        return None
    penalty = view["permission_penalty"]
    binds = t("canasta.ask.binds", penalty=penalty) if penalty else t("canasta.ask.binds_free")
    return h(
        "div",
        {"class": "go-out-ask"},
        h("p", {"class": "go-out-note"}, verdict, " ", binds),
        h(
            "button",
            {"type": "button", "data-action": "act", "data-move": ask["action"], "id": MoveKind.ASK.value},
            t("canasta.act.ask"),
        ),
    )


def _set_aside(view: CanastaView, chosen: list[str], t: Translator) -> Markup:
    """The initial meld under way: the pile's top card with the cards melded with it, when a
    take is under way, and the melds set aside. The engine lays them all with the meld that
    makes them count the minimum. Shown as small cards above the hand, with room below them for
    the lift of a selected card: as text, a phone's selected cards covered it (issue 30, Canasta
    round 6, 4). Each is a button that adds the selected cards, marked when they fit (§9.3: a
    joker joins the kings set aside with the top king; issue 30, Canasta round 9, 1)."""
    first = view["first_meld"]
    assert first is not None
    items = []

    def item(rank: str, cards: list[str], extra: str = "", said: Markup | None = None) -> Markup:
        fits = bool(chosen) and add_move(view, chosen, rank) is not None
        attrs = {
            "type": "button",
            "class": classes("staged-meld", extra, fits and "fits"),
            "data-action": "input",
            "data-input": "add",
            "data-rank": rank,
            "aria-label": t("canasta.meld.add_to", meld=kinds_text(kinds_of(cards), t)),
        }
        return h("li", {}, said, h("button", attrs, cards_row(cards, t)))

    if first["take"] is not None and first["top"] is not None:
        label = h(
            "span",
            {"class": "sr-only"},
            t(
                "canasta.take.with",
                card=short_text(first["top"], t),
                cards=kinds_text(kinds_of(first["take"]["cards"]), t),
            ),
        )
        items.append(item(first["take"]["rank"], [first["top"], *first["take"]["cards"]], "staged-take", label))
    for part in first["melds"]:
        items.append(item(part["rank"], part["cards"]))
    return h("div", {"class": "staged"}, h("ul", {"class": "staged-list"}, items))


def render_table(view: CanastaView, ui: CanastaUi, ctx: TableContext, t: Translator) -> Markup:
    seat = view["seat"]
    mine = my_side(view)
    sides = range(len(view["teams"]))
    others = [_side(view, s, ui, ctx, t) for s in sides if s != mine]
    own = _side(view, mine, ui, ctx, t) if mine is not None else None
    # Two columns on a wide screen (css/games/canasta.css), each as tall as its own content: the
    # hand right under our melds, not under the taller of the two sides' (issue 30, Canasta round
    # 5, 4: at 1280x800 the hand's second row and its buttons fell below the fold).
    return join(
        [
            _seats(view, ctx, t),
            h("div", {"class": "table-column theirs"}, h("div", {"class": "other-sides"}, others)),
            # The stock and the pile between our melds and the hand: a draw is a short reach on a
            # laptop (issue 30, Canasta round 7, 3: they sat across the screen from the hand).
            h(
                "div",
                {"class": "table-column ours"},
                own,
                _centre(view, ui, ctx, t),
                _permission(view, ctx, t),
                seat is not None and _hand(view, seat, ui, ctx, t),
            ),
        ]
    )


# ---------------------------------------------------------------------- input


def compose_meld(view: CanastaView, ui: CanastaUi) -> CanastaUi | Submit | Say:
    """ "New meld" with the selected cards: the legal meld of their kinds (before the side's
    first meld the engine sets it aside, or lays the first meld with it). Cards that make no
    legal meld go to the engine as they are, so its refusal says why."""
    chosen = selected_cards(view, ui)
    if not chosen:
        return Say("canasta.why.choose_meld")
    if any(kind(c) == 13 for c in chosen):
        return Say("canasta.say.red_three")
    onto = set_aside_add(view, chosen)
    if onto is not None and meld_move(view, chosen) is None:
        return Submit(onto["action"])  # a joker for the kings set aside with the pile's top king
    if len(natural_ranks(chosen)) != 1:
        return Say("canasta.say.one_rank")
    move = meld_move(view, chosen)
    if move is None:
        # A rank the side has melded grows by tapping its meld; the engine's "not a meld" said
        # nothing of that (issue 30, Canasta 8). The meld is marked, the selection kept.
        (rank,) = natural_ranks(chosen)
        side = my_side(view)
        if side is not None and any(m["rank"] == rank for m in view["melds"][side]):
            return Say("canasta.say.has_meld", ui=CanastaUi(ui.selected, meld=KIND_TEXT[rank]))
    return Submit(move["action"] if move is not None else probe_meld(chosen))


def compose_add(view: CanastaView, ui: CanastaUi, rank_letter: str) -> CanastaUi | Submit | Say:
    chosen = selected_cards(view, ui)
    if not chosen:
        return Say("canasta.say.select")
    if any(kind(c) == 13 for c in chosen):
        return Say("canasta.say.red_three")
    if rank_letter not in KIND_TEXT or len(natural_ranks(chosen) - {KIND_TEXT.index(rank_letter)}) > 0:
        return Say("canasta.say.wrong_rank", {"rank": rank_letter})
    move = add_move(view, chosen, rank_letter)
    return Submit(move["action"] if move is not None else probe_add(chosen, KIND_TEXT.index(rank_letter)))


def tap_pile(view: CanastaView, ui: CanastaUi) -> CanastaUi | Submit | Say:
    """The pile: in the draw step it is taken (as its button says); in the meld step the
    one selected card is discarded onto it."""
    if view["phase"] == Phase.MELD.value:
        if not selected_cards(view, ui):  # a draw already made: say so, and how the pile is used now
            return Say("canasta.say.pile_after_draw")
        return discard(view, ui)
    chosen = selected_cards(view, ui)
    if chosen and len(natural_ranks(chosen)) > 1:
        return Say("canasta.say.one_rank")
    take = suggested_take(view, ui)
    return Submit(take["action"] if take is not None else probe_take(view, chosen))


def discard(view: CanastaView, ui: CanastaUi) -> Submit | Say:
    chosen = selected_cards(view, ui)
    if len(chosen) != 1:
        return Say("canasta.why.choose_discard")
    if kind(chosen[0]) == 13:
        return Say("canasta.say.red_three")
    move = discard_move(view, chosen[0])
    return Submit(move["action"] if move is not None else probe_discard(chosen[0]))


# ---------------------------------------------------------------------- log and summaries


def describe_move(move: CanastaMove, t: Translator) -> str:
    """A move in words, for the hint line: its cards by kind, in the player's letters."""
    kind_of_move, cards = (
        move["kind"],
        " ".join("★" if code == "X" else rank_name(code[:-1], t) for code in move["cards"]),
    )
    if kind_of_move == MoveKind.DISCARD:
        return t("canasta.act.discard", cards=cards)
    # A meld, an addition or a take, named alone: the status line keeps the hint short (a phone's
    # three lines cut "it lays 60 points on the table": issue 30, Canasta round 9, 3); the reason
    # under the hand says what it lays (``hint_reason``).
    if kind_of_move == MoveKind.MELD:
        said = t("canasta.act.meld", cards=cards)
    elif kind_of_move == MoveKind.ADD:
        # "к комбинации из девяток", not "к комбинации 9" (issue 30, Canasta round 9, 6).
        said = t("canasta.act.add", cards=cards, rank=t(f"canasta.canasta_of.{move['rank']}"))
    elif kind_of_move == MoveKind.TAKE:
        said = t("canasta.act.take", cards=cards) if cards else t("canasta.act.take_onto")
    else:
        said = ""
    if said:
        return said
    if kind_of_move == MoveKind.ANSWER:
        return t("canasta.act.answer_yes" if move["yes"] else "canasta.act.answer_no")
    return t(f"canasta.act.{kind_of_move}")


def _score_table(view: CanastaView, result: CanastaHandRecord, names: list[str], t: Translator) -> Markup:
    """Each side's hand score, line by line (§12), then the hand total and the running total."""
    sides = range(len(result["points"]))
    rows: dict[str, dict[int, CanastaScoreLine]] = {}
    for line in result["lines"]:
        rows.setdefault(line["item"], {})[line["side"]] = line
    ordered = [item for item in SCORE_ITEMS if item in rows]

    def cell(item: str, side: int) -> Markup:
        line = rows[item].get(side)
        if line is None:
            return h("td", {"class": "num"}, "")
        return h(
            "td",
            {"class": "num"},
            h("span", {"class": "line-count"}, t(f"canasta.line_count.{item}", count=line["count"])),
            " ",
            h("span", {"class": "line-points"}, f"{line['points']:+d}"),
        )

    return h(
        "table",
        {"class": "summary score-lines"},
        h(
            "thead",
            {},
            h("tr", {}, h("td", {}), [h("th", {"scope": "col"}, side_name(view, s, names, t)) for s in sides]),
        ),
        h(
            "tbody",
            {},
            [
                h("tr", {}, h("th", {"scope": "row"}, t(f"canasta.line.{item}")), [cell(item, s) for s in sides])
                for item in ordered
            ],
            h(
                "tr",
                {"class": "total"},
                h("th", {"scope": "row"}, t("canasta.line.hand")),
                [h("td", {"class": "num"}, f"{p:+d}") for p in result["points"]],
            ),
            h(
                "tr",
                {"class": "total running"},
                h("th", {"scope": "row"}, t("canasta.line.total")),
                [h("td", {"class": "num"}, str(p)) for p in result["totals"]],
            ),
        ),
    )


def _end_line(view: CanastaView, result: CanastaHandRecord, names: list[str], t: Translator) -> str:
    if result["end"] == HandEnd.STOCK_OUT.value or result["went_out"] < 0:
        return t("canasta.end.stock_out", number=result["number"])
    key = "canasta.end.concealed" if result["concealed"] else "canasta.end.went_out"
    if result["went_out"] == view["seat"]:  # the viewer is told "you", not their own name (round 8, 5)
        key += "_you"
    return t(key, number=result["number"], name=names[result["went_out"]])


def render_hand_summary(view: CanastaView, names: list[str], t: Translator) -> Markup:
    result = view["last_hand"]
    assert result is not None, "a hand summary follows a finished hand"
    # Sorted as a hand is shown (issue 30, Canasta round 5, 6: they came in the engine's order).
    left = [
        h(
            "p",
            {"class": "left-in-hand"},
            t("canasta.left_in_your_hand") if seat == view["seat"] else t("canasta.left_in_hand", name=names[seat]),
            " ",
            cards_row(shown, t),
        )
        for seat, cards in enumerate(result["hands"])
        if (shown := order_hand(cards))
    ]
    return join(
        [
            h("p", {"class": "winner-line"}, _end_line(view, result, names, t)),
            _score_table(view, result, names, t),
            left and h("div", {"class": "left-hands"}, left),
        ]
    )


def render_game_summary(outcome: dict[str, Any], view: CanastaView, names: list[str], t: Translator) -> Markup:
    # A side of two wins together: "Player 1 and Bot 3 win!" (issue 30, Canasta round 6, 2).
    seats = outcome["winners"]
    winners = and_list([names[s] for s in seats], t)
    return join(
        [
            h(
                "p",
                {"class": "winner-line"},
                t("summary.won" if len(seats) == 1 else "canasta.side_won", names=winners),
            ),
            last_hand(view.get("last_hand"), t("canasta.last_hand"), lambda: render_hand_summary(view, names, t)),
        ]
    )


def describe_progress(view: CanastaView, names: list[str], t: Translator) -> str:
    scores = " – ".join(f"{side_name(view, s, names, t)} {score}" for s, score in enumerate(view["side_scores"]))
    return f"{t('canasta.hand_no', number=view['hand_number'])} · {scores}"


def _draw(view: CanastaView, ui: CanastaUi, ctx: TableContext, t: Translator) -> Markup:
    """The table, from a fresh selection when the screen holds none of Canasta's."""
    return render_table(view, ui if isinstance(ui, CanastaUi) else CanastaUi(), ctx, t)


class CanastaTable(TypedTable[CanastaView]):
    """The ``GameTable`` of Canasta: tap the stock or the pile, select cards and tap a meld."""

    def error_fields(self, params: Mapping[str, Any], t: Translator) -> Mapping[str, Any]:
        """A refusal names the pile's top card as it shows ("4♥", not "4h") and a meld's ranks
        in the player's letters ("В В", not "J J")."""
        fields = dict(params)
        if isinstance(fields.get("card"), str):
            fields["card"] = short_text(fields["card"], t)
        if isinstance(fields.get("meld"), str):
            letters = court_letters(t)
            fields["meld"] = " ".join(letters.get(word, word) for word in fields["meld"].split())
        return fields

    # Czech says "rozdání" for a hand everywhere on this table ("Rozdání 2"), not the shared "kolo".
    hand_over_key = "canasta.hand_over"

    folded_options: frozenset[str] = frozenset(
        {
            "wild_not_exceed_natural",
            "black_three_freezes",
            "upcard_turn_on",
            "take_pile_natural_plus_wild",
            "take_pile_onto_existing_meld",
            "red_three_bonus",
            "all_four_red_threes",
            "red_three_minus_if_no_meld",
            "natural_canasta_bonus",
            "mixed_canasta_bonus",
            "going_out_bonus",
            "concealed_bonus",
            "failed_permission_penalty",
            "forced_take_after_stock_out",
            "first_dealer",
        }
    )

    def __init__(self) -> None:
        super().__init__(canasta_view, _draw, cards_row, render_hand_summary, render_game_summary, describe_event)

    def new_ui(self, view: JsonDict) -> CanastaUi:
        return CanastaUi()

    def on_input(self, view: JsonDict, ui: CanastaUi, name: str, data: Mapping[str, str]) -> CanastaUi | Submit | Say:
        typed = canasta_view(view)
        if name == "toggle-card" and data.get("index", "").isdigit():
            return toggle(typed, ui, int(data["index"]))
        if name == "clear":
            return CanastaUi()
        if name == "new-meld":
            return compose_meld(typed, ui)
        if name == "add":
            return compose_add(typed, ui, data.get("rank", ""))
        if name == "pile":
            return tap_pile(typed, ui)
        if name == "discard":
            return discard(typed, ui)
        return ui

    def on_key(self, view: JsonDict, ui: CanastaUi, key: str) -> CanastaUi | Submit | Say | None:
        typed = canasta_view(view)
        if key == "g" and typed["phase"] == Phase.DRAW.value:
            return tap_pile(typed, ui)
        if key == "m":
            return compose_meld(typed, ui)
        if key in (keymap.PLAY, "Enter") and typed["phase"] == Phase.MELD.value:
            return discard(typed, ui)
        if key == keymap.CLEAR:
            return CanastaUi()
        wanted = _KEY_MOVES.get(key)
        if wanted is not None and typed.get("seat") in typed["to_act"]:
            text = str(wanted)
            move = next((m for m in typed["moves"] if m["action"] == text), None)
            return Submit(move["action"] if move is not None else text)
        return None

    def shortcuts(self) -> list[tuple[str, str]]:
        shared = keymap.SHARED_MEANINGS
        return [
            (keymap.DRAW, shared[keymap.DRAW]),
            ("g", "canasta.key.take"),
            ("m", "canasta.key.meld"),
            (keymap.PLAY, shared[keymap.PLAY]),
            ("q", "canasta.key.ask"),
            ("y", "canasta.key.yes"),
            (keymap.PASS, shared[keymap.PASS]),
            (keymap.CLEAR, shared[keymap.CLEAR]),
        ]

    def coach_targets(self, view: JsonDict, ui: CanastaUi, action: str) -> tuple[str, ...]:
        """A lesson: a move with hand cards (a take, a meld, an addition, a discard) marks a card
        of a kind it still lacks, one at a time, then what plays it (``_PLAYED_BY``); a selected
        card it does not use, Clear first. Drawing, asking and answering are buttons of their own."""
        typed = canasta_view(view)
        move = next((m for m in typed["moves"] if m["action"] == action), None)
        if move is None or move["kind"] not in _PLAYED_BY:
            return super().coach_targets(view, ui, action)
        selected = ui.selected if isinstance(ui, CanastaUi) else ()
        shown = remaining_hand(typed)
        lacking = Counter(kind(code) for code in move["cards"])
        lacking.subtract(kind(shown[i]) for i in selected if 0 <= i < len(shown))
        if any(count < 0 for count in lacking.values()):
            return (selector(data_input="clear"),)
        card = next((i for i, code in enumerate(shown) if i not in selected and lacking[kind(code)] > 0), None)
        if card is not None:
            return (selector(data_input="toggle-card", data_index=str(card)),)
        if move["kind"] == MoveKind.ADD:
            return (selector(data_input="add", data_rank=move["rank"]),)
        return (selector(data_input=_PLAYED_BY[move["kind"]]),)

    def ui_for_hint(self, view: JsonDict, ui: CanastaUi, action: str) -> CanastaUi:
        return ui_for_move(canasta_view(view), action)

    def status(self, view: JsonDict, names: list[str], t: Translator) -> str | None:
        return status_line(canasta_view(view), t)

    def describe_move(self, move: JsonDict, names: list[str], t: Translator) -> str:
        return describe_move(cast(CanastaMove, move), t)

    def describe_progress(self, view: JsonDict, names: list[str], t: Translator) -> str:
        return describe_progress(canasta_view(view), names, t)

    def text_keys(self) -> Iterable[str]:
        yield from BUILT_KEYS
        yield from SAY_KEYS
        yield from (f"canasta.status.{phase.value}" for phase in (Phase.DRAW, Phase.MELD, Phase.ANSWER))
        yield from (f"canasta.meld.{state}" for state in MELD_STATES if state != "open")
        yield from (f"canasta.line.{item}" for item in SCORE_ITEMS)
        yield from (f"canasta.line_count.{item}" for item in SCORE_ITEMS)
        yield from (f"canasta.act.{verb}" for verb in ("draw", "ask", "decline", "answer_yes", "answer_no"))
        yield self.hand_over_key
        yield from (
            "canasta.end.went_out_you",
            "canasta.end.concealed_you",
            "canasta.status.take",
            "canasta.why.took_pile",
        )
        yield from ("canasta.end.went_out", "canasta.end.concealed", "canasta.go_out_discard", "canasta.discard_card")
