package klondike_test

import (
	"fmt"
	"fray/bot/consoletest"
	"testing"
)

// Grappling: the opposed Melee/DEX roll, the winner's results (knock down,
// push, disarm, throw, damage that ignores armor), the hold and its +1,
// and who is pinged to pick.

func TestKlondikeGrappleDamageIgnoresArmorBothLocales(t *testing.T) {
	for _, tc := range []struct {
		locale, script string
		roll, picked   []string
	}{
		{"en", `/system set system:klondike
/combat start
/combat add name:Ann stats:"DEX 9 STR 10 melee 1"
/combat add name:Bob stats:"DEX 6 END 9" armor:3
/grapple attacker:Ann target:Bob
!click Ann: Damage (2+STR+Effect)
`,
			[]string{"Ann **12** — Bob **2** — Ann wins, Effect +4", "🎲 5+5 +2 = **12**", "Melee +1", "🎲 3+2 −3 = **2**", "untrained −3", "kl:gr:1:2:knockdown", "kl:gr:1:2:hold"},
			[]string{"2 +1 STR DM +4 Effect = **7**", "7 damage − armor 0 = **7**", "END −7", "Now STR 7 · DEX 6 · END 2", "keeps holding Bob"}},
		{"ru", `/система выбрать система:klondike
/бой начать
/бой добавить имя:Ann параметры:"ЛОВ 9 СИЛ 10 Ближний_бой 1"
/бой добавить имя:Bob параметры:"ЛОВ 6 ВЫН 9" броня:3
/борьба атакующий:Ann цель:Bob
!click Ann: Нанести урон (2+СИЛ+Эффект)
`,
			[]string{"Ann **12** — Bob **2** — побеждает Ann, Эффект +4", "🎲 5+5 +2 = **12**", "без навыка −3"},
			[]string{"2 +1 ДМ СИЛ +4 Эффект = **7**", "Урон 7 − броня 0 = **7**", "ВЫН −7", "Теперь СИЛ 7 · ЛОВ 6 · ВЫН 2", "удерживает Bob"}},
	} {
		// Initiative 3+3, 2+2; Ann 5+5 + DEX DM 1 + Melee 1 = 12 (Effect
		// +4) vs Bob 3+2 + 0 − 3 = 2. "Нанести урон 2+СИЛ+Эффект …
		// игнорирует броню": 2 + STR DM 1 + 4 = 7 through Bob's armor 3.
		h := consoletest.NewSystemHarness(t, tc.locale, 3, 3, 2, 2, 5, 5, 3, 2)
		out := h.Run(tc.script)
		consoletest.KlWant(t, tc.locale+" roll", consoletest.ByText(t, out, "kl:gr:"), tc.roll...)
		consoletest.KlWant(t, tc.locale+" pick", consoletest.ByText(t, out, "= **7**"), tc.picked...)
	}
}

// The grapple's Damage result on an armoured loser read
// «4 damage − armor 0 = 4» — as if Boss (armor 2) wore none. «Нанести урон
// 2+СИЛ+Эффект. Такой урон игнорирует броню кроме полностью закрытых
// скафандров.» The reply now says the armor was passed by; a sealed suit
// still counts (no such line). Dice as in
// TestKlondikeGrappleKnockoutEndsTheHold.
func TestKlondikeGrappleDamageSaysArmorIgnored(t *testing.T) {
	for _, tc := range []struct{ locale, script, sealed, want string }{
		{"en", `/combat add name:Cal stats:"STR 10 DEX 7 melee 2"
/combat add name:Boss stats:"STR 3 DEX 1 END 1" armor:%s
/grapple attacker:Cal target:Boss
!click Cal: Damage (2+STR+Effect)
`, "\"2 sealed\"", "Armor 2 does not count: grapple damage ignores armor (only a fully sealed suit protects)."},
		{"ru", `/бой добавить имя:Cal параметры:"СИЛ 10 ЛОВ 7 ближний_бой 2"
/бой добавить имя:Boss параметры:"СИЛ 3 ЛОВ 1 ВЫН 1" броня:%s
/борьба атакующий:Cal цель:Boss
!click Cal: Нанести урон (2+СИЛ+Эффект)
`, "\"2 скафандр\"", "Броня 2 не учитывается: урон в борьбе игнорирует броню (кроме полностью закрытого скафандра)."},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 5, 2, 2, 3, 3, 3, 4)
		out := h.Run(consoletest.KlSetup(tc.locale) + fmt.Sprintf(tc.script, "2"))
		consoletest.KlWant(t, tc.locale, consoletest.ByText(t, out, "🤼 Cal → Boss"), "= **4**", tc.want)
		// A sealed suit is not ignored: 4 − 2 = 2, no such line.
		h = consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 5, 2, 2, 3)
		out = h.Run(consoletest.KlSetup(tc.locale) + fmt.Sprintf(tc.script, tc.sealed))
		e := consoletest.ByText(t, out, "🤼 Cal → Boss")
		consoletest.KlWant(t, tc.locale+" sealed", e, "**2**")
		consoletest.KlNot(t, tc.locale+" sealed", e, tc.want)
	}
}

