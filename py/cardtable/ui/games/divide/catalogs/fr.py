"""French texts of divide: every key starts with 'divide.'."""

MESSAGES: dict[str, str] = {
    "divide.title": "Partageons",
    "divide.blurb": "Un joueur coupe la rangée de cartes en trois parts, chacun vote en secret pour une part. Ayez le plus de cartes d’un nombre pour le marquer.",
    "divide.help": """## Matériel

2 à 4 joueurs. Un paquet de 70 cartes : 55 cartes numérotées de 1 à 10, chaque nombre en autant d’exemplaires qu’il l’indique (un 1, deux 2 … dix 10), et 15 jokers. Chaque joueur a trois cartes de choix secrètes : blanche, bleu clair et noire. Le meneur tient deux séparateurs.

## But

À la fin, pour chaque nombre, le joueur qui en a le plus de cartes marque autant de points que ce nombre : le plus de 7 rapporte 7 points. Si plusieurs joueurs sont à égalité en tête, chacun marque. Collectionnez avec soin : les petits nombres se gagnent facilement mais valent peu ; les grands valent cher mais tout le monde les veut.

## Une manche

Le premier meneur est tiré au hasard (ou choisi dans les règles avant la partie). À chaque manche :

- Le meneur retourne une rangée de cartes du paquet : 7 cartes à 2 ou 3 joueurs, 9 cartes à 4 joueurs (la dernière manche à 4 en a 7). L’ordre ne change jamais.
- Le meneur place les deux séparateurs entre des cartes et coupe la rangée en trois parts, dans l’ordre : blanche (à gauche), bleu clair (au milieu) et noire (à droite). Chaque part a au moins une carte.
- Tout le monde, le meneur aussi, choisit en secret une part avec une carte de choix. Quand tous ont choisi, les choix sont révélés en même temps.
- Une part choisie par un seul joueur lui revient. Une part que personne n’a choisie est défaussée.
- Une part choisie par deux joueurs ou plus est disputée (voir plus bas).
- Un joueur qui a reçu une part a fini pour cette manche. À la fin de la manche, le joueur suivant dans le sens horaire devient meneur.

À 2 et 3 joueurs il y a 10 manches, à 4 joueurs 8 : la partie finit quand le paquet est épuisé.

## Parts disputées

Le même meneur redivise une part disputée, sans changer l’ordre de ses cartes, et seuls les joueurs qui l’ont choisie revotent en secret sur les nouvelles parts :

- 3 cartes ou plus : le meneur la recoupe en trois parts (blanche, bleu clair, noire).
- 2 cartes : elle est simplement coupée en deux, carte de gauche blanche, carte de droite bleu clair.
- 1 carte : personne ne l’a, elle est défaussée.

Le meneur divise même une part qu’il n’a pas choisie. Si deux parts sont disputées à la fois (à 4 joueurs), la blanche est réglée d’abord, entièrement, puis la bleu clair, puis la noire.

Exemple : quatre joueurs. La rangée 4 7 7 / 6 9 / J 8 2 10 est coupée après la troisième et la cinquième carte. Diana vote bleu clair, Ilya noire, Maxim blanche, Oksana (la meneuse) noire. Maxim prend 4 7 7, Diana 6 9. La noire est disputée par Ilya et Oksana : Oksana la recoupe en J 8 / 2 / 10. Oksana choisit la blanche, Ilya la noire : Oksana prend J 8, Ilya prend 10, et personne n’a choisi le 2, il est défaussé.

Exemple : trois joueurs. Les trois choisissent la part bleu clair 6 6. Elle est coupée en deux : 6 et 6. Deux joueurs choisissent le 6 de gauche et le troisième celui de droite : le troisième reçoit un 6, et le 6 de gauche, voulu par deux joueurs, est défaussé.

## Deux joueurs

Quand le meneur a coupé la rangée, l’autre joueur défausse une des trois parts. Puis les deux votent pour une des deux parts restantes. Une part disputée est redivisée comme d’habitude, sans défausse.

Exemple : Anna coupe 10 10 10 / 2 1 / J 7. Boris défausse les trois 10. Si les deux choisissent 2 1, elle est coupée en deux : l’un prend le 2, l’autre le 1. Si Anna choisit 2 1 et Boris J 7, chacun reçoit sa part.

## Jokers

Vos cartes sont posées face visible devant vous, groupées par nombre. Un joker reçu rejoint un nombre que vous possédez déjà (un nombre de la même part compte aussi) et compte comme une carte de plus de ce nombre. Une fois posé, il ne bouge plus.

- S’il ne peut aller que sur un seul nombre, il y va tout seul.
- Si vous n’avez encore aucun nombre, le joker attend. Quand votre prochaine part avec un nombre arrive, tous les jokers en attente rejoignent le nombre le plus à gauche de cette part.
- Quand plusieurs joueurs doivent poser des jokers après la même révélation, ils le font l’un après l’autre, en commençant à gauche du meneur.

Exemple : votre première part est un joker seul : il attend. Plus tard vous recevez J 3 8. Le 3 et le 8 sont posés, le joker en attente rejoint le 3 (le nombre le plus à gauche), et vous choisissez où va le nouveau joker, disons sur le 8 : vous avez maintenant deux 3 et deux 8.

Un joker encore en attente à la fin ne rapporte rien.

## Décompte

Quand le paquet est épuisé, passez les nombres de 1 à 10. Pour chaque nombre, celui qui en a le plus de cartes (jokers compris) marque sa valeur ; tous les ex æquo marquent. Un nombre que personne n’a ne rapporte rien. Le plus de points gagne. En cas d’égalité, gagne celui qui a marqué le plus de nombres différents ; si l’égalité persiste, la victoire est partagée.

Exemple : A marque 1, 3, 5 et 9 (18 points), B marque 8 et 10 (18 points). A a gagné quatre nombres contre deux, donc A gagne.

## À l’écran

- Quand vous menez, faites glisser les séparateurs le long de la rangée, touchez l’espace où l’un doit aller, ou déplacez le séparateur choisi avec les flèches (d change de séparateur) ; puis appuyez sur Couper.
- Votez avec les boutons sous les parts (ou les touches 1, 2, 3). À plusieurs sur un même appareil, chacun vote derrière l’écran de confidentialité ; personne ne voit un vote avant la révélation de tous.
- Les étapes de la manche restent sur la table : la coupe, les votes, chaque nouvelle division d’une part disputée, en retrait.
- Le tableau montre les cartes de chacun par nombre, jokers compris, une étoile pour qui mène chaque nombre, et les points actuels.

## Options

- Jokers en attente : par défaut, un joker en attente rejoint le nombre le plus à gauche de la part suivante (règle du jeu). Avec « le joueur choisit », vous choisissez pour chaque joker en attente un des nombres de la part qui vient d’arriver.""",
    "divide.opt.pending_joker_choice": "Jokers en attente",
    "divide.opt.pending_joker_choice.help": "Où va un joker qui attendait (sans nombre encore) quand arrive votre prochaine part avec des nombres.",
    "divide.opt.pending_joker_choice.leftmost": "sur le nombre le plus à gauche (règle)",
    "divide.opt.pending_joker_choice.player": "le joueur choisit",
    "divide.error.bad_cuts": "Placez les deux séparateurs entre des cartes, pour que chaque part garde au moins une carte.",
    "divide.error.label_not_offered": "Cette part n’est pas proposée dans ce vote. Choisissez une des parts montrées.",
    "divide.error.value_not_allowed": "Un joker ne peut rejoindre qu’un des nombres proposés ({value} n’en fait pas partie).",
    "divide.label.W": "blanche",
    "divide.label.B": "bleu clair",
    "divide.label.K": "noire",
    "divide.the_row": "la rangée",
    "divide.joker": "joker",
    "divide.players": "Joueurs",
    "divide.leader": "meneur",
    "divide.leader_is": "meneur\xa0: {name}",
    "divide.round_of": "Manche {number} sur {total}",
    "divide.deck_left": "{count} carte dans le paquet|{count} cartes dans le paquet",
    "divide.points": "{count} point|{count} points",
    "divide.values_won": "{count} nombre gagné|{count} nombres gagnés",
    "divide.has_voted": "a voté",
    "divide.has_part": "a sa part",
    "divide.sits_out": "ne vote pas",
    "divide.stage": "Les cartes à partager",
    "divide.resplit_heading": "Nouvelle division\xa0: part {part}, choisie par {names}",
    "divide.prompt.split": "Placez les deux séparateurs\xa0: faites-les glisser, touchez une carte (le séparateur le plus proche se place juste après) ou utilisez les flèches. Puis appuyez sur Couper.",
    "divide.prompt.split_other": "{name} place les séparateurs.",
    "divide.prompt.discard": "Défaussez une part ; vous voterez tous les deux sur les deux autres.",
    "divide.prompt.discard_other": "{name} défausse une part.",
    "divide.prompt.vote": "Choisissez en secret la part que vous voulez.",
    "divide.prompt.voted": "Vous avez choisi\xa0: {label}. En attente de\xa0: {names}.",
    "divide.prompt.vote_other": "Vote secret. En attente de\xa0: {names}.",
    "divide.prompt.attach": "Posez votre joker ({count} à poser)\xa0: choisissez le nombre qu’il rejoint.|Posez vos jokers\xa0: choisissez le nombre de chacun ({count} à poser).",
    "divide.prompt.attach_other": "{name} pose un joker.",
    "divide.attach_to": "Joker sur {value}",
    "divide.split_here": "Couper",
    "divide.vote_for": "Choisir\xa0: {label}",
    "divide.discard_this": "Défausser\xa0: {label}",
    "divide.choose": "Choisir",
    "divide.discard": "Défausser",
    "divide.discarded": "défaussée",
    "divide.your_vote": "votre choix",
    "divide.cards": "{count} carte|{count} cartes",
    "divide.divider": "Séparateur {number}, après la carte {position}",
    "divide.slot": "{value}\xa0: mettre le séparateur le plus proche après la carte {position}",
    "divide.this_round": "Cette manche",
    "divide.last_round": "Manche précédente",
    "divide.ev.row": "{name} retourne la rangée.",
    "divide.ev.split": "{part}\xa0: coupée en trois\xa0:",
    "divide.ev.halves": "{part}\xa0: coupée en deux\xa0:",
    "divide.ev.discard_part": "{name} défausse la part {label}.",
    "divide.ev.votes": "Votes ({part})\xa0: {votes}.",
    "divide.ev.award": "{name} prend\xa0: {part}.",
    "divide.ev.unclaimed": "{part}\xa0: personne ne l’a choisie, défaussée.",
    "divide.ev.contested": "{part}\xa0: une seule carte choisie par plusieurs, défaussée.",
    "divide.ev.attach": "{name}\xa0: joker sur {value}.",
    "divide.ev.attach_auto": "{name}\xa0: le joker va seul sur {value}.",
    "divide.ev.pending": "{name}\xa0: le joker attend un nombre ({count} en attente).|{name}\xa0: les jokers attendent un nombre ({count} en attente).",
    "divide.board": "Cartes et majorités",
    "divide.board_note": "Les nombres sont les cartes détenues (jokers compris) ; ★ mène ce nombre et le marquerait maintenant.",
    "divide.value": "Nombre",
    "divide.with_jokers": "{count} joker|{count} jokers",
    "divide.leads": "mène",
    "divide.waiting_jokers": "Jokers en attente",
    "divide.total": "Points",
    "divide.game_over": "Le paquet est épuisé\xa0: scores finaux.",
    "divide.tiebreak_note": "À égalité de points, le plus de nombres gagnés l’emporte ; sinon la victoire est partagée.",
    "divide.hint.split": "couper après la carte {first} et après la carte {second}",
    "divide.hint.vote": "choisir\xa0: {label}",
    "divide.hint.discard": "défausser\xa0: {label}",
    "divide.hint.attach": "mettre le joker sur {value}",
    "divide.not_offered": "Vous ne pouvez pas choisir cette part maintenant.",
    "divide.key.move": "déplacer le séparateur choisi",
    "divide.key.switch": "passer à l’autre séparateur",
    "divide.key.numbers": "choisir une partie au vote (1 blanche, 2 bleu clair, 3 noire), ou le nombre d’un joker (0 = 10)",
    "divide.privacy.explain": "À {name} de choisir\xa0: un vote reste secret jusqu’à ce que tout le monde ait voté. Les autres, regardez ailleurs\u202f!",
    "divide.privacy.show": "Je suis {name}\xa0: montrer mon choix",
}

from .events import EVENTS  # noqa: E402  (the timeline's sentences, kept apart)

MESSAGES.update(EVENTS["fr"])
