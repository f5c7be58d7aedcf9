package rules_test

import (
	"bytes"
	"errors"
	"fmt"
	"testing"

	"github.com/tinylib/msgp/msgp"

	"fray/rules"
	"fray/rules/rulestest"
)

// One Counts always encodes to the same bytes, names in order, whatever
// order the map was filled in: a save that changes nothing keeps the stored
// state, and two fights' states differ only where they differ.
func TestCountsEncodeInNameOrder(t *testing.T) {
	for _, n := range []int{0, 1, 3, 16, 17, 40} { // 17 and 40 pass the stack space
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			var first []byte
			for trial := range 20 {
				c := rules.Counts{}
				for i := range n {
					j := i
					if trial%2 == 1 {
						j = n - 1 - i
					}
					c[fmt.Sprintf("gun %02d", j)] = j*3 - 5
				}
				b, err := c.MarshalMsg(nil)
				if err != nil {
					t.Fatal(err)
				}
				if first == nil {
					first = b
				} else if !bytes.Equal(b, first) {
					t.Fatalf("trial %d encodes %x, the first %x", trial, b, first)
				}
				if len(b) > c.Msgsize() {
					t.Fatalf("%d bytes, Msgsize says at most %d", len(b), c.Msgsize())
				}
			}
			// The names come in order.
			sz, rest, err := msgp.ReadMapHeaderBytes(first)
			if err != nil || int(sz) != n {
				t.Fatalf("map header %d, %v; want %d", sz, err, n)
			}
			prev := ""
			for range sz {
				var k []byte
				k, rest, _ = msgp.ReadMapKeyZC(rest)
				if string(k) <= prev && prev != "" {
					t.Fatalf("%q after %q", k, prev)
				}
				prev = string(k)
				rest, _ = msgp.Skip(rest)
			}
		})
	}
}

func TestCountsRoundTrip(t *testing.T) {
	for _, tc := range []struct {
		name string
		in   rules.Counts
	}{
		{"nil", nil},
		{"empty", rules.Counts{}},
		{"one", rules.Counts{"rifle": 30}},
		{"negative and large", rules.Counts{"a": -7, "b": 1 << 40, "ружьё": 2}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, err := tc.in.MarshalMsg(nil)
			if err != nil {
				t.Fatal(err)
			}
			var out rules.Counts
			rest, err := out.UnmarshalMsg(b)
			if err != nil || len(rest) != 0 {
				t.Fatalf("UnmarshalMsg: %v, %d bytes left", err, len(rest))
			}
			if (out == nil) != (tc.in == nil) || len(out) != len(tc.in) {
				t.Fatalf("got %#v, want %#v", out, tc.in)
			}
			for k, v := range tc.in {
				if out[k] != v {
					t.Errorf("%q: %d, want %d", k, out[k], v)
				}
			}
			if out.IsZero() != (len(tc.in) == 0) {
				t.Errorf("IsZero %v for %v", out.IsZero(), tc.in)
			}
		})
	}
}

// A Counts that is not a map of names to integers is an error, never a
// panic or a half-filled map.
func TestCountsRefusesOtherShapes(t *testing.T) {
	good, _ := rules.Counts{"rifle": 3, "pistol": 6}.MarshalMsg(nil)
	for _, tc := range []struct {
		name string
		raw  []byte
	}{
		{"empty input", nil},
		{"an array", msgp.AppendArrayHeader(nil, 0)},
		{"a string value", msgp.AppendString(msgp.AppendString(msgp.AppendMapHeader(nil, 1), "rifle"), "three")},
		{"a float value", msgp.AppendFloat64(msgp.AppendString(msgp.AppendMapHeader(nil, 1), "rifle"), 1.5)},
		{"cut short", good[:len(good)-1]},
		// A damaged header claiming 2³²−1 entries: refused when the bytes
		// run out, not by a map sized for the claim.
		{"a huge count", []byte{0xdf, 0xff, 0xff, 0xff, 0xff, 0xa1, 'a', 0x01}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := rules.Counts{"kept": 1}
			if _, err := c.UnmarshalMsg(tc.raw); err == nil {
				t.Fatalf("%x decoded to %v", tc.raw, c)
			}
			if len(c) != 1 || c["kept"] != 1 {
				t.Errorf("a refused input changed the map to %v", c)
			}
		})
	}
}

func TestCountsEncodeWithoutAllocating(t *testing.T) {
	if rulestest.RaceEnabled {
		t.Skip("the race detector changes allocation counts")
	}
	c := rules.Counts{"rifle": 30, "pistol": 6, "shotgun": 2}
	buf := make([]byte, 0, 256)
	if n := testing.AllocsPerRun(100, func() { _, _ = c.MarshalMsg(buf[:0]) }); n != 0 {
		t.Errorf("MarshalMsg allocates %v times, want 0", n)
	}
}

func TestDecodeStateWantsTheWholeInput(t *testing.T) {
	b, _ := rules.Counts{"rifle": 3}.MarshalMsg(nil)
	var c rules.Counts
	if err := rules.DecodeState(b, &c); err != nil || c["rifle"] != 3 {
		t.Fatalf("DecodeState: %v, %v", err, c)
	}
	if err := rules.DecodeState(append(b, 0xc0), &c); !errors.Is(err, rules.ErrStateTrailing) {
		t.Errorf("a trailing byte: %v, want ErrStateTrailing", err)
	}
	if err := rules.DecodeState(b[:len(b)-1], &c); err == nil {
		t.Error("a state cut short decoded")
	}
}

func TestKeepStateKeepsTheSameBytes(t *testing.T) {
	old := []byte{0x81, 0xa1, 0x77, 0x03}
	scratch := []byte{0x81, 0xa1, 0x77, 0x03}
	if got := rules.KeepState(old, scratch); &got[0] != &old[0] {
		t.Error("the same bytes were copied, want the stored slice kept")
	}
	scratch[3] = 0x04
	got := rules.KeepState(old, scratch)
	if !bytes.Equal(got, scratch) || &got[0] == &scratch[0] {
		t.Errorf("a change gave %x (aliasing the scratch: %v)", got, &got[0] == &scratch[0])
	}
}
