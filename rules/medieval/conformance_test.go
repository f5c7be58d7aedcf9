package medieval

import (
	"strconv"
	"strings"
	"testing"

	"fray/rules/dice"
	"fray/rules/rulestest"
)

// The conformance suite: other implementations' test vectors for the
// Interlock / Friday Night Firefight family (rules/testdata/README.md), each
// fed to this package's rules with scripted dice. A vector that agrees with
// our rules must give the peer's value; one that does not must give ours,
// and the peer's must really differ (else its flag is stale). Every failure
// names the vector's source.

type peerVector = rulestest.PeerVector

// peerHit is one GM damage hit (/damage) on a fresh fighter of that BODY and
// armor; faces are the dice after it (stun save, Hollywood d6, death save),
// all of which must be used.
func peerHit(t *testing.T, v *peerVector, body int, armor string, o DamageOptions, faces ...int) (*DamageResult, *State) {
	t.Helper()
	tg := fighter(t, 2, "", map[string]int{BODY: body}, armor)
	d := dice.NewScripted(faces...)
	r, err := Damage(o, tg, d)
	if err != nil {
		v.Fatalf(t, "Damage(%+v): %v", o, err)
	}
	if err := dice.Check(d); err != nil || d.Remaining() != 0 {
		// Not fatal: the caller's checks say what the dice order hides.
		v.Errorf(t, "Damage(%+v): dice %v, %d of %v left", o, err, d.Remaining(), faces)
	}
	return r, state(t, tg)
}

// peerSave rolls a save of kind with die for a fighter of that BODY at
// wounds wound points.
func peerSave(t *testing.T, v *peerVector, kind string, body, wounds, die int) (*SaveResult, error) {
	t.Helper()
	c := fighter(t, 2, "", map[string]int{BODY: body}, "")
	setState(t, c, func(s *State) { s.Wounds = wounds })
	return Save(SaveOptions{Kind: kind}, c, dice.NewScripted(die))
}

// peerLocations maps the peers' location names to ours.
var peerLocations = map[string]Location{
	"Head": Head, "head": Head, "Torso": Torso, "torso": Torso,
	"rArm": RightArm, "r_arm": RightArm, "rightArm": RightArm, "lArm": LeftArm, "leftArm": LeftArm,
	"rLeg": RightLeg, "rightLeg": RightLeg, "lLeg": LeftLeg, "leftLeg": LeftLeg,
}

func peerLocation(t *testing.T, v *peerVector, name string) Location {
	t.Helper()
	l, ok := peerLocations[name]
	if !ok {
		v.Fatalf(t, "unknown location %q", name)
	}
	return l
}

// rolledLocations puts each d10 through the location roll of a hit (a
// harmless one: amount 0, so no other die is drawn).
func rolledLocations(t *testing.T, v *peerVector, d10s []int) []string {
	t.Helper()
	var out []string
	for _, f := range d10s {
		r, _ := peerHit(t, v, 5, "", DamageOptions{Amount: 0}, f)
		out = append(out, r.Location.Key())
	}
	return out
}

// combinedSP is the location's SP against a hit, the layers listed inside
// out (the seed's «вычисляй в парах изнутри наружу»).
func combinedSP(t *testing.T, v *peerVector, layers []int) int {
	t.Helper()
	var spec []string
	for _, sp := range layers {
		spec = append(spec, "torso "+strconv.Itoa(sp))
	}
	r, _ := peerHit(t, v, 5, strings.Join(spec, "; "), DamageOptions{Amount: 0, Location: "torso"})
	return r.SP
}

func TestConformancePeerVectorsMedieval(t *testing.T) {
	rulestest.RunPeerVectors(t, "cyberpunk2020-fnff", medievalPeerChecks)
}

// layersDiffer checks a vector of armor layers at one location, listed
// inside out, that a peer combines otherwise: ours is want.
func layersDiffer(want int) rulestest.PeerCheck {
	return rulestest.Disagrees(func(t *testing.T, v *peerVector) {
		var in struct {
			Layers       []int `json:"layers_sp"`
			LayersInside []int `json:"layers_sp_inside_to_out"`
			Zone         string
		}
		var peer struct {
			SP int `json:"location_sp"`
		}
		v.Decode(t, &in, &peer)
		layers := in.Layers
		if layers == nil {
			layers = in.LayersInside
		}
		v.Differ(t, "combined SP", combinedSP(t, v, layers), want, peer.SP)
	})
}

