package commands_test

import (
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
		h := newSystemHarness(t, tc.locale, 3, 3, 2, 2, 5, 5, 3, 2)
		out := h.run(tc.script)
		klWant(t, tc.locale+" roll", byText(t, out, "kl:gr:"), tc.roll...)
		klWant(t, tc.locale+" pick", byText(t, out, "= **7**"), tc.picked...)
	}
}

func TestKlondikeGrappleHoldPromptAndWinnerBonus(t *testing.T) {
	// Ann wins 12 vs 2 and keeps holding: neither may do anything but
	// wrestle. On Bob's turn the tracker offers the grapple roll: Bob 4+4 −
	// 3 = 5; Ann 4+4 + 1 + 1 + 1 (last round's winner) = 11, Effect +3.
	h := newSystemHarness(t, "en", 3, 3, 2, 2, 5, 5, 3, 2, 4, 4, 4, 4)
	out := h.run(`/system set system:klondike
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
	if s := byText(t, out, "Ann is not yours"); !s.Ephemeral {
		t.Errorf("Bob picked Ann's result: %s", s.text())
	}
	if s := byText(t, out, "❌ Grappling: can only wrestle."); !s.Ephemeral {
		t.Errorf("the held grappler attacked: %s", s.text())
	}
	klWant(t, "prompt", lastOf(t, out), "Grapple Bob 5 vs Ann 11: Ann wins, Effect +3")
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
		h := newSystemHarness(t, tc.locale, 3, 3, 2, 2, 4, 3, 3, 3, 3, 3)
		out := h.run(tc.script)
		klWant(t, tc.locale+" support", byText(t, out, "🤝"), tc.support...)
		klWant(t, tc.locale+" spent", byText(t, out, "= **8**"), tc.spent)
		klWant(t, tc.locale+" plain", byText(t, out, "= **6**"), tc.plain)
	}
}

func TestKlondikeLeaderEffectOnPartyInitiative(t *testing.T) {
	// Initiative 2d6 + INT DM + Tactics (−3 without). The leader's
	// Leadership/INT 8+: 6+5 + 1 + 1 = 13, Effect +5 on Sarge and Pvt (not
	// Foe). Next round: Sarge 2+2 + 1 − 3 + 5 = 7, Pvt 1+1 − 3 + 5 = 4, Foe
	// 1+1 − 3 = −1.
	h := newSystemHarness(t, "en", 3, 3, 2, 2, 1, 1, 6, 5, 2, 2, 1, 1, 1, 1)
	out := h.run(`/system set system:klondike
/combat start
/combat add name:Sarge stats:"INT 9 leadership 1"
/combat add name:Pvt stats:"DEX 7"
/combat add name:Foe
/combat lead name:Sarge party:Pvt
!click Next round
`)
	klWant(t, "lead", byText(t, out, "leads the party"), "🎲 6+5 +2 = **13** vs 8+ — success, Effect +5", "Effect +5 on the initiative of Sarge, Pvt")
	klWant(t, "round 2", lastOf(t, out), "round 2", "`  7` **Sarge**", "`  4` **Pvt**", "` -1` **Foe**")
}

func TestKlondikeTrackerActionsCountTwoPerTurn(t *testing.T) {
	// Two actions a turn: a suppressive burst from the smg (stock: 3d6−3,
	// auto 3, 30 rounds), a reload from the tracker, then aiming is the
	// third action: refused, ephemeral ("Каждый персонаж может совершить два
	// действия в свою инициативу").
	h := newSystemHarness(t, "ru", 3, 3, 2, 2, 1, 1)
	out := h.run(`/система выбрать система:klondike
/бой начать
/бой добавить имя:Gunner параметры:"ЛОВ 9 Стрельба 1"
/бой добавить имя:Ann
/атака атакующий:Gunner цель:Ann оружие:smg режим:suppress
!click Перезарядка
!click Прицеливание
`)
	klWant(t, "volley", byText(t, out, "(smg) —"), "🎲 1+1 = **2**", "−2")
	klWant(t, "reload", byText(t, out, "перезаряжает"), "smg: патронов 30", "0")
	klWant(t, "aim", lastOf(t, out), "Gunner: действий в этом ходу не осталось")
	if !lastOf(t, out).Ephemeral {
		t.Errorf("the third action's refusal should be ephemeral")
	}

	h = newSystemHarness(t, "en", 3, 3, 2, 2)
	out = h.run("/system set system:klondike\n/combat start\n/combat add name:Ann\n/combat add name:Bob\n!click Move\n!click Dive for cover\n!click Stand up\n!click Attack\n")
	klWant(t, "move", byText(t, out, "Moves 10 m"), "Ann: Moves 10 m · 1 action left")
	klWant(t, "dive", byText(t, out, "Dives for cover"), "loses the next action")
	if s := byText(t, out, "Ann is not prone: only a prone character can crawl or stand up"); !s.Ephemeral {
		t.Errorf("standing up while standing: %s", s.text())
	}
	if s := lastOf(t, out); !s.Ephemeral || !strings.Contains(s.text(), "/attack") {
		t.Errorf("the Attack button should point at /attack: %s", s.text())
	}
}

func TestKlondikeSuppressiveFireFreeAttack(t *testing.T) {
	// Suppressive fire: one attack at −2 on Ann (1+1: a miss); then Bob runs
	// out of hard cover inside the area: a free attack at −2 ignoring that
	// cover ("не получает бонус за укрытие"): 4+4 + 1 + 1 − 2 = 8, a hit,
	// 3d6−3 = 3+3+3 −3 = 6 (+0 Effect).
	h := newSystemHarness(t, "en", 3, 3, 2, 2, 1, 1, 1, 1, 4, 4, 3, 3, 3)
	out := h.run(`/system set system:klondike
/combat start
/combat add name:Gunner stats:"DEX 9 gun_combat 1"
/combat add name:Ann
/combat add name:Bob
/attack attacker:Gunner target:Ann weapon:smg mode:suppress
/attack attacker:Gunner target:Bob weapon:smg maneuver:free_moving cover:hard
`)
	free := byText(t, out, "Gunner → Bob")
	klWant(t, "free", free, "🎲 4+4 = **8** vs 8+ — hit, Effect 0", "suppressive fire −2", "🎲 3+3+3 −3 = **6**", "END −6")
	if strings.Contains(free.text(), "cover") {
		t.Errorf("cover counted for a target moving out of it: %s", free.text())
	}
}

func TestKlondikeUndoAfterAttackRestoresHealth(t *testing.T) {
	// 4+4 + 1 + 1 = 10, Effect +2; 3d6 3+3+2 + 2 = 10 into Thug's END 5 →
	// 0 and 5 into STR (knocked prone: 10 ≥ 2×DEX 4). /combat undo must
	// bring back 16/16 exactly.
	h := newSystemHarness(t, "en", 1, 1, 2, 2, 4, 4, 3, 3, 2)
	out := h.run(`/system set system:klondike
/combat start
/combat add name:Gunner stats:"DEX 9 gun_combat 1"
/combat add name:Thug stats:"END 5 DEX 4"
/attack attacker:Gunner target:Thug damage:3d6 range:10
/combat undo
/combat list
`)
	// The undo reply names the attack too ("Undone: attack Gunner → Thug"):
	// find the attack's own embed by its roll line.
	hit := byText(t, out, "vs 8+")
	klWant(t, "hit", hit, "= **10** vs 8+ — hit, Effect +2", "END −5, STR −5", "Knocked prone")
	list := lastOf(t, out)
	klWant(t, "after undo", list, "16/16 · Unhurt")
	if strings.Contains(list.text(), "Wounded") || strings.Contains(list.text(), "shock") || strings.Contains(list.text(), "prone") {
		t.Errorf("undo left damage behind: %s", list.text())
	}
}

func TestKlondikeBreachRepairAndCrash(t *testing.T) {
	// AP 2+2 = 4 ≥ armor 4; the table 1+1 = 2: hull breach — a boat loses a
	// quarter of its speed (40 → 30). "Ремонт пробоины требует …
	// инструментов, d6 минут и бросок Ремонта 5+": 4+3 + Mechanic 1 = 8,
	// 5 minutes, speed back. A crash rolls the critical column: 3+3 = 6,
	// knocked out (2–6).
	h := newSystemHarness(t, "en", 1, 1, 2, 2, 1, 1, 4, 3, 5, 3, 3, 4)
	out := h.run(`/system set system:klondike
/combat start
/combat add name:Mech stats:"mechanic 1"
/vehicle add name:Boat armor:4 speed:40 handling:0 kind:water
/vehicle hit vehicle:Boat ap:2d6
/vehicle repair vehicle:Boat mechanic:Mech
/vehicle crash vehicle:Boat
`)
	klWant(t, "breach", byText(t, out, "🎯 Boat"), "AP 2+2 = **4** vs armor 4", "Hull breach", "40 → 30")
	klWant(t, "repair", byText(t, out, "Mech repairs Boat"), "🎲 4+3 +1 = **8** vs 5+ — success", "5 minutes; hull breaches left: 0")
	crash := byText(t, out, "Boat crashes")
	klWant(t, "crash", crash, "critical column: 3+3 = 6", "Knocked out", "40 → 0")
	if strings.Contains(crash.text(), "AP ") {
		t.Errorf("a crash has no AP dice: %s", crash.text())
	}
}
