package storage

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"

	bolt "go.etcd.io/bbolt"
)

// openWithDiskSwitch opens a store whose commits fail with ENOSPC while
// the switch it returns is on, as on a full disk.
func openWithDiskSwitch(t *testing.T) (*Store, *atomic.Bool) {
	full := new(atomic.Bool)
	s := open(t, filepath.Join(t.TempDir(), "fray.db"), Options{FailCommit: func() error {
		if full.Load() {
			return syscall.ENOSPC
		}
		return nil
	}})
	return s, full
}

// The last commit of data is reported, and a probe's success does not hide
// a failing disk: a probe's small write can still commit where a fight's
// cannot.
func TestCommitStatusReportsTheLastCommitOfData(t *testing.T) {
	s, full := openWithDiskSwitch(t)
	ctx := context.Background()
	put := func() error {
		return s.Update(ctx, func(tx *Tx) error { return tx.PutGuild("g", Guild{System: "medieval"}) })
	}
	if st := s.CommitStatus(); st.Failing() || !st.LastOK.IsZero() {
		t.Fatalf("a new store: %+v", st)
	}
	if err := put(); err != nil {
		t.Fatal(err)
	}
	full.Store(true)
	if err := put(); !errors.Is(err, syscall.ENOSPC) {
		t.Fatalf("a write on a full disk: %v", err)
	}
	if st := s.CommitStatus(); !st.Failing() || !errors.Is(st.LastErr, syscall.ENOSPC) {
		t.Fatalf("after a failed commit: %+v", st)
	}
	if err := s.Probe(ctx); !errors.Is(err, syscall.ENOSPC) {
		t.Fatalf("a probe on a full disk: %v", err)
	}
	full.Store(false)
	if err := s.Probe(ctx); err != nil {
		t.Fatal(err)
	}
	if !s.CommitStatus().Failing() {
		t.Fatal("a probe's commit hid the failed commit of data")
	}
	if err := put(); err != nil {
		t.Fatal(err)
	}
	if st := s.CommitStatus(); st.Failing() {
		t.Fatalf("after a good commit: %+v", st)
	}
}

// A probe is a real commit: one more durable write transaction, and the
// probe's stamp on disk.
func TestProbeCommits(t *testing.T) {
	s := open(t, filepath.Join(t.TempDir(), "fray.db"), Options{})
	var stamps []string
	for range 2 {
		before := s.Commits()
		if err := s.Probe(context.Background()); err != nil {
			t.Fatal(err)
		}
		if s.Commits() != before+1 {
			t.Fatalf("commits %d → %d", before, s.Commits())
		}
		_ = s.db.View(func(tx *bolt.Tx) error {
			stamps = append(stamps, string(tx.Bucket(bMeta).Get(kProbe)))
			return nil
		})
	}
	if stamps[0] == "" || stamps[0] == stamps[1] {
		t.Fatalf("probe stamps %q", stamps)
	}
}

