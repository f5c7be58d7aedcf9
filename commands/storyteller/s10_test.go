package storyteller_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"fray/bot/consoletest"
	"fray/rules/storyteller"
)

// Session 10: storyteller's multiple actions and the Russian fight night,
// driven through the console in both locales.

// stS10Fight starts a fight of Ann (Dexterity 3 Brawl 3, initiative 9 + 3)
// and Orc (2 + 0) with every later die a 2: every attack misses (2 < 6, no
// 1 to botch), so only the pools change.
func stS10Fight(t *testing.T, locale string) *consoletest.Harness {
	t.Helper()
	h := consoletest.NewSystemHarness(t, locale, append([]int{9, 2}, consoletest.Twos(300)...)...)
	h.Run(`/system set system:storyteller
/combat start
/combat add name:Ann stats:"Dexterity 3 Brawl 3 Firearms 3"
/combat add name:Orc
`)
	return h
}

// stAttackPool is the attack roll's pool line of an /attack reply
// ("Pool 4, difficulty 6"), so a test reads the dice the roll had.
func stAttackPool(t *testing.T, s consoletest.Sent, pool string) {
	t.Helper()
	if s.Ephemeral {
		t.Fatalf("attack refused: %s", s.Text())
	}
	consoletest.MustContain(t, s, pool)
}

// «Ваш персонаж может совершить несколько выстрелов за ход (считается
// множественным действием). Количество доступных бросков на первый выстрел
// уменьшается на общее количество выстрелов, которые вы собираетесь
// совершить. Каждый последующий выстрел уменьшает количество доступных
// бросков на один кубик.» The penalty is set by what the player means to do
// («собираетесь»): an attack made without a declaration keeps its pool, as
// before, and a second one only reminds the GM. Declared with actions:N
// (действия:N), the first attack loses N dice and each later attack of the
// SAME fighter in its turn one die more; another fighter's attacks are not
// touched, and the next turn starts afresh.
func TestStorytellerS10DeclaredSplitAcrossAttacks(t *testing.T) {
	for _, tc := range []struct {
		locale, pool6, pool4, pool3, pool2, mod2, mod3, split1, split2, over, hint, declare string
	}{
		{"en", "Pool 6, difficulty 6", "Pool 4, difficulty 6", "Pool 3, difficulty 6", "Pool 2, difficulty 6",
			"multiple actions −2", "multiple actions −3",
			"Multiple actions: Ann declared 2 actions this turn; this attack is action 1, pool −2",
			"Multiple actions: Ann declared 2 actions this turn; this attack is action 2, pool −3",
			"⚠️ Ann declared 2 actions, and this is action 3, past what was declared",
			"Ann: attack #2 this round, rolled with no multiple-action penalty. If these attacks share one turn, the GM can split the pool with the situation token `actions:N`",
			"actions:2"},
		{"ru", "Запас 6, сложность 6", "Запас 4, сложность 6", "Запас 3, сложность 6", "Запас 2, сложность 6",
			"множественные действия −2", "множественные действия −3",
			"Множественное действие: Ann — заявлено действий на ход: 2; эта атака — действие 1, запас −2",
			"Множественное действие: Ann — заявлено действий на ход: 2; эта атака — действие 2, запас −3",
			"⚠️ Ann: заявлено действий — 2, а это действие 3",
			"Ann: атака № 2 в этом раунде, брошена без штрафа за множественное действие. Если это тот же ход, мастер может заявить разделение запаса словом обстановки `действия:N`",
			"действия:2"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := stS10Fight(t, tc.locale)
			punch := "/attack attacker:Ann target:Orc defense:none"
			// Undeclared: the pool stays Dexterity 3 + Brawl 3 = 6 both
			// times; the second attack says how to declare a split.
			first := consoletest.LastOf(t, consoletest.Replies(h.Run(punch+"\n")))
			stAttackPool(t, first, tc.pool6)
			consoletest.MustNotContain(t, first, tc.mod2, tc.hint)
			second := consoletest.LastOf(t, consoletest.Replies(h.Run(punch+"\n")))
			stAttackPool(t, second, tc.pool6)
			consoletest.MustContain(t, second, tc.hint)

			// The next round, declared: 6 − 2 = 4, then 6 − 3 = 3; a
			// third action past the split loses one more again (−4 → 2)
			// and is played with a warning. Orc's own attack is not split.
			h.Run("/combat next\n/combat next\n")
			d1 := consoletest.LastOf(t, consoletest.Replies(h.Run(punch+" "+tc.declare+"\n")))
			stAttackPool(t, d1, tc.pool4)
			consoletest.MustContain(t, d1, tc.mod2, tc.split1)
			orc := consoletest.LastOf(t, consoletest.Replies(h.Run("/attack attacker:Orc target:Ann defense:none\n")))
			consoletest.MustNotContain(t, orc, tc.mod2, tc.mod3, "Multiple action", "Множественное действие")
			d2 := consoletest.LastOf(t, consoletest.Replies(h.Run(punch+"\n")))
			stAttackPool(t, d2, tc.pool3)
			consoletest.MustContain(t, d2, tc.mod3, tc.split2)
			consoletest.MustNotContain(t, d2, tc.over)
			d3 := consoletest.LastOf(t, consoletest.Replies(h.Run(punch+"\n")))
			stAttackPool(t, d3, tc.pool2)
			consoletest.MustContain(t, d3, tc.over)

			// A new turn: the declaration lapsed, the pool is whole again.
			h.Run("/combat next\n/combat next\n")
			fresh := consoletest.LastOf(t, consoletest.Replies(h.Run(punch+"\n")))
			stAttackPool(t, fresh, tc.pool6)
			consoletest.MustNotContain(t, fresh, tc.mod2, tc.mod3, tc.hint)
		})
	}
}

