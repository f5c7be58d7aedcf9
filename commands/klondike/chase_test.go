package klondike_test

import (
	"fmt"
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Chases and vehicle duels: no initiative, 2d6 + handling + skill against
// each other, the Advantage table, the faster vehicle's bonus, breaking
// off, range ignored, the loser's turret only, and chases on foot.

func TestKlondikeChaseAdvantageTable(t *testing.T) {
	// A duel: Jeep (handling +1, driver Drive 1) vs Truck (handling 0,
	// driver Drive 0). Jeep 6+5 +2 = 13, Truck 4+3 = 7: Advantage 6 → +1;
	// the Truck lost: turret only at −4.
	h := consoletest.NewSystemHarness(t, "en", 1, 1, 2, 2, 6, 5, 4, 3)
	out := h.Run(`/system set system:klondike
/combat start
/combat add name:Bob stats:"drive 1"
/combat add name:Ann stats:"drive 0"
/vehicle add name:Jeep armor:6 speed:100 handling:1 crew:Bob
/vehicle add name:Truck armor:8 speed:100 handling:0 crew:Ann
/chase start parties:"Jeep, Truck" mode:duel
/chase round
`)
	got := consoletest.ByText(t, out, "Vehicle duel")
	consoletest.KlWant(t, "round", got, "Advantage 6: attacks +1", "lost the round: turret weapons only, −4", "= **13**", "= **7**")
}

func TestKlondikeAdvantageTableRows(t *testing.T) {
	// Jeep: 2d6 + handling 1 + Drive 1; Truck: 2d6 + 0 + Drive 0; the same
	// speed, so a tie gives nobody the Advantage (both at the 0 row).
	for _, tc := range []struct {
		jeep        [2]int
		jeepW, tW   string
		description string
	}{
		{[2]int{3, 3}, "a tie: attacks −2", "a tie: attacks −2", "0: −2"},
		{[2]int{3, 4}, "Advantage 1: attacks −1", "lost the round: turret weapons only, −4", "1–2: −1"},
		{[2]int{4, 4}, "Advantage 2: attacks −1", "lost the round", "1–2: −1"},
		{[2]int{4, 5}, "Advantage 3: attacks 0", "lost the round", "3–4: 0"},
		{[2]int{5, 5}, "Advantage 4: attacks 0", "lost the round", "3–4: 0"},
		{[2]int{5, 6}, "Advantage 5: attacks +1", "lost the round", "5+: +1"},
	} {
		h := consoletest.NewSystemHarness(t, "en", 1, 1, 2, 2, tc.jeep[0], tc.jeep[1], 4, 4)
		out := h.Run(`/system set system:klondike
/combat start
/combat add name:Bob stats:"drive 1"
/combat add name:Ann stats:"drive 0"
/vehicle add name:Jeep armor:6 speed:100 handling:1 crew:Bob
/vehicle add name:Truck armor:8 speed:100 handling:0 crew:Ann
/chase start parties:"Jeep, Truck" mode:duel
/chase round
`)
		got := consoletest.ByText(t, out, "Vehicle duel — round 1")
		consoletest.KlWant(t, tc.description, got, "Jeep: "+tc.jeepW, "Truck: "+tc.tW, fmt.Sprintf("= **%d**", tc.jeep[0]+tc.jeep[1]+2), "🎲 4+4 = **8**")
	}
	// Russian: Jeep 6+5 +2 = 13 vs Truck 4+3 − 3 (untrained) = 4: 9 → +1.
	h := consoletest.NewSystemHarness(t, "ru", 1, 1, 2, 2, 6, 5, 4, 3)
	out := h.Run(`/система выбрать система:klondike
/бой начать
/бой добавить имя:Bob параметры:"Вождение 1"
/бой добавить имя:Ann
/техника добавить имя:Jeep броня:6 скорость:100 управляемость:1 экипаж:Bob
/техника добавить имя:Truck броня:8 скорость:100 управляемость:0 экипаж:Ann
/погоня начать стороны:"Jeep, Truck" режим:duel
/погоня раунд
`)
	consoletest.KlWant(t, "ru", consoletest.ByText(t, out, "Бой техники — раунд 1"), "Jeep: Преимущество 9: атаки +1", "Truck: раунд проигран: только турели, −4", "🎲 6+5 +2 = **13**", "🎲 4+3 −3 = **4**")
}

func TestKlondikeChaseSpeedAdvantageAndEndAfterFiveRounds(t *testing.T) {
	// "за каждые 50% разницы прибавьте +1 к Преимуществу более быстрой
	// техники"; "Погоня оканчивается через 5 раундов". Jeep 150 km/h vs
	// Truck 100: +1. Each round Jeep 3+3 +1 +1 = 8 (+1 speed) against
	// Truck 4+4 + Drive 0 = 8: Advantage 1, attacks −1. The rolls have no
	// target: no "vs 8+".
	for _, tc := range []struct {
		locale, script string
		wants          []string
	}{
		{"en", `/combat add name:Bob stats:"drive 1"
/combat add name:Ann stats:"drive 0"
/vehicle add name:Jeep armor:6 speed:150 handling:1 crew:Bob
/vehicle add name:Truck armor:8 speed:100 handling:0 crew:Ann
/chase start parties:"Jeep, Truck" mode:chase fleeing:Jeep
/chase round
/chase round
/chase round
/chase round
/chase round
/chase round
`, []string{"Chase — round 5", "Jeep: Advantage 1: attacks −1", "Truck: lost the round: turret weapons only, −4", "🎲 3+3 +2 = **8**", "Speed +1 Advantage", "The chase is over after 5 rounds. Escaped: Jeep"}},
		{"ru", `/бой добавить имя:Bob параметры:"Вождение 1"
/бой добавить имя:Ann параметры:"Вождение 0"
/техника добавить имя:Jeep броня:6 скорость:150 управляемость:1 экипаж:Bob
/техника добавить имя:Truck броня:8 скорость:100 управляемость:0 экипаж:Ann
/погоня начать стороны:"Jeep, Truck" режим:chase убегают:Jeep
/погоня раунд
/погоня раунд
/погоня раунд
/погоня раунд
/погоня раунд
/погоня раунд
`, []string{"Погоня — раунд 5", "Jeep: Преимущество 1: атаки −1", "Скорость: +1 к Преимуществу", "Погоня окончена через 5 раундов. Ушли: Jeep"}},
	} {
		faces := []int{1, 1, 2, 2}
		for r := 0; r < 5; r++ {
			faces = append(faces, 3, 3, 4, 4)
		}
		h := consoletest.NewSystemHarness(t, tc.locale, faces...)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		fifth := out[len(out)-3]
		consoletest.KlWant(t, tc.locale+" round 5", fifth, tc.wants...)
		consoletest.KlNot(t, tc.locale+" round 5", fifth, "8+", "success", "успех")
		if last := consoletest.LastOf(t, out); !last.Ephemeral {
			t.Errorf("%s: a sixth chase round: %s", tc.locale, last.Text())
		}
	}
}

func TestKlondikeChaseBreakOffNeedsTheAdvantageAndTenPlus(t *testing.T) {
	// "Покинуть бой техника может, если в раунд, когда у неё есть
	// Преимущество, она пройдет бросок навыка управления 10+". Round 1:
	// Jeep 3+3 +2 (+1 speed) over Truck 4+4. Truck cannot break off; Jeep
	// rolls 5+4 + Drive 1 + handling 1 = 11 ≥ 10.
	h := consoletest.NewSystemHarness(t, "en", 1, 1, 2, 2, 3, 3, 4, 4, 5, 4)
	out := h.Run(consoletest.KlSetup("en") + `/combat add name:Bob stats:"drive 1"
/combat add name:Ann stats:"drive 0"
/vehicle add name:Jeep armor:6 speed:150 handling:1 crew:Bob
/vehicle add name:Truck armor:8 speed:100 handling:0 crew:Ann
/chase start parties:"Jeep, Truck" mode:chase fleeing:Jeep
/chase round
/chase break party:Truck
/chase break party:Jeep
/chase round
`)
	if s := out[len(out)-4]; !s.Ephemeral {
		t.Errorf("Truck broke off without the Advantage: %s", s.Text())
	}
	consoletest.KlWant(t, "break", consoletest.ByText(t, out, "Jeep breaks off"), "🎲 5+4 +2 = **11** vs 10+ — success, Effect +1", "Drive +1", "handling +1")
	if last := consoletest.LastOf(t, out); !last.Ephemeral {
		t.Errorf("the chase goes on after the break: %s", last.Text())
	}
}

// Seed l.93: «Если один из экипажей ставит своей целью не поразить
// противника, а скрыться – бой техники считается погоней … за каждые 50%
// разницы прибавьте +1 к Преимуществу более быстрой техники». fleeing:
// without mode: is a chase. Jeep 100 against Truck 50: +2. Jeep 6+6 −3 +2
// = 11… shown as 9 with the +2 on its own line; Truck 5+5 −3 = 7:
// Advantage 4, attacks 0.
func TestKlondikeFleeingMakesAChase(t *testing.T) {
	for _, tc := range []struct {
		locale string
		wants  []string
	}{
		{"en", []string{"Chase — round 1", "Speed +2 Advantage", "Jeep: Advantage 4: attacks 0"}},
		{"ru", []string{"Погоня — раунд 1", "Скорость: +2 к Преимуществу", "Jeep: Преимущество 4: атаки 0"}},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 1, 1, 2, 2, 6, 6, 5, 5)
		out := h.Run(consoletest.KlSetup(tc.locale) + `/combat add name:Driver1
/combat add name:Driver2
/vehicle add name:Jeep armor:6 speed:100 handling:0 crew:Driver1
/vehicle add name:Truck armor:8 speed:50 handling:0 crew:Driver2
/chase start parties:"Jeep, Truck" fleeing:Truck
/chase round
`)
		consoletest.KlWant(t, tc.locale+" round", consoletest.MedReply(t, out), tc.wants...)
		consoletest.KlNot(t, tc.locale+" round", consoletest.MedReply(t, out), "Vehicle duel", "Бой техники")
		if left := h.Dice.Remaining(); left != 0 {
			t.Errorf("%s: %d faces unused", tc.locale, left)
		}
	}
}

