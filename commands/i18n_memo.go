package commands

import (
	"encoding/binary"
	"math"
	"strconv"
	"sync/atomic"
	"text/template/parse"
)

// renderMemo keeps the last renders of one templated message, by plural
// form and the values of the fields its template reads. text/template
// executes a message in about a microsecond and four to seven
// allocations, and a tracker redraws the same titles and health lines on
// every click; a hit costs a pointer load and a few string comparisons,
// with no lock. The values must be of types whose encoding below
// determines what the template sees (ints, strings, bools, float64s, nil):
// other values are not memoized. Each message keeps memoSlots texts of at
// most memoMaxText bytes, replaced in turn, so a message shown with ever
// new values (a combatant's name) pushes out only its own.
type renderMemo struct {
	recent atomic.Pointer[recentRenders]
}

// recentRenders is one message's memo, never changed once published: a
// store publishes a changed copy.
type recentRenders struct {
	keys, texts [memoSlots]string
	next        int // the slot the next store replaces
}

const (
	memoSlots   = 8
	memoMaxText = 256
)

// get returns the text memoized under k.
func (m *renderMemo) get(k []byte) (string, bool) {
	r := m.recent.Load()
	if r == nil {
		return "", false
	}
	for i := range r.keys {
		if r.keys[i] == string(k) {
			return r.texts[i], true
		}
	}
	return "", false
}

// put memoizes text under k. Of two stores at once one is lost, which
// only costs a later render.
func (m *renderMemo) put(k []byte, text string) {
	if len(text) > memoMaxText {
		return
	}
	old := m.recent.Load()
	r := new(recentRenders)
	if old != nil {
		*r = *old
	}
	r.keys[r.next], r.texts[r.next] = string(k), text
	r.next = (r.next + 1) % memoSlots
	m.recent.CompareAndSwap(old, r)
}

// appendMemoKey appends to dst the memo key of e's form f rendered with
// m's values, then list's for names m lacks: the form, and the type and
// value of each field e's templates read. ok is false when e is not
// memoized or a value is of another type.
func appendMemoKey(dst []byte, e *catalogMessage, f pluralForm, m map[string]any, list []Arg) ([]byte, bool) {
	if e.memo == nil {
		return dst, false
	}
	dst = append(dst, byte(f))
	for _, name := range e.fields {
		if v, found := m[name]; found {
			var ok bool
			if dst, ok = appendMemoValue(dst, v); !ok {
				return dst, false
			}
			continue
		}
		dst = appendListValue(dst, list, name)
	}
	return dst, true
}

// appendListValue appends the type and value of the first Arg named name,
// or that there is none.
func appendListValue(dst []byte, list []Arg, name string) []byte {
	for i := range list {
		if x := &list[i]; x.Name == name {
			if x.IsInt {
				return strconv.AppendInt(append(dst, 'i'), int64(x.Int), 10)
			}
			return appendMemoString(append(dst, 's'), x.Str)
		}
	}
	return append(dst, '-')
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

// appendMemoString appends s with its length first, so that no value can
// pass for another's.
func appendMemoString(dst []byte, s string) []byte {
	return append(binary.AppendUvarint(dst, uint64(len(s))), s...)
}

// addFields adds to fields the names of the data's fields that node reads
// ({{.Name}}, {{if eq .Location "head"}}, {{.A.B}} reads A); ok is false
// when it reads the data some other way (the dot itself, $, a template
// call), so that its output may depend on more than those fields.
func addFields(fields []string, node parse.Node) ([]string, bool) {
	add := func(name string) {
		for _, f := range fields {
			if f == name {
				return
			}
		}
		fields = append(fields, name)
	}
	var walk func(n parse.Node) bool
	walk = func(n parse.Node) bool {
		switch n := n.(type) {
		case nil, *parse.TextNode, *parse.CommentNode, *parse.BoolNode, *parse.NumberNode,
			*parse.StringNode, *parse.NilNode, *parse.IdentifierNode, *parse.BreakNode, *parse.ContinueNode:
			return true
		case *parse.ListNode:
			if n == nil {
				return true
			}
			for _, c := range n.Nodes {
				if !walk(c) {
					return false
				}
			}
			return true
		case *parse.ActionNode:
			return walk(n.Pipe)
		case *parse.PipeNode:
			if n == nil {
				return true
			}
			for _, c := range n.Cmds {
				if !walk(c) {
					return false
				}
			}
			return true
		case *parse.CommandNode:
			for _, a := range n.Args {
				if !walk(a) {
					return false
				}
			}
			return true
		case *parse.FieldNode:
			add(n.Ident[0])
			return true
		case *parse.ChainNode:
			return walk(n.Node)
		case *parse.VariableNode:
			// $x is a variable the template set from what it read; $ and
			// $.Field are the data itself.
			return n.Ident[0] != "$"
		case *parse.IfNode:
			return walk(n.Pipe) && walk(n.List) && walk(n.ElseList)
		}
		// The dot, range, with, template calls and anything newer.
		return false
	}
	ok := walk(node)
	return fields, ok
}
