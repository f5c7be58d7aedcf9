package commands

import (
	"context"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"fray/rules"
	"fray/storage"
)

// Several commands (/attack, /damage, /check, /heal…) exist in more than one
// system with different options. Discord knows one definition per name, so
// each system registers its options and handler for a path, the definitions
// are merged (options united by name, first description wins, required only
// where every system requires it), and the request is dispatched by the
// channel's system. A system without the path answers "not in this system".

// SystemCommand registers a system's handler for path ("attack", "vehicle/add")
// with its options. top describes the top-level command; sub, when path has
// two parts, the subcommand.
func (a *App) SystemCommand(sysID string, top Loc, sub *Loc, path string, opts []*discordgo.ApplicationCommandOption, h Handler) {
	owner := a.system(sysID)
	if owner == nil {
		panic("commands: SystemCommand for unknown system " + sysID)
	}
	if a.sysSeen(path) == 0 {
		a.cmd(path, a.dispatchSystem(path))
	}
	owner.routes[path] = h
	if owner.options[path] == nil {
		owner.options[path] = map[string]bool{}
	}
	for _, o := range opts {
		a.optUse.add(path, o.Name)
		owner.options[path][o.Name] = true
	}
	def := a.FindDef(top)
	target := &def.Options
	if sub != nil {
		var sc *discordgo.ApplicationCommandOption
		for _, o := range def.Options {
			if o.Name == sub.name {
				sc = o
			}
		}
		if sc == nil {
			sc = CommandOption(discordgo.ApplicationCommandOptionSubCommand, *sub, false)
			def.Options = append(def.Options, sc)
		}
		target = &sc.Options
	}
	mergeOptions(target, opts, a.sysSeen(path))
}

// sysSeen is how many systems have registered path so far.
func (a *App) sysSeen(path string) int {
	n := 0
	for _, s := range a.systems {
		if s.routes[path] != nil {
			n++
		}
	}
	return n
}

// FindDef returns the definition named top.name, creating it.
func (a *App) FindDef(top Loc) *discordgo.ApplicationCommand {
	for _, d := range a.defs {
		if d.Name == top.name {
			return d
		}
	}
	d := command(top)
	a.defs = append(a.defs, d)
	return d
}

// mergeOptions adds opts to *into; an option already there is kept (a
// required flag survives only if every system so far requires it).
func mergeOptions(into *[]*discordgo.ApplicationCommandOption, opts []*discordgo.ApplicationCommandOption, systemsSoFar int) {
	have := map[string]*discordgo.ApplicationCommandOption{}
	for _, o := range *into {
		have[o.Name] = o
	}
	given := map[string]bool{}
	for _, o := range opts {
		given[o.Name] = true
		if ex, ok := have[o.Name]; ok {
			if ex.Type != o.Type {
				widenOption(ex, o)
			}
			ex.Required = ex.Required && o.Required
			ex.Autocomplete = ex.Autocomplete || o.Autocomplete
			continue
		}
		cp := *o
		if systemsSoFar > 1 {
			cp.Required = false // earlier systems did not have it
		}
		*into = append(*into, &cp)
		have[o.Name] = &cp
	}
	for _, o := range *into {
		if !given[o.Name] {
			o.Required = false
		}
	}
	// Discord wants required options first.
	req, opt := []*discordgo.ApplicationCommandOption{}, []*discordgo.ApplicationCommandOption{}
	for _, o := range *into {
		if o.Required {
			req = append(req, o)
		} else {
			opt = append(opt, o)
		}
	}
	*into = append(req, opt...)
}

// widenOption makes ex, an option two systems type differently, a text
// option: Discord's commands are global, so one definition serves every
// channel, and a medieval yes/no `ap` would stop klondike's `ap:2` from
// being typed at all (and klondike's `cover:light` under medieval's number).
// The handlers read text as they read the console's (Request.Int and Bool
// parse it). The descriptions are joined where both fit in Discord's 100
// characters.
func widenOption(ex, o *discordgo.ApplicationCommandOption) {
	ex.Type = discordgo.ApplicationCommandOptionString
	ex.Choices, ex.MinValue, ex.MaxValue, ex.MinLength, ex.MaxLength = nil, nil, 0, nil, 0
	join := func(a, b string) string {
		if a == b || b == "" {
			return a
		}
		if j := a + " · " + b; utf8.RuneCountInString(j) <= 100 {
			return j
		}
		return a
	}
	ex.Description = join(ex.Description, o.Description)
	if ex.DescriptionLocalizations != nil && o.DescriptionLocalizations != nil {
		joined := map[discordgo.Locale]string{}
		for l, d := range ex.DescriptionLocalizations {
			joined[l] = join(d, o.DescriptionLocalizations[l])
		}
		ex.DescriptionLocalizations = joined
	}
}

func (a *App) dispatchSystem(path string) Handler {
	return func(ctx context.Context, req *Request) (*Response, error) {
		var id string
		err := a.store.View(ctx, func(tx *storage.Tx) error {
			sys, err := a.channelSystem(tx, req)
			if err != nil {
				return err
			}
			id = sys.ID()
			return nil
		})
		if err != nil {
			return nil, err
		}
		var h Handler
		if s := a.system(id); s != nil {
			h = s.routes[path]
		}
		if h == nil {
			// Name the command and the systems that have it: "В системе
			// «Клондайк» такой команды нет" left a newcomer guessing.
			var others []string
			for _, s := range a.systems {
				if s.routes[path] != nil {
					others = append(others, a.T(req, "system."+s.id+".name", nil))
				}
			}
			return nil, rules.Errorf("err.not_in_system_named", map[string]any{
				"System": a.T(req, "system."+id+".name", nil), "Command": a.commandLabel(req.Locale, req.Path),
				"Others": strings.Join(others, ", "), "Help": a.commandLabel(req.Locale, []string{"help"})})
		}
		return h(ctx, req)
	}
}

// checkDefinitions verifies Discord's limits on the merged definitions.
func checkDefinitions(defs []*discordgo.ApplicationCommand) error {
	var walk func(path string, opts []*discordgo.ApplicationCommandOption) error
	walk = func(path string, opts []*discordgo.ApplicationCommandOption) error {
		if len(opts) > MaxOptions {
			return fmt.Errorf("%s has %d options; Discord allows %d", path, len(opts), MaxOptions)
		}
		for _, o := range opts {
			if err := walk(path+"/"+o.Name, o.Options); err != nil {
				return err
			}
		}
		return nil
	}
	for _, d := range defs {
		if err := walk(d.Name, d.Options); err != nil {
			return err
		}
	}
	return nil
}
