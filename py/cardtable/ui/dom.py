"""The browser side of the UI: the only module that touches the DOM and browser APIs.

It gives the controller a ``Platform`` (render, storage, timers, downloads,
location) and routes every event through one delegated handler on ``#app``.
"""

from __future__ import annotations

import asyncio
import json
import re
from collections.abc import Coroutine
from typing import Any

from pyodide.ffi import create_proxy, jsnull
from pyscript import document, window

from ..app.saves import MAX_SAVE_BYTES, MemoryStorage, SaveError, Storage, StorageFullError
from . import keymap
from .controller import Controller

# Keep the non-game query parameters when a share link is consumed (tests pace bots with it).
_KEPT_PARAMS = ("bot_delay",)
_background: set[asyncio.Future[Any]] = set()


def _spawn(coroutine: Coroutine[Any, Any, None]) -> None:
    """Run a coroutine in the background. The event loop keeps only a weak reference to a task,
    so one nobody holds can be collected before it finishes: hold each until it is done."""
    task = asyncio.ensure_future(coroutine)
    _background.add(task)
    task.add_done_callback(_background.discard)


def _absent(value: Any) -> bool:
    """JS ``null`` arrives as ``jsnull`` and ``undefined`` as None; both mean nothing."""
    return value is None or value is jsnull


class LocalStorage:
    """``window.localStorage`` as a ``Storage``; a refused write means the storage is full."""

    def __init__(self) -> None:
        self._ls = window.localStorage

    def get(self, key: str) -> str | None:
        value = self._ls.getItem(key)
        # getItem answers JS null, which Pyodide hands over as ``jsnull``, not None.
        return None if _absent(value) else str(value)

    def set(self, key: str, value: str) -> None:
        try:
            self._ls.setItem(key, value)
        except Exception as error:  # QuotaExceededError arrives as a JsException
            raise StorageFullError(str(error)) from None

    def remove(self, key: str) -> None:
        self._ls.removeItem(key)

    def keys(self) -> list[str]:
        return [str(self._ls.key(i)) for i in range(int(self._ls.length))]


def open_storage() -> Storage:
    try:
        storage = LocalStorage()
        storage.keys()
        return storage
    except Exception:  # storage disabled (private mode, policy): play on, unsaved
        return MemoryStorage()


# Lines kept in the live region: enough for a screen reader to catch up, never a growing page.
LIVE_LINES = 5


