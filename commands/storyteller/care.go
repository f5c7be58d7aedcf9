package storyteller

import (
	"context"
	"encoding/json"
	"fray/commands"
	"slices"
	"strconv"
	"strings"

	"github.com/bwmarrin/discordgo"

	"fray/commands/flavour"
	"fray/rules"
	"fray/rules/dice"
	"fray/rules/storyteller"
)

// /damage, /heal, /time, /treat, /reload, /combat track, and the tracker's
// prompts and action buttons.

// stFreshRefused refuses a command on the party between fights when every
// fight here starts fresh: there are no lasting wounds to act on, and the
// command answers as it did before the party, with no fight open.
func stFreshRefused(m *commands.Mut) error {
	if m.Resting && !commands.Carries(&m.Ch) {
		return rules.Errorf("combat.err.no_fight", nil)
	}
	return nil
}

func (a *Plugin) stTargetGM(m *commands.Mut, req *commands.Request) (*rules.Combatant, error) {
	if !m.GM {
		return nil, commands.ErrGMOnly
	}
	if strings.TrimSpace(req.Str("target")) == "" {
		return nil, rules.Errorf("err.missing_option", map[string]any{"Option": "target"})
	}
	return m.Enc.Find(req.Str("target"))
}

// stDamage: levels straight onto the track, or a pool rolled and soaked.
func (a *Plugin) stDamage(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	var em *discordgo.MessageEmbed
	m, err := a.Mutate(ctx, req, commands.MutOpts{NeedEncounter: true, Version: -1, Party: true}, func(m *commands.Mut) error {
		if err := stFreshRefused(m); err != nil {
			return err
		}
		tgt, err := a.stTargetGM(m, req)
		if err != nil {
			return err
		}
		var o storyteller.DamageOptions
		if o.Levels, err = stInt(req, "levels"); err != nil {
			return err
		}
		if o.Pool, err = stInt(req, "pool"); err != nil {
			return err
		}
		if o.Levels == 0 && o.Pool == 0 && req.Has("amount") {
			if o.Levels, err = stInt(req, "amount"); err != nil {
				return err
			}
		}
		o.Type = req.Str("type")
		rec := dice.NewRecorder(m.Dice)
		r, err := storyteller.Damage(o, tgt, rec)
		if err != nil {
			return err
		}
		if m.Resting {
			// Between fights there is no next action to lose: no daze.
			if err := storyteller.EndMoment(tgt); err != nil {
				return err
			}
			r.Dizzied = false
			r.Outcomes = slices.DeleteFunc(r.Outcomes, func(o string) bool { return o == storyteller.OutcomeStunned })
		}
		if r.Levels > 0 {
			m.Enc.RecordDamage(0, tgt.ID, r.Levels, storyteller.OutOfFight(tgt))
		}
		var dazed []rules.Note
		if !m.Resting { // between fights there is no turn to lose
			if dazed, err = stDazeOnTurn(m); err != nil {
				return err
			}
		}
		freed, err := stReleaseStale(m)
		if err != nil {
			return err
		}
		loc := req.Locale
		em = &discordgo.MessageEmbed{Title: "💥 " + a.T(req, "storyteller.ui.damage_title", map[string]any{"Name": tgt.Name})}
		lines := []string{a.stDamageLine(loc, &r, tgt.Name), a.stHealthLine(m, tgt)}
		for _, n := range dazed {
			lines = append(lines, "😵 "+a.I18n().Note(loc, n))
		}
		lines = append(lines, a.stFreedLines(loc, freed)...)
		em.Description = strings.Join(lines, "\n")
		if o.Pool > 0 {
			em.Fields = append(em.Fields, stField("💥 "+a.T(req, "storyteller.result.damage", nil),
				a.stDamagePool(loc, &r)+"\n"+a.stRollDetail(loc, &r.Roll, false)))
			sv := a.stSoakPool(loc, tgt, &r) + "\n" + a.stRollDetail(loc, &r.Soak, false)
			if r.Roll.Successes == 0 {
				sv = a.T(req, "storyteller.ui.soak_skipped", nil)
			}
			em.Fields = append(em.Fields, stField("🧱 "+a.T(req, "storyteller.result.soak", nil), sv))
		}
		em.Fields = append(em.Fields, stField("❤️ "+tgt.Name, a.stWoundText(loc, &r)))
		outcomes := append([]string{storyteller.OutcomeHit}, r.Outcomes...)
		fa := flavour.Args{Target: tgt.Name, Attack: flavour.NoAttack} // a GM's damage: no blow
		if r.Levels == 0 {
			// «Повреждений нет»: a harmless blow's line, not a graze's blood,
			// and one that fits what kept it harmless (a rolled pool only).
			outcomes = []string{storyteller.OutcomeArmorStops}
			if o.Pool > 0 {
				fa.Stopped = stDamageStopped(&r)
			}
		}
		a.stFinishEvent(m, em, outcomes, stHitEvent(commands.MainOutcome(outcomes), []storyteller.DamageType{r.Type}), fa, rec.Faces())
		args := map[string]any{"Name": tgt.Name, "Levels": r.Levels, "Type": string(r.Type), "Level": r.LevelAfter}
		a.stLogWords(args, "Type", func(loc string) string { return a.stType(loc, r.Type) })
		a.stLogWords(args, "Level", func(loc string) string { return a.stLevel(loc, r.LevelAfter, r.Penalty) })
		m.Log = append(m.Log, rules.Note{Key: "storyteller.ui.log.damage", Args: args})
		return nil
	})
	if err != nil {
		return nil, err
	}
	return a.Changed(req, m, em, nil), nil
}

