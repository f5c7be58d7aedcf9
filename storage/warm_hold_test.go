package storage

import (
	"context"
	"encoding/json"
	"path/filepath"
	"reflect"
	"testing"

	"fray/rules"
	"fray/rules/encounter"
)

// holdDoc is a channel whose encoding changes it: empty collections in
// omitempty fields, and note arguments of Go types JSON has not.
func holdDoc() Channel {
	enc := encounter.New("medieval", "gm")
	enc.Tally = map[int]*encounter.Tally{}
	enc.Combatants = []rules.Combatant{{ID: 1, Name: "Orc", InitDice: []int{}, State: json.RawMessage{},
		Sheet: rules.Sheet{Stats: map[string]int{"REF": 5}, Flags: map[string]bool{}, Weapons: []rules.Weapon{}}}}
	enc.Prompts = []rules.Event{
		{Combatant: 1, Prompt: "p", Note: rules.Note{Key: "k", Args: map[string]any{"N": 4, "Dice": []int{8, 6}, "Name": "Orc"}}},
		{Combatant: 1, Prompt: "q", Note: rules.Note{Key: "e", Args: map[string]any{}}},
		{Combatant: 1, Prompt: "r", Note: rules.Note{Key: "j", Args: map[string]any{"S": "x", "F": 1.5, "L": []any{"a", 2.0}}}},
	}
	return Channel{System: "medieval", Encounter: enc, FlavourLast: map[string]int{}, Extra: map[string]json.RawMessage{}}
}

// In place, normaliseChannel gives what normalisedCopy gives as a copy, and
// what decoding the bytes gives.
func TestNormaliseChannelInPlace(t *testing.T) {
	docs := []Channel{holdDoc(), {}, {System: "klondike", Extra: map[string]json.RawMessage{"a": json.RawMessage(`{"x":1}`)}}}
	for _, doc := range channelDocs {
		var c Channel
		if err := json.Unmarshal([]byte(doc), &c); err != nil {
			t.Fatal(err)
		}
		docs = append(docs, c)
	}
	for i, c := range docs {
		raw, err := json.Marshal(c)
		if err != nil {
			t.Fatal(err)
		}
		var decoded Channel
		if err := json.Unmarshal(raw, &decoded); err != nil {
			t.Fatal(err)
		}
		copied := *normalisedCopy(&c)
		normaliseChannel(&c)
		if !reflect.DeepEqual(c, decoded) || !reflect.DeepEqual(c, copied) {
			t.Errorf("doc %d: normalised in place %#v\nwant (decoded) %#v", i, c, decoded)
		}
	}
}

// A note's arguments map that needs converting is replaced, not changed:
// the rules that built it may share it.
func TestNormaliseLeavesSharedArgsAlone(t *testing.T) {
	args := map[string]any{"N": 4}
	c := Channel{Encounter: &encounter.Encounter{Prompts: []rules.Event{{Note: rules.Note{Key: "k", Args: args}}}}}
	normaliseChannel(&c)
	if args["N"] != 4 {
		t.Fatalf("the shared map changed: %#v", args)
	}
	if c.Encounter.Prompts[0].Note.Args["N"] != 4.0 {
		t.Fatalf("the note kept %#v", c.Encounter.Prompts[0].Note.Args)
	}
}

// Under a hold, a committed value stays out of the cache until release, then
// enters it as the very object the mutation wrote, normalised; the next
// mutation takes it, and a verifying store sees it equal its bytes.
func TestHoldWarmHandsOverTheObject(t *testing.T) {
	s, ctx, release, written := writeHeld(t)
	key := ChannelKey("g", "c")
	if _, ok := s.q.cache.m[key]; ok {
		t.Fatal("the value entered the cache before release")
	}
	release()
	e, ok := s.q.cache.m[key]
	if !ok || e.val != written {
		t.Fatalf("after release the cache holds %p (ok %v), want the mutation's object %p", e.val, ok, written)
	}
	var took bool
	if err := s.Update(context.Background(), func(tx *Tx) error {
		ch, err := tx.Channel("g", "c")
		took = ch.Encounter == written.Encounter
		return err
	}); err != nil {
		t.Fatal(err)
	}
	if !took {
		t.Fatal("the next mutation decoded the bytes instead of taking the cached object")
	}
	if n := s.CacheMismatches(); n != 0 {
		t.Fatalf("%d cache hits differed from their bytes", n)
	}
	// After release, a mutation under the same context is copied at once.
	if err := s.Update(ctx, func(tx *Tx) error { return tx.PutChannel("g", "d", holdDoc()) }); err != nil {
		t.Fatal(err)
	}
	if _, ok := s.q.cache.m[ChannelKey("g", "d")]; !ok {
		t.Fatal("a mutation after release must warm the cache at once")
	}
}

// The verifier counts a cached value someone changed after the cache took
// it: the test mode the commands tests run in.
func TestVerifyCacheCountsAChangedValue(t *testing.T) {
	s, _, release, written := writeHeld(t)
	release()
	written.Encounter.Round = 99 // a render changing what it was handed
	if err := s.View(context.Background(), func(tx *Tx) error { _, err := tx.Channel("g", "c"); return err }); err != nil {
		t.Fatal(err)
	}
	if n := s.CacheMismatches(); n != 1 {
		t.Fatalf("mismatches %d, want 1", n)
	}
}

// writeHeld opens a verifying store and writes holdDoc to g/c under a hold;
// it returns the mutation's own object, which the hold keeps back.
func writeHeld(t *testing.T) (*Store, context.Context, func(), *Channel) {
	t.Helper()
	s := open(t, filepath.Join(t.TempDir(), "f.db"), Options{VerifyCache: true})
	ctx, release := HoldWarm(context.Background())
	var written *Channel
	if err := s.Update(ctx, func(tx *Tx) error {
		if err := tx.PutChannel("g", "c", holdDoc()); err != nil {
			return err
		}
		written = tx.stage.obj(ChannelKey("g", "c"))
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	return s, ctx, release, written
}
