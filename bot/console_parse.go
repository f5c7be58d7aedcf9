package bot

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/bwmarrin/discordgo"
)

// token is one word of a console line: a bare word or key:value.
type token struct {
	key, value string
	hasKey     bool
}

// tokenize splits on spaces, keeping quoted values ("…", '…', «…») whole.
func tokenize(s string) ([]token, error) {
	var out []token
	rs := []rune(s)
	i := 0
	for i < len(rs) {
		for i < len(rs) && (rs[i] == ' ' || rs[i] == '\t') {
			i++
		}
		if i >= len(rs) {
			break
		}
		var key []rune
		var val []rune
		hasKey := false
		inVal := false
		for i < len(rs) && rs[i] != ' ' && rs[i] != '\t' {
			r := rs[i]
			if !hasKey && r == ':' {
				hasKey, inVal = true, true
				i++
				continue
			}
			if inVal && (r == '"' || r == '\'' || r == '«') && len(val) == 0 {
				closer := r
				if r == '«' {
					closer = '»'
				}
				j := i + 1
				for j < len(rs) && rs[j] != closer {
					j++
				}
				if j >= len(rs) {
					return nil, fmt.Errorf("unclosed quote in %q / незакрытая кавычка в %q", string(key), string(key))
				}
				val = append(val, rs[i+1:j]...)
				i = j + 1
				continue
			}
			if inVal {
				val = append(val, r)
			} else {
				key = append(key, r)
			}
			i++
		}
		out = append(out, token{key: string(key), value: string(val), hasKey: hasKey})
	}
	return out, nil
}

func nameMatches(name string, ru map[discordgo.Locale]string, want string) bool {
	if strings.EqualFold(name, want) {
		return true
	}
	if r, ok := ru[discordgo.Russian]; ok && strings.EqualFold(r, want) {
		return true
	}
	return false
}

// parseCommand turns "/combat add name:Orc count:3" into the data object of an
// APPLICATION_COMMAND interaction, resolving Russian names to the base names.
func (c *Console) parseCommand(line string, autocomplete bool) (map[string]any, []string, error) {
	var notes []string
	data, err := c.parseCommandNotes(line, autocomplete, &notes)
	return data, notes, err
}

func (c *Console) optName(name string, ru map[discordgo.Locale]string) string {
	if c.Locale != "en" && ru[discordgo.Russian] != "" {
		return ru[discordgo.Russian]
	}
	return name
}

func (c *Console) parseCommandNotes(line string, autocomplete bool, notes *[]string) (map[string]any, error) {
	toks, err := tokenize(line)
	if err != nil {
		return nil, err
	}
	if len(toks) == 0 || toks[0].hasKey || !strings.HasPrefix(toks[0].key, "/") {
		return nil, fmt.Errorf("%s", c.say("expected /command", "ожидается /команда"))
	}
	want := strings.TrimPrefix(toks[0].key, "/")
	var def *discordgo.ApplicationCommand
	for _, d := range c.defs {
		var ru map[discordgo.Locale]string
		if d.NameLocalizations != nil {
			ru = *d.NameLocalizations
		}
		if nameMatches(d.Name, ru, want) {
			def = d
			break
		}
	}
	data := map[string]any{"id": snowflake("command", want), "type": int(discordgo.ChatApplicationCommand)}
	if def == nil {
		// Unknown to us: send it anyway, as a stale client would, and tell
		// the newcomer which command was probably meant.
		data["name"] = want
		*notes = append(*notes, c.unknownCommandNote(want))
		return data, nil
	}
	data["name"] = def.Name
	path := def.Name // the route, as commands.Request.Route names it
	// Descend into subcommand groups and subcommands.
	opts := def.Options
	var top []any
	container := &top
	type nestedNode struct {
		node    map[string]any
		options *[]any
	}
	var nested []nestedNode
	rest := toks[1:]
	for len(rest) > 0 && !rest[0].hasKey {
		var found *discordgo.ApplicationCommandOption
		for _, o := range opts {
			if (o.Type == discordgo.ApplicationCommandOptionSubCommand || o.Type == discordgo.ApplicationCommandOptionSubCommandGroup) &&
				nameMatches(o.Name, o.NameLocalizations, rest[0].key) {
				found = o
				break
			}
		}
		if found == nil {
			var valid []string
			for _, o := range opts {
				if o.Type == discordgo.ApplicationCommandOptionSubCommand || o.Type == discordgo.ApplicationCommandOptionSubCommandGroup {
					valid = append(valid, c.optName(o.Name, o.NameLocalizations))
				}
			}
			if len(valid) == 0 {
				// A command without subcommands: the word is an option
				// written without its name ("/check 5 6").
				return nil, fmt.Errorf(c.say("/%s has no subcommands: write options as name:value, not %q", "у /%s нет подкоманд: параметры пишутся как имя:значение, а не %q"), want, rest[0].key)
			}
			return nil, fmt.Errorf(c.say("/%s has no subcommand %q (valid: %s)", "у /%s нет подкоманды %q (есть: %s)"), want, rest[0].key, strings.Join(valid, ", "))
		}
		path += "/" + found.Name
		var inner []any
		node := map[string]any{"name": found.Name, "type": int(found.Type)}
		*container = append(*container, node)
		opts = found.Options
		rest = rest[1:]
		holder := &inner
		nested = append(nested, nestedNode{node, holder})
		container = holder
	}
	for k, t := range rest {
		if !t.hasKey {
			return nil, fmt.Errorf(c.say("expected option:value, got %q", "ожидается параметр:значение, а не %q"), t.key)
		}
		var od *discordgo.ApplicationCommandOption
		for _, o := range opts {
			if nameMatches(o.Name, o.NameLocalizations, t.key) {
				od = o
				break
			}
		}
		opt := map[string]any{}
		if od == nil && c.Router.App().TakesOption(path, t.key) {
			// Not in Discord's definition, but taken (an option moved into
			// extra:, or one a system reads by name): no note.
			opt["name"], opt["type"], opt["value"] = t.key, int(discordgo.ApplicationCommandOptionString), t.value
		} else if od == nil {
			// Sent anyway (handlers may read options the definition moved into
			// extra:), but a newcomer hears that the name is unknown.
			var valid []string
			for _, o := range opts {
				valid = append(valid, c.optName(o.Name, o.NameLocalizations))
			}
			*notes = append(*notes, fmt.Sprintf(c.say("/%s has no option %q; it is sent as text anyway (options: %s)",
				"у /%s нет параметра %q; он всё равно отправлен как текст (параметры: %s)"), want, t.key, strings.Join(valid, ", ")))
			opt["name"], opt["type"], opt["value"] = t.key, int(discordgo.ApplicationCommandOptionString), t.value
		} else {
			opt["name"], opt["type"] = od.Name, int(od.Type)
			opt["value"] = convertValue(od, t.value)
			if _, text := opt["value"].(string); text && od.Type == discordgo.ApplicationCommandOptionBoolean {
				// Discord sends only true or false; what else was typed
				// reaches the handler as text, which reads it as false.
				*notes = append(*notes, fmt.Sprintf(c.say("option %q takes true or false (yes/no), not %q: read as false",
					"параметр «%s» — да или нет (true/false), а не %q: прочитано как «нет»"), c.optName(od.Name, od.NameLocalizations), t.value))
			}
		}
		if autocomplete && k == len(rest)-1 {
			opt["focused"] = true
			opt["value"] = t.value // autocomplete sends what was typed, as text
			if od != nil && len(od.Choices) > 0 {
				// A client lists fixed choices itself; Discord is not asked.
				c.fixed, c.fixedTyped = od.Choices, t.value
			}
		}
		*container = append(*container, opt)
	}
	// Fill the subcommand nodes' options innermost first.
	for k := len(nested) - 1; k >= 0; k-- {
		nested[k].node["options"] = *nested[k].options
	}
	data["options"] = top
	return data, nil
}

