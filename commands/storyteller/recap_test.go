package storyteller_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// The recap lists as fallen who is down when the fight ends (dead,
// incapacitated, unconscious), not who was only dizzied: «пропускает своё
// следующее действие» costs a turn, not the fight. Al takes 3 lethal against
// Stamina 1 (dizzied, Injured); Bo takes 7 (every box: incapacitated).
func TestStorytellerRecapFallenLeavesOutTheDizzied(t *testing.T) {
	for _, tc := range []struct{ locale, fell, dizzied string }{
		{"en", "Fallen", "dizzied"},
		{"ru", "Павшие", "ошеломлён"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, 5, 4)
			out := h.Run(`/system set system:storyteller
/combat start
/combat add name:Al stats:"Stamina 1"
/combat add name:Bo stats:"Stamina 1"
/damage target:Al levels:3 type:lethal
/damage target:Bo levels:7 type:lethal
/combat end
`)
			var recap string
			for _, s := range out {
				if strings.Contains(s.Text(), tc.fell) {
					recap = s.Text()
				}
			}
			if recap == "" {
				t.Fatalf("no %q in the recap: %+v", tc.fell, out)
			}
			fallen := recap[strings.Index(recap, tc.fell):]
			if !strings.Contains(fallen, "• Bo") {
				t.Errorf("incapacitated Bo is not among the fallen:\n%s", fallen)
			}
			if strings.Contains(fallen, "• Al") {
				t.Errorf("dizzied Al is among the fallen:\n%s", fallen)
			}
			dizzied := false // Al was dizzied indeed
			for _, s := range out {
				dizzied = dizzied || strings.Contains(s.Text(), "Al") && strings.Contains(s.Text(), tc.dizzied)
			}
			if !dizzied {
				t.Errorf("Al was not dizzied: %+v", out)
			}
		})
	}
}

