package klondike

import (
	"context"
	"fmt"
	"fray/commands"
	"strings"

	"github.com/bwmarrin/discordgo"

	"fray/commands/flavour"
	"fray/rules"
	"fray/rules/dice"
	"fray/rules/klondike"
)

// The klondike actions besides attacking: /support (Leadership/INT 8+ gives
// one target +2 on its next roll), /combat lead (the leader's Leadership/INT
// 8+ whose Effect goes on the whole party's initiative), /reload, and the
// tracker's action buttons (two actions a turn, counted on the tracker).

var (
	klSupportTop = commands.L("support", "поддержка", "Support: Leadership/INT 8+ gives one target +2 on its next roll", "Поддержка: Командование/ИНТ 8+ даёт цели +2 на следующий бросок")
	klReloadTop  = commands.L("reload", "перезарядить", "Reload a firearm (takes the action)", "Перезарядить оружие (занимает действие)")
)

// klSupport is /support target [name] [skill] [characteristic] [modifier].
// Dice: the helper's 2d6.
func (a *Plugin) klSupport(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	mod, err := klInt(req, "modifier", 0)
	if err != nil {
		return nil, err
	}
	var e *discordgo.MessageEmbed
	m, err := a.Mutate(ctx, req, commands.MutOpts{NeedEncounter: true, Version: -1}, func(m *commands.Mut) error {
		helper, err := klActor(m, "name", req.Str("name"))
		if err != nil {
			return err
		}
		if strings.TrimSpace(req.Str("target")) == "" {
			return rules.Errorf("err.missing_option", map[string]any{"Option": "target"})
		}
		tgt, err := m.Enc.Find(req.Str("target"))
		if err != nil {
			return err
		}
		if tgt.ID == helper.ID {
			return rules.Errorf("klondike.error.self", nil)
		}
		if _, err := a.klCharge(m, helper, klondike.ActSupport, nil); err != nil {
			return err
		}
		rec := dice.NewRecorder(m.Dice)
		res, err := klondike.Support(helper, tgt, klondike.SupportOptions{Skill: req.Str("skill"), Characteristic: req.Str("characteristic"), Modifier: mod}, rec)
		if err != nil {
			return err
		}
		loc := req.Locale
		verdict := a.T(req, "klc.failure", nil)
		outs := append([]string{"miss"}, res.Outcomes...)
		if res.Roll.Success {
			verdict = a.T(req, "klc.success", nil)
			outs = append([]string{"hit"}, res.Outcomes...)
		}
		e = &discordgo.MessageEmbed{
			Color:       commands.OutcomeColor(outs),
			Title:       commands.Truncate("🤝 "+a.T(req, "kla.support.title", map[string]any{"Name": helper.Name, "Target": tgt.Name}), 256),
			Description: a.klRollLine(loc, res.Roll, verdict),
		}
		e.Fields = append(e.Fields, field(a.T(req, "klc.roll", nil), a.klRollParts(loc, res.Roll)))
		if res.Bonus > 0 {
			e.Fields = append(e.Fields, field("➕ "+tgt.Name, a.T(req, "kla.support.given", map[string]any{"Name": tgt.Name, "Bonus": signed(res.Bonus)})))
		}
		e.Footer = &discordgo.MessageEmbedFooter{Text: a.T(req, "klc.actions_left", map[string]any{"Count": klLeft(m, helper)})}
		if ev := commands.MainOutcome(res.Outcomes); ev != "" {
			klFlavour(e, a.FlavourLine(m, ev, flavour.Args{Actor: helper.Name, Target: tgt.Name}, rec.Faces()))
		}
		m.Log = append(m.Log, rules.Note{Key: "kla.log.support", Args: map[string]any{"Name": helper.Name, "Target": tgt.Name, "Total": res.Roll.Total, "Bonus": res.Bonus}})
		return nil
	})
	if err != nil {
		return nil, err
	}
	return a.Changed(req, m, e, nil), nil
}

