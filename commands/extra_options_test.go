package commands_test

import (
	"strings"
	"testing"

	"fray/bot/consoletest"
)

// /attack extra: with a key no system takes lists the moved options of the
// channel's system only, in the user's language: a medieval channel was told
// «actions, hidden, situation, targets, действие, обстановка, скрыто, цели».
// Another system's option is refused the same way, and a key in the other
// language is still accepted.
func TestExtraListsTheChannelSystemsOptions(t *testing.T) {
	all := []string{"actions", "hidden", "situation", "targets", "damage_dice", "действие", "скрыто", "обстановка", "цели", "кубики_урона"}
	for _, tc := range []struct {
		system, locale string
		list           string // the exact list the refusal ends with
		foreign        string // another system's option, refused here
		otherLang      string // this system's option in the other language, accepted
	}{
		{"medieval", "en", "actions, hidden.", "situation:1", "скрыто:ноги"},
		{"medieval", "ru", "действие, скрыто.", "цели:Orc", "hidden:legs"},
		{"storyteller", "en", "damage_dice, situation, targets.", "hidden:legs", "обстановка:opponents:2"},
		{"storyteller", "ru", "кубики_урона, обстановка, цели.", "действие:2", "targets:Orc"},
		{"klondike", "en", "light, mode, prone, targets.", "actions:2", "цели:Orc"},
		{"klondike", "ru", "лежит, режим, свет, цели.", "скрыто:ноги", "targets:Orc"},
	} {
		t.Run(tc.system+"/"+tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale)
			h.Run("/system set system:" + tc.system + "\n")
			unknown := map[string]string{"en": "extra options", "ru": "дополнительных параметров"}[tc.locale]
			for _, key := range []string{"bogus:1", tc.foreign} {
				got := consoletest.LastOf(t, h.Run("/attack extra:\""+key+"\"\n"))
				desc := decodeEmbeds(t, got).Embeds[0].Description
				if !got.Ephemeral || !strings.Contains(desc, unknown) || !strings.HasSuffix(desc, ": "+tc.list) {
					t.Errorf("extra:%q: want an ephemeral refusal listing %q, got %q", key, tc.list, desc)
				}
				listed := desc[strings.LastIndex(desc, ": ")+2:]
				for _, name := range all {
					if strings.Contains(listed, name) && !strings.Contains(tc.list, name) {
						t.Errorf("extra:%q lists %q: %q", key, name, desc)
					}
				}
			}
			got := consoletest.LastOf(t, h.Run("/attack extra:\""+tc.otherLang+"\"\n"))
			if strings.Contains(got.Text(), unknown) {
				t.Errorf("extra:%q in the other language was refused: %s", tc.otherLang, got.Text())
			}
		})
	}
}

// An option that another system moved into extra:, typed as an
// option of its own (the console sends any name it is given), is refused as
// the same key inside extra: is — before, the handler silently ignored it —
// and changes nothing. A system's own situation tokens read by name stay.
func TestForeignMovedOptionTypedDirectlyIsRefused(t *testing.T) {
	for _, tc := range []struct {
		system, locale, line string
		refused              bool
		want                 string
	}{
		{"medieval", "ru", "/атака цель:Orc обстановка:x\n", true, "«обстановка» — не из дополнительных параметров этой команды: действие, скрыто."},
		{"medieval", "en", "/attack target:Orc situation:x\n", true, "“situation” is not one of this command's extra options: actions, hidden."},
		{"klondike", "en", "/attack target:Orc actions:2\n", true, "“actions” is not one of this command's extra options: light, mode, prone, targets."},
		{"storyteller", "ru", "/атака цель:Orc скрыто:ноги\n", true, "«скрыто» — не из дополнительных параметров этой команды: кубики_урона, обстановка, цели."},
		// действие: is medieval's moved option and storyteller's own token.
		{"storyteller", "ru", "/атака цель:Orc действие:2\n", false, ""},
	} {
		t.Run(tc.system+"/"+tc.line, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale)
			h.Run("/system set system:" + tc.system + "\n/combat start\n")
			if tc.refused {
				consoletest.RefusedUnchanged(t, h, strings.TrimSuffix(tc.line, "\n"), tc.want)
				return
			}
			got := consoletest.LastOf(t, h.Run(tc.line))
			if desc := decodeEmbeds(t, got).Embeds[0].Description; strings.Contains(desc, "дополнительных параметров") {
				t.Fatalf("a token the system reads was refused: %q", desc)
			}
		})
	}
}

// TakesOption answers the console for the options Discord's definition
// leaves out.
func TestTakesOption(t *testing.T) {
	a := consoletest.NewSystemHarness(t, "en").App
	for name, want := range map[string]bool{"situation": true, "обстановка": true, "ЦЕЛИ": true, "действия": true, "willpower": true, "nonsense": false} {
		if got := a.TakesOption("attack", name); got != want {
			t.Errorf("TakesOption(attack, %q) = %v, want %v", name, got, want)
		}
	}
	if a.TakesOption("roll", "situation") {
		t.Error("/roll takes no situation")
	}
}

// «hidden:torso, legs» as a player types it: both parts are hidden, and the
// location die re-rolls 9 (legs) and 4 (torso) to 6 (left arm). It was
// refused: "legs" read as an extra option of its own.
func TestExtraHiddenListWithSpaces(t *testing.T) {
	for _, tc := range []struct{ locale, script, want, hidden string }{
		{"en", `/system set system:medieval
/combat start
/combat add name:A stats:"REF 6 melee 4"
/combat add name:B stats:"REF 6"
/attack attacker:A target:B damage:1d6 extra:"hidden:torso, legs"
`, "d10 9 ↻ 4 ↻ 6 → **left arm**", "Hidden or lost parts were re-rolled."},
		{"ru", `/система выбрать система:medieval
/бой начать
/бой добавить имя:A параметры:"РЕФ 6 Ближний_бой 4"
/бой добавить имя:B параметры:"РЕФ 6"
/атака атакующий:A цель:B урон:1d6 ещё:"скрыто:торс, ноги"
`, "d10 9 ↻ 4 ↻ 6 → **левая рука**", "Скрытые или потерянные места переброшены."},
	} {
		// Initiative 5, 3; to hit 9 against 2; location 9, 4, 6; damage 4;
		// stun save 3.
		h := consoletest.NewSystemHarness(t, tc.locale, 5, 3, 9, 2, 9, 4, 6, 4, 3)
		out := h.Run(tc.script)
		r := consoletest.ByText(t, out, "⚔️ A → B")
		if r.Ephemeral {
			t.Fatalf("%s: refused: %s", tc.locale, r.Text())
		}
		consoletest.MedWantEscaped(t, r, tc.want, tc.hidden)
		if last := consoletest.LastOf(t, out); last.Ephemeral {
			t.Errorf("%s: refused: %s", tc.locale, last.Text())
		}
	}
}
