package klondike_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Follow-up fixes from QA (F6, F14, F19, F20, F22) and the golden-test
// engineer, each driven through the console.

func klCount(out []consoletest.Sent, marker string) int {
	n := 0
	for _, s := range out {
		if strings.Contains(s.Text(), marker) {
			n++
		}
	}
	return n
}

// F19: "Каждый персонаж может совершить два действия в свою инициативу" —
// the third action of a turn is refused, ephemeral, nothing changed and no
// dice drawn: QA's script (Move, Move, Move, Other action, two attacks).
func TestKlondikeTwoActionsATurnEnforced(t *testing.T) {
	for _, tc := range []struct {
		locale, script, refusal, moved string
	}{
		{"en", `/system set system:klondike
/combat start
@Ann /char set stats:"STR 6 DEX 8 END 6 INT 7 Gun Combat 1" name:Ann
@Ann /char weapon add name:pistol
@Ann /combat join
/combat add name:Bandit stats:"STR 7 DEX 7 END 7 INT 5" armor:1
@Ann !click Move
@Ann !click Move
@Ann !click Move
@Ann !click Other action
@Ann /attack target:Bandit weapon:pistol
@Ann /attack target:Bandit weapon:pistol
`, "Ann has no actions left this turn", "Ann: Moves 10 m · 0 actions left"},
		{"ru", `/система выбрать система:klondike
/бой начать
@Ann /char set stats:"СИЛ 6 ЛОВ 8 ВЫН 6 ИНТ 7 Стрельба 1" name:Аня
@Ann /char weapon add name:пистолет
@Ann /бой войти
/бой добавить имя:Bandit параметры:"СИЛ 7 ЛОВ 7 ВЫН 7 ИНТ 5" броня:1
@Ann !click Движение
@Ann !click Прицеливание
@Ann !click Дозор
@Ann !click Другое действие
@Ann /атака цель:Bandit оружие:пистолет
@Ann /атака цель:Bandit оружие:пистолет
`, "Аня: действий в этом ходу не осталось", "Аня: Прицеливается (+1) · осталось 0 действий"},
	} {
		// Initiative: Ann 5+5 + 0 − 3 = 7, Bandit 3+2 − 1 − 3 = 1. The
		// refused attacks draw nothing: the 6s stay unused.
		h := consoletest.NewSystemHarness(t, tc.locale, 5, 5, 3, 2, 6, 6, 6, 6, 6)
		out := h.Run(tc.script)
		consoletest.KlWant(t, tc.locale+" second action", consoletest.ByText(t, out, tc.moved), tc.moved)
		if n := klCount(out, tc.refusal); n != 4 {
			t.Errorf("%s: want 4 refusals, got %d", tc.locale, n)
		}
		for _, s := range out {
			if strings.Contains(s.Text(), tc.refusal) && !s.Ephemeral {
				t.Errorf("%s: the refusal is public: %s", tc.locale, s.Text())
			}
			if strings.Contains(s.Text(), "→ Bandit") {
				t.Errorf("%s: an attack past the two actions went through: %s", tc.locale, s.Text())
			}
		}
		if left := h.Dice.Remaining(); left != 5 {
			t.Errorf("%s: refused actions drew dice: %d faces left, want 5", tc.locale, left)
		}
	}
}

// F19: reactions are free. A readied Overwatch ("может мгновенно совершить
// заявленное действие вне обычной инициативы") still fires after the
// turn's two actions are spent (Overwatch itself, then Other action).
func TestKlondikeOverwatchFiresWithNoActionsLeft(t *testing.T) {
	// Initiative Ann 4+4 − 3 = 5, Bandit 1+1 − 1 − 3 = −2; the overwatch
	// shot 1+1 + DEX 8 DM 0 + Gun Combat 1 = 3 vs 8+: a miss, no damage dice.
	h := consoletest.NewSystemHarness(t, "en", 4, 4, 1, 1, 1, 1)
	out := h.Run(`/system set system:klondike
/combat start
@Ann /char set stats:"DEX 8 INT 7 Gun Combat 1" name:Ann
@Ann /char weapon add name:pistol
@Ann /combat join
/combat add name:Bandit stats:"INT 5"
@Ann !click Overwatch
@Ann !click Other action
@Ann /attack target:Bandit weapon:pistol
@Ann /attack target:Bandit weapon:pistol maneuver:overwatch
`)
	consoletest.KlWant(t, "third action", consoletest.ByText(t, out, "no actions left"), "Ann has no actions left this turn")
	shot := consoletest.LastOf(t, out)
	for _, s := range out {
		if strings.Contains(s.Text(), "Ann → Bandit") {
			shot = s
		}
	}
	consoletest.KlWant(t, "overwatch shot", shot, "Ann → Bandit", "🎲 1+1 +1 = **3** vs 8+ — miss")
	if shot.Ephemeral {
		t.Errorf("the overwatch shot was refused: %s", shot.Text())
	}
}

