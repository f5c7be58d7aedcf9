package storyteller_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// QA round 2 (N4, N9, N11) in storyteller, in the console, both locales.

// stVasyaBandit: Vasya (Dexterity 3, Firearms 3, Perception 2) and Bandit
// (Stamina 2); initiative takes the first two faces.
var stVasyaBandit = map[string]string{
	"en": `/system set system:storyteller
/combat start
/combat add name:Vasya stats:"Dexterity 3 Firearms 3 Perception 2"
/combat add name:Bandit stats:"Stamina 2"
`,
	"ru": `/система выбрать система:storyteller
/бой начать
/бой добавить имя:Вася параметры:"Ловкость 3 Огнестрельное оружие 3 Восприятие 2"
/бой добавить имя:Бандит параметры:"Выносливость 2"
`,
}

// N4: aim:true is aiming for the turn — issue 5's "+Perception dice" (the
// seed's «Единицы Восприятия определяют, сколько кубиков можно добавить»):
// Dexterity 3 + Firearms 3 + Perception 2 = 8 dice; a number still counts
// dice, false is no aiming.
func TestStorytellerAimYesNo(t *testing.T) {
	for _, c := range []struct {
		locale, cmd string
		want        []string
	}{
		{"en", "/attack attacker:Vasya target:Bandit weapon:\"Light pistol\" range:5 aim:true\n", []string{"aiming +2", "Pool 8, difficulty 6"}},
		{"en", "/attack attacker:Vasya target:Bandit weapon:\"Light pistol\" range:5 aim:yes\n", []string{"aiming +2", "Pool 8, difficulty 6"}},
		{"en", "/attack attacker:Vasya target:Bandit weapon:\"Light pistol\" range:5 aim:1\n", []string{"aiming +1", "Pool 7, difficulty 6"}},
		{"en", "/attack attacker:Vasya target:Bandit weapon:\"Light pistol\" range:5 aim:false\n", []string{"Pool 6, difficulty 6"}},
		{"ru", "/атака атакующий:Вася цель:Бандит оружие:\"Пистолет малого калибра\" дистанция:5 прицел:да\n", []string{"прицеливание +2", "Запас 8, сложность 6"}},
		{"ru", "/атака атакующий:Вася цель:Бандит оружие:\"Пистолет малого калибра\" дистанция:5 прицел:нет\n", []string{"Запас 6, сложность 6"}},
	} {
		t.Run(c.locale+c.cmd, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 4, 3, 3, 3, 3, 3, 3, 3, 3)
			h.Run(stVasyaBandit[c.locale])
			got := consoletest.MedReply(t, h.Run(c.cmd))
			if got.Ephemeral {
				t.Fatalf("refused: %s", got.Text())
			}
			all := consoletest.MedAllText(t, got)
			for _, w := range c.want {
				if !strings.Contains(all, w) {
					t.Errorf("missing %q in\n%s", w, all)
				}
			}
			if strings.Contains(c.cmd, ":false") || strings.Contains(c.cmd, ":нет") {
				if strings.Contains(all, "aiming") || strings.Contains(all, "прицеливание") {
					t.Errorf("aim:false aimed:\n%s", all)
				}
			}
		})
	}
}

// N9: healing does not bring the dead back: an ephemeral error that says
// why and names the undo, and the Bandit is still dead.
func TestStorytellerHealRefusesTheDead(t *testing.T) {
	for _, c := range []struct {
		locale, kill, heal, want, dead string
	}{
		{"en", "/damage target:Bandit levels:8 type:lethal\n", "/heal target:Bandit levels:1 type:lethal\n",
			"Bandit is dead: healing does not bring the dead back. The GM can take back a blow dealt by mistake with `/combat undo`.", "Dead"},
		{"ru", "/урон цель:Бандит уровни:8 тип:летальные\n", "/лечить цель:Бандит уровни:1\n",
			"Бандит: смерть — лечение не возвращает мёртвых. Ошибочный удар мастер может отменить: `/бой отменить`.", "Смерть"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 4)
			h.Run(stVasyaBandit[c.locale])
			h.Run(c.kill)
			before := consoletest.LastOf(t, h.Run("/combat list\n")).Text()
			if !strings.Contains(before, c.dead) {
				t.Fatalf("not dead: %s", before)
			}
			got := consoletest.MedReply(t, h.Run(c.heal))
			if !got.Ephemeral || !strings.Contains(consoletest.MedAllText(t, got), c.want) {
				t.Fatalf("heal of the dead: %s", got.Text())
			}
			if after := consoletest.LastOf(t, h.Run("/combat list\n")).Text(); after != before {
				t.Errorf("a refused heal changed the fight:\n%s\n%s", before, after)
			}
		})
	}
}

// N11: /reload without a weapon, when the combatant has no firearm, says so;
// naming a weapon that is no gun names its firearms (a table gun fired by
// name is not on the sheet, named by its table row in the reader's language
// since session 8); nothing changes. (Its one gun fired by name is reloaded:
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
