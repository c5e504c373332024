"""The coach of a lesson (``app/lessons``): what it says now, and what it points at.

While the person's move is next, the coach says the lesson's sentence for it and points at
what to touch (the table's ``coach_targets``: the cards of a composed move one by one, then
the button that plays it). While a bot's scripted move plays out it says to watch; on a
summary it points at Continue; once every move of the lesson was played it says what was
learnt and offers a real game. The page marks each element a target selector finds with
``data-coach="target"`` (``ui/dom.py``), so the marks follow every re-render.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from ..app.i18n import Translator
from ..app.lessons import PERSON
from .markup import Markup, h
from .match import Match
from .screen_state import Dialog, ScreenState

CONTINUE = '[data-action="close-dialog"]'  # a hand's summary, or the status line's when it is put away
CLOSE_RESULT = '.dialog [data-action="look-at-table"]'  # the match's summary has no Continue: its ×
REAL_GAME = '[data-action="lesson-real-game"]'


@dataclass(frozen=True)
class Coaching:
    """The coach's panel now: its sentence, the step it asks for (numbered: None while it only
    comments, on a summary or a bot's move), and what to touch."""

    says: str
    step: int | None
    total: int  # the coach's steps in the lesson
    learnt: bool = False
    targets: tuple[str, ...] = ()


def coaching(match: Match, screen: ScreenState, t: Translator) -> Coaching | None:
    session = match.session
    lesson = session.lesson
    if lesson is None:
        return None
    total = lesson.steps
    if screen.dialog is Dialog.GAME:  # a lesson that ends the match: read who won, then back to the table
        return Coaching(t("lesson.read_result"), None, total, targets=(CLOSE_RESULT,))
    if screen.dialog in (Dialog.HAND, Dialog.HAND_TABLE):  # a hand's summary, then go on
        return Coaching(t("lesson.read_summary"), None, total, targets=(CONTINUE,))
    settled = match.story.timeline.idle() and screen.due is None
    if session.lesson_learnt():
        if not settled and len(session.log) == len(lesson.beats):  # the lesson's last move plays out
            return Coaching(t("lesson.watch"), None, total)
        return Coaching(t(lesson.learnt), None, total, learnt=True, targets=(REAL_GAME,))
    beat = session.lesson_beat()
    assert beat is not None
    if beat.seat != PERSON or match.viewer() != PERSON:
        return Coaching(t("lesson.watch"), None, total)
    # The person's step is said at once (their own last move may still be on show), and what to
    # touch glows once the table is still.
    targets: tuple[str, ...] = ()
    if settled:
        targets = match.table.coach_targets(session.view(PERSON), match.ui, beat.action)
    return Coaching(t(beat.say), lesson.steps_before(len(session.log) + 1), total, targets=targets)


def panel(coach: Coaching, t: Translator) -> Markup:
    """The coach's panel: above the table, in sight at every size (css/table.css)."""
    return h(
        "aside",
        {
            "class": "coach",
            "data-lesson": "done" if coach.learnt else "running",
            "aria-live": "polite",
            "aria-label": t("lesson.coach"),
        },
        h(
            "p",
            {"class": "coach-says"},
            coach.step is not None
            and [h("span", {"class": "coach-step"}, t("lesson.step", done=coach.step, total=coach.total)), " "],
            coach.says,
        ),
        coach.learnt
        and h(
            "div",
            {"class": "coach-actions"},
            h(
                "button",
                {"type": "button", "class": "primary", "data-action": "lesson-real-game"},
                t("lesson.real_game"),
            ),
            h("button", {"type": "button", "data-action": "to-lobby"}, t("lesson.to_lobby")),
        ),
    )


def targets_attribute(coach: Coaching | None) -> str | None:
    """The selectors the page marks (``data-coach-targets`` on the table screen), as JSON."""
    return json.dumps(list(coach.targets)) if coach is not None and coach.targets else None
