package klondike_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// /char condition says under each party member what heals it next, by the
// seed's clocks (the ⏳ line); these tests drive the party of klPartyFight
// (Ann STR 6 DEX 6 END 6; Doc, Medicine 2, unhurt) and read Ann's line
// whole, so a wrong number fails.

// klCondition is /char condition for the whole party in the locale.
func klCondition(locale string) string {
	if locale == "ru" {
		return "/персонаж состояние\n"
	}
	return "/char condition\n"
}

// klPartyNotes runs /char condition and returns each member's ⏳ line by
// name ("" for a member with none), failing when the reply is refused.
func klPartyNotes(t *testing.T, h *consoletest.Harness, locale string) map[string]string {
	t.Helper()
	got := consoletest.LastOf(t, h.Run(klCondition(locale)))
	if got.Ephemeral {
		t.Fatalf("/char condition refused: %s", got.Text())
	}
	_, desc, _ := consoletest.KlEmbed(t, got)
	notes := map[string]string{}
	name := ""
	for _, line := range strings.Split(desc, "\n") {
		if note, ok := strings.CutPrefix(line, "　　⏳ "); ok {
			if name == "" {
				t.Fatalf("a ⏳ line under no member:\n%s", desc)
			}
			if notes[name] != "" {
				t.Fatalf("%s has two ⏳ lines:\n%s", name, desc)
			}
			notes[name] = note
			continue
		}
		if rest, ok := strings.CutPrefix(line, "**"); ok {
			name, _, _ = strings.Cut(rest, "**")
			notes[name] = ""
		}
	}
	return notes
}

// klWantNote checks one member's ⏳ line exactly.
func klWantNote(t *testing.T, what string, notes map[string]string, name, want string) {
	t.Helper()
	got, ok := notes[name]
	if !ok {
		t.Fatalf("%s: no %s in the party: %q", what, name, notes)
	}
	if got != want {
		t.Errorf("%s: %s's ⏳ line\n got %q\nwant %q", what, name, got, want)
	}
}

// «1 очко Выносливости восстановится за каждые 10 минут»: 5 damage leave
// Ann END 1 of 6 — the next point in 10 minutes, all of it in 50; after
// /time minutes:25 she has END 3 and the 5 minutes counted, so the next
// point is 5 minutes away and the whole 25. Doc, unhurt, has no ⏳ line.
func TestKlondikePartyNoteEndPointEveryTenMinutes(t *testing.T) {
	for _, tc := range []struct{ locale, hurt, time, first, later string }{
		{"en", "/damage target:Ann amount:5\n", "/time minutes:25\n",
			"+1 END in 10 minutes, back to 6 in 50 minutes",
			"+1 END in 5 minutes, back to 6 in 25 minutes"},
		{"ru", "/урон цель:Ann количество:5\n", "/время минуты:25\n",
			"+1 ВЫН через 10 минут, до 6 — через 50 минут",
			"+1 ВЫН через 5 минут, до 6 — через 25 минут"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 3, 3, 2, 2)
			h.Run(klPartyFight(tc.locale, tc.hurt))
			notes := klPartyNotes(t, h, tc.locale)
			klWantNote(t, "END 1/6", notes, "Ann", tc.first)
			klWantNote(t, "unhurt", notes, "Doc", "")
			h.Run(tc.time)
			notes = klPartyNotes(t, h, tc.locale)
			klWantNote(t, "END 3/6 after 25 minutes", notes, "Ann", tc.later)
			klWantNote(t, "unhurt after 25 minutes", notes, "Doc", "")
		})
	}
}

// END at 0 «нужно получить медпомощь - полчаса внимания персонажа с
// навыком Медицины не меньше 1 и аптечкой - либо отлежаться сутки»: 8
// damage into DEX take Ann's END 6 to 0. Time up and about does not
// bring it back (the line stays), half a day in bed leaves 12 hours of
// the day, and Doc's care ends the line.
func TestKlondikePartyNoteEndAtZero(t *testing.T) {
	for _, tc := range []struct{ locale, hurt, walk, rest, heal, first, half string }{
		{"en", "/damage target:Ann amount:8 to:dex\n", "/time hours:3\n", "/rest hours:12\n", "/heal target:Ann medic:Doc\n",
			"END back only with care (`/heal`, half an hour) or a day's rest (`/rest`)",
			"END back only with care (`/heal`, half an hour) or a day's rest, 12 hours of it left (`/rest`)"},
		{"ru", "/урон цель:Ann количество:8 куда:dex\n", "/время часы:3\n", "/отдых часы:12\n", "/лечить цель:Ann медик:Doc\n",
			"ВЫН вернут только медпомощь (`/лечить`, полчаса) или сутки отлёжки (`/отдых`)",
			"ВЫН вернут только медпомощь (`/лечить`, полчаса) или ещё 12 часов отлёжки (`/отдых`)"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 3, 3, 2, 2)
			h.Run(klPartyFight(tc.locale, tc.hurt))
			klWantNote(t, "END 0", klPartyNotes(t, h, tc.locale), "Ann", tc.first)
			h.Run(tc.walk)
			klWantNote(t, "END 0, 3 hours up and about", klPartyNotes(t, h, tc.locale), "Ann", tc.first)
			h.Run(tc.rest)
			klWantNote(t, "END 0, 12 hours in bed", klPartyNotes(t, h, tc.locale), "Ann", tc.half)
			if got := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.heal))); got.Ephemeral {
				t.Fatalf("care refused: %s", got.Text())
			}
			klWantNote(t, "after care", klPartyNotes(t, h, tc.locale), "Ann", "")
		})
	}
}

