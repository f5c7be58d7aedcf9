package storyteller_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// «Если количество летальных повреждений доходит до уровня "Ранения" или
// ниже, персонаж получает дополнительный уровень летальных повреждений
// каждый час, пока не будет оказана медицинская помощь. Успешный бросок на
// Интеллект / Сообразительность + Медицина / Выживание … остановить кровотечение».
func TestStorytellerSeedBleeding(t *testing.T) {
	h, out := consoletest.StFight(t, "en", "Intelligence 2 Medicine 2", "Stamina 1", `/damage target:Al levels:3 type:lethal
/time hours:2
/damage target:Al levels:1 type:lethal
/time hours:2
`, 7)
	consoletest.MustContain(t, out[0], "Injured (−1)")
	consoletest.MustNotContain(t, out[1], "Mauled")
	consoletest.MustContain(t, out[2], "Wounded (−2)", "bleeding")
	consoletest.MustContain(t, out[3], "Crippled (−5)")
	// Bob treats: Intelligence 2 + Medicine 2 (4 dice; Bob is unhurt).
	out = consoletest.Replies(h.Run("/treat target:Al medic:Bob\n/time hours:3\n"))
	consoletest.MustContain(t, out[0], "Intelligence + Medicine = 4")
	consoletest.MustNotContain(t, out[1], "Incapacitated", "Dead")
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

// «Успешный бросок на Интеллект / Сообразительность + Медицина / Выживание
// позволяет целителю или самому персонажу остановить кровотечение» — the
// living. /treat on a dead Goon said "Goon is not bleeding", as if the
// wound had closed. It says Goon is dead now, rolls nothing and changes
// nothing — by the patient, another medic, or with Faith.
func TestStorytellerTreatTheDeadRefused(t *testing.T) {
	for _, c := range []struct{ locale, want string }{
		{"en", "Goon is dead: there is no bleeding left to stop"},
		{"ru", "Goon: смерть — останавливать кровотечение уже незачем"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 9, 2)
			h.Run(`/system set system:storyteller
/combat start
/combat add name:Ann stats:"Dexterity 3 Intelligence 3 Medicine 3"
/combat add name:Goon
/damage target:Goon levels:8 type:lethal
`)
			for _, line := range []string{"/treat target:Goon", "/treat target:Goon medic:Ann", "/treat target:Goon faith:true"} {
				consoletest.RefusedUnchanged(t, h, line, c.want)
			}
			if n := h.Dice.Remaining(); n != 0 {
				t.Errorf("%d dice left: a refusal rolled", n)
			}
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

// /time hours:-1 is refused about hours, not about days, and /time with
// neither is told which option it needs; nothing moves the clock.
func TestStorytellerTimeRefusalNamesTheOption(t *testing.T) {
	for _, tc := range []struct{ locale, neg, none, wrong string }{
		{"en", "Option hours: from 1 to 8760.", "The option “hours” is required.", "days"},
		{"ru", "Параметр часы: допустимо от 1 до 8760.", "Нужно указать параметр «часы».", "дни"},
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

// A fight's open hours heal nothing: its wounds heal by the recovery table
// once it ends. A GM who lets a day or more pass in an open fight used to
// read only «Никто не истекает кровью.», and could think the wounds had
// been seen to: the reply says where they heal — between fights, with the
// campaign on; by the GM's /heal when every fight starts fresh. An hour
// (bleeding's step) or an unhurt table: no line.
func TestStorytellerTimeInAFightSaysWhereWoundsHeal(t *testing.T) {
	for _, tc := range []struct{ locale, fresh, damage, hour, day, heal, line string }{
		{"ru", "", "/урон цель:Орк уровни:2 тип:летальные\n", "/время часы:1\n", "/время дни:1\n", "/лечить цель:Орк уровни:2 тип:летальные\n",
			"Раны заживают по срокам правил между боями"},
		{"en", "", "/damage target:Орк levels:2 type:lethal\n", "/time hours:1\n", "/time days:1\n", "/heal target:Орк levels:2 type:lethal\n",
			"Wounds heal by the rules' times between fights"},
		{"ru", "/система кампания вкл:false\n", "/урон цель:Орк уровни:2 тип:летальные\n", "/время часы:1\n", "/время дни:1\n", "/лечить цель:Орк уровни:2 тип:летальные\n",
			"Раны здесь сами не заживают: каждый бой начинается с чистого листа"},
		{"en", "/system campaign on:false\n", "/damage target:Орк levels:2 type:lethal\n", "/time hours:1\n", "/time days:1\n", "/heal target:Орк levels:2 type:lethal\n",
			"Wounds do not close by themselves here: every fight starts fresh"},
	} {
		t.Run(tc.locale+map[bool]string{true: "_fresh", false: ""}[tc.fresh != ""], func(t *testing.T) {
			h := stLocalNamesFight(t, tc.locale)
			h.Run(tc.fresh)
			out := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.day)))
			consoletest.MustNotContain(t, out, tc.line) // nobody hurt
			h.Run(tc.damage)
			out = consoletest.LastOf(t, consoletest.Replies(h.Run(tc.hour)))
			consoletest.MustNotContain(t, out, tc.line)
			out = consoletest.LastOf(t, consoletest.Replies(h.Run(tc.day)))
			consoletest.MustContain(t, out, tc.line) // two lethal boxes still marked
			h.Run(tc.heal)
			out = consoletest.LastOf(t, consoletest.Replies(h.Run(tc.day)))
			consoletest.MustNotContain(t, out, tc.line)
		})
	}
}