// "/chase start parties:Jeep, Jeep" started a chase of the jeep after
// itself. Advantage is "вычтите свое значение из значения цели": two
// different crews; a party named twice is refused and nothing starts.
func TestKlondikeChaseRefusesAPartyNamedTwice(t *testing.T) {
	for _, tc := range []struct{ locale, script, want, none string }{
		{"en", `/combat add name:Bob stats:"drive 1"
/vehicle add name:Jeep armor:6 speed:100 handling:1 crew:Bob
/chase start parties:"Jeep, jeep"
/chase round
`, "Jeep is listed twice.", "No chase is running"},
		{"ru", `/бой добавить имя:Bob параметры:"Вождение 1"
/техника добавить имя:Jeep броня:6 скорость:100 управляемость:1 экипаж:Bob
/погоня начать стороны:"Jeep, Jeep"
/погоня раунд
`, "Имя «Jeep» указано дважды.", "Погоня не идёт"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 3, 3)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		refusal := out[len(out)-2]
		if !refusal.Ephemeral {
			t.Errorf("%s: the refusal is public: %s", tc.locale, refusal.Text())
		}
		consoletest.KlWant(t, tc.locale+" refusal", refusal, tc.want)
		consoletest.KlWant(t, tc.locale+" round after", consoletest.LastOf(t, out), tc.none)
	}
}

