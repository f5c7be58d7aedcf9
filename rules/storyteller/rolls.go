package storyteller

import (
	"fray/rules"
	"fray/rules/dice"
)

// Difficulties the seed names for staying on one's feet; getting up again is
// an ordinary roll.
const (
	SweepDifficulty  = 8 // «Ловкость + Атлетизм ( сложность 8 )»
	TackleDifficulty = 7 // «Ловкость + Атлетизм (сложность 7)»
	StandDifficulty  = BaseDifficulty
)

// FootingResult is a Dexterity + Athletics roll to stay up or get up: a
// failure leaves (or puts) the combatant on the ground, a botch also costs one
// bashing level («В случае провала броска, персонаж автоматически получает один
// уровень поверхностных повреждений»).
type FootingResult struct {
	Combatant int       `json:"c"`
	Roll      TraitRoll `json:"roll"`
	Down      bool      `json:"down"`            // on the ground after the roll
	Wound     *Wound    `json:"wound,omitempty"` // the botch's bashing level
	Level     string    `json:"level"`           // health level after
}

func footing(src dice.Source, c *rules.Combatant, st *State, diff int) FootingResult {
	return footingSplit(src, c, st, diff, nil)
}

// footingSplit is footing for an action that loses split (splitMods).
func footingSplit(src dice.Source, c *rules.Combatant, st *State, diff int, split []Mod) FootingResult {
	r := FootingResult{Combatant: c.ID, Roll: traitRollSplit(src, c, st, Dexterity, Athletics, diff, nil, split)}
	r.Down = r.Roll.Roll.Failed()
	st.Prone = r.Down
	if r.Roll.Roll.Botch {
		w := st.applyDamage(Bashing, 1)
		r.Wound = &w
	}
	r.Level = st.Level().Key
	return r
}

func standUp(c *rules.Combatant, st *State, src dice.Source) FootingResult {
	return footing(src, c, st, StandDifficulty)
}

// Note is the event a hook reports for an NPC's roll.
func (r *FootingResult) Note(c *rules.Combatant) rules.Note {
	if r.Roll.Roll.NoRoll {
		// Penalties left no dice: nothing was rolled, so the note names
		// the pool instead of faces («()» live, «<no value>» in the log).
		return rules.Note{Key: "storyteller.event.stand_no_dice", Args: map[string]any{
			"Name": c.Name, "Base": r.Roll.Base, "Pool": r.Roll.Roll.Pool}}
	}
	key := "storyteller.event.stood"
	switch {
	case r.Wound != nil:
		key = "storyteller.event.stand_botch"
	case r.Down:
		key = "storyteller.event.still_down"
	}
	args := map[string]any{"Name": c.Name, "Dice": r.Roll.Roll.Dice, "Successes": r.Roll.Roll.Successes}
	if n := SplitOf(&r.Roll); n < 0 {
		// A later action of the round: its pool was split, and the
		// note says by how much (the dice alone would not).
		args["Split"] = -n
	}
	return rules.Note{Key: key, Args: args}
}

// Stand rolls a prone combatant's Dexterity + Athletics to get up: «он должен
// выполнить бросок на Ловкость + Атлетизм, чтобы определить, может ли он сразу
// встать. Если бросок неудачен, он может попробовать встать на ноги следующим
// действием».
func Stand(c *rules.Combatant, src dice.Source) (FootingResult, error) {
	return StandAt(c, src, Place{})
}

// StandAt is Stand for an attempt at place at in c's round: every attempt is
// an action, a failed one too, so one after other actions this round is a
// multiple action and its pool is split (splitPenalty) — the seed's «может
// попробовать встать на ноги следующим действием» is the next action, not
// a free retry.
func StandAt(c *rules.Combatant, src dice.Source, at Place) (FootingResult, error) {
	st, err := LoadState(c)
	if err != nil {
		return FootingResult{}, err
	}
	if !st.Prone {
		return FootingResult{}, rules.Errorf("storyteller.error.not_prone", map[string]any{"Name": c.Name})
	}
	if !st.CanAct() {
		return FootingResult{}, cannotAct(c, st)
	}
	r := footingSplit(src, c, st, StandDifficulty, splitMods(st, at))
	st.Acted = true
	return r, SaveState(c, st)
}

// ConsciousnessResult is the Stamina roll at Incapacitated.
type ConsciousnessResult struct {
	Combatant   int       `json:"c"`
	Roll        TraitRoll `json:"roll"`
	Unconscious bool      `json:"unconscious"`
	Outcomes    []string  `json:"outcomes,omitempty"`
}

