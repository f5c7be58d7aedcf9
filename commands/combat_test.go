package commands_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

func TestJoinBringsTheSheetAndOwnerCanEndTurn(t *testing.T) {
	h := consoletest.NewHarness(t, "", "en", 9, 1)
	out := h.Run(`/system set system:medieval
@Ann /char set stats:"REF 8" name:Ann
/combat start
@Ann /combat join
/combat add name:Orc stats:"REF 1"
@Bob !click Next turn
@Ann !click Next turn
`)
	if !strings.Contains(out[3].Text(), "initiative **17**") {
		t.Fatalf("join: %s", out[3].Text())
	}
	// 4 and 6 are the tracker edits after the join and the add.
	if !out[7].Ephemeral {
		t.Fatalf("Bob ended Ann's turn: %s", out[7].Text())
	}
	if out[8].Kind != "update" || !strings.Contains(out[8].Text(), "Turn: Orc") {
		t.Fatalf("Ann could not end her turn: %s", out[8].Text())
	}
}

// An initiative the GM typed is shown as such, not as a message key: the
// text lived under the wrong key (char.weapon_init_fixed).
func TestCombatInitSetByTheGMIsWordedInBothLocales(t *testing.T) {
	for _, tc := range []struct{ locale, want string }{
		{"en", "initiative **15** (set by the GM)"},
		{"ru", "инициатива **15** (задана мастером)"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewHarness(t, "", tc.locale, 3, 4)
			out := h.Run("/system set system:klondike\n/combat start\n/combat add name:Orc\n/combat init name:Orc value:15\n")
			var got string
			for _, s := range out {
				if strings.Contains(s.Text(), "15") && s.Kind == "response" {
					got = s.Text()
				}
			}
			if !strings.Contains(got, tc.want) || strings.Contains(got, "init_fixed") {
				t.Fatalf("want %q, got %s", tc.want, got)
			}
		})
	}
}

// allSent is every message a run sent, one after another (a join sends its
// reply and the tracker's refresh).
func allSent(out []consoletest.Sent) consoletest.Sent {
	var b strings.Builder
	for _, s := range out {
		b.Write(s.Data)
		b.WriteByte('\n')
	}
	return consoletest.Sent{Data: []byte(b.String())}
}

// The medieval join read «Анна — инициатива 17 (🎲 7 + 10)»: the 10 is REF
// after armour (RULES.md «sum of armor EV subtracted from REF») plus Combat
// Sense (the seed: «За каждый уровень Чувство боя ты добавляешь +1 к
// броскам Инициативы»). The join and add replies name them: 7 + REF 8
// (10 − EV 2) + Combat Sense 2 = 17. The die drawn is the same 7.
func TestJoinLineNamesMedievalInitiativeParts(t *testing.T) {
	for _, tc := range []struct {
		locale, script string
		want           []string
	}{
		{"ru", `/система выбрать система:medieval
/персонаж задать имя:Анна параметры:"РЕФ 10 Чувство_боя 2"
/персонаж броня броня:"все 8 зу2"
/бой начать
/бой войти
/бой добавить имя:Orc параметры:"РЕФ 6"
`, []string{
			"**Анна** — инициатива **17** (🎲 7 + РЕФ 8 (10 − ЗУ 2) + Чувство боя 2)",
			"**Orc** — инициатива **10** (🎲 4 + РЕФ 6)",
		}},
		{"en", `/system set system:medieval
/char set name:Anna stats:"REF 10 combat_sense 2"
/char armor armor:"all 8 ev2"
/combat start
/combat join
/combat add name:Orc stats:"REF 6"
`, []string{
			"**Anna** — initiative **17** (🎲 7 + REF 8 (10 − EV 2) + Combat Sense 2)",
			"**Orc** — initiative **10** (🎲 4 + REF 6)",
		}},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 7, 4)
		consoletest.WantAll(t, tc.locale, allSent(h.Run(tc.script)), tc.want...)
	}
}

