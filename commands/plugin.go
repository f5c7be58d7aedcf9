package commands

import "fray/rules"

// Plugin is one rule system's commands above its pure rules: a package of
// its own (commands/medieval, …) that the core knows only through this
// interface and the optional ones below. bot.Plugins is the one list that
// names them.
type Plugin interface {
	// System is the rules the plug-in plays.
	System() rules.System
	// Register adds the system's commands, components and autocomplete to
	// a (SystemCommand, SystemAuto, Component, Auto). It is called once,
	// when the App is built.
	Register(a *App)
}

// RulesOnly plays a rules.System that has no commands of its own (a toy
// system in tests): the core's commands still serve its channels.
type RulesOnly struct{ Rules rules.System }

// System is the rules played.
func (p RulesOnly) System() rules.System { return p.Rules }

// Register adds nothing.
func (RulesOnly) Register(*App) {}
