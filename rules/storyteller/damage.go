package storyteller

import (
	"fray/rules"
	"fray/rules/dice"
)

// DamageResult is one damage roll, its soak and what reached the track.
type DamageResult struct {
	Target int        `json:"target"`
	Type   DamageType `json:"type"`
	Base   int        `json:"base"`            // weapon or Strength dice (or the GM's pool)
	Extra  int        `json:"extra"`           // attack successes beyond the first (or a strafe's share)
	Added  int        `json:"added,omitempty"` // the GM's damage dice for this attack (AttackOptions.DamageDice)
	Roll   Roll       `json:"roll"`            // difficulty 6; 1s cancel nothing

	SoakStamina int  `json:"soak_sta"` // Stamina dice in the soak pool
	SoakArmor   int  `json:"soak_arm"` // armor rating dice in the soak pool
	Soak        Roll `json:"soak"`

	Levels      int      `json:"levels"` // health levels marked (damage successes − soak successes)
	Wound       Wound    `json:"wound"`
	LevelBefore string   `json:"before"`
	LevelAfter  string   `json:"after"`
	Penalty     int      `json:"penalty"` // the new level's pool penalty
	Dizzied     bool     `json:"dizzied,omitempty"`
	Outcomes    []string `json:"outcomes,omitempty"`
}

// soakPool is what c soaks damage of type t with: «Mortals soak bashing with
// Stamina and bashing/lethal with armor; supernatural beings also soak lethal
// with Stamina; aggravated is soaked only by a character flagged able to»
// (RULES.md).
func soakPool(c *rules.Combatant, t DamageType) (stamina, armor int) {
	sh := &c.Sheet
	if StaminaSoaks(sh, t) {
		stamina = stat(sh, Stamina)
	}
	if t != Aggravated || sh.Flags[FlagSoakAggravated] {
		armor = ArmorRating(sh)
	}
	return stamina, armor
}

// ArmorRating is the rating of the armor on the sheet (0 for none or an
// unreadable one), whether or not it soaks the damage at hand: a reply can
// then say that a vest did not count against aggravated damage.
func ArmorRating(sh *rules.Sheet) int {
	if a, err := parseArmor(sh.Armor); err == nil {
		return a.Rating
	}
	return 0
}

// StaminaSoaks reports whether the sheet's Stamina joins its soak pool
// against damage of type t (soakPool): bashing always, lethal for a
// supernatural being, aggravated only with the gift. A reply shows why a
// Stamina the sheet has is missing from the pool.
func StaminaSoaks(sh *rules.Sheet, t DamageType) bool {
	return t == Bashing || (t == Lethal && supernatural(sh)) || (t == Aggravated && sh.Flags[FlagSoakAggravated])
}

// dealDamage rolls a damage pool against c, then c's soak (skipped when the
// damage scored nothing), marks the levels left and checks dizzied: «Если ваш
// урон превышает значение Выносливости жертвы (для людей) или Выносливость +2
// (для сверхъестественных существ), жертва считается ошеломленной. Учитываются
// … только успешные баллы, которые превышают способность жертвы поглотить
// повреждения».
func dealDamage(src dice.Source, c *rules.Combatant, st *State, t DamageType, base, extra, added int) DamageResult {
	r := DamageResult{Target: c.ID, Type: t, Base: base, Extra: extra, Added: added, LevelBefore: st.Level().Key}
	r.Roll = rollDamage(src, base+extra+added)
	r.SoakStamina, r.SoakArmor = soakPool(c, t)
	if r.Roll.Successes > 0 {
		r.Soak = rollDamage(src, r.SoakStamina+r.SoakArmor)
	} else {
		r.Soak = Roll{Pool: r.SoakStamina + r.SoakArmor, Difficulty: BaseDifficulty, NoRoll: true}
	}
	r.Levels = max(r.Roll.Successes-r.Soak.Successes, 0)
	markLevels(c, st, &r)
	return r
}

// markLevels puts r.Levels on the track and fills in the consequences.
func markLevels(c *rules.Combatant, st *State, r *DamageResult) {
	wasOut := st.Incapacitated()
	r.Wound = st.applyDamage(r.Type, r.Levels)
	lv := st.Level()
	r.LevelAfter, r.Penalty = lv.Key, lv.Penalty
	limit := stat(&c.Sheet, Stamina)
	if supernatural(&c.Sheet) {
		limit += 2
	}
	if r.Levels > limit && !st.Dead {
		r.Dizzied = true
		st.Dizzied, st.DizzySeen = true, false
		r.Outcomes = addOutcome(r.Outcomes, OutcomeStunned)
	}
	switch {
	case st.Dead:
		r.Outcomes = addOutcome(r.Outcomes, OutcomeDead)
	case st.Incapacitated() && !wasOut:
		if st.Aggravated+st.Lethal >= st.Boxes() {
			r.Outcomes = addOutcome(r.Outcomes, OutcomeDying)
		} else {
			r.Outcomes = addOutcome(r.Outcomes, OutcomeUnconscious)
		}
	}
}

