package commands

import (
	"context"
	"hash/fnv"
	"strconv"
	"unicode"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"fray/commands/flavour"
	"fray/rules"
	"fray/rules/dice"
)

// Flavour lines are chosen with a die, but not from the channel's dice
// source: a scripted script (the console's --dice, the acceptance tests) lists
// exactly the faces the rules draw, in the seed's order, and a flavour roll
// in the middle would shift them. The die is instead seeded from the channel,
// the encounter's version and the faces the rules drew, so the choice is
// reproducible from the same script and still varies from roll to roll.
func flavourDice(req *Request, version int, faces []int) dice.Source {
	h := fnv.New64a()
	h.Write([]byte(req.GuildID + "/" + req.ChannelID + "/" + strconv.Itoa(version)))
	for _, f := range faces {
		h.Write([]byte{byte(f), byte(f >> 8)})
	}
	return dice.NewSeeded(h.Sum64(), 0x9E3779B97F4A7C15)
}

// FlavourLine picks the overacted line for an event and remembers its index in
// the channel so the same line never comes twice in a row. It returns "" when
// the channel turned flavour off or the system has no such event.
func (a *App) FlavourLine(m *Mut, event string, args flavour.Args, faces []int) string {
	if m.Ch.NoFlavour {
		return ""
	}
	key := m.Sys.ID() + "/" + event
	last := flavour.NoLast
	if v, ok := m.Ch.FlavourLast[key]; ok {
		last = v
	}
	version := 0
	if m.Enc != nil {
		version = m.Enc.Version
	}
	args.Weapon = a.commonWeaponName(m.Sys.ID(), args.Weapon)
	down, held := a.targetState(m, args.Target)
	args.Down = args.Down || down
	args.Held = args.Held || held
	var lines *flavour.Catalogue
	if f, ok := a.pluginOf(m.Sys).(Flavourer); ok {
		lines = f.Flavour()
	}
	line, idx, ok := a.flavour.Pick(lines, event, m.Req.Locale, args, flavourDice(m.Req, version, faces), last)
	if !ok {
		return ""
	}
	if m.Ch.FlavourLast == nil {
		m.Ch.FlavourLast = map[string]int{}
	}
	m.Ch.FlavourLast[key] = idx
	return line
}

// targetState reports whether the fighter named target is down
// (unconscious, dying or dead) and whether it is held or grappled, as the
// line is picked, after the rules changed it: a hit on a fighter already out
// reads no line of them backing off, and a miss on one in a lock no line of
// them stepping back. A name that is no fighter's (a vehicle, none) is
// neither.
func (a *App) targetState(m *Mut, target string) (down, held bool) {
	if target == "" || m.Enc == nil {
		return false, false
	}
	locker, _ := a.pluginOf(m.Sys).(Locker)
	for i := range m.Enc.Combatants {
		if c := &m.Enc.Combatants[i]; c.Name == target {
			h := m.Sys.Health(c)
			for _, n := range h.Conditions {
				held = held || (locker != nil && locker.Locks(n.Key))
			}
			return h.Dead || (h.Out && !h.Stunned), held
		}
	}
	return false, false
}

// commonWeaponName writes a catalog weapon's name as a common noun
// mid-sentence, in either language: the catalog lists "Дубина" and "Club",
// a line reads "выпад, дубина вперёд" or "Ann's club". The picker
// capitalises a line's first letter again, so a line that opens with the
// weapon still reads "Дубина — …". A name the user typed (a sheet's "Меч
// Грома", "Thunder Sword") is not the catalog's spelling and stays as
// typed, and so does an abbreviation ("ППШ", "SMG").
func (a *App) commonWeaponName(sysID, name string) string {
	first, size := utf8.DecodeRuneInString(name)
	if !unicode.IsUpper(first) {
		return name
	}
	if next, _ := utf8.DecodeRuneInString(name[size:]); unicode.IsUpper(next) {
		return name
	}
	if s := a.system(sysID); s != nil && s.catalogWeapons[name] {
		return string(unicode.ToLower(first)) + name[size:]
	}
	return name
}

// catalogWeaponNames lists every name of the system's catalogue weapons.
func catalogWeaponNames(p Plugin) map[string]bool {
	names := map[string]bool{}
	cat, ok := p.(Cataloguer)
	if !ok {
		return names
	}
	for _, c := range cat.Catalog("weapon") {
		for _, n := range c.Names {
			names[n] = true
		}
	}
	return names
}

// Outcome colours for result embeds.
func OutcomeColor(outcomes []string) int {
	c := ColorNeutral
	for _, o := range outcomes {
		switch o {
		case "dead":
			return colorDeath
		case "fumble":
			c = colorBotch
		case "critical":
			if c != colorBotch {
				c = colorCritical
			}
		case "hit", "graze", "disarmed", "knockdown", "stunned", "limb_lost", "unconscious", "dying":
			if c == ColorNeutral {
				c = ColorHit
			}
		case "miss", "armor_stops":
			if c == ColorNeutral {
				c = ColorMiss
			}
		}
	}
	return c
}

// MainOutcome is the event whose flavour line an embed shows: the gravest.
func MainOutcome(outcomes []string) string {
	best, br := "", 0
	for _, o := range outcomes {
		if r := OutcomeRank(o); r > br {
			best, br = o, r
		}
	}
	return best
}

// OutcomeRank orders outcomes by drama (0: not a flavoured outcome). A
// switch, not a map: mainOutcome runs inside every attack's mutation, and a
// map literal there was built on each call.
func OutcomeRank(o string) int {
	switch o {
	case "dead":
		return 10
	case "limb_lost", "vehicle_wrecked":
		return 9
	case "dying":
		return 8
	case "unconscious":
		return 7
	case "stunned":
		return 6
	case "knockdown":
		return 5
	case "critical", "fumble":
		return 4
	case "armor_stops", "disarmed", "stabilized", "revived", "chase_escape":
		return 3
	case "hit", "graze":
		return 2
	case "miss":
		return 1
	}
	return 0
}

func (a *App) registerFlavourOption() {
	a.defs = append(a.defs, command(L("flavour", "колорит", "Turn the overacted flavour lines on or off in this channel", "Включить или выключить колоритные строки в канале"),
		Boolean(L("on", "вкл", "On (true) or off (false)", "Включить (true) или выключить (false)"))))
	a.cmd("flavour", a.flavourToggle)
}

func (a *App) flavourToggle(ctx context.Context, req *Request) (*Response, error) {
	on := req.Bool("on")
	_, err := a.Mutate(ctx, req, MutOpts{Version: -1}, func(m *Mut) error {
		if !m.GM {
			return ErrGMOnly
		}
		m.Ch.NoFlavour = !on
		m.NoUndo = true
		return nil
	})
	if err != nil {
		return nil, err
	}
	key := "flavour.off"
	if on {
		key = "flavour.on"
	}
	return Message(&discordgo.MessageEmbed{Color: ColorNeutral, Description: a.T(req, key, nil)}), nil
}

// noteText renders notes one per line.
func (a *App) noteLines(locale string, notes []rules.Note) string {
	s := ""
	for i, n := range notes {
		if i > 0 {
			s += "\n"
		}
		s += a.i18n.Note(locale, n)
	}
	return s
}
