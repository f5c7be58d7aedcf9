package medieval

import (
	"fray/rules"
	"fray/rules/dice"
)

// Prompts offered to a player's owner (the action keys of the roll buttons).
// No ":" in them: the tracker's custom_id is "trk:prompt:<version>:<id>:<key>"
// and its handler reads the key as the fifth ":"-separated field.
const (
	PromptDeathSave = "medieval_death_save"
	PromptStunSave  = "medieval_stun_save"
)

// StartRound implements rules.System: the death save of every round («Каждый
// раунд, ты должен совершать ещё один Спасбросок против смерти») for a
// mortally wounded, unstabilized character. A player is prompted; an NPC
// rolls at once. Per-round declarations of the last round (dodge, parry)
// lapse here.
func (*System) StartRound(c *rules.Combatant, d dice.Source) []rules.Event {
	var buf State
	st, err := loadOnStack(c, &buf)
	if err != nil {
		return []rules.Event{{Combatant: c.ID, Note: rules.Note{Key: ErrKeyState}}}
	}
	st.Dodge, st.Parry, st.DodgePen, st.ParryPen = false, 0, 0, 0
	var ev []rules.Event
	if !st.Dead && !st.DeathPending && !st.Stabilized && st.MortallyWounded() {
		st.DeathAsked = true
		ev = append(ev, deathSaveEvent(c, st, d))
	}
	if err := SaveState(c, st); err != nil {
		return []rules.Event{{Combatant: c.ID, Note: rules.Note{Key: ErrKeyState}}}
	}
	return ev
}

func deathSaveEvent(c *rules.Combatant, st *State, d dice.Source) rules.Event {
	_, n := LevelOf(st.Wounds)
	body := stat(&c.Sheet, BODY)
	if c.Owner != "" {
		return deathPrompt(c, body, n)
	}
	var r SaveResult
	deathSave(&r, c, st, d)
	return rules.Event{Combatant: c.ID, Note: saveNote(c, r.Roll)}
}

// saveNote is a save's result as a note: medieval.save.<kind>_pass|_fail.
func saveNote(c *rules.Combatant, s SaveRoll) rules.Note {
	res := "_pass"
	if !s.Passed {
		res = "_fail"
	}
	return rules.Note{Key: "medieval.save." + s.Kind + res, Args: map[string]any{
		"Name": c.Name, "Die": s.Die, "Target": s.Target}}
}

// StartTurn implements rules.System: a character stunned in an earlier round
// tries to recover («может быть отменён путём успешного прохождения проверки
// в последующем раунде»): a player is prompted, an NPC rolls at once. The
// action count is the round's, not the turn's (an action taken before the
// turn started still counts: «каждое последующее действие»), so the turn's
// start leaves it alone; the round's end clears it.
func (*System) StartTurn(c *rules.Combatant, d dice.Source) []rules.Event {
	var buf State
	st, err := loadOnStack(c, &buf)
	if err != nil {
		return []rules.Event{{Combatant: c.ID, Note: rules.Note{Key: ErrKeyState}}}
	}
	if st.TurnBegun {
		return nil // started once this round already (see State.TurnBegun)
	}
	st.TurnBegun = true
	var ev []rules.Event
	if !st.DeathAsked && !st.DeathSaved && !st.Dead && !st.DeathPending && !st.Stabilized && st.MortallyWounded() {
		// No round start has asked this round's death save: the first
		// round of a fight the character came into dying (carried from
		// the last one). The save is owed for the rest of the round, as
		// StartRound's.
		st.DeathAsked = true
		e := deathSaveEvent(c, st, d)
		e.WholeRound = e.Prompt != ""
		ev = append(ev, e)
	}
	if st.Stunned && !st.StunFresh && !st.Dead && !st.DeathPending {
		body := stat(&c.Sheet, BODY)
		pen := StunPenalty(st.Wounds)
		if c.Owner != "" {
			ev = append(ev, stunPrompt(c, body, pen))
		} else {
			var r SaveResult
			stunSave(&r, c, st, d)
			ev = append(ev, rules.Event{Combatant: c.ID, Note: saveNote(c, r.Roll)})
		}
	}
	if err := SaveState(c, st); err != nil {
		return []rules.Event{{Combatant: c.ID, Note: rules.Note{Key: ErrKeyState}}}
	}
	return ev
}

