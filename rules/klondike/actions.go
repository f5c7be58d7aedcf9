package klondike

import (
	"fray/rules"
	"fray/rules/dice"
)

// needAction refuses an action when the turn's two are spent: "Каждый
// персонаж может совершить два действия в свою инициативу". StartTurn gives
// them back. Reactions the seed makes free (firing a readied Overwatch,
// meeting a charge, cleave attacks, suppressive fire's free attacks,
// wrestling while held, diving for cover — which spends the next turn's)
// do not ask for one. It also refuses while damage past END waits for the
// player's STR/DEX choice: that choice comes first.
func needAction(c *rules.Combatant, s *State) error {
	if s.Pending > 0 && c != nil && c.Owner != "" {
		// The choice is the player's, but it comes first: the damage was
		// taken before this action ("Весь последующий урон наносится, на
		// выбор игрока, по Силе или Ловкости").
		return rules.Errorf("klondike.error.pending_first", map[string]any{"Name": c.Name, "Amount": s.Pending})
	}
	if s.ActionsLeft <= 0 {
		name := ""
		if c != nil {
			name = c.Name
		}
		if s.Caught {
			// Caught off guard by a surprise: none yet, not "spent".
			return rules.Errorf("klondike.error.caught", map[string]any{"Name": name})
		}
		return rules.Errorf("klondike.error.no_actions", map[string]any{"Name": name})
	}
	return nil
}

// spendAction takes one of the turn's two actions; callers check needAction
// first.
func spendAction(s *State) {
	if s.ActionsLeft > 0 {
		s.ActionsLeft--
	}
}

// ActionResult reports a simple action.
type ActionResult struct {
	Action      string     `json:"action"`
	Metres      int        `json:"metres,omitempty"`
	Zones       int        `json:"zones,omitempty"` // the optional zones rule: 10 m a zone
	Aim         int        `json:"aim,omitempty"`
	ActionsLeft int        `json:"actions_left"`
	Note        rules.Note `json:"note"`
}

// Movement distances: "пройти 10 метров или встать из положения лежа.
// Лежачий персонаж может проползти 3 метра."
const (
	MoveMetres  = 10
	CrawlMetres = 3
	ZoneMetres  = 10
	// ChargeMetres is the charge's run before the +2 melee attack.
	ChargeMetres = 10
	// CleaveMetres is the step allowed before a cleave attack.
	CleaveMetres = 2
)

// Zones converts metres of movement to zones for the optional zones rule
// ("каждые 10 метров движения можно считать за одну зону").
func Zones(metres int) int {
	if metres <= 0 {
		return 0
	}
	return metres / ZoneMetres
}

// Act performs a simple action by key: move, stand, crawl, aim, overwatch,
// dive, other. Attack, charge, support, grapple and reload have their own
// functions. Dice: none.
func Act(c *rules.Combatant, action string) (*ActionResult, error) {
	s, err := LoadState(c)
	if err != nil {
		return nil, err
	}
	res := &ActionResult{Action: action}
	if action != ActDive {
		if err := canAct(s); err != nil {
			return nil, err
		}
		if err := needAction(c, s); err != nil {
			return nil, err
		}
	} else if s.Out() {
		return nil, s.outError()
	}
	switch action {
	case ActMove:
		if s.Prone {
			return nil, rules.Errorf("klondike.error.prone_move", map[string]any{"Name": c.Name})
		}
		res.Metres = MoveMetres
		spendAction(s)
	case ActStand:
		if !s.Prone {
			return nil, rules.Errorf("klondike.error.not_prone", map[string]any{"Name": c.Name})
		}
		s.Prone = false
		spendAction(s)
	case ActCrawl:
		if !s.Prone {
			return nil, rules.Errorf("klondike.error.not_prone", map[string]any{"Name": c.Name})
		}
		res.Metres = CrawlMetres
		spendAction(s)
	case ActAim:
		// "Прицеливание может накапливаться до максимального модификатора"
		// — the weapon's cap is applied when the attack is made.
		s.Aim = min(s.Aim+1, SightScope)
		res.Aim = s.Aim
		spendAction(s)
	case ActOverwatch:
		s.Overwatch = true
		spendAction(s)
	case ActDive:
		// "Персонажи в зоне поражения могут потратить свое следующее
		// действие, чтобы немедленно нырнуть в укрытие." — the only thing a
		// character in shock may do.
		s.DivePending = true
	case ActOther:
		spendAction(s)
	default:
		return nil, rules.Errorf("klondike.error.bad_action", map[string]any{"Action": action})
	}
	if action != ActAim {
		// «трата действия на прицеливание непосредственно перед атакой»:
		// any other action between the aim and the shot loses it.
		s.Aim = 0
	}
	res.Zones = Zones(res.Metres)
	res.ActionsLeft = s.ActionsLeft
	res.Note = rules.Note{Key: "klondike.action." + action, Args: map[string]any{"Metres": res.Metres}}
	return res, SaveState(c, s)
}

