package storyteller

import "fray/commands"

// DeclaredReply implements commands.ReplyDeclarer: the replies a slow
// handler must be deferred as. "Roll again" posts a new check, secret when
// the one clicked was (only a secret check's message is ephemeral); the
// channel's maneuvers are listed to the asker alone.
func (a *Plugin) DeclaredReply(route string, req *commands.Request) (commands.Reply, bool) {
	switch route {
	case stBtnAgain:
		return commands.Reply{Ephemeral: req.MessageEphemeral}, true
	case "maneuver/list":
		return commands.Reply{Ephemeral: true}, true
	}
	return commands.Reply{}, false
}
