package klondike

import (
	"fray/rules"
	"fray/rules/dice"
)

// Recovery times, in minutes of fiction time.
const (
	EndPointMinutes = 10      // "1 очко Выносливости восстановится за каждые 10 минут"
	CareMinutes     = 30      // "полчаса внимания персонажа с навыком Медицины не меньше 1 и аптечкой"
	DayMinutes      = 24 * 60 // "либо отлежаться сутки"
	MaxAdvance      = 365 * DayMinutes
)

// Medicine levels the seed asks for.
const (
	CareMedicine    = 1 // medical care after END fell to 0
	BedRestMedicine = 2 // "под присмотром медика (навык Медицины 2 или лучше)"
)

// HealOptions mirror /heal: medical care by a medic with a kit.
type HealOptions struct {
	Kit bool // a medical kit is at hand
}

// HealResult reports what care restored.
type HealResult struct {
	Minutes  int      `json:"minutes"`
	Str      int      `json:"str"`
	Dex      int      `json:"dex"`
	End      int      `json:"end"`
	Level    string   `json:"level"`
	Outcomes []string `json:"outcomes,omitempty"`
}

// Heal gives medical care: half an hour of a medic with Medicine 1+ and a
// kit "восстановят Выносливость до изначального значения и восстановят Силу
// или Ловкость, если они не упали до нуля". The dying need surgery. No dice.
func Heal(patient, medic *rules.Combatant, opts HealOptions) (*HealResult, error) {
	if medic == nil || skillLevel(medic, SkillMedicine) < CareMedicine {
		return nil, rules.Errorf("klondike.error.medic_skill", map[string]any{"Need": CareMedicine})
	}
	if !opts.Kit {
		return nil, rules.Errorf("klondike.error.no_kit", nil)
	}
	if err := CanAct(medic); err != nil {
		// «полчаса внимания персонажа с навыком Медицины»: a medic out
		// of the fight gives none.
		return nil, err
	}
	s, err := LoadState(patient)
	if err != nil {
		return nil, err
	}
	switch {
	case s.Dead:
		return nil, rules.Errorf("klondike.error.target_dead", map[string]any{"Name": patient.Name})
	case s.Dying:
		return nil, rules.Errorf("klondike.error.needs_surgery", nil)
	case s.Pending > 0:
		// The damage came before the care: placing it afterwards would
		// wound a patient the medic has just patched up.
		return nil, rules.Errorf("klondike.error.pending_first", map[string]any{"Name": patient.Name, "Amount": s.Pending})
	case nothingToTreat(s):
		// Care restores END, and STR/DEX that did not fall to 0: with
		// all of them whole there is nothing for the half hour to do.
		if s.StrBroken || s.DexBroken {
			return nil, rules.Errorf("klondike.error.care_bed_rest", map[string]any{"Name": patient.Name, "Need": BedRestMedicine, "TargetOpt": rules.OptionValue(patient.Name), "MedicOpt": rules.OptionValue(medic.Name)})
		}
		return nil, rules.Errorf("klondike.error.nothing_to_treat", map[string]any{"Name": patient.Name})
	}
	restore(s)
	res := &HealResult{Minutes: CareMinutes, Str: s.Str, Dex: s.Dex, End: s.End, Level: levelKey(s)}
	return res, SaveState(patient, s)
}

// nothingToTreat: care (restore) would change nothing — END whole, STR
// and DEX whole or fallen to 0 (bed rest's business), no wound level it
// clears.
func nothingToTreat(s *State) bool {
	return s.End == s.OrigEnd && !s.Wounded && !s.Shock &&
		(s.Str == s.OrigStr || s.StrBroken) && (s.Dex == s.OrigDex || s.DexBroken) &&
		!(s.Seriously && !s.StrBroken && !s.DexBroken)
}

// restore is care or a day's rest: END to its original value, STR and DEX
// too unless they fell to 0.
func restore(s *State) {
	s.End, s.EndClock, s.Wounded, s.Shock = s.OrigEnd, 0, false, false
	if !s.StrBroken {
		s.Str = s.OrigStr
	}
	if !s.DexBroken {
		s.Dex = s.OrigDex
	}
	settle(s)
}

// settle clears the wound levels the current values no longer justify.
func settle(s *State) {
	if !s.StrBroken && !s.DexBroken {
		s.Seriously = false
	}
	if s.End > 0 && s.End == s.OrigEnd {
		s.Wounded = false
	}
}

// TimeOptions mirror /time: fiction time passes for a combatant.
type TimeOptions struct {
	Minutes  int
	Medicine int  // the Medicine level of the medic tending them; Untrained (−3) when none
	Supplies bool // medical supplies without a medic: recovery at half speed
	Rest     bool // the time is spent lying down (days of rest count)
}

