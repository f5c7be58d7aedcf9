package medieval_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// A natural 1 misses and draws no more dice; the embed says fumble.
func TestMedievalFumble(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "en", 5, 3, 1)
	h.Run(consoletest.MedSetupEN)
	got := consoletest.MedReply(t, h.Run("/attack attacker:Archer target:Knight weapon:\"2d6 ranged\" range:close\n"))
	consoletest.MedWant(t, got, "— fumble", "automatic miss", `"color":15105570`)
}

// melee is the switch: false makes damage dice a shot (vs the difficulty,
// Archery), aim:true one round of aiming (+1); true with a range is refused
// with the way out named; a value that is neither is refused.
func TestMedievalAttackMeleeSwitch(t *testing.T) {
	for _, c := range []struct {
		locale, cmd string
		ephemeral   bool
		want        []string
	}{
		// 5+8+4+1 = 18 vs 15; location 3; 3d6 6+6+6 = 18 − SP 10 = 8 − BTM 3 = 5; stun 4.
		{"en", "/attack attacker:Archer target:Orc damage:3d6 difficulty:15 melee:false aim:true\n", false,
			[]string{"5+8+4+1 = **18** vs 15 — hit, torso", "Archery 4 · aiming +1", "6+6+6 = 18 − SP 10 → 8 − BTM 3 = **5 wound points**"}},
		{"ru", "/атака атакующий:Archer цель:Orc урон:3d6 сложность:15 ближний:нет прицел:да\n", false,
			[]string{"5+8+4+1 = **18** против 15 — попадание, торс", "Стрельба из лука 4 · прицеливание +1", "6+6+6 = 18 − ОС 10 → 8 − МТЕЛ 3 = **5 пунктов урона**"}},
		// At medium range: 5+8+4 = 17 < 20, a miss — but a shot.
		{"en", "/attack attacker:Archer target:Orc damage:3d6 range:medium skill:Archery ap:true\n", false,
			[]string{"5+8+4 = **17** vs 20 — miss", "vs medium 20"}},
		{"en", "/attack attacker:Archer target:Orc damage:3d6 range:medium melee:true\n", true,
			[]string{"range and difficulty do not apply (melee:false makes it a shot)"}},
		{"ru", "/атака атакующий:Archer цель:Orc урон:3d6 дистанция:средняя ближний:да\n", true,
			[]string{"дистанция и сложность не нужны (ближний:нет делает атаку выстрелом)"}},
		{"en", "/attack attacker:Archer target:Orc damage:3d6 range:close melee:maybe\n", true,
			[]string{"“maybe” is neither true nor false (option melee)"}},
		{"ru", "/атака атакующий:Archer цель:Orc урон:3d6 дистанция:близко ближний:может\n", true,
			[]string{"«может» — ни «да», ни «нет» (параметр «ближний»)"}},
		{"en", "/attack attacker:Archer target:Orc damage:0 range:close\n", true,
			[]string{"nor a fixed amount (1 to 1000)"}},
		{"ru", "/атака атакующий:Archer цель:Orc урон:5000 дистанция:близко\n", true,
			[]string{"ни число урона (от 1 до 1000)"}},
	} {
		t.Run(c.locale+c.cmd, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 5, 5, 3, 6, 6, 6, 4)
			h.Run(consoletest.MedArcherOrc[c.locale])
			before := consoletest.LastOf(t, h.Run("/combat list\n")).Text()
			got := consoletest.MedReply(t, h.Run(c.cmd))
			if got.Ephemeral != c.ephemeral {
				t.Fatalf("ephemeral %v, want %v: %s", got.Ephemeral, c.ephemeral, got.Text())
			}
			all := consoletest.MedAllText(t, got)
			for _, w := range c.want {
				if !strings.Contains(all, w) {
					t.Errorf("missing %q in\n%s", w, all)
				}
			}
			if c.ephemeral {
				if after := consoletest.LastOf(t, h.Run("/combat list\n")).Text(); after != before {
					t.Errorf("a refused attack changed the fight:\n%s\n%s", before, after)
				}
			}
		})
	}
}

