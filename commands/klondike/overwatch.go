package klondike

import (
	"errors"
	"fray/commands"
	"strings"

	"fray/rules"
	"fray/rules/klondike"
)

// Overwatch from the tracker ("a readied action that fires out of
// turn when its trigger happens, from a tracker button"). Readying it on the
// tracker marks the overwatcher on everyone else (klondike.WatchFrom); when
// one of them starts its turn, the rules' StartTurn gives the overwatcher a
// prompt button, which fires the readied attack at the combatant whose turn
// it is, out of initiative, with the first ranged weapon on the
// overwatcher's sheet (/attack maneuver:overwatch fires it with any weapon
// and options).

// klWatch readies c's overwatch button against everyone else.
func klWatch(m *commands.Mut, c *rules.Combatant) error {
	return klondike.WatchFrom(c, m.Enc.Combatants)
}

// klDropOverwatch forgets id's overwatch: no more buttons on later turns,
// and none left on this one.
func klDropOverwatch(m *commands.Mut, id int) error {
	if err := klondike.Unwatch(id, m.Enc.Combatants); err != nil {
		return err
	}
	kept := m.Enc.Prompts[:0:0] // a new array: the undo snapshot may share the old one
	for _, p := range m.Enc.Prompts {
		if p.Combatant == id && p.Prompt == klondike.PromptOverwatch {
			continue
		}
		kept = append(kept, p)
	}
	m.Enc.Prompts = kept
	return nil
}

// klOverwatchWeapon is the readied weapon's name (klondike.OverwatchWeapon:
// the first ranged one on the sheet, else the first one), "" for none.
func klOverwatchWeapon(c *rules.Combatant) string {
	w, _ := klondike.OverwatchWeapon(c)
	return w.Name
}

// klPromptOverwatch fires c's readied action at the combatant whose turn it
// is: the GM's button for the trigger only the table sees ("до появления
// противника в зоне видимости"). The result is one tracker event; damage
// past END waiting for the STR/DEX choice gets the target's prompt buttons.
func (a *Plugin) klPromptOverwatch(m *commands.Mut, c *rules.Combatant) ([]rules.Event, error) {
	tgt := m.Enc.Current()
	if tgt == nil || tgt.ID == c.ID {
		return nil, rules.Errorf("kla.err.overwatch_own_turn", map[string]any{"Name": c.Name})
	}
	s, err := klondike.LoadState(c)
	if err != nil {
		return nil, err
	}
	if !s.Overwatch {
		// The button outlived the readied action: it lapsed when c's
		// next turn came (StartTurn), before this turn's button was made.
		// The click clears what is left of it on the others (the tracker
		// removes this button) and says so.
		if err := klondike.Unwatch(c.ID, m.Enc.Combatants); err != nil {
			return nil, err
		}
		return []rules.Event{{Combatant: c.ID, Note: rules.Note{Key: "klondike.event.overwatch_lapsed"}}}, nil
	}
	weapon := klOverwatchWeapon(c)
	if weapon == "" {
		return nil, rules.Errorf("kla.err.overwatch_weapon", map[string]any{"Name": c.Name, "NameOpt": rules.OptionValue(c.Name), "TargetOpt": rules.OptionValue(tgt.Name)})
	}
	text, _, err := a.klOverwatchShot(m, c, tgt, weapon, 0)
	if err != nil {
		return nil, err
	}
	// Spent: no button on later turns (the tracker removes this one).
	if err := klondike.Unwatch(c.ID, m.Enc.Combatants); err != nil {
		return nil, err
	}
	return []rules.Event{{Combatant: c.ID, Note: rules.Note{Key: "kla.event.action", Args: map[string]any{"Text": commands.Truncate(text, 900)}}}}, nil
}

// klOverwatchShot fires c's readied Overwatch with weapon at tgt, rng
// metres away, and returns the one-line account. Dice: the attack's, as
// klondike.Attack draws them, straight from m.Dice. Damage past END that
// waits for tgt's player gets tracker prompts.
func (a *Plugin) klOverwatchShot(m *commands.Mut, c, tgt *rules.Combatant, weapon string, rng int) (string, *klondike.AttackResult, error) {
	// The readied action fires free: the Overwatch action was its cost.
	if _, err := a.klCharge(m, c, klondike.ActOverwatchFire, nil); err != nil {
		return "", nil, err
	}
	res, err := klondike.Attack(c, tgt, klondike.AttackOptions{Weapon: weapon, Overwatch: true, Range: rng, InstantDeath: klInstantDeath(m)}, m.Dice)
	if err != nil {
		return "", nil, err
	}
	klRecordShot(m, c.ID, res)
	loc := m.Req.Locale
	parts := []string{stripMarkdown(a.klRollLine(loc, res.Roll, a.klShotVerdict(loc, res)))}
	if res.Hit {
		parts = append(parts, stripMarkdown(a.klDamageRoll(loc, res)))
		for _, l := range strings.Split(a.klDamageText(loc, res.Damage), "\n") {
			// One line each, joined by "; ": a line's own full stop
			// would read ".;".
			if l = strings.TrimSuffix(stripMarkdown(l), "."); l != "" {
				parts = append(parts, l)
			}
		}
		if res.Damage != nil && res.Damage.Pending > 0 && tgt.Owner != "" {
			m.Enc.Prompts = append(m.Enc.Prompts,
				rules.Event{Combatant: tgt.ID, Note: rules.Note{Key: "klondike.event.choose_damage", Args: map[string]any{"N": res.Damage.Pending}}, Prompt: klondike.PromptDamageTo},
				rules.Event{Combatant: tgt.ID, Note: rules.Note{Key: "klondike.event.choose_damage_dex", Args: map[string]any{"N": res.Damage.Pending}}, Prompt: klondike.PromptDamageDex})
		}
	}
	// A readied knife strikes and a readied grenade is thrown: "fires"
	// («стреляет») is said only of a gun.
	key := "kla.overwatch_fired"
	switch res.Kind {
	case klondike.KindMelee:
		key = "kla.overwatch_struck"
	case klondike.KindThrown:
		key = "kla.overwatch_threw"
	}
	text := a.I18n().T(loc, key, map[string]any{"Name": c.Name, "Target": tgt.Name, "Weapon": weapon}) + ": " + strings.Join(parts, "; ")
	return text, res, nil
}

