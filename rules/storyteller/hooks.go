package storyteller

import (
	"fray/rules"
	"fray/rules/dice"
)

// StartRound implements rules.System: a new round clears who has acted (for
// aiming), the reloads done (a multiple action only within the round),
// the shots fired against each gun's rate, the declared multiple-action
// split with the attacks taken under it, the hooks' actions not yet booked,
// and last round's declared defences.
func (*System) StartRound(c *rules.Combatant, _ dice.Source) []rules.Event {
	var buf State
	s, err := loadOnStack(c, &buf)
	if err != nil {
		return stateError(c, err)
	}
	s.Acted, s.Chores, s.Defense, s.Fired = false, 0, "", nil
	s.Split, s.Taken, s.Unbooked = 0, 0, 0
	return saveEvents(c, s, nil)
}

// StartTurn implements rules.System: the rolls a turn begins with. The
// multiple-action split is the round's (split.go): what the fighter did
// out of turn before it still counts.
//   - Incapacitated and not yet checked: the Stamina roll for consciousness
//     («Ведущий может сделать бросок на Выносливость»).
//   - Dizzied: the action is lost («пропускает своё следующее действие»).
//   - Prone: the Dexterity + Athletics roll to get up, an action.
//   - Held or grappled: the opposed Strength + Brawl roll to break free; it
//     needs the holder too, so it is always a prompt (the GM's for NPCs) and
//     the commands layer calls Struggle with both fighters.
//   - Off balance after a tackle: a reminder of the +1 difficulty.
//
// Players get a prompt; NPCs (no owner) roll at once.
func (*System) StartTurn(c *rules.Combatant, d dice.Source) []rules.Event {
	var buf State
	s, err := loadOnStack(c, &buf)
	if err != nil {
		return stateError(c, err)
	}
	if s.Dead {
		return nil
	}
	var ev []rules.Event
	if s.Incapacitated() && !s.ConsciousChecked {
		if c.Owner != "" {
			ev = append(ev, prompt(c, "storyteller.event.consciousness_due", PromptConsciousness))
		} else {
			r := consciousness(c, s, d)
			ev = append(ev, rules.Event{Combatant: c.ID, Note: r.Note(c)})
		}
	}
	if s.Unconscious || s.Incapacitated() {
		// A daze costs the next action («пропускает своё следующее
		// действие»): this turn's, though it could not be taken anyway.
		// Left unseen, the daze outlived the round and "lost this turn"
		// was announced on the next attack made during it.
		if s.Dizzied {
			s.DizzySeen = true
		}
		return saveEvents(c, s, ev)
	}
	if s.Dizzied {
		s.DizzySeen = true
		ev = append(ev, note(c, "storyteller.event.dizzied"))
		return saveEvents(c, s, ev)
	}
	if s.Prone {
		if c.Owner != "" {
			ev = append(ev, prompt(c, "storyteller.event.stand_due", PromptStand))
		} else {
			// The NPC's attempt is its action, failed or not: the books
			// count it before its next one is charged (Unbooked).
			r := standUp(c, s, d)
			s.Acted = true
			s.Unbooked++
			ev = append(ev, rules.Event{Combatant: c.ID, Note: r.Note(c)})
		}
	}
	if s.Lock != nil && !s.Lock.Holder {
		// A hold («Удерживание») immobilises; only a grapple («Захват») is
		// "в захвате": the prompt names the maneuver the victim is in.
		key := "storyteller.event.struggle_due"
		if s.Lock.Maneuver == ManHold {
			key = "storyteller.event.hold_struggle_due"
		}
		ev = append(ev, rules.Event{Combatant: c.ID, Prompt: PromptStruggle, Note: rules.Note{
			Key: key, Args: map[string]any{"Name": c.Name, "Other": s.Lock.Name},
		}})
	}
	if s.OffBalance == 1 {
		ev = append(ev, note(c, "storyteller.event.off_balance"))
	}
	return saveEvents(c, s, ev)
}