// Systems that name no parts keep today's compact line.
func TestJoinLineOtherSystemsKeepCompactRoll(t *testing.T) {
	for _, tc := range []struct {
		locale, script string
		faces          []int
		want           string
	}{
		{"ru", "/система выбрать система:storyteller\n/бой начать\n/бой добавить имя:Orc\n", []int{7}, "**Orc** — инициатива **9** (🎲 7 + 2)"},
		{"en", "/system set system:klondike\n/combat start\n/combat add name:Orc\n", []int{3, 4}, "**Orc** — initiative **4** (🎲 3+4 − 3)"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, tc.faces...)
		got := allSent(h.Run(tc.script))
		consoletest.WantAll(t, tc.locale, got, tc.want)
		wantNone(t, tc.locale, got, "REF", "РЕФ", "Combat Sense", "Чувство боя")
	}
}

// Initiative tied (same total, same DEX) and the d10 roll-off tied again:
// the tie line showed «Вика 🎲 10 против Главарь 🎲 10» and nothing on who
// goes first. The encounter falls back to join order (its sort, by ID),
// and the line says so; a roll-off that settled it says nothing more.
func TestTieLineSaysJoinOrderDecidesEqualRollOff(t *testing.T) {
	for _, tc := range []struct {
		locale, script, line, note string
	}{
		{"en", "/system set system:klondike\n/combat start\n/combat add name:Vika\n/combat add name:Boss\n",
			"**Vika** 🎲 10 vs **Boss** 🎲 10 (equal dice: whoever joined the fight first acts first)",
			"equal dice"},
		{"ru", "/система выбрать система:klondike\n/бой начать\n/бой добавить имя:Вика\n/бой добавить имя:Главарь\n",
			"**Вика** 🎲 10 против **Главарь** 🎲 10 (кубики равны — раньше ходит тот, кто раньше вступил в бой)",
			"кубики равны"},
	} {
		// Vika 3+4−3, Boss 3+4−3: tied with equal DEX; roll-off 10 and 10.
		h := consoletest.NewSystemHarness(t, tc.locale, 3, 4, 3, 4, 10, 10)
		tracker := consoletest.LastOf(t, h.Run(tc.script))
		consoletest.WantAll(t, tc.locale+" equal roll-off", tracker, tc.line)
		// Vika, who joined first, tops the order.
		if v, b := strings.Index(tracker.Text(), "▶️ `  4` **"), strings.Index(tracker.Text(), "▫️ `  4` **"); v < 0 || b < v {
			t.Errorf("%s: the first to join should have the turn:\n%s", tc.locale, tracker.Text())
		}

		// A roll-off that settles the tie: 7 against 10, no note.
		h = consoletest.NewSystemHarness(t, tc.locale, 3, 4, 3, 4, 7, 10)
		tracker = consoletest.LastOf(t, h.Run(tc.script))
		consoletest.WantAll(t, tc.locale+" settled roll-off", tracker, "🎲 7")
		wantNone(t, tc.locale+" settled roll-off", tracker, tc.note)
	}
}

// «Раунд 1: ходит **NPC**. » ended in a space for a fighter with no owner
// to mention. The line (and a new round's) now ends at its full stop; an
// owner's mention still follows after one space.
func TestTurnLineEndsCleanlyWithoutMention(t *testing.T) {
	for _, tc := range []struct {
		locale, script string
		want           []string
	}{
		{"en", `@Ann /char set stats:"STR 8 DEX 9 END 2 INT 8" name:Ann
@Ann /combat join
/combat add name:Orc
/combat next
/combat next
/combat next
/combat remove name:Ann
`, []string{
			`"description":"Round 1: **Ann**'s turn. \u003c@`,
			`"description":"Round 2: **Orc**'s turn."`,
			`"description":"Round 2: **Ann**'s turn. \u003c@`,
			`\n⚔️ Round 3 begins: **Orc** acts first."`,
		}},
		{"ru", `@Ann /персонаж задать параметры:"СИЛ 8 ЛОВ 9 ВЫН 2 ИНТ 8" имя:Ann
@Ann /бой войти
/бой добавить имя:Orc
/бой далее
/бой далее
/бой далее
/бой убрать имя:Ann
`, []string{
			`"description":"Раунд 1: ходит **Ann**. \u003c@`,
			`"description":"Раунд 2: ходит **Orc**."`,
			`"description":"Раунд 2: ходит **Ann**. \u003c@`,
			`\n⚔️ Начинается раунд 3: первым ходит **Orc**."`,
		}},
	} {
		// Initiative: round 1 Ann 3+4−3, Orc 5+5−3 (first); round 2 Orc
		// 6+6−3 (first), Ann 1+1−3; Ann leaves on the round's last turn,
		// round 3 Orc 1+1−3 (a new round's line, for an NPC).
		h := consoletest.NewSystemHarness(t, tc.locale, 3, 4, 5, 5, 6, 6, 1, 1, 1, 1)
		out := h.Run(consoletest.KlSetup(tc.locale) + tc.script)
		var all strings.Builder
		for _, s := range out {
			all.WriteString(s.Text())
		}
		for _, w := range tc.want {
			if !strings.Contains(all.String(), w) {
				t.Errorf("%s: want %s in:\n%s", tc.locale, w, all.String())
			}
		}
	}
}

