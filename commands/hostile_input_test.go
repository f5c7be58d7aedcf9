package commands_test

// The product promise for bad input: a clear ephemeral error in the user's
// language, nothing stored changed, no panic. This file walks every command,
// subcommand and option the app defines (read from its definitions, as
// TestEveryCommandHasAHandler does) with hostile values, in a running fight
// of each system, in both languages.

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/rs/zerolog"

	"fray/bot"
	"fray/bot/consoletest"
	"fray/rules"
	"fray/rules/dice"
	"fray/storage"
)

// hostileSetups start a fight per system: a GM (the console's default user),
// Ann with a sheet, two NPCs, a few turns and a round in.
var hostileSetups = map[string]string{
	"medieval": `/system set system:medieval
@Ann /char set stats:"REF 8 BODY 9 TECH 6 Combat Sense 2 Medicine 3 Archery 4" name:Ann
@Ann /char weapon add name:Bow spec:"1d6+2 ranged ap skill:archery"
@Ann /char armor armor:"torso 14 hard ev1; all 4"
/combat start
@Ann /combat join
/combat add name:Orc stats:"REF 6 BODY 10" armor:"all 8" count:2
/attack attacker:Ann target:"Orc 1" weapon:Bow range:close
!click Next turn
!click Next turn
!click Next round
`,
	"storyteller": `/system set system:storyteller
@Ann /char set stats:"Strength 3 Dexterity 3 Stamina 2 Wits 2 Perception 2 Brawl 2 Firearms 3 Dodge 2 Medicine 2 Intelligence 2 Willpower 5" name:Ann
/combat start
@Ann /combat join
/combat add name:Orc stats:"Strength 2 Dexterity 2 Stamina 2 Wits 2 Brawl 2" count:2
/attack attacker:Ann target:"Orc 1" maneuver:punch
!click Next turn
!click Next turn
!click Next round
`,
	"klondike": `/system set system:klondike
@Ann /char set stats:"STR 7 DEX 9 END 8 INT 8 EDU 7 SOC 6 Gun Combat 1 Tactics 1 Medicine 2 Melee 1" name:Ann
@Ann /char weapon add name:Rifle spec:"3d6 range:100"
/combat start
@Ann /combat join
/combat add name:Orc stats:"STR 7 DEX 7 END 7 INT 6" armor:2 count:2
/vehicle add name:Jeep armor:6 speed:100 handling:0
/attack attacker:Ann target:"Orc 1" weapon:Rifle
!click Next turn
!click Next turn
!click Next round
`,
}

// hostileValues are what a chat user can type into any option.
var hostileValues = []string{
	"",
	"   ",
	"-1",
	"0",
	"-2147483649",
	"99999999999999999999",
	"1e308",
	"NaN",
	strings.Repeat("ab", 1500), // 3,000 characters
	"💥🧨",
	"<@123>",
	`Orc "Big" 1`,
	"Nobody",
	"много",
}

// hostileMissing stands for "the required option left out".
const hostileMissing = "\x00missing"

// baselineValues fill the other required options of a command, so that the
// hostile value is the one the handler meets.
var baselineValues = map[string]string{
	"dice": "1d6", "role": "<@&555>", "armor": "all 4", "kind": "death", "action": "aim",
	"medic": "Ann", "attribute": "Strength", "ability": "Brawl", "vehicle": "Jeep", "ap": "3d6",
	"parties": "Ann; Orc 1", "party": "Ann", "name": "Orc 1", "target": "Orc 1",
}

// hostileCommand is one leaf command: its path and options.
type hostileCommand struct {
	path []string
	opts []*discordgo.ApplicationCommandOption
}

func hostileCommands(defs []*discordgo.ApplicationCommand) []hostileCommand {
	var out []hostileCommand
	var walk func(path []string, opts []*discordgo.ApplicationCommandOption)
	walk = func(path []string, opts []*discordgo.ApplicationCommandOption) {
		leaf := true
		for _, o := range opts {
			if o.Type == discordgo.ApplicationCommandOptionSubCommand || o.Type == discordgo.ApplicationCommandOptionSubCommandGroup {
				leaf = false
				walk(append(append([]string(nil), path...), o.Name), o.Options)
			}
		}
		if leaf {
			out = append(out, hostileCommand{path: path, opts: opts})
		}
	}
	for _, d := range defs {
		walk([]string{d.Name}, d.Options)
	}
	return out
}

