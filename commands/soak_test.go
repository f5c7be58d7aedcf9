package commands_test

// A random-walk soak: long seeded sequences of mostly valid play (what a GM
// and players type and click in a fight), with the product's promises
// checked after every step. The hostile walk (hostile_input_test.go) sends
// one bad value at a time; this one drives the state far from the setup.
//
//	go test ./commands/ -run TestSoak                      # the fixed seeds, 120 steps
//	SOAK_SEED=17 SOAK_STEPS=400 go test ./commands/ -run TestSoak
//
// A failure prints the seed and the whole script so far with the dice it
// drew, ready for `go run . console --locale LOCALE --dice FACES`.

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/rs/zerolog"

	"fray/bot"
	"fray/bot/consoletest"
	"fray/rules/dice"
	"fray/rules/encounter"
	"fray/storage"
)

// soakExtraSetup adds a second player, Bob, to hostileSetups' fight.
var soakExtraSetup = map[string]string{
	"medieval": `@Bob /char set stats:"REF 7 BODY 8 TECH 5 Combat Sense 1 Melee 3" name:Bob
@Bob /char weapon add name:Sword spec:"2d6+1 melee"
@Bob /combat join
`,
	"storyteller": `@Bob /char set stats:"Strength 2 Dexterity 3 Stamina 3 Wits 2 Perception 2 Brawl 1 Melee 2 Dodge 1 Willpower 4" name:Bob
@Bob /combat join
`,
	"klondike": `@Bob /char set stats:"STR 8 DEX 7 END 9 INT 6 EDU 6 SOC 5 Melee 2 Gun Combat 0" name:Bob
@Bob /char weapon add name:Axe spec:"2d6+2 melee"
@Bob /combat join
`,
}

// soakSheetEdits are /char lines a player may type mid-fight.
var soakSheetEdits = map[string][]string{
	"medieval": {
		`/char weapon add name:Dagger spec:"1d6 melee"`,
		`/char armor armor:"all 6"`,
		`/char set stats:"REF 9"`,
		`/char weapon remove name:Dagger`,
		`/char show`,
	},
	"storyteller": {
		`/char set stats:"Dexterity 4"`,
		`/char set stats:"Brawl 3 Firearms 2"`,
		`/char weapon add name:Knife spec:"Strength+1 lethal"`,
		`/char armor armor:"1/1"`,
		`/char show`,
	},
	"klondike": {
		`/char weapon add name:Pistol spec:"3d6-3 range:25"`,
		`/char armor armor:4`,
		`/char set stats:"DEX 8"`,
		`/char weapon remove name:Pistol`,
		`/char show`,
	},
}

// soakFree are values for free-text options, per option name.
var soakFree = map[string][]string{
	"stats":    {`"REF 6 BODY 7"`, `"Strength 2 Dexterity 2 Stamina 2"`, `"STR 7 DEX 7 END 7"`},
	"armor":    {"4", `"all 4"`, `"torso 10 hard"`},
	"spec":     {`"1d6 melee"`, `"2d6"`},
	"dice":     {"1d6", "2d10", "3d6+1"},
	"comment":  {"go", "ха"},
	"flags":    {""},
	"parties":  {`"Ann; Orc 1"`, `"Ann; Orc 2; Bob"`},
	"side_a":   {"Ann", `"Ann; Bob"`},
	"side_b":   {`"Orc 1"`, `"Orc 1; Orc 2"`},
	"ap":       {"3d6", "2d6", "1"},
	"extra":    {`"aim:1"`},
	"damage":   {"1d6", "2d6+1", "strength"},
	"location": {"torso", "head", "arm"},
	"lacks":    {""},
	"pool":     {"3", "5"},
	"range":    {"close", "short", "10", "point_blank"},
}

type soakRun struct {
	t       *testing.T
	h       *hostileHarness
	rec     *dice.Recorder
	path    string
	system  string
	locale  string
	seed    uint64
	r       *rand.Rand
	script  []string
	setup   string
	last    []consoletest.Sent // the last step's replies
	lastBtn []discordgo.Button
	fresh   int // names for /combat add
	defs    map[string]hostileCommand
	optEN   map[string]bool
}

