package bot_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/rs/zerolog"

	"fray/bot"
	"fray/bot/consoletest"
	"fray/rules/dice"
)

// Discord refuses a message past any of its limits, and the user then sees
// only "This interaction failed". validateSent checks one line of the
// console's --json output against them: the message limits (content,
// embeds and their parts, the six-thousand-character total), the
// components' (five rows of five buttons, labels, custom_ids: present,
// short, unique, plain text), autocomplete's twenty-five choices, the
// flags a response may carry, and that every message says whom it may
// ping (consoletest.AllowedMentionsProblem). On the tracker it also checks
// that the turn is in view: a footer naming whose turn it is comes with
// the ▶️ line.
func validateSent(line []byte) []string {
	var s struct {
		Kind      string                     `json:"kind"`
		Ephemeral *bool                      `json:"ephemeral"`
		Data      map[string]json.RawMessage `json:"data"`
	}
	if err := json.Unmarshal(line, &s); err != nil {
		return []string{"not a JSON line: " + err.Error()}
	}
	var bad []string
	fail := func(format string, args ...any) { bad = append(bad, fmt.Sprintf(format, args...)) }
	switch s.Kind {
	case "response", "update", "followup", "edit", "autocomplete":
	default:
		fail("kind %q", s.Kind)
	}
	if s.Ephemeral == nil {
		fail("no ephemeral")
	}
	if !utf8.Valid(line) || bytes.Contains(line, []byte(`\u0000`)) {
		fail("invalid UTF-8 or a NUL")
	}
	if s.Data == nil {
		return append(bad, "no data")
	}
	if s.Kind == "autocomplete" {
		var d struct {
			Choices []struct {
				Name  string `json:"name"`
				Value any    `json:"value"`
			} `json:"choices"`
		}
		raw, _ := json.Marshal(s.Data)
		_ = json.Unmarshal(raw, &d)
		if len(d.Choices) > 25 {
			fail("%d choices (25)", len(d.Choices))
		}
		for _, c := range d.Choices {
			if n := utf8.RuneCountInString(c.Name); n < 1 || n > 100 {
				fail("choice name of %d characters (1–100): %q", n, c.Name)
			}
			if v, ok := c.Value.(string); ok && utf8.RuneCountInString(v) > 100 {
				fail("choice value of %d characters (100)", utf8.RuneCountInString(v))
			}
		}
		return bad
	}
	var d struct {
		Content string `json:"content"`
		Flags   int    `json:"flags"`
		Embeds  []struct {
			Title       string `json:"title"`
			Description string `json:"description"`
			Fields      []struct {
				Name  string `json:"name"`
				Value string `json:"value"`
			} `json:"fields"`
			Footer *struct {
				Text string `json:"text"`
			} `json:"footer"`
			Author *struct {
				Name string `json:"name"`
			} `json:"author"`
		} `json:"embeds"`
		Components []struct {
			Type       int `json:"type"`
			Components []struct {
				Type     int    `json:"type"`
				Label    string `json:"label"`
				CustomID string `json:"custom_id"`
				URL      string `json:"url"`
				Style    int    `json:"style"`
				Emoji    *struct {
					Name string `json:"name"`
				} `json:"emoji"`
			} `json:"components"`
		} `json:"components"`
	}
	raw, _ := json.Marshal(s.Data)
	if err := json.Unmarshal(raw, &d); err != nil {
		return append(bad, "data: "+err.Error())
	}
	if p := consoletest.AllowedMentionsProblem(s.Data); p != "" {
		fail("%s", p)
	}
	if d.Flags&^(64|4) != 0 {
		fail("flags %d: a response may set only EPHEMERAL and SUPPRESS_EMBEDS", d.Flags)
	}
	if n := utf8.RuneCountInString(d.Content); n > 2000 {
		fail("content of %d characters (2000)", n)
	}
	if d.Content == "" && len(d.Embeds) == 0 && len(d.Components) == 0 {
		fail("an empty message")
	}
	if len(d.Embeds) > 10 {
		fail("%d embeds (10)", len(d.Embeds))
	}
	total := 0
	runes := utf8.RuneCountInString
	for k, e := range d.Embeds {
		check := func(what, s string, min, max int) {
			n := runes(s)
			total += n
			if n < min || n > max {
				fail("embed %d: %s of %d characters (%d–%d)", k, what, n, min, max)
			}
		}
		check("title", e.Title, 0, 256)
		check("description", e.Description, 0, 4096)
		if len(e.Fields) > 25 {
			fail("embed %d: %d fields (25)", k, len(e.Fields))
		}
		for _, f := range e.Fields {
			check("field name", f.Name, 1, 256)
			check("field value", f.Value, 1, 1024)
		}
		if e.Footer != nil {
			check("footer", e.Footer.Text, 0, 2048)
			if strings.HasPrefix(e.Title, "⚔️") && !strings.Contains(e.Description, "▶️") {
				fail("embed %d: the footer names a turn (%q) but no ▶️ line is in view", k, e.Footer.Text)
			}
		}
		if e.Author != nil {
			check("author", e.Author.Name, 0, 256)
		}
		if strings.HasPrefix(e.Title, "⚔️") {
			for _, l := range strings.Split(e.Description, "\n") {
				if strings.Count(l, "**")%2 != 0 || strings.Count(l, "`")%2 != 0 {
					fail("embed %d: a tracker line leaves Markdown open: %q", k, l)
				}
			}
		}
	}
	if total > 6000 {
		fail("embeds total %d characters (6000)", total)
	}
	if len(d.Components) > 5 {
		fail("%d component rows (5)", len(d.Components))
	}
	ids := map[string]bool{}
	for _, row := range d.Components {
		if row.Type != 1 {
			fail("a top-level component of type %d: want action rows", row.Type)
		}
		if n := len(row.Components); n < 1 || n > 5 {
			fail("a row of %d components (1–5)", n)
		}
		for _, b := range row.Components {
			if runes(b.Label) > 80 {
				fail("button label of %d characters (80): %q", runes(b.Label), b.Label)
			}
			if b.Label == "" && b.Emoji == nil {
				fail("a button with neither label nor emoji")
			}
			if b.Style == 5 {
				continue // a link button has a URL, not a custom_id
			}
			if n := len(b.CustomID); n < 1 || n > 100 {
				fail("custom_id of %d characters (1–100): %q", n, b.CustomID)
			}
			if strings.ContainsFunc(b.CustomID, func(r rune) bool { return r < 0x20 || r == 0x7f }) {
				fail("custom_id with a control character: %q", b.CustomID)
			}
			if ids[b.CustomID] {
				fail("custom_id %q twice in one message", b.CustomID)
			}
			ids[b.CustomID] = true
		}
	}
	return bad
}

