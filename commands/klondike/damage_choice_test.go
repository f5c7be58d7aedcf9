package klondike_test

import (
	"fmt"
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// «Весь последующий урон наносится, на выбор игрока, по Силе или
// Ловкости.» The player's STR/DEX choice for damage past END: its buttons,
// who may press them, the player's actions waiting on it, and the round's
// end placing what is left open as an NPC's would. Every /combat add or
// join draws 2d6 of initiative first (2d6 + INT DM − 3 without Tactics).

func TestKlondikeChoiceRefusedForOthersAndTwice(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "en", 1, 1, 2, 2, 6, 6, 6, 6, 3, 3, 2)
	out := h.Run(`/system set system:klondike
/combat start
/combat add name:Gunner
@Ann /char set stats:"DEX 7 END 2 STR 7" name:Ann
@Ann /combat join
/attack attacker:Gunner target:Ann damage:2d6
@Bob !click Ann: damage → DEX
@Ann !click Ann: damage → DEX
@Ann !click Ann: damage → STR
`)
	// 6+6 − 3 (untrained) = 9, Effect +1; 2d6 = 12 + 1 = 13 → END 2 → 0,
	// 11 pending.
	n := len(out)
	if !out[n-1].Ephemeral || !strings.Contains(out[n-1].Text(), "No damage is waiting") {
		t.Fatalf("second choice not refused: %s", out[n-1].Text())
	}
	bob := consoletest.ByText(t, out, "not yours")
	if !bob.Ephemeral {
		t.Fatalf("Bob's click: %s", bob.Text())
	}
	// DEX 7 takes 7 (unconscious: 3+3 − 2 on original END 2 = 4, fails → d6 = 2
	// hours), the rest (4) goes on into STR.
	consoletest.KlWant(t, "choice", consoletest.ByText(t, out, "damage past END → DEX"), "DEX −7", "STR −4", "Now STR 3 · DEX 0 · END 0", "🎲 3+3 −2 = 4 on original END", "2 hours")
}

