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
	stCheckTop    = L("check", "проверка", "Roll a check", "Бросить проверку")
	stAttackTop   = L("attack", "атака", "Attack", "Атаковать")
	stDamageTop   = L("damage", "урон", "GM: deal damage", "Мастер: нанести урон")
	stHealTop     = L("heal", "лечение", "Medical care", "Медицинская помощь")
	stTimeTop     = L("time", "время", "Let fiction time pass (recovery, waking, dying)", "Пропустить время (восстановление, пробуждение, смерть)")
	stReloadTop   = L("reload", "перезарядить", "Reload a firearm (takes the action)", "Перезарядить оружие (занимает действие)")
	stTreatTop    = L("treat", "перевязать", "Stop a combatant's bleeding", "Остановить кровотечение")
	stManeuverTop = L("maneuver", "маневр", "Storyteller: the channel's own maneuvers", "Рассказчик: свои маневры канала")
	stCombatTop   = L("combat", "бой", "The fight in this channel: tracker, turns, rounds", "Бой в канале: трекер, ходы, раунды")
)

// registerStoryteller wires the storyteller system's commands (/attack, /damage, …) through
// systemCommand, its tracker prompts and its autocomplete tables.
func (a *App) registerStoryteller() {
	a.registerStorytellerOdds()
	id := stID
	target := func(required bool) *discordgo.ApplicationCommandOption {
		return Auto(Str(L("target", "цель", "Target combatant", "Цель"), required))
	}
	name := Auto(Str(L("name", "имя", "Combatant (default: yours, or whose turn it is)", "Участник (по умолчанию ваш или чей ход)"), false))
	dmgType := Choices(Str(L("type", "тип", "Damage type (default lethal)", "Тип повреждений (по умолчанию летальные)"), false),
		L("bashing", "", "bashing", "поверхностные"), L("lethal", "", "lethal", "летальные"), L("aggravated", "", "aggravated", "усиливающиеся"))
	levels := Integer(L("levels", "уровни", "Health levels", "Уровни здоровья"), false)

	a.SystemCommand(id, stCheckTop, nil, "check", []*discordgo.ApplicationCommandOption{
		Integer(L("pool", "запас", "Number of dice", "Количество кубиков"), false),
		Integer(L("difficulty", "сложность", "Difficulty, 2–10 (default 6)", "Сложность, 2–10 (по умолчанию 6)"), false),
		Str(OptComment, false),
		Boolean(L("specialty", "специализация", "A specialty: 10s count again", "Специализация: десятки считаются ещё раз")),
		Boolean(OptSecret),
		name,
		Boolean(L("willpower", "сила_воли", "Spend a Willpower point: one automatic success", "Потратить пункт Силы воли: автоматический успех")),
	}, a.stCheck)

	// Situation tokens typed as options of their own (stSituation).
	a.AcceptDirect("attack", id, stSituationOptions...)
	a.SystemCommand(id, stAttackTop, nil, "attack", []*discordgo.ApplicationCommandOption{
		Auto(Str(L("attacker", "атакующий", "Who attacks (default: yours, or whose turn it is)", "Кто атакует (по умолчанию ваш или чей ход)"), false)),
		target(false),
		Auto(Str(L("maneuver", "приём", "Maneuver: punch, kick, grapple, burst, strafe…", "Маневр: удар рукой, удар ногой, захват, очередь, обстрел…"), false)),
		Auto(Str(L("weapon", "оружие", "Weapon from the sheet or the tables", "Оружие из листа или таблиц"), false)),
		Integer(L("pool", "запас", "Attack dice instead of attribute + ability", "Кубики атаки вместо атрибута + способности"), false),
		Integer(L("difficulty", "сложность", "Difficulty instead of 6 or the range's", "Сложность вместо 6 или дистанции"), false),
		Auto(Str(L("defense", "защита", "The target's defence: block, dodge, parry, none", "Защита цели: блок, уворот, парирование, нет"), false)),
		Integer(L("cover", "укрытие", "Target's cover: 1 poor, 2 good, 3 excellent", "Укрытие цели: 1 слабое, 2 хорошее, 3 отличное"), false),
		Str(L("range", "дистанция", "Metres, or point_blank, short, long", "Метры или в_упор, короткая, дальняя"), false),
		Integer(L("aim", "прицел", "Aiming dice (up to Perception)", "Кубики прицеливания (до Восприятия)"), false),
		Integer(L("shots", "выстрелы", "Shots or three-round bursts this turn", "Выстрелы или короткие очереди за ход"), false),
		Str(L("targets", "цели", "Strafing: more targets (names, comma-separated) or how many in the area", "Обстрел: ещё цели (имена через запятую) или сколько их в зоне"), false),
		Integer(L("modifier", "модификатор", "Extra dice (negative: fewer)", "Дополнительные кубики (минус — меньше)"), false),
		Str(L("situation", "обстановка", "own_cover:1 opponents:3 blind_target immobilized:full type:aggravated willpower…",
			"своё_укрытие:1 противники:3 слепая_цель обездвижен:полностью тип:усиливающиеся сила_воли…"), false),
	}, a.stAttack)

	a.SystemCommand(id, stDamageTop, nil, "damage", []*discordgo.ApplicationCommandOption{
		target(true),
		levels,
		Integer(L("pool", "запас", "A damage pool to roll and soak", "Запас повреждений: бросить и поглотить"), false),
		dmgType,
	}, a.stDamage)

	a.SystemCommand(id, stHealTop, nil, "heal", []*discordgo.ApplicationCommandOption{
		target(true),
		levels,
		dmgType,
		Boolean(L("faith", "духовная_сила", "A supernatural being heals with Faith (one point a level)", "Сверхъестественное существо лечится Духовной Силой (пункт за уровень)")),
	}, a.stHeal)

	a.SystemCommand(id, stTimeTop, nil, "time", []*discordgo.ApplicationCommandOption{
		Integer(L("hours", "часы", "Hours", "Часы"), false),
		Integer(L("days", "дни", "Days", "Дни"), false),
	}, a.stTime)

	a.SystemCommand(id, stReloadTop, nil, "reload", []*discordgo.ApplicationCommandOption{
		name,
		Auto(Str(L("weapon", "оружие", "Firearm (default: the first on the sheet)", "Оружие (по умолчанию первое огнестрельное)"), false)),
	}, a.stReload)

	a.SystemCommand(id, stTreatTop, nil, "treat", []*discordgo.ApplicationCommandOption{
		target(true),
		Auto(Str(L("medic", "медик", "Who treats (default: the patient)", "Кто лечит (по умолчанию сам раненый)"), false)),
		Choices(Str(L("attribute", "атрибут", "Intelligence (default) or Wits", "Интеллект (по умолчанию) или Сообразительность"), false),
			L("intelligence", "", "Intelligence", "Интеллект"), L("wits", "", "Wits", "Сообразительность")),
		Choices(Str(L("ability", "способность", "Medicine (default) or Survival", "Медицина (по умолчанию) или Выживание"), false),
			L("medicine", "", "Medicine", "Медицина"), L("survival", "", "Survival", "Выживание")),
		Integer(L("difficulty", "сложность", "Difficulty (default 6)", "Сложность (по умолчанию 6)"), false),
		Boolean(L("faith", "духовная_сила", "A supernatural being: Willpower roll and a point of Faith", "Сверхъестественное существо: бросок Силы воли и пункт Духовной Силы")),
	}, a.stTreat)

	a.SystemCommand(id, stManeuverTop, stLoc(L("add", "добавить", "GM: add a maneuver to this channel", "Мастер: добавить маневр в канал")), "maneuver/add", []*discordgo.ApplicationCommandOption{
		Str(L("name", "имя", "Name", "Название"), true),
		Str(L("attribute", "атрибут", "Attribute: dexterity, strength…", "Атрибут: ловкость, сила…"), true),
		Str(L("ability", "способность", "Ability: brawl, melee, firearms…", "Способность: рукопашный бой, фехтование…"), true),
		Choices(Str(L("damage", "урон", "Damage: Strength, weapon, none, disarm, defence", "Урон: Сила, оружие, нет, обезоружить, защита"), true),
			L("strength", "", "Strength (+bonus), bashing", "Сила (+бонус), поверхностные"), L("weapon", "", "the weapon's", "по оружию"),
			L("none", "", "none (a hold)", "нет (удержание)"), L("disarm", "", "disarm", "обезоружить"), L("defense", "", "defence (subtracts)", "защита (вычитает)")),
		Integer(L("accuracy", "точность", "Extra dice", "Дополнительные кубики"), false),
		Integer(L("difficulty", "сложность", "Difficulty change", "Изменение сложности"), false),
		Integer(L("bonus", "бонус", "Damage: Strength + this", "Урон: Сила + это"), false),
		Boolean(L("sustained", "продолжительный", "Sustained (Х): locks both fighters", "Продолжительный (Х): сцепляет обоих")),
		Boolean(L("knockdown", "сбивает", "Knocks down (С)", "Сбивает с ног (С)")),
		Boolean(L("ranged", "дистанционный", "A ranged maneuver", "Маневр на дистанции")),
		Choices(Str(L("shots", "выстрелы", "Ranged: fire mode", "Дистанционный: режим огня"), false),
			L("single", "", "single", "одиночный"), L("multi", "", "multiple shots", "несколько выстрелов"), L("burst", "", "burst", "очередь"),
			L("auto", "", "automatic", "автоматический"), L("strafe", "", "strafing", "обстрел"), L("two", "", "two weapons", "два ствола")),
		Str(L("name_ru", "имя_ru", "Russian name", "Название по-русски"), false),
	}, a.stManeuverAdd)
	a.SystemCommand(id, stManeuverTop, stLoc(L("list", "список", "The maneuvers of this channel", "Маневры канала")), "maneuver/list", nil, a.stManeuverList)

	a.SystemCommand(id, stCombatTop, stLoc(L("track", "шкала", "GM: a combatant's health track (the short NPC track)", "Мастер: шкала здоровья участника (короткая для NPC)")), "combat/track", []*discordgo.ApplicationCommandOption{
		Auto(Str(L("name", "имя", "Combatant", "Участник"), true)),
		Boolean(L("short", "короткая", "The short four-level NPC track (false: the full track)", "Короткая шкала NPC из четырёх уровней (false — полная)")),
	}, a.stTrack)

	a.SystemCommand(id, stCombatTop, stLoc(L("specialty", "специализация", "GM: how a specialty counts 10s in this channel", "Мастер: как специализация считает десятки в канале")), "combat/specialty", []*discordgo.ApplicationCommandOption{
		Choices(Str(L("rule", "правило", "Re-roll each 10, or count each 10 twice", "Перебрасывать каждую 10 или считать её дважды"), false),
			L("reroll", "", "re-roll 10s", "перебрасывать десятки"), L("double", "", "10s count twice", "десятки считаются дважды")),
	}, a.stSpecialtySet)

	a.SystemCommand(id, stCombatTop, stLoc(L("weapon", "оружие", "GM: a fighter's weapon dropped or in hand again", "Мастер: оружие участника выронено или снова в руке")), "combat/weapon", []*discordgo.ApplicationCommandOption{
		Auto(Str(L("name", "имя", "Combatant", "Участник"), true)),
		// The Russian names are gender-neutral: the fighter may be a woman.
		Choices(Str(L("state", "состояние", "Dropped (disarmed) or in hand again", "Выронено (без оружия) или снова в руке"), true),
			L(stWeaponDropped, "", "dropped: disarmed", stWeaponDroppedRU), L(stWeaponArmed, "", "in hand again", "снова в руке")),
	}, a.stWeaponSet)

	a.Component(stBtnAgain, a.stCheckAgain)
	a.Component(stBtnWP, a.stCheckWillpower)
	a.Actions[id] = a.stActionFunc
	a.Prompts[id] = a.stPrompt
	a.Catalogs[id] = stCatalog
	a.WeaponText[id] = a.stWeaponNotation
	// Autocomplete in the reader's language with each row's numbers; other
	// systems' channels keep what these routes did before.
	a.SystemAuto(stID, "*/maneuver", a.stManeuverChoices)
	a.SystemAuto(stID, "*/weapon", a.stWeaponChoices)
	a.SystemAuto(stID, "char/weapon/add/name", a.stWeaponChoices)
	a.SystemAuto(stID, "attack/defense", a.stDefenseChoices)
	a.TrackerFields[id] = a.stTrackerTies
	a.ListFields[id] = a.stListFields
	a.RecapUnsettled[id] = a.stRecapUnsettled
	// The channel's own rules: an undo keeps them (keepSettings).
	a.SettingKeys = append(a.SettingKeys, stSpecialtyKey, stManeuversKey)
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
func stLoc(x Loc) *Loc { return &x }
