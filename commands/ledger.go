package commands

import (
	"fmt"
	"maps"
	"strings"

	"github.com/bwmarrin/discordgo"

	"fray/rules"
	"fray/rules/encounter"
)

// The fight's books on the command side: a system's handler charges an
// action before its rule runs (Charge). The ledger (rules/encounter) keeps
// what was spent; the system's economy (rules.Economist) says what each
// action costs and when it may be taken. A refusal states the rule in the
// reader's language and stores nothing; the GM may override it with
// force:true, and the reply then says which rule was overridden.

// OptForce is the GM's override of the fight's books, an option of every
// command that takes an action.
var OptForce = L("force", "вопреки", "GM: take the action though the fight's books refuse it", "Мастер: совершить действие вопреки учёту действий")

// Charged is what the books made of one action.
type Charged struct {
	// N is the action's number in its combatant's round, counting costs
	// (1 = the first).
	N int
	// Penalty is the economy's count penalty for it (rules.Economy.Penalty).
	Penalty int
	// Streak is how many actions of its kind the combatant took in a row,
	// this one included (an aiming run).
	Streak int
	// Forced is set when the GM overrode a refusal.
	Forced bool
}

// Charge books c's action key before its rule runs. A system without an
// economy books nothing; a key its economy does not list is a programming
// error. A refusal is
// a user error naming the rule, unless the GM gave force:true: then the
// action is booked as forced, and the reply and the fight's log say which
// rule was set aside.
func (a *App) Charge(m *Mut, c *rules.Combatant, key string) (Charged, error) {
	return a.ChargeUnless(m, c, key, nil)
}

// ChargeUnless is Charge with a rule of the system's own: refusal, when not
// nil, is why the system's rules forbid c's action now (its turn not come
// yet, a charge to meet that nobody made), in its own words. It is stated
// instead of the books' own refusal and set aside by the GM's force:true as
// they are; the action is then booked as forced. Args["Action"] is filled
// in with the action's name, as for the books' refusals.
func (a *App) ChargeUnless(m *Mut, c *rules.Combatant, key string, refusal *rules.Note) (Charged, error) {
	return a.ChargeN(m, c, key, 1, refusal)
}

// ChargeN is ChargeUnless for one command that is n actions of its kind at
// once (storyteller's shots:3, three shots in one /attack): it is judged
// and booked once, costing n times the action's cost. n below 1 is 1.
func (a *App) ChargeN(m *Mut, c *rules.Combatant, key string, n int, refusal *rules.Note) (Charged, error) {
	eco, ok := m.Sys.(rules.Economist)
	if !ok || m.Enc == nil {
		return Charged{}, nil
	}
	e := eco.Economy()
	cost, ok := e.Cost(key)
	if !ok {
		return Charged{}, fmt.Errorf("commands: action %q is not in %s's economy", key, m.Sys.ID())
	}
	if n > 1 && cost.Cost > 0 {
		cost.Cost *= n
	}
	turn := 0
	if cur := m.Enc.Current(); cur != nil {
		turn = cur.ID
	}
	if refusal != nil {
		own := *refusal
		own.Args = maps.Clone(refusal.Args)
		if own.Args == nil {
			own.Args = map[string]any{}
		}
		refusal = &own
	} else {
		refusal = refuse(m.Enc, e, cost, c, turn)
	}
	forced := false
	if refusal != nil {
		refusal.Args["Action"] = a.actionName(m.Req.Locale, m.Sys.ID(), key)
		var err error
		if forced, err = a.Override(m, c, *refusal); err != nil {
			return Charged{}, err
		}
		if !forced {
			return Charged{}, &rules.UserError{Note: *refusal}
		}
	}
	m.Enc.Book(encounter.Spend{C: c.ID, Act: key, Cost: cost.Cost, Turn: turn, Forced: forced})
	total := m.Enc.ActionsInRound(c.ID)
	return Charged{N: total, Penalty: e.Penalty(total), Streak: m.Enc.Streak(c.ID, key), Forced: forced}, nil
}

// Override sets aside, on the GM's force:true, a rule of the fight's books
// that Charge does not judge itself: a system's own count (a penalty the
// books put on a further action, a declaration its rules refuse). Without
// force:true it reports false and changes nothing; a player's force:true is
// refused (ErrGMOnly); the GM's is recorded as Charge records its own —
// the reply gets the "Rule overridden by the GM" field, the log a line —
// and it reports true. rule is the rule set aside, in the system's words.
func (a *App) Override(m *Mut, c *rules.Combatant, rule rules.Note) (bool, error) {
	if !m.Req.Bool("force") {
		return false, nil
	}
	if !m.GM {
		return false, ErrGMOnly
	}
	note := rules.Note{Key: "economy.forced", Args: map[string]any{"Name": c.Name, "Rule": a.ruleText(m.Req.Locale, rule)}}
	m.Log = append(m.Log, note)
	m.Req.overrides = append(m.Req.overrides, note)
	return true, nil
}

