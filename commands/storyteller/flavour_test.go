package storyteller_test

import (
	"regexp"
	"strings"
	"testing"

	"fray/bot/consoletest"
	"fray/commands/flavour"
)

// flavourField is the name of the embed field that carries a flavour line.
const flavourField = `"name":"` + "\u200b" + `"`

// stFlavourLine is an embed's flavour line (the last italic field).
func stFlavourLine(t *testing.T, s consoletest.Sent) string {
	t.Helper()
	txt := s.Text()
	i := strings.LastIndex(txt, `"value":"*`)
	if i < 0 {
		t.Fatalf("no flavour line in %s", txt)
	}
	line := txt[i+len(`"value":"`):]
	return line[:strings.Index(line, `"`)]
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

// ruWordBeforeName finds a lower-case word right before a name. A name is
// never declined, so only a conjunction may stand there («и Аня», «а Орк»,
// «но Гоблин»): after a noun it reads as a genitive («руки Аня — как
// наручники») and after a preposition as a dative or such («по Аня»).
var ruWordBeforeName = regexp.MustCompile(`([а-яё]+) \{\{\.(Actor|Target)\}\}`)

// ruNameConjunctions are the words a nominative name may follow.
var ruNameConjunctions = map[string]bool{"и": true, "а": true, "но": true, "или": true}

// A plain check is not a blow: no flavour line for an ordinary success
// or failure.
func TestStorytellerCheckHasNoCombatFlavour(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "en", 8, 7, 3, 2, 2 /*2 successes*/, 3, 3, 2, 2, 4 /*failure*/)
	out := h.Run("/system set system:storyteller\n/check pool:5 difficulty:6\n/check pool:5 difficulty:6\n")
	consoletest.MustContain(t, out[1], "2 successes")
	consoletest.MustContain(t, out[2], "Failure")
	for _, s := range out[1:] {
		consoletest.MustNotContain(t, s, flavourField)
	}
}

// The golden test's note: plain healing is not an event and gets no
// flavour line (only a revival does).
func TestStorytellerPlainHealHasNoFlavour(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "en", 5)
	out := consoletest.Replies(h.Run(`/system set system:storyteller
/combat start
/combat add name:Al
/damage target:Al levels:3 type:bashing
/heal target:Al levels:1
`))
	heal := consoletest.LastOf(t, out)
	consoletest.MustContain(t, heal, "1 level healed.", "Injured (−1) → **Hurt (−1)**")
	consoletest.MustNotContain(t, heal, flavourField)
}

// A blow that lands but does no damage gets a harmless blow's flavour line
// (armor_stops: «Всё поглощено», «лишь отряхивает плечо»), not a graze's
// («Кровь выступает тонкой строчкой…» under «повреждений нет»). One
// case: «Если жертва полностью обездвижена, все атаки
// автоматически считаются успешными», and the damage roll 3 3 3 has no
// success. The same for a soak that takes the one level of an unarmoured
// target, and for a GM's /damage that comes to nothing.
func TestStorytellerHarmlessBlowFlavour(t *testing.T) {
	const setup = `/system set system:storyteller
/combat start
/combat add name:Bob stats:"Strength 3 Dexterity 3 Brawl 2 Stamina 2"
/combat add name:Al stats:"Stamina 2 Dexterity 2 Athletics 1 Brawl 1"
`
	cases := []struct {
		name  string
		faces []int // after initiative 5, 4
		cmd   string
	}{
		// Automatic success; damage Strength 3 = 3 dice: 3 3 3, no success.
		{"immobilised", []int{3, 3, 3}, "/attack attacker:Bob target:Al maneuver:punch defense:none immobilized:full\n"},
		// 1 success; damage 3 dice, 1 success; soak Stamina 2: 7 3, one.
		{"soaked", []int{7, 3, 3, 3, 3, 7, 3, 3, 7, 3}, "/attack attacker:Bob target:Al maneuver:punch defense:none\n"},
		// A GM's 1 die: 7; soak 7 3 takes it.
		{"gm_damage", []int{7, 7, 3}, "/damage target:Al pool:1 type:bashing\n"},
	}
	for _, locale := range []string{"en", "ru"} {
		none := map[string]string{"en": "No damage.", "ru": "Повреждений нет."}[locale]
		for _, tc := range cases {
			t.Run(tc.name+"_"+locale, func(t *testing.T) {
				h := consoletest.NewSystemHarness(t, locale, append([]int{5, 4}, tc.faces...)...)
				h.Run(setup)
				got := consoletest.MedReply(t, h.Run(tc.cmd))
				if got.Ephemeral {
					t.Fatalf("refused: %s", got.Text())
				}
				if left := h.Dice.Remaining(); left != 0 {
					t.Fatalf("%d scripted faces were not drawn", left)
				}
				consoletest.MustContain(t, got, none)
				em := consoletest.MedEmbedOf(t, got)
				if len(em.Fields) == 0 {
					t.Fatalf("no fields: %s", got.Text())
				}
				line := strings.TrimSuffix(strings.TrimPrefix(em.Fields[len(em.Fields)-1].Value, "*"), "*")
				if consoletest.SysFlavourMatches("storyteller", line, "graze", locale) || !consoletest.SysFlavourMatches("storyteller", line, "armor_stops", locale) {
					t.Errorf("a blow that did no damage got %q, not a harmless blow's line", line)
				}
			})
		}
	}
}

