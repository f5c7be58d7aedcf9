package klondike

import (
	"strings"

	"fray/rules"
	"fray/rules/dice"
)

// Vehicle kinds.
const (
	VehicleGround = "ground"
	VehicleWater  = "water"
	VehicleAir    = "air"
	VehicleGrav   = "grav"
)

// Damage-table results. Systems a vehicle may lack are the normal-column
// results other than the hull breach.
const (
	ResBreach      = "breach"       // Пробоина
	ResCrew        = "crew"         // Экипаж
	ResCargo       = "cargo"        // Груз
	ResWeapons     = "weapons"      // Орудия
	ResRunningGear = "running_gear" // Ходовая
	ResElectronics = "electronics"  // Электроника
	ResEngine      = "engine"       // Двигатель
	ResKnockedOut  = "knocked_out"  // Подбита (critical)
	ResCrewAll     = "crew_all"     // Экипаж (critical)
	ResDestroyed   = "destroyed"    // Уничтожена (critical)
)

// damageRows is the normal column from the lowest row up; a result the
// vehicle lacks shifts to the next lower row ("сдвигайтесь в сторону меньших
// значений").
var damageRows = [...]string{ResBreach, ResCrew, ResCargo, ResWeapons, ResRunningGear, ResElectronics, ResEngine}

// normalResult reads the normal column: 2–4 breach, 5 crew, 6 cargo,
// 7 weapons, 8–9 running gear, 10 electronics, 11 engine, 12 roll on the
// critical column ("").
func normalResult(t int) string {
	switch {
	case t <= 4:
		return ResBreach
	case t == 5:
		return ResCrew
	case t == 6:
		return ResCargo
	case t == 7:
		return ResWeapons
	case t <= 9:
		return ResRunningGear
	case t == 10:
		return ResElectronics
	case t == 11:
		return ResEngine
	}
	return ""
}

// criticalResult reads the critical column. The seed's table prints three
// entries with empty cells below them (2–4 knocked out, 7 crew, 10
// destroyed); we read the empty cells as merged with the entry above:
// 2–6 knocked out, 7–9 crew, 10–12 destroyed.
func criticalResult(t int) string {
	switch {
	case t <= 6:
		return ResKnockedOut
	case t <= 9:
		return ResCrewAll
	}
	return ResDestroyed
}

// Vehicle is a vehicle in the fight (stored by the commands layer).
type Vehicle struct {
	Name      string   `json:"name"`
	Armor     int      `json:"armor"`
	BaseSpeed int      `json:"base_speed"` // km/h as written
	Speed     int      `json:"speed"`      // after halving hits and breaches
	Handling  int      `json:"handling"`
	Kind      string   `json:"kind"`
	LowFlying bool     `json:"low,omitempty"` // aircraft at treetop height (3d6 crash, not 6d6)
	Sealed    bool     `json:"sealed,omitempty"`
	Moving    bool     `json:"moving,omitempty"` // at speed: a driver knocked out must be replaced
	Lacks     []string `json:"lacks,omitempty"`
	Crew      []int    `json:"crew,omitempty"` // combatant IDs aboard; the first drives
	// CrewNames are the names of Crew at boarding, index for index ("" for
	// a crew member stored before it existed): a vehicle outlives the fight
	// (it is the channel's), the IDs do not — the next fight hands ID 1 to
	// whoever joins first (KeepCrew).
	CrewNames []string `json:"crew_names,omitempty"`

	Breaches       int  `json:"breaches,omitempty"`
	GearHits       int  `json:"gear_hits,omitempty"`
	EngineHits     int  `json:"engine_hits,omitempty"`
	CargoHits      int  `json:"cargo_hits,omitempty"`
	WeaponsOut     int  `json:"weapons_out,omitempty"`
	ElectronicsOut bool `json:"electronics_out,omitempty"`
	Immobile       bool `json:"immobile,omitempty"`
	KnockedOut     bool `json:"knocked_out,omitempty"`
	Destroyed      bool `json:"destroyed,omitempty"`
	Crashed        bool `json:"crashed,omitempty"`
	SinkIn         int  `json:"sink_in,omitempty"` // rounds until it sinks
}

