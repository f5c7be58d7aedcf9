package storyteller

import (
	"fray/commands"

	"github.com/bwmarrin/discordgo"

	"fray/rules/storyteller"
)

// The storyteller system's commands. Option names shared with the
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
	stCheckTop    = commands.L("check", "проверка", "Roll a check", "Бросить проверку")
	stAttackTop   = commands.L("attack", "атака", "Attack", "Атаковать")
	stDamageTop   = commands.L("damage", "урон", "GM: deal damage", "Мастер: нанести урон")
	stHealTop     = commands.L("heal", "лечение", "Medical care", "Медицинская помощь")
	stTimeTop     = commands.L("time", "время", "Let fiction time pass (recovery, waking, dying)", "Пропустить время (восстановление, пробуждение, смерть)")
	stRestTop     = commands.L("rest", "отдых", "GM: the party rests (wounds heal by the rules' times)", "Мастер: отряд отдыхает (раны заживают по срокам правил)")
	stReloadTop   = commands.L("reload", "перезарядить", "Reload a firearm (takes the action)", "Перезарядить оружие (занимает действие)")
	stTreatTop    = commands.L("treat", "перевязать", "Stop a combatant's bleeding", "Остановить кровотечение")
	stManeuverTop = commands.L("maneuver", "маневр", "Storyteller: the channel's own maneuvers", "Рассказчик: свои маневры канала")
	stCombatTop   = commands.L("combat", "бой", "The fight in this channel: tracker, turns, rounds", "Бой в канале: трекер, ходы, раунды")
)

