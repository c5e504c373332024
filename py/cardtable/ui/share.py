"""The share dialog: the link, a Copy button, the system share sheet, and a QR code a
teacher can put on the classroom screen so every student gets the same deal.

The QR code is drawn by segno (pure Python, pinned in tools/site-requirements.txt and
shipped inside cardtable.zip by the build). It is imported when the dialog opens, not at
boot. Its SVG is generated from the link's bytes as black modules: no text of the link
reaches the markup unescaped.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..app.i18n import Translator
from .dialogs import dialog
from .markup import Markup, h
from .table import action_button


def qr_svg(url: str) -> Markup | None:
    """The link as a QR code (medium error correction: readable from the back of a room), or
    None in the moment segno is not there yet: a start from the memory snapshot writes the
    site's archive, segno with it, just after the page is ready (pyodide-boot.mjs)."""
    try:
        import segno  # shipped with the site; imported only when a link is shown
    except ImportError:
        return None

    code = segno.make(url, error="m", micro=False)
    return Markup(code.svg_inline(scale=5, border=3, dark="#111111", light="#ffffff", omitsize=True))


@dataclass(frozen=True)
class ShareTexts:
    """The words of a share dialog (text keys): its title, what the link does, the QR caption."""

    title: str
    explain: str
    qr: str


GAME_LINK = ShareTexts("table.share", "share.explain", "share.qr")
RETRY_LINK = ShareTexts("practice.retry", "share.retry_explain", "share.qr_retry")
"""A practice turn to play again (the review after Done)."""


def share_dialog(
    url: str,
    t: Translator,
    *,
    can_share: bool,
    dialog_id: str = "dialog",
    texts: ShareTexts = GAME_LINK,
    said: str = "",
) -> Markup:
    """The dialog sharing ``url``, in the words of ``texts``: the game's own link, or another.
    ``said`` (the link was copied) shows inside it: the page behind a dialog is inert."""
    close = action_button("close-dialog", t("dialog.continue"))
    copy = action_button("copy-link", t("share.copy"), primary=True)
    system = can_share and action_button("system-share", t("share.system"))
    qr = qr_svg(url)
    body = h(
        "div",
        {"class": "share"},
        h("p", {}, t(texts.explain)),
        h("input", {"type": "text", "readonly": True, "value": url, "id": "share-url", "aria-label": t("table.share")}),
        said and h("p", {"class": "share-said"}, "✓ ", said),
        qr
        and h(
            "figure",
            {"class": "qr"},
            h("div", {"class": "qr-code", "role": "img", "aria-label": t(texts.qr)}, qr),
            h("figcaption", {}, t(texts.qr)),
        ),
    )
    return dialog(t(texts.title), body, [b for b in (copy, system, close) if b], t, dialog_id=dialog_id)
