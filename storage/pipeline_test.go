package storage

import (
	"context"
	"errors"
	"path/filepath"
	"testing"
	"time"
)

// gate holds the writer inside a batch's commit until released, so a test
// can run the next batch while the previous one is being committed.
type gate struct {
	entered chan struct{}
	release chan struct{}
	fail    error
}

func newGate(s *Store, fail error) *gate {
	g := &gate{entered: make(chan struct{}, 16), release: make(chan struct{}), fail: fail}
	first := true
	s.q.beforeCommit = func() error {
		if !first {
			return nil
		}
		first = false
		g.entered <- struct{}{}
		<-g.release
		return g.fail
	}
	return g
}

// writeChannel stores channel ch with the given system and pushes an undo
// snapshot and a log entry, as a tracker mutation would.
func writeChannel(s *Store, ch, system string) error {
	return s.Update(context.Background(), func(tx *Tx) error {
		c, err := tx.Channel("g", ch)
		if err != nil {
			return err
		}
		if err := tx.PushUndo("g", ch, []byte(system+"-before")); err != nil {
			return err
		}
		if err := tx.AppendLog("g", ch, []byte(system+"-log")); err != nil {
			return err
		}
		c.System = system
		return tx.PutChannel("g", ch, c)
	})
}

type seen struct {
	system string
	undo   string
	logs   int
	err    error
}

// readChannel is a mutation that reads channel ch (value, newest undo
// snapshot, log) and writes nothing.
func readChannel(s *Store, ch string) seen {
	var out seen
	out.err = s.Update(context.Background(), func(tx *Tx) error {
		c, err := tx.Channel("g", ch)
		if err != nil {
			return err
		}
		out.system = c.System
		if v, ok, err := tx.PopUndo("g", ch); err != nil {
			return err
		} else if ok {
			out.undo = string(v)
		}
		logs, err := tx.Logs("g", ch, 10)
		out.logs = len(logs)
		return err
	})
	return out
}

// A mutation that runs while the previous batch is still being committed
// sees that batch's writes — the channel's value and its rings — and is
// answered only after that commit.
func TestPipelineSeesTheBatchBeingCommitted(t *testing.T) {
	s := open(t, filepath.Join(t.TempDir(), "fray.db"), Options{})
	g := newGate(s, nil)
	first := make(chan error, 1)
	go func() { first <- writeChannel(s, "c1", "medieval") }()
	<-g.entered // batch 1 is in the writer, not yet committed

	second := make(chan seen, 1)
	go func() { second <- readChannel(s, "c1") }()
	select {
	case got := <-second:
		t.Fatalf("answered before the commit it read from: %+v", got)
	case <-time.After(100 * time.Millisecond):
	}
	close(g.release)
	if err := <-first; err != nil {
		t.Fatal(err)
	}
	got := <-second
	want := seen{system: "medieval", undo: "medieval-before", logs: 1}
	if got != want {
		t.Fatalf("second mutation saw %+v, want %+v", got, want)
	}
	// The pop was committed too: the ring is empty now.
	if again := readChannel(s, "c1"); again.undo != "" || again.system != "medieval" {
		t.Fatalf("after both commits: %+v", again)
	}
}

// When the batch being committed fails, the batch that read its writes fails
// too, and the next one stands on the database as it is.
func TestPipelineFailedCommitFailsWhatReadIt(t *testing.T) {
	s := open(t, filepath.Join(t.TempDir(), "fray.db"), Options{})
	disk := errors.New("disk on fire")
	g := newGate(s, disk)
	first := make(chan error, 1)
	go func() { first <- writeChannel(s, "c1", "medieval") }()
	<-g.entered

	second := make(chan error, 1)
	go func() { second <- writeChannel(s, "c1", "klondike") }()
	time.Sleep(100 * time.Millisecond) // let the runner take it on top of batch 1
	close(g.release)
	if err := <-first; !errors.Is(err, disk) {
		t.Fatalf("first: %v, want the disk error", err)
	}
	if err := <-second; !errors.Is(err, disk) {
		t.Fatalf("second read the failed batch's writes and must fail with it; got %v", err)
	}
	got := readChannel(s, "c1")
	if got.err != nil || got != (seen{}) {
		t.Fatalf("nothing of the failed batches may remain: %+v", got)
	}
	if err := writeChannel(s, "c1", "storyteller"); err != nil {
		t.Fatal(err)
	}
	if got := readChannel(s, "c1"); got.system != "storyteller" || got.undo != "storyteller-before" || got.logs != 1 {
		t.Fatalf("after recovery: %+v", got)
	}
}

// Tx.ChannelSystem gives the channel's own system, "" when none is stored,
// and the same after a restart.
func TestTxChannelSystem(t *testing.T) {
	path := filepath.Join(t.TempDir(), "fray.db")
	ctx := context.Background()
	read := func(s *Store, ch string) string {
		var got string
		if err := s.View(ctx, func(tx *Tx) error {
			var err error
			got, err = tx.ChannelSystem("g", ch)
			return err
		}); err != nil {
			t.Fatal(err)
		}
		return got
	}
	s, err := Open(ctx, path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := writeChannel(s, "c1", "klondike"); err != nil {
		t.Fatal(err)
	}
	if got := read(s, "c1"); got != "klondike" {
		t.Fatalf("written: %q", got)
	}
	if got := read(s, "none"); got != "" {
		t.Fatalf("no channel: %q", got)
	}
	s.Close()
	s = open(t, path, Options{})
	if got := read(s, "c1"); got != "klondike" {
		t.Fatalf("after restart: %q", got)
	}
}
