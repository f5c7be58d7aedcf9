package storage

import (
	"bytes"
	"context"
	"testing"

	bolt "go.etcd.io/bbolt"
)

// testdata/schema4.db.gz is a database the build before the party wrote
// (schema 4) through the console: in channel "console" Ann (a player) took
// 4 wound points in a medieval fight that ended; in channel "camp" she took
// 8 in a fight still running. Opened now, it migrates: Ann joins each
// channel's party unhurt (the ended fight's wounds had ended with it), the
// running fight keeps her 8 points on its tracker, and the file says the
// current schema (schema 6's MessagePack records read back the same, and
// schema 7's MessagePack states).
func TestMigrationFromSchema4GivesAnUnhurtParty(t *testing.T) {
	path := unzipFixture(t, "schema4.db.gz")
	s := open(t, path, Options{})
	if v, _ := s.SchemaVersionOnDisk(); v != SchemaVersion {
		t.Fatalf("schema %d after opening, want %d", v, SchemaVersion)
	}
	var keys []string
	_ = s.db.View(func(tx *bolt.Tx) error {
		return tx.Bucket(bChannels).ForEach(func(k, _ []byte) error {
			if isChannelValueKey(k) {
				keys = append(keys, string(k))
			}
			return nil
		})
	})
	if len(keys) != 2 {
		t.Fatalf("channels %q, want two", keys)
	}
	err := s.View(context.Background(), func(tx *Tx) error {
		for _, k := range keys {
			i := bytes.IndexByte([]byte(k), '/')
			c, err := tx.Channel(k[:i], k[i+1:])
			if err != nil {
				return err
			}
			if len(c.Party) != 1 {
				t.Errorf("%s: party %+v, want Ann alone", k, c.Party)
				continue
			}
			for key, m := range c.Party {
				if m.Name != "Ann" || m.Owner == "" || m.State != nil || m.V != 1 || m.System != "medieval" || key != PartyKey("medieval", m.Owner, "") {
					t.Errorf("%s: party member %s = %+v, want Ann, unhurt", k, key, m)
				}
			}
			if c.Encounter.Ended {
				continue
			}
			// The running fight keeps her wounds on its tracker.
			if len(c.Encounter.Combatants) != 1 || !isMsgpMap(c.Encounter.Combatants[0].State) ||
				genericState(t, c.Encounter.Combatants[0].State).(map[string]any)["w"] != int64(8) {
				t.Errorf("%s: the running fight's Ann is %s, want 8 wound points", k, c.Encounter.Combatants[0].State)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
