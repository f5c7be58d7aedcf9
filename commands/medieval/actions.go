package medieval

import (
	"context"
	"fray/commands"
	"slices"
	"strings"

	"github.com/bwmarrin/discordgo"

	"fray/rules"
	"fray/rules/medieval"
)

// The seed's list of actions, counted for the round in the fight's books
// (one free, each further −3, whenever taken): /combat action, /combat
// charge, and the tracker's action panel.

func (a *Plugin) medCharge(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	return a.medTakeAction(ctx, req, medieval.ActCharge, req.Str("name"), 0)
}

func (a *Plugin) medAction(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	sp, err := medInt(req, "sp")
	if err != nil {
		return nil, err
	}
	return a.medTakeAction(ctx, req, req.Str("action"), req.Str("name"), sp)
}

func (a *Plugin) medTakeAction(ctx context.Context, req *commands.Request, action, name string, sp int) (*commands.Response, error) {
	var em *discordgo.MessageEmbed
	var events []rules.Event
	m, err := a.Mutate(ctx, req, commands.MutOpts{NeedEncounter: true, Version: -1}, func(m *commands.Mut) error {
		c, err := medActor(m, name)
		if err != nil {
			return err
		}
		if key, ok := medieval.LookupAction(action); ok && key == medieval.ActParry && !req.Has("sp") {
			// A parry without sp: say what is missing, not "SP 0 is out of
			// range" (the tracker's Parry button says the same).
			return rules.Errorf("medieval.ui.parry_needs_sp", map[string]any{"Name": c.Name, "Opt": rules.OptionValue(c.Name)})
		}
		var victim *rules.Combatant
		if strings.TrimSpace(req.Str("target")) != "" {
			// «залечь в засаду на цель»: only an ambush has a victim.
			if key, ok := medieval.LookupAction(action); !ok || (key != medieval.ActAmbush && key != medieval.ActAmbushBusy) {
				return rules.Errorf("medieval.ui.target_ambush_only", nil)
			}
			if victim, err = commands.FindNamed(m, req, "target"); err != nil {
				return err
			}
			if victim.ID == c.ID {
				return rules.Errorf(medieval.ErrKeySelf, nil)
			}
		}
		em, events, err = a.medDoAction(m, c, action, sp, victim)
		return err
	})
	if err != nil {
		return nil, err
	}
	return a.Changed(req, m, em, events), nil
}

