package rules

import "strings"

// OptionValue is a value as a hint writes it after an option's name, for
// the reader to type as shown (`/stabilize target:"Big Orc"`, `имя:"Большой
// орк"`): a value with a space comes out quoted, as the console's and
// Discord's parsers need, one without as it is. A value that holds a double
// quote is put in single ones, and one that holds both in «…», which the
// console also accepts. Surrounding spaces are dropped.
func OptionValue(s string) string {
	s = strings.TrimSpace(s)
	if !strings.ContainsAny(s, " \t") {
		return s
	}
	switch {
	case !strings.Contains(s, `"`):
		return `"` + s + `"`
	case !strings.Contains(s, "'"):
		return "'" + s + "'"
	}
	return "«" + s + "»"
}
