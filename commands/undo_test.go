package commands_test

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"fray/bot/consoletest"
	"fray/storage"
)

func TestUndoRestoresExactly(t *testing.T) {
	h := consoletest.NewHarness(t, "", "en", 3, 9)
	h.Run("/system set system:klondike\n/combat start\n/combat add name:Orc count:2\n")
	before := consoletest.LastOf(t, h.Run("/combat list\n")).Text()
	h.Run("!click Next turn\n")
	after := consoletest.LastOf(t, h.Run("/combat undo\n/combat list\n")).Text()
	strip := regexp.MustCompile(`trk:[a-z]+:\d+`)
	if strip.ReplaceAllString(before, "") != strip.ReplaceAllString(after, "") {
		t.Fatalf("undo did not restore:\nbefore %s\nafter  %s", before, after)
	}
	// The version only grows: buttons from before the undo stay stale.
	if strip.FindString(before) == strip.FindString(after) {
		t.Fatal("undo reused an old version")
	}
	if got := consoletest.LastOf(t, h.Run("@Player /combat undo\n")); !got.Ephemeral {
		t.Fatal("a player could undo")
	}
}

// /combat undo keeps its sentence and names what it took back, from the
// difference between the fight and the undo snapshot: the attack, the turn
// passed, the combatant added, the initiative set.
func TestUndoNamesWhatItUndid(t *testing.T) {
	for _, tc := range []struct {
		locale, back string
		want         []string // one per undo, in order
	}{
		{"en", "Undone: the fight is back as it was (round 1).", []string{
			"Undone: turn Ann → Orc",
			"Undone: attack Ann → Orc; Orc 48/48 → 47/48",
			"Undone: Goblin joining.",
			"Undone: Orc's initiative 6 → 3.",
		}},
		{"ru", "Отменено: бой возвращён в прежнее состояние (раунд 1).", []string{
			"Отменено: ход Ann → Orc",
			"Отменено: атака Ann → Orc; Orc — 48/48 → 47/48",
			"Отменено: вход в бой — Goblin.",
			"Отменено: инициатива — Orc, 6 → 3.",
		}},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Initiative Ann 9+5, Orc 1+5; the club hits (7+5 = 12 against
			// 1+5 = 6) the torso (3) for 2+1 − BTM 2 = 1 point; the stun
			// save rolls 1; Goblin's initiative 4.
			h := consoletest.NewSystemHarness(t, tc.locale, 9, 1, 7, 1, 3, 2, 1, 4)
			h.Run("/system set system:medieval\n/combat start\n/combat add name:Ann\n/combat add name:Orc\n" +
				"/attack attacker:Ann target:Orc weapon:club\n/combat next\n")
			var got []string
			for _, script := range []string{
				"/combat undo\n",
				"/combat undo\n",
				"/combat add name:Goblin\n/combat undo\n",
				"/combat init name:Orc value:3\n/combat undo\n",
			} {
				var desc string
				for _, s := range h.Run(script) {
					if s.Kind != "response" {
						continue
					}
					for _, e := range decodeEmbeds(t, s).Embeds {
						if strings.Contains(e.Description, tc.back) {
							desc = e.Description
						}
					}
				}
				got = append(got, desc)
			}
			for i, want := range tc.want {
				if !strings.HasPrefix(got[i], tc.back+"\n") || !strings.Contains(got[i], want) {
					t.Errorf("undo %d: want %q after %q, got %q", i+1, want, tc.back, got[i])
				}
			}
		})
	}
}

// The undo of a change that took a combatant out used to resync its sheet
// to the stored one and drop the catalogue weapons the fight had given it.
func TestUndoKeepsTheWeaponsTheFightGave(t *testing.T) {
	for _, locale := range []string{"en", "ru"} {
		h := newHostileHarness(t, "klondike", locale)
		gun := map[string]string{"en": "Machine gun", "ru": "Пулемёт"}[locale]
		h.Run("/attack attacker:Ann target:\"Orc 2\" weapon:\"" + gun + "\"\n")
		before := annSheetOf(channelText(t, h.state().channel))
		if strings.Count(before, `"spec"`) < 2 {
			t.Fatalf("%s: the fight gave Ann no weapon: %s", locale, before)
		}
		h.Run("@Ann /combat remove name:Ann\n/combat undo\n")
		if after := annSheetOf(channelText(t, h.state().channel)); after != before {
			t.Errorf("%s: the undo changed Ann's sheet in the fight:\nbefore %s\nafter  %s", locale, before, after)
		}
	}
}

func annSheetOf(ch string) string {
	i := strings.Index(ch, `"name":"Ann","owner"`)
	if i < 0 {
		return ""
	}
	j := strings.Index(ch[i:], `"init"`)
	if j < 0 {
		return ch[i:]
	}
	return ch[i : i+j]
}

