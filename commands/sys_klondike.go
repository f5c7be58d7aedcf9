package commands

import (
	"github.com/bwmarrin/discordgo"

	"fray/rules/klondike"
)

// The klondike system's commands (issue 6). Option names shared with the
// other systems (attacker, target, weapon, damage, range, cover, aim,
// modifier, amount, comment, secret) mean the same thing here; the handlers
// live in klondike_*.go.

const klID = "klondike"

// Component prefixes of the klondike embeds' buttons.
const (
	klBtnTo = "kl:to" // kl:to:<combatant id>:<str|dex> — where pending damage goes
)

var (
	klCheckTop   = l("check", "проверка", "Roll a check", "Бросить проверку")
	klAttackTop  = l("attack", "атака", "Attack", "Атаковать")
	klDamageTop  = l("damage", "урон", "GM: deal damage", "Мастер: нанести урон")
	klSurgeryTop = l("surgery", "операция", "Surgery on the dying", "Операция умирающему")
	klHealTop    = l("heal", "лечить", "Medical care", "Медицинская помощь")
	klTimeTop    = l("time", "время", "Let fiction time pass (recovery, waking, dying)", "Пропустить время (восстановление, пробуждение, смерть)")
	klVehicleTop = l("vehicle", "техника", "Vehicles in this channel", "Техника в канале")
	klChaseTop   = l("chase", "погоня", "Chases and vehicle duels", "Погони и бои техники")
	klCombatTop  = l("combat", "бой", "The fight in this channel: tracker, turns, rounds", "Бой в канале: трекер, ходы, раунды")
)

func klOpt(t discordgo.ApplicationCommandOptionType, n loc) *discordgo.ApplicationCommandOption {
	return option(t, n, false)
}

var (
	klOptAttacker = auto(str(l("attacker", "атакующий", "Who attacks (default: your combatant)", "Кто атакует (по умолчанию ваш участник)"), false))
	klOptTarget   = auto(str(l("target", "цель", "Target (several, comma-separated, for full auto)", "Цель (несколько через запятую для автоогня)"), false))
	klOptName     = auto(str(l("name", "имя", "Combatant (default: yours)", "Участник (по умолчанию ваш)"), false))
	klOptModifier = integer(l("modifier", "модификатор", "Other modifiers", "Прочие модификаторы"), false)
	klOptTo       = choices(str(l("to", "куда", "Damage past END goes to (STR or DEX)", "Урон сверх ВЫН идёт в (СИЛ или ЛОВ)"), false),
		l("str", "", "STR", "СИЛ"), l("dex", "", "DEX", "ЛОВ"))
	klOptMedic = auto(str(l("medic", "медик", "The medic", "Медик"), false))
)

