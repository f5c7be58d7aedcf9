package commands

import (
	"strings"

	"github.com/bwmarrin/discordgo"
)

// Reply is the kind of answer a route gives when it succeeds, known from
// the request alone, before the handler runs. A transport that must defer
// a slow handler needs it: Discord fixes a reply's visibility when the
// deferral is sent, and a button's deferral says whether the clicked
// message will be updated or a new one posted. A refusal is always an
// ephemeral new message, whatever the route declares; a transport that
// deferred otherwise sends it as a follow-up.
type Reply struct {
	// Ephemeral: only the user sees the reply.
	Ephemeral bool
	// Update: the reply replaces the clicked message (buttons only).
	Update bool
}

// ReplyDeclarer is a plug-in that declares the replies of its routes that
// are not a public new message (a command) or an update of the clicked
// message (a button): an ephemeral listing, a button that posts a new
// roll. route is the command path ("maneuver/list") or the custom_id's
// route ("st:again").
type ReplyDeclarer interface {
	DeclaredReply(route string, req *Request) (Reply, bool)
}

// optSecret, true, makes any command's reply ephemeral (/roll, /check).
const optSecret = "secret"

// ReplyKind is the reply req's route gives when it succeeds: what the
// route or its plug-in declares, else, for a command, a public new message
// (ephemeral with secret:true), and, for a button, an update of the
// clicked message. It reads nothing stored and runs no handler.
func (a *App) ReplyKind(req *Request) Reply {
	route := req.Route()
	if req.Kind == KindComponent {
		route = componentRoute(req.CustomID)
	}
	if r, ok := a.coreReplyKind(route, req); ok {
		return r
	}
	for _, s := range a.systems {
		if d, ok := s.plugin.(ReplyDeclarer); ok {
			if r, ok := d.DeclaredReply(route, req); ok {
				return r
			}
		}
	}
	if req.Kind == KindComponent {
		return Reply{Update: true}
	}
	return Reply{Ephemeral: req.Bool(optSecret)}
}

// coreReplyKind declares the core's routes whose reply is not the default.
func (a *App) coreReplyKind(route string, req *Request) (Reply, bool) {
	switch {
	case route == "roll:again":
		// roll:again:<s|p>:…: a new roll, secret as the first was.
		return Reply{Ephemeral: strings.HasPrefix(req.CustomID, "roll:again:s:")}, true
	case strings.HasPrefix(route, "char/"), route == "help", route == "combat/log", route == "odds":
		// The sheet, the help, the log and the odds are the asker's own.
		return Reply{Ephemeral: true}, true
	}
	return Reply{}, false
}

// ReplyOf is the kind of reply a response is, and whether it is a message
// at all (not an autocomplete answer, a pong or a deferral).
func ReplyOf(r *Response) (Reply, bool) {
	if r == nil || r.Data == nil {
		return Reply{}, false
	}
	switch r.Type {
	case discordgo.InteractionResponseChannelMessageWithSource:
		return Reply{Ephemeral: r.Ephemeral()}, true
	case discordgo.InteractionResponseUpdateMessage:
		// The clicked message keeps its own visibility.
		return Reply{Update: true}, true
	}
	return Reply{}, false
}
