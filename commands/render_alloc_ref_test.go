package commands

// The tracker render as it was before its allocations were cut, kept as
// the reference the new render must match byte for byte
// (render_alloc_test.go). Only the names changed (a Ref suffix); HealthBar,
// truncate and I18n.T are shared, as they are tested on their own.

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"fray/rules"
	"fray/rules/encounter"
	"fray/storage"
)

// idArenaRef builds the short strings of one render (button IDs, the title,
// prompt labels) in one strings.Builder and hands each out as a substring
// of it: a tracker has up to twenty buttons, redrawn on every click, and
// one buffer costs one allocation where a string each costs twenty. A
// Builder never changes bytes it has written, so earlier substrings stay
// valid while it grows.
type idArenaRef struct{ sb strings.Builder }

// piece returns what was written since start (a Len taken before writing).
func (a *idArenaRef) piece(start int) string { return a.sb.String()[start:] }

// trkID writes action:version[:args] and returns it.
func (a *idArenaRef) trkID(action string, version int, args ...string) string {
	start := a.sb.Len()
	a.sb.WriteString(action)
	a.sb.WriteByte(':')
	var num [20]byte
	a.sb.Write(strconv.AppendInt(num[:0], int64(version), 10))
	for _, s := range args {
		a.sb.WriteByte(':')
		a.sb.WriteString(s)
	}
	return a.piece(start)
}

// concat writes the parts one after another and returns them as one string.
func (a *idArenaRef) concat(parts ...string) string {
	start := a.sb.Len()
	for _, p := range parts {
		a.sb.WriteString(p)
	}
	return a.piece(start)
}

// idArenaSizeRef guesses the bytes of one render's short strings: the title
// and five control IDs, an ID and label per owed roll, and up to fifteen
// action IDs when the system has tracker actions.
func idArenaSizeRef(actions bool, prompts int) int {
	n := 128 + 64*prompts
	if actions {
		n += 15 * 24
	}
	return n
}

// appendHealthLineRef appends healthLine(locale, h) to dst, so the tracker can
// write it straight into its description.
func (a *App) appendHealthLineRef(dst []byte, locale string, h rules.Health) []byte {
	parts := 0
	sep := func() {
		if parts > 0 {
			dst = append(dst, " · "...)
		}
		parts++
	}
	if h.Max > 0 {
		sep()
		dst = appendHealthBar(dst, h.Cur, h.Max)
		dst = append(dst, ' ')
		dst = strconv.AppendInt(dst, int64(h.Cur), 10)
		dst = append(dst, '/')
		dst = strconv.AppendInt(dst, int64(h.Max), 10)
	}
	if h.Level.Key != "" {
		sep()
		dst = append(dst, a.i18n.Note(locale, h.Level)...)
	}
	for _, c := range h.Conditions {
		sep()
		dst = append(dst, a.i18n.Note(locale, c)...)
	}
	return dst
}

// trackerLineSizeRef is a guess at one order line's bytes beyond the name and
// owner (mark, initiative, a bar, the level and a note or two in Cyrillic),
// to size the description's buffer once.
const trackerLineSizeRef = 120

