package medieval

import (
	"strings"

	"fray/rules"
)

// Canonical sheet keys of the characteristics (RULES.md).
const (
	REF  = "REF"  // РЕФ, Рефлексы
	INT  = "INT"  // ИНТ, Интеллект
	COOL = "COOL" // КРУ, Крутость
	TECH = "TECH" // ТЕХ
	BODY = "BODY" // ТЕЛ, Телосложение
	MA   = "MA"   // ДВИ, Допуск Передвижения
)

// Canonical keys of the skills the seed names, plus the usual weapon skills.
const (
	SkillCombatSense = "combat_sense" // Чувство боя: +1 initiative a level
	SkillAwareness   = "awareness"    // Осведомлённость: noticing an ambush
	SkillStealth     = "stealth"      // Скрытность: setting an ambush
	SkillMedicine    = "medicine"     // medical skill for stabilization
	SkillDodge       = "dodge"        // Уклонение: declared defence against melee
	SkillMelee       = "melee"        // Ближний бой: melee weapons, melee defence
	SkillFencing     = "fencing"      // Фехтование
	SkillBrawling    = "brawling"     // Драка
	SkillArchery     = "archery"      // Стрельба из лука
	SkillCrossbow    = "crossbow"     // Арбалет
	SkillThrowing    = "throwing"     // Метание
)

// Default characteristic for an NPC sheet that does not set it: the middle of
// the 2–10 range the published game uses.
const defaultStat = 5

var statDefs = []rules.StatDef{
	{Key: REF, En: "REF", Ru: "РЕФ", Aliases: []string{"reflexes", "рефлексы", "ref", "реф"}, Default: defaultStat, Min: 1, Max: 20},
	{Key: INT, En: "INT", Ru: "ИНТ", Aliases: []string{"intelligence", "интеллект"}, Default: defaultStat, Min: 1, Max: 20},
	{Key: COOL, En: "COOL", Ru: "КРУ", Aliases: []string{"cool", "крутость", "кр"}, Default: defaultStat, Min: 1, Max: 20},
	{Key: TECH, En: "TECH", Ru: "ТЕХ", Aliases: []string{"technique", "техника"}, Default: defaultStat, Min: 1, Max: 20},
	{Key: BODY, En: "BODY", Ru: "ТЕЛ", Aliases: []string{"body type", "bt", "телосложение"}, Default: defaultStat, Min: 1, Max: 20},
	{Key: MA, En: "MA", Ru: "ДВИ", Aliases: []string{"movement", "movement allowance", "допуск передвижения", "передвижение", "дп"}, Default: defaultStat, Min: 0, Max: 20},
	{Key: SkillCombatSense, En: "Combat Sense", Ru: "Чувство боя", Aliases: []string{"combatsense", "чувствобоя", "cs"}, Min: 0, Max: 10, Skill: true},
	{Key: SkillAwareness, En: "Awareness", Ru: "Осведомлённость", Aliases: []string{"awareness/notice", "notice", "внимательность", "внимание"}, Min: 0, Max: 10, Skill: true},
	{Key: SkillStealth, En: "Stealth", Ru: "Скрытность", Aliases: []string{"скрытность"}, Min: 0, Max: 10, Skill: true},
	{Key: SkillMedicine, En: "Medicine", Ru: "Медицина", Aliases: []string{"first aid", "firstaid", "medical", "первая помощь", "лечение", "врачевание"}, Min: 0, Max: 10, Skill: true},
	{Key: SkillDodge, En: "Dodge", Ru: "Уклонение", Aliases: []string{"dodge & escape", "evade"}, Min: 0, Max: 10, Skill: true},
	{Key: SkillMelee, En: "Melee", Ru: "Ближний бой", Aliases: []string{"ближнийбой", "рукопашный бой"}, Min: 0, Max: 10, Skill: true},
	{Key: SkillFencing, En: "Fencing", Ru: "Фехтование", Aliases: []string{"sword", "swords", "мечи"}, Min: 0, Max: 10, Skill: true},
	{Key: SkillBrawling, En: "Brawling", Ru: "Драка", Aliases: []string{"unarmed", "кулачный бой"}, Min: 0, Max: 10, Skill: true},
	{Key: SkillArchery, En: "Archery", Ru: "Стрельба из лука", Aliases: []string{"bow", "лук", "стрельба"}, Min: 0, Max: 10, Skill: true},
	{Key: SkillCrossbow, En: "Crossbow", Ru: "Арбалет", Aliases: []string{"арбалеты"}, Min: 0, Max: 10, Skill: true},
	{Key: SkillThrowing, En: "Throwing", Ru: "Метание", Aliases: []string{"thrown", "метательное"}, Min: 0, Max: 10, Skill: true},
}

