package storyteller

import (
	"context"
	"fray/commands"
	"slices"
	"strconv"
	"strings"

	"github.com/bwmarrin/discordgo"

	"fray/commands/flavour"
	"fray/rules"
	"fray/rules/dice"
	"fray/rules/storyteller"
)

// /attack attacker target maneuver weapon pool difficulty defense cover range
// aim shots targets modifier situation — one embed: attack roll, defence,
// damage roll, soak roll, health levels by type, the new level and penalty,
// dizzied, ammunition left, flavour. The dice are drawn in the issue's
// order (attack, defence, damage, soak) by the rules.

// stAttackOptions maps the options onto the rules' options.
func stAttackOptions(req *commands.Request) (storyteller.AttackOptions, error) {
	o := storyteller.AttackOptions{
		Maneuver: strings.TrimSpace(req.Str("maneuver")), Weapon: strings.TrimSpace(req.Str("weapon")),
		Defense: stDefenseName(req.Str("defense")),
	}
	for _, n := range []struct {
		name string
		into *int
	}{{"pool", &o.Pool}, {"difficulty", &o.Difficulty}, {"cover", &o.Cover}, {"shots", &o.Shots}, {"modifier", &o.Modifier}, {"damage_dice", &o.DamageDice}} {
		v, err := stInt(req, n.name)
		if err != nil {
			return o, err
		}
		*n.into = v
	}
	// shots:0 typed is refused as a typo (the rules name the range); left
	// out, it is one shot or one burst.
	o.ShotsGiven = req.Has("shots") && strings.TrimSpace(req.Str("shots")) != ""
	if err := stAim(req, &o); err != nil {
		return o, err
	}
	if err := stRange(req.Str("range"), &o); err != nil {
		return o, err
	}
	if err := stSituation(req.Str("situation"), &o); err != nil {
		return o, err
	}
	// Every situation token also works as an option of its own
	// (opponents:3 blind_target:true …): the console and scripts pass them
	// by name; Discord's merged /attack carries them in "situation".
	for _, name := range stSituationOptions {
		if !req.Has(name) {
			continue
		}
		v := strings.TrimSpace(req.Str(name))
		if stSituationFlags[name] || name == "immobilized" || name == "immobilised" || name == "обездвижен" {
			switch strings.ToLower(v) {
			case "false", "no", "нет", "0":
				continue
			case "true", "yes", "да", "1":
				v = ""
			}
		}
		if err := stSituationToken(name, v, name+":"+v, &o); err != nil {
			return o, err
		}
	}
	return o, nil
}

// stAim reads aim: a number of aiming dice as before, or a yes/no in either
// language — yes aims for the turn with all of Perception
// ("aiming (+Perception dice…)"), as the aim maneuver does.
func stAim(req *commands.Request, o *storyteller.AttackOptions) error {
	switch strings.ToLower(strings.TrimSpace(req.Str("aim"))) {
	case "true", "yes", "да", "on":
		o.AimFull = true
		return nil
	case "false", "no", "нет", "off":
		return nil
	}
	v, err := stInt(req, "aim")
	o.Aim = v
	return err
}

// stSituationOptions are the situation tokens accepted as options by name;
// stSituationFlags are the ones without a value.
var (
	stSituationOptions = []string{"own_cover", "opponents", "def_opponents", "diff_mod", "blind_attacker", "blind_target",
		"immobilized", "immobilised", "fast_target", "type", "weapon2", "specialty", "willpower", "actions",
		// The Russian names the help gives them (not «сложность»: that is
		// the difficulty option's own Russian name).
		"своё_укрытие", "свое_укрытие", "противники", "противники_цели", "слепой", "слепая_цель",
		"обездвижен", "быстрая_цель", "тип", "оружие2", "специализация", "сила_воли", "действия", "действие"}
	stSituationFlags = map[string]bool{"blind_attacker": true, "blind_target": true, "fast_target": true, "specialty": true, "willpower": true,
		"слепой": true, "слепая_цель": true, "быстрая_цель": true, "специализация": true, "сила_воли": true}
)

