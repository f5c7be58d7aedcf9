package klondike_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Klondike commands driven through the console with scripted dice, in the
// order the seed resolves them. Every /combat add or join draws 2d6 of
// initiative first.

func TestKlondikeCheckDMSkillUntrainedBothLocales(t *testing.T) {
	for _, tc := range []struct {
		locale, script string
		wants1, wants2 []string
	}{
		{"en", "/system set system:klondike\n/combat start\n/combat add name:Gunner stats:\"DEX 9 INT 7 gun_combat 1\"\n/check characteristic:DEX skill:gun_combat name:Gunner\n/check characteristic:INT skill:none name:Gunner\n",
			// 4+5 + DM 1 (DEX 9) + Gun Combat 1 = 11 vs 8+: Effect +3.
			[]string{"🎲 4+5 +2 = **11** vs 8+ — success, Effect +3", "DEX 9: DM +1", "Gun Combat +1"},
			// 3+3 + DM 0 − 3 untrained = 3: Effect −5.
			[]string{"🎲 3+3 −3 = **3** vs 8+ — failure, Effect −5", "untrained −3"}},
		{"ru", "/система выбрать система:klondike\n/бой начать\n/бой добавить имя:Стрелок параметры:\"ЛОВ 9 ИНТ 7 Стрельба 1\"\n/проверка характеристика:ЛОВ навык:Стрельба имя:Стрелок\n/проверка характеристика:ИНТ навык:нет имя:Стрелок\n",
			[]string{"🎲 4+5 +2 = **11** против 8+ — успех, Эффект +3", "ЛОВ 9: ДМ +1", "Стрельба +1"},
			[]string{"🎲 3+3 −3 = **3** против 8+ — провал, Эффект −5", "без навыка −3"}},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 1, 1, 4, 5, 3, 3)
		out := h.Run(tc.script)
		var checks []consoletest.Sent
		for _, s := range out {
			if s.Kind == "response" && strings.Contains(s.Text(), "🎲 ") && strings.Contains(s.Text(), "8+") {
				checks = append(checks, s)
			}
		}
		if len(checks) != 2 {
			t.Fatalf("%s: want 2 check replies, got %d: %+v", tc.locale, len(checks), out)
		}
		consoletest.KlWant(t, tc.locale+" trained", checks[0], tc.wants1...)
		consoletest.KlWant(t, tc.locale+" untrained", checks[1], tc.wants2...)
	}
}

func TestKlondikeCheckTargetModifierAndWoundPenalty(t *testing.T) {
	// Wounded (END at 0) is −1 on every roll once the shock round is over
	// («в шоке 1 раунд … После этого до излечения он Ранен и получает
	// штраф -1 на все броски»): the shock taken on Hurt's turn lasts
	// through round 2; in round 3, 5+5 + 0 − 1 + 2 = 11 vs 10+.
	h := consoletest.NewSystemHarness(t, "en", 1, 1, 1, 1, 1, 1, 5, 5)
	out := h.Run("/system set system:klondike\n/combat start\n/combat add name:Hurt stats:\"END 3\"\n/damage target:Hurt amount:3\n/combat next\n/combat next\n/check characteristic:STR target:10 modifier:2 name:Hurt\n")
	consoletest.KlWant(t, "check", consoletest.LastOf(t, out[:len(out)-1]), "🎲 5+5 +1 = **11** vs 10+ — success, Effect +1", "Wounded −1", "modifier +2")
}

func TestKlondikeBadInputIsEphemeralAndDrawsNoDice(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "en", 4, 5)
	out := h.Run("/system set system:klondike\n/check characteristic:LUCK\n/check characteristic:DEX modifier:999\n/check characteristic:DEX\n")
	if !out[1].Ephemeral || !strings.Contains(out[1].Text(), "Unknown characteristic") {
		t.Fatalf("bad characteristic: %+v", out[1])
	}
	if !out[2].Ephemeral {
		t.Fatalf("huge modifier accepted: %s", out[2].Text())
	}
	// The dice were not consumed: the valid check gets 4+5.
	consoletest.KlWant(t, "check", out[3], "🎲 4+5 = **9** vs 8+")
}

