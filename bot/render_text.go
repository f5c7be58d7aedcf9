package bot

import (
	"fmt"
	"strings"

	"github.com/bwmarrin/discordgo"
)

// RenderText draws a message for a terminal: title, description, fields,
// footer and buttons, the way a Discord client lays them out.
// locale chooses the language of the client's own words ("only you can see
// this"); the kinds stay as the protocol names them.
func RenderText(kind string, ephemeral bool, d *discordgo.InteractionResponseData, locale string) string {
	var b strings.Builder
	head := "── " + kind
	if ephemeral {
		if locale == "en" {
			head += " (only you can see this)"
		} else {
			head += " (видно только вам)"
		}
	}
	b.WriteString(head + " " + strings.Repeat("─", max(0, 50-len([]rune(head)))) + "\n")
	if d == nil {
		b.WriteString("(deferred)\n\n")
		return b.String()
	}
	if d.Content != "" {
		b.WriteString(d.Content + "\n")
	}
	for _, c := range d.Choices {
		fmt.Fprintf(&b, "  • %s  [%v]\n", c.Name, c.Value)
	}
	if d.Choices != nil && len(d.Choices) == 0 {
		if locale == "en" {
			b.WriteString("  (no choices)\n")
		} else {
			b.WriteString("  (вариантов нет)\n")
		}
	}
	for _, e := range d.Embeds {
		if e.Author != nil && e.Author.Name != "" {
			b.WriteString(e.Author.Name + "\n")
		}
		if e.Title != "" {
			b.WriteString("■ " + e.Title + "\n")
		}
		if e.Description != "" {
			b.WriteString(indent(e.Description) + "\n")
		}
		for _, f := range e.Fields {
			b.WriteString("  ▸ " + f.Name + "\n" + indent(indent(f.Value)) + "\n")
		}
		if e.Image != nil && e.Image.URL != "" {
			b.WriteString("  [image " + e.Image.URL + "]\n")
		}
		if e.Footer != nil && e.Footer.Text != "" {
			b.WriteString("  — " + e.Footer.Text + "\n")
		}
	}
	for _, row := range d.Components {
		var labels []string
		for _, c := range rowComponents(row) {
			if btn, ok := asButton(c); ok {
				labels = append(labels, buttonText(btn))
			}
		}
		if len(labels) > 0 {
			b.WriteString("  " + strings.Join(labels, " ") + "\n")
		}
	}
	b.WriteString("\n")
	return b.String()
}

func buttonText(b discordgo.Button) string {
	s := "[" + b.Label
	if b.Disabled {
		s += " ✗"
	}
	return s + "]"
}

func indent(s string) string {
	return "  " + strings.ReplaceAll(s, "\n", "\n  ")
}
