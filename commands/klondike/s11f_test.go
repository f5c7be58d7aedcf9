package klondike_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Session 11f: testing what session 11 built.

// «За боевой раунд техника может проехать до 40 метров … В идеальных
// условиях она может проехать количество метров, равное её скорости.» A
// vehicle at speed 0 that is not disabled (added at 0, or a boat whose
// breaches each took a quarter of its speed) went "up to 0 m this round
// (its speed)" and spent the driver's action on it. It now warns as a
// stopped vehicle does: the driver's Move is the 10 m on foot, and the
// warning says so.
func TestKlondikeS11fDriverOfAStandingVehicleIsWarned(t *testing.T) {
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
func TestKlondikeS11fStoppedVehicleHintWorksAsTyped(t *testing.T) {
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

// «В рамках погони не учитывается дистанция»: a shot in a chase says the
// range given was not applied, but a grenade thrown in the same chase (a
// blast) took no range steps and no STR×4 limit — 100 m past its 64 m —
// and said nothing. The blast now says it as the shot does, numbers
// unchanged: 3+3 +1 DEX +1 Athletics +1 Advantage 9 = 9.
func TestKlondikeS11fChaseGrenadeSaysRangeIgnored(t *testing.T) {
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

// «В начале боя каждая сторона бросает Разведку/ИНТ или Скрытность/ИНТ
// 10+.» A side left out is every player (side A) or every NPC (side B).
// The GM who put one player on the NPCs' side (side_b:Ann) was refused with
// "Ann is named on both sides … take Ann out of side_a" though no side_a
// was given. The player named on side B is now off the default side A:
// Bob rolls for side A (5+4 +1 Stealth = 10, success), Ann for side B
// (1+1 +1 Recon = 3).
func TestKlondikeS11fSurpriseDefaultSideLeavesOutTheNamed(t *testing.T) {
	for _, tc := range []struct{ locale, script, sideA, sideB, free string }{
		{"en", `/system set system:klondike
/combat start
@Ann /char set stats:"DEX 9 INT 8 Recon 1" name:Ann
@Ann /combat join
@Bob /char set stats:"DEX 9 INT 8 Stealth 1" name:Bob
@Bob /combat join
/combat add name:Orc
/combat surprise side_b:Ann
`, "Side A — Bob", "Side B — Ann", "Side A gets a free round."},
		{"ru", `/система выбрать система:klondike
/бой начать
@Ann /персонаж задать параметры:"ЛОВ 9 ИНТ 8 Разведка 1" имя:Ann
@Ann /бой войти
@Bob /персонаж задать параметры:"ЛОВ 9 ИНТ 8 Скрытность 1" имя:Bob
@Bob /бой войти
/бой добавить имя:Orc
/бой внезапность сторона-б:Ann
`, "Сторона А — Bob", "Сторона Б — Ann", "Сторона А получает бесплатный раунд."},
	} {
		// Initiative 6+6, 6+5, 1+1; then side A 5+4, side B 1+1.
		h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 6, 5, 1, 1, 5, 4, 1, 1)
		got := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.script)))
		if got.Ephemeral {
			t.Fatalf("%s: refused: %s", tc.locale, got.Text())
		}
		consoletest.KlWant(t, tc.locale+" surprise", got, tc.sideA, "5+4 +1 = **10**", tc.sideB, "1+1 +1 = **3**", tc.free)
		if err := h.Dice.Err(); err != nil {
			t.Fatal(err)
		}
	}
}

