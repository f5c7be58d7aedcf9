package medieval

import (
	"fray/rules"
	"fray/rules/dice"
)

// LimbLossThreshold: «более 8 пунктов урона в область конечности за одну
// атаку» — more than this many wound points to one limb (or the head) in one
// hit takes it off (kills, for the head).
const LimbLossThreshold = 8

// LayerResult is what one armor layer did to a hit.
type LayerResult struct {
	Index     int  `json:"i"`   // 0 is the innermost layer
	SP        int  `json:"sp"`  // SP before the hit
	Effective int  `json:"eff"` // SP this hit faced (halved by AP, or by a blade on marked armor)
	Halved    bool `json:"halved,omitempty"`
	Hard      bool `json:"hard,omitempty"`
	Marked    bool `json:"marked,omitempty"`
	Bonus     int  `json:"bonus"`          // proportional bonus gained by adding this layer
	Combined  int  `json:"combined"`       // combined SP of the layers so far
	Worn      bool `json:"worn,omitempty"` // lost 1 SP to this penetrating hit
}

// DamageResult is a hit's damage from the dice to the wound track, with the
// saves it caused. Every number an embed shows is here.
type DamageResult struct {
	Location      Location `json:"loc"`                 // meaningless when Direct
	LocationRolls []int    `json:"loc_rolls,omitempty"` // d10s for the location (re-rolls included)
	Aimed         bool     `json:"aimed,omitempty"`
	Direct        bool     `json:"direct,omitempty"` // points put straight onto the track

	Dice   []int `json:"dice,omitempty"`
	Mod    int   `json:"mod,omitempty"`
	Rolled int   `json:"rolled"` // dice + mod, or the GM's amount

	AP      bool          `json:"ap,omitempty"`
	Blade   bool          `json:"blade,omitempty"`
	Layers  []LayerResult `json:"layers,omitempty"`
	ArmorSP int           `json:"armor_sp"` // combined SP of the location's armor (halved by AP)
	// APArmorFull: the combined SP of two or three layers before an AP hit
	// halved it (0 otherwise; one layer shows its halving on its own line).
	APArmorFull int `json:"ap_armor,omitempty"`
	Parry       int `json:"parry,omitempty"` // SP of the parrying weapon or shield
	ParryBonus  int `json:"parry_bonus,omitempty"`
	Cover       int `json:"cover,omitempty"` // SP of the cover (after AP halving)
	CoverBonus  int `json:"cover_bonus,omitempty"`
	SP          int `json:"sp"`      // everything combined: what the hit had to beat
	Stopped     int `json:"stopped"` // damage the armor, parry and cover stopped
	Passed      int `json:"passed"`  // damage through
	// StoppedBy names what stopped a hit that did no harm: StopArmor,
	// StopParry or StopCover — the first of armor, then parry, then cover
	// whose combined SP alone would have held it; "" when damage passed.
	StoppedBy string `json:"stopped_by,omitempty"`

	APHalved    int  `json:"ap_halved,omitempty"` // what was left after AP halved what passed
	HeadDoubled int  `json:"head,omitempty"`      // after the head's doubling
	BTM         int  `json:"btm"`                 // points BTM took off
	BTMFloor    bool `json:"btm_floor,omitempty"` // the minimum of 1 applied
	BTMTable    int  `json:"btm_table,omitempty"` // the target's BTM by BODY (RULES.md table)
	WoundPoints int  `json:"wp"`                  // points marked on the track

	WoundsBefore  int        `json:"before"`
	WoundsAfter   int        `json:"after"`
	Level         rules.Note `json:"level"`
	LimbLost      bool       `json:"limb_lost,omitempty"`
	HeadDestroyed bool       `json:"head_destroyed,omitempty"`

	Stun         SaveRoll `json:"stun"`                // Kind == "" when no stun save was rolled
	Hollywood    int      `json:"hollywood,omitempty"` // the d6 of the overacting table, 0 when none
	HollywoodKey string   `json:"hollywood_key,omitempty"`
	Death        SaveRoll `json:"death"` // Kind == "" when no death save was rolled

	Outcomes []string `json:"outcomes"`

	// Fixed storage the slices above point into, so a hit allocates nothing
	// beyond its result.
	locBuf   [4]int
	diceBuf  [12]int
	layerBuf [MaxLayers]LayerResult
	outBuf   [6]string
}

// Outcome words for the flavour layer.
const (
	OutHit        = "hit"
	OutMiss       = "miss"
	OutCritical   = "critical"
	OutFumble     = "fumble"
	OutArmorStops = "armor_stops"
	OutStunned    = "stunned"
	OutLimbLost   = "limb_lost"
	OutDying      = "dying"
	OutDead       = "dead"
	OutStabilized = "stabilized"
	OutRevived    = "revived"
)

