package storage

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"os"
	"runtime/debug"
	"strconv"

	bolt "go.etcd.io/bbolt"
	bolterrors "go.etcd.io/bbolt/errors"
)

// The file check reads a bbolt file the way bbolt's own tx.Check does —
// both meta pages, the free list, every page reachable from the root
// bucket — but through plain reads instead of bbolt's memory map. bbolt
// trusts the file: it maps it and follows page ids without bounds checks,
// so a file cut short faults with SIGBUS, a page id damaged into a large
// number faults outside the mapping, a damaged free list makes a later
// commit panic ("page N already freed"), and a page that points back at its
// ancestor recurses without end. None of that can be recovered from inside
// the process. Read here, each of them is a sentence saying what is wrong.
//
// The layout read (go.etcd.io/bbolt/internal/common: page.go, meta.go) is
// in the machine's byte order, as bbolt writes it.
const (
	pageHeaderSize   = 16 // id u64, flags u16, count u16, overflow u32
	pageElemSize     = 16 // branch: pos u32, ksize u32, pgid u64; leaf: flags u32, pos u32, ksize u32, vsize u32
	metaSize         = 64 // magic, version, pageSize, flags u32; root, sequence, freelist, pgid, txid, checksum u64
	metaChecksumAt   = 56
	bucketHeaderSize = 16 // root u64, sequence u64
	boltMagic        = 0xED0CDAED
	boltVersion      = 2
	pageBranch       = 0x01
	pageLeaf         = 0x02
	pageFreelist     = 0x10
	leafIsBucket     = 0x01
	noFreelist       = ^uint64(0)
	maxTreeDepth     = 64
)

var ne = binary.NativeEndian

// boltMeta is one meta page as read.
type boltMeta struct {
	pageSize                  uint32
	root, freelist, hwm, txid uint64
	valid                     bool
	problem                   string // why it is not valid
}

// parseMeta reads the meta in page bytes p (the page header and the meta).
func parseMeta(p []byte) boltMeta {
	if len(p) < pageHeaderSize+metaSize {
		return boltMeta{problem: "cut short"}
	}
	m := p[pageHeaderSize : pageHeaderSize+metaSize]
	out := boltMeta{
		pageSize: ne.Uint32(m[8:]),
		root:     ne.Uint64(m[16:]),
		freelist: ne.Uint64(m[32:]),
		hwm:      ne.Uint64(m[40:]),
		txid:     ne.Uint64(m[48:]),
	}
	h := fnv.New64a()
	h.Write(m[:metaChecksumAt])
	switch {
	case ne.Uint32(m[0:]) != boltMagic:
		out.problem = "no bbolt header"
	case ne.Uint32(m[4:]) != boltVersion:
		out.problem = fmt.Sprintf("bbolt format version %d, not %d", ne.Uint32(m[4:]), boltVersion)
	case ne.Uint64(m[metaChecksumAt:]) != h.Sum64():
		out.problem = "checksum mismatch"
	default:
		out.valid = true
	}
	return out
}

