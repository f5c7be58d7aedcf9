package commands

import (
	"errors"
	"fmt"
	"math"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"

	"fray/rules"
)

// messageSources reads the embedded locale files: message ID → every
// template source of it, in any file, language or plural form.
func messageSources(t testing.TB) map[string][]string {
	t.Helper()
	out := map[string][]string{}
	files, _, err := parseLocaleFiles(pluginMessages()...)
	if err != nil {
		t.Fatal(err)
	}
	for _, mf := range files {
		for _, m := range mf.Messages {
			for _, src := range []string{m.Zero, m.One, m.Two, m.Few, m.Many, m.Other} {
				if src != "" {
					out[m.ID] = append(out[m.ID], src)
				}
			}
		}
	}
	return out
}

// templateFields lists the field names a template's actions mention.
func templateFields(srcs []string) []string {
	action := regexp.MustCompile(`\{\{.*?\}\}`)
	field := regexp.MustCompile(`\.([A-Za-z_][A-Za-z0-9_]*)`)
	var out []string
	for _, src := range srcs {
		for _, a := range action.FindAllString(src, -1) {
			for _, m := range field.FindAllStringSubmatch(a, -1) {
				if !slices.Contains(out, m[1]) {
					out = append(out, m[1])
				}
			}
		}
	}
	return out
}

type testStringer int

func (s testStringer) String() string { return fmt.Sprintf("S<%d>", int(s)) }

// argSet is one way to fill a template's fields.
type argSet struct {
	name string
	args map[string]any
}

// argSets fills fields with each kind of value T meets, and leaves some out.
func argSets(fields []string) []argSet {
	fill := func(v func(i int, f string) any) map[string]any {
		m := map[string]any{}
		for i, f := range fields {
			if x := v(i, f); x != nil {
				m[f] = x
			}
		}
		return m
	}
	sets := []argSet{
		{"ints", fill(func(i int, _ string) any { return 7 + i })},
		{"strings", fill(func(_ int, f string) any { return "s-" + f })},
		{"floats", fill(func(_ int, _ string) any { return 2.5 })},
		{"int slices", fill(func(_ int, _ string) any { return []int{8, 6} })},
		{"any slices", fill(func(_ int, _ string) any { return []any{"a", 3} })},
		{"all missing", map[string]any{}},
		{"first missing", fill(func(i int, f string) any {
			if i == 0 {
				return nil
			}
			return "s-" + f
		})},
		{"nil values", func() map[string]any {
			m := map[string]any{}
			for _, f := range fields {
				m[f] = nil
			}
			return m
		}()},
		{"stringer", fill(func(_ int, _ string) any { return testStringer(3) })},
		{"error", fill(func(_ int, _ string) any { return errors.New("boom") })},
		{"func", fill(func(_ int, _ string) any { return func() {} })},
	}
	return sets
}

// pluralCounts are the Count values tried on every message.
func pluralCounts() []any {
	return []any{0, 1, 2, 3, 5, 11, 21, 22, 25, 101, 255, 256, 1021, -3, 1.5,
		int64(21), int32(-3), int16(12), int8(-2), math.MinInt64, math.MaxInt64,
		"1", "2", "5", "11", "21", "1.5", "1.0", "-3", "1e3", "abc", ""}
}

