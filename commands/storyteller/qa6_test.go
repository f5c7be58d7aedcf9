package storyteller_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Session 6 play-test findings in storyteller, driven through the console in
// both locales.

// A mortal soaks lethal damage with armor only (RULES.md: «Mortals soak
// bashing with Stamina and bashing/lethal with armor; supernatural beings also
// soak lethal with Stamina»; the seed: «Сверхъестественные существа могут
// поглощать летальные повреждения»), so Orc's Stamina 2 is not in the pool —
// and the soak field must say why instead of "Stamina 0", which contradicts
// the sheet. Aggravated damage is soaked only with the gift («Сверхъестественные
// существа без специальной силы не могут поглощать усиливающиеся
// повреждения»). Bashing still shows Stamina.
func TestStorytellerSoakFieldSaysWhyStaminaIsLeftOut(t *testing.T) {
	for _, tc := range []struct {
		locale, lethal, aggravated, bashing, wrong string
	}{
		{"en", "armor 0 (a mortal's Stamina does not soak lethal damage)",
			"armor 0: aggravated damage is soaked only with the gift to soak it",
			"Stamina 2 + armor 0", "Stamina 0"},
		{"ru", "броня 0 (Выносливость смертного не поглощает летальные повреждения)",
			"броня 0: усиливающиеся повреждения поглощает только тот, у кого есть особый дар",
			"Выносливость 2 + броня 0", "Выносливость 0"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Initiative 5 and 4; Ann's knife: attack 8 8 3 (2 successes),
			// damage Strength 2 + 1 + 1 extra = 4 dice 7 7 2 2, no soak roll
			// (a pool of 0); then /damage pool:2 aggravated 7 7, no soak roll;
			// /damage pool:2 bashing 7 7, soak 2 2 (Stamina 2).
			h := consoletest.NewSystemHarness(t, tc.locale, 5, 4, 8, 8, 3, 7, 7, 2, 2, 7, 7, 7, 7, 2, 2)
			h.Run(`/system set system:storyteller
/combat start
/combat add name:Orc stats:"Stamina 2"
/combat add name:Ann stats:"Strength 2 Dexterity 2 Melee 1"
`)
			out := h.Run("/attack attacker:Ann target:Orc weapon:Knife defense:none\n")
			hit := out[0]
			consoletest.MustContain(t, hit, tc.lethal, map[string]string{"en": "2 lethal", "ru": "летальные: 2"}[tc.locale])
			if strings.Contains(hit.Text(), tc.wrong) {
				t.Errorf("the soak field shows %q for a sheet with Stamina 2:\n%s", tc.wrong, hit.Text())
			}
			agg := h.Run("/damage target:Orc pool:2 type:aggravated\n")[0]
			consoletest.MustContain(t, agg, tc.aggravated)
			bash := h.Run("/damage target:Orc pool:2 type:bashing\n")[0]
			consoletest.MustContain(t, bash, tc.bashing)
		})
	}
}

// A sheet's weapons and armor read in the reader's language: the seed's
// «Нож: Сила +1, Куртка», «Винтовка: Повреждение 8, Дистанция 200, Режим огня
// 1, Обойма 5+1», «(кевларовый жилет): 3, 1» — not the stored "str+1 lethal
// conceal=jacket" and "3/1".
func TestStorytellerSheetShowsWeaponsAndArmorInReadersWords(t *testing.T) {
	for _, tc := range []struct {
		locale string
		want   []string
	}{
		{"en", []string{"**Нож** Strength +1, lethal, hidden: jacket",
			"**Винтовка** damage 8, lethal, 200 m, rate 1, clip 5+1, scope, cannot be hidden",
			"rating 3, penalty 1"}},
		{"ru", []string{"**Нож** Сила +1, летальные, скрыть: куртка",
			"**Винтовка** урон 8, летальные, 200 м, режим 1, обойма 5+1, оптический прицел, не спрятать",
			"рейтинг 3, штраф 1"}},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale)
			out := h.Run(`/system set system:storyteller
@Ann /char weapon add name:Нож
@Ann /char weapon add name:Винтовка spec:"винтовка прицел"
@Ann /char armor armor:"кевларовый жилет"
@Ann /char show
`)
			sheet := consoletest.LastOf(t, out)
			consoletest.MustContain(t, sheet, tc.want...)
			for _, raw := range []string{"str+1", "lethal conceal", "conceal=", "range=", "3/1"} {
				if strings.Contains(sheet.Text(), raw) {
					t.Errorf("the sheet shows the stored notation %q:\n%s", raw, sheet.Text())
				}
			}
		})
	}
}

