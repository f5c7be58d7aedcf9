package klondike_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Session 6 play-test findings, each driven through the console.

// The Russian /help named medical care `/лечение`, which the console and
// Discord do not know: /heal is registered as `/лечить` (the name the
// commands share across systems), so a player typing the help's command got
// "Неизвестная команда".
func TestKlondikeHelpNamesTheHealCommandThatExists(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "ru")
	out := h.Run("/система выбрать система:klondike\n/help\n")
	help := consoletest.LastOf(t, out)
	consoletest.KlWant(t, "ru help", help, "`/лечить цель медик`")
	consoletest.KlNot(t, "ru help", help, "`/лечение`")

	// And the command it names works: "полчаса внимания персонажа с
	// навыком Медицины не меньше 1 и аптечкой … восстановят Выносливость".
	h = consoletest.NewSystemHarness(t, "ru", 3, 3, 2, 2)
	out = h.Run(consoletest.KlSetup("ru") + `/бой добавить имя:Doc параметры:"Медицина 1"
/бой добавить имя:Pat
/урон цель:Pat количество:3
/лечить цель:Pat медик:Doc
`)
	consoletest.KlWant(t, "/лечить", consoletest.MedReply(t, out), "Doc лечит", "ВЫН 7")

	h = consoletest.NewSystemHarness(t, "en")
	consoletest.KlWant(t, "en help", consoletest.LastOf(t, h.Run("/system set system:klondike\n/help\n")), "`/heal target medic`")
}

