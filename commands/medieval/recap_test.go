package medieval_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// medRecap is the recap's text from a script's replies.
func medRecap(t *testing.T, out []consoletest.Sent) string {
	t.Helper()
	for _, s := range out {
		if s.Kind == "response" && strings.Contains(s.Text(), "🏁") {
			return consoletest.PlainText(t, s)
		}
	}
	t.Fatalf("no recap in %+v", out)
	return ""
}

// «Неудачный бросок означает, что персонаж находится вне боя.» The Knight,
// Mortal 1, stunned (9 > 6), death save 9 ≤ 9, stabilized (9 + 5 + 8 = 22 ≥ 20), is out of
// the fight at its end, not among the fallen; the Guard, whose head is gone
// («Ранение этого типа в голову убивает автоматически»), is dead: fallen.
func TestMedievalRecapOutOfTheFight(t *testing.T) {
	for _, c := range []struct{ locale, script, fell, out string }{
		{"en", consoletest.MedSetupEN + "/combat add name:Guard stats:\"REF 5 BODY 6\"\n/damage target:Knight amount:20 direct:true\n/stabilize target:Knight medic:Archer\n/damage target:Guard amount:30 location:head\n/combat end\n",
			"Fallen", "Out of the fight"},
		{"ru", medSetupRU + "/бой добавить имя:Guard параметры:\"РЕФ 5 ТЕЛ 6\"\n/урон цель:Knight количество:20 напрямую:да\n/стабилизировать цель:Knight лекарь:Archer\n/урон цель:Guard количество:30 место:голова\n/бой конец\n",
			"Павшие", "Вне боя"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3, 4, 9, 2, 9, 9)
			out := h.Run(c.script)
			var recap string
			for _, s := range out {
				if s.Kind == "response" && strings.Contains(s.Text(), "🏁") {
					recap = s.Text()
				}
			}
			fi, oi := strings.Index(recap, c.fell), strings.Index(recap, c.out)
			if fi < 0 || oi < 0 {
				t.Fatalf("recap lacks %q or %q:\n%s", c.fell, c.out, recap)
			}
			// The Guard under Fallen, the Knight under Out of the fight.
			fellPart, outPart := recap[fi:oi], recap[oi:]
			if oi < fi {
				fellPart, outPart = recap[fi:], recap[oi:fi]
			}
			if !strings.Contains(fellPart, "Guard") || strings.Contains(fellPart, "Knight") {
				t.Errorf("fallen: %s", fellPart)
			}
			if !strings.Contains(outPart, "Knight") || strings.Contains(outPart, "Guard") {
				t.Errorf("out of the fight: %s", outPart)
			}
		})
	}
}

