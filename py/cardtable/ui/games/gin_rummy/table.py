"""The Gin Rummy table: pure functions from a view to markup.

Your hand is shown grouped as the engine arranges it (melds first, then deadwood), or
by suit or by rank as you choose for the hand, with a live deadwood count (with 11
cards: the count after the best discard), the card just drawn marked "new". Tap the
stock or the upcard to draw; tap a card, then Discard. Knock, Gin, melds and layoffs
appear only when legal; a card that may not go says why when tapped.

Defending against a knock, the knocker's melds and deadwood lie open (the piles make
way, so the hand and Done fit the first screen), each with the cards laid off on it marked
in place; the primary button lays off every card of the best plan in one press (the view's
``layoff_advice``); other layoffs are offered under the hand, out of a phone's pinned bar,
those that would leave more deadwood marked "not recommended" with the reason; and a line
says what Done scores.

Every control comes from the view's ``moves`` (the legal actions taken apart): a
button submits its move's ``action``; nothing reads an action's text (the hint line too
words the hinted move).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, cast

from ....app.i18n import Translator
from ....app.timeline import HITS_VIEWER_MS
from ....engine.core import JsonDict
from ....engine.games.gin_rummy import actions as gin_actions
from ....engine.games.gin_rummy.actions import ActionKind
from ....engine.games.gin_rummy.cards import (
    card_from_str,
    mask_from_strs,
    mask_to_strs,
    mask_value,
    optional_card_from_str,
    union,
)
from ....engine.games.gin_rummy.events import GinEvent
from ....engine.games.gin_rummy.melds import best_melds, is_set, layoffs_by_meld, min_deadwood, undeclared
from ....engine.games.gin_rummy.records import GinHandRecord, GinScoreLine
from ....engine.games.gin_rummy.scoring import SCORE_ITEMS
from ....engine.games.gin_rummy.state import HandEnd, Phase
from ....engine.games.gin_rummy.views import GinLayoffAdvice, GinMove, GinRummyView, gin_rummy_view
from ... import keymap
from ...cards import card_name, french_card, short_text
from ...kit import Say, Submit, TableContext, TypedTable
from ...markup import Child, Markup, classes, h, join, selector
from ...parts import card_row, hand_cards, last_hand, my_hand, why_line
from ...seats import SeatLine, seat_strip, winner_line
from ...table import decision_bar, input_button, unavailable
from .story import BUILT_KEYS, describe_event

Selection = tuple[int, ...]
"""The table's UI state: the index (in display order) of the card chosen to discard."""

SORTS = ("melds", "suit", "rank")
"""The orders the player may lay the hand in (``gin_rummy.sort.<name>``): the engine's
arrangement (melds first, then deadwood), by suit, or by rank (issue 30, Gin 6)."""


@dataclass(frozen=True)
class KnockPlan:
    """The knocker's melds, proposed (the best arrangement) and adjustable before they are
    laid down in one tap: each meld as its action text."""

    melds: tuple[str, ...]


GinUi = Selection | KnockPlan

# Phases whose heading tells the player what to do ("Discard, or knock"): on the other
# player's turn it says whose turn it is instead (a child took the bot's step for their own).
TURN_PHASES = (Phase.FIRST_UPCARD, Phase.FORCED_STOCK, Phase.DRAW, Phase.DISCARD, Phase.WALL)
STEP_PHASES = (Phase.KNOCK_DISCARD, Phase.DECLARE, Phase.LAYOFF)
"""The knock's steps, each named on the status line (``gin_rummy.status.<phase>``); the
defender's lay-off too, or the status said only "Your turn." when the bot had knocked."""
# Keys that play a move as it is (the rest compose: tap a card, then p), from the one key map.
_KEY_MOVES = {
    keymap.DRAW: ActionKind.DRAW_STOCK,
    "t": ActionKind.TAKE_UPCARD,
    "k": ActionKind.KNOCK,
    keymap.PASS: ActionKind.PASS,
}
# Moves drawn as their own buttons (``gin_rummy.act.<kind>``); the rest are composed or drawn as piles.
_SIMPLE_MOVES = (
    ActionKind.TAKE_UPCARD,
    ActionKind.DRAW_STOCK,
    ActionKind.PASS,
    ActionKind.KNOCK,
    ActionKind.TAKE_UPCARD_AND_KNOCK,
    ActionKind.BIG_GIN,
    ActionKind.DONE,
)
# Moves played from the piles or the hand's cards, not from a button of their own.
_PILE_OR_CARD_MOVES = (ActionKind.DISCARD, ActionKind.TAKE_UPCARD, ActionKind.DRAW_STOCK)


def _phase_heading(view: GinRummyView, ctx: TableContext, t: Translator) -> str:
    acting = view["to_act"]
    if view["phase"] in TURN_PHASES and acting and acting[0] != view.get("seat"):
        return t("gin_rummy.their_turn", name=ctx.names[acting[0]])
    return t(f"gin_rummy.phase.{view['phase']}")


def card_label(card: str, t: Translator) -> str:
    return card_name(card, t)


def card(
    code: str, t: Translator, attrs: dict[str, Any] | None = None, small: bool = False, badge: Markup | None = None
) -> Markup:
    return french_card(code, t, label=card_label(code, t), attrs=attrs, small=small, badge=badge)


def cards_text(codes: list[str], t: Translator) -> str:
    """Cards as short plain text, the courts in the player's letters: "10♣ R♣" in French."""
    return " ".join(short_text(c, t) for c in codes)


def cards_row(codes: list[str], t: Translator) -> Markup:
    return card_row(card(c, t, small=True) for c in codes)


def meld_list(
    melds: list[list[str]], t: Translator, layoffs: list[str] | None = None, just_laid: list[str] | None = None
) -> Markup:
    """Melds side by side, each in its own box, so where one ends and the next begins shows.

    The knocker's melds carry the cards the defender laid off on them, in their place in the
    run (or after the set), each marked "laid off" (issue 30, Gin 5 of the third playtest). The
    meld ``just_laid`` (the move on show) is marked as where the last move happened."""
    laid = _laid_on_each(melds, layoffs or [])
    return h(
        "div",
        {"class": "meld-list"},
        [
            h("span", {"class": classes("meld", m == just_laid and "just-moved")}, card_row(_with_layoffs(m, on, t)))
            for m, on in zip(melds, laid, strict=True)
        ],
    )


def _laid_on_each(melds: list[list[str]], layoffs: list[str]) -> list[int]:
    """The cards laid off on each meld, as masks (the engine knows which meld a card extends)."""
    if not layoffs:
        return [0] * len(melds)
    masks = tuple(mask_from_strs(m) for m in melds)
    return list(layoffs_by_meld(masks, tuple(card_from_str(c) for c in layoffs)))


def _with_layoffs(meld: list[str], laid: int, t: Translator) -> list[Markup]:
    """A meld's cards with those laid off on it: a run in rank order, a set's fourth card last."""
    own = mask_from_strs(meld)
    codes = mask_to_strs(own | laid) if laid and not is_set(own) else [*meld, *mask_to_strs(laid)]
    return [
        h(
            "span",
            {"class": "laid-off"},
            card(c, t, small=True),
            h("span", {"class": "sr-only"}, t("gin_rummy.laid_off_mark")),
        )
        if laid >> card_from_str(c) & 1
        else card(c, t, small=True)
        for c in codes
    ]


