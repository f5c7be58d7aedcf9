// Package codecbench compares encodings of the stored records on the shapes
// Fray stores (docs/performance.md, "The stored records' encoding"). It is
// a module of its own, so that the candidates it measures are no
// dependency of Fray:
//
//	cd storage/codecbench && go test -bench . -benchmem
package codecbench

import (
	stdjson "encoding/json"
	"strconv"
	"testing"

	"fray/storage/codecbench/state"

	"github.com/fxamacker/cbor/v2"
	goccy "github.com/goccy/go-json"
	jsoniter "github.com/json-iterator/go"

	"fray/rules"
	"fray/rules/encounter"
	"fray/storage"
)

// fightChannel is the shape storage's codec tests use: a running medieval
// fight of n fighters.
func fightChannel(n int) *storage.Channel {
	e := &encounter.Encounter{System: "medieval", Version: 42, GM: "112233445566778899", Round: 4, Turn: 3, NextID: n + 1,
		Tally: map[int]*encounter.Tally{}, Tracker: encounter.MessageRef{ChannelID: "998877665544332211", MessageID: "1234567890123456789"}, Begun: true}
	party := map[string]rules.Condition{}
	for i := 1; i <= n; i++ {
		name := "Орк " + strconv.Itoa(i)
		owner := ""
		if i%3 == 0 {
			name, owner = "Hero "+strconv.Itoa(i), "55555555555555555"+strconv.Itoa(i)
			party[storage.PartyKey("medieval", owner, "")] = rules.Condition{V: 1, System: "medieval", Owner: owner, Name: name}
		}
		e.Combatants = append(e.Combatants, rules.Combatant{
			ID: i, Name: name, Owner: owner,
			Sheet: rules.Sheet{Name: name, Stats: map[string]int{"INT": 5, "REF": 6 + i%3, "TECH": 4, "COOL": 5, "BODY": 7, "MA": 6, "melee": 4, "dodge": 3, "brawling": 2},
				Weapons: []rules.Weapon{{Name: "axe", Spec: "2d6+1 melee blade"}, {Name: "crossbow", Spec: "3d6 ranged 50m"}}, Armor: "14h torso, 10m head"},
			Init: 10 + i, InitDice: []int{i%10 + 1}, InitMod: 8,
			State: stdjson.RawMessage(`{"w":` + strconv.Itoa(i) + `,"armor":["4","14h 10m","10m","10m","0m","0m"],"ev":1,"parry":4,"actions":1}`),
		})
		e.Tally[i] = &encounter.Tally{Dealt: 3 * i, Taken: i}
	}
	e.Prompts = []rules.Event{{Combatant: 3, Note: rules.Note{Key: "medieval.save.stun", Args: map[string]any{"Name": "Орк 3", "Target": int64(7), "Mod": int64(-2)}}, Prompt: "save:stun"}}
	return &storage.Channel{System: "medieval", FlavourLast: map[string]int{"hit": 3, "miss": 1, "crit": 0}, Encounter: e, Party: party}
}

// codec is one candidate: how it encodes and decodes a channel.
type codec struct {
	name string
	enc  func(*storage.Channel) ([]byte, error)
	dec  func([]byte, *storage.Channel) error
}

// codecs are the candidates: msgp as storage stores a record (generated
// code, then the canonical form) and its generated code alone, CBOR with
// sorted maps, two faster JSON libraries, and encoding/json.
func codecs(tb testing.TB) []codec {
	em, err := cbor.CoreDetEncOptions().EncMode()
	if err != nil {
		tb.Fatal(err)
	}
	dm, err := cbor.DecOptions{}.DecMode()
	if err != nil {
		tb.Fatal(err)
	}
	jit := jsoniter.ConfigCompatibleWithStandardLibrary
	return []codec{
		{"msgp-stored", func(c *storage.Channel) ([]byte, error) { return storage.Marshal(c) },
			func(b []byte, c *storage.Channel) error { return storage.Unmarshal(b, c) }},
		{"msgp-generated-only", func(c *storage.Channel) ([]byte, error) { return c.MarshalMsg(nil) },
			func(b []byte, c *storage.Channel) error { _, err := c.UnmarshalMsg(b); return err }},
		{"cbor-coredet", func(c *storage.Channel) ([]byte, error) { return em.Marshal(c) },
			func(b []byte, c *storage.Channel) error { return dm.Unmarshal(b, c) }},
		{"goccy-json", func(c *storage.Channel) ([]byte, error) { return goccy.Marshal(c) },
			func(b []byte, c *storage.Channel) error { return goccy.Unmarshal(b, c) }},
		{"jsoniter", func(c *storage.Channel) ([]byte, error) { return jit.Marshal(c) },
			func(b []byte, c *storage.Channel) error { return jit.Unmarshal(b, c) }},
		{"encoding-json", func(c *storage.Channel) ([]byte, error) { return stdjson.Marshal(c) },
			func(b []byte, c *storage.Channel) error { return stdjson.Unmarshal(b, c) }},
	}
}

// BenchmarkChannel encodes and decodes a 4- and a 32-fighter channel.
func BenchmarkChannel(b *testing.B) {
	for _, n := range []int{4, 32} {
		c := fightChannel(n)
		for _, cd := range codecs(b) {
			raw, err := cd.enc(c)
			if err != nil {
				b.Fatal(cd.name, err)
			}
			var back storage.Channel
			if err := cd.dec(raw, &back); err != nil {
				b.Fatal(cd.name, err)
			}
			b.Run(cd.name+"/encode/"+strconv.Itoa(n), func(b *testing.B) {
				b.ReportMetric(float64(len(raw)), "bytes")
				b.ReportAllocs()
				for b.Loop() {
					if _, err := cd.enc(c); err != nil {
						b.Fatal(err)
					}
				}
			})
			b.Run(cd.name+"/decode/"+strconv.Itoa(n), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					var v storage.Channel
					if err := cd.dec(raw, &v); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// BenchmarkStateDecode reads one medieval combat state (a copy of its
// shape, package state) as each candidate stores it.
func BenchmarkStateDecode(b *testing.B) {
	jsonRaw := []byte(`{"w":7,"armor":["4","14h 10m","10m","10m","0m","0m"],"ev":1,"parry":4,"actions":1}`)
	var s state.State
	_ = stdjson.Unmarshal(jsonRaw, &s)
	mp, _ := s.MarshalMsg(nil)
	em, _ := cbor.CoreDetEncOptions().EncMode()
	cb, _ := em.Marshal(&s)
	b.Run("msgp", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			var v state.State
			if _, err := v.UnmarshalMsg(mp); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("cbor", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			var v state.State
			if err := cbor.Unmarshal(cb, &v); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("goccy-json", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			var v state.State
			if err := goccy.Unmarshal(jsonRaw, &v); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("encoding-json", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			var v state.State
			if err := stdjson.Unmarshal(jsonRaw, &v); err != nil {
				b.Fatal(err)
			}
		}
	})
}
