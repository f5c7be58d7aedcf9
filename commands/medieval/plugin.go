// Package medieval holds the medieval rule system's commands above its pure rules
// (fray/rules/medieval): its slash commands and handlers, embeds, catalogues,
// flavour and help. It registers with the core through commands.Plugin.
package medieval

import (
	"fray/commands"
	"fray/rules"
	"fray/rules/medieval"
)

// Plugin is the medieval system's commands. Register binds it to one App.
type Plugin struct{ *commands.App }

// New returns the medieval plug-in, not yet registered.
func New() *Plugin { return &Plugin{} }

// System is the rules the plug-in plays.
func (a *Plugin) System() rules.System { return medieval.New() }
