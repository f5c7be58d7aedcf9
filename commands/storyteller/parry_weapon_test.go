package storyteller_test

import (
	"testing"

	"fray/bot/consoletest"
)

// «Парировать удар: Ловкость + Фехтование»: a parry is made with a melee
// weapon. Al's sheet lists none: his parry is refused, declared or named by
// the attack, and nothing changes; the GM's force:true lets it through (an
// NPC's blade the sheet does not list), saying so. With a knife on the
// sheet he parries.
func TestStorytellerParryNeedsAWeapon(t *testing.T) {
	for _, tc := range []struct{ locale, declare, forced, attack, refused, overridden, parried string }{
		{"en", "@Al /combat action action:parry", "/combat action action:parry name:Al force:true",
			"/attack attacker:Bob target:Al defense:parry", "Al has no melee weapon on the sheet", "Rule overridden by the GM", "Al holds the action to Parry."},
		{"ru", "@Al /бой действие действие:парирование", "/бой действие действие:парирование имя:Al вопреки:да",
			"/атака атакующий:Bob цель:Al защита:парирование", "Al: в листе нет холодного оружия", "Мастер разрешил вопреки правилу", "Al придерживает действие для защиты: Парировать удар."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, append([]int{5, 4}, consoletest.Threes(80)...)...)
			h.Run(`/system set system:storyteller
/combat start
/combat add name:Bob stats:"Dexterity 3 Brawl 2"
@Al /char set stats:"Dexterity 2 Melee 3"
@Al /combat join
`)
			consoletest.RefusedUnchanged(t, h, tc.declare, tc.refused)
			consoletest.RefusedUnchanged(t, h, tc.attack, tc.refused)
			got := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.forced+"\n")))
			if got.Ephemeral {
				t.Fatalf("the GM's force:true refused: %s", got.Text())
			}
			consoletest.MustContain(t, got, tc.overridden, tc.parried)

			h2 := consoletest.NewSystemHarness(t, tc.locale, append([]int{5, 4}, consoletest.Threes(80)...)...)
			h2.Run(`/system set system:storyteller
/combat start
/combat add name:Bob stats:"Dexterity 3 Brawl 2"
@Al /char set stats:"Dexterity 2 Melee 3"
@Al /char weapon add name:Knife
@Al /combat join
`)
			got = consoletest.LastOf(t, consoletest.Replies(h2.Run(tc.declare+"\n")))
			if got.Ephemeral {
				t.Fatalf("an armed parry refused: %s", got.Text())
			}
			consoletest.MustContain(t, got, tc.parried)
		})
	}
}