class BrowserPlatform:
    def __init__(self, root: Any) -> None:
        self.root = root
        self.storage = open_storage()
        self._rendering = False
        self._queued: str | None = None
        self._opener: str | None = None  # focus key of the control that opened the open dialog
        self._revealed = ""  # the data-reveal last brought into sight: each is, once
        self._scene = ""  # the table's data-scene (a round): a new one opens at the page's top
        self._coached = ""  # a lesson: the targets last brought into sight (each step's, once)

    def render(self, markup: str) -> None:
        # Replacing the DOM blurs the focused field, whose "change" handler may render
        # again from inside this call; such a nested render is queued, not nested.
        self._queued = markup
        if self._rendering:
            return
        self._rendering = True
        try:
            while self._queued is not None:
                markup, self._queued = self._queued, None
                focus = _focus_key(document.activeElement)
                had_dialog = not _absent(self.root.querySelector("[aria-modal=true]"))
                scrolled = _scroll_positions(self.root)
                screen = _screen_of(self.root)
                self.root.innerHTML = markup
                _restore_scroll(self.root, scrolled)
                if _screen_of(self.root) != screen:
                    # Another screen (the lobby, a game's table, the privacy screen) opens at its
                    # top, not where the page the last one was scrolled to (issue 30).
                    window.scrollTo(0, 0)
                scene = self.root.querySelector("[data-scene]")
                if not _absent(scene):
                    if self._scene and str(scene.dataset.scene) != self._scene:
                        # A new round opens with the top bar whole, not where the last one was
                        # scrolled to (issue 30, Santa 1, round 5).
                        window.scrollTo(0, 0)
                    self._scene = str(scene.dataset.scene)
                has_dialog = not _absent(self.root.querySelector("[aria-modal=true]"))
                if has_dialog and not had_dialog:
                    self._opener = focus  # the control that opened it gets the focus back
                elif had_dialog and not has_dialog:
                    focus, self._opener = self._opener, None
                coached, targets = _mark_coach_targets(self.root)
                _place_focus(self.root, focus)
                _make_background_inert(self.root)
                _reopen_menus(self.root)
                _measure_decision_bar(self.root)
                # After the bar is measured: the room under the page is the bar's height now.
                _show_coach_step(self.root, targets, new=coached != self._coached)
                self._coached = coached
                self._revealed = _reveal(self.root, self._revealed)
        finally:
            self._rendering = False

    def patch(self, selector: str, markup: str) -> None:
        element = self.root.querySelector(selector)
        if not _absent(element):
            element.outerHTML = markup
            _mark_coach_targets(self.root)

    def now(self) -> float:
        return float(window.Date.now()) / 1000.0

    async def sleep(self, ms: float) -> None:
        await asyncio.sleep(ms / 1000.0)

    def spawn(self, coroutine: Coroutine[Any, Any, None]) -> None:
        _spawn(coroutine)

    def random_seed(self) -> int:
        words = window.crypto.getRandomValues(window.Uint32Array.new(2))
        return (int(words[0]) << 20 ^ int(words[1])) % (2**48)

    def query(self) -> str:
        return str(window.location.search)

    def clear_game_query(self) -> None:
        params = window.URLSearchParams.new(window.location.search)
        kept = window.URLSearchParams.new()
        for name in _KEPT_PARAMS:
            if params.has(name):
                kept.set(name, params.get(name))
        rest = str(kept.toString())
        window.history.replaceState(None, "", str(window.location.pathname) + ("?" + rest if rest else ""))

    def page_url(self) -> str:
        return str(window.location.origin) + str(window.location.pathname)

    def copy_text(self, text: str) -> None:
        clipboard: Any = getattr(window.navigator, "clipboard", None)  # a JS object, or absent
        if not _absent(clipboard):
            clipboard.writeText(text)
            return
        field = document.getElementById("share-url")  # older browsers: select and copy
        if not _absent(field):
            field.select()
            document.execCommand("copy")

    def languages(self) -> list[str]:
        tags: Any = getattr(window.navigator, "languages", None)  # a JS array, or absent
        if _absent(tags):
            return [str(window.navigator.language or "")]
        return [str(tag) for tag in tags]

    def can_share(self) -> bool:
        return not _absent(getattr(window.navigator, "share", None))

    def share(self, url: str, title: str) -> None:
        promise = window.navigator.share(window.Object.fromEntries([["url", url], ["title", title]]))
        promise.catch(create_proxy(lambda _error: None))  # the person closed the sheet: fine

    def download(self, filename: str, text: str) -> None:
        blob = window.Blob.new([text], {"type": "application/json"})
        url = window.URL.createObjectURL(blob)
        link = document.createElement("a")
        link.href = url
        link.download = filename
        document.body.appendChild(link)
        link.click()
        link.remove()
        window.setTimeout(create_proxy(lambda: window.URL.revokeObjectURL(url)), 1000)

    def set_language(self, lang: str) -> None:
        document.documentElement.lang = lang
        # Lines said in the language left behind would be read in the new one's voice, and stay
        # in the page's text (Santa replay, stop 38): the live region starts afresh.
        region = document.getElementById("live")
        if not _absent(region):
            region.replaceChildren()

    def announce(self, text: str) -> None:
        """Say ``text`` to a screen reader: a line in the page's live region, which sits
        outside ``#app`` so that no render replaces it (the last few lines are kept)."""
        region = document.getElementById("live")
        if _absent(region):
            return
        line = document.createElement("p")
        line.textContent = text
        region.appendChild(line)
        while region.childElementCount > LIVE_LINES:
            region.firstElementChild.remove()

    def set_idle(self, idle: bool) -> None:
        """``<html data-idle>`` while nothing moves by itself (tests wait on it)."""
        if idle:
            document.documentElement.dataset.idle = ""
        else:
            document.documentElement.removeAttribute("data-idle")


