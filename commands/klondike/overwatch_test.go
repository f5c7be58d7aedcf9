package klondike_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Overwatch («Дозор»): the readied action that fires out of the normal
// initiative — from the tracker's button or /attack maneuver:overwatch, in
// answer to an attack on the watcher, with a gun, a knife or a grenade —
// and what does not set it off. Every /combat add or join draws 2d6 of
// initiative first (2d6 + INT DM − 3 without Tactics).

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

// Reactions are free. A readied Overwatch ("может мгновенно совершить
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

// "Дозор: персонаж заготавливает свое действие до появления
// противника в зоне видимости или его атаки по нему. Когда это случается,
// персонаж может мгновенно совершить заявленное действие вне обычной
// инициативы." and for the charge: "Цель может встретить тебя атакой, но,
// если у неё не был заявлен Дозор, атака получает штраф -2." An attack on
// a watcher is a trigger the bot sees: Ann's readied rifle fires first, at
// no −2, and her Overwatch is spent. Thug (END 20) charges her: Ann 4+5 +1
// DEX 9 +1 Gun Combat = 11, Effect +3: 3+3+3 +3 = 12 → END 8. Thug still
// charges: 5+5 −3 untrained +2 charge = 9, Effect +1: 2+2 +1 = 5 → Ann's
// END 7 → 2.
func TestKlondikeOverwatchAnswersAnAttackOnTheWatcher(t *testing.T) {
	for _, tc := range []struct {
		locale, script string
		wants          []string
	}{
		{"en", `@Ann /char set stats:"DEX 9 gun_combat 1" name:Ann
@Ann /char weapon add name:rifle spec:"3d6 range:50 ammo:5"
@Ann /combat join
/combat add name:Thug stats:"END 20"
@Ann !click Overwatch
/combat next
/attack attacker:Thug target:Ann damage:2d6 maneuver:charge
`, []string{"🎯 Overwatch", "Ann fires from Overwatch at Thug (rifle): 🎲 4+5 +2 = 11 vs 8+ — hit, Effect +3; 🎲 3+3+3 +3 Effect = 12", "Now STR 7 · DEX 7 · END 8",
			"🎲 5+5 −1 = **9** vs 8+ — hit, Effect +1", "charge +2", "🎲 2+2 +1 Effect = **5**"}},
		{"ru", `@Ann /персонаж задать параметры:"ЛОВ 9 Стрельба 1" имя:Ann
@Ann /персонаж оружие добавить название:rifle свойства:"3d6 range:50 ammo:5"
@Ann /бой войти
/бой добавить имя:Thug параметры:"ВЫН 20"
@Ann !click Дозор
/бой далее
/атака атакующий:Thug цель:Ann урон:2d6 приём:charge
`, []string{"🎯 Дозор", "Ann стреляет из дозора по Thug (rifle): 🎲 4+5 +2 = 11 против 8+ — попадание, Эффект +3; 🎲 3+3+3 +3 Эффект = 12",
			"🎲 5+5 −1 = **9** против 8+ — попадание, Эффект +1", "🎲 2+2 +1 Эффект = **5**"}},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 4, 5, 3, 3, 3, 5, 5, 2, 2)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		att := consoletest.ByText(t, out, "Thug → Ann")
		if att.Ephemeral {
			t.Fatalf("%s: refused: %s", tc.locale, att.Text())
		}
		consoletest.KlWant(t, tc.locale+" charge", att, tc.wants...)
		// The reaction is the first field, before the charge's own roll.
		ow, roll := map[string]string{"en": "🎯 Overwatch", "ru": "🎯 Дозор"}[tc.locale], map[string]string{"en": "Attack roll", "ru": "Бросок атаки"}[tc.locale]
		if i, j := strings.Index(att.Text(), ow), strings.Index(att.Text(), roll); i < 0 || j < 0 || i > j {
			t.Errorf("%s: the overwatch shot should come before the charge: %s", tc.locale, att.Text())
		}
		// Spent: the tracker no longer offers Ann a shot.
		consoletest.KlNot(t, tc.locale+" tracker", consoletest.LastOf(t, out), "klondike.overwatch")
	}
}