// A weapon named without numbers that is no row of the seed's tables is
// refused with what to do, not "cannot read weapon X “” (at “X”)", and the
// sheet keeps no such weapon.
func TestStorytellerWeaponNotInTablesIsToldSo(t *testing.T) {
	for _, tc := range []struct{ locale, want, empty string }{
		{"en", "“Тяжелый пистолет-пулемет” is not in the weapon tables: give its numbers in the spec option", "“”"},
		{"ru", "«Тяжелый пистолет-пулемет» нет в таблицах оружия: укажите его свойства параметром «свойства»", "«»"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale)
			out := h.Run("/system set system:storyteller\n@Ann /char weapon add name:\"Тяжелый пистолет-пулемет\"\n")
			got := consoletest.LastOf(t, out)
			if !got.Ephemeral {
				t.Fatalf("not refused: %s", got.Text())
			}
			consoletest.MustContain(t, got, tc.want)
			if strings.Contains(got.Text(), tc.empty) {
				t.Errorf("the refusal quotes an empty spec: %s", got.Text())
			}
			sheet := consoletest.LastOf(t, h.Run("@Ann /char show\n"))
			if strings.Contains(sheet.Text(), "Тяжелый") {
				t.Errorf("the refused weapon is on the sheet: %s", sheet.Text())
			}
		})
	}
}

// Reloading a light SMG (the seed's «Обойма 30+1») after one shot: 30 → 31.
// Russian must not read "31 патронов".
func TestStorytellerReloadReadsInRussian(t *testing.T) {
	faces := append([]int{5, 4}, 2, 2, 2, 2, 2) // a miss: 5 dice, no damage
	h := consoletest.NewSystemHarness(t, "ru", faces...)
	h.Run(`/system set system:storyteller
/combat start
/combat add name:Bob stats:"Dexterity 3 Firearms 2"
/combat add name:Al
/attack attacker:Bob target:Al weapon:"Пистолет-пулемет легкий" defense:none
`)
	got := consoletest.LastOf(t, h.Run("/reload name:Bob weapon:\"Пистолет-пулемет легкий\"\n")[:1])
	consoletest.MustContain(t, got, "патронов было 30, стало 31")
	if strings.Contains(got.Text(), "31 патронов") {
		t.Errorf("bad Russian: %s", got.Text())
	}
}

// A refused action names why: Ann took 4 bashing against Stamina 3 and is
// dizzied («Ошеломленный персонаж пропускает своё следующее действие и не
// может атаковать или защищаться»), so her attack and her Dodge are refused
// with that reason — not "Ann cannot act now" — and change nothing.
func TestStorytellerRefusalSaysDizzied(t *testing.T) {
	for _, tc := range []struct{ locale, want string }{
		{"en", "Ann is dizzied and loses this action."},
		{"ru", "Ann ошеломлён(а) и пропускает это действие."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 9, 1)
			h.Run(`/system set system:storyteller
/combat start
@Ann /char set stats:"Stamina 3 Dexterity 2 Brawl 2"
@Ann /combat join
/combat add name:Orc
/damage target:Ann levels:4 type:bashing
`)
			before := consoletest.LastOf(t, h.Run("/combat list\n")).Text()
			for _, cmd := range []string{"@Ann /attack target:Orc maneuver:punch\n", "@Ann !click Dodge\n"} {
				out := h.Run(cmd)
				if len(out) != 1 || !out[0].Ephemeral {
					t.Fatalf("%s: want one ephemeral refusal, got %+v", cmd, out)
				}
				consoletest.MustContain(t, out[0], tc.want)
			}
			if after := consoletest.LastOf(t, h.Run("/combat list\n")).Text(); after != before {
				t.Errorf("a refused action changed the fight:\n%s\n%s", before, after)
			}
		})
	}
}

// The owed roll of a held fighter names the hold: «Удерживание: … Персонаж
// обездвиживает жертву без травмирования … Когда жертва должна совершить
// действие, оба игрока бросают на Силу + Рукопашный бой» — not «в захвате»,
// which is the other maneuver («Захват»).
func TestStorytellerHoldPromptNamesTheHold(t *testing.T) {
	for _, tc := range []struct{ locale, want, wrong string }{
		{"en", "Ann is pinned by Orc's hold: Strength + Brawl to break free.", "is held by Orc: Strength"},
		{"ru", "Ann обездвижен(а) удерживанием (Orc): Сила + Рукопашный бой, чтобы вырваться.", "в захвате у Orc"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Initiative Orc 5, Ann 6; the hold 8 8 8 8 8 (no defence, no
			// damage); round 2: Ann 9, Orc 1, so Ann's turn opens it.
			h := consoletest.NewSystemHarness(t, tc.locale, 5, 6, 8, 8, 8, 8, 8, 9, 1)
			out := h.Run(`/system set system:storyteller
/combat start
/combat add name:Orc stats:"Strength 3 Brawl 2"
@Ann /char set stats:"Strength 2 Brawl 2"
@Ann /combat join
/attack attacker:Orc target:Ann maneuver:hold defense:none
!click Next round
`)
			got := consoletest.LastOf(t, out)
			consoletest.MustContain(t, got, tc.want)
			if strings.Contains(got.Text(), tc.wrong) {
				t.Errorf("the hold is called a grapple: %s", got.Text())
			}
		})
	}
}