def unattached_layoffs(melds: list[list[str]], layoffs: list[str]) -> list[str]:
    """Laid-off cards no meld took (none in a legal showdown): shown on a line of their own."""
    attached = union(tuple(_laid_on_each(melds, layoffs)))
    return [c for c in layoffs if not attached >> card_from_str(c) & 1]


def moves_of(view: GinRummyView, *kinds: ActionKind) -> list[GinMove]:
    """The viewer's legal moves of these kinds, in ``legal``'s order."""
    return [move for move in view["moves"] if move["kind"] in kinds]


def move_for(view: GinRummyView, action: str) -> GinMove | None:
    """The legal move whose action text is ``action`` (a hint, a tapped button), if any."""
    return next((move for move in view["moves"] if move["action"] == action), None)


def _action_or(view: GinRummyView, kind: ActionKind, text: str) -> str:
    """The action of the viewer's one move of ``kind`` when it is legal; else the engine's
    text for it (a disabled button shows it; submitted, the engine says why not)."""
    found = moves_of(view, kind)
    return found[0]["action"] if found else text


def _discards(view: GinRummyView) -> dict[str, GinMove]:
    """The legal discards, by the card they discard."""
    return {move["cards"][0]: move for move in moves_of(view, ActionKind.DISCARD)}


def deadwood_after_discard(view: GinRummyView) -> int | None:
    """With 11 cards in hand: the least deadwood of the 10 kept after a legal discard."""
    hand = mask_from_strs(view.get("hand") or [])
    discards = list(_discards(view))
    if hand.bit_count() != 11 or not discards:
        return None
    return min(min_deadwood(hand & ~mask_from_strs([c])) for c in discards)


def why_not_discard(view: GinRummyView, code: str, t: Translator) -> str:
    """Why a card of the hand may not go while others may (issue 30, Gin 1): in a knock,
    the deadwood it would leave; else it is the upcard just taken."""
    kept = min_deadwood(mask_from_strs(view["hand"]) & ~mask_from_strs([code]))
    card_text = short_text(code, t)
    if view["phase"] == Phase.KNOCK_DISCARD.value and kept > view["knock_limit"]:
        return t("gin_rummy.why.knock_discard_leaves", card=card_text, count=kept, limit=view["knock_limit"])
    return t("gin_rummy.error.discard_just_taken", card=card_text)


def drawn_card(view: GinRummyView, ctx: TableContext) -> str | None:
    """The card this seat just drew, while it holds it with 11 cards: the view says which
    (``drawn``); the upcard taken is also known from the move just made."""
    hand = view.get("hand") or []
    if len(hand) != 11:
        return None
    if view.get("drawn") in hand:
        return str(view["drawn"])
    seat = view["seat"]
    move = ctx.move_of(seat) if seat is not None else None
    took = move.of_kind(GinEvent.TAKE_UPCARD) if move is not None else []
    return str(took[0]["params"]["card"]) if took and took[0]["params"]["card"] in hand else None


def knocker_deadwood(view: GinRummyView) -> list[str] | None:
    """The knocker's unmatched cards, once the melds are declared and the hand lies open."""
    knocker_hand = view["knocker_hand"]
    if knocker_hand is None:
        return None
    return mask_to_strs(mask_from_strs(knocker_hand) & ~union(tuple(mask_from_strs(m) for m in view["melds"])))


def display_order(view: GinRummyView, sort: str = "melds") -> list[str]:
    """Hand cards in the order shown: each meld of the best arrangement, then deadwood; or
    by suit (then rank), or by rank (then suit), as the player chose."""
    if sort == "suit":
        return sorted(view.get("hand", []), key=card_from_str)  # a card's number is suit-major
    if sort == "rank":
        return sorted(view.get("hand", []), key=lambda code: (card_from_str(code) % 13, card_from_str(code)))
    arrangement = view["arrangement"]
    order = [c for meld in arrangement["melds"] for c in meld] + list(arrangement["deadwood"])
    rest = [c for c in view.get("hand", []) if c not in order]
    return order + rest


def best_knock_discard(view: GinRummyView) -> GinMove:
    """The face-down discard that leaves the least deadwood (the first such, in hand order)."""
    hand = mask_from_strs(view["hand"])
    return min(moves_of(view, ActionKind.DISCARD), key=lambda move: min_deadwood(hand & ~mask_from_strs(move["cards"])))


def selected_discard(view: GinRummyView, selection: list[int], sort: str = "melds") -> GinMove | None:
    """The legal discard of the card selected, if one is and it may go."""
    cards = display_order(view, sort)
    if len(selection) == 1 and 0 <= selection[0] < len(cards):
        return _discards(view).get(cards[selection[0]])
    return None


def action_for_selection(view: GinRummyView, selection: list[int], sort: str = "melds") -> str | None:
    move = selected_discard(view, selection, sort)
    return move["action"] if move is not None else None


def selection_for_action(view: GinRummyView, action: str, sort: str = "melds") -> list[int]:
    """A hinted discard as the selection of its card; a hinted knock, as the selection of the card
    it will discard face down, as every other hint shows its card (issue 30, Gin 3, round 7);
    nothing for other moves."""
    move = move_for(view, action)
    if move is None or move["kind"] not in (ActionKind.DISCARD, ActionKind.KNOCK) or not move["cards"]:
        return []
    cards = display_order(view, sort)
    code = move["cards"][0]
    return [cards.index(code)] if code in cards else []


def declaring(view: GinRummyView) -> bool:
    """The viewer knocked and lays melds now."""
    return view.get("phase") == Phase.DECLARE.value and bool(view["moves"])


def _meld_cards(view: GinRummyView) -> dict[str, list[str]]:
    """The cards of each meld the engine offers, by its action."""
    return {move["action"]: move["cards"] for move in moves_of(view, ActionKind.MELD)}


def _planned_cards(view: GinRummyView, plan: KnockPlan) -> list[list[str]]:
    """The cards of each meld of the plan (every one is a meld the engine offers)."""
    offered = _meld_cards(view)
    return [offered.get(action, []) for action in plan.melds]


def best_plan(view: GinRummyView) -> KnockPlan:
    """The melds of the least-deadwood arrangement of the cards not laid yet (those the
    engine offers as they are: a run longer than the table allows is left to the player)."""
    remaining = undeclared(mask_from_strs(view["hand"]), tuple(mask_from_strs(m) for m in view.get("melds") or []))
    offered = {tuple(cards): action for action, cards in _meld_cards(view).items()}
    best = [tuple(mask_to_strs(meld)) for meld in sorted(best_melds(remaining)[1])]
    return KnockPlan(tuple(offered[cards] for cards in best if cards in offered))


def plan_deadwood(view: GinRummyView, plan: KnockPlan) -> int:
    """What the knocker's cards count once the plan is laid."""
    remaining = undeclared(mask_from_strs(view["hand"]), tuple(mask_from_strs(m) for m in view.get("melds") or []))
    laid = union(tuple(mask_from_strs(cards) for cards in _planned_cards(view, plan)))
    return mask_value(remaining & ~laid)


def can_add(view: GinRummyView, plan: KnockPlan, meld: str) -> bool:
    """A meld the engine offers that shares no card with the plan."""
    move = move_for(view, meld)
    if move is None or move["kind"] != ActionKind.MELD or meld in plan.melds:
        return False
    used = {card for cards in _planned_cards(view, plan) for card in cards}
    return not used & set(move["cards"])


