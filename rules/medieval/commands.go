package medieval

import (
	"strings"

	"fray/rules"
	"fray/rules/dice"
)

const maxAmount = 1000

// DamageOptions mirror /damage (GM).
type DamageOptions struct {
	Amount   int    // rolled damage that goes through armor, head and BTM; with Direct, wound points
	Location string // hit location; empty: rolled on the table (ignored with Direct)
	AP       bool
	Blade    bool
	Direct   bool   // put Amount straight onto the wound track
	Cover    int    // SP of cover, if the damage came through it
	Hidden   string // locations re-rolled when the location is rolled
}

// Damage applies GM damage to target, then the stun save, the Hollywood d6
// and a death save (dice in that order, after the location roll if any).
func Damage(o DamageOptions, target *rules.Combatant, d dice.Source) (*DamageResult, error) {
	if err := checkRange("amount", o.Amount, 0, maxAmount); err != nil {
		return nil, err
	}
	if err := checkRange("cover", o.Cover, 0, maxCover); err != nil {
		return nil, err
	}
	st, err := LoadState(target)
	if err != nil {
		return nil, err
	}
	if st.Dead {
		return nil, userErr(ErrKeyTargetDead, map[string]any{"Name": target.Name})
	}
	r := new(DamageResult)
	var hidden LocSet
	if strings.TrimSpace(o.Hidden) != "" {
		if hidden, err = ParseLocations(o.Hidden); err != nil {
			return nil, err
		}
	}
	if o.Direct && strings.TrimSpace(o.Location) != "" {
		// Direct points skip the location, but a name that is no location
		// is still a mistake: refuse it with the valid list, as the
		// rolled path does (else «хвост» would come back as a place in
		// the direct-damage warning).
		if _, err := ParseLocation(o.Location); err != nil {
			return nil, err
		}
	}
	if !o.Direct {
		switch {
		case strings.TrimSpace(o.Location) != "":
			// The GM names where the damage lands: not an aimed attack (no
			// −4 was paid), and no location die.
			if r.Location, err = ParseLocation(o.Location); err != nil {
				return nil, err
			}
		case (hidden | st.Lost) == allLocations:
			return nil, userErr(ErrKeyAllHidden, nil)
		default:
			r.rollLocation(hidden|st.Lost, d)
		}
	}
	r.Rolled = o.Amount
	r.apply(hit{raw: o.Amount, ap: o.AP, blade: o.Blade, cover: o.Cover, direct: o.Direct}, &target.Sheet, st, d)
	return r, SaveState(target, st)
}

// SaveOptions mirror /save.
type SaveOptions struct {
	Kind string // "stun" or "death" (Russian: оглушение, смерть)
}

// SaveResult is a /save roll (or one made by a round hook).
type SaveResult struct {
	Roll         SaveRoll   `json:"roll"`
	Recovered    bool       `json:"recovered,omitempty"` // a stunned character came back
	Hollywood    int        `json:"hollywood,omitempty"`
	HollywoodKey string     `json:"hollywood_key,omitempty"`
	Level        rules.Note `json:"level"`
	Outcomes     []string   `json:"outcomes"`
}

func parseSaveKind(s string) (string, error) {
	switch normWord(s) {
	case "stun", "shock", "оглушение", "оглушения", "шок":
		return SaveStun, nil
	case "death", "смерть", "смерти", "противсмерти":
		return SaveDeath, nil
	}
	return "", userErr(ErrKeySaveKind, map[string]any{"Kind": s})
}

