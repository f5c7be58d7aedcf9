package storyteller

import (
	"strings"

	"fray/rules"
)

// Damage kinds of a maneuver.
const (
	DamageStrength = "strength" // Strength + DamageBonus dice, bashing
	DamageWeapon   = "weapon"   // the weapon's damage («Тип оружия»)
	DamageNone     = "none"     // a hold
	DamageDisarm   = "disarm"   // «особые»: successes beyond Strength knock the weapon away
	DamageDefense  = "defense"  // «У»: subtracts the attacker's successes
)

// Maneuver is one row of the seed's maneuver tables, or a channel's own
// («Игроки могут придумывать собственные маневры, а Ведущий определит
// соответствующие параметры»).
type Maneuver struct {
	Key        string `json:"key"`
	En         string `json:"en"`
	Ru         string `json:"ru"`
	Attribute  string `json:"attr"`
	Ability    string `json:"abil"`
	ArmedAbil  string `json:"armed,omitempty"`   // «Рукопашный бой / Фехтование»: used with a melee weapon
	Accuracy   int    `json:"acc,omitempty"`     // extra dice («Точность»)
	Special    bool   `json:"special,omitempty"` // accuracy «особая»
	Difficulty int    `json:"diff,omitempty"`    // difficulty change
	Damage     string `json:"dmg"`               // one of the Damage* kinds
	Bonus      int    `json:"bonus,omitempty"`   // «Сила +1»
	Sustained  bool   `json:"x,omitempty"`       // «Х»: continues next turn
	Knockdown  bool   `json:"k,omitempty"`       // «С»: knocks down
	Defense    bool   `json:"u,omitempty"`       // «У»
	Ranged     bool   `json:"ranged,omitempty"`
	Shots      string `json:"shots,omitempty"` // ranged: single, multi, burst, auto, strafe, two
}

// Maneuver keys.
const (
	ManBlock   = "block"
	ManGrapple = "grapple"
	ManDisarm  = "disarm"
	ManDodge   = "dodge"
	ManHold    = "hold"
	ManKick    = "kick"
	ManParry   = "parry"
	ManPunch   = "punch"
	ManSweep   = "sweep"
	ManTackle  = "tackle"
	ManStrike  = "strike"
	ManShot    = "shot"
	ManAim     = "aim"
	ManAuto    = "auto"
	ManMulti   = "multi"
	ManStrafe  = "strafe"
	ManBurst   = "burst"
	ManTwo     = "two_weapons"
)

// Ranged fire modes.
const (
	FireSingle = "single"
	FireMulti  = "multi"
	FireBurst  = "burst"
	FireAuto   = "auto"
	FireStrafe = "strafe"
	FireTwo    = "two"
)

