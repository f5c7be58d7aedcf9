package storyteller

import (
	"bytes"

	"fray/rules"
)

// The fight's books for storyteller: what each action costs and when it may
// be taken (rules.Economy), and the grip's own rule (Forbid). The seed sets
// no cap on actions a turn: a fighter may take several, each one past the
// first a multiple action that splits the pool (split.go), so the books
// count every action of the round, whenever taken, and the split reads its
// place there (Place).

// Economy keys that are no tracker button: a grapple tightened (an /attack
// with the grapple maneuver on one's own victim) and bleeding treated.
const (
	ActionTighten = "tighten"
	ActionTreat   = "treat"
)

// economy is the seed's economy as data.
var economy = rules.Economy{
	Actions: []rules.ActionCost{
		// «Удар рукой … Атака считается простым действием»; «Ваш персонаж
		// может совершить несколько выстрелов за ход (считается
		// множественным действием)»: each shot or burst is one action.
		{Key: ActionAttack, Cost: 1, Timing: rules.AnyTime},
		// «Нападающий может попытаться нанести дополнительные повреждения,
		// укрепив захват (бросок на Силу)» — «Затем игроки бросают кубики
		// по очереди в порядке инициативы»: once, on the holder's turn.
		{Key: ActionTighten, Cost: 1, Timing: rules.OwnTurn, Once: rules.OncePerTurn},
		// «Жертва может попытаться вырваться из захвата (действие)»; the
		// hold's «проверка повторяется» on the victim's next turn: once,
		// on its own turn.
		{Key: ActionStruggle, Cost: 1, Timing: rules.OwnTurn, Once: rules.OncePerTurn},
		// «Блокировать удар … Увернуться от удара … Парировать удар … У»:
		// a defence answers another's attack, and «…включая защиту от
		// нападения» makes it an action.
		{Key: ActionDodge, Cost: 1, Timing: rules.Reaction},
		{Key: ActionBlock, Cost: 1, Timing: rules.Reaction},
		{Key: ActionParry, Cost: 1, Timing: rules.Reaction},
		// «Если бросок неудачен, он может попробовать встать на ноги
		// следующим действием»: each attempt is an action, a failed one too.
		{Key: ActionStand, Cost: 1, Timing: rules.AnyTime},
		// «Перезарядка оружия занимает один ход … вместе с другим
		// действием (считается множественным действием)».
		{Key: ActionReload, Cost: 1, Timing: rules.AnyTime},
		// Taking a knocked-away weapon up again (doc.go): an action.
		{Key: ActionPickUp, Cost: 1, Timing: rules.AnyTime},
		// «Успешный бросок на Интеллект / Сообразительность + Медицина /
		// Выживание позволяет целителю … остановить кровотечение»: a roll,
		// the healer's action.
		{Key: ActionTreat, Cost: 1, Timing: rules.AnyTime},
		// «До освобождения или отпускания жертвы»: letting go ends the
		// grip and costs nothing.
		{Key: ActionRelease, Cost: 0, Timing: rules.AnyTime},
	},
}

// Economy implements rules.Economist.
func (*System) Economy() *rules.Economy { return &economy }

// Forbid is the rule of the seed's own that forbids c's action key now, for
// the books to refuse with (the GM may set it aside), or nil: «До
// освобождения или отпускания жертвы, ни один из противников не может
// выполнять другие действия». While a grapple or hold binds c, the holder
// may only tighten a grapple or let go, the victim only try to break free;
// every other action — a dodge or a block against a third fighter's blow
// included — is forbidden.
func Forbid(c *rules.Combatant, key string) *rules.Note {
	st, err := LoadState(c)
	if err != nil || st.Lock == nil {
		return nil
	}
	l := st.Lock
	switch {
	case l.Holder && key == ActionRelease,
		l.Holder && key == ActionTighten && l.Maneuver == ManGrapple,
		!l.Holder && key == ActionStruggle:
		return nil
	}
	return &rules.Note{Key: lockRuleKey(l), Args: map[string]any{"Name": c.Name, "Other": l.Name}}
}

// lockRuleKey is the books' refusal for a fighter in a lock, named for its
// side and the maneuver.
func lockRuleKey(l *Lock) string {
	switch {
	case l.Holder && l.Maneuver == ManHold:
		return "storyteller.economy.locked_holder_hold"
	case l.Holder:
		return "storyteller.economy.locked_holder"
	case l.Maneuver == ManHold:
		return "storyteller.economy.locked_victim_hold"
	}
	return "storyteller.economy.locked_victim"
}

// IsAttackAction reports whether an action of the books is an attack (each
// shot or burst, a tightened grapple): the others — reloads, defences,
// stand-ups, struggles, pick-ups, treatment — join a declared split on top
// of what was declared (splitPenalty).
func IsAttackAction(key string) bool { return key == ActionAttack || key == ActionTighten }

// TakeUnbooked reports the actions a round hook took for c that the fight's
// books have not counted yet (State.Unbooked: an NPC's stand-up roll at the
// start of its turn) and clears them, for the books to count them now. A
// state that does not read has none: its fighter's own actions report it.
func TakeUnbooked(c *rules.Combatant) (int, error) {
	// Every charge asks it of every fighter: a state without the key's
	// name in its bytes is not decoded at all.
	if !bytes.Contains(c.State, []byte("unbooked")) {
		return 0, nil
	}
	var buf State
	st, err := loadOnStack(c, &buf)
	if err != nil || st.Unbooked <= 0 {
		return 0, nil
	}
	n := st.Unbooked
	st.Unbooked = 0
	return n, SaveState(c, st)
}
