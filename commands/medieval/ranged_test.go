package medieval_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// medRangedSetup: a Squire in soft armour everywhere (SP 4, BODY 2, so BTM 0)
// and an Archer with Archery and Throwing. Initiative dice 5, 3: Squire
// 5 + REF 5 = 10, Archer 3 + REF 8 = 11.
var medRangedSetup = map[string]string{
	"en": `/system set system:medieval
/combat start
/combat add name:Squire stats:"REF 5 BODY 2" armor:"all 4"
/combat add name:Archer stats:"REF 8 BODY 6 archery 5 crossbow 3 throwing 2"
`,
	"ru": `/система выбрать система:medieval
/бой начать
/бой добавить имя:Squire параметры:"РЕФ 5 ТЕЛ 2" броня:"все 4"
/бой добавить имя:Archer параметры:"РЕФ 8 ТЕЛ 6 Стрельба_из_лука 5 Арбалет 3 Метание 2"
`,
}

// medAllDiceDrawn checks the scripted dice: none missing, none left over.
func medAllDiceDrawn(t *testing.T, h *consoletest.Harness) {
	t.Helper()
	if err := h.Dice.Err(); err != nil {
		t.Fatal(err)
	}
	if left := h.Dice.Remaining(); left != 0 {
		t.Errorf("%d scripted dice left unused", left)
	}
}

// «Атака с максимальной скорострельностью твоего оружия (ROF)» is one
// action: a ROF 3 weapon's second and third shots came at +0 and read
// «action 1 (+0 to its rolls)» like a free action. Each shot now says which
// it is; the fourth opens action 2 at −3. Every shot: to hit 8, location 3
// (torso, SP 4), damage 1+1 = 2, stopped by the armour (no stun save).
func TestMedievalROFShotNumbers(t *testing.T) {
	for _, c := range []struct {
		locale, shot, bow string
		wants             []string
		ban               string
	}{
		{"en", `/attack attacker:Archer target:Squire weapon:"2d6 ranged rof3 skill:crossbow" range:close` + "\n",
			"/attack attacker:Archer target:Squire weapon:Longbow range:close\n",
			[]string{
				"action 1 (+0 to its rolls) · shot 1 of 3 in this action (ROF 3)",
				"action 1 (+0 to its rolls) · shot 2 of 3 in this action (ROF 3)",
				"action 1 (+0 to its rolls) · shot 3 of 3 in this action (ROF 3)",
				"action 2 (−3 to its rolls) · shot 1 of 3 in this action (ROF 3)",
			}, "shot 1 of 1"},
		{"ru", `/атака атакующий:Archer цель:Squire оружие:"2d6 ranged rof3 skill:crossbow" дистанция:близко` + "\n",
			"/атака атакующий:Archer цель:Squire оружие:\"Длинный лук\" дистанция:близко\n",
			[]string{
				"действие 1 (+0 к броскам) · выстрел 1 из 3 в этом действии (скорострельность 3)",
				"действие 1 (+0 к броскам) · выстрел 2 из 3 в этом действии (скорострельность 3)",
				"действие 1 (+0 к броскам) · выстрел 3 из 3 в этом действии (скорострельность 3)",
				"действие 2 (−3 к броскам) · выстрел 1 из 3 в этом действии (скорострельность 3)",
			}, "выстрел 1 из 1"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			faces := []int{5, 3}
			for range 5 {
				faces = append(faces, 8, 3, 1, 1)
			}
			h := consoletest.NewSystemHarness(t, c.locale, faces...)
			h.Run(medRangedSetup[c.locale])
			for i, want := range c.wants {
				got := consoletest.MedReply(t, h.Run(c.shot))
				if got.Ephemeral {
					t.Fatalf("shot %d refused: %s", i+1, got.Text())
				}
				consoletest.MedWantEscaped(t, got, want)
			}
			// A ROF 1 bow says nothing of shots: action 3, −6.
			got := consoletest.MedReply(t, h.Run(c.bow))
			if strings.Contains(got.Text(), c.ban) {
				t.Errorf("a ROF 1 weapon numbers its shot:\n%s", got.Text())
			}
			consoletest.MedWantEscaped(t, got, map[string]string{"en": "action 3 (−6 to its rolls)", "ru": "действие 3 (−6 к броскам)"}[c.locale])
			medAllDiceDrawn(t, h)
		})
	}
}