// «Весь последующий урон наносится, на выбор игрока, по Силе или
// Ловкости.» The GM's shot put Cy's END to 0 with 7 left over; the reply
// showed "7 damage: choose STR or DEX" and Cy's buttons, but named only the
// character: the player was never pinged, and the round's end chose for
// them. The public reply now mentions Cy's player and says what waits;
// an NPC's overflow (placed at once) mentions nobody.
// Initiative Cy 5+5 +1 −3 = 8, Bandit 1+1 −3 = −1; the Bandit's shot
// 6+6 −3 (untrained) = 9, Effect +1; 3+3+3+3 +1 = 13: END −6, 7 waiting.
func TestKlondikePendingChoiceMentionsPlayer(t *testing.T) {
	for _, tc := range []struct{ locale, setup, shot, npc, want string }{
		{"ru", `@Cy /персонаж задать параметры:"СИЛ 6 ЛОВ 9 ВЫН 6 ИНТ 9" имя:Cy
@Cy /бой войти
/бой добавить имя:Бандит
`, "/атака атакующий:Бандит цель:Cy урон:4d6 дистанция:5\n", "/урон цель:Бандит количество:10\n",
			"**Cy**: выберите, куда идёт урон сверх ВЫН — СИЛ или ЛОВ (кнопки ниже). Без выбора к концу раунда он уйдёт в большую из них."},
		{"en", `@Cy /char set stats:"STR 6 DEX 9 END 6 INT 9" name:Cy
@Cy /combat join
/combat add name:Bandit
`, "/attack attacker:Bandit target:Cy damage:4d6 range:5\n", "/damage target:Bandit amount:10\n",
			"**Cy**: choose where the damage past END goes — STR or DEX (the buttons below). Unchosen by the round's end, it goes to the higher."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 5, 5, 1, 1, 6, 6, 3, 3, 3, 3)
			out := h.Run(consoletest.KlSetup(tc.locale) + tc.setup)
			owner := klOwnerOf(t, out, "Cy")
			got := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.shot)))
			if got.Ephemeral {
				t.Fatalf("the hit should be public: %s", got.Text())
			}
			if c, want := klContent(t, got), "<@"+owner+">, "+tc.want; c != want {
				t.Errorf("content = %q, want %q", c, want)
			}
			got = consoletest.LastOf(t, consoletest.Replies(h.Run(tc.npc)))
			if c := klContent(t, got); c != "" {
				t.Errorf("an NPC's overflow asks nobody, content = %q", c)
			}
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// «Весь последующий урон наносится, на выбор игрока, по Силе или Ловкости.»
// A grenade that leaves two players with damage past END must let each of
// them choose: the reply carries both players' STR/DEX buttons, as a
// single shot's does. A blast's reply used to have none, and a
// player hit after their turn (Cid, below) had no way to choose before the
// round's end placed the damage for them.
// Initiative Bob 6+6 −3, Cid 5+5 −3, Boss 1+1 −3. Boss throws: 5+4 −3 = 6,
// a miss by 2 (it lands 3+2 −2 = 3 m off, direction die 2); 4+1+6+3+2 =
// 16 damage: Bob END 8 → 0 and 8 waiting; Cid dove prone, 8: END 7 → 0 and
// 1 waiting.
func TestKlondikeBlastOffersEachPlayerTheChoice(t *testing.T) {
	for _, tc := range []struct{ locale, script, bob, cid, picked string }{
		{"en", `@Bob /char set stats:"END 8 DEX 7 STR 9 INT 6" name:Bob
@Bob /combat join
@Cid /char set stats:"DEX 8 STR 6 END 7 INT 8" name:Cid
@Cid /combat join
/combat add name:Boss
/attack attacker:Boss target:Bob extra:"targets:'Cid:prone'" weapon:grenade range:15
`, "Bob: damage → STR", "Cid: damage → DEX", "Cid: damage past END → DEX"},
		{"ru", `@Bob /персонаж задать параметры:"ВЫН 8 ЛОВ 7 СИЛ 9 ИНТ 6" имя:Bob
@Bob /бой войти
@Cid /персонаж задать параметры:"ЛОВ 8 СИЛ 6 ВЫН 7 ИНТ 8" имя:Cid
@Cid /бой войти
/бой добавить имя:Boss
/атака атакующий:Boss цель:Bob ещё:"цели:'Cid:prone'" оружие:grenade дистанция:15
`, "Bob: урон → СИЛ", "Cid: урон → ЛОВ", "Cid: урон сверх ВЫН → ЛОВ"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 5, 5, 1, 1, 5, 4, 3, 2, 2, 4, 1, 6, 3, 2)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		blast := consoletest.ByText(t, out, "💥 Boss")
		if blast.Ephemeral || !strings.Contains(blast.Text(), "16") {
			t.Fatalf("%s: the grenade: %s", tc.locale, blast.Text())
		}
		consoletest.KlWant(t, tc.locale+" blast buttons", blast, tc.bob, tc.cid)
		// Cid (not Bob) presses his own button: 1 into DEX, 8 → 7.
		out = h.Run("@Cid !click " + tc.cid + "\n")
		chosen := consoletest.ByText(t, out, tc.picked)
		if chosen.Ephemeral {
			t.Fatalf("%s: Cid's choice was refused: %s", tc.locale, chosen.Text())
		}
	}
}

// "Весь последующий урон наносится, на выбор игрока, по Силе или
// Ловкости." The choice is the player's, but damage taken in a round is
// placed by that round's end: left open, it goes where an NPC's would (the
// higher of STR and DEX, STR on a tie). Ann (STR 8, DEX 9, END 2) takes 5:
// END 2 → 0, 3 wait for her choice; nobody clicks; at the round's end the
// 3 go into DEX 9 → 6.
func TestKlondikePendingDamagePlacedAtRoundEnd(t *testing.T) {
	for _, tc := range []struct {
		locale, script, placed, pending string
	}{
		{"en", `@Ann /char set stats:"STR 8 DEX 9 END 2 INT 8" name:Ann
@Ann /combat join
/combat add name:Orc
/damage target:Ann amount:5
!click Next round
`, "Ann did not choose by the end of the round: 3 damage past END goes into DEX, the higher (now STR 8, DEX 6).", "damage: choose STR or DEX"},
		{"ru", `@Ann /персонаж задать параметры:"СИЛ 8 ЛОВ 9 ВЫН 2 ИНТ 8" имя:Ann
@Ann /бой войти
/бой добавить имя:Orc
/урон цель:Ann количество:5
!click Следующий раунд
`, "Ann: к концу раунда выбор не сделан — урон сверх ВЫН (3) уходит в ЛОВ, она выше (теперь СИЛ 8, ЛОВ 6).", "выберите СИЛ или ЛОВ"},
	} {
		// Initiative Ann 3+4 −3, Orc 5+5 −3; round 2: 2+2, 2+2.
		h := consoletest.NewSystemHarness(t, tc.locale, 3, 4, 5, 5, 2, 2, 2, 2)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		round2 := consoletest.LastOf(t, out)
		consoletest.KlWant(t, tc.locale+" round 2", round2, tc.placed)
		consoletest.KlNot(t, tc.locale+" round 2", round2, tc.pending, "klondike.event")
		// The choice buttons are gone with the damage.
		consoletest.KlNot(t, tc.locale+" round 2", round2, "klondike.to_str", "klondike.to_dex")
	}
}

