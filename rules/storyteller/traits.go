package storyteller

import (
	"fray/rules"
	"fray/rules/dice"
)

// Mod is one modifier an embed lists: a reason key (storyteller.mod.*) and
// its value, in dice for pool modifiers and in points for difficulty ones.
type Mod struct {
	Reason string `json:"r"`
	Value  int    `json:"v"`
}

// Modifier reasons.
const (
	ModWounds      = "storyteller.mod.wounds"
	ModArmor       = "storyteller.mod.armor"
	ModAccuracy    = "storyteller.mod.accuracy"
	ModAim         = "storyteller.mod.aim"
	ModScope       = "storyteller.mod.scope"
	ModBlindTarget = "storyteller.mod.blind_target"
	ModImmobilized = "storyteller.mod.immobilized"
	ModShots       = "storyteller.mod.shots"
	ModGM          = "storyteller.mod.gm"
	ModManeuver    = "storyteller.mod.maneuver"
	ModRange       = "storyteller.mod.range"
	ModCover       = "storyteller.mod.cover"
	ModOwnCover    = "storyteller.mod.own_cover"
	ModOpponents   = "storyteller.mod.opponents"
	ModBlind       = "storyteller.mod.blind"
	ModOffBalance  = "storyteller.mod.off_balance"
	ModOffHand     = "storyteller.mod.off_hand"
	ModStrafed     = "storyteller.mod.strafed"
)

// TraitRoll is a roll of attribute + ability with its modifiers.
type TraitRoll struct {
	Attribute string `json:"attr"`
	Ability   string `json:"abil,omitempty"`
	Base      int    `json:"base"` // attribute + ability
	// Given: Base is the pool the attack's pool option gave, not the
	// attribute + ability it names (the reply must not add them up to it).
	Given    bool  `json:"given,omitempty"`
	PoolMods []Mod `json:"pmods,omitempty"`
	DiffMods []Mod `json:"dmods,omitempty"`
	Roll     Roll  `json:"roll"`
}

// traitRoll rolls attribute + ability of c against difficulty diff plus
// diffMods. Action rolls lose dice to wounds and, on Dexterity, to armor, and
// get +1 difficulty while off balance after a tackle; reflexive rolls (soak,
// consciousness) lose nothing.
func traitRoll(src dice.Source, c *rules.Combatant, st *State, attr, ability string, diff int, diffMods []Mod, reflexive bool) TraitRoll {
	t := TraitRoll{Attribute: attr, Ability: ability, Base: stat(&c.Sheet, attr), DiffMods: diffMods}
	if ability != "" {
		t.Base += stat(&c.Sheet, ability)
	}
	if !reflexive {
		t.PoolMods = actionPenalties(c, st, attr, nil)
		t.DiffMods = offBalance(st, t.DiffMods)
	}
	t.Roll = rollAction(src, t.Base+sumMods(t.PoolMods), diff+sumMods(t.DiffMods), nil)
	return t
}

// traitRollSplit is an action's traitRoll that also loses split, its
// multiple-action penalty (splitMods).
func traitRollSplit(src dice.Source, c *rules.Combatant, st *State, attr, ability string, diff int, diffMods, split []Mod) TraitRoll {
	t := TraitRoll{Attribute: attr, Ability: ability, Base: stat(&c.Sheet, attr), DiffMods: diffMods}
	if ability != "" {
		t.Base += stat(&c.Sheet, ability)
	}
	t.PoolMods = append(actionPenalties(c, st, attr, nil), split...)
	t.DiffMods = offBalance(st, t.DiffMods)
	t.Roll = rollAction(src, t.Base+sumMods(t.PoolMods), diff+sumMods(t.DiffMods), nil)
	return t
}

// splitMods is the multiple-action penalty of a one-roll action (a defence,
// a stand-up, a struggle) at place at in st's round, as a pool modifier.
func splitMods(st *State, at Place) []Mod {
	if n := splitPenalty(st.Split, at, 1, 0); n > 0 {
		return []Mod{{ModShots, -n}}
	}
	return nil
}

// actionPenalties appends the armor penalty (Dexterity pools) and the wound
// penalty to mods.
func actionPenalties(c *rules.Combatant, st *State, attr string, mods []Mod) []Mod {
	if attr == Dexterity {
		if a, err := parseArmor(c.Sheet.Armor); err == nil && a.Penalty > 0 {
			mods = append(mods, Mod{ModArmor, -a.Penalty})
		}
	}
	if p := st.Penalty(); p > 0 {
		mods = append(mods, Mod{ModWounds, -p})
	}
	return mods
}

// offBalance adds the tackle's +1 during the tackled side's next turn: «сложность
// всех его действий в следующем ходу повышается на 1».
func offBalance(st *State, mods []Mod) []Mod {
	if st.OffBalance == 1 {
		mods = append(mods, Mod{ModOffBalance, 1})
	}
	return mods
}

func sumMods(m []Mod) int {
	n := 0
	for _, x := range m {
		n += x.Value
	}
	return n
}
