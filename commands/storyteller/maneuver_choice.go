package storyteller

import (
	"strings"

	"fray/rules"
	"fray/rules/storyteller"
)

// The choice options of /maneuver add (damage, shots) as typed: Discord
// sends the choice's value, but a console or a hand-typed command sends the
// words the option's description shows («Урон: Сила, оружие, нет,
// обезоружить, защита») or a choice's name, in either language and any
// case. Each list is the value followed by every word that means it; the
// first Russian and English words are the ones a refusal lists.

type stChoiceWords struct {
	value string
	words []string
}

// stManeuverDamageWords: the damage option's description (en and ru) and
// its choices' names (commands/storyteller/register.go).
var stManeuverDamageWords = []stChoiceWords{
	{storyteller.DamageStrength, []string{"strength", "сила", "strength (+bonus), bashing", "сила (+бонус), поверхностные"}},
	{storyteller.DamageWeapon, []string{"weapon", "оружие", "the weapon's", "weapon's", "по оружию"}},
	{storyteller.DamageNone, []string{"none", "нет", "none (a hold)", "нет (удержание)", "hold", "удержание"}},
	{storyteller.DamageDisarm, []string{"disarm", "обезоружить"}},
	{storyteller.DamageDefense, []string{"defence", "защита", "defense", "defence (subtracts)", "защита (вычитает)"}},
}

// stManeuverShotsWords: the shots option's choices' names, whole and by
// their first word.
var stManeuverShotsWords = []stChoiceWords{
	{storyteller.FireSingle, []string{"single", "одиночный"}},
	{storyteller.FireMulti, []string{"multiple shots", "несколько выстрелов", "multi", "multiple", "несколько"}},
	{storyteller.FireBurst, []string{"burst", "очередь"}},
	{storyteller.FireAuto, []string{"automatic", "автоматический", "auto", "авто"}},
	{storyteller.FireStrafe, []string{"strafing", "обстрел", "strafe"}},
	{storyteller.FireTwo, []string{"two weapons", "два ствола", "two", "два"}},
}

// stManeuverChoice reads a choice option of /maneuver add: blank stays
// blank (the rules' default or their "bad field"), a value or any of its
// words gives the value, anything else is refused with the words to use.
func stManeuverChoice(option, typed string, table []stChoiceWords) (string, error) {
	t := stChoiceNorm(typed)
	if t == "" {
		return "", nil
	}
	for _, c := range table {
		if t == c.value {
			return c.value, nil
		}
		for _, w := range c.words {
			if t == stChoiceNorm(w) {
				return c.value, nil
			}
		}
	}
	var en, ru []string
	for _, c := range table {
		en, ru = append(en, c.words[0]), append(ru, c.words[1])
	}
	return "", rules.Errorf("storyteller.ui.err.maneuver_choice", map[string]any{
		"Option": option, "Value": strings.TrimSpace(typed), "ListEn": strings.Join(en, ", "), "ListRu": strings.Join(ru, ", ")})
}

// stChoiceNorm: any case, ё as е, runs of blanks and underscores as one
// space.
func stChoiceNorm(s string) string {
	s = strings.ReplaceAll(strings.ToLower(s), "ё", "е")
	s = strings.ReplaceAll(s, "_", " ")
	return strings.Join(strings.Fields(s), " ")
}
