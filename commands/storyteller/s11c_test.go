package storyteller_test

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"fray/bot/consoletest"
	"fray/commands/flavour"
)

// s11cFight starts a storyteller fight: Bob (Dexterity 3, Firearms 3: six
// dice; Perception 2 to aim; a light and a heavy pistol on the sheet) and
// Al; initiative 5 and 4, every later die a 3 (every shot misses, so no
// other roll is drawn).
func s11cFight(t *testing.T, locale string) *consoletest.Harness {
	t.Helper()
	h := consoletest.NewSystemHarness(t, locale, append([]int{5, 4}, consoletest.Threes(120)...)...)
	h.Run("/system set system:storyteller\n/combat start\n" +
		"/combat add name:Bob stats:\"Dexterity 3 Firearms 3 Perception 2\" weapons:\"Light pistol; Heavy pistol\"\n" +
		"/combat add name:Al stats:\"Stamina 1\"\n")
	return h
}

// «Стрельба из двух стволов: … Этот маневр считается множественным
// действием, поэтому применяются стандартные ограничения на количество
// бросков» and «Количество доступных бросков на первый выстрел уменьшается на
// общее количество выстрелов, которые вы собираетесь совершить. Каждый
// последующий выстрел уменьшает количество доступных бросков на один
// кубик»; a reload «вместе с другим действием (считается множественным
// действием)». Two guns are two actions; whatever the fighter did before in
// the turn is one more, and it came first: a reload (or a declared earlier
// attack) then two guns is three actions, −3 for the first, so the guns
// roll at −4 and −5 (6 dice → 2 and 1). Without a declaration the earlier
// attack kept its dice and the guns split only their own two actions (−2,
// −3), which the reply now says rather than "no multiple-action penalty".
func TestStorytellerS11cTwoWeaponsAfterActing(t *testing.T) {
	const guns = `/attack attacker:Bob target:Al maneuver:two_weapons weapon:"Light pistol" weapon2:"Heavy pistol" defense:none`
	const shot = `/attack attacker:Bob target:Al weapon:"Light pistol" defense:none`
	const reload = `/reload attacker:Bob weapon:"Light pistol"`
	type want struct{ mod1, pool1, mod2, pool2 string }
	en := func(a, p1, b, p2 int) want {
		return want{"multiple actions −" + strconv.Itoa(a), "Pool " + strconv.Itoa(p1) + ", difficulty 6",
			"multiple actions −" + strconv.Itoa(b), "Pool " + strconv.Itoa(p2) + ", difficulty 7"}
	}
	ru := func(a, p1, b, p2 int) want {
		return want{"множественные действия −" + strconv.Itoa(a), "Запас " + strconv.Itoa(p1) + ", сложность 6",
			"множественные действия −" + strconv.Itoa(b), "Запас " + strconv.Itoa(p2) + ", сложность 7"}
	}
	for _, tc := range []struct {
		name, before, extra string
		en, ru              want
		enNote, ruNote      string
	}{
		{"fresh", "", "", en(2, 4, 3, 3), ru(2, 4, 3, 3), "", ""},
		{"after a reload", reload, "", en(4, 2, 5, 1), ru(4, 2, 5, 1), "", ""},
		{"after a reload, actions:3", reload, " actions:3", en(4, 2, 5, 1), ru(4, 2, 5, 1),
			"this attack is action 2–3, pool −4…−5", "эта атака — действие 2–3, запас −4…−5"},
		{"after a declared attack", shot + " actions:3", "", en(4, 2, 5, 1), ru(4, 2, 5, 1),
			"this attack is action 2–3, pool −4…−5", "эта атака — действие 2–3, запас −4…−5"},
		{"after an undeclared attack", shot, "", en(2, 4, 3, 3), ru(2, 4, 3, 3),
			"Bob: attack #2 this round; its pool was split over its own shots only",
			"Bob: атака № 2 в этом раунде; запас разделён только между её собственными выстрелами"},
	} {
		for _, loc := range []string{"en", "ru"} {
			t.Run(tc.name+"/"+loc, func(t *testing.T) {
				h := s11cFight(t, loc)
				if tc.before != "" {
					h.Run(tc.before + "\n")
				}
				got := consoletest.LastOf(t, consoletest.Replies(h.Run(guns+tc.extra+"\n")))
				w, note := tc.en, tc.enNote
				if loc == "ru" {
					w, note = tc.ru, tc.ruNote
				}
				consoletest.MustContain(t, got, w.mod1, w.pool1, w.mod2, w.pool2)
				if note != "" {
					consoletest.MustContain(t, got, note)
				}
				consoletest.MustNotContain(t, got, "no multiple-action penalty", "без штрафа за множественное действие")
			})
		}
	}
}