// Maneuvers: «Таблица маневров в ближнем бою» and «…в бою на дистанции»,
// plus a plain shot and aiming, which the prose describes.
var Maneuvers = []Maneuver{
	// «Блокировать удар: Ловкость + Рукопашный бой, Особая точность, Нормальная сложность, У»
	{Key: ManBlock, En: "Block", Ru: "Блокировать удар", Attribute: Dexterity, Ability: Brawl, Special: true, Damage: DamageDefense, Defense: true},
	// «Захват: Сила + Рукопашный бой, Нормальная точность, Нормальная сложность, Сила (Х)»
	{Key: ManGrapple, En: "Grapple", Ru: "Захват", Attribute: Strength, Ability: Brawl, Damage: DamageStrength, Sustained: true},
	// «Обезоружить: Ловкость + Рукопашный бой / Фехтование, Нормальная точность, +1 сложность, Особые»
	{Key: ManDisarm, En: "Disarm", Ru: "Обезоружить", Attribute: Dexterity, Ability: Brawl, ArmedAbil: Melee, Difficulty: 1, Damage: DamageDisarm},
	// «Увернуться от удара: Ловкость + Уворот, Особая точность, Нормальная сложность, У»
	{Key: ManDodge, En: "Dodge", Ru: "Увернуться от удара", Attribute: Dexterity, Ability: Dodge, Special: true, Damage: DamageDefense, Defense: true},
	// «Удерживание: Сила + Рукопашный бой, Нормальная точность, Нормальная сложность, Х»
	{Key: ManHold, En: "Hold", Ru: "Удерживание", Attribute: Strength, Ability: Brawl, Damage: DamageNone, Sustained: true},
	// «Удар ногой: Ловкость + Рукопашный бой, Нормальная точность, +1 сложность, Сила +1»
	{Key: ManKick, En: "Kick", Ru: "Удар ногой", Attribute: Dexterity, Ability: Brawl, Difficulty: 1, Damage: DamageStrength, Bonus: 1},
	// «Парировать удар: Ловкость + Фехтование, Особая точность, Нормальная сложность, У»
	{Key: ManParry, En: "Parry", Ru: "Парировать удар", Attribute: Dexterity, Ability: Melee, Special: true, Damage: DamageDefense, Defense: true},
	// «Удар рукой: Ловкость + Рукопашный бой, Нормальная точность, Нормальная сложность, Сила»
	{Key: ManPunch, En: "Punch", Ru: "Удар рукой", Attribute: Dexterity, Ability: Brawl, Damage: DamageStrength},
	// «Подсечка: Ловкость + Рукопашный бой / Фехтование, Нормальная точность, +1 сложность, Сила (С)»
	{Key: ManSweep, En: "Sweep", Ru: "Подсечка", Attribute: Dexterity, Ability: Brawl, ArmedAbil: Melee, Difficulty: 1, Damage: DamageStrength, Knockdown: true},
	// «Сбить с ног: Сила + Рукопашный бой, Нормальная точность, +1 сложность, Сила +1 (С)»
	{Key: ManTackle, En: "Tackle", Ru: "Сбить с ног", Attribute: Strength, Ability: Brawl, Difficulty: 1, Damage: DamageStrength, Bonus: 1, Knockdown: true},
	// «Удар оружием: Ловкость + Фехтование, Нормальная точность, Нормальная сложность, Тип оружия»
	{Key: ManStrike, En: "Weapon strike", Ru: "Удар оружием", Attribute: Dexterity, Ability: Melee, Damage: DamageWeapon},

	{Key: ManShot, En: "Shot", Ru: "Выстрел", Attribute: Dexterity, Ability: Firearms, Damage: DamageWeapon, Ranged: true, Shots: FireSingle},
	// «Прицеливание»: a shot with Perception dice added (the Aim option).
	{Key: ManAim, En: "Aim", Ru: "Прицеливание", Attribute: Dexterity, Ability: Firearms, Damage: DamageWeapon, Ranged: true, Shots: FireSingle},
	// «Автоматическая стрельба: Ловкость + Огнестрельное оружие, +10 точность, +2 сложность, Тип оружия»
	{Key: ManAuto, En: "Automatic fire", Ru: "Автоматическая стрельба", Attribute: Dexterity, Ability: Firearms, Accuracy: 10, Difficulty: 2, Damage: DamageWeapon, Ranged: true, Shots: FireAuto},
	// «Множественные выстрелы: Ловкость + Огнестрельное оружие, Особая точность, Нормальная сложность, Тип оружия»
	{Key: ManMulti, En: "Multiple shots", Ru: "Множественные выстрелы", Attribute: Dexterity, Ability: Firearms, Special: true, Damage: DamageWeapon, Ranged: true, Shots: FireMulti},
	// «Обстрел: Ловкость + Огнестрельное оружие, +10 точность, +2 сложность, Тип оружия»
	{Key: ManStrafe, En: "Strafing", Ru: "Обстрел", Attribute: Dexterity, Ability: Firearms, Accuracy: 10, Difficulty: 2, Damage: DamageWeapon, Ranged: true, Shots: FireStrafe},
	// «Фиксированная очередь: Ловкость + Огнестрельное оружие, +2 точность, +1 сложность, Тип оружия»
	{Key: ManBurst, En: "Three-round burst", Ru: "Короткая очередь", Attribute: Dexterity, Ability: Firearms, Accuracy: 2, Difficulty: 1, Damage: DamageWeapon, Ranged: true, Shots: FireBurst},
	// «Стрельба из двух стволов: …, Особая точность, +1 сложность для "слабой" руки, Тип оружия»
	{Key: ManTwo, En: "Two weapons", Ru: "Стрельба из двух стволов", Attribute: Dexterity, Ability: Firearms, Special: true, Damage: DamageWeapon, Ranged: true, Shots: FireTwo},
}

