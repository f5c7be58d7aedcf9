package commands_test

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"fray/storage"
)

var (
	aboveLine = regexp.MustCompile(`^… (?:(\d+) more above|выше ещё (\d+))$`)
	belowLine = regexp.MustCompile(`^… (?:and (\d+) more|и ещё (\d+))$`)
)

// count reads the number of an "above" or "below" line.
func count(m []string) int {
	for _, s := range m[1:] {
		if s != "" {
			n, _ := strconv.Atoi(s)
			return n
		}
	}
	return 0
}

// A fight of 32 fighters with the longest names, each with a player, is
// too long for one tracker message. Whoever's turn it is, the tracker
// shows that fighter's line and the next three, and says how many lines
// are left out above and below: every fighter is shown or counted. A cut
// of the last lines would drop the ▶️ line with them while the footer
// names whose turn it is.
func TestTrackerKeepsTheTurnInView(t *testing.T) {
	a := newPerfApp(t, storage.Options{})
	for k, sys := range perfSystems() {
		e := randomEncounterOf(rand.New(rand.NewPCG(uint64(k), 26)), sys.ID(), 32)
		e.Prompts, e.Ended = nil, false
		for i := range e.Combatants {
			c := &e.Combatants[i]
			c.Name = fmt.Sprintf("Fighter %02d %s", i, strings.Repeat("ж", 49))
			c.Owner = strconv.Itoa(100000000000000000 + i)
			c.Held = false
		}
		for _, loc := range []string{"ru", "en"} {
			windows := 0
			for turn := range e.Combatants {
				if sys.Dead(&e.Combatants[turn]) {
					continue
				}
				e.Turn = turn
				d := a.TrackerData(loc, sys, nil, e, nil)
				desc := d.Embeds[0].Description
				what := fmt.Sprintf("%s %s, turn %d", sys.ID(), loc, turn)
				if n := utf8.RuneCountInString(desc); n > 4096 {
					t.Fatalf("%s: description of %d characters", what, n)
				}
				lines := strings.Split(desc, "\n")
				above, below, shown := 0, 0, []int{}
				for _, l := range lines {
					switch {
					case aboveLine.MatchString(l):
						above = count(aboveLine.FindStringSubmatch(l))
					case belowLine.MatchString(l):
						below = count(belowLine.FindStringSubmatch(l))
					case strings.Contains(l, "**Fighter ") || strings.Contains(l, "~~Fighter "):
						i, _ := strconv.Atoi(l[strings.Index(l, "Fighter ")+8:][:2])
						shown = append(shown, i)
					}
				}
				if above > 0 {
					windows++
				}
				if len(shown) == 0 || above+len(shown)+below != len(e.Combatants) {
					t.Fatalf("%s: %d above, %d shown, %d below: want all %d fighters shown or counted\n%s", what, above, len(shown), below, len(e.Combatants), desc)
				}
				for j, i := range shown {
					if i != e.Combatants[above+j].ID-1 {
						t.Fatalf("%s: line %d shows fighter %d, want the order from fighter %d on\n%s", what, j, i, above, desc)
					}
				}
				last := min(turn+3, len(e.Combatants)-1)
				if above > turn || above+len(shown)-1 < last {
					t.Fatalf("%s: fighters %d–%d shown: want the turn's (%d) and the next three in view\n%s", what, above, above+len(shown)-1, turn, desc)
				}
				if !strings.Contains(desc, "▶️") {
					t.Fatalf("%s: no ▶️ line\n%s", what, desc)
				}
			}
			if windows == 0 {
				t.Errorf("%s %s: no turn needed a window: the fight is not long enough to test it", sys.ID(), loc)
			}
		}
	}
}
