package klondike

import "strings"

// OptionValue is s as a hint writes it after an option's name, to be typed
// as shown: a value with a space comes out quoted (name:"Big Orc",
// имя:"Большой орк"), as the console and Discord need it, and one without
// as it is. A value that holds a double quote is put in single ones, and
// one that holds both in «…».
func OptionValue(s string) string {
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
