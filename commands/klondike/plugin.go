// Package klondike holds the klondike rule system's commands above its pure rules
// (fray/rules/klondike): its slash commands and handlers, embeds, catalogues,
// flavour and help. It registers with the core through commands.Plugin.
package klondike

import (
	"embed"
	"io/fs"

	"fray/commands"
	"fray/commands/flavour"
	"fray/rules"
	"fray/rules/klondike"
)

// Plugin is the klondike system's commands. Register binds it to one App.
type Plugin struct{ *commands.App }

// New returns the klondike plug-in, not yet registered.
func New() *Plugin { return &Plugin{} }

// messageFiles are the system's message strings, *.<lang>.toml.
//
//go:embed locales/*.toml
var messageFiles embed.FS

// Messages are the system's message files (commands.Messager).
func (a *Plugin) Messages() fs.FS { return messageFiles }

// System is the rules the plug-in plays.
func (a *Plugin) System() rules.System { return klondike.New() }

// What the klondike system adds to the core's tracker, recap and sheets
// (the core's optional plug-in interfaces): the tracker lists the
// channel's vehicles (TrackerFields), the recap what the end leaves
// waiting on a choice (RecapLines), /char condition what heals a party
// member next (PartyNote).
var (
	_ commands.ActionTaker    = (*Plugin)(nil)
	_ commands.Prompter       = (*Plugin)(nil)
	_ commands.RecapNoter     = (*Plugin)(nil)
	_ commands.PartyNoter     = (*Plugin)(nil)
	_ commands.Cataloguer     = (*Plugin)(nil)
	_ commands.WeaponNamer    = (*Plugin)(nil)
	_ commands.TrackerFielder = (*Plugin)(nil)
	_ commands.SettingKeeper  = (*Plugin)(nil)
)

// SettingKeys: the GM's instant-death rule is a setting, which an undo
// keeps.
func (a *Plugin) SettingKeys() []string { return []string{klExtraInstantDeath} }

// Catalog offers the klondike tables (weapons, maneuvers, vehicles) in
// autocomplete.
func (a *Plugin) Catalog(kind string) []commands.Choice { return klCatalog(kind) }

// WeaponText shows a stored weapon notation in the reader's words.
func (a *Plugin) WeaponText(locale, spec string) string { return klWeaponNotation(locale, spec) }

// flavourLines are the system's overacted lines, its events in display
// order.
var flavourLines = &flavour.Catalogue{
	Events:  []flavour.Event{flavour.Hit, flavour.Graze, flavour.Miss, flavour.Critical, flavour.Fumble, flavour.ArmorStops, flavour.Knockdown, flavour.Shock, flavour.Unconscious, flavour.Dying, flavour.Dead, flavour.Stabilized, flavour.Revived, flavour.ChaseEscape, flavour.VehicleWrecked},
	Lines:   map[string]map[flavour.Event][]string{flavour.RU: klondikeRU, flavour.EN: klondikeEN},
	Aliases: map[flavour.Event]flavour.Event{flavour.Stunned: flavour.Shock},
}

// Flavour is the system's catalogue of overacted lines (commands.Flavourer).
func (a *Plugin) Flavour() *flavour.Catalogue { return flavourLines }

// Locks: a grappling fighter is bound to the spot.
func (a *Plugin) Locks(key string) bool { return key == klondike.CondGrappling }
