package storyteller

import (
	"unicode/utf8"

	"fray/rules"
	"fray/rules/dice"
)

// CheckResult's MessagePack codec is generated (check_gen.go): the commands
// layer keeps a channel's recent checks for their buttons. The limit is
// Roll's (pool.go).
//go:generate go tool msgp -file check.go -o check_gen.go -tests=false -io=false
//msgp:tag json
//msgp:ignore CheckOptions
//msgp:limit arrays:1024 maps:1024

// CheckOptions mirror /check: «Количество кубиков, Сложность, Коментарий,
// Сделать бросок».
type CheckOptions struct {
	Pool          int
	Difficulty    int
	Comment       string
	Specialty     bool
	SpecialtyRule SpecialtyRule // the channel's choice
	Secret        bool
	Willpower     bool // spend a point for one automatic success
	// SheetWillpower and SheetWillpowerSpent stand for the roller's sheet when
	// no combatant acts (a roll outside a fight): «a "Willpower" button where
	// the sheet has Willpower». The caller keeps the spent points.
	SheetWillpower      int
	SheetWillpowerSpent int
}

// CheckResult is a /check's embed.
type CheckResult struct {
	Actor         int      `json:"actor,omitempty"`
	Asked         int      `json:"asked"`      // the pool as typed
	Penalty       int      `json:"penalty"`    // wound dice lost (in an encounter)
	AskedDiff     int      `json:"asked_diff"` // the difficulty as typed
	OffBalance    bool     `json:"off_balance,omitempty"`
	Roll          Roll     `json:"roll"`
	Comment       string   `json:"comment,omitempty"`
	Secret        bool     `json:"secret,omitempty"`
	HasWillpower  bool     `json:"has_wp,omitempty"` // the sheet has Willpower: offer the button
	WillpowerLeft int      `json:"wp_left,omitempty"`
	Outcomes      []string `json:"outcomes"`
}

// maxComment bounds a comment's length in characters.
const maxComment = 200

// Check rolls /check. actor may be nil (a roll outside any encounter or
// sheet); when set, its wound penalty lowers the pool («wound penalties of the
// acting combatant lower the pool automatically») and its tackle's
// off-balance raises the difficulty, and Willpower is spent from it.
func Check(o CheckOptions, actor *rules.Combatant, src dice.Source) (CheckResult, error) {
	if o.Pool > MaxPool {
		// Only the upper bound is an error: a pool of 0 or less is a
		// failure without a roll, not bad input.
		return CheckResult{}, rules.Errorf("storyteller.error.option_max", map[string]any{"Option": "pool", "Max": MaxPool})
	}
	if o.Difficulty < -maxDiffInput || o.Difficulty > maxDiffInput {
		return CheckResult{}, rules.Errorf("storyteller.error.option_range", map[string]any{"Option": "difficulty", "Min": MinDifficulty, "Max": MaxDifficulty})
	}
	if utf8.RuneCountInString(o.Comment) > maxComment {
		return CheckResult{}, rules.Errorf("storyteller.error.comment_long", map[string]any{"Max": maxComment})
	}
	if o.SpecialtyRule != SpecialtyReroll && o.SpecialtyRule != SpecialtyDouble {
		return CheckResult{}, rules.Errorf("storyteller.error.specialty_rule", nil)
	}
	r := CheckResult{Asked: o.Pool, AskedDiff: o.Difficulty, Comment: o.Comment, Secret: o.Secret}
	// The pool keeps its sign: a pool the GM asked below 0, or one the
	// wounds took below 0, is shown as computed (−1), and a pool of 0 or
	// less makes no roll (rollAction), as an attack's does.
	pool, diff := o.Pool, o.Difficulty
	var st *State
	if actor != nil {
		var err error
		if st, err = LoadState(actor); err != nil {
			return CheckResult{}, err
		}
		r.Actor = actor.ID
		r.Penalty = st.Penalty()
		pool -= r.Penalty
		if st.OffBalance == 1 {
			r.OffBalance = true
			diff++
		}
		r.HasWillpower = stat(&actor.Sheet, Willpower) > 0
		r.WillpowerLeft = WillpowerLeft(actor, st)
	} else if o.SheetWillpower > 0 {
		r.HasWillpower = true
		r.WillpowerLeft = max(o.SheetWillpower-o.SheetWillpowerSpent, 0)
	}
	if o.Willpower && pool > 0 && r.WillpowerLeft < 1 {
		if actor == nil {
			if o.SheetWillpower <= 0 {
				return CheckResult{}, rules.Errorf("storyteller.error.no_willpower_sheet_rating", nil)
			}
			return CheckResult{}, rules.Errorf("storyteller.error.no_willpower_sheet", nil)
		}
		return CheckResult{}, noWillpowerError(actor)
	}
	var spec *SpecialtyRule
	if o.Specialty {
		spec = &o.SpecialtyRule
	}
	r.Roll = rollAction(src, pool, diff, spec)
	if o.Willpower && !r.Roll.NoRoll {
		r.Roll.addWillpower()
		if st != nil {
			st.WillpowerSpent++
		}
		r.WillpowerLeft--
	}
	r.Outcomes = rollOutcomes(&r.Roll)
	if st != nil {
		if err := SaveState(actor, st); err != nil {
			return CheckResult{}, err
		}
	}
	return r, nil
}

// SpendWillpower is the "Willpower" button under a shown roll: one point
// buys one automatic success on that roll.
func SpendWillpower(actor *rules.Combatant, r *CheckResult) error {
	if actor == nil || r.Roll.Willpower || r.Roll.NoRoll {
		return rules.Errorf("storyteller.error.willpower_twice", nil)
	}
	st, err := LoadState(actor)
	if err != nil {
		return err
	}
	if WillpowerLeft(actor, st) < 1 {
		return noWillpowerError(actor)
	}
	st.WillpowerSpent++
	r.Roll.addWillpower()
	r.WillpowerLeft = WillpowerLeft(actor, st)
	r.Outcomes = rollOutcomes(&r.Roll)
	return SaveState(actor, st)
}

// SpendSheetWillpower is the "Willpower" button under a roll made outside a
// fight: the point comes off the roller's sheet (the caller records it).
func SpendSheetWillpower(r *CheckResult) error {
	if !r.HasWillpower || r.Roll.Willpower || r.Roll.NoRoll {
		return rules.Errorf("storyteller.error.willpower_twice", nil)
	}
	if r.WillpowerLeft < 1 {
		return rules.Errorf("storyteller.error.no_willpower_sheet", nil)
	}
	r.Roll.addWillpower()
	r.WillpowerLeft--
	r.Outcomes = rollOutcomes(&r.Roll)
	return nil
}

func rollOutcomes(r *Roll) []string {
	switch {
	case r.Botch:
		return []string{OutcomeFumble}
	case r.Failed():
		return []string{OutcomeMiss}
	case r.Successes >= criticalSuccesses:
		return []string{OutcomeHit, OutcomeCritical}
	}
	return []string{OutcomeHit}
}
