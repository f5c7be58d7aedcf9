package storyteller_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Session 6 play-test, round 3, of storyteller: long fights, the tracker's
// buttons and /reload, driven through the console in both locales.

// A held victim cannot defend: «До освобождения или отпускания жертвы, ни один
// из противников не может выполнять другие действия» (the grapple), and the
// attack code already skips a held target's defence. So the Dodge button of
// one Thug grapples must be refused like /attack is — not answered with
// "Ann holds the action to Dodge", a declared defence that would never roll.
func TestStorytellerHeldVictimCannotDeclareADefence(t *testing.T) {
	for _, tc := range []struct{ locale, want, wrong string }{
		{"en", "Ann is locked in Thug's grapple: only breaking free is possible.", "holds the action to"},
		{"ru", "Ann в захвате (Thug): можно только пытаться вырваться.", "придерживает действие"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Initiative: Ann 9 + 2 = 11, Thug 2 + 2 = 4. Thug's grapple:
			// Strength 2 + Brawl 1 = 3 dice 8 8 8 (3 successes), damage
			// Strength 2 + 2 extra = 4 dice 2 2 2 2: no damage, but held.
			h := consoletest.NewSystemHarness(t, tc.locale, 9, 2, 8, 8, 8, 2, 2, 2, 2)
			h.Run(`/system set system:storyteller
/combat start
@Ann /char set stats:"Stamina 3 Brawl 1"
@Ann /combat join
/combat add name:Thug stats:"Strength 2 Brawl 1"
/attack attacker:Thug target:Ann maneuver:grapple defense:none
`)
			before := consoletest.LastOf(t, h.Run("/combat list\n")).Text()
			for _, label := range []string{"Dodge", "Block", "Parry"} {
				out := h.Run("@Ann !click " + label + "\n")
				if len(out) != 1 || !out[0].Ephemeral {
					t.Fatalf("%s: want one ephemeral refusal, got %+v", label, out)
				}
				consoletest.MustContain(t, out[0], tc.want)
				if strings.Contains(out[0].Text(), tc.wrong) {
					t.Errorf("%s: a held victim declared a defence:\n%s", label, out[0].Text())
				}
			}
			if after := consoletest.LastOf(t, h.Run("/combat list\n")).Text(); after != before {
				t.Errorf("a refused defence changed the fight:\n%s\n%s", before, after)
			}
		})
	}
}

// /reload of a melee weapon by name: «Перезарядка оружия занимает один ход» is
// about guns, and a sword is no gun. With no firearm at all the refusal used
// to say "Name a gun with weapon:" to one who had just named one; it must say
// the named weapon is not a firearm.
func TestStorytellerReloadOfAMeleeWeaponSaysItIsNoGun(t *testing.T) {
	for _, tc := range []struct{ locale, want, wrong string }{
		{"en", "Меч is not a firearm: there is nothing to reload.", "Name a gun with weapon:"},
		{"ru", "Меч — не огнестрельное оружие, перезаряжать нечего.", "Укажите его параметром"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 9, 2)
			h.Run(`/system set system:storyteller
@Ann /char weapon add name:Меч
/combat start
@Ann /combat join
/combat add name:Thug
`)
			before := consoletest.LastOf(t, h.Run("/combat list\n")).Text()
			out := h.Run("@Ann /reload weapon:Меч\n")
			if len(out) != 1 || !out[0].Ephemeral {
				t.Fatalf("want one ephemeral refusal, got %+v", out)
			}
			consoletest.MustContain(t, out[0], tc.want)
			if strings.Contains(out[0].Text(), tc.wrong) {
				t.Errorf("the refusal asks for the weapon just named:\n%s", out[0].Text())
			}
			if after := consoletest.LastOf(t, h.Run("/combat list\n")).Text(); after != before {
				t.Errorf("a refused reload changed the fight:\n%s\n%s", before, after)
			}
		})
	}
}

