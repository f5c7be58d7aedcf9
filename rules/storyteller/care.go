package storyteller

import (
	"fray/rules"
	"fray/rules/dice"
)

// maxHours bounds /time in a fight as outside one (MaxRestHours).
const maxHours = MaxRestHours

// TimeOptions mirror /time.
type TimeOptions struct {
	Hours int
}

// TimeResult is what the passing hours did to one combatant.
type TimeResult struct {
	Combatant   int      `json:"c"`
	Hours       int      `json:"hours"`
	Bled        int      `json:"bled"` // lethal levels lost to bleeding
	LevelBefore string   `json:"before"`
	LevelAfter  string   `json:"after"`
	Bleeding    bool     `json:"bleeding"` // still bleeding afterwards
	Outcomes    []string `json:"outcomes,omitempty"`
}

// AdvanceTime lets hours pass for c: an untreated wound at Wounded or worse
// bleeds one lethal level an hour («получает дополнительный уровень
// летальных повреждений каждый час, пока не будет оказана медицинская помощь»).
func AdvanceTime(o TimeOptions, c *rules.Combatant) (TimeResult, error) {
	if err := optionRange("hours", o.Hours, 1, maxHours); err != nil {
		return TimeResult{}, err
	}
	st, err := LoadState(c)
	if err != nil {
		return TimeResult{}, err
	}
	r := TimeResult{Combatant: c.ID, Hours: o.Hours, LevelBefore: st.Level().Key}
	d := DamageResult{Type: Lethal}
	for range o.Hours {
		if !st.Bleeding() {
			break
		}
		d.Levels = 1
		markLevels(c, st, &d)
		r.Bled++
	}
	st.Dizzied = false // hours, not turns: a daze is long over
	r.LevelAfter, r.Bleeding = st.Level().Key, st.Bleeding()
	for _, oc := range d.Outcomes {
		if oc != OutcomeStunned {
			r.Outcomes = addOutcome(r.Outcomes, oc)
		}
	}
	return r, SaveState(c, st)
}

// TreatOptions mirror /treat: «Интеллект / Сообразительность + Медицина /
// Выживание».
type TreatOptions struct {
	Attribute  string // intelligence (default) or wits
	Ability    string // medicine (default) or survival
	Difficulty int    // 0: 6 (the seed names none)
	// Place is where the healer's roll sits in its round, from the
	// fight's books: an action like any other, split after others (nil:
	// not split).
	Place *Place
}

// TreatResult is a /treat roll.
type TreatResult struct {
	Healer   int       `json:"healer"`
	Patient  int       `json:"patient"`
	Roll     TraitRoll `json:"roll"`
	Stopped  bool      `json:"stopped"`
	Outcomes []string  `json:"outcomes"`
	// SeriousCare: the patient's lethal wounds reach Crippled or worse,
	// where stopping the bleeding is not enough (NeedsSeriousCare).
	SeriousCare bool `json:"serious,omitempty"`
}

// NeedsSeriousCare reports whether c's lethal and aggravated wounds reach
// Crippled or Incapacitated: «Если количество летальных повреждений доходит
// до уровня "Калека" или "Недееспособность", персонажу требуется более
// серьезная медицинская помощь, иначе его шансы на выздоровление ничтожны».
// The short NPC track has no Crippled: its Incapacitated box counts.
func NeedsSeriousCare(c *rules.Combatant) bool {
	st, err := LoadState(c)
	if err != nil || st.Dead {
		return false
	}
	threshold := 6 // Crippled is the 6th box
	if st.ShortTrack {
		threshold = 3 // Incapacitated, the short track's 3rd
	}
	return st.Aggravated+st.Lethal >= threshold
}

