package storyteller_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"

	"github.com/bwmarrin/discordgo"
)

// «Если полученный результат превышает значение Силы противника, считается,
// что оружие было выбито. Противник не получает повреждений».
func TestStorytellerSeedDisarm(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "en", append([]int{5, 4, 7, 3, 3, 3, 3 /*attack*/, 8, 8, 8, 3 /*damage: 3 > Strength 2*/}, consoletest.Threes(40)...)...)
	out := consoletest.Replies(h.Run(`/system set system:storyteller
/char set name:Al stats:"Strength 2 Stamina 2 Dexterity 2 Melee 2"
/char weapon add name:Knife
/combat start
/combat add name:Bob stats:"Dexterity 3 Brawl 2 Strength 3"
/combat join
/attack attacker:Bob target:Al maneuver:disarm defense:none
/attack attacker:Al target:Bob weapon:Knife
`))
	n := len(out)
	consoletest.MustContain(t, out[n-2], "3 vs Strength 2: Al loses the weapon", "Healthy")
	consoletest.MustNotContain(t, out[n-2], "levels of")
	if !out[n-1].Ephemeral {
		t.Fatalf("a disarmed fighter cannot strike with the weapon: %s", out[n-1].Text())
	}
}

// Disarm: «Если полученный результат превышает значение Силы противника,
// считается, что оружие было выбито». The weapon is gone until picked up:
// an attack with it is refused, the tracker's Pick up weapon re-arms (it
// takes the action), and the GM records a dropped weapon («В случае неудачи
// ваш персонаж может либо выронить оружие…») or one back in hand.
func TestStorytellerPickUpTheWeapon(t *testing.T) {
	for _, tc := range []struct {
		locale, pickUp, refused, picked, notDisarmed, disarmed, dropped, back, gmOnly string
	}{
		{"en", "Pick up weapon", "Thug is disarmed: pick the weapon up first", "Thug picks the weapon up: that takes the action.",
			"Thug is not disarmed: the weapon is in hand.", "disarmed", "Ann drops the weapon: disarmed.", "Ann has the weapon in hand again.", "Only the GM"},
		{"ru", "Подобрать оружие", "Thug: оружия в руках нет — сначала подберите его", "Thug подбирает оружие: на это уходит действие.",
			"Thug: оружие и так в руке.", "обезоружен", "Ann роняет оружие: руки пусты.", "Ann: оружие снова в руке.", "мастер"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Initiative: Ann 9 + 3 + 1, Thug 2 + 2 + 1. Ann's disarm:
			// Dexterity 3 + Brawl 2 = 5 dice at 7, 8s; the disarm roll,
			// Strength 3 + 4 extra = 7 dice, 8s: 7 > Thug's Strength 1.
			// Thug's knife after picking it up: Dexterity 2 + Melee 2 = 4
			// dice, 2s (a miss).
			h := consoletest.NewSystemHarness(t, tc.locale, 9, 2, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 2, 2, 2, 2)
			h.Run(`/system set system:storyteller
/combat start
@Ann /char set stats:"Dexterity 3 Brawl 2 Strength 3 Stamina 2"
@Ann /combat join
/combat add name:Thug stats:"Strength 1 Dexterity 2 Brawl 2 Melee 2"
@Ann /attack target:Thug maneuver:disarm defense:none
!click Next turn
`)
			consoletest.MustContain(t, consoletest.LastOf(t, h.Run("/combat list\n")), "· "+tc.disarmed)
			consoletest.RefusedUnchanged(t, h, "/attack attacker:Thug target:Ann weapon:Knife defense:none", tc.refused)

			out := h.Run("!click " + tc.pickUp + "\n")
			consoletest.MustContain(t, consoletest.LastOf(t, out), tc.picked)
			if strings.Contains(consoletest.LastOf(t, h.Run("/combat list\n")).Text(), "· "+tc.disarmed) {
				t.Error("the tracker still shows Thug disarmed")
			}
			consoletest.RefusedUnchanged(t, h, "!click "+tc.pickUp, tc.notDisarmed)
			if got := h.Run("/attack attacker:Thug target:Ann weapon:Knife defense:none\n"); got[0].Ephemeral {
				t.Fatalf("Thug's knife refused after picking it up: %s", got[0].Text())
			}

			consoletest.RefusedUnchanged(t, h, "@Ann /combat weapon name:Ann state:dropped", tc.gmOnly)
			consoletest.MustContain(t, h.Run("/combat weapon name:Ann state:dropped\n")[0], tc.dropped)
			consoletest.RefusedUnchanged(t, h, "@Ann /attack target:Thug weapon:Knife defense:none", "Ann")
			consoletest.MustContain(t, h.Run("/combat weapon name:Ann state:armed\n")[0], tc.back)
		})
	}
}

