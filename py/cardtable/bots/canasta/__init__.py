"""Bots for Canasta; ``LEVELS`` is what the shared bot plumbing finds (``hard`` comes later)."""

from .levels import LEVELS

__all__ = ["LEVELS"]
