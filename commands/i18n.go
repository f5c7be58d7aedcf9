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
// go-i18n's CLDR tables ("1 успех / 2 успеха / 5 успехов").
type I18n struct {
	bundle     *i18n.Bundle
	localizers map[string]*i18n.Localizer
	mu         sync.Mutex
	missing    map[string]bool
	// fast renders simple templates without go-i18n (i18n_fast.go); the
	// rest fall through to the localizers.
	fast *fastMessages
	// plain caches argument-free messages the fast path declines: go-i18n
	// matches languages and runs a template on every call.
	plain sync.Map // locale + "\x00" + key → string
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
	// fast path's table.
	files, raw, err := parseLocaleFiles(sources...)
	if err != nil {
		return nil, err
	}
	for _, mf := range files {
		if err := b.AddMessages(mf.Tag, mf.Messages...); err != nil {
			return nil, fmt.Errorf("locale file %s: %w", mf.Path, err)
		}
	}
	fast, err := newFastMessages(b, language.Russian, files, []string{LocaleRU, LocaleEN})
	if err != nil {
		return nil, err
	}
	same, err := labelTwins(raw)
	if err != nil {
		return nil, err
	}
	return &I18n{
		twins:  same,
		bundle: b,
		localizers: map[string]*i18n.Localizer{
			LocaleRU: i18n.NewLocalizer(b, "ru"),
			LocaleEN: i18n.NewLocalizer(b, "en"),
		},
		missing: map[string]bool{},
		fast:    fast,
	}, nil
}

// Clone returns an I18n on the same parsed messages, with its own record of
// missing keys and its own cache of plain messages. The parsed messages are
// read-only once loaded (every handler of the bot shares them), so an
// owner that needs a fresh record, such as a test app, need not parse the
// files again: NewI18n takes about 36 ms, 200 ms under the race detector.
func (t *I18n) Clone() *I18n {
	return &I18n{twins: t.twins, bundle: t.bundle, localizers: t.localizers, missing: map[string]bool{}, fast: t.fast}
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
	// The fast path prints lists itself (appendReadableList), sparing the
	// map walk readableArgs makes; go-i18n needs them rewritten first.
	if s, failed, ok := t.fast.render(locale, key, args); ok {
		if failed {
			t.markMissing(locale, key)
			if s == "" {
				return key
			}
		}
		return s
	}
	args = readableArgs(args)
	if len(args) == 0 {
		ck := locale + "\x00" + key
		if v, ok := t.plain.Load(ck); ok {
			return v.(string)
		}
		out := t.render(locale, key, nil)
		t.plain.Store(ck, out)
		return out
	}
	return t.render(locale, key, args)
}

// AppendT appends T(locale, key, args) to dst, args given as named values
// rather than a map; text the fast path renders is written straight into
// dst, with no map and no string of its own.
func (t *I18n) AppendT(dst []byte, locale, key string, args ...Arg) []byte {
	return t.appendMessage(dst, locale, key, nil, args)
}

// AppendNote appends Note(locale, n) to dst.
func (t *I18n) AppendNote(dst []byte, locale string, n rules.Note) []byte {
	return t.appendMessage(dst, locale, n.Key, n.Args, nil)
}

// appendMessage appends T(locale, key, argsMap(m, list)) to dst (m's
// values, then list's for names m lacks): the fast path writes into dst,
// and what it declines goes through T with the map. (m and list are two
// parameters, not a msgArgs, so that list can stay on the caller's stack.)
func (t *I18n) appendMessage(dst []byte, locale, key string, m map[string]any, list []Arg) []byte {
	locale = NormalizeLocale(locale)
	args := msgArgs{m: m, list: list}
	if ff, failed, ok := t.fast.pick(locale, key, args); ok {
		start := len(dst)
		printable := true
		if ff != nil {
			dst, printable = ff.appendTo(dst, args)
		}
		if printable {
			if failed {
				t.markMissing(locale, key)
				if len(dst) == start {
					return append(dst, key...)
				}
			}
			return dst
		}
		dst = dst[:start] // T asks go-i18n, as it does for this value
	}
	return append(dst, t.T(locale, key, argsMap(m, list))...)
}

// render asks go-i18n; args have been through readableArgs.
func (t *I18n) render(locale, key string, args map[string]any) string {
	lz := t.localizers[locale]
	cfg := &i18n.LocalizeConfig{MessageID: key, TemplateData: args}
	if n, ok := args["Count"]; ok {
		cfg.PluralCount = pluralCount(n)
	}
	s, err := lz.Localize(cfg)
	if err != nil {
		t.markMissing(locale, key)
		if s != "" {
			return s
		}
		return key
	}
	return s
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

// Has reports whether key exists in locale.
func (t *I18n) Has(locale, key string) bool {
	_, tag, err := t.localizers[NormalizeLocale(locale)].LocalizeWithTag(&i18n.LocalizeConfig{MessageID: key})
	if err != nil {
		return false
	}
	base, _ := tag.Base()
	return base.String() == NormalizeLocale(locale)
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
// appended) for any other value. readableArgs and the fast path share it
// so a list prints the same either way.
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
