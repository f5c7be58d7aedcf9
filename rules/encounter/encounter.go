// Package encounter is the system-neutral combat tracker: round counter,
// combatants in turn order, whose turn it is, held actions, initiative rolled on
// entry and re-rolled each round, joining and leaving mid-fight. Everything that
// differs between rule systems is asked of a rules.System.
package encounter

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"fray/rules"
	"fray/rules/dice"
)

// The stored types' MessagePack codecs are generated (encounter_gen.go,
// ledger_gen.go), with the field names of their json tags; Tally's int keys
// are written as strings, as JSON has them.
//go:generate go tool msgp -file encounter.go -o encounter_gen.go -tests=false -io=false
//msgp:tag json
//msgp:limit arrays:65536 maps:65536
//msgp:maps autoshim

// Encounter is one channel's fight. It is a plain value: storage encodes it,
// commands mutate it inside one transaction and bump Version.
type Encounter struct {
	System     string            `json:"system"`
	Version    int               `json:"v"`
	GM         string            `json:"gm"`
	Round      int               `json:"round"`
	Turn       int               `json:"turn"` // index into Combatants
	Combatants []rules.Combatant `json:"combatants"`
	NextID     int               `json:"next_id"`
	Tally      map[int]*Tally    `json:"tally,omitempty"`
	Prompts    []rules.Event     `json:"prompts,omitempty"` // rolls owed this turn/round
	Tracker    MessageRef        `json:"tracker"`
	Ended      bool              `json:"ended,omitempty"`
	// Begun is set once the first turn has been passed. Until then the
	// order is still being assembled and the turn stays with whoever
	// currently tops it.
	Begun bool `json:"begun,omitempty"`
	// Free lists who acts in the free round a surprise gives one side
	// before initiative (klondike: «бесплатный раунд действий до начала
	// инициативы»). While it is set, Round is 0 and only they take turns;
	// the next round is round 1, for everyone.
	Free []int `json:"free,omitempty"`
	// Spent is the round's books (ledger.go): every action taken, by whom,
	// when and at what cost.
	Spent []Spend `json:"spent,omitempty"`
}

// MessageRef points at the tracker message so it can be edited after changes.
type MessageRef struct {
	ChannelID string `json:"ch,omitempty"`
	MessageID string `json:"msg,omitempty"`
}

// Tally is a combatant's running totals for the end-of-fight recap.
type Tally struct {
	Dealt     int  `json:"dealt,omitempty"`
	Taken     int  `json:"taken,omitempty"`
	Fell      bool `json:"fell,omitempty"`
	FellRound int  `json:"fell_round,omitempty"`
	// Left is the name of a combatant that left the fight: its totals
	// stay for the recap, which can no longer find it by ID.
	Left string `json:"left,omitempty"`
}

// Errors the commands layer turns into localised replies.
var (
	ErrNoCombatants = rules.Errorf("tracker.err.empty", nil)
	ErrFirstTurn    = rules.Errorf("tracker.err.first_turn", nil)
	// ErrFreeRoundLate refuses a free round once a turn has passed: it
	// comes before the first initiative order acts.
	ErrFreeRoundLate = rules.Errorf("tracker.err.free_late", nil)
	// ErrFreeRoundNobody refuses a free round with nobody able to act in it.
	ErrFreeRoundNobody = rules.Errorf("tracker.err.free_nobody", nil)
)

// New starts an encounter at round 1 with nobody in it yet.
func New(system, gm string) *Encounter {
	return &Encounter{System: system, GM: gm, Round: 1, NextID: 1, Tally: map[int]*Tally{}}
}

// Current returns the combatant whose turn it is, or nil.
func (e *Encounter) Current() *rules.Combatant {
	if e.Turn < 0 || e.Turn >= len(e.Combatants) {
		return nil
	}
	return &e.Combatants[e.Turn]
}

// ByID returns the combatant with that id, or nil.
func (e *Encounter) ByID(id int) *rules.Combatant {
	for i := range e.Combatants {
		if e.Combatants[i].ID == id {
			return &e.Combatants[i]
		}
	}
	return nil
}