// DamageOptions mirror /damage: either Levels straight onto the track or a
// Pool rolled and soaked.
type DamageOptions struct {
	Levels int
	Pool   int
	Type   string // bashing, lethal, aggravated (Russian too); empty: lethal
}

// Damage is the GM's /damage.
func Damage(o DamageOptions, target *rules.Combatant, src dice.Source) (DamageResult, error) {
	t := Lethal
	if o.Type != "" {
		var err error
		if t, err = ParseDamageType(o.Type); err != nil {
			return DamageResult{}, err
		}
	}
	if (o.Levels > 0) == (o.Pool > 0) || o.Levels < 0 || o.Pool < 0 {
		return DamageResult{}, rules.Errorf("storyteller.error.damage_amount", nil)
	}
	if o.Levels > MaxPool || o.Pool > MaxPool {
		return DamageResult{}, rules.Errorf("storyteller.error.too_many", map[string]any{"Max": MaxPool})
	}
	st, err := LoadState(target)
	if err != nil {
		return DamageResult{}, err
	}
	if st.Dead {
		// As an attack on the dead is refused: more levels past «Смерть»
		// change nothing but the recap's count of damage taken.
		return DamageResult{}, rules.Errorf("storyteller.error.target_dead", map[string]any{"Name": target.Name})
	}
	var r DamageResult
	if o.Levels > 0 {
		r = DamageResult{Target: target.ID, Type: t, Levels: o.Levels, LevelBefore: st.Level().Key}
		markLevels(target, st, &r)
	} else {
		r = dealDamage(src, target, st, t, o.Pool, 0, 0)
	}
	return r, SaveState(target, st)
}

// HealOptions mirror /heal.
type HealOptions struct {
	Levels int
	Type   string // empty: the lightest boxes first
}

// HealResult is what /heal (or Faith) did.
type HealResult struct {
	Target      int      `json:"target"`
	Healed      int      `json:"healed"`
	FaithSpent  int      `json:"faith,omitempty"`
	LevelBefore string   `json:"before"`
	LevelAfter  string   `json:"after"`
	Penalty     int      `json:"penalty"`
	Outcomes    []string `json:"outcomes,omitempty"`
}

// Heal is the GM's /heal: it removes levels of a type (any type: time heals
// even aggravated damage).
func Heal(o HealOptions, target *rules.Combatant) (HealResult, error) {
	t, err := healType(o)
	if err != nil {
		return HealResult{}, err
	}
	st, err := LoadState(target)
	if err != nil {
		return HealResult{}, err
	}
	if st.Dead {
		// Healing mends the living; a blow dealt by mistake is taken back
		// with /combat undo, not healed.
		return HealResult{}, rules.Errorf("storyteller.error.heal_dead", map[string]any{"Name": target.Name})
	}
	r := heal(st, target, t, o.Levels)
	if r.Healed == 0 {
		// Nothing of that type on the track: a refusal that says so, not a
		// public "healed 0 levels" that changes nothing (FaithHeal does the same).
		return HealResult{}, nothingToHeal(target, t)
	}
	return r, SaveState(target, st)
}

// nothingToHeal refuses healing of a type c has no boxes of.
func nothingToHeal(c *rules.Combatant, t DamageType) error {
	key := "storyteller.error.nothing_to_heal"
	switch t {
	case Bashing:
		key = "storyteller.error.nothing_to_heal_bashing"
	case Lethal:
		key = "storyteller.error.nothing_to_heal_lethal"
	case Aggravated:
		key = "storyteller.error.nothing_to_heal_aggravated"
	}
	return rules.Errorf(key, map[string]any{"Name": c.Name})
}

func healType(o HealOptions) (DamageType, error) {
	if o.Levels <= 0 || o.Levels > MaxPool {
		return "", rules.Errorf("storyteller.error.heal_amount", map[string]any{"Max": MaxPool})
	}
	if o.Type == "" {
		return "", nil
	}
	return ParseDamageType(o.Type)
}

func heal(st *State, c *rules.Combatant, t DamageType, n int) HealResult {
	r := HealResult{Target: c.ID, LevelBefore: st.Level().Key}
	wasDown := st.Incapacitated()
	r.Healed = st.heal(t, n)
	lv := st.Level()
	r.LevelAfter, r.Penalty = lv.Key, lv.Penalty
	if wasDown && !st.Incapacitated() {
		r.Outcomes = append(r.Outcomes, OutcomeRevived)
	}
	return r
}