// stRange reads the range option: metres, or a band's name in either
// language (point blank 4, short 6, long 8).
func stRange(typed string, o *storyteller.AttackOptions) error {
	typed = strings.TrimSpace(typed)
	s := strings.ToLower(typed)
	if s == "" {
		return nil
	}
	if n, err := strconv.Atoi(s); err == nil {
		if n < 0 {
			return rules.Errorf("storyteller.error.option_range", map[string]any{"Option": "range", "Min": 0, "Max": 20000})
		}
		o.Range = n
		if n == 0 {
			// 0 m is within «двух метров»: point blank, as the band is,
			// not "no range given" (AttackOptions.Range 0).
			o.RangeBand = storyteller.RangePointBlank
		}
		return nil
	}
	switch strings.NewReplacer(" ", "_", "-", "_").Replace(s) {
	case "point_blank", "pointblank", "pb", "в_упор", "упор":
		o.RangeBand = storyteller.RangePointBlank
	case "short", "close", "короткая", "близко":
		o.RangeBand = storyteller.RangeShort
	case "long", "far", "дальняя", "далеко", "длинная":
		o.RangeBand = storyteller.RangeLong
	default:
		// The value as typed («Bob», not «bob»): the reader finds their own word.
		return rules.Errorf("storyteller.error.range_band", map[string]any{"Value": typed})
	}
	return nil
}

// stDefenseName accepts the defences in both languages ("none"/"нет" too).
func stDefenseName(s string) string {
	s = strings.TrimSpace(s)
	switch strings.ToLower(s) {
	case "none", "нет", "no":
		return "none"
	}
	return s
}

// stSituation reads the situation tokens: "own_cover:1 opponents:3
// def_opponents:2 diff:+1 blind_attacker blind_target immobilized:full
// fast_target type:aggravated weapon2:Name specialty willpower".
func stSituation(s string, o *storyteller.AttackOptions) error {
	toks := strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' || r == ';' })
	for i := 0; i < len(toks); i++ {
		tok := toks[i]
		k, v, _ := strings.Cut(tok, ":")
		if !strings.Contains(tok, ":") {
			k, v, _ = strings.Cut(tok, "=")
		}
		// A gun's name has spaces («оружие2:Пистолет крупного калибра»):
		// the words after weapon2: that are no token of their own are its
		// name, not tokens refused one by one.
		if key := strings.ToLower(strings.TrimSpace(k)); key == "weapon2" || key == "оружие2" {
			for i+1 < len(toks) && !stSituationWord(toks[i+1]) {
				i++
				v += " " + toks[i]
				tok += " " + toks[i]
			}
		}
		if err := stSituationToken(k, v, tok, o); err != nil {
			return err
		}
	}
	return nil
}

// stSituationWord reports whether w starts a situation token of its own: a
// key with a value, or a flag named alone.
func stSituationWord(w string) bool {
	w = strings.ToLower(strings.TrimSpace(w))
	return strings.ContainsAny(w, ":=") || stSituationFlags[w] || w == "immobilized" || w == "immobilised" || w == "обездвижен"
}

// stSituationToken applies one situation modifier k (with its value v). A
// token it does not know, a flag with a value that is not a yes or a no, and
// a named value left empty are refused with the list of accepted tokens: a
// modifier silently dropped or guessed would change the odds unseen.
func stSituationToken(k, v, tok string, o *storyteller.AttackOptions) error {
	k = strings.ToLower(strings.TrimSpace(k))
	v = strings.TrimSpace(v)
	refuse := func() error {
		return rules.Errorf("storyteller.ui.err.situation", map[string]any{"Token": tok})
	}
	num := func(into *int) error {
		n, err := strconv.Atoi(strings.TrimPrefix(v, "+"))
		if err != nil {
			return rules.Errorf("err.bad_number", map[string]any{"Option": k, "Value": v})
		}
		*into = n
		return nil
	}
	// A flag is on when named alone; "blind_target:false" turns it off
	// rather than on.
	flag := func(into *bool) error {
		switch strings.ToLower(v) {
		case "", "true", "yes", "on", "1", "да":
			*into = true
		case "false", "no", "off", "0", "нет":
			*into = false
		default:
			return refuse()
		}
		return nil
	}
	text := func(into *string) error {
		if v == "" {
			return refuse()
		}
		*into = v
		return nil
	}
	switch k {
	case "own_cover", "своё_укрытие", "свое_укрытие":
		return num(&o.OwnCover)
	case "opponents", "противники":
		return num(&o.Opponents)
	case "def_opponents", "противники_цели":
		return num(&o.DefOpponents)
	case "diff", "diff_mod", "difficulty", "сложность":
		return num(&o.DiffMod)
	case "blind_attacker", "слепой":
		return flag(&o.BlindAttacker)
	case "blind_target", "слепая_цель":
		return flag(&o.BlindTarget)
	case "immobilized", "immobilised", "обездвижен":
		if v == "" {
			v = "partial"
		}
		// The Russian help writes обездвижен:частично|полностью.
		switch v = strings.ToLower(v); v {
		case "частично":
			v = "partial"
		case "полностью":
			v = "full"
		}
		o.Immobilized = v
	case "fast_target", "быстрая_цель":
		return flag(&o.FastTarget)
	case "type", "тип":
		return text(&o.Type)
	case "weapon2", "оружие2":
		return text(&o.Weapon2)
	case "specialty", "специализация":
		return flag(&o.Specialty)
	case "willpower", "сила_воли":
		return flag(&o.Willpower)
	case "actions", "действия", "действие":
		// The multiple-action split declared for the turn (rules/storyteller/split.go).
		o.ActionsGiven = true
		return num(&o.Actions)
	default:
		return refuse()
	}
	return nil
}