func newSoakHarness(t *testing.T, system, locale string, seed uint64, path string) (*hostileHarness, *dice.Recorder) {
	t.Helper()
	rec := dice.NewRecorder(dice.NewSeeded(seed, 0x5eed))
	app, st := consoletest.OpenTestApp(t, path, bot.Plugins(), rec)
	h := &hostileHarness{Harness: &consoletest.Harness{T: t, App: app, Store: st, Path: path}, guild: "100000000000000001", channel: bot.ConsoleChannelID("general")}
	logger := zerolog.New(&h.log).Level(zerolog.ErrorLevel)
	h.Cons = &bot.Console{Router: bot.NewRouter(app, logger), Dice: rec, Out: &h.Out, JSON: true, Locale: locale}
	h.known = []string{"Ann", "Bob", "Orc", "Bow", "Rifle", "Jeep", "Sword", "Axe", "Dagger", "Knife", "Pistol", "Gob", "Cart"}
	return h, rec
}

func soakEnvInt(name string, def int) int {
	if v, err := strconv.Atoi(os.Getenv(name)); err == nil && v > 0 {
		return v
	}
	return def
}

func TestSoakRandomWalk(t *testing.T) {
	steps := soakEnvInt("SOAK_STEPS", 120)
	seeds := []uint64{0}
	if v := os.Getenv("SOAK_SEED"); v != "" {
		seeds = nil
		// "7" or "1-200"
		lo, hi, _ := strings.Cut(v, "-")
		a, err := strconv.ParseUint(lo, 10, 64)
		if err != nil {
			t.Fatalf("SOAK_SEED=%q", v)
		}
		b := a
		if hi != "" {
			if b, err = strconv.ParseUint(hi, 10, 64); err != nil {
				t.Fatalf("SOAK_SEED=%q", v)
			}
		}
		for s := a; s <= b; s++ {
			seeds = append(seeds, s)
		}
	}
	start := time.Now()
	total := 0
	for _, system := range []string{"medieval", "storyteller", "klondike"} {
		for li, locale := range []string{"ru", "en"} {
			for _, seed := range seeds {
				s := seed
				if s == 0 { // the fixed default seeds: one per system and language
					s = uint64(1201 + 10*len(system) + li)
				}
				name := fmt.Sprintf("%s/%s/seed=%d", system, locale, s)
				t.Run(name, func(t *testing.T) {
					total += soakWalk(t, system, locale, s, steps)
				})
			}
		}
	}
	t.Logf("%d seeds × 6 fights × %d steps: %d steps in %v", len(seeds), steps, total, time.Since(start))
}

func soakWalk(t *testing.T, system, locale string, seed uint64, steps int) int {
	path := filepath.Join(t.TempDir(), "fray.db")
	h, rec := newSoakHarness(t, system, locale, seed, path)
	w := &soakRun{t: t, h: h, rec: rec, path: path, system: system, locale: locale, seed: seed,
		r: rand.New(rand.NewPCG(seed, 0x50a4)), defs: map[string]hostileCommand{}, optEN: map[string]bool{}}
	for _, c := range hostileCommands(h.App.Definitions()) {
		w.defs[strings.Join(c.path, " ")] = c
		for _, o := range c.opts {
			if len(o.Name) >= 4 {
				w.optEN[o.Name] = true
			}
		}
	}
	w.setup = hostileSetups[system] + soakExtraSetup[system]
	for _, line := range strings.Split(strings.TrimSpace(w.setup), "\n") {
		w.script = append(w.script, line)
	}
	w.last = h.Run(w.setup)
	if h.log.Len() > 0 {
		t.Fatalf("setup logged: %s", h.log.String())
	}
	w.remember(w.last)
	done := 0
	for i := 0; i < steps; i++ {
		line := w.next()
		if line == "" {
			continue
		}
		if !w.step(line) {
			return done
		}
		done++
	}
	w.reopen()
	return done
}

// fail prints the problem, the seed and the script so far.
func (w *soakRun) fail(line, problem string) {
	w.t.Helper()
	faces := w.rec.Faces()
	fs := make([]string, len(faces))
	for i, f := range faces {
		fs[i] = strconv.Itoa(f)
	}
	w.t.Errorf("soak %s/%s seed=%d: after %q:\n%s\n--- script (go run . console --locale %s --dice %s) ---\n%s",
		w.system, w.locale, w.seed, line, problem, w.locale, strings.Join(fs, ","), strings.Join(w.script, "\n"))
}