// «Уничтожена: техника полностью уничтожена.» It no longer moves (speed
// 0), and a chase round drops it (ChaseRound marks it gone): /chase start took the
// destroyed Truck, and the round then rolled only the Jeep, «a tie: attacks
// 0» against nobody. The start is refused, with the reason, and nothing is
// stored: /chase round still finds no chase.
func TestKlondikeChaseRefusesADestroyedVehicle(t *testing.T) {
	for _, c := range []struct {
		locale, setup, start, round, refusal, noChase string
	}{
		{"en", `/combat add name:Boss stats:"STR 7 DEX 7 END 7 INT 7"
/combat add name:Ann stats:"STR 7 DEX 7 END 7 INT 7"
/vehicle add name:Truck armor:8 speed:50 handling:0 crew:Boss
/vehicle add name:Jeep armor:6 speed:90 handling:0 crew:Ann
/vehicle hit vehicle:Truck ap:3d6
`, "/chase start parties:Jeep,Truck", "/chase round",
			"Truck is destroyed: it cannot move, so it cannot take part in a chase. Leave it out of the parties.",
			"No chase is running"},
		{"ru", `/бой добавить имя:Boss параметры:"СИЛ 7 ЛОВ 7 ВЫН 7 ИНТ 7"
/бой добавить имя:Ann параметры:"СИЛ 7 ЛОВ 7 ВЫН 7 ИНТ 7"
/техника добавить имя:Truck броня:8 скорость:50 управляемость:0 экипаж:Boss
/техника добавить имя:Jeep броня:6 скорость:90 управляемость:0 экипаж:Ann
/техника попадание техника:Truck пт:3d6
`, "/погоня начать стороны:Jeep,Truck", "/погоня раунд",
			"Техника «Truck» уничтожена: она не может двигаться и не участвует в погоне. Уберите её из сторон погони.",
			"Погоня не идёт"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			// Boss 3+3, Ann 4+4; AP 6+6+6, critical 6+6 destroyed; Boss's
			// DEX 1+1, 6d6, unconsciousness 3+3 and d6 3.
			h := consoletest.NewSystemHarness(t, c.locale, 3, 3, 4, 4, 6, 6, 6, 6, 6, 1, 1, 6, 6, 6, 6, 6, 6, 3, 3, 3)
			h.Run(consoletest.KlSetup(c.locale) + c.setup)
			out := h.Run(c.start + "\n")
			got := consoletest.LastOf(t, out)
			if !got.Ephemeral {
				t.Errorf("the start with a destroyed vehicle went through: %s", got.Text())
			}
			consoletest.KlWant(t, "the refusal", got, c.refusal)
			got = consoletest.LastOf(t, h.Run(c.round+"\n"))
			if !got.Ephemeral {
				t.Errorf("a chase round ran after the refused start: %s", got.Text())
			}
			consoletest.KlWant(t, "the round after the refusal", got, c.noChase)
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
			if n := h.Dice.Remaining(); n != 0 {
				t.Errorf("%d dice left", n)
			}
		})
	}
}

