package storyteller_test

import (
	"testing"

	"fray/bot/consoletest"
)

// The half-clip limit is automatic fire's: «Автоматическая стрельба: …
// использовать этот маневр можно только при заполненной обойме на половину
// или больше». Strafing has none: «Обстрел: … добавляет 10 бросков на атаку
// и полностью опустошает обойму». Two volleys of three bursts leave 13 of
// the Light SMG's 30 + 1: strafing fires all 13, automatic fire is refused.
func TestStorytellerStrafingBelowHalfAClip(t *testing.T) {
	for _, tc := range []struct{ locale, strafe, auto, spent, refused string }{
		{"en", `/attack attacker:Ann target:Orc weapon:"Light SMG" maneuver:strafe defense:none`,
			`/attack attacker:Ann target:Orc weapon:"Light SMG" maneuver:auto defense:none`,
			"Rounds left: 0 (13 spent)", "automatic fire needs at least half a clip (15); 13 left"},
		{"ru", `/атака атакующий:Ann цель:Orc оружие:"Light SMG" приём:обстрел защита:нет`,
			`/атака атакующий:Ann цель:Orc оружие:"Light SMG" приём:автоматическая_стрельба защита:нет`,
			"Патронов осталось: 0 (потрачено 13)", "для автоматической стрельбы нужна хотя бы половина обоймы (15), а осталось 13"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, append([]int{9, 2}, consoletest.Twos(200)...)...)
			h.Run(`/system set system:storyteller
/combat start
/combat add name:Ann stats:"Dexterity 3 Firearms 3"
/combat add name:Orc
/attack attacker:Ann target:Orc weapon:"Light SMG" maneuver:burst shots:3 defense:none
!click Next round
/attack attacker:Ann target:Orc weapon:"Light SMG" maneuver:burst shots:3 defense:none
!click Next round
`)
			consoletest.RefusedUnchanged(t, h, tc.auto, tc.refused)
			got := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.strafe+"\n")))
			if got.Ephemeral {
				t.Fatalf("strafing from 13 rounds refused: %s", got.Text())
			}
			consoletest.MustContain(t, got, tc.spent)
		})
	}
}