// Save rolls a stun or death save for c. Stun: 1d10 ≤ BODY − wound penalty; a
// stunned character who passes is back in the fight, one who was not stunned
// and fails is stunned (and rolls the Hollywood d6). Death: 1d10 ≤ BODY − N at
// Mortal N; a failure means death at the end of the round.
func Save(o SaveOptions, c *rules.Combatant, d dice.Source) (*SaveResult, error) {
	kind, err := parseSaveKind(o.Kind)
	if err != nil {
		return nil, err
	}
	st, err := LoadState(c)
	if err != nil {
		return nil, err
	}
	if st.Dead {
		return nil, userErr(ErrKeyTargetDead, map[string]any{"Name": c.Name})
	}
	r := new(SaveResult)
	if kind == SaveDeath {
		switch {
		case !st.MortallyWounded():
			return nil, userErr(ErrKeyNotMortal, map[string]any{"Name": c.Name})
		case st.Stabilized:
			return nil, userErr(ErrKeyAlreadyStable, map[string]any{"Name": c.Name})
		case st.DeathPending:
			// «при неудачном ты умираешь в конце раунда, в котором был сделан
			// бросок»: one death save a round, and a second roll would read
			// "passed" over a character who still dies (only Stabilize helps).
			return nil, userErr(ErrKeyDyingSave, hintArgs(c.Name))
		case st.DeathSaved:
			// «Каждый раунд, ты должен совершать ещё один Спасбросок … При
			// успешном броске ты сделал это»: one save a round, and a passed
			// one has carried the character through it. A new wound (which
			// clears DeathSaved) may call for another.
			return nil, userErr(ErrKeyDeathSaved, map[string]any{"Name": c.Name})
		}
		deathSave(r, c, st, d)
	} else {
		if !st.Stunned && st.Wounds == 0 {
			// «Каждый раз, когда персонаж получает урон, он должен сделать
			// спасбросок»: the save answers a wound (rolled with it) or tries
			// to end a stun. An unhurt fighter who is not stunned has neither,
			// and a failure would knock them out "clutching the wound".
			return nil, userErr(ErrKeyStunUnhurt, map[string]any{"Name": c.Name})
		}
		if st.Stunned && st.StunFresh {
			// «Оглушение/Шок может быть отменён путём успешного прохождения
			// проверки в последующем раунде»: not in the round of the stun,
			// nor a second try in a round whose try failed.
			return nil, userErr(ErrKeyStunFresh, map[string]any{"Name": c.Name})
		}
		stunSave(r, c, st, d)
	}
	r.Level = LevelNote(st.Wounds, st.Dead)
	return r, SaveState(c, st)
}

func stunSave(r *SaveResult, c *rules.Combatant, st *State, d dice.Source) {
	r.Roll = rollSave(SaveStun, stat(&c.Sheet, BODY), StunPenalty(st.Wounds), d)
	switch {
	case r.Roll.Passed && st.Stunned:
		// «Оглушение/Шок может быть отменён путём успешного прохождения проверки».
		st.Stunned, st.StunFresh, r.Recovered = false, false, true
		r.Outcomes = append(r.Outcomes, OutRevived)
	case !r.Roll.Passed:
		if !st.Stunned {
			r.Hollywood = d.Roll(6)
			r.HollywoodKey = HollywoodKey(r.Hollywood)
		}
		// A failed try to recover is this round's try: the next comes in a
		// later round, like the first one after the stun.
		st.Stunned, st.StunFresh = true, true
		r.Outcomes = append(r.Outcomes, OutStunned)
	}
}

func deathSave(r *SaveResult, c *rules.Combatant, st *State, d dice.Source) {
	_, n := LevelOf(st.Wounds)
	r.Roll = rollSave(SaveDeath, stat(&c.Sheet, BODY), n, d)
	if !r.Roll.Passed {
		// «при неудачном ты умираешь в конце раунда, в котором был сделан бросок».
		st.DeathPending = true
		r.Outcomes = append(r.Outcomes, OutDying)
		return
	}
	st.DeathSaved = true
}

// StabilizeOptions mirror /stabilize (target and medic are the combatants).
type StabilizeOptions struct {
	Skill string // the medic's medical skill; default Medicine
	// TECH and SkillLevel, when set, are the numbers of a medic who is not
	// in the fight (an NPC doctor the GM rolls for), used instead of the
	// medic's sheet; one left unset is read from the sheet as usual.
	TECH, SkillLevel *int
	// Number is the fight's books' number for the fighter's first-aid
	// action when the attempt is a new one (no first aid declared and not
	// rolled yet: DeclaredAid); 0 counts on from the state.
	Number int
}

