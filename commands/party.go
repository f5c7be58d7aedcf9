package commands

import (
	"context"
	"maps"
	"slices"
	"strings"

	"github.com/bwmarrin/discordgo"

	"fray/rules"
	"fray/rules/encounter"
	"fray/storage"
)

// The party is what a channel keeps of its characters between fights
// (storage.Channel.Party): each player's character who fought here, and each
// NPC the GM keeps, with the system's combat state as the last fight or rest
// left it. Joining a fight brings it in (carryIn), the fight's end writes it
// back (carryOut), and a command that may act outside a fight (MutOpts.Party:
// /time, /heal, /damage, /stabilize…) runs on the party as on a fight with
// no turns (restingParty), its changes written back when it returns
// (settleParty). The channel's record holds it, so an undo takes a rest or
// a GM's heal back like any step of a fight. FreshFights turns it off.

// Carries reports whether fights in the channel carry their wounds to the
// next (the party is on): the default; a GM's /system campaign on:false
// makes every fight start fresh.
func Carries(ch *storage.Channel) bool { return !ch.FreshFights }

// keptKey lists, in the channel's system data, the ids of the fight's NPCs
// the GM keeps in the party (/combat keep): their condition is written back
// at the end as a player's is.
const keptKey = "fight.kept"

// restingParty makes m.Enc the channel's party outside a fight: each member
// a combatant with its sheet (a player's stored sheet, a kept NPC's own)
// and its state (a fresh one for the unhurt), in a fight that never begins.
// A player whose sheet is gone is left out, their record kept.
func (a *App) restingParty(m *Mut) error {
	e := encounter.New(m.Sys.ID(), "")
	if m.Ch.Encounter != nil {
		e.GM = m.Ch.Encounter.GM
	}
	for _, key := range partyOrder(m.Ch.Party) {
		p := m.Ch.Party[key]
		if p.System != m.Sys.ID() {
			continue
		}
		var sheet rules.Sheet
		switch {
		case p.Owner != "":
			s, ok, err := m.Tx.Sheet(m.Req.GuildID, p.Owner, p.System)
			if err != nil {
				return err
			}
			if !ok {
				continue
			}
			sheet = s
		case p.Sheet != nil:
			sheet = *p.Sheet
		default:
			continue
		}
		state := p.State
		if state == nil {
			st, err := m.Sys.NewState(&sheet)
			if err != nil {
				return err
			}
			state = st
		}
		name := p.Name
		if name == "" {
			name = sheet.Name
		}
		e.NextID++
		e.Combatants = append(e.Combatants, rules.Combatant{ID: e.NextID, Name: name, Owner: p.Owner, Sheet: sheet, State: slices.Clone(state)})
		m.partyKeys = append(m.partyKeys, key)
	}
	m.Enc, m.Resting = e, true
	return nil
}

// settleParty writes the resting party's states back into the channel.
func (m *Mut) settleParty() {
	party := maps.Clone(m.Ch.Party)
	for i := range m.Enc.Combatants {
		c := &m.Enc.Combatants[i]
		if i >= len(m.partyKeys) {
			break
		}
		p, ok := party[m.partyKeys[i]]
		if !ok {
			continue
		}
		p.V, p.State = rules.ConditionVersion, slices.Clone(c.State)
		party[m.partyKeys[i]] = p
	}
	m.Ch.Party = party
}

// carriedState is the condition the party keeps for a player's character
// joining a fight, unless the channel's fights start fresh; ok is false
// when there is none to bring (unhurt).
func carriedState(m *Mut, owner string) (state []byte, ok bool) {
	if !Carries(&m.Ch) {
		return nil, false
	}
	p, ok := m.Ch.Party[storage.PartyKey(m.Sys.ID(), owner, "")]
	if !ok || p.State == nil || p.System != m.Sys.ID() {
		return nil, false
	}
	return slices.Clone(p.State), true
}

