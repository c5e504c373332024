"""Texts of this game, one module per language (merged with the shared catalogs by app.i18n)."""
