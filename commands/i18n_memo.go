package commands

import (
	"encoding/binary"
	"math"
	"strconv"
	"sync"
)

// renderMemo keeps the text of recent renders of templated messages, by
// locale, key and arguments. text/template executes a message in about a
// microsecond and four to seven allocations, and a tracker redraws the
// same titles and health lines on every click; a hit costs a map lookup.
// The arguments must be of types whose encoding below determines what the
// template sees (ints, strings, bools, float64s, nil): other values are
// not memoized. Two generations bound it: when the current one is full it
// becomes the old one and the older is dropped, so what is still shown
// stays and the rest goes.
type renderMemo struct {
	mu       sync.RWMutex
	cur, old map[string]string
}

const (
	// memoGeneration is the entries of one generation: at most twice this
	// many texts, each at most memoMaxText bytes, are held.
	memoGeneration = 512
	memoMaxText    = 256
	// memoMaxArgs is the most arguments a memoized render may have: their
	// names are sorted on the stack.
	memoMaxArgs = 8
)

// get returns the text memoized under k.
func (m *renderMemo) get(k []byte) (string, bool) {
	m.mu.RLock()
	s, ok := m.cur[string(k)]
	if !ok {
		s, ok = m.old[string(k)]
	}
	m.mu.RUnlock()
	return s, ok
}

// put memoizes text under k.
func (m *renderMemo) put(k []byte, text string) {
	if len(text) > memoMaxText {
		return
	}
	m.mu.Lock()
	if len(m.cur) >= memoGeneration || m.cur == nil {
		m.old, m.cur = m.cur, make(map[string]string, memoGeneration)
	}
	m.cur[string(k)] = text
	m.mu.Unlock()
}

// memoArg is one argument of a render: from the map (m) or the list (a).
type memoArg struct {
	name string
	m    any
	a    *Arg
}

// appendMemoKey appends the memo key of a render to dst: locale, key, and
// each argument (m's, then list's for names m lacks) in name order, with
// its type and value. ok is false when an argument is of another type or
// there are too many.
func appendMemoKey(dst []byte, locale, key string, m map[string]any, list []Arg) ([]byte, bool) {
	var args [memoMaxArgs]memoArg
	n := 0
	for k, v := range m {
		if n == memoMaxArgs {
			return dst, false
		}
		args[n] = memoArg{name: k, m: v}
		n++
	}
	for i := range list {
		x := &list[i]
		if _, dup := m[x.Name]; dup || seen(args[:n], x.Name) {
			continue
		}
		if n == memoMaxArgs {
			return dst, false
		}
		args[n] = memoArg{name: x.Name, a: x}
		n++
	}
	for i := 1; i < n; i++ { // insertion sort: a handful of names
		for j := i; j > 0 && args[j].name < args[j-1].name; j-- {
			args[j], args[j-1] = args[j-1], args[j]
		}
	}
	dst = appendMemoString(dst, locale)
	dst = appendMemoString(dst, key)
	for i := range args[:n] {
		x := &args[i]
		dst = appendMemoString(dst, x.name)
		switch {
		case x.a != nil && x.a.IsInt:
			dst = strconv.AppendInt(append(dst, 'i'), int64(x.a.Int), 10)
		case x.a != nil:
			dst = appendMemoString(append(dst, 's'), x.a.Str)
		default:
			var ok bool
			if dst, ok = appendMemoValue(dst, x.m); !ok {
				return dst, false
			}
		}
		dst = append(dst, 0)
	}
	return dst, true
}

// seen reports whether an earlier list argument had the name: the first
// one counts, as in the map text/template reads.
func seen(args []memoArg, name string) bool {
	for i := range args {
		if args[i].name == name {
			return true
		}
	}
	return false
}

// appendMemoValue appends v's type and value; false for another type.
func appendMemoValue(dst []byte, v any) ([]byte, bool) {
	switch x := v.(type) {
	case nil:
		return append(dst, 'n'), true
	case int:
		return strconv.AppendInt(append(dst, 'i'), int64(x), 10), true
	case int64:
		return strconv.AppendInt(append(dst, 'I'), x, 10), true
	case string:
		return appendMemoString(append(dst, 's'), x), true
	case bool:
		return strconv.AppendBool(append(dst, 'b'), x), true
	case float64:
		return binary.LittleEndian.AppendUint64(append(dst, 'f'), math.Float64bits(x)), true
	}
	return dst, false
}

// appendMemoString appends s with its length first, so no text can pass
// for another's.
func appendMemoString(dst []byte, s string) []byte {
	return append(binary.AppendUvarint(dst, uint64(len(s))), s...)
}