// ruleText is a refusal in the reader's words without its hint that the GM
// may override it: the reply of a forced action names the override itself.
func (a *App) ruleText(locale string, n rules.Note) string {
	s := a.i18n.Note(locale, n)
	if hint := a.i18n.T(locale, "economy.hint_prefix", nil); hint != "" {
		if i := strings.Index(s, hint); i > 0 {
			s = strings.TrimSpace(s[:i])
		}
	}
	return s
}

// actionName is an action's name in the reader's words: the system's
// <system>.economy.act.<key> message (each system its own words for a key
// another system names too: storyteller's «уворот», medieval's
// «уклонение»), else economy.act.<key>, else the key.
func (a *App) actionName(locale, system, key string) string {
	if id := system + ".economy.act." + key; a.i18n.Has(locale, id) {
		return a.i18n.T(locale, id, nil)
	}
	if a.i18n.Has(locale, "economy.act."+key) {
		return a.i18n.T(locale, "economy.act."+key, nil)
	}
	return key
}

// refuse is the rule that forbids c's action now, or nil.
func refuse(enc *encounter.Encounter, e *rules.Economy, cost rules.ActionCost, c *rules.Combatant, turn int) *rules.Note {
	own := turn == c.ID
	args := map[string]any{"Name": c.Name, "Action": cost.Key}
	once := func(key string) *rules.Note {
		if cost.Rule != "" {
			key = cost.Rule
		}
		return &rules.Note{Key: key, Args: args}
	}
	switch {
	case cost.Timing == rules.OwnTurn && !own:
		return &rules.Note{Key: "economy.own_turn_only", Args: args}
	case cost.Once == rules.OncePerTurn && own && enc.Took(c.ID, cost.Key, true) > 0:
		return once("economy.once_per_turn")
	case cost.Once == rules.OncePerRound && enc.Took(c.ID, cost.Key, false) > 0:
		return once("economy.once_per_round")
	}
	if e.PerTurn > 0 && (own || e.TurnSpansRound) && cost.Cost != 0 {
		spent, whole := turnSpent(enc, e, c.ID)
		need := cost.Cost
		if need == rules.WholeTurn {
			need = e.PerTurn
		}
		if whole || spent+need > e.PerTurn {
			args["PerTurn"] = e.PerTurn
			args["Spent"] = spent
			if whole {
				args["Spent"] = e.PerTurn
			}
			return &rules.Note{Key: "economy.no_actions_left", Args: args}
		}
	}
	return nil
}

// turnSpent is what c spent of its turn's budget: the actions booked on its
// own turn, or, when the economy's turn spans the round, every action of the
// round (whole: one of them took the whole turn).
func turnSpent(enc *encounter.Encounter, e *rules.Economy, c int) (n int, whole bool) {
	if !e.TurnSpansRound {
		return enc.ActionsInTurn(c)
	}
	for _, s := range enc.SpentBy(c) {
		if s.Cost == rules.WholeTurn {
			whole = true
		} else {
			n += s.Cost
		}
	}
	return n, whole
}

// Overridden is a field for a reply that took an action past the books:
// which rules the GM set aside, in the reader's language.
func (a *App) overriddenField(req *Request) *discordgo.MessageEmbedField {
	if len(req.overrides) == 0 {
		return nil
	}
	var lines []string
	for _, n := range req.overrides {
		lines = append(lines, "⚠️ "+fmt.Sprint(n.Args["Rule"])) // the title says who set it aside
	}
	return &discordgo.MessageEmbedField{Name: a.T(req, "economy.forced_title", nil), Value: a.FitLines(req.Locale, lines, MaxFieldValue)}
}

// BooksLine is c's round in the books for the tracker ("2 actions this
// round, next −6"; "1 of 2 actions this turn"), or "" when it took none.
func (a *App) BooksLine(locale string, sys rules.System, e *encounter.Encounter, c *rules.Combatant) string {
	eco, ok := sys.(rules.Economist)
	if !ok || e == nil {
		return ""
	}
	n := e.ActionsInRound(c.ID)
	if n == 0 {
		return ""
	}
	econ := eco.Economy()
	args := map[string]any{"Count": n}
	key := "economy.books.round"
	switch {
	case econ.PerTurn > 0:
		spent, whole := turnSpent(e, econ, c.ID)
		if whole {
			spent = econ.PerTurn
		}
		key, args["Spent"], args["PerTurn"] = "economy.books.turn", spent, econ.PerTurn
	case econ.Step != 0:
		key, args["Next"] = "economy.books.penalty", PlusMinus(econ.Penalty(n+1))
	}
	return a.i18n.T(locale, key, args)
}
