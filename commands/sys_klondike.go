package commands

// registerKlondike wires the klondike system's commands (/attack, /damage, …) through
// systemCommand, its tracker prompts and its autocomplete tables.
func (a *App) registerKlondike() {}