// Disarm: «Персонаж может попытаться выбить оружие из рук противника».
// A target already disarmed (knocked away, or dropped by the GM's /combat
// weapon) has nothing in hand: the attempt is refused, not rolled as "loses
// the weapon!" again.
func TestStorytellerDisarmingTheDisarmedRefused(t *testing.T) {
	for _, tc := range []struct{ locale, refused string }{
		{"en", "Thug is already disarmed: there is no weapon in hand to knock away."},
		{"ru", "Thug: оружия в руках уже нет, выбивать нечего."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Initiative 9 + 3 + 1, 2 + 2 + 1; no die is rolled after.
			h := consoletest.NewSystemHarness(t, tc.locale, 9, 2)
			h.Run(`/system set system:storyteller
/combat start
@Ann /char set stats:"Dexterity 3 Brawl 2 Strength 3 Stamina 2"
@Ann /combat join
/combat add name:Thug stats:"Strength 1 Dexterity 2 Brawl 2 Melee 2"
/combat weapon name:Thug state:dropped
`)
			consoletest.RefusedUnchanged(t, h, "@Ann /attack target:Thug maneuver:disarm defense:none", tc.refused)
		})
	}
}

// «Обезоруживание … При успешном броске выполняется бросок на
// повреждение. Если полученный результат превышает значение Силы
// противника, считается, что оружие было выбито». The disarm roll's pool —
// Strength plus the extra successes, as a damage roll's — was shown nowhere:
// only its dice. It gets its own field, like the damage roll.
func TestStorytellerDisarmRollShowsItsPool(t *testing.T) {
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

// «В случае неудачи ваш персонаж может либо выронить оружие, либо
// подвергнуться ответному удару противника.» The failed disarm left the GM
// to decide, without saying how to record the dropped weapon: the note now
// names the command, and that command, typed as shown, drops it.
func TestStorytellerDisarmFailureNamesTheCommand(t *testing.T) {
	for _, tc := range []struct{ locale, disarm, hint, dropped string }{
		{"ru", "/атака атакующий:Анна цель:Орк приём:Обезоружить оружие:Нож\n",
			"/бой оружие имя:Анна состояние:выронено", "Анна роняет оружие"},
		{"en", "/attack attacker:Анна target:Орк maneuver:disarm weapon:Knife\n",
			"/combat weapon name:Анна state:dropped", "Анна drops"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := stLocalNamesFight(t, tc.locale)
			out := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.disarm)))
			consoletest.MustContain(t, out, "`"+tc.hint+"`")
			out = consoletest.LastOf(t, consoletest.Replies(h.Run(tc.hint+"\n")))
			consoletest.MustContain(t, out, tc.dropped)
		})
	}
}

// The Russian help said `/бой оружие имя состояние` and quoted the choices,
// so a console GM had to type состояние:"снова в руке" in full. The state
// takes the short forms the help shows (выронено, в_руке, "в руке"), the
// choices' English values, in any case; anything else is refused, changing
// nothing.
func TestStorytellerCombatWeaponTakesShortStates(t *testing.T) {
	for _, tc := range []struct {
		locale, setup, drop, back, bad string
		dropped, armed, refusal        string
	}{
		{"ru", "/система выбрать система:storyteller\n/бой начать\n/бой добавить имя:Orc\n",
			"/бой оружие имя:Orc состояние:ВЫРОНЕНО\n", "/бой оружие имя:Orc состояние:в_руке\n", "/бой оружие имя:Orc состояние:потеряно\n",
			"Orc роняет оружие", "Orc: оружие снова в руке", "Состояние оружия: «выронено: без оружия» (коротко `выронено`) или «снова в руке» (`в_руке`), а не «потеряно»."},
		{"ru", "/система выбрать система:storyteller\n/бой начать\n/бой добавить имя:Orc\n",
			"/бой оружие имя:Orc состояние:dropped\n", "/бой оружие имя:Orc состояние:\"В руке\"\n", "/бой оружие имя:Orc состояние:руке\n",
			"Orc роняет оружие", "Orc: оружие снова в руке", "а не «руке»"},
		{"en", "/system set system:storyteller\n/combat start\n/combat add name:Orc\n",
			"/combat weapon name:Orc state:Dropped\n", "/combat weapon name:Orc state:in_hand\n", "/combat weapon name:Orc state:lost\n",
			"Orc drops the weapon", "Orc has the weapon in hand again", "not “lost”"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 7)
		h.Run(tc.setup)
		consoletest.WantAll(t, tc.locale+" drop", h.Run(tc.drop)[0], tc.dropped)
		bad := h.Run(tc.bad)
		if len(bad) != 1 || !bad[0].Ephemeral {
			t.Errorf("%s: want one ephemeral refusal, got %d messages", tc.locale, len(bad))
		}
		consoletest.WantAll(t, tc.locale+" bad", consoletest.LastOf(t, bad), tc.refusal)
		consoletest.WantAll(t, tc.locale+" back", h.Run(tc.back)[0], tc.armed)
	}
}

// The Russian help names the short forms.
func TestStorytellerHelpShowsShortWeaponStates(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "ru")
	consoletest.WantAll(t, "help", consoletest.LastOf(t, h.Run("/система выбрать система:storyteller\n/помощь\n")), "`/бой оружие имя состояние:выронено|в_руке`")
}

// The /бой оружие choice read «выронено: обезоружен», masculine; a woman
// may be disarmed too («Обезоруживание: Персонаж может попытаться выбить
// оружие из рук противника»). The shown name is gender-neutral; the value
// stays "dropped", and the old name typed still works.
func TestStorytellerDroppedWeaponChoiceGenderNeutral(t *testing.T) {
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