// carryOut writes into the party, at a fight's end, the condition of each
// player's character who fought from their sheet (those who left before
// the end included) and of each NPC the GM keeps.
func (a *App) carryOut(m *Mut, e *encounter.Encounter) {
	if !Carries(&m.Ch) {
		return
	}
	party := maps.Clone(m.Ch.Party)
	if party == nil {
		party = map[string]rules.Condition{}
	}
	settler, _ := a.pluginOf(m.Sys).(PartySettler)
	// put keeps a character's state; sheet is the character's sheet, for
	// the settle, kept with the record only for an NPC (a player's is
	// their stored one).
	put := func(owner, name string, sheet *rules.Sheet, state []byte) {
		state = slices.Clone(state)
		if settler != nil && state != nil {
			c := rules.Combatant{Name: name, Owner: owner, State: state}
			if sheet != nil {
				c.Sheet = *sheet
			}
			settler.SettleForParty(&c)
			state = c.State
		}
		if owner != "" {
			sheet = nil
		}
		party[storage.PartyKey(e.System, owner, name)] = rules.Condition{
			V: rules.ConditionVersion, System: e.System, Owner: owner, Name: name, Sheet: sheet, State: state,
		}
	}
	for _, g := range goneList(m) {
		var sheet *rules.Sheet
		if s, ok, err := m.Tx.Sheet(m.Req.GuildID, g.Owner, e.System); err == nil && ok {
			sheet = &s
		}
		put(g.Owner, g.Name, sheet, g.State)
	}
	kept := extraList[int](m.Ch.Extra, keptKey)
	for i := range e.Combatants {
		c := &e.Combatants[i]
		switch {
		case fromSheet(m.Ch.Extra, c):
			put(c.Owner, FirstNonEmpty(c.Sheet.Name, c.Name), &c.Sheet, c.State)
		case c.Owner == "" && slices.Contains(kept, c.ID):
			sheet := c.Sheet
			sheet.Name = c.Name
			put("", c.Name, &sheet, c.State)
		}
	}
	if len(party) > 0 {
		m.Ch.Party = party
	}
}

// partyDefs are the core's commands on the party.
func (a *App) registerParty() {
	a.cmd("char/condition", a.charCondition)
	a.cmd("system/campaign", a.systemCampaign)
	a.cmd("combat/keep", a.combatKeep)
}

func (a *App) charConditionDef() *discordgo.ApplicationCommandOption {
	return sub(L("condition", "состояние", "Lasting wounds and state between fights; GM: reset:true heals fully", "Раны и состояние между боями; мастер: reset:true — полностью исцелить"),
		CommandOption(discordgo.ApplicationCommandOptionUser, L("player", "игрок", "Whose character (default: the whole party)", "Чей персонаж (по умолчанию — весь отряд)"), false),
		Auto(Str(L("name", "имя", "A character or kept NPC by name", "Персонаж или сохранённый NPC по имени"), false)),
		Boolean(L("reset", "сбросить", "GM: back to unhurt, as the sheet says", "Мастер: снова невредим, как в листе")))
}

func (a *App) campaignDef() *discordgo.ApplicationCommandOption {
	return sub(L("campaign", "кампания", "GM: wounds carry from fight to fight here (off: every fight fresh)", "Мастер: раны переходят из боя в бой (выкл.: каждый бой с чистого листа)"),
		Boolean(L("on", "вкл", "On (true) or off (false); without it, shows the mode", "Включить (true) или выключить (false); без него — показать режим")))
}

func (a *App) combatKeepDef() *discordgo.ApplicationCommandOption {
	return sub(L("keep", "сохранить", "GM: keep an NPC in the party: its wounds carry to the next fight", "Мастер: сохранить NPC в отряде: его раны перейдут в следующий бой"),
		Auto(Str(L("name", "имя", "The NPC", "NPC"), true)))
}

// partyMember finds the party member a /char condition names: a player
// (a mention), else a name; ok is false when neither was given.
func partyMember(m *Mut, player, name string) (idx int, ok bool, err error) {
	player = strings.Trim(player, "<@!>")
	name = strings.TrimSpace(name)
	if player == "" && name == "" {
		return -1, false, nil
	}
	for i := range m.Enc.Combatants {
		c := &m.Enc.Combatants[i]
		if player != "" && c.Owner == player || player == "" && strings.EqualFold(c.Name, name) {
			return i, true, nil
		}
	}
	who := name
	if player != "" {
		who = "<@" + player + ">"
	}
	return -1, true, rules.Errorf("party.err.no_member", map[string]any{"Name": who})
}