// TestI18nRendersAsGoI18n renders every message of every locale file in
// both locales, with each kind of argument and count, through T and
// through go-i18n's own Localizer over the same files: the catalog caches
// go-i18n's language match, lookup, plural form and parse, so the text and
// the error (a key recorded as missing) must be go-i18n's.
func TestI18nRendersAsGoI18n(t *testing.T) {
	tr, err := NewI18n(pluginMessages()...)
	if err != nil {
		t.Fatal(err)
	}
	files, _, err := parseLocaleFiles(pluginMessages()...)
	if err != nil {
		t.Fatal(err)
	}
	b := i18n.NewBundle(language.Russian)
	for _, mf := range files {
		if err := b.AddMessages(mf.Tag, mf.Messages...); err != nil {
			t.Fatal(err)
		}
	}
	srcs := messageSources(t)
	srcs["no.such.key"] = nil
	wantMissing := map[string]bool{}
	for _, loc := range []string{LocaleRU, LocaleEN} {
		lz := i18n.NewLocalizer(b, loc)
		check := func(key string, args map[string]any) {
			t.Helper()
			readable := readableArgs(args)
			cfg := &i18n.LocalizeConfig{MessageID: key, TemplateData: readable}
			if n, ok := readable["Count"]; ok {
				cfg.PluralCount = pluralCount(n)
			}
			want, err := lz.Localize(cfg)
			if err != nil {
				wantMissing[loc+":"+key] = true
				if want == "" {
					want = key
				}
			}
			if got := tr.T(loc, key, args); got != want {
				t.Errorf("%s %s %v:\n T       %q\n go-i18n %q (error %v)", loc, key, args, got, want, err)
			}
		}
		for key, src := range srcs {
			fields := templateFields(src)
			check(key, nil)
			for _, s := range argSets(fields) {
				check(key, s.args)
			}
			for _, c := range pluralCounts() {
				args := map[string]any{"Count": c}
				for i, f := range fields {
					if f != "Count" {
						args[f] = i
					}
				}
				check(key, args)
			}
		}
	}
	got := tr.Missing()
	want := make([]string, 0, len(wantMissing))
	for k := range wantMissing {
		want = append(want, k)
	}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("missing differs:\n T       %v\n go-i18n %v", got, want)
	}
}

// TestI18nMissingBookkeeping pins what T returns and records for keys
// go-i18n reports errors for.
func TestI18nMissingBookkeeping(t *testing.T) {
	cases := []struct {
		name        string
		locale, key string
		args        map[string]any
		want        string
		wantMissing bool
	}{
		{"unknown key", LocaleRU, "no.such.key", nil, "no.such.key", true},
		{"unknown key with args", LocaleEN, "no.such.key", map[string]any{"Count": 2}, "no.such.key", true},
		{"plain key", LocaleRU, "roll.again", nil, "Бросить ещё раз", false},
		{"count on a message without forms, one", LocaleRU, "roll.again", map[string]any{"Count": 1}, "Бросить ещё раз", true},
		{"count on a message without forms, other", LocaleEN, "roll.again", map[string]any{"Count": 2}, "Roll again", false},
		{"plural many", LocaleRU, "storyteller.successes", map[string]any{"Count": 5}, "5 успехов", false},
		{"plural few", LocaleRU, "storyteller.successes", map[string]any{"Count": 22}, "22 успеха", false},
		{"float count", LocaleRU, "storyteller.successes", map[string]any{"Count": 1.5}, "storyteller.successes", true},
		{"string count", LocaleRU, "storyteller.successes", map[string]any{"Count": "1.5"}, "1.5 успеха", false},
		{"list count", LocaleRU, "storyteller.successes", map[string]any{"Count": []int{1, 2}}, "storyteller.successes", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tr, err := NewI18n(pluginMessages()...)
			if err != nil {
				t.Fatal(err)
			}
			if got := tr.T(c.locale, c.key, c.args); got != c.want {
				t.Errorf("T = %q, want %q", got, c.want)
			}
			if got := slices.Contains(tr.Missing(), c.locale+":"+c.key); got != c.wantMissing {
				t.Errorf("missing recorded = %v, want %v", got, c.wantMissing)
			}
		})
	}
}

