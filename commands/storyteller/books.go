package storyteller

import (
	"fray/commands"
	"fray/rules"
	"fray/rules/encounter"
	"fray/rules/storyteller"
)

// The fight's books in storyteller's handlers: every action is charged
// before its rule runs (rules/storyteller/economy.go says what each costs
// and when it may be taken), with the grip's rule of the seed's own
// (storyteller.Forbid). The books also say where the action sits in its
// fighter's round, which the multiple-action split reads: every action of
// the round counts, whenever it was taken.

// stCharge books c's action key, n actions of it at once, before its rule
// runs: the round hooks' actions not yet booked go in first (stBookHooks).
// It returns where the action sits in c's round, the actions taken before
// it, and what the books made of it (Forced: the GM set a rule aside).
func (a *Plugin) stCharge(m *commands.Mut, c *rules.Combatant, key string, n int) (storyteller.Place, commands.Charged, error) {
	if err := stBookHooks(m); err != nil {
		return storyteller.Place{}, commands.Charged{}, err
	}
	at := stPlace(m.Enc, c)
	ch, err := a.ChargeN(m, c, key, n, storyteller.Forbid(c, key))
	return at, ch, err
}

// stPlace is where c's next action sits in its round, as the books count
// it: every action taken this round before it, and of them the ones that
// were no attack.
func stPlace(e *encounter.Encounter, c *rules.Combatant) storyteller.Place {
	var at storyteller.Place
	for _, s := range e.SpentBy(c.ID) {
		if s.Cost <= 0 {
			continue
		}
		at.Before += s.Cost
		if !storyteller.IsAttackAction(s.Act) {
			at.Other += s.Cost
		}
	}
	return at
}

// stBookHooks books the actions a round hook took that the books have not
// counted yet (an NPC's stand-up roll at the start of its turn: State's
// Unbooked), each on that fighter's own turn.
func stBookHooks(m *commands.Mut) error {
	for i := range m.Enc.Combatants {
		c := &m.Enc.Combatants[i]
		n, err := storyteller.TakeUnbooked(c)
		if err != nil {
			return err
		}
		for range n {
			m.Enc.Book(encounter.Spend{C: c.ID, Act: storyteller.ActionStand, Cost: 1, Turn: c.ID})
		}
	}
	return nil
}

// stWaiveCount sets aside, on the GM's force:true, the books' count for c's
// action at place at — shots actions, declared actions declared for them
// (0: c's own declaration, if any) — when it costs the action dice: the
// action then rolls as the round's first, and the reply and the log say
// which rule was set aside. Without force:true, or when the count costs
// nothing, at comes back as it was; a player's force:true is refused.
func (a *Plugin) stWaiveCount(m *commands.Mut, c *rules.Combatant, at storyteller.Place, declared, shots int) (storyteller.Place, error) {
	if at.Before <= 0 {
		return at, nil
	}
	n := storyteller.SplitFor(c, declared, at, shots)
	if n <= storyteller.SplitFor(c, declared, storyteller.Place{}, shots) {
		return at, nil
	}
	rule := rules.Note{Key: "storyteller.economy.count", Args: map[string]any{"Name": c.Name, "N": at.Before + 1, "Penalty": n}}
	waived, err := a.Override(m, c, rule)
	if err != nil || !waived {
		return at, err
	}
	return storyteller.Place{}, nil
}