// enc reads the stored encounter (nil when none).
func (w *soakRun) channel(b []byte) storage.Channel {
	var ch storage.Channel
	if len(b) > 0 {
		var err error
		if ch, err = storage.DecodeChannel(b); err != nil {
			w.t.Fatalf("stored channel: %v", err)
		}
	}
	return ch
}

func (w *soakRun) state() (hostileState, string) {
	s := w.h.state()
	var bob []string
	_ = w.h.Store.View(context.Background(), func(tx *storage.Tx) error {
		for _, sys := range []string{"medieval", "storyteller", "klondike"} {
			sh, ok, _ := tx.Sheet(w.h.guild, consoleUserID("Bob"), sys)
			b, _ := json.Marshal(sh)
			bob = append(bob, fmt.Sprint(ok, string(b)))
		}
		return nil
	})
	return s, strings.Join(bob, "|")
}

// step runs one line and checks the invariants; false stops the walk.
func (w *soakRun) step(line string) bool {
	w.t.Helper()
	w.script = append(w.script, line)
	before, beforeBob := w.state()
	out := w.h.Run(line + "\n")
	w.last = out
	cmd := w.cmdOf(line)
	problem, changed := w.h.check(w.locale, line, cmd, w.typed(line), out, before)
	_, afterBob := w.state()
	if afterBob != beforeBob {
		changed = true
	}
	refused := false
	for _, s := range out {
		var r hostileReply
		if json.Unmarshal(s.Data, &r) == nil && r.refusal() {
			refused = true
		}
	}
	if refused && afterBob != beforeBob && problem == "" {
		problem = "a refused command changed Bob's sheet"
	}
	if problem == "" && w.locale == "ru" {
		problem = englishOptionNames(out, w.typed(line), w.h.known)
	}
	if problem == "" {
		problem = w.checkReplies(out, w.typed(line))
	}
	if problem == "" {
		problem = w.checkEncounter()
	}
	if problem != "" {
		w.fail(line, problem)
		return false
	}
	w.remember(out)
	// A successful change undone at once gives the fight back as it was.
	prev := w.channel(before.channel)
	// Only when a fight ran before and after the step: with none (or an
	// ended one) the step stores no undo snapshot, and the undo takes back
	// an earlier change (e.g. /combat end, a no-fight /vehicle add, then an
	// undo that rightly brings the fight back).
	if changed && !refused && !soakNoUndo(w.cmdOf(line)) &&
		soakRunning(prev) && soakRunning(w.channel(w.h.state().channel)) &&
		w.fightChanged(prev) && w.r.IntN(5) == 0 {
		w.script = append(w.script, "/combat undo")
		uout := w.h.Run("/combat undo\n")
		w.last = uout
		if msg := w.undoProblem(prev, uout); msg != "" {
			w.fail("/combat undo", msg)
			return false
		}
		w.remember(uout)
	}
	// The tracker still renders.
	if changed && w.r.IntN(3) == 0 {
		ch := w.channel(w.h.state().channel)
		if ch.Encounter != nil && !ch.Encounter.Ended {
			w.script = append(w.script, "/combat list")
			lout := w.h.Run("/combat list\n")
			if msg := w.trackerProblem(lout, true); msg != "" {
				w.fail("/combat list", msg)
				return false
			}
			w.remember(lout)
		}
	}
	return true
}

// soakNoUndo are the commands that are no undo step: sheet edits (an undo
// keeps the sheets as they are), the channel's settings and the rolls a
// fight logs without a snapshot (m.NoUndo), /combat start (a new fight
// starts a new history) and the undo itself.
func soakNoUndo(c hostileCommand) bool {
	if len(c.path) == 0 {
		return false // a click
	}
	switch strings.Join(c.path, " ") {
	case "combat undo", "combat start", "combat specialty", "combat instant-death", "flavour", "check", "maneuver add":
		return true
	}
	return c.path[0] == "char"
}

// soakBare drops the "@User " prefix.
func soakBare(line string) string {
	if strings.HasPrefix(line, "@") {
		if i := strings.IndexByte(line, ' '); i > 0 {
			return line[i+1:]
		}
	}
	return line
}