// Register binds the plug-in to app and adds its commands, components and
// autocomplete.
func (a *Plugin) Register(app *commands.App) {
	a.App = app
	a.registerStorytellerOdds()
	id := stID
	target := func(required bool) *discordgo.ApplicationCommandOption {
		return commands.Auto(commands.Str(commands.L("target", "цель", "Target combatant", "Цель"), required))
	}
	name := commands.Auto(commands.Str(commands.L("name", "имя", "Combatant (default: yours, or whose turn it is)", "Участник (по умолчанию ваш или чей ход)"), false))
	dmgType := commands.Choices(commands.Str(commands.L("type", "тип", "Damage type (default lethal)", "Тип повреждений (по умолчанию летальные)"), false),
		commands.L("bashing", "", "bashing", "поверхностные"), commands.L("lethal", "", "lethal", "летальные"), commands.L("aggravated", "", "aggravated", "усиливающиеся"))
	levels := commands.Integer(commands.L("levels", "уровни", "Health levels", "Уровни здоровья"), false)

	a.SystemCommand(id, stCheckTop, nil, "check", []*discordgo.ApplicationCommandOption{
		commands.Integer(commands.L("pool", "запас", "Number of dice", "Количество кубиков"), false),
		commands.Integer(commands.L("difficulty", "сложность", "Difficulty, 2–10 (default 6)", "Сложность, 2–10 (по умолчанию 6)"), false),
		commands.Str(commands.OptComment, false),
		commands.Boolean(commands.L("specialty", "специализация", "A specialty: 10s count again", "Специализация: десятки считаются ещё раз")),
		commands.Boolean(commands.OptSecret),
		commands.Auto(commands.Str(commands.L("name", "имя", "Whose roll (default: yours; the GM's with no name: a bare pool)", "Чей бросок (по умолчанию ваш; у мастера без имени — просто запас)"), false)),
		commands.Boolean(commands.L("willpower", "сила_воли", "Spend a Willpower point: one automatic success", "Потратить пункт Силы воли: автоматический успех")),
		commands.Boolean(commands.OptForce),
	}, a.stCheck)

	// Situation tokens typed as options of their own (stSituation).
	a.AcceptDirect("attack", id, stSituationOptions...)
	a.SystemCommand(id, stAttackTop, nil, "attack", []*discordgo.ApplicationCommandOption{
		commands.Auto(commands.Str(commands.L("attacker", "атакующий", "Who attacks (default: yours, or whose turn it is)", "Кто атакует (по умолчанию ваш или чей ход)"), false)),
		target(false),
		commands.Auto(commands.Str(commands.L("maneuver", "приём", "Maneuver: punch, kick, grapple, burst, strafe…", "Маневр: удар рукой, удар ногой, захват, очередь, обстрел…"), false)),
		commands.Auto(commands.Str(commands.L("weapon", "оружие", "Weapon from the sheet or the tables", "Оружие из листа или таблиц"), false)),
		commands.Integer(commands.L("pool", "запас", "Attack dice instead of attribute + ability", "Кубики атаки вместо атрибута + способности"), false),
		commands.Integer(commands.L("difficulty", "сложность", "Difficulty instead of 6 or the range's", "Сложность вместо 6 или дистанции"), false),
		commands.Auto(commands.Str(commands.L("defense", "защита", "The target's defence: block, dodge, parry, none", "Защита цели: блок, уворот, парирование, нет"), false)),
		commands.Integer(commands.L("cover", "укрытие", "Target's cover: 1 poor, 2 good, 3 excellent", "Укрытие цели: 1 слабое, 2 хорошее, 3 отличное"), false),
		commands.Str(commands.L("range", "дистанция", "Metres, or point_blank, short, long", "Метры или в_упор, короткая, дальняя"), false),
		commands.Integer(commands.L("aim", "прицел", "Aiming dice (up to Perception)", "Кубики прицеливания (до Восприятия)"), false),
		commands.Integer(commands.L("shots", "выстрелы", "Shots or three-round bursts this turn", "Выстрелы или короткие очереди за ход"), false),
		commands.Str(commands.L("targets", "цели", "Strafing: more targets (names, comma-separated) or how many in the area", "Обстрел: ещё цели (имена через запятую) или сколько их в зоне"), false),
		commands.Integer(commands.L("modifier", "модификатор", "Extra dice (negative: fewer)", "Дополнительные кубики (минус — меньше)"), false),
		commands.Integer(commands.L("damage_dice", "кубики_урона", "GM: damage dice added to this attack (a kick to the head)", "Ведущий: кубики урона к этой атаке (удар ногой в голову)"), false),
		commands.Str(commands.L("situation", "обстановка", "own_cover:1 opponents:3 blind_target immobilized:full type:aggravated willpower…",
			"своё_укрытие:1 противники:3 слепая_цель обездвижен:полностью тип:усиливающиеся сила_воли…"), false),
		commands.Boolean(commands.OptForce),
	}, a.stAttack)

	a.SystemCommand(id, stDamageTop, nil, "damage", []*discordgo.ApplicationCommandOption{
		target(true),
		levels,
		commands.Integer(commands.L("pool", "запас", "A damage pool to roll and soak", "Запас повреждений: бросить и поглотить"), false),
		dmgType,
	}, a.stDamage)

	a.SystemCommand(id, stHealTop, nil, "heal", []*discordgo.ApplicationCommandOption{
		target(true),
		levels,
		dmgType,
		commands.Boolean(commands.L("faith", "духовная_сила", "A supernatural being heals with Faith (one point a level)", "Сверхъестественное существо лечится Духовной Силой (пункт за уровень)")),
	}, a.stHeal)

	// /time and /rest add up the same spans (a month is 30 days) and act on
	// the party, or one of it by name, between fights.
	spans := func() []*discordgo.ApplicationCommandOption {
		return []*discordgo.ApplicationCommandOption{
			commands.Integer(commands.L("hours", "часы", "Hours", "Часы"), false),
			commands.Integer(commands.L("days", "дни", "Days", "Дни"), false),
			commands.Integer(commands.L("weeks", "недели", "Weeks", "Недели"), false),
			commands.Integer(commands.L("months", "месяцы", "Months (30 days)", "Месяцы (по 30 дней)"), false),
			commands.Auto(commands.Str(commands.L("name", "имя", "One character of the party (default: all)", "Один персонаж отряда (по умолчанию все)"), false)),
		}
	}
	a.SystemCommand(id, stTimeTop, nil, "time", spans(), a.stTime)
	a.SystemCommand(id, stRestTop, nil, "rest", append(spans(),
		commands.Integer(commands.L("willpower", "сила_воли", "GM: spent Willpower points given back to each", "Мастер: сколько потраченных пунктов Силы воли вернуть каждому"), false),
		commands.Integer(commands.L("faith", "духовная_сила", "GM: spent Faith points given back to each", "Мастер: сколько потраченных пунктов Духовной Силы вернуть каждому"), false),
	), a.stRest)

	a.SystemCommand(id, stReloadTop, nil, "reload", []*discordgo.ApplicationCommandOption{
		name,
		commands.Auto(commands.Str(commands.L("weapon", "оружие", "Firearm (default: the first on the sheet)", "Оружие (по умолчанию первое огнестрельное)"), false)),
		commands.Boolean(commands.OptForce),
	}, a.stReload)

	a.SystemCommand(id, stTreatTop, nil, "treat", []*discordgo.ApplicationCommandOption{
		target(true),
		commands.Auto(commands.Str(commands.L("medic", "медик", "Who treats (default: the patient)", "Кто лечит (по умолчанию сам раненый)"), false)),
		commands.Choices(commands.Str(commands.L("attribute", "атрибут", "Intelligence (default) or Wits", "Интеллект (по умолчанию) или Сообразительность"), false),
			commands.L("intelligence", "", "Intelligence", "Интеллект"), commands.L("wits", "", "Wits", "Сообразительность")),
		commands.Choices(commands.Str(commands.L("ability", "способность", "Medicine (default) or Survival", "Медицина (по умолчанию) или Выживание"), false),
			commands.L("medicine", "", "Medicine", "Медицина"), commands.L("survival", "", "Survival", "Выживание")),
		commands.Integer(commands.L("difficulty", "сложность", "Difficulty (default 6)", "Сложность (по умолчанию 6)"), false),
		commands.Boolean(commands.L("faith", "духовная_сила", "A supernatural being: Willpower roll and a point of Faith", "Сверхъестественное существо: бросок Силы воли и пункт Духовной Силы")),
		commands.Boolean(commands.OptForce),
	}, a.stTreat)

	a.SystemCommand(id, stManeuverTop, stLoc(commands.L("add", "добавить", "GM: add a maneuver to this channel", "Мастер: добавить маневр в канал")), "maneuver/add", []*discordgo.ApplicationCommandOption{
		commands.Str(commands.L("name", "имя", "Name", "Название"), true),
		commands.Str(commands.L("attribute", "атрибут", "Attribute: dexterity, strength…", "Атрибут: ловкость, сила…"), true),
		commands.Str(commands.L("ability", "способность", "Ability: brawl, melee, firearms…", "Способность: рукопашный бой, фехтование…"), true),
		commands.Choices(commands.Str(commands.L("damage", "урон", "Damage: Strength, weapon, none, disarm, defence", "Урон: Сила, оружие, нет, обезоружить, защита"), true),
			commands.L("strength", "", "Strength (+bonus), bashing", "Сила (+бонус), поверхностные"), commands.L("weapon", "", "the weapon's", "по оружию"),
			commands.L("none", "", "none (a hold)", "нет (удержание)"), commands.L("disarm", "", "disarm", "обезоружить"), commands.L("defense", "", "defence (subtracts)", "защита (вычитает)")),
		commands.Integer(commands.L("accuracy", "точность", "Extra dice", "Дополнительные кубики"), false),
		commands.Integer(commands.L("difficulty", "сложность", "Difficulty change", "Изменение сложности"), false),
		commands.Integer(commands.L("bonus", "бонус", "Damage: Strength + this", "Урон: Сила + это"), false),
		commands.Boolean(commands.L("sustained", "продолжительный", "Sustained (Х): locks both fighters", "Продолжительный (Х): сцепляет обоих")),
		commands.Boolean(commands.L("knockdown", "сбивает", "Knocks down (С)", "Сбивает с ног (С)")),
		commands.Boolean(commands.L("ranged", "дистанционный", "A ranged maneuver", "Маневр на дистанции")),
		commands.Choices(commands.Str(commands.L("shots", "выстрелы", "Ranged: fire mode", "Дистанционный: режим огня"), false),
			commands.L("single", "", "single", "одиночный"), commands.L("multi", "", "multiple shots", "несколько выстрелов"), commands.L("burst", "", "burst", "очередь"),
			commands.L("auto", "", "automatic", "автоматический"), commands.L("strafe", "", "strafing", "обстрел"), commands.L("two", "", "two weapons", "два ствола")),
		commands.Str(commands.L("name_ru", "имя_ru", "Russian name", "Название по-русски"), false),
	}, a.stManeuverAdd)
	a.SystemCommand(id, stManeuverTop, stLoc(commands.L("list", "список", "The maneuvers of this channel", "Маневры канала")), "maneuver/list", nil, a.stManeuverList)

	a.SystemCommand(id, stCombatTop, stLoc(commands.L("track", "шкала", "GM: a combatant's health track (the short NPC track)", "Мастер: шкала здоровья участника (короткая для NPC)")), "combat/track", []*discordgo.ApplicationCommandOption{
		commands.Auto(commands.Str(commands.L("name", "имя", "Combatant", "Участник"), true)),
		commands.Boolean(commands.L("short", "короткая", "The short four-level NPC track (false: the full track)", "Короткая шкала NPC из четырёх уровней (false — полная)")),
	}, a.stTrack)

	a.SystemCommand(id, stCombatTop, stLoc(commands.L("specialty", "специализация", "GM: how a specialty counts 10s in this channel", "Мастер: как специализация считает десятки в канале")), "combat/specialty", []*discordgo.ApplicationCommandOption{
		commands.Choices(commands.Str(commands.L("rule", "правило", "Re-roll each 10, or count each 10 twice", "Перебрасывать каждую 10 или считать её дважды"), false),
			commands.L("reroll", "", "re-roll 10s", "перебрасывать десятки"), commands.L("double", "", "10s count twice", "десятки считаются дважды")),
	}, a.stSpecialtySet)

	a.SystemCommand(id, stCombatTop, stLoc(commands.L("weapon", "оружие", "GM: a fighter's weapon dropped or in hand again", "Мастер: оружие участника выронено или снова в руке")), "combat/weapon", []*discordgo.ApplicationCommandOption{
		commands.Auto(commands.Str(commands.L("name", "имя", "Combatant", "Участник"), true)),
		// The Russian names are gender-neutral: the fighter may be a woman.
		commands.Choices(commands.Str(commands.L("state", "состояние", "Dropped (disarmed) or in hand again", "Выронено (без оружия) или снова в руке"), true),
			commands.L(stWeaponDropped, "", "dropped: disarmed", stWeaponDroppedRU), commands.L(stWeaponArmed, "", "in hand again", "снова в руке")),
	}, a.stWeaponSet)

	a.SystemCommand(id, stCombatTop, stLoc(commands.L("knockdown", "падение", "GM: a fighter goes down or gets up (the GM decides a fall)", "Мастер: участник падает или встаёт (решение о падении — за Ведущим)")), "combat/knockdown", []*discordgo.ApplicationCommandOption{
		commands.Auto(commands.Str(commands.L("name", "имя", "Combatant", "Участник"), true)),
		commands.Choices(commands.Str(commands.L("state", "состояние", "Down on the ground, or up on their feet", "На земле или снова на ногах"), true),
			commands.L(stProneDown, "", "down: on the ground", "на земле"), commands.L(stProneUp, "", "up: on their feet", "на ногах")),
	}, a.stKnockdownSet)

	actionSub := commands.L("action", "действие", "Take a tracker action by command (booked; the GM's force:true)", "Действие трекера командой (по учёту боя; мастер — вопреки:да)")
	a.SystemCommand(id, stCombatTop, &actionSub, "combat/action", []*discordgo.ApplicationCommandOption{
		commands.Auto(commands.Str(commands.L("action", "действие", "stand up, break free, release, reload, pick up weapon, dodge, block, parry", "встать, вырваться, отпустить, перезарядить, подобрать оружие, увернуться…"), true)),
		name,
		commands.Boolean(commands.OptForce),
	}, a.stCombatAction)
	a.SystemAuto(stID, "combat/action/action", a.stActionChoices)

	a.Component(stBtnAgain, a.stCheckAgain)
	a.Component(stBtnWP, a.stCheckWillpower)
	// Autocomplete in the reader's language with each row's numbers; other
	// systems' channels keep what these routes did before.
	a.SystemAuto(stID, "*/maneuver", a.stManeuverChoices)
	a.SystemAuto(stID, "*/weapon", a.stWeaponChoices)
	a.SystemAuto(stID, "char/weapon/add/name", a.stWeaponChoices)
	a.SystemAuto(stID, "attack/defense", a.stDefenseChoices)
	// The channel's own rules: an undo keeps them (keepSettings).
}

// stCatalog offers the seed's tables: weapons (melee and firearms), armor and
// maneuvers; a channel's own maneuvers join them in stAutoManeuvers (route
// "attack/maneuver", which knows the channel).
func stCatalog(kind string) []commands.Choice {
	var out []commands.Choice
	switch kind {
	case "weapon":
		for _, w := range append(append([]storyteller.WeaponStats(nil), storyteller.MeleeWeapons...), storyteller.Guns...) {
			out = append(out, commands.Choice{Value: w.En, Names: []string{w.En, w.Ru, w.Key}})
		}
	case "maneuver":
		for _, m := range storyteller.Maneuvers {
			if m.Defense {
				continue
			}
			out = append(out, commands.Choice{Value: m.Key, Names: []string{m.En, m.Ru}})
		}
	case "armor":
		for _, ar := range storyteller.ArmorTable {
			out = append(out, commands.Choice{Value: ar.En, Names: []string{ar.En, ar.Ru}})
		}
	}
	return out
}

// stLoc is a subcommand's loc as systemCommand wants it.
func stLoc(x commands.Loc) *commands.Loc { return &x }