// Treat stops bleeding: «Успешный бросок на Интеллект / Сообразительность +
// Медицина / Выживание позволяет целителю или самому персонажу остановить
// кровотечение (если он не на уровне "Недееспособность")». healer may be the
// patient.
func Treat(o TreatOptions, healer, patient *rules.Combatant, src dice.Source) (TreatResult, error) {
	attr, ok := pickStat(o.Attribute, Intelligence, Intelligence, Wits)
	if !ok {
		return TreatResult{}, rules.Errorf("storyteller.error.treat_stat", map[string]any{"Value": o.Attribute})
	}
	abil, ok := pickStat(o.Ability, Medicine, Medicine, Survival)
	if !ok {
		return TreatResult{}, rules.Errorf("storyteller.error.treat_stat", map[string]any{"Value": o.Ability})
	}
	if err := optionRange("difficulty", o.Difficulty, 0, maxDiffInput); err != nil {
		return TreatResult{}, err
	}
	if healer == nil || patient == nil {
		return TreatResult{}, rules.Errorf("storyteller.error.no_target", nil)
	}
	self := healer == patient || healer.ID == patient.ID
	pst, err := LoadState(patient)
	if err != nil {
		return TreatResult{}, err
	}
	if pst.Dead {
		// Not "not bleeding": the dead are past treating (Bleeding is
		// false for them), and the GM should hear why.
		return TreatResult{}, rules.Errorf("storyteller.error.treat_dead", map[string]any{"Name": patient.Name})
	}
	hst := pst
	if !self {
		if hst, err = LoadState(healer); err != nil {
			return TreatResult{}, err
		}
	}
	if !pst.Bleeding() {
		return TreatResult{}, rules.Errorf("storyteller.error.not_bleeding", map[string]any{"Name": patient.Name})
	}
	if !hst.CanAct() {
		return TreatResult{}, cannotAct(healer, hst)
	}
	diff := o.Difficulty
	if diff == 0 {
		diff = BaseDifficulty
	}
	r := TreatResult{Healer: healer.ID, Patient: patient.ID}
	var split []Mod
	if o.Place != nil {
		split = splitMods(hst, *o.Place)
	}
	r.Roll = traitRollSplit(src, healer, hst, attr, abil, diff, nil, split)
	hst.Acted = true // an action: no aiming after it this round
	r.Stopped = !r.Roll.Roll.Failed()
	r.Outcomes = rollOutcomes(&r.Roll.Roll)
	if r.Stopped {
		pst.BleedStopped = true
		r.Outcomes = append(r.Outcomes, OutcomeStabilized)
	}
	if !self {
		if err := SaveState(healer, hst); err != nil {
			return TreatResult{}, err
		}
	}
	if err := SaveState(patient, pst); err != nil {
		return TreatResult{}, err
	}
	r.SeriousCare = NeedsSeriousCare(patient)
	return r, nil
}

// FaithBleedResult is a supernatural being stopping its own bleeding.
type FaithBleedResult struct {
	Combatant int      `json:"c"`
	Roll      Roll     `json:"roll"` // Willpower dice, difficulty 6
	Stopped   bool     `json:"stopped"`
	FaithLeft int      `json:"faith_left"`
	Outcomes  []string `json:"outcomes"`
}

// FaithStopBleeding: «Сверхъестественные существа могут остановить
// кровотечение с помощью своей воли, истратив единицу Духовной Силы и совершив
// бросок на Силу воли». Willpower and Faith are reflexive (no wound penalty),
// but an unconscious being cannot use them («не может выполнять рефлекторные
// действия, связанные с Силой воли или Духовной Силой»).
func FaithStopBleeding(c *rules.Combatant, src dice.Source) (FaithBleedResult, error) {
	if st, err := LoadState(c); err == nil && st.Dead {
		return FaithBleedResult{}, rules.Errorf("storyteller.error.treat_dead", map[string]any{"Name": c.Name})
	}
	st, err := faithUser(c, 1)
	if err != nil {
		return FaithBleedResult{}, err
	}
	if !st.Bleeding() {
		return FaithBleedResult{}, rules.Errorf("storyteller.error.not_bleeding", map[string]any{"Name": c.Name})
	}
	st.FaithSpent++
	r := FaithBleedResult{Combatant: c.ID, Roll: rollAction(src, stat(&c.Sheet, Willpower), BaseDifficulty, nil)}
	r.Stopped = !r.Roll.Failed()
	r.FaithLeft = FaithLeft(c, st)
	r.Outcomes = rollOutcomes(&r.Roll)
	if r.Stopped {
		st.BleedStopped = true
		r.Outcomes = append(r.Outcomes, OutcomeStabilized)
	}
	return r, SaveState(c, st)
}

