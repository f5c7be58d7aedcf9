package bot

import (
	"context"
	"errors"
	"fmt"
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
		if err := d.Responder.Respond(ctx, i, &discordgo.InteractionResponse{Type: h.resp.Type, Data: h.resp.Data}); err != nil {
			d.Log.Error().Err(err).Str("interaction", i.ID).Msg("respond failed")
			return
		}
		d.after(ctx, i, h.resp, nil)
	case <-timer.C:
		deferType := discordgo.InteractionResponseDeferredChannelMessageWithSource
		if i.Type == discordgo.InteractionMessageComponent {
			deferType = discordgo.InteractionResponseDeferredMessageUpdate
		}
		if err := d.Responder.Respond(ctx, i, &discordgo.InteractionResponse{Type: deferType}); err != nil {
			d.Log.Error().Err(err).Str("interaction", i.ID).Msg("defer failed")
		}
		h := <-done
		if h.resp == nil || h.resp.Data == nil {
			return
		}
		msg, err := d.Responder.EditOriginal(ctx, i, h.resp.Data)
		if err != nil {
			d.logREST(err, i.ID, "edit after defer failed")
			return
		}
		d.after(ctx, i, h.resp, msg)
	}
}

// after runs what follows the response: remembering the created message and
// refreshing the tracker message. Failures are logged; state is already safe.
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
	for _, e := range resp.Edits {
		if err := d.Responder.EditMessage(ctx, e.ChannelID, e.MessageID, e.Data); err != nil {
			d.logREST(err, e.MessageID, "tracker edit failed")
		}
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
		}, opts...)
		return err
	})
}

func webhookEdit(d *discordgo.InteractionResponseData) *discordgo.WebhookEdit {
	return &discordgo.WebhookEdit{Content: &d.Content, Embeds: &d.Embeds, Components: &d.Components, Files: d.Files}
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
