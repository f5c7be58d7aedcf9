package storyteller

import (
	"fray/commands"
	"strconv"
	"strings"

	"github.com/bwmarrin/discordgo"

	"fray/commands/flavour"
	"fray/rules"
	"fray/rules/storyteller"
)

// Shared pieces of the storyteller embeds: a pool's dice, its verdict, a
// trait roll's breakdown, a health level.

// stDice writes every die: successes bold, 1s struck through (they cancel a
// success on an action roll), a specialty's re-rolled 10s after 🔁.
func stDice(r *storyteller.Roll, action bool) string {
	if r.NoRoll {
		return "—"
	}
	face := func(f int) string {
		switch {
		case f >= r.Difficulty:
			return "**" + strconv.Itoa(f) + "**"
		case f == 1 && action:
			return "~~1~~"
		}
		return strconv.Itoa(f)
	}
	parts := make([]string, 0, len(r.Dice)+len(r.Extra)+1)
	for _, f := range r.Dice {
		parts = append(parts, face(f))
	}
	if len(r.Extra) > 0 {
		parts = append(parts, "🔁")
		for _, f := range r.Extra {
			parts = append(parts, face(f))
		}
	}
	return strings.Join(parts, " ")
}

// stVerdict is a roll's result in words: "2 successes", "Botch", "Failure".
func (a *Plugin) stVerdict(loc string, r *storyteller.Roll) string {
	var s string
	switch {
	case r.NoRoll && !r.Willpower && r.Pool < 0:
		// The breakdown shows the pool the penalties left (−1): the
		// verdict names it too, not "a pool of 0".
		return a.I18n().T(loc, "storyteller.result.no_roll_below", map[string]any{"Pool": stNum(r.Pool)})
	case r.NoRoll && !r.Willpower:
		return a.I18n().T(loc, "storyteller.result.no_roll", nil)
	case r.Botch:
		s = a.I18n().T(loc, "storyteller.result.botch", nil)
	case r.Successes <= 0:
		s = a.I18n().T(loc, "storyteller.result.failure", nil)
	default:
		s = a.I18n().T(loc, "storyteller.successes", map[string]any{"Count": r.Successes})
	}
	if r.Willpower {
		s += " (" + a.I18n().T(loc, "storyteller.ui.wp_short", nil) + ")"
	}
	return s
}

// stCompact is the first line of a roll: "🎲 8 7 3 ~~1~~ vs 6 — 1 success"
// ("против" in Russian).
func (a *Plugin) stCompact(loc string, r *storyteller.Roll) string {
	if r.NoRoll {
		return "🎲 " + a.stVerdict(loc, r)
	}
	return "🎲 " + stDice(r, true) + " " + a.I18n().T(loc, "common.versus", nil) + " " + strconv.Itoa(r.Difficulty) + " — " + a.stVerdict(loc, r)
}

// stRollDetail is a roll's field text: the pool, the difficulty, the dice,
// successes, 1s and the verdict.
func (a *Plugin) stRollDetail(loc string, r *storyteller.Roll, action bool) string {
	t := func(k string, args map[string]any) string { return a.I18n().T(loc, k, args) }
	line := t("storyteller.ui.pool_line", map[string]any{"Pool": stNum(r.Pool), "Difficulty": r.Difficulty})
	if r.NoRoll {
		return line + "\n" + a.stVerdict(loc, r)
	}
	line += "\n🎲 " + stDice(r, action)
	if action {
		line += "\n" + t("storyteller.ui.tally", map[string]any{"Hits": r.Hits, "Ones": r.Ones})
	}
	return line + " → **" + a.stVerdict(loc, r) + "**"
}

// stTrait is a trait roll's field: "Dexterity + Brawl = 5 · wound penalty −1
// → 4 dice, difficulty 6 + maneuver difficulty +1 = 7", then the dice.
func (a *Plugin) stTrait(loc string, tr *storyteller.TraitRoll) string {
	t := func(k string) string { return a.I18n().T(loc, k, nil) }
	base := t("storyteller.stat." + tr.Attribute)
	if tr.Ability != "" {
		base += " + " + t("storyteller.stat."+tr.Ability)
	}
	if tr.Given {
		// The pool option replaced attribute + ability: "Dexterity + Brawl
		// = 4" would add up wrong.
		base = a.I18n().T(loc, "storyteller.ui.pool_given", map[string]any{"Pool": tr.Base, "Trait": base})
	} else {
		base += " = " + strconv.Itoa(tr.Base)
	}
	for _, m := range tr.PoolMods {
		base += " · " + t(m.Reason) + " " + stSigned(m.Value)
	}
	var diff []string
	for _, m := range tr.DiffMods {
		diff = append(diff, t(m.Reason)+" "+stSigned(m.Value))
	}
	s := base
	if len(diff) > 0 {
		s += "\n" + a.I18n().T(loc, "storyteller.ui.diff_mods", map[string]any{"Mods": strings.Join(diff, " · ")})
	}
	return s + "\n" + a.stRollDetail(loc, &tr.Roll, true)
}

// stLevel is a health level's name with its penalty.
func (a *Plugin) stLevel(loc, key string, penalty int) string {
	return a.I18n().T(loc, "storyteller.level."+key, map[string]any{"Penalty": penalty})
}