// TimeResult reports what the time did.
type TimeResult struct {
	Minutes int           `json:"minutes"`
	Str     int           `json:"str"`
	Dex     int           `json:"dex"`
	End     int           `json:"end"`
	Level   string        `json:"level"`
	Events  []rules.Event `json:"events,omitempty"`
	// Outcomes for the flavour line: revived (woke up), dead (the hour ran out).
	Outcomes []string `json:"outcomes,omitempty"`
}

// AdvanceTime lets fiction time pass for c: waking up, dying past the hour,
// END returning a point per 10 minutes when it did not fall to 0, a day of
// rest restoring END (and STR/DEX not at 0), and STR/DEX at 0 returning a
// point a day under a Medicine 2+ medic up to half (rounded up), fully the
// next day — every two days with supplies but no medic. No dice.
func AdvanceTime(c *rules.Combatant, opts TimeOptions) (*TimeResult, error) {
	if opts.Minutes < 0 || opts.Minutes > MaxAdvance {
		return nil, rules.Errorf("klondike.error.minutes", map[string]any{"Max": MaxAdvance})
	}
	s, err := LoadState(c)
	if err != nil {
		return nil, err
	}
	res := &TimeResult{Minutes: opts.Minutes}
	res.Events = tick(c, s, opts.Minutes*60)
	for _, ev := range res.Events {
		switch ev.Note.Key {
		case "klondike.event.wake":
			res.Outcomes = addOutcome(res.Outcomes, OutRevived)
		case "klondike.event.died":
			res.Outcomes = addOutcome(res.Outcomes, OutDead)
		}
	}
	if s.Shock && opts.Minutes > 0 {
		s.Shock, s.ShockTurnSeen = false, false
	}
	if s.Suppressing && opts.Minutes > 0 {
		// «Огонь по области оканчивается в начале вашего следующего
		// хода»: a minute of fiction time is many rounds.
		s.Suppressing, s.SuppressFree, s.SuppressWeapon = false, 0, ""
		res.Events = append(res.Events, rules.Event{Combatant: c.ID, Note: rules.Note{Key: "klondike.event.suppress_end"}})
	}
	if !s.Dead && !s.Dying {
		// END not at 0 recovers by itself.
		if !s.Wounded && s.End < s.OrigEnd {
			s.EndClock += opts.Minutes
			gain := s.EndClock / EndPointMinutes
			s.EndClock %= EndPointMinutes
			s.End = min(s.End+gain, s.OrigEnd)
			if s.End == s.OrigEnd {
				s.EndClock = 0
			}
		}
		if opts.Rest {
			s.DayClock += opts.Minutes
			for s.DayClock >= DayMinutes {
				s.DayClock -= DayMinutes
				restDay(s, opts)
			}
		}
	}
	settle(s)
	res.Str, res.Dex, res.End, res.Level = s.Str, s.Dex, s.End, levelKey(s)
	return res, SaveState(c, s)
}

// restDay is one day in bed.
func restDay(s *State, opts TimeOptions) {
	restore(s) // "либо отлежаться сутки"
	medic := opts.Medicine >= BedRestMedicine
	if !medic && !opts.Supplies {
		return
	}
	step := func(cur *int, orig int, broken *bool, days *int) {
		if !*broken {
			return
		}
		*days++
		if !medic && *days%2 != 0 {
			return // "в 2 раза медленнее"
		}
		*cur = bedPoint(*cur, orig)
		if *cur >= orig {
			*cur, *broken, *days = orig, false, 0
		}
	}
	step(&s.Str, s.OrigStr, &s.StrBroken, &s.StrDays)
	step(&s.Dex, s.OrigDex, &s.DexBroken, &s.DexDays)
	if s.Unconscious && s.Str > 0 && s.Dex > 0 && s.WakeSeconds == 0 {
		s.Unconscious = false
	}
}

// bedPoint is a characteristic fallen to 0 after one more day of bed rest
// that counts: «по одному очку характеристики вплоть до половины (с
// округлением вверх), по достижении этого значения следующий день
// восстановит её полностью».
func bedPoint(cur, orig int) int {
	if cur >= (orig+1)/2 {
		return orig
	}
	return cur + 1
}

// Outlook is what heals a character next between fights, by the clocks
// AdvanceTime, Heal and restDay keep: the minutes of /time each next step
// is away. A field's zero value means it does not apply.
type Outlook struct {
	// DyingMinutes: dying, the minutes left of the surgeon's hour
	// (DyingLimitSeconds), rounded up — /time of that many kills.
	DyingMinutes int
	// WakeMinutes: unconscious, the minutes until it comes to (WakeSeconds,
	// rounded up).
	WakeMinutes int
	// EndCare: END fell to 0 (Wounded) and comes back only with care or a
	// day's rest, BedMinutes from now if lying up.
	EndCare bool
	// EndNext and EndFull: END coming back by itself, a point per
	// EndPointMinutes — the minutes to its next point and to its original.
	EndNext, EndFull int
	// StrNext and DexNext: STR or DEX fell to 0, the value the next day of
	// bed rest under a medic (BedRestMedicine) brings, BedMinutes from now.
	StrNext, DexNext int
	// BedMinutes: the minutes of lying up left to the next day's rest
	// (DayMinutes less DayClock), when EndCare, StrNext or DexNext.
	BedMinutes int
}

