package bot

import (
	"bytes"
	"compress/gzip"
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A database written before records were MessagePack (storage's
// testdata/schema5.db.gz: a medieval fight in channel "north", in which Ann
// hit Orc 1 for 7 wound points and a turn was undone) plays on after the
// migration: its log reads as it was written, and an undo takes back the
// last change from the converted history.
func TestAMigratedFightPlaysOn(t *testing.T) {
	gz, err := os.Open(filepath.Join("..", "storage", "testdata", "schema5.db.gz"))
	if err != nil {
		t.Fatal(err)
	}
	defer gz.Close()
	zr, err := gzip.NewReader(gz)
	if err != nil {
		t.Fatal(err)
	}
	raw, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	db := filepath.Join(t.TempDir(), "fray.db")
	if err := os.WriteFile(db, raw, 0o600); err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	args := []string{"console", "--db", db, "--channel", "north", "--locale", "en"}
	if code := Main(context.Background(), args, strings.NewReader("/combat log\n/combat undo\n/combat log\n"), &out, &errb, noEnv); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	text := out.String()
	for _, want := range []string{
		"`R1` Ann hits Orc 1 (18): 7 wound points.",
		"`R1` Orc 2 misses Ann (10).",
		"Undone: the fight is back as it was (round 1).",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q in:\n%s", want, text)
		}
	}
	if n := strings.Count(text, "GM undoes the last change."); n != 3 {
		t.Errorf("%d undo lines in the two logs, want 3 (the earlier undo in both, the new one in the second):\n%s", n, text)
	}
}