// checkFile inspects the bbolt file r of size bytes before bbolt maps it.
// It always checks what stands between the file and a fault: that it is
// not empty, that its meta pages are sound (allowOneBadMeta lets one of
// them be damaged, bbolt then opening the other), and that the file is as
// long as they say. With walk it also reads every page reachable from the
// newest meta, checking each page's bounds, type and keys, that no page is
// used twice or is both used and free, and that every page is one or the
// other. The first problem found is returned as a *DamagedError.
func checkFile(r io.ReaderAt, size int64, path string, walk, allowOneBadMeta bool) error {
	bad := func(format string, args ...any) error {
		return &DamagedError{Path: path, Reason: fmt.Sprintf(format, args...)}
	}
	if size == 0 {
		return bad("it is empty (0 bytes), so it holds no database")
	}
	if size < pageHeaderSize+metaSize {
		return bad("it is %d bytes long, too short for a database header", size)
	}
	head := make([]byte, min(size, 4096))
	if _, err := r.ReadAt(head, 0); err != nil && err != io.EOF {
		return fmt.Errorf("read %s: %w", path, err)
	}
	// The page size is in the first meta page; if that one is damaged,
	// look for the second one where bbolt does, at 1 KiB << i.
	var ps int64
	if m := parseMeta(head); m.valid {
		ps = int64(m.pageSize)
	} else {
		buf := make([]byte, pageHeaderSize+metaSize)
		for i := 0; i <= 14; i++ {
			pos := int64(1024) << i
			if pos+int64(len(buf)) > size {
				break
			}
			if _, err := r.ReadAt(buf, pos); err != nil && err != io.EOF {
				return fmt.Errorf("read %s: %w", path, err)
			}
			if m1 := parseMeta(buf); m1.valid && int64(m1.pageSize) == pos {
				ps = pos
				break
			}
		}
		if ps == 0 {
			if m.problem == "no bbolt header" {
				return bad("it is not a bbolt database (no bbolt header in its first page)")
			}
			return bad("neither of its two meta pages can be read (meta page 0: %s)", m.problem)
		}
	}
	if ps < 512 || ps > 1<<24 || ps&(ps-1) != 0 {
		return bad("its header gives an impossible page size, %d bytes", ps)
	}
	if size < 2*ps {
		return bad("the file is cut short: %d bytes, less than its two %d-byte meta pages", size, ps)
	}
	var metas [2]boltMeta
	page := make([]byte, pageHeaderSize+metaSize)
	for i := range metas {
		if _, err := r.ReadAt(page, int64(i)*ps); err != nil && err != io.EOF {
			return fmt.Errorf("read %s: %w", path, err)
		}
		metas[i] = parseMeta(page)
	}
	newest := -1
	for i, m := range metas {
		if !m.valid {
			continue
		}
		if int64(m.pageSize) != ps {
			return bad("its meta pages disagree on the page size (%d and %d bytes)", ps, m.pageSize)
		}
		// hwm only grows, so the older meta claims no more than the newer.
		if m.hwm > uint64(size/ps) {
			return bad("the file is cut short: its meta page %d counts %d pages of %d bytes (%d bytes), but the file holds %d bytes",
				i, m.hwm, ps, m.hwm*uint64(ps), size)
		}
		if m.root < 2 || m.root >= m.hwm || (m.freelist != noFreelist && (m.freelist < 2 || m.freelist >= m.hwm)) {
			return bad("its meta page %d points outside the file (root page %d, free list page %d, %d pages)", i, m.root, m.freelist, m.hwm)
		}
		if newest < 0 || m.txid > metas[newest].txid {
			newest = i
		}
	}
	if newest < 0 {
		return bad("neither of its two meta pages can be read (meta page 0: %s; meta page 1: %s)", metas[0].problem, metas[1].problem)
	}
	for i, m := range metas {
		if !m.valid && !allowOneBadMeta {
			return &DamagedError{Path: path, Skippable: true,
				Reason: fmt.Sprintf("its meta page %d is damaged (%s), so its last commit may be lost", i, m.problem)}
		}
	}
	if !walk {
		return nil
	}
	w := &fileWalk{r: r, path: path, ps: ps, meta: metas[newest]}
	if f, ok := r.(*os.File); ok {
		if data, unmap, err := mapFile(f, size); err == nil {
			defer unmap()
			w.data = data
		}
	}
	return w.runGuarded()
}

// fileWalk is one walk over a file's pages.
type fileWalk struct {
	r    io.ReaderAt
	path string
	ps   int64
	meta boltMeta
	used bitset
	free bitset
	// data is the file mapped read-only, when it could be: pages are
	// sliced from it instead of read.
	data []byte
	// bufs holds a page buffer per tree level, when pages are read: a
	// branch's keys stay valid while its children are read.
	bufs [][]byte
}

// runGuarded runs the walk. Over a mapping, a fault (the file shrinking
// under the walk, though the check holds a lock against Fray's writers)
// is a panic here instead of the end of the process, and is reported.
func (w *fileWalk) runGuarded() (err error) {
	if w.data != nil {
		defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
		defer func() {
			if v := recover(); v != nil {
				err = w.bad("the file changed while it was being checked (%v)", v)
			}
		}()
	}
	return w.run()
}

type bitset []uint64

func (b bitset) get(i uint64) bool { return b[i/64]&(1<<(i%64)) != 0 }
func (b bitset) set(i uint64)      { b[i/64] |= 1 << (i % 64) }

func (w *fileWalk) bad(format string, args ...any) error {
	return &DamagedError{Path: w.path, Reason: fmt.Sprintf(format, args...)}
}

func (w *fileWalk) run() error {
	hwm := w.meta.hwm
	w.used = make(bitset, (hwm+63)/64)
	w.free = make(bitset, (hwm+63)/64)
	w.used.set(0)
	w.used.set(1)
	if w.meta.freelist != noFreelist {
		if err := w.readFreelist(); err != nil {
			return err
		}
	}
	if err := w.page(w.meta.root, 0, nil, nil); err != nil {
		return err
	}
	if w.meta.freelist == noFreelist {
		return nil // bbolt rebuilds the free list from what is unreachable
	}
	for id := uint64(2); id < hwm; id++ {
		if !w.used.get(id) && !w.free.get(id) {
			return w.bad("page %d is neither in use nor on the free list", id)
		}
	}
	return nil
}

