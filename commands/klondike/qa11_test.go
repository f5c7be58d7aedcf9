package klondike_test

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"fray/bot/consoletest"
	"fray/commands/flavour"
)

// Session 8 play-test (qa11): what a table hit in klondike, played through
// the console.

// klFlavourShown is the italic flavour line of a message's first embed.
func klFlavourShown(t *testing.T, s consoletest.Sent) (string, bool) {
	t.Helper()
	var msg struct {
		Embeds []struct {
			Fields []struct{ Name, Value string } `json:"fields"`
		} `json:"embeds"`
	}
	if err := json.Unmarshal(s.Data, &msg); err != nil || len(msg.Embeds) == 0 {
		t.Fatalf("no embed: %v", err)
	}
	for _, f := range msg.Embeds[0].Fields {
		if f.Name == "\u200b" {
			return strings.Trim(f.Value, "*"), true
		}
	}
	return "", false
}

// klTemplateRe matches a flavour template with any text in its fields.
func klTemplateRe(tpl string) *regexp.Regexp {
	re := regexp.QuoteMeta(tpl)
	re = regexp.MustCompile(`\\\{\\\{\\\.[A-Za-z]+\\\}\\\}`).ReplaceAllString(re, ".*")
	return regexp.MustCompile("^" + re + "$")
}

// A thrown grenade is neither a shot nor a blow: «Метание оружия: … бросом
// Атлетики/ЛОВ 8+ … В случае промаха снаряд упадет на 2d6+Эффект метров от
// цели». Its miss read «Промах. Пыль оседает, и ветер уносит звук выстрела к
// реке» (a gunshot) — a blast offered every line, the punches' too. Now its
// flavour is one of the miss lines that name neither.
// Dice: initiative Nade 6+6, A 1+1; the throw at range 40 (STR 7 ×4 = 28,
// doubled −2): 2+3 +1 DEX +1 Athletics −2 = 5, Effect −3; scatter 6+5 −3 =
// 8 m (beyond the 6 m blast), d8 7; then the five damage dice, varied so
// that the flavour pick varies.
func TestKlondikeQA11ThrownFlavourNamesNoShotOrBlow(t *testing.T) {
	scripts := map[string]string{
		"en": `/combat add name:Nade stats:"DEX 9 STR 7 athletics 1 INT 9"
/combat add name:A stats:"END 20 DEX 10"
/attack attacker:Nade target:A weapon:grenade range:40
`,
		"ru": `/бой добавить имя:Nade параметры:"ЛОВ 9 СИЛ 7 атлетика 1 ИНТ 9"
/бой добавить имя:A параметры:"ВЫН 20 ЛОВ 10"
/атака атакующий:Nade цель:A оружие:граната дистанция:40
`,
	}
	for _, locale := range []string{"en", "ru"} {
		lines := flavour.Lines("klondike", string(flavour.Miss), locale)
		kinds := flavour.LineKinds("klondike", string(flavour.Miss), locale)
		seen := 0
		for k := 0; k < 12; k++ {
			faces := []int{6, 6, 1, 1, 2, 3, 6, 5, 7}
			for j := 0; j < 5; j++ {
				faces = append(faces, 1+(k+j*k)%6)
			}
			h := consoletest.NewSystemHarness(t, locale, faces...)
			out := h.Run(consoletest.KlSetup(locale) + scripts[locale])
			e := consoletest.ByText(t, out, "💥 Nade")
			what := fmt.Sprintf("%s %v", locale, faces)
			consoletest.KlWant(t, what, e, map[string]string{"en": "miss, Effect −3", "ru": "промах, Эффект −3"}[locale])
			shown, ok := klFlavourShown(t, e)
			if !ok {
				continue
			}
			seen++
			matched := false
			for i, tpl := range lines {
				if klTemplateRe(tpl).MatchString(shown) {
					matched = true
					if kinds[i] != "" {
						t.Errorf("%s: a thrown grenade's flavour is a %s line: %q", what, kinds[i], shown)
					}
				}
			}
			if !matched {
				t.Errorf("%s: flavour %q is no miss line", what, shown)
			}
		}
		if seen == 0 {
			t.Errorf("%s: no throw showed a flavour line", locale)
		}
	}
}

// The round's "What happened" list names whom each line is about. In
// English a shocked or unconscious player's line read just «In shock: can
// only dive for cover this round.» and «Unconscious.» — whose? The Russian
// lines named her («Анна: без сознания.»).
// «Когда она доходит до нуля, персонаж находится в шоке 1 раунд - в течение
// этого раунда единственное, что он может - это броситься в укрытие.»
// «Если любая из этих характеристик доходит до нуля, персонаж теряет
// сознание.»
// Initiative: Bandit 3+3 −3 = 3, Анна 6+6 +1 INT +1 Tactics = 14. The
// Bandit's pistol (3d6−3, untrained −3): 6+6 −3 = 9, Effect +1.
// Shock: damage 2+3+3 −3 +1 = 6 takes END 6 to 0. Unconscious: 6+6+6 −3 +1
// = 16, END −6 and 10 left unplaced; at the round's end it goes into DEX
// (8, the higher) → 0: 5+5 on END 6 (DM 0) = 10, comes to in 5 minutes.
// (That line alone: her turn, first in round 2, no longer repeats «Анна:
// без сознания.» — TestKlondikeS8SmallRoundEndKnockoutSaidOnce.)
func TestKlondikeQA11RoundNotesNameTheFighter(t *testing.T) {
	for _, tc := range []struct {
		locale, script string
		damage         []int
		wants          []string
	}{
		{"en", "/combat add name:Bandit stats:\"DEX 7\"\n@Anna /combat join\n!click Next turn\n/attack attacker:Bandit target:Анна weapon:Pistol\n!click Next round\n",
			[]int{2, 3, 3}, []string{"• Анна: in shock, can only dive for cover this round."}},
		{"ru", "/бой добавить имя:Bandit параметры:\"ЛОВ 7\"\n@Anna /бой войти\n!click Следующий ход\n/атака атакующий:Bandit цель:Анна оружие:Пистолет\n!click Следующий раунд\n",
			[]int{2, 3, 3}, []string{"• Анна: шок — в этот раунд можно только броситься в укрытие."}},
		{"en", "/combat add name:Bandit stats:\"DEX 7\"\n@Anna /combat join\n!click Next turn\n/attack attacker:Bandit target:Анна weapon:Pistol\n!click Next round\n",
			[]int{6, 6, 6}, []string{"• Анна falls unconscious, Seriously wounded: 10 on original END — comes to in 5 min."}},
		{"ru", "/бой добавить имя:Bandit параметры:\"ЛОВ 7\"\n@Anna /бой войти\n!click Следующий ход\n/атака атакующий:Bandit цель:Анна оружие:Пистолет\n!click Следующий раунд\n",
			[]int{6, 6, 6}, []string{"• Анна: без сознания, Тяжело ранен(а) — 10 по изначальной ВЫН, очнётся через 5 мин."}},
	} {
		faces := append([]int{3, 3, 6, 6, 6, 6}, tc.damage...)
		for i := 0; i < 12; i++ {
			faces = append(faces, 5)
		}
		h := consoletest.NewSystemHarness(t, tc.locale, faces...)
		sheet := "@Anna /char set name:Анна stats:\"STR 7 DEX 8 END 6 INT 9 tactics 1\"\n"
		out := h.Run(consoletest.KlSetup(tc.locale) + sheet + tc.script)
		consoletest.KlWant(t, fmt.Sprintf("%s %v", tc.locale, tc.damage), consoletest.LastOf(t, out), tc.wants...)
	}
}
