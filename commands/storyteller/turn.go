package storyteller

import (
	"context"
	"fray/commands"
	"strings"

	"github.com/bwmarrin/discordgo"

	"fray/rules"
	"fray/rules/storyteller"
)

// What a blow or the GM changes about a fighter's turn outside the rolls: a
// daze that lands during the fighter's own turn, and a weapon knocked away
// (the disarm maneuver) or dropped (a failed disarm) and taken up again.

// stDazeOnTurn spends a daze on the action it costs when that action is
// already under way or waiting: the fighter whose turn it is, dizzied before
// acting, loses this turn, and a fighter holding its action, dizzied before
// taking it, loses the held action («пропускает своё следующее действие»:
// that one, not the next round's too). It returns the notes saying so.
func stDazeOnTurn(m *commands.Mut) ([]rules.Note, error) {
	var notes []rules.Note
	cur := m.Enc.Current()
	for i := range m.Enc.Combatants {
		c := &m.Enc.Combatants[i]
		key := "storyteller.ui.dazed_holding"
		switch {
		case c == cur:
			key = "storyteller.ui.dazed_on_turn"
		case !c.Held:
			continue
		}
		lost, err := storyteller.DazeOnTurn(c)
		if err != nil {
			return nil, err
		}
		if lost {
			notes = append(notes, rules.Note{Key: key, Args: map[string]any{"Name": c.Name}})
		}
	}
	return notes, nil
}

// Weapon states /combat weapon records.
const (
	stWeaponDropped = "dropped"
	stWeaponArmed   = "armed"
	// stWeaponDroppedRU is the dropped state's Russian choice name.
	stWeaponDroppedRU = "выронено: без оружия"
	// stWeaponDroppedOld is its former name («обезоружен» is
	// masculine); the console sends a typed name it no longer lists as
	// typed, so scripts that type the old name keep working.
	stWeaponDroppedOld = "выронено: обезоружен"
)

// stWeaponStates are the words /combat weapon's state: takes for each
// state, in either language (lower case, quotes trimmed): the choices'
// values and names, their old name, and the short forms the help shows, so
// a console user need not type «снова в руке» in quotes in full.
var stWeaponStates = map[string]string{
	"":                  stWeaponDropped, // the option is required; an empty one reads as before
	stWeaponDropped:     stWeaponDropped,
	"dropped: disarmed": stWeaponDropped,
	"disarmed":          stWeaponDropped,
	"выронено":          stWeaponDropped,
	stWeaponDroppedRU:   stWeaponDropped,
	stWeaponDroppedOld:  stWeaponDropped,
	"без оружия":        stWeaponDropped,
	stWeaponArmed:       stWeaponArmed,
	"in hand":           stWeaponArmed,
	"in hand again":     stWeaponArmed,
	"в руке":            stWeaponArmed,
	"снова в руке":      stWeaponArmed,
}

// stWeaponStateOf is the state a typed state: names (stWeaponDropped,
// stWeaponArmed), in any case, with or without quotes, "_" for a space
// (the console's «в_руке», as in «Чувство_боя»); "?" for none.
func stWeaponStateOf(v string) string {
	v = stChoiceNorm(strings.Trim(strings.TrimSpace(v), "\"'«»“”"))
	if s, ok := stWeaponStates[v]; ok {
		return s
	}
	return "?"
}

// stWeaponSet is the GM's record of a fighter's weapon: dropped (the seed
// leaves a failed disarm's «может … выронить оружие» to the GM) or in hand
// again (picked up or drawn in the fiction, whoever's turn it is). It takes
// no action: a player's pick-up on their own turn is the tracker's button.
func (a *Plugin) stWeaponSet(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	var em *discordgo.MessageEmbed
	m, err := a.Mutate(ctx, req, commands.MutOpts{NeedEncounter: true, Version: -1}, func(m *commands.Mut) error {
		if !m.GM {
			return commands.ErrGMOnly
		}
		c, err := commands.FindNamed(m, req, "name")
		if err != nil {
			return err
		}
		st, err := storyteller.LoadState(c)
		if err != nil {
			return err
		}
		var key string
		switch stWeaponStateOf(req.Str("state")) {
		case stWeaponDropped:
			if st.Disarmed {
				return rules.Errorf("storyteller.ui.err.already_disarmed", map[string]any{"Name": c.Name})
			}
			key = "storyteller.ui.weapon_dropped"
		case stWeaponArmed:
			if !st.Disarmed {
				return rules.Errorf("storyteller.error.not_disarmed", map[string]any{"Name": c.Name})
			}
			key = "storyteller.ui.weapon_back"
		default:
			return rules.Errorf("storyteller.ui.err.weapon_state", map[string]any{"Value": req.Str("state")})
		}
		if err := storyteller.SetDisarmed(c, key == "storyteller.ui.weapon_dropped"); err != nil {
			return err
		}
		args := map[string]any{"Name": c.Name}
		m.Log = append(m.Log, rules.Note{Key: key, Args: args})
		em = &discordgo.MessageEmbed{Color: commands.ColorNeutral, Description: "🗡️ " + a.T(req, key, args) + "\n" + a.stHealthLine(m, c)}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return a.Changed(req, m, em, nil), nil
}

// Knock-down states /combat knockdown records, and the words its state:
// takes for each in either language (stChoiceNorm'd).
const (
	stProneDown = "down"
	stProneUp   = "up"
)

var stProneStates = map[string]string{
	stProneDown: stProneDown, "prone": stProneDown, "on the ground": stProneDown, "knocked down": stProneDown,
	"на земле": stProneDown, "сбит": stProneDown, "сбита": stProneDown, "сбит с ног": stProneDown, "упал": stProneDown, "упала": stProneDown, "лежит": stProneDown,
	stProneUp: stProneUp, "standing": stProneUp, "on their feet": stProneUp, "on feet": stProneUp,
	"на ногах": stProneUp, "встал": stProneUp, "встала": stProneUp, "стоит": stProneUp,
}

// stKnockdownSet is the GM's call on a fall: «Подсечка или сильный удар
// могут также сбить противника с ног, и решение о падении принимает
// Ведущий в соответствии с развитием истории». Down, the fighter rolls to
// get up at its turn as a swept one does; up, it stands with no roll. It
// takes no action, whoever's turn it is.
func (a *Plugin) stKnockdownSet(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	var em *discordgo.MessageEmbed
	m, err := a.Mutate(ctx, req, commands.MutOpts{NeedEncounter: true, Version: -1}, func(m *commands.Mut) error {
		if !m.GM {
			return commands.ErrGMOnly
		}
		c, err := commands.FindNamed(m, req, "name")
		if err != nil {
			return err
		}
		state, ok := stProneStates[stChoiceNorm(strings.Trim(strings.TrimSpace(req.Str("state")), "\"'«»“”"))]
		if !ok {
			return rules.Errorf("storyteller.ui.err.prone_state", map[string]any{"Value": req.Str("state")})
		}
		if err := storyteller.SetProne(c, state == stProneDown); err != nil {
			return err
		}
		key := "storyteller.ui.knocked_down"
		if state == stProneUp {
			key = "storyteller.ui.back_up"
		}
		args := map[string]any{"Name": c.Name}
		m.Log = append(m.Log, rules.Note{Key: key, Args: args})
		em = &discordgo.MessageEmbed{Color: commands.ColorNeutral, Description: "🤸 " + a.T(req, key, args) + "\n" + a.stHealthLine(m, c)}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return a.Changed(req, m, em, nil), nil
}
