package bot

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/rs/zerolog"

	"fray/commands"
	"fray/rules/dice"
	"fray/storage"
)

// Exit statuses.
const (
	exitOK      = 0
	exitFailure = 1
	exitUsage   = 2
	exitDice    = 3
)

// Main runs a subcommand and returns the process exit status.
func Main(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer, env func(string) string) int {
	sub := "run"
	if len(args) > 0 && (args[0] == "-h" || args[0] == "--help" || args[0] == "-help") {
		sub, args = "help", nil
	} else if len(args) > 0 && !strings.HasPrefix(args[0], "-") {
		sub, args = args[0], args[1:]
	}
	switch sub {
	case "run":
		return cmdRun(ctx, args, stdout, stderr, env)
	case "console":
		return cmdConsole(ctx, args, stdin, stdout, stderr, env)
	case "register":
		return cmdRegister(ctx, args, stdout, stderr, env)
	case "backup":
		return cmdBackup(ctx, args, stdout, stderr, env)
	case "bench":
		return cmdBench(ctx, args, stdout, stderr, env)
	case "reshard":
		return cmdReshard(ctx, args, stdout, stderr, env)
	case "help":
		fmt.Fprint(stdout, usage)
		return exitOK
	}
	fmt.Fprintf(stderr, "fray: unknown subcommand %q\n\n%s", sub, usage)
	return exitUsage
}

const usage = `Usage: fray [subcommand] [flags]

  run       the Discord bot (default); --http ADDR adds the HTTP interactions endpoint
  console   Discord in a terminal, no token needed: try "echo '/roll dice:2d6+3' | fray console"
  register  bulk-overwrite the application commands (globally, or to discord.guild_id)
  backup    PATH: hot copy of the database while the bot runs
  bench     load test: simulated channels through the router against a real database
  reshard   --from N --to M --in PATTERN --out PATTERN: split or merge shard files by guild, offline

Common flags: --config PATH (default config.toml), --log json|pretty
`

type commonFlags struct {
	config string
	log    string
}

func (c *commonFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&c.config, "config", "config.toml", "configuration file (TOML)")
	fs.StringVar(&c.log, "log", "", "log format: json or pretty (overrides the config)")
}

func (c *commonFlags) load(env func(string) string) (Config, error) {
	cfg, err := LoadConfig(c.config, c.config != "config.toml", env)
	if err != nil {
		return cfg, err
	}
	if c.log != "" {
		if c.log != "json" && c.log != "pretty" {
			return cfg, fmt.Errorf("--log %q: use json or pretty", c.log)
		}
		cfg.Log.Format = c.log
	}
	return cfg, nil
}

// NewLogger builds the zerolog logger the config asks for.
func NewLogger(cfg LogConfig, w io.Writer) zerolog.Logger {
	var out io.Writer = w
	if cfg.Format == "pretty" {
		out = zerolog.ConsoleWriter{Out: w, TimeFormat: time.TimeOnly}
	}
	lvl, err := zerolog.ParseLevel(cfg.Level)
	if err != nil || cfg.Level == "" {
		lvl = zerolog.InfoLevel
	}
	return zerolog.New(out).Level(lvl).With().Timestamp().Logger()
}

// NewApp opens the store and builds the command app with the given dice.
func NewApp(ctx context.Context, dbPath string, opts storage.Options, src dice.Source) (*commands.App, error) {
	st, err := storage.Open(ctx, dbPath, opts)
	if err != nil {
		return nil, err
	}
	plugins := Plugins()
	tr, err := commands.NewI18n(commands.MessagesOf(plugins)...)
	if err != nil {
		st.Close()
		return nil, err
	}
	app, err := commands.New(commands.Deps{Store: st, Dice: src, I18n: tr, Plugins: plugins})
	if err != nil {
		st.Close()
		return nil, err
	}
	return app, nil
}

