package commands

import (
	"strings"

	"fray/rules"
	"fray/rules/dice"
	"fray/rules/klondike"
)

// Overwatch from the tracker (issue 6: "a readied action that fires out of
// turn when its trigger happens, from a tracker button"). Readying it on the
// tracker marks the overwatcher on everyone else (klondike.WatchFrom); when
// one of them starts its turn, the rules' StartTurn gives the overwatcher a
// prompt button, which fires the readied attack at the combatant whose turn
// it is, out of initiative, with the first ranged weapon on the
// overwatcher's sheet (/attack maneuver:overwatch fires it with any weapon
// and options).

// klWatch readies c's overwatch button against everyone else.
func klWatch(m *Mut, c *rules.Combatant) error {
	return klondike.WatchFrom(c, m.Enc.Combatants)
}

// klDropOverwatch forgets id's overwatch: no more buttons on later turns,
// and none left on this one.
func klDropOverwatch(m *Mut, id int) error {
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

// klOverwatchWeapon picks the readied weapon: the first ranged one on the
// sheet, else the first one.
func klOverwatchWeapon(c *rules.Combatant) string {
	first := ""
	for _, w := range c.Sheet.Weapons {
		ws, err := klondike.ParseWeaponSpec(w.Name, w.Spec)
		if err != nil {
			continue
		}
		if first == "" {
			first = ws.Name
		}
		if ws.Kind != klondike.KindMelee {
			return ws.Name
		}
	}
	return first
}

// klPromptOverwatch fires c's readied action at the combatant whose turn it
// is. The result is one tracker event; damage past END waiting for the
// STR/DEX choice gets the target's prompt buttons.
func (a *App) klPromptOverwatch(m *Mut, c *rules.Combatant) ([]rules.Event, error) {
	tgt := m.Enc.Current()
	if tgt == nil || tgt.ID == c.ID {
		return nil, rules.Errorf("kla.err.overwatch_own_turn", map[string]any{"Name": c.Name})
	}
	s, err := klondike.LoadState(c)
	if err != nil {
		return nil, err
	}
	if !s.Overwatch {
		return nil, rules.Errorf("klondike.error.no_overwatch", nil)
	}
	weapon := klOverwatchWeapon(c)
	if weapon == "" {
		return nil, rules.Errorf("kla.err.overwatch_weapon", map[string]any{"Name": c.Name})
	}
	rec := dice.NewRecorder(m.Dice)
	res, err := klondike.Attack(c, tgt, klondike.AttackOptions{Weapon: weapon, Overwatch: true, InstantDeath: klInstantDeath(m)}, rec)
	if err != nil {
		return nil, err
	}
	klRecordShot(m, c.ID, res)
	// Spent: no button on later turns (the tracker removes this one).
	if err := klondike.Unwatch(c.ID, m.Enc.Combatants); err != nil {
		return nil, err
	}
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
	text := a.i18n.T(loc, "kla.overwatch_fired", map[string]any{"Name": c.Name, "Target": tgt.Name, "Weapon": weapon}) + ": " + strings.Join(parts, "; ")
	return []rules.Event{{Combatant: c.ID, Note: rules.Note{Key: "kla.event.action", Args: map[string]any{"Text": truncate(text, 900)}}}}, nil
}
