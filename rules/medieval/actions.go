package medieval

import (
	"strings"

	"fray/rules"
)

// Action keys (the seed's list of things done in one's part of the round).
const (
	ActMove   = "move"   // «Перемещение на твоё полное Передвижение (в 3 раза больше …)»
	ActAttack = "attack" // up to the weapon's ROF, or one melee attack
	ActDodge  = "dodge"  // declared defence, only against melee
	ActParry  = "parry"  // the blow goes into a weapon or shield with its own SP
	ActEscape = "escape" // out of a grapple or trap
	ActAim    = "aim"    // +1 per consecutive round, up to +3
	ActReload = "reload"
	ActAid    = "first_aid" // first aid or repair
	ActTask   = "task"      // a non-combat task
	ActCharge = "charge"    // declared at the start of the round: +3 init, −3 to hit, no aim
	ActAmbush = "ambush"    // A) hide and lie in wait: +5 to the next attack unless the victim spots it
	// ActAmbushBusy is the seed's second ambush, Б): «Внимание противника
	// сосредоточено на другой ситуации, такой как другая атака или задача»
	// — the seed gives it no spotting roll, so its +5 is certain.
	ActAmbushBusy = "ambush_busy"
)

var actions = []rules.Action{
	{Key: ActMove, En: "Move", Ru: "Перемещение"},
	{Key: ActAttack, En: "Attack", Ru: "Атака"},
	{Key: ActDodge, En: "Dodge", Ru: "Уклонение", Reaction: true},
	{Key: ActParry, En: "Parry", Ru: "Парирование", Reaction: true},
	{Key: ActEscape, En: "Escape", Ru: "Выход из захвата"},
	{Key: ActAim, En: "Aim", Ru: "Прицеливание"},
	{Key: ActReload, En: "Reload", Ru: "Перезарядка"},
	{Key: ActAid, En: "First aid / repair", Ru: "Первая помощь / ремонт"},
	{Key: ActTask, En: "Non-combat task", Ru: "Небоевое задание"},
	{Key: ActCharge, En: "Charge", Ru: "Вваливание"},
	{Key: ActAmbush, En: "Ambush", Ru: "Засада"},
	{Key: ActAmbushBusy, En: "Ambush: foe distracted", Ru: "Засада: враг отвлечён"},
}

// Actions implements rules.System. The tracker reads the list on every
// render, so it is the package's own table, not a copy; callers only read
// it (as storyteller's), and the capacity is capped so that an append
// cannot write into it.
func (*System) Actions() []rules.Action { return actions[:len(actions):len(actions)] }

// maxParrySP bounds a parrying weapon's or shield's SP.
const maxParrySP = maxSP

// ActionOptions describe one action taken on the tracker.
type ActionOptions struct {
	Action  string // an action key, or its English or Russian name
	ParrySP int    // parry: SP of the weapon or shield the blow goes into
	// Number is the action's number in the fighter's round as the fight's
	// books count it (1 = the free one), whenever in the round it is
	// taken; 0 counts on from the state's latest (a fighter without a
	// tracker's books).
	Number int
	// Force: the GM sets aside the refusal of a charge declared after
	// acting or aiming this round (chargeLate); the charge is declared,
	// and the aim lost as for any charge.
	Force bool
	// Target: an ambush's victim («залечь в засаду на цель»), by combatant
	// ID; 0 lies in wait for any opponent.
	Target int
}

// ActionResult is one counted action.
type ActionResult struct {
	Action    string `json:"action"`
	Number    int    `json:"number"`               // which action of the turn this is
	Penalty   int    `json:"penalty"`              // to rolls of this action: −3 per action after the first
	Aim       int    `json:"aim,omitempty"`        // aiming bonus now banked
	Metres    int    `json:"metres,omitempty"`     // move: 3 × MA
	InitBonus int    `json:"init_bonus,omitempty"` // charge: added to this round's initiative
	// AimLost: charge: the aiming bonus banked from earlier rounds that the
	// charge takes away («не имеешь права как либо прицеливаться и получать
	// преимущества от прицеливания»).
	AimLost int          `json:"aim_lost,omitempty"`
	Notes   []rules.Note `json:"notes,omitempty"`
}

