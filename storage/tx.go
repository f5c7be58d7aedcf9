package storage

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"

	bolt "go.etcd.io/bbolt"

	"fray/rules"
	"fray/rules/encounter"
)

// Guild holds a server's settings.
type Guild struct {
	System string `json:"system,omitempty"`  // the server default
	GMRole string `json:"gm_role,omitempty"` // role ID whose holders are GMs
}

// Channel holds everything stored for one channel (or thread).
type Channel struct {
	System      string                     `json:"system,omitempty"` // overrides the server default
	NoFlavour   bool                       `json:"no_flavour,omitempty"`
	FlavourLast map[string]int             `json:"flavour_last,omitempty"`
	Encounter   *encounter.Encounter       `json:"encounter,omitempty"`
	Extra       map[string]json.RawMessage `json:"extra,omitempty"` // a system's channel data
	// Party holds the lasting condition of the characters who fought
	// here, by PartyKey: wounds carry from one fight to the next.
	Party map[string]rules.Condition `json:"party,omitempty"`
	// FreshFights turns the party off: every fight starts from the
	// sheets, unhurt, and nothing is written back (one-shot groups).
	FreshFights bool `json:"fresh_fights,omitempty"`
}

// PartyKey names a character in Channel.Party: a player's sheet by its
// owner, an NPC the GM keeps by its name (lower-cased), each within its
// system.
func PartyKey(system, owner, npcName string) string {
	if owner != "" {
		return system + "/u/" + owner
	}
	return system + "/n/" + strings.ToLower(npcName)
}

// Tx is one transaction. In a mutation, writes are staged and reach the
// database only when the mutation returns nil; reads see staged writes.
// A Tx is used by one goroutine at a time.
type Tx struct {
	tx   *bolt.Tx
	view *view // in the commit queue: reads see the batches not yet committed (overlay.go)
	// scratch is the commit queue's encoding buffer, reused across
	// mutations (they run one at a time); nil elsewhere.
	scratch *[]byte
	// logKeep is Options.LogKeep: the log keeps whole chunks, so up to a
	// chunk more than this is stored; reads show this many.
	logKeep int
	s       *Store
	stage   *stage // nil in read-only transactions
	cache   *decodeCache
	// keyGuild and keyChannel are the last channel asked for, keyStaged
	// its stageKey in the channels bucket, which ends with its ChannelKey:
	// a mutation names its channel in every call (read, undo snapshot,
	// write, log), and both keys were built each time.
	keyGuild, keyChannel, keyStaged string
}

// ChannelKey names a channel within a guild ("" for direct messages).
func ChannelKey(guild, channel string) string { return guildKey(guild) + "/" + channel }

// channelKey is ChannelKey, built once for the channel a transaction keeps
// naming.
func (t *Tx) channelKey(guild, channel string) string {
	return t.channelStageKey(guild, channel)[len(bChannels)+1:]
}

// channelStageKey is stageKey(bChannels, ChannelKey(guild, channel)), built
// once for the channel a transaction keeps naming.
func (t *Tx) channelStageKey(guild, channel string) string {
	if t.keyStaged == "" || guild != t.keyGuild || channel != t.keyChannel {
		t.keyGuild, t.keyChannel = guild, channel
		t.keyStaged = string(bChannels) + "\x00" + guildKey(guild) + "/" + channel
	}
	return t.keyStaged
}

func guildKey(guild string) string {
	if guild == "" {
		return "@dm"
	}
	return guild
}

// Guild reads a guild's settings (zero value when none are stored).
func (t *Tx) Guild(id string) (Guild, error) {
	var g Guild
	_, err := t.getJSON(bGuilds, guildKey(id), &g)
	return g, err
}

// PutGuild stores a guild's settings.
func (t *Tx) PutGuild(id string, g Guild) error { return t.putJSON(bGuilds, guildKey(id), g) }

