package rulestest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The repository's copy of the vectors reads whole: 55 lines, 20 + 20 + 15.
func TestPeerVectorsFileReads(t *testing.T) {
	all, err := ReadPeerVectors(filepath.Join("..", "testdata", "peer-vectors.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	if len(all) != 55 {
		t.Errorf("%d vectors, want 55", len(all))
	}
}

// A file of the wrong shape is refused, saying why.
func TestPeerVectorsFileShape(t *testing.T) {
	line := func(family, cas string) string {
		return `{"family": "` + family + `", "case": "` + cas + `", "input": {}, "expected": {}, "source": "o/r:f:1", "agrees_with_our_rules": true, "note": ""}`
	}
	for _, c := range []struct {
		name, text, want string
	}{
		{"too few", line("owod-storyteller", "a"), "vectors, want"},
		{"unknown family", line("gurps", "a"), `family "gurps"`},
		{"repeated case", line("owod-storyteller", "a") + "\n" + line("owod-storyteller", "a"), `case "a"`},
		{"unknown field", `{"family": "owod-storyteller", "case": "a", "source": "s", "extra": 1}`, "unknown field"},
	} {
		path := filepath.Join(t.TempDir(), "v.jsonl")
		if err := os.WriteFile(path, []byte(c.text+"\n"), 0o600); err != nil {
			t.Fatal(err)
		}
		if _, err := ReadPeerVectors(path); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error with %q", c.name, err, c.want)
		}
	}
}

// The comparisons fail where they should, and name the source: a value that
// differs from the peer's where they agree, ours gone wrong where they
// disagree, and a peer value that is ours though the vector says they
// disagree.
func TestPeerComparisonsFail(t *testing.T) {
	v := &PeerVector{Case: "probe", Source: "owner/repo:file:1"}
	for _, c := range []struct {
		name   string
		faults []string
		want   int
	}{
		{"agree on equal values", v.AgreeFaults("x", []int{1, 2}, []int{1, 2}), 0},
		{"agree on different values", v.AgreeFaults("x", []int{1, 2}, []int{1, 3}), 1},
		{"differ as the vector says", v.DifferFaults("x", 2, 2, 3), 0},
		{"differ when ours is wrong", v.DifferFaults("x", 1, 2, 3), 1},
		{"differ when the peer is ours", v.DifferFaults("x", 2, 2, 2), 1},
		{"differ when both go wrong", v.DifferFaults("x", 1, 2, 2), 2},
	} {
		if len(c.faults) != c.want {
			t.Errorf("%s: %d faults %q, want %d", c.name, len(c.faults), c.faults, c.want)
		}
		for _, f := range c.faults {
			if !strings.Contains(f, v.Source) {
				t.Errorf("%s: %q does not name the source", c.name, f)
			}
		}
	}
}