// Placed at the round's end, damage that takes
// DEX to 0 knocks the character out as a chosen one would ("Если любая из
// этих характеристик доходит до нуля, персонаж теряет сознание. Совершите
// бросок по изначальной характеристике Выносливости - при успехе он придет
// в себя через д6 минут, при провале через д6 часов"). Ann takes 11: END
// 2 → 0, 9 wait; at the round's end DEX 9 → 0: 6+6 −2 (END 2) = 10, a
// success, d6 = 3 minutes. The roll is drawn at the round's end, before
// the next round's initiative.
func TestKlondikePendingDamagePlacedAtRoundEndKnocksOut(t *testing.T) {
	for _, tc := range []struct{ locale, script, placed, out string }{
		{"en", `@Ann /char set stats:"STR 8 DEX 9 END 2 INT 8" name:Ann
@Ann /combat join
/combat add name:Orc
/damage target:Ann amount:11
!click Next round
`, "9 damage past END goes into DEX, the higher (now STR 8, DEX 0).", "Ann falls unconscious, Seriously wounded: 10 on original END — comes to in 3 min."},
		{"ru", `@Ann /персонаж задать параметры:"СИЛ 8 ЛОВ 9 ВЫН 2 ИНТ 8" имя:Ann
@Ann /бой войти
/бой добавить имя:Orc
/урон цель:Ann количество:11
!click Следующий раунд
`, "урон сверх ВЫН (9) уходит в ЛОВ, она выше (теперь СИЛ 8, ЛОВ 0).", "Ann: без сознания, Тяжело ранен(а) — 10 по изначальной ВЫН, очнётся через 3 мин."},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 3, 4, 5, 5, 6, 6, 3, 1, 1, 2, 2)
		round2 := consoletest.LastOf(t, h.Run(consoletest.KlSetup(tc.locale)+tc.script))
		consoletest.KlWant(t, tc.locale+" round 2", round2, tc.placed, tc.out)
	}
}

// Damage past END left unplaced goes at the round's end where an NPC's
// would: the higher of STR and DEX, STR on a tie («Весь последующий урон
// наносится, на выбор игрока, по Силе или Ловкости»; the tie is this
// bot's rule). On a tie the table was told STR was "the higher"; it now
// says the two were equal. Ann (STR 8, DEX 8, END 2) takes 5: END 2 → 0,
// 3 into STR 8 → 5.
func TestKlondikePendingTieSaysEqual(t *testing.T) {
	for _, tc := range []struct{ locale, script, placed, wrong string }{
		{"en", `@Ann /char set stats:"STR 8 DEX 8 END 2 INT 8" name:Ann
@Ann /combat join
/combat add name:Orc
/damage target:Ann amount:5
!click Next round
`, "3 damage past END goes into STR, STR and DEX being equal (now STR 5, DEX 8).", "the higher"},
		{"ru", `@Ann /персонаж задать параметры:"СИЛ 8 ЛОВ 8 ВЫН 2 ИНТ 8" имя:Ann
@Ann /бой войти
/бой добавить имя:Orc
/урон цель:Ann количество:5
!click Следующий раунд
`, "урон сверх ВЫН (3) уходит в СИЛ, СИЛ и ЛОВ равны (теперь СИЛ 5, ЛОВ 8).", "она выше"},
	} {
		// Initiative Ann 3+4 −3, Orc 5+5 −3; round 2: 2+2, 2+2.
		h := consoletest.NewSystemHarness(t, tc.locale, 3, 4, 5, 5, 2, 2, 2, 2)
		round2 := consoletest.LastOf(t, h.Run(consoletest.KlSetup(tc.locale)+tc.script))
		consoletest.KlWant(t, tc.locale+" round 2", round2, tc.placed)
		consoletest.KlNot(t, tc.locale+" round 2", round2, tc.wrong)
	}
}

