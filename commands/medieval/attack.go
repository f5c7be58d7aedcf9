package medieval

import (
	"context"
	"fray/commands"
	"strconv"
	"strings"

	"github.com/bwmarrin/discordgo"

	"fray/commands/flavour"
	"fray/rules"
	"fray/rules/dice"
	"fray/rules/medieval"
)

// medInt reads an optional integer option: absent is 0, text that is not a
// whole number is the user's error.
func medInt(req *commands.Request, name string) (int, error) {
	if !req.Has(name) {
		return 0, nil
	}
	v, ok := req.Int(name)
	if !ok {
		return 0, rules.Errorf("err.bad_number", map[string]any{"Option": name, "Value": req.Str(name)})
	}
	return v, nil
}

// medActor is the named combatant (the user must be allowed to act for it);
// with no name, the user's own combatant, else whose turn it is.
func medActor(m *commands.Mut, name string) (*rules.Combatant, error) {
	if c, ok, err := commands.NamedCombatant(m, name); ok {
		return c, err
	}
	// A player acts for their own combatant even out of turn: «Ты можешь
	// решить действовать позже в раунде, вступая в любой момент действия»,
	// and dodges and parries answer another's attack.
	if c := commands.OwnCombatant(m); c != nil {
		return c, nil
	}
	c := m.Enc.Current()
	if c == nil {
		return nil, rules.Errorf("tracker.err.empty", nil)
	}
	return c, nil
}

// medAttackOptions maps /attack's options onto the rules' options.
func medAttackOptions(req *commands.Request) (medieval.AttackOptions, error) {
	o := medieval.AttackOptions{
		Weapon: req.Str("weapon"), Damage: req.Str("damage"), Skill: req.Str("skill"),
		Range: strings.TrimSpace(req.Str("range")), Location: req.Str("location"),
		AP: req.Bool("ap"), Blade: req.Bool("blade"), Ambush: req.Bool("ambush"), Charge: req.Bool("charge"),
		TwoWeapons: req.Bool("two_weapons"), Hidden: req.Str("hidden"), Defense: req.Str("defense"),
	}
	for _, n := range []struct {
		name string
		into *int
	}{{"difficulty", &o.Difficulty}, {"actions", &o.Actions}, {"cover", &o.Cover}, {"modifier", &o.Modifier}} {
		v, err := medInt(req, n.name)
		if err != nil {
			return o, err
		}
		*n.into = v
	}
	// melee is a switch both ways: true forces a blow, false a
	// shot; absent, range or difficulty decide.
	if yes, given, err := medYesNo(req, "melee"); err != nil {
		return o, err
	} else if given {
		o.Melee, o.Ranged = yes, !yes
	}
	// aim counts rounds; a yes (aim:true) is one round of aiming.
	if yes, given, err := medYesNo(req, "aim"); given && err == nil {
		o.Aim = 0
		if yes {
			o.Aim = 1
		}
	} else if o.Aim, err = medInt(req, "aim"); err != nil {
		return o, err
	}
	return o, nil
}

// medYesNo reads a yes/no option in either language: its value, whether it
// was given, and an error for a value that is neither.
func medYesNo(req *commands.Request, name string) (yes, given bool, err error) {
	if !req.Has(name) {
		return false, false, nil
	}
	switch strings.ToLower(strings.TrimSpace(req.Str(name))) {
	case "true", "yes", "да", "on", "1":
		return true, true, nil
	case "false", "no", "нет", "off", "0":
		return false, true, nil
	}
	return false, false, rules.Errorf("medieval.error.yes_no", map[string]any{"Option": name, "Value": req.Str(name)})
}

