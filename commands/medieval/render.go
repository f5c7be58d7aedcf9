package medieval

import (
	"fray/commands"
	"strconv"
	"strings"

	"github.com/bwmarrin/discordgo"

	"fray/commands/flavour"
	"fray/rules"
	"fray/rules/medieval"
)

// medDamageLine is the compact damage line: 💥 4+5+1 = 10 − SP 14 → 0 …
func (a *Plugin) medDamageLine(loc string, d *medieval.DamageResult) string {
	t := func(key string) string { return a.I18n().T(loc, key, nil) }
	s := "💥 "
	if len(d.Dice) > 0 {
		s += medJoin(d.Dice, "+")
		if d.Mod != 0 {
			s += medSigned(d.Mod)
		}
		s += " = "
	}
	s += strconv.Itoa(d.Rolled)
	if !d.Direct {
		s += " − " + t("medieval.term.sp") + " " + strconv.Itoa(d.SP) + " → " + strconv.Itoa(d.Passed)
		if d.APHalved > 0 || (d.AP && d.Passed > 0) {
			s += " → ½ " + strconv.Itoa(d.APHalved)
		}
		if d.HeadDoubled > 0 {
			s += " → ×2 " + strconv.Itoa(d.HeadDoubled)
		}
		if d.WoundPoints > 0 {
			// With the floor, the table's BTM and the minimum of 1 both show.
			s += " − " + t("medieval.term.btm") + " " + strconv.Itoa(max(d.BTM, d.BTMTable))
			if d.BTMFloor {
				s += " (≥1)"
			}
		}
	}
	if d.WoundPoints == 0 && !d.Direct {
		return s + " — " + t(medStopKey(d.StoppedBy))
	}
	s += " = **" + a.I18n().T(loc, "medieval.ui.wp", map[string]any{"Count": d.WoundPoints}) + "** · "
	// A hit that leaves the level as it was names it once, as the heal
	// does («Лёгкое → **Лёгкое**» would read as if a change were
	// missing); the wounds field below still shows the points before and after.
	before, after := a.I18n().Note(loc, medLevelAt(d.WoundsBefore, false)), a.I18n().Note(loc, d.Level)
	if before != after {
		s += before + " → "
	}
	return s + "**" + after + "**"
}

// medStopKey is the words for what stopped a harmless hit: the armor, the
// parry or the cover («позволяя чему-то ещё принимать огонь на себя»).
func medStopKey(by string) string {
	switch by {
	case medieval.StopCover:
		return "medieval.ui.cover_stops"
	case medieval.StopParry:
		return "medieval.ui.parry_stops"
	}
	return "medieval.ui.armor_stops"
}

func medLevelAt(wounds int, dead bool) rules.Note { return medieval.LevelNote(wounds, dead) }