// A dagger thrown (melee:false) was aimed with the blow's skill, Melee 0:
// «d10 8 · REF 8 · Melee 0 = 16». A thrown weapon is aimed with Throwing
// («Метание»), as the ready Throwing knife is: 8 + 8 + 2 = 18. Dice: to hit
// 8, location 3 (torso: the blade halves the soft SP 4 to 2), damage 1,
// stopped.
func TestMedievalThrownDaggerUsesThrowing(t *testing.T) {
	for _, c := range []struct{ locale, cmd, want, half, ban string }{
		{"en", "/attack attacker:Archer target:Squire weapon:Dagger melee:false range:close\n",
			"d10 8 · REF 8 · Throwing 2 = **18**", "SP 4 → ½ 2", "Melee 0"},
		{"ru", "/атака атакующий:Archer цель:Squire оружие:Кинжал ближний:нет дистанция:близко\n",
			"d10 8 · РЕФ 8 · Метание 2 = **18**", "ОС 4 → ½ 2", "Ближний бой 0"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3, 8, 3, 1)
			h.Run(medRangedSetup[c.locale])
			got := consoletest.MedReply(t, h.Run(c.cmd))
			consoletest.MedWantEscaped(t, got, c.want, c.half)
			if strings.Contains(got.Text(), c.ban) {
				t.Errorf("the throw still uses the blow's skill (%s):\n%s", c.ban, got.Text())
			}
			medAllDiceDrawn(t, h)
		})
	}
}

// «То же самое верно и для ножей, мечей и другого клинкового оружия»: the
// ready Throwing knife was no blade, so soft armour kept its full SP against
// it (a thrown Dagger halved it). Right leg (d10 7), SP 4 soft → ½ 2; damage
// 5 − 2 = 3 wound points (BTM 0), where it was 5 − 4 = 1. Stun save 1 ≤ 2.
func TestMedievalThrowingKnifeIsBlade(t *testing.T) {
	for _, c := range []struct{ locale, cmd string }{
		{"en", `/attack attacker:Archer target:Squire weapon:"Throwing knife" range:close` + "\n"},
		{"ru", `/атака атакующий:Archer цель:Squire оружие:"Метательный нож" дистанция:близко` + "\n"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3, 8, 7, 5, 1)
			h.Run(medRangedSetup[c.locale])
			got := consoletest.MedReply(t, h.Run(c.cmd))
			wants := map[string][]string{
				"en": {"5 = 5 − SP 2 → 3 − BTM 0 = **3 wound points**", "SP 4 → ½ 2"},
				"ru": {"5 = 5 − ОС 2 → 3 − МТЕЛ 0 = **3 пункта урона**", "ОС 4 → ½ 2"},
			}[c.locale]
			consoletest.MedWantEscaped(t, got, wants...)
			medAllDiceDrawn(t, h)
		})
	}
}

// «ты не пытаешься нацелить свой удар в определенное место (и получить за
// это штраф -4)»: an aimed shot that missed read «aimed at a location −4»
// and nothing said which part was aimed at (a miss has no location field).
// The modifier now names it. Dice: to hit 2: 2 + 8 + 5 − 4 = 11 vs 15, miss.
func TestMedievalAimedShotNamesThePart(t *testing.T) {
	for _, c := range []struct{ locale, cmd, want string }{
		{"en", `/attack attacker:Archer target:Squire weapon:Longbow range:close location:"left leg"` + "\n",
			"d10 2 · REF 8 · Archery 5 · aimed at a location −4 (left leg) = **11**"},
		{"ru", `/атака атакующий:Archer цель:Squire оружие:"Длинный лук" дистанция:близко место:"левая нога"` + "\n",
			"d10 2 · РЕФ 8 · Стрельба из лука 5 · прицельно в место −4 (левая нога) = **11**"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3, 2)
			h.Run(medRangedSetup[c.locale])
			consoletest.MedWantEscaped(t, consoletest.MedReply(t, h.Run(c.cmd)), c.want)
			medAllDiceDrawn(t, h)
		})
	}
}

// Medieval's range is a band; a number typed as the range is the number to
// reach, which is `difficulty`. The refusal says so with the option to type,
// and that line works as shown.
func TestMedievalRangeNumberNamesDifficulty(t *testing.T) {
	for _, tc := range []struct{ locale, setup, attack, hint string }{
		{"en", "/system set system:medieval\n/combat start\n/combat add name:A\n/combat add name:B\n",
			"/attack attacker:A target:B damage:1d6 range:15\n", "`difficulty:15`"},
		{"ru", "/система выбрать система:medieval\n/бой начать\n/бой добавить имя:A\n/бой добавить имя:B\n",
			"/атака атакующий:A цель:B урон:1d6 дистанция:15\n", "`сложность:15`"},
	} {
		// Initiative 5, 3; then the shot: 9 to hit, location 5, damage 4,
		// stun save 2.
		h := consoletest.NewSystemHarness(t, tc.locale, 5, 3, 9, 5, 4, 2)
		h.Run(tc.setup)
		refusal := consoletest.LastOf(t, h.Run(tc.attack))
		if !refusal.Ephemeral || !strings.Contains(refusal.Text(), tc.hint) {
			t.Fatalf("%s: %s", tc.locale, refusal.Text())
		}
		typed := strings.Replace(tc.attack, map[string]string{"en": "range:15", "ru": "дистанция:15"}[tc.locale], strings.Trim(tc.hint, "`"), 1)
		if got := consoletest.ByText(t, h.Run(typed), "A → B"); got.Ephemeral {
			t.Errorf("%s: the hint as typed was refused: %s", tc.locale, got.Text())
		}
	}
}