// The same Truck destroyed during a running chase: the round drops it, and
// the Jeep's roll, measured against nobody, read «a tie: attacks 0» — but
// a tie is between two rolls («В случае ничьей побеждает более быстрая
// техника»). It now says
// that its target is out of the chase. Jeep 5+5 alone.
func TestKlondikeChaseRoundAgainstNobodyIsNoTie(t *testing.T) {
	for _, c := range []struct {
		locale, setup, start, hit, round, alone, tie string
	}{
		{"en", `/combat add name:Boss stats:"STR 7 DEX 7 END 7 INT 7"
/combat add name:Ann stats:"STR 7 DEX 7 END 7 INT 7"
/vehicle add name:Truck armor:8 speed:50 handling:0 crew:Boss
/vehicle add name:Jeep armor:6 speed:90 handling:0 crew:Ann
`, "/chase start parties:Jeep,Truck", "/vehicle hit vehicle:Truck ap:3d6", "/chase round",
			"Jeep: its target is out of the chase: nobody to gain the Advantage over", "a tie"},
		{"ru", `/бой добавить имя:Boss параметры:"СИЛ 7 ЛОВ 7 ВЫН 7 ИНТ 7"
/бой добавить имя:Ann параметры:"СИЛ 7 ЛОВ 7 ВЫН 7 ИНТ 7"
/техника добавить имя:Truck броня:8 скорость:50 управляемость:0 экипаж:Boss
/техника добавить имя:Jeep броня:6 скорость:90 управляемость:0 экипаж:Ann
`, "/погоня начать стороны:Jeep,Truck", "/техника попадание техника:Truck пт:3d6", "/погоня раунд",
			"Jeep: цель выбыла из погони: Преимущество не над кем получать", "ничья"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 3, 3, 4, 4, 6, 6, 6, 6, 6, 1, 1, 6, 6, 6, 6, 6, 6, 3, 3, 3, 5, 5)
			out := h.Run(consoletest.KlSetup(c.locale) + c.setup + c.start + "\n" + c.hit + "\n" + c.round + "\n")
			round := consoletest.ByText(t, out, "🏁")
			consoletest.KlWant(t, "the round", round, c.alone, "5+5")
			consoletest.KlNot(t, "the round", round, c.tie)
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
			if n := h.Dice.Remaining(); n != 0 {
				t.Errorf("%d dice left", n)
			}
		})
	}
}

