package bot

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

	"fray/storage"
)

// shardPlaceholder is replaced by a shard's number in reshard's file
// patterns.
const shardPlaceholder = "{shard}"

// cmdReshard is `fray reshard --from N --to M --in PATTERN --out PATTERN`:
// with every shard stopped, it copies the guilds of N shard files into M
// new ones, each guild to the file of the shard Discord sends it to under
// the new count, and verifies the result. The old files stay as they were.
func cmdReshard(ctx context.Context, args []string, stdout, stderr io.Writer, env func(string) string) int {
	fs := flag.NewFlagSet("reshard", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var cf commonFlags
	cf.register(fs)
	from := fs.Int("from", 0, "the shard count the old files were served under")
	to := fs.Int("to", 0, "the new shard count")
	in := fs.String("in", "", "the old files: a path with "+shardPlaceholder+" for the shard's number (default: database.path, when --from is 1)")
	out := fs.String("out", "", "the new files, which must not exist: a path with "+shardPlaceholder+" (a plain path when --to is 1)")
	if code, done := parseArgs(fs, args); done {
		return code
	}
	cfg, err := cf.load(env)
	if err != nil {
		fmt.Fprintf(stderr, "fray reshard: %v\n", err)
		return exitUsage
	}
	if *in == "" && *from == 1 {
		*in = cfg.Database.Path
	}
	ins, err := shardFiles("--in", "--from", *in, *from)
	if err == nil {
		var outs []string
		outs, err = shardFiles("--out", "--to", *out, *to)
		if err == nil {
			return reshard(ctx, cfg, ins, outs, stdout, stderr)
		}
	}
	fmt.Fprintf(stderr, "fray reshard: %v\nusage: fray reshard --from N --to M --in 'data/fray-%s.db' --out 'data/new-%s.db'\n", err, shardPlaceholder, shardPlaceholder)
	return exitUsage
}

// shardFiles expands a file pattern for n shards.
func shardFiles(flagName, countFlag, pattern string, n int) ([]string, error) {
	switch {
	case n < 1:
		return nil, fmt.Errorf("%s: the shard count must be 1 or more", countFlag)
	case pattern == "":
		return nil, fmt.Errorf("%s: give the files' path", flagName)
	case n > 1 && !strings.Contains(pattern, shardPlaceholder):
		return nil, fmt.Errorf("%s %q: %d files need %s in their path", flagName, pattern, n, shardPlaceholder)
	}
	files := make([]string, n)
	for i := range files {
		files[i] = strings.ReplaceAll(pattern, shardPlaceholder, strconv.Itoa(i))
	}
	return files, nil
}

func reshard(ctx context.Context, cfg Config, in, out []string, stdout, stderr io.Writer) int {
	place := func(guild string) int { return ShardOf(guild, len(out)) }
	opts := storage.Options{LockTimeout: cfg.Database.LockTimeout.Duration, SkipCheck: !cfg.Database.Check}
	counts, err := storage.Reshard(ctx, in, out, place, opts)
	if err != nil {
		if errors.Is(err, storage.ErrLocked) {
			err = fmt.Errorf("%w: stop every Fray shard before resharding", err)
		}
		fmt.Fprintf(stderr, "fray reshard: %v\n", openError(err))
		return exitFailure
	}
	records := 0
	for _, s := range counts.Written {
		records += s.Records
	}
	fmt.Fprintf(stdout, "reshard: %d records copied (old files: %d, new files: %d); counts and hashes match, and every guild is in its shard's file\n",
		records, len(in), len(out))
	for i, p := range out {
		fmt.Fprintf(stdout, "  shard %d of %d: %s, guilds: %d; set this shard's database.path to it\n", i, len(out), p, counts.Guilds[i])
	}
	return exitOK
}
