package commands_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// «Результаты 5 и менее означают смерть пациента»: 2d6 1+1 + Medicine 2 − 2
// (dry and clean) = 2. Nothing is lost or kept, so the reply has no
// "Result"/«Итог» field showing only "—"; the description says the death and
// the health field shows it.
func TestSurgeryDeathHasNoEmptyResultField(t *testing.T) {
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
func TestSurgeryWeakenedToZeroSaysTheDeath(t *testing.T) {
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
