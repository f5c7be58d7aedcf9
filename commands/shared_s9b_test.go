package commands_test

import (
	"encoding/json"
	"strings"
	"testing"

	"fray/bot/consoletest"
	"fray/commands/flavour"
)

// s9bReply is the part of a reply these tests read.
type s9bReply struct {
	Embeds []struct {
		Title       string `json:"title"`
		Description string `json:"description"`
		Fields      []struct {
			Name  string `json:"name"`
			Value string `json:"value"`
		} `json:"fields"`
	} `json:"embeds"`
}

func s9bDecode(t *testing.T, s consoletest.Sent) s9bReply {
	t.Helper()
	var r s9bReply
	if err := json.Unmarshal(s.Data, &r); err != nil {
		t.Fatalf("reply %s: %v", s.Data, err)
	}
	return r
}

// s9bFlavour returns the flavour lines of a reply: the italic field values.
func s9bFlavour(t *testing.T, out []consoletest.Sent) []string {
	t.Helper()
	var lines []string
	for _, s := range out {
		if s.Kind != "response" {
			continue
		}
		for _, e := range s9bDecode(t, s).Embeds {
			for _, f := range e.Fields {
				v := strings.TrimSpace(f.Value)
				if len(v) > 2 && strings.HasPrefix(v, "*") && strings.HasSuffix(v, "*") && !strings.HasPrefix(v, "**") {
					lines = append(lines, strings.Trim(v, "*"))
				}
			}
		}
	}
	return lines
}

// /attack extra: with a key no system takes lists the moved options of the
// channel's system only, in the user's language: a medieval channel was told
// «actions, hidden, situation, targets, действие, обстановка, скрыто, цели».
// Another system's option is refused the same way, and a key in the other
// language is still accepted.
func TestS9bExtraListsTheChannelSystemsOptions(t *testing.T) {
	all := []string{"actions", "hidden", "situation", "targets", "действие", "скрыто", "обстановка", "цели"}
	for _, tc := range []struct {
		system, locale string
		list           string // the exact list the refusal ends with
		foreign        string // another system's option, refused here
		otherLang      string // this system's option in the other language, accepted
	}{
		{"medieval", "en", "actions, hidden.", "situation:1", "скрыто:ноги"},
		{"medieval", "ru", "действие, скрыто.", "цели:Orc", "hidden:legs"},
		{"storyteller", "en", "situation, targets.", "hidden:legs", "обстановка:opponents:2"},
		{"storyteller", "ru", "обстановка, цели.", "действие:2", "targets:Orc"},
		{"klondike", "en", "targets.", "actions:2", "цели:Orc"},
		{"klondike", "ru", "цели.", "скрыто:ноги", "targets:Orc"},
	} {
		t.Run(tc.system+"/"+tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale)
			h.Run("/system set system:" + tc.system + "\n")
			unknown := map[string]string{"en": "extra options", "ru": "дополнительных параметров"}[tc.locale]
			for _, key := range []string{"bogus:1", tc.foreign} {
				got := consoletest.LastOf(t, h.Run("/attack extra:\""+key+"\"\n"))
				desc := s9bDecode(t, got).Embeds[0].Description
				if !got.Ephemeral || !strings.Contains(desc, unknown) || !strings.HasSuffix(desc, ": "+tc.list) {
					t.Errorf("extra:%q: want an ephemeral refusal listing %q, got %q", key, tc.list, desc)
				}
				listed := desc[strings.LastIndex(desc, ": ")+2:]
				for _, name := range all {
					if strings.Contains(listed, name) && !strings.Contains(tc.list, name) {
						t.Errorf("extra:%q lists %q: %q", key, name, desc)
					}
				}
			}
			got := consoletest.LastOf(t, h.Run("/attack extra:\""+tc.otherLang+"\"\n"))
			if strings.Contains(got.Text(), unknown) {
				t.Errorf("extra:%q in the other language was refused: %s", tc.otherLang, got.Text())
			}
		})
	}
}