// The validator catches what it is for: each broken limit is reported.
func TestValidatorCatchesBrokenLimits(t *testing.T) {
	ok := `{"parse":[]}`
	for _, c := range []struct{ name, line string }{
		{"no allowed_mentions", `{"kind":"response","ephemeral":false,"data":{"content":"hi"}}`},
		{"everyone may ping", `{"kind":"response","ephemeral":false,"data":{"content":"hi","allowed_mentions":{"parse":["everyone"]}}}`},
		{"long title", `{"kind":"response","ephemeral":false,"data":{"embeds":[{"title":"` + strings.Repeat("x", 257) + `"}],"allowed_mentions":` + ok + `}}`},
		{"long field", `{"kind":"edit","ephemeral":false,"data":{"embeds":[{"fields":[{"name":"a","value":"` + strings.Repeat("x", 1025) + `"}]}],"allowed_mentions":` + ok + `}}`},
		{"empty field", `{"kind":"edit","ephemeral":false,"data":{"embeds":[{"fields":[{"name":"a","value":""}]}],"allowed_mentions":` + ok + `}}`},
		{"six rows", `{"kind":"update","ephemeral":false,"data":{"components":[` + strings.TrimSuffix(strings.Repeat(`{"type":1,"components":[{"type":2,"label":"a","style":1,"custom_id":"x"}]},`, 6), ",") + `],"allowed_mentions":` + ok + `}}`},
		{"NUL in a custom_id", `{"kind":"response","ephemeral":false,"data":{"components":[{"type":1,"components":[{"type":2,"label":"a","style":1,"custom_id":"roll:a\u0000b"}]}],"allowed_mentions":` + ok + `}}`},
		{"turn out of view", `{"kind":"edit","ephemeral":false,"data":{"embeds":[{"title":"⚔️ Fight","description":"▫️ a","footer":{"text":"Turn: b"}}],"allowed_mentions":` + ok + `}}`},
		{"26 choices", `{"kind":"autocomplete","ephemeral":false,"data":{"choices":[` + strings.TrimSuffix(strings.Repeat(`{"name":"a","value":"a"},`, 26), ",") + `]}}`},
	} {
		if got := validateSent([]byte(c.line)); len(got) == 0 {
			t.Errorf("%s: not caught", c.name)
		}
	}
	good := `{"kind":"response","ephemeral":false,"data":{"content":"<@123> hi","embeds":[{"title":"t","description":"d"}],"allowed_mentions":{"parse":[],"users":["123"]}}}`
	if got := validateSent([]byte(good)); len(got) != 0 {
		t.Errorf("a good message refused: %v", got)
	}
}

