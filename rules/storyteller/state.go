package storyteller

import (
	"fmt"
	"strings"

	"fray/rules"
)

// The state's MessagePack codec is generated (state_gen.go), its field
// names the json tags below: a stored state keeps its keys.
//go:generate go tool msgp -file state.go -o state_gen.go -tests=false -io=false
//msgp:tag json

// State is a combatant's storyteller combat state, stored in
// rules.Combatant.State as MessagePack (SaveState).
type State struct {
	// Health track: boxes by type (ordered aggravated > lethal > bashing).
	Bashing    int  `json:"b,omitempty"`
	Lethal     int  `json:"l,omitempty"`
	Aggravated int  `json:"a,omitempty"`
	Dead       bool `json:"dead,omitempty"`
	ShortTrack bool `json:"short,omitempty"` // the GM's NPC track

	WillpowerSpent int `json:"wps,omitempty"`
	FaithSpent     int `json:"fs,omitempty"`

	Dizzied          bool `json:"dz,omitempty"`     // loses the next action
	DizzySeen        bool `json:"dzs,omitempty"`    // that action came (cleared at round end)
	Prone            bool `json:"prone,omitempty"`  // on the ground
	OffBalance       int  `json:"ob,omitempty"`     // 2 after a tackle, 1 during the next turn
	Unconscious      bool `json:"unc,omitempty"`    // failed the Stamina roll at Incapacitated
	ConsciousChecked bool `json:"uncchk,omitempty"` // the GM rolled it already
	BleedStopped     bool `json:"bs,omitempty"`     // treated: no hourly lethal
	Disarmed         bool `json:"disarmed,omitempty"`

	Acted bool `json:"acted,omitempty"` // acted this round (no aiming after it)
	// Chores counts this round's reloads: an attack after them in the
	// round is a multiple action («перезарядку вместе с другим действием
	// (считается множественным действием)»). A pick-up is not counted: the
	// seed says nothing of it, and no penalty is the bot's to invent.
	Chores int `json:"chores,omitempty"`
	// Split is the number of actions the fighter declared for the round
	// (/attack actions:N): «Количество доступных бросков на первый выстрел
	// уменьшается на общее количество выстрелов, которые вы собираетесь
	// совершить» — the split is the player's to declare (split.go).
	// Taken counts the attack actions (each shot or burst) it took this
	// round: a rules call outside the fight's books reads it with Chores
	// for the attack's place in the split; in a fight the books say it
	// (AttackOptions.Place). StartRound clears both.
	Split int `json:"split,omitempty"`
	Taken int `json:"taken,omitempty"`
	// Unbooked counts the actions a round hook took for the fighter that
	// the fight's books have not counted yet: an NPC's stand-up roll at the
	// start of its turn, an action like any other («может попробовать
	// встать на ноги следующим действием»). The commands layer books them
	// before the fighter's next action is charged; StartRound clears it.
	Unbooked int    `json:"unbooked,omitempty"`
	Defense  string `json:"def,omitempty"` // defence declared this round: block, dodge, parry

	Lock *Lock `json:"lock,omitempty"` // grapple or hold in progress

	// Ammo counts rounds left per firearm: a sheet gun by its lower-cased
	// name, a table gun fired by name by its table key (ammo_keys.go).
	Ammo rules.Counts `json:"ammo,omitzero"`

	// Fired counts the shots and bursts fired this round in a fight, per
	// gun under its Ammo key, against its rate: «Общее количество выстрелов
	// за ход ограничивается режимом огня вашего оружия». StartRound clears
	// it; undo restores it with the rest of the state.
	Fired rules.Counts `json:"fired,omitzero"`

	// Mend counts the hours of healing time spent on the worst marked box
	// (recovery.go): the seed's healing times pass by the hour, so two
	// /time hours:2 heal what one /time hours:4 does. A new wound, a
	// GM's heal or bleeding starts it again.
	Mend int `json:"mend,omitempty"`
}

// Lock is a sustained maneuver («Х»): a grapple or a hold binding two fighters.
type Lock struct {
	Maneuver string `json:"m"` // grapple or hold
	Other    int    `json:"o"` // the other combatant's ID
	Holder   bool   `json:"h"` // this side holds
	Pool     int    `json:"p"` // the holder's Strength + Brawl when it took hold
	Name     string `json:"n"` // the other's name, for display
}