// convertValue types a console value as Discord would send it. Values that
// do not parse are sent as typed so handlers answer with their own error.
func convertValue(od *discordgo.ApplicationCommandOption, v string) any {
	for _, ch := range od.Choices {
		if ch == nil {
			continue
		}
		if strings.EqualFold(ch.Name, v) || strings.EqualFold(ch.NameLocalizations[discordgo.Russian], v) {
			return ch.Value
		}
	}
	switch od.Type {
	case discordgo.ApplicationCommandOptionInteger:
		if n, err := strconv.ParseInt(strings.TrimSpace(v), 10, 64); err == nil {
			return n
		}
	case discordgo.ApplicationCommandOptionNumber:
		if f, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil {
			return f
		}
	case discordgo.ApplicationCommandOptionBoolean:
		switch strings.ToLower(strings.TrimSpace(v)) {
		case "true", "yes", "1", "да", "on":
			return true
		case "false", "no", "0", "нет", "off":
			return false
		}
	case discordgo.ApplicationCommandOptionUser:
		// A console user is a name (@Bob): player:<@Bob> or player:@Bob
		// is that user, as a Discord client resolves a mention to its id.
		id := strings.Trim(strings.TrimSpace(v), "<@!>")
		if id != "" && strings.Trim(id, "0123456789") != "" {
			return snowflake("user", id)
		}
		return id
	case discordgo.ApplicationCommandOptionRole:
		return strings.Trim(v, "<@&>")
	}
	return v
}

// unknownCommandNote names the commands a mistyped one may have meant: one
// whose name (in either language) begins the typed word or is begun by it
// ("/character" → /char), else every command, in the console's language.
func (c *Console) unknownCommandNote(want string) string {
	lw := strings.ToLower(want)
	var near, all []string
	for _, d := range c.defs {
		var ru map[discordgo.Locale]string
		if d.NameLocalizations != nil {
			ru = *d.NameLocalizations
		}
		shown := "/" + c.optName(d.Name, ru)
		all = append(all, shown)
		for _, n := range []string{d.Name, ru[discordgo.Russian]} {
			if n = strings.ToLower(n); len(n) >= 3 && (strings.HasPrefix(lw, n) || strings.HasPrefix(n, lw) && len(lw) >= 3) {
				near = append(near, shown)
				break
			}
		}
	}
	if len(near) > 0 {
		return fmt.Sprintf(c.say("there is no /%s; did you mean %s?", "команды /%s нет; может быть, %s?"), want, strings.Join(near, ", "))
	}
	return fmt.Sprintf(c.say("there is no /%s (commands: %s)", "команды /%s нет (команды: %s)"), want, strings.Join(all, ", "))
}