// A combatant the GM added for a player with its own stats (/combat add …
// player:@Bob) took Bob's sheet when a change was undone: the undo
// "resynced" every combatant Bob owns to his stored sheet, though his sheet
// had not changed. The undo gives the fight back as it was, whether the
// change undone was a turn, its removal or the fight's end.
func TestUndoKeepsTheSheetOfACombatantAddedForAPlayer(t *testing.T) {
	for _, tc := range []struct{ locale, step string }{
		{"en", "/combat next"}, {"ru", "/combat next"},
		{"en", "/combat remove name:Gob"}, {"ru", "/бой убрать имя:Gob"},
		{"en", "/combat end"}, {"ru", "/combat end"},
	} {
		locale := tc.locale
		h := newHostileHarness(t, "medieval", locale)
		h.Run(`@Bob /char set stats:"REF 7 BODY 8" name:Bob
@Bob /combat join
/combat add name:Gob stats:"REF 5 BODY 3" player:@Bob
` + tc.step + "\n")
		before := h.state()
		out := h.Run("/combat undo\n")
		if got := consoletest.LastOf(t, out); got.Ephemeral {
			t.Fatalf("%s: undo refused: %s", locale, got.Text())
		}
		after := h.state()
		if b, a := channelText(t, before.channel), channelText(t, after.channel); !strings.Contains(a, `"name":"Gob","stats":{"BODY":3,"REF":5}`) {
			t.Errorf("%s: Gob's sheet changed by the undo:\nbefore %s\nafter  %s", locale, b, a)
		}
	}
}

// channelText is a stored channel as JSON, to search for what it holds.
func channelText(t *testing.T, b []byte) string {
	t.Helper()
	ch, err := storage.DecodeChannel(b)
	if err != nil {
		t.Fatal(err)
	}
	text, err := json.Marshal(ch)
	if err != nil {
		t.Fatal(err)
	}
	return string(text)
}

// The channel's settings are no undo step (m.NoUndo), yet an undo of a change
// made BEFORE them put the channel's system data back as it was then, so
// «/combat undo» of a join silently dropped the GM's specialty rule, own
// maneuvers or the instant-death rule set after it.
func TestUndoKeepsTheChannelSettings(t *testing.T) {
	for _, tc := range []struct{ system, setting, want string }{
		{"storyteller", "/combat specialty rule:double", `"storyteller.specialty_rule":"double"`},
		{"storyteller", `/maneuver add name:Feint attribute:Dexterity ability:Brawl damage:strength`, `"storyteller.maneuvers":[{`},
		{"klondike", "/combat instant-death on:true", `"klondike.instant_death":true`},
	} {
		for _, locale := range []string{"en", "ru"} {
			h := newHostileHarness(t, tc.system, locale)
			h.Run("/combat add name:Gob\n" + tc.setting + "\n")
			if !strings.Contains(channelText(t, h.state().channel), tc.want) {
				t.Fatalf("%s/%s: %s did not store %s", tc.system, locale, tc.setting, tc.want)
			}
			out := h.Run("/combat undo\n")
			if got := consoletest.LastOf(t, out); got.Ephemeral {
				t.Fatalf("%s/%s: undo refused: %s", tc.system, locale, got.Text())
			}
			st := channelText(t, h.state().channel)
			if !strings.Contains(st, tc.want) {
				t.Errorf("%s/%s: the undo of Gob joining dropped %s", tc.system, locale, tc.want)
			}
			if strings.Contains(st, `"name":"Gob"`) {
				t.Errorf("%s/%s: the undo did not take Gob out", tc.system, locale)
			}
		}
	}
}

// The GM's combatant for a player takes no sheet edits, so
// it is no witness that the player edited nothing: Bob's character, removed,
// his sheet edited, the removal undone, comes back with the edited sheet.
func TestUndoGivesTheEditedSheetBesideTheGMsCombatant(t *testing.T) {
	for _, locale := range []string{"en", "ru"} {
		h := consoletest.NewSystemHarness(t, locale, consoletest.ManyDice()...)
		h.Run(`/system set system:medieval
@Bob /char set stats:"REF 7 BODY 8" name:Bob
/combat start
@Bob /combat join
/combat add name:Gob stats:"REF 5 BODY 3" player:@Bob
/combat remove name:Bob
@Bob /char set stats:"REF 9"
/combat undo
`)
		for name, mod := range map[string]string{"Gob": "+ 5", "Bob": "+ 9"} {
			out := h.Run("/combat init name:" + name + "\n")
			if txt := consoletest.PlainText(t, consoletest.ReplyOf(t, out)); !strings.Contains(txt, mod) {
				t.Errorf("%s: %s's initiative does not add %s:\n%s", locale, name, mod, txt)
			}
		}
	}
}