// trackerDataRef renders the tracker message: round, order with initiative,
// whose turn, one health line per combatant, owed rolls and the buttons.
// ch, when given, lets the system add its own fields (see App.trackerFields).
//
// It runs after every tracker click, so it allocates little: the order is
// written into one byte buffer, the short strings into one idArenaRef, and the
// buttons share one backing array.
func (a *App) trackerDataRef(locale string, sys rules.System, ch *storage.Channel, e *encounter.Encounter, events []rules.Event) *discordgo.InteractionResponseData {
	var ids idArenaRef
	_, takesActions := a.pluginOf(sys).(ActionTaker)
	ids.sb.Grow(idArenaSizeRef(takesActions, len(e.Prompts)))
	em := &discordgo.MessageEmbed{
		Color: ColorNeutral,
		Title: ids.concat("⚔️ ", a.i18n.T(locale, "tracker.title", map[string]any{"Round": e.Round})),
	}
	more := a.moreSampleRef(locale)
	em.Description = a.trackerOrderRef(locale, sys, e, more)
	if cur := e.Current(); cur != nil && !e.Ended {
		em.Footer = &discordgo.MessageEmbedFooter{Text: a.i18n.T(locale, "tracker.turn", map[string]any{"Name": cur.Name, "Round": e.Round})}
	}
	if f, ok := a.pluginOf(sys).(TrackerFielder); ok && ch != nil {
		em.Fields = append(em.Fields, f.TrackerFields(locale, ch)...)
	}
	var evs []string
	for _, ev := range events {
		if ev.Prompt != "" && e.Owes(ev) {
			continue // listed once, under the rolls owed
		}
		evs = append(evs, ids.concat("• ", a.eventTextRef(locale, e, ev)))
	}
	if len(evs) > 0 {
		em.Fields = append(em.Fields, &discordgo.MessageEmbedField{Name: a.i18n.T(locale, "tracker.events", nil), Value: a.fitLinesMoreRef(locale, evs, MaxFieldValue, more)})
	}
	if len(e.Prompts) > 0 && !e.Ended {
		ps := make([]string, 0, len(e.Prompts))
		for _, p := range e.Prompts {
			ps = append(ps, ids.concat("🎲 ", a.eventTextRef(locale, e, p)))
		}
		em.Fields = append(em.Fields, &discordgo.MessageEmbedField{Name: a.i18n.T(locale, "tracker.prompts", nil), Value: a.fitLinesMoreRef(locale, ps, MaxFieldValue, more)})
	}

	// All buttons in one backing array, each row a capped slice of it:
	// five controls, up to five owed rolls, up to fifteen actions.
	v := e.Version
	btns := make([]discordgo.MessageComponent, 0, 25)
	btns = append(btns,
		discordgo.Button{Label: a.i18n.T(locale, "tracker.btn.prev", nil), Style: discordgo.SecondaryButton, CustomID: ids.trkID(trkPrev, v)},
		discordgo.Button{Label: a.i18n.T(locale, "tracker.btn.next", nil), Style: discordgo.PrimaryButton, CustomID: ids.trkID(trkNext, v)},
		discordgo.Button{Label: a.i18n.T(locale, "tracker.btn.round", nil), Style: discordgo.SecondaryButton, CustomID: ids.trkID(trkRound, v)},
		discordgo.Button{Label: a.i18n.T(locale, "tracker.btn.hold", nil), Style: discordgo.SecondaryButton, CustomID: ids.trkID(trkHold, v)},
		discordgo.Button{Label: a.i18n.T(locale, "tracker.btn.end", nil), Style: discordgo.DangerButton, CustomID: ids.trkID(trkEnd, v)},
	)
	rows := make([]discordgo.MessageComponent, 0, 5)
	rows = append(rows, discordgo.ActionsRow{Components: btns[0:5:5]})
	start := len(btns)
	for _, p := range e.Prompts {
		c := e.ByID(p.Combatant)
		if c == nil || len(btns)-start == 5 {
			continue
		}
		label := ids.concat(c.Name, ": ", a.i18n.T(locale, "prompt."+p.Prompt, nil))
		btns = append(btns, discordgo.Button{
			Label: Truncate(label, 80), Style: discordgo.SuccessButton, Emoji: &discordgo.ComponentEmoji{Name: "🎲"},
			CustomID: ids.trkID(trkPrompt, v, strconv.Itoa(c.ID), p.Prompt),
		})
	}
	if len(btns) > start {
		rows = append(rows, discordgo.ActionsRow{Components: btns[start:len(btns):len(btns)]})
	}
	rows = a.appendActionRowsRef(rows, btns, &ids, locale, sys, e)
	return &discordgo.InteractionResponseData{Embeds: []*discordgo.MessageEmbed{em}, Components: rows}
}

