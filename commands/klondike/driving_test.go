package klondike_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Driving: «За боевой раунд техника может проехать до 40 метров … В
// идеальных условиях она может проехать количество метров, равное её
// скорости» and «Персонаж, находящийся в технике и желающий её покинуть,
// считает своё движение от её двери». The driver's Move, boarding and
// leaving, a vehicle that cannot move, and who takes the controls when
// the driver is down.

// A driver's Move is the vehicle's: up to 40 m (its speed in ideal
// conditions), not 10 m on foot; a slower vehicle goes its speed.
func TestKlondikeDriverMoveIsTheVehicles40m(t *testing.T) {
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
func TestKlondikeImmobileVehicleDriverIsWarned(t *testing.T) {
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

// «За боевой раунд техника может проехать до 40 метров … В идеальных
// условиях она может проехать количество метров, равное её скорости.» A
// vehicle at speed 0 that is not disabled (added at 0, or a boat whose
// breaches each took a quarter of its speed) went "up to 0 m this round
// (its speed)" and spent the driver's action on it. It now warns as a
// stopped vehicle does: the driver's Move is the 10 m on foot, and the
// warning says so.
func TestKlondikeDriverOfAStandingVehicleIsWarned(t *testing.T) {
	for _, tc := range []struct{ locale, script, want, bad string }{
		{"en", `/system set system:klondike
/combat start
/combat add name:Ann
/vehicle add name:Cart armor:1 speed:0 handling:0 crew:Ann
!click Move
`, "Ann: Moves 10 m · ⚠️ Cart has speed 0: it does not move; to go on foot, leave it first (`/vehicle board vehicle:Cart leave:true`). · 1 action left",
			"up to 0 m"},
		{"ru", `/система выбрать система:klondike
/бой начать
/бой добавить имя:Аня
/техника добавить имя:Телега броня:1 скорость:0 управляемость:0 экипаж:Аня
!click Движение
`, "Аня: Движется на 10 м · ⚠️ Техника «Телега» на скорости 0: она не движется; чтобы идти пешком, сначала выйдите из неё (`/техника посадка техника:Телега выйти:true`). · осталось 1 действие",
			"до 0 м"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 6, 6)
		out := h.Run(tc.script)
		text := ""
		for _, s := range out {
			text += s.Text() + "\n"
		}
		if !strings.Contains(text, tc.want) {
			t.Errorf("%s: no %q in:\n%s", tc.locale, tc.want, text)
		}
		if strings.Contains(text, tc.bad) {
			t.Errorf("%s: a standing vehicle is said to drive %q:\n%s", tc.locale, tc.bad, text)
		}
	}
}

// The stopped vehicle's warning named `/vehicle board leave:true`, which
// is refused ("the vehicle option is required"): the hint now names the
// vehicle, and typed as it stands it takes the driver off.
func TestKlondikeStoppedVehicleHintWorksAsTyped(t *testing.T) {
	for _, tc := range []struct{ locale, script, hint, left string }{
		{"en", `/system set system:klondike
/combat start
/combat add name:Ann
/vehicle add name:Cart armor:1 speed:20 handling:0 crew:Ann
/vehicle hit vehicle:Cart ap:3d6 aim:engine
/vehicle hit vehicle:Cart ap:3d6 aim:engine
!click Move
`, "/vehicle board vehicle:Cart leave:true", "Ann leaves Cart."},
		{"ru", `/система выбрать система:klondike
/бой начать
/бой добавить имя:Аня
/техника добавить имя:Телега броня:1 скорость:20 управляемость:0 экипаж:Аня
/техника попадание техника:Телега пт:3d6 прицел:двигатель
/техника попадание техника:Телега пт:3d6 прицел:двигатель
!click Движение
`, "/техника посадка техника:Телега выйти:true", "Высадка: Аня покидает Телега."},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 3, 3, 3, 3, 3, 3)
		out := h.Run(tc.script)
		text := ""
		for _, s := range out {
			text += s.Text() + "\n"
		}
		if !strings.Contains(text, "`"+tc.hint+"`") {
			t.Fatalf("%s: the warning does not name %q:\n%s", tc.locale, tc.hint, text)
		}
		got := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.hint+"\n")))
		if got.Ephemeral {
			t.Fatalf("%s: the hinted command is refused: %s", tc.locale, got.Text())
		}
		consoletest.KlWant(t, tc.locale+" leave", got, tc.left)
	}
}

