package klondike

import (
	"fmt"
	"fray/commands"
	"strconv"
	"strings"

	"github.com/bwmarrin/discordgo"

	"fray/rules"
	"fray/rules/klondike"
)

// Rendering of klondike results: the compact first line
// ("🎲 4+5 +3 = 12 vs 8+ — success, Effect +4"), then fields for every die
// and modifier, the damage and the new health, and the flavour line last.

// signed writes a modifier with a real minus sign: "+2", "−1", "0".
func signed(n int) string {
	switch {
	case n > 0:
		return "+" + strconv.Itoa(n)
	case n < 0:
		return "−" + strconv.Itoa(-n)
	}
	return "0"
}

// klNum writes a number as klondike's replies do: a negative one with the
// minus sign «−», as signed writes modifiers ("−1", "0", "7").
func klNum(n int) string {
	if n < 0 {
		return "−" + strconv.Itoa(-n)
	}
	return strconv.Itoa(n)
}

// dmSigned writes a term inside a sum, where a bare "0" would read as a
// separate number ("5+2 0 = 7"): "+0", "+2", "−1".
func dmSigned(n int) string {
	if n == 0 {
		return "+0"
	}
	return signed(n)
}

// klModSum is the part of a total that is not the 2d6.
func klModSum(r klondike.Roll) int { return r.Total - r.Dice[0] - r.Dice[1] }

// klDiceTotal is the dice, the sum of the modifiers and the total:
// "🎲 4+5 +2 = **11**" (for rolls that have no target, as a chase's).
func klDiceTotal(r klondike.Roll) string {
	s := fmt.Sprintf("🎲 %d+%d", r.Dice[0], r.Dice[1])
	if m := klModSum(r); m != 0 {
		s += " " + signed(m)
	}
	return s + " = **" + klNum(r.Total) + "**"
}

// klRollLine is the compact line: dice, modifiers, total, target, verdict.
func (a *Plugin) klRollLine(loc string, r klondike.Roll, verdict string) string {
	s := klDiceTotal(r)
	s += fmt.Sprintf(" %s %d+ — %s", a.I18n().T(loc, "klc.vs", nil), r.Target, verdict)
	s += ", " + a.I18n().T(loc, "klondike.term.effect", nil) + " " + signed(r.Effect)
	return s
}

// klRollParts lists every part of a roll: the dice, the characteristic DM,
// the skill (or untrained −3) and each modifier with its reason.
func (a *Plugin) klRollParts(loc string, r klondike.Roll) string {
	lines := []string{fmt.Sprintf("🎲 2d6: %d, %d", r.Dice[0], r.Dice[1])}
	if r.Characteristic != "" {
		lines = append(lines, a.I18n().T(loc, "klc.char_dm", map[string]any{
			"Char": a.klStatName(loc, r.Characteristic), "Value": r.CharValue, "DM": signed(r.CharDM)}))
	}
	switch {
	case r.Skill == "":
	case r.Untrained:
		if r.Skill == "none" {
			// skill:none — "untrained −3" alone, not "untrained: untrained −3".
			lines = append(lines, a.I18n().T(loc, "klc.no_skill", nil))
			break
		}
		lines = append(lines, a.I18n().T(loc, "klc.untrained", map[string]any{"Skill": a.I18n().T(loc, "klondike.skill."+r.Skill, nil)}))
	default:
		lines = append(lines, a.I18n().T(loc, "klc.skill", map[string]any{"Skill": a.I18n().T(loc, "klondike.skill."+r.Skill, nil), "Level": signed(r.SkillLevel)}))
	}
	for _, m := range r.Mods {
		lines = append(lines, a.I18n().T(loc, m.Reason, nil)+" "+signed(m.Value))
	}
	return strings.Join(lines, "\n")
}

func (a *Plugin) klStatName(loc, key string) string {
	return a.I18n().T(loc, "klondike.stat."+strings.ToLower(key), nil)
}

