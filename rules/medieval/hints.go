package medieval

import "strings"

// OptionValue is a name as it is typed as a slash-command option value in a
// hint the reader may copy (`/stabilize target:"Big Orc"`): quoted when it
// holds a space, as Discord's and the console's parsers need, bare otherwise.
// A name holding a double quote is wrapped in «…», which both accept.
func OptionValue(name string) string {
	name = strings.TrimSpace(name)
	if !strings.ContainsAny(name, " \t") {
		return name
	}
	if strings.Contains(name, `"`) {
		return "«" + name + "»"
	}
	return `"` + name + `"`
}

// hintArgs are a refusal's arguments naming the combatant twice: as text
// (Name) and as the option value its hint shows (Opt).
func hintArgs(name string) map[string]any {
	return map[string]any{"Name": name, "Opt": OptionValue(name)}
}