// read reads the page id, with its overflow pages, into the buffer of
// level depth; want is the page type expected (0: branch or leaf).
func (w *fileWalk) read(id uint64, depth int, want uint16) ([]byte, error) {
	hwm := w.meta.hwm
	if id < 2 || id >= hwm {
		return nil, w.bad("a reference to page %d, outside the file's %d pages", id, hwm)
	}
	var buf []byte
	if w.data != nil {
		buf = w.data[int64(id)*w.ps:][:w.ps]
	} else {
		for len(w.bufs) <= depth {
			w.bufs = append(w.bufs, make([]byte, w.ps))
		}
		buf = w.bufs[depth][:w.ps]
		if _, err := w.r.ReadAt(buf, int64(id)*w.ps); err != nil && err != io.EOF {
			return nil, fmt.Errorf("read %s: %w", w.path, err)
		}
	}
	if got := ne.Uint64(buf); got != id {
		return nil, w.bad("page %d is labelled as page %d", id, got)
	}
	flags := ne.Uint16(buf[8:])
	switch {
	case want != 0 && flags != want:
		return nil, w.bad("page %d is not the page type its meta page says (flags %#x)", id, flags)
	case want == 0 && flags != pageBranch && flags != pageLeaf:
		return nil, w.bad("page %d has an unknown page type (flags %#x)", id, flags)
	}
	overflow := uint64(ne.Uint32(buf[12:]))
	if overflow >= hwm-id {
		return nil, w.bad("page %d runs %d pages past the end of the file's %d pages", id, overflow, hwm)
	}
	for p := id; p <= id+overflow; p++ {
		switch {
		case w.used.get(p):
			return nil, w.bad("page %d is used twice", p)
		case w.free.get(p) && want != pageFreelist:
			return nil, w.bad("page %d is in use and also on the free list: the free list is damaged, and a write would corrupt the file further", p)
		}
		w.used.set(p)
	}
	if overflow > 0 && w.data != nil {
		buf = w.data[int64(id)*w.ps:][:int64(overflow+1)*w.ps]
	} else if overflow > 0 {
		n := int64(overflow+1) * w.ps
		if int64(cap(w.bufs[depth])) < n {
			grown := make([]byte, n)
			copy(grown, buf)
			w.bufs[depth] = grown
		}
		buf = w.bufs[depth][:n]
		if _, err := w.r.ReadAt(buf[w.ps:], int64(id)*w.ps+w.ps); err != nil && err != io.EOF {
			return nil, fmt.Errorf("read %s: %w", w.path, err)
		}
	}
	return buf, nil
}

func (w *fileWalk) readFreelist() error {
	id := w.meta.freelist
	buf, err := w.read(id, 0, pageFreelist)
	if err != nil {
		return err
	}
	first, count := uint64(0), uint64(ne.Uint16(buf[10:]))
	if count == 0xFFFF { // the real count is the first element
		first, count = 1, ne.Uint64(buf[pageHeaderSize:])
	}
	if count > (uint64(len(buf))-pageHeaderSize)/8-first {
		return w.bad("the free list (page %d) counts %d pages, more than it can hold", id, count)
	}
	for i := range count {
		p := ne.Uint64(buf[pageHeaderSize+(first+i)*8:])
		switch {
		case p < 2 || p >= w.meta.hwm:
			return w.bad("the free list names page %d, outside the file's %d pages", p, w.meta.hwm)
		case w.free.get(p):
			return w.bad("the free list names page %d twice", p)
		case w.used.get(p):
			return w.bad("the free list names its own page %d", p)
		}
		w.free.set(p)
	}
	return nil
}

// page checks the page id at tree level depth and everything below it;
// its keys must lie in [lo, hi) (nil: unbounded).
func (w *fileWalk) page(id uint64, depth int, lo, hi []byte) error {
	if depth > maxTreeDepth {
		return w.bad("its tree is more than %d levels deep at page %d", maxTreeDepth, id)
	}
	buf, err := w.read(id, depth, 0)
	if err != nil {
		return err
	}
	return w.node(buf, id, depth, lo, hi)
}

// pageName names a page in a finding; id 0 is an inline bucket's.
type pageName uint64

func (p pageName) String() string {
	if p == 0 {
		return "an inline bucket"
	}
	return "page " + strconv.FormatUint(uint64(p), 10)
}