// «Прицеливание может накапливаться до максимального модификатора в
// зависимости от вида оружия - +1 с мушки» and «Каждая из этих атак не
// может получать бонус от прицела или Прицеливания.» Full auto with aim:3
// from an SMG (iron sights) said "aim 3 was not applied", though a single
// shot would have had +1 of it: the line now names the bonus lost, +1;
// with a scoped machine gun aim:3 it is +3. The rolls carry no aim either
// way: 1+1 +2 = 4.
func TestKlondikeS11fFullAutoDroppedAimIsTheCappedBonus(t *testing.T) {
	for _, tc := range []struct{ locale, script, want, not string }{
		{"en", `/combat add name:Gunner stats:"DEX 9 gun_combat 1"
/combat add name:A stats:"END 30 DEX 10"
/attack attacker:Gunner target:A weapon:smg mode:auto aim:3
`, "aim +1 was not applied.", "aim +3"},
		{"ru", `/бой добавить имя:Gunner параметры:"ЛОВ 9 Стрельба 1"
/бой добавить имя:A параметры:"ВЫН 30 ЛОВ 10"
/атака атакующий:Gunner цель:A оружие:smg режим:auto прицел:3
`, "прицеливание (+1) не применено.", "(+3)"},
		{"en", `@Gun /char set stats:"DEX 9 gun_combat 1" name:Gunner
@Gun /char weapon add name:mg spec:"3d6 range:100 auto:3 ammo:30 sight:scope"
@Gun /combat join
/combat add name:A stats:"END 30 DEX 10"
@Gun /attack attacker:Gunner target:A weapon:mg mode:auto aim:3
`, "aim +3 was not applied.", "aim +1"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 1, 1, 1, 5, 5, 2, 2, 2, 6, 6, 3, 3)
		got := consoletest.LastOf(t, consoletest.Replies(h.Run(consoletest.KlSetup(tc.locale)+tc.script)))
		consoletest.KlWant(t, tc.locale+" full auto", got, tc.want, "1+1 +2 = **4**")
		consoletest.KlNot(t, tc.locale+" full auto", got, tc.not)
	}
}

// The out-of-ammo refusal says how to reload: "/reload weapon:Shotgun".
// Without name: that reloads whoever's turn it is (or the player's own
// character), so when the GM fires the Orc's emptied shotgun on the
// Shooter's turn, the hint as typed was about the Shooter's gun. It now
// names the Orc then, and stays as it was for the one whose turn it is.
func TestKlondikeS11fOutOfAmmoHintNamesTheShooterOutOfTurn(t *testing.T) {
	for _, tc := range []struct{ locale, setup, orcFires, hint, reloaded, wrong, ownFires, ownHint string }{
		{"en", `/system set system:klondike
/combat start
/combat add name:Shooter stats:"DEX 8 Gun_Combat 1"
/combat add name:Orc
`, "/attack attacker:Orc target:Shooter weapon:Shotgun\n",
			"/reload name:Orc weapon:Shotgun", "Orc has no actions left", "Shooter",
			"/attack attacker:Shooter target:Orc weapon:Shotgun\n", "Reload first (/reload weapon:Shotgun or"},
		{"ru", `/система выбрать система:klondike
/бой начать
/бой добавить имя:Стрелок параметры:"ЛОВ 8 Стрельба 1"
/бой добавить имя:Орк
`, "/атака атакующий:Орк цель:Стрелок оружие:Дробовик\n",
			"/перезарядить имя:Орк оружие:Дробовик", "Орк: действий", "Стрелок",
			"/атака атакующий:Стрелок цель:Орк оружие:Дробовик\n", "Сначала перезарядите (/перезарядить оружие:Дробовик или"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3)
		// The Orc fires both shells on the Shooter's turn.
		h.Run(tc.setup + tc.orcFires + tc.orcFires)
		got := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.orcFires)))
		if !got.Ephemeral {
			t.Fatalf("%s: the third shot from a 2-shell shotgun should be refused: %s", tc.locale, got.Text())
		}
		consoletest.KlWant(t, tc.locale+" Orc out of ammo", got, "("+tc.hint+" ")
		// Typed as it stands, the hint is about the Orc (whose two actions
		// went on the shots: "no actions left"), not the Shooter's gun.
		got = consoletest.LastOf(t, consoletest.Replies(h.Run(tc.hint+"\n")))
		consoletest.KlWant(t, tc.locale+" hint as typed", got, tc.reloaded)
		consoletest.KlNot(t, tc.locale+" hint as typed", got, tc.wrong)
		h.Run(tc.ownFires + tc.ownFires)
		got = consoletest.LastOf(t, consoletest.Replies(h.Run(tc.ownFires)))
		consoletest.KlWant(t, tc.locale+" own turn", got, tc.ownHint)
	}
}
