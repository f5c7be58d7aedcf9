package klondike_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Damage: dice + Effect − armor into END, then STR or DEX; knockdown
// when the damage before armor reaches twice DEX; an NPC's overflow into
// its higher characteristic; and the health line it leaves.

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

func TestKlondikeKnockdownAndNPCOverflow(t *testing.T) {
	// 14 before armor ≥ 2×DEX 7: prone. END 7 → 0, the rest 7 to STR (the
	// NPC's higher stat, STR on a tie) → 0: unconscious, the 2d6 roll on
	// original END 7 (DM 0): 2+3 = 5, fails → d6 = 4 hours.
	h := consoletest.NewSystemHarness(t, "en", 1, 1, 2, 3, 4)
	out := h.Run("/system set system:klondike\n/combat start\n/combat add name:Thug\n/damage target:Thug amount:14\n")
	consoletest.KlWant(t, "damage", out[len(out)-2], "Knocked prone", "END −7", "STR −7", "🎲 2+3 +0 = 5 on original END", "4 hours", "Seriously wounded")
}

func TestKlondikeKnockdownRussian(t *testing.T) {
	// Урон до брони 14 ≥ 2×ЛОВ 7: сбит с ног. ВЫН 7 → 0 (шок), остаток 7 в
	// СИЛ 7 → 0: без сознания, бросок 2+3 по исходной ВЫН 7 (ДМ 0) = 5 —
	// провал, очнётся через d6 = 4 часа; Тяжело ранен.
	h := consoletest.NewSystemHarness(t, "ru", 1, 1, 2, 3, 4)
	out := h.Run("/система выбрать система:klondike\n/бой начать\n/бой добавить имя:Thug\n/урон цель:Thug количество:14\n")
	consoletest.KlWant(t, "урон", out[len(out)-2], "Урон 14 − броня 0 = **14**", "ВЫН −7, СИЛ −7", "Цель сбита с ног", "шок", "Тяжело ранен", "🎲 2+3 +0 = 5 по исходной ВЫН", "4 часа")
}

// Health: damage goes to END first and "Wounded" comes only when END
// reaches 0 — END 7 − 5 = 2 is no wound, but not "Unhurt" either.
func TestKlondikeHurtIsNotUnhurt(t *testing.T) {
	for _, tc := range []struct{ locale, script, want, not string }{
		{"en", "/system set system:klondike\n/combat start\n/combat add name:Thug\n/damage target:Thug amount:5\n", "Hurt: END 2/7, no wound yet", "Unhurt"},
		{"ru", "/система выбрать система:klondike\n/бой начать\n/бой добавить имя:Thug\n/урон цель:Thug количество:5\n", "Задет: ВЫН 2/7, без ранения", "Цел"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 3, 3)
		out := h.Run(tc.script)
		s := consoletest.ByText(t, out, tc.want)
		if s.Ephemeral {
			t.Fatalf("%s: refused: %s", tc.locale, s.Text())
		}
		_, _, fields := consoletest.KlEmbed(t, s)
		for _, f := range fields {
			if strings.Contains(f.Value, tc.not) {
				t.Errorf("%s: %q still says %q", tc.locale, f.Value, tc.not)
			}
		}
	}
}

// The GM's /damage headline rendered the level without its arguments
// («Hurt: END <no value>/<no value>»). 5 into END 7 leaves END 2.
func TestKlondikeDamageHeadlineNamesTheEndLeft(t *testing.T) {
	for _, tc := range []struct{ locale, want string }{
		{"en", "5 − armor 0 = **5** — Hurt: END 2/7, no wound yet"},
		{"ru", "5 − броня 0 = **5** — Задет: ВЫН 2/7, без ранения"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 2, 2)
		out := h.Run(consoletest.KlSetup(tc.locale) + "/combat add name:Orc\n/damage target:Orc amount:5\n")
		got := consoletest.ByText(t, out, "Orc")
		_, desc, _ := consoletest.KlEmbed(t, consoletest.MedReply(t, out))
		if desc != tc.want {
			t.Errorf("%s: headline %q, want %q", tc.locale, desc, tc.want)
		}
		consoletest.KlNot(t, tc.locale, got, "<no value>", `\u003cno value\u003e`)
	}
}
