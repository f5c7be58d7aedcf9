package medieval_test

import (
	"encoding/json"
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// Session 6 play-test, round 3: rules the first rounds did not reach, in the
// console, both locales. Setup: medSetupEN / medSetupRU (initiative 5, 3).

// «Каждый раз, когда персонаж получает урон, он должен сделать спасбросок»:
// /save kind:stun on an unhurt fighter who is not stunned used to roll it
// (9 > 6: "failed: stunned, out of the fight", Hollywood "Clutches the wound")
// and leave the tracker reading "Unhurt · stunned". It is refused now, with
// no die drawn.
func TestMedievalStunSaveOnUnhurtRefused(t *testing.T) {
	for _, c := range []struct{ locale, save, want string }{
		{"en", "/save kind:stun target:Archer\n", "Archer is unhurt and not stunned"},
		{"ru", "/спасбросок вид:оглушение цель:Archer\n", "Archer: ни ранений, ни оглушения"},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3, 9, 4)
			h.Run(medQA6Setup[c.locale])
			medQA6Refused(t, h, c.save, c.want)
			if err := h.Dice.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// medQA8Choices reads the names of an autocomplete reply, in order.
func medQA8Choices(t *testing.T, out []consoletest.Sent) []string {
	t.Helper()
	for i := len(out) - 1; i >= 0; i-- {
		if out[i].Kind != "autocomplete" {
			continue
		}
		var d struct {
			Choices []struct{ Name string } `json:"choices"`
		}
		if err := json.Unmarshal(out[i].Data, &d); err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, c := range d.Choices {
			names = append(names, c.Name)
		}
		return names
	}
	t.Fatalf("no autocomplete in %+v", out)
	return nil
}

// The actions' autocomplete (/combat action action:) listed the seed's
// actions in the order of their English keys, which in Russian reads as no
// order at all: "Прицеливание, Засада, Атака, Вваливание…" (and in English
// "Reload" before "Non-combat task"). They are in the order of the names the
// reader sees now, prefix matches first.
func TestMedievalActionAutocompleteInReadersOrder(t *testing.T) {
	for _, c := range []struct {
		locale, script string
		want           []string
	}{
		{"ru", "/система выбрать система:medieval\n/бой начать\n?/бой действие действие:\n", []string{
			"Атака", "Вваливание", "Выход из захвата", "Засада", "Небоевое задание", "Парирование",
			"Первая помощь / ремонт", "Перезарядка", "Перемещение", "Прицеливание", "Уклонение"}},
		{"ru", "/система выбрать система:medieval\n/бой начать\n?/бой действие действие:re\n", []string{
			"Перезарядка", "Первая помощь / ремонт"}},
		{"en", "/system set system:medieval\n/combat start\n?/combat action action:\n", []string{
			"Aim", "Ambush", "Attack", "Charge", "Dodge", "Escape", "First aid / repair", "Move",
			"Non-combat task", "Parry", "Reload"}},
	} {
		t.Run(c.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, c.locale)
			got := medQA8Choices(t, h.Run(c.script))
			if strings.Join(got, " | ") != strings.Join(c.want, " | ") {
				t.Errorf("choices:\n got %q\nwant %q", got, c.want)
			}
		})
	}
}

// medQA8Any reports whether any message of out contains s.
func medQA8Any(out []consoletest.Sent, s string) bool {
	for _, o := range out {
		if strings.Contains(o.Text(), s) {
			return true
		}
	}
	return false
}

