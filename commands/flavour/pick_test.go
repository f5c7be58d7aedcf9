package flavour_test

import (
	"errors"
	"strings"
	"testing"

	"fray/bot/consoletest"
	"fray/commands/flavour"
	"fray/rules/dice"
)

func TestThousandSeededPicksNeverRepeatAndUseEveryLine(t *testing.T) {
	eachEvent(t, func(t *testing.T, sys string, e flavour.Event, loc string, lines []string) {
		d := dice.NewSeeded(8, uint64(len(sys)*100+len(e)))
		used := make([]int, len(lines))
		last := flavour.NoLast
		for i := 0; i < 1000; i++ {
			// What stopped a harmless hit changes from pick to pick, so the
			// lines that need one ("weak|", "soak|", "armor|") come too.
			args := full
			args.Stopped = [...]string{flavour.StoppedWeak, flavour.StoppedBody, flavour.StoppedArmor}[i%3]
			// So does who is supernatural ("super|", "superactor|" lines).
			args.Supernatural, args.ActorSupernatural = i%2 == 0, i%4 < 2
			// And the kind of a wrecked vehicle ("water|" … lines).
			args.Vehicle = [...]string{flavour.VehicleGround, flavour.VehicleWater, flavour.VehicleAir, flavour.VehicleGrav}[i%5%4]
			line, idx, ok := flavour.Pick(consoletest.Flavour(sys), string(e), loc, args, d, last)
			if !ok {
				t.Fatalf("pick %d failed", i)
			}
			if idx == last {
				t.Fatalf("pick %d repeats line %d", i, idx)
			}
			if want, _ := flavour.Render(lines[idx], full); line != want {
				t.Fatalf("pick %d: line %q is not line %d rendered (%q)", i, line, idx, want)
			}
			used[idx]++
			last = idx
		}
		for i, n := range used {
			if n == 0 {
				t.Errorf("line %d never picked: %q", i, lines[i])
			}
		}
	})
}

func TestPickIsOneDieOverTheCandidates(t *testing.T) {
	lines := flavour.Lines(consoletest.Flavour("medieval"), string(flavour.Hit), flavour.RU)
	cases := []struct {
		name    string
		face    int
		last    int
		wantIdx int
	}{
		{"first line, nothing shown yet", 1, flavour.NoLast, 0},
		{"third line", 3, flavour.NoLast, 2},
		{"last shown is skipped: face 3 is line 4", 3, 2, 3},
		{"face 1 after line 0 is line 1", 1, 0, 1},
		{"top face after the last line: the die has one side fewer", len(lines) - 1, len(lines) - 1, len(lines) - 2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d := dice.NewScripted(c.face)
			_, idx, ok := flavour.Pick(consoletest.Flavour("medieval"), string(flavour.Hit), flavour.RU, full, d, c.last)
			if err := dice.Check(d); err != nil {
				t.Fatal(err)
			}
			if !ok || idx != c.wantIdx {
				t.Errorf("idx %d ok %v, want %d", idx, ok, c.wantIdx)
			}
			if d.Used() != 1 {
				t.Errorf("%d dice rolled, want 1", d.Used())
			}
		})
	}
	// With a last line, the die has one side fewer: a face of len(lines) is refused.
	d := dice.NewScripted(len(lines))
	flavour.Pick(consoletest.Flavour("medieval"), string(flavour.Hit), flavour.RU, full, d, 0)
	if err := dice.Check(d); !errors.Is(err, dice.ErrFaceTooLarge) {
		t.Errorf("a d%d was not rolled: %v", len(lines)-1, err)
	}
}

func TestPickSkipsLinesWhoseArgsAreMissing(t *testing.T) {
	cases := []struct {
		name string
		args flavour.Args
	}{
		{"no names at all", flavour.Args{}},
		{"blank names are missing", flavour.Args{Actor: "  ", Target: "\t"}},
		{"target only", flavour.Args{Target: "Бьорн"}},
		{"actor and weapon, no part", flavour.Args{Actor: "Ёж", Weapon: "кастеты"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			for _, sys := range systems {
				for _, e := range flavour.Events(consoletest.Flavour(sys)) {
					d := dice.NewSeeded(1, 2)
					last := flavour.NoLast
					for i := 0; i < 50; i++ {
						line, idx, ok := flavour.Pick(consoletest.Flavour(sys), string(e), flavour.RU, c.args, d, last)
						if !ok {
							t.Fatalf("%s/%s: no line for %+v", sys, e, c.args)
						}
						if !flavour.Fits(flavour.Lines(consoletest.Flavour(sys), string(e), flavour.RU)[idx], flavour.TrimArgs(c.args)) {
							t.Fatalf("%s/%s: line %d needs a missing arg: %q", sys, e, idx, line)
						}
						if strings.Contains(line, "  ") || strings.Contains(line, "— —") {
							t.Errorf("%s/%s: hole in %q", sys, e, line)
						}
						last = idx
					}
				}
			}
		})
	}
}

func TestPickHonoursTheAttackKind(t *testing.T) {
	for _, sys := range systems {
		for _, e := range flavour.Events(consoletest.Flavour(sys)) {
			for _, loc := range locales {
				entries := consoletest.Flavour(sys).Lines[loc][e]
				for _, attack := range []string{flavour.Melee, flavour.Ranged, " RANGED "} {
					d := dice.NewSeeded(3, 4)
					last := flavour.NoLast
					for i := 0; i < 100; i++ {
						a := full
						a.Attack = attack
						_, idx, ok := flavour.Pick(consoletest.Flavour(sys), string(e), loc, a, d, last)
						if !ok {
							t.Fatalf("%s/%s/%s %q: no line", sys, e, loc, attack)
						}
						kind, _ := flavour.SplitTag(entries[idx])
						if want := strings.ToLower(strings.TrimSpace(attack)); kind != "" && kind != flavour.Blow && kind != want {
							t.Fatalf("%s/%s/%s: a %s attack got a %s line: %q", sys, e, loc, want, kind, entries[idx])
						}
						last = idx
					}
				}
			}
		}
	}
}

