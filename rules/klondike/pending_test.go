package klondike

import "testing"

// A player's damage past END waits for the player's STR/DEX choice
// (State.Pending): what the wait blocks, and where the damage goes when the
// round ends without a choice.

// "Весь последующий урон наносится, на выбор игрока, по Силе или
// Ловкости. Если любая из этих характеристик доходит до нуля, персонаж
// теряет сознание. Совершите бросок по изначальной характеристике
// Выносливости - при успехе он придет в себя через д6 минут, при провале
// через д6 часов." A player's unplaced damage goes, at the round's end,
// where an NPC's would: the higher of STR and DEX (STR on a tie).
func TestPendingPlacedAtRoundEnd(t *testing.T) {
	for _, tc := range []struct {
		name                 string
		str, dex, end, dmg   int
		faces                []int
		key                  string
		wantStr, wantDex     int
		unconscious, dying   bool
		instantDeath, dead   bool
		wantEvents, wakeSecs int
	}{
		// STR 8, DEX 9, END 2: 5 → 3 wait → DEX 9 → 6.
		{name: "into the higher", str: 8, dex: 9, end: 2, dmg: 5, key: "klondike.event.pending_dex", wantStr: 8, wantDex: 6, wantEvents: 1},
		// A tie goes to STR.
		{name: "tie to STR", str: 7, dex: 7, end: 2, dmg: 5, key: "klondike.event.pending_str", wantStr: 4, wantDex: 7, wantEvents: 1},
		// 11: 9 wait → DEX 9 → 0: 6+6 −2 (END 2) = 10, a success: d6 3
		// minutes.
		{name: "knocked out", str: 8, dex: 9, end: 2, dmg: 11, faces: []int{6, 6, 3}, key: "klondike.event.pending_dex", wantStr: 8, unconscious: true, wantEvents: 2, wakeSecs: 3 * 60},
		// 2 + 8 + 9 = 19: all three at 0 — dying ("Если все три
		// характеристики упали до нуля - персонаж при смерти."); the
		// channel's instant death, remembered with the damage, kills.
		{name: "dying", str: 8, dex: 9, end: 2, dmg: 19, faces: []int{1, 1, 1}, key: "klondike.event.pending_dex", dying: true, unconscious: true, wantEvents: 2},
		{name: "instant death", str: 8, dex: 9, end: 2, dmg: 19, faces: []int{1, 1, 1}, key: "klondike.event.pending_dex", instantDeath: true, dead: true, unconscious: true, wantEvents: 2},
	} {
		c := fighter(t, 1, "u1", map[string]int{STR: tc.str, DEX: tc.dex, END: tc.end}, "")
		if _, err := Damage(c, DamageOptions{Amount: tc.dmg, InstantDeath: tc.instantDeath}, script()); err != nil {
			t.Fatal(err)
		}
		if s := state(t, c); s.Pending != tc.dmg-tc.end {
			t.Fatalf("%s: pending %d", tc.name, s.Pending)
		}
		// END reached 0 in this round: its shock runs on into the next
		// (no event yet), so the events are the placement's.
		d := script(tc.faces...)
		ev := New().EndRound(c, d)
		allUsed(t, d)
		if len(ev) != tc.wantEvents || ev[0].Note.Key != tc.key {
			t.Fatalf("%s: events %+v", tc.name, ev)
		}
		s := state(t, c)
		if s.Pending != 0 || s.PendingDeath || s.Str != tc.wantStr || s.Dex != tc.wantDex || s.Unconscious != tc.unconscious || s.Dying != tc.dying || s.Dead != tc.dead {
			t.Fatalf("%s: state %+v", tc.name, s)
		}
		if tc.wakeSecs > 0 && (s.WakeSeconds != tc.wakeSecs || ev[1].Note.Key != "klondike.event.pending_out_minutes" || ev[1].Note.Args["Total"] != 10 || ev[1].Note.Args["In"] != 3) {
			t.Fatalf("%s: wake %d, %+v", tc.name, s.WakeSeconds, ev[1])
		}
		// Nothing left: the next round's end places nothing.
		if ev := New().EndRound(c, script()); len(ev) != 0 && ev[0].Note.Key == tc.key {
			t.Fatalf("%s: placed twice", tc.name)
		}
	}
}

// The choice comes first: a player's own action waits for it (and an
// NPC's damage is never pending).
func TestPendingBlocksTheOwnersActions(t *testing.T) {
	c := fighter(t, 1, "u1", map[string]int{STR: 8, DEX: 9, END: 2}, "")
	setState(t, c, func(s *State) { s.End, s.Wounded, s.Pending = 0, true, 3 })
	_, err := Act(c, ActMove)
	wantUserError(t, err, "klondike.error.pending_first")
	b := fighter(t, 2, "", nil, "")
	_, err = Attack(c, b, AttackOptions{Damage: "2d6"}, script())
	wantUserError(t, err, "klondike.error.pending_first")
	if _, err := ChooseDamage(c, ChooseOptions{To: ToSTR}, script()); err != nil {
		t.Fatal(err)
	}
	if _, err := Act(c, ActMove); err != nil {
		t.Fatalf("after the choice: %v", err)
	}
}

// Care with damage still waiting for the player's STR/DEX choice is refused
// and changes nothing: the damage came first, and placing it after "Оба
// варианта восстановят Выносливость до изначального значения" would wound
// the patched-up patient.
func TestHealRefusedWhileDamageIsPending(t *testing.T) {
	c := fighter(t, 1, "player", nil, "") // a player's overflow waits for a choice
	if _, err := Damage(c, DamageOptions{Amount: 9}, script()); err != nil {
		t.Fatal(err)
	}
	before := state(t, c)
	if before.Pending != 2 || before.End != 0 {
		t.Fatalf("after 9 damage: %+v", before)
	}
	medic := fighter(t, 2, "", map[string]int{SkillMedicine: 1}, "")
	_, err := Heal(c, medic, HealOptions{Kit: true})
	wantUserError(t, err, "klondike.error.pending_first")
	if after := state(t, c); after.End != 0 || after.Pending != 2 || after.Str != before.Str || after.Dex != before.Dex {
		t.Fatalf("a refused care changed the patient: %+v", after)
	}
	if _, err := ChooseDamage(c, ChooseOptions{To: "dex"}, script()); err != nil {
		t.Fatal(err)
	}
	if h, err := Heal(c, medic, HealOptions{Kit: true}); err != nil || h.End != 7 || h.Dex != 7 {
		t.Fatalf("care after the choice: %+v %v", h, err)
	}
}