func (a *Plugin) medAttack(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	var em *discordgo.MessageEmbed
	m, err := a.Mutate(ctx, req, commands.MutOpts{NeedEncounter: true, Version: -1}, func(m *commands.Mut) error {
		att, err := medActor(m, req.Str("attacker"))
		if err != nil {
			return err
		}
		if !commands.CanAct(m, att) {
			return rules.Errorf("combat.err.not_yours", map[string]any{"Name": att.Name})
		}
		tgt, err := commands.FindNamed(m, req, "target")
		if err != nil {
			return err
		}
		o, err := medAttackOptions(req)
		if err != nil {
			return err
		}
		if err := a.medAmbushBars(m, att, tgt); err != nil {
			return err
		}
		if strings.TrimSpace(o.Weapon) == "" && strings.TrimSpace(o.Damage) == "" {
			// No weapon named: the sheet's only weapon (its name titles the
			// reply); none or several, the rules refuse.
			if name, err := medieval.DefaultWeapon(&att.Sheet); err == nil {
				o.Weapon = name
			}
		}
		if o.Charge {
			// Acting or aiming first is the rules' refusal, which the GM
			// may set aside.
			if o.Force, err = a.medLateCharge(m, att); err != nil {
				return err
			}
		}
		if o.Charge && medTurnPassed(m, att) {
			// An attack's charge moves no initiative: only a turn that has
			// passed makes it late (acting first is the rules' check).
			if st, err := medieval.LoadState(att); err == nil && !st.Charge {
				return rules.Errorf(medieval.ErrKeyChargeTurnPassed, map[string]any{"Name": att.Name})
			}
		}
		// The books before the rule: a new attack action is counted for
		// the round, whenever in it; a further shot of one is not.
		if err := a.medBookAttack(m, att, &o); err != nil {
			return err
		}
		rec := dice.NewRecorder(m.Dice)
		r, err := medieval.Attack(o, att, tgt, rec)
		if err != nil {
			return err
		}
		health := m.Sys.Health(tgt)
		if r.Hit && r.Damage.WoundPoints > 0 {
			m.Enc.RecordDamage(att.ID, tgt.ID, r.Damage.WoundPoints, health.Out || health.Dead)
		}
		commands.RefreshOwed(m, tgt, medieval.PromptNow)
		em = a.medAttackEmbed(m, att, tgt, o, r, health, rec.Faces())
		m.Log = append(m.Log, medLogNote(att.Name, tgt.Name, r))
		return nil
	})
	if err != nil {
		return nil, err
	}
	return a.Changed(req, m, em, nil), nil
}

// medLogNote is the attack's line in the fight log.
func medLogNote(att, tgt string, r *medieval.AttackResult) rules.Note {
	args := map[string]any{"Attacker": att, "Target": tgt, "Total": r.ToHit.Total, "WP": r.Damage.WoundPoints}
	switch {
	case r.ToHit.Fumble:
		return rules.Note{Key: "medieval.ui.log.fumble", Args: args}
	case !r.Hit:
		return rules.Note{Key: "medieval.ui.log.miss", Args: args}
	}
	args["Location"] = r.Damage.Location.NoteKey()
	args["Level"] = r.Damage.Level.Key
	return rules.Note{Key: "medieval.ui.log.hit", Args: args}
}

// sheetWeaponName is the weapon's name when the option names one on the
// sheet, or a ready weapon of the catalogue (in the reader's language); a
// raw notation has no name worth weaving into a line.
func sheetWeaponName(c *rules.Combatant, opt, locale string) string {
	for _, w := range c.Sheet.Weapons {
		if strings.EqualFold(strings.TrimSpace(w.Name), strings.TrimSpace(opt)) {
			return w.Name
		}
	}
	if cw, ok := medieval.LookupCatalogWeapon(opt); ok {
		return cw.Name(locale)
	}
	return ""
}

