package klondike

import (
	"context"
	"fmt"
	"maps"
	"strconv"
	"strings"

	"github.com/bwmarrin/discordgo"

	"fray/commands"
	"fray/commands/flavour"
	"fray/rules"
	"fray/rules/dice"
	"fray/rules/klondike"
)

// /surgery, /heal, /time and the instant-death channel option for klondike.

// klMedic finds the medic: the named combatant, else the user's own.
func klMedic(m *commands.Mut, name string) (*rules.Combatant, error) {
	if c, ok, err := commands.NamedCombatant(m, name); ok {
		if err != nil && m.Resting {
			if ue, isUser := err.(*rules.UserError); isUser && ue.Note.Key == "tracker.err.no_such" {
				return nil, klNoMember(m, name, err)
			}
		}
		return c, err
	}
	if c := commands.OwnCombatant(m); c != nil {
		return c, nil
	}
	return nil, rules.Errorf("err.missing_option", map[string]any{"Option": "medic"})
}

// klSurgery is /surgery: 2d6 + Medicine (−4 field, −2 clean) on the dying,
// read against the seed's table.
func (a *Plugin) klSurgery(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	mod, err := klInt(req, "modifier", 0)
	if err != nil {
		return nil, err
	}
	var e *discordgo.MessageEmbed
	m, err := a.Mutate(ctx, req, commands.MutOpts{Version: -1, Party: true}, func(m *commands.Mut) error {
		// Between fights the dying party member is operated on where the
		// party keeps them: «если доставить его к врачу с навыком Медицины
		// в течение часа» — /time past that hour has killed them already.
		// With every fight fresh there is nobody to operate on; the
		// generic "No fight: /combat start" would send the GM to a new
		// fight, where everyone comes in unhurt.
		if err := klBetweenFights(m, rules.Errorf("klondike.error.care_no_fight", nil)); err != nil {
			return err
		}
		patient, err := klFindNamed(m, req, "target")
		if err != nil {
			return err
		}
		medic, err := klMedic(m, req.Str("medic"))
		if err != nil {
			return err
		}
		rec := dice.NewRecorder(m.Dice)
		res, err := klondike.Surgery(patient, medic, klondike.SurgeryOptions{Place: req.Str("place"), Modifier: mod}, rec)
		if err != nil {
			return err
		}
		loc := req.Locale
		r := res.Roll
		line := fmt.Sprintf("🎲 %d+%d", r.Dice[0], r.Dice[1])
		if ms := klModSum(r); ms != 0 {
			line += " " + signed(ms)
		}
		band := "klondike.surgery." + res.Band
		if res.Dead && res.Band == "weakened" {
			// «если любая из них падает до 0, пациент также мёртв»: the
			// band's "Lives, but…" would contradict the health field.
			band = "klc.surgery_weakened_dead"
		}
		line += fmt.Sprintf(" = **%s** — %s", klNum(r.Total), a.I18n().T(loc, band, nil))
		e = &discordgo.MessageEmbed{Color: commands.OutcomeColor(res.Outcomes), Title: commands.Truncate("🩺 "+a.I18n().T(loc, "klc.surgery_title", map[string]any{"Medic": medic.Name, "Name": patient.Name}), 256), Description: line}
		e.Fields = append(e.Fields, field(a.I18n().T(loc, "klc.roll", nil), a.klRollParts(loc, r)))
		var det []string
		if len(res.Losses) == 3 {
			det = append(det, a.I18n().T(loc, "klc.surgery_losses", map[string]any{"Str": res.Losses[0], "Dex": res.Losses[1], "End": res.Losses[2]}))
		}
		if res.MaimDie > 0 {
			det = append(det, a.I18n().T(loc, "klc.surgery_maim_die", map[string]any{"Die": res.MaimDie}))
		}
		if res.LostStat != "" {
			det = append(det, a.I18n().T(loc, "klc.surgery_lost_stat", map[string]any{"Stat": a.klStatName(loc, res.LostStat), "By": res.LostBy}))
		}
		if res.LostPart != "" {
			det = append(det, a.I18n().T(loc, "klc.surgery_lost_part", map[string]any{"Part": a.I18n().T(loc, "klondike.part."+res.LostPart, nil)}))
		}
		if !res.Dead {
			cur := klondike.State{}
			if ps, err := klondike.LoadState(patient); err == nil {
				cur = *ps
			}
			det = append(det, a.I18n().T(loc, "klc.surgery_orig", map[string]any{"Str": res.OrigStr, "Dex": res.OrigDex, "End": res.OrigEnd,
				"CurStr": cur.Str, "CurDex": cur.Dex, "CurEnd": cur.End}))
		}
		// «Результаты 5 и менее означают смерть пациента»: nothing is lost
		// or kept, and the description and health field already say the
		// death — an empty "Result" field would only show "—".
		if len(det) > 0 {
			e.Fields = append(e.Fields, field(a.I18n().T(loc, "klc.surgery_result", nil), strings.Join(det, "\n")))
		}
		e.Fields = append(e.Fields, a.klHealthField(loc, m.Sys, patient))
		klFlavour(e, a.FlavourLine(m, klSurgeryEvent(res), flavour.Args{Actor: medic.Name, Target: patient.Name}, rec.Faces()))
		m.Log = append(m.Log, rules.Note{Key: "klc.log.surgery", Args: map[string]any{"Name": patient.Name, "Total": r.Total}})
		return nil
	})
	if err != nil {
		return nil, err
	}
	return a.Changed(req, m, e, nil), nil
}

