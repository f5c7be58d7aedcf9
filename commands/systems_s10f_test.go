package commands_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Session 10, round 6 (systems): a surgery that kills has no empty "Result"
// field, and the storyteller's grapple and hold texts name the maneuver and
// the one who can break free.

// «Результаты 5 и менее означают смерть пациента»: 2d6 1+1 + Medicine 2 − 2
// (dry and clean) = 2. Nothing is lost or kept, so the reply has no
// "Result"/«Итог» field showing only "—"; the description says the death and
// the health field shows it.
func TestSysS10fSurgeryDeathHasNoEmptyResultField(t *testing.T) {
	for _, tc := range []struct{ locale, script, result, dies, marker string }{
		{"en", "/combat add name:Doc stats:\"Medicine 2\"\n/combat add name:Pat\n/damage target:Pat amount:21 to:str\n/surgery target:Pat medic:Doc place:clean\n",
			"Result", "The patient dies on the table.", "Doc operates"},
		{"ru", "/бой добавить имя:Doc параметры:\"Медицина 2\"\n/бой добавить имя:Pat\n/урон цель:Pat количество:21 куда:str\n/операция цель:Pat медик:Doc место:clean\n",
			"Итог", "Пациент умирает на столе.", "Doc оперирует"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Initiative 1+1, 2+2; the unconsciousness roll 6+6 and its d6;
			// the surgery 1+1.
			h := consoletest.NewSystemHarness(t, tc.locale, 1, 1, 2, 2, 6, 6, 1, 1, 1)
			got := consoletest.ByText(t, h.Run(consoletest.KlSetup(tc.locale)+tc.script), tc.marker)
			_, desc, fields := consoletest.KlEmbed(t, got)
			if !strings.Contains(desc, "**2**") || !strings.Contains(desc, tc.dies) {
				t.Errorf("description %q: want the total 2 and %q", desc, tc.dies)
			}
			for _, f := range fields {
				if f.Name == tc.result {
					t.Errorf("a surgery that kills has a %q field: %q", f.Name, f.Value)
				}
				if strings.TrimSpace(f.Value) == "—" {
					t.Errorf("field %q shows only —", f.Name)
				}
			}
		})
	}
}

// «6-7 означает ухудшение изначальных значений всех физических характеристик
// на d6 (бросайте отдельно для каждой), если любая из них падает до 0,
// пациент также мёртв»: Pat's original STR 5 loses 6 → 0, so the description
// no longer says "Lives, but…" over a dead patient; the losses stay in the
// Result field.
func TestSysS10fSurgeryWeakenedToZeroSaysTheDeath(t *testing.T) {
	for _, tc := range []struct {
		locale, script, marker, dies, lives, losses string
	}{
		{"en", "/combat add name:Doc stats:\"Medicine 2\"\n/combat add name:Pat stats:\"STR 5\"\n/damage target:Pat amount:21 to:str\n/surgery target:Pat medic:Doc place:clean\n",
			"Doc operates", "one falls to 0: the patient dies.", "Lives, but", "Loses STR −6, DEX −1, END −1"},
		{"ru", "/бой добавить имя:Doc параметры:\"Медицина 2\"\n/бой добавить имя:Pat параметры:\"СИЛ 5\"\n/урон цель:Pat количество:21 куда:str\n/операция цель:Pat медик:Doc место:clean\n",
			"Doc оперирует", "одна из них падает до 0: пациент умирает.", "Пациент выживает", "Потери: СИЛ −6, ЛОВ −1, ВЫН −1"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// The surgery 3+4 + 2 − 2 = 7; the losses 6, 1, 1.
			h := consoletest.NewSystemHarness(t, tc.locale, 1, 1, 2, 2, 6, 6, 1, 3, 4, 6, 1, 1)
			got := consoletest.ByText(t, h.Run(consoletest.KlSetup(tc.locale)+tc.script), tc.marker)
			_, desc, _ := consoletest.KlEmbed(t, got)
			if !strings.Contains(desc, "**7**") || !strings.Contains(desc, tc.dies) || strings.Contains(desc, tc.lives) {
				t.Errorf("description %q: want the total 7 and %q, not %q", desc, tc.dies, tc.lives)
			}
			consoletest.KlWant(t, "surgery", got, tc.losses)
		})
	}
}

