package klondike_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Session 7: the gaps the last play-test left in klondike, each driven
// through the console with scripted dice and quoting the seed. Every
// /combat add or join draws 2d6 of initiative first (2d6 + INT DM − 3
// without Tactics).

// Gap 1. "Весь последующий урон наносится, на выбор игрока, по Силе или
// Ловкости." The choice is the player's, but damage taken in a round is
// placed by that round's end: left open, it goes where an NPC's would (the
// higher of STR and DEX, STR on a tie). Ann (STR 8, DEX 9, END 2) takes 5:
// END 2 → 0, 3 wait for her choice; nobody clicks; at the round's end the
// 3 go into DEX 9 → 6.
func TestKlondikeGapPendingDamagePlacedAtRoundEnd(t *testing.T) {
	for _, tc := range []struct {
		locale, script, placed, pending string
	}{
		{"en", `@Ann /char set stats:"STR 8 DEX 9 END 2 INT 8" name:Ann
@Ann /combat join
/combat add name:Orc
/damage target:Ann amount:5
!click Next round
`, "Ann did not choose by the end of the round: 3 damage past END goes into DEX, the higher (now STR 8, DEX 6).", "damage: choose STR or DEX"},
		{"ru", `@Ann /персонаж задать параметры:"СИЛ 8 ЛОВ 9 ВЫН 2 ИНТ 8" имя:Ann
@Ann /бой войти
/бой добавить имя:Orc
/урон цель:Ann количество:5
!click Следующий раунд
`, "Ann: к концу раунда выбор не сделан — урон сверх ВЫН (3) уходит в ЛОВ, она выше (теперь СИЛ 8, ЛОВ 6).", "выберите СИЛ или ЛОВ"},
	} {
		// Initiative Ann 3+4 −3, Orc 5+5 −3; round 2: 2+2, 2+2.
		h := consoletest.NewSystemHarness(t, tc.locale, 3, 4, 5, 5, 2, 2, 2, 2)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		round2 := consoletest.LastOf(t, out)
		consoletest.KlWant(t, tc.locale+" round 2", round2, tc.placed)
		consoletest.KlNot(t, tc.locale+" round 2", round2, tc.pending, "klondike.event")
		// The choice buttons are gone with the damage.
		consoletest.KlNot(t, tc.locale+" round 2", round2, "klondike.to_str", "klondike.to_dex")
	}
}

// Gap 1, the consequence: placed at the round's end, damage that takes
// DEX to 0 knocks the character out as a chosen one would ("Если любая из
// этих характеристик доходит до нуля, персонаж теряет сознание. Совершите
// бросок по изначальной характеристике Выносливости - при успехе он придет
// в себя через д6 минут, при провале через д6 часов"). Ann takes 11: END
// 2 → 0, 9 wait; at the round's end DEX 9 → 0: 6+6 −2 (END 2) = 10, a
// success, d6 = 3 minutes. The roll is drawn at the round's end, before
// the next round's initiative.
func TestKlondikeGapPendingDamagePlacedAtRoundEndKnocksOut(t *testing.T) {
	for _, tc := range []struct{ locale, script, placed, out string }{
		{"en", `@Ann /char set stats:"STR 8 DEX 9 END 2 INT 8" name:Ann
@Ann /combat join
/combat add name:Orc
/damage target:Ann amount:11
!click Next round
`, "9 damage past END goes into DEX, the higher (now STR 8, DEX 0).", "Ann falls unconscious, Seriously wounded: 10 on original END — comes to in 3 min."},
		{"ru", `@Ann /персонаж задать параметры:"СИЛ 8 ЛОВ 9 ВЫН 2 ИНТ 8" имя:Ann
@Ann /бой войти
/бой добавить имя:Orc
/урон цель:Ann количество:11
!click Следующий раунд
`, "урон сверх ВЫН (9) уходит в ЛОВ, она выше (теперь СИЛ 8, ЛОВ 0).", "Ann: без сознания, Тяжело ранен(а) — 10 по изначальной ВЫН, очнётся через 3 мин."},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 3, 4, 5, 5, 6, 6, 3, 1, 1, 2, 2)
		round2 := consoletest.LastOf(t, h.Run(consoletest.KlSetup(tc.locale)+tc.script))
		consoletest.KlWant(t, tc.locale+" round 2", round2, tc.placed, tc.out)
	}
}

