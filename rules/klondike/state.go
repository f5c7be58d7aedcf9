package klondike

//go:generate go tool msgp -file state.go -o state_gen.go -tests=false -io=false
//msgp:tag json
//msgp:limit arrays:1024

import (
	"fmt"

	"fray/rules"
)

// State is a combatant's klondike combat state, stored in
// rules.Combatant.State as MessagePack by its generated codec
// (state_gen.go; the json tags name the keys and say which are left out
// when empty). The decoder refuses a list of more than 1024 items (the
// limit directive above, which health_view.go repeats): a fight's lists
// hold a few combatants' IDs or limbs, and a corrupt header must not
// claim gigabytes. Physical characteristics are tracked as current
// values against originals: damage lowers the current value and the DM
// follows it (RULES.md).
type State struct {
	Str     int `json:"str"`
	Dex     int `json:"dex"`
	End     int `json:"end"`
	OrigStr int `json:"ostr"`
	OrigDex int `json:"odex"`
	OrigEnd int `json:"oend"`

	// Wound levels. Wounded (−1) from END reaching 0 until END is healed;
	// Seriously wounded (−2) from STR or DEX reaching 0 until both recover.
	Wounded   bool `json:"wounded,omitempty"`
	Seriously bool `json:"seriously,omitempty"`

	// Shock: END just reached 0; for one round the only thing the character
	// may do is dive for cover. ShockTurnSeen is set once its turn has come
	// or a round has ended; the next round's end then ends the shock.
	Shock         bool `json:"shock,omitempty"`
	ShockTurnSeen bool `json:"shock_seen,omitempty"`

	Unconscious bool `json:"unconscious,omitempty"`
	// WakeSeconds counts down to waking up (d6 minutes or d6 hours, by the
	// roll against original END). Each combat round takes RoundSeconds.
	WakeSeconds int `json:"wake_sec,omitempty"`
	// OutNoted: the round's end has just told the table this character
	// fell unconscious (EndRound's pending_out line, which names the wake
	// roll), so the next turn start does not say «без сознания» again in
	// the same list of what happened. Cleared by that turn start or the
	// next round's end.
	OutNoted bool `json:"out_noted,omitempty"`

	Dying        bool     `json:"dying,omitempty"`
	DyingSeconds int      `json:"dying_sec,omitempty"`
	Dead         bool     `json:"dead,omitempty"`
	Stabilized   bool     `json:"stabilized,omitempty"` // survived surgery
	Lost         []string `json:"lost,omitempty"`       // leg, arm, eye (surgery 8–10)
	Prone        bool     `json:"prone,omitempty"`

	// Pending is damage past END waiting for the player's choice of STR or
	// DEX (the buttons on the damage embed).
	Pending int `json:"pending,omitempty"`
	// PendingDeath remembers the channel's instant-death rule for the
	// pending damage, which the end of the round may place (EndRound).
	PendingDeath bool `json:"pending_death,omitempty"`
	// Caught marks the side caught off guard by a surprise: no actions in
	// the free round, until its first turn gives them (CaughtOffGuard,
	// StartTurn). Only the refusal's words depend on it.
	Caught bool `json:"caught,omitempty"`
	// Fresh marks a combatant that joined this round and whose first turn
	// has not started: the two actions it joined with are the round's two
	// («два действия в свою инициативу»), so what it spends out of turn
	// before its turn is not given back when the turn starts (StartTurn).
	// The round's end clears it (EndRound).
	Fresh bool `json:"fresh,omitempty"`

	// Turn economy: two actions a turn; diving for cover spends the next one.
	ActionsLeft  int  `json:"actions"`
	DivePending  bool `json:"dive,omitempty"`
	FullAutoUsed bool `json:"full_auto,omitempty"` // once a round

	Aim       int  `json:"aim,omitempty"`       // aiming actions spent just before the next attack
	Support   int  `json:"support,omitempty"`   // bonus on the next roll (support action)
	Overwatch bool `json:"overwatch,omitempty"` // a readied action
	// Watchers are the combatants whose readied Overwatch may fire at this
	// one when its turn starts (StartTurn sees only the combatant whose turn
	// it is, so the overwatchers are written on everyone else's state).
	Watchers []int `json:"watchers,omitempty"`
	// WatchStrikes and WatchThrows are the Watchers whose readied weapon
	// (OverwatchWeapon) is a melee one or a thrown one: the turn-start
	// prompt says it strikes or throws, as the shot's own line does, and
	// "fires" («выстрелить») only of a gun.
	WatchStrikes []int `json:"watch_strikes,omitempty"`
	WatchThrows  []int `json:"watch_throws,omitempty"`
	Charged      bool  `json:"charged,omitempty"` // charging this turn (+2 on its melee attack)
	// ChargedBy are the combatants whose charge at this one it may still
	// meet this round («Цель может встретить тебя атакой»): each charge
	// once. The round's end clears them.
	ChargedBy   []int `json:"charged_by,omitempty"`
	LeadBonus   int   `json:"lead,omitempty"`         // the party leader's Leadership Effect on initiative
	Cleaves     int   `json:"cleaves,omitempty"`      // extra melee attacks left this turn
	CleaveReady bool  `json:"cleave_ready,omitempty"` // just took an enemy out in melee

	// Grappling: the opponent's combatant ID (0: none) and whether this
	// combatant won the last round of wrestling (+1 next time, not cumulative).
	Grappling  int  `json:"grappling,omitempty"`
	GrappleWon bool `json:"grapple_won,omitempty"`
	// GrappleEffect is the Effect of a won grappling roll whose result the
	// winner has not picked yet (GrapplePending).
	GrappleEffect  int `json:"grapple_effect,omitempty"`
	GrapplePending int `json:"grapple_pending,omitempty"` // the loser's ID

	// Ammo left per weapon name (rounds tracked per weapon).
	Ammo rules.Counts `json:"ammo,omitzero"`

	// Suppression: an area under this combatant's suppressive fire until the
	// start of its next turn, with free attacks left.
	Suppressing    bool   `json:"suppressing,omitempty"`
	SuppressFree   int    `json:"suppress_free,omitempty"`
	SuppressWeapon string `json:"suppress_weapon,omitempty"`

	// Recovery clock (minutes of fiction time, advanced by /time).
	EndClock int `json:"end_clock,omitempty"` // minutes toward the next END point
	DayClock int `json:"day_clock,omitempty"` // minutes toward the next day of rest
	// StrBroken/DexBroken: the stat fell to 0 and recovers only by days of
	// bed rest; StrDays/DexDays count those days.
	StrBroken bool `json:"str_broken,omitempty"`
	DexBroken bool `json:"dex_broken,omitempty"`
	StrDays   int  `json:"str_days,omitempty"`
	DexDays   int  `json:"dex_days,omitempty"`
}

