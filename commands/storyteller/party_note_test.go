package storyteller_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// /char condition says, under each wounded party member, what heals it
// next: the worst marked level, its type and the time still owed it by the
// recovery table RULES.md fills in for the seed («Полное восстановление
// здоровья может занять месяцы»): bashing a level an hour through Wounded;
// lethal Bruised 1 day, Hurt 3 days, Injured 1 week, Wounded 1 month (30
// days); aggravated like lethal; the worst level first. An untreated wound
// at Wounded or worse heals nothing: it bleeds («получает дополнительный
// уровень летальных повреждений каждый час, пока не будет оказана
// медицинская помощь»).

// stPartyNotes runs /char condition and returns each member's ⏳ line (""
// for a member without one), by name.
func stPartyNotes(t *testing.T, h *consoletest.Harness) map[string]string {
	t.Helper()
	got := consoletest.LastOf(t, h.Run("/char condition\n"))
	if got.Ephemeral {
		t.Fatalf("/char condition refused: %s", got.Text())
	}
	notes := map[string]string{}
	lines := strings.Split(consoletest.PlainText(t, got), "\n")
	for i, line := range lines {
		name, _, ok := strings.Cut(line, "** — ")
		if !ok || !strings.HasPrefix(name, "**") {
			continue
		}
		name = strings.TrimPrefix(name, "**")
		notes[name] = ""
		if i+1 < len(lines) {
			if note, ok := strings.CutPrefix(lines[i+1], "　　⏳ "); ok {
				notes[name] = note
			}
		}
	}
	if len(notes) == 0 {
		t.Fatalf("no party member in /char condition:\n%s", consoletest.PlainText(t, got))
	}
	return notes
}

// Each case wounds Ann (Stamina 1: nothing soaked), lets the hours pass and
// reads her note: the table's time for the level, less the hours already
// spent on it.
func TestStorytellerPartyNoteNamesWhatHealsNext(t *testing.T) {
	for _, tc := range []struct {
		name   string
		script string
		en, ru string
	}{
		{"two bashing: Hurt, a level an hour",
			"/damage target:Ann levels:2 type:bashing\n",
			"Hurt (−1), bashing — the level heals in 1 hour (`/time` or `/rest`)",
			"Повреждения (−1), поверхностные — уровень заживёт через 1 час (`/время` или `/отдых`)"},
		{"the hour heals Hurt: Bruised next, its own hour",
			"/damage target:Ann levels:2 type:bashing\n/time hours:1\n",
			"Bruised, bashing — the level heals in 1 hour (`/time` or `/rest`)",
			"Ушибы, поверхностные — уровень заживёт через 1 час (`/время` или `/отдых`)"},
		{"five bashing: Mauled, 3 hours",
			"/damage target:Ann levels:5 type:bashing\n",
			"Mauled (−2), bashing — the level heals in 3 hours",
			"Тяжелые повреждения (−2), поверхностные — уровень заживёт через 3 часа"},
		{"five bashing, 2 of Mauled's 3 hours passed: 1 left",
			"/damage target:Ann levels:5 type:bashing\n/time hours:2\n",
			"Mauled (−2), bashing — the level heals in 1 hour",
			"Тяжелые повреждения (−2), поверхностные — уровень заживёт через 1 час"},
		{"two lethal: Hurt, 3 days",
			"/damage target:Ann levels:2 type:lethal\n",
			"Hurt (−1), lethal — the level heals in 3 days (`/time` or `/rest`)",
			"Повреждения (−1), летальные — уровень заживёт через 3 дня (`/время` или `/отдых`)"},
		{"two lethal, 5 hours passed: 2 days 19 hours left",
			"/damage target:Ann levels:2 type:lethal\n/time hours:5\n",
			"Hurt (−1), lethal — the level heals in 2 days 19 hours",
			"Повреждения (−1), летальные — уровень заживёт через 2 дня 19 часов"},
		{"the rest counts too: 2 days of Hurt's 3 leave 1",
			"/damage target:Ann levels:2 type:lethal\n/rest days:2\n",
			"Hurt (−1), lethal — the level heals in 1 day",
			"Повреждения (−1), летальные — уровень заживёт через 1 день"},
		{"three lethal: Injured, a week",
			"/damage target:Ann levels:3 type:lethal\n",
			"Injured (−1), lethal — the level heals in 7 days",
			"Травмы (−1), летальные — уровень заживёт через 7 дней"},
		{"one lethal: Bruised, a day",
			"/damage target:Ann levels:1 type:lethal\n",
			"Bruised, lethal — the level heals in 1 day",
			"Ушибы, летальные — уровень заживёт через 1 день"},
		{"bashing below lethal heals first",
			"/damage target:Ann levels:1 type:lethal\n/damage target:Ann levels:2 type:bashing\n",
			"Injured (−1), bashing — the level heals in 1 hour",
			"Травмы (−1), поверхностные — уровень заживёт через 1 час"},
		{"aggravated heals like lethal: Hurt, 3 days",
			"/damage target:Ann levels:2 type:aggravated\n",
			"Hurt (−1), aggravated — the level heals in 3 days",
			"Повреждения (−1), усиливающиеся — уровень заживёт через 3 дня"},
	} {
		for _, locale := range []string{"en", "ru"} {
			t.Run(tc.name+"/"+locale, func(t *testing.T) {
				h := stParty(t, locale, "Dexterity 2 Wits 2 Stamina 1")
				for _, line := range strings.SplitAfter(tc.script, "\n") {
					if line == "" {
						continue
					}
					if got := consoletest.LastOf(t, h.Run(line)); got.Ephemeral {
						t.Fatalf("%s refused: %s", line, got.Text())
					}
				}
				want := map[string]string{"en": tc.en, "ru": tc.ru}[locale]
				if note := stPartyNotes(t, h)["Ann"]; !strings.HasPrefix(note, want) {
					t.Errorf("Ann's note %q, want it to start %q", note, want)
				}
			})
		}
	}
}