// /reload's weapon choices are firearms (the seed's «Огнестрельное оружие»
// table and the fighter's own guns), read from the fighter named by name: —
// not the melee table («Таблица холодного оружия»), which a reload refuses.
func TestStorytellerReloadAutocompleteOffersGunsOnly(t *testing.T) {
	for _, tc := range []struct {
		locale     string
		want, skip []string
	}{
		{"en", []string{"Heavy pistol", "Ствол"}, []string{"Sword", "Club", "Меч"}},
		{"ru", []string{"Пистолет крупного калибра", "Ствол"}, []string{"Меч", "Дубинка", "Большой топор"}},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 9, 2)
			h.Run(`/system set system:storyteller
@Ann /char weapon add name:Меч
@Ann /char weapon add name:Ствол spec:"5 дист=30 режим=3 обойма=7+1"
/combat start
@Ann /combat join
/combat add name:Thug
`)
			out := consoletest.LastOf(t, h.Run("?/reload name:Ann weapon:\n"))
			consoletest.MustContain(t, out, tc.want...)
			for _, s := range tc.skip {
				if strings.Contains(out.Text(), `"`+s) {
					t.Errorf("/reload offers the melee weapon %q:\n%s", s, out.Text())
				}
			}
			// /attack still offers both tables.
			consoletest.MustContain(t, consoletest.LastOf(t, h.Run("?/attack attacker:Ann weapon:\n")), tc.skip[0])
		})
	}
}

// Healing with Faith («Сверхъестественные существа ... могут использовать
// Духовную Силу для исцеления») says how many levels in the reader's grammar:
// "1 level", "2 levels" — not "1 level(s)" — and in Russian «Вылечен 1
// уровень», «Вылечено 2 уровня», as the plain /heal reply does.
func TestStorytellerFaithHealingCountsLevelsInTheReadersGrammar(t *testing.T) {
	for _, tc := range []struct {
		locale    string
		one, more string
	}{
		{"en", "1 level healed with 1 Faith.", "2 levels healed with 2 Faith."},
		{"ru", "Вылечен 1 уровень, потрачено Духовной Силы: 1.", "Вылечено 2 уровня, потрачено Духовной Силы: 2."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 5)
			h.Run(`/system set system:storyteller
@Vam /char set stats:"Faith 5" flags:supernatural
/combat start
@Vam /combat join
/damage target:Vam levels:4 type:lethal
`)
			one := h.Run("@Vam /heal target:Vam levels:1 type:lethal faith:true\n")
			consoletest.MustContain(t, one[0], tc.one)
			more := h.Run("@Vam /heal target:Vam levels:2 type:lethal faith:true\n")
			consoletest.MustContain(t, more[0], tc.more)
			for _, s := range []consoletest.Sent{one[0], more[0]} {
				if strings.Contains(s.Text(), "(s)") {
					t.Errorf("a lazy plural:\n%s", s.Text())
				}
			}
		})
	}
}