// jsonText is s as it stands inside the harness's JSON reply.
func jsonText(s string) string {
	b, _ := json.Marshal(s)
	return strings.Trim(string(b), `"`)
}

// anyLine reports which of lines the reply shows, if any.
func anyLine(s consoletest.Sent, lines map[string]bool) (string, bool) {
	for l := range lines {
		if strings.Contains(s.Text(), jsonText(l)) {
			return l, true
		}
	}
	return "", false
}

// «Удерживание: … не предполагает нанесение повреждений. Персонаж
// обездвиживает жертву без травмирования»: a hold that took reads a hold's
// line, never a hit's pain («шипит сквозь зубы: больно») or blood.
func TestStorytellerS11cHoldReadsNoPain(t *testing.T) {
	for _, loc := range []string{"en", "ru"} {
		t.Run(loc, func(t *testing.T) {
			// Attack: Strength 3 + Brawl 2 = 5 dice, one 7: the hold takes.
			h := consoletest.NewSystemHarness(t, loc, append([]int{5, 4, 7}, consoletest.Threes(40)...)...)
			h.Run("/system set system:storyteller\n/combat start\n" +
				"/combat add name:Bob stats:\"Strength 3 Brawl 2 Dexterity 2\"\n/combat add name:Al stats:\"Stamina 3\"\n")
			got := consoletest.LastOf(t, consoletest.Replies(h.Run("/attack attacker:Bob target:Al maneuver:hold defense:none\n")))
			args := flavour.Args{Actor: "Bob", Target: "Al", Attack: flavour.Melee, Held: true}
			if l, ok := anyLine(got, consoletest.CandidateLines("storyteller", "hit", loc, args)); ok {
				t.Errorf("a hold reads a hit's line: %q", l)
			}
			if _, ok := anyLine(got, consoletest.CandidateLines("storyteller", string(flavour.Hold), loc, args)); !ok {
				t.Errorf("no hold line in %s", got.Text())
			}
			for _, l := range flavour.Lines("storyteller", string(flavour.Hold), loc) {
				for _, pain := range []string{"боль ", "больно", "кров", "hurt", "blood"} {
					if strings.Contains(l, pain) && !strings.Contains(l, "без боли") && !strings.Contains(l, "No blood") {
						t.Errorf("a hold line speaks of pain or blood: %q", l)
					}
				}
			}
		})
	}
}

