package bot

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"sync"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/rs/zerolog"

	"fray/commands"
)

// Responder is the REST side a transport needs to answer interactions.
type Responder interface {
	// Respond sends the initial interaction response.
	Respond(ctx context.Context, i *discordgo.Interaction, r *discordgo.InteractionResponse) error
	// EditOriginal replaces the original response (after a deferral).
	EditOriginal(ctx context.Context, i *discordgo.Interaction, d *discordgo.InteractionResponseData) (*discordgo.Message, error)
	// Original fetches the original response message (for its ID).
	Original(ctx context.Context, i *discordgo.Interaction) (*discordgo.Message, error)
	// EditMessage edits any message the bot sent (the tracker).
	EditMessage(ctx context.Context, channelID, messageID string, d *discordgo.InteractionResponseData) error
	// Followup posts a new message for the interaction, with the
	// visibility its flags give.
	Followup(ctx context.Context, i *discordgo.Interaction, d *discordgo.InteractionResponseData) (*discordgo.Message, error)
	// DeleteOriginal deletes the original response (a deferral's
	// placeholder that the answer does not fit).
	DeleteOriginal(ctx context.Context, i *discordgo.Interaction) error
}

// DeferAfter is how long a handler may run before the interaction is
// deferred: Discord's deadline is 3 s, and the response still has to travel.
const DeferAfter = 1500 * time.Millisecond

// Dispatcher runs interactions through the router and answers them through a
// Responder, deferring handlers that run long and then editing the original.
type Dispatcher struct {
	Router     *Router
	Responder  Responder
	Log        zerolog.Logger
	DeferAfter time.Duration
	// NoREST: there is no token, so nothing can be sent after the first
	// response (HTTP-only mode). A tracker the reply posts is then never
	// edited after a slash command, and the reply says so.
	NoREST bool
}

type handled struct {
	resp *commands.Response
	err  error
}

// Dispatch answers one interaction. It returns after every REST call is done.
func (d *Dispatcher) Dispatch(ctx context.Context, i *discordgo.Interaction) {
	wait := d.DeferAfter
	if wait <= 0 {
		wait = DeferAfter
	}
	done := make(chan handled, 1)
	d.Router.Go(func() {
		resp, err := d.Router.Handle(ctx, i)
		done <- handled{resp, err}
	})
	timer := time.NewTimer(wait)
	defer timer.Stop()
	select {
	case h := <-done:
		if h.resp == nil {
			return
		}
		d.beforeSend(h.resp)
		if d.NoREST && h.resp.Sent != nil {
			d.sayNoREST(i, h.resp)
		}
		if err := d.Responder.Respond(ctx, i, &discordgo.InteractionResponse{Type: h.resp.Type, Data: h.resp.Data}); err != nil {
			d.Log.Error().Err(err).Str("interaction", i.ID).Msg("respond failed")
			return
		}
		d.after(ctx, i, h.resp, nil)
	case <-timer.C:
		// The deferral promises the kind of reply the route gives, read
		// from the request alone: its visibility is fixed now.
		kind := d.Router.ReplyKind(i)
		if err := d.Responder.Respond(ctx, i, deferral(i, kind)); err != nil {
			d.Log.Error().Err(err).Str("interaction", i.ID).Msg("defer failed")
		}
		h := <-done
		if h.resp == nil || h.resp.Data == nil {
			return
		}
		d.beforeSend(h.resp)
		msg, err := d.deliverDeferred(ctx, i, kind, h.resp)
		if err != nil {
			d.logREST(err, i.ID, "reply after defer failed")
			return
		}
		d.after(ctx, i, h.resp, msg)
	}
}

// deferral is the deferred response that promises kind: a button whose
// reply updates the clicked message defers that update (type 6, which
// shows nothing); any other reply is a new message (type 5, "thinking…"),
// ephemeral when the reply will be.
func deferral(i *discordgo.Interaction, kind commands.Reply) *discordgo.InteractionResponse {
	if i.Type == discordgo.InteractionMessageComponent && kind.Update {
		return &discordgo.InteractionResponse{Type: discordgo.InteractionResponseDeferredMessageUpdate}
	}
	r := &discordgo.InteractionResponse{Type: discordgo.InteractionResponseDeferredChannelMessageWithSource}
	if kind.Ephemeral {
		r.Data = &discordgo.InteractionResponseData{Flags: discordgo.MessageFlagsEphemeral}
	}
	return r
}

