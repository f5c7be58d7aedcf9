package klondike

import (
	"fmt"
	"strings"

	"fray/rules"
	"fray/rules/dice"
)

// System is the klondike rule system.
type System struct{}

// New returns the klondike system.
func New() *System { return &System{} }

var _ rules.System = (*System)(nil)

// ID implements rules.System.
func (*System) ID() string { return "klondike" }

// Stats implements rules.System: STR DEX END INT EDU SOC, then the skills the
// seed names. Characteristics default to 7 (DM 0); a skill the sheet omits is
// untrained (−3, stored as Untrained).
func (*System) Stats() []rules.StatDef {
	out := make([]rules.StatDef, len(statDefs))
	copy(out, statDefs)
	return out
}

// ParseArmor implements rules.System; see ParseArmorSpec for the notation
// ("5", "12 sealed", "8 скафандр").
func (*System) ParseArmor(spec string) (string, error) {
	a, err := ParseArmorSpec(spec)
	if err != nil {
		return "", err
	}
	return a.String(), nil
}

// ParseWeapon implements rules.System; see ParseWeaponSpec for the notation
// ("3d6 range:50 auto:4 ammo:30", "2d6 melee", "5d6 thrown blast:6").
// A stock weapon's name without a notation takes the catalogue's
// ("/char weapon add name:нож").
func (*System) ParseWeapon(name, spec string) (rules.Weapon, error) {
	if strings.TrimSpace(spec) == "" {
		if sw, ok := FindStockWeapon(name); ok {
			spec = sw.Spec
		}
	}
	w, err := ParseWeaponSpec(name, spec)
	if err != nil {
		return rules.Weapon{}, err
	}
	return rules.Weapon{Name: w.Name, Spec: w.String()}, nil
}

// NewState implements rules.System: current STR/DEX/END equal the sheet's,
// every magazine full.
func (*System) NewState(sheet *rules.Sheet) ([]byte, error) {
	var c rules.Combatant
	if err := SaveState(&c, newState(sheet)); err != nil {
		return nil, fmt.Errorf("klondike: new state: %w", err)
	}
	return c.State, nil
}

// RerollEachRound implements rules.System: "В начале каждого боевого раунда
// все персонажи бросают 2d6+ИНТ+Тактику".
func (*System) RerollEachRound() bool { return true }

// Initiative implements rules.System: 2d6 + INT DM + Tactics (−3 without)
// + the leader's Leadership Effect + the wound penalty. Dice: 2d6.
func (*System) Initiative(c *rules.Combatant, d dice.Source) rules.Initiative {
	var buf State
	s, err := loadOnStack(c, &buf)
	if err != nil {
		s = newState(&c.Sheet)
	}
	mod := initiativeMod(c, s)
	a, b := d.Roll(6), d.Roll(6)
	return rules.Initiative{Total: a + b + mod, Dice: []int{a, b}, Mod: mod}
}

func initiativeMod(c *rules.Combatant, s *State) int {
	return DM(s.stat(c, INT)) + skillLevel(c, SkillTactics) + s.LeadBonus + s.WoundPenalty()
}

// CompareTie implements rules.System. The seed is silent on tied initiative;
// as in the 2d6 family the higher current DEX acts first, then a roll-off.
func (*System) CompareTie(a, b *rules.Combatant) int {
	da, ok1 := dexOf(a)
	db, ok2 := dexOf(b)
	if !ok1 || !ok2 {
		return 0
	}
	return db - da
}

// dexOf is c's current DEX, or false when its state cannot be read. A sort
// asks it O(n log n) times, so it reads the state on the stack as Health
// does (healthState).
func dexOf(c *rules.Combatant) (int, bool) {
	var buf State
	s, err := healthState(c, &buf)
	if err != nil {
		return 0, false
	}
	return s.Dex, true
}

// Action keys offered on the tracker.
const (
	ActAttack    = "attack"
	ActCharge    = "charge"
	ActSupport   = "support"
	ActMove      = "move"
	ActStand     = "stand"
	ActCrawl     = "crawl"
	ActOverwatch = "overwatch"
	ActAim       = "aim"
	ActReload    = "reload"
	ActDive      = "dive"
	ActGrapple   = "grapple"
	ActBoard     = "board"
	ActOther     = "misc"
)

// actions is the seed's list (attack, charge, support, move, overwatch,
// other) plus the actions the rules refer to (aim, reload, stand up, crawl,
// dive for cover, grapple, board a vehicle).
var actions = []rules.Action{
	{Key: ActAttack, En: "Attack", Ru: "Атака"},
	{Key: ActCharge, En: "Charge", Ru: "Рывок"},
	{Key: ActSupport, En: "Support", Ru: "Поддержка"},
	{Key: ActMove, En: "Move", Ru: "Движение"},
	{Key: ActStand, En: "Stand up", Ru: "Встать"},
	{Key: ActCrawl, En: "Crawl", Ru: "Ползти"},
	{Key: ActOverwatch, En: "Overwatch", Ru: "Дозор"},
	{Key: ActAim, En: "Aim", Ru: "Прицеливание"},
	{Key: ActReload, En: "Reload", Ru: "Перезарядка"},
	{Key: ActDive, En: "Dive for cover", Ru: "Нырнуть в укрытие"},
	{Key: ActGrapple, En: "Grapple", Ru: "Борьба"},
	{Key: ActBoard, En: "Board / leave vehicle", Ru: "Сесть / выйти из техники"},
	{Key: ActOther, En: "Other action", Ru: "Другое действие"},
}

// Actions implements rules.System. The tracker reads the list on every
// render, so it is the package's own table, not a copy; callers only read
// it, and the capacity is capped so that an append cannot write into it.
func (*System) Actions() []rules.Action { return actions[:len(actions):len(actions)] }
