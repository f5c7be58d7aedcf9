// Package klondike holds the klondike rule system's commands above its pure rules
// (fray/rules/klondike): its slash commands and handlers, embeds, catalogues,
// flavour and help. It registers with the core through commands.Plugin.
package klondike

import (
	"fray/commands"
	"fray/rules"
	"fray/rules/klondike"
)

// Plugin is the klondike system's commands. Register binds it to one App.
type Plugin struct{ *commands.App }

// New returns the klondike plug-in, not yet registered.
func New() *Plugin { return &Plugin{} }

// System is the rules the plug-in plays.
func (a *Plugin) System() rules.System { return klondike.New() }
