package commands

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"text/template"
	"text/template/parse"

	"github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"
)

// fastMessages renders, without go-i18n, the messages whose templates are
// only text and {{.Field}} actions — nearly all of ours. go-i18n matches
// languages, builds plural operands and executes a text/template on every
// call, which showed up as ~10% of `fray bench` CPU. Everything
// here reproduces go-i18n's output byte for byte; whatever it cannot
// reproduce exactly (other template actions, unusual Count types,
// unprintable values) it declines, and the caller asks go-i18n.
//
// The table is built once in NewI18n and only read afterwards; each
// message compiles on first use (sync.Once), as most are rarely shown and
// parsing them all would add ~14 ms to every NewI18n.
type fastMessages struct {
	byLocale map[string]map[string]fastEntry // our locale → message ID → entry
}

// fastEntry is what go-i18n would use for one (locale, message ID).
type fastEntry struct {
	msg    *lazyMessage
	plural *pluralRule
	// fallback: the ID is absent in the locale, so go-i18n renders the
	// default language's text with its plural rules and reports an error
	// (which T records in missing).
	fallback bool
}

// lazyMessage is one message's sources, compiled on first render.
type lazyMessage struct {
	src      *i18n.Message
	once     sync.Once
	compiled fastMessage
}

// get returns the compiled message, compiling it once.
func (l *lazyMessage) get() *fastMessage {
	l.once.Do(func() { l.compiled = compileMessage(l.src) })
	return &l.compiled
}

// fastMessage is one message compiled once per plural form.
type fastMessage struct {
	forms [formCount]fastForm
}

// pluralForm indexes CLDR plural forms.
type pluralForm uint8

const (
	formZero pluralForm = iota
	formOne
	formTwo
	formFew
	formMany
	formOther
	formCount
)

// formByName maps go-i18n's plural.Form strings to ours.
func formByName(s string) (pluralForm, bool) {
	switch s {
	case "zero":
		return formZero, true
	case "one":
		return formOne, true
	case "two":
		return formTwo, true
	case "few":
		return formFew, true
	case "many":
		return formMany, true
	case "other":
		return formOther, true
	}
	return 0, false
}

// fastForm is one plural form's template, compiled.
type fastForm struct {
	present bool // go-i18n has a template for the form (its source is non-empty)
	simple  bool // segs (or literal) reproduce the template exactly
	literal string
	segs    []segment // nil when the output is always literal
}

// segment is literal text, or a {{.Field}} lookup when field is set.
type segment struct {
	text  string
	field string
}

// render returns key's text in locale and whether go-i18n would report an
// error alongside it. ok is false when the fast path cannot reproduce
// go-i18n exactly; the caller must then ask go-i18n. args are as given to
// T: lists print as readableArgs would rewrite them.
func (f *fastMessages) render(locale, key string, args map[string]any) (out string, failed, ok bool) {
	ff, failed, ok := f.pick(locale, key, msgArgs{m: args})
	if !ok || ff == nil {
		return "", failed, ok
	}
	out, ok = ff.execute(msgArgs{m: args})
	return out, failed, ok
}

// pick returns the form go-i18n would render for key in locale with args'
// Count, and whether go-i18n would report an error. ff is nil (with ok)
// when go-i18n's answer is the empty string; ok is false when the fast
// path cannot reproduce go-i18n exactly.
func (f *fastMessages) pick(locale, key string, args msgArgs) (ff *fastForm, failed, ok bool) {
	if f == nil {
		return nil, false, false
	}
	e, found := f.byLocale[locale][key]
	if !found {
		return nil, false, false
	}
	// A list Count becomes a string in readableArgs; rare enough to leave
	// to go-i18n rather than reproduce (pluralRule.form declines it).
	form, known := args.form(e.plural)
	if !known {
		return nil, false, false
	}
	failed = e.fallback
	msg := e.msg.get()
	ff = &msg.forms[form]
	if !ff.present {
		// go-i18n reports the missing form and retries with "other";
		// with no "other" either it returns an empty string.
		failed = true
		if form == formOther {
			return nil, true, true
		}
		if ff = &msg.forms[formOther]; !ff.present {
			return nil, true, true
		}
	}
	if !ff.simple {
		return nil, false, false
	}
	return ff, failed, true
}

// execute fills the form's fields from args as text/template would with
// go-i18n's "missingkey=default" option. ok is false for a value
// text/template refuses to print (a func or chan): go-i18n's error
// handling then applies.
func (ff *fastForm) execute(args msgArgs) (string, bool) {
	if ff.segs == nil {
		return ff.literal, true
	}
	// Written on the stack and copied once, at its exact length: a
	// Builder sized by a guess grew again for every long name.
	var stack [256]byte
	out, ok := ff.appendTo(stack[:0], args)
	if !ok {
		return "", false
	}
	return string(out), true
}

