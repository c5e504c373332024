"""French texts of gin_rummy: every key starts with 'gin_rummy.'."""

MESSAGES: dict[str, str] = {
    "gin_rummy.title": "Gin rummy",
    "gin_rummy.blurb": "Piochez et défaussez pour former des groupes et des suites ; frappez quand vos cartes isolées valent peu de points, ou faites gin.",
    "gin_rummy.help": """## Matériel

2 joueurs et un jeu de 52 cartes, sans joker. Ordre des cartes : A 2 3 4 5 6 7 8 9 10 V D R (A = as, V = valet, D = dame, R = roi) ; l’as est toujours la plus petite carte. Valeurs : l’as vaut 1, les cartes de 2 à 10 leur nombre, V, D et R valent 10.

## Combinaisons et points morts

Formez des combinaisons dans votre main :

- un groupe : 3 ou 4 cartes de même valeur, par exemple 9♠ 9♣ 9♦ ;
- une suite : au moins 3 cartes de la même couleur qui se suivent, par exemple 4♥ 5♥ 6♥. A♠ 2♠ 3♠ est une suite, D♠ R♠ A♠ n’en est pas une.

Une carte ne sert que dans une seule combinaison. Vos autres cartes sont isolées : la somme de leurs valeurs, ce sont vos points morts. Faites-les baisser et frappez, ou débarrassez-vous-en complètement et faites gin !

## La donne

Chaque joueur coupe le paquet ; la plus haute carte distribue (R le plus haut, A le plus bas ; en cas d’égalité, on recoupe). Chacun reçoit 10 cartes. La carte suivante est retournée face visible et commence la défausse : c’est la carte visible. Les 31 autres cartes forment le talon, face cachée. Ensuite, le gagnant de chaque donne distribue la suivante.

## La première carte visible

L’adversaire du donneur décide en premier : prendre la carte visible ou passer. S’il passe, le donneur peut la prendre ou passer aussi. Si les deux passent, l’adversaire du donneur doit piocher dans le talon. Celui qui a pris une carte en défausse une, puis l’autre joueur joue un tour normal.

## Un tour

Piochez la carte du dessus du talon ou prenez la carte visible, puis défaussez une carte face visible. Vous ne pouvez pas rejeter aussitôt la carte que vous venez de prendre dans la défausse.

Au lieu de défausser normalement, vous pouvez frapper si les 10 cartes que vous gardez ont 10 points morts ou moins. On peut frapper à n’importe quel tour, même au premier, mais ce n’est jamais obligatoire.

## Frapper

Appuyez sur « Frapper », défaussez une carte face cachée et posez vos combinaisons ; vos autres cartes comptent en points morts. Sans aucune carte isolée, c’est gin (« Frapper — gin ! »).

Ensuite, le défenseur montre ses cartes. Sauf en cas de gin, il peut d’abord ajouter des cartes à vos combinaisons : la quatrième carte d’un groupe de trois, ou des cartes de la même couleur qui prolongent une suite à l’un ou l’autre bout, même l’une après l’autre (7♥ puis 8♥ sur 4♥ 5♥ 6♥). On ne peut rien ajouter à un groupe de quatre cartes ni aux cartes isolées, et le frappeur n’ajoute jamais de cartes. Puis le défenseur pose ses propres combinaisons ; le reste compte en points morts.

## Le score d’une donne

- Frappe : si le frappeur a moins de points morts, il marque la différence.
- Contre : si le défenseur en a autant ou moins, c’est lui qui marque 10 plus la différence.
- Gin : le frappeur marque 20 plus les points morts du défenseur. On n’ajoute rien à un gin, et un gin ne peut jamais être contré.

Celui qui marque gagne la donne.

Exemple : Alice frappe avec 4♥ 5♥ 6♥, 9♠ 9♣ 9♦, V♣ D♣ R♣ et 3♦ isolé : 3 points. Bruno ajoute 7♥ aux cœurs, 10♣ aux trèfles et 9♥ comme quatrième 9, puis pose 2♠ 3♠ 4♠. Ses points morts, 6♣ R♦ D♠ 5♦, font 31. Alice marque 31 − 3 = 28 points.

Exemple : Alice frappe avec 8 points morts. Après ses ajouts, il ne reste à Bruno que 2♦ 3♣ : 5 points. Ce n’est pas plus que 8 : Bruno fait un contre et marque 10 + 3 = 13 points. Avec 8 points lui aussi, ce serait encore un contre, à 10 points.

Exemple : Alice fait gin avec 3♣ 4♣ 5♣ 6♣, 8♠ 8♥ 8♦, V♠ D♠ R♠. Bruno n’a pas le droit d’ajouter son 7♣ ni son 8♣. Il pose 2♥ 2♦ 2♠ ; ses points morts, 7♣ 8♣ 9♦ 10♦ D♦ R♥ 4♥, font 58. Alice marque 20 + 58 = 78 points.

## Le mur

Les 2 dernières cartes du talon ne sont jamais piochées. Si un joueur défausse sans frapper et qu’il ne reste que 2 cartes au talon, la donne est nulle : personne ne marque et le même donneur redistribue. (Celui qui a pioché la carte qui en laisse 2 peut encore frapper.)

## Fin de la partie

Les points s’additionnent de donne en donne. Dès qu’un joueur atteint 100 points, la partie s’arrête et on ajoute les primes :

- prime de partie : 100 points pour le gagnant ;
- prime de ligne : 20 points par donne gagnée, pour chaque joueur ;
- prime de blanchissage : encore 100 points pour le gagnant si le perdant n’a gagné aucune donne.

Exemple : Alice marque 28, Bruno 13, puis Alice 78. Alice a 106 : la partie est finie. Alice : 106 + 100 + 2 × 20 = 246. Bruno : 13 + 20 = 33. Si Bruno n’avait gagné aucune donne, Alice aurait eu en plus 100 points de blanchissage.

## Options

À choisir avant de commencer, rubrique « Règles » :

- Profil de règles : « Classique » par défaut, comme ci-dessus. « Moderne » : primes de gin, de contre et de ligne à 25. « OpenSpiel » : une seule donne, comme le moteur de recherche (primes à 25, une égalité ne rapporte rien, et quelques petites différences).
- Frapper avec au plus : 10 par défaut ; 0 : gin seulement.
- Oklahoma (désactivé par défaut) : la valeur de la première carte visible (V, D, R = 10) est la limite pour frapper pendant toute la donne ; un as : gin seulement.
- Big gin (désactivé par défaut) : si, après avoir pioché, vos 11 cartes forment toutes des combinaisons, vous pouvez sortir sans défausser et marquer 31 plus les points morts du défenseur ; pas d’ajouts.
- Jouer jusqu’à : 100 points par défaut, un autre objectif, ou « Une seule donne » (sans primes).
- « Autres règles » : le montant de chaque prime, l’égalité, le mur, le blanchissage (ou doubler le score du gagnant) et le choix du donneur suivant.""",
    "gin_rummy.opt.preset": "Profil de règles",
    "gin_rummy.opt.preset.help": "Classique\xa0: gin 20, contre 10. Moderne\xa0: primes de 25. OpenSpiel\xa0: une seule donne, comme le moteur de recherche.",
    "gin_rummy.opt.preset.default": "Classique",
    "gin_rummy.opt.preset.modern": "Moderne",
    "gin_rummy.opt.preset.openspiel": "OpenSpiel (une donne)",
    "gin_rummy.opt.knock_limit": "Frapper avec au plus",
    "gin_rummy.opt.knock_limit.help": "0\xa0: gin seulement.",
    "gin_rummy.opt.oklahoma": "Oklahoma",
    "gin_rummy.opt.oklahoma.help": "La valeur de la première carte retournée fixe la limite ; un as\xa0: gin seulement.",
    "gin_rummy.opt.big_gin": "Big gin",
    "gin_rummy.opt.big_gin.help": "Sortir avec les 11 cartes combinées rapporte une prime plus grosse.",
    "gin_rummy.opt.game_target": "Jouer jusqu’à",
    "gin_rummy.opt.game_target.help": "Points pour gagner la partie.",
    "gin_rummy.card": "{rank} de {suit}",
    "gin_rummy.suit.spades": "pique",
    "gin_rummy.suit.hearts": "cœur",
    "gin_rummy.suit.diamonds": "carreau",
    "gin_rummy.suit.clubs": "trèfle",
    "gin_rummy.cards": "Cartes\xa0: {count}",
    "gin_rummy.points": "Points\xa0: {count}",
    "gin_rummy.hands_won": "Donnes gagnées\xa0: {count}",
    "gin_rummy.dealer": "donneur",
    "gin_rummy.stock": "Piocher ({count})",
    "gin_rummy.take_upcard": "Prendre la carte",
    "gin_rummy.upcard": "Carte visible",
    "gin_rummy.no_upcard": "Pas de carte visible",
    "gin_rummy.melds_of": "Combinaisons de {name}",
    "gin_rummy.laid_off": "Ajoutées\xa0:",
    "gin_rummy.table": "Table",
    "gin_rummy.hand_no": "Donne {number}",
    "gin_rummy.knock_limit": "frapper à {limit} ou moins",
    "gin_rummy.deadwood": "Points morts\xa0: {count} (frapper à {limit} ou moins)",
    "gin_rummy.discard_card": "Défausser\xa0: {card}",
    "gin_rummy.choose_discard": "Touchez une carte à défausser",
    "gin_rummy.phase.first_upcard": "Prendre la première carte, ou passer",
    "gin_rummy.phase.forced_stock": "Piochez",
    "gin_rummy.phase.draw": "Piochez\xa0: talon ou carte visible",
    "gin_rummy.phase.discard": "Défaussez, ou frappez",
    "gin_rummy.phase.wall": "Le talon est au mur",
    "gin_rummy.phase.knock_discard": "Le frappeur défausse face cachée",
    "gin_rummy.phase.declare": "Le frappeur pose ses combinaisons",
    "gin_rummy.phase.layoff": "Le défenseur ajoute des cartes",
    "gin_rummy.phase.defender_melds": "Le défenseur pose ses combinaisons",
    "gin_rummy.phase.game_over": "La partie est finie",
    "gin_rummy.act.take_upcard": "prendre la carte visible",
    "gin_rummy.act.draw_stock": "piocher",
    "gin_rummy.act.pass": "passer",
    "gin_rummy.act.knock": "Frapper",
    "gin_rummy.act.take_upcard_and_knock": "Prendre et frapper",
    "gin_rummy.act.big_gin": "Big gin",
    "gin_rummy.act.done": "Terminé",
    "gin_rummy.act.meld": "Poser",
    "gin_rummy.act.layoff": "Ajouter",
    "gin_rummy.act.discard_card": "défausser\xa0: {card}",
    "gin_rummy.act.layoff_card": "ajouter\xa0: {card}",
    "gin_rummy.log.void": "La donne {number} est nulle ({end}).",
    "gin_rummy.log.hand": "Donne {number}\xa0: {name} marque {points} ({end}).",
    "gin_rummy.end.knock": "frappe",
    "gin_rummy.end.undercut": "contre",
    "gin_rummy.end.gin": "gin",
    "gin_rummy.end.big_gin": "big gin",
    "gin_rummy.end.tie": "égalité",
    "gin_rummy.end.wall": "talon épuisé",
    "gin_rummy.end.upcard_limit": "trop de prises de la carte visible",
    "gin_rummy.end.thrown_back": "cartes rejetées",
    "gin_rummy.line.knocker_deadwood": "Points morts du frappeur",
    "gin_rummy.line.defender_deadwood": "Points morts du défenseur",
    "gin_rummy.line.gin_bonus": "Prime de gin",
    "gin_rummy.line.big_gin_bonus": "Prime de big gin",
    "gin_rummy.line.undercut_bonus": "Prime de contre",
    "gin_rummy.line.hand_points": "Points de la donne",
    "gin_rummy.line.points": "Points",
    "gin_rummy.line.game_bonus": "Prime de partie",
    "gin_rummy.line.line_bonus": "Prime de ligne (donnes gagnées)",
    "gin_rummy.line.shutout_bonus": "Prime de blanchissage",
    "gin_rummy.line.shutout_double": "Blanchissage\xa0: doublé",
    "gin_rummy.line.total": "Total",
    "gin_rummy.match_score": "Partie\xa0: {a} {x} – {b} {y}",
    "gin_rummy.act.knock_gin": "Frapper — gin !",
    "gin_rummy.opt.big_gin_bonus": "Bonus de grand gin",
    "gin_rummy.opt.big_gin_bonus.help": "Points pour finir avec les 11 cartes combinées (si le grand gin est activé).",
    "gin_rummy.opt.first_dealer": "Premier donneur",
    "gin_rummy.opt.first_dealer.help": "Qui distribue la première donne ; l’autre joueur décide en premier.",
    "gin_rummy.opt.first_dealer.cut_high": "Couper\xa0: la plus haute carte distribue",
    "gin_rummy.opt.first_dealer.random": "Au hasard",
    "gin_rummy.opt.game_bonus": "Bonus de partie",
    "gin_rummy.opt.game_bonus.help": "Points en plus pour le joueur qui atteint l’objectif en premier.",
    "gin_rummy.opt.game_target.none": "Une seule donne",
    "gin_rummy.opt.gin_bonus": "Bonus de gin",
    "gin_rummy.opt.gin_bonus.help": "Points en plus pour finir sans carte isolée.",
    "gin_rummy.opt.line_bonus": "Bonus par donne gagnée",
    "gin_rummy.opt.line_bonus.help": "En fin de partie, des points pour chaque donne gagnée.",
    "gin_rummy.opt.may_discard_taken_upcard": "Peut défausser la carte qu’il vient de prendre",
    "gin_rummy.opt.may_discard_taken_upcard.help": "D’habitude, la carte prise dans la défausse ne peut pas y retourner aussitôt.",
    "gin_rummy.opt.next_dealer": "Donneur suivant",
    "gin_rummy.opt.next_dealer.help": "Qui distribue la donne suivante.",
    "gin_rummy.opt.next_dealer.winner": "Le gagnant de la donne",
    "gin_rummy.opt.next_dealer.alternate": "À tour de rôle",
    "gin_rummy.opt.next_dealer.loser": "Le perdant de la donne",
    "gin_rummy.opt.openspiel_quirks": "Cas particuliers d’OpenSpiel",
    "gin_rummy.opt.openspiel_quirks.help": "Jouer exactement comme le moteur de recherche OpenSpiel, avec ses détails inhabituels.",
    "gin_rummy.opt.shutout_bonus": "Bonus de blanchissage",
    "gin_rummy.opt.shutout_bonus.help": "Points en plus quand le perdant n’a rien marqué de toute la partie.",
    "gin_rummy.opt.shutout_mode": "Quand le perdant n’a rien marqué",
    "gin_rummy.opt.shutout_mode.help": "Ajouter le bonus, doubler le score du gagnant, ou rien de spécial.",
    "gin_rummy.opt.shutout_mode.add": "Ajouter le bonus",
    "gin_rummy.opt.shutout_mode.double": "Doubler le score du gagnant",
    "gin_rummy.opt.shutout_mode.none": "Rien de spécial",
    "gin_rummy.opt.undercut_bonus": "Bonus de contre",
    "gin_rummy.opt.undercut_bonus.help": "Points en plus pour le défenseur quand le frappeur n’a pas moins de points perdus.",
    "gin_rummy.opt.undercut_on_tie": "L’égalité compte comme un contre",
    "gin_rummy.opt.undercut_on_tie.help": "À égalité de points perdus, le défenseur gagne la donne ; sinon personne ne marque.",
    "gin_rummy.opt.wall_rule": "Quand la pioche s’épuise",
    "gin_rummy.opt.wall_rule.help": "Ce qui se passe quand il ne reste que les dernières cartes (le mur) dans la pioche.",
    "gin_rummy.opt.wall_rule.void": "La donne est nulle\xa0: personne ne marque",
    "gin_rummy.opt.wall_rule.pickup_to_knock": "La dernière défausse ne se prend que pour frapper",
    "gin_rummy.opt.wall_size": "Cartes laissées en mur",
    "gin_rummy.opt.wall_size.help": "Combien de cartes de la pioche ne sont jamais tirées.",
    "gin_rummy.seen.drew_stock": "{name} pioche dans le talon.",
    "gin_rummy.seen.took": "{name} prend la carte visible\xa0:",
    "gin_rummy.seen.discarded": "{name} défausse\xa0:",
    "gin_rummy.key.upcard": "prendre la carte visible",
    "gin_rummy.key.knock": "frapper",
    "gin_rummy.last_hand": "La dernière donne",
    "gin_rummy.error.first_upcard": "D'abord, prenez la carte visible ou passez.",
    "gin_rummy.error.draw_from_stock": "Vous avez passé tous les deux. Maintenant, piochez dans le talon.",
    "gin_rummy.error.draw_first": "Piochez d'abord\xa0: la carte visible ou une carte du talon.",
    "gin_rummy.error.discard_or_knock": "Vous avez 11 cartes. Défaussez-en une, ou frappez.",
    "gin_rummy.error.wall_knock_or_pass": "Le talon est presque vide. Prenez la dernière carte défaussée seulement si elle vous permet de frapper ; sinon, passez.",
    "gin_rummy.error.knock_discard": "Vous avez frappé. Choisissez maintenant une carte à défausser face cachée.",
    "gin_rummy.error.lay_melds": "Vous avez frappé. Posez vos combinaisons, puis appuyez sur Terminé.",
    "gin_rummy.error.lay_off_or_done": "Ajoutez vos cartes aux combinaisons du frappeur, ou appuyez sur Terminé.",
    "gin_rummy.error.lay_own_melds": "Posez vos propres combinaisons, ou appuyez sur Terminé.",
    "gin_rummy.error.card_not_in_hand": "Cette carte n'est pas dans votre main. Choisissez une de vos cartes.",
    "gin_rummy.error.discard_just_taken": "Vous venez de prendre {card}\xa0: vous ne pouvez pas la défausser tout de suite. Défaussez une autre carte.",
    "gin_rummy.error.knock_discard_over_limit": "Si vous défaussez {card}, vos points morts dépasseront {limit}. Défaussez une autre carte.",
    "gin_rummy.error.knock_over_limit": "Vous pouvez frapper seulement si, après la défausse, vos points morts ne dépassent pas {limit}. Pour l'instant, défaussez simplement.",
    "gin_rummy.error.big_gin_not_played": "Le big gin n'est pas joué dans cette partie. Défaussez ou frappez.",
    "gin_rummy.error.big_gin_needs_all_melded": "Pour un big gin, vos 11 cartes doivent être en combinaisons. Défaussez ou frappez.",
    "gin_rummy.error.wall_pickup_needs_knock": "Vous ne pouvez prendre la dernière carte défaussée que pour frapper, et avec elle vos points morts dépasseraient encore {limit}. Passez.",
    "gin_rummy.error.meld_cards_not_available": "Une combinaison ne peut utiliser que des cartes de votre main pas encore posées. Choisissez d'autres cartes.",
    "gin_rummy.error.run_too_long": "Ici, une suite compte {max_run} cartes au plus. Posez une suite plus longue en deux combinaisons.",
    "gin_rummy.error.meld_over_limit": "Avec cette combinaison, vos points morts ne pourront pas descendre à {limit}. Posez une autre combinaison.",
    "gin_rummy.error.declare_more_melds": "Vos points morts dépassent encore {limit}. Posez d'abord d'autres combinaisons.",
    "gin_rummy.error.layoff_does_not_fit": "{card} ne va avec aucune combinaison du frappeur. Choisissez une autre carte, ou appuyez sur Terminé.",
    "gin_rummy.error.not_a_meld": "{cards} n'est pas une combinaison\xa0: il faut 3 ou 4 cartes de même valeur, ou au moins 3 cartes de la même couleur qui se suivent.",
    "gin_rummy.deadwood_after": "Points morts après votre défausse\xa0: {count} (frapper à {limit} ou moins)",
    "gin_rummy.new_card": "nouvelle",
    "gin_rummy.new_card_label": "{card}, tout juste piochée",
    "gin_rummy.deadwood_of": "Points morts de {name}\xa0: {count}",
    "gin_rummy.act.best_layoffs": "Meilleurs ajouts\xa0:",
    "gin_rummy.done_says": "Terminé\xa0: vos cartes hors combinaison comptent {count} contre {knocker} pour le frappeur.",
    "gin_rummy.layoff.breaks_set": "déconseillé\xa0: casse votre groupe {cards} ({count} au lieu de {best})",
    "gin_rummy.layoff.breaks_run": "déconseillé\xa0: casse votre suite {cards} ({count} au lieu de {best})",
    "gin_rummy.layoff.worse": "déconseillé\xa0: il resterait {count} au lieu de {best}",
    "gin_rummy.status.knock_discard": "Frapper, étape 1 sur 2\xa0: défaussez une carte face cachée (la meilleure est choisie\u202f; touchez-en une autre pour changer).",
    "gin_rummy.status.declare": "Frapper, étape 2 sur 2\xa0: voici vos meilleures combinaisons. Ajustez-les si vous voulez, puis posez-les.",
    "gin_rummy.plan.drop": "Retirer {cards} des combinaisons",
    "gin_rummy.plan.add": "Ajouter",
    "gin_rummy.plan.deadwood": "Points morts une fois posées\xa0: {count} (limite {limit})",
    "gin_rummy.plan.unmatched": "Isolées\xa0:",
    "gin_rummy.plan.lay_down": "Poser {count} combinaison|Poser {count} combinaisons",
    "gin_rummy.plan.best": "Revenir aux meilleures combinaisons",
}

from .events import EVENTS  # noqa: E402  (the timeline's sentences, kept apart)

MESSAGES.update(EVENTS["fr"])
