package commands

import (
	"slices"
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
	var a idArena
	return a.trkID(action, version, args...)
}

// idArena builds the strings of one render (the description, button IDs,
// the title, prompt labels) in one strings.Builder and hands each out as a
// substring of it: a tracker has up to twenty buttons, redrawn on every
// click, and one buffer costs one allocation where a string each costs
// twenty. A Builder never changes bytes it has written, so earlier
// substrings stay valid while it grows.
type idArena struct{ sb strings.Builder }

// piece returns what was written since start (a Len taken before writing).
func (a *idArena) piece(start int) string { return a.sb.String()[start:] }

// trkID writes action:version[:args] and returns it.
func (a *idArena) trkID(action string, version int, args ...string) string {
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

// write writes p and returns it as a string.
func (a *idArena) write(p []byte) string {
	start := a.sb.Len()
	a.sb.Write(p)
	return a.piece(start)
}

// concat writes the parts one after another and returns them as one string.
func (a *idArena) concat(parts ...string) string {
	start := a.sb.Len()
	for _, p := range parts {
		a.sb.WriteString(p)
	}
	return a.piece(start)
}

// idArenaSize guesses the bytes of one render's short strings: the title,
// the footer (with the current combatant's name) and five control IDs, an
// ID and label per owed roll, a line per event, and an ID per action.
func idArenaSize(name, prompts, events, actions int) int {
	return 128 + name + 64*prompts + 96*events + 24*actions
}

// HealthBar draws cur/max as eight segments.
func HealthBar(cur, max int) string {
	return string(appendHealthBar(nil, cur, max))
}

// appendHealthBar appends HealthBar(cur, max) to dst.
func appendHealthBar(dst []byte, cur, max int) []byte {
	const n = 8
	if max <= 0 {
		return dst
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
	for i := 0; i < n; i++ {
		if i < full {
			dst = append(dst, "▰"...)
		} else {
			dst = append(dst, "▱"...)
		}
	}
	return dst
}

// HealthLine is one combatant's condition: bar, level and conditions,
// joined by " · ".
func (a *App) HealthLine(locale string, h rules.Health) string {
	return string(a.appendHealthLine(make([]byte, 0, 96), locale, h))
}

// appendHealthLine appends healthLine(locale, h) to dst, so the tracker can
// write it straight into its description.
func (a *App) appendHealthLine(dst []byte, locale string, h rules.Health) []byte {
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
		dst = a.i18n.AppendNote(dst, locale, h.Level)
	}
	for _, c := range h.Conditions {
		sep()
		dst = a.i18n.AppendNote(dst, locale, c)
	}
	return dst
}

// trackerReply is the parts every tracker reply has, allocated together:
// the response, the slice of its one embed, the embed, its footer and the
// rows (Discord allows five). They live exactly as long as one another.
type trackerReply struct {
	data   discordgo.InteractionResponseData
	embeds [1]*discordgo.MessageEmbed
	embed  discordgo.MessageEmbed
	footer discordgo.MessageEmbedFooter
	rows   [5]discordgo.MessageComponent
	// rowVals are the rows themselves; rows holds pointers to them, so
	// that putting a row into the components boxes nothing.
	rowVals [5]discordgo.ActionsRow
}

// buttonSet holds a reply's buttons in one backing array, and the
// components that point at them: a discordgo.Button value put into a
// []MessageComponent is copied to the heap one by one (96 bytes each, a
// fifth of the tracker's allocations), a pointer is not. The array is made
// with room for every button, so the pointers stay valid.
type buttonSet struct {
	vals  []discordgo.Button
	comps []discordgo.MessageComponent
}

func newButtonSet(n int) buttonSet {
	return buttonSet{vals: make([]discordgo.Button, 0, n), comps: make([]discordgo.MessageComponent, 0, n)}
}

func (s *buttonSet) add(b discordgo.Button) {
	if len(s.vals) == cap(s.vals) {
		// Never happens (newButtonSet counts every button); rather than
		// let appending move the array under the pointers, box this one.
		s.comps = append(s.comps, b)
		return
	}
	s.vals = append(s.vals, b)
	s.comps = append(s.comps, &s.vals[len(s.vals)-1])
}

// row adds the buttons from start to end as the reply's next row.
func (r *trackerReply) row(rows []discordgo.MessageComponent, s *buttonSet, start, end int) []discordgo.MessageComponent {
	comps := s.comps[start:end:end]
	if len(rows) >= len(r.rowVals) {
		// More rows than Discord takes: kept as they were, for Discord to
		// refuse, as before.
		return append(rows, discordgo.ActionsRow{Components: comps})
	}
	rv := &r.rowVals[len(rows)]
	rv.Components = comps
	return append(rows, rv)
}

// trackerLineSize is a guess at one order line's bytes beyond the name and
// owner (mark, initiative, a bar, the level and a note or two in Cyrillic):
// a line is written on the stack only when this much room, or as much as
// the longest line before it took, is left there.
const trackerLineSize = 120

// orderStackSize is the description a usual fight's order fits in while
// it is written (a dozen combatants); a longer one is written on the heap.
const orderStackSize = 2048

// TrackerData renders the tracker message: round, order with initiative,
// whose turn, one health line per combatant, owed rolls and the buttons.
// ch, when given, lets the system add its own fields (see App.trackerFields).
//
// It runs after every tracker click, so it allocates little: the order is
// written on the stack, then copied with the short strings into one
// idArena sized for both (writeTrackerOrder), the reply's fixed parts are
// one trackerReply, and the buttons share one backing array of exactly
// their number (buttonSet), put into the components by pointer.
func (a *App) TrackerData(locale string, sys rules.System, ch *storage.Channel, e *encounter.Encounter, events []rules.Event) *discordgo.InteractionResponseData {
	acts := a.trackerActions(sys, e)
	cur := e.Current()
	curName := 0
	if cur != nil {
		curName = len(cur.Name)
	}
	r := new(trackerReply)
	em := &r.embed
	em.Color = ColorNeutral
	var ids idArena
	var order [orderStackSize]byte
	more := a.moreRunes(locale)
	em.Description = a.writeTrackerOrder(&ids, order[:0], locale, sys, e, more, idArenaSize(curName, len(e.Prompts), len(events), len(acts)))
	var scratch [256]byte // one short text at a time, before ids keeps it
	title, turn := "tracker.title", "tracker.turn"
	if e.FreeRound() {
		title, turn = "tracker.title_free", "tracker.turn_free"
	}
	em.Title = ids.write(a.i18n.AppendT(append(scratch[:0], "⚔️ "...), locale, title, IntArg("Round", e.Round)))
	if cur != nil && !e.Ended { // an ended fight has no turn
		r.footer.Text = ids.write(a.i18n.AppendT(scratch[:0], locale, turn, StrArg("Name", cur.Name), IntArg("Round", e.Round)))
		em.Footer = &r.footer
	}
	if e.FreeRound() {
		em.Fields = append(em.Fields, a.caughtField(locale, sys, e))
	}
	if f, ok := a.pluginOf(sys).(TrackerFielder); ok && ch != nil {
		em.Fields = append(em.Fields, f.TrackerFields(locale, ch)...)
	}
	var evs []string
	for _, ev := range events {
		if ev.Prompt != "" && e.Owes(ev) {
			continue // listed once, under the rolls owed
		}
		evs = append(evs, ids.write(a.appendEventText(append(scratch[:0], "• "...), locale, e, ev)))
	}
	if len(evs) > 0 {
		em.Fields = append(em.Fields, &discordgo.MessageEmbedField{Name: a.i18n.T(locale, "tracker.events", nil), Value: a.fitLinesMore(locale, evs, MaxFieldValue, more)})
	}
	if len(e.Prompts) > 0 && !e.Ended { // an ended fight owes no roll
		ps := make([]string, 0, len(e.Prompts))
		for _, p := range e.Prompts {
			ps = append(ps, ids.write(a.appendEventText(append(scratch[:0], "🎲 "...), locale, e, p)))
		}
		em.Fields = append(em.Fields, &discordgo.MessageEmbedField{Name: a.i18n.T(locale, "tracker.prompts", nil), Value: a.fitLinesMore(locale, ps, MaxFieldValue, more)})
	}

	// All buttons in one backing array, each row a capped slice of it:
	// five controls, up to five owed rolls, up to fifteen actions.
	v := e.Version
	btns := newButtonSet(5 + min(len(e.Prompts), 5) + len(acts))
	btns.add(discordgo.Button{Label: a.i18n.T(locale, "tracker.btn.prev", nil), Style: discordgo.SecondaryButton, CustomID: ids.trkID(trkPrev, v)})
	btns.add(discordgo.Button{Label: a.i18n.T(locale, "tracker.btn.next", nil), Style: discordgo.PrimaryButton, CustomID: ids.trkID(trkNext, v)})
	btns.add(discordgo.Button{Label: a.i18n.T(locale, "tracker.btn.round", nil), Style: discordgo.SecondaryButton, CustomID: ids.trkID(trkRound, v)})
	btns.add(discordgo.Button{Label: a.i18n.T(locale, "tracker.btn.hold", nil), Style: discordgo.SecondaryButton, CustomID: ids.trkID(trkHold, v)})
	btns.add(discordgo.Button{Label: a.i18n.T(locale, "tracker.btn.end", nil), Style: discordgo.DangerButton, CustomID: ids.trkID(trkEnd, v)})
	rows := r.row(r.rows[:0], &btns, 0, len(btns.comps))
	start := len(btns.comps)
	for _, p := range e.Prompts {
		c := e.ByID(p.Combatant)
		if c == nil || len(btns.comps)-start == 5 {
			continue
		}
		label := ids.concat(c.Name, ": ", a.i18n.T(locale, "prompt."+p.Prompt, nil))
		btns.add(discordgo.Button{
			Label: Truncate(label, 80), Style: discordgo.SuccessButton, Emoji: &discordgo.ComponentEmoji{Name: "🎲"},
			CustomID: ids.trkID(trkPrompt, v, strconv.Itoa(c.ID), p.Prompt),
		})
	}
	if len(btns.comps) > start {
		rows = r.row(rows, &btns, start, len(btns.comps))
	}
	rows = a.appendActionRows(r, rows, &btns, &ids, locale, acts, v)
	r.embeds[0] = em
	r.data.Embeds = r.embeds[:]
	r.data.Components = rows
	return &r.data
}

// writeTrackerOrder writes the description into ids, which must be empty,
// and returns it: one line per combatant in turn order, `mark `init`
// **name** <@owner>` and its health line below, cut as fitLines would cut
// the same lines (whole lines; the rest counted in a last line). more is
// the runes of the "… and N more" sample; rest is the bytes the caller
// will add to ids. A combatant past the cut is not rendered at all.
//
// The lines are written into buf (the caller's stack buffer) and moved
// into ids when buf is full and at the end, so a usual fight's description
// is copied once into an arena of its exact size plus rest, and a long
// fight's passes through buf instead of a heap buffer of its own.
func (a *App) writeTrackerOrder(ids *idArena, buf []byte, locale string, sys rules.System, e *encounter.Encounter, more, rest int) string {
	budget := fitBudgetRunes(maxDesc-100, more)
	used := 0 // runes of the lines written, a newline each
	grown := false
	// flush moves buf into ids. The first flush sizes ids: for the rest
	// when it comes before the end (of line i), as much again per line as
	// the lines so far, but no more than the runes left in the budget.
	flush := func(i int) {
		if !grown {
			guess := 0
			if i < len(e.Combatants) && used > 0 {
				guess = min(len(buf)*(len(e.Combatants)-i)/i, len(buf)*(budget-used)/used)
			}
			ids.sb.Grow(len(buf) + guess + rest)
			grown = true
		}
		ids.sb.Write(buf)
		buf = buf[:0]
	}
	if len(e.Combatants) == 0 {
		if buf = a.i18n.AppendT(buf, locale, "tracker.empty"); countRunes(buf)+1 > budget {
			buf = a.appendMoreText(append(buf[:0], '\n'), locale, 1)
		}
	}
	longest := 0 // bytes of the longest line yet, a guess at the next one's
	for i := range e.Combatants {
		c := &e.Combatants[i]
		if len(buf) > 0 && len(buf)+max(longest, len(c.Name)+len(c.Owner)+trackerLineSize) > cap(buf) {
			flush(i) // whole lines only: the cut below stays within buf
		}
		cut := len(buf) // where the description ends if this line does not fit
		if i > 0 {
			buf = append(buf, '\n')
		}
		start := len(buf)
		buf = a.appendTrackerLine(buf, locale, sys, e, i)
		n := countRunes(buf[start:]) + 1
		if used+n > budget {
			if t := e.Turn; !e.Ended && t >= 0 && t < len(e.Combatants) && min(t+trackerAhead, len(e.Combatants)-1) >= i {
				// The cut hides whose turn it is, or who comes next.
				return a.writeTrackerWindow(ids, locale, sys, e, budget, rest)
			}
			buf = a.appendMoreText(append(buf[:cut], '\n'), locale, len(e.Combatants)-i)
			break
		}
		used += n
		longest = max(longest, len(buf)-cut)
	}
	flush(len(e.Combatants))
	return ids.sb.String()
}

// The tracker of a fight too long for one message shows a window of the
// order: from the fighter before the one whose turn it is (who just
// acted) to as many after as fit, at least the next trackerAhead.
const (
	trackerBehind = 1
	trackerAhead  = 3
)

// appendTrackerLine appends the order's line of the i-th combatant: its
// mark, initiative, name, owner and health (appendOrderLine), and its
// round in the books.
func (a *App) appendTrackerLine(buf []byte, locale string, sys rules.System, e *encounter.Encounter, i int) []byte {
	c := &e.Combatants[i]
	buf = a.appendOrderLine(buf, locale, sys.Health(c), c, i == e.Turn && !e.Ended)
	if books := a.BooksLine(locale, sys, e, c); books != "" {
		buf = append(append(buf, " · "...), books...) // the round's books
	}
	return buf
}

// writeTrackerWindow writes into ids (emptied first) the order of a fight
// whose lines do not all fit, around the turn (trackerWindow), with how
// many lines are left out above and below, and returns it. budget is
// writeTrackerOrder's, the "… and N more" line already set aside; rest is
// the bytes the caller will add to ids. Only long fights come here: it
// renders each line twice, once to measure it.
func (a *App) writeTrackerWindow(ids *idArena, locale string, sys rules.System, e *encounter.Encounter, budget, rest int) string {
	n := len(e.Combatants)
	var all []byte
	ends := make([]int, n) // line i is all[ends[i-1]:ends[i]]
	widths := make([]int, n)
	for i := range e.Combatants {
		start := len(all)
		all = a.appendTrackerLine(all, locale, sys, e, i)
		ends[i], widths[i] = len(all), countRunes(all[start:])+1
	}
	var num [128]byte
	aboveRunes := countRunes(a.appendAboveText(num[:0], locale, 0))
	from, to := trackerWindow(widths, e.Turn, fitBudgetRunes(budget, aboveRunes))
	startOf := func(i int) int {
		if i == 0 {
			return 0
		}
		return ends[i-1]
	}
	line := func(i int) []byte { return all[startOf(i):ends[i]] }
	ids.sb.Reset()
	ids.sb.Grow(ends[to-1] - startOf(from) + (to - from) + 2*len(num) + rest)
	if from > 0 {
		ids.sb.Write(a.appendAboveText(num[:0], locale, from))
		ids.sb.WriteByte('\n')
	}
	for i := from; i < to; i++ {
		if i > from {
			ids.sb.WriteByte('\n')
		}
		ids.sb.Write(line(i))
	}
	if to < n {
		ids.sb.WriteByte('\n')
		ids.sb.Write(a.appendMoreText(num[:0], locale, n-to))
	}
	return ids.sb.String()
}

// trackerWindow picks the lines [from, to) of widths (runes, a newline
// each) that fit in budget around the turn: from the one before it on,
// as many as fit after it; when the end of the order is reached first,
// the window reaches back up instead. The turn's line is always in it.
func trackerWindow(widths []int, turn, budget int) (from, to int) {
	from = max(0, turn-trackerBehind)
	used := 0
	for to = from; to < len(widths) && (to <= turn || used+widths[to] <= budget); to++ {
		used += widths[to]
	}
	for from > 0 && used+widths[from-1] <= budget {
		from--
		used += widths[from]
	}
	return from, to
}

// appendAboveText appends the "… N more above" line.
func (a *App) appendAboveText(dst []byte, locale string, n int) []byte {
	return a.i18n.AppendT(dst, locale, "tracker.above", IntArg("Count", n))
}

// countRunes is utf8.RuneCountInString(string(p)), invalid bytes counted
// one a rune as ranging over a string counts them, without the copy
// utf8.RuneCount makes of non-ASCII text.
func countRunes(p []byte) int {
	n := 0
	for len(p) > 0 {
		if p[0] < utf8.RuneSelf {
			p = p[1:]
		} else {
			_, size := utf8.DecodeRune(p)
			p = p[size:]
		}
		n++
	}
	return n
}

// appendOrderLine appends one combatant's line of the order:
// mark `init` **name** <@owner>, the initiative right-aligned in three
// characters, and the health line below it when there is one.
func (a *App) appendOrderLine(buf []byte, locale string, h rules.Health, c *rules.Combatant, turn bool) []byte {
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
	if buf = a.appendHealthLine(buf, locale, h); len(buf) == body {
		buf = buf[:indent]
	}
	return buf
}

// EventText renders an event with the combatant's name as {{.Name}}.
func (a *App) EventText(locale string, e *encounter.Encounter, ev rules.Event) string {
	var buf [256]byte
	return string(a.appendEventText(buf[:0], locale, e, ev))
}

// appendEventText appends eventText(locale, e, ev) to dst. The combatant's
// name fills {{.Name}} when the note's arguments have none, without
// copying them into a map of their own.
func (a *App) appendEventText(dst []byte, locale string, e *encounter.Encounter, ev rules.Event) []byte {
	var name []Arg
	if c := e.ByID(ev.Combatant); c != nil {
		name = []Arg{StrArg("Name", c.Name)}
	}
	return a.i18n.appendMessage(dst, locale, ev.Note.Key, ev.Note.Args, name)
}

func Truncate(s string, n int) string {
	if len(s) <= n || utf8.RuneCountInString(s) <= n { // no copy for the usual short label
		return s
	}
	r := []rune(s)
	return string(r[:n-1]) + "…"
}

// trackerActions is the system's combat actions the tracker shows for
// the combatant whose turn it is: none when the system counts no actions
// on the tracker or it is nobody's turn, and at most fifteen (three rows).
func (a *App) trackerActions(sys rules.System, e *encounter.Encounter) []rules.Action {
	if _, ok := a.pluginOf(sys).(ActionTaker); !ok || e.Current() == nil {
		return nil
	}
	acts := sys.Actions()
	return acts[:min(len(acts), 15)]
}

// actionLabel is a system action's button label in the locale.
func actionLabel(locale string, act rules.Action) string {
	if NormalizeLocale(locale) == LocaleRU && act.Ru != "" {
		return act.Ru
	}
	return act.En
}

// appendActionRows appends to rows the buttons of acts (trackerActions),
// five a row. Discord allows five rows: the controls, the owed rolls and
// three of these. The buttons go on the end of btns (newButtonSet counted
// them), and the rows into r's.
func (a *App) appendActionRows(r *trackerReply, rows []discordgo.MessageComponent, btns *buttonSet, ids *idArena, locale string, acts []rules.Action, version int) []discordgo.MessageComponent {
	start := len(btns.comps)
	for _, act := range acts {
		btns.add(discordgo.Button{Label: Truncate(actionLabel(locale, act), 80), Style: discordgo.SecondaryButton, CustomID: ids.trkID(trkAct, version, act.Key)})
	}
	const perRow = 5
	for start < len(btns.comps) {
		end := min(start+perRow, len(btns.comps))
		rows = r.row(rows, btns, start, end)
		start = end
	}
	return rows
}

// joinFit joins whole lines up to budget characters (fitBudget); the
// lines that do not fit are counted in a last line made by more(n), so a
// long fight never shows a line cut in half (with its markdown left open).
func joinFit(lines []string, budget int, more func(n int) string) string {
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

// fitBudget is the characters joinFit gives the lines of max characters:
// max less the "… and N more" line (sample, with room for a longer N).
func fitBudget(max int, sample string) int {
	return fitBudgetRunes(max, utf8.RuneCountInString(sample))
}

// fitBudgetRunes is fitBudget with the sample's runes counted already.
func fitBudgetRunes(max, sampleRunes int) int { return max - sampleRunes - 8 }

// FitLines is joinFit with the tracker's "… and N more".
func (a *App) FitLines(locale string, lines []string, max int) string {
	return a.fitLinesMore(locale, lines, max, a.moreRunes(locale))
}

// fitLinesMore is fitLines with the sample's runes counted already: one
// render cuts up to three lists and needs the count once.
func (a *App) fitLinesMore(locale string, lines []string, max, moreRunes int) string {
	return joinFit(lines, fitBudgetRunes(max, moreRunes), func(n int) string { return a.moreText(locale, n) })
}

// moreSample is the "… and N more" line that joinFit sizes its budget by.
func (a *App) moreSample(locale string) string { return a.moreText(locale, 0) }

// moreRunes is the runes of moreSample, counted without keeping it.
func (a *App) moreRunes(locale string) int {
	var buf [128]byte
	return countRunes(a.appendMoreText(buf[:0], locale, 0))
}

// moreText is the "… and n more" line.
func (a *App) moreText(locale string, n int) string {
	var buf [128]byte
	return string(a.appendMoreText(buf[:0], locale, n))
}

// appendMoreText appends moreText(locale, n) to dst.
func (a *App) appendMoreText(dst []byte, locale string, n int) []byte {
	return a.i18n.AppendT(dst, locale, "tracker.more", IntArg("Count", n))
}

// caughtField lists, during a surprise's free round, the living who do
// not act in it.
func (a *App) caughtField(locale string, sys rules.System, e *encounter.Encounter) *discordgo.MessageEmbedField {
	var names []string
	for i := range e.Combatants {
		c := &e.Combatants[i]
		if !sys.Dead(c) && !slices.Contains(e.Free, c.ID) {
			names = append(names, c.Name)
		}
	}
	v := strings.Join(names, ", ")
	if v == "" {
		v = "—"
	}
	return &discordgo.MessageEmbedField{Name: a.i18n.T(locale, "tracker.caught", nil), Value: Truncate(v, MaxFieldValue)}
}
