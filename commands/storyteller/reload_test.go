package storyteller_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// /reload without a weapon, when the combatant has no firearm, says so;
// naming a weapon that is no gun names its firearms (a table gun fired by
// name is not on the sheet, named by its table row in the reader's language);
// nothing changes. (Its one gun fired by name is reloaded:
// TestStorytellerReloadTheOneFiredGun.)
func TestStorytellerReloadNamesTheGuns(t *testing.T) {
	fire := map[string]string{
		"en": "/attack attacker:Vasya target:Bandit weapon:\"Heavy SMG\" range:5\n",
		"ru": "/атака атакующий:Вася цель:Бандит оружие:\"Heavy SMG\" дистанция:5\n",
	}
	for _, c := range []struct {
		locale, cmd string
		fired       bool
		want        string
	}{
		{"en", "/reload name:Vasya\n", false, "Vasya has no firearm to reload: none on the sheet and none fired. Name a gun with weapon:"},
		{"ru", "/перезарядить имя:Вася\n", false, "Вася: нечего перезаряжать — огнестрельного оружия нет ни в листе, ни среди оружия, из которого стреляли."},
		{"en", "/reload name:Vasya weapon:knife\n", true, "knife is not a firearm. Vasya's firearms: Heavy SMG."},
		{"ru", "/перезарядить имя:Вася оружие:нож\n", true, "нож — не огнестрельное оружие. Вася: огнестрельное оружие — Пистолет-пулемет тяжелый."},
	} {
		t.Run(c.locale+c.cmd, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 4, 3, 3, 3, 3, 3, 3, 3, 3)
			h.Run(stVasyaBandit[c.locale])
			if c.fired {
				if got := consoletest.MedReply(t, h.Run(fire[c.locale])); got.Ephemeral {
					t.Fatalf("the shot was refused: %s", got.Text())
				}
			}
			before := consoletest.LastOf(t, h.Run("/combat list\n")).Text()
			got := consoletest.MedReply(t, h.Run(c.cmd))
			if !got.Ephemeral || !strings.Contains(consoletest.MedAllText(t, got), c.want) {
				t.Fatalf("reload: %s", got.Text())
			}
			if after := consoletest.LastOf(t, h.Run("/combat list\n")).Text(); after != before {
				t.Errorf("a refused reload changed the fight:\n%s\n%s", before, after)
			}
		})
	}
	// Naming the fired gun reloads it.
	h := consoletest.NewSystemHarness(t, "en", 5, 4, 3, 3, 3, 3, 3, 3, 3, 3)
	h.Run(stVasyaBandit["en"])
	h.Run(fire["en"])
	if got := consoletest.MedReply(t, h.Run("/reload name:Vasya weapon:\"heavy smg\"\n")); got.Ephemeral {
		t.Fatalf("reload of the fired gun: %s", got.Text())
	}
}

// An NPC with no gun on its sheet that fired one table gun by name reloads
// that gun by /reload without a weapon and by the tracker's Reload button
// (which cannot name one); it used to be asked "which gun? — Heavy SMG",
// so the button always failed. The reply names the table row in the
// reader's language. Heavy SMG: clip 30+1, one shot fired: 30 → 31.
func TestStorytellerReloadTheOneFiredGun(t *testing.T) {
	fire := map[string]string{
		"en": "/attack attacker:Vasya target:Bandit weapon:\"Heavy SMG\" range:5\n",
		"ru": "/атака атакующий:Вася цель:Бандит оружие:\"Heavy SMG\" дистанция:5\n",
	}
	for _, c := range []struct{ locale, cmd, want string }{
		{"en", "/reload name:Vasya\n", "Heavy SMG"},
		{"ru", "/перезарядить имя:Вася\n", "Пистолет-пулемет тяжелый: патронов было 30, стало 31"},
		{"en", "!click Reload\n", "Heavy SMG"},
		{"ru", "!click Перезарядить\n", "Пистолет-пулемет тяжелый: патронов было 30, стало 31"},
	} {
		t.Run(c.locale+" "+c.cmd, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 4, 3, 3, 3, 3, 3, 3, 3, 3)
			h.Run(stVasyaBandit[c.locale])
			if got := consoletest.MedReply(t, h.Run(fire[c.locale])); got.Ephemeral {
				t.Fatalf("the shot was refused: %s", got.Text())
			}
			found := false
			for _, got := range h.Run(c.cmd) {
				if got.Ephemeral {
					t.Fatalf("refused: %s", got.Text())
				}
				found = found || strings.Contains(consoletest.MedAllText(t, got), c.want)
			}
			if !found {
				t.Fatalf("no reply says %q", c.want)
			}
		})
	}
}

// Reloading a light SMG (the seed's «Обойма 30+1») after one shot: 30 → 31.
// Russian must not read "31 патронов".
func TestStorytellerReloadReadsInRussian(t *testing.T) {
	faces := append([]int{5, 4}, 2, 2, 2, 2, 2) // a miss: 5 dice, no damage
	h := consoletest.NewSystemHarness(t, "ru", faces...)
	h.Run(`/system set system:storyteller
/combat start
/combat add name:Bob stats:"Dexterity 3 Firearms 2"
/combat add name:Al
/attack attacker:Bob target:Al weapon:"Пистолет-пулемет легкий" defense:none
`)
	got := consoletest.LastOf(t, h.Run("/reload name:Bob weapon:\"Пистолет-пулемет легкий\"\n")[:1])
	consoletest.MustContain(t, got, "патронов было 30, стало 31")
	if strings.Contains(got.Text(), "31 патронов") {
		t.Errorf("bad Russian: %s", got.Text())
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

// «Перезарядка оружия занимает один ход»: reloading a full gun still takes
// the action (it counts among a multiple action's and forbids aiming), and
// changed no round — so the reply says so and how to take it back, by
// /reload and by the tracker's Reload button. A gun that had fired reloads
// without the warning.
func TestStorytellerReloadOfAFullGunWarns(t *testing.T) {
	for _, tc := range []struct{ locale, full, fullButton, button, plain string }{
		{"en", "⚠️ Light SMG was already full: the reload changed no rounds, yet it took Ann's action",
			"⚠️ It was already full: the reload changed no rounds, yet it took the action. The GM can take it back with `/combat undo`.",
			"!click Reload", "Ann reloads Light SMG: 30 → 31 rounds."},
		{"ru", "⚠️ Light SMG: обойма и так полная — перезарядка не добавила ни одного патрона, но заняла действие (Ann;",
			"⚠️ Обойма и так была полная: перезарядка не добавила ни одного патрона, но заняла действие. Мастер может отменить: `/бой отменить`.",
			"!click Перезарядить", "Ann — перезарядка, Light SMG: патронов было 30, стало 31."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := stSMGFight(t, tc.locale)
			out := consoletest.LastOf(t, consoletest.Replies(h.Run("/reload name:Ann\n")))
			consoletest.MustContain(t, out, tc.full)
			h.Run("/combat undo\n")
			consoletest.MustContain(t, consoletest.LastOf(t, consoletest.Replies(h.Run(tc.button+"\n"))), tc.fullButton)
			h.Run("/combat next\n/combat next\n")
			h.Run(`/attack attacker:Ann target:Orc weapon:"Light SMG" defense:none` + "\n")
			out = consoletest.LastOf(t, consoletest.Replies(h.Run("/reload name:Ann\n")))
			consoletest.MustContain(t, out, tc.plain)
			consoletest.MustNotContain(t, out, "⚠️")
		})
	}
}
