package klondike

import (
	"fray/rules"
	"fray/rules/dice"
)

// Overflow choices: where damage past END goes.
const (
	ToSTR = "str"
	ToDEX = "dex"
)

// Wake units.
const (
	UnitMinutes = "minutes"
	UnitHours   = "hours"
)

// DamageReport is damage applied to one combatant.
type DamageReport struct {
	Target      int  `json:"target"` // combatant ID
	Before      int  `json:"before"` // damage before armor
	Armor       int  `json:"armor"`  // Protection subtracted (0 when ignored)
	After       int  `json:"after"`  // damage that got through
	Knockdown   bool `json:"knockdown,omitempty"`
	ToEnd       int  `json:"to_end"`
	ToStr       int  `json:"to_str"`
	ToDex       int  `json:"to_dex"`
	Pending     int  `json:"pending,omitempty"` // waiting for the player's STR/DEX choice
	Str         int  `json:"str"`               // current values after the damage
	Dex         int  `json:"dex"`
	End         int  `json:"end"`
	Shock       bool `json:"shock,omitempty"`
	Wounded     bool `json:"wounded,omitempty"`   // newly Wounded
	Seriously   bool `json:"seriously,omitempty"` // newly Seriously wounded
	Unconscious bool `json:"unconscious,omitempty"`
	// WakeRoll is the roll against original END when the character falls
	// unconscious: 8+ wakes in WakeIn minutes, else WakeIn hours.
	WakeRoll *Roll    `json:"wake_roll,omitempty"`
	WakeIn   int      `json:"wake_in,omitempty"`
	WakeUnit string   `json:"wake_unit,omitempty"`
	Dying    bool     `json:"dying,omitempty"`
	Dead     bool     `json:"dead,omitempty"`
	Level    string   `json:"level"` // health level key after the damage
	Outcomes []string `json:"outcomes,omitempty"`
}

// damageIn is what a damage source hands to hurt.
type damageIn struct {
	before       int
	armor        int
	to           string // "", ToSTR, ToDEX
	instantDeath bool
	noKnockdown  bool
}

// hurt applies damage to c (state s): knockdown against damage before armor,
// then armor, then END first, then STR or DEX. The rolls for falling
// unconscious are drawn from d. The caller saves s.
func hurt(c *rules.Combatant, s *State, in damageIn, d dice.Source, r *DamageReport) {
	r.Target = c.ID
	r.Before = max(in.before, 0)
	r.Armor = max(in.armor, 0)
	r.After = max(r.Before-r.Armor, 0)
	// Knockdown: "если урон до брони равен или превышает удвоенную Ловкость
	// персонажа, то его сбивает с ног, вне зависимости от того, получил он
	// урон или нет".
	if !in.noKnockdown && r.Before > 0 && r.Before >= 2*s.Dex && !s.Dead {
		r.Knockdown = true
		s.Prone = true
		r.Outcomes = addOutcome(r.Outcomes, OutKnockdown)
	}
	rest := r.After
	if rest > 0 && s.End > 0 {
		take := min(rest, s.End)
		s.End -= take
		r.ToEnd = take
		rest -= take
		if s.End == 0 {
			// "персонаж находится в шоке 1 раунд … После этого до излечения
			// он Ранен и получает штраф -1 на все броски."
			s.Shock, s.ShockTurnSeen = true, false
			r.Shock = true
			r.Outcomes = addOutcome(r.Outcomes, OutStunned)
			if !s.Wounded {
				s.Wounded, r.Wounded = true, true
			}
		}
	}
	if rest > 0 {
		to := in.to
		if to == "" && c.Owner != "" && !choiceMoot(s) {
			s.Pending += rest
			s.PendingDeath = s.PendingDeath || in.instantDeath
			r.Pending = s.Pending
		} else {
			if to == "" {
				to = npcChoice(s)
			}
			overflow(c, s, rest, to, in.instantDeath, d, r)
		}
	}
	finishReport(s, r)
	if r.After > 0 {
		r.Outcomes = addOutcome(r.Outcomes, OutHit)
	}
}

