package commands_test

import (
	"context"
	"encoding/json"
	"fray/commands"
	"math/rand/v2"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"
	"github.com/tinylib/msgp/msgp"

	"fray/rules"
	"fray/rules/encounter"
	"fray/storage"
)

// BenchmarkTrackerRenderHurt draws the tracker mid-fight: ten combatants per
// system with wounds, conditions, owners and owed rolls (the fresh fights
// of BenchmarkTrackerRender show no conditions at all).
func BenchmarkTrackerRenderHurt(b *testing.B) {
	a := newPerfApp(b, storage.Options{})
	for _, sys := range perfSystems() {
		r := rand.New(rand.NewPCG(3, 4))
		e := randomEncounterOf(r, sys.ID(), 10)
		b.Run(sys.ID()+"/10", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if d := a.TrackerData("ru", sys, nil, e, nil); len(d.Embeds) != 1 {
					b.Fatal("no embed")
				}
			}
		})
	}
}

// TestTrackerDataMatchesPlainRender checks the one-buffer render against
// the plain one it replaced (a string per line and per ID, joined by
// fitLines) on random fights of every size, both locales: byte for byte,
// the cut of a long order and the button rows included.
func TestTrackerDataMatchesPlainRender(t *testing.T) {
	a := newPerfApp(t, storage.Options{})
	r := rand.New(rand.NewPCG(1, 2))
	for k := 0; k < 300; k++ {
		sys := perfSystems()[k%3]
		e := randomEncounter(r, sys.ID())
		evs := randomEvents(r, e)
		for _, loc := range []string{"ru", "en"} {
			got := a.TrackerData(loc, sys, nil, e, evs)
			em := got.Embeds[0]
			if want := "⚔️ " + a.I18n().T(loc, "tracker.title", map[string]any{"Round": e.Round}); em.Title != want {
				t.Fatalf("title %q, want %q", em.Title, want)
			}
			if want := orderPlain(a, loc, sys, e); em.Description != want {
				t.Fatalf("%s, %d combatants, %s:\ngot  %q\nwant %q", sys.ID(), len(e.Combatants), loc, em.Description, want)
			}
			gotRows, _ := json.Marshal(got.Components)
			wantRows, _ := json.Marshal(rowsPlain(a, loc, sys, e))
			if string(gotRows) != string(wantRows) || !reflect.DeepEqual(valueComponents(got.Components), rowsPlain(a, loc, sys, e)) {
				t.Fatalf("%s, %s rows:\ngot  %s\nwant %s", sys.ID(), loc, gotRows, wantRows)
			}
		}
	}
}

// TestTrackerOrderCutAtTheBoundary: a first line exactly as long as the
// budget stays and the next is counted; one rune longer and it goes too.
// It is nobody's turn (Turn −1): a turn's cut keeps the turn in view.
func TestTrackerOrderCutAtTheBoundary(t *testing.T) {
	a := newPerfApp(t, storage.Options{})
	sys := perfSystems()[0]
	one := &encounter.Encounter{Combatants: []rules.Combatant{{ID: 1, Name: "x"}}}
	budget := commands.FitBudget(commands.MaxDesc-100, a.MoreSample("ru"))
	fill := budget - utf8.RuneCountInString(orderPlain(a, "ru", sys, one)) // "x" and its newline
	for _, extra := range []int{-1, 0, 1} {
		e := &encounter.Encounter{Turn: -1, Combatants: []rules.Combatant{{ID: 1, Name: strings.Repeat("x", fill+extra)}, {ID: 2, Name: "y"}}}
		got, want := a.TrackerData("ru", sys, nil, e, nil).Embeds[0].Description, orderPlain(a, "ru", sys, e)
		if got != want {
			t.Errorf("%+d: got %q…, want %q…", extra, got[max(0, len(got)-60):], want[max(0, len(want)-60):])
		}
		if fits := !strings.Contains(want, "\n"+a.MoreText("ru", 2)); fits != (extra <= 0) {
			t.Errorf("%+d: the first line fits = %v; the case misses the boundary", extra, fits)
		}
	}
}

