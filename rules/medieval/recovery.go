package medieval

import "fray/rules"

// Recovery between fights. The seed gives no healing rate; RULES.md fills
// it: «a stabilized character heals 1 wound point per full day of rest; a GM
// may set another rate per channel. Wounds stay on the character from one
// fight to the next.» What is not rest (a ride, a night's watch) heals
// nothing by that rule; any time at all ends what belongs to the fight's
// rounds (declarations, the action count, a stun: see Settle).

// The rest rate: wound points a full day of rest heals (RULES.md: 1 by
// default, another per channel by the GM's word).
const (
	DefaultRestRate = 1
	MaxRestRate     = TrackMax
	// MaxRestDays bounds one /rest: a year, far past the 48 days the
	// slowest rate needs to heal the whole track.
	MaxRestDays = 365
	// MaxHours bounds one /time in hours (a year).
	MaxHours = 24 * 365
)

// Error keys of the recovery rules.
const (
	ErrKeyRestDying = "medieval.error.rest_dying" // {{.Name}} (one or more, joined): not stabilized, time cannot pass quietly
	ErrKeyRestFight = "medieval.error.rest_fight" // a fight is running: time passes in rounds
)

// Dying reports whether time cannot pass for c without a death: a mortal
// wound not stabilized («Новые спасбросок требуется каждый раунд, пока
// персонаж остаётся не вылеченным»; «Единственный выход - Стабилизация»),
// or a failed death save whose round has not ended. The dead are not dying.
func Dying(c *rules.Combatant) (bool, error) {
	st, err := LoadState(c)
	if err != nil {
		return false, err
	}
	return dying(st), nil
}

func dying(st *State) bool {
	return !st.Dead && (st.DeathPending || st.MortallyWounded() && !st.Stabilized)
}

// RestOptions is time passing outside a fight for one character.
type RestOptions struct {
	// Days of full rest: each heals Rate wound points.
	Days int
	// Rate is the channel's rest rate (DefaultRestRate when 0).
	Rate int
	// Hours of time that is not rest: heals nothing.
	Hours int
	// Force lets time pass over a dying character: it dies (see Recover).
	Force bool
	// Repair puts the armor back as the sheet has it (the GM's word: the
	// seed says how armor wears, never how it is mended).
	Repair bool
}

// Recovery is what time did to one character.
type Recovery struct {
	Before, After int        // wound points
	LevelBefore   rules.Note // the level before and after
	Level         rules.Note
	Dead          bool // dead before the time passed: nothing changes
	Died          bool // dying, and the GM's force let the time pass: dead now
	Unhurt        bool // no wound to heal
	Woke          bool // a stun ended
	Repaired      bool // worn armor back to the sheet
	WasWorn       bool // armor worn (before any repair)
	Stabilized    bool // still at Mortal, stabilized (heals by rest)
	// LostLimb: a lost limb stays lost; so does the stabilization it needed.
	LostLimb bool
}

// Recover lets time pass for c outside a fight: o.Days of full rest heal
// o.Days × rate wound points (a stabilized character; one below Mortal is
// in no danger and heals alike), o.Hours heal nothing. A dying character
// (Dying) is refused unless o.Force: then it dies — the seed gives no
// other end to death saves left to run («Рано или поздно ты провалишь
// бросок и умрёшь. Единственный выход - Стабилизация»), and a day is
// thousands of 3-second rounds. The dead stay dead. Time ends what
// belongs to the fight's rounds (Settle), a stun included.
func Recover(c *rules.Combatant, o RestOptions) (*Recovery, error) {
	if err := checkRange("days", o.Days, 0, MaxRestDays); err != nil {
		return nil, err
	}
	if err := checkRange("hours", o.Hours, 0, MaxHours); err != nil {
		return nil, err
	}
	rate := o.Rate
	if rate == 0 {
		rate = DefaultRestRate
	}
	if err := checkRange("rate", rate, 1, MaxRestRate); err != nil {
		return nil, err
	}
	st, err := LoadState(c)
	if err != nil {
		return nil, err
	}
	r := &Recovery{Before: st.Wounds, After: st.Wounds, LevelBefore: LevelNote(st.Wounds, st.Dead), LostLimb: !st.Lost.Empty()}
	if fresh, err := NewStateFor(&c.Sheet); err == nil {
		r.WasWorn = fresh.Armor != st.Armor
	}
	switch {
	case st.Dead:
		r.Dead = true
	case dying(st):
		if !o.Force {
			return nil, userErr(ErrKeyRestDying, hintArgs(c.Name))
		}
		st.Dead, st.DeathPending, st.Stunned = true, false, false
		if st.Killed == "" {
			st.Killed = KilledDeathSave
		}
		r.Died = true
	default:
		if st.Stunned {
			r.Woke = true
		}
		st.Stunned = false
		st.Wounds = max(0, st.Wounds-o.Days*rate)
		r.After = st.Wounds
		r.Unhurt = r.Before == 0
		if !st.MortallyWounded() {
			// As the GM's /heal: out of Mortal, nothing is left to stabilize.
			st.Stabilized = false
		}
		r.Stabilized = st.Stabilized
	}
	if o.Repair && !st.Dead {
		if fresh, err := NewStateFor(&c.Sheet); err == nil && r.WasWorn {
			st.Armor, st.EV = fresh.Armor, fresh.EV
			r.Repaired = true
		}
	}
	Settle(st)
	r.Level = LevelNote(st.Wounds, st.Dead)
	return r, SaveState(c, st)
}

// Settle ends what belongs to the rounds of a fight that is over: the
// round's declarations and count (charge, dodge, parry, aim, ambush, first
// aid, task, the actions taken), a passed death save's round and the
// round's stun («Оглушение/Шок может быть отменён … в последующем
// раунде»: time outside a fight gives every round it needs). Wounds,
// armor, lost limbs, stabilization and death stay.
func Settle(st *State) {
	*st = State{
		Wounds: st.Wounds, Armor: st.Armor, EV: st.EV, Lost: st.Lost,
		Stabilized: st.Stabilized, DeathPending: st.DeathPending, Dead: st.Dead, Killed: st.Killed,
		Stunned: st.Stunned,
	}
}