func (a *App) charCondition(ctx context.Context, req *Request) (*Response, error) {
	reset := req.Bool("reset")
	var lines []string
	var title string
	m, err := a.Mutate(ctx, req, MutOpts{Version: -1, Party: true}, func(m *Mut) error {
		if !m.Resting {
			// A fight is running: its tracker shows the fighters; the
			// party's records wait for its end.
			return rules.Errorf("party.err.in_fight", nil)
		}
		i, named, err := partyMember(m, req.Str("player"), req.Str("name"))
		if err != nil {
			return err
		}
		if reset {
			if !m.GM {
				return ErrGMOnly
			}
			if !named {
				return rules.Errorf("err.missing_option", map[string]any{"Option": "player"})
			}
			c := &m.Enc.Combatants[i]
			st, err := m.Sys.NewState(&c.Sheet)
			if err != nil {
				return err
			}
			c.State = st
			m.Log = append(m.Log, rules.Note{Key: "log.party_reset", Args: map[string]any{"Name": c.Name}})
			title = a.T(req, "party.reset", map[string]any{"Name": c.Name})
			lines = append(lines, a.partyLine(req, m, c))
			return nil
		}
		m.Unchanged = true
		if !named {
			if len(m.Enc.Combatants) == 0 {
				return rules.Errorf("party.err.empty", nil)
			}
			title = a.T(req, "party.title", nil)
			for j := range m.Enc.Combatants {
				lines = append(lines, a.partyLine(req, m, &m.Enc.Combatants[j]))
			}
			return nil
		}
		c := &m.Enc.Combatants[i]
		title = a.T(req, "party.member", map[string]any{"Name": c.Name})
		lines = append(lines, a.partyLine(req, m, c))
		return nil
	})
	if err != nil {
		return nil, err
	}
	em := &discordgo.MessageEmbed{Color: ColorNeutral, Title: title, Description: a.FitLines(req.Locale, lines, maxDesc)}
	if !Carries(&m.Ch) {
		em.Footer = &discordgo.MessageEmbedFooter{Text: a.T(req, "party.fresh_note", nil)}
	}
	return Message(em), nil
}

// partyLine is one party member's condition: its name, health bar and
// level, and the conditions that outlast a fight; under it, the system's
// word on what heals it next (PartyNoter).
func (a *App) partyLine(req *Request, m *Mut, c *rules.Combatant) string {
	line := "**" + EscapeMarkdown(c.Name) + "** — " + a.lastingLine(req, m.Sys.Health(c))
	if n, ok := a.pluginOf(m.Sys).(PartyNoter); ok {
		if note := n.PartyNote(req, &m.Ch, c); note != "" {
			line += "\n　　⏳ " + note
		}
	}
	return line
}

func (a *App) systemCampaign(ctx context.Context, req *Request) (*Response, error) {
	// Without on: the channel's mode, for anyone to read; with it, the
	// GM's change.
	set := req.Has("on")
	on := req.Bool("on")
	_, err := a.Mutate(ctx, req, MutOpts{Version: -1}, func(m *Mut) error {
		if !set {
			on, m.Unchanged = Carries(&m.Ch), true
			return nil
		}
		if !m.GM {
			return ErrGMOnly
		}
		m.Ch.FreshFights = !on
		m.NoUndo = true
		return nil
	})
	if err != nil {
		return nil, err
	}
	key := "party.campaign_off"
	if on {
		key = "party.campaign_on"
	}
	return Message(&discordgo.MessageEmbed{Color: ColorNeutral, Description: a.T(req, key, nil)}), nil
}

