package commands_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// s12c (a): a player's sheet edit reaches only the combatants that came
// from the sheet (joined with it), not one the GM added for the player with
// its own stats: that one keeps the GM's stats and its own sheet, and the
// player's /combat join is not refused as "already in the fight".
func TestSharedS12cSheetEditSkipsTheGMsCombatantForAPlayer(t *testing.T) {
	for _, locale := range []string{"en", "ru"} {
		h := consoletest.NewSystemHarness(t, locale, consoletest.ManyDice()...)
		h.Run(`/system set system:medieval
/combat start
/combat add name:Gob stats:"REF 5 BODY 3" player:@Bob
`)
		out := h.Run(`@Bob /char set stats:"REF 7 BODY 8" name:Bob` + "\n")
		if txt := consoletest.PlainText(t, consoletest.ReplyOf(t, out)); strings.Contains(txt, "Gob") {
			t.Errorf("%s: Bob's sheet edit reached the GM's Gob:\n%s", locale, txt)
		}
		out = h.Run("@Bob /combat join\n")
		got := consoletest.ReplyOf(t, out)
		if txt := consoletest.PlainText(t, got); got.Ephemeral || !strings.Contains(txt, "Bob") {
			t.Fatalf("%s: Bob's join refused after a sheet edit: %s", locale, txt)
		}
		// A later edit reaches Bob, not Gob.
		out = h.Run(`@Bob /char set stats:"REF 9"` + "\n")
		txt := consoletest.PlainText(t, consoletest.ReplyOf(t, out))
		if !strings.Contains(txt, "**Bob**") || strings.Contains(txt, "Gob") {
			t.Errorf("%s: the edit should reach Bob only:\n%s", locale, txt)
		}
		// Gob's initiative still adds the GM's REF 5, Bob's his REF 9;
		// also after an undo (its sheet resync).
		for _, step := range []string{"", "/combat undo\n"} {
			h.Run(step)
			for name, mod := range map[string]string{"Gob": "+ 5", "Bob": "+ 9"} {
				out = h.Run("/combat init name:" + name + "\n")
				if txt := consoletest.PlainText(t, consoletest.ReplyOf(t, out)); !strings.Contains(txt, mod) {
					t.Errorf("%s %q: %s's initiative does not add %s:\n%s", locale, step, name, mod, txt)
				}
			}
		}
	}
}

// s12c (b): the state kept for a re-join is only that of a combatant that
// came from the player's sheet: a combatant the GM added for the player
// under the sheet's name, wounded and removed, does not hand its wounds to
// the player's own join. (While it is in, the join is refused for the name
// it takes, not as the player's character already in the fight.)
func TestSharedS12cGMsCombatantLeavesNoWoundsForTheJoin(t *testing.T) {
	for _, locale := range []string{"en", "ru"} {
		h := consoletest.NewSystemHarness(t, locale, consoletest.ManyDice()...)
		h.Run(`/system set system:medieval
@Bob /char set stats:"REF 7 BODY 8" name:Bob
/combat start
/combat add name:Orc stats:"REF 5 BODY 6"
/combat add name:Bob stats:"REF 5 BODY 8" player:@Bob
/damage target:Bob amount:20
`)
		// While the GM's Bob is in, Bob's join is refused for the name, not
		// as his own character being in the fight already.
		got := consoletest.ReplyOf(t, h.Run("@Bob /combat join\n"))
		dup := map[string]string{"en": "There is already a combatant called “Bob”", "ru": "Участник «Bob» уже есть"}[locale]
		if txt := consoletest.PlainText(t, got); !got.Ephemeral || !strings.Contains(txt, dup) {
			t.Errorf("%s: Bob's join beside the GM's Bob: %s", locale, txt)
		}
		h.Run("/combat remove name:Bob\n")
		out := h.Run("@Bob /combat join\n")
		reply := consoletest.PlainText(t, consoletest.ReplyOf(t, out))
		back := map[string]string{"en": "back in the fight", "ru": "возвращается в бой"}[locale]
		if strings.Contains(reply, back) {
			t.Errorf("%s: the join took the GM's Bob's state:\n%s", locale, reply)
		}
		if bob := trackerLineOf(consoletest.PlainText(t, consoletest.LastOf(t, out)), "Bob"); !strings.Contains(bob, "48/48") {
			t.Errorf("%s: Bob joined wounded with the GM's combatant's wounds:\n%s", locale, consoletest.PlainText(t, consoletest.LastOf(t, out)))
		}
	}
}

// s12c (c): a combatant is somebody's character, not a thing: the refusal
// says only "their player" (not "its owner") or the GM can.
func TestSharedS12cNotYoursNamesTheirPlayer(t *testing.T) {
	for _, tc := range []struct{ locale, want, old string }{
		{"en", "Cy is not yours: only their player or the GM can do that.", "its owner"},
		{"ru", "Cy — не ваш участник: это может только игрок этого участника или мастер.", "владелец"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, consoletest.ManyDice()...)
		h.Run(`/system set system:medieval
/combat start
/combat add name:Cy stats:"REF 5 BODY 6" player:@Ann
`)
		for _, line := range []string{"@Bob /combat remove name:Cy\n", "@Bob /combat hold name:Cy\n"} {
			got := consoletest.ReplyOf(t, h.Run(line))
			if txt := consoletest.PlainText(t, got); !got.Ephemeral || !strings.Contains(txt, tc.want) || strings.Contains(txt, tc.old) {
				t.Errorf("%s %s: %s", tc.locale, strings.TrimSpace(line), txt)
			}
		}
	}
}

// s12c (a), undo: the GM's combatant for a player takes no sheet edits, so
// it is no witness that the player edited nothing: Bob's character, removed,
// his sheet edited, the removal undone, comes back with the edited sheet.
func TestSharedS12cUndoGivesTheEditedSheetBesideTheGMsCombatant(t *testing.T) {
	for _, locale := range []string{"en", "ru"} {
		h := consoletest.NewSystemHarness(t, locale, consoletest.ManyDice()...)
		h.Run(`/system set system:medieval
@Bob /char set stats:"REF 7 BODY 8" name:Bob
/combat start
@Bob /combat join
/combat add name:Gob stats:"REF 5 BODY 3" player:@Bob
/combat remove name:Bob
@Bob /char set stats:"REF 9"
/combat undo
`)
		for name, mod := range map[string]string{"Gob": "+ 5", "Bob": "+ 9"} {
			out := h.Run("/combat init name:" + name + "\n")
			if txt := consoletest.PlainText(t, consoletest.ReplyOf(t, out)); !strings.Contains(txt, mod) {
				t.Errorf("%s: %s's initiative does not add %s:\n%s", locale, name, mod, txt)
			}
		}
	}
}