// A tightened grapple soaked whole («укрепив захват (бросок на Силу)»,
// Strength 3: one success; Stamina 3 soaks it): a mortal's line never
// credits «плоть, давно забывшая боль» — that is a supernatural being's, and
// one flagged supernatural may read it. Each variant changes the dice the
// line is seeded with.
func TestStorytellerS11cMortalGetsNoVampireLine(t *testing.T) {
	vamp := map[string]string{"en": "Flesh that forgot pain long ago", "ru": "Плоть, давно забывшая боль"}
	for _, loc := range []string{"en", "ru"} {
		for _, flags := range []string{"", "supernatural"} {
			t.Run(loc+"/"+flags, func(t *testing.T) {
				seen := 0
				for v := 0; v < 48; v++ {
					// Grapple: 5 dice, one success (hit); damage 3 dice, one
					// success; soak 3 dice, one success (all soaked).
					// Tighten: damage and soak the same. The faces of the
					// successes (7 to 10) and failures (2 to 5) vary the seed
					// the line is picked with.
					a, b, c := 7+v%4, 2+v/4%4, 7+v/16
					f := []int{5, 4, a, 3, 3, 3, 3, 7, b, 3, 7, 3, 3, c, b, 3, 7, 3, b}
					h := consoletest.NewSystemHarness(t, loc, append(f, consoletest.Threes(40)...)...)
					h.Run("/system set system:storyteller\n/combat start\n" +
						"/combat add name:Bob stats:\"Strength 3 Brawl 2 Dexterity 2\"\n" +
						"/combat add name:Al stats:\"Stamina 3\" flags:\"" + flags + "\"\n")
					for range 2 { // the grapple, then the tightening
						got := consoletest.LastOf(t, consoletest.Replies(h.Run("/attack attacker:Bob target:Al maneuver:grapple defense:none\n")))
						consoletest.MustContain(t, got, jsonText(map[string]string{"en": "No damage.", "ru": "Повреждений нет."}[loc]))
						if strings.Contains(got.Text(), vamp[loc]) {
							seen++
						}
					}
				}
				if flags == "" && seen > 0 {
					t.Errorf("a mortal read %q %d times", vamp[loc], seen)
				}
				if flags != "" && seen == 0 {
					t.Errorf("a supernatural target never read %q: the flag does not reach the line", vamp[loc])
				}
			})
		}
	}
}

// The flavour tags: "super|" lines only for a supernatural target,
// "superactor|" only for a supernatural actor, in both languages.
func TestStorytellerS11cSupernaturalTags(t *testing.T) {
	for _, tc := range []struct {
		event, loc, line string
		actor            bool
	}{
		{"armor_stops", "ru", "Плоть, давно забывшая боль", false},
		{"armor_stops", "en", "Flesh that forgot pain long ago", false},
		{"miss", "ru", "растворяется в тени", false},
		{"miss", "en", "melts into shadow", false},
		{"hit", "ru", "слишком острые зубы", true},
		{"hit", "en", "teeth that are far too sharp", true},
		{"critical", "ru", "скучно уже третий век", true},
		{"critical", "en", "bored for three centuries", true},
	} {
		t.Run(tc.event+"/"+tc.loc+"/"+tc.line, func(t *testing.T) {
			base := flavour.Args{Actor: "Bob", Target: "Al", Weapon: "Knife", Part: "torso", Attack: flavour.Melee, Stopped: flavour.StoppedBody}
			has := func(a flavour.Args) bool {
				for l := range consoletest.CandidateLines("storyteller", tc.event, tc.loc, a) {
					if strings.Contains(l, tc.line) {
						return true
					}
				}
				return false
			}
			if has(base) {
				t.Errorf("offered with both mortal")
			}
			on := base
			if tc.actor {
				on.ActorSupernatural = true
			} else {
				on.Supernatural = true
			}
			if !has(on) {
				t.Errorf("not offered with the supernatural one")
			}
		})
	}
}