// consoleValue writes v as a console option value (console_parse.go: a value
// that starts with a quote runs to the matching quote).
func consoleValue(v string) string {
	if v != "" && !strings.ContainsAny(v, " \t\"'«") {
		return v
	}
	if !strings.Contains(v, `"`) {
		return `"` + v + `"`
	}
	return "«" + v + "»"
}

func baseline(system string, o *discordgo.ApplicationCommandOption) string {
	if o.Name == "system" {
		return system
	}
	if v, ok := baselineValues[o.Name]; ok {
		return v
	}
	if len(o.Choices) > 0 {
		return o.Choices[0].Name
	}
	switch o.Type {
	case discordgo.ApplicationCommandOptionInteger, discordgo.ApplicationCommandOptionNumber:
		return "1"
	case discordgo.ApplicationCommandOptionBoolean:
		return "true"
	case discordgo.ApplicationCommandOptionUser:
		return "@Ann"
	}
	return "Orc 1"
}

// hostileLine is the console line sending cmd with opt set to v (or left out
// for hostileMissing) and its other required options at their baseline.
func hostileLine(system string, cmd hostileCommand, opt *discordgo.ApplicationCommandOption, v string) (line string, typed []string) {
	var b strings.Builder
	b.WriteString("/" + strings.Join(cmd.path, " "))
	for _, o := range cmd.opts {
		if o == opt {
			continue
		}
		if o.Required {
			bv := baseline(system, o)
			b.WriteString(" " + o.Name + ":" + consoleValue(bv))
			typed = append(typed, bv)
		}
	}
	if opt != nil && v != hostileMissing {
		b.WriteString(" " + opt.Name + ":" + consoleValue(v))
		typed = append(typed, v)
	}
	return b.String(), typed
}

// hostileHarness is the system harness with random dice (a hostile walk
// cannot script them) and the router's error log kept, where a panic shows.
type hostileHarness struct {
	*consoletest.Harness
	log     bytes.Buffer
	known   []string // names the setup typed: the fight's combatants, weapons, vehicles
	guild   string
	channel string
}

func newHostileHarness(t *testing.T, system, locale string) *hostileHarness {
	t.Helper()
	d := dice.NewSeeded(7, 11)
	app, st := consoletest.OpenTestApp(t, filepath.Join(t.TempDir(), "fray.db"), bot.Plugins(), d)
	h := &hostileHarness{Harness: &consoletest.Harness{T: t, App: app, Store: st}, guild: "100000000000000001", channel: bot.ConsoleChannelID("general")}
	logger := zerolog.New(&h.log).Level(zerolog.ErrorLevel)
	h.Cons = &bot.Console{Router: bot.NewRouter(app, logger), Dice: d, Out: &h.Out, JSON: true, Locale: locale}
	h.Run(hostileSetups[system])
	h.known = []string{"Ann", "Orc", "Bow", "Rifle", "Jeep"}
	if h.log.Len() > 0 {
		t.Fatalf("%s/%s setup logged an error: %s", system, locale, h.log.String())
	}
	return h
}

// consoleUserID is the id the console gives a user name (bot/console.go,
// snowflake): the sheets are stored under it.
func consoleUserID(name string) string {
	f := fnv.New64a()
	f.Write([]byte("user:" + strings.ToLower(name)))
	return strconv.FormatUint(f.Sum64()%900000000000000000+100000000000000000, 10)
}

// hostileState is everything a command could change: the channel's stored
// bytes, the guild's settings and the sheets of the GM and Ann.
type hostileState struct {
	channel []byte
	guild   storage.Guild
	sheets  []hostileSheet
	rest    string // guild and sheets as JSON, to compare
}

type hostileSheet struct {
	User, System string
	Sheet        rules.Sheet
	OK           bool
}

func (h *hostileHarness) state() hostileState {
	h.T.Helper()
	var s hostileState
	err := h.Store.View(context.Background(), func(tx *storage.Tx) error {
		s.channel = append([]byte(nil), tx.ChannelRaw(h.guild, h.channel)...)
		var err error
		if s.guild, err = tx.Guild(h.guild); err != nil {
			return err
		}
		for _, u := range []string{"GM", "Ann"} {
			for _, sys := range []string{"medieval", "storyteller", "klondike"} {
				sh, ok, err := tx.Sheet(h.guild, consoleUserID(u), sys)
				if err != nil {
					return err
				}
				s.sheets = append(s.sheets, hostileSheet{consoleUserID(u), sys, sh, ok})
			}
		}
		b, err := json.Marshal([]any{s.guild, s.sheets})
		s.rest = string(b)
		return err
	})
	if err != nil {
		h.T.Fatal(err)
	}
	return s
}

