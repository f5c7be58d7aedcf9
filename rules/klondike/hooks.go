package klondike

import (
	"slices"

	"fray/rules"
	"fray/rules/dice"
)

// Prompt keys: rolls or choices the tracker offers a player as a button.
const (
	// The STR/DEX choice for pending damage is two buttons, one per stat.
	// Keys carry no ':' (the tracker's custom_id separator).
	PromptDamageTo  = "klondike.to_str"  // put pending damage into STR
	PromptDamageDex = "klondike.to_dex"  // put pending damage into DEX
	PromptGrapple   = "klondike.grapple" // roll the opposed Melee/DEX
	// PromptOverwatch fires a readied Overwatch action at the combatant
	// whose turn it is ("может мгновенно совершить заявленное действие вне
	// обычной инициативы"). It belongs to the overwatcher.
	PromptOverwatch = "klondike.overwatch"
)

// DyingLimitSeconds is the hour the seed gives to reach a surgeon ("если
// доставить его к очень компетентным врачам в течение часа"). Past it the
// dying character dies: the seed says they will not recover without surgery.
const DyingLimitSeconds = 3600

// StartRound implements rules.System: full automatic fire is "only one
// action a round", so its use is reset here. No dice.
func (*System) StartRound(c *rules.Combatant, _ dice.Source) []rules.Event {
	var buf State
	s, err := loadOnStack(c, &buf)
	if err != nil {
		return nil
	}
	s.FullAutoUsed = false
	_ = SaveState(c, s)
	return nil
}

// WatchFrom readies watcher's Overwatch against everyone else in the fight
// but a player's fellow players: each of them carries the watcher's ID, and
// when its turn starts StartTurn offers the watcher a PromptOverwatch
// button ("когда это случается, персонаж может мгновенно совершить
// заявленное действие вне обычной инициативы"). The trigger is an enemy's
// («до появления противника»), and the players are one party (the side
// /combat surprise assumes); NPCs may be of either side, so the GM keeps
// their buttons. An attack by anyone on the watcher still sets it off.
// Call it after Act(watcher, ActOverwatch). No dice.
func WatchFrom(watcher *rules.Combatant, all []rules.Combatant) error {
	kind, armed := watchKind(watcher)
	for i := range all {
		c := &all[i]
		if c.ID == watcher.ID || (c.Owner != "" && watcher.Owner != "") {
			continue
		}
		s, err := LoadState(c)
		if err != nil {
			return err
		}
		found := false
		for _, w := range s.Watchers {
			found = found || w == watcher.ID
		}
		if !found {
			addWatcher(s, watcher.ID, kind, armed)
			if err := SaveState(c, s); err != nil {
				return err
			}
		}
	}
	return nil
}

// Unwatch forgets watcher's Overwatch on everyone (fired, or the watcher is
// out of the fight). No dice.
func Unwatch(watcherID int, all []rules.Combatant) error {
	for i := range all {
		c := &all[i]
		s, err := LoadState(c)
		if err != nil {
			return err
		}
		kept := s.Watchers[:0:0]
		for _, w := range s.Watchers {
			if w != watcherID {
				kept = append(kept, w)
			}
		}
		if len(kept) != len(s.Watchers) {
			if len(kept) == 0 {
				kept = nil
			}
			s.Watchers = kept
			s.WatchStrikes = withoutID(s.WatchStrikes, watcherID)
			s.WatchThrows = withoutID(s.WatchThrows, watcherID)
			if err := SaveState(c, s); err != nil {
				return err
			}
		}
	}
	return nil
}

// OverwatchReady reports whether c has a readied Overwatch it can fire.
func OverwatchReady(c *rules.Combatant) bool {
	s, err := LoadState(c)
	return err == nil && s.Overwatch && canAct(s) == nil
}