// VehicleOptions mirror /vehicle add.
type VehicleOptions struct {
	Name     string
	Armor    int
	Speed    int // km/h
	Handling int
	Kind     string // ground|water|air|grav (земля|вода|воздух|антиграв)
	Low      bool   // a low-flying aircraft
	Sealed   bool
	Lacks    string // "electronics,weapons" (электроника, орудия, груз, экипаж, ходовая, двигатель)
}

func parseSystem(s string) (string, bool) {
	switch normName(s) {
	case "crew", "экипаж":
		return ResCrew, true
	case "cargo", "груз":
		return ResCargo, true
	case "weapons", "weapon", "guns", "орудия", "оружие":
		return ResWeapons, true
	case "running gear", "gear", "wheels", "ходовая":
		return ResRunningGear, true
	case "electronics", "электроника":
		return ResElectronics, true
	case "engine", "двигатель":
		return ResEngine, true
	}
	return "", false
}

func parseKind(s string) (string, error) {
	switch normName(s) {
	case "", "ground", "car", "земля", "наземная":
		return VehicleGround, nil
	case "water", "boat", "ship", "вода", "водная":
		return VehicleWater, nil
	case "air", "aircraft", "воздух", "авиация":
		return VehicleAir, nil
	case "grav", "антиграв":
		return VehicleGrav, nil
	}
	return "", rules.Errorf("klondike.error.bad_vehicle_kind", map[string]any{"Kind": s})
}

// NewVehicle validates /vehicle add.
func NewVehicle(o VehicleOptions) (*Vehicle, error) {
	name := strings.TrimSpace(o.Name)
	if name == "" {
		return nil, rules.Errorf("klondike.error.vehicle_name", nil)
	}
	if o.Armor < 0 || o.Armor > 200 || o.Speed < 0 || o.Speed > 100000 || o.Handling < -10 || o.Handling > 10 {
		return nil, rules.Errorf("klondike.error.vehicle_numbers", nil)
	}
	kind, err := parseKind(o.Kind)
	if err != nil {
		return nil, err
	}
	v := &Vehicle{Name: name, Armor: o.Armor, BaseSpeed: o.Speed, Speed: o.Speed, Handling: o.Handling, Kind: kind, LowFlying: o.Low, Sealed: o.Sealed}
	for _, f := range strings.FieldsFunc(o.Lacks, func(r rune) bool { return r == ',' || r == ';' }) {
		sys, ok := parseSystem(f)
		if !ok {
			return nil, rules.Errorf("klondike.error.bad_system", map[string]any{"System": strings.TrimSpace(f)})
		}
		if !v.lacks(sys) {
			v.Lacks = append(v.Lacks, sys)
		}
	}
	return v, nil
}

func (v *Vehicle) lacks(sys string) bool {
	for _, l := range v.Lacks {
		if l == sys {
			return true
		}
	}
	return false
}

// applicable reports whether a normal-column result applies to v.
func (v *Vehicle) applicable(res string, aboard int) bool {
	switch res {
	case ResBreach:
		return true
	case ResCrew:
		return !v.lacks(ResCrew) && aboard > 0
	}
	return !v.lacks(res)
}

// ControlMod is the penalty on v's control rolls: −1 per breach for boats,
// −2 for aircraft with their electronics gone.
func (v *Vehicle) ControlMod() int {
	m := 0
	if v.Kind == VehicleWater {
		m -= v.Breaches
	}
	if v.Kind == VehicleAir && v.ElectronicsOut {
		m -= 2
	}
	return m
}

// Disabled reports whether v can no longer move.
func (v *Vehicle) Disabled() bool {
	return v.Immobile || v.KnockedOut || v.Destroyed || v.Crashed
}

// CombatMoveMetres is how far a vehicle moves in a round of a fight with
// people on foot: "За боевой раунд техника может проехать до 40 метров."
const CombatMoveMetres = 40

// CombatMove is v's movement this round: 40 m, or its speed in metres in
// ideal conditions ("количество метров, равное её скорости"); 0 if disabled.
func (v *Vehicle) CombatMove(ideal bool) int {
	if v.Disabled() {
		return 0
	}
	if ideal {
		return v.Speed
	}
	return min(CombatMoveMetres, max(v.Speed, 0))
}