// stHeal: the GM removes levels (time heals anything), or a supernatural
// being spends Faith (never on aggravated damage).
func (a *Plugin) stHeal(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	var em *discordgo.MessageEmbed
	m, err := a.Mutate(ctx, req, commands.MutOpts{NeedEncounter: true, Version: -1, Party: true}, func(m *commands.Mut) error {
		if err := stFreshRefused(m); err != nil {
			return err
		}
		if strings.TrimSpace(req.Str("target")) == "" {
			return rules.Errorf("err.missing_option", map[string]any{"Option": "target"})
		}
		tgt, err := m.Enc.Find(req.Str("target"))
		if err != nil {
			return err
		}
		n, err := stInt(req, "levels")
		if err != nil {
			return err
		}
		var r storyteller.HealResult
		if req.Bool("faith") {
			if !commands.CanAct(m, tgt) {
				return rules.Errorf("combat.err.not_yours", map[string]any{"Name": tgt.Name})
			}
			r, err = storyteller.FaithHeal(storyteller.FaithHealOptions{Levels: n, Type: req.Str("type")}, tgt)
		} else {
			if !m.GM {
				return commands.ErrGMOnly
			}
			r, err = storyteller.Heal(storyteller.HealOptions{Levels: n, Type: req.Str("type")}, tgt)
		}
		if err != nil {
			return err
		}
		commands.RefreshOwed(m, nil, stOwed) // healed out of Incapacitated: no consciousness roll
		key := "storyteller.ui.healed"
		if r.FaithSpent > 0 {
			key = "storyteller.ui.healed_faith"
		}
		em = &discordgo.MessageEmbed{Title: "🩹 " + tgt.Name, Description: a.T(req, key, map[string]any{"Count": r.Healed, "Faith": r.FaithSpent}) + "\n" +
			a.stLevelChange(req.Locale, r.LevelBefore, r.LevelAfter, r.Penalty) + "\n" + a.stHealthLine(m, tgt)}
		// Only a revival earns a flavour line: plain healing is not an event.
		a.stFinish(m, em, r.Outcomes, flavour.Args{Target: tgt.Name, Attack: flavour.NoAttack}, nil)
		em.Color = commands.ColorHit
		m.Log = append(m.Log, rules.Note{Key: "storyteller.ui.log.heal", Args: map[string]any{"Name": tgt.Name, "Levels": r.Healed}})
		return nil
	})
	if err != nil {
		return nil, err
	}
	return a.Changed(req, m, em, nil), nil
}

const stClockKey = "storyteller.clock" // m.Ch.Extra: hours of fiction passed

// stTimeOptions are the spans /time and /rest add up, with each one's
// hours and its largest value: a year of fiction at once
// (storyteller.MaxRestHours), more than a track full of lethal takes to
// heal. A month is 30 days (storyteller.HoursMonth).
var stTimeOptions = []struct {
	name   string
	hours  int
	lo, hi int
}{
	{"hours", 1, 1, storyteller.MaxRestHours},
	{"days", storyteller.HoursDay, 0, 365},
	{"weeks", storyteller.HoursWeek, 0, 52},
	{"months", storyteller.HoursMonth, 0, 12},
}

// stHours is the hours /time or /rest asks for: each option refused on
// its own (hours:-1 must not be told about days), their sum at least one
// hour and at most a year.
func stHours(req *commands.Request) (int, error) {
	total := 0
	for _, o := range stTimeOptions {
		v, err := stInt(req, o.name)
		if err != nil {
			return 0, err
		}
		if v < 0 || v > o.hi {
			return 0, rules.Errorf("storyteller.error.option_range", map[string]any{"Option": o.name, "Min": o.lo, "Max": o.hi})
		}
		total += v * o.hours
	}
	if total == 0 {
		return 0, rules.Errorf("err.missing_option", map[string]any{"Option": "hours"})
	}
	if total > storyteller.MaxRestHours {
		return 0, rules.Errorf("storyteller.error.option_range", map[string]any{"Option": "hours", "Min": 1, "Max": storyteller.MaxRestHours})
	}
	return total, nil
}

// stTime advances the fiction's clock. In a fight every bleeding fighter
// loses one lethal level an hour until treated. Outside one, when wounds
// carry from fight to fight, the party's characters (or the one named)
// bleed and heal by the recovery table (storyteller.Rest).
func (a *Plugin) stTime(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	return a.stPassTime(ctx, req, false)
}

// stRest is /rest: the same clock as /time, said as the party's rest, only
// outside a fight; the GM may give back spent Willpower and Faith with it
// (the seed names no rate: the number is the GM's, recorded in the log).
func (a *Plugin) stRest(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	return a.stPassTime(ctx, req, true)
}

