package medieval_test

import (
	"regexp"
	"strings"
	"testing"

	"fray/bot/consoletest"
	"fray/commands/flavour"
)

// The seed's armor-piercing arrow: 30 against SP 10 → SP 5 → 25 → 12; then
// the Knight's BTM 4 leaves 8 wound points (Serious). The torso layer wears.
func TestMedievalArmorPiercingArrowBothLocales(t *testing.T) {
	for _, tc := range []struct {
		locale, setup, cmd string
		wants              []string
	}{
		{"en", consoletest.MedSetupEN, "/damage target:Knight amount:30 location:torso ap:true\n",
			[]string{"30 − SP 5 → 25 → ½ 12 − BTM 4 = **8 wound points**", "Serious", "worn to 9", "d10 **7** ≤ 9 (BODY 10 − 1)", "passed"}},
		{"ru", medSetupRU, "/урон цель:Knight количество:30 место:торс бронебойное:да\n",
			[]string{"30 − ОС 5 → 25 → ½ 12 − МТЕЛ 4 = **8 пунктов урона**", "Серьёзное", "изношена до 9", "(ТЕЛ 10 − 1)", "успех"}},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 5, 3, 7)
		h.Run(tc.setup)
		got := consoletest.MedReply(t, h.Run(tc.cmd))
		if got.Ephemeral {
			t.Fatalf("%s: refused: %s", tc.locale, got.Text())
		}
		consoletest.MedWant(t, got, tc.wants...)
	}
}

// The seed's armor-piercing arrow: «Бронебойная стрела наносит 30 пунктов
// урона. Она поражает броню с SP 10, что уменьшает её на 5. Оставшиеся 25
// очков урона дополнительно уменьшены до 12» — then BTM 3: 9 wound points.
// Dice in the order drawn: initiative 5, 5; to hit 5 (5+8+4 = 17 vs close
// 15); location 3 (torso); no damage dice; the stun save 4.
func TestMedievalAttackSeedAPArrowAsWritten(t *testing.T) {
	for _, c := range []struct {
		locale, cmd string
		want        []string
	}{
		{"en", "/attack attacker:Archer target:Orc damage:30 ap:true range:close\n",
			[]string{"🎲 5+8+4 = **17** vs 15 — hit, torso", "💥 30 − SP 5 → 25 → ½ 12 − BTM 3 = **9 wound points**", "d10 3 → **torso**", "d10 **4** ≤ 6"}},
		{"ru", "/атака атакующий:Archer цель:Orc урон:30 бронебойное:да дистанция:близко\n",
			[]string{"🎲 5+8+4 = **17** против 15 — попадание, торс", "💥 30 − ОС 5 → 25 → ½ 12 − МТЕЛ 3 = **9 пунктов урона**", "d10 3 → **торс**", "d10 **4** ≤ 6"}},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 5, 5, 3, 4)
			h.Run(consoletest.MedArcherOrc[c.locale])
			got := consoletest.MedReply(t, h.Run(c.cmd))
			if got.Ephemeral {
				t.Fatalf("refused: %s", got.Text())
			}
			all := consoletest.MedAllText(t, got)
			for _, w := range c.want {
				if !strings.Contains(all, w) {
					t.Errorf("missing %q in\n%s", w, all)
				}
			}
		})
	}
}

// The seed's armor-piercing arrow through /attack: 30 against SP 10 → SP 5,
// 25 through, halved to 12; BTM 4 leaves 8 (Serious).
func TestMedievalAPArrowByAttack(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 3,
			7,             // to hit 7 + 8 + 5 = 20 vs close 15
			3,             // torso
			6, 6, 6, 6, 6, // 5d6 arrow = 30
			2) // stun save 2 ≤ 10 − 1
		h.Run(consoletest.MedSetupEN)
		got := consoletest.MedReply(t, h.Run("/attack attacker:Archer target:Knight weapon:\"5d6 ranged ap\" range:close\n"))
		sp, btm := medPick(locale, "SP", "ОС"), medPick(locale, "BTM", "МТЕЛ")
		consoletest.MedWant(t, got, "30 − "+sp+" 5 → 25 → ½ 12 − "+btm+" 4", medPick(locale, "**8 wound points**", "**8 пунктов урона**"),
			medPick(locale, "**Serious**", "**Серьёзное**"))
	})
}

