"""English texts of santas_game: every key starts with 'santas_game.'."""

MESSAGES: dict[str, str] = {
    "santas_game.title": "Santa's Game",
    "santas_game.blurb": "Get rid of your cards first: match colour or number, send Gifts, dodge them with a Snowman, and call players back with an Elf.",
    "santas_game.help": """## What you need

2 to 10 players, 110 cards. Four colours, each with its own sign: red (heart), blue (snowflake), green (fir twig) and yellow (star). Every colour has reindeer 1 to 9 (two of each), 2 Gifts and 2 Christmas Trees. The grey cards (bell) are 8 Santa Claus, 8 Sleighs, 4 Snowmen and 2 Elves.

## The deal

Everyone gets 7 cards; the rest is the draw pile. The top card of the pile is turned over to start the discard pile (an Elf or a Snowman is shuffled back). It counts as if the dealer had played it onto the player on the dealer's left, who starts. An opening Santa Claus lets the dealer name the colour; an opening Gift sends 2 cards to the first player (taken from the dealer's hand); an opening Tree threatens the first player with a skip; an opening Sleigh asks for a reindeer.

## Your turn

Do exactly one thing:

- put down a card that matches the top card: the same colour, or the same number for reindeer, or a Gift on a Gift, a Tree on a Tree;
- put down a grey card (Santa Claus, a Sleigh with reindeer, a Snowman, an Elf) — they fit on anything when nothing is pending;
- or draw 1 card. Drawing ends your turn: the card you drew waits until your next turn. You may draw even when you could play.

Example: the top card is a red 5. You may play any red card, any 5, or a grey card.

## Christmas Tree

The next player is skipped. They may pass the skip on with a Tree of any colour or with a Snowman; otherwise they accept: their turn is lost and they draw nothing. Skips do not add up.

## Gift

Choose any other player still in the round: they receive 2 cards, and everyone between you and them loses this turn. The target may answer with a Gift of any colour (choosing a new target, even you) or with a Snowman (the Gift moves on to the next player, same size). Every Gift in the chain adds 2 cards. When the target accepts, each giver hands over 2 cards: taken at random from the giver's hand if they hold 3 or more, 1 from their hand and 1 from the pile if they hold 2, or both from the pile if they hold 1 or none. Cards for a Gift the target played themselves come from the pile.

Example: Alena sends a red Gift to Cyril, Cyril answers with a green Gift to Alena. Alena accepts 4 cards: 2 from the pile (her own Gift) and 2 taken from Cyril's hand. Bohdan, who sat between, lost his turn.

## Santa Claus

Play it on anything (not against a Tree or a Gift) and name a colour. The next player must play that colour or a grey card, or draw. The wish holds until someone plays a card on it.

## Sleigh

A Sleigh carries one or more reindeer of one colour you choose, in the order you choose; the last one is the new top card. A Sleigh is never played alone, not even as your last card.

Example: on a yellow 4 you play Sleigh + blue 1, blue 8, blue 2. The top is now a blue 2.

## Snowman

It fits on anything, even against a Tree or a Gift. It changes nothing: it just hands the situation to the next player (a skip, a Gift of the same size, Santa's wish).

## Elf

On your turn, when nothing is pending, you may put an Elf aside to pass your turn. Its real power: when someone plays their last card, every player still in the round sees the same Elf window. If you hold an Elf you may answer Elf!: the player who went out draws 2 cards and plays on. If several answer, the first in turn order after that player uses theirs. Nobody sees who answered until the window closes, and everybody gets the same window, Elf or not.

An Elf may be your last card, and then it counts as going out: put aside on your turn, or used to call a player back in an Elf window, it leaves you with no cards, so you are out, and a new Elf window opens for you.

## Going out and points

Play your last card and (unless an Elf calls you back) you are out. The round ends when one player is left. Points: 1st 20, 2nd 10, 3rd 5, every later place 1, the last player 0. The last player deals the next round. The game ends when someone reaches the target (50 unless agreed otherwise); the highest total wins.

## An empty draw pile

The discards are shuffled into a new pile, except the top card (and any Snowmen on it). If there is still nothing to draw, drawing passes your turn. If everyone passes in a row, the round ends and fewer cards rank higher.

## Options

- Announce: automatic (default), or required: press Announce before putting a card down, or draw a penalty card.
- Elf window: a countdown (default), wait for every player's answer (good for one shared device), or no window.
- Opening Gift from the dealer's hand (default) or from the pile; a Sleigh on Santa's wish may have to follow the colour; a target above 50, a fixed number of rounds, a tie-break by most round wins.""",
    "santas_game.opt.target": "Points to win",
    "santas_game.opt.target.help": "The game ends after the round in which someone reaches this total (50 in the rules; only more is allowed).",
    "santas_game.opt.max_rounds": "Number of rounds",
    "santas_game.opt.max_rounds.help": "Stop after this many rounds even if nobody reached the target.",
    "santas_game.opt.max_rounds.off": "until the target",
    "santas_game.opt.max_rounds.1": "1 round",
    "santas_game.opt.max_rounds.2": "2 rounds",
    "santas_game.opt.max_rounds.3": "3 rounds",
    "santas_game.opt.max_rounds.5": "5 rounds",
    "santas_game.opt.max_rounds.10": "10 rounds",
    "santas_game.opt.tiebreak": "A tie for the win",
    "santas_game.opt.tiebreak.help": "Equal totals share the victory, or the player with more round wins takes it.",
    "santas_game.opt.tiebreak.shared": "shared victory",
    "santas_game.opt.tiebreak.most_wins": "most round wins",
    "santas_game.opt.elf_window": "Elf window",
    "santas_game.opt.elf_window.help": "When someone goes out, everyone may answer Elf! A countdown, a wait for every answer (one shared device), or no window (Elves only on your turn).",
    "santas_game.opt.elf_window.timed": "countdown",
    "santas_game.opt.elf_window.wait": "wait for everyone",
    "santas_game.opt.elf_window.off": "no window",
    "santas_game.opt.elf_seconds": "Elf countdown (seconds)",
    "santas_game.opt.elf_seconds.help": "How long the Elf window runs; it always runs its full length.",
    "santas_game.opt.announce_mode": "Announcing cards",
    "santas_game.opt.announce_mode.help": "Automatic, or required: forget to press Announce and you draw a penalty card.",
    "santas_game.opt.announce_mode.auto": "automatic",
    "santas_game.opt.announce_mode.required": "required",
    "santas_game.opt.bot_forget_rate": "Bots forget to announce (%)",
    "santas_game.opt.bot_forget_rate.help": "Only when announcing is required: how often a bot forgets.",
    "santas_game.opt.opening_gift_source": "An opening Gift comes from",
    "santas_game.opt.opening_gift_source.help": "If the first card turned is a Gift, the first player's 2 cards come from the dealer's hand or from the pile.",
    "santas_game.opt.opening_gift_source.dealer_hand": "the dealer's hand",
    "santas_game.opt.opening_gift_source.deck": "the draw pile",
    "santas_game.opt.sleigh_must_follow_demand": "A Sleigh follows Santa's colour",
    "santas_game.opt.sleigh_must_follow_demand.help": "On Santa's wish, a Sleigh must carry reindeer of the named colour.",
    "santas_game.opt.max_actions_per_round": "Longest round (turns)",
    "santas_game.opt.max_actions_per_round.help": "A round that reaches this many turns ends; fewer cards rank higher.",
    "santas_game.opt.max_actions_per_round.2000": "2000 turns",
    "santas_game.opt.max_actions_per_round.100": "100 turns",
    "santas_game.opt.max_actions_per_round.300": "300 turns",
    "santas_game.opt.max_actions_per_round.1000": "1000 turns",
    "santas_game.error.card_not_held": "You don't hold {card}.",
    "santas_game.error.does_not_match": "That card doesn't match: play the colour in force, the same number, or a grey card.",
    "santas_game.error.answer_tree": "You are skipped: pass it on with a Tree or a Snowman, or accept.",
    "santas_game.error.answer_gift": "A Gift is coming to you: counter with a Gift or a Snowman, or take the cards.",
    "santas_game.error.opening_sleigh": "The opening Sleigh asks for a reindeer (alone or on a Sleigh), a Snowman, an Elf, or a draw.",
    "santas_game.error.sleigh_riders": "A Sleigh carries one or more reindeer, and nothing else.",
    "santas_game.error.sleigh_one_colour": "All reindeer on a Sleigh are of one colour.",
    "santas_game.error.sleigh_demand": "On Santa's wish the Sleigh carries {colour} reindeer.",
    "santas_game.error.bad_target": "Send the Gift to another player who is still in the round.",
    "santas_game.error.nothing_to_accept": "There is nothing to accept.",
    "santas_game.error.no_elf": "You hold no Elf.",
    "santas_game.error.announce_off": "Announcing is automatic in this game.",
    "santas_game.colour.r": "red",
    "santas_game.colour.b": "blue",
    "santas_game.colour.g": "green",
    "santas_game.colour.y": "yellow",
    "santas_game.colour.grey": "grey",
    "santas_game.kind.reindeer": "Reindeer",
    "santas_game.kind.gift": "Gift",
    "santas_game.kind.tree": "Tree",
    "santas_game.kind.santa": "Santa",
    "santas_game.kind.sleigh": "Sleigh",
    "santas_game.kind.snowman": "Snowman",
    "santas_game.kind.elf": "Elf",
    "santas_game.card.reindeer": "{colour} reindeer {value}",
    "santas_game.card.gift": "{colour} Gift",
    "santas_game.card.tree": "{colour} Christmas Tree",
    "santas_game.card.santa": "Santa Claus",
    "santas_game.card.sleigh": "Sleigh",
    "santas_game.card.snowman": "Snowman",
    "santas_game.card.elf": "Elf",
    "santas_game.players": "Players",
    "santas_game.dealer": "dealer",
    "santas_game.cards_count": "{count} card|{count} cards",
    "santas_game.points": "{count} point|{count} points",
    "santas_game.elves_used": "{count} Elf used|{count} Elves used",
    "santas_game.place": "place {place}",
    "santas_game.mark.gift": "{count} card coming|{count} cards coming",
    "santas_game.mark.skip": "skipped?",
    "santas_game.mark.went_out": "went out!",
    "santas_game.did.took": "took {count} card|took {count} cards",
    "santas_game.did.skipped": "was skipped",
    "santas_game.did.draw": "drew a card",
    "santas_game.did.colour": "named {colour}",
    "santas_game.did.answered": "answered",
    "santas_game.did.gift_to": "Gift to {name}",
    "santas_game.did.santa": "wishes {colour}",
    "santas_game.pile": "The discard pile",
    "santas_game.round": "Round {number}",
    "santas_game.target": "playing to {target}",
    "santas_game.draw_pile": "Draw pile: {count} card|Draw pile: {count} cards",
    "santas_game.in_force": "Colour in force:",
    "santas_game.waiting_colour": "{name} names the colour of the opening Santa Claus.",
    "santas_game.pending.gift": "Gift: {count} cards coming to {name}, who may counter with a Gift or a Snowman, or take them.",
    "santas_game.pending.gift_you": "Gift: {count} cards coming to you. Counter with a Gift or a Snowman, or take them.",
    "santas_game.pending.skip": "Tree: {name} is skipped, unless they pass it on with a Tree or a Snowman.",
    "santas_game.pending.skip_you": "Tree: you are skipped. Pass it on with a Tree or a Snowman, or accept.",
    "santas_game.pending.sleigh": "The opening Sleigh: {name} must put down a reindeer (or pass it on).",
    "santas_game.pending.sleigh_you": "The opening Sleigh: put down a reindeer, alone or on a Sleigh (or a Snowman, an Elf, or draw).",
    "santas_game.pending.demand": "Santa Claus wishes {colour}: play {colour} or a grey card.",
    "santas_game.the_deck": "the pile",
    "santas_game.chain": "Gifts from {givers}, now aimed at {name}.",
    "santas_game.recalled": "{name}'s Elf called {out} back (+2 cards).",
    "santas_game.gift_taken": "{name} took the Gift:",
    "santas_game.gift_part": "from {name}: {taken} from the hand, {drawn} from the pile",
    "santas_game.elf.title": "Elf window",
    "santas_game.elf.banner": "{name} went out! Elf?",
    "santas_game.elf.timed": "Anyone with an Elf may call them back. {seconds} seconds for everyone.",
    "santas_game.elf.wait": "Everyone answers: Elf! or No.",
    "santas_game.elf.recall": "Elf!",
    "santas_game.elf.no": "No",
    "santas_game.elf.answered": "Answer given. Waiting for the others.",
    "santas_game.name_opening_colour": "The opening card is Santa Claus: name the colour.",
    "santas_game.choose_target": "Who gets the Gift?",
    "santas_game.choose_colour": "Which colour does Santa wish for?",
    "santas_game.choose_riders": "Tap reindeer of one colour to load the Sleigh; the last one tapped ends on top. Then press Play.",
    "santas_game.play_sleigh": "Play the Sleigh ({count} reindeer)|Play the Sleigh ({count} reindeer)",
    "santas_game.play_card": "Play {card}",
    "santas_game.clear": "Clear",
    "santas_game.tap_a_card": "Tap a card, then confirm how to play it below, or draw.",
    "santas_game.draw": "Draw a card",
    "santas_game.accept_gift": "Take {count} card|Take {count} cards",
    "santas_game.accept_skip": "Accept the skip",
    "santas_game.announce": "Announce",
    "santas_game.not_a_rider": "Only reindeer of one colour ride a Sleigh.",
    "santas_game.cannot_play_card": "That card can't be played now.",
    "santas_game.seat": "player {number}",
    "santas_game.hint.play": "play the {card}",
    "santas_game.hint.gift": "send the {card} to {name}",
    "santas_game.hint.santa": "play Santa Claus and wish for {colour}",
    "santas_game.hint.sleigh": "play a Sleigh with {cards}",
    "santas_game.hint.colour": "name {colour}",
    "santas_game.hint.snowman": "play a Snowman",
    "santas_game.hint.elf": "put an Elf aside",
    "santas_game.hint.draw": "draw a card",
    "santas_game.hint.accept": "accept",
    "santas_game.hint.recall": "Elf! call them back",
    "santas_game.hint.decline": "no Elf",
    "santas_game.reason.out": "One player was left: the round is over.",
    "santas_game.reason.stalemate": "Nobody could draw or play: fewer cards rank higher.",
    "santas_game.reason.cap": "The round reached its longest length: fewer cards rank higher.",
    "santas_game.placing": "Place",
    "santas_game.player": "Player",
    "santas_game.round_points": "This round",
    "santas_game.total": "Total",
    "santas_game.next_dealer": "{name} deals the next round.",
    "santas_game.last_round": "The last round",
    "santas_game.key.accept": "accept a skip or a Gift",
    "santas_game.key.elf": "Elf! in the Elf window",
    "santas_game.key.colour": "red, blue, green, yellow for Santa Claus",
    "santas_game.key.announce": "Announce on or off",
    "santas_game.letter.gift": "G",
    "santas_game.letter.tree": "T",
    "santas_game.letter.santa": "S",
    "santas_game.letter.sleigh": "Sl",
    "santas_game.letter.snowman": "Sn",
    "santas_game.letter.elf": "E",
    "santas_game.wish.r": "red",
    "santas_game.wish.b": "blue",
    "santas_game.wish.g": "green",
    "santas_game.wish.y": "yellow",
    "santas_game.round_over": "Round over",
    "santas_game.gift_part_deck": "from the pile: {drawn}",
}

from .events import EVENTS  # noqa: E402  (the timeline's sentences, kept apart)

MESSAGES.update(EVENTS["en"])