// klHeal is /heal: half an hour of medical care (Medicine 1+, a kit).
func (a *Plugin) klHeal(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	var e *discordgo.MessageEmbed
	m, err := a.Mutate(ctx, req, commands.MutOpts{Version: -1, Party: true}, func(m *commands.Mut) error {
		// «полчаса внимания персонажа с навыком Медицины не меньше 1 и
		// аптечкой» between fights too: on the party, medic included.
		if err := klBetweenFights(m, rules.Errorf("klondike.error.care_no_fight", nil)); err != nil {
			return err
		}
		patient, err := klFindNamed(m, req, "target")
		if err != nil {
			return err
		}
		medic, err := klMedic(m, req.Str("medic"))
		if err != nil {
			return err
		}
		kit := true
		if req.Has("kit") {
			kit = req.Bool("kit")
		}
		res, err := klondike.Heal(patient, medic, klondike.HealOptions{Kit: kit})
		if err != nil {
			return err
		}
		loc := req.Locale
		e = &discordgo.MessageEmbed{Color: commands.ColorHit, Title: commands.Truncate("🩹 "+a.I18n().T(loc, "klc.heal_title", map[string]any{"Medic": medic.Name, "Name": patient.Name}), 256),
			Description: a.I18n().T(loc, "klc.heal_line", map[string]any{"Minutes": res.Minutes, "Str": res.Str, "Dex": res.Dex, "End": res.End, "Level": a.klLevel(loc, m.Sys, patient)})}
		e.Fields = append(e.Fields, a.klHealthField(loc, m.Sys, patient))
		m.Log = append(m.Log, rules.Note{Key: "klc.log.heal", Args: map[string]any{"Name": patient.Name}})
		return nil
	})
	if err != nil {
		return nil, err
	}
	return a.Changed(req, m, e, nil), nil
}

// klTime is /time: fiction time passes for everyone in the fight, or,
// when no fight runs, for everyone the channel's party keeps (their wounds
// carry from fight to fight); target: names whom the medic, the supplies
// and the rest are for. The channel's clock moves on.
func (a *Plugin) klTime(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	return a.klPassTime(ctx, req, false)
}

// klRest is /rest, the seed's «отлежаться»: time spent in bed by everyone
// — a day («сутки») unless hours or days are given — with name: the one
// the medic (Medicine 2+ for «отлёжка под присмотром медика») or the
// supplies are for. It is /time with rest:true for all: one clock and one
// rule (restDay), under the word the seed and the other systems' /rest use.
func (a *Plugin) klRest(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	r := *req
	r.Options = maps.Clone(req.Options)
	if n, ok := r.Options["name"]; ok {
		r.Options["target"] = n
		delete(r.Options, "name")
	}
	r.Options["rest"] = commands.Option{Type: discordgo.ApplicationCommandOptionBoolean, Value: true}
	if !r.Has("hours") && !r.Has("days") {
		r.Options["days"] = commands.Option{Type: discordgo.ApplicationCommandOptionInteger, Value: int64(1)}
	}
	return a.klPassTime(ctx, &r, true)
}

