"""A tiny HTML builder: every string is escaped unless it is already ``Markup``.

Render functions return ``Markup``. Text from a player, a URL or a save can only
ever reach the page as text, never as markup.

>>> str(h("b", {"title": '"x"'}, "<img src=x onerror=alert(1)>"))
'<b title="&quot;x&quot;">&lt;img src=x onerror=alert(1)&gt;</b>'
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from html import escape
from typing import Any

_VOID = frozenset({"input", "img", "br", "hr", "meta", "link"})


class Markup(str):
    """A string that is already safe HTML."""


Child = str | Markup | None | bool | int | Iterable["Child"]


def text(value: Any) -> Markup:
    return Markup(escape(str(value), quote=True))


def join(children: Iterable[Child]) -> Markup:
    return Markup("".join(_render_child(c) for c in children))


def h(tag: str, attrs: Mapping[str, Any] | None = None, *children: Child) -> Markup:
    """``<tag attrs>children</tag>``; ``None``/``False`` attributes and children are left out."""
    parts = [tag]
    for name, value in (attrs or {}).items():
        if value is None or value is False:
            continue
        name = name.rstrip("_").replace("_", "-")
        if value is True:
            parts.append(name)
        else:
            parts.append(f'{name}="{escape(str(value), quote=True)}"')
    opening = "<" + " ".join(parts) + ">"
    if tag in _VOID:
        return Markup(opening)
    return Markup(opening + join(children) + f"</{tag}>")


def classes(*names: str | bool | None) -> str:
    return " ".join(n for n in names if isinstance(n, str) and n)


def _render_child(child: Child) -> str:
    if child is None or child is False or child is True:
        return ""
    if isinstance(child, Markup):
        return child
    if isinstance(child, (str, int)):
        return escape(str(child), quote=False)
    return "".join(_render_child(c) for c in child)


def selector(**attributes: str) -> str:
    r"""A CSS selector of elements with these attribute values (underscores for dashes), each
    value quoted and escaped: ``[data-move="discard Ks"]``.

    >>> selector(data_input="toggle-card", data_card='7"c')
    '[data-input="toggle-card"][data-card="7\\"c"]'
    """
    parts = []
    for name, value in attributes.items():
        quoted = value.replace("\\", "\\\\").replace('"', '\\"')
        parts.append(f'[{name.replace("_", "-")}="{quoted}"]')
    return "".join(parts)
