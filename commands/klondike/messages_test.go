package klondike_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// The wording of klondike's messages: no template argument left out, any
// name reads right in Russian, numbers with their signs.

// Every klondike message: a walk through the system's commands (hurt,
// healed, operated on, vehicles, a chase, a duel, surprise, support,
// leadership, grappling, time) in both locales, with no "<no value>" — a
// template argument the command forgot — in any message, public or not.
func TestKlondikeNoMessageMissesATemplateArgument(t *testing.T) {
	const script = `/combat add name:Doc stats:"DEX 9 INT 9 Medicine 2 Mechanic 1 Drive 1 Gun Combat 1 Leadership 1 Recon 1"
/combat add name:Orc
/combat add name:Bob stats:"Drive 0 Stealth 1"
/damage target:Orc amount:5
/heal target:Orc medic:Doc
/damage target:Orc amount:2 attacker:Doc
/damage target:Orc amount:9
/damage target:Orc amount:30 to:dex
/surgery target:Orc medic:Doc place:field
/time minutes:30
/check characteristic:DEX skill:gun_combat name:Doc
/attack attacker:Doc target:Bob damage:2d6 range:10
/support attacker:Doc target:Bob skill:medicine
/combat lead name:Doc
/grapple attacker:Bob target:Doc
/combat surprise side_a:Doc side_b:Bob
/vehicle add name:Jeep armor:6 speed:100 handling:1 crew:Doc
/vehicle add name:Truck armor:8 speed:50 handling:0 crew:Bob
/vehicle show
/vehicle board name:Orc vehicle:Truck
/vehicle board name:Orc vehicle:Truck leave:true
/chase start parties:"Jeep, Truck" fleeing:Truck
/chase round
/attack attacker:Doc target:Bob weapon:Pistol
/attack attacker:Doc target:Truck weapon:Pistol
/chase break party:Jeep
/chase break party:Truck
/chase end
/vehicle hit vehicle:Truck ap:3d6 aim:engine
/vehicle hit vehicle:Truck ap:6d6
/vehicle crash vehicle:Jeep
/vehicle repair vehicle:Truck mechanic:Doc
/reload name:Doc
/combat next
/combat next
/combat next
/combat next
/combat end
`
	faces := make([]int, 0, 400)
	for i := 0; i < 400; i++ {
		faces = append(faces, 1+(i*5)%6)
	}
	for _, locale := range []string{"en", "ru"} {
		h := consoletest.NewSystemHarness(t, locale, faces...)
		out := h.Run(consoletest.KlSetup(locale) + script)
		public := 0
		for _, s := range out {
			if testing.Verbose() && s.Ephemeral {
				t.Logf("%s refused: %s", locale, s.Text())
			}
			// The JSON escapes "<" and ">".
			if strings.Contains(s.Text(), "<no value>") || strings.Contains(s.Text(), `\u003cno value\u003e`) {
				t.Errorf("%s: a template argument is missing:\n%s", locale, s.Text())
			}
			if !s.Ephemeral {
				public++
			}
		}
		// Most of the walk must have run, or it proves little.
		if public < 40 {
			t.Errorf("%s: only %d public messages", locale, public)
		}
	}
}

// Russian messages that read right for any name, and /check
// without a characteristic asks for one.
func TestKlondikeMessagesForAnyName(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "ru", 3, 3)
	out := h.Run(`/система выбрать система:klondike
/бой начать
/бой добавить имя:Аня
!click Перезарядка
`)
	consoletest.KlWant(t, "reload", consoletest.LastOf(t, out), "Аня: нет огнестрельного оружия с магазином.")
	out = h.Run("!click Встать\n")
	consoletest.KlWant(t, "stand", consoletest.LastOf(t, out), "Аня не лежит: ползти и вставать можно только лёжа.")
	out = h.Run("/проверка\n")
	s := consoletest.LastOf(t, out)
	consoletest.KlWant(t, "check", s, "Укажите характеристику: СИЛ, ЛОВ, ВЫН, ИНТ, ОБР или СОЦ")
	if !s.Ephemeral || strings.Contains(s.Text(), "«»") {
		t.Errorf("check without a characteristic: %s", s.Text())
	}

	h = consoletest.NewSystemHarness(t, "en", 3, 3)
	out = h.Run("/system set system:klondike\n/combat start\n/combat add name:Ann\n!click Crawl\n/check\n")
	consoletest.KlWant(t, "crawl", consoletest.ByText(t, out, "is not prone"), "Ann is not prone: only a prone character can crawl or stand up.")
	consoletest.KlWant(t, "check", consoletest.LastOf(t, out), "Name a characteristic: STR, DEX, END, INT, EDU or SOC")
}

// Negative numbers in klondike's replies take the minus sign «−», as its
// modifiers and Effect already do: an untrained shot (−3) aimed at a chosen
// vehicle result (−4) rolling 1+1 totals −5 and would have been −1 without
// the −4 — not «**-5**» and «-1».
func TestKlondikeNegativeNumbersUseTheMinusSign(t *testing.T) {
	for _, tc := range []struct{ locale, script, line, aim string }{
		{"en", "/combat add name:Ann\n/vehicle add name:Jeep armor:6 speed:100 handling:0\n/attack attacker:Ann target:Jeep weapon:rifle location:engine\n",
			"🎲 1+1 −7 = **−5** vs 8+ — miss, Effect −13", "(without the −4 it would be −1)"},
		{"ru", "/бой добавить имя:Ann\n/техника добавить имя:Jeep броня:6 скорость:100 управляемость:0\n/атака атакующий:Ann цель:Jeep оружие:винтовка место:engine\n",
			"🎲 1+1 −7 = **−5** против 8+ — промах, Эффект −13", "−4 было бы −1"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 3, 3, 1, 1)
			out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
			shot := consoletest.ByText(t, out, "🎲 1+1")
			consoletest.KlWant(t, "aimed miss", shot, tc.line, tc.aim)
			if txt := shot.Text(); strings.Contains(txt, "-5") || strings.Contains(txt, "-1)") {
				t.Errorf("a hyphen for a minus:\n%s", txt)
			}
		})
	}
}

func TestKlondikeRollLinesNeverShowABareZero(t *testing.T) {
	// A DM of 0 in a sum reads "+0": "🎲 3+3 +0 = 6 on original END".
	h := consoletest.NewSystemHarness(t, "en", 1, 1, 3, 3, 4)
	out := h.Run(consoletest.KlSetup("en") + "/combat add name:Thug\n/damage target:Thug amount:14\n")
	dmg := out[len(out)-2]
	consoletest.KlWant(t, "wake roll", dmg, "🎲 3+3 +0 = 6 on original END")
	consoletest.KlNot(t, "wake roll", dmg, "3+3 0 =")
}
