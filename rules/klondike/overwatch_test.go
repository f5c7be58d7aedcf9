package klondike

import (
	"testing"

	"fray/rules"
)

// "Дозор: персонаж заготавливает свое действие … Когда это случается,
// персонаж может мгновенно совершить заявленное действие вне обычной
// инициативы." The watcher is written on the others; their StartTurn offers
// the watcher's button; firing (or Unwatch) takes it away.
func TestOverwatchPromptOnOthersTurns(t *testing.T) {
	a, b, c := shooter(t), npc(t, 2, ""), npc(t, 3, "")
	all := []rules.Combatant{*a, *b, *c}
	if _, err := Act(&all[0], ActOverwatch); err != nil {
		t.Fatal(err)
	}
	if err := WatchFrom(&all[0], all); err != nil {
		t.Fatal(err)
	}
	if err := WatchFrom(&all[0], all); err != nil { // twice: still one button
		t.Fatal(err)
	}
	if !OverwatchReady(&all[0]) {
		t.Fatal("overwatch not ready")
	}
	// Not on the watcher's own turn.
	for _, ev := range New().StartTurn(&all[0], script()) {
		if ev.Prompt == PromptOverwatch {
			t.Fatalf("own turn offers %+v", ev)
		}
	}
	var got []rules.Event
	for _, ev := range New().StartTurn(&all[1], script()) {
		if ev.Prompt == PromptOverwatch {
			got = append(got, ev)
		}
	}
	if len(got) != 1 || got[0].Combatant != all[0].ID || got[0].Note.Args["Target"] != all[1].Name {
		t.Fatalf("prompts on b's turn %+v", got)
	}
	// Fired at b: "вне обычной инициативы", no action of a's own turn spent.
	d := script(4, 5, 3, 3, 3)
	res, err := Attack(&all[0], &all[1], AttackOptions{Weapon: "Rifle", Overwatch: true}, d)
	if err != nil {
		t.Fatal(err)
	}
	allUsed(t, d)
	if !res.Hit || OverwatchReady(&all[0]) {
		t.Fatalf("overwatch shot %+v, still ready %v", res, OverwatchReady(&all[0]))
	}
	if err := Unwatch(all[0].ID, all); err != nil {
		t.Fatal(err)
	}
	for _, ev := range New().StartTurn(&all[2], script()) {
		if ev.Prompt == PromptOverwatch {
			t.Fatalf("spent overwatch still offered %+v", ev)
		}
	}
	if s := state(t, &all[2]); len(s.Watchers) != 0 {
		t.Fatalf("watchers left %v", s.Watchers)
	}
}

// "Тратится кол-во патронов" — rounds are tracked per weapon, also for a
// weapon that reached the sheet after the fight's state was made.
func TestAmmoTrackedForWeaponAddedLater(t *testing.T) {
	a, b := shooter(t), npc(t, 2, "")
	a.Sheet.Weapons = append(a.Sheet.Weapons, weapon("SMG", "3d6-3 range:20 auto:3 ammo:30"))
	v, err := FullAuto(a, []*rules.Combatant{b}, AttackOptions{Weapon: "SMG"}, script(1, 1, 1, 1, 1, 1))
	if err != nil {
		t.Fatal(err)
	}
	if v.Rounds != 15 || v.AmmoLeft != 15 || state(t, a).Ammo["SMG"] != 15 {
		t.Fatalf("volley %+v, ammo %v", v, state(t, a).Ammo)
	}
}

// "совершите 1 атаку по каждой цели в ней": a target named twice is
// attacked once.
func TestSuppressAttacksEachTargetOnce(t *testing.T) {
	a, b := shooter(t), npc(t, 2, "")
	d := script(1, 1)
	v, err := Suppress(a, []*rules.Combatant{b, b}, AttackOptions{Weapon: "Rifle"}, d)
	if err != nil {
		t.Fatal(err)
	}
	allUsed(t, d)
	if len(v.Shots) != 1 {
		t.Fatalf("shots %d", len(v.Shots))
	}
}
