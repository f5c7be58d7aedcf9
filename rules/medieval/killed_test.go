package medieval

import (
	"bytes"
	"errors"
	"testing"

	"fray/rules"
)

// «Ранение этого типа в голову убивает автоматически»: a death by a
// destroyed head or a failed death save is recorded (State.Killed) and no
// heal undoes it, past 48 or not. A state stored before Killed existed
// decodes as before: dead past 48 with no cause is the count's death, which
// the GM's heal may correct.
func TestHealKilledCause(t *testing.T) {
	for _, c := range []struct {
		name   string
		st     State
		errKey string // "" = healed and revived
	}{
		{"head past 48", State{Wounds: 56, Dead: true, Killed: KilledHead}, ErrKeyHealDeadHead},
		{"death save past 48", State{Wounds: 50, Dead: true, Killed: KilledDeathSave}, ErrKeyHealDeadSave},
		{"death save within 48", State{Wounds: 20, Dead: true, Killed: KilledDeathSave}, ErrKeyHealDeadSave},
		{"old state, within 48", State{Wounds: 20, Dead: true}, ErrKeyHealDead},
		{"old state, past 48", State{Wounds: 56, Dead: true}, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			raw := encodeState(t, &c.st)
			cb := &rules.Combatant{Name: "Knight", State: bytes.Clone(raw)}
			r, err := Heal(HealOptions{Points: 10}, cb)
			if c.errKey == "" {
				if err != nil || r.After != 46 {
					t.Fatalf("want 56 → 46 revived, got %+v, %v", r, err)
				}
				return
			}
			var ue *rules.UserError
			if !errors.As(err, &ue) || ue.Note.Key != c.errKey {
				t.Fatalf("want %s, got %v", c.errKey, err)
			}
			if !bytes.Equal(cb.State, raw) {
				t.Errorf("refused heal changed the state: %x, was %x", cb.State, raw)
			}
		})
	}
}

// The cause is stored with the death: a head of more than 8 («убивает
// автоматически») and the round's end after a failed death save («ты
// умираешь в конце раунда»).
func TestKilledRecorded(t *testing.T) {
	var s System
	cb := &rules.Combatant{Name: "Knight", State: encodeState(t, &State{Wounds: 20, DeathPending: true})}
	s.EndRound(cb, nil)
	st, err := LoadState(cb)
	if err != nil || !st.Dead || st.Killed != KilledDeathSave {
		t.Fatalf("after a failed save: %+v, %v", st, err)
	}
}