func lookupAction(s string) (string, bool) {
	w := normWord(s)
	if w == "" {
		return "", false
	}
	for _, a := range actions {
		if w == normWord(a.Key) || nameMatches(w, a.En) || nameMatches(w, a.Ru) {
			return a.Key, true
		}
	}
	return "", false
}

// nameMatches: w (normWord'ed) is the name, one of its " / " halves
// («Первая помощь / ремонт»: «первая помощь» or «ремонт»), or its last word
// when it is two words («Небоевое задание»: «задание»; «Выход из захвата»
// stays whole). The seed names these actions in full sentences, so a player
// types the short form.
func nameMatches(w, name string) bool {
	if w == normWord(name) {
		return true
	}
	for _, part := range strings.Split(name, "/") {
		if w == normWord(part) {
			return true
		}
	}
	if f := strings.Fields(name); len(f) == 2 && w == normWord(f[1]) {
		return true
	}
	return false
}

// TakeAction counts an action of c's round and applies its effect: «одно
// действие без штрафа … накапливающимся штрафом -3 за каждое последующее».
// The action's number is the fight's books' (o.Number), counted for the
// round whenever in it the action is taken. Charge and ambush are
// declarations, not counted actions. Any action but aim and attack breaks
// an aiming streak («последовательный ход прицеливания»); the attack spends
// it (see Attack). Charge adds +3 to c.Init at once so the tracker can
// re-sort; the state remembers it for a re-roll this round.
func TakeAction(o ActionOptions, c *rules.Combatant) (*ActionResult, error) {
	key, ok := lookupAction(o.Action)
	if !ok {
		return nil, userErr(ErrKeyAction, map[string]any{"Name": o.Action})
	}
	st, err := LoadState(c)
	if err != nil {
		return nil, err
	}
	if st.Out() {
		return nil, downErr(c.Name, st)
	}
	r := &ActionResult{Action: key}
	switch key {
	case ActCharge:
		// A second declaration in the round (the command or the button
		// twice) is refused so the player hears it is already made; the
		// +3 is counted once.
		if st.Charge {
			return nil, userErr(ErrKeyChargeAgain, map[string]any{"Name": c.Name, "Init": c.Init})
		}
		if !o.Force {
			if err := chargeLate(c.Name, st); err != nil {
				return nil, err
			}
		}
		st.Charge = true
		// «Ты также не имеешь права как либо прицеливаться и получать
		// преимущества от прицеливания»: an aim banked in earlier rounds
		// does not rule the charge out; the charge takes its bonus away.
		r.AimLost, st.Aim = st.Aim, 0
		c.Init += ChargeInitBonus
		r.InitBonus = ChargeInitBonus
		return r, SaveState(c, st)
	case ActAmbush, ActAmbushBusy:
		// «Пока атака не будет совершена, его противник не может атаковать
		// его» (AmbushBars): the ambush lasts, round after round, until
		// the ambusher attacks.
		st.Ambush, st.AmbushBusy, st.AmbushOn = true, key == ActAmbushBusy, o.Target
		return r, SaveState(c, st)
	case ActParry:
		if err := checkRange("parry_sp", o.ParrySP, 1, maxParrySP); err != nil {
			return nil, userErr(ErrKeyParrySP, map[string]any{"Value": o.ParrySP, "Max": maxParrySP})
		}
		st.Parry = o.ParrySP
	case ActDodge:
		st.Dodge = true
	case ActAim:
		if st.Charge {
			return nil, userErr(ErrKeyChargeAim, nil)
		}
		// «+1 … за каждый последовательный ход прицеливания»: one step a
		// round, whenever in it.
		if st.AimedTurn {
			return nil, userErr(ErrKeyAimTwice, map[string]any{"Name": c.Name})
		}
		st.AimedTurn = true
		st.Aim = min(MaxAim, st.Aim+1)
	case ActMove:
		r.Metres = 3 * stat(&c.Sheet, MA)
	}
	if key != ActAim && key != ActAttack {
		st.Aim = 0
	}
	st.Actions = actionNumber(o.Number, st)
	st.Shots, st.Pair = 0, false
	st.AtkOpen = key == ActAttack // the /attack that follows rolls it
	st.Acted = true
	r.Number = st.Actions
	r.Penalty = ActionPenalty(r.Number)
	r.Aim = st.Aim
	// The declared defence is this action: the roll that answers it takes
	// the action's penalty (see AttackResult.defend).
	switch key {
	case ActDodge:
		st.DodgePen = r.Penalty
	case ActParry:
		st.ParryPen = r.Penalty
	case ActAid:
		st.Aid = r.Number
	case ActTask, ActEscape:
		st.Task = r.Number
	}
	return r, SaveState(c, st)
}

