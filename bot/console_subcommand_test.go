package bot

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rs/zerolog"

	"fray/commands"
	"fray/rules/dice"
	"fray/storage"
)

// A word after a command that has no subcommands is an option written
// without its name: the console says so, instead of "no subcommand "5"
// (valid: )" with an empty list. A command with subcommands still lists them.
func TestConsoleWordAfterCommandWithoutSubcommands(t *testing.T) {
	for _, tc := range []struct{ locale, line, want string }{
		{"ru", "/проверка 5 6\n", `у /проверка нет подкоманд: параметры пишутся как имя:значение, а не "5"`},
		{"en", "/check 5 6\n", `/check has no subcommands: write options as name:value, not "5"`},
		{"en", "/combat frob\n", `/combat has no subcommand "frob" (valid: start, add, join`},
	} {
		st, err := storage.Open(context.Background(), filepath.Join(t.TempDir(), "f.db"), storage.Options{})
		if err != nil {
			t.Fatal(err)
		}
		tr, _ := commands.NewI18n(commands.MessagesOf(Plugins())...)
		d := dice.NewScripted()
		app, err := commands.New(commands.Deps{Store: st, Dice: d, I18n: tr, Plugins: Plugins()})
		if err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		c := &Console{Router: NewRouter(app, zerolog.Nop()), Dice: d, Out: &out, Locale: tc.locale}
		_ = c.Run(context.Background(), strings.NewReader(tc.line))
		if !strings.Contains(out.String(), tc.want) {
			t.Errorf("%s: want %q in:\n%s", tc.line, tc.want, out.String())
		}
		if strings.Contains(out.String(), "(есть: )") || strings.Contains(out.String(), "(valid: )") {
			t.Errorf("%s: an empty list of subcommands:\n%s", tc.line, out.String())
		}
		st.Close()
	}
}

// An autocomplete with nothing to offer says so in the console's language.
func TestConsoleNoChoicesInTheUsersLanguage(t *testing.T) {
	for _, tc := range []struct{ locale, want string }{{"ru", "(вариантов нет)"}, {"en", "(no choices)"}} {
		st, err := storage.Open(context.Background(), filepath.Join(t.TempDir(), "f.db"), storage.Options{})
		if err != nil {
			t.Fatal(err)
		}
		tr, _ := commands.NewI18n(commands.MessagesOf(Plugins())...)
		d := dice.NewScripted(3, 4)
		app, err := commands.New(commands.Deps{Store: st, Dice: d, I18n: tr, Plugins: Plugins()})
		if err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		c := &Console{Router: NewRouter(app, zerolog.Nop()), Dice: d, Out: &out, Locale: tc.locale}
		_ = c.Run(context.Background(), strings.NewReader("/system set system:medieval\n/combat start\n?/attack target:zzz\n"))
		if !strings.Contains(out.String(), tc.want) {
			t.Errorf("%s: want %q in:\n%s", tc.locale, tc.want, out.String())
		}
		st.Close()
	}
}

// An option that Discord's definition leaves out but a handler takes (moved
// into extra:, or a storyteller situation token read by name) is sent
// without calling it unknown; an option nobody takes still gets the note.
func TestConsoleNoteOnlyForOptionsNobodyTakes(t *testing.T) {
	script := "/system set system:storyteller\n" +
		"/атака цель:Orc обстановка:\"противники:2\"\n" + // situation, moved into extra:
		"/атака цель:Orc цели:2\n" + // targets, moved, by its Russian name
		"/атака цель:Orc действия:2\n" + // a situation token read by name
		"/attack target:Orc willpower:true\n" +
		"/атака цель:Orc чепуха:1\n"
	for _, loc := range []string{"ru", "en"} {
		var out, errb bytes.Buffer
		if code := Main(context.Background(), []string{"console", "--locale", loc}, strings.NewReader(script), &out, &errb, noEnv); code != 0 {
			t.Fatalf("%s: exit %d: %s", loc, code, errb.String())
		}
		notes := 0
		for _, line := range strings.Split(out.String(), "\n") {
			if strings.Contains(line, "нет параметра") || strings.Contains(line, "has no option") {
				notes++
				if !strings.Contains(line, "чепуха") {
					t.Errorf("%s: a taken option is called unknown: %s", loc, line)
				}
			}
		}
		if notes != 1 {
			t.Errorf("%s: %d notes, want 1 (for чепуха):\n%s", loc, notes, out.String())
		}
	}
}

// A mistyped command gets a note naming the command probably meant, in the
// console's language, or every command when nothing is near.
func TestConsoleUnknownCommandSuggests(t *testing.T) {
	for _, tc := range []struct{ locale, line, want string }{
		{"en", "/character set name:Ann\n", "there is no /character; did you mean /char?"},
		{"ru", "/персонажи\n", "команды /персонажи нет; может быть, /персонаж?"},
		{"en", "/frob\n", "there is no /frob (commands: /roll, /system, /help, /char, /combat"},
		{"ru", "/frob\n", "команды /frob нет (команды: /бросок, /система, /помощь, /персонаж, /бой"},
	} {
		var out, errb bytes.Buffer
		if code := Main(context.Background(), []string{"console", "--locale", tc.locale}, strings.NewReader(tc.line), &out, &errb, noEnv); code != 0 {
			t.Fatalf("%s: exit %d: %s", tc.line, code, errb.String())
		}
		if !strings.Contains(out.String(), tc.want) {
			t.Errorf("%s: want %q in:\n%s", tc.line, tc.want, out.String())
		}
	}
}

// A boolean option given something other than yes or no is noted: the
// handler reads it as false, and the user should know.
func TestConsoleNotesABooleanThatIsNot(t *testing.T) {
	for _, tc := range []struct{ locale, line, want string }{
		{"en", "/odds stat:5 melee:maybe\n", `option "melee" takes true or false (yes/no), not "maybe": read as false`},
		{"ru", "/шансы параметр:5 ближний:может\n", `параметр «ближний» — да или нет (true/false), а не "может": прочитано как «нет»`},
	} {
		var out, errb bytes.Buffer
		// The same line with a yes (either language's) gets no note.
		yes := strings.NewReplacer(":maybe", ":yes", ":может", ":да").Replace(tc.line)
		script := "/system set system:medieval\n" + tc.line + yes
		if code := Main(context.Background(), []string{"console", "--locale", tc.locale}, strings.NewReader(script), &out, &errb, noEnv); code != 0 {
			t.Fatalf("exit %d: %s", code, errb.String())
		}
		if n := strings.Count(out.String(), tc.want); n != 1 {
			t.Errorf("%s: %d notes %q in:\n%s", tc.locale, n, tc.want, out.String())
		}
	}
}