// deliverDeferred sends a deferred interaction's reply where the deferral
// left room for it, and returns the message it landed in (nil when the
// clicked message was edited through its channel). A reply of the
// promised kind edits the original; one that is not never takes the
// original's place: a refusal after a button's deferred update is a
// follow-up, and the clicked message (the tracker) stays as it was; a
// reply whose visibility differs from the placeholder's replaces it with
// a follow-up of its own visibility.
func (d *Dispatcher) deliverDeferred(ctx context.Context, i *discordgo.Interaction, kind commands.Reply, resp *commands.Response) (*discordgo.Message, error) {
	got, _ := commands.ReplyOf(resp)
	updating := i.Type == discordgo.InteractionMessageComponent && kind.Update
	switch {
	case updating && got.Update:
		return d.Responder.EditOriginal(ctx, i, resp.Data)
	case updating:
		return d.Responder.Followup(ctx, i, resp.Data)
	case got.Update && i.Message != nil:
		// The reply updates the clicked message, but a new one was
		// promised: edit the clicked message and take the placeholder back.
		if err := d.Responder.EditMessage(ctx, i.ChannelID, i.Message.ID, resp.Data); err != nil {
			return nil, err
		}
		return nil, d.Responder.DeleteOriginal(ctx, i)
	case got.Ephemeral == kind.Ephemeral:
		return d.Responder.EditOriginal(ctx, i, resp.Data)
	}
	if err := d.Responder.DeleteOriginal(ctx, i); err != nil {
		d.logREST(err, i.ID, "could not delete the deferral's placeholder")
	}
	return d.Responder.Followup(ctx, i, resp.Data)
}

// beforeSend makes sure a message the router produced outside the app (a
// panic's apology) pings nobody: the app sets allowed_mentions on the rest.
func (d *Dispatcher) beforeSend(resp *commands.Response) {
	if resp.Data != nil && resp.Data.AllowedMentions == nil && resp.Type != discordgo.InteractionApplicationCommandAutocompleteResult {
		resp.Data.AllowedMentions = noPings()
	}
}

// sayNoREST adds to a reply that posts a tracker (it asks for the message's
// ID, Response.Sent) what the tracker lacks without a token: the bot cannot
// learn its ID nor edit it, so after a slash command it goes out of date.
// The note is a second embed: the tracker's first update drops it.
func (d *Dispatcher) sayNoREST(i *discordgo.Interaction, resp *commands.Response) {
	if resp.Data == nil {
		return
	}
	locale := commands.NormalizeLocale(string(i.Locale))
	resp.Data.Embeds = append(resp.Data.Embeds, &discordgo.MessageEmbed{
		Color:       0xE67E22,
		Description: "⚠️ " + d.Router.App().I18n().T(locale, "tracker.no_rest", nil),
	})
}

// noPings allows no mention at all.
func noPings() *discordgo.MessageAllowedMentions {
	return &discordgo.MessageAllowedMentions{Parse: []discordgo.AllowedMentionType{}}
}

// after runs what follows the response: remembering the created message and
// refreshing the tracker message. Failures are logged; state is already
// safe. An edit Discord refused (the bot cannot see the channel, or the
// message is gone) is told to the user, once, in an ephemeral follow-up.
func (d *Dispatcher) after(ctx context.Context, i *discordgo.Interaction, resp *commands.Response, msg *discordgo.Message) {
	if resp.Sent != nil {
		switch {
		case msg != nil:
			resp.Sent(ctx, msg.ID)
		case resp.Type == discordgo.InteractionResponseUpdateMessage && i.Message != nil:
			resp.Sent(ctx, i.Message.ID)
		default:
			m, err := d.Responder.Original(ctx, i)
			if err != nil {
				d.logREST(err, i.ID, "could not read the original response's id")
			} else {
				resp.Sent(ctx, m.ID)
			}
		}
	}
	told := false
	for _, e := range resp.Edits {
		if e.Data != nil && e.Data.AllowedMentions == nil {
			e.Data.AllowedMentions = noPings()
		}
		err := d.Responder.EditMessage(ctx, e.ChannelID, e.MessageID, e.Data)
		if err == nil {
			continue
		}
		d.logREST(err, e.MessageID, "tracker edit failed")
		if editRefused(err) && !told {
			told = true
			d.tellEditRefused(ctx, i)
		}
	}
}