func (a *Plugin) stPassTime(ctx context.Context, req *commands.Request, rest bool) (*commands.Response, error) {
	var em *discordgo.MessageEmbed
	m, err := a.Mutate(ctx, req, commands.MutOpts{Version: -1, Party: true}, func(m *commands.Mut) error {
		if !m.GM {
			return commands.ErrGMOnly
		}
		if rest && !m.Resting {
			return rules.Errorf("storyteller.error.rest_in_fight", nil)
		}
		hours, err := stHours(req)
		if err != nil {
			return err
		}
		var restore storyteller.RestoreOptions
		if rest {
			if restore.Willpower, err = stInt(req, "willpower"); err != nil {
				return err
			}
			if restore.Faith, err = stInt(req, "faith"); err != nil {
				return err
			}
			if restore.Willpower < 0 || restore.Willpower > 10 {
				return rules.Errorf("storyteller.error.option_range", map[string]any{"Option": "willpower", "Min": 0, "Max": 10})
			}
			if restore.Faith < 0 || restore.Faith > 10 {
				return rules.Errorf("storyteller.error.option_range", map[string]any{"Option": "faith", "Min": 0, "Max": 10})
			}
		}
		carries := commands.Carries(&m.Ch)
		if rest && !carries {
			// Every fight starts fresh here: there is no party to rest.
			return rules.Errorf("storyteller.error.rest_fresh", nil)
		}
		// The one named, or everyone.
		who := m.Enc.Combatants
		named := strings.TrimSpace(req.Str("name"))
		if named != "" && (!m.Resting || carries) {
			c, err := m.Enc.Find(named)
			if err != nil {
				return err
			}
			i := slices.IndexFunc(m.Enc.Combatants, func(x rules.Combatant) bool { return x.ID == c.ID })
			who = m.Enc.Combatants[i : i+1]
			named = c.Name
		}
		var clock int
		if raw, ok := m.Ch.Extra[stClockKey]; ok {
			_ = json.Unmarshal(raw, &clock)
		}
		clock += hours
		raw, _ := json.Marshal(clock)
		if m.Ch.Extra == nil {
			m.Ch.Extra = map[string]json.RawMessage{}
		}
		m.Ch.Extra[stClockKey] = raw
		var lines, outcomes []string
		switch {
		case m.Resting && carries:
			lines, outcomes, err = a.stRestLines(m, who, hours, restore)
			if err != nil {
				return err
			}
		case m.Resting:
			// Every fight starts fresh here: the bot keeps no wounds
			// between fights, and says so rather than "nobody bleeds".
			lines = append(lines, a.T(req, "storyteller.ui.after.no_fight", nil))
		default:
			lines, outcomes, err = a.stFightTime(m, who, hours)
			if err != nil {
				return err
			}
		}
		title := "⏳ " + a.T(req, "storyteller.ui.time_title", map[string]any{"Hours": hours, "Clock": clock})
		if hours >= storyteller.HoursDay {
			// Days, not "1440 h": the table's times are days and months.
			title = "⏳ " + a.T(req, "storyteller.ui.time_title_span", map[string]any{"Span": a.stSpan(req.Locale, hours), "Clock": clock})
		}
		if rest {
			key := "storyteller.ui.rest.title"
			if len(who) == 1 && named != "" {
				key = "storyteller.ui.rest.title_one"
			}
			title = "🛏️ " + a.T(req, key, map[string]any{"Name": named, "Span": a.stSpan(req.Locale, hours), "Clock": clock})
		}
		em = &discordgo.MessageEmbed{Color: commands.OutcomeColor(outcomes), Title: title, Description: a.FitLines(req.Locale, lines, 4000)}
		if !m.Resting && len(outcomes) > 0 {
			a.stFinish(m, em, outcomes, flavour.Args{Attack: flavour.NoAttack}, nil) // bleeding: no blow
		}
		if len(outcomes) == 0 {
			em.Color = commands.ColorNeutral
		}
		m.Log = append(m.Log, rules.Note{Key: "storyteller.ui.log.time", Args: map[string]any{"Hours": hours}})
		return nil
	})
	if err != nil {
		return nil, err
	}
	return a.Changed(req, m, em, nil), nil
}

// stFightTime lets hours pass in an open fight: the bleeding bleed (the
// fight's minutes heal nothing; its wounds heal once it ends).
func (a *Plugin) stFightTime(m *commands.Mut, who []rules.Combatant, hours int) (lines, outcomes []string, err error) {
	req := m.Req
	wounded := false // someone alive still marked after the time passed
	for i := range who {
		c := &who[i]
		r, err := storyteller.AdvanceTime(storyteller.TimeOptions{Hours: hours}, c)
		if err != nil {
			return nil, nil, err
		}
		if r.Bled > 0 {
			m.Enc.RecordDamage(0, c.ID, r.Bled, storyteller.OutOfFight(c))
			lines = append(lines, "🩸 "+a.T(req, "storyteller.ui.bled", map[string]any{"Name": c.Name, "Count": r.Bled,
				"Level": a.stLevelKey(req.Locale, r.LevelAfter)}))
			outcomes = append(outcomes, r.Outcomes...)
		} else if r.Bleeding {
			lines = append(lines, "🩸 "+a.T(req, "storyteller.ui.still_bleeding", map[string]any{"Name": c.Name}))
		}
		if s, err := storyteller.LoadState(c); err == nil && !s.Dead && s.Filled() > 0 {
			wounded = true
		}
	}
	// Bleeding can kill: a fighter locked with the dead is let go.
	freed, err := stReleaseStale(m)
	if err != nil {
		return nil, nil, err
	}
	lines = append(lines, a.stFreedLines(req.Locale, freed)...)
	if len(lines) == 0 {
		lines = append(lines, a.T(req, "storyteller.ui.nobody_bleeds", nil))
	}
	if wounded && hours >= 24 {
		// A GM who lets a day pass in an open fight may expect wounds to
		// have closed: they heal by the table between fights, and where
		// they go after the end is said.
		key := "storyteller.ui.heal_after_fight"
		if !commands.Carries(&m.Ch) {
			key = "storyteller.ui.heal_by_gm"
		}
		lines = append(lines, "🩹 "+a.T(req, key, nil))
	}
	return lines, outcomes, nil
}