// orderPlain is the description as the render used to build it.
func orderPlain(a *commands.App, locale string, sys rules.System, e *encounter.Encounter) string {
	var lines []string
	for i := range e.Combatants {
		c := &e.Combatants[i]
		h := sys.Health(c)
		mark := "▫️"
		switch {
		case h.Dead:
			mark = "💀"
		case i == e.Turn && !e.Ended:
			mark = "▶️"
		case c.Held:
			mark = "⏸️"
		case h.Out && h.Stunned:
			mark = "😵"
		case h.Out:
			mark = "💤"
		}
		init := strconv.Itoa(c.Init)
		if c.Pinned {
			init += "📌"
		}
		emph := "**"
		if h.Dead {
			emph = "~~"
		}
		line := mark + " `" + strings.Repeat(" ", max(0, 3-utf8.RuneCountInString(init))) + init + "` " + emph + c.Name + emph
		if c.Owner != "" {
			line += " <@" + c.Owner + ">"
		}
		if hl := a.HealthLine(locale, h); hl != "" {
			line += "\n　　" + hl
		}
		lines = append(lines, line)
	}
	if len(lines) == 0 {
		lines = append(lines, a.I18n().T(locale, "tracker.empty", nil))
	}
	// Cut where FitLines cuts; a cut that hides the turn or the next three
	// shows the window around the turn instead (windowPlain).
	budget := commands.FitBudget(commands.MaxDesc-100, a.MoreSample(locale))
	used, cut := 0, len(lines)
	for i, l := range lines {
		if n := utf8.RuneCountInString(l) + 1; used+n <= budget {
			used += n
			continue
		}
		cut = i
		break
	}
	if t := e.Turn; cut < len(lines) && !e.Ended && t >= 0 && t < len(e.Combatants) && min(t+3, len(lines)-1) >= cut {
		return windowPlain(a, locale, lines, t, budget)
	}
	return a.FitLines(locale, lines, commands.MaxDesc-100)
}

// windowPlain is the order of a fight too long for the tracker: from the
// line before the turn's, as many after it as fit in budget less the
// "… N more above" line (at least the turn's), then back up when the end
// comes first; the lines left out counted above and below.
func windowPlain(a *commands.App, locale string, lines []string, turn, budget int) string {
	budget = commands.FitBudget(budget, a.I18n().T(locale, "tracker.above", map[string]any{"Count": 0}))
	width := func(i int) int { return utf8.RuneCountInString(lines[i]) + 1 }
	from := max(0, turn-1)
	to, used := from, 0
	for ; to < len(lines) && (to <= turn || used+width(to) <= budget); to++ {
		used += width(to)
	}
	for from > 0 && used+width(from-1) <= budget {
		from--
		used += width(from)
	}
	out := strings.Join(lines[from:to], "\n")
	if from > 0 {
		out = a.I18n().T(locale, "tracker.above", map[string]any{"Count": from}) + "\n" + out
	}
	if to < len(lines) {
		out += "\n" + a.MoreText(locale, len(lines)-to)
	}
	return out
}

