package commands

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/bwmarrin/discordgo"

	"fray/commands/flavour"
	"fray/rules"
	"fray/rules/dice"
	"fray/storage"
)

// Handler answers one request.
type Handler func(ctx context.Context, req *Request) (*Response, error)

// Deps are what the commands need from outside.
type Deps struct {
	Store *storage.Store
	Dice  dice.Source
	I18n  *I18n
	// Plugins are the rule systems, in listing order (bot.Plugins).
	Plugins []Plugin
	Now     func() time.Time
}

// App routes requests to handlers by path ("combat/start"), by custom_id
// prefix ("trk:next") and, for autocomplete, by command path plus the focused
// option ("attack/target").
type App struct {
	store *storage.Store
	dice  dice.Source
	i18n  *I18n
	now   func() time.Time
	// systems are the plug-ins, in listing order, each with what it
	// registered (a.system looks one up by the channel's system id).
	systems []*installed

	commands     map[string]Handler
	components   map[string]Handler
	autocomplete map[string]Handler
	defs         []*discordgo.ApplicationCommand
	// mustRoll lists the prompt keys the rules require each round
	// (RequiredRoller); one left unmade is rolled automatically when the
	// round ends.
	mustRoll map[string]bool
	// settingKeys are the keys of the channel's system data that hold
	// settings, not a step of the fight (SettingKeeper): they are written
	// with m.NoUndo, and an undo keeps them as they are (keepSettings).
	settingKeys []string
	// extraKeys lists, per command, the options moved into extra: (English
	// and Russian names → option name).
	extraKeys map[string]map[string]string
	// movedKeys lists, per shared command whose systems each expand their
	// own extra: (bySystem), every system's moved options by accepted name.
	movedKeys map[string]map[string]string
	// optUse counts how many systems use each option of a shared command.
	optUse optionUse
	// flavour keeps the flavour lines' templates parsed once used.
	flavour flavour.Templates
}

// New builds the app and registers every command.
func New(d Deps) (*App, error) {
	if d.Store == nil || d.Dice == nil || d.I18n == nil {
		return nil, errors.New("commands: store, dice and i18n are required")
	}
	if d.Now == nil {
		d.Now = time.Now
	}
	a := &App{
		store: d.Store, dice: d.Dice, i18n: d.I18n, now: d.Now,
		commands:     map[string]Handler{},
		components:   map[string]Handler{},
		autocomplete: map[string]Handler{},
		mustRoll:     map[string]bool{},
		optUse:       optionUse{},
	}
	for _, p := range d.Plugins {
		if a.system(p.System().ID()) != nil {
			return nil, fmt.Errorf("commands: system %s given twice", p.System().ID())
		}
		a.systems = append(a.systems, newInstalled(p))
	}
	a.registerAll()
	for _, s := range a.systems {
		s.catalogWeapons = catalogWeaponNames(s.plugin)
		if k, ok := s.plugin.(SettingKeeper); ok {
			a.settingKeys = append(a.settingKeys, k.SettingKeys()...)
		}
		if r, ok := s.plugin.(RequiredRoller); ok {
			for _, key := range r.RequiredRolls() {
				a.mustRoll[key] = true
			}
		}
	}
	return a, nil
}

// Definitions returns the application commands, for registration and the console.
func (a *App) Definitions() []*discordgo.ApplicationCommand { return a.defs }

// Routes lists every command route, component prefix and autocomplete route (for tests).
func (a *App) Routes() (cmds, comps, autos []string) {
	for k := range a.commands {
		cmds = append(cmds, k)
	}
	for k := range a.components {
		comps = append(comps, k)
	}
	for k := range a.autocomplete {
		autos = append(autos, k)
	}
	sort.Strings(cmds)
	sort.Strings(comps)
	sort.Strings(autos)
	return
}

// I18n exposes the translator (transports render their own errors with it).
func (a *App) I18n() *I18n { return a.i18n }

// Store exposes the store (transports close it and back it up).
func (a *App) Store() *storage.Store { return a.store }