// F6: the weapon autocomplete shows the stock weapons under their names in
// the reader's language with their damage, and matches either language;
// the Russian name is accepted by /attack and /char weapon add.
func TestKlondikeWeaponAutocompleteLocalised(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "ru", 3, 3, 2, 2, 6, 6, 3)
	out := h.Run(`/система выбрать система:klondike
?/атака оружие:нож
`)
	consoletest.KlWant(t, "ru нож", consoletest.LastOf(t, out), "Нож (1d6+2, ближний бой)")
	out = h.Run("?/атака оружие:пт\n")
	if s := consoletest.LastOf(t, out); strings.Contains(s.Text(), "anti-tank-rifle") {
		t.Errorf("raw key shown: %s", s.Text())
	}
	out = h.Run("?/атака оружие:противо\n")
	consoletest.KlWant(t, "ru AT rifle", consoletest.LastOf(t, out), "Противотанковое ружьё (4d6, дальность 250 м, ПТ 4d6)")
	out = h.Run("@Ann /char weapon add name:нож\n")
	consoletest.KlWant(t, "sheet", consoletest.LastOf(t, out), "1d6+2")
	// Bob (STR 7: DM 0, Melee untrained −3) stabs Ann with the stock knife
	// by its Russian name: 6+6 − 3 = 9 vs 8+, Effect +1; d6+2 = 3+2 +1 = 6.
	out = h.Run(`/бой начать
/бой добавить имя:Bob
/бой добавить имя:Ann
/атака атакующий:Bob цель:Ann оружие:Нож
`)
	title, desc, _ := consoletest.KlEmbed(t, consoletest.ByText(t, out, "Bob → Ann"))
	if !strings.Contains(title, "(Нож)") || !strings.Contains(desc, "🎲 6+6 −3 = **9** против 8+") {
		t.Errorf("knife attack: %q %q", title, desc)
	}

	h = consoletest.NewSystemHarness(t, "en")
	out = h.Run("/system set system:klondike\n?/attack weapon:kni\n")
	consoletest.KlWant(t, "en kni", consoletest.LastOf(t, out), "Knife (1d6+2, melee)")
	out = h.Run("?/attack weapon:нож\n")
	consoletest.KlWant(t, "en нож", consoletest.LastOf(t, out), "Knife (1d6+2, melee)")
	out = h.Run("?/attack maneuver:\n")
	consoletest.KlWant(t, "en maneuvers", consoletest.LastOf(t, out), "Charge (melee +2)")
}

// F14: vehicles show on the tracker (name, armor, speed, damage state,
// crew), also after a tracker button redraws it; AP dice over /roll's 100
// name the limit. The seed's jeep: AP 3d6 = 2+2+3 = 7 ≥ armor 6; the table
// 5+5 = 10 → Electronics, which the jeep lacks → Running gear: speed
// 100 → 50.
func TestKlondikeVehiclesOnTheTracker(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "ru", 1, 1, 2, 2, 3, 5, 5, 1, 1)
	out := h.Run(`/система выбрать система:klondike
/бой начать
/бой добавить имя:Вася
/техника добавить имя:Джип броня:6 скорость:100 управляемость:0 нет:"электроника" экипаж:Вася
`)
	tr := consoletest.LastOf(t, out)
	consoletest.KlWant(t, "tracker after add", tr, "🚙 Техника", "**Джип** — броня 6 · скорость 100/100", "на борту: Вася")
	out = h.Run("/техника попадание техника:Джип пт:1000d6\n")
	if s := consoletest.LastOf(t, out); !s.Ephemeral || !strings.Contains(s.Text(), "не больше 100 (запрошено 1000)") {
		t.Errorf("1000d6: %s", s.Text())
	}
	out = h.Run("/техника попадание техника:Джип пт:3d6\n")
	consoletest.KlWant(t, "jeep", consoletest.ByText(t, out, "🎯 Джип"), "ПТ 2+2+3 = **7** против Брони 6", "**Ходовая**", "Электроника → Ходовая", "Скорость 100 → 50")
	out = h.Run("!click Следующий ход\n")
	consoletest.KlWant(t, "tracker after next turn", consoletest.LastOf(t, out), "🚙 Техника", "скорость 50/100")
}