// Vehicle duels: "Проигравший экипаж может атаковать только из орудий на
// турели с -4"; the winner's attacks take the Advantage table's modifier.
// Jeep (Ann, Drive 1) 6+5 +1 = 12 against Truck (Bob) 2+2 = 4: Advantage
// 8 → +1. Bob's rifle is refused; Ann's anti-tank rifle: 5+5 + DEX 9 DM 1
// + Gun Combat 1 + Advantage 1 = 13, AP 4d6 = 4 < armor 8.
func TestKlondikeDuelAdvantageOnAttacks(t *testing.T) {
	for _, tc := range []struct{ locale, script, turret, adv string }{
		{"en", `/system set system:klondike
/combat start
/combat add name:Ann stats:"DEX 9 INT 7 Drive 1 Gun Combat 1"
/combat add name:Bob stats:"DEX 7 INT 7 Drive 0 Gun Combat 1"
/vehicle add name:Jeep armor:6 speed:100 handling:0 crew:Ann
/vehicle add name:Truck armor:8 speed:80 handling:0 crew:Bob
/chase start parties:"Jeep,Truck" mode:duel
/chase round
/attack attacker:Bob target:Jeep weapon:rifle
/attack attacker:Ann target:Truck weapon:anti-tank-rifle
`, "Lost the round: only turret weapons may fire.", "Advantage +1"},
		{"ru", `/система выбрать система:klondike
/бой начать
/бой добавить имя:Ann параметры:"ЛОВ 9 ИНТ 7 Вождение 1 Стрельба 1"
/бой добавить имя:Bob параметры:"ЛОВ 7 ИНТ 7 Вождение 0 Стрельба 1"
/техника добавить имя:Jeep броня:6 скорость:100 управляемость:0 экипаж:Ann
/техника добавить имя:Truck броня:8 скорость:80 управляемость:0 экипаж:Bob
/погоня начать стороны:"Jeep,Truck" режим:duel
/погоня раунд
/атака атакующий:Bob цель:Jeep оружие:винтовка
/атака атакующий:Ann цель:Truck оружие:"противотанковое ружьё"
`, "Раунд проигран: стрелять можно только из орудий на турели.", "+1"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 1, 1, 1, 1, 6, 5, 2, 2, 5, 5, 1, 1, 1, 1)
		out := h.Run(tc.script)
		if s := consoletest.ByText(t, out, tc.turret); !s.Ephemeral {
			t.Errorf("%s: turret-only refusal is public: %s", tc.locale, s.Text())
		}
		shot := consoletest.ByText(t, out, "Ann → Truck")
		consoletest.KlWant(t, tc.locale+" winner's attack", shot, "🎲 5+5 +3 = **13**", tc.adv)
		if h.Dice.Remaining() != 0 {
			t.Errorf("%s: %d faces unused", tc.locale, h.Dice.Remaining())
		}
	}
}