// «Дистанция: В таблице по огнестрельному оружию указана дистанция выстрела
// для каждого типа оружия»: each of two guns is judged by its own range.
// «Пистолет малого калибра: … Дистанция 20», «Пистолет крупного калибра: …
// Дистанция 30». At 25 m the light pistol is past its short range
// (difficulty 8), the heavy one within it (6, +1 in the off hand); past
// twice a gun's range («Максимальная дистанция … в два раза») that gun
// cannot fire, as one gun alone is refused. And «Количество выстрелов
// определяется режимом стрельбы»: the bot fires one shot from each gun, so
// shots:4 is said not to apply rather than dropped in silence.
func TestStorytellerS11cTwoWeaponsEachGunItsRange(t *testing.T) {
	const two = `/attack attacker:Bob target:Al maneuver:two_weapons defense:none `
	for _, tc := range []struct {
		loc, opts string
		want      []string
	}{
		{"en", `weapon:"Light pistol" weapon2:"Heavy pistol" range:25`, []string{"Pool 4, difficulty 8", "Pool 3, difficulty 7"}},
		{"ru", `weapon:"Light pistol" weapon2:"Heavy pistol" range:25`, []string{"Запас 4, сложность 8", "Запас 3, сложность 7"}},
		{"en", `weapon:"Heavy pistol" weapon2:"Light pistol" range:25`, []string{"Pool 4, difficulty 6", "range +2 · off hand +1", "Pool 3, difficulty 9"}},
		{"en", `weapon:"Heavy pistol" weapon2:"Light pistol" range:2`, []string{"Pool 4, difficulty 4", "Pool 3, difficulty 5"}},
		{"en", `weapon:"Light pistol" weapon2:"Heavy pistol" shots:4`, []string{"Pool 4, difficulty 6", "Pool 3, difficulty 7", "Two weapons fire one shot from each gun; shots:4 was not applied"}},
		{"ru", `weapon:"Light pistol" weapon2:"Heavy pistol" shots:4`, []string{"по одному выстрелу из каждого ствола; параметр выстрелы:4 не применён"}},
	} {
		t.Run(tc.loc+"/"+tc.opts, func(t *testing.T) {
			h := s11cFight(t, tc.loc)
			consoletest.MustContain(t, consoletest.LastOf(t, consoletest.Replies(h.Run(two+tc.opts+"\n"))), tc.want...)
		})
	}
	for _, tc := range []struct{ loc, want string }{
		{"en", "Light pistol cannot reach: 40 m at most."},
		{"ru", "Light pistol не достаёт: не дальше 40 м."},
	} {
		t.Run("out of range/"+tc.loc, func(t *testing.T) {
			consoletest.RefusedUnchanged(t, s11cFight(t, tc.loc), two+`weapon:"Heavy pistol" weapon2:"Light pistol" range:50`, tc.want)
		})
	}
}

// «Во время прицеливания персонаж не может выполнять другие действия»: an
// attack that aims and is itself several actions (shots:2, two guns) is
// played as asked, the aiming dice on every shot, and the rule is quoted —
// as it already is when a split was declared.
func TestStorytellerS11cAimingWhileFiringSeveralShotsWarns(t *testing.T) {
	for _, tc := range []struct{ loc, opts, want string }{
		{"en", `weapon:"Light pistol" aim:2 shots:2`, "Bob is aiming and firing 2 shots in one attack. The rule: “while aiming the character can take no other action”"},
		{"ru", `weapon:"Light pistol" aim:2 shots:2`, "Bob целится и делает выстрелов за одну атаку: 2. Правило: «Во время прицеливания персонаж не может выполнять другие действия»"},
		{"en", `maneuver:two_weapons weapon:"Light pistol" weapon2:"Heavy pistol" aim:2`, "Bob is aiming and firing 2 shots in one attack."},
	} {
		t.Run(tc.loc+"/"+tc.opts, func(t *testing.T) {
			h := s11cFight(t, tc.loc)
			got := consoletest.LastOf(t, consoletest.Replies(h.Run("/attack attacker:Bob target:Al defense:none "+tc.opts+"\n")))
			consoletest.MustContain(t, got, jsonText(tc.want))
			// 6 dice + aiming 2 − 2 = 6 for the first shot: the dice stay.
			consoletest.MustContain(t, got, map[string]string{"en": "Pool 6, difficulty 6", "ru": "Запас 6, сложность 6"}[tc.loc])
		})
	}
	// One shot aimed is no warning.
	got := consoletest.LastOf(t, consoletest.Replies(s11cFight(t, "en").Run(`/attack attacker:Bob target:Al defense:none weapon:"Light pistol" aim:2`+"\n")))
	consoletest.MustNotContain(t, got, "is aiming and firing")
}
