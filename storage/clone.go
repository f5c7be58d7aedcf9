package storage

import (
	"encoding/json"

	"fray/rules"
	"fray/rules/encounter"
)

// cloneChannel returns a copy of src sharing no memory with it, as a fresh
// json.Unmarshal of src's encoding would give: nil stays nil and empty stays
// empty. With normalise, it also turns what the encoding would change into
// what decoding gives back — empty collections in omitempty fields become nil,
// and a note's untyped arguments take JSON's types (numbers float64, lists
// []any) — so a mutation's own object can stand for the bytes it wrote.
//
// It is written out by hand because the decode cache copies a channel on
// every read in the commit queue's serial section, where reflection cost a
// tenth of a mutation. TestCloneKnowsEveryField fails when a field is added to
// one of these types and not here.
func cloneChannel(src *Channel, normalise bool) Channel {
	c := *src
	c.FlavourLast = cloneMap(src.FlavourLast, normalise)
	c.Extra = cloneRawMap(src.Extra, normalise)
	if src.Encounter != nil {
		e := cloneEncounter(src.Encounter, normalise)
		c.Encounter = &e
	}
	return c
}

func cloneEncounter(src *encounter.Encounter, normalise bool) encounter.Encounter {
	e := *src
	if src.Combatants != nil { // no omitempty: [] stays []
		e.Combatants = make([]rules.Combatant, len(src.Combatants))
		for i := range src.Combatants {
			e.Combatants[i] = cloneCombatant(&src.Combatants[i], normalise)
		}
	}
	e.Tally = nil
	if src.Tally != nil && !(normalise && len(src.Tally) == 0) {
		e.Tally = make(map[int]*encounter.Tally, len(src.Tally))
		for k, v := range src.Tally {
			if v != nil {
				t := *v
				v = &t
			}
			e.Tally[k] = v
		}
	}
	e.Prompts = nil
	if src.Prompts != nil && !(normalise && len(src.Prompts) == 0) {
		e.Prompts = make([]rules.Event, len(src.Prompts))
		for i, p := range src.Prompts {
			p.Note = cloneNote(p.Note, normalise)
			e.Prompts[i] = p
		}
	}
	return e
}

func cloneCombatant(src *rules.Combatant, normalise bool) rules.Combatant {
	c := *src
	c.Sheet.Stats = cloneMap(src.Sheet.Stats, normalise)
	c.Sheet.Flags = cloneMap(src.Sheet.Flags, normalise)
	c.Sheet.Weapons = cloneSlice(src.Sheet.Weapons, normalise)
	c.InitDice = cloneSlice(src.InitDice, normalise)
	c.State = cloneRaw(src.State, normalise)
	return c
}

// cloneSlice copies a slice of plain values held in an omitempty field.
func cloneSlice[T any](s []T, normalise bool) []T {
	if s == nil || (normalise && len(s) == 0) {
		return nil
	}
	return append(make([]T, 0, len(s)), s...)
}

// cloneMap copies a map of plain values held in an omitempty field.
func cloneMap[K comparable, V any](m map[K]V, normalise bool) map[K]V {
	if m == nil || (normalise && len(m) == 0) {
		return nil
	}
	out := make(map[K]V, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

func cloneRaw(r json.RawMessage, normalise bool) json.RawMessage {
	if r == nil || (normalise && len(r) == 0) {
		return nil
	}
	return append(json.RawMessage(make([]byte, 0, len(r))), r...)
}

func cloneRawMap(m map[string]json.RawMessage, normalise bool) map[string]json.RawMessage {
	if m == nil || (normalise && len(m) == 0) {
		return nil
	}
	out := make(map[string]json.RawMessage, len(m))
	for k, v := range m {
		out[k] = append(json.RawMessage(nil), v...)
	}
	return out
}

func cloneNote(n rules.Note, normalise bool) rules.Note {
	if n.Args == nil || (normalise && len(n.Args) == 0) {
		n.Args = nil
		return n
	}
	args := make(map[string]any, len(n.Args))
	for k, v := range n.Args {
		args[k] = cloneValue(v, normalise)
	}
	n.Args = args
	return n
}

// cloneValue copies an untyped value. Decoded values are JSON's own types;
// with normalise, others become what a JSON round trip makes of them (the
// common ones directly, the rest through encoding/json).
func cloneValue(v any, normalise bool) any {
	switch x := v.(type) {
	case nil, string, bool, float64:
		return x
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = cloneValue(e, normalise)
		}
		return out
	case map[string]any:
		out := make(map[string]any, len(x))
		for k, e := range x {
			out[k] = cloneValue(e, normalise)
		}
		return out
	}
	if !normalise {
		return v // not a decoded value: immutable scalars only reach here
	}
	switch x := v.(type) {
	case int:
		return float64(x)
	case int64:
		return float64(x)
	case []int:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = float64(e)
		}
		return out
	case []string:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = e
		}
		return out
	}
	raw, err := json.Marshal(v)
	if err != nil {
		return v
	}
	var out any
	if json.Unmarshal(raw, &out) != nil {
		return v
	}
	return out
}
