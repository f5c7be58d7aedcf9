package storage

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"io/fs"
	"os"
	"strconv"
	"strings"

	bolt "go.etcd.io/bbolt"
)

// A deployment split in shards keeps one file per shard, each holding the
// guilds its shard serves. The storage knows guilds only as the first part
// of every key ("<guild>/…", "@dm" for direct messages); which shard a guild
// belongs to is the caller's rule, passed in as a function.

// kShard is the meta key holding the shard a file was last served as,
// "<id>/<count>".
var kShard = []byte("shard")

// dataBuckets are the buckets whose keys all start with a guild: every one
// but meta.
var dataBuckets = [][]byte{bGuilds, bChannels, bSheets, bLogs, bUndo}

// guildOf is the guild a key of a data bucket belongs to.
func guildOf(key []byte) string {
	if i := bytes.IndexByte(key, '/'); i >= 0 {
		return string(key[:i])
	}
	return string(key)
}

// ShardRecord reports the shard the file was last served as; ok is false
// when none was recorded.
func (s *Store) ShardRecord() (id, count int, ok bool, err error) {
	err = s.db.View(func(tx *bolt.Tx) error {
		v := tx.Bucket(bMeta).Get(kShard)
		if v == nil {
			return nil
		}
		a, b, found := strings.Cut(string(v), "/")
		var err1, err2 error
		id, err1 = strconv.Atoi(a)
		count, err2 = strconv.Atoi(b)
		if !found || err1 != nil || err2 != nil {
			return damagedRecord(bMeta, string(kShard), fmt.Errorf("%q is not <id>/<count>", v))
		}
		ok = true
		return nil
	})
	return id, count, ok, err
}

// SetShardRecord records the shard the file is served as.
func (s *Store) SetShardRecord(ctx context.Context, id, count int) error {
	v := []byte(fmt.Sprintf("%d/%d", id, count))
	return s.Update(ctx, func(t *Tx) error {
		t.putRaw(bMeta, string(kShard), v)
		return nil
	})
}

// Guilds returns every guild that has something stored (settings,
// channels, sheets), each once, in key order.
func (s *Store) Guilds(ctx context.Context) ([]string, error) {
	seen := map[string]bool{}
	var out []string
	err := s.db.View(func(tx *bolt.Tx) error {
		for _, name := range dataBuckets {
			b := tx.Bucket(name)
			if b == nil {
				continue
			}
			c := b.Cursor()
			for k, _ := c.First(); k != nil; {
				if err := ctx.Err(); err != nil {
					return err
				}
				g := guildOf(k)
				if !seen[g] {
					seen[g] = true
					out = append(out, g)
				}
				// Skip the rest of the guild's keys: '0' follows '/'.
				k, _ = c.Seek([]byte(g + "0"))
			}
		}
		return nil
	})
	return out, err
}

// ReshardCounts is what a reshard moved: per data bucket, the records read
// from the old files and written to the new ones, with an order-free hash
// of their keys and values; and the guilds each new file holds.
type ReshardCounts struct {
	Read, Written map[string]RecordSum
	Guilds        []int // per new file
}

// RecordSum counts records and sums their hashes.
type RecordSum struct {
	Records int
	Sum     uint64
}

func (r *RecordSum) add(bucket, k, v []byte) {
	h := fnv.New64a()
	h.Write(bucket)
	h.Write([]byte{0})
	h.Write(k)
	h.Write([]byte{0})
	h.Write(v)
	r.Records++
	r.Sum += h.Sum64()
}

