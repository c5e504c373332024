"""The front end: the lobby, the tables and the controller, rendered as markup (see ``dom`` for the page).

Importing it registers the playable games and their texts with the app (``playable``).
"""

from .playable import register_playable_games

register_playable_games()
