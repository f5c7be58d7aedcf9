package klondike

import (
	"context"
	"fray/commands"

	"github.com/bwmarrin/discordgo"

	"fray/commands/flavour"
	"fray/rules"
	"fray/rules/dice"
	"fray/rules/klondike"
)

// /vehicle crash (2d6 on the critical column, e.g. an aircraft that failed
// its Pilot roll) and /vehicle repair (a hull breach: tools, d6 minutes and
// Mechanic 5+).

// klVehicleCrash is /vehicle crash vehicle [to]. Dice: the 2d6, then the
// result's own dice.
func (a *Plugin) klVehicleCrash(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	var e *discordgo.MessageEmbed
	m, err := a.Mutate(ctx, req, commands.MutOpts{Version: -1}, func(m *commands.Mut) error {
		if !m.GM {
			return commands.ErrGMOnly
		}
		vs, v, err := klVehicleNamed(m, req.Str("vehicle"))
		if err != nil {
			return err
		}
		rec := dice.NewRecorder(m.Dice)
		res, err := klondike.VehicleCrash(v, klCrew(m, v), klondike.CrashOptions{To: req.Str("to"), InstantDeath: klInstantDeath(m)}, rec)
		if err != nil {
			return err
		}
		e = &discordgo.MessageEmbed{Title: "💥 " + a.T(req, "kla.crash", map[string]any{"Name": v.Name})}
		a.klVehicleHitInto(m, e, v, res, 0)
		e.Color = commands.OutcomeColor(res.Outcomes)
		a.klVehicleFlavour(m, e, v.Kind, res.Outcomes, flavour.Args{Target: v.Name, Attack: flavour.NoAttack}, rec.Faces())
		m.Log = append(m.Log, klVehicleHitLog("klc.log.vehicle_crash_as.", v.Name, res.Result))
		return klStore(&m.Ch, klExtraVehicles, vs)
	})
	if err != nil {
		return nil, err
	}
	return a.Changed(req, m, e, nil), nil
}

// klVehicleRepair is /vehicle repair vehicle [mechanic] [tools]: patches one
// hull breach. Dice: 2d6, then the d6 minutes.
func (a *Plugin) klVehicleRepair(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	var e *discordgo.MessageEmbed
	m, err := a.Mutate(ctx, req, commands.MutOpts{Version: -1}, func(m *commands.Mut) error {
		vs, v, err := klVehicleNamed(m, req.Str("vehicle"))
		if err != nil {
			return err
		}
		var mech *rules.Combatant
		if m.Enc != nil && (req.Str("mechanic") != "" || klOwns(m)) {
			if mech, err = klActor(m, "mechanic", req.Str("mechanic")); err != nil {
				return err
			}
		} else {
			sheet, ok, err := m.Tx.Sheet(req.GuildID, req.UserID, klID)
			if err != nil {
				return err
			}
			if !ok {
				sheet = rules.Sheet{Name: req.UserName}
			}
			mech = &rules.Combatant{Name: req.UserName, Owner: req.UserID, Sheet: sheet}
		}
		tools := true
		if req.Has("tools") {
			tools = req.Bool("tools")
		}
		rec := dice.NewRecorder(m.Dice)
		res, err := klondike.RepairBreach(v, mech, tools, rec)
		if err != nil {
			return err
		}
		loc := req.Locale
		verdict, outs := a.T(req, "klc.failure", nil), []string{"miss"}
		if res.Roll.Success {
			verdict, outs = a.T(req, "klc.success", nil), []string{"hit"}
		}
		e = &discordgo.MessageEmbed{
			Color:       commands.OutcomeColor(outs),
			Title:       commands.Truncate("🔧 "+a.T(req, "kla.repair.title", map[string]any{"Name": mech.Name, "Vehicle": v.Name}), 256),
			Description: a.klRollLine(loc, res.Roll, verdict),
		}
		e.Fields = append(e.Fields,
			field(a.T(req, "klc.roll", nil), a.klRollParts(loc, res.Roll)),
			field(v.Name, a.T(req, "kla.repair.result", map[string]any{"Minutes": res.Minutes, "Breaches": res.Breaches})))
		return klStore(&m.Ch, klExtraVehicles, vs)
	})
	if err != nil {
		return nil, err
	}
	if m.Enc != nil {
		return a.Changed(req, m, e, nil), nil
	}
	return commands.Message(e), nil
}