def typed_before_boot(root: Any) -> dict[str, str]:
    """What a person entered in the pre-rendered lobby while Python was loading."""
    return {
        str(element.id): str(element.value)
        for element in root.querySelectorAll("input[id]:not([type=file]), select[id]")
        if element.id != "lang"
    }


DRAG_THRESHOLD_PX = 8
ARROWS = ("ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown")


def attach(controller: Controller, root: Any) -> None:
    """One delegated handler per event type on the stable root; elements come and go."""

    def data_of(element: Any) -> dict[str, str]:
        data = {str(k): str(getattr(element.dataset, k)) for k in window.Object.keys(element.dataset)}
        if element.tagName in ("SELECT", "INPUT") and not _absent(element.value):
            data["value"] = str(element.value)
        return data

    def on_click(event: Any) -> None:
        if _menu_or_outside_click(event):
            return
        target = event.target.closest("[data-action]")
        if _absent(target) or target.tagName in ("SELECT", "INPUT") or getattr(target, "disabled", False):
            return
        why = target.getAttribute("data-why")  # null unless ui/table.py's unavailable() set it
        if target.getAttribute("aria-disabled") == "true" and not _absent(why):
            controller.dispatch("why", {"why": str(why)})
            return
        controller.dispatch(str(target.dataset.action), data_of(target))

    def on_change(event: Any) -> None:
        target = event.target
        if _absent(target.dataset.action):
            return
        if target.type == "file":
            files = target.files
            if files.length:
                _spawn(_import(files.item(0)))
            return
        # A choice made in a folded menu (the language, on a phone) is the menu's job done: it
        # folds, instead of staying open over the table drawn in the new language.
        for menu_id in list(_open_menus):
            _set_menu(document.getElementById("app"), menu_id, False)
        controller.dispatch(str(target.dataset.action), data_of(target))

    async def _import(file: Any) -> None:
        # A file far larger than any save is refused unread: reading it whole could stall the page.
        if int(file.size) > MAX_SAVE_BYTES:
            controller.saves.refuse_import(
                str(file.name), SaveError("too_large", "The file is too large to be a save.")
            )
            controller.render()
            return
        controller.import_text(str(await file.text()), str(file.name))

    def on_keydown(event: Any) -> None:
        if event.key == "Tab" and _trap_tab(event):
            return
        if event.key == "Escape" and _dismiss(event):
            return
        if event.target.tagName in ("INPUT", "SELECT", "TEXTAREA") or event.ctrlKey or event.metaKey or event.altKey:
            return
        if event.key in ARROWS and _arrow_input(event):
            return
        if (event.key in ARROWS or event.key in ("Home", "End")) and _move_in_group(event):
            return
        if event.key in ("Enter", " ") and event.target.tagName == "BUTTON":
            return  # the focused button's own click
        controller.key(keymap.layout_free(str(event.key), str(event.code or "")))

    # Drag and drop, for any game's table, with pointer events (touch, pen and mouse alike):
    # press on an element with data-drag, release over one with data-drop, and the table gets
    # on_input("drop", {"from-<key>": …, "to-<key>": …}) from both elements' data-*. A press
    # released where it started stays a plain click. Tables offer taps and keys as well.
    dragging: dict[str, Any] = {}

    def on_pointerdown(event: Any) -> None:
        source = event.target.closest("[data-drag]")
        scrolling = dragging.get("scrolling")  # a frame of the last drag's scroll still due
        dragging.clear()
        if scrolling:
            dragging["scrolling"] = True
        pressed = event.target.closest("[data-action]")
        if not _absent(pressed):
            dragging["pressed"] = pressed
        if not _absent(source) and not getattr(source, "disabled", False):
            dragging.update(source=source, x=float(event.clientX), y=float(event.clientY))

    def on_pointermove(event: Any) -> None:
        # A rack pinned to the bottom of a phone covers the table's last sets and "New set": a
        # drag held just above it scrolls them into reach (issue 30, Rummikub round 6, 1).
        if "source" not in dragging:
            return
        dragging["scroll"] = _drag_scroll(root, float(event.clientY))
        if dragging["scroll"] and not dragging.get("scrolling"):
            dragging["scrolling"] = True
            window.requestAnimationFrame(scroll_frame)

    def on_scroll_frame(_time: Any) -> None:
        step = dragging.get("scroll", 0.0) if "source" in dragging else 0.0
        if not step:
            dragging.pop("scrolling", None)
            return
        window.scrollBy(0, step)
        window.requestAnimationFrame(scroll_frame)

    scroll_frame = create_proxy(on_scroll_frame)

    def on_pointerup(event: Any) -> None:
        dragging.pop("scroll", None)
        _tap_across_a_render(event)
        if "source" not in dragging:
            return
        source, x, y = dragging.pop("source"), dragging.pop("x"), dragging.pop("y")
        if abs(float(event.clientX) - x) + abs(float(event.clientY) - y) < DRAG_THRESHOLD_PX:
            return
        under = document.elementFromPoint(event.clientX, event.clientY)
        target = None if _absent(under) else under.closest("[data-drop]")
        if _absent(target) or target is source:
            return
        data = {"input": "drop"}
        data.update({f"from-{k}": v for k, v in data_of(source).items()})
        data.update({f"to-{k}": v for k, v in data_of(target).items()})
        dragging["swallow_click"] = True
        controller.dispatch("input", data)

    def _tap_across_a_render(event: Any) -> None:
        """A tap whose press and release a render came between (a timeline's beat, a bot's move)
        makes no click: its control was replaced under the finger. Quick taps on the cards
        were lost so (issue 30, Canasta round 7, 2). When the release is on the same control
        drawn anew, the tap is its click."""
        pressed = dragging.pop("pressed", None)
        if pressed is None or bool(pressed.isConnected) or "source" in dragging:
            return
        under = document.elementFromPoint(event.clientX, event.clientY)
        target = None if _absent(under) else under.closest("[data-action]")
        if target is None or _absent(target) or _focus_key(target) != _focus_key(pressed):
            return
        target.click()  # the browser makes none: the pressed control is gone from the page

    def on_click_after_drag(event: Any) -> None:
        if dragging.pop("swallow_click", False):
            event.stopPropagation()
            return
        on_click(event)

    def _arrow_input(event: Any) -> bool:
        """An arrow key on a focused control that takes arrows itself (``data-arrow-input``:
        a divider along a row) is input to the table for that very control, and for no other."""
        target = event.target.closest("[data-arrow-input]")
        if _absent(target) or getattr(target, "disabled", False):
            return False
        data = {**data_of(target), "input": str(target.dataset.arrowInput), "key": str(event.key)}
        event.preventDefault()
        controller.dispatch("input", data)
        return True

    for name, handler in (
        ("click", on_click_after_drag),
        ("change", on_change),
        ("pointerdown", on_pointerdown),
        ("pointermove", on_pointermove),
        ("pointerup", on_pointerup),
    ):
        root.addEventListener(name, create_proxy(handler))
    document.addEventListener("keydown", create_proxy(on_keydown))
    # A turned tablet or a resized window may pin the decision bar, or unpin it: the room kept
    # under the content follows at once, not at the next render (a rack hid under the bar).
    window.addEventListener("resize", create_proxy(lambda event: _measure_decision_bar(root)))


