package bot

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/bwmarrin/discordgo"
)

// The load test's fight, as console lines (see Console for the syntax), so a
// system command joins the scenario by adding one line when it is wired.
// A line whose command (or subcommand) the app does not define is skipped:
// the bench asks App().Definitions(), as the console does.
//
// Placeholders: {sys} is the channel's system, {dice} a dice expression and
// {orc} one of the three NPCs ({12}: 1 or 2), all varying by step (the blows are spread so
// nobody falls before the fight ends). "!next" and "!round" press the tracker's buttons with the
// version read from the newest tracker the bot sent to this channel.
// A line with a system set runs only in channels of that system.
type benchLine struct {
	system string
	line   string
}

// benchSetup runs once per channel.
var benchSetup = []benchLine{
	{line: "/system set system:{sys}"},
}

// benchFightOpen starts each fight.
var benchFightOpen = []benchLine{
	{line: "/combat start"},
	{line: "/combat add name:Orc count:3"},
	{line: "/combat add name:Hero"},
}

// benchRound is played benchRounds times per fight: turns, rolls and the
// system commands of a round. The amounts keep everyone standing through
// benchRounds rounds, so no step is refused for a fallen combatant.
var benchRound = []benchLine{
	{line: "!next"},
	{line: "/roll dice:{dice}"},
	{system: "medieval", line: "/attack attacker:Hero target:\"Orc {12}\" damage:1d3"},
	{system: "storyteller", line: "/attack attacker:Hero target:\"{orc}\""},
	// Klondike's two actions come on the fighter's own turn; the Hero
	// attacks on whoever's turn it is, so the GM overrides the books.
	{system: "klondike", line: "/attack attacker:Hero target:\"{orc}\" damage:1d6 force:true"},
	{line: "!next"},
	{system: "medieval", line: "/damage target:\"Orc 3\" amount:1"},
	{system: "storyteller", line: "/damage target:\"{orc}\" levels:1"},
	{system: "klondike", line: "/damage target:\"{orc}\" amount:1"},
	// A declared action of the Hero's, allowed whenever he stands. (A stun
	// save of Orc 3 was here, but one for a fighter stunned this round is
	// refused: «…в последующем раунде».)
	{system: "medieval", line: "/combat action name:Hero action:dodge"},
	{system: "storyteller", line: "/check pool:5 difficulty:6"},
	{system: "klondike", line: "/check characteristic:STR"},
	{line: "!next"},
	{line: "/roll dice:{dice} comment:\"save\""},
	{line: "!next"},
	{line: "!next"},
}

// benchRounds is how many rounds a fight lasts before it ends and a new one starts.
const benchRounds = 5

// benchFightClose ends each fight.
var benchFightClose = []benchLine{
	{line: "/combat end"},
}

// benchDice are the /roll expressions, cycled (the dice package's benchmark set).
var benchDice = []string{"2d6+3", "1d20+5", "4d6kh3+2", "10d10", "3d6!"}

// benchStep is one compiled interaction of the scenario.
type benchStep struct {
	route  string // for reports: "combat/add", "click:next"
	click  string // tracker button action ("next"), or "" for a command
	data   discordgo.ApplicationCommandInteractionData
	player bool // sent by a player rather than the GM
}

// benchScript is a channel's compiled scenario: setup once, then the fight
// repeated.
type benchScript struct {
	setup []benchStep
	fight []benchStep
	// open and rounds are how many of fight's steps start the fight and
	// play its rounds (the rest ends it).
	open, rounds int
	members      [2]*discordgo.Member // the GM and the player (newBenchMembers)
}