// appendTo appends the form filled from args to dst; ok is false as for
// execute, and dst then holds part of the text.
func (ff *fastForm) appendTo(dst []byte, args msgArgs) ([]byte, bool) {
	if ff.segs == nil {
		return append(dst, ff.literal...), true
	}
	for _, s := range ff.segs {
		if s.field == "" {
			dst = append(dst, s.text...)
			continue
		}
		var ok bool
		if dst, ok = args.appendField(dst, s.field); !ok {
			return dst, false
		}
	}
	return dst, true
}

// appendValue appends v as text/template prints a map value: "<no value>"
// for a missing key or nil, fmt's print otherwise after text/template's
// pointer and error/Stringer handling; lists as readableArgs writes them.
// The common types skip reflection. ok is false (nothing appended) for a
// value text/template refuses to print.
func appendValue(dst []byte, v any) ([]byte, bool) {
	switch x := v.(type) {
	case nil:
		return append(dst, "<no value>"...), true
	case string:
		return append(dst, x...), true
	case int:
		return strconv.AppendInt(dst, int64(x), 10), true
	case int64:
		return strconv.AppendInt(dst, x, 10), true
	case int32:
		return strconv.AppendInt(dst, int64(x), 10), true
	case uint:
		return strconv.AppendUint(dst, uint64(x), 10), true
	case uint64:
		return strconv.AppendUint(dst, x, 10), true
	case bool:
		return strconv.AppendBool(dst, x), true
	case []int, []any:
		dst, _ = appendReadableList(dst, x)
		return dst, true
	}
	p, ok := printableValue(reflect.ValueOf(v))
	if !ok {
		return dst, false
	}
	return fmt.Append(dst, p), true
}

// printableValue is text/template's own (Go 1.26 exec.go), copied because
// it is unexported: a pointer prints what it points to unless the pointer
// is the error/Stringer, and funcs and chans are not printable.
func printableValue(v reflect.Value) (any, bool) {
	if v.Kind() == reflect.Pointer {
		v, _ = indirect(v) // fmt.Fprint handles nil.
	}
	if !v.IsValid() {
		return "<no value>", true
	}
	errorType := reflect.TypeFor[error]()
	stringerType := reflect.TypeFor[fmt.Stringer]()
	if !v.Type().Implements(errorType) && !v.Type().Implements(stringerType) {
		if v.CanAddr() && (reflect.PointerTo(v.Type()).Implements(errorType) || reflect.PointerTo(v.Type()).Implements(stringerType)) {
			v = v.Addr()
		} else {
			switch v.Kind() {
			case reflect.Chan, reflect.Func:
				return nil, false
			}
		}
	}
	return v.Interface(), true
}

// indirect is text/template's: follow pointers and interfaces to a
// non-nil concrete value, or stop at the first nil.
func indirect(v reflect.Value) (rv reflect.Value, isNil bool) {
	for ; v.Kind() == reflect.Pointer || v.Kind() == reflect.Interface; v = v.Elem() {
		if v.IsNil() {
			return v, true
		}
	}
	return v, false
}

// compileMessage compiles every plural form of m.
func compileMessage(m *i18n.Message) fastMessage {
	srcs := [formCount]string{m.Zero, m.One, m.Two, m.Few, m.Many, m.Other}
	var out fastMessage
	for i, src := range srcs {
		out.forms[i] = compileForm(src, m.LeftDelim, m.RightDelim)
	}
	return out
}

// compileForm mirrors go-i18n's template.TextParser: no left delimiter
// means the source is the output; otherwise text/template parses it and a
// tree of only text and single-field actions becomes segments.
func compileForm(src, left, right string) fastForm {
	if src == "" {
		return fastForm{}
	}
	ff := fastForm{present: true}
	if left == "" {
		left = "{{"
	}
	if right == "" {
		right = "}}"
	}
	if !strings.Contains(src, left) {
		ff.simple, ff.literal = true, src
		return ff
	}
	tmpl, err := template.New("").Delims(left, right).Parse(src)
	if err != nil || tmpl.Tree == nil || len(tmpl.Templates()) != 1 {
		return ff // go-i18n reports the error; leave it to go-i18n
	}
	segs, ok := flatten(tmpl.Tree.Root)
	if !ok {
		return ff
	}
	ff.simple = true
	fields := 0
	for _, s := range segs {
		if s.field != "" {
			fields++
		}
	}
	if fields == 0 {
		for _, s := range segs {
			ff.literal += s.text
		}
		return ff
	}
	ff.segs = segs
	return ff
}