// bigFightScript is a long fight of one system as a GM and a player play
// it: fifty-seven NPCs with the longest names allowed, a player with twenty
// long-named weapons, turns taken past a round, attacks, the lists, the
// log, the help, rolls with long comments, an undo and the end.
func bigFightScript(system, locale string) string {
	long := strings.Repeat("Long", 13) // 52 characters
	if locale == "ru" {
		long = strings.Repeat("Длин", 13)
	}
	spec := map[string]string{"medieval": "2d6+1 melee", "storyteller": "Strength+1 lethal", "klondike": "3d6 range:50 ammo:5"}[system]
	attack := map[string]string{
		"medieval":    "/attack attacker:\"A" + long + " 1\" target:\"B" + long + " 2\" damage:1d6+1 difficulty:10",
		"storyteller": "/attack attacker:\"A" + long + " 1\" target:\"B" + long + " 2\" defense:none",
		"klondike":    "/attack attacker:\"A" + long + " 1\" target:\"B" + long + " 2\" damage:2d6 range:5",
	}[system]
	var b strings.Builder
	w := func(s string) { b.WriteString(s + "\n") }
	w("/system set system:" + system)
	w("/combat start")
	for _, side := range []string{"A", "B", "C"} {
		w(`/combat add name:"` + side + long + `" count:19`)
	}
	w(`@Ann /char set name:"Ann ` + long + `"`)
	for k := 1; k <= 20; k++ {
		w(fmt.Sprintf(`@Ann /char weapon add name:"W%s %d" spec:"%s"`, long, k, spec))
	}
	w("@Ann /char show")
	w("@Ann /combat join")
	w("/combat list")
	for range 62 {
		w("!click Next turn")
	}
	for range 3 {
		w(attack)
	}
	w("!click Prev")
	w("!click Hold")
	w("/combat log")
	w("/help")
	w(`/roll dice:300d6 comment:"` + strings.Repeat("*`[x](y)", 25) + `"`)
	w(`/roll dice:4d6kh3 comment:"` + strings.Repeat("й", 200) + `" secret:true`)
	w("!click Roll again")
	if system == "storyteller" {
		w("/check pool:3 difficulty:6 secret:true")
		w("!click Roll again")
	}
	w(`?/combat remove name:A`)
	w("/combat undo")
	w("/combat end")
	return b.String()
}

// Large fights in every system and both languages, played through the
// console, break no Discord limit in any message the bot sends, and every
// reply is the kind its route declares (a slow one is deferred as that).
func TestLargeFightsStayWithinDiscordsLimits(t *testing.T) {
	for _, system := range []string{"medieval", "storyteller", "klondike"} {
		for _, locale := range []string{"ru", "en"} {
			t.Run(system+"/"+locale, func(t *testing.T) {
				t.Parallel()
				d := dice.NewSeeded(7, 8)
				app, _ := consoletest.OpenTestApp(t, filepath.Join(t.TempDir(), "fray.db"), bot.Plugins(), d)
				var logs, out bytes.Buffer
				con := &bot.Console{Router: bot.NewRouter(app, zerolog.New(&logs)), Dice: d, Out: &out, JSON: true, Locale: locale}
				if err := con.Run(context.Background(), strings.NewReader(bigFightScript(system, locale))); err != nil {
					t.Fatalf("console: %v", err)
				}
				lines := bytes.Split(bytes.TrimSpace(out.Bytes()), []byte("\n"))
				if len(lines) < 80 {
					t.Fatalf("only %d messages: the script did not run", len(lines))
				}
				// The fight is long enough that the tracker shows a window.
				if above := map[string]string{"en": "more above", "ru": "выше ещё"}[locale]; !bytes.Contains(out.Bytes(), []byte(above)) {
					t.Errorf("no tracker showed the lines above the turn (%q): the fight was not long enough", above)
				}
				broken := 0
				for k, l := range lines {
					for _, p := range validateSent(l) {
						if broken++; broken <= 20 {
							t.Errorf("message %d: %s\n%.300s", k+1, p, l)
						}
					}
				}
				if broken > 20 {
					t.Errorf("… %d broken limits in all", broken)
				}
				for _, l := range strings.Split(logs.String(), "\n") {
					if strings.Contains(l, "kind its route declares") {
						t.Errorf("%s", l)
					}
				}
			})
		}
	}
}