// The seed's to-hit numbers as the table sees them, one
// /attack each (Archer: REF 8, Archery 5; die 5; difficulty 50, a miss).
// L15 «штраф -3 к броску на попадание» (charge); L31 «Атака двумя оружиями …
// со штрафом -3»; L45 «нацелить свой удар в определенное место (и получить
// за это штраф -4)»; L24 «+1 к броску на Попадание за каждый
// последовательный ход прицеливания, до 3 раундов»; L33 «Находящиеся в
// засаде получают преимущество +5» (L35: 4 + Stealth 0 + INT 5 = 9 beats
// the Knight's 1 + INT 5 + Awareness 0 = 6); L29 «накапливающимся штрафом -3
// за каждое последующее действие» (third action −6).
func TestMedievalSeedToHitNumbersShown(t *testing.T) {
	for _, c := range []struct {
		locale string
		faces  []int
		cmd    string
		wants  []string
	}{
		{"en", []int{5, 3, 5}, "/attack attacker:Archer target:Knight damage:1d6+1 difficulty:50 two_weapons:true location:head charge:true\n",
			[]string{"5+8+5−4−3−3 = **8** vs 50", "aimed at a location −4", "charge −3", "two weapons −3"}},
		{"ru", []int{5, 3, 5}, "/атака атакующий:Archer цель:Knight урон:1d6+1 сложность:50 два_оружия:да место:голова вваливание:да\n",
			[]string{"5+8+5−4−3−3 = **8** против 50", "прицельно в место −4", "вваливание −3", "два оружия −3"}},
		{"en", []int{5, 3, 4, 1, 5}, "/attack attacker:Archer target:Knight damage:1d6+1 difficulty:50 ambush:true aim:2\n",
			[]string{"5+8+5+2+5 = **25** vs 50", "+2", "+5"}},
		{"ru", []int{5, 3, 4, 1, 5}, "/атака атакующий:Archer цель:Knight урон:1d6+1 сложность:50 засада:да прицел:2\n",
			[]string{"5+8+5+2+5 = **25** против 50", "прицеливание +2", "засада +5", "Засада: d10 4 → 9", "d10 1 → 6"}},
		{"en", []int{5, 3, 5}, "/attack attacker:Archer target:Knight damage:1d6+1 difficulty:50 actions:3\n",
			[]string{"5+8+5−6 = **12** vs 50", "extra actions −6", "action 3 (−6 to its rolls)"}},
		{"ru", []int{5, 3, 5}, "/атака атакующий:Archer цель:Knight урон:1d6+1 сложность:50 ещё:\"действие:3\"\n",
			[]string{"5+8+5−6 = **12** против 50", "−6"}},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, c.faces...)
			h.Run(medSetup[c.locale])
			got := consoletest.MedReply(t, h.Run(c.cmd))
			if got.Ephemeral {
				t.Fatalf("refused: %s", got.Text())
			}
			consoletest.MedWant(t, got, c.wants...)
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
			if left := h.Dice.Remaining(); left != 0 {
				t.Fatalf("%d scripted faces were not drawn", left)
			}
		})
	}
}

