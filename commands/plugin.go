package commands

import (
	"github.com/bwmarrin/discordgo"

	"fray/commands/flavour"
	"fray/rules"
	"fray/rules/encounter"
	"fray/storage"
)

// Plugin is one rule system's commands above its pure rules: a package of
// its own (commands/medieval, …) that the core knows only through this
// interface and the optional ones below. bot.Plugins is the one list that
// names them.
type Plugin interface {
	// System is the rules the plug-in plays.
	System() rules.System
	// Register adds the system's commands, components and autocomplete to
	// a (SystemCommand, SystemAuto, Component, Auto, WrapCommand). It is
	// called once, when the App is built.
	Register(a *App)
}

// What a plug-in may add besides its commands: each an interface of its
// own, implemented only by the systems that have the feature, as yagpdb's
// plugins implement the hooks they need.

// ActionTaker takes the system's combat actions (move, aim, dodge…) from
// the tracker's buttons, for the combatant whose turn it is.
type ActionTaker interface {
	TakeAction(m *Mut, c *rules.Combatant, key string) ([]rules.Event, error)
}

// Prompter rolls the system's owed rolls (a death save, a stun recovery)
// from the tracker's buttons.
type Prompter interface {
	RollPrompt(m *Mut, c *rules.Combatant, key string) ([]rules.Event, error)
}

// RequiredRoller names the owed rolls the rules require every round: one
// left unmade when the round ends is rolled by the bot.
type RequiredRoller interface {
	RequiredRolls() []string
}

// TrackerFielder adds the system's own lines to the tracker (klondike's
// vehicles, a tie's roll-off), from the channel's state.
type TrackerFielder interface {
	TrackerFields(locale string, ch *storage.Channel) []*discordgo.MessageEmbedField
}

// ListFielder adds lines to /combat list only, the listing the GM asks for
// (storyteller's rounds left), not to the tracker every click redraws.
type ListFielder interface {
	ListFields(locale string, ch *storage.Channel) []*discordgo.MessageEmbedField
}

// RecapNoter adds lines to the end-of-fight recap: what the end leaves
// waiting on a choice, and what becomes of wounds.
type RecapNoter interface {
	// ch is the channel as the fight's end left it: Carries(ch) tells
	// whether the wounds go on to the party or end with the fight.
	RecapLines(req *Request, ch *storage.Channel, e *encounter.Encounter) []string
}

// PartyNoter adds, under a party member's line in /char condition, what
// heals it next between fights (the hours to a storyteller's next level,
// the minutes to a klondike END point, a medieval day of rest) or what it
// waits for first (a dying character's stabilization); "" adds nothing.
// ch is the channel, for a system's own settings (medieval's rest rate).
type PartyNoter interface {
	PartyNote(req *Request, ch *storage.Channel, c *rules.Combatant) string
}

// PartySettler settles, as a fight ends, what of a fighter's state belongs
// to the fight's moment rather than to the character (this round's
// declarations, a grip, a daze, actions counted), before the party keeps
// it: the next fight or a rest starts from the character, not from the
// middle of the last round.
type PartySettler interface {
	SettleForParty(c *rules.Combatant)
}

// SettingKeeper names the keys of the channel's system data that hold
// settings rather than a step of the fight: an undo keeps them.
type SettingKeeper interface {
	SettingKeys() []string
}

// InitNamer names a joining fighter's initiative in its parts for the join
// reply («🎲 7 + РЕФ 8 + Чувство боя 2»); "" keeps the compact «🎲 7 + 10».
type InitNamer interface {
	InitParts(req *Request, c *rules.Combatant) string
}

// WeaponNamer shows a stored weapon notation in the reader's words.
type WeaponNamer interface {
	WeaponText(locale, spec string) string
}

// Cataloguer offers the system's tables (weapons, maneuvers, vehicles) in
// autocomplete; kind is "weapon", "maneuver", ….
type Cataloguer interface {
	Catalog(kind string) []Choice
}

// SheetFlagNamer gives the system's yes/no sheet flags their Russian names
// and further spellings (storyteller's «сверхъестественный»).
type SheetFlagNamer interface {
	SheetFlags() []SheetFlag
}

// RulesOnly plays a rules.System that has no commands of its own (a toy
// system in tests): the core's commands still serve its channels.
type RulesOnly struct{ Rules rules.System }

// System is the rules played.
func (p RulesOnly) System() rules.System { return p.Rules }

// Register adds nothing.
func (RulesOnly) Register(*App) {}

// installed is one plug-in as the App holds it: its rules and what it
// registered for itself.
type installed struct {
	id     string
	rules  rules.System
	plugin Plugin
	// stats maps every accepted spelling of a stat to its definition.
	stats map[string]rules.StatDef
	// routes are its handlers of the commands that differ by system.
	routes map[string]Handler
	// autos are its autocomplete tables by route (SystemAuto).
	autos map[string]AutoFunc
	// options are the options it registered, by shared command path.
	options map[string]map[string]bool
	// direct are the option names its handler of a path reads though no
	// definition lists them (AcceptDirect).
	direct map[string]map[string]bool
	// catalogWeapons holds every name of its catalogue's weapons
	// (commonWeaponName asks it inside mutations, so it is built once).
	catalogWeapons map[string]bool
}

func newInstalled(p Plugin) *installed {
	s := p.System()
	return &installed{
		id: s.ID(), rules: s, plugin: p, stats: statIndex(s),
		routes: map[string]Handler{}, autos: map[string]AutoFunc{},
		options: map[string]map[string]bool{}, direct: map[string]map[string]bool{},
	}
}

// system is the installed plug-in of the system id, or nil.
func (a *App) system(id string) *installed {
	for _, s := range a.systems {
		if s.id == id {
			return s
		}
	}
	return nil
}

// rulesOf is the rules of the system id.
func (a *App) rulesOf(id string) (rules.System, bool) {
	if s := a.system(id); s != nil {
		return s.rules, true
	}
	return nil, false
}

// pluginOf is the plug-in playing sys (nil for none).
func (a *App) pluginOf(sys rules.System) Plugin {
	if s := a.system(sys.ID()); s != nil {
		return s.plugin
	}
	return nil
}

// systemIDs lists the systems' ids in listing order.
func (a *App) systemIDs() []string {
	ids := make([]string, len(a.systems))
	for i, s := range a.systems {
		ids[i] = s.id
	}
	return ids
}

// Locker names the conditions that bind a fighter to the spot (a grapple,
// a hold): a flavour line then shows them neither stepping back nor
// thrown aside.
type Locker interface {
	Locks(conditionKey string) bool
}

// Flavourer is a plug-in with overacted lines of its own.
type Flavourer interface {
	Flavour() *flavour.Catalogue
}