// choiceMoot: the player's STR/DEX choice («на выбор игрока, по Силе или
// Ловкости») changes nothing when one of the two is already at 0 and the
// character is already out (unconscious, dying, dead), or both are at 0:
// overflow fills whichever is left, and no unconsciousness roll is owed (it
// was drawn when the first reached 0), so the damage is placed at once
// instead of asking a choice that has no answer — a dying character's
// reply read "⏳ 9 points of damage: choose STR or DEX" with both at 0.
// A character awake with one at 0 (woken, operated on) still chooses: the
// roll for falling unconscious would be drawn, and it stays where it was.
func choiceMoot(s *State) bool {
	if s.Str > 0 && s.Dex > 0 {
		return false
	}
	return (s.Str <= 0 && s.Dex <= 0) || s.Unconscious || s.Dying || s.Dead
}

// npcChoice picks where an NPC's overflow goes: the higher of STR and DEX
// (STR on a tie), so the NPC stays standing as long as it can.
func npcChoice(s *State) string {
	if s.Dex > s.Str {
		return ToDEX
	}
	return ToSTR
}

// overflow puts damage past END into the chosen stat, and on into the other
// when that one reaches 0.
func overflow(c *rules.Combatant, s *State, rest int, to string, instantDeath bool, d dice.Source, r *DamageReport) {
	first, second := &s.Str, &s.Dex
	firstTo, secondTo := &r.ToStr, &r.ToDex
	if to == ToDEX {
		first, second = second, first
		firstTo, secondTo = secondTo, firstTo
	}
	firstBroken, secondBroken := &s.StrBroken, &s.DexBroken
	if to == ToDEX {
		firstBroken, secondBroken = secondBroken, firstBroken
	}
	for _, p := range [2]struct {
		v, log *int
		broken *bool
	}{{first, firstTo, firstBroken}, {second, secondTo, secondBroken}} {
		if rest <= 0 || *p.v <= 0 {
			continue
		}
		take := min(rest, *p.v)
		*p.v -= take
		*p.log += take
		rest -= take
		if *p.v == 0 {
			*p.broken = true
			knockOut(s, d, r)
		}
	}
	if s.Str == 0 && s.Dex == 0 && s.End == 0 && !s.Dying && !s.Dead {
		// "Если все три характеристики упали до нуля - персонаж при смерти."
		if instantDeath {
			s.Dead, r.Dead = true, true
		} else {
			s.Dying, r.Dying = true, true
			s.DyingSeconds = 0
		}
		s.Unconscious = true
		// The same hit may have taken STR to 0 first and drawn the roll to
		// come round («придет в себя через д6 минут … часов»); at 0/0/0 the
		// character is dying, not waking, so that roll does not stand.
		// Its dice stay drawn: the order of the dice is unchanged.
		r.WakeRoll, r.WakeIn, r.WakeUnit = nil, 0, ""
		s.WakeSeconds = 0
	}
}

// knockOut handles STR or DEX reaching 0: unconscious, a roll against
// original END (2d6 + its DM, 8+) wakes in d6 minutes, else d6 hours; in
// any case Seriously wounded.
func knockOut(s *State, d dice.Source, r *DamageReport) {
	if !s.Seriously {
		s.Seriously, r.Seriously = true, true
	}
	if s.Unconscious || s.Dying || s.Dead {
		return
	}
	s.Unconscious, r.Unconscious = true, true
	roll := &Roll{Characteristic: END, CharValue: s.OrigEnd, CharDM: DM(s.OrigEnd), Target: DefaultTarget}
	roll.roll(d)
	r.WakeRoll = roll
	r.WakeIn = d.Roll(6)
	if roll.Success {
		r.WakeUnit = UnitMinutes
		s.WakeSeconds = r.WakeIn * 60
	} else {
		r.WakeUnit = UnitHours
		s.WakeSeconds = r.WakeIn * 3600
	}
}

func finishReport(s *State, r *DamageReport) {
	r.Str, r.Dex, r.End = s.Str, s.Dex, s.End
	r.Level = levelKey(s)
	if r.Unconscious {
		r.Outcomes = addOutcome(r.Outcomes, OutUnconscious)
	}
	if r.Dying {
		r.Outcomes = addOutcome(r.Outcomes, OutDying)
	}
	if r.Dead {
		r.Outcomes = addOutcome(r.Outcomes, OutDead)
	}
}

