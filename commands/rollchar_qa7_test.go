package commands_test

import (
	"encoding/json"
	"fray/bot/consoletest"
	"strings"
	"testing"
	"unicode/utf8"
)

// Session 6 play-test, round 2: shared commands (/roll, /char, /system,
// /help, /odds, autocomplete), driven through the console in both locales.

// A trait no rule reads used to be stored and shown, yet change nothing: a
// typo ("supernatral") or the word a Russian player types
// ("сверхъестественный") left a vampire soaking lethal damage like a mortal,
// and a medieval sheet took storyteller traits. Now an unknown trait is an
// ephemeral error naming the valid ones, nothing is stored, and the Russian
// words set the same stored keys.
func TestCharUnknownTraitIsRefusedAndNothingStored(t *testing.T) {
	for _, tc := range []struct {
		locale, unknown, valid, noFlags, noSheet string
	}{
		{"en", "Unknown trait “supernatral”", "Valid: supernatural, soak_aggravated, ambidextrous, short_track",
			"This system reads no yes/no traits", "You have no character sheet"},
		{"ru", "Неизвестное свойство «supernatral»", "Доступны: сверхъестественный, поглощает_усиливающиеся, обоерукий, короткая_шкала",
			"В этой системе у листа нет свойств да/нет", "У вас ещё нет листа персонажа"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale)
			out := h.Run(`/system set system:storyteller
/char set name:Vamp stats:"Stamina 2" flags:"supernatral"
/char show
/system set system:medieval
/char set name:Knight flags:supernatural
/char show
`)
			if len(out) != 6 {
				t.Fatalf("want 6 replies, got %d: %v", len(out), out)
			}
			for _, i := range []int{1, 2, 4, 5} {
				if !out[i].Ephemeral {
					t.Errorf("reply %d is not ephemeral: %s", i, out[i].Text())
				}
			}
			consoletest.MustContain(t, out[1], tc.unknown, tc.valid)
			consoletest.MustContain(t, out[2], tc.noSheet)
			consoletest.MustContain(t, out[4], tc.noFlags, "supernatural")
			consoletest.MustContain(t, out[5], tc.noSheet)
		})
	}
}

// The Russian trait words set the stored keys the rules read: a
// «сверхъестественный» vampire soaks lethal damage with Stamina (RULES.md:
// «supernatural beings also soak lethal with Stamina»), the sheet shows the
// trait in the reader's words, and a leading minus takes it off again.
func TestCharRussianTraitWordsWork(t *testing.T) {
	for _, tc := range []struct {
		locale, soak, shown, hidden string
	}{
		{"en", "Stamina 2 + armor 0", "supernatural", "сверхъестественный"},
		{"ru", "Выносливость 2 + броня 0", "сверхъестественный", "supernatural"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, append([]int{5, 7, 7, 7}, consoletest.Threes(20)...)...)
			out := consoletest.Replies(h.Run(`/system set system:storyteller
/char set name:Vamp stats:"Stamina 2" flags:"Сверхъестественный, обоерукий"
/char set flags:"-обоерукий"
/combat start
/combat join
/damage target:Vamp pool:3 type:lethal
`))
			consoletest.MustContain(t, out[1], tc.shown)
			if strings.Contains(out[1].Text(), tc.hidden) {
				t.Errorf("the sheet shows the trait as %q: %s", tc.hidden, out[1].Text())
			}
			if s := out[2].Text(); strings.Contains(s, "ambidextrous") || strings.Contains(s, "обоерукий") {
				t.Errorf("-обоерукий did not take the trait off: %s", s)
			}
			consoletest.MustContain(t, consoletest.LastOf(t, out), tc.soak)
		})
	}
}

