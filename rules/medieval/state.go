package medieval

import (
	"fmt"

	"fray/rules"
)

// State's MessagePack codec is generated (state_gen.go), with the field
// names of its json tags; the armor stacks and the lost limbs have their
// own encodings (Stacks' methods; LocSet is written as the number it is).
//go:generate go tool msgp -file state.go -o state_gen.go -tests=false -io=false
//msgp:tag json
//msgp:replace LocSet with:uint8

// State is a combatant's medieval combat state, stored in
// rules.Combatant.State as MessagePack: a map from the json tags' names to
// the fields that are set (the armor stacks always), e.g., written as JSON,
//
//	{"w":14,"armor":["4m","14h 10m","10m","10m","",""],"stun":true}
type State struct {
	Wounds int    `json:"w,omitempty"`    // wound points on the track
	Armor  Stacks `json:"armor"`          // current SP per location, inside → outside
	EV     int    `json:"ev,omitempty"`   // encumbrance taken off REF
	Lost   LocSet `json:"lost,omitempty"` // limbs lost (bit per Location)

	Stunned      bool `json:"stun,omitempty"`    // out of the fight until a stun save succeeds
	StunFresh    bool `json:"stunnew,omitempty"` // stunned this round: recovery starts next round
	Stabilized   bool `json:"stable,omitempty"`  // no death saves until new damage
	DeathPending bool `json:"dying,omitempty"`   // failed a death save: dies at the end of the round
	Dead         bool `json:"dead,omitempty"`

	// Per-round and per-turn declarations.
	Charge bool `json:"charge,omitempty"` // declared a charge this round (+3 init, −3 to hit, no aim)
	Dodge  bool `json:"dodge,omitempty"`  // declared dodge this round (defends with Dodge)
	Parry  int  `json:"parry,omitempty"`  // SP of the parrying weapon or shield this round
	Aim    int  `json:"aim,omitempty"`    // consecutive aiming rounds, 0…3
	// AimedTurn: aimed in the current round. Aiming gives +1 per
	// consecutive round («за каждый последовательный ход прицеливания, до 3
	// раундов»), so a second aim in one round adds nothing, and a round
	// without aiming ends the streak (EndRound).
	AimedTurn bool `json:"aimturn,omitempty"`
	// Actions is the number of the latest action this round, as the
	// fight's books counted it (before, on or after the fighter's own
	// turn: «накапливающимся штрафом -3 за каждое последующее действие»).
	Actions int `json:"actions,omitempty"`
	Shots   int `json:"shots,omitempty"` // attacks made within the current attack action (up to ROF)
	// Pair: the current attack action is an attack with two weapons («Атака
	// двумя оружиями … со штрафом -3 … для обоих используемых оружий»): the
	// second weapon's blow is part of it, not a further action.
	Pair   bool `json:"pair,omitempty"`
	Ambush bool `json:"ambush,omitempty"` // an ambush is set and not yet sprung
	// AmbushBusy: the ambush set is the seed's Б) — the victim's attention
	// is elsewhere — which has no spotting roll.
	AmbushBusy bool `json:"ambushb,omitempty"`
	// AmbushOn: the ambush's victim (combatant ID); 0: any opponent.
	AmbushOn int `json:"ambushon,omitempty"`

	// Acted: took an action or attacked this round. A charge is declared
	// «в начале раунда», before acting.
	Acted bool `json:"acted,omitempty"`
	// DodgePen, ParryPen: the extra-action penalty (−3 per action before it,
	// «накапливающимся штрафом -3 за каждое последующее действие») of the
	// dodge or parry declared this round; the defence roll that answers the
	// declaration takes it.
	DodgePen int `json:"dodgepen,omitempty"`
	ParryPen int `json:"parrypen,omitempty"`
	// Aid: the number of the first-aid action («Ремонт или оказание первой
	// помощи») declared this round with /combat action and not rolled yet.
	// The /stabilize (or /check) that rolls it is that action and takes its
	// penalty; once rolled, another try is a further action.
	Aid int `json:"aid,omitempty"`
	// Task: the number of the non-combat task or escape («Выполнение не
	// боевого задания», «Выход из захвата или ловушки») declared this round
	// and not rolled yet: the /check that rolls it takes its penalty; a
	// retry after it is a further action.
	Task int `json:"task,omitempty"`
	// AtkOpen: the latest action of the turn is an attack taken with
	// /combat action and no attack rolled in it yet; the next /attack is
	// that action, not a further one (no further −3).
	AtkOpen bool `json:"atkopen,omitempty"`
	// TurnBegun: c's turn has started this round. A second start in the
	// same round — a held action released, or a charge at the round's start
	// that hands the turn to the charger and c's comes later — changes
	// nothing: no second stun save.
	TurnBegun bool `json:"turnbegun,omitempty"`
	// DeathSaved: passed this round's death save («При успешном броске ты
	// сделал это»). Another that round is refused until a new wound; the
	// round's end clears it.
	DeathSaved bool `json:"saved,omitempty"`
	// DeathAsked: this round's death save has been asked — StartRound's
	// prompt or roll. One who has had no round start in this fight (a
	// character carried in from the last fight, dying, in its first round)
	// is asked at its turn's start instead («Новые спасбросок требуется
	// каждый раунд»); the round's end clears it.
	DeathAsked bool `json:"asked,omitempty"`
	// Killed: what killed a dead character when no heal can undo it — a
	// destroyed head («Ранение этого типа в голову убивает автоматически»,
	// KilledHead) or a failed death save (KilledDeathSave). Without it a
	// head blow that also pushed the track past 48 looked like a death by
	// the count alone, which the GM's /heal may correct. Empty in a state
	// stored before it existed (Heal then judges by the track, as before).
	Killed string `json:"killed,omitempty"`
}