func TestPickCapitalisesTheLine(t *testing.T) {
	// "klondike"'s first miss line that opens with the weapon, fed a lower-case weapon.
	lines := flavour.Lines(consoletest.Flavour("klondike"), string(flavour.Miss), flavour.RU)
	for i, l := range lines {
		if strings.HasPrefix(l, "{{.Weapon}}") {
			d := dice.NewScripted(i + 1)
			line, idx, ok := flavour.Pick(consoletest.Flavour("klondike"), string(flavour.Miss), flavour.RU, flavour.Args{Weapon: "обрез", Actor: "a", Target: "b"}, d, flavour.NoLast)
			if !ok || idx != i || !strings.HasPrefix(line, "Обрез — ") {
				t.Errorf("idx %d line %q", idx, line)
			}
			return
		}
	}
	t.Fatal("no line opens with the weapon")
}

func TestPickRefusals(t *testing.T) {
	d := dice.NewSeeded(1, 1)
	for _, c := range []struct{ sys, event string }{
		{"cyberpunk", "hit"},
		{"medieval", "teleport"},
		{"storyteller", string(flavour.LimbLost)},
		{"medieval", string(flavour.ChaseEscape)},
		{"", ""},
	} {
		if _, _, ok := flavour.Pick(consoletest.Flavour(c.sys), c.event, flavour.RU, full, d, flavour.NoLast); ok {
			t.Errorf("%s/%s: picked a line", c.sys, c.event)
		}
	}
	if _, _, ok := flavour.Pick(consoletest.Flavour("medieval"), string(flavour.Hit), flavour.RU, full, nil, flavour.NoLast); ok {
		t.Error("picked without dice")
	}
}

// brokenSource returns faces outside 1..sides.
type brokenSource int

func (b brokenSource) Roll(int) int { return int(b) }

func TestPickSurvivesABrokenSource(t *testing.T) {
	for _, f := range []int{0, -5, 1 << 40} {
		if _, _, ok := flavour.Pick(consoletest.Flavour("medieval"), string(flavour.Hit), flavour.EN, full, brokenSource(f), flavour.NoLast); !ok {
			t.Errorf("face %d: no line", f)
		}
	}
}

func TestAliasesAndLocales(t *testing.T) {
	cases := []struct {
		sys, event, locale string
		want               []string
	}{
		{"storyteller", "stunned", flavour.RU, flavour.Lines(consoletest.Flavour("storyteller"), string(flavour.Dizzied), flavour.RU)},
		{"klondike", "stunned", flavour.RU, flavour.Lines(consoletest.Flavour("klondike"), string(flavour.Shock), flavour.RU)},
		{"medieval", "botch", flavour.EN, flavour.Lines(consoletest.Flavour("medieval"), string(flavour.Fumble), flavour.EN)},
		{"medieval", "hit", "en-US", flavour.Lines(consoletest.Flavour("medieval"), string(flavour.Hit), flavour.EN)},
		{"medieval", "hit", "de", flavour.Lines(consoletest.Flavour("medieval"), string(flavour.Hit), flavour.EN)},
		{"medieval", "hit", "RU", flavour.Lines(consoletest.Flavour("medieval"), string(flavour.Hit), flavour.RU)},
	}
	for _, c := range cases {
		got := flavour.Lines(consoletest.Flavour(c.sys), c.event, c.locale)
		if len(got) == 0 || strings.Join(got, "\n") != strings.Join(c.want, "\n") {
			t.Errorf("%s/%s/%s: %d lines, not the expected set", c.sys, c.event, c.locale, len(got))
		}
	}
	// Russian and English differ (not a copy of one another).
	if flavour.Lines(consoletest.Flavour("medieval"), "hit", flavour.RU)[0] == flavour.Lines(consoletest.Flavour("medieval"), "hit", flavour.EN)[0] {
		t.Error("ru and en lines are the same")
	}
}

func TestLinesReturnsACopy(t *testing.T) {
	l := flavour.Lines(consoletest.Flavour("medieval"), string(flavour.Hit), flavour.RU)
	l[0] = "changed"
	if flavour.Lines(consoletest.Flavour("medieval"), string(flavour.Hit), flavour.RU)[0] == "changed" {
		t.Error("Lines exposes the catalogue")
	}
}

func TestNoAttackOffersOnlyUntaggedLines(t *testing.T) {
	for _, sys := range []string{"medieval", "storyteller", "klondike"} {
		for _, ev := range flavour.Events(consoletest.Flavour(sys)) {
			for _, loc := range []string{flavour.RU, flavour.EN} {
				d := dice.NewSeeded(7, 9)
				for i := 0; i < 50; i++ {
					line, idx, ok := flavour.Pick(consoletest.Flavour(sys), string(ev), loc, flavour.Args{Actor: "A", Target: "B", Attack: flavour.NoAttack}, d, flavour.NoLast)
					if !ok {
						break // an event with only tagged lines: nothing to say is fine
					}
					if kind, _ := flavour.SplitTag(consoletest.Flavour(sys).Lines[loc][flavour.Canonical(consoletest.Flavour(sys), ev)][idx]); kind != "" {
						t.Fatalf("%s/%s/%s: flavour.NoAttack picked a %s line: %s", sys, ev, loc, kind, line)
					}
				}
			}
		}
	}
}