// StartTurn implements rules.System: two actions (one if the character dove
// for cover), suppressive fire ends ("оканчивается в начале вашего
// следующего хода"), a character in shock may only dive for cover, a
// grappler may only wrestle, a player with damage awaiting the STR/DEX
// choice is prompted, and each combatant on Overwatch against c (Watchers)
// gets a button to fire at c. No dice.
func (*System) StartTurn(c *rules.Combatant, _ dice.Source) []rules.Event {
	var buf State
	s, err := loadOnStack(c, &buf)
	if err != nil {
		return nil
	}
	var ev []rules.Event
	note := func(key string, args map[string]any, prompt string) {
		ev = append(ev, rules.Event{Combatant: c.ID, Note: rules.Note{Key: key, Args: args}, Prompt: prompt})
	}
	if !s.Fresh || s.Caught {
		// A newcomer's first turn in the round it joined keeps what is
		// left of the two it joined with: a player who attacked before
		// the turn came got two more here, three or four in a round.
		s.ActionsLeft = 2
		if s.Overwatch {
			// «Дозор: персонаж заготавливает свое действие до появления
			// противника в зоне видимости или его атаки по нему»: the
			// readied action is one of the last turn's two, and those end
			// when the next two come, as suppressive fire ends «в начале
			// вашего следующего хода». Readied again, it watches again.
			s.Overwatch = false
			note("klondike.event.overwatch_lapsed", nil, "")
		}
	}
	s.Caught, s.Fresh = false, false
	outNoted := s.OutNoted
	s.OutNoted = false
	if s.DivePending {
		s.ActionsLeft, s.DivePending = min(s.ActionsLeft, 1), false
		note("klondike.event.dive_spent", nil, "")
	}
	s.Charged = false
	s.Cleaves = max(skillLevel(c, SkillMelee), 0)
	if s.Suppressing {
		s.Suppressing, s.SuppressFree, s.SuppressWeapon = false, 0, ""
		note("klondike.event.suppress_end", nil, "")
	}
	switch {
	case s.Dead:
	case s.Dying:
		note("klondike.event.dying", nil, "")
	case s.Unconscious && outNoted:
		// Knocked out at the round's end just before this turn: that line
		// («без сознания, Тяжело ранен(а) — … очнётся через 5 мин.») has
		// said it, with the wake roll; «без сознания.» again is the same
		// fact twice.
	case s.Unconscious:
		note("klondike.event.unconscious", nil, "")
	case s.Shock:
		s.ShockTurnSeen = true
		note("klondike.event.shock_turn", nil, "")
	case s.Grappling != 0:
		p := ""
		if c.Owner != "" {
			p = PromptGrapple
		}
		note("klondike.event.grappling", map[string]any{"Opponent": s.Grappling}, p)
	}
	for _, w := range s.Watchers {
		// The overwatcher's button: fire the readied action at c. Whether
		// it can still fire is checked when it is clicked.
		key := "klondike.event.overwatch_ready"
		switch {
		case slices.Contains(s.WatchStrikes, w):
			key = "klondike.event.overwatch_ready_strike"
		case slices.Contains(s.WatchThrows, w):
			key = "klondike.event.overwatch_ready_throw"
		}
		ev = append(ev, rules.Event{Combatant: w, Note: rules.Note{Key: key, Args: map[string]any{"Target": c.Name}}, Prompt: PromptOverwatch})
	}
	if s.Pending > 0 && c.Owner != "" {
		note("klondike.event.choose_damage", map[string]any{"N": s.Pending}, PromptDamageTo)
		note("klondike.event.choose_damage_dex", map[string]any{"N": s.Pending}, PromptDamageDex)
	}
	_ = SaveState(c, s)
	return ev
}

