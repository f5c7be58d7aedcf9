package storyteller

import (
	"unicode/utf8"

	"fray/rules"
	"fray/rules/dice"
)

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
	if o.Pool > MaxPool || o.Pool < -MaxPool {
		return CheckResult{}, rules.Errorf("storyteller.error.option_range", map[string]any{"Option": "pool", "Min": 0, "Max": MaxPool})
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
	}
	if o.Willpower && pool > 0 && r.WillpowerLeft < 1 {
		return CheckResult{}, rules.Errorf("storyteller.error.no_willpower", map[string]any{"Name": actorName(actor)})
	}
	var spec *SpecialtyRule
	if o.Specialty {
		spec = &o.SpecialtyRule
	}
	r.Roll = rollAction(src, pool, diff, spec)
	if o.Willpower && !r.Roll.NoRoll {
		r.Roll.addWillpower()
		st.WillpowerSpent++
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
		return rules.Errorf("storyteller.error.no_willpower", map[string]any{"Name": actor.Name})
	}
	st.WillpowerSpent++
	r.Roll.addWillpower()
	r.WillpowerLeft = WillpowerLeft(actor, st)
	r.Outcomes = rollOutcomes(&r.Roll)
	return SaveState(actor, st)
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

func actorName(c *rules.Combatant) string {
	if c == nil {
		return ""
	}
	return c.Name
}
