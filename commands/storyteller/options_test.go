package storyteller_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// The issue's /attack options work by their own names in the console, and
// so does every situation token (the Discord definition carries those in
// "situation:").
func TestStorytellerAttackOptionsByName(t *testing.T) {
	// The brief's line: aim 2 (of Perception 3), 3 shots (−3, −4, −5),
	// good cover (+2), short range (6), the target dodges.
	_, out := consoletest.StFight(t, "en", "Dexterity 3 Firearms 2 Perception 3", "Dexterity 2 Dodge 1",
		"/attack attacker:Bob target:Al weapon:\"Light SMG\" aim:2 shots:3 targets:2 cover:2 range:short defense:dodge\n", 9, 9, 9, 9 /*attack*/, 9, 3, 3 /*dodge*/)
	consoletest.MustContain(t, out[0], "aiming +2 · multiple actions −3", "target in cover +2", "Pool 4, difficulty 8",
		"4 successes − Dodge 1 → **hit, 3 net**", "multiple actions −4", "multiple actions −5", "Rounds left: 28 (3 spent)")

	for _, tc := range []struct {
		name, opts string
		want       []string
	}{
		// «Слепота: … вы получаете два дополнительных кубика … слепой персонаж получает штраф +2 к сложности».
		{"blind target", "blind_target:true", []string{"blind opponent +2", "Pool 7, difficulty 6"}},
		{"blind attacker", "blind_attacker:true", []string{"Pool 5, difficulty 8"}},
		{"blind flag off", "blind_attacker:false", []string{"Pool 5, difficulty 6"}},
		{"immobilised", "immobilized:true", []string{"Pool 7, difficulty 6"}},
		{"difficulty change", "diff_mod:2", []string{"Pool 5, difficulty 8"}},
		{"own cover", "own_cover:3", []string{"Pool 5, difficulty 8"}},
		{"modifier", "modifier:-2", []string{"Pool 3, difficulty 6"}},
		{"pool and difficulty", "pool:4 difficulty:5", []string{"Pool 4, difficulty 5"}},
		// «Физические характеристики демонов, такие как рога и когти, могут причинять все три типа повреждений».
		{"damage type", "type:aggravated", []string{"3 dice + 0 extra successes, aggravated"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, out := consoletest.StFight(t, "en", "Dexterity 3 Brawl 2 Strength 3", "Stamina 1",
				"/attack attacker:Bob target:Al maneuver:punch defense:none "+tc.opts+"\n", 7)
			consoletest.MustContain(t, out[0], tc.want...)
		})
	}

	// Willpower by name: one automatic success, a point spent.
	_, out = consoletest.StFight(t, "en", "Dexterity 3 Brawl 2 Willpower 3", "Stamina 1",
		"/attack attacker:Bob target:Al maneuver:punch defense:none willpower:true\n")
	consoletest.MustContain(t, out[0], "1 success")
	// An unknown value is refused by name.
	_, out = consoletest.StFight(t, "en", "Dexterity 3 Firearms 2", "Stamina 1", "/attack attacker:Bob target:Al weapon:Rifle range:nearby\n")
	if !out[0].Ephemeral || !strings.Contains(out[0].Text(), "nearby") {
		t.Errorf("want an error naming the bad range: %s", out[0].Text())
	}
}

// The GM picks the specialty rule per channel: 10s re-rolled (the default)
// or counted twice (RULES.md: «a specialty re-rolls 10s (revised rule) or
// counts each 10 twice (the later anniversary rule) — the GM picks»).
func TestStorytellerSpecialtyRulePerChannel(t *testing.T) {
	for _, locale := range []string{"en", "ru"} {
		t.Run(locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, locale, 10, 3, 3 /*re-roll rule: the 10 adds a die*/, 8, 10, 3, 3)
			out := consoletest.Replies(h.Run("/system set system:storyteller\n/check pool:3 difficulty:6 specialty:true\n"))
			want := map[string][]string{"en": {"each 10 is re-rolled", "**10** 3 3 🔁 **8**", "2 successes"},
				"ru": {"каждая 10 перебрасывается", "**10** 3 3 🔁 **8**", "2 успеха"}}[locale]
			consoletest.MustContain(t, consoletest.LastOf(t, out), want...)
			out = consoletest.Replies(h.Run("/combat specialty rule:double\n/check pool:3 difficulty:6 specialty:true\n"))
			want = map[string][]string{"en": {"each 10 counts twice", "**10** 3 3", "2 successes"},
				"ru": {"каждая 10 считается дважды", "**10** 3 3", "2 успеха"}}[locale]
			consoletest.MustContain(t, out[0], want[0])
			consoletest.MustContain(t, consoletest.LastOf(t, out), want...)
		})
	}
	// Only the GM sets it.
	h := consoletest.NewSystemHarness(t, "en")
	out := consoletest.Replies(h.Run("/system set system:storyteller\n@Pat /combat specialty rule:double\n"))
	if !consoletest.LastOf(t, out).Ephemeral {
		t.Errorf("a player may not set the rule: %s", consoletest.LastOf(t, out).Text())
	}
}

