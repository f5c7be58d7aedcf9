package medieval

import (
	"bytes"
	"testing"

	"github.com/tinylib/msgp/msgp"
)

func TestProportionalBonus(t *testing.T) {
	// RULES.md, the seed's «таблице ниже»: 0–4 +5 · 5–8 +4 · 9–14 +3 · 15–20 +2 · 21–26 +1 · 27+ 0.
	for _, c := range []struct{ a, b, bonus int }{
		{10, 10, 5}, {10, 14, 5}, {10, 15, 4}, {18, 10, 4}, {10, 19, 3}, {10, 24, 3},
		{10, 25, 2}, {30, 10, 2}, {10, 31, 1}, {36, 10, 1}, {10, 37, 0}, {50, 0, 0},
	} {
		if got := ProportionalBonus(c.a, c.b); got != c.bonus {
			t.Errorf("ProportionalBonus(%d, %d) = %d, want %d", c.a, c.b, got, c.bonus)
		}
	}
}

func TestLayeringInsideOut(t *testing.T) {
	// RULES.md: «10, 20, 30: 10 & 20 → 20 + 3 = 23; 23 & 30 → 30 + 4 = 34».
	// (Three layers need hard on at most one: 30 hard.)
	c := fighter(t, 1, "", map[string]int{BODY: 2}, "torso 10; torso 20; torso 30 hard")
	d, done := script(t, 1) // the stun save
	r, err := Damage(DamageOptions{Amount: 40, Location: "torso"}, c, d)
	done()
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Layers) != 3 || r.Layers[1].Combined != 23 || r.Layers[2].Combined != 34 || r.SP != 34 {
		t.Fatalf("layers %+v, SP %d; want 23 then 34", r.Layers, r.SP)
	}
	// 40 − 34 = 6 through, BODY 2: BTM 0 → 6 points; the outermost layer wears.
	if r.WoundPoints != 6 || !r.Layers[2].Worn || r.Layers[0].Worn {
		t.Errorf("wound points %d, layers %+v", r.WoundPoints, r.Layers)
	}
	if st := state(t, c); st.Armor[Torso].Layers[2].SP != 29 || st.Armor[Torso].Layers[0].SP != 10 {
		t.Errorf("armor after the hit: %+v", st.Armor[Torso])
	}
}

func TestCombineZeroSP(t *testing.T) {
	if got, bonus := CombineSP(0, 12); got != 12 || bonus != 0 {
		t.Errorf("CombineSP(0, 12) = %d +%d, want 12 +0 (a worn-out layer adds nothing)", got, bonus)
	}
	if got, _ := CombineSP(12, 0); got != 12 {
		t.Errorf("CombineSP(12, 0) = %d", got)
	}
}

func TestParseArmorNotation(t *testing.T) {
	sys := New()
	cases := []struct {
		in, norm string
		ev       int
	}{
		// ParseArmorNotation's documented example
		{"torso 14 hard ev1; torso,arms 10; head 4", "torso 14 hard ev1; torso,arms 10; head 4", 1 + 1},
		{"торс 14 жёсткая зу1; торс, руки 10; голова 4", "torso 14 hard ev1; torso,arms 10; head 4", 2},
		{"all 8", "all 8", 0},
		{"всё 8 зу 2", "all 8 ev2", 2},
		{"правая рука 6 hard marked", "right_arm 6 hard marked", 0},
		{"legs 12 unmarked", "legs 12 unmarked", 0},
		{"torso sp 12 ev:1", "torso 12 ev1", 1},
		{"torso 4 ev1; torso 10 ev1; torso 20 hard ev2", "torso 4 ev1; torso 10 ev1; torso 20 hard ev2", 4 + 1 + 2},
		{"", "", 0},
		{" ; ", "", 0},
	}
	for _, c := range cases {
		got, err := sys.ParseArmor(c.in)
		if err != nil {
			t.Errorf("ParseArmor(%q): %v", c.in, err)
			continue
		}
		if got != c.norm {
			t.Errorf("ParseArmor(%q) = %q, want %q", c.in, got, c.norm)
		}
		a, _ := ParseArmorNotation(c.in)
		if a.EV() != c.ev {
			t.Errorf("EV(%q) = %d, want %d", c.in, a.EV(), c.ev)
		}
		// normalised notation parses to itself
		if again, err := sys.ParseArmor(got); err != nil || again != got {
			t.Errorf("round trip of %q: %q, %v", got, again, err)
		}
	}
}