def lay_down(view: GinRummyView, plan: KnockPlan) -> Submit | Say:
    """Every meld of the plan, then done, in one tap. A plan that leaves too much deadwood is
    refused as the Lay down button says when tapped (lay more melds: issue 30, Gin 5, round 7)."""
    done = _action_or(view, ActionKind.DONE, str(gin_actions.DONE))
    offered = _meld_cards(view)
    if plan_deadwood(view, plan) > view["knock_limit"]:
        return Say("gin_rummy.error.declare_more_melds", {"limit": view["knock_limit"]}, kind="info")
    if not all(m in offered for m in plan.melds):
        return Submit(done)
    moves = [*plan.melds, done]
    return Submit(moves[0], tuple(moves[1:]))


def render_table(view: GinRummyView, ui: GinUi, ctx: TableContext, t: Translator, sort: str = "melds") -> Markup:
    seat = view["seat"]
    if seat is None:
        hand = None
    elif isinstance(ui, KnockPlan):
        hand = _declare(view, seat, ui, ctx, t)
    else:
        hand = _hand(view, seat, list(ui), ctx, t, sort)
    return join([_seats(view, ctx, t), _centre(view, ctx, t), hand])


def _declare(view: GinRummyView, seat: int, plan: KnockPlan, ctx: TableContext, t: Translator) -> Markup:
    """The knocker's melds, proposed: drop one, add another the engine offers, then lay them
    all down (and say done) with one tap."""
    planned = _planned_cards(view, plan)
    used = {card for cards in planned for card in cards}
    deadwood = [c for c in display_order(view) if c not in used and not any(c in m for m in view.get("melds") or [])]
    proposed = [
        h(
            "li",
            {"class": "meld planned"},
            cards_row(cards, t),
            h(
                "button",
                {
                    "type": "button",
                    "class": "drop-meld",
                    "data-action": "input",
                    "data-input": "drop-meld",
                    "data-move": text,
                    "aria-label": t("gin_rummy.plan.drop", cards=cards_text(cards, t)),
                },
                "×",
            ),
        )
        for text, cards in zip(plan.melds, planned)
    ]
    others = [
        h(
            "button",
            {
                "type": "button",
                "class": "add-meld",
                "data-action": "input",
                "data-input": "add-meld",
                "data-move": move["action"],
            },
            t("gin_rummy.plan.add"),
            " ",
            cards_row(move["cards"], t),
        )
        for move in moves_of(view, ActionKind.MELD)
        if can_add(view, plan, move["action"])
    ]
    count = plan_deadwood(view, plan)
    return my_hand(
        t("table.your_hand", name=ctx.names[seat]),
        h(
            "p",
            {"class": "deadwood", "aria-live": "polite"},
            t("gin_rummy.plan.deadwood", count=count, limit=view["knock_limit"]),
        ),
        h("ul", {"class": "meld-list plan"}, proposed),
        deadwood
        and h("p", {"class": "plan-deadwood"}, h("span", {}, t("gin_rummy.plan.unmatched")), cards_row(deadwood, t)),
        others and h("div", {"class": "plan-others"}, others),
        h(
            "div",
            {"class": "hand-actions"},
            input_button(
                "lay-down",
                t("gin_rummy.plan.lay_down", count=len(plan.melds)),
                # Too much deadwood: it says why when tapped, as every Gin control (Gin 5, round 7).
                why=t("gin_rummy.error.declare_more_melds", limit=view["knock_limit"])
                if count > view["knock_limit"]
                else None,
                primary=True,
                id="lay-down",
            ),
            plan != best_plan(view)
            and h(
                "button",
                {"type": "button", "data-action": "input", "data-input": "best-plan"},
                t("gin_rummy.plan.best"),
            ),
        ),
        # Last, in the flow under the buttons (css): floated, it covered "Back to the best melds"
        # (issue 30, Gin 3, round 6); here it covers nothing and moves nothing above it.
        why_line(ctx),
        kind="knock-plan",
    )


def _seats(view: GinRummyView, ctx: TableContext, t: Translator) -> Markup:
    lines = [
        SeatLine(
            stats=(
                h("span", {"class": "stat"}, t("gin_rummy.cards", count=view["hand_sizes"][seat])),
                h("span", {"class": "stat"}, t("gin_rummy.points", count=view["scores"][seat])),
                h("span", {"class": "stat"}, t("gin_rummy.hands_won", count=view["hands_won"][seat])),
            ),
            badges=(seat == view.get("dealer") and h("span", {"class": "badge"}, t("gin_rummy.dealer")),),
            did=_seat_move(ctx, seat, view.get("seat"), t),
        )
        for seat in (0, 1)
    ]
    return seat_strip(view, lines, ctx, t, t("gin_rummy.table"))


# What a seat's move did, in its own words at the seat: the events that name a pile or
# a card; a card drawn from the stock, or discarded face down, stays unnamed to the other.
_SEAT_EVENTS = (
    GinEvent.PASS,
    GinEvent.TAKE_UPCARD,
    GinEvent.DRAW_STOCK,
    GinEvent.DISCARD,
    GinEvent.KNOCK,
    GinEvent.BIG_GIN,
    GinEvent.KNOCK_DISCARD,
    GinEvent.MELD,  # the knocker's meld just laid, told at their seat (issue 30, Gin 1, round 9)
    GinEvent.DECLARED,
)


def _seat_move(ctx: TableContext, seat: int, viewer: int | None, t: Translator) -> Markup | None:
    """The seat's last move in words, naming its card, until the seat moves again; the viewer's
    own in the "you" form ("You drew from the stock", not "Player 1 drew…": Gin 2, round 8)."""
    move = ctx.move_of(seat)
    if move is None:
        return None
    shown = [event for event in move.of_kind(*_SEAT_EVENTS) if event["seat"] == seat]
    if not shown:
        return None
    return h("span", {"class": "did"}, describe_event(shown[-1], ctx.names, viewer, t))


def _last_move_caption(ctx: TableContext, viewer: int | None, t: Translator) -> tuple[str | None, Markup | None]:
    """Which pile the last move touched, and what it was in words, shown at the piles: the
    viewer's own move in the "you" form (issue 30, Gin 2, round 8)."""
    move = ctx.last_move
    if move is None:
        return None, None
    name = ctx.names[move.seat]

    def seen(what: str) -> str:
        return t(_yours(f"gin_rummy.seen.{what}", move.seat == viewer), name=name)

    if move.of_kind(GinEvent.KNOCK_DISCARD):  # the card goes to the pile unseen (issue 30, Gin 4, round 6)
        return "upcard", h("p", {"class": "move-caption"}, seen("discarded_face_down"))
    if move.of_kind(GinEvent.DRAW_STOCK):
        return "stock", h("p", {"class": "move-caption"}, seen("drew_stock"))
    took = move.of_kind(GinEvent.TAKE_UPCARD)
    discarded = [event for event in move.of_kind(GinEvent.DISCARD) if "card" in event["params"]]
    for said, events in ((seen("took"), took), (seen("discarded"), discarded)):
        if events:
            return "upcard", h("p", {"class": "move-caption"}, said, " ", cards_row([events[0]["params"]["card"]], t))
    return None, None


def _knocker_discarded(view: GinRummyView) -> bool:
    """Whether the knocker's face-down discard lies on the pile (after the knock's discard
    step; big gin keeps all 11 cards and discards none)."""
    return (
        view.get("knocker") is not None
        and not view["big_gin"]
        and view["phase"] in (Phase.DECLARE.value, Phase.LAYOFF.value, Phase.DEFENDER_MELDS.value)
    )