func TestKlondikeGrappleHoldPromptAndWinnerBonus(t *testing.T) {
	// Ann wins 12 vs 2 and keeps holding: neither may do anything but
	// wrestle. On Bob's turn the tracker offers the grapple roll: Bob 4+4 −
	// 3 = 5; Ann 4+4 + 1 + 1 + 1 (last round's winner) = 11, Effect +3.
	h := consoletest.NewSystemHarness(t, "en", 3, 3, 2, 2, 5, 5, 3, 2, 4, 4, 4, 4)
	out := h.Run(`/system set system:klondike
/combat start
@Ann /char set stats:"DEX 9 STR 10 melee 1" name:Ann
@Ann /combat join
@Bob /char set stats:"DEX 6 END 9" name:Bob
@Bob /combat join
@Ann /grapple target:Bob
@Bob !click Ann: Keep holding
@Ann !click Ann: Keep holding
@Ann /attack target:Bob damage:2d6
/combat next
@Bob !click Bob: grapple roll
`)
	if s := consoletest.ByText(t, out, "Ann is not yours"); !s.Ephemeral {
		t.Errorf("Bob picked Ann's result: %s", s.Text())
	}
	if s := consoletest.ByText(t, out, "❌ Grappling: can only wrestle."); !s.Ephemeral {
		t.Errorf("the held grappler attacked: %s", s.Text())
	}
	consoletest.KlWant(t, "prompt", consoletest.LastOf(t, out), "Grapple Bob 5 vs Ann 11: Ann wins, Effect +3")
}