// Find resolves a combatant by name: exact (case-insensitive) first, then a
// unique prefix, then "#id".
func (e *Encounter) Find(name string) (*rules.Combatant, error) {
	n := strings.ToLower(strings.TrimSpace(name))
	if n == "" {
		return nil, rules.Errorf("tracker.err.no_such", map[string]any{"Name": name})
	}
	for i := range e.Combatants {
		if strings.ToLower(e.Combatants[i].Name) == n {
			return &e.Combatants[i], nil
		}
	}
	var id int
	if _, err := fmt.Sscanf(n, "#%d", &id); err == nil {
		if c := e.ByID(id); c != nil {
			return c, nil
		}
	}
	var found *rules.Combatant
	for i := range e.Combatants {
		if strings.HasPrefix(strings.ToLower(e.Combatants[i].Name), n) {
			if found != nil {
				return nil, rules.Errorf("tracker.err.ambiguous", map[string]any{"Name": name})
			}
			found = &e.Combatants[i]
		}
	}
	if found == nil {
		return nil, rules.Errorf("tracker.err.no_such", map[string]any{"Name": name})
	}
	return found, nil
}

// Add puts a combatant into the fight: a fresh system state and, since the
// encounter is running, an initiative roll and its place in the order. The
// combatant whose turn it is keeps the turn.
func (e *Encounter) Add(sys rules.System, d dice.Source, c rules.Combatant) (*rules.Combatant, error) {
	if strings.TrimSpace(c.Name) == "" {
		return nil, rules.Errorf("tracker.err.no_name", nil)
	}
	if len(e.Combatants) >= MaxCombatants {
		return nil, rules.Errorf("tracker.err.too_many", map[string]any{"Max": MaxCombatants})
	}
	for i := range e.Combatants {
		if strings.EqualFold(e.Combatants[i].Name, c.Name) {
			return nil, rules.Errorf("tracker.err.duplicate", map[string]any{"Name": c.Name})
		}
	}
	// A state given is the combatant's as it comes (a character the
	// channel's party kept, one back in the same fight): its initiative and
	// the join's hooks must see its wounds. Otherwise it starts fresh.
	if c.State == nil {
		st, err := sys.NewState(&c.Sheet)
		if err != nil {
			return nil, fmt.Errorf("new state for %s: %w", c.Name, err)
		}
		c.State = st
	}
	c.ID = e.NextID
	e.NextID++
	in := sys.Initiative(&c, d)
	c.Init, c.InitDice, c.InitMod, c.TieBreak = in.Total, in.Dice, in.Mod, 0
	if s, ok := sys.(rules.Surprisable); ok && e.FreeRound() {
		// A newcomer during a surprise's free round is not of the side
		// that surprised: it waits for round 1 like the rest.
		s.CaughtOffGuard(&c)
	}
	cur := e.currentID()
	e.Combatants = append(e.Combatants, c)
	e.sort(sys, d)
	e.restoreTurn(cur)
	if j, ok := sys.(rules.Joiner); ok {
		j.Joined(e.ByID(c.ID), e.Combatants)
	}
	if e.Tally == nil {
		e.Tally = map[int]*Tally{}
	}
	e.Tally[c.ID] = &Tally{}
	return e.ByID(c.ID), nil
}

// MaxCombatants bounds an encounter so its stored value stays small.
const MaxCombatants = 60

// Remove takes a combatant out. If it was its turn, the next one's turn begins
// without a new round.
func (e *Encounter) Remove(id int) error {
	idx := e.index(id)
	if idx < 0 {
		return rules.Errorf("tracker.err.no_such", map[string]any{"Name": fmt.Sprintf("#%d", id)})
	}
	if t := e.Tally[id]; t != nil {
		// A copy: a decoded value kept elsewhere may share the pointer.
		kept := *t
		kept.Left = e.Combatants[idx].Name
		e.Tally[id] = &kept
	}
	e.Combatants = slices.Delete(e.Combatants, idx, idx+1)
	if idx < e.Turn {
		e.Turn--
	}
	if e.Turn >= len(e.Combatants) {
		e.Turn = 0
	}
	return nil
}