// What killed a character (State.Killed).
const (
	KilledHead      = "head"
	KilledDeathSave = "save"
)

// Out reports whether the combatant cannot act.
func (s *State) Out() bool { return s.Stunned || s.DeathPending || s.Dead }

// downErr is the refusal of an action by a combatant who cannot act
// (Out): it says which state and what ends it — a stun save on a later turn
// («Оглушение/Шок может быть отменён путём успешного прохождения проверки в
// последующем раунде»), a stabilization by someone else for the dying
// («Единственный выход - Стабилизация»), nothing for the dead.
func downErr(name string, s *State) error {
	key := ErrKeyDownStunned
	switch {
	case s.Dead:
		key = ErrKeyDownDead
	case s.DeathPending:
		key = ErrKeyDownDying
	}
	return userErr(key, hintArgs(name))
}

// ActedThisRound reports whether the combatant has done anything this round:
// a counted action or an attack (Acted), an aim, or, in a state stored
// before Acted existed, a count, a declared dodge or parry.
func (s *State) ActedThisRound() bool {
	return s.Acted || s.Actions > 0 || s.Shots > 0 || s.Dodge || s.Parry > 0 || s.AimedTurn
}

// NewStateFor builds a fresh state from a sheet: armor stacks and EV from the
// sheet's armor notation.
func NewStateFor(sh *rules.Sheet) (*State, error) {
	a, err := ParseArmorNotation(sh.Armor)
	if err != nil {
		return nil, err
	}
	return &State{Armor: a.Stacks(), EV: a.EV()}, nil
}

// LoadState decodes c's state; an empty state is built fresh from the sheet.
// A state that cannot be read (damaged bytes) is the user-facing ErrKeyState
// error, wrapping the decoder's.
func LoadState(c *rules.Combatant) (*State, error) {
	if len(c.State) == 0 {
		return NewStateFor(&c.Sheet)
	}
	s := new(State)
	if err := rules.DecodeState(c.State, s); err != nil {
		return nil, stateErr(c, err)
	}
	return s, nil
}

// stateErr is LoadState's error for c's unreadable state.
func stateErr(c *rules.Combatant, err error) error {
	return &stateError{user: &rules.UserError{Note: rules.Note{Key: ErrKeyState}}, cause: fmt.Errorf("medieval: decoding state of %q: %w", c.Name, err)}
}

// decodeOnStack is rules.DecodeState for a State the caller keeps on its
// stack: the generated UnmarshalMsg called directly, not through the
// interface, which would move s to the heap.
func decodeOnStack(raw []byte, s *State) error {
	rest, err := s.UnmarshalMsg(raw)
	if err != nil {
		return err
	}
	if len(rest) > 0 {
		return rules.ErrStateTrailing
	}
	return nil
}

// stateScratch is the stack space SaveState encodes into: a typical state
// is well under 100 bytes, every field and full stacks under 400.
const stateScratch = 512

// SaveState encodes s into c.State. It cannot fail (State holds no float,
// map or interface); the error stays for the callers written when it could.
// The encoding goes into stack scratch space and is copied out only when it
// differs from the stored bytes (rules.KeepState): most of the round hooks'
// saves change nothing, and cost nothing.
func SaveState(c *rules.Combatant, s *State) error {
	var scratch [stateScratch]byte
	b, _ := s.MarshalMsg(scratch[:0])
	c.State = rules.KeepState(c.State, b)
	return nil
}

// RefitArmor re-reads the sheet's armor into c's state (new or repaired
// armor, after /char armor mid-fight); wounds and conditions stay.
func RefitArmor(c *rules.Combatant) error {
	st, err := LoadState(c)
	if err != nil {
		return err
	}
	a, err := ParseArmorNotation(c.Sheet.Armor)
	if err != nil {
		return err
	}
	st.Armor, st.EV = a.Stacks(), a.EV()
	return SaveState(c, st)
}