// Seed l.86: «В зависимости от Преимущества над своей целью экипаж
// получает возможность атаковать. Проигравший экипаж может атаковать только
// из орудий на турели со штрафом -4.» — for a shot at the people aboard as
// for one at the vehicle. Duel: Jeep 6+6 −3 = 9, Truck 5+5 −3 = 7:
// Advantage 2, attacks −1. Driver1's pistol at Driver2: 5+5 +0 −3 −1 = 6;
// Driver2 (lost the round, no turret weapon) may not shoot back at Driver1.
func TestKlondikeDuelAdvantageAppliesToShotsAtTheCrew(t *testing.T) {
	for _, tc := range []struct{ locale, adv, refusal string }{
		{"en", "Advantage −1", "Lost the round: only turret weapons may fire."},
		{"ru", "−1", "Раунд проигран: стрелять можно только из орудий на турели."},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 1, 1, 2, 2, 6, 6, 5, 5, 5, 5)
		out := h.Run(consoletest.KlSetup(tc.locale) + `/combat add name:Driver1
/combat add name:Driver2
/vehicle add name:Jeep armor:6 speed:100 handling:0 crew:Driver1
/vehicle add name:Truck armor:8 speed:50 handling:0 crew:Driver2
/chase start parties:"Jeep, Truck" mode:duel
/chase round
/attack attacker:Driver1 target:Driver2 weapon:Pistol
/attack attacker:Driver2 target:Driver1 weapon:Pistol
`)
		shot := consoletest.ByText(t, out, "Driver1 → Driver2")
		consoletest.KlWant(t, tc.locale+" shot", shot, "🎲 5+5 −4 = **6**", tc.adv)
		last := consoletest.LastOf(t, out)
		if !last.Ephemeral || !strings.Contains(last.Text(), tc.refusal) {
			t.Errorf("%s: the loser's pistol was not refused: %s", tc.locale, last.Text())
		}
		if left := h.Dice.Remaining(); left != 0 {
			t.Errorf("%s: %d faces unused", tc.locale, left)
		}
	}
}

// Out of a chase, the same shot has no Advantage line.
func TestKlondikeNoStandingOutsideAChase(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "en", 1, 1, 2, 2, 5, 5)
	out := h.Run(consoletest.KlSetup("en") + `/combat add name:Driver1
/combat add name:Driver2
/vehicle add name:Jeep armor:6 speed:100 handling:0 crew:Driver1
/vehicle add name:Truck armor:8 speed:50 handling:0 crew:Driver2
/attack attacker:Driver1 target:Driver2 weapon:Pistol
`)
	shot := consoletest.ByText(t, out, "Driver1 → Driver2")
	consoletest.KlWant(t, "shot", shot, "🎲 5+5 −3 = **7**")
	consoletest.KlNot(t, "shot", shot, "Advantage")
}

