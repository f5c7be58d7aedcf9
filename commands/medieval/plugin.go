// Package medieval holds the medieval rule system's commands above its pure rules
// (fray/rules/medieval): its slash commands and handlers, embeds, catalogues,
// flavour and help. It registers with the core through commands.Plugin.
package medieval

import (
	"embed"
	"io/fs"

	"fray/commands"
	"fray/commands/flavour"
	"fray/rules"
	"fray/rules/medieval"
)

// Plugin is the medieval system's commands. Register binds it to one App.
type Plugin struct{ *commands.App }

// New returns the medieval plug-in, not yet registered.
func New() *Plugin { return &Plugin{} }

// messageFiles are the system's message strings, *.<lang>.toml.
//
//go:embed locales/*.toml
var messageFiles embed.FS

// Messages are the system's message files (commands.Messager).
func (a *Plugin) Messages() fs.FS { return messageFiles }

// System is the rules the plug-in plays.
func (a *Plugin) System() rules.System { return medieval.New() }

// What the medieval system adds to the core's tracker, recap and sheets
// (the core's optional plug-in interfaces). The recap says what the fight's
// end does to wounds and worn armour (RecapLines); the join reply names the
// initiative's parts, REF after armour and wounds and Combat Sense («+1 к
// броскам Инициативы» per level) (InitParts); the tracker shows a tie the
// d10 roll-off settled, with its dice (TrackerFields); /char condition says
// under each party member what heals it next (PartyNote).
var (
	_ commands.ActionTaker    = (*Plugin)(nil)
	_ commands.Prompter       = (*Plugin)(nil)
	_ commands.RequiredRoller = (*Plugin)(nil)
	_ commands.RecapNoter     = (*Plugin)(nil)
	_ commands.InitNamer      = (*Plugin)(nil)
	_ commands.Cataloguer     = (*Plugin)(nil)
	_ commands.WeaponNamer    = (*Plugin)(nil)
	_ commands.TrackerFielder = (*Plugin)(nil)
	_ commands.PartyNoter     = (*Plugin)(nil)
)

// RequiredRolls: the seed asks a death save every round at Mortal N, until
// stabilized; one left unclicked is rolled when the round ends.
func (a *Plugin) RequiredRolls() []string { return []string{medieval.PromptDeathSave} }

// Catalog offers the medieval tables (weapons, actions) in autocomplete.
func (a *Plugin) Catalog(kind string) []commands.Choice { return medCatalog(kind) }

// flavourLines are the system's overacted lines, its events in display
// order.
var flavourLines = &flavour.Catalogue{
	Events: []flavour.Event{flavour.Hit, flavour.Graze, flavour.Miss, flavour.Critical, flavour.Fumble, flavour.ArmorStops, flavour.CoverStops, flavour.ParryStops, flavour.Knockdown, flavour.Stunned, flavour.LimbLost, flavour.Unconscious, flavour.Dying, flavour.Dead, flavour.Stabilized, flavour.Revived},
	Lines:  map[string]map[flavour.Event][]string{flavour.RU: medievalRU, flavour.EN: medievalEN},
}

// Flavour is the system's catalogue of overacted lines (commands.Flavourer).
func (a *Plugin) Flavour() *flavour.Catalogue { return flavourLines }
