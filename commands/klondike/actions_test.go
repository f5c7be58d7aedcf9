package klondike_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Grappling, support, the leader's roll, the tracker's action buttons,
// suppressive fire's free attacks and undo, through the console. Every
// /combat add or join draws 2d6 of initiative first.

func TestKlondikeGrappleDamageIgnoresArmorBothLocales(t *testing.T) {
	for _, tc := range []struct {
		locale, script string
		roll, picked   []string
	}{
		{"en", `/system set system:klondike
/combat start
/combat add name:Ann stats:"DEX 9 STR 10 melee 1"
/combat add name:Bob stats:"DEX 6 END 9" armor:3
/grapple attacker:Ann target:Bob
!click Ann: Damage (2+STR+Effect)
`,
			[]string{"Ann **12** — Bob **2** — Ann wins, Effect +4", "🎲 5+5 +2 = **12**", "Melee +1", "🎲 3+2 −3 = **2**", "untrained −3", "kl:gr:1:2:knockdown", "kl:gr:1:2:hold"},
			[]string{"2 +1 STR DM +4 Effect = **7**", "7 damage − armor 0 = **7**", "END −7", "Now STR 7 · DEX 6 · END 2", "keeps holding Bob"}},
		{"ru", `/система выбрать система:klondike
/бой начать
/бой добавить имя:Ann параметры:"ЛОВ 9 СИЛ 10 Ближний_бой 1"
/бой добавить имя:Bob параметры:"ЛОВ 6 ВЫН 9" броня:3
/борьба атакующий:Ann цель:Bob
!click Ann: Нанести урон (2+СИЛ+Эффект)
`,
			[]string{"Ann **12** — Bob **2** — побеждает Ann, Эффект +4", "🎲 5+5 +2 = **12**", "без навыка −3"},
			[]string{"2 +1 ДМ СИЛ +4 Эффект = **7**", "Урон 7 − броня 0 = **7**", "ВЫН −7", "Теперь СИЛ 7 · ЛОВ 6 · ВЫН 2", "удерживает Bob"}},
	} {
		// Initiative 3+3, 2+2; Ann 5+5 + DEX DM 1 + Melee 1 = 12 (Effect
		// +4) vs Bob 3+2 + 0 − 3 = 2. "Нанести урон 2+СИЛ+Эффект …
		// игнорирует броню": 2 + STR DM 1 + 4 = 7 through Bob's armor 3.
		h := consoletest.NewSystemHarness(t, tc.locale, 3, 3, 2, 2, 5, 5, 3, 2)
		out := h.Run(tc.script)
		consoletest.KlWant(t, tc.locale+" roll", consoletest.ByText(t, out, "kl:gr:"), tc.roll...)
		consoletest.KlWant(t, tc.locale+" pick", consoletest.ByText(t, out, "= **7**"), tc.picked...)
	}
}

func TestKlondikeGrappleHoldPromptAndWinnerBonus(t *testing.T) {
	// Ann wins 12 vs 2 and keeps holding: neither may do anything but
	// wrestle. On Bob's turn the tracker offers the grapple roll: Bob 4+4 −
	// 3 = 5; Ann 4+4 + 1 + 1 + 1 (last round's winner) = 11, Effect +3.
	h := consoletest.NewSystemHarness(t, "en", 3, 3, 2, 2, 5, 5, 3, 2, 4, 4, 4, 4)
	out := h.Run(`/system set system:klondike
/combat start
@Ann /char set stats:"DEX 9 STR 10 melee 1" name:Ann
@Ann /combat join
@Bob /char set stats:"DEX 6 END 9" name:Bob
@Bob /combat join
@Ann /grapple target:Bob
@Bob !click Ann: Keep holding
@Ann !click Ann: Keep holding
@Ann /attack target:Bob damage:2d6
/combat next
@Bob !click Bob: grapple roll
`)
	if s := consoletest.ByText(t, out, "Ann is not yours"); !s.Ephemeral {
		t.Errorf("Bob picked Ann's result: %s", s.Text())
	}
	if s := consoletest.ByText(t, out, "❌ Grappling: can only wrestle."); !s.Ephemeral {
		t.Errorf("the held grappler attacked: %s", s.Text())
	}
	consoletest.KlWant(t, "prompt", consoletest.LastOf(t, out), "Grapple Bob 5 vs Ann 11: Ann wins, Effect +3")
}

