package storage

import (
	"bytes"
	"encoding/json"
	"reflect"
	"sync"
	"sync/atomic"
)

// decodeCache keeps the decoded form of recently stored channel values, so a
// read in the commit queue's serial section costs a deep copy rather than a
// JSON decode (the decode was most of a mutation's time there: a handler
// reads its channel twice, and every mutation of a channel reads what the
// previous one wrote). Entries are keyed by the stored bytes themselves, so a
// hit is exactly the value json.Unmarshal would produce and a changed value
// simply misses. The master copies are never handed out. After a commit the
// caller's goroutine decodes what the mutation wrote (warm), off the serial
// section, so the channel's next mutation finds it.
type decodeCache struct {
	mu sync.Mutex
	m  map[string]cachedChannel
	// verify (Options.VerifyCache, tests) compares every hit with decoding
	// its bytes and counts the values that differ in mismatches.
	verify     bool
	mismatches atomic.Int64
}

type cachedChannel struct {
	raw []byte
	val *Channel
}

// decodeCacheSize bounds the cache: a fight's entry (its bytes and decoded
// form) is a few KiB, so 1,024 entries, more than the channels fighting at
// once on a busy server, stay within a few MiB of heap.
const decodeCacheSize = 1024

func newDecodeCache() *decodeCache { return &decodeCache{m: map[string]cachedChannel{}} }

// channel fills *dst from the cache when key's stored bytes are raw.
func (d *decodeCache) channel(key string, raw []byte, dst *Channel) bool {
	if d == nil {
		return false
	}
	// Copied under the lock: the runner may take this very value (take) and
	// change it as soon as the lock is free.
	d.mu.Lock()
	defer d.mu.Unlock()
	e, ok := d.m[key]
	if !ok || !bytes.Equal(e.raw, raw) {
		return false
	}
	d.check(e)
	*dst = cloneChannel(e.val)
	return true
}

// system returns the cached channel's system when its stored bytes are raw.
func (d *decodeCache) system(key string, raw []byte) (string, bool) {
	if d == nil {
		return "", false
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	e, ok := d.m[key]
	if !ok || !bytes.Equal(e.raw, raw) {
		return "", false
	}
	d.check(e)
	return e.val.System, true
}

// take hands out key's cached value itself, and forgets it, when its stored
// bytes are raw.
func (d *decodeCache) take(key string, raw []byte) (*Channel, bool) {
	if d == nil {
		return nil, false
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	e, ok := d.m[key]
	if !ok || !bytes.Equal(e.raw, raw) {
		return nil, false
	}
	d.check(e)
	delete(d.m, key)
	return e.val, true
}

// put decodes raw as key's value and keeps it.
func (d *decodeCache) put(key string, raw []byte) {
	if d == nil {
		return
	}
	var c Channel
	if json.Unmarshal(raw, &c) != nil {
		return
	}
	d.keep(key, raw, &c)
}

// decoded keeps a copy of c, just decoded from raw, before its reader
// changes it (a mutation reads its channel twice).
func (d *decodeCache) decoded(key string, raw []byte, c *Channel) {
	if d == nil {
		return
	}
	m := cloneChannel(c)
	d.keep(key, raw, &m)
}

func (d *decodeCache) keep(key string, raw []byte, c *Channel) {
	d.keepOwned(key, append([]byte(nil), raw...), c)
}

// keepOwned is keep for bytes no one will change: a committed mutation's
// staged value.
func (d *decodeCache) keepOwned(key string, raw []byte, c *Channel) {
	e := cachedChannel{raw: raw, val: c}
	d.mu.Lock()
	defer d.mu.Unlock()
	if _, ok := d.m[key]; !ok && len(d.m) >= decodeCacheSize {
		for k := range d.m { // evict one at random (map order)
			delete(d.m, k)
			break
		}
	}
	d.m[key] = e
}

// check counts e as a mismatch, when verifying, if its value is not what
// decoding its bytes gives: someone changed a value the cache owns.
func (d *decodeCache) check(e cachedChannel) {
	if !d.verify {
		return
	}
	var want Channel
	if json.Unmarshal(e.raw, &want) != nil || !reflect.DeepEqual(*e.val, want) {
		d.mismatches.Add(1)
	}
}

// warmOwned caches the channel values a committed mutation wrote, taking
// the mutation's own objects (normalised in place) rather than copies: the
// mutation's caller has released them (warm_hold.go).
func (d *decodeCache) warmOwned(s *stage) {
	d.warmWith(s, func(obj *Channel) *Channel {
		normaliseChannel(obj)
		return obj
	})
}

// warm caches the channel values a committed mutation wrote.
func (d *decodeCache) warm(s *stage) {
	// The value as the mutation wrote it, normalised to what decoding its
	// bytes gives (empty collections read as nil).
	d.warmWith(s, normalisedCopy)
}

// warmWith caches what s wrote: own makes the cached value of an object the
// mutation put; values it has no object for are decoded from their bytes.
func (d *decodeCache) warmWith(s *stage, own func(*Channel) *Channel) {
	if d == nil || s == nil {
		return
	}
	prefix := string(bChannels) + "\x00"
	for _, p := range s.puts {
		sk, raw := p.sk, p.val
		if len(sk) > len(prefix) && sk[:len(prefix)] == prefix {
			key := sk[len(prefix):]
			if obj := s.obj(key); obj != nil {
				d.keepOwned(key, raw, own(obj))
				continue
			}
			d.put(key, raw)
		}
	}
}
