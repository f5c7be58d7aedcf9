package storyteller_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
)

// Session 9: the gaps session 8 left in storyteller, driven through the
// console in both locales.

// stS9Fight starts a fight of Ann (Dexterity 3 Firearms 3, initiative
// 9 + 3) and Orc (2 + 1) with every later die a 2: every attack misses
// (2 < 6, and no 1 to botch), so only the counts change.
func stS9Fight(t *testing.T, locale string) *consoletest.Harness {
	t.Helper()
	h := consoletest.NewSystemHarness(t, locale, append([]int{9, 2}, consoletest.Twos(300)...)...)
	h.Run(`/system set system:storyteller
/combat start
/combat add name:Ann stats:"Dexterity 3 Firearms 3"
/combat add name:Orc
`)
	return h
}

// «Режим огня: максимальное количество выстрелов или коротких очередей за
// один ход»: shots counts the shots or bursts of the turn, 1 to the rate.
// maneuver:burst shots:0 fired one burst, and shots:-1 was refused as
// "from 0 to 20": below 1 is refused with the weapon's own range, as above
// the rate is, and nothing is spent.
func TestStorytellerS9ShotsBelowOneRefused(t *testing.T) {
	for _, tc := range []struct {
		locale, bursts, shots, auto, left string
	}{
		{"en", "Light SMG: 1 to 3 bursts a turn (its rate).", "Heavy revolver: 1 to 2 shots a turn (its rate).",
			"shots does not apply", "Rounds left: 28"},
		{"ru", "Light SMG: от 1 до 3 коротких очередей за ход (режим огня).", "Heavy revolver: от 1 до 2 выстрелов за ход (режим огня).",
			"к ним не применяется", "Патронов осталось: 28"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := stS9Fight(t, tc.locale)
			for _, n := range []string{"0", "-1"} {
				consoletest.RefusedUnchanged(t, h, `/attack attacker:Ann target:Orc weapon:"Light SMG" maneuver:burst defense:none shots:`+n, tc.bursts)
				consoletest.RefusedUnchanged(t, h, `/attack attacker:Ann target:Orc weapon:"Heavy revolver" defense:none shots:`+n, tc.shots)
				consoletest.RefusedUnchanged(t, h, `/attack attacker:Ann target:Orc weapon:"Light SMG" maneuver:auto defense:none shots:`+n, tc.auto)
			}
			// Nothing was spent: one burst (shots:1, or shots left out)
			// takes 3 of 30+1.
			out := consoletest.LastOf(t, consoletest.Replies(h.Run(`/attack attacker:Ann target:Orc weapon:"Light SMG" maneuver:burst defense:none shots:1`+"\n")))
			if out.Ephemeral {
				t.Fatalf("shots:1 with a burst refused: %s", out.Text())
			}
			consoletest.MustContain(t, out, tc.left)
		})
	}
}

// «Общее количество выстрелов за ход ограничивается режимом огня вашего
// оружия»: each /attack got the gun's full rate, so a Heavy revolver
// («Режим огня 2») fired three times a round in three attacks and nothing
// said so. In a fight the shots of the round are counted per gun: within
// the rate nothing is added; past it the attack is played (the GM may have
// ruled it, and scripted fights empty a clip in one round) and the reply
// says the rate and the round's total. Undo takes the count back; the next
// round starts anew.
func TestStorytellerS9RateSharedByTheRoundsAttacks(t *testing.T) {
	for _, tc := range []struct {
		locale, revolverOver, smgOver, revolverLeft, threeLeft string
	}{
		{"en", "Heavy revolver: its rate is 2 shots or bursts a turn, and this round's attacks have fired 3. The GM decides, and can take this attack back with `/combat undo`.",
			"Light SMG: its rate is 3 shots or bursts a turn, and this round's attacks have fired 4.",
			"Rounds left: 4", "Rounds left: 3"},
		{"ru", "Heavy revolver: режим огня — 2 за ход (выстрелы или короткие очереди), а атаки этого раунда выпустили уже 3. Решает мастер. Мастер может отменить эту атаку: `/бой отменить`.",
			"Light SMG: режим огня — 3 за ход (выстрелы или короткие очереди), а атаки этого раунда выпустили уже 4.",
			"Патронов осталось: 4", "Патронов осталось: 3"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := stS9Fight(t, tc.locale)
			shot := `/attack attacker:Ann target:Orc weapon:"Heavy revolver" defense:none` + "\n"
			fire := func(line string) consoletest.Sent {
				t.Helper()
				out := consoletest.LastOf(t, consoletest.Replies(h.Run(line)))
				if out.Ephemeral {
					t.Fatalf("%s refused: %s", strings.TrimSpace(line), out.Text())
				}
				return out
			}
			for range 2 { // two attacks, one shot each: within the rate
				consoletest.MustNotContain(t, fire(shot), "⚠️")
			}
			out := fire(shot) // the third: past the rate, played and said
			consoletest.MustContain(t, out, tc.revolverOver, tc.threeLeft)

			// Undo the third and the second: one fired; the next is within.
			h.Run("/combat undo\n/combat undo\n")
			out = fire(shot)
			consoletest.MustNotContain(t, out, "⚠️")
			consoletest.MustContain(t, out, tc.revolverLeft) // 6 − 2

			// Each gun has its own rate: a burst of the Light SMG («Режим
			// огня 3») counts one of its three, so three shots more are four.
			consoletest.MustNotContain(t, fire(`/attack attacker:Ann target:Orc weapon:"Light SMG" maneuver:burst defense:none`+"\n"), "⚠️")
			consoletest.MustContain(t, fire(`/attack attacker:Ann target:Orc weapon:"Light SMG" shots:3 defense:none`+"\n"), tc.smgOver)

			// A new round: the rate is whole again.
			h.Run("/combat next\n/combat next\n")
			for _, line := range []string{shot, shot, `/attack attacker:Ann target:Orc weapon:"Light SMG" shots:3 defense:none` + "\n"} {
				consoletest.MustNotContain(t, fire(line), "⚠️")
			}
		})
	}
}

