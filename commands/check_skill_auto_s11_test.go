package commands_test

import (
	"strings"
	"testing"
)

// /check's skill offers the channel's own system's skills, under the
// reader's names: medieval's /check (session 11) offered klondike's list,
// and the lists showed English names to Russian readers.
func TestCheckSkillAutocompleteIsTheSystems(t *testing.T) {
	for _, tc := range []struct {
		locale, system, typed string
		want, banned          []string
	}{
		{"ru", "medieval", "", []string{"Чувство боя", "Стрельба из лука"}, []string{"Gun Combat", "Стрельба  [gun_combat]", "Combat Sense"}},
		{"en", "medieval", "чув", []string{"Combat Sense"}, []string{"Чувство"}},
		{"ru", "klondike", "", []string{"Стрельба", "Командование", "нет"}, []string{"Чувство боя", "Gun Combat", "Leadership"}},
		{"en", "klondike", "ком", []string{"Leadership"}, []string{"Командование"}},
	} {
		h := newSystemHarness(t, tc.locale)
		out := h.run("/system set system:" + tc.system + "\n?/check skill:" + tc.typed + "\n")
		got := lastOf(t, out)
		if got.Kind != "autocomplete" {
			t.Fatalf("%s %s: %s", tc.locale, tc.system, got.Kind)
		}
		klWant(t, tc.locale+" "+tc.system, got, tc.want...)
		for _, b := range tc.banned {
			if strings.Contains(got.text(), b) {
				t.Errorf("%s %s: %q offered: %s", tc.locale, tc.system, b, got.text())
			}
		}
	}
}

// /char weapon add's name offers storyteller's table in the reader's
// language, as /attack's weapon does (it offered the English names).
func TestStorytellerWeaponAddAutocompleteIsRussian(t *testing.T) {
	h := newSystemHarness(t, "ru")
	got := lastOf(t, h.run("/система выбрать система:storyteller\n?/персонаж оружие добавить название:авт\n"))
	klWant(t, "ru weapon add", got, "Автомат — урон 7")
	if strings.Contains(got.text(), "Assault rifle") {
		t.Errorf("English names offered: %s", got.text())
	}
}
