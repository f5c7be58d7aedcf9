package klondike_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// /check: 2d6 + DM + skill (untrained −3) + modifiers against a target
// number (8+ unless said), the wound penalties, and the input it refuses
// without drawing a die.

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

// A check's target number out of range was called «Сложность» — the
// storyteller's word; klondike's option is «цель», a target number ("8+").
func TestKlondikeCheckTargetErrorUsesTargetNumber(t *testing.T) {
	for _, tc := range []struct{ locale, script, want string }{
		{"ru", "/проверка характеристика:ИНТ цель:-5\n", "Целевое число должно быть от 1 до 30; без параметра цель — обычные 8+."},
		{"en", "/check characteristic:INT target:-5\n", "The target number must be between 1 and 30; leave target out for the usual 8+."},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		got := consoletest.LastOf(t, out)
		if !got.Ephemeral {
			t.Errorf("%s: the refusal is public: %s", tc.locale, got.Text())
		}
		consoletest.KlWant(t, tc.locale, got, tc.want)
		consoletest.KlNot(t, tc.locale, got, "Сложность")
	}
}

// RULES.md: «Check: 2d6 + DM + skill (untrained −3) + modifiers ≥ target
// (8 unless said)». target:0 rolled against 8+ while the refusal for −5
// said "between 0 and 30". Now 0 is refused with the range (1–30) and the
// way to the usual 8+, and nothing is drawn: the next check gets 6+6.
func TestKlondikeCheckTargetZeroRefused(t *testing.T) {
	for _, tc := range []struct{ locale, bad, good, want, roll string }{
		{"en", "/check name:Ann characteristic:END target:0\n", "/check name:Ann characteristic:END target:1\n",
			"The target number must be between 1 and 30; leave target out for the usual 8+.", "🎲 6+6 = **12** vs 1+ — success, Effect +11"},
		{"ru", "/проверка имя:Ann характеристика:ВЫН цель:0\n", "/проверка имя:Ann характеристика:ВЫН цель:1\n",
			"Целевое число должно быть от 1 до 30; без параметра цель — обычные 8+.", "🎲 6+6 = **12** против 1+ — успех, Эффект +11"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 6, 6)
			out := h.Run(klAnnAndOrc(tc.locale) + tc.bad)
			got := consoletest.LastOf(t, out)
			if !got.Ephemeral {
				t.Errorf("the refusal is public: %s", got.Text())
			}
			consoletest.KlWant(t, "target 0", got, tc.want)
			consoletest.KlWant(t, "next check", consoletest.LastOf(t, consoletest.Replies(h.Run(tc.good))), tc.roll)
		})
	}
}