// A knock-down maneuver («С – позволяет сбить с ног») on a target that cannot
// move (here Incapacitated: «персонаж не может двигаться») puts it down with
// no footing roll. The reply must say so: it used to show no footing section
// and no note, so only the tracker's "prone" told the table the target fell.
// (A merely dizzied target rolls: storyteller_gaps_test.go.)
func TestStorytellerKnockdownWithoutARollIsSaid(t *testing.T) {
	for _, tc := range []struct{ locale, want, prone string }{
		{"en", "Thug cannot move, so goes down without a roll to keep their footing.", "prone"},
		{"ru", "Thug не может двигаться и падает без броска на устойчивость.", "на земле"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Initiative 9 + 4 and 2 + 2. /damage 7 bashing leaves Thug
			// Incapacitated. Ann's sweep: Dexterity 3 + Brawl 2 = 5 dice at 7,
			// 8 8 8 8 8; damage Strength 1 + 4 extra = 5 dice, 3 3 3 3 3.
			h := consoletest.NewSystemHarness(t, tc.locale, 9, 2, 8, 8, 8, 8, 8, 3, 3, 3, 3, 3)
			h.Run(`/system set system:storyteller
@Ann /char set stats:"Dexterity 3 Brawl 2"
/combat start
@Ann /combat join
/combat add name:Thug
/damage target:Thug levels:7 type:bashing
`)
			out := h.Run("@Ann /attack target:Thug maneuver:sweep defense:none\n")
			consoletest.MustContain(t, out[0], tc.want)
			consoletest.MustContain(t, consoletest.LastOf(t, h.Run("/combat list\n")), tc.prone)
		})
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

// /help's line for /heal says who may use it, as it does for /damage and
// /time: plain /heal is the GM's (a player got "Only the GM can do that" from
// a command the help listed for everyone); a player heals only their own
// supernatural fighter with Faith («Сверхъестественные существа ... могут
// использовать Духовную Силу для исцеления»).
func TestStorytellerHelpSaysWhoMayHeal(t *testing.T) {
	for _, tc := range []struct{ locale, help, refusal string }{
		{"en", "`/heal target levels [type faith]` (GM; a player only their own supernatural fighter, with `faith`)",
			"Only the GM can do that"},
		{"ru", "`/лечить цель уровни [тип духовная_сила]` (мастер; игрок — только своего сверхъестественного персонажа, с `духовная_сила`)",
			"Это может только мастер"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 5, 5)
			h.Run(`/system set system:storyteller
@Vam /char set stats:"Faith 3" flags:supernatural
/combat start
@Vam /combat join
/damage target:Vam levels:2 type:lethal
`)
			consoletest.MustContain(t, consoletest.LastOf(t, h.Run("/help\n")), tc.help)
			out := h.Run("@Vam /heal target:Vam levels:1 type:lethal\n")
			if len(out) != 1 || !out[0].Ephemeral {
				t.Fatalf("want one ephemeral refusal, got %+v", out)
			}
			consoletest.MustContain(t, out[0], tc.refusal)
			consoletest.MustContain(t, h.Run("@Vam /heal target:Vam levels:1 type:lethal faith:true\n")[0], "Vam")
		})
	}
}

// The Russian "no maneuvers of its own" reply names the command in Russian,
// as /help does: `/маневр добавить`, not `/maneuver add`.
func TestStorytellerEmptyManeuverListNamesTheCommandInRussian(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "ru")
	out := h.Run("/system set system:storyteller\n/maneuver list\n")
	last := consoletest.LastOf(t, out)
	consoletest.MustContain(t, last, "`/маневр добавить`")
	if strings.Contains(last.Text(), "/maneuver") {
		t.Errorf("English command name in Russian output:\n%s", last.Text())
	}
}

// An owed roll lasts only while its cause does. Ann, Incapacitated, owes the
// Stamina roll for consciousness («Ведущий может сделать бросок на
// Выносливость»); once /heal takes her up to Wounded she is not
// Incapacitated, and the tracker must drop the prompt and its button instead
// of offering a roll that would only answer "not Incapacitated".
func TestStorytellerHealingDropsTheConsciousnessPrompt(t *testing.T) {
	for _, tc := range []struct{ locale, prompt string }{
		{"en", "Ann is Incapacitated: the GM may roll Stamina for consciousness."},
		{"ru", "Ann: Недееспособность — мастер может бросить Выносливость на сознание."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Initiative 9 + 2 and 2 + 2; round 2: 5 + 2 and 3 + 2.
			h := consoletest.NewSystemHarness(t, tc.locale, 9, 2, 5, 3)
			h.Run(`/system set system:storyteller
@Ann /char set stats:"Stamina 3"
/combat start
@Ann /combat join
/combat add name:Thug
/damage target:Ann levels:7 type:bashing
!click Next turn
!click Next turn
`)
			consoletest.MustContain(t, consoletest.LastOf(t, h.Run("/combat list\n")), tc.prompt)
			h.Run("/heal target:Ann levels:3 type:bashing\n")
			if list := consoletest.LastOf(t, h.Run("/combat list\n")).Text(); strings.Contains(list, tc.prompt) || strings.Contains(list, "storyteller_consciousness") {
				t.Errorf("a healed fighter still owes the consciousness roll:\n%s", list)
			}
		})
	}
}
