package commands

// Arg is one named value of a message, for AppendT: a caller that renders
// on every click passes its few values this way instead of building a
// map[string]any of its own (a map of one int is three allocations, 344
// bytes).
type Arg struct {
	Name  string
	Str   string
	Int   int
	IsInt bool // Int is the value, else Str
}

// IntArg is the value n named name: what map[string]any{name: n} gives T.
func IntArg(name string, n int) Arg { return Arg{Name: name, Int: n, IsInt: true} }

// StrArg is the value s named name: what map[string]any{name: s} gives T.
func StrArg(name, s string) Arg { return Arg{Name: name, Str: s} }
