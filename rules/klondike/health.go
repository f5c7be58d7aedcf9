package klondike

import "fray/rules"

// Health level keys (klondike.level.*), worst first.
const (
	LevelDead      = "klondike.level.dead"
	LevelDying     = "klondike.level.dying"
	LevelSeriously = "klondike.level.seriously"
	LevelWounded   = "klondike.level.wounded"
	// LevelShock: the shock round — «в шоке 1 раунд … После этого до
	// излечения он Ранен»: the seed names the state shock, and Wounded
	// only after it.
	LevelShock = "klondike.level.shock"
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
	case s.Shock && !s.Out():
		return LevelShock
	case s.Wounded:
		return LevelWounded
	case s.End < s.OrigEnd:
		return LevelHurtEnd
	case s.Str < s.OrigStr || s.Dex < s.OrigDex:
		return LevelHurt
	}
	return LevelHealthy
}

// levelNote is the level's note. Only the two levels without a wound show
// numbers («Задет: ВЫН 2/7»), so only they carry the characteristics (all
// six, so that their texts may show any of them): the tracker asks for
// every combatant's level on every click, and a six-entry map for every
// fighter would be garbage (alloc_levels_test.go checks every level's text
// against its arguments).
func levelNote(s *State) rules.Note {
	n := rules.Note{Key: levelKey(s)}
	if n.Key == LevelHurtEnd || n.Key == LevelHurt {
		n.Args = map[string]any{"Str": s.Str, "Dex": s.Dex, "End": s.End,
			"OrigStr": s.OrigStr, "OrigDex": s.OrigDex, "OrigEnd": s.OrigEnd}
	}
	return n
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
//
// The tracker calls it for every combatant on every click, so the state
// is read through a healthView into a State on this stack (healthState).
func (*System) Health(c *rules.Combatant) rules.Health {
	var buf State
	s, err := healthState(c, &buf)
	if err != nil {
		return rules.Health{Level: rules.Note{Key: "klondike.level.unknown"}}
	}
	if s.Suppressing && s.SuppressFree > 0 {
		s.SuppressFree = freeAttacksAffordable(c, s)
	}
	return healthOf(s)
}

// freeAttacksAffordable is how many free attacks suppressive fire can still
// make: those left of its Auto, and no more than the magazine pays for —
// each one «потратить ещё Авто патронов». Only a suppressing state comes
// here, so the usual render reads no ammunition.
func freeAttacksAffordable(c *rules.Combatant, s *State) int {
	n := s.SuppressFree
	full, err := LoadState(c)
	if err != nil {
		return n
	}
	// The health view drops the weapon's name and the ammunition: the full
	// state has both.
	left, tracked := full.Ammo[full.SuppressWeapon]
	if !tracked {
		return n
	}
	w, err := findWeapon(c, full.SuppressWeapon)
	if err != nil || w.Auto <= 0 {
		return n
	}
	return max(min(n, left/w.Auto), 0)
}

// Dead implements rules.System: Health(c).Dead without the level note and
// its map of characteristics, and without allocating: the state is read
// through a deadView on this stack, which skips every other key. An empty
// state is a fresh one, never dead; a state that cannot be read is alive,
// as Health's error summary is. The two agree on every state SaveState
// writes; bytes it never writes, a key other than "dead" holding a value
// of the wrong kind, may be dead here and unreadable to Health.
func (*System) Dead(c *rules.Combatant) bool {
	if len(c.State) == 0 {
		return false
	}
	var v deadView
	rest, err := v.UnmarshalMsg(c.State)
	return err == nil && len(rest) == 0 && v.Dead
}

// healthState reads the fields healthOf reads into s, which the caller
// keeps on its stack (LoadState's State always escapes to the heap),
// through a healthView: its decoder skips the ammunition map and the other
// fields Health does not show. An empty state is a fresh one from the
// sheet, as LoadState gives it. A stored state the view refuses, LoadState
// refuses too (the view reads its own keys as State's decoder does, and a
// value it skips fails to skip only where State's decoder fails), so there is
// nothing to ask LoadState then; a state SaveState wrote gives what
// LoadState gives (health_view_test.go). The one difference: bytes
// SaveState never writes, a key Health does not show holding a value of
// another kind, are refused by LoadState and read here.
func healthState(c *rules.Combatant, s *State) (*State, error) {
	if len(c.State) == 0 {
		return newState(&c.Sheet), nil
	}
	var v healthView
	// Called on v itself: rules.DecodeState's interface would move v to
	// the heap.
	rest, err := v.UnmarshalMsg(c.State)
	if err == nil && len(rest) > 0 {
		err = rules.ErrStateTrailing
	}
	if err != nil {
		return nil, stateError(c, err)
	}
	v.fill(s)
	return s, nil
}

// healthOf is the Health of a decoded state. It reads only the fields a
// healthView holds.
func healthOf(s *State) rules.Health {
	h := rules.Health{
		Cur:   s.Str + s.Dex + s.End,
		Max:   s.OrigStr + s.OrigDex + s.OrigEnd,
		Level: levelNote(s),
		Out:   s.Out() || s.Shock,
		// Shock is one round's; unconscious or dying is down.
		Stunned: s.Shock && !s.Out(),
		Dead:    s.Dead,
	}
	// Collected on the stack and copied out once: one allocation for the
	// list, none when there is nothing to list.
	var conds [16]rules.Note
	list := conds[:0]
	add := func(key string, args map[string]any) {
		list = append(list, rules.Note{Key: key, Args: args})
	}
	if s.Shock && !s.Out() && s.Seriously {
		// Unconscious or dying says more than the shock that led there;
		// without a worse level, the level itself reads Shock.
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
		add(lostConditionKey(l), nil)
	}
	h.Conditions = append([]rules.Note(nil), list...) // nil when empty
	return h
}

// lostConditionKey is CondLost + "_" + part, spelled out for the parts
// surgery takes so a render does not build the string per combatant.
func lostConditionKey(part string) string {
	switch part {
	case PartLeg:
		return CondLost + "_" + PartLeg
	case PartArm:
		return CondLost + "_" + PartArm
	case PartEye:
		return CondLost + "_" + PartEye
	}
	return CondLost + "_" + part
}