func TestKlondikeAttackDamageThroughEndIntoChosenStat(t *testing.T) {
	for _, tc := range []struct {
		locale, click string
		wants         []string
		after         []string
	}{
		{"en", "Ann: damage → STR",
			[]string{"🎲 4+4 +2 = **10** vs 8+ — hit, Effect +2", "🎲 3+3+3 +2 Effect = **11**", "11 damage − armor 2 = **9**", "END −5", "4 damage: choose STR or DEX", "shock", "kl:to:2:str", "kl:to:2:dex"},
			[]string{"STR −4", "Now STR 4 · DEX 6 · END 0"}},
		{"ru", "Ann: урон → СИЛ",
			[]string{"🎲 4+4 +2 = **10** против 8+ — попадание, Эффект +2", "Урон 11 − броня 2 = **9**", "ВЫН −5", "шок"},
			[]string{"СИЛ −4", "Теперь СИЛ 4 · ЛОВ 6 · ВЫН 0"}},
	} {
		// Initiative 2d6 each; attack 4+4 (+1 DM, +1 skill) = 10, Effect +2;
		// damage 3d6 = 9 + 2 = 11, armor 2 → 9: END 5 → 0 (shock), 4 waits
		// for the player's choice. 11 < 2×DEX 12: no knockdown.
		h := consoletest.NewSystemHarness(t, tc.locale, 1, 1, 2, 2, 4, 4, 3, 3, 3)
		out := h.Run(`/system set system:klondike
/combat start
/combat add name:Gunner stats:"DEX 9 gun_combat 1"
@Ann /char set stats:"DEX 6 END 5 STR 8" name:Ann
@Ann /char armor armor:2
@Ann /combat join
/attack attacker:Gunner target:Ann damage:3d6 range:10
@Ann !click ` + tc.click + "\n")
		atk := consoletest.ByText(t, out, "Gunner → Ann")
		consoletest.KlWant(t, tc.locale+" attack", atk, tc.wants...)
		if strings.Contains(atk.Text(), "prone") || strings.Contains(atk.Text(), "лежит") {
			t.Errorf("%s: knocked down by 11 < 2×DEX: %s", tc.locale, atk.Text())
		}
		chosen := consoletest.LastOf(t, out)
		if chosen.Kind == "edit" {
			chosen = out[len(out)-2]
		}
		consoletest.KlWant(t, tc.locale+" choice", chosen, tc.after...)
		// The recap counts the damage that got through.
		end := consoletest.LastOf(t, h.Run("/combat end\n"))
		consoletest.KlWant(t, tc.locale+" recap", end, "Gunner")
	}
}

func TestKlondikeChoiceRefusedForOthersAndTwice(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "en", 1, 1, 2, 2, 6, 6, 6, 6, 3, 3, 2)
	out := h.Run(`/system set system:klondike
/combat start
/combat add name:Gunner
@Ann /char set stats:"DEX 7 END 2 STR 7" name:Ann
@Ann /combat join
/attack attacker:Gunner target:Ann damage:2d6
@Bob !click Ann: damage → DEX
@Ann !click Ann: damage → DEX
@Ann !click Ann: damage → STR
`)
	// 6+6 − 3 (untrained) = 9, Effect +1; 2d6 = 12 + 1 = 13 → END 2 → 0,
	// 11 pending.
	n := len(out)
	if !out[n-1].Ephemeral || !strings.Contains(out[n-1].Text(), "No damage is waiting") {
		t.Fatalf("second choice not refused: %s", out[n-1].Text())
	}
	bob := consoletest.ByText(t, out, "not yours")
	if !bob.Ephemeral {
		t.Fatalf("Bob's click: %s", bob.Text())
	}
	// DEX 7 takes 7 (unconscious: 3+3 − 2 on original END 2 = 4, fails → d6 = 2
	// hours), the rest (4) goes on into STR.
	consoletest.KlWant(t, "choice", consoletest.ByText(t, out, "damage past END → DEX"), "DEX −7", "STR −4", "Now STR 3 · DEX 0 · END 0", "🎲 3+3 −2 = 4 on original END", "2 hours")
}

func TestKlondikeKnockdownAndNPCOverflow(t *testing.T) {
	// 14 before armor ≥ 2×DEX 7: prone. END 7 → 0, the rest 7 to STR (the
	// NPC's higher stat, STR on a tie) → 0: unconscious, the 2d6 roll on
	// original END 7 (DM 0): 2+3 = 5, fails → d6 = 4 hours.
	h := consoletest.NewSystemHarness(t, "en", 1, 1, 2, 3, 4)
	out := h.Run("/system set system:klondike\n/combat start\n/combat add name:Thug\n/damage target:Thug amount:14\n")
	consoletest.KlWant(t, "damage", out[len(out)-2], "Knocked prone", "END −7", "STR −7", "🎲 2+3 +0 = 5 on original END", "4 hours", "Seriously wounded")
}