// rowsPlain is the button rows as the render used to build them.
func rowsPlain(a *commands.App, locale string, sys rules.System, e *encounter.Encounter) []discordgo.MessageComponent {
	id := func(action string, args ...string) string {
		return strings.Join(append([]string{action, strconv.Itoa(e.Version)}, args...), ":")
	}
	btn := func(key string, style discordgo.ButtonStyle, action string) discordgo.MessageComponent {
		return discordgo.Button{Label: a.I18n().T(locale, key, nil), Style: style, CustomID: id(action)}
	}
	rows := []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
		btn("tracker.btn.prev", discordgo.SecondaryButton, commands.TrkPrev), btn("tracker.btn.next", discordgo.PrimaryButton, commands.TrkNext),
		btn("tracker.btn.round", discordgo.SecondaryButton, commands.TrkRound), btn("tracker.btn.hold", discordgo.SecondaryButton, commands.TrkHold),
		btn("tracker.btn.end", discordgo.DangerButton, commands.TrkEnd),
	}}}
	var prompts []discordgo.MessageComponent
	for _, p := range e.Prompts {
		if c := e.ByID(p.Combatant); c != nil && len(prompts) < 5 {
			prompts = append(prompts, discordgo.Button{Label: commands.Truncate(c.Name+": "+a.I18n().T(locale, "prompt."+p.Prompt, nil), 80),
				Style: discordgo.SuccessButton, Emoji: &discordgo.ComponentEmoji{Name: "🎲"}, CustomID: id(commands.TrkPrompt, strconv.Itoa(c.ID), p.Prompt)})
		}
	}
	if len(prompts) > 0 {
		rows = append(rows, discordgo.ActionsRow{Components: prompts})
	}
	if !a.TakesActions(sys) || e.Current() == nil {
		return rows
	}
	var row []discordgo.MessageComponent
	acts := 0
	for _, act := range sys.Actions() {
		label := act.En
		if commands.NormalizeLocale(locale) == commands.LocaleRU && act.Ru != "" {
			label = act.Ru
		}
		row = append(row, discordgo.Button{Label: commands.Truncate(label, 80), Style: discordgo.SecondaryButton, CustomID: id(commands.TrkAct, act.Key)})
		if len(row) == 5 {
			rows, row, acts = append(rows, discordgo.ActionsRow{Components: row}), nil, acts+1
		}
		if acts == 3 {
			break
		}
	}
	if len(row) > 0 && acts < 3 {
		rows = append(rows, discordgo.ActionsRow{Components: row})
	}
	return rows
}

// TestTrackerRenderAllocsPerCombatant: a combatant more on the tracker
// costs at most its Health's own notes (two allocations for an unhurt
// fighter: a level key or a level's argument map) — not a line string, a
// health line, a bar, a State and a join, as before.
func TestTrackerRenderAllocsPerCombatant(t *testing.T) {
	a := newPerfApp(t, storage.Options{})
	for k, sys := range perfSystems() {
		allocs := map[int]float64{}
		for _, n := range []int{10, 50} {
			p := &perfChannel{a: a, guild: "g", channel: "allocs-" + strconv.Itoa(k) + "-" + strconv.Itoa(n)}
			p.startFight(t, sys.ID(), n)
			var ch storage.Channel
			if err := a.Store().View(context.Background(), func(tx *storage.Tx) error {
				var err error
				ch, err = tx.Channel(p.guild, p.channel)
				return err
			}); err != nil {
				t.Fatal(err)
			}
			allocs[n] = testing.AllocsPerRun(20, func() { a.TrackerData("ru", sys, &ch, ch.Encounter, nil) })
		}
		if per := (allocs[50] - allocs[10]) / 40; per > 2 {
			t.Errorf("%s: %.2f allocations per combatant (%v at 10, %v at 50), want at most 2", sys.ID(), per, allocs[10], allocs[50])
		}
	}
}

// snapNames are names that stress the line: long, Cyrillic, emoji,
// markdown.
var snapNames = []string{"Orc", "Хобгоблин с очень длинным именем, который не помещается в строку никак", "A", "Ёжик 🦔", "Sir `tick`", "**bold**"}

// randomEncounter is a fight of a random size (none, a few, enough to be
// cut) in any state, for the comparison with the plain render.
func randomEncounter(r *rand.Rand, system string) *encounter.Encounter {
	sizes := []int{0, 1, 3, 10, 40, 90}
	return randomEncounterOf(r, system, sizes[r.IntN(len(sizes))])
}

// randomEncounterOf is n combatants with random names, owners, initiative,
// pins, holds and states, some of them owing rolls.
func randomEncounterOf(r *rand.Rand, system string, n int) *encounter.Encounter {
	e := &encounter.Encounter{System: system, Version: r.IntN(2000), Round: r.IntN(30), Turn: r.IntN(n+2) - 1}
	for i := 0; i < n; i++ {
		c := rules.Combatant{ID: i + 1, Name: snapNames[r.IntN(len(snapNames))] + " " + strconv.Itoa(i), Init: r.IntN(130) - 10, Pinned: r.IntN(5) == 0, Held: r.IntN(5) == 0}
		if r.IntN(3) == 0 {
			c.Owner = strconv.Itoa(100 + r.IntN(1000))
		}
		c.State = randomState(r, system)
		e.Combatants = append(e.Combatants, c)
	}
	for i := 0; i < r.IntN(8) && n > 0; i++ {
		e.Prompts = append(e.Prompts, rules.Event{Combatant: 1 + r.IntN(n+1), Prompt: []string{"save:death", "save:stun", "consciousness", "x"}[r.IntN(4)],
			Note: rules.Note{Key: "medieval.condition.aiming", Args: map[string]any{"Count": r.IntN(4)}}})
	}
	e.NextID = n + 1
	return e
}

