package klondike_test

import (
	"fray/bot/consoletest"
	"testing"
)

// Session 12, round 2: what the players' evening and the soak found.

// The fight's log showed a vehicle hit's table row by its id
// ("Попадание по технике Jeep: destroyed", "crew_all", "knocked_out") in
// both languages, and a hit the armor stopped as "Jeep hit: " with
// nothing after it. Each row is now its own message in the reader's
// language. Dice: Orc's initiative 6+6; the Jeep (armor 10) takes AP 6 —
// stopped; the Cart (armor 0) takes AP 1 — critical (≥ 2× armor), the
// critical column 3+3 = 6 knocks it out; its crash reads the column again,
// 3+3.
func TestKlondikeS12bVehicleHitLogNamesTheResult(t *testing.T) {
	for _, tc := range []struct {
		locale, script string
		wants, nots    []string
	}{
		{"ru", `/бой добавить имя:Orc
/техника добавить имя:Jeep броня:10
/техника попадание техника:Jeep пт:1d6
/техника добавить имя:Cart
/техника попадание техника:Cart пт:1d6
/техника крушение техника:Cart
/бой журнал
`, []string{"Попадание по технике Jeep: броня выдержала", "Попадание по технике Cart: подбита", "Крушение техники Cart: подбита"},
			[]string{"knocked_out", "Jeep: \n", "Jeep: `"}},
		{"en", `/combat add name:Orc
/vehicle add name:Jeep armor:10
/vehicle hit vehicle:Jeep ap:1d6
/vehicle add name:Cart
/vehicle hit vehicle:Cart ap:1d6
/vehicle crash vehicle:Cart
/combat log
`, []string{"Jeep hit: stopped by the armor", "Cart hit: knocked out", "Cart crashes: knocked out"},
			[]string{"knocked_out"}},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 6, 1, 3, 3, 3, 3, 3, 3, 3, 3)
			h.Run(consoletest.KlSetup(tc.locale))
			got := consoletest.LastOf(t, h.Run(tc.script))
			consoletest.KlWant(t, "fight log", got, tc.wants...)
			consoletest.KlNot(t, "fight log", got, tc.nots...)
		})
	}
}

// `@Ann /combat lead` (and /reload, /vehicle board, /support) from a
// player with no combatant was refused with «Нужно указать параметр
// «attacker».» — an option those commands do not have. The refusal now
// says what to do in the command's own terms: join the fight, or name who
// acts with the option the command has (name:, or attacker: for /attack).
func TestKlondikeS12bNoActorRefusalNamesTheCommandsOption(t *testing.T) {
	for _, tc := range []struct {
		locale, setup string
		lines         []string
		want          []string
		not           string
	}{
		{"ru", "/бой добавить имя:Orc\n/техника добавить имя:Jeep\n",
			[]string{"@Ann /бой командование", "@Ann /перезарядить", "@Ann /техника посадка техника:Jeep", "@Ann /поддержка цель:Orc", "@Ann /атака цель:Orc урон:1d6"},
			[]string{"`/бой войти`", "`имя:`", "`имя:`", "`имя:`", "`имя:`", "`атакующий:`"}, "attacker"},
		{"en", "/combat add name:Orc\n/vehicle add name:Jeep\n",
			[]string{"@Ann /combat lead", "@Ann /reload", "@Ann /vehicle board vehicle:Jeep", "@Ann /support target:Orc", "@Ann /attack target:Orc damage:1d6"},
			[]string{"`/combat join`", "`name:`", "`name:`", "`name:`", "`name:`", "`attacker:`"}, "“attacker”"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 3, 3, 3, 3, 3, 3, 3, 3)
			h.Run(consoletest.KlSetup(tc.locale) + tc.setup)
			for i, line := range tc.lines {
				got := consoletest.LastOf(t, h.Run(line+"\n"))
				if !got.Ephemeral {
					t.Errorf("%s: refusal not ephemeral: %s", line, got.Text())
				}
				consoletest.KlWant(t, line, got, tc.want[0], tc.want[i+1])
				consoletest.KlNot(t, line, got, tc.not)
			}
		})
	}
}

// «Когда она доходит до нуля, персонаж находится в шоке 1 раунд … После
// этого до излечения он Ранен и получает штраф -1 на все броски.» The
// recap listed Orc, whose END the GM's 7 damage had just put to 0, as
// «Шок» — a one-round state that the fight's end has closed; what the
// table carries on paper is Wounded. Initiative Orc 3+3, Elf 4+4.
func TestKlondikeS12bRecapShockReadsWounded(t *testing.T) {
	for _, tc := range []struct{ locale, script, want, not string }{
		{"ru", "/бой добавить имя:Orc\n/бой добавить имя:Elf\n/урон цель:Orc количество:7\n/бой конец\n",
			`🩹 **Orc**: ▰▰▰▰▰▱▱▱ 14/21 · Ранен — СИЛ 7 · ЛОВ 7 · ВЫН 0`, "· Шок —"},
		{"en", "/combat add name:Orc\n/combat add name:Elf\n/damage target:Orc amount:7\n/combat end\n",
			`🩹 **Orc**: ▰▰▰▰▰▱▱▱ 14/21 · Wounded — STR 7 · DEX 7 · END 0`, "· Shock —"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 3, 3, 4, 4)
			h.Run(consoletest.KlSetup(tc.locale))
			recap := consoletest.ByText(t, h.Run(tc.script), "🩹")
			consoletest.KlWant(t, "recap", recap, tc.want)
			consoletest.KlNot(t, "recap", recap, tc.not)
		})
	}
}