// statIndex maps every normalised spelling to its canonical key; built once
// from statDefs and never written afterwards (read-only package state).
var statIndex = func() map[string]string {
	m := make(map[string]string)
	for _, d := range statDefs {
		m[normWord(d.Key)] = d.Key
		m[normWord(d.En)] = d.Key
		m[normWord(d.Ru)] = d.Key
		for _, a := range d.Aliases {
			m[normWord(a)] = d.Key
		}
	}
	return m
}()

// LookupStat resolves a characteristic or skill name in either language
// ("РЕФ", "ref", "Чувство боя", "combat_sense") to its canonical key.
func LookupStat(name string) (key string, ok bool) {
	key, ok = statIndex[normWord(strings.TrimSpace(name))]
	return key, ok
}

// lookupSkill resolves a skill name, rejecting characteristics.
func lookupSkill(name string) (string, error) {
	key, ok := LookupStat(name)
	if !ok || !isSkill(key) {
		return "", userErr(ErrKeySkill, map[string]any{"Name": name})
	}
	return key, nil
}

func isSkill(key string) bool {
	for i := range statDefs {
		if statDefs[i].Key == key {
			return statDefs[i].Skill
		}
	}
	return false
}

// statDefault returns the default of a canonical key (0 for unknown skills).
func statDefault(key string) int {
	for i := range statDefs {
		if statDefs[i].Key == key {
			return statDefs[i].Default
		}
	}
	return 0
}

// stat reads a canonical key from a sheet, with the schema's default.
func stat(sh *rules.Sheet, key string) int { return sh.Stat(key, statDefault(key)) }

// Effective characteristics. The seed's wound effects (Serious: REF −2;
// Critical: REF, INT, COOL halved, rounded up; Mortal: to a third, rounded up)
// apply "for all actions", initiative included. Encumbrance (EV) is subtracted
// from REF first, then the wound effect applies to what is left.
// Choice: REF after EV never goes below 0 (a negative reflex has no meaning).

// EffectiveREF is REF after armor EV and the wound effect.
func EffectiveREF(sh *rules.Sheet, st *State) int {
	return woundAdjust(REF, max(0, stat(sh, REF)-st.EV), st.Wounds)
}

// EffectiveStat is any characteristic after the wound effect (and EV for REF).
func EffectiveStat(sh *rules.Sheet, st *State, key string) int {
	if key == REF {
		return EffectiveREF(sh, st)
	}
	return woundAdjust(key, stat(sh, key), st.Wounds)
}

// woundAdjust applies the wound level's effect on one characteristic.
func woundAdjust(key string, v, wounds int) int {
	lvl, _ := LevelOf(wounds)
	switch lvl {
	case LevelSerious:
		if key == REF {
			return max(0, v-2)
		}
	case LevelCritical:
		if key == REF || key == INT || key == COOL {
			return ceilDiv(v, 2)
		}
	case LevelMortal, LevelDead:
		if key == REF || key == INT || key == COOL {
			return ceilDiv(v, 3)
		}
	}
	return v
}

// ceilDiv divides rounding up, for non-negative v.
func ceilDiv(v, d int) int {
	if v <= 0 {
		return 0
	}
	return (v + d - 1) / d
}

// BTM is the Body Type Modifier (МТЕЛ) by BODY (RULES.md): ≤2 → 0 · 3–4 → 1 ·
// 5–7 → 2 · 8–9 → 3 · 10 → 4 · 11+ → 5, returned as the positive number of
// points it takes off damage.
func BTM(body int) int {
	switch {
	case body <= 2:
		return 0
	case body <= 4:
		return 1
	case body <= 7:
		return 2
	case body <= 9:
		return 3
	case body == 10:
		return 4
	default:
		return 5
	}
}
