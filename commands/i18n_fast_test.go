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
	"text/template"

	"github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"
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

// onlyFieldActions reports whether every source is text and {{.Field}}
// actions alone, judged by a regexp rather than the parser the fast path
// uses: such messages must take the fast path.
func onlyFieldActions(srcs []string) bool {
	field := regexp.MustCompile(`\{\{\s*\.[A-Za-z_][A-Za-z0-9_]*\s*\}\}`)
	for _, src := range srcs {
		if strings.Contains(field.ReplaceAllString(src, ""), "{{") {
			return false
		}
	}
	return true
}

type testStringer int

func (s testStringer) String() string { return fmt.Sprintf("S<%d>", int(s)) }

type ptrStringer struct{ n int }

func (p *ptrStringer) String() string { return fmt.Sprintf("P<%d>", p.n) }

// argSet is one way to fill a template's fields.
type argSet struct {
	name      string
	args      map[string]any
	printable bool // text/template can print every value
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
	n := 42
	odd := []struct {
		name      string
		v         any
		printable bool
	}{
		{"int64", int64(-9), true},
		{"uint8", uint8(200), true},
		{"bool", true, true},
		{"float32", float32(0.1), true},
		{"big float", 1e21, true},
		{"stringer", testStringer(3), true},
		{"ptr stringer", &ptrStringer{4}, true},
		{"error", errors.New("boom"), true},
		{"wrapped error", fmt.Errorf("outer: %w", errors.New("inner")), true},
		{"ptr int", &n, true},
		{"nil ptr", (*int)(nil), true},
		{"nil stringer ptr", (*ptrStringer)(nil), true},
		{"struct", struct{ A int }{5}, true},
		{"map", map[string]int{"b": 2, "a": 1}, true},
		{"func", func() {}, false},
		{"chan", make(chan int), false},
	}
	sets := []argSet{
		{"ints", fill(func(i int, _ string) any { return 7 + i }), true},
		{"strings", fill(func(_ int, f string) any { return "s-" + f }), true},
		{"floats", fill(func(_ int, _ string) any { return 2.5 }), true},
		{"int slices", fill(func(_ int, _ string) any { return []int{8, 6} }), true},
		{"any slices", fill(func(_ int, _ string) any { return []any{"a", 3} }), true},
		{"all missing", map[string]any{}, true},
		{"first missing", fill(func(i int, f string) any {
			if i == 0 {
				return nil
			}
			return "s-" + f
		}), true},
		{"nil values", func() map[string]any {
			m := map[string]any{}
			for _, f := range fields {
				m[f] = nil
			}
			return m
		}(), true},
	}
	for _, o := range odd {
		sets = append(sets, argSet{o.name, fill(func(_ int, _ string) any { return o.v }), o.printable})
	}
	return sets
}

// pluralCounts are the Count values tried on every message.
func pluralCounts() []any {
	return []any{0, 1, 2, 3, 5, 11, 21, 22, 25, 101, 1.5,
		int64(21), int32(-3), int16(12), int8(-2), math.MinInt64, math.MaxInt64,
		"1", "2", "5", "11", "21", "1.5", "1.0", "-3", "1e3", "abc", ""}
}

