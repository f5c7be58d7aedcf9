package medieval_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Session 10, A1: a save's line states the comparison that held.
//
// «Как и Спасбросок против оглушения, Спасбросок против смерти требует, чтобы
// ты выкинул значение на 1D10 равное или ниже, чем значение Телосложения твоего
// персонажа, вычитая уровень тяжести ранения». A failed roll read
// «d10 8 ≤ 6 … провал»: the sign gave the target, not what happened. A failed
// roll now reads «d10 8 > 6», a passed one «d10 9 ≤ 9» as before.
//
// The Knight (BODY 10) takes 20 wound points straight to the track: Mortal 1,
// so the stun save needs 10 − 4 = 6 and the death save 10 − 1 = 9. Dice:
// initiative 5, 3; stun 8 (fails), Hollywood d6 4, death 9 (passes on the
// target itself). Round 2: initiative 1, 1, the round's death save 3; then
// the GM's stun recovery roll 7 fails (7 > 6).
func TestMedievalS10SaveLineStatesTrueComparison(t *testing.T) {
	for _, c := range []struct {
		locale, damage, next, save string
		hitWants, hitBans          []string
		saveWants                  []string
	}{
		{"en", "/damage target:Knight amount:20 direct:true\n", "!click Next round\n", "/save kind:stun target:Knight\n",
			[]string{"d10 **8** > 6 (BODY 10 − 4) — **failed: stunned, out of the fight**",
				"d10 **9** ≤ 9 (BODY 10 − 1) — **passed**"},
			[]string{"d10 **8** ≤"},
			[]string{"d10 **7** > 6 (BODY 10 − 4) — **failed: stunned, out of the fight**"}},
		{"ru", "/урон цель:Knight количество:20 напрямую:да\n", "!click Следующий раунд\n", "/спасбросок вид:оглушение цель:Knight\n",
			[]string{"d10 **8** > 6 (ТЕЛ 10 − 4) — **провал: оглушение, вне боя**",
				"d10 **9** ≤ 9 (ТЕЛ 10 − 1) — **успех**"},
			[]string{"d10 **8** ≤"},
			[]string{"d10 **7** > 6 (ТЕЛ 10 − 4) — **провал: оглушение, вне боя**"}},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3, 8, 4, 9, 1, 1, 3, 7)
			h.Run(medQA6Setup[c.locale])
			hit := consoletest.MedReply(t, h.Run(c.damage))
			consoletest.MedWantEscaped(t, hit, c.hitWants...)
			for _, ban := range c.hitBans {
				if strings.Contains(hit.Text(), ban) {
					t.Errorf("a failed save still reads %q:\n%s", ban, hit.Text())
				}
			}
			h.Run(c.next)
			save := consoletest.MedReply(t, h.Run(c.save))
			if save.Ephemeral {
				t.Fatalf("stun recovery refused: %s", save.Text())
			}
			consoletest.MedWantEscaped(t, save, c.saveWants...)
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
			if left := h.Dice.Remaining(); left != 0 {
				t.Errorf("%d scripted dice left unused", left)
			}
		})
	}
}