// A check's target number out of range was called «Сложность» — the
// storyteller's word; klondike's option is «цель», a target number ("8+").
func TestKlondikeCheckTargetErrorUsesTargetNumber(t *testing.T) {
	for _, tc := range []struct{ locale, script, want string }{
		{"ru", "/проверка характеристика:ИНТ цель:-5\n", "Целевое число должно быть от 1 до 30; без параметра цель — обычные 8+."},
		{"en", "/check characteristic:INT target:-5\n", "The target number must be between 1 and 30; leave target out for the usual 8+."},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		got := consoletest.LastOf(t, out)
		if !got.Ephemeral {
			t.Errorf("%s: the refusal is public: %s", tc.locale, got.Text())
		}
		consoletest.KlWant(t, tc.locale, got, tc.want)
		consoletest.KlNot(t, tc.locale, got, "Сложность")
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

// A careless shot ("при промахе совершается еще одна атака по второй
// стороне ближнего боя") that missed Bandit and put Friend in shock told
// the story of Bandit: "Bandit gasps for air…". The flavour line now names
// the fighter the stray shot hit.
func TestKlondikeStrayShotFlavourNamesWhoWasHit(t *testing.T) {
	for _, tc := range []struct{ locale, script string }{
		{"en", `/combat add name:Bandit stats:"DEX 6"
/combat add name:Friend stats:"DEX 6"
@Ivan /char set stats:"DEX 9 gun combat 1"
@Ivan /char weapon add name:Rifle spec:"3d6 range:50"
@Ivan /combat join
@Ivan /attack target:Bandit weapon:Rifle range:10 maneuver:careless targets:Friend
`},
		{"ru", `/бой добавить имя:Bandit параметры:"ЛОВ 6"
/бой добавить имя:Friend параметры:"ЛОВ 6"
@Ivan /персонаж задать параметры:"ЛОВ 9 Стрельба 1"
@Ivan /персонаж оружие добавить название:Rifle свойства:"3d6 range:50"
@Ivan /бой войти
@Ivan /атака цель:Bandit оружие:Rifle дистанция:10 приём:careless цели:Friend
`},
	} {
		// Initiative 1+1, 2+2, 6+6; the shot 1+1 (miss); the stray 3+4
		// +2 = 9 hits; damage 4+3+3 +1 Effect = 11 into Friend's END 7:
		// shock.
		h := consoletest.NewSystemHarness(t, tc.locale, 1, 1, 2, 2, 6, 6, 1, 1, 3, 4, 4, 3, 3)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		_, _, fields := consoletest.KlEmbed(t, consoletest.MedReply(t, out))
		flav := fields[len(fields)-1].Value
		if !strings.HasPrefix(flav, "*") {
			t.Fatalf("%s: the last field is not the flavour line: %q", tc.locale, flav)
		}
		if strings.Contains(flav, "Bandit") {
			t.Errorf("%s: the flavour of Friend's wound names Bandit: %q", tc.locale, flav)
		}
		if !strings.Contains(flav, "Friend") {
			t.Errorf("%s: the flavour does not name Friend: %q", tc.locale, flav)
		}
	}
}

// The overwatch shot's summary on the tracker joined sentences with "; "
// after their own full stop: "…≥ 2×DEX).; 💫 END at 0…".
func TestKlondikeOverwatchSummaryHasNoDoublePunctuation(t *testing.T) {
	for _, tc := range []struct{ locale, script, click string }{
		{"en", `/combat add name:Bandit stats:"STR 7 DEX 6 END 6 INT 6" armor:2
@Ivan /char set stats:"STR 8 DEX 9 END 7 INT 8 gun combat 1 tactics 1"
@Ivan /char weapon add name:Rifle spec:"3d6 range:50"
@Ivan /combat join
@Ivan !click Overwatch
@Ivan !click Next turn
`, "@Ivan !click Ivan: overwatch shot\n"},
		{"ru", `/бой добавить имя:Bandit параметры:"СИЛ 7 ЛОВ 6 ВЫН 6 ИНТ 6" броня:2
@Ivan /персонаж задать параметры:"СИЛ 8 ЛОВ 9 ВЫН 7 ИНТ 8 Стрельба 1 Тактика 1"
@Ivan /персонаж оружие добавить название:Rifle свойства:"3d6 range:50"
@Ivan /бой войти
@Ivan !click Дозор
@Ivan !click Следующий ход
`, "@Ivan !click Ivan: выстрел из дозора\n"},
	} {
		// 6+6 +2 = 14, Effect +6; 3+3+3 +6 = 15 − 2 = 13: END 6 → 0,
		// 7 into STR 7 → 0, knocked prone (15 ≥ 2×6), unconscious: 6+6.
		h := consoletest.NewSystemHarness(t, tc.locale, 4, 4, 5, 5, 6, 6, 3, 3, 3, 6, 6, 3)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script + tc.click)
		got := consoletest.LastOf(t, out)
		consoletest.KlWant(t, tc.locale, got, "2×")
		consoletest.KlNot(t, tc.locale, got, ".;")
	}
}

// /heal with damage still waiting for the player's STR/DEX choice restored
// the characteristics and left the damage pending, to be placed on the
// patched-up patient afterwards ("Unhurt · 3 damage: choose STR or DEX").
// The damage came first: care is refused until it is placed, and nothing
// changes.
func TestKlondikeHealRefusedWhileDamageIsPending(t *testing.T) {
	for _, tc := range []struct{ locale, script, want, still string }{
		{"en", `/combat add name:Doc stats:"medicine 1"
@Ivan /char set stats:"STR 6 DEX 6 END 6"
@Ivan /combat join
/damage target:Ivan amount:9
/heal target:Ivan medic:Doc
/combat list
`, "Ivan: first choose where the 3 damage past END goes (STR or DEX)", "3 damage: choose STR or DEX"},
		{"ru", `/бой добавить имя:Doc параметры:"Медицина 1"
@Ivan /персонаж задать параметры:"СИЛ 6 ЛОВ 6 ВЫН 6"
@Ivan /бой войти
/урон цель:Ivan количество:9
/лечить цель:Ivan медик:Doc
/бой трекер
`, "Ivan: сначала выберите, куда идёт урон сверх ВЫН (3) — в СИЛ или ЛОВ", "3 очка урона: выберите СИЛ или ЛОВ"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 3, 3, 2, 2)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		var refusal consoletest.Sent
		for _, s := range out {
			if strings.Contains(s.Text(), tc.want) {
				refusal = s
			}
		}
		if refusal.Data == nil || !refusal.Ephemeral {
			t.Fatalf("%s: no ephemeral refusal %q in %v", tc.locale, tc.want, out)
		}
		tracker := consoletest.LastOf(t, out)
		// END 6 → 0 holds 6 of the 9; the 3 wait, and the care changed
		// nothing: 12 of 18 left.
		consoletest.KlWant(t, tc.locale+" tracker", tracker, tc.still, "12/18")
	}
}

// Suppressive fire: "Количество таких «свободных» атак ограничено значением
// «Авто» вашего оружия." A third free attack with an Auto 2 weapon was
// refused as "No suppressive fire is active" while the fire still covered
// the area; the refusal now says the free attacks are spent.
func TestKlondikeSuppressFreeAttacksSpentSaysSo(t *testing.T) {
	for _, tc := range []struct{ locale, script, want, ammo string }{
		{"en", `/combat add name:Thug count:2 stats:"DEX 6"
@Ivan /char set stats:"DEX 9 gun combat 1"
@Ivan /char weapon add name:MG spec:"3d6 range:50 auto:2 ammo:20"
@Ivan /combat join
@Ivan /attack target:"Thug 1, Thug 2" weapon:MG mode:suppress
@Ivan /attack target:"Thug 1" weapon:MG maneuver:free
@Ivan /attack target:"Thug 1" weapon:MG maneuver:free
@Ivan /attack target:"Thug 1" weapon:MG maneuver:free
`, "This suppressive fire's free attacks are used up: it gives as many as the weapon's Auto.", "ammo: 2 spent, 6 left"},
		{"ru", `/бой добавить имя:Thug количество:2 параметры:"ЛОВ 6"
@Ivan /персонаж задать параметры:"ЛОВ 9 Стрельба 1"
@Ivan /персонаж оружие добавить название:MG свойства:"3d6 range:50 auto:2 ammo:20"
@Ivan /бой войти
@Ivan /атака цель:"Thug 1, Thug 2" оружие:MG режим:suppress
@Ivan /атака цель:"Thug 1" оружие:MG приём:free
@Ivan /атака цель:"Thug 1" оружие:MG приём:free
@Ivan /атака цель:"Thug 1" оружие:MG приём:free
`, "Свободные атаки этого огня по области исчерпаны: их столько, сколько Авто у оружия.", "потрачено патронов: 2, осталось: 6"},
	} {
		// Initiative 1+1, 2+2, 6+6; the volley's two attacks and the two
		// free ones all miss (1+1, 3+3 −2 …).
		h := consoletest.NewSystemHarness(t, tc.locale, 1, 1, 2, 2, 6, 6, 1, 1, 1, 1, 3, 3, 3, 3)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		got := consoletest.LastOf(t, out)
		if !got.Ephemeral {
			t.Errorf("%s: the refusal is public: %s", tc.locale, got.Text())
		}
		consoletest.KlWant(t, tc.locale, got, tc.want)
		// Auto×5 = 10 for the fire, Auto = 2 for each free attack: 6 left.
		// The refusal spent nothing: the last shot's count stands.
		consoletest.KlWant(t, tc.locale+" second free attack", consoletest.ByText(t, out, tc.ammo), tc.ammo)
	}
}

// "/vehicle hit aim:wings" was refused with "Cannot aim at “wings”." and no
// word of what can be aimed at. "Прицеливание в конкретную зону: можно
// пытаться выбить конкретный результат в таблице повреждений (кроме
// критического)": the refusal lists the table's rows, and a listed row
// works (AP 3+3+3 = 9 ≥ armor 6, running gear: speed halved).
func TestKlondikeVehicleAimRefusalListsTheRows(t *testing.T) {
	for _, tc := range []struct{ locale, script, want, works string }{
		{"en", `/vehicle add name:Jeep armor:6 speed:100 handling:1
/vehicle hit vehicle:Jeep ap:3d6 aim:wings
/vehicle hit vehicle:Jeep ap:3d6 aim:"running gear"
`, "Cannot aim at “wings”: aim at a row of the damage table — breach, crew, cargo, weapons, running gear, electronics or engine.", "Speed 100 → 50"},
		{"ru", `/техника добавить имя:Jeep броня:6 скорость:100 управляемость:1
/техника попадание техника:Jeep пт:3d6 прицел:крылья
/техника попадание техника:Jeep пт:3d6 прицел:ходовая
`, "Нельзя прицелиться в «крылья»: цельтесь в строку таблицы повреждений — пробоина, экипаж, груз, орудия, ходовая, электроника или двигатель.", "Скорость 100 → 50"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 3, 3, 3)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		refusal := consoletest.ByText(t, out, tc.want)
		if !refusal.Ephemeral {
			t.Errorf("%s: the refusal is public: %s", tc.locale, refusal.Text())
		}
		consoletest.KlWant(t, tc.locale, consoletest.MedReply(t, out), tc.works)
	}
}

// /combat surprise read any ambush or vehicles value it did not know as
// "neither side": «засада:Б» (a Cyrillic Б, as a Russian table types it in
// the console) dropped "Сторона, намеренно готовившая засаду, может получить
// модификатор +2" without a word, and «засада:c» rolled as if no side had
// prepared one. Cyrillic а/б now count, and anything else is refused before
// a die is rolled.
func TestKlondikeSurpriseSidesAreReadOrRefused(t *testing.T) {
	for _, tc := range []struct{ locale, script, refusal, bonus string }{
		{"en", `/combat add name:Bandit stats:"INT 9 stealth 1"
/combat add name:Ivan stats:"INT 10 recon 1"
/combat surprise ambush:c side_a:Ivan side_b:Bandit
/combat surprise ambush:B side_a:Ivan side_b:Bandit
`, "ambush: “c” is not a side — a (side A) or b (side B).", "prepared ambush +2"},
		{"ru", `/бой добавить имя:Bandit параметры:"ИНТ 9 Скрытность 1"
/бой добавить имя:Ivan параметры:"ИНТ 10 Разведка 1"
/бой внезапность засада:c сторона-а:Ivan сторона-б:Bandit
/бой внезапность засада:Б сторона-а:Ivan сторона-б:Bandit
`, "засада: «c» — не сторона: «а» (сторона А) или «б» (сторона Б).", "подготовленная засада +2"},
	} {
		// Initiative 1+1, 2+2; the surprise rolls 3+3 (Ivan), 6+6 (Bandit:
		// +1 DM +1 Stealth +2 ambush = 16). The refusal draws no die.
		h := consoletest.NewSystemHarness(t, tc.locale, 1, 1, 2, 2, 3, 3, 6, 6)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		refusal := consoletest.ByText(t, out, tc.refusal)
		if !refusal.Ephemeral {
			t.Errorf("%s: the refusal is public: %s", tc.locale, refusal.Text())
		}
		consoletest.KlWant(t, tc.locale, consoletest.MedReply(t, out), tc.bonus, "= **16**")
	}
}

// An unknown maneuver's refusal listed five of the tags /attack takes
// ("charge, meet_charge, overwatch, cleave or improvised"): a player looking
// for the careful shot at a target in melee ("штраф –d6") or the STR/DEX
// choice was not told of them. It lists them all, as /help does.
func TestKlondikeManeuverRefusalListsEveryTag(t *testing.T) {
	for _, tc := range []struct{ locale, script string }{
		{"en", "/combat add name:Bandit\n/combat add name:Ivan\n/attack attacker:Bandit target:Ivan damage:d6 maneuver:bogus\n"},
		{"ru", "/бой добавить имя:Bandit\n/бой добавить имя:Ivan\n/атака атакующий:Bandit цель:Ivan урон:d6 приём:фигня\n"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 1, 1, 2, 2)
		got := consoletest.LastOf(t, h.Run(consoletest.KlSetup(tc.locale)+tc.script))
		if !got.Ephemeral {
			t.Errorf("%s: the refusal is public: %s", tc.locale, got.Text())
		}
		// In the user's language (the English tags work too, and a Russian
		// reply says so).
		consoletest.KlWant(t, tc.locale, got, map[string][]string{
			"en": {"careful, careless, grapple, free, free_moving, str", "stationary, fast, moving"},
			"ru": {"аккуратно, не_заботясь, борьба, вход, вход_укрытие, сил", "неподвижна, быстро, в_движении", "английские названия тоже"},
		}[tc.locale]...)
	}
}
