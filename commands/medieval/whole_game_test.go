package medieval_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// medGameStep is one step of the game: the lines typed, and what the last
// public reply (or, with tracker set, the last message) must say.
type medGameStep struct {
	script   string
	tracker  bool
	en, ru   []string
	notEn    []string // what the reply must not say (English)
	notRu    []string
	ephemera bool // the reply is a refusal only its sender sees
}

// A whole medieval game in one channel, driven through the console in both
// locales — a GM, @Ann, @Bob and @Cid with /char sheets, four NPCs, five
// rounds of the tracker's buttons, the rules of the turn (the blow's skill, a
// charge at a round's start, the −3 of extra actions on a declared parry, a
// hit stopped by cover), a sheet edit mid-fight, a leaver and two joiners,
// undo, the recap (its totals are the replies' wound points), and a second
// fight in the same channel. Every number below is worked from the scripted
// dice and the seed.
func TestMedievalWholeGameInOneChannel(t *testing.T) {
	// The faces in the order the steps below use them (each step's comment
	// works its numbers); the first fight, then the second.
	faces := []int{
		5, 4, 3, 6, 7, 6, 3, 4, 5, 5, 7, 4, 1, 3, 3, 9, 8, 2, 3, 6, 6, 3, 9, 5,
		2, 6, 4, 10, 3, 2, 3, 4, 5, 6, 7, 3, 5, 5, 4, 4, 6, 2, 4, 5, 5, 2, 5, 6,
		9, 6, 6, 7, 4, 1, 4, 4, 5, 3, 6, 5, 3, 3, 8, 8, 8, 3, 4, 1, 6, 5, 2, 4,
		2, 9, 1, 6, 2, 3, 4, 5, 6, 7, 8, 2, 3, 5, 5, 3, 9, 4, 1, 3, 3, 4, 5, 5,
		5, 5, 5, 5, 5, 5, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6,
		// The second fight (its first initiative takes the last 6 above).
		1, 6, 2, 8, 2, 7, 6, 6, 1, 3, 4, 2, 5, 5, 1, 3, 4, 5, 6, 5, 2, 2, 6, 6,
		5, 2, 2, 2, 2, 2,
	}
	steps := []medGameStep{
		{script: `/system set system:medieval
@Ann /char set stats:"REF 8 INT 6 COOL 6 TECH 5 BODY 8 Melee 4 Fencing 5 Dodge 3 Awareness 4" name:Ann
@Ann /char weapon add name:Sword
@Ann /char armor armor:"torso 12 hard ev1; head 6"
@Bob /char set stats:"REF 7 INT 5 BODY 7 Archery 5 Melee 2 Medicine 4 TECH 6" name:Bob
@Bob /char weapon add name:Longbow
@Bob /char weapon add name:Dagger
@Bob /char armor armor:"torso,arms 8 marked"
/combat start
/combat add name:Orc stats:"REF 6 BODY 9 Melee 4" count:2
/combat add name:Chief stats:"REF 7 BODY 10 Melee 5 CS 2"
@Ann /combat join
@Bob /combat join
`, tracker: true,
			// Bob 7 + REF 7 = 14 tops Ann 6 + (REF 8 − EV 1) = 13, Chief 3 + 7 + CS 2 = 12.
			en: []string{"` 14` **Bob**", "` 13` **Ann**", "` 12` **Chief**", "Turn: Bob · round 1"},
			ru: []string{"` 14` **Bob**", "` 13` **Ann**", "` 12` **Chief**", "Ход: Bob · раунд 1"}},
		// Longbow: 6 + REF 7 + Archery 5 = 18 vs close 15; torso; 4+5 = 9 − BTM 3 = 6: Serious.
		{script: "@Bob /attack target:\"Orc 1\" weapon:Longbow range:close\n",
			en: []string{"6+7+5 = **18** vs 15", "**6 wound points**", "**Serious**"},
			ru: []string{"6+7+5 = **18** против 15", "**6 пунктов урона**", "**Серьёзное**"}},
		// Ann's sword with her Fencing 5 (above Melee 4): 7 + 7 + 5 = 19 vs Chief's
		// 4 + 7 + 5 = 16; head: 3+3 = 6, ×2 = 12 − BTM 4 = 8.
		{script: "!click Next turn\n@Ann /attack target:Chief weapon:Sword\n",
			en: []string{"7+7+5 = **19** vs 16", "Fencing 5 = **19**", "×2 12 − BTM 4 = **8 wound points**"},
			ru: []string{"7+7+5 = **19** против 16", "Фехтование 5 = **19**", "×2 12 − МТЕЛ 4 = **8 пунктов урона**"}},
		// The Serious Chief (REF 7 − 2): 8 + 5 + 5 = 18 vs Ann's 2 + 7 + 5 = 14;
		// 6+6+1 = 13 − SP 12 = 1, BTM 3 leaves at least 1; the hard layer wears to 11.
		{script: "!click Next turn\n/attack attacker:Chief target:Ann weapon:Mace\n",
			en: []string{"8+5+5 = **18** vs 14", "**1 wound point**", "worn to 11"},
			ru: []string{"8+5+5 = **18** против 14", "**1 пункт урона**", "изношена до 11"}},
		{script: "!click Dodge\n", tracker: true,
			en: []string{"Dodge — action 2 (−3 to its rolls)"},
			ru: []string{"Уклонение — действие 2 (−3 к броскам)"}},
		// Ann's parry is her second action: its defence roll takes −3
		// («накапливающимся штрафом -3 за каждое последующее действие»):
		// 5 + 7 + 5 − 3 = 14 < Orc 1's 9 + 4 + 4 = 17. 7 against armour 11
		// and the parry's 10 (11 + 5 = 16) goes nowhere.
		{script: "!click Next turn\n@Ann /combat action name:Ann action:parry sp:10\n/attack attacker:\"Orc 1\" target:Ann damage:1d6+1\n",
			en: []string{"9+4+4 = **17** vs 14", "Fencing 5 · extra actions −3 = **14**", "SP 16: stopped 7, through **0**"},
			ru: []string{"9+4+4 = **17** против 14", "Фехтование 5 · лишние действия −3 = **14**", "ОС 16: остановлено 7, прошло **0**"}},
		// Bob's defence 10 rolls again: 10+3 + 7 + 2 = 22.
		{script: "!click Next turn\n/attack attacker:\"Orc 2\" target:Bob weapon:Spear\n",
			en: []string{"4+6+4 = **14** vs 22 — miss", "d10 10+3"},
			ru: []string{"4+6+4 = **14** против 22 — промах", "d10 10+3"}},
		// Round 2: Orc 2 6 + 6 = 12 leads; the Chief (Serious: REF 5 + CS 2 + 4 = 11)
		// charges at the round's start: 14, and the turn is his.
		{script: "!click Next turn\n/combat charge name:Chief\n", tracker: true,
			en: []string{"` 14` **Chief**", "Turn: Chief · round 2"},
			ru: []string{"` 14` **Chief**", "Ход: Chief · раунд 2"}},
		// The charge's −3: 7 + 5 + 5 − 3 = 14 vs Bob's 3 + 7 + 2 = 12; right arm,
		// 5+4+1 = 10 − SP 8 = 2, BTM 2 leaves 1.
		{script: "/attack attacker:Chief target:Bob weapon:Mace\n",
			en: []string{"7+5+5−3 = **14** vs 12", "charge −3", "right arm", "**1 wound point**"},
			ru: []string{"7+5+5−3 = **14** против 12", "вваливание −3", "правая рука", "**1 пункт урона**"}},
		{script: "!click Next turn\n/attack attacker:\"Orc 2\" target:Ann weapon:\"Battle axe\"\n",
			en: []string{"6+6+4 = **16** vs 14", "5+5+2 = 12 − SP 11", "**1 wound point**"},
			ru: []string{"6+6+4 = **16** против 14", "5+5+2 = 12 − ОС 11", "**1 пункт урона**"}},
		// Ann raises her Fencing to 6 mid-fight; her next blow uses it:
		// 5 + 7 + 6 = 18 vs 6 + 4 + 4 = 14; left leg 6+6 = 12 − 3 = 9: more than
		// 8 to a limb, the leg is lost; Orc 1 at 15 is Mortal 0.
		{script: "!click Next turn\n@Ann /char set stats:\"REF 8 INT 6 COOL 6 TECH 5 BODY 8 Melee 4 Fencing 6 Dodge 3 Awareness 4\" name:Ann\n@Ann /attack target:\"Orc 1\" weapon:Sword\n",
			en: []string{"5+7+6 = **18** vs 14", "Fencing 6 = **18**", "**9 wound points**", "**Mortal 0**", "The left leg is lost"},
			ru: []string{"5+7+6 = **18** против 14", "Фехтование 6 = **18**", "**9 пунктов урона**", "**Смертельное 0**", "Потеряна конечность (левая нога)"}},
		// Bob holds; the stunned Orc 1's turn; round 3 (Orc 1 at REF ⅓ = 2: 6 + 2 = 8).
		{script: "!click Next turn\n@Bob !click Hold\n!click Next turn\n", tracker: true,
			en: []string{"` 12` **Ann**", "`  8` **Orc 1**", "death save 5 (needs 9 or less)", "Turn: Ann · round 3"},
			ru: []string{"` 12` **Ann**", "`  8` **Orc 1**", "спасбросок против смерти 5 (нужно 9 или меньше)", "Ход: Ann · раунд 3"}},
		// Cid joins mid-fight, is undone, joins again.
		{script: "@Cid /char set stats:\"REF 6 BODY 9 Melee 5 TECH 4\" name:Cid\n@Cid /char weapon add name:Sword\n@Cid /combat join\n/combat undo\n@Cid /combat join\n",
			en: []string{"**Cid** — initiative **9** (🎲 3 + REF 6)"},
			ru: []string{"**Cid** — инициатива **9** (🎲 3 + РЕФ 6)"}},
		{script: "@Bob /attack target:\"Orc 2\" weapon:Dagger\n",
			en: []string{"8+7+2 = **17** vs 18 — miss"},
			ru: []string{"8+7+2 = **17** против 18 — промах"}},
		// Orc 2 leaves; an Archer joins.
		{script: "/combat remove name:\"Orc 2\"\n/combat add name:Archer stats:\"REF 8 BODY 6 Archery 6\"\n!click Next turn\n", tracker: true,
			en: []string{"` 16` **Archer**", "Turn: Chief · round 3"},
			ru: []string{"` 16` **Archer**", "Ход: Chief · раунд 3"}},
		{script: "/combat charge name:Chief\n/attack attacker:Chief target:Cid weapon:Mace\n",
			en: []string{"3+5+5−3 = **10** vs 15 — miss"},
			ru: []string{"3+5+5−3 = **10** против 15 — промах"}},
		// Bob's second action this round: −3, and a 1 is a fumble.
		{script: "!click Next turn\n@Bob /attack target:Chief weapon:Longbow difficulty:10\n",
			en: []string{"1+7+5−3 = **10** vs 10 — fumble"},
			ru: []string{"1+7+5−3 = **10** против 10 — провал"}},
		// Cid has Melee 5 and no Fencing: his sword strikes with Melee
		// («совершение атаки ближнего боя»): 6 + 6 + 5 = 17 vs 5 + 5 + 5 = 15;
		// 4+2 = 6 − BTM 4 = 2: the Chief is Critical; stun 9 > 10 − 2: stunned.
		{script: "!click Next turn\n@Cid /attack target:Chief weapon:Sword\n",
			en: []string{"6+6+5 = **17** vs 15", "Melee 5 = **17**", "Struck with Melee", "**Critical**", "failed: stunned"},
			ru: []string{"6+6+5 = **17** против 15", "Ближний бой 5 = **17**", "Удар навыком «Ближний бой»", "**Критическое**", "провал: оглушение"}},
		// Cid's turn passes, the stunned Orc 1 shakes it off on its own turn
		// (6 ≤ 9 − 3), round 4 is rolled, and the players pass their turns.
		{script: "!click Next turn\n!click Next turn\n!click Next turn\n@Bob !click Next turn\n@Cid !click Next turn\n@Ann !click Next turn\n", tracker: true,
			en: []string{"Turn: Archer · round 4"},
			ru: []string{"Ход: Archer · раунд 4"}},
		// 10 against SP 8 would wound; with cover 10 (8 & 10: +5 → 15) it is the cover.
		{script: "/attack attacker:Archer target:Bob weapon:Longbow range:close cover:10\n",
			en: []string{"2+8+6 = **16** vs 15", "the cover stops it", "cover: SP 10 (+5)"}, notEn: []string{"the armor stops it"},
			ru: []string{"2+8+6 = **16** против 15", "укрытие держит удар", "укрытие: ОС 10 (+5)"}, notRu: []string{"броня держит удар"}},
		// The Chief shakes off the stun (3 ≤ 8); Critical: REF 7 → 4.
		// Head: 3+3+1 = 7 − SP 6 = 1, ×2 = 2, BTM 3 leaves 1.
		{script: "!click Next turn\n/attack attacker:Chief target:Ann weapon:Mace\n",
			en: []string{"9+4+5 = **18** vs 17", "**1 wound point**"},
			ru: []string{"9+4+5 = **18** против 17", "**1 пункт урона**"}},
		{script: "!click Next turn\n!click Next turn\n/combat undo\n!click Next turn\n", tracker: true,
			en: []string{"Fight — round 5", "` 14` **Archer**"},
			ru: []string{"Бой — раунд 5", "` 14` **Archer**"}},
		// The recap's totals are the wound points of the replies above: Ann
		// dealt 8 + 9, took 1 + 1 + 1; the Chief dealt 1 + 1 + 1, took 8 + 2;
		// Orc 2, who left, dealt Ann's axe wound.
		{script: "/combat end\n",
			en: []string{"5 rounds.", "**Ann**: dealt 17, took 3", "**Bob**: dealt 6, took 1", "**Chief**: dealt 3, took 10",
				"**Cid**: dealt 2, took 0", "**Orc 1**: dealt 0, took 15", "**Orc 2**: dealt 1, took 0 · left the fight"},
			ru: []string{"5 раундов.", "**Ann**: нанесено 17, получено 3", "**Bob**: нанесено 6, получено 1", "**Chief**: нанесено 3, получено 10",
				"**Cid**: нанесено 2, получено 0", "**Orc 1**: нанесено 0, получено 15", "**Orc 2**: нанесено 1, получено 0 · покинул(а) бой"}},
		// The second fight in the same channel starts clean.
		{script: "/combat start\n/combat add name:Brute stats:\"REF 5 BODY 4 Melee 3\"\n@Ann /combat join\n@Cid /combat join\n", tracker: true,
			en: []string{"Fight — round 1", "Turn: Cid · round 1"}, notEn: []string{"Orc", "Chief"},
			ru: []string{"Бой — раунд 1", "Ход: Cid · раунд 1"}, notRu: []string{"Orc", "Chief"}},
		// A player's button on another's turn is refused.
		{script: "@Ann /combat charge name:Ann\n/combat undo\n@Ann !click Aim\n", ephemera: true,
			en: []string{"It is Cid's turn"}, ru: []string{"Сейчас ход: Cid"}},
		{script: "@Ann /combat charge name:Ann\n!click Next turn\n@Cid /attack target:Brute weapon:Sword two_weapons:true\n",
			en: []string{"2+6+5−3 = **10** vs 16 — miss", "two weapons −3"},
			ru: []string{"2+6+5−3 = **10** против 16 — промах", "два оружия −3"}},
		{script: "@Bob /combat join\n!click Next turn\n/attack attacker:Brute target:Cid damage:1d6\n",
			en: []string{"7+5+3 = **15** vs 17 — miss"},
			ru: []string{"7+5+3 = **15** против 17 — промах"}},
		// Ann's charge blow: 6 + 7 + 6 − 3 = 16 vs 1 + 5 + 3 = 9; 4+2 = 6 − BTM 1 = 5.
		{script: "!click Next turn\n@Ann /attack target:Brute weapon:Sword\n",
			en: []string{"6+7+6−3 = **16** vs 9", "**5 wound points**"},
			ru: []string{"6+7+6−3 = **16** против 9", "**5 пунктов урона**"}},
		{script: "/combat end\n",
			en: []string{"1 round.", "**Ann**: dealt 5, took 0", "**Brute**: dealt 0, took 5", "**Cid**: dealt 0, took 0"},
			ru: []string{"1 раунд.", "**Ann**: нанесено 5, получено 0", "**Brute**: нанесено 0, получено 5", "**Cid**: нанесено 0, получено 0"}},
	}
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, faces...)
		for i, st := range steps {
			out := h.Run(st.script)
			var got consoletest.Sent
			if st.tracker || st.ephemera {
				got = consoletest.LastOf(t, out)
			} else {
				got = consoletest.MedReply(t, out)
			}
			if got.Ephemeral != st.ephemera {
				t.Errorf("step %d (%q): ephemeral %v, want %v:\n%s", i, st.script, got.Ephemeral, st.ephemera, got.Text())
			}
			wants, nots := st.en, st.notEn
			if locale == "ru" {
				wants, nots = st.ru, st.notRu
			}
			for _, w := range wants {
				if !strings.Contains(got.Text(), w) {
					t.Errorf("step %d (%q) lacks %q:\n%s", i, st.script, w, got.Text())
				}
			}
			for _, w := range nots {
				if strings.Contains(got.Text(), w) {
					t.Errorf("step %d (%q) says %q:\n%s", i, st.script, w, got.Text())
				}
			}
		}
		if err := h.Dice.Err(); err != nil {
			t.Fatal(err)
		}
	})
}