# The classes that name a screen (``ui/lobby.py``, ``ui/table.py``): not its settings.
_SCREEN_NAMES = ("lobby", "table-screen", "replay", "privacy-screen")


def _screen_of(root: Any) -> str:
    """Which screen is drawn: the lobby, a game's table (or replay), the privacy screen."""
    screen = root.querySelector(".screen")
    if _absent(screen):
        return ""
    names = str(screen.className).split()
    return " ".join(name for name in names if name in _SCREEN_NAMES or name.startswith("game-"))


def _scroll_positions(root: Any) -> dict[str, float]:
    """Where each box marked ``data-keep-scroll="<name>"`` is scrolled to (a rack of many
    tiles), so a redraw (a turn clock's, each second) leaves it where the person put it."""
    return {
        str(box.dataset.keepScroll): float(box.scrollTop)
        for box in root.querySelectorAll("[data-keep-scroll]")
        if box.scrollTop
    }


def _restore_scroll(root: Any, scrolled: dict[str, float]) -> None:
    for name, top in scrolled.items():
        box = root.querySelector(f'[data-keep-scroll="{name}"]')
        if not _absent(box):
            box.scrollTop = top


def _focus_key(element: Any) -> str | None:
    """A selector that finds the focused element again after a full re-render."""
    if _absent(element) or element.tagName == "BODY":
        return None
    if element.id:
        return "#" + str(element.id)
    if element.hasAttribute("data-focus-home"):
        return FOCUS_HOME  # the table itself keeps the focus through the timeline's renders
    action = element.getAttribute("data-action")
    if _absent(action):
        return None
    selector = f'[data-action="{action}"]'
    for attribute in ("data-input", "data-index", "data-seat", "data-save", "data-game", "data-move"):
        value = element.getAttribute(attribute)
        if not _absent(value):
            selector += f'[{attribute}="{window.CSS.escape(value)}"]'
    return selector