// StabilizeResult is a stabilization attempt.
type StabilizeResult struct {
	Die        int        `json:"die"`
	TECH       int        `json:"tech"`
	Skill      string     `json:"skill"`
	SkillValue int        `json:"skill_value"`
	Total      int        `json:"total"`
	Needed     int        `json:"needed"` // the patient's wound points
	Success    bool       `json:"success"`
	Level      rules.Note `json:"level"`
	Outcomes   []string   `json:"outcomes"`
	// NotMedical: the skill given is not a medical one. The seed adds «любого
	// медицинского навыка», and Medicine is this system's only one; the roll
	// is played as asked, with a warning, not refused.
	NotMedical bool `json:"not_medical,omitempty"`
	// Action is which action of the medic's round the attempt is («Ремонт
	// или оказание первой помощи» is one of the seed's actions; see
	// State.Aid), and
	// Penalty its −3 per action before it («накапливающимся штрафом -3 за
	// каждое последующее действие»), already in Total. Both are 0 for a
	// medic outside the fight.
	Action  int `json:"action,omitempty"`
	Penalty int `json:"penalty,omitempty"`
}

// Stabilize: «суммирования твоего СТАТа ТЕХ, любого медицинского навыка и
// 1D10 для результата равного, или превышающего общее количество очков
// урона»; «Любой человек (кроме самого пациента)». Choice: stabilizing a
// character who failed a death save this round, before the round ends,
// saves them (that is why death waits for the end of the round).
func Stabilize(o StabilizeOptions, medic, patient *rules.Combatant, d dice.Source) (*StabilizeResult, error) {
	if medic == patient || (medic.ID != 0 && medic.ID == patient.ID) {
		return nil, userErr(ErrKeySelf, nil)
	}
	if o.TECH != nil {
		if err := checkRange("tech", *o.TECH, 1, 20); err != nil {
			return nil, err
		}
	}
	if o.SkillLevel != nil {
		if err := checkRange("skill_level", *o.SkillLevel, 0, 10); err != nil {
			return nil, err
		}
	}
	skill := SkillMedicine
	if strings.TrimSpace(o.Skill) != "" {
		k, err := lookupSkill(o.Skill)
		if err != nil {
			return nil, err
		}
		skill = k
	}
	mst, err := LoadState(medic)
	if err != nil {
		return nil, err
	}
	pst, err := LoadState(patient)
	if err != nil {
		return nil, err
	}
	switch {
	case mst.Out():
		return nil, downErr(medic.Name, mst)
	case pst.Dead:
		return nil, userErr(ErrKeyTargetDead, map[string]any{"Name": patient.Name})
	case !pst.MortallyWounded() && !pst.DeathPending:
		// A lost limb leaves the character «с ранением СМЕРТЕЛЬНОЕ 0»
		// whatever the track shows (MortallyWounded), and a failed death
		// save is dying: «Единственный выход - Стабилизация».
		return nil, userErr(ErrKeyNotMortal, map[string]any{"Name": patient.Name})
	case pst.Stabilized:
		return nil, userErr(ErrKeyAlreadyStable, map[string]any{"Name": patient.Name})
	}
	r := &StabilizeResult{Skill: skill, Needed: pst.Wounds, NotMedical: skill != SkillMedicine}
	r.TECH = EffectiveStat(&medic.Sheet, mst, TECH)
	r.SkillValue = stat(&medic.Sheet, skill)
	if o.TECH != nil {
		r.TECH = *o.TECH
	}
	if o.SkillLevel != nil {
		r.SkillValue = *o.SkillLevel
	}
	if medic.ID != 0 {
		// A fighter's attempt is its first-aid action («Ремонт или
		// оказание первой помощи»): the one declared with /combat action
		// and not rolled yet, else a further counted action, so a medic
		// who has attacked rolls with the −3. Once rolled, the action is
		// spent: a failed attempt tried again is a further action, −3 more.
		if mst.Aid > 0 {
			r.Action = mst.Aid
		} else {
			r.Action = actionNumber(o.Number, mst)
			mst.Actions = r.Action
			mst.Aim, mst.Shots, mst.Pair = 0, 0, false
			// A further action closes an attack declared with /combat
			// action and not yet rolled, as any other action does
			// (TakeAction): the /attack after it is a further action, not
			// the declared one under the first aid's number.
			mst.AtkOpen = false
		}
		mst.Aid, mst.Acted = 0, true
		r.Penalty = ActionPenalty(r.Action)
	}
	r.Die = d.Roll(10)
	r.Total = r.Die + r.TECH + r.SkillValue + r.Penalty
	r.Success = r.Total >= r.Needed
	if r.Success {
		pst.Stabilized, pst.DeathPending = true, false
		r.Outcomes = append(r.Outcomes, OutStabilized)
	}
	r.Level = LevelNote(pst.Wounds, pst.Dead)
	if medic.ID != 0 {
		if err := SaveState(medic, mst); err != nil {
			return nil, err
		}
	}
	return r, SaveState(patient, pst)
}

