package storyteller

import "fray/rules"

// Recovery: time outside a fight. The seed says only that it is slow
// («Полное восстановление здоровья может занять месяцы», «Штрафы остаются в
// силе до полного исцеления от ран»); RULES.md fills in the classic table:
// bashing heals a level an hour through Wounded, then Mauled 3 hours,
// Crippled 6 hours, Incapacitated 12 hours; lethal — Bruised 1 day, Hurt
// 3 days, Injured 1 week, Wounded 1 month, Mauled 2 months, Crippled and
// Incapacitated 3 months each; aggravated heals like lethal. The worst
// level heals first. A month here is 30 days: the seed and RULES.md name no
// calendar, and a fixed count makes two short rests add up to one long one.

// Hours in the table's longer spans.
const (
	HoursDay   = 24
	HoursWeek  = 7 * HoursDay
	HoursMonth = 30 * HoursDay
)

// MaxRestHours bounds one /time outside a fight: a year of fiction, more
// than the 281 days a track full of lethal takes to heal.
const MaxRestHours = 365 * HoursDay

// bashingHours and lethalHours are the hours that heal the box at each
// level, by the level's key (the short NPC track's levels share them).
var bashingHours = map[string]int{
	"bruised": 1, "hurt": 1, "injured": 1, "wounded": 1,
	"mauled": 3, "crippled": 6, "incapacitated": 12,
}

var lethalHours = map[string]int{
	"bruised": HoursDay, "hurt": 3 * HoursDay, "injured": HoursWeek, "wounded": HoursMonth,
	"mauled": 2 * HoursMonth, "crippled": 3 * HoursMonth, "incapacitated": 3 * HoursMonth,
}

// worstBox is the deepest marked box: its level and its type. Boxes are
// ordered aggravated > lethal > bashing from the top of the track, so the
// deepest holds bashing while there is any, then lethal, then aggravated.
func (s *State) worstBox() (Level, DamageType, bool) {
	n := min(s.Filled(), s.Boxes())
	if n <= 0 || s.Dead {
		return Level{}, "", false
	}
	t := Aggravated
	switch {
	case s.Bashing > 0:
		t = Bashing
	case s.Lethal > 0:
		t = Lethal
	}
	return s.track()[n-1], t, true
}

// HealHours is the time, in hours, that heals the worst marked box of s
// (0 when nothing heals: unhurt or dead).
func (s *State) HealHours() int {
	lv, t, ok := s.worstBox()
	if !ok {
		return 0
	}
	if t == Bashing {
		return bashingHours[lv.Key]
	}
	return lethalHours[lv.Key]
}

// NextHeal is what the hours heal next: the worst marked box's level and
// type, and the hours still needed for it — HealHours less the hours
// already spent toward it (Mend). ok is false when no hour heals anything:
// unhurt, dead, or bleeding (an open wound heals nothing until treated).
func (s *State) NextHeal() (lv Level, t DamageType, hours int, ok bool) {
	if s.Bleeding() {
		return Level{}, "", 0, false
	}
	lv, t, ok = s.worstBox()
	need := s.HealHours()
	if !ok || need <= 0 {
		return Level{}, "", 0, false
	}
	// Mend stays below the box's time (the hour that reaches it heals the
	// box); a stored state where it does not heals with the next hour.
	return lv, t, max(need-s.Mend, 1), true
}

// RestOptions mirror /time (or /rest) outside a fight.
type RestOptions struct {
	Hours int
}

// RestResult is what the hours did to one character.
type RestResult struct {
	Combatant   int    `json:"c"`
	Hours       int    `json:"hours"`
	Bled        int    `json:"bled"` // lethal levels lost to bleeding
	Bashing     int    `json:"b"`    // boxes healed, by type
	Lethal      int    `json:"l"`
	Aggravated  int    `json:"a"`
	LevelBefore string `json:"before"`
	LevelAfter  string `json:"after"`
	Penalty     int    `json:"penalty"`
	Bleeding    bool   `json:"bleeding"` // still bleeding afterwards
	// Next is the hours still needed to heal the worst box left (0: none
	// to heal).
	Next     int      `json:"next"`
	Revived  bool     `json:"revived,omitempty"` // healed out of Incapacitated
	Outcomes []string `json:"outcomes,omitempty"`
}

// Healed is the boxes healed of every type.
func (r *RestResult) Healed() int { return r.Bashing + r.Lethal + r.Aggravated }

