package klondike

import "fray/commands"

// DeclaredReply implements commands.ReplyDeclarer: the replies a slow
// handler must be deferred as. Choosing where damage goes and picking a
// grapple's result post the outcome as a new public message, under the
// roll whose buttons were clicked.
func (a *Plugin) DeclaredReply(route string, _ *commands.Request) (commands.Reply, bool) {
	switch route {
	case klBtnTo, klBtnGrapple:
		return commands.Reply{}, true
	}
	return commands.Reply{}, false
}