// What stopped a harmless hit (DamageResult.StoppedBy).
const (
	StopArmor = "armor"
	StopParry = "parry"
	StopCover = "cover"
)

// hit is a hit that reached a location.
type hit struct {
	raw    int
	ap     bool
	blade  bool
	parry  int
	cover  int
	direct bool
}

// rollLocation rolls 1d10 on the location table, re-rolling hidden parts
// (the seed's low wall: «Проигнорируй его и соверши переброс») and lost limbs.
func (r *DamageResult) rollLocation(hidden LocSet, d dice.Source) {
	r.LocationRolls = r.locBuf[:0]
	for i := 0; ; i++ {
		f := d.Roll(10)
		r.LocationRolls = append(r.LocationRolls, f)
		r.Location = LocationFromRoll(f)
		// hidden never covers every location (checked by the caller); the
		// bound only protects against a source that repeats one face.
		if !hidden.Has(r.Location) || i >= 50 {
			return
		}
	}
}

// rollDamage rolls the damage dice: «суммируешь результаты … а затем добавить
// к результату» the modifier. Never below 0.
func (r *DamageResult) rollDamage(dmg DamageDice, d dice.Source) {
	r.Dice = r.diceBuf[:0]
	sum := 0
	for range dmg.N {
		f := d.Roll(dmg.Sides)
		r.Dice = append(r.Dice, f)
		sum += f
	}
	r.Mod = dmg.Mod
	r.Rolled = max(0, sum+dmg.Mod)
}

// apply runs the seed's damage order on target (RULES.md "Damage order"):
// AP halves SP and blades halve marked SP → combined SP (layers inside out,
// then parry, then cover, proportionally) → nothing through: no wound, no
// wear → the outermost layer wears by 1 → AP halves what passed (round down)
// → head doubles → BTM (never below 1) → the wound track, limb loss, then the
// stun save, the Hollywood d6 and a death save.
//
// The minimum of 1 belongs to every hit that got past the armor (and so wore
// it), an armor-piercing one whose halving left 0 included: 6 AP against
// SP 10 faces SP 5, passes 1, halves to 0 and still marks 1 wound point. A
// hit the armor wore at is no hit the armor stopped («если броня остановила
// атаку … не причинён вред» — and the converse).
func (r *DamageResult) apply(h hit, sh *rules.Sheet, st *State, d dice.Source) {
	r.Outcomes = r.outBuf[:0]
	r.AP, r.Blade, r.Direct = h.ap, h.blade, h.direct
	r.WoundsBefore = st.Wounds
	wp := h.raw
	if !h.direct {
		wp = r.throughArmor(h, st)
		if r.Passed > 0 {
			if r.Location == Head {
				wp *= 2
				r.HeadDoubled = wp
			}
			r.BTM = BTM(stat(sh, BODY))
			r.BTMTable = r.BTM
			after := wp - r.BTM
			if after < 1 {
				after, r.BTMFloor = 1, true
			}
			// Points BTM took off: none when the AP halving had already
			// left 0 and the minimum raised it to 1.
			r.BTM = max(0, wp-after)
			wp = after
		}
	}
	r.WoundPoints = wp
	r.mark(st, sh, d)
}

