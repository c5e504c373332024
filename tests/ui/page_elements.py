"""The page's elements as a browser would find them, for controller tests that touch what the
screen shows: the markup parsed into elements, CSS selectors of the simple kind the UI writes
(tags, classes, attributes, descendants) matched against them, and a tap dispatched as
``ui/dom.py`` dispatches one. Not a test module: the tests import it."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from html.parser import HTMLParser

from cardtable.ui.controller import Controller

_VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


@dataclass
class Element:
    tag: str
    attrs: dict[str, str]
    parent: Element | None = None
    children: list[Element] = field(default_factory=list)

    @property
    def classes(self) -> set[str]:
        return set(self.attrs.get("class", "").split())

    def ancestors(self) -> list[Element]:
        found, node = [], self.parent
        while node is not None:
            found.append(node)
            node = node.parent
        return found


class _Tree(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = Element("#root", {})
        self.open = [self.root]
        self.every: list[Element] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        element = Element(tag, {name: value or "" for name, value in attrs}, self.open[-1])
        self.open[-1].children.append(element)
        self.every.append(element)
        if tag not in _VOID:
            self.open.append(element)

    def handle_endtag(self, tag: str) -> None:
        for depth in range(len(self.open) - 1, 0, -1):
            if self.open[depth].tag == tag:
                del self.open[depth:]
                return


def elements(html: str) -> list[Element]:
    tree = _Tree()
    tree.feed(html)
    return tree.every


_COMPOUND = re.compile(r'([a-z0-9]+)|\.([\w-]+)|\[([\w-]+)(?:="((?:[^"\\]|\\.)*)")?\]')


def _compound_matches(element: Element, compound: str) -> bool:
    position = 0
    for found in _COMPOUND.finditer(compound):
        assert found.start() == position, f"a selector this helper cannot read: {compound!r}"
        position = found.end()
        tag, cls, name, value = found.groups()
        if tag and element.tag != tag:
            return False
        if cls and cls not in element.classes:
            return False
        if name:
            if name not in element.attrs:
                return False
            if value is not None and element.attrs[name] != re.sub(r"\\(.)", r"\1", value):
                return False
    assert position == len(compound), f"a selector this helper cannot read: {compound!r}"
    return True


def _split(selector: str) -> list[str]:
    """The compounds of a selector joined by descendant combinators (spaces outside quotes)."""
    return list(re.findall(r'(?:[^\s"]|"(?:[^"\\]|\\.)*")+', selector))


def select(html: str, selector: str) -> list[Element]:
    *outer, last = _split(selector)
    found = []
    for element in elements(html):
        if not _compound_matches(element, last):
            continue
        ancestors = element.ancestors()
        index = 0
        for compound in reversed(outer):  # each outer compound matches a further ancestor
            while index < len(ancestors) and not _compound_matches(ancestors[index], compound):
                index += 1
            if index == len(ancestors):
                break
            index += 1
        else:
            found.append(element)
    return found


def dataset(element: Element) -> dict[str, str]:
    """The element's ``data-*`` attributes as the browser's ``dataset`` names them (camelCase)."""
    return {
        re.sub(r"-([a-z])", lambda m: m.group(1).upper(), name[5:]): value
        for name, value in element.attrs.items()
        if name.startswith("data-")
    }


def tap(controller: Controller, element: Element) -> None:
    """Touch ``element`` as the page would: the nearest element with ``data-action`` (itself or
    an ancestor) is dispatched with its data, or says why it is unavailable."""
    target = next((e for e in (element, *element.ancestors()) if "data-action" in e.attrs), None)
    assert target is not None, f"nothing to touch at <{element.tag} {element.attrs}>"
    if target.attrs.get("aria-disabled") == "true" and "data-why" in target.attrs:
        controller.dispatch("why", {"why": target.attrs["data-why"]})
        return
    data = dataset(target)
    controller.dispatch(data.pop("action"), data)
