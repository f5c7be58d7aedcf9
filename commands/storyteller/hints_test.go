package storyteller_test

import (
	"regexp"
	"strings"
	"testing"

	"fray/bot/consoletest"
)

var stHintCommand = regexp.MustCompile("`(/[^`]+)`")

// stHint is the command a reply tells its reader to type: the first
// back-quoted /command that starts with prefix.
func stHint(t *testing.T, text, prefix string) string {
	t.Helper()
	for _, m := range stHintCommand.FindAllStringSubmatch(text, -1) {
		if strings.HasPrefix(m[1], prefix) {
			return m[1]
		}
	}
	t.Fatalf("no hint `%s…` in:\n%s", prefix, text)
	return ""
}

// Hints as typed: each hint the storyteller replies give is
// copied out of the reply and typed into the console by whoever may type
// it. A name with a space comes out quoted (`name:"Big Orc"`) and works; the
// undo a player reads names the GM, who alone may undo (the player typing
// it is refused, the GM's undo works). The player Vasya controls Big Orc,
// Dexterity 3 + Brawl 2; every die a 2 after the initiatives, so the disarm
// (5 dice at 7) fails: «В случае неудачи ваш персонаж может либо выронить
// оружие, либо подвергнуться ответному удару противника».
func TestStorytellerHintsRunAsTyped(t *testing.T) {
	type loc struct{ setup, trigger, hint, prefix, done string }
	for _, tc := range []struct {
		name   string
		gmOnly bool // the hint is the GM's: a player typing it is refused
		en, ru loc
	}{
		{"track_pc", false,
			loc{"", `/combat track name:"Big Orc"`, "Back to the full track: `/combat track name:\"Big Orc\" short:false`", "/combat track", "Big Orc uses the full health track."},
			loc{"", `/бой шкала имя:"Большой орк"`, "Вернуть полную: `/бой шкала имя:\"Большой орк\" короткая:нет`", "/бой шкала", "Большой орк — полная шкала здоровья."}},
		{"disarm_failed", false,
			loc{"", `@Vasya /attack attacker:"Big Orc" target:Bob maneuver:disarm defense:none`,
				"the GM decides whether the weapon is dropped (`/combat weapon name:\"Big Orc\" state:dropped`)", "/combat weapon", "Big Orc drops the weapon"},
			loc{"", `@Vasya /атака атакующий:"Большой орк" цель:Bob приём:обезоружить защита:нет`,
				"мастер решает, выпало ли оружие (`/бой оружие имя:\"Большой орк\" состояние:выронено`)", "/бой оружие", "Большой орк роняет оружие"}},
		{"strafe_range", true,
			loc{"", `@Vasya /attack attacker:"Big Orc" target:Bob maneuver:strafing weapon:"Light SMG" targets:Cy range:10 defense:none`,
				"Played as given; the GM decides, and can take it back with `/combat undo`.", "/combat undo", "Undone"},
			loc{"", `@Vasya /атака атакующий:"Большой орк" цель:Bob приём:обстрел оружие:"Пистолет-пулемет легкий" цели:Cy дистанция:10 защита:нет`,
				"Сыграно как указано; решает мастер. Мастер может отменить: `/бой отменить`.", "/бой отменить", "Отменено"}},
		{"heal_dead", true,
			loc{"/damage target:\"Big Orc\" levels:8 type:lethal\n", `/heal target:"Big Orc" levels:1 type:lethal`,
				"The GM can take back a blow dealt by mistake with `/combat undo`.", "/combat undo", "Undone"},
			loc{"/урон цель:\"Большой орк\" уровни:8 тип:летальные\n", `/лечить цель:"Большой орк" уровни:1`,
				"Ошибочный удар мастер может отменить: `/бой отменить`.", "/бой отменить", "Отменено"}},
	} {
		for _, locale := range []string{"en", "ru"} {
			l, orc := tc.en, "Big Orc"
			if locale == "ru" {
				l, orc = tc.ru, "Большой орк"
			}
			t.Run(tc.name+"/"+locale, func(t *testing.T) {
				h := consoletest.NewSystemHarness(t, locale, append([]int{9, 5, 4}, consoletest.Twos(300)...)...)
				h.Run("/system set system:storyteller\n/combat start\n" +
					"/combat add name:\"" + orc + "\" player:@Vasya stats:\"Dexterity 3 Brawl 2 Firearms 3 Stamina 2\"\n" +
					"/combat add name:Bob\n/combat add name:Cy\n" + l.setup)
				text := consoletest.PlainText(t, consoletest.LastOf(t, consoletest.Replies(h.Run(l.trigger+"\n"))))
				if !strings.Contains(text, l.hint) {
					t.Fatalf("missing %q in:\n%s", l.hint, text)
				}
				hint := stHint(t, text, l.prefix)
				if tc.gmOnly {
					if r := consoletest.LastOf(t, consoletest.Replies(h.Run("@Vasya "+hint+"\n"))); !r.Ephemeral {
						t.Fatalf("a player typed %s and was not refused: %s", hint, r.Text())
					}
				}
				r := consoletest.LastOf(t, consoletest.Replies(h.Run(hint+"\n")))
				if r.Ephemeral {
					t.Fatalf("%s, typed as the hint shows it, was refused: %s", hint, r.Text())
				}
				if got := consoletest.PlainText(t, r); !strings.Contains(got, l.done) {
					t.Errorf("%s: missing %q in:\n%s", hint, l.done, got)
				}
			})
		}
	}
}

// A hint a player may read must not send them to a GM's command as if it
// were theirs: /maneuver list is anyone's, /maneuver add the GM's.
func TestStorytellerNoManeuversHintNamesTheGM(t *testing.T) {
	for _, tc := range []struct{ locale, cmd, want string }{
		{"en", "@Vasya /maneuver list\n", "This channel has no maneuvers of its own; the GM can add one: `/maneuver add`."},
		{"ru", "@Vasya /маневр список\n", "Своих маневров в канале нет; мастер может добавить: `/маневр добавить`."},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			h := consoletest.NewSystemHarness(t, tc.locale)
			h.Run("/system set system:storyteller\n")
			r := consoletest.LastOf(t, consoletest.Replies(h.Run(tc.cmd)))
			if got := consoletest.PlainText(t, r); !strings.Contains(got, tc.want) {
				t.Errorf("missing %q in:\n%s", tc.want, got)
			}
		})
	}
}

// The Russian "no maneuvers of its own" reply names the command in Russian,
// as /help does: `/маневр добавить`, not `/maneuver add`.
func TestStorytellerEmptyManeuverListNamesTheCommandInRussian(t *testing.T) {
	h := consoletest.NewSystemHarness(t, "ru")
	out := h.Run("/system set system:storyteller\n/maneuver list\n")
	last := consoletest.LastOf(t, out)
	consoletest.MustContain(t, last, "`/маневр добавить`")
	if strings.Contains(last.Text(), "/maneuver") {
		t.Errorf("English command name in Russian output:\n%s", last.Text())
	}
}