// A watcher's shot that drops the attacker stops the attack: Thug
// (END 4) charges Ann on Overwatch; her 12 damage takes END 4 → 0 and STR
// 7 → 0 (the wake roll 2+3 −1 = 4, d6 = 4 hours): out of the fight, he
// never reaches her. Nothing of his attack is rolled.
func TestKlondikeOverwatchStopsAnAttackerItDrops(t *testing.T) {
	for _, tc := range []struct{ locale, script, stopped string }{
		{"en", `@Ann /char set stats:"DEX 9 gun_combat 1" name:Ann
@Ann /char weapon add name:rifle spec:"3d6 range:50 ammo:5"
@Ann /combat join
/combat add name:Thug stats:"END 4"
@Ann !click Overwatch
/combat next
/attack attacker:Thug target:Ann damage:2d6 maneuver:charge
`, "Thug does not get to attack: Out of the fight: cannot act."},
		{"ru", `@Ann /персонаж задать параметры:"ЛОВ 9 Стрельба 1" имя:Ann
@Ann /персонаж оружие добавить название:rifle свойства:"3d6 range:50 ammo:5"
@Ann /бой войти
/бой добавить имя:Thug параметры:"ВЫН 4"
@Ann !click Дозор
/бой далее
/атака атакующий:Thug цель:Ann урон:2d6 приём:charge
`, "Thug не успевает атаковать:"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 4, 5, 3, 3, 3, 2, 3, 4)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		att := consoletest.ByText(t, out, "Thug → Ann")
		if att.Ephemeral {
			t.Fatalf("%s: refused: %s", tc.locale, att.Text())
		}
		consoletest.KlWant(t, tc.locale+" stopped", att, tc.stopped, "= 12")
		consoletest.KlNot(t, tc.locale+" stopped", att, "charge +2", "рывок +2")
	}
}

// What only the GM sees stays a button: a shot from afar at a
// watcher whose only weapon is a knife cannot be answered, so her
// Overwatch stays readied (and its button comes on the next turn).
func TestKlondikeOverwatchOutOfReachStaysReadied(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "en", 6, 6, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2)
	out := h.Run(consoletest.KlSetup("en") + `@Ann /char set stats:"DEX 9" name:Ann
@Ann /char weapon add name:knife
@Ann /combat join
/combat add name:Thug stats:"END 20"
/combat add name:Lug stats:"END 20"
@Ann !click Overwatch
/combat next
/attack attacker:Thug target:Ann weapon:pistol range:10
`)
	att := consoletest.ByText(t, out, "Thug → Ann")
	consoletest.KlNot(t, "shot from afar", att, "🎯 Overwatch")
	// Lug's turn: Ann may still fire.
	out = h.Run("/combat next\n")
	if !strings.Contains(consoletest.LastOf(t, out).Text(), "Ann: overwatch shot") {
		t.Errorf("the readied Overwatch was lost: %s", consoletest.LastOf(t, out).Text())
	}
}

// An attack a watcher's Overwatch stops never comes, but its title still
// names what it was made with, as every other attack title does: the
// weapon, or the damage dice when only урон: was given («(оружие)» before,
// and no brackets at all on the stopped attack). Thug (END 4) charges Ann
// on Overwatch; her 12 damage drops him.
func TestKlondikeStoppedAttackTitleNamesWeapon(t *testing.T) {
	setup := map[string]string{
		"en": `@Ann /char set stats:"DEX 9 gun_combat 1" name:Ann
@Ann /char weapon add name:rifle spec:"3d6 range:50 ammo:5"
@Ann /combat join
/combat add name:Thug stats:"END 4"
@Ann !click Overwatch
/combat next
`,
		"ru": `@Ann /персонаж задать параметры:"ЛОВ 9 Стрельба 1" имя:Ann
@Ann /персонаж оружие добавить название:rifle свойства:"3d6 range:50 ammo:5"
@Ann /бой войти
/бой добавить имя:Thug параметры:"ВЫН 4"
@Ann !click Дозор
/бой далее
`,
	}
	for _, tc := range []struct{ locale, attack, title, stopped string }{
		{"en", "/attack attacker:Thug target:Ann damage:2d6 maneuver:charge\n", "⚔️ Thug → Ann (2d6)", "Thug does not get to attack"},
		{"en", "/attack attacker:Thug target:Ann weapon:knife maneuver:charge\n", "⚔️ Thug → Ann (knife)", "Thug does not get to attack"},
		{"ru", "/атака атакующий:Thug цель:Ann урон:2d6 приём:charge\n", "⚔️ Thug → Ann (2d6)", "Thug не успевает атаковать"},
		{"ru", "/атака атакующий:Thug цель:Ann оружие:нож приём:charge\n", "⚔️ Thug → Ann (нож)", "Thug не успевает атаковать"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 4, 5, 3, 3, 3, 2, 3, 4)
			got := consoletest.ByText(t, h.Run(consoletest.KlSetup(tc.locale)+setup[tc.locale]+tc.attack), "Thug → Ann")
			consoletest.KlWant(t, "stopped attack", got, tc.title, tc.stopped)
		})
	}
	// A blow that comes, with damage dice only, names them too.
	for _, tc := range []struct{ locale, attack, title string }{
		{"en", "/attack attacker:Thug target:Ann damage:2d6\n", "⚔️ Thug → Ann (2d6)"},
		{"ru", "/атака атакующий:Thug цель:Ann урон:2d6\n", "⚔️ Thug → Ann (2d6)"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1)
		got := consoletest.ByText(t, h.Run(consoletest.KlSetup(tc.locale)+setup[tc.locale]+tc.attack), "Thug → Ann")
		consoletest.KlWant(t, tc.locale+" blow", got, tc.title)
		consoletest.KlNot(t, tc.locale+" blow", got, "(weapon)", "(оружие)")
	}
}