// Gap 1, the other half: while damage waits for the choice, the player's
// own actions wait too — the damage came first. Ann (END 2) takes 2 in
// Orc's turn (END 0: shock); her turn passes in shock, the round ends
// (shock over, Wounded); in round 2 she takes 3 more, all past END. Her
// attack is refused until she places them; then it goes ahead.
func TestKlondikeGapPendingDamageBlocksThePlayersActions(t *testing.T) {
	for _, tc := range []struct{ locale, script, refusal, button string }{
		{"en", `@Ann /char set stats:"STR 8 DEX 9 END 2 INT 8" name:Ann
@Ann /combat join
/combat add name:Orc
/damage target:Ann amount:2
/combat next
!click Next round
/damage target:Ann amount:3
@Ann /attack target:Orc damage:2d6
`, "Ann: first choose where the 3 damage past END goes (STR or DEX)", "Ann: damage → STR"},
		{"ru", `@Ann /персонаж задать параметры:"СИЛ 8 ЛОВ 9 ВЫН 2 ИНТ 8" имя:Ann
@Ann /бой войти
/бой добавить имя:Orc
/урон цель:Ann количество:2
/бой далее
!click Следующий раунд
/урон цель:Ann количество:3
@Ann /атака цель:Orc урон:2d6
`, "Ann: сначала выберите, куда идёт урон сверх ВЫН (3) — в СИЛ или ЛОВ", "Ann: урон → СИЛ"},
	} {
		// Initiative Ann 3+4 −3, Orc 5+5 −3; round 2 Orc 5+5, Ann 1+1.
		h := consoletest.NewSystemHarness(t, tc.locale, 3, 4, 5, 5, 5, 5, 1, 1, 6, 6, 2, 2)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		refused := consoletest.LastOf(t, out)
		if !refused.Ephemeral {
			t.Fatalf("%s: the attack went ahead with damage waiting: %s", tc.locale, refused.Text())
		}
		consoletest.KlWant(t, tc.locale+" refusal", refused, tc.refusal)
		// Placed, the attack goes on her turn (her two actions come with it:
		// those of round 1 ended with it): 6+6 −3 (untrained) −1 (Wounded)
		// = 8 hits.
		next := map[string]string{"en": "/combat next", "ru": "/бой далее"}[tc.locale]
		out = h.Run("@Ann !click " + tc.button + "\n" + next + "\n@Ann " + map[string]string{"en": "/attack target:Orc damage:2d6", "ru": "/атака цель:Orc урон:2d6"}[tc.locale] + "\n")
		att := consoletest.ByText(t, out, "Ann → Orc")
		if att.Ephemeral {
			t.Fatalf("%s: the attack after the choice was refused: %s", tc.locale, att.Text())
		}
	}
}

