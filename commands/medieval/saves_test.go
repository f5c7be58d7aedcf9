package medieval_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// A save's line states the comparison that held.
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
func TestMedievalSaveLineStatesTrueComparison(t *testing.T) {
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
			h.Run(medSetup[c.locale])
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
func TestMedievalFailedDeathSaveLine(t *testing.T) {
	for _, c := range []struct{ locale, damage, want string }{
		{"en", "/damage target:Knight amount:20 direct:true\n", "d10 **10** > 9 (BODY 10 − 1) — **failed: dies at the end of the round**"},
		{"ru", "/урон цель:Knight количество:20 напрямую:да\n", "d10 **10** > 9 (ТЕЛ 10 − 1) — **провал: умрёт в конце раунда**"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3, 2, 10)
			h.Run(medSetup[c.locale])
			got := consoletest.MedReply(t, h.Run(c.damage))
			consoletest.MedWantEscaped(t, got, c.want, "d10 **2** ≤ 6")
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// A save whose target is below zero (BODY 3 at Mortal 7: 3 − 7 = −4; the
// stun save at −7) reads with the minus sign, as every other number does
// (the replies are JSON here: ">" is \\u003e).
func TestMedievalSaveTargetBelowZeroUsesMinusSign(t *testing.T) {
	for _, tc := range []struct{ locale, line, stun, death string }{
		{"en", "/damage target:Orc amount:42 location:torso\n", "d10 **9** \\u003e −7 (BODY 3 − 10)", "d10 **6** \\u003e −4 (BODY 3 − 7)"},
		{"ru", "/урон цель:Orc количество:42 место:торс\n", "d10 **9** \\u003e −7 (ТЕЛ 3 − 10)", "d10 **6** \\u003e −4 (ТЕЛ 3 − 7)"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 5, 9, 6, 6, 6, 6, 6, 6)
		h.Run("/system set system:medieval\n/combat start\n/combat add name:Orc stats:\"BODY 3 REF 5\"\n")
		var all strings.Builder
		for _, m := range h.Run(tc.line) {
			all.WriteString(m.Text())
		}
		for _, want := range []string{tc.stun, tc.death} {
			if !strings.Contains(all.String(), want) {
				t.Errorf("%s: want %q in %s", tc.locale, want, all.String())
			}
		}
	}
}

// A player at Mortal gets a death-save button at the next round and rolls it.
func TestMedievalDeathSavePromptButton(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "en", 5, 3, 9, 4, 3, 2, 2, 8)
	h.Run(`/system set system:medieval
/combat start
@Ann /char set stats:"REF 6 BODY 10" name:Ann
@Ann /combat join
/combat add name:Orc stats:"REF 5 BODY 10"
/damage target:Ann amount:20 direct:true
`)
	out := h.Run("!click Next round\n")
	if got := consoletest.LastOf(t, out); !strings.Contains(got.Text(), "Ann: death save") {
		t.Fatalf("no death-save button: %s", got.Text())
	}
	got := consoletest.LastOf(t, h.Run("@Ann !click Ann: death save\n"))
	consoletest.MedWant(t, got, "Ann: death save 8 (needs 9 or less) — still alive.")
}

// A stunned player is prompted on a later turn («Оглушение/Шок может быть
// отменён путём успешного прохождения проверки в последующем раунде») and
// rolls from the tracker: Critical, BODY 10 − 2 = 8; 3 ≤ 8 brings Ann back.
func TestMedievalStunPromptForPlayer(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		c := medClicks[locale]
		h := consoletest.NewSystemHarness(t, locale, 5, 3, 9, 4, 1, 1, 3)
		h.Run(`/system set system:medieval
/combat start
@Ann /char set stats:"REF 6 BODY 10" name:Ann
@Ann /combat join
/combat add name:Orc stats:"REF 5 BODY 10"
/damage target:Ann amount:10 direct:true
`)
		h.Run(c.next + c.round)
		got := consoletest.LastOf(t, h.Run(c.next))
		button := medPick(locale, "Ann: stun save", "Ann: спасбросок от оглушения")
		consoletest.MedWant(t, got, button)
		got = consoletest.LastOf(t, h.Run("@Ann !click "+button+"\n"))
		consoletest.MedWant(t, got, medPick(locale, "Ann: stun save 3 (needs 8 or less) — passed.", "Ann: спасбросок от оглушения 3"))
		if strings.Contains(got.Text(), medPick(locale, "stunned", "оглушён")) {
			t.Errorf("Ann is still stunned: %s", got.Text())
		}
	})
}

