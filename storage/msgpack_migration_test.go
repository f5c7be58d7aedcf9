package storage

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tinylib/msgp/msgp"
	bolt "go.etcd.io/bbolt"

	"fray/rules"
)

// unzipFixture writes a gzipped database from testdata into a temporary
// file and returns its path.
func unzipFixture(t *testing.T, name string) string {
	t.Helper()
	gz, err := os.Open(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	defer gz.Close()
	zr, err := gzip.NewReader(gz)
	if err != nil {
		t.Fatal(err)
	}
	raw, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "fray.db")
	if err := os.WriteFile(path, raw, 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// sameJSON rewrites a JSON value with its objects' keys sorted and its
// numbers as written, so two encodings of one value compare equal.
func sameJSON(t *testing.T, raw []byte) string {
	t.Helper()
	d := json.NewDecoder(bytes.NewReader(raw))
	d.UseNumber()
	var v any
	if err := d.Decode(&v); err != nil {
		t.Fatalf("%q: %v", raw, err)
	}
	out, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}

// channelAsJSON is a channel (JSON, or MessagePack with MessagePack
// states) as sorted JSON, its states as their generic values
// (statesAsJSON).
func channelAsJSON(t *testing.T, raw []byte, isJSON bool) string {
	t.Helper()
	var c Channel
	var err error
	if isJSON {
		c, err = decodeJSONChannel(raw)
	} else {
		c, err = DecodeChannel(raw)
	}
	if err != nil {
		t.Fatal(err)
	}
	statesAsJSON(t, &c, !isJSON)
	out, err := encodeJSONChannel(&c)
	if err != nil {
		t.Fatal(err)
	}
	return sameJSON(t, out)
}

// msgpAsJSON is a MessagePack value as sorted JSON.
func msgpAsJSON(t *testing.T, raw []byte) string {
	t.Helper()
	var buf bytes.Buffer
	if _, err := msgp.UnmarshalAsJSON(&buf, raw); err != nil {
		t.Fatalf("%x: %v", raw, err)
	}
	return sameJSON(t, buf.Bytes())
}

// schema5Contents is what a schema 5 file holds, read as JSON: each
// channel's value, its undo snapshots (newest first) and log lines, and
// the sheets.
type schema5Contents struct {
	channels map[string]string   // by channel key
	undo     map[string][]string // newest first
	logs     map[string][]string
	sheets   map[string]string
}

func readSchema5(t *testing.T, path string) schema5Contents {
	t.Helper()
	got := schema5Contents{channels: map[string]string{}, undo: map[string][]string{}, logs: map[string][]string{}, sheets: map[string]string{}}
	db, err := bolt.Open(path, 0o600, &bolt.Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	err = db.View(func(tx *bolt.Tx) error {
		if v := string(tx.Bucket(bMeta).Get(kSchema)); v != "5" {
			t.Fatalf("the fixture is schema %s, want 5", v)
		}
		cb := tx.Bucket(bChannels)
		if err := cb.ForEach(func(k, v []byte) error {
			if isChannelValueKey(k) {
				got.channels[string(k)] = channelAsJSON(t, v, true)
				// Its history: the undo list rebuilt against it, and the log.
				if list := cb.Get(undoKey(string(k))); list != nil {
					recs, ok := splitRecords(list, 0)
					if !ok {
						t.Fatalf("%s: undo list does not parse", k)
					}
					base := v
					for i := len(recs) - 1; i >= 0; i-- {
						snap, err := decodeDelta(base, recs[i])
						if err != nil {
							t.Fatal(err)
						}
						got.undo[string(k)] = append(got.undo[string(k)], channelAsJSON(t, snap, true))
						base = snap
					}
				}
				for _, e := range logNewest(cb, string(k), 1000) {
					got.logs[string(k)] = append(got.logs[string(k)], sameJSON(t, e))
				}
			}
			return nil
		}); err != nil {
			return err
		}
		return tx.Bucket(bSheets).ForEach(func(k, v []byte) error {
			got.sheets[string(k)] = sameJSON(t, v)
			return nil
		})
	})
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// testdata/schema5.db.gz is a database the build before MessagePack wrote
// (schema 5) through the console: in channel "north" a medieval fight of
// Ann and two orcs (Orc 1 took 7 wound points, a turn was undone, the fight
// is in round 2), in channel "south" a klondike fight of Bob and a raider
// with a turn undone, each with its undo history and log, and Ann's and
// Bob's sheets. Opened now, it migrates (to MessagePack records, then to
// MessagePack combat states): every channel, every undo snapshot, every log
// line and every sheet reads back as the same value it was in JSON, each
// combat state now a MessagePack map of the same value, and the file says
// the current schema.
func TestMigrationFromSchema5KeepsEveryRecord(t *testing.T) {
	path := unzipFixture(t, "schema5.db.gz")
	want := readSchema5(t, path)
	if len(want.channels) != 2 || len(want.sheets) != 2 {
		t.Fatalf("the fixture holds channels %d, sheets %d; want 2 and 2", len(want.channels), len(want.sheets))
	}
	s := open(t, path, Options{})
	if v, _ := s.SchemaVersionOnDisk(); v != SchemaVersion || SchemaVersion != 7 {
		t.Fatalf("schema %d after opening, want 7", v)
	}
	ctx := context.Background()
	orcWounded := false
	for key, wantCh := range want.channels {
		guild, channel, _ := strings.Cut(key, "/")
		err := s.View(ctx, func(tx *Tx) error {
			raw := tx.ChannelRaw(guild, channel)
			if got := channelAsJSON(t, raw, false); got != wantCh {
				t.Errorf("%s:\n got %s\nwant %s", key, got, wantCh)
			}
			c, err := tx.Channel(guild, channel)
			if err != nil {
				return err
			}
			for _, f := range c.Encounter.Combatants {
				if f.Name == "Orc 1" {
					st, _ := genericState(t, f.State).(map[string]any)
					orcWounded = isMsgpMap(f.State) && st["w"] == int64(7)
				}
			}
			logs, err := tx.Logs(guild, channel, 1000)
			if err != nil {
				return err
			}
			if len(logs) != len(want.logs[key]) || len(logs) < 4 {
				t.Errorf("%s: %d log lines, want %d (at least 4)", key, len(logs), len(want.logs[key]))
			}
			for i := range min(len(logs), len(want.logs[key])) {
				if got := msgpAsJSON(t, logs[i]); got != want.logs[key][i] {
					t.Errorf("%s: log line %d:\n got %s\nwant %s", key, i, got, want.logs[key][i])
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		// Every undo snapshot, popped in one mutation that is then
		// rolled back.
		errRollBack := errors.New("roll back")
		var popped []string
		err = s.Update(ctx, func(tx *Tx) error {
			for {
				snap, ok, err := tx.PopUndo(guild, channel)
				if err != nil {
					return err
				}
				if !ok {
					return errRollBack
				}
				popped = append(popped, channelAsJSON(t, snap, false))
			}
		})
		if !errors.Is(err, errRollBack) {
			t.Fatal(err)
		}
		if len(popped) < 2 || len(popped) != len(want.undo[key]) {
			t.Fatalf("%s: %d undo snapshots, want %d (at least 2)", key, len(popped), len(want.undo[key]))
		}
		for i := range popped {
			if popped[i] != want.undo[key][i] {
				t.Errorf("%s: undo snapshot %d:\n got %s\nwant %s", key, i, popped[i], want.undo[key][i])
			}
		}
	}
	if !orcWounded {
		t.Error("Orc 1's 7 wound points were lost")
	}
	err := s.db.View(func(tx *bolt.Tx) error {
		return tx.Bucket(bSheets).ForEach(func(k, v []byte) error {
			var sh rules.Sheet
			if err := Unmarshal(v, &sh); err != nil {
				t.Errorf("sheet %s: %v", k, err)
			}
			if got := msgpAsJSON(t, v); got != want.sheets[string(k)] {
				t.Errorf("sheet %s:\n got %s\nwant %s", k, got, want.sheets[string(k)])
			}
			return nil
		})
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
}

// A schema 5 record that does not read is left as it was (and answered as
// damaged, as before); an undo list that does not rebuild is dropped; a log
// line that is not JSON stays as it is; a guild's settings convert.
func TestMigrationToMessagePackKeepsWhatItCannotRead(t *testing.T) {
	path := filepath.Join(t.TempDir(), "fray.db")
	db, err := bolt.Open(path, 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	good, bad := ChannelKey("g", "good"), ChannelKey("g", "bad")
	err = db.Update(func(tx *bolt.Tx) error {
		meta, _ := tx.CreateBucketIfNotExists(bMeta)
		_ = meta.Put(kSchema, []byte("5"))
		gb, _ := tx.CreateBucketIfNotExists(bGuilds)
		_ = gb.Put([]byte("g"), []byte(`{"system":"klondike","gm_role":"42"}`))
		cb, _ := tx.CreateBucketIfNotExists(bChannels)
		_ = cb.Put([]byte(good), []byte(`{"system":"medieval"}`))
		_ = cb.Put([]byte(bad), []byte(`{"system":`))
		// good's undo list: a delta that copies past its base.
		_ = cb.Put(undoKey(good), encodeUndoList([][]byte{{deltaTag, 20, 41, 0}}))
		return ringAppend(cb, good, encodeRecords(logChunkTag, [][]byte{[]byte("not json"), []byte(`{"r":2,"t":5,"n":[{"k":"x","a":{"N":3}}]}`)}), 0)
	})
	if err != nil {
		t.Fatal(err)
	}
	db.Close()
	s := open(t, path, Options{})
	ctx := context.Background()
	err = s.View(ctx, func(tx *Tx) error {
		if g, err := tx.Guild("g"); err != nil || g != (Guild{System: "klondike", GMRole: "42"}) {
			t.Errorf("guild %+v, %v", g, err)
		}
		if c, err := tx.Channel("g", "good"); err != nil || c.System != "medieval" {
			t.Errorf("good channel %+v, %v", c, err)
		}
		var d *DamagedError
		if _, err := tx.Channel("g", "bad"); !errors.As(err, &d) {
			t.Errorf("bad channel: %v, want it damaged", err)
		}
		if raw := tx.ChannelRaw("g", "bad"); string(raw) != `{"system":` {
			t.Errorf("bad channel's bytes became %q", raw)
		}
		if v := tx.bucket(bChannels).Get(undoKey(good)); v != nil {
			t.Errorf("the undo list that does not rebuild is kept: %x", v)
		}
		logs, _ := tx.Logs("g", "good", 10)
		if len(logs) != 2 || string(logs[0]) != "not json" {
			t.Fatalf("logs %q", logs)
		}
		if got := msgpAsJSON(t, logs[1]); got != `{"n":[{"a":{"N":3},"k":"x"}],"r":2,"t":5}` {
			t.Errorf("log line %s", got)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