// Leave takes a combatant out mid-fight, with the rolls it owed. When it was
// its turn (once the fight has begun), that turn ends as Next would end it:
// the next living combatant's turn begins and its start-of-turn hooks run,
// and past the last one a new round begins. Otherwise the turn stays where it
// is. It returns the events the hooks produced.
func (e *Encounter) Leave(sys rules.System, d dice.Source, id int) ([]rules.Event, error) {
	idx := e.index(id)
	if idx < 0 {
		return nil, rules.Errorf("tracker.err.no_such", map[string]any{"Name": fmt.Sprintf("#%d", id)})
	}
	wasTurn := e.Begun && idx == e.Turn
	// A new slice: a decoded copy kept elsewhere may share the old array.
	kept := make([]rules.Event, 0, len(e.Prompts))
	for _, p := range e.Prompts {
		if p.Combatant != id && (!wasTurn || p.WholeRound) {
			kept = append(kept, p)
		}
	}
	e.Prompts = kept
	if err := e.Remove(id); err != nil {
		return nil, err
	}
	if e.FreeRound() {
		e.Free = slices.DeleteFunc(slices.Clone(e.Free), func(f int) bool { return f == id })
		if len(e.Free) == 0 {
			// The last of the free side left: the free round is over.
			if len(e.Combatants) == 0 {
				e.Round = 1
				return nil, nil
			}
			return e.NextRound(sys, d)
		}
	}
	if !wasTurn || len(e.Combatants) == 0 {
		return nil, nil
	}
	for i := idx; i < len(e.Combatants); i++ {
		if e.acts(sys, i) {
			e.Turn = i
			return e.startTurn(sys, d), nil
		}
	}
	return e.NextRound(sys, d)
}

// LeavingEndsRound reports whether Leave(id) would end the round: it is
// id's turn and nobody living comes after it.
func (e *Encounter) LeavingEndsRound(sys rules.System, id int) bool {
	c := e.Current()
	return e.Begun && c != nil && c.ID == id && e.LastTurn(sys)
}

// Next ends the current turn. Past the last combatant a new round begins.
// It returns the events the hooks produced.
func (e *Encounter) Next(sys rules.System, d dice.Source) ([]rules.Event, error) {
	if len(e.Combatants) == 0 {
		return nil, ErrNoCombatants
	}
	// A roll owed during the turn that ends is no longer offered; one owed
	// for the whole round stays until it is made or the round ends.
	e.Prompts = slices.DeleteFunc(e.Prompts, func(p rules.Event) bool { return !p.WholeRound })
	e.Begun = true
	for i := e.Turn + 1; i < len(e.Combatants); i++ {
		if e.acts(sys, i) {
			e.Turn = i
			return e.startTurn(sys, d), nil
		}
	}
	return e.NextRound(sys, d)
}

// acts reports whether the combatant at index i takes a turn this round:
// the living, and in a free round only its side.
func (e *Encounter) acts(sys rules.System, i int) bool {
	c := &e.Combatants[i]
	return !sys.Dead(c) && (len(e.Free) == 0 || slices.Contains(e.Free, c.ID))
}

// FreeRound reports whether the free round of a surprise is being played.
func (e *Encounter) FreeRound() bool { return len(e.Free) > 0 }

