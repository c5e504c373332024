"""The table timeline's shared texts, per language (kept apart from the main catalogs)."""

TEXTS: dict[str, dict[str, str]] = {
    "en": {"table.recent": "Since your turn", "table.skip": "Skip"},
    "ru": {"table.recent": "С вашего хода", "table.skip": "Пропустить"},
    "cs": {"table.recent": "Od vašeho tahu", "table.skip": "Přeskočit"},
    "fr": {"table.recent": "Depuis votre tour", "table.skip": "Passer"},
}
