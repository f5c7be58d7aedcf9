package commands

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"fray/rules"
	"fray/rules/encounter"
	"fray/storage"
)

// Tracker buttons' custom_ids: trk:<action>:<version>[:args]. The version is
// the encounter's state when the message was drawn; a click from an older
// message is refused.
const (
	trkNext   = "trk:next"
	trkPrev   = "trk:prev"
	trkRound  = "trk:round"
	trkHold   = "trk:hold"
	trkEnd    = "trk:end"
	trkPrompt = "trk:prompt"
	trkAct    = "trk:act"
)

func trkID(action string, version int, args ...string) string {
	id := action + ":" + strconv.Itoa(version)
	for _, a := range args {
		id += ":" + a
	}
	return id
}

// HealthBar draws cur/max as eight segments.
func HealthBar(cur, max int) string {
	const n = 8
	if max <= 0 {
		return ""
	}
	if cur < 0 {
		cur = 0
	}
	if cur > max {
		cur = max
	}
	// Round down so any loss shows, but keep one segment while anything is left.
	full := cur * n / max
	if cur > 0 && full == 0 {
		full = 1
	}
	return strings.Repeat("▰", full) + strings.Repeat("▱", n-full)
}

// healthLine is one combatant's condition: bar, level and conditions,
// joined by " · " (built in one buffer: a line per combatant per click).
func (a *App) healthLine(locale string, h rules.Health) string {
	var sb strings.Builder
	parts := 0
	sep := func() {
		if parts > 0 {
			sb.WriteString(" · ")
		}
		parts++
	}
	if h.Max > 0 {
		sep()
		sb.Grow(64)
		sb.WriteString(HealthBar(h.Cur, h.Max))
		sb.WriteByte(' ')
		sb.WriteString(strconv.Itoa(h.Cur))
		sb.WriteByte('/')
		sb.WriteString(strconv.Itoa(h.Max))
	}
	if h.Level.Key != "" {
		sep()
		sb.WriteString(a.i18n.Note(locale, h.Level))
	}
	for _, c := range h.Conditions {
		sep()
		sb.WriteString(a.i18n.Note(locale, c))
	}
	return sb.String()
}

// TrackerData renders the tracker message: round, order with initiative,
// whose turn, one health line per combatant, owed rolls and the buttons.
// ch, when given, lets the system add its own fields (see App.trackerFields).
func (a *App) TrackerData(locale string, sys rules.System, ch *storage.Channel, e *encounter.Encounter, events []rules.Event) *discordgo.InteractionResponseData {
	em := &discordgo.MessageEmbed{
		Color: colorNeutral,
		Title: "⚔️ " + a.i18n.T(locale, "tracker.title", map[string]any{"Round": e.Round}),
	}
	lines := make([]string, 0, len(e.Combatants))
	var sb strings.Builder
	for i := range e.Combatants {
		c := &e.Combatants[i]
		h := sys.Health(c)
		mark := "▫️"
		switch {
		case h.Dead:
			mark = "💀"
		case i == e.Turn:
			mark = "▶️"
		case c.Held:
			mark = "⏸️"
		case h.Out:
			mark = "💤"
		}
		// mark `init` **name** <@owner>, the initiative right-aligned in
		// three characters; built in one buffer (a line per combatant on
		// every click).
		init := strconv.Itoa(c.Init)
		if c.Pinned {
			init += "📌"
		}
		hl := a.healthLine(locale, h)
		sb.Reset()
		sb.Grow(len(mark) + len(init) + len(c.Name) + len(c.Owner) + len(hl) + 32)
		sb.WriteString(mark)
		sb.WriteString(" `")
		for n := utf8.RuneCountInString(init); n < 3; n++ {
			sb.WriteByte(' ')
		}
		sb.WriteString(init)
		sb.WriteString("` ")
		emph := "**"
		if h.Dead {
			emph = "~~"
		}
		sb.WriteString(emph)
		sb.WriteString(c.Name)
		sb.WriteString(emph)
		if c.Owner != "" {
			sb.WriteString(" <@")
			sb.WriteString(c.Owner)
			sb.WriteString(">")
		}
		if hl != "" {
			sb.WriteString("\n　　")
			sb.WriteString(hl)
		}
		lines = append(lines, sb.String())
	}
	if len(lines) == 0 {
		lines = append(lines, a.i18n.T(locale, "tracker.empty", nil))
	}
	em.Description = a.fitLines(locale, lines, maxDesc-100)
	if cur := e.Current(); cur != nil {
		em.Footer = &discordgo.MessageEmbedFooter{Text: a.i18n.T(locale, "tracker.turn", map[string]any{"Name": cur.Name, "Round": e.Round})}
	}
	if f := a.trackerFields[sys.ID()]; f != nil && ch != nil {
		em.Fields = append(em.Fields, f(locale, ch)...)
	}
	var evs []string
	for _, ev := range events {
		if ev.Prompt != "" && e.Owes(ev) {
			continue // listed once, under the rolls owed
		}
		evs = append(evs, "• "+a.eventText(locale, e, ev))
	}
	if len(evs) > 0 {
		em.Fields = append(em.Fields, &discordgo.MessageEmbedField{Name: a.i18n.T(locale, "tracker.events", nil), Value: a.fitLines(locale, evs, maxFieldValue)})
	}
	if len(e.Prompts) > 0 {
		var ps []string
		for _, p := range e.Prompts {
			ps = append(ps, "🎲 "+a.eventText(locale, e, p))
		}
		em.Fields = append(em.Fields, &discordgo.MessageEmbedField{Name: a.i18n.T(locale, "tracker.prompts", nil), Value: a.fitLines(locale, ps, maxFieldValue)})
	}
	v := e.Version
	rows := []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
		discordgo.Button{Label: a.i18n.T(locale, "tracker.btn.prev", nil), Style: discordgo.SecondaryButton, CustomID: trkID(trkPrev, v)},
		discordgo.Button{Label: a.i18n.T(locale, "tracker.btn.next", nil), Style: discordgo.PrimaryButton, CustomID: trkID(trkNext, v)},
		discordgo.Button{Label: a.i18n.T(locale, "tracker.btn.round", nil), Style: discordgo.SecondaryButton, CustomID: trkID(trkRound, v)},
		discordgo.Button{Label: a.i18n.T(locale, "tracker.btn.hold", nil), Style: discordgo.SecondaryButton, CustomID: trkID(trkHold, v)},
		discordgo.Button{Label: a.i18n.T(locale, "tracker.btn.end", nil), Style: discordgo.DangerButton, CustomID: trkID(trkEnd, v)},
	}}}
	var prompts []discordgo.MessageComponent
	for _, p := range e.Prompts {
		c := e.ByID(p.Combatant)
		if c == nil || len(prompts) == 5 {
			continue
		}
		label := c.Name + ": " + a.i18n.T(locale, "prompt."+p.Prompt, nil)
		prompts = append(prompts, discordgo.Button{
			Label: truncate(label, 80), Style: discordgo.SuccessButton, Emoji: &discordgo.ComponentEmoji{Name: "🎲"},
			CustomID: trkID(trkPrompt, v, strconv.Itoa(c.ID), p.Prompt),
		})
	}
	if len(prompts) > 0 {
		rows = append(rows, discordgo.ActionsRow{Components: prompts})
	}
	rows = append(rows, a.actionRows(locale, sys, e)...)
	return &discordgo.InteractionResponseData{Embeds: []*discordgo.MessageEmbed{em}, Components: rows}
}