// STR at 0: «теряет сознание … при успехе он придет в себя через д6
// минут» (6+6 on original END 6, d6 1: a minute), END at 0 with it, and
// «каждый день такой отлёжки восстанавливает по одному очку
// характеристики вплоть до половины (с округлением вверх), по достижении
// этого значения следующий день восстановит её полностью» — under Doc
// STR 0→1, then 1→2, 2→3, and at 3 (half of 6) 3→6. The Russian minute
// after «через» is «минуту».
func TestKlondikePartyNoteKnockedOutAndBedRest(t *testing.T) {
	for _, tc := range []struct {
		locale, hurt, day string
		first             string
		days              []string
	}{
		{"en", "/damage target:Ann amount:12 to:str\n", "/rest name:Ann medic:Doc\n",
			"Comes to in 1 minute · END back only with care (`/heal`, half an hour) or a day's rest (`/rest`) · STR 0→1 after a day's rest under a medic (`/rest medic:`, Medicine 2+)",
			[]string{
				"STR 1→2 after a day's rest under a medic (`/rest medic:`, Medicine 2+)",
				"STR 2→3 after a day's rest under a medic (`/rest medic:`, Medicine 2+)",
				"STR 3→6 after a day's rest under a medic (`/rest medic:`, Medicine 2+)",
				"",
			}},
		{"ru", "/урон цель:Ann количество:12 куда:str\n", "/отдых имя:Ann медик:Doc\n",
			"Очнётся через 1 минуту · ВЫН вернут только медпомощь (`/лечить`, полчаса) или сутки отлёжки (`/отдых`) · СИЛ 0→1 — через сутки отлёжки под присмотром медика (`/отдых медик:`, Медицина 2+)",
			[]string{
				"СИЛ 1→2 — через сутки отлёжки под присмотром медика (`/отдых медик:`, Медицина 2+)",
				"СИЛ 2→3 — через сутки отлёжки под присмотром медика (`/отдых медик:`, Медицина 2+)",
				"СИЛ 3→6 — через сутки отлёжки под присмотром медика (`/отдых медик:`, Медицина 2+)",
				"",
			}},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 3, 3, 2, 2, 6, 6, 1)
			h.Run(klPartyFight(tc.locale, tc.hurt))
			klWantNote(t, "knocked out", klPartyNotes(t, h, tc.locale), "Ann", tc.first)
			for i, want := range tc.days {
				h.Run(tc.day)
				klWantNote(t, "after day "+string(rune('1'+i)), klPartyNotes(t, h, tc.locale), "Ann", want)
			}
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// «Если все три характеристики упали до нуля - персонаж при смерти … если
// доставить его к очень компетентным врачам в течение часа»: 18 damage
// into STR leave Ann dying; the line names the surgery and the hour, 40
// minutes of it after /time minutes:20. Past the hour she is dead, and
// the dead have no line.
func TestKlondikePartyNoteDyingNamesTheSurgery(t *testing.T) {
	for _, tc := range []struct{ locale, hurt, twenty, forty, first, later string }{
		{"en", "/damage target:Ann amount:18 to:str\n", "/time minutes:20\n", "/time minutes:40\n",
			"Needs surgery (`/surgery`) within 1 hour, or dies",
			"Needs surgery (`/surgery`) within 40 minutes, or dies"},
		{"ru", "/урон цель:Ann количество:18 куда:str\n", "/время минуты:20\n", "/время минуты:40\n",
			"Нужна операция (`/операция`), иначе смерть через 1 час",
			"Нужна операция (`/операция`), иначе смерть через 40 минут"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 3, 3, 2, 2, 6, 6, 1)
			h.Run(klPartyFight(tc.locale, tc.hurt))
			klWantNote(t, "dying", klPartyNotes(t, h, tc.locale), "Ann", tc.first)
			h.Run(tc.twenty)
			klWantNote(t, "dying, 20 minutes on", klPartyNotes(t, h, tc.locale), "Ann", tc.later)
			h.Run(tc.forty)
			klWantNote(t, "dead", klPartyNotes(t, h, tc.locale), "Ann", "")
		})
	}
}

// With /system campaign on:false every fight starts from the sheets and
// /time heals nobody the bot keeps: a party kept while campaign mode was
// on is still listed, but gets no ⏳ line, which would promise a recovery
// that never comes. Turned on again, the line is back.
func TestKlondikePartyNoteNoneWhenFightsStartFresh(t *testing.T) {
	for _, tc := range []struct{ locale, hurt, off, on, note string }{
		{"en", "/damage target:Ann amount:5\n", "/system campaign on:false\n", "/system campaign on:true\n",
			"+1 END in 10 minutes, back to 6 in 50 minutes"},
		{"ru", "/урон цель:Ann количество:5\n", "/система кампания вкл:false\n", "/система кампания вкл:true\n",
			"+1 ВЫН через 10 минут, до 6 — через 50 минут"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 3, 3, 2, 2)
			h.Run(klPartyFight(tc.locale, tc.hurt) + tc.off)
			klWantNote(t, "fresh fights", klPartyNotes(t, h, tc.locale), "Ann", "")
			h.Run(tc.on)
			klWantNote(t, "campaign again", klPartyNotes(t, h, tc.locale), "Ann", tc.note)
		})
	}
}