// Board puts c aboard v (it must have had the movement to reach it);
// Leave takes it off ("считает своё движение от её двери").
func (v *Vehicle) Board(c *rules.Combatant) error {
	for _, id := range v.Crew {
		if id == c.ID {
			return rules.Errorf("klondike.error.already_aboard", map[string]any{"Name": c.Name})
		}
	}
	for len(v.CrewNames) < len(v.Crew) {
		v.CrewNames = append(v.CrewNames, "")
	}
	v.Crew = append(v.Crew, c.ID)
	v.CrewNames = append(v.CrewNames[:len(v.Crew)-1], c.Name)
	return nil
}

// KeepCrew keeps the crew members here reports present: here gets each
// one's ID and the name it boarded under ("" when not recorded).
func (v *Vehicle) KeepCrew(here func(id int, name string) bool) {
	crew, names := v.Crew[:0], []string(nil)
	for i, id := range v.Crew {
		name := ""
		if i < len(v.CrewNames) {
			name = v.CrewNames[i]
		}
		if here(id, name) {
			crew = append(crew, id)
			names = append(names, name)
		}
	}
	v.Crew = crew
	v.CrewNames = nil
	for _, n := range names {
		if n != "" {
			// Recorded names are kept, index for index.
			v.CrewNames = names
			break
		}
	}
	if len(v.Crew) == 0 {
		v.Crew = nil
	}
}

// Leave takes c off v.
func (v *Vehicle) Leave(c *rules.Combatant) error {
	for i, id := range v.Crew {
		if id == c.ID {
			v.Crew = append(v.Crew[:i], v.Crew[i+1:]...)
			if i < len(v.CrewNames) {
				v.CrewNames = append(v.CrewNames[:i], v.CrewNames[i+1:]...)
			}
			return nil
		}
	}
	return rules.Errorf("klondike.error.not_aboard", map[string]any{"Name": c.Name})
}

// VehicleHitOptions mirror /vehicle hit.
type VehicleHitOptions struct {
	AP           string // the weapon's ПТ dice, "3d6"
	Aim          string // a chosen normal-column result (the attack was made at −4 and hit)
	InstantDeath bool
	To           string // str|dex for crew damage past END (NPC choice otherwise; players get Pending)
}

// CrewHit is damage to one person aboard.
type CrewHit struct {
	Target int           `json:"target"`
	Save   *Roll         `json:"save,omitempty"`    // END 6+ (knocked out) or DEX 8+ (destroyed)
	GotOut bool          `json:"got_out,omitempty"` // passed DEX 8+ and left the destroyed vehicle
	Dice   []int         `json:"dice,omitempty"`
	Damage *DamageReport `json:"damage,omitempty"`
}

// Why a hit went to the critical column.
const (
	CritArmor  = "armor"  // the AP roll was twice the armor or more
	CritTwelve = "twelve" // the damage table rolled 12
	CritCrash  = "crash"  // an aircraft failed its Pilot roll and crashed
)

// VehicleHitResult is one hit on a vehicle.
type VehicleHitResult struct {
	APDice     []int `json:"ap_dice"`
	AP         int   `json:"ap"`
	Armor      int   `json:"armor"`
	Penetrated bool  `json:"penetrated"`
	Critical   bool  `json:"critical,omitempty"` // AP ≥ 2× armor, a 12, or a crash
	// CritWhy says which of the three sent the hit to the critical column:
	// CritArmor, CritTwelve or CritCrash ("" when it did not go there).
	CritWhy   string   `json:"crit_why,omitempty"`
	TableRoll []int    `json:"table_roll,omitempty"`
	CritRoll  []int    `json:"crit_roll,omitempty"`
	Rolled    string   `json:"rolled,omitempty"`  // the row the dice gave
	Result    string   `json:"result,omitempty"`  // the row applied after shifting
	Shifted   []string `json:"shifted,omitempty"` // rows skipped because the vehicle lacks them
	// ShiftedTo is the row a lacking result shifted down to ("" when the
	// rolled row applied as it was); a later crash may replace Result.
	ShiftedTo string `json:"shifted_to,omitempty"`
	Aimed     bool   `json:"aimed,omitempty"`

	SpeedBefore int       `json:"speed_before"`
	SpeedAfter  int       `json:"speed_after"`
	Pilot       *Roll     `json:"pilot,omitempty"` // aircraft: Pilot 6+ / 8+ or crash
	Crash       bool      `json:"crash,omitempty"`
	CrewDie     int       `json:"crew_die,omitempty"` // d6 people hit
	Crew        []CrewHit `json:"crew_hits,omitempty"`
	DriverDown  bool      `json:"driver_down,omitempty"` // at speed: someone must take over within a round
	SinkIn      int       `json:"sink_in,omitempty"`
	Outcomes    []string  `json:"outcomes,omitempty"`
}