// Outlook reads s's recovery clocks. The dead heal no more, and the dying
// wait for surgery alone: nothing else recovers before it. No dice.
func (s *State) Outlook() Outlook {
	var o Outlook
	switch {
	case s.Dead:
		return o
	case s.Dying:
		o.DyingMinutes = ceilMinutes(max(DyingLimitSeconds-s.DyingSeconds, 1))
		return o
	}
	if s.Unconscious && s.WakeSeconds > 0 {
		o.WakeMinutes = ceilMinutes(s.WakeSeconds)
	}
	switch {
	case s.End >= s.OrigEnd:
	case s.Wounded:
		o.EndCare = true
	default:
		o.EndNext = EndPointMinutes - s.EndClock
		o.EndFull = (s.OrigEnd-s.End)*EndPointMinutes - s.EndClock
	}
	if s.StrBroken {
		o.StrNext = bedPoint(s.Str, s.OrigStr)
	}
	if s.DexBroken {
		o.DexNext = bedPoint(s.Dex, s.OrigDex)
	}
	if o.EndCare || o.StrNext > 0 || o.DexNext > 0 {
		o.BedMinutes = DayMinutes - s.DayClock
	}
	return o
}

// ceilMinutes is seconds as whole minutes of /time, rounded up.
func ceilMinutes(seconds int) int { return (seconds + 59) / 60 }

// Surgery places: "в поле со штрафом -4 или в любом сухом и относительно
// чистом месте со штрафом -2"; an infirmary has no penalty.
func parsePlace(s string) (int, string, error) {
	switch normName(s) {
	case "field", "поле", "в поле":
		return -4, "field", nil
	case "clean", "dry", "чисто", "сухое место", "чистое место":
		return -2, "clean", nil
	case "", "infirmary", "hospital", "лазарет", "больница":
		return 0, "infirmary", nil
	}
	return 0, "", rules.Errorf("klondike.error.bad_place", map[string]any{"Place": s})
}

// SurgeryOptions mirror /surgery.
type SurgeryOptions struct {
	Place    string // field|clean|infirmary
	Modifier int
}

// Lost parts (surgery 8–10).
const (
	PartLeg = "leg"
	PartArm = "arm"
	PartEye = "eye"
)

// SurgeryResult is a resolved operation.
type SurgeryResult struct {
	Roll  Roll   `json:"roll"` // 2d6 + Medicine + place; read against the table, not a target
	Place string `json:"place"`
	Band  string `json:"band"` // "dead" (≤5), "weakened" (6–7), "maimed" (8–10), "recovered" (11+)
	// Weakened: the d6 lost from each original STR, DEX, END (in that order).
	Losses []int `json:"losses,omitempty"`
	// Maimed: the d6 on the loss table, and for a 1 the characteristic and
	// the d6 points; for 2–6 the part lost.
	MaimDie  int      `json:"maim_die,omitempty"`
	LostStat string   `json:"lost_stat,omitempty"`
	LostBy   int      `json:"lost_by,omitempty"`
	LostPart string   `json:"lost_part,omitempty"`
	OrigStr  int      `json:"orig_str"`
	OrigDex  int      `json:"orig_dex"`
	OrigEnd  int      `json:"orig_end"`
	Dead     bool     `json:"dead"`
	Outcomes []string `json:"outcomes,omitempty"`
}