// One body rides one vehicle: boarding a second one (by /vehicle board or
// the crew of /vehicle add) leaves the first, and the reply says so.
func TestKlondikeBoardingLeavesTheOtherVehicle(t *testing.T) {
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

// «Уничтожена: техника полностью уничтожена. Все члены экипажа получают 6d6
// урона, если не пройдут бросок ЛОВ 8+, чтобы покинуть технику.» A
// destroyed vehicle's speed is 0: nobody need take the controls. Boss (init 3+3) drives the Truck (armor 8): AP 6+6+6 = 18,
// twice the armor — the critical column 6+6 = 12, destroyed; Boss's DEX
// roll 1+1 fails, 6d6 = 36 leave him dying (unconsciousness roll 3+3).
// The embed said «The driver is down: someone must take the controls this
// round». A crew hit on a moving vehicle still says it: table 2+3 = 5,
// crew, d6 1, 3d6 = 18 on Boss (STR 2 DEX 2 END 2), speed 50 unchanged.
func TestKlondikeDriverDownOnlyWhileTheVehicleMoves(t *testing.T) {
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

// «Если техника движется на большой скорости и … водитель/пилот теряет
// сознание, то другой член экипажа … должен перехватить управление»: the
// driver was the first aboard even when dying, so Bob's Move at the
// wheel's turn went on foot. The first able one aboard drives, and the
// line says who took the controls. No dice are drawn for it.
func TestKlondikeNextAboardTakesTheControls(t *testing.T) {
	for _, tc := range []struct{ locale, script, want, foot string }{
		{"en", `/combat add name:"Ann Lee"
/combat add name:Bob
/vehicle add name:"Old Cart" armor:1 speed:20 handling:0 crew:"Ann Lee, Bob"
/damage target:"Ann Lee" amount:40
!click Next turn
!click Move
`, "Bob: 🚙 takes the controls of Old Cart (Ann Lee is down and cannot drive) · drives Old Cart up to 20 m this round (its speed) · 1 action left", "Moves 10 m"},
		{"ru", `/бой добавить имя:"Ann Lee"
/бой добавить имя:Bob
/техника добавить имя:"Old Cart" броня:1 скорость:20 управляемость:0 экипаж:"Ann Lee, Bob"
/урон цель:"Ann Lee" количество:40
!click Следующий ход
!click Движение
`, "Bob: 🚙 берёт управление техникой «Old Cart» (Ann Lee выбывает из строя и вести не может) · ведёт технику «Old Cart»: до 20 м за раунд (на всю скорость) · осталось 1 действие", "Движется на 10 м"},
	} {
		// Initiative 6+6, 3+3; 40 damage: the unconsciousness roll 1+1
		// and its d6 1. The Move draws nothing.
		h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 3, 3, 1, 1, 1)
		got := consoletest.LastOf(t, h.Run(consoletest.KlSetup(tc.locale)+tc.script))
		consoletest.KlWant(t, tc.locale, got, tc.want)
		consoletest.KlNot(t, tc.locale, got, tc.foot)
		if err := h.Dice.Err(); err != nil {
			t.Fatal(err)
		}
	}
}

// The first aboard, when able, still drives with no line about the
// controls, and the second aboard moves on foot.
func TestKlondikeAbleDriverKeepsTheWheel(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "en", 6, 6, 3, 3)
	got := consoletest.LastOf(t, h.Run(consoletest.KlSetup("en")+`/combat add name:"Ann Lee"
/combat add name:Bob
/vehicle add name:"Old Cart" armor:1 speed:20 handling:0 crew:"Ann Lee, Bob"
!click Move
`))
	consoletest.KlWant(t, "Ann", got, "Ann Lee: 🚙 drives Old Cart up to 20 m")
	consoletest.KlNot(t, "Ann", got, "takes the controls")
	got = consoletest.LastOf(t, h.Run("!click Next turn\n!click Move\n"))
	consoletest.KlWant(t, "Bob", got, "Bob: Moves 10 m")
	consoletest.KlNot(t, "Bob", got, "takes the controls")
}
