package consoletest

import (
	"strings"
	"testing"
)

// StLockFight starts Ann (initiative 9 + 5 = 14), Thug (2 + 3) and Bo
// (5 + 4), then plays the given lock maneuver by Ann on Thug with 8 8 8 2 2 2
// (3 successes, no defence); every later die is a 2.
func StLockFight(t *testing.T, locale, grab string) *Harness {
	t.Helper()
	h := NewSystemHarness(t, locale, append([]int{9, 2, 5, 8, 8, 8, 2, 2, 2}, Twos(300)...)...)
	h.Run(`/system set system:storyteller
/combat start
/combat add name:Ann stats:"Strength 3 Dexterity 3 Wits 2 Brawl 3"
/combat add name:Thug stats:"Strength 4 Dexterity 2 Wits 1 Brawl 2"
/combat add name:Bo stats:"Dexterity 2 Wits 2"
`)
	got := LastOf(t, Replies(h.Run(grab+"\n")))
	if got.Ephemeral {
		t.Fatalf("%s refused: %s", grab, got.Text())
	}
	return h
}

// RefusedUnchanged runs line, wants one ephemeral refusal containing want,
// and the fight as /combat list shows it unchanged.
func RefusedUnchanged(t *testing.T, h *Harness, line, want string) {
	t.Helper()
	before := LastOf(t, h.Run("/combat list\n")).Text()
	out := h.Run(line + "\n")
	if len(out) != 1 || !out[0].Ephemeral {
		t.Fatalf("%s: want one ephemeral refusal, got %+v", line, out)
	}
	MustContain(t, out[0], want)
	if after := LastOf(t, h.Run("/combat list\n")).Text(); after != before {
		t.Errorf("%s: the refusal changed the fight:\n%s\n%s", line, before, after)
	}
}

func MustContain(t *testing.T, s Sent, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if !strings.Contains(s.Text(), w) {
			t.Errorf("missing %q in %s", w, s.Text())
		}
	}
}

// Twos is n scripted faces of 2: dice that score no success at difficulty 4
// and up.
func Twos(n int) []int {
	f := make([]int, n)
	for i := range f {
		f[i] = 2
	}
	return f
}

// Threes pads a script: 3 is no success at difficulty 4 or more, and no 1.
func Threes(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = 3
	}
	return out
}

// StFight starts a storyteller fight in locale — Bob (initiative die 5)
// and Al (4) join with the given stats — then runs lines. faces follow the
// two initiative dice and are padded with 3s. It returns the harness and
// the replies of the lines (tracker edits left out).
func StFight(t *testing.T, locale, bob, al, lines string, faces ...int) (*Harness, []Sent) {
	t.Helper()
	all := append(append([]int{5, 4}, faces...), Threes(80)...)
	h := NewSystemHarness(t, locale, all...)
	h.Run("/system set system:storyteller\n/combat start\n" +
		"/combat add name:Bob stats:\"" + bob + "\"\n/combat add name:Al stats:\"" + al + "\"\n")
	return h, Replies(h.Run(lines))
}

// Replies drops the tracker's edits.
func Replies(out []Sent) []Sent {
	var r []Sent
	for _, s := range out {
		if s.Kind != "edit" {
			r = append(r, s)
		}
	}
	return r
}

func MustNotContain(t *testing.T, s Sent, bad ...string) {
	t.Helper()
	for _, b := range bad {
		if strings.Contains(s.Text(), b) {
			t.Errorf("unexpected %q in %s", b, s.Text())
		}
	}
}
