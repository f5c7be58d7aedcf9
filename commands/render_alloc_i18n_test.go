package commands

import (
	"slices"
	"testing"

	"github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"

	"fray/rules"
)

// argLists fills fields with the values AppendT can carry (ints, strings,
// some left out) and Count with each int and number string T meets.
func argLists(fields []string) [][]Arg {
	var out [][]Arg
	ints, strs, some := []Arg{}, []Arg{}, []Arg{}
	for i, f := range fields {
		ints = append(ints, IntArg(f, 7+i))
		strs = append(strs, StrArg(f, "s-"+f))
		if i%2 == 1 {
			some = append(some, StrArg(f, "Борис"))
		}
	}
	out = append(out, nil, ints, strs, some,
		append([]Arg{StrArg("Extra", "x")}, strs...),            // a name no field reads
		append(slices.Clone(ints), IntArg(fieldOr(fields), -1))) // a name twice: the first counts
	for _, c := range pluralCounts() {
		var count Arg
		switch c := c.(type) {
		case int:
			count = IntArg("Count", c)
		case string:
			count = StrArg("Count", c)
		default:
			continue // T's other Count types have no Arg
		}
		list := []Arg{count}
		for i, f := range fields {
			if f != "Count" {
				list = append(list, IntArg(f, i))
			}
		}
		out = append(out, list)
	}
	return out
}

// fieldOr is the first field, or a name no message has.
func fieldOr(fields []string) string {
	if len(fields) == 0 {
		return "None"
	}
	return fields[0]
}

// argMap is the map a caller of T would have built from list: the first
// value of each name.
func argMap(m map[string]any, list []Arg) map[string]any {
	out := map[string]any{}
	for k, v := range m {
		out[k] = v
	}
	for _, a := range list {
		if _, dup := out[a.Name]; dup {
			continue
		}
		if a.IsInt {
			out[a.Name] = a.Int
		} else {
			out[a.Name] = a.Str
		}
	}
	return out
}

// TestI18nAppendMatchesT renders every message in both locales through
// AppendT, AppendNote and the event path (a note's map with a name for
// what it lacks), and through T with the equivalent map: the text must be
// the same, appended after what dst held, and so must the keys recorded
// as missing.
func TestI18nAppendMatchesT(t *testing.T) {
	viaAppend, err := NewI18n(pluginMessages()...)
	if err != nil {
		t.Fatal(err)
	}
	viaT, err := NewI18n(pluginMessages()...)
	if err != nil {
		t.Fatal(err)
	}
	srcs := messageSources(t)
	srcs["no.such.key"] = nil
	prefix := []byte("» ")
	check := func(what string, got []byte, loc, key string, args map[string]any) {
		t.Helper()
		if want := string(prefix) + viaT.T(loc, key, args); string(got) != want {
			t.Errorf("%s %s %s %v:\n got  %q\n want %q", what, loc, key, args, got, want)
		}
	}
	n := 0
	for _, loc := range []string{LocaleRU, LocaleEN, "en-US", "uk"} {
		for key, src := range srcs {
			fields := append(templateFields(src), "Name")
			for _, list := range argLists(fields) {
				check("AppendT", viaAppend.AppendT(slices.Clip(prefix), loc, key, list...), loc, key, argMap(nil, list))
				n++
			}
			for _, s := range argSets(fields) {
				got := viaAppend.AppendNote(slices.Clip(prefix), loc, rules.Note{Key: key, Args: s.args})
				check("AppendNote", got, loc, key, s.args)
				name := []Arg{StrArg("Name", "Given")}
				got = viaAppend.appendMessage(slices.Clip(prefix), loc, key, s.args, name)
				check("note with a name", got, loc, key, argMap(s.args, name))
				n += 2
			}
		}
	}
	got, want := viaAppend.Missing(), viaT.Missing()
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("missing differs:\n append %v\n T      %v", got, want)
	}
	if !slices.Contains(got, "ru:no.such.key") {
		t.Errorf("the absent key was not recorded: %v", got)
	}
	t.Logf("%d renders compared", n)
}