// TestI18nPluralForms: the CLDR forms of both languages, for counts in the
// table kept at start and past it, negative, and as number strings.
func TestI18nPluralForms(t *testing.T) {
	tr, err := NewI18n(pluginMessages()...)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		locale string
		count  any
		want   string
	}{
		{LocaleRU, 0, "0 успехов"},
		{LocaleRU, 1, "1 успех"},
		{LocaleRU, 2, "2 успеха"},
		{LocaleRU, 4, "4 успеха"},
		{LocaleRU, 5, "5 успехов"},
		{LocaleRU, 11, "11 успехов"},
		{LocaleRU, 12, "12 успехов"},
		{LocaleRU, 21, "21 успех"},
		{LocaleRU, 22, "22 успеха"},
		{LocaleRU, 111, "111 успехов"},
		{LocaleRU, 255, "255 успехов"},
		{LocaleRU, 256, "256 успехов"},
		{LocaleRU, 1001, "1001 успех"},
		{LocaleRU, 1_000_002, "1000002 успеха"},
		{LocaleRU, -21, "-21 успех"},
		{LocaleRU, int64(3), "3 успеха"},
		{LocaleRU, int8(5), "5 успехов"},
		{LocaleRU, "21", "21 успех"},
		{LocaleRU, "1.5", "1.5 успеха"},
		{LocaleEN, 0, "0 successes"},
		{LocaleEN, 1, "1 success"},
		{LocaleEN, 2, "2 successes"},
		{LocaleEN, 21, "21 successes"},
		{LocaleEN, 1001, "1001 successes"},
		{LocaleEN, -1, "-1 success"},
		{LocaleEN, "1", "1 success"},
		{LocaleEN, "1.0", "1.0 successes"},
	}
	for _, c := range cases {
		if got := tr.T(c.locale, "storyteller.successes", map[string]any{"Count": c.count}); got != c.want {
			t.Errorf("%s %#v: %q, want %q", c.locale, c.count, got, c.want)
		}
		if n, ok := c.count.(int); ok {
			if got := string(tr.AppendT(nil, c.locale, "storyteller.successes", IntArg("Count", n))); got != c.want {
				t.Errorf("%s AppendT %d: %q, want %q", c.locale, n, got, c.want)
			}
		}
	}
	if m := tr.Missing(); len(m) != 0 {
		t.Errorf("recorded as missing: %v", m)
	}
}

// TestI18nArgumentTypes: how T prints the values a note carries — lists
// of dice as "8, 6", Stringers, absent values — and a value text/template
// cannot print, which renders as the key and is recorded.
func TestI18nArgumentTypes(t *testing.T) {
	cases := []struct {
		name    string
		value   any
		want    string
		missing bool
	}{
		{"string", "Борис", "Брошено: Борис", false},
		{"int", 17, "Брошено: 17", false},
		{"int slice", []int{8, 6}, "Брошено: 8, 6", false},
		{"any slice", []any{"a", 3}, "Брошено: a, 3", false},
		{"stringer", testStringer(2), "Брошено: S<2>", false},
		{"nil", nil, "Брошено: <no value>", false},
		{"func", func() {}, "test.field", true},
	}
	for _, c := range cases {
		tr := newTestI18n(t, &i18n.MessageFile{Tag: language.Russian, Messages: []*i18n.Message{{ID: "test.field", Other: "Брошено: {{.X}}"}}})
		if got := tr.T(LocaleRU, "test.field", map[string]any{"X": c.value}); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
		if got := len(tr.Missing()) > 0; got != c.missing {
			t.Errorf("%s: recorded as missing %v, want %v", c.name, got, c.missing)
		}
	}
}

// newTestI18n is an I18n over messages of its own rather than the files.
func newTestI18n(t testing.TB, files ...*i18n.MessageFile) *I18n {
	t.Helper()
	b := i18n.NewBundle(language.Russian)
	for _, mf := range files {
		if err := b.AddMessages(mf.Tag, mf.Messages...); err != nil {
			t.Fatal(err)
		}
	}
	cat, err := newCatalog(b, language.Russian, files, []string{LocaleRU, LocaleEN})
	if err != nil {
		t.Fatal(err)
	}
	return &I18n{cat: cat, missing: map[string]bool{}}
}

