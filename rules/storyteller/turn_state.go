package storyteller

import "fray/rules"

// PickUp is a disarmed fighter's action of taking the weapon again. The
// seed's disarm («считается, что оружие было выбито») knocks the weapon away
// and leaves getting it back to the table; picking it up is an ordinary
// action, so it takes the fighter's action (Acted, as a reload does) and
// needs a fighter able to act: not dizzied, incapacitated or locked in a
// grapple or hold («ни один из противников не может выполнять другие
// действия») unless the GM waived the grip (force:true).
func PickUp(c *rules.Combatant, waived bool) error {
	st, err := LoadState(c)
	if err != nil {
		return err
	}
	if !st.Disarmed {
		return rules.Errorf("storyteller.error.not_disarmed", map[string]any{"Name": c.Name})
	}
	if !st.CanAct() || (st.Lock != nil && !waived) {
		return cannotAct(c, st)
	}
	st.Disarmed, st.Acted = false, true
	return SaveState(c, st)
}

// DazeOnTurn settles a daze that landed during c's own turn: «Ошеломленный
// персонаж пропускает своё следующее действие» — exactly one. A fighter
// dizzied before acting this round (a defence roll counts as acting: «уже
// выполнил какое-либо действие …, включая защиту от нападения») loses the
// turn under way, so the daze is spent now and ends with the round; one who
// had acted loses the next turn, which StartTurn marks as before. The
// commands layer calls it after a blow for the fighter whose turn it is
// and for any fighter holding its action (the held action is the next);
// it reports whether the current turn was the one lost.
func DazeOnTurn(c *rules.Combatant) (bool, error) {
	st, err := LoadState(c)
	if err != nil {
		return false, err
	}
	if !st.Dizzied || st.DizzySeen || st.Acted || st.Dead {
		return false, nil
	}
	st.DizzySeen = true
	return true, SaveState(c, st)
}

// CanHold refuses holding the action of a fighter who has none to hold: a
// dizzied one («пропускает своё следующее действие» — the turn under way is
// the one lost), an incapacitated or unconscious one. It implements
// rules.Holder: Encounter.Hold asks it before it marks the turn held.
func (*System) CanHold(c *rules.Combatant) error {
	st, err := LoadState(c)
	if err != nil {
		return err
	}
	if st.Dead || !st.CanAct() {
		return cannotAct(c, st)
	}
	return nil
}