// TestI18nAppendTAllocs: the tracker's messages appended into a buffer
// with room. A render the memo holds allocates nothing (no map, no
// string). One with values not seen before (here rounds and counts past
// 1000) executes its template: text/template allocates its state, its
// variables and, for each field, the name's and the value's reflect
// copies; a string or an int past 255 is boxed into the map it reads; the
// memo keeps the key and the text in a new copy of the message's slots;
// and a count past the plural table (256) asks go-i18n for its form (4
// more).
func TestI18nAppendTAllocs(t *testing.T) {
	tr, err := NewI18n(pluginMessages()...)
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"Хобгоблин", "Борис", "Orc 3", "Ёжик 🦔"}
	cases := []struct {
		key      string
		args     func(n int) []Arg
		executed float64 // allocations of a render with new values
	}{
		{"tracker.title", func(n int) []Arg { return []Arg{IntArg("Round", n)} }, 9},
		{"tracker.turn", func(n int) []Arg { return []Arg{StrArg("Name", names[n%len(names)]), IntArg("Round", n)} }, 12},
		{"tracker.more", func(n int) []Arg { return []Arg{IntArg("Count", n)} }, 13},
		{"tracker.btn.next", func(int) []Arg { return nil }, 0},
	}
	for _, c := range cases {
		for _, loc := range []string{LocaleRU, LocaleEN} {
			var buf [256]byte
			args := c.args(12)
			if allocs := testing.AllocsPerRun(100, func() { tr.AppendT(buf[:0], loc, c.key, args...) }); allocs != 0 {
				t.Errorf("%s %s memoized: %v allocations", loc, c.key, allocs)
			}
			n := 1000
			allocs := testing.AllocsPerRun(100, func() {
				n++ // a round, a count the memo has not seen
				tr.AppendT(buf[:0], loc, c.key, c.args(n)...)
			})
			if allocs > c.executed && !raceEnabled {
				t.Errorf("%s %s executed: %v allocations, want at most %v", loc, c.key, allocs, c.executed)
			}
			if got, want := string(tr.AppendT(buf[:0], loc, c.key, args...)), tr.T(loc, c.key, argMap(nil, args)); got != want {
				t.Errorf("%s %s: %q, T gives %q", loc, c.key, got, want)
			}
		}
	}
}

// TestI18nAppendOnMissingMessages checks the appends against T where go-i18n reports
// errors the embedded files never cause: a form missing with no "other"
// (T then gives the key), an English gap filled from Russian.
func TestI18nAppendOnMissingMessages(t *testing.T) {
	ru := &i18n.MessageFile{Tag: language.Russian, Messages: []*i18n.Message{
		{ID: "one_only", One: "{{.Count}} ход {{.Name}}"},
		{ID: "ru_only", Other: "только {{.Name}}"},
		{ID: "both", Other: "оба {{.Name}}"},
	}}
	en := &i18n.MessageFile{Tag: language.English, Messages: []*i18n.Message{
		{ID: "both", Other: "both {{.Name}}"},
	}}
	viaAppend, viaT := newTestI18n(t, ru, en), newTestI18n(t, ru, en)
	keyReturned := false
	for _, loc := range []string{LocaleRU, LocaleEN} {
		for _, key := range []string{"one_only", "ru_only", "both", "absent"} {
			for _, n := range []int{1, 5, 21} {
				list := []Arg{IntArg("Count", n), StrArg("Name", "Борис")}
				want := viaT.T(loc, key, argMap(nil, list))
				if got := string(viaAppend.AppendT([]byte("» "), loc, key, list...)); got != "» "+want {
					t.Errorf("%s %s %d: %q, T gives %q", loc, key, n, got, want)
				}
				keyReturned = keyReturned || want == key && key != "absent"
			}
		}
	}
	got, want := viaAppend.Missing(), viaT.Missing()
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("missing differs:\n append %v\n T      %v", got, want)
	}
	if !keyReturned {
		t.Error("no case made T return the key for a message with no form to render")
	}
}
