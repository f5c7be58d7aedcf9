package bot

import (
	"context"
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
	go func() {
		resp, err := d.Router.Handle(ctx, i)
		done <- handled{resp, err}
	}()
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
			d.Log.Error().Err(err).Str("interaction", i.ID).Msg("edit after defer failed")
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
				d.Log.Warn().Err(err).Msg("could not read the original response's id")
			} else {
				resp.Sent(ctx, m.ID)
			}
		}
	}
	for _, e := range resp.Edits {
		if err := d.Responder.EditMessage(ctx, e.ChannelID, e.MessageID, e.Data); err != nil {
			d.Log.Warn().Err(err).Str("message", e.MessageID).Msg("tracker edit failed")
		}
	}
}

// SessionResponder answers through a discordgo session's REST client.
type SessionResponder struct{ S *discordgo.Session }

// Respond implements Responder.
func (r SessionResponder) Respond(ctx context.Context, i *discordgo.Interaction, resp *discordgo.InteractionResponse) error {
	return r.S.InteractionRespond(i, resp, discordgo.WithContext(ctx))
}

// EditOriginal implements Responder.
func (r SessionResponder) EditOriginal(ctx context.Context, i *discordgo.Interaction, d *discordgo.InteractionResponseData) (*discordgo.Message, error) {
	return r.S.InteractionResponseEdit(i, webhookEdit(d), discordgo.WithContext(ctx))
}

// Original implements Responder.
func (r SessionResponder) Original(ctx context.Context, i *discordgo.Interaction) (*discordgo.Message, error) {
	return r.S.InteractionResponse(i, discordgo.WithContext(ctx))
}

// EditMessage implements Responder.
func (r SessionResponder) EditMessage(ctx context.Context, channelID, messageID string, d *discordgo.InteractionResponseData) error {
	_, err := r.S.ChannelMessageEditComplex(&discordgo.MessageEdit{
		ID: messageID, Channel: channelID, Content: &d.Content, Embeds: &d.Embeds, Components: &d.Components,
	}, discordgo.WithContext(ctx))
	return err
}

func webhookEdit(d *discordgo.InteractionResponseData) *discordgo.WebhookEdit {
	return &discordgo.WebhookEdit{Content: &d.Content, Embeds: &d.Embeds, Components: &d.Components}
}