// DamageOptions mirror /damage (GM): raw damage before armor.
type DamageOptions struct {
	Amount       int    // damage before armor, 0..1000
	To           string // str|dex (Russian сил|лов): where damage past END goes
	AP           int    // refused unless 0: AP (ПТ) dice are for vehicles, not personal armor
	IgnoreArmor  bool   // apply the amount as it is
	InstantDeath bool   // the channel's optional rule: all three at 0 is death
}

// parseTo reads the overflow choice.
func parseTo(s string) (string, error) {
	switch normName(s) {
	case "":
		return "", nil
	case "str", "сил", "сила", "strength":
		return ToSTR, nil
	case "dex", "лов", "ловкость", "dexterity":
		return ToDEX, nil
	}
	return "", rules.Errorf("klondike.error.bad_to", map[string]any{"To": s})
}

// Damage applies /damage to target: armor (less AP), knockdown, END, then
// STR/DEX. Dice: only the unconsciousness roll (2d6, then d6) if STR or DEX
// reaches 0.
func Damage(target *rules.Combatant, opts DamageOptions, d dice.Source) (*DamageReport, error) {
	if opts.Amount < 0 || opts.Amount > 1000 {
		return nil, rules.Errorf("klondike.error.amount", map[string]any{"Max": 1000})
	}
	if opts.AP != 0 {
		// The seed's armor piercing is a vehicle's: «атаки оружием,
		// способным повредить её (Тег ПТ) должны преодолеть значение
		// Брони»; a person's armor always protects («из него вычитается
		// Защита надетой на нём брони»).
		return nil, rules.Errorf("klondike.error.damage_ap", map[string]any{"AP": opts.AP})
	}
	to, err := parseTo(opts.To)
	if err != nil {
		return nil, err
	}
	s, err := LoadState(target)
	if err != nil {
		return nil, err
	}
	armor := 0
	if !opts.IgnoreArmor {
		armor = max(armorOf(target).Protection-opts.AP, 0)
	}
	r := &DamageReport{}
	hurt(target, s, damageIn{before: opts.Amount, armor: armor, to: to, instantDeath: opts.InstantDeath}, d, r)
	if r.After == 0 && opts.Amount > 0 {
		r.Outcomes = addOutcome(r.Outcomes, OutArmorStops)
	}
	if err := SaveState(target, s); err != nil {
		return nil, err
	}
	return r, nil
}

// ChooseOptions mirror the STR/DEX buttons on a damage embed.
type ChooseOptions struct {
	To           string // str|dex
	InstantDeath bool
}

// ChooseDamage applies the damage waiting for the player's choice (State.Pending)
// to STR or DEX, spilling into the other at 0. Dice: the unconsciousness roll.
func ChooseDamage(target *rules.Combatant, opts ChooseOptions, d dice.Source) (*DamageReport, error) {
	to, err := parseTo(opts.To)
	if err != nil {
		return nil, err
	}
	if to == "" {
		return nil, rules.Errorf("klondike.error.bad_to", map[string]any{"To": opts.To})
	}
	s, err := LoadState(target)
	if err != nil {
		return nil, err
	}
	if s.Pending <= 0 {
		return nil, rules.Errorf("klondike.error.nothing_pending", nil)
	}
	r := &DamageReport{Target: target.ID}
	rest := s.Pending
	s.Pending, s.PendingDeath = 0, false
	overflow(target, s, rest, to, opts.InstantDeath, d, r)
	finishReport(s, r)
	if err := SaveState(target, s); err != nil {
		return nil, err
	}
	return r, nil
}

// placePending puts damage still waiting for the player's STR/DEX choice
// where an NPC's would go (the higher of the two, STR on a tie): the seed
// lets the player choose ("на выбор игрока, по Силе или Ловкости"), but the
// damage was taken this round, so it cannot stay unplaced past its end.
// The caller saves s. Dice: the unconsciousness roll. Returns nil when
// nothing was waiting.
func placePending(c *rules.Combatant, s *State, d dice.Source) *DamageReport {
	if s.Pending <= 0 || s.Dead {
		s.Pending, s.PendingDeath = 0, false
		return nil
	}
	r := &DamageReport{Target: c.ID}
	rest, death := s.Pending, s.PendingDeath
	s.Pending, s.PendingDeath = 0, false
	overflow(c, s, rest, npcChoice(s), death, d, r)
	finishReport(s, r)
	return r
}