// rulesLocations is RULES.md's hit-location table for d10 1…10: 1 head ·
// 2–4 torso · 5 right arm · 6 left arm · 7–8 right leg · 9–10 left leg.
var rulesLocations = []string{"head", "torso", "torso", "torso", "right_arm", "left_arm", "right_leg", "right_leg", "left_leg", "left_leg"}

var medievalPeerChecks = map[string]rulestest.PeerCheck{
	// «вычти меньший ОС из большего … «бонусное число», которые ты
	// добавляешь к большему ОС»: 14 − 10 = 4 → +5 → 19, not the sum.
	"Two armor layers on one location": layersDiffer(19),
	// «Если у тебя три слоя защиты … вычисляй в парах изнутри наружу»:
	// 10 & 20 → 20 + 3 = 23; 23 & 30 → 30 + 4 = 34 — not a bonus for every
	// pair (36), nor the best of every order (35).
	"Three proportional layers":                         layersDiffer(34),
	"Three layers: best ordering instead of inside-out": layersDiffer(34),

	"Body Type Modifier by BODY (peer unit test)": rulestest.Agrees(func(t *testing.T, v *peerVector) {
		var in struct{ Body []int }
		var want struct {
			BTM []int `json:"btm_magnitude"`
		}
		v.Decode(t, &in, &want)
		var ours []int
		for _, b := range in.Body {
			ours = append(ours, BTM(b))
		}
		v.Agree(t, "BTM by BODY", ours, want.BTM)
	}),

	"Damage equal to SP is stopped; one point over passes 1 and wears the armor": rulestest.Agrees(func(t *testing.T, v *peerVector) {
		var in struct {
			SP     int
			Damage []int
		}
		var want struct {
			Passed []int
			Worn   []bool `json:"armor_damaged"`
		}
		v.Decode(t, &in, &want)
		var passed []int
		var worn []bool
		for _, dmg := range in.Damage {
			// BODY 5: a point through is 1 wound point (Light), stun save 1 ≤ 5.
			var faces []int
			if dmg > in.SP {
				faces = []int{1}
			}
			r, st := peerHit(t, v, 5, "torso "+strconv.Itoa(in.SP), DamageOptions{Amount: dmg, Location: "torso"}, faces...)
			passed = append(passed, r.Passed)
			worn = append(worn, st.Armor[Torso].Layers[0].SP < in.SP)
		}
		v.Agree(t, "damage through", passed, want.Passed)
		v.Agree(t, "armor worn", worn, want.Worn)
	}),

	"Armor-piercing: SP halved, then the pass-through halved (rounding)": rulestest.Disagrees(func(t *testing.T, v *peerVector) {
		var in struct {
			AP     bool
			SP     []int
			Damage []int
		}
		var want struct {
			AfterAP []int `json:"damage_after_ap_before_btm"`
		}
		v.Decode(t, &in, &want)
		if !in.AP || len(in.SP) != len(in.Damage) {
			v.Fatalf(t, "input %+v", in)
		}
		var ours []int
		for i := range in.SP {
			// BODY 10 (BTM 4): every case ends Light or Serious, stun save 1.
			r, _ := peerHit(t, v, 10, "torso "+strconv.Itoa(in.SP[i]), DamageOptions{Amount: in.Damage[i], Location: "torso", AP: true}, 1)
			ours = append(ours, r.APHalved)
		}
		// The seed rounds the halved pass-through down: «Оставшиеся 25 очков
		// урона дополнительно уменьшены до 12 (25/2 = 12,5)». 6 vs SP 10:
		// SP 5, 1 through, ½ → 0; 10 vs SP 8: SP 4, 6 through, ½ → 3.
		v.Differ(t, "damage after the AP halving, before BTM", ours, []int{0, 3, 12}, want.AfterAP)
		// The 0 of the first case is no stopped hit: 1 point got past the
		// armor and wore it, so BTM's minimum makes it 1 wound point at any
		// BODY (RULES.md: BTM «reduces damage that got past armor, never
		// below 1»).
		for _, body := range []int{2, 6, 10} {
			r, st := peerHit(t, v, body, "torso "+strconv.Itoa(in.SP[0]), DamageOptions{Amount: in.Damage[0], Location: "torso", AP: true}, 1)
			if r.WoundPoints != 1 || st.Wounds != 1 || r.StoppedBy != "" || has(r.Outcomes, OutArmorStops) || st.Armor[Torso].Layers[0].SP != in.SP[0]-1 {
				v.Errorf(t, "BODY %d, %d AP vs SP %d: %d wound points (want 1), stopped by %q, outcomes %v, SP after %d",
					body, in.Damage[0], in.SP[0], r.WoundPoints, r.StoppedBy, r.Outcomes, st.Armor[Torso].Layers[0].SP)
			}
		}
	}),

	"BTM floor and the 'part destroyed' threshold": rulestest.Disagrees(func(t *testing.T, v *peerVector) {
		var in struct {
			AfterArmor []int `json:"damage_after_armor"`
			BTM        int
		}
		var want struct {
			WP        []int  `json:"wound_points"`
			Destroyed []bool `json:"body_part_destroyed"`
		}
		v.Decode(t, &in, &want)
		if BTM(6) != in.BTM {
			v.Fatalf(t, "BODY 6 has BTM %d, the vector %d", BTM(6), in.BTM)
		}
		// The peer destroys the part at any location; ours only takes limbs.
		for _, loc := range []string{"right arm", "torso"} {
			var wp []int
			var destroyed []bool
			for _, dmg := range in.AfterArmor {
				// No armor: the amount is what got past it. Stun saves 1 ≤ 6 − penalty.
				r, st := peerHit(t, v, 6, "", DamageOptions{Amount: dmg, Location: loc}, 1)
				wp = append(wp, r.WoundPoints)
				destroyed = append(destroyed, r.LimbLost || r.HeadDestroyed || st.Lost != 0)
			}
			// BTM never below 1: 2 − 2 → 1. «более 8 пунктов урона в
			// область конечности … отсекается»: 8 keeps the limb.
			v.Differ(t, loc+": wound points", wp, []int{1, 7, 8}, want.WP)
			v.Differ(t, loc+": part destroyed", destroyed, []bool{false, false, false}, want.Destroyed)
		}
	}),

	"Wound level and stun-save target from wound points": rulestest.Disagrees(func(t *testing.T, v *peerVector) {
		var in struct {
			Body int
			WP   []int `json:"wound_points"`
		}
		var want struct {
			State   []string
			Penalty []int
			Target  []int `json:"save_target"`
		}
		v.Decode(t, &in, &want)
		peerLevel := map[string]string{"Seriously damaged": "serious", "Critically damaged": "critical", "Mortally wounded": "mortal"}
		var peerLevels, levels []string
		for _, s := range want.State {
			peerLevels = append(peerLevels, peerLevel[s])
		}
		var penalty, target []int
		for _, wp := range in.WP {
			lvl, _ := LevelOf(wp)
			levels = append(levels, lvl.Key())
			r, err := peerSave(t, v, SaveStun, in.Body, wp, 1)
			if err != nil {
				v.Fatalf(t, "stun save at %d: %v", wp, err)
			}
			penalty = append(penalty, r.Roll.Penalty)
			target = append(target, r.Roll.Target)
		}
		// RULES.md: Light 1–4, Serious 5–8, Critical 9–12, Mortal 0 13–16,
		// Mortal 1 17–20 (the seed: «20 очков урона … Смертельное 1»); stun
		// penalty Light 0, Serious 1, Critical 2, Mortal N → 3 + N.
		v.Differ(t, "level", levels, []string{"light", "serious", "critical", "mortal"}, peerLevels)
		v.Differ(t, "stun penalty", penalty, []int{0, 1, 2, 4}, want.Penalty)
		v.Differ(t, "stun save target", target, []int{10, 9, 8, 6}, want.Target)
		// The death save is its own: BODY − N, 10 − 1 = 9 at 20 points.
		r, err := peerSave(t, v, SaveDeath, in.Body, 20, 1)
		if err != nil || r.Roll.Target != 9 {
			v.Errorf(t, "death save at 20 points: %+v, %v; want target 9", r, err)
		}
	}),

	"d10 hit-location table": rulestest.Disagrees(func(t *testing.T, v *peerVector) {
		var in struct{ D10 []int }
		var want struct{ Location []string }
		v.Decode(t, &in, &want)
		var peer []string
		for _, n := range want.Location {
			peer = append(peer, peerLocation(t, v, n).Key())
		}
		// The peer swaps the legs.
		v.Differ(t, "locations", rolledLocations(t, v, in.D10), rulesLocations, peer)
	}),

	"Stun and death save thresholds": rulestest.Agrees(func(t *testing.T, v *peerVector) {
		var in struct {
			Body int
			WP   []int `json:"wound_points"`
		}
		var want struct {
			State []int `json:"wound_state"`
			Stun  []int `json:"stun_threshold"`
			Death []int `json:"death_threshold"`
		}
		v.Decode(t, &in, &want)
		var states, stun, death, peerDeath []int
		for i, wp := range in.WP {
			// The wound state as the peer counts it: Light 1, Serious 2,
			// Critical 3, Mortal N 4 + N.
			lvl, n := LevelOf(wp)
			states = append(states, int(lvl)+n)
			r, err := peerSave(t, v, SaveStun, in.Body, wp, 1)
			if err != nil {
				v.Fatalf(t, "stun save at %d: %v", wp, err)
			}
			stun = append(stun, r.Roll.Target)
			// Ours rolls a death save only at Mortal (the peer's number
			// below Mortal 0 has no use); there it is BODY − N.
			r, err = peerSave(t, v, SaveDeath, in.Body, wp, 1)
			if !IsMortal(wp) {
				if ke := userKey(err); ke != ErrKeyNotMortal {
					v.Errorf(t, "death save at %d points: %v, want refused (%s)", wp, err, ErrKeyNotMortal)
				}
				continue
			}
			if err != nil {
				v.Fatalf(t, "death save at %d: %v", wp, err)
			}
			death = append(death, r.Roll.Target)
			peerDeath = append(peerDeath, want.Death[i])
		}
		v.Agree(t, "wound state", states, want.State)
		v.Agree(t, "stun save target", stun, want.Stun)
		v.Agree(t, "death save target (Mortal only)", death, peerDeath)
		if len(death) == 0 {
			v.Errorf(t, "no Mortal case among %v", in.WP)
		}
	}),

	"The seed's armor-piercing arrow": rulestest.Agrees(func(t *testing.T, v *peerVector) {
		var in struct {
			Damage, SP, Body int
			AP               bool
			Location         string
		}
		var want struct {
			WP    int `json:"wound_points"`
			Level string
		}
		v.Decode(t, &in, &want)
		// Critical: stun save 1 ≤ 6 − 2.
		r, _ := peerHit(t, v, in.Body, "torso "+strconv.Itoa(in.SP), DamageOptions{Amount: in.Damage, Location: in.Location, AP: in.AP}, 1)
		lvl, _ := LevelOf(r.WoundsAfter)
		v.Agree(t, "wound points", r.WoundPoints, want.WP)
		v.Agree(t, "level", lvl.Key(), strings.ToLower(want.Level))
	}),

	"Head hit: order of doubling and BTM": rulestest.Disagrees(func(t *testing.T, v *peerVector) {
		var in struct {
			Damage, SP, Body int
			Location         string
		}
		var want struct {
			WP    int `json:"wound_points"`
			Fatal bool
		}
		v.Decode(t, &in, &want)
		r, st := peerHit(t, v, in.Body, "head "+strconv.Itoa(in.SP), DamageOptions{Amount: in.Damage, Location: in.Location})
		// RULES.md's order: SP, then the head doubles, then BTM: (10 − 4) × 2
		// − 2 = 10; the peer takes BTM first: (6 − 2) × 2 = 8.
		v.Differ(t, "wound points", r.WoundPoints, 10, want.WP)
		// «Ранение этого типа в голову убивает автоматически»: both kill.
		v.Agree(t, "fatal", r.HeadDestroyed && st.Dead, want.Fatal)
		// The note's other case: 9 vs SP 4 is (5 × 2) − 2 = 8 here (6 in the
		// peer), and 8 is not more than 8: alive. Serious: stun 1 ≤ 7 − 1.
		r, st = peerHit(t, v, in.Body, "head "+strconv.Itoa(in.SP), DamageOptions{Amount: 9, Location: in.Location}, 1)
		if r.WoundPoints != 8 || st.Dead {
			v.Errorf(t, "9 vs SP 4 to the head: %d wound points, dead %v; want 8, alive", r.WoundPoints, st.Dead)
		}
	}),

	"Single-wound threshold for limb loss / head death": rulestest.Disagrees(func(t *testing.T, v *peerVector) {
		var in struct {
			WP       int      `json:"wound_points_one_hit"`
			Location []string `json:"location"`
		}
		var want struct {
			Save      []bool `json:"immediate_mortal_save"`
			HeadFatal bool   `json:"head_fatal"`
		}
		v.Decode(t, &in, &want)
		var saves []bool
		headFatal := false
		for _, name := range in.Location {
			loc := peerLocation(t, v, name)
			amount := in.WP
			if loc == Head {
				amount = in.WP / 2 // doubled to the vector's 8
			}
			// BODY 2: BTM 0, so the hit marks exactly 8 (Serious: stun 1 ≤ 2 − 1).
			r, st := peerHit(t, v, 2, "", DamageOptions{Amount: amount, Location: loc.Key()}, 1)
			if r.WoundPoints != in.WP {
				v.Fatalf(t, "%s: %d wound points, want %d", name, r.WoundPoints, in.WP)
			}
			saves = append(saves, r.Death.Kind != "")
			if loc == Head {
				headFatal = r.HeadDestroyed || st.Dead
			}
		}
		// «более 8 пунктов урона» — strictly more: 8 takes no limb, calls
		// for no death save and does not kill through the head.
		v.Differ(t, "immediate death save", saves, []bool{false, false, false}, want.Save)
		v.Differ(t, "8 to the head kills", headFatal, false, want.HeadFatal)
	}),

	"Armor-piercing rounding and order of head doubling (executed)": rulestest.Disagrees(func(t *testing.T, v *peerVector) {
		var in struct {
			Cases []struct {
				Damage, SP, Body int
				AP               bool
				Location         string
			}
		}
		var want struct {
			WP      []int `json:"wound_points"`
			SPAfter []int `json:"sp_after"`
		}
		v.Decode(t, &in, &want)
		var wp, spAfter []int
		for _, c := range in.Cases {
			var faces []int
			if c.Location != "head" {
				faces = []int{1} // Critical at BODY 6: stun 1 ≤ 4
			}
			r, st := peerHit(t, v, c.Body, c.Location+" "+strconv.Itoa(c.SP), DamageOptions{Amount: c.Damage, Location: c.Location, AP: c.AP}, faces...)
			wp = append(wp, r.WoundPoints)
			spAfter = append(spAfter, st.Armor[r.Location].Layers[0].SP)
		}
		// The seed's arrow rounds down to 12 (− BTM 2 = 10); the head
		// doubles after the AP halving: 15 vs SP 2 → 13 → 6 → 12 → − 2 = 10.
		v.Differ(t, "wound points", wp, []int{10, 10}, want.WP)
		v.Agree(t, "SP after one penetrating hit", spAfter, want.SPAfter)
	}),

	"Over 8 to a limb or the head: loss gated by a stun save (executed)": rulestest.Disagrees(func(t *testing.T, v *peerVector) {
		var in struct {
			Cases []struct {
				Location string
				Raw, SP  int
				Body     int
				StunD10  int `json:"stun_save_d10"`
			}
		}
		var want struct {
			WP      []int    `json:"wound_points"`
			Severed []bool   `json:"severed_or_dead"`
			State   []string `json:"state"`
		}
		v.Decode(t, &in, &want)
		var wp []int
		var severed []bool
		var states []string
		for _, c := range in.Cases {
			loc := peerLocation(t, v, c.Location)
			armor := ""
			if c.SP > 0 {
				armor = loc.Key() + " " + strconv.Itoa(c.SP)
			}
			// The peer's stun d10, then (for a lost limb) the death save at
			// Mortal 0: 3 ≤ 6 passes. A destroyed head rolls nothing.
			var faces []int
			if loc != Head {
				faces = []int{c.StunD10, 3}
			}
			r, st := peerHit(t, v, c.Body, armor, DamageOptions{Amount: c.Raw, Location: loc.Key()}, faces...)
			wp = append(wp, r.WoundPoints)
			severed = append(severed, r.LimbLost || r.HeadDestroyed)
			if st.Dead {
				states = append(states, "dead")
			} else {
				states = append(states, "active")
			}
		}
		v.Agree(t, "wound points", wp, want.WP)
		// «более 8 пунктов урона в область конечности … отсекается … Ранение
		// этого типа в голову убивает автоматически»: no save stands between.
		v.Differ(t, "limb lost or head destroyed", severed, []bool{true, true}, want.Severed)
		v.Differ(t, "state", states, []string{"active", "dead"}, want.State)
	}),

	"Combining two SP values (peer test)": rulestest.Agrees(func(t *testing.T, v *peerVector) {
		var in struct{ Pairs [][2]int }
		var want struct {
			SP []int `json:"combined_sp"`
		}
		v.Decode(t, &in, &want)
		var ours []int
		for _, p := range in.Pairs {
			ours = append(ours, combinedSP(t, v, p[:]))
		}
		v.Agree(t, "combined SP", ours, want.SP)
	}),

	"Armor wear with two layers on a penetrating hit": rulestest.Disagrees(func(t *testing.T, v *peerVector) {
		var in struct {
			Location string
			Layers   []int `json:"layers_sp_inside_to_out"`
			Pen      bool  `json:"penetrated"`
			Settings map[string]bool
		}
		var want struct {
			After []int `json:"layers_sp_after"`
		}
		v.Decode(t, &in, &want)
		loc := peerLocation(t, v, in.Location)
		var spec []string
		for _, sp := range in.Layers {
			spec = append(spec, loc.Key()+" "+strconv.Itoa(sp))
		}
		// 30 against the combined 19 passes 11; BODY 5: 9 wound points
		// (Critical), stun 1 ≤ 5 − 2.
		r, st := peerHit(t, v, 5, strings.Join(spec, "; "), DamageOptions{Amount: 30, Location: loc.Key()}, 1)
		if r.Passed == 0 || !in.Pen {
			v.Fatalf(t, "the hit did not penetrate: %+v", r)
		}
		var after []int
		for i := range in.Layers {
			after = append(after, st.Armor[loc].Layers[i].SP)
		}
		// RULES.md: «Each penetrating hit lowers that location's outermost
		// layer by 1 SP».
		v.Differ(t, "layers' SP after the hit", after, []int{10, 13}, want.After)
	}),

	"Head hit with default settings (bar scenario: 10 vs SP 4, BODY 7)": rulestest.Disagrees(func(t *testing.T, v *peerVector) {
		var in struct {
			Damage, SP, Body int
			Location         string
			Settings         map[string]bool
		}
		var want struct {
			Net  int `json:"net_damage"`
			Dead bool
		}
		v.Decode(t, &in, &want)
		loc := peerLocation(t, v, in.Location)
		r, st := peerHit(t, v, in.Body, loc.Key()+" "+strconv.Itoa(in.SP), DamageOptions{Amount: in.Damage, Location: loc.Key()})
		// «Попадания в голову: всегда удваивает урон» before BTM, and more
		// than 8 to the head kills: 10 points, dead.
		v.Differ(t, "wound points", r.WoundPoints, 10, want.Net)
		v.Differ(t, "dead", st.Dead, true, want.Dead)
	}),

	"Death-save target deep in the Mortal track": rulestest.Disagrees(func(t *testing.T, v *peerVector) {
		var in struct {
			Body int
			WP   int `json:"wound_points"`
		}
		var want struct {
			Target int `json:"death_threshold"`
		}
		v.Decode(t, &in, &want)
		r, err := peerSave(t, v, SaveDeath, in.Body, in.WP, 1)
		if err != nil {
			v.Fatalf(t, "death save at %d: %v", in.WP, err)
		}
		// «Смертельные ранения оцениваются от 0 до 8»: 45 points is Mortal 8,
		// 10 − 8 = 2.
		v.Differ(t, "death save target", r.Roll.Target, 2, want.Target)
	}),

	"Hit location and damage in a damage-charting tool": rulestest.Disagrees(func(t *testing.T, v *peerVector) {
		var in struct{ D10 []int }
		var want struct {
			Location []string
			Damage   string
		}
		v.Decode(t, &in, &want)
		var peer []string
		for _, n := range want.Location {
			peer = append(peer, peerLocation(t, v, n).Key())
		}
		// Torso only on 2, the arms on 3–6.
		v.Differ(t, "locations", rolledLocations(t, v, in.D10), rulesLocations, peer)
		// The peer's damage is the formula it names; played here with 5
		// against SP 4 at BODY 6 (BTM 2): the peer's max(0, 5 − 4 − 2) = 0,
		// ours the minimum of 1. And no head doubling there: 10 vs SP 4 at
		// BODY 7 is 4 in the peer, 10 (and dead) here.
		if want.Damage != "max(0, raw - locationSP - btm)" {
			v.Fatalf(t, "the peer's damage formula changed: %q", want.Damage)
		}
		peerDamage := func(raw, sp, body int) int { return max(0, raw-sp-BTM(body)) }
		r, _ := peerHit(t, v, 6, "torso 4", DamageOptions{Amount: 5, Location: "torso"}, 1)
		v.Differ(t, "5 vs SP 4, BODY 6", r.WoundPoints, 1, peerDamage(5, 4, 6))
		r, _ = peerHit(t, v, 7, "head 4", DamageOptions{Amount: 10, Location: "head"})
		v.Differ(t, "10 vs SP 4 to the head, BODY 7", r.WoundPoints, 10, peerDamage(10, 4, 7))
	}),
}
