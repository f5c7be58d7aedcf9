package medieval

import (
	"context"
	"fray/commands"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"fray/rules"
	"fray/rules/dice"
	"fray/rules/medieval"
)

// medCheck is /check in a medieval channel: 1d10 + characteristic + skill
// (+ modifier) against the GM's difficulty — a non-combat task, an escape
// from a grapple or trap, a repair, an Awareness roll. In a fight the
// fighter rolls (its armour's EV and wounds apply to the characteristic, and
// a task, escape or first aid declared this turn gives its action's −3);
// outside one, the user's stored sheet. A fighter's check is an action of
// its round («Выполнение не боевого задания», «Выход из захвата или
// ловушки»), booked in the fight's books: the task or escape declared and
// not rolled yet, else a further action — so a failed one tried again
// costs −3 more. Outside a fight the roll changes nothing.
func (a *Plugin) medCheck(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	comment := strings.TrimSpace(req.Str("comment"))
	if utf8.RuneCountInString(comment) > commands.MaxComment {
		return nil, rules.Errorf("err.too_long", map[string]any{"Option": "comment", "Max": commands.MaxComment})
	}
	diff, err := medInt(req, "difficulty")
	if err != nil {
		return nil, err
	}
	if req.Has("difficulty") && (diff < 1 || diff > 100) {
		// 0 means "none given" to the rules; a typed 0 is a mistake. The
		// refusal names 1…100 for every number out of range: the rules' own,
		// «от 0 до 100», given for −5 or 101, would offer the 0 refused here.
		return nil, rules.Errorf(medieval.ErrKeyNumber, map[string]any{"Option": "difficulty", "Min": 1, "Max": 100})
	}
	mod, err := medInt(req, "modifier")
	if err != nil {
		return nil, err
	}
	var res *medieval.CheckResult
	var who *rules.Combatant
	inFight, noSheet := false, false
	outside := "" // why a roll during a fight is not a fighter's: the line that says so
	m, err := a.Mutate(ctx, req, commands.MutOpts{Version: -1}, func(m *commands.Mut) error {
		m.Unchanged = true
		// The GM rolls the fighter whose turn it is; with nobody in the fight
		// yet there is none, so the GM's stored sheet rolls as outside a
		// fight, as a player's does without a fighter, rather than refusing
		// the GM with «добавьте участников».
		gmFighter := m.GM && m.Enc != nil && len(m.Enc.Combatants) > 0
		if m.Enc != nil && (strings.TrimSpace(req.Str("name")) != "" || gmFighter || commands.OwnCombatant(m) != nil) {
			c, err := medActor(m, req.Str("name"))
			if err != nil {
				return err
			}
			if !commands.CanAct(m, c) {
				return rules.Errorf("combat.err.not_yours", map[string]any{"Name": c.Name})
			}
			who, inFight = c, true
			m.Unchanged = false
		} else {
			sh, ok := medStoredSheet(m, req)
			if !ok {
				sh, noSheet = rules.Sheet{}, true
			}
			if m.Enc != nil {
				outside = "medieval.check.outside_mine"
				if m.GM {
					outside = "medieval.check.outside_empty"
				}
			}
			who = &rules.Combatant{Name: commands.FirstNonEmpty(strings.TrimSpace(sh.Name), req.UserName), Owner: req.UserID, Sheet: sh}
		}
		o := medieval.CheckOptions{Stat: req.Str("characteristic"), Skill: req.Str("skill"), Difficulty: diff, Modifier: mod}
		if inFight && medieval.DeclaredCheck(who) == 0 {
			// Booked before the roll: nothing declared to resolve, so the
			// check is a further action of the round.
			var err error
			if o.Number, err = a.medBook(m, who, medCheckKind(m, who)); err != nil {
				return err
			}
		}
		var err error
		res, err = medieval.Check(o, who, inFight, dice.NewRecorder(m.Dice))
		if err == nil && inFight {
			m.Log = append(m.Log, rules.Note{Key: "medieval.ui.log.check", Args: map[string]any{"Name": who.Name, "N": res.Action, "Total": res.Total, "Difficulty": res.Difficulty}})
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	e := a.medCheckEmbed(req.Locale, who.Name, comment, res)
	if outside != "" {
		e.Fields[0].Value += "\n" + a.I18n().T(req.Locale, outside, map[string]any{"Sheet": !noSheet})
	}
	if noSheet {
		// Numbers nobody typed: say where they came from.
		e.Fields[0].Value += "\n" + a.I18n().T(req.Locale, "medieval.check.no_sheet", map[string]any{"Example": commands.StatsExample(medieval.New(), req.Locale)})
	}
	resp := commands.Message(e)
	if inFight {
		resp = a.Changed(req, m, e, nil) // the tracker shows the round's books
	}
	if req.Bool("secret") {
		resp.Data.Flags = discordgo.MessageFlagsEphemeral
	}
	return resp, nil
}

// medCheckEmbed is a check's reply: the numbers first («🎲 7+6+3−3 = 13 vs
// 15 — failure»), each part in a field, the action it resolves.
func (a *Plugin) medCheckEmbed(loc, name, comment string, r *medieval.CheckResult) *discordgo.MessageEmbed {
	t := func(key string, args map[string]any) string { return a.I18n().T(loc, key, args) }
	var what []string
	if r.Stat != "" {
		what = append(what, t("medieval.stat."+strings.ToLower(r.Stat), nil))
	}
	if r.Skill != "" {
		what = append(what, t("medieval.skill."+r.Skill, nil))
	}
	title := "🎲 " + t("medieval.check.title", map[string]any{"Name": name, "What": strings.Join(what, " + ")})
	if comment != "" {
		title = "🎲 " + comment + " — " + name
	}
	sum := strconv.Itoa(r.Die)
	parts := []string{t("medieval.ui.die", map[string]any{"Dice": strconv.Itoa(r.Die)})}
	if r.Stat != "" {
		sum += medSigned(r.StatFrom.Value)
		parts = append(parts, a.medStatText(loc, r.Stat, r.StatFrom))
	}
	if r.Skill != "" {
		sum += medSigned(r.SkillValue)
		parts = append(parts, t("medieval.skill."+r.Skill, nil)+" "+strconv.Itoa(r.SkillValue))
	}
	if r.Modifier != 0 {
		sum += medSigned(r.Modifier)
		parts = append(parts, t("medieval.mod.situation", nil)+" "+medSignedNum(r.Modifier))
	}
	if r.Penalty != 0 {
		sum += medSigned(r.Penalty)
		parts = append(parts, t("medieval.mod.extra_actions", nil)+" "+medSignedNum(r.Penalty))
	}
	desc := "🎲 " + sum + " = **" + strconv.Itoa(r.Total) + "**"
	color := commands.ColorNeutral
	if r.Difficulty > 0 {
		verdict := t("medieval.check.fail", nil)
		color = commands.ColorMiss
		if r.Success {
			verdict, color = t("medieval.check.pass", nil), commands.ColorHit
		}
		desc += " " + t("common.versus", nil) + " " + strconv.Itoa(r.Difficulty) + " — " + verdict
	}
	detail := strings.Join(parts, " · ") + " = **" + strconv.Itoa(r.Total) + "**"
	if r.Action > 0 {
		detail += "\n" + t("medieval.ui.action_number", map[string]any{"N": r.Action, "Penalty": medSignedNum(r.Penalty)})
		if !r.Declared {
			// Nothing was declared: the roll is a further action of the
			// round, a task or another try at a failed one.
			detail += " — " + t("medieval.check.counted", nil)
		}
	}
	if r.Difficulty == 0 {
		detail += "\n" + t("medieval.check.no_difficulty", nil)
	}
	return &discordgo.MessageEmbed{Color: color, Title: commands.Truncate(title, 256), Description: desc,
		Fields: []*discordgo.MessageEmbedField{medField("🎯 "+t("medieval.check.roll", nil), detail)}}
}