FOCUS_HOME = "[data-focus-home]"
# The first action of the player's current decision: its bar, else a direct move on the table
# (a pile to draw from).
# The focus goes to an action on offer: never to one that only says why it is not (aria-disabled).
OFFERED = ":not(:disabled):not([aria-disabled=true])"
DECISION = (f"[data-decision] button{OFFERED}", f"[data-action=act]{OFFERED}")


def _focus(element: Any) -> bool:
    """Focus an element without scrolling; whether it took the focus (a hidden one cannot).
    A control folded in a closed menu hands the focus to the button that opens the menu."""
    if _absent(element) or getattr(element, "disabled", False):
        return False
    element.focus(window.Object.fromEntries([["preventScroll", True]]))
    if document.activeElement == element:
        return True
    folded = element.closest("[id]")
    opener = None if _absent(folded) else document.querySelector(f'[aria-controls="{folded.id}"]')
    if not _absent(opener) and opener != element:
        return _focus(opener)
    return False


def _restore_focus(root: Any, selector: str) -> bool:
    return _focus(root.querySelector(selector))


def _place_focus(root: Any, selector: str | None) -> None:
    """After a re-render: an open dialog takes the focus; else the focused control gets it
    back, or its nearest neighbour (a played card's place in the hand); else the first
    action of the player's decision, else the screen's heading (``data-focus-home``).
    On a table and in the lobby the focus never falls to <body>, after a bot's move or a
    closed summary."""
    dialog = root.querySelector("[aria-modal=true]")
    if not _absent(dialog):
        if _absent(document.activeElement) or not dialog.contains(document.activeElement):
            target = dialog.querySelector("[data-autofocus]")
            if _absent(target):
                target = dialog.querySelector("button, [href], input, select")
            # Without scrolling: a long dialog (the rules) opens at its top.
            _focus(target)
        return
    if selector and selector != FOCUS_HOME:
        # A control may take over the focus of the one it replaces in the player's mind
        # (``data-focus-from``: Let's Divide's divider chosen with "o" takes the other's).
        if _restore_focus(root, f'[data-focus-from="{window.CSS.escape(selector)}"]'):
            return
        if _restore_focus(root, selector):
            return
        family = re.sub(r'\[data-index="[^"]*"\]', "", selector)
        if family != selector:
            candidates = [e for e in root.querySelectorAll(family) if not getattr(e, "disabled", False)]
            if candidates:
                found = re.search(r'data-index="(\d+)"', selector)
                index = int(found.group(1)) if found else 0
                if _focus(candidates[min(index, len(candidates) - 1)]):
                    return
    if _absent(root.querySelector(FOCUS_HOME)):
        return  # a screen with no heading to fall back to: the page keeps its own focus
    if not selector and document.activeElement != document.body and root.contains(document.activeElement):
        return
    for choice in DECISION:
        if _restore_focus(root, choice):
            return
    _restore_focus(root, FOCUS_HOME)


