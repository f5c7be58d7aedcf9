package klondike_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Automatic weapons: bursts (Auto added to damage, Auto×2 rounds), full
// auto (Auto attacks without aim, Auto×5 rounds, once a round) and
// suppressive fire (one attack at −2 on each target, free attacks paid
// with Auto rounds), and the fire modes' names.

func TestKlondikeFullAutoSplitsAutoAttacksWithoutAimOnceARound(t *testing.T) {
	// "совершается количество атак, равное показателю Авто. Их можно
	// разделить между несколькими целями … не может получать бонус от
	// прицела или Прицеливания … только одно действие в раунд … Авто x 5."
	// SMG: 3d6−3, Auto 3, 30 rounds. Three attacks: A, B, A.
	//   A: 1+1 +2 = 4, a miss.
	//   B: 1+5 +2 = 8, Effect 0: 5+2+2 −3 = 6.
	//   A: 2+6 +2 = 10, Effect +2: 6+3+3 −3 +2 = 11.
	// 15 rounds spent, 15 left; no aim on any shot. (Aiming dropped is
	// TestKlondikeFullAutoSaysAimDropped's.)
	for _, tc := range []struct{ locale, script string }{
		{"en", `/combat add name:Gunner stats:"DEX 9 gun_combat 1"
/combat add name:A stats:"END 20 DEX 10"
/combat add name:B stats:"END 20 DEX 10 INT 9"
/attack attacker:Gunner target:"A, B" weapon:smg mode:auto
/attack attacker:Gunner target:A weapon:smg mode:auto
`},
		{"ru", `/бой добавить имя:Gunner параметры:"ЛОВ 9 Стрельба 1"
/бой добавить имя:A параметры:"ВЫН 20 ЛОВ 10"
/бой добавить имя:B параметры:"ВЫН 20 ЛОВ 10 ИНТ 9"
/атака атакующий:Gunner цель:"A, B" оружие:smg режим:auto
/атака атакующий:Gunner цель:A оружие:smg режим:auto
`},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 2, 1, 1, 1, 1, 5, 5, 2, 2, 2, 6, 6, 3, 3)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		wants := map[string][]string{
			"en": {"2 of 3 attacks hit · 15 rounds", "1. → A", "2. → B", "3. → A",
				"🎲 1+1 +2 = **4** vs 8+ — miss", "🎲 1+5 +2 = **8** vs 8+ — hit, Effect 0", "🎲 5+2+2 −3 = **6**",
				"🎲 2+6 +2 = **10** vs 8+ — hit, Effect +2", "🎲 6+3+3 −3 +2 Effect = **11**", "ammo: 15 spent, 15 left"},
			"ru": {"Попаданий: 2 из 3 · патронов: 15", "🎲 1+5 +2 = **8** против 8+ — попадание, Эффект 0",
				"🎲 6+3+3 −3 +2 Эффект = **11**", "потрачено патронов: 15, осталось: 15"},
		}[tc.locale]
		volley := out[len(out)-3]
		consoletest.KlWant(t, tc.locale+" full auto", volley, wants...)
		// No aim modifier on any shot (the warning that says so is
		// TestKlondikeFullAutoSaysAimDropped's).
		consoletest.KlNot(t, tc.locale+" full auto", volley, "aiming +", "прицеливание +")
		again := consoletest.LastOf(t, out)
		if !again.Ephemeral || !strings.Contains(again.Text(), map[string]string{"en": "once a round", "ru": "одно действие в раунд"}[tc.locale]) {
			t.Errorf("%s: a second full auto in the round: %s", tc.locale, again.Text())
		}
	}
}

