package storyteller

import (
	"fray/rules"
	"fray/rules/dice"
)

// StruggleResult is the opposed Strength + Brawl roll of a grapple or hold:
// «Жертва выполняет бросок на Силу + Рукопашный бой, сравнивая его с броском
// нападающего. Если жертва набирает больше успешных баллов, она освобождается».
type StruggleResult struct {
	Victim int       `json:"victim"`
	Holder int       `json:"holder"`
	Escape TraitRoll `json:"escape"` // the victim's roll, first
	Grip   TraitRoll `json:"grip"`   // the holder's
	Free   bool      `json:"free"`
}

// Struggle rolls a held or grappled victim's attempt to break free, the
// victim's dice first.
func Struggle(victim, holder *rules.Combatant, src dice.Source) (StruggleResult, error) {
	return StruggleAt(victim, holder, src, Place{})
}

// StruggleAt is Struggle for an attempt at place at in the victim's round:
// breaking free is the victim's action («Жертва может попытаться вырваться
// из захвата (действие)»), so after other actions this round its pool is
// split as any multiple action's. The holder's roll is no action of its.
func StruggleAt(victim, holder *rules.Combatant, src dice.Source, at Place) (StruggleResult, error) {
	vst, hst, err := lockedPair(victim, holder)
	if err != nil {
		return StruggleResult{}, err
	}
	if !vst.CanAct() {
		return StruggleResult{}, cannotAct(victim, vst)
	}
	r := StruggleResult{Victim: victim.ID, Holder: holder.ID}
	r.Escape = traitRollSplit(src, victim, vst, Strength, Brawl, BaseDifficulty, nil, splitMods(vst, at))
	r.Grip = traitRoll(src, holder, hst, Strength, Brawl, BaseDifficulty, nil, false)
	r.Free = r.Escape.Roll.Successes > r.Grip.Roll.Successes
	if r.Free {
		vst.Lock, hst.Lock = nil, nil
	}
	vst.Acted = true
	if err := SaveState(victim, vst); err != nil {
		return StruggleResult{}, err
	}
	return r, SaveState(holder, hst)
}

// Release ends a grapple or hold: the holder lets go (either side may be
// passed first). other may be nil when it has left the fight.
func Release(c, other *rules.Combatant) error {
	st, err := LoadState(c)
	if err != nil {
		return err
	}
	if st.Lock == nil {
		return rules.Errorf("storyteller.error.not_locked", map[string]any{"Name": c.Name})
	}
	if !st.Lock.Holder {
		return rules.Errorf(lockedVictimKey(st.Lock), map[string]any{"Name": c.Name, "Other": st.Lock.Name})
	}
	st.Lock = nil
	if other != nil {
		ost, err := LoadState(other)
		if err != nil {
			return err
		}
		if ost.Lock != nil && ost.Lock.Other == c.ID {
			ost.Lock = nil
			if err := SaveState(other, ost); err != nil {
				return err
			}
		}
	}
	return SaveState(c, st)
}

// lockedPair loads both sides of a lock and checks they are bound together.
func lockedPair(victim, holder *rules.Combatant) (vst, hst *State, err error) {
	if victim == nil || holder == nil {
		return nil, nil, rules.Errorf("storyteller.error.no_target", nil)
	}
	if vst, err = LoadState(victim); err != nil {
		return nil, nil, err
	}
	if hst, err = LoadState(holder); err != nil {
		return nil, nil, err
	}
	if vst.Lock == nil || vst.Lock.Holder || vst.Lock.Other != holder.ID || hst.Lock == nil || hst.Lock.Other != victim.ID {
		return nil, nil, rules.Errorf("storyteller.error.not_locked", map[string]any{"Name": victim.Name})
	}
	return vst, hst, nil
}

// SetDisarmed marks c as having lost its weapon (a failed disarm: «ваш
// персонаж может … выронить оружие») or, with false, as armed again.
func SetDisarmed(c *rules.Combatant, on bool) error {
	st, err := LoadState(c)
	if err != nil {
		return err
	}
	st.Disarmed = on
	if on && st.Defense == ManParry {
		st.Defense = "" // the parry went with the weapon
	}
	return SaveState(c, st)
}