// stRestLines lets hours pass for the party's characters in who (outside
// a fight): each bleeds or heals by storyteller.Rest, and the GM's
// restore gives back spent Willpower and Faith. A line for each character
// the hours changed or who is still wounded; one for an unhurt party.
func (a *Plugin) stRestLines(m *commands.Mut, who []rules.Combatant, hours int, restore storyteller.RestoreOptions) (lines, outcomes []string, err error) {
	req, loc := m.Req, m.Req.Locale
	if len(who) == 0 {
		return []string{a.T(req, "storyteller.ui.rest.no_party", nil)}, nil, nil
	}
	for i := range who {
		c := &who[i]
		r, err := storyteller.Rest(storyteller.RestOptions{Hours: hours}, c)
		if err != nil {
			return nil, nil, err
		}
		outcomes = append(outcomes, r.Outcomes...)
		name := "**" + commands.EscapeMarkdown(c.Name) + "**"
		switch {
		case r.LevelAfter == "dead" && r.LevelBefore == "dead":
			continue
		case r.Bled > 0:
			lines = append(lines, "🩸 "+a.T(req, "storyteller.ui.bled", map[string]any{"Name": name, "Count": r.Bled,
				"Level": a.stLevelKey(loc, r.LevelAfter)}))
		case r.Healed() > 0:
			line := "🩹 " + a.T(req, "storyteller.ui.rest.healed", map[string]any{"Name": name, "Boxes": a.stHealedBoxes(loc, &r),
				"Change": a.stLevelChange(loc, r.LevelBefore, r.LevelAfter, r.Penalty)})
			if r.Next > 0 {
				line += "; " + a.T(req, "storyteller.ui.rest.next", map[string]any{"Span": a.stSpan(loc, r.Next)})
			}
			lines = append(lines, line)
		case r.Next > 0:
			lines = append(lines, "⏳ "+a.T(req, "storyteller.ui.rest.healing", map[string]any{"Name": name,
				"Level": a.stLevelKey(loc, r.LevelAfter), "Span": a.stSpan(loc, r.Next)}))
		}
		if r.Bleeding {
			lines = append(lines, "🩸 "+a.T(req, "storyteller.ui.still_bleeding", map[string]any{"Name": name}))
		}
		if r.Healed() > 0 || r.Next > 0 {
			if storyteller.NeedsSeriousCare(c) {
				lines = append(lines, "⚠️ "+a.T(req, "storyteller.ui.serious_care", map[string]any{"Name": name}))
			}
		}
		if r.Healed() > 0 || r.Bled > 0 {
			args := map[string]any{"Name": c.Name, "Healed": r.Healed(), "Bled": r.Bled, "Level": r.LevelAfter}
			a.stLogWords(args, "Level", func(loc string) string { return a.stLevelKey(loc, r.LevelAfter) })
			m.Log = append(m.Log, rules.Note{Key: "storyteller.ui.log.rest", Args: args})
		}
		if restore.Willpower > 0 || restore.Faith > 0 {
			got, err := storyteller.Restore(restore, c)
			if err != nil {
				return nil, nil, err
			}
			if got.Willpower > 0 {
				lines = append(lines, "🙏 "+a.T(req, "storyteller.ui.rest.willpower", map[string]any{"Name": name, "Count": got.Willpower, "Left": got.WillpowerLeft}))
			}
			if got.Faith > 0 {
				lines = append(lines, "✨ "+a.T(req, "storyteller.ui.rest.faith", map[string]any{"Name": name, "Count": got.Faith, "Left": got.FaithLeft}))
			}
			if got.Willpower > 0 || got.Faith > 0 {
				m.Log = append(m.Log, rules.Note{Key: "storyteller.ui.log.restore", Args: map[string]any{"Name": c.Name, "Willpower": got.Willpower, "Faith": got.Faith}})
			}
		}
	}
	if len(lines) == 0 {
		lines = append(lines, a.T(req, "storyteller.ui.rest.unhurt", nil))
	}
	return lines, outcomes, nil
}