// trackerOrderRef is the description: one line per combatant in turn order,
// `mark `init` **name** <@owner>` and its health line below, cut as
// fitLines would cut the same lines (whole lines; the rest counted in a
// last line). The lines are written into one builder, and a combatant past
// the cut is not rendered at all.
func (a *App) trackerOrderRef(locale string, sys rules.System, e *encounter.Encounter, more string) string {
	if len(e.Combatants) == 0 {
		return a.fitLinesMoreRef(locale, []string{a.i18n.T(locale, "tracker.empty", nil)}, maxDesc-100, more)
	}
	budget := fitBudgetRef(maxDesc-100, more)
	size := 0
	for i := range e.Combatants {
		size += len(e.Combatants[i].Name) + len(e.Combatants[i].Owner) + trackerLineSizeRef
	}
	var sb strings.Builder
	sb.Grow(min(size, 4*maxDesc))   // a rune is at most four bytes
	scratch := make([]byte, 0, 256) // one line at a time
	used := 0
	for i := range e.Combatants {
		c := &e.Combatants[i]
		scratch = a.appendOrderLineRef(scratch[:0], locale, sys.Health(c), c, i == e.Turn && !e.Ended)
		cut := sb.Len() // where the description ends if this line does not fit
		if i > 0 {
			sb.WriteByte('\n')
		}
		start := sb.Len()
		sb.Write(scratch)
		// Counted in the builder's string: utf8.RuneCount on a []byte
		// copies it to a string when it holds non-ASCII text.
		n := utf8.RuneCountInString(sb.String()[start:]) + 1
		if used+n > budget {
			if t := e.Turn; !e.Ended && t >= 0 && t < len(e.Combatants) && min(t+3, len(e.Combatants)-1) >= i {
				return a.trackerWindowRef(locale, sys, e, budget)
			}
			return sb.String()[:cut] + "\n" + a.moreTextRef(locale, len(e.Combatants)-i)
		}
		used += n
	}
	return sb.String()
}

// trackerWindowRef is the order of a fight too long for the tracker, cut
// around the turn: the line before it, as many after it as fit (at least
// the next three, the budget less the "… N more above" line allowing),
// then back up when the end comes first; the lines left out counted above
// and below.
func (a *App) trackerWindowRef(locale string, sys rules.System, e *encounter.Encounter, budget int) string {
	var lines []string
	for i := range e.Combatants {
		c := &e.Combatants[i]
		lines = append(lines, string(a.appendOrderLineRef(nil, locale, sys.Health(c), c, i == e.Turn)))
	}
	budget -= utf8.RuneCountInString(a.i18n.T(locale, "tracker.above", map[string]any{"Count": 0})) + 8
	width := func(i int) int { return utf8.RuneCountInString(lines[i]) + 1 }
	from := max(0, e.Turn-1)
	to, used := from, 0
	for ; to < len(lines) && (to <= e.Turn || used+width(to) <= budget); to++ {
		used += width(to)
	}
	for from > 0 && used+width(from-1) <= budget {
		from--
		used += width(from)
	}
	out := strings.Join(lines[from:to], "\n")
	if from > 0 {
		out = a.i18n.T(locale, "tracker.above", map[string]any{"Count": from}) + "\n" + out
	}
	if to < len(lines) {
		out += "\n" + a.moreTextRef(locale, len(lines)-to)
	}
	return out
}

