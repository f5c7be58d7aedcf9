package storage

import (
	"fmt"

	"github.com/tinylib/msgp/msgp"
	bolt "go.etcd.io/bbolt"

	"fray/rules"
)

// Tx is one transaction. In a mutation, writes are staged and reach the
// database only when the mutation returns nil; reads see staged writes.
// A Tx is used by one goroutine at a time.
type Tx struct {
	tx   *bolt.Tx
	view *view // in the commit queue: reads see the batches not yet committed (overlay.go)
	// enc is the commit queue's encoder, whose buffers serve every
	// mutation (they run one at a time); nil elsewhere.
	enc *encoder
	// logKeep is Options.LogKeep: the log keeps whole chunks, so up to a
	// chunk more than this is stored; reads show this many.
	logKeep int
	s       *Store
	stage   *stage // nil in read-only transactions
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
	_, err := t.getRecord(bGuilds, guildKey(id), &g)
	return g, err
}

// PutGuild stores a guild's settings.
func (t *Tx) PutGuild(id string, g Guild) error { return t.putRecord(bGuilds, guildKey(id), &g) }

// Channel reads a channel's state (zero value when none is stored).
func (t *Tx) Channel(guild, channel string) (Channel, error) {
	var c Channel
	_, err := t.getRecord(bChannels, t.channelKey(guild, channel), &c)
	return c, err
}

// ChannelSystem reads only a channel's own system setting ("" when none):
// the commands layer asks it on every command to route by system, and a
// whole channel read would decode the fight for one string.
func (t *Tx) ChannelSystem(guild, channel string) (string, error) {
	var c channelSystem
	_, err := t.getRecord(bChannels, t.channelKey(guild, channel), &c)
	return c.System, err
}

// PutChannel stores a channel's state.
func (t *Tx) PutChannel(guild, channel string, c Channel) error {
	if t.stage == nil {
		return errReadOnly
	}
	raw, err := t.encoder().encode(&c)
	if err != nil {
		return fmt.Errorf("encode %s/%s: %w", bChannels, t.channelKey(guild, channel), err)
	}
	t.stage.put(t.channelStageKey(guild, channel), raw)
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
	ok, err := t.getRecord(bSheets, sheetKey(guild, user, system), &s)
	return s, ok, err
}

// PutSheet stores a player's sheet.
func (t *Tx) PutSheet(guild, user, system string, s rules.Sheet) error {
	return t.putRecord(bSheets, sheetKey(guild, user, system), &s)
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

// getRecord decodes key's stored value into v; found is false when there is
// none.
func (t *Tx) getRecord(bucket []byte, key string, v msgp.Unmarshaler) (found bool, err error) {
	raw := t.get(bucket, key)
	if raw == nil {
		return false, nil
	}
	if err := Unmarshal(raw, v); err != nil {
		return false, damagedRecord(bucket, key, err)
	}
	return true, nil
}

// encoder is the commit queue's encoder when the transaction runs there,
// else a new one.
func (t *Tx) encoder() *encoder {
	if t.enc != nil {
		return t.enc
	}
	return &encoder{}
}

func (t *Tx) putRecord(bucket []byte, key string, v msgp.Marshaler) error {
	if t.stage == nil {
		return errReadOnly
	}
	raw, err := t.encoder().encode(v)
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
}

// stagedPut is a staged value under its stageKey.
type stagedPut struct {
	sk  string
	val []byte
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

// Encode returns v as storage stores a record (codec.go), encoded with the
// commit queue's buffers when the transaction runs there: a mutation's log
// entry, for AppendLog.
func (t *Tx) Encode(v msgp.Marshaler) ([]byte, error) { return t.encoder().encode(v) }