def _make_background_inert(root: Any) -> None:
    """Everything beside an open modal dialog, at every level up to the app's root, is
    ``inert``: no tap, Tab or screen reader reaches the table behind it. (The next render
    draws those elements afresh, so nothing has to be undone.)"""
    dialog = root.querySelector("[aria-modal=true]")
    node = dialog
    while not _absent(node) and node != root:
        parent = node.parentElement
        if _absent(parent):
            break
        for sibling in parent.children:
            if sibling != node:
                sibling.inert = True
        node = parent


_open_menus: set[str] = set()


def _set_menu(root: Any, menu_id: str, is_open: bool) -> None:
    menu = root.querySelector("#" + menu_id)
    toggle = root.querySelector(f'[data-menu="{menu_id}"]')
    if _absent(menu) or _absent(toggle):
        _open_menus.discard(menu_id)
        return
    menu.classList.toggle("is-open", is_open)
    toggle.setAttribute("aria-expanded", "true" if is_open else "false")
    (_open_menus.add if is_open else _open_menus.discard)(menu_id)


def _reopen_menus(root: Any) -> None:
    """A folded menu (the phone's toolbar) stays open across the redraws of bot moves."""
    for menu_id in list(_open_menus):
        _set_menu(root, menu_id, True)


def _menu_or_outside_click(event: Any) -> bool:
    """A tap on a menu button opens or closes its menu; a tap anywhere else closes open
    menus (a chosen item still does its job). A tap on the dimmed page around a dialog
    (``data-outside``) closes the dialog as its × would. True: the tap is used up."""
    root = document.getElementById("app")
    toggle = event.target.closest("[data-menu]")
    if not _absent(toggle):
        menu_id = str(toggle.dataset.menu)
        _set_menu(root, menu_id, menu_id not in _open_menus)
        return True
    for menu_id in list(_open_menus):
        _set_menu(root, menu_id, False)
    if event.target.hasAttribute("data-outside"):
        dismiss = event.target.querySelector("[data-dismiss]")
        if not _absent(dismiss):
            dismiss.click()
        return True
    return False


def _dismiss(event: Any) -> bool:
    """Esc closes an open menu first, else the open dialog (as its × would)."""
    root = document.getElementById("app")
    if _open_menus:
        for menu_id in list(_open_menus):
            _set_menu(root, menu_id, False)
            _focus(root.querySelector(f'[data-menu="{menu_id}"]'))
        return True
    dismiss = root.querySelector("[aria-modal=true] [data-dismiss]")
    if _absent(dismiss):
        return False
    event.preventDefault()
    dismiss.click()
    return True


def _mark_coach_targets(root: Any) -> tuple[str, list[Any]]:
    """A lesson: mark what the coach points at (``data-coach="target"``), found by the selectors
    the table screen lists in ``data-coach-targets`` (``ui/coach.py``). Returns that list, and
    the elements found."""
    screen = root.querySelector("[data-coach-targets]")
    if _absent(screen):
        return "", []
    listed = str(screen.getAttribute("data-coach-targets"))
    found = [element for selector in json.loads(listed) for element in root.querySelectorAll(selector)]
    for element in found:
        element.setAttribute("data-coach", "target")
    return listed, found


def _show_coach_step(root: Any, found: list[Any], *, new: bool) -> None:
    """A lesson: what the coach points at first takes the focus (a key press acts on it; a ring
    left on the last control read as a second target, Santa lesson) and, at a ``new`` step, comes
    into sight (a card under a phone's pinned bar, Gin lesson); a button in the coach's own
    panel brings the panel's top into sight, its sentence first."""
    if not found or not _absent(root.querySelector("[aria-modal=true]")):
        return
    if new:
        panel = found[0].closest(".coach")
        _bring_into_sight(root, found[0] if _absent(panel) else panel, whole=True)
    if not any(element == document.activeElement for element in found):
        _focus(found[0])


