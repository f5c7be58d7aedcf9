package bot

import "github.com/bwmarrin/discordgo"

// The commands layer puts rows and buttons into a reply's components by
// value, except the tracker, which puts them in by pointer (one backing
// array, no copy each). Everything that reads a reply's buttons goes
// through these two, so both forms read the same.

// rowComponents is what row holds, if it is an actions row.
func rowComponents(row discordgo.MessageComponent) []discordgo.MessageComponent {
	switch r := row.(type) {
	case discordgo.ActionsRow:
		return r.Components
	case *discordgo.ActionsRow:
		return r.Components
	}
	return nil
}

// asButton is c as a button, if it is one.
func asButton(c discordgo.MessageComponent) (discordgo.Button, bool) {
	switch b := c.(type) {
	case discordgo.Button:
		return b, true
	case *discordgo.Button:
		return *b, true
	}
	return discordgo.Button{}, false
}