// medDamageFields adds location, damage dice, armor layers, wounds and the
// saves to an embed.
func (a *Plugin) medDamageFields(em *discordgo.MessageEmbed, loc, target string, d *medieval.DamageResult, dice string) {
	t := func(key string, args map[string]any) string { return a.I18n().T(loc, key, args) }
	where := t(d.Location.NoteKey(), nil)
	if !d.Direct {
		var lv string
		switch {
		case d.Aimed:
			lv = t("medieval.ui.aimed_at", map[string]any{"Location": where})
		case len(d.LocationRolls) == 0:
			lv = "**" + where + "**" // named by the GM's /damage
		default:
			lv = t("medieval.ui.die", map[string]any{"Dice": medJoin(d.LocationRolls, " ↻ ")}) + " → **" + where + "**"
			if len(d.LocationRolls) > 1 {
				lv += "\n" + t("medieval.ui.rerolled", nil)
			}
		}
		em.Fields = append(em.Fields, medField("📍 "+t("medieval.ui.location", nil), lv))
	}
	if len(d.Dice) > 0 {
		em.Fields = append(em.Fields, medField("🎲 "+t("medieval.term.damage", nil), dice+": "+medJoin(d.Dice, ", ")+medModText(d.Mod)+" = **"+strconv.Itoa(d.Rolled)+"**"))
	}
	if !d.Direct {
		em.Fields = append(em.Fields, medField("🛡️ "+t("medieval.ui.armor", map[string]any{"Location": where}), a.medArmorText(loc, d)))
	}
	// Wound points: what passed, AP halving, head, BTM.
	var w []string
	if d.Direct {
		w = append(w, t("medieval.ui.direct", map[string]any{"Amount": d.Rolled}))
	} else if d.Passed > 0 {
		w = append(w, t("medieval.ui.passed", map[string]any{"Passed": d.Passed}))
		if d.AP {
			w = append(w, t("medieval.ui.ap_halved", map[string]any{"Value": d.APHalved}))
		}
		if d.HeadDoubled > 0 {
			w = append(w, t("medieval.ui.head_doubled", map[string]any{"Value": d.HeadDoubled}))
		}
		btm := t("medieval.ui.btm", map[string]any{"BTM": max(d.BTM, d.BTMTable)})
		if d.BTMFloor {
			btm += " " + t("medieval.ui.btm_floor", nil)
		}
		w = append(w, btm)
	}
	if d.WoundPoints > 0 || d.Direct {
		w = append(w, "**"+t("medieval.ui.wp", map[string]any{"Count": d.WoundPoints})+"**")
		track := t("medieval.ui.track", map[string]any{"Before": d.WoundsBefore, "After": d.WoundsAfter,
			"From": a.I18n().Note(loc, medLevelAt(d.WoundsBefore, false)), "To": a.I18n().Note(loc, d.Level)})
		w = []string{strings.Join(w, " → "), track, medBoxes(a, loc, d.WoundsAfter)}
		if d.LimbLost {
			w = append(w, "🦴 "+medLimbLostLine(t, where, target, d))
		}
		if d.HeadDestroyed {
			w = append(w, "💀 "+t("medieval.ui.head_destroyed", nil))
		}
		em.Fields = append(em.Fields, medField("🩸 "+t("medieval.ui.wounds", nil), strings.Join(w, "\n")))
	}
	if d.Stun.Kind != "" {
		em.Fields = append(em.Fields, medField("😵 "+t("medieval.savename.stun", nil), a.medSaveText(loc, d.Stun)))
	}
	if d.Death.Kind != "" {
		em.Fields = append(em.Fields, medField("☠️ "+t("medieval.savename.death", nil), a.medSaveText(loc, d.Death)))
	}
}

// medLimbLostLine says which death save the lost limb called for: the seed's
// «с ранением СМЕРТЕЛЬНОЕ 0», the track's Mortal N when that is worse (the
// roll below shows BODY − N, so the line must not say 0), or none when this
// round's death save has already failed (the character dies at the round's
// end unless stabilized); in those two cases a promised Mortal 0 save would
// be false.
func medLimbLostLine(t func(string, map[string]any) string, where, target string, d *medieval.DamageResult) string {
	// Opt is the target as /stabilize's option value in the dying line's hint.
	args := map[string]any{"Location": where, "Opt": rules.OptionValue(target)}
	switch {
	case d.WoundsAfter > medieval.TrackMax:
		// The same hit took the track past 48: dead, no save to roll, so
		// the line must not say the character dies at the round's end
		// unless stabilized.
		return t("medieval.ui.limb_lost_dead", args)
	case d.Death.Kind == "":
		return t("medieval.ui.limb_lost_dying", args)
	case d.Death.Penalty > 0:
		args["N"] = d.Death.Penalty
		return t("medieval.ui.limb_lost_worse", args)
	}
	return t("medieval.ui.limb_lost", args)
}

func medModText(m int) string {
	if m == 0 {
		return ""
	}
	return " " + medSigned(m)
}

// medArmorText lists each layer inside → outside, what it faced, the
// proportional bonus, parry and cover, and what the armor stopped.
func (a *Plugin) medArmorText(loc string, d *medieval.DamageResult) string {
	t := func(key string, args map[string]any) string { return a.I18n().T(loc, key, args) }
	sp := t("medieval.term.sp", nil)
	var lines []string
	for _, l := range d.Layers {
		s := strconv.Itoa(l.Index+1) + ". " + sp + " " + strconv.Itoa(l.SP)
		if l.Hard {
			s += " " + t("medieval.ui.hard", nil)
		}
		if l.Halved {
			s += " → ½ " + strconv.Itoa(l.Effective)
		}
		if l.Bonus > 0 {
			s += " · " + t("medieval.ui.combined", map[string]any{"SP": l.Combined, "Bonus": l.Bonus})
		}
		if l.Worn {
			s += " · " + t("medieval.ui.worn", map[string]any{"SP": l.SP - 1})
		}
		lines = append(lines, s)
	}
	if len(d.Layers) == 0 {
		lines = append(lines, t("medieval.ui.no_armor", nil))
	}
	if d.APArmorFull > 0 {
		// «броня будет иметь половину от общего значения ОС»: the layers'
		// combined SP, halved once.
		lines = append(lines, t("medieval.ui.ap_armor", map[string]any{"Full": d.APArmorFull, "SP": d.ArmorSP}))
	}
	if d.Parry > 0 {
		lines = append(lines, t("medieval.term.parry", nil)+": "+sp+" "+strconv.Itoa(d.Parry)+medBonusText(d.ParryBonus))
	}
	if d.Cover > 0 {
		lines = append(lines, t("medieval.term.cover", nil)+": "+sp+" "+strconv.Itoa(d.Cover)+medBonusText(d.CoverBonus))
	}
	lines = append(lines, t("medieval.ui.armor_total", map[string]any{"SP": d.SP, "Stopped": d.Stopped, "Passed": d.Passed}))
	return strings.Join(lines, "\n")
}

