package medieval

import (
	"fray/commands"

	"github.com/bwmarrin/discordgo"

	"fray/rules/medieval"
)

// medID is the medieval system's id (rules/medieval System.ID).
const medID = "medieval"

// Top-level commands the medieval system shares with the other systems; the
// definitions are merged by systemCommand, so option names follow the shared
// vocabulary (attacker, target, weapon, damage, modifier, cover, range, aim,
// difficulty, location, amount).
var (
	medAttackTop    = commands.L("attack", "атака", "Attack a combatant", "Атаковать участника")
	medDamageTop    = commands.L("damage", "урон", "GM: apply damage to a combatant", "Мастер: нанести урон участнику")
	medSaveTop      = commands.L("save", "спасбросок", "Roll a save for a combatant", "Спасбросок участника")
	medStabilizeTop = commands.L("stabilize", "стабилизировать", "Stabilize a mortally wounded combatant", "Стабилизировать смертельно раненного")
	medHealTop      = commands.L("heal", "лечить", "GM: remove damage from a combatant", "Мастер: снять урон с участника")
	medCheckTop     = commands.L("check", "проверка", "Roll a check", "Бросить проверку")
	medCombatTop    = commands.L("combat", "бой", "The fight in this channel: tracker, turns, rounds", "Бой в канале: трекер, ходы, раунды")
)