// editRefused reports whether Discord refused a message edit for good: no
// access to the channel (403) or no such message (404). A rate limit or a
// server error is not that.
func editRefused(err error) bool {
	var re *discordgo.RESTError
	if !errors.As(err, &re) || re.Response == nil {
		return false
	}
	return re.Response.StatusCode == http.StatusForbidden || re.Response.StatusCode == http.StatusNotFound
}

// tellEditRefused tells the user, in their language and to them alone,
// that the tracker could not be brought up to date, and what to do.
func (d *Dispatcher) tellEditRefused(ctx context.Context, i *discordgo.Interaction) {
	locale := commands.NormalizeLocale(string(i.Locale))
	data := &discordgo.InteractionResponseData{
		Flags:           discordgo.MessageFlagsEphemeral,
		AllowedMentions: noPings(),
		Embeds: []*discordgo.MessageEmbed{{
			Color:       0xE67E22,
			Description: "⚠️ " + d.Router.App().I18n().T(locale, "tracker.edit_refused", nil),
		}},
	}
	if _, err := d.Responder.Followup(ctx, i, data); err != nil {
		d.logREST(err, i.ID, "could not say the tracker edit was refused")
	}
}

// logREST logs a failed REST call after the response. Without a token
// (HTTP-only mode) that is expected and was warned about once at start.
func (d *Dispatcher) logREST(err error, id, msg string) {
	if errors.Is(err, ErrNoREST) {
		d.Log.Debug().Err(err).Str("id", id).Msg(msg)
		return
	}
	d.Log.Warn().Err(err).Str("id", id).Msg(msg)
}

// SessionResponder answers through the REST client of a discordgo Session. A 429
// is retried after its retry_after, at most MaxRateLimitRetries times and
// never waiting past the context: discordgo's own retry is unbounded.
type SessionResponder struct{ S *discordgo.Session }

// MaxRateLimitRetries bounds the retries of one REST call answered 429.
const MaxRateLimitRetries = 3

// maxRetryAfter caps one wait: a longer retry_after is not worth holding an
// interaction for (its token lives 15 minutes, the user does not).
const maxRetryAfter = 10 * time.Second

// withRateLimit runs call with discordgo's 429 retry off, retrying itself.
func withRateLimit(ctx context.Context, call func(opts ...discordgo.RequestOption) error) error {
	for attempt := 0; ; attempt++ {
		err := call(discordgo.WithContext(ctx), discordgo.WithRetryOnRatelimit(false))
		var rl *discordgo.RateLimitError
		if !errors.As(err, &rl) {
			return err
		}
		if attempt >= MaxRateLimitRetries {
			return fmt.Errorf("gave up after %d rate-limited attempts: %w", attempt+1, err)
		}
		wait := time.Duration(0)
		if rl.RateLimit != nil && rl.TooManyRequests != nil {
			wait = min(max(rl.RetryAfter, 0), maxRetryAfter)
		}
		t := time.NewTimer(wait)
		select {
		case <-t.C:
		case <-ctx.Done():
			t.Stop()
			return fmt.Errorf("rate limited: %w", ctx.Err())
		}
	}
}

// Respond implements Responder.
func (r SessionResponder) Respond(ctx context.Context, i *discordgo.Interaction, resp *discordgo.InteractionResponse) error {
	return withRateLimit(ctx, func(opts ...discordgo.RequestOption) error {
		return r.S.InteractionRespond(i, resp, opts...)
	})
}

// EditOriginal implements Responder.
func (r SessionResponder) EditOriginal(ctx context.Context, i *discordgo.Interaction, d *discordgo.InteractionResponseData) (*discordgo.Message, error) {
	var m *discordgo.Message
	err := withRateLimit(ctx, func(opts ...discordgo.RequestOption) (err error) {
		m, err = r.S.InteractionResponseEdit(i, webhookEdit(d), opts...)
		return err
	})
	return m, err
}

