package medieval_test

import (
	"encoding/json"
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// /heal on a fighter with no wound points used to answer "0 → 0 · Unhurt →
// Unhurt" and store an undo step; it is refused now.
func TestMedievalHealUnhurtRefused(t *testing.T) {
	for _, c := range []struct{ locale, heal, want string }{
		{"en", "/heal target:Knight points:3\n", "Knight has no wound points to heal."},
		{"ru", "/лечить цель:Knight пункты:3\n", "Knight: пунктов урона нет, лечить нечего."},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3)
			h.Run(medSetup[c.locale])
			medRefused(t, h, c.heal, c.want)
		})
	}
}

// A heal that leaves Анна at the same level (20 → 17: Mortal 1 is 17–20,
// RULES.md «Mortal 1 17–20») used to read «Смертельное 1 → Смертельное 1»;
// the level is named once. A heal across levels still shows the step
// (17 → 14: Mortal 1 → Mortal 0, «Mortal 0 13–16»).
func TestMedievalHealWithinALevelNamesItOnce(t *testing.T) {
	for _, c := range []struct{ locale, damage, heal, same, step, twice string }{
		{"en", "/damage target:Анна amount:20 direct:true\n", "/heal target:Анна points:3\n",
			"🩹 20 → **17** · **Mortal 1**\n", "🩹 17 → **14** · Mortal 1 → **Mortal 0**", "Mortal 1 → **Mortal 1**"},
		{"ru", "/урон цель:Анна количество:20 напрямую:да\n", "/лечить цель:Анна пункты:3\n",
			"🩹 20 → **17** · **Смертельное 1**\n", "🩹 17 → **14** · Смертельное 1 → **Смертельное 0**", "Смертельное 1 → **Смертельное 1**"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			// Stun save 2 ≤ 2 (BODY 6 − 4) passes; death save 3 ≤ 5 passes.
			h := consoletest.NewSystemHarness(t, c.locale, 4, 5, 6, 2, 3)
			h.Run(medAnnaRU)
			h.Run(c.damage)
			got := consoletest.MedReply(t, h.Run(c.heal))
			var desc struct {
				Embeds []struct{ Description string } `json:"embeds"`
			}
			if err := json.Unmarshal(got.Data, &desc); err != nil || len(desc.Embeds) == 0 {
				t.Fatalf("no embed: %v %s", err, got.Text())
			}
			if d := desc.Embeds[0].Description; !strings.HasPrefix(d, c.same) || strings.Contains(d, c.twice) {
				t.Errorf("heal within Mortal 1: want %q first, not %q:\n%s", c.same, c.twice, d)
			}
			consoletest.MedWant(t, consoletest.MedReply(t, h.Run(c.heal)), c.step)
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// «Каждый раунд, ты должен совершать ещё один Спасбросок против смерти …
// при неудачном ты умираешь в конце раунда, в котором был сделан бросок.
// Рано или поздно ты провалишь бросок и умрёшь. Единственный выход -
// Стабилизация.» A /heal that took the Knight out of Mortal used to wipe the
// failed save (he lived on at Critical). Healing cannot undo a failed save
// that is due, nor the death it brings; stabilization still can.
func TestMedievalHealCannotUndoFailedDeathSave(t *testing.T) {
	for _, c := range []struct {
		locale, damage, heal, dying, stab string
		refusal, deadRefusal              []string
	}{
		{"en", "/damage target:Knight amount:20 direct:true\n", "/heal target:Knight points:10\n", "/save kind:death target:Knight\n",
			"/stabilize target:Knight medic:Archer\n",
			[]string{"Knight has failed this round's death save", "healing cannot undo that", "only way out is stabilization", "/combat undo"},
			[]string{"Knight is dead", "healing does not bring back the dead"}},
		{"ru", "/урон цель:Knight количество:20 напрямую:да\n", "/лечить цель:Knight пункты:10\n", "/спасбросок вид:смерть цель:Knight\n",
			"/стабилизировать цель:Knight лекарь:Archer\n",
			[]string{"Knight: спасбросок против смерти в этом раунде провален", "лечение этого не отменит", "«Единственный выход — Стабилизация»", "/бой отменить"},
			[]string{"Knight: смерть", "лечение мёртвых не поднимает"}},
	} {
		t.Run(c.locale, func(t *testing.T) {
			// Initiative 5, 3; stun save 2 ≤ 6 passes; death save 10 > 9
			// (BODY 10 − Mortal 1) fails. Round 2's initiative: 4.
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3, 2, 10, 4)
			h.Run(medSetup[c.locale])
			if got := consoletest.MedReply(t, h.Run(c.damage)); got.Ephemeral {
				t.Fatalf("damage refused: %s", got.Text())
			}
			medRefused(t, h, c.heal, c.refusal...)
			// Nothing changed: the save is still failed (a second one is
			// refused as such) and the round's end kills.
			medRefused(t, h, c.dying)
			out := h.Run("!click Next round\n")
			if txt := consoletest.LastOf(t, out).Text(); !strings.Contains(txt, medPick(c.locale, "Knight is dead.", "Knight погибает.")) {
				t.Fatalf("Knight survived the round: %s", txt)
			}
			// Dead of the failed save: a heal does not revive him.
			medRefused(t, h, c.heal, c.deadRefusal...)
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// The other way round: the stabilization the seed names as «Единственный
// выход» still works on the dying Knight, and a heal after it is allowed.
func TestMedievalHealAfterStabilize(t *testing.T) {
	// Initiative 5, 3; stun 2 passes; death save 10 fails; stabilize
	// 7 + TECH 5 + Medicine 8 = 20 ≥ 20 («20 очков урона … бросок со
	// значеним 20 или больше»).
	h := consoletest.NewSystemHarness(t, "en", 5, 3, 2, 10, 7)
	h.Run(consoletest.MedSetupEN + "/damage target:Knight amount:20 direct:true\n")
	consoletest.MedWant(t, consoletest.MedReply(t, h.Run("/stabilize target:Knight medic:Archer\n")), "7+5+8 = **20** vs 20", "stabilized")
	got := consoletest.MedReply(t, h.Run("/heal target:Knight points:10\n"))
	if got.Ephemeral {
		t.Fatalf("heal after stabilization refused: %s", got.Text())
	}
	consoletest.MedWant(t, got, "20 → **10**", "Critical")
}

// «при неудачном ты умираешь в конце раунда, в котором был сделан бросок»:
// the Knight (BODY 10) at 20 wound points, Mortal 1, fails his death save
// (10 > 9) and dies at the round's end. The refusal of a heal names that
// cause, not "a failed death save or a destroyed head".
func TestMedievalHealRefusalNamesDeathSave(t *testing.T) {
	for _, c := range []struct {
		locale, damage, heal string
		refusal              []string
		other                string
	}{
		{"en", "/damage target:Knight amount:20 direct:true\n", "/heal target:Knight points:10\n",
			[]string{"Knight is dead of a failed death save", "healing does not bring back the dead"}, "destroyed head"},
		{"ru", "/урон цель:Knight количество:20 напрямую:да\n", "/лечить цель:Knight пункты:10\n",
			[]string{"Knight: смерть от проваленного спасброска против смерти", "лечение мёртвых не поднимает"}, "голова"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			// Initiative 5, 3; stun save 2 ≤ 6 passes; death save 10 > 9
			// fails. Round 2's initiative: 4.
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3, 2, 10, 4)
			h.Run(medSetup[c.locale])
			h.Run(c.damage)
			h.Run("!click Next round\n")
			medRefused(t, h, c.heal, c.refusal...)
			got := consoletest.MedReply(t, h.Run(c.heal))
			if strings.Contains(got.Text(), c.other) {
				t.Errorf("the refusal names another cause: %s", got.Text())
			}
		})
	}
}

// «Потеря конечности: если персонаж получает более 8 пунктов урона в область
// конечности за одну атаку … Ранение этого типа в голову убивает
// автоматически.» and «Попадания в голову: всегда удваивает урон.» 30 to the
// Knight's bare head: doubled to 60, − BTM 4 = 56 wound points — more than 8
// to the head (dead) and past 48 on the track. The state did not tell this
// death from one by the count alone, and /heal 10 (56 → 46, Mortal 8)
// brought the Knight back. It is refused now, with the head as the reason,
// whatever healing comes.
func TestMedievalDestroyedHeadStaysDeadPast48(t *testing.T) {
	for _, c := range []struct {
		locale, damage, heal, bigHeal string
		refusal                       []string
	}{
		{"en", "/damage target:Knight amount:30 location:head\n", "/heal target:Knight points:10\n", "/heal target:Knight points:56\n",
			[]string{"Knight is dead", "a head wound of more than 8 kills outright", "healing does not bring back the dead", "/combat undo"}},
		{"ru", "/урон цель:Knight количество:30 место:голова\n", "/лечить цель:Knight пункты:10\n", "/лечить цель:Knight пункты:56\n",
			[]string{"Knight: смерть", "больше 8 в голову убивает автоматически", "лечение мёртвых не поднимает", "/бой отменить"}},
	} {
		t.Run(c.locale, func(t *testing.T) {
			// Initiative 5, 3; the dead roll no stun save.
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3)
			h.Run(medSetup[c.locale])
			got := consoletest.MedReply(t, h.Run(c.damage))
			if got.Ephemeral {
				t.Fatalf("damage refused: %s", got.Text())
			}
			consoletest.MedWant(t, got, "0 → 56", medPick(c.locale, "A head wound of more than 8: dead.", "Больше 8 в голову: смерть."))
			medRefused(t, h, c.heal, c.refusal...)
			medRefused(t, h, c.bigHeal, c.refusal...)
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}