// randomEvents are events of the click, some of them the owed rolls
// (listed once, under the prompts).
func randomEvents(r *rand.Rand, e *encounter.Encounter) []rules.Event {
	var evs []rules.Event
	for i := 0; i < r.IntN(6); i++ {
		ev := rules.Event{Combatant: r.IntN(len(e.Combatants) + 2), Note: rules.Note{Key: []string{"medieval.condition.aiming", "storyteller.event.dizzied", "tracker.empty", "nope"}[r.IntN(4)], Args: map[string]any{"Count": r.IntN(5)}}}
		if r.IntN(3) == 0 && len(e.Prompts) > 0 {
			p := e.Prompts[r.IntN(len(e.Prompts))]
			ev.Combatant, ev.Prompt = p.Combatant, p.Prompt
		}
		if r.IntN(4) == 0 {
			ev.Note.Args["Name"] = "Given"
		}
		evs = append(evs, ev)
	}
	return evs
}

// randomState is a stored state with random wounds and conditions, or
// none (a fresh sheet), or one that does not decode.
func randomState(r *rand.Rand, system string) []byte {
	switch r.IntN(12) {
	case 0:
		return nil
	case 1:
		return []byte{0x85, 0xa1} // a map cut short
	}
	b := func() bool { return r.IntN(4) == 0 }
	m := map[string]any{}
	switch system {
	case "medieval":
		m["w"] = r.IntN(60)
		for _, k := range []string{"stun", "stunnew", "stable", "dying", "dead", "charge", "dodge", "aimturn", "ambush"} {
			m[k] = b()
		}
		m["lost"] = r.IntN(64) * r.IntN(2)
		m["parry"] = r.IntN(3) * r.IntN(12)
		m["aim"], m["actions"], m["shots"], m["ev"] = r.IntN(4), r.IntN(4), r.IntN(3), r.IntN(3)
	case "storyteller":
		m["b"], m["l"], m["a"] = r.IntN(4), r.IntN(4), r.IntN(3)
		for _, k := range []string{"dead", "short", "dz", "dzs", "prone", "unc", "uncchk", "bs", "disarmed", "acted"} {
			m[k] = b()
		}
		m["ob"] = r.IntN(3)
		if b() {
			m["lock"] = map[string]any{"m": []string{"grapple", "hold"}[r.IntN(2)], "o": 1, "h": b(), "p": 3, "n": "Other"}
		}
	case "klondike":
		for _, k := range []string{"str", "dex", "end", "ostr", "odex", "oend"} {
			m[k] = r.IntN(12)
		}
		for _, k := range []string{"wounded", "seriously", "shock", "unconscious", "dying", "dead", "stabilized", "prone", "overwatch", "suppressing", "charged"} {
			m[k] = b()
		}
		if b() {
			lost := []any{}
			for _, l := range []string{"leg", "arm", "eye"}[:r.IntN(4)] {
				lost = append(lost, l)
			}
			m["lost"] = lost
		}
		m["pending"], m["aim"], m["support"], m["grappling"], m["suppress_free"], m["actions"] = r.IntN(3), r.IntN(3), r.IntN(3)-1, r.IntN(2), r.IntN(3), r.IntN(3)
		if b() {
			m["ammo"] = map[string]any{"rifle": r.IntN(30)}
		}
		if b() {
			m["watchers"] = []any{1, 2}
		}
	}
	// The systems' generated decoders read a map of these names as their
	// State, whatever the key order.
	raw, _ := msgp.AppendIntf(nil, m)
	return raw
}