// /heal of a type the target has no boxes of is bad input: an ephemeral
// refusal that says so, and the track, the log and the undo history stay as
// they were — not a public "Healed 0 levels". Orc has 2 lethal («Летальные
// повреждения»), none bashing.
func TestStorytellerHealOfAnAbsentTypeIsRefused(t *testing.T) {
	for _, tc := range []struct{ locale, want string }{
		{"en", "Orc has no bashing damage to heal."},
		{"ru", "Orc: поверхностных повреждений нет — лечить нечего."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 5)
			h.Run(`/system set system:storyteller
/combat start
/combat add name:Orc stats:"Stamina 2"
/damage target:Orc levels:2 type:lethal
`)
			before := consoletest.LastOf(t, h.Run("/combat list\n")).Text()
			out := h.Run("/heal target:Orc levels:1 type:bashing\n")
			if len(out) != 1 || !out[0].Ephemeral {
				t.Fatalf("want one ephemeral refusal, got %+v", out)
			}
			consoletest.MustContain(t, out[0], tc.want)
			if after := consoletest.LastOf(t, h.Run("/combat list\n")).Text(); after != before {
				t.Errorf("the refused heal changed the fight:\n%s\n%s", before, after)
			}
			// The undo takes back the damage, not a no-op heal.
			h.Run("/combat undo\n")
			if list := consoletest.LastOf(t, h.Run("/combat list\n")).Text(); strings.Contains(list, "5/7") || !strings.Contains(list, "7/7") {
				t.Errorf("undo did not take back the damage: %s", list)
			}
		})
	}
}

// A player's /treat of another's fighter treats with the player's own:
// «Успешный бросок на Интеллект / Сообразительность + Медицина / Выживание
// позволяет целителю или самому персонажу остановить кровотечение». Orc
// bleeds (4 lethal reach Wounded); Ann, Intelligence 2 + Medicine 2, rolls
// 8 8 2 2 and stops it — not "Orc is not yours".
func TestStorytellerPlayerTreatsWithOwnFighter(t *testing.T) {
	for _, tc := range []struct{ locale, title, stopped string }{
		{"en", "Ann treats Orc", "Orc's bleeding stops."},
		{"ru", "Ann → Orc", "Orc — кровотечение остановлено."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 5, 6, 8, 8, 2, 2)
			h.Run(`/system set system:storyteller
/combat start
/combat add name:Orc stats:"Stamina 2"
@Ann /char set stats:"Intelligence 2 Medicine 2"
@Ann /combat join
/damage target:Orc levels:4 type:lethal
`)
			got := h.Run("@Ann /treat target:Orc\n")[0]
			if got.Ephemeral {
				t.Fatalf("refused: %s", got.Text())
			}
			consoletest.MustContain(t, got, tc.title, tc.stopped, "**8** **8** 2 2")
		})
	}
}

// A check's footer names the fighter and the user once each: "Ann", not
// "Ann · Ann" when the player's fighter bears the player's name; another
// fighter still shows both ("Orc · GM").
func TestStorytellerCheckFooterNamesOnce(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "en", 9, 1, 7, 7, 7, 7)
	h.Run(`/system set system:storyteller
/combat start
@Ann /char set stats:"Dexterity 2"
@Ann /combat join
/combat add name:Orc
`)
	ann := h.Run("@Ann /check pool:2 difficulty:6\n")[0]
	if !strings.Contains(ann.Text(), `"footer":{"text":"Ann"}`) {
		t.Errorf("footer: %s", ann.Text())
	}
	orc := h.Run("/check pool:2 difficulty:6 name:Orc\n")[0]
	if !strings.Contains(orc.Text(), `"footer":{"text":"Orc · `) {
		t.Errorf("footer: %s", orc.Text())
	}
}

// stFlavourLine is an embed's flavour line (the last italic field).
func stFlavourLine(t *testing.T, s consoletest.Sent) string {
	t.Helper()
	txt := s.Text()
	i := strings.LastIndex(txt, `"value":"*`)
	if i < 0 {
		t.Fatalf("no flavour line in %s", txt)
	}
	line := txt[i+len(`"value":"`):]
	return line[:strings.Index(line, `"`)]
}

