package klondike_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Session 11e: the issue-6 walk. "Vehicles: … 40 m a round in a fight,
// boarding and leaving." The seed: «За боевой раунд техника может проехать
// до 40 метров … В идеальных условиях она может проехать количество метров,
// равное её скорости» and «Персонаж, находящийся в технике и желающий её
// покинуть, считает своё движение от её двери».

// A driver's Move is the vehicle's: up to 40 m (its speed in ideal
// conditions), not 10 m on foot; a slower vehicle goes its speed.
func TestKlondikeS11eDriverMoveIsTheVehicles40m(t *testing.T) {
	for _, tc := range []struct {
		locale, script string
		wants          []string
	}{
		{"en", `/system set system:klondike
/combat start
/combat add name:Ann
/combat add name:Bob
/vehicle add name:Jeep armor:6 speed:100 handling:1 crew:Ann
/vehicle add name:Cart armor:1 speed:20 handling:0 crew:Bob
!click Move
!click Next turn
!click Move
`, []string{
			"Ann: 🚙 drives Jeep up to 40 m this round (in ideal conditions its speed, 100 m) · 1 action left",
			"Bob: 🚙 drives Cart up to 20 m this round (its speed) · 1 action left",
		}},
		{"ru", `/система выбрать система:klondike
/бой начать
/бой добавить имя:Аня
/бой добавить имя:Боря
/техника добавить имя:Джип броня:6 скорость:100 управляемость:1 экипаж:Аня
/техника добавить имя:Телега броня:1 скорость:20 управляемость:0 экипаж:Боря
!click Движение
!click Следующий ход
!click Движение
`, []string{
			"Аня: 🚙 ведёт технику «Джип»: до 40 м за раунд (в идеальных условиях — на всю скорость, 100 м) · осталось 1 действие",
			"Боря: 🚙 ведёт технику «Телега»: до 20 м за раунд (на всю скорость) · осталось 1 действие",
		}},
	} {
		// Initiative: the first added 6+6, the second 1+1.
		h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1)
		out := h.Run(tc.script)
		text := ""
		for _, s := range out {
			text += s.Text() + "\n"
		}
		for _, w := range tc.wants {
			if !strings.Contains(text, w) {
				t.Errorf("%s: no %q in:\n%s", tc.locale, w, text)
			}
		}
		// A passenger still moves on foot.
		if strings.Contains(text, "10 m ·") || strings.Contains(text, "10 м ·") {
			t.Errorf("%s: a driver's move still reads 10 m:\n%s", tc.locale, text)
		}
	}
}

// A passenger (not the first aboard) and someone on foot still move 10 m;
// a driver whose vehicle cannot move is told so.
func TestKlondikeS11eImmobileVehicleDriverIsWarned(t *testing.T) {
	// Two aimed engine hits (AP 3+3+3 = 9 vs armor 1 each): speed halved,
	// then immobilised.
	h := consoletest.NewSystemHarness(t, "en", 6, 6, 1, 1, 3, 3, 3, 3, 3, 3)
	out := h.Run(`/system set system:klondike
/combat start
/combat add name:Ann
/combat add name:Bob
/vehicle add name:Cart armor:1 speed:20 handling:0 crew:"Ann, Bob"
/vehicle hit vehicle:Cart ap:3d6 aim:engine
/vehicle hit vehicle:Cart ap:3d6 aim:engine
!click Move
!click Next turn
!click Move
`)
	consoletest.KlWant(t, "driver", consoletest.ByText(t, out, "Ann: Moves"), "Ann: Moves 10 m · ⚠️ Cart is immobilised: it does not move; to go on foot, leave it first (`/vehicle board vehicle:Cart leave:true`). · 1 action left")
	consoletest.KlWant(t, "passenger", consoletest.ByText(t, out, "Bob: Moves"), "Bob: Moves 10 m · 1 action left")

	h = consoletest.NewSystemHarness(t, "ru", 6, 6, 1, 1, 3, 3, 3, 3, 3, 3)
	out = h.Run(`/система выбрать система:klondike
/бой начать
/бой добавить имя:Аня
/техника добавить имя:Телега броня:1 скорость:20 управляемость:0 экипаж:Аня
/техника попадание техника:Телега пт:3d6 прицел:двигатель
/техника попадание техника:Телега пт:3d6 прицел:двигатель
!click Движение
`)
	consoletest.KlWant(t, "ru driver", consoletest.ByText(t, out, "Аня: Движется"), "Аня: Движется на 10 м · ⚠️ Техника «Телега» обездвижена: она не движется; чтобы идти пешком, сначала выйдите из неё (`/техника посадка техника:Телега выйти:true`). · осталось 1 действие")
}

// One body rides one vehicle: boarding a second one (by /vehicle board or
// the crew of /vehicle add) leaves the first, and the reply says so.
func TestKlondikeS11eBoardingLeavesTheOtherVehicle(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "en", 6, 6)
	out := h.Run(`/system set system:klondike
/combat start
/combat add name:Bob
/vehicle add name:Jeep armor:3 speed:100 handling:1 crew:Bob
/vehicle add name:Cart armor:1 speed:20 handling:0
/vehicle board vehicle:Cart name:Bob
/vehicle add name:Boat armor:1 speed:30 handling:0 kind:water crew:Bob
/vehicle show
`)
	consoletest.KlWant(t, "board", consoletest.ByText(t, out, "Bob boards Cart."), `Bob leaves Jeep.\nBob boards Cart.`)
	consoletest.KlWant(t, "add", consoletest.ByText(t, out, "Vehicle added"), `Bob leaves Cart.\n🚙 **Boat**`)
	show := consoletest.LastOf(t, out).Text()
	if strings.Count(show, "aboard: Bob") != 1 || !strings.Contains(show, "water · aboard: Bob") {
		t.Errorf("Bob should be aboard the Boat only:\n%s", show)
	}

	h = consoletest.NewSystemHarness(t, "ru", 6, 6)
	out = h.Run(`/система выбрать система:klondike
/бой начать
/бой добавить имя:Боря
/техника добавить имя:Джип броня:3 скорость:100 управляемость:1 экипаж:Боря
/техника добавить имя:Телега броня:1 скорость:20 управляемость:0
/техника посадка техника:Телега имя:Боря
/техника показать
`)
	consoletest.KlWant(t, "ru board", consoletest.ByText(t, out, "Посадка: Боря → Телега."), `Высадка: Боря покидает Джип.\nПосадка: Боря → Телега.`)
	if show := consoletest.LastOf(t, out).Text(); strings.Count(show, "на борту: Боря") != 1 {
		t.Errorf("Боря should be aboard one vehicle:\n%s", show)
	}
}

// A foot chase uses the same rules with Athletics/DEX («Погоня также может
// быть пешей – используйте полностью аналогичные правила»): the loser's
// "turret weapons only" leaves a runner no attack, and the round and the
// refusal say so instead of naming turrets nobody on foot has.
func TestKlondikeS11eFootChaseLoserHasNoAttack(t *testing.T) {
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
