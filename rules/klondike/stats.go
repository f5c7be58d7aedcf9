package klondike

import (
	"strings"

	"fray/rules"
)

// Canonical characteristic keys.
const (
	STR = "STR"
	DEX = "DEX"
	END = "END"
	INT = "INT"
	EDU = "EDU"
	SOC = "SOC"
)

// Canonical skill keys: every skill the seed names.
const (
	SkillRecon      = "recon"
	SkillStealth    = "stealth"
	SkillTactics    = "tactics"
	SkillLeadership = "leadership"
	SkillGunCombat  = "gun_combat"
	SkillAthletics  = "athletics"
	SkillMelee      = "melee"
	SkillMedicine   = "medicine"
	SkillMechanic   = "mechanic"
	SkillPilot      = "pilot"
	SkillDrive      = "drive"
	SkillSeafarer   = "seafarer"
	SkillGrav       = "grav"
)

// Untrained is the stored level of a skill the character does not have: the
// seed's "штраф за отсутствие навыка", −3. A sheet that omits a skill is
// untrained in it; level 0 is trained.
const Untrained = -3

// DefaultCharacteristic is a characteristic's value when a sheet omits it
// (7, the 2d6 average: DM 0).
const DefaultCharacteristic = 7

var statDefs = []rules.StatDef{
	{Key: STR, En: "STR", Ru: "СИЛ", Aliases: []string{"strength", "сила"}, Default: DefaultCharacteristic, Min: 0, Max: 30},
	{Key: DEX, En: "DEX", Ru: "ЛОВ", Aliases: []string{"dexterity", "ловкость"}, Default: DefaultCharacteristic, Min: 0, Max: 30},
	{Key: END, En: "END", Ru: "ВЫН", Aliases: []string{"endurance", "выносливость"}, Default: DefaultCharacteristic, Min: 0, Max: 30},
	{Key: INT, En: "INT", Ru: "ИНТ", Aliases: []string{"intelligence", "интеллект"}, Default: DefaultCharacteristic, Min: 0, Max: 30},
	{Key: EDU, En: "EDU", Ru: "ОБР", Aliases: []string{"education", "образование"}, Default: DefaultCharacteristic, Min: 0, Max: 30},
	{Key: SOC, En: "SOC", Ru: "СОЦ", Aliases: []string{"social", "social standing", "социальный статус"}, Default: DefaultCharacteristic, Min: 0, Max: 30},

	{Key: SkillRecon, En: "Recon", Ru: "Разведка", Aliases: []string{"разведка"}, Default: Untrained, Min: Untrained, Max: 15, Skill: true},
	{Key: SkillStealth, En: "Stealth", Ru: "Скрытность", Aliases: []string{"скрытность"}, Default: Untrained, Min: Untrained, Max: 15, Skill: true},
	{Key: SkillTactics, En: "Tactics", Ru: "Тактика", Aliases: []string{"тактика"}, Default: Untrained, Min: Untrained, Max: 15, Skill: true},
	{Key: SkillLeadership, En: "Leadership", Ru: "Командование", Aliases: []string{"командование", "лидерство"}, Default: Untrained, Min: Untrained, Max: 15, Skill: true},
	{Key: SkillGunCombat, En: "Gun Combat", Ru: "Стрельба", Aliases: []string{"guncombat", "gun combat", "gun", "стрельба"}, Default: Untrained, Min: Untrained, Max: 15, Skill: true},
	{Key: SkillAthletics, En: "Athletics", Ru: "Атлетика", Aliases: []string{"атлетика"}, Default: Untrained, Min: Untrained, Max: 15, Skill: true},
	{Key: SkillMelee, En: "Melee", Ru: "Ближний бой", Aliases: []string{"ближний бой", "ближний_бой", "ближний"}, Default: Untrained, Min: Untrained, Max: 15, Skill: true},
	{Key: SkillMedicine, En: "Medicine", Ru: "Медицина", Aliases: []string{"medic", "медицина"}, Default: Untrained, Min: Untrained, Max: 15, Skill: true},
	{Key: SkillMechanic, En: "Mechanic", Ru: "Ремонт", Aliases: []string{"repair", "ремонт"}, Default: Untrained, Min: Untrained, Max: 15, Skill: true},
	{Key: SkillPilot, En: "Pilot", Ru: "Пилот", Aliases: []string{"пилот", "пилотирование"}, Default: Untrained, Min: Untrained, Max: 15, Skill: true},
	{Key: SkillDrive, En: "Drive", Ru: "Вождение", Aliases: []string{"driving", "вождение"}, Default: Untrained, Min: Untrained, Max: 15, Skill: true},
	{Key: SkillSeafarer, En: "Seafarer", Ru: "Моряк", Aliases: []string{"моряк"}, Default: Untrained, Min: Untrained, Max: 15, Skill: true},
	{Key: SkillGrav, En: "Grav", Ru: "Антиграв", Aliases: []string{"антиграв"}, Default: Untrained, Min: Untrained, Max: 15, Skill: true},
}

