"""Rummikub and My Rummy (game id ``rummikub``) — under construction."""