var maneuverAliases = map[string]string{
	"фиксированная очередь": ManBurst, "очередь": ManBurst, "burst": ManBurst, "three-round burst": ManBurst,
	"автоматический огонь": ManAuto, "automatic fire": ManAuto, "full auto": ManAuto,
	"spray": ManStrafe, "strafing": ManStrafe, "выстрел": ManShot, "shoot": ManShot,
	"multiple shots": ManMulti, "two weapons": ManTwo, "two_weapons": ManTwo,
	"блок": ManBlock, "уворот": ManDodge, "парирование": ManParry, "weapon strike": ManStrike,
	"прицелиться": ManAim, "обезоруживание": ManDisarm, "удар": ManPunch,
	// What a Russian table says for short: «автоматического огня (длинных
	// очередей)», «Стрельба из двух стволов».
	"автоматическая": ManAuto, "длинная очередь": ManAuto, "две руки": ManTwo, "два ствола": ManTwo,
}

// FindManeuver looks a table maneuver up by key, name or alias.
func FindManeuver(name string) (Maneuver, bool) {
	n := aliased(name, maneuverAliases)
	for _, m := range Maneuvers {
		if sameName(n, m.Key, m.En, m.Ru) {
			return m, true
		}
	}
	// A console line cannot hold a space outside quotes, so a name is
	// typed as automatic_fire or удар_рукой (as range:point_blank is): the
	// same name. Only a miss pays for the copy.
	if strings.ContainsRune(name, '_') {
		return FindManeuver(strings.ReplaceAll(name, "_", " "))
	}
	return Maneuver{}, false
}

// ValidateManeuver checks a channel's own maneuver (/maneuver add) and
// normalises its key; it gets the same fields as a table row.
func ValidateManeuver(m Maneuver) (Maneuver, error) {
	bad := func(field string) (Maneuver, error) {
		return Maneuver{}, rules.Errorf("storyteller.error.maneuver_field", map[string]any{"Option": field}) // the option of /maneuver add, named in the user's language
	}
	m.Key = lower(m.Key)
	if m.Key == "" || (m.En == "" && m.Ru == "") {
		return bad("name")
	}
	if m.En == "" {
		m.En = m.Ru
	}
	if m.Ru == "" {
		m.Ru = m.En
	}
	if _, ok := FindManeuver(m.Key); ok {
		return Maneuver{}, rules.Errorf("storyteller.error.maneuver_exists", map[string]any{"Name": m.Key})
	}
	if !isStat(m.Attribute, false) {
		return bad("attribute")
	}
	if !isStat(m.Ability, true) || (m.ArmedAbil != "" && !isStat(m.ArmedAbil, true)) {
		return bad("ability")
	}
	// A number out of bounds says the bounds (the shared out-of-range
	// refusal), not just "bad field".
	for _, f := range []struct {
		opt            string
		v, least, most int
	}{{"accuracy", m.Accuracy, -5, 10}, {"difficulty", m.Difficulty, -4, 4}, {"bonus", m.Bonus, -5, 10}} {
		if f.v < f.least || f.v > f.most {
			return Maneuver{}, rules.Errorf("err.out_of_range", map[string]any{"Option": f.opt, "Min": f.least, "Max": f.most, "Value": f.v})
		}
	}
	switch m.Damage {
	case DamageStrength, DamageWeapon, DamageNone, DamageDisarm:
	case DamageDefense:
		m.Defense = true
	default:
		return bad("damage")
	}
	if m.Ranged {
		switch m.Shots {
		case "":
			m.Shots = FireSingle
		case FireSingle, FireMulti, FireBurst, FireAuto, FireStrafe, FireTwo:
		default:
			return bad("shots")
		}
		if m.Damage != DamageWeapon {
			return bad("damage")
		}
	} else {
		m.Shots = ""
	}
	if m.Sustained && m.Damage != DamageStrength && m.Damage != DamageNone {
		return bad("sustained")
	}
	return m, nil
}

func isStat(key string, skill bool) bool {
	for _, d := range statDefs {
		if d.Key == key && d.Skill == skill {
			return true
		}
	}
	return false
}
