package commands_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"

	"fray/bot/consoletest"
)

func TestRollShowsDiceAndTotal(t *testing.T) {
	h := consoletest.NewHarness(t, "", "en", 4, 5)
	out := h.Run("/roll dice:2d6+3\n")
	got := consoletest.LastOf(t, out)
	if got.Kind != "response" || got.Ephemeral {
		t.Fatalf("got %+v", got)
	}
	for _, want := range []string{"2d6 (4, 5) + 3", "**12**", "roll:again:p:2d6+3"} {
		if !strings.Contains(got.Text(), want) {
			t.Errorf("reply lacks %q: %s", want, got.Text())
		}
	}
}

func TestRollErrorsNameTheLimitInBothLocales(t *testing.T) {
	for _, tc := range []struct{ locale, want string }{
		{"en", "at most 100"},
		{"ru", "не больше 100"},
	} {
		h := consoletest.NewHarness(t, "", tc.locale)
		got := consoletest.LastOf(t, h.Run("/roll dice:1000d6\n"))
		if !got.Ephemeral || !strings.Contains(got.Text(), tc.want) {
			t.Errorf("%s: got %s", tc.locale, got.Text())
		}
	}
}

func TestRollAgainButtonRollsForThePresser(t *testing.T) {
	h := consoletest.NewHarness(t, "", "en", 1, 2, 6, 6)
	out := h.Run("/roll dice:2d6 comment:Sneak secret:true\n@Ann !click Roll again\n")
	if len(out) != 2 || !out[1].Ephemeral || !strings.Contains(out[1].Text(), "(6, 6)") || !strings.Contains(out[1].Text(), "Ann") || !strings.Contains(out[1].Text(), "Sneak") {
		t.Fatalf("got %+v", out)
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

// A scripted-dice script that runs out stops with a message. The
// reply (and the console's own stop message) counts the faces the script
// already gave, in good grammar in both languages: "after 1 face", "after 2
// faces" (both read "after 1 faces").
func TestScriptRunsOutCountsFacesInGrammar(t *testing.T) {
	cases := []struct {
		locale, script string
		faces          []int
		want, stop     string // the reply, and the console's message that stops the run
	}{
		{"en", "/roll dice:2d6+3\n", []int{4}, "a d6 was needed after 1 face. Nothing was changed.", "after 1 face"},
		{"en", "/roll dice:3d6\n", []int{4, 5}, "a d6 was needed after 2 faces. Nothing was changed.", "after 2 faces"},
		{"ru", "/roll dice:2d6+3\n", []int{4}, "использовано граней — 1, а нужен ещё d6. Ничего не изменено.", "after 1 face"},
		{"ru", "/roll dice:3d6\n", []int{4, 5}, "использовано граней — 2, а нужен ещё d6. Ничего не изменено.", "after 2 faces"},
	}
	for _, tc := range cases {
		t.Run(tc.locale+"/"+strings.TrimSpace(tc.script), func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, tc.faces...)
			err := h.Cons.Run(context.Background(), strings.NewReader(tc.script+"/roll dice:d6\n"))
			if err == nil || !strings.Contains(err.Error(), "line 1:") {
				t.Fatalf("the run should stop on line 1 with an error, got %v", err)
			}
			if !strings.HasSuffix(err.Error(), tc.stop) {
				t.Errorf("the console's stop message %q should end with %q", err, tc.stop)
			}
			lines := strings.Split(strings.TrimSpace(h.Out.String()), "\n")
			if len(lines) != 1 {
				t.Fatalf("want one reply (the script stops), got %d:\n%s", len(lines), h.Out.String())
			}
			var s consoletest.Sent
			if err := json.Unmarshal([]byte(lines[0]), &s); err != nil {
				t.Fatal(err)
			}
			if !s.Ephemeral || !strings.Contains(s.Text(), tc.want) {
				t.Errorf("want an ephemeral reply containing %q, got %s", tc.want, s.Text())
			}
		})
	}
}