// «Автоматический огонь: … Каждая из этих атак не может получать бонус от
// прицела или Прицеливания.» Full auto with aim:1 (one aim action spent
// right before: the turn's two) dropped the aim (the
// numbers had no +aim) but said nothing; it now says so. SMG Auto 3: A,
// 1+1 +2 = 4, a miss; 1+5 +2 = 8, a hit: 5+2+2 −3 = 6; 2+6 +2 = 10: 6+3+3
// −3 +2 = 11. Without aim:, no warning.
func TestKlondikeFullAutoSaysAimDropped(t *testing.T) {
	for _, tc := range []struct{ locale, setup, withAim, without, want string }{
		{"en", `/combat add name:Gunner stats:"DEX 9 gun_combat 1"
/combat add name:A stats:"END 30 DEX 10"
`, "/attack attacker:Gunner target:A weapon:smg mode:auto aim:1\n",
			"/attack attacker:Gunner target:A weapon:smg mode:auto\n",
			"⚠️ Full auto gets no bonus from a sight or aiming: aim +1 was not applied."},
		{"ru", `/бой добавить имя:Gunner параметры:"ЛОВ 9 Стрельба 1"
/бой добавить имя:A параметры:"ВЫН 30 ЛОВ 10"
`, "/атака атакующий:Gunner цель:A оружие:smg режим:auto прицел:1\n",
			"/атака атакующий:Gunner цель:A оружие:smg режим:auto\n",
			"⚠️ Автоматический огонь не получает бонус от прицела или Прицеливания: прицеливание (+1) не применено."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			faces := []int{6, 6, 1, 1, 1, 1, 1, 5, 5, 2, 2, 2, 6, 6, 3, 3}
			h := consoletest.NewSystemHarness(t, tc.locale, faces...)
			got := consoletest.LastOf(t, consoletest.Replies(h.Run(consoletest.KlSetup(tc.locale)+tc.setup+tc.withAim)))
			consoletest.KlWant(t, "full auto with aim", got, tc.want, "1+1 +2 = **4**", "1+5 +2 = **8**", "2+6 +2 = **10**")
			consoletest.KlNot(t, "full auto with aim", got, "+4 =", "+3 =")
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
			h = consoletest.NewSystemHarness(t, tc.locale, faces...)
			got = consoletest.LastOf(t, consoletest.Replies(h.Run(consoletest.KlSetup(tc.locale)+tc.setup+tc.without)))
			consoletest.KlWant(t, "full auto", got, "1+1 +2 = **4**")
			consoletest.KlNot(t, "full auto", got, "⚠️")
		})
	}
}

// The aiming actions spent before full auto are lost with it, and said so:
// Gunner aims twice (the tracker's Aim), then fires full auto.
func TestKlondikeFullAutoSaysAimActionsDropped(t *testing.T) {
	for _, tc := range []struct{ locale, script, want string }{
		{"en", `@Gun /char set stats:"DEX 9 gun_combat 1" name:Gunner
@Gun /char weapon add name:smg spec:"3d6 range:50 auto:3 ammo:30"
@Gun /combat join
/combat add name:A stats:"END 30 DEX 10"
@Gun !click Aim
@Gun /attack attacker:Gunner target:A weapon:smg mode:auto
`, "aim +1 was not applied."},
		{"ru", `@Gun /персонаж задать параметры:"ЛОВ 9 Стрельба 1" имя:Gunner
@Gun /персонаж оружие добавить название:smg свойства:"3d6 range:50 auto:3 ammo:30"
@Gun /бой войти
/бой добавить имя:A параметры:"ВЫН 30 ЛОВ 10"
@Gun !click Прицеливание
@Gun /атака атакующий:Gunner цель:A оружие:smg режим:auto
`, "прицеливание (+1) не применено."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 1, 1, 1, 5, 5, 2, 2, 2, 6, 6, 3, 3)
			got := consoletest.LastOf(t, consoletest.Replies(h.Run(consoletest.KlSetup(tc.locale)+tc.script)))
			consoletest.KlWant(t, "full auto after aiming", got, tc.want, "1+1 +2 = **4**")
		})
	}
}