// While damage waits for the choice, the player's
// own actions wait too — the damage came first. Ann (END 2) takes 2 in
// Orc's turn (END 0: shock); her turn passes in shock, the round ends
// (shock over, Wounded); in round 2 she takes 3 more, all past END. Her
// attack is refused until she places them; then it goes ahead.
func TestKlondikePendingDamageBlocksThePlayersActions(t *testing.T) {
	for _, tc := range []struct{ locale, script, refusal, button string }{
		{"en", `@Ann /char set stats:"STR 8 DEX 9 END 2 INT 8" name:Ann
@Ann /combat join
/combat add name:Orc
/damage target:Ann amount:2
/combat next
!click Next round
/damage target:Ann amount:3
@Ann /attack target:Orc damage:2d6
`, "Ann: first choose where the 3 damage past END goes (STR or DEX)", "Ann: damage → STR"},
		{"ru", `@Ann /персонаж задать параметры:"СИЛ 8 ЛОВ 9 ВЫН 2 ИНТ 8" имя:Ann
@Ann /бой войти
/бой добавить имя:Orc
/урон цель:Ann количество:2
/бой далее
!click Следующий раунд
/урон цель:Ann количество:3
@Ann /атака цель:Orc урон:2d6
`, "Ann: сначала выберите, куда идёт урон сверх ВЫН (3) — в СИЛ или ЛОВ", "Ann: урон → СИЛ"},
	} {
		// Initiative Ann 3+4 −3, Orc 5+5 −3; round 2 Orc 5+5, Ann 1+1.
		h := consoletest.NewSystemHarness(t, tc.locale, 3, 4, 5, 5, 5, 5, 1, 1, 6, 6, 2, 2)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		refused := consoletest.LastOf(t, out)
		if !refused.Ephemeral {
			t.Fatalf("%s: the attack went ahead with damage waiting: %s", tc.locale, refused.Text())
		}
		consoletest.KlWant(t, tc.locale+" refusal", refused, tc.refusal)
		// Placed, the attack goes on her turn (her two actions come with it:
		// those of round 1 ended with it): 6+6 −3 (untrained) −1 (Wounded)
		// = 8 hits.
		next := map[string]string{"en": "/combat next", "ru": "/бой далее"}[tc.locale]
		out = h.Run("@Ann !click " + tc.button + "\n" + next + "\n@Ann " + map[string]string{"en": "/attack target:Orc damage:2d6", "ru": "/атака цель:Orc урон:2d6"}[tc.locale] + "\n")
		att := consoletest.ByText(t, out, "Ann → Orc")
		if att.Ephemeral {
			t.Fatalf("%s: the attack after the choice was refused: %s", tc.locale, att.Text())
		}
	}
}