// stSoakPool is the soak field's first line: "Stamina 2 + armor 1", or, when
// the target's Stamina does not soak this type (a mortal against lethal, anyone
// without the gift against aggravated), the armor alone and why — not
// "Stamina 0" for a sheet that has Stamina 2.
func (a *Plugin) stSoakPool(loc string, c *rules.Combatant, d *storyteller.DamageResult) string {
	args := map[string]any{"Stamina": d.SoakStamina, "Armor": d.SoakArmor, "Type": a.stType(loc, d.Type)}
	switch {
	case c == nil || storyteller.StaminaSoaks(&c.Sheet, d.Type):
		return a.I18n().T(loc, "storyteller.ui.soak_pool", args)
	case d.Type == storyteller.Aggravated:
		if worn := storyteller.ArmorRating(&c.Sheet); worn > 0 {
			// «броня 0» beside a Kevlar vest reads as a lost vest: name
			// the rating worn and that it does not count here.
			args["Worn"] = worn
			return a.I18n().T(loc, "storyteller.ui.soak_no_gift_worn", args)
		}
		return a.I18n().T(loc, "storyteller.ui.soak_no_gift", args)
	}
	return a.I18n().T(loc, "storyteller.ui.soak_armor_only", args)
}

// stType is a damage type's name.
func (a *Plugin) stType(loc string, t storyteller.DamageType) string {
	return a.I18n().T(loc, "storyteller.damage."+string(t), nil)
}

func stSigned(v int) string {
	if v < 0 {
		return "−" + strconv.Itoa(-v)
	}
	return "+" + strconv.Itoa(v)
}

// stNum writes a number with the minus sign «−» when it is negative (a pool
// the penalties took below 0).
func stNum(v int) string {
	if v < 0 {
		return "−" + strconv.Itoa(-v)
	}
	return strconv.Itoa(v)
}

func stField(name, value string) *discordgo.MessageEmbedField {
	return &discordgo.MessageEmbedField{Name: commands.Truncate(name, 256), Value: commands.Truncate(value, 1024)}
}

// stFinish colours the embed by outcome and puts the flavour line last.
func (a *Plugin) stFinish(m *commands.Mut, em *discordgo.MessageEmbed, outcomes []string, args flavour.Args, faces []int) {
	a.stFinishEvent(m, em, outcomes, commands.MainOutcome(outcomes), args, faces)
}

// stFinishEvent is stFinish with the flavour event chosen by the caller
// (a hold that took reads the hold's lines, not a hit's pain). Who is
// supernatural is read from the sheets here, for every storyteller line:
// a mortal gets no vampire's line («плоть, давно забывшая боль»).
func (a *Plugin) stFinishEvent(m *commands.Mut, em *discordgo.MessageEmbed, outcomes []string, ev string, args flavour.Args, faces []int) {
	em.Color = commands.OutcomeColor(outcomes)
	if ev == "" {
		return
	}
	args.Supernatural = args.Supernatural || stSupernatural(m, args.Target)
	args.ActorSupernatural = args.ActorSupernatural || stSupernatural(m, args.Actor)
	if line := a.FlavourLine(m, ev, args, faces); line != "" {
		em.Fields = append(em.Fields, stField("\u200b", "*"+line+"*"))
	}
}

// stSupernatural reports whether the fighter named name has the sheet's
// supernatural flag; a name that is no fighter's is mortal.
func stSupernatural(m *commands.Mut, name string) bool {
	if name == "" || m.Enc == nil {
		return false
	}
	for i := range m.Enc.Combatants {
		if c := &m.Enc.Combatants[i]; c.Name == name {
			return c.Sheet.Flags[storyteller.FlagSupernatural]
		}
	}
	return false
}

// stHealthLine is "❤️ Name: ▰▰▱… Hurt (−1) · …".
func (a *Plugin) stHealthLine(m *commands.Mut, c *rules.Combatant) string {
	return "❤️ " + c.Name + ": " + a.HealthLine(m.Req.Locale, m.Sys.Health(c))
}

// stActor is the named combatant; else the user's own; else, for the GM,
// whose turn it is. nil (no error) when there is no fight or no such one and
// none was named.
func stActor(m *commands.Mut, name string) (*rules.Combatant, error) {
	if m.Enc == nil {
		if strings.TrimSpace(name) != "" {
			return nil, rules.Errorf("combat.err.no_fight", nil)
		}
		return nil, nil
	}
	if c, ok, err := commands.NamedCombatant(m, name); ok {
		return c, err
	}
	if c := commands.OwnCombatant(m); c != nil {
		return c, nil
	}
	if m.GM {
		return m.Enc.Current(), nil
	}
	return nil, nil
}

// stInt reads an optional integer option: absent is 0, text that is not a
// whole number is the user's error.
func stInt(req *commands.Request, name string) (int, error) {
	if !req.Has(name) || strings.TrimSpace(req.Str(name)) == "" {
		return 0, nil
	}
	v, ok := req.Int(name)
	if !ok {
		return 0, rules.Errorf("err.bad_number", map[string]any{"Option": name, "Value": req.Str(name)})
	}
	return v, nil
}

// stLevelKey is a level's name by key alone, with the level's own penalty.
func (a *Plugin) stLevelKey(loc, key string) string {
	return a.stLevel(loc, key, storyteller.LevelByKey(key).Penalty)
}
