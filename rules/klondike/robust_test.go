package klondike

import (
	"math/rand/v2"
	"testing"

	"fray/rules"
	"fray/rules/dice"
)

// Chat input is hostile: random strings and numbers must give results or
// user errors, never panics.
func TestHostileInputNeverPanics(t *testing.T) {
	words := []string{"", " ", "-1", "0", "99999999999999999999", "STR", "сил", "none", "rifle", "Rifle", "bottle", "grenade",
		"hard", "fortified", "dark", "burst", "auto", "suppress", "careless", "careful", "str", "dex", "лов", "3d6", "d6",
		"0d0", "1d1", "20d100+100", "д6", "field", "clean", "engine", "electronics", "cargo", "x:y", "ап:", "range:", "💥"}
	ints := []int{-1 << 62, -1000, -5, -1, 0, 1, 2, 3, 6, 8, 12, 50, 1000, 1 << 62}
	rng := rand.New(rand.NewPCG(7, 9))
	w := func() string { return words[rng.IntN(len(words))] }
	n := func() int { return ints[rng.IntN(len(ints))] }
	b := func() bool { return rng.IntN(2) == 0 }
	d := dice.NewSeeded(3, 4)
	for i := 0; i < 3000; i++ {
		a, tg, by := shooter(t), fighter(t, 2, "p", map[string]int{STR: rng.IntN(4), DEX: rng.IntN(4), END: rng.IntN(4)}, w()), npc(t, 3, "")
		_, _ = Check(a, CheckOptions{Characteristic: w(), Skill: w(), Target: n(), Modifier: n()}, d)
		_, _ = Attack(a, tg, AttackOptions{Weapon: w(), Damage: w(), Kind: w(), Range: n(), Cover: w(), Prone: b(), Light: w(), Aim: n(),
			Mode: w(), Modifier: n(), Improvised: b(), Engaged: w(), Bystander: by, Charge: b(), MeetCharge: b(), To: w(), InstantDeath: b()}, d)
		_, _ = FullAuto(a, []*rules.Combatant{tg, by, tg}, AttackOptions{Weapon: w(), Range: n()}, d)
		_, _ = Suppress(a, []*rules.Combatant{tg, by}, AttackOptions{Weapon: w()}, d)
		_, _ = Blast(a, BlastOptions{Attack: AttackOptions{Weapon: w(), Range: n()}, Caught: []*rules.Combatant{tg, by, a}, Dives: []string{w(), w()}}, d)
		_, _ = Damage(tg, DamageOptions{Amount: n(), To: w(), AP: n(), IgnoreArmor: b()}, d)
		_, _ = ChooseDamage(tg, ChooseOptions{To: w()}, d)
		_, _ = Grapple(a, tg, GrappleOptions{ModifierA: n(), ModifierB: n()}, d)
		_, _ = ResolveGrapple(a, tg, GrappleChoice{Result: w(), Hold: b(), To: w()}, d)
		_, _ = Surgery(tg, a, SurgeryOptions{Place: w(), Modifier: n()}, d)
		_, _ = AdvanceTime(tg, TimeOptions{Minutes: n(), Medicine: n(), Supplies: b(), Rest: b()})
		_, _ = Heal(tg, a, HealOptions{Kit: b()})
		_, _ = Act(tg, w())
		v, err := NewVehicle(VehicleOptions{Name: w(), Armor: n(), Speed: n(), Handling: n(), Kind: w(), Lacks: w() + "," + w()})
		if err == nil {
			_, _ = VehicleHit(v, []*rules.Combatant{tg, by}, VehicleHitOptions{AP: w(), Aim: w(), To: w()}, d)
			_, _ = AttackVehicle(a, v, []*rules.Combatant{tg}, VehicleAttackOptions{Attack: AttackOptions{Weapon: w()}, AimAt: w(), AP: w(), Aircraft: w(), Stationary: b()}, d)
		}
		sys := New()
		_ = sys.Health(tg)
		sys.StartRound(tg, d)
		sys.StartTurn(tg, d)
		sys.EndRound(tg, d)
		_, _ = sys.ParseWeapon(w(), w()+" "+w()+" "+w())
		_, _ = sys.ParseArmor(w())
	}
}
