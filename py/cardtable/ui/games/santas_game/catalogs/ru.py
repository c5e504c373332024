"""Russian texts of santas_game: every key starts with 'santas_game.'."""

MESSAGES: dict[str, str] = {
    "santas_game.title": "Игра Санты",
    "santas_game.blurb": "Избавьтесь от карт первым: кладите масть или число, дарите Подарки, отбивайтесь Снеговиком и возвращайте игроков Эльфом.",
    "santas_game.help": """## Что нужно

От 2 до 10 игроков, 110 карт. Четыре цвета, у каждого свой знак: красный (сердце), синий (снежинка), зелёный (веточка) и жёлтый (звезда). В каждом цвете олени от 1 до 9 (по две каждого), 2 Подарка и 2 Ёлки. Серые карты (колокольчик): 8 Санта-Клаусов, 8 Саней, 4 Снеговика и 2 Эльфа.

## Раздача

Каждому по 7 карт, остальное — колода. Верхнюю карту колоды открывают — с неё начинается сброс (Эльфа или Снеговика замешивают обратно). Считается, что её сыграл сдающий на игрока слева от себя, и тот ходит первым. Открылся Санта-Клаус — сдающий называет цвет; Подарок — первый игрок получает 2 карты (из руки сдающего); Ёлка — первому игроку грозит пропуск хода; Сани — нужен олень.

## Ваш ход

Сделайте ровно одно:

- положите карту, подходящую к верхней: того же цвета, олень с тем же числом, Подарок на Подарок, Ёлку на Ёлку;
- положите серую карту (Санта-Клаус, Сани с оленями, Снеговик, Эльф) — когда ничего не грозит, они подходят ко всему;
- или возьмите 1 карту. Взятие заканчивает ход: взятая карта ждёт следующего хода. Брать можно, даже если есть чем ходить.

Пример: сверху красная 5. Можно сыграть любую красную карту, любую 5 или серую карту.

## Ёлка

Следующий игрок пропускает ход. Он может передать пропуск дальше Ёлкой любого цвета или Снеговиком, иначе принимает: ход потерян, карт он не берёт. Пропуски не складываются.

## Подарок

Выберите любого игрока, ещё оставшегося в кону: он получит 2 карты, а все, кто сидит между вами, пропускают этот ход. Получатель может ответить Подарком любого цвета (и выбрать новую цель, хоть вас) или Снеговиком (Подарок того же размера уходит следующему игроку). Каждый Подарок в цепочке добавляет 2 карты. Когда цель принимает Подарок, каждый даритель отдаёт 2 карты: случайные из своей руки, если у него 3 и больше; 1 из руки и 1 из колоды, если у него 2; обе из колоды, если у него 1 или ни одной. За Подарок, сыгранный самой целью, карты берутся из колоды.

Пример: Алёна дарит Кириллу красный Подарок, Кирилл отвечает зелёным Подарком Алёне. Алёна принимает 4 карты: 2 из колоды (за свой Подарок) и 2, вытянутые из руки Кирилла. Богдан, сидевший между ними, пропустил ход.

## Санта-Клаус

Играется на что угодно (но не против Ёлки или Подарка); назовите цвет. Следующий игрок должен сыграть этот цвет или серую карту, или взять карту. Желание действует, пока на него не сыграют карту.

## Сани

Сани везут одного или нескольких оленей одного цвета по вашему выбору, в выбранном вами порядке; последний становится верхней картой. Сани никогда не играются сами по себе, даже последней картой.

Пример: на жёлтую 4 вы кладёте Сани + синюю 1, синюю 8, синюю 2. Теперь сверху синяя 2.

## Снеговик

Подходит ко всему, даже против Ёлки или Подарка. Ничего не меняет: просто передаёт ситуацию следующему игроку (пропуск, Подарок того же размера, желание Санты).

## Эльф

В свой ход, когда ничего не грозит, можно отложить Эльфа и передать ход. Главная сила Эльфа: когда кто-то играет последнюю карту, все игроки в кону видят одинаковое окно Эльфа. Если у вас есть Эльф, можно ответить «Эльф!»: вышедший игрок берёт 2 карты и играет дальше. Если ответили несколько, Эльф используется того, кто первым по ходу после вышедшего. Никто не видит ответов, пока окно не закроется, и окно получают все — с Эльфом или без.

Эльф может быть и последней картой — тогда это выход: если вы отложили его в свой ход или вернули им игрока в окне Эльфа, карт у вас не осталось, вы вышли, и для вас открывается новое окно Эльфа.

## Выход и очки

Сыграли последнюю карту — и (если Эльф не вернёт) вы вышли. Кон кончается, когда остаётся один игрок. Очки: 1-е место 20, 2-е 10, 3-е 5, каждое следующее 1, последний 0. Последний сдаёт следующий кон. Игра кончается, когда кто-то набрал цель (50, если не договорились иначе); побеждает наибольшая сумма.

## Колода кончилась

Сброс перемешивают в новую колоду, кроме верхней карты (и Снеговиков на ней). Если брать всё равно нечего, взятие просто передаёт ход. Если так подряд сделали все, кон кончается, и меньше карт — выше место.

## Настройки

- Объявление карт: автоматически (по умолчанию) или обязательно: нажмите «Объявляю» перед ходом, иначе штрафная карта.
- Окно Эльфа: с отсчётом (по умолчанию), ждать ответа всех (удобно на одном устройстве) или без окна.
- Открывшийся Подарок — из руки сдающего (по умолчанию) или из колоды; Сани на желание Санты обязаны держать цвет; цель выше 50, фиксированное число конов, при равенстве — по числу выигранных конов.""",
    "santas_game.opt.target": "Очков для победы",
    "santas_game.opt.target.help": "Игра кончается после кона, в котором кто-то набрал столько (по правилам 50; можно только больше).",
    "santas_game.opt.max_rounds": "Число конов",
    "santas_game.opt.max_rounds.help": "Закончить после стольких конов, даже если цель никто не набрал.",
    "santas_game.opt.max_rounds.off": "до цели",
    "santas_game.opt.max_rounds.1": "1 кон",
    "santas_game.opt.max_rounds.2": "2 кона",
    "santas_game.opt.max_rounds.3": "3 кона",
    "santas_game.opt.max_rounds.5": "5 конов",
    "santas_game.opt.max_rounds.10": "10 конов",
    "santas_game.opt.tiebreak": "Равенство за первое место",
    "santas_game.opt.tiebreak.help": "Равные суммы делят победу, или побеждает тот, кто выиграл больше конов.",
    "santas_game.opt.tiebreak.shared": "общая победа",
    "santas_game.opt.tiebreak.most_wins": "больше выигранных конов",
    "santas_game.opt.elf_window": "Окно Эльфа",
    "santas_game.opt.elf_window.help": "Когда кто-то выходит, все могут ответить «Эльф!». С отсчётом, ждать ответа всех (одно общее устройство) или без окна (Эльф только в свой ход).",
    "santas_game.opt.elf_window.timed": "с отсчётом",
    "santas_game.opt.elf_window.wait": "ждать всех",
    "santas_game.opt.elf_window.off": "без окна",
    "santas_game.opt.elf_seconds": "Отсчёт Эльфа (секунды)",
    "santas_game.opt.elf_seconds.help": "Сколько длится окно Эльфа; оно всегда идёт до конца.",
    "santas_game.opt.announce_mode": "Объявление карт",
    "santas_game.opt.announce_mode.help": "Автоматически или обязательно: кто забыл нажать «Объявляю», берёт штрафную карту.",
    "santas_game.opt.announce_mode.auto": "автоматически",
    "santas_game.opt.announce_mode.required": "обязательно",
    "santas_game.opt.bot_forget_rate": "Боты забывают объявить (%)",
    "santas_game.opt.bot_forget_rate.help": "Только при обязательном объявлении: как часто бот забывает.",
    "santas_game.opt.opening_gift_source": "Открывшийся Подарок берётся",
    "santas_game.opt.opening_gift_source.help": "Если первой открылась карта Подарок, первый игрок получает 2 карты из руки сдающего или из колоды.",
    "santas_game.opt.opening_gift_source.dealer_hand": "из руки сдающего",
    "santas_game.opt.opening_gift_source.deck": "из колоды",
    "santas_game.opt.sleigh_must_follow_demand": "Сани держат цвет Санты",
    "santas_game.opt.sleigh_must_follow_demand.help": "На желание Санты Сани должны везти оленей названного цвета.",
    "santas_game.opt.max_actions_per_round": "Самый длинный кон (ходов)",
    "santas_game.opt.max_actions_per_round.help": "Кон, дошедший до стольких ходов, кончается; меньше карт — выше место.",
    "santas_game.opt.max_actions_per_round.2000": "2000 ходов",
    "santas_game.opt.max_actions_per_round.100": "100 ходов",
    "santas_game.opt.max_actions_per_round.300": "300 ходов",
    "santas_game.opt.max_actions_per_round.1000": "1000 ходов",
    "santas_game.error.card_not_held": "У вас нет карты {card}.",
    "santas_game.error.does_not_match": "Эта карта не подходит: играйте действующий цвет, то же число или серую карту.",
    "santas_game.error.answer_tree": "Вы пропускаете ход: передайте дальше Ёлкой или Снеговиком, или примите.",
    "santas_game.error.answer_gift": "Вам летит Подарок: ответьте Подарком или Снеговиком, или возьмите карты.",
    "santas_game.error.opening_sleigh": "Открывшиеся Сани требуют оленя (одного или в Санях), Снеговика, Эльфа или взятия карты.",
    "santas_game.error.sleigh_riders": "Сани везут одного или нескольких оленей, и ничего больше.",
    "santas_game.error.sleigh_one_colour": "Все олени в Санях одного цвета.",
    "santas_game.error.sleigh_demand": "На желание Санты Сани везут оленей цвета: {colour}.",
    "santas_game.error.bad_target": "Подарите Подарок другому игроку, который ещё в кону.",
    "santas_game.error.nothing_to_accept": "Принимать нечего.",
    "santas_game.error.no_elf": "У вас нет Эльфа.",
    "santas_game.error.announce_off": "В этой игре объявление автоматическое.",
    "santas_game.colour.r": "красный",
    "santas_game.colour.b": "синий",
    "santas_game.colour.g": "зелёный",
    "santas_game.colour.y": "жёлтый",
    "santas_game.colour.grey": "серый",
    "santas_game.kind.reindeer": "Олень",
    "santas_game.kind.gift": "Подарок",
    "santas_game.kind.tree": "Ёлка",
    "santas_game.kind.santa": "Санта",
    "santas_game.kind.sleigh": "Сани",
    "santas_game.kind.snowman": "Снеговик",
    "santas_game.kind.elf": "Эльф",
    "santas_game.card.reindeer": "олень {value} ({colour})",
    "santas_game.card.gift": "Подарок ({colour})",
    "santas_game.card.tree": "Ёлка ({colour})",
    "santas_game.card.santa": "Санта-Клаус",
    "santas_game.card.sleigh": "Сани",
    "santas_game.card.snowman": "Снеговик",
    "santas_game.card.elf": "Эльф",
    "santas_game.players": "Игроки",
    "santas_game.dealer": "сдаёт",
    "santas_game.cards_count": "{count} карта|{count} карты|{count} карт",
    "santas_game.points": "{count} очко|{count} очка|{count} очков",
    "santas_game.elves_used": "Эльфов использовано: {count}|Эльфов использовано: {count}|Эльфов использовано: {count}",
    "santas_game.place": "{place}-е место",
    "santas_game.mark.gift": "летит {count} карта|летят {count} карты|летят {count} карт",
    "santas_game.mark.skip": "пропуск?",
    "santas_game.mark.went_out": "вышел!",
    "santas_game.did.took": "взял {count} карту|взял {count} карты|взял {count} карт",
    "santas_game.did.skipped": "пропустил ход",
    "santas_game.did.draw": "взял карту",
    "santas_game.did.colour": "назвал: {colour}",
    "santas_game.did.answered": "ответил",
    "santas_game.did.gift_to": "Подарок для: {name}",
    "santas_game.did.santa": "желает: {colour}",
    "santas_game.pile": "Сброс",
    "santas_game.round": "Кон {number}",
    "santas_game.target": "игра до {target}",
    "santas_game.draw_pile": "Колода: {count} карта|Колода: {count} карты|Колода: {count} карт",
    "santas_game.in_force": "Действует цвет:",
    "santas_game.waiting_colour": "{name} называет цвет открывшегося Санта-Клауса.",
    "santas_game.pending.gift": "Подарок: игроку {name} летит карт: {count}; он может ответить Подарком или Снеговиком, или взять их.",
    "santas_game.pending.gift_you": "Подарок: вам летит карт: {count}. Ответьте Подарком или Снеговиком, или возьмите их.",
    "santas_game.pending.skip": "Ёлка: {name} пропускает ход, если не передаст его Ёлкой или Снеговиком.",
    "santas_game.pending.skip_you": "Ёлка: вы пропускаете ход. Передайте дальше Ёлкой или Снеговиком, или примите.",
    "santas_game.pending.sleigh": "Открылись Сани: {name} должен положить оленя (или передать дальше).",
    "santas_game.pending.sleigh_you": "Открылись Сани: положите оленя, одного или в Санях (или Снеговика, Эльфа, или возьмите карту).",
    "santas_game.pending.demand": "Санта-Клаус желает цвет {colour}: играйте его или серую карту.",
    "santas_game.the_deck": "колода",
    "santas_game.chain": "Подарки от: {givers}; теперь цель — {name}.",
    "santas_game.recalled": "Эльф игрока {name} вернул игрока {out} (+2 карты).",
    "santas_game.gift_taken": "{name} принял Подарок:",
    "santas_game.gift_part": "{name}: из руки {taken}, из колоды {drawn}",
    "santas_game.elf.title": "Окно Эльфа",
    "santas_game.elf.banner": "{name} вышел! Эльф?",
    "santas_game.elf.timed": "У кого есть Эльф, может вернуть игрока. {seconds} с для всех.",
    "santas_game.elf.wait": "Отвечают все: «Эльф!» или «Нет».",
    "santas_game.elf.recall": "Эльф!",
    "santas_game.elf.no": "Нет",
    "santas_game.elf.answered": "Ответ дан. Ждём остальных.",
    "santas_game.name_opening_colour": "Открылся Санта-Клаус: назовите цвет.",
    "santas_game.choose_target": "Кому Подарок?",
    "santas_game.choose_colour": "Какой цвет желает Санта?",
    "santas_game.choose_riders": "Нажимайте на оленей одного цвета, чтобы погрузить их в Сани; последний окажется сверху. Затем нажмите «Сыграть».",
    "santas_game.play_sleigh": "Сыграть Сани ({count} олень)|Сыграть Сани ({count} оленя)|Сыграть Сани ({count} оленей)",
    "santas_game.play_card": "Сыграть: {card}",
    "santas_game.clear": "Сбросить выбор",
    "santas_game.tap_a_card": "Нажмите на карту и подтвердите ход внизу — или возьмите карту.",
    "santas_game.draw": "Взять карту",
    "santas_game.accept_gift": "Взять {count} карту|Взять {count} карты|Взять {count} карт",
    "santas_game.accept_skip": "Пропустить ход",
    "santas_game.announce": "Объявляю",
    "santas_game.not_a_rider": "В Санях едут только олени одного цвета.",
    "santas_game.cannot_play_card": "Эту карту сейчас сыграть нельзя.",
    "santas_game.seat": "игрок {number}",
    "santas_game.hint.play": "сыграйте: {card}",
    "santas_game.hint.gift": "подарите {card} игроку {name}",
    "santas_game.hint.santa": "сыграйте Санта-Клауса и пожелайте цвет {colour}",
    "santas_game.hint.sleigh": "сыграйте Сани: {cards}",
    "santas_game.hint.colour": "назовите цвет {colour}",
    "santas_game.hint.snowman": "сыграйте Снеговика",
    "santas_game.hint.elf": "отложите Эльфа",
    "santas_game.hint.draw": "возьмите карту",
    "santas_game.hint.accept": "примите",
    "santas_game.hint.recall": "«Эльф!» — верните игрока",
    "santas_game.hint.decline": "без Эльфа",
    "santas_game.reason.out": "Остался один игрок: кон окончен.",
    "santas_game.reason.stalemate": "Никто не мог ни взять, ни сыграть: меньше карт — выше место.",
    "santas_game.reason.cap": "Кон достиг наибольшей длины: меньше карт — выше место.",
    "santas_game.placing": "Место",
    "santas_game.player": "Игрок",
    "santas_game.round_points": "За кон",
    "santas_game.total": "Всего",
    "santas_game.next_dealer": "Следующий кон сдаёт {name}.",
    "santas_game.last_round": "Последний кон",
    "santas_game.key.accept": "принять пропуск или Подарок",
    "santas_game.key.elf": "«Эльф!» в окне Эльфа",
    "santas_game.key.colour": "красный, синий, зелёный, жёлтый для Санта-Клауса",
    "santas_game.key.announce": "включить или выключить «Объявляю»",
    "santas_game.letter.gift": "П",
    "santas_game.letter.tree": "Ё",
    "santas_game.letter.santa": "СК",
    "santas_game.letter.sleigh": "Са",
    "santas_game.letter.snowman": "Сн",
    "santas_game.letter.elf": "Э",
    "santas_game.wish.r": "красный",
    "santas_game.wish.b": "синий",
    "santas_game.wish.g": "зелёный",
    "santas_game.wish.y": "жёлтый",
    "santas_game.round_over": "Кон окончен",
    "santas_game.gift_part_deck": "из колоды: {drawn}",
}

from .events import EVENTS  # noqa: E402  (the timeline's sentences, kept apart)

MESSAGES.update(EVENTS["ru"])