// «Дозор: персонаж заготавливает свое действие до появления противника в
// зоне видимости или его атаки по нему.» The trigger is an enemy's: Ann's
// Overwatch offers her a button on the NPC's turn, not on the turn of Bob,
// a fellow player. The tracker used to offer "Ann on Overwatch
// may fire at Bob". Initiative Ann 6+6 +1 −3 = 10, Bob 4+4 −3 = 5, Orc
// 3+3 −3 = 3.
func TestKlondikeOverwatchIsNotOfferedAgainstAFellowPlayer(t *testing.T) {
	for _, tc := range []struct{ locale, script, atBob, atOrc, bobTurn, orcTurn string }{
		{"en", `@Ann /char set stats:"DEX 9 INT 9 gun_combat 1" name:Ann
@Ann /char weapon add name:rifle spec:"3d6 range:50 ammo:5"
@Ann /combat join
@Bob /char set stats:"INT 6" name:Bob
@Bob /combat join
/combat add name:Orc
@Ann !click Overwatch
@Ann !click Next turn
`, "may fire at Bob", "Ann on Overwatch may fire at Orc", "Turn: Bob", "Turn: Orc"},
		{"ru", `@Ann /персонаж задать параметры:"ЛОВ 9 ИНТ 9 Стрельба 1" имя:Ann
@Ann /персонаж оружие добавить название:rifle свойства:"3d6 range:50 ammo:5"
@Ann /бой войти
@Bob /персонаж задать параметры:"ИНТ 6" имя:Bob
@Bob /бой войти
/бой добавить имя:Orc
@Ann !click Дозор
@Ann !click Следующий ход
`, "выстрелить по Bob", "Ann в дозоре может выстрелить по Orc", "Ход: Bob", "Ход: Orc"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 4, 4, 3, 3)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		bob := consoletest.LastOf(t, out)
		consoletest.KlWant(t, tc.locale+" Bob's turn", bob, tc.bobTurn)
		consoletest.KlNot(t, tc.locale+" Bob's turn", bob, tc.atBob)
		out = h.Run("@Bob !click " + map[string]string{"en": "Next turn", "ru": "Следующий ход"}[tc.locale] + "\n")
		orc := consoletest.LastOf(t, out)
		consoletest.KlWant(t, tc.locale+" Orc's turn", orc, tc.orcTurn, tc.atOrc)
	}
}

