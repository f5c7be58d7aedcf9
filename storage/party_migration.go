package storage

import (
	"bytes"

	bolt "go.etcd.io/bbolt"

	"fray/rules"
)

// migrateParty brings a schema 4 file forward to the party (Channel.Party):
// before it a fight's wounds ended with the fight, so every character who
// fought in a channel joins its party unhurt — a player's combatant of the
// stored fight (running or ended) becomes a party member with no state. A
// running fight keeps its fighters' wounds and writes them to the party when
// it ends. A record that cannot be read is left as it is: it is answered as
// damaged, as before.
func migrateParty(tx *bolt.Tx) error {
	cb := tx.Bucket(bChannels)
	if cb == nil {
		return nil
	}
	type put struct{ k, v []byte }
	var puts []put
	err := cb.ForEach(func(k, v []byte) error {
		if !isChannelValueKey(k) {
			return nil
		}
		c, err := decodeJSONChannel(v)
		if err != nil || c.Encounter == nil || c.Party != nil {
			return nil
		}
		for _, f := range c.Encounter.Combatants {
			if f.Owner == "" {
				continue
			}
			if c.Party == nil {
				c.Party = map[string]rules.Condition{}
			}
			sys := c.Encounter.System
			c.Party[PartyKey(sys, f.Owner, "")] = rules.Condition{V: rules.ConditionVersion, System: sys, Owner: f.Owner, Name: f.Sheet.Name}
		}
		if c.Party == nil {
			return nil
		}
		raw, err := encodeJSONChannel(&c)
		if err != nil {
			return err
		}
		puts = append(puts, put{append([]byte(nil), k...), raw})
		return nil
	})
	if err != nil {
		return err
	}
	for _, p := range puts {
		if err := cb.Put(p.k, p.v); err != nil {
			return err
		}
	}
	return nil
}

// isChannelValueKey tells a channel's own key ("guild/channel") from the
// keys kept beside it: its log ring's entries ("…\x00" and a sequence
// number) and index ("…\x01"), and its undo list ("…\x02").
func isChannelValueKey(k []byte) bool {
	return len(k) > 0 && bytes.IndexByte(k, 0) < 0 && k[len(k)-1] != 1 && k[len(k)-1] != 2
}
