package medieval_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// Bad input is an ephemeral error and changes nothing; players cannot
// use the GM's /damage.
func TestMedievalBadInputChangesNothing(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "en", 5, 3)
	h.Run(consoletest.MedSetupEN)
	before := consoletest.LastOf(t, h.Run("/combat list\n")).Text()
	for _, line := range []string{
		"/damage target:Knight amount:5 location:tail\n",
		"/damage target:Knight amount:-3\n",
		"@Bob /damage target:Knight amount:5 location:torso\n",
		"/attack attacker:Archer target:Knight weapon:\"2d6 ranged\"\n",
		"/attack attacker:Archer target:Archer damage:1d6\n",
		"/save kind:sleep target:Knight\n",
		"/heal target:Knight points:0\n",
	} {
		got := consoletest.LastOf(t, h.Run(line))
		if !got.Ephemeral || !strings.Contains(got.Text(), "❌") {
			t.Errorf("%q was not refused: %s", line, got.Text())
		}
	}
	if after := consoletest.LastOf(t, h.Run("/combat list\n")).Text(); after != before {
		t.Fatalf("state changed:\n%s\n%s", before, after)
	}
}

// «Неудачный бросок означает, что персонаж находится вне боя» and
// «Оглушение/Шок может быть отменён путём успешного прохождения проверки в
// последующем раунде»; for the dying, «Единственный выход - Стабилизация».
// An action by a fighter who cannot act was refused with only "cannot act
// (stunned, dying or dead)"; the refusal now says which, and what to do.
// The Knight takes 20 (Mortal 1): stun save 9 > 6 fails (Hollywood 2); death
// save 3 ≤ 9 passes — stunned. Then 1 more: stun save (still stunned) 9
// fails again (Hollywood 2), death save 10 > 9 fails — dying.
func TestMedievalCannotActSaysWhatToDo(t *testing.T) {
	for _, c := range []struct {
		locale, damage, more, attack string
		stunned, dying               []string
	}{
		{"en", "/damage target:Knight amount:20 direct:true\n", "/damage target:Knight amount:1 direct:true\n", "/attack attacker:Knight target:Archer damage:2d6\n",
			[]string{"Knight cannot act (stunned, dying or dead).", "Knight is stunned: a stun save on one of their turns from the next round on ends it", "/save kind:stun", "press Next turn"},
			[]string{"Knight has failed this round's death save and dies at the end of the round unless someone else stabilizes them (/stabilize target:Knight)"}},
		{"ru", "/урон цель:Knight количество:20 напрямую:да\n", "/урон цель:Knight количество:1 напрямую:да\n", "/атака атакующий:Knight цель:Archer урон:2d6\n",
			[]string{"Knight не может действовать: оглушён(а), умирает или мёртв(а).", "Knight: оглушение — его снимает спасбросок от оглушения в свой ход, начиная со следующего раунда", "/спасбросок вид:оглушение", "«Следующий ход»"},
			[]string{"Knight: спасбросок против смерти в этом раунде провален — смерть в конце раунда, если другой участник не проведёт стабилизацию (/стабилизировать цель:Knight)"}},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3, 9, 2, 3, 9, 2, 10)
			h.Run(medSetup[c.locale])
			h.Run(c.damage)
			medRefused(t, h, c.attack, c.stunned...)
			h.Run(c.more)
			medRefused(t, h, c.attack, c.dying...)
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// «Любой человек (кроме самого пациента) может попытаться стабилизировать»:
// attacking oneself or stabilizing oneself was refused with «Этого нельзя
// сделать с самим собой» — masculine («самим»), and with no word of what to
// do instead. It is gender-neutral now and says what to choose.
func TestMedievalSelfRefusalSaysWhatToDo(t *testing.T) {
	for _, c := range []struct {
		locale, attack, stab string
		want                 []string
	}{
		{"en", "/attack attacker:Archer target:Archer damage:2d6\n", "/stabilize target:Archer medic:Archer\n",
			[]string{"That cannot be done to oneself. Choose another target (for /stabilize, the medic can be anyone but the patient)."}},
		{"ru", "/атака атакующий:Archer цель:Archer урон:2d6\n", "/стабилизировать цель:Archer лекарь:Archer\n",
			[]string{"Нельзя выбрать себя: укажите другую цель (для /стабилизировать лекарем может быть кто угодно, кроме пациента)."}},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3)
			h.Run(medSetup[c.locale])
			medRefused(t, h, c.attack, c.want...)
			medRefused(t, h, c.stab, c.want...)
			if c.locale == "ru" {
				got := consoletest.MedReply(t, h.Run(c.attack))
				if strings.Contains(got.Text(), "самим") {
					t.Errorf("masculine: %s", got.Text())
				}
			}
		})
	}
}
