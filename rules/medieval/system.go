package medieval

import (
	"strings"

	"fray/rules"
	"fray/rules/dice"
)

// System is the medieval rule system.
type System struct{}

// New returns the medieval system.
func New() *System { return &System{} }

var _ rules.System = (*System)(nil)

// ID implements rules.System.
func (*System) ID() string { return "medieval" }

// Stats implements rules.System: REF, INT, COOL, TECH, BODY, MA, then the
// skills the seed uses and the usual weapon skills.
func (*System) Stats() []rules.StatDef {
	out := make([]rules.StatDef, len(statDefs))
	copy(out, statDefs)
	return out
}

// ParseArmor implements rules.System; see ParseArmorNotation for the notation.
func (*System) ParseArmor(spec string) (string, error) {
	a, err := ParseArmorNotation(spec)
	if err != nil {
		return "", err
	}
	return a.String(), nil
}

// ParseWeapon implements rules.System; see ParseWeaponSpec for the notation.
func (*System) ParseWeapon(name, spec string) (rules.Weapon, error) {
	if name == "" || len(name) > maxWeaponName {
		return rules.Weapon{}, userErr(ErrKeyWeaponName, map[string]any{"Max": maxWeaponName})
	}
	// A ready weapon's name without a notation takes the catalogue's; any
	// other name without one is told so (not "weapon “” must start with…").
	if strings.TrimSpace(spec) == "" {
		c, ok := LookupCatalogWeapon(name)
		if !ok {
			return rules.Weapon{}, userErr(ErrKeyWeaponNotReady, map[string]any{"Name": name})
		}
		spec = c.Spec
	}
	w, err := ParseWeaponSpec(spec)
	if err != nil {
		return rules.Weapon{}, err
	}
	return rules.Weapon{Name: name, Spec: w.String()}, nil
}

// NewState implements rules.System: unhurt, armor from the sheet, in
// State's MessagePack encoding.
func (*System) NewState(sheet *rules.Sheet) ([]byte, error) {
	st, err := NewStateFor(sheet)
	if err != nil {
		return nil, err
	}
	var c rules.Combatant
	_ = SaveState(&c, st)
	return c.State, nil
}

// Initiative implements rules.System: «1D10 + РЕФ» (effective REF: after EV
// and wounds) + Combat Sense («За каждый уровень Чувство боя ты добавляешь +1
// к броскам Инициативы») + 3 for a declared charge. The d10 does not explode.
func (*System) Initiative(c *rules.Combatant, d dice.Source) rules.Initiative {
	mod := InitiativeMod(c)
	f := d.Roll(10)
	return rules.Initiative{Total: f + mod, Dice: []int{f}, Mod: mod}
}

// InitiativeMod is c's initiative modifier: effective REF + Combat Sense (+3
// charging). An unreadable state counts as fresh.
func InitiativeMod(c *rules.Combatant) int {
	// Read on the stack (loadOnStack): the tracker's sort asks this
	// O(n log n) times a round through CompareTie.
	var buf State
	st, err := loadOnStack(c, &buf)
	if err != nil {
		st = &State{}
	}
	mod := EffectiveREF(&c.Sheet, st) + stat(&c.Sheet, SkillCombatSense)
	if st.Charge {
		mod += ChargeInitBonus
	}
	return mod
}

// TeamInitiative is the team-leader rule: «он будет совершать броски
// инициативы для всей группы. Его бросок добавляется к значению
// Характеристики РЕФ каждого персонажа». One d10; each member adds its own
// modifier (effective REF, and Combat Sense and charge, which the seed adds
// to every initiative roll). The results are in the members' order.
func TeamInitiative(members []*rules.Combatant, d dice.Source) ([]rules.Initiative, error) {
	if len(members) == 0 {
		return nil, userErr(ErrKeyTeamEmpty, nil)
	}
	f := d.Roll(10)
	out := make([]rules.Initiative, len(members))
	for i, c := range members {
		mod := InitiativeMod(c)
		out[i] = rules.Initiative{Total: f + mod, Dice: []int{f}, Mod: mod}
	}
	return out, nil
}

// CompareTie implements rules.System. The seed has no tie rule. Choice: the
// higher initiative modifier (effective REF + Combat Sense) acts first — the
// quicker fighter — and otherwise the tracker rolls off.
func (*System) CompareTie(a, b *rules.Combatant) int {
	return InitiativeMod(b) - InitiativeMod(a)
}

// RerollEachRound implements rules.System: the seed rolls initiative for
// every round («Очерёдность в раунде основывается на броске инициативы»).
func (*System) RerollEachRound() bool { return true }

