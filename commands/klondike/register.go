package klondike

import (
	"fray/commands"

	"github.com/bwmarrin/discordgo"

	"fray/rules/klondike"
)

// The klondike system's commands. Option names shared with the
// other systems (attacker, target, weapon, damage, range, cover, aim,
// modifier, amount, comment, secret) mean the same thing here; the handlers
// live in klondike_*.go.

const klID = "klondike"

// Component prefixes of the klondike embeds' buttons.
const (
	klBtnTo = "kl:to" // kl:to:<combatant id>:<str|dex> — where pending damage goes
)

var (
	klCheckTop   = commands.L("check", "проверка", "Roll a check", "Бросить проверку")
	klAttackTop  = commands.L("attack", "атака", "Attack", "Атаковать")
	klDamageTop  = commands.L("damage", "урон", "GM: deal damage", "Мастер: нанести урон")
	klSurgeryTop = commands.L("surgery", "операция", "Surgery on the dying", "Операция умирающему")
	klHealTop    = commands.L("heal", "лечить", "Medical care", "Медицинская помощь")
	klRestTop    = commands.L("rest", "отдых", "GM: the party lies up (a day unless said): the seed's bed rest", "Мастер: отряд отлёживается (сутки, если не сказано иное): отлёжка по правилам")
	klTimeTop    = commands.L("time", "время", "Let fiction time pass (recovery, waking, dying)", "Пропустить время (восстановление, пробуждение, смерть)")
	klVehicleTop = commands.L("vehicle", "техника", "Vehicles in this channel", "Техника в канале")
	klChaseTop   = commands.L("chase", "погоня", "Chases and vehicle duels", "Погони и бои техники")
	klCombatTop  = commands.L("combat", "бой", "The fight in this channel: tracker, turns, rounds", "Бой в канале: трекер, ходы, раунды")
)

func klOpt(t discordgo.ApplicationCommandOptionType, n commands.Loc) *discordgo.ApplicationCommandOption {
	return commands.CommandOption(t, n, false)
}

var (
	klOptAttacker = commands.Auto(commands.Str(commands.L("attacker", "атакующий", "Who attacks (default: your combatant)", "Кто атакует (по умолчанию ваш участник)"), false))
	klOptTarget   = commands.Auto(commands.Str(commands.L("target", "цель", "Target (several, comma-separated, for full auto)", "Цель (несколько через запятую для автоогня)"), false))
	klOptName     = commands.Auto(commands.Str(commands.L("name", "имя", "Combatant (default: yours)", "Участник (по умолчанию ваш)"), false))
	klOptModifier = commands.Integer(commands.L("modifier", "модификатор", "Other modifiers", "Прочие модификаторы"), false)
	klOptTo       = commands.Choices(commands.Str(commands.L("to", "куда", "Damage past END goes to (STR or DEX)", "Урон сверх ВЫН идёт в (СИЛ или ЛОВ)"), false),
		commands.L("str", "", "STR", "СИЛ"), commands.L("dex", "", "DEX", "ЛОВ"))
	klOptMedic = commands.Auto(commands.Str(commands.L("medic", "медик", "The medic", "Медик"), false))
)