// A split declared late: the first attack went undeclared, and the GM
// declares two actions on the second — it is the turn's second action,
// −3 (the seed's «Каждый последующий выстрел … на один кубик» after the
// first's −2). A reload before a declared attack counts among its actions,
// as it already did without one: reload, then an attack of two declared
// actions is the second action, −3, the same pool as before.
func TestStorytellerS10LateDeclarationAndReload(t *testing.T) {
	for _, tc := range []struct{ locale, pool3, split, declare string }{
		{"en", "Pool 3, difficulty 6", "this attack is action 2, pool −3", "actions:2"},
		{"ru", "Запас 3, сложность 6", "эта атака — действие 2, запас −3", "действия:2"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := stS10Fight(t, tc.locale)
			punch := "/attack attacker:Ann target:Orc defense:none"
			shot := `/attack attacker:Ann target:Orc defense:none weapon:"Heavy revolver"`
			h.Run(shot + "\n") // undeclared: the gun is now counted
			late := consoletest.LastOf(t, consoletest.Replies(h.Run(punch+" "+tc.declare+"\n")))
			stAttackPool(t, late, tc.pool3)
			consoletest.MustContain(t, late, tc.split)

			h.Run("/combat next\n/combat next\n/reload name:Ann\n")
			// Undeclared after a reload: −3 as before (Dexterity 3 +
			// Firearms 3 = 6 → 3), and with two actions declared the same.
			undeclared := consoletest.LastOf(t, consoletest.Replies(h.Run(shot+"\n")))
			stAttackPool(t, undeclared, tc.pool3)
			h.Run(`/combat undo` + "\n")
			declared := consoletest.LastOf(t, consoletest.Replies(h.Run(shot+" "+tc.declare+"\n")))
			stAttackPool(t, declared, tc.pool3)
			consoletest.MustContain(t, declared, tc.split)
		})
	}
}

// actions below 1 or above 10 is refused in the user's language, with the
// range, and changes nothing.
func TestStorytellerS10ActionsOutOfRangeRefused(t *testing.T) {
	for _, tc := range []struct{ locale, opt, want string }{
		{"en", "actions", "Option actions: the number of actions declared for the turn, from 1 to 10."},
		{"ru", "действия", "Параметр действия: сколько действий заявлено на ход, от 1 до 10."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := stS10Fight(t, tc.locale)
			for _, n := range []string{"0", "-1", "11"} {
				consoletest.RefusedUnchanged(t, h, "/attack attacker:Ann target:Orc defense:none "+tc.opt+":"+n, tc.want)
			}
			// Each spelling a user may type: the option, the situation
			// token, and Discord's extra: (as medieval's actions is).
			for i, line := range []string{
				"situation:\"" + tc.opt + ":2\"",
				"extra:\"situation:'" + tc.opt + ":2'\"", "действие:2",
			} {
				out := consoletest.LastOf(t, consoletest.Replies(h.Run("/attack attacker:Ann target:Orc defense:none "+line+"\n")))
				// Every attack of this round is the split's next action:
				// 2 declared, so −2, −3, −4, −5.
				if want := fmt.Sprintf("−%d", 2+i); out.Ephemeral || !strings.Contains(out.Text(), want) {
					t.Errorf("%s not read (want %s): %s", line, want, out.Text())
				}
			}
		})
	}
}