// An attack with five net successes whose damage roll comes up empty is no
// critical: the reply read "no damage" under a gold (critical) embed with a
// critical's flavour line («Three shots, one hole»). Its colour is a
// harmless blow's (armor_stops), as when armour soaks every level.
func TestStorytellerHarmlessBlowIsNoCritical(t *testing.T) {
	const gold, grey = `"color":15844367`, `"color":9807270` // colorCritical, colorMiss
	for _, tc := range []struct{ locale, none string }{
		{"en", "no damage"},
		{"ru", "повреждений нет"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Initiative 9 + 4, 2 + 2. Ann's punch: Dexterity 3 + Brawl 2 =
			// 5 dice, 8 8 8 8 8 (5 net); damage Strength 1 + 4 = 5 dice, all 3.
			h := consoletest.NewSystemHarness(t, tc.locale, 9, 2, 8, 8, 8, 8, 8, 3, 3, 3, 3, 3)
			h.Run(`/system set system:storyteller
@Ann /char set stats:"Dexterity 3 Brawl 2"
/combat start
@Ann /combat join
/combat add name:Thug
`)
			out := h.Run("@Ann /attack target:Thug maneuver:punch defense:none\n")[0]
			consoletest.MustContain(t, out, tc.none, grey)
			if strings.Contains(out.Text(), gold) {
				t.Errorf("a harmless blow is shown as a critical:\n%s", out.Text())
			}
		})
	}
}

// Treating a wound is not a blow: a failed /treat drew the missed-attack
// flavour lines («рывок, рык, вспышка — и пустой переулок…», «Мимо. Orc
// переводит дух…»). A plain failure gets no flavour line now; the bleeding
// stopped keeps its own.
func TestStorytellerFailedTreatIsNoMissedAttack(t *testing.T) {
	for _, locale := range []string{"en", "ru"} {
		t.Run(locale, func(t *testing.T) {
			// Ann 9 + 3, Orc 2 + 2, Bo 2 + 3; Ann's shot 8 2 2 2 2 2 and
			// the Heavy revolver's 8 8 8 8 2 2: four lethal (Wounded,
			// bleeding); then Bo's Intelligence 1 + Medicine 0 = 1 die: 2.
			faces := []int{9, 2, 2, 8, 2, 2, 2, 2, 2, 8, 8, 8, 8, 2, 2}
			h := consoletest.NewSystemHarness(t, locale, append(faces, consoletest.Twos(100)...)...)
			h.Run(`/system set system:storyteller
/combat start
/combat add name:Ann stats:"Dexterity 3 Firearms 3"
/combat add name:Orc
/combat add name:Bo stats:"Dexterity 2"
`)
			consoletest.LastOf(t, consoletest.Replies(h.Run(`/attack attacker:Ann target:Orc defense:none weapon:"Heavy revolver"`+"\n")))
			for i := 0; i < 12; i++ { // every line the catalogue might pick
				out := consoletest.LastOf(t, consoletest.Replies(h.Run("/treat target:Orc medic:Bo\n")))
				if out.Ephemeral {
					t.Fatalf("treat refused: %s", out.Text())
				}
				if strings.Contains(out.Text(), `"value":"*`) {
					t.Fatalf("a failed treatment has a flavour line: %s", stFlavourLine(t, out))
				}
				h.Run("/combat undo\n")
			}
		})
	}
}