// StartFreeRound gives the combatants ids the free round before
// initiative: the round becomes 0, the first of them in the order takes
// the turn, and after the last of them round 1 begins for everyone with
// its own initiative. Only before the first turn has passed; the dead and
// unknown ids are left out. It returns the start-of-turn events.
func (e *Encounter) StartFreeRound(sys rules.System, d dice.Source, ids []int) ([]rules.Event, error) {
	if e.Begun || e.Round != 1 || e.FreeRound() {
		return nil, ErrFreeRoundLate
	}
	var free []int
	for _, id := range ids {
		if c := e.ByID(id); c != nil && !sys.Dead(c) && !slices.Contains(free, id) {
			free = append(free, id)
		}
	}
	if len(free) == 0 {
		return nil, ErrFreeRoundNobody
	}
	e.Free, e.Round, e.Begun = free, 0, true
	if s, ok := sys.(rules.Surprisable); ok {
		for i := range e.Combatants {
			if !slices.Contains(free, e.Combatants[i].ID) {
				s.CaughtOffGuard(&e.Combatants[i])
			}
		}
	}
	e.Prompts = slices.DeleteFunc(e.Prompts, func(p rules.Event) bool { return !p.WholeRound })
	for i := range e.Combatants {
		if e.acts(sys, i) {
			e.Turn = i
			break
		}
	}
	return e.startTurn(sys, d), nil
}

// GiveTurn hands the turn to combatant id before anyone has acted in the
// round: a system whose declarations at the round's start move initiative
// (medieval's charge, «Объявляя о вваливании в начале раунда») calls it when
// the declarer now tops whoever's turn it was. id's turn starts; the one
// whose turn it was keeps what its turn's start gave it (the system must
// not run that start twice in a round: medieval's State.TurnBegun). It
// returns the start-of-turn events.
func (e *Encounter) GiveTurn(sys rules.System, d dice.Source, id int) ([]rules.Event, error) {
	idx := e.index(id)
	if idx < 0 {
		return nil, rules.Errorf("tracker.err.no_such", map[string]any{"Name": fmt.Sprintf("#%d", id)})
	}
	e.Turn = idx
	return e.startTurn(sys, d), nil
}

// Owes reports whether a prompt is still among the rolls owed.
func (e *Encounter) Owes(ev rules.Event) bool {
	for _, p := range e.Prompts {
		if p.Combatant == ev.Combatant && p.Prompt == ev.Prompt {
			return true
		}
	}
	return false
}

// LastTurn reports whether ending the current turn ends the round.
func (e *Encounter) LastTurn(sys rules.System) bool {
	for i := e.Turn + 1; i < len(e.Combatants); i++ {
		if e.acts(sys, i) {
			return false
		}
	}
	return true
}

// Prev steps back one turn within the round (a GM's correction).
func (e *Encounter) Prev() error {
	if len(e.Combatants) == 0 {
		return ErrNoCombatants
	}
	for i := e.Turn - 1; i >= 0; i-- {
		// In a free round, back to the previous of its side.
		if len(e.Free) == 0 || slices.Contains(e.Free, e.Combatants[i].ID) {
			e.Turn = i
			return nil
		}
	}
	return ErrFirstTurn
}

// NextRound runs the end-of-round hooks, advances the round, re-rolls
// initiative (for everyone not pinned, in the order the tracker lists them, so
// scripted dice land predictably), re-sorts, runs the start-of-round hooks and
// starts the first living combatant's turn.
func (e *Encounter) NextRound(sys rules.System, d dice.Source) ([]rules.Event, error) {
	if len(e.Combatants) == 0 {
		return nil, ErrNoCombatants
	}
	var evs []rules.Event
	for i := range e.Combatants {
		evs = append(evs, sys.EndRound(&e.Combatants[i], d)...)
	}
	for i := range e.Combatants {
		// A hold lasts the round: one never taken is said to be lost,
		// rather than vanishing from the tracker without a word.
		if c := &e.Combatants[i]; c.Held && !sys.Dead(c) {
			evs = append(evs, rules.Event{Combatant: c.ID, Note: rules.Note{Key: "tracker.held_lost"}})
		}
	}
	e.newRound()
	e.Round++
	e.Begun = true
	e.Prompts = nil
	e.Free = nil
	if sys.RerollEachRound() {
		// A team leader rolls once for the group: the first member listed
		// rolls, the others reuse its faces and add their own modifiers.
		groupDice := map[string][]int{}
		for i := range e.Combatants {
			c := &e.Combatants[i]
			c.Held = false
			if c.Pinned || sys.Dead(c) {
				continue // the dead roll nothing; they sink to the bottom
			}
			src := d
			if faces, ok := groupDice[c.Group]; ok && c.Group != "" {
				src = dice.NewScripted(faces...)
			}
			in := sys.Initiative(c, src)
			c.Init, c.InitDice, c.InitMod, c.TieBreak = in.Total, in.Dice, in.Mod, 0
			if c.Group != "" {
				if _, ok := groupDice[c.Group]; !ok {
					groupDice[c.Group] = in.Dice
				}
			}
		}
	}
	for i := range e.Combatants {
		e.Combatants[i].Held = false
	}
	e.sort(sys, d)
	for i := range e.Combatants {
		for _, ev := range sys.StartRound(&e.Combatants[i], d) {
			if ev.Prompt != "" {
				ev.WholeRound = true
			}
			evs = append(evs, ev)
		}
	}
	e.Turn = 0
	for e.Turn < len(e.Combatants)-1 && sys.Dead(&e.Combatants[e.Turn]) {
		e.Turn++
	}
	evs = append(evs, e.startTurn(sys, d)...)
	e.notePrompts(evs)
	return evs, nil
}