def _face_down_discard(just_moved: bool, t: Translator) -> Markup:
    """The discard pile once the knocker has discarded: a card back on it, as the spec has it
    (§6.2, face down), so the discard is seen going to the pile (issue 30, Gin 4, round 6)."""
    return h(
        "span",
        {"class": classes("pile upcard face-down", just_moved and "just-moved"), "id": "upcard"},
        h("span", {"class": "card back", "aria-hidden": "true"}, ""),
        t("gin_rummy.face_down_discard"),
    )


def knock_moment(view: GinRummyView, ctx: TableContext, t: Translator) -> Markup | None:
    """The other player's knock, said on the table where the knocker's melds lie ("Bob knocks!",
    "Bob goes gin!" once his melds leave no deadwood, or big gin), from the knock to the hand's
    end: it came only inside a run-on line of his turn (issue 30, Gin 2, round 7)."""
    knocker = view.get("knocker")
    if knocker is None or knocker == view.get("seat"):
        return None
    name = ctx.names[knocker]
    if view["big_gin"]:
        said = t("gin_rummy.event.big_gin", name=name)
    elif knocker_deadwood(view) == []:
        said = t("gin_rummy.event.declared_gin", name=name)
    else:
        said = t("gin_rummy.event.knock", name=name)
    return h("p", {"class": "knock-moment", "role": "status"}, said)


# What to do instead, by phase: the engine's refusal of a move of another phase (its codes).
_NOW_INSTEAD = {
    Phase.FIRST_UPCARD.value: "first_upcard",
    Phase.FORCED_STOCK.value: "draw_from_stock",
    Phase.DRAW.value: "draw_first",
    Phase.DISCARD.value: "discard_or_knock",
    Phase.WALL.value: "wall_knock_or_pass",
    Phase.KNOCK_DISCARD.value: "knock_discard",
    Phase.DECLARE.value: "lay_melds",
    Phase.LAYOFF.value: "lay_off_or_done",
    Phase.DEFENDER_MELDS.value: "lay_own_melds",
}


def why_not_now(view: GinRummyView, t: Translator) -> str:
    """Why a pile or a card cannot be used now, as the control says when tapped (``unavailable``):
    every Gin refusal takes that one path, where some came back from the engine as a red line
    beside the hand and others as a plain status line (issue 30, Gin 5, round 7)."""
    if view.get("seat") not in view["to_act"]:
        return t("error.not_your_turn")
    return t(f"gin_rummy.error.{_NOW_INSTEAD.get(view['phase'], 'draw_first')}")


# The two piles a draw takes from, by the move that takes from each.
_PILES = {
    ActionKind.DRAW_STOCK: ("stock", gin_actions.DRAW_STOCK),
    ActionKind.TAKE_UPCARD: ("upcard", gin_actions.TAKE_UPCARD),
}


def _pile(view: GinRummyView, t: Translator, kind: ActionKind, touched: str | None, *shown: Child) -> Markup:
    """The stock or the upcard: a button that draws from it, or, not offered now, that stays
    pressable and says why (issue 30, Gin 1; Gin 5, round 7)."""
    pile, action = _PILES[kind]
    return h(
        "button",
        {
            "type": "button",
            "class": classes(f"pile {pile}", touched == pile and "just-moved"),
            "data-action": "act",
            "data-move": _action_or(view, kind, str(action)),
            **({} if moves_of(view, kind) else unavailable(why_not_now(view, t))),
            "id": pile,
        },
        *shown,
    )


def _centre(view: GinRummyView, ctx: TableContext, t: Translator) -> Markup:
    upcard = view.get("upcard")
    touched, caption = _last_move_caption(ctx, view.get("seat"), t)
    stock_button = _pile(
        view,
        t,
        ActionKind.DRAW_STOCK,
        touched,
        h("span", {"class": "card back", "aria-hidden": "true"}, ""),
        t("gin_rummy.stock", count=view["stock_size"]),
    )
    take = moves_of(view, ActionKind.TAKE_UPCARD)
    upcard_part = (
        _face_down_discard(touched == "upcard", t)
        if _knocker_discarded(view)
        else _pile(
            view,
            t,
            ActionKind.TAKE_UPCARD,
            touched,
            # Named by the words on show, which say the card ("Take the 10♦"): the picture's name
            # came first, and a reader heard "10 10 Take the upcard", no suit (issue 30, Gin 3,
            # round 8). No aria-label of its own (axe: label-content-name-mismatch).
            h("span", {"class": "upcard-face", "aria-hidden": "true"}, card(upcard, t)),
            t("gin_rummy.take_card", card=short_text(upcard, t))
            if take
            # Not takeable now: a tag under its name says so and the card stays at full strength
            # (css): the dimming of a control not usable now made its rank hard to read (issue 30,
            # Gin 3, round 4).
            else h(
                "span",
                {},
                t("gin_rummy.upcard_is", card=short_text(upcard, t)),
                h("span", {"class": "not-now"}, t("gin_rummy.upcard_not_now")),
            ),
        )
        if upcard
        else h("span", {"class": "pile empty"}, t("gin_rummy.no_upcard"))
    )
    knocked = view.get("knocker")
    moment = knock_moment(view, ctx, t)
    declared = moment and h("div", {"class": "declared"}, moment)  # the knock, before any meld lies
    if view.get("melds"):
        knocker_name = ctx.names[knocked] if knocked is not None else ""
        unmatched = knocker_deadwood(view)
        declared = h(
            "div",
            {"class": "declared"},
            moment,
            h("h3", {}, _whose(t, "gin_rummy.melds_of", knocked == view.get("seat"), name=knocker_name)),
            meld_list(view["melds"], t, view.get("layoffs"), _meld_on_show(ctx, knocked)),
            unmatched is not None
            and h(
                "p",
                {"class": "knocker-deadwood"},
                _whose(
                    t,
                    "gin_rummy.deadwood_of",
                    knocked == view.get("seat"),
                    name=knocker_name,
                    count=mask_value(mask_from_strs(unmatched)),
                ),
                " ",
                cards_row(unmatched, t),
            ),
            (stray := unattached_layoffs(view["melds"], view.get("layoffs") or []))
            and h("p", {}, t("gin_rummy.laid_off"), " ", cards_row(stray, t)),
            view.get("defender_melds")
            and h(
                "div",
                {},
                h(
                    "h3",
                    {},
                    _whose(
                        t,
                        "gin_rummy.melds_of",
                        knocked is not None and 1 - knocked == view.get("seat"),
                        name=ctx.names[1 - knocked] if knocked is not None else "",
                    ),
                ),
                meld_list(view["defender_melds"], t),
            ),
        )
    return h(
        "section",
        {
            "class": classes("trick gin-centre", bool(view.get("melds")) and "showdown"),
            "aria-label": t("gin_rummy.table"),
        },
        h(
            "p",
            {"class": "hand-info"},
            t("gin_rummy.hand_no", number=view["hand_number"]),
            h("span", {"class": "knock-limit"}, " · ", t("gin_rummy.knock_limit", limit=view["knock_limit"])),
        ),
        h("h2", {}, _phase_heading(view, ctx, t)),
        # In the showdown the piles play no part: left out, the hand and Done stay on the first
        # screen of a laptop and a phone (issue 30, Gin 5).
        not view.get("melds") and h("div", {"class": "piles"}, stock_button, upcard_part),
        caption,
        declared,
    )


def _meld_on_show(ctx: TableContext, knocker: int | None) -> list[str] | None:
    """The knocker's meld the timeline has on show, as it is laid: each of a bot's three melds is
    marked in turn where it lands, as the knocker's seat tells it (issue 30, Gin 1, round 9)."""
    shown = ctx.showing
    if shown is None or shown["kind"] != GinEvent.MELD or shown["seat"] != knocker:
        return None
    return list(shown["params"]["cards"])