// «Новые спасбросок требуется каждый раунд, пока персонаж остаётся не
// вылеченным»: a player's death save is owed from the start of the round, as
// a tracker prompt naming BODY − N. A wound after the prompt left it naming
// the old number (Mortal 0: "7 or less" while Bob was at Mortal 1, needing
// 6), and a roll no longer owed stayed: killed, or healed out of Mortal, Bob
// kept the button, and the next round was refused ("Bob is already dead" /
// "Bob is not mortally wounded") and never came. Bob: REF 7, BODY 7.
func TestMedievalOwedSavesFollowWoundsAndHeals(t *testing.T) {
	for _, c := range []struct {
		locale, setup, hurt, wound, kill, heal, next string
		stale, fresh, round3                         string
	}{
		{"en", "/system set system:medieval\n/combat start\n@Bob /char set stats:\"REF 7 BODY 7 Archery 5\" name:Bob\n@Bob /combat join\n/combat add name:Orc stats:\"REF 6 BODY 9 Melee 4\"\n",
			"/damage target:Bob amount:14 direct:true\n", "/damage target:Bob amount:6 direct:true\n",
			"/damage target:Bob amount:40 direct:true\n", "/heal target:Bob points:10\n", "!click Next round\n",
			"Bob is at Mortal 0: death save, roll 7 or less", "Bob is at Mortal 1: death save, roll 6 or less", "Fight — round 3"},
		{"ru", "/система выбрать система:medieval\n/бой начать\n@Bob /персонаж задать параметры:\"РЕФ 7 ТЕЛ 7 Стрельба_из_лука 5\" имя:Bob\n@Bob /бой войти\n/бой добавить имя:Orc параметры:\"РЕФ 6 ТЕЛ 9 Ближний_бой 4\"\n",
			"/урон цель:Bob количество:14 напрямую:да\n", "/урон цель:Bob количество:6 напрямую:да\n",
			"/урон цель:Bob количество:40 напрямую:да\n", "/лечить цель:Bob пункты:10\n", "!click Следующий раунд\n",
			"Bob: ранение Смертельное 0 — спасбросок против смерти, нужно 7", "Bob: ранение Смертельное 1 — спасбросок против смерти, нужно 6", "Бой — раунд 3"},
	} {
		for _, end := range []string{"kill", "heal"} {
			t.Run(c.locale+"/"+end, func(t *testing.T) {
				// Initiative: Bob 5 + 7, Orc 3 + 6. 14 points: stun 2 ≤ 4,
				// death 3 ≤ 7. Round 2: Bob 1 + REF ⅓ 3, Orc 1 + 6; Bob owes
				// the death save. 6 more (20, Mortal 1): stun 2 ≤ 3, death
				// 2 ≤ 6. Round 3's initiative: 2, 2.
				h := consoletest.NewSystemHarness(t, c.locale, 5, 3, 2, 3, 1, 1, 2, 2, 2, 2)
				h.Run(c.setup + c.hurt)
				if out := h.Run(c.next); !medQA8Any(out, c.stale) {
					t.Fatalf("round 2 owes no death save %q: %s", c.stale, consoletest.LastOf(t, out).Text())
				}
				out := h.Run(c.wound)
				if medQA8Any(out, c.stale) || !medQA8Any(out, c.fresh) {
					t.Fatalf("after the wound the tracker should read %q: %s", c.fresh, consoletest.LastOf(t, out).Text())
				}
				if end == "kill" {
					h.Run(c.kill)
				} else {
					h.Run(c.heal)
				}
				out = h.Run(c.next)
				for _, o := range out {
					if o.Ephemeral {
						t.Fatalf("the next round was refused: %s", o.Text())
					}
				}
				if !medQA8Any(out, c.round3) {
					t.Fatalf("no round 3: %s", consoletest.LastOf(t, out).Text())
				}
				if err := h.Dice.Err(); err != nil {
					t.Fatal(err)
				}
			})
		}
	}
}

// «Неудачный бросок означает, что персонаж находится вне боя»: an attack on a
// stunned fighter shows no defence roll. The Russian line read "Knight:
// защищаться некому (вне боя)" — "there is nobody to defend" — instead of
// "Knight cannot defend", as the English says.
func TestMedievalHelplessDefenceWording(t *testing.T) {
	for _, c := range []struct{ locale, stun, attack, want string }{
		{"en", "/damage target:Knight amount:14 direct:true\n", "/attack attacker:Archer target:Knight damage:1d6\n", "Knight cannot defend (out of the fight)."},
		{"ru", "/урон цель:Knight количество:14 напрямую:да\n", "/атака атакующий:Archer цель:Knight урон:1d6\n", "Knight не может защищаться (вне боя)."},
	} {
		t.Run(c.locale, func(t *testing.T) {
			// Initiative 5, 3; 14 points: stun 9 > 7 (stunned), death 3,
			// Hollywood 4. The attack: to hit 5, location 3, damage 2, stun
			// save 2, death save 2.
			h := consoletest.NewSystemHarness(t, c.locale, 5, 3, 9, 4, 3, 5, 3, 2, 2, 2)
			h.Run(medQA6Setup[c.locale] + c.stun)
			if got := consoletest.MedReply(t, h.Run(c.attack)); !strings.Contains(got.Text(), c.want) {
				t.Fatalf("no %q in %s", c.want, got.Text())
			}
		})
	}
}