func (e *Encounter) startTurn(sys rules.System, d dice.Source) []rules.Event {
	c := e.Current()
	if c == nil {
		return nil
	}
	evs := e.present(sys.StartTurn(c, d))
	e.notePrompts(evs)
	return evs
}

// present keeps the events of combatants still in the fight: a system's
// state may still name one who left (a watcher on Overwatch), whose roll
// no one could make and whose name the tracker could not show.
func (e *Encounter) present(evs []rules.Event) []rules.Event {
	out := evs[:0]
	for _, ev := range evs {
		if ev.Combatant == 0 || e.ByID(ev.Combatant) != nil {
			out = append(out, ev)
		}
	}
	return out
}

// notePrompts remembers the rolls owed, once each: a hook that fires twice
// (start of round and start of turn) must not offer the same roll twice.
func (e *Encounter) notePrompts(evs []rules.Event) {
	for _, ev := range evs {
		if ev.Prompt == "" {
			continue
		}
		dup := false
		for _, p := range e.Prompts {
			if p.Combatant == ev.Combatant && p.Prompt == ev.Prompt {
				dup = true
				break
			}
		}
		if !dup {
			e.Prompts = append(e.Prompts, ev)
		}
	}
}

// Hold toggles a held action. Holding on one's own turn passes the turn and
// keeps the action; releasing a held action later makes that combatant act
// now, before the one whose turn it was.
func (e *Encounter) Hold(sys rules.System, d dice.Source, id int) (held bool, evs []rules.Event, err error) {
	idx := e.index(id)
	if idx < 0 {
		return false, nil, rules.Errorf("tracker.err.no_such", map[string]any{"Name": fmt.Sprintf("#%d", id)})
	}
	c := &e.Combatants[idx]
	if c.Held {
		c.Held = false
		moved := e.Combatants[idx]
		e.Combatants = slices.Delete(e.Combatants, idx, idx+1)
		if idx < e.Turn {
			e.Turn--
		}
		e.Combatants = slices.Insert(e.Combatants, e.Turn, moved)
		return false, e.startTurn(sys, d), nil
	}
	if idx != e.Turn {
		return false, nil, rules.Errorf("tracker.err.hold_not_turn", map[string]any{"Name": c.Name})
	}
	if e.LastTurn(sys) {
		// Nobody acts after it this round, and a hold ends with the round:
		// holding would only lose the action.
		return false, nil, rules.Errorf("tracker.err.hold_last", map[string]any{"Name": c.Name})
	}
	if h, ok := sys.(rules.Holder); ok {
		if err := h.CanHold(c); err != nil {
			return false, nil, err
		}
	}
	c.Held = true
	e.Begun = true
	evs, err = e.Next(sys, d)
	return true, evs, err
}