// TestI18nFastMatchesGoI18n renders every message of every locale file in
// both locales with many argument sets through the fast path and through
// go-i18n directly, and requires the same text and the same error report.
func TestI18nFastMatchesGoI18n(t *testing.T) {
	tr, err := NewI18n(pluginMessages()...)
	if err != nil {
		t.Fatal(err)
	}
	srcs := messageSources(t)
	srcs["no.such.key"] = nil
	var fast, total int
	// mustBeFast: the message is {{.Field}}-only and the values are
	// printable; the fast path must then take it unless Count is a type
	// it leaves to go-i18n.
	check := func(loc, key string, set string, args map[string]any, mustBeFast bool) {
		t.Helper()
		readable := readableArgs(args)
		cfg := &i18n.LocalizeConfig{MessageID: key, TemplateData: readable}
		if n, ok := readable["Count"]; ok {
			cfg.PluralCount = n
			switch args["Count"].(type) {
			case nil, int, int8, int16, int32, int64:
			default:
				mustBeFast = false
			}
		}
		want, wantErr := tr.localizers[loc].Localize(cfg)
		got, failed, ok := tr.fast.render(loc, key, args)
		total++
		if !ok {
			if mustBeFast {
				t.Errorf("%s %s %s %v: fast path declined a {{.Field}}-only message", loc, key, set, args)
			}
			return
		}
		fast++
		if got != want || failed != (wantErr != nil) {
			t.Errorf("%s %s %s %v:\n fast   %q (error %v)\n go-i18n %q (error %v)", loc, key, set, args, got, failed, want, wantErr)
		}
	}
	for _, loc := range []string{LocaleRU, LocaleEN} {
		for key, src := range srcs {
			simple := src != nil && onlyFieldActions(src)
			fields := templateFields(src)
			for _, s := range argSets(fields) {
				check(loc, key, s.name, s.args, simple && s.printable)
			}
			for _, c := range pluralCounts() {
				args := map[string]any{"Count": c}
				for i, f := range fields {
					if f != "Count" {
						args[f] = i
					}
				}
				check(loc, key, fmt.Sprintf("Count=%#v", c), args, simple)
			}
		}
	}
	t.Logf("%d of %d renders took the fast path", fast, total)
	if fast < total/2 {
		t.Errorf("only %d of %d renders took the fast path", fast, total)
	}
}

// TestI18nTMatchesSlowPath compares T with the fast path against T with
// go-i18n alone, missing-key bookkeeping included, on every message.
func TestI18nTMatchesSlowPath(t *testing.T) {
	fastT, err := NewI18n(pluginMessages()...)
	if err != nil {
		t.Fatal(err)
	}
	slowT, err := NewI18n(pluginMessages()...)
	if err != nil {
		t.Fatal(err)
	}
	slowT.fast = nil
	srcs := messageSources(t)
	srcs["no.such.key"] = nil
	for _, loc := range []string{LocaleRU, LocaleEN} {
		for key, src := range srcs {
			fields := templateFields(src)
			var sets []map[string]any
			for _, s := range argSets(fields) {
				sets = append(sets, s.args)
			}
			for _, c := range pluralCounts() {
				sets = append(sets, map[string]any{"Count": c})
			}
			for _, args := range sets {
				if got, want := fastT.T(loc, key, args), slowT.T(loc, key, args); got != want {
					t.Errorf("%s %s %v: fast %q, go-i18n %q", loc, key, args, got, want)
				}
			}
		}
	}
	got, want := fastT.Missing(), slowT.Missing()
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("missing differs:\n fast    %v\n go-i18n %v", got, want)
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

// TestI18nPluralRuleMatchesGoI18n checks the integer plural rules against
// go-i18n (through the probe message) far past the 100-cycle.
func TestI18nPluralRuleMatchesGoI18n(t *testing.T) {
	tr, err := NewI18n(pluginMessages()...)
	if err != nil {
		t.Fatal(err)
	}
	for _, loc := range []string{LocaleRU, LocaleEN} {
		e, ok := tr.fast.byLocale[loc]["storyteller.successes"]
		if !ok {
			t.Fatalf("%s: no table entry", loc)
		}
		r := e.plural
		if r.ints == nil {
			t.Fatalf("%s: integer rule disabled; every count would go through go-i18n", loc)
		}
		check := func(i int64) {
			want, ok := r.probeForm(i)
			if !ok {
				t.Fatalf("%s %d: probe failed", loc, i)
			}
			got, _ := r.form(i)
			if got != want {
				t.Errorf("%s %d: form %d, go-i18n %d", loc, i, got, want)
			}
		}
		for i := int64(-1000); i <= 20000; i++ {
			check(i)
		}
		for _, i := range []int64{math.MinInt64, math.MinInt64 + 1, math.MaxInt64, 1e9 + 1, 1e12 + 22} {
			check(i)
		}
	}
}

// TestI18nFastPrintsLikeTextTemplate compares appendValue with
// text/template executing {{.X}} on the map readableArgs makes, as
// go-i18n does.
func TestI18nFastPrintsLikeTextTemplate(t *testing.T) {
	tmpl := template.Must(template.New("").Option("missingkey=default").Parse("{{.X}}"))
	n := 5
	pn := &n
	var nilErr error
	cases := []struct {
		name string
		v    any
		ok   bool
	}{
		{"nil", nil, true},
		{"empty string", "", true},
		{"string", "Борис", true},
		{"int", -17, true},
		{"max int64", int64(math.MaxInt64), true},
		{"int32", int32(7), true},
		{"uint", uint(8), true},
		{"max uint64", uint64(math.MaxUint64), true},
		{"uint8", uint8(9), true},
		{"bool", false, true},
		{"float", 1.5, true},
		{"float exp", 1e-7, true},
		{"float32", float32(0.1), true},
		{"int slice", []int{8, 6}, true},
		{"empty int slice", []int{}, true},
		{"any slice", []any{"a", 3, []int{1, 2}}, true},
		{"string slice", []string{"a", "b"}, true},
		{"struct", struct{ A, B int }{1, 2}, true},
		{"map", map[string]int{"b": 2, "a": 1}, true},
		{"stringer", testStringer(3), true},
		{"ptr stringer", &ptrStringer{4}, true},
		{"nil ptr stringer", (*ptrStringer)(nil), true},
		{"struct of ptr stringer", ptrStringer{5}, true},
		{"error", errors.New("boom"), true},
		{"nil error", nilErr, true},
		{"ptr int", pn, true},
		{"ptr ptr int", &pn, true},
		{"nil ptr", (*int)(nil), true},
		{"func", func() {}, false},
		{"chan", make(chan int), false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var want strings.Builder
			wantErr := tmpl.Execute(&want, readableArgs(map[string]any{"X": c.v}))
			got, ok := appendValue([]byte("x"), c.v)
			if ok != c.ok || ok != (wantErr == nil) {
				t.Fatalf("printable = %v, want %v (text/template error %v)", ok, c.ok, wantErr)
			}
			if ok && string(got) != "x"+want.String() {
				t.Errorf("got %q, text/template %q after x", got, want.String())
			}
			if !ok && string(got) != "x" {
				t.Errorf("unprintable value appended %q", got)
			}
		})
	}
	got, _ := appendValue(nil, map[string]any{}["absent"])
	var want strings.Builder
	if err := tmpl.Execute(&want, map[string]any{}); err != nil || string(got) != want.String() {
		t.Errorf("absent key: got %q, text/template %q (%v)", got, want.String(), err)
	}
}