// FaithHealOptions: levels to heal with Faith, one point each, and which type.
type FaithHealOptions struct {
	Levels int
	Type   string // bashing or lethal; empty: bashing first. Never aggravated.
}

// FaithHeal: «Сверхъестественные существа … могут использовать Духовную Силу
// для исцеления» — but not aggravated damage, «которые исцеляются естественным
// путем в течение определенного времени». One point of Faith heals one level
// (the seed gives no rate; this is the classic one).
func FaithHeal(o FaithHealOptions, c *rules.Combatant) (HealResult, error) {
	t, err := healType(HealOptions{Levels: o.Levels, Type: o.Type})
	if err != nil {
		return HealResult{}, err
	}
	if t == Aggravated {
		return HealResult{}, rules.Errorf("storyteller.error.faith_aggravated", nil)
	}
	st, err := faithUser(c, o.Levels)
	if err != nil {
		return HealResult{}, err
	}
	if st.Dead {
		return HealResult{}, rules.Errorf("storyteller.error.heal_dead", map[string]any{"Name": c.Name})
	}
	var r HealResult
	if t == "" {
		r = heal(st, c, Bashing, o.Levels)
		if n := o.Levels - r.Healed; n > 0 {
			more := heal(st, c, Lethal, n)
			r.Healed += more.Healed
			r.LevelAfter, r.Penalty = more.LevelAfter, more.Penalty
		}
	} else {
		r = heal(st, c, t, o.Levels)
	}
	if r.Healed == 0 {
		return HealResult{}, nothingToHeal(c, t)
	}
	st.FaithSpent += r.Healed
	r.FaithSpent = r.Healed
	return r, SaveState(c, st)
}

// faithUser loads c and checks it is a conscious supernatural being with
// points Faith left.
func faithUser(c *rules.Combatant, points int) (*State, error) {
	if !supernatural(&c.Sheet) {
		return nil, rules.Errorf("storyteller.error.not_supernatural", map[string]any{"Name": c.Name})
	}
	st, err := LoadState(c)
	if err != nil {
		return nil, err
	}
	if st.Unconscious || st.Dead {
		return nil, cannotAct(c, st)
	}
	if FaithLeft(c, st) < points {
		return nil, rules.Errorf("storyteller.error.no_faith", map[string]any{"Name": c.Name, "Left": FaithLeft(c, st)})
	}
	return st, nil
}

// pickStat resolves name (any spelling of the schema) to one of allowed; an
// empty name is def.
func pickStat(name, def string, allowed ...string) (string, bool) {
	if name == "" {
		return def, true
	}
	k, ok := LookupStat(name)
	if !ok {
		return "", false
	}
	for _, a := range allowed {
		if k == a {
			return k, true
		}
	}
	return "", false
}

// LookupStat resolves a stat's key, English or Russian name or alias
// (case-insensitively; spaces and underscores alike) to its canonical key.
func LookupStat(name string) (string, bool) {
	n := normName(name)
	for _, d := range statDefs {
		if n == d.Key || n == normName(d.En) || n == normName(d.Ru) {
			return d.Key, true
		}
		for _, a := range d.Aliases {
			if n == normName(a) {
				return d.Key, true
			}
		}
	}
	return "", false
}