// stDefenses reads a defense option naming several defences: strafing hits
// every target in the area, and each defends for itself («Сложность бросков
// на уворот от обстрела увеличивается на единицу»), so "dodge, none" gives
// the targets theirs in order (the target first, then targets:), and
// "Cy:dodge" (or "Cy=dodge") by name; an empty place keeps that target's
// declared defence. A single defence stays o.Defense, the main target's.
func stDefenses(m *commands.Mut, s string, targets []*rules.Combatant, o *storyteller.AttackOptions) error {
	if !strings.ContainsAny(s, ",:=") {
		return nil // stAttackOptions read it
	}
	o.Defense = ""
	defs := make([]string, len(targets))
	given := make([]bool, len(targets)) // a target named twice is a typo, not a choice
	pos := 0
	toks := strings.Split(s, ",")
	for _, tok := range toks {
		name, kind, named := strings.Cut(tok, ":")
		if !named {
			name, kind, named = strings.Cut(tok, "=")
		}
		if !named {
			if pos >= len(targets) {
				return rules.Errorf("storyteller.error.defenses_count", map[string]any{"Count": len(toks), "Targets": len(targets)})
			}
			if given[pos] {
				return rules.Errorf("storyteller.ui.err.defense_twice", map[string]any{"Name": targets[pos].Name})
			}
			defs[pos], given[pos] = stDefenseName(tok), true
			pos++
			continue
		}
		c, err := m.Enc.Find(strings.TrimSpace(name))
		if err != nil {
			return err
		}
		i := slices.IndexFunc(targets, func(t *rules.Combatant) bool { return t.ID == c.ID })
		if i < 0 && len(targets) == 1 {
			// Not a strafe: there is one target, and it is not this one.
			return rules.Errorf("storyteller.ui.err.defense_not_target", map[string]any{"Name": c.Name, "Target": targets[0].Name})
		}
		if i < 0 {
			return rules.Errorf("storyteller.ui.err.defense_target", map[string]any{"Name": c.Name})
		}
		if given[i] {
			return rules.Errorf("storyteller.ui.err.defense_twice", map[string]any{"Name": c.Name})
		}
		defs[i], given[i] = stDefenseName(kind), true
	}
	if len(targets) == 1 {
		o.Defense = defs[0] // one target: its one defence, as before
		return nil
	}
	o.Defenses = defs
	return nil
}

// stTargets splits the targets option: names of further combatants in a
// strafed area and a count of bystanders. A combatant named again — the
// main target (target:Bob targets:"Bob, Cy", the whole area listed) or one
// of the list (targets:"Гоблин, гоблин", the names matched case-blind) — is
// the same target, counted once and not refused; repeated lists their names
// once each, for the reply to say so.
func stTargets(m *commands.Mut, s string, main *rules.Combatant) (cs []*rules.Combatant, extra int, repeated []string, err error) {
	seen := []int{main.ID}
	for _, tok := range strings.Split(s, ",") {
		tok = strings.TrimSpace(tok)
		if tok == "" {
			continue
		}
		if n, err := strconv.Atoi(tok); err == nil {
			if n < 0 || n > 30 {
				return nil, 0, nil, rules.Errorf("storyteller.error.option_range", map[string]any{"Option": "targets", "Min": 1, "Max": 30})
			}
			extra += n
			continue
		}
		c, err := m.Enc.Find(tok)
		if err != nil {
			return nil, 0, nil, err
		}
		if slices.Contains(seen, c.ID) {
			if !slices.Contains(repeated, c.Name) {
				repeated = append(repeated, c.Name)
			}
			continue
		}
		seen = append(seen, c.ID)
		cs = append(cs, c)
	}
	return cs, extra, repeated, nil
}

