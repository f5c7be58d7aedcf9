package storyteller_test

import (
	"testing"

	"fray/bot/consoletest"
)

// Cover, each row alone (lines 88–90): «Плохое укрытие …: +1 к сложности.
// Хорошее укрытие …: +2 к сложности. Отличное укрытие …: +3 к сложности».
func TestStorytellerCoverRows(t *testing.T) {
	for _, tc := range []struct{ cover, want string }{
		{"1", "Pool 5, difficulty 7"},
		{"2", "Pool 5, difficulty 8"},
		{"3", "Pool 5, difficulty 9"},
	} {
		_, out := consoletest.StFight(t, "en", "Dexterity 3 Firearms 2", "Stamina 1",
			"/attack attacker:Bob target:Al defense:none weapon:\"Light pistol\" cover:"+tc.cover+"\n")
		consoletest.MustContain(t, out[0], "target in cover +"+tc.cover, tc.want)
	}
}

// «Если оба противника находятся в укрытии, модификаторы сложности
// суммируются … спрятался за автомобиль, а противник лежит на земле,
// сложность увеличивается на две единицы (+1 … по лежащей цели и +1 за
// стрельбу из-за автомобиля). Сложность выстрелов для вашего противника
// также увеличивается на две единицы (+2 …, без штрафов за стрельбу из
// лежачей позиции)».
func TestStorytellerSeedCoverBothSides(t *testing.T) {
	for _, tc := range []struct{ opts, want string }{
		{"cover:1 own_cover:2", "Pool 5, difficulty 8"}, // you, behind the car, at the prone enemy
		{"cover:2 own_cover:1", "Pool 5, difficulty 8"}, // the prone enemy at you
		{"cover:3", "Pool 5, difficulty 9"},
		{"situation:own_cover:2 cover:1", "Pool 5, difficulty 8"},
	} {
		_, out := consoletest.StFight(t, "en", "Dexterity 3 Firearms 2", "Stamina 1", "/attack attacker:Bob target:Al defense:none weapon:\"Light pistol\" "+tc.opts+"\n")
		consoletest.MustContain(t, out[0], tc.want)
	}
}

// «сложность бросков на атаку и защиту увеличивается на +1 за каждого
// дополнительного противника, начиная со второго. Максимальное значение
// модификатора составляет +4».
func TestStorytellerSeedMultipleOpponents(t *testing.T) {
	for _, tc := range []struct{ opts, want string }{
		{"opponents:1", "Pool 5, difficulty 6"},
		{"opponents:3", "Pool 5, difficulty 8"},
		{"opponents:5", "Pool 5, difficulty 10"},
		{"opponents:9", "Pool 5, difficulty 10"}, // +4 at most
		{"situation:opponents:3", "Pool 5, difficulty 8"},
	} {
		_, out := consoletest.StFight(t, "en", "Dexterity 3 Brawl 2", "Stamina 1", "/attack attacker:Bob target:Al maneuver:punch defense:none "+tc.opts+"\n")
		consoletest.MustContain(t, out[0], tc.want)
	}
	_, out := consoletest.StFight(t, "en", "Dexterity 3 Brawl 2", "Stamina 1", "/attack attacker:Bob target:Al maneuver:punch defense:none opponents:9\n")
	consoletest.MustContain(t, out[0], "multiple opponents +4")
	// The defender's own opponents raise its defence roll.
	_, out = consoletest.StFight(t, "en", "Dexterity 3 Brawl 2", "Dexterity 2 Dodge 1", "/attack attacker:Bob target:Al maneuver:punch defense:dodge def_opponents:3\n", 7, 7)
	consoletest.MustContain(t, out[0], "Pool 3, difficulty 8")
}

// «Если ваш персонаж атакует обездвиженную жертву, его запас бросков на
// атаку увеличивается на два кубика. Если жертва полностью обездвижена, все
// атаки автоматически считаются успешными».
func TestStorytellerSeedImmobilised(t *testing.T) {
	_, out := consoletest.StFight(t, "en", "Dexterity 3 Brawl 2", "Stamina 1", "/attack attacker:Bob target:Al maneuver:punch defense:none immobilized:partial\n")
	consoletest.MustContain(t, out[0], "immobilised target +2", "Pool 7, difficulty 6")
	_, out = consoletest.StFight(t, "en", "Dexterity 3 Brawl 2 Strength 2", "Stamina 1", "/attack attacker:Bob target:Al maneuver:punch defense:none immobilized:full\n", 7, 3)
	consoletest.MustContain(t, out[0], "automatic success", "2 dice + 0 extra successes, bashing")
}

// The same rule typed as the Russian help writes it:
// ещё:"обстановка:'обездвижен:частично'" and …:полностью.
func TestStorytellerImmobilisedRussianValues(t *testing.T) {
	_, out := consoletest.StFight(t, "ru", "Ловкость 3 Рукопашный бой 2", "Выносливость 1", "/атака атакующий:Bob цель:Al приём:удар защита:нет ещё:\"обстановка:'обездвижен:частично'\"\n")
	consoletest.MustContain(t, out[0], "жертва обездвижена +2", "Запас 7, сложность 6")
	_, out = consoletest.StFight(t, "ru", "Ловкость 3 Рукопашный бой 2 Сила 2", "Выносливость 1", "/атака атакующий:Bob цель:Al приём:удар защита:нет ещё:\"обстановка:'обездвижен:полностью'\"\n", 7, 3)
	consoletest.MustContain(t, out[0], "🎲 автоматический успех", "2 кубика + 0 лишних успехов, поверхностные")
}