// «Дозор: персонаж заготавливает свое действие до появления противника в
// зоне видимости или его атаки по нему. Когда это случается, персонаж
// может мгновенно совершить заявленное действие». An attack the rules
// refuse never happens, so a readied Overwatch does not answer it: Bob
// (a player) has spent both actions («Каждый персонаж может совершить два
// действия в свою инициативу») and his /attack on Ann is refused; Ann's
// Overwatch stays readied and nobody is hurt. Ann used to fire, shock
// Bob and lose her Overwatch to an attack that never came.
func TestKlondikeRefusedAttackDoesNotTriggerOverwatch(t *testing.T) {
	for _, tc := range []struct{ locale, script, refusal, watching string }{
		{"en", `@Ann /char set stats:"DEX 9 STR 7 END 6 INT 7 gun_combat 1" name:Ann
@Ann /char weapon add name:rifle spec:"3d6 range:50 ammo:5"
@Ann /combat join
@Bob /char set stats:"END 8 DEX 7 STR 7 INT 7 gun_combat 1" name:Bob
@Bob /char weapon add name:pistol spec:"2d6 range:20 ammo:6"
@Bob /combat join
@Ann !click Overwatch
/combat next
@Bob !click Move
@Bob !click Move
@Bob /attack target:Ann range:10
`, "Bob has no actions left this turn", "on overwatch"},
		{"ru", `@Ann /персонаж задать параметры:"ЛОВ 9 СИЛ 7 ВЫН 6 ИНТ 7 Стрельба 1" имя:Ann
@Ann /персонаж оружие добавить название:rifle свойства:"3d6 range:50 ammo:5"
@Ann /бой войти
@Bob /персонаж задать параметры:"ВЫН 8 ЛОВ 7 СИЛ 7 ИНТ 7 Стрельба 1" имя:Bob
@Bob /персонаж оружие добавить название:pistol свойства:"2d6 range:20 ammo:6"
@Bob /бой войти
@Ann !click Дозор
/бой далее
@Bob !click Движение
@Bob !click Движение
@Bob /атака цель:Ann дистанция:10
`, "Bob: действий в этом ходу не осталось", "в дозоре"},
	} {
		// Initiative Ann 6+6 −3 = 9, Bob 1+1 −3 = −1. Had Ann fired:
		// 4+4 +1 DEX +1 Gun Combat = 10, 3+3+3 +2 = 11 damage.
		h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 4, 4, 3, 3, 3, 5, 5)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		last := consoletest.LastOf(t, out)
		if !last.Ephemeral {
			t.Fatalf("%s: the attack without actions went ahead: %s", tc.locale, last.Text())
		}
		consoletest.KlWant(t, tc.locale+" refusal", last, tc.refusal)
		consoletest.KlNot(t, tc.locale+" refusal", last, "🎯")
		// Nothing changed: Ann still watches, Bob unhurt, no dice drawn.
		tr := consoletest.LastOf(t, h.Run(map[string]string{"en": "/combat list\n", "ru": "/бой трекер\n"}[tc.locale]))
		consoletest.KlWant(t, tc.locale+" tracker", tr, tc.watching, "22/22")
		if !strings.Contains(tr.Text(), "Ann") {
			t.Fatalf("%s: tracker: %s", tc.locale, tr.Text())
		}
	}
}

// The same in a surprise's free round: «Если преуспевает только одна
// сторона, она получает бесплатный раунд действий до начала инициативы» —
// Bob, caught off guard, has no actions in it, so his attack on Ann (on
// Overwatch) is refused and her Overwatch is not spent on it. The refusal
// says why: he is caught off guard, not out of actions he never had.
func TestKlondikeCaughtSideAttackDoesNotTriggerOverwatch(t *testing.T) {
	for _, tc := range []struct{ locale, script, refusal, watching string }{
		{"en", `@Ann /char set stats:"INT 10 recon 1 DEX 9 gun_combat 1" name:Ann
@Ann /char weapon add name:rifle spec:"3d6 range:50 ammo:5"
@Ann /combat join
@Bob /char set stats:"INT 6 DEX 8 gun_combat 1" name:Bob
@Bob /char weapon add name:pistol spec:"2d6 range:20 ammo:6"
@Bob /combat join
/combat surprise side_a:Ann side_b:Bob
@Ann !click Overwatch
@Bob /attack target:Ann range:10
`, "Bob has no actions left this turn: caught off guard by the surprise, they act from their first turn in round 1.", "on overwatch"},
		{"ru", `@Ann /персонаж задать параметры:"ИНТ 10 Разведка 1 ЛОВ 9 Стрельба 1" имя:Ann
@Ann /персонаж оружие добавить название:rifle свойства:"3d6 range:50 ammo:5"
@Ann /бой войти
@Bob /персонаж задать параметры:"ИНТ 6 ЛОВ 8 Стрельба 1" имя:Bob
@Bob /персонаж оружие добавить название:pistol свойства:"2d6 range:20 ammo:6"
@Bob /бой войти
/бой внезапность сторона-а:Ann сторона-б:Bob
@Ann !click Дозор
@Bob /атака цель:Ann дистанция:10
`, "Bob: действий в этом ходу не осталось — внезапность застала врасплох, действия будут с первого хода в 1-м раунде.", "в дозоре"},
	} {
		// Initiative Ann 5+5 +1 −3 = 8, Bob 3+3 −3 = 3. Surprise: Ann
		// 6+6 +1 +1 = 14, Bob 2+2 −3 = 1: side A's free round. Had Ann
		// fired: 4+4 +2 = 10, 3+3+3 +2 = 11.
		h := consoletest.NewSystemHarness(t, tc.locale, 5, 5, 3, 3, 6, 6, 2, 2, 4, 4, 3, 3, 3)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		last := consoletest.LastOf(t, out)
		if !last.Ephemeral {
			t.Fatalf("%s: a caught-off-guard attack went ahead: %s", tc.locale, last.Text())
		}
		consoletest.KlWant(t, tc.locale+" refusal", last, tc.refusal)
		consoletest.KlNot(t, tc.locale+" refusal", last, "🎯")
		tr := consoletest.LastOf(t, h.Run(map[string]string{"en": "/combat list\n", "ru": "/бой трекер\n"}[tc.locale]))
		consoletest.KlWant(t, tc.locale+" tracker", tr, tc.watching)
		consoletest.KlNot(t, tc.locale+" tracker", tr, "shock", "шок")
	}
}

