package bot

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"
)

// A line over 64 KiB used to end the whole session (the scanner's limit);
// it is reported and skipped, and the lines after it run, in text mode and
// in --json mode, however long it is.
func TestConsoleSkipsALineOver64KiB(t *testing.T) {
	for _, size := range []int{MaxConsoleLine + 1, 2 << 20} {
		long := "/roll dice:d6 comment:" + strings.Repeat("я", size/2)
		script := long + "\n/roll dice:d6\n"
		var out, errb bytes.Buffer
		if code := Main(context.Background(), []string{"console", "--locale", "en", "--dice", "3"}, strings.NewReader(script), &out, &errb, noEnv); code != 0 {
			t.Fatalf("%d bytes: exit %d: %s", len(long), code, errb.String())
		}
		if !strings.Contains(out.String(), "· line 1 is "+itoa(len(long))+" bytes long, over the 64 KiB a line may have: not sent") ||
			strings.Count(out.String(), "── response") != 1 || !strings.Contains(out.String(), "**3**") {
			t.Fatalf("%d bytes: output\n%.600s", len(long), out.String())
		}
		out.Reset()
		if code := Main(context.Background(), []string{"console", "--json", "--dice", "3"}, strings.NewReader(script), &out, &errb, noEnv); code != 0 {
			t.Fatalf("--json: exit %d: %s", code, errb.String())
		}
		lines := jsonLines(t, out.String())
		if len(lines) != 2 || lines[0].Kind != "unsent" || lines[0].Data.Line != 1 || !strings.Contains(lines[0].Data.Reason, "64 КиБ") || lines[1].Kind != "response" {
			t.Fatalf("--json output %.600s", out.String())
		}
	}
	// A line of exactly 64 KiB is sent.
	exact := "/roll dice:d6 comment:" + strings.Repeat("x", MaxConsoleLine-len("/roll dice:d6 comment:"))
	var out, errb bytes.Buffer
	Main(context.Background(), []string{"console", "--json", "--dice", "3"}, strings.NewReader(exact+"\n"), &out, &errb, noEnv)
	if lines := jsonLines(t, out.String()); len(lines) != 1 || lines[0].Kind != "response" {
		t.Fatalf("a 64 KiB line: %.300s", out.String())
	}
}

type consoleLine struct {
	Kind string `json:"kind"`
	Data struct {
		Line   int    `json:"line"`
		Reason string `json:"reason"`
	} `json:"data"`
}

func jsonLines(t *testing.T, out string) []consoleLine {
	t.Helper()
	var lines []consoleLine
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		var c consoleLine
		if err := json.Unmarshal([]byte(l), &c); err != nil {
			t.Fatalf("not a JSON line: %.200s", l)
		}
		lines = append(lines, c)
	}
	return lines
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

// A line the console does not send printed nothing in --json mode, so a
// script could not tell it did nothing. Each says so in a line of its own;
// a line that is sent (with an option noted) prints only what the bot sent.
func TestConsoleJSONSaysWhichLinesWereNotSent(t *testing.T) {
	script := strings.Join([]string{
		"hello",                     // not a command
		"@Bob",                      // a user with no command
		"!click Nothing",            // no such button
		`/roll dice:"d6`,            // an unclosed quote
		"/roll dice:d6 colour:blue", // sent, the unknown option noted
	}, "\n") + "\n"
	var out, errb bytes.Buffer
	if code := Main(context.Background(), []string{"console", "--json", "--locale", "en", "--dice", "2"}, strings.NewReader(script), &out, &errb, noEnv); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	lines := jsonLines(t, out.String())
	if len(lines) != 5 {
		t.Fatalf("want 4 unsent lines and a response:\n%s", out.String())
	}
	for i, want := range []string{"not understood", "usage: @Name", "no button", ""} {
		if lines[i].Kind != "unsent" || lines[i].Data.Line != i+1 || !strings.Contains(lines[i].Data.Reason, want) {
			t.Errorf("line %d: %+v, want unsent %q", i+1, lines[i], want)
		}
	}
	if lines[4].Kind != "response" {
		t.Fatalf("the sent line: %+v", lines[4])
	}
	// Text mode is as it was: a note each, and the response.
	out.Reset()
	Main(context.Background(), []string{"console", "--locale", "en", "--dice", "2"}, strings.NewReader(script), &out, &errb, noEnv)
	if strings.Count("\n"+out.String(), "\n· ") != 5 || strings.Contains(out.String(), `"unsent"`) {
		t.Fatalf("text mode:\n%s", out.String())
	}
}
