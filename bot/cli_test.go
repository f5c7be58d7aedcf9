package bot

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/rs/zerolog"

	"fray/commands"
	"fray/rules/dice"
	"fray/storage"
)

func noEnv(string) string { return "" }

func TestRunWithoutTokenNamesConsoleAndExits2(t *testing.T) {
	var out, errb bytes.Buffer
	code := Main(context.Background(), []string{"run", "--config", ""}, strings.NewReader(""), &out, &errb, noEnv)
	if code != 2 || !strings.Contains(errb.String(), "console") {
		t.Fatalf("exit %d, stderr %q", code, errb.String())
	}
	// The default subcommand is run.
	errb.Reset()
	if code := Main(context.Background(), nil, strings.NewReader(""), &out, &errb, noEnv); code != 2 {
		t.Fatalf("no subcommand: exit %d", code)
	}
}

func TestConsoleRollsScriptedDice(t *testing.T) {
	var out, errb bytes.Buffer
	code := Main(context.Background(), []string{"console", "--dice", "4,5", "--json"}, strings.NewReader("/roll dice:2d6+3\n"), &out, &errb, noEnv)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if !strings.Contains(out.String(), `2d6 (4, 5) + 3 = **12**`) || !strings.HasPrefix(out.String(), `{"kind":"response","ephemeral":false,"data":{`) {
		t.Fatalf("output %s", out.String())
	}
}

func TestConsoleStopsWhenTheScriptRunsOut(t *testing.T) {
	var out, errb bytes.Buffer
	code := Main(context.Background(), []string{"console", "--dice", "4"}, strings.NewReader("/roll dice:2d6\n/roll dice:d6\n"), &out, &errb, noEnv)
	if code == 0 || !strings.Contains(errb.String(), "ran out") || !strings.Contains(errb.String(), "line 1") {
		t.Fatalf("exit %d, stderr %q", code, errb.String())
	}
}

func TestConsoleSystemPersistsAcrossProcesses(t *testing.T) {
	db := filepath.Join(t.TempDir(), "fray.db")
	run := func(locale, script string) string {
		var out, errb bytes.Buffer
		if code := Main(context.Background(), []string{"console", "--db", db, "--locale", locale}, strings.NewReader(script), &out, &errb, noEnv); code != 0 {
			t.Fatalf("exit %d: %s", code, errb.String())
		}
		return out.String()
	}
	run("en", "/system set system:klondike\n")
	got := run("en", "/system show\n@Player /system set system:medieval\n/system show\n")
	if strings.Count(got, "Klondike") != 2 || !strings.Contains(got, "Only the GM") {
		t.Fatalf("second process: %s", got)
	}
	if ru := run("ru", "/система показать\n"); !strings.Contains(ru, "Клондайк") {
		t.Fatalf("Russian: %s", ru)
	}
}

func TestConsoleSyntax(t *testing.T) {
	toks, err := tokenize(`/combat add name:"Orc Chief" stats:«REF 8» count:2 bare`)
	if err != nil {
		t.Fatal(err)
	}
	want := []token{{key: "/combat"}, {key: "add"}, {key: "name", value: "Orc Chief", hasKey: true},
		{key: "stats", value: "REF 8", hasKey: true}, {key: "count", value: "2", hasKey: true}, {key: "bare"}}
	if len(toks) != len(want) {
		t.Fatalf("tokens %+v", toks)
	}
	for i := range want {
		if toks[i] != want[i] {
			t.Errorf("token %d: %+v, want %+v", i, toks[i], want[i])
		}
	}
	if _, err := tokenize(`/roll dice:"2d6`); err == nil {
		t.Error("an unclosed quote parsed")
	}
}

func TestConsoleNotesAndComments(t *testing.T) {
	var out, errb bytes.Buffer
	script := "# a comment\n\nhello\n/nosuch\n!click Nothing\n"
	if code := Main(context.Background(), []string{"console", "--locale", "en"}, strings.NewReader(script), &out, &errb, noEnv); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if !strings.Contains(out.String(), "not understood") || !strings.Contains(out.String(), "Unknown command") || !strings.Contains(out.String(), "no button") {
		t.Fatalf("output %s", out.String())
	}
}