// throughArmor returns the damage that got past armor, parry and cover (after
// the AP halving), and wears the outermost layer.
func (r *DamageResult) throughArmor(h hit, st *State) int {
	stack := &st.Armor[r.Location]
	r.Layers = r.layerBuf[:0]
	combined := 0
	for i := 0; i < stack.N && i < MaxLayers; i++ {
		l := stack.Layers[i]
		lr := LayerResult{Index: i, SP: l.SP, Effective: l.SP, Hard: l.Hard, Marked: l.Marked}
		// A blade halves each marked layer («броня, отмеченная галочкой …
		// имеет половину эффективности ОС против клинкового оружия»).
		// Choice: AP and a blade do not compound — an AP hit halves the
		// armor's combined SP once, below, and no layer on its own.
		if !h.ap && h.blade && l.Marked {
			lr.Effective, lr.Halved = l.SP/2, true
		}
		combined, lr.Bonus = CombineSP(combined, lr.Effective)
		lr.Combined = combined
		r.Layers = append(r.Layers, lr)
	}
	if h.ap && len(r.Layers) > 0 {
		// «всякий раз при столкновении с Бронебойными, броня будет иметь
		// половину от общего значения ОС»: the layers combine
		// proportionally first, then the total is halved (round down, as
		// the seed's 10 → 5): torso 10 + 20 hard is 23, and 11 against AP.
		r.APArmorFull = combined
		combined /= 2
		if len(r.Layers) == 1 {
			// One layer: halving it is halving the total; the layer line
			// shows it as the seed's example does (SP 10 → 5).
			r.Layers[0].Effective, r.Layers[0].Halved, r.Layers[0].Combined = combined, true, combined
			r.APArmorFull = 0
		}
	}
	r.ArmorSP = combined
	total := combined
	if h.parry > 0 {
		r.Parry = h.parry
		total, r.ParryBonus = CombineSP(total, h.parry)
	}
	withParry := total
	if h.cover > 0 {
		// Choice: armor-piercing halves cover as it halves armor; blades do
		// not (cover is not "marked" armor).
		r.Cover = h.cover
		if h.ap {
			r.Cover = h.cover / 2
		}
		total, r.CoverBonus = CombineSP(total, r.Cover)
	}
	r.SP = total
	passed := h.raw - total
	if passed <= 0 {
		r.Stopped, r.Passed = h.raw, 0
		// «Укрытия позволяют тебе … позволяя чему-то ещё принимать огонь
		// на себя»: when the armor alone (then with the parry) would not
		// have held the hit, the cover (or the parry) stopped it.
		switch {
		case h.raw <= combined:
			r.StoppedBy = StopArmor
		case h.parry > 0 && h.raw <= withParry:
			r.StoppedBy = StopParry
		default:
			r.StoppedBy = StopCover
		}
		return 0
	}
	r.Stopped, r.Passed = total, passed
	// «Каждый раз, когда броня поражается пробивающей атакой … её
	// останавливающая способность уменьшается на 1 пункт»: the outermost
	// layer that still has SP.
	for i := stack.N - 1; i >= 0; i-- {
		if stack.Layers[i].SP > 0 {
			stack.Layers[i].SP--
			if i < len(r.Layers) {
				r.Layers[i].Worn = true
			}
			break
		}
	}
	if h.ap {
		// The seed's arrow: 30 vs SP 10 → SP 5 → 25 left → 25/2 = 12.
		passed /= 2
		r.APHalved = passed
	}
	return passed
}

// mark puts the wound points on the track and rolls what follows.
func (r *DamageResult) mark(st *State, sh *rules.Sheet, d dice.Source) {
	wp := r.WoundPoints
	if wp > 0 {
		r.Outcomes = append(r.Outcomes, OutHit)
		// «После стабилизации персонаж больше не подвергается опасности
		// смерти, пока не будет нанесено ещё одно ранение».
		st.Stabilized = false
		// A new wound may call for another death save this round.
		st.DeathSaved = false
	} else if !r.Direct {
		r.Outcomes = append(r.Outcomes, OutArmorStops)
	}
	st.Wounds += wp
	r.WoundsAfter = st.Wounds
	if wp > LimbLossThreshold && !r.Direct {
		if r.Location == Head {
			r.HeadDestroyed = true
			st.Dead, st.Killed = true, KilledHead
		} else if r.Location.IsLimb() && !st.Lost.Has(r.Location) {
			r.LimbLost = true
			st.Lost = st.Lost.With(r.Location)
			r.Outcomes = append(r.Outcomes, OutLimbLost)
		}
	}
	if st.Wounds > TrackMax {
		st.Dead = true
	}
	r.Level = LevelNote(st.Wounds, st.Dead)
	if st.Dead {
		st.Stunned, st.DeathPending = false, false
		r.Outcomes = append(r.Outcomes, OutDead)
		return
	}
	if wp <= 0 {
		return
	}
	body := stat(sh, BODY)
	// «Каждый раз, когда персонаж получает урон, он должен сделать спасбросок».
	r.Stun = rollSave(SaveStun, body, StunPenalty(st.Wounds), d)
	if !r.Stun.Passed {
		if !st.Stunned {
			st.Stunned, st.StunFresh = true, true
		}
		r.Outcomes = append(r.Outcomes, OutStunned)
		r.Hollywood = d.Roll(6)
		r.HollywoodKey = HollywoodKey(r.Hollywood)
	}
	// Mortal wounds call for a death save at once; a lost limb calls for one
	// «с ранением СМЕРТЕЛЬНОЕ 0» (or the worse Mortal the track shows).
	_, n := LevelOf(st.Wounds)
	if st.MortallyWounded() && !st.DeathPending {
		r.Death = rollSave(SaveDeath, body, n, d)
		if !r.Death.Passed {
			st.DeathPending = true
			r.Outcomes = append(r.Outcomes, OutDying)
		} else {
			st.DeathSaved = true // this round's (see State.DeathSaved)
		}
	}
}