def _whose(t: Translator, key: str, yours: bool, **fields: Any) -> str:
    """A heading of a player's melds or deadwood: "Your melds" for the viewer's own (Gin 2, round 8)."""
    return t(_yours(key, yours), **fields)


# Texts with a form for the viewer's own move or cards (``<key>_you``: Gin 2, round 8).
_YOURS = (
    *(f"gin_rummy.seen.{what}" for what in ("drew_stock", "took", "discarded", "discarded_face_down")),
    "gin_rummy.melds_of",
    "gin_rummy.deadwood_of",
)


def _yours(key: str, yours: bool) -> str:
    """``key``, or its "you" form when the viewer is the one it speaks of."""
    return key + "_you" if yours else key


def _sort_buttons(sort: str, t: Translator) -> Markup:
    """The orders the hand may be laid in, the one in use pressed."""
    return h(
        "div",
        {"class": "hand-sort", "role": "group", "aria-label": t("gin_rummy.sort")},
        [
            h(
                "button",
                {
                    "type": "button",
                    "data-action": "input",
                    "data-input": "sort",
                    "data-value": name,
                    "aria-pressed": "true" if name == sort else "false",
                },
                t(f"gin_rummy.sort.{name}"),
            )
            for name in SORTS
        ],
    )


def _hand(
    view: GinRummyView, seat: int, selection: list[int], ctx: TableContext, t: Translator, sort: str = "melds"
) -> Markup:
    if view.get("melds"):
        sort = "melds"  # the showdown lays the hand out as the engine arranges it, melds first
    order = display_order(view, sort)
    drawn = drawn_card(view, ctx)
    melds = (view.get("arrangement") or {}).get("melds", [])
    meld_of = {c: i for i, meld in enumerate(melds) for c in meld}
    # A gap after each meld groups the hand visibly (in the engine's order, where melds lie together).
    meld_ends = {meld[-1] for meld in melds} if sort == "melds" else set()
    discards = _discards(view)
    can_discard = bool(discards)
    advice = view["layoff_advice"]  # the engine analyses every legal layoff once per view
    layoffs = {move["cards"][0]: move for move in moves_of(view, ActionKind.LAYOFF)}
    knocker = view.get("knocker")
    knocker_name = ctx.names[knocker] if knocker is not None else ""
    buttons = []
    for i, code in enumerate(order):
        legal_discard = code in discards
        new = code == drawn
        why = None if legal_discard else why_not_discard(view, code, t) if can_discard else why_not_now(view, t)
        if advice is not None:  # defending a knock: a card that fits a meld is laid off when tapped
            legal_discard, can_discard = code in layoffs, True
            why = None if legal_discard else t("gin_rummy.why.fits_none", card=short_text(code, t), name=knocker_name)
        buttons.append(
            card(
                code,
                t,
                {
                    "aria-label": t(_new_card_key(view, code), card=card_label(code, t))
                    if new
                    else card_label(code, t),
                    "data-action": "input",
                    "data-input": "toggle-card",
                    "data-index": str(i),
                    "data-card": code,
                    "aria-pressed": "true" if i in selection else "false",
                    # A card that cannot go now is tapped all the same: the table or the engine says why.
                    "aria-disabled": None if can_discard and legal_discard else "true",
                    "data-why": why,
                    "class": classes(
                        code in meld_of and f"in-meld meld-{meld_of[code] % 4}",
                        code in meld_ends and "meld-end",
                        i in selection and "is-selected",
                        legal_discard and "is-legal",
                        new and "is-new",
                    ),
                },
                badge=h("span", {"class": "new-tag", "aria-hidden": "true"}, t(_new_tag_key(view, code)))
                if new
                else None,
            )
        )
    chosen = selected_discard(view, selection, sort)
    actions = []
    if discards:
        actions.append(
            input_button(
                "discard",
                t("gin_rummy.discard_card", card=card_label(chosen["cards"][0], t))
                if chosen
                else t("gin_rummy.choose_discard"),
                why=t("gin_rummy.choose_discard") if chosen is None else None,
                primary=True,
                id="discard",
            )
        )
    best_layoff = layoffs.get(advice["plan"][0]) if advice is not None and advice["plan"] else None
    if advice is not None and best_layoff is not None:
        actions.append(
            h(
                "button",
                {
                    "type": "button",
                    "class": "primary best-layoffs",
                    # One press lays off every card of the plan, in order (issue 30, Gin 2).
                    "data-action": "input",
                    "data-input": "best-layoffs",
                    "data-move": best_layoff["action"],
                },
                t("gin_rummy.act.best_layoffs"),
                " ",
                cards_row(advice["plan"], t),
            )
        )
    # Done right after the best layoffs: the two short buttons share a row; warned layoffs follow.
    warned: list[Markup] = []
    in_order = sorted(view["moves"], key=lambda move: best_layoff is not None and move["kind"] != ActionKind.DONE)
    for move in in_order:
        kind = move["kind"]
        if kind in _PILE_OR_CARD_MOVES or move is best_layoff:
            continue  # drawn as a pile or a card of the hand; or the Best layoffs button above
        if kind == ActionKind.LAYOFF and advice is not None and move["cards"][0] in advice["plan"]:
            # A card of the best plan is laid off by Best layoffs (or a tap on it): a button of its
            # own beside "Best layoffs: 8♠ 3♠" left a newcomer asking which to press (lesson tester, round 2).
            continue
        label: Any
        warning = None
        if kind == ActionKind.MELD:
            label = [t("gin_rummy.act.meld"), " ", cards_row(move["cards"], t)]
        elif kind == ActionKind.LAYOFF:
            label = [t("gin_rummy.act.layoff"), " ", cards_row(move["cards"], t)]
            if advice is not None and move["cards"][0] in advice["worse"]:
                warning = _layoff_warning(advice, move["cards"][0], t)
                label = [*label, h("span", {"class": "advice"}, warning)]
        elif kind == ActionKind.KNOCK and len((view.get("arrangement") or {}).get("deadwood", [None, None])) <= 1:
            label = t("gin_rummy.act.knock_gin")  # discarding the one unmatched card leaves none: gin
        else:
            text = t(f"gin_rummy.act.{kind}")
            label = text[:1].upper() + text[1:]
        primary = kind in (ActionKind.KNOCK, ActionKind.BIG_GIN) or (
            kind == ActionKind.DONE and advice is not None and not advice["plan"]
        )
        # Only the best layoffs and Done go in the bar a phone pins over the hand: other layoffs
        # (a tap on the card lays it off too) are offered under the hand, those not recommended
        # with the reason; a bar of layoff buttons grew over the hand's second row (issue 30, Gin 4).
        (warned if warning or kind == ActionKind.LAYOFF else actions).append(
            h(
                "button",
                {
                    "type": "button",
                    "data-action": "act",
                    "data-move": move["action"],
                    "class": classes(primary and "primary", warning and "not-recommended"),
                },
                label,
            )
        )
    after_discard = deadwood_after_discard(view)
    no_knock = why_no_knock(view, after_discard, t)
    if no_knock is not None:
        actions.append(
            h(
                "button",
                {"type": "button", "data-action": "act", "data-move": str(gin_actions.KNOCK), **unavailable(no_knock)},
                t("gin_rummy.act.knock"),
            )
        )
    if advice is not None:  # the defender does not knock: no limit, just the count Done starts from
        counter = t("gin_rummy.deadwood_now", count=view.get("deadwood"))
    elif after_discard is not None:
        counter = t("gin_rummy.deadwood_after", count=after_discard, limit=view["knock_limit"])
    else:
        counter = t("gin_rummy.deadwood", count=view.get("deadwood"), limit=view["knock_limit"])
    return my_hand(
        t("table.your_hand", name=ctx.names[seat]),
        h(
            "div",
            {"class": "hand-head"},
            h("p", {"class": "deadwood", "aria-live": "polite"}, counter),
            not view.get("melds") and _sort_buttons(sort, t),  # in the showdown the melds lie first
        ),
        _in_sight_to_lay_off(
            view,
            hand_cards(_melds_together(buttons, [meld_of.get(code) if sort == "melds" else None for code in order])),
        ),
        # What Done scores stands in the bar, over Done: under the hand, a phone's pinned bar hid it
        # (issue 30, Gin 5, round 8).
        decision_bar(
            [h("p", {"class": "done-says"}, _done_says(view, advice, t)), *actions] if advice is not None else actions
        ),
        warned and h("div", {"class": "hand-actions other-layoffs"}, warned),
    )