// Handle answers a request. It always returns a response to send; err is an
// internal failure to log (the user already got "nothing was changed").
func (a *App) Handle(ctx context.Context, req *Request) (resp *Response, err error) {
	defer func() { fitResponse(resp) }()
	req.Locale = NormalizeLocale(req.Locale)
	if req.Options == nil {
		req.Options = map[string]Option{}
	}
	if err := expandExtra(req, a.extraKeys[req.Route()]); err != nil {
		var ue *rules.UserError
		if errors.As(err, &ue) {
			return a.userError(req, ue), nil
		}
	}
	if ue := checkFreeText(req); ue != nil {
		return a.userError(req, ue), nil
	}
	var h Handler
	switch req.Kind {
	case KindCommand:
		h = a.commands[req.Route()]
	case KindComponent:
		h = a.components[componentRoute(req.CustomID)]
	case KindAutocomplete:
		h = a.autocomplete[req.Route()+"/"+req.Focused]
		if h == nil {
			h = a.autocomplete["*/"+req.Focused]
		}
		if h == nil {
			return autocompleteResponse(nil), nil
		}
	}
	if h == nil && req.Kind == KindCommand {
		// A group typed without its subcommand ("/char weapon"): name
		// the commands to type, in the user's language.
		var subs []string
		for path := range a.commands {
			if strings.HasPrefix(path, req.Route()+"/") {
				subs = append(subs, "`"+a.commandLabel(req.Locale, strings.Split(path, "/"))+"`")
			}
		}
		if len(subs) > 0 {
			slices.Sort(subs)
			return a.userError(req, &rules.UserError{Note: rules.Note{Key: "err.pick_subcommand", Args: map[string]any{"Commands": strings.Join(subs, ", ")}}}), nil
		}
	}
	if h == nil {
		return a.userError(req, &rules.UserError{Note: rules.Note{Key: "err.unknown_command", Args: map[string]any{"Name": req.Route() + req.CustomID}}}), nil
	}
	resp, err = h(ctx, req)
	if err == nil && resp != nil && resp.Data != nil && len(resp.Data.Embeds) > 0 {
		if f := a.overriddenField(req); f != nil {
			resp.Data.Embeds[0].Fields = append(resp.Data.Embeds[0].Fields, f)
		}
	}
	if err != nil {
		var ue *rules.UserError
		if errors.As(err, &ue) {
			return a.userError(req, ue), nil
		}
		var se *dice.ScriptError
		if errors.As(err, &se) {
			// Count (the faces used) picks "after 1 face" / "after 2 faces".
			key, args := "err.dice_exhausted", map[string]any{"Sides": se.Sides, "Used": se.Used, "Count": se.Used}
			if errors.Is(err, dice.ErrFaceTooLarge) {
				key, args = "err.dice_face", map[string]any{"Sides": se.Sides, "Face": se.Face, "Number": se.Used + 1}
			}
			return a.errorResponse(req, a.T(req, key, args)), err
		}
		return a.InternalError(req.Locale), err
	}
	if resp == nil {
		return a.InternalError(req.Locale), errors.New("handler returned no response")
	}
	return resp, nil
}

// componentRoute is the custom_id's first two segments: "trk:next:12" → "trk:next".
func componentRoute(id string) string {
	parts := strings.SplitN(id, ":", 3)
	if len(parts) < 2 {
		return id
	}
	return parts[0] + ":" + parts[1]
}

// InternalError is the reply for anything that broke: nothing was changed.
func (a *App) InternalError(locale string) *Response {
	return Ephemeral(&discordgo.MessageEmbed{
		Color:       colorError,
		Description: "⚠️ " + a.i18n.T(locale, "err.internal", nil),
	})
}

func (a *App) userError(req *Request, ue *rules.UserError) *Response {
	n := ue.Note
	n.Args = shortArgs(n.Args)
	if v, ok := n.Args["Value"].(int); ok {
		if typed, ok := req.clampedText(v); ok {
			args := maps.Clone(n.Args)
			args["Value"] = typed
			n.Args = args
		}
	}
	// Name options as the user's client shows them ("количество", not "count").
	if opt, ok := n.Args["Option"].(string); ok && req.Locale == LocaleRU {
		args := make(map[string]any, len(n.Args))
		for k, v := range n.Args {
			args[k] = v
		}
		args["Option"] = a.optionLabel(req.Path, opt)
		n.Args = args
	}
	return a.errorResponse(req, a.i18n.Note(req.Locale, n))
}

