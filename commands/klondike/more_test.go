package klondike_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Console scenarios for the klondike rules the first tests left out: the
// automatic-fire modes, blasts and thrown weapons, the ranged and melee
// modifiers, attacks on vehicles, chases, the instant-death option and
// recovery over /time. Each quotes the seed; the dice are scripted in the
// order the seed resolves them (every /combat add draws 2d6 of initiative
// first: 2d6 + INT DM − 3 without Tactics).

func TestKlondikeFullAutoSplitsAutoAttacksWithoutAimOnceARound(t *testing.T) {
	// "совершается количество атак, равное показателю Авто. Их можно
	// разделить между несколькими целями … не может получать бонус от
	// прицела или Прицеливания … только одно действие в раунд … Авто x 5."
	// SMG: 3d6−3, Auto 3, 30 rounds. Three attacks: A, B, A.
	//   A: 1+1 +2 = 4, a miss.
	//   B: 1+5 +2 = 8, Effect 0: 5+2+2 −3 = 6.
	//   A: 2+6 +2 = 10, Effect +2: 6+3+3 −3 +2 = 11.
	// aim:2 adds nothing; 15 rounds spent, 15 left.
	for _, tc := range []struct{ locale, script string }{
		{"en", `/combat add name:Gunner stats:"DEX 9 gun_combat 1"
/combat add name:A stats:"END 20 DEX 10"
/combat add name:B stats:"END 20 DEX 10 INT 9"
/attack attacker:Gunner target:"A, B" weapon:smg mode:auto aim:2
/attack attacker:Gunner target:A weapon:smg mode:auto
`},
		{"ru", `/бой добавить имя:Gunner параметры:"ЛОВ 9 Стрельба 1"
/бой добавить имя:A параметры:"ВЫН 20 ЛОВ 10"
/бой добавить имя:B параметры:"ВЫН 20 ЛОВ 10 ИНТ 9"
/атака атакующий:Gunner цель:"A, B" оружие:smg режим:auto прицел:2
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
		// TestKlondikeS11cFullAutoSaysAimDropped's).
		consoletest.KlNot(t, tc.locale+" full auto", volley, "aiming +", "прицеливание +")
		again := consoletest.LastOf(t, out)
		if !again.Ephemeral || !strings.Contains(again.Text(), map[string]string{"en": "once a round", "ru": "одно действие в раунд"}[tc.locale]) {
			t.Errorf("%s: a second full auto in the round: %s", tc.locale, again.Text())
		}
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

func TestKlondikeBlastHitsEveryoneAndDivesCutDamageBeforeArmor(t *testing.T) {
	// "наносят полный урон всем целям в зоне поражения … падение на землю
	// уменьшит урон в два раза (до применения к нему брони). Обычное
	// укрытие снизит урон до d6 (до брони), а полное препятствие … позволяет
	// полностью избежать урона."
	// Grenade 5d6, thrown: Athletics/DEX 5+4 +2 = 11, Effect +3; damage
	// 4+4+4+3+3 +3 = 21 (STR 7: DM 0). A (armor 2) takes 21 − 2 = 19 and is
	// knocked prone (21 ≥ 2×DEX 10); B prone: 10; C behind cover: d6 = 2;
	// D behind an obstacle: nothing.
	for _, tc := range []struct {
		locale, script string
		wants          []string
	}{
		{"en", `/combat add name:Nade stats:"DEX 9 STR 7 athletics 1 INT 9"
/combat add name:A stats:"END 20 DEX 10" armor:2
/combat add name:B stats:"END 20 DEX 10 INT 4"
/combat add name:C stats:"END 20 DEX 10 INT 1"
/combat add name:D stats:"END 20 DEX 10 INT 0"
/attack attacker:Nade target:A targets:"B:prone, C:cover, D:obstacle" weapon:grenade range:20
`, []string{"🎲 5+4 +2 = **11** vs 8+ — hit, Effect +3", "Athletics +1", "🎲 4+4+4+3+3 +3 Effect = **21**",
			"21 damage − armor 2 = **19**", "Knocked prone", "Dove prone: damage halved.", "10 damage − armor 0 = **10**",
			"damage cut to d6 (2).", "2 damage − armor 0 = **2**", "Behind a full obstacle: no damage."}},
		{"ru", `/бой добавить имя:Nade параметры:"ЛОВ 9 СИЛ 7 Атлетика 1 ИНТ 9"
/бой добавить имя:A параметры:"ВЫН 20 ЛОВ 10" броня:2
/бой добавить имя:B параметры:"ВЫН 20 ЛОВ 10 ИНТ 4"
/бой добавить имя:C параметры:"ВЫН 20 ЛОВ 10 ИНТ 1"
/бой добавить имя:D параметры:"ВЫН 20 ЛОВ 10 ИНТ 0"
/атака атакующий:Nade цель:A цели:"B:prone, C:cover, D:obstacle" оружие:граната дистанция:20
`, []string{"🎲 5+4 +2 = **11** против 8+ — попадание, Эффект +3", "Атлетика +1", "🎲 4+4+4+3+3 +3 Эффект = **21**",
			"Урон 21 − броня 2 = **19**", "Цель сбита с ног", "урон вдвое меньше.", "Урон 10 − броня 0 = **10**",
			"урон снижен до d6 (2).", "Урон 2 − броня 0 = **2**", "урона нет"}},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 5, 4, 4, 4, 4, 3, 3, 2)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		consoletest.KlWant(t, tc.locale+" blast", consoletest.ByText(t, out, "💥 Nade"), tc.wants...)
	}
}

func TestKlondikeThrownRangeDoubledAtMinusTwoAndMissScatters(t *testing.T) {
	// "Дальность полета снаряда может достигать СИЛх4, её можно удвоить со
	// штрафом -2 на бросок. В случае промаха снаряд упадет на 2d6+Эффект
	// метров от цели в случайном направлении." STR 7: 28 m; at 40 m −2.
	// 2+3 +2 −2 = 5, Effect −3; scatter 6+5 −3 = 8 m, d8 = 7: west. The
	// grenade still goes off where it lands: 1+1+1+1+1 = 5, no Effect added;
	// 8 m is beyond its 6 m blast, so A is not caught (klondike_s8_test.go).
	h := consoletest.NewSystemHarness(t, "en", 6, 6, 1, 1, 2, 3, 6, 5, 7, 1, 1, 1, 1, 1)
	out := h.Run(consoletest.KlSetup("en") + `/combat add name:Nade stats:"DEX 9 STR 7 athletics 1 INT 9"
/combat add name:A stats:"END 20 DEX 10" armor:2
/attack attacker:Nade target:A weapon:grenade range:40
`)
	consoletest.KlWant(t, "thrown", consoletest.ByText(t, out, "💥 Nade"), "🎲 2+3 = **5** vs 8+ — miss, Effect −3", "range −2", "Lands 8 m to the west.", "🎲 1+1+1+1+1 = **5**", "Beyond its 6 m blast")
	// Beyond STR×8 the throw cannot reach.
	h = consoletest.NewSystemHarness(t, "en", 6, 6, 1, 1)
	out = h.Run(consoletest.KlSetup("en") + `/combat add name:Nade stats:"DEX 9 STR 7 athletics 1 INT 9"
/combat add name:A
/attack attacker:Nade target:A weapon:grenade range:57
`)
	if !consoletest.LastOf(t, out).Ephemeral {
		t.Errorf("a throw past STR×8 = 56 m: %s", consoletest.LastOf(t, out).Text())
	}
}

func TestKlondikeRangedModifiers(t *testing.T) {
	// The seed's table: each range step −2; cover −1/−2/−3; target prone −2
	// or one better cover; darkness −4, dim light −1; target in melee −d6.
	// Pistol (range 10) at 25 m: two steps −4; light cover −1, prone one
	// better −1; dark −4; careful of the other fighter: d6 = 3.
	// 6+6 +2 −4 −1 −1 −4 −3 = 1.
	// Scoped rifle (range 250, scope +3) at 100 m: hard cover −2, dim −1,
	// aim:5 capped at +3: 6+5 +2 −2 −1 +3 = 13.
	// Pistol in the open, prone target: −2: 4+4 +2 −2 = 8.
	for _, tc := range []struct {
		locale, script string
		wants          [][]string
	}{
		{"en", `/combat add name:Shooter stats:"DEX 9 gun_combat 1 INT 9"
/combat add name:T stats:"END 30 DEX 12"
/combat add name:F stats:"END 20 DEX 10 INT 4"
/attack attacker:Shooter target:T weapon:pistol range:25 cover:light prone:true light:dark maneuver:careful targets:F
/attack attacker:Shooter target:T weapon:scoped-rifle range:100 cover:hard light:dim aim:5
`, [][]string{
			{"🎲 6+6 −11 = **1** vs 8+ — miss", "range −4", "cover −1", "target prone −1", "light −4", "target in melee −3"},
			{"🎲 6+5 +2 = **13** vs 8+ — hit, Effect +5", "cover −2", "light −1", "aiming +3"}}},
		{"ru", `/бой добавить имя:Shooter параметры:"ЛОВ 9 Стрельба 1 ИНТ 9"
/бой добавить имя:T параметры:"ВЫН 30 ЛОВ 12"
/бой добавить имя:F параметры:"ВЫН 20 ЛОВ 10 ИНТ 4"
/атака атакующий:Shooter цель:T оружие:pistol дистанция:25 укрытие:light лежит:true свет:dark приём:careful цели:F
/атака атакующий:Shooter цель:T оружие:scoped-rifle дистанция:100 укрытие:hard свет:dim прицел:5
`, [][]string{
			{"🎲 6+6 −11 = **1** против 8+ — промах", "−4", "−1", "−3"},
			{"🎲 6+5 +2 = **13** против 8+ — попадание, Эффект +5", "+3"}}},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 1, 1, 6, 6, 3, 6, 5, 4, 4, 4)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		consoletest.KlWant(t, tc.locale+" pistol", consoletest.ByText(t, out, "Shooter → T (pistol)"), tc.wants[0]...)
		consoletest.KlWant(t, tc.locale+" rifle", consoletest.ByText(t, out, "Shooter → T (scoped-rifle)"), tc.wants[1]...)
	}
	h := consoletest.NewSystemHarness(t, "en", 6, 6, 1, 1, 4, 4, 1, 1, 1)
	out := h.Run(consoletest.KlSetup("en") + `/combat add name:Shooter stats:"DEX 9 gun_combat 1 INT 9"
/combat add name:T stats:"END 30 DEX 12"
/attack attacker:Shooter target:T weapon:pistol range:10 prone:true
`)
	consoletest.KlWant(t, "prone in the open", consoletest.ByText(t, out, "Shooter → T"), "🎲 4+4 = **8** vs 8+ — hit, Effect 0", "target prone −2")
}

func TestKlondikeAimingCappedBySight(t *testing.T) {
	// "+1 с мушки, +2 с прицелом, +3 с оптическим прицелом": the rifle's
	// sight caps aim:3 at +2; the revolver's iron sights at +1.
	h := consoletest.NewSystemHarness(t, "en", 6, 6, 1, 1, 3, 3, 1, 1, 1, 3, 3, 1, 1, 1)
	out := h.Run(consoletest.KlSetup("en") + `/combat add name:Shooter stats:"DEX 9 gun_combat 1 INT 9"
/combat add name:T stats:"END 30 DEX 12"
/attack attacker:Shooter target:T weapon:rifle range:50 aim:3
/attack attacker:Shooter target:T weapon:revolver range:10 aim:3
`)
	consoletest.KlWant(t, "rifle", consoletest.ByText(t, out, "(rifle)"), "🎲 3+3 +4 = **10** vs 8+ — hit, Effect +2", "aiming +2")
	consoletest.KlWant(t, "revolver", consoletest.ByText(t, out, "(revolver)"), "🎲 3+3 +3 = **9** vs 8+ — hit, Effect +1", "aiming +1")
}

func TestKlondikeMeleeImprovisedAndCleave(t *testing.T) {
	// "штраф –d6" for a bottle; "д6 для попавшегося под руку предмета";
	// damage + STR DM in melee. Brute STR 12 (DM +2), Melee 1:
	// 6+5 +2 +1 −2 (d6) = 12, Effect +4: d6 4 +4 +2 = 10 into END 2, STR 2,
	// DEX 2 — all at 0: dying. "выводит врага из строя … может пройти до 2
	// метров и атаковать еще одну цель": the cleave with a club, 4+3 +3 = 10,
	// Effect +2: 3+3 +2 +2 = 10.
	for _, tc := range []struct {
		locale, script string
		first, second  []string
	}{
		{"en", `/combat add name:Brute stats:"STR 12 DEX 7 melee 1 INT 9"
/combat add name:T1 stats:"END 2 STR 2 DEX 2"
/combat add name:T2 stats:"END 20 DEX 10 INT 4"
/attack attacker:Brute target:T1 weapon:bottle
/attack attacker:Brute target:T2 weapon:club maneuver:cleave
/attack attacker:Brute target:T2 weapon:club maneuver:cleave
`, []string{"🎲 6+5 +1 = **12** vs 8+ — hit, Effect +4", "STR 12: DM +2", "Melee +1", "improvised weapon −2", "🎲 4 +4 Effect +2 STR DM = **10**", "Dying", "maneuver:cleave"},
			[]string{"🎲 4+3 +3 = **10** vs 8+ — hit, Effect +2", "🎲 3+3 +2 Effect +2 STR DM = **10**", "END −10"}},
		{"ru", `/бой добавить имя:Brute параметры:"СИЛ 12 ЛОВ 7 Ближний_бой 1 ИНТ 9"
/бой добавить имя:T1 параметры:"ВЫН 2 СИЛ 2 ЛОВ 2"
/бой добавить имя:T2 параметры:"ВЫН 20 ЛОВ 10 ИНТ 4"
/атака атакующий:Brute цель:T1 оружие:бутылка
/атака атакующий:Brute цель:T2 оружие:дубинка приём:добивание
/атака атакующий:Brute цель:T2 оружие:дубинка приём:добивание
`, []string{"🎲 6+5 +1 = **12** против 8+ — попадание, Эффект +4", "СИЛ 12: ДМ +2", "подручный предмет −2", "При смерти"},
			[]string{"🎲 4+3 +3 = **10** против 8+ — попадание, Эффект +2", "ВЫН −10"}},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 1, 1, 6, 5, 2, 4, 1, 1, 4, 4, 3, 3, 3)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		consoletest.KlWant(t, tc.locale+" improvised", consoletest.ByText(t, out, "Brute → T1"), tc.first...)
		consoletest.KlWant(t, tc.locale+" cleave", consoletest.ByText(t, out, "Brute → T2"), tc.second...)
		// Melee 1: one cleave only.
		if last := consoletest.LastOf(t, out); !last.Ephemeral {
			t.Errorf("%s: a second cleave with Melee 1: %s", tc.locale, last.Text())
		}
	}
}

func TestKlondikeVehicleAttackModifiersAndAimedResult(t *testing.T) {
	// The seed's table: "Техника движется быстро -2", "Стрелок находится в
	// движущейся технике -1", "Прицеливание в конкретную зону -4 … При
	// провале атака полностью промахивается, даже если без штрафа она бы
	// попала." 6+6 +2 −2 −1 −4 = 7: a miss that would have been 11.
	// Then aimed at the engine: 5+5 +2 −4 = 8, a hit; AP 4d6 2+2+2+1 = 7 ≥
	// armor 6; no table roll: engine, speed 100 → 50.
	for _, tc := range []struct {
		locale, script string
		miss, hit      []string
	}{
		{"en", `/combat add name:Shooter stats:"DEX 9 gun_combat 1"
/vehicle add name:Jeep armor:6 speed:100 handling:1 lacks:"electronics"
/attack attacker:Shooter target:Jeep weapon:anti-tank-rifle range:100 maneuver:"fast moving" location:running_gear
/attack attacker:Shooter target:Jeep weapon:anti-tank-rifle range:100 location:engine
`, []string{"🎲 6+6 −5 = **7** vs 8+ — miss, Effect −1", "vehicle moving fast −2", "firing from a moving vehicle −1", "aiming at a chosen result −4", "misses entirely (without the −4 it would be 11)"},
			[]string{"🎲 5+5 −2 = **8** vs 8+ — hit, Effect 0", "AP 2+2+2+1 = **7** vs armor 6", "**Engine**", "Aimed result (no table roll).", "Speed 100 → 50"}},
		{"ru", `/бой добавить имя:Shooter параметры:"ЛОВ 9 Стрельба 1"
/техника добавить имя:Jeep броня:6 скорость:100 управляемость:1 нет:"электроника"
/атака атакующий:Shooter цель:Jeep оружие:anti-tank-rifle дистанция:100 приём:"быстро в_движении" локация:running_gear
/атака атакующий:Shooter цель:Jeep оружие:anti-tank-rifle дистанция:100 локация:engine
`, []string{"🎲 6+6 −5 = **7** против 8+ — промах", "техника движется быстро −2", "стрелок в движущейся технике −1", "прицеливание в конкретную зону −4", "полный промах (без −4 было бы 11)"},
			[]string{"🎲 5+5 −2 = **8** против 8+ — попадание", "ПТ 2+2+2+1 = **7** против Брони 6"}},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 6, 6, 5, 5, 2, 2, 2, 1)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		consoletest.KlWant(t, tc.locale+" aimed miss", out[len(out)-4], tc.miss...)
		consoletest.KlWant(t, tc.locale+" aimed hit", out[len(out)-2], tc.hit...)
	}
	// A stationary vehicle: +1 (5+4 +2 +1 = 12 would hit; here 3+2 +2 +1 = 8).
	h := consoletest.NewSystemHarness(t, "en", 6, 6, 3, 2)
	out := h.Run(consoletest.KlSetup("en") + `/combat add name:Shooter stats:"DEX 9 gun_combat 1"
/vehicle add name:Cart armor:2 speed:0 handling:0
/attack attacker:Shooter target:Cart damage:2d6 range:10
`)
	consoletest.KlWant(t, "stationary", out[len(out)-2], "🎲 3+2 +3 = **8** vs 8+ — hit", "vehicle stationary +1")
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

func TestKlondikeInstantDeathChannelOption(t *testing.T) {
	// "Опционально вы можете считать, что персонаж, чьи физические
	// характеристики упали в 0, погибает сразу же." 9 damage into END 3,
	// STR 3, DEX 3: dead with the option, dying without.
	for _, tc := range []struct {
		locale, script string
		on, off        []string
	}{
		{"en", `/combat add name:Pat stats:"STR 3 DEX 3 END 3"
/combat add name:Kit stats:"STR 3 DEX 3 END 3 INT 9"
/combat instant-death on:true
/damage target:Pat amount:9
/combat instant-death on:false
/damage target:Kit amount:9
`, []string{"Now STR 0 · DEX 0 · END 0", "💀 Dead"}, []string{"Now STR 0 · DEX 0 · END 0", "Dying"}},
		{"ru", `/бой добавить имя:Pat параметры:"СИЛ 3 ЛОВ 3 ВЫН 3"
/бой добавить имя:Kit параметры:"СИЛ 3 ЛОВ 3 ВЫН 3 ИНТ 9"
/бой мгновенная-смерть вкл:true
/урон цель:Pat количество:9
/бой мгновенная-смерть вкл:false
/урон цель:Kit количество:9
`, []string{"Теперь СИЛ 0 · ЛОВ 0 · ВЫН 0", "💀 Мёртв"}, []string{"Теперь СИЛ 0 · ЛОВ 0 · ВЫН 0", "При смерти"}},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 1, 1, 2, 2, 3, 3, 4, 3, 3, 4)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		dead := consoletest.ByText(t, out, "Pat")
		for k := len(out) - 1; k >= 0; k-- {
			if strings.Contains(out[k].Text(), "🩸") && strings.Contains(out[k].Text(), "Pat") {
				dead = out[k]
				break
			}
		}
		consoletest.KlWant(t, tc.locale+" instant death", dead, tc.on...)
		consoletest.KlWant(t, tc.locale+" dying", out[len(out)-2], tc.off...)
	}
}

func TestKlondikeRecoveryOverTime(t *testing.T) {
	// "1 очко Выносливости восстановится за каждые 10 минут"; "либо
	// отлежаться сутки … восстановят Выносливость до изначального значения и
	// восстановят Силу или Ловкость, если они не упали до нуля"; STR at 0
	// "каждый день такой отлёжки восстанавливает по одному очку … вплоть до
	// половины (с округлением вверх), по достижении этого значения следующий
	// день восстановит её полностью" under a Medicine 2+ medic.
	// Pat STR 6 DEX 6 END 6: 4 damage → END 2; 20 minutes → END 4.
	// 5 damage to DEX: END 4 → 0, DEX 6 → 5; a day's rest → END 6, DEX 6.
	// 12 damage to STR: END 0, STR 0 (the wake roll 3+3, d6 4); days under
	// Doc (Medicine 2): STR 1, 2, 3 (half of 6), then 6.
	for _, tc := range []struct {
		locale, script string
		wants          [][]string
	}{
		{"en", `/combat add name:Doc stats:"medicine 2 INT 9"
/combat add name:Pat stats:"STR 6 DEX 6 END 6"
/damage target:Pat amount:4
/time minutes:20 target:Pat
/damage target:Pat amount:5 to:dex
/time days:1 target:Pat
/damage target:Pat amount:12 to:str
/time days:1 target:Pat medic:Doc
/time days:1 target:Pat medic:Doc
/time days:1 target:Pat medic:Doc
/time days:1 target:Pat medic:Doc
`, [][]string{
			{"Time passes: 20 minutes", "Now STR 6 · DEX 6 · END 4"},
			{"Time passes: 1 day", "Now STR 6 · DEX 6 · END 6"},
			{"Now STR 1 · DEX 6 · END 6"}, {"Now STR 2 · DEX 6 · END 6"}, {"Now STR 3 · DEX 6 · END 6"}, {"Now STR 6 · DEX 6 · END 6"}}},
		{"ru", `/бой добавить имя:Doc параметры:"Медицина 2 ИНТ 9"
/бой добавить имя:Pat параметры:"СИЛ 6 ЛОВ 6 ВЫН 6"
/урон цель:Pat количество:4
/время минуты:20 цель:Pat
/урон цель:Pat количество:5 куда:dex
/время дни:1 цель:Pat
/урон цель:Pat количество:12 куда:str
/время дни:1 цель:Pat медик:Doc
/время дни:1 цель:Pat медик:Doc
/время дни:1 цель:Pat медик:Doc
/время дни:1 цель:Pat медик:Doc
`, [][]string{
			{"Прошло: 20 минут", "Теперь СИЛ 6 · ЛОВ 6 · ВЫН 4"},
			{"Прошло: 1 день", "Теперь СИЛ 6 · ЛОВ 6 · ВЫН 6"},
			{"Теперь СИЛ 1 · ЛОВ 6 · ВЫН 6"}, {"Теперь СИЛ 2 · ЛОВ 6 · ВЫН 6"}, {"Теперь СИЛ 3 · ЛОВ 6 · ВЫН 6"}, {"Теперь СИЛ 6 · ЛОВ 6 · ВЫН 6"}}},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 3, 3, 4)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		var times []consoletest.Sent
		for _, s := range out {
			if s.Kind == "response" && strings.Contains(s.Text(), "⏳") {
				times = append(times, s)
			}
		}
		if len(times) != 6 {
			t.Fatalf("%s: want 6 /time replies, got %d", tc.locale, len(times))
		}
		for i, w := range tc.wants {
			consoletest.KlWant(t, tc.locale+" time", times[i], w...)
		}
	}
}

func TestKlondikeOverwatchFiresFromTheTrackerButton(t *testing.T) {
	// "Дозор: персонаж заготавливает свое действие … Когда это случается,
	// персонаж может мгновенно совершить заявленное действие вне обычной
	// инициативы." Ann readies Overwatch on her turn (one action); when
	// Thug's turn starts the tracker offers her a button that fires her
	// rifle at Thug: 4+5 +2 = 11, Effect +3: 3+3+3 +3 = 12 into END 4, then
	// STR (an NPC's), STR 7 → 0: the wake roll 2+3 −1 = 4, d6 = 4 hours.
	for _, tc := range []struct {
		locale, script, button string
		wants                  []string
	}{
		{"en", `@Ann /char set stats:"DEX 9 gun_combat 1" name:Ann
@Ann /char weapon add name:rifle spec:"3d6 range:50 ammo:5"
@Ann /combat join
/combat add name:Thug stats:"END 4"
@Ann !click Overwatch
/combat next
@Ann !click Ann: overwatch shot
`, "Ann: overwatch shot", []string{"Ann fires from Overwatch at Thug (rifle): 🎲 4+5 +2 = 11 vs 8+ — hit, Effect +3", "🎲 3+3+3 +3 Effect = 12", "END −4, STR −7"}},
		{"ru", `@Ann /персонаж задать параметры:"ЛОВ 9 Стрельба 1" имя:Ann
@Ann /персонаж оружие добавить название:rifle свойства:"3d6 range:50 ammo:5"
@Ann /бой войти
/бой добавить имя:Thug параметры:"ВЫН 4"
@Ann !click Дозор
/бой далее
@Ann !click Ann: выстрел из дозора
`, "Ann: выстрел из дозора", []string{"Ann стреляет из дозора по Thug (rifle): 🎲 4+5 +2 = 11 против 8+ — попадание, Эффект +3", "🎲 3+3+3 +3 Эффект = 12", "ВЫН −4, СИЛ −7"}},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 4, 5, 3, 3, 3, 2, 3, 4)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		// On her own turn there is no button; on Thug's there is.
		readied := consoletest.ByText(t, out, map[string]string{"en": "Overwatch: ready", "ru": "Дозор"}[tc.locale])
		consoletest.KlNot(t, tc.locale+" own turn", readied, tc.button)
		var offered bool
		for _, s := range out {
			if strings.Contains(s.Text(), "klondike.overwatch") && strings.Contains(s.Text(), tc.button) {
				offered = true
			}
		}
		if !offered {
			t.Fatalf("%s: no overwatch button on Thug's turn", tc.locale)
		}
		fired := consoletest.LastOf(t, out)
		consoletest.KlWant(t, tc.locale+" fired", fired, tc.wants...)
		// Spent: the button is gone, and the readied action with it.
		consoletest.KlNot(t, tc.locale+" fired", fired, "klondike.overwatch")
	}
}

func TestKlondikeOverwatchButtonRefusedWhenSpent(t *testing.T) {
	// Fired with /attack maneuver:overwatch instead, the readied action is
	// spent: no button on the next turn.
	h := consoletest.NewSystemHarness(t, "en", 6, 6, 1, 1, 2, 1, 1, 1)
	out := h.Run(consoletest.KlSetup("en") + `@Ann /char set stats:"DEX 9 gun_combat 1" name:Ann
@Ann /char weapon add name:rifle spec:"3d6 range:50 ammo:5"
@Ann /combat join
/combat add name:Thug stats:"END 4"
/combat add name:Lug stats:"END 4"
@Ann !click Overwatch
/combat next
@Ann /attack target:Thug weapon:rifle maneuver:overwatch
/combat next
`)
	consoletest.KlWant(t, "overwatch shot", consoletest.ByText(t, out, "Ann → Thug"), "🎲 1+1 +2 = **4** vs 8+ — miss")
	for _, s := range out[len(out)-2:] {
		consoletest.KlNot(t, "after the shot", s, "klondike.overwatch")
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

func TestKlondikeHelpFitsDiscordFieldsAndDocumentsOverwatch(t *testing.T) {
	// Discord cuts an embed field at 1024 characters: the help must fit
	// whole, down to the chase rules at its end.
	for _, tc := range []struct{ locale, script, overwatch, end string }{
		{"en", "/system set system:klondike\n/help\n", "an overwatcher gets a fire button", "break off 10+; 5 rounds."},
		{"ru", "/система выбрать система:klondike\n/помощь\n", "дозорному — кнопка выстрела", "оторваться 10+; 5 раундов."},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale)
		help := consoletest.LastOf(t, h.Run(tc.script))
		consoletest.KlWant(t, tc.locale+" help", help, tc.overwatch, tc.end)
		if strings.Contains(help.Text(), "…") {
			t.Errorf("%s: the help is cut: %s", tc.locale, help.Text())
		}
	}
}
