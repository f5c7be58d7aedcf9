package medieval

import "fray/rules"

// The seed's economy as the fight's books (rules/encounter's ledger) count
// it: «В ходе твоей части раунда ты можешь выполнить одно действие без
// штрафа», «Ты можешь выполнить более одного действия с накапливающимся
// штрафом -3 за каждое последующее действие». The count is the round's:
// an action taken before, on or after the fighter's own turn counts the
// same (an attack out of turn is not handed back when the turn starts),
// and a retried roll (a failed stabilization, escape or task) is a further
// action. No action is refused by the count; each one past the first
// costs −3 more.

// FreeActions is how many actions a round takes without the penalty («одно
// действие без штрафа»).
const FreeActions = 1

// economy lists the seed's actions. Charge and ambush are declarations
// («Объявляя о вваливании в начале раунда», «объявив о своём намерении»),
// not actions of the list: they cost nothing and are booked so the fight's
// books show them. Dodge and parry answer another's attack.
var economy = rules.Economy{
	FreePerRound: FreeActions,
	Step:         ExtraActionToHit,
	Actions: []rules.ActionCost{
		{Key: ActMove, Cost: 1},
		{Key: ActAttack, Cost: 1},
		{Key: ActDodge, Cost: 1, Timing: rules.Reaction},
		{Key: ActParry, Cost: 1, Timing: rules.Reaction},
		{Key: ActEscape, Cost: 1},
		{Key: ActAim, Cost: 1, Streak: true},
		{Key: ActReload, Cost: 1},
		{Key: ActAid, Cost: 1},
		{Key: ActTask, Cost: 1},
		{Key: ActCharge, Cost: 0},
		{Key: ActAmbush, Cost: 0},
		{Key: ActAmbushBusy, Cost: 0},
	},
}

var _ rules.Economist = (*System)(nil)

// Economy implements rules.Economist. The tracker reads it on every render,
// so it is the package's own value: callers only read it.
func (*System) Economy() *rules.Economy { return &economy }

// ActionPenalty is the count penalty of the n-th action of a round (1 = the
// free one): 0, −3, −6, …
func ActionPenalty(n int) int { return economy.Penalty(n) }
