package medieval

import (
	"errors"
	"fray/commands"

	"fray/rules"
	"fray/rules/medieval"
)

// The fight's books for medieval's actions: every handler that takes an
// action books it (commands.App.Charge) before the rule runs, and rolls it
// as the books' number — «одно действие без штрафа … накапливающимся
// штрафом -3 за каждое последующее действие», counted for the round,
// whenever in it the action is taken. The GM may set the count aside with
// force:true; the reply then says which rule was overridden.

// medBook books c's action key and returns the number its rule rolls it
// as: the books' number in c's round, or, when the GM's force:true sets
// the count's penalty aside, 1 (the free action's). A player's force:true
// on an action the count penalises is refused.
func (a *Plugin) medBook(m *commands.Mut, c *rules.Combatant, key string) (int, error) {
	ch, err := a.Charge(m, c, key)
	if err != nil || ch.Penalty == 0 {
		return ch.N, err
	}
	waived, err := a.Override(m, c, medCountRule(ch.N))
	if err != nil {
		return 0, err
	}
	if waived {
		return 1, nil
	}
	return ch.N, nil
}

// medCountRule is the count's rule for the n-th action of a round, as the
// GM's override that rolls it as the free one names it.
func medCountRule(n int) rules.Note {
	return rules.Note{Key: "medieval.economy.count", Args: map[string]any{"N": n, "Penalty": medSignedNum(medieval.ActionPenalty(n))}}
}

// medBookAttack books a new attack action for o (one that continues an
// action already counted — a further shot within ROF, the other weapon's
// blow, a declared attack — books nothing) and sets o.Number. An attack's
// own actions:N may add to the count (actions the books did not see), not
// undercut it: a smaller N is refused with the rule, unless the GM forces
// it.
func (a *Plugin) medBookAttack(m *commands.Mut, att *rules.Combatant, o *medieval.AttackOptions) error {
	if medieval.AttackContinues(*o, att) {
		return nil
	}
	if o.Actions == 0 {
		n, err := a.medBook(m, att, medieval.ActAttack)
		o.Number = n
		return err
	}
	ch, err := a.Charge(m, att, medieval.ActAttack)
	if err != nil {
		return err
	}
	o.Number = ch.N
	if o.Actions >= ch.N {
		return nil
	}
	below := rules.Note{Key: "medieval.economy.below", Args: map[string]any{
		"Name": att.Name, "N": ch.N, "Given": o.Actions, "Penalty": medSignedNum(medieval.ActionPenalty(ch.N))}}
	forced, err := a.Override(m, att, below)
	if err != nil || forced {
		return err
	}
	return &rules.UserError{Note: below}
}

// medLateCharge lets the GM set aside the refusal of a charge declared
// after c has acted or aimed this round («Объявляя о вваливании в начале
// раунда»): forced is true when the GM's force:true did; a refusal without
// it is returned as the rules word it.
func (a *Plugin) medLateCharge(m *commands.Mut, c *rules.Combatant) (forced bool, err error) {
	late := medieval.ChargeLate(c)
	var ue *rules.UserError
	if late == nil || !errors.As(late, &ue) {
		return false, late
	}
	forced, err = a.Override(m, c, ue.Note)
	if err != nil {
		return false, err
	}
	if !forced {
		return false, late
	}
	return true, nil
}

// medCheckKind is the action a fighter's /check books when it rolls no
// declared one: another try at the escape or task just rolled is that
// action again, anything else a non-combat task («Выполнение не боевого
// задания»).
func medCheckKind(m *commands.Mut, c *rules.Combatant) string {
	if spent := m.Enc.SpentBy(c.ID); len(spent) > 0 && spent[len(spent)-1].Act == medieval.ActEscape {
		return medieval.ActEscape
	}
	return medieval.ActTask
}

// medAmbushBars refuses att's attack on tgt while tgt lies in ambush for
// att: «Пока атака не будет совершена, его противник не может атаковать
// его, потому-что он не знает, что находится в опасности». The GM's
// force:true sets the refusal aside (the victim has seen through it); the
// refusal stores nothing and draws no die.
func (a *Plugin) medAmbushBars(m *commands.Mut, att, tgt *rules.Combatant) error {
	bar := medieval.AmbushBars(att, tgt)
	var ue *rules.UserError
	if bar == nil || !errors.As(bar, &ue) {
		return bar
	}
	forced, err := a.Override(m, att, ue.Note)
	if err != nil {
		return err
	}
	if !forced {
		return bar
	}
	return nil
}
