// Package consoletest drives Fray through its console in tests, as a user
// would: a real bbolt file, scripted dice, the JSON the bot would send; and
// the helpers the rule systems' tests share to set up fights and read replies.
package consoletest

import (
	"bytes"
	"context"
	"encoding/json"
	"fray/bot"
	"fray/commands"
	"fray/rules"
	"fray/rules/dice"
	"fray/storage"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/rs/zerolog"
)

// TestSys is a minimal system: initiative 1d10 + REF, health 10 minus the
// "hurt" stored in its state, a death-save prompt at the start of the turn of
// anyone with hurt ≥ 10.
type TestSys struct{ Id string }

type TestState struct {
	Hurt int `json:"hurt"`
}

func (s TestSys) ID() string { return s.Id }

func (s TestSys) Stats() []rules.StatDef {
	return []rules.StatDef{
		{Key: "REF", En: "REF", Ru: "РЕФ", Default: 5, Min: 0, Max: 20},
		{Key: "BODY", En: "BODY", Ru: "ТЕЛ", Default: 5, Min: 0, Max: 20},
		{Key: "combat_sense", En: "Combat Sense", Ru: "Чувство боя", Aliases: []string{"cs"}, Max: 10, Skill: true},
	}
}

func (s TestSys) ParseArmor(x string) (string, error) {
	if x == "bad" {
		return "", rules.Errorf("test.bad_armor", nil)
	}
	return x, nil
}

func (s TestSys) ParseWeapon(n, x string) (rules.Weapon, error) {
	return rules.Weapon{Name: n, Spec: x}, nil
}

func (s TestSys) NewState(*rules.Sheet) ([]byte, error) {
	return []byte(`{"hurt":0}`), nil
}

func (s TestSys) Initiative(c *rules.Combatant, d dice.Source) rules.Initiative {
	r := d.Roll(10)
	ref := c.Sheet.Stat("REF", 5)
	return rules.Initiative{Total: r + ref, Dice: []int{r}, Mod: ref}
}

func (s TestSys) CompareTie(a, b *rules.Combatant) int { return 0 }

func (s TestSys) RerollEachRound() bool { return true }

func (s TestSys) StartRound(c *rules.Combatant, d dice.Source) []rules.Event {
	return nil
}

func (s TestSys) StartTurn(c *rules.Combatant, d dice.Source) []rules.Event {
	var st TestState
	_ = json.Unmarshal(c.State, &st)
	if st.Hurt >= 10 {
		return []rules.Event{{Combatant: c.ID, Note: rules.Note{Key: "tracker.prompts"}, Prompt: "save:death"}}
	}
	return nil
}

func (s TestSys) EndRound(c *rules.Combatant, d dice.Source) []rules.Event { return nil }

func (s TestSys) Health(c *rules.Combatant) rules.Health {
	var st TestState
	_ = json.Unmarshal(c.State, &st)
	return rules.Health{Cur: 10 - st.Hurt, Max: 10, Dead: st.Hurt >= 20}
}

func (s TestSys) Dead(c *rules.Combatant) bool { return s.Health(c).Dead }

func (s TestSys) Actions() []rules.Action { return nil }

// TestSystems are toy systems under the real ids, with no commands of their
// own: the core's commands alone.
var TestSystems = []commands.Plugin{commands.RulesOnly{Rules: TestSys{"medieval"}}, commands.RulesOnly{Rules: TestSys{"storyteller"}}, commands.RulesOnly{Rules: TestSys{"klondike"}}}

type Harness struct {
	T     *testing.T
	App   *commands.App
	Dice  *dice.Scripted
	Path  string
	Out   bytes.Buffer
	Cons  *bot.Console
	Store *storage.Store
}

// NewHarness opens a real bbolt file and a console in JSON mode.
func NewHarness(t *testing.T, path string, locale string, faces ...int) *Harness {
	t.Helper()
	return NewHarnessWith(t, TestSystems, path, locale, faces...)
}

// NewSystemHarness uses the real rule systems.
func NewSystemHarness(t *testing.T, locale string, faces ...int) *Harness {
	t.Helper()
	return NewHarnessWith(t, bot.Plugins(), "", locale, faces...)
}

func NewHarnessWith(t *testing.T, systems []commands.Plugin, path string, locale string, faces ...int) *Harness {
	t.Helper()
	if path == "" {
		path = filepath.Join(t.TempDir(), "fray.db")
	}
	d := dice.NewScripted(faces...)
	app, st := OpenTestApp(t, path, systems, d)
	h := &Harness{T: t, App: app, Dice: d, Path: path, Store: st}
	h.Cons = &bot.Console{Router: bot.NewRouter(app, zerolog.Nop()), Dice: d, Out: &h.Out, JSON: true, Locale: locale}
	return h
}

// openTestApp opens a real bbolt file at path and the app on it with the
// given systems and dice; the store is closed when the test ends.
// testMessages parses the message files once for the whole package: each
// test app gets its own Clone (its own record of missing keys). Parsing
// them per app was most of this package's time under the race detector.
var TestMessages = sync.OnceValues(func() (*commands.I18n, error) {
	return commands.NewI18n(commands.MessagesOf(bot.Plugins())...)
})

func OpenTestApp(t *testing.T, path string, systems []commands.Plugin, d dice.Source) (*commands.App, *storage.Store) {
	t.Helper()
	st, err := storage.Open(context.Background(), path, storage.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	base, err := TestMessages()
	if err != nil {
		t.Fatal(err)
	}
	app, err := commands.New(commands.Deps{Store: st, Dice: d, I18n: base.Clone(), Plugins: systems})
	if err != nil {
		t.Fatal(err)
	}
	return app, st
}

type Sent struct {
	Kind      string          `json:"kind"`
	Ephemeral bool            `json:"ephemeral"`
	Data      json.RawMessage `json:"data"`
}

// Run feeds lines to the console and returns what the bot sent.
func (h *Harness) Run(script string) []Sent {
	h.T.Helper()
	h.Out.Reset()
	if err := h.Cons.Run(context.Background(), strings.NewReader(script)); err != nil {
		h.T.Fatalf("console: %v", err)
	}
	var out []Sent
	for _, line := range strings.Split(strings.TrimSpace(h.Out.String()), "\n") {
		if line == "" {
			continue
		}
		var s Sent
		if err := json.Unmarshal([]byte(line), &s); err != nil {
			h.T.Fatalf("bad JSON line %q: %v", line, err)
		}
		out = append(out, s)
	}
	return out
}

func (s Sent) Text() string { return string(s.Data) }

// PlainText is every string of a reply's JSON joined by newlines: the
// text as the reader sees it, quotes unescaped, so a hint can be copied out
// of it and typed.
func PlainText(t *testing.T, s Sent) string {
	t.Helper()
	var v any
	if err := json.Unmarshal(s.Data, &v); err != nil {
		t.Fatalf("reply JSON: %v", err)
	}
	var parts []string
	var walk func(v any)
	walk = func(v any) {
		switch x := v.(type) {
		case string:
			parts = append(parts, x)
		case []any:
			for _, e := range x {
				walk(e)
			}
		case map[string]any:
			keys := make([]string, 0, len(x))
			for k := range x {
				keys = append(keys, k)
			}
			slices.Sort(keys)
			for _, k := range keys {
				walk(x[k])
			}
		}
	}
	walk(v)
	return strings.Join(parts, "\n")
}

func LastOf(t *testing.T, out []Sent) Sent {
	t.Helper()
	if len(out) == 0 {
		t.Fatal("the bot sent nothing")
	}
	return out[len(out)-1]
}
