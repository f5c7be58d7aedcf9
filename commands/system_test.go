package commands_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

func TestSystemSetIsGMOnlyAndPersists(t *testing.T) {
	h := consoletest.NewHarness(t, "", "en")
	out := h.Run("/system set system:klondike\n@Player /system set system:medieval\n/system show\n")
	if !out[1].Ephemeral || !strings.Contains(out[1].Text(), "Only the GM") {
		t.Fatalf("player was not refused: %s", out[1].Text())
	}
	if !strings.Contains(out[2].Text(), "Klondike") {
		t.Fatalf("system changed: %s", out[2].Text())
	}
}

func TestServerDefaultAndChannelOverride(t *testing.T) {
	h := consoletest.NewHarness(t, "", "en")
	out := h.Run("/system set system:storyteller scope:server\n/system show\n/system set system:medieval\n/system show\n")
	if !strings.Contains(out[1].Text(), "server default") {
		t.Fatalf("show: %s", out[1].Text())
	}
	if !strings.Contains(out[3].Text(), "Medieval") || !strings.Contains(out[3].Text(), "set for this channel") {
		t.Fatalf("override: %s", out[3].Text())
	}
}

func TestScopeInRussianWords(t *testing.T) {
	h := consoletest.NewHarness(t, "", "ru")
	got := consoletest.LastOf(t, h.Run("/система выбрать система:klondike область:сервер\n"))
	if got.Ephemeral || !strings.Contains(got.Text(), "по умолчанию") {
		t.Fatalf("scope:сервер: %s", got.Text())
	}
}

// A player who started the fight is its GM, not the channel's: /system set
// refuses them, and the refusal must not offer "whoever started the fight"
// as a way in. Nothing changes.
func TestSystemSetRefusalNamesWhoMayChangeIt(t *testing.T) {
	for _, tc := range []struct{ locale, script, want, banned, system string }{
		{"en", "/system set system:medieval\n@Ann /combat start\n@Ann /system set system:klondike\n/system show\n",
			"Only the GM can change the channel's system", "whoever started", "Medieval"},
		{"ru", "/система выбрать система:medieval\n@Ann /бой начать\n@Ann /система выбрать система:klondike\n/система показать\n",
			"Систему канала может менять только мастер", "кто начал бой", "Средневековье"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale)
		out := h.Run(tc.script)
		refusal := out[len(out)-2]
		if !refusal.Ephemeral || !strings.Contains(refusal.Text(), tc.want) || strings.Contains(refusal.Text(), tc.banned) {
			t.Errorf("%s: refusal %s", tc.locale, refusal.Text())
		}
		if show := consoletest.LastOf(t, out); !strings.Contains(show.Text(), tc.system) {
			t.Errorf("%s: the system changed: %s", tc.locale, show.Text())
		}
	}
}

// systemSetSpans returns the `/system set system:…` spans of a text (the
// Russian `/система выбрать система:…` too).
func systemSetSpans(text string) []string {
	var out []string
	for _, span := range commandSpans(text) {
		if strings.HasPrefix(span, "/system set ") || strings.HasPrefix(span, "/система выбрать ") {
			out = append(out, span)
		}
	}
	return out
}

// The first thing a newcomer must type is the channel's system. /help with
// no system set, and the refusal any system command gives then, say it as
// a line with its option and values (`/system set` alone, the option left
// out, was refused: "Unknown system “”"), and each value, typed as shown,
// sets the system.
func TestSystemSetLineNamesItsOption(t *testing.T) {
	refused := map[string]string{"en": "/attack target:Orc", "ru": "/атака цель:Орк"}
	for _, locale := range []string{"ru", "en"} {
		cons, out := textConsole(t, locale)
		if err := runLine(cons, refused[locale]); err != nil {
			t.Fatal(err)
		}
		refusal := out.String()
		if !strings.Contains(refusal, "❌") {
			t.Fatalf("%s: %s with no system set was not refused:\n%s", locale, refused[locale], refusal)
		}
		for what, text := range map[string]string{"help": helpText(t, locale, ""), "refusal": refusal} {
			spans := systemSetSpans(text)
			if len(spans) == 0 {
				t.Errorf("%s %s: no `/system set system:…` line with its option:\n%s", locale, what, text)
				continue
			}
			for _, span := range spans {
				toks := tokens(span)
				_, values, ok := strings.Cut(toks[len(toks)-1], ":")
				if !ok || values == "" {
					t.Errorf("%s %s: `%s` gives no value", locale, what, span)
					continue
				}
				for _, v := range strings.Split(values, "|") {
					line := strings.Join(toks[:len(toks)-1], " ") + " " + strings.SplitN(toks[len(toks)-1], ":", 2)[0] + ":" + v
					c, o := textConsole(t, locale)
					if err := runLine(c, line); err != nil {
						t.Fatal(err)
					}
					if msg := failed(o.String()); msg != "" {
						t.Errorf("%s %s: `%s` as shown: %q", locale, what, line, msg)
					}
				}
			}
		}
	}
}