// EndStaleLocks ends every grapple or hold one of whose sides is dead, or
// whose other side is now locked with someone else. «До освобождения или
// отпускания жертвы, ни один из противников не может выполнять другие
// действия»: a body neither holds nor struggles, so the living side is let
// go at once — left locked, it would be refused every other action (and a
// held victim would roll against a corpse's grip) until someone thought of
// Release. Likewise a victim grappled away by a third fighter, or a holder
// grappled itself, is in a new lock: the old partner, still bound to it
// alone, is let go (the seed has one pair per lock). A partner no longer in
// cs left the fight (/combat remove): nobody is there to hold or to struggle,
// so the one left behind is let go too — kept locked, it would be refused every
// action «until release» and the tracker would still show it grappling a
// name that, re-joined, is a fresh fighter nobody holds. It returns
// one Note per living fighter set free, keyed by the cause and the maneuver.
func EndStaleLocks(cs []rules.Combatant) ([]rules.Note, error) {
	var notes []rules.Note
	states := make([]*State, len(cs))
	for i := range cs {
		st, err := LoadState(&cs[i])
		if err != nil {
			return nil, err
		}
		states[i] = st
	}
	for i := range cs {
		st := states[i]
		if st.Lock == nil {
			continue
		}
		j := lockPartner(cs, st.Lock.Other)
		if j < 0 {
			if !st.Dead {
				key := "storyteller.note.lock_left_grapple"
				if st.Lock.Maneuver == ManHold {
					key = "storyteller.note.lock_left_hold"
				}
				notes = append(notes, rules.Note{Key: key, Args: map[string]any{"Name": cs[i].Name, "Other": st.Lock.Name}})
			}
			st.Lock = nil
			if err := SaveState(&cs[i], st); err != nil {
				return nil, err
			}
			continue
		}
		pst := states[j]
		moved := pst.Lock == nil || pst.Lock.Other != cs[i].ID
		if !st.Dead && !pst.Dead && !moved {
			continue
		}
		hold := st.Lock.Maneuver == ManHold
		switch {
		case st.Dead:
		case pst.Dead:
			key := "storyteller.note.lock_dead_grapple"
			if hold {
				key = "storyteller.note.lock_dead_hold"
			}
			notes = append(notes, rules.Note{Key: key, Args: map[string]any{"Name": cs[i].Name, "Other": cs[j].Name}})
		case pst.Lock != nil:
			key := "storyteller.note.lock_moved_grapple"
			if hold {
				key = "storyteller.note.lock_moved_hold"
			}
			notes = append(notes, rules.Note{Key: key, Args: map[string]any{"Name": cs[i].Name, "Other": cs[j].Name, "New": pst.Lock.Name}})
		}
		st.Lock = nil
		if err := SaveState(&cs[i], st); err != nil {
			return nil, err
		}
	}
	return notes, nil
}

// lockPartner is the index in cs of the combatant with id, or -1.
func lockPartner(cs []rules.Combatant, id int) int {
	for j := range cs {
		if cs[j].ID == id {
			return j
		}
	}
	return -1
}

// lockedVictimKey is the refusal for a fighter locked as the victim: in a
// hold («Удерживание») or in a grapple («Захват»), named for what it is.
func lockedVictimKey(l *Lock) string {
	if l != nil && l.Maneuver == ManHold {
		return "storyteller.error.locked_victim_hold"
	}
	return "storyteller.error.locked_victim"
}

// SetProne puts c on the ground (down) or back on its feet, as the GM
// decides: «Подсечка или сильный удар могут также сбить противника с ног, и
// решение о падении принимает Ведущий в соответствии с развитием истории».
// A fighter put down rolls Dexterity + Athletics to get up at its turn, as
// one swept down does. It refuses the state c is already in, and the dead.
func SetProne(c *rules.Combatant, down bool) error {
	st, err := LoadState(c)
	if err != nil {
		return err
	}
	switch {
	case st.Dead:
		return rules.Errorf("storyteller.error.target_dead", map[string]any{"Name": c.Name})
	case down && st.Prone:
		return rules.Errorf("storyteller.error.already_prone", map[string]any{"Name": c.Name})
	case !down && !st.Prone:
		return rules.Errorf("storyteller.error.not_prone", map[string]any{"Name": c.Name})
	}
	st.Prone = down
	return SaveState(c, st)
}