// The recap lists each survivor's wounds (and worn armour: «Каждый раз,
// когда броня поражается пробивающей атакой … её останавливающая
// способность уменьшается на 1 пункт»), says where they go, and for a
// dying character names what the seed still asks — a death save every
// round («Новые спасбросок требуется каждый раунд, пока персонаж остаётся
// не вылеченным»: BODY 5 − Mortal 2 = 3) until stabilized («ТЕХ, любого
// медицинского навыка и 1D10 … равного, или превышающего общее количество
// очков урона»: 24). In a campaign (the default) the wounds carry on to
// the next fight and the dying go on rolling there (RULES.md: «Wounds stay
// on the character from one fight to the next»); with fresh fights
// (/system campaign on:false) they end with the recap.
//
// Dice: initiative 5, 3, 7, 2; 24 straight onto Bob: stun save 4 > 0
// fails, Hollywood d6 2, death save 2 ≤ 3 passes; 12 at Ann's torso:
// SP 10 stops 10, 2 through, BTM 2 leaves the minimum 1 (Light), the
// layer wears to 9, stun save 3 ≤ 6. The orc is untouched: not listed.
func TestMedievalRecapSaysWhatBecomesOfWounds(t *testing.T) {
	carryEN := "Wounds and armor wear carry on: each character joins the next fight here as this one leaves them"
	carryRU := "Раны и износ брони сохраняются: в следующий бой здесь каждый входит таким, каким его оставил этот"
	freshEN := "Wounds and armor wear stay only in this recap"
	freshRU := "Раны и износ брони остаются только в этих итогах"
	for _, c := range []struct {
		name, locale, setup, script string
		want                        []string
		not                         string
	}{
		{"campaign en", "en", medPlayersEN,
			"/damage target:Bob amount:24 direct:true\n/damage target:Ann amount:12 location:torso\n/combat end\n",
			[]string{
				"Left unsettled", carryEN,
				"the dying keep rolling a death save every round in the next fight",
				"🩹 **Bob**: Mortal 2, wound points: 24 — not stabilized: a death save (3 or less on 1d10) every round until stabilized (TECH + medical skill + 1d10 ≥ 24)",
				"🩹 **Ann**: Light, wound points: 1 · armor worn",
			}, freshEN},
		{"campaign ru", "ru", medPlayersRU,
			"/урон цель:Боб количество:24 напрямую:да\n/урон цель:Анна количество:12 место:торс\n/бой конец\n",
			[]string{
				"Не улажено", carryRU,
				"умирающие и в следующем бою каждый раунд бросают спасбросок против смерти",
				"🩹 **Боб**: Смертельное 2, пункты урона: 24 — не стабилизирован(а): спасбросок против смерти (3 или меньше на 1D10) каждый раунд, пока не стабилизируют (ТЕХ + медицинский навык + 1D10 ≥ 24)",
				"🩹 **Анна**: Лёгкое, пункты урона: 1 · броня изношена",
			}, freshRU},
		{"fresh en", "en", medPlayersEN,
			"/system campaign on:false\n/damage target:Bob amount:24 direct:true\n/damage target:Ann amount:12 location:torso\n/combat end\n",
			[]string{
				freshEN,
				"in the next fight everyone comes in from the sheet — unhurt and in whole armor",
				"🩹 **Bob**: Mortal 2, wound points: 24 — not stabilized",
			}, carryEN},
		{"fresh ru", "ru", medPlayersRU,
			"/система кампания вкл:нет\n/урон цель:Боб количество:24 напрямую:да\n/урон цель:Анна количество:12 место:торс\n/бой конец\n",
			[]string{
				freshRU,
				"в новый бой все входят по листу — без ранений и в целой броне",
				"🩹 **Боб**: Смертельное 2, пункты урона: 24 — не стабилизирован(а)",
			}, carryRU},
	} {
		t.Run(c.name, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3, 7, 2, 4, 2, 2, 3)
			h.Run(c.setup)
			recap := medRecap(t, h.Run(c.script))
			for _, w := range c.want {
				if !strings.Contains(recap, w) {
					t.Errorf("recap lacks %q:\n%s", w, recap)
				}
			}
			if strings.Contains(recap, c.not) {
				t.Errorf("recap says %q:\n%s", c.not, recap)
			}
			for _, bad := range []string{"**Orc**:", "**Орк**:", "**Cy**:", "**Сай**:"} {
				if strings.Contains(recap, "🩹 "+bad) {
					t.Errorf("recap lists an unhurt fighter (%s):\n%s", bad, recap)
				}
			}
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// A stabilized survivor reads so, and a fight that hurt nobody adds no
// field: the recap of an unbloodied skirmish stays as it was.
// Dice: initiative 5, 3, 7, 2; 13 straight onto Bob (Mortal 0): stun save
// 4 > 2 fails, Hollywood d6 2, death save 2 ≤ 5 passes; Cy stabilizes:
// 10 + TECH 5 + Medicine 3 = 18 ≥ 13.
func TestMedievalRecapStabilizedAndUnhurt(t *testing.T) {
	for _, c := range []struct{ locale, setup, script, stable, none string }{
		{"en", medPlayersEN, "/damage target:Bob amount:13 direct:true\n@Cy /stabilize target:Bob\n/combat end\n",
			"🩹 **Bob**: Mortal 0, wound points: 13 — stabilized", "Left unsettled"},
		{"ru", medPlayersRU, "/урон цель:Боб количество:13 напрямую:да\n@Cy /стабилизировать цель:Боб\n/бой конец\n",
			"🩹 **Боб**: Смертельное 0, пункты урона: 13 — стабилизирован(а)", "Не улажено"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3, 7, 2, 4, 2, 2, 10)
			h.Run(c.setup)
			recap := medRecap(t, h.Run(c.script))
			if !strings.Contains(recap, c.stable) {
				t.Errorf("recap lacks %q:\n%s", c.stable, recap)
			}
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
			h2 := consoletest.NewSystemHarness(t, c.locale, 5, 3, 7, 2)
			h2.Run(c.setup)
			end := "/combat end\n"
			if c.locale == "ru" {
				end = "/бой конец\n"
			}
			if recap := medRecap(t, h2.Run(end)); strings.Contains(recap, c.none) {
				t.Errorf("an unbloodied fight's recap has %q:\n%s", c.none, recap)
			}
		})
	}
}

// A character whose death save failed in the fight's last round («при
// неудачном ты умираешь в конце раунда, в котором был сделан бросок») is
// listed among the fallen as dying; the recap now also says what that
// means once the fight is over. Dice: initiative 5, 3, 7, 2; 24 onto Bob:
// stun save 4 fails, d6 2, death save 9 > 3 fails.
func TestMedievalRecapDyingAtTheEnd(t *testing.T) {
	for _, c := range []struct{ locale, setup, script, want string }{
		{"en", medPlayersEN, "/damage target:Bob amount:24 direct:true\n/combat end\n",
			"🩹 **Bob**: Mortal 2, wound points: 24 — failed a death save: dies at the end of this round unless stabilized in time (TECH + medical skill + 1d10 ≥ 24)"},
		{"ru", medPlayersRU, "/урон цель:Боб количество:24 напрямую:да\n/бой конец\n",
			"🩹 **Боб**: Смертельное 2, пункты урона: 24 — спасбросок против смерти провален: умирает в конце этого раунда, если не успели стабилизировать (ТЕХ + медицинский навык + 1D10 ≥ 24)"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3, 7, 2, 4, 2, 9)
			h.Run(c.setup)
			if recap := medRecap(t, h.Run(c.script)); !strings.Contains(recap, c.want) {
				t.Errorf("recap lacks %q:\n%s", c.want, recap)
			}
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}