// EndRound implements rules.System: a dizzied combatant whose lost action has
// come recovers, and a tackle's off-balance counts down.
func (*System) EndRound(c *rules.Combatant, _ dice.Source) []rules.Event {
	var buf State
	s, err := loadOnStack(c, &buf)
	if err != nil {
		return stateError(c, err)
	}
	if s.Dizzied && s.DizzySeen {
		s.Dizzied, s.DizzySeen = false, false
	}
	if s.OffBalance > 0 {
		s.OffBalance--
	}
	return saveEvents(c, s, nil)
}

// Health implements rules.System: boxes left of the track, the level with its
// penalty, conditions including the level's movement limit.
//
// The tracker calls it for every combatant on every click, so it decodes
// into a State on its own stack (loadOnStack), uses whole message keys
// rather than joining them, and collects the conditions in a stack array
// copied out once (no allocation when there is nothing to list).
func (*System) Health(c *rules.Combatant) rules.Health {
	var buf State
	s, err := loadOnStack(c, &buf)
	if err != nil {
		return rules.Health{Level: rules.Note{Key: "storyteller.error.state", Args: map[string]any{"Name": c.Name}}}
	}
	lv := s.Level()
	h := rules.Health{
		Cur:   s.Boxes() - min(s.Filled(), s.Boxes()),
		Max:   s.Boxes(),
		Level: levelNote(lv),
		Out:   !s.CanAct(),
		// A daze costs one action; incapacitated or unconscious is down.
		Stunned: s.Dizzied && !s.Incapacitated() && !s.Unconscious,
		Dead:    s.Dead,
	}
	if s.Dead {
		h.Cur = 0
		return h
	}
	var conds [12]rules.Note // more than the conditions below can add
	list := conds[:0]
	cond := func(key string, args map[string]any) { list = append(list, rules.Note{Key: key, Args: args}) }
	if s.Filled() > 0 {
		cond("storyteller.condition.boxes", map[string]any{"Bashing": s.Bashing, "Lethal": s.Lethal, "Aggravated": s.Aggravated})
		cond(moveNoteKey(lv.Move), nil)
	}
	flags := [...]struct {
		on  bool
		key string
	}{
		{s.Unconscious, "storyteller.condition.unconscious"},
		{s.Dizzied, "storyteller.condition.dizzied"},
		{s.Prone, "storyteller.condition.prone"},
		// «сложность всех его действий в следующем ходу повышается на 1»:
		// the round of the tackle says what is coming, the next one the
		// +1 that now applies.
		{s.OffBalance == 1, "storyteller.condition.off_balance"},
		{s.OffBalance > 1, "storyteller.condition.off_balance_next"},
		{s.Bleeding(), "storyteller.condition.bleeding"},
		{s.Disarmed, "storyteller.condition.disarmed"},
	}
	for _, f := range flags {
		if f.on {
			cond(f.key, nil)
		}
	}
	if s.Lock != nil {
		cond(lockConditionKey(s.Lock.Maneuver, s.Lock.Holder), map[string]any{"Other": s.Lock.Name})
	}
	if s.ShortTrack {
		cond("storyteller.condition.short_track", nil)
	}
	h.Conditions = append([]rules.Note(nil), list...) // nil when empty, as before
	return h
}

// Dead implements rules.System: Health(c).Dead without the level note and
// its Penalty map, nor the State: the tracker asks it of every combatant on
// every advance. A stored state is read through deadView (dead_view.go),
// which keeps the flag and skips every other key without building its
// value; an empty state is a fresh one, alive. A state that cannot be read
// is alive, as Health's error summary is. The two differ only on a stored
// state whose other fields hold values of the wrong kind (SaveState never
// writes one): Health reports the state error, Dead reads the flag.
func (*System) Dead(c *rules.Combatant) bool {
	if len(c.State) == 0 {
		return false
	}
	var v deadView
	rest, err := v.UnmarshalMsg(c.State)
	return err == nil && len(rest) == 0 && v.Dead
}

// loadOnStack is LoadState into s, which the caller keeps on its stack:
// LoadState's State always escapes to the heap. Health and the economy's
// checks read it; the round hooks change it and save it back, on every
// tracker advance. An empty state goes through LoadState (a fresh state
// from the sheet); a stored one fails as LoadState fails.
func loadOnStack(c *rules.Combatant, s *State) (*State, error) {
	if len(c.State) == 0 {
		return LoadState(c)
	}
	rest, err := s.UnmarshalMsg(c.State)
	if err == nil && len(rest) > 0 {
		err = rules.ErrStateTrailing
	}
	if err != nil {
		return nil, stateDecodeError(c, err)
	}
	return s, nil
}