// Reshard copies every record of the databases in to the new databases out,
// each record to out[place(guild)], offline: each old file is opened (so
// checked and locked: a running Fray on it makes this fail) and each new
// one is created and must not exist. Afterwards it reads every new file
// back, checking that each record sits in the file place names and that
// the records and their hashes add up to what was read. Every new file
// records its shard as (index, len(out)). On any error the new files are
// removed; the old ones are not changed beyond what opening them does
// (migrating an older layout).
func Reshard(ctx context.Context, in, out []string, place func(guild string) int, opts Options) (counts ReshardCounts, err error) {
	counts = ReshardCounts{Read: map[string]RecordSum{}, Written: map[string]RecordSum{}, Guilds: make([]int, len(out))}
	for _, p := range out {
		if _, err := os.Stat(p); !errors.Is(err, fs.ErrNotExist) {
			return counts, fmt.Errorf("reshard: %s already exists: the new files must be new", p)
		}
		for _, q := range in {
			if samePath(p, q) {
				return counts, fmt.Errorf("reshard: %s is both an old and a new file", p)
			}
		}
	}
	var olds, news []*Store
	defer func() {
		for _, s := range olds {
			s.Close()
		}
		for _, s := range news {
			s.Close()
		}
		if err != nil { // none of them existed before
			for _, p := range out {
				os.Remove(p)
			}
		}
	}()
	for _, p := range in {
		s, err := Open(ctx, p, opts)
		if err != nil {
			return counts, fmt.Errorf("reshard: %w", err)
		}
		olds = append(olds, s)
	}
	for _, p := range out {
		s, err := Open(ctx, p, opts)
		if err != nil {
			return counts, fmt.Errorf("reshard: %w", err)
		}
		news = append(news, s)
	}
	for _, s := range olds {
		if err := copyByGuild(ctx, s, news, place, counts.Read); err != nil {
			return counts, fmt.Errorf("reshard: copy %s: %w", s.Path(), err)
		}
	}
	for i, s := range news {
		if err := s.SetShardRecord(ctx, i, len(news)); err != nil {
			return counts, fmt.Errorf("reshard: %s: %w", s.Path(), err)
		}
		n, err := verifyPlaced(s, i, place, counts.Written)
		if err != nil {
			return counts, fmt.Errorf("reshard: verify %s: %w", s.Path(), err)
		}
		counts.Guilds[i] = n
	}
	for _, name := range dataBuckets {
		if r, w := counts.Read[string(name)], counts.Written[string(name)]; r != w {
			return counts, fmt.Errorf("reshard: the bucket %s read %d records (hash %x) but the new files hold %d (hash %x)",
				name, r.Records, r.Sum, w.Records, w.Sum)
		}
	}
	for _, s := range news {
		if err := s.Check(); err != nil {
			return counts, fmt.Errorf("reshard: %s fails bbolt's check: %w", s.Path(), err)
		}
	}
	return counts, nil
}

// reshardBatch bounds the records one write transaction of a new file
// takes, so a large file is copied in steps of bounded memory.
const reshardBatch = 4096

// copyByGuild copies every record of src's data buckets into dst by guild.
func copyByGuild(ctx context.Context, src *Store, dst []*Store, place func(string) int, read map[string]RecordSum) error {
	type kv struct{ k, v []byte }
	pending := make([]map[string][]kv, len(dst))
	flush := func(i int) error {
		if len(pending[i]) == 0 {
			return nil
		}
		err := dst[i].db.Update(func(tx *bolt.Tx) error {
			for name, kvs := range pending[i] {
				b := tx.Bucket([]byte(name))
				for _, e := range kvs {
					if b.Get(e.k) != nil {
						return fmt.Errorf("the key %s/%q is in more than one old file", name, e.k)
					}
					if err := b.Put(e.k, e.v); err != nil {
						return err
					}
				}
			}
			return nil
		})
		pending[i] = nil
		return err
	}
	sizes := make([]int, len(dst))
	return src.db.View(func(tx *bolt.Tx) error {
		for _, name := range dataBuckets {
			b := tx.Bucket(name)
			if b == nil {
				continue
			}
			sum := read[string(name)]
			c := b.Cursor()
			for k, v := c.First(); k != nil; k, v = c.Next() {
				if err := ctx.Err(); err != nil {
					return err
				}
				if v == nil {
					return fmt.Errorf("the bucket %s holds a nested bucket %q, which this layout does not have", name, k)
				}
				i := place(guildOf(k))
				if i < 0 || i >= len(dst) {
					return fmt.Errorf("guild %s placed in shard %d of %d", guildOf(k), i, len(dst))
				}
				sum.add(name, k, v)
				if pending[i] == nil {
					pending[i] = map[string][]kv{}
				}
				// Values read are valid only in this transaction: copy.
				pending[i][string(name)] = append(pending[i][string(name)], kv{bytes.Clone(k), bytes.Clone(v)})
				if sizes[i]++; sizes[i] >= reshardBatch {
					sizes[i] = 0
					if err := flush(i); err != nil {
						return err
					}
				}
			}
			read[string(name)] = sum
		}
		for i := range dst {
			if err := flush(i); err != nil {
				return err
			}
		}
		return nil
	})
}

// verifyPlaced reads a new file back: every record must belong to shard
// i; it adds the records to written and returns how many guilds it holds.
func verifyPlaced(s *Store, i int, place func(string) int, written map[string]RecordSum) (guilds int, err error) {
	seen := map[string]bool{}
	err = s.db.View(func(tx *bolt.Tx) error {
		for _, name := range dataBuckets {
			b := tx.Bucket(name)
			if b == nil {
				continue
			}
			sum := written[string(name)]
			if err := b.ForEach(func(k, v []byte) error {
				g := guildOf(k)
				if p := place(g); p != i {
					return fmt.Errorf("guild %s of shard %d is in the file of shard %d", g, p, i)
				}
				seen[g] = true
				sum.add(name, k, v)
				return nil
			}); err != nil {
				return err
			}
			written[string(name)] = sum
		}
		return nil
	})
	return len(seen), err
}