// Original implements Responder.
func (r SessionResponder) Original(ctx context.Context, i *discordgo.Interaction) (*discordgo.Message, error) {
	var m *discordgo.Message
	err := withRateLimit(ctx, func(opts ...discordgo.RequestOption) (err error) {
		m, err = r.S.InteractionResponse(i, opts...)
		return err
	})
	return m, err
}

// EditMessage implements Responder.
func (r SessionResponder) EditMessage(ctx context.Context, channelID, messageID string, d *discordgo.InteractionResponseData) error {
	return withRateLimit(ctx, func(opts ...discordgo.RequestOption) error {
		_, err := r.S.ChannelMessageEditComplex(&discordgo.MessageEdit{
			ID: messageID, Channel: channelID, Content: &d.Content, Embeds: &d.Embeds, Components: &d.Components,
			AllowedMentions: mentionsOf(d),
		}, opts...)
		return err
	})
}

// Followup implements Responder.
func (r SessionResponder) Followup(ctx context.Context, i *discordgo.Interaction, d *discordgo.InteractionResponseData) (*discordgo.Message, error) {
	var m *discordgo.Message
	err := withRateLimit(ctx, func(opts ...discordgo.RequestOption) (err error) {
		m, err = r.S.FollowupMessageCreate(i, true, &discordgo.WebhookParams{
			Content: d.Content, Embeds: d.Embeds, Components: d.Components, Files: d.Files,
			AllowedMentions: mentionsOf(d), Flags: d.Flags,
		}, opts...)
		return err
	})
	return m, err
}

// DeleteOriginal implements Responder.
func (r SessionResponder) DeleteOriginal(ctx context.Context, i *discordgo.Interaction) error {
	return withRateLimit(ctx, func(opts ...discordgo.RequestOption) error {
		return r.S.InteractionResponseDelete(i, opts...)
	})
}

// mentionsOf is the message's allowed_mentions, or none at all.
func mentionsOf(d *discordgo.InteractionResponseData) *discordgo.MessageAllowedMentions {
	if d.AllowedMentions != nil {
		return d.AllowedMentions
	}
	return noPings()
}

func webhookEdit(d *discordgo.InteractionResponseData) *discordgo.WebhookEdit {
	return &discordgo.WebhookEdit{Content: &d.Content, Embeds: &d.Embeds, Components: &d.Components, Files: d.Files, AllowedMentions: mentionsOf(d)}
}

// Dedupe remembers interaction IDs for a window, so an interaction that
// arrives twice (a replayed HTTP request, a duplicate delivery) is run once.
// Memory is bounded: past max entries the oldest is forgotten early (an HTTP
// replay that old is already refused by the 30 s timestamp window).
type Dedupe struct {
	mu    sync.Mutex
	ttl   time.Duration
	max   int
	seen  map[string]time.Time
	order []dedupeEntry // oldest first, from head
	head  int
	now   func() time.Time
}

type dedupeEntry struct {
	id string
	at time.Time
}

// DefaultDedupeMax bounds the remembered IDs (about 10 MB at most).
const DefaultDedupeMax = 100_000

// NewDedupe remembers IDs for ttl, at most max of them (0: DefaultDedupeMax).
func NewDedupe(ttl time.Duration, max int) *Dedupe {
	if max <= 0 {
		max = DefaultDedupeMax
	}
	return &Dedupe{ttl: ttl, max: max, seen: map[string]time.Time{}, now: time.Now}
}

// First reports whether id is new, and remembers it.
func (d *Dedupe) First(id string) bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	now := d.now()
	for d.head < len(d.order) {
		e := d.order[d.head]
		if now.Sub(e.at) < d.ttl && len(d.seen) < d.max {
			break
		}
		if at, ok := d.seen[e.id]; ok && at.Equal(e.at) {
			delete(d.seen, e.id)
		}
		d.order[d.head] = dedupeEntry{}
		d.head++
	}
	if d.head > len(d.order)/2 && d.head > 1024 {
		d.order = append([]dedupeEntry(nil), d.order[d.head:]...)
		d.head = 0
	}
	if at, ok := d.seen[id]; ok && now.Sub(at) < d.ttl {
		return false
	}
	d.seen[id] = now
	d.order = append(d.order, dedupeEntry{id, now})
	return true
}

// Len is how many IDs are remembered.
func (d *Dedupe) Len() int {
	d.mu.Lock()
	defer d.mu.Unlock()
	return len(d.seen)
}
