package commands_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// A player's sheet edit mid-fight refitted the armor from the sheet,
// whatever the edit: raising REF mended the torso the fight had worn from
// SP 10 to 9 («каждое пробитие снижает внешний слой на 1»). Only new armor
// refits now.
func TestSheetEditKeepsArmorWear(t *testing.T) {
	for _, tc := range []struct{ locale, script, want string }{
		{"en", `/system set system:medieval
/combat start
@Bob /char set stats:"REF 6 BODY 6" name:Bob
@Bob /char armor armor:"torso 10"
@Bob /combat join
/damage target:Bob amount:12 location:torso
@Bob /char set stats:"REF 7 BODY 6"
/damage target:Bob amount:12 location:torso
`, "12 − SP 9 → 3"},
		{"ru", `/система выбрать система:medieval
/бой начать
@Bob /персонаж задать параметры:"РЕФ 6 ТЕЛ 6" имя:Bob
@Bob /персонаж броня броня:"торс 10"
@Bob /бой войти
/урон цель:Bob количество:12 место:торс
@Bob /персонаж задать параметры:"РЕФ 7 ТЕЛ 6"
/урон цель:Bob количество:12 место:торс
`, "12 − ОС 9 → 3"},
	} {
		// Initiative 5; each blow's stun save 1.
		h := consoletest.NewSystemHarness(t, tc.locale, 5, 1, 1)
		consoletest.MedWant(t, consoletest.MedReply(t, h.Run(tc.script)), tc.want)
	}
}

// /combat undo brought back the players' sheets as they were in the fight
// before the undone change: a weapon Bob added since was gone from his
// combatant (an attack with it was refused as no such weapon) though his
// sheet had it. The fight comes back; the sheets stay as stored.
func TestUndoKeepsTheSheetsAsStored(t *testing.T) {
	for _, tc := range []struct{ locale, script, want string }{
		{"en", `/system set system:medieval
/combat start
/combat add name:Orc stats:"REF 5 BODY 6"
@Bob /char set stats:"REF 6 BODY 6 melee 3" name:Bob
@Bob /combat join
/damage target:Orc amount:3 location:torso
@Bob /char weapon add name:Axe spec:"2d6+2 melee"
/combat undo
@Bob /attack target:Orc weapon:Axe
`, "Bob → Orc (Axe)"},
		{"ru", `/система выбрать система:medieval
/бой начать
/бой добавить имя:Orc параметры:"РЕФ 5 ТЕЛ 6"
@Bob /персонаж задать параметры:"РЕФ 6 ТЕЛ 6 Ближний_бой 3" имя:Bob
@Bob /бой войти
/урон цель:Orc количество:3 место:торс
@Bob /персонаж оружие добавить название:Axe свойства:"2d6+2 melee"
/бой отменить
@Bob /атака цель:Orc оружие:Axe
`, "Bob → Orc (Axe)"},
	} {
		// Initiative Orc 5, Bob 5; the undone blow's stun save 1; the axe:
		// 9 to hit, the Orc's 1, torso 3, damage 2+2, the stun save 1.
		h := consoletest.NewSystemHarness(t, tc.locale, 5, 5, 1, 9, 1, 3, 2, 2, 1)
		got := consoletest.MedReply(t, h.Run(tc.script))
		if got.Ephemeral {
			t.Fatalf("%s: the axe was refused after the undo: %s", tc.locale, got.Text())
		}
		consoletest.MedWant(t, got, tc.want)
	}
}