func (a *Plugin) stAttack(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	var em *discordgo.MessageEmbed
	m, err := a.Mutate(ctx, req, commands.MutOpts{NeedEncounter: true, Version: -1}, func(m *commands.Mut) error {
		att, err := stActor(m, req.Str("attacker"))
		if err != nil {
			return err
		}
		if att == nil {
			return rules.Errorf("err.missing_option", map[string]any{"Option": "attacker"})
		}
		if !commands.CanAct(m, att) {
			return rules.Errorf("combat.err.not_yours", map[string]any{"Name": att.Name})
		}
		// A lock whose other side left the fight ends before the attack:
		// kept, it would refuse the holder «release first» for a partner
		// no longer there (EndStaleLocks).
		left, err := stReleaseStale(m)
		if err != nil {
			return err
		}
		if strings.TrimSpace(req.Str("target")) == "" {
			return rules.Errorf("err.missing_option", map[string]any{"Option": "target"})
		}
		tgt, err := m.Enc.Find(req.Str("target"))
		if err != nil {
			return err
		}
		o, err := stAttackOptions(req)
		if err != nil {
			return err
		}
		o.SpecialtyRule = stSpecialtyRule(m)
		// /attack needs the channel's fight: its shots this round count
		// against each gun's rate.
		o.InFight = true
		if o.Maneuver != "" {
			if _, ok := storyteller.FindManeuver(o.Maneuver); !ok {
				own, err := stFindOwnManeuver(m, o.Maneuver)
				if err != nil {
					return err
				}
				o.Custom = own
			}
		}
		more, bystanders, repeated, err := stTargets(m, req.Str("targets"), tgt)
		if err != nil {
			return err
		}
		if err := stDefenses(m, req.Str("defense"), append([]*rules.Combatant{tgt}, more...), &o); err != nil {
			return err
		}
		if err := a.stParryArmed(m, tgt, &o); err != nil {
			return err
		}
		if err := a.stChargeAttack(m, att, append([]*rules.Combatant{tgt}, more...), &o); err != nil {
			return err
		}
		rec := dice.NewRecorder(m.Dice)
		var r storyteller.AttackResult
		if len(more) > 0 {
			o.Targets = 1 + len(more) + bystanders
			r, err = storyteller.Strafe(o, att, append([]*rules.Combatant{tgt}, more...), rec)
		} else {
			if bystanders > 0 {
				o.Targets = 1 + bystanders
			}
			r, err = storyteller.Attack(o, att, tgt, rec)
		}
		if err != nil {
			return err
		}
		r.Notes = append(left, r.Notes...)
		if len(repeated) > 0 {
			// Said first: it is about what was typed, before what the dice did.
			r.Notes = slices.Insert(r.Notes, 0, rules.Note{Key: "storyteller.ui.targets_repeated", Args: map[string]any{"Names": strings.Join(repeated, ", ")}})
		}
		// The combatants were changed in place; pointers stay valid (no add/remove).
		for _, s := range r.Shots {
			if s.Damage != nil && s.Damage.Levels > 0 {
				if c := m.Enc.ByID(s.Target); c != nil {
					m.Enc.RecordDamage(att.ID, c.ID, s.Damage.Levels, storyteller.OutOfFight(c))
				}
			}
		}
		dazed, err := stDazeOnTurn(m)
		if err != nil {
			return err
		}
		r.Notes = append(r.Notes, dazed...)
		freed, err := stReleaseStale(m)
		if err != nil {
			return err
		}
		r.Notes = append(r.Notes, freed...)
		em = a.stAttackEmbed(m, att, tgt, &r, rec.Faces())
		m.Log = append(m.Log, a.stAttackLog(m, att, tgt, &r))
		return nil
	})
	if err != nil {
		return nil, err
	}
	return a.Changed(req, m, em, nil), nil
}

// stParryArmed: a parry the attack names for a target whose sheet lists
// no melee weapon is refused («Парировать удар: Ловкость + Фехтование» —
// with a weapon), unless the GM's force:true says the target holds one.
func (a *Plugin) stParryArmed(m *commands.Mut, tgt *rules.Combatant, o *storyteller.AttackOptions) error {
	d, ok := storyteller.FindManeuver(o.Defense)
	if !ok || d.Key != storyteller.ManParry {
		return nil
	}
	rule := storyteller.ParryUnarmed(tgt)
	if rule == nil {
		return nil
	}
	armed, err := a.Override(m, tgt, *rule)
	o.ParryArmed = armed
	return err
}

