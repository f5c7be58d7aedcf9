package bot

import (
	"fray/commands"
	"fray/commands/klondike"
	"fray/commands/medieval"
	"fray/commands/storyteller"
	"fray/rules"
)

// Plugins is the one list that names the rule systems, in the order /system
// and /help list them. Each call returns fresh plug-ins: a plug-in is bound
// to the one App it is registered with.
func Plugins() []commands.Plugin {
	return []commands.Plugin{medieval.New(), storyteller.New(), klondike.New()}
}

// Systems is the rules of Plugins, in the same order.
func Systems() []rules.System {
	ps := Plugins()
	out := make([]rules.System, len(ps))
	for i, p := range ps {
		out[i] = p.System()
	}
	return out
}