// cmdOf is the command a line names (for the names a refusal may quote).
func (w *soakRun) cmdOf(line string) hostileCommand {
	l := soakBare(line)
	if !strings.HasPrefix(l, "/") {
		return hostileCommand{}
	}
	f := strings.Fields(l[1:])
	for n := min(3, len(f)); n > 0; n-- {
		if c, ok := w.defs[strings.Join(f[:n], " ")]; ok {
			return c
		}
	}
	return hostileCommand{}
}

var (
	soakSnakeRE = regexp.MustCompile(`\b[a-z]+_[a-z_]+\b`)
	soakWordRE  = regexp.MustCompile(`[a-z_]{4,}`)
)

var soakValueRE = regexp.MustCompile(`:("[^"]*"|«[^»]*»|\S+)`)

func (w *soakRun) typed(line string) []string {
	var out []string
	for _, m := range soakValueRE.FindAllStringSubmatch(line, -1) {
		out = append(out, strings.Trim(m[1], `"«»`))
	}
	return out
}

// remember keeps the buttons of the newest message that has any.
func (w *soakRun) remember(out []consoletest.Sent) {
	for k := len(out) - 1; k >= 0; k-- {
		var d discordgo.InteractionResponseData
		if json.Unmarshal(out[k].Data, &d) != nil {
			continue
		}
		var btns []discordgo.Button
		for _, row := range d.Components {
			if ar, ok := row.(*discordgo.ActionsRow); ok {
				for _, c := range ar.Components {
					if b, ok := c.(*discordgo.Button); ok && b.CustomID != "" && !b.Disabled {
						btns = append(btns, *b)
					}
				}
			}
		}
		if len(btns) > 0 {
			w.lastBtn = btns
			return
		}
	}
}

// checkReplies: no raw message keys anywhere, no English option names in
// Russian, every tracker in the replies renders.
func (w *soakRun) checkReplies(out []consoletest.Sent, typed []string) string {
	for _, s := range out {
		var r hostileReply
		if json.Unmarshal(s.Data, &r) != nil {
			continue
		}
		txt := codeRE.ReplaceAllString(r.text(), " ")
		if k := rawKeyRE.FindString(txt); k != "" && !slices.Contains(w.h.known, k) {
			return fmt.Sprintf("raw message key %q: %s", k, strings.ReplaceAll(r.text(), "\n", " ⏎ "))
		}
		if w.locale == "ru" && os.Getenv("SOAK_LATIN") != "" && !r.refusal() {
			// SOAK_LATIN=1 logs the Latin words of Russian replies, for a
			// reader to judge (names and weapons typed in English are fine).
			if ws := foreignWords("ru", txt, typed, w.h.known); len(ws) > 0 {
				w.t.Logf("LATIN %v in: %s", ws, strings.ReplaceAll(r.text(), "\n", " ⏎ "))
			}
		}
		if w.locale == "ru" {
			for _, v := range typed {
				if strings.TrimSpace(v) != "" {
					txt = strings.ReplaceAll(txt, v, " ")
				}
			}
			// A snake_case id (a result or option value) is not Russian.
			if id := soakSnakeRE.FindString(txt); id != "" {
				return fmt.Sprintf("identifier %q in a Russian reply: %s", id, strings.ReplaceAll(r.text(), "\n", " ⏎ "))
			}
			for _, word := range soakWordRE.FindAllString(txt, -1) {
				if w.optEN[word] {
					return fmt.Sprintf("English option name %q in a Russian reply: %s", word, strings.ReplaceAll(r.text(), "\n", " ⏎ "))
				}
			}
		}
	}
	return w.trackerProblem(out, false)
}

// trackerProblem checks the trackers among out (want: one must be there).
func (w *soakRun) trackerProblem(out []consoletest.Sent, want bool) string {
	ch := w.channel(w.h.state().channel)
	found := false
	for _, s := range out {
		if !bytes.Contains(s.Data, []byte(`"trk:`)) {
			continue
		}
		var r hostileReply
		if json.Unmarshal(s.Data, &r) != nil || len(r.Embeds) == 0 {
			continue
		}
		found = true
		if ch.Encounter == nil {
			continue
		}
		desc := r.Embeds[0].Description
		bars := strings.Count(desc, "▰") + strings.Count(desc, "▱")
		n := len(ch.Encounter.Combatants)
		lines := 0
		for _, l := range strings.Split(desc, "\n") {
			if strings.ContainsAny(l, "▰▱") {
				lines++
			}
		}
		// An update redraws the clicked message, which may be an older
		// tracker; edits and new trackers show the fight as stored.
		if n > 0 && lines < n && s.Kind != "update" {
			return fmt.Sprintf("tracker shows %d health bars (%d segments) for %d combatants:\n%s", lines, bars, n, desc)
		}
		for _, c := range ch.Encounter.Combatants {
			if s.Kind != "update" && !strings.Contains(desc, c.Name) {
				return fmt.Sprintf("tracker lacks %q:\n%s", c.Name, desc)
			}
		}
	}
	if want && !found {
		return "no tracker in the reply"
	}
	return ""
}

