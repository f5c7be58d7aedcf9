package storyteller_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// Grapple and hold: «До освобождения или отпускания жертвы, ни один из
// противников не может выполнять другие действия. Жертва выполняет бросок на
// Силу + Рукопашный бой, сравнивая его с броском нападающего»; the holder
// tightens a grapple (a Strength damage roll) each turn.
func TestStorytellerSeedGrappleStruggle(t *testing.T) {
	h, out := consoletest.StFight(t, "en", "Strength 3 Brawl 2", "Strength 2 Brawl 1 Stamina 1",
		"/attack attacker:Bob target:Al maneuver:grapple defense:none\n/attack attacker:Al target:Bob maneuver:punch\n",
		7, 3, 3, 3, 3 /*attack*/, 3, 3, 3 /*damage*/, 3, 3, 3 /*tightening*/, 9, 9, 9 /*Al breaks free*/)
	consoletest.MustContain(t, out[0], "Strength + Brawl = 5", "grappled by Bob")
	if !out[1].Ephemeral {
		t.Fatalf("a grappled victim cannot attack: %s", out[1].Text())
	}
	// Bob tightens: automatic, a Strength damage roll (3 dice).
	out = consoletest.Replies(h.Run("/attack attacker:Bob target:Al maneuver:grapple\n"))
	consoletest.MustContain(t, out[0], "3 dice + 0 extra successes, bashing")
	// Al's turn: the struggle, Strength + Brawl against Strength + Brawl.
	h.Run("/combat next\n")
	out = consoletest.Replies(h.Run("!click Break free\n")) // the action button settles the owed roll too
	consoletest.MustContain(t, consoletest.LastOf(t, out), "Al breaks free of Bob (**9** **9** **9**: 3 vs 3 3 3 3 3: 0)")
	consoletest.MustNotContain(t, consoletest.LastOf(t, out), "grappled by Bob", "Rolls owed")
}

// «Нападающий может попытаться нанести дополнительные повреждения, укрепив
// захват (бросок на Силу).» Tightening has no attack roll: the reply showed
// only "automatic success", as for a fully immobilised target, and nothing
// said why. It now says it is the grapple tightened, with Strength alone
// for damage (Strength 3: three dice, no extra successes).
func TestStorytellerTightenSaysWhatItIs(t *testing.T) {
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

// Tightening a grapple rolls no attack («укрепив захват (бросок на
// Силу)»), so the undeclared-actions reminder ("attack 2 this round, rolled
// with no multiple-action penalty") has nothing to speak of there.
func TestStorytellerTightenGetsNoSplitReminder(t *testing.T) {
	for _, tc := range []struct{ locale, grapple, note, banned string }{
		{"en", "/attack attacker:Ann target:Thug maneuver:grapple defense:none",
			"Ann tightens the grapple on Thug", "multiple-action"},
		{"ru", "/атака атакующий:Ann цель:Thug приём:захват защита:нет",
			"Ann укрепляет захват (Thug)", "множественное действие"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.StLockFight(t, tc.locale, tc.grapple)
			got := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.grapple+"\n")))
			consoletest.MustContain(t, got, tc.note)
			if strings.Contains(got.Text(), tc.banned) {
				t.Errorf("the tightening reads as an attack roll:\n%s", got.Text())
			}
		})
	}
}

