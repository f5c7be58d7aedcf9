package commands_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

func TestAutocompleteCombatants(t *testing.T) {
	h := consoletest.NewHarness(t, "", "en", 1, 2, 3)
	out := h.Run("/system set system:klondike\n/combat start\n/combat add name:Orc count:2\n/combat add name:Goblin\n?/combat remove name:or\n")
	got := consoletest.LastOf(t, out)
	if got.Kind != "autocomplete" || !strings.Contains(got.Text(), "Orc 1") || strings.Contains(got.Text(), "Goblin") {
		t.Fatalf("autocomplete: %s", got.Text())
	}
}

// /check's skill offers the channel's own system's skills, under the
// reader's names: medieval's /check once offered klondike's list,
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
		h := consoletest.NewSystemHarness(t, tc.locale)
		out := h.Run("/system set system:" + tc.system + "\n?/check skill:" + tc.typed + "\n")
		got := consoletest.LastOf(t, out)
		if got.Kind != "autocomplete" {
			t.Fatalf("%s %s: %s", tc.locale, tc.system, got.Kind)
		}
		consoletest.KlWant(t, tc.locale+" "+tc.system, got, tc.want...)
		for _, b := range tc.banned {
			if strings.Contains(got.Text(), b) {
				t.Errorf("%s %s: %q offered: %s", tc.locale, tc.system, b, got.Text())
			}
		}
	}
}

// /char weapon add's name offers storyteller's table in the reader's
// language, as /attack's weapon does (it offered the English names).
func TestStorytellerWeaponAddAutocompleteIsRussian(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "ru")
	got := consoletest.LastOf(t, h.Run("/система выбрать система:storyteller\n?/персонаж оружие добавить название:авт\n"))
	consoletest.KlWant(t, "ru weapon add", got, "Автомат — урон 7")
	if strings.Contains(got.Text(), "Assault rifle") {
		t.Errorf("English names offered: %s", got.Text())
	}
}