// compileScript resolves the scenario for a system against the app's command
// definitions. skipped lists the lines left out because their command does
// not exist in this build.
func compileScript(defs []*discordgo.ApplicationCommand, system string) (s benchScript, skipped []string, err error) {
	c := &Console{defs: defs}
	n := 0
	compile := func(lines []benchLine) ([]benchStep, error) {
		var out []benchStep
		for _, l := range lines {
			if l.system != "" && l.system != system {
				continue
			}
			line := strings.ReplaceAll(l.line, "{sys}", system)
			line = strings.ReplaceAll(line, "{dice}", benchDice[n%len(benchDice)])
			line = strings.ReplaceAll(line, "{orc}", "Orc "+strconv.Itoa(1+n%3))
			line = strings.ReplaceAll(line, "{12}", strconv.Itoa(1+n%2))
			n++
			if strings.HasPrefix(line, "!") {
				action := strings.TrimPrefix(line, "!")
				out = append(out, benchStep{route: "click:" + action, click: action})
				continue
			}
			if !commandDefined(defs, line) {
				skipped = append(skipped, line)
				continue
			}
			data, _, err := c.parseCommand(line, false)
			if err != nil {
				return nil, fmt.Errorf("bench scenario %q: %w", line, err)
			}
			d, err := decodeCommandData(data)
			if err != nil {
				return nil, fmt.Errorf("bench scenario %q: %w", line, err)
			}
			st := benchStep{data: d, route: d.Name, player: strings.HasPrefix(line, "/roll")}
			for _, o := range d.Options {
				if o.Type == discordgo.ApplicationCommandOptionSubCommand {
					st.route += "/" + o.Name
				}
			}
			out = append(out, st)
		}
		return out, nil
	}
	s.members = newBenchMembers()
	if s.setup, err = compile(benchSetup); err != nil {
		return s, nil, err
	}
	if s.fight, err = compile(benchFightOpen); err != nil {
		return s, nil, err
	}
	s.open = len(s.fight)
	var rest []benchLine
	for r := 0; r < benchRounds; r++ {
		rest = append(rest, benchRound...)
	}
	rounds, err := compile(rest)
	if err != nil {
		return s, nil, err
	}
	s.rounds = len(rounds)
	closing, err := compile(benchFightClose)
	if err != nil {
		return s, nil, err
	}
	s.fight = append(append(s.fight, rounds...), closing...)
	return s, dedupe(skipped), nil
}

// commandDefined reports whether the line's command, and its subcommand when
// the command has subcommands, exist.
func commandDefined(defs []*discordgo.ApplicationCommand, line string) bool {
	f := strings.Fields(line)
	if len(f) == 0 {
		return false
	}
	name := strings.TrimPrefix(f[0], "/")
	for _, d := range defs {
		if d.Name != name {
			continue
		}
		hasSubs := false
		for _, o := range d.Options {
			if o.Type == discordgo.ApplicationCommandOptionSubCommand || o.Type == discordgo.ApplicationCommandOptionSubCommandGroup {
				hasSubs = true
				if len(f) > 1 && o.Name == f[1] {
					return true
				}
			}
		}
		return !hasSubs
	}
	return false
}

// decodeCommandData turns the console's data object into discordgo's typed
// data by the same JSON decoding the gateway uses, once per scenario line.
func decodeCommandData(data map[string]any) (discordgo.ApplicationCommandInteractionData, error) {
	raw, err := json.Marshal(map[string]any{
		"id": "1", "application_id": "1", "type": int(discordgo.InteractionApplicationCommand),
		"data": data, "app_permissions": "0", "token": "bench", "version": 1,
	})
	if err != nil {
		return discordgo.ApplicationCommandInteractionData{}, err
	}
	var i discordgo.Interaction
	if err := json.Unmarshal(raw, &i); err != nil {
		return discordgo.ApplicationCommandInteractionData{}, fmt.Errorf("decode interaction: %w", err)
	}
	d, ok := i.Data.(discordgo.ApplicationCommandInteractionData)
	if !ok {
		return d, fmt.Errorf("decoded data is %T", i.Data)
	}
	return d, nil
}

func dedupe(ss []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, s := range ss {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}