// «До освобождения или отпускания жертвы, ни один из противников не может
// выполнять другие действия.» A dead victim is released: the reply that
// kills says the grapple (or hold) is over, the tracker no longer shows the
// holder locked, and the holder's next attack on someone else is played —
// before, Ann stayed "grappling Thug" beside Thug's body and every other
// action was refused with "release first". The other way round too: a
// victim whose holder dies is free.
func TestStorytellerDeathEndsTheLock(t *testing.T) {
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

// A lock is one pair («Персонаж удерживает жертву»): when Bo grapples Thug,
// whom Ann holds, Thug is Bo's now, and Ann — before, left "holding Thug"
// for good, refused every other action, her Release not freeing Thug — is
// let go, and the reply says so.
func TestStorytellerSecondLockEndsTheFirst(t *testing.T) {
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

// A player leaves mid-fight while the Ogre grapples them («До освобождения
// или отпускания жертвы, ни один из противников не может выполнять другие
// действия»): nobody is left in the Ogre's grip, so its next attack is not
// refused «release first» — the grapple ends, and the reply says why. Ann
// re-joins in between: the fresh Ann is not the one the Ogre held.
func TestStorytellerGrappledPlayerLeaves(t *testing.T) {
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
			if out := stRepliesText(t, h.Run(tc.grapple)); out == "" {
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

// Held in a grapple, a fighter's attack is refused: the refusal now says
// how to break free (the tracker's button, on the fighter's own turn).
func TestStorytellerHeldFighterIsToldHowToBreakFree(t *testing.T) {
	for _, tc := range []struct{ locale, want string }{
		{"en", "Ann is locked in Orc's grapple: only breaking free is possible. The tracker's Break free button does it on Ann's turn."},
		{"ru", "Ann в захвате (Orc): можно только пытаться вырваться. Это кнопка «Вырваться» на трекере, в свой ход."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, append([]int{9, 2, 8, 8, 8}, consoletest.Twos(100)...)...)
			h.Run(`/system set system:storyteller
/combat start
/combat add name:Ann stats:"Dexterity 3 Brawl 3"
/combat add name:Orc stats:"Strength 3 Brawl 2"
`)
			grab := consoletest.LastOf(t, consoletest.Replies(h.Run("/attack attacker:Orc target:Ann defense:none maneuver:grapple\n")))
			if grab.Ephemeral {
				t.Fatalf("grapple refused: %s", grab.Text())
			}
			consoletest.RefusedUnchanged(t, h, "/attack attacker:Ann target:Orc", tc.want)
		})
	}
}

// A held victim cannot defend: «До освобождения или отпускания жертвы, ни один
// из противников не может выполнять другие действия» (the grapple), and the
// attack code already skips a held target's defence. So the Dodge button of
// one Thug grapples must be refused like /attack is — not answered with
// "Ann holds the action to Dodge", a declared defence that would never roll.
func TestStorytellerHeldVictimCannotDeclareADefence(t *testing.T) {
	for _, tc := range []struct{ locale, want, wrong string }{
		{"en", "Ann is locked in Thug's grapple: only breaking free is possible.", "holds the action to"},
		{"ru", "Ann в захвате (Thug): можно только пытаться вырваться.", "придерживает действие"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Initiative: Ann 9 + 2 = 11, Thug 2 + 2 = 4. Thug's grapple:
			// Strength 2 + Brawl 1 = 3 dice 8 8 8 (3 successes), damage
			// Strength 2 + 2 extra = 4 dice 2 2 2 2: no damage, but held.
			h := consoletest.NewSystemHarness(t, tc.locale, 9, 2, 8, 8, 8, 2, 2, 2, 2)
			h.Run(`/system set system:storyteller
/combat start
@Ann /char set stats:"Stamina 3 Brawl 1"
@Ann /combat join
/combat add name:Thug stats:"Strength 2 Brawl 1"
/attack attacker:Thug target:Ann maneuver:grapple defense:none
`)
			before := consoletest.LastOf(t, h.Run("/combat list\n")).Text()
			for _, label := range []string{"Dodge", "Block", "Parry"} {
				out := h.Run("@Ann !click " + label + "\n")
				if len(out) != 1 || !out[0].Ephemeral {
					t.Fatalf("%s: want one ephemeral refusal, got %+v", label, out)
				}
				consoletest.MustContain(t, out[0], tc.want)
				if strings.Contains(out[0].Text(), tc.wrong) {
					t.Errorf("%s: a held victim declared a defence:\n%s", label, out[0].Text())
				}
			}
			if after := consoletest.LastOf(t, h.Run("/combat list\n")).Text(); after != before {
				t.Errorf("a refused defence changed the fight:\n%s\n%s", before, after)
			}
		})
	}
}

// The owed roll of a held fighter names the hold: «Удерживание: … Персонаж
// обездвиживает жертву без травмирования … Когда жертва должна совершить
// действие, оба игрока бросают на Силу + Рукопашный бой» — not «в захвате»,
// which is the other maneuver («Захват»).
func TestStorytellerHoldPromptNamesTheHold(t *testing.T) {
	for _, tc := range []struct{ locale, want, wrong string }{
		{"en", "Ann is pinned by Orc's hold: Strength + Brawl to break free.", "is held by Orc: Strength"},
		{"ru", "Ann обездвижен(а) удерживанием (Orc): Сила + Рукопашный бой, чтобы вырваться.", "в захвате у Orc"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Initiative Orc 5, Ann 6; the hold 8 8 8 8 8 (no defence, no
			// damage); round 2: Ann 9, Orc 1, so Ann's turn opens it.
			h := consoletest.NewSystemHarness(t, tc.locale, 5, 6, 8, 8, 8, 8, 8, 9, 1)
			out := h.Run(`/system set system:storyteller
/combat start
/combat add name:Orc stats:"Strength 3 Brawl 2"
@Ann /char set stats:"Strength 2 Brawl 2"
@Ann /combat join
/attack attacker:Orc target:Ann maneuver:hold defense:none
!click Next round
`)
			got := consoletest.LastOf(t, out)
			consoletest.MustContain(t, got, tc.want)
			if strings.Contains(got.Text(), tc.wrong) {
				t.Errorf("the hold is called a grapple: %s", got.Text())
			}
		})
	}
}
