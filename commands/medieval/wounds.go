package medieval

import (
	"context"
	"fray/commands"
	"strconv"
	"strings"

	"github.com/bwmarrin/discordgo"

	"fray/commands/flavour"
	"fray/rules"
	"fray/rules/dice"
	"fray/rules/medieval"
)

// /damage, /heal, /save, /stabilize and the tracker's roll prompts.

func (a *Plugin) medDamage(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	if !req.Has("amount") {
		return nil, rules.Errorf("err.missing_option", map[string]any{"Option": "amount"})
	}
	var em *discordgo.MessageEmbed
	m, err := a.Mutate(ctx, req, commands.MutOpts{Version: -1, Party: true}, func(m *commands.Mut) error {
		if !m.GM {
			return commands.ErrGMOnly
		}
		tgt, err := medTarget(m, req, "target")
		if err != nil {
			return err
		}
		o := medieval.DamageOptions{Location: req.Str("location"), AP: req.Bool("ap"), Blade: req.Bool("blade"),
			Direct: req.Bool("direct"), Hidden: req.Str("hidden")}
		if o.Amount, err = medInt(req, "amount"); err != nil {
			return err
		}
		if o.Cover, err = medInt(req, "cover"); err != nil {
			return err
		}
		rec := dice.NewRecorder(m.Dice)
		r, err := medieval.Damage(o, tgt, rec)
		if err != nil {
			return err
		}
		health := m.Sys.Health(tgt)
		if r.WoundPoints > 0 {
			m.Enc.RecordDamage(0, tgt.ID, r.WoundPoints, health.Out || health.Dead)
		}
		commands.RefreshOwed(m, tgt, medieval.PromptNow)
		loc := req.Locale
		em = &discordgo.MessageEmbed{Title: "💥 " + a.I18n().T(loc, "medieval.ui.damage_title", map[string]any{"Name": tgt.Name})}
		em.Description = a.medDamageLine(loc, r) + "\n❤️ " + tgt.Name + ": " + a.HealthLine(loc, health) +
			a.medDirectLocation(loc, o)
		a.medDamageFields(em, loc, tgt.Name, r, "")
		// A GM's damage names no blow or shot: only lines without one fit.
		a.medFinish(m, em, r.Outcomes, r.Hollywood, r.HollywoodKey, flavour.Args{Target: tgt.Name, Part: medPart(a, loc, true, r), Attack: flavour.NoAttack}, rec.Faces(), r.StoppedBy)
		m.Log = append(m.Log, rules.Note{Key: "medieval.ui.log.damage", Args: map[string]any{"Target": tgt.Name, "WP": r.WoundPoints, "Level": r.Level.Key}})
		return nil
	})
	if err != nil {
		return nil, err
	}
	return a.Changed(req, m, em, nil), nil
}

// medDirectLocation is the warning line under direct damage given a
// location, or "": direct points go straight onto the wound track by design,
// so the location neither doubles them nor meets armour; the line says so
// rather than dropping the location without a word.
func (a *Plugin) medDirectLocation(loc string, o medieval.DamageOptions) string {
	where := strings.TrimSpace(o.Location)
	if !o.Direct || where == "" {
		return ""
	}
	if l, err := medieval.ParseLocation(where); err == nil {
		where = a.I18n().T(loc, l.NoteKey(), nil)
	}
	return "\n" + a.I18n().T(loc, "medieval.ui.direct_location", map[string]any{"Location": where})
}

