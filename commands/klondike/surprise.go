package klondike

import (
	"context"
	"errors"
	"fray/commands"
	"slices"
	"strings"

	"github.com/bwmarrin/discordgo"

	"fray/rules"
	"fray/rules/dice"
	"fray/rules/encounter"
	"fray/rules/klondike"
)

// klSurpriseSide reads /combat surprise's ambush or vehicles: "a", "b"
// (Russian «а», «б» too) or, for vehicles, "both". Anything else is refused
// rather than read as "neither side" — a typed «засада:Б» must not drop the
// ambush's +2 silently.
func klSurpriseSide(req *commands.Request, opt string, both bool) (string, error) {
	v := strings.ToLower(strings.TrimSpace(req.Str(opt)))
	switch v {
	case "", "a", "b":
		return v, nil
	case "а", "сторона а", "side a":
		return "a", nil
	case "б", "сторона б", "side b":
		return "b", nil
	case "both", "обе":
		if both {
			return "both", nil
		}
	}
	key := "klc.err.surprise_side"
	if both {
		key = "klc.err.surprise_sides"
	}
	return "", rules.Errorf(key, map[string]any{"Option": opt, "Value": req.Str(opt)})
}

func (a *Plugin) klSurprise(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	var e *discordgo.MessageEmbed
	var events []rules.Event
	m, err := a.Mutate(ctx, req, commands.MutOpts{NeedEncounter: true, Version: -1}, func(m *commands.Mut) error {
		if !m.GM {
			return commands.ErrGMOnly
		}
		side := func(opt string, players bool) ([]*rules.Combatant, error) {
			var out []*rules.Combatant
			if names := klNames(req.Str(opt)); len(names) > 0 {
				for _, n := range names {
					c, err := m.Enc.Find(n)
					if err != nil {
						return nil, err
					}
					out = append(out, c)
				}
				return out, nil
			}
			for i := range m.Enc.Combatants {
				if (m.Enc.Combatants[i].Owner != "") == players {
					out = append(out, &m.Enc.Combatants[i])
				}
			}
			return out, nil
		}
		sa, err := side("side_a", true)
		if err != nil {
			return err
		}
		sb, err := side("side_b", false)
		if err != nil {
			return err
		}
		// A side left out is "every player" or "every NPC": one the GM named
		// on the other side is on that side (a player siding with the
		// ambushers), not "named on both sides" — which the GM never did.
		switch givenA, givenB := len(klNames(req.Str("side_a"))) > 0, len(klNames(req.Str("side_b"))) > 0; {
		case givenB && !givenA:
			sa = klWithout(sa, sb)
		case givenA && !givenB:
			sb = klWithout(sb, sa)
		}
		amb, err := klSurpriseSide(req, "ambush", false)
		if err != nil {
			return err
		}
		veh, err := klSurpriseSide(req, "vehicles", true)
		if err != nil {
			return err
		}
		// The tracker plays a free round only before the first turn; a roll
		// after that stands as told but changes nothing on the tracker.
		late := m.Enc.Begun || m.Enc.Round != 1 || m.Enc.FreeRound()
		rec := dice.NewRecorder(m.Dice)
		res, err := klondike.Surprise(klondike.SurpriseOptions{
			A: klondike.SurpriseSide{Members: sa, Ambush: amb == "a", Vehicles: veh == "a" || veh == "both"},
			B: klondike.SurpriseSide{Members: sb, Ambush: amb == "b", Vehicles: veh == "b" || veh == "both"},
		}, rec)
		if err != nil {
			return err
		}
		loc := req.Locale
		key := "klc.surprise.none"
		switch res.Winner {
		case "a":
			key = "klc.surprise.a"
		case "b":
			key = "klc.surprise.b"
		}
		e = &discordgo.MessageEmbed{Color: commands.ColorNeutral, Title: "👁️ " + a.I18n().T(loc, "klc.surprise.title", nil), Description: "**" + a.I18n().T(loc, key, nil) + "**"}
		if res.Winner == "" && late {
			// "No surprise: roll initiative" would contradict a tracker
			// already in its surprise round or past it.
			e.Description += "\n" + a.I18n().T(loc, "klc.surprise.none_late", nil)
		}
		freeLog := false
		if winners := map[string][]*rules.Combatant{"a": sa, "b": sb}[res.Winner]; winners != nil {
			// «…получает бесплатный раунд действий до начала инициативы»:
			// the tracker plays it as round 0, the winners' turns only.
			ids := make([]int, len(winners))
			for i, c := range winners {
				ids[i] = c.ID
			}
			switch evs, err := m.Enc.StartFreeRound(m.Sys, m.Dice, ids); {
			case err == nil:
				events = evs
				e.Description += "\n" + a.I18n().T(loc, "klc.surprise.free_round", nil)
				freeLog = true
			case errors.Is(err, encounter.ErrFreeRoundLate):
				// The roll stands; the GM plays the free round out by hand.
				e.Description += "\n" + a.I18n().T(loc, "klc.surprise.free_late", nil)
			case errors.Is(err, encounter.ErrFreeRoundNobody):
				e.Description += "\n" + a.I18n().T(loc, "klc.surprise.free_nobody", nil)
			default:
				return err
			}
		}
		for _, sr := range []struct {
			label string
			r     klondike.SurpriseRoll
		}{{"klc.surprise.side_a", res.A}, {"klc.surprise.side_b", res.B}} {
			who := ""
			if c := m.Enc.ByID(sr.r.Roller); c != nil {
				who = c.Name
			}
			e.Fields = append(e.Fields, field(a.I18n().T(loc, sr.label, map[string]any{"Name": who}),
				a.klRollLine(loc, sr.r.Roll, a.klVerdict(loc, sr.r.Roll.Success))+"\n"+a.klRollParts(loc, sr.r.Roll)))
		}
		m.Log = append(m.Log, rules.Note{Key: key})
		if freeLog {
			m.Log = append(m.Log, rules.Note{Key: "log.free_round"})
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return a.Changed(req, m, e, events), nil
}

// klWithout is side without the combatants in other: the default side
// once the GM has put some of its members on the named one.
func klWithout(side, other []*rules.Combatant) []*rules.Combatant {
	out := side[:0:0]
	for _, c := range side {
		if !slices.Contains(other, c) {
			out = append(out, c)
		}
	}
	return out
}
