package storyteller

import (
	"testing"
)

func TestParseArmor(t *testing.T) {
	sys := New()
	for _, tt := range []struct{ in, want, err string }{
		{"", "", ""},
		{"3/1", "3/1", ""},
		{" 4 / 2 ", "4/2", ""},
		{"3", "3/1", ""}, // the table's penalty for rating 3
		{"5", "5/3", ""}, // «(полицейский доспех): 5, 3»
		{"7", "7/0", ""}, // beyond the table: no penalty unless given
		{"Кевларовый жилет", "3/1", ""}, // «(кевларовый жилет): 3, 1»
		{"flak jacket", "4/2", ""},      // «(бронежилет): 4, 2»
		{"плотная одежда", "1/0", ""},   // «(плотная одежда): 1, 0»
		{"кевларовая футболка", "2/1", ""},
		{"0", "", ""},
		{"-1", "", "storyteller.error.armor_spec"},
		{"3/x", "", "storyteller.error.armor_spec"},
		{"99", "", "storyteller.error.armor_spec"},
		{"латы", "", "storyteller.error.armor_spec"},
	} {
		got, err := sys.ParseArmor(tt.in)
		if errKey(err) != tt.err || got != tt.want {
			t.Fatalf("%q: %q %v", tt.in, got, err)
		}
	}
}

func TestParseWeapon(t *testing.T) {
	sys := New()
	for _, tt := range []struct{ name, spec, want, err string }{
		// Table rows by name: «Меч: Сила +2, Пальто», «Дубинка: Сила +1, Карман».
		{"Меч", "", "str+2 lethal conceal=coat", ""},
		{"Дубинка", "", "str+1 bashing conceal=pocket", ""},
		{"Большой топор", "", "str+3 lethal conceal=none", ""},
		// «Пистолет крупного калибра: Повреждение 5, Дистанция 30, Режим огня 3, Обойма 7+1».
		{"Кольт", "Пистолет крупного калибра", "5 lethal range=30 rate=3 clip=7+1 conceal=jacket", ""},
		{"Винтовка", "", "8 lethal range=200 rate=1 clip=5+1 conceal=none", ""},
		{"AK", "assault rifle", "7 lethal range=150 rate=3 clip=42+1 auto conceal=none", ""},
		{"Снайперка", "винтовка прицел", "8 lethal range=200 rate=1 clip=5+1 scope conceal=none", ""},
		{"Когти", "str+1 aggravated", "str+1 aggravated", ""},
		{"Бита", "сила+2 поверхностные", "str+2 bashing", ""},
		{"Заточка", "str", "str lethal", ""},
		{"Обрез", "8 range=10 clip=2", "8 lethal range=10 rate=1 clip=2", ""},
		{"Нож", "нож aggravated", "str+1 aggravated conceal=jacket", ""},
		{"Узи", "4 дист=25 режим=3 обойма=30+1 авто", "4 lethal range=25 rate=3 clip=30+1 auto", ""},
		{"", "str", "", "storyteller.error.weapon_name"},
		// A bare name that is no row: told so, not "cannot read “”".
		{"Бластер", "", "", "storyteller.error.weapon_not_in_tables"},
		{"X", "str+", "", "storyteller.error.weapon_spec"},
		{"X", "5 range=10", "", "storyteller.error.weapon_clip"},
		{"X", "5 clip=10", "", "storyteller.error.weapon_range"},
		{"X", "str range=10 clip=5", "", "storyteller.error.weapon_spec"},
		{"X", "5 range=-3 clip=5", "", "storyteller.error.weapon_spec"},
		{"X", "5 range=10 clip=5+2", "", "storyteller.error.weapon_spec"},
		{"X", "99999999999999999999", "", "storyteller.error.weapon_spec"},
		{"X", "lethal", "", "storyteller.error.weapon_spec"},
	} {
		w, err := sys.ParseWeapon(tt.name, tt.spec)
		if errKey(err) != tt.err || w.Spec != tt.want {
			t.Fatalf("%q %q: %q %v", tt.name, tt.spec, w.Spec, err)
		}
		if err == nil {
			// The normalised spec parses back to itself.
			again, err := sys.ParseWeapon(tt.name, w.Spec)
			if err != nil || again.Spec != w.Spec {
				t.Fatalf("round trip of %q: %q %v", w.Spec, again.Spec, err)
			}
		}
	}
}

func FuzzParseWeapon(f *testing.F) {
	for _, s := range []string{"str+2 lethal", "5 range=30 rate=3 clip=7+1 auto", "винтовка прицел", "сила-1"} {
		f.Add("X", s)
	}
	sys := New()
	f.Fuzz(func(t *testing.T, name, spec string) {
		w, err := sys.ParseWeapon(name, spec)
		if err == nil {
			if _, err := sys.ParseWeapon(name, w.Spec); err != nil {
				t.Fatalf("normalised %q does not parse: %v", w.Spec, err)
			}
		}
		sys.ParseArmor(spec)
	})
}
