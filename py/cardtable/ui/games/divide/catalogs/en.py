"""English texts of divide: every key starts with 'divide.'."""

MESSAGES: dict[str, str] = {
    "divide.title": "Let's Divide",
    "divide.blurb": "One player cuts the row of cards into three parts, everyone votes in secret for a part. Collect the most cards of a value to score it.",
    "divide.help": """## What you need

2 to 4 players. A deck of 70 cards: 55 number cards from 1 to 10, where each number comes as many times as it says (one 1, two 2s … ten 10s), and 15 jokers. Each player has three secret choice cards: white, light blue and black. The leader holds two dividers.

## Goal

At the end, for every number, the player who holds the most cards of that number scores that many points: the most 7s score 7 points. If several players tie for the most, each of them scores. Collect wisely: many small numbers are easy to win but worth little; big numbers are worth a lot but everyone wants them.

## A round

The first leader is chosen at random (or in the rules before the game). Each round:

- The leader turns up a row of cards from the deck: 7 cards with 2 or 3 players, 9 cards with 4 players (the last round with 4 players has 7). The order never changes.
- The leader places the two dividers between cards, cutting the row into three parts in row order: white (left), light blue (middle) and black (right). Every part has at least one card.
- Everyone, the leader too, secretly chooses one part with a choice card. When all have chosen, the choices are shown at once.
- A part chosen by exactly one player goes to that player. A part nobody chose is discarded.
- A part chosen by two or more players is contested (see below).
- A player who received a part is done for this round. When the round is over, the next player clockwise becomes the leader.

With 2 and 3 players there are 10 rounds, with 4 players 8 rounds: the game ends when the deck is used up.

## Contested parts

The same leader divides a contested part again, keeping the order of its cards, and only the players who chose it vote again, in secret, on the new parts:

- 3 or more cards: the leader cuts it into three parts again (white, light blue, black).
- 2 cards: it is simply halved, left card white, right card light blue.
- 1 card: nobody gets it, it is discarded.

The leader divides even a part they did not choose. If two parts are contested at once (with 4 players), white is settled first, completely, then light blue, then black.

Example: four players. The row 4 7 7 / 6 9 / J 8 2 10 is cut after the third and fifth card. Diana votes light blue, Ilya black, Maxim white, Oksana (the leader) black. Maxim takes 4 7 7, Diana 6 9. Black is contested by Ilya and Oksana: Oksana cuts it into J 8 / 2 / 10. Oksana chooses white, Ilya black: Oksana takes J 8, Ilya takes 10, and nobody chose the 2, so it is discarded.

Example: three players. All three choose the light blue part 6 6. It is halved into 6 and 6. Two players choose the left 6 and the third the right one: the third player gets a 6, and the left 6, wanted by two players, is discarded.

## Two players

After the leader has cut the row, the other player discards one of the three parts. Both then vote for one of the two parts left. A contested part is divided again as usual, without a discard.

Example: Anna cuts 10 10 10 / 2 1 / J 7. Boris discards the three 10s. If both choose 2 1, it is halved: one takes the 2, the other the 1. If Anna chooses 2 1 and Boris J 7, each gets their part.

## Jokers

Your cards lie open in front of you, grouped by number. A joker you receive joins one number you already own (a number from the same part counts too) and counts as one more card of that number. Once placed, it never moves.

- If you can put it on only one number, it goes there by itself.
- If you own no number yet, the joker waits. When your next part with a number arrives, every waiting joker joins the leftmost number of that part.
- When several players must place jokers after the same reveal, they do it one after the other, starting left of the leader.

Example: your first part is a lone joker: it waits. Later you receive J 3 8. The 3 and the 8 are placed, the waiting joker joins the 3 (the leftmost number), and you choose where the new joker goes, say the 8: you now have two 3s and two 8s.

A joker that is still waiting at the end scores nothing.

## Scoring

When the deck is used up, go through the numbers 1 to 10. For each number, whoever holds the most cards of it (jokers included) scores its value; all tied players score. A number nobody holds scores nothing. The most points wins. On a tie, the tied player who scored more different numbers wins; if that is tied too, they share the victory.

Example: A scores 1, 3, 5 and 9 (18 points), B scores 8 and 10 (18 points). A has won four numbers against two, so A wins.

## On the screen

- When you lead, drag the dividers along the row, tap the gap where one should go, or move the chosen divider with the arrow keys (d switches divider); then press Split.
- Vote with the buttons under the parts (or the keys 1, 2, 3). With several people on one device, each votes behind the privacy screen; nobody sees a vote before all are revealed.
- The steps of the round stay on the table: the split, the votes, every new division of a contested part, indented.
- The board shows everyone's cards by number, jokers included, with a star for who leads each number, and the points so far.

## Options

- Waiting jokers: by default a waiting joker joins the leftmost number of the next part (rulebook). With "the player chooses", you choose for each waiting joker one of the numbers of the part that has just arrived.""",
    "divide.opt.pending_joker_choice": "Waiting jokers",
    "divide.opt.pending_joker_choice.help": "Where a joker that waited (no number yet) goes when your next part with numbers arrives.",
    "divide.opt.pending_joker_choice.leftmost": "join the leftmost number (rulebook)",
    "divide.opt.pending_joker_choice.player": "the player chooses",
    "divide.error.bad_cuts": "Put both dividers between cards so that every part keeps at least one card.",
    "divide.error.label_not_offered": "That part is not offered in this vote. Choose one of the parts shown.",
    "divide.error.value_not_allowed": "A joker can only join one of the numbers offered ({value} is not one of them).",
    "divide.label.W": "white",
    "divide.label.B": "light blue",
    "divide.label.K": "black",
    "divide.the_row": "the row",
    "divide.joker": "joker",
    "divide.players": "Players",
    "divide.leader": "leader",
    "divide.leader_is": "leader: {name}",
    "divide.round_of": "Round {number} of {total}",
    "divide.deck_left": "{count} card in the deck|{count} cards in the deck",
    "divide.points": "{count} point|{count} points",
    "divide.values_won": "{count} number won|{count} numbers won",
    "divide.has_voted": "has voted",
    "divide.has_part": "has a part",
    "divide.sits_out": "sits out",
    "divide.stage": "The cards being divided",
    "divide.resplit_heading": "Dividing again: {part} part, chosen by {names}",
    "divide.prompt.split": "Place the two dividers: drag them, tap a card (the nearer divider moves just after it), or use the arrow keys. Then press Split.",
    "divide.prompt.split_other": "{name} is placing the dividers.",
    "divide.prompt.discard": "Discard one part; you will both vote on the other two.",
    "divide.prompt.discard_other": "{name} discards one part.",
    "divide.prompt.vote": "Choose in secret the part you want.",
    "divide.prompt.voted": "You chose {label}. Waiting for: {names}.",
    "divide.prompt.vote_other": "Secret vote. Waiting for: {names}.",
    "divide.prompt.attach": "Place your joker ({count} to place): choose the number it joins.|Place your jokers: choose the number each one joins ({count} to place).",
    "divide.prompt.attach_other": "{name} places a joker.",
    "divide.attach_to": "Joker on {value}",
    "divide.split_here": "Split",
    "divide.vote_for": "Choose {label}",
    "divide.discard_this": "Discard {label}",
    "divide.choose": "Choose",
    "divide.discard": "Discard",
    "divide.discarded": "discarded",
    "divide.your_vote": "your choice",
    "divide.cards": "{count} card|{count} cards",
    "divide.divider": "Divider {number}, after card {position}",
    "divide.slot": "{value}: put the nearer divider after card {position}",
    "divide.this_round": "This round",
    "divide.last_round": "Last round",
    "divide.ev.row": "{name} turns up the row.",
    "divide.ev.split": "{part} cut into three:",
    "divide.ev.halves": "{part} halved:",
    "divide.ev.discard_part": "{name} discards the {label} part.",
    "divide.ev.votes": "Votes on {part}: {votes}.",
    "divide.ev.award": "{name} takes {part}.",
    "divide.ev.unclaimed": "Nobody chose {part}: discarded.",
    "divide.ev.contested": "{part} is a single card chosen by several: discarded.",
    "divide.ev.attach": "{name}'s joker joins the {value}s.",
    "divide.ev.attach_auto": "{name}'s joker joins the {value}s by itself.",
    "divide.ev.pending": "{name}'s joker waits for a number ({count} waiting).|{name}'s jokers wait for a number ({count} waiting).",
    "divide.board": "Cards and majorities",
    "divide.board_note": "Numbers are cards held (jokers included); ★ leads that number and would score it now.",
    "divide.value": "Number",
    "divide.with_jokers": "{count} joker|{count} jokers",
    "divide.leads": "leads",
    "divide.waiting_jokers": "Waiting jokers",
    "divide.total": "Points",
    "divide.game_over": "The deck is used up: final scores.",
    "divide.tiebreak_note": "On equal points, more numbers won wins; then the victory is shared.",
    "divide.hint.split": "cut after card {first} and after card {second}",
    "divide.hint.vote": "choose {label}",
    "divide.hint.discard": "discard {label}",
    "divide.hint.attach": "put the joker on {value}",
    "divide.not_offered": "You cannot choose that part now.",
    "divide.key.move": "move the chosen divider",
    "divide.key.switch": "switch to the other divider",
    "divide.key.numbers": "pick a part while choosing (1 white, 2 light blue, 3 black), or the number a joker joins (0 = 10)",
    "divide.privacy.explain": "The next screen is {name}'s turn to choose: a vote stays secret until every vote is in. Everyone else, look away.",
    "divide.privacy.show": "I am {name}: show my choice",
}

from .events import EVENTS  # noqa: E402  (the timeline's sentences, kept apart)

MESSAGES.update(EVENTS["en"])
