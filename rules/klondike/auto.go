package klondike

import (
	"fray/rules"
	"fray/rules/dice"
)

// VolleyResult is a full-auto or suppressive-fire action: one shot record
// per attack, in the order they were rolled.
type VolleyResult struct {
	Mode        string          `json:"mode"`
	Rounds      int             `json:"rounds"`
	AmmoLeft    int             `json:"ammo_left"` // −1 when not tracked
	FreeLeft    int             `json:"free_left,omitempty"`
	ActionsLeft int             `json:"actions_left"`
	Shots       []*AttackResult `json:"shots"`
	// AimDropped is the aim full auto could not use: the aim option, or
	// else the aiming actions the attacker had spent (they are lost with
	// the action). The GM is told, not left to wonder where the +1 went.
	AimDropped int `json:"aim_dropped,omitempty"`
}

// FullAuto resolves automatic fire: "совершается количество атак, равное
// показателю Авто. Их можно разделить между несколькими целями в пределах 6
// метров друг от друга. Каждая из этих атак не может получать бонус от
// прицела или Прицеливания. На автоматический огонь можно тратить только одно
// действие в раунд, и он тратит кол-во патронов, равное значению Авто,
// умноженному на 5." The Auto attacks go to targets round-robin (list a
// target twice to give it more). Each attack draws its dice fully (check,
// −d6s, damage, unconsciousness) before the next.
func FullAuto(attacker *rules.Combatant, targets []*rules.Combatant, opts AttackOptions, d dice.Source) (*VolleyResult, error) {
	opts.Mode = ModeAuto
	p, err := opts.plan(attacker)
	if err != nil {
		return nil, err
	}
	p.noAim = true
	if len(targets) == 0 {
		return nil, rules.Errorf("klondike.error.no_target", nil)
	}
	if len(targets) > p.w.Auto {
		return nil, rules.Errorf("klondike.error.too_many_targets", map[string]any{"Max": p.w.Auto})
	}
	as, states, rounds, left, err := startVolley(attacker, targets, &opts, &p)
	if err != nil {
		return nil, err
	}
	v := &VolleyResult{Mode: ModeAuto, Rounds: rounds, AmmoLeft: left, Shots: make([]*AttackResult, 0, p.w.Auto)}
	// "Каждая из этих атак не может получать бонус от прицела или
	// Прицеливания": the aim given (else the aiming actions) is dropped —
	// the bonus a single shot would have had, up to the sight's cap
	// ("+1 с мушки, +2 с прицелом, +3 с оптическим прицелом"), not the
	// count: aim:2 with iron sights loses +1.
	v.AimDropped = opts.Aim
	if v.AimDropped == 0 {
		v.AimDropped = as.Aim
	}
	v.AimDropped = max(min(v.AimDropped, p.w.Sight), 0)
	for i := 0; i < p.w.Auto; i++ {
		k := i % len(targets)
		if states[k].Dead {
			continue
		}
		res := &AttackResult{AmmoLeft: left}
		if err := resolveShot(attacker, as, targets[k], states[k], &opts, &p, d, res); err != nil {
			return nil, err
		}
		v.Shots = append(v.Shots, res)
	}
	if len(v.Shots) == 0 {
		return nil, rules.Errorf("klondike.error.target_dead", map[string]any{"Name": targets[0].Name})
	}
	spendTurn(as, &opts)
	v.ActionsLeft = as.ActionsLeft
	return v, saveAll(attacker, as, targets, states)
}

// SuppressPenalty is the −2 on every suppressive-fire attack.
const SuppressPenalty = -2

