package consoletest

import (
	"fray/bot"
	"fray/commands"
	"fray/commands/flavour"
	"fray/rules/dice"
	"strings"
	"testing"
)

// CandidateLines renders every line flavour.Pick may choose for args.
func CandidateLines(system, event, locale string, args flavour.Args) map[string]bool {
	out := map[string]bool{}
	for k := 1; k <= len(flavour.Lines(Flavour(system), event, locale)); k++ {
		if line, _, ok := flavour.Pick(Flavour(system), event, locale, args, dice.NewScripted(k), flavour.NoLast); ok {
			out[line] = true
		}
	}
	return out
}

// WantAll fails unless s holds every one of wants.
func WantAll(t *testing.T, what string, s Sent, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if !strings.Contains(s.Text(), w) {
			t.Errorf("%s: want %q in:\n%s", what, w, s.Text())
		}
	}
}

func ManyDice() []int {
	d := make([]int, 400)
	for i := range d {
		d[i] = 1 + i*7%6
	}
	return d
}

// ReplyOf is the bot's reply among what it sent (not the tracker's edit).
func ReplyOf(t *testing.T, out []Sent) Sent {
	t.Helper()
	for _, o := range out {
		if o.Kind != "edit" {
			return o
		}
	}
	t.Fatal("no reply")
	return Sent{}
}

// Flavour is the overacted-line catalogue of the system id, as the bot's
// plug-in gives it; nil for a system without one.
func Flavour(system string) *flavour.Catalogue {
	for _, p := range bot.Plugins() {
		if f, ok := p.(commands.Flavourer); ok && p.System().ID() == system {
			return f.Flavour()
		}
	}
	return nil
}
