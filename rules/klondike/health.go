package klondike

import (
	"fray/rules"
)

// Health level keys (klondike.level.*), worst first.
const (
	LevelDead      = "klondike.level.dead"
	LevelDying     = "klondike.level.dying"
	LevelSeriously = "klondike.level.seriously"
	LevelWounded   = "klondike.level.wounded"
	// LevelHurtEnd: END lowered but not to 0 — no wound level yet ("при 0
	// ВЫН … Ранен"), yet not unhurt either; the level says how much is left.
	LevelHurtEnd = "klondike.level.hurt_end"
	// LevelHurt: STR or DEX below the original without a wound level (on
	// the way back from one).
	LevelHurt    = "klondike.level.hurt"
	LevelHealthy = "klondike.level.healthy"
)

func levelKey(s *State) string {
	switch {
	case s.Dead:
		return LevelDead
	case s.Dying:
		return LevelDying
	case s.Seriously:
		return LevelSeriously
	case s.Wounded:
		return LevelWounded
	case s.End < s.OrigEnd:
		return LevelHurtEnd
	case s.Str < s.OrigStr || s.Dex < s.OrigDex:
		return LevelHurt
	}
	return LevelHealthy
}

// Condition keys (klondike.condition.*).
const (
	CondShock       = "klondike.condition.shock"
	CondUnconscious = "klondike.condition.unconscious"
	CondProne       = "klondike.condition.prone"
	CondPending     = "klondike.condition.pending"
	CondGrappling   = "klondike.condition.grappling"
	CondOverwatch   = "klondike.condition.overwatch"
	CondAiming      = "klondike.condition.aiming"
	CondSupported   = "klondike.condition.supported"
	CondSuppressing = "klondike.condition.suppressing"
	CondStabilized  = "klondike.condition.stabilized"
	CondLost        = "klondike.condition.lost"
)

// Health implements rules.System: the bar is STR+DEX+END now against the
// originals; the level is the worst of dead, dying, Seriously wounded,
// Wounded; conditions list shock, unconscious, prone and the rest.
func (*System) Health(c *rules.Combatant) rules.Health {
	s, err := LoadState(c)
	if err != nil {
		return rules.Health{Level: rules.Note{Key: "klondike.level.unknown"}}
	}
	return healthOf(s)
}

func healthOf(s *State) rules.Health {
	h := rules.Health{
		Cur: s.Str + s.Dex + s.End,
		Max: s.OrigStr + s.OrigDex + s.OrigEnd,
		Level: rules.Note{Key: levelKey(s), Args: map[string]any{"Str": s.Str, "Dex": s.Dex, "End": s.End,
			"OrigStr": s.OrigStr, "OrigDex": s.OrigDex, "OrigEnd": s.OrigEnd}},
		Out:  s.Out() || s.Shock,
		Dead: s.Dead,
	}
	add := func(key string, args map[string]any) {
		h.Conditions = append(h.Conditions, rules.Note{Key: key, Args: args})
	}
	if s.Shock {
		add(CondShock, nil)
	}
	if s.Unconscious && !s.Dying && !s.Dead {
		add(CondUnconscious, nil)
	}
	if s.Prone {
		add(CondProne, nil)
	}
	if s.Pending > 0 {
		add(CondPending, map[string]any{"Count": s.Pending})
	}
	if s.Grappling != 0 {
		add(CondGrappling, nil)
	}
	if s.Overwatch {
		add(CondOverwatch, nil)
	}
	if s.Aim > 0 {
		add(CondAiming, map[string]any{"Count": s.Aim})
	}
	if s.Support != 0 {
		add(CondSupported, map[string]any{"Value": s.Support})
	}
	if s.Suppressing {
		add(CondSuppressing, map[string]any{"Count": s.SuppressFree})
	}
	if s.Stabilized {
		add(CondStabilized, nil)
	}
	for _, l := range s.Lost {
		// One key per part ("klondike.condition.lost_arm"): a Note's
		// arguments are not translated, so the part cannot be one.
		add(CondLost+"_"+l, nil)
	}
	return h
}
