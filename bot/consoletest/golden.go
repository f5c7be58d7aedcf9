package consoletest

import (
	"bytes"
	"encoding/json"
	"flag"
	"fray/commands/flavour"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

func GoldenUpdate() bool {
	f := flag.Lookup("update")
	if f == nil {
		return false
	}
	g, ok := f.Value.(flag.Getter)
	if !ok {
		return false
	}
	v, _ := g.Get().(bool)
	return v
}

type MedEmbed struct {
	Title       string `json:"title"`
	Description string `json:"description"`
	Color       int    `json:"color"`
	Fields      []struct {
		Name  string `json:"name"`
		Value string `json:"value"`
	} `json:"fields"`
}

func MedEmbedOf(t *testing.T, s Sent) MedEmbed {
	t.Helper()
	var d struct {
		Embeds []MedEmbed `json:"embeds"`
	}
	if err := json.Unmarshal(s.Data, &d); err != nil || len(d.Embeds) != 1 {
		t.Fatalf("want one embed, got %s (%v)", s.Text(), err)
	}
	return d.Embeds[0]
}

// SysGoldenCase is one flavour event of a system: the setup, the faces the
// rules draw after it (in the order drawn), the commands, and what the
// embed must show besides its flavour line, by locale.
type SysGoldenCase struct {
	Event string
	Setup string
	Faces []int // after the setup's initiative faces
	Cmds  string
	Wants map[string][]string
}

// CheckGoldenCoverage: the cases are exactly the system's flavour events
// less those listed as impossible through any command (with why).
func CheckGoldenCoverage(t *testing.T, system string, cases []SysGoldenCase, impossible map[string]string) {
	t.Helper()
	have := map[string]bool{}
	for _, tc := range cases {
		if have[tc.Event] {
			t.Errorf("%s: event %s has two cases", system, tc.Event)
		}
		have[tc.Event] = true
	}
	for _, e := range flavour.Events(Flavour(system)) {
		_, skip := impossible[string(e)]
		if !have[string(e)] && !skip {
			t.Errorf("%s: event %s has no golden case", system, e)
		}
		if have[string(e)] && skip {
			t.Errorf("%s: event %s is covered but still listed as impossible", system, e)
		}
		delete(have, string(e))
	}
	for e := range have {
		t.Errorf("%s: %s is not one of the system's flavour events", system, e)
	}
}

// RunSysGolden plays every case in both locales on a fresh channel and
// compares the reply with its golden file.
func RunSysGolden(t *testing.T, system string, initiative []int, setup string, cases []SysGoldenCase) {
	t.Helper()
	for _, tc := range cases {
		for _, locale := range []string{"en", "ru"} {
			t.Run(tc.Event+"_"+locale, func(t *testing.T) {
				s := setup
				if tc.Setup != "" {
					s = tc.Setup
				}
				faces := append(append([]int(nil), initiative...), tc.Faces...)
				h := NewSystemHarness(t, locale, faces...)
				h.Run(s)
				got := MedReply(t, h.Run(tc.Cmds))
				if got.Ephemeral {
					t.Fatalf("refused: %s", got.Text())
				}
				if err := h.Dice.Err(); err != nil {
					t.Fatalf("dice: %v", err)
				}
				if left := h.Dice.Remaining(); left != 0 {
					t.Fatalf("%d scripted faces were not drawn", left)
				}
				MedWant(t, got, tc.Wants[locale]...)
				em := MedEmbedOf(t, got)
				if len(em.Fields) == 0 {
					t.Fatalf("no fields, so no flavour line: %s", got.Text())
				}
				// The flavour line is last, in italics, and is the event's.
				last := em.Fields[len(em.Fields)-1].Value
				if len(last) < 3 || !strings.HasPrefix(last, "*") || !strings.HasSuffix(last, "*") || strings.HasPrefix(last, "**") {
					t.Fatalf("last field is not an italic flavour line: %q", last)
				}
				if line := strings.TrimSuffix(strings.TrimPrefix(last, "*"), "*"); !SysFlavourMatches(system, line, tc.Event, locale) {
					t.Errorf("flavour line %q is not a %s %s line", line, system, tc.Event)
				}
				CompareGolden(t, filepath.Join("testdata", "golden", system+"_"+tc.Event+"_"+locale+".json"), got.Data)
			})
		}
	}
}

// SysFlavourMatches reports whether line is one of the event's catalogue
// lines with its names filled in (Pick capitalises a line's first letter).
func SysFlavourMatches(system, line, event, locale string) bool {
	tpls := flavour.Lines(Flavour(system), event, locale)
	if len(tpls) == 0 {
		return false
	}
	line = LowerFirst(line)
	for _, tpl := range tpls {
		re := regexp.QuoteMeta(LowerFirst(tpl))
		for _, f := range []string{"Actor", "Target", "Weapon", "Part"} {
			re = strings.ReplaceAll(re, regexp.QuoteMeta("{{."+f+"}}"), ".+")
		}
		if regexp.MustCompile("^" + re + "$").MatchString(line) {
			return true
		}
	}
	return false
}

func LowerFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError {
		return s
	}
	return string(unicode.ToLower(r)) + s[n:]
}

