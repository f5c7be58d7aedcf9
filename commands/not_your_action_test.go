package commands_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// A player's click on another's turn says what the player can do instead:
// the system's defence buttons (none in klondike) and /attack.
func TestNotYourActionSaysWhatYouCanDo(t *testing.T) {
	for _, tc := range []struct{ locale, system, stats, enemy, click, want, not string }{
		{"ru", "medieval", "REF 5", "REF 9", "Прицеливание", "Своим бойцом вне очереди можно защищаться (Уклонение, Парирование) и атаковать командой /атака.", ""},
		{"en", "storyteller", "Dexterity 1", "Dexterity 5 Wits 5", "Aim", "Out of turn, your own fighter can defend (Dodge, Block, Parry) and attack with /attack.", ""},
		{"ru", "klondike", "DEX 5", "INT 12", "Прицеливание", "Своим бойцом вне очереди можно атаковать командой /атака.", "защищаться"},
	} {
		t.Run(tc.locale+" "+tc.system, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 1, 1, 6, 6, 3, 3, 3, 3)
			h.Run("/system set system:" + tc.system + "\n/combat start\n@Anna /char set stats:\"" + tc.stats + "\"\n@Anna /combat join\n/combat add name:Orc stats:\"" + tc.enemy + "\"\n")
			got := consoletest.LastOf(t, h.Run("@Anna !click "+tc.click+"\n"))
			if !got.Ephemeral {
				t.Fatalf("not refused: %s", got.Text())
			}
			consoletest.MustContain(t, got, tc.want)
			if tc.not != "" {
				consoletest.MustNotContain(t, got, tc.not)
			}
		})
	}
}

// A player removes their own character from the fight; another
// player is told that only its player or the GM can.
func TestOwnerRemovesTheirCharacter(t *testing.T) {
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

// A combatant is somebody's character, not a thing: the refusal
// says only "their player" (not "its owner") or the GM can.
func TestNotYoursNamesTheirPlayer(t *testing.T) {
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
