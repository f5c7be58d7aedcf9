package commands

import (
	"context"
	"path/filepath"
	"reflect"
	"testing"

	"fray/rules"
	"fray/storage"
)

func typicalLogEntry() LogEntry {
	return LogEntry{Round: 3, At: 1764400000, User: "Мастер", Notes: []rules.Note{
		{Key: "storyteller.ui.log.check", Args: map[string]any{"Name": "Мастер", "Pool": int64(6), "Difficulty": int64(7), "Successes": int64(2)}},
		{Key: "log.init", Args: map[string]any{"Name": "Гоблин #2", "Init": int64(14)}},
		{Key: "medieval.ui.log.damage", Args: map[string]any{"Target": "Sir Roland", "WP": int64(5), "Level": "medieval.wound.serious"}},
	}}
}

// A log entry reads back as it was stored, its arguments' integers as
// int64 whatever integer type they were written from.
func TestLogEntryRoundTrip(t *testing.T) {
	want := typicalLogEntry()
	written := typicalLogEntry()
	written.Notes[1].Args["Init"] = 14 // an int, as the rules write it
	raw, err := storage.Marshal(&written)
	if err != nil {
		t.Fatal(err)
	}
	var got LogEntry
	if err := storage.Unmarshal(raw, &got); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %#v\nwant %#v", got, want)
	}
}

// BenchmarkLogEntryEncode: one mutation's log entry encoded as the
// commit queue does it (Tx.Encode, into the queue's buffers, copied out at
// its exact size).
func BenchmarkLogEntryEncode(b *testing.B) {
	st, err := storage.Open(context.Background(), filepath.Join(b.TempDir(), "fray.db"), storage.Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	e := typicalLogEntry()
	b.ReportAllocs()
	err = st.Update(context.Background(), func(tx *storage.Tx) error {
		for b.Loop() {
			if _, err := tx.Encode(&e); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		b.Fatal(err)
	}
}