// F14: a critical crew result with nobody aboard says so. AP 4+4+4 = 12 ≥
// 2× armor 3: the critical column 3+4 = 7 → Crew: "все персонажи на борту
// получают 4d6 урона".
func TestKlondikeCrewResultNobodyAboard(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "en", 4, 4, 4, 3, 4)
	out := h.Run(`/system set system:klondike
/vehicle add name:Jeep armor:3 speed:100
/vehicle hit vehicle:Jeep ap:3d6
`)
	consoletest.KlWant(t, "crew", consoletest.LastOf(t, out), "critical column: 3+4 = 7", "Crew (critical): everyone aboard takes 4d6", "Nobody is aboard: no one is hurt.")
}

// F20, F22: Russian messages that read right for any name, and /check
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

// Health: damage goes to END first and "Wounded" comes only when END
// reaches 0 — END 7 − 5 = 2 is no wound, but not "Unhurt" either.
func TestKlondikeHurtIsNotUnhurt(t *testing.T) {
	for _, tc := range []struct{ locale, script, want, not string }{
		{"en", "/system set system:klondike\n/combat start\n/combat add name:Thug\n/damage target:Thug amount:5\n", "Hurt: END 2/7, no wound yet", "Unhurt"},
		{"ru", "/система выбрать система:klondike\n/бой начать\n/бой добавить имя:Thug\n/урон цель:Thug количество:5\n", "Задет: ВЫН 2/7, без ранения", "Цел"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 3, 3)
		out := h.Run(tc.script)
		s := consoletest.ByText(t, out, tc.want)
		if s.Ephemeral {
			t.Fatalf("%s: refused: %s", tc.locale, s.Text())
		}
		_, _, fields := consoletest.KlEmbed(t, s)
		for _, f := range fields {
			if strings.Contains(f.Value, tc.not) {
				t.Errorf("%s: %q still says %q", tc.locale, f.Value, tc.not)
			}
		}
	}
}

// Surgery 8–10 with a leg lost: "8-10: … (2-3) нога" — the flavour line is a
// stabilized one (the catalogue has no limb_lost), and the result names
// the originals as such, the current values 0. Dice: the unconscious roll
// 6+6 and d6 1; surgery 4+4 + Medicine 2 = 10 in an infirmary; the d6 2: a leg.
func TestKlondikeSurgeryLimbLostFlavour(t *testing.T) {
	for _, locale := range []string{"en", "ru"} {
		h := consoletest.NewSystemHarness(t, locale, 1, 1, 2, 2, 6, 6, 1, 4, 4, 2)
		out := h.Run(`/system set system:klondike
/combat start
/combat add name:Doc stats:"medicine 2"
/combat add name:Thug
/damage target:Thug amount:21 to:str
/surgery target:Thug medic:Doc place:infirmary
`)
		s := consoletest.LastOf(t, out)
		for _, x := range out {
			if strings.Contains(x.Text(), "🩺") {
				s = x
			}
		}
		want := map[string][]string{
			"en": {"🎲 4+4 +2 = **10**", "lost a leg", "Original characteristics", "Now: STR 0 · DEX 0 · END 0"},
			"ru": {"🎲 4+4 +2 = **10**", "потеряна нога", "Исходные характеристики", "Сейчас: СИЛ 0 · ЛОВ 0 · ВЫН 0"},
		}[locale]
		consoletest.KlWant(t, locale+" surgery", s, want...)
		_, _, fields := consoletest.KlEmbed(t, s)
		last := fields[len(fields)-1].Value
		line := strings.TrimSuffix(strings.TrimPrefix(last, "*"), "*")
		if !strings.HasPrefix(last, "*") || !consoletest.SysFlavourMatches("klondike", line, "stabilized", locale) {
			t.Errorf("%s: the last field is not a stabilized flavour line: %q", locale, last)
		}
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