// «Дозор: персонаж заготавливает свое действие до появления противника в
// зоне видимости или его атаки по нему.» A watcher with only a knife meets
// a blow with it; the account read "Ann стреляет из дозора по Orc (knife)"
// — a knife does not fire. It now strikes: 4+4 + Melee 1 = 9, Effect +1;
// d6 3 +1 +1 Effect = 5. The gun's wording is kept (TestKlondikeOverwatch*).
func TestKlondikeOverwatchKnifeStrikes(t *testing.T) {
	for _, tc := range []struct{ locale, script, want, not string }{
		{"en", `@Ann /char set stats:"STR 7 DEX 7 END 8 INT 8 Melee 1" name:Ann
@Ann /char weapon add name:knife spec:"d6+1 melee"
@Ann /combat join
/combat add name:Orc
@Ann !click Overwatch
/combat next
/attack attacker:Orc target:Ann damage:2d6
`, "Ann strikes from Overwatch at Orc (knife): 🎲 4+4 +1 = 9 vs 8+ — hit, Effect +1", "fires from Overwatch"},
		{"ru", `@Ann /персонаж задать параметры:"СИЛ 7 ЛОВ 7 ВЫН 8 ИНТ 8 Ближний_бой 1" имя:Ann
@Ann /персонаж оружие добавить название:knife свойства:"d6+1 ближний"
@Ann /бой войти
/бой добавить имя:Orc
@Ann !click Дозор
/бой далее
/атака атакующий:Orc цель:Ann урон:2d6
`, "Ann бьёт из дозора Orc (knife): 🎲 4+4 +1 = 9 против 8+ — попадание, Эффект +1", "стреляет из дозора"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Initiative Ann 6+6, Orc 1+1; the watcher's 4+4 and d6 3;
			// then the Orc's blow 2+2.
			h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 4, 4, 3, 2, 2)
			out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
			got := consoletest.LastOf(t, consoletest.Replies(out))
			consoletest.KlWant(t, "overwatch knife", got, tc.want)
			consoletest.KlNot(t, "overwatch knife", got, tc.not)
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// «Дозор: персонаж заготавливает свое действие»: the turn-start prompt of
// a watcher holding a knife or a grenade said it "may fire" («может
// выстрелить»). It now uses the verbs of the shot's own line (strikes,
// throws); a gun's wording is as it was.
func TestKlondikeOverwatchPromptVerb(t *testing.T) {
	for _, tc := range []struct{ locale, weapon, want string }{
		{"en", `/char weapon add name:knife spec:"d6+2 melee"`, "Ann on Overwatch may strike at Orc."},
		{"en", `/char weapon add name:grenade spec:"5d6 thrown blast:6"`, "Ann on Overwatch may throw at Orc."},
		{"en", `/char weapon add name:rifle spec:"3d6 range:50"`, "Ann on Overwatch may fire at Orc."},
		{"ru", `/персонаж оружие добавить название:нож свойства:"d6+2 ближний"`, "Ann в дозоре может ударить Orc."},
		{"ru", `/персонаж оружие добавить название:граната свойства:"5d6 метательное взрыв:6"`, "Ann в дозоре может метнуть в Orc."},
		{"ru", `/персонаж оружие добавить название:винтовка свойства:"3d6 дальность:50"`, "Ann в дозоре может выстрелить по Orc."},
	} {
		join := map[string]string{"en": "@Ann /char set stats:\"DEX 9\" name:Ann\n@Ann /combat join\n/combat add name:Orc\n@Ann !click Overwatch\n@Ann !click Next turn\n",
			"ru": "@Ann /персонаж задать параметры:\"ЛОВ 9\" имя:Ann\n@Ann /бой войти\n/бой добавить имя:Orc\n@Ann !click Дозор\n@Ann !click Следующий ход\n"}[tc.locale]
		h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 3, 3)
		got := consoletest.LastOf(t, h.Run(consoletest.KlSetup(tc.locale)+"@Ann "+tc.weapon+"\n"+join))
		consoletest.KlWant(t, tc.locale, got, tc.want)
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