func (a *Plugin) medHeal(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	if !req.Has("points") {
		return nil, rules.Errorf("err.missing_option", map[string]any{"Option": "points"})
	}
	var em *discordgo.MessageEmbed
	m, err := a.Mutate(ctx, req, commands.MutOpts{Version: -1, Party: true}, func(m *commands.Mut) error {
		if !m.GM {
			return commands.ErrGMOnly
		}
		tgt, err := medTarget(m, req, "target")
		if err != nil {
			return err
		}
		pts, err := medInt(req, "points")
		if err != nil {
			return err
		}
		r, err := medieval.Heal(medieval.HealOptions{Points: pts}, tgt)
		if err != nil {
			return err
		}
		commands.RefreshOwed(m, tgt, medieval.PromptNow)
		loc := req.Locale
		em = &discordgo.MessageEmbed{Color: commands.ColorHit, Title: "💚 " + a.I18n().T(loc, "medieval.ui.heal_title", map[string]any{"Name": tgt.Name})}
		// A heal within one level (Mortal 1, 20 → 17) names the level once:
		// «Mortal 1 → Mortal 1» reads as if something should have changed.
		levels := "**" + a.I18n().Note(loc, r.Level) + "**"
		if before := a.I18n().Note(loc, medLevelAt(r.Before, false)); before != a.I18n().Note(loc, r.Level) {
			levels = before + " → " + levels
		}
		em.Description = "🩹 " + strconv.Itoa(r.Before) + " → **" + strconv.Itoa(r.After) + "** · " +
			levels + "\n❤️ " + tgt.Name + ": " + a.HealthLine(loc, m.Sys.Health(tgt))
		em.Fields = append(em.Fields, medField("🩸 "+a.I18n().T(loc, "medieval.ui.wounds", nil), medBoxes(a, loc, r.After)))
		a.medFinish(m, em, r.Outcomes, 0, "", flavour.Args{Target: tgt.Name, Attack: flavour.NoAttack}, []int{r.Before, r.After}, "")
		em.Color = commands.ColorHit
		m.Log = append(m.Log, rules.Note{Key: "medieval.ui.log.heal", Args: map[string]any{"Target": tgt.Name, "Before": r.Before, "After": r.After}})
		return nil
	})
	if err != nil {
		return nil, err
	}
	return a.Changed(req, m, em, nil), nil
}

func (a *Plugin) medSave(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	var em *discordgo.MessageEmbed
	m, err := a.Mutate(ctx, req, commands.MutOpts{NeedEncounter: true, Version: -1}, func(m *commands.Mut) error {
		tgt, err := commands.FindNamed(m, req, "target")
		if err != nil {
			return err
		}
		if !commands.CanAct(m, tgt) {
			return rules.Errorf("combat.err.not_yours", map[string]any{"Name": tgt.Name})
		}
		rec := dice.NewRecorder(m.Dice)
		r, err := medieval.Save(medieval.SaveOptions{Kind: req.Str("kind")}, tgt, rec)
		if err != nil {
			return err
		}
		medClearPrompt(m, tgt.ID, r.Roll.Kind)
		em = a.medSaveEmbed(m, tgt, r, rec.Faces())
		commands.LogEvents(m, medSaveEvents(tgt, r))
		return nil
	})
	if err != nil {
		return nil, err
	}
	return a.Changed(req, m, em, nil), nil
}

// medClearPrompt drops an owed save of that kind: rolled by command, its
// tracker button has nothing left to do.
func medClearPrompt(m *commands.Mut, id int, kind string) {
	want := medieval.PromptStunSave
	if kind == medieval.SaveDeath {
		want = medieval.PromptDeathSave
	}
	for i, p := range m.Enc.Prompts {
		if p.Combatant == id && p.Prompt == want {
			m.Enc.Prompts = append(m.Enc.Prompts[:i], m.Enc.Prompts[i+1:]...)
			return
		}
	}
}

