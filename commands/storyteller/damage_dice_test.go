package storyteller_test

import (
	"testing"

	"fray/bot"
	"fray/bot/consoletest"
	"fray/commands"
	"fray/rules/dice"
)

// «Удар ногой: … наносит повреждения, равные Силе +1. Ведущий может
// увеличить эти значения, если персонаж пытается выполнить удар ногой в
// голову»; «Ведущий может повысить сложность или добавить дополнительные
// броски на повреждение». Bob (Strength 2) kicks Al at the head: the kick's
// Strength + 1 = 3 dice, one extra success and the GM's 2 dice make a pool
// of 6, by its own option and typed into extra: alike.
func TestStorytellerGMDamageDiceOnOneAttack(t *testing.T) {
	for _, tc := range []struct {
		locale, direct, extra, added, pool, plain string
	}{
		{"en", "/attack attacker:Bob target:Al maneuver:kick defense:none damage_dice:2",
			`/attack attacker:Bob target:Al maneuver:kick defense:none extra:"damage_dice:2"`,
			"3 dice + 1 extra success + 2 dice from the GM, bashing", "Pool 6, difficulty 6", "3 dice + 1 extra success, bashing"},
		{"ru", "/атака атакующий:Bob цель:Al приём:удар_ногой защита:нет кубики_урона:2",
			`/атака атакующий:Bob цель:Al приём:удар_ногой защита:нет ещё:"кубики_урона:2"`,
			"3 кубика + 1 лишний успех + 2 кубика от Ведущего, поверхностные", "Запас 6, сложность 6", "3 кубика + 1 лишний успех, поверхностные"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			for _, line := range []string{tc.direct, tc.extra} {
				// The kick: 5 dice at 7, two 8s; the damage: 6 dice.
				_, out := consoletest.StFight(t, tc.locale, "Dexterity 3 Brawl 2 Strength 2", "Stamina 1",
					line+"\n", 8, 8, 3, 3, 3, 6, 6, 2, 2, 2, 2)
				got := consoletest.LastOf(t, out)
				stAttackPool(t, got, tc.pool)
				consoletest.MustContain(t, got, tc.added)
			}
			// The next attack has no GM's dice: they were for that one blow.
			h, _ := consoletest.StFight(t, tc.locale, "Dexterity 3 Brawl 2 Strength 2", "Stamina 3",
				tc.direct+"\n", 8, 8, 3, 3, 3, 2, 2, 2, 2, 2, 2)
			got := consoletest.LastOf(t, consoletest.Replies(h.Run("/attack attacker:Bob target:Al maneuver:kick defense:none force:true\n")))
			if got.Ephemeral {
				t.Fatalf("second kick refused: %s", got.Text())
			}
			consoletest.MustNotContain(t, got, tc.added)
		})
	}
}

// The GM's dice join a damage roll: a hold («Повреждения: нет») makes none,
// so damage_dice on it is refused and nothing changes; so is a number below
// zero.
func TestStorytellerGMDamageDiceRefused(t *testing.T) {
	for _, tc := range []struct{ locale, hold, neg, noDamage, bad string }{
		{"en", "/attack attacker:Bob target:Al maneuver:hold damage_dice:2", "/attack attacker:Bob target:Al maneuver:kick damage_dice:-1",
			"this maneuver makes none", "damage_dice"},
		{"ru", "/атака атакующий:Bob цель:Al приём:удерживание кубики_урона:2", "/атака атакующий:Bob цель:Al приём:удар_ногой кубики_урона:-1",
			"этот маневр его не делает", "damage_dice"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h, _ := consoletest.StFight(t, tc.locale, "Dexterity 3 Brawl 2 Strength 2", "Stamina 1", "")
			consoletest.RefusedUnchanged(t, h, tc.hold, tc.noDamage)
			consoletest.RefusedUnchanged(t, h, tc.neg, tc.bad)
		})
	}
}

// /attack stays within the option budget with damage_dice, and the option
// can be typed (moved into extra: or registered by name).
func TestStorytellerDamageDiceRegistered(t *testing.T) {
	app, _ := consoletest.OpenTestApp(t, t.TempDir()+"/fray.db", bot.Plugins(), dice.NewSeeded(1, 2))
	for _, d := range app.Definitions() {
		if d.Name != "attack" {
			continue
		}
		if n := len(d.Options); n > commands.OptionBudget {
			t.Errorf("/attack has %d options; at most %d", n, commands.OptionBudget)
		}
		listed := false
		for _, o := range d.Options {
			listed = listed || o.Name == "damage_dice"
		}
		if !listed && !app.TakesOption("attack", "damage_dice") {
			t.Errorf("damage_dice can be neither chosen nor typed")
		}
	}
}
