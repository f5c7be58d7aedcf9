package klondike

import (
	"fray/rules"
	"fray/rules/encoding/statejson"
)

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
// The tracker calls it for every combatant on every click, so the usual
// state is read by decodeHealth into a State on this stack (LoadState's
// State always escapes to the heap); anything decodeHealth declines goes
// through LoadState, which decides.
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
	// decodeHealth drops the weapon's name and the ammunition: the full
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
// its map of characteristics. The state is read the way Health reads it
// (healthState, into a State on this stack; decodeHealth drops the
// ammunition map), and a state that cannot be read is alive, as Health's
// error summary is.
func (*System) Dead(c *rules.Combatant) bool {
	var buf State
	s, err := healthState(c, &buf)
	return err == nil && s.Dead
}

// healthState reads the fields healthOf reads into s, which the caller
// keeps on its stack (LoadState's State always escapes to the heap), as the
// other systems' healthState does. What decodeHealth declines (an empty
// state, an unusual encoding) goes through LoadState, which decides.
func healthState(c *rules.Combatant, s *State) (*State, error) {
	if len(c.State) > 0 && decodeHealth(c.State, s) == nil {
		return s, nil
	}
	return LoadState(c)
}

// healthOf is the Health of a decoded state. It reads only the fields
// decodeHealth fills.
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

// decodeHealth fills the fields of s that healthOf reads, and only those;
// s must be fresh. It succeeds only where LoadState would succeed with the
// same values in those fields: every other key of State is read and checked
// with the decodeState call of its type and dropped, and anything else —
// a key it does not know (a field added to State later), a repeated "lost"
// array, any error — fails, and Health then asks LoadState. So a field
// missing here costs speed, never a wrong answer.
//
// It exists because Health needs a few numbers: decodeState would build the
// ammunition map and every other field for nothing, on every render.
func decodeHealth(raw []byte, s *State) error {
	var (
		n  int    // an int field Health does not show
		b  bool   // a bool field Health does not show
		st string // the one string field
	)
	d := statejson.NewDecoder(raw)
	for ok := d.Object(); ok && d.Next(); {
		switch string(d.Key()) {
		case "str":
			d.Int(&s.Str)
		case "dex":
			d.Int(&s.Dex)
		case "end":
			d.Int(&s.End)
		case "ostr":
			d.Int(&s.OrigStr)
		case "odex":
			d.Int(&s.OrigDex)
		case "oend":
			d.Int(&s.OrigEnd)
		case "wounded":
			d.Bool(&s.Wounded)
		case "seriously":
			d.Bool(&s.Seriously)
		case "shock":
			d.Bool(&s.Shock)
		case "unconscious":
			d.Bool(&s.Unconscious)
		case "dying":
			d.Bool(&s.Dying)
		case "dead":
			d.Bool(&s.Dead)
		case "stabilized":
			d.Bool(&s.Stabilized)
		case "lost":
			d.Strings(&s.Lost)
		case "prone":
			d.Bool(&s.Prone)
		case "pending":
			d.Int(&s.Pending)
		case "aim":
			d.Int(&s.Aim)
		case "support":
			d.Int(&s.Support)
		case "overwatch":
			d.Bool(&s.Overwatch)
		case "grappling":
			d.Int(&s.Grappling)
		case "suppressing":
			d.Bool(&s.Suppressing)
		case "suppress_free":
			d.Int(&s.SuppressFree)

		// Not shown: checked as decodeState would, then dropped.
		case "wake_sec", "dying_sec", "actions", "lead", "cleaves", "grapple_effect",
			"grapple_pending", "end_clock", "day_clock", "str_days", "dex_days":
			d.Int(&n)
		case "shock_seen", "out_noted", "pending_death", "caught", "fresh", "dive", "full_auto", "charged", "cleave_ready", "grapple_won",
			"str_broken", "dex_broken":
			d.Bool(&b)
		case "suppress_weapon":
			d.String(&st)
		case "watchers", "watch_strikes", "watch_throws", "charged_by":
			// []int: null, or an array of ints (a null element is 0).
			if !d.Null() && d.Array() {
				for d.More() {
					d.Int(&n)
				}
			}
		case "ammo":
			// map[string]int: null, or an object of ints.
			if !d.Null() && d.Object() {
				for d.Next() {
					d.Int(&n)
				}
			}
		default:
			d.Unknown()
		}
	}
	return d.End()
}