// The maneuver autocomplete of /attack offers the channel's own maneuvers
// («Игроки могут придумывать собственные маневры, а Ведущий определит
// соответствующие параметры») next to the seed's tables.
func TestStorytellerManeuverAutocompleteHasOwnManeuvers(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "en", append([]int{5, 4, 7}, consoletest.Threes(20)...)...)
	out := h.Run(`/system set system:storyteller
/maneuver add name:Headbutt attribute:strength ability:brawl damage:strength bonus:2 difficulty:1 name_ru:"Удар головой"
?/attack maneuver:Head
?/attack maneuver:Уда
?/attack maneuver:swe
`)
	consoletest.MustContain(t, out[2], `"value":"Headbutt"`)
	consoletest.MustContain(t, out[3], `"value":"Headbutt"`, `"value":"Kick"`) // Russian names of both kinds match
	consoletest.MustContain(t, out[4], `"value":"Sweep"`, "Sweep — Dexterity + Brawl / Melee, difficulty +1, damage: Strength (С)")
	consoletest.MustNotContain(t, out[4], "Headbutt")
	// And it attacks with its numbers: Strength + Brawl, +1 difficulty, Strength +2.
	out = consoletest.Replies(h.Run("/combat start\n/combat add name:Bob stats:\"Strength 3 Brawl 1\"\n/combat add name:Al\n/attack attacker:Bob target:Al maneuver:Headbutt defense:none\n"))
	consoletest.MustContain(t, consoletest.LastOf(t, out), "Strength + Brawl = 4", "Pool 4, difficulty 7", "5 dice + 0 extra successes, bashing")
}

// The fight log names damage types, levels and maneuvers in words, in the
// reader's language.
func TestStorytellerLogInWords(t *testing.T) {
	h, _ := consoletest.StFight(t, "en", "Dexterity 3 Brawl 2 Strength 3", "Stamina 1",
		"/attack attacker:Bob target:Al maneuver:kick defense:none\n/damage target:Al levels:2 type:lethal\n", 7, 3, 3, 3, 3, 7, 7, 3, 3)
	out := consoletest.Replies(h.Run("/combat log\n"))
	consoletest.MustContain(t, consoletest.LastOf(t, out), "Bob → Al (Kick): 2 levels, Hurt (−1)", "Al takes 2 lethal levels (Wounded (−2))")
	consoletest.MustNotContain(t, consoletest.LastOf(t, out), "(kick)", "lethal levels (wounded)")
	h.Cons.Locale = "ru"
	out = consoletest.Replies(h.Run("/combat log\n"))
	consoletest.MustContain(t, consoletest.LastOf(t, out), "Bob → Al (Удар ногой): уровней 2, Повреждения (−1)", "(летальные), Ранения (−2)")
}

// /combat undo after a storyteller attack puts the health track back exactly.
func TestStorytellerUndoRestoresHealth(t *testing.T) {
	h, out := consoletest.StFight(t, "en", "Dexterity 3 Brawl 2 Strength 3", "Stamina 1",
		"/damage target:Al levels:1 type:lethal\n/attack attacker:Bob target:Al maneuver:punch defense:none\n",
		7, 7, 3, 3, 3 /*attack: 2*/, 7, 7, 7, 3 /*damage: 3*/, 3 /*soak*/)
	consoletest.MustContain(t, out[0], "bashing 0, lethal 1, aggravated 0")
	consoletest.MustContain(t, out[1], "3 − soak 0 = **3 bashing**", "bashing 3, lethal 1, aggravated 0", "Wounded (−2)", "dizzied")
	out = consoletest.Replies(h.Run("/combat undo\n/combat list\n"))
	consoletest.MustContain(t, consoletest.LastOf(t, out), "bashing 0, lethal 1, aggravated 0", "Bruised")
	consoletest.MustNotContain(t, consoletest.LastOf(t, out), "dizzied")
}