func TestKlondikeSurgeryBands(t *testing.T) {
	for _, tc := range []struct {
		name  string
		dice  []int
		place string
		wants []string
	}{
		// 2d6 + Medicine 2 − 4 (field): 2+2 − 2 = 2 ≤ 5: dead.
		{"dead", []int{2, 2}, "field", []string{"🎲 2+2 −2 = **2** — The patient dies on the table.", "Dead"}},
		// 3+4 + 2 − 2 (clean) = 7: each physical characteristic −d6.
		{"weakened", []int{3, 4, 1, 2, 3}, "clean", []string{"= **7**", "STR −1, DEX −2, END −3", "STR 6 · DEX 5 · END 4"}},
		// 4+4 + 2 = 10 in an infirmary: the loss table d6 = 6 → an eye.
		{"maimed", []int{4, 4, 6}, "infirmary", []string{"= **10** — Lives, maimed.", "Loses an eye."}},
		// 5+4 + 2 = 11: as before.
		{"recovered", []int{5, 4}, "infirmary", []string{"= **11** — Lives as before"}},
	} {
		faces := append([]int{1, 1, 2, 2, 6, 6, 1}, tc.dice...)
		h := consoletest.NewSystemHarness(t, "en", faces...)
		// /damage 21 on 7/7/7: END, then STR 7 → 0 (unconscious roll 6,6 —
		// 6+6, wakes in d6 = 1 minute), DEX 7 → 0: dying. The wake roll is
		// not drawn again once unconscious.
		out := h.Run("/system set system:klondike\n/combat start\n/combat add name:Doc stats:\"medicine 2\"\n/combat add name:Pat\n/damage target:Pat amount:21 to:str\n/surgery target:Pat medic:Doc place:" + tc.place + "\n")
		_ = out
		got := consoletest.ByText(t, out, "operates on Pat")
		consoletest.KlWant(t, tc.name, got, tc.wants...)
	}
}

func TestKlondikeJeepShiftedDamage(t *testing.T) {
	for _, tc := range []struct{ locale, script, want string }{
		{"en", "/system set system:klondike\n/vehicle add name:Jeep armor:6 speed:100 handling:1 lacks:electronics\n/vehicle hit vehicle:Jeep ap:3d6\n",
			"Electronics → Running gear"},
		{"ru", "/система выбрать система:klondike\n/техника добавить имя:Jeep броня:6 скорость:100 управляемость:1 нет:электроника\n/техника попадание техника:Jeep пт:3d6\n",
			"Электроника → Ходовая"},
	} {
		// The seed's example: AP 2+3+4 = 9 ≥ armor 6 (< 12: not critical);
		// the table 4+6 = 10 → electronics, which a 1950s jeep lacks → the
		// next lower row, running gear: speed halved.
		h := consoletest.NewSystemHarness(t, tc.locale, 2, 3, 4, 4, 6)
		out := h.Run(tc.script)
		got := consoletest.LastOf(t, out)
		consoletest.KlWant(t, tc.locale, got, "= **9**", "4+6 = 10", tc.want, "100 → 50")
	}
}

func TestKlondikeChaseAdvantageTable(t *testing.T) {
	// A duel: Jeep (handling +1, driver Drive 1) vs Truck (handling 0,
	// driver Drive 0). Jeep 6+5 +2 = 13, Truck 4+3 = 7: Advantage 6 → +1;
	// the Truck lost: turret only at −4.
	h := consoletest.NewSystemHarness(t, "en", 1, 1, 2, 2, 6, 5, 4, 3)
	out := h.Run(`/system set system:klondike
/combat start
/combat add name:Bob stats:"drive 1"
/combat add name:Ann stats:"drive 0"
/vehicle add name:Jeep armor:6 speed:100 handling:1 crew:Bob
/vehicle add name:Truck armor:8 speed:100 handling:0 crew:Ann
/chase start parties:"Jeep, Truck" mode:duel
/chase round
`)
	got := consoletest.ByText(t, out, "Vehicle duel")
	consoletest.KlWant(t, "round", got, "Advantage 6: attacks +1", "lost the round: turret weapons only, −4", "= **13**", "= **7**")
}

func TestKlondikeHelpBothLocales(t *testing.T) {
	for _, tc := range []struct{ locale, script, want string }{
		{"en", "/system set system:klondike\n/help\n", "/vehicle hit"},
		{"ru", "/система выбрать система:klondike\n/помощь\n", "Преимущество"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale)
		consoletest.KlWant(t, tc.locale, consoletest.LastOf(t, h.Run(tc.script)), tc.want)
	}
}
