package klondike

import (
	"context"
	"fmt"
	"fray/commands"
	"strconv"
	"strings"

	"github.com/bwmarrin/discordgo"

	"fray/commands/flavour"
	"fray/rules"
	"fray/rules/dice"
	"fray/rules/klondike"
)

// Grappling (seed: "Борьба"): /grapple attacker target rolls the opposed
// Melee/DEX (also reachable as /attack maneuver:grapple); the winner picks one
// of the seven results from buttons on the embed (kl:gr:<winner>:<loser>:<result>)
// or with /grapple result:<result>. While the two hold each other, the
// tracker prompts the grappler whose turn it is to wrestle again.

const klBtnGrapple = "kl:gr"

var klGrappleTop = commands.L("grapple", "борьба", "Grapple: opposed Melee/DEX, the winner picks a result", "Борьба: встречный Ближний бой/ЛОВ, победитель выбирает итог")

// klGrappleOpts are /grapple's options.
func klGrappleOpts() []*discordgo.ApplicationCommandOption {
	res := commands.Choices(commands.Str(commands.L("result", "итог", "The winner's pick (after winning)", "Выбор победителя (после победы)"), false),
		commands.L(klondike.GrappleKnockdown, "", "knock down", "сбить с ног"), commands.L(klondike.GrapplePush, "", "push 3 m", "сдвинуть на 3 м"),
		commands.L(klondike.GrappleDisarm, "", "disarm", "обезоружить"), commands.L(klondike.GrappleThrow, "", "throw (d6+STR, 3 m)", "бросок (d6+СИЛ, 3 м)"),
		commands.L(klondike.GrappleDamage, "", "damage (2+STR+Effect)", "урон (2+СИЛ+Эффект)"), commands.L(klondike.GrappleBreak, "", "break free, 10 m", "выйти из захвата, 10 м"),
		commands.L(klondike.GrappleHold, "", "keep holding", "удерживать"))
	return []*discordgo.ApplicationCommandOption{
		klOptAttacker,
		klOptTarget,
		klOptModifier,
		res,
		commands.Boolean(commands.L("release", "отпустить", "Let go after the result (knock down, push, disarm, damage)", "Отпустить после итога (сбить, сдвинуть, обезоружить, урон)")),
		klOptTo,
		commands.Boolean(commands.OptForce),
	}
}

