package medieval

import (
	"encoding/json"
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
		raw    string
		errKey string // "" = healed and revived
	}{
		{"head past 48", `{"w":56,"armor":null,"dead":true,"killed":"head"}`, ErrKeyHealDeadHead},
		{"death save past 48", `{"w":50,"armor":null,"dead":true,"killed":"save"}`, ErrKeyHealDeadSave},
		{"death save within 48", `{"w":20,"armor":null,"dead":true,"killed":"save"}`, ErrKeyHealDeadSave},
		{"old state, within 48", `{"w":20,"armor":null,"dead":true}`, ErrKeyHealDead},
		{"old state, past 48", `{"w":56,"armor":null,"dead":true}`, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			cb := &rules.Combatant{Name: "Knight", State: json.RawMessage(c.raw)}
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
			if string(cb.State) != c.raw {
				t.Errorf("refused heal changed the state: %s", cb.State)
			}
		})
	}
}

// The cause is stored with the death: a head of more than 8 («убивает
// автоматически») and the round's end after a failed death save («ты
// умираешь в конце раунда»).
func TestKilledRecorded(t *testing.T) {
	var s System
	cb := &rules.Combatant{Name: "Knight", State: json.RawMessage(`{"w":20,"armor":null,"dying":true}`)}
	s.EndRound(cb, nil)
	st, err := LoadState(cb)
	if err != nil || !st.Dead || st.Killed != KilledDeathSave {
		t.Fatalf("after a failed save: %+v, %v", st, err)
	}
}
