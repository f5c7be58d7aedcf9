package storyteller_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// stS12Text is every reply's plain text, the tracker's edits left out.
func stS12Text(t *testing.T, out []consoletest.Sent) string {
	t.Helper()
	var b strings.Builder
	for _, s := range consoletest.Replies(out) {
		b.WriteString(consoletest.PlainText(t, s))
		b.WriteString("\n")
	}
	return b.String()
}

// Session 12, the night after: Ann ends the fight Mauled with 5 lethal
// levels, bleeding («Если количество летальных повреждений доходит до уровня
// "Ранения" или ниже, персонаж получает дополнительный уровень летальных
// повреждений каждый час»), Bob Hurt with 2 bashing. The next fight brings
// both in unhurt (the design), so the recap is the only place the wounds
// are left: it lists them and says they end there, and that the bleeding
// goes on by the hour with nobody counting. Then /time with no fight open
// used to say «Nobody bleeds.», which read as "Ann stopped bleeding". Cy
// (Bruised, aggravated 1) makes three wounded players: the Russian field
// must still hold them all, not cut the last under «… and 1 more».
func TestStorytellerS12NightAfterWounds(t *testing.T) {
	type loc struct {
		setup, end, time                     string
		carry, ann, bob, cy, bleeds, noFight string
		oldNobody                            string
	}
	for locale, l := range map[string]loc{
		"en": {
			setup: "/combat start\n@Ann /combat join\n@Bob /combat join\n@Cy /combat join\n/combat add name:Ogre\n" +
				"/damage target:Ann levels:5 type:lethal\n/damage target:Bob levels:2 type:bashing\n/damage target:Cy levels:1 type:aggravated\n",
			end: "/combat end\n", time: "/time hours:1\n",
			carry:     "Wounds stay in this recap only",
			ann:       "🩹 **Ann**: Mauled (−2) · bashing 0, lethal 5, aggravated 0 · bleeding",
			bob:       "🩹 **Bob**: Hurt (−1) · bashing 2, lethal 0, aggravated 0",
			cy:        "🩹 **Cy**: Bruised · bashing 0, lethal 0, aggravated 1",
			bleeds:    "Bleeding goes on after the fight: one more lethal level an hour",
			noFight:   "No fight is open: the bot keeps wounds and bleeding only on a fight's tracker",
			oldNobody: "Nobody bleeds.",
		},
		"ru": {
			setup: "/бой начать\n@Ann /бой войти\n@Bob /бой войти\n@Cy /бой войти\n/бой добавить имя:Огр\n" +
				"/урон цель:Ann уровни:5 тип:летальные\n/урон цель:Bob уровни:2 тип:поверхностные\n/урон цель:Cy уровни:1 тип:усиливающиеся\n",
			end: "/бой конец\n", time: "/время часы:1\n",
			carry:     "Раны остаются только в этих итогах",
			ann:       "🩹 **Ann**: Тяжелые повреждения (−2) · поверхностные 0, летальные 5, усиливающиеся 0 · кровотечение",
			bob:       "🩹 **Bob**: Повреждения (−1) · поверхностные 2, летальные 0, усиливающиеся 0",
			cy:        "🩹 **Cy**: Ушибы · поверхностные 0, летальные 0, усиливающиеся 1",
			bleeds:    "Кровотечение после боя не прекращается",
			noFight:   "Боя нет: раны и кровотечение бот ведёт только на трекере боя",
			oldNobody: "Никто не истекает кровью.",
		},
	} {
		t.Run(locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, locale, consoletest.Twos(100)...)
			h.Run("/system set system:storyteller\n" +
				"@Ann /char set stats:\"Dexterity 3 Wits 2 Stamina 3\"\n@Bob /char set stats:\"Dexterity 2 Wits 2 Stamina 2\"\n@Cy /char set stats:\"Dexterity 1 Wits 1\"\n" + l.setup)
			recap := stS12Text(t, h.Run(l.end))
			for _, want := range []string{l.carry, l.ann, l.bob, l.cy, l.bleeds} {
				if !strings.Contains(recap, want) {
					t.Errorf("recap lacks %q:\n%s", want, recap)
				}
			}
			// The line saying where the wounds go comes before them.
			if i, j := strings.Index(recap, l.carry), strings.Index(recap, l.ann); i < 0 || j < 0 || i > j {
				t.Errorf("the carry line is not first:\n%s", recap)
			}
			tm := stS12Text(t, h.Run(l.time))
			if !strings.Contains(tm, l.noFight) || strings.Contains(tm, l.oldNobody) {
				t.Errorf("/time with no fight open:\n%s", tm)
			}
		})
	}
}

