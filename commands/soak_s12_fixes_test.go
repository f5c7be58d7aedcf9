package commands_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Found by TestSoakRandomWalk (medieval/en seed=1282): a combatant the GM
// added for a player with its own stats (/combat add … player:@Bob) took
// Bob's sheet when a change was undone: the undo "resynced" every combatant
// Bob owns to his stored sheet, though his sheet had not changed. The undo
// gives the fight back as it was.
// (seeds 42, 72: the same when the change undone removed it or ended the fight.)
func TestSoakS12UndoKeepsTheSheetOfACombatantAddedForAPlayer(t *testing.T) {
	for _, tc := range []struct{ locale, step string }{
		{"en", "/combat next"}, {"ru", "/combat next"},
		{"en", "/combat remove name:Gob"}, {"ru", "/бой убрать имя:Gob"},
		{"en", "/combat end"}, {"ru", "/combat end"},
	} {
		locale := tc.locale
		h := newHostileHarness(t, "medieval", locale)
		h.Run(`@Bob /char set stats:"REF 7 BODY 8" name:Bob
@Bob /combat join
/combat add name:Gob stats:"REF 5 BODY 3" player:@Bob
` + tc.step + "\n")
		before := h.state()
		out := h.Run("/combat undo\n")
		if got := consoletest.LastOf(t, out); got.Ephemeral {
			t.Fatalf("%s: undo refused: %s", locale, got.Text())
		}
		after := h.state()
		if b, a := soakEncOf(t, before.channel), soakEncOf(t, after.channel); !strings.Contains(a, `"name":"Gob","stats":{"BODY":3,"REF":5}`) {
			t.Errorf("%s: Gob's sheet changed by the undo:\nbefore %s\nafter  %s", locale, b, a)
		}
	}
}

func soakEncOf(t *testing.T, b []byte) string {
	t.Helper()
	return string(b)
}

// Found by TestSoakRandomWalk (storyteller/ru seed=7, klondike/ru seed=8):
// the channel's settings are no undo step (m.NoUndo), yet an undo of a change
// made BEFORE them put the channel's system data back as it was then, so
// «/combat undo» of a join silently dropped the GM's specialty rule, own
// maneuvers or the instant-death rule set after it.
func TestSoakS12UndoKeepsTheChannelSettings(t *testing.T) {
	for _, tc := range []struct{ system, setting, want string }{
		{"storyteller", "/combat specialty rule:double", `"storyteller.specialty_rule":"double"`},
		{"storyteller", `/maneuver add name:Feint attribute:Dexterity ability:Brawl damage:strength`, `"storyteller.maneuvers":[{`},
		{"klondike", "/combat instant-death on:true", `"klondike.instant_death":true`},
	} {
		for _, locale := range []string{"en", "ru"} {
			h := newHostileHarness(t, tc.system, locale)
			h.Run("/combat add name:Gob\n" + tc.setting + "\n")
			if !strings.Contains(string(h.state().channel), tc.want) {
				t.Fatalf("%s/%s: %s did not store %s", tc.system, locale, tc.setting, tc.want)
			}
			out := h.Run("/combat undo\n")
			if got := consoletest.LastOf(t, out); got.Ephemeral {
				t.Fatalf("%s/%s: undo refused: %s", tc.system, locale, got.Text())
			}
			st := string(h.state().channel)
			if !strings.Contains(st, tc.want) {
				t.Errorf("%s/%s: the undo of Gob joining dropped %s", tc.system, locale, tc.want)
			}
			if strings.Contains(st, `"name":"Gob"`) {
				t.Errorf("%s/%s: the undo did not take Gob out", tc.system, locale)
			}
		}
	}
}
