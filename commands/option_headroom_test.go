package commands_test

import (
	"context"
	"testing"

	"github.com/bwmarrin/discordgo"

	"fray/bot"
	"fray/bot/consoletest"
	"fray/commands"
	"fray/rules/dice"
)

// morePool is storyteller with two options more on /attack, as a rule
// that adds its own dice would register them.
type morePool struct{ commands.Plugin }

func (p morePool) Register(a *commands.App) {
	p.Plugin.Register(a)
	opts := []*discordgo.ApplicationCommandOption{
		commands.Integer(commands.L("extra_dice", "доп_кубики", "Extra damage dice", "Дополнительные кубики урона"), false),
		commands.Boolean(commands.L("extra_sure", "доп_верно", "Extra dice count as successes", "Доп. кубики считаются успехами")),
	}
	a.SystemCommand("storyteller", commands.L("attack", "атака", "Attack", "Атаковать"), nil, "attack", opts,
		func(ctx context.Context, req *commands.Request) (*commands.Response, error) { return nil, nil })
}

// Every command keeps two options under Discord's 25, and a system that
// adds options to a shared command does not push it over: the least
// shared ones move into extra:, where they can still be typed.
func TestAttackKeepsOptionHeadroom(t *testing.T) {
	plugins := bot.Plugins()
	for k, p := range plugins {
		if p.System().ID() == "storyteller" {
			plugins[k] = morePool{p}
		}
	}
	for _, tc := range []struct {
		what    string
		plugins []commands.Plugin
	}{{"as built", bot.Plugins()}, {"with two options more", plugins}} {
		app, _ := consoletest.OpenTestApp(t, t.TempDir()+"/fray.db", tc.plugins, dice.NewSeeded(1, 2))
		for _, d := range app.Definitions() {
			if d.Name != "attack" {
				continue
			}
			if n := len(d.Options); n > commands.OptionBudget {
				t.Errorf("%s: /attack has %d options; at most %d", tc.what, n, commands.OptionBudget)
			}
			if tc.what != "as built" && !app.TakesOption("attack", "extra_dice") {
				t.Errorf("%s: the added option cannot be typed", tc.what)
			}
		}
	}
}
