package klondike

import (
	"fray/commands"
	"fray/rules"
	"fray/rules/encounter"
	"fray/rules/klondike"
)

// The fight's books for klondike: every handler charges its action here,
// inside its mutation and before the rule runs. The core's ledger is the
// count (rules/klondike/economy.go says what each action costs); the rules'
// own state says whether a fighter's two have come yet (its turn opens
// them, a surprise withholds them). A refusal states the rule in the
// reader's words and stores nothing; the GM's force:true sets it aside,
// and the reply says so.

// klBooks is klondike's table of what each action costs.
var klBooks = klondike.New().Economy()

// klSpent is what c spent of the round's two in the books.
func klSpent(e *encounter.Encounter, c int) int {
	if e == nil {
		return 0
	}
	return e.ActionsInRound(c)
}

// klLeft is what the books leave c of the round's two: the replies'
// "1 action left", the same count as the tracker's "1 of 2".
func klLeft(m *commands.Mut, c *rules.Combatant) int {
	return max(klondike.PerTurn-klSpent(m.Enc, c.ID), 0)
}

// klCharge books c's action key before its rule runs. The rules refuse
// first what is not a matter of the books (out of the fight, in shock,
// grappling, damage to place); then an action that costs one needs one of
// the round's two, come and unspent. refusal, when not nil, is a rule of
// the action's own (a charge to meet, a vehicle that has moved). The GM's
// force:true sets either aside: the books take the action as forced and
// the rules' count lets it through (klondike.Allow).
func (a *Plugin) klCharge(m *commands.Mut, c *rules.Combatant, key string, refusal *rules.Note) (commands.Charged, error) {
	if m.Enc == nil || m.Resting {
		// No fight, or the party between fights: no turns, nothing to
		// book («два действия в свою инициативу» is a fight's).
		return commands.Charged{}, nil
	}
	if err := klondike.MayAct(c, key); err != nil {
		return commands.Charged{}, err
	}
	spent := klSpent(m.Enc, c.ID)
	early := false
	if cost, _ := klBooks.Cost(key); refusal == nil && cost.Cost > 0 {
		var err error
		if refusal, early, err = klTurnRefusal(m, c, spent); err != nil {
			return commands.Charged{}, err
		}
	}
	ch, err := a.ChargeUnless(m, c, key, refusal)
	if err != nil {
		return ch, err
	}
	if ch.Forced {
		if err := klondike.Allow(c, key, klondike.PerTurn-spent, early); err != nil {
			return ch, err
		}
	}
	return ch, nil
}

// klTurnRefusal is why c has no action to spend now, or nil: both of the
// round's two are spent («Каждый персонаж может совершить два действия в
// свою инициативу»), or they have not come — caught off guard by the
// surprise, or its turn still to come. early: the GM's leave would open
// them before the turn.
func klTurnRefusal(m *commands.Mut, c *rules.Combatant, spent int) (*rules.Note, bool, error) {
	args := map[string]any{"Name": c.Name, "Spent": spent, "PerTurn": klondike.PerTurn}
	if spent >= klondike.PerTurn {
		return &rules.Note{Key: "klc.books.no_actions", Args: args}, false, nil
	}
	t, err := klondike.TurnOf(c)
	if err != nil || t.Open {
		return nil, false, err
	}
	cur := m.Enc.Current()
	switch {
	case t.Caught:
		// In the surprise's free round the GM's leave is one action there;
		// round 1 brings the side its two. Later in round 1 they open now.
		return &rules.Note{Key: "klc.books.caught", Args: args}, !m.Enc.FreeRound(), nil
	case cur == nil || cur.ID != c.ID:
		return &rules.Note{Key: "klc.books.not_yet", Args: args}, true, nil
	}
	// Its turn, fewer than two in the books, none left to the rules: a dive
	// for cover took one, or the turn began before the books kept count.
	return &rules.Note{Key: "klc.books.no_actions", Args: args}, false, nil
}

// klDiveInTurn reports whether a dive for cover c takes now is one of its
// current turn's actions: its turn, with actions left in the rules and the
// books. «потратить свое следующее действие» — the next is this turn's.
func klDiveInTurn(m *commands.Mut, c *rules.Combatant) (bool, error) {
	if m.Enc == nil {
		return false, nil
	}
	cur := m.Enc.Current()
	if cur == nil || cur.ID != c.ID || klSpent(m.Enc, c.ID) >= klondike.PerTurn {
		return false, nil
	}
	t, err := klondike.TurnOf(c)
	return err == nil && t.Open, err
}

// klBookDive books a dive for cover: «могут потратить свое следующее
// действие, чтобы немедленно нырнуть в укрытие» — in its own turn with
// actions left, one of this turn's; otherwise one of c's next turn's two,
// in this round's books when that turn is still to come, else in the next
// round's. It is never refused.
func klBookDive(m *commands.Mut, c *rules.Combatant) error {
	if m.Enc == nil {
		return nil
	}
	t, err := klondike.TurnOf(c)
	if err != nil {
		return err
	}
	s := encounter.Spend{C: c.ID, Act: klondike.ActDive, Cost: 1}
	cur := m.Enc.Current()
	if cur != nil {
		s.Turn = cur.ID
	}
	if now, err := klDiveInTurn(m, c); err != nil || now {
		if now {
			m.Enc.Book(s)
		}
		return err
	}
	// Its turn is still to come this round: a newcomer's first, or one not
	// yet reached (nothing open, fewer than two in the books). Not the
	// turn it is taking now, nor one passed.
	turnToCome := (cur == nil || cur.ID != c.ID) && !t.Caught &&
		(t.Fresh || (!t.Open && klSpent(m.Enc, c.ID) < klondike.PerTurn))
	if turnToCome {
		m.Enc.Book(s)
	} else {
		m.Enc.BookNextRound(s)
	}
	return nil
}