// A real disk that refuses writes: a child process runs with a file-size
// limit just above the database's pages in use (writes past it fail with EFBIG, as
// they would on a full disk), writing fights until the disk refuses. Every
// write acknowledged is in the file afterwards, none refused is, and the
// status says the last commit failed.
func TestWritesOnAFullDisk(t *testing.T) {
	if os.Getenv("FRAY_TEST_FULL_DISK") != "" {
		fullDiskChild(os.Getenv("FRAY_TEST_FULL_DISK"))
		return
	}
	path := filepath.Join(t.TempDir(), "fray.db")
	s, err := Open(context.Background(), path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	cmd := exec.Command(os.Args[0], "-test.run=^TestWritesOnAFullDisk$")
	cmd.Env = append(os.Environ(), "FRAY_TEST_FULL_DISK="+path)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("child: %v\n%s", err, out)
	}
	var acked, refused []string
	sc := bufio.NewScanner(strings.NewReader(string(out)))
	for sc.Scan() {
		if k, ok := strings.CutPrefix(sc.Text(), "acked "); ok {
			acked = append(acked, k)
		}
		if k, ok := strings.CutPrefix(sc.Text(), "refused "); ok {
			refused = append(refused, k)
		}
		if msg, ok := strings.CutPrefix(sc.Text(), "FAIL "); ok {
			t.Fatal(msg)
		}
	}
	if len(acked) == 0 || len(refused) == 0 {
		t.Fatalf("child wrote %d and was refused %d:\n%s", len(acked), len(refused), out)
	}
	s = open(t, path, Options{})
	err = s.View(context.Background(), func(tx *Tx) error {
		for _, c := range acked {
			if ch, err := tx.Channel("100000000000000001", c); err != nil || ch.System != "storyteller" {
				return fmt.Errorf("acknowledged %s reads %+v, %v", c, ch, err)
			}
		}
		for _, c := range refused {
			if ch, _ := tx.Channel("100000000000000001", c); ch.System != "" {
				return fmt.Errorf("refused %s was written", c)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func fullDiskChild(path string) {
	s, err := Open(context.Background(), path, Options{})
	if err != nil {
		fmt.Println("FAIL open:", err)
		return
	}
	// The limit is on the offset written: pages past the ones in use, not
	// the file's size (bbolt grows the file ahead of them).
	limit := uint64(s.Size()) + 64<<10
	if err := syscall.Setrlimit(syscall.RLIMIT_FSIZE, &syscall.Rlimit{Cur: limit, Max: limit}); err != nil {
		fmt.Println("FAIL setrlimit:", err)
		return
	}
	pad := strings.Repeat("x", 3000)
	refusals := 0
	for i := 0; i < 100000 && refusals < 3; i++ {
		c := fmt.Sprint("c", i)
		err := s.Update(context.Background(), func(tx *Tx) error {
			return tx.PutChannel("100000000000000001", c, Channel{System: "storyteller", FlavourLast: map[string]int{pad: i}})
		})
		if err == nil {
			fmt.Println("acked", c)
			continue
		}
		if !errors.Is(err, syscall.EFBIG) && !strings.Contains(err.Error(), syscall.EFBIG.Error()) {
			fmt.Println("FAIL a write refused for another reason:", err)
			return
		}
		fmt.Println("refused", c)
		refusals++
	}
	if st := s.CommitStatus(); !st.Failing() || !strings.Contains(st.LastErr.Error(), syscall.EFBIG.Error()) {
		fmt.Printf("FAIL the status after refusals: %+v\n", st)
	}
	if err := s.Close(); err != nil {
		fmt.Println("close:", err)
	}
}

// A commit that panics inside bbolt (as one does on finding a page already
// freed) stops every later write of this process instead of ending it: the
// file is not written again until a restart has checked it.
func TestAPanicInsideBboltStopsWrites(t *testing.T) {
	s := open(t, filepath.Join(t.TempDir(), "fray.db"), Options{})
	ctx := context.Background()
	err := s.q.update(func(*bolt.Tx) error { panic("page 7 already freed") })
	var d *DamagedError
	if !errors.As(err, &d) || d.Record != "" || !strings.Contains(err.Error(), "page 7 already freed") {
		t.Fatalf("the panic came back as %v", err)
	}
	err = s.Update(ctx, func(tx *Tx) error { return tx.PutGuild("g", Guild{System: "medieval"}) })
	if !errors.Is(err, ErrDamaged) {
		t.Fatalf("a write after the panic: %v", err)
	}
	if err := s.Probe(ctx); !errors.Is(err, ErrDamaged) {
		t.Fatalf("a probe after the panic: %v", err)
	}
	if st := s.CommitStatus(); st.Stopped == nil || !st.Failing() {
		t.Fatalf("status %+v", st)
	}
	if err := s.View(ctx, func(tx *Tx) error { _, err := tx.Guild("g"); return err }); err != nil {
		t.Fatalf("reads go on: %v", err)
	}
}

// A write submitted the moment a failed commit is answered stands on the
// database, not on the failed batch: it commits. (The failed batch used to
// answer its callers before marking itself done, so the next batch could
// read through it and fail with its error.)
func TestAWriteAfterAFailedCommitCommits(t *testing.T) {
	s, full := openWithDiskSwitch(t)
	ctx := context.Background()
	for i := range 300 {
		full.Store(true)
		if err := s.Probe(ctx); !errors.Is(err, syscall.ENOSPC) {
			t.Fatalf("try %d: a probe on a full disk: %v", i, err)
		}
		full.Store(false)
		if err := s.Probe(ctx); err != nil {
			t.Fatalf("try %d: the probe after the disk has room: %v", i, err)
		}
	}
}