func TestParseArmorErrors(t *testing.T) {
	for _, c := range []struct{ in, key string }{
		{"torso", ErrKeyArmorSyntax},
		{"12", ErrKeyArmorSyntax},
		{"tail 12", ErrKeyLocation},
		{"torso 101", ErrKeyArmorSP},
		{"torso -1", ErrKeyArmorSP},
		{"torso 10 shiny", ErrKeyArmorWord},
		{"torso 10 ev 11", ErrKeyArmorEV},
		{"torso 10 ev x", ErrKeyArmorWord},
		// «максимум 3 слоя брони; не более чем один из этих слоёв может являться Жёсткой»
		{"torso 1; torso 2; torso 3; torso 4", ErrKeyArmorLayers},
		{"torso 10 hard; all 12 hard", ErrKeyArmorHard},
	} {
		_, err := New().ParseArmor(c.in)
		if got := userKey(err); got != c.key {
			t.Errorf("ParseArmor(%q): %q, want %q", c.in, got, c.key)
		}
	}
	long := make([]byte, maxArmorLength+1)
	for i := range long {
		long[i] = 'a'
	}
	if _, err := New().ParseArmor(string(long)); userKey(err) != ErrKeyArmorLong {
		t.Errorf("long notation: %v", err)
	}
}

func TestMarkedDefaults(t *testing.T) {
	a, err := ParseArmorNotation("torso 10; arms 8 hard; legs 6 hard marked; head 4 unmarked")
	if err != nil {
		t.Fatal(err)
	}
	s := a.Stacks()
	for _, c := range []struct {
		l      Location
		marked bool
	}{{Torso, true}, {RightArm, false}, {LeftLeg, true}, {Head, false}} {
		if s[c.l].Layers[0].Marked != c.marked {
			t.Errorf("%s marked = %v, want %v", c.l.Key(), s[c.l].Layers[0].Marked, c.marked)
		}
	}
}

// The stacks are stored in the state as six strs in the notation; stored
// stacks that break it are the user's ErrKeyState (more in TestStacksDecode).
func TestStacksStored(t *testing.T) {
	a, err := ParseArmorNotation("torso 14 hard ev1; torso,arms 10; head 4 unmarked; legs 0")
	if err != nil {
		t.Fatal(err)
	}
	st := &State{Armor: a.Stacks(), Wounds: 3}
	c := fighter(t, 1, "", nil, "")
	if err := SaveState(c, st); err != nil {
		t.Fatal(err)
	}
	want := append(msgp.AppendString(nil, "armor"), msgpStrings("4", "14h 10m", "10m", "10m", "0m", "0m")...)
	if !bytes.Contains(c.State, want) {
		t.Errorf("encoded %x, want it to contain %x", c.State, want)
	}
	back := state(t, c)
	if back.Armor != st.Armor || back.Wounds != 3 {
		t.Errorf("round trip: %+v", back.Armor)
	}
	armor := func(v []byte) []byte {
		return append(msgp.AppendString(msgp.AppendMapHeader(nil, 1), "armor"), v...)
	}
	for _, bad := range [][]byte{
		msgpStrings("1 2 3 4"), msgpStrings("", "", "", "", "", "", ""), msgpStrings("x"), msgpStrings("101"),
		msgp.AppendInt(msgp.AppendArrayHeader(nil, 1), 1), msgpStrings("1")[:2], msgp.AppendMapHeader(nil, 0),
	} {
		c.State = armor(bad)
		if _, err := LoadState(c); userKey(err) != ErrKeyState {
			t.Errorf("%x: %v", bad, err)
		}
	}
	for _, good := range [][]byte{armor([]byte{0xc0}), armor(msgpStrings()), armor(msgpStrings(" 1hm ", "2")), msgp.AppendMapHeader(nil, 0)} {
		c.State = good
		if _, err := LoadState(c); err != nil {
			t.Errorf("%x: %v", good, err)
		}
	}
}
