package medieval

import (
	"fmt"
	"strings"
	"testing"
)

// RULES.md: «Encumbrance: sum of armor EV (ЗУ) subtracted from REF … the 2nd
// layer adds 1 EV, the 3rd adds 2»; the seed: «2-й слой имеет
// дополнительный штраф ЗУ -1; 3-й слой ЗУ -2». The sheet shows the two parts.
func TestEVPartsNameTheLayerPenalty(t *testing.T) {
	for _, c := range []struct {
		notation              string
		pieces, layers, total int
	}{
		{"", 0, 0, 0},
		{"all 8 ev1", 1, 0, 1},
		// A breastplate's ЗУ1, +1 for the second layer.
		{"торс 14 жёсткая зу1; торс, руки 10", 1, 1, 2},
		{"torso 4; torso 10; torso 14 hard ev2", 2, 1 + 2, 5},
	} {
		a, err := ParseArmorNotation(c.notation)
		if err != nil {
			t.Fatalf("%q: %v", c.notation, err)
		}
		p, l := a.EVParts()
		if p != c.pieces || l != c.layers || a.EV() != c.total {
			t.Errorf("%q: parts %d + %d, EV %d; want %d + %d, %d", c.notation, p, l, a.EV(), c.pieces, c.layers, c.total)
		}
	}
}

// The seed's wound effects: «На уровне СЕРЬЁЗНОЕ Ранение, персонаж будет
// иметь -2 к характеристике Рефлексы»; «КРИТИЧЕСКОЕ … Рефлексы, Интеллект и
// Крутость автоматически уменьшаются вдвое (округлить вверх)»; «СМЕРТЕЛЬНОЕ
// … до 1/3 от нормы (раздели на 3, округляя в большую сторону)». EV comes
// off REF first («сложи общее количество ЗУ и вычти это значение из
// Характеристики РЕФ»). The steps name what applied and end on
// EffectiveStat's value.
func TestEffectiveStepsExplainEffectiveStat(t *testing.T) {
	c := fighter(t, 1, "", map[string]int{REF: 8, INT: 7, COOL: 5, TECH: 6}, "торс 14 жёсткая зу1; торс, руки 10")
	for _, w := range []struct {
		wounds    int
		key       string
		wantLevel Level
		wantEV    int
		want      int
	}{
		{0, REF, LevelUnhurt, 2, 6},    // 8 − ЗУ 2
		{3, REF, LevelUnhurt, 2, 6},    // Light: no effect
		{6, REF, LevelSerious, 2, 4},   // 8 − 2 − 2
		{6, INT, LevelUnhurt, 0, 7},    // Serious touches REF only
		{10, REF, LevelCritical, 2, 3}, // ⌈6/2⌉
		{10, INT, LevelCritical, 0, 4}, // ⌈7/2⌉
		{10, COOL, LevelCritical, 0, 3},
		{10, TECH, LevelUnhurt, 0, 6}, // not among the three
		{14, REF, LevelMortal, 2, 2},  // ⌈6/3⌉
		{14, INT, LevelMortal, 0, 3},  // ⌈7/3⌉
	} {
		setState(t, c, func(s *State) { s.Wounds = w.wounds })
		st := state(t, c)
		got := EffectiveSteps(&c.Sheet, st, w.key)
		if got.Value != EffectiveStat(&c.Sheet, st, w.key) {
			t.Errorf("%d wounds %s: steps end on %d, EffectiveStat %d", w.wounds, w.key, got.Value, EffectiveStat(&c.Sheet, st, w.key))
		}
		if got.Value != w.want || got.Wound != w.wantLevel || got.EV != w.wantEV || got.Sheet != stat(&c.Sheet, w.key) {
			t.Errorf("%d wounds %s: %+v, want value %d level %v EV %d", w.wounds, w.key, got, w.want, w.wantLevel, w.wantEV)
		}
		if got.Changed() != (w.wantEV > 0 || w.wantLevel != LevelUnhurt) {
			t.Errorf("%d wounds %s: Changed %v", w.wounds, w.key, got.Changed())
		}
	}
}

// «1D10 + РЕФ» + «За каждый уровень Чувство боя ты добавляешь +1 к броскам
// Инициативы» + a charge's +3: the parts add up to InitiativeMod in every
// state, so a reply can name them without changing the number.
func TestInitiativePartsAddUpToInitiativeMod(t *testing.T) {
	c := fighter(t, 1, "", map[string]int{REF: 8, SkillCombatSense: 2}, "torso 14 hard ev1; torso,arms 10")
	for _, wounds := range []int{0, 6, 10, 14} {
		for _, charge := range []bool{false, true} {
			setState(t, c, func(s *State) { s.Wounds, s.Charge = wounds, charge })
			p := InitiativeParts(c)
			if p.Mod() != InitiativeMod(c) {
				t.Errorf("%d wounds, charge %v: parts %+v sum %d, InitiativeMod %d", wounds, charge, p, p.Mod(), InitiativeMod(c))
			}
			if p.CombatSense != 2 || (p.Charge == ChargeInitBonus) != charge {
				t.Errorf("%d wounds, charge %v: %+v", wounds, charge, p)
			}
		}
	}
	// REF 8 in that armour, Combat Sense 2 → «🎲 4 + 8».
	setState(t, c, func(s *State) { s.Wounds, s.Charge = 0, false })
	if p := InitiativeParts(c); p.REF.Value != 6 || p.REF.EV != 2 || p.Mod() != 8 {
		t.Errorf("unwounded parts: %+v", p)
	}
}

// The sheet's armour text ends with the EV total and its REF penalty.
func TestLocalizeArmorShowsTheEVTotal(t *testing.T) {
	word := func(key string, args map[string]any) string {
		s := key
		for _, k := range []string{"EV", "Pieces", "Layers"} {
			if v, ok := args[k]; ok {
				s += fmt.Sprintf(" %s=%v", k, v)
			}
		}
		return s
	}
	for _, c := range []struct{ notation, want string }{
		{"torso 14 hard ev1; torso,arms 10", "\n" + ArmorWordEVTotalLayers + " EV=2 Pieces=1 Layers=1"},
		{"all 8 ev1", "\n" + ArmorWordEVTotal + " EV=1"},
	} {
		got := New().LocalizeArmor(c.notation, word)
		if !strings.HasSuffix(got, c.want) {
			t.Errorf("%q: %q lacks %q", c.notation, got, c.want)
		}
	}
	if got := New().LocalizeArmor("torso 10", word); strings.Contains(got, "\n") {
		t.Errorf("armour without EV got a total line: %q", got)
	}
}