// CompareGolden checks data (indented) against path, or rewrites path
// under -update. The message's allowed_mentions is checked here, against
// its content, and left out of the file: every message carries one, and
// what it must say follows from the content the file holds.
func CompareGolden(t *testing.T, path string, data json.RawMessage) {
	t.Helper()
	data = CheckAllowedMentions(t, data)
	var pretty bytes.Buffer
	if err := json.Indent(&pretty, data, "", "  "); err != nil {
		t.Fatal(err)
	}
	pretty.WriteByte('\n')
	if GoldenUpdate() {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, pretty.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if !bytes.Equal(want, pretty.Bytes()) {
		t.Errorf("embed differs from %s (run with -update after checking):\n%s", path, pretty.String())
	}
}

// CheckAllowedMentions fails unless data, a message's JSON, allows no role,
// @everyone or @here and exactly the users its content mentions as <@id>;
// it returns data without its allowed_mentions.
func CheckAllowedMentions(t *testing.T, data json.RawMessage) json.RawMessage {
	t.Helper()
	var m map[string]json.RawMessage
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatalf("message %s: %v", data, err)
	}
	if err := AllowedMentionsProblem(m); err != "" {
		t.Errorf("%s: %s", data, err)
	}
	raw, ok := m["allowed_mentions"]
	if !ok {
		return data
	}
	// Cut the key out of the bytes as they are, keeping the other keys'
	// order (a map would sort them).
	for _, cut := range [][]byte{
		append([]byte(`,"allowed_mentions":`), raw...),
		append(append([]byte(`"allowed_mentions":`), raw...), ','),
	} {
		if i := bytes.Index(data, cut); i >= 0 {
			return append(append(json.RawMessage(nil), data[:i]...), data[i+len(cut):]...)
		}
	}
	t.Fatalf("allowed_mentions not found as written in %s", data)
	return nil
}

// AllowedMentionsProblem says what is wrong with a message's
// allowed_mentions ("" when nothing is): it must be there, parse nothing
// and allow exactly the users the content mentions.
func AllowedMentionsProblem(m map[string]json.RawMessage) string {
	raw, ok := m["allowed_mentions"]
	if !ok {
		return "no allowed_mentions: an @everyone or role mention in it would ping"
	}
	var am struct {
		Parse *[]string `json:"parse"`
		Roles []string  `json:"roles"`
		Users []string  `json:"users"`
	}
	if err := json.Unmarshal(raw, &am); err != nil {
		return "allowed_mentions " + string(raw) + ": " + err.Error()
	}
	if am.Parse == nil || len(*am.Parse) != 0 || len(am.Roles) != 0 {
		return "allowed_mentions " + string(raw) + " lets Discord parse mentions: want parse [] and no roles"
	}
	var content string
	_ = json.Unmarshal(m["content"], &content)
	want := mentionedUsers(content)
	if strings.Join(am.Users, ",") != strings.Join(want, ",") {
		return "allowed_mentions users " + strings.Join(am.Users, ",") + ", want exactly those the content mentions: " + strings.Join(want, ",")
	}
	return ""
}

var userMention = regexp.MustCompile(`<@!?([0-9]+)>`)

// mentionedUsers lists the users content mentions, once each, in order.
func mentionedUsers(content string) []string {
	var out []string
	seen := map[string]bool{}
	for _, m := range userMention.FindAllStringSubmatch(content, -1) {
		if !seen[m[1]] {
			seen[m[1]] = true
			out = append(out, m[1])
		}
	}
	return out
}
