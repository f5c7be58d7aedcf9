// Package storyteller holds the storyteller rule system's commands above its pure rules
// (fray/rules/storyteller): its slash commands and handlers, embeds, catalogues,
// flavour and help. It registers with the core through commands.Plugin.
package storyteller

import (
	"embed"
	"io/fs"
	"strings"

	"fray/commands"
	"fray/commands/flavour"
	"fray/rules"
	"fray/rules/storyteller"
)

// Plugin is the storyteller system's commands. Register binds it to one App.
type Plugin struct{ *commands.App }

// New returns the storyteller plug-in, not yet registered.
func New() *Plugin { return &Plugin{} }

// messageFiles are the system's message strings, *.<lang>.toml.
//
//go:embed locales/*.toml
var messageFiles embed.FS

// Messages are the system's message files (commands.Messager).
func (a *Plugin) Messages() fs.FS { return messageFiles }

// System is the rules the plug-in plays.
func (a *Plugin) System() rules.System { return storyteller.New() }

// What the storyteller system adds to the core's tracker, recap and sheets
// (the core's optional plug-in interfaces).
var (
	_ commands.ActionTaker    = (*Plugin)(nil)
	_ commands.Prompter       = (*Plugin)(nil)
	_ commands.RecapNoter     = (*Plugin)(nil)
	_ commands.Cataloguer     = (*Plugin)(nil)
	_ commands.WeaponNamer    = (*Plugin)(nil)
	_ commands.TrackerFielder = (*Plugin)(nil)
	_ commands.ListFielder    = (*Plugin)(nil)
	_ commands.SettingKeeper  = (*Plugin)(nil)
	_ commands.SheetFlagNamer = (*Plugin)(nil)
	_ commands.PartyNoter     = (*Plugin)(nil)
)

// SettingKeys: the channel's specialty rule and its own maneuvers are
// settings, which an undo keeps.
func (a *Plugin) SettingKeys() []string { return []string{stSpecialtyKey, stManeuversKey} }

// Catalog offers the storyteller tables (weapons, maneuvers) in autocomplete.
func (a *Plugin) Catalog(kind string) []commands.Choice { return stCatalog(kind) }

// SheetFlags are the yes/no traits the storyteller rules read, in Russian
// too.
func (a *Plugin) SheetFlags() []commands.SheetFlag {
	return []commands.SheetFlag{
		{Key: storyteller.FlagSupernatural, Ru: "сверхъестественный", Aliases: []string{"сверхъестественное", "сверхъестественная"}},
		{Key: storyteller.FlagSoakAggravated, Ru: "поглощает_усиливающиеся", Aliases: []string{"поглощение_усиливающихся"}},
		{Key: storyteller.FlagAmbidextrous, Ru: "обоерукий", Aliases: []string{"обоерукая", "ambidexterous"}},
		{Key: storyteller.FlagShortTrack, Ru: "короткая_шкала", Aliases: []string{"shorttrack"}},
	}
}

// flavourLines are the system's overacted lines, its events in display
// order.
var flavourLines = &flavour.Catalogue{
	Events:  []flavour.Event{flavour.Hit, stBashingHit, flavour.Graze, flavour.Miss, flavour.Critical, flavour.Fumble, flavour.ArmorStops, flavour.Disarmed, flavour.Hold, flavour.Knockdown, flavour.Dizzied, flavour.Unconscious, flavour.Dying, flavour.Dead, flavour.Stabilized, flavour.Revived},
	Lines:   map[string]map[flavour.Event][]string{flavour.RU: storytellerRU, flavour.EN: storytellerEN},
	Aliases: map[flavour.Event]flavour.Event{flavour.Stunned: flavour.Dizzied},
}

// stBashingHit is a hit that dealt only bashing damage: its lines have no
// blood («Поверхностные повреждения: Любые повреждения, которые не нарушают
// целостность тела»). The storyteller's own event, next to the shared Hit.
const stBashingHit flavour.Event = "bashing_hit"

// stHitEvent is the flavour event of a hit: stBashingHit when every level
// it dealt was bashing, else ev unchanged.
func stHitEvent(ev string, types []storyteller.DamageType) string {
	if ev != string(flavour.Hit) || len(types) == 0 {
		return ev
	}
	for _, t := range types {
		if t != storyteller.Bashing {
			return ev
		}
	}
	return string(stBashingHit)
}

// Flavour is the system's catalogue of overacted lines (commands.Flavourer).
func (a *Plugin) Flavour() *flavour.Catalogue { return flavourLines }

// Locks: either side of a grapple or a hold («Х»: the two are locked
// together until one breaks free) is bound to the spot.
func (a *Plugin) Locks(key string) bool {
	return strings.HasPrefix(key, "storyteller.condition.grapple_") || strings.HasPrefix(key, "storyteller.condition.hold_")
}
