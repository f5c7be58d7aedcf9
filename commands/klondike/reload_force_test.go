package klondike_test

import (
	"testing"

	"fray/bot/consoletest"
)

// «Другие действия: перезарядка или выхватывание оружия … также являются
// действием»: after two shots Ann's two actions of the turn («Каждый
// персонаж может совершить два действия в свою инициативу») are spent, so
// /reload is refused — and the GM's force:true lets it through, as on
// /attack, with the reply saying which rule was set aside. The refusal
// stored nothing: the forced reload fills the magazine from 13.
func TestKlondikeGMForcesAReloadPastTheBooks(t *testing.T) {
	for _, tc := range []struct {
		locale, script   string
		refusal, reload  string
		overridden, shot string
	}{
		{"en", `/combat add name:Ann stats:"DEX 9 Gun_Combat 1" weapons:"Pistol"
/combat add name:Orc stats:"END 20"
/attack attacker:Ann target:Orc weapon:Pistol
/attack attacker:Ann target:Orc weapon:Pistol
/reload name:Ann
/reload name:Ann force:true
/attack attacker:Ann target:Orc weapon:Pistol force:true
`, "Ann has no actions left this turn (two a turn, 2 spent)", "🔄 Ann reloads Pistol: 15 rounds", "Rule overridden by the GM", "ammo: 1 spent, 14 left"},
		{"ru", `/бой добавить имя:Ann параметры:"ЛОВ 9 Стрельба 1" оружие:"Pistol"
/бой добавить имя:Orc параметры:"ВЫН 20"
/атака атакующий:Ann цель:Orc оружие:Pistol
/атака атакующий:Ann цель:Orc оружие:Pistol
/перезарядить имя:Ann
/перезарядить имя:Ann вопреки:да
/атака атакующий:Ann цель:Orc оружие:Pistol вопреки:да
`, "Ann: действий в этом ходу не осталось (их два за ход, потрачено 2)", "🔄 Ann", "Мастер разрешил вопреки правилу", "потрачено патронов: 1, осталось: 14"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 5, 4, 2, 3, 1, 1, 1, 1, 1, 1)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		var refusal, reload consoletest.Sent
		for i, s := range out {
			if s.Ephemeral && refusal.Kind == "" {
				refusal, reload = s, out[i+1]
			}
		}
		consoletest.KlWant(t, tc.locale+" refusal", refusal, tc.refusal)
		consoletest.KlWant(t, tc.locale+" forced reload", reload, tc.reload, tc.overridden)
		consoletest.KlWant(t, tc.locale+" forced shot", consoletest.ByText(t, out, tc.shot), tc.shot)
	}
}