// stChargeAttack books the attack before a die is rolled: the attacker's
// action (each shot or burst one; a grapple tightened, once a turn on its
// own turn), then each target's defence, the defender's action. A fighter in
// a grapple or hold is refused either («ни один из противников не может
// выполнять другие действия») unless the GM gives force:true, which sets
// the grip aside for this attack. Each action's place in its fighter's round
// goes into o for the multiple-action split; the GM's force:true sets the
// count aside too, when it costs dice (stWaiveCount).
func (a *Plugin) stChargeAttack(m *commands.Mut, att *rules.Combatant, targets []*rules.Combatant, o *storyteller.AttackOptions) error {
	cost, err := storyteller.CostOf(*o, att, targets)
	if err != nil {
		return err
	}
	at, ch, err := a.stCharge(m, att, cost.Key, cost.Actions)
	if err != nil {
		return err
	}
	if at, err = a.stWaiveCount(m, att, at, o.Actions, cost.Actions); err != nil {
		return err
	}
	o.Place = &at
	if ch.Forced {
		o.Waived = append(o.Waived, att.ID)
	}
	for _, d := range cost.Defenses {
		c := m.Enc.ByID(d.Target)
		if c == nil {
			continue
		}
		dat, dch, err := a.stCharge(m, c, d.Key, 1)
		if err != nil {
			return err
		}
		if dat, err = a.stWaiveCount(m, c, dat, 0, 1); err != nil {
			return err
		}
		if o.Defended == nil {
			o.Defended = map[int]storyteller.Place{}
		}
		o.Defended[d.Target] = dat
		if dch.Forced {
			o.Waived = append(o.Waived, d.Target)
		}
	}
	return nil
}

// stAttackLog is the attack's line in the fight log.
func (a *Plugin) stAttackLog(m *commands.Mut, att, tgt *rules.Combatant, r *storyteller.AttackResult) rules.Note {
	levels := 0
	for _, s := range r.Shots {
		if s.Damage != nil {
			levels += s.Damage.Levels
		}
	}
	args := map[string]any{"Attacker": att.Name, "Target": tgt.Name, "Maneuver": r.Maneuver, "Levels": levels, "Level": r.TargetLevel}
	a.stLogWords(args, "Maneuver", func(loc string) string { return a.stManeuverName(m, loc, r.Maneuver) })
	a.stLogWords(args, "Level", func(loc string) string { return a.stLevel(loc, r.TargetLevel, r.TargetPenalty) })
	return rules.Note{Key: "storyteller.ui.log.attack", Args: args}
}

// stLogWords puts a word of a log entry into its args in both languages
// (Name+"En", Name+"Ru"): the fight log is stored locale-neutral and shown
// in whichever language reads it, each template picking its own.
func (a *Plugin) stLogWords(args map[string]any, name string, word func(loc string) string) {
	args[name+"En"] = word(commands.LocaleEN)
	args[name+"Ru"] = word(commands.LocaleRU)
}

// stManeuverName is a maneuver's display name: the table's locale key, or a
// channel maneuver's own name.
func (a *Plugin) stManeuverName(m *commands.Mut, loc, key string) string {
	k := "storyteller.maneuver." + key
	if a.I18n().Has(loc, k) {
		return a.I18n().T(loc, k, nil)
	}
	if own, err := stFindOwnManeuver(m, key); err == nil {
		if loc == commands.LocaleRU {
			return own.Ru
		}
		return own.En
	}
	return key
}

