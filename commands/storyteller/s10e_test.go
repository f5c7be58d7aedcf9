package storyteller_test

import (
	"fray/bot/consoletest"
	"testing"
)

// Session 10, round 5: close combat played in English (and checked in
// Russian), driven through the console.

// «До освобождения или отпускания жертвы, ни один из противников не может
// выполнять другие действия.» A dead victim is released: the reply that
// kills says the grapple (or hold) is over, the tracker no longer shows the
// holder locked, and the holder's next attack on someone else is played —
// before, Ann stayed "grappling Thug" beside Thug's body and every other
// action was refused with "release first". The other way round too: a
// victim whose holder dies is free.
func TestStorytellerS10eDeathEndsTheLock(t *testing.T) {
	for _, tc := range []struct {
		locale, grapple, hold, kill, killAnn, punch, freedGrapple, freedHold, freedVictim, locked string
	}{
		{"en",
			"/attack attacker:Ann target:Thug maneuver:grapple defense:none",
			"/attack attacker:Ann target:Thug maneuver:hold defense:none",
			"/damage target:Thug levels:8 type:lethal",
			"/damage target:Ann levels:8 type:lethal",
			"/attack attacker:Ann target:Bo maneuver:punch defense:none",
			"Thug is dead: the grapple ends, and Ann is free to act.",
			"Thug is dead: the hold ends, and Ann is free to act.",
			"Ann is dead: the grapple ends, and Thug is free to act.",
			"grappling Thug"},
		{"ru",
			"/атака атакующий:Ann цель:Thug приём:захват защита:нет",
			"/атака атакующий:Ann цель:Thug приём:удерживание защита:нет",
			"/урон цель:Thug уровни:8 тип:летальные",
			"/урон цель:Ann уровни:8 тип:летальные",
			"/атака атакующий:Ann цель:Bo приём:\"удар рукой\" защита:нет",
			"Thug: смерть — захват окончен, Ann снова может действовать.",
			"Thug: смерть — удерживание окончено, Ann снова может действовать.",
			"Ann: смерть — захват окончен, Thug снова может действовать.",
			"держит в захвате: Thug"},
	} {
		t.Run(tc.locale+"/grapple", func(t *testing.T) {
			h := consoletest.StLockFight(t, tc.locale, tc.grapple)
			out := h.Run(tc.kill + "\n")
			kill := consoletest.LastOf(t, consoletest.Replies(out))
			if kill.Ephemeral {
				t.Fatalf("damage refused: %s", kill.Text())
			}
			consoletest.MustContain(t, kill, tc.freedGrapple)
			consoletest.MustNotContain(t, consoletest.LastOf(t, out), tc.locked) // the tracker
			punch := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.punch+"\n")))
			if punch.Ephemeral {
				t.Fatalf("the holder of a dead victim is still locked: %s", punch.Text())
			}
		})
		t.Run(tc.locale+"/hold", func(t *testing.T) {
			h := consoletest.StLockFight(t, tc.locale, tc.hold)
			kill := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.kill+"\n")))
			consoletest.MustContain(t, kill, tc.freedHold)
			punch := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.punch+"\n")))
			if punch.Ephemeral {
				t.Fatalf("the holder of a dead victim is still locked: %s", punch.Text())
			}
		})
		t.Run(tc.locale+"/holder dies", func(t *testing.T) {
			h := consoletest.StLockFight(t, tc.locale, tc.grapple)
			kill := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.killAnn+"\n")))
			consoletest.MustContain(t, kill, tc.freedVictim)
		})
	}
}

// «Нападающий может попытаться нанести дополнительные повреждения, укрепив
// захват (бросок на Силу).» Tightening has no attack roll: the reply showed
// only "automatic success", as for a fully immobilised target, and nothing
// said why. It now says it is the grapple tightened, with Strength alone
// for damage (Strength 3: three dice, no extra successes).
func TestStorytellerS10eTightenSaysWhatItIs(t *testing.T) {
	for _, tc := range []struct{ locale, grapple, note, pool string }{
		{"en", "/attack attacker:Ann target:Thug maneuver:grapple defense:none",
			"Ann tightens the grapple on Thug: no attack roll, only a Strength roll for damage.",
			"3 dice + 0 extra successes, bashing"},
		{"ru", "/атака атакующий:Ann цель:Thug приём:захват защита:нет",
			"Ann укрепляет захват (Thug): броска на атаку нет, только бросок на Силу для повреждений.",
			"Запас 3, сложность 6"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.StLockFight(t, tc.locale, tc.grapple)
			got := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.grapple+"\n")))
			if got.Ephemeral {
				t.Fatalf("tightening refused: %s", got.Text())
			}
			consoletest.MustContain(t, got, tc.note, tc.pool)
		})
	}
}

