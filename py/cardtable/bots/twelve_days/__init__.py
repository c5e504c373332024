"""Bots for 12 Days of Christmas; ``LEVELS`` is what the shared bot plumbing finds."""

from .levels import LEVELS

__all__ = ["LEVELS"]