// klPassTime is /time, and /rest with bedRest: everyone rests, not only
// the one named.
func (a *Plugin) klPassTime(ctx context.Context, req *commands.Request, bedRest bool) (*commands.Response, error) {
	mins, err := klInt(req, "minutes", 0)
	if err != nil {
		return nil, err
	}
	hours, err := klInt(req, "hours", 0)
	if err != nil {
		return nil, err
	}
	days, err := klInt(req, "days", 0)
	if err != nil {
		return nil, err
	}
	if mins < 0 || hours < 0 || days < 0 || days > 365 || hours > 365*24 || mins > klondike.MaxAdvance {
		return nil, rules.Errorf("klondike.error.minutes", map[string]any{"Max": klondike.MaxAdvance})
	}
	total := mins + 60*hours + klondike.DayMinutes*days
	if total == 0 {
		// Nothing to advance: "between 0 and …" would read as if 0 were fine.
		return nil, rules.Errorf("klondike.error.no_time", nil)
	}
	if total < 0 || total > klondike.MaxAdvance {
		return nil, rules.Errorf("klondike.error.minutes", map[string]any{"Max": klondike.MaxAdvance})
	}
	rest := days > 0
	if req.Has("rest") {
		rest = req.Bool("rest")
	}
	var e *discordgo.MessageEmbed
	var evs []rules.Event
	// note is what the reply adds between fights: nobody in the party, or
	// every fight fresh here, so only the clock moved.
	note := ""
	m, err := a.Mutate(ctx, req, commands.MutOpts{Version: -1, Party: true}, func(m *commands.Mut) error {
		if !m.GM {
			return commands.ErrGMOnly
		}
		if m.Resting && !commands.Carries(&m.Ch) {
			// Every fight starts from the sheets: the party's records are
			// brought into none, so time heals nobody the bot keeps.
			note = "klc.after.time_fresh"
		} else if err := klBetweenFights(m, nil); err != nil {
			return err
		} else if m.Resting && len(m.Enc.Combatants) == 0 {
			note = "klc.after.time_no_party"
			for _, opt := range []string{"target", "medic"} {
				if n := req.Str(opt); n != "" {
					return klNoMember(m, n, nil)
				}
			}
		}
		loc := req.Locale
		var clock int
		if err := klLoad(&m.Ch, klExtraClock, &clock); err != nil {
			return err
		}
		clock += total
		title := "klc.time_title"
		if bedRest {
			title = "klc.rest_title"
		}
		e = &discordgo.MessageEmbed{Color: commands.ColorNeutral, Title: "⏳ " + a.I18n().T(loc, title, map[string]any{"Time": klDuration(loc, a, total)}),
			Description: a.I18n().T(loc, "klc.clock", map[string]any{"Day": clock/klondike.DayMinutes + 1, "HH": fmt.Sprintf("%02d:%02d", clock%klondike.DayMinutes/60, clock%60)})}
		if note == "" {
			// The channel's clock is everyone's: the time passes for every
			// fighter. target: names whom the medic, the supplies and the
			// rest are for; the others recover on their own («В отсутствие
			// медика …»), resting only over days.
			var who []*rules.Combatant
			focus := 0
			if n := req.Str("target"); n != "" {
				c, err := klFind(m, n)
				if err != nil {
					return err
				}
				focus = c.ID
				who = append(who, c)
			}
			for i := range m.Enc.Combatants {
				if c := &m.Enc.Combatants[i]; c.ID != focus {
					who = append(who, c)
				}
			}
			medicine := klondike.Untrained
			medicName := ""
			if n := req.Str("medic"); n != "" {
				md, err := klFind(m, n)
				if err != nil {
					return err
				}
				if klondike.CanAct(md) != nil {
					// «под присмотром медика»: one unconscious, dying or
					// dead watches over nobody.
					return rules.Errorf("klc.err.medic_out", map[string]any{"Name": md.Name})
				}
				medicine, medicName = md.Sheet.Stat(klondike.SkillMedicine, klondike.Untrained), md.Name
			}
			flavourWho := map[string]string{}
			var outs []string
			for _, c := range who {
				opts := klondike.TimeOptions{Minutes: total, Medicine: medicine, Supplies: req.Bool("supplies"), Rest: rest}
				if focus != 0 && c.ID != focus {
					opts = klondike.TimeOptions{Minutes: total, Medicine: klondike.Untrained, Rest: days > 0 || bedRest}
				}
				before, err := klondike.LoadState(c)
				if err != nil {
					return err
				}
				res, err := klondike.AdvanceTime(c, opts)
				if err != nil {
					return err
				}
				evs = append(evs, res.Events...)
				txt := a.HealthLine(loc, m.Sys.Health(c)) + "\n" + a.I18n().T(loc, "klc.now", map[string]any{"Str": res.Str, "Dex": res.Dex, "End": res.End}) +
					a.klWas(loc, before, res)
				for _, ev := range res.Events {
					txt += "\n• " + a.EventText(loc, m.Enc, ev)
				}
				if len(e.Fields) < 24 {
					e.Fields = append(e.Fields, field(c.Name, txt))
				}
				for _, o := range res.Outcomes {
					if _, ok := flavourWho[o]; !ok {
						flavourWho[o] = c.Name
						outs = append(outs, o)
					}
				}
			}
			// One line for the weightiest event (a death over a waking).
			if ev := commands.MainOutcome(outs); ev != "" {
				// No dice were drawn: the pick hangs on the encounter's version.
				// The one it happened to is the Target; an Actor only when
				// a medic was there and it is someone else («{{.Actor}}
				// throws a bucket of ice water — {{.Target}} leaps up» read
				// with the same name twice).
				args := flavour.Args{Target: flavourWho[ev]}
				if medicName != flavourWho[ev] {
					args.Actor = medicName
				}
				klFlavour(e, a.FlavourLine(m, ev, args, nil))
			}
		}
		m.Log = append(m.Log, rules.Note{Key: "klc.log.time", Args: map[string]any{"Minutes": total}})
		return klStore(&m.Ch, klExtraClock, clock)
	})
	if err != nil {
		return nil, err
	}
	if note != "" {
		// Only the clock moved — said, or a GM reads recovery into it.
		e.Description += "\n" + a.T(req, note, nil)
	}
	return a.Changed(req, m, e, evs), nil
}

