package commands_test

import (
	"context"
	"encoding/json"
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Issue 2: "a scripted-dice script that runs out stops with a message". The
// reply (and the console's own stop message) counts the faces the script
// already gave, in good grammar in both languages: "after 1 face", "after 2
// faces" (both read "after 1 faces").
func TestScriptRunsOutCountsFacesInGrammar(t *testing.T) {
	cases := []struct {
		locale, script string
		faces          []int
		want, stop     string // the reply, and the console's message that stops the run
	}{
		{"en", "/roll dice:2d6+3\n", []int{4}, "a d6 was needed after 1 face. Nothing was changed.", "after 1 face"},
		{"en", "/roll dice:3d6\n", []int{4, 5}, "a d6 was needed after 2 faces. Nothing was changed.", "after 2 faces"},
		{"ru", "/roll dice:2d6+3\n", []int{4}, "использовано граней — 1, а нужен ещё d6. Ничего не изменено.", "after 1 face"},
		{"ru", "/roll dice:3d6\n", []int{4, 5}, "использовано граней — 2, а нужен ещё d6. Ничего не изменено.", "after 2 faces"},
	}
	for _, tc := range cases {
		t.Run(tc.locale+"/"+strings.TrimSpace(tc.script), func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, tc.faces...)
			err := h.Cons.Run(context.Background(), strings.NewReader(tc.script+"/roll dice:d6\n"))
			if err == nil || !strings.Contains(err.Error(), "line 1:") {
				t.Fatalf("the run should stop on line 1 with an error, got %v", err)
			}
			if !strings.HasSuffix(err.Error(), tc.stop) {
				t.Errorf("the console's stop message %q should end with %q", err, tc.stop)
			}
			lines := strings.Split(strings.TrimSpace(h.Out.String()), "\n")
			if len(lines) != 1 {
				t.Fatalf("want one reply (the script stops), got %d:\n%s", len(lines), h.Out.String())
			}
			var s consoletest.Sent
			if err := json.Unmarshal([]byte(lines[0]), &s); err != nil {
				t.Fatal(err)
			}
			if !s.Ephemeral || !strings.Contains(s.Text(), tc.want) {
				t.Errorf("want an ephemeral reply containing %q, got %s", tc.want, s.Text())
			}
		})
	}
}