// «Победитель броска может: * Сбить противника с ног». The grapple's
// knock-down result said "Knocked prone (damage before armor ≥ 2×DEX)" —
// the damage rule's reason, though no damage was dealt. It now says who
// falls: 5+5 +1 DEX +2 Melee = 13 against 3+3 +0 +1 = 7, Ann wins.
func TestKlondikeGrappleKnockdownSaysNoDamageRule(t *testing.T) {
	for _, tc := range []struct{ locale, script, want, not string }{
		{"en", "/grapple attacker:Ann target:Orc\n!click Ann: Knock down\n",
			"Orc is knocked down: prone.", "2×DEX"},
		{"ru", "/борьба атакующий:Ann цель:Orc\n!click Ann: Сбить с ног\n",
			"Orc падает на землю: лежит.", "2×ЛОВ"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 5, 5, 3, 3)
			got := consoletest.LastOf(t, consoletest.Replies(h.Run(klAnnAndOrc(tc.locale)+tc.script)))
			consoletest.KlWant(t, "grapple knockdown", got, tc.want)
			consoletest.KlNot(t, "grapple knockdown", got, tc.not)
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// The grapple's Damage result that knocks the loser out said
// «Cal keeps holding Boss: neither acts but wrestles» while the tracker
// showed no hold (none is kept on one who is down). «Во всех случаях,
// кроме броска и выхода из захвата, победитель может продолжить удерживать
// цель - в таком случае оба борющихся не могут совершать действий кроме
// продолжения борьбы»: an unconscious loser cannot wrestle, so the grapple
// is over and the reply says so.
//
// Initiative Cal 6+6 −3, Boss 1+1 −3. Cal 5+2 +2 Melee = 9, Effect +1;
// Boss 2+3 −2 (DEX 1) −3 untrained = 0. Damage 2 +1 STR DM +1 Effect = 4,
// armor ignored: END 1 → 0, 3 into STR 3 (the higher) → 0: unconscious,
// 3+3 −2 = 4 on original END 1, d6 4 hours.
func TestKlondikeGrappleKnockoutEndsTheHold(t *testing.T) {
	for _, tc := range []struct{ locale, script, over, holding string }{
		{"en", `/combat add name:Cal stats:"STR 10 DEX 7 melee 2"
/combat add name:Boss stats:"STR 3 DEX 1 END 1"
/grapple attacker:Cal target:Boss
!click Cal: Damage (2+STR+Effect)
`, "The grapple is over.", "keeps holding"},
		{"ru", `/бой добавить имя:Cal параметры:"СИЛ 10 ЛОВ 7 ближний_бой 2"
/бой добавить имя:Boss параметры:"СИЛ 3 ЛОВ 1 ВЫН 1"
/борьба атакующий:Cal цель:Boss
!click Cal: Нанести урон (2+СИЛ+Эффект)
`, "Захват окончен.", "удерживает"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 5, 2, 2, 3, 3, 3, 4)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		e := consoletest.ByText(t, out, "🤼 Cal → Boss")
		consoletest.KlWant(t, tc.locale, e, "= **4**", tc.over)
		consoletest.KlNot(t, tc.locale, e, tc.holding)
	}
}

// «Победитель броска может: …» The GM's Orc wrestled Bob and lost; the
// reply's buttons read "Bob: Knock down…" and the embed "Bob picks the
// result", but Bob's player was not pinged. The reply now mentions the
// winner's player; an NPC winner (the GM picks) mentions nobody.
// Initiative Bob 6+6 −3 = 9, Orc 1+1 −3 = −1; the Orc's 2+2 +1 = 5 and
// Bob's 5+5 +2 = 12: Bob wins. Then 6+6 +1 = 13 against 1+1 +2 +1 = 5
// («Победитель прошлого раунда борьбы получает +1»).
func TestKlondikeGrappleWinnerMentioned(t *testing.T) {
	for _, tc := range []struct{ locale, setup, wrestle, want string }{
		{"ru", `@Bob /персонаж задать параметры:"СИЛ 9 ЛОВ 6 ВЫН 8 ИНТ 6 Ближний_бой 2" имя:Bob
@Bob /бой войти
/бой добавить имя:Orc параметры:"СИЛ 8 ЛОВ 7 ВЫН 8 ИНТ 6 Ближний_бой 1"
`, "/борьба атакующий:Orc цель:Bob\n", "**Bob**: борьба выиграна — выберите итог (кнопки ниже)."},
		{"en", `@Bob /char set stats:"STR 9 DEX 6 END 8 INT 6 Melee 2" name:Bob
@Bob /combat join
/combat add name:Orc stats:"STR 8 DEX 7 END 8 INT 6 Melee 1"
`, "/grapple attacker:Orc target:Bob\n", "**Bob**: the wrestle is won — pick the result (the buttons below)."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 2, 2, 5, 5, 6, 6, 1, 1)
			out := h.Run(consoletest.KlSetup(tc.locale) + tc.setup)
			owner := klOwnerOf(t, out, "Bob")
			got := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.wrestle)))
			if c, want := klContent(t, got), "<@"+owner+">, "+tc.want; c != want {
				t.Errorf("content = %q, want %q", c, want)
			}
			got = consoletest.LastOf(t, consoletest.Replies(h.Run(tc.wrestle)))
			consoletest.KlWant(t, "the Orc's win", got, "Orc **13**", "Bob **5**")
			if c := klContent(t, got); c != "" {
				t.Errorf("the Orc won: the GM picks, content = %q", c)
			}
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}