// checkEncounter: round ≥ 1 (or the free round), the turn on someone.
func (w *soakRun) checkEncounter() string {
	ch := w.channel(w.h.state().channel)
	e := ch.Encounter
	if e == nil || e.Ended {
		return ""
	}
	if e.Round < 1 && !(e.Round == 0 && len(e.Free) > 0) {
		return fmt.Sprintf("round %d (free %v)", e.Round, e.Free)
	}
	if len(e.Combatants) > 0 && (e.Turn < 0 || e.Turn >= len(e.Combatants)) {
		return fmt.Sprintf("turn %d with %d combatants", e.Turn, len(e.Combatants))
	}
	if len(e.Combatants) == 0 && e.Turn != 0 {
		return fmt.Sprintf("turn %d with no combatants", e.Turn)
	}
	return ""
}

// undoProblem compares the fight after an undo with the one before the step:
// the encounter (less its version and tracker message) and the system's
// channel data.
func (w *soakRun) undoProblem(prev storage.Channel, out []consoletest.Sent) string {
	for _, s := range out {
		var r hostileReply
		if json.Unmarshal(s.Data, &r) == nil && r.refusal() {
			return "undo refused: " + r.text()
		}
	}
	if w.h.log.Len() > 0 {
		msg := w.h.log.String()
		w.h.log.Reset()
		return "undo logged: " + firstLine(msg)
	}
	now := w.channel(w.h.state().channel)
	if a, b := soakNorm(prev.Encounter), soakNorm(now.Encounter); a != b {
		return fmt.Sprintf("undo did not restore the encounter:\n%s\nbefore %s\nafter  %s", soakDiff(a, b), a, b)
	}
	if !reflect.DeepEqual(soakExtra(prev.Extra), soakExtra(now.Extra)) {
		return fmt.Sprintf("undo did not restore the channel data:\nbefore %v\nafter  %v", soakExtra(prev.Extra), soakExtra(now.Extra))
	}
	return ""
}

// soakRunning: the channel has a fight that has not ended.
func soakRunning(ch storage.Channel) bool {
	return ch.Encounter != nil && !ch.Encounter.Ended
}

// fightChanged: the step changed what an undo restores.
func (w *soakRun) fightChanged(prev storage.Channel) bool {
	now := w.channel(w.h.state().channel)
	return soakNorm(prev.Encounter) != soakNorm(now.Encounter) || !reflect.DeepEqual(soakExtra(prev.Extra), soakExtra(now.Extra))
}

func soakNorm(e *encounter.Encounter) string {
	if e == nil {
		return "null"
	}
	c := *e
	c.Version, c.Tracker = 0, encounter.MessageRef{}
	b, _ := json.Marshal(c)
	return string(b)
}

// soakDiff shows where two JSON texts first differ.
func soakDiff(a, b string) string {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	lo := max(0, i-200)
	return fmt.Sprintf("first difference at %d:\n  before …%s…\n  after  …%s…", i, a[lo:min(len(a), i+120)], b[lo:min(len(b), i+120)])
}

func soakExtra(m map[string]json.RawMessage) map[string]string {
	out := map[string]string{}
	for k, v := range m {
		var x any
		_ = json.Unmarshal(v, &x)
		b, _ := json.Marshal(x)
		out[k] = string(b)
	}
	return out
}

