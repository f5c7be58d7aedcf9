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
		tr, _ := commands.NewI18n()
		d := dice.NewScripted()
		app, err := commands.New(commands.Deps{Store: st, Dice: d, I18n: tr, Systems: Systems()})
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

// An autocomplete with nothing to offer says so in the session's language.
func TestConsoleNoChoicesInTheUsersLanguage(t *testing.T) {
	for _, tc := range []struct{ locale, want string }{{"ru", "(вариантов нет)"}, {"en", "(no choices)"}} {
		st, err := storage.Open(context.Background(), filepath.Join(t.TempDir(), "f.db"), storage.Options{})
		if err != nil {
			t.Fatal(err)
		}
		tr, _ := commands.NewI18n()
		d := dice.NewScripted(3, 4)
		app, err := commands.New(commands.Deps{Store: st, Dice: d, I18n: tr, Systems: Systems()})
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