// A player who edits their sheet mid-fight changes their combatant and so
// the fight's version; the tracker on screen was not refreshed, and every
// button on it then answered "this button is stale" — the GM could not even
// press Next turn. The sheet reply now refreshes the tracker too.
func TestCharEditInFightRefreshesTheTracker(t *testing.T) {
	for _, tc := range []struct{ locale, next, stale, turn string }{
		{"en", "Next turn", "out of date", "Turn: Orc"},
		{"ru", "Следующий ход", "устарела", "Ход: Orc"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			// Initiative: Orc 1d10 5 + REF 5 = 10; Bob 5 + REF 8 = 13.
			h := consoletest.NewSystemHarness(t, tc.locale, 5, 5)
			h.Run(`/system set system:medieval
/combat start
/combat add name:Orc
@Bob /char set stats:"REF 8 BODY 6" name:Bob
@Bob /combat join
`)
			out := h.Run("@Bob /char set stats:\"BODY 10\"\n")
			if len(out) != 2 || !out[0].Ephemeral || out[1].Kind != "edit" {
				var kinds []string
				for _, o := range out {
					kinds = append(kinds, o.Kind)
				}
				t.Errorf("want the ephemeral sheet and a tracker edit, got %v", kinds)
			}
			out = h.Run("!click " + tc.next + "\n")
			last := consoletest.LastOf(t, out)
			if strings.Contains(last.Text(), tc.stale) {
				t.Fatalf("the tracker's button went stale after a sheet edit: %s", last.Text())
			}
			consoletest.MustContain(t, last, tc.turn)
		})
	}
}

// A sheet edit during a fight names the fighters it reached.
func TestSheetEditNamesTheFighters(t *testing.T) {
	for _, tc := range []struct{ locale, want string }{
		{"en", "The change reached the fight: **Ann**."},
		{"ru", "Изменение дошло до боя: **Ann**."},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, consoletest.ManyDice()...)
		h.Run(`/system set system:medieval
/combat start
@Ann /char set stats:"REF 7 BODY 8" name:Ann
@Ann /combat join
`)
		out := h.Run("@Ann /char set stats:\"REF 8\"\n")
		if txt := consoletest.ReplyOf(t, out).Text(); !strings.Contains(txt, tc.want) {
			t.Errorf("%s: %s", tc.locale, txt)
		}
	}
}

// A player's sheet edit reaches only the combatants that came
// from the sheet (joined with it), not one the GM added for the player with
// its own stats: that one keeps the GM's stats and its own sheet, and the
// player's /combat join is not refused as "already in the fight".
func TestSheetEditSkipsTheGMsCombatantForAPlayer(t *testing.T) {
	for _, locale := range []string{"en", "ru"} {
		h := consoletest.NewSystemHarness(t, locale, consoletest.ManyDice()...)
		h.Run(`/system set system:medieval
/combat start
/combat add name:Gob stats:"REF 5 BODY 3" player:@Bob
`)
		out := h.Run(`@Bob /char set stats:"REF 7 BODY 8" name:Bob` + "\n")
		if txt := consoletest.PlainText(t, consoletest.ReplyOf(t, out)); strings.Contains(txt, "Gob") {
			t.Errorf("%s: Bob's sheet edit reached the GM's Gob:\n%s", locale, txt)
		}
		out = h.Run("@Bob /combat join\n")
		got := consoletest.ReplyOf(t, out)
		if txt := consoletest.PlainText(t, got); got.Ephemeral || !strings.Contains(txt, "Bob") {
			t.Fatalf("%s: Bob's join refused after a sheet edit: %s", locale, txt)
		}
		// A later edit reaches Bob, not Gob.
		out = h.Run(`@Bob /char set stats:"REF 9"` + "\n")
		txt := consoletest.PlainText(t, consoletest.ReplyOf(t, out))
		if !strings.Contains(txt, "**Bob**") || strings.Contains(txt, "Gob") {
			t.Errorf("%s: the edit should reach Bob only:\n%s", locale, txt)
		}
		// Gob's initiative still adds the GM's REF 5, Bob's his REF 9;
		// also after an undo (its sheet resync).
		for _, step := range []string{"", "/combat undo\n"} {
			h.Run(step)
			for name, mod := range map[string]string{"Gob": "+ 5", "Bob": "+ 9"} {
				out = h.Run("/combat init name:" + name + "\n")
				if txt := consoletest.PlainText(t, consoletest.ReplyOf(t, out)); !strings.Contains(txt, mod) {
					t.Errorf("%s %q: %s's initiative does not add %s:\n%s", locale, step, name, mod, txt)
				}
			}
		}
	}
}