// klGrapple is /grapple: with result, the winner's pick; otherwise the
// opposed roll between attacker (default: yours) and target.
func (a *Plugin) klGrapple(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	if req.Str("result") != "" {
		return a.klGrapplePick(ctx, req, 0, 0, req.Str("result"), req.Bool("release"))
	}
	mod, err := klInt(req, "modifier", 0)
	if err != nil {
		return nil, err
	}
	var e *discordgo.MessageEmbed
	var buttons []discordgo.MessageComponent
	var pickerOwner, pickerName string // the winner, who picks the result
	m, err := a.Mutate(ctx, req, commands.MutOpts{NeedEncounter: true, Version: -1}, func(m *commands.Mut) error {
		att, err := klActor(m, "attacker", req.Str("attacker"))
		if err != nil {
			return err
		}
		names := klNames(req.Str("target"))
		if len(names) == 0 {
			// Already holding someone: wrestle with them.
			if s, err := klondike.LoadState(att); err == nil && s.Grappling != 0 {
				if c := m.Enc.ByID(s.Grappling); c != nil {
					names = []string{c.Name}
				}
			}
		}
		if len(names) != 1 {
			return rules.Errorf("err.missing_option", map[string]any{"Option": "target"})
		}
		tgt, err := m.Enc.Find(names[0])
		if err != nil {
			return err
		}
		var winner *rules.Combatant
		e, buttons, winner, err = a.klGrappleRoll(m, att, tgt, mod)
		if winner != nil {
			pickerOwner, pickerName = winner.Owner, winner.Name
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	resp := a.Changed(req, m, e, nil)
	if len(buttons) > 0 {
		resp.Data.Components = buttons
		// The winner's player picks («Победитель броска может: …»):
		// addressed to them, as the STR/DEX choice is.
		if pickerOwner != "" {
			resp.Data.Content = a.T(req, "klc.after.grapple_pick", map[string]any{"Mention": "<@" + pickerOwner + ">", "Name": pickerName})
		}
	}
	return resp, nil
}

// klGrappleRoll rolls the opposed Melee/DEX (dice: att's 2d6, then tgt's)
// and renders it with the winner's seven buttons.
func (a *Plugin) klGrappleRoll(m *commands.Mut, att, tgt *rules.Combatant, mod int) (*discordgo.MessageEmbed, []discordgo.MessageComponent, *rules.Combatant, error) {
	if att.ID == tgt.ID {
		return nil, nil, nil, rules.Errorf("klondike.error.self", nil)
	}
	// Starting a struggle or continuing it: one of the two actions.
	if _, err := a.klCharge(m, att, klondike.ActGrapple, nil); err != nil {
		return nil, nil, nil, err
	}
	rec := dice.NewRecorder(m.Dice)
	res, err := klondike.Grapple(att, tgt, klondike.GrappleOptions{ModifierA: mod}, rec)
	if err != nil {
		return nil, nil, nil, err
	}
	loc := m.Req.Locale
	t := func(k string, args map[string]any) string { return a.I18n().T(loc, k, args) }
	verdict := t("kla.grapple.tie", nil)
	var winner, loser *rules.Combatant
	switch res.Winner {
	case att.ID:
		winner, loser = att, tgt
	case tgt.ID:
		winner, loser = tgt, att
	}
	if winner != nil {
		verdict = t("kla.grapple.wins", map[string]any{"Name": winner.Name, "Effect": signed(res.Effect)})
	}
	e := &discordgo.MessageEmbed{
		Title:       commands.Truncate("🤼 "+t("kla.grapple.title", map[string]any{"A": att.Name, "B": tgt.Name}), 256),
		Description: fmt.Sprintf("🎲 %s **%s** — %s **%s** — %s", att.Name, klNum(res.A.Total), tgt.Name, klNum(res.B.Total), verdict),
	}
	e.Fields = append(e.Fields,
		field(att.Name, a.klRollLine(loc, res.A, t("kla.grapple.roll", nil))+"\n"+a.klRollParts(loc, res.A)),
		field(tgt.Name, a.klRollLine(loc, res.B, t("kla.grapple.roll", nil))+"\n"+a.klRollParts(loc, res.B)))
	var buttons []discordgo.MessageComponent
	outs := []string{"miss"}
	if winner != nil {
		outs = []string{"hit"}
		e.Fields = append(e.Fields, field("👉 "+winner.Name, t("kla.grapple.pick", map[string]any{"Name": winner.Name})))
		buttons = a.klGrappleButtons(loc, winner, loser)
	}
	e.Color = commands.OutcomeColor(outs)
	klFlavour(e, a.FlavourLine(m, commands.MainOutcome(outs), flavour.Args{Actor: att.Name, Target: tgt.Name, Attack: flavour.Melee}, rec.Faces()))
	m.Log = append(m.Log, rules.Note{Key: "kla.log.grapple", Args: map[string]any{"A": att.Name, "B": tgt.Name, "TA": res.A.Total, "TB": res.B.Total}})
	return e, buttons, winner, nil
}

// klGrappleButtons are the seven results, in the seed's order, for the winner.
func (a *Plugin) klGrappleButtons(loc string, winner, loser *rules.Combatant) []discordgo.MessageComponent {
	var rows []discordgo.MessageComponent
	var row []discordgo.MessageComponent
	for _, r := range klondike.GrappleChoices() {
		row = append(row, discordgo.Button{
			Label:    commands.Truncate(winner.Name+": "+a.I18n().T(loc, "klondike.grapple."+r, nil), 80),
			Style:    discordgo.PrimaryButton,
			CustomID: fmt.Sprintf("%s:%d:%d:%s", klBtnGrapple, winner.ID, loser.ID, r),
		})
		if len(row) == 4 {
			rows = append(rows, discordgo.ActionsRow{Components: row})
			row = nil
		}
	}
	if len(row) > 0 {
		rows = append(rows, discordgo.ActionsRow{Components: row})
	}
	return rows
}

// klGrappleButton handles kl:gr:<winner>:<loser>:<result>.
func (a *Plugin) klGrappleButton(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	parts := strings.Split(req.CustomID, ":")
	if len(parts) != 5 {
		return nil, rules.Errorf("err.unknown_command", map[string]any{"Name": req.CustomID})
	}
	w, err1 := strconv.Atoi(parts[2])
	l, err2 := strconv.Atoi(parts[3])
	if err1 != nil || err2 != nil || w <= 0 || l <= 0 {
		return nil, rules.Errorf("err.unknown_command", map[string]any{"Name": req.CustomID})
	}
	return a.klGrapplePick(ctx, req, w, l, parts[4], false)
}

// klGrappleHolds reports whether the winner keeps holding after a result:
// "Во всех случаях, кроме броска и выхода из захвата, победитель может
// продолжить удерживать цель" — kept unless the winner lets go.
func klGrappleHolds(result string, release bool) bool {
	switch result {
	case klondike.GrappleThrow, klondike.GrappleBreak:
		return false
	case klondike.GrappleHold:
		return true
	}
	return !release
}

// klGrapplePick applies the winner's result. winnerID 0: the actor named by
// attacker (or the user's own combatant), the loser from its pending win.
// Dice: the throw's d6, then any unconsciousness roll.
func (a *Plugin) klGrapplePick(ctx context.Context, req *commands.Request, winnerID, loserID int, result string, release bool) (*commands.Response, error) {
	result = strings.ToLower(strings.TrimSpace(result))
	var e *discordgo.MessageEmbed
	var pendingFor *rules.Combatant
	m, err := a.Mutate(ctx, req, commands.MutOpts{NeedEncounter: true, Version: -1}, func(m *commands.Mut) error {
		var winner, loser *rules.Combatant
		if winnerID != 0 {
			winner, loser = m.Enc.ByID(winnerID), m.Enc.ByID(loserID)
			if winner == nil || loser == nil {
				return rules.Errorf("klondike.error.no_grapple_win", nil)
			}
			if !commands.CanAct(m, winner) {
				return rules.Errorf("combat.err.not_yours", map[string]any{"Name": winner.Name})
			}
		} else {
			var err error
			if winner, err = klActor(m, "attacker", req.Str("attacker")); err != nil {
				return err
			}
			s, err := klondike.LoadState(winner)
			if err != nil {
				return err
			}
			if loser = m.Enc.ByID(s.GrapplePending); loser == nil {
				return rules.Errorf("klondike.error.no_grapple_win", nil)
			}
		}
		to := req.Str("to")
		rec := dice.NewRecorder(m.Dice)
		out, err := klondike.ResolveGrapple(winner, loser, klondike.GrappleChoice{Result: result, Hold: klGrappleHolds(result, release), To: to}, rec)
		if err != nil {
			return err
		}
		e = a.klGrappleOutcomeEmbed(m, winner, loser, out, rec.Faces())
		if out.Damage != nil {
			m.Enc.RecordDamage(winner.ID, loser.ID, out.Damage.After, klFell(out.Damage))
			if out.Damage.Pending > 0 {
				pendingFor = m.Enc.ByID(loser.ID)
			}
		}
		m.Log = append(m.Log, rules.Note{Key: "kla.log.grapple_pick", Args: map[string]any{"Name": winner.Name, "Target": loser.Name, "Result": result}})
		return nil
	})
	if err != nil {
		return nil, err
	}
	resp := a.Changed(req, m, e, nil)
	if pendingFor != nil {
		resp.Data.Components = a.klDamageButtons(req.Locale, pendingFor)
		a.klMentionChooser(req, resp, pendingFor)
	}
	return resp, nil
}

func (a *Plugin) klGrappleOutcomeEmbed(m *commands.Mut, winner, loser *rules.Combatant, out *klondike.GrappleOutcome, faces []int) *discordgo.MessageEmbed {
	loc := m.Req.Locale
	t := func(k string, args map[string]any) string { return a.I18n().T(loc, k, args) }
	winner, loser = m.Enc.ByID(winner.ID), m.Enc.ByID(loser.ID)
	var lines []string
	switch out.Result {
	case klondike.GrappleDisarm:
		if out.Taken {
			lines = append(lines, t("kla.grapple.taken", map[string]any{"Effect": signed(out.Effect)}))
		} else {
			lines = append(lines, t("kla.grapple.dropped", map[string]any{"Effect": signed(out.Effect)}))
		}
	case klondike.GrappleThrow:
		lines = append(lines, fmt.Sprintf("🎲 d6 %d %s %s = **%s** · %s", out.ThrowDie, dmSigned(out.StrDM), t("klc.str_dm", nil), klNum(out.ThrowDie+out.StrDM), t("kla.grapple.metres", map[string]any{"M": out.Metres})))
	case klondike.GrappleDamage:
		lines = append(lines, fmt.Sprintf("2 %s %s %s %s = **%s**", dmSigned(out.StrDM), t("klc.str_dm", nil), dmSigned(out.Effect), t("klondike.term.effect", nil), klNum(2+out.StrDM+out.Effect)))
		if out.ArmorIgnored > 0 {
			lines = append(lines, t("kla.grapple.armor_ignored", map[string]any{"Armor": out.ArmorIgnored}))
		}
	case klondike.GrapplePush, klondike.GrappleBreak:
		lines = append(lines, t("kla.grapple.metres", map[string]any{"M": out.Metres}))
	}
	if out.Damage != nil {
		lines = append(lines, a.klDamageText(loc, out.Damage))
	} else if out.Result == klondike.GrappleKnockdown {
		// Not klc.knockdown: that one gives the damage rule's reason
		// (before armor ≥ 2×DEX), and here no damage was dealt.
		lines = append(lines, "⬇️ "+t("kla.grapple.knocked_down", map[string]any{"Name": loser.Name}))
	}
	if out.Holding {
		lines = append(lines, "🤼 "+t("kla.grapple.holding", map[string]any{"A": winner.Name, "B": loser.Name}))
	} else {
		lines = append(lines, t("kla.grapple.free", nil))
	}
	e := &discordgo.MessageEmbed{
		Title:       commands.Truncate("🤼 "+winner.Name+" → "+loser.Name+": "+t("klondike.grapple."+out.Result, nil), 256),
		Description: strings.Join(lines, "\n"),
	}
	outs := append([]string{"hit"}, out.Outcomes...)
	if out.Damage != nil {
		e.Fields = append(e.Fields, a.klHealthField(loc, m.Sys, loser))
	}
	e.Color = commands.OutcomeColor(outs)
	if ev := commands.MainOutcome(out.Outcomes); ev != "" {
		klFlavour(e, a.FlavourLine(m, ev, flavour.Args{Actor: winner.Name, Target: loser.Name, Attack: flavour.Melee}, faces))
	}
	return e
}

// klPromptGrapple answers the tracker's grapple prompt: the grappler whose
// turn it is wrestles its opponent again. The winner then picks with the
// /grapple result option (the tracker cannot carry seven buttons per prompt).
func (a *Plugin) klPromptGrapple(m *commands.Mut, c *rules.Combatant) ([]rules.Event, error) {
	s, err := klondike.LoadState(c)
	if err != nil {
		return nil, err
	}
	opp := m.Enc.ByID(s.Grappling)
	if opp == nil {
		return nil, rules.Errorf("klondike.error.no_grapple_win", nil)
	}
	// «оба борющихся не могут совершать действий кроме продолжения
	// борьбы»: the continuation is the grappler's action, two a turn.
	if _, err := a.klCharge(m, c, klondike.ActGrapple, nil); err != nil {
		return nil, err
	}
	rec := dice.NewRecorder(m.Dice)
	res, err := klondike.Grapple(c, opp, klondike.GrappleOptions{}, rec)
	if err != nil {
		return nil, err
	}
	args := map[string]any{"A": c.Name, "B": opp.Name, "TA": klNum(res.A.Total), "TB": klNum(res.B.Total)}
	key := "kla.event.grapple_tie"
	switch res.Winner {
	case c.ID:
		key, args["Winner"] = "kla.event.grapple_won", c.Name
	case opp.ID:
		key, args["Winner"] = "kla.event.grapple_won", opp.Name
	}
	args["Effect"] = signed(res.Effect)
	return []rules.Event{{Combatant: c.ID, Note: rules.Note{Key: key, Args: args}}}, nil
}