// levelNote is the level's note. Only a level with a penalty shows it
// («Ранения (−2)»), so only that one carries the Penalty argument: the
// tracker asks for every combatant's level on every click, and a map per
// unhurt, bruised or incapacitated fighter was garbage
// (alloc_levels_test.go checks every level's text against its arguments).
func levelNote(lv Level) rules.Note {
	n := rules.Note{Key: levelNoteKey(lv.Key)}
	if lv.Penalty != 0 {
		n.Args = map[string]any{"Penalty": lv.Penalty}
	}
	return n
}

// levelNoteKey is "storyteller.level." + key, spelled out for the levels of
// the tracks so a render does not build the string per combatant.
func levelNoteKey(key string) string {
	switch key {
	case "healthy":
		return "storyteller.level.healthy"
	case "bruised":
		return "storyteller.level.bruised"
	case "hurt":
		return "storyteller.level.hurt"
	case "injured":
		return "storyteller.level.injured"
	case "wounded":
		return "storyteller.level.wounded"
	case "mauled":
		return "storyteller.level.mauled"
	case "crippled":
		return "storyteller.level.crippled"
	case "incapacitated":
		return "storyteller.level.incapacitated"
	case "dead":
		return "storyteller.level.dead"
	}
	return "storyteller.level." + key
}

// moveNoteKey is "storyteller.move." + move, spelled out like levelNoteKey.
func moveNoteKey(move string) string {
	switch move {
	case "free":
		return "storyteller.move.free"
	case "half_run":
		return "storyteller.move.half_run"
	case "no_run":
		return "storyteller.move.no_run"
	case "three_metres":
		return "storyteller.move.three_metres"
	case "crawl":
		return "storyteller.move.crawl"
	case "none":
		return "storyteller.move.none"
	}
	return "storyteller.move." + move
}

// lockConditionKey is "storyteller.condition.<maneuver>_holder" (or
// _victim), spelled out like levelNoteKey for the two sustained maneuvers.
func lockConditionKey(maneuver string, holder bool) string {
	switch {
	case maneuver == "grapple" && holder:
		return "storyteller.condition.grapple_holder"
	case maneuver == "grapple":
		return "storyteller.condition.grapple_victim"
	case maneuver == "hold" && holder:
		return "storyteller.condition.hold_holder"
	case maneuver == "hold":
		return "storyteller.condition.hold_victim"
	case holder:
		return "storyteller.condition." + maneuver + "_holder"
	}
	return "storyteller.condition." + maneuver + "_victim"
}

func note(c *rules.Combatant, key string) rules.Event {
	return rules.Event{Combatant: c.ID, Note: rules.Note{Key: key, Args: map[string]any{"Name": c.Name}}}
}

func prompt(c *rules.Combatant, key, p string) rules.Event {
	e := note(c, key)
	e.Prompt = p
	return e
}

func stateError(c *rules.Combatant, _ error) []rules.Event {
	return []rules.Event{note(c, "storyteller.error.state")}
}

func saveEvents(c *rules.Combatant, s *State, ev []rules.Event) []rules.Event {
	if err := SaveState(c, s); err != nil {
		return append(ev, stateError(c, err)...)
	}
	return ev
}

// PromptOwed reports whether c still owes the roll of a prompt key: a roll
// is owed only while its cause lasts. The dead owe none; one healed out of
// Incapacitated owes no consciousness roll, one back on their feet no
// getting-up roll, one no longer held no break-free roll. A state that does
// not decode leaves the prompt to answer for itself.
func PromptOwed(c *rules.Combatant, key string) bool {
	var buf State
	st, err := loadOnStack(c, &buf)
	if err != nil {
		return true
	}
	if st.Dead {
		return false
	}
	switch key {
	case PromptConsciousness:
		return st.Incapacitated() && !st.ConsciousChecked
	case PromptStand:
		return st.Prone
	case PromptStruggle:
		return st.Lock != nil && !st.Lock.Holder
	}
	return true
}
