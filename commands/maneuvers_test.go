package commands_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"fray/bot"
	"fray/bot/consoletest"
	"fray/rules/storyteller"
	"fray/storage"
)

// /maneuver add's damage option says «Урон: Сила, оружие, нет, обезоружить,
// защита» ("Damage: Strength, weapon, none, disarm, defence"): those words,
// in either language and any case, are its choices; so are the fire modes'
// names for shots. A word that is none of them is refused with the list.
func TestManeuverAddTakesTheDescribedWords(t *testing.T) {
	for _, tc := range []struct {
		locale, script, bad, refusal string
	}{
		{"en", `/system set system:storyteller
/maneuver add name:Shove attribute:strength ability:brawl damage:STRENGTH
/maneuver add name:Jab attribute:dexterity ability:brawl damage:сила
/maneuver add name:Clinch attribute:strength ability:brawl damage:None
/maneuver add name:Twist attribute:dexterity ability:brawl damage:Disarm
/maneuver add name:Guard attribute:dexterity ability:brawl damage:defence
/maneuver add name:Hosing attribute:dexterity ability:firearms damage:Weapon ranged:true shots:Burst
/maneuver add name:Raking attribute:dexterity ability:firearms damage:оружие ranged:true shots:strafing
`, "/maneuver add name:Kick2 attribute:dexterity ability:brawl damage:kick\n",
			"Maneuver: “kick” is not a choice of “damage”: strength, weapon, none, disarm, defence."},
		{"ru", `/система выбрать система:storyteller
/маневр добавить имя:Shove атрибут:сила способность:рукопашный урон:сила
/маневр добавить имя:Jab атрибут:ловкость способность:рукопашный урон:Strength
/маневр добавить имя:Clinch атрибут:сила способность:рукопашный урон:НЕТ
/маневр добавить имя:Twist атрибут:ловкость способность:рукопашный урон:обезоружить
/маневр добавить имя:Guard атрибут:ловкость способность:рукопашный урон:Защита
/маневр добавить имя:Hosing атрибут:ловкость способность:огнестрельное урон:Оружие дистанционный:да выстрелы:очередь
/маневр добавить имя:Raking атрибут:ловкость способность:огнестрельное урон:weapon дистанционный:да выстрелы:Обстрел
`, "/маневр добавить имя:Kick2 атрибут:ловкость способность:рукопашный урон:пинок\n",
			"Маневр: «пинок» не подходит для поля «урон»: сила, оружие, нет, обезоружить, защита."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale)
			for _, s := range h.Run(tc.script) {
				if s.Ephemeral {
					t.Errorf("a described word refused: %s", s.Text())
				}
			}
			got := consoletest.LastOf(t, h.Run(tc.bad))
			if !got.Ephemeral {
				t.Errorf("an unknown damage should be refused: %s", got.Text())
			}
			consoletest.KlWant(t, "refusal", got, tc.refusal)

			var ch storage.Channel
			if err := h.Store.View(context.Background(), func(tx *storage.Tx) error {
				var err error
				ch, err = tx.Channel("100000000000000001", bot.ConsoleChannelID("general"))
				return err
			}); err != nil {
				t.Fatal(err)
			}
			var ms []storyteller.Maneuver
			if err := json.Unmarshal(ch.Extra["storyteller.maneuvers"], &ms); err != nil {
				t.Fatal(err)
			}
			want := map[string]string{"shove": "strength/", "jab": "strength/", "clinch": "none/", "twist": "disarm/",
				"guard": "defense/", "hosing": "weapon/burst", "raking": "weapon/strafe"}
			if len(ms) != len(want) {
				t.Fatalf("want %d maneuvers stored, got %+v", len(want), ms)
			}
			for _, m := range ms {
				if got := m.Damage + "/" + m.Shots; got != want[m.Key] {
					t.Errorf("%s: damage/shots %q, want %q", m.Key, got, want[m.Key])
				}
			}
		})
	}
}

