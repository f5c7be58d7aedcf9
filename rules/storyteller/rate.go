package storyteller

import "fray/rules"

// shotsBelowOne reports a shots option below 1: a negative number, or 0
// typed (unset is 0 too, and means one shot or one burst).
func shotsBelowOne(o *AttackOptions) bool {
	return o.Shots < 0 || (o.ShotsGiven && o.Shots < 1)
}

// shotsRange refuses shots below 1 with the range the weapon's mode
// allows, as shots above the rate is refused: a burst fires 1 to rate
// bursts, a shot 1 to rate shots («Режим огня: максимальное количество
// выстрелов или коротких очередей за один ход»); automatic fire and
// strafing take no count at all.
func (p *plan) shotsRange() error {
	switch p.m.Shots {
	case FireAuto, FireStrafe:
		return rules.Errorf("storyteller.error.shots_auto", map[string]any{"Maneuver": p.m.Key})
	case FireBurst:
		return rules.Errorf("storyteller.error.bursts_range", map[string]any{"Weapon": p.w.Name, "Max": p.w.Rate})
	}
	return rules.Errorf("storyteller.error.shots_range", map[string]any{"Weapon": p.w.Name, "Max": p.w.Rate})
}

// rateUse is how many of a gun's rate this attack spends: a shot or a
// burst each («выстрелов или коротких очередей»), one from each hand's gun
// with two guns; automatic fire and strafing none («Не применяется к
// автоматическому оружию и массированным обстрелам»).
func (p *plan) rateUse() (first, second int) {
	switch p.m.Shots {
	case FireAuto, FireStrafe:
		return 0, 0
	case FireTwo:
		return 1, 1
	}
	return p.shots, 0
}

// checkRate notes, in a fight, an attack that fires a gun past its rate
// this round, counting what earlier attacks of the round fired («Общее
// количество выстрелов за ход ограничивается режимом огня вашего
// оружия»): several /attacks a round share the one rate. Each gun of a
// pair has its own («Количество выстрелов определяется режимом стрельбы
// для соответствующего оружия»).
//
// It is said, not refused: the round's attacks may be the GM's ruling (a
// multiple action, a turn the tracker did not see), and scripted fights
// that empty a clip in one round must play as before. The reply names the
// rate and the round's total, and /combat undo takes the attack back.
func (p *plan) checkRate() []rules.Note {
	if !p.o.InFight {
		return nil
	}
	var notes []rules.Note
	first, second := p.rateUse()
	if n, over := rateOver(p.ast, p.w, p.key, p.w.Name, first); over {
		notes = append(notes, n)
	}
	if second > 0 && p.w2 != nil {
		name := p.w2.Name
		if p.pair2 {
			name = PairName(name)
		}
		if n, over := rateOver(p.ast, p.w2, p.key2, name, second); over {
			notes = append(notes, n)
		}
	}
	return notes
}

func rateOver(st *State, w *WeaponStats, key, name string, use int) (rules.Note, bool) {
	fired := st.Fired[key]
	if use == 0 || fired+use <= w.Rate {
		return rules.Note{}, false
	}
	return rules.Note{Key: "storyteller.note.rate_over", Args: map[string]any{
		"Weapon": name, "Rate": w.Rate, "Total": fired + use,
	}}, true
}

// countFired records, in a fight, the rate this attack spent (checkRate).
func (p *plan) countFired() {
	if !p.o.InFight {
		return
	}
	first, second := p.rateUse()
	add := func(key string, n int) {
		if n == 0 {
			return
		}
		if p.ast.Fired == nil {
			p.ast.Fired = rules.Counts{}
		}
		p.ast.Fired[key] += n
	}
	add(p.key, first)
	if p.w2 != nil && !p.held2 {
		add(p.key2, second)
	}
}
