package klondike

import (
	"slices"

	"fray/rules"
)

// The fight's books for klondike (rules.Economist): what each action costs
// and how often it may be taken, as the seed reads. The tracker's ledger
// (rules/encounter) keeps what was spent; the commands layer charges it
// before a rule runs. The rules' own count (State.ActionsLeft) stays the
// answer to whether a fighter's two have come yet — its turn opens them, a
// surprise withholds them, a dive for cover takes one of the next turn's.

// Action keys the books count besides the tracker's (system.go).
const (
	// ActAuto is automatic fire, full auto or suppressive fire over an
	// area: «На автоматический огонь можно тратить только одно действие в
	// раунд … Также это действие можно использовать для огня по области».
	ActAuto = "auto"
	// ActDrive is a driver's Move when the vehicle goes: «За боевой раунд
	// техника может проехать до 40 метров … В идеальных условиях …
	// количество метров, равное её скорости» — once a round for a vehicle.
	ActDrive = "drive"
	// ActMeetCharge meets a charge: «Цель может встретить тебя атакой».
	ActMeetCharge = "meet_charge"
	// ActOverwatchFire fires a readied Overwatch: «может мгновенно
	// совершить заявленное действие вне обычной инициативы».
	ActOverwatchFire = "overwatch_fire"
	// ActCleave is the free follow-up blow: «атаковать еще одну цель, не
	// тратя действия».
	ActCleave = "cleave"
	// ActSuppressFree is a free attack on the area under suppressive fire.
	ActSuppressFree = "suppress_free"
	// ActLead is the leader's Leadership/INT 8+ roll for the party's
	// initiative: no turn action, once a round.
	ActLead = "lead"
)

// PerTurn is the turn's budget: «Каждый персонаж может совершить два
// действия в свою инициативу».
const PerTurn = 2

// economy is klondike's books. Its actions, with their seed lines:
//
//   - one action each: «Атака», «Рывок», «Поддержка», «Движение» (and its
//     stand-up and crawl), «Дозор», «Прицеливание», «Другие действия»
//     (reloading among them), wrestling — starting a struggle or continuing
//     it («оба борющихся не могут совершать действий кроме продолжения
//     борьбы»: the continuation is their action);
//   - automatic fire: one action, once a round;
//   - a vehicle's drive: the driver's action, the vehicle once a round (its
//     speed a round); the commands layer names the vehicle;
//   - diving for cover: «потратить свое следующее действие» — one action,
//     booked against the turn it spends, never refused;
//   - free: a readied Overwatch firing, meeting a charge (by its target,
//     once a charge), the cleave blow («не тратя действия»), suppressive
//     fire's free attacks, the leader's roll (once a round).
var economy = &rules.Economy{
	PerTurn:        PerTurn,
	TurnSpansRound: true,
	Actions: []rules.ActionCost{
		{Key: ActAttack, Cost: 1},
		{Key: ActAuto, Cost: 1, Once: rules.OncePerRound, Rule: "klondike.error.full_auto_used"},
		{Key: ActCharge, Cost: 1},
		{Key: ActSupport, Cost: 1},
		{Key: ActMove, Cost: 1},
		{Key: ActStand, Cost: 1},
		{Key: ActCrawl, Cost: 1},
		{Key: ActAim, Cost: 1, Streak: true},
		{Key: ActOverwatch, Cost: 1},
		{Key: ActReload, Cost: 1},
		{Key: ActOther, Cost: 1},
		{Key: ActGrapple, Cost: 1},
		{Key: ActDrive, Cost: 1, Once: rules.OncePerRound, Rule: "klondike.error.drive_once"},
		{Key: ActDive, Cost: 1, Timing: rules.Reaction},
		{Key: ActOverwatchFire, Cost: 0, Timing: rules.Reaction},
		{Key: ActMeetCharge, Cost: 0, Timing: rules.Reaction},
		{Key: ActCleave, Cost: 0},
		{Key: ActSuppressFree, Cost: 0, Timing: rules.Reaction},
		{Key: ActLead, Cost: 0, Once: rules.OncePerRound, Rule: "klondike.error.lead_once"},
	},
}

