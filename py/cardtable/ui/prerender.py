"""Lobby markup for build time, so the page paints a usable lobby before Python is up.

``tools/build.py`` calls ``lobby_html()`` under CPython and puts the result in
``index.html``; ``main.py`` later renders the same lobby, live, over it.
"""

from __future__ import annotations

from ..app.i18n import translator
from ..app.settings import Settings
from .lobby import LobbyDraft, render_lobby


def lobby_html() -> str:
    return str(render_lobby(LobbyDraft(), Settings(), translator("en"), ready=False))