// medAttackEmbed renders an attack: the compact line first, details in
// fields, the Hollywood d6 and the flavour line last.
func (a *Plugin) medAttackEmbed(m *commands.Mut, att, tgt *rules.Combatant, o medieval.AttackOptions, r *medieval.AttackResult, health rules.Health, faces []int) *discordgo.MessageEmbed {
	loc := m.Req.Locale
	t := func(key string, args map[string]any) string { return a.I18n().T(loc, key, args) }
	th := &r.ToHit
	weapon := sheetWeaponName(att, o.Weapon, loc)
	title := "⚔️ " + att.Name + " → " + tgt.Name
	if weapon != "" {
		title += " (" + weapon + ")"
	}
	em := &discordgo.MessageEmbed{Title: title, Color: commands.OutcomeColor(r.Outcomes)}

	// 🎲 7+8+4 = 19 vs 15 — hit, torso ("против" in Russian)
	parts := make([]string, 0, len(th.Dice)+2+len(th.Mods))
	for _, d := range th.Dice {
		parts = append(parts, strconv.Itoa(d))
	}
	expr := strings.Join(parts, "+") + medSigned(th.REF) + medSigned(th.SkillValue)
	for _, md := range th.Mods {
		expr += medSigned(md.Value)
	}
	line := "🎲 " + expr + " = **" + strconv.Itoa(th.Total) + "**"
	switch {
	case r.Melee && r.Defense.Rolled:
		line += " " + t("common.versus", nil) + " " + strconv.Itoa(r.Defense.Total)
	case !r.Melee:
		line += " " + t("common.versus", nil) + " " + strconv.Itoa(th.Difficulty)
	}
	line += " — " + a.medVerdict(loc, r)
	lines := []string{line}
	if r.Hit {
		lines = append(lines, a.medDamageLine(loc, &r.Damage))
		lines = append(lines, "❤️ "+tgt.Name+": "+a.HealthLine(loc, health))
	}
	em.Description = strings.Join(lines, "\n")

	// To hit.
	hit := []string{t("medieval.ui.die", map[string]any{"Dice": medJoin(th.Dice, "+")}),
		a.medStatText(loc, medieval.REF, th.REFFrom),
		t("medieval.skill."+th.Skill, nil) + " " + strconv.Itoa(th.SkillValue)}
	for _, md := range th.Mods {
		part := t(md.Key, nil) + " " + medSignedNum(md.Value)
		if md.Key == "medieval.mod.aimed_location" {
			// Name the part aimed at («aimed at a location −4 (head)»): a
			// miss shows no location field.
			if l, err := medieval.ParseLocation(o.Location); err == nil {
				part += " (" + t("medieval.location."+l.Key(), nil) + ")"
			}
		}
		hit = append(hit, part)
	}
	hitVal := strings.Join(hit, " · ") + " = **" + strconv.Itoa(th.Total) + "**"
	if !r.Melee {
		rng := ""
		if th.Range != "" {
			rng = t("medieval.range."+th.Range, nil) + " "
		}
		hitVal += "\n" + t("medieval.ui.vs_difficulty", map[string]any{"Range": rng, "Difficulty": th.Difficulty})
	}
	if th.WeaponSkill != "" {
		key := "medieval.ui.melee_instead"
		if th.WeaponSkillValue <= 0 {
			key = "medieval.ui.melee_instead_none" // not "higher than" a skill the attacker has not got
		}
		hitVal += "\n" + t(key, map[string]any{"Skill": t("medieval.skill."+th.WeaponSkill, nil)})
	}
	if r.AimLost > 0 {
		// «не имеешь права … получать преимущества от прицеливания».
		hitVal += "\n" + t("medieval.ui.charge_aim_lost", map[string]any{"Aim": r.AimLost})
	}
	if r.Action > 0 {
		// The round's action count: each action after the first −3.
		hitVal += "\n" + t("medieval.ui.action_number", map[string]any{"N": r.Action, "Penalty": medSignedNum(medieval.ActionPenalty(r.Action))})
		if r.Weapon.ROF > 1 && r.Shot > 0 && !r.Pair {
			// «Атака с максимальной скорострельностью твоего оружия (ROF)»:
			// the shots of one action share its penalty; say which this is,
			// so a second shot at +0 does not read as a free action. (A
			// two-weapon action counts both weapons' blows: its own line.)
			key := "medieval.ui.shot_number"
			if r.Melee {
				key = "medieval.ui.blow_number"
			}
			hitVal += " · " + t(key, map[string]any{"N": r.Shot, "ROF": r.Weapon.ROF})
		}
		if r.Pair {
			// «… со штрафом -3 … для обоих используемых оружий»: both blows
			// are one action; tell the GM how to strike with the other.
			key := "medieval.ui.two_weapons_first"
			if r.Shot > 1 {
				key = "medieval.ui.two_weapons_next"
			}
			hitVal += "\n" + t(key, nil)
		}
	}
	if th.Exploded {
		hitVal += "\n" + t("medieval.ui.exploded", nil)
	}
	if th.Fumble {
		hitVal += "\n" + t("medieval.ui.fumble", nil)
	}
	em.Fields = append(em.Fields, medField("🎯 "+t("medieval.ui.to_hit", map[string]any{"Name": att.Name}), hitVal))
	if r.Ambush.Busy {
		// The seed's Б): no spotting roll.
		em.Fields = append(em.Fields, medField("👁️ "+t("medieval.mod.ambush", nil), t("medieval.ui.ambush_busy", map[string]any{"Target": tgt.Name})))
	} else if r.Ambush.Set {
		key := "medieval.ui.ambush_unseen"
		if r.Ambush.Spotted {
			key = "medieval.ui.ambush_spotted"
		}
		// The parts each total adds besides its die («Скрытность +
		// Интеллект + 1D10» against «бросок Осведомлённости»: INT +
		// Awareness), read back from the totals.
		amb := r.Ambush
		aParts := t("medieval.skill.stealth", nil) + " " + strconv.Itoa(amb.AmbusherTotal-amb.AmbusherDie-amb.AmbusherINT.Value) +
			" + " + t("medieval.stat.int", nil) + " " + strconv.Itoa(amb.AmbusherINT.Value)
		vParts := t("medieval.stat.int", nil) + " " + strconv.Itoa(amb.VictimINT.Value) +
			" + " + t("medieval.skill.awareness", nil) + " " + strconv.Itoa(amb.VictimTotal-amb.VictimDie-amb.VictimINT.Value)
		av := t(key, map[string]any{
			"ADie": amb.AmbusherDie, "ATotal": amb.AmbusherTotal, "VDie": amb.VictimDie, "VTotal": amb.VictimTotal, "Target": tgt.Name,
			"AParts": aParts, "VParts": vParts})
		// A wounded INT in either total: which, and why.
		for _, w := range []struct {
			name  string
			steps medieval.StatSteps
		}{{att.Name, r.Ambush.AmbusherINT}, {tgt.Name, r.Ambush.VictimINT}} {
			if w.steps.Changed() {
				av += "\n" + w.name + ": " + a.medStatText(loc, medieval.INT, w.steps)
			}
		}
		em.Fields = append(em.Fields, medField("👁️ "+t("medieval.mod.ambush", nil), av))
	}
	if r.Melee && !th.Fumble {
		var dv string
		if r.Defense.Helpless {
			dv = t("medieval.ui.helpless", map[string]any{"Name": tgt.Name})
		} else {
			parts := []string{t("medieval.ui.die", map[string]any{"Dice": medJoin(r.Defense.Dice, "+")}),
				a.medStatText(loc, medieval.REF, r.Defense.REFFrom),
				t("medieval.skill."+r.Defense.Skill, nil) + " " + strconv.Itoa(r.Defense.SkillValue)}
			for _, md := range r.Defense.Mods {
				parts = append(parts, t(md.Key, nil)+" "+medSignedNum(md.Value))
			}
			dv = strings.Join(parts, " · ") + " = **" + strconv.Itoa(r.Defense.Total) + "**"
			// Which skill defended, and why: the best one, a declared dodge or
			// the defense option.
			if r.Defense.Why != "" {
				dv += "\n" + t("medieval.ui.defense_why."+r.Defense.Why, map[string]any{"Skill": t("medieval.skill."+r.Defense.Skill, nil)})
			}
			// The rule reminder only where it decided something.
			if r.Defense.Total == th.Total {
				dv += "\n" + t("medieval.ui.ties_defender", nil)
			}
			// «Пока атака не будет совершена, его противник не может атаковать
			// его»: the seed gives the unseen ambusher +5 and says nothing of
			// the victim's defence, so it is rolled (the dice order stays);
			// the reply says so, and after a miss how a GM who rules "no
			// defence" records it.
			if r.Ambush.Set && !r.Ambush.Spotted {
				dv += "\n" + t("medieval.ui.ambush_defence", map[string]any{"Target": tgt.Name, "Missed": !r.Hit, "Opt": rules.OptionValue(tgt.Name)})
			}
		}
		em.Fields = append(em.Fields, medField("🛡️ "+t("medieval.ui.defense", map[string]any{"Name": tgt.Name}), dv))
	}
	if r.Hit {
		a.medDamageFields(em, loc, tgt.Name, &r.Damage, r.Weapon.Damage.String())
	}
	a.medFinish(m, em, r.Outcomes, r.Damage.Hollywood, r.Damage.HollywoodKey, flavour.Args{
		Actor: att.Name, Target: tgt.Name, Weapon: weapon, Part: medPart(a, loc, r.Hit, &r.Damage), Attack: medAttackKind(r.Melee)}, faces, r.Damage.StoppedBy)
	return em
}

