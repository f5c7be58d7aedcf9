package commands

import (
	"github.com/bwmarrin/discordgo"

	"fray/rules/storyteller"
)

// The storyteller system's commands (issue 5). Option names shared with the
// other systems (attacker, target, weapon, maneuver, difficulty, defense,
// cover, range, aim, modifier, comment, secret) mean the same thing here; the
// rarer situation modifiers of an attack travel in one "situation" option so
// the merged /attack stays within Discord's 25 options (the console, which
// passes any option name, also takes each of them by its own name). Handlers
// live in storyteller_*.go.

const stID = "storyteller"

// Component prefixes of the storyteller embeds' buttons.
const (
	stBtnAgain = "st:again" // st:again:<check key> — roll the same pool again
	stBtnWP    = "st:wp"    // st:wp:<check key> — spend Willpower on that roll
)

var (
	stCheckTop    = l("check", "проверка", "Roll a check", "Бросить проверку")
	stAttackTop   = l("attack", "атака", "Attack", "Атаковать")
	stDamageTop   = l("damage", "урон", "GM: deal damage", "Мастер: нанести урон")
	stHealTop     = l("heal", "лечение", "Medical care", "Медицинская помощь")
	stTimeTop     = l("time", "время", "Let fiction time pass (recovery, waking, dying)", "Пропустить время (восстановление, пробуждение, смерть)")
	stReloadTop   = l("reload", "перезарядить", "Reload a firearm (takes the action)", "Перезарядить оружие (занимает действие)")
	stTreatTop    = l("treat", "перевязать", "Stop a combatant's bleeding", "Остановить кровотечение")
	stManeuverTop = l("maneuver", "маневр", "Storyteller: the channel's own maneuvers", "Рассказчик: свои маневры канала")
	stCombatTop   = l("combat", "бой", "The fight in this channel: tracker, turns, rounds", "Бой в канале: трекер, ходы, раунды")
)