func (a *App) combatKeep(ctx context.Context, req *Request) (*Response, error) {
	var name string
	m, err := a.Mutate(ctx, req, MutOpts{NeedEncounter: true, Version: -1}, func(m *Mut) error {
		if !m.GM {
			return ErrGMOnly
		}
		c, err := m.Enc.Find(req.Str("name"))
		if err != nil {
			return err
		}
		if c.Owner != "" {
			return rules.Errorf("party.err.keep_player", map[string]any{"Name": c.Name})
		}
		name = c.Name
		kept := extraList[int](m.Ch.Extra, keptKey)
		if !slices.Contains(kept, c.ID) {
			setExtraList(m, keptKey, append(kept, c.ID))
		}
		m.Log = append(m.Log, rules.Note{Key: "log.party_keep", Args: map[string]any{"Name": name}})
		return nil
	})
	if err != nil {
		return nil, err
	}
	return a.Changed(req, m, &discordgo.MessageEmbed{Color: ColorNeutral, Description: a.T(req, "party.kept", map[string]any{"Name": name})}, nil), nil
}

// keptNPC is the sheet and condition the party keeps for an NPC named
// name, for /combat add to bring it back; ok is false when none is kept.
func keptNPC(m *Mut, name string) (rules.Condition, bool) {
	p, ok := m.Ch.Party[storage.PartyKey(m.Sys.ID(), "", name)]
	if !ok || p.Sheet == nil || !Carries(&m.Ch) {
		return rules.Condition{}, false
	}
	return p, true
}

// partyUndone names what an undo outside a fight took back: each party
// member whose condition differs, "Ann: Light → Serious".
func (a *App) partyUndone(m *Mut, cur, prev map[string]rules.Condition) string {
	var parts []string
	for _, key := range slices.Sorted(maps.Keys(cur)) {
		c, p := cur[key], prev[key]
		if c.System != m.Sys.ID() || string(c.State) == string(p.State) {
			continue
		}
		hc, hp := recordHealth(m, &c), recordHealth(m, &p)
		from, to := a.i18n.Note(m.Req.Locale, hc.Level), a.i18n.Note(m.Req.Locale, hp.Level)
		if from == to {
			// The level is the same (time toward the next level, ammunition
			// spent): the whole line tells the difference.
			from, to = a.lastingLine(m.Req, hc), a.lastingLine(m.Req, hp)
		}
		if from == to {
			parts = append(parts, EscapeMarkdown(c.Name))
			continue
		}
		parts = append(parts, EscapeMarkdown(c.Name)+": "+from+" → "+to)
	}
	return strings.Join(parts, "; ")
}

// lastingLine is a health line without this round's declarations: what
// lasts between fights, as /char condition shows it.
func (a *App) lastingLine(req *Request, h rules.Health) string {
	h.Conditions = h.Conditions[:len(h.Conditions)-h.Transient]
	return a.HealthLine(req.Locale, h)
}

// recordHealth is the system's summary of a party record, read with the
// character's sheet (a kept NPC's own, a player's stored one); a record
// with no state is the sheet's fresh, unhurt one.
func recordHealth(m *Mut, p *rules.Condition) rules.Health {
	var sheet rules.Sheet
	switch {
	case p.Sheet != nil:
		sheet = *p.Sheet
	case p.Owner != "":
		if s, ok, err := m.Tx.Sheet(m.Req.GuildID, p.Owner, m.Sys.ID()); err == nil && ok {
			sheet = s
		}
	}
	c := rules.Combatant{Name: p.Name, Sheet: sheet, State: p.State}
	if c.State == nil {
		st, err := m.Sys.NewState(&sheet)
		if err != nil {
			return rules.Health{}
		}
		c.State = st
	}
	return m.Sys.Health(&c)
}

// partyOrder lists the party's keys players first, then kept NPCs, each
// by name: the order /char condition and /time list them in.
func partyOrder(party map[string]rules.Condition) []string {
	keys := slices.Collect(maps.Keys(party))
	slices.SortFunc(keys, func(a, b string) int {
		pa, pb := party[a], party[b]
		if (pa.Owner == "") != (pb.Owner == "") {
			if pa.Owner != "" {
				return -1
			}
			return 1
		}
		if c := strings.Compare(strings.ToLower(pa.Name), strings.ToLower(pb.Name)); c != 0 {
			return c
		}
		return strings.Compare(a, b)
	})
	return keys
}