// Channel reads a channel's state (zero value when none is stored).
func (t *Tx) Channel(guild, channel string) (Channel, error) {
	key := t.channelKey(guild, channel)
	if t.view != nil {
		// In the commit queue's runner a mutation owns the value it reads
		// until it writes it back: it takes the cached value itself, no
		// copy, and after the commit warm caches what it wrote. A mutation
		// that fails or writes nothing leaves the entry out; the next read
		// decodes the bytes.
		raw := t.get(bChannels, key)
		if raw == nil {
			return Channel{}, nil
		}
		if c, ok := t.decodeCache().take(key, raw); ok {
			return *c, nil
		}
		var c Channel
		if err := json.Unmarshal(raw, &c); err != nil {
			return Channel{}, damagedRecord(bChannels, key, err)
		}
		return c, nil
	}
	var c Channel
	_, err := t.getJSON(bChannels, key, &c)
	return c, err
}

// ChannelSystem reads only a channel's own system setting ("" when none):
// the commands layer asks it on every command to route by system, and a
// whole channel read would copy the fight for one string.
func (t *Tx) ChannelSystem(guild, channel string) (string, error) {
	key := t.channelKey(guild, channel)
	raw := t.get(bChannels, key)
	if raw == nil {
		return "", nil
	}
	if sys, ok := t.decodeCache().system(key, raw); ok {
		return sys, nil
	}
	var c struct {
		System string `json:"system"`
	}
	if err := json.Unmarshal(raw, &c); err != nil {
		return "", damagedRecord(bChannels, key, err)
	}
	return c.System, nil
}

// PutChannel stores a channel's state.
func (t *Tx) PutChannel(guild, channel string, c Channel) error {
	key := t.channelKey(guild, channel)
	if t.stage == nil {
		return errReadOnly
	}
	// Encoded by hand (channel_json.go: the same bytes as json.Marshal, a
	// fifth of the time), into the commit queue's scratch buffer when there
	// is one, then copied out at its exact size.
	var buf []byte
	if t.scratch != nil {
		buf = (*t.scratch)[:0]
	}
	raw, err := appendChannelJSON(buf, &c)
	if err != nil {
		return fmt.Errorf("encode %s/%s: %w", bChannels, key, err)
	}
	if t.scratch != nil {
		*t.scratch = raw
		raw = append([]byte(nil), raw...)
	}
	t.stage.put(t.channelStageKey(guild, channel), raw)
	// Keep the value for the decode cache: after the commit it is copied
	// there instead of decoding the bytes just encoded (commit.go, warm).
	t.stage.setObj(key, &c)
	return nil
}

// ChannelRaw returns the stored bytes of a channel (for size checks).
func (t *Tx) ChannelRaw(guild, channel string) []byte {
	return t.get(bChannels, t.channelKey(guild, channel))
}

func sheetKey(guild, user, system string) string { return guildKey(guild) + "/" + user + "/" + system }

// Sheet reads a player's sheet for a system in a guild.
func (t *Tx) Sheet(guild, user, system string) (rules.Sheet, bool, error) {
	var s rules.Sheet
	ok, err := t.getJSON(bSheets, sheetKey(guild, user, system), &s)
	return s, ok, err
}

// PutSheet stores a player's sheet.
func (t *Tx) PutSheet(guild, user, system string, s rules.Sheet) error {
	return t.putJSON(bSheets, sheetKey(guild, user, system), s)
}

// AppendLog adds an entry to the channel's encounter log (the oldest beyond
// the configured number are dropped). The entry is read when the mutation
// returns (it is encoded into the log's newest chunk then), not copied: it
// must not change before then.
func (t *Tx) AppendLog(guild, channel string, entry []byte) error {
	if t.stage == nil {
		return errReadOnly
	}
	t.stage.addNested(nestedOp{kind: opAppendLog, key: t.channelKey(guild, channel), val: entry})
	return nil
}

// Logs returns up to n of the newest log entries, oldest first.
func (t *Tx) Logs(guild, channel string, n int) ([][]byte, error) {
	if t.logKeep > 0 && n > t.logKeep {
		n = t.logKeep
	}
	return logNewest(t.bucket(bChannels), t.channelKey(guild, channel), n), nil
}

// PushUndo saves an encounter snapshot on the channel's undo history. The
// snapshot is read when the mutation returns (it is stored as a delta
// against the value written), not copied: it must not change before then —
// ChannelRaw's bytes, the usual snapshot, do not.
func (t *Tx) PushUndo(guild, channel string, snapshot []byte) error {
	if t.stage == nil {
		return errReadOnly
	}
	t.stage.addNested(nestedOp{kind: opPushUndo, key: t.channelKey(guild, channel), val: snapshot})
	return nil
}

