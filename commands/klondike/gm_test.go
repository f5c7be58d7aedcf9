package klondike_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Two actions a turn bind the players; the GM may grant a third to the
// combatant acting, and the result says so.
func TestKlondikeGMMayGrantAThirdAction(t *testing.T) {
	var faces []int
	for i := 0; i < 60; i++ {
		faces = append(faces, 1+i%6)
	}
	h := consoletest.NewSystemHarness(t, "en", faces...)
	out := h.Run(`/system set system:klondike
/combat start
/combat add name:Bandit stats:"STR 7 DEX 7 END 7 INT 6"
/combat add name:Guard stats:"STR 7 DEX 7 END 12 INT 6"
/attack attacker:Bandit target:Guard damage:1d6
/attack attacker:Bandit target:Guard damage:1d6
/attack attacker:Bandit target:Guard damage:1d6
`)
	var replies []consoletest.Sent
	for _, s := range out {
		if s.Kind == "response" {
			replies = append(replies, s)
		}
	}
	third := replies[len(replies)-1]
	if third.Ephemeral || !strings.Contains(third.Text(), "the GM allows one more") {
		t.Fatalf("the GM's third attack: %s", third.Text())
	}
	for _, s := range replies[len(replies)-3 : len(replies)-1] {
		if strings.Contains(s.Text(), "the GM allows") {
			t.Fatalf("the first two attacks needed no leave: %s", s.Text())
		}
	}
}