// Economy implements rules.Economist. The table is the package's own;
// callers only read it.
func (*System) Economy() *rules.Economy { return economy }

// MayAct is the rules' refusal that comes before the books for c's action
// key: one out of the fight does nothing (a dive is all a character in
// shock may do), a grappler only wrestles, and a player's damage past END
// waits for the STR/DEX choice before any action that costs one. nil when
// the rules let the action be charged.
func MayAct(c *rules.Combatant, key string) error {
	s, err := LoadState(c)
	if err != nil {
		return err
	}
	switch key {
	case ActDive:
		if s.Out() {
			return s.outError()
		}
		return nil
	case ActGrapple:
		if s.Out() || s.Shock {
			return canAct(s)
		}
	case ActLead:
		return canAct(s)
	default:
		if err := canAct(s); err != nil {
			return err
		}
	}
	if cost, ok := economy.Cost(key); ok && cost.Cost > 0 && s.Pending > 0 && c.Owner != "" {
		return rules.Errorf("klondike.error.pending_first", map[string]any{"Name": c.Name, "Amount": s.Pending})
	}
	return nil
}

// TurnState is where a fighter stands with its two actions of the round.
type TurnState struct {
	// Open: they have come and some are left — its turn has started, or
	// it joined this round (a newcomer's first turn keeps what is left).
	Open bool
	// Caught: caught off guard by a surprise, it has none until its first
	// turn in round 1.
	Caught bool
	// Fresh: it joined this round and its first turn is still to come.
	Fresh bool
}

// TurnOf reads c's TurnState. No dice.
func TurnOf(c *rules.Combatant) (TurnState, error) {
	s, err := LoadState(c)
	if err != nil {
		return TurnState{}, err
	}
	return TurnState{Open: s.ActionsLeft > 0, Caught: s.Caught, Fresh: s.Fresh}, nil
}

// Allow lets through the rules' own count an action of c the GM took past
// the books (force:true): left is what the books leave of the round's two
// before it, early whether they had not come yet — its turn still to come
// this round: they open now, and its turn keeps what is left of them, as a
// newcomer's does. Full automatic fire may come again in the round. No
// dice.
func Allow(c *rules.Combatant, key string, left int, early bool) error {
	s, err := LoadState(c)
	if err != nil {
		return err
	}
	if cost, ok := economy.Cost(key); ok && cost.Cost > 0 && s.ActionsLeft <= 0 {
		s.ActionsLeft = 1
		if early {
			s.ActionsLeft, s.Caught, s.Fresh = max(left, 1), false, true
		}
	}
	if key == ActAuto {
		s.FullAutoUsed = false
	}
	return SaveState(c, s)
}

// SetAim sets the aim an attack of c gets from the books: the aiming
// actions it took just before, one after another (the ledger's run). No
// dice.
func SetAim(c *rules.Combatant, n int) error {
	s, err := LoadState(c)
	if err != nil {
		return err
	}
	s.Aim = max(min(n, SightScope), 0)
	return SaveState(c, s)
}

// ChargeToMeet reports whether target may meet charger's charge: charger
// charged it this round, and it has not met that charge yet («Цель может
// встретить тебя атакой»). No dice.
func ChargeToMeet(target, charger *rules.Combatant) (bool, error) {
	s, err := LoadState(target)
	if err != nil {
		return false, err
	}
	return slices.Contains(s.ChargedBy, charger.ID), nil
}

// MetCharge spends target's chance to meet charger's charge: a readied
// Overwatch that answered it did. No dice.
func MetCharge(target, charger *rules.Combatant) error {
	s, err := LoadState(target)
	if err != nil {
		return err
	}
	if i := slices.Index(s.ChargedBy, charger.ID); i >= 0 {
		s.ChargedBy = slices.Delete(slices.Clone(s.ChargedBy), i, i+1)
		if len(s.ChargedBy) == 0 {
			s.ChargedBy = nil
		}
		return SaveState(target, s)
	}
	return nil
}