// actionNumber is the number of a new action of the round: the books'
// (given), else one past the state's latest.
func actionNumber(given int, st *State) int {
	if given > 0 {
		return given
	}
	return st.Actions + 1
}

// chargeLate refuses a charge declared after the fighter has done something
// this round: «Объявляя о вваливании в начале раунда» — and an aim taken
// this round is named, since the charge also forbids it («не имеешь права
// как либо прицеливаться»). An aim banked in an earlier round is no
// refusal: the charge takes its bonus away.
func chargeLate(name string, st *State) error {
	switch {
	case st.AimedTurn:
		return userErr(ErrKeyAimedNoCharge, map[string]any{"Name": name})
	case st.ActedThisRound():
		return userErr(ErrKeyChargeLate, map[string]any{"Name": name})
	}
	return nil
}

// ChargeLate is chargeLate for c: the refusal of a charge declared now, or
// nil. The commands ask it to let the GM set it aside (force).
func ChargeLate(c *rules.Combatant) error {
	st, err := LoadState(c)
	if err != nil {
		return err
	}
	if st.Charge {
		return nil // a second declaration: TakeAction says so
	}
	return chargeLate(c.Name, st)
}

// DeclaredAid is the number of the first aid c declared (/combat action)
// and has not rolled yet, 0 when none: a /stabilize or /check resolves it
// rather than taking a further action.
func DeclaredAid(c *rules.Combatant) int {
	var buf State
	st, err := loadOnStack(c, &buf)
	if err != nil {
		return 0
	}
	return st.Aid
}

// DeclaredCheck is the number of the task or escape (else the first aid)
// c declared and has not rolled yet, 0 when none: the /check that rolls it
// is that action. Once rolled, a retry is a further action.
func DeclaredCheck(c *rules.Combatant) int {
	var buf State
	st, err := loadOnStack(c, &buf)
	if err != nil {
		return 0
	}
	if st.Task > 0 {
		return st.Task
	}
	return st.Aid
}

// DeclareCharge is /combat charge: TakeAction with the charge declaration.
func DeclareCharge(c *rules.Combatant) (*ActionResult, error) {
	return TakeAction(ActionOptions{Action: ActCharge}, c)
}

// LookupAction resolves an action's key from its key or its English or
// Russian name.
func LookupAction(s string) (string, bool) { return lookupAction(s) }

// AmbushBars is the refusal of attacker's attack on target while target
// lies in ambush for attacker (or for any opponent): «Пока атака не будет
// совершена, его противник не может атаковать его, потому-что он не знает,
// что находится в опасности». nil when the attack may go on; the GM may set
// the refusal aside.
func AmbushBars(attacker, target *rules.Combatant) error {
	if attacker == nil || target == nil || attacker.ID == target.ID {
		return nil
	}
	st, err := LoadState(target)
	if err != nil || !st.Ambush || st.Dead {
		return nil
	}
	if st.AmbushOn != 0 && st.AmbushOn != attacker.ID {
		return nil
	}
	return userErr(ErrKeyAmbushed, map[string]any{"Name": attacker.Name, "Ambusher": target.Name})
}
