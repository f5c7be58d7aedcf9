package commands_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// s12b (a): a player's character that leaves a running fight and comes back
// into the same fight comes back wounded, not healed, and its return takes
// nobody's turn. The GM removing it, and undo of each step, the same.
func TestSharedS12bRejoinKeepsWoundsAndTheTurn(t *testing.T) {
	for _, locale := range []string{"en", "ru"} {
		for _, remover := range []string{"@Ann ", ""} {
			h := consoletest.NewSystemHarness(t, locale, consoletest.ManyDice()...)
			h.Run(`/system set system:medieval
/combat start
/combat add name:Orc stats:"REF 5 BODY 6"
@Ann /char set stats:"REF 7 BODY 8" name:Ann
@Ann /combat join
/combat init name:Ann value:1
/combat init name:Orc value:2
/damage target:Ann amount:20
`)
			out := h.Run(remover + "/combat remove name:Ann\n@Ann /combat join\n")
			reply := consoletest.PlainText(t, out[len(out)-2])
			tracker := consoletest.PlainText(t, consoletest.LastOf(t, out))
			back := map[string]string{"en": "back in the fight with the wounds", "ru": "возвращается в бой с теми же ранами"}[locale]
			turn := map[string]string{"en": "Turn: Orc", "ru": "Ход: Orc"}[locale]
			unhurt := map[string]string{"en": "48/48", "ru": "48/48"}[locale]
			if !strings.Contains(reply, back) {
				t.Errorf("%s %q: the re-join does not say the wounds came back:\n%s", locale, remover, reply)
			}
			if !strings.Contains(tracker, turn) {
				t.Errorf("%s %q: the re-join took the turn:\n%s", locale, remover, tracker)
			}
			if ann := trackerLineOf(tracker, "Ann"); ann == "" || strings.Contains(ann, unhurt) {
				t.Errorf("%s %q: Ann came back unhurt:\n%s", locale, remover, tracker)
			}
			// Undo the join: Ann is out; join again: wounded again.
			h.Run("/combat undo\n")
			out = h.Run("@Ann /combat join\n")
			if ann := trackerLineOf(consoletest.PlainText(t, consoletest.LastOf(t, out)), "Ann"); ann == "" || strings.Contains(ann, unhurt) {
				t.Errorf("%s %q: after an undo of the re-join, Ann came back unhurt:\n%s", locale, remover, consoletest.PlainText(t, consoletest.LastOf(t, out)))
			}
			// Undo the join and the remove: Ann is back as she was.
			h.Run("/combat undo\n/combat undo\n")
			out = h.Run("/combat list\n")
			if ann := trackerLineOf(consoletest.PlainText(t, consoletest.LastOf(t, out)), "Ann"); ann == "" || strings.Contains(ann, unhurt) {
				t.Errorf("%s %q: undo of the remove: Ann not back wounded:\n%s", locale, remover, consoletest.PlainText(t, consoletest.LastOf(t, out)))
			}
			// The next fight starts fresh.
			h.Run("/combat end\n/combat start\n")
			out = h.Run("@Ann /combat join\n")
			if ann := trackerLineOf(consoletest.PlainText(t, consoletest.LastOf(t, out)), "Ann"); !strings.Contains(ann, unhurt) {
				t.Errorf("%s %q: the next fight did not start fresh:\n%s", locale, remover, consoletest.PlainText(t, consoletest.LastOf(t, out)))
			}
		}
	}
}

// trackerLineOf is the tracker's line for name and the health line under it.
func trackerLineOf(tracker, name string) string {
	lines := strings.Split(tracker, "\n")
	for i, l := range lines {
		if strings.Contains(l, "**"+name+"**") && i+1 < len(lines) {
			return l + "\n" + lines[i+1]
		}
	}
	return ""
}

// s12b (b): a player whose combatant holds its action releases it on
// another's turn with `/combat hold` (no name) or the Hold button; with two
// held, the refusal names the commands. The release mentions the player.
func TestSharedS12bPlayerReleasesTheirHeldAction(t *testing.T) {
	for _, locale := range []string{"en", "ru"} {
		hold := map[string]string{"en": "Hold", "ru": "Придержать"}[locale]
		for _, release := range []string{"@Bob /combat hold\n", "@Bob !click " + hold + "\n"} {
			h := consoletest.NewSystemHarness(t, locale, consoletest.ManyDice()...)
			h.Run(`/system set system:medieval
/combat start
/combat add name:Orc stats:"REF 5 BODY 6"
/combat add name:Gob stats:"REF 5 BODY 6"
@Bob /char set stats:"REF 7 BODY 8" name:Bob
@Bob /combat join
/combat init name:Bob value:20
/combat init name:Orc value:10
/combat init name:Gob value:5
`)
			out := h.Run("@Bob !click " + hold + "\n")
			if consoletest.LastOf(t, out).Ephemeral {
				t.Fatalf("%s: Bob could not hold: %s", locale, consoletest.PlainText(t, consoletest.LastOf(t, out)))
			}
			out = h.Run(release)
			reply := consoletest.ReplyOf(t, out)
			txt := consoletest.PlainText(t, reply)
			if reply.Ephemeral || !strings.Contains(txt, "**Bob**") || !strings.Contains(txt, "<@") {
				t.Errorf("%s %q: Bob's held action not released with a mention: %s", locale, release, txt)
			}
		}
		// Two held: the refusal names the command, in the reader's language, and
		// whose actions are held.
		h := consoletest.NewSystemHarness(t, locale, consoletest.ManyDice()...)
		h.Run(`/system set system:medieval
/combat start
/combat add name:Orc stats:"REF 5 BODY 6"
/combat add name:Gob stats:"REF 5 BODY 6"
@Bob /char set stats:"REF 7 BODY 8" name:Bob
@Bob /combat join
/combat add name:Cy stats:"REF 5 BODY 6" player:@Bob
/combat init name:Bob value:20
/combat init name:Cy value:15
/combat init name:Orc value:10
/combat init name:Gob value:5
@Bob /combat hold
@Bob /combat hold
`)
		out := h.Run("@Bob /combat hold\n")
		got := consoletest.ReplyOf(t, out)
		cmd := map[string]string{"en": "/combat hold name:", "ru": "/бой придержать имя:"}[locale]
		if txt := consoletest.PlainText(t, got); !got.Ephemeral || !strings.Contains(txt, cmd) || !strings.Contains(txt, "`Bob`") || !strings.Contains(txt, "`Cy`") {
			t.Errorf("%s: two held: %s", locale, txt)
		}
	}
}