// The surprise round is round 0 inside the tracker, and the tracker calls it
// "surprise round"; /combat next and /combat prev within it name it the same
// way, not «Раунд 0: ходит …».
func TestFreeRoundNextAndPrevNameTheSurpriseRound(t *testing.T) {
	for _, tc := range []struct {
		locale, script, next, prev string
	}{
		{"en", `/system set system:klondike
/combat start
@Ann /char set stats:"INT 10 recon 1" name:Ann
@Ann /combat join
/combat add name:Cat stats:"INT 10 recon 1"
/combat add name:Bandit
/combat surprise side_a:Ann,Cat side_b:Bandit
/combat next
/combat prev
`, "Surprise round: **Cat**'s turn.", "Back to **Ann**'s turn (surprise round)."},
		{"ru", `/система выбрать система:klondike
/бой начать
@Ann /персонаж задать параметры:"ИНТ 10 Разведка 1" имя:Ann
@Ann /бой войти
/бой добавить имя:Cat параметры:"ИНТ 10 Разведка 1"
/бой добавить имя:Bandit
/бой внезапность сторона-а:Ann,Cat сторона-б:Bandit
/бой далее
/бой назад
`, "Раунд внезапности: ходит **Cat**.", "Назад, к ходу: **Ann** (раунд внезапности)."},
	} {
		// Initiative on joining: Ann 5+5, Cat 4+4, Bandit 1+1. Surprise:
		// side A 6+6 (a success), side B 2+2 (a failure).
		h := consoletest.NewSystemHarness(t, tc.locale, 5, 5, 4, 4, 1, 1, 6, 6, 2, 2)
		out := h.Run(tc.script)
		for _, want := range []string{tc.next, tc.prev} {
			r := consoletest.ByText(t, out, want)
			if r.Ephemeral {
				t.Errorf("%s: %q is private", tc.locale, want)
			}
		}
		for _, r := range out {
			if strings.Contains(r.Text(), "Round 0") || strings.Contains(r.Text(), "Раунд 0") || strings.Contains(r.Text(), "раунд 0") {
				t.Errorf("%s: the surprise round read as round 0: %s", tc.locale, r.Text())
			}
		}
	}
}