func parseAimResult(s string) (string, error) {
	n := normName(s)
	if n == "" {
		return "", nil
	}
	if n == "breach" || n == "hull" || n == "пробоина" {
		return ResBreach, nil
	}
	if r, ok := parseSystem(s); ok {
		return r, nil
	}
	return "", rules.Errorf("klondike.error.bad_aim_result", map[string]any{"Result": s})
}

// VehicleHit applies a hit to v: the AP dice against armor; at or above it
// 2d6 on the damage table, at twice armor or more on the critical column; a
// result v lacks shifts down a row ("Пример: попадание по армейскому джипу
// 50х годов, бросок 10, результат – повреждение электроники … сдвигается на
// одну строку – повреждение ходовой части"). crew are the combatants aboard
// (v.Crew order; the first drives). Dice: the AP dice; the table 2d6 (a 12:
// another 2d6 on the critical column); then the result's dice (see
// applyVehicleResult).
func VehicleHit(v *Vehicle, crew []*rules.Combatant, opts VehicleHitOptions, d dice.Source) (*VehicleHitResult, error) {
	ap, err := ParseDice(opts.AP)
	if err != nil {
		return nil, err
	}
	return vehicleHit(v, crew, ap, opts, d)
}

func vehicleHit(v *Vehicle, crew []*rules.Combatant, ap Dice, opts VehicleHitOptions, d dice.Source) (*VehicleHitResult, error) {
	aim, err := parseAimResult(opts.Aim)
	if err != nil {
		return nil, err
	}
	to, err := parseTo(opts.To)
	if err != nil {
		return nil, err
	}
	if v.Destroyed {
		return nil, rules.Errorf("klondike.error.vehicle_destroyed", map[string]any{"Name": v.Name})
	}
	if aim != "" && !v.applicable(aim, len(crew)) {
		return nil, rules.Errorf("klondike.error.vehicle_lacks", map[string]any{"Result": "klondike.vehicle.result." + aim})
	}
	states := make([]*State, len(crew))
	for i, c := range crew {
		if c == nil {
			return nil, rules.Errorf("klondike.error.no_target", nil)
		}
		if states[i], err = LoadState(c); err != nil {
			return nil, err
		}
	}
	res := &VehicleHitResult{Armor: v.Armor, SpeedBefore: v.Speed}
	res.APDice, res.AP = ap.Roll(d, make([]int, 0, ap.N))
	res.Penetrated = res.AP >= v.Armor
	if !res.Penetrated {
		res.SpeedAfter = v.Speed
		res.Outcomes = addOutcome(res.Outcomes, OutArmorStops)
		return res, nil
	}
	res.Outcomes = addOutcome(res.Outcomes, OutHit)
	switch {
	case res.AP >= 2*v.Armor && v.Armor >= 0 && res.AP > 0 && aim == "":
		// "Если результат превышает Броню техники вдвое или более,
		// бросайте сразу по столбцу критических повреждений."
		res.Critical, res.CritWhy = true, CritArmor
		a, b := d.Roll(6), d.Roll(6)
		res.CritRoll = []int{a, b}
		res.Rolled = criticalResult(a + b)
		res.Result = res.Rolled
	case aim != "":
		res.Aimed, res.Rolled, res.Result = true, aim, aim
	default:
		a, b := d.Roll(6), d.Roll(6)
		res.TableRoll = []int{a, b}
		res.Rolled = normalResult(a + b)
		if res.Rolled == "" {
			// "12 | Бросьте по таблице критических повреждений"
			res.Critical, res.CritWhy = true, CritTwelve
			c1, c2 := d.Roll(6), d.Roll(6)
			res.CritRoll = []int{c1, c2}
			res.Rolled = criticalResult(c1 + c2)
			res.Result = res.Rolled
		} else {
			res.Result = shiftDown(v, res.Rolled, len(crew), &res.Shifted)
			if res.Result != res.Rolled {
				res.ShiftedTo = res.Result
			}
		}
	}
	vc := vehicleCrew{crew: crew, states: states, to: to, instantDeath: opts.InstantDeath}
	applyVehicleResult(v, &vc, res.Result, d, res)
	res.SpeedAfter = v.Speed
	if v.Disabled() {
		// Nobody need take the controls of a vehicle that cannot move
		// (destroyed, knocked out, crashed, immobilised: speed 0).
		res.DriverDown = false
	}
	for i, c := range crew {
		if err := SaveState(c, states[i]); err != nil {
			return nil, err
		}
	}
	return res, nil
}