// Ann ends the fight Mauled with 5 lethal levels, bleeding («Если количество
// летальных повреждений доходит до уровня "Ранения" или ниже, персонаж
// получает дополнительный уровень летальных повреждений каждый час»), Bob
// Hurt with 2 bashing, Cy Bruised with 1 aggravated: three wounded players,
// and the Russian field must still hold them all, not cut the last under
// «… and 1 more». The recap lists them and says first where the wounds go.
// With the campaign on (the default) the party takes them on, and an hour
// of /time then bleeds Ann by a level. With every fight fresh they end
// there, the bleeding goes on with nobody counting, and /time says it
// marks nothing — never «Nobody bleeds.», which read as "Ann stopped".
func TestStorytellerRecapCarriesWoundsAndBleeding(t *testing.T) {
	type loc struct {
		locale, fresh, setup, end, time string
		carry, ann, bob, cy, bleeds     string
		after, notAfter                 string
	}
	setup := map[string]string{
		"en": "/combat start\n@Ann /combat join\n@Bob /combat join\n@Cy /combat join\n/combat add name:Ogre\n" +
			"/damage target:Ann levels:5 type:lethal\n/damage target:Bob levels:2 type:bashing\n/damage target:Cy levels:1 type:aggravated\n",
		"ru": "/бой начать\n@Ann /бой войти\n@Bob /бой войти\n@Cy /бой войти\n/бой добавить имя:Огр\n" +
			"/урон цель:Ann уровни:5 тип:летальные\n/урон цель:Bob уровни:2 тип:поверхностные\n/урон цель:Cy уровни:1 тип:усиливающиеся\n",
	}
	en := loc{locale: "en", setup: setup["en"], end: "/combat end\n", time: "/time hours:1\n",
		ann: "🩹 **Ann**: Mauled (−2) · bashing 0, lethal 5, aggravated 0 · bleeding",
		bob: "🩹 **Bob**: Hurt (−1) · bashing 2, lethal 0, aggravated 0",
		cy:  "🩹 **Cy**: Bruised · bashing 0, lethal 0, aggravated 1"}
	ru := loc{locale: "ru", setup: setup["ru"], end: "/бой конец\n", time: "/время часы:1\n",
		ann: "🩹 **Ann**: Тяжелые повреждения (−2) · поверхностные 0, летальные 5, усиливающиеся 0 · кровотечение",
		bob: "🩹 **Bob**: Повреждения (−1) · поверхностные 2, летальные 0, усиливающиеся 0",
		cy:  "🩹 **Cy**: Ушибы · поверхностные 0, летальные 0, усиливающиеся 1"}
	cases := []loc{en, ru, en, ru}
	cases[0].carry, cases[0].bleeds = "These wounds go on with the players' characters", "and `/time` counts those hours"
	cases[0].after, cases[0].notAfter = "**Ann** bleeds 1 lethal level → Crippled (−5)", "Nobody bleeds."
	cases[1].carry, cases[1].bleeds = "Эти раны персонажи игроков", "и `/время` эти часы считает"
	cases[1].after, cases[1].notAfter = "**Ann** — кровотечение: 1 уровень летальных → Калека (−5)", "Никто не истекает кровью."
	cases[2].fresh, cases[2].carry, cases[2].bleeds = "/system campaign on:false\n", "Wounds stay in this recap only", "The bot no longer counts those hours"
	cases[2].after, cases[2].notAfter = "No fight is open: the bot keeps wounds and bleeding only on a fight's tracker", "Nobody bleeds."
	cases[3].fresh, cases[3].carry, cases[3].bleeds = "/система кампания вкл:false\n", "Раны остаются только в этих итогах", "Бот эти часы больше не считает"
	cases[3].after, cases[3].notAfter = "Боя нет: раны и кровотечение бот ведёт только на трекере боя", "Никто не истекает кровью."
	for _, l := range cases {
		t.Run(l.locale+map[bool]string{true: "_fresh", false: "_campaign"}[l.fresh != ""], func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, l.locale, consoletest.Twos(100)...)
			h.Run("/system set system:storyteller\n" + l.fresh +
				"@Ann /char set stats:\"Dexterity 3 Wits 2 Stamina 3\"\n@Bob /char set stats:\"Dexterity 2 Wits 2 Stamina 2\"\n@Cy /char set stats:\"Dexterity 1 Wits 1\"\n" + l.setup)
			recap := stRepliesText(t, h.Run(l.end))
			for _, want := range []string{l.carry, l.ann, l.bob, l.cy, l.bleeds} {
				if !strings.Contains(recap, want) {
					t.Errorf("recap lacks %q:\n%s", want, recap)
				}
			}
			// The line saying where the wounds go comes before them.
			if i, j := strings.Index(recap, l.carry), strings.Index(recap, l.ann); i < 0 || j < 0 || i > j {
				t.Errorf("the carry line is not first:\n%s", recap)
			}
			tm := stRepliesText(t, h.Run(l.time))
			if !strings.Contains(tm, l.after) || strings.Contains(tm, l.notAfter) {
				t.Errorf("/time with no fight open:\n%s", tm)
			}
		})
	}
}

// An unhurt table ends the fight with no wound lines, and /time in an open
// fight with nobody bleeding keeps «Nobody bleeds.».
func TestStorytellerRecapOfAnUnhurtTable(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "en", consoletest.Twos(100)...)
	h.Run("/system set system:storyteller\n@Ann /char set stats:\"Dexterity 3 Wits 2\"\n/combat start\n@Ann /combat join\n")
	if tm := stRepliesText(t, h.Run("/time hours:1\n")); !strings.Contains(tm, "Nobody bleeds.") {
		t.Errorf("/time in a fight:\n%s", tm)
	}
	if recap := stRepliesText(t, h.Run("/combat end\n")); strings.Contains(recap, "Wounds stay") {
		t.Errorf("an unhurt recap speaks of wounds:\n%s", recap)
	}
}