// «Ошеломленный персонаж пропускает своё следующее действие.» A fighter
// dizzied into Incapacitated loses its next turn, which it could not use
// anyway; the daze was never marked as spent (the turn's start stops early
// for one who cannot act), so it stayed on the tracker for good, and the
// next attack made during that fighter's turn — anyone's, against anyone —
// announced «ошеломлён(а) до своего действия … в следующем раунде снова
// действует» for a fighter who is down. Orc: 4 lethal, then Ann's shot
// (8 2 2 2 2 2: one success; Heavy revolver 6 dice 8 8 8 2 2 2: three
// lethal, no soak for a mortal) fills the track, and 3 > Stamina 1 dizzies.
func TestStorytellerS10DazeOfAnIncapacitatedFighterIsSpent(t *testing.T) {
	for _, tc := range []struct{ locale, lost, dizzied, down string }{
		{"en", "dizzied before acting this turn", "dizzied", "Incapacitated · bashing 0, lethal 7"},
		{"ru", "до своего действия в этот ход", "ошеломлён(а)", "Недееспособность · поверхностные 0, летальные 7"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			setUp := func() *consoletest.Harness {
				faces := []int{9, 2, 2, 8, 2, 2, 2, 2, 2, 8, 8, 8, 2, 2, 2, 8}
				h := consoletest.NewSystemHarness(t, tc.locale, append(faces, consoletest.Twos(200)...)...)
				h.Run(`/system set system:storyteller
/combat start
/combat add name:Ann stats:"Dexterity 3 Firearms 3"
/combat add name:Orc
/combat add name:Bo stats:"Dexterity 2"
/damage target:Orc levels:4 type:lethal
`)
				shot := consoletest.LastOf(t, consoletest.Replies(h.Run(`/attack attacker:Ann target:Orc defense:none weapon:"Heavy revolver"`+"\n")))
				consoletest.MustContain(t, shot, "😵")
				// Bo's turn, then Orc's: down, it only rolls to stay conscious.
				h.Run("/combat next\n/combat next\n")
				return h
			}
			h := setUp()
			other := consoletest.LastOf(t, consoletest.Replies(h.Run("/attack attacker:Ann target:Bo defense:none\n")))
			if other.Ephemeral {
				t.Fatalf("attack refused: %s", other.Text())
			}
			consoletest.MustNotContain(t, other, tc.lost)

			// The next round: the daze is spent, the fighter is only down.
			h = setUp()
			list := consoletest.LastOf(t, h.Run("/combat next\n/combat list\n"))
			if !strings.Contains(list.Text(), tc.down) {
				t.Fatalf("Orc not down in round 2: %s", list.Text())
			}
			if strings.Contains(list.Text(), tc.dizzied+" ·") {
				t.Errorf("Orc still dizzied in round 2: %s", list.Text())
			}
		})
	}
}

// A Russian GM types the seed's own short words: «автоматического огня
// (длинных очередей)» — `приём:автоматическая` was «Неизвестный маневр»
// with nothing to choose from. The words are accepted now, and an unknown
// maneuver's refusal lists the table's maneuvers in the user's language,
// each of which /attack accepts.
func TestStorytellerS10ManeuverNamesARussianGMTypes(t *testing.T) {
	for _, word := range []string{"автоматическая", "длинная очередь", "два ствола", "две руки"} {
		if _, ok := storyteller.FindManeuver(word); !ok {
			t.Errorf("maneuver %q not found", word)
		}
	}
	for _, tc := range []struct{ locale, head string }{
		{"en", "Unknown maneuver “щелбан”. Maneuvers: "},
		{"ru", "Неизвестный маневр «щелбан». Маневры: "},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := stS10Fight(t, tc.locale)
			consoletest.RefusedUnchanged(t, h, "/attack attacker:Ann target:Orc maneuver:щелбан", tc.head)
			out := h.Run("/attack attacker:Ann target:Orc maneuver:щелбан\n")[0]
			var msg struct {
				Content string `json:"content"`
				Embeds  []struct {
					Description string `json:"description"`
				} `json:"embeds"`
			}
			if err := json.Unmarshal(out.Data, &msg); err != nil {
				t.Fatal(err)
			}
			text := msg.Content
			for _, e := range msg.Embeds {
				text += e.Description
			}
			_, list, ok := strings.Cut(text, tc.head)
			if !ok {
				t.Fatalf("no list in %q", text)
			}
			list, _, _ = strings.Cut(list, " — ")
			names := strings.Split(list, ", ")
			if len(names) != 18 {
				t.Errorf("%d maneuvers listed, want the 18 of both tables: %q", len(names), list)
			}
			for _, n := range names {
				if _, ok := storyteller.FindManeuver(n); !ok {
					t.Errorf("listed maneuver %q is not accepted", n)
				}
			}
		})
	}
	// Played: a Light SMG's full clip, +10 dice and +2 difficulty.
	h := stS10Fight(t, "ru")
	out := consoletest.LastOf(t, consoletest.Replies(h.Run(`/attack attacker:Ann target:Orc defense:none weapon:"Light SMG" maneuver:автоматическая`+"\n")))
	consoletest.MustContain(t, out, "Автоматическая стрельба", "Запас 16, сложность 8")
}