// newState builds a fresh state from a sheet.
func newState(sheet *rules.Sheet) *State {
	s := &State{
		Str: clampStat(sheet.Stat(STR, DefaultCharacteristic)),
		Dex: clampStat(sheet.Stat(DEX, DefaultCharacteristic)),
		End: clampStat(sheet.Stat(END, DefaultCharacteristic)),
	}
	s.OrigStr, s.OrigDex, s.OrigEnd = s.Str, s.Dex, s.End
	s.ActionsLeft, s.Fresh = 2, true
	s.Cleaves = max(sheet.Stat(SkillMelee, Untrained), 0)
	for _, w := range sheet.Weapons {
		if ws, err := ParseWeaponSpec(w.Name, w.Spec); err == nil && ws.Stock() > 0 {
			if s.Ammo == nil {
				s.Ammo = rules.Counts{}
			}
			s.Ammo[ws.Name] = ws.Stock()
		}
	}
	return s
}

func clampStat(v int) int {
	if v < 0 {
		return 0
	}
	if v > 30 {
		return 30
	}
	return v
}

// LoadState decodes c's state; an empty state is a fresh one from the sheet.
func LoadState(c *rules.Combatant) (*State, error) {
	if len(c.State) == 0 {
		return newState(&c.Sheet), nil
	}
	var s State
	if err := rules.DecodeState(c.State, &s); err != nil {
		return nil, stateError(c, err)
	}
	return &s, nil
}

// stateError is LoadState's error for c's state that does not decode; the
// readers on the stack (loadOnStack, healthState) give the same.
func stateError(c *rules.Combatant, err error) error {
	return fmt.Errorf("klondike: decoding the state of %q: %w", c.Name, err)
}

// stateScratch is the stack space SaveState encodes into. The generated
// encoder first asks for Msgsize bytes, a bound that counts every field of
// State at its widest, names included: about 720 bytes for any state, plus
// some 25 a weapon, so 512 would never do. A state past the space (a dozen
// weapons, a crowd of watchers) costs one more allocation, nothing else.
const stateScratch = 1024

// SaveState encodes s into c.State. It keeps c.State when s encodes to its
// very bytes (rules.KeepState): most of the round hooks' saves change
// nothing, and then nothing is allocated. It cannot fail: State holds no
// float, interface or other type its codec refuses.
func SaveState(c *rules.Combatant, s *State) error {
	var scratch [stateScratch]byte
	b, _ := s.MarshalMsg(scratch[:0])
	c.State = rules.KeepState(c.State, b)
	return nil
}

// stat returns the current value of a characteristic: physical ones from the
// state, the others from the sheet.
func (s *State) stat(c *rules.Combatant, key string) int {
	switch key {
	case STR:
		return s.Str
	case DEX:
		return s.Dex
	case END:
		return s.End
	}
	return c.Sheet.Stat(key, DefaultCharacteristic)
}

// WoundPenalty is the penalty on all rolls: −2 Seriously wounded, −1 Wounded.
func (s *State) WoundPenalty() int {
	switch {
	case s.Seriously:
		return -2
	case s.Wounded && !s.Shock:
		// Not during the shock round: «После этого … Ранен и получает
		// штраф -1».
		return -1
	}
	return 0
}

// Out reports whether the combatant cannot act.
func (s *State) Out() bool { return s.Dead || s.Dying || s.Unconscious }

// outError is the refusal for a combatant who is Out, with the reason: an
// unconscious one («персонаж теряет сознание … придет в себя через д6
// минут») is told it acts again once it comes to, and that its turn is
// passed with Next turn; the dying and the dead are out for good.
func (s *State) outError() error {
	if s.Unconscious && !s.Dying && !s.Dead {
		return rules.Errorf("klondike.error.unconscious", nil)
	}
	return rules.Errorf("klondike.error.out", nil)
}

// CanAct refuses, with the reason, any action of a combatant who is out of
// the fight (unconscious, dying, dead). It does not refuse shock or a hold:
// those allow some actions, which each action checks itself.
func CanAct(c *rules.Combatant) error {
	var buf State
	s, err := healthState(c, &buf)
	if err != nil {
		return err
	}
	if s.Out() {
		return s.outError()
	}
	return nil
}
