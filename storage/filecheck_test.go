package storage

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// writeTestDB stores n channels (about 1.5 KiB each, so the channels
// bucket spans branch and leaf pages), their guilds and a sheet each, then
// deletes every fourth channel so the free list is not empty, and closes
// the file. It returns the path.
func writeTestDB(t *testing.T, n int) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "good.db")
	ctx := context.Background()
	s, err := Open(ctx, path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	pad := json.RawMessage(`"` + strings.Repeat("x", 1500) + `"`)
	for i := 0; i < n; i += 50 {
		err := s.Update(ctx, func(tx *Tx) error {
			for j := i; j < min(i+50, n); j++ {
				g := fmt.Sprint(100000000000000000 + j%7)
				if err := tx.PutGuild(g, Guild{System: "klondike"}); err != nil {
					return err
				}
				ch := Channel{System: "medieval", Extra: map[string]json.RawMessage{"pad": pad, "n": json.RawMessage(fmt.Sprint(j))}}
				if err := tx.PutChannel(g, fmt.Sprint("c", j), ch); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	err = s.Update(ctx, func(tx *Tx) error {
		for j := 0; j < n; j += 4 {
			tx.putRaw(bChannels, ChannelKey(fmt.Sprint(100000000000000000+j%7), fmt.Sprint("c", j)), nil)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	return path
}

func fileHash(t *testing.T, path string) [32]byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return sha256.Sum256(b)
}

// refused opens path and wants a DamagedError whose message holds want,
// with the file left as it was.
func refused(t *testing.T, path string, o Options, want string) *DamagedError {
	t.Helper()
	before := fileHash(t, path)
	s, err := Open(context.Background(), path, o)
	if err == nil {
		s.Close()
		t.Fatalf("opened a damaged file (%s)", want)
	}
	var d *DamagedError
	if !errors.As(err, &d) || !errors.Is(err, ErrDamaged) {
		t.Fatalf("got %v, want a DamagedError", err)
	}
	msg := err.Error()
	if !strings.Contains(msg, want) || !strings.Contains(msg, "restore it from a backup") || strings.Contains(msg, "\n") {
		t.Fatalf("the refusal is not one line saying %q and what to do: %s", want, msg)
	}
	if fileHash(t, path) != before {
		t.Fatal("the refused file was changed")
	}
	return d
}

func copyPrefix(t *testing.T, src string, n int64) string {
	t.Helper()
	b, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	dst := filepath.Join(t.TempDir(), "copy.db")
	if err := os.WriteFile(dst, b[:min(n, int64(len(b)))], 0o600); err != nil {
		t.Fatal(err)
	}
	return dst
}

// A file cut short was mapped by bbolt as it was and read past its end:
// SIGBUS. It is refused before it is mapped, whatever its length.
func TestOpenRefusesAFileCutShort(t *testing.T) {
	good := writeTestDB(t, 600)
	// bbolt grows the file ahead of its pages: cut inside the pages used.
	used := int64(newestMeta(t, good).hwm) * 4096
	for _, cut := range []int64{used / 2, used - 4096, 3 * 4096, 8192 + 100, 4096 + 10, 2000, 100, 10} {
		t.Run(fmt.Sprint(cut), func(t *testing.T) {
			path := copyPrefix(t, good, cut)
			want := "cut short"
			if cut < pageHeaderSize+metaSize {
				want = "too short for a database header"
			}
			refused(t, path, Options{}, want)
			refused(t, path, Options{SkipCheck: true}, want)
		})
	}
}

// A 0-byte file where a database was expected is not silently made a new
// empty database.
func TestOpenRefusesAnEmptyFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "fray.db")
	if err := os.WriteFile(path, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	refused(t, path, Options{}, "empty (0 bytes)")
	if info, _ := os.Stat(path); info.Size() != 0 {
		t.Fatalf("the empty file became %d bytes", info.Size())
	}
}

func TestOpenRefusesAFileThatIsNotADatabase(t *testing.T) {
	path := filepath.Join(t.TempDir(), "fray.db")
	if err := os.WriteFile(path, bytes.Repeat([]byte("not a database\n"), 1000), 0o600); err != nil {
		t.Fatal(err)
	}
	refused(t, path, Options{}, "not a bbolt database")
}

// damageMeta flips a byte inside meta page i's fields.
func damageMeta(t *testing.T, path string, i int) {
	t.Helper()
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	at := int64(i)*4096 + pageHeaderSize + 48 // the txid
	b := make([]byte, 1)
	f.ReadAt(b, at)
	b[0] ^= 0x5a
	if _, err := f.WriteAt(b, at); err != nil {
		t.Fatal(err)
	}
}

// bbolt opens a file with one damaged meta page at the other one's commit,
// silently a commit back; it is refused instead, and skipping the check is
// the way to open it anyway. With both damaged nothing opens it.
func TestOpenRefusesADamagedMetaPage(t *testing.T) {
	good := writeTestDB(t, 100)
	for _, page := range []int{0, 1} {
		t.Run(fmt.Sprint("meta ", page), func(t *testing.T) {
			path := copyPrefix(t, good, 1<<30)
			damageMeta(t, path, page)
			d := refused(t, path, Options{}, fmt.Sprintf("meta page %d is damaged", page))
			if !d.Skippable || !strings.Contains(d.Error(), "skipping the start-up check") {
				t.Fatalf("the refusal does not name the way out: %v", d)
			}
			s := open(t, path, Options{SkipCheck: true})
			if err := s.Check(); err != nil {
				t.Fatalf("opened at the other meta page: %v", err)
			}
		})
	}
	path := copyPrefix(t, good, 1<<30)
	damageMeta(t, path, 0)
	damageMeta(t, path, 1)
	refused(t, path, Options{}, "neither of its two meta pages")
	refused(t, path, Options{SkipCheck: true}, "neither of its two meta pages")
}

// newestMeta reads the meta page bbolt would use.
func newestMeta(t *testing.T, path string) boltMeta {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m0, m1 := parseMeta(b[:4096+80]), parseMeta(b[4096:4096+80])
	if !m0.valid || !m1.valid {
		t.Fatal("a test file with a damaged meta page")
	}
	if m1.txid > m0.txid {
		return m1
	}
	return m0
}

// A free list naming a page that is in use is what made a later commit
// panic with "page N already freed": such a file is refused, and never
// written.
func TestOpenRefusesAFreeListThatNamesAPageInUse(t *testing.T) {
	path := writeTestDB(t, 600)
	m := newestMeta(t, path)
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	hdr := make([]byte, pageHeaderSize+8)
	f.ReadAt(hdr, int64(m.freelist)*4096)
	count, at := ne.Uint16(hdr[10:]), int64(m.freelist)*4096+pageHeaderSize
	if count == 0xFFFF {
		at += 8
	}
	if count == 0 {
		t.Fatal("the test file's free list is empty")
	}
	id := make([]byte, 8)
	ne.PutUint64(id, m.root) // the root bucket's page: always in use
	if _, err := f.WriteAt(id, at); err != nil {
		t.Fatal(err)
	}
	f.Close()
	refused(t, path, Options{}, "also on the free list")
}

// A branch whose child points back at a page already walked (a loop) or
// far outside the file is refused; bbolt would recurse without end, or
// fault reading outside its mapping.
func TestOpenRefusesABranchPointingAstray(t *testing.T) {
	good := writeTestDB(t, 600)
	m := newestMeta(t, good)
	b, _ := os.ReadFile(good)
	// The root bucket's page (a leaf) lists the buckets: the channels
	// bucket's own root page is a branch with this many channels.
	var branch int64 = -1
	root := b[m.root*4096:]
	for i := range int(ne.Uint16(root[10:])) {
		e := root[pageHeaderSize+i*pageElemSize:]
		at := pageHeaderSize + i*pageElemSize + int(ne.Uint32(e[4:]))
		if key := root[at : at+int(ne.Uint32(e[8:]))]; string(key) == "channels" {
			branch = int64(ne.Uint64(root[at+len(key):]))
		}
	}
	if branch < 2 || ne.Uint16(b[branch*4096+8:]) != pageBranch || ne.Uint16(b[branch*4096+10:]) < 2 {
		t.Fatalf("the channels bucket's root (page %d) is not a branch of two or more", branch)
	}
	for name, child := range map[string]uint64{"loop": uint64(branch), "astray": 1 << 40} {
		t.Run(name, func(t *testing.T) {
			path := copyPrefix(t, good, 1<<30)
			f, _ := os.OpenFile(path, os.O_RDWR, 0)
			v := make([]byte, 8)
			ne.PutUint64(v, child)
			f.WriteAt(v, branch*4096+pageHeaderSize+pageElemSize+8) // element 1's pgid
			f.Close()
			refused(t, path, Options{}, "page")
		})
	}
}

// Bytes flipped at random inside the data pages: the file is either refused
// in one line, untouched, or it opens sound — bbolt's check passes, every
// record reads or says it is damaged, and writes go on. Nothing panics.
func TestOpenSurvivesRandomByteFlips(t *testing.T) {
	good := writeTestDB(t, 300)
	m := newestMeta(t, good)
	r := rand.New(rand.NewPCG(27, 1))
	opened, refusedN := 0, 0
	for trial := range 40 {
		path := copyPrefix(t, good, int64(m.hwm)*4096) // the pages in use, not the room bbolt grew ahead
		b, _ := os.ReadFile(path)
		for range 1 + r.IntN(8) {
			at := 2*4096 + r.Int64N(int64(m.hwm-2)*4096)
			if trial%2 == 0 {
				// Every other trial flips a page's header (id, flags,
				// count, overflow): most bytes of a page are a value's,
				// which a flip leaves well formed, and how many headers a
				// purely random flip hits depends on the layout the
				// commits happened to leave.
				at = at/4096*4096 + r.Int64N(pageHeaderSize)
			}
			b[at] ^= byte(1 + r.IntN(255))
		}
		os.WriteFile(path, b, 0o600)
		before := fileHash(t, path)
		s, err := Open(context.Background(), path, Options{LockTimeout: 1e9})
		if err != nil {
			if !errors.Is(err, ErrDamaged) || strings.Contains(err.Error(), "\n") {
				t.Fatalf("trial %d: %v", trial, err)
			}
			if fileHash(t, path) != before {
				t.Fatalf("trial %d: the refused file was changed", trial)
			}
			refusedN++
			continue
		}
		opened++
		if err := s.Check(); err != nil {
			t.Fatalf("trial %d: opened, but bbolt's check fails: %v", trial, err)
		}
		ctx := context.Background()
		var readable []int
		for j := range 300 {
			err := s.View(ctx, func(tx *Tx) error {
				_, err := tx.Channel(fmt.Sprint(100000000000000000+j%7), fmt.Sprint("c", j))
				return err
			})
			switch {
			case err == nil:
				readable = append(readable, j)
			case !errors.Is(err, ErrDamaged):
				t.Fatalf("trial %d: a read in a file that passed the check: %v", trial, err)
			}
		}
		err = s.Update(ctx, func(tx *Tx) error {
			for _, j := range readable {
				g, c := fmt.Sprint(100000000000000000+j%7), fmt.Sprint("c", j)
				ch, err := tx.Channel(g, c)
				if err != nil {
					return err
				}
				ch.NoFlavour = !ch.NoFlavour
				if err := tx.PutChannel(g, c, ch); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			t.Fatalf("trial %d: writing the readable channels: %v", trial, err)
		}
		if err := s.Check(); err != nil {
			t.Fatalf("trial %d: after writes: %v", trial, err)
		}
		s.Close()
	}
	t.Logf("%d damaged copies refused, %d opened sound", refusedN, opened)
	if refusedN == 0 {
		t.Fatal("no damaged copy was refused: the flips missed every page that matters?")
	}
}

// While another process holds the database, the check waits for its lock
// and says so, rather than read a file being written.
func TestOpenChecksOnlyUnderTheLock(t *testing.T) {
	path := writeTestDB(t, 10)
	open(t, path, Options{})
	_, err := Open(context.Background(), path, Options{LockTimeout: 200e6})
	if !errors.Is(err, ErrLocked) {
		t.Fatalf("got %v, want ErrLocked", err)
	}
}

// A record whose bytes no longer decode is named, and only its channel is
// refused: the other channels read and write as before.
func TestADamagedRecordFailsOnlyItsChannel(t *testing.T) {
	path := filepath.Join(t.TempDir(), "fray.db")
	ctx := context.Background()
	s, err := Open(ctx, path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []string{"broken", "fine"} {
		err := s.Update(ctx, func(tx *Tx) error {
			return tx.PutChannel("100000000000000001", c, Channel{System: "medieval", Extra: map[string]json.RawMessage{"mark": json.RawMessage(`"MARK-` + c + `"`)}})
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	s.Close()
	b, _ := os.ReadFile(path)
	if !bytes.Contains(b, []byte(`"MARK-broken"`)) {
		t.Fatal("the record is not in the file")
	}
	// The mark is kept as its bytes (bin 8, 13 bytes): a length past the
	// record's end cuts it short.
	b = bytes.ReplaceAll(b, []byte("\xc4\x0d\"MARK-broken\""), []byte("\xc4\xff\"MARK-broken\""))
	os.WriteFile(path, b, 0o600)

	s = open(t, path, Options{})
	err = s.View(ctx, func(tx *Tx) error { _, err := tx.Channel("100000000000000001", "broken"); return err })
	var d *DamagedError
	if !errors.As(err, &d) || d.Record != "channels/100000000000000001/broken" {
		t.Fatalf("reading the damaged channel: %v", err)
	}
	err = s.Update(ctx, func(tx *Tx) error {
		_, err := tx.ChannelSystem("100000000000000001", "broken")
		return err
	})
	if !errors.Is(err, ErrDamaged) {
		t.Fatalf("its system: %v", err)
	}
	err = s.Update(ctx, func(tx *Tx) error {
		ch, err := tx.Channel("100000000000000001", "fine")
		if err != nil {
			return err
		}
		ch.NoFlavour = true
		return tx.PutChannel("100000000000000001", "fine", ch)
	})
	if err != nil {
		t.Fatalf("the other channel: %v", err)
	}
	if st := s.CommitStatus(); st.Failing() {
		t.Fatalf("a damaged record counted as a failed commit: %+v", st)
	}
}

// The walk reads pages through a mapping when it can and with reads
// otherwise; both find the same.
func TestWalkByReadsAndByMappingAgree(t *testing.T) {
	good := writeTestDB(t, 300)
	bad := copyPrefix(t, good, 1<<30)
	m := newestMeta(t, bad)
	f, _ := os.OpenFile(bad, os.O_RDWR, 0)
	v := make([]byte, 8)
	ne.PutUint64(v, m.hwm+5)
	f.WriteAt(v, int64(m.freelist)*4096+pageHeaderSize) // the free list's first page id
	f.Close()
	for _, path := range []string{good, bad} {
		b, _ := os.ReadFile(path)
		f, _ := os.Open(path)
		mapped := checkFile(f, int64(len(b)), path, true, false)
		f.Close()
		read := checkFile(bytes.NewReader(b), int64(len(b)), path, true, false)
		if fmt.Sprint(mapped) != fmt.Sprint(read) {
			t.Fatalf("mapped: %v\nread: %v", mapped, read)
		}
		if (path == bad) != (read != nil) || path == bad && !strings.Contains(read.Error(), "outside the file") {
			t.Fatalf("%s: %v", path, read)
		}
	}
}
