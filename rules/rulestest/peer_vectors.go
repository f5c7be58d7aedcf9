package rulestest

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"testing"
)

// PeerVectorsFile is the repository's copy of other implementations' test
// vectors (rules/testdata/README.md), as a rules/<system> package's tests
// see it: a fresh clone runs the conformance suites without the shared
// workspace.
const PeerVectorsFile = "../testdata/peer-vectors.jsonl"

// PeerFamilies are the families in the file and how many vectors each
// holds (rules/testdata/README.md): 55 in all.
var PeerFamilies = map[string]int{
	"cyberpunk2020-fnff":    20, // medieval
	"owod-storyteller":      20, // storyteller
	"traveller-cepheus-2d6": 15, // klondike
}

// PeerVector is one line of the file: the peer's input and what its code
// gives, where that was taken from, and whether our rules agree.
type PeerVector struct {
	Family   string          `json:"family"`
	Case     string          `json:"case"`
	Input    json.RawMessage `json:"input"`
	Expected json.RawMessage `json:"expected"` // always the peer's value
	Source   string          `json:"source"`
	Agrees   bool            `json:"agrees_with_our_rules"`
	Note     string          `json:"note"`
}

// PeerCheck is what a conformance suite does with one vector. Agrees is
// the side the check takes, and must match the vector's flag.
type PeerCheck struct {
	Agrees bool
	Run    func(t *testing.T, v *PeerVector)
}

// Agrees is the check of a vector on which the peer and our rules agree.
func Agrees(run func(t *testing.T, v *PeerVector)) PeerCheck {
	return PeerCheck{Agrees: true, Run: run}
}

// Disagrees is the check of a vector on which they part.
func Disagrees(run func(t *testing.T, v *PeerVector)) PeerCheck {
	return PeerCheck{Agrees: false, Run: run}
}

// ReadPeerVectors reads the file at path, checking its shape: every line a
// vector of a known family with a case of its own and a source, each family
// with its count.
func ReadPeerVectors(path string) ([]PeerVector, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var all []PeerVector
	cases, counts := map[string]bool{}, map[string]int{}
	sc := bufio.NewScanner(bytes.NewReader(raw))
	sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
	for n := 1; sc.Scan(); n++ {
		var v PeerVector
		if err := strictDecode(sc.Bytes(), &v); err != nil {
			return nil, fmt.Errorf("%s line %d: %w", path, n, err)
		}
		if _, ok := PeerFamilies[v.Family]; !ok || v.Case == "" || v.Source == "" || cases[v.Case] {
			return nil, fmt.Errorf("%s line %d: family %q, case %q (unique?), source %q", path, n, v.Family, v.Case, v.Source)
		}
		cases[v.Case] = true
		counts[v.Family]++
		all = append(all, v)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	for f, want := range PeerFamilies {
		if counts[f] != want {
			return nil, fmt.Errorf("%s: %d %s vectors, want %d", path, counts[f], f, want)
		}
	}
	return all, nil
}

// RunPeerVectors runs checks, one subtest per vector of family: every
// vector must have a check, every check a vector, and each check's side
// the vector's flag.
func RunPeerVectors(t *testing.T, family string, checks map[string]PeerCheck) {
	t.Helper()
	all, err := ReadPeerVectors(PeerVectorsFile)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for i := range all {
		v := &all[i]
		if v.Family != family {
			continue
		}
		seen[v.Case] = true
		t.Run(v.Case, func(t *testing.T) {
			c, ok := checks[v.Case]
			if !ok {
				v.Fatalf(t, "no check for this vector")
			}
			if c.Agrees != v.Agrees {
				v.Errorf(t, "agrees_with_our_rules is %v, the check says %v", v.Agrees, c.Agrees)
			}
			c.Run(t, v)
		})
	}
	if len(seen) != PeerFamilies[family] {
		t.Errorf("%d %s vectors run, want %d", len(seen), family, PeerFamilies[family])
	}
	for name := range checks {
		if !seen[name] {
			t.Errorf("check %q has no %s vector in %s", name, family, PeerVectorsFile)
		}
	}
}

// Decode reads the vector's input into in and the peer's expected value
// into want, refusing fields the targets do not name.
func (v *PeerVector) Decode(t *testing.T, in, want any) {
	t.Helper()
	if err := strictDecode(v.Input, in); err != nil {
		v.Fatalf(t, "decoding the input: %v", err)
	}
	if err := strictDecode(v.Expected, want); err != nil {
		v.Fatalf(t, "decoding the expected value: %v", err)
	}
}

func strictDecode(raw []byte, into any) error {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	return dec.Decode(into)
}

// Agree fails unless our value is the peer's.
func (v *PeerVector) Agree(t *testing.T, what string, ours, peer any) {
	t.Helper()
	for _, m := range v.AgreeFaults(what, ours, peer) {
		t.Error(m)
	}
}

// Differ fails unless our value is want (our rules, quoted at the call) and
// the peer's is something else.
func (v *PeerVector) Differ(t *testing.T, what string, ours, want, peer any) {
	t.Helper()
	for _, m := range v.DifferFaults(what, ours, want, peer) {
		t.Error(m)
	}
}

// AgreeFaults is what Agree reports, each message naming the source.
func (v *PeerVector) AgreeFaults(what string, ours, peer any) []string {
	if reflect.DeepEqual(ours, peer) {
		return nil
	}
	return []string{v.msg("%s: ours %v, the peer's %v — they should agree", what, ours, peer)}
}

// DifferFaults is what Differ reports, each message naming the source.
func (v *PeerVector) DifferFaults(what string, ours, want, peer any) []string {
	var out []string
	if !reflect.DeepEqual(ours, want) {
		out = append(out, v.msg("%s: ours %v, want %v by our rules (the peer gives %v)", what, ours, want, peer))
	}
	if reflect.DeepEqual(peer, want) {
		out = append(out, v.msg("%s: the peer's %v is ours too, yet the vector says they disagree", what, peer))
	}
	return out
}

// Errorf reports a failure of the vector, naming its source.
func (v *PeerVector) Errorf(t *testing.T, format string, args ...any) {
	t.Helper()
	t.Error(v.msg(format, args...))
}

// Fatalf reports a failure of the vector, naming its source, and stops.
func (v *PeerVector) Fatalf(t *testing.T, format string, args ...any) {
	t.Helper()
	t.Fatal(v.msg(format, args...))
}

func (v *PeerVector) msg(format string, args ...any) string {
	return fmt.Sprintf(format, args...) + "\n\tsource: " + v.Source
}