// Register binds the plug-in to app and adds its commands, components and
// autocomplete.
func (a *Plugin) Register(app *commands.App) {
	a.App = app
	a.registerKlondikeOdds()
	a.SystemCommand(klID, klCheckTop, nil, "check", []*discordgo.ApplicationCommandOption{
		commands.Str(commands.L("characteristic", "характеристика", "STR, DEX, END, INT, EDU, SOC", "СИЛ, ЛОВ, ВЫН, ИНТ, ОБР, СОЦ"), false),
		commands.Auto(commands.Str(commands.L("skill", "навык", "Skill (none = untrained −3)", "Навык (нет — без навыка −3)"), false)),
		commands.Integer(commands.L("target", "цель", "Target number (default 8)", "Целевое число (по умолчанию 8)"), false),
		klOptModifier,
		klOptName,
		commands.Str(commands.OptComment, false),
		commands.Boolean(commands.OptSecret),
	}, a.klCheck)

	a.SystemCommand(klID, klAttackTop, nil, "attack", []*discordgo.ApplicationCommandOption{
		klOptAttacker,
		klOptTarget,
		commands.Auto(commands.Str(commands.L("weapon", "оружие", "Weapon from the sheet", "Оружие из листа"), false)),
		commands.Str(commands.L("damage", "урон", "Damage dice (overrides the weapon's)", "Кубики урона (вместо оружия)"), false),
		commands.Integer(commands.L("range", "дистанция", "Distance in metres", "Расстояние в метрах"), false),
		commands.Choices(commands.Str(commands.L("cover", "укрытие", "Target's cover", "Укрытие цели"), false),
			commands.L("none", "", "none", "нет"), commands.L("light", "", "light −1", "лёгкое −1"), commands.L("hard", "", "hard −2", "твёрдое −2"), commands.L("fortified", "", "fortified −3", "укрепление −3")),
		commands.Boolean(commands.L("prone", "лежит", "The target is prone", "Цель лежит")),
		commands.Choices(commands.Str(commands.L("light", "свет", "Light", "Освещение"), false),
			commands.L("normal", "", "normal", "обычное"), commands.L("dim", "", "dim −1", "сумерки −1"), commands.L("dark", "", "dark −4", "темнота −4")),
		commands.Integer(commands.L("aim", "прицел", "Aiming actions spent (+1 each, up to the sight)", "Действий прицеливания (+1 за каждое, до предела прицела)"), false),
		commands.Choices(commands.Str(commands.L("mode", "режим", "Fire mode", "Режим огня"), false),
			commands.L("single", "", "single", "одиночный"), commands.L("burst", "", "burst", "очередь"), commands.L("auto", "", "full auto", "автоматический"), commands.L("suppress", "", "suppressive fire", "огонь по области")),
		klOptModifier,
		commands.Auto(commands.Str(commands.L("maneuver", "приём", "Tags: charge meet_charge overwatch cleave improvised careful careless str dex", "Метки: рывок встречная дозор добивание подручное аккуратно не_заботясь сил лов"), false)),
		commands.Auto(commands.Str(commands.L("targets", "цели", "More targets (full auto, suppressive fire, blast) or the other fighter (careless)", "Ещё цели (автоогонь, огонь по области, взрыв) или другой участник схватки (не_заботясь)"), false)),
		commands.Str(commands.L("location", "локация", "Vehicle: aim at a damage-table result (−4)", "Техника: целиться в результат таблицы (−4)"), false),
		commands.Boolean(commands.OptForce),
	}, a.klAttack)

	a.SystemCommand(klID, klDamageTop, nil, "damage", []*discordgo.ApplicationCommandOption{
		klOptTarget,
		commands.Integer(commands.L("amount", "количество", "Damage before armor", "Урон до брони"), false),
		klOptTo,
		commands.Integer(commands.L("ap", "пт", "Not for people: AP is for vehicles (/vehicle hit)", "Не для людей: ПТ — для техники (/техника попадание)"), false),
		commands.Boolean(commands.L("ignore_armor", "без-брони", "Ignore armor", "Без учёта брони")),
		klOptAttacker,
	}, a.klDamage)

	a.SystemCommand(klID, klSurgeryTop, nil, "surgery", []*discordgo.ApplicationCommandOption{
		klOptTarget,
		klOptMedic,
		commands.Choices(commands.Str(commands.L("place", "место", "Where", "Где"), false),
			commands.L("field", "", "in the field −4", "в поле −4"), commands.L("clean", "", "dry and clean −2", "сухое чистое место −2"), commands.L("infirmary", "", "infirmary", "лазарет")),
		klOptModifier,
	}, a.klSurgery)

	a.SystemCommand(klID, klHealTop, nil, "heal", []*discordgo.ApplicationCommandOption{
		klOptTarget,
		klOptMedic,
		commands.Boolean(commands.L("kit", "аптечка", "A medical kit is at hand (default yes)", "Есть аптечка (по умолчанию да)")),
	}, a.klHeal)

	a.SystemCommand(klID, klTimeTop, nil, "time", []*discordgo.ApplicationCommandOption{
		commands.Integer(commands.L("minutes", "минуты", "Minutes", "Минуты"), false),
		commands.Integer(commands.L("hours", "часы", "Hours", "Часы"), false),
		commands.Integer(commands.L("days", "дни", "Days", "Дни"), false),
		klOptTarget,
		klOptMedic,
		commands.Boolean(commands.L("supplies", "припасы", "Medical supplies without a medic", "Медикаменты без медика")),
		commands.Boolean(commands.L("rest", "отдых", "Spent lying down, a rest (klondike: yes for days unless false)", "Проведено в постели, отдых (Клондайк: для дней по умолчанию да)")),
	}, a.klTime)

	a.SystemCommand(klID, klRestTop, nil, "rest", []*discordgo.ApplicationCommandOption{
		commands.Integer(commands.L("days", "дни", "Days in bed (default 1)", "Дни отлёжки (по умолчанию 1)"), false),
		commands.Integer(commands.L("hours", "часы", "Hours in bed (a day is counted when they add up to 24)", "Часы отлёжки (сутки засчитываются, когда наберётся 24)"), false),
		commands.Auto(commands.Str(commands.L("name", "имя", "One character of the party, whom the medic or supplies are for (the others rest too)", "Один персонаж отряда, для кого медик или припасы (остальные тоже отдыхают)"), false)),
		klOptMedic,
		commands.Boolean(commands.L("supplies", "припасы", "Medical supplies without a medic", "Медикаменты без медика")),
	}, a.klRest)

	vName := commands.Auto(commands.Str(commands.L("vehicle", "техника", "Vehicle", "Техника"), true))
	a.SystemCommand(klID, klVehicleTop, ptrLoc(commands.L("add", "добавить", "GM: add a vehicle", "Мастер: добавить технику")), "vehicle/add", []*discordgo.ApplicationCommandOption{
		commands.Str(commands.L("name", "имя", "Name", "Название"), true),
		commands.Integer(commands.L("armor", "броня", "Armor", "Броня"), false),
		commands.Integer(commands.L("speed", "скорость", "Speed, km/h", "Скорость, км/ч"), false),
		commands.Integer(commands.L("handling", "управляемость", "Handling", "Управляемость"), false),
		commands.Str(commands.L("lacks", "нет", "Systems it lacks: electronics, weapons, cargo…", "Каких систем нет: электроника, орудия, груз…"), false),
		commands.Choices(commands.Str(commands.L("kind", "тип", "Kind", "Тип"), false),
			commands.L("ground", "", "ground", "наземная"), commands.L("water", "", "water", "водная"), commands.L("air", "", "aircraft", "воздушная"), commands.L("grav", "", "grav", "антиграв")),
		commands.Str(commands.L("crew", "экипаж", "Combatants aboard, comma-separated (the first drives)", "Участники на борту через запятую (первый — водитель)"), false),
		commands.Boolean(commands.L("low", "низко", "A low-flying aircraft", "Летит низко")),
		commands.Boolean(commands.L("sealed", "герметична", "Sealed", "Герметична")),
	}, a.klVehicleAdd)
	a.SystemCommand(klID, klVehicleTop, ptrLoc(commands.L("hit", "попадание", "GM: a hit on a vehicle (AP dice)", "Мастер: попадание по технике (кубы ПТ)")), "vehicle/hit", []*discordgo.ApplicationCommandOption{
		vName,
		commands.Str(commands.L("ap", "пт", "AP dice, e.g. 3d6", "Кубы ПТ, например 3d6"), true),
		commands.Auto(commands.Str(commands.L("aim", "прицел", "An aimed result (the attack took −4)", "Выбранный результат (атака с −4)"), false)),
		klOptTo,
	}, a.klVehicleHit)
	a.SystemCommand(klID, klVehicleTop, ptrLoc(commands.L("show", "показать", "Show the vehicles", "Показать технику")), "vehicle/show", nil, a.klVehicleShow)
	a.SystemCommand(klID, klVehicleTop, ptrLoc(commands.L("board", "посадка", "Board or leave a vehicle", "Сесть в технику или выйти")), "vehicle/board", []*discordgo.ApplicationCommandOption{
		commands.Auto(commands.Str(commands.L("vehicle", "техника", "Vehicle", "Техника"), true)),
		klOptName,
		commands.Boolean(commands.L("leave", "выйти", "Leave instead", "Выйти")),
	}, a.klVehicleBoard)

	a.SystemCommand(klID, klVehicleTop, ptrLoc(commands.L("crash", "крушение", "GM: a crash (2d6 on the critical column)", "Мастер: крушение (2d6 по столбцу критических)")), "vehicle/crash", []*discordgo.ApplicationCommandOption{
		commands.Auto(commands.Str(commands.L("vehicle", "техника", "Vehicle", "Техника"), true)),
		klOptTo,
	}, a.klVehicleCrash)
	a.SystemCommand(klID, klVehicleTop, ptrLoc(commands.L("repair", "ремонт", "Repair a hull breach (tools, d6 minutes, Mechanic 5+)", "Заделать пробоину (инструменты, d6 минут, Ремонт 5+)")), "vehicle/repair", []*discordgo.ApplicationCommandOption{
		commands.Auto(commands.Str(commands.L("vehicle", "техника", "Vehicle", "Техника"), true)),
		commands.Auto(commands.Str(commands.L("mechanic", "механик", "Who repairs (default: yours)", "Кто чинит (по умолчанию ваш участник)"), false)),
		commands.Boolean(commands.L("tools", "инструменты", "The right tools are at hand (default yes)", "Есть нужные инструменты (по умолчанию да)")),
	}, a.klVehicleRepair)

	a.SystemCommand(klID, klChaseTop, ptrLoc(commands.L("start", "начать", "GM: start a chase or a vehicle duel", "Мастер: начать погоню или бой техники")), "chase/start", []*discordgo.ApplicationCommandOption{
		commands.Str(commands.L("parties", "стороны", "Vehicles or combatants on foot, comma-separated", "Техника или пешие участники через запятую"), true),
		commands.Choices(commands.Str(commands.L("mode", "режим", "Duel or chase", "Бой или погоня"), false),
			commands.L("duel", "", "vehicle duel", "бой техники"), commands.L("chase", "", "chase", "погоня")),
		commands.Str(commands.L("fleeing", "убегают", "Parties that flee (chase), comma-separated", "Убегающие стороны (погоня) через запятую"), false),
	}, a.klChaseStart)
	a.SystemCommand(klID, klChaseTop, ptrLoc(commands.L("round", "раунд", "GM: roll a chase round", "Мастер: бросить раунд погони")), "chase/round", nil, a.klChaseRound)
	a.SystemCommand(klID, klChaseTop, ptrLoc(commands.L("break", "оторваться", "Break off (needs the Advantage, 10+)", "Оторваться (нужно Преимущество, 10+)")), "chase/break", []*discordgo.ApplicationCommandOption{
		commands.Str(commands.L("party", "сторона", "The party breaking off", "Сторона, которая отрывается"), true),
	}, a.klChaseBreak)
	a.SystemCommand(klID, klChaseTop, ptrLoc(commands.L("end", "конец", "GM: end the chase", "Мастер: закончить погоню")), "chase/end", nil, a.klChaseEnd)

	a.SystemCommand(klID, klCombatTop, ptrLoc(commands.L("surprise", "внезапность", "Surprise rolls (Recon/Stealth + INT, 10+)", "Броски внезапности (Разведка/Скрытность + ИНТ, 10+)")), "combat/surprise", []*discordgo.ApplicationCommandOption{
		commands.Str(commands.L("side_a", "сторона-а", "Side A, comma-separated (default: the players)", "Сторона А через запятую (по умолчанию игроки)"), false),
		commands.Str(commands.L("side_b", "сторона-б", "Side B, comma-separated (default: the NPCs)", "Сторона Б через запятую (по умолчанию NPC)"), false),
		commands.Choices(commands.Str(commands.L("ambush", "засада", "Which side prepared an ambush (+2)", "Какая сторона готовила засаду (+2)"), false),
			commands.L("a", "", "side A", "сторона А"), commands.L("b", "", "side B", "сторона Б")),
		commands.Choices(commands.Str(commands.L("vehicles", "с-техникой", "Sides with vehicles (−2)", "Стороны с техникой (−2)"), false),
			commands.L("a", "", "side A", "сторона А"), commands.L("b", "", "side B", "сторона Б"), commands.L("both", "", "both", "обе")),
	}, a.klSurprise)

	a.SystemCommand(klID, klCombatTop, ptrLoc(commands.L("instant-death", "мгновенная-смерть", "GM: the optional instant-death rule", "Мастер: опциональное правило мгновенной смерти")), "combat/instant-death", []*discordgo.ApplicationCommandOption{
		commands.Boolean(commands.L("on", "вкл", "On (true) or off (false)", "Включить (true) или выключить (false)")),
	}, a.klInstantDeathSet)

	a.SystemCommand(klID, klGrappleTop, nil, "grapple", klGrappleOpts(), a.klGrapple)
	a.SystemCommand(klID, klSupportTop, nil, "support", []*discordgo.ApplicationCommandOption{
		klOptTarget,
		klOptName,
		commands.Auto(commands.Str(commands.L("skill", "навык", "Skill (default Leadership; the GM may allow another)", "Навык (по умолчанию Командование; мастер может разрешить другой)"), false)),
		commands.Str(commands.L("characteristic", "характеристика", "Characteristic (default INT)", "Характеристика (по умолчанию ИНТ)"), false),
		klOptModifier,
		commands.Boolean(commands.OptForce),
	}, a.klSupport)
	a.SystemCommand(klID, klCombatTop, ptrLoc(commands.L("lead", "командование", "The leader's Leadership/INT 8+: its Effect on the party's initiative", "Командование/ИНТ 8+ лидера: Эффект к инициативе группы")), "combat/lead", []*discordgo.ApplicationCommandOption{
		klOptName,
		commands.Str(commands.L("party", "группа", "Party members, comma-separated (default: the leader's side)", "Члены группы через запятую (по умолчанию сторона лидера)"), false),
		klOptModifier,
		commands.Boolean(commands.OptForce),
	}, a.klLead)
	a.SystemCommand(klID, klCombatTop, ptrLoc(commands.L("action", "действие", "Take a tracker action by command (booked; the GM's force:true)", "Действие трекера командой (по учёту боя; мастер — вопреки:да)")), "combat/action", []*discordgo.ApplicationCommandOption{
		commands.Auto(commands.Str(commands.L("action", "действие", "move, stand up, crawl, aim, overwatch, reload, dive for cover, grapple, other", "движение, встать, ползти, прицеливание, дозор, перезарядка…"), true)),
		klOptName,
		commands.Boolean(commands.OptForce),
	}, a.klCombatAction)
	a.SystemAuto(klID, "combat/action/action", a.klActionChoices)
	a.SystemCommand(klID, klReloadTop, nil, "reload", []*discordgo.ApplicationCommandOption{
		klOptName,
		commands.Auto(commands.Str(commands.L("weapon", "оружие", "Firearm (default: the first on the sheet)", "Оружие (по умолчанию первое огнестрельное)"), false)),
		commands.Integer(commands.L("count", "количество", "Set how many are left (rounds, grenades): no action", "Задать, сколько осталось (патронов, гранат): без действия"), false),
		commands.Boolean(commands.OptForce),
	}, a.klReload)

	a.Component(klBtnTo, a.klChooseButton)
	a.Component(klBtnGrapple, a.klGrappleButton)
	klSkills := commands.SkillChoices(klondike.New(), commands.Choice{Value: "none", Names: []string{"none", "нет"}})
	a.SystemAuto(klID, "support/skill", klSkills)
	a.klRegisterCatalogs()
	a.Auto("vehicle/hit/vehicle", a.klAutoVehicles)
	a.Auto("vehicle/board/vehicle", a.klAutoVehicles)
	a.Auto("vehicle/crash/vehicle", a.klAutoVehicles)
	a.Auto("vehicle/repair/vehicle", a.klAutoVehicles)
	a.Auto("vehicle/repair/mechanic", a.AutoCombatants)
	a.Auto("attack/targets", a.AutoCombatants)
	a.SystemAuto(klID, "check/skill", klSkills)
	// Last: wraps every handler registered so far (all systems are in).
}

func ptrLoc(x commands.Loc) *commands.Loc { return &x }

// klWeaponNotation is a stored weapon in the reader's words: for Russian
// readers the notation's Russian spellings («3d6-3 дальний дальность:10
// патроны:6»), which /char weapon add also reads.
func klWeaponNotation(loc, spec string) string {
	if loc != commands.LocaleRU {
		return spec
	}
	w, err := klondike.ParseWeaponSpec("x", spec)
	if err != nil {
		return spec
	}
	return w.Russian()
}
