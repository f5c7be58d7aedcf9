package commands_test

import (
	"context"
	"fray/bot"
	"fray/commands"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"

	"fray/rules"
	"fray/rules/dice"
	"fray/storage"
)

// Shared fixture of the performance tests (size_test.go) and benchmarks: a
// real App on a real bbolt file with the three systems.

func perfSystems() []rules.System { return bot.Systems() }

func perfPlugins() []commands.Plugin { return bot.Plugins() }

func newPerfApp(tb testing.TB, opts storage.Options) *commands.App {
	tb.Helper()
	st, err := storage.Open(context.Background(), filepath.Join(tb.TempDir(), "perf.db"), opts)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { st.Close() })
	tr, err := commands.NewI18n(commands.MessagesOf(bot.Plugins())...)
	if err != nil {
		tb.Fatal(err)
	}
	a, err := commands.New(commands.Deps{Store: st, Dice: dice.NewSeeded(7, 11), I18n: tr, Plugins: perfPlugins()})
	if err != nil {
		tb.Fatal(err)
	}
	return a
}

// perfChannel is one channel's fight driven through App.Handle as the GM.
type perfChannel struct {
	a        *commands.App
	guild    string
	channel  string
	version  int
	messages int
}

func (p *perfChannel) req(kind commands.Kind, path string, opts map[string]any) *commands.Request {
	r := &commands.Request{
		Kind: kind, ID: "1", GuildID: p.guild, ChannelID: p.channel,
		UserID: "100", UserName: "GM", Locale: "ru",
		Perms:   discordgo.PermissionManageChannels,
		Options: map[string]commands.Option{},
	}
	if path != "" {
		r.Path = strings.Split(path, "/")
	}
	for k, v := range opts {
		r.Options[k] = commands.Option{Type: discordgo.ApplicationCommandOptionString, Value: v}
	}
	return r
}

// do runs a command; a refusal or an internal error fails the test.
func (p *perfChannel) do(tb testing.TB, path string, opts map[string]any) *commands.Response {
	tb.Helper()
	resp, err := p.a.Handle(context.Background(), p.req(commands.KindCommand, path, opts))
	p.check(tb, path, resp, err)
	return resp
}

// click presses a tracker button with the version last seen.
func (p *perfChannel) click(tb testing.TB, action string) *commands.Response {
	tb.Helper()
	r := p.req(commands.KindComponent, "", nil)
	r.CustomID = commands.TrkID("trk:"+action, p.version)
	r.MessageID = "tracker"
	resp, err := p.a.Handle(context.Background(), r)
	p.check(tb, r.CustomID, resp, err)
	return resp
}

func (p *perfChannel) check(tb testing.TB, what string, resp *commands.Response, err error) {
	tb.Helper()
	if err != nil {
		tb.Fatalf("%s: %v", what, err)
	}
	if resp.Ephemeral() && resp.Data != nil && len(resp.Data.Embeds) > 0 && resp.Data.Embeds[0].Color == commands.ColorError {
		tb.Fatalf("%s refused: %s", what, resp.Data.Embeds[0].Description)
	}
	for _, d := range append([]*InteractionData{resp.Data}, editData(resp)...) {
		if v, ok := perfTrackerVersion(d); ok {
			p.version = v
		}
	}
	if resp.Sent != nil {
		p.messages++
		resp.Sent(context.Background(), "msg"+strconv.Itoa(p.messages))
	}
}

// InteractionData abbreviates discordgo's response data type here.
type InteractionData = discordgo.InteractionResponseData

func editData(resp *commands.Response) []*InteractionData {
	var out []*InteractionData
	for _, e := range resp.Edits {
		out = append(out, e.Data)
	}
	return out
}

func perfTrackerVersion(d *InteractionData) (int, bool) {
	if d == nil {
		return 0, false
	}
	for _, row := range valueComponents(d.Components) {
		r, ok := row.(discordgo.ActionsRow)
		if !ok {
			continue
		}
		for _, c := range r.Components {
			if b, ok := c.(discordgo.Button); ok && strings.HasPrefix(b.CustomID, commands.TrkNext+":") {
				v, err := strconv.Atoi(strings.TrimPrefix(b.CustomID, commands.TrkNext+":"))
				return v, err == nil
			}
		}
	}
	return 0, false
}

// startFight sets the system, starts a fight and adds n NPCs.
func (p *perfChannel) startFight(tb testing.TB, system string, n int) {
	tb.Helper()
	p.do(tb, "system/set", map[string]any{"system": system})
	p.do(tb, "combat/start", nil)
	for n > 0 {
		k := min(n, 20)
		p.do(tb, "combat/add", map[string]any{"name": "Orc" + strconv.Itoa(n), "count": int64(k)})
		n -= k
	}
}
