package klondike

import (
	"fray/commands"
	"fray/rules"
	"fray/rules/klondike"
)

// klDriverMove is what the Move action of a vehicle's driver (the first
// able one of its crew, klDriver) means in a fight: the vehicle goes, not
// the driver on foot — «За боевой раунд техника может проехать до 40 метров … В идеальных
// условиях она может проехать количество метров, равное её скорости».
// text is "" when c drives nothing (the usual case, decided without
// decoding anything when the channel has no vehicles); driven is nil when
// the vehicle cannot move (immobilised, knocked out, crashed, destroyed):
// text is then a warning to append, not the move itself.
func (a *Plugin) klDriverMove(m *commands.Mut, c *rules.Combatant) (text string, driven *klondike.Vehicle, err error) {
	if _, ok := m.Ch.Extra[klExtraVehicles]; !ok {
		return "", nil, nil
	}
	var vs []*klondike.Vehicle
	if err := klLoad(&m.Ch, klExtraVehicles, &vs); err != nil {
		return "", nil, err
	}
	loc := m.Req.Locale
	for _, v := range vs {
		if v == nil || len(v.Crew) == 0 {
			continue
		}
		driver, err := klDriver(m, v)
		if err != nil {
			return "", nil, err
		}
		if driver != c.ID {
			continue
		}
		// took says who is at the wheel when the first aboard is down.
		took := ""
		if first := m.Enc.ByID(v.Crew[0]); v.Crew[0] != c.ID && first != nil {
			took = a.I18n().T(loc, "klc.drive.took", map[string]any{"Vehicle": v.Name, "Down": first.Name}) + " · "
		}
		if v.Disabled() {
			return "⚠️ " + took + a.I18n().T(loc, "klc.drive.stopped", map[string]any{"Vehicle": v.Name, "VehicleOpt": rules.OptionValue(v.Name), "State": a.I18n().T(loc, klDisabledKey(v), nil)}), nil, nil
		}
		if v.CombatMove(false) <= 0 {
			// Speed 0 without being disabled (added at 0, or a boat whose
			// breaches took a quarter each): it goes nowhere, and "up to
			// 0 m" is no move.
			return "⚠️ " + took + a.I18n().T(loc, "klc.drive.no_speed", map[string]any{"Vehicle": v.Name, "VehicleOpt": rules.OptionValue(v.Name)}), nil, nil
		}
		args := map[string]any{"Vehicle": v.Name, "Metres": v.CombatMove(false), "Ideal": v.CombatMove(true)}
		key := "klc.drive.moves"
		if v.CombatMove(true) == v.CombatMove(false) {
			key = "klc.drive.moves_all"
		}
		return "🚙 " + took + a.I18n().T(loc, key, args), v, nil
	}
	return "", nil, nil
}

// klDriver is the ID of the one at v's controls: the first of its crew who
// is able — «другой член экипажа … должен перехватить управление», so a
// driver who is unconscious, dying or dead hands the wheel to the next one
// aboard. 0 when nobody aboard is able. No dice.
func klDriver(m *commands.Mut, v *klondike.Vehicle) (int, error) {
	for _, id := range v.Crew {
		c := m.Enc.ByID(id)
		if c == nil {
			continue
		}
		s, err := klondike.LoadState(c)
		if err != nil {
			return 0, err
		}
		if !s.Out() {
			return id, nil
		}
	}
	return 0, nil
}

// klLeaveOthers takes c off every vehicle but v before c boards v: one
// body rides one vehicle, and boarding another is leaving the first from
// its door («Персонаж, находящийся в технике и желающий её покинуть,
// считает своё движение от её двери»). It returns the vehicles left, for
// the reply to say so.
func klLeaveOthers(vs []*klondike.Vehicle, v *klondike.Vehicle, c *rules.Combatant) []string {
	var left []string
	for _, x := range vs {
		// Leave refuses one not aboard: only the vehicles left are named.
		if x != nil && x != v && x.Leave(c) == nil {
			left = append(left, x.Name)
		}
	}
	return left
}