// reopen closes the store and opens a second app on the same file, as a
// second console would: it shows the same tracker.
func (w *soakRun) reopen() {
	ch := w.channel(w.h.state().channel)
	if ch.Encounter == nil || ch.Encounter.Ended {
		return
	}
	w.script = append(w.script, "/combat list")
	a := w.h.Run("/combat list\n")
	w.h.Store.Close()
	h2, _ := newSoakHarness(w.t, w.system, w.locale, w.seed, w.path)
	b := h2.Run("/combat list\n")
	desc := func(out []consoletest.Sent) string {
		for k := len(out) - 1; k >= 0; k-- {
			var r hostileReply
			if json.Unmarshal(out[k].Data, &r) == nil && len(r.Embeds) > 0 && bytes.Contains(out[k].Data, []byte(`"trk:`)) {
				return r.Embeds[0].Title + "\n" + r.Embeds[0].Description
			}
		}
		return "(no tracker)"
	}
	if da, db := desc(a), desc(b); da != db {
		w.fail("second console: /combat list", fmt.Sprintf("first:\n%s\nsecond:\n%s", da, db))
	}
}

// names are the combatants of the stored fight.
func (w *soakRun) names() []string {
	ch := w.channel(w.h.state().channel)
	if ch.Encounter == nil {
		return []string{"Ann", "Orc 1"}
	}
	var out []string
	for _, c := range ch.Encounter.Combatants {
		out = append(out, c.Name)
	}
	if len(out) == 0 {
		out = []string{"Ann"}
	}
	return out
}

func (w *soakRun) pick(xs []string) string { return xs[w.r.IntN(len(xs))] }

// user picks who types: the GM mostly, the players sometimes.
func (w *soakRun) user() string {
	switch w.r.IntN(6) {
	case 0:
		return "@Ann "
	case 1:
		return "@Bob "
	}
	return ""
}

// ownerOf is the user that owns a combatant ("" for the GM's NPCs).
func (w *soakRun) ownerOf(name string) string {
	switch name {
	case "Ann", "Bob":
		return "@" + name + " "
	}
	return ""
}

func quoteName(n string) string { return consoleValue(n) }

// autocomplete asks the console for an option's choices.
func (w *soakRun) autocomplete(line string) []string {
	out := w.h.Run("?" + line + "\n")
	var vals []string
	for _, s := range out {
		var r hostileReply
		if json.Unmarshal(s.Data, &r) != nil {
			continue
		}
		for _, c := range r.Choices {
			vals = append(vals, fmt.Sprint(c.Value))
		}
	}
	return vals
}

// value is a plausible value for an option of cmd.
func (w *soakRun) value(cmd hostileCommand, o *discordgo.ApplicationCommandOption, prefix string) string {
	if len(o.Choices) > 0 {
		c := o.Choices[w.r.IntN(len(o.Choices))]
		if w.locale == "ru" && w.r.IntN(2) == 0 && c.NameLocalizations[discordgo.Russian] != "" {
			return consoleValue(c.NameLocalizations[discordgo.Russian])
		}
		return consoleValue(c.Name)
	}
	switch o.Name {
	case "target", "attacker", "medic", "mechanic", "party", "defense":
		if o.Name == "defense" {
			break
		}
		return quoteName(w.pick(w.names()))
	case "name":
		switch strings.Join(cmd.path, " ") {
		case "combat add":
			w.fresh++
			return "Gob" + strconv.Itoa(w.fresh)
		case "vehicle add":
			return "Cart"
		case "maneuver add":
			return "Feint"
		case "char weapon add", "char weapon remove":
			return "Dagger"
		}
		if !o.Autocomplete {
			return quoteName(w.pick(w.names()))
		}
	}
	if o.Autocomplete {
		vals := w.autocomplete(prefix + " " + o.Name + ":")
		if len(vals) > 0 && w.r.IntN(8) != 0 {
			return consoleValue(w.pick(vals))
		}
		if o.Name == "target" || o.Name == "name" || o.Name == "attacker" {
			return quoteName(w.pick(w.names()))
		}
	}
	if vs, ok := soakFree[o.Name]; ok {
		return w.pick(vs)
	}
	switch o.Type {
	case discordgo.ApplicationCommandOptionInteger, discordgo.ApplicationCommandOptionNumber:
		if w.r.IntN(6) == 0 {
			return strconv.Itoa(w.r.IntN(30))
		}
		return strconv.Itoa(w.r.IntN(7) - 1)
	case discordgo.ApplicationCommandOptionBoolean:
		return strconv.FormatBool(w.r.IntN(2) == 0)
	case discordgo.ApplicationCommandOptionUser:
		return "@Bob"
	}
	return quoteName(w.pick(w.names()))
}

