package klondike

import (
	"context"
	"encoding/json"
	"fmt"
	"fray/commands"
	"slices"
	"strconv"
	"strings"

	"github.com/bwmarrin/discordgo"

	"fray/commands/flavour"
	"fray/rules"
	"fray/rules/dice"
	"fray/rules/klondike"
	"fray/storage"
)

// Vehicles and chases for klondike. Vehicles and the chase live in
// the channel's Extra data (they outlast a fight), keyed below.
const (
	klExtraVehicles     = "klondike.vehicles"
	klExtraChase        = "klondike.chase"
	klExtraClock        = "klondike.clock"
	klExtraInstantDeath = "klondike.instant_death"
)

func klLoad[T any](ch *storage.Channel, key string, v *T) error {
	raw, ok := ch.Extra[key]
	if !ok {
		return nil
	}
	if err := json.Unmarshal(raw, v); err != nil {
		return fmt.Errorf("klondike: channel data %s: %w", key, err)
	}
	if vs, ok := any(v).(*[]*klondike.Vehicle); ok {
		klSyncCrews(ch, *vs)
	}
	return nil
}

// klSyncCrews drops from the vehicles' crews whoever is not in the
// channel's fight under the name they boarded with: the vehicles are the
// channel's and outlive a fight, combatant IDs do not (the next fight's
// first newcomer is ID 1 again, and must not find itself aboard). With no
// fight in the channel the crews are left as they are.
func klSyncCrews(ch *storage.Channel, vs []*klondike.Vehicle) {
	enc := ch.Encounter
	if enc == nil {
		return
	}
	for _, v := range vs {
		if v == nil {
			continue
		}
		v.KeepCrew(func(id int, name string) bool {
			c := enc.ByID(id)
			return c != nil && (name == "" || c.Name == name)
		})
	}
}

func klStore(ch *storage.Channel, key string, v any) error {
	raw, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("klondike: channel data %s: %w", key, err)
	}
	if ch.Extra == nil {
		ch.Extra = map[string]json.RawMessage{}
	}
	ch.Extra[key] = raw
	return nil
}

// klFindVehicle finds a vehicle by name (case-insensitive, unique prefix).
// klVehicleNamed loads the channel's vehicles and finds the one named.
// Every caller passes the vehicle option: a blank one is that option missing,
// not a vehicle named “”.
func klVehicleNamed(m *commands.Mut, name string) ([]*klondike.Vehicle, *klondike.Vehicle, error) {
	if strings.TrimSpace(name) == "" {
		return nil, nil, rules.Errorf("err.missing_option", map[string]any{"Option": "vehicle"})
	}
	var vs []*klondike.Vehicle
	if err := klLoad(&m.Ch, klExtraVehicles, &vs); err != nil {
		return nil, nil, err
	}
	v, err := klFindVehicle(vs, name)
	return vs, v, err
}

func klFindVehicle(vs []*klondike.Vehicle, name string) (*klondike.Vehicle, error) {
	n := strings.ToLower(strings.TrimSpace(name))
	var hit *klondike.Vehicle
	for _, v := range vs {
		if strings.ToLower(v.Name) == n {
			return v, nil
		}
	}
	for _, v := range vs {
		if n != "" && strings.HasPrefix(strings.ToLower(v.Name), n) {
			if hit != nil {
				return nil, rules.Errorf("klc.err.no_vehicle", map[string]any{"Name": name})
			}
			hit = v
		}
	}
	if hit == nil {
		return nil, rules.Errorf("klc.err.no_vehicle", map[string]any{"Name": name})
	}
	return hit, nil
}

func klCrew(m *commands.Mut, v *klondike.Vehicle) []*rules.Combatant {
	var out []*rules.Combatant
	if m.Enc == nil {
		return nil
	}
	for _, id := range v.Crew {
		if c := m.Enc.ByID(id); c != nil {
			out = append(out, c)
		}
	}
	return out
}

