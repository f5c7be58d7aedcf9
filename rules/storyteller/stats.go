package storyteller

import "fray/rules"

// Canonical sheet keys: attributes first, then the abilities the seed uses,
// then Willpower and Faith (Духовная Сила).
const (
	Strength     = "strength"
	Dexterity    = "dexterity"
	Stamina      = "stamina"
	Charisma     = "charisma"
	Manipulation = "manipulation"
	Appearance   = "appearance"
	Perception   = "perception"
	Intelligence = "intelligence"
	Wits         = "wits"

	Brawl     = "brawl"
	Melee     = "melee"
	Firearms  = "firearms"
	Dodge     = "dodge"
	Athletics = "athletics"
	Medicine  = "medicine"
	Survival  = "survival"

	Willpower = "willpower"
	Faith     = "faith"
)

// Sheet flags this system reads (rules.Sheet.Flags).
const (
	FlagSupernatural   = "supernatural"    // soaks lethal with Stamina, dizzied above Stamina+2
	FlagSoakAggravated = "soak_aggravated" // may soak aggravated damage
	FlagAmbidextrous   = "ambidextrous"    // no off-hand penalty with two weapons
	FlagShortTrack     = "short_track"     // the GM's four-level NPC health track
)

// Dots are 0..10 on the sheet: classic sheets run 0..5, elders and monsters
// beyond; anything else is a typo.
const maxDots = 10

var statDefs = []rules.StatDef{
	{Key: Strength, En: "Strength", Ru: "Сила", Aliases: []string{"str", "сил"}, Default: 1, Max: maxDots},
	{Key: Dexterity, En: "Dexterity", Ru: "Ловкость", Aliases: []string{"dex", "лов"}, Default: 1, Max: maxDots},
	{Key: Stamina, En: "Stamina", Ru: "Выносливость", Aliases: []string{"sta", "stam", "вын"}, Default: 1, Max: maxDots},
	{Key: Charisma, En: "Charisma", Ru: "Харизма", Aliases: []string{"cha", "хар"}, Default: 1, Max: maxDots},
	{Key: Manipulation, En: "Manipulation", Ru: "Манипуляция", Aliases: []string{"man", "манипулирование", "ман"}, Default: 1, Max: maxDots},
	{Key: Appearance, En: "Appearance", Ru: "Внешность", Aliases: []string{"app", "вне"}, Default: 1, Max: maxDots},
	{Key: Perception, En: "Perception", Ru: "Восприятие", Aliases: []string{"per", "вос"}, Default: 1, Max: maxDots},
	{Key: Intelligence, En: "Intelligence", Ru: "Интеллект", Aliases: []string{"int", "инт"}, Default: 1, Max: maxDots},
	{Key: Wits, En: "Wits", Ru: "Сообразительность", Aliases: []string{"wit", "соо", "сообр"}, Default: 1, Max: maxDots},

	{Key: Brawl, En: "Brawl", Ru: "Рукопашный бой", Aliases: []string{"рукопашный_бой", "рукопашный", "рукопашка"}, Max: maxDots, Skill: true},
	{Key: Melee, En: "Melee", Ru: "Фехтование", Aliases: []string{"fencing", "фех", "ближний_бой"}, Max: maxDots, Skill: true},
	{Key: Firearms, En: "Firearms", Ru: "Огнестрельное оружие", Aliases: []string{"огнестрельное_оружие", "огнестрельное", "огнестрел", "стрельба"}, Max: maxDots, Skill: true},
	{Key: Dodge, En: "Dodge", Ru: "Уворот", Aliases: []string{"уклонение"}, Max: maxDots, Skill: true},
	{Key: Athletics, En: "Athletics", Ru: "Атлетизм", Aliases: []string{"атлетика"}, Max: maxDots, Skill: true},
	{Key: Medicine, En: "Medicine", Ru: "Медицина", Aliases: []string{"med", "мед"}, Max: maxDots, Skill: true},
	{Key: Survival, En: "Survival", Ru: "Выживание", Aliases: []string{"surv"}, Max: maxDots, Skill: true},

	{Key: Willpower, En: "Willpower", Ru: "Сила воли", Aliases: []string{"wp", "сила_воли", "воля"}, Max: maxDots},
	{Key: Faith, En: "Faith", Ru: "Духовная Сила", Aliases: []string{"духовная_сила", "духовная", "вера"}, Max: maxDots},
}

// stat reads a sheet value with the schema's default, clamped to the schema's
// range so a hand-edited sheet cannot feed the rules absurd pools.
func stat(s *rules.Sheet, key string) int {
	for i := range statDefs {
		if statDefs[i].Key == key {
			d := &statDefs[i]
			return min(max(s.Stat(key, d.Default), d.Min), d.Max)
		}
	}
	return s.Stat(key, 0)
}

func supernatural(s *rules.Sheet) bool { return s.Flags[FlagSupernatural] }