// EndRound implements rules.System: shock ends after the round in which the
// character's turn came, or after the round following the one it began in
// (it is then Wounded), the unconscious wake when
// their d6 minutes are up (each round is RoundSeconds), the dying die
// when their hour is up, and damage past END a player has not placed by
// the round's end goes where an NPC's would (placePending). Dice: the
// unconsciousness roll (2d6 on original END, then d6) when that placement
// takes STR or DEX to 0.
func (*System) EndRound(c *rules.Combatant, d dice.Source) []rules.Event {
	var buf State
	s, err := loadOnStack(c, &buf)
	if err != nil {
		return nil
	}
	s.OutNoted = false // a knock-out said at the last round's end is old news
	ev := tick(c, s, RoundSeconds)
	// «два действия в свою инициативу»: what is left of them ends with
	// the round; the next two come with the character's next turn.
	s.ActionsLeft, s.Fresh = 0, false
	// A charge not met by the round's end is over: «Цель может встретить
	// тебя атакой» as it comes, not later.
	s.ChargedBy = nil
	switch {
	case s.Shock && s.ShockTurnSeen:
		s.Shock, s.ShockTurnSeen = false, false
		if !s.Out() && !s.Seriously {
			// «now Wounded (−1 on all rolls)» is only true of one the
			// shock left Wounded; one knocked out or Seriously wounded
			// since has a worse state, already said.
			ev = append(ev, rules.Event{Combatant: c.ID, Note: rules.Note{Key: "klondike.event.shock_end"}})
		}
	case s.Shock:
		// "в шоке 1 раунд": a shock taken after the character's turn lasts
		// through the next round, and no longer — even when the GM passes
		// that round with Next round and the character's turn never starts.
		s.ShockTurnSeen = true
	}
	if s.Pending > 0 {
		to, n, tie := npcChoice(s), s.Pending, s.Str == s.Dex
		ev = append(ev, pendingEvents(c, s, to, n, tie, placePending(c, s, d))...)
	}
	_ = SaveState(c, s)
	return ev
}

// pendingEvents tell the table where unplaced damage went at the round's
// end, and what it did. tie: STR and DEX were equal, so STR took it by
// the tie's rule, not as the higher.
func pendingEvents(c *rules.Combatant, s *State, to string, n int, tie bool, r *DamageReport) []rules.Event {
	if r == nil {
		return nil
	}
	args := map[string]any{"N": n, "Str": s.Str, "Dex": s.Dex, "Tie": tie}
	key := "klondike.event.pending_" + to
	ev := []rules.Event{{Combatant: c.ID, Note: rules.Note{Key: key, Args: args}}}
	// Each of these fells the character: the recap counts it (Event.Fell).
	add := func(key string, args map[string]any) {
		ev = append(ev, rules.Event{Combatant: c.ID, Note: rules.Note{Key: key, Args: args}, Fell: true})
	}
	switch {
	case r.Dead:
		add("klondike.event.pending_dead", nil)
	case r.Dying:
		add("klondike.event.pending_dying", nil)
	case r.Unconscious && r.WakeRoll != nil:
		add("klondike.event.pending_out_"+r.WakeUnit, map[string]any{"Total": r.WakeRoll.Total, "In": r.WakeIn})
		s.OutNoted = true // StartTurn does not repeat it
	}
	return ev
}

// tick advances the fiction's clock for the timers that run in seconds:
// waking up and dying.
func tick(c *rules.Combatant, s *State, seconds int) []rules.Event {
	var ev []rules.Event
	switch {
	case s.Dead:
	case s.Dying:
		s.DyingSeconds += seconds
		if s.DyingSeconds >= DyingLimitSeconds {
			s.Dying, s.Dead = false, true
			ev = append(ev, rules.Event{Combatant: c.ID, Note: rules.Note{Key: "klondike.event.died"}})
		}
	case s.Unconscious:
		s.WakeSeconds -= seconds
		if s.WakeSeconds <= 0 {
			s.WakeSeconds, s.Unconscious = 0, false
			ev = append(ev, rules.Event{Combatant: c.ID, Note: rules.Note{Key: "klondike.event.wake"}})
		}
	}
	return ev
}
