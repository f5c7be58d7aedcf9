package storyteller

import (
	"fray/rules"
	"fray/rules/dice"
)

// StartRound implements rules.System: a new round clears who has acted (for
// aiming) and last round's declared defences.
func (*System) StartRound(c *rules.Combatant, _ dice.Source) []rules.Event {
	s, err := LoadState(c)
	if err != nil {
		return stateError(c, err)
	}
	s.Acted, s.Defense = false, ""
	return saveEvents(c, s, nil)
}

// StartTurn implements rules.System: the rolls a turn begins with.
//   - Incapacitated and not yet checked: the Stamina roll for consciousness
//     («Ведущий может сделать бросок на Выносливость»).
//   - Dizzied: the action is lost («пропускает своё следующее действие»).
//   - Prone: the Dexterity + Athletics roll to get up.
//   - Held or grappled: the opposed Strength + Brawl roll to break free; it
//     needs the holder too, so it is always a prompt (the GM's for NPCs) and
//     the commands layer calls Struggle with both fighters.
//   - Off balance after a tackle: a reminder of the +1 difficulty.
//
// Players get a prompt; NPCs (no owner) roll at once.
func (*System) StartTurn(c *rules.Combatant, d dice.Source) []rules.Event {
	s, err := LoadState(c)
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
			r := standUp(c, s, d)
			ev = append(ev, rules.Event{Combatant: c.ID, Note: r.Note(c)})
		}
	}
	if s.Lock != nil && !s.Lock.Holder {
		ev = append(ev, rules.Event{Combatant: c.ID, Prompt: PromptStruggle, Note: rules.Note{
			Key: "storyteller.event.struggle_due", Args: map[string]any{"Name": c.Name, "Other": s.Lock.Name},
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
	s, err := LoadState(c)
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
func (*System) Health(c *rules.Combatant) rules.Health {
	s, err := LoadState(c)
	if err != nil {
		return rules.Health{Level: rules.Note{Key: "storyteller.error.state", Args: map[string]any{"Name": c.Name}}}
	}
	lv := s.Level()
	h := rules.Health{
		Cur:   s.Boxes() - min(s.Filled(), s.Boxes()),
		Max:   s.Boxes(),
		Level: rules.Note{Key: "storyteller.level." + lv.Key, Args: map[string]any{"Penalty": lv.Penalty}},
		Out:   !s.CanAct(),
		Dead:  s.Dead,
	}
	if s.Dead {
		h.Cur = 0
		return h
	}
	cond := func(key string, args map[string]any) {
		h.Conditions = append(h.Conditions, rules.Note{Key: "storyteller.condition." + key, Args: args})
	}
	if s.Filled() > 0 {
		cond("boxes", map[string]any{"Bashing": s.Bashing, "Lethal": s.Lethal, "Aggravated": s.Aggravated})
		h.Conditions = append(h.Conditions, rules.Note{Key: "storyteller.move." + lv.Move})
	}
	flags := []struct {
		on  bool
		key string
	}{
		{s.Unconscious, "unconscious"},
		{s.Dizzied, "dizzied"},
		{s.Prone, "prone"},
		{s.OffBalance > 0, "off_balance"},
		{s.Bleeding(), "bleeding"},
		{s.Disarmed, "disarmed"},
	}
	for _, f := range flags {
		if f.on {
			cond(f.key, nil)
		}
	}
	if s.Lock != nil {
		k := s.Lock.Maneuver + "_victim"
		if s.Lock.Holder {
			k = s.Lock.Maneuver + "_holder"
		}
		cond(k, map[string]any{"Other": s.Lock.Name})
	}
	if s.ShortTrack {
		cond("short_track", nil)
	}
	return h
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