func medBonusText(b int) string {
	if b == 0 {
		return ""
	}
	return " (+" + strconv.Itoa(b) + ")"
}

// medBoxes draws the sheet's wound track: four boxes a level, filled left to
// right, up to the level after the current one (at least Critical).
func medBoxes(a *Plugin, loc string, wounds int) string {
	boxes := medieval.Boxes(wounds)
	last := max(3, (wounds+medieval.PointsPerLevel-1)/medieval.PointsPerLevel+1)
	last = min(last, len(boxes))
	var parts []string
	for i := 0; i < last; i++ {
		var name string
		switch i {
		case 0, 1, 2:
			name = a.I18n().T(loc, "medieval.ui.box."+[3]string{"light", "serious", "critical"}[i], nil)
		default:
			name = a.I18n().T(loc, "medieval.ui.box.mortal", map[string]any{"N": i - 3})
		}
		parts = append(parts, name+" "+strings.Repeat("▣", boxes[i])+strings.Repeat("□", medieval.PointsPerLevel-boxes[i]))
	}
	return "`" + strings.Join(parts, " ") + "`"
}

// medSaveText renders a stun or death save with the comparison that actually
// held: d10 7 ≤ 8 (BODY 10 − 2) — passed; d10 9 > 8 (BODY 10 − 2) — failed
// (the sign follows the numbers, so no failed roll reads «8 ≤ 6 … провал»).
func (a *Plugin) medSaveText(loc string, s medieval.SaveRoll) string {
	key, line := "medieval.ui.save_pass", "medieval.ui.save"
	if !s.Passed {
		key = "medieval.ui.save_fail_" + s.Kind
	}
	if s.Die > s.Target {
		line = "medieval.ui.save_over"
	}
	// A target below zero (BODY 3 at Mortal 7) reads with the minus sign,
	// as every other number in the replies: «> −4», not «> -4».
	target := strconv.Itoa(s.Target)
	if s.Target < 0 {
		target = "−" + strconv.Itoa(-s.Target)
	}
	return a.I18n().T(loc, line, map[string]any{"Die": s.Die, "Target": target, "Body": s.Body, "Penalty": s.Penalty}) +
		" — **" + a.I18n().T(loc, key, nil) + "**"
}

// medFinish colours the embed by outcome and adds the Hollywood d6 line and
// the flavour line, in that order, last. stoppedBy is what stopped a
// harmless hit ("" when none did): the armour, the cover or a parry, each
// with lines of its own.
func (a *Plugin) medFinish(m *commands.Mut, em *discordgo.MessageEmbed, outcomes []string, d6 int, hollywoodKey string, args flavour.Args, faces []int, stoppedBy string) {
	em.Color = commands.OutcomeColor(outcomes)
	if d6 > 0 && hollywoodKey != "" {
		em.Fields = append(em.Fields, medField("🎬 "+a.I18n().T(m.Req.Locale, "medieval.ui.hollywood", map[string]any{"Die": d6}),
			a.I18n().T(m.Req.Locale, hollywoodKey, nil)))
	}
	ev := commands.MainOutcome(outcomes)
	if ev == string(flavour.ArmorStops) {
		switch stoppedBy {
		case medieval.StopCover:
			ev = string(flavour.CoverStops)
		case medieval.StopParry:
			ev = string(flavour.ParryStops)
		}
	}
	if ev != "" {
		if line := a.FlavourLine(m, ev, args, faces); line != "" {
			em.Fields = append(em.Fields, medField("\u200b", "*"+line+"*"))
		}
	}
}