// klLead is /combat lead [name] [party] [modifier]: the leader's
// Leadership/INT 8+; its Effect goes on every party member's initiative
// (from the next initiative roll, i.e. the next round). The party defaults to
// the leader's side: the players' combatants for a player's leader, the NPCs
// for an NPC. Dice: the leader's 2d6.
func (a *Plugin) klLead(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	mod, err := klInt(req, "modifier", 0)
	if err != nil {
		return nil, err
	}
	var e *discordgo.MessageEmbed
	m, err := a.Mutate(ctx, req, commands.MutOpts{NeedEncounter: true, Version: -1}, func(m *commands.Mut) error {
		leader, err := klActor(m, "name", req.Str("name"))
		if err != nil {
			return err
		}
		var party []*rules.Combatant
		if names := klNames(req.Str("party")); len(names) > 0 {
			for _, n := range names {
				c, err := m.Enc.Find(n)
				if err != nil {
					return err
				}
				party = append(party, c)
			}
		} else {
			for i := range m.Enc.Combatants {
				c := &m.Enc.Combatants[i]
				if (c.Owner == "") == (leader.Owner == "") {
					party = append(party, c)
				}
			}
		}
		// «Лидер группы может бросить Командование/ИНТ 8+»: once a round,
		// whoever of the party rolls it.
		if _, err := a.klCharge(m, leader, klondike.ActLead, klLeadRefusal(m, leader, party)); err != nil {
			return err
		}
		rec := dice.NewRecorder(m.Dice)
		res, err := klondike.Lead(leader, party, mod, rec)
		if err != nil {
			return err
		}
		loc := req.Locale
		verdict := a.T(req, "klc.failure", nil)
		outs := []string{"miss"}
		if res.Roll.Success {
			verdict, outs = a.T(req, "klc.success", nil), []string{"hit"}
		}
		var names []string
		seen := map[int]bool{}
		for _, c := range append([]*rules.Combatant{leader}, party...) {
			if !seen[c.ID] {
				seen[c.ID] = true
				names = append(names, c.Name)
			}
		}
		e = &discordgo.MessageEmbed{
			Color:       commands.OutcomeColor(outs),
			Title:       commands.Truncate("📣 "+a.T(req, "kla.lead.title", map[string]any{"Name": leader.Name}), 256),
			Description: a.klRollLine(loc, res.Roll, verdict),
		}
		e.Fields = append(e.Fields,
			field(a.T(req, "klc.roll", nil), a.klRollParts(loc, res.Roll)),
			field(a.T(req, "kla.lead.party", nil), a.T(req, "kla.lead.bonus", map[string]any{"Bonus": signed(res.Bonus), "Names": strings.Join(names, ", ")})))
		m.Log = append(m.Log, rules.Note{Key: "kla.log.lead", Args: map[string]any{"Name": leader.Name, "Bonus": signed(res.Bonus)}})
		return nil
	})
	if err != nil {
		return nil, err
	}
	return a.Changed(req, m, e, nil), nil
}

// klReloadWeapon picks the weapon to reload: the named one, else the first
// on the sheet with a magazine that is not full.
func klReloadWeapon(c *rules.Combatant, name string) (string, error) {
	if name = strings.TrimSpace(name); name != "" {
		// A stock weapon not yet on the sheet (an NPC's «автомат») is taken
		// up as /attack takes it: the refusal said it was not "among the
		// stock weapons" either, which was untrue.
		ws, ok, err := klWeapon(c, name)
		if err != nil || !ok {
			return name, err
		}
		return ws.Name, nil
	}
	s, err := klondike.LoadState(c)
	if err != nil {
		return "", err
	}
	first := ""
	for _, w := range c.Sheet.Weapons {
		ws, err := klondike.ParseWeaponSpec(w.Name, w.Spec)
		if err != nil || ws.Magazine == 0 || ws.Kind == klondike.KindThrown {
			continue // grenades are counted, not reloaded
		}
		if first == "" {
			first = ws.Name
		}
		if left, ok := s.Ammo[ws.Name]; ok && left < ws.Magazine {
			return ws.Name, nil
		}
	}
	if first == "" {
		return "", rules.Errorf("kla.err.no_magazine", map[string]any{"Name": c.Name})
	}
	return first, nil
}