// A reload then a shot in one round stays a multiple action («перезарядку
// вместе с другим действием (считается множественным действием)»): the
// reload is not a shot, so it spends none of the rate, and the shot after
// it still loses its dice.
func TestStorytellerS9ReloadThenShootStillAMultipleAction(t *testing.T) {
	h := stS9Fight(t, "en")
	h.Run(`/attack attacker:Ann target:Orc weapon:"Heavy revolver" defense:none
/reload name:Ann weapon:"Heavy revolver"
`)
	out := consoletest.LastOf(t, consoletest.Replies(h.Run(`/attack attacker:Ann target:Orc weapon:"Heavy revolver" defense:none`+"\n")))
	if out.Ephemeral {
		t.Fatalf("a shot after a reload refused: %s", out.Text())
	}
	consoletest.MustContain(t, out, "multiple actions", "Rounds left: 5")
	consoletest.MustNotContain(t, out, "⚠️") // the reload spent none of the rate
}

// The /бой оружие choice read «выронено: обезоружен», masculine; a woman
// may be disarmed too («Обезоруживание: Персонаж может попытаться выбить
// оружие из рук противника»). The shown name is gender-neutral; the value
// stays "dropped", and the old name typed still works.
func TestStorytellerS9DroppedWeaponChoiceGenderNeutral(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "ru", 9, 2)
	var names []string
	for _, d := range h.App.Definitions() {
		var walk func([]*discordgo.ApplicationCommandOption)
		walk = func(opts []*discordgo.ApplicationCommandOption) {
			for _, o := range opts {
				for _, c := range o.Choices {
					if c.Value == "dropped" {
						names = append(names, c.NameLocalizations[discordgo.Russian])
					}
				}
				walk(o.Options)
			}
		}
		walk(d.Options)
	}
	if len(names) == 0 {
		t.Fatal("no choice with the value dropped")
	}
	for _, n := range names {
		if n != "выронено: без оружия" {
			t.Errorf("the dropped choice reads %q, want «выронено: без оружия»", n)
		}
	}
	h.Run(`/система выбрать система:storyteller
/бой начать
/бой добавить имя:Анна
/бой добавить имя:Вера
`)
	for _, tc := range []struct{ name, typed string }{{"Анна", "выронено: без оружия"}, {"Вера", "выронено: обезоружен"}} {
		out := consoletest.LastOf(t, consoletest.Replies(h.Run(`/бой оружие имя:`+tc.name+` состояние:"`+tc.typed+`"`+"\n")))
		if out.Ephemeral {
			t.Fatalf("%s: refused: %s", tc.typed, out.Text())
		}
		consoletest.MustContain(t, out, tc.name+" роняет оружие: руки пусты.")
	}
	out := consoletest.LastOf(t, h.Run("/бой оружие имя:Анна состояние:потеряно\n"))
	consoletest.MustContain(t, out, "«выронено: без оружия»")
	consoletest.MustNotContain(t, out, "обезоружен")
}

// Play-test: «Обезоруживание … При успешном броске выполняется бросок на
// повреждение. Если полученный результат превышает значение Силы
// противника, считается, что оружие было выбито». The disarm roll's pool —
// Strength plus the extra successes, as a damage roll's — was shown nowhere:
// only its dice. It gets its own field, like the damage roll.
func TestStorytellerS9DisarmRollShowsItsPool(t *testing.T) {
	for _, tc := range []struct{ locale, title, pool, roll string }{
		{"en", "🗡️ Disarm — Thug", "4 dice + 1 extra success", "Pool 5, difficulty 6"},
		{"ru", "🗡️ Обезоружить — Thug", "4 кубика + 1 лишний успех", "Запас 5, сложность 6"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Initiative Bob 9 + 3 + 1, Thug 2 + 1 + 1. The disarm:
			// Dexterity 3 + Brawl 3 = 6 dice at 7, two 8s: 2 successes;
			// the disarm roll: Strength 4 + 1 extra = 5 dice, four 8s:
			// 4 > Thug's Strength 3.
			h := consoletest.NewSystemHarness(t, tc.locale, 9, 2, 8, 8, 2, 2, 2, 2, 8, 8, 8, 8, 2)
			h.Run(`/system set system:storyteller
/combat start
/combat add name:Bob stats:"Strength 4 Dexterity 3 Brawl 3"
/combat add name:Thug stats:"Strength 3"
`)
			out := consoletest.LastOf(t, consoletest.Replies(h.Run("/attack attacker:Bob target:Thug maneuver:disarm defense:none\n")))
			consoletest.MustContain(t, out, tc.title, tc.pool, tc.roll)
		})
	}
}