// TestI18nFallbackToDefaultLanguage: a message English lacks renders in
// Russian, with Russian plural rules, and is recorded as missing; one
// neither has renders as its key. (The embedded files have no such gap:
// TestLocaleFilesHaveTheSameKeys.)
func TestI18nFallbackToDefaultLanguage(t *testing.T) {
	tr := newTestI18n(t,
		&i18n.MessageFile{Tag: language.Russian, Messages: []*i18n.Message{
			{ID: "both", Other: "оба {{.Name}}"},
			{ID: "ru_only", Other: "только {{.Name}}"},
			{ID: "ru_plural", One: "{{.Count}} ход", Few: "{{.Count}} хода", Many: "{{.Count}} ходов", Other: "{{.Count}} хода"},
		}},
		&i18n.MessageFile{Tag: language.English, Messages: []*i18n.Message{
			{ID: "both", Other: "both {{.Name}}"},
		}})
	cases := []struct {
		locale, key string
		count       int
		want        string
		missing     bool
	}{
		{LocaleEN, "both", 0, "both Борис", false},
		{LocaleRU, "both", 0, "оба Борис", false},
		{LocaleEN, "ru_only", 0, "только Борис", true},
		{LocaleEN, "ru_plural", 21, "21 ход", true},
		{LocaleEN, "ru_plural", 5, "5 ходов", true},
		{LocaleRU, "ru_plural", 22, "22 хода", false},
		{LocaleEN, "absent", 0, "absent", true},
	}
	for _, c := range cases {
		tr := tr.Clone()
		args := map[string]any{"Name": "Борис"}
		if c.count != 0 {
			args["Count"] = c.count
		}
		if got := tr.T(c.locale, c.key, args); got != c.want {
			t.Errorf("%s %s: %q, want %q", c.locale, c.key, got, c.want)
		}
		if got := slices.Contains(tr.Missing(), c.locale+":"+c.key); got != c.missing {
			t.Errorf("%s %s: recorded as missing %v, want %v", c.locale, c.key, got, c.missing)
		}
		if got, want := tr.Has(c.locale, c.key), !c.missing; got != want {
			t.Errorf("%s %s: Has %v, want %v", c.locale, c.key, got, want)
		}
	}
}

// TestEveryMessageTemplateParses: every form of every message file parses
// (the catalog parses a message when it is first shown, and go-i18n would
// show the key of one that does not).
func TestEveryMessageTemplateParses(t *testing.T) {
	tr, err := NewI18n(pluginMessages()...)
	if err != nil {
		t.Fatal(err)
	}
	for loc, entries := range tr.cat.byLocale {
		for id, e := range entries {
			for f, form := range e.msg.parsed().forms {
				if form != nil && form.err != nil {
					t.Errorf("%s %s, form %s: %v", loc, id, pluralForm(f).name(), form.err)
				}
			}
		}
	}
}

// TestI18nBrokenTemplate: a form that does not parse renders as go-i18n
// renders it: the "other" form instead, or the key, and the key recorded
// as missing (as it is for a form the message lacks, five's "many").
func TestI18nBrokenTemplate(t *testing.T) {
	mf := &i18n.MessageFile{Tag: language.Russian, Messages: []*i18n.Message{
		{ID: "broken", Other: "{{.Name"},
		{ID: "one_broken", One: "{{.Count", Other: "{{.Count}} ходов"},
	}}
	tr := newTestI18n(t, mf)
	b := i18n.NewBundle(language.Russian)
	if err := b.AddMessages(mf.Tag, mf.Messages...); err != nil {
		t.Fatal(err)
	}
	lz := i18n.NewLocalizer(b, LocaleRU)
	cases := []struct {
		key   string
		count int
		want  string
	}{{"broken", 0, "broken"}, {"one_broken", 1, "1 ходов"}, {"one_broken", 5, "5 ходов"}}
	for _, c := range cases {
		tr := tr.Clone()
		args := map[string]any{"Name": "Борис"}
		if c.count != 0 {
			args["Count"] = c.count
		}
		if got := tr.T(LocaleRU, c.key, args); got != c.want {
			t.Errorf("%s %d: %q, want %q", c.key, c.count, got, c.want)
		}
		cfg := &i18n.LocalizeConfig{MessageID: c.key, TemplateData: args}
		if c.count != 0 {
			cfg.PluralCount = c.count
		}
		if s, err := lz.Localize(cfg); err == nil || s != strings.TrimPrefix(c.want, c.key) {
			t.Errorf("%s %d: go-i18n gives %q (error %v)", c.key, c.count, s, err)
		}
		if !slices.Contains(tr.Missing(), "ru:"+c.key) {
			t.Errorf("%s %d: not recorded as missing", c.key, c.count)
		}
	}
}