// restore puts back a state a successful command changed, so that every
// hostile line meets the same fight. It reports false when it could not (a
// sheet that did not exist cannot be removed): the caller starts afresh.
func (h *hostileHarness) restore(s hostileState) bool {
	ch, err := storage.DecodeChannel(s.channel)
	if err != nil {
		h.T.Fatal(err)
	}
	err = h.Store.Update(context.Background(), func(tx *storage.Tx) error {
		if err := tx.PutChannel(h.guild, h.channel, ch); err != nil {
			return err
		}
		if err := tx.PutGuild(h.guild, s.guild); err != nil {
			return err
		}
		for _, sh := range s.sheets {
			if sh.OK {
				if err := tx.PutSheet(h.guild, sh.User, sh.System, sh.Sheet); err != nil {
					return err
				}
			}
		}
		return nil
	})
	if err != nil {
		h.T.Fatal(err)
	}
	after := h.state()
	return bytes.Equal(after.channel, s.channel) && after.rest == s.rest
}

// hostileReply is what a test reads of one message the bot sent.
type hostileReply struct {
	Content string                                      `json:"content"`
	Flags   discordgo.MessageFlags                      `json:"flags"`
	Embeds  []*discordgo.MessageEmbed                   `json:"embeds"`
	Choices []*discordgo.ApplicationCommandOptionChoice `json:"choices"`
}

func (r hostileReply) text() string {
	var b strings.Builder
	b.WriteString(r.Content)
	for _, e := range r.Embeds {
		b.WriteString("\n" + e.Title + "\n" + e.Description)
		for _, f := range e.Fields {
			b.WriteString("\n" + f.Name + "\n" + f.Value)
		}
		if e.Footer != nil {
			b.WriteString("\n" + e.Footer.Text)
		}
		if e.Author != nil {
			b.WriteString("\n" + e.Author.Name)
		}
	}
	return b.String()
}

func (r hostileReply) refusal() bool {
	return len(r.Embeds) == 1 && r.Embeds[0].Color == 0xE74C3C
}

var (
	rawKeyRE   = regexp.MustCompile(`\b[a-z][a-z0-9_]+(\.[a-z0-9_-]{2,})+\b`)
	codeRE     = regexp.MustCompile("`[^`]*`")
	latinRE    = regexp.MustCompile(`[A-Za-z]{2,}`)
	cyrillicRE = regexp.MustCompile(`\p{Cyrillic}{2,}`)
)

// optionNames are the names (both languages) a refusal may quote.
func optionNames(cmd hostileCommand) []string {
	var names []string
	names = append(names, cmd.path...)
	for _, o := range cmd.opts {
		names = append(names, o.Name, o.NameLocalizations[discordgo.Russian])
		for _, c := range o.Choices {
			names = append(names, c.Name, fmt.Sprint(c.Value), c.NameLocalizations[discordgo.Russian])
		}
	}
	return names
}

// foreignWords returns the words of a refusal that are in the other language,
// once the user's own values, the option names and the notation are taken out.
func foreignWords(locale, text string, allowed []string, known []string) []string {
	sort.Slice(allowed, func(i, j int) bool { return len(allowed[i]) > len(allowed[j]) })
	for _, a := range allowed {
		if strings.TrimSpace(a) != "" {
			text = strings.ReplaceAll(text, a, " ")
		}
	}
	re := latinRE
	if locale == "en" {
		re = cyrillicRE
	}
	var out []string
	for _, w := range re.FindAllString(text, -1) {
		// A value the user typed may come back shortened or lower-cased
		// ("ababab…", "nobody"); names typed earlier (Ann, Orc, Jeep) are
		// the user's too.
		lw := strings.ToLower(w)
		mine := false
		for _, a := range append(allowed, known...) {
			if strings.Contains(strings.ToLower(a), lw) {
				mine = true
				break
			}
		}
		if !mine {
			out = append(out, w)
		}
	}
	return out
}

