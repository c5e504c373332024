"""Let's Divide's event sentences (``divide.event.<kind>``), per language; the round's
own steps use the table's ``divide.ev.*`` texts."""

EVENTS: dict[str, dict[str, str]] = {
    "en": {
        "divide.event.vote": "{name} voted.",
        "divide.event.hand_end": "The deck is used up: the match is over.",
    },
    "ru": {
        "divide.event.vote": "{name} сделал(а) выбор.",
        "divide.event.hand_end": "Колода закончилась: партия окончена.",
    },
    "cs": {
        "divide.event.vote": "{name} hlasoval(a).",
        "divide.event.hand_end": "Balíček došel: hra skončila.",
    },
    "fr": {
        "divide.event.vote": "{name} a voté.",
        "divide.event.hand_end": "Le paquet est épuisé\xa0: la partie est finie.",
    },
}