func (a *Plugin) stAttackEmbed(m *commands.Mut, att, tgt *rules.Combatant, r *storyteller.AttackResult, faces []int) *discordgo.MessageEmbed {
	loc := m.Req.Locale
	t := func(k string, args map[string]any) string { return a.I18n().T(loc, k, args) }
	title := "⚔️ " + att.Name + " → " + tgt.Name + " · " + a.stManeuverName(m, loc, r.Maneuver)
	if r.Bursts > 1 {
		title += " ×" + strconv.Itoa(r.Bursts) // shots:N bursts, each its own #N below
	}
	if r.Weapon != "" {
		title += " (" + r.Weapon
		if r.Weapon2 != "" {
			title += " + " + r.Weapon2
		}
		title += ")"
	}
	em := &discordgo.MessageEmbed{Title: commands.Truncate(title, 256)}
	names := map[int]string{}
	for i := range m.Enc.Combatants {
		names[m.Enc.Combatants[i].ID] = m.Enc.Combatants[i].Name
	}
	strafe := len(r.Shares) > 0
	var lines []string
	hitTargets := []int{}
	for i := range r.Shots {
		s := &r.Shots[i]
		if !strafe || i == 0 {
			lines = append(lines, a.stShotLine(loc, s, strafe))
		}
		if strafe {
			lines = append(lines, "↳ "+names[s.Target]+": "+t("storyteller.ui.share", map[string]any{"Share": s.Share})+a.stDefenseSuffix(loc, s)+" — "+a.stHitWord(loc, s))
		}
		if s.Damage != nil {
			lines = append(lines, a.stDamageLine(loc, s.Damage, names[s.Target]))
			hitTargets = append(hitTargets, s.Target)
		}
		if s.Disarm != nil {
			key := "storyteller.ui.disarm_fail"
			if s.Disarm.Disarmed {
				key = "storyteller.ui.disarm_ok"
			}
			lines = append(lines, "🗡️ "+t(key, map[string]any{"Dice": stDice(&s.Disarm.Roll, false), "Successes": s.Disarm.Roll.Successes, "Strength": s.Disarm.Strength, "Name": names[s.Target]}))
		}
	}
	seen := map[int]bool{}
	for _, id := range append([]int{tgt.ID}, hitTargets...) {
		if seen[id] {
			continue
		}
		seen[id] = true
		if c := m.Enc.ByID(id); c != nil {
			lines = append(lines, a.stHealthLine(m, c))
		}
	}
	if r.Tracked {
		ammo := t("storyteller.result.ammo_left", map[string]any{"Rounds": r.AmmoLeft})
		if r.Weapon2 != "" {
			ammo += " / " + strconv.Itoa(r.AmmoLeft2)
		}
		lines = append(lines, "🔫 "+ammo+" ("+t("storyteller.ui.ammo_used", map[string]any{"Used": r.AmmoUsed})+")")
	}
	em.Description = strings.Join(lines, "\n")

	// Details: each attack roll, defence, damage, soak.
	for i := range r.Shots {
		s := &r.Shots[i]
		label := ""
		if len(r.Shots) > 1 && !strafe {
			label = " #" + strconv.Itoa(i+1)
		}
		if !strafe || i == 0 {
			v := a.stTrait(loc, &s.Attack)
			if s.Automatic {
				v = t("storyteller.ui.automatic", nil)
			}
			if strafe {
				v += "\n" + t("storyteller.ui.shares", map[string]any{"Shares": stJoin(r.Shares)})
			}
			if s.Attack.Roll.Willpower {
				// The point is spent from the attacker's pool: the GM sees
				// what is left, as a /check with Willpower shows it.
				v += "\n💪 " + t("storyteller.ui.wp_left", map[string]any{"Left": r.WillpowerLeft})
			}
			em.Fields = append(em.Fields, stField("🎯 "+t("storyteller.result.attack", nil)+label+" — "+att.Name, v))
		}
		who := names[s.Target]
		if d := s.Disarm; d != nil {
			// The disarm's damage-type roll: Strength (or the weapon's
			// damage) plus the extra successes, as a damage roll has
			// («При успешном броске выполняется бросок на повреждение»).
			extra := max(s.Net-1, 0)
			v := t("storyteller.ui.n_dice", map[string]any{"Count": d.Roll.Pool - extra}) + " + " +
				t("storyteller.ui.n_extra", map[string]any{"Count": extra}) + "\n" + a.stRollDetail(loc, &d.Roll, false)
			em.Fields = append(em.Fields, stField("🗡️ "+t("storyteller.maneuver.disarm", nil)+label+" — "+who, v))
		}
		if s.Defense != nil {
			em.Fields = append(em.Fields, stField("🛡️ "+t("storyteller.result.defense", nil)+label+" — "+who+" ("+t("storyteller.maneuver."+s.DefenseKind, nil)+")", a.stTrait(loc, s.Defense)))
		}
		if d := s.Damage; d != nil {
			dv := a.stDamagePool(loc, d) + "\n" + a.stRollDetail(loc, &d.Roll, false)
			em.Fields = append(em.Fields, stField("💥 "+t("storyteller.result.damage", nil)+label+" — "+who, dv))
			sv := a.stSoakPool(loc, m.Enc.ByID(s.Target), d) + "\n" + a.stRollDetail(loc, &d.Soak, false)
			if d.Roll.Successes == 0 {
				sv = t("storyteller.ui.soak_skipped", nil)
			}
			em.Fields = append(em.Fields, stField("🧱 "+t("storyteller.result.soak", nil)+label+" — "+who, sv))
			em.Fields = append(em.Fields, stField("❤️ "+who, a.stWoundText(loc, d)))
		}
	}
	for _, f := range r.Footing {
		key := "storyteller.ui.footing_up"
		if f.Down {
			key = "storyteller.ui.footing_down"
		}
		v := a.stTrait(loc, &f.Roll)
		if f.Wound != nil {
			v += "\n" + t("storyteller.ui.footing_botch", nil)
			// The blow's ❤️ field above may say "still Healthy": this
			// level is the one the tracker now shows.
			v += "\n" + t("storyteller.ui.footing_level", map[string]any{"Name": names[f.Combatant], "Level": a.stLevelKey(loc, f.Level)})
		}
		em.Fields = append(em.Fields, stField("🤸 "+t(key, map[string]any{"Name": names[f.Combatant]}), v))
	}
	var notes []string
	if r.Lock != "" {
		notes = append(notes, t("storyteller.ui.locked_"+r.Lock, map[string]any{"Holder": att.Name, "Victim": tgt.Name}))
	}
	if r.OffBalance {
		notes = append(notes, t("storyteller.ui.off_balance", map[string]any{"Name": tgt.Name}))
	}
	for _, n := range r.Notes {
		notes = append(notes, a.I18n().Note(loc, n))
	}
	if len(notes) > 0 {
		em.Fields = append(em.Fields, stField("📝", strings.Join(notes, "\n")))
	}
	if len(em.Fields) > 24 {
		em.Fields = em.Fields[:24]
	}
	attack := flavour.Melee
	if mv, ok := storyteller.FindManeuver(r.Maneuver); ok && mv.Ranged {
		attack = flavour.Ranged
	}
	var dealt []storyteller.DamageType
	for _, s := range r.Shots {
		if s.Damage != nil && s.Damage.Levels > 0 {
			dealt = append(dealt, s.Damage.Type)
		}
	}
	ev := stHitEvent(commands.MainOutcome(r.Outcomes), dealt)
	if r.Lock == storyteller.ManHold {
		// «Удерживание … не предполагает нанесение повреждений»: the hold
		// took, nobody is hurt; a hit's lines (hissing through the teeth,
		// blood on the concrete) would say otherwise.
		ev = string(flavour.Hold)
	}
	a.stFinishEvent(m, em, r.Outcomes, ev, flavour.Args{Actor: att.Name, Target: stFlavourTarget(r, names, tgt), Weapon: r.Weapon, Attack: attack, Stopped: stStopped(r)}, faces)
	return em
}

