"""Czech texts of divide: every key starts with 'divide.'."""

MESSAGES: dict[str, str] = {
    "divide.title": "Rozdělme si to",
    "divide.blurb": "Jeden hráč rozdělí řadu karet na tři části, všichni tajně hlasují o části. Kdo má nejvíc karet jedné hodnoty, získá za ni body.",
    "divide.help": """## Co potřebujete

2 až 4 hráči. Balíček 70 karet: 55 karet s čísly od 1 do 10, každé číslo je tolikrát, kolik ukazuje (jedna 1, dvě 2 … deset 10), a 15 žolíků. Každý hráč má tři tajné karty volby: bílou, světle modrou a černou. Vedoucí hráč drží dva oddělovače.

## Cíl

Na konci za každé číslo získá hráč, který má nejvíc karet toho čísla, tolik bodů, kolik číslo ukazuje: nejvíc sedmiček dá 7 bodů. Pokud má nejvíc víc hráčů stejně, bodují všichni. Sbírejte s rozmyslem: malá čísla se vyhrávají snadno, ale mají malou hodnotu; velká mají cenu, ale chce je každý.

## Kolo

První vedoucí se vybere náhodně (nebo v pravidlech před hrou). V každém kole:

- Vedoucí otočí z balíčku řadu karet: 7 karet při 2 nebo 3 hráčích, 9 karet při 4 hráčích (poslední kolo ve čtyřech má 7). Pořadí se nikdy nemění.
- Vedoucí vloží dva oddělovače mezi karty a rozdělí řadu na tři části v pořadí: bílou (vlevo), světle modrou (uprostřed) a černou (vpravo). Každá část má aspoň jednu kartu.
- Všichni, i vedoucí, tajně vyberou jednu část kartou volby. Když vybrali všichni, volby se odkryjí najednou.
- Část, kterou vybral právě jeden hráč, dostane on. Část, kterou nevybral nikdo, se odhodí.
- Část, kterou vybrali dva nebo více hráčů, je sporná (viz níže).
- Hráč, který dostal část, v tomto kole už nehraje. Po kole se vedoucím stává další hráč po směru hodinových ručiček.

Při 2 a 3 hráčích je 10 kol, při 4 hráčích 8: hra končí, když dojde balíček.

## Sporné části

Stejný vedoucí spornou část znovu rozdělí, pořadí karet zůstane, a jen hráči, kteří ji vybrali, o nových částech znovu tajně hlasují:

- 3 karty a víc: vedoucí ji znovu rozdělí na tři části (bílou, světle modrou, černou).
- 2 karty: rozdělí se napůl, levá karta je bílá, pravá světle modrá.
- 1 karta: nedostane ji nikdo, odhodí se.

Vedoucí dělí i část, kterou sám nevybral. Jsou-li sporné dvě části najednou (ve čtyřech), nejdřív se celá vyřeší bílá, pak světle modrá, pak černá.

Příklad: čtyři hráči. Řada 4 7 7 / 6 9 / J 8 2 10 je rozdělená za třetí a pátou kartou. Diana volí světle modrou, Ilja černou, Maxim bílou, Oksana (vedoucí) černou. Maxim bere 4 7 7, Diana 6 9. O černou se přou Ilja a Oksana: Oksana ji rozdělí na J 8 / 2 / 10. Oksana volí bílou, Ilja černou: Oksana bere J 8, Ilja 10 a dvojku nevybral nikdo, takže se odhodí.

Příklad: tři hráči. Všichni tři vyberou světle modrou část 6 6. Rozdělí se napůl na 6 a 6. Dva vyberou levou šestku, třetí pravou: třetí dostane 6 a levá šestka, kterou chtěli dva, se odhodí.

## Dva hráči

Když vedoucí rozdělí řadu, druhý hráč odhodí jednu ze tří částí. Pak oba hlasují o jedné ze dvou zbylých. Sporná část se dělí znovu jako obvykle, už bez odhození.

Příklad: Anna rozdělí 10 10 10 / 2 1 / J 7. Boris odhodí tři desítky. Pokud oba vyberou 2 1, rozdělí se napůl: jeden bere 2, druhý 1. Pokud Anna vybere 2 1 a Boris J 7, každý dostane svou část.

## Žolíci

Vaše karty leží odkryté před vámi, seskupené podle čísel. Získaný žolík se přidá k jednomu číslu, které už máte (číslo ze stejné části se počítá také), a počítá se jako další karta toho čísla. Položený žolík se už nikdy nepřesouvá.

- Pokud ho lze dát jen k jednomu číslu, přidá se tam sám.
- Pokud ještě žádné číslo nemáte, žolík čeká. Až přijde vaše další část s číslem, všichni čekající žolíci se přidají k nejlevějšímu číslu té části.
- Pokud po jednom odkrytí kladou žolíky víc hráčů, dělají to postupně, počínaje hráčem vlevo od vedoucího.

Příklad: vaše první část je samotný žolík: čeká. Později dostanete J 3 8. Trojka a osmička se položí, čekající žolík se přidá k 3 (nejlevější číslo) a o novém žolíku rozhodnete vy, třeba k 8: teď máte dvě trojky a dvě osmičky.

Žolík, který na konci stále čeká, nemá žádné body.

## Počítání bodů

Když dojde balíček, projděte čísla od 1 do 10. Za každé číslo získá jeho hodnotu ten, kdo má nejvíc jeho karet (se žolíky); při shodě bodují všichni. Číslo, které nemá nikdo, body nedává. Vyhrává nejvíc bodů. Při shodě vyhrává ten, kdo získal víc různých čísel; je-li i to stejně, vítězství je společné.

Příklad: A boduje za 1, 3, 5 a 9 (18 bodů), B za 8 a 10 (18 bodů). A vyhrál čtyři čísla proti dvěma, takže vyhrává A.

## Na obrazovce

- Když vedete, táhněte oddělovače podél řady, klepněte na mezeru, kam má jeden přijít, nebo posouvejte vybraný oddělovač šipkami (d přepne oddělovač); pak stiskněte Rozdělit.
- Hlasujte tlačítky pod částmi (nebo klávesami 1, 2, 3). Hraje-li víc lidí na jednom zařízení, každý hlasuje za obrazovkou soukromí; nikdo nevidí volbu dřív, než se odkryjí všechny.
- Kroky kola zůstávají na stole: rozdělení, hlasy, každé nové dělení sporné části, odsazené.
- Tabulka ukazuje karty všech podle čísel, se žolíky, hvězdičku u toho, kdo v čísle vede, a dosavadní body.

## Možnosti

- Čekající žolíci: výchozí je, že čekající žolík se přidá k nejlevějšímu číslu další části (podle pravidel). S volbou „vybírá hráč“ zvolíte pro každého čekajícího žolíka jedno z čísel části, která právě přišla.""",
    "divide.opt.pending_joker_choice": "Čekající žolíci",
    "divide.opt.pending_joker_choice.help": "Kam jde čekající žolík (dosud bez čísla), když přijde vaše další část s čísly.",
    "divide.opt.pending_joker_choice.leftmost": "k nejlevějšímu číslu (pravidla)",
    "divide.opt.pending_joker_choice.player": "vybírá hráč",
    "divide.error.bad_cuts": "Vložte oba oddělovače mezi karty tak, aby v každé části zůstala aspoň jedna karta.",
    "divide.error.label_not_offered": "O této části se teď nehlasuje. Vyberte jednu ze zobrazených částí.",
    "divide.error.value_not_allowed": "Žolík se může přidat jen k jednomu z nabízených čísel ({value} mezi ně nepatří).",
    "divide.label.W": "bílá",
    "divide.label.B": "světle modrá",
    "divide.label.K": "černá",
    "divide.the_row": "řada",
    "divide.joker": "žolík",
    "divide.players": "Hráči",
    "divide.leader": "vedoucí",
    "divide.leader_is": "vedoucí: {name}",
    "divide.round_of": "Kolo {number} z {total}",
    "divide.deck_left": "v balíčku {count} karta|v balíčku {count} karty|v balíčku {count} karet",
    "divide.points": "{count} bod|{count} body|{count} bodů",
    "divide.values_won": "{count} vyhrané číslo|{count} vyhraná čísla|{count} vyhraných čísel",
    "divide.has_voted": "hlasoval(a)",
    "divide.has_part": "má část",
    "divide.sits_out": "nehlasuje",
    "divide.stage": "Karty, které se dělí",
    "divide.resplit_heading": "Nové dělení: část {part}, vybrali ji {names}",
    "divide.prompt.split": "Vložte dva oddělovače: přetáhněte je, klepněte na kartu (bližší oddělovač se posune hned za ni) nebo použijte šipky. Pak stiskněte Rozdělit.",
    "divide.prompt.split_other": "{name} vkládá oddělovače.",
    "divide.prompt.discard": "Odhoďte jednu část; o zbylých dvou budete hlasovat oba.",
    "divide.prompt.discard_other": "{name} odhazuje jednu část.",
    "divide.prompt.vote": "Tajně vyberte část, kterou chcete.",
    "divide.prompt.voted": "Vybrali jste: {label}. Čeká se na: {names}.",
    "divide.prompt.vote_other": "Tajné hlasování. Čeká se na: {names}.",
    "divide.prompt.attach": "Položte žolíka (zbývá {count}): vyberte číslo, ke kterému patří.|Položte žolíky: vyberte číslo pro každého (zbývají {count}).|Položte žolíky: vyberte číslo pro každého (zbývá {count}).",
    "divide.prompt.attach_other": "{name} pokládá žolíka.",
    "divide.attach_to": "Žolík k {value}",
    "divide.split_here": "Rozdělit",
    "divide.vote_for": "Vybrat: {label}",
    "divide.discard_this": "Odhodit: {label}",
    "divide.choose": "Vybrat",
    "divide.discard": "Odhodit",
    "divide.discarded": "odhozená",
    "divide.your_vote": "vaše volba",
    "divide.cards": "{count} karta|{count} karty|{count} karet",
    "divide.divider": "Oddělovač {number}, za kartou {position}",
    "divide.slot": "{value}: vložit bližší oddělovač za kartu {position}",
    "divide.this_round": "Toto kolo",
    "divide.last_round": "Minulé kolo",
    "divide.ev.row": "{name} otáčí řadu.",
    "divide.ev.split": "{part}: rozdělení na tři:",
    "divide.ev.halves": "{part}: rozdělení napůl:",
    "divide.ev.discard_part": "{name} odhazuje část {label}.",
    "divide.ev.votes": "Hlasy ({part}): {votes}.",
    "divide.ev.award": "{name} bere: {part}.",
    "divide.ev.unclaimed": "{part}: nikdo nevybral, odhozeno.",
    "divide.ev.contested": "{part}: jediná karta, vybralo ji víc hráčů, odhozeno.",
    "divide.ev.attach": "{name}: žolík k {value}.",
    "divide.ev.attach_auto": "{name}: žolík se sám přidává k {value}.",
    "divide.ev.pending": "{name}: žolík čeká na číslo (čeká {count}).|{name}: žolíci čekají na číslo (čekají {count}).|{name}: žolíci čekají na číslo (čeká {count}).",
    "divide.board": "Karty a většiny",
    "divide.board_note": "Čísla jsou držené karty (se žolíky); ★ v tom čísle vede a teď by za něj bodoval(a).",
    "divide.value": "Číslo",
    "divide.with_jokers": "{count} žolík|{count} žolíci|{count} žolíků",
    "divide.leads": "vede",
    "divide.waiting_jokers": "Čekající žolíci",
    "divide.total": "Body",
    "divide.game_over": "Balíček došel: konečné skóre.",
    "divide.tiebreak_note": "Při shodě bodů vyhrává víc vyhraných čísel; pak je vítězství společné.",
    "divide.hint.split": "rozdělit za kartou {first} a za kartou {second}",
    "divide.hint.vote": "vybrat: {label}",
    "divide.hint.discard": "odhodit: {label}",
    "divide.hint.attach": "dát žolíka k {value}",
    "divide.not_offered": "Tuto část teď vybrat nelze.",
    "divide.key.move": "posunout vybraný oddělovač",
    "divide.key.switch": "přepnout na druhý oddělovač",
    "divide.key.numbers": "vybrat část při volbě (1 bílá, 2 světle modrá, 3 černá), nebo číslo pro žolíka (0 = 10)",
    "divide.privacy.explain": "Na další obrazovce volí {name}: hlas zůstane tajný, dokud nehlasují všichni. Ostatní, nedívejte se!",
    "divide.privacy.show": "Jsem {name}: ukázat mou volbu",
}

from .events import EVENTS  # noqa: E402  (the timeline's sentences, kept apart)

MESSAGES.update(EVENTS["cs"])
