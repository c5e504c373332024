"""The Let's Divide table; ``TABLE`` is what the shared controller finds."""

from .table import DivideTable

TABLE = DivideTable()

__all__ = ["TABLE"]
