// Package bot is Fray's only Discord-aware code: the transports (gateway, HTTP
// interactions endpoint, the local console), the router they share, command
// registration, permissions, panic recovery and deferral.
package bot

import (
	"context"
	"errors"
	"fmt"
	"runtime/debug"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/rs/zerolog"

	"fray/commands"
)

// Router turns a Discord interaction into a commands.Request, runs it and
// returns the response, the same for every transport. It never panics: a
// handler's panic becomes an ephemeral "something broke, nothing was changed".
type Router struct {
	app *commands.App
	log zerolog.Logger
	// Parent resolves a thread's parent channel (optional).
	Parent func(ctx context.Context, channelID string) string
	// Observe, when set, receives each interaction's outcome (metrics).
	Observe func(route, outcome string, d time.Duration)
	// pool runs the transports' handlers (Go).
	pool *handlerPool
}

// NewRouter wraps the app.
func NewRouter(app *commands.App, log zerolog.Logger) *Router {
	return &Router{app: app, log: log, pool: newHandlerPool(handlerPoolMax, handlerPoolIdle)}
}

// Go runs f, a transport's call of Handle, on one of the router's handler
// goroutines (handlerPool), without waiting for one.
func (r *Router) Go(f func()) { r.pool.run(f) }

// App returns the commands app.
func (r *Router) App() *commands.App { return r.app }

// ReplyKind is the reply the interaction's route gives when it succeeds,
// read from the request alone (commands.App.ReplyKind): what a deferral of
// it must promise.
func (r *Router) ReplyKind(i *discordgo.Interaction) commands.Reply {
	return r.app.ReplyKind(RequestFrom(i))
}

// ErrEmptyInteraction is returned for a zero-value interaction (discordgo calls
// handlers with one when a payload fails to decode).
var ErrEmptyInteraction = errors.New("empty interaction")

// Handle answers one interaction.
func (r *Router) Handle(ctx context.Context, i *discordgo.Interaction) (resp *commands.Response, err error) {
	start := time.Now()
	if i == nil || i.ID == "" || i.Type == 0 {
		return nil, ErrEmptyInteraction
	}
	if i.Type == discordgo.InteractionPing {
		return &commands.Response{Type: discordgo.InteractionResponsePong}, nil
	}
	req := RequestFrom(i)
	if req.ChannelID != "" && r.Parent != nil {
		req.ParentID = r.Parent(ctx, req.ChannelID)
	}
	route := req.Route()
	if req.Kind == commands.KindComponent {
		route = "component:" + req.CustomID
	}
	outcome := "ok"
	defer func() {
		if v := recover(); v != nil {
			outcome = "panic"
			err = fmt.Errorf("panic: %v", v)
			r.log.Error().Str("stack", string(debug.Stack())).Interface("panic", v).Msg("handler panicked")
			resp = r.app.InternalError(req.Locale)
		}
		if err != nil && outcome == "ok" {
			outcome = "error"
		} else if outcome == "ok" && resp.Ephemeral() && req.Kind != commands.KindAutocomplete && isErrorReply(resp) {
			outcome = "refused"
		}
		if outcome == "ok" {
			r.checkReplyKind(req, resp)
		}
		d := time.Since(start)
		ev := r.log.Info()
		if err != nil {
			ev = r.log.Error().Err(err)
		}
		ev.Str("guild", req.GuildID).Str("channel", req.ChannelID).Str("user", req.UserID).
			Str("command", route).Str("outcome", outcome).Dur("latency", d).Msg("interaction")
		if r.Observe != nil {
			r.Observe(req.Route(), outcome, d)
		}
	}()
	switch i.Type {
	case discordgo.InteractionApplicationCommand, discordgo.InteractionApplicationCommandAutocomplete, discordgo.InteractionMessageComponent:
	default:
		return r.app.Handle(ctx, &commands.Request{Kind: commands.KindCommand, Path: []string{"?"}, Locale: req.Locale})
	}
	resp, err = r.app.Handle(ctx, req)
	return damagedReply(req, resp, err)
}