// medDoAction takes the action for c inside a mutation and describes it.
// events are those of a turn it starts (a charge at the round's start).
// victim is an ambush's victim (nil: any opponent).
func (a *Plugin) medDoAction(m *commands.Mut, c *rules.Combatant, action string, sp int, victim *rules.Combatant) (em *discordgo.MessageEmbed, events []rules.Event, err error) {
	if !commands.CanAct(m, c) {
		return nil, nil, rules.Errorf("combat.err.not_yours", map[string]any{"Name": c.Name})
	}
	if strings.TrimSpace(action) == "" {
		return nil, nil, rules.Errorf("err.missing_option", map[string]any{"Option": "action"})
	}
	o := medieval.ActionOptions{Action: action, ParrySP: sp}
	if victim != nil {
		o.Target = victim.ID
	}
	if key, ok := medieval.LookupAction(action); ok {
		// The books first: the action is counted (or the declaration
		// noted) before its rule runs; a refusal below stores nothing.
		switch key {
		case medieval.ActCharge:
			if o.Force, err = a.medLateCharge(m, c); err != nil {
				return nil, nil, err
			}
			if err := medChargeInTime(m, c, o.Force); err != nil {
				return nil, nil, err
			}
			_, err = a.Charge(m, c, key)
		case medieval.ActAmbush, medieval.ActAmbushBusy:
			_, err = a.Charge(m, c, key)
		default:
			o.Number, err = a.medBook(m, c, key)
		}
		if err != nil {
			return nil, nil, err
		}
	}
	r, err := medieval.TakeAction(o, c)
	if err != nil {
		return nil, nil, err
	}
	id := c.ID
	if r.InitBonus != 0 {
		// The charge's +3 moves c in this round's order.
		cur := *c
		turnID := m.Enc.Current().ID
		if err := m.Enc.SetInit(m.Sys, m.Dice, id, c.Init, c.Pinned); err != nil {
			return nil, nil, err
		}
		c = m.Enc.ByID(id)
		c.InitDice, c.InitMod = cur.InitDice, cur.InitMod+r.InitBonus
		// At the round's start (medChargeInTime let it through), a charge
		// past the fighter whose turn it was takes the turn: the order is
		// what the declarations make it.
		if m.Enc.Begun && turnID != id && !c.Held &&
			slices.IndexFunc(m.Enc.Combatants, func(x rules.Combatant) bool { return x.ID == id }) < m.Enc.Turn {
			if events, err = m.Enc.GiveTurn(m.Sys, m.Dice, id); err != nil {
				return nil, nil, err
			}
			c = m.Enc.ByID(id)
		}
	}
	loc := m.Req.Locale
	t := func(key string, args map[string]any) string { return a.I18n().T(loc, key, args) }
	line := "🏃 **" + c.Name + "**: " + t("medieval.action."+r.Action, nil)
	var details []string
	if r.Number > 0 {
		details = append(details, t("medieval.ui.action_number", map[string]any{"N": r.Number, "Penalty": medSignedNum(r.Penalty)}))
	}
	switch r.Action {
	case medieval.ActMove:
		details = append(details, t("medieval.ui.metres", map[string]any{"Metres": r.Metres}))
	case medieval.ActAim:
		details = append(details, t("medieval.ui.aim_bonus", map[string]any{"Aim": r.Aim}))
	case medieval.ActCharge:
		details = append(details, t("medieval.ui.charge_effect", map[string]any{"Init": c.Init}))
		if r.InitBonus != 0 && len(c.InitDice) > 0 {
			details = append(details, a.medInitRoll(m.Req, c)) // where the new initiative comes from
		}
		if r.AimLost > 0 {
			details = append(details, t("medieval.ui.charge_aim_lost", map[string]any{"Aim": r.AimLost}))
		}
	case medieval.ActAmbush, medieval.ActAmbushBusy:
		key := "medieval.ui.ambush_effect"
		if r.Action == medieval.ActAmbushBusy {
			key = "medieval.ui.ambush_busy_effect"
		}
		details = append(details, t(key, nil))
		// «Пока атака не будет совершена, его противник не может атаковать его».
		victimName := ""
		if victim != nil {
			victimName = victim.Name
		}
		details = append(details, t("medieval.ui.ambush_victim", map[string]any{"Name": c.Name, "Victim": victimName}))
	case medieval.ActParry:
		details = append(details, t("medieval.ui.parry_effect", map[string]any{"SP": sp}))
	case medieval.ActDodge:
		details = append(details, t("medieval.ui.dodge_effect", nil))
	case medieval.ActAttack:
		// The hint names the fighter: a GM's bare /attack would be the
		// current turn's fighter's.
		details = append(details, t("medieval.ui.attack_hint", map[string]any{"Opt": rules.OptionValue(c.Name)}))
	case medieval.ActTask, medieval.ActEscape:
		// The roll that resolves it, with this action's penalty.
		details = append(details, t("medieval.check.roll_hint", map[string]any{"Opt": rules.OptionValue(c.Name)}))
	}
	if len(details) > 0 {
		line += " — " + strings.Join(details, " · ")
	}
	m.Log = append(m.Log, rules.Note{Key: "medieval.ui.log.action", Args: map[string]any{"Name": c.Name, "Action": r.Action, "N": r.Number}})
	return &discordgo.MessageEmbed{Color: commands.ColorNeutral, Description: line}, events, nil
}