func medAttackKind(melee bool) string {
	if melee {
		return flavour.Melee
	}
	return flavour.Ranged
}

// medPart is the hit location's name for a flavour line, when there is one.
func medPart(a *Plugin, loc string, hit bool, d *medieval.DamageResult) string {
	if !hit || d.Direct {
		return ""
	}
	return a.I18n().T(loc, d.Location.NoteKey(), nil)
}

// medVerdict is the outcome words of the compact line: "hit, torso".
func (a *Plugin) medVerdict(loc string, r *medieval.AttackResult) string {
	switch {
	case r.ToHit.Fumble:
		return a.I18n().T(loc, "medieval.ui.verdict.fumble", nil)
	case !r.Hit:
		return a.I18n().T(loc, "medieval.ui.verdict.miss", nil)
	}
	key := "medieval.ui.verdict.hit"
	if r.ToHit.Exploded {
		key = "medieval.ui.verdict.exploded"
	}
	return a.I18n().T(loc, key, nil) + ", " + a.I18n().T(loc, r.Damage.Location.NoteKey(), nil)
}

func medField(name, value string) *discordgo.MessageEmbedField {
	return &discordgo.MessageEmbedField{Name: commands.Truncate(name, 256), Value: commands.Truncate(value, 1024)}
}

// signed renders a term of a sum: "+4", "−3", "+0".
func medSigned(v int) string {
	if v < 0 {
		return "−" + strconv.Itoa(-v)
	}
	return "+" + strconv.Itoa(v)
}

// signedNum is a modifier on its own: "+2", "−4".
func medSignedNum(v int) string { return medSigned(v) }

func medJoin(vs []int, sep string) string {
	s := make([]string, len(vs))
	for i, v := range vs {
		s[i] = strconv.Itoa(v)
	}
	return strings.Join(s, sep)
}