// Four lethal levels (Wounded) bleed untreated: the note says so, names
// /treat in the reader's words and promises no healing time; once Ann
// treats herself (Intelligence 2 + Medicine 2, less Wounded's −2: 8 8, two
// successes) the level heals in its month of 30 days.
func TestStorytellerPartyNoteBleedingUntilTreated(t *testing.T) {
	for _, tc := range []struct {
		locale, bleeding, heals, notHeals string
	}{
		{"en",
			"Bleeding: one more lethal level every hour until treated (`/treat`); nothing heals meanwhile",
			"Wounded (−2), lethal — the level heals in 30 days (`/time` or `/rest`)", "heals in"},
		{"ru",
			"Кровотечение: ещё уровень летальных каждый час, пока не перевяжут (`/перевязать`); до тех пор ничего не заживает",
			"Ранения (−2), летальные — уровень заживёт через 30 дней (`/время` или `/отдых`)", "заживёт через"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := stParty(t, tc.locale, "Dexterity 2 Wits 2 Stamina 1 Intelligence 2 Medicine 2", 8, 8)
			h.Run("/damage target:Ann levels:4 type:lethal\n")
			note := stPartyNotes(t, h)["Ann"]
			if note != tc.bleeding {
				t.Errorf("bleeding Ann's note %q, want %q", note, tc.bleeding)
			}
			if strings.Contains(note, tc.notHeals) {
				t.Errorf("a bleeding wound heals nothing, yet the note gives a time: %q", note)
			}
			if got := consoletest.LastOf(t, consoletest.Replies(h.Run("@Ann /treat target:Ann\n"))); got.Ephemeral {
				t.Fatalf("/treat refused: %s", got.Text())
			}
			if note := stPartyNotes(t, h)["Ann"]; note != tc.heals {
				t.Errorf("treated Ann's note %q, want %q", note, tc.heals)
			}
			if n := h.Dice.Remaining(); n != 0 {
				t.Errorf("%d dice left: the treatment did not roll", n)
			}
		})
	}
}

// Nothing heals the unhurt and the dead: no ⏳ line under them. Nor where
// every fight starts fresh (/system campaign on:false): there the hours
// heal no one, and the note would promise what /time does not do.
func TestStorytellerPartyNoteOnlyForTheHealing(t *testing.T) {
	for _, locale := range []string{"en", "ru"} {
		t.Run(locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, locale, 5, 4, 3)
			h.Run("/system set system:storyteller\n@Ann /char set stats:\"Dexterity 2 Stamina 1\"\n@Bob /char set stats:\"Dexterity 2 Stamina 1\"\n" +
				"@Cy /char set stats:\"Dexterity 2 Stamina 1\"\n/combat start\n@Ann /combat join\n@Bob /combat join\n@Cy /combat join\n/combat end\n" +
				"/damage target:Ann levels:1 type:bashing\n/damage target:Cy levels:8 type:lethal\n")
			notes := stPartyNotes(t, h)
			if notes["Ann"] == "" {
				t.Errorf("wounded Ann has no note: %q", notes)
			}
			for _, name := range []string{"Bob", "Cy"} {
				if n, ok := notes[name]; !ok || n != "" {
					t.Errorf("%s (unhurt or dead): note %q, listed %v", name, n, ok)
				}
			}
			h.Run("/system campaign on:false\n")
			if notes := stPartyNotes(t, h); notes["Ann"] != "" {
				t.Errorf("every fight fresh, yet Ann's note says %q", notes["Ann"])
			}
		})
	}
}
