// Command fray is a Discord bot that runs tabletop-RPG combat in chat.
//
//	fray [run] [--http ADDR]   the bot, through the Discord gateway (and/or HTTP interactions)
//	fray console               Discord in a terminal: no token needed
//	fray register              bulk-overwrite the application commands
//	fray backup PATH           hot copy of the database
//	fray bench                 load test through the router against a real database
//	fray reshard               split or merge shard files by guild, offline
package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"

	"fray/bot"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := bot.Main(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr, os.Getenv)
	stop()
	os.Exit(code)
}