// DM is the characteristic modifier of the 2d6 family (RULES.md, klondike):
// 0 → −3 · 1–2 → −2 · 3–5 → −1 · 6–8 → 0 · 9–11 → +1 · 12–14 → +2 · 15+ → +3.
func DM(v int) int {
	switch {
	case v <= 0:
		return -3
	case v <= 2:
		return -2
	case v <= 5:
		return -1
	case v <= 8:
		return 0
	case v <= 11:
		return 1
	case v <= 14:
		return 2
	default:
		return 3
	}
}

// LookupStat resolves a characteristic or skill name in any accepted spelling
// (canonical key, English or Russian name, alias; case-insensitive, "_" and
// " " interchangeable).
func LookupStat(name string) (rules.StatDef, bool) {
	n := normName(name)
	if n == "" {
		return rules.StatDef{}, false
	}
	for _, d := range statDefs {
		if normName(d.Key) == n || normName(d.En) == n || normName(d.Ru) == n {
			return d, true
		}
		for _, a := range d.Aliases {
			if normName(a) == n {
				return d, true
			}
		}
	}
	return rules.StatDef{}, false
}

func normName(s string) string {
	if isNormal(s) {
		return s
	}
	s = strings.ToLower(strings.TrimSpace(s))
	s = strings.ReplaceAll(s, "_", " ")
	s = strings.ReplaceAll(s, "ё", "е")
	return strings.Join(strings.Fields(s), " ")
}

// isNormal reports whether s is already lower-case ASCII without "_",
// leading, trailing or doubled spaces — normName's fixed points.
func isNormal(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 0x80 || (c >= 'A' && c <= 'Z') || c == '_' || c == '\t' || c == '\n' {
			return false
		}
		if c == ' ' && (i == 0 || i == len(s)-1 || s[i-1] == ' ') {
			return false
		}
	}
	return true
}

// lookupCharacteristic resolves a characteristic name or returns a user error.
func lookupCharacteristic(name string) (string, error) {
	if strings.TrimSpace(name) == "" {
		// Not "unknown characteristic «»": ask for one and list them.
		return "", rules.Errorf("klondike.error.no_characteristic", nil)
	}
	d, ok := LookupStat(name)
	if !ok || d.Skill {
		return "", rules.Errorf("klondike.error.unknown_characteristic", map[string]any{"Name": name})
	}
	return d.Key, nil
}

// lookupSkill resolves a skill name or returns a user error.
func lookupSkill(name string) (string, error) {
	d, ok := LookupStat(name)
	if !ok || !d.Skill {
		return "", rules.Errorf("klondike.error.unknown_skill", map[string]any{"Name": name})
	}
	return d.Key, nil
}

// skillLevel is the combatant's level in a skill, Untrained (−3) when absent.
func skillLevel(c *rules.Combatant, key string) int {
	v := c.Sheet.Stat(key, Untrained)
	if v < Untrained {
		return Untrained
	}
	return v
}