// Strafing («успешные баллы равномерно распределяются между всеми целями»)
// spreads 5 successes over Orc, Gob and Elf (2, 2, 1). Each target in the
// area dodges for itself (one defence each, in order), Orc dodges his 2
// away, Gob takes 3 lethal against Stamina 1 and is dizzied («Если ваш урон
// превышает значение Выносливости жертвы … ошеломленной»), Elf is grazed:
// the dizzied line is about Gob, not about Orc, who was missed.
func TestStorytellerStrafeFlavourNamesWhoIsHurt(t *testing.T) {
	for _, locale := range []string{"en", "ru"} {
		t.Run(locale, func(t *testing.T) {
			faces := []int{5, 5, 5, 5, 8, 8, 8, 8, 8, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 9, 9, 9, 7, 7, 7, 7, 7, 7}
			h := consoletest.NewSystemHarness(t, locale, append(faces, 2, 2, 2, 2, 2, 2, 2, 2)...)
			h.Run(`/system set system:storyteller
/combat start
/combat add name:Orc stats:"Stamina 1 Dexterity 2 Dodge 1"
/combat add name:Gob stats:"Stamina 1"
/combat add name:Elf stats:"Stamina 1"
/combat add name:Bob stats:"Dexterity 3 Firearms 2"
`)
			got := h.Run("/attack attacker:Bob target:Orc weapon:\"Light SMG\" maneuver:strafe targets:\"Gob, Elf\" defense:\"dodge, dodge, dodge\"\n")[0]
			consoletest.MustContain(t, got, "Gob: 3 ")
			line := stFlavourLine(t, got)
			if !strings.Contains(line, "Gob") || strings.Contains(line, "Orc") {
				t.Errorf("the flavour line is not about the dizzied Gob: %s", line)
			}
		})
	}
}

// /time hours:-1 is refused about hours, not about days, and /time with
// neither is told which option it needs; nothing moves the clock.
func TestStorytellerTimeRefusalNamesTheOption(t *testing.T) {
	for _, tc := range []struct{ locale, neg, none, wrong string }{
		{"en", "Option hours: from 1 to 744.", "The option “hours” is required.", "days"},
		{"ru", "Параметр часы: допустимо от 1 до 744.", "Нужно указать параметр «часы».", "дни"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale)
			h.Run("/system set system:storyteller\n")
			for cmd, want := range map[string]string{"/time hours:-1\n": tc.neg, "/time\n": tc.none} {
				out := h.Run(cmd)
				if len(out) != 1 || !out[0].Ephemeral {
					t.Fatalf("%s: want one ephemeral refusal, got %+v", cmd, out)
				}
				consoletest.MustContain(t, out[0], want)
				if strings.Contains(out[0].Text(), tc.wrong) {
					t.Errorf("%s: the refusal is about days: %s", cmd, out[0].Text())
				}
			}
			// The clock did not move: an hour now reads 1 h of story time.
			consoletest.MustContain(t, h.Run("/time hours:1\n")[0], map[string]string{"en": "fiction clock: 1 h", "ru": "время истории: 1 ч"}[tc.locale])
		})
	}
}

// Ann, Incapacitated with 7 lethal, is owed the consciousness roll («Ведущий
// может сделать бросок на Выносливость») at her turn; an hour later she has
// bled to death («Если все уровни … заполнены летальными повреждениями, любое
// последующее … приведет к смерти»): the tracker no longer offers a roll
// for the dead.
func TestStorytellerTheDeadOweNoRoll(t *testing.T) {
	for _, tc := range []struct{ locale, owed, button string }{
		{"en", "Rolls owed", "Ann: Stamina for consciousness"},
		{"ru", "Ожидаются броски", "Ann: бросок Выносливости на сознание"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 5, 6, 3, 4)
			out := h.Run(`/system set system:storyteller
/combat start
/combat add name:Orc stats:"Dexterity 2 Wits 2"
@Ann /char set stats:"Dexterity 3 Wits 3"
@Ann /combat join
/damage target:Ann levels:7 type:lethal
!click Next turn
!click Next turn
`)
			consoletest.MustContain(t, consoletest.LastOf(t, out), tc.owed, tc.button)
			out = h.Run("/time hours:1\n")
			if len(out) != 2 {
				t.Fatalf("want the result and the tracker edit, got %d messages", len(out))
			}
			tracker := out[1].Text()
			if !strings.Contains(tracker, "~~Ann~~") {
				t.Fatalf("Ann did not die: %s", tracker)
			}
			if strings.Contains(tracker, tc.owed) || strings.Contains(tracker, tc.button) {
				t.Errorf("the dead Ann is still owed a roll: %s", tracker)
			}
		})
	}
}