// TakeAction takes an action from the tracker's action buttons for the
// combatant whose turn it is. Attacking is /attack (it counts its own
// action) and a parry needs the SP of what parries, so those two buttons
// explain the command instead.
func (a *Plugin) TakeAction(m *commands.Mut, c *rules.Combatant, key string) ([]rules.Event, error) {
	switch key {
	case medieval.ActAttack:
		return nil, rules.Errorf("medieval.ui.attack_by_command", map[string]any{"Name": c.Name})
	case medieval.ActParry:
		return nil, rules.Errorf("medieval.ui.parry_needs_sp", map[string]any{"Name": c.Name, "Opt": rules.OptionValue(c.Name)})
	}
	em, turnEvents, err := a.medDoAction(m, c, key, 0, nil)
	if err != nil {
		return nil, err
	}
	m.Log = m.Log[:len(m.Log)-1] // the tracker logs the event itself
	return append([]rules.Event{{Combatant: c.ID, Note: rules.Note{Key: "medieval.ui.action_event", Args: map[string]any{"Text": em.Description}}}}, turnEvents...), nil
}

// wrapTeamInit adds the team-leader rule to /combat init: with team, the
// named combatant is the leader and rolls one d10 for itself and the listed
// members; each adds its own REF (and Combat Sense, charge).
func (a *Plugin) wrapTeamInit() {
	def := a.FindDef(medCombatTop)
	for _, o := range def.Options {
		if o.Name == "init" {
			o.Options = append(o.Options, commands.Str(commands.L("team", "команда", "Medieval team leader: one d10 for these combatants (comma-separated)",
				"Лидер команды: один d10 для этих участников (через запятую)"), false))
		}
	}
	a.WrapCommand("combat/init", func(plain commands.Handler) commands.Handler {
		return func(ctx context.Context, req *commands.Request) (*commands.Response, error) {
			if !req.Has("team") {
				return plain(ctx, req)
			}
			return a.medTeamInit(ctx, req)
		}
	})
}