// Suppress starts suppressive fire on a 3×3 m area: Auto×5 rounds, one
// attack at −2 on each target in it; the area stays under fire until the
// start of the shooter's next turn with up to Auto free attacks
// (SuppressFree). Dice: each target's attack in turn.
func Suppress(attacker *rules.Combatant, targets []*rules.Combatant, opts AttackOptions, d dice.Source) (*VolleyResult, error) {
	opts.Mode = ModeSuppress
	p, err := opts.plan(attacker)
	if err != nil {
		return nil, err
	}
	p.extra = append(p.extra, Mod{Reason: "klondike.mod.suppress", Value: SuppressPenalty})
	// "1 атаку по каждой цели": a target named twice is still attacked once.
	targets = uniqueTargets(targets)
	as, states, rounds, left, err := startVolley(attacker, targets, &opts, &p)
	if err != nil {
		return nil, err
	}
	as.Suppressing, as.SuppressFree, as.SuppressWeapon = true, p.w.Auto, p.w.Name
	v := &VolleyResult{Mode: ModeSuppress, Rounds: rounds, AmmoLeft: left, Shots: make([]*AttackResult, 0, len(targets))}
	for k := range targets {
		if states[k].Dead {
			continue
		}
		res := &AttackResult{AmmoLeft: left}
		if err := resolveShot(attacker, as, targets[k], states[k], &opts, &p, d, res); err != nil {
			return nil, err
		}
		v.Shots = append(v.Shots, res)
	}
	spendTurn(as, &opts)
	v.ActionsLeft = as.ActionsLeft
	v.FreeLeft = as.SuppressFree
	return v, saveAll(attacker, as, targets, states)
}

// SuppressFree is a free attack on someone entering or acting in the
// suppressed area: Auto more rounds, −2, and "если противник передвигается
// в укрытие или из него, он не получает бонус за укрытие" — pass
// Moving=true to ignore cover. Fired from a tracker button, out of turn.
func SuppressFree(attacker, target *rules.Combatant, opts AttackOptions, moving bool, d dice.Source) (*AttackResult, error) {
	as, err := LoadState(attacker)
	if err != nil {
		return nil, err
	}
	switch {
	case !as.Suppressing:
		return nil, rules.Errorf("klondike.error.no_suppression", nil)
	case as.SuppressFree <= 0:
		// "Количество таких «свободных» атак ограничено значением «Авто»":
		// the fire still covers the area, but its free attacks are spent.
		return nil, rules.Errorf("klondike.error.free_attacks_spent", nil)
	}
	opts.Weapon, opts.Mode = as.SuppressWeapon, ModeSingle
	p, err := opts.plan(attacker)
	if err != nil {
		return nil, err
	}
	p.mode = ModeSuppress
	p.extra, p.noCover = append(p.extra, Mod{Reason: "klondike.mod.suppress", Value: SuppressPenalty}), moving
	_, ts, err := loadPair(attacker, target)
	if err != nil {
		return nil, err
	}
	left, err := spendAmmo(as, &p.w, p.w.Auto)
	if err != nil {
		return nil, err
	}
	as.SuppressFree--
	res := &AttackResult{}
	if err := resolveShot(attacker, as, target, ts, &opts, &p, d, res); err != nil {
		return nil, err
	}
	res.Rounds, res.AmmoLeft, res.ActionsLeft = p.w.Auto, left, as.ActionsLeft
	return res, savePair(attacker, as, target, ts)
}

func loadTargets(attacker *rules.Combatant, targets []*rules.Combatant) ([]*State, error) {
	states := make([]*State, len(targets))
	for i, t := range targets {
		if t == nil || t == attacker {
			return nil, rules.Errorf("klondike.error.self", nil)
		}
		for j := 0; j < i; j++ {
			if targets[j] == t {
				states[i] = states[j] // the same combatant listed twice shares a state
			}
		}
		if states[i] != nil {
			continue
		}
		s, err := LoadState(t)
		if err != nil {
			return nil, err
		}
		states[i] = s
	}
	return states, nil
}

func saveAll(attacker *rules.Combatant, as *State, targets []*rules.Combatant, states []*State) error {
	if err := SaveState(attacker, as); err != nil {
		return err
	}
	for i, t := range targets {
		if err := SaveState(t, states[i]); err != nil {
			return err
		}
	}
	return nil
}

// Reload refills a weapon's magazine (an action).
func Reload(c *rules.Combatant, weapon string) (int, error) {
	return reload(c, weapon, true)
}