// «Новое правило 2»: three layers combine in pairs from the inside out —
// 10 and 20 → 20 + 3 = 23; 23 and 30 → 30 + 4 = 34 (RULES.md). 40 − 34 = 6,
// − BTM 4 = 2. Only the outermost layer wears (30 → 29). Three layers add
// EV +1 +2 = 3 to REF 6: initiative 5 + 3 = 8, the join line naming REF
// after the EV.
func TestMedievalThreeArmorLayers(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 3, 2)
		setup := strings.Replace(consoletest.MedSetupEN, `armor:"torso 10"`, `armor:"torso 10; torso 20; torso 30 hard"`, 1)
		var all strings.Builder
		for _, s := range h.Run(setup) {
			all.WriteString(s.Text())
		}
		if want := medPick(locale, "initiative **8** (🎲 5 + REF 3 (6 − EV 3))", "инициатива **8** (🎲 5 + РЕФ 3 (6 − ЗУ 3))"); !strings.Contains(all.String(), want) {
			t.Errorf("no %q in %s", want, all.String())
		}
		got := consoletest.MedReply(t, h.Run("/damage target:Knight amount:40 location:torso\n"))
		sp := medPick(locale, "SP", "ОС")
		consoletest.MedWant(t, got,
			"40 − "+sp+" 34 → 6",
			medPick(locale, "combined 23 (+3)", "вместе 23 (+3)"),
			medPick(locale, "combined 34 (+4)", "вместе 34 (+4)"),
			medPick(locale, "worn to 29", "изношена до 29"),
			medPick(locale, "**2 wound points**", "**2 пункта урона**"))
	})
}

// At most 3 layers, at most one hard: a fourth layer or a second hard one
// is refused when the armor is written.
func TestMedievalArmorLayerLimits(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5)
		h.Run("/system set system:medieval\n/combat start\n")
		for _, armor := range []string{"torso 4; torso 4; torso 4; torso 4", "torso 10 hard; torso 12 hard"} {
			got := consoletest.LastOf(t, h.Run(`/combat add name:Tin stats:"REF 5" armor:"`+armor+"\"\n"))
			if !got.Ephemeral || !strings.Contains(got.Text(), "❌") {
				t.Errorf("armor %q accepted: %s", armor, got.Text())
			}
		}
	})
}

// Ranged to hit against a range band, hit location, layered armor.
func TestMedievalRangedLayersAndLocation(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "en", 5, 3,
		4,    // to hit 4 + REF 8 + Archery 5 = 17 vs close 15
		3,    // torso
		6, 6, // 2d6 = 12 vs SP 10 inner + 4 outer: difference 6 → +4 = 14, stopped
	)
	h.Run(strings.Replace(consoletest.MedSetupEN, `armor:"torso 10"`, `armor:"torso 10; torso 4"`, 1))
	got := consoletest.MedReply(t, h.Run("/attack attacker:Archer target:Knight weapon:\"2d6 ranged\" range:close\n"))
	consoletest.MedWant(t, got, "4+8+5 = **17** vs 15 — hit, torso", "2. SP 4 · combined 14 (+4)", "SP 14: stopped 12, through **0**", "the armor stops it")
}

// A blade halves the SP of marked (soft) armor, not of hard armor unless
// it is marked: 12 against soft SP 10 → 5 passes 7; against hard SP 10, 2.
func TestMedievalBladesAndMarkedArmor(t *testing.T) {
	for _, tc := range []struct{ armor, want string }{
		{"torso 10", "12 − SP 5 → 7"},
		{"torso 10 hard", "12 − SP 10 → 2"},
		{"torso 10 hard marked", "12 − SP 5 → 7"},
		{"torso 10 unmarked", "12 − SP 10 → 2"},
	} {
		h := consoletest.NewSystemHarness(t, "en", 5, 3, 2)
		h.Run(strings.Replace(consoletest.MedSetupEN, `armor:"torso 10"`, `armor:"`+tc.armor+`"`, 1))
		consoletest.MedWant(t, consoletest.MedReply(t, h.Run("/damage target:Knight amount:12 location:torso blade:true\n")), tc.want)
	}
}

