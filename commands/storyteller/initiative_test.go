package storyteller_test

import (
	"context"
	"strings"
	"testing"

	"fray/bot"
	"fray/bot/consoletest"
	"fray/rules"
	"fray/storage"
)

// The seed is silent on initiative; RULES.md: «Initiative (the seed is
// silent): 1d10 + Dexterity + Wits − wound penalty, each turn», and
// rules/storyteller settles equal totals by the higher Dexterity + Wits,
// then Wits. Where those are equal too the tracker rolls a d10 off, and
// that die — which decides who acts first — was never shown. Ann
// (Dexterity 3, Wits 1) rolls 5: 9. Cid (Dexterity 4) rolls 4: 9 too, but
// his rating 5 beats her 4 — no roll-off, no line. Bob (Dexterity 3) rolls
// 5: 9, Ann's very tie; the roll-off (Ann 7, Bob 3) shows on the tracker
// sent with his join. Round 2 in the tracker's order: Cid 6, Ann 4, Bob 4
// — 8 each for Ann and Bob, who roll off again (2, 9): Bob first. Round
// 3: 6, 2, 1 — no tie, and the line is gone.
func TestStorytellerInitiativeTieShowsRollOff(t *testing.T) {
	for _, c := range []struct {
		locale, title, join, round string
	}{
		{"en", "Initiative tie: same total, Dexterity + Wits and Wits — a d10 roll-off decides",
			"`9` **Ann** 🎲 7 vs **Bob** 🎲 3", "`8` **Bob** 🎲 9 vs **Ann** 🎲 2"},
		{"ru", "Ничья по инициативе: итог, Ловкость + Сообразительность и Сообразительность равны — решает переброс d10",
			"`9` **Ann** 🎲 7 против **Bob** 🎲 3", "`8` **Bob** 🎲 9 против **Ann** 🎲 2"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 4, 5, 7, 3, 6, 4, 4, 2, 9, 6, 2, 1)
			out := h.Run(`/system set system:storyteller
/combat start
/combat add name:Ann stats:"Dexterity 3"
/combat add name:Cid stats:"Dexterity 4"
`)
			if txt := consoletest.LastOf(t, out).Text(); strings.Contains(txt, c.title) {
				t.Errorf("a tie settled by Dexterity + Wits shows a roll-off:\n%s", txt)
			}
			tracker := consoletest.LastOf(t, h.Run("/combat add name:Bob stats:\"Dexterity 3\"\n"))
			consoletest.MustContain(t, tracker, c.title, c.join)
			if strings.Contains(tracker.Text(), "Cid** 🎲") {
				t.Errorf("Cid rolled no roll-off:\n%s", tracker.Text())
			}
			consoletest.MustContain(t, consoletest.LastOf(t, h.Run("!click Next round\n")), c.title, c.round)
			if txt := consoletest.LastOf(t, h.Run("!click Next round\n")).Text(); strings.Contains(txt, c.title) || strings.Contains(txt, "🎲 ") {
				t.Errorf("round 3 has no tie, yet a roll-off shows:\n%s", txt)
			}
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
			if n := h.Dice.Remaining(); n != 0 {
				t.Errorf("%d dice left", n)
			}
		})
	}
}

// The tracker renders on every click: in a fight with no roll-off the
// storyteller's tie field adds no allocation to the render.
func TestStorytellerInitiativeNoTieAllocatesNothing(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "ru", 9, 2)
	h.Run(`/system set system:storyteller
/combat start
/combat add name:Ann stats:"Dexterity 3"
/combat add name:Orc
`)
	var sys rules.System
	for _, s := range bot.Systems() {
		if s.ID() == "storyteller" {
			sys = s
		}
	}
	var ch storage.Channel
	if err := h.Store.View(context.Background(), func(tx *storage.Tx) error {
		var err error
		ch, err = tx.Channel("100000000000000001", bot.ConsoleChannelID("general"))
		return err
	}); err != nil {
		t.Fatal(err)
	}
	if ch.Encounter == nil || len(ch.Encounter.Combatants) != 2 {
		t.Fatalf("no fight of two stored: %+v", ch.Encounter)
	}
	with := testing.AllocsPerRun(50, func() { h.App.TrackerData("ru", sys, &ch, ch.Encounter, nil) })
	without := testing.AllocsPerRun(50, func() { h.App.TrackerData("ru", sys, nil, ch.Encounter, nil) })
	if with != without {
		t.Errorf("the tracker with the channel's fields allocates %v, without %v", with, without)
	}
}
