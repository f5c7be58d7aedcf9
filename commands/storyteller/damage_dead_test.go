package storyteller_test

import (
	"fray/bot/consoletest"
	"testing"
)

// /damage on one already dead is refused, as /attack is: more levels past
// «Смерть» changed nothing on the track but made the recap read «took 12»
// for a 7-box track. Nothing is stored.
func TestStorytellerDamageOnTheDeadRefused(t *testing.T) {
	for _, tc := range []struct{ locale, script, again, want string }{
		{"en", "/system set system:storyteller\n/combat start\n/combat add name:Al\n/combat add name:Bo\n/damage target:Al levels:8 type:lethal\n",
			"/damage target:Al levels:4 type:lethal\n", "Al is already dead."},
		{"ru", "/система выбрать система:storyteller\n/бой начать\n/бой добавить имя:Al\n/бой добавить имя:Bo\n/урон цель:Al уровни:8 тип:летальные\n",
			"/урон цель:Al уровни:4 тип:летальные\n", "Al уже мёртв(а)."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 5, 4)
			h.Run(tc.script)
			before := consoletest.LastOf(t, h.Run("/combat list\n")).Text()
			got := consoletest.LastOf(t, h.Run(tc.again))
			if !got.Ephemeral {
				t.Fatalf("damage on the dead taken: %s", got.Text())
			}
			consoletest.MustContain(t, got, tc.want)
			if after := consoletest.LastOf(t, h.Run("/combat list\n")).Text(); after != before {
				t.Errorf("a refused /damage changed the fight")
			}
		})
	}
}