// A roll of a thousand dice overflows the embed's 4,096-character
// description; the cut used to fall on the end, so the total — the one
// number the player asked for — was lost ("… 999, 99…"). The dice are cut
// now, and the total stays.
func TestRollHugeKeepsTheTotal(t *testing.T) {
	faces := make([]int, 1000)
	for i := range faces {
		faces[i] = 999
	}
	expr := strings.TrimSuffix(strings.Repeat("100d1000+", 10), "+")
	for _, locale := range []string{"en", "ru"} {
		t.Run(locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, locale, faces...)
			out := h.Run("/roll dice:" + expr + "\n")
			var d struct {
				Embeds []struct {
					Description string `json:"description"`
				} `json:"embeds"`
			}
			if err := json.Unmarshal(consoletest.LastOf(t, out).Data, &d); err != nil || len(d.Embeds) == 0 {
				t.Fatalf("no embed: %v %s", err, consoletest.LastOf(t, out).Text())
			}
			desc := d.Embeds[0].Description
			if !strings.HasSuffix(desc, " = **999000**") {
				t.Errorf("the total is cut off: …%s", desc[max(0, len(desc)-80):])
			}
			if n := utf8.RuneCountInString(desc); n > 4096 {
				t.Errorf("description of %d characters", n)
			}
		})
	}
}

// «"комментарий" слишком длинное» paired a masculine noun with a neuter
// adjective; the message speaks of the option's value, which fits every
// option name.
func TestTooLongReadsInRussian(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "ru")
	out := h.Run("/roll dice:2d6 comment:\"" + strings.Repeat("я", 201) + "\"\n")
	s := consoletest.LastOf(t, out)
	if !s.Ephemeral {
		t.Errorf("not ephemeral: %s", s.Text())
	}
	consoletest.MustContain(t, s, "Значение «комментарий» слишком длинное (не больше 200 символов).")
}

// A player who edits their sheet mid-fight changes their combatant and so
// the fight's version; the tracker on screen was not refreshed, and every
// button on it then answered "this button is stale" — the GM could not even
// press Next turn. The sheet reply now refreshes the tracker too.
func TestCharEditInFightRefreshesTheTracker(t *testing.T) {
	for _, tc := range []struct{ locale, next, stale, turn string }{
		{"en", "Next turn", "out of date", "Turn: Orc"},
		{"ru", "Следующий ход", "устарела", "Ход: Orc"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Initiative: Orc 1d10 5 + REF 5 = 10; Bob 5 + REF 8 = 13.
			h := consoletest.NewSystemHarness(t, tc.locale, 5, 5)
			h.Run(`/system set system:medieval
/combat start
/combat add name:Orc
@Bob /char set stats:"REF 8 BODY 6" name:Bob
@Bob /combat join
`)
			out := h.Run("@Bob /char set stats:\"BODY 10\"\n")
			if len(out) != 2 || !out[0].Ephemeral || out[1].Kind != "edit" {
				var kinds []string
				for _, o := range out {
					kinds = append(kinds, o.Kind)
				}
				t.Errorf("want the ephemeral sheet and a tracker edit, got %v", kinds)
			}
			out = h.Run("!click " + tc.next + "\n")
			last := consoletest.LastOf(t, out)
			if strings.Contains(last.Text(), tc.stale) {
				t.Fatalf("the tracker's button went stale after a sheet edit: %s", last.Text())
			}
			consoletest.MustContain(t, last, tc.turn)
		})
	}
}

// A bad character names its place and shows three examples, in the plural
// in English as in Russian («Примеры»).
func TestRollUnexpectedCharacterShowsExamples(t *testing.T) {
	for _, tc := range []struct{ locale, want string }{
		{"en", "Unexpected “.” at position 6. Examples: `2d6+3`, `4d6kh3`, `d10!`."},
		{"ru", "Неожиданное «.» на позиции 6. Примеры: `2d6+3`, `4d6kh3`, `d10!`."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale)
			s := consoletest.LastOf(t, h.Run("/roll dice:1d6+1.5\n"))
			if !s.Ephemeral {
				t.Errorf("not ephemeral: %s", s.Text())
			}
			consoletest.MustContain(t, s, tc.want)
		})
	}
}
