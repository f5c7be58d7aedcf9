package storyteller

import (
	"fray/rules"
	"fray/rules/dice"
)

// System is the storyteller rule system.
type System struct{}

var _ rules.System = (*System)(nil)

// New returns the storyteller system.
func New() *System { return &System{} }

// ID implements rules.System.
func (*System) ID() string { return "storyteller" }

// Stats implements rules.System: attributes, then abilities, Willpower, Faith.
func (*System) Stats() []rules.StatDef { return statDefs }

// ParseArmor implements rules.System: it validates armor notation. Accepted
// forms:
//
//	"3/1"               rating 3, penalty 1
//	"3"                 rating 3, the table's penalty for that rating (1)
//	"кевларовый жилет"  a row of the seed's armor table (3/1)
//	"flak jacket"       the same table in English (4/2)
//	"" or "0"           no armor
//
// It normalises to "rating/penalty", or "" for no armor.
func (*System) ParseArmor(spec string) (string, error) {
	a, err := parseArmor(spec)
	if err != nil {
		return "", err
	}
	return a.String(), nil
}

// LocalizeArmor shows a stored armor notation ("3/1") in the reader's words
// ("rating 3, penalty 1") on the sheet replies; word translates message keys.
func (*System) LocalizeArmor(notation string, word func(key string, args map[string]any) string) string {
	a, err := parseArmor(notation)
	if err != nil || a == (Armor{}) {
		return notation
	}
	return word("storyteller.sheet.armor", map[string]any{"Rating": a.Rating, "Penalty": a.Penalty})
}

// ParseWeapon implements rules.System: it validates a weapon's notation,
// tokens separated by spaces or commas, in any order, English or Russian.
//
//	""                          the weapon's name is a table row: "Меч", "Heavy pistol"
//	"str+2 lethal"              melee, Strength + 2 dice, lethal (сила+2 летальные)
//	"str bashing conceal=pocket" Strength dice, bashing, fits a pocket
//	"5 lethal range=30 rate=3 clip=7+1"   a firearm: 5 dice, short range 30 m,
//	                            3 shots a turn, 7 rounds and one chambered
//	"4 range=25 rate=3 clip=30+1 auto"    can burst, fire automatic and strafe
//	"винтовка прицел"           a table row plus a scope (+2 dice when aiming)
//	"нож aggravated"            a table row with another damage type
//
// Keys: range|дистанция|дист, rate|режим, clip|обойма, conceal|скрыть;
// flags: auto|авто, scope|прицел|оптика. Words that are none of these must
// together name a table row, which gives the numbers not spelled out.
// A weapon without a range is a melee weapon, lethal unless typed otherwise
// («Повреждения, наносимые оружием, считаются летальными»); with a range it
// is a firearm and needs a clip.
//
// The spec comes back normalised: name "Меч" with an empty spec gives
// "str+2 lethal conceal=coat".
func (*System) ParseWeapon(name, spec string) (rules.Weapon, error) {
	if name == "" {
		return rules.Weapon{}, rules.Errorf("storyteller.error.weapon_name", nil)
	}
	w, err := parseWeapon(name, spec)
	if err != nil {
		return rules.Weapon{}, err
	}
	return rules.Weapon{Name: w.Name, Spec: w.Spec()}, nil
}

// NewState implements rules.System: unhurt, clips full, encoded as
// SaveState encodes it.
func (*System) NewState(sheet *rules.Sheet) ([]byte, error) {
	var c rules.Combatant
	s := freshState(sheet)
	err := SaveState(&c, &s)
	return c.State, err
}

// RerollEachRound implements rules.System: «1d10 + Dexterity + Wits − wound
// penalty, every turn».
func (*System) RerollEachRound() bool { return true }

// Initiative implements rules.System: 1d10 + Dexterity + Wits − wound penalty.
func (*System) Initiative(c *rules.Combatant, d dice.Source) rules.Initiative {
	pen := 0
	var buf State
	if s, err := loadOnStack(c, &buf); err == nil {
		pen = s.Penalty()
	}
	mod := stat(&c.Sheet, Dexterity) + stat(&c.Sheet, Wits) - pen
	f := d.Roll(10)
	return rules.Initiative{Total: f + mod, Dice: []int{f}, Mod: mod}
}

// CompareTie implements rules.System. The seed is silent; the classic rule
// puts the higher initiative rating (Dexterity + Wits) first, then Wits.
func (*System) CompareTie(a, b *rules.Combatant) int {
	ra := stat(&a.Sheet, Dexterity) + stat(&a.Sheet, Wits)
	rb := stat(&b.Sheet, Dexterity) + stat(&b.Sheet, Wits)
	if ra != rb {
		return rb - ra
	}
	return stat(&b.Sheet, Wits) - stat(&a.Sheet, Wits)
}

// Action keys offered on the tracker.
const (
	ActionAttack   = "attack"
	ActionDodge    = "dodge"
	ActionBlock    = "block"
	ActionParry    = "parry"
	ActionAim      = "aim"
	ActionReload   = "reload"
	ActionStand    = "stand"
	ActionStruggle = "struggle"
	ActionRelease  = "release"
	ActionPickUp   = "pick_up" // a disarmed fighter takes the weapon again
)

// Roll prompts (rules.Event.Prompt) for a player's button. No ":" in them:
// the tracker's custom_id is "trk:prompt:<version>:<id>:<key>" and its
// handler reads the key as the fifth ":"-separated field.
const (
	PromptStand         = "storyteller_stand"
	PromptStruggle      = "storyteller_struggle"
	PromptConsciousness = "storyteller_consciousness"
)

var actions = []rules.Action{
	{Key: ActionAttack, En: "Attack", Ru: "Атака"},
	{Key: ActionDodge, En: "Dodge", Ru: "Увернуться", Reaction: true},
	{Key: ActionBlock, En: "Block", Ru: "Блокировать", Reaction: true},
	{Key: ActionParry, En: "Parry", Ru: "Парировать", Reaction: true},
	{Key: ActionAim, En: "Aim", Ru: "Прицелиться"},
	{Key: ActionReload, En: "Reload", Ru: "Перезарядить"},
	{Key: ActionStand, En: "Stand up", Ru: "Встать"},
	{Key: ActionStruggle, En: "Break free", Ru: "Вырваться"},
	{Key: ActionRelease, En: "Release", Ru: "Отпустить"},
	{Key: ActionPickUp, En: "Pick up weapon", Ru: "Подобрать оружие"},
}

// Actions implements rules.System.
func (*System) Actions() []rules.Action { return actions }
