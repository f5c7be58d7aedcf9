package bot

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A channel whose stored record no longer decodes is answered with what
// happened and what to do, in the user's language, instead of "something
// broke"; the other channels play on.
func TestADamagedChannelIsToldSoAndOthersPlayOn(t *testing.T) {
	db := filepath.Join(t.TempDir(), "fray.db")
	console := func(channel, locale, script string) string {
		t.Helper()
		var out, errb bytes.Buffer
		args := []string{"console", "--db", db, "--channel", channel, "--locale", locale}
		if code := Main(context.Background(), args, strings.NewReader(script), &out, &errb, noEnv); code != 0 {
			t.Fatalf("exit %d: %s", code, errb.String())
		}
		return out.String()
	}
	console("broken", "en", "/system set system:klondike\n")
	console("fine", "en", "/system set system:klondike\n")
	b, err := os.ReadFile(db)
	if err != nil {
		t.Fatal(err)
	}
	key := "100000000000000001/" + ConsoleChannelID("broken")
	// The record is MessagePack: a map of one entry, "system": "klondike".
	// Saying it has two cuts it short.
	record := []byte(key + "\x81\xa6system\xa8klondike")
	if bytes.Count(b, record) == 0 {
		t.Fatal("the channel's record is not in the file")
	}
	b = bytes.ReplaceAll(b, record, []byte(key+"\x82\xa6system\xa8klondike"))
	if err := os.WriteFile(db, b, 0o600); err != nil {
		t.Fatal(err)
	}
	if out := console("broken", "en", "/system show\n"); !strings.Contains(out, "damaged and cannot be read, so nothing was changed") {
		t.Fatalf("the damaged channel was answered:\n%s", out)
	}
	if out := console("broken", "ru", "/roll dice:d6\n/system show\n"); !strings.Contains(out, "повреждены и не читаются") {
		t.Fatalf("in Russian:\n%s", out)
	}
	if out := console("fine", "en", "/system show\n"); !strings.Contains(out, "Klondike") || strings.Contains(out, "damaged") {
		t.Fatalf("the other channel:\n%s", out)
	}
}