// klReload is /reload [name] [weapon]: refills the magazine, one action;
// with count: sets how many rounds (or grenades) are left, no action.
func (a *Plugin) klReload(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	var e *discordgo.MessageEmbed
	count, err := klInt(req, "count", -1)
	if err != nil {
		return nil, err
	}
	if req.Has("count") && (count < 0 || count > klondike.MaxAmmoCount) {
		return nil, rules.Errorf("err.out_of_range", map[string]any{"Option": "count", "Min": 0, "Max": klondike.MaxAmmoCount, "Value": count})
	}
	m, err := a.Mutate(ctx, req, commands.MutOpts{NeedEncounter: true, Version: -1, Party: true}, func(m *commands.Mut) error {
		// Ammunition carries between fights with the party, and so does
		// a magazine refilled after one.
		if err := klBetweenFights(m, rules.Errorf("combat.err.no_fight", nil)); err != nil {
			return err
		}
		c, err := klActor(m, "name", req.Str("name"))
		if err != nil {
			return err
		}
		if req.Has("count") {
			line, err := a.klSetCount(m, c, req.Str("weapon"), count)
			if err != nil {
				return err
			}
			e = &discordgo.MessageEmbed{Color: commands.ColorNeutral, Description: line}
			return nil
		}
		line, err := a.klDoReload(m, c, req.Str("weapon"))
		if err != nil {
			return err
		}
		e = &discordgo.MessageEmbed{Color: commands.ColorNeutral, Description: line}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return a.Changed(req, m, e, nil), nil
}

// klSetCount is /reload count:N — the bookkeeping of ammunition found or
// counted: a magazine's rounds, or how many grenades are left ("Если вам
// нужно метнуть гранату": each throw uses one up). No weapon named: the
// sheet's only counted weapon. No action.
func (a *Plugin) klSetCount(m *commands.Mut, c *rules.Combatant, weapon string, count int) (string, error) {
	if weapon = strings.TrimSpace(weapon); weapon == "" {
		var counted []string
		for _, w := range c.Sheet.Weapons {
			if ws, err := klondike.ParseWeaponSpec(w.Name, w.Spec); err == nil && ws.Stock() > 0 {
				counted = append(counted, ws.Name)
			}
		}
		switch len(counted) {
		case 0:
			return "", rules.Errorf("klc.err.nothing_counted", map[string]any{"Name": c.Name})
		case 1:
			weapon = counted[0]
		default:
			return "", rules.Errorf("klc.err.which_weapon", map[string]any{"Name": c.Name, "List": commands.Truncate(strings.Join(counted, ", "), 900)})
		}
	} else if _, _, err := klWeapon(c, weapon); err != nil {
		// A stock weapon (an NPC's «граната») is taken up as /attack takes
		// it, so its count can be set before the first throw.
		return "", err
	}
	name, err := klondike.SetAmmo(c, weapon, count)
	if err != nil {
		return "", err
	}
	m.Log = append(m.Log, rules.Note{Key: "klc.log.count", Args: map[string]any{"Name": c.Name, "Weapon": name, "Left": count}})
	return "🔢 " + a.I18n().T(m.Req.Locale, "klc.count_set", map[string]any{"Name": c.Name, "Weapon": name, "Left": count}), nil
}

func (a *Plugin) klDoReload(m *commands.Mut, c *rules.Combatant, weapon string) (string, error) {
	if err := klondike.CanAct(c); err != nil {
		return "", err
	}
	w, err := klReloadWeapon(c, weapon)
	if err != nil {
		return "", err
	}
	if m.Resting {
		// Between fights there are no turns: no action to spend or count.
		n, err := klondike.Refill(c, w)
		if err != nil {
			return "", err
		}
		m.Log = append(m.Log, rules.Note{Key: "kla.log.reload", Args: map[string]any{"Name": c.Name, "Weapon": w}})
		return "🔄 " + a.I18n().T(m.Req.Locale, "kla.reloaded", map[string]any{"Name": c.Name, "Weapon": w, "Rounds": n, "Count": n}), nil
	}
	if _, err := a.klCharge(m, c, klondike.ActReload, nil); err != nil {
		return "", err
	}
	n, err := klondike.Reload(c, w)
	if err != nil {
		return "", err
	}
	m.Log = append(m.Log, rules.Note{Key: "kla.log.reload", Args: map[string]any{"Name": c.Name, "Weapon": w}})
	return "🔄 " + a.I18n().T(m.Req.Locale, "kla.reloaded", map[string]any{"Name": c.Name, "Weapon": w, "Rounds": n, "Count": n}) + " · " + a.klActionsLeft(m, c), nil
}

// klActionsLeft is "1 action left": what the books leave c of the round's
// two.
func (a *Plugin) klActionsLeft(m *commands.Mut, c *rules.Combatant) string {
	return a.I18n().T(m.Req.Locale, "klc.actions_left", map[string]any{"Count": klLeft(m, c)})
}

// TakeAction takes an action from the tracker's buttons for the combatant
// whose turn it is: move 10 m, stand up, crawl 3 m, aim (+1 per action, the
// weapon's sight caps it at the attack), overwatch (readied: fire it out of
// turn with /attack maneuver:overwatch), dive for cover, reload, other, and
// wrestling while held. Attack, charge and support need a target: those
// buttons say which command to use.
func (a *Plugin) TakeAction(m *commands.Mut, c *rules.Combatant, key string) ([]rules.Event, error) {
	ev := func(text string) []rules.Event {
		return []rules.Event{{Combatant: c.ID, Note: rules.Note{Key: "kla.event.action", Args: map[string]any{"Text": text}}}}
	}
	// Out of the fight: the reason, before any hint at a command that
	// would refuse anyway.
	if err := klondike.CanAct(c); err != nil {
		return nil, err
	}
	switch key {
	case klondike.ActAttack, klondike.ActCharge, klondike.ActSupport, klondike.ActBoard:
		return nil, rules.Errorf("kla.err.by_command."+key, map[string]any{"Name": c.Name})
	case klondike.ActReload:
		line, err := a.klDoReload(m, c, "")
		if err != nil {
			return nil, err
		}
		m.Log = m.Log[:len(m.Log)-1] // the tracker logs the event itself
		return ev(line), nil
	case klondike.ActGrapple:
		s, err := klondike.LoadState(c)
		if err != nil {
			return nil, err
		}
		if s.Grappling == 0 {
			return nil, rules.Errorf("kla.err.by_command.grapple", map[string]any{"Name": c.Name})
		}
		return a.klPromptGrapple(m, c)
	}
	// The driver's Move is the vehicle's: its speed a round, whoever is at
	// the wheel.
	var drive string
	var driven *klondike.Vehicle
	if key == klondike.ActMove {
		var err error
		if drive, driven, err = a.klDriverMove(m, c); err != nil {
			return nil, err
		}
	}
	// Asked before the books take the dive: in its own turn, the dive is
	// one of this turn's actions.
	diveNow := false
	if key == klondike.ActDive {
		var err error
		if diveNow, err = klDiveInTurn(m, c); err != nil {
			return nil, err
		}
	}
	if err := a.klBookAction(m, c, key, driven); err != nil {
		return nil, err
	}
	res, err := klondike.Act(c, key)
	if err != nil {
		return nil, err
	}
	if diveNow {
		if _, err := klondike.DiveInTurn(c); err != nil {
			return nil, err
		}
	}
	if key == klondike.ActOverwatch {
		if err := klWatch(m, c); err != nil {
			return nil, err
		}
	}
	loc := m.Req.Locale
	text := c.Name + ": " + a.I18n().T(loc, res.Note.Key, res.Note.Args)
	switch {
	case driven != nil:
		text = c.Name + ": " + drive
		klMarkDrive(m, c, driven)
	case drive != "":
		text += " · " + drive
	}
	if res.Aim > 0 {
		text += fmt.Sprintf(" (+%d)", res.Aim)
	}
	if key != klondike.ActDive || diveNow {
		text += " · " + a.klActionsLeft(m, c)
	}
	return ev(text), nil
}

// klBookAction charges a tracker action of c in the fight's books: a dive
// for cover spends one of its next turn's two; a driver's Move is the
// vehicle's drive, once a round for the vehicle; an aim adds to the run
// of aiming the next attack gets. An action the rules do not know is left
// to them to refuse.
func (a *Plugin) klBookAction(m *commands.Mut, c *rules.Combatant, key string, driven *klondike.Vehicle) error {
	switch {
	case key == klondike.ActDive:
		if err := klondike.MayAct(c, key); err != nil {
			return err
		}
		return klBookDive(m, c)
	case driven != nil:
		_, err := a.klCharge(m, c, klondike.ActDrive, klVehicleMoved(m, driven))
		return err
	}
	if _, ok := klBooks.Cost(key); !ok {
		return nil
	}
	ch, err := a.klCharge(m, c, key, nil)
	if err != nil {
		return err
	}
	if key == klondike.ActAim {
		// «Прицеливание может накапливаться»: the run so far, this one
		// added by the rule.
		return klondike.SetAim(c, ch.Streak-1)
	}
	return nil
}