// klDamageText describes a DamageReport: armor, where it went, knockdown,
// shock, unconsciousness with its roll, dying, and the values now.
func (a *Plugin) klDamageText(loc string, r *klondike.DamageReport) string {
	var lines []string
	if r.Before > 0 || r.Armor > 0 {
		lines = append(lines, a.I18n().T(loc, "klc.armor_line", map[string]any{"Before": r.Before, "Armor": r.Armor, "After": r.After}))
	}
	var went []string
	for _, p := range []struct {
		key string
		n   int
	}{{"end", r.ToEnd}, {"str", r.ToStr}, {"dex", r.ToDex}} {
		if p.n > 0 {
			went = append(went, a.I18n().T(loc, "klondike.stat."+p.key, nil)+" −"+strconv.Itoa(p.n))
		}
	}
	if len(went) > 0 {
		lines = append(lines, strings.Join(went, ", "))
	}
	if r.Pending > 0 {
		lines = append(lines, "⏳ "+a.I18n().T(loc, "klondike.condition.pending", map[string]any{"Count": r.Pending}))
	}
	lines = append(lines, a.I18n().T(loc, "klc.now", map[string]any{"Str": r.Str, "Dex": r.Dex, "End": r.End}))
	if r.Knockdown {
		lines = append(lines, "⬇️ "+a.I18n().T(loc, "klc.knockdown", nil))
	}
	if r.Shock {
		lines = append(lines, "💫 "+a.I18n().T(loc, "klc.shock", nil))
	}
	if r.Seriously {
		lines = append(lines, "🩸 "+a.I18n().T(loc, "klc.seriously", nil))
	}
	if r.Unconscious && r.WakeRoll != nil {
		w := r.WakeRoll
		result := "klc.failure"
		if w.Success {
			result = "klc.success"
		}
		lines = append(lines, "💤 "+a.I18n().T(loc, "klc.unconscious", map[string]any{
			"A": w.Dice[0], "B": w.Dice[1], "DM": dmSigned(w.CharDM), "Total": klNum(w.Total),
			"End": w.CharValue, "Target": w.Target, "Result": a.I18n().T(loc, result, nil),
			"Wait": a.I18n().T(loc, "klc.wake."+r.WakeUnit, map[string]any{"Count": r.WakeIn})}))
	}
	if r.Dying {
		lines = append(lines, "☠️ "+a.I18n().T(loc, "klondike.event.dying", nil))
	}
	if r.Dead {
		lines = append(lines, "💀 "+a.I18n().T(loc, "klondike.level.dead", nil))
	}
	return strings.Join(lines, "\n")
}

// klLevel is c's health level in words, with its arguments ("Hurt: END
// 2/7"): a level key rendered without them prints "<no value>".
func (a *Plugin) klLevel(loc string, sys rules.System, c *rules.Combatant) string {
	return a.I18n().Note(loc, sys.Health(c).Level)
}

// klHealthField is the combatant's health line after a change.
func (a *Plugin) klHealthField(loc string, sys rules.System, c *rules.Combatant) *discordgo.MessageEmbedField {
	return &discordgo.MessageEmbedField{Name: "❤️ " + c.Name, Value: commands.Truncate(a.HealthLine(loc, sys.Health(c)), 1024)}
}

func field(name, value string) *discordgo.MessageEmbedField {
	if value == "" {
		value = "—"
	}
	return &discordgo.MessageEmbedField{Name: commands.Truncate(name, 256), Value: commands.Truncate(value, 1024)}
}

// klFlavour appends the flavour line as the last field, in italics (as the
// other systems do).
func klFlavour(e *discordgo.MessageEmbed, line string) {
	if line == "" {
		return
	}
	e.Fields = append(e.Fields, &discordgo.MessageEmbedField{Name: "\u200b", Value: commands.Truncate("*"+line+"*", 1024)})
}

// klDamageButtons offers the STR/DEX choice for damage waiting past END.
func (a *Plugin) klDamageButtons(loc string, c *rules.Combatant) []discordgo.MessageComponent {
	id := strconv.Itoa(c.ID)
	return []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
		discordgo.Button{Label: a.I18n().T(loc, "klc.btn.to_str", map[string]any{"Name": c.Name}), Style: discordgo.PrimaryButton, CustomID: klBtnTo + ":" + id + ":str"},
		discordgo.Button{Label: a.I18n().T(loc, "klc.btn.to_dex", map[string]any{"Name": c.Name}), Style: discordgo.PrimaryButton, CustomID: klBtnTo + ":" + id + ":dex"},
	}}}
}

// klFell reports whether a damage report took its target out.
func klFell(r *klondike.DamageReport) bool {
	return r != nil && (r.Unconscious || r.Dying || r.Dead)
}
