package commands

import (
	"embed"
	"fmt"
	"io/fs"
	"math"
	"strconv"
	"strings"
	"sync"

	"github.com/BurntSushi/toml"
	"github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"

	"fray/rules"
)

//go:embed locales/*.toml
var localeFiles embed.FS

// Locales supported; Russian is the default.
const (
	LocaleRU = "ru"
	LocaleEN = "en"
)

// I18n renders message keys in a locale, with Russian plural forms from
// go-i18n's CLDR tables ("1 успех / 2 успеха / 5 успехов"). go-i18n parses
// the files; what its Localize would redo on every call is done once at
// load (catalog): the language each locale matches, the message each ID
// finds there, the plural form of small counts and every template's parse.
type I18n struct {
	cat     *catalog
	mu      sync.Mutex
	missing map[string]bool
	// twins maps a short message's text in one language to its text in the
	// other (lower case), so the console can press "Next turn" on a Russian
	// tracker: a script need not know the Russian labels.
	twins map[string][]string
}

// Twins returns the other languages' texts of a short message (button
// labels), lower-cased; nil when text is no such message.
func (t *I18n) Twins(text string) []string { return t.twins[strings.ToLower(strings.TrimSpace(text))] }

// Messager is a plug-in with message files of its own: the *.<lang>.toml
// files anywhere in the FS (its embedded locales folder).
type Messager interface {
	Messages() fs.FS
}

// MessagesOf lists the message files of the plug-ins that have them, for
// NewI18n.
func MessagesOf(ps []Plugin) []fs.FS {
	var out []fs.FS
	for _, p := range ps {
		if m, ok := p.(Messager); ok {
			out = append(out, m.Messages())
		}
	}
	return out
}

// messageFile is one *.<lang>.toml file of a source.
type messageFile struct {
	path, lang string
	raw        []byte
}

