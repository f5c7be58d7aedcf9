package commands_test

import (
	"fray/bot/consoletest"
	"testing"
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