// Register binds the plug-in to app and adds its commands, components and
// autocomplete.
func (a *Plugin) Register(app *commands.App) {
	a.App = app
	a.registerMedievalOdds()
	id := medID
	attacker := commands.Auto(commands.Str(commands.L("attacker", "атакующий", "Who attacks (default: whose turn it is)", "Кто атакует (по умолчанию — чей ход)"), false))
	target := func(required bool) *discordgo.ApplicationCommandOption {
		return commands.Auto(commands.Str(commands.L("target", "цель", "Target combatant", "Цель"), required))
	}
	location := commands.Str(commands.L("location", "место", "Hit location: head, torso, right arm…", "Место попадания: голова, торс, правая рука…"), false)
	hidden := commands.Str(commands.L("hidden", "скрыто", "Locations hidden from the attack (re-rolled), e.g. legs", "Скрытые места (перебрасываются), например ноги"), false)
	ap := commands.Boolean(commands.L("ap", "бронебойное", "Armor-piercing: halves SP, then halves the damage through", "Бронебойное: ОС вдвое, затем прошедший урон вдвое"))
	blade := commands.Boolean(commands.L("blade", "клинок", "A blade: halves the SP of marked (soft) armor", "Клинок: вдвое ОС отмеченной (мягкой) брони"))
	cover := commands.Integer(commands.L("cover", "укрытие", "SP of the cover in front of the target", "ОС укрытия перед целью"), false)

	a.SystemCommand(id, medAttackTop, nil, "attack", []*discordgo.ApplicationCommandOption{
		target(true),
		attacker,
		commands.Auto(commands.Str(commands.L("weapon", "оружие", "Weapon on the sheet, or a notation like 2d6+1 melee blade", "Оружие из листа или запись вида 2d6+1 ближний клинок"), false)),
		commands.Str(commands.L("damage", "урон", "Damage instead of a weapon: dice (2d6+1) or a fixed amount (30)", "Урон вместо оружия: кубики (2d6+1) или число (30)"), false),
		commands.Str(commands.L("skill", "навык", "Skill to hit with (default: the weapon's)", "Навык попадания (по умолчанию — навык оружия)"), false),
		commands.Str(commands.L("range", "дистанция", "Range: point blank, close, medium, long, extreme", "Дистанция: в упор, близко, средняя, дальняя, предельная"), false),
		commands.Integer(commands.L("difficulty", "сложность", "The number to reach, instead of a range", "Число, которое нужно набрать, вместо дистанции"), false),
		commands.Boolean(commands.L("melee", "ближний", "true: opposed melee; false: a shot (default: a shot when range or difficulty is given)", "да: встречный ближний бой; нет: выстрел (по умолчанию выстрел, если есть дистанция или сложность)")),
		commands.Integer(commands.L("aim", "прицел", "Aiming rounds, 0–3 (default: counted by the tracker)", "Раунды прицеливания, 0–3 (по умолчанию — по трекеру)"), false),
		location, ap, blade,
		commands.Boolean(commands.L("ambush", "засада", "An ambush: +5 unless the victim notices", "Засада: +5, если жертва не заметит")),
		commands.Boolean(commands.L("charge", "вваливание", "Charging this round: −3 to hit, no aiming", "Вваливание в этом раунде: −3 к попаданию, без прицела")),
		commands.Integer(commands.L("actions", "действие", "Which action of the round this is (default: the fight's books; each after the first −3)", "Какое это действие раунда (по умолчанию — по учёту боя; каждое после первого −3)"), false),
		commands.Boolean(commands.L("two_weapons", "два_оружия", "Attacking with two weapons: −3", "Атака двумя оружиями: −3")),
		cover,
		commands.Integer(commands.L("modifier", "модификатор", "GM's situational modifier", "Модификатор обстоятельств от мастера"), false),
		hidden,
		commands.Str(commands.L("defense", "защита", "Melee: the defender's skill (default: its best melee skill)", "Ближний бой: навык защиты (по умолчанию — лучший навык ближнего боя)"), false),
		commands.Boolean(commands.OptForce),
	}, a.medAttack)

	a.SystemCommand(id, medDamageTop, nil, "damage", []*discordgo.ApplicationCommandOption{
		target(true),
		commands.Integer(commands.L("amount", "количество", "Rolled damage (goes through armor, head, BTM)", "Выброшенный урон (через броню, голову, МТЕЛ)"), true),
		location, ap, blade,
		commands.Boolean(commands.L("direct", "напрямую", "Put the amount straight onto the wound track", "Записать количество прямо на шкалу ранений")),
		cover, hidden,
	}, a.medDamage)

	a.SystemCommand(id, medSaveTop, nil, "save", []*discordgo.ApplicationCommandOption{
		commands.Str(commands.L("kind", "вид", "stun or death", "оглушение или смерть"), true),
		target(true),
	}, a.medSave)

	a.SystemCommand(id, medStabilizeTop, nil, "stabilize", []*discordgo.ApplicationCommandOption{
		target(true),
		commands.Auto(commands.Str(commands.L("medic", "лекарь", "Who treats: a fighter, your stored sheet, or an NPC (default: yours)", "Кто лечит: боец, ваш лист или лекарь мастера (по умолчанию — ваш)"), false)),
		commands.Str(commands.L("skill", "навык", "Medical skill (default Medicine)", "Медицинский навык (по умолчанию Медицина)"), false),
		commands.Integer(commands.L("tech", "тех", "GM: TECH of a medic outside the fight", "Мастер: ТЕХ лекаря вне боя"), false),
		commands.Integer(commands.L("skill_level", "уровень_навыка", "GM: medical skill level of a medic outside the fight", "Мастер: уровень медицинского навыка лекаря вне боя"), false),
		commands.Boolean(commands.OptForce),
	}, a.medStabilize)

	a.SystemCommand(id, medHealTop, nil, "heal", []*discordgo.ApplicationCommandOption{
		target(true),
		commands.Integer(commands.L("points", "пункты", "Wound points to remove", "Сколько пунктов урона снять"), true),
	}, a.medHeal)

	// /check: the system's core roll outside an attack («1d10 + stat +
	// skill vs a number»): a non-combat task, an escape, a repair,
	// Awareness. Medieval registers first, so these descriptions are the
	// shared command's: they name what each system reads.
	a.SystemCommand(id, medCheckTop, nil, "check", []*discordgo.ApplicationCommandOption{
		commands.Str(commands.L("characteristic", "характеристика", "STR, DEX, END, INT, EDU, SOC; medieval: REF, INT, COOL, TECH, BODY, MA", "СИЛ, ЛОВ, ВЫН, ИНТ, ОБР, СОЦ; Средневековье: РЕФ, ИНТ, КРУ, ТЕХ, ТЕЛ, ДВИ"), false),
		commands.Auto(commands.Str(commands.L("skill", "навык", "Skill (klondike: none = untrained −3)", "Навык (Клондайк: нет — без навыка −3)"), false)),
		commands.Integer(commands.L("difficulty", "сложность", "Difficulty (storyteller: 2–10, default 6; medieval: the number to reach)", "Сложность (Рассказчик: 2–10, по умолчанию 6; Средневековье: сколько набрать)"), false),
		commands.Integer(commands.L("modifier", "модификатор", "Other modifiers", "Прочие модификаторы"), false),
		commands.Auto(commands.Str(commands.L("name", "имя", "Combatant (default: yours)", "Участник (по умолчанию ваш)"), false)),
		commands.Str(commands.OptComment, false),
		commands.Boolean(commands.OptSecret),
		commands.Boolean(commands.OptForce),
	}, a.medCheck)

	chargeSub := commands.L("charge", "вваливание", "Declare a charge: +3 initiative, −3 to hit, no aiming", "Объявить вваливание: +3 инициатива, −3 попадание, без прицела")
	a.SystemCommand(id, medCombatTop, &chargeSub, "combat/charge", []*discordgo.ApplicationCommandOption{
		commands.Auto(commands.Str(commands.L("name", "имя", "Combatant (default: whose turn it is)", "Участник (по умолчанию — чей ход)"), false)),
		commands.Boolean(commands.OptForce),
	}, a.medCharge)

	actionSub := commands.L("action", "действие", "Take an action of the round (counted: each after the first −3)", "Действие раунда (со счётом: каждое после первого −3)")
	a.SystemCommand(id, medCombatTop, &actionSub, "combat/action", []*discordgo.ApplicationCommandOption{
		commands.Auto(commands.Str(commands.L("action", "действие", "move, attack, dodge, parry, escape, aim, reload, first aid, task, ambush, ambush: foe distracted", "перемещение, атака, уклонение, парирование, прицеливание…"), true)),
		commands.Auto(commands.Str(commands.L("name", "имя", "Combatant (default: whose turn it is)", "Участник (по умолчанию — чей ход)"), false)),
		commands.Integer(commands.L("sp", "ос", "Parry: SP of the weapon or shield", "Парирование: ОС оружия или щита"), false),
		commands.Boolean(commands.OptForce),
		target(false),
	}, a.medAction)
	a.Auto("combat/action/action", a.medAutoActions)
	// Weapons in the reader's language in medieval channels.
	a.SystemAuto(medID, "*/weapon", a.medWeaponChoices)
	a.SystemAuto(medID, "check/skill", commands.SkillChoices(medieval.New()))
	a.SystemAuto(medID, "char/weapon/add/name", a.medWeaponChoices)

	a.wrapTeamInit()
	a.registerRest()
}