// «Захват: … Жертва может попытаться вырваться из захвата» and
// «Удерживание: … Если противнику удается набрать больше успешных баллов, он
// освобождается»: only the victim breaks free, and a grappled fighter is
// grappled, not held. The lock note names who breaks free and who lets go;
// the owed roll names the grapple; the refusal is true for either lock.
func TestSysS10fGrappleAndHoldTexts(t *testing.T) {
	for _, tc := range []struct {
		locale, maneuver string
		dice             []int
		note, prompt     string
		refusal          string
		wrong            []string
	}{
		// Initiative Orc 5, Ann 6; the grapple 8 8 8 8 8, its damage
		// 3 + 4 extra = 7 dice of 2 (none); round 2: Ann 9, Orc 1.
		{"en", "grapple", []int{5, 6, 8, 8, 8, 8, 8, 2, 2, 2, 2, 2, 2, 2, 9, 1},
			"Orc grapples Ann: both locked until Ann breaks free (Strength + Brawl) or Orc lets go.",
			"Ann is grappled by Orc: Strength + Brawl to break free.",
			"Ann is locked in Orc's grapple: only breaking free is possible.",
			[]string{"until one breaks free", "is held by"}},
		{"ru", "grapple", []int{5, 6, 8, 8, 8, 8, 8, 2, 2, 2, 2, 2, 2, 2, 9, 1},
			"Захват: Orc держит, Ann в захвате; оба сцеплены, пока жертва не вырвется (Сила + Рукопашный бой) или её не отпустят.",
			"Ann в захвате (Orc): Сила + Рукопашный бой, чтобы вырваться.",
			"Ann в захвате (Orc): можно только пытаться вырваться.",
			nil},
		// The hold does no damage: 8 8 8 8 8, then round 2.
		{"en", "hold", []int{5, 6, 8, 8, 8, 8, 8, 9, 1},
			"Orc holds Ann: both locked until Ann breaks free (Strength + Brawl) or Orc lets go.",
			"Ann is pinned by Orc's hold: Strength + Brawl to break free.",
			"Ann is pinned by Orc's hold: only breaking free is possible.",
			[]string{"until one breaks free", "is held by"}},
		{"ru", "hold", []int{5, 6, 8, 8, 8, 8, 8, 9, 1},
			"Удерживание: Orc держит, Ann удерживается; оба сцеплены, пока жертва не вырвется (Сила + Рукопашный бой) или её не отпустят.",
			"Ann обездвижен(а) удерживанием (Orc): Сила + Рукопашный бой, чтобы вырваться.",
			"Ann в удерживании (Orc): можно только пытаться вырваться.",
			[]string{"Ann в захвате (Orc)"}},
	} {
		t.Run(tc.locale+"/"+tc.maneuver, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, tc.dice...)
			grab := consoletest.LastOf(t, consoletest.Replies(h.Run(`/system set system:storyteller
/combat start
/combat add name:Orc stats:"Strength 3 Brawl 2"
@Ann /char set stats:"Strength 2 Brawl 2"
@Ann /combat join
/attack attacker:Orc target:Ann defense:none maneuver:`+tc.maneuver+"\n")))
			if grab.Ephemeral {
				t.Fatalf("%s refused: %s", tc.maneuver, grab.Text())
			}
			consoletest.MustContain(t, grab, tc.note)
			turn := consoletest.LastOf(t, h.Run("!click Next round\n"))
			consoletest.MustContain(t, turn, tc.prompt)
			consoletest.RefusedUnchanged(t, h, "@Ann /attack target:Orc maneuver:punch", tc.refusal)
			refusal := consoletest.LastOf(t, h.Run("@Ann /attack target:Orc maneuver:punch\n"))
			for _, s := range []consoletest.Sent{grab, turn, refusal} {
				for _, w := range tc.wrong {
					if strings.Contains(s.Text(), w) {
						t.Errorf("%q in %s", w, s.Text())
					}
				}
			}
		})
	}
}