// A lock is one pair («Персонаж удерживает жертву»): when Bo grapples Thug,
// whom Ann holds, Thug is Bo's now, and Ann — before, left "holding Thug"
// for good, refused every other action, her Release not freeing Thug — is
// let go, and the reply says so.
func TestStorytellerS10eSecondLockEndsTheFirst(t *testing.T) {
	for _, tc := range []struct{ locale, hold, grapple, punch, note, stale string }{
		{"en", "/attack attacker:Ann target:Thug maneuver:hold defense:none",
			"/attack attacker:Bo target:Thug maneuver:grapple defense:none",
			"/attack attacker:Ann target:Bo maneuver:punch defense:none",
			"The hold of Ann and Thug ends: Thug is now locked with Bo. Ann is free to act.",
			"holding Thug"},
		{"ru", "/атака атакующий:Ann цель:Thug приём:удерживание защита:нет",
			"/атака атакующий:Bo цель:Thug приём:захват защита:нет",
			"/атака атакующий:Ann цель:Bo приём:\"удар рукой\" защита:нет",
			"Удерживание окончено (Ann — Thug): новая сцепка — Thug и Bo. Ann снова может действовать.",
			"удерживает: Thug"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Ann holds with 8 8 8 2 2 2; Bo (Strength 1 + Brawl 0, +2 dice
			// on a held target) grapples with 8 8 8, damage 2 2 2.
			h := consoletest.NewSystemHarness(t, tc.locale, append([]int{9, 2, 5, 8, 8, 8, 2, 2, 2, 8, 8, 8, 2, 2, 2}, consoletest.Twos(300)...)...)
			h.Run(`/system set system:storyteller
/combat start
/combat add name:Ann stats:"Strength 3 Dexterity 3 Wits 2 Brawl 3"
/combat add name:Thug stats:"Strength 4 Dexterity 2 Wits 1 Brawl 2"
/combat add name:Bo stats:"Dexterity 2 Wits 2"
`)
			if got := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.hold+"\n"))); got.Ephemeral {
				t.Fatalf("hold refused: %s", got.Text())
			}
			out := h.Run(tc.grapple + "\n")
			grab := consoletest.LastOf(t, consoletest.Replies(out))
			if grab.Ephemeral {
				t.Fatalf("grapple refused: %s", grab.Text())
			}
			consoletest.MustContain(t, grab, tc.note)
			consoletest.MustNotContain(t, consoletest.LastOf(t, out), tc.stale) // the tracker
			if punch := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.punch+"\n"))); punch.Ephemeral {
				t.Fatalf("Ann is still locked: %s", punch.Text())
			}
		})
	}
}

// «В случае провала броска, персонаж автоматически получает один уровень
// поверхностных повреждений.» A sweep whose damage roll fails (3 3 3 3)
// leaves the blow's ❤️ field at "still Healthy", and then Thug botches the
// footing roll (3 1 3 at difficulty 8): the footing field now says the
// level that bashing level brings, Bruised, as the tracker shows it.
func TestStorytellerS10eFootingBotchSaysTheLevel(t *testing.T) {
	for _, tc := range []struct{ locale, sweep, botch, level string }{
		{"en", "/attack attacker:Ann target:Thug maneuver:sweep defense:none",
			"Botch: one bashing level.", "Thug is now **Bruised**."},
		{"ru", "/атака атакующий:Ann цель:Thug приём:подсечка защита:нет",
			"Провал (ботч): один уровень поверхностных повреждений.", "Thug: теперь **Ушибы**."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, append([]int{9, 2, 8, 8, 3, 3, 3, 3, 3, 3, 3, 3, 3, 1, 3}, consoletest.Twos(100)...)...)
			h.Run(`/system set system:storyteller
/combat start
/combat add name:Ann stats:"Strength 3 Dexterity 3 Wits 2 Brawl 3"
/combat add name:Thug stats:"Strength 4 Dexterity 2 Stamina 3 Wits 1 Athletics 1"
`)
			got := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.sweep+"\n")))
			if got.Ephemeral {
				t.Fatalf("sweep refused: %s", got.Text())
			}
			consoletest.MustContain(t, got, tc.botch, tc.level)
		})
	}
}