// TestI18nLaterFileOverrides: of two files with the same ID, the later
// one's text is shown, as go-i18n's bundle keeps it.
func TestI18nLaterFileOverrides(t *testing.T) {
	tr := newTestI18n(t,
		&i18n.MessageFile{Tag: language.Russian, Messages: []*i18n.Message{{ID: "x", Other: "first"}}},
		&i18n.MessageFile{Tag: language.Russian, Messages: []*i18n.Message{{ID: "x", Other: "second {{.N}}"}}})
	if got := tr.T(LocaleRU, "x", map[string]any{"N": 2}); got != "second 2" {
		t.Errorf("%q, want the later file's text", got)
	}
}

// TestI18nConcurrentRenders renders from several goroutines at once on
// one I18n and its clone, which share the catalog and its recycled
// scratch (run with -race).
func TestI18nConcurrentRenders(t *testing.T) {
	tr, err := NewI18n(pluginMessages()...)
	if err != nil {
		t.Fatal(err)
	}
	keys := []string{"roll.footer", "storyteller.successes", "roll.again", "err.out_of_range", "tracker.turn"}
	args := map[string]any{"Name": "Борис", "Expr": "2d6", "Count": 3, "Option": "x", "Min": 1, "Max": 9, "Value": 12, "Round": 4}
	var want, titles []string
	for _, k := range keys {
		want = append(want, tr.T(LocaleRU, k, args))
	}
	for n := range 3 * memoSlots { // more rounds than a memo holds: stores race
		titles = append(titles, tr.Clone().T(LocaleEN, "tracker.title", map[string]any{"Round": n}))
	}
	var wg sync.WaitGroup
	for g := range 4 {
		r := tr
		if g%2 == 1 {
			r = tr.Clone()
		}
		wg.Go(func() {
			for j := range 200 {
				n := (j*7 + g) % len(titles)
				if got := string(r.AppendT(nil, LocaleEN, "tracker.title", IntArg("Round", n))); got != titles[n] {
					t.Errorf("round %d: %q, want %q", n, got, titles[n])
					return
				}
				for i, k := range keys {
					if got := r.T(LocaleRU, k, args); got != want[i] {
						t.Errorf("%s: %q, want %q", k, got, want[i])
						return
					}
					buf := r.AppendT([]byte("» "), LocaleRU, k, StrArg("Name", "Борис"), IntArg("Round", 4), IntArg("Count", 3))
					if !strings.HasPrefix(string(buf), "» ") {
						t.Errorf("%s: %q lost the prefix", k, buf)
						return
					}
				}
			}
		})
	}
	wg.Wait()
}