// Cover counts as an SP combined proportionally with the armor: SP 10
// armor behind SP 10 cover is 10 + 5 = 15; 20 − 15 = 5 − BTM 4 = 1.
func TestMedievalCoverIsAnSP(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 3, 2)
		h.Run(consoletest.MedSetupEN)
		got := consoletest.MedReply(t, h.Run("/damage target:Knight amount:20 location:torso cover:10\n"))
		sp := medPick(locale, "SP", "ОС")
		consoletest.MedWant(t, got, "20 − "+sp+" 15 → 5", sp+" 10 (+5)", medPick(locale, "**1 wound point**", "**1 пункт урона**"))
	})
}

// «Укрытия позволяют тебе … позволяя чему-то ещё принимать огонь на
// себя»: 12 against torso SP 4 behind cover SP 10 (14 → 4 + 10 = 14 with the
// +4 bonus) is stopped by the cover — SP 4 alone would let 8 through. The
// reply used to say "the armor stops it" and show an armour flavour line. 3
// against the same is still the armour's.
func TestMedievalCoverStopsSaysCover(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 5, 9, 3, 6, 6)
		h.Run(medPick(locale, `/system set system:medieval
/combat start
/combat add name:A stats:"REF 6 BODY 10 archery 4"
/combat add name:B stats:"REF 8 BODY 6" armor:"torso 4"
`, `/система выбрать система:medieval
/бой начать
/бой добавить имя:A параметры:"РЕФ 6 ТЕЛ 10 Стрельба_из_лука 4"
/бой добавить имя:B параметры:"РЕФ 8 ТЕЛ 6" броня:"торс 4"
`))
		got := consoletest.MedReply(t, h.Run(medPick(locale, "/attack attacker:A target:B damage:2d6 range:close cover:10\n",
			"/атака атакующий:A цель:B урон:2d6 дистанция:близко укрытие:10\n")))
		consoletest.MedWant(t, got, medPick(locale, "12 − SP 14 → 0 — the cover stops it", "12 − ОС 14 → 0 — укрытие держит удар"))
		if strings.Contains(got.Text(), medPick(locale, "the armor stops it", "броня держит удар")) {
			t.Errorf("the cover's stop is told as the armor's: %s", got.Text())
		}
		if line := medFlavour(consoletest.MedDecode(t, got)); !flavourFrom(line, "medieval", "cover_stops", locale) {
			t.Errorf("the cover's stop has no cover line: %q", line)
		}
		got = consoletest.MedReply(t, h.Run(medPick(locale, "/damage target:B amount:3 location:torso cover:10\n",
			"/урон цель:B количество:3 место:торс укрытие:10\n")))
		consoletest.MedWant(t, got, medPick(locale, "3 − SP 14 → 0 — the armor stops it", "3 − ОС 14 → 0 — броня держит удар"))
		if err := h.Dice.Err(); err != nil {
			t.Fatal(err)
		}
	})
}

// flavourFrom reports whether a rendered flavour line is one of an event's
// templates: every literal piece of the template is in the line.
func flavourFrom(line, system, event, locale string) bool {
	arg := regexp.MustCompile(`\{\{[^}]*\}\}`)
	for _, tpl := range flavour.Lines(consoletest.Flavour(system), event, locale) {
		found := line != ""
		for _, piece := range arg.Split(tpl, -1) {
			if p := strings.ToLower(strings.TrimSpace(piece)); p != "" && !strings.Contains(strings.ToLower(line), p) {
				found = false
				break
			}
		}
		if found {
			return true
		}
	}
	return false
}

// The sheet shows the stored armor notation in the reader's language, and
// what it shows reads back as the same armor.
func TestMedievalSheetArmorLocalised(t *testing.T) {
	for _, c := range []struct{ locale, want string }{
		{"en", "all 8; torso 14 hard ev2; arms, legs 4; right arm 2 unmarked"},
		{"ru", "все 8; торс 14 жёсткая ЗУ2; руки, ноги 4; правая рука 2 неотмеченная"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale)
			h.Run("/system set system:medieval\n/char set stats:\"REF 7 BODY 8\" name:Bob\n")
			h.Run("/char armor armor:\"all 8; torso 14 hard ev2; arms,legs 4 marked; right arm 2 unmarked\"\n")
			got := consoletest.LastOf(t, h.Run("/char show\n"))
			consoletest.MedWant(t, got, c.want)
			// The localised text is itself a notation: written back, the sheet
			// shows the same.
			h.Run("/char armor armor:\"" + c.want + "\"\n")
			consoletest.MedWant(t, consoletest.LastOf(t, h.Run("/char show\n")), c.want)
		})
	}
}
