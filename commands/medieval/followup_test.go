package medieval_test

import (
	"strconv"
	"strings"
	"testing"

	"fray/bot/consoletest"
	"fray/commands/flavour"
	"fray/rules/dice"
)

// QA follow-ups (qa-report F1, F2, F16, F18/F22 and the sheet's armor), in
// the console, both locales.

// medKnightOrc: Orc (REF 6, BODY 8, Fencing 3) and Knight (REF 8, BODY 10,
// Fencing 5); initiative takes the first two faces.
var medKnightOrc = map[string]string{
	"en": `/system set system:medieval
/combat start
/combat add name:Orc stats:"REF 6 BODY 8 Fencing 3"
/combat add name:Knight stats:"REF 8 BODY 10 Fencing 5"
`,
	"ru": `/система выбрать система:medieval
/бой начать
/бой добавить имя:Orc параметры:"РЕФ 6 ТЕЛ 8 Фехтование 3"
/бой добавить имя:Knight параметры:"РЕФ 8 ТЕЛ 10 Фехтование 5"
`,
}

// F1: the ready weapons are offered and shown in the reader's language, and
// a typed name in either language resolves to the catalogue's notation.
func TestMedievalCatalogueWeaponsBothLanguages(t *testing.T) {
	for _, c := range []struct {
		locale, query, label, value string
	}{
		{"ru", "ме", "Меч (2d6 ближний клинок, фехтование)", "Меч"},
		{"ru", "sw", "Меч (2d6 ближний клинок, фехтование)", "Меч"},
		{"en", "sw", "Sword (2d6 melee blade, fencing)", "Sword"},
		{"en", "ме", "Sword (2d6 melee blade, fencing)", "Sword"},
		{"ru", "длин", "Длинный лук (2d6 дальний, стрельба из лука)", "Длинный лук"},
		{"en", "bodkin", "Longbow, bodkin arrow (2d6 ranged ap, archery)", "Longbow, bodkin arrow"},
	} {
		t.Run(c.locale+"/"+c.query, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 5)
			h.Run(medKnightOrc["en"])
			got := consoletest.MedDecode(t, consoletest.LastOf(t, h.Run("?/attack attacker:Knight target:Orc weapon:"+c.query+"\n")))
			found := false
			for _, ch := range got.Choices {
				if ch.Name == c.label && ch.Value == c.value {
					found = true
				}
				if strings.Contains(ch.Name, "skill:") || (c.locale == "ru" && strings.Contains(ch.Name, "melee")) {
					t.Errorf("untranslated notation in %q", ch.Name)
				}
			}
			if !found {
				t.Errorf("no choice %q → %q in %+v", c.label, c.value, got.Choices)
			}
		})
	}

	// Typed: «Меч» and "Sword" both are 2d6 melee blade skill:fencing. Dice:
	// initiative 5, 5; to hit 7 + REF 8 + Fencing 5 = 20; the Orc's defence
	// 3 + REF 6 + Fencing 3 = 12; location 3 (torso); damage 6 + 6 = 12 −
	// BTM 3 = 9 wound points; stun save 2 ≤ 8 − 2.
	for _, c := range []struct{ locale, weapon, title string }{
		{"ru", "Меч", "(Меч)"}, {"ru", "Sword", "(Меч)"}, {"en", "Меч", "(Sword)"}, {"en", "sword", "(Sword)"},
	} {
		t.Run("typed/"+c.locale+"/"+c.weapon, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 5, 7, 3, 3, 6, 6, 2)
			h.Run(medKnightOrc["en"])
			got := consoletest.MedReply(t, h.Run("/attack attacker:Knight target:Orc weapon:"+c.weapon+"\n"))
			if got.Ephemeral {
				t.Fatalf("refused: %s", got.Text())
			}
			d := consoletest.MedDecode(t, got)
			if !strings.Contains(d.Embeds[0].Title, c.title) {
				t.Errorf("title %q lacks %q", d.Embeds[0].Title, c.title)
			}
			consoletest.MedWant(t, got, medPick(c.locale, "**20** vs 12", "**20** против 12"), "2d6: 6, 6 = **12**", medPick(c.locale, "**9 wound points**", "**9 пунктов урона**"))
		})
	}

	// /char weapon add with a ready weapon's name and no notation takes the
	// catalogue's notation.
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale)
		h.Run("/system set system:medieval\n/char set stats:\"REF 7\" name:Bob\n")
		got := consoletest.LastOf(t, h.Run("/char weapon add name:Булава\n"))
		// The sheet shows the notation in the reader's words.
		consoletest.MedWant(t, got, medPick(locale, "2d6+1 melee", "2d6+1 ближний"))
	})
}

