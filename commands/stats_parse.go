package commands

import (
	"sort"
	"strconv"
	"strings"
	"unicode"

	"fray/rules"
)

// normKey folds a stat name for matching: lower case, ё→е, no spaces,
// underscores, hyphens or dots ("Combat Sense" = "combat_sense" = "combatsense").
func normKey(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		switch {
		case r == 'ё':
			b.WriteRune('е')
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(r)
		}
	}
	return b.String()
}

// statIndex maps every accepted spelling to its definition.
func statIndex(sys rules.System) map[string]rules.StatDef {
	idx := map[string]rules.StatDef{}
	for _, d := range sys.Stats() {
		for _, n := range append([]string{d.Key, d.En, d.Ru}, d.Aliases...) {
			if k := normKey(n); k != "" {
				if _, taken := idx[k]; !taken {
					idx[k] = d
				}
			}
		}
	}
	return idx
}

// parseStats reads "REF 8 BODY 10", "РЕФ 8 ТЕЛ 10", "Combat Sense 3",
// "REF=8, BODY:10". Names may be several words; each is followed by a whole
// number. An unknown name is a user error that names it and lists the keys.
func parseStats(sys rules.System, text string, locale string) (map[string]int, error) {
	return parseStatsWith(statIndex(sys), sys, text, locale)
}

// parseStats reads stats with the system's index built once at start-up
// (building it on every /combat add was a few percent of a busy server's CPU).
func (a *App) parseStats(sys rules.System, text string, locale string) (map[string]int, error) {
	var idx map[string]rules.StatDef
	if s := a.system(sys.ID()); s != nil {
		idx = s.stats
	}
	if idx == nil {
		idx = statIndex(sys)
	}
	return parseStatsWith(idx, sys, text, locale)
}

func parseStatsWith(idx map[string]rules.StatDef, sys rules.System, text string, locale string) (map[string]int, error) {
	fields := strings.FieldsFunc(text, func(r rune) bool {
		return unicode.IsSpace(r) || r == ',' || r == ';' || r == '=' || r == ':'
	})
	out := map[string]int{}
	var name []string
	for _, f := range fields {
		n, err := strconv.Atoi(f)
		if err != nil && isNumber(f) {
			// A number too large for an int is still a number: out of range.
			n, err = 1<<30, nil
			if f[0] == '-' {
				n = -(1 << 30)
			}
		}
		if err != nil {
			name = append(name, f)
			continue
		}
		if len(name) == 0 {
			return nil, rules.Errorf("char.err.number_without_key", map[string]any{"Value": f, "Example": StatsExample(sys, locale)})
		}
		def, ok := idx[normKey(strings.Join(name, " "))]
		if !ok {
			return nil, rules.Errorf("char.err.unknown_key", map[string]any{"Key": strings.Join(name, " "), "Valid": validKeys(sys, locale)})
		}
		if n < def.Min || (def.Max > 0 && n > def.Max) {
			return nil, rules.Errorf("err.out_of_range", map[string]any{"Option": statName(def, locale), "Min": def.Min, "Max": def.Max, "Value": f})
		}
		out[def.Key] = n
		name = nil
	}
	if len(name) > 0 {
		return nil, rules.Errorf("char.err.key_without_number", map[string]any{"Key": strings.Join(name, " "), "Example": StatsExample(sys, locale)})
	}
	return out, nil
}

func isNumber(f string) bool {
	if f != "" && (f[0] == '+' || f[0] == '-') {
		f = f[1:]
	}
	if f == "" {
		return false
	}
	for _, r := range f {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

func statName(d rules.StatDef, locale string) string {
	if locale == LocaleEN || d.Ru == "" {
		return d.En
	}
	return d.Ru
}

// StatsExample is a stats line in the system's own keys for a refusal to
// show: its first two characteristics a little above their defaults and its
// first skill at 2 ("РЕФ 7 ИНТ 7 Осведомлённость 2"); each system has its
// own keys, so one system's example would be refused in another.
func StatsExample(sys rules.System, locale string) string {
	var parts []string
	chars, skill := 0, false
	for _, d := range sys.Stats() {
		switch {
		case !d.Skill && chars < 2:
			v := d.Default + 2
			if d.Max > 0 {
				v = min(v, d.Max)
			}
			parts = append(parts, statName(d, locale)+" "+strconv.Itoa(max(v, d.Min)))
			chars++
		case d.Skill && !skill:
			parts = append(parts, statName(d, locale)+" "+strconv.Itoa(max(min(2, d.Max), d.Min)))
			skill = true
		}
	}
	return strings.Join(parts, " ")
}

// validKeys lists the keys in the locale, characteristics first.
func validKeys(sys rules.System, locale string) string {
	var chars, skills []string
	for _, d := range sys.Stats() {
		n := statName(d, locale)
		if d.Skill {
			skills = append(skills, n)
		} else {
			chars = append(chars, n)
		}
	}
	sort.Strings(skills)
	s := strings.Join(chars, ", ")
	if len(skills) > 0 {
		s += "; " + strings.Join(skills, ", ")
	}
	return s
}
