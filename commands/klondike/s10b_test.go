package klondike_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Session 10, round 2: what the fight nights left in klondike, each played
// through the console.

// «Если она [Выносливость] опустилась до нуля, то персонажу нужно получить
// медпомощь - полчаса внимания персонажа с навыком Медицины не меньше 1 и
// аптечкой - либо отлежаться сутки. Оба варианта восстановят Выносливость
// до изначального значения и восстановят Силу или Ловкость, если они не
// упали до нуля.» Care on an unhurt patient restored nothing yet reported
// «Помощь заняла минут: 30»: it is refused with the reason, and nothing
// changes. A patient whose END is whole again but whose STR fell to 0 is
// told that only bed rest under a medic (Medicine 2+) helps: «В случае
// падения до нуля Силы или Ловкости персонажу понадобится отлежаться под
// присмотром медика (навык Медицины 2 или лучше).»
func TestKlondikeS10bCareWithNothingToTreatIsRefused(t *testing.T) {
	for _, tc := range []struct {
		locale, add, heal, healSelf, damage, day, unhurt, bedRest, healed string
	}{
		{"en", `/combat add name:Doc stats:"Medicine 1"` + "\n/combat add name:Pat\n",
			"/heal target:Pat medic:Doc\n", "/heal target:Doc medic:Doc\n",
			"/damage target:Pat amount:14 to:str\n", "/time days:1\n",
			"Pat: nothing to treat — END, STR and DEX are all at full, so no medical care is needed.",
			"Pat: medical care has nothing to restore — END is at full, and STR or DEX brought down to 0 comes back only with bed rest under a medic (Medicine 2+)",
			"Care took 30"},
		{"ru", `/бой добавить имя:Doc параметры:"Медицина 1"` + "\n/бой добавить имя:Pat\n",
			"/лечить цель:Pat медик:Doc\n", "/лечить цель:Doc медик:Doc\n",
			"/урон цель:Pat количество:14 в:сил\n", "/время дни:1\n",
			"Pat: лечить нечего — ВЫН, СИЛ и ЛОВ не снижены, медпомощь не нужна.",
			"Pat: медпомощи тут нечего восстанавливать — ВЫН цела, а СИЛ или ЛОВ, упавшие до 0, восстанавливаются только отлёжкой под присмотром медика (Медицина 2+)",
			"Помощь заняла"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Initiative 3+3, 2+2; the damage's unconsciousness roll 6+6
			// (and its d6) when STR reaches 0.
			h := consoletest.NewSystemHarness(t, tc.locale, 3, 3, 2, 2, 6, 6, 6)
			h.Run(consoletest.KlSetup(tc.locale) + tc.add)
			for _, script := range []string{tc.heal, tc.healSelf} {
				got := consoletest.LastOf(t, h.Run(script))
				if !got.Ephemeral {
					t.Errorf("care on an unhurt patient should be refused, ephemeral: %s", got.Text())
				}
				consoletest.KlNot(t, "unhurt care", got, tc.healed)
			}
			consoletest.KlWant(t, "unhurt Pat", consoletest.LastOf(t, h.Run(tc.heal)), tc.unhurt)

			// 14 damage: END 7 → 0, STR 7 → 0; a day in bed brings END
			// back, STR stays at 0 until days under a medic.
			h.Run(tc.damage + tc.day)
			got := consoletest.LastOf(t, h.Run(tc.heal))
			if !got.Ephemeral {
				t.Errorf("care with only a broken STR should be refused, ephemeral: %s", got.Text())
			}
			consoletest.KlWant(t, "broken STR", got, tc.bedRest)
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// Care on a hurt patient still goes ahead (the refusal is only for nothing
// to treat): END 7 − 3 = 4 is restored to 7 in half an hour.
func TestKlondikeS10bCareOnHurtPatientStillWorks(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "ru", 3, 3, 2, 2)
	out := h.Run(consoletest.KlSetup("ru") + `/бой добавить имя:Doc параметры:"Медицина 1"
/бой добавить имя:Pat
/урон цель:Pat количество:3
/лечить цель:Pat медик:Doc
`)
	got := consoletest.LastOf(t, consoletest.Replies(out))
	if got.Ephemeral {
		t.Fatalf("care on a hurt patient refused: %s", got.Text())
	}
	consoletest.KlWant(t, "hurt Pat", got, "Doc лечит", "ВЫН 7")
}

// «потратьте кол-во патронов, равное значению Авто, умноженному на 5 …
// Каждый раз, когда противник входит в эту область либо совершает действие
// в ней, вы можете потратить ещё Авто патронов, чтобы совершить по нему
// атаку … Количество таких «свободных» атак ограничено значением «Авто»
// вашего оружия. Огонь по области оканчивается в начале вашего следующего
// хода.» An assault rifle (Auto 4, 30 rounds) spends 20 on the fire and has
// 10 left: two free attacks of 4 rounds, not the four its Auto allows —
// the tracker shows 2. Thirty minutes of /time later the fire is over: the
// tracker no longer shows it, and the time reply says it ended.
func TestKlondikeS10bSuppressiveFireShowsFreeAttacksTheAmmoPays(t *testing.T) {
	for _, tc := range []struct {
		locale, add, fire, time, two, four, ended, cond string
	}{
		{"en", `/combat add name:Gunner stats:"DEX 9 gun_combat 1"` + "\n/combat add name:Ann\n",
			"/attack attacker:Gunner target:Ann weapon:assault-rifle mode:suppress\n", "/time minutes:30\n",
			"suppressive fire (2 free attacks left)", "4 free attacks", "Gunner: suppressive fire ends.", "suppressive fire ("},
		{"ru", `/бой добавить имя:Gunner параметры:"ЛОВ 9 Стрельба 1"` + "\n/бой добавить имя:Ann\n",
			"/атака атакующий:Gunner цель:Ann оружие:автомат режим:suppress\n", "/время минуты:30\n",
			"огонь по области (осталось 2 свободные атаки)", "4 свободные атаки", "Gunner: огонь по области окончен.", "огонь по области ("},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Initiative 3+3, 2+2; the fire's one attack on Ann 1+1 (a miss).
			h := consoletest.NewSystemHarness(t, tc.locale, 3, 3, 2, 2, 1, 1)
			h.Run(consoletest.KlSetup(tc.locale) + tc.add)
			out := h.Run(tc.fire)
			tracker := consoletest.LastOf(t, out)
			consoletest.KlWant(t, "tracker after the fire", tracker, tc.two)
			consoletest.KlNot(t, "tracker after the fire", tracker, tc.four)

			out = h.Run(tc.time)
			consoletest.KlWant(t, "time reply", consoletest.ByText(t, out, "⏳"), tc.ended)
			consoletest.KlNot(t, "tracker after 30 minutes", consoletest.LastOf(t, out), tc.cond)
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// Negative numbers in klondike's replies take the minus sign «−», as its
// modifiers and Effect already do: an untrained shot (−3) aimed at a chosen
// vehicle result (−4) rolling 1+1 totals −5 and would have been −1 without
// the −4 — not «**-5**» and «-1».
func TestKlondikeS10bNegativeNumbersUseTheMinusSign(t *testing.T) {
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