// F1: the action autocomplete shows the actions' names in the reader's
// language; the value is the action's key.
func TestMedievalActionAutocompleteLocalised(t *testing.T) {
	for _, c := range []struct{ locale, query, name, value string }{
		{"ru", "при", "Прицеливание", "aim"},
		{"ru", "ai", "Прицеливание", "aim"},
		{"en", "ai", "Aim", "aim"},
		{"en", "вва", "Charge", "charge"},
	} {
		t.Run(c.locale+"/"+c.query, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 5)
			h.Run(medKnightOrc["en"])
			got := consoletest.MedDecode(t, consoletest.LastOf(t, h.Run("?/combat action action:"+c.query+"\n")))
			if len(got.Choices) == 0 || got.Choices[0].Name != c.name || got.Choices[0].Value != c.value {
				t.Errorf("choices %+v, want first %q → %q", got.Choices, c.name, c.value)
			}
		})
	}
}

// F2: the melee defender opposes with its best melee skill and the reply
// says which — the QA script: to hit 7 + REF 8 + Fencing 5 = 20 against the
// Orc's 3 + REF 6 + Fencing 3 = 12 (not "Melee 0 = 9"); defense: names
// another skill (Melee 0: 3 + 6 + 0 = 9).
func TestMedievalDefenceBestSkill(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 5, 7, 3, 3, 6, 6, 6)
		h.Run(medKnightOrc[locale])
		cmd := medPick(locale, "/attack attacker:Knight target:Orc weapon:\"2d6 melee blade skill:fencing\" melee:true\n",
			"/атака атакующий:Knight цель:Orc оружие:\"2d6 melee blade skill:fencing\" ближний:да\n")
		got := consoletest.MedReply(t, h.Run(cmd))
		consoletest.MedWant(t, got, medPick(locale, "**20** vs 12", "**20** против 12"),
			medPick(locale, "Fencing 3 = **12**", "Фехтование 3 = **12**"),
			medPick(locale, "Defends with Fencing, its best melee skill", "Защита навыком «Фехтование» — лучшим навыком ближнего боя"))
		if strings.Contains(got.Text(), medPick(locale, "Ties go", "Ничья")) {
			t.Errorf("tie reminder on 20 vs 12: %s", got.Text())
		}

		h = consoletest.NewSystemHarness(t, locale, 5, 5, 7, 3, 3, 6, 6, 6)
		h.Run(medKnightOrc[locale])
		got = consoletest.MedReply(t, h.Run(strings.TrimSuffix(cmd, "\n")+medPick(locale, " defense:melee\n", " защита:Ближний_бой\n")))
		consoletest.MedWant(t, got, medPick(locale, "**20** vs 9", "**20** против 9"),
			medPick(locale, "Melee 0 = **9**", "Ближний бой 0 = **9**"),
			medPick(locale, "as the defense option says", "как указано в параметре «защита»"))
	})
}

// F16: a charge after aiming in the same round is refused, naming the
// fighter, and changes nothing (initiative stays 12, the aim stays +1).
func TestMedievalChargeAfterAimRefused(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 5)
		h.Run(`/system set system:medieval
/combat start
@Bob /char set stats:"REF 7 BODY 8 MA 6 Archery 4" name:Bob
@Bob /combat join
/combat add name:Orc stats:"REF 6 BODY 10"
`)
		h.Run("@Bob /combat action action:aim\n")
		got := consoletest.LastOf(t, h.Run("@Bob /combat charge\n"))
		if !got.Ephemeral || !strings.Contains(got.Text(), "Bob") ||
			!strings.Contains(got.Text(), medPick(locale, "has aimed this round", "уже было прицеливание")) {
			t.Errorf("charge after aim: %s", got.Text())
		}
		// Not charged: initiative 12 (5 + 7), not 15; the aim bonus is kept.
		list := consoletest.LastOf(t, h.Run("/combat list\n")).Text()
		if !strings.Contains(list, "` 12`") || strings.Contains(list, "` 15`") ||
			!strings.Contains(list, medPick(locale, "aiming (1 round, +1)", "целится (1 раунд, +1)")) {
			t.Errorf("state changed by a refused charge: %s", list)
		}
		// Moving breaks the aim, but the round's aim still rules the charge out.
		h.Run("@Bob /combat action action:move\n")
		if got := consoletest.LastOf(t, h.Run("@Bob /combat charge\n")); !got.Ephemeral {
			t.Errorf("charge after aim+move accepted: %s", got.Text())
		}
	})
}

