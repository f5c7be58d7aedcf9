package fakediscord

import "strconv"

// Interaction is an interaction payload as Discord sends it: snowflakes and
// permissions are JSON strings.
type Interaction map[string]any

// Interaction types.
const (
	TypePing         = 1
	TypeCommand      = 2
	TypeComponent    = 3
	TypeAutocomplete = 4
)

// Default ids used by the builders.
const (
	GuildID   = "100000000000000001"
	ChannelID = "100000000000000002"
	UserID    = "100000000000000003"
)

// ManageChannels is the permission bit a GM has.
const ManageChannels = 1 << 4

func base(id string, typ int, data map[string]any) Interaction {
	return Interaction{
		"id": id, "application_id": AppID, "type": typ, "data": data,
		"guild_id": GuildID, "channel_id": ChannelID, "token": "tok-" + id, "version": 1,
		"locale": "ru", "guild_locale": "ru", "app_permissions": "0",
		"member": map[string]any{
			"user":        map[string]any{"id": UserID, "username": "gm", "global_name": "GM"},
			"roles":       []string{},
			"permissions": strconv.Itoa(ManageChannels | 1<<10 | 1<<11),
		},
	}
}

// Ping is a PING (HTTP endpoint only).
func Ping(id string) Interaction {
	return Interaction{"id": id, "application_id": AppID, "type": TypePing, "token": "tok-" + id, "version": 1}
}

// Command is a slash command; path is the command and its subcommands
// ("system", "set"), options the leaf options by name.
func Command(id string, path []string, options map[string]any) Interaction {
	return base(id, TypeCommand, commandData(path, options, ""))
}

// Autocomplete is an autocomplete request with focused being typed.
func Autocomplete(id string, path []string, options map[string]any, focused string) Interaction {
	return base(id, TypeAutocomplete, commandData(path, options, focused))
}

// Component is a button press on message messageID.
func Component(id, customID, messageID string) Interaction {
	i := base(id, TypeComponent, map[string]any{"custom_id": customID, "component_type": 2})
	i["message"] = map[string]any{"id": messageID, "channel_id": ChannelID}
	return i
}

// In moves the interaction to another channel.
func (i Interaction) In(channelID string) Interaction { i["channel_id"] = channelID; return i }

// Locale sets the user's locale ("ru", "en-US").
func (i Interaction) Locale(l string) Interaction { i["locale"] = l; return i }

// As makes a plain player (no Manage Channels) the author.
func (i Interaction) As(userID string, perms int64) Interaction {
	i["member"] = map[string]any{
		"user":        map[string]any{"id": userID, "username": "u" + userID},
		"roles":       []string{},
		"permissions": strconv.FormatInt(perms, 10),
	}
	return i
}

func commandData(path []string, options map[string]any, focused string) map[string]any {
	var leaf []map[string]any
	for k, v := range options {
		o := map[string]any{"name": k, "value": v, "type": optionType(v)}
		if k == focused {
			o["focused"] = true
		}
		leaf = append(leaf, o)
	}
	opts := leaf
	for n := len(path) - 1; n >= 1; n-- {
		opts = []map[string]any{{"name": path[n], "type": 1, "options": opts}}
	}
	if opts == nil {
		opts = []map[string]any{}
	}
	return map[string]any{"id": "1300000000000000001", "name": path[0], "type": 1, "options": opts}
}

func optionType(v any) int {
	switch v.(type) {
	case bool:
		return 5
	case int, int64:
		return 4
	case float64:
		return 10
	}
	return 3
}