// A failed death save, the other kind: 10 > 9 at Mortal 1 (stun 2 ≤ 6 passes,
// so no Hollywood d6 is drawn).
func TestMedievalS10FailedDeathSaveLine(t *testing.T) {
	for _, c := range []struct{ locale, damage, want string }{
		{"en", "/damage target:Knight amount:20 direct:true\n", "d10 **10** > 9 (BODY 10 − 1) — **failed: dies at the end of the round**"},
		{"ru", "/урон цель:Knight количество:20 напрямую:да\n", "d10 **10** > 9 (ТЕЛ 10 − 1) — **провал: умрёт в конце раунда**"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3, 2, 10)
			h.Run(medQA6Setup[c.locale])
			got := consoletest.MedReply(t, h.Run(c.damage))
			consoletest.MedWantEscaped(t, got, c.want, "d10 **2** ≤ 6")
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// Session 10, B: a refusal that says what to do. «Но если ранение Смертельно
// 0, у него есть шанс умереть. Определение того, выживет ли он, требует,
// чтобы был совершён Спасбросок против смерти»: on a fighter who is not
// mortally wounded, /save kind:death and /stabilize were refused with only
// «Орк: смертельного ранения нет.» A new GM is now told where Mortal starts
// and that /attack and /damage roll the death save themselves.
func TestMedievalS10NotMortalRefusalSaysWhatToDo(t *testing.T) {
	for _, c := range []struct {
		locale, save, stabilize string
		wants                   []string
	}{
		{"en", "/save kind:death target:Knight\n", "/stabilize target:Knight medic:Archer\n",
			[]string{"Knight is not mortally wounded (Mortal starts at 13 wound points)", "/attack and /damage roll the death save themselves"}},
		{"ru", "/спасбросок вид:смерть цель:Knight\n", "/стабилизировать цель:Knight лекарь:Archer\n",
			[]string{"Knight: смертельного ранения нет (Смертельное — от 13 пунктов урона)", "бросают сами /атака и /урон"}},
	} {
		t.Run(c.locale, func(t *testing.T) {
			// Initiative 5, 3; 12 points straight onto the track: Critical,
			// one short of Mortal 0 (stun save 2 passes).
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3, 2)
			h.Run(medQA6Setup[c.locale])
			h.Run(medPick(c.locale, "/damage target:Knight amount:12 direct:true\n", "/урон цель:Knight количество:12 напрямую:да\n"))
			medQA6Refused(t, h, c.save, c.wants...)
			medQA6Refused(t, h, c.stabilize, c.wants...)
		})
	}
}

// «Успешная стабилизация производится суммирования твоего СТАТа ТЕХ, любого
// медицинского навыка и 1D10 для результата равного, или превышающего общее
// количество очков урона»: `/stabilize skill:` took any skill — Archery
// stabilized as if it were Medicine, with no word. The roll is played as asked
// (a script may pass it) with a warning line; Medicine gets none.
// The Knight has 20 points (Mortal 1); the Archer: TECH 5, Archery 5,
// Medicine 8. Dice: initiative 5, 3; stun 2, death save 3 (both pass); the
// stabilization 7: 7 + 5 + 5 = 17 < 20.
func TestMedievalS10StabilizeNonMedicalSkillWarns(t *testing.T) {
	for _, c := range []struct {
		locale, stabilize, medicine string
		wants                       []string
		warn                        string
	}{
		{"en", "/stabilize target:Knight medic:Archer skill:archery\n", "/stabilize target:Knight medic:Archer\n",
			[]string{"7+5+5 = **17** vs 20", "Archery 5", "⚠️ Archery is not a medical skill", "/combat undo"}, "not a medical skill"},
		{"ru", "/стабилизировать цель:Knight лекарь:Archer навык:\"стрельба из лука\"\n", "/стабилизировать цель:Knight лекарь:Archer\n",
			[]string{"7+5+5 = **17** против 20", "Стрельба из лука 5", "⚠️ «Стрельба из лука» — не медицинский навык", "/бой отменить"}, "не медицинский навык"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3, 2, 3, 7, 9)
			h.Run(medQA6Setup[c.locale])
			h.Run(medPick(c.locale, "/damage target:Knight amount:20 direct:true\n", "/урон цель:Knight количество:20 напрямую:да\n"))
			got := consoletest.MedReply(t, h.Run(c.stabilize))
			if got.Ephemeral {
				t.Fatalf("refused: %s", got.Text())
			}
			consoletest.MedWant(t, got, c.wants...)
			// Medicine: 9 + 5 + 8 = 22 ≥ 20, and no warning.
			got = consoletest.MedReply(t, h.Run(c.medicine))
			consoletest.MedWant(t, got, "9+5+8 = **22**")
			if strings.Contains(got.Text(), c.warn) {
				t.Errorf("Medicine warned: %s", got.Text())
			}
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}
