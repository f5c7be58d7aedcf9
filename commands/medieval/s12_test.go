package medieval_test

import (
	"encoding/json"
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Session 12: a players' evening (three players, each driving their own
// character; the GM runs the orc) and the night after.

// medS12Players: Ann (BODY 6, hard torso 10), Bob (BODY 5) and Cy join with
// their own sheets; the GM adds an orc. Initiative faces: Ann, Bob, Cy, orc.
const (
	medS12PlayersEN = `/system set system:medieval
@Ann /char set stats:"REF 7 BODY 6 fencing 4" name:Ann
@Ann /char armor armor:"torso 10 hard"
@Bob /char set stats:"REF 6 BODY 5 archery 5" name:Bob
@Cy /char set stats:"REF 5 BODY 8 TECH 5 medicine 3" name:Cy
/combat start
@Ann /combat join
@Bob /combat join
@Cy /combat join
/combat add name:Orc stats:"REF 6 BODY 7 melee 3"
`
	medS12PlayersRU = `/система выбрать система:medieval
@Ann /персонаж задать параметры:"РЕФ 7 ТЕЛ 6 Фехтование 4" имя:Анна
@Ann /персонаж броня броня:"торс 10 жёсткая"
@Bob /персонаж задать параметры:"РЕФ 6 ТЕЛ 5 Стрельба_из_лука 5" имя:Боб
@Cy /персонаж задать параметры:"РЕФ 5 ТЕЛ 8 ТЕХ 5 Медицина 3" имя:Сай
/бой начать
@Ann /бой войти
@Bob /бой войти
@Cy /бой войти
/бой добавить имя:Орк параметры:"РЕФ 6 ТЕЛ 7 Ближний_бой 3"
`
)

// medS12Recap is the recap's text from a script's replies.
func medS12Recap(t *testing.T, out []consoletest.Sent) string {
	t.Helper()
	for _, s := range out {
		if s.Kind == "response" && strings.Contains(s.Text(), "🏁") {
			return consoletest.PlainText(t, s)
		}
	}
	t.Fatalf("no recap in %+v", out)
	return ""
}

// The night after: the recap said nothing about what the fight's end does
// to wounds. Bob, Mortal 2 and not stabilized, stood under «Вне боя» with
// «спасбросок против смерти каждый раунд», and the next fight brought him
// in at 48/48: nobody could tell whether he was dying, healed, or what the
// bot would do. Now the recap lists each survivor's wounds (and worn
// armour: «Каждый раз, когда броня поражается пробивающей атакой … её
// останавливающая способность уменьшается на 1 пункт»), says they end
// with the fight, and for a dying character names what the seed still asks
// — a death save every round («Новые спасбросок требуется каждый раунд,
// пока персонаж остаётся не вылеченным»: BODY 5 − Mortal 2 = 3) until
// stabilized («ТЕХ, любого медицинского навыка и 1D10 … равного, или
// превышающего общее количество очков урона»: 24).
//
// Dice: initiative 5, 3, 7, 2; 24 straight onto Bob: stun save 4 > 0
// fails, Hollywood d6 2, death save 2 ≤ 3 passes; 12 at Ann's torso:
// SP 10 stops 10, 2 through, BTM 2 leaves the minimum 1 (Light), the
// layer wears to 9, stun save 3 ≤ 6. The orc is untouched: not listed.
func TestMedievalS12RecapSaysWhatBecomesOfWounds(t *testing.T) {
	for _, c := range []struct {
		locale, setup, script string
		want                  []string
	}{
		{"en", medS12PlayersEN,
			"/damage target:Bob amount:24 direct:true\n/damage target:Ann amount:12 location:torso\n/combat end\n",
			[]string{
				"Left unsettled",
				"Wounds and armor wear stay only in this recap",
				"in the next fight everyone comes in from the sheet — unhurt and in whole armor",
				"🩹 **Bob**: Mortal 2, wound points: 24 — not stabilized: a death save (3 or less on 1d10) every round until stabilized (TECH + medical skill + 1d10 ≥ 24)",
				"🩹 **Ann**: Light, wound points: 1 · armor worn",
			}},
		{"ru", medS12PlayersRU,
			"/урон цель:Боб количество:24 напрямую:да\n/урон цель:Анна количество:12 место:торс\n/бой конец\n",
			[]string{
				"Не улажено",
				"Раны и износ брони остаются только в этих итогах",
				"в новый бой все входят по листу — без ранений и в целой броне",
				"🩹 **Боб**: Смертельное 2, пункты урона: 24 — не стабилизирован(а): спасбросок против смерти (3 или меньше на 1D10) каждый раунд, пока не стабилизируют (ТЕХ + медицинский навык + 1D10 ≥ 24)",
				"🩹 **Анна**: Лёгкое, пункты урона: 1 · броня изношена",
			}},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3, 7, 2, 4, 2, 2, 3)
			h.Run(c.setup)
			recap := medS12Recap(t, h.Run(c.script))
			for _, w := range c.want {
				if !strings.Contains(recap, w) {
					t.Errorf("recap lacks %q:\n%s", w, recap)
				}
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
func TestMedievalS12RecapStabilizedAndUnhurt(t *testing.T) {
	for _, c := range []struct{ locale, setup, script, stable, none string }{
		{"en", medS12PlayersEN, "/damage target:Bob amount:13 direct:true\n@Cy /stabilize target:Bob\n/combat end\n",
			"🩹 **Bob**: Mortal 0, wound points: 13 — stabilized", "Left unsettled"},
		{"ru", medS12PlayersRU, "/урон цель:Боб количество:13 напрямую:да\n@Cy /стабилизировать цель:Боб\n/бой конец\n",
			"🩹 **Боб**: Смертельное 0, пункты урона: 13 — стабилизирован(а)", "Не улажено"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3, 7, 2, 4, 2, 2, 10)
			h.Run(c.setup)
			recap := medS12Recap(t, h.Run(c.script))
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
			if recap := medS12Recap(t, h2.Run(end)); strings.Contains(recap, c.none) {
				t.Errorf("an unbloodied fight's recap has %q:\n%s", c.none, recap)
			}
		})
	}
}

// A stun save no d10 can make: Bob, BODY 5 at Mortal 2, owes on his turn
// «Спасбросок от Оглушения равен значению Телосложения твоего персонажа,
// за вычетом штрафа» — 5 − (3 + 2) = 0 — and the prompt read «roll 0 or
// less on 1d10» with a button, as if a lucky click could bring him back.
// It now says no roll can, and what would (healing the wounds). The death
// save beside it (5 − 2 = 3) keeps its plain prompt.
// Dice: initiative 5, 3, 7, 2; 24 onto Bob: 4, d6 2, 2; round 2's
// initiative in the tracker's order (Ann, Cy, Bob, Orc): 9, 9, 1, 1.
func TestMedievalS12StunSaveNoDieCanMake(t *testing.T) {
	for _, c := range []struct {
		locale, setup, script string
		want, plain           string
	}{
		{"en", medS12PlayersEN,
			"/damage target:Bob amount:24 direct:true\n!click Next round\n!click Next turn\n!click Next turn\n!click Next turn\n",
			"Bob is stunned: stun save, roll 0 or less on 1d10 — no d10 can: with these wounds, out of the fight until they are healed.",
			"Bob is at Mortal 2: death save, roll 3 or less on 1d10."},
		{"ru", medS12PlayersRU,
			"/урон цель:Боб количество:24 напрямую:да\n!click Следующий раунд\n!click Следующий ход\n!click Следующий ход\n!click Следующий ход\n",
			"Боб оглушён(а): спасбросок от оглушения, нужно 0 или меньше на 1D10: на 1D10 так не выбросить — с такими ранами вне боя, пока их не вылечат.",
			"Боб: ранение Смертельное 2 — спасбросок против смерти, нужно 3 или меньше на 1D10."},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3, 7, 2, 4, 2, 2, 9, 9, 1, 1)
			h.Run(c.setup)
			tracker := consoletest.PlainText(t, consoletest.LastOf(t, h.Run(c.script)))
			for _, w := range []string{c.want, c.plain} {
				if !strings.Contains(tracker, w) {
					t.Errorf("tracker lacks %q:\n%s", w, tracker)
				}
			}
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// A second hit that leaves Ann at the level she was at headed its reply
// «Light → **Light**», as if the change were lost; the headline now names
// an unchanged level once (the heal's rule, session 11), and a change still
// shows both. 12 at her hard torso 10: 2 through, BTM 2, the minimum 1
// (Light), the layer wears to 9; again: 3 through → 1 (still Light).
// Dice: initiative 5, 3, 7, 2; stun saves 3, 3.
func TestMedievalS12HitWithinALevelNamesItOnce(t *testing.T) {
	for _, c := range []struct{ locale, setup, hit, first, second, not string }{
		{"en", medS12PlayersEN, "/damage target:Ann amount:12 location:torso\n",
			"= **1 wound point** · Unhurt → **Light**", "= **1 wound point** · **Light**", "Light → **Light**"},
		{"ru", medS12PlayersRU, "/урон цель:Анна количество:12 место:торс\n",
			"= **1 пункт урона** · Без ранений → **Лёгкое**", "= **1 пункт урона** · **Лёгкое**", "Лёгкое → **Лёгкое**"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3, 7, 2, 3, 3)
			h.Run(c.setup)
			desc := func(out []consoletest.Sent) string {
				var d struct {
					Embeds []struct{ Description string }
				}
				if err := json.Unmarshal(consoletest.MedReply(t, out).Data, &d); err != nil || len(d.Embeds) == 0 {
					t.Fatalf("reply: %v", err)
				}
				return d.Embeds[0].Description
			}
			if got := desc(h.Run(c.hit)); !strings.Contains(got, c.first) {
				t.Errorf("first hit: want %q in\n%s", c.first, got)
			}
			got := desc(h.Run(c.hit))
			if !strings.Contains(got, c.second) || strings.Contains(got, c.not) {
				t.Errorf("second hit: want %q and no %q in\n%s", c.second, c.not, got)
			}
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// A character whose death save failed in the fight's last round («при
// неудачном ты умираешь в конце раунда, в котором был сделан бросок») is
// listed among the fallen as dying; the recap now also says what that
// means once the fight is over. Dice: initiative 5, 3, 7, 2; 24 onto Bob:
// stun save 4 fails, d6 2, death save 9 > 3 fails.
func TestMedievalS12RecapDyingAtTheEnd(t *testing.T) {
	for _, c := range []struct{ locale, setup, script, want string }{
		{"en", medS12PlayersEN, "/damage target:Bob amount:24 direct:true\n/combat end\n",
			"🩹 **Bob**: Mortal 2, wound points: 24 — failed a death save: dies at the end of this round unless stabilized in time (TECH + medical skill + 1d10 ≥ 24)"},
		{"ru", medS12PlayersRU, "/урон цель:Боб количество:24 напрямую:да\n/бой конец\n",
			"🩹 **Боб**: Смертельное 2, пункты урона: 24 — спасбросок против смерти провален: умирает в конце этого раунда, если не успели стабилизировать (ТЕХ + медицинский навык + 1D10 ≥ 24)"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3, 7, 2, 4, 2, 9)
			h.Run(c.setup)
			if recap := medS12Recap(t, h.Run(c.script)); !strings.Contains(recap, c.want) {
				t.Errorf("recap lacks %q:\n%s", c.want, recap)
			}
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}
