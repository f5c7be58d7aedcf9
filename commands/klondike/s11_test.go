package klondike_test

import (
	"fray/bot/consoletest"
	"testing"
)

// Session 11: surprise, overwatch, blasts, thrown weapons, vehicles, chases.

// «Дозор: персонаж заготавливает свое действие до появления противника в
// зоне видимости или его атаки по нему.» A watcher with only a knife meets
// a blow with it; the account read "Ann стреляет из дозора по Orc (knife)"
// — a knife does not fire. It now strikes: 4+4 + Melee 1 = 9, Effect +1;
// d6 3 +1 +1 Effect = 5. The gun's wording is kept (TestKlondikeOverwatch*).
func TestKlondikeS11OverwatchKnifeStrikes(t *testing.T) {
	for _, tc := range []struct{ locale, script, want, not string }{
		{"en", `@Ann /char set stats:"STR 7 DEX 7 END 8 INT 8 Melee 1" name:Ann
@Ann /char weapon add name:knife spec:"d6+1 melee"
@Ann /combat join
/combat add name:Orc
@Ann !click Overwatch
/combat next
/attack attacker:Orc target:Ann damage:2d6
`, "Ann strikes from Overwatch at Orc (knife): 🎲 4+4 +1 = 9 vs 8+ — hit, Effect +1", "fires from Overwatch"},
		{"ru", `@Ann /персонаж задать параметры:"СИЛ 7 ЛОВ 7 ВЫН 8 ИНТ 8 Ближний_бой 1" имя:Ann
@Ann /персонаж оружие добавить название:knife свойства:"d6+1 ближний"
@Ann /бой войти
/бой добавить имя:Orc
@Ann !click Дозор
/бой далее
/атака атакующий:Orc цель:Ann урон:2d6
`, "Ann бьёт из дозора Orc (knife): 🎲 4+4 +1 = 9 против 8+ — попадание, Эффект +1", "стреляет из дозора"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Initiative Ann 6+6, Orc 1+1; the watcher's 4+4 and d6 3;
			// then the Orc's blow 2+2.
			h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 4, 4, 3, 2, 2)
			out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
			got := consoletest.LastOf(t, consoletest.Replies(out))
			consoletest.KlWant(t, "overwatch knife", got, tc.want)
			consoletest.KlNot(t, "overwatch knife", got, tc.not)
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// «В начале боя каждая сторона бросает Разведку/ИНТ или Скрытность/ИНТ
// 10+.» One combatant named on both sides rolled for both (here 6+4 +1 and
// 5+5 +1, "no surprise"). It is now refused before any die, and nothing
// changes: the next roll draws the same faces.
func TestKlondikeS11SurpriseSameCombatantBothSides(t *testing.T) {
	for _, tc := range []struct{ locale, bad, good, want string }{
		{"en", "/combat surprise side_a:Ann side_b:Ann\n", "/combat surprise side_a:Ann side_b:Orc\n",
			"Ann is named on both sides: each combatant rolls surprise with one side only — take Ann out of side_a or side_b."},
		{"ru", "/бой внезапность сторона-а:Ann сторона-б:Ann\n", "/бой внезапность сторона-а:Ann сторона-б:Orc\n",
			"Ann есть в обеих сторонах: каждый участник бросает внезапность только за одну сторону — уберите это имя из сторона-а или сторона-б."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			add := "/combat add name:Ann stats:\"INT 8 Recon 1\"\n/combat add name:Orc\n"
			if tc.locale == "ru" {
				add = "/бой добавить имя:Ann параметры:\"ИНТ 8 Разведка 1\"\n/бой добавить имя:Orc\n"
			}
			// Initiative 6+6 and 1+1; then side A 5+4 +1 = 10 (success),
			// side B 1+1 −3 (failure).
			h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 5, 4, 1, 1)
			h.Run(consoletest.KlSetup(tc.locale) + add)
			got := consoletest.LastOf(t, h.Run(tc.bad))
			if !got.Ephemeral {
				t.Errorf("should be refused, ephemeral: %s", got.Text())
			}
			consoletest.KlWant(t, "both sides", got, tc.want)
			got = consoletest.LastOf(t, consoletest.Replies(h.Run(tc.good)))
			consoletest.KlWant(t, "the real roll", got, "5+4 +1 = **10**", "1+1 −3 = **−1**")
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// A second surprise roll once the tracker is in its surprise round said
// "No surprise: roll initiative." while the tracker went on with the free
// round and the caught side still waiting. It now says the roll changes
// nothing on the tracker.
func TestKlondikeS11SurpriseRerollNamesTheTracker(t *testing.T) {
	for _, tc := range []struct{ locale, roll, want string }{
		{"en", "/combat surprise side_a:Ann side_b:Orc\n",
			"The fight is already under way: this roll does not change the tracker (a surprise round already begun goes on)."},
		{"ru", "/бой внезапность сторона-а:Ann сторона-б:Orc\n",
			"Бой уже идёт: этот бросок трекер не меняет (начатый раунд внезапности продолжается)."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			add := "/combat add name:Ann stats:\"INT 8 Recon 1\"\n/combat add name:Orc\n"
			if tc.locale == "ru" {
				add = "/бой добавить имя:Ann параметры:\"ИНТ 8 Разведка 1\"\n/бой добавить имя:Orc\n"
			}
			// Initiative 6+6, 1+1; first roll 5+4 +1 = 10 vs 1+1 −3: Ann's
			// side gets the free round; second roll 3+3 +1 vs 3+3 −3:
			// nobody.
			h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 5, 4, 1, 1, 3, 3, 3, 3)
			h.Run(consoletest.KlSetup(tc.locale) + add)
			first := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.roll)))
			consoletest.KlNot(t, "first roll", first, tc.want)
			out := h.Run(tc.roll)
			got := consoletest.ByText(t, out, "3+3 +1")
			consoletest.KlWant(t, "second roll", got, tc.want)
			tr := consoletest.LastOf(t, out)
			consoletest.KlWant(t, "tracker", tr, map[string]string{"en": "surprise round", "ru": "раунд внезапности"}[tc.locale])
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// «Подбита: … Водный транспорт получил крупную пробоину и тонет через d6
// боевых раундов.» A second knock-out of a boat already sinking rolled the
// d6 again and replaced the count: sinking in 1 round became 5 — the
// second hit kept the boat afloat longer. The count now stays; the d6 is
// still drawn, so the dice that follow do not move.
func TestKlondikeS11SinkingBoatKeepsItsCount(t *testing.T) {
	for _, tc := range []struct{ locale, script, first, second, after, five string }{
		{"en", "/system set system:klondike\n/vehicle add name:Boat armor:3 speed:40 handling:0 kind:water\n/vehicle hit vehicle:Boat ap:2d6\n/vehicle hit vehicle:Boat ap:2d6\n/vehicle hit vehicle:Boat ap:2d6\n",
			"sinks in 1 round", "sinking: goes down 1 round after the hit", "Cargo", "5 rounds"},
		{"ru", "/система выбрать система:klondike\n/техника добавить имя:Boat броня:3 скорость:40 управляемость:0 тип:водная\n/техника попадание техника:Boat пт:2d6\n/техника попадание техника:Boat пт:2d6\n/техника попадание техника:Boat пт:2d6\n",
			"затонет через 1 раунд", "тонет: затонет через 1 раунд после попадания", "Груз", "5 раунд"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Hit 1: AP 3+3 = 6 ≥ 2×3, critical 2+2 = 4 knocked out, sink
			// d6 = 1. Hit 2: AP 3+3, critical 3+3 = 6 knocked out again,
			// d6 = 5 (drawn, not used). Hit 3: AP 1+3 = 4, table 3+3 = 6:
			// cargo — the faces after the unused d6 land where they did.
			h := consoletest.NewSystemHarness(t, tc.locale, 3, 3, 2, 2, 1, 3, 3, 3, 3, 5, 1, 3, 3, 3)
			out := consoletest.Replies(h.Run(tc.script))
			if len(out) < 4 {
				t.Fatalf("want 4 replies, got %d", len(out))
			}
			consoletest.KlWant(t, "first knock-out", out[len(out)-3], tc.first)
			second := out[len(out)-2]
			consoletest.KlWant(t, "second knock-out", second, tc.first, tc.second)
			consoletest.KlNot(t, "second knock-out", second, tc.five)
			consoletest.KlWant(t, "next hit", out[len(out)-1], tc.after, tc.second)
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// «Стрельба по авиации не зенитным орудием — Автопровал. Стрельба по
// бипланам и медленной авиации — -4.» The automatic miss did not say that a
// biplane is shot at −4 instead, nor how to say it is one; it now names the
// maneuver (the −4 itself: TestKlondikeS8SlowAircraftMinusFourElseAutoMiss).
func TestKlondikeS11AutoMissNamesSlowAircraft(t *testing.T) {
	for _, tc := range []struct{ locale, script, want string }{
		{"en", `/combat add name:Shooter stats:"DEX 9 gun_combat 1"
/vehicle add name:Biplane armor:2 speed:150 kind:air
/attack attacker:Shooter target:Biplane damage:2d6 range:10
`, "At a biplane or a slow aircraft: `maneuver:slow` (−4)."},
		{"ru", `/бой добавить имя:Shooter параметры:"ЛОВ 9 Стрельба 1"
/техника добавить имя:Biplane броня:2 скорость:150 тип:air
/атака атакующий:Shooter цель:Biplane урон:2d6 дистанция:10
`, "По биплану или медленной авиации — `приём:медленная` (−4)."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 6, 6)
			out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
			consoletest.KlWant(t, "auto miss", consoletest.ByText(t, out, "✈️"), tc.want)
		})
	}
}
