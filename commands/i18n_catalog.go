package commands

import (
	"fmt"
	"strings"
	"sync"
	"text/template"

	"github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"
)

// catalog holds, built once in NewI18n and only read afterwards, what a
// go-i18n Localize call costs on every call: the language match (a third
// of its time), the bundle's lookup, the plural form of a count and the
// template's parse. The templates are executed by text/template, go-i18n's
// engine, with go-i18n's options.
type catalog struct {
	byLocale map[string]map[string]catalogEntry // our locale → message ID → entry
	// scratch recycles a render's writer and argument map, which
	// text/template would otherwise see escape on every call.
	scratch sync.Pool
}

// catalogEntry is what go-i18n renders for one message ID in one locale.
type catalogEntry struct {
	msg *catalogMessage
	// fallback: the locale lacks the ID, so go-i18n renders the default
	// language's text and reports an error (which T records in missing).
	fallback bool
}

// catalogMessage is one message of one language, its forms parsed on
// first use, as go-i18n parses them: most messages are rarely shown, and
// parsing them all at load took a third more time and allocated 5 MB more.
type catalogMessage struct {
	src    *i18n.Message
	plural *pluralForms // the rules of the language the text is in
	once   sync.Once
	forms  [formCount]*catalogForm // nil where the message has no such form
	// templated: a form has template actions, so a render needs the
	// arguments as text/template reads them (a map).
	templated bool
	// memo keeps recent renders when a render's text is set by its form
	// and the values of fields, which its templates read and nothing else
	// of the data (nil otherwise).
	memo   *renderMemo
	fields []string
}

// catalogForm is one plural form of a message, parsed once.
type catalogForm struct {
	text string             // the output when tmpl is nil: no left delimiter
	tmpl *template.Template // parsed as go-i18n's TextParser parses it
	// err: the source does not parse; go-i18n fails every render of the
	// form with it.
	err error
}

// constant reports whether the form's output is its source: no template
// actions, and no error.
func (f *catalogForm) constant() bool { return f != nil && f.tmpl == nil && f.err == nil }

// parsed returns m with its forms parsed.
func (m *catalogMessage) parsed() *catalogMessage {
	m.once.Do(m.parse)
	return m
}

// parse parses every form of m and reads which fields they use.
func (m *catalogMessage) parse() {
	memo := true
	for f, src := range [formCount]string{m.src.Zero, m.src.One, m.src.Two, m.src.Few, m.src.Many, m.src.Other} {
		form := parseForm(src, m.src.LeftDelim, m.src.RightDelim)
		m.forms[f] = form
		if form != nil && form.tmpl != nil {
			m.templated = true
			var ok bool
			m.fields, ok = addFields(m.fields, form.tmpl.Tree.Root)
			memo = memo && ok
		}
	}
	if m.templated && memo {
		m.memo = new(renderMemo)
	}
}

// pluralForm indexes the CLDR plural forms, in go-i18n's names.
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

// name is go-i18n's name of the form.
func (f pluralForm) name() string {
	switch f {
	case formZero:
		return "zero"
	case formOne:
		return "one"
	case formTwo:
		return "two"
	case formFew:
		return "few"
	case formMany:
		return "many"
	}
	return "other"
}

// smallCounts is how many counts from 0 up each language's table holds:
// a tracker's counts (rounds, dice, combatants) are nearly all below it.
const smallCounts = 256

// pluralForms picks a count's plural form in one language. The answer is
// go-i18n's own: a localizer over a probe message whose forms are their
// names. It is asked once per small count at start and kept; other counts
// (large or negative ints, number strings, floats it refuses) ask it
// again on every render.
type pluralForms struct {
	probe *i18n.Localizer
	small [smallCounts]pluralForm
}

// probeID names the probe message in the probe bundle.
const probeID = "plural-form-probe"

// form returns count's plural form; ok is false for a count go-i18n
// refuses (a float, a string that is no number, another type).
func (p *pluralForms) form(count any) (pluralForm, bool) {
	switch n := count.(type) {
	case int:
		return p.formInt(int64(n))
	case int64:
		return p.formInt(n)
	case int32:
		return p.formInt(int64(n))
	}
	return p.ask(count)
}

// formInt is form for an int, without boxing it when the table has it.
func (p *pluralForms) formInt(n int64) (pluralForm, bool) {
	if n >= 0 && n < smallCounts {
		return p.small[n], true
	}
	return p.ask(n)
}

// ask asks go-i18n.
func (p *pluralForms) ask(count any) (pluralForm, bool) {
	name, err := p.probe.Localize(&i18n.LocalizeConfig{MessageID: probeID, PluralCount: count})
	if err != nil {
		return 0, false
	}
	for f := range formCount {
		if f.name() == name {
			return f, true
		}
	}
	return 0, false
}

// newProbeBundle is a bundle with the probe message in each of tags: a
// localizer over it matches languages as one over the real bundle does
// (the same tags in the same order, the same default), and its text is the
// plural form go-i18n picks.
func newProbeBundle(defaultTag language.Tag, tags []language.Tag) (*i18n.Bundle, error) {
	probe := i18n.NewBundle(defaultTag)
	for _, tag := range tags {
		err := probe.AddMessages(tag, &i18n.Message{ID: probeID,
			Zero: "zero", One: "one", Two: "two", Few: "few", Many: "many", Other: "other"})
		if err != nil {
			return nil, fmt.Errorf("plural probe for %s: %w", tag, err)
		}
	}
	return probe, nil
}