// PopUndo takes the newest snapshot off the channel's undo history.
func (t *Tx) PopUndo(guild, channel string) ([]byte, bool, error) {
	if t.stage == nil {
		return nil, false, errReadOnly
	}
	key := t.channelKey(guild, channel)
	n := t.stage.popped[key]
	v, ok, err := peekUndo(t.bucket(bChannels), key, n)
	if err != nil {
		return nil, false, fmt.Errorf("undo history of %s: %w", key, err)
	}
	if !ok {
		return nil, false, nil
	}
	// The newest entry is a delta against the channel's stored value (not
	// what this mutation may have staged), each older one against the
	// snapshot above it (undo.go).
	base := t.bucket(bChannels).Get([]byte(key))
	if n > 0 {
		base = t.stage.snaps[key][n-1]
	}
	snap, err := decodeDelta(base, v)
	if err != nil {
		return nil, false, fmt.Errorf("undo history of %s: %w", key, err)
	}
	if t.stage.snaps == nil {
		t.stage.snaps, t.stage.popped = map[string][][]byte{}, map[string]int{}
	}
	t.stage.snaps[key] = append(t.stage.snaps[key], snap)
	t.stage.popped[key]++
	v = snap
	t.stage.addNested(nestedOp{kind: opPop, key: key})
	return v, true, nil
}

// ClearHistory drops the channel's log and undo history (a new encounter).
func (t *Tx) ClearHistory(guild, channel string) error {
	if t.stage == nil {
		return errReadOnly
	}
	key := t.channelKey(guild, channel)
	t.stage.addNested(nestedOp{kind: opClearLog, key: key})
	t.stage.addNested(nestedOp{kind: opClearUndo, key: key})
	return nil
}

var errReadOnly = fmt.Errorf("storage: write in a read-only transaction")

func (t *Tx) get(bucket []byte, key string) []byte {
	if t.stage != nil && len(t.stage.puts) > 0 {
		// stageKey on the stack: comparing it with a converted []byte
		// does not allocate.
		var arr [layeredKeyRoom]byte
		if v, ok := t.stage.lookup(appendStageKey(arr[:0], bucket, key)); ok {
			return v
		}
	}
	if t.view != nil {
		return t.view.get(bucket, key)
	}
	return t.tx.Bucket(bucket).Get([]byte(key))
}

func (t *Tx) getJSON(bucket []byte, key string, v any) (bool, error) {
	raw := t.get(bucket, key)
	if raw == nil {
		return false, nil
	}
	// A decode into a zero Channel may come from the decode cache (commit.go).
	c, cacheable := v.(*Channel)
	cacheable = cacheable && string(bucket) == string(bChannels) && reflect.ValueOf(c).Elem().IsZero()
	if cacheable && t.decodeCache().channel(key, raw, c) {
		return true, nil
	}
	if err := json.Unmarshal(raw, v); err != nil {
		return false, damagedRecord(bucket, key, err)
	}
	if cacheable {
		t.decodeCache().decoded(key, raw, c)
	}
	return true, nil
}

func (t *Tx) decodeCache() *decodeCache {
	if t.cache == nil && t.s != nil && t.s.q != nil {
		return t.s.q.cache
	}
	return t.cache
}

func (t *Tx) putJSON(bucket []byte, key string, v any) error {
	if t.stage == nil {
		return errReadOnly
	}
	raw, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("encode %s/%s: %w", bucket, key, err)
	}
	t.putRaw(bucket, key, raw)
	return nil
}

// putRaw stages raw as key's new value.
func (t *Tx) putRaw(bucket []byte, key string, raw []byte) {
	t.stage.put(stageKey(bucket, key), raw)
}

// put stages raw under sk, a stageKey.
func (s *stage) put(sk string, raw []byte) {
	for i := range s.puts {
		if s.puts[i].sk == sk {
			s.puts[i].val = raw
			return
		}
	}
	s.puts = append(s.puts, stagedPut{sk, raw})
}