func TestConfigFileAndEnvironment(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "config.toml")
	if err := os.WriteFile(path, []byte("[discord]\ntoken = \"file\"\nshard_count = 2\n[database]\npath = \"a.db\"\nlock_timeout = \"3s\"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	env := map[string]string{"FRAY_DB": "env.db", "FRAY_SHARD_ID": "1"}
	cfg, err := LoadConfig(path, true, func(k string) string { return env[k] })
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Discord.Token != "file" || cfg.Database.Path != "env.db" || cfg.Discord.ShardID != 1 || cfg.Database.LockTimeout.Seconds() != 3 {
		t.Fatalf("config %+v", cfg)
	}
	if err := os.WriteFile(path, []byte("[discord]\ntokn = \"typo\"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadConfig(path, true, noEnv); err == nil || !strings.Contains(err.Error(), "tokn") {
		t.Fatalf("unknown key: %v", err)
	}
	if _, err := LoadConfig(filepath.Join(dir, "none.toml"), false, noEnv); err != nil {
		t.Fatalf("a missing optional file: %v", err)
	}
	if _, err := LoadConfig("", false, func(k string) string { return map[string]string{"FRAY_SHARD_ID": "3"}[k] }); err == nil {
		t.Fatal("shard 3 of 1 accepted")
	}
}

// The example config documents every key the program reads.
func TestExampleConfigIsComplete(t *testing.T) {
	cfg, err := LoadConfig("../config.example.toml", true, noEnv)
	if err != nil {
		t.Fatalf("config.example.toml: %v", err)
	}
	if cfg.Database.Path != "fray.db" {
		t.Fatalf("example config %+v", cfg)
	}
}

func TestBackupWhileTheBotHoldsTheLock(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "fray.db")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	st, err := storage.Open(ctx, db, storage.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if err := st.Update(ctx, func(tx *storage.Tx) error { return tx.PutGuild("g", storage.Guild{System: "medieval"}) }); err != nil {
		t.Fatal(err)
	}
	if err := ServeControl(ctx, st, ControlSocket(db), zerolog.Nop()); err != nil {
		t.Fatal(err)
	}
	cfg := DefaultConfig()
	cfg.Database.Path = db
	dest := filepath.Join(dir, "copy.db")
	n, err := Backup(ctx, cfg, dest)
	if err != nil || n == 0 {
		t.Fatalf("backup: %d %v", n, err)
	}
	cp, err := storage.Open(ctx, dest, storage.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer cp.Close()
	_ = cp.View(ctx, func(tx *storage.Tx) error {
		if g, _ := tx.Guild("g"); g.System != "medieval" {
			t.Fatalf("copy holds %+v", g)
		}
		return nil
	})
}

func TestRouterRecoversFromPanics(t *testing.T) {
	st, err := storage.Open(context.Background(), filepath.Join(t.TempDir(), "f.db"), storage.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	tr, _ := commands.NewI18n(commands.MessagesOf(Plugins())...)
	app, err := commands.New(commands.Deps{Store: st, Dice: panicDice{}, I18n: tr, Plugins: Plugins()})
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	c := &Console{Router: NewRouter(app, zerolog.Nop()), Dice: panicDice{}, Out: &out, JSON: true, Locale: "en"}
	if err := c.Run(context.Background(), strings.NewReader("/roll dice:d6\n/system show\n")); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 2 || !strings.Contains(lines[0], `"ephemeral":true`) || !strings.Contains(lines[0], "Nothing was changed") {
		t.Fatalf("after a panic: %s", out.String())
	}
}

type panicDice struct{}

func (panicDice) Roll(int) int { panic("dice on fire") }

var _ dice.Source = panicDice{}

func TestButtonMatching(t *testing.T) {
	b := discordgo.Button{Label: "Willpower (5)", CustomID: "st:wp:1"}
	for _, tc := range []struct {
		label string
		loose bool
		want  bool
	}{
		{"Willpower (5)", false, true},
		{"st:wp:1", false, true},
		{"Willpower", false, false},
		{"willpower", true, true},
		{"Will", true, false},
	} {
		if got := buttonMatches(b, tc.label, tc.loose); got != tc.want {
			t.Errorf("%q loose=%v: %v", tc.label, tc.loose, got)
		}
	}
}

// A script written with the English labels works on a Russian tracker.
// A label in the other language presses the same button (README): the
// tracker's own buttons, and a system's action buttons, whose labels come
// from its action table.
func TestConsoleClicksEnglishLabelsOnARussianTracker(t *testing.T) {
	for _, tc := range []struct{ name, script, dice, want string }{
		{"Next turn", "/system set system:medieval\n/combat start\n/combat add name:Orc count:3\n!click Next turn\n", "3,9,6", "Ход: Orc 3"},
		{"Move", "/system set system:klondike\n/combat start\n/combat add name:Orc\n!click Move\n", "3,4", "Orc: Движется на 10 м"},
		{"Dodge", "/system set system:medieval\n/combat start\n/combat add name:Orc\n!click Dodge\n", "5", "Уклонение"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			if code := Main(context.Background(), []string{"console", "--dice", tc.dice}, strings.NewReader(tc.script), &out, &errb, noEnv); code != 0 {
				t.Fatalf("exit %d: %s", code, errb.String())
			}
			if !strings.Contains(out.String(), "── update") || !strings.Contains(out.String(), tc.want) {
				t.Fatalf("%s did not press its Russian button: %s", tc.name, out.String())
			}
		})
	}
}

// ?/ on an option with fixed choices lists them as a client would.
func TestConsoleAutocompleteOfFixedChoices(t *testing.T) {
	var out, errb bytes.Buffer
	if code := Main(context.Background(), []string{"console", "--json", "--locale", "en"}, strings.NewReader("?/system set system:kl\n"), &out, &errb, noEnv); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if !strings.Contains(out.String(), `"kind":"autocomplete"`) || !strings.Contains(out.String(), `"value":"klondike"`) || strings.Contains(out.String(), "medieval") {
		t.Fatalf("choices: %s", out.String())
	}
}

func TestHelpFlagsAndBackupOfNothing(t *testing.T) {
	for _, arg := range []string{"-h", "--help", "help"} {
		var out, errb bytes.Buffer
		if code := Main(context.Background(), []string{arg}, strings.NewReader(""), &out, &errb, noEnv); code != 0 || !strings.Contains(out.String(), "console") {
			t.Errorf("%s: exit %d, %q", arg, code, out.String())
		}
	}
	dir := t.TempDir()
	var out, errb bytes.Buffer
	env := map[string]string{"FRAY_DB": filepath.Join(dir, "none.db")}
	code := Main(context.Background(), []string{"backup", "--config", "", filepath.Join(dir, "copy.db")}, strings.NewReader(""), &out, &errb, func(k string) string { return env[k] })
	if code == 0 || !strings.Contains(errb.String(), "no database") {
		t.Fatalf("backup of a missing database: exit %d, %q", code, errb.String())
	}
	if _, err := os.Stat(filepath.Join(dir, "none.db")); err == nil {
		t.Fatal("backup created the database it was asked to copy")
	}
}

// player:<@Bob> (or player:@Bob) names the console user @Bob, as a Discord
// client turns a mention into that user's id: Bob's click on Dodge is then
// for the combatant given to him. It was the id "Bob", nobody's.
func TestConsoleUserOptionNamesAConsoleUser(t *testing.T) {
	for _, player := range []string{"<@Bob>", "@Bob", "<@!Bob>"} {
		t.Run(player, func(t *testing.T) {
			script := "/system set system:medieval\n/combat start\n/combat add name:Orc\n/combat add name:Elf player:" + player + "\n@Bob !click Dodge\n"
			var out, errb bytes.Buffer
			if code := Main(context.Background(), []string{"console", "--locale", "en", "--dice", "5,3"}, strings.NewReader(script), &out, &errb, noEnv); code != 0 {
				t.Fatalf("exit %d: %s", code, errb.String())
			}
			if !strings.Contains(out.String(), "**Elf**: Dodge") {
				t.Fatalf("Bob's Dodge was not for Elf: %s", out.String())
			}
		})
	}
}

// A subcommand's --help prints its flags and exits 0; a bad flag exits 2.
func TestSubcommandHelpExitsZero(t *testing.T) {
	for _, sub := range []string{"console", "bench", "run", "register", "backup"} {
		for _, arg := range []string{"-h", "--help"} {
			var out, errb bytes.Buffer
			if code := Main(context.Background(), []string{sub, arg}, strings.NewReader(""), &out, &errb, noEnv); code != 0 || !strings.Contains(out.String()+errb.String(), "Usage of "+sub) {
				t.Errorf("%s %s: exit %d, %q", sub, arg, code, out.String()+errb.String())
			}
		}
		var out, errb bytes.Buffer
		if code := Main(context.Background(), []string{sub, "--no-such-flag"}, strings.NewReader(""), &out, &errb, noEnv); code != 2 {
			t.Errorf("%s --no-such-flag: exit %d, want 2", sub, code)
		}
	}
}

// http.listen and discord.public_key come from the config file, and the
// environment (FRAY_HTTP_LISTEN, FRAY_PUBLIC_KEY) wins over it.
func TestConfigHTTPKeys(t *testing.T) {
	path := filepath.Join(t.TempDir(), "config.toml")
	key := testPublicHex()
	if err := os.WriteFile(path, []byte("[discord]\npublic_key = \""+key+"\"\n[http]\nlisten = \"127.0.0.1:8080\"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	cfg, err := LoadConfig(path, true, noEnv)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.HTTP.Listen != "127.0.0.1:8080" || cfg.Discord.PublicKey != key {
		t.Fatalf("from the file: listen %q, public key %q", cfg.HTTP.Listen, cfg.Discord.PublicKey)
	}
	env := map[string]string{"FRAY_HTTP_LISTEN": "127.0.0.1:9090", "FRAY_PUBLIC_KEY": strings.Repeat("ab", 32)}
	cfg, err = LoadConfig(path, true, func(k string) string { return env[k] })
	if err != nil {
		t.Fatal(err)
	}
	if cfg.HTTP.Listen != "127.0.0.1:9090" || cfg.Discord.PublicKey != env["FRAY_PUBLIC_KEY"] {
		t.Fatalf("from the environment: listen %q, public key %q", cfg.HTTP.Listen, cfg.Discord.PublicKey)
	}
	if _, err := ParsePublicKey(cfg.Discord.PublicKey); err != nil {
		t.Fatalf("the environment's key: %v", err)
	}
}
