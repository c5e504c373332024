"""French texts of santas_game: every key starts with 'santas_game.'."""

MESSAGES: dict[str, str] = {
    "santas_game.title": "Le jeu du Père Noël",
    "santas_game.blurb": "Videz votre main le premier\xa0: couleur ou chiffre, envoyez des Cadeaux, esquivez-les avec un Bonhomme de neige et rappelez les joueurs avec un Lutin.",
    "santas_game.help": """## Le matériel

2 à 10 joueurs, 110 cartes. Quatre couleurs, chacune avec son signe : rouge (cœur), bleu (flocon), vert (brin de sapin) et jaune (étoile). Chaque couleur a des rennes de 1 à 9 (deux de chaque), 2 Cadeaux et 2 Sapins. Les cartes grises (clochette) : 8 Père Noël, 8 Traîneaux, 4 Bonshommes de neige et 2 Lutins.

## La donne

Chacun reçoit 7 cartes ; le reste forme la pioche. On retourne la carte du dessus pour commencer la défausse (un Lutin ou un Bonhomme de neige est remélangé). Elle compte comme si le donneur l'avait jouée sur le joueur à sa gauche, qui commence. Un Père Noël retourné : le donneur choisit la couleur ; un Cadeau : le premier joueur reçoit 2 cartes (de la main du donneur) ; un Sapin : le premier joueur risque de passer son tour ; un Traîneau : il faut un renne.

## Votre tour

Faites exactement une chose :

- posez une carte qui va sur celle du dessus : même couleur, même chiffre pour un renne, Cadeau sur Cadeau, Sapin sur Sapin ;
- posez une carte grise (Père Noël, Traîneau avec des rennes, Bonhomme de neige, Lutin) : quand rien n'est en cours, elles vont sur tout ;
- ou piochez 1 carte. Piocher finit le tour : la carte piochée attend votre tour suivant. Vous pouvez piocher même si vous pouviez jouer.

Exemple : le dessus est un 5 rouge. Vous pouvez jouer n'importe quelle carte rouge, n'importe quel 5 ou une carte grise.

## Sapin

Le joueur suivant passe son tour. Il peut renvoyer la menace plus loin avec un Sapin de n'importe quelle couleur ou un Bonhomme de neige ; sinon il accepte : il perd son tour et ne pioche rien. Les menaces ne s'additionnent pas.

## Cadeau

Choisissez n'importe quel joueur encore en jeu : il reçoit 2 cartes, et tous ceux assis entre vous deux perdent ce tour. Le destinataire peut répondre par un Cadeau de n'importe quelle couleur (en choisissant une nouvelle cible, vous compris) ou par un Bonhomme de neige (le Cadeau passe au joueur suivant, même taille). Chaque Cadeau de la chaîne ajoute 2 cartes. Quand la cible accepte, chaque donateur lui donne 2 cartes : au hasard de sa main s'il en a 3 ou plus ; 1 de sa main et 1 de la pioche s'il en a 2 ; les deux de la pioche s'il en a 1 ou aucune. Pour un Cadeau joué par la cible elle-même, on pioche.

Exemple : Alena envoie un Cadeau rouge à Cyril, Cyril répond par un Cadeau vert à Alena. Alena accepte 4 cartes : 2 de la pioche (pour son propre Cadeau) et 2 tirées de la main de Cyril. Bohdan, assis entre eux, a perdu son tour.

## Père Noël

Il se joue sur tout (pas contre un Sapin ou un Cadeau) ; nommez une couleur. Le joueur suivant doit jouer cette couleur ou une carte grise, ou piocher. Le souhait tient jusqu'à ce qu'on pose une carte dessus.

## Traîneau

Un Traîneau porte un ou plusieurs rennes d'une même couleur de votre choix, dans l'ordre choisi ; le dernier devient la carte du dessus. Un Traîneau ne se joue jamais seul, même en dernière carte.

Exemple : sur un 4 jaune, vous jouez Traîneau + 1 bleu, 8 bleu, 2 bleu. Le dessus est maintenant le 2 bleu.

## Bonhomme de neige

Il va sur tout, même contre un Sapin ou un Cadeau. Il ne change rien : il passe simplement la situation au joueur suivant (menace de Sapin, Cadeau de même taille, souhait du Père Noël).

## Lutin

À votre tour, si rien n'est en cours, vous pouvez mettre un Lutin de côté pour passer. Son vrai pouvoir : quand quelqu'un joue sa dernière carte, tous les joueurs encore en jeu voient la même fenêtre du Lutin. Si vous avez un Lutin, répondez Lutin ! : le joueur sorti pioche 2 cartes et continue. Si plusieurs répondent, c'est le premier dans l'ordre du jeu après ce joueur qui utilise le sien. Personne ne voit les réponses avant la fermeture de la fenêtre, et tout le monde a la même fenêtre, Lutin ou pas.

Un Lutin peut être votre dernière carte, et cela compte alors comme sortir : mis de côté à votre tour, ou utilisé pour rappeler un joueur dans une fenêtre du Lutin, il vous laisse sans carte ; vous sortez, et une nouvelle fenêtre du Lutin s’ouvre pour vous.

## Sortir et les points

Jouez votre dernière carte et (sauf si un Lutin vous rappelle) vous sortez. La manche finit quand il reste un joueur. Points : 1er 20, 2e 10, 3e 5, chaque place suivante 1, le dernier 0. Le dernier donne la manche suivante. La partie finit quand quelqu'un atteint l'objectif (50 sauf accord contraire) ; le plus haut total gagne.

## Pioche vide

La défausse est mélangée en une nouvelle pioche, sauf la carte du dessus (et les Bonshommes de neige posés dessus). S'il n'y a toujours rien à piocher, piocher revient à passer. Si tout le monde passe ainsi à la suite, la manche finit et moins de cartes classe mieux.

## Options

- Annonces : automatiques (par défaut), ou obligatoires : appuyez sur J'annonce avant de poser, sinon carte de pénalité.
- Fenêtre du Lutin : compte à rebours (par défaut), attendre la réponse de chacun (pratique sur un seul appareil), ou pas de fenêtre.
- Cadeau retourné pris dans la main du donneur (par défaut) ou dans la pioche ; un Traîneau sur le souhait du Père Noël doit suivre la couleur ; un objectif au-delà de 50, un nombre fixe de manches, départage par le nombre de manches gagnées.""",
    "santas_game.opt.target": "Points pour gagner",
    "santas_game.opt.target.help": "La partie finit après la manche où quelqu'un atteint ce total (50 dans la règle ; on ne peut que l'augmenter).",
    "santas_game.opt.max_rounds": "Nombre de manches",
    "santas_game.opt.max_rounds.help": "Arrêter après ce nombre de manches, même si personne n'a atteint l'objectif.",
    "santas_game.opt.max_rounds.off": "jusqu'à l'objectif",
    "santas_game.opt.max_rounds.1": "1 manche",
    "santas_game.opt.max_rounds.2": "2 manches",
    "santas_game.opt.max_rounds.3": "3 manches",
    "santas_game.opt.max_rounds.5": "5 manches",
    "santas_game.opt.max_rounds.10": "10 manches",
    "santas_game.opt.tiebreak": "Égalité pour la victoire",
    "santas_game.opt.tiebreak.help": "Les totaux égaux partagent la victoire, ou celui qui a gagné le plus de manches l’emporte.",
    "santas_game.opt.tiebreak.shared": "victoire partagée",
    "santas_game.opt.tiebreak.most_wins": "le plus de manches gagnées",
    "santas_game.opt.elf_window": "Fenêtre du Lutin",
    "santas_game.opt.elf_window.help": "Quand quelqu'un sort, chacun peut répondre Lutin ! Compte à rebours, attente de toutes les réponses (un seul appareil), ou pas de fenêtre (Lutin seulement à son tour).",
    "santas_game.opt.elf_window.timed": "compte à rebours",
    "santas_game.opt.elf_window.wait": "attendre tout le monde",
    "santas_game.opt.elf_window.off": "pas de fenêtre",
    "santas_game.opt.elf_seconds": "Compte à rebours du Lutin (secondes)",
    "santas_game.opt.elf_seconds.help": "Durée de la fenêtre du Lutin ; elle va toujours jusqu’au bout.",
    "santas_game.opt.announce_mode": "Annoncer les cartes",
    "santas_game.opt.announce_mode.help": "Automatique, ou obligatoire\xa0: qui oublie d'appuyer sur J'annonce pioche une carte de pénalité.",
    "santas_game.opt.announce_mode.auto": "automatique",
    "santas_game.opt.announce_mode.required": "obligatoire",
    "santas_game.opt.bot_forget_rate": "Les robots oublient d'annoncer (%)",
    "santas_game.opt.bot_forget_rate.help": "Seulement si les annonces sont obligatoires\xa0: à quelle fréquence un robot oublie.",
    "santas_game.opt.opening_gift_source": "Un Cadeau retourné vient de",
    "santas_game.opt.opening_gift_source.help": "Si la première carte retournée est un Cadeau, les 2 cartes du premier joueur viennent de la main du donneur ou de la pioche.",
    "santas_game.opt.opening_gift_source.dealer_hand": "la main du donneur",
    "santas_game.opt.opening_gift_source.deck": "la pioche",
    "santas_game.opt.sleigh_must_follow_demand": "Le Traîneau suit la couleur du Père Noël",
    "santas_game.opt.sleigh_must_follow_demand.help": "Sur le souhait du Père Noël, le Traîneau doit porter des rennes de la couleur nommée.",
    "santas_game.opt.max_actions_per_round": "Manche la plus longue (tours)",
    "santas_game.opt.max_actions_per_round.help": "Une manche qui atteint ce nombre de tours s’arrête ; moins de cartes classe mieux.",
    "santas_game.opt.max_actions_per_round.2000": "2000 tours",
    "santas_game.opt.max_actions_per_round.100": "100 tours",
    "santas_game.opt.max_actions_per_round.300": "300 tours",
    "santas_game.opt.max_actions_per_round.1000": "1000 tours",
    "santas_game.error.card_not_held": "Vous n'avez pas {card}.",
    "santas_game.error.does_not_match": "Cette carte ne va pas\xa0: jouez la couleur en vigueur, le même chiffre ou une carte grise.",
    "santas_game.error.answer_tree": "Vous passez votre tour\xa0: renvoyez avec un Sapin ou un Bonhomme de neige, ou acceptez.",
    "santas_game.error.answer_gift": "Un Cadeau arrive\xa0: répondez par un Cadeau ou un Bonhomme de neige, ou prenez les cartes.",
    "santas_game.error.opening_sleigh": "Le Traîneau retourné demande un renne (seul ou sur un Traîneau), un Bonhomme de neige, un Lutin, ou de piocher.",
    "santas_game.error.sleigh_riders": "Un Traîneau porte un ou plusieurs rennes, rien d’autre.",
    "santas_game.error.sleigh_one_colour": "Tous les rennes d’un Traîneau sont d’une même couleur.",
    "santas_game.error.sleigh_demand": "Sur le souhait du Père Noël, le Traîneau porte des rennes de couleur {colour}.",
    "santas_game.error.bad_target": "Envoyez le Cadeau à un autre joueur encore en jeu.",
    "santas_game.error.nothing_to_accept": "Il n'y a rien à accepter.",
    "santas_game.error.no_elf": "Vous n'avez pas de Lutin.",
    "santas_game.error.announce_off": "Les annonces sont automatiques dans cette partie.",
    "santas_game.colour.r": "rouge",
    "santas_game.colour.b": "bleu",
    "santas_game.colour.g": "vert",
    "santas_game.colour.y": "jaune",
    "santas_game.colour.grey": "gris",
    "santas_game.kind.reindeer": "Renne",
    "santas_game.kind.gift": "Cadeau",
    "santas_game.kind.tree": "Sapin",
    "santas_game.kind.santa": "Père Noël",
    "santas_game.kind.sleigh": "Traîneau",
    "santas_game.kind.snowman": "Bonhomme",
    "santas_game.kind.elf": "Lutin",
    "santas_game.card.reindeer": "renne {value} ({colour})",
    "santas_game.card.gift": "Cadeau ({colour})",
    "santas_game.card.tree": "Sapin ({colour})",
    "santas_game.card.santa": "Père Noël",
    "santas_game.card.sleigh": "Traîneau",
    "santas_game.card.snowman": "Bonhomme de neige",
    "santas_game.card.elf": "Lutin",
    "santas_game.players": "Joueurs",
    "santas_game.dealer": "donneur",
    "santas_game.cards_count": "{count} carte|{count} cartes",
    "santas_game.points": "{count} point|{count} points",
    "santas_game.elves_used": "{count} Lutin utilisé|{count} Lutins utilisés",
    "santas_game.place": "{place}e place",
    "santas_game.mark.gift": "{count} carte arrive|{count} cartes arrivent",
    "santas_game.mark.skip": "passe ?",
    "santas_game.mark.went_out": "sorti !",
    "santas_game.did.took": "a pris {count} carte|a pris {count} cartes",
    "santas_game.did.skipped": "a passé son tour",
    "santas_game.did.draw": "a pioché",
    "santas_game.did.colour": "a nommé {colour}",
    "santas_game.did.answered": "a répondu",
    "santas_game.did.gift_to": "Cadeau pour {name}",
    "santas_game.did.santa": "souhaite {colour}",
    "santas_game.pile": "La défausse",
    "santas_game.round": "Manche {number}",
    "santas_game.target": "en {target} points",
    "santas_game.draw_pile": "Pioche\xa0: {count} carte|Pioche\xa0: {count} cartes",
    "santas_game.in_force": "Couleur en vigueur\xa0:",
    "santas_game.waiting_colour": "{name} nomme la couleur du Père Noël retourné.",
    "santas_game.pending.gift": "Cadeau\xa0: {count} cartes arrivent chez {name}, qui peut répondre par un Cadeau ou un Bonhomme de neige, ou les prendre.",
    "santas_game.pending.gift_you": "Cadeau\xa0: {count} cartes arrivent chez vous. Répondez par un Cadeau ou un Bonhomme de neige, ou prenez-les.",
    "santas_game.pending.skip": "Sapin\xa0: {name} passe son tour, sauf en renvoyant avec un Sapin ou un Bonhomme de neige.",
    "santas_game.pending.skip_you": "Sapin\xa0: vous passez votre tour. Renvoyez avec un Sapin ou un Bonhomme de neige, ou acceptez.",
    "santas_game.pending.sleigh": "Traîneau retourné\xa0: {name} doit poser un renne (ou passer la main).",
    "santas_game.pending.sleigh_you": "Traîneau retourné\xa0: posez un renne, seul ou sur un Traîneau (ou un Bonhomme de neige, un Lutin, ou piochez).",
    "santas_game.pending.demand": "Le Père Noël souhaite {colour}\xa0: jouez {colour} ou une carte grise.",
    "santas_game.the_deck": "la pioche",
    "santas_game.chain": "Cadeaux de {givers}, maintenant pour {name}.",
    "santas_game.recalled": "Le Lutin de {name} a rappelé {out} (+2 cartes).",
    "santas_game.gift_taken": "{name} a pris le Cadeau\xa0:",
    "santas_game.gift_part": "de {name}\xa0: {taken} de la main, {drawn} de la pioche",
    "santas_game.elf.title": "Fenêtre du Lutin",
    "santas_game.elf.banner": "{name} est sorti ! Lutin ?",
    "santas_game.elf.timed": "Qui a un Lutin peut le rappeler. {seconds} secondes pour tout le monde.",
    "santas_game.elf.wait": "Tout le monde répond\xa0: Lutin ! ou Non.",
    "santas_game.elf.recall": "Lutin !",
    "santas_game.elf.no": "Non",
    "santas_game.elf.answered": "Réponse donnée. On attend les autres.",
    "santas_game.name_opening_colour": "La carte retournée est un Père Noël\xa0: nommez la couleur.",
    "santas_game.choose_target": "Qui reçoit le Cadeau ?",
    "santas_game.choose_colour": "Quelle couleur le Père Noël souhaite-t-il ?",
    "santas_game.choose_riders": "Touchez des rennes d’une même couleur pour charger le Traîneau\xa0; le dernier touché finit dessus. Puis appuyez sur Jouer.",
    "santas_game.play_sleigh": "Jouer le Traîneau ({count} renne)|Jouer le Traîneau ({count} rennes)",
    "santas_game.play_card": "Jouer\xa0: {card}",
    "santas_game.clear": "Effacer",
    "santas_game.tap_a_card": "Touchez une carte, puis confirmez en dessous comment la jouer, ou piochez.",
    "santas_game.draw": "Piocher",
    "santas_game.accept_gift": "Prendre {count} carte|Prendre {count} cartes",
    "santas_game.accept_skip": "Passer mon tour",
    "santas_game.announce": "J'annonce",
    "santas_game.not_a_rider": "Seuls des rennes d’une même couleur montent dans un Traîneau.",
    "santas_game.cannot_play_card": "Cette carte ne peut pas être jouée maintenant.",
    "santas_game.seat": "joueur {number}",
    "santas_game.hint.play": "jouer\xa0: {card}",
    "santas_game.hint.gift": "envoyer {card} à {name}",
    "santas_game.hint.santa": "jouer le Père Noël et souhaiter {colour}",
    "santas_game.hint.sleigh": "jouer un Traîneau\xa0: {cards}",
    "santas_game.hint.colour": "nommer {colour}",
    "santas_game.hint.snowman": "jouer un Bonhomme de neige",
    "santas_game.hint.elf": "mettre un Lutin de côté",
    "santas_game.hint.draw": "piocher",
    "santas_game.hint.accept": "accepter",
    "santas_game.hint.recall": "Lutin ! le rappeler",
    "santas_game.hint.decline": "pas de Lutin",
    "santas_game.reason.out": "Il reste un joueur\xa0: la manche est finie.",
    "santas_game.reason.stalemate": "Personne ne pouvait piocher ni jouer\xa0: moins de cartes classe mieux.",
    "santas_game.reason.cap": "La manche a atteint sa longueur maximale\xa0: moins de cartes classe mieux.",
    "santas_game.placing": "Place",
    "santas_game.player": "Joueur",
    "santas_game.round_points": "Cette manche",
    "santas_game.total": "Total",
    "santas_game.next_dealer": "{name} donne la manche suivante.",
    "santas_game.last_round": "La dernière manche",
    "santas_game.key.accept": "accepter une menace ou un Cadeau",
    "santas_game.key.elf": "Lutin ! dans la fenêtre du Lutin",
    "santas_game.key.colour": "rouge, bleu, vert, jaune pour le Père Noël",
    "santas_game.key.announce": "J'annonce, activer ou non",
    "santas_game.letter.gift": "C",
    "santas_game.letter.tree": "S",
    "santas_game.letter.santa": "PN",
    "santas_game.letter.sleigh": "T",
    "santas_game.letter.snowman": "B",
    "santas_game.letter.elf": "L",
    "santas_game.wish.r": "rouge",
    "santas_game.wish.b": "bleu",
    "santas_game.wish.g": "vert",
    "santas_game.wish.y": "jaune",
    "santas_game.round_over": "Fin de la manche",
    "santas_game.gift_part_deck": "de la pioche\xa0: {drawn}",
}

from .events import EVENTS  # noqa: E402  (the timeline's sentences, kept apart)

MESSAGES.update(EVENTS["fr"])