// Health implements rules.System: a bar of 48 − wound points, the level, and
// the conditions.
//
// The tracker calls it for every combatant on every click, so it decodes
// into a State on its own stack (loadOnStack) and collects the conditions
// in a stack array, copied out once: one allocation for the list instead of
// one per growth, and none when there is nothing to list.
func (*System) Health(c *rules.Combatant) rules.Health {
	var buf State
	st, err := loadOnStack(c, &buf)
	if err != nil {
		return rules.Health{Max: TrackMax, Level: rules.Note{Key: ErrKeyState}}
	}
	h := rules.Health{
		Cur:   max(0, TrackMax-st.Wounds),
		Max:   TrackMax,
		Level: LevelNote(st.Wounds, st.Dead),
		Out:   st.Out(),
		// A stun lasts until a stun save; dying is down.
		Stunned: st.Stunned && !st.DeathPending && !st.Dead,
		Dead:    st.Dead,
	}
	if st.Dead {
		h.Cur = 0
		return h
	}
	// The track's last box (Mortal 8's fourth, 48 points) still holds a
	// living character: only «past 48» kills. The bar keeps 0/48 for the
	// dead and shows the living at least 1.
	h.Cur = max(1, h.Cur)
	var conds [16]rules.Note // more than the flags below can add
	list := conds[:0]
	cond := func(key string) { list = append(list, rules.Note{Key: key}) }
	if st.Stunned {
		cond("medieval.condition.stunned")
	}
	if st.DeathPending {
		cond("medieval.condition.dying")
	} else if st.MortallyWounded() {
		if st.Stabilized {
			cond("medieval.condition.stabilized")
		} else {
			cond("medieval.condition.bleeding")
		}
	}
	for l := Location(0); l < NumLocations; l++ {
		if st.Lost.Has(l) {
			cond(lostConditionKey(l))
		}
	}
	lasting := len(list) // the round's declarations follow
	if st.Charge {
		cond("medieval.condition.charging")
	}
	if st.Dodge {
		cond("medieval.condition.dodging")
	}
	if st.Parry > 0 {
		list = append(list, rules.Note{Key: "medieval.condition.parrying", Args: map[string]any{"SP": st.Parry}})
	}
	if st.Aim > 0 {
		list = append(list, rules.Note{Key: "medieval.condition.aiming", Args: map[string]any{"Count": st.Aim}})
	}
	switch {
	case st.Ambush && st.AmbushBusy:
		cond("medieval.condition.in_ambush_busy") // the seed's Б): no spotting roll
	case st.Ambush:
		cond("medieval.condition.in_ambush")
	}
	// The round's action count and what the next action costs («одно
	// действие без штрафа … -3 за каждое последующее») are the fight's
	// books' line on the tracker (Economy), not a condition.
	h.Conditions = append([]rules.Note(nil), list...) // nil when empty, as before
	h.Transient = len(list) - lasting
	return h
}

// Dead implements rules.System: Health(c).Dead without the level note and
// the conditions. The tracker asks it of every combatant on every advance,
// so it reads the stored state's "dead" member alone (deadView, on this
// stack: no allocation), skipping the others unparsed. An empty state is a
// fresh one from the sheet, alive; a state that cannot be read is alive, as
// Health's error summary is. (A state whose other members are damaged but
// whose "dead" reads true is dead here where Health cannot read it.)
func (*System) Dead(c *rules.Combatant) bool {
	if len(c.State) == 0 {
		return false
	}
	var v deadView
	rest, err := v.UnmarshalMsg(c.State)
	return err == nil && len(rest) == 0 && v.Dead
}

// loadOnStack is LoadState into s, which the caller keeps on its stack:
// LoadState's State always escapes to the heap. Health, InitiativeMod and
// the declared-action readers read it; the round hooks change it and save
// it back, on every tracker advance.
// An empty state goes through LoadState (a fresh state from the sheet);
// the result and the error are always LoadState's.
func loadOnStack(c *rules.Combatant, s *State) (*State, error) {
	if len(c.State) == 0 {
		return LoadState(c)
	}
	if err := decodeOnStack(c.State, s); err != nil {
		return nil, stateErr(c, err)
	}
	return s, nil
}

// lostConditionKey is "medieval.condition.lost_" + l.Key() without building
// the string on every render, for the limbs (the only locations lost).
func lostConditionKey(l Location) string {
	switch l {
	case RightArm:
		return "medieval.condition.lost_right_arm"
	case LeftArm:
		return "medieval.condition.lost_left_arm"
	case RightLeg:
		return "medieval.condition.lost_right_leg"
	case LeftLeg:
		return "medieval.condition.lost_left_leg"
	}
	return "medieval.condition.lost_" + l.Key()
}