// Every Russian gun name has spaces, and the help offers
// `оружие2:Пистолет` inside the situation option: «оружие2:Пистолет
// крупного калибра» was refused as «Непонятная обстановка «крупного»». The
// words after weapon2: that are no token of their own are the gun's name;
// a real token after them still counts.
func TestStorytellerS10SecondGunNameWithSpaces(t *testing.T) {
	for _, tc := range []struct{ locale, situation, want string }{
		{"en", `situation:"weapon2:Heavy pistol opponents:2"`, "Heavy pistol + Heavy pistol"},
		{"ru", `обстановка:"оружие2:Пистолет крупного калибра противники:2"`, "Пистолет крупного калибра + Пистолет крупного калибра"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := stS10Fight(t, tc.locale)
			weapon := map[string]string{"en": "Heavy pistol", "ru": "Пистолет крупного калибра"}[tc.locale]
			out := consoletest.LastOf(t, consoletest.Replies(h.Run(`/attack attacker:Ann target:Orc defense:none maneuver:"two weapons" weapon:"`+weapon+`" `+tc.situation+"\n")))
			if out.Ephemeral {
				t.Fatalf("refused: %s", out.Text())
			}
			// Dexterity 3 + Firearms 3 = 6, two guns −2 / −3; opponents:2
			// adds +1 difficulty, the off hand +1 more.
			consoletest.MustContain(t, out, tc.want, "−2", "−3")
			pools := map[string][]string{"en": {"Pool 4, difficulty 7", "Pool 3, difficulty 8"}, "ru": {"Запас 4, сложность 7", "Запас 3, сложность 8"}}[tc.locale]
			consoletest.MustContain(t, out, pools...)
		})
	}
}

// Treating a wound is not a blow: a failed /treat drew the missed-attack
// flavour lines («рывок, рык, вспышка — и пустой переулок…», «Мимо. Orc
// переводит дух…»). A plain failure gets no flavour line now; the bleeding
// stopped keeps its own.
func TestStorytellerS10FailedTreatIsNoMissedAttack(t *testing.T) {
	for _, locale := range []string{"en", "ru"} {
		t.Run(locale, func(t *testing.T) {
			// Ann 9 + 3, Orc 2 + 2, Bo 2 + 3; Ann's shot 8 2 2 2 2 2 and
			// the Heavy revolver's 8 8 8 8 2 2: four lethal (Wounded,
			// bleeding); then Bo's Intelligence 1 + Medicine 0 = 1 die: 2.
			faces := []int{9, 2, 2, 8, 2, 2, 2, 2, 2, 8, 8, 8, 8, 2, 2}
			h := consoletest.NewSystemHarness(t, locale, append(faces, consoletest.Twos(100)...)...)
			h.Run(`/system set system:storyteller
/combat start
/combat add name:Ann stats:"Dexterity 3 Firearms 3"
/combat add name:Orc
/combat add name:Bo stats:"Dexterity 2"
`)
			consoletest.LastOf(t, consoletest.Replies(h.Run(`/attack attacker:Ann target:Orc defense:none weapon:"Heavy revolver"`+"\n")))
			for i := 0; i < 12; i++ { // every line the catalogue might pick
				out := consoletest.LastOf(t, consoletest.Replies(h.Run("/treat target:Orc medic:Bo\n")))
				if out.Ephemeral {
					t.Fatalf("treat refused: %s", out.Text())
				}
				if strings.Contains(out.Text(), `"value":"*`) {
					t.Fatalf("a failed treatment has a flavour line: %s", stFlavourLine(t, out))
				}
				h.Run("/combat undo\n")
			}
		})
	}
}

// Held in a grapple, a fighter's attack is refused: the refusal now says
// how to break free (the tracker's button, on the fighter's own turn).
func TestStorytellerS10HeldFighterIsToldHowToBreakFree(t *testing.T) {
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