// klDuration is minutes of fiction time in days, hours and minutes, as
// the /time and /rest titles say them («Прошло: 1 час 5 минут»).
func klDuration(loc string, a *Plugin, minutes int) string {
	return klSpan(loc, a, minutes, "klc.hours", "klc.minutes")
}

// klDurationIn is klDuration after "in" («через»), where Russian puts the
// minutes and hours in the accusative, as the wake roll's «очнётся через 1
// минуту» has them (klc.wake.*); days read the same either way.
func klDurationIn(loc string, a *Plugin, minutes int) string {
	return klSpan(loc, a, minutes, "klc.wake.hours", "klc.wake.minutes")
}

func klSpan(loc string, a *Plugin, minutes int, hoursKey, minutesKey string) string {
	d, h, mi := minutes/klondike.DayMinutes, minutes%klondike.DayMinutes/60, minutes%60
	var parts []string
	if d > 0 {
		parts = append(parts, a.I18n().T(loc, "klc.days", map[string]any{"Count": d}))
	}
	if h > 0 {
		parts = append(parts, a.I18n().T(loc, hoursKey, map[string]any{"Count": h}))
	}
	if mi > 0 {
		parts = append(parts, a.I18n().T(loc, minutesKey, map[string]any{"Count": mi}))
	}
	return strings.Join(parts, " ")
}

// klInstantDeathSet is /combat instant-death: the seed's optional rule that
// all three physical characteristics at 0 is death rather than dying.
func (a *Plugin) klInstantDeathSet(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	on := req.Bool("on")
	m, err := a.Mutate(ctx, req, commands.MutOpts{Version: -1}, func(m *commands.Mut) error {
		if !m.GM {
			return commands.ErrGMOnly
		}
		m.NoUndo = true
		return klStore(&m.Ch, klExtraInstantDeath, on)
	})
	if err != nil {
		return nil, err
	}
	key := "klc.instant_death_off"
	if on {
		key = "klc.instant_death_on"
	}
	// The tracker is redrawn: the change moved the fight's version on, and
	// its old buttons would be out of date.
	return a.Changed(req, m, &discordgo.MessageEmbed{Color: commands.ColorNeutral, Description: a.T(req, key, nil)}, nil), nil
}

// klSurgeryEvent is the flavour event of a surgery: dead, else stabilized
// (a lost limb or eye too — the catalogue has no limb_lost line, and the
// patient did survive the table).
func klSurgeryEvent(res *klondike.SurgeryResult) string {
	if res.Dead {
		return string(flavour.Dead)
	}
	return string(flavour.Stabilized)
}

// klWas is what the time changed, " (was END 2)": each characteristic it
// brought back, with its value before; "" when none changed.
func (a *Plugin) klWas(loc string, before *klondike.State, res *klondike.TimeResult) string {
	var parts []string
	for _, st := range []struct {
		key       string
		was, gone int
	}{{klondike.STR, before.Str, res.Str}, {klondike.DEX, before.Dex, res.Dex}, {klondike.END, before.End, res.End}} {
		if st.was != st.gone {
			parts = append(parts, a.klStatName(loc, st.key)+" "+strconv.Itoa(st.was))
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return " " + a.I18n().T(loc, "klc.was", map[string]any{"Stats": strings.Join(parts, " · ")})
}