func TestKlondikeSupportIsRememberedAndSpent(t *testing.T) {
	for _, tc := range []struct {
		locale, script string
		support        []string
		spent, plain   string
	}{
		{"en", "/system set system:klondike\n/combat start\n/combat add name:Sarge stats:\"INT 9 leadership 1\"\n/combat add name:Pvt stats:\"DEX 7\"\n/support name:Sarge target:Pvt\n/check characteristic:DEX name:Pvt\n/check characteristic:DEX name:Pvt\n",
			[]string{"🎲 4+3 +2 = **9** vs 8+ — success, Effect +1", "Leadership +1", "Pvt: +2 on the next roll.", "1 action left"},
			"🎲 3+3 +2 = **8** vs 8+ — success", "🎲 3+3 = **6** vs 8+ — failure"},
		{"ru", "/система выбрать система:klondike\n/бой начать\n/бой добавить имя:Sarge параметры:\"ИНТ 9 Командование 1\"\n/бой добавить имя:Pvt параметры:\"ЛОВ 7\"\n/поддержка имя:Sarge цель:Pvt\n/проверка характеристика:ЛОВ имя:Pvt\n/проверка характеристика:ЛОВ имя:Pvt\n",
			[]string{"🎲 4+3 +2 = **9** против 8+ — успех, Эффект +1", "Pvt: +2 на следующий бросок."},
			"🎲 3+3 +2 = **8** против 8+ — успех", "🎲 3+3 = **6** против 8+ — провал"},
	} {
		// "Поддержка: бросок Командования/ИНТ 8+, при успехе одна цель
		// получает +2 на свой следующий бросок": 4+3 + INT DM 1 +
		// Leadership 1 = 9; Pvt's next check 3+3 +2 = 8, the one after 6.
		h := consoletest.NewSystemHarness(t, tc.locale, 3, 3, 2, 2, 4, 3, 3, 3, 3, 3)
		out := h.Run(tc.script)
		consoletest.KlWant(t, tc.locale+" support", consoletest.ByText(t, out, "🤝"), tc.support...)
		consoletest.KlWant(t, tc.locale+" spent", consoletest.ByText(t, out, "= **8**"), tc.spent)
		consoletest.KlWant(t, tc.locale+" plain", consoletest.ByText(t, out, "= **6**"), tc.plain)
	}
}

func TestKlondikeLeaderEffectOnPartyInitiative(t *testing.T) {
	// Initiative 2d6 + INT DM + Tactics (−3 without). The leader's
	// Leadership/INT 8+: 6+5 + 1 + 1 = 13, Effect +5 on Sarge and Pvt (not
	// Foe). Next round: Sarge 2+2 + 1 − 3 + 5 = 7, Pvt 1+1 − 3 + 5 = 4, Foe
	// 1+1 − 3 = −1.
	h := consoletest.NewSystemHarness(t, "en", 3, 3, 2, 2, 1, 1, 6, 5, 2, 2, 1, 1, 1, 1)
	out := h.Run(`/system set system:klondike
/combat start
/combat add name:Sarge stats:"INT 9 leadership 1"
/combat add name:Pvt stats:"DEX 7"
/combat add name:Foe
/combat lead name:Sarge party:Pvt
!click Next round
`)
	consoletest.KlWant(t, "lead", consoletest.ByText(t, out, "leads the party"), "🎲 6+5 +2 = **13** vs 8+ — success, Effect +5", "Effect +5 on the initiative of Sarge, Pvt")
	consoletest.KlWant(t, "round 2", consoletest.LastOf(t, out), "round 2", "`  7` **Sarge**", "`  4` **Pvt**", "` -1` **Foe**")
}

