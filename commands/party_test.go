package commands_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// The party keeps each character's condition between fights in a channel:
// the end of a fight writes it, the next /combat join brings it back.
// Medieval numbers: /damage amount:7 to the torso of an unarmored BODY 8
// character is 7 − BTM 3 = 4 wound points, Light (1–4) — 44/48 on the bar.

// medievalAnn sets up a medieval channel where Ann (a player) has a sheet:
// REF 8, BODY 8 (BTM −3).
const medievalAnn = "/system set system:medieval\n@Ann /char set name:Ann stats:\"REF 8 BODY 8 TECH 5\"\n"

// woundAnn is a fight in which Ann joins (initiative d10 5) and takes 7 to
// the torso (location d10 3; stun save d10 4, passed): Light, 4 points.
const woundAnn = "/combat start\n@Ann /combat join\n/damage target:Ann amount:7\n"

func TestWoundsCarryToTheNextFight(t *testing.T) {
	for _, tc := range []struct {
		locale, recap, listed, carried string
	}{
		{"en", "keeps its characters' condition from fight to fight", "**Ann** — ▰▰▰▰▰▰▰▱ 44/48 · Light", "**Ann** comes in as the last fight or rest left them: ▰▰▰▰▰▰▰▱ 44/48 · Light"},
		{"ru", "хранит состояние персонажей от боя к бою", "**Ann** — ▰▰▰▰▰▰▰▱ 44/48 · Лёгкое", "**Ann** входит таким, каким его оставили прошлый бой или отдых: ▰▰▰▰▰▰▰▱ 44/48 · Лёгкое"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 5, 3, 4, 6)
			h.Run(medievalAnn + woundAnn)
			end := h.Run("/combat end\n")
			if !strings.Contains(texts(end), tc.recap) {
				t.Errorf("the recap does not say the wounds carry on (%q):\n%s", tc.recap, texts(end))
			}
			shown := consoletest.LastOf(t, h.Run("/char condition\n"))
			if shown.Ephemeral || !strings.Contains(shown.Text(), tc.listed) {
				t.Errorf("/char condition: want %q in\n%s", tc.listed, shown.Text())
			}
			// The next fight: Ann joins (initiative d10 6) as she left.
			out := h.Run("/combat start\n@Ann /combat join\n")
			if !strings.Contains(texts(out), tc.carried) {
				t.Errorf("the join does not bring the wounds (%q):\n%s", tc.carried, texts(out))
			}
			if tracker := consoletest.LastOf(t, out).Text(); !strings.Contains(tracker, "44/48") {
				t.Errorf("the tracker does not show 44/48:\n%s", tracker)
			}
		})
	}
}

// /system campaign on:false keeps the old behaviour for one-shot groups:
// the next fight starts from the sheet, unhurt, and the recap says nothing
// carries on. Only the GM may change it.
func TestCampaignOffMakesEveryFightFresh(t *testing.T) {
	for _, tc := range []struct{ locale, off, unhurt string }{
		{"en", "Campaign mode is off", "48/48 · Unhurt"},
		{"ru", "Режим кампании выключен", "48/48 · Без ранений"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 5, 3, 4, 6)
			h.Run(medievalAnn)
			if got := consoletest.LastOf(t, h.Run("@Ann /system campaign on:false\n")); !got.Ephemeral {
				t.Fatalf("a player turned campaign mode off: %s", got.Text())
			}
			if got := consoletest.LastOf(t, h.Run("/system campaign on:false\n")); !strings.Contains(got.Text(), tc.off) {
				t.Fatalf("campaign off: %s", got.Text())
			}
			h.Run(woundAnn)
			if end := h.Run("/combat end\n"); strings.Contains(texts(end), "from fight to fight") || strings.Contains(texts(end), "от боя к бою") {
				t.Errorf("with campaign off the recap says wounds carry on:\n%s", texts(end))
			}
			out := h.Run("/combat start\n@Ann /combat join\n")
			if tracker := consoletest.LastOf(t, out).Text(); !strings.Contains(tracker, tc.unhurt) {
				t.Errorf("with campaign off Ann is not fresh (%q):\n%s", tc.unhurt, tracker)
			}
		})
	}
}

// The GM resets a character to unhurt between fights; a player may not;
// /combat undo outside a fight takes the reset back and names it.
func TestConditionResetAndItsUndo(t *testing.T) {
	for _, tc := range []struct{ locale, reset, undone string }{
		{"en", "Ann is unhurt again", "Ann: Unhurt → Light"},
		{"ru", "Ann снова невредим", "Ann: Без ранений → Лёгкое"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 5, 3, 4)
			h.Run(medievalAnn + woundAnn + "/combat end\n")
			if got := consoletest.LastOf(t, h.Run("@Ann /char condition player:@Ann reset:true\n")); !got.Ephemeral {
				t.Fatalf("a player reset a condition: %s", got.Text())
			}
			got := consoletest.LastOf(t, h.Run("/char condition player:@Ann reset:true\n"))
			if !strings.Contains(got.Text(), tc.reset) || !strings.Contains(got.Text(), "48/48") {
				t.Fatalf("reset: %s", got.Text())
			}
			got = consoletest.LastOf(t, h.Run("/combat undo\n"))
			if !strings.Contains(got.Text(), tc.undone) {
				t.Fatalf("undo of the reset: want %q in %s", tc.undone, got.Text())
			}
			if shown := consoletest.LastOf(t, h.Run("/char condition name:Ann\n")).Text(); !strings.Contains(shown, "44/48") {
				t.Fatalf("after the undo: %s", shown)
			}
		})
	}
}

