package bot

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/BurntSushi/toml"
)

// Config is everything Fray reads at start. Every key can come from the
// config file (TOML) and, overriding it, from the environment (FRAY_*).
type Config struct {
	Discord  DiscordConfig  `toml:"discord"`
	Database DatabaseConfig `toml:"database"`
	HTTP     HTTPConfig     `toml:"http"`
	Log      LogConfig      `toml:"log"`
}

// DiscordConfig is the Discord application.
type DiscordConfig struct {
	Token      string `toml:"token"`       // FRAY_TOKEN
	AppID      string `toml:"app_id"`      // FRAY_APP_ID (register: else asked of Discord)
	GuildID    string `toml:"guild_id"`    // FRAY_GUILD_ID (register to one guild, for development)
	PublicKey  string `toml:"public_key"`  // FRAY_PUBLIC_KEY (hex; the HTTP endpoint)
	APIURL     string `toml:"api_url"`     // FRAY_API_URL (a REST proxy, or a fake in tests)
	GatewayURL string `toml:"gateway_url"` // FRAY_GATEWAY_URL
	ShardID    int    `toml:"shard_id"`    // FRAY_SHARD_ID
	ShardCount int    `toml:"shard_count"` // FRAY_SHARD_COUNT
}

// DatabaseConfig is the bbolt file.
type DatabaseConfig struct {
	Path        string   `toml:"path"`         // FRAY_DB
	LockTimeout Duration `toml:"lock_timeout"` // FRAY_DB_LOCK_TIMEOUT
	// Check walks the whole file at start before using it (default true;
	// `run --no-db-check` turns it off for one start).
	Check bool `toml:"check"` // FRAY_DB_CHECK
}

// HTTPConfig is the interactions endpoint and operations listener.
type HTTPConfig struct {
	Listen string `toml:"listen"` // FRAY_HTTP_LISTEN
	// MetricsListen, when set, serves /healthz and /metrics on this address
	// and not on Listen, so the public endpoint need not expose them.
	MetricsListen string `toml:"metrics_listen"` // FRAY_METRICS_LISTEN
}

// LogConfig chooses the log format.
type LogConfig struct {
	Format string `toml:"format"` // FRAY_LOG: json or pretty
	Level  string `toml:"level"`  // FRAY_LOG_LEVEL: debug, info, warn, error
}

// Duration reads "2s" from TOML.
type Duration struct{ time.Duration }

// UnmarshalText implements encoding.TextUnmarshaler.
func (d *Duration) UnmarshalText(b []byte) error {
	v, err := time.ParseDuration(string(b))
	if err != nil {
		return fmt.Errorf("duration %q: %w", b, err)
	}
	d.Duration = v
	return nil
}

// DefaultConfig is the configuration with nothing set.
func DefaultConfig() Config {
	return Config{
		Discord:  DiscordConfig{ShardCount: 1},
		Database: DatabaseConfig{Path: "fray.db", LockTimeout: Duration{2 * time.Second}, Check: true},
		Log:      LogConfig{Format: "json", Level: "info"},
	}
}

// LoadConfig reads path (a missing file is fine unless required) and then
// the environment.
func LoadConfig(path string, required bool, env func(string) string) (Config, error) {
	c := DefaultConfig()
	if path != "" {
		raw, err := os.ReadFile(path)
		switch {
		case errors.Is(err, fs.ErrNotExist) && !required:
		case err != nil:
			return c, fmt.Errorf("read config: %w", err)
		default:
			md, err := toml.Decode(string(raw), &c)
			if err != nil {
				return c, fmt.Errorf("config %s: %w", path, err)
			}
			if und := md.Undecoded(); len(und) > 0 {
				return c, fmt.Errorf("config %s: unknown key %s", path, und[0])
			}
		}
	}
	strs := map[string]*string{
		"FRAY_TOKEN": &c.Discord.Token, "FRAY_APP_ID": &c.Discord.AppID, "FRAY_GUILD_ID": &c.Discord.GuildID,
		"FRAY_PUBLIC_KEY": &c.Discord.PublicKey, "FRAY_API_URL": &c.Discord.APIURL, "FRAY_GATEWAY_URL": &c.Discord.GatewayURL,
		"FRAY_DB": &c.Database.Path, "FRAY_HTTP_LISTEN": &c.HTTP.Listen, "FRAY_METRICS_LISTEN": &c.HTTP.MetricsListen,
		"FRAY_LOG": &c.Log.Format, "FRAY_LOG_LEVEL": &c.Log.Level,
	}
	for k, p := range strs {
		if v := env(k); v != "" {
			*p = v
		}
	}
	ints := map[string]*int{"FRAY_SHARD_ID": &c.Discord.ShardID, "FRAY_SHARD_COUNT": &c.Discord.ShardCount}
	for k, p := range ints {
		if v := env(k); v != "" {
			n, err := strconv.Atoi(v)
			if err != nil {
				return c, fmt.Errorf("%s=%q: not a number", k, v)
			}
			*p = n
		}
	}
	if v := env("FRAY_DB_CHECK"); v != "" {
		b, err := strconv.ParseBool(v)
		if err != nil {
			return c, fmt.Errorf("FRAY_DB_CHECK=%q: use true or false", v)
		}
		c.Database.Check = b
	}
	if v := env("FRAY_DB_LOCK_TIMEOUT"); v != "" {
		if err := c.Database.LockTimeout.UnmarshalText([]byte(v)); err != nil {
			return c, fmt.Errorf("FRAY_DB_LOCK_TIMEOUT: %w", err)
		}
	}
	c.Discord.Token = strings.TrimSpace(c.Discord.Token)
	if c.Discord.ShardCount < 1 || c.Discord.ShardID < 0 || c.Discord.ShardID >= c.Discord.ShardCount {
		return c, fmt.Errorf("shard_id %d must be in 0..shard_count-1 (shard_count %d)", c.Discord.ShardID, c.Discord.ShardCount)
	}
	if c.Log.Format != "json" && c.Log.Format != "pretty" {
		return c, fmt.Errorf("log format %q: use json or pretty", c.Log.Format)
	}
	return c, nil
}
