package bot

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"strconv"
	"strings"
	"unicode"

	"github.com/bwmarrin/discordgo"

	"fray/commands"
	"fray/rules/dice"
)

// Console is Discord in a terminal: each input line becomes the interaction
// Discord would send (encoded to JSON and decoded by discordgo, as on the
// wire), runs through the same Router, and what the bot would send back is
// printed — readable, or one JSON object per line with --json.
//
// Input, one line each (blank lines and # comments ignored):
//
//	/name [subcommand…] opt:value opt:"value with spaces"
//	@Name /command …          act as user Name (GM, the default, has Manage Channels)
//	!click LABEL              press the button with that label or custom_id
//	!click-old LABEL          press it as it was before its message was last updated
//	?/command opt:partial     print the autocomplete choices for the last option
type Console struct {
	Router  *Router
	Dice    dice.Source // checked after each line: a script that ran out stops the run
	Out     io.Writer
	JSON    bool
	Locale  string // "ru" or "en"
	Channel string // channel name

	guildID string
	seq     int
	lineNo  int // the input line being run (0: Line called directly)
	// fixed holds the focused option's fixed choices while a ?/ line runs.
	fixed      []*discordgo.ApplicationCommandOptionChoice
	fixedTyped string
	messages   []*consoleMessage
	defs       []*discordgo.ApplicationCommand
	byChannel  map[string]string
}

type consoleMessage struct {
	id        string
	channelID string
	userID    string
	ephemeral bool
	data      *discordgo.InteractionResponseData
	previous  *discordgo.InteractionResponseData
}

// ConsoleGM is the default user; it has Manage Channels.
const ConsoleGM = "GM"

// MaxConsoleLine is the longest input line the console sends (64 KiB, far
// above what Discord lets a command carry); a longer one is reported and
// skipped, and the session goes on.
const MaxConsoleLine = 64 << 10

// Run reads lines from in until EOF.
func (c *Console) Run(ctx context.Context, in io.Reader) error {
	c.guildID = "100000000000000001"
	c.defs = c.Router.App().Definitions()
	if c.Channel == "" {
		c.Channel = "general"
	}
	r := bufio.NewReaderSize(in, 64*1024)
	defer func() { c.lineNo = 0 }()
	for c.lineNo = 1; ; c.lineNo++ {
		raw, size, err := readLine(r, MaxConsoleLine)
		if err != nil && !(errors.Is(err, io.EOF) && size > 0) {
			if errors.Is(err, io.EOF) {
				return nil
			}
			return err
		}
		if size > MaxConsoleLine {
			if err := c.unsent(c.say(fmt.Sprintf("line %d is %d bytes long, over the 64 KiB a line may have: not sent", c.lineNo, size),
				fmt.Sprintf("строка %d длиной %d байт, больше 64 КиБ, допустимых для строки: не отправлена", c.lineNo, size))); err != nil {
				return err
			}
			continue
		}
		line := strings.TrimSpace(string(raw))
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if err := c.Line(ctx, line); err != nil {
			return fmt.Errorf("line %d: %w", c.lineNo, err)
		}
		if err := dice.Check(c.Dice); err != nil {
			return fmt.Errorf("line %d: %w", c.lineNo, err)
		}
	}
}