// Refill fills a weapon's magazine between fights: the party's characters
// have no turns then, so no action is spent («перезарядка … является
// действием» is a fight's bookkeeping). Who is out (unconscious, dying,
// dead) still cannot. No dice.
func Refill(c *rules.Combatant, weapon string) (int, error) {
	return reload(c, weapon, false)
}

func reload(c *rules.Combatant, weapon string, inFight bool) (int, error) {
	w, err := findWeapon(c, weapon)
	if err != nil {
		return 0, err
	}
	if w.Kind == KindThrown {
		// A grenade is not reloaded: how many are left is set (SetAmmo).
		return 0, rules.Errorf("klondike.error.thrown_reload", map[string]any{"Weapon": w.Name, "WeaponOpt": rules.OptionValue(w.Name)})
	}
	if w.Magazine == 0 {
		return 0, rules.Errorf("klondike.error.no_magazine", map[string]any{"Weapon": w.Name})
	}
	s, err := LoadState(c)
	if err != nil {
		return 0, err
	}
	if err := canAct(s); err != nil {
		return 0, err
	}
	if inFight {
		if err := needAction(c, s); err != nil {
			return 0, err
		}
	}
	if s.Ammo == nil {
		s.Ammo = map[string]int{}
	}
	s.Ammo[w.Name] = w.Magazine
	if inFight {
		spendAction(s)
	}
	s.Aim = 0 // an action between the aim and the shot
	return w.Magazine, SaveState(c, s)
}

// MaxAmmoCount bounds a count set by hand.
const MaxAmmoCount = 1000

// SetAmmo sets how many rounds are left in a weapon's magazine, or how many
// of a thrown weapon (grenades) the combatant still carries: the GM's or
// player's bookkeeping (grenades picked up, a spare magazine counted), not
// an action. The weapon must be one whose count is tracked (ammo:N, or a
// thrown blast weapon). Returns the weapon's name. No dice.
func SetAmmo(c *rules.Combatant, weapon string, count int) (string, error) {
	if count < 0 || count > MaxAmmoCount {
		return "", rules.Errorf("klondike.error.amount", map[string]any{"Max": MaxAmmoCount})
	}
	w, err := findWeapon(c, weapon)
	if err != nil {
		return "", err
	}
	if w.Stock() == 0 {
		return "", rules.Errorf("klondike.error.no_magazine", map[string]any{"Weapon": w.Name})
	}
	s, err := LoadState(c)
	if err != nil {
		return "", err
	}
	if s.Ammo == nil {
		s.Ammo = map[string]int{}
	}
	s.Ammo[w.Name] = count
	return w.Name, SaveState(c, s)
}

// uniqueTargets drops repeated combatants, keeping the first mention.
func uniqueTargets(targets []*rules.Combatant) []*rules.Combatant {
	out := make([]*rules.Combatant, 0, len(targets))
	seen := make(map[int]bool, len(targets))
	for _, t := range targets {
		if t != nil && !seen[t.ID] {
			seen[t.ID] = true
			out = append(out, t)
		}
	}
	return out
}

// startVolley is what full auto and suppressive fire share before their
// attacks: the attacker once a round (Auto×5 rounds, "один раз за раунд"),
// ready to act, the targets' states, and the rounds spent.
func startVolley(attacker *rules.Combatant, targets []*rules.Combatant, opts *AttackOptions, p *attackPlan) (as *State, states []*State, rounds, left int, err error) {
	if as, err = LoadState(attacker); err != nil {
		return nil, nil, 0, 0, err
	}
	if as.FullAutoUsed {
		return nil, nil, 0, 0, rules.Errorf("klondike.error.full_auto_used", nil)
	}
	if err = readyAttacker(attacker, as, opts); err != nil {
		return nil, nil, 0, 0, err
	}
	if states, err = loadTargets(attacker, targets); err != nil {
		return nil, nil, 0, 0, err
	}
	rounds = 5 * p.w.Auto
	if left, err = spendAmmo(as, &p.w, rounds); err != nil {
		return nil, nil, 0, 0, err
	}
	as.FullAutoUsed = true
	return as, states, rounds, left, nil
}