// registerKlondike wires the klondike system's commands (/attack, /damage, …) through
// systemCommand, its tracker prompts and its autocomplete tables.
func (a *App) registerKlondike() {
	a.recapUnsettled[klID] = a.klRecapUnsettled
	a.settingKeys = append(a.settingKeys, klExtraInstantDeath)
	a.systemCommand(klID, klCheckTop, nil, "check", []*discordgo.ApplicationCommandOption{
		str(l("characteristic", "характеристика", "STR, DEX, END, INT, EDU, SOC", "СИЛ, ЛОВ, ВЫН, ИНТ, ОБР, СОЦ"), false),
		auto(str(l("skill", "навык", "Skill (none = untrained −3)", "Навык (нет — без навыка −3)"), false)),
		integer(l("target", "цель", "Target number (default 8)", "Целевое число (по умолчанию 8)"), false),
		klOptModifier,
		klOptName,
		str(optComment, false),
		boolean(optSecret),
	}, a.klCheck)

	a.systemCommand(klID, klAttackTop, nil, "attack", []*discordgo.ApplicationCommandOption{
		klOptAttacker,
		klOptTarget,
		auto(str(l("weapon", "оружие", "Weapon from the sheet", "Оружие из листа"), false)),
		str(l("damage", "урон", "Damage dice (overrides the weapon's)", "Кубики урона (вместо оружия)"), false),
		integer(l("range", "дистанция", "Distance in metres", "Расстояние в метрах"), false),
		choices(str(l("cover", "укрытие", "Target's cover", "Укрытие цели"), false),
			l("none", "", "none", "нет"), l("light", "", "light −1", "лёгкое −1"), l("hard", "", "hard −2", "твёрдое −2"), l("fortified", "", "fortified −3", "укрепление −3")),
		boolean(l("prone", "лежит", "The target is prone", "Цель лежит")),
		choices(str(l("light", "свет", "Light", "Освещение"), false),
			l("normal", "", "normal", "обычное"), l("dim", "", "dim −1", "сумерки −1"), l("dark", "", "dark −4", "темнота −4")),
		integer(l("aim", "прицел", "Aiming actions spent (+1 each, up to the sight)", "Действий прицеливания (+1 за каждое, до предела прицела)"), false),
		choices(str(l("mode", "режим", "Fire mode", "Режим огня"), false),
			l("single", "", "single", "одиночный"), l("burst", "", "burst", "очередь"), l("auto", "", "full auto", "автоматический"), l("suppress", "", "suppressive fire", "огонь по области")),
		klOptModifier,
		auto(str(l("maneuver", "приём", "Tags: charge meet_charge overwatch cleave improvised careful careless str dex", "Метки: рывок встречная дозор добивание подручное аккуратно не_заботясь сил лов"), false)),
		auto(str(l("targets", "цели", "More targets (full auto, suppressive fire, blast) or the other fighter (careless)", "Ещё цели (автоогонь, огонь по области, взрыв) или другой участник схватки (не_заботясь)"), false)),
		str(l("location", "локация", "Vehicle: aim at a damage-table result (−4)", "Техника: целиться в результат таблицы (−4)"), false),
	}, a.klAttack)

	a.systemCommand(klID, klDamageTop, nil, "damage", []*discordgo.ApplicationCommandOption{
		klOptTarget,
		integer(l("amount", "количество", "Damage before armor", "Урон до брони"), false),
		klOptTo,
		integer(l("ap", "пт", "Armor piercing: lowers Protection", "Бронебойность: снижает Защиту"), false),
		boolean(l("ignore_armor", "без-брони", "Ignore armor", "Без учёта брони")),
		klOptAttacker,
	}, a.klDamage)

	a.systemCommand(klID, klSurgeryTop, nil, "surgery", []*discordgo.ApplicationCommandOption{
		klOptTarget,
		klOptMedic,
		choices(str(l("place", "место", "Where", "Где"), false),
			l("field", "", "in the field −4", "в поле −4"), l("clean", "", "dry and clean −2", "сухое чистое место −2"), l("infirmary", "", "infirmary", "лазарет")),
		klOptModifier,
	}, a.klSurgery)

	a.systemCommand(klID, klHealTop, nil, "heal", []*discordgo.ApplicationCommandOption{
		klOptTarget,
		klOptMedic,
		boolean(l("kit", "аптечка", "A medical kit is at hand (default yes)", "Есть аптечка (по умолчанию да)")),
	}, a.klHeal)

	a.systemCommand(klID, klTimeTop, nil, "time", []*discordgo.ApplicationCommandOption{
		integer(l("minutes", "минуты", "Minutes", "Минуты"), false),
		integer(l("hours", "часы", "Hours", "Часы"), false),
		integer(l("days", "дни", "Days", "Дни"), false),
		klOptTarget,
		klOptMedic,
		boolean(l("supplies", "припасы", "Medical supplies without a medic", "Медикаменты без медика")),
		boolean(l("rest", "отдых", "Spent lying down (default yes for days)", "Проведено в постели (для дней по умолчанию да)")),
	}, a.klTime)

	vName := auto(str(l("vehicle", "техника", "Vehicle", "Техника"), true))
	a.systemCommand(klID, klVehicleTop, ptrLoc(l("add", "добавить", "GM: add a vehicle", "Мастер: добавить технику")), "vehicle/add", []*discordgo.ApplicationCommandOption{
		str(l("name", "имя", "Name", "Название"), true),
		integer(l("armor", "броня", "Armor", "Броня"), false),
		integer(l("speed", "скорость", "Speed, km/h", "Скорость, км/ч"), false),
		integer(l("handling", "управляемость", "Handling", "Управляемость"), false),
		str(l("lacks", "нет", "Systems it lacks: electronics, weapons, cargo…", "Каких систем нет: электроника, орудия, груз…"), false),
		choices(str(l("kind", "тип", "Kind", "Тип"), false),
			l("ground", "", "ground", "наземная"), l("water", "", "water", "водная"), l("air", "", "aircraft", "воздушная"), l("grav", "", "grav", "антиграв")),
		str(l("crew", "экипаж", "Combatants aboard, comma-separated (the first drives)", "Участники на борту через запятую (первый — водитель)"), false),
		boolean(l("low", "низко", "A low-flying aircraft", "Летит низко")),
		boolean(l("sealed", "герметична", "Sealed", "Герметична")),
	}, a.klVehicleAdd)
	a.systemCommand(klID, klVehicleTop, ptrLoc(l("hit", "попадание", "GM: a hit on a vehicle (AP dice)", "Мастер: попадание по технике (кубы ПТ)")), "vehicle/hit", []*discordgo.ApplicationCommandOption{
		vName,
		str(l("ap", "пт", "AP dice, e.g. 3d6", "Кубы ПТ, например 3d6"), true),
		auto(str(l("aim", "прицел", "An aimed result (the attack took −4)", "Выбранный результат (атака с −4)"), false)),
		klOptTo,
	}, a.klVehicleHit)
	a.systemCommand(klID, klVehicleTop, ptrLoc(l("show", "показать", "Show the vehicles", "Показать технику")), "vehicle/show", nil, a.klVehicleShow)
	a.systemCommand(klID, klVehicleTop, ptrLoc(l("board", "посадка", "Board or leave a vehicle", "Сесть в технику или выйти")), "vehicle/board", []*discordgo.ApplicationCommandOption{
		auto(str(l("vehicle", "техника", "Vehicle", "Техника"), true)),
		klOptName,
		boolean(l("leave", "выйти", "Leave instead", "Выйти")),
	}, a.klVehicleBoard)

	a.systemCommand(klID, klVehicleTop, ptrLoc(l("crash", "крушение", "GM: a crash (2d6 on the critical column)", "Мастер: крушение (2d6 по столбцу критических)")), "vehicle/crash", []*discordgo.ApplicationCommandOption{
		auto(str(l("vehicle", "техника", "Vehicle", "Техника"), true)),
		klOptTo,
	}, a.klVehicleCrash)
	a.systemCommand(klID, klVehicleTop, ptrLoc(l("repair", "ремонт", "Repair a hull breach (tools, d6 minutes, Mechanic 5+)", "Заделать пробоину (инструменты, d6 минут, Ремонт 5+)")), "vehicle/repair", []*discordgo.ApplicationCommandOption{
		auto(str(l("vehicle", "техника", "Vehicle", "Техника"), true)),
		auto(str(l("mechanic", "механик", "Who repairs (default: yours)", "Кто чинит (по умолчанию ваш участник)"), false)),
		boolean(l("tools", "инструменты", "The right tools are at hand (default yes)", "Есть нужные инструменты (по умолчанию да)")),
	}, a.klVehicleRepair)

	a.systemCommand(klID, klChaseTop, ptrLoc(l("start", "начать", "GM: start a chase or a vehicle duel", "Мастер: начать погоню или бой техники")), "chase/start", []*discordgo.ApplicationCommandOption{
		str(l("parties", "стороны", "Vehicles or combatants on foot, comma-separated", "Техника или пешие участники через запятую"), true),
		choices(str(l("mode", "режим", "Duel or chase", "Бой или погоня"), false),
			l("duel", "", "vehicle duel", "бой техники"), l("chase", "", "chase", "погоня")),
		str(l("fleeing", "убегают", "Parties that flee (chase), comma-separated", "Убегающие стороны (погоня) через запятую"), false),
	}, a.klChaseStart)
	a.systemCommand(klID, klChaseTop, ptrLoc(l("round", "раунд", "GM: roll a chase round", "Мастер: бросить раунд погони")), "chase/round", nil, a.klChaseRound)
	a.systemCommand(klID, klChaseTop, ptrLoc(l("break", "оторваться", "Break off (needs the Advantage, 10+)", "Оторваться (нужно Преимущество, 10+)")), "chase/break", []*discordgo.ApplicationCommandOption{
		str(l("party", "сторона", "The party breaking off", "Сторона, которая отрывается"), true),
	}, a.klChaseBreak)
	a.systemCommand(klID, klChaseTop, ptrLoc(l("end", "конец", "GM: end the chase", "Мастер: закончить погоню")), "chase/end", nil, a.klChaseEnd)

	a.systemCommand(klID, klCombatTop, ptrLoc(l("surprise", "внезапность", "Surprise rolls (Recon/Stealth + INT, 10+)", "Броски внезапности (Разведка/Скрытность + ИНТ, 10+)")), "combat/surprise", []*discordgo.ApplicationCommandOption{
		str(l("side_a", "сторона-а", "Side A, comma-separated (default: the players)", "Сторона А через запятую (по умолчанию игроки)"), false),
		str(l("side_b", "сторона-б", "Side B, comma-separated (default: the NPCs)", "Сторона Б через запятую (по умолчанию NPC)"), false),
		choices(str(l("ambush", "засада", "Which side prepared an ambush (+2)", "Какая сторона готовила засаду (+2)"), false),
			l("a", "", "side A", "сторона А"), l("b", "", "side B", "сторона Б")),
		choices(str(l("vehicles", "с-техникой", "Sides with vehicles (−2)", "Стороны с техникой (−2)"), false),
			l("a", "", "side A", "сторона А"), l("b", "", "side B", "сторона Б"), l("both", "", "both", "обе")),
	}, a.klSurprise)

	a.systemCommand(klID, klCombatTop, ptrLoc(l("instant-death", "мгновенная-смерть", "GM: the optional instant-death rule", "Мастер: опциональное правило мгновенной смерти")), "combat/instant-death", []*discordgo.ApplicationCommandOption{
		boolean(l("on", "вкл", "On (true) or off (false)", "Включить (true) или выключить (false)")),
	}, a.klInstantDeathSet)

	a.systemCommand(klID, klGrappleTop, nil, "grapple", klGrappleOpts(), a.klGrapple)
	a.systemCommand(klID, klSupportTop, nil, "support", []*discordgo.ApplicationCommandOption{
		klOptTarget,
		klOptName,
		auto(str(l("skill", "навык", "Skill (default Leadership; the GM may allow another)", "Навык (по умолчанию Командование; мастер может разрешить другой)"), false)),
		str(l("characteristic", "характеристика", "Characteristic (default INT)", "Характеристика (по умолчанию ИНТ)"), false),
		klOptModifier,
	}, a.klSupport)
	a.systemCommand(klID, klCombatTop, ptrLoc(l("lead", "командование", "The leader's Leadership/INT 8+: its Effect on the party's initiative", "Командование/ИНТ 8+ лидера: Эффект к инициативе группы")), "combat/lead", []*discordgo.ApplicationCommandOption{
		klOptName,
		str(l("party", "группа", "Party members, comma-separated (default: the leader's side)", "Члены группы через запятую (по умолчанию сторона лидера)"), false),
		klOptModifier,
	}, a.klLead)
	a.systemCommand(klID, klReloadTop, nil, "reload", []*discordgo.ApplicationCommandOption{
		klOptName,
		auto(str(l("weapon", "оружие", "Firearm (default: the first on the sheet)", "Оружие (по умолчанию первое огнестрельное)"), false)),
		integer(l("count", "количество", "Set how many are left (rounds, grenades): no action", "Задать, сколько осталось (патронов, гранат): без действия"), false),
	}, a.klReload)

	a.component(klBtnTo, a.klChooseButton)
	a.component(klBtnGrapple, a.klGrappleButton)
	a.actions[klID] = a.klActionFunc
	a.weaponText[klID] = klWeaponNotation
	klSkills := skillChoices(klondike.New(), Choice{Value: "none", Names: []string{"none", "нет"}})
	a.systemAuto(klID, "support/skill", klSkills)
	a.prompts[klID] = a.klPrompt
	a.klRegisterCatalogs()
	a.auto("vehicle/hit/vehicle", a.klAutoVehicles)
	a.auto("vehicle/board/vehicle", a.klAutoVehicles)
	a.auto("vehicle/crash/vehicle", a.klAutoVehicles)
	a.auto("vehicle/repair/vehicle", a.klAutoVehicles)
	a.auto("vehicle/repair/mechanic", a.autoCombatants)
	a.auto("attack/targets", a.autoCombatants)
	a.systemAuto(klID, "check/skill", klSkills)
	// Last: wraps every handler registered so far (all systems are in).
	a.trackerFields[klID] = a.klTrackerFields
}

func ptrLoc(x loc) *loc { return &x }

// klWeaponNotation is a stored weapon in the reader's words: for Russian
// readers the notation's Russian spellings («3d6-3 дальний дальность:10
// патроны:6»), which /char weapon add also reads.
func klWeaponNotation(loc, spec string) string {
	if loc != LocaleRU {
		return spec
	}
	w, err := klondike.ParseWeaponSpec("x", spec)
	if err != nil {
		return spec
	}
	return w.Russian()
}
