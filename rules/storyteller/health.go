package storyteller

import (
	"strings"

	"fray/rules"
)

// DamageType is bashing, lethal or aggravated.
type DamageType string

const (
	Bashing    DamageType = "bashing"    // поверхностные
	Lethal     DamageType = "lethal"     // летальные
	Aggravated DamageType = "aggravated" // усиливающиеся
)

// ParseDamageType reads a type in English or Russian, or its first letter.
func ParseDamageType(s string) (DamageType, error) {
	if t, ok := damageTypeOf(lower(s)); ok {
		return t, nil
	}
	return "", rules.Errorf("storyteller.error.damage_type", map[string]any{"Value": s})
}

// damageTypeOf is ParseDamageType of a lower-case word, without building an
// error for every word that is no type: parseWeapon asks it of each token
// of a sheet's spec on every attack.
func damageTypeOf(s string) (DamageType, bool) {
	switch strings.TrimSpace(s) {
	case "bashing", "b", "поверхностные", "поверхностное", "поверхностный", "п":
		return Bashing, true
	case "lethal", "l", "летальные", "летальное", "летальный", "л":
		return Lethal, true
	case "aggravated", "agg", "a", "усиливающиеся", "усиливающееся", "усиливающийся", "у":
		return Aggravated, true
	}
	return "", false
}

// Level is a health level: its key, pool penalty (positive, subtracted) and
// movement limit.
type Level struct {
	Key     string
	Penalty int
	Move    string // storyteller.move.* key
}

// The seed's seven levels («Таблица здоровья содержит семь уровней»), with
// their pool penalties and movement.
var fullTrack = []Level{
	{"bruised", 0, "free"},
	{"hurt", 1, "free"},
	{"injured", 1, "half_run"},
	{"wounded", 2, "no_run"},
	{"mauled", 2, "three_metres"},
	{"crippled", 5, "crawl"},
	{"incapacitated", 0, "none"},
}

// The GM's short NPC track: «Повреждения -1, Тяжелые повреждения -2,
// Недееспособность и Смерть».
var shortTrack = []Level{
	{"hurt", 1, "free"},
	{"mauled", 2, "three_metres"},
	{"incapacitated", 0, "none"},
}

var healthyLevel = Level{"healthy", 0, "free"}
var deadLevel = Level{"dead", 0, "none"}

func (s *State) track() []Level {
	if s.ShortTrack {
		return shortTrack
	}
	return fullTrack
}

// Boxes is the number of health levels on the combatant's track.
func (s *State) Boxes() int { return len(s.track()) }

// Filled is the number of marked boxes.
func (s *State) Filled() int { return s.Aggravated + s.Lethal + s.Bashing }

// Level is the current health level.
func (s *State) Level() Level {
	switch n := s.Filled(); {
	case s.Dead:
		return deadLevel
	case n <= 0:
		// Unmarked — or a damaged stored state whose counts sum below
		// zero (or overflow), which must not index the track.
		return healthyLevel
	default:
		return s.track()[min(n, s.Boxes())-1]
	}
}

// Penalty is the dice lost from action pools at the current level.
func (s *State) Penalty() int { return s.Level().Penalty }

// Incapacitated reports the last box marked (or death).
func (s *State) Incapacitated() bool { return s.Dead || s.Filled() >= s.Boxes() }

// CanAct reports whether the combatant may take actions now.
func (s *State) CanAct() bool {
	return !s.Incapacitated() && !s.Unconscious && !s.Dizzied
}

// cannotAct refuses an action of c, who cannot act now (not CanAct, or
// locked in a grapple or hold), naming why: a player told only "cannot act
// now" does not know whether the daze («пропускает своё следующее
// действие»), the last box or a grip stops them.
func cannotAct(c *rules.Combatant, s *State) error {
	args := map[string]any{"Name": c.Name}
	key := "storyteller.error.cannot_act"
	switch {
	case s.Dead:
		key = "storyteller.error.cannot_act_dead"
	case s.Unconscious:
		key = "storyteller.error.cannot_act_unconscious"
	case s.Incapacitated():
		key = "storyteller.error.cannot_act_incapacitated"
	case s.Dizzied:
		key = "storyteller.error.cannot_act_dizzied"
	case s.Lock != nil && s.Lock.Holder:
		key, args["Other"] = "storyteller.error.locked_holder", s.Lock.Name
	case s.Lock != nil:
		key, args["Other"] = lockedVictimKey(s.Lock), s.Lock.Name
	}
	return rules.Errorf(key, args)
}