def _measure_decision_bar(root: Any) -> None:
    """The page keeps room under its content for the decision bar pinned to the bottom of
    a phone's screen (``--decision-bar``, its height; 0 where it is not pinned), and says how
    tall a panel kept in sight above it is (``--pinned-bottom``: a table's CSS keeps what is
    scrolled into view, a focused tile, above it). Measured at every render, and again whenever
    the bar's height changes between renders (its words wrapped anew once the page's font came:
    the bar covered the second row of Canasta's melds, issue 30, Canasta round 7, 4)."""
    _room_for_the_bar(root)
    if not _bar_watch:
        _bar_watch.append(window.ResizeObserver.new(create_proxy(lambda _sizes, _watch: _room_for_the_bar(root))))
    _bar_watch[0].disconnect()
    bar = root.querySelector("[data-decision]")
    if not _absent(bar):
        _bar_watch[0].observe(bar)


# The one ResizeObserver that watches the decision bar drawn last (``_measure_decision_bar``).
_bar_watch: list[Any] = []


def _room_for_the_bar(root: Any) -> None:
    bar = root.querySelector("[data-decision]")
    pinned = not _absent(bar) and str(window.getComputedStyle(bar).position) == "fixed"
    height = float(bar.getBoundingClientRect().height) if pinned else 0.0
    document.documentElement.style.setProperty("--decision-bar", f"{height:.0f}px")
    panel = root.querySelector("[data-pinned-bottom]")
    sticky = not _absent(panel) and str(window.getComputedStyle(panel).position) == "sticky"
    panel_height = round(float(panel.getBoundingClientRect().height)) if sticky else 0
    style = document.documentElement.style
    before = float(str(style.getPropertyValue("--pinned-bottom")).removesuffix("px") or 0)
    style.setProperty("--pinned-bottom", f"{panel_height}px")
    if before and panel_height > before and float(window.scrollY) > 0:
        # The pinned panel grew upwards (a hint's line in Rummikub's rack): the page scrolls as
        # far, so what stood just above it ("New set", the last sets) stays in sight instead of
        # going under it (issue 30, Rummikub round 7, 1).
        window.scrollBy(0, panel_height - before)


DRAG_SCROLL_BAND_PX = 48
"""A drag held this close above a panel pinned to the bottom (or to the screen's top) scrolls
the page, a step a frame: what the panel covers comes into reach of the finger."""
DRAG_SCROLL_STEP_PX = 12


def _drag_scroll(root: Any, y: float) -> float:
    """How far a drag at ``y`` scrolls the page this frame: down near the top of what is
    pinned to the bottom (a rack kept in sight), up near the screen's top; else 0. Only while
    something is pinned: a page that scrolls as a whole brings everything up by itself."""
    floor = float(window.innerHeight)
    for pinned in root.querySelectorAll("[data-pinned-bottom]"):
        if str(window.getComputedStyle(pinned).position) == "sticky":
            floor = min(floor, float(pinned.getBoundingClientRect().top))
    if floor >= float(window.innerHeight):
        return 0.0
    if floor - DRAG_SCROLL_BAND_PX <= y < floor:
        return DRAG_SCROLL_STEP_PX
    if y < DRAG_SCROLL_BAND_PX:
        return -DRAG_SCROLL_STEP_PX
    return 0.0


def _reveal(root: Any, revealed: str) -> str:
    """The element a table marks ``data-reveal`` (what the last edit changed; the value tells
    one edit from the next) is scrolled into sight once: above whatever is pinned to the
    bottom of the screen (``data-pinned-bottom``, a rack kept in sight, and the decision
    bar), below the top. Returns the value brought into sight."""
    target = root.querySelector("[data-reveal]")
    if _absent(target):
        return ""
    if str(target.dataset.reveal) == revealed:
        return revealed  # already shown: a later render (a status line) leaves the scroll alone
    _bring_into_sight(root, target)
    return str(target.dataset.reveal)


