package bot

import (
	"context"
	"fmt"
	"strconv"

	"fray/storage"
)

// ShardOf is the shard Discord sends a guild's events to:
// (guild_id >> 22) % count. Direct messages ("@dm") come to shard 0, and a
// key that is not a snowflake is kept with them.
func ShardOf(guild string, count int) int {
	id, err := strconv.ParseUint(guild, 10, 64)
	if err != nil || count <= 1 {
		return 0
	}
	return int((id >> 22) % uint64(count))
}

// CheckShard refuses a database that does not belong to this shard: one
// last served under another shard id or count, or holding guilds that
// Discord now sends to another shard. Their fights and sheets would
// silently vanish from play; the error names the command that moves them.
func CheckShard(ctx context.Context, st *storage.Store, d DiscordConfig) error {
	id, count, recorded, err := st.ShardRecord()
	if err != nil {
		return err
	}
	fix := func(from string) string {
		return fmt.Sprintf("stop every shard and split or merge the files by guild with  fray reshard --from %s --to %d --in 'OLD-{shard}.db' --out 'NEW-{shard}.db', "+
			"then give each shard its new file (database.path)", from, d.ShardCount)
	}
	if recorded && (id != d.ShardID || count != d.ShardCount) {
		if count == d.ShardCount {
			return fmt.Errorf("the database %s was last served as shard %d of %d, and this process is shard %d: each shard keeps its own file, so give this one its own database.path",
				st.Path(), id, count, d.ShardID)
		}
		return fmt.Errorf("the database %s was last served as shard %d of %d, and this process is shard %d of %d: a new shard count moves most guilds to another shard's file; %s",
			st.Path(), id, count, d.ShardID, d.ShardCount, fix(strconv.Itoa(count)))
	}
	guilds, err := st.Guilds(ctx)
	if err != nil {
		return fmt.Errorf("list the database's guilds: %w", err)
	}
	var foreign []string
	for _, g := range guilds {
		if ShardOf(g, d.ShardCount) != d.ShardID {
			foreign = append(foreign, g)
		}
	}
	if len(foreign) == 0 {
		return nil
	}
	from := "OLD_COUNT"
	if recorded {
		from = strconv.Itoa(count)
	}
	return fmt.Errorf("the database %s holds %d guilds of other shards (guild %s belongs to shard %d of %d; this process is shard %d): "+
		"their fights and sheets would be out of reach; %s",
		st.Path(), len(foreign), foreign[0], ShardOf(foreign[0], d.ShardCount), d.ShardCount, d.ShardID, fix(from))
}
