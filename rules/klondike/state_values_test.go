package klondike

import (
	"fmt"
	"hash/fnv"
	"math"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"fray/rules"
)

// The states the codec tests feed to LoadState, SaveState, Health and Dead:
// every field of State set alone to each of a few values of its type (the
// widest numbers, Cyrillic and long names), all of them set at once,
// random states, and the states the seed-based tests produce.

// intSamples are the ints a field is set to: each MessagePack int width,
// both signs, and the extremes.
var intSamples = []int{1, -1, 31, -32, 127, 128, -33, 255, 256, -129, 65535, 65536, -32769,
	1 << 31, -(1 << 31) - 1, 1 << 40, math.MaxInt64, math.MinInt64}

// stringSamples are the strings a field or list holds: a short one, an
// empty one, Cyrillic with quotes, one past a fixstr (31 bytes) and one
// past str8 (255 bytes).
var stringSamples = []string{"Rifle", "", "Пулемёт «Максим»", strings.Repeat("a", 32), strings.Repeat("ж", 200)}

// sampleValues are the values of type t a field is set to, none of them
// zero (a list of one empty string is not empty).
func sampleValues(tb testing.TB, t reflect.Type) []reflect.Value {
	tb.Helper()
	var out []reflect.Value
	switch {
	case t == reflect.TypeFor[rules.Counts]():
		for _, name := range stringSamples {
			out = append(out, reflect.ValueOf(rules.Counts{name: 30}))
		}
		out = append(out, reflect.ValueOf(rules.Counts{"Rifle": -1, "Pistol": 0, "Пулемёт": math.MaxInt64, "": math.MinInt64}))
	case t.Kind() == reflect.Int:
		for _, n := range intSamples {
			out = append(out, reflect.ValueOf(n))
		}
	case t.Kind() == reflect.Bool:
		out = append(out, reflect.ValueOf(true))
	case t.Kind() == reflect.String:
		for _, s := range stringSamples {
			if s != "" {
				out = append(out, reflect.ValueOf(s))
			}
		}
	case t == reflect.TypeFor[[]string]():
		out = append(out, reflect.ValueOf([]string{PartArm}), reflect.ValueOf([]string{""}), reflect.ValueOf(stringSamples))
	case t == reflect.TypeFor[[]int]():
		out = append(out, reflect.ValueOf([]int{3}), reflect.ValueOf([]int{0}), reflect.ValueOf(intSamples))
	default:
		tb.Fatalf("no sample values of %v: add them here", t)
	}
	return out
}

// stateVariants is State with each field set alone to each of its sample
// values, named by the field, and with every field set at once ("all").
func stateVariants(tb testing.TB) map[string]State {
	tb.Helper()
	out := map[string]State{}
	var all State
	ta := reflect.TypeFor[State]()
	for i := range ta.NumField() {
		f := ta.Field(i)
		for j, v := range sampleValues(tb, f.Type) {
			var s State
			reflect.ValueOf(&s).Elem().Field(i).Set(v)
			out[fmt.Sprintf("%s#%d", f.Name, j)] = s
			if j == 0 {
				reflect.ValueOf(&all).Elem().Field(i).Set(v)
			}
		}
	}
	out["all"] = all
	out["none"] = State{}
	return out
}

// randomState sets each field of State to one of its sample values or
// leaves it zero, at random.
func randomState(tb testing.TB, rng *rand.Rand) State {
	tb.Helper()
	var s State
	v := reflect.ValueOf(&s).Elem()
	for i := range v.NumField() {
		if rng.IntN(3) == 0 {
			continue
		}
		values := sampleValues(tb, v.Field(i).Type())
		v.Field(i).Set(values[rng.IntN(len(values))])
	}
	return s
}

// rngFor is a random source seeded by data, for the fuzz targets.
func rngFor(data []byte) *rand.Rand {
	h := fnv.New64a()
	h.Write(data)
	return rand.New(rand.NewPCG(h.Sum64(), uint64(len(data))))
}

// fixtureStates are states the seed-based tests produce: fresh sheets, a
// fighter after the rifle hit of TestAttackDamageThroughEndIntoStrDex, the
// dying patient of the surgery tests.
func fixtureStates(t *testing.T) map[string][]byte {
	t.Helper()
	out := map[string][]byte{"shooter": shooter(t).State, "npc": npc(t, 2, "2").State}
	a, b := shooter(t), npc(t, 2, "2")
	if _, err := Attack(a, b, AttackOptions{Weapon: "rifle", Range: 30}, script(4, 4, 5, 5, 5, 3, 4, 2)); err != nil {
		t.Fatal(err)
	}
	out["shooter after a shot"], out["npc knocked out"] = a.State, b.State
	out["dying patient"] = dyingPatient(t).State
	return out
}

// saved is s as SaveState stores it.
func saved(tb testing.TB, s State) []byte {
	tb.Helper()
	var c rules.Combatant
	if err := SaveState(&c, &s); err != nil {
		tb.Fatal(err)
	}
	return c.State
}

// emptyAsNil is s with its empty lists and maps as none: the encoding
// leaves an empty one out (omitempty, omitzero), so it reads back nil.
func emptyAsNil(s State) State {
	v := reflect.ValueOf(&s).Elem()
	for i := range v.NumField() {
		f := v.Field(i)
		if (f.Kind() == reflect.Slice || f.Kind() == reflect.Map) && f.Len() == 0 {
			f.SetZero()
		}
	}
	return s
}