// klVehicleLine is a vehicle's state in one line.
func (a *Plugin) klVehicleLine(loc string, m *commands.Mut, v *klondike.Vehicle) string {
	s := fmt.Sprintf("🚙 **%s** — %s %d · %s %d/%d · %s %s · %s",
		v.Name, a.I18n().T(loc, "klc.v.armor", nil), v.Armor, a.I18n().T(loc, "klc.v.speed", nil), v.Speed, v.BaseSpeed,
		a.I18n().T(loc, "klc.v.handling", nil), signed(v.Handling), a.I18n().T(loc, "klondike.vehicle.kind."+v.Kind, nil))
	if len(v.Lacks) > 0 {
		var ls []string
		for _, l := range v.Lacks {
			ls = append(ls, a.I18n().T(loc, "klondike.vehicle.result."+l, nil))
		}
		s += " · " + a.I18n().T(loc, "klc.v.lacks", map[string]any{"List": strings.Join(ls, ", ")})
	}
	if crew := klCrew(m, v); len(crew) > 0 {
		var ns []string
		for _, c := range crew {
			ns = append(ns, c.Name)
		}
		s += " · " + a.I18n().T(loc, "klc.v.crew", map[string]any{"List": strings.Join(ns, ", ")})
	}
	var st []string
	flag := func(on bool, key string, args map[string]any) {
		if on {
			st = append(st, a.I18n().T(loc, key, args))
		}
	}
	flag(v.Breaches > 0, "klc.v.breaches", map[string]any{"Count": v.Breaches})
	flag(v.WeaponsOut > 0, "klc.v.weapons_out", nil)
	flag(v.ElectronicsOut, "klc.v.electronics_out", nil)
	// The rest of the table's lasting results, as the hit's reply told
	// them: damaged cargo, a hit running gear or engine (the first halves
	// the speed, the second immobilises), the control penalty they leave
	// (boats −1 per breach, aircraft −2 without electronics) and a boat
	// going down.
	flag(v.CargoHits > 0, "klc.v.cargo_hits", map[string]any{"Count": v.CargoHits})
	flag(v.GearHits == 1, "klc.v.gear_hit", nil)
	flag(v.GearHits > 1, "klc.v.gear_wrecked", nil)
	flag(v.EngineHits == 1, "klc.v.engine_hit", nil)
	flag(v.EngineHits > 1, "klc.v.engine_wrecked", nil)
	flag(v.ControlMod() != 0, "klc.v.control_mod", map[string]any{"Mod": signed(v.ControlMod())})
	flag(v.SinkIn > 0, "klc.v.sinking", map[string]any{"Count": v.SinkIn})
	flag(v.Immobile, "klc.v.immobile", nil)
	flag(v.KnockedOut, "klc.v.knocked_out", nil)
	flag(v.Crashed, "klc.v.crashed", nil)
	flag(v.Destroyed, "klc.v.destroyed", nil)
	if len(st) > 0 {
		s += "\n　　⚠️ " + strings.Join(st, " · ")
	}
	return s
}

func (a *Plugin) klVehicleAdd(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	var o klondike.VehicleOptions
	var err error
	o.Name, o.Lacks, o.Kind, o.Low, o.Sealed = strings.TrimSpace(req.Str("name")), req.Str("lacks"), req.Str("kind"), req.Bool("low"), req.Bool("sealed")
	// A vehicle's name is shown and picked as a fighter's is: the same rules.
	if err := commands.CheckName(o.Name); err != nil {
		return nil, err
	}
	if o.Armor, err = klInt(req, "armor", 0); err != nil {
		return nil, err
	}
	if o.Speed, err = klInt(req, "speed", 0); err != nil {
		return nil, err
	}
	if o.Handling, err = klInt(req, "handling", 0); err != nil {
		return nil, err
	}
	var line string
	var moved []string
	m, err := a.Mutate(ctx, req, commands.MutOpts{Version: -1}, func(m *commands.Mut) error {
		if !m.GM {
			return commands.ErrGMOnly
		}
		v, err := klondike.NewVehicle(o)
		if err != nil {
			return err
		}
		var vs []*klondike.Vehicle
		if err := klLoad(&m.Ch, klExtraVehicles, &vs); err != nil {
			return err
		}
		for _, x := range vs {
			if strings.EqualFold(x.Name, v.Name) {
				return rules.Errorf("klc.err.vehicle_exists", map[string]any{"Name": v.Name})
			}
		}
		if len(vs) >= 25 {
			return rules.Errorf("klc.err.too_many_vehicles", map[string]any{"Max": 25})
		}
		for _, n := range klNames(req.Str("crew")) {
			if m.Enc == nil {
				return rules.Errorf("combat.err.no_fight", nil)
			}
			c, err := m.Enc.Find(n)
			if err != nil {
				return err
			}
			if err := v.Board(c); err != nil {
				return err
			}
			for _, x := range klLeaveOthers(vs, v, c) {
				moved = append(moved, a.T(req, "klc.v.left", map[string]any{"Name": c.Name, "Vehicle": x}))
				m.Log = append(m.Log, rules.Note{Key: "klc.v.left", Args: map[string]any{"Name": c.Name, "Vehicle": x}})
			}
		}
		vs = append(vs, v)
		line = a.klVehicleLine(req.Locale, m, v)
		if len(moved) > 0 {
			line = strings.Join(moved, "\n") + "\n" + line
		}
		m.Log = append(m.Log, rules.Note{Key: "klc.log.vehicle_add", Args: map[string]any{"Name": v.Name}})
		return klStore(&m.Ch, klExtraVehicles, vs)
	})
	if err != nil {
		return nil, err
	}
	e := &discordgo.MessageEmbed{Color: commands.ColorNeutral, Title: "🚙 " + a.T(req, "klc.v.added", nil), Description: line}
	return a.Changed(req, m, e, nil), nil
}