// s12b (d): a player removes their own character from the fight; another
// player is told that only its player or the GM can.
func TestSharedS12bOwnerRemovesTheirCharacter(t *testing.T) {
	for _, locale := range []string{"en", "ru"} {
		h := consoletest.NewSystemHarness(t, locale, consoletest.ManyDice()...)
		h.Run(`/system set system:medieval
/combat start
/combat add name:Cy stats:"REF 5 BODY 6" player:@Ann
/combat add name:Dee stats:"REF 5 BODY 6" player:@Ann
`)
		out := h.Run("@Bob /combat remove name:Cy\n")
		got := consoletest.ReplyOf(t, out)
		owner := map[string]string{"en": "only their player or the GM", "ru": "только игрок этого участника или мастер"}[locale]
		if txt := consoletest.PlainText(t, got); !got.Ephemeral || !strings.Contains(txt, owner) {
			t.Errorf("%s: Bob removing Ann's Cy: %s", locale, txt)
		}
		out = h.Run("@Ann /combat remove name:Cy\n")
		if got := consoletest.ReplyOf(t, out); got.Ephemeral || !strings.Contains(consoletest.PlainText(t, got), "Cy") {
			t.Errorf("%s: Ann could not remove her own Cy: %s", locale, consoletest.PlainText(t, got))
		}
	}
}

// s12b (f): a subcommand group typed without its subcommand names the
// commands to type, in the user's language.
func TestSharedS12bGroupWithoutSubcommand(t *testing.T) {
	for _, tc := range []struct{ locale, want1, want2 string }{
		{"en", "/char weapon add", "/char weapon remove"},
		{"ru", "/персонаж оружие добавить", "/персонаж оружие убрать"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, consoletest.ManyDice()...)
		h.Run("/system set system:medieval\n")
		out := h.Run("/char weapon name:Sword\n")
		got := consoletest.LastOf(t, out)
		txt := consoletest.PlainText(t, got)
		if !got.Ephemeral || !strings.Contains(txt, tc.want1) || !strings.Contains(txt, tc.want2) || strings.Contains(txt, "char/weapon") {
			t.Errorf("%s: %s", tc.locale, txt)
		}
	}
}

// s12b (g): found by TestSoakRandomWalk (klondike/ru seeds 112, 166, 174):
// the undo of a change that took a combatant out resynced its sheet to the
// stored one and dropped the catalogue weapons the fight had given it.
func TestSharedS12bUndoKeepsTheWeaponsTheFightGave(t *testing.T) {
	for _, locale := range []string{"en", "ru"} {
		h := newHostileHarness(t, "klondike", locale)
		gun := map[string]string{"en": "Machine gun", "ru": "Пулемёт"}[locale]
		h.Run("/attack attacker:Ann target:\"Orc 2\" weapon:\"" + gun + "\"\n")
		before := annSheetOf(string(h.state().channel))
		if strings.Count(before, `"spec"`) < 2 {
			t.Fatalf("%s: the fight gave Ann no weapon: %s", locale, before)
		}
		h.Run("@Ann /combat remove name:Ann\n/combat undo\n")
		if after := annSheetOf(string(h.state().channel)); after != before {
			t.Errorf("%s: the undo changed Ann's sheet in the fight:\nbefore %s\nafter  %s", locale, before, after)
		}
	}
}

func annSheetOf(ch string) string {
	i := strings.Index(ch, `"name":"Ann","owner"`)
	if i < 0 {
		return ""
	}
	j := strings.Index(ch[i:], `"init"`)
	if j < 0 {
		return ch[i:]
	}
	return ch[i : i+j]
}

// s12b (c), the bot's roll at the round's end saying why, is in
// TestUnmadeDeathSaveIsRolledAtTheRoundsEnd (owed_test.go).

// s12b (e): a sheet edit during a fight names the fighters it reached.
func TestSharedS12bSheetEditNamesTheFighters(t *testing.T) {
	for _, tc := range []struct{ locale, want string }{
		{"en", "The change reached the fight: **Ann**."},
		{"ru", "Изменение дошло до боя: **Ann**."},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, consoletest.ManyDice()...)
		h.Run(`/system set system:medieval
/combat start
@Ann /char set stats:"REF 7 BODY 8" name:Ann
@Ann /combat join
`)
		out := h.Run("@Ann /char set stats:\"REF 8\"\n")
		if txt := consoletest.ReplyOf(t, out).Text(); !strings.Contains(txt, tc.want) {
			t.Errorf("%s: %s", tc.locale, txt)
		}
	}
}