// shiftDown walks down the normal column from the rolled row to the first
// result the vehicle has.
func shiftDown(v *Vehicle, rolled string, aboard int, skipped *[]string) string {
	i := len(damageRows) - 1
	for ; i > 0 && damageRows[i] != rolled; i-- {
	}
	for ; i > 0 && !v.applicable(damageRows[i], aboard); i-- {
		*skipped = append(*skipped, damageRows[i])
	}
	return damageRows[i]
}

type vehicleCrew struct {
	crew         []*rules.Combatant
	states       []*State
	to           string
	instantDeath bool
}

// hit deals dmg dice to crew member i (armor protects as usual).
func (vc *vehicleCrew) hit(i int, x Dice, save *Roll, d dice.Source, res *VehicleHitResult) {
	h := CrewHit{Target: vc.crew[i].ID, Save: save}
	var total int
	h.Dice, total = x.Roll(d, make([]int, 0, x.N))
	rep := &DamageReport{}
	hurt(vc.crew[i], vc.states[i], damageIn{before: total, armor: armorOf(vc.crew[i]).Protection, to: vc.to, instantDeath: vc.instantDeath}, d, rep)
	h.Damage = rep
	res.Crew = append(res.Crew, h)
	for _, o := range rep.Outcomes {
		if o != OutHit {
			res.Outcomes = addOutcome(res.Outcomes, o)
		}
	}
	if i == 0 && vc.states[0].Out() {
		res.DriverDown = true
	}
}

// save rolls a characteristic check for crew member i.
func (vc *vehicleCrew) save(i int, key string, target int, d dice.Source) *Roll {
	r := &Roll{Target: target}
	r.setChar(vc.crew[i], vc.states[i], key)
	r.wounds(vc.states[i])
	r.roll(d)
	return r
}

var (
	dice3d6 = Dice{N: 3, Sides: 6}
	dice4d6 = Dice{N: 4, Sides: 6}
	dice6d6 = Dice{N: 6, Sides: 6}
)

// Aircraft control targets after a second hit to running gear or engine.
const (
	PilotGearTarget   = 6
	PilotEngineTarget = 8
)