def why_no_knock(view: GinRummyView, after_discard: int | None, t: Translator) -> str | None:
    """Why there is no knock at a discard over the knock limit: the Knock control stays, unavailable,
    and says so when tapped; a player at 11 deadwood looked for Knock and found no button (issue 30,
    Gin 5, round 9). None when a knock (or big gin) is offered, or it is not the discard step."""
    if view["phase"] != Phase.DISCARD.value or after_discard is None:
        return None
    if moves_of(view, ActionKind.KNOCK, ActionKind.BIG_GIN):
        return None
    return t("gin_rummy.why.knock_needs", limit=view["knock_limit"], count=after_discard)


def _in_sight_to_lay_off(view: GinRummyView, cards: Markup) -> Markup:
    """The hand's cards, while the viewer defends a knock, scrolled into sight above the bar a
    phone pins over the screen's bottom (``data-reveal``, once per card laid off): the bar of
    layoffs covered the hand under the knocker's melds (issue 30, Gin 2, round 9)."""
    if view["layoff_advice"] is None:
        return cards
    shown = f"layoff-{view['hand_number']}-{len(view.get('hand') or ())}"
    return h("div", {"class": "hand-in-sight", "data-reveal": shown}, cards)


def _melds_together(buttons: list[Markup], melds: list[int | None]) -> list[Markup]:
    """The hand's cards, each meld's (in a row, as the engine arranges the hand) in one box that
    never wraps (css): on a phone a meld broke across two rows (issue 30, Gin 6, round 7)."""
    laid: list[Markup] = []
    group: list[Markup] = []
    for i, (button, meld) in enumerate(zip(buttons, melds, strict=True)):
        if meld is None:
            laid.append(button)
            continue
        group.append(button)
        if i + 1 == len(melds) or melds[i + 1] != meld:
            laid.append(h("span", {"class": "meld-group"}, group))
            group = []
    return laid


def best_layoffs(view: GinRummyView) -> list[str]:
    """The actions laying off the whole best plan, in the order the engine found it (each card
    is legal once the ones before it are laid: a chain on a run); none when the plan is empty
    or its first card is not legal now."""
    advice = view["layoff_advice"]
    plan = advice["plan"] if advice is not None else []
    first = next((m for m in moves_of(view, ActionKind.LAYOFF) if plan and m["cards"] == plan[:1]), None)
    if first is None:
        return []
    return [first["action"], *(str(gin_actions.LayOff(card_from_str(code))) for code in plan[1:])]


def _done_says(view: GinRummyView, advice: GinLayoffAdvice, t: Translator) -> str:
    """What Done scores now, agreeing with the count above it: when Done finishes the best
    defence itself (the cards of the plan still to lay off), it names them."""
    if not done_lays_off(view):
        return t("gin_rummy.done_says", count=advice["done"], knocker=advice["knocker"])
    return t(
        "gin_rummy.done_lays_off",
        cards=cards_text(done_lays_off(view), t),
        count=advice["done"],
        knocker=advice["knocker"],
    )


def _new_card_key(view: GinRummyView, code: str) -> str:
    """The label of the card just come into the hand: from the stock, or from the discard pile."""
    return "gin_rummy.taken_card_label" if code == view.get("taken") else "gin_rummy.new_card_label"


def _new_tag_key(view: GinRummyView, code: str) -> str:
    """The tag on the card just come into the hand: "new" from the stock, "taken" from the discard
    pile (French tagged both "prise", taken, the stock's card too: issue 30, Gin 1, round 8)."""
    return "gin_rummy.taken_card" if code == view.get("taken") else "gin_rummy.new_card"


def _layoff_warning(advice: GinLayoffAdvice, code: str, t: Translator) -> str:
    """Why a layoff is not recommended: the own meld it breaks, and what it leaves."""
    after, broken = advice["worse"][code]
    if broken is None:
        return t("gin_rummy.layoff.worse", count=after, best=advice["best"])
    if is_set(mask_from_strs(broken)):
        return t("gin_rummy.layoff.breaks_set", cards=cards_text(broken, t), count=after, best=advice["best"])
    return t("gin_rummy.layoff.breaks_run", cards=cards_text(broken, t), count=after, best=advice["best"])


# ---------------------------------------------------------------------- log and summaries


def hint_note(view: GinRummyView, move: GinMove) -> str | None:
    """What a hint says beside its move (issue 30, Gin 1, round 4): "gin" for a knock that
    leaves no deadwood; "over_knock" for a discard advised while a knock was legal (the hint
    weighed the knock and plays on), so that a newcomer who may knock never reads a bare
    "discard" and takes the knock for forgotten; None otherwise."""
    kind, cards = move["kind"], move["cards"]
    if kind == ActionKind.KNOCK and cards:
        return "gin" if min_deadwood(mask_from_strs(view["hand"]) & ~mask_from_strs(cards)) == 0 else None
    if kind == ActionKind.DISCARD and view["phase"] == Phase.DISCARD.value and moves_of(view, ActionKind.KNOCK):
        return "over_knock"
    if kind == ActionKind.DONE and done_lays_off(view):
        return "lays_off"  # Done finishes the plan: "nothing more to lay off" was untrue (issue 30, Gin 1, round 5)
    return None


def done_lays_off(view: GinRummyView) -> list[str]:
    """The cards Done lays off for the defender (the rest of the best plan), as the line under
    the buttons says; none when Done lays nothing off."""
    advice = view.get("layoff_advice")
    if advice is None or not advice["plan"] or advice["done"] == view.get("deadwood"):
        return []
    return list(advice["plan"])