// node checks the elements of a page (p, the page's bytes: a page read
// from the file, or an inline bucket's page inside a value, id 0).
func (w *fileWalk) node(p []byte, id uint64, depth int, lo, hi []byte) error {
	where := pageName(id)
	if len(p) < pageHeaderSize {
		return w.bad("%s is cut short", where)
	}
	flags, count := ne.Uint16(p[8:]), int(ne.Uint16(p[10:]))
	if id == 0 && flags != pageLeaf {
		return w.bad("%s has an unknown page type (flags %#x)", where, flags)
	}
	if pageHeaderSize+count*pageElemSize > len(p) {
		return w.bad("%s counts %d elements, more than it can hold", where, count)
	}
	if flags == pageBranch && count == 0 {
		return w.bad("%s is an empty branch", where)
	}
	// span returns the n bytes at off past element i's own address.
	span := func(i int, off, n uint64) ([]byte, bool) {
		at := uint64(pageHeaderSize+i*pageElemSize) + off
		if off > uint64(len(p)) || n > uint64(len(p)) || at+n > uint64(len(p)) {
			return nil, false
		}
		return p[at : at+n], true
	}
	var prev []byte
	for i := range count {
		e := p[pageHeaderSize+i*pageElemSize:]
		var key []byte
		var ok bool
		if flags == pageBranch {
			key, ok = span(i, uint64(ne.Uint32(e[0:])), uint64(ne.Uint32(e[4:])))
		} else {
			key, ok = span(i, uint64(ne.Uint32(e[4:])), uint64(ne.Uint32(e[8:])))
		}
		if !ok {
			return w.bad("%s: key %d lies outside the page", where, i)
		}
		if i > 0 && bytes.Compare(prev, key) >= 0 ||
			i == 0 && lo != nil && bytes.Compare(key, lo) < 0 ||
			hi != nil && bytes.Compare(key, hi) >= 0 {
			return w.bad("%s: key %d is out of order", where, i)
		}
		prev = key
		if flags == pageBranch {
			next := hi
			if i+1 < count {
				ne2 := p[pageHeaderSize+(i+1)*pageElemSize:]
				if next, ok = span(i+1, uint64(ne.Uint32(ne2[0:])), uint64(ne.Uint32(ne2[4:]))); !ok {
					return w.bad("%s: key %d lies outside the page", where, i+1)
				}
			}
			if err := w.page(ne.Uint64(e[8:]), depth+1, key, next); err != nil {
				return err
			}
			continue
		}
		if ne.Uint32(e[0:])&leafIsBucket == 0 {
			if _, ok := span(i, uint64(ne.Uint32(e[4:]))+uint64(ne.Uint32(e[8:])), uint64(ne.Uint32(e[12:]))); !ok {
				return w.bad("%s: value %d lies outside the page", where, i)
			}
			continue
		}
		v, ok := span(i, uint64(ne.Uint32(e[4:]))+uint64(ne.Uint32(e[8:])), uint64(ne.Uint32(e[12:])))
		if !ok || len(v) < bucketHeaderSize {
			return w.bad("%s: bucket %q lies outside the page", where, key)
		}
		if root := ne.Uint64(v); root != 0 {
			if err := w.page(root, depth+1, nil, nil); err != nil {
				return err
			}
		} else if err := w.node(v[bucketHeaderSize:], 0, depth+1, nil, nil); err != nil {
			return err
		}
	}
	return nil
}

// checkExisting checks the file at path before Open maps it for writing.
// It holds a shared lock meanwhile, so a running Fray's writes (it holds
// the exclusive lock) are never mistaken for damage: ErrLocked after the
// lock timeout instead. After the walk, which rules out what would fault,
// bbolt's own tx.Check runs on a read-only mapping that is closed again,
// so the pages it touched do not stay in the process's memory.
func checkExisting(path string, opts Options) error {
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("open %s: %w", path, err)
	}
	defer f.Close() // releases the lock
	ok, err := lockShared(f, opts.LockTimeout)
	if err != nil {
		return fmt.Errorf("lock %s: %w", path, err)
	}
	if !ok {
		return fmt.Errorf("open %s: %w", path, ErrLocked)
	}
	info, err := f.Stat()
	if err != nil {
		return fmt.Errorf("open %s: %w", path, err)
	}
	if err := checkFile(f, info.Size(), path, !opts.SkipCheck, opts.SkipCheck); err != nil {
		return err
	}
	if opts.SkipCheck {
		return nil
	}
	db, err := bolt.Open(path, 0o600, &bolt.Options{ReadOnly: true, Timeout: opts.LockTimeout})
	if err != nil {
		if errors.Is(err, bolterrors.ErrTimeout) {
			return fmt.Errorf("open %s: %w", path, ErrLocked)
		}
		return &DamagedError{Path: path, Reason: "bbolt cannot open it", Err: err}
	}
	defer db.Close()
	if err := boltCheck(db); err != nil {
		return &DamagedError{Path: path, Reason: "bbolt's consistency check fails: " + err.Error()}
	}
	return nil
}

// boltCheck runs bbolt's tx.Check and returns its first finding. The
// check's goroutine sends every finding, so all of them are read.
func boltCheck(db *bolt.DB) error {
	return db.View(func(tx *bolt.Tx) error {
		var first error
		for err := range tx.Check() {
			if first == nil {
				first = err
			}
		}
		return first
	})
}
