package klondike_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Recovery: END back a point every 10 minutes, medical care (half an hour,
// Medicine 1+ and a kit), a day's rest and bed rest under a medic, and
// /time, before and after the fight's end.

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
func TestKlondikeCareWithNothingToTreatIsRefused(t *testing.T) {
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
func TestKlondikeCareOnHurtPatientStillWorks(t *testing.T) {
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

// «…полчаса внимания персонажа с навыком Медицины не меньше 1 и аптечкой»:
// care comes after the shooting. Between fights it treats the channel's
// party; an NPC the GM did not keep is not in it, and is refused by name.
// With /system campaign on:false every fight starts from the sheets: care
// and surgery after /combat end are refused, saying to treat the wounded
// before ending the fight.
func TestKlondikeCareAfterTheFight(t *testing.T) {
	for _, tc := range []struct {
		locale, campaign, script, heal, surgery, want string
	}{
		{"en", "", `/combat add name:Doc stats:"Medicine 2"` + "\n/combat add name:Pat\n/damage target:Pat amount:3\n/combat end\n",
			"/heal target:Pat medic:Doc\n", "/surgery target:Pat medic:Doc\n",
			"Nobody called Pat is in this channel's party."},
		{"ru", "", `/бой добавить имя:Doc параметры:"Медицина 2"` + "\n/бой добавить имя:Pat\n/урон цель:Pat количество:3\n/бой конец\n",
			"/лечить цель:Pat медик:Doc\n", "/операция цель:Pat медик:Doc\n",
			"В отряде канала нет никого по имени Pat."},
		{"en", "/system campaign on:false\n", `/combat add name:Doc stats:"Medicine 2"` + "\n/combat add name:Pat\n/damage target:Pat amount:3\n/combat end\n",
			"/heal target:Pat medic:Doc\n", "/surgery target:Pat medic:Doc\n",
			"No fight in this channel, and campaign mode is off here: care and surgery treat the fighters of an open fight, and every fight starts from the sheets, unhurt. Treat the wounded before `/combat end`"},
		{"ru", "/система кампания вкл:false\n", `/бой добавить имя:Doc параметры:"Медицина 2"` + "\n/бой добавить имя:Pat\n/урон цель:Pat количество:3\n/бой конец\n",
			"/лечить цель:Pat медик:Doc\n", "/операция цель:Pat медик:Doc\n",
			"В этом канале нет боя, а режим кампании выключен: медпомощь и операция лечат участников открытого боя, и каждый бой начинается по листам, без ран. Лечите раненых до `/бой конец`"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 3, 3, 2, 2)
			h.Run(consoletest.KlSetup(tc.locale) + tc.campaign + tc.script)
			for _, script := range []string{tc.heal, tc.surgery} {
				got := consoletest.LastOf(t, h.Run(script))
				if !got.Ephemeral {
					t.Errorf("%q after the fight should be refused, ephemeral: %s", script, got.Text())
				}
				consoletest.KlWant(t, script, got, tc.want)
			}
		})
	}
}

// Care between fights on a party member: «Оба варианта восстановят
// Выносливость до изначального значения и восстановят Силу или Ловкость,
// если они не упали до нуля». Ann's END 6 − 8 → 0 and DEX 6 → 4; Doc's
// half hour brings both back, an undo takes it back, and care again means
// the next fight takes her in unhurt.
func TestKlondikeCareOnThePartyBetweenFights(t *testing.T) {
	for _, tc := range []struct{ locale, hurt, heal, undo, condition, wounded, next, healed, unhurt string }{
		{"en", "/damage target:Ann amount:8 to:dex\n", "/heal target:Ann medic:Doc\n", "/combat undo\n", "/char condition name:Ann\n", "10/18 · Wounded",
			"/combat start\n@Ann /combat join\n", "30 minutes of care: STR 6 · DEX 6 · END 6", "18/18 · Unhurt"},
		{"ru", "/урон цель:Ann количество:8 куда:dex\n", "/лечить цель:Ann медик:Doc\n", "/бой отменить\n", "/персонаж состояние имя:Ann\n", "10/18 · Ранен",
			"/бой начать\n@Ann /бой войти\n", "Помощь заняла минут: 30. СИЛ 6 · ЛОВ 6 · ВЫН 6", "18/18 · Цел"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 3, 3, 2, 2, 4, 4)
			h.Run(klPartyFight(tc.locale, tc.hurt))
			got := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.heal)))
			if got.Ephemeral {
				t.Fatalf("care between fights refused: %s", got.Text())
			}
			consoletest.KlWant(t, "care", got, tc.healed)
			// Undone, the care is gone from the party; done again, it holds.
			h.Run(tc.undo)
			consoletest.KlWant(t, "undone care", consoletest.LastOf(t, h.Run(tc.condition)), tc.wounded)
			h.Run(tc.heal)
			consoletest.KlWant(t, "next fight", consoletest.LastOf(t, h.Run(tc.next)), tc.unhurt)
		})
	}
}

// /time with no length (or days:0) was refused with "Time must be between 0
// and 525600 minutes." — which says 0 is fine. It now asks for a length,
// changes nothing, and a real length still passes.
func TestKlondikeTimeWithoutLengthSaysWhatToGive(t *testing.T) {
	for _, tc := range []struct {
		locale, zero, none, ok, want, okWant string
	}{
		{"en", "/time days:0 hours:0\n", "/time\n", "/time hours:1\n",
			"Say how much time passes: minutes, hours or days — for example /time hours:1 (at least 1 minute).",
			"Day 1, 01:00"},
		{"ru", "/время дни:0 часы:0\n", "/время\n", "/время часы:1\n",
			"Укажите, сколько проходит времени: минуты, часы или дни — например, /время часы:1 (не меньше 1 минуты).",
			"День 1, 01:00"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 3, 3)
			h.Run(consoletest.KlSetup(tc.locale))
			for _, script := range []string{tc.zero, tc.none} {
				got := consoletest.LastOf(t, h.Run(script))
				if !got.Ephemeral {
					t.Errorf("%q should be refused, ephemeral: %s", script, got.Text())
				}
				consoletest.KlWant(t, script, got, tc.want)
			}
			got := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.ok)))
			consoletest.KlWant(t, "an hour", got, tc.okWant)
		})
	}
}