func (a *Plugin) klVehicleShow(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	var lines []string
	_, err := a.Mutate(ctx, req, commands.MutOpts{Version: -1}, func(m *commands.Mut) error {
		m.Unchanged = true
		var vs []*klondike.Vehicle
		if err := klLoad(&m.Ch, klExtraVehicles, &vs); err != nil {
			return err
		}
		for _, v := range vs {
			lines = append(lines, a.klVehicleLine(req.Locale, m, v))
		}
		var ch klondike.Chase
		if err := klLoad(&m.Ch, klExtraChase, &ch); err != nil {
			return err
		}
		if len(ch.Parties) > 0 && !ch.Over {
			lines = append(lines, "", a.klChaseSummary(req.Locale, &ch))
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	if len(lines) == 0 {
		lines = []string{a.T(req, "klc.v.none", nil)}
	}
	return commands.Message(&discordgo.MessageEmbed{Color: commands.ColorNeutral, Title: "🚙 " + a.T(req, "klc.v.title", nil), Description: commands.Truncate(strings.Join(lines, "\n"), 4000)}), nil
}

func (a *Plugin) klVehicleBoard(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	var msg string
	m, err := a.Mutate(ctx, req, commands.MutOpts{NeedEncounter: true, Version: -1}, func(m *commands.Mut) error {
		c, err := klActor(m, "name", req.Str("name"))
		if err != nil {
			return err
		}
		vs, v, err := klVehicleNamed(m, req.Str("vehicle"))
		if err != nil {
			return err
		}
		key := "klc.v.boarded"
		var left []string
		if req.Bool("leave") {
			err, key = v.Leave(c), "klc.v.left"
		} else if err = v.Board(c); err == nil {
			left = klLeaveOthers(vs, v, c)
		}
		if err != nil {
			return err
		}
		msg = a.T(req, key, map[string]any{"Name": c.Name, "Vehicle": v.Name})
		for _, x := range left {
			msg = a.T(req, "klc.v.left", map[string]any{"Name": c.Name, "Vehicle": x}) + "\n" + msg
			m.Log = append(m.Log, rules.Note{Key: "klc.v.left", Args: map[string]any{"Name": c.Name, "Vehicle": x}})
		}
		m.Log = append(m.Log, rules.Note{Key: key, Args: map[string]any{"Name": c.Name, "Vehicle": v.Name}})
		return klStore(&m.Ch, klExtraVehicles, vs)
	})
	if err != nil {
		return nil, err
	}
	return a.Changed(req, m, &discordgo.MessageEmbed{Color: commands.ColorNeutral, Description: msg}, nil), nil
}

// klVehicleHit is /vehicle hit: the AP dice against armor, the table, and
// what the result does to the vehicle and its crew.
func (a *Plugin) klVehicleHit(ctx context.Context, req *commands.Request) (*commands.Response, error) {
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
		res, err := klondike.VehicleHit(v, klCrew(m, v), klondike.VehicleHitOptions{AP: req.Str("ap"), Aim: req.Str("aim"), To: req.Str("to"), InstantDeath: klInstantDeath(m)}, rec)
		if err != nil {
			return err
		}
		e = &discordgo.MessageEmbed{Title: "🎯 " + v.Name}
		a.klVehicleHitInto(m, e, v, res, 0)
		e.Color = commands.OutcomeColor(res.Outcomes)
		// An AP hit is a shot from a heavy weapon: ranged flavour, not a fist.
		a.klVehicleFlavour(m, e, v.Kind, res.Outcomes, flavour.Args{Target: v.Name, Attack: flavour.Ranged}, rec.Faces())
		m.Log = append(m.Log, klVehicleHitLog("klc.log.vehicle_hit_as.", v.Name, res.Result))
		return klStore(&m.Ch, klExtraVehicles, vs)
	})
	if err != nil {
		return nil, err
	}
	return a.Changed(req, m, e, nil), nil
}

// klVehicleHitLog is a vehicle hit's (prefix klc.log.vehicle_hit_as.) or
// crash's (klc.log.vehicle_crash_as.) line in the fight's log. The log is
// rendered in the reader's language, so the table result is part of the
// key: as an argument the reader saw its id (crew_all, destroyed). A hit
// the armor stopped has no result.
func klVehicleHitLog(prefix, name, result string) rules.Note {
	if result == "" {
		result = "stopped"
	}
	return rules.Note{Key: prefix + result, Args: map[string]any{"Name": name}}
}

// klVehicleHitInto writes a vehicle hit into an embed: the AP line first
// (appended to the description), the table and its effects in fields.
func (a *Plugin) klVehicleHitInto(m *commands.Mut, e *discordgo.MessageEmbed, v *klondike.Vehicle, res *klondike.VehicleHitResult, attID int) {
	loc := m.Req.Locale
	var ds []string
	for _, d := range res.APDice {
		ds = append(ds, strconv.Itoa(d))
	}
	verdict := a.I18n().T(loc, "klc.v.stopped", nil)
	switch {
	case res.Penetrated && res.CritWhy == klondike.CritArmor:
		// Only the AP roll itself can be "≥ 2× armor": a 12 on the table
		// or a crash says its own reason on the critical column's line.
		verdict = a.I18n().T(loc, "klc.v.critical", nil)
	case res.Penetrated:
		verdict = a.I18n().T(loc, "klc.v.penetrates", nil)
	}
	line := a.I18n().T(loc, "klc.v.ap_line", map[string]any{"Dice": strings.Join(ds, "+"), "AP": res.AP, "Armor": res.Armor, "Verdict": verdict})
	if len(res.APDice) == 0 {
		line = "" // a crash: no AP dice, straight to the critical column
	}
	if res.Result != "" {
		if line != "" {
			line += " — "
		}
		line += "**" + a.I18n().T(loc, "klondike.vehicle.result."+res.Result, nil) + "**"
	}
	if e.Description != "" {
		e.Description += "\n"
	}
	e.Description += line
	if res.Penetrated {
		var t []string
		crashCrit := ""
		if len(res.TableRoll) == 2 {
			t = append(t, a.I18n().T(loc, "klc.v.table", map[string]any{"A": res.TableRoll[0], "B": res.TableRoll[1], "Total": res.TableRoll[0] + res.TableRoll[1]}))
		}
		if len(res.CritRoll) == 2 {
			key := "klc.v.crit_table"
			switch res.CritWhy {
			case klondike.CritTwelve:
				key = "klc.v.crit_table_twelve"
			case klondike.CritCrash:
				key = "klc.v.crit_table_crash"
			}
			crashCrit = a.I18n().T(loc, key, map[string]any{"A": res.CritRoll[0], "B": res.CritRoll[1], "Total": res.CritRoll[0] + res.CritRoll[1]})
			if res.CritWhy != klondike.CritCrash {
				// A crash's critical roll comes after the Pilot roll
				// that caused it.
				t, crashCrit = append(t, crashCrit), ""
			}
		}
		if res.Aimed {
			t = append(t, a.I18n().T(loc, "klc.v.aimed", nil))
		}
		if res.Rolled != "" {
			path := a.I18n().T(loc, "klondike.vehicle.result."+res.Rolled, nil)
			for _, s := range res.Shifted {
				if s != res.Rolled {
					path += " → " + a.I18n().T(loc, "klondike.vehicle.result."+s, nil)
				}
			}
			if res.ShiftedTo != "" {
				// Only a row the vehicle lacks shifts down; a crash that
				// replaces the result says so on its own lines.
				path += " → " + a.I18n().T(loc, "klondike.vehicle.result."+res.ShiftedTo, nil)
				t = append(t, a.I18n().T(loc, "klc.v.shifted", map[string]any{"Path": path}))
			}
		}
		effect := func() {
			if res.Result != "" {
				t = append(t, "📋 "+a.I18n().T(loc, "klc.v.effect."+res.Result, nil))
				if klCrewResult(res.Result) && len(res.Crew) == 0 {
					t = append(t, a.I18n().T(loc, "klc.v.nobody_aboard", nil))
				}
			}
		}
		if crashCrit == "" {
			effect()
		}
		if res.SpeedAfter != res.SpeedBefore {
			t = append(t, a.I18n().T(loc, "klc.v.speed_change", map[string]any{"Before": res.SpeedBefore, "After": res.SpeedAfter}))
		}
		if res.Pilot != nil {
			t = append(t, a.I18n().T(loc, "klc.v.pilot", map[string]any{"Line": a.klRollLine(loc, *res.Pilot, a.klVerdict(loc, res.Pilot.Success))}))
		}
		if res.Crash {
			t = append(t, "💥 "+a.I18n().T(loc, "klc.v.crash", nil))
		}
		if crashCrit != "" {
			// The crash's critical result, after the roll that caused it.
			t = append(t, crashCrit)
			effect()
		}
		if res.CrewDie > 0 {
			t = append(t, a.I18n().T(loc, "klc.v.crew_die", map[string]any{"Die": res.CrewDie}))
		}
		if res.DriverDown {
			t = append(t, a.I18n().T(loc, "klc.v.driver_down", nil))
		}
		if res.SinkIn > 0 {
			t = append(t, a.I18n().T(loc, "klc.v.sink", map[string]any{"Count": res.SinkIn}))
		}
		e.Fields = append(e.Fields, field(a.I18n().T(loc, "klc.v.damage_table", nil), strings.Join(t, "\n")))
	}
	// A crew result may hit someone twice («распределите повторные
	// попадания»): the health line is the state after all of it, so it
	// goes under that person's last hit only; each hit keeps its own damage.
	lastHit := map[int]int{}
	for i, h := range res.Crew {
		lastHit[h.Target] = i
	}
	for i, h := range res.Crew {
		c := m.Enc.ByID(h.Target)
		if c == nil || len(e.Fields) > 22 {
			continue
		}
		var txt []string
		if h.Save != nil {
			txt = append(txt, a.klRollLine(loc, *h.Save, a.klVerdict(loc, h.Save.Success)))
		}
		if h.GotOut {
			txt = append(txt, a.I18n().T(loc, "klc.v.got_out", map[string]any{"Name": c.Name, "Vehicle": v.Name}))
		}
		if len(h.Dice) > 0 {
			var ds []string
			for _, d := range h.Dice {
				ds = append(ds, strconv.Itoa(d))
			}
			txt = append(txt, "🎲 "+strings.Join(ds, "+"))
		}
		if h.Damage != nil {
			txt = append(txt, a.klDamageText(loc, h.Damage))
			m.Enc.RecordDamage(attID, c.ID, h.Damage.After, klFell(h.Damage))
			res.Outcomes = append(res.Outcomes, h.Damage.Outcomes...)
		}
		if lastHit[h.Target] == i {
			txt = append(txt, a.HealthLine(loc, m.Sys.Health(c)))
		}
		e.Fields = append(e.Fields, field("→ "+c.Name, strings.Join(txt, "\n")))
	}
	e.Fields = append(e.Fields, field(a.I18n().T(loc, "klc.v.now", nil), a.klVehicleLine(loc, m, v)))
}

// klVehicleFlavour gives a hit on a vehicle its flavour line: a vehicle is
// a thing, and the people's lines («Jeep grits teeth…», or a crew member's
// "dead" told of the vehicle) do not fit it, so only a wrecked vehicle gets
// one — a vehicle_wrecked line that fits its kind (a boat sinks, an
// aircraft falls, a car rolls into the ditch: flavour.Args.Vehicle).
func (a *Plugin) klVehicleFlavour(m *commands.Mut, e *discordgo.MessageEmbed, kind string, outcomes []string, args flavour.Args, faces []int) {
	if !slices.Contains(outcomes, klondike.OutVehicleWrecked) {
		return
	}
	args.Vehicle = kind
	klFlavour(e, a.FlavourLine(m, klondike.OutVehicleWrecked, args, faces))
}

// klCrewResult: the damage-table results that hurt the people aboard.
func klCrewResult(r string) bool {
	switch r {
	case klondike.ResCrew, klondike.ResCrewAll, klondike.ResKnockedOut, klondike.ResDestroyed:
		return true
	}
	return false
}

func (a *Plugin) klVerdict(loc string, ok bool) string {
	if ok {
		return a.I18n().T(loc, "klc.success", nil)
	}
	return a.I18n().T(loc, "klc.failure", nil)
}

// klAttackVehicle is /attack vehicle:…: the attack roll with the vehicle
// modifiers, then the weapon's AP dice against armor.
func (a *Plugin) klAttackVehicle(m *commands.Mut, att *rules.Combatant, name string, opts klondike.AttackOptions, rec *dice.Recorder) (*discordgo.MessageEmbed, error) {
	vs, v, err := klVehicleNamed(m, name)
	if err != nil {
		return nil, err
	}
	// The seed's table for attacks on vehicles outside a duel: stationary
	// +1 (a vehicle with no speed left counts), moving fast −2, the shooter
	// in a moving vehicle −1, a slow aircraft −4 (any other aircraft: an
	// automatic miss without an anti-air weapon), a chosen result −4.
	req := m.Req
	fast := klTag(req, "fast", "быстро")
	vo := klondike.VehicleAttackOptions{
		Attack: opts, AimAt: req.Str("location"),
		Stationary: !fast && (klTag(req, "stationary", "неподвижна") || v.Speed == 0 || v.Disabled()),
		Fast:       fast,
		FromMoving: klTag(req, "moving", "в_движении"),
	}
	if klTag(req, "slow", "медленная") {
		vo.Aircraft = klondike.AircraftSlow
	}
	vo.Duel = klChaseStanding(m, vs, att, v)
	res, err := klondike.AttackVehicle(att, v, klCrew(m, v), vo, rec)
	if err != nil {
		return nil, err
	}
	loc := m.Req.Locale
	s := &res.Attack
	// The title names the weapon as a person's attack title does
	// (klShotEmbed): "⚔️ Ann → Jeep (anti-tank rifle)".
	wname := a.klWeaponLabel(m, s.Weapon)
	e := &discordgo.MessageEmbed{Title: commands.Truncate("⚔️ "+att.Name+" → "+v.Name+" ("+wname+")", 256)}
	if res.AutoMiss {
		// No dice are rolled: an empty roll would read "0+0 = 0 vs 0+".
		e.Description = "✈️ " + a.I18n().T(loc, "klc.v.auto_miss", nil)
	} else {
		e.Description = a.klRollLine(loc, s.Roll, a.klShotVerdict(loc, s))
		e.Fields = append(e.Fields, field(a.I18n().T(loc, "klc.attack_roll", nil), a.klRollParts(loc, s.Roll)))
	}
	if res.NoAP {
		e.Fields = append(e.Fields, field("🛡️", a.I18n().T(loc, "klc.v.no_ap", nil)))
	}
	if vo.AimAt != "" && !s.Hit && !res.AutoMiss {
		// "При провале атака полностью промахивается, даже если без штрафа
		// она бы попала."
		e.Fields = append(e.Fields, field("🎯", a.I18n().T(loc, "klc.v.aim_miss", map[string]any{"Total": klNum(s.Roll.Total - klondike.AimPenalty)})))
	}
	if res.Hit != nil {
		a.klVehicleHitInto(m, e, v, res.Hit, att.ID)
	}
	if s.RangeIgnored {
		e.Fields = append(e.Fields, field("⚠️", a.I18n().T(loc, "klc.duel_no_range", nil)))
	}
	e.Color = commands.OutcomeColor(res.Outcomes)
	a.klVehicleFlavour(m, e, v.Kind, res.Outcomes, flavour.Args{Actor: att.Name, Target: v.Name, Weapon: s.Weapon, Attack: attackKind(s.Kind)}, rec.Faces())
	return e, klStore(&m.Ch, klExtraVehicles, vs)
}

func (a *Plugin) klAutoVehicles(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	var cands []commands.Choice
	err := a.Store().View(ctx, func(tx *storage.Tx) error {
		ch, err := tx.Channel(req.GuildID, req.ChannelID)
		if err != nil {
			return err
		}
		var vs []*klondike.Vehicle
		_ = klLoad(&ch, klExtraVehicles, &vs)
		for _, v := range vs {
			cands = append(cands, commands.Choice{Value: v.Name})
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return commands.MatchChoices(req.Str(req.Focused), cands), nil
}

// --- chases ---

// klChaseEntrants maps the chase's parties to their drivers and vehicles.
func klChaseEntrants(m *commands.Mut, ch *klondike.Chase) ([]klondike.ChaseEntrant, []*klondike.Vehicle, error) {
	var vs []*klondike.Vehicle
	if err := klLoad(&m.Ch, klExtraVehicles, &vs); err != nil {
		return nil, nil, err
	}
	out := make([]klondike.ChaseEntrant, len(ch.Parties))
	for i, p := range ch.Parties {
		if p.Vehicle != "" {
			v, err := klFindVehicle(vs, p.Vehicle)
			if err != nil {
				return nil, nil, err
			}
			out[i].Vehicle = v
			if len(v.Crew) > 0 && m.Enc != nil {
				out[i].Driver = m.Enc.ByID(v.Crew[0])
			}
		} else if m.Enc != nil {
			out[i].Driver = m.Enc.ByID(p.Driver)
		}
	}
	return out, vs, nil
}

func (a *Plugin) klChaseStart(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	var desc string
	m, err := a.Mutate(ctx, req, commands.MutOpts{NeedEncounter: true, Version: -1}, func(m *commands.Mut) error {
		if !m.GM {
			return commands.ErrGMOnly
		}
		var vs []*klondike.Vehicle
		if err := klLoad(&m.Ch, klExtraVehicles, &vs); err != nil {
			return err
		}
		names := klNames(req.Str("parties"))
		fleeing := map[string]bool{}
		for _, f := range klNames(req.Str("fleeing")) {
			fleeing[strings.ToLower(f)] = true
		}
		var parties []klondike.ChaseParty
		for _, n := range names {
			p := klondike.ChaseParty{Name: n, Fleeing: fleeing[strings.ToLower(n)]}
			if v, err := klFindVehicle(vs, n); err == nil {
				p.Name, p.Vehicle = v.Name, v.Name
				if v.Disabled() {
					// A round drops a vehicle that cannot move (ChaseRound
					// marks it Gone), so starting with one would roll only
					// the other side against nobody.
					return rules.Errorf("klc.err.chase_disabled", map[string]any{"Name": v.Name, "State": a.T(req, klDisabledKey(v), nil)})
				}
				if len(v.Crew) == 0 {
					return rules.Errorf("klondike.error.no_driver", map[string]any{"Name": v.Name})
				}
				p.Driver = v.Crew[0]
			} else {
				c, err := m.Enc.Find(n)
				if err != nil {
					return err
				}
				p.Name, p.Driver = c.Name, c.ID
			}
			parties = append(parties, p)
		}
		// Targets: pursuers chase the first fleeing party and the fleeing
		// watch the first pursuer; without fleeing parties each targets the next.
		firstFleeing, firstPursuer := -1, -1
		for i, p := range parties {
			if p.Fleeing && firstFleeing < 0 {
				firstFleeing = i
			}
			if !p.Fleeing && firstPursuer < 0 {
				firstPursuer = i
			}
		}
		for i := range parties {
			switch {
			case firstFleeing >= 0 && firstPursuer >= 0 && parties[i].Fleeing:
				parties[i].Target = firstPursuer
			case firstFleeing >= 0 && firstPursuer >= 0:
				parties[i].Target = firstFleeing
			default:
				parties[i].Target = (i + 1) % max(len(parties), 1)
			}
		}
		ch, err := klondike.StartChase(klondike.ChaseStartOptions{Mode: req.Str("mode"), Parties: parties})
		if err != nil {
			return err
		}
		desc = a.klChaseSummary(req.Locale, ch)
		m.Log = append(m.Log, rules.Note{Key: "klc.log.chase_start", Args: map[string]any{"Count": len(parties)}})
		return klStore(&m.Ch, klExtraChase, ch)
	})
	if err != nil {
		return nil, err
	}
	return a.Changed(req, m, &discordgo.MessageEmbed{Color: commands.ColorNeutral, Title: "🏁 " + a.T(req, "klc.chase.started", nil), Description: desc}, nil), nil
}

// klChaseAlone: party i's target rolled nothing this round (it was out of
// the chase: wrecked, broke off), so i's roll was measured against nobody.
// A fleeing party that escapes at the end of the last round did roll.
func klChaseAlone(ch *klondike.Chase, res *klondike.ChaseRoundResult, i int) bool {
	j := ch.Parties[i].Target
	for _, r := range res.Rolls {
		if r.Party == j && j != i {
			return false
		}
	}
	return true
}

// klDisabledKey names why v cannot move, the worst first: destroyed,
// crashed, knocked out, immobilised.
func klDisabledKey(v *klondike.Vehicle) string {
	switch {
	case v.Destroyed:
		return "klc.v.destroyed"
	case v.Crashed:
		return "klc.v.crashed"
	case v.KnockedOut:
		return "klc.v.knocked_out"
	}
	return "klc.v.immobile"
}

func (a *Plugin) klChaseSummary(loc string, ch *klondike.Chase) string {
	lines := []string{"**" + a.I18n().T(loc, "klondike.chase."+ch.Mode, nil) + "** — " + a.I18n().T(loc, "klc.chase.round", map[string]any{"Round": ch.Round})}
	for _, p := range ch.Parties {
		tgt := ""
		if p.Target >= 0 && p.Target < len(ch.Parties) {
			tgt = ch.Parties[p.Target].Name
		}
		l := "• " + p.Name + " → " + tgt
		if p.Fleeing {
			l += " 🏃"
		}
		if p.Gone {
			l += " ✖"
		}
		lines = append(lines, l)
	}
	return strings.Join(lines, "\n")
}

// klChaseStanding is the attacker's Advantage standing when a chase or a
// vehicle duel is running and both the attacker (driving or aboard) and the
// target vehicle are in it: the rules then apply the Advantage table, or
// the loser's turret-only −4, instead of the outside-a-duel modifiers.
func klChaseStanding(m *commands.Mut, vs []*klondike.Vehicle, att *rules.Combatant, target *klondike.Vehicle) *klondike.DuelStanding {
	return klStandingAgainst(m, vs, att, func(p klondike.ChaseParty) bool {
		return p.Vehicle != "" && strings.EqualFold(p.Vehicle, target.Name)
	})
}

// klCrewStanding is the attacker's standing when every target is one of
// another party's crew (its driver, or aboard its vehicle): seed l.86 «В
// зависимости от Преимущества над своей целью экипаж получает возможность
// атаковать» holds for a shot at the people as for one at the vehicle.
func klCrewStanding(m *commands.Mut, att *rules.Combatant, targets []*rules.Combatant) *klondike.DuelStanding {
	if len(targets) == 0 {
		return nil
	}
	var vs []*klondike.Vehicle
	if err := klLoad(&m.Ch, klExtraVehicles, &vs); err != nil {
		return nil
	}
	var st *klondike.DuelStanding
	for _, t := range targets {
		s := klStandingAgainst(m, vs, att, func(p klondike.ChaseParty) bool { return klInParty(vs, p, t.ID) })
		if s == nil {
			return nil
		}
		st = s
	}
	return st
}

// klInParty reports whether combatant id is party p's driver or aboard its
// vehicle.
func klInParty(vs []*klondike.Vehicle, p klondike.ChaseParty, id int) bool {
	if p.Driver == id {
		return true
	}
	for _, v := range vs {
		if p.Vehicle != "" && strings.EqualFold(p.Vehicle, v.Name) && slices.Contains(v.Crew, id) {
			return true
		}
	}
	return false
}

// klStandingAgainst is the standing of the attacker's party when the party
// theirs picks is another one of the running chase; nil otherwise.
func klStandingAgainst(m *commands.Mut, vs []*klondike.Vehicle, att *rules.Combatant, theirs func(klondike.ChaseParty) bool) *klondike.DuelStanding {
	var ch klondike.Chase
	if err := klLoad(&m.Ch, klExtraChase, &ch); err != nil || ch.Over {
		return nil
	}
	mine, them := -1, -1
	for i, p := range ch.Parties {
		if p.Gone {
			continue
		}
		if them < 0 && theirs(p) {
			them = i
		}
		if mine < 0 && klInParty(vs, p, att.ID) {
			mine = i
		}
	}
	if mine < 0 || them < 0 || mine == them {
		return nil
	}
	return ch.Standing(mine)
}

func (a *Plugin) klLoadChase(m *commands.Mut) (*klondike.Chase, error) {
	var ch klondike.Chase
	if err := klLoad(&m.Ch, klExtraChase, &ch); err != nil {
		return nil, err
	}
	if len(ch.Parties) == 0 || ch.Over {
		return nil, rules.Errorf("klc.err.no_chase", nil)
	}
	return &ch, nil
}

func (a *Plugin) klChaseRound(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	var e *discordgo.MessageEmbed
	m, err := a.Mutate(ctx, req, commands.MutOpts{NeedEncounter: true, Version: -1}, func(m *commands.Mut) error {
		if !m.GM {
			return commands.ErrGMOnly
		}
		ch, err := a.klLoadChase(m)
		if err != nil {
			return err
		}
		ents, vs, err := klChaseEntrants(m, ch)
		if err != nil {
			return err
		}
		rec := dice.NewRecorder(m.Dice)
		res, err := klondike.ChaseRound(ch, ents, rec)
		if err != nil {
			return err
		}
		loc := req.Locale
		e = &discordgo.MessageEmbed{Color: commands.ColorNeutral, Title: "🏁 " + a.I18n().T(loc, "klondike.chase."+ch.Mode, nil) + " — " + a.I18n().T(loc, "klc.chase.round", map[string]any{"Round": res.Round})}
		var summary []string
		for _, r := range res.Rolls {
			p := ch.Parties[r.Party]
			txt := klDiceTotal(r.Roll) + "\n" + a.klRollParts(loc, r.Roll)
			if r.SpeedBonus > 0 {
				txt += "\n" + a.I18n().T(loc, "klc.chase.speed_bonus", map[string]any{"Bonus": signed(r.SpeedBonus)})
			}
			var st string
			switch {
			case klChaseAlone(ch, res, r.Party):
				// Its target dropped out (wrecked, broke off): nobody to
				// out-manoeuvre, which is no tie.
				st = a.I18n().T(loc, "klc.chase.alone", nil)
			case r.HasAdvantage:
				st = a.I18n().T(loc, "klc.chase.advantage", map[string]any{"Adv": r.Advantage, "Mod": signed(r.AttackMod)})
			case r.TurretOnly && p.Vehicle == "":
				// On foot: the loser's turret-only −4 leaves no attack.
				st = a.I18n().T(loc, "klc.chase.lost_foot", nil)
			case r.TurretOnly:
				st = a.I18n().T(loc, "klc.chase.lost", map[string]any{"Mod": signed(r.AttackMod)})
			default:
				st = a.I18n().T(loc, "klc.chase.tie", map[string]any{"Mod": signed(r.AttackMod)})
			}
			txt += "\n**" + st + "**"
			summary = append(summary, p.Name+": "+st)
			e.Fields = append(e.Fields, field(p.Name, txt))
		}
		e.Description = strings.Join(summary, "\n")
		if res.Over {
			var esc []string
			for _, i := range res.Escaped {
				esc = append(esc, ch.Parties[i].Name)
			}
			e.Fields = append(e.Fields, field("🏁", a.I18n().T(loc, "klc.chase.over", map[string]any{"List": strings.Join(esc, ", ")})))
			if len(esc) > 0 {
				klFlavour(e, a.FlavourLine(m, "chase_escape", flavour.Args{Actor: esc[0]}, rec.Faces()))
			}
		}
		m.Log = append(m.Log, rules.Note{Key: "klc.log.chase_round", Args: map[string]any{"Round": res.Round}})
		if err := klStore(&m.Ch, klExtraVehicles, vs); err != nil {
			return err
		}
		return klStore(&m.Ch, klExtraChase, ch)
	})
	if err != nil {
		return nil, err
	}
	return a.Changed(req, m, e, nil), nil
}

func (a *Plugin) klChaseBreak(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	var e *discordgo.MessageEmbed
	m, err := a.Mutate(ctx, req, commands.MutOpts{NeedEncounter: true, Version: -1}, func(m *commands.Mut) error {
		ch, err := a.klLoadChase(m)
		if err != nil {
			return err
		}
		idx := -1
		for i, p := range ch.Parties {
			if strings.EqualFold(p.Name, strings.TrimSpace(req.Str("party"))) {
				idx = i
			}
		}
		if idx < 0 {
			return rules.Errorf("klondike.error.chase_target", map[string]any{"Name": req.Str("party")})
		}
		ents, _, err := klChaseEntrants(m, ch)
		if err != nil {
			return err
		}
		if d := ents[idx].Driver; d != nil && !commands.CanAct(m, d) {
			return rules.Errorf("combat.err.not_yours", map[string]any{"Name": d.Name})
		}
		rec := dice.NewRecorder(m.Dice)
		res, err := klondike.BreakOff(ch, idx, ents[idx], rec)
		if err != nil {
			return err
		}
		loc := req.Locale
		key := "klc.chase.break_fail"
		if res.Escaped {
			key = "klc.chase.break_ok"
		}
		e = &discordgo.MessageEmbed{Color: commands.OutcomeColor(append([]string{map[bool]string{true: "hit", false: "miss"}[res.Escaped]}, res.Outcomes...)),
			Title:       "🏁 " + a.I18n().T(loc, key, map[string]any{"Name": ch.Parties[idx].Name}),
			Description: a.klRollLine(loc, res.Roll, a.klVerdict(loc, res.Roll.Success))}
		e.Fields = append(e.Fields, field(a.I18n().T(loc, "klc.roll", nil), a.klRollParts(loc, res.Roll)))
		if res.Escaped {
			klFlavour(e, a.FlavourLine(m, "chase_escape", flavour.Args{Actor: ch.Parties[idx].Name}, rec.Faces()))
		}
		m.Log = append(m.Log, rules.Note{Key: key, Args: map[string]any{"Name": ch.Parties[idx].Name}})
		return klStore(&m.Ch, klExtraChase, ch)
	})
	if err != nil {
		return nil, err
	}
	return a.Changed(req, m, e, nil), nil
}

func (a *Plugin) klChaseEnd(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	m, err := a.Mutate(ctx, req, commands.MutOpts{Version: -1}, func(m *commands.Mut) error {
		if !m.GM {
			return commands.ErrGMOnly
		}
		ch, err := a.klLoadChase(m)
		if err != nil {
			return err
		}
		klondike.EndChase(ch)
		m.Log = append(m.Log, rules.Note{Key: "klc.log.chase_end"})
		return klStore(&m.Ch, klExtraChase, ch)
	})
	if err != nil {
		return nil, err
	}
	return a.Changed(req, m, &discordgo.MessageEmbed{Color: commands.ColorNeutral, Description: "🏁 " + a.T(req, "klc.chase.ended", nil)}, nil), nil
}
