// Package storyteller holds the storyteller rule system's commands above its pure rules
// (fray/rules/storyteller): its slash commands and handlers, embeds, catalogues,
// flavour and help. It registers with the core through commands.Plugin.
package storyteller

import (
	"fray/commands"
	"fray/rules"
	"fray/rules/storyteller"
)

// Plugin is the storyteller system's commands. Register binds it to one App.
type Plugin struct{ *commands.App }

// New returns the storyteller plug-in, not yet registered.
func New() *Plugin { return &Plugin{} }

// System is the rules the plug-in plays.
func (a *Plugin) System() rules.System { return storyteller.New() }