// stStopped says what kept the attack's harmless hits harmless, for the
// armor_stops line (one outcome covers both): a soak that took every
// success (flavour.StoppedArmor when armour was in its pool, StoppedBody
// for Stamina alone), or a damage roll without a success, where nothing
// was soaked and no line may credit a coat or tough flesh. Of several
// shots, the one that soaked wins.
func stStopped(r *storyteller.AttackResult) string {
	stopped := ""
	for i := range r.Shots {
		d := r.Shots[i].Damage
		if !r.Shots[i].Hit || d == nil || d.Levels > 0 {
			continue
		}
		switch s := stDamageStopped(d); {
		case s == flavour.StoppedArmor:
			return s
		case s == flavour.StoppedBody || stopped == "":
			stopped = s
		}
	}
	return stopped
}

// stDamageStopped says what kept one harmless damage roll harmless: armour
// in the soak, the soak alone, or no success to soak.
func stDamageStopped(d *storyteller.DamageResult) string {
	switch {
	case d.Roll.Successes > 0 && d.SoakArmor > 0:
		return flavour.StoppedArmor
	case d.Roll.Successes > 0:
		return flavour.StoppedBody
	}
	return flavour.StoppedWeak
}

// stFlavourTarget is whom the flavour line is about. Strafing sums the
// outcomes of every target in the area, so "X sways, dizzied" must name the
// target that was dizzied, not the first one named (who may have been
// missed): the shot with the most dramatic outcome of its own wins, the
// primary target on ties. Every other attack has one target.
func stFlavourTarget(r *storyteller.AttackResult, names map[int]string, tgt *rules.Combatant) string {
	best, br := tgt.Name, 0
	for i := range r.Shots {
		s := &r.Shots[i]
		rank := commands.OutcomeRank(storyteller.OutcomeMiss)
		if s.Hit {
			rank = commands.OutcomeRank(storyteller.OutcomeHit)
		}
		if s.Damage != nil {
			for _, o := range s.Damage.Outcomes {
				rank = max(rank, commands.OutcomeRank(o))
			}
		}
		if n, ok := names[s.Target]; ok && rank > br {
			best, br = n, rank
		}
	}
	return best
}

// stShotLine is an attack's compact line: "🎲 8 7 3 ~~1~~ vs 7 — 2 successes −
// dodge 1 → hit".
func (a *Plugin) stShotLine(loc string, s *storyteller.Shot, strafe bool) string {
	if s.Automatic {
		return "🎲 " + a.I18n().T(loc, "storyteller.ui.automatic", nil) + " — " + a.stHitWord(loc, s)
	}
	line := a.stCompact(loc, &s.Attack.Roll)
	if strafe {
		return line
	}
	return line + a.stDefenseSuffix(loc, s) + " → " + a.stHitWord(loc, s)
}

func (a *Plugin) stDefenseSuffix(loc string, s *storyteller.Shot) string {
	if s.Defense == nil {
		return ""
	}
	return " − " + a.I18n().T(loc, "storyteller.maneuver."+s.DefenseKind, nil) + " " + strconv.Itoa(s.Defense.Roll.Successes)
}