// medAnySays reports whether any message of out contains s.
func medAnySays(out []consoletest.Sent, s string) bool {
	for _, o := range out {
		if strings.Contains(o.Text(), s) {
			return true
		}
	}
	return false
}

// «Новые спасбросок требуется каждый раунд, пока персонаж остаётся не
// вылеченным»: a player's death save is owed from the start of the round, as
// a tracker prompt naming BODY − N. A wound after the prompt left it naming
// the old number (Mortal 0: "7 or less" while Bob was at Mortal 1, needing
// 6), and a roll no longer owed stayed: killed, or healed out of Mortal, Bob
// kept the button, and the next round was refused ("Bob is already dead" /
// "Bob is not mortally wounded") and never came. Bob: REF 7, BODY 7.
func TestMedievalOwedSavesFollowWoundsAndHeals(t *testing.T) {
	for _, c := range []struct {
		locale, setup, hurt, wound, kill, heal, next string
		stale, fresh, round3                         string
	}{
		{"en", "/system set system:medieval\n/combat start\n@Bob /char set stats:\"REF 7 BODY 7 Archery 5\" name:Bob\n@Bob /combat join\n/combat add name:Orc stats:\"REF 6 BODY 9 Melee 4\"\n",
			"/damage target:Bob amount:14 direct:true\n", "/damage target:Bob amount:6 direct:true\n",
			"/damage target:Bob amount:40 direct:true\n", "/heal target:Bob points:10\n", "!click Next round\n",
			"Bob is at Mortal 0: death save, roll 7 or less", "Bob is at Mortal 1: death save, roll 6 or less", "Fight — round 3"},
		{"ru", "/система выбрать система:medieval\n/бой начать\n@Bob /персонаж задать параметры:\"РЕФ 7 ТЕЛ 7 Стрельба_из_лука 5\" имя:Bob\n@Bob /бой войти\n/бой добавить имя:Orc параметры:\"РЕФ 6 ТЕЛ 9 Ближний_бой 4\"\n",
			"/урон цель:Bob количество:14 напрямую:да\n", "/урон цель:Bob количество:6 напрямую:да\n",
			"/урон цель:Bob количество:40 напрямую:да\n", "/лечить цель:Bob пункты:10\n", "!click Следующий раунд\n",
			"Bob: ранение Смертельное 0 — спасбросок против смерти, нужно 7", "Bob: ранение Смертельное 1 — спасбросок против смерти, нужно 6", "Бой — раунд 3"},
	} {
		for _, end := range []string{"kill", "heal"} {
			t.Run(c.locale+"/"+end, func(t *testing.T) {
				// Initiative: Bob 5 + 7, Orc 3 + 6. 14 points: stun 2 ≤ 4,
				// death 3 ≤ 7. Round 2: Bob 1 + REF ⅓ 3, Orc 1 + 6; Bob owes
				// the death save. 6 more (20, Mortal 1): stun 2 ≤ 3, death
				// 2 ≤ 6. Round 3's initiative: 2, 2.
				h := consoletest.NewSystemHarness(t, c.locale, 5, 3, 2, 3, 1, 1, 2, 2, 2, 2)
				h.Run(c.setup + c.hurt)
				if out := h.Run(c.next); !medAnySays(out, c.stale) {
					t.Fatalf("round 2 owes no death save %q: %s", c.stale, consoletest.LastOf(t, out).Text())
				}
				out := h.Run(c.wound)
				if medAnySays(out, c.stale) || !medAnySays(out, c.fresh) {
					t.Fatalf("after the wound the tracker should read %q: %s", c.fresh, consoletest.LastOf(t, out).Text())
				}
				if end == "kill" {
					h.Run(c.kill)
				} else {
					h.Run(c.heal)
				}
				out = h.Run(c.next)
				for _, o := range out {
					if o.Ephemeral {
						t.Fatalf("the next round was refused: %s", o.Text())
					}
				}
				if !medAnySays(out, c.round3) {
					t.Fatalf("no round 3: %s", consoletest.LastOf(t, out).Text())
				}
				if err := h.Dice.Err(); err != nil {
					t.Fatal(err)
				}
			})
		}
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
func TestMedievalStunSaveNoDieCanMake(t *testing.T) {
	for _, c := range []struct {
		locale, setup, script string
		want, plain           string
	}{
		{"en", medPlayersEN,
			"/damage target:Bob amount:24 direct:true\n!click Next round\n!click Next turn\n!click Next turn\n!click Next turn\n",
			"Bob is stunned: stun save, roll 0 or less on 1d10 — no d10 can: with these wounds, out of the fight until they are healed.",
			"Bob is at Mortal 2: death save, roll 3 or less on 1d10."},
		{"ru", medPlayersRU,
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

// Two players owe rolls in the same round — Ann a death save
// (Mortal 1, the round's), Bob a stun save (his turn's). Ann clicks, Bob
// does not. The stun save lapsed with Bob's turn without a word, so the
// owed line now says it is this turn's and what an unrolled one means;
// each player's button refuses the other. Dice: initiative 5, 5, 5; Ann's
// stun save 2 and death save 8 (20 points, BODY 10); Bob's stun save 6
// (> BODY 4 − 1: stunned) and its Hollywood d6 4; round 2 initiative 4, 4,
// 4; Ann's death save 4.
func TestMedievalTwoPlayersOweRolls(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 5, 5, 2, 8, 6, 4, 4, 4, 4, 4)
		h.Run(`/system set system:medieval
/combat start
@Ann /char set name:Ann stats:"REF 6 BODY 10"
@Ann /combat join
@Bob /char set name:Bob stats:"REF 5 BODY 4"
@Bob /combat join
/combat add name:Orc stats:"REF 9 BODY 8 Melee 4"
/damage target:Ann amount:20 direct:true
/damage target:Bob amount:6 direct:true
!click Next round
`)
		stun := medPick(locale, "Bob is stunned: stun save, roll 3 or less on 1d10 to get back into the fight. Roll it this turn: a turn that passes without it leaves Bob stunned until the next one.",
			"Bob оглушён(а): спасбросок от оглушения, нужно 3 или меньше на 1D10, чтобы вернуться в бой. Бросок — в этот ход: если ход пройдёт без него, оглушение останется до следующего хода.")
		death := medPick(locale, "Ann is at Mortal 1: death save, roll 9 or less on 1d10.",
			"Ann: ранение Смертельное 1 — спасбросок против смерти, нужно 9 или меньше на 1D10.")
		consoletest.MedWant(t, consoletest.LastOf(t, h.Run("!click "+medPick(locale, "Next turn", "Следующий ход")+"\n")), stun, death)
		for _, c := range []struct{ who, button, name string }{
			{"@Bob", "Ann: " + medPick(locale, "death save", "спасбросок против смерти"), "Ann"},
			{"@Ann", "Bob: " + medPick(locale, "stun save", "спасбросок от оглушения"), "Bob"},
		} {
			got := consoletest.LastOf(t, h.Run(c.who+" !click "+c.button+"\n"))
			if !got.Ephemeral || !strings.Contains(got.Text(), c.name) {
				t.Errorf("%s clicks %q: %s", c.who, c.button, got.Text())
			}
		}
		got := consoletest.LastOf(t, h.Run("@Ann !click Ann: "+medPick(locale, "death save", "спасбросок против смерти")+"\n"))
		consoletest.MedWant(t, got, stun, medPick(locale, "Ann: death save 4 (needs 9 or less) — still alive.", "Ann: спасбросок против смерти"))
		if strings.Contains(got.Text(), death) {
			t.Errorf("the rolled death save is still owed: %s", got.Text())
		}
		if err := h.Dice.Err(); err != nil {
			t.Fatal(err)
		}
	})
}
