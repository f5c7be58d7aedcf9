// Package commands turns interactions into game actions: it parses options,
// calls rules/, keeps state in storage/ and renders embeds in the user's
// locale. It never talks to Discord itself: handlers return Response values
// (discordgo's plain data types) that a transport in bot/ sends.
package commands

import (
	"context"
	"fray/rules"
	"strconv"
	"strings"

	"github.com/bwmarrin/discordgo"
)

// Kind is what sort of interaction a request is.
type Kind int

// Interaction kinds.
const (
	KindCommand Kind = iota + 1
	KindComponent
	KindAutocomplete
)

// Option is one resolved option value.
type Option struct {
	Type  discordgo.ApplicationCommandOptionType
	Value any // string, int64, float64, bool
}

// Request is a transport-neutral interaction, built by bot/ from Discord's
// payload (gateway, HTTP or console).
type Request struct {
	Kind      Kind
	ID        string // interaction ID
	Path      []string
	Options   map[string]Option
	Focused   string // autocomplete: the option being typed
	CustomID  string
	MessageID string // component: the message the button is on
	GuildID   string
	ChannelID string
	ParentID  string // a thread's parent channel, when known
	UserID    string
	UserName  string
	Perms     int64 // the member's permissions in the channel
	Roles     []string
	Locale    string // "ru" or "en"
	// overrides are the rules of the fight's books the GM set aside in
	// this request (Charge with force:true), for the reply.
	overrides []rules.Note

	// MessageEphemeral: the message the button is on is ephemeral.
	MessageEphemeral bool
}

// Route is the handler key: "roll", "combat/start".
func (r *Request) Route() string { return strings.Join(r.Path, "/") }

// Str returns a string option ("" when absent).
func (r *Request) Str(name string) string {
	o, ok := r.Options[name]
	if !ok {
		return ""
	}
	switch v := o.Value.(type) {
	case string:
		return v
	case float64:
		return strconv.FormatFloat(v, 'f', -1, 64)
	case int64:
		return strconv.FormatInt(v, 10)
	case bool:
		return strconv.FormatBool(v)
	}
	return ""
}

// Has reports whether an option was given.
func (r *Request) Has(name string) bool { _, ok := r.Options[name]; return ok }

// Int returns an integer option and whether it was given. Strings and floats
// that hold a whole number are accepted (the console sends text).
func (r *Request) Int(name string) (int, bool) {
	o, ok := r.Options[name]
	if !ok {
		return 0, false
	}
	switch v := o.Value.(type) {
	case int64:
		return clampInt(v), true
	case float64:
		return clampInt(int64(v)), true
	case string:
		n, err := strconv.ParseInt(strings.TrimSpace(v), 10, 64)
		if err != nil {
			return 0, false
		}
		return clampInt(n), true
	}
	return 0, false
}

// intClamp bounds the numbers Int returns: far beyond any option's range,
// and safe to add to.
const intClamp = 1 << 30

func clampInt(v int64) int {
	if v > intClamp {
		return intClamp
	}
	if v < -intClamp {
		return -intClamp
	}
	return int(v)
}

// clampedText is the number as the user typed it, for an option whose
// value Int clamped to v (±intClamp): a refusal must not show a number the
// user never typed.
func (r *Request) clampedText(v int) (string, bool) {
	if v != intClamp && v != -intClamp {
		return "", false
	}
	for _, o := range r.Options {
		var n int64
		switch x := o.Value.(type) {
		case int64:
			n = x
		case float64:
			n = int64(x)
		case string:
			var err error
			if n, err = strconv.ParseInt(strings.TrimSpace(x), 10, 64); err != nil {
				continue
			}
		default:
			continue
		}
		if (v > 0 && n > intClamp) || (v < 0 && n < -intClamp) {
			return strconv.FormatInt(n, 10), true
		}
	}
	return "", false
}

// Bool returns a boolean option (false when absent).
func (r *Request) Bool(name string) bool {
	o, ok := r.Options[name]
	if !ok {
		return false
	}
	switch v := o.Value.(type) {
	case bool:
		return v
	case string:
		switch strings.ToLower(strings.TrimSpace(v)) {
		case "true", "yes", "1", "да", "on":
			return true
		}
	}
	return false
}

// Response is what a handler wants sent back.
type Response struct {
	Type discordgo.InteractionResponseType
	Data *discordgo.InteractionResponseData
	// Edits are messages to update after responding (the tracker).
	Edits []Edit
	// Sent, if set, is called by the transport with the ID of the message the
	// response created (so /combat start can remember its tracker message).
	Sent func(ctx context.Context, messageID string)
}

// Edit replaces the content of an existing message.
type Edit struct {
	ChannelID string
	MessageID string
	Data      *discordgo.InteractionResponseData
}

// Ephemeral reports whether the response is only for the user.
func (r *Response) Ephemeral() bool {
	return r != nil && r.Data != nil && r.Data.Flags&discordgo.MessageFlagsEphemeral != 0
}