// Taking back the end of a fight takes back what it wrote to the party:
// ended again, the party holds the fight's wounds once.
func TestUndoOfTheEndKeepsThePartyRight(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "en", 5, 3, 4)
	h.Run(medievalAnn + woundAnn + "/combat end\n")
	h.Run("/combat undo\n")
	if got := consoletest.LastOf(t, h.Run("/char condition\n")); !got.Ephemeral || !strings.Contains(got.Text(), "A fight is running") {
		t.Fatalf("during the fight brought back: %s", got.Text())
	}
	h.Run("/combat end\n")
	if got := consoletest.LastOf(t, h.Run("/char condition\n")).Text(); !strings.Contains(got, "44/48 · Light") || strings.Count(got, "**Ann**") != 1 {
		t.Fatalf("the party after the end, undone and ended again: %s", got)
	}
}

// A player who left mid-fight keeps the wounds they left with; an NPC the
// GM keeps comes back, wounded, by name with no stats.
func TestLeaversAndKeptNPCsCarryOn(t *testing.T) {
	// Ann's initiative 5; Orc's 2; Ann hit (torso 3, stun 4); Orc hit
	// (torso 3, stun 1); the next fight's Orc initiative 7.
	h := consoletest.NewSystemHarness(t, "en", 5, 2, 3, 4, 3, 1, 7)
	h.Run(medievalAnn + woundAnn + "/combat add name:Orc stats:\"REF 5 BODY 8\"\n/damage target:Orc amount:7\n")
	if got := consoletest.LastOf(t, h.Run("/combat keep name:Ann\n")); !got.Ephemeral {
		t.Fatalf("a player's character was kept as an NPC: %s", got.Text())
	}
	h.Run("/combat keep name:Orc\n/combat remove name:Ann\n/combat end\n")
	got := consoletest.LastOf(t, h.Run("/char condition\n")).Text()
	for _, want := range []string{"**Ann** — ▰▰▰▰▰▰▰▱ 44/48 · Light", "**Orc** — ▰▰▰▰▰▰▰▱ 44/48 · Light"} {
		if !strings.Contains(got, want) {
			t.Errorf("the party: want %q in %s", want, got)
		}
	}
	if strings.Index(got, "**Ann**") > strings.Index(got, "**Orc**") {
		t.Errorf("players are listed before kept NPCs: %s", got)
	}
	out := h.Run("/combat start\n/combat add name:Orc\n")
	if tracker := consoletest.LastOf(t, out).Text(); !strings.Contains(tracker, "44/48") {
		t.Fatalf("the kept Orc did not come back wounded:\n%s", texts(out))
	}
}

// Asking for the party when nobody is in it, or for somebody not in it,
// is a clear ephemeral answer.
func TestConditionOfNobody(t *testing.T) {
	for _, tc := range []struct{ locale, empty, missing string }{
		{"en", "Nobody is in this channel's party yet", "Nobody called Bob is in this channel's party"},
		{"ru", "В отряде канала пока никого", "В отряде канала нет никого по имени Bob"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 5, 3, 4)
			h.Run(medievalAnn)
			if got := consoletest.LastOf(t, h.Run("/char condition\n")); !got.Ephemeral || !strings.Contains(got.Text(), tc.empty) {
				t.Errorf("empty party: %s", got.Text())
			}
			h.Run(woundAnn + "/combat end\n")
			if got := consoletest.LastOf(t, h.Run("/char condition name:Bob\n")); !got.Ephemeral || !strings.Contains(got.Text(), tc.missing) {
				t.Errorf("unknown member: %s", got.Text())
			}
		})
	}
}

// The kept wounds are in before the join's initiative roll: medieval's
// wound level lowers REF («Серьёзное» −2), so Ann at Serious (11 − BTM 3 =
// 8 points) rolls d10 6 + REF 6 in the next fight, not 6 + 8.
func TestCarriedWoundsCountInTheJoiningInitiative(t *testing.T) {
	for _, tc := range []struct{ locale, want string }{
		{"en", "initiative **12** (🎲 6 + REF 6 (8, Serious −2))"},
		{"ru", "инициатива **12**"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 5, 3, 4, 6)
			h.Run(medievalAnn + "/combat start\n@Ann /combat join\n/damage target:Ann amount:11\n/combat end\n/combat start\n")
			out := texts(h.Run("@Ann /combat join\n"))
			if !strings.Contains(out, tc.want) {
				t.Fatalf("want %q in\n%s", tc.want, out)
			}
		})
	}
}

// /system campaign without on: shows the mode and changes nothing, for
// anyone (it used to read as on:false and turn it off).
func TestCampaignWithoutOnShowsTheMode(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "en", 5, 3, 4)
	h.Run(medievalAnn)
	if got := consoletest.LastOf(t, h.Run("@Ann /system campaign\n")); got.Ephemeral || !strings.Contains(got.Text(), "Campaign mode is on") {
		t.Fatalf("the mode shown: %s", got.Text())
	}
	h.Run("/system campaign on:false\n")
	if got := consoletest.LastOf(t, h.Run("/system campaign\n")); !strings.Contains(got.Text(), "Campaign mode is off") {
		t.Fatalf("the mode shown after on:false: %s", got.Text())
	}
}
