package storage

import (
	"encoding/json"

	"fray/rules"
	"fray/rules/encounter"
)

// cloneChannel returns a copy of src sharing no memory with it, as a fresh
// json.Unmarshal of src's encoding would give when src came from decoding:
// nil stays nil and empty stays empty. normalisedCopy also turns what the
// encoding would change into what decoding gives back (normaliseChannel), so
// a mutation's own object can stand for the bytes it wrote.
//
// It is written out by hand because the decode cache copies a channel on
// every read in the commit queue's serial section, where reflection cost a
// tenth of a mutation. TestCloneKnowsEveryField fails when a field is added to
// one of these types and not here.
func cloneChannel(src *Channel) Channel {
	c := *src
	c.FlavourLast = cloneMap(src.FlavourLast)
	c.Extra = cloneRawMap(src.Extra)
	if src.Party != nil {
		c.Party = make(map[string]rules.Condition, len(src.Party))
		for k, v := range src.Party {
			v.State = cloneRaw(v.State)
			if v.Sheet != nil {
				sh := cloneSheet(v.Sheet)
				v.Sheet = &sh
			}
			c.Party[k] = v
		}
	}
	if src.Encounter != nil {
		e := cloneEncounter(src.Encounter)
		c.Encounter = &e
	}
	return c
}

func cloneEncounter(src *encounter.Encounter) encounter.Encounter {
	e := *src
	if src.Combatants != nil { // no omitempty: [] stays []
		e.Combatants = make([]rules.Combatant, len(src.Combatants))
		for i := range src.Combatants {
			e.Combatants[i] = cloneCombatant(&src.Combatants[i])
		}
	}
	e.Tally = nil
	if src.Tally != nil {
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
	if src.Prompts != nil {
		e.Prompts = make([]rules.Event, len(src.Prompts))
		for i, p := range src.Prompts {
			p.Note = cloneNote(p.Note, false)
			e.Prompts[i] = p
		}
	}
	e.Free = cloneSlice(src.Free)
	e.Spent = cloneSlice(src.Spent)
	return e
}

func cloneSheet(src *rules.Sheet) rules.Sheet {
	s := *src
	s.Stats = cloneMap(src.Stats)
	s.Flags = cloneMap(src.Flags)
	s.Weapons = cloneSlice(src.Weapons)
	return s
}

func cloneCombatant(src *rules.Combatant) rules.Combatant {
	c := *src
	c.Sheet = cloneSheet(&src.Sheet)
	c.InitDice = cloneSlice(src.InitDice)
	c.State = cloneRaw(src.State)
	return c
}

// cloneSlice copies a slice of plain values held in an omitempty field.
func cloneSlice[T any](s []T) []T {
	if s == nil {
		return nil
	}
	return append(make([]T, 0, len(s)), s...)
}

// cloneMap copies a map of plain values held in an omitempty field.
func cloneMap[K comparable, V any](m map[K]V) map[K]V {
	if m == nil {
		return nil
	}
	out := make(map[K]V, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

func cloneRaw(r json.RawMessage) json.RawMessage {
	if r == nil {
		return nil
	}
	return append(json.RawMessage(make([]byte, 0, len(r))), r...)
}

func cloneRawMap(m map[string]json.RawMessage) map[string]json.RawMessage {
	if m == nil {
		return nil
	}
	out := make(map[string]json.RawMessage, len(m))
	for k, v := range m {
		out[k] = append(json.RawMessage(nil), v...)
	}
	return out
}

func cloneNote(n rules.Note, normalise bool) rules.Note {
	if n.Args == nil {
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

// normalisedCopy is a copy of src as decoding src's encoding gives it.
func normalisedCopy(src *Channel) *Channel {
	c := cloneChannel(src)
	normaliseChannel(&c)
	return &c
}

// normaliseChannel changes c in place into what decoding its encoding
// gives: empty collections in omitempty fields become nil, and a note's
// untyped arguments take JSON's types (numbers float64, lists []any). A note whose arguments need changing gets a new map, since the map
// may be shared with the rules that built it.
func normaliseChannel(c *Channel) {
	if len(c.FlavourLast) == 0 {
		c.FlavourLast = nil
	}
	if len(c.Extra) == 0 {
		c.Extra = nil
	}
	for k, v := range c.Extra {
		if v != nil && len(v) == 0 {
			c.Extra[k] = nil
		}
	}
	if len(c.Party) == 0 {
		c.Party = nil
	}
	for k, v := range c.Party {
		changed := false
		if v.State != nil && len(v.State) == 0 {
			v.State, changed = nil, true
		}
		if sh := v.Sheet; sh != nil && (len(sh.Stats) == 0 && sh.Stats != nil || len(sh.Flags) == 0 && sh.Flags != nil || len(sh.Weapons) == 0 && sh.Weapons != nil) {
			n := cloneSheet(sh)
			n.Stats, n.Flags, n.Weapons = nilIfEmptyMap(n.Stats), nilIfEmptyMap(n.Flags), nilIfEmptySlice(n.Weapons)
			v.Sheet, changed = &n, true
		}
		if changed {
			c.Party[k] = v
		}
	}
	e := c.Encounter
	if e == nil {
		return
	}
	for i := range e.Combatants {
		x := &e.Combatants[i]
		x.Sheet.Stats = nilIfEmptyMap(x.Sheet.Stats)
		x.Sheet.Flags = nilIfEmptyMap(x.Sheet.Flags)
		x.Sheet.Weapons = nilIfEmptySlice(x.Sheet.Weapons)
		x.InitDice = nilIfEmptySlice(x.InitDice)
		if len(x.State) == 0 {
			x.State = nil
		}
	}
	if len(e.Tally) == 0 {
		e.Tally = nil
	}
	if len(e.Prompts) == 0 {
		e.Prompts = nil
	}
	e.Free = nilIfEmptySlice(e.Free)
	for i := range e.Prompts {
		n := &e.Prompts[i].Note
		switch {
		case len(n.Args) == 0:
			n.Args = nil
		case !jsonTypedArgs(n.Args):
			*n = cloneNote(*n, true)
		}
	}
}

func nilIfEmptyMap[K comparable, V any](m map[K]V) map[K]V {
	if len(m) == 0 {
		return nil
	}
	return m
}

func nilIfEmptySlice[T any](s []T) []T {
	if len(s) == 0 {
		return nil
	}
	return s
}

// jsonTypedArgs reports whether every value in args is already of the type
// decoding JSON into an `any` gives.
func jsonTypedArgs(args map[string]any) bool {
	for _, v := range args {
		if !jsonTyped(v) {
			return false
		}
	}
	return true
}

func jsonTyped(v any) bool {
	switch x := v.(type) {
	case nil, string, bool, float64:
		return true
	case []any:
		for _, e := range x {
			if !jsonTyped(e) {
				return false
			}
		}
		return true
	case map[string]any:
		return jsonTypedArgs(x)
	}
	return false
}
