package commands_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// A held action never taken vanished with the round without a word. The
// next round's tracker now says it was lost.
func TestHeldActionLostWithTheRoundIsSaid(t *testing.T) {
	for _, tc := range []struct{ locale, script, want string }{
		{"en", "/system set system:medieval\n/combat start\n/combat add name:Orc\n/combat add name:Elf\n!click Hold\n!click Next round\n",
			"Orc's held action ends with the round, unused."},
		{"ru", "/система выбрать система:medieval\n/бой начать\n/бой добавить имя:Orc\n/бой добавить имя:Elf\n!click Придержать\n!click Следующий раунд\n",
			"Orc: придержанное действие не использовано и пропадает с концом раунда."},
	} {
		// Initiative Orc 9 + 5, Elf 3 + 5; round 2: 4, 2.
		h := consoletest.NewSystemHarness(t, tc.locale, 9, 3, 4, 2)
		got := consoletest.LastOf(t, h.Run(tc.script))
		if !strings.Contains(got.Text(), tc.want) {
			t.Errorf("%s: the new round does not say the hold was lost:\n%s", tc.locale, got.Text())
		}
	}
}

// A player whose combatant holds its action releases it on
// another's turn with `/combat hold` (no name) or the Hold button; with two
// held, the refusal names the commands. The release mentions the player.
func TestPlayerReleasesTheirHeldAction(t *testing.T) {
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