// A player's character that leaves a running fight and comes back
// into the same fight comes back wounded, not healed, and its return takes
// nobody's turn. The GM removing it, and undo of each step, the same.
func TestRejoinKeepsWoundsAndTheTurn(t *testing.T) {
	for _, locale := range []string{"en", "ru"} {
		for _, remover := range []string{"@Ann ", ""} {
			h := consoletest.NewSystemHarness(t, locale, consoletest.ManyDice()...)
			h.Run(`/system set system:medieval
/combat start
/combat add name:Orc stats:"REF 5 BODY 6"
@Ann /char set stats:"REF 7 BODY 8" name:Ann
@Ann /combat join
/combat init name:Ann value:1
/combat init name:Orc value:2
/damage target:Ann amount:20
`)
			out := h.Run(remover + "/combat remove name:Ann\n@Ann /combat join\n")
			reply := consoletest.PlainText(t, out[len(out)-2])
			tracker := consoletest.PlainText(t, consoletest.LastOf(t, out))
			back := map[string]string{"en": "back in the fight with the wounds", "ru": "возвращается в бой с теми же ранами"}[locale]
			turn := map[string]string{"en": "Turn: Orc", "ru": "Ход: Orc"}[locale]
			unhurt := map[string]string{"en": "48/48", "ru": "48/48"}[locale]
			if !strings.Contains(reply, back) {
				t.Errorf("%s %q: the re-join does not say the wounds came back:\n%s", locale, remover, reply)
			}
			if !strings.Contains(tracker, turn) {
				t.Errorf("%s %q: the re-join took the turn:\n%s", locale, remover, tracker)
			}
			if ann := trackerLineOf(tracker, "Ann"); ann == "" || strings.Contains(ann, unhurt) {
				t.Errorf("%s %q: Ann came back unhurt:\n%s", locale, remover, tracker)
			}
			// Undo the join: Ann is out; join again: wounded again.
			h.Run("/combat undo\n")
			out = h.Run("@Ann /combat join\n")
			if ann := trackerLineOf(consoletest.PlainText(t, consoletest.LastOf(t, out)), "Ann"); ann == "" || strings.Contains(ann, unhurt) {
				t.Errorf("%s %q: after an undo of the re-join, Ann came back unhurt:\n%s", locale, remover, consoletest.PlainText(t, consoletest.LastOf(t, out)))
			}
			// Undo the join and the remove: Ann is back as she was.
			h.Run("/combat undo\n/combat undo\n")
			out = h.Run("/combat list\n")
			if ann := trackerLineOf(consoletest.PlainText(t, consoletest.LastOf(t, out)), "Ann"); ann == "" || strings.Contains(ann, unhurt) {
				t.Errorf("%s %q: undo of the remove: Ann not back wounded:\n%s", locale, remover, consoletest.PlainText(t, consoletest.LastOf(t, out)))
			}
			// The next fight brings her as this one left her: the party
			// keeps her wounds (party_test.go has campaign mode off).
			h.Run("/combat end\n/combat start\n")
			out = h.Run("@Ann /combat join\n")
			if ann := trackerLineOf(consoletest.PlainText(t, consoletest.LastOf(t, out)), "Ann"); ann == "" || strings.Contains(ann, unhurt) {
				t.Errorf("%s %q: the next fight did not bring her wounds:\n%s", locale, remover, consoletest.PlainText(t, consoletest.LastOf(t, out)))
			}
		}
	}
}

// trackerLineOf is the tracker's line for name and the health line under it.
func trackerLineOf(tracker, name string) string {
	lines := strings.Split(tracker, "\n")
	for i, l := range lines {
		if strings.Contains(l, "**"+name+"**") && i+1 < len(lines) {
			return l + "\n" + lines[i+1]
		}
	}
	return ""
}

// The state kept for a re-join is only that of a combatant that
// came from the player's sheet: a combatant the GM added for the player
// under the sheet's name, wounded and removed, does not hand its wounds to
// the player's own join. (While it is in, the join is refused for the name
// it takes, not as the player's character already in the fight.)
func TestGMsCombatantLeavesNoWoundsForTheJoin(t *testing.T) {
	for _, locale := range []string{"en", "ru"} {
		h := consoletest.NewSystemHarness(t, locale, consoletest.ManyDice()...)
		h.Run(`/system set system:medieval
@Bob /char set stats:"REF 7 BODY 8" name:Bob
/combat start
/combat add name:Orc stats:"REF 5 BODY 6"
/combat add name:Bob stats:"REF 5 BODY 8" player:@Bob
/damage target:Bob amount:20
`)
		// While the GM's Bob is in, Bob's join is refused for the name, not
		// as his own character being in the fight already.
		got := consoletest.ReplyOf(t, h.Run("@Bob /combat join\n"))
		dup := map[string]string{"en": "There is already a combatant called “Bob”", "ru": "Участник «Bob» уже есть"}[locale]
		if txt := consoletest.PlainText(t, got); !got.Ephemeral || !strings.Contains(txt, dup) {
			t.Errorf("%s: Bob's join beside the GM's Bob: %s", locale, txt)
		}
		h.Run("/combat remove name:Bob\n")
		out := h.Run("@Bob /combat join\n")
		reply := consoletest.PlainText(t, consoletest.ReplyOf(t, out))
		back := map[string]string{"en": "back in the fight", "ru": "возвращается в бой"}[locale]
		if strings.Contains(reply, back) {
			t.Errorf("%s: the join took the GM's Bob's state:\n%s", locale, reply)
		}
		if bob := trackerLineOf(consoletest.PlainText(t, consoletest.LastOf(t, out)), "Bob"); !strings.Contains(bob, "48/48") {
			t.Errorf("%s: Bob joined wounded with the GM's combatant's wounds:\n%s", locale, consoletest.PlainText(t, consoletest.LastOf(t, out)))
		}
	}
}
