"""The Santa's Game table; ``TABLE`` is what the shared controller finds."""

from .table import SantasGameTable

TABLE = SantasGameTable()

__all__ = ["TABLE"]