func (a *Plugin) medTeamInit(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	var lines []string
	m, err := a.Mutate(ctx, req, commands.MutOpts{NeedEncounter: true, Version: -1}, func(m *commands.Mut) error {
		if m.Sys.ID() != medID {
			// /combat init itself exists everywhere: the refusal names the option.
			return rules.Errorf("medieval.ui.team_not_here", map[string]any{"System": a.T(req, "system."+m.Sys.ID()+".name", nil)})
		}
		if !m.GM {
			return commands.ErrGMOnly
		}
		// A blank team would roll the leader alone as a "team": nothing
		// the GM asked for.
		if strings.Trim(req.Str("team"), ", \t") == "" {
			return rules.Errorf("medieval.ui.team_members", nil)
		}
		leader, err := commands.FindNamed(m, req, "name")
		if err != nil {
			return err
		}
		ids := []int{leader.ID}
		seen := map[int]bool{leader.ID: true}
		for _, n := range strings.Split(req.Str("team"), ",") {
			if strings.TrimSpace(n) == "" {
				continue
			}
			c, err := m.Enc.Find(strings.TrimSpace(n))
			if err != nil {
				return err
			}
			if !seen[c.ID] {
				seen[c.ID] = true
				ids = append(ids, c.ID)
			}
		}
		members := make([]*rules.Combatant, len(ids))
		for i, id := range ids {
			members[i] = m.Enc.ByID(id)
		}
		inits, err := medieval.TeamInitiative(members, m.Dice)
		if err != nil {
			return err
		}
		group := members[0].Name
		type rolled struct {
			dice []int
			mod  int
		}
		keep := map[int]rolled{}
		for i, c := range members {
			c.Init, c.InitDice, c.InitMod, c.Pinned, c.Group = inits[i].Total, inits[i].Dice, inits[i].Mod, false, group
			keep[c.ID] = rolled{inits[i].Dice, inits[i].Mod}
		}
		// SetInit re-sorts the order (and keeps whose turn it is).
		last := members[len(members)-1]
		if err := m.Enc.SetInit(m.Sys, m.Dice, last.ID, last.Init, false); err != nil {
			return err
		}
		for _, id := range ids {
			c := m.Enc.ByID(id)
			c.InitDice, c.InitMod = keep[id].dice, keep[id].mod
			lines = append(lines, a.T(req, "combat.joined_line", map[string]any{"Name": c.Name, "Init": c.Init, "Roll": a.medInitRoll(req, c)}))
			m.Log = append(m.Log, rules.Note{Key: "log.init", Args: map[string]any{"Name": c.Name, "Init": c.Init}})
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	em := &discordgo.MessageEmbed{Color: commands.ColorNeutral, Title: "🎲 " + a.T(req, "medieval.ui.team_title", map[string]any{"Name": req.Str("name")}),
		Description: strings.Join(lines, "\n")}
	return a.Changed(req, m, em, nil), nil
}

// medChargeInTime refuses a charge declared too late in the round for the
// tracker: «Объявляя о вваливании в начале раунда» — not after c's turn has
// passed, and not when its +3 would carry c past the fighter whose turn it
// is once the round is under way (the re-sort keeps the turn where it is, so
// c would lose its own). While the round is still at its start
// (medRoundOpen), a charge past the fighter whose turn it is takes the turn
// (medDoAction). A charge already declared passes here and is refused by
// medieval.TakeAction, which says so; so does a charge after acting, unless
// the GM forced it (forced), and then the order's checks still apply.
func medChargeInTime(m *commands.Mut, c *rules.Combatant, forced bool) error {
	if st, err := medieval.LoadState(c); err != nil || st.Charge || (st.ActedThisRound() && !forced) {
		return err // a charge after acting: the rules say why it is refused
	}
	if medTurnPassed(m, c) {
		return rules.Errorf(medieval.ErrKeyChargeTurnPassed, map[string]any{"Name": c.Name})
	}
	cur := m.Enc.Current()
	if cur != nil && cur.ID != c.ID && !c.Held && c.Init+medieval.ChargeInitBonus >= cur.Init && !medRoundOpen(m) {
		return rules.Errorf(medieval.ErrKeyChargePast, map[string]any{"Name": c.Name, "Current": cur.Name})
	}
	return nil
}

// medRoundOpen reports whether the round is still at its start, when
// charges are declared: the turn under way is the round's first, nobody has
// done anything in it but declare a charge, and that turn owes no roll of
// its own (a stunned player's save prompt, which would be lost if the turn
// moved on).
func medRoundOpen(m *commands.Mut) bool {
	for i := 0; i < m.Enc.Turn && i < len(m.Enc.Combatants); i++ {
		if !m.Sys.Dead(&m.Enc.Combatants[i]) {
			return false // a living fighter's turn came before this one
		}
	}
	for _, p := range m.Enc.Prompts {
		if !p.WholeRound {
			return false
		}
	}
	for i := range m.Enc.Combatants {
		st, err := medieval.LoadState(&m.Enc.Combatants[i])
		if err != nil {
			return false
		}
		onlyCharged := st.Charge && st.Actions == 1 && st.Shots == 0 && !st.Dodge && st.Parry == 0 && !st.AimedTurn
		if st.ActedThisRound() && !onlyCharged {
			return false
		}
	}
	return true
}

// medHasActed reports whether c has done anything this round. Before the
// first turn is passed the top of the order may already have acted: the
// round is then under way, and a charge that re-sorted past it would hand
// the turn back to it (a second turn in the round).
func medHasActed(c *rules.Combatant) bool {
	st, err := medieval.LoadState(c)
	return err == nil && st.ActedThisRound()
}

// medTurnPassed reports whether c's turn in this round has come and gone:
// the round has begun and c stands before whoever's turn it is, not holding
// its action. A charge is declared «в начале раунда»; after one's turn it is
// too late (and the +3 would re-sort a fighter who already had its turn).
func medTurnPassed(m *commands.Mut, c *rules.Combatant) bool {
	if !m.Enc.Begun || c.Held {
		return false
	}
	for i := range m.Enc.Combatants {
		if m.Enc.Combatants[i].ID == c.ID {
			return i < m.Enc.Turn
		}
	}
	return false
}