// Surgery operates on a dying patient within the hour: 2d6 + Medicine
// (−4 field, −2 clean) — 5 or less dead; 6–7 every physical characteristic
// loses d6 (0 = dead); 8–10 loses (1) d6 of a random physical
// characteristic, (2–3) a leg, (4–5) an arm, (6) an eye; 11+ lives as before.
// Survivors recover as Seriously wounded. Dice: 2d6, then for 6–7 a d6 each
// for STR, DEX, END; for 8–10 the d6 table, and on a 1 a d3 for the
// characteristic (STR, DEX, END) and a d6 for the loss.
func Surgery(patient, medic *rules.Combatant, opts SurgeryOptions, d dice.Source) (*SurgeryResult, error) {
	if err := validMod(opts.Modifier); err != nil {
		return nil, err
	}
	placeMod, place, err := parsePlace(opts.Place)
	if err != nil {
		return nil, err
	}
	if medic == nil || skillLevel(medic, SkillMedicine) == Untrained {
		// «Medicine 0+» read oddly: surgery needs the skill at all.
		return nil, rules.Errorf("klondike.error.medic_trained", nil)
	}
	if medic == patient {
		return nil, rules.Errorf("klondike.error.self", nil)
	}
	s, err := LoadState(patient)
	if err != nil {
		return nil, err
	}
	switch {
	case s.Dead:
		return nil, rules.Errorf("klondike.error.target_dead", map[string]any{"Name": patient.Name})
	case !s.Dying:
		return nil, rules.Errorf("klondike.error.not_dying", map[string]any{"Name": patient.Name})
	}
	ms, err := LoadState(medic)
	if err != nil {
		return nil, err
	}
	if ms.Out() {
		return nil, ms.outError()
	}
	res := &SurgeryResult{Place: place}
	r := &res.Roll
	r.setSkill(medic, SkillMedicine)
	r.personal(ms)
	r.mod("klondike.mod.place_"+place, placeMod)
	r.mod("klondike.mod.modifier", opts.Modifier)
	r.roll(d)
	orig := [3]*int{&s.OrigStr, &s.OrigDex, &s.OrigEnd}
	switch t := r.Total; {
	case t <= 5:
		res.Band, res.Dead = "dead", true
	case t <= 7:
		res.Band = "weakened"
		for _, o := range orig {
			l := d.Roll(6)
			res.Losses = append(res.Losses, l)
			*o = max(*o-l, 0)
			if *o == 0 {
				res.Dead = true
			}
		}
	case t <= 10:
		res.Band = "maimed"
		res.MaimDie = d.Roll(6)
		switch res.MaimDie {
		case 1:
			k := d.Roll(3) - 1
			res.LostStat = [3]string{STR, DEX, END}[k]
			res.LostBy = d.Roll(6)
			*orig[k] = max(*orig[k]-res.LostBy, 0)
			res.Dead = *orig[k] == 0
		case 2, 3:
			res.LostPart = PartLeg
		case 4, 5:
			res.LostPart = PartArm
		default:
			res.LostPart = PartEye
		}
		if res.LostPart != "" {
			s.Lost = append(s.Lost, res.LostPart)
			res.Outcomes = addOutcome(res.Outcomes, OutLimbLost)
		}
	default:
		res.Band = "recovered"
	}
	res.OrigStr, res.OrigDex, res.OrigEnd = s.OrigStr, s.OrigDex, s.OrigEnd
	s.Dying = false
	if res.Dead {
		s.Dead = true
		res.Outcomes = addOutcome(res.Outcomes, OutDead)
	} else {
		// "восстанавливаться как при Тяжелом Ранении": STR and DEX recover by
		// days of bed rest, END by care or a day's rest. The seed gives no
		// waking time after surgery; the patient is awake.
		s.Stabilized, s.Seriously, s.Wounded = true, true, true
		s.StrBroken, s.DexBroken = true, true
		s.Unconscious, s.WakeSeconds, s.DyingSeconds = false, 0, 0
		res.Outcomes = addOutcome(res.Outcomes, OutStabilized)
	}
	if err := SaveState(medic, ms); err != nil {
		return nil, err
	}
	return res, SaveState(patient, s)
}

// BetweenFights clears from c's state what lasts only while a fight runs,
// for a character the channel's party keeps between fights: the shock
// («находится в шоке 1 раунд» — the round is long over), the turn's
// actions and their declarations (aim, support, overwatch and who watches,
// a charge, cleaves, the leader's bonus), wrestling, suppressive fire,
// lying prone, and the marks of a surprise. It leaves what the seed lets
// outlast the fight: the characteristics and wound levels, being
// unconscious or dying and their clocks, death, what surgery took,
// damage still waiting for the player's STR/DEX choice, ammunition and
// the recovery clocks. The state is left as a fresh one starts (two
// actions, not yet had a turn), so a later fight takes it in as it takes a
// newcomer. No dice.
func BetweenFights(c *rules.Combatant) error {
	s, err := LoadState(c)
	if err != nil {
		return err
	}
	s.Shock, s.ShockTurnSeen, s.OutNoted, s.Caught = false, false, false, false
	s.ActionsLeft, s.Fresh, s.DivePending, s.FullAutoUsed = PerTurn, true, false, false
	s.Aim, s.Support, s.Overwatch, s.Charged, s.LeadBonus, s.CleaveReady = 0, 0, false, false, 0, false
	s.Watchers, s.WatchStrikes, s.WatchThrows, s.ChargedBy = nil, nil, nil, nil
	s.Cleaves = max(skillLevel(c, SkillMelee), 0)
	s.Grappling, s.GrappleWon, s.GrappleEffect, s.GrapplePending = 0, false, 0, 0
	s.Suppressing, s.SuppressFree, s.SuppressWeapon = false, 0, ""
	s.Prone = false
	return SaveState(c, s)
}