// TestI18nCompileForm checks which templates the fast path takes on.
func TestI18nCompileForm(t *testing.T) {
	cases := []struct {
		src        string
		simple     bool
		args       map[string]any
		wantOutput string
	}{
		{"plain text", true, nil, "plain text"},
		{"{{.A}} and {{ .B }}!", true, map[string]any{"A": 1, "B": "b"}, "1 and b!"},
		{"x {{- .A -}} y", true, map[string]any{"A": 1}, "x1y"},
		{"{{/* note */}}text", true, nil, "text"},
		{"{{.A.B}}", false, nil, ""},
		{"{{.A | printf \"%d\"}}", false, nil, ""},
		{"{{if .A}}a{{end}}", false, nil, ""},
		{"{{or .A .B}}", false, nil, ""},
		{"{{$x := .A}}{{$x}}", false, nil, ""},
		{"{{.}}", false, nil, ""},
		{"{{.A", false, nil, ""},
	}
	for _, c := range cases {
		ff := compileForm(c.src, "", "")
		if !ff.present || ff.simple != c.simple {
			t.Errorf("%q: present %v simple %v, want simple %v", c.src, ff.present, ff.simple, c.simple)
			continue
		}
		if c.simple {
			if got, _ := ff.execute(msgArgs{m: c.args}); got != c.wantOutput {
				t.Errorf("%q: got %q, want %q", c.src, got, c.wantOutput)
			}
		}
	}
	if ff := compileForm("", "", ""); ff.present {
		t.Errorf("empty source compiled as present")
	}
	if ff := compileForm("<<.A>> {{x}}", "<<", ">>"); !ff.simple || ff.segs[1].text != " {{x}}" {
		t.Errorf("custom delimiters: %+v", ff)
	}
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
}