func TestKlondikeTrackerActionsCountTwoPerTurn(t *testing.T) {
	// Two actions a turn: a suppressive burst from the smg (stock: 3d6−3,
	// auto 3, 30 rounds), a reload from the tracker, then aiming is the
	// third action: refused, ephemeral ("Каждый персонаж может совершить два
	// действия в свою инициативу").
	h := consoletest.NewSystemHarness(t, "ru", 3, 3, 2, 2, 1, 1)
	out := h.Run(`/система выбрать система:klondike
/бой начать
/бой добавить имя:Gunner параметры:"ЛОВ 9 Стрельба 1"
/бой добавить имя:Ann
/атака атакующий:Gunner цель:Ann оружие:smg режим:suppress
!click Перезарядка
!click Прицеливание
`)
	consoletest.KlWant(t, "volley", consoletest.ByText(t, out, "(smg) —"), "🎲 1+1 = **2**", "−2")
	consoletest.KlWant(t, "reload", consoletest.ByText(t, out, "перезаряжает"), "smg: патронов 30", "0")
	consoletest.KlWant(t, "aim", consoletest.LastOf(t, out), "Gunner: действий в этом ходу не осталось")
	if !consoletest.LastOf(t, out).Ephemeral {
		t.Errorf("the third action's refusal should be ephemeral")
	}

	h = consoletest.NewSystemHarness(t, "en", 3, 3, 2, 2)
	out = h.Run("/system set system:klondike\n/combat start\n/combat add name:Ann\n/combat add name:Bob\n!click Move\n!click Dive for cover\n!click Stand up\n!click Attack\n")
	consoletest.KlWant(t, "move", consoletest.ByText(t, out, "Moves 10 m"), "Ann: Moves 10 m · 1 action left")
	consoletest.KlWant(t, "dive", consoletest.ByText(t, out, "Dives for cover"), "loses the next action")
	if s := consoletest.ByText(t, out, "Ann is not prone: only a prone character can crawl or stand up"); !s.Ephemeral {
		t.Errorf("standing up while standing: %s", s.Text())
	}
	if s := consoletest.LastOf(t, out); !s.Ephemeral || !strings.Contains(s.Text(), "/attack") {
		t.Errorf("the Attack button should point at /attack: %s", s.Text())
	}
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

func TestKlondikeUndoAfterAttackRestoresHealth(t *testing.T) {
	// 4+4 + 1 + 1 = 10, Effect +2; 3d6 3+3+2 + 2 = 10 into Thug's END 5 →
	// 0 and 5 into STR (knocked prone: 10 ≥ 2×DEX 4). /combat undo must
	// bring back 16/16 exactly.
	h := consoletest.NewSystemHarness(t, "en", 1, 1, 2, 2, 4, 4, 3, 3, 2)
	out := h.Run(`/system set system:klondike
/combat start
/combat add name:Gunner stats:"DEX 9 gun_combat 1"
/combat add name:Thug stats:"END 5 DEX 4"
/attack attacker:Gunner target:Thug damage:3d6 range:10
/combat undo
/combat list
`)
	// The undo reply names the attack too ("Undone: attack Gunner → Thug"):
	// find the attack's own embed by its roll line.
	hit := consoletest.ByText(t, out, "vs 8+")
	consoletest.KlWant(t, "hit", hit, "= **10** vs 8+ — hit, Effect +2", "END −5, STR −5", "Knocked prone")
	list := consoletest.LastOf(t, out)
	consoletest.KlWant(t, "after undo", list, "16/16 · Unhurt")
	if strings.Contains(list.Text(), "Wounded") || strings.Contains(list.Text(), "shock") || strings.Contains(list.Text(), "prone") {
		t.Errorf("undo left damage behind: %s", list.Text())
	}
}

func TestKlondikeBreachRepairAndCrash(t *testing.T) {
	// AP 2+2 = 4 ≥ armor 4; the table 1+1 = 2: hull breach — a boat loses a
	// quarter of its speed (40 → 30). "Ремонт пробоины требует …
	// инструментов, d6 минут и бросок Ремонта 5+": 4+3 + Mechanic 1 = 8,
	// 5 minutes, speed back. A crash rolls the critical column: 3+3 = 6,
	// knocked out (2–6).
	h := consoletest.NewSystemHarness(t, "en", 1, 1, 2, 2, 1, 1, 4, 3, 5, 3, 3, 4)
	out := h.Run(`/system set system:klondike
/combat start
/combat add name:Mech stats:"mechanic 1"
/vehicle add name:Boat armor:4 speed:40 handling:0 kind:water
/vehicle hit vehicle:Boat ap:2d6
/vehicle repair vehicle:Boat mechanic:Mech
/vehicle crash vehicle:Boat
`)
	consoletest.KlWant(t, "breach", consoletest.ByText(t, out, "🎯 Boat"), "AP 2+2 = **4** vs armor 4", "Hull breach", "40 → 30")
	consoletest.KlWant(t, "repair", consoletest.ByText(t, out, "Mech repairs Boat"), "🎲 4+3 +1 = **8** vs 5+ — success", "5 minutes; hull breaches left: 0")
	crash := consoletest.ByText(t, out, "Boat crashes")
	consoletest.KlWant(t, "crash", crash, "critical column: 3+3 = 6", "Knocked out", "40 → 0")
	if strings.Contains(crash.Text(), "AP ") {
		t.Errorf("a crash has no AP dice: %s", crash.Text())
	}
}