// «Жертва засады должна совершить бросок Осведомлённости с большим
// значением, чем сумма твоего навыка Скрытность + Интеллект + 1D10»: the
// ambush line showed only each die and total («d10 4 → 13»), not the
// Stealth and INT (nor the victim's INT and Awareness) that made them. The
// Scout: 4 + Stealth 3 + INT 6 = 13; the Knight: 1 + INT 5 + Awareness 0 =
// 6 — not spotted, +5.
func TestMedievalAmbushShowsItsParts(t *testing.T) {
	for _, c := range []struct {
		locale, add, attack string
		wants               []string
	}{
		{"en", "/combat add name:Scout stats:\"REF 8 INT 6 Stealth 3 archery 5\"\n", "/attack attacker:Scout target:Knight damage:1d6 difficulty:50 ambush:true\n",
			[]string{"Ambusher d10 4 → 13 (Stealth 3 + INT 6) · Knight: Awareness d10 1 → 6 (INT 5 + Awareness 0) — not spotted: +5."}},
		{"ru", "/бой добавить имя:Scout параметры:\"РЕФ 8 ИНТ 6 Скрытность 3 Стрельба_из_лука 5\"\n", "/атака атакующий:Scout цель:Knight урон:1d6 сложность:50 засада:да\n",
			[]string{"Засада: d10 4 → 13 (Скрытность 3 + ИНТ 6) · Knight: Осведомлённость d10 1 → 6 (ИНТ 5 + Осведомлённость 0) — засада не замечена: +5."}},
	} {
		t.Run(c.locale, func(t *testing.T) {
			// Initiative 5, 3, 2; ambush 4 and 1; to hit 5 (a miss).
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3, 2, 4, 1, 5)
			h.Run(medSetup[c.locale] + c.add)
			got := consoletest.MedReply(t, h.Run(c.attack))
			if got.Ephemeral {
				t.Fatalf("refused: %s", got.Text())
			}
			consoletest.MedWant(t, got, c.wants...)
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// An unseen ambush still rolled the victim's melee defence without
// a word. The seed («Находящиеся в засаде получают преимущество +5 к броскам
// на Попадание … Пока атака не будет совершена, его противник не может
// атаковать его») gives the +5 and says nothing of the defence, so it is
// still rolled (the dice order stays) and the defence field says what was
// assumed; after a miss it says how a GM who rules "no defence" records it.
// Dice: initiative 5, 5; ambush 9 (Knight) against 1 (Orc); to hit 2 + REF 8
// + Fencing 5 + 5 = 20; the Orc's 10+1 + REF 6 + Fencing 3 = 20, a tie the
// defender wins. Then to hit 7 (22, a second action) against 3 (12): a hit,
// torso 2+2, stun save 6; then the Orc spots it (1 against 9).
func TestMedievalAmbushDefenceSaysWhatIsAssumed(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		h := consoletest.NewSystemHarness(t, locale, 5, 5, 9, 1, 2, 10, 1, 9, 1, 7, 3, 3, 2, 2, 6, 1, 9, 2, 9)
		h.Run(medKnightOrc[locale])
		cmd := medPick(locale, "/attack attacker:Knight target:Orc weapon:\"2d6 melee blade skill:fencing\" melee:true ambush:true\n",
			"/атака атакующий:Knight цель:Orc оружие:\"2d6 melee blade skill:fencing\" ближний:да засада:да\n")
		got := consoletest.MedReply(t, h.Run(cmd))
		assumed := medPick(locale, "does not take away the defence, so Orc rolled one (GM's call)",
			"а защиту не отнимает, поэтому Orc бросает защиту (решает мастер)")
		consoletest.MedWant(t, got, medPick(locale, "**20** vs 20", "**20** против 20"), assumed,
			medPick(locale, "/combat undo, then /damage target:Orc amount:", "/бой отменить, затем /урон цель:Orc количество:"))
		// A hit: the same assumption, no instructions (both readings agree).
		got = consoletest.MedReply(t, h.Run(cmd))
		consoletest.MedWant(t, got, medPick(locale, "**22** vs 12", "**22** против 12"), assumed)
		if strings.Contains(got.Text(), medPick(locale, "/combat undo", "/бой отменить")) {
			t.Errorf("a hit tells the GM to undo: %s", got.Text())
		}
		// A spotted ambush gives no +5 and says nothing of it.
		got = consoletest.MedReply(t, h.Run(cmd))
		if strings.Contains(got.Text(), assumed) {
			t.Errorf("a spotted ambush: %s", got.Text())
		}
		if err := h.Dice.Err(); err != nil {
			t.Fatal(err)
		}
	})
}

// A player acts for their own fighter even when it is not its turn: «Ты
// можешь решить действовать позже в раунде, вступая в любой момент
// действия». With no attacker named, Ann's /attack on the bandit's turn is
// Ann's attack, as in the other systems — not a refusal to act for the
// bandit. Initiative: Ann 5 + REF 8 = 13, the bandit 9 + 6 = 15, who goes
// first.
func TestMedievalPlayerAttacksOutOfTurnWithOwnFighter(t *testing.T) {
	for _, locale := range []string{"en", "ru"} {
		t.Run(locale, func(t *testing.T) {
			faces := []int{5, 9}
			for range 40 {
				faces = append(faces, 3)
			}
			h := consoletest.NewSystemHarness(t, locale, faces...)
			h.Run(`/system set system:medieval
@Ann /char set stats:"REF 8 BODY 10 Melee 4" name:Ann
/combat start
@Ann /combat join
/combat add name:Bandit stats:"REF 6 BODY 6 Melee 3"
`)
			out := h.Run("@Ann /attack target:Bandit weapon:Sword\n")
			got := out[0]
			if got.Ephemeral || got.Kind != "response" {
				t.Fatalf("refused: %s", got.Text())
			}
			if !strings.Contains(got.Text(), "Ann") {
				t.Errorf("not Ann's attack: %s", got.Text())
			}
			// Naming another's fighter is still refused.
			out = h.Run("@Ann /attack attacker:Bandit target:Ann\n")
			if !out[0].Ephemeral {
				t.Errorf("Ann attacked for the bandit: %s", out[0].Text())
			}
		})
	}
}

// /combat undo after a medieval attack restores the target exactly:
// wounds, armor wear and the attacker's action count. The same attack
// again gives the same numbers.
func TestMedievalUndoRestoresTarget(t *testing.T) {
	medBoth(t, func(t *testing.T, locale string) {
		attack := []int{7, 3, 6, 6, 6, 9} // 20 vs 15, torso, 18 − SP 10 = 8 − BTM 4 = 4, stun 9 ≤ 10
		h := consoletest.NewSystemHarness(t, locale, append(append([]int{5, 3}, attack...), attack...)...)
		h.Run(consoletest.MedSetupEN)
		list := func() string {
			return consoletest.MedEmbedOf(t, consoletest.LastOf(t, h.Run("/combat list\n"))).Description
		}
		before := list()
		first := consoletest.MedReply(t, h.Run("/attack attacker:Archer target:Knight weapon:\"3d6 ranged\" range:close\n"))
		consoletest.MedWant(t, first, "44/48", medPick(locale, "worn to 9", "изношена до 9"))
		if list() == before {
			t.Fatal("the attack changed nothing")
		}
		h.Run("/combat undo\n")
		if after := list(); after != before {
			t.Fatalf("undo did not restore the fight:\n%s\n%s", before, after)
		}
		again := consoletest.MedReply(t, h.Run("/attack attacker:Archer target:Knight weapon:\"3d6 ranged\" range:close\n"))
		consoletest.MedWant(t, again, "18 − "+medPick(locale, "SP", "ОС")+" 10 → 8", "44/48")
		if strings.Contains(again.Text(), "−3") {
			t.Errorf("the undone attack still counts as an action: %s", again.Text())
		}
	})
}