// EndRound implements rules.System: a death save nobody asked this round is
// rolled; a failed death save kills now («ты умираешь в конце раунда, в
// котором был сделан бросок»); a charge lasts one
// round; a stun taken this round can be shaken off from the next; a round
// without an aim ends an aiming streak («за каждый последовательный ход
// прицеливания»).
func (*System) EndRound(c *rules.Combatant, d dice.Source) []rules.Event {
	var buf State
	st, err := loadOnStack(c, &buf)
	if err != nil {
		return []rules.Event{{Combatant: c.ID, Note: rules.Note{Key: ErrKeyState}}}
	}
	var ev []rules.Event
	if !st.DeathAsked && !st.DeathSaved && !st.Dead && !st.DeathPending && !st.Stabilized && st.MortallyWounded() {
		// «Каждый раунд, ты должен совершать ещё один Спасбросок против
		// смерти»: a dying character nobody asked this round's save of —
		// the first fighter of a fight's first round, carried in dying,
		// whose turn began while the order was still being assembled, or
		// one who joined after its place in the order had passed — makes
		// it now, rolled by the bot as a required roll a player left
		// unmade is (the note says why); a failure kills at this round's
		// end, below.
		var r SaveResult
		deathSave(&r, c, st, d)
		ev = append(ev, rules.Event{Combatant: c.ID, Note: rules.Note{Key: "medieval.save.death_unasked", Args: map[string]any{"Name": c.Name}}},
			rules.Event{Combatant: c.ID, Note: saveNote(c, r.Roll)})
	}
	if st.DeathPending && !st.Dead {
		st.Dead, st.DeathPending, st.Stunned = true, false, false
		if st.Killed == "" {
			st.Killed = KilledDeathSave
		}
		ev = append(ev, rules.Event{Combatant: c.ID, Note: rules.Note{Key: "medieval.death.dies", Args: map[string]any{"Name": c.Name}}})
	}
	// Actions are counted per round, whenever in it they are taken.
	st.Charge, st.StunFresh, st.Actions, st.Shots, st.Acted, st.TurnBegun = false, false, 0, 0, false, false
	if !st.AimedTurn {
		st.Aim = 0
	}
	st.AimedTurn = false
	st.Pair, st.Aid, st.Task, st.AtkOpen = false, 0, 0, false
	st.DeathSaved, st.DeathAsked = false, false
	if err := SaveState(c, st); err != nil {
		return []rules.Event{{Combatant: c.ID, Note: rules.Note{Key: ErrKeyState}}}
	}
	return ev
}

// deathPrompt and stunPrompt name the number to roll. A number below 1
// cannot be rolled on a d10 (BODY 5 at Mortal 2: «нужно 0 или меньше» for
// the stun save): the _hopeless notes say so and what still helps, so a
// player does not click a button every turn wondering what they missed.
func deathPrompt(c *rules.Combatant, body, n int) rules.Event {
	key := "medieval.prompt.death_save"
	if body-n < 1 {
		key = "medieval.prompt.death_save_hopeless"
	}
	return rules.Event{Combatant: c.ID, Prompt: PromptDeathSave, Note: rules.Note{
		Key: key, Args: map[string]any{"Name": c.Name, "Target": body - n, "N": n}}}
}

func stunPrompt(c *rules.Combatant, body, pen int) rules.Event {
	key := "medieval.prompt.stun_save"
	if body-pen < 1 {
		key = "medieval.prompt.stun_save_hopeless"
	}
	return rules.Event{Combatant: c.ID, Prompt: PromptStunSave, Note: rules.Note{
		Key: key, Args: map[string]any{"Name": c.Name, "Target": body - pen}}}
}

// PromptNow re-reads an owed roll (a prompt of StartRound or StartTurn)
// against c's state now: a wound, a heal or a death since the prompt was
// made changes the number it names or whether it is owed at all. owed is
// false when the roll is no longer due (dead, dying, stabilized, no longer
// mortal or stunned); ev is the prompt with today's numbers, or the zero
// Event (keep the old one) when the state cannot be read or the key is not
// medieval's.
func PromptNow(c *rules.Combatant, key string) (ev rules.Event, owed bool) {
	var buf State
	st, err := loadOnStack(c, &buf)
	if err != nil {
		return rules.Event{}, true
	}
	body := stat(&c.Sheet, BODY)
	switch key {
	case PromptDeathSave:
		if st.Dead || st.DeathPending || st.Stabilized || !st.MortallyWounded() {
			return rules.Event{}, false
		}
		_, n := LevelOf(st.Wounds)
		return deathPrompt(c, body, n), true
	case PromptStunSave:
		if !st.Stunned || st.StunFresh || st.Dead || st.DeathPending {
			return rules.Event{}, false
		}
		return stunPrompt(c, body, StunPenalty(st.Wounds)), true
	}
	return rules.Event{}, true
}