// checkReplyKind logs a reply that is not the kind its route declares
// (commands.App.ReplyKind): a slow one would have been deferred as the
// wrong kind. Refusals are ephemeral whatever the route declares.
func (r *Router) checkReplyKind(req *commands.Request, resp *commands.Response) {
	got, ok := commands.ReplyOf(resp)
	if !ok || req.Kind == commands.KindAutocomplete || isErrorReply(resp) {
		return
	}
	if want := r.app.ReplyKind(req); got != want {
		r.log.Warn().Str("command", req.Route()+req.CustomID).Bool("ephemeral", got.Ephemeral).Bool("update", got.Update).
			Bool("declared_ephemeral", want.Ephemeral).Bool("declared_update", want.Update).
			Msg(replyKindMismatch)
	}
}

// replyKindMismatch is the log message of checkReplyKind.
const replyKindMismatch = "reply is not the kind its route declares: a slow one is deferred as the wrong kind"

func isErrorReply(resp *commands.Response) bool {
	return resp.Data != nil && len(resp.Data.Embeds) == 1 && len(resp.Data.Embeds[0].Description) > 0 &&
		(resp.Data.Embeds[0].Color == 0xE74C3C)
}

// RequestFrom builds a transport-neutral request from an interaction. It
// never panics on a malformed interaction (missing member, wrong data type).
func RequestFrom(i *discordgo.Interaction) *commands.Request {
	req := &commands.Request{
		ID:        i.ID,
		GuildID:   i.GuildID,
		ChannelID: i.ChannelID,
		Locale:    commands.NormalizeLocale(string(i.Locale)),
		Options:   map[string]commands.Option{},
	}
	if i.Member != nil {
		req.Perms = i.Member.Permissions
		req.Roles = i.Member.Roles
		if i.Member.User != nil {
			req.UserID, req.UserName = i.Member.User.ID, displayName(i.Member.User, i.Member.Nick)
		}
	}
	if req.UserID == "" && i.User != nil {
		req.UserID, req.UserName = i.User.ID, displayName(i.User, "")
	}
	if i.Message != nil {
		req.MessageID = i.Message.ID
		req.MessageEphemeral = i.Message.Flags&discordgo.MessageFlagsEphemeral != 0
	}
	switch d := i.Data.(type) {
	case discordgo.ApplicationCommandInteractionData:
		req.Kind = commands.KindCommand
		if i.Type == discordgo.InteractionApplicationCommandAutocomplete {
			req.Kind = commands.KindAutocomplete
		}
		req.Path = []string{d.Name}
		walkOptions(req, d.Options)
	case *discordgo.ApplicationCommandInteractionData:
		if d != nil {
			req.Kind = commands.KindCommand
			if i.Type == discordgo.InteractionApplicationCommandAutocomplete {
				req.Kind = commands.KindAutocomplete
			}
			req.Path = []string{d.Name}
			walkOptions(req, d.Options)
		}
	case discordgo.MessageComponentInteractionData:
		req.Kind = commands.KindComponent
		req.CustomID = d.CustomID
	case *discordgo.MessageComponentInteractionData:
		if d != nil {
			req.Kind = commands.KindComponent
			req.CustomID = d.CustomID
		}
	}
	if req.Kind == 0 {
		req.Kind = commands.KindCommand
		req.Path = []string{"?"}
	}
	return req
}

// displayName is the member's name as the server shows it (nickname,
// global name, username), made a name the bot may show
// (commands.CleanDisplayName): a display name of "@everyone" or a masked
// link becomes plain text. When nothing of it is left, the next one is
// tried, and last "user" and the ID's last four digits.
func displayName(u *discordgo.User, nick string) string {
	for _, n := range []string{nick, u.GlobalName, u.Username} {
		if c := commands.CleanDisplayName(n); c != "" {
			return c
		}
	}
	return "user " + u.ID[max(0, len(u.ID)-4):]
}

func walkOptions(req *commands.Request, opts []*discordgo.ApplicationCommandInteractionDataOption) {
	for _, o := range opts {
		if o == nil {
			continue
		}
		switch o.Type {
		case discordgo.ApplicationCommandOptionSubCommand, discordgo.ApplicationCommandOptionSubCommandGroup:
			req.Path = append(req.Path, o.Name)
			walkOptions(req, o.Options)
			continue
		}
		v := o.Value
		if f, ok := v.(float64); ok && (o.Type == discordgo.ApplicationCommandOptionInteger) {
			v = int64(f)
		}
		req.Options[o.Name] = commands.Option{Type: o.Type, Value: v}
		if o.Focused {
			req.Focused = o.Name
		}
	}
}