def describe_move(move: GinMove, t: Translator, note: str | None = None, lays_off: Sequence[str] = ()) -> str:
    """A move in words, for the hint line: the cards by name ("8♠, 8♣, 8♥", not "8s 8c 8h"),
    each move in lower case after "Hint:" (the buttons' texts, "Knock", are capitalised); with
    the hint's ``note`` (``hint_note``), a gin or a discard chosen over a knock says so; a done that
    lays off the rest of the best defence names its cards, ``lays_off``."""
    kind = move["kind"]
    if kind == ActionKind.KNOCK and note == "gin":
        text = t("gin_rummy.act.knock_gin_discarding", card=card_label(move["cards"][0], t))
    elif kind == ActionKind.DISCARD and note == "over_knock":
        text = t("gin_rummy.act.discard_over_knock", card=card_label(move["cards"][0], t))
    elif kind in (ActionKind.DISCARD, ActionKind.LAYOFF):
        text = t(f"gin_rummy.act.{kind}_card", card=card_label(move["cards"][0], t))
    elif kind == ActionKind.MELD:
        text = t("gin_rummy.act.meld") + " " + ", ".join(card_label(code, t) for code in move["cards"])
    elif kind == ActionKind.KNOCK and move["cards"]:  # the face-down discard the knock leads to (issue 30, Gin 7)
        text = t("gin_rummy.act.knock_discarding", card=card_label(move["cards"][0], t))
    elif kind == ActionKind.DONE and note == "lays_off":
        text = t("gin_rummy.act.done_lays_off", cards=cards_text(list(lays_off), t))
    elif kind == ActionKind.DONE and move["target"] >= 0:  # the defender's done, after the layoffs (issue 30, Gin 3)
        text = t("gin_rummy.act.done_laying_off")
    else:
        text = t(f"gin_rummy.act.{kind}")
    return text[:1].lower() + text[1:]


def _hand_line(result: GinHandRecord, names: list[str], t: Translator) -> str:
    if result["winner"] < 0:
        return t("gin_rummy.log.void", number=result["number"], end=t(f"gin_rummy.end.{result['end']}"))
    return t(
        "gin_rummy.log.hand",
        number=result["number"],
        name=names[result["winner"]],
        points=result["points"],
        end=t(f"gin_rummy.end.{result['end']}"),
    )


def _lines_table(lines: list[GinScoreLine], names: list[str], t: Translator) -> Markup:
    """The match's score lines, an item a row and a player a column (so a phone never
    squeezes a name and its points into slivers); a bonus the other player did not get is blank."""
    items: dict[str, dict[int, int]] = {}
    for line in lines:
        items.setdefault(line["item"], {})[line["seat"]] = line["points"]
    seats = range(len(names))
    # The total the players' panels show includes the bonuses: said so when there are any, beside
    # "points from the hands" ("Points 37" under a panel's "Points: 97": issue 30, Gin 6, round 5).
    with_bonuses = any(item.endswith("bonus") or item == "shutout_double" for item in items)
    labels = {item: t(f"gin_rummy.line.{item}") for item in items}
    if with_bonuses and "total" in labels:
        labels["total"] = t("gin_rummy.line.total_with_bonuses")
    return h(
        "table",
        {"class": "summary score-lines"},
        h("thead", {}, h("tr", {}, h("td", {}), [h("th", {"scope": "col"}, names[s]) for s in seats])),
        h(
            "tbody",
            {},
            [
                h(
                    "tr",
                    {"class": classes(item == "total" and "total")},
                    h("th", {"scope": "row"}, labels[item]),
                    [h("td", {"class": "num"}, str(points[s]) if s in points else "") for s in seats],
                )
                for item, points in items.items()
            ],
        ),
    )


def _shown_hand(
    name: str, melds: list[list[str]], hand: list[str], t: Translator, layoffs: list[str] | None = None
) -> Markup:
    """One player's hand at the showdown: each meld in its own box (the knocker's with the
    cards laid off on it), then the deadwood."""
    melded = union(tuple(mask_from_strs(m) for m in melds))
    deadwood = mask_from_strs(hand) & ~melded
    return h(
        "div",
        {"class": "revealed"},
        melds and h("h3", {}, t("gin_rummy.melds_of", name=name)),  # no melds: the deadwood line alone
        melds and meld_list(melds, t, layoffs),
        h(
            "p",
            {"class": "deadwood-line"},
            t("gin_rummy.deadwood_of", name=name, count=mask_value(deadwood)),
            " ",
            cards_row(mask_to_strs(deadwood), t) if deadwood else None,
        ),
    )


def render_hand_summary(view: GinRummyView, names: list[str], t: Translator) -> Markup:
    result = view["last_hand"]
    assert result is not None, "a hand summary follows a finished hand"
    knocker = result["knocker"]
    hands = result.get("hands") or []
    shown = None
    if knocker >= 0 and hands:
        defender = 1 - knocker
        shown = [
            _shown_hand(names[knocker], result.get("melds") or [], hands[knocker], t, result.get("layoffs")),
            (stray := unattached_layoffs(result.get("melds") or [], result.get("layoffs") or []))
            and h("p", {"class": "layoffs"}, t("gin_rummy.laid_off"), " ", cards_row(stray, t)),
            _shown_hand(names[defender], result.get("defender_melds") or [], hands[defender], t),
        ]
    return join(
        [
            h("p", {"class": "winner-line"}, _hand_line(result, names, t)),
            # The match total next, under the hand's result: last, under both hands and the
            # table, a phone in Czech showed it only after scrolling (issue 30, Gin 2, round 4).
            h(
                "p",
                {"class": "match-total"},
                t("gin_rummy.match_score", a=names[0], b=names[1], x=view["scores"][0], y=view["scores"][1]),
            ),
            # A void hand scores nothing: a line says so, not a table of headings (issue 30, Gin 5).
            # The points before the hands they come from: under both hands, a phone showed the
            # hand's points only after scrolling (issue 30, Gin 3, round 9).
            _lines_table(result["lines"], names, t)
            if result["lines"]
            else h("p", {"class": "void-says"}, _void_says(view, t)),
            shown and h("div", {"class": "showdown"}, shown),
        ]
    )


def _void_says(view: GinRummyView, t: Translator) -> str:
    """What follows a void hand: the same dealer deals again (§8), unless the match is over."""
    return t("gin_rummy.void_last" if view["phase"] == Phase.GAME_OVER.value else "gin_rummy.void_redeal")


def render_game_summary(outcome: dict[str, Any], view: GinRummyView, names: list[str], t: Translator) -> Markup:
    return join(
        [
            winner_line(outcome["winners"], names, t),
            _lines_table(view.get("final") or [], names, t),
            last_hand(view.get("last_hand"), t("gin_rummy.last_hand"), lambda: render_hand_summary(view, names, t)),
        ]
    )


def _hand_key(view: GinRummyView) -> tuple[int | None, int, tuple[int, ...]]:
    """One seat's hand, as near as a view tells: the seat, the hand's number and the scores it
    started from (they change only when a hand ends). A new match's first hand may take on the
    order chosen in the first hand of the match before: a preference, harmless."""
    return view["seat"], view["hand_number"], tuple(view["scores"])


