"""Bots for Canasta; ``LEVELS`` is what the shared bot plumbing finds."""

from .levels import LEVELS

__all__ = ["LEVELS"]