// «Захват: … Жертва может попытаться вырваться из захвата» and
// «Удерживание: … Если противнику удается набрать больше успешных баллов, он
// освобождается»: only the victim breaks free, and a grappled fighter is
// grappled, not held. The lock note names who breaks free and who lets go;
// the owed roll names the grapple; the refusal is true for either lock.
func TestGrappleAndHoldTexts(t *testing.T) {
	for _, tc := range []struct {
		locale, maneuver string
		dice             []int
		note, prompt     string
		refusal          string
		wrong            []string
	}{
		// Initiative Orc 5, Ann 6; the grapple 8 8 8 8 8, its damage
		// 3 + 4 extra = 7 dice of 2 (none); round 2: Ann 9, Orc 1.
		{"en", "grapple", []int{5, 6, 8, 8, 8, 8, 8, 2, 2, 2, 2, 2, 2, 2, 9, 1},
			"Orc grapples Ann: both locked until Ann breaks free (Strength + Brawl) or Orc lets go.",
			"Ann is grappled by Orc: Strength + Brawl to break free.",
			"Ann is locked in Orc's grapple: only breaking free is possible.",
			[]string{"until one breaks free", "is held by"}},
		{"ru", "grapple", []int{5, 6, 8, 8, 8, 8, 8, 2, 2, 2, 2, 2, 2, 2, 9, 1},
			"Захват: Orc держит, Ann в захвате; оба сцеплены, пока жертва не вырвется (Сила + Рукопашный бой) или её не отпустят.",
			"Ann в захвате (Orc): Сила + Рукопашный бой, чтобы вырваться.",
			"Ann в захвате (Orc): можно только пытаться вырваться.",
			nil},
		// The hold does no damage: 8 8 8 8 8, then round 2.
		{"en", "hold", []int{5, 6, 8, 8, 8, 8, 8, 9, 1},
			"Orc holds Ann: both locked until Ann breaks free (Strength + Brawl) or Orc lets go.",
			"Ann is pinned by Orc's hold: Strength + Brawl to break free.",
			"Ann is pinned by Orc's hold: only breaking free is possible.",
			[]string{"until one breaks free", "is held by"}},
		{"ru", "hold", []int{5, 6, 8, 8, 8, 8, 8, 9, 1},
			"Удерживание: Orc держит, Ann удерживается; оба сцеплены, пока жертва не вырвется (Сила + Рукопашный бой) или её не отпустят.",
			"Ann обездвижен(а) удерживанием (Orc): Сила + Рукопашный бой, чтобы вырваться.",
			"Ann в удерживании (Orc): можно только пытаться вырваться.",
			[]string{"Ann в захвате (Orc)"}},
	} {
		t.Run(tc.locale+"/"+tc.maneuver, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale, tc.dice...)
			grab := consoletest.LastOf(t, consoletest.Replies(h.Run(`/system set system:storyteller
/combat start
/combat add name:Orc stats:"Strength 3 Brawl 2"
@Ann /char set stats:"Strength 2 Brawl 2"
@Ann /combat join
/attack attacker:Orc target:Ann defense:none maneuver:`+tc.maneuver+"\n")))
			if grab.Ephemeral {
				t.Fatalf("%s refused: %s", tc.maneuver, grab.Text())
			}
			consoletest.MustContain(t, grab, tc.note)
			turn := consoletest.LastOf(t, h.Run("!click Next round\n"))
			consoletest.MustContain(t, turn, tc.prompt)
			consoletest.RefusedUnchanged(t, h, "@Ann /attack target:Orc maneuver:punch", tc.refusal)
			refusal := consoletest.LastOf(t, h.Run("@Ann /attack target:Orc maneuver:punch\n"))
			for _, s := range []consoletest.Sent{grab, turn, refusal} {
				for _, w := range tc.wrong {
					if strings.Contains(s.Text(), w) {
						t.Errorf("%q in %s", w, s.Text())
					}
				}
			}
		})
	}
}