// eventText renders an event with the combatant's name as {{.Name}}.
func (a *App) eventText(locale string, e *encounter.Encounter, ev rules.Event) string {
	args := map[string]any{}
	for k, v := range ev.Note.Args {
		args[k] = v
	}
	if c := e.ByID(ev.Combatant); c != nil {
		if _, ok := args["Name"]; !ok {
			args["Name"] = c.Name
		}
	}
	return a.i18n.T(locale, ev.Note.Key, args)
}

func truncate(s string, n int) string {
	if len(s) <= n || utf8.RuneCountInString(s) <= n { // no copy for the usual short label
		return s
	}
	r := []rune(s)
	return string(r[:n-1]) + "…"
}

// actionRows offers the system's combat actions to the combatant whose turn
// it is, five buttons a row, when the system counts actions on the tracker.
// Discord allows five rows: the controls, the owed rolls and three of these.
func (a *App) actionRows(locale string, sys rules.System, e *encounter.Encounter) []discordgo.MessageComponent {
	if a.actions[sys.ID()] == nil || e.Current() == nil {
		return nil
	}
	rows := make([]discordgo.MessageComponent, 0, 3)
	row := make([]discordgo.MessageComponent, 0, 5)
	for _, act := range sys.Actions() {
		label := act.En
		if NormalizeLocale(locale) == LocaleRU && act.Ru != "" {
			label = act.Ru
		}
		row = append(row, discordgo.Button{Label: truncate(label, 80), Style: discordgo.SecondaryButton, CustomID: trkID(trkAct, e.Version, act.Key)})
		if len(row) == 5 {
			rows = append(rows, discordgo.ActionsRow{Components: row})
			row = make([]discordgo.MessageComponent, 0, 5)
		}
		if len(rows) == 3 {
			break
		}
	}
	if len(row) > 0 && len(rows) < 3 {
		rows = append(rows, discordgo.ActionsRow{Components: row})
	}
	return rows
}

// joinFit joins whole lines up to max characters; the lines that do not fit
// are counted in a last line made by more(n), so a long fight never shows a
// line cut in half (with its markdown left open).
func joinFit(lines []string, max int, sample string, more func(n int) string) string {
	budget := max - utf8.RuneCountInString(sample) - 8
	used := 0
	for i, l := range lines {
		n := utf8.RuneCountInString(l) + 1
		if used+n > budget {
			return strings.Join(lines[:i], "\n") + "\n" + more(len(lines)-i)
		}
		used += n
	}
	return strings.Join(lines, "\n")
}

// fitLines is joinFit with the tracker's "… and N more".
func (a *App) fitLines(locale string, lines []string, max int) string {
	return joinFit(lines, max, a.i18n.T(locale, "tracker.more", map[string]any{"Count": 0}), func(n int) string {
		return a.i18n.T(locale, "tracker.more", map[string]any{"Count": n})
	})
}