// SupportBonus is what a successful support gives: "+2 на свой следующий
// бросок".
const SupportBonus = 2

// SupportOptions mirror the support action: Leadership/INT 8+ unless the GM
// allows another skill ("Ведущий может разрешить бросать поддержку другими
// навыками").
type SupportOptions struct {
	Skill          string // default Leadership
	Characteristic string // default INT
	Modifier       int
}

// SupportResult is a resolved support action.
type SupportResult struct {
	Roll        Roll     `json:"roll"`
	Bonus       int      `json:"bonus"` // given to the target's next roll
	ActionsLeft int      `json:"actions_left"`
	Outcomes    []string `json:"outcomes,omitempty"`
}

// Support resolves the support action of helper for target. Dice: 2d6.
func Support(helper, target *rules.Combatant, opts SupportOptions, d dice.Source) (*SupportResult, error) {
	if err := validMod(opts.Modifier); err != nil {
		return nil, err
	}
	sk := SkillLeadership
	if opts.Skill != "" {
		var err error
		if sk, err = lookupSkill(opts.Skill); err != nil {
			return nil, err
		}
	}
	ch := INT
	if opts.Characteristic != "" {
		var err error
		if ch, err = lookupCharacteristic(opts.Characteristic); err != nil {
			return nil, err
		}
	}
	if helper == nil || target == nil || helper == target {
		return nil, rules.Errorf("klondike.error.self", nil)
	}
	hs, err := LoadState(helper)
	if err != nil {
		return nil, err
	}
	if err := canAct(hs); err != nil {
		return nil, err
	}
	if err := needAction(helper, hs); err != nil {
		return nil, err
	}
	ts, err := LoadState(target)
	if err != nil {
		return nil, err
	}
	res := &SupportResult{}
	r := &res.Roll
	r.setChar(helper, hs, ch)
	r.setSkill(helper, sk)
	r.personal(hs)
	r.mod("klondike.mod.modifier", opts.Modifier)
	r.Target = DefaultTarget
	r.roll(d)
	if r.Success {
		ts.Support = SupportBonus // "одна цель получает +2" — not cumulative
		res.Bonus = SupportBonus
	}
	res.Outcomes = effectOutcomes(res.Outcomes, r.Effect, r.Success)
	spendAction(hs)
	hs.Aim = 0 // an action between the aim and the shot
	res.ActionsLeft = hs.ActionsLeft
	return res, savePair(helper, hs, target, ts)
}

// LeadResult is the leader's Leadership/INT 8+ roll before initiative.
type LeadResult struct {
	Roll  Roll `json:"roll"`
	Bonus int  `json:"bonus"` // the Effect, now on every party member's initiative
}

// Lead rolls the party leader's Leadership/INT 8+: "его Эффект станет
// модификатором для всей партии". The Effect — negative too, as the seed
// says the Effect, not a bonus — is stored on each party member (leader
// included) and added to their initiative until the leader rolls again.
// Dice: 2d6.
func Lead(leader *rules.Combatant, party []*rules.Combatant, modifier int, d dice.Source) (*LeadResult, error) {
	if err := validMod(modifier); err != nil {
		return nil, err
	}
	ls, err := LoadState(leader)
	if err != nil {
		return nil, err
	}
	if err := canAct(ls); err != nil {
		return nil, err
	}
	res := &LeadResult{}
	r := &res.Roll
	r.setChar(leader, ls, INT)
	r.setSkill(leader, SkillLeadership)
	r.personal(ls)
	r.mod("klondike.mod.modifier", modifier)
	r.Target = DefaultTarget
	r.roll(d)
	res.Bonus = r.Effect
	ls.LeadBonus = r.Effect
	if err := SaveState(leader, ls); err != nil {
		return nil, err
	}
	for _, m := range party {
		if m == nil || m == leader {
			continue
		}
		ms, err := LoadState(m)
		if err != nil {
			return nil, err
		}
		ms.LeadBonus = r.Effect
		if err := SaveState(m, ms); err != nil {
			return nil, err
		}
	}
	return res, nil
}

// DiveInTurn makes a dive for cover that c takes in its own turn, with
// actions left, one of that turn's: «могут потратить свое следующее
// действие, чтобы немедленно нырнуть в укрытие» — the next action is this
// turn's, so it is spent now and the next turn keeps its two. The commands
// layer says whose turn it is. It returns the actions left. No dice.
func DiveInTurn(c *rules.Combatant) (int, error) {
	s, err := LoadState(c)
	if err != nil {
		return 0, err
	}
	if s.DivePending && s.ActionsLeft > 0 {
		s.DivePending = false
		spendAction(s)
	}
	return s.ActionsLeft, SaveState(c, s)
}
