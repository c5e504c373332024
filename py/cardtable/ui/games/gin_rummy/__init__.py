"""The Gin Rummy table; ``TABLE`` is what the shared controller finds."""

from .table import GinRummyTable

TABLE = GinRummyTable()

__all__ = ["TABLE"]