func (a *Plugin) medSaveEmbed(m *commands.Mut, c *rules.Combatant, r *medieval.SaveResult, faces []int) *discordgo.MessageEmbed {
	loc := m.Req.Locale
	icon := "😵 "
	if r.Roll.Kind == medieval.SaveDeath {
		icon = "☠️ "
	}
	em := &discordgo.MessageEmbed{Title: icon + a.I18n().T(loc, "medieval.savename."+r.Roll.Kind, nil) + " — " + c.Name}
	em.Description = "🎲 " + a.medSaveText(loc, r.Roll) + "\n❤️ " + c.Name + ": " + a.HealthLine(loc, m.Sys.Health(c))
	if r.Recovered {
		em.Description += "\n" + a.I18n().T(loc, "medieval.ui.recovered", map[string]any{"Name": c.Name})
	}
	outcomes := r.Outcomes
	if r.Roll.Passed && len(outcomes) == 0 {
		em.Color = commands.ColorHit
	}
	a.medFinish(m, em, outcomes, r.Hollywood, r.HollywoodKey, flavour.Args{Target: c.Name, Attack: flavour.NoAttack}, faces, "")
	if len(outcomes) == 0 {
		em.Color = commands.ColorHit
	}
	return em
}

// medSaveEvents are a save's result as tracker events (and log lines).
func medSaveEvents(c *rules.Combatant, r *medieval.SaveResult) []rules.Event {
	res := "_pass"
	if !r.Roll.Passed {
		res = "_fail"
	}
	evs := []rules.Event{{Combatant: c.ID, Note: rules.Note{Key: "medieval.save." + r.Roll.Kind + res,
		Args: map[string]any{"Name": c.Name, "Die": r.Roll.Die, "Target": r.Roll.Target}}}}
	if r.Hollywood > 0 && r.HollywoodKey != "" {
		evs = append(evs,
			rules.Event{Combatant: c.ID, Note: rules.Note{Key: "medieval.ui.hollywood_event", Args: map[string]any{"Die": r.Hollywood}}},
			rules.Event{Combatant: c.ID, Note: rules.Note{Key: r.HollywoodKey}})
	}
	return evs
}

// RollPrompt rolls an owed save from its tracker button.
func (a *Plugin) RollPrompt(m *commands.Mut, c *rules.Combatant, key string) ([]rules.Event, error) {
	kind := medieval.SaveStun
	switch key {
	case medieval.PromptDeathSave:
		kind = medieval.SaveDeath
	case medieval.PromptStunSave:
	default:
		return nil, rules.Errorf("combat.err.no_prompt", map[string]any{"Name": c.Name})
	}
	r, err := medieval.Save(medieval.SaveOptions{Kind: kind}, c, m.Dice)
	if err != nil {
		return nil, err
	}
	return medSaveEvents(c, r), nil
}

