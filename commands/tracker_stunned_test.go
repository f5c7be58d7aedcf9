package commands_test

import (
	"encoding/json"
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// trackerMark is the mark at the start of name's line in the last tracker
// the bot sent (its embed's description).
func trackerMark(t *testing.T, out []consoletest.Sent, name string) string {
	t.Helper()
	for k := len(out) - 1; k >= 0; k-- {
		var msg struct {
			Embeds []struct{ Title, Description string } `json:"embeds"`
		}
		if json.Unmarshal(out[k].Data, &msg) != nil || len(msg.Embeds) == 0 || !strings.HasPrefix(msg.Embeds[0].Title, "⚔️") {
			continue
		}
		for _, line := range strings.Split(msg.Embeds[0].Description, "\n") {
			if strings.Contains(line, "**"+name+"**") {
				mark, _, _ := strings.Cut(line, " `")
				return mark
			}
		}
		t.Fatalf("no line of %s in the tracker:\n%s", name, msg.Embeds[0].Description)
	}
	t.Fatal("no tracker sent")
	return ""
}

// The tracker tells one out of action for a while (a medieval stun, a
// klondike shock, a storyteller daze: 😵) from one who is down (unconscious,
// dying: 💤). Both used to show 💤.
func TestTrackerMarksStunnedApartFromDown(t *testing.T) {
	for _, tc := range []struct {
		name, locale, script string
		dice                 []int
		who, mark            string
	}{
		// Medieval: 5 points = Serious; stun save 10 > BODY 4 − 1: stunned
		// (Hollywood d6 2).
		{"medieval stunned", "en", "/system set system:medieval\n/combat start\n/combat add name:Knight stats:\"BODY 10 REF 5\"\n/combat add name:Archer stats:\"REF 3 BODY 4\"\n/damage target:Archer amount:5 direct:true\n",
			[]int{5, 3, 10, 2}, "Archer", "😵"},
		{"medieval stunned", "ru", "/система выбрать система:medieval\n/бой начать\n/бой добавить имя:Knight параметры:\"ТЕЛ 10 РЕФ 5\"\n/бой добавить имя:Archer параметры:\"РЕФ 3 ТЕЛ 4\"\n/урон цель:Archer количество:5 напрямую:да\n",
			[]int{5, 3, 10, 2}, "Archer", "😵"},
		// Medieval: 20 points = Mortal 1; stun save 2 passes, death save 10
		// fails: dying, down.
		{"medieval dying", "en", "/system set system:medieval\n/combat start\n/combat add name:Knight stats:\"BODY 10 REF 5\"\n/combat add name:Archer stats:\"REF 3 BODY 10\"\n/damage target:Archer amount:20 direct:true\n",
			[]int{5, 3, 2, 10}, "Archer", "💤"},
		// Klondike: 7 damage takes END 7 to 0: shock for a round.
		{"klondike shock", "en", "/system set system:klondike\n/combat start\n/combat add name:A stats:\"END 7 DEX 8 STR 8\"\n/combat add name:B stats:\"END 7 DEX 8 STR 8\"\n/damage target:A amount:7\n",
			[]int{3, 4, 6, 5}, "A", "😵"},
		{"klondike shock", "ru", "/система выбрать система:klondike\n/бой начать\n/бой добавить имя:A параметры:\"ВЫН 7 ЛОВ 8 СИЛ 8\"\n/бой добавить имя:B параметры:\"ВЫН 7 ЛОВ 8 СИЛ 8\"\n/урон цель:A количество:7\n",
			[]int{3, 4, 6, 5}, "A", "😵"},
		// Klondike: 20 more takes STR and DEX to 0 as well: unconscious
		// (its rolls 6+6, 6+6), down.
		{"klondike unconscious", "en", "/system set system:klondike\n/combat start\n/combat add name:A stats:\"END 7 DEX 8 STR 8\"\n/combat add name:B stats:\"END 7 DEX 8 STR 8\"\n/damage target:A amount:23\n",
			[]int{3, 4, 6, 5, 6, 6, 6, 6}, "A", "💤"},
		// Storyteller: 2 bashing levels on Stamina 1: dizzied.
		{"storyteller dizzied", "en", "/system set system:storyteller\n/combat start\n/combat add name:Al stats:\"Stamina 1 Dexterity 2\"\n/combat add name:Bo stats:\"Dexterity 3\"\n/damage target:Al levels:2 type:bashing\n",
			[]int{1, 9}, "Al", "😵"},
		{"storyteller dizzied", "ru", "/система выбрать система:storyteller\n/бой начать\n/бой добавить имя:Al параметры:\"Выносливость 1 Ловкость 2\"\n/бой добавить имя:Bo параметры:\"Ловкость 3\"\n/урон цель:Al уровни:2 тип:поверхностные\n",
			[]int{1, 9}, "Al", "😵"},
	} {
		t.Run(tc.name+" "+tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, tc.dice...)
			out := h.Run(tc.script)
			if got := trackerMark(t, out, tc.who); got != tc.mark {
				t.Errorf("%s is marked %q, want %q", tc.who, got, tc.mark)
			}
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}