// commandLabel is the command at path as the user types it: "/combat
// specialty", or in Russian "/бой специализация".
func (a *App) commandLabel(locale string, path []string) string {
	var words []string
	var opts []*discordgo.ApplicationCommandOption
	for _, d := range a.defs {
		if len(path) > 0 && d.Name == path[0] {
			var ru map[discordgo.Locale]string
			if d.NameLocalizations != nil {
				ru = *d.NameLocalizations
			}
			words = append(words, localName(locale, d.Name, ru))
			opts = d.Options
		}
	}
	for _, p := range path[min(1, len(path)):] {
		next := opts
		for _, o := range opts {
			if o.Name == p {
				words = append(words, localName(locale, o.Name, o.NameLocalizations))
				next = o.Options
			}
		}
		opts = next
	}
	if len(words) == 0 {
		return "/" + strings.Join(path, " ")
	}
	return "/" + strings.Join(words, " ")
}

func localName(locale, name string, ru map[discordgo.Locale]string) string {
	if locale == LocaleRU && ru[discordgo.Russian] != "" {
		return ru[discordgo.Russian]
	}
	return name
}

// optionLabel is an option's Russian name within the command at path.
func (a *App) optionLabel(path []string, name string) string {
	if len(path) == 0 {
		return name
	}
	var find func(opts []*discordgo.ApplicationCommandOption) string
	find = func(opts []*discordgo.ApplicationCommandOption) string {
		for _, o := range opts {
			if o.Name == name && o.Type != discordgo.ApplicationCommandOptionSubCommand && o.Type != discordgo.ApplicationCommandOptionSubCommandGroup {
				if ru := o.NameLocalizations[discordgo.Russian]; ru != "" {
					return ru
				}
			}
			if r := find(o.Options); r != "" {
				return r
			}
		}
		return ""
	}
	for _, d := range a.defs {
		if d.Name != path[0] {
			continue
		}
		// Prefer the subcommand's own options, then anywhere in the command.
		opts := d.Options
		for _, p := range path[1:] {
			for _, o := range opts {
				if o.Name == p {
					opts = o.Options
					break
				}
			}
		}
		if r := find(opts); r != "" {
			return r
		}
		if r := find(d.Options); r != "" {
			return r
		}
	}
	return name
}

func (a *App) errorResponse(req *Request, msg string) *Response {
	if req.Kind == KindAutocomplete {
		return autocompleteResponse(nil)
	}
	return Ephemeral(&discordgo.MessageEmbed{Color: colorError, Description: "❌ " + msg})
}

// T renders a key in the request's locale.
func (a *App) T(req *Request, key string, args map[string]any) string {
	return a.i18n.T(req.Locale, key, args)
}

func (a *App) cmd(path string, h Handler) {
	if _, dup := a.commands[path]; dup {
		panic(fmt.Sprintf("commands: route %s registered twice", path))
	}
	a.commands[path] = h
}

// WrapCommand puts wrap around the handler of path: a system that adds an
// option to a core command (medieval's team initiative on /combat init)
// answers that option and passes the rest on. The wrapper runs in every
// channel, so it checks the channel's system itself.
func (a *App) WrapCommand(path string, wrap func(next Handler) Handler) {
	a.commands[path] = wrap(a.commands[path])
}

func (a *App) Component(prefix string, h Handler) { a.components[prefix] = h }

func (a *App) Auto(route string, h Handler) { a.autocomplete[route] = h }

func Ephemeral(embeds ...*discordgo.MessageEmbed) *Response {
	return &Response{
		Type: discordgo.InteractionResponseChannelMessageWithSource,
		Data: &discordgo.InteractionResponseData{Embeds: embeds, Flags: discordgo.MessageFlagsEphemeral},
	}
}

func Message(embeds ...*discordgo.MessageEmbed) *Response {
	return &Response{
		Type: discordgo.InteractionResponseChannelMessageWithSource,
		Data: &discordgo.InteractionResponseData{Embeds: embeds},
	}
}

func autocompleteResponse(choices []*discordgo.ApplicationCommandOptionChoice) *Response {
	if choices == nil {
		choices = []*discordgo.ApplicationCommandOptionChoice{}
	}
	return &Response{
		Type: discordgo.InteractionApplicationCommandAutocompleteResult,
		Data: &discordgo.InteractionResponseData{Choices: choices},
	}
}

// Embed colours by outcome.
const (
	ColorNeutral  = 0x5865F2
	ColorHit      = 0x2ECC71
	ColorMiss     = 0x95A5A6
	colorCritical = 0xF1C40F
	colorBotch    = 0xE67E22
	colorDeath    = 0x2C2F33
	colorError    = 0xE74C3C
)