// «Прицеливание может накапливаться до максимального модификатора в
// зависимости от вида оружия - +1 с мушки» and «Каждая из этих атак не
// может получать бонус от прицела или Прицеливания.» Full auto after a
// run of three aims from an SMG (iron sights) said "aim 3 was not
// applied", though a single shot would have had +1 of it: the line now
// names the bonus lost, +1; with a scoped machine gun it is +3. The rolls
// carry no aim either way: 1+1 +2 = 4. The run is three aim actions: two
// at the end of round 1's turn, then aim:1 with the fire in round 2
// (initiative each round: Gunner 6+6, A 1+1).
func TestKlondikeFullAutoDroppedAimIsTheCappedBonus(t *testing.T) {
	for _, tc := range []struct{ locale, script, want, not string }{
		{"en", `/combat add name:Gunner stats:"DEX 9 gun_combat 1"
/combat add name:A stats:"END 30 DEX 10"
!click Aim
!click Aim
/combat next
/combat next
/attack attacker:Gunner target:A weapon:smg mode:auto aim:1
`, "aim +1 was not applied.", "aim +3"},
		{"ru", `/бой добавить имя:Gunner параметры:"ЛОВ 9 Стрельба 1"
/бой добавить имя:A параметры:"ВЫН 30 ЛОВ 10"
!click Прицеливание
!click Прицеливание
/бой далее
/бой далее
/атака атакующий:Gunner цель:A оружие:smg режим:auto прицел:1
`, "прицеливание (+1) не применено.", "(+3)"},
		{"en", `@Gun /char set stats:"DEX 9 gun_combat 1" name:Gunner
@Gun /char weapon add name:mg spec:"3d6 range:100 auto:3 ammo:30 sight:scope"
@Gun /combat join
/combat add name:A stats:"END 30 DEX 10"
@Gun !click Aim
@Gun !click Aim
/combat next
/combat next
@Gun /attack attacker:Gunner target:A weapon:mg mode:auto aim:1
`, "aim +3 was not applied.", "aim +1"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 6, 6, 1, 1, 1, 1, 1, 5, 5, 2, 2, 2, 6, 6, 3, 3)
		got := consoletest.LastOf(t, consoletest.Replies(h.Run(consoletest.KlSetup(tc.locale)+tc.script)))
		consoletest.KlWant(t, tc.locale+" full auto", got, tc.want, "1+1 +2 = **4**")
		consoletest.KlNot(t, tc.locale+" full auto", got, tc.not)
	}
}

func TestKlondikeBurstAddsAutoToDamageAndSpendsAutoTimesTwo(t *testing.T) {
	// "Огонь очередями: показатель Авто добавляется к урону … Тратится
	// кол-во патронов, равное значению Авто x2." Assault rifle: 3d6, Auto 4,
	// 30 rounds. 4+4 +2 = 10, Effect +2: 1+2+3 +2 +4 = 12; 8 rounds spent.
	h := consoletest.NewSystemHarness(t, "en", 6, 6, 1, 1, 4, 4, 1, 2, 3)
	out := h.Run(consoletest.KlSetup("en") + `/combat add name:Gunner stats:"DEX 9 gun_combat 1"
/combat add name:A stats:"END 20 DEX 10"
/attack attacker:Gunner target:A weapon:assault-rifle mode:burst range:50
`)
	consoletest.KlWant(t, "burst", out[len(out)-2], "🎲 4+4 +2 = **10** vs 8+ — hit, Effect +2", "🎲 1+2+3 +2 Effect +4 Auto = **12**", "END −12", "ammo: 8 spent, 22 left")
}

func TestKlondikeSuppressiveFireOneAttackEachAtMinusTwoAndFreeAttacks(t *testing.T) {
	// "потратьте кол-во патронов, равное значению Авто, умноженному на 5,
	// после чего совершите 1 атаку по каждой цели в ней со штрафом -2 …
	// потратить ещё Авто патронов … если противник передвигается в укрытие
	// или из него, он не получает бонус за укрытие."
	// Machine gun: 3d6, Auto 6, 100 rounds. A named twice is attacked once.
	//   A: 5+5 +2 −2 = 10, Effect +2: 1+1+1 +2 = 5.
	//   B: 4+4 +2 −2 = 8, Effect 0: 2+2+2 = 6.
	// Free attack on A behind hard cover: 3+3 +2 −2 −2 = 4, a miss.
	// Free attack on B moving into hard cover: 3+3 +2 −2 = 6 (no cover).
	h := consoletest.NewSystemHarness(t, "en", 6, 6, 1, 1, 2, 1, 5, 5, 1, 1, 1, 4, 4, 2, 2, 2, 3, 3, 3, 3)
	out := h.Run(consoletest.KlSetup("en") + `/combat add name:Gunner stats:"DEX 9 gun_combat 1"
/combat add name:A stats:"END 20 DEX 10"
/combat add name:B stats:"END 20 DEX 10 INT 9"
/attack attacker:Gunner target:A targets:"B, A" weapon:machine-gun mode:suppress range:50
/attack attacker:Gunner target:A weapon:machine-gun maneuver:free cover:hard range:50
/attack attacker:Gunner target:B weapon:machine-gun maneuver:free_moving cover:hard range:50
`)
	volley := consoletest.ByText(t, out, "— suppressive fire")
	consoletest.KlWant(t, "suppress", volley, "2 of 2 attacks hit · 30 rounds", "1. → A", "2. → B", "suppressive fire −2",
		"🎲 5+5 = **10** vs 8+ — hit, Effect +2", "🎲 1+1+1 +2 Effect = **5**", "🎲 4+4 = **8** vs 8+ — hit, Effect 0", "ammo: 30 spent, 70 left")
	consoletest.KlNot(t, "suppress", volley, "3. →")
	free := consoletest.ByText(t, out, "Gunner → A (machine-gun)")
	consoletest.KlWant(t, "free in cover", free, "🎲 3+3 −2 = **4** vs 8+ — miss", "cover −2", "suppressive fire −2", "ammo: 6 spent, 64 left")
	moving := consoletest.ByText(t, out, "Gunner → B (machine-gun)")
	consoletest.KlWant(t, "free moving", moving, "🎲 3+3 = **6** vs 8+ — miss", "suppressive fire −2", "ammo: 6 spent, 58 left")
	consoletest.KlNot(t, "free moving", moving, "cover")
}