// registerStoryteller wires the storyteller system's commands (/attack, /damage, …) through
// systemCommand, its tracker prompts and its autocomplete tables.
func (a *App) registerStoryteller() {
	id := stID
	target := func(required bool) *discordgo.ApplicationCommandOption {
		return auto(str(l("target", "цель", "Target combatant", "Цель"), required))
	}
	name := auto(str(l("name", "имя", "Combatant (default: yours, or whose turn it is)", "Участник (по умолчанию ваш или чей ход)"), false))
	dmgType := choices(str(l("type", "тип", "Damage type (default lethal)", "Тип повреждений (по умолчанию летальные)"), false),
		l("bashing", "", "bashing", "поверхностные"), l("lethal", "", "lethal", "летальные"), l("aggravated", "", "aggravated", "усиливающиеся"))
	levels := integer(l("levels", "уровни", "Health levels", "Уровни здоровья"), false)

	a.systemCommand(id, stCheckTop, nil, "check", []*discordgo.ApplicationCommandOption{
		integer(l("pool", "запас", "Number of dice", "Количество кубиков"), false),
		integer(l("difficulty", "сложность", "Difficulty, 2–10 (default 6)", "Сложность, 2–10 (по умолчанию 6)"), false),
		str(optComment, false),
		boolean(l("specialty", "специализация", "A specialty: 10s count again", "Специализация: десятки считаются ещё раз")),
		boolean(optSecret),
		name,
		boolean(l("willpower", "сила_воли", "Spend a Willpower point: one automatic success", "Потратить пункт Силы воли: автоматический успех")),
	}, a.stCheck)

	// Situation tokens typed as options of their own (stSituation).
	a.acceptDirect("attack", id, stSituationOptions...)
	a.systemCommand(id, stAttackTop, nil, "attack", []*discordgo.ApplicationCommandOption{
		auto(str(l("attacker", "атакующий", "Who attacks (default: yours, or whose turn it is)", "Кто атакует (по умолчанию ваш или чей ход)"), false)),
		target(false),
		auto(str(l("maneuver", "приём", "Maneuver: punch, kick, grapple, burst, strafe…", "Маневр: удар рукой, удар ногой, захват, очередь, обстрел…"), false)),
		auto(str(l("weapon", "оружие", "Weapon from the sheet or the tables", "Оружие из листа или таблиц"), false)),
		integer(l("pool", "запас", "Attack dice instead of attribute + ability", "Кубики атаки вместо атрибута + способности"), false),
		integer(l("difficulty", "сложность", "Difficulty instead of 6 or the range's", "Сложность вместо 6 или дистанции"), false),
		auto(str(l("defense", "защита", "The target's defence: block, dodge, parry, none", "Защита цели: блок, уворот, парирование, нет"), false)),
		integer(l("cover", "укрытие", "Target's cover: 1 poor, 2 good, 3 excellent", "Укрытие цели: 1 слабое, 2 хорошее, 3 отличное"), false),
		str(l("range", "дистанция", "Metres, or point_blank, short, long", "Метры или в_упор, короткая, дальняя"), false),
		integer(l("aim", "прицел", "Aiming dice (up to Perception)", "Кубики прицеливания (до Восприятия)"), false),
		integer(l("shots", "выстрелы", "Shots or three-round bursts this turn", "Выстрелы или короткие очереди за ход"), false),
		str(l("targets", "цели", "Strafing: more targets (names, comma-separated) or how many in the area", "Обстрел: ещё цели (имена через запятую) или сколько их в зоне"), false),
		integer(l("modifier", "модификатор", "Extra dice (negative: fewer)", "Дополнительные кубики (минус — меньше)"), false),
		str(l("situation", "обстановка", "own_cover:1 opponents:3 blind_target immobilized:full type:aggravated willpower…",
			"своё_укрытие:1 противники:3 слепая_цель обездвижен:полностью тип:усиливающиеся сила_воли…"), false),
	}, a.stAttack)

	a.systemCommand(id, stDamageTop, nil, "damage", []*discordgo.ApplicationCommandOption{
		target(true),
		levels,
		integer(l("pool", "запас", "A damage pool to roll and soak", "Запас повреждений: бросить и поглотить"), false),
		dmgType,
	}, a.stDamage)

	a.systemCommand(id, stHealTop, nil, "heal", []*discordgo.ApplicationCommandOption{
		target(true),
		levels,
		dmgType,
		boolean(l("faith", "духовная_сила", "A supernatural being heals with Faith (one point a level)", "Сверхъестественное существо лечится Духовной Силой (пункт за уровень)")),
	}, a.stHeal)

	a.systemCommand(id, stTimeTop, nil, "time", []*discordgo.ApplicationCommandOption{
		integer(l("hours", "часы", "Hours", "Часы"), false),
		integer(l("days", "дни", "Days", "Дни"), false),
	}, a.stTime)

	a.systemCommand(id, stReloadTop, nil, "reload", []*discordgo.ApplicationCommandOption{
		name,
		auto(str(l("weapon", "оружие", "Firearm (default: the first on the sheet)", "Оружие (по умолчанию первое огнестрельное)"), false)),
	}, a.stReload)

	a.systemCommand(id, stTreatTop, nil, "treat", []*discordgo.ApplicationCommandOption{
		target(true),
		auto(str(l("medic", "медик", "Who treats (default: the patient)", "Кто лечит (по умолчанию сам раненый)"), false)),
		choices(str(l("attribute", "атрибут", "Intelligence (default) or Wits", "Интеллект (по умолчанию) или Сообразительность"), false),
			l("intelligence", "", "Intelligence", "Интеллект"), l("wits", "", "Wits", "Сообразительность")),
		choices(str(l("ability", "способность", "Medicine (default) or Survival", "Медицина (по умолчанию) или Выживание"), false),
			l("medicine", "", "Medicine", "Медицина"), l("survival", "", "Survival", "Выживание")),
		integer(l("difficulty", "сложность", "Difficulty (default 6)", "Сложность (по умолчанию 6)"), false),
		boolean(l("faith", "духовная_сила", "A supernatural being: Willpower roll and a point of Faith", "Сверхъестественное существо: бросок Силы воли и пункт Духовной Силы")),
	}, a.stTreat)

	a.systemCommand(id, stManeuverTop, stLoc(l("add", "добавить", "GM: add a maneuver to this channel", "Мастер: добавить маневр в канал")), "maneuver/add", []*discordgo.ApplicationCommandOption{
		str(l("name", "имя", "Name", "Название"), true),
		str(l("attribute", "атрибут", "Attribute: dexterity, strength…", "Атрибут: ловкость, сила…"), true),
		str(l("ability", "способность", "Ability: brawl, melee, firearms…", "Способность: рукопашный бой, фехтование…"), true),
		choices(str(l("damage", "урон", "Damage: Strength, weapon, none, disarm, defence", "Урон: Сила, оружие, нет, обезоружить, защита"), true),
			l("strength", "", "Strength (+bonus), bashing", "Сила (+бонус), поверхностные"), l("weapon", "", "the weapon's", "по оружию"),
			l("none", "", "none (a hold)", "нет (удержание)"), l("disarm", "", "disarm", "обезоружить"), l("defense", "", "defence (subtracts)", "защита (вычитает)")),
		integer(l("accuracy", "точность", "Extra dice", "Дополнительные кубики"), false),
		integer(l("difficulty", "сложность", "Difficulty change", "Изменение сложности"), false),
		integer(l("bonus", "бонус", "Damage: Strength + this", "Урон: Сила + это"), false),
		boolean(l("sustained", "продолжительный", "Sustained (Х): locks both fighters", "Продолжительный (Х): сцепляет обоих")),
		boolean(l("knockdown", "сбивает", "Knocks down (С)", "Сбивает с ног (С)")),
		boolean(l("ranged", "дистанционный", "A ranged maneuver", "Маневр на дистанции")),
		choices(str(l("shots", "выстрелы", "Ranged: fire mode", "Дистанционный: режим огня"), false),
			l("single", "", "single", "одиночный"), l("multi", "", "multiple shots", "несколько выстрелов"), l("burst", "", "burst", "очередь"),
			l("auto", "", "automatic", "автоматический"), l("strafe", "", "strafing", "обстрел"), l("two", "", "two weapons", "два ствола")),
		str(l("name_ru", "имя_ru", "Russian name", "Название по-русски"), false),
	}, a.stManeuverAdd)
	a.systemCommand(id, stManeuverTop, stLoc(l("list", "список", "The maneuvers of this channel", "Маневры канала")), "maneuver/list", nil, a.stManeuverList)

	a.systemCommand(id, stCombatTop, stLoc(l("track", "шкала", "GM: a combatant's health track (the short NPC track)", "Мастер: шкала здоровья участника (короткая для NPC)")), "combat/track", []*discordgo.ApplicationCommandOption{
		auto(str(l("name", "имя", "Combatant", "Участник"), true)),
		boolean(l("short", "короткая", "The short four-level NPC track (false: the full track)", "Короткая шкала NPC из четырёх уровней (false — полная)")),
	}, a.stTrack)

	a.systemCommand(id, stCombatTop, stLoc(l("specialty", "специализация", "GM: how a specialty counts 10s in this channel", "Мастер: как специализация считает десятки в канале")), "combat/specialty", []*discordgo.ApplicationCommandOption{
		choices(str(l("rule", "правило", "Re-roll each 10, or count each 10 twice", "Перебрасывать каждую 10 или считать её дважды"), false),
			l("reroll", "", "re-roll 10s", "перебрасывать десятки"), l("double", "", "10s count twice", "десятки считаются дважды")),
	}, a.stSpecialtySet)

	a.systemCommand(id, stCombatTop, stLoc(l("weapon", "оружие", "GM: a fighter's weapon dropped or in hand again", "Мастер: оружие участника выронено или снова в руке")), "combat/weapon", []*discordgo.ApplicationCommandOption{
		auto(str(l("name", "имя", "Combatant", "Участник"), true)),
		// The Russian names are gender-neutral: the fighter may be a woman.
		choices(str(l("state", "состояние", "Dropped (disarmed) or in hand again", "Выронено (без оружия) или снова в руке"), true),
			l(stWeaponDropped, "", "dropped: disarmed", stWeaponDroppedRU), l(stWeaponArmed, "", "in hand again", "снова в руке")),
	}, a.stWeaponSet)

	a.component(stBtnAgain, a.stCheckAgain)
	a.component(stBtnWP, a.stCheckWillpower)
	a.actions[id] = a.stActionFunc
	a.prompts[id] = a.stPrompt
	a.catalogs[id] = stCatalog
	a.weaponText[id] = a.stWeaponNotation
	// Autocomplete in the reader's language with each row's numbers; other
	// systems' channels keep what these routes did before.
	a.systemAuto(stID, "*/maneuver", a.stManeuverChoices)
	a.systemAuto(stID, "*/weapon", a.stWeaponChoices)
	a.systemAuto(stID, "char/weapon/add/name", a.stWeaponChoices)
	a.systemAuto(stID, "attack/defense", a.stDefenseChoices)
	a.trackerFields[id] = a.stTrackerTies
	a.listFields[id] = a.stListFields
	a.recapUnsettled[id] = a.stRecapUnsettled
	// The channel's own rules: an undo keeps them (keepSettings).
	a.settingKeys = append(a.settingKeys, stSpecialtyKey, stManeuversKey)
}

// stCatalog offers the seed's tables: weapons (melee and firearms), armor and
// maneuvers; a channel's own maneuvers join them in stAutoManeuvers (route
// "attack/maneuver", which knows the channel).
func stCatalog(kind string) []Choice {
	var out []Choice
	switch kind {
	case "weapon":
		for _, w := range append(append([]storyteller.WeaponStats(nil), storyteller.MeleeWeapons...), storyteller.Guns...) {
			out = append(out, Choice{Value: w.En, Names: []string{w.En, w.Ru, w.Key}})
		}
	case "maneuver":
		for _, m := range storyteller.Maneuvers {
			if m.Defense {
				continue
			}
			out = append(out, Choice{Value: m.Key, Names: []string{m.En, m.Ru}})
		}
	case "armor":
		for _, ar := range storyteller.ArmorTable {
			out = append(out, Choice{Value: ar.En, Names: []string{ar.En, ar.Ru}})
		}
	}
	return out
}

// stLoc is a subcommand's loc as systemCommand wants it.
func stLoc(x loc) *loc { return &x }