// consciousness: «Ведущий может сделать бросок на Выносливость, чтобы
// определить, остался ли персонаж в сознании». A reflexive roll, difficulty 6
// (the seed names none), no wound penalty.
func consciousness(c *rules.Combatant, st *State, src dice.Source) ConsciousnessResult {
	r := ConsciousnessResult{Combatant: c.ID, Roll: traitRoll(src, c, st, Stamina, "", BaseDifficulty, nil, true)}
	r.Unconscious = r.Roll.Roll.Failed()
	st.Unconscious, st.ConsciousChecked = r.Unconscious, true
	if r.Unconscious {
		r.Outcomes = []string{OutcomeUnconscious}
	}
	return r
}

// Note is the event a hook reports for an NPC's roll.
func (r *ConsciousnessResult) Note(c *rules.Combatant) rules.Note {
	key := "storyteller.event.conscious"
	if r.Unconscious {
		key = "storyteller.event.unconscious"
	}
	return rules.Note{Key: key, Args: map[string]any{"Name": c.Name, "Dice": r.Roll.Roll.Dice, "Successes": r.Roll.Roll.Successes}}
}

// Consciousness is the GM's button at Incapacitated.
func Consciousness(c *rules.Combatant, src dice.Source) (ConsciousnessResult, error) {
	st, err := LoadState(c)
	if err != nil {
		return ConsciousnessResult{}, err
	}
	if st.Dead || !st.Incapacitated() {
		return ConsciousnessResult{}, rules.Errorf("storyteller.error.not_incapacitated", map[string]any{"Name": c.Name})
	}
	r := consciousness(c, st, src)
	return r, SaveState(c, st)
}

// DeclareDefense records a defence (block, dodge, parry) c holds its action
// for this round; attacks on c roll it unless the GM says otherwise. An empty
// kind withdraws it.
func DeclareDefense(c *rules.Combatant, kind string) error {
	return DeclareDefenseWaived(c, kind, false)
}

// DeclareDefenseWaived is DeclareDefense with the GM's word that c holds a
// weapon its sheet does not list (force:true): a parry is then let through
// (canParry).
func DeclareDefenseWaived(c *rules.Combatant, kind string, armed bool) error {
	st, err := LoadState(c)
	if err != nil {
		return err
	}
	if kind != "" {
		m, ok := FindManeuver(kind)
		if !ok || !m.Defense {
			return rules.Errorf("storyteller.error.not_defense", map[string]any{"Value": kind})
		}
		// Neither side of a grapple or hold can defend (defend skips
		// them: «ни один из противников не может выполнять другие
		// действия»), so a declared defence would be an action taken for
		// nothing.
		if !st.CanAct() || st.Lock != nil {
			return cannotAct(c, st)
		}
		if m.Key == ManParry {
			if err := canParry(c, st, armed); err != nil {
				return err
			}
		}
		kind = m.Key
	}
	st.Defense = kind
	return SaveState(c, st)
}

// canParry refuses a parry by c with no weapon in hand: «Парировать удар:
// Ловкость + Фехтование» is made with a melee weapon, which a disarmed
// fighter has dropped and one whose sheet lists none does not hold (a block
// or a dodge is theirs). armed is the GM's word that c holds one all the
// same (an NPC's blade the sheet does not list).
func canParry(c *rules.Combatant, st *State, armed bool) error {
	if st.Disarmed {
		return rules.Errorf("storyteller.error.parry_disarmed", map[string]any{"Name": c.Name})
	}
	if n := ParryUnarmed(c); n != nil && !armed {
		return rules.Errorf(n.Key, n.Args)
	}
	return nil
}

// ParryUnarmed is the rule that refuses c's parry when its sheet lists no
// melee weapon, or nil when it lists one: the commands layer offers it to
// the GM's force:true. The GM's own fighter whose sheet lists no weapon at
// all is not refused: /combat add gives an NPC no weapons, so its sheet is
// silent, and what it holds is the GM's to say.
func ParryUnarmed(c *rules.Combatant) *rules.Note {
	if firstWeapon(c, false, "") != nil {
		return nil
	}
	if c.Owner == "" && len(c.Sheet.Weapons) == 0 {
		return nil
	}
	return &rules.Note{Key: "storyteller.error.parry_unarmed", Args: map[string]any{"Name": c.Name}}
}
