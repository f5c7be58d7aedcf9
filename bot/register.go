package bot

import (
	"context"
	"flag"
	"fmt"
	"io"

	"github.com/bwmarrin/discordgo"

	"fray/rules/dice"
	"fray/storage"
)

// Register bulk-overwrites the application commands, globally or to one
// guild. Commands carry Russian localisations and are guild-only.
func Register(ctx context.Context, s *discordgo.Session, appID, guildID string, defs []*discordgo.ApplicationCommand) ([]*discordgo.ApplicationCommand, error) {
	if appID == "" {
		app, err := s.Application("@me")
		if err != nil {
			return nil, fmt.Errorf("ask Discord for the application id: %w", err)
		}
		appID = app.ID
	}
	out, err := s.ApplicationCommandBulkOverwrite(appID, guildID, defs, discordgo.WithContext(ctx))
	if err != nil {
		return nil, fmt.Errorf("bulk overwrite commands: %w", err)
	}
	return out, nil
}

func cmdRegister(ctx context.Context, args []string, stdout, stderr io.Writer, env func(string) string) int {
	fs := flag.NewFlagSet("register", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var cf commonFlags
	cf.register(fs)
	if code, done := parseArgs(fs, args); done {
		return code
	}
	cfg, err := cf.load(env)
	if err != nil {
		fmt.Fprintf(stderr, "fray register: %v\n", err)
		return exitUsage
	}
	if cfg.Discord.Token == "" {
		fmt.Fprintln(stderr, "fray register: no Discord token (FRAY_TOKEN or discord.token). To try Fray without Discord: go run . console")
		return exitUsage
	}
	s, err := NewSession(cfg.Discord)
	if err != nil {
		fmt.Fprintf(stderr, "fray register: %v\n", err)
		return exitFailure
	}
	// The definitions need the app (localised choices), not the real database.
	dir, err := tempDir()
	if err != nil {
		fmt.Fprintf(stderr, "fray register: %v\n", err)
		return exitFailure
	}
	defer removeAll(dir)
	app, err := NewApp(ctx, dir+"/defs.db", storage.Options{}, dice.NewRandom())
	if err != nil {
		fmt.Fprintf(stderr, "fray register: %v\n", err)
		return exitFailure
	}
	defer app.Store().Close()
	out, err := Register(ctx, s, cfg.Discord.AppID, cfg.Discord.GuildID, app.Definitions())
	if err != nil {
		fmt.Fprintf(stderr, "fray register: %v\n", err)
		return exitFailure
	}
	where := "globally"
	if cfg.Discord.GuildID != "" {
		where = "to guild " + cfg.Discord.GuildID
	}
	fmt.Fprintf(stdout, "registered %d commands %s\n", len(out), where)
	return exitOK
}