class GinRummyTable(TypedTable[GinRummyView]):
    """The ``GameTable`` of Gin Rummy: tap the stock or the upcard, tap a card then Discard."""

    hand_over_key = "gin_rummy.hand_over"  # the word the game uses for a deal ("donne", not "manche")
    # The other player's knock holds the table half as long again as a move done to the viewer,
    # and each of the knocker's melds as long as one: a bot's knock with three melds went by in
    # one pause, and the strip's latest lines cannot hold all of it (issue 30, Gin 1, round 9).
    long_beats: Mapping[str, int] = MappingProxyType(
        {
            GinEvent.KNOCK: HITS_VIEWER_MS * 3 // 2,
            GinEvent.BIG_GIN: HITS_VIEWER_MS * 3 // 2,
            GinEvent.MELD: HITS_VIEWER_MS,
        }
    )
    folded_options: frozenset[str] = frozenset(
        {
            "gin_bonus",
            "undercut_bonus",
            "undercut_on_tie",
            "may_discard_taken_upcard",
            "wall_size",
            "wall_rule",
            "big_gin_bonus",
            "game_bonus",
            "line_bonus",
            "shutout_bonus",
            "shutout_mode",
            "next_dealer",
            "first_dealer",
            "openspiel_quirks",
        }
    )

    def __init__(self) -> None:
        super().__init__(
            gin_rummy_view, render_table, cards_row, render_hand_summary, render_game_summary, describe_event
        )
        # The order the player chose for the hand. The UI state starts afresh after every move
        # (``new_ui``), so the table keeps it, for this seat and this hand only.
        self._sorts: dict[tuple[int | None, int, tuple[int, ...]], str] = {}

    def sort_of(self, view: GinRummyView) -> str:
        """The order the viewer chose for the hand on the table ("melds" until it chooses)."""
        return self._sorts.get(_hand_key(view), "melds")

    def render(self, view: JsonDict, ui: GinUi, ctx: TableContext, t: Translator) -> Markup:
        typed = gin_rummy_view(view)
        return render_table(typed, ui, ctx, t, self.sort_of(typed))

    def new_ui(self, view: JsonDict) -> GinUi:
        typed = gin_rummy_view(view)
        if declaring(typed):
            return best_plan(typed)  # the best melds, proposed; the player may adjust them
        if typed["phase"] == Phase.KNOCK_DISCARD.value and typed["moves"]:
            best = best_knock_discard(typed)["action"]
            return tuple(selection_for_action(typed, best, self.sort_of(typed)))  # the best discard, chosen
        return ()

    def on_input(self, view: JsonDict, ui: GinUi, name: str, data: Mapping[str, str]) -> GinUi | Submit | Say:
        typed = gin_rummy_view(view)
        if isinstance(ui, KnockPlan):
            move = data.get("move", "")
            if name == "drop-meld":
                return KnockPlan(tuple(m for m in ui.melds if m != move))
            if name == "add-meld" and can_add(typed, ui, move):
                return KnockPlan((*ui.melds, move))
            if name == "best-plan":
                return best_plan(typed)
            if name == "lay-down":
                return lay_down(typed, ui)
            return ui
        sort = self.sort_of(typed)
        if name == "sort" and data.get("value") in SORTS:
            order = display_order(typed, sort)
            chosen = [order[i] for i in ui if 0 <= i < len(order)]
            key = _hand_key(typed)  # this hand's order for this seat; another seat's (hot seat) stays
            self._sorts = {k: v for k, v in self._sorts.items() if k[0] != key[0] and k[1:] == key[1:]}
            self._sorts[key] = data["value"]
            resorted = display_order(typed, data["value"])
            return tuple(resorted.index(code) for code in chosen)  # the chosen card stays chosen
        if name == "best-layoffs":
            plan = best_layoffs(typed)
            return Submit(plan[0], then=tuple(plan[1:])) if plan else ui
        if name == "toggle-card" and data.get("index", "").isdigit():
            code = data.get("card", "")
            layoff = next((move for move in moves_of(typed, ActionKind.LAYOFF) if move["cards"] == [code]), None)
            if layoff is not None:  # defending a knock: the card goes on the knocker's meld it fits
                return Submit(layoff["action"])
            if code in typed["hand"] and code not in _discards(typed):  # not a discard now: the engine says why
                return Submit(str(gin_actions.Discard(optional_card_from_str(code))))
            index = int(data["index"])
            return () if ui == (index,) else (index,)
        if name == "discard":
            action = action_for_selection(typed, list(ui), sort)
            # Said as the Discard button says it when tapped (``unavailable``): one look for every refusal.
            return Submit(action) if action is not None else Say("gin_rummy.choose_discard", kind="info")
        return ui

    def on_key(self, view: JsonDict, ui: GinUi, key: str) -> GinUi | Submit | Say | None:
        typed = gin_rummy_view(view)
        if isinstance(ui, KnockPlan):
            return lay_down(typed, ui) if key in (keymap.PLAY, "Enter") else None
        if key in (keymap.PLAY, "Enter") and ui:
            return self.on_input(view, ui, "discard", {})
        kind = _KEY_MOVES.get(key)
        found = moves_of(typed, kind) if kind is not None else []
        return Submit(found[0]["action"]) if found else None

    def shortcuts(self) -> list[tuple[str, str]]:
        shared = keymap.SHARED_MEANINGS
        return [
            (keymap.DRAW, shared[keymap.DRAW]),
            ("t", "gin_rummy.key.upcard"),
            (keymap.PLAY, shared[keymap.PLAY]),
            ("k", "gin_rummy.key.knock"),
            (keymap.PASS, shared[keymap.PASS]),
        ]

    def ui_for_hint(self, view: JsonDict, ui: GinUi, action: str) -> GinUi:
        typed = gin_rummy_view(view)
        if declaring(typed):
            return best_plan(typed)
        return tuple(selection_for_action(typed, action, self.sort_of(typed)))

    def coach_targets(self, view: JsonDict, ui: GinUi, action: str) -> tuple[str, ...]:
        """A discard: its card, then Discard; the melds of a knock: Lay down (it lays them all);
        a card laid off goes with one tap; the rest is a button of its own."""
        typed = gin_rummy_view(view)
        if declaring(typed):
            return (selector(data_input="lay-down"),)
        move = move_for(typed, action)
        if move is not None and move["kind"] in (ActionKind.DISCARD, ActionKind.LAYOFF):
            chosen = isinstance(ui, tuple) and list(ui) == selection_for_action(typed, action, self.sort_of(typed))
            if move["kind"] == ActionKind.DISCARD and chosen:
                return (selector(data_input="discard"),)
            return (selector(data_input="toggle-card", data_card=move["cards"][0]),)
        return super().coach_targets(view, ui, action)

    def error_fields(self, params: Mapping[str, Any], t: Translator) -> Mapping[str, Any]:
        """A refusal names its card as the table shows it ("10♦", not "Td")."""
        card_code = params.get("card")
        return {**params, "card": short_text(card_code, t)} if isinstance(card_code, str) else params

    def move_for(self, view: JsonDict, action: str) -> JsonDict | None:
        """The hinted move, with what the hint says beside it (``hint_note``)."""
        move = super().move_for(view, action)
        if move is None:
            return None
        typed = gin_rummy_view(view)
        note = hint_note(typed, cast(GinMove, move))
        return {**move, "hint_note": note, "lays_off": done_lays_off(typed) if note == "lays_off" else []}

    def describe_move(self, move: JsonDict, names: list[str], t: Translator) -> str:
        return describe_move(cast(GinMove, move), t, move.get("hint_note"), move.get("lays_off") or ())

    def describe_progress(self, view: JsonDict, names: list[str], t: Translator) -> str:
        typed = gin_rummy_view(view)
        score = t("gin_rummy.match_score", a=names[0], b=names[1], x=typed["scores"][0], y=typed["scores"][1])
        return f"{t('gin_rummy.hand_no', number=typed['hand_number'])} · {score}"

    def text_keys(self) -> Iterable[str]:
        yield from BUILT_KEYS
        yield from (f"gin_rummy.phase.{phase.value}" for phase in Phase)
        yield from (f"gin_rummy.status.{phase.value}" for phase in STEP_PHASES)
        yield from (f"gin_rummy.end.{end.value}" for end in HandEnd)
        yield from (f"gin_rummy.line.{item}" for item in SCORE_ITEMS)
        yield from (f"gin_rummy.act.{kind}" for kind in _SIMPLE_MOVES)
        yield from ("gin_rummy.act.discard_card", "gin_rummy.act.layoff_card", self.hand_over_key)
        yield from (f"gin_rummy.sort.{name}" for name in SORTS)
        yield from (key + you for key in _YOURS for you in ("", "_you"))