func cmdConsole(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer, env func(string) string) int {
	fs := flag.NewFlagSet("console", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var cf commonFlags
	cf.register(fs)
	diceFlag := fs.String("dice", "", "scripted dice faces, e.g. 4,5,10 (default: random)")
	jsonOut := fs.Bool("json", false, "print one JSON object per message the bot sends")
	locale := fs.String("locale", "ru", "the user's Discord locale: ru or en")
	dbPath := fs.String("db", "", "database file (default: a temporary file removed at exit)")
	channel := fs.String("channel", "general", "the channel's name")
	if code, done := parseArgs(fs, args); done {
		return code
	}
	if *locale != "ru" && *locale != "en" {
		fmt.Fprintf(stderr, "fray console: --locale %q: use ru or en\n", *locale)
		return exitUsage
	}
	var src dice.Source = dice.NewRandom()
	if *diceFlag != "" {
		s, err := dice.ParseScript(*diceFlag)
		if err != nil {
			fmt.Fprintf(stderr, "fray console: --dice: %v\n", err)
			return exitUsage
		}
		src = s
	}
	path := *dbPath
	if path == "" {
		dir, err := os.MkdirTemp("", "fray-console-*")
		if err != nil {
			fmt.Fprintf(stderr, "fray console: %v\n", err)
			return exitFailure
		}
		defer os.RemoveAll(dir)
		path = dir + "/console.db"
	}
	app, err := NewApp(ctx, path, storage.Options{}, src)
	if err != nil {
		fmt.Fprintf(stderr, "fray console: %v\n", err)
		return exitFailure
	}
	defer app.Store().Close()
	if f, ok := stdin.(*os.File); ok && !*jsonOut {
		if st, err := f.Stat(); err == nil && st.Mode()&os.ModeCharDevice != 0 {
			// A person at a terminal: say how to start and how to leave.
			fmt.Fprintln(stderr, "Fray console — type a command such as /help or /roll dice:2d6+3 (Russian names too); Ctrl-D quits.")
		}
	}
	// The console's own log goes to stderr, quiet unless something breaks.
	log := NewLogger(LogConfig{Format: "pretty", Level: "error"}, stderr)
	if cf.log != "" {
		log = NewLogger(LogConfig{Format: cf.log, Level: "info"}, stderr)
	}
	c := &Console{Router: NewRouter(app, log), Dice: src, Out: stdout, JSON: *jsonOut, Locale: *locale, Channel: *channel}
	if err := c.Run(ctx, stdin); err != nil {
		fmt.Fprintf(stderr, "fray console: %v\n", err)
		if errors.Is(err, dice.ErrScriptExhausted) || errors.Is(err, dice.ErrFaceTooLarge) {
			return exitDice
		}
		return exitFailure
	}
	return exitOK
}

func cmdBackup(ctx context.Context, args []string, stdout, stderr io.Writer, env func(string) string) int {
	fs := flag.NewFlagSet("backup", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var cf commonFlags
	cf.register(fs)
	if code, done := parseArgs(fs, args); done {
		return code
	}
	if fs.NArg() != 1 {
		fmt.Fprintln(stderr, "usage: fray backup [--config PATH] PATH")
		return exitUsage
	}
	cfg, err := cf.load(env)
	if err != nil {
		fmt.Fprintf(stderr, "fray backup: %v\n", err)
		return exitUsage
	}
	n, err := Backup(ctx, cfg, fs.Arg(0))
	if err != nil {
		fmt.Fprintf(stderr, "fray backup: %v\n", err)
		return exitFailure
	}
	fmt.Fprintf(stdout, "backup: %d bytes written to %s\n", n, fs.Arg(0))
	return exitOK
}

// Systems is the list of rule systems Fray plays.

// parseArgs parses a subcommand's flags. --help (or -h) has printed the
// usage and is no error: exit 0; a bad flag has printed why: exit 2.
func parseArgs(fs *flag.FlagSet, args []string) (code int, done bool) {
	switch err := fs.Parse(args); {
	case err == nil:
		return exitOK, false
	case errors.Is(err, flag.ErrHelp):
		return exitOK, true
	default:
		return exitUsage, true
	}
}