// applyVehicleResult applies one table result. Dice per result: crew — the
// d6 count, then per person hit a pick die (when there is a choice) and
// 3d6; running gear/engine on an aircraft's second hit — the Pilot 2d6 and,
// on a crash, the critical column's 2d6 and its dice; knocked out — per
// person the END 2d6 and 3d6 on a failure (aircraft: 6d6/3d6 each, boats:
// d6 rounds to sink); critical crew — 4d6 each; destroyed — per person the
// DEX 2d6 and 6d6 on a failure.
func applyVehicleResult(v *Vehicle, vc *vehicleCrew, result string, d dice.Source, res *VehicleHitResult) {
	n := len(vc.crew)
	switch result {
	case ResBreach:
		// "Если техника была герметичной, она перестает быть таковой. Если
		// техника была плавучей, каждая пробоина уменьшает её скорость на
		// четверть и даёт штраф -1 к броскам управления."
		v.Breaches++
		v.Sealed = false
		if v.Kind == VehicleWater {
			v.Speed = max(v.Speed-v.BaseSpeed/4, 0)
		}
	case ResCrew:
		res.CrewDie = d.Roll(6)
		left := make([]int, n)
		for i := range left {
			left[i] = i
		}
		for k := 0; k < res.CrewDie && n > 0; k++ {
			var who int
			switch {
			case k < n && len(left) == 1:
				who = left[0]
				left = left[:0]
			case k < n:
				j := d.Roll(len(left)) - 1
				who = left[j]
				left = append(left[:j], left[j+1:]...)
			default:
				// "Если результат броска d6 больше, чем количество возможных
				// целей, распределите повторные попадания так же случайно."
				if n > 1 {
					who = d.Roll(n) - 1
				}
			}
			vc.hit(who, dice3d6, nil, d, res)
		}
	case ResCargo:
		v.CargoHits++
	case ResWeapons:
		v.WeaponsOut++
	case ResRunningGear, ResEngine:
		hits := &v.GearHits
		target := PilotGearTarget
		if result == ResEngine {
			hits, target = &v.EngineHits, PilotEngineTarget
		}
		*hits++
		if *hits == 1 {
			// "При первом попадании по этой области уменьшите скорость
			// техники вдвое" — cumulative between gear and engine.
			v.Speed /= 2
			return
		}
		v.Immobile, v.Speed = true, 0
		if v.Kind == VehicleAir {
			r := &Roll{Target: target}
			if n > 0 {
				r.setSkill(vc.crew[0], SkillPilot)
				r.mod("klondike.mod.control", v.ControlMod())
				r.wounds(vc.states[0])
			} else {
				r.Skill, r.SkillLevel, r.Untrained = SkillPilot, Untrained, true
			}
			r.roll(d)
			res.Pilot = r
			if !r.Success {
				crash(v, vc, d, res)
			}
		}
	case ResElectronics:
		v.ElectronicsOut = true
	case ResKnockedOut:
		knockOutVehicle(v, vc, d, res)
	case ResCrewAll:
		for i := range vc.crew {
			vc.hit(i, dice4d6, nil, d, res)
		}
	case ResDestroyed:
		v.Destroyed, v.Speed = true, 0
		res.Outcomes = addOutcome(res.Outcomes, OutVehicleWrecked)
		var out []*rules.Combatant
		for i := range vc.crew {
			s := vc.save(i, DEX, 8, d)
			if s.Success {
				res.Crew = append(res.Crew, CrewHit{Target: vc.crew[i].ID, Save: s, GotOut: true})
				out = append(out, vc.crew[i])
				continue
			}
			vc.hit(i, dice6d6, s, d, res)
		}
		// «получают 6d6 урона, если не пройдут бросок ЛОВ 8+, чтобы
		// покинуть технику»: who passes is out of the wreck, no longer aboard.
		for _, c := range out {
			_ = v.Leave(c)
		}
	}
}

// crash: an aircraft failing its Pilot roll crashes — "избежать крушения и
// броска по таблице критических повреждений".
func crash(v *Vehicle, vc *vehicleCrew, d dice.Source, res *VehicleHitResult) {
	res.Crash, res.Critical, res.CritWhy = true, true, CritCrash
	a, b := d.Roll(6), d.Roll(6)
	res.CritRoll = []int{a, b}
	r := criticalResult(a + b)
	res.Result = r
	applyVehicleResult(v, vc, r, d, res)
}

// knockOutVehicle: "не функционирует до полноценного ремонта … Все персонажи
// на борту должны пройти бросок ВЫН 6+ или получить 3d6 урона … Авиация
// терпит крушение, нанося экипажу 6d6 урона в случае высоко летящей авиации
// или 3d6 на бреющем полете. Водный транспорт … тонет через d6 боевых
// раундов." For aircraft the crash damage replaces the END roll.
func knockOutVehicle(v *Vehicle, vc *vehicleCrew, d dice.Source, res *VehicleHitResult) {
	v.KnockedOut, v.Speed = true, 0
	res.Outcomes = addOutcome(res.Outcomes, OutVehicleWrecked)
	if v.Kind == VehicleAir {
		v.Crashed = true
		res.Crash = true
		x := dice6d6
		if v.LowFlying {
			x = dice3d6
		}
		for i := range vc.crew {
			vc.hit(i, x, nil, d, res)
		}
		return
	}
	for i := range vc.crew {
		s := vc.save(i, END, 6, d)
		if s.Success {
			res.Crew = append(res.Crew, CrewHit{Target: vc.crew[i].ID, Save: s})
			continue
		}
		vc.hit(i, dice3d6, s, d, res)
	}
	if v.Kind == VehicleWater {
		// A boat already sinking keeps its count: a second knock-out does
		// not keep it afloat longer. The d6 is still drawn (dice order).
		if in := d.Roll(6); v.SinkIn == 0 {
			v.SinkIn = in
		}
		res.SinkIn = v.SinkIn
	}
}