// A player's damage past END waits for the STR/DEX choice as two owed
// rolls on the tracker. Any later redraw of the tracker (another fighter
// joining, the fight's end) read the stored note back and showed the raw
// keys "klondike.event.choose_damage" / "…_dex" instead of the text: the
// stored count came back as a JSON number go-i18n refuses as a plural count.
func TestKlondikeOwedDamageChoiceReadsWellAfterARedraw(t *testing.T) {
	for _, tc := range []struct{ locale, script, want, dex string }{
		{"en", `@Ann /char set stats:"STR 8 DEX 9 END 2 INT 8" name:Ann
@Ann /combat join
/combat add name:Orc
/damage target:Ann amount:5
!click Next turn
/combat add name:Gob
`, "3 damage past END: choose STR or DEX.", "…or 3 into DEX."},
		{"ru", `@Ann /персонаж задать параметры:"СИЛ 8 ЛОВ 9 ВЫН 2 ИНТ 8" имя:Ann
@Ann /бой войти
/бой добавить имя:Orc
/урон цель:Ann количество:5
!click Следующий ход
/бой добавить имя:Gob
`, "урон сверх ВЫН (3) — выберите СИЛ или ЛОВ.", "…или 3 в ЛОВ."},
	} {
		// Initiative: Ann 3+4−3, Orc 5+5−3 (first), Gob 2+6−3.
		h := consoletest.NewSystemHarness(t, tc.locale, 3, 4, 5, 5, 2, 6)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		redrawn := consoletest.LastOf(t, out)
		consoletest.KlWant(t, tc.locale+" redrawn tracker", redrawn, tc.want, tc.dex)
		consoletest.KlNot(t, tc.locale+" redrawn tracker", redrawn, "klondike.event")
	}
}

// A dying player hit again was asked "9 damage: choose STR or
// DEX" with both at 0, and the round's end then reported placing it.
// «Весь последующий урон наносится, на выбор игрока, по Силе или Ловкости.
// Если любая из этих характеристик доходит до нуля, персонаж теряет
// сознание.» Once one is at 0 and the character is out, the choice has no
// answer: the damage goes at once into the one left (no unconsciousness
// roll is owed again). Ann (STR 1, DEX 9, END 1): 2 damage to STR — END
// 1 → 0, STR 1 → 0, out: 2+2 −2 (original END 1) = 2, d6 4 hours. Then 4:
// DEX 9 → 5 with no prompt; then 20: DEX 5 → 0, dying; then 3 more: no
// prompt either.
func TestKlondikeNoDamageChoiceWhenItHasNoAnswer(t *testing.T) {
	for _, c := range []struct {
		locale, script, dex, dying, prompt string
	}{
		{"en", `@Ann /char set stats:"STR 1 DEX 9 END 1 INT 8" name:Ann
@Ann /combat join
/combat add name:Orc
/damage target:Ann amount:2 to:str
/damage target:Ann amount:4
/damage target:Ann amount:20
/damage target:Ann amount:3
`, "DEX −4\nNow STR 0 · DEX 5 · END 0", "Dying: needs surgery", "choose STR or DEX"},
		{"ru", `@Ann /персонаж задать параметры:"СИЛ 1 ЛОВ 9 ВЫН 1 ИНТ 8" имя:Ann
@Ann /бой войти
/бой добавить имя:Orc
/урон цель:Ann количество:2 куда:str
/урон цель:Ann количество:4
/урон цель:Ann количество:20
/урон цель:Ann количество:3
`, "ЛОВ −4\nТеперь СИЛ 0 · ЛОВ 5 · ВЫН 0", "При смерти: нужна операция", "выберите СИЛ или ЛОВ"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			// Initiative Ann 3+4 −3, Orc 5+5 −3; the unconsciousness roll
			// 2+2 and its d6 4.
			h := consoletest.NewSystemHarness(t, c.locale, 3, 4, 5, 5, 2, 2, 4)
			out := h.Run(consoletest.KlSetup(c.locale) + c.script)
			var hits []consoletest.Sent
			for _, s := range out {
				if s.Kind == "response" && strings.Contains(s.Text(), "🩸") {
					hits = append(hits, s)
				}
			}
			if len(hits) != 4 {
				t.Fatalf("%d damage replies, want 4", len(hits))
			}
			_, _, fields := consoletest.KlEmbed(t, hits[1])
			if len(fields) == 0 || !strings.Contains(fields[0].Value, c.dex) {
				t.Errorf("the second hit does not go into DEX at once: %s", hits[1].Text())
			}
			consoletest.KlWant(t, "the third hit", hits[2], c.dying)
			for i, s := range hits[1:] {
				consoletest.KlNot(t, fmt.Sprintf("hit %d", i+2), s, c.prompt, "kl:to:")
			}
			consoletest.KlNot(t, "the tracker", consoletest.LastOf(t, out), c.prompt)
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
			if n := h.Dice.Remaining(); n != 0 {
				t.Errorf("%d dice left", n)
			}
		})
	}
}
