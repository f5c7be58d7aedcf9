package medieval

import "fray/rules"

// hintArgs are a refusal's arguments naming the combatant twice: as text
// (Name) and as the option value its hint shows (Opt).
func hintArgs(name string) map[string]any {
	return map[string]any{"Name": name, "Opt": rules.OptionValue(name)}
}
