package klondike

import (
	"strconv"
	"strings"

	"fray/commands"
	"fray/rules"
	"fray/rules/klondike"
	"fray/storage"
)

// PartyNote says, under a party member's line in /char condition, what
// heals it next by the seed's clocks (klondike.State.Outlook), the most
// urgent first: the dying's surgery and what is left of its hour
// («доставить его к очень компетентным врачам в течение часа»), the
// minutes until the unconscious come to, END fallen to 0 that only care
// or a day's rest bring back («медпомощь - полчаса … либо отлежаться
// сутки»), the minutes to the next END point and to the whole («1 очко
// Выносливости восстановится за каждые 10 минут»), and STR or DEX fallen
// to 0 with the value the next day under a medic brings («каждый день
// такой отлёжки восстанавливает по одному очку»). The unhurt and the dead
// get nothing, and so does everyone when the channel's fights start fresh:
// /time heals nobody the bot keeps then.
func (a *Plugin) PartyNote(req *commands.Request, ch *storage.Channel, c *rules.Combatant) string {
	if !commands.Carries(ch) {
		return ""
	}
	s, err := klondike.LoadState(c)
	if err != nil {
		return ""
	}
	o := s.Outlook()
	loc := req.Locale
	note := func(key string, args map[string]any) string { return a.T(req, "klc.note."+key, args) }
	var parts []string
	if o.DyingMinutes > 0 {
		parts = append(parts, note("dying", map[string]any{"Left": klDurationIn(loc, a, o.DyingMinutes)}))
	}
	if o.WakeMinutes > 0 {
		parts = append(parts, note("wake", map[string]any{"Left": klDurationIn(loc, a, o.WakeMinutes)}))
	}
	// A day's rest not begun is the seed's «сутки»; one begun is what is
	// left of it.
	fullDay := o.BedMinutes >= klondike.DayMinutes
	if o.EndCare {
		if fullDay {
			parts = append(parts, note("end_care", nil))
		} else {
			parts = append(parts, note("end_care_left", map[string]any{"Left": klDuration(loc, a, o.BedMinutes)}))
		}
	}
	if o.EndNext > 0 {
		if o.EndFull > o.EndNext {
			parts = append(parts, note("end", map[string]any{"Next": klDurationIn(loc, a, o.EndNext),
				"Full": klDurationIn(loc, a, o.EndFull), "Orig": s.OrigEnd}))
		} else {
			parts = append(parts, note("end_last", map[string]any{"Next": klDurationIn(loc, a, o.EndNext)}))
		}
	}
	var stats []string
	for _, st := range []struct {
		key       string
		cur, next int
	}{{klondike.STR, s.Str, o.StrNext}, {klondike.DEX, s.Dex, o.DexNext}} {
		if st.next > 0 {
			stats = append(stats, a.klStatName(loc, st.key)+" "+strconv.Itoa(st.cur)+"→"+strconv.Itoa(st.next))
		}
	}
	if len(stats) > 0 {
		args := map[string]any{"Stats": strings.Join(stats, ", "), "Need": klondike.BedRestMedicine}
		if fullDay {
			parts = append(parts, note("bed", args))
		} else {
			args["Left"] = klDurationIn(loc, a, o.BedMinutes)
			parts = append(parts, note("bed_left", args))
		}
	}
	return strings.Join(parts, " · ")
}