func TestKlondikeSuppressiveFireFreeAttack(t *testing.T) {
	// Suppressive fire: one attack at −2 on Ann (1+1: a miss); then Bob runs
	// out of hard cover inside the area: a free attack at −2 ignoring that
	// cover ("не получает бонус за укрытие"): 4+4 + 1 + 1 − 2 = 8, a hit,
	// 3d6−3 = 3+3+3 −3 = 6 (+0 Effect).
	h := consoletest.NewSystemHarness(t, "en", 3, 3, 2, 2, 1, 1, 1, 1, 4, 4, 3, 3, 3)
	out := h.Run(`/system set system:klondike
/combat start
/combat add name:Gunner stats:"DEX 9 gun_combat 1"
/combat add name:Ann
/combat add name:Bob
/attack attacker:Gunner target:Ann weapon:smg mode:suppress
/attack attacker:Gunner target:Bob weapon:smg maneuver:free_moving cover:hard
`)
	free := consoletest.ByText(t, out, "Gunner → Bob")
	consoletest.KlWant(t, "free", free, "🎲 4+4 = **8** vs 8+ — hit, Effect 0", "suppressive fire −2", "🎲 3+3+3 −3 = **6**", "END −6")
	if strings.Contains(free.Text(), "cover") {
		t.Errorf("cover counted for a target moving out of it: %s", free.Text())
	}
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
func TestKlondikeSuppressiveFireShowsFreeAttacksTheAmmoPays(t *testing.T) {
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

// The fire mode answers to the words a newcomer types («область») as to
// its choice labels, and an unknown
// mode's refusal lists those same labels.
func TestKlondikeFireModeTakesItsLabels(t *testing.T) {
	for _, tc := range []struct{ locale, setup, attack, title, bad, refusal string }{
		{"en", "/system set system:klondike\n/combat start\n/combat add name:Boss\n/combat add name:Thug\n",
			`/attack attacker:Thug target:Boss weapon:smg mode:"suppressive fire"`, "— suppressive fire",
			"/attack attacker:Thug target:Boss weapon:smg mode:volley", "single, burst, auto (full auto) or suppress (suppressive fire)"},
		{"ru", "/система выбрать система:klondike\n/бой начать\n/бой добавить имя:Главарь\n/бой добавить имя:Бандит\n",
			`/атака атакующий:Бандит цель:Главарь оружие:автомат режим:область`, "— огонь по области",
			"/атака атакующий:Бандит цель:Главарь оружие:автомат режим:залп", "одиночный, очередь, автоматический или огонь по области"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 3, 3, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3)
		h.Run(tc.setup)
		if got := consoletest.ByText(t, h.Run(tc.attack+"\n"), tc.title); got.Ephemeral {
			t.Errorf("%s: refused: %s", tc.locale, got.Text())
		}
		if got := consoletest.LastOf(t, h.Run(tc.bad+"\n")); !got.Ephemeral || !strings.Contains(got.Text(), tc.refusal) {
			t.Errorf("%s: %s", tc.locale, got.Text())
		}
	}
}
