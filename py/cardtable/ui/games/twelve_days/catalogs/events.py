"""12 Days' event sentences (``twelve_days.event.<kind>``), per language: the log and the live region."""

EVENTS: dict[str, dict[str, str]] = {
    "en": {
        "twelve_days.event.play": "{name} played {cards}.",
        "twelve_days.event.pass": "{name} passed.",
        "twelve_days.event.trick_won": "{name} won the trick with {low}.",
        "twelve_days.event.returned": "{names} took their cards back.",
        "twelve_days.event.hand_end": "Hand {number} won by {name}.",
        "twelve_days.event.givers": "Gifts from: {names}.",
        "twelve_days.event.deal": "Hand {number} is dealt.",
    },
    "ru": {
        "twelve_days.event.play": "{name} сыграл {cards}.",
        "twelve_days.event.pass": "{name} пасует.",
        "twelve_days.event.trick_won": "{name} берёт взятку с {low}.",
        "twelve_days.event.returned": "{names} забирает свои карты обратно.",
        "twelve_days.event.hand_end": "Раздачу {number} выиграл {name}.",
        "twelve_days.event.givers": "Подарки от: {names}.",
        "twelve_days.event.deal": "Сдана раздача {number}.",
    },
    "cs": {
        "twelve_days.event.play": "{name} zahrál(a) {cards}.",
        "twelve_days.event.pass": "{name} pasuje.",
        "twelve_days.event.trick_won": "{name} bere štych s {low}.",
        "twelve_days.event.returned": "{names} si bere karty zpět.",
        "twelve_days.event.hand_end": "Rozdání {number} vyhrál(a) {name}.",
        "twelve_days.event.givers": "Dárky od: {names}.",
        "twelve_days.event.deal": "Rozdává se rozdání {number}.",
    },
    "fr": {
        "twelve_days.event.play": "{name} a joué {cards}.",
        "twelve_days.event.pass": "{name} passe.",
        "twelve_days.event.trick_won": "{name} remporte le pli avec {low}.",
        "twelve_days.event.returned": "{names} reprend ses cartes.",
        "twelve_days.event.hand_end": "Donne {number} remportée par {name}.",
        "twelve_days.event.givers": "Cadeaux de\xa0: {names}.",
        "twelve_days.event.deal": "La donne {number} est distribuée.",
    },
}