// BenchmarkI18nT measures T on the three shapes the tracker asks for most:
// an argument-free label, a message with two fields, and a plural message.
func BenchmarkI18nT(b *testing.B) {
	tr, err := NewI18n(pluginMessages()...)
	if err != nil {
		b.Fatal(err)
	}
	cases := []struct {
		name string
		key  string
		args map[string]any
	}{
		{"plain", "roll.again", nil},
		{"two_args", "roll.footer", map[string]any{"Name": "Борис", "Expr": "2d6+3"}},
		{"plural", "storyteller.successes", map[string]any{"Count": 5}},
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				_ = tr.T(LocaleRU, c.key, c.args)
			}
		})
	}
	// A message with values the memo never holds: more of them than its
	// slots, in turn, so every render executes its template.
	var variants []map[string]any
	for i := range 4 * memoSlots {
		variants = append(variants, map[string]any{"Name": fmt.Sprint("Борис ", i), "Expr": "2d6+3"})
	}
	b.Run("two_args_executed", func(b *testing.B) {
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			_ = tr.T(LocaleRU, "roll.footer", variants[i%len(variants)])
			i++
		}
	})
}

// BenchmarkNewI18n measures the load: the files parsed by go-i18n and the
// catalog built (its templates are parsed on first use).
func BenchmarkNewI18n(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := NewI18n(pluginMessages()...); err != nil {
			b.Fatal(err)
		}
	}
}

// TestI18nMemoKeyTellsRendersApart: two renders of a message (each has
// its own memo) share a key only if they are of the same form and the
// fields its template reads have the same values of the same types;
// whether a value came in the map or as an Arg, and the values of fields
// it does not read, do not matter.
func TestI18nMemoKeyTellsRendersApart(t *testing.T) {
	tr := newTestI18n(t, &i18n.MessageFile{Tag: language.Russian, Messages: []*i18n.Message{
		{ID: "ab", Other: "{{.A}} {{if eq .B 1}}1{{end}}"},
		{ID: "dot", Other: "{{.}}"},
		{ID: "root", Other: "{{$.A}}"},
		{ID: "range", Other: "{{range .A}}x{{end}}"},
		{ID: "chain", Other: "{{(.A).B}} {{$x := .C}}{{$x}} {{.D.E}}"},
	}})
	entry := func(id string) *catalogMessage { return tr.cat.byLocale[LocaleRU][id].msg.parsed() }
	key := func(id string, f pluralForm, m map[string]any, list ...Arg) string {
		k, ok := appendMemoKey(nil, entry(id), f, m, list)
		if !ok {
			return "(none)"
		}
		return string(k)
	}
	same := [][2]string{
		{key("ab", formOther, map[string]any{"A": 1, "B": "x"}), key("ab", formOther, nil, StrArg("B", "x"), IntArg("A", 1))},
		{key("ab", formOther, map[string]any{"A": 1}, IntArg("B", 2)), key("ab", formOther, nil, IntArg("B", 2), IntArg("A", 1))},
		{key("ab", formOther, map[string]any{"A": 1}, IntArg("A", 7)), key("ab", formOther, map[string]any{"A": 1})}, // the map's value counts
		{key("ab", formOther, nil, IntArg("A", 1), IntArg("A", 7)), key("ab", formOther, nil, IntArg("A", 1))},       // the first Arg counts
		{key("ab", formOther, map[string]any{"A": 1, "Unread": 2}), key("ab", formOther, map[string]any{"A": 1, "Unread": []int{3}})},
	}
	for i, p := range same {
		if p[0] != p[1] || p[0] == "(none)" {
			t.Errorf("same %d: %q and %q", i, p[0], p[1])
		}
	}
	differ := []string{
		key("ab", formOther, map[string]any{"A": 5}),
		key("ab", formOther, map[string]any{"A": "5"}),
		key("ab", formOther, map[string]any{"A": int64(5)}),
		key("ab", formOther, map[string]any{"A": 5.0}),
		key("ab", formOther, map[string]any{"A": true}),
		key("ab", formOther, map[string]any{"A": nil}),
		key("ab", formOther, map[string]any{}),
		key("ab", formOne, map[string]any{}),
		key("ab", formOther, map[string]any{"A": "ab", "B": ""}),
		key("ab", formOther, map[string]any{"A": "a", "B": "b"}),
	}
	for i := range differ {
		for j := range i {
			if differ[i] == differ[j] {
				t.Errorf("%d and %d share the key %q", j, i, differ[i])
			}
		}
	}
	for _, m := range []map[string]any{{"A": []int{1}}, {"A": uint(1)}, {"A": testStringer(1)}, {"A": 1.5, "B": func() {}}} {
		if k := key("ab", formOther, m); k != "(none)" {
			t.Errorf("%v memoized as %q", m, k)
		}
	}
	for _, id := range []string{"dot", "root", "range"} {
		if entry(id).memo != nil {
			t.Errorf("%s is memoized: its template reads more than named fields", id)
		}
	}
	if e := entry("chain"); e.memo == nil || !slices.Equal(e.fields, []string{"A", "C", "D"}) {
		t.Errorf("chain: memo %v, fields %v; want A, C and D", e.memo, e.fields)
	}
}