// An unhurt table ends the fight with no wound lines, and /time in an open
// fight with nobody bleeding keeps «Nobody bleeds.».
func TestStorytellerS12NightAfterUnhurt(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "en", consoletest.Twos(100)...)
	h.Run("/system set system:storyteller\n@Ann /char set stats:\"Dexterity 3 Wits 2\"\n/combat start\n@Ann /combat join\n")
	if tm := stS12Text(t, h.Run("/time hours:1\n")); !strings.Contains(tm, "Nobody bleeds.") {
		t.Errorf("/time in a fight:\n%s", tm)
	}
	if recap := stS12Text(t, h.Run("/combat end\n")); strings.Contains(recap, "Wounds stay") {
		t.Errorf("an unhurt recap speaks of wounds:\n%s", recap)
	}
}

// A player leaves mid-fight while the Ogre grapples them («До освобождения
// или отпускания жертвы, ни один из противников не может выполнять другие
// действия»): nobody is left in the Ogre's grip, so its next attack is not
// refused «release first» — the grapple ends, and the reply says why. Ann
// re-joins in between: the fresh Ann is not the one the Ogre held.
func TestStorytellerS12GrappledPlayerLeaves(t *testing.T) {
	for _, tc := range []struct {
		locale, grapple, leave, join, attack, want, refusal string
	}{
		{"en", "/attack attacker:Ogre target:Ann maneuver:grapple defense:none\n", "@Ann /combat remove name:Ann\n", "@Ann /combat join\n",
			"/attack attacker:Ogre target:Bob defense:none\n", "Ann left the fight: the grapple ends, and Ogre is free to act.", "release first"},
		{"ru", "/атака атакующий:Огр цель:Ann приём:захват защита:нет\n", "@Ann /бой убрать имя:Ann\n", "@Ann /бой войти\n",
			"/атака атакующий:Огр цель:Bob защита:нет\n", "Ann выходит из боя — захват окончен, Огр снова может действовать.", "отпустите сначала"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, append([]int{5, 5, 5}, sevens(200)...)...)
			h.Run("/system set system:storyteller\n" +
				"@Ann /char set stats:\"Dexterity 3 Wits 2 Stamina 3 Strength 2 Brawl 1\"\n@Bob /char set stats:\"Dexterity 2 Wits 2 Stamina 2\"\n" +
				"/combat start\n@Ann /combat join\n@Bob /combat join\n/combat add name:" + map[string]string{"en": "Ogre", "ru": "Огр"}[tc.locale] +
				" stats:\"Strength 3 Dexterity 2 Brawl 2 Stamina 3\"\n")
			if out := stS12Text(t, h.Run(tc.grapple)); out == "" {
				t.Fatal("no grapple reply")
			}
			h.Run(tc.leave + tc.join)
			r := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.attack)))
			text := consoletest.PlainText(t, r)
			if r.Ephemeral || strings.Contains(text, tc.refusal) {
				t.Fatalf("the Ogre's attack was refused:\n%s", text)
			}
			if !strings.Contains(text, tc.want) {
				t.Fatalf("missing %q in:\n%s", tc.want, text)
			}
		})
	}
}