// flatten turns a template body into segments; ok is false for anything
// but text and {{.Field}} (pipes, functions, conditionals, nested fields,
// variables, comments kept by the parser).
func flatten(root *parse.ListNode) ([]segment, bool) {
	var segs []segment
	for _, n := range root.Nodes {
		switch n := n.(type) {
		case *parse.TextNode:
			if k := len(segs) - 1; k >= 0 && segs[k].field == "" {
				segs[k].text += string(n.Text)
			} else {
				segs = append(segs, segment{text: string(n.Text)})
			}
		case *parse.ActionNode:
			p := n.Pipe
			if p == nil || len(p.Decl) != 0 || p.IsAssign || len(p.Cmds) != 1 || len(p.Cmds[0].Args) != 1 {
				return nil, false
			}
			f, isField := p.Cmds[0].Args[0].(*parse.FieldNode)
			if !isField || len(f.Ident) != 1 {
				return nil, false
			}
			segs = append(segs, segment{field: f.Ident[0]})
		default:
			return nil, false
		}
	}
	return segs, true
}

// Arg is one named value of a message, for AppendT: a caller that renders
// on every click passes its few values this way instead of building a
// map[string]any (a map of one int is three allocations, 344 bytes).
type Arg struct {
	Name  string
	Str   string
	Int   int
	IsInt bool // Int is the value, else Str
}

// IntArg is the value n named name: what map[string]any{name: n} gives T.
func IntArg(name string, n int) Arg { return Arg{Name: name, Int: n, IsInt: true} }

// StrArg is the value s named name: what map[string]any{name: s} gives T.
func StrArg(name, s string) Arg { return Arg{Name: name, Str: s} }

// msgArgs are a message's values: those of the map m (a rules.Note's
// arguments), then, for names m lacks, those of list. A field found in
// neither prints as a missing map key does.
type msgArgs struct {
	m    map[string]any
	list []Arg
}

// appendField appends the value of field name as T would print it.
func (a msgArgs) appendField(dst []byte, name string) ([]byte, bool) {
	if v, found := a.m[name]; found {
		return appendValue(dst, v)
	}
	for i := range a.list {
		if x := &a.list[i]; x.Name == name {
			if x.IsInt {
				return strconv.AppendInt(dst, int64(x.Int), 10), true
			}
			return append(dst, x.Str...), true
		}
	}
	return appendValue(dst, nil)
}

// form is the plural form Count picks, as render picks it from a map;
// known is false for a count only go-i18n should judge.
func (a msgArgs) form(r *pluralRule) (form pluralForm, known bool) {
	if n, found := a.m["Count"]; found {
		if n == nil {
			return formOther, true
		}
		return r.form(n)
	}
	for i := range a.list {
		if x := &a.list[i]; x.Name == "Count" {
			if x.IsInt {
				return r.formInt(x.Int)
			}
			return r.probeForm(x.Str)
		}
	}
	return formOther, true
}

// argsMap is the map T would have been given: m's entries, and list's for
// the names m lacks. With no list it is m itself.
func argsMap(m map[string]any, list []Arg) map[string]any {
	if len(list) == 0 {
		return m
	}
	out := make(map[string]any, len(m)+len(list))
	for k, v := range m {
		out[k] = v
	}
	for _, x := range list {
		if _, dup := out[x.Name]; dup {
			continue
		}
		if x.IsInt {
			out[x.Name] = x.Int
		} else {
			out[x.Name] = x.Str
		}
	}
	return out
}

// pluralRule picks a plural form as go-i18n does for one language tag.
// Integer counts use ints, a port of go-i18n's CLDR rule checked against
// go-i18n at start; other counts (number strings) ask probe, a go-i18n
// localizer over a message whose forms are the form names, so the answer
// is go-i18n's own.
type pluralRule struct {
	ints  func(i int64) pluralForm // nil: ask probe for every count
	probe *i18n.Localizer
}

// probeID names the probe message in the probe bundle.
const probeID = "plural-form-probe"