def _bring_into_sight(root: Any, target: Any, *, whole: bool = False) -> None:
    """Scroll ``target`` into sight: above whatever is pinned to the bottom of the screen
    (``data-pinned-bottom``, a rack kept in sight, and the decision bar), below the top and a
    lesson's coach stuck to it; ``whole``: all of it, though the header then scrolls away."""
    box = target.getBoundingClientRect()
    floor = float(window.innerHeight)
    for pinned in root.querySelectorAll("[data-pinned-bottom], [data-decision]"):
        if str(window.getComputedStyle(pinned).position) in ("sticky", "fixed"):
            floor = min(floor, float(pinned.getBoundingClientRect().top))
    ceiling = 0.0
    coach = root.querySelector(".coach")
    if not _absent(coach) and str(window.getComputedStyle(coach).position) == "sticky":
        ceiling = max(0.0, float(coach.getBoundingClientRect().bottom))
    down = 0.0
    if float(box.bottom) > floor - 8:
        down = min(float(box.bottom) - floor + 8, float(box.top) - ceiling - 8)
    elif float(box.top) < ceiling:
        down = float(box.top) - ceiling - 8
    header = root.querySelector(".top-bar")
    spared = _spare_the_header(header, down, float(box.top), floor)
    if whole and float(box.bottom) - spared > floor and not _absent(header):
        # Sparing the header would leave a lesson's target under the pinned bar: the header goes
        # wholly out of sight instead (Gin lesson, Lay down just under a phone's fold).
        spared = max(down, float(header.getBoundingClientRect().bottom))
    if spared:
        window.scrollBy(0, spared)


def _spare_the_header(header: Any, down: float, target_top: float, floor: float) -> float:
    """How far ``_reveal`` scrolls once the header is spared: a scroll that would leave the top
    bar (Undo, Hint, Menu) cut in half keeps it whole while the target's top stays in sight
    above ``floor``, else takes it wholly out of sight. A phone's new round opened with the
    bar half off (issue 30, Santa 1, round 5)."""
    if _absent(header):
        return down
    top, bottom = float(header.getBoundingClientRect().top), float(header.getBoundingClientRect().bottom)
    if not top - down < 0 < bottom - down:
        return down  # whole, or wholly scrolled away
    if 0 <= target_top - top < floor:
        return top  # the header's top at the screen's top (an upward scroll when it is cut now)
    return bottom


def _trap_tab(event: Any) -> bool:
    """Tab and Shift+Tab cycle inside an open dialog: nothing behind it can be reached."""
    dialog = document.querySelector("[aria-modal=true]")
    if _absent(dialog):
        return False
    controls = [
        e
        for e in dialog.querySelectorAll("button, [href], input, select, textarea")
        if not getattr(e, "disabled", False)
    ]
    if not controls:
        return False
    current = document.activeElement
    position = next((i for i, e in enumerate(controls) if e is current or e == current), -1)
    step = -1 if event.shiftKey else 1
    controls[(position + step) % len(controls)].focus()
    event.preventDefault()
    return True


def _move_in_group(event: Any) -> bool:
    """Arrow keys move the focus along a group of buttons (a hand of cards, the game picker),
    Home and End to its ends."""
    group = event.target.closest("[role=group], [role=radiogroup], [data-arrows]")
    if _absent(group):
        return False
    # In a radio group the arrows go from radio to radio (a game's Learn button sits between).
    members = "[role=radio]" if group.getAttribute("role") == "radiogroup" else "button"
    buttons = [e for e in group.querySelectorAll(members) if not getattr(e, "disabled", False)]
    current = next((i for i, e in enumerate(buttons) if e is event.target or e == event.target), -1)
    if current < 0:
        return False
    if event.key in ("Home", "End"):
        target = buttons[0 if event.key == "Home" else -1]
    else:
        step = -1 if event.key in ("ArrowLeft", "ArrowUp") else 1
        target = buttons[max(0, min(len(buttons) - 1, current + step))]
    target.focus()
    event.preventDefault()
    if group.getAttribute("role") == "radiogroup" and target.getAttribute("aria-checked") != "true":
        target.click()  # in a radio group the arrows choose as they move (the ARIA radio pattern)
    return True