// command builds a line for a leaf command: the required options, some of
// the others.
func (w *soakRun) command(path string, fixed map[string]string, pOpt int) string {
	cmd := w.defs[path]
	line := "/" + path
	for k, v := range fixed {
		line += " " + k + ":" + v
	}
	for _, o := range cmd.opts {
		if _, ok := fixed[o.Name]; ok {
			continue
		}
		if o.Name == "secret" || o.Name == "hidden" {
			continue
		}
		if o.Required || w.r.IntN(100) < pOpt {
			line += " " + o.Name + ":" + w.value(cmd, o, line)
		}
	}
	return line
}

// soakSystemCommands are the commands the walk picks at random.
var soakSystemCommands = []string{
	"damage", "heal", "save", "stabilize", "check", "time", "reload", "treat", "surgery", "grapple", "support",
	"combat action", "combat track", "combat charge", "combat specialty", "combat weapon", "combat lead",
	"combat surprise", "combat instant-death", "combat init", "combat hold",
	"vehicle add", "vehicle hit", "vehicle show", "vehicle board", "vehicle crash", "vehicle repair",
	"chase start", "chase round", "chase break", "chase end",
	"maneuver add", "maneuver list", "roll", "odds", "flavour",
}

// next is the next line of the walk.
func (w *soakRun) next() string {
	names := w.names()
	if ch := w.channel(w.h.state().channel); (ch.Encounter == nil || ch.Encounter.Ended) && w.r.IntN(2) == 0 {
		return "/combat start"
	}
	switch k := w.r.IntN(100); {
	case k < 25: // an attack
		att := w.pick(names)
		tgt := w.pick(names)
		who := w.ownerOf(att)
		if w.r.IntN(8) == 0 {
			who = w.user()
		}
		fixed := map[string]string{"attacker": quoteName(att), "target": quoteName(tgt)}
		line := "/attack attacker:" + quoteName(att)
		for _, opt := range []string{"weapon", "maneuver"} {
			if _, ok := optIn(w.defs["attack"], opt); ok && w.r.IntN(3) != 0 {
				if vals := w.autocomplete(line + " " + opt + ":"); len(vals) > 0 {
					fixed[opt] = consoleValue(w.pick(vals))
				}
			}
		}
		return who + w.command("attack", fixed, 8)
	case k < 40: // the turn moves
		return w.pick([]string{"/combat next", "/combat next", "/combat next", "/combat prev", "/combat hold", "@Ann /combat next"})
	case k < 58: // a button of the last message
		if len(w.lastBtn) == 0 {
			return "/combat list"
		}
		b := w.lastBtn[w.r.IntN(len(w.lastBtn))]
		who := ""
		switch w.r.IntN(3) {
		case 1:
			who = "@Ann "
		case 2:
			who = "@Bob "
		}
		return who + "!click " + b.CustomID
	case k < 62:
		return "/combat undo"
	case k < 67: // a sheet edit mid-fight
		return w.pick([]string{"@Ann ", "@Bob "}) + w.pick(soakSheetEdits[w.system])
	case k < 75: // the fight itself
		switch w.r.IntN(12) {
		case 0:
			return w.command("combat add", map[string]string{}, 30)
		case 1:
			return "/combat remove name:" + quoteName(w.pick(names))
		case 2:
			return w.pick([]string{"@Ann ", "@Bob "}) + "/combat join"
		case 3:
			return "/combat init name:" + quoteName(w.pick(names)) + " value:" + strconv.Itoa(w.r.IntN(25))
		case 4:
			return "/combat log"
		case 5:
			return "/combat list"
		case 6:
			if w.r.IntN(3) == 0 {
				return "/combat end"
			}
			return "/combat list"
		case 7:
			return "/combat start"
		default:
			return "/combat hold name:" + quoteName(w.pick(names))
		}
	default: // the system's own commands, and the rest
		path := w.pick(soakSystemCommands)
		if _, ok := w.defs[path]; !ok {
			return ""
		}
		return w.user() + w.command(path, map[string]string{}, 25)
	}
}

func optIn(c hostileCommand, name string) (*discordgo.ApplicationCommandOption, bool) {
	for _, o := range c.opts {
		if o.Name == name {
			return o, true
		}
	}
	return nil, false
}