// stHealedBoxes is "bashing 2, lethal 1": the boxes the hours healed, by type.
func (a *Plugin) stHealedBoxes(loc string, r *storyteller.RestResult) string {
	var parts []string
	for _, b := range []struct {
		t storyteller.DamageType
		n int
	}{{storyteller.Aggravated, r.Aggravated}, {storyteller.Lethal, r.Lethal}, {storyteller.Bashing, r.Bashing}} {
		if b.n > 0 {
			parts = append(parts, a.stType(loc, b.t)+" "+strconv.Itoa(b.n))
		}
	}
	return strings.Join(parts, ", ")
}

// stSpan is hours as days and hours in the reader's words: "3 days 4 hours".
func (a *Plugin) stSpan(loc string, hours int) string {
	var parts []string
	if d := hours / 24; d > 0 {
		parts = append(parts, a.I18n().T(loc, "storyteller.ui.span.days", map[string]any{"Count": d}))
	}
	if h := hours % 24; h > 0 || len(parts) == 0 {
		parts = append(parts, a.I18n().T(loc, "storyteller.ui.span.hours", map[string]any{"Count": h}))
	}
	return strings.Join(parts, " ")
}

// stTreat stops bleeding: Intelligence/Wits + Medicine/Survival, or for a
// supernatural being a Willpower roll and a point of Faith.
func (a *Plugin) stTreat(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	var em *discordgo.MessageEmbed
	m, err := a.Mutate(ctx, req, commands.MutOpts{NeedEncounter: true, Version: -1, Party: true}, func(m *commands.Mut) error {
		if err := stFreshRefused(m); err != nil {
			return err
		}
		if strings.TrimSpace(req.Str("target")) == "" {
			return rules.Errorf("err.missing_option", map[string]any{"Option": "target"})
		}
		patient, err := m.Enc.Find(req.Str("target"))
		if err != nil {
			return err
		}
		healer := patient
		if strings.TrimSpace(req.Str("medic")) != "" {
			if healer, err = m.Enc.Find(req.Str("medic")); err != nil {
				return err
			}
		} else if !commands.CanAct(m, patient) && !req.Bool("faith") {
			// «позволяет целителю или самому персонажу остановить
			// кровотечение»: a player treating someone else's fighter is the
			// healer with their own — not refused as "Orc is not yours".
			if own := commands.OwnCombatant(m); own != nil {
				healer = own
			}
		}
		if !commands.CanAct(m, healer) {
			return rules.Errorf("combat.err.not_yours", map[string]any{"Name": healer.Name})
		}
		// A roll to stop the bleeding is the healer's action in the fight;
		// Faith's Willpower roll is reflexive («рефлекторные действия»),
		// no action.
		var at storyteller.Place
		if !req.Bool("faith") && !m.Resting { // between fights: no turns to charge
			if at, _, err = a.stCharge(m, healer, storyteller.ActionTreat, 1); err != nil {
				return err
			}
			if at, err = a.stWaiveCount(m, healer, at, 0, 1); err != nil {
				return err
			}
		}
		rec := dice.NewRecorder(m.Dice)
		loc := req.Locale
		em = &discordgo.MessageEmbed{Title: "🩹 " + a.T(req, "storyteller.ui.treat_title", map[string]any{"Healer": healer.Name, "Patient": patient.Name})}
		var outcomes []string
		var stopped, serious bool
		if req.Bool("faith") {
			r, err := storyteller.FaithStopBleeding(patient, rec)
			if err != nil {
				return err
			}
			stopped, outcomes = r.Stopped, r.Outcomes
			em.Description = a.stCompact(loc, &r.Roll)
			em.Fields = append(em.Fields, stField("🙏 "+a.T(req, "storyteller.stat.willpower", nil), a.stRollDetail(loc, &r.Roll, true)+"\n"+
				a.T(req, "storyteller.ui.faith_left", map[string]any{"Left": r.FaithLeft})))
		} else {
			diff, err := stInt(req, "difficulty")
			if err != nil {
				return err
			}
			r, err := storyteller.Treat(storyteller.TreatOptions{Attribute: req.Str("attribute"), Ability: req.Str("ability"), Difficulty: diff, Place: &at}, healer, patient, rec)
			if err != nil {
				return err
			}
			stopped, outcomes, serious = r.Stopped, r.Outcomes, r.SeriousCare
			em.Description = a.stCompact(loc, &r.Roll.Roll)
			em.Fields = append(em.Fields, stField("🩺 "+healer.Name, a.stTrait(loc, &r.Roll)))
		}
		key := "storyteller.ui.bleeding_goes_on"
		if stopped {
			key = "storyteller.ui.bleeding_stopped"
		}
		em.Description += "\n" + a.T(req, key, map[string]any{"Name": patient.Name})
		if serious {
			// Stopping the bleeding is not all such wounds need: said.
			em.Description += "\n⚠️ " + a.T(req, "storyteller.ui.serious_care", map[string]any{"Name": patient.Name})
		}
		em.Description += "\n" + a.stHealthLine(m, patient)
		// Care is not a blow: the bleeding stopped gets its own lines, a
		// critical or a botch a neutral one (as a check does), and a plain
		// failure none — it drew the missed-attack lines («рывок, рык,
		// вспышка — и пустой переулок»).
		em.Color = commands.OutcomeColor(outcomes)
		args := flavour.Args{Actor: healer.Name, Attack: flavour.NoAttack}
		switch ev := commands.MainOutcome(outcomes); ev {
		case storyteller.OutcomeStabilized:
			args.Target = patient.Name
			fallthrough
		case storyteller.OutcomeCritical, storyteller.OutcomeFumble:
			if line := a.FlavourLine(m, ev, args, rec.Faces()); line != "" {
				em.Fields = append(em.Fields, stField("\u200b", "*"+line+"*"))
			}
		}
		m.Log = append(m.Log, rules.Note{Key: key, Args: map[string]any{"Name": patient.Name}})
		if serious {
			m.Log = append(m.Log, rules.Note{Key: "storyteller.ui.serious_care", Args: map[string]any{"Name": patient.Name}})
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return a.Changed(req, m, em, nil), nil
}

func (a *Plugin) stReload(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	var em *discordgo.MessageEmbed
	m, err := a.Mutate(ctx, req, commands.MutOpts{NeedEncounter: true, Version: -1, Party: true}, func(m *commands.Mut) error {
		if err := stFreshRefused(m); err != nil {
			return err
		}
		c, err := stActor(m, req.Str("name"))
		if err != nil {
			return err
		}
		if c == nil {
			return rules.Errorf("err.missing_option", map[string]any{"Option": "name"})
		}
		em, err = a.stDoReload(m, c, req.Str("weapon"))
		return err
	})
	if err != nil {
		return nil, err
	}
	return a.Changed(req, m, em, nil), nil
}

func (a *Plugin) stDoReload(m *commands.Mut, c *rules.Combatant, weapon string) (*discordgo.MessageEmbed, error) {
	if !commands.CanAct(m, c) {
		return nil, rules.Errorf("combat.err.not_yours", map[string]any{"Name": c.Name})
	}
	var ch commands.Charged
	if !m.Resting { // between fights: no turns to charge
		var err error
		if _, ch, err = a.stCharge(m, c, storyteller.ActionReload, 1); err != nil {
			return nil, err
		}
	}
	r, err := storyteller.Reload(storyteller.ReloadOptions{Weapon: weapon, Waived: ch.Forced || m.Resting}, c)
	if err != nil {
		return nil, err
	}
	gun := stReloadedGun(m.Req.Locale, r)
	m.Log = append(m.Log, rules.Note{Key: "storyteller.ui.log.reload", Args: map[string]any{"Name": c.Name, "Weapon": gun, "Rounds": r.Rounds}})
	key := "storyteller.ui.reloaded"
	if r.EmptyChamber {
		key = "storyteller.ui.reloaded_empty" // why not the clip + 1, said
	}
	desc := a.I18n().T(m.Req.Locale, key, map[string]any{"Name": c.Name, "Weapon": gun, "Before": r.Before, "Rounds": r.Rounds})
	if r.Before >= r.Capacity {
		// A full gun reloaded still took the action (and counts among a
		// multiple action's): played, as a script may do it, but said.
		desc += "\n" + a.I18n().T(m.Req.Locale, "storyteller.ui.reload_full", map[string]any{"Name": c.Name, "Weapon": gun})
	}
	return &discordgo.MessageEmbed{Color: commands.ColorNeutral, Title: "🔫 " + a.I18n().T(m.Req.Locale, "storyteller.maneuver.reload", nil) + " — " + c.Name,
		Description: desc}, nil
}

// stReloadedGun names the reloaded gun: a table gun carried without a sheet
// line by its row in the reader's language («Пистолет-пулемет тяжелый»),
// any other as named.
func stReloadedGun(loc string, r storyteller.ReloadResult) string {
	if r.Row != "" {
		if w, ok := storyteller.FindWeapon(r.Row); ok {
			if loc == commands.LocaleRU {
				return w.Ru
			}
			return w.En
		}
	}
	return r.Weapon
}

// stTrack switches a combatant to the short NPC track or back (GM).
func (a *Plugin) stTrack(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	var em *discordgo.MessageEmbed
	m, err := a.Mutate(ctx, req, commands.MutOpts{NeedEncounter: true, Version: -1}, func(m *commands.Mut) error {
		if !m.GM {
			return commands.ErrGMOnly
		}
		c, err := commands.FindNamed(m, req, "name")
		if err != nil {
			return err
		}
		short := !req.Has("short") || req.Bool("short")
		before, err := storyteller.LoadState(c)
		if err != nil {
			return err
		}
		lvBefore, woundsBefore, boxesBefore := before.Level(), before.Lethal+before.Aggravated, before.Filled()
		if err := storyteller.SetShortTrack(c, short); err != nil {
			return err
		}
		after, err := storyteller.LoadState(c)
		if err != nil {
			return err
		}
		key := "storyteller.ui.track_full"
		if short {
			key = "storyteller.ui.track_short"
		}
		lines := []string{a.T(req, key, map[string]any{"Name": c.Name})}
		if short && c.Owner != "" {
			// «…только четыре уровня здоровья для неигровых персонажей»:
			// played, with a word that the seed meant it for NPCs.
			lines = append(lines, a.T(req, "storyteller.ui.track_pc", map[string]any{"Name": c.Name, "Value": rules.OptionValue(c.Name)}))
		}
		// The marks are placed again on the new track: say what that did to
		// the level, and when they did not fit (bashing turned lethal, or
		// death), that switching back will not give them back.
		lvAfter := after.Level()
		if lvAfter.Key != lvBefore.Key {
			lines = append(lines, a.stLevelChange(req.Locale, lvBefore.Key, lvAfter.Key, lvAfter.Penalty))
		}
		if conv := after.Lethal + after.Aggravated - woundsBefore; conv > 0 && !after.Dead {
			lines = append(lines, a.T(req, "storyteller.ui.converted", map[string]any{"Count": conv}))
		}
		if (after.Dead && !before.Dead) || after.Filled() < boxesBefore {
			lines = append(lines, a.T(req, "storyteller.ui.track_wrapped", nil))
		}
		freed, err := stReleaseStale(m)
		if err != nil {
			return err
		}
		lines = append(lines, a.stFreedLines(req.Locale, freed)...)
		lines = append(lines, a.stHealthLine(m, c))
		em = &discordgo.MessageEmbed{Color: commands.ColorNeutral, Description: strings.Join(lines, "\n")}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return a.Changed(req, m, em, nil), nil
}

// RollPrompt rolls an owed roll from its tracker button.
func (a *Plugin) RollPrompt(m *commands.Mut, c *rules.Combatant, key string) ([]rules.Event, error) {
	switch key {
	case storyteller.PromptConsciousness:
		r, err := storyteller.Consciousness(c, m.Dice)
		if err != nil {
			return nil, err
		}
		return []rules.Event{{Combatant: c.ID, Note: r.Note(c)}}, nil
	case storyteller.PromptStand:
		return a.stStand(m, c)
	case storyteller.PromptStruggle:
		return a.stStruggle(m, c)
	}
	return nil, rules.Errorf("combat.err.no_prompt", map[string]any{"Name": c.Name})
}

// stStand: a prone fighter's Dexterity + Athletics to get up, an action of
// its round whether it succeeds or not («может попробовать встать на ноги
// следующим действием»): booked first, and split as any later action of
// the round is.
func (a *Plugin) stStand(m *commands.Mut, c *rules.Combatant) ([]rules.Event, error) {
	st, err := storyteller.LoadState(c)
	if err != nil {
		return nil, err
	}
	if !st.Prone {
		// Said before the books are charged: no attempt, no action.
		return nil, rules.Errorf("storyteller.error.not_prone", map[string]any{"Name": c.Name})
	}
	at, _, err := a.stCharge(m, c, storyteller.ActionStand, 1)
	if err != nil {
		return nil, err
	}
	if at, err = a.stWaiveCount(m, c, at, 0, 1); err != nil {
		return nil, err
	}
	r, err := storyteller.StandAt(c, m.Dice, at)
	if err != nil {
		return nil, err
	}
	return []rules.Event{{Combatant: c.ID, Note: r.Note(c)}}, nil
}

// stStruggle: the victim's Strength + Brawl against the holder's.
func (a *Plugin) stStruggle(m *commands.Mut, c *rules.Combatant) ([]rules.Event, error) {
	st, err := storyteller.LoadState(c)
	if err != nil {
		return nil, err
	}
	if st.Lock == nil || st.Lock.Holder {
		return nil, rules.Errorf("storyteller.error.not_locked", map[string]any{"Name": c.Name})
	}
	holder := m.Enc.ByID(st.Lock.Other)
	if holder == nil {
		// The holder left the fight: the grip is gone.
		st.Lock = nil
		return nil, storyteller.SaveState(c, st)
	}
	// «Жертва может попытаться вырваться из захвата (действие)»: the
	// victim's action, once on its turn, booked before the dice.
	at, _, err := a.stCharge(m, c, storyteller.ActionStruggle, 1)
	if err != nil {
		return nil, err
	}
	if at, err = a.stWaiveCount(m, c, at, 0, 1); err != nil {
		return nil, err
	}
	r, err := storyteller.StruggleAt(c, holder, m.Dice, at)
	if err != nil {
		return nil, err
	}
	key := "storyteller.ui.struggle_held"
	if r.Free {
		key = "storyteller.ui.struggle_free"
	}
	args := map[string]any{
		"Name": c.Name, "Other": holder.Name, "Escape": r.Escape.Roll.Successes, "Grip": r.Grip.Roll.Successes,
		"EscapeDice": stDice(&r.Escape.Roll, true), "GripDice": stDice(&r.Grip.Roll, true)}
	if n := storyteller.SplitOf(&r.Escape); n < 0 {
		args["Split"] = -n // a later action of the victim's round
	}
	return []rules.Event{{Combatant: c.ID, Note: rules.Note{Key: key, Args: args}}}, nil
}

// TakeAction takes an action from the tracker's buttons for whose turn it
// is: declare a defence, reload, stand up, break free, release, pick the
// weapon up. Attacking
// and aiming are /attack (they need a target).
func (a *Plugin) TakeAction(m *commands.Mut, c *rules.Combatant, key string) ([]rules.Event, error) {
	return a.stTakeAction(m, c, key)
}

// stTakeAction takes c's action key, from a tracker button or /combat
// action: booked in the fight's books before its rule runs, but for a
// declared defence, which only says what later attacks on c roll (each
// roll is booked then).
func (a *Plugin) stTakeAction(m *commands.Mut, c *rules.Combatant, key string) ([]rules.Event, error) {
	ev := func(k string, args map[string]any) []rules.Event {
		if args == nil {
			args = map[string]any{}
		}
		args["Name"] = c.Name
		return []rules.Event{{Combatant: c.ID, Note: rules.Note{Key: k, Args: args}}}
	}
	switch key {
	case storyteller.ActionAttack, storyteller.ActionAim:
		return nil, rules.Errorf("storyteller.ui.err.attack_by_command", map[string]any{"Name": c.Name})
	case storyteller.ActionDodge, storyteller.ActionBlock, storyteller.ActionParry:
		// The declaration says what later attacks roll; each roll is
		// booked then. A grip forbids it (DeclareDefense).
		armed := false
		if rule := storyteller.ParryUnarmed(c); rule != nil && key == storyteller.ActionParry {
			// A parry needs a weapon in hand; the GM's force:true says an
			// NPC holds one its sheet does not list.
			var err error
			if armed, err = a.Override(m, c, *rule); err != nil {
				return nil, err
			}
		}
		if err := storyteller.DeclareDefenseWaived(c, key, armed); err != nil {
			return nil, err
		}
		return ev("storyteller.ui.defense_declared", map[string]any{"Defense": a.I18n().T(m.Req.Locale, "storyteller.maneuver."+key, nil)}), nil
	case storyteller.ActionReload:
		_, ch, err := a.stCharge(m, c, storyteller.ActionReload, 1)
		if err != nil {
			return nil, err
		}
		r, err := storyteller.Reload(storyteller.ReloadOptions{Waived: ch.Forced}, c)
		if err != nil {
			return nil, err
		}
		key := "storyteller.ui.reloaded"
		switch {
		case r.Before >= r.Capacity:
			key = "storyteller.ui.reloaded_full" // the action spent on a full gun, said
		case r.EmptyChamber:
			key = "storyteller.ui.reloaded_empty"
		}
		return ev(key, map[string]any{"Weapon": stReloadedGun(m.Req.Locale, r), "Before": r.Before, "Rounds": r.Rounds}), nil
	case storyteller.ActionStand:
		evs, err := a.stStand(m, c)
		if err == nil {
			stSettlePrompt(m, c, storyteller.PromptStand)
		}
		return evs, err
	case storyteller.ActionStruggle:
		evs, err := a.stStruggle(m, c)
		if err == nil {
			stSettlePrompt(m, c, storyteller.PromptStruggle)
		}
		return evs, err
	case storyteller.ActionPickUp:
		_, ch, err := a.stCharge(m, c, storyteller.ActionPickUp, 1)
		if err != nil {
			return nil, err
		}
		if err := storyteller.PickUp(c, ch.Forced); err != nil {
			return nil, err
		}
		return ev("storyteller.ui.picked_up", nil), nil
	case storyteller.ActionRelease:
		st, err := storyteller.LoadState(c)
		if err != nil {
			return nil, err
		}
		var other *rules.Combatant
		if st.Lock != nil {
			other = m.Enc.ByID(st.Lock.Other)
		}
		if _, _, err := a.stCharge(m, c, storyteller.ActionRelease, 1); err != nil {
			return nil, err
		}
		if err := storyteller.Release(c, other); err != nil {
			return nil, err
		}
		commands.RefreshOwed(m, nil, stOwed) // the released victim owes no break-free roll
		return ev("storyteller.ui.released", nil), nil
	}
	return nil, rules.Errorf("err.unknown_command", map[string]any{"Name": key})
}

// stSettlePrompt drops c's owed roll key once the same roll was made from
// the action button instead of the prompt's own (which clears it itself).
func stSettlePrompt(m *commands.Mut, c *rules.Combatant, key string) {
	var kept = m.Enc.Prompts[:0:0] // a new array: the undo snapshot may share the old one
	for _, p := range m.Enc.Prompts {
		if p.Combatant != c.ID || p.Prompt != key {
			kept = append(kept, p)
		}
	}
	m.Enc.Prompts = kept
}

// stOwed is storyteller's test for refreshOwed: a roll stays while its cause
// lasts (storyteller.PromptOwed); its text names no number to update.
func stOwed(c *rules.Combatant, key string) (rules.Event, bool) {
	return rules.Event{}, storyteller.PromptOwed(c, key)
}

// stReleaseStale ends the locks a death broke (EndStaleLocks) and brings
// the owed rolls up to date: what every command that can kill does after
// its damage. It returns the notes of the freed.
func stReleaseStale(m *commands.Mut) ([]rules.Note, error) {
	freed, err := storyteller.EndStaleLocks(m.Enc.Combatants)
	if err != nil {
		return nil, err
	}
	commands.RefreshOwed(m, nil, stOwed)
	return freed, nil
}

// stFreedLines are the freed's notes as reply lines («🔓 …»).
func (a *Plugin) stFreedLines(loc string, freed []rules.Note) []string {
	out := make([]string, 0, len(freed))
	for _, n := range freed {
		out = append(out, "🔓 "+a.I18n().Note(loc, n))
	}
	return out
}
