package bot

import (
	"context"
	"flag"
	"fmt"
	"io"
	"time"

	"fray/rules/dice"
	"fray/storage"
)

func cmdRun(ctx context.Context, args []string, stdout, stderr io.Writer, env func(string) string) int {
	fs := flag.NewFlagSet("run", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var cf commonFlags
	cf.register(fs)
	httpAddr := fs.String("http", "", "also serve the HTTP interactions endpoint on ADDR")
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
	if cfg.Discord.Token == "" && cfg.HTTP.Listen == "" {
		fmt.Fprintln(stderr, "fray: no Discord token (set FRAY_TOKEN or discord.token in config.toml).\n"+
			"To try Fray without Discord, run the local console:  fray console  (from the source: go run . console)")
		return exitUsage
	}
	log := NewLogger(cfg.Log, stderr)
	start := time.Now()
	metrics := NewMetrics(nil)
	app, err := NewApp(ctx, cfg.Database.Path, storage.Options{
		LockTimeout: cfg.Database.LockTimeout.Duration, OnCommit: metrics.ObserveCommit,
	}, dice.NewRandom())
	if err != nil {
		log.Error().Err(err).Msg("cannot open the database")
		return exitFailure
	}
	defer func() {
		if err := app.Store().Close(); err != nil {
			log.Error().Err(err).Msg("closing the database")
		}
		log.Info().Msg("database closed")
	}()
	ctlCtx, stopCtl := context.WithCancel(ctx)
	defer stopCtl()
	if err := ServeControl(ctlCtx, app.Store(), ControlSocket(cfg.Database.Path), log); err != nil {
		log.Warn().Err(err).Msg("no control socket: `fray backup` will not reach this process")
	}
	router := NewRouter(app, log)
	cmds, _, _ := app.Routes()
	metrics.Know(cmds)
	srv, err := StartServicesWith(ctx, cfg, router, log, ServiceOptions{Metrics: metrics})
	if err != nil {
		log.Error().Err(err).Msg("cannot start")
		return exitFailure
	}
	log.Info().Dur("startup", time.Since(start)).Msg("ready")
	<-ctx.Done()
	log.Info().Msg("shutting down: finishing interactions in flight")
	srv.Stop(10 * time.Second)
	return exitOK
}