// Gap 2. "Дозор: персонаж заготавливает свое действие до появления
// противника в зоне видимости или его атаки по нему. Когда это случается,
// персонаж может мгновенно совершить заявленное действие вне обычной
// инициативы." and for the charge: "Цель может встретить тебя атакой, но,
// если у неё не был заявлен Дозор, атака получает штраф -2." An attack on
// a watcher is a trigger the bot sees: Ann's readied rifle fires first, at
// no −2, and her Overwatch is spent. Thug (END 20) charges her: Ann 4+5 +1
// DEX 9 +1 Gun Combat = 11, Effect +3: 3+3+3 +3 = 12 → END 8. Thug still
// charges: 5+5 −3 untrained +2 charge = 9, Effect +1: 2+2 +1 = 5 → Ann's
// END 7 → 2.
func TestKlondikeGapOverwatchAnswersAnAttackOnTheWatcher(t *testing.T) {
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

// Gap 2, a watcher's shot that drops the attacker stops the attack: Thug
// (END 4) charges Ann on Overwatch; her 12 damage takes END 4 → 0 and STR
// 7 → 0 (the wake roll 2+3 −1 = 4, d6 = 4 hours): out of the fight, he
// never reaches her. Nothing of his attack is rolled.
func TestKlondikeGapOverwatchStopsAnAttackerItDrops(t *testing.T) {
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

// Gap 2, what only the GM sees stays a button: a shot from afar at a
// watcher whose only weapon is a knife cannot be answered, so her
// Overwatch stays readied (and its button comes on the next turn).
func TestKlondikeGapOverwatchOutOfReachStaysReadied(t *testing.T) {
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

// Gap 3. "Если вам нужно метнуть гранату или другой предмет, вы можете
// сделать это броском Атлетики/ЛОВ 8+." A grenade thrown is gone: a sheet's
// grenade line without a count is one grenade, ammo:N (патроны:N) says
// more; the last throw is followed by a refusal that changes nothing, and
// /reload count:N sets how many are left (grenades are not reloaded).
func TestKlondikeGapGrenadesCountDown(t *testing.T) {
	for _, tc := range []struct {
		locale, script, left1, left0, none, reload, set string
	}{
		{"en", `@Ann /char set stats:"DEX 9 STR 8 athletics 1" name:Ann
@Ann /char weapon add name:Grenade spec:"5d6 thrown blast:6 ammo:2"
@Ann /combat join
/combat add name:Orc stats:"END 30"
@Ann /attack target:Orc weapon:Grenade range:10
@Ann /attack target:Orc weapon:Grenade range:10
/combat next
/combat next
@Ann /attack target:Orc weapon:Grenade range:10
@Ann /reload weapon:Grenade
@Ann /reload weapon:Grenade count:1
`, "Grenade: 1 left", "Grenade: 0 left", "No Grenade left to throw", "Grenade is thrown, not reloaded", "Ann: Grenade — 1 left."},
		{"ru", `@Ann /персонаж задать параметры:"ЛОВ 9 СИЛ 8 Атлетика 1" имя:Ann
@Ann /персонаж оружие добавить название:Граната свойства:"5d6 метательное взрыв:6 патроны:2"
@Ann /бой войти
/бой добавить имя:Orc параметры:"ВЫН 30"
@Ann /атака цель:Orc оружие:Граната дистанция:10
@Ann /атака цель:Orc оружие:Граната дистанция:10
/бой далее
/бой далее
@Ann /атака цель:Orc оружие:Граната дистанция:10
@Ann /перезарядить оружие:Граната
@Ann /перезарядить оружие:Граната количество:1
`, "Граната: осталось 1", "Граната: осталось 0", "Граната: больше не осталось", "Граната метают, а не перезаряжают", "Ann: Граната — осталось 1."},
	} {
		faces := []int{6, 6, 1, 1}
		for i := 0; i < 40; i++ {
			faces = append(faces, 1)
		}
		h := consoletest.NewSystemHarness(t, tc.locale, faces...)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		var blasts []consoletest.Sent
		for _, s := range out {
			if strings.Contains(s.Text(), "💥 Ann") {
				blasts = append(blasts, s)
			}
		}
		if len(blasts) != 2 {
			t.Fatalf("%s: want 2 throws, got %d", tc.locale, len(blasts))
		}
		consoletest.KlWant(t, tc.locale+" first", blasts[0], tc.left1)
		consoletest.KlWant(t, tc.locale+" second", blasts[1], tc.left0)
		n := len(out)
		var refusals []consoletest.Sent
		for _, s := range out {
			if s.Ephemeral && strings.Contains(s.Text(), "❌") {
				refusals = append(refusals, s)
			}
		}
		if len(refusals) != 2 {
			t.Fatalf("%s: want 2 refusals (the third throw, the reload), got %d: %v", tc.locale, len(refusals), out)
		}
		consoletest.KlWant(t, tc.locale+" none left", refusals[0], tc.none)
		consoletest.KlWant(t, tc.locale+" reload", refusals[1], tc.reload)
		set := consoletest.ByText(t, out[n-3:], "🔢")
		consoletest.KlWant(t, tc.locale+" set", set, tc.set)
		// Set to one, it throws again.
		out = h.Run(map[string]string{"en": "@Ann /attack target:Orc weapon:Grenade range:10\n", "ru": "@Ann /атака цель:Orc оружие:Граната дистанция:10\n"}[tc.locale])
		consoletest.KlWant(t, tc.locale+" after the count", consoletest.ByText(t, out, "💥 Ann"), tc.left0)
	}
}

// Gap 3: a stock grenade taken up by name (no line on the sheet) is one
// grenade too; an NPC's second throw is refused.
func TestKlondikeGapStockGrenadeIsOne(t *testing.T) {
	faces := []int{6, 6, 1, 1}
	for i := 0; i < 20; i++ {
		faces = append(faces, 1)
	}
	h := consoletest.NewSystemHarness(t, "en", faces...)
	out := h.Run(consoletest.KlSetup("en") + `/combat add name:Nade stats:"DEX 9 STR 7 athletics 1 INT 9"
/combat add name:Orc stats:"END 30"
/attack attacker:Nade target:Orc weapon:grenade range:10
/attack attacker:Nade target:Orc weapon:grenade range:10
`)
	consoletest.KlWant(t, "first", consoletest.ByText(t, out, "💥 Nade"), "grenade: 0 left")
	last := consoletest.LastOf(t, out)
	if !last.Ephemeral {
		t.Fatalf("the second stock grenade was thrown: %s", last.Text())
	}
	consoletest.KlWant(t, "second", last, "No grenade left to throw")
}

// Gap 4. /attack with no weapon: uses the sheet's only weapon; with
// several, a refusal that lists them and changes nothing.
func TestKlondikeGapAttackFallsBackToTheOnlyWeapon(t *testing.T) {
	for _, tc := range []struct{ locale, one, several, want, list string }{
		{"en", `@Ann /char set stats:"DEX 9 gun_combat 1" name:Ann
@Ann /char weapon add name:rifle spec:"3d6 range:50 ammo:5"
@Ann /combat join
/combat add name:Orc stats:"END 30"
@Ann /attack target:Orc range:20
`, `@Ann /char weapon add name:knife
@Ann /attack target:Orc range:20
`, "Ann → Orc", "Ann has several weapons: say which with weapon: — rifle, knife."},
		{"ru", `@Ann /персонаж задать параметры:"ЛОВ 9 Стрельба 1" имя:Ann
@Ann /персонаж оружие добавить название:rifle свойства:"3d6 range:50 ammo:5"
@Ann /бой войти
/бой добавить имя:Orc параметры:"ВЫН 30"
@Ann /атака цель:Orc дистанция:20
`, `@Ann /персонаж оружие добавить название:knife
@Ann /атака цель:Orc дистанция:20
`, "Ann → Orc", "Ann: в листе несколько видов оружия, укажите оружие: — rifle, knife."},
	} {
		// 4+5 +1 DEX +1 Gun Combat = 11, Effect +3; 3d6 2+2+2 +3 = 9.
		h := consoletest.NewSystemHarness(t, tc.locale, 6, 6, 1, 1, 4, 5, 2, 2, 2)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.one)
		att := consoletest.ByText(t, out, tc.want)
		if att.Ephemeral {
			t.Fatalf("%s: no weapon named, one on the sheet: %s", tc.locale, att.Text())
		}
		consoletest.KlWant(t, tc.locale+" only weapon", att, "(rifle)", "🎲 2+2+2 +3")
		out = h.Run(tc.several)
		last := consoletest.LastOf(t, out)
		if !last.Ephemeral {
			t.Fatalf("%s: several weapons, none named: %s", tc.locale, last.Text())
		}
		consoletest.KlWant(t, tc.locale+" several", last, tc.list)
	}
}
