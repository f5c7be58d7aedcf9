package klondike_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Session 9, round 2: klondike polish, each played through the console.

// «В начале каждого боевого раунда все персонажи бросают 2d6+ИНТ+Тактику
// (если её нет, применяется штраф -3). Получившиеся значения выстраивают
// порядок, в котором они будут действовать - от высшего к меньшему.» The
// seed has no tie rule: the higher current DEX first (README), then the
// tracker's d10 roll-off, which was rolled silently. Orc and Bob (DEX 7)
// both roll 3+3 −3 = 3: the roll-off (Orc 7, Bob 2) shows on the tracker.
// Cat's 3 (DEX 9) is settled by DEX: no die, no entry. Round 2: all three
// roll 4+4 −3 = 5; Cat still goes first by DEX and Orc and Bob roll off
// again (Orc 1, Bob 9).
func TestKlondikeS9bInitiativeTieShowsRollOff(t *testing.T) {
	for _, c := range []struct {
		locale, add, title, first, round string
	}{
		{"en", `/combat add name:Orc stats:"STR 7 DEX 7 END 7 INT 7"
/combat add name:Cat stats:"STR 7 DEX 9 END 7 INT 7"
`, "Initiative tie: same total and DEX, a d10 roll-off decides",
			"`3` **Orc** 🎲 7 vs **Bob** 🎲 2", "`5` **Bob** 🎲 9 vs **Orc** 🎲 1"},
		{"ru", `/бой добавить имя:Orc параметры:"СИЛ 7 ЛОВ 7 ВЫН 7 ИНТ 7"
/бой добавить имя:Cat параметры:"СИЛ 7 ЛОВ 9 ВЫН 7 ИНТ 7"
`, "Ничья по инициативе: итог и ЛОВ равны, решает переброс d10",
			"`3` **Orc** 🎲 7 против **Bob** 🎲 2", "`5` **Bob** 🎲 9 против **Orc** 🎲 1"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			bob := "/combat add name:Bob stats:\"STR 7 DEX 7 END 7 INT 7\"\n"
			next := "!click Next round\n"
			if c.locale == "ru" {
				bob = "/бой добавить имя:Bob параметры:\"СИЛ 7 ЛОВ 7 ВЫН 7 ИНТ 7\"\n"
				next = "!click Следующий раунд\n"
			}
			// Orc 3+3, Cat 3+3; Bob 3+3 and the roll-off Orc 7, Bob 2;
			// round 2 in the tracker's order Cat, Orc, Bob: 4+4 each, then
			// Orc 1, Bob 9.
			h := consoletest.NewSystemHarness(t, c.locale, 3, 3, 3, 3, 3, 3, 7, 2, 4, 4, 4, 4, 4, 4, 1, 9)
			out := h.Run(consoletest.KlSetup(c.locale) + c.add)
			// Orc and Cat tie on 3, but DEX settles it: no roll-off shown.
			consoletest.KlNot(t, "the tracker before the roll-off", consoletest.LastOf(t, out), c.title, "🎲 7")
			out = h.Run(bob)
			tracker := consoletest.LastOf(t, out)
			consoletest.KlWant(t, "the tracker after Bob joins", tracker, c.title, c.first)
			if strings.Contains(tracker.Text(), "**Cat** 🎲") {
				t.Errorf("Cat rolled no roll-off:\n%s", tracker.Text())
			}
			tracker = consoletest.LastOf(t, h.Run(next))
			consoletest.KlWant(t, "the tracker of round 2", tracker, c.title, c.round)
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
			if n := h.Dice.Remaining(); n != 0 {
				t.Errorf("%d dice left", n)
			}
		})
	}
}

// «Уничтожена: техника полностью уничтожена. Все члены экипажа получают 6d6
// урона, если не пройдут бросок ЛОВ 8+, чтобы покинуть технику.» A
// destroyed vehicle's speed is 0: nobody need take the controls. Boss (init 3+3) drives the Truck (armor 8): AP 6+6+6 = 18,
// twice the armor — the critical column 6+6 = 12, destroyed; Boss's DEX
// roll 1+1 fails, 6d6 = 36 leave him dying (unconsciousness roll 3+3).
// The embed said «The driver is down: someone must take the controls this
// round». A crew hit on a moving vehicle still says it: table 2+3 = 5,
// crew, d6 1, 3d6 = 18 on Boss (STR 2 DEX 2 END 2), speed 50 unchanged.
func TestKlondikeS9bDriverDownOnlyWhileTheVehicleMoves(t *testing.T) {
	for _, c := range []struct {
		locale, boss, truck, hit, down, destroyed string
	}{
		{"en", `/combat add name:Boss stats:"STR 7 DEX 7 END 7 INT 7"`, "/vehicle add name:Truck armor:8 speed:50 handling:0 crew:Boss",
			"/vehicle hit vehicle:Truck ap:3d6", "The driver is down", "Destroyed"},
		{"ru", `/бой добавить имя:Boss параметры:"СИЛ 7 ЛОВ 7 ВЫН 7 ИНТ 7"`, "/техника добавить имя:Truck броня:8 скорость:50 управляемость:0 экипаж:Boss",
			"/техника попадание техника:Truck пт:3d6", "Водитель выведен из строя", "Уничтожена"},
	} {
		t.Run(c.locale+" destroyed", func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 3, 3, 6, 6, 6, 6, 6, 1, 1, 6, 6, 6, 6, 6, 6, 3, 3, 3)
			out := h.Run(consoletest.KlSetup(c.locale) + c.boss + "\n" + c.truck + "\n" + c.hit + "\n")
			hit := consoletest.ByText(t, out, "🎯 Truck")
			consoletest.KlWant(t, "the hit", hit, c.destroyed, "50 → 0")
			consoletest.KlNot(t, "the hit on a destroyed vehicle", hit, c.down)
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
		t.Run(c.locale+" moving", func(t *testing.T) {
			weak := strings.NewReplacer("7", "2").Replace(c.boss)
			weak = strings.Replace(weak, "INT 2", "INT 7", 1)
			weak = strings.Replace(weak, "ИНТ 2", "ИНТ 7", 1)
			h := consoletest.NewSystemHarness(t, c.locale, 3, 3, 3, 3, 3, 2, 3, 1, 6, 6, 6, 3, 3, 3)
			out := h.Run(consoletest.KlSetup(c.locale) + weak + "\n" + c.truck + "\n" + c.hit + "\n")
			hit := consoletest.ByText(t, out, "🎯 Truck")
			consoletest.KlWant(t, "the crew hit on a moving vehicle", hit, c.down)
			consoletest.KlNot(t, "the crew hit on a moving vehicle", hit, "50 → 0")
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// «Уничтожена: техника полностью уничтожена.» It no longer moves (speed
// 0), and a chase round drops it (ChaseRound marks it gone): /chase start took the
// destroyed Truck, and the round then rolled only the Jeep, «a tie: attacks
// 0» against nobody. The start is refused, with the reason, and nothing is
// stored: /chase round still finds no chase.
func TestKlondikeS9bChaseRefusesADestroyedVehicle(t *testing.T) {
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
func TestKlondikeS9bChaseRoundAgainstNobodyIsNoTie(t *testing.T) {
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