func (a *Plugin) medStabilize(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	var em *discordgo.MessageEmbed
	m, err := a.Mutate(ctx, req, commands.MutOpts{Version: -1, Party: true}, func(m *commands.Mut) error {
		patient, err := medTarget(m, req, "target")
		if err != nil {
			return err
		}
		o := medieval.StabilizeOptions{Skill: req.Str("skill")}
		medic, outside, err := a.medMedic(m, req, patient, &o)
		if err != nil {
			return err
		}
		if m.Resting && medic.ID != 0 {
			// Outside a fight there are no rounds and no actions to count:
			// a party member treats as a medic outside the fight does,
			// with its own sheet and condition (a copy: nothing of its
			// state changes).
			if medic.ID == patient.ID {
				return rules.Errorf(medieval.ErrKeySelf, nil)
			}
			cp := *medic
			cp.ID = 0
			medic = &cp
		}
		if medic.ID != 0 && medieval.DeclaredAid(medic) == 0 {
			// A fighter's attempt is its first-aid action, booked before
			// the roll: one declared and not rolled yet is this attempt;
			// otherwise — a retry after a failure too — a further action.
			if o.Number, err = a.medBook(m, medic, medieval.ActAid); err != nil {
				return err
			}
		}
		rec := dice.NewRecorder(m.Dice)
		r, err := medieval.Stabilize(o, medic, patient, rec)
		if err != nil {
			return err
		}
		if r.Success {
			medClearPrompt(m, patient.ID, medieval.SaveDeath)
		}
		loc := req.Locale
		t := func(key string, args map[string]any) string { return a.I18n().T(loc, key, args) }
		verdict := t("medieval.ui.stabilize_fail", nil)
		em = &discordgo.MessageEmbed{Color: commands.ColorMiss, Title: "🩹 " + t("medieval.ui.stabilize_title", map[string]any{"Medic": medic.Name, "Name": patient.Name})}
		if r.Success {
			verdict, em.Color = t("medieval.ui.stabilize_pass", nil), commands.ColorHit
		}
		pen, penPart, action := "", "", ""
		if r.Penalty != 0 {
			pen = medSigned(r.Penalty)
			penPart = " · " + t("medieval.mod.extra_actions", nil) + " " + medSignedNum(r.Penalty)
		}
		if r.Action > 0 {
			// First aid is one of the round's actions: say which, as /attack does.
			action = "\n" + t("medieval.ui.action_number", map[string]any{"N": r.Action, "Penalty": medSignedNum(r.Penalty)})
		}
		em.Description = "🎲 " + strconv.Itoa(r.Die) + medSigned(r.TECH) + medSigned(r.SkillValue) + pen + " = **" + strconv.Itoa(r.Total) +
			"** " + t("common.versus", nil) + " " + strconv.Itoa(r.Needed) + " — " + verdict + "\n❤️ " + patient.Name + ": " + a.HealthLine(loc, m.Sys.Health(patient))
		em.Fields = append(em.Fields, medField("🎯 "+t("medieval.ui.stabilize_roll", nil),
			t("medieval.ui.die", map[string]any{"Dice": strconv.Itoa(r.Die)})+" · "+t("medieval.stat.tech", nil)+" "+strconv.Itoa(r.TECH)+
				" · "+t("medieval.skill."+r.Skill, nil)+" "+strconv.Itoa(r.SkillValue)+penPart+" = **"+strconv.Itoa(r.Total)+"**"+action+"\n"+
				t("medieval.ui.stabilize_needs", map[string]any{"Needed": r.Needed})+outside+medNotMedical(t, r)))
		a.medFinish(m, em, r.Outcomes, 0, "", flavour.Args{Actor: medic.Name, Target: patient.Name, Attack: flavour.NoAttack}, rec.Faces(), "")
		if !r.Success {
			em.Color = commands.ColorMiss
		}
		m.Log = append(m.Log, rules.Note{Key: "medieval.ui.log.stabilize", Args: map[string]any{"Medic": medic.Name, "Target": patient.Name, "Total": r.Total, "Needed": r.Needed, "Success": r.Success}})
		return nil
	})
	if err != nil {
		return nil, err
	}
	return a.Changed(req, m, em, nil), nil
}

// medTarget finds the combatant an option names: in a fight, a fighter;
// outside one (MutOpts.Party), a member of the channel's party, and a name
// that is none is refused in the party's words.
func medTarget(m *commands.Mut, req *commands.Request, opt string) (*rules.Combatant, error) {
	c, err := commands.FindNamed(m, req, opt)
	if err != nil && m.Resting && strings.TrimSpace(req.Str(opt)) != "" {
		if len(m.Enc.Combatants) == 0 {
			return nil, rules.Errorf("party.err.empty", nil)
		}
		return nil, rules.Errorf("party.err.no_member", map[string]any{"Name": strings.TrimSpace(req.Str(opt))})
	}
	return c, err
}

// medNotMedical is the warning line under a stabilization rolled with a skill
// that is not a medical one (the seed: «ТЕХ, любого медицинского навыка и
// 1D10»), or "".
func medNotMedical(t func(string, map[string]any) string, r *medieval.StabilizeResult) string {
	if !r.NotMedical {
		return ""
	}
	return "\n" + t("medieval.ui.stabilize_not_medical", map[string]any{"Skill": t("medieval.skill."+r.Skill, nil)})
}
