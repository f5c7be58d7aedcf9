package commands

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestSplitLinesKeepsLinesWhole(t *testing.T) {
	text := strings.Repeat("a", 600) + "\n" + strings.Repeat("б", 600) + "\n" + "short"
	got := splitLines(text, 1024)
	if len(got) != 2 || got[0] != strings.Repeat("a", 600) || !strings.HasSuffix(got[1], "\nshort") {
		t.Fatalf("chunks %q", got)
	}
	long := splitLines(strings.Repeat("ж", 2500), 1024)
	if len(long) != 3 || utf8.RuneCountInString(long[0]) != 1024 || utf8.RuneCountInString(long[2]) != 452 {
		t.Fatalf("a long line: %d chunks", len(long))
	}
	if strings.Join(splitLines("a\nb", 10), "|") != "a\nb" {
		t.Fatal("short text split")
	}
	// The klondike help's field ended in an empty line.
	if got := splitLines("a\nb\n", 10); len(got) != 1 || got[0] != "a\nb" {
		t.Fatalf("a trailing line break: %q", got)
	}
}