// HealOptions mirror /heal (GM).
type HealOptions struct {
	Points int // wound points removed from the track
}

// HealResult is a GM heal.
type HealResult struct {
	Before, After int
	Level         rules.Note
	Outcomes      []string
}

// Heal removes wound points. What healing can undo, read from the seed:
// the wound points, and with them the level's penalties; leaving Mortal
// ends the death saves («Новые спасбросок требуется каждый раунд, пока
// персонаж остаётся не вылеченным»); a track counted past Mortal 8 that
// falls back to 48 or less revives (the GM's correction of the count).
// What it cannot: a failed death save that is due («при неудачном ты
// умираешь в конце раунда … Единственный выход - Стабилизация»), the death
// it brings at the round's end, a destroyed head («убивает автоматически»)
// and lost limbs. Those are refused (/combat undo takes a roll back).
func Heal(o HealOptions, c *rules.Combatant) (*HealResult, error) {
	if err := checkRange("points", o.Points, 1, maxAmount); err != nil {
		return nil, err
	}
	st, err := LoadState(c)
	if err != nil {
		return nil, err
	}
	switch {
	case st.DeathPending:
		return nil, userErr(ErrKeyHealDying, hintArgs(c.Name))
	case st.Dead && st.Killed == KilledHead:
		// Whatever the track says: a track past 48 is no count to correct
		// when the head is gone.
		return nil, userErr(ErrKeyHealDeadHead, map[string]any{"Name": c.Name})
	case st.Dead && st.Killed == KilledDeathSave:
		return nil, userErr(ErrKeyHealDeadSave, map[string]any{"Name": c.Name})
	case st.Dead && st.Wounds <= TrackMax:
		// Dead with the track inside Mortal 8, in a state stored before
		// Killed: killed by a failed death save or a destroyed head, not
		// by the count of points.
		return nil, userErr(ErrKeyHealDead, map[string]any{"Name": c.Name})
	}
	if st.Wounds == 0 {
		// Nothing to heal: refused, so the fight gets no empty "0 → 0" reply
		// and no undo step.
		return nil, userErr(ErrKeyNotWounded, map[string]any{"Name": c.Name})
	}
	r := &HealResult{Before: st.Wounds}
	st.Wounds = max(0, st.Wounds-o.Points)
	r.After = st.Wounds
	if st.Dead && st.Wounds <= TrackMax {
		st.Dead = false
		r.Outcomes = append(r.Outcomes, OutRevived)
	}
	if !st.MortallyWounded() {
		st.Stabilized = false
	}
	r.Level = LevelNote(st.Wounds, st.Dead)
	return r, SaveState(c, st)
}
