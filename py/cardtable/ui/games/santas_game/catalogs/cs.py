"""Czech texts of santas_game: every key starts with 'santas_game.'."""

MESSAGES: dict[str, str] = {
    "santas_game.title": "Santova hra",
    "santas_game.blurb": "Zbavte se karet jako první: přikládejte barvu nebo číslo, posílejte Dárky, odrazte je Sněhulákem a Elfem vraťte hráče do hry.",
    "santas_game.help": """## Co potřebujete

2 až 10 hráčů, 110 karet. Čtyři barvy, každá má svou značku: červená (srdce), modrá (vločka), zelená (větvička) a žlutá (hvězda). Každá barva má soby 1 až 9 (každého dvakrát), 2 Dárky a 2 Stromečky. Šedé karty (zvonek) jsou 8 Santa Clausů, 8 Saní, 4 Sněhuláci a 2 Elfové.

## Rozdání

Každý dostane 7 karet, zbytek je dobírací balíček. Jeho vrchní karta se otočí a začne odkládací hromádku (Elf nebo Sněhulák se zamíchá zpět). Platí, jako by ji rozdávající zahrál na hráče po své levici, který začíná. Úvodní Santa Claus: rozdávající určí barvu; úvodní Dárek: první hráč dostane 2 karty (z ruky rozdávajícího); úvodní Stromeček: prvnímu hráči hrozí vynechání; úvodní Saně: žádají soba.

## Váš tah

Udělejte právě jednu věc:

- přiložte kartu, která pasuje na vrchní: stejná barva, u sobů stejné číslo, Dárek na Dárek, Stromeček na Stromeček;
- přiložte šedou kartu (Santa Claus, Saně se soby, Sněhulák, Elf) — když nic nehrozí, pasují na cokoli;
- nebo si lízněte 1 kartu. Líznutím tah končí: líznutá karta počká na další tah. Lízat smíte, i když byste mohli hrát.

Příklad: nahoře je červená 5. Smíte zahrát kteroukoli červenou kartu, kteroukoli 5 nebo šedou kartu.

## Stromeček

Další hráč stojí. Může vynechání poslat dál Stromečkem libovolné barvy nebo Sněhulákem; jinak ho přijme: tah ztrácí a nic nelíže. Vynechání se nesčítají.

## Dárek

Vyberte kteréhokoli hráče, který je ještě ve hře: dostane 2 karty a všichni mezi vámi a ním tentokrát nehrají. Obdarovaný může odpovědět Dárkem libovolné barvy (a zvolit nový cíl, třeba vás) nebo Sněhulákem (Dárek jde dál na dalšího hráče, stejně velký). Každý Dárek v řetězu přidá 2 karty. Když cíl Dárek přijme, každý dárce mu dá 2 karty: náhodně ze své ruky, má-li 3 a víc; 1 z ruky a 1 z balíčku, má-li 2; obě z balíčku, má-li 1 nebo nic. Za Dárek, který cíl sám zahrál, se líže z balíčku.

Příklad: Alena pošle Cyrilovi červený Dárek, Cyril odpoví zeleným Dárkem Aleně. Alena přijme 4 karty: 2 z balíčku (za svůj Dárek) a 2 vytažené z Cyrilovy ruky. Bohdan, který seděl mezi nimi, nehrál.

## Santa Claus

Zahrajte ho na cokoli (ne proti Stromečku ani Dárku) a určete barvu. Další hráč musí zahrát tu barvu nebo šedou kartu, nebo lízat. Přání platí, dokud na něj někdo nezahraje kartu.

## Saně

Saně vezou jednoho či více sobů jedné barvy podle vaší volby, v pořadí, jaké zvolíte; poslední je nová vrchní karta. Saně se nikdy nehrají samy, ani jako poslední karta.

Příklad: na žlutou 4 zahrajete Saně + modrou 1, modrou 8, modrou 2. Nahoře je teď modrá 2.

## Sněhulák

Pasuje na cokoli, i proti Stromečku a Dárku. Nic nemění: jen předá situaci dalšímu hráči (vynechání, Dárek stejné velikosti, Santovo přání).

## Elf

Ve svém tahu, když nic nehrozí, smíte Elfa odložit stranou a tah předat. Jeho pravá síla: když někdo zahraje poslední kartu, všichni hráči ve hře uvidí stejné okno Elfa. Máte-li Elfa, můžete odpovědět Elf!: hráč, který došel, si lízne 2 karty a hraje dál. Odpoví-li víc hráčů, použije svého ten, kdo je po onom hráči na řadě první. Nikdo nevidí, kdo odpověděl, dokud se okno nezavře, a okno dostanou všichni, ať Elfa mají, nebo ne.

Elf smí být i vaše poslední karta a pak se počítá jako dohrání: když ho odložíte ve svém tahu, nebo jím v okně Elfa vrátíte hráče do hry, jste venku vy a otevře se nové okno Elfa pro vás.

## Konec kola a body

Zahrajete poslední kartu a (pokud vás Elf nevrátí) jste venku. Kolo končí, když zbude jeden hráč. Body: 1. místo 20, 2. místo 10, 3. místo 5, každé další 1, poslední 0. Poslední rozdává další kolo. Hra končí, když někdo dosáhne cíle (50, pokud se nedohodnete jinak); vyhrává nejvyšší součet.

## Prázdný balíček

Odložené karty se zamíchají do nového balíčku, kromě vrchní karty (a Sněhuláků na ní). Když pořád není co lízat, líznutí znamená, že tah jen předáte. Když takto předají všichni po sobě, kolo končí a méně karet znamená lepší pořadí.

## Možnosti

- Hlášení: automatické (výchozí), nebo povinné: před vyložením karty stiskněte Hlásím, jinak si líznete trestnou kartu.
- Okno Elfa: odpočet (výchozí), čekání na odpověď všech (hodí se pro jedno sdílené zařízení), nebo žádné okno.
- Úvodní Dárek z ruky rozdávajícího (výchozí) nebo z balíčku; Saně na Santovo přání musí držet barvu; cíl nad 50, pevný počet kol, při rovnosti rozhodují vítězná kola.""",
    "santas_game.opt.target": "Body k vítězství",
    "santas_game.opt.target.help": "Hra skončí po kole, ve kterém někdo dosáhne tohoto součtu (podle pravidel 50; smí se jen zvýšit).",
    "santas_game.opt.max_rounds": "Počet kol",
    "santas_game.opt.max_rounds.help": "Skončit po tolika kolech, i když nikdo nedosáhl cíle.",
    "santas_game.opt.max_rounds.off": "do dosažení cíle",
    "santas_game.opt.max_rounds.1": "1 kolo",
    "santas_game.opt.max_rounds.2": "2 kola",
    "santas_game.opt.max_rounds.3": "3 kola",
    "santas_game.opt.max_rounds.5": "5 kol",
    "santas_game.opt.max_rounds.10": "10 kol",
    "santas_game.opt.tiebreak": "Rovnost na prvním místě",
    "santas_game.opt.tiebreak.help": "Stejné součty se o vítězství dělí, nebo vyhraje ten, kdo vyhrál víc kol.",
    "santas_game.opt.tiebreak.shared": "společné vítězství",
    "santas_game.opt.tiebreak.most_wins": "víc vyhraných kol",
    "santas_game.opt.elf_window": "Okno Elfa",
    "santas_game.opt.elf_window.help": "Když někdo dojde, všichni mohou odpovědět Elf! Odpočet, čekání na všechny odpovědi (jedno sdílené zařízení), nebo žádné okno (Elf jen ve vlastním tahu).",
    "santas_game.opt.elf_window.timed": "odpočet",
    "santas_game.opt.elf_window.wait": "čekat na všechny",
    "santas_game.opt.elf_window.off": "bez okna",
    "santas_game.opt.elf_seconds": "Odpočet Elfa (sekundy)",
    "santas_game.opt.elf_seconds.help": "Jak dlouho okno Elfa běží; vždy běží celou dobu.",
    "santas_game.opt.announce_mode": "Hlášení karet",
    "santas_game.opt.announce_mode.help": "Automatické, nebo povinné: kdo zapomene stisknout Hlásím, lízne si trestnou kartu.",
    "santas_game.opt.announce_mode.auto": "automatické",
    "santas_game.opt.announce_mode.required": "povinné",
    "santas_game.opt.bot_forget_rate": "Boti zapomínají hlásit (%)",
    "santas_game.opt.bot_forget_rate.help": "Jen při povinném hlášení: jak často bot zapomene.",
    "santas_game.opt.opening_gift_source": "Úvodní Dárek se bere",
    "santas_game.opt.opening_gift_source.help": "Je-li první otočená karta Dárek, první hráč dostane 2 karty z ruky rozdávajícího, nebo z balíčku.",
    "santas_game.opt.opening_gift_source.dealer_hand": "z ruky rozdávajícího",
    "santas_game.opt.opening_gift_source.deck": "z balíčku",
    "santas_game.opt.sleigh_must_follow_demand": "Saně drží Santovu barvu",
    "santas_game.opt.sleigh_must_follow_demand.help": "Na Santovo přání musí Saně vézt soby určené barvy.",
    "santas_game.opt.max_actions_per_round": "Nejdelší kolo (tahů)",
    "santas_game.opt.max_actions_per_round.help": "Kolo, které dosáhne tolika tahů, končí; méně karet znamená lepší pořadí.",
    "santas_game.opt.max_actions_per_round.2000": "2000 tahů",
    "santas_game.opt.max_actions_per_round.100": "100 tahů",
    "santas_game.opt.max_actions_per_round.300": "300 tahů",
    "santas_game.opt.max_actions_per_round.1000": "1000 tahů",
    "santas_game.error.card_not_held": "Kartu {card} nemáte.",
    "santas_game.error.does_not_match": "Tahle karta nepasuje: zahrajte platnou barvu, stejné číslo nebo šedou kartu.",
    "santas_game.error.answer_tree": "Stojíte: pošlete to dál Stromečkem nebo Sněhulákem, nebo vynechání přijměte.",
    "santas_game.error.answer_gift": "Míří k vám Dárek: odpovězte Dárkem nebo Sněhulákem, nebo karty přijměte.",
    "santas_game.error.opening_sleigh": "Úvodní Saně žádají soba (samotného nebo na Saních), Sněhuláka, Elfa, nebo líznutí.",
    "santas_game.error.sleigh_riders": "Saně vezou jednoho či více sobů a nic jiného.",
    "santas_game.error.sleigh_one_colour": "Všichni sobi na Saních jsou jedné barvy.",
    "santas_game.error.sleigh_demand": "Na Santovo přání vezou Saně soby této barvy: {colour}.",
    "santas_game.error.bad_target": "Pošlete Dárek jinému hráči, který je ještě ve hře.",
    "santas_game.error.nothing_to_accept": "Není co přijmout.",
    "santas_game.error.no_elf": "Nemáte Elfa.",
    "santas_game.error.announce_off": "Hlášení je v této hře automatické.",
    "santas_game.colour.r": "červená",
    "santas_game.colour.b": "modrá",
    "santas_game.colour.g": "zelená",
    "santas_game.colour.y": "žlutá",
    "santas_game.colour.grey": "šedá",
    "santas_game.kind.reindeer": "Sob",
    "santas_game.kind.gift": "Dárek",
    "santas_game.kind.tree": "Stromeček",
    "santas_game.kind.santa": "Santa",
    "santas_game.kind.sleigh": "Saně",
    "santas_game.kind.snowman": "Sněhulák",
    "santas_game.kind.elf": "Elf",
    "santas_game.card.reindeer": "sob {value} ({colour})",
    "santas_game.card.gift": "Dárek ({colour})",
    "santas_game.card.tree": "Stromeček ({colour})",
    "santas_game.card.santa": "Santa Claus",
    "santas_game.card.sleigh": "Saně",
    "santas_game.card.snowman": "Sněhulák",
    "santas_game.card.elf": "Elf",
    "santas_game.players": "Hráči",
    "santas_game.dealer": "rozdává",
    "santas_game.cards_count": "{count} karta|{count} karty|{count} karet",
    "santas_game.points": "{count} bod|{count} body|{count} bodů",
    "santas_game.elves_used": "{count} Elf použit|{count} Elfové použiti|{count} Elfů použito",
    "santas_game.place": "{place}. místo",
    "santas_game.mark.gift": "míří sem {count} karta|míří sem {count} karty|míří sem {count} karet",
    "santas_game.mark.skip": "stojí?",
    "santas_game.mark.went_out": "došel!",
    "santas_game.did.took": "vzal {count} kartu|vzal {count} karty|vzal {count} karet",
    "santas_game.did.skipped": "stál",
    "santas_game.did.draw": "lízl si",
    "santas_game.did.colour": "určil: {colour}",
    "santas_game.did.answered": "odpověděl",
    "santas_game.did.gift_to": "Dárek pro: {name}",
    "santas_game.did.santa": "přeje si {colour}",
    "santas_game.pile": "Odkládací hromádka",
    "santas_game.round": "{number}. kolo",
    "santas_game.target": "hraje se do {target}",
    "santas_game.draw_pile": "Balíček: {count} karta|Balíček: {count} karty|Balíček: {count} karet",
    "santas_game.in_force": "Platí barva:",
    "santas_game.waiting_colour": "{name} určuje barvu úvodního Santa Clause.",
    "santas_game.pending.gift": "Dárek: k hráči {name} míří {count} karta; může odpovědět Dárkem nebo Sněhulákem, nebo ji vzít.|Dárek: k hráči {name} míří {count} karty; může odpovědět Dárkem nebo Sněhulákem, nebo je vzít.|Dárek: k hráči {name} míří {count} karet; může odpovědět Dárkem nebo Sněhulákem, nebo je vzít.",
    "santas_game.pending.gift_you": "Dárek: míří k vám {count} karta. Odpovězte Dárkem nebo Sněhulákem, nebo ji vezměte.|Dárek: míří k vám {count} karty. Odpovězte Dárkem nebo Sněhulákem, nebo je vezměte.|Dárek: míří k vám {count} karet. Odpovězte Dárkem nebo Sněhulákem, nebo je vezměte.",
    "santas_game.pending.skip": "Stromeček: {name} stojí, pokud to nepošle dál Stromečkem nebo Sněhulákem.",
    "santas_game.pending.skip_you": "Stromeček: stojíte. Pošlete to dál Stromečkem nebo Sněhulákem, nebo vynechání přijměte.",
    "santas_game.pending.sleigh": "Úvodní Saně: {name} musí vyložit soba (nebo to poslat dál).",
    "santas_game.pending.sleigh_you": "Úvodní Saně: vyložte soba, samotného nebo na Saních (nebo Sněhuláka, Elfa, nebo si lízněte).",
    "santas_game.pending.demand": "Santa Claus si přeje {colour}: zahrajte ji nebo šedou kartu.",
    "santas_game.the_deck": "balíček",
    "santas_game.chain": "Dárky od: {givers}, teď míří k hráči {name}.",
    "santas_game.recalled": "Elf hráče {name} vrátil do hry hráče {out} (+2 karty).",
    "santas_game.gift_taken": "{name} přijal Dárek:",
    "santas_game.gift_part": "{name}: {taken} z ruky, {drawn} z balíčku",
    "santas_game.elf.title": "Okno Elfa",
    "santas_game.elf.banner": "{name} došel! Elf?",
    "santas_game.elf.timed": "Kdo má Elfa, může ho vrátit. {seconds} s pro všechny.",
    "santas_game.elf.wait": "Odpovídají všichni: Elf!, nebo Ne.",
    "santas_game.elf.recall": "Elf!",
    "santas_game.elf.no": "Ne",
    "santas_game.elf.answered": "Odpověď je dána. Čeká se na ostatní.",
    "santas_game.name_opening_colour": "Úvodní karta je Santa Claus: určete barvu.",
    "santas_game.choose_target": "Kdo dostane Dárek?",
    "santas_game.choose_colour": "Jakou barvu si Santa přeje?",
    "santas_game.choose_riders": "Ťukněte na soby do Saní, jedné barvy; poslední ťuknutý skončí nahoře. Pak stiskněte Zahrát.",
    "santas_game.play_sleigh": "Zahrát Saně ({count} sob)|Zahrát Saně ({count} sobi)|Zahrát Saně ({count} sobů)",
    "santas_game.play_card": "Zahrát: {card}",
    "santas_game.clear": "Zrušit",
    "santas_game.tap_a_card": "Ťukněte na kartu a pak potvrďte, jak ji zahrát, nebo si lízněte.",
    "santas_game.draw": "Líznout kartu",
    "santas_game.accept_gift": "Vzít {count} kartu|Vzít {count} karty|Vzít {count} karet",
    "santas_game.accept_skip": "Přijmout vynechání",
    "santas_game.announce": "Hlásím",
    "santas_game.not_a_rider": "V Saních jedou jen sobi jedné barvy.",
    "santas_game.cannot_play_card": "Tuhle kartu teď zahrát nejde.",
    "santas_game.seat": "hráč {number}",
    "santas_game.hint.play": "zahrajte: {card}",
    "santas_game.hint.gift": "pošlete {card} hráči {name}",
    "santas_game.hint.santa": "zahrajte Santa Clause a přejte si {colour}",
    "santas_game.hint.sleigh": "zahrajte Saně: {cards}",
    "santas_game.hint.colour": "určete barvu: {colour}",
    "santas_game.hint.snowman": "zahrajte Sněhuláka",
    "santas_game.hint.elf": "odložte Elfa",
    "santas_game.hint.draw": "lízněte si kartu",
    "santas_game.hint.accept": "přijměte",
    "santas_game.hint.recall": "Elf! vraťte ho do hry",
    "santas_game.hint.decline": "bez Elfa",
    "santas_game.reason.out": "Zbyl jeden hráč: kolo skončilo.",
    "santas_game.reason.stalemate": "Nikdo nemohl lízat ani hrát: méně karet znamená lepší pořadí.",
    "santas_game.reason.cap": "Kolo dosáhlo největší délky: méně karet znamená lepší pořadí.",
    "santas_game.placing": "Místo",
    "santas_game.player": "Hráč",
    "santas_game.round_points": "Toto kolo",
    "santas_game.total": "Celkem",
    "santas_game.next_dealer": "Další kolo rozdává {name}.",
    "santas_game.last_round": "Poslední kolo",
    "santas_game.key.accept": "přijmout vynechání nebo Dárek",
    "santas_game.key.elf": "Elf! v okně Elfa",
    "santas_game.key.colour": "červená, modrá, zelená, žlutá pro Santa Clause",
    "santas_game.key.announce": "Hlásím zapnout či vypnout",
    "santas_game.gift_part_deck": "z balíčku: {drawn}",
    "santas_game.wish.r": "červenou",
    "santas_game.wish.b": "modrou",
    "santas_game.wish.g": "zelenou",
    "santas_game.wish.y": "žlutou",
    "santas_game.letter.gift": "D",
    "santas_game.letter.tree": "St",
    "santas_game.letter.santa": "S",
    "santas_game.letter.sleigh": "Sa",
    "santas_game.letter.snowman": "Sn",
    "santas_game.letter.elf": "E",
    "santas_game.round_over": "Konec kola",
}

from .events import EVENTS  # noqa: E402  (the timeline's sentences, kept apart)

MESSAGES.update(EVENTS["cs"])