// klReactWeapon is the weapon a readied Overwatch answers an attack with:
// a ranged one (a charger is shot as it comes), else, against a melee
// attack or a charge, a melee one; "" when the watcher cannot reach the
// attacker (only melee weapons against a shot from afar).
func klReactWeapon(c *rules.Combatant, meleeAttack bool) string {
	melee := ""
	for _, w := range c.Sheet.Weapons {
		ws, err := klondike.ParseWeaponSpec(w.Name, w.Spec)
		if err != nil {
			continue
		}
		switch ws.Kind {
		case klondike.KindRanged:
			return ws.Name
		case klondike.KindMelee:
			if melee == "" {
				melee = ws.Name
			}
		}
	}
	if meleeAttack {
		return melee
	}
	return ""
}

// klOverwatchReact is the trigger the bot can see: an attack on a
// combatant with a readied Overwatch ("до появления противника в зоне
// видимости или его атаки по нему. Когда это случается, персонаж может
// мгновенно совершить заявленное действие вне обычной инициативы"). Each
// such target fires first, out of initiative, at the attacker — at the
// attack's range, point-blank against a charge or a blow — and its
// Overwatch is spent. A charge met from Overwatch takes no −2 ("если у неё
// не был заявлен Дозор, атака получает штраф -2"). It returns the
// accounts and, when the attacker can no longer attack (out, in shock, or
// with damage to place first), the reason's key. Dice: each reaction's
// attack, before the attacker's.
func (a *Plugin) klOverwatchReact(m *commands.Mut, att *rules.Combatant, targets []*rules.Combatant, meleeAttack bool, rng int) ([]string, string, error) {
	var lines []string
	seen := map[int]bool{}
	for _, t := range targets {
		if t == nil || t.ID == att.ID || seen[t.ID] || !klondike.OverwatchReady(t) {
			continue
		}
		seen[t.ID] = true
		weapon := klReactWeapon(t, meleeAttack)
		if weapon == "" {
			continue // out of reach: the GM's button stays for later
		}
		r := rng
		if meleeAttack {
			r = 0
		}
		text, _, err := a.klOverwatchShot(m, t, att, weapon, r)
		if err != nil {
			var ue *rules.UserError
			if errors.As(err, &ue) {
				continue // cannot fire now (no ammunition…): still readied
			}
			return nil, "", err
		}
		lines = append(lines, text)
		if err := klDropOverwatch(m, t.ID); err != nil {
			return nil, "", err
		}
	}
	if len(lines) == 0 {
		return nil, "", nil
	}
	s, err := klondike.LoadState(att)
	if err != nil {
		return nil, "", err
	}
	switch {
	case s.Out():
		return lines, "klondike.error.out", nil
	case s.Shock:
		return lines, "klondike.error.in_shock", nil
	case s.Pending > 0 && att.Owner != "":
		return lines, "klondike.error.pending_first", nil
	}
	return lines, "", nil
}

// klDryDice is the dice of a dry run: every die shows 1.
type klDryDice struct{}

func (klDryDice) Roll(int) int { return 1 }

// klAttackRefusal tries the attack on copies of the fighters before a
// readied Overwatch answers it: an attack the rules would refuse (no
// actions left, in shock, out of ammunition, a caught-off-guard side in a
// surprise's free round…) never comes, so nothing answers it and the
// refusal changes nothing. No dice drawn.
func klAttackRefusal(att *rules.Combatant, targets []*rules.Combatant, opts klondike.AttackOptions, blast bool, dives []string) error {
	cp := func(c *rules.Combatant) *rules.Combatant {
		if c == nil {
			return nil
		}
		v := *c // SaveState gives State new bytes: the original is untouched
		return &v
	}
	a := cp(att)
	ts := make([]*rules.Combatant, len(targets))
	for i, t := range targets {
		ts[i] = cp(t)
	}
	opts.Bystander = cp(opts.Bystander)
	var err error
	switch mode := klMode(opts.Mode); {
	case blast:
		_, err = klondike.Blast(a, klondike.BlastOptions{Attack: opts, Caught: ts, Dives: dives}, klDryDice{})
	case mode == klondike.ModeAuto:
		_, err = klondike.FullAuto(a, ts, opts, klDryDice{})
	case mode == klondike.ModeSuppress:
		_, err = klondike.Suppress(a, ts, opts, klDryDice{})
	case len(ts) > 1:
		err = rules.Errorf("klc.err.one_target", nil)
	default:
		_, err = klondike.Attack(a, ts[0], opts, klDryDice{})
	}
	var ue *rules.UserError
	if errors.As(err, &ue) {
		return err
	}
	return nil
}

// klAnyOverwatch reports whether one of the targets would answer att's
// attack from a readied Overwatch.
func klAnyOverwatch(att *rules.Combatant, targets []*rules.Combatant) bool {
	for _, t := range targets {
		if t != nil && t.ID != att.ID && klondike.OverwatchReady(t) {
			return true
		}
	}
	return false
}
