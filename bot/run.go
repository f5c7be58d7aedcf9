package bot

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"fray/rules/dice"
	"fray/storage"
)

// cmdRun is `fray run`: the bot. Its start-up checks everything it can
// before it creates anything, and a start that fails after creating the
// database file (a port in use, a gateway that refuses the token) removes
// what it created: a failed start leaves the disk as it found it.
func cmdRun(ctx context.Context, args []string, stdout, stderr io.Writer, env func(string) string) int {
	fs := flag.NewFlagSet("run", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var cf commonFlags
	cf.register(fs)
	httpAddr := fs.String("http", "", "also serve the HTTP interactions endpoint on ADDR")
	noCheck := fs.Bool("no-db-check", false, "skip the database's consistency check at start (database.check = false)")
	if code, done := parseArgs(fs, args); done {
		return code
	}
	cfg, err := cf.load(env)
	if err != nil {
		fmt.Fprintf(stderr, "fray: %v\n", err)
		return exitUsage
	}
	if *httpAddr != "" {
		cfg.HTTP.Listen = *httpAddr
	}
	if *noCheck {
		cfg.Database.Check = false
	}
	if cfg.Discord.Token == "" && cfg.HTTP.Listen == "" {
		fmt.Fprintln(stderr, "fray: no Discord token (set FRAY_TOKEN or discord.token in config.toml).\n"+
			"To try Fray without Discord, run the local console:  fray console  (from the source: go run . console)")
		return exitUsage
	}
	if cfg.HTTP.Listen != "" {
		if _, err := ParsePublicKey(cfg.Discord.PublicKey); err != nil {
			fmt.Fprintf(stderr, "fray: %v\n", err)
			return exitUsage
		}
	}
	log := NewLogger(cfg.Log, stderr)
	start := time.Now()
	fresh := notYetOnDisk(cfg.Database.Path)
	metrics := NewMetrics(nil)
	app, err := NewApp(ctx, cfg.Database.Path, storage.Options{
		LockTimeout: cfg.Database.LockTimeout.Duration, OnCommit: metrics.ObserveCommit, SkipCheck: !cfg.Database.Check,
	}, dice.NewRandom())
	if err != nil {
		log.Error().Err(openError(err)).Msg("cannot open the database")
		if !errors.Is(err, storage.ErrLocked) {
			fresh.remove()
		}
		return exitFailure
	}
	started := false
	defer func() {
		if err := app.Store().Close(); err != nil {
			log.Error().Err(err).Msg("closing the database")
		}
		if !started {
			fresh.remove()
			return
		}
		log.Info().Msg("database closed")
	}()
	if err := CheckShard(ctx, app.Store(), cfg.Discord); err != nil {
		log.Error().Err(err).Msg("cannot start")
		return exitFailure
	}
	router := NewRouter(app, log)
	cmds, _, _ := app.Routes()
	metrics.Know(cmds)
	srv, err := StartServicesWith(ctx, cfg, router, log, ServiceOptions{Metrics: metrics})
	if err != nil {
		log.Error().Err(err).Msg("cannot start")
		return exitFailure
	}
	started = true
	if err := app.Store().SetShardRecord(ctx, cfg.Discord.ShardID, cfg.Discord.ShardCount); err != nil {
		log.Warn().Err(err).Msg("cannot record the shard in the database")
	}
	ctl, err := StartControl(app.Store(), ControlSocket(cfg.Database.Path), log)
	if err != nil {
		log.Warn().Err(err).Msg("no control socket: `fray backup` will not reach this process")
	} else {
		defer ctl.Close()
	}
	log.Info().Dur("startup", time.Since(start)).Msg("ready")
	<-ctx.Done()
	log.Info().Msg("shutting down: finishing interactions in flight")
	srv.Stop(10 * time.Second)
	return exitOK
}

// openError adds what to do to a failure to open the database: how to skip
// the check when that would help, whose the folder must be when it cannot
// be written.
func openError(err error) error {
	var d *storage.DamagedError
	switch {
	case errors.As(err, &d) && d.Skippable:
		return fmt.Errorf("%w (database.check = false, or fray run --no-db-check)", err)
	case errors.Is(err, fs.ErrPermission):
		return fmt.Errorf("%w: the database's folder must be writable by the user Fray runs as (uid %d)", err, os.Getuid())
	}
	return err
}

// createdPaths are the database file and the folders above it that did not
// exist before the start: what a failed start removes.
type createdPaths []string

// notYetOnDisk lists what opening path would create: the file, and each
// missing folder above it, innermost first.
func notYetOnDisk(path string) createdPaths {
	var out createdPaths
	for p := filepath.Clean(path); ; {
		if _, err := os.Lstat(p); !errors.Is(err, fs.ErrNotExist) {
			return out
		}
		out = append(out, p)
		parent := filepath.Dir(p)
		if parent == p {
			return out
		}
		p = parent
	}
}

// remove deletes what the failed start created. A folder is removed only
// if it is empty again.
func (c createdPaths) remove() {
	for _, p := range c {
		_ = os.Remove(p)
	}
}
