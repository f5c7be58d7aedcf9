package commands_test

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"

	"fray/bot/consoletest"
	"fray/commands"
)

// Every registered command has a handler and every handler a definition.
func TestEveryCommandHasAHandler(t *testing.T) {
	h := consoletest.NewHarness(t, "", "en")
	cmds, _, _ := h.App.Routes()
	var defined []string
	var walk func(prefix string, opts []*discordgo.ApplicationCommandOption) bool
	walk = func(prefix string, opts []*discordgo.ApplicationCommandOption) bool {
		leaf := true
		for _, o := range opts {
			if o.Type == discordgo.ApplicationCommandOptionSubCommand || o.Type == discordgo.ApplicationCommandOptionSubCommandGroup {
				leaf = false
				if walk(prefix+"/"+o.Name, o.Options) {
					defined = append(defined, prefix+"/"+o.Name)
				}
			}
		}
		return leaf
	}
	for _, d := range h.App.Definitions() {
		if walk(d.Name, d.Options) {
			defined = append(defined, d.Name)
		}
	}
	sort.Strings(defined)
	if strings.Join(defined, " ") != strings.Join(cmds, " ") {
		t.Fatalf("definitions %v\nhandlers    %v", defined, cmds)
	}
}

var nameRE = regexp.MustCompile(`^[-_\p{Ll}\p{N}]{1,32}$`)

// Definitions respect Discord's limits and carry Russian localisations:
// those of the real systems, whose shared commands (/attack) merge their
// options.
func TestDefinitionsAreValidForDiscord(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "en")
	var check func(path string, name string, ru map[discordgo.Locale]string, desc string, opts []*discordgo.ApplicationCommandOption)
	check = func(path, name string, ru map[discordgo.Locale]string, desc string, opts []*discordgo.ApplicationCommandOption) {
		if !nameRE.MatchString(name) {
			t.Errorf("%s: bad name %q", path, name)
		}
		if r := ru[discordgo.Russian]; !nameRE.MatchString(r) {
			t.Errorf("%s: bad Russian name %q", path, r)
		}
		if n := len([]rune(desc)); n == 0 || n > 100 {
			t.Errorf("%s: description length %d", path, n)
		}
		// Discord allows 25 and refuses every command for one past it: a
		// command must leave headroom, so reaching the limit fails here.
		if len(opts) > commands.OptionBudget {
			t.Errorf("%s: %d options; at most %d (Discord's %d less headroom)", path, len(opts), commands.OptionBudget, commands.MaxOptions)
		}
		seenOptional := false
		for _, o := range opts {
			if o.Required && seenOptional {
				t.Errorf("%s: required option %s after an optional one", path, o.Name)
			}
			if !o.Required {
				seenOptional = true
			}
			check(path+"/"+o.Name, o.Name, o.NameLocalizations, o.Description, o.Options)
		}
	}
	for _, d := range h.App.Definitions() {
		check(d.Name, d.Name, *d.NameLocalizations, d.Description, d.Options)
		// Discord counts names, descriptions and choice values, the longest
		// localisation of each, and refuses a command past 8,000 characters.
		if n := commandSize(d); n > 8000 {
			t.Errorf("/%s is %d characters long; Discord allows 8,000", d.Name, n)
		}
	}
	if n := len(h.App.Definitions()); n > 100 {
		t.Errorf("%d commands; Discord allows 100", n)
	}
}

func longest(def string, loc map[discordgo.Locale]string) int {
	n := len([]rune(def))
	for _, v := range loc {
		if m := len([]rune(v)); m > n {
			n = m
		}
	}
	return n
}

func commandSize(d *discordgo.ApplicationCommand) int {
	var nameLoc, descLoc map[discordgo.Locale]string
	if d.NameLocalizations != nil {
		nameLoc = *d.NameLocalizations
	}
	if d.DescriptionLocalizations != nil {
		descLoc = *d.DescriptionLocalizations
	}
	n := longest(d.Name, nameLoc) + longest(d.Description, descLoc)
	var walk func(opts []*discordgo.ApplicationCommandOption)
	walk = func(opts []*discordgo.ApplicationCommandOption) {
		for _, o := range opts {
			n += longest(o.Name, o.NameLocalizations) + longest(o.Description, o.DescriptionLocalizations)
			for _, c := range o.Choices {
				n += longest(c.Name, c.NameLocalizations) + len([]rune(fmt.Sprint(c.Value)))
			}
			walk(o.Options)
		}
	}
	walk(d.Options)
	return n
}
