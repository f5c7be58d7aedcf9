package commands

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"
)

// Discord refuses a message past its limits, and the user then sees only
// "This interaction failed". Every response is cut to fit here, once, so no
// handler can produce an unsendable reply however long the user's input.
const (
	maxContent    = 2000
	maxTitle      = 256
	maxDesc       = 4096
	maxFields     = 25
	maxFieldName  = 256
	MaxFieldValue = 1024
	maxFooter     = 2048
	maxEmbedTotal = 6000
	maxEchoed     = 80 // runes of user input quoted back in an error
)

// A command past Discord's 25 options makes Discord refuse the whole bulk
// overwrite, every command with it. A command keeps OptionBudget, two
// under the limit, so a system that adds an option does not take every
// command down: past the budget the least shared options move into extra:
// (fitOptions).
const (
	MaxOptions   = 25
	OptionBudget = MaxOptions - 2
)

// fitResponse trims a response to Discord's limits, and says whom each
// message may ping (allowMentions).
func fitResponse(r *Response) {
	if r == nil {
		return
	}
	fitData(r.Data)
	switch r.Type {
	case discordgo.InteractionResponseChannelMessageWithSource, discordgo.InteractionResponseUpdateMessage:
		allowMentions(r.Data)
	}
	for _, e := range r.Edits {
		fitData(e.Data)
		allowMentions(e.Data)
	}
}

// maxPinged is how many users one message may ping (Discord's bound on
// allowed_mentions.users).
const maxPinged = 100

// allowMentions sets the message's allowed_mentions: exactly the users the
// bot's own text pings, and never a role, @everyone or @here, whatever
// else the text holds. Only the content pings (embeds never do), and a
// `<@id>` there is the bot's: names, the only user text the content
// carries, cannot hold one (CheckName, CleanDisplayName).
func allowMentions(d *discordgo.InteractionResponseData) {
	if d == nil {
		return
	}
	d.AllowedMentions = &discordgo.MessageAllowedMentions{Parse: []discordgo.AllowedMentionType{}, Users: pingedUsers(d.Content)}
}

// pingedUsers lists, once each and in order, the users a text mentions as
// <@id> or <@!id> (at most maxPinged).
func pingedUsers(s string) []string {
	var out []string
	for {
		i := strings.Index(s, "<@")
		if i < 0 {
			return out
		}
		s = s[i+2:]
		id := strings.TrimPrefix(s, "!")
		n := 0
		for n < len(id) && id[n] >= '0' && id[n] <= '9' {
			n++
		}
		if n == 0 || n >= len(id) || id[n] != '>' {
			continue
		}
		if !slices.Contains(out, id[:n]) && len(out) < maxPinged {
			out = append(out, id[:n])
		}
		s = id[n+1:]
	}
}

func fitData(d *discordgo.InteractionResponseData) {
	if d == nil {
		return
	}
	d.Content = Truncate(d.Content, maxContent)
	if len(d.Embeds) > 10 {
		d.Embeds = d.Embeds[:10]
	}
	total := 0
	for _, e := range d.Embeds {
		if e == nil {
			continue
		}
		e.Title = Truncate(e.Title, maxTitle)
		e.Description = Truncate(e.Description, maxDesc)
		if len(e.Fields) > maxFields {
			e.Fields = e.Fields[:maxFields]
		}
		for _, f := range e.Fields {
			f.Name = Truncate(f.Name, maxFieldName)
			f.Value = Truncate(f.Value, MaxFieldValue)
		}
		if e.Footer != nil {
			e.Footer.Text = Truncate(e.Footer.Text, maxFooter)
		}
		total += embedSize(e)
	}
	// The six-thousand-character budget is shared by all embeds: shorten
	// descriptions, then drop trailing fields, until it fits.
	for total > maxEmbedTotal {
		shrunk := false
		for i := len(d.Embeds) - 1; i >= 0 && total > maxEmbedTotal; i-- {
			e := d.Embeds[i]
			if e == nil {
				continue
			}
			if n := len(e.Fields); n > 0 {
				total -= utf8.RuneCountInString(e.Fields[n-1].Name) + utf8.RuneCountInString(e.Fields[n-1].Value)
				e.Fields = e.Fields[:n-1]
				shrunk = true
				continue
			}
			if d := utf8.RuneCountInString(e.Description); d > 0 {
				cut := min(d, total-maxEmbedTotal+1)
				e.Description = Truncate(e.Description, d-cut)
				total -= cut - 1
				shrunk = true
			}
		}
		if !shrunk {
			break
		}
	}
}

func embedSize(e *discordgo.MessageEmbed) int {
	n := utf8.RuneCountInString(e.Title) + utf8.RuneCountInString(e.Description)
	for _, f := range e.Fields {
		n += utf8.RuneCountInString(f.Name) + utf8.RuneCountInString(f.Value)
	}
	if e.Footer != nil {
		n += utf8.RuneCountInString(e.Footer.Text)
	}
	if e.Author != nil {
		n += utf8.RuneCountInString(e.Author.Name)
	}
	return n
}

// botText names the error arguments the bot writes itself (lists of valid
// keys and choices): they are shown whole.
var botText = map[string]bool{"Valid": true, "Keys": true, "List": true, "Options": true, "Choices": true}

// shortArgs cuts user text quoted back in an error message.
func shortArgs(args map[string]any) map[string]any {
	var out map[string]any
	for k, v := range args {
		s, ok := v.(string)
		if !ok || utf8.RuneCountInString(s) <= maxEchoed || botText[k] {
			continue
		}
		if out == nil {
			out = make(map[string]any, len(args))
			for k2, v2 := range args {
				out[k2] = v2
			}
		}
		out[k] = Truncate(s, maxEchoed)
	}
	if out == nil {
		return args
	}
	return out
}