// Strafing («успешные баллы равномерно распределяются между всеми целями»)
// spreads 5 successes over Orc, Gob and Elf (2, 2, 1). Each target in the
// area dodges for itself (one defence each, in order), Orc dodges his 2
// away, Gob takes 3 lethal against Stamina 1 and is dizzied («Если ваш урон
// превышает значение Выносливости жертвы … ошеломленной»), Elf is grazed:
// the dizzied line is about Gob, not about Orc, who was missed.
func TestStorytellerStrafeFlavourNamesWhoIsHurt(t *testing.T) {
	for _, locale := range []string{"en", "ru"} {
		t.Run(locale, func(t *testing.T) {
			faces := []int{5, 5, 5, 5, 8, 8, 8, 8, 8, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 9, 9, 9, 7, 7, 7, 7, 7, 7}
			h := consoletest.NewSystemHarness(t, locale, append(faces, 2, 2, 2, 2, 2, 2, 2, 2)...)
			h.Run(`/system set system:storyteller
/combat start
/combat add name:Orc stats:"Stamina 1 Dexterity 2 Dodge 1"
/combat add name:Gob stats:"Stamina 1"
/combat add name:Elf stats:"Stamina 1"
/combat add name:Bob stats:"Dexterity 3 Firearms 2"
`)
			got := h.Run("/attack attacker:Bob target:Orc weapon:\"Light SMG\" maneuver:strafe targets:\"Gob, Elf\" defense:\"dodge, dodge, dodge\"\n")[0]
			consoletest.MustContain(t, got, "Gob: 3 ")
			line := stFlavourLine(t, got)
			if !strings.Contains(line, "Gob") || strings.Contains(line, "Orc") {
				t.Errorf("the flavour line is not about the dizzied Gob: %s", line)
			}
		})
	}
}

// «Удерживание: … не предполагает нанесение повреждений. Персонаж
// обездвиживает жертву без травмирования»: a hold that took reads a hold's
// line, never a hit's pain («шипит сквозь зубы: больно») or blood.
func TestStorytellerHoldReadsNoPain(t *testing.T) {
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
			for _, l := range flavour.Lines(consoletest.Flavour("storyteller"), string(flavour.Hold), loc) {
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
func TestStorytellerMortalGetsNoVampireLine(t *testing.T) {
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
func TestStorytellerSupernaturalTags(t *testing.T) {
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

// The hold's own flavour lines must read right with any name
// in Russian: «{{.Target}} скрипит зубами от злости, но руки {{.Actor}} — как
// наручники» printed «руки Аня» (the name is not declined), «затихает,
// прижатое к асфальту» agreed with no one (a neuter participle for Орк or
// Аня alike), and «Захват замыкается» named the other maneuver: the seed
// keeps them apart («Удерживание: Этот маневр подобен захвату, но не
// предполагает нанесение повреждений»). Every storyteller line in Russian
// is held to the name rule; the hold's to the two others as well.
func TestStorytellerRussianFlavourFitsAnyName(t *testing.T) {
	for _, e := range flavour.Events(consoletest.Flavour("storyteller")) {
		for _, l := range flavour.Lines(consoletest.Flavour("storyteller"), string(e), "ru") {
			for _, m := range ruWordBeforeName.FindAllStringSubmatch(l, -1) {
				if !ruNameConjunctions[m[1]] {
					t.Errorf("%s: the name after «%s» would need a case ending: %q", e, m[1], l)
				}
			}
		}
	}
	hold := flavour.Lines(consoletest.Flavour("storyteller"), string(flavour.Hold), "ru")
	if len(hold) < 8 {
		t.Fatalf("hold has %d Russian lines", len(hold))
	}
	for _, l := range hold {
		for _, bad := range []string{"прижатое", "Захват", "захват"} {
			if strings.Contains(l, bad) {
				t.Errorf("hold line has %q: %q", bad, l)
			}
		}
	}
}