// LoadState decodes c's state; an empty state is a fresh one built from the
// sheet (so a sheet-only check or a combatant added without NewState works).
func LoadState(c *rules.Combatant) (*State, error) {
	s := &State{}
	if len(c.State) == 0 {
		*s = freshState(&c.Sheet)
		return s, nil
	}
	if err := rules.DecodeState(c.State, s); err != nil {
		return nil, stateDecodeError(c, err)
	}
	return s, nil
}

// stateDecodeError is the error of c's stored state that does not decode.
func stateDecodeError(c *rules.Combatant, err error) error {
	return fmt.Errorf("storyteller: state of %q: %w", c.Name, err)
}

// stateScratch is the stack space SaveState encodes into: a typical state
// (a few boxes, a hold, a clip or two) is well under 100 bytes; a larger
// one only costs the append's growth.
const stateScratch = 512

// SaveState encodes s into c.State. The stored bytes stay when s encodes to
// them (rules.KeepState): most of the round hooks' saves change nothing.
// It cannot fail: the generated encoder refuses nothing State holds.
func SaveState(c *rules.Combatant, s *State) error {
	var scratch [stateScratch]byte
	b, _ := s.MarshalMsg(scratch[:0])
	c.State = rules.KeepState(c.State, b)
	return nil
}

// freshState is an unhurt combatant with full clips in every firearm of the
// sheet and the GM's short track when the sheet asks for it.
func freshState(sh *rules.Sheet) State {
	s := State{ShortTrack: sh.Flags[FlagShortTrack]}
	for _, w := range sh.Weapons {
		ws, err := parseWeapon(w.Name, w.Spec)
		if err != nil || !ws.Firearm {
			continue
		}
		if s.Ammo == nil {
			s.Ammo = rules.Counts{}
		}
		s.Ammo[ammoKey(w.Name)] = ws.Capacity()
	}
	return s
}

func ammoKey(name string) string { return strings.ToLower(strings.TrimSpace(name)) }

// pairSuffix marks the second copy of a gun held in both hands under one
// name: its rounds are kept under the name's key plus this suffix. The first
// copy keeps the plain key, so a stored fight decodes and counts as before
// (its pair's second copy, never counted apart, starts full); only a sheet
// gun itself named "… #2" shares the key, and it is that second gun.
const pairSuffix = " #2"

// PairName is how replies name that second copy: "Heavy pistol #2"; /reload
// takes it back by that name.
func PairName(name string) string { return strings.TrimSpace(name) + pairSuffix }

// noWillpowerError refuses a Willpower spend c cannot make: a fighter whose
// sheet has no Willpower at all is told so, not that it has "none left".
func noWillpowerError(c *rules.Combatant) error {
	if stat(&c.Sheet, Willpower) <= 0 {
		return rules.Errorf("storyteller.error.no_willpower_rating", map[string]any{"Name": c.Name})
	}
	return rules.Errorf("storyteller.error.no_willpower", map[string]any{"Name": c.Name})
}

// WillpowerLeft is the sheet's Willpower less the points spent.
func WillpowerLeft(c *rules.Combatant, s *State) int {
	return max(stat(&c.Sheet, Willpower)-s.WillpowerSpent, 0)
}

// FaithLeft is the sheet's Faith (Духовная Сила) less the points spent.
func FaithLeft(c *rules.Combatant, s *State) int {
	return max(stat(&c.Sheet, Faith)-s.FaithSpent, 0)
}

// SetShortTrack switches c to the GM's four-level NPC track (or back). The
// marked boxes are marked again on the new track, most serious first, so a
// shorter track wraps them exactly like damage past Incapacitated.
func SetShortTrack(c *rules.Combatant, on bool) error {
	s, err := LoadState(c)
	if err != nil {
		return err
	}
	s.ShortTrack = on
	if s.Dead {
		return SaveState(c, s)
	}
	b, l, a := s.Bashing, s.Lethal, s.Aggravated
	s.Bashing, s.Lethal, s.Aggravated = 0, 0, 0
	s.applyDamage(Aggravated, a)
	s.applyDamage(Lethal, l)
	s.applyDamage(Bashing, b)
	return SaveState(c, s)
}