// hostileProblem checks one line's replies against the promise and returns
// what broke ("" when nothing).
func (h *hostileHarness) check(locale, line string, cmd hostileCommand, typed []string, out []consoletest.Sent, before hostileState) (problem string, changed bool) {
	if h.log.Len() > 0 {
		msg := h.log.String()
		h.log.Reset()
		if strings.Contains(msg, "handler panicked") {
			return "PANIC: " + firstLine(msg), false
		}
		return "internal error: " + firstLine(msg), false
	}
	after := h.state()
	changed = !bytes.Equal(after.channel, before.channel) || after.rest != before.rest
	refused := false
	var probs []string
	for _, s := range out {
		var r hostileReply
		if err := json.Unmarshal(s.Data, &r); err != nil {
			return fmt.Sprintf("reply not JSON: %v", err), changed
		}
		txt := strings.ReplaceAll(r.text(), "\n", " ⏎ ")
		if strings.Contains(txt, "<no value>") {
			probs = append(probs, "a template lacks an argument: "+txt)
		}
		if !r.refusal() {
			continue
		}
		refused = true
		if !s.Ephemeral {
			probs = append(probs, "refusal not ephemeral: "+txt)
		}
		allowed := append(optionNames(cmd), typed...)
		// Notation is quoted as code (`2d6+3`, `4d6kh3`).
		clean := codeRE.ReplaceAllString(txt, " ")
		for _, a := range typed {
			if strings.TrimSpace(a) != "" {
				clean = strings.ReplaceAll(clean, a, " ")
			}
		}
		if k := rawKeyRE.FindString(clean); k != "" {
			probs = append(probs, fmt.Sprintf("raw message key %q: %s", k, txt))
		}
		if w := foreignWords(locale, clean, allowed, h.known); len(w) > 0 && !hostileAllowed(txt) {
			probs = append(probs, fmt.Sprintf("refusal not in %s (%v): %s", locale, w, txt))
		}
	}
	if refused && changed {
		probs = append(probs, "a refused command changed stored state")
	}
	return strings.Join(probs, "; "), changed
}

// hostileKnown are refusals that list, in both languages or in English,
// the words a user may type (option names, tags): the brief allows option
// names.
var hostileKnown = []string{
	// extra: names its keys in both languages, both being accepted.
	"actions, hidden, situation, targets, действие, обстановка, скрыто, цели",
}