// form returns Count's plural form; ok is false for a count go-i18n
// rejects (floats, bad strings, other types), whose errors only go-i18n
// should produce.
func (r *pluralRule) form(count any) (pluralForm, bool) {
	var i int64
	switch x := count.(type) {
	case int:
		i = int64(x)
	case int64:
		i = x
	case int32:
		i = int64(x)
	case int16:
		i = int64(x)
	case int8:
		i = int64(x)
	case string:
		return r.probeForm(x)
	default:
		return 0, false
	}
	if r.ints == nil {
		return r.probeForm(count)
	}
	if i < 0 {
		i = -i // as go-i18n's newOperandsInt64, overflow included
	}
	return r.ints(i), true
}

// formInt is form(n) for an int, without boxing n into an interface.
func (r *pluralRule) formInt(n int) (pluralForm, bool) {
	if r.ints == nil {
		return r.probeForm(n)
	}
	i := int64(n)
	if i < 0 {
		i = -i // as form does
	}
	return r.ints(i), true
}

func (r *pluralRule) probeForm(count any) (pluralForm, bool) {
	s, err := r.probe.Localize(&i18n.LocalizeConfig{MessageID: probeID, PluralCount: count})
	if err != nil {
		return 0, false
	}
	return formByName(s)
}

// russianForm is go-i18n's CLDR rule for ru with v = 0 (integers).
func russianForm(i int64) pluralForm {
	switch m10, m100 := i%10, i%100; {
	case m10 == 1 && m100 != 11:
		return formOne
	case m10 >= 2 && m10 <= 4 && (m100 < 12 || m100 > 14):
		return formFew
	case m10 == 0 || m10 >= 5 && m10 <= 9 || m100 >= 11 && m100 <= 14:
		return formMany
	}
	return formOther
}

// englishForm is go-i18n's CLDR rule for en with v = 0 (integers).
func englishForm(i int64) pluralForm {
	if i == 1 {
		return formOne
	}
	return formOther
}

// newPluralRule builds tag's rule over the probe bundle. The integer port
// is used only if it agrees with go-i18n on 0..199 (the rules repeat
// every 100), so a changed CLDR table cannot silently change our output.
func newPluralRule(probe *i18n.Bundle, tag language.Tag) *pluralRule {
	r := &pluralRule{probe: i18n.NewLocalizer(probe, tag.String())}
	base, _ := tag.Base()
	var ints func(int64) pluralForm
	switch base.String() {
	case LocaleRU:
		ints = russianForm
	case LocaleEN:
		ints = englishForm
	}
	for i := int64(0); ints != nil && i < 200; i++ {
		if want, ok := r.probeForm(int(i)); !ok || want != ints(i) {
			ints = nil
		}
	}
	r.ints = ints
	return r
}

// newFastMessages builds the table for locales from the message files in
// the order the bundle loaded them (a later file overrides an earlier one,
// as in the bundle). Languages are matched with the bundle's tags as
// go-i18n's Localizer does.
func newFastMessages(b *i18n.Bundle, defaultTag language.Tag, files []*i18n.MessageFile, locales []string) (*fastMessages, error) {
	byTag := map[language.Tag]map[string]*lazyMessage{}
	for _, mf := range files {
		if byTag[mf.Tag] == nil {
			byTag[mf.Tag] = map[string]*lazyMessage{}
		}
		for _, m := range mf.Messages {
			byTag[mf.Tag][m.ID] = &lazyMessage{src: m}
		}
	}

	probe := i18n.NewBundle(defaultTag)
	tags := b.LanguageTags()
	rules := map[language.Tag]*pluralRule{}
	for _, tag := range tags {
		err := probe.AddMessages(tag, &i18n.Message{ID: probeID,
			Zero: "zero", One: "one", Two: "two", Few: "few", Many: "many", Other: "other"})
		if err != nil {
			return nil, fmt.Errorf("plural probe for %s: %w", tag, err)
		}
	}
	for _, tag := range tags {
		rules[tag] = newPluralRule(probe, tag)
	}

	matcher := language.NewMatcher(tags)
	f := &fastMessages{byLocale: map[string]map[string]fastEntry{}}
	for _, loc := range locales {
		want, _, err := language.ParseAcceptLanguage(loc)
		if err != nil {
			return nil, fmt.Errorf("locale %q: %w", loc, err)
		}
		_, i, _ := matcher.Match(want...)
		tag := tags[i]
		entries := map[string]fastEntry{}
		for id, m := range byTag[tag] {
			entries[id] = fastEntry{msg: m, plural: rules[tag]}
		}
		if tag != defaultTag {
			for id, m := range byTag[defaultTag] {
				if _, ok := entries[id]; !ok {
					entries[id] = fastEntry{msg: m, plural: rules[defaultTag], fallback: true}
				}
			}
		}
		f.byLocale[loc] = entries
	}
	return f, nil
}