// medFlavour is the italic flavour line of a reply, "" when there is none.
func medFlavour(d consoletest.MedReplyData) string {
	for _, e := range d.Embeds {
		for _, f := range e.Fields {
			if f.Name == "\u200b" && strings.HasPrefix(f.Value, "*") {
				return strings.Trim(f.Value, "*")
			}
		}
	}
	return ""
}

// medCandidates renders every line flavour.Pick may choose for args over the
// medieval events.
func medCandidates(locale string, args flavour.Args) map[string]bool {
	out := map[string]bool{}
	for _, ev := range flavour.Events(flavour.Medieval) {
		for k := 1; k <= 16; k++ {
			if line, _, ok := flavour.Pick(flavour.Medieval, string(ev), locale, args, dice.NewScripted(k), flavour.NoLast); ok {
				out[line] = true
			}
		}
	}
	return out
}

// F18/F22: a GM's /damage names no blow or shot, so its flavour line is one
// of the lines Pick offers for flavour.NoAttack — never «Тетива поёт…» or a
// melee line; an arrow's hit never gets a line tagged for melee.
func TestMedievalFlavourFitsTheEvent(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		noAttack := medCandidates(locale, flavour.Args{Target: "Orc", Attack: flavour.NoAttack})
		check := func(what string, got consoletest.Sent) {
			t.Helper()
			if line := medFlavour(consoletest.MedDecode(t, got)); line != "" && !noAttack[line] {
				t.Errorf("%s: %q is not a line for a result without a blow", what, line)
			}
		}
		// 20 wound points are Mortal 1 (the seed's example): stun save d10 ≤
		// BODY 10 − 4, the Hollywood d6, the death save ≤ 10 − 1.
		for stun := 1; stun <= 10; stun++ {
			h := consoletest.NewSystemHarness(t, locale, 5, stun, stun%6+1, 3)
			h.Run("/system set system:medieval\n/combat start\n/combat add name:Orc stats:\"REF 6 BODY 10\"\n")
			got := consoletest.MedReply(t, h.Run("/damage target:Orc amount:20 direct:true\n"))
			consoletest.MedWant(t, got, medPick(locale, "Mortal 1", "Смертельное 1"))
			check("stun die "+strconv.Itoa(stun), got)
		}
		// Plain hits (the stun save passes): the event with the most lines
		// tagged for a blow or a shot.
		for amount := 1; amount <= 12; amount++ {
			h := consoletest.NewSystemHarness(t, locale, 5, 1)
			h.Run("/system set system:medieval\n/combat start\n/combat add name:Orc stats:\"REF 6 BODY 10\"\n")
			check("amount "+strconv.Itoa(amount), consoletest.MedReply(t, h.Run("/damage target:Orc amount:"+strconv.Itoa(amount)+" direct:true\n")))
		}
		ranged := medCandidates(locale, flavour.Args{Actor: "Bob", Target: "Orc", Weapon: "Bow", Part: medPick(locale, "torso", "торс"), Attack: flavour.Ranged})
		for hit := 1; hit <= 10; hit++ {
			// Bob: to hit d10 + REF 7 + Archery 4 vs medium 20 (a 10 rolls
			// again); location 3 (torso); 2d6 through SP 10 soft armor.
			h := consoletest.NewSystemHarness(t, locale, 5, 5, hit, 3, 6, 6, 1, 1, 1, 1)
			h.Run(`/system set system:medieval
/combat start
@Bob /char set stats:"REF 7 BODY 8 MA 6 Archery 4" name:Bob
@Bob /char weapon add name:Bow spec:"2d6 ranged ap skill:archery"
@Bob /combat join
/combat add name:Orc stats:"REF 6 BODY 10" armor:"all 10"
`)
			got := consoletest.MedReply(t, h.Run("@Bob /attack target:Orc weapon:Bow range:medium\n"))
			line := medFlavour(consoletest.MedDecode(t, got))
			if line != "" && !ranged[line] {
				t.Errorf("to-hit die %d: %q is not a line for a ranged attack", hit, line)
			}
		}
	})
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