func hostileAllowed(txt string) bool {
	for _, k := range hostileKnown {
		if strings.Contains(txt, k) {
			return true
		}
	}
	return false
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

// TestHostileInputEveryCommand is the walk: every command × option × hostile
// value (hostileValues, and hostileAimedValues where aimed at the option's
// type), and each required option left out, per system and language. A
// Russian refusal must also name no option by its English key
// (englishOptionNames).
func TestHostileInputEveryCommand(t *testing.T) {
	start := time.Now()
	var lines, replies, findings, ncmds, nopts int
	// HOSTILE_ACCEPTED=file lists the hostile lines that were accepted and
	// changed state, for a reader to judge; HOSTILE_DUMP=file writes every
	// line and its replies, for a reader to judge the wording.
	var accepted, dump *os.File
	for env, f := range map[string]**os.File{"HOSTILE_ACCEPTED": &accepted, "HOSTILE_DUMP": &dump} {
		if p := os.Getenv(env); p != "" {
			file, err := os.Create(p)
			if err != nil {
				t.Fatal(err)
			}
			defer file.Close()
			*f = file
		}
	}
	for _, system := range []string{"medieval", "storyteller", "klondike"} {
		for _, locale := range []string{"ru", "en"} {
			t.Run(system+"/"+locale, func(t *testing.T) {
				h := newHostileHarness(t, system, locale)
				cmds := hostileCommands(h.App.Definitions())
				ncmds = len(cmds)
				nopts = 0
				for _, c := range cmds {
					nopts += len(c.opts)
				}
				seen := map[string]bool{}
				try := func(cmd hostileCommand, opt *discordgo.ApplicationCommandOption, v string) {
					line, typed := hostileLine(system, cmd, opt, v)
					if seen[line] {
						return
					}
					seen[line] = true
					before := h.state()
					out := h.Run(line + "\n")
					lines++
					replies += len(out)
					if dump != nil {
						for _, s := range out {
							var r hostileReply
							_ = json.Unmarshal(s.Data, &r)
							fmt.Fprintf(dump, "%s/%s\t%s\teph=%v red=%v\t%s\n", system, locale, line, s.Ephemeral, r.refusal(), strings.ReplaceAll(r.text(), "\n", " ⏎ "))
						}
					}
					problem, changed := h.check(locale, line, cmd, typed, out, before)
					if problem == "" && locale == "ru" {
						problem = englishOptionNames(out, typed, h.known)
					}
					if changed && v != "" && opt != nil && accepted != nil {
						fmt.Fprintf(accepted, "%s/%s\t%s\n", system, locale, line)
					}
					if problem != "" {
						findings++
						t.Errorf("%s\n\t%s", line, problem)
					}
					if changed && !h.restore(before) {
						h = newHostileHarness(t, system, locale)
					}
				}
				for _, cmd := range cmds {
					try(cmd, nil, "")
					for _, o := range cmd.opts {
						for _, v := range hostileValues {
							try(cmd, o, v)
						}
						for _, v := range hostileAimedValues {
							if v.aimsAt(o.Type) {
								try(cmd, o, v.value)
							}
						}
						if o.Required {
							try(cmd, o, hostileMissing)
						}
					}
				}
			})
		}
	}
	t.Logf("%d commands, %d options, %d hostile values: %d lines, %d replies checked, %d findings, %v",
		ncmds, nopts, len(hostileValues)+len(hostileAimedValues)+1, lines, replies, findings, time.Since(start))
}

// The walk's checker is a test too: it must see a panic, a public refusal, a
// refusal in the wrong language and a raw message key.
func TestHostileCheckerFlagsBrokenReplies(t *testing.T) {
	h := newHostileHarness(t, "medieval", "ru")
	cmd := hostileCommand{path: []string{"roll"}}
	red := func(eph bool, text string) consoletest.Sent {
		b, _ := json.Marshal(hostileReply{Embeds: []*discordgo.MessageEmbed{{Color: 0xE74C3C, Description: text}}})
		return consoletest.Sent{Kind: "response", Ephemeral: eph, Data: b}
	}
	before := h.state()
	for _, tc := range []struct {
		name, log string
		out       []consoletest.Sent
		want      string
	}{
		{"panic", `{"level":"error","message":"handler panicked"}`, []consoletest.Sent{red(true, "⚠️ Что-то сломалось")}, "PANIC"},
		{"public refusal", "", []consoletest.Sent{red(false, "❌ Нет такого участника")}, "not ephemeral"},
		{"english in russian", "", []consoletest.Sent{red(true, "❌ No such fighter")}, "not in ru"},
		{"raw key", "", []consoletest.Sent{red(true, "❌ medieval.err.no_weapon")}, "raw message key"},
	} {
		h.log.Reset()
		h.log.WriteString(tc.log)
		got, _ := h.check("ru", "/roll", cmd, nil, tc.out, before)
		if !strings.Contains(got, tc.want) {
			t.Errorf("%s: checker said %q, want %q", tc.name, got, tc.want)
		}
	}
	h.log.Reset()
	if got, _ := h.check("ru", "/roll", cmd, []string{"Nobody"}, []consoletest.Sent{red(true, "❌ Нет такого участника «Nobody»")}, before); got != "" {
		t.Errorf("a good refusal was flagged: %s", got)
	}
}

// A number beyond what Request.Int keeps (±2^30) was refused with the
// clamped number: sp:-2147483649 read "Parry SP -1073741824 is out of
// range". The refusal shows the number as typed.
func TestRefusalShowsTheNumberAsTyped(t *testing.T) {
	for _, tc := range []struct{ locale, script, want string }{
		{"en", "/system set system:medieval\n/combat start\n/combat add name:Orc\n/combat action action:parry name:Orc sp:-2147483649\n", "Parry SP -2147483649 is out of range"},
		{"ru", "/система выбрать система:medieval\n/бой начать\n/бой добавить имя:Orc\n/бой действие действие:парирование имя:Orc ос:-2147483649\n", "ОС парирования -2147483649 вне допустимого"},
	} {
		h := consoletest.NewSystemHarness(t, tc.locale, 5)
		got := consoletest.LastOf(t, h.Run(tc.script))
		if !got.Ephemeral || !strings.Contains(got.Text(), tc.want) {
			t.Errorf("%s: %s", tc.locale, got.Text())
		}
	}
}
