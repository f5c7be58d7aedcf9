package commands

// registerAll wires every command, component and autocomplete route. Each
// register* adds its definitions to a.defs and its handlers to the routes; a
// test checks that every definition has a handler and every handler a definition.
func (a *App) registerAll() {
	a.registerRoll()
	a.registerSystem()
	a.registerHelp()
	a.registerChar()
	a.registerCombat()
	a.registerFlavourOption()
	for _, s := range a.systems {
		s.plugin.Register(a)
	}
	a.fitOptions()
}