// readMessageFiles reads every *.<lang>.toml of the sources, the core's
// first.
func readMessageFiles(sources []fs.FS) ([]messageFile, error) {
	var out []messageFile
	for k, src := range append([]fs.FS{localeFiles}, sources...) {
		err := fs.WalkDir(src, ".", func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".toml") {
				return err
			}
			parts := strings.Split(d.Name(), ".")
			if len(parts) != 3 {
				return fmt.Errorf("message file %s: want name.<lang>.toml", path)
			}
			raw, err := fs.ReadFile(src, path)
			if err != nil {
				return err
			}
			out = append(out, messageFile{path: fmt.Sprintf("%d/%s", k, path), lang: parts[1], raw: raw})
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}

// labelTwins pairs each short argument-free message's English and Russian
// texts.
func labelTwins(files []messageFile) (map[string][]string, error) {
	byKey := map[string]map[string]string{} // key → lang → text
	for _, f := range files {
		var m map[string]any
		if err := toml.Unmarshal(f.raw, &m); err != nil {
			return nil, fmt.Errorf("locale file %s: %w", f.path, err)
		}
		var walk func(prefix string, m map[string]any)
		walk = func(prefix string, m map[string]any) {
			for k, v := range m {
				switch x := v.(type) {
				case map[string]any:
					walk(prefix+k+".", x)
				case string:
					if len([]rune(x)) <= 40 && !strings.Contains(x, "{{") {
						if byKey[prefix+k] == nil {
							byKey[prefix+k] = map[string]string{}
						}
						byKey[prefix+k][f.lang] = strings.ToLower(x)
					}
				}
			}
		}
		walk("", m)
	}
	out := map[string][]string{}
	for _, langs := range byKey {
		en, ru := langs[LocaleEN], langs[LocaleRU]
		if en == "" || ru == "" || en == ru {
			continue
		}
		out[en] = append(out[en], ru)
		out[ru] = append(out[ru], en)
	}
	return out, nil
}

// parseLocaleFiles parses the message files of the core and the sources.
func parseLocaleFiles(sources ...fs.FS) ([]*i18n.MessageFile, []messageFile, error) {
	raw, err := readMessageFiles(sources)
	if err != nil {
		return nil, nil, err
	}
	unmarshal := map[string]i18n.UnmarshalFunc{"toml": toml.Unmarshal}
	var files []*i18n.MessageFile
	for _, f := range raw {
		mf, err := i18n.ParseMessageFileBytes(f.raw, f.path, unmarshal)
		if err != nil {
			return nil, nil, fmt.Errorf("locale file %s: %w", f.path, err)
		}
		files = append(files, mf)
	}
	return files, raw, nil
}

// NewI18n loads the core's message files and those of the sources (the
// plug-ins', MessagesOf).
func NewI18n(sources ...fs.FS) (*I18n, error) {
	b := i18n.NewBundle(language.Russian)
	// What b.ParseMessageFileBytes does, keeping the parsed files for the
	// catalog.
	files, raw, err := parseLocaleFiles(sources...)
	if err != nil {
		return nil, err
	}
	for _, mf := range files {
		if err := b.AddMessages(mf.Tag, mf.Messages...); err != nil {
			return nil, fmt.Errorf("locale file %s: %w", mf.Path, err)
		}
	}
	cat, err := newCatalog(b, language.Russian, files, []string{LocaleRU, LocaleEN})
	if err != nil {
		return nil, err
	}
	same, err := labelTwins(raw)
	if err != nil {
		return nil, err
	}
	return &I18n{cat: cat, twins: same, missing: map[string]bool{}}, nil
}

// Clone returns an I18n on the same parsed messages, with its own record of
// missing keys. The catalog is read-only once loaded (every handler of the
// bot shares it), so an owner that needs a fresh record, such as a test
// app, need not parse the files again.
func (t *I18n) Clone() *I18n {
	return &I18n{cat: t.cat, twins: t.twins, missing: map[string]bool{}}
}

// NormalizeLocale maps a Discord locale ("en-US", "ru") to ours; unknown → ru.
func NormalizeLocale(l string) string {
	if strings.HasPrefix(strings.ToLower(l), "en") {
		return LocaleEN
	}
	return LocaleRU
}

// T renders key in locale. args may carry "Count" for plural forms. A key
// missing from the files renders as the key itself (tests catch those).
func (t *I18n) T(locale, key string, args map[string]any) string {
	locale = NormalizeLocale(locale)
	e, f, failed := t.pick(locale, key, args, nil)
	if e != nil && !failed {
		// A form without template actions is a constant: no copy of it.
		if form := e.forms[f]; form.constant() {
			return form.text
		}
	}
	var room [memoKeyRoom]byte
	mk, memo := memoKey(room[:0], e, f, failed, args, nil)
	if memo {
		if text, ok := e.memo.get(mk); ok {
			return text
		}
	}
	s := t.cat.scratch.Get().(*renderScratch)
	out := t.render(s.text[:0], s, e, f, failed, locale, key, args, nil, mk, memo)
	text := string(out)
	if cap(out) <= maxScratchText {
		s.text = out[:0]
	}
	t.cat.scratch.Put(s)
	return text
}

// maxScratchText caps the buffer a recycled scratch keeps for T: a help
// page is not worth holding on to.
const maxScratchText = 4 << 10

// memoKeyRoom is the stack room for a memo key: a few fields' values.
const memoKeyRoom = 96

// AppendT appends T(locale, key, args) to dst, args given as named values
// rather than a map: a caller that renders on every click builds no map.
func (t *I18n) AppendT(dst []byte, locale, key string, args ...Arg) []byte {
	return t.appendMessage(dst, locale, key, nil, args)
}

// AppendNote appends Note(locale, n) to dst.
func (t *I18n) AppendNote(dst []byte, locale string, n rules.Note) []byte {
	return t.appendMessage(dst, locale, n.Key, n.Args, nil)
}

// appendMessage appends T(locale, key, args) to dst, args being m's
// values, then list's for names m lacks. (m and list are two parameters so
// that list can stay on the caller's stack.)
func (t *I18n) appendMessage(dst []byte, locale, key string, m map[string]any, list []Arg) []byte {
	locale = NormalizeLocale(locale)
	e, f, failed := t.pick(locale, key, m, list)
	if e != nil && !failed {
		if form := e.forms[f]; form.constant() {
			return append(dst, form.text...)
		}
	}
	var room [memoKeyRoom]byte
	mk, memo := memoKey(room[:0], e, f, failed, m, list)
	if memo {
		if text, ok := e.memo.get(mk); ok {
			return append(dst, text...)
		}
	}
	s := t.cat.scratch.Get().(*renderScratch)
	dst = t.render(dst, s, e, f, failed, locale, key, m, list, mk, memo)
	t.cat.scratch.Put(s)
	return dst
}

// memoKey appends to dst the memo key of the render of e's form f, and
// reports whether it is memoized: the form is a template, go-i18n gives
// it without error, and its fields' values are of types the key tells
// apart.
func memoKey(dst []byte, e *catalogMessage, f pluralForm, failed bool, m map[string]any, list []Arg) ([]byte, bool) {
	if e == nil || failed || e.forms[f] == nil || e.forms[f].tmpl == nil {
		return dst, false // a constant needs no memo; a failure is recorded
	}
	return appendMemoKey(dst, e, f, m, list)
}

// render appends the text go-i18n's Localizer.Localize gives for e's form
// f (pick's answer): that form executed, or "other" when it is absent or
// fails (an error either way), nothing when neither renders; and handles
// the error as T always has: the key is recorded as missing, and shown
// when nothing rendered. A text given without error is memoized under mk
// when memo is set.
func (t *I18n) render(dst []byte, s *renderScratch, e *catalogMessage, f pluralForm, failed bool, locale, key string, m map[string]any, list []Arg, mk []byte, memo bool) []byte {
	start := len(dst)
	if e != nil {
		var data map[string]any
		if e.templated {
			data = s.args(readableArgs(m), list)
		}
		var ok bool
		if dst, ok = e.appendForm(dst, f, data, &s.w); !ok {
			failed = true
			if f != formOther {
				dst, _ = e.appendForm(dst, formOther, data, &s.w)
			}
		}
		clear(s.data)
	}
	if failed {
		t.markMissing(locale, key)
		if len(dst) == start {
			return append(dst, key...)
		}
		return dst
	}
	if memo {
		e.memo.put(mk, string(dst[start:]))
	}
	return dst
}

// pick finds key's entry in locale and the plural form its Count selects
// (m's, else list's). failed tells that go-i18n reports an error: the key
// is absent, the count is one go-i18n refuses (e is nil for both: nothing
// renders), or the text is the default language's.
func (t *I18n) pick(locale, key string, m map[string]any, list []Arg) (e *catalogMessage, f pluralForm, failed bool) {
	entry, found := t.cat.byLocale[locale][key]
	if !found {
		return nil, 0, true
	}
	e = entry.msg.parsed()
	f, ok := formOther, true
	if n, found := m["Count"]; found {
		if n != nil {
			f, ok = e.plural.form(pluralCount(n))
		}
	} else {
		for i := range list {
			if x := &list[i]; x.Name == "Count" {
				if x.IsInt {
					f, ok = e.plural.formInt(int64(x.Int))
				} else {
					f, ok = e.plural.form(x.Str)
				}
				break
			}
		}
	}
	if !ok {
		return nil, 0, true
	}
	return e, f, entry.fallback
}

// pluralCount is a Count go-i18n accepts: a Note that went through JSON (a
// stored owed roll, a log line) brings its Count back as a float64, which
// go-i18n refuses as a plural count, so the user saw the message key.
func pluralCount(n any) any {
	if f, ok := n.(float64); ok && f == math.Trunc(f) && math.Abs(f) < 1<<53 {
		return int64(f)
	}
	return n
}

// markMissing records a key go-i18n reported an error for.
func (t *I18n) markMissing(locale, key string) {
	t.mu.Lock()
	t.missing[locale+":"+key] = true
	t.mu.Unlock()
}

// Note renders a rules.Note.
func (t *I18n) Note(locale string, n rules.Note) string { return t.T(locale, n.Key, n.Args) }

// Has reports whether key exists in locale (not only in the default
// language).
func (t *I18n) Has(locale, key string) bool {
	e, found := t.cat.byLocale[NormalizeLocale(locale)][key]
	return found && !e.fallback
}

// Missing lists keys that were asked for but not found (for tests).
func (t *I18n) Missing() []string {
	t.mu.Lock()
	defer t.mu.Unlock()
	var out []string
	for k := range t.missing {
		out = append(out, k)
	}
	return out
}

// readableArgs shows lists of dice as "8, 6" rather than Go's "[8 6]".
func readableArgs(args map[string]any) map[string]any {
	var out map[string]any
	for k, v := range args {
		var buf [64]byte
		list, ok := appendReadableList(buf[:0], v)
		if !ok {
			continue
		}
		if out == nil {
			out = make(map[string]any, len(args))
			for k2, v2 := range args {
				out[k2] = v2
			}
		}
		out[k] = string(list)
	}
	if out == nil {
		return args
	}
	return out
}

// appendReadableList appends a []int or []any as "8, 6"; false (nothing
// appended) for any other value.
func appendReadableList(dst []byte, v any) ([]byte, bool) {
	switch x := v.(type) {
	case []int:
		for i, n := range x {
			if i > 0 {
				dst = append(dst, ", "...)
			}
			dst = strconv.AppendInt(dst, int64(n), 10)
		}
	case []any:
		for i, n := range x {
			if i > 0 {
				dst = append(dst, ", "...)
			}
			dst = fmt.Append(dst, n)
		}
	default:
		return dst, false
	}
	return dst, true
}