// readLine reads one line (without its end) of up to limit bytes; a longer
// line is read to its end and dropped, size telling its length. At the end
// of the input it returns io.EOF, with the last line if it had no newline.
func readLine(r *bufio.Reader, limit int) (line []byte, size int, err error) {
	for {
		chunk, err := r.ReadSlice('\n')
		if err == nil {
			chunk = chunk[:len(chunk)-1] // the newline
		}
		size += len(chunk)
		if size <= limit {
			line = append(line, chunk...)
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if size > limit {
			line = nil
		}
		return line, size, err
	}
}

// Line runs one input line.
func (c *Console) Line(ctx context.Context, line string) error {
	user := ConsoleGM
	if strings.HasPrefix(line, "@") {
		sp := strings.IndexFunc(line, unicode.IsSpace)
		if sp < 0 {
			return c.unsent(c.say("usage: @Name /command …", "пишите так: @Имя /команда …"))
		}
		user = line[1:sp]
		line = strings.TrimSpace(line[sp:])
	}
	switch {
	case strings.HasPrefix(line, "!click-old "):
		return c.click(ctx, user, strings.TrimSpace(strings.TrimPrefix(line, "!click-old ")), true)
	case strings.HasPrefix(line, "!click "):
		return c.click(ctx, user, strings.TrimSpace(strings.TrimPrefix(line, "!click ")), false)
	case strings.HasPrefix(line, "?/"):
		return c.command(ctx, user, line[1:], true)
	case strings.HasPrefix(line, "/"):
		return c.command(ctx, user, line, false)
	}
	return c.unsent(c.say("not understood (expected /command, @Name, !click or ?/command): ", "не понял (ожидается /команда, @Имя, !click или ?/команда): ") + line)
}

// note remarks on a line that is sent anyway (an option the command does
// not have): in text mode only, since it is not something the bot sends.
func (c *Console) note(msg string) error {
	if c.JSON {
		// Keep stdout machine-readable: notes are not things the bot sends.
		return nil
	}
	_, err := fmt.Fprintln(c.Out, "· "+msg)
	return err
}

// unsentLine is the --json line for a line the console did not send: the
// shape of a message's line, so a reader of the output decodes it alike.
type unsentLine struct {
	Kind      string     `json:"kind"`
	Ephemeral bool       `json:"ephemeral"`
	Data      unsentData `json:"data"`
}

type unsentData struct {
	Line   int    `json:"line,omitempty"` // the input line (0: not known)
	Reason string `json:"reason"`
}

// unsent says why a line was not sent: as a note in text mode, and in
// --json mode as a line of its own,
// {"kind":"unsent","ephemeral":false,"data":{"line":N,"reason":"…"}}, so a
// script reading the output sees that the line did nothing.
func (c *Console) unsent(reason string) error {
	if !c.JSON {
		return c.note(reason)
	}
	b, err := json.Marshal(unsentLine{Kind: "unsent", Data: unsentData{Line: c.lineNo, Reason: reason}})
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(c.Out, "%s\n", b)
	return err
}

// snowflake derives a stable numeric id from a name.
func snowflake(kind, name string) string {
	h := fnv.New64a()
	h.Write([]byte(kind + ":" + strings.ToLower(name)))
	return strconv.FormatUint(h.Sum64()%900000000000000000+100000000000000000, 10)
}

func (c *Console) channelID() string { return ConsoleChannelID(c.Channel) }

// ConsoleChannelID is the stable id the console gives a channel name.
func ConsoleChannelID(name string) string { return snowflake("channel", name) }

func (c *Console) member(user string) map[string]any {
	perms := int64(discordgo.PermissionSendMessages | discordgo.PermissionViewChannel)
	if strings.EqualFold(user, ConsoleGM) {
		perms |= discordgo.PermissionManageChannels
	}
	return map[string]any{
		"user":        map[string]any{"id": snowflake("user", user), "username": user, "global_name": user},
		"nick":        user,
		"roles":       []string{},
		"permissions": strconv.FormatInt(perms, 10),
	}
}

func (c *Console) locale() string {
	if c.Locale == "en" {
		return "en-US"
	}
	return "ru"
}

func (c *Console) nextID() string {
	c.seq++
	return strconv.FormatInt(1300000000000000000+int64(c.seq), 10)
}

// interaction encodes the payload as Discord would and decodes it with
// discordgo, so the console exercises the same decoding as the gateway.
func (c *Console) interaction(user string, typ discordgo.InteractionType, data map[string]any, msg *consoleMessage) (*discordgo.Interaction, error) {
	raw := map[string]any{
		"id":              c.nextID(),
		"application_id":  "1200000000000000000",
		"type":            int(typ),
		"data":            data,
		"guild_id":        c.guildID,
		"channel_id":      c.channelID(),
		"member":          c.member(user),
		"locale":          c.locale(),
		"guild_locale":    c.locale(),
		"token":           "console-token",
		"version":         1,
		"app_permissions": "0",
	}
	if msg != nil {
		m := map[string]any{"id": msg.id, "channel_id": msg.channelID}
		if msg.ephemeral {
			// Discord says the clicked message is ephemeral: a button
			// under a secret roll answers in secret.
			m["flags"] = int(discordgo.MessageFlagsEphemeral)
		}
		raw["message"] = m
	}
	b, err := json.Marshal(raw)
	if err != nil {
		return nil, err
	}
	var i discordgo.Interaction
	if err := json.Unmarshal(b, &i); err != nil {
		return nil, fmt.Errorf("decode interaction: %w", err)
	}
	return &i, nil
}

func (c *Console) command(ctx context.Context, user, line string, autocomplete bool) error {
	c.fixed, c.fixedTyped = nil, ""
	data, notes, err := c.parseCommand(line, autocomplete)
	if err != nil {
		return c.unsent(err.Error())
	}
	if autocomplete && c.fixed != nil {
		return c.emit("autocomplete", false, &discordgo.InteractionResponseData{Choices: c.matchFixed()})
	}
	for _, n := range notes {
		if err := c.note(n); err != nil {
			return err
		}
	}
	typ := discordgo.InteractionApplicationCommand
	if autocomplete {
		typ = discordgo.InteractionApplicationCommandAutocomplete
	}
	i, err := c.interaction(user, typ, data, nil)
	if err != nil {
		return err
	}
	resp, err := c.Router.Handle(ctx, i)
	if resp == nil {
		return err
	}
	return c.deliver(ctx, user, resp, nil)
}

func (c *Console) click(ctx context.Context, user, label string, old bool) error {
	msg, btn := c.findButton(label, old)
	if btn == nil {
		return c.unsent(c.say("no button ", "нет кнопки ") + strconv.Quote(label) + c.say(" on any message", " ни в одном сообщении"))
	}
	i, err := c.interaction(user, discordgo.InteractionMessageComponent,
		map[string]any{"custom_id": btn.CustomID, "component_type": int(discordgo.ButtonComponent)}, msg)
	if err != nil {
		return err
	}
	resp, err := c.Router.Handle(ctx, i)
	if resp == nil {
		return err
	}
	return c.deliver(ctx, user, resp, msg)
}

// findButton finds the newest message with a button of that label or
// custom_id; old looks at each message as it was before its last update.
// An exact label or custom_id wins; failing that, a label that only adds a
// count or emoji ("Willpower (5)", "🎲 Roll again") matches its words.
func (c *Console) findButton(label string, old bool) (*consoleMessage, *discordgo.Button) {
	// A label in the other language ("Next turn" on a Russian tracker)
	// is tried after the label as typed.
	labels := append([]string{label}, c.Router.App().I18n().Twins(label)...)
	labels = append(labels, actionTwins(label)...)
	for _, try := range labels {
		if m, b := c.findButtonLabel(try, old); b != nil {
			return m, b
		}
	}
	return nil, nil
}

// actionTwins is a system's tracker action label in the other language
// ("Move" for «Перемещение»): those labels come from the systems' action
// tables, not the message files Twins reads.
func actionTwins(label string) []string {
	var out []string
	for _, s := range Systems() {
		for _, a := range s.Actions() {
			switch {
			case strings.EqualFold(a.En, label):
				out = append(out, a.Ru)
			case strings.EqualFold(a.Ru, label):
				out = append(out, a.En)
			}
		}
	}
	return out
}

func (c *Console) findButtonLabel(label string, old bool) (*consoleMessage, *discordgo.Button) {
	for _, loose := range []bool{false, true} {
		for k := len(c.messages) - 1; k >= 0; k-- {
			m := c.messages[k]
			d := m.data
			if old {
				if m.previous == nil {
					continue
				}
				d = m.previous
			}
			if d == nil {
				continue
			}
			for _, b := range buttons(d) {
				if buttonMatches(b, label, loose) {
					return m, &b
				}
			}
		}
	}
	return nil, nil
}

func buttons(d *discordgo.InteractionResponseData) []discordgo.Button {
	var out []discordgo.Button
	for _, row := range d.Components {
		for _, comp := range rowComponents(row) {
			if b, ok := asButton(comp); ok {
				out = append(out, b)
			}
		}
	}
	return out
}

func buttonMatches(b discordgo.Button, label string, loose bool) bool {
	if !loose {
		return strings.EqualFold(b.Label, label) || b.CustomID == label
	}
	core := func(s string) string {
		if i := strings.Index(s, " ("); i > 0 {
			s = s[:i]
		}
		return strings.ToLower(stripEmoji(s))
	}
	return core(b.Label) == core(label) && core(label) != ""
}

func stripEmoji(s string) string {
	return strings.TrimFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

// deliver prints the response and keeps the console's picture of the channel.
func (c *Console) deliver(ctx context.Context, user string, resp *commands.Response, clicked *consoleMessage) error {
	kind := "response"
	switch resp.Type {
	case discordgo.InteractionResponseUpdateMessage, discordgo.InteractionResponseDeferredMessageUpdate:
		kind = "update"
	case discordgo.InteractionApplicationCommandAutocompleteResult:
		kind = "autocomplete"
	}
	if err := c.emit(kind, resp.Ephemeral(), resp.Data); err != nil {
		return err
	}
	switch {
	case kind == "update" && clicked != nil && resp.Data != nil:
		clicked.previous, clicked.data = clicked.data, resp.Data
		if resp.Sent != nil {
			resp.Sent(ctx, clicked.id)
		}
	case kind == "response" && resp.Data != nil:
		m := &consoleMessage{id: c.nextID(), channelID: c.channelID(), userID: user, ephemeral: resp.Ephemeral(), data: resp.Data}
		c.messages = append(c.messages, m)
		if resp.Sent != nil {
			resp.Sent(ctx, m.id)
		}
	}
	for _, e := range resp.Edits {
		for _, m := range c.messages {
			if m.id == e.MessageID {
				m.previous, m.data = m.data, e.Data
				if err := c.emit("edit", false, e.Data); err != nil {
					return err
				}
			}
		}
	}
	if len(c.messages) > 200 {
		c.messages = c.messages[len(c.messages)-200:]
	}
	return nil
}

func (c *Console) emit(kind string, ephemeral bool, data *discordgo.InteractionResponseData) error {
	if c.JSON {
		b, err := json.Marshal(struct {
			Kind      string                             `json:"kind"`
			Ephemeral bool                               `json:"ephemeral"`
			Data      *discordgo.InteractionResponseData `json:"data"`
		}{kind, ephemeral, data})
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(c.Out, "%s\n", b)
		return err
	}
	_, err := io.WriteString(c.Out, RenderText(kind, ephemeral, data, c.Locale))
	return err
}

// matchFixed filters fixed choices as a client does: by the name shown (in
// the console's language) or the value, prefix or substring.
func (c *Console) matchFixed() []*discordgo.ApplicationCommandOptionChoice {
	q := strings.ToLower(strings.TrimSpace(c.fixedTyped))
	out := []*discordgo.ApplicationCommandOptionChoice{}
	for _, ch := range c.fixed {
		name := ch.Name
		if c.Locale != "en" && ch.NameLocalizations[discordgo.Russian] != "" {
			name = ch.NameLocalizations[discordgo.Russian]
		}
		v := strings.ToLower(fmt.Sprint(ch.Value))
		if q == "" || strings.Contains(strings.ToLower(name), q) || strings.Contains(v, q) {
			out = append(out, &discordgo.ApplicationCommandOptionChoice{Name: name, Value: ch.Value})
		}
	}
	return out
}

// say picks the console's own words in its language (the bot's replies come
// from the locale files; these are the terminal's).
func (c *Console) say(en, ru string) string {
	if c.Locale == "en" {
		return en
	}
	return ru
}