// OutOfFight reports whether the combatant is down: dead, incapacitated or
// unconscious. A dizzied one («пропускает своё следующее действие») cannot
// act for a turn but is still in the fight, so CanAct is not the test of
// who fell.
func (s *State) OutOfFight() bool { return s.Incapacitated() || s.Unconscious }

// OutOfFight is State.OutOfFight for a combatant's stored state (false when
// the state does not decode: nothing is known to have felled it).
func OutOfFight(c *rules.Combatant) bool {
	var buf State
	s, err := loadOnStack(c, &buf)
	return err == nil && s.OutOfFight()
}

// Bleeding reports lethal-or-worse boxes reaching Wounded (Mauled on the short
// track), untreated: «Если количество летальных повреждений доходит до уровня
// "Ранения" или ниже, персонаж получает дополнительный уровень летальных
// повреждений каждый час».
func (s *State) Bleeding() bool {
	if s.Dead || s.BleedStopped {
		return false
	}
	threshold := 4 // Wounded is the 4th box
	if s.ShortTrack {
		threshold = 2 // Mauled, the short track's first −2 box
	}
	return s.Aggravated+s.Lethal >= threshold
}

// Wound is what marking damage did to a track.
type Wound struct {
	Type      DamageType `json:"type"`
	Levels    int        `json:"levels"`              // levels asked for
	Converted int        `json:"converted,omitempty"` // bashing boxes turned lethal past Incapacitated
	Died      bool       `json:"died,omitempty"`
}

// applyDamage marks n levels of type t, one at a time: into a free box while
// there is one; on a full track each level upgrades a bashing box («Когда
// персонаж достигает уровня "Недееспособность", все последующие поверхностные
// повреждения считаются летальными»), and when every box is lethal or worse,
// more damage of any type kills.
func (s *State) applyDamage(t DamageType, n int) Wound {
	w := Wound{Type: t, Levels: n}
	if n > 0 {
		s.Mend = 0 // a new wound: the healing time starts again
	}
	if t == Lethal || t == Aggravated {
		s.BleedStopped = false // a new wound bleeds anew
	}
	for range n {
		if s.Dead {
			break
		}
		if s.Filled() < s.Boxes() {
			s.add(t, 1)
			continue
		}
		if s.Bashing > 0 {
			s.Bashing--
			if t == Aggravated {
				s.Aggravated++
			} else {
				s.Lethal++
			}
			w.Converted++
			continue
		}
		s.Dead = true
		w.Died = true
	}
	return w
}

func (s *State) add(t DamageType, n int) {
	switch t {
	case Bashing:
		s.Bashing += n
	case Lethal:
		s.Lethal += n
	case Aggravated:
		s.Aggravated += n
	}
}

// heal removes up to n boxes of type t; an empty t heals the lightest first.
// It returns the boxes healed.
func (s *State) heal(t DamageType, n int) int {
	healed := 0
	take := func(p *int) {
		k := min(*p, n-healed)
		*p -= k
		healed += k
	}
	switch t {
	case Bashing:
		take(&s.Bashing)
	case Lethal:
		take(&s.Lethal)
	case Aggravated:
		take(&s.Aggravated)
	default:
		take(&s.Bashing)
		take(&s.Lethal)
		take(&s.Aggravated)
	}
	if healed > 0 {
		s.Mend = 0 // the worst box is another now: its time starts again
	}
	if healed > 0 && s.Dead && s.Filled() < s.Boxes() {
		s.Dead = false
	}
	if !s.Incapacitated() {
		s.Unconscious = false
		s.ConsciousChecked = false
	}
	return healed
}

// LevelByKey is the level named key (healthy, hurt … dead), for an embed that
// shows a level it no longer has a state for (the level before a wound).
//
// The lists are searched in place, in the order healthy, dead, the full
// track, the short track: joining them built a slice on every call.
func LevelByKey(key string) Level {
	for _, track := range [...][]Level{{healthyLevel, deadLevel}, fullTrack, shortTrack} {
		for _, l := range track {
			if l.Key == key {
				return l
			}
		}
	}
	return Level{Key: key}
}