// TestI18nFastFallbackToDefaultLanguage builds the table over a bundle in
// which English lacks messages Russian has: go-i18n then renders the
// Russian text with Russian plural rules and reports an error, and the
// fast path must do the same. (The embedded files have no such gap today.)
func TestI18nFastFallbackToDefaultLanguage(t *testing.T) {
	ru := &i18n.MessageFile{Tag: language.Russian, Messages: []*i18n.Message{
		{ID: "both", Other: "оба {{.Name}}"},
		{ID: "ru_only", Other: "только {{.Name}}"},
		{ID: "ru_plural", One: "{{.Count}} ход", Few: "{{.Count}} хода", Many: "{{.Count}} ходов", Other: "{{.Count}} хода"},
	}}
	en := &i18n.MessageFile{Tag: language.English, Messages: []*i18n.Message{
		{ID: "both", Other: "both {{.Name}}"},
	}}
	b := i18n.NewBundle(language.Russian)
	for _, mf := range []*i18n.MessageFile{ru, en} {
		if err := b.AddMessages(mf.Tag, mf.Messages...); err != nil {
			t.Fatal(err)
		}
	}
	f, err := newFastMessages(b, language.Russian, []*i18n.MessageFile{ru, en}, []string{LocaleRU, LocaleEN})
	if err != nil {
		t.Fatal(err)
	}
	var fallbacks int
	for _, loc := range []string{LocaleRU, LocaleEN} {
		lz := i18n.NewLocalizer(b, loc)
		for _, key := range []string{"both", "ru_only", "ru_plural", "absent"} {
			for _, n := range []any{nil, 1, 2, 5, 11, 22} {
				args := map[string]any{"Name": "Борис"}
				cfg := &i18n.LocalizeConfig{MessageID: key, TemplateData: args}
				if n != nil {
					args["Count"], cfg.PluralCount = n, n
				}
				want, wantErr := lz.Localize(cfg)
				got, failed, ok := f.render(loc, key, args)
				if !ok {
					if key != "absent" {
						t.Errorf("%s %s %v: fast path declined", loc, key, n)
					}
					continue
				}
				if failed && wantErr != nil && want != "" {
					fallbacks++
				}
				if got != want || failed != (wantErr != nil) {
					t.Errorf("%s %s %v: fast %q (error %v), go-i18n %q (%v)", loc, key, n, got, failed, want, wantErr)
				}
			}
		}
	}
	if fallbacks == 0 {
		t.Error("no render fell back to the default language")
	}
}

// TestI18nConcurrentFirstUse renders the same messages from several
// goroutines on a fresh I18n, so each compiles lazily under contention
// (run with -race to check the sync.Once guarding it).
func TestI18nConcurrentFirstUse(t *testing.T) {
	tr, err := NewI18n(pluginMessages()...)
	if err != nil {
		t.Fatal(err)
	}
	ref, err := NewI18n(pluginMessages()...)
	if err != nil {
		t.Fatal(err)
	}
	ref.fast = nil
	keys := []string{"roll.footer", "storyteller.successes", "roll.again", "err.out_of_range"}
	args := map[string]any{"Name": "Борис", "Expr": "2d6", "Count": 3, "Option": "x", "Min": 1, "Max": 9, "Value": 12}
	got := make([][]string, 4)
	var wg sync.WaitGroup
	for g := range got {
		wg.Go(func() {
			for _, k := range keys {
				got[g] = append(got[g], tr.T(LocaleRU, k, args))
			}
		})
	}
	wg.Wait()
	for _, g := range got {
		for i, k := range keys {
			if want := ref.T(LocaleRU, k, args); g[i] != want {
				t.Errorf("%s: %q, go-i18n %q", k, g[i], want)
			}
		}
	}
}

// BenchmarkNewI18n measures start-up, which now compiles every template.
func BenchmarkNewI18n(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := NewI18n(pluginMessages()...); err != nil {
			b.Fatal(err)
		}
	}
}