// Rest lets hours pass for c outside a fight, hour by hour. An untreated
// wound at Wounded or worse bleeds a lethal level each hour («получает
// дополнительный уровень летальных повреждений каждый час, пока не будет
// оказана медицинская помощь») and heals nothing meanwhile: the wound is
// open. Otherwise each hour counts toward the worst box (State.Mend) and
// heals it when the table's time is reached. What belongs to a fight's
// moment — a daze, a grip, being down, a declared defence, the round's
// count of actions and shots, a dropped weapon — is over after hours.
func Rest(o RestOptions, c *rules.Combatant) (RestResult, error) {
	if err := optionRange("hours", o.Hours, 1, MaxRestHours); err != nil {
		return RestResult{}, err
	}
	st, err := LoadState(c)
	if err != nil {
		return RestResult{}, err
	}
	r := RestResult{Combatant: c.ID, Hours: o.Hours, LevelBefore: st.Level().Key}
	wasDown := st.Incapacitated()
	d := DamageResult{Type: Lethal}
	for range o.Hours {
		if st.Dead {
			break
		}
		if st.Bleeding() {
			d.Levels = 1
			markLevels(c, st, &d)
			r.Bled++
			continue
		}
		need := st.HealHours()
		if need == 0 {
			break
		}
		st.Mend++
		if st.Mend < need {
			continue
		}
		_, t, _ := st.worstBox()
		st.heal(t, 1) // sets Mend to 0: the next box starts its own time
		switch t {
		case Bashing:
			r.Bashing++
		case Lethal:
			r.Lethal++
		default:
			r.Aggravated++
		}
	}
	if st.Dead || st.Filled() == 0 {
		st.Mend = 0
	}
	st.endMoment()
	lv := st.Level()
	r.LevelAfter, r.Penalty, r.Bleeding = lv.Key, lv.Penalty, st.Bleeding()
	if _, _, left, ok := st.NextHeal(); ok {
		r.Next = left
	}
	r.Revived = wasDown && !st.Incapacitated()
	for _, oc := range d.Outcomes {
		if oc != OutcomeStunned {
			r.Outcomes = addOutcome(r.Outcomes, oc)
		}
	}
	if r.Revived {
		r.Outcomes = addOutcome(r.Outcomes, OutcomeRevived)
	}
	return r, SaveState(c, st)
}

// RestoreOptions: points of Willpower and Faith the GM gives back after a
// rest. The seed says how they are spent, never how they come back: how
// many is the GM's choice, recorded with the rest.
type RestoreOptions struct {
	Willpower, Faith int
}

// RestoreResult is the points given back (no more than were spent).
type RestoreResult struct {
	Willpower, Faith         int
	WillpowerLeft, FaithLeft int
}

// Restore gives c back up to o's points of spent Willpower and Faith.
func Restore(o RestoreOptions, c *rules.Combatant) (RestoreResult, error) {
	if err := optionRange("willpower", o.Willpower, 0, 10); err != nil {
		return RestoreResult{}, err
	}
	if err := optionRange("faith", o.Faith, 0, 10); err != nil {
		return RestoreResult{}, err
	}
	st, err := LoadState(c)
	if err != nil {
		return RestoreResult{}, err
	}
	var r RestoreResult
	r.Willpower = min(o.Willpower, st.WillpowerSpent)
	r.Faith = min(o.Faith, st.FaithSpent)
	st.WillpowerSpent -= r.Willpower
	st.FaithSpent -= r.Faith
	r.WillpowerLeft, r.FaithLeft = WillpowerLeft(c, st), FaithLeft(c, st)
	return r, SaveState(c, st)
}

// endMoment clears what belongs to a fight's moment, not to the body: a
// daze («пропускает своё следующее действие»), being down, a grip, a
// declared defence, the round's count of actions and shots, a dropped
// weapon. Wounds, bleeding, consciousness, Willpower, Faith and
// ammunition stay.
func (s *State) endMoment() {
	s.Dizzied, s.DizzySeen, s.Prone, s.OffBalance = false, false, false, 0
	s.Acted, s.Chores, s.Split, s.Taken, s.Unbooked, s.Defense, s.Fired = false, 0, 0, 0, 0, "", nil
	s.Lock, s.Disarmed = nil, false
}

// EndMoment is endMoment for c's stored state: a wound dealt between
// fights dizzies nobody, there being no next action to lose.
func EndMoment(c *rules.Combatant) error {
	st, err := LoadState(c)
	if err != nil {
		return err
	}
	st.endMoment()
	return SaveState(c, st)
}