// appendOrderLineRef appends one combatant's line of the order:
// mark `init` **name** <@owner>, the initiative right-aligned in three
// characters, and the health line below it when there is one.
func (a *App) appendOrderLineRef(buf []byte, locale string, h rules.Health, c *rules.Combatant, turn bool) []byte {
	mark := "▫️"
	switch {
	case h.Dead:
		mark = "💀"
	case turn:
		mark = "▶️"
	case c.Held:
		mark = "⏸️"
	case h.Out && h.Stunned:
		mark = "😵"
	case h.Out:
		mark = "💤"
	}
	buf = append(buf, mark...)
	buf = append(buf, " `"...)
	var num [20]byte
	init := strconv.AppendInt(num[:0], int64(c.Init), 10) // ASCII: a rune a byte
	width := len(init)
	if c.Pinned {
		width++ // the pin is one rune
	}
	for ; width < 3; width++ {
		buf = append(buf, ' ')
	}
	buf = append(buf, init...)
	if c.Pinned {
		buf = append(buf, "📌"...)
	}
	buf = append(buf, "` "...)
	emph := "**"
	if h.Dead {
		emph = "~~"
	}
	buf = append(buf, emph...)
	buf = append(buf, c.Name...)
	buf = append(buf, emph...)
	if c.Owner != "" {
		buf = append(buf, " <@"...)
		buf = append(buf, c.Owner...)
		buf = append(buf, '>')
	}
	// The health line goes on its own indented row; when it is empty the
	// indent is taken back.
	indent := len(buf)
	buf = append(buf, "\n　　"...)
	body := len(buf)
	if buf = a.appendHealthLineRef(buf, locale, h); len(buf) == body {
		buf = buf[:indent]
	}
	return buf
}

// eventTextRef renders an event with the combatant's name as {{.Name}}.
func (a *App) eventTextRef(locale string, e *encounter.Encounter, ev rules.Event) string {
	args := make(map[string]any, len(ev.Note.Args)+1) // + Name
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

// appendActionRowsRef appends to rows the system's combat actions for the
// combatant whose turn it is, five buttons a row, when the system counts
// actions on the tracker. Discord allows five rows: the controls, the owed
// rolls and three of these. The buttons go on the end of btns, whose
// capacity the caller sized, so the rows share its backing array.
func (a *App) appendActionRowsRef(rows, btns []discordgo.MessageComponent, ids *idArenaRef, locale string, sys rules.System, e *encounter.Encounter) []discordgo.MessageComponent {
	if _, ok := a.pluginOf(sys).(ActionTaker); !ok || e.Current() == nil {
		return rows
	}
	ru := NormalizeLocale(locale) == LocaleRU
	const perRow, maxRows = 5, 3
	start, added := len(btns), 0
	flush := func() {
		end := len(btns)
		rows = append(rows, discordgo.ActionsRow{Components: btns[start:end:end]})
		start = end
		added++
	}
	for _, act := range sys.Actions() {
		label := act.En
		if ru && act.Ru != "" {
			label = act.Ru
		}
		btns = append(btns, discordgo.Button{Label: Truncate(label, 80), Style: discordgo.SecondaryButton, CustomID: ids.trkID(trkAct, e.Version, act.Key)})
		if len(btns)-start == perRow {
			flush()
		}
		if added == maxRows {
			break
		}
	}
	if len(btns) > start && added < maxRows {
		flush()
	}
	return rows
}

// joinFitRef joins whole lines up to max characters; the lines that do not fit
// are counted in a last line made by more(n), so a long fight never shows a
// line cut in half (with its markdown left open).
func joinFitRef(lines []string, max int, sample string, more func(n int) string) string {
	budget := fitBudgetRef(max, sample)
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

// fitBudgetRef is the characters joinFitRef gives the lines themselves: max less
// the "… and N more" line (sample, with room for a longer N).
func fitBudgetRef(max int, sample string) int {
	return max - utf8.RuneCountInString(sample) - 8
}

// fitLinesMoreRef is fitLines with the sample already rendered: one render
// cuts up to three lists and needs the sample once.
func (a *App) fitLinesMoreRef(locale string, lines []string, max int, sample string) string {
	return joinFitRef(lines, max, sample, func(n int) string { return a.moreTextRef(locale, n) })
}

// moreSampleRef is the "… and N more" line that joinFitRef sizes its budget by.
func (a *App) moreSampleRef(locale string) string { return a.moreTextRef(locale, 0) }

// moreTextRef is the "… and n more" line.
func (a *App) moreTextRef(locale string, n int) string {
	return a.i18n.T(locale, "tracker.more", map[string]any{"Count": n})
}