// stageKey is a staged write's key in stage.puts: the bucket's name, 0, and
// the key, the layered key of the commit queue's view (overlay.go).
func stageKey(bucket []byte, key string) string { return string(bucket) + "\x00" + key }

// appendStageKey appends stageKey(bucket, key) to dst.
func appendStageKey(dst, bucket []byte, key string) []byte {
	return append(append(append(dst, bucket...), 0), key...)
}

// stage holds a mutation's writes until it succeeds.
type stage struct {
	// puts are the staged values in the order first staged (a key staged
	// again keeps its place). A mutation stages one or two: a slice
	// searched in order costs less than a map, which was 300 bytes each.
	puts   []stagedPut
	nested []nestedOp
	popped map[string]int      // undo snapshots taken per channel in this mutation (nil: none)
	snaps  map[string][][]byte // and what they were, newest first
	objs   []stagedObj         // channel values put, by channel key
}

// stagedPut is a staged value under its stageKey.
type stagedPut struct {
	sk  string
	val []byte
}

// stagedObj is the channel value a mutation put, under its channel key.
type stagedObj struct {
	key string
	c   *Channel
}

// lookup is the value staged under the stageKey sk.
func (s *stage) lookup(sk []byte) ([]byte, bool) {
	for i := range s.puts {
		if s.puts[i].sk == string(sk) {
			return s.puts[i].val, true
		}
	}
	return nil, false
}

// obj is the channel value put under the channel key, or nil.
func (s *stage) obj(key string) *Channel {
	for i := range s.objs {
		if s.objs[i].key == key {
			return s.objs[i].c
		}
	}
	return nil
}

// setObj keeps c as the channel value put under key.
func (s *stage) setObj(key string, c *Channel) {
	for i := range s.objs {
		if s.objs[i].key == key {
			s.objs[i].c = c
			return
		}
	}
	s.objs = append(s.objs, stagedObj{key, c})
}

type opKind int

// The history's operations: the log's and the undo list's, both kept in the
// channels bucket beside the channel's value (schema 4).
const (
	opAppendLog opKind = iota
	opClearLog
	opPushUndo
	opPop
	opClearUndo
)

type nestedOp struct {
	kind opKind
	key  string
	val  []byte
}

// addNested adds op to the history's operations, with room for two at
// first: a fight's mutation pushes an undo snapshot and appends a log line.
func (s *stage) addNested(op nestedOp) {
	if s.nested == nil {
		s.nested = make([]nestedOp, 0, 2)
	}
	s.nested = append(s.nested, op)
}

// newStage starts an empty stage. Its maps are made on first use: many
// mutations never pop (popped, snaps) and a read-only one puts nothing.
func newStage() *stage { return &stage{} }

// bucket is where the transaction reads a bucket: through the commit
// queue's view, or straight from bbolt.
func (t *Tx) bucket(name []byte) kv {
	if t.view != nil {
		return t.view.bucket(name)
	}
	return t.tx.Bucket(name)
}

// apply writes the stage into the buckets bucket returns.
func (s *stage) apply(bucket func(name []byte) kv, opts Options) error {
	return s.applyWith(bucket, nil, opts)
}

// applyWith is apply with put, when not nil, taking each staged value with
// its stageKey as it is, instead of splitting the key for bucket's Put: the
// commit queue's view keys its writes by the same strings (putLayered).
func (s *stage) applyWith(bucket func(name []byte) kv, put func(sk string, val []byte), opts Options) error {
	// The undo history first: its entries are deltas against the channel
	// values this stage is about to replace (undo.go).
	if err := s.applyUndo(bucket, opts); err != nil {
		return err
	}
	for _, p := range s.puts {
		if put != nil {
			put(p.sk, p.val)
			continue
		}
		sk := p.sk
		i := 0
		for i < len(sk) && sk[i] != 0 {
			i++
		}
		if err := bucket([]byte(sk[:i])).Put([]byte(sk[i+1:]), p.val); err != nil {
			return err
		}
	}
	cb := bucket(bChannels)
	for _, op := range s.nested {
		var err error
		switch op.kind {
		case opClearLog:
			err = ringClear(cb, op.key)
		case opAppendLog:
			err = logAppend(cb, op.key, op.val, opts.LogKeep)
		}
		if err != nil {
			return err
		}
	}
	return nil
}