func (a *Plugin) stHitWord(loc string, s *storyteller.Shot) string {
	switch {
	case s.Attack.Roll.Botch:
		return "**" + a.I18n().T(loc, "storyteller.ui.verdict.botch", nil) + "**"
	case !s.Hit:
		return "**" + a.I18n().T(loc, "storyteller.ui.verdict.miss", nil) + "**"
	}
	return "**" + a.I18n().T(loc, "storyteller.ui.verdict.hit", map[string]any{"Net": s.Net}) + "**"
}

// stDamageLine: "💥 Bob: 3 − soak 1 = 2 lethal → Hurt (−1)".
func (a *Plugin) stDamageLine(loc string, d *storyteller.DamageResult, who string) string {
	key := "storyteller.ui.damage_line"
	switch {
	case d.Roll.Pool == 0 && len(d.Roll.Dice) == 0 && !d.Roll.NoRoll:
		key = "storyteller.ui.levels_line" // /damage levels: straight onto the track
	case d.Levels == 0:
		key = "storyteller.ui.damage_line_none" // nothing reached the track
	}
	s := "💥 " + who + ": " + a.I18n().T(loc, key, map[string]any{
		"Damage": d.Roll.Successes, "Soak": d.Soak.Successes, "Levels": d.Levels, "Type": a.stType(loc, d.Type),
		"Level": a.stLevel(loc, d.LevelAfter, d.Penalty)})
	if d.Dizzied {
		s += " · 😵 " + a.I18n().T(loc, "storyteller.condition.dizzied", nil)
	}
	return s
}

// stWoundText details what reached the track: levels by type, the bashing
// turned lethal, the level before and after with its penalty, dizzied.
func (a *Plugin) stWoundText(loc string, d *storyteller.DamageResult) string {
	t := func(k string, args map[string]any) string { return a.I18n().T(loc, k, args) }
	var lines []string
	if d.Levels == 0 {
		lines = append(lines, t("storyteller.ui.no_damage", nil))
	} else {
		lines = append(lines, t("storyteller.ui.marked", map[string]any{"Count": d.Levels, "Type": a.stType(loc, d.Type)}))
	}
	if d.Wound.Converted > 0 {
		// On a full track each level takes a bashing box: new bashing and
		// lethal make it lethal, aggravated makes it aggravated.
		key := "storyteller.ui.converted"
		if d.Type == storyteller.Aggravated {
			key = "storyteller.ui.converted_agg"
		}
		lines = append(lines, t(key, map[string]any{"Count": d.Wound.Converted}))
	}
	lines = append(lines, a.stLevelChange(loc, d.LevelBefore, d.LevelAfter, d.Penalty))
	if d.Penalty > 0 && d.LevelAfter != "dead" {
		lines = append(lines, t("storyteller.ui.penalty", map[string]any{"Penalty": d.Penalty}))
	}
	if d.Dizzied {
		lines = append(lines, "😵 "+t("storyteller.ui.dizzied", nil))
	}
	return strings.Join(lines, "\n")
}

func stJoin(vs []int) string {
	s := make([]string, len(vs))
	for i, v := range vs {
		s[i] = strconv.Itoa(v)
	}
	return strings.Join(s, ", ")
}

// stLevelChange is "Hurt (−1) → **Wounded (−2)**", or "still **Wounded
// (−2)**" when the level did not change.
func (a *Plugin) stLevelChange(loc, before, after string, penalty int) string {
	now := a.stLevel(loc, after, penalty)
	if before == after {
		return a.I18n().T(loc, "storyteller.ui.still_level", map[string]any{"Level": now})
	}
	return a.stLevelKey(loc, before) + " → **" + now + "**"
}

// stDamagePool is "4 dice + 5 extra successes, lethal", with plural forms.
// The GM's damage dice, when given, are named after the extra successes.
func (a *Plugin) stDamagePool(loc string, d *storyteller.DamageResult) string {
	args := map[string]any{
		"Dice":  a.I18n().T(loc, "storyteller.ui.n_dice", map[string]any{"Count": d.Base}),
		"Extra": a.I18n().T(loc, "storyteller.ui.n_extra", map[string]any{"Count": d.Extra}),
		"Type":  a.stType(loc, d.Type)}
	if d.Added > 0 {
		args["Added"] = a.I18n().T(loc, "storyteller.ui.n_gm_dice", map[string]any{"Count": d.Added})
		return a.I18n().T(loc, "storyteller.ui.damage_pool_added", args)
	}
	return a.I18n().T(loc, "storyteller.ui.damage_pool", args)
}