// TestI18nMemoizedRenderIsTheRender: a memoized text is the one the
// template gives, for a template whose output depends on a value's type as
// well as its print (an int 1 and a string "1" are not equal to it).
func TestI18nMemoizedRenderIsTheRender(t *testing.T) {
	tr := newTestI18n(t, &i18n.MessageFile{Tag: language.Russian, Messages: []*i18n.Message{
		{ID: "cmp", Other: `{{if eq .N 1}}один{{else}}не один{{end}} {{.N}}`},
	}})
	for range 2 { // the second time from the memo
		for _, c := range []struct {
			n    any
			want string
		}{{1, "один 1"}, {2, "не один 2"}, {"1", "cmp"}, {int64(1), "один 1"}} {
			if got := tr.T(LocaleRU, "cmp", map[string]any{"N": c.n}); got != c.want {
				t.Errorf("%#v: %q, want %q", c.n, got, c.want)
			}
			if got := string(tr.AppendNote([]byte("» "), LocaleEN, rules.Note{Key: "cmp", Args: map[string]any{"N": c.n}})); got != "» "+c.want {
				t.Errorf("%#v appended: %q, want %q", c.n, got, c.want)
			}
		}
	}
	if !slices.Contains(tr.Missing(), "ru:cmp") {
		t.Errorf("the failed comparison was not recorded: %v", tr.Missing())
	}
}

// TestI18nMemoIsBounded: however many different renders, a message's
// memo holds its last memoSlots texts, and no long one.
func TestI18nMemoIsBounded(t *testing.T) {
	tr := newTestI18n(t, &i18n.MessageFile{Tag: language.Russian, Messages: []*i18n.Message{
		{ID: "n", Other: "№{{.N}}"},
		{ID: "long", Other: "{{.S}}"},
	}})
	const renders = 5*memoSlots + 3
	for n := range renders {
		if got, want := string(tr.AppendT(nil, LocaleRU, "n", IntArg("N", n))), fmt.Sprint("№", n); got != want {
			t.Fatalf("%q, want %q", got, want)
		}
	}
	r := tr.cat.byLocale[LocaleRU]["n"].msg.memo.recent.Load()
	var held []string
	for _, text := range r.texts {
		held = append(held, text)
	}
	slices.Sort(held)
	var want []string
	for n := renders - memoSlots; n < renders; n++ {
		want = append(want, fmt.Sprint("№", n))
	}
	slices.Sort(want)
	if !slices.Equal(held, want) {
		t.Errorf("held %v, want the last %d: %v", held, memoSlots, want)
	}
	long := strings.Repeat("щ", memoMaxText)
	if got := tr.T(LocaleRU, "long", map[string]any{"S": long}); got != long {
		t.Fatalf("long text rendered as %q", got)
	}
	if tr.cat.byLocale[LocaleRU]["long"].msg.memo.recent.Load() != nil {
		t.Error("a long text was memoized")
	}
}
