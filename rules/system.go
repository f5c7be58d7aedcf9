// Package rules holds Fray's game logic: pure and deterministic, no Discord, no
// database, no logging. Each rule system (medieval, storyteller, klondike) lives
// in its own subpackage and implements System; the tracker in rules/encounter is
// system-neutral and calls a System for everything that differs between them.
//
// Rules return records, never text: a Note is a message key plus arguments, and
// commands/ renders it in the user's locale.
package rules

import (
	"encoding/json"

	"fray/rules/dice"
)

// The stored types' MessagePack codecs are generated (system_gen.go), with
// the field names of their json tags.
//go:generate go tool msgp -file system.go -o system_gen.go -tests=false -io=false
//msgp:tag json
//msgp:limit arrays:65536 maps:65536
//msgp:ignore StatDef Initiative Health Action UserError

// Note is a locale-neutral message: a key in the message files (commands/locales,
// commands/<system>/locales) plus arguments.
// Keys are dotted and system-prefixed ("medieval.wound.serious").
type Note struct {
	Key string `json:"k"`
	// Args are stored with the fight (an owed roll, a log line), so their
	// values are what MessagePack writes: nil, booleans, numbers, strings,
	// and slices and string-keyed maps of them (a string or number of a
	// named type is an error when the fight is stored). An integer reads
	// back as an int64, a slice as []any, a map as map[string]any.
	Args map[string]any `json:"a,omitempty"`
}

// StatDef describes one key of a system's sheet: a characteristic or a skill.
type StatDef struct {
	Key     string   // canonical key, stored on sheets: "REF", "combat_sense"
	En, Ru  string   // display names: "REF", "РЕФ"
	Aliases []string // further accepted spellings, compared case-insensitively
	Default int      // value when the sheet does not give it
	Min     int
	Max     int
	Skill   bool // a skill rather than a characteristic
}

// Weapon is one weapon line on a sheet. Spec is the system's own notation
// ("2d6+1 melee blade"), validated by System.ParseWeapon.
type Weapon struct {
	Name string `json:"name"`
	Spec string `json:"spec"`
}

// Sheet is a character sheet: stats by canonical key, weapons, and the system's
// armor notation (validated by System.ParseArmor). Flags carry yes/no facts such
// as "supernatural".
type Sheet struct {
	Name    string          `json:"name"`
	Stats   map[string]int  `json:"stats,omitempty"`
	Weapons []Weapon        `json:"weapons,omitempty"`
	Armor   string          `json:"armor,omitempty"`
	Flags   map[string]bool `json:"flags,omitempty"`
}

// Stat returns a stat's value, or def when the sheet does not set it.
func (s *Sheet) Stat(key string, def int) int {
	if v, ok := s.Stats[key]; ok {
		return v
	}
	return def
}

// Combatant is one fighter in an encounter. State is the system's own combat
// state (wounds, ammunition, conditions), MessagePack from the system's
// generated codec; the tracker never looks inside it.
type Combatant struct {
	ID    int    `json:"id"`
	Name  string `json:"name"`
	Owner string `json:"owner,omitempty"` // Discord user ID; empty for the GM's NPCs
	Sheet Sheet  `json:"sheet"`

	Init     int    `json:"init"`
	InitDice []int  `json:"init_dice,omitempty"`
	InitMod  int    `json:"init_mod,omitempty"`
	Pinned   bool   `json:"pinned,omitempty"` // initiative kept across re-rolls
	TieBreak int    `json:"tie,omitempty"`    // roll-off value for ties
	Held     bool   `json:"held,omitempty"`   // holding its action
	Group    string `json:"group,omitempty"`  // team-leader group, if any

	State []byte `json:"state,omitempty"`
}

// Initiative is one initiative roll.
type Initiative struct {
	Total int   `json:"total"`
	Dice  []int `json:"dice"`
	Mod   int   `json:"mod"`
}

// Health is a combatant's condition for display: a bar of Cur out of Max
// (health left, e.g. 40-wounds for medieval), the level's name, and flags.
type Health struct {
	Cur, Max   int
	Level      Note   // "medieval.level.serious"
	Conditions []Note // stunned, prone, bleeding…
	// Transient is how many of the last Conditions are this round's
	// declarations (charging, dodging, the actions taken), which the
	// tracker shows and the end-of-fight recap leaves out.
	Transient int
	Out       bool // cannot act (stunned, unconscious, incapacitated)
	// Stunned marks an Out that lasts only a while (stunned, in shock,
	// dizzied), which the tracker tells apart from one who is down.
	Stunned bool
	Dead    bool
}