// SetInit sets a combatant's initiative by hand; pin keeps it across re-rolls.
func (e *Encounter) SetInit(sys rules.System, d dice.Source, id, value int, pin bool) error {
	c := e.ByID(id)
	if c == nil {
		return rules.Errorf("tracker.err.no_such", map[string]any{"Name": fmt.Sprintf("#%d", id)})
	}
	cur := e.currentID()
	c.Init, c.InitDice, c.InitMod, c.TieBreak = value, nil, 0, 0
	c.Pinned = pin
	e.sort(sys, d)
	e.restoreTurn(cur)
	return nil
}

// Reroll rolls one combatant's initiative again (and unpins it).
func (e *Encounter) Reroll(sys rules.System, d dice.Source, id int) error {
	c := e.ByID(id)
	if c == nil {
		return rules.Errorf("tracker.err.no_such", map[string]any{"Name": fmt.Sprintf("#%d", id)})
	}
	cur := e.currentID()
	in := sys.Initiative(c, d)
	c.Init, c.InitDice, c.InitMod, c.Pinned, c.TieBreak = in.Total, in.Dice, in.Mod, false, 0
	e.sort(sys, d)
	e.restoreTurn(cur)
	return nil
}

// RecordDamage adds to the recap totals; fell marks the target as fallen.
func (e *Encounter) RecordDamage(attacker, target, amount int, fell bool) {
	if e.Tally == nil {
		e.Tally = map[int]*Tally{}
	}
	get := func(id int) *Tally {
		t := e.Tally[id]
		if t == nil {
			t = &Tally{}
			e.Tally[id] = t
		}
		return t
	}
	if attacker > 0 && attacker != target {
		get(attacker).Dealt += amount
	}
	if target > 0 {
		t := get(target)
		t.Taken += amount
		if fell && !t.Fell {
			t.Fell, t.FellRound = true, e.Round
		}
	}
}

func (e *Encounter) index(id int) int {
	for i := range e.Combatants {
		if e.Combatants[i].ID == id {
			return i
		}
	}
	return -1
}

func (e *Encounter) currentID() int {
	if c := e.Current(); c != nil {
		return c.ID
	}
	return 0
}

func (e *Encounter) restoreTurn(id int) {
	if id == 0 || !e.Begun {
		e.Turn = 0
		return
	}
	if i := e.index(id); i >= 0 {
		e.Turn = i
	}
}

// sort orders by initiative (highest first), then the system's tie rule, then
// a roll-off among those still tied, then by who joined first.
func (e *Encounter) sort(sys rules.System, d dice.Source) {
	// Roll off only where a tie survives the system's rule, in listed order,
	// and only for those who have not rolled off since their initiative
	// last changed: a newcomer's tie must not re-roll everyone else's.
	for i := range e.Combatants {
		for j := range e.Combatants {
			if i == j {
				continue
			}
			a, b := &e.Combatants[i], &e.Combatants[j]
			if a.Init == b.Init && sys.CompareTie(a, b) == 0 && a.TieBreak == 0 {
				a.TieBreak = d.Roll(10)
				break
			}
		}
	}
	// Sort positions rather than the combatants themselves: a comparison
	// then costs no copy of a combatant, and CompareTie sees the real ones.
	order := make([]int, len(e.Combatants))
	for i := range order {
		order[i] = i
	}
	dead := make([]bool, len(e.Combatants))
	for i := range e.Combatants {
		dead[i] = sys.Dead(&e.Combatants[i])
	}
	slices.SortStableFunc(order, func(i, j int) int {
		a, b := &e.Combatants[i], &e.Combatants[j]
		if dead[i] != dead[j] {
			if dead[i] {
				return 1
			}
			return -1
		}
		if a.Init != b.Init {
			return b.Init - a.Init
		}
		if c := sys.CompareTie(a, b); c != 0 {
			return c
		}
		if a.TieBreak != b.TieBreak {
			return b.TieBreak - a.TieBreak
		}
		return a.ID - b.ID
	})
	sorted := make([]rules.Combatant, len(e.Combatants))
	for k, i := range order {
		sorted[k] = e.Combatants[i]
	}
	e.Combatants = sorted
}

// ErrVersion is returned when a click comes from an outdated message.
var ErrVersion = errors.New("stale encounter version")