// klDriveMark is the books' note that a vehicle has moved this round: the
// driver's drive names no vehicle, and a vehicle goes its speed a round
// whoever is at the wheel («За боевой раунд техника может проехать до 40
// метров»). A free entry, so it counts no action.
func klDriveMark(vehicle string) string { return klondike.ActDrive + ":" + vehicle }

// klVehicleMoved is the refusal of a second drive of v in the round, or
// nil.
func klVehicleMoved(m *commands.Mut, v *klondike.Vehicle) *rules.Note {
	mark := klDriveMark(v.Name)
	for _, s := range m.Enc.Spent {
		if s.Round == m.Enc.Round && s.Act == mark {
			by := ""
			if c := m.Enc.ByID(s.C); c != nil {
				by = c.Name
			}
			return &rules.Note{Key: "klc.books.vehicle_moved", Args: map[string]any{"Vehicle": v.Name, "By": by, "Metres": v.CombatMove(false), "Ideal": v.CombatMove(true)}}
		}
	}
	return nil
}

// klMarkDrive notes in the books that v moved this round, driven by c.
func klMarkDrive(m *commands.Mut, c *rules.Combatant, v *klondike.Vehicle) {
	s := encounter.Spend{C: c.ID, Act: klDriveMark(v.Name)}
	if cur := m.Enc.Current(); cur != nil {
		s.Turn = cur.ID
	}
	m.Enc.Book(s)
}

// klMeetRefusal is why meeter may not meet charger's charge, or nil:
// «Цель может встретить тебя атакой» — the charge's target, once a charge,
// the round it came.
func klMeetRefusal(meeter, charger *rules.Combatant) (*rules.Note, error) {
	ok, err := klondike.ChargeToMeet(meeter, charger)
	if err != nil || ok {
		return nil, err
	}
	return &rules.Note{Key: "klc.books.no_charge", Args: map[string]any{"Name": meeter.Name, "Charger": charger.Name}}, nil
}

// klLeadRefusal is why leader may not roll Leadership for party now, or
// nil: the leader's roll is once a round for a party («Лидер группы может
// бросить Командование/ИНТ 8+, и его Эффект станет модификатором для всей
// партии»), so another member who rolled it this round speaks for it. The
// leader's own second roll is the books' once a round.
func klLeadRefusal(m *commands.Mut, leader *rules.Combatant, party []*rules.Combatant) *rules.Note {
	if m.Enc.Took(leader.ID, klondike.ActLead, false) > 0 {
		return nil
	}
	for _, p := range party {
		if p != nil && p.ID != leader.ID && m.Enc.Took(p.ID, klondike.ActLead, false) > 0 {
			return &rules.Note{Key: "klc.books.lead_party", Args: map[string]any{"Name": leader.Name, "Leader": p.Name}}
		}
	}
	return nil
}

// klMaxAim bounds aim:N, as the rules' AttackOptions do.
const klMaxAim = 10

// klAttackKey is the books' name of an attack: a reaction's own (a readied
// Overwatch firing, meeting a charge, the cleave blow, a free attack on a
// suppressed area), automatic fire, a charge, or a plain attack — single,
// burst, thrown, a blast, a shot at a vehicle.
func klAttackKey(opts klondike.AttackOptions, free bool) string {
	switch mode := klMode(opts.Mode); {
	case free:
		return klondike.ActSuppressFree
	case opts.Overwatch:
		return klondike.ActOverwatchFire
	case opts.MeetCharge:
		return klondike.ActMeetCharge
	case opts.Cleave:
		return klondike.ActCleave
	case mode == klondike.ModeAuto || mode == klondike.ModeSuppress:
		return klondike.ActAuto
	case opts.Charge:
		return klondike.ActCharge
	}
	return klondike.ActAttack
}

// klChargeAttack books att's attack before its rule runs. A ranged attack's
// aim:N is N aiming actions spent right before it («трата действия на
// прицеливание непосредственно перед атакой даёт атаке модификатор +1»),
// each booked as the tracker's Aim would be; the attack then gets the run
// of aiming the books show just before it — aim actions, not a number
// typed — and any other action between broke that run. (A blow takes no
// aim: its aim: is left to the reply's note on ranged modifiers.) Meeting
// a charge needs one: target's (the vehicle named for a vehicle, which
// charges nobody).
func (a *Plugin) klChargeAttack(m *commands.Mut, att *rules.Combatant, opts *klondike.AttackOptions, free, melee bool, target *rules.Combatant, targetName string) error {
	if opts.Aim < 0 || opts.Aim > klMaxAim {
		return rules.Errorf("klondike.error.aim", map[string]any{"Max": klMaxAim})
	}
	key := klAttackKey(*opts, free)
	if !melee {
		for i := 0; i < opts.Aim; i++ {
			if _, err := a.klCharge(m, att, klondike.ActAim, nil); err != nil {
				return err
			}
		}
	}
	run := m.Enc.Streak(att.ID, klondike.ActAim)
	var refusal *rules.Note
	if key == klondike.ActMeetCharge {
		if target == nil {
			refusal = &rules.Note{Key: "klc.books.no_charge", Args: map[string]any{"Name": att.Name, "Charger": targetName}}
		} else {
			var err error
			if refusal, err = klMeetRefusal(att, target); err != nil {
				return err
			}
		}
	}
	if _, err := a.klCharge(m, att, key, refusal); err != nil {
		return err
	}
	if melee {
		return nil
	}
	opts.Aim = 0
	return klondike.SetAim(att, run)
}