// Play-test: the English help says each situation token also works as an
// option of its own in the console, and the Russian help names the tokens
// in Russian; typed by those names (сила_воли:да противники:3 цели:Громила)
// they were dropped without a word — the willpower never spent, the +2
// difficulty never applied, a strafe of two read as one target.
func TestStorytellerS9RussianSituationTokensAsOptions(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "ru", append([]int{9, 2, 1}, consoletest.Twos(60)...)...)
	h.Run(`/система выбрать система:storyteller
/бой начать
/бой добавить имя:Анна параметры:"Ловкость 3 Огнестрельное_оружие 3 Сила_воли 3"
/бой добавить имя:Бандит
/бой добавить имя:Громила
`)
	// «В битве с несколькими противниками сложность … увеличивается на +1 за
	// каждого дополнительного противника»: three opponents, +2; Willpower:
	// one automatic success.
	out := consoletest.LastOf(t, consoletest.Replies(h.Run(`/атака атакующий:Анна цель:Бандит оружие:"Пистолет крупного калибра" защита:нет противники:3 сила_воли:да`+"\n")))
	consoletest.MustContain(t, out, "несколько противников +2", "(+1 Сила воли)")
	// «Обстрел … успешные баллы равномерно распределяются между всеми
	// целями»: both named targets get a share.
	out = consoletest.LastOf(t, consoletest.Replies(h.Run(`/атака атакующий:Анна цель:Бандит оружие:"Пистолет-пулемет легкий" приём:обстрел цели:Громила защита:нет`+"\n")))
	if out.Ephemeral {
		t.Fatalf("strafe refused: %s", out.Text())
	}
	consoletest.MustContain(t, out, "↳ Бандит", "↳ Громила")
	// Names do not decline: «Для Громила указаны две защиты» read wrong.
	out = consoletest.LastOf(t, h.Run(`/атака атакующий:Анна цель:Бандит оружие:Автомат приём:обстрел цели:Громила защита:"Громила:уворот, Громила:нет"`+"\n"))
	consoletest.MustContain(t, out, "Громила: указаны две защиты")
}

// Play-test: Russian names do not decline, and «в захвате у Борис», «защита
// относится к Бандит» read wrong with every Russian name. The grapple and
// the defence refusal name the fighter in brackets or after a dash, as the
// hold already did («обездвижен(а) удерживанием (Thug)»).
func TestStorytellerS9GrappleTextsReadWithRussianNames(t *testing.T) {
	// Initiative Громила 9 + 1 + 1, Борис 2 + 1 + 1. The grapple: Strength
	// 3 + Brawl 2 = 5 dice, three 8s; damage Strength 3 + 2 extra = 5 dice
	// of 2s: no damage, but held.
	h := consoletest.NewSystemHarness(t, "ru", 9, 2, 8, 8, 8, 2, 2, 2, 2, 2, 2, 2)
	h.Run(`/система выбрать система:storyteller
/бой начать
/бой добавить имя:Громила параметры:"Сила 3 Рукопашный_бой 2"
/бой добавить имя:Борис
/атака атакующий:Громила цель:Борис приём:захват защита:нет
`)
	list := consoletest.LastOf(t, h.Run("/бой трекер\n"))
	consoletest.MustContain(t, list, "в захвате (Громила)", "держит в захвате: Борис")
	consoletest.MustNotContain(t, list, "в захвате у")
	refusal := consoletest.LastOf(t, h.Run("/атака атакующий:Борис цель:Громила приём:\"удар рукой\" защита:нет\n"))
	consoletest.MustContain(t, refusal, "Борис в захвате (Громила): можно только пытаться вырваться.")
	refusal = consoletest.LastOf(t, h.Run("/атака атакующий:Громила цель:Борис приём:\"удар рукой\" защита:нет\n"))
	consoletest.MustContain(t, refusal, "Громила держит противника (Борис)")
	refusal = consoletest.LastOf(t, h.Run("/атака атакующий:Громила цель:Борис приём:захват защита:Громила:уворот\n"))
	consoletest.MustContain(t, refusal, "«Громила» — не цель этой атаки; цель — Борис")
}