// Event is something a hook or an action produced: a result to show and, when
// Prompt is set, a roll the combatant's owner must make (a button is offered).
type Event struct {
	Combatant int    `json:"c"`
	Note      Note   `json:"n"`
	Prompt    string `json:"p,omitempty"` // action key of the roll to offer, e.g. "save:death"
	// WholeRound marks a roll owed for the rest of the round (one asked at
	// its start, like a death save) rather than during one turn. The
	// tracker sets it; systems need not.
	WholeRound bool `json:"wr,omitempty"`
	// Fell marks an event that felled its combatant outside an attack (a
	// hook's damage at the round's end): the recap counts it among the
	// fallen, as it counts one felled by a blow.
	Fell bool `json:"fell,omitempty"`
}

// Action is a combat action a system offers on the tracker.
type Action struct {
	Key string // "move", "aim", "dodge"…
	En  string
	Ru  string
	// Reaction marks a declared defence (dodge, parry, block): it answers
	// another's attack, so a player may take it for their own fighter on
	// another's turn.
	Reaction bool
}

// System is the plug-in each rule system implements.
type System interface {
	// ID is the system's id: "medieval", "storyteller" or "klondike".
	ID() string
	// Stats lists the sheet keys, characteristics first.
	Stats() []StatDef
	// ParseArmor validates armor notation and returns it normalised.
	ParseArmor(spec string) (string, error)
	// ParseWeapon validates one weapon's notation.
	ParseWeapon(name, spec string) (Weapon, error)
	// NewState returns a fresh combat state for a combatant entering a fight.
	NewState(sheet *Sheet) ([]byte, error)
	// Initiative rolls c's initiative.
	Initiative(c *Combatant, d dice.Source) Initiative
	// CompareTie orders two combatants with equal initiative by the system's
	// rule: negative when a acts first, positive when b does, 0 when the rule
	// cannot tell (then the tracker rolls off).
	CompareTie(a, b *Combatant) int
	// RerollEachRound reports whether initiative is rolled anew every round.
	RerollEachRound() bool
	// StartRound, StartTurn and EndRound are the round hooks: they may change
	// c.State (a death save) and report events.
	StartRound(c *Combatant, d dice.Source) []Event
	StartTurn(c *Combatant, d dice.Source) []Event
	EndRound(c *Combatant, d dice.Source) []Event
	// Health summarises c's condition.
	Health(c *Combatant) Health
	// Dead reports Health(c).Dead and nothing else. The tracker asks it of
	// every combatant on every advance and sort, where building the whole
	// Health (notes and their argument maps) would be garbage on the
	// serial commit path; so it must not allocate for a usual state, and
	// it must agree with Health(c).Dead on every state, one that fails to
	// decode included.
	Dead(c *Combatant) bool
	// Actions lists the combat actions offered on the tracker. The list is
	// the system's own (no copy per call): callers must not change it.
	Actions() []Action
}

// Surprisable is implemented by a System in which a surprise's free round
// takes something from the side caught off guard: the tracker calls
// CaughtOffGuard for each of them when the free round starts (klondike:
// they have no actions until their first turn of round 1).
type Surprisable interface {
	CaughtOffGuard(c *Combatant)
}

// Joiner is implemented by a System that must know when a combatant joins
// a running fight: Encounter.Add calls Joined with the newcomer, in place,
// and everyone (klondike: a readied Overwatch watches the newcomer too, «до
// появления противника в зоне видимости»).
type Joiner interface {
	Joined(c *Combatant, all []Combatant)
}

// UserError is bad input that the user must hear about, in their language: an
// unknown stat, an impossible maneuver. commands/ renders its Note as an
// ephemeral error and stores nothing.
type UserError struct {
	Note Note
}

func (e *UserError) Error() string {
	if len(e.Note.Args) == 0 {
		return e.Note.Key
	}
	return e.Note.Key + " " + fmtArgs(e.Note.Args)
}

// Errorf returns a UserError with the given message key and arguments.
func Errorf(key string, args map[string]any) error {
	return &UserError{Note: Note{Key: key, Args: args}}
}

func fmtArgs(a map[string]any) string {
	b, _ := json.Marshal(a)
	return string(b)
}

// Holder is implemented by a System in which a combatant may have no turn
// to hold: Encounter.Hold asks CanHold before it holds (not before a held
// action is released) and refuses with its error (storyteller: a dizzied
// fighter «пропускает своё следующее действие», and holding the turn would
// give the action back later in the round).
type Holder interface {
	CanHold(c *Combatant) error
}

// Refitter is implemented by systems whose combat state copies part of the
// sheet (armor layers with their wear): after a player edits the sheet in the
// middle of a fight, Refit brings the combatant's state in line with it,
// keeping wounds and conditions.
type Refitter interface {
	Refit(c *Combatant) error
}