// newPluralForms builds the rules of every tag of the probe bundle.
func newPluralForms(probe *i18n.Bundle, tags []language.Tag) (map[language.Tag]*pluralForms, error) {
	out := map[language.Tag]*pluralForms{}
	for _, tag := range tags {
		p := &pluralForms{probe: i18n.NewLocalizer(probe, tag.String())}
		for n := range p.small {
			f, ok := p.ask(n)
			if !ok {
				return nil, fmt.Errorf("plural form of %d in %s: go-i18n refused it", n, tag)
			}
			p.small[n] = f
		}
		out[tag] = p
	}
	return out, nil
}

// parseForm parses one plural form's source as go-i18n's TextParser does:
// a source without the left delimiter is its own output, any other is a
// text/template with go-i18n's delimiters and "missingkey=default".
func parseForm(src, left, right string) *catalogForm {
	if src == "" {
		return nil
	}
	if left == "" {
		left = "{{"
	}
	if right == "" {
		right = "}}"
	}
	if !strings.Contains(src, left) {
		return &catalogForm{text: src}
	}
	tmpl, err := template.New("").Delims(left, right).Option("missingkey=default").Parse(src)
	if err != nil {
		return &catalogForm{err: err}
	}
	return &catalogForm{tmpl: tmpl}
}

// newCatalog builds the catalog for locales from the message files in the
// order the bundle loaded them (a later file overrides an earlier one, as
// in the bundle). Each locale's language is the one the bundle's own
// localizer matches, and an ID it lacks falls back to the default
// language, as go-i18n's Localizer does.
func newCatalog(b *i18n.Bundle, defaultTag language.Tag, files []*i18n.MessageFile, locales []string) (*catalog, error) {
	byTag := map[language.Tag]map[string]*i18n.Message{}
	for _, mf := range files {
		if byTag[mf.Tag] == nil {
			byTag[mf.Tag] = map[string]*i18n.Message{}
		}
		for _, m := range mf.Messages {
			byTag[mf.Tag][m.ID] = m
		}
	}
	tags := b.LanguageTags()
	probe, err := newProbeBundle(defaultTag, tags)
	if err != nil {
		return nil, err
	}
	plural, err := newPluralForms(probe, tags)
	if err != nil {
		return nil, err
	}
	messages := map[*i18n.Message]*catalogMessage{}
	message := func(m *i18n.Message, tag language.Tag) *catalogMessage {
		if cm, ok := messages[m]; ok {
			return cm
		}
		cm := &catalogMessage{src: m, plural: plural[tag]}
		messages[m] = cm
		return cm
	}

	c := &catalog{byLocale: map[string]map[string]catalogEntry{}}
	c.scratch.New = func() any { return &renderScratch{data: map[string]any{}} }
	for _, loc := range locales {
		// The tag the bundle's matcher picks for loc, as go-i18n's
		// localizer reports it.
		_, tag, err := i18n.NewLocalizer(probe, loc).LocalizeWithTag(&i18n.LocalizeConfig{MessageID: probeID})
		if err != nil {
			return nil, fmt.Errorf("locale %q: %w", loc, err)
		}
		entries := map[string]catalogEntry{}
		for id, m := range byTag[tag] {
			entries[id] = catalogEntry{msg: message(m, tag)}
		}
		if tag != defaultTag {
			for id, m := range byTag[defaultTag] {
				if _, ok := entries[id]; !ok {
					entries[id] = catalogEntry{msg: message(m, defaultTag), fallback: true}
				}
			}
		}
		c.byLocale[loc] = entries
	}
	return c, nil
}

// renderScratch is what one render needs besides the caller's buffer,
// recycled: text/template takes its writer and data as interfaces, so they
// would reach the heap on every call.
type renderScratch struct {
	w    appendWriter
	data map[string]any // list's arguments with m's, emptied after each render
	text []byte         // T's buffer, copied out as its string
}

// args is the map text/template reads: m itself when list is empty,
// else m's entries and list's for the names m lacks, in s.data.
func (s *renderScratch) args(m map[string]any, list []Arg) map[string]any {
	if len(list) == 0 {
		return m
	}
	for k, v := range m {
		s.data[k] = v
	}
	for i := range list {
		x := &list[i]
		if _, dup := s.data[x.Name]; dup {
			continue
		}
		if x.IsInt {
			s.data[x.Name] = x.Int
		} else {
			s.data[x.Name] = x.Str
		}
	}
	return s.data
}

// appendWriter is an io.Writer that appends to buf: text/template writes
// straight into the caller's buffer.
type appendWriter struct{ buf []byte }

func (w *appendWriter) Write(p []byte) (int, error) {
	w.buf = append(w.buf, p...)
	return len(p), nil
}

// appendForm appends form f executed on data; ok is false when go-i18n
// would fail that form (it is absent, or text/template returns an error),
// and dst is then as given: go-i18n returns no text for a failed form.
// text/template writes into w's buffer, not dst: dst handed to a writer
// would reach the heap, and with it every caller's stack buffer.
func (e *catalogMessage) appendForm(dst []byte, f pluralForm, data map[string]any, w *appendWriter) ([]byte, bool) {
	form := e.forms[f]
	switch {
	case form == nil || form.err != nil:
		return dst, false
	case form.tmpl == nil:
		return append(dst, form.text...), true
	}
	w.buf = w.buf[:0]
	if err := form.tmpl.Execute(w, data); err != nil {
		return dst, false
	}
	dst = append(dst, w.buf...)
	if cap(w.buf) > maxScratchText {
		w.buf = nil
	}
	return dst, true
}
