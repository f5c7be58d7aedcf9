package flavour

import (
	"errors"
	"strings"
	"testing"

	"fray/rules/dice"
)

func TestThousandSeededPicksNeverRepeatAndUseEveryLine(t *testing.T) {
	eachEvent(t, func(t *testing.T, sys string, e Event, loc string, lines []string) {
		d := dice.NewSeeded(8, uint64(len(sys)*100+len(e)))
		used := make([]int, len(lines))
		last := NoLast
		for i := 0; i < 1000; i++ {
			// What stopped a harmless hit changes from pick to pick, so the
			// lines that need one ("weak|", "soak|", "armor|") come too.
			args := full
			args.Stopped = [...]string{StoppedWeak, StoppedBody, StoppedArmor}[i%3]
			// So does who is supernatural ("super|", "superactor|" lines).
			args.Supernatural, args.ActorSupernatural = i%2 == 0, i%4 < 2
			// And the kind of a wrecked vehicle ("water|" … lines).
			args.Vehicle = [...]string{VehicleGround, VehicleWater, VehicleAir, VehicleGrav}[i%5%4]
			line, idx, ok := Pick(sys, string(e), loc, args, d, last)
			if !ok {
				t.Fatalf("pick %d failed", i)
			}
			if idx == last {
				t.Fatalf("pick %d repeats line %d", i, idx)
			}
			if want, _ := (*Templates)(nil).render(lines[idx], full); line != want {
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
	lines := Lines(Medieval, string(Hit), RU)
	cases := []struct {
		name    string
		face    int
		last    int
		wantIdx int
	}{
		{"first line, nothing shown yet", 1, NoLast, 0},
		{"third line", 3, NoLast, 2},
		{"last shown is skipped: face 3 is line 4", 3, 2, 3},
		{"face 1 after line 0 is line 1", 1, 0, 1},
		{"top face after the last line: the die has one side fewer", len(lines) - 1, len(lines) - 1, len(lines) - 2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d := dice.NewScripted(c.face)
			_, idx, ok := Pick(Medieval, string(Hit), RU, full, d, c.last)
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
	Pick(Medieval, string(Hit), RU, full, d, 0)
	if err := dice.Check(d); !errors.Is(err, dice.ErrFaceTooLarge) {
		t.Errorf("a d%d was not rolled: %v", len(lines)-1, err)
	}
}

func TestPickSkipsLinesWhoseArgsAreMissing(t *testing.T) {
	cases := []struct {
		name string
		args Args
	}{
		{"no names at all", Args{}},
		{"blank names are missing", Args{Actor: "  ", Target: "\t"}},
		{"target only", Args{Target: "Бьорн"}},
		{"actor and weapon, no part", Args{Actor: "Ёж", Weapon: "кастеты"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			for _, sys := range systems {
				for _, e := range Events(sys) {
					d := dice.NewSeeded(1, 2)
					last := NoLast
					for i := 0; i < 50; i++ {
						line, idx, ok := Pick(sys, string(e), RU, c.args, d, last)
						if !ok {
							t.Fatalf("%s/%s: no line for %+v", sys, e, c.args)
						}
						if !fits(Lines(sys, string(e), RU)[idx], trimArgs(c.args)) {
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
		for _, e := range Events(sys) {
			for _, loc := range locales {
				entries := catalogue[sys][loc][e]
				for _, attack := range []string{Melee, Ranged, " RANGED "} {
					d := dice.NewSeeded(3, 4)
					last := NoLast
					for i := 0; i < 100; i++ {
						a := full
						a.Attack = attack
						_, idx, ok := Pick(sys, string(e), loc, a, d, last)
						if !ok {
							t.Fatalf("%s/%s/%s %q: no line", sys, e, loc, attack)
						}
						kind, _ := splitTag(entries[idx])
						if want := strings.ToLower(strings.TrimSpace(attack)); kind != "" && kind != Blow && kind != want {
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
	// Klondike's first miss line that opens with the weapon, fed a lower-case weapon.
	lines := Lines(Klondike, string(Miss), RU)
	for i, l := range lines {
		if strings.HasPrefix(l, "{{.Weapon}}") {
			d := dice.NewScripted(i + 1)
			line, idx, ok := Pick(Klondike, string(Miss), RU, Args{Weapon: "обрез", Actor: "a", Target: "b"}, d, NoLast)
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
		{Medieval, "teleport"},
		{Storyteller, string(LimbLost)},
		{Medieval, string(ChaseEscape)},
		{"", ""},
	} {
		if _, _, ok := Pick(c.sys, c.event, RU, full, d, NoLast); ok {
			t.Errorf("%s/%s: picked a line", c.sys, c.event)
		}
	}
	if _, _, ok := Pick(Medieval, string(Hit), RU, full, nil, NoLast); ok {
		t.Error("picked without dice")
	}
}

// brokenSource returns faces outside 1..sides.
type brokenSource int

func (b brokenSource) Roll(int) int { return int(b) }

func TestPickSurvivesABrokenSource(t *testing.T) {
	for _, f := range []int{0, -5, 1 << 40} {
		if _, _, ok := Pick(Medieval, string(Hit), EN, full, brokenSource(f), NoLast); !ok {
			t.Errorf("face %d: no line", f)
		}
	}
}

func TestAliasesAndLocales(t *testing.T) {
	cases := []struct {
		sys, event, locale string
		want               []string
	}{
		{Storyteller, "stunned", RU, Lines(Storyteller, string(Dizzied), RU)},
		{Klondike, "stunned", RU, Lines(Klondike, string(Shock), RU)},
		{Medieval, "botch", EN, Lines(Medieval, string(Fumble), EN)},
		{Medieval, "hit", "en-US", Lines(Medieval, string(Hit), EN)},
		{Medieval, "hit", "de", Lines(Medieval, string(Hit), EN)},
		{Medieval, "hit", "RU", Lines(Medieval, string(Hit), RU)},
	}
	for _, c := range cases {
		got := Lines(c.sys, c.event, c.locale)
		if len(got) == 0 || strings.Join(got, "\n") != strings.Join(c.want, "\n") {
			t.Errorf("%s/%s/%s: %d lines, not the expected set", c.sys, c.event, c.locale, len(got))
		}
	}
	// Russian and English differ (not a copy of one another).
	if Lines(Medieval, "hit", RU)[0] == Lines(Medieval, "hit", EN)[0] {
		t.Error("ru and en lines are the same")
	}
}

func TestLinesReturnsACopy(t *testing.T) {
	l := Lines(Medieval, string(Hit), RU)
	l[0] = "changed"
	if Lines(Medieval, string(Hit), RU)[0] == "changed" {
		t.Error("Lines exposes the catalogue")
	}
}

func TestNoAttackOffersOnlyUntaggedLines(t *testing.T) {
	for _, sys := range []string{Medieval, Storyteller, Klondike} {
		for _, ev := range Events(sys) {
			for _, loc := range []string{RU, EN} {
				d := dice.NewSeeded(7, 9)
				for i := 0; i < 50; i++ {
					line, idx, ok := Pick(sys, string(ev), loc, Args{Actor: "A", Target: "B", Attack: NoAttack}, d, NoLast)
					if !ok {
						break // an event with only tagged lines: nothing to say is fine
					}
					if kind, _ := splitTag(catalogue[sys][loc][canonical(sys, ev)][idx]); kind != "" {
						t.Fatalf("%s/%s/%s: NoAttack picked a %s line: %s", sys, ev, loc, kind, line)
					}
				}
			}
		}
	}
}