// «В рамках погони не учитывается дистанция – модификаторы Преимущества
// отражают … неподходящую дистанцию.» Ann's Jeep wins the duel round
// (Advantage +1); her anti-tank rifle (range 250) at range:2000 read
// "range −14" on top of it. Now no range, and a line says why: 5+5 +1 DEX
// +1 Gun Combat +1 Advantage = 13.
func TestKlondikeChaseShotIgnoresRange(t *testing.T) {
	for _, tc := range []struct{ locale, script, want, not string }{
		{"en", `/combat add name:Ann stats:"DEX 9 INT 7 Drive 1 Gun Combat 1"
/combat add name:Bob stats:"DEX 7 INT 7 Drive 0 Gun Combat 1"
/vehicle add name:Jeep armor:6 speed:100 handling:0 crew:Ann
/vehicle add name:Truck armor:8 speed:80 handling:0 crew:Bob
/chase start parties:"Jeep,Truck" mode:duel
/chase round
/attack attacker:Ann target:Truck weapon:anti-tank-rifle range:2000
`, "In a vehicle duel or chase range does not count: the Advantage covers it.", "range −"},
		{"ru", `/бой добавить имя:Ann параметры:"ЛОВ 9 ИНТ 7 Вождение 1 Стрельба 1"
/бой добавить имя:Bob параметры:"ЛОВ 7 ИНТ 7 Вождение 0 Стрельба 1"
/техника добавить имя:Jeep броня:6 скорость:100 управляемость:0 экипаж:Ann
/техника добавить имя:Truck броня:8 скорость:80 управляемость:0 экипаж:Bob
/погоня начать стороны:"Jeep,Truck" режим:duel
/погоня раунд
/атака атакующий:Ann цель:Truck оружие:"противотанковое ружьё" дистанция:2000
`, "В бою техники и погоне дистанция не учитывается: её отражает Преимущество.", "дистанция −"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 1, 1, 1, 1, 6, 5, 2, 2, 5, 5, 1, 1, 1, 1)
			got := consoletest.ByText(t, h.Run(consoletest.KlSetup(tc.locale)+tc.script), "Ann → Truck")
			consoletest.KlWant(t, "chase shot", got, "🎲 5+5 +3 = **13**", tc.want)
			consoletest.KlNot(t, "chase shot", got, tc.not)
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// «В рамках погони не учитывается дистанция»: a shot in a chase says the
// range given was not applied, but a grenade thrown in the same chase (a
// blast) took no range steps and no STR×4 limit — 100 m past its 64 m —
// and said nothing. The blast now says it as the shot does, numbers
// unchanged: 3+3 +1 DEX +1 Athletics +1 Advantage 9 = 9.
func TestKlondikeChaseGrenadeSaysRangeIgnored(t *testing.T) {
	for _, tc := range []struct{ locale, script, title, want string }{
		{"en", `/system set system:klondike
/combat start
/combat add name:Ann stats:"DEX 9 STR 8 Athletics 1"
/combat add name:Ben stats:"DEX 6"
/chase start parties:"Ann, Ben" fleeing:Ben
/chase round
/attack attacker:Ann target:Ben weapon:Grenade range:100
`, "💥 Ann", "In a vehicle duel or chase range does not count: the Advantage covers it. The range given was not applied."},
		{"ru", `/система выбрать система:klondike
/бой начать
/бой добавить имя:Аня параметры:"ЛОВ 9 СИЛ 8 Атлетика 1"
/бой добавить имя:Бен параметры:"ЛОВ 6"
/погоня начать стороны:"Аня, Бен" убегают:Бен
/погоня раунд
/атака атакующий:Аня цель:Бен оружие:Граната дистанция:100
`, "💥 Аня", "В бою техники и погоне дистанция не учитывается: её отражает Преимущество. Указанная дистанция не применена."},
	} {
		// Initiative 6+6, 1+1; the chase round 4+4 and 2+2; then the
		// throw 3+3, five damage dice and the 2d6 of Ben's waking roll.
		h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 4, 4, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3)
		got := consoletest.ByText(t, h.Run(tc.script), tc.title)
		consoletest.KlWant(t, tc.locale+" blast", got, "3+3 +3 = **9**", tc.want)
	}
}

// A foot chase uses the same rules with Athletics/DEX («Погоня также может
// быть пешей – используйте полностью аналогичные правила»): the loser's
// "turret weapons only" leaves a runner no attack, and the round and the
// refusal say so instead of naming turrets nobody on foot has.
func TestKlondikeFootChaseLoserHasNoAttack(t *testing.T) {
	// Initiative 6+6, 1+1; the round: Ann 4+4 +1 DEX +1 Athletics = 10,
	// Ben 2+2 −3 untrained = 1.
	for _, tc := range []struct {
		locale, script, round, refusal, vehicleLost string
	}{
		{"en", `/system set system:klondike
/combat start
/combat add name:Ann stats:"DEX 9 Athletics 1"
/combat add name:Ben stats:"DEX 6"
/chase start parties:"Ann, Ben" fleeing:Ann
/chase round
/attack attacker:Ben target:Ann damage:2d6 range:5
`, "Ben: lost the round: no attack (on foot there is no turret)",
			"Lost the round of the chase: on foot there is no turret to fire from, so no attack this round. The GM rolls the next round: `/chase round`.",
			"turret weapons only"},
		{"ru", `/система выбрать система:klondike
/бой начать
/бой добавить имя:Аня параметры:"ЛОВ 9 Атлетика 1"
/бой добавить имя:Бен параметры:"ЛОВ 6"
/погоня начать стороны:"Аня, Бен" убегают:Аня
/погоня раунд
/атака атакующий:Бен цель:Аня урон:2d6 дистанция:5
`, "Бен: раунд проигран: атаки нет (пешком турели нет)",
			"Раунд погони проигран: пешком турели нет, поэтому в этом раунде атаки нет. Следующий раунд бросает мастер: `/погоня раунд`.",
			"только турели"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 4, 4, 2, 2)
		out := h.Run(tc.script)
		round := consoletest.ByText(t, out, tc.round)
		if strings.Contains(round.Text(), tc.vehicleLost) {
			t.Errorf("%s: a runner is told about turrets:\n%s", tc.locale, round.Text())
		}
		last := consoletest.LastOf(t, out)
		consoletest.KlWant(t, tc.locale+" refusal", last, tc.refusal)
		if !last.Ephemeral {
			t.Errorf("%s: the refusal should be ephemeral", tc.locale)
		}
	}
}