// /combat undo keeps its sentence and names what it took back, from the
// difference between the fight and the undo snapshot: the attack, the turn
// passed, the combatant added, the initiative set.
func TestS9bUndoNamesWhatItUndid(t *testing.T) {
	for _, tc := range []struct {
		locale, back string
		want         []string // one per undo, in order
	}{
		{"en", "Undone: the fight is back as it was (round 1).", []string{
			"Undone: turn Ann → Orc",
			"Undone: attack Ann → Orc; Orc 48/48 → 47/48",
			"Undone: Goblin joining.",
			"Undone: Orc's initiative 6 → 3.",
		}},
		{"ru", "Отменено: бой возвращён в прежнее состояние (раунд 1).", []string{
			"Отменено: ход Ann → Orc",
			"Отменено: атака Ann → Orc; Orc — 48/48 → 47/48",
			"Отменено: вход в бой — Goblin.",
			"Отменено: инициатива — Orc, 6 → 3.",
		}},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Initiative Ann 9+5, Orc 1+5; the club hits (7+5 = 12 against
			// 1+5 = 6) the torso (3) for 2+1 − BTM 2 = 1 point; the stun
			// save rolls 1; Goblin's initiative 4.
			h := consoletest.NewSystemHarness(t, tc.locale, 9, 1, 7, 1, 3, 2, 1, 4)
			h.Run("/system set system:medieval\n/combat start\n/combat add name:Ann\n/combat add name:Orc\n" +
				"/attack attacker:Ann target:Orc weapon:club\n/combat next\n")
			var got []string
			for _, script := range []string{
				"/combat undo\n",
				"/combat undo\n",
				"/combat add name:Goblin\n/combat undo\n",
				"/combat init name:Orc value:3\n/combat undo\n",
			} {
				var desc string
				for _, s := range h.Run(script) {
					if s.Kind != "response" {
						continue
					}
					for _, e := range s9bDecode(t, s).Embeds {
						if strings.Contains(e.Description, tc.back) {
							desc = e.Description
						}
					}
				}
				got = append(got, desc)
			}
			for i, want := range tc.want {
				if !strings.HasPrefix(got[i], tc.back+"\n") || !strings.Contains(got[i], want) {
					t.Errorf("undo %d: want %q after %q, got %q", i+1, want, tc.back, got[i])
				}
			}
		})
	}
}

// In Russian a catalog weapon's name is a common noun mid-sentence
// («Ann: выпад, дубина наперевес»), capitalised only where it opens the
// line; a name the player typed stays as typed. The dice vary the seeded
// flavour pick (never the rules' draws).
func TestS9bFlavourWritesCatalogWeaponsLowerMidSentence(t *testing.T) {
	for _, tc := range []struct {
		name, setup, weapon, mid, wrong string
	}{
		{"catalog", "/combat add name:Ann\n", "club", "дубина", "Дубина"},
		{"typed", "/char set name:Ann\n/char weapon add name:\"Меч Грома\" spec:\"1d6+1 melee\"\n/combat join\n", "\"Меч Грома\"", "Меч Грома", "меч Грома"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			midSeen := false
			for c := 1; c <= 6; c++ {
				for _, d := range []int{1, 3, 5} {
					// Ann 9+5 against Orc 1+5, a hit (7) to the torso (3), damage c,
					// stun save d, and a d6 for a wound that calls for one.
					h := consoletest.NewSystemHarness(t, "ru", 9, 1, 7, 1, 3, c, d, 5)
					out := h.Run("/system set system:medieval\n/combat start\n" + tc.setup + "/combat add name:Orc\n" +
						"/attack attacker:Ann target:Orc weapon:" + tc.weapon + "\n")
					for _, line := range s9bFlavour(t, out) {
						at := strings.Index(line, tc.mid)
						if at > 0 {
							midSeen = true
						}
						if i := strings.Index(line, tc.wrong); i > 0 {
							t.Errorf("dice %d,%d: %q written %q mid-sentence: %s", c, d, tc.mid, tc.wrong, line)
						}
					}
				}
			}
			if !midSeen {
				t.Fatalf("no flavour line named %q mid-sentence: the test no longer reaches one", tc.mid)
			}
		})
	}
}

// The English flavour spells armor as the terms table and the rest of the
// bot do.
func TestS9bFlavourSpellsArmor(t *testing.T) {
	n := 0
	for _, system := range []string{flavour.Medieval, flavour.Storyteller, flavour.Klondike} {
		for _, ev := range flavour.Events(system) {
			for _, line := range flavour.Lines(system, string(ev), "en") {
				n++
				if strings.Contains(strings.ToLower(line), "armour") {
					t.Errorf("%s/%s: %s", system, ev, line)
				}
			}
		}
	}
	if n == 0 {
		t.Fatal("no English lines read")
	}
}
