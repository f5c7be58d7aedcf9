package commands

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/bwmarrin/discordgo"

	"fray/rules"
	"fray/rules/encounter"
	"fray/storage"
)

func (a *App) registerCombat() {
	name := func(required bool) *discordgo.ApplicationCommandOption {
		return Auto(Str(L("name", "имя", "Combatant", "Участник"), required))
	}
	a.defs = append(a.defs, command(L("combat", "бой", "The fight in this channel: tracker, turns, rounds", "Бой в канале: трекер, ходы, раунды"),
		sub(L("start", "начать", "Start a fight (you become its GM)", "Начать бой (вы — его мастер)")),
		sub(L("add", "добавить", "GM: add NPCs", "Мастер: добавить NPC"),
			Str(L("name", "имя", "Name (with count: Name 1…N)", "Имя (с количеством: Имя 1…N)"), true),
			Str(L("stats", "параметры", "Stats: REF 8 BODY 10", "Параметры: РЕФ 8 ТЕЛ 10"), false),
			Str(L("armor", "броня", "Armor in the system's notation", "Броня в записи системы"), false),
			Integer(L("count", "количество", "How many (1–20)", "Сколько (1–20)"), false),
			CommandOption(discordgo.ApplicationCommandOptionUser, L("player", "игрок", "The player who controls it", "Игрок, который им управляет"), false),
			Str(L("flags", "свойства", "Yes/no traits, e.g. supernatural", "Свойства да/нет, например supernatural"), false)),
		sub(L("join", "войти", "Join the fight with your character sheet", "Войти в бой со своим листом персонажа")),
		sub(L("remove", "убрать", "Remove a combatant", "Убрать участника"), name(true)),
		sub(L("list", "трекер", "Post the tracker again", "Показать трекер заново")),
		sub(L("next", "далее", "End the current turn", "Закончить текущий ход")),
		sub(L("prev", "назад", "GM: back one turn", "Мастер: на ход назад")),
		sub(L("hold", "придержать", "Hold your action, or act now with a held one", "Придержать действие или действовать придержанным"), name(false)),
		sub(L("init", "инициатива", "GM: re-roll or set a combatant's initiative", "Мастер: перебросить или задать инициативу"),
			name(true),
			Integer(L("value", "значение", "Set to this value (omit to re-roll)", "Задать это значение (без него — переброс)"), false),
			Boolean(L("pin", "закрепить", "Keep it across the rounds' re-rolls", "Сохранять при перебросах в новых раундах"))),
		sub(L("undo", "отменить", "GM: undo the last change to the fight", "Мастер: отменить последнее изменение боя")),
		sub(L("end", "конец", "GM: end the fight with a recap", "Мастер: завершить бой с итогами")),
		sub(L("log", "журнал", "The latest entries of the fight's log", "Последние записи журнала боя"),
			Integer(L("count", "количество", "How many (default 10)", "Сколько (по умолчанию 10)"), false)),
		a.combatKeepDef(),
	))
	a.cmd("combat/start", a.combatStart)
	a.cmd("combat/add", a.combatAdd)
	a.cmd("combat/join", a.combatJoin)
	a.cmd("combat/remove", a.combatRemove)
	a.cmd("combat/list", a.combatList)
	a.cmd("combat/next", a.combatNext)
	a.cmd("combat/prev", a.combatPrev)
	a.cmd("combat/hold", a.combatHold)
	a.cmd("combat/init", a.combatInit)
	a.cmd("combat/undo", a.combatUndo)
	a.cmd("combat/end", a.combatEnd)
	a.cmd("combat/log", a.combatLog)
	a.registerParty()
	for _, p := range []string{trkNext, trkPrev, trkRound, trkHold, trkEnd, trkPrompt, trkAct} {
		a.Component(p, a.trackerButton)
	}
	a.Auto("*/name", a.AutoCombatants)
	a.Auto("*/target", a.AutoCombatants)
	a.Auto("*/attacker", a.AutoCombatants)
	a.Auto("*/medic", a.AutoCombatants)
	a.Auto("*/vehicle", a.autoCatalog("vehicle"))
	a.Auto("*/weapon", a.autoWeapons)
	a.Auto("*/maneuver", a.autoCatalog("maneuver"))
}

var ErrGMOnly = rules.Errorf("err.gm_only", nil)

// CanAct: the GM acts for everyone, a player for combatants they own.
func CanAct(m *Mut, c *rules.Combatant) bool {
	return m.GM || (c != nil && c.Owner != "" && c.Owner == m.Req.UserID)
}

// NamedCombatant resolves a combatant named in an option, which the user
// must be allowed to act for; ok is false when no name was given.
func NamedCombatant(m *Mut, name string) (c *rules.Combatant, ok bool, err error) {
	if strings.TrimSpace(name) == "" {
		return nil, false, nil
	}
	if c, err = m.Enc.Find(name); err != nil {
		return nil, true, err
	}
	if !CanAct(m, c) {
		return nil, true, rules.Errorf("combat.err.not_yours", map[string]any{"Name": c.Name})
	}
	return c, true, nil
}

// isReaction reports whether the system's tracker action key is a declared
// defence (rules.Action.Reaction).
func isReaction(sys rules.System, key string) bool {
	for _, act := range sys.Actions() {
		if act.Key == key {
			return act.Reaction
		}
	}
	return false
}

// OwnCombatant is the user's own combatant: the one whose turn it is if the
// user owns it, else the first the user owns; nil when none.
func OwnCombatant(m *Mut) *rules.Combatant {
	if cur := m.Enc.Current(); cur != nil && cur.Owner != "" && cur.Owner == m.Req.UserID {
		return cur
	}
	for i := range m.Enc.Combatants {
		if c := &m.Enc.Combatants[i]; c.Owner != "" && c.Owner == m.Req.UserID {
			return c
		}
	}
	return nil
}

// Changed builds the reply to a slash command that changed the fight: a
// public embed of what happened, and an edit that refreshes the tracker.
func (a *App) Changed(req *Request, m *Mut, e *discordgo.MessageEmbed, events []rules.Event) *Response {
	resp := Message(e)
	if m.Enc != nil && m.Enc.Tracker.MessageID != "" {
		resp.Edits = append(resp.Edits, Edit{
			ChannelID: m.Enc.Tracker.ChannelID, MessageID: m.Enc.Tracker.MessageID,
			Data: a.TrackerData(req.Locale, m.Sys, &m.Ch, m.Enc, events),
		})
	}
	return resp
}

func (a *App) combatStart(ctx context.Context, req *Request) (*Response, error) {
	m, err := a.Mutate(ctx, req, MutOpts{Version: -1}, func(m *Mut) error {
		if m.Enc != nil {
			return rules.Errorf("combat.err.running", nil)
		}
		m.Enc = encounter.New(m.Sys.ID(), req.UserID)
		setGone(m, nil) // the next fight starts fresh
		setGMAdded(m, nil)
		setExtraList[int](m, keptKey, nil)
		// The buttons of an earlier fight here (its tracker, copies from
		// /combat list) must stay stale: versions keep growing across fights.
		if old := m.Ch.Encounter; old != nil {
			m.Enc.Version = old.Version
		}
		m.Log = append(m.Log, rules.Note{Key: "log.start", Args: map[string]any{"Name": req.UserName}})
		return m.Tx.ClearHistory(req.GuildID, req.ChannelID)
	})
	if err != nil {
		return nil, err
	}
	resp := &Response{Type: discordgo.InteractionResponseChannelMessageWithSource, Data: a.TrackerData(req.Locale, m.Sys, &m.Ch, m.Enc, nil)}
	resp.Sent = a.rememberTracker(req)
	return resp, nil
}

func (a *App) combatAdd(ctx context.Context, req *Request) (*Response, error) {
	name := strings.TrimSpace(req.Str("name"))
	if name == "" {
		return nil, rules.Errorf("err.missing_option", map[string]any{"Option": "name"})
	}
	if err := CheckName(name); err != nil {
		return nil, err
	}
	count := 1
	if req.Has("count") {
		n, ok := req.Int("count")
		if !ok || n < 1 || n > 20 {
			return nil, rules.Errorf("err.out_of_range", map[string]any{"Option": "count", "Min": 1, "Max": 20, "Value": req.Str("count")})
		}
		count = n
	}
	owner := strings.Trim(req.Str("player"), "<@!>")
	var added []*rules.Combatant
	m, err := a.Mutate(ctx, req, MutOpts{NeedEncounter: true, Version: -1}, func(m *Mut) error {
		if !m.GM {
			return ErrGMOnly
		}
		// An NPC the GM keeps in the party comes back as it left, when
		// no new stats are given for it.
		if kept, ok := keptNPC(m, name); ok && count == 1 && owner == "" && !req.Has("stats") && !req.Has("armor") && !req.Has("flags") {
			c, err := m.Enc.Add(m.Sys, m.Dice, rules.Combatant{Name: kept.Name, Sheet: *kept.Sheet, State: slices.Clone(kept.State)})
			if err != nil {
				return err
			}
			setExtraList(m, keptKey, append(extraList[int](m.Ch.Extra, keptKey), c.ID))
			added = append(added, c)
			m.Log = append(m.Log, rules.Note{Key: "log.add", Args: map[string]any{"Name": c.Name, "Init": c.Init}})
			return nil
		}
		stats, err := a.parseStats(m.Sys, req.Str("stats"), req.Locale)
		if err != nil {
			return err
		}
		armor := ""
		if s := strings.TrimSpace(req.Str("armor")); s != "" {
			if armor, err = m.Sys.ParseArmor(s); err != nil {
				return err
			}
		}
		// An NPC's yes/no traits, as a sheet's (a storyteller vampire is
		// supernatural: it soaks lethal with Stamina).
		flags, err := a.parseFlags(m.Sys, req.Str("flags"), req.Locale)
		if err != nil {
			return err
		}
		for k := 1; k <= count; k++ {
			n := name
			if count > 1 {
				n = fmt.Sprintf("%s %d", name, k)
			}
			sheet := rules.Sheet{Name: n, Stats: copyStats(stats), Armor: armor}
			for f, on := range flags {
				if on {
					if sheet.Flags == nil {
						sheet.Flags = map[string]bool{}
					}
					sheet.Flags[f] = true
				}
			}
			c, err := m.Enc.Add(m.Sys, m.Dice, rules.Combatant{Name: n, Owner: owner, Sheet: sheet})
			if err != nil {
				return err
			}
			added = append(added, c)
			m.Log = append(m.Log, rules.Note{Key: "log.add", Args: map[string]any{"Name": n, "Init": c.Init}})
		}
		// Pointers into the slice move as it grows: report by id.
		ids := make([]int, len(added))
		for i, c := range added {
			ids[i] = c.ID
		}
		added = added[:0]
		for _, id := range ids {
			added = append(added, m.Enc.ByID(id))
		}
		if owner != "" {
			// A player's combatant with the GM's stats, not the player's
			// sheet: the player's sheet edits must not reach it.
			keep := slices.DeleteFunc(gmAdded(m.Ch.Extra), func(id int) bool { return m.Enc.ByID(id) == nil })
			setGMAdded(m, append(keep, ids...))
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return a.Changed(req, m, a.joinedEmbed(req, m.Sys.ID(), added), nil), nil
}

func copyStats(s map[string]int) map[string]int {
	out := make(map[string]int, len(s))
	for k, v := range s {
		out[k] = v
	}
	return out
}

// joinedEmbed is the join (and add) reply: each fighter's initiative with
// where it comes from, in the system's parts where it names them
// (App.initParts), else the compact «🎲 7 + 10».
func (a *App) joinedEmbed(req *Request, sysID string, cs []*rules.Combatant) *discordgo.MessageEmbed {
	var lines []string
	var parts InitNamer
	if s := a.system(sysID); s != nil {
		parts, _ = s.plugin.(InitNamer)
	}
	for _, c := range cs {
		roll := ""
		if parts != nil {
			roll = parts.InitParts(req, c)
		}
		if roll == "" {
			roll = a.InitRoll(req, c)
		}
		lines = append(lines, a.T(req, "combat.joined_line", map[string]any{"Name": c.Name, "Init": c.Init, "Roll": roll}))
	}
	return &discordgo.MessageEmbed{Color: ColorNeutral, Title: a.T(req, "combat.joined", map[string]any{"Count": len(cs)}), Description: strings.Join(lines, "\n")}
}

// InitRoll shows an initiative's parts ("🎲 7 + 11"), or that the GM set it.
func (a *App) InitRoll(req *Request, c *rules.Combatant) string {
	if len(c.InitDice) == 0 {
		return a.T(req, "combat.init_fixed", nil)
	}
	var ds []string
	for _, d := range c.InitDice {
		ds = append(ds, strconv.Itoa(d))
	}
	s := "🎲 " + strings.Join(ds, "+")
	switch {
	case c.InitMod > 0:
		s += fmt.Sprintf(" + %d", c.InitMod)
	case c.InitMod < 0:
		s += fmt.Sprintf(" − %d", -c.InitMod)
	}
	return s
}

func (a *App) combatJoin(ctx context.Context, req *Request) (*Response, error) {
	var added *rules.Combatant
	rejoined, carried := false, false
	m, err := a.Mutate(ctx, req, MutOpts{NeedEncounter: true, Version: -1}, func(m *Mut) error {
		sheet, ok, err := m.Tx.Sheet(req.GuildID, req.UserID, m.Sys.ID())
		if err != nil {
			return err
		}
		if !ok {
			return rules.Errorf("char.err.no_sheet", map[string]any{"Example": StatsExample(m.Sys, req.Locale)})
		}
		// Only a combatant that came from this sheet is the player's
		// character already in: one the GM added for them is another.
		gmIDs := gmAdded(m.Ch.Extra)
		for i := range m.Enc.Combatants {
			if c := &m.Enc.Combatants[i]; c.Owner == req.UserID && c.Sheet.Name == sheet.Name && !slices.Contains(gmIDs, c.ID) {
				return rules.Errorf("combat.err.already_in", map[string]any{"Name": sheet.Name})
			}
		}
		name := sheet.Name
		if name == "" {
			name = req.UserName
		}
		cur := m.Enc.Current()
		curID := 0
		if cur != nil {
			curID = cur.ID
		}
		// The same character back in the same fight comes back as it
		// left (wounds and all), and takes nobody's turn; one the party
		// kept comes as the last fight or rest left it. Either state goes
		// in before the initiative roll, which its wounds may lower.
		var state []byte
		if st, ok := takeGone(m, req.UserID, sheet.Name); ok {
			state, rejoined = st, true
		} else if st, ok := carriedState(m, req.UserID); ok {
			state, carried = st, true
		}
		c, err := m.Enc.Add(m.Sys, m.Dice, rules.Combatant{Name: name, Owner: req.UserID, Sheet: sheet, State: state})
		if err != nil {
			return err
		}
		if rejoined {
			if now := m.Enc.Current(); curID != 0 && now != nil && now.ID != curID {
				m.Enc.Begun = true
				for i := range m.Enc.Combatants {
					if m.Enc.Combatants[i].ID == curID {
						m.Enc.Turn = i
					}
				}
			}
		}
		added = c
		m.Log = append(m.Log, rules.Note{Key: "log.add", Args: map[string]any{"Name": name, "Init": c.Init}})
		return nil
	})
	if err != nil {
		return nil, err
	}
	e := a.joinedEmbed(req, m.Sys.ID(), []*rules.Combatant{added})
	if rejoined {
		e.Description += "\n" + a.T(req, "combat.rejoined", map[string]any{"Name": added.Name})
	}
	if carried {
		e.Description += "\n" + a.T(req, "party.carried_in", map[string]any{"Name": EscapeMarkdown(added.Name), "Health": a.lastingLine(req, m.Sys.Health(added))})
	}
	return a.Changed(req, m, e, nil), nil
}

func (a *App) combatRemove(ctx context.Context, req *Request) (*Response, error) {
	var name, key string
	var events []rules.Event
	m, err := a.Mutate(ctx, req, MutOpts{NeedEncounter: true, Version: -1}, func(m *Mut) error {
		c, err := FindNamed(m, req, "name")
		if err != nil {
			return err
		}
		if !CanAct(m, c) {
			if c.Owner != "" {
				// A player may take out their own character: say so.
				return rules.Errorf("combat.err.not_yours", map[string]any{"Name": c.Name})
			}
			return ErrGMOnly
		}
		name = c.Name
		id := c.ID
		keepGone(m, c)
		m.Log = append(m.Log, rules.Note{Key: "log.remove", Args: map[string]any{"Name": name}})
		// Removing the fighter whose turn it is ends that turn: the next
		// one's turn begins with its hooks, or past the last a new round,
		// after the rolls the round still owes (not the leaver's own).
		switch {
		case m.Enc.LeavingEndsRound(m.Sys, id):
			key = "combat.round"
			m.Enc.Prompts = slices.DeleteFunc(slices.Clone(m.Enc.Prompts), func(p rules.Event) bool { return p.Combatant == id })
			if events, err = a.settleOwed(m); err != nil {
				return err
			}
		case m.Enc.Begun && m.Enc.Current() != nil && m.Enc.Current().ID == id:
			key = "combat.next"
		}
		evs, err := m.Enc.Leave(m.Sys, m.Dice, id)
		if err != nil {
			return err
		}
		events = append(events, evs...)
		if len(m.Enc.Combatants) == 0 {
			key = ""
		}
		LogEvents(m, events)
		return nil
	})
	if err != nil {
		return nil, err
	}
	e := &discordgo.MessageEmbed{Color: ColorNeutral, Description: a.T(req, "combat.removed", map[string]any{"Name": name})}
	if key != "" {
		turn := a.turnEmbed(req, m, key, events)
		e.Description += "\n" + turn.Description
	}
	return a.Changed(req, m, e, events), nil
}

func (a *App) combatList(ctx context.Context, req *Request) (*Response, error) {
	var data *discordgo.InteractionResponseData
	err := a.store.View(ctx, func(tx *storage.Tx) error {
		ch, err := tx.Channel(req.GuildID, req.ChannelID)
		if err != nil {
			return err
		}
		if ch.Encounter == nil || ch.Encounter.Ended {
			return rules.Errorf("combat.err.no_fight", nil)
		}
		sys, ok := a.rulesOf(ch.Encounter.System)
		if !ok {
			return rules.Errorf("err.unknown_system", map[string]any{"Name": ch.Encounter.System, "Valid": strings.Join(a.systemIDs(), ", ")})
		}
		data = a.TrackerData(req.Locale, sys, &ch, ch.Encounter, nil)
		if f, ok := a.pluginOf(sys).(ListFielder); ok && len(data.Embeds) > 0 {
			em := data.Embeds[0]
			for _, fl := range f.ListFields(req.Locale, &ch) {
				if len(em.Fields) < maxFields {
					em.Fields = append(em.Fields, fl)
				}
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return &Response{Type: discordgo.InteractionResponseChannelMessageWithSource, Data: data, Sent: a.rememberTracker(req)}, nil
}

// recordFalls marks in the recap's tally those a hook's event felled.
func recordFalls(e *encounter.Encounter, evs []rules.Event) {
	for _, ev := range evs {
		if ev.Fell {
			e.RecordDamage(0, ev.Combatant, 0, true)
		}
	}
}

// advance runs one tracker action shared by slash commands and buttons.
func (a *App) advance(m *Mut, action string, args []string) ([]rules.Event, string, error) {
	e := m.Enc
	switch action {
	case "next":
		if !CanAct(m, e.Current()) {
			return nil, "", rules.Errorf("combat.err.not_your_turn", nil)
		}
		var settled []rules.Event
		if e.LastTurn(m.Sys) {
			var err error
			if settled, err = a.settleOwed(m); err != nil {
				return nil, "", err
			}
		}
		evs, err := e.Next(m.Sys, m.Dice)
		recordFalls(e, evs)
		return append(settled, evs...), "combat.next", err
	case "prev":
		if !m.GM {
			return nil, "", ErrGMOnly
		}
		return nil, "combat.prev", e.Prev()
	case "round":
		if !m.GM {
			return nil, "", ErrGMOnly
		}
		settled, err := a.settleOwed(m)
		if err != nil {
			return nil, "", err
		}
		evs, err := e.NextRound(m.Sys, m.Dice)
		recordFalls(e, evs)
		return append(settled, evs...), "combat.round", err
	case "hold":
		c := e.Current()
		if len(args) > 0 && args[0] != "" {
			var err error
			if c, err = e.Find(args[0]); err != nil {
				return nil, "", err
			}
		}
		if c == nil {
			return nil, "", encounter.ErrNoCombatants
		}
		if !CanAct(m, c) && (len(args) == 0 || args[0] == "") {
			// A player's hold with no name on another's turn: their own
			// held combatant acts now.
			var mine []string
			for i := range e.Combatants {
				if h := &e.Combatants[i]; h.Held && h.Owner != "" && h.Owner == m.Req.UserID {
					mine = append(mine, h.Name)
				}
			}
			switch len(mine) {
			case 0:
			case 1:
				c, _ = e.Find(mine[0])
			default:
				// The command itself is in the message, so a Russian
				// reader sees `/бой придержать имя:…`.
				var names []string
				for _, n := range mine {
					names = append(names, "`"+rules.OptionValue(n)+"`")
				}
				return nil, "", rules.Errorf("combat.err.hold_which", map[string]any{"Names": strings.Join(names, ", ")})
			}
		}
		if !CanAct(m, c) {
			return nil, "", rules.Errorf("combat.err.not_yours", map[string]any{"Name": c.Name})
		}
		held, evs, err := e.Hold(m.Sys, m.Dice, c.ID)
		if err != nil {
			return nil, "", err
		}
		m.Log = append(m.Log, rules.Note{Key: "log.hold", Args: map[string]any{"Name": c.Name, "Held": held}})
		if held {
			return evs, "combat.held", nil
		}
		return evs, "combat.released", nil
	}
	return nil, "", rules.Errorf("err.unknown_command", map[string]any{"Name": action})
}

func (a *App) turnEmbed(req *Request, m *Mut, key string, events []rules.Event) *discordgo.MessageEmbed {
	args := map[string]any{"Round": m.Enc.Round, "Mention": "", "Name": ""}
	if c := m.Enc.Current(); c != nil {
		args["Name"] = c.Name
		if c.Owner != "" {
			// The space comes with the mention: an NPC's line ends at
			// its full stop, with no space left hanging after it.
			args["Mention"] = " <@" + c.Owner + ">"
		}
	}
	if m.Enc.FreeRound() && (key == "combat.next" || key == "combat.prev") {
		// The surprise round is round 0 inside: name it as the tracker does.
		key += "_free"
	}
	e := &discordgo.MessageEmbed{Color: ColorNeutral, Description: a.T(req, key, args)}
	for _, ev := range events {
		e.Description += "\n• " + a.EventText(req.Locale, m.Enc, ev)
	}
	return e
}

func (a *App) slashAdvance(action string) Handler {
	return func(ctx context.Context, req *Request) (*Response, error) {
		var events []rules.Event
		var key string
		m, err := a.Mutate(ctx, req, MutOpts{NeedEncounter: true, Version: -1}, func(m *Mut) error {
			var err error
			events, key, err = a.advance(m, action, []string{req.Str("name")})
			LogEvents(m, events)
			return err
		})
		if err != nil {
			return nil, err
		}
		return a.Changed(req, m, a.turnEmbed(req, m, key, events), events), nil
	}
}

func LogEvents(m *Mut, events []rules.Event) {
	for _, ev := range events {
		n := ev.Note
		if c := m.Enc.ByID(ev.Combatant); c != nil {
			args := map[string]any{"Name": c.Name}
			for k, v := range n.Args {
				args[k] = v
			}
			n.Args = args
		}
		m.Log = append(m.Log, n)
	}
}

func (a *App) combatNext(ctx context.Context, req *Request) (*Response, error) {
	return a.slashAdvance("next")(ctx, req)
}
func (a *App) combatPrev(ctx context.Context, req *Request) (*Response, error) {
	return a.slashAdvance("prev")(ctx, req)
}
func (a *App) combatHold(ctx context.Context, req *Request) (*Response, error) {
	return a.slashAdvance("hold")(ctx, req)
}

func (a *App) combatInit(ctx context.Context, req *Request) (*Response, error) {
	var c *rules.Combatant
	m, err := a.Mutate(ctx, req, MutOpts{NeedEncounter: true, Version: -1}, func(m *Mut) error {
		if !m.GM {
			return ErrGMOnly
		}
		found, err := FindNamed(m, req, "name")
		if err != nil {
			return err
		}
		id := found.ID
		if v, ok := req.Int("value"); ok {
			if v < -100 || v > 1000 {
				return rules.Errorf("err.out_of_range", map[string]any{"Option": "value", "Min": -100, "Max": 1000, "Value": v})
			}
			err = m.Enc.SetInit(m.Sys, m.Dice, id, v, req.Bool("pin"))
		} else if req.Has("value") {
			return rules.Errorf("err.bad_number", map[string]any{"Option": "value", "Value": req.Str("value")})
		} else {
			err = m.Enc.Reroll(m.Sys, m.Dice, id)
			if err == nil && req.Bool("pin") {
				m.Enc.ByID(id).Pinned = true
			}
		}
		if err != nil {
			return err
		}
		c = m.Enc.ByID(id)
		m.Log = append(m.Log, rules.Note{Key: "log.init", Args: map[string]any{"Name": c.Name, "Init": c.Init}})
		return nil
	})
	if err != nil {
		return nil, err
	}
	return a.Changed(req, m, &discordgo.MessageEmbed{Color: ColorNeutral, Description: a.T(req, "combat.init_set",
		map[string]any{"Name": c.Name, "Init": c.Init, "Roll": a.InitRoll(req, c), "Pinned": c.Pinned})}, nil), nil
}

// resyncSheets gives the players' combatants their sheets as stored: an
// undo brings the fight back, not the sheets a player edited since (a
// weapon added after the blow undone stays on the sheet, so it stays in the
// fight). Armor refits only where it changed, as a sheet edit does.
// cur is the fight before the undo. A sheet edit reaches every combatant
// that joined with the sheet (syncCombatant): when none of the player's such
// combatants in both fights took the stored sheet since, the player edited
// nothing, and the undo leaves the sheets as they were. A combatant the GM
// added for a player with its own stats (gmAddedKey) keeps them.
func resyncSheets(m *Mut, cur *encounter.Encounter) error {
	added := gmAdded(m.Ch.Extra)
	for i := range m.Enc.Combatants {
		c := &m.Enc.Combatants[i]
		if c.Owner == "" || slices.Contains(added, c.ID) {
			continue // an NPC, or the GM's stats for a player: no sheet
		}
		s, ok, err := m.Tx.Sheet(m.Req.GuildID, c.Owner, m.Sys.ID())
		if err != nil {
			return err
		}
		if !ok || sheetsEqual(&s, &c.Sheet) || fightGaveOnly(&s, &c.Sheet) {
			continue
		}
		if !sheetEditedSince(m.Enc, cur, c.Owner, &s, added) {
			continue
		}
		if err := giveSheet(m.Sys, c, s); err != nil {
			return err
		}
	}
	return nil
}

// sheetEditedSince reports whether the owner's sheet s reached the fight
// between prev and cur: a combatant of theirs in both changed its sheet to
// s. With none in both, nothing tells otherwise: true. (An ended fight
// takes no edits: the fight an undo of /combat end brings back keeps the
// sheets it ended with.) The GM's combatants for the owner (gmIDs) take
// no edits, so they tell nothing.
func sheetEditedSince(prev, cur *encounter.Encounter, owner string, s *rules.Sheet, gmIDs []int) bool {
	if cur == nil {
		return true
	}
	common := false
	for i := range prev.Combatants {
		p := &prev.Combatants[i]
		if p.Owner != owner || slices.Contains(gmIDs, p.ID) {
			continue
		}
		for j := range cur.Combatants {
			if n := &cur.Combatants[j]; n.ID == p.ID {
				common = true
				if !sheetsEqual(&p.Sheet, &n.Sheet) && sheetsEqual(&n.Sheet, s) {
					return true
				}
			}
		}
	}
	return !common
}

// fightGaveOnly reports whether the combatant's sheet in the fight is the
// stored sheet s plus weapons the fight gave it (a catalogue weapon used in
// an attack): the sheet was not edited, and an undo must keep them.
func fightGaveOnly(s, in *rules.Sheet) bool {
	if s.Name != in.Name || s.Armor != in.Armor || !maps.Equal(s.Stats, in.Stats) ||
		!maps.Equal(s.Flags, in.Flags) || len(in.Weapons) <= len(s.Weapons) {
		return false
	}
	for _, w := range s.Weapons {
		if !slices.Contains(in.Weapons, w) {
			return false
		}
	}
	return true
}

// sheetsEqual compares two sheets field by field.
func sheetsEqual(a, b *rules.Sheet) bool {
	return a.Name == b.Name && a.Armor == b.Armor && maps.Equal(a.Stats, b.Stats) &&
		maps.Equal(a.Flags, b.Flags) && slices.Equal(a.Weapons, b.Weapons)
}

func (a *App) combatUndo(ctx context.Context, req *Request) (*Response, error) {
	var undone string // what the change taken back did
	m, err := a.Mutate(ctx, req, MutOpts{Version: -1}, func(m *Mut) error {
		if !m.GM {
			return ErrGMOnly
		}
		snap, ok, err := m.Tx.PopUndo(req.GuildID, req.ChannelID)
		if err != nil {
			return err
		}
		if !ok {
			return rules.Errorf("combat.err.nothing_to_undo", nil)
		}
		// A snapshot is the channel as it was stored before the change; the
		// encounter and the system's channel data come back from it.
		sn, err := storage.DecodeChannel(snap)
		if err != nil {
			return fmt.Errorf("decode undo snapshot: %w", err)
		}
		// The party comes back with the snapshot: a rest, a GM's heal or a
		// fight's end taken back takes back what it wrote there.
		partyBefore := m.Ch.Party
		m.Ch.Party = sn.Party
		if m.Enc == nil && (sn.Encounter == nil || sn.Encounter.Ended) {
			// A change outside a fight (on the party): the fight, if any,
			// stays as it ended.
			undone = a.partyUndone(m, partyBefore, sn.Party)
			// The system's channel data comes back too (klondike's clock a
			// /time moved), its settings kept.
			m.Ch.Extra = keepSettings(sn.Extra, m.Ch.Extra, a.settingKeys)
			m.NoUndo = true
			m.Log = append(m.Log, rules.Note{Key: "log.undo", Args: map[string]any{"Name": req.UserName}})
			return nil
		}
		if sn.Encounter == nil {
			return errors.New("decode undo snapshot: a fight's change without its fight")
		}
		prev := *sn.Encounter
		before := m.Enc
		if before == nil {
			before = m.Ch.Encounter // ended: the fight as it ended
		}
		extra := keepSettings(sn.Extra, m.Ch.Extra, a.settingKeys)
		undone = a.undoneWhat(req, m.Sys, m.Enc, &prev, !extraEqual(m.Ch.Extra, extra))
		m.Ch.Extra = extra
		// Buttons drawn before the undo must stay stale: the version only grows.
		cur := prev.Version
		if m.Enc != nil && m.Enc.Version > cur {
			cur = m.Enc.Version
		}
		// The tracker to refresh is the newest one (/combat list posts a
		// new copy), not the one the snapshot remembers.
		if m.Enc != nil && m.Enc.Tracker.MessageID != "" {
			prev.Tracker = m.Enc.Tracker
		}
		prev.Version = cur
		m.Enc = &prev
		if s, ok := a.rulesOf(prev.System); ok {
			m.Sys = s
		}
		if err := resyncSheets(m, before); err != nil {
			return err
		}
		m.NoUndo = true
		m.Log = append(m.Log, rules.Note{Key: "log.undo", Args: map[string]any{"Name": req.UserName}})
		return nil
	})
	if err != nil {
		return nil, err
	}
	if m.Enc == nil || m.Enc.Ended {
		desc := a.T(req, "party.undone", nil)
		if undone != "" {
			desc += "\n" + a.T(req, "combat.undone_what", map[string]any{"What": undone})
		}
		return Message(&discordgo.MessageEmbed{Color: ColorNeutral, Description: desc}), nil
	}
	desc := a.T(req, "combat.undone", map[string]any{"Round": m.Enc.Round})
	if undone != "" {
		desc += "\n" + a.T(req, "combat.undone_what", map[string]any{"What": undone})
	}
	return a.Changed(req, m, &discordgo.MessageEmbed{Color: ColorNeutral, Description: desc}, nil), nil
}

// undoneWhat names the change an undo takes back, from the fight after it
// (cur; nil once the fight ended) and before it (prev, the undo snapshot):
// "attack Ann → Orc; Orc 48/48 → 30/48". The fight log cannot name it: a
// passed turn and many other changes write no log line, so the newest line
// is not always the change undone. The difference of the two states always
// is. "" when nothing the tracker shows differs.
func (a *App) undoneWhat(req *Request, sys rules.System, cur, prev *encounter.Encounter, extra bool) string {
	t := func(key string, args map[string]any) string { return a.T(req, "combat.undone_part."+key, args) }
	if cur == nil || cur.Ended {
		return t("end", nil)
	}
	names := func(ids []int, enc *encounter.Encounter) string {
		var out []string
		for _, id := range ids {
			if c := enc.ByID(id); c != nil {
				out = append(out, c.Name)
			}
		}
		return strings.Join(out, ", ")
	}
	var parts []string
	var joined, left, dealers, takers []int
	for _, c := range cur.Combatants {
		if prev.ByID(c.ID) == nil {
			joined = append(joined, c.ID)
		}
	}
	for _, c := range prev.Combatants {
		if cur.ByID(c.ID) == nil {
			left = append(left, c.ID)
		}
	}
	if len(joined) > 0 {
		parts = append(parts, t("join", map[string]any{"Names": names(joined, cur)}))
	}
	if len(left) > 0 {
		parts = append(parts, t("leave", map[string]any{"Names": names(left, prev)}))
	}
	for _, c := range cur.Combatants {
		before, after := prev.Tally[c.ID], cur.Tally[c.ID]
		if after == nil {
			continue
		}
		if before == nil {
			before = &encounter.Tally{}
		}
		if after.Dealt > before.Dealt {
			dealers = append(dealers, c.ID)
		}
		if after.Taken > before.Taken {
			takers = append(takers, c.ID)
		}
	}
	switch {
	case len(dealers) > 0 && len(takers) > 0:
		parts = append(parts, t("attack", map[string]any{"Attacker": names(dealers, cur), "Target": names(takers, cur)}))
	case len(takers) > 0:
		parts = append(parts, t("damage", map[string]any{"Names": names(takers, cur)}))
	}
	if prev.Round != cur.Round {
		parts = append(parts, t("round", map[string]any{"From": prev.Round, "To": cur.Round}))
	} else if p, c := prev.Current(), cur.Current(); p != nil && c != nil && p.ID != c.ID {
		parts = append(parts, t("turn", map[string]any{"From": p.Name, "To": c.Name}))
	}
	var changed []int
	for i := range cur.Combatants {
		c := &cur.Combatants[i]
		p := prev.ByID(c.ID)
		if p == nil {
			continue
		}
		if sys != nil {
			hp, hc := sys.Health(p), sys.Health(c)
			if hp.Cur != hc.Cur || hp.Max != hc.Max {
				parts = append(parts, t("health", map[string]any{"Name": c.Name,
					"From": strconv.Itoa(hp.Cur) + "/" + strconv.Itoa(hp.Max), "To": strconv.Itoa(hc.Cur) + "/" + strconv.Itoa(hc.Max)}))
				continue
			}
		}
		if p.Init != c.Init {
			parts = append(parts, t("init", map[string]any{"Name": c.Name, "From": p.Init, "To": c.Init}))
		}
		if !combatantEqual(p, c) {
			changed = append(changed, c.ID)
		}
	}
	if len(changed) > 0 {
		parts = append(parts, t("changed", map[string]any{"Names": names(changed, cur)}))
	}
	if len(parts) == 0 && extra {
		parts = append(parts, t("extra", nil))
	}
	return strings.Join(parts, "; ")
}

// combatantEqual reports whether an undo leaves a combatant as it was,
// initiative aside (named on its own; a tie's roll-off only follows a join).
func combatantEqual(a, b *rules.Combatant) bool {
	return a.Name == b.Name && a.Pinned == b.Pinned && a.Held == b.Held && a.Group == b.Group && string(a.State) == string(b.State) && sheetsEqual(&a.Sheet, &b.Sheet)
}

// keepSettings is the system data a snapshot brings back (snap), with the
// settings (keys: the systems' settingKeys) as they are now (cur): an undo
// of a change made before a setting must not put it back as it was then.
func keepSettings(snap, cur map[string]json.RawMessage, keys []string) map[string]json.RawMessage {
	for _, k := range keys {
		v, ok := cur[k]
		old, had := snap[k]
		if ok == had && string(v) == string(old) {
			continue
		}
		if !ok {
			delete(snap, k)
			continue
		}
		if snap == nil {
			snap = map[string]json.RawMessage{}
		}
		snap[k] = v
	}
	return snap
}

// extraEqual compares two channels' system data.
func extraEqual(a, b map[string]json.RawMessage) bool {
	return maps.EqualFunc(a, b, func(x, y json.RawMessage) bool { return string(x) == string(y) })
}

func (a *App) combatEnd(ctx context.Context, req *Request) (*Response, error) {
	var ended encounter.Encounter
	var ch storage.Channel
	var sys rules.System
	m, err := a.Mutate(ctx, req, MutOpts{NeedEncounter: true, Version: -1}, func(m *Mut) error {
		if !m.GM {
			return ErrGMOnly
		}
		ended, sys = *m.Enc, m.Sys
		m.Log = append(m.Log, rules.Note{Key: "log.end", Args: map[string]any{"Rounds": m.Enc.Round}})
		m.Enc.Ended = true
		a.carryOut(m, m.Enc)
		ch = m.Ch
		return nil
	})
	if err != nil {
		return nil, err
	}
	resp := Message(a.recapEmbed(req, sys, &ch, &ended))
	// The old tracker's buttons go stale; show it as finished.
	if ended.Tracker.MessageID != "" {
		data := a.TrackerData(req.Locale, sys, &m.Ch, m.Enc, nil)
		data.Components = nil
		data.Embeds[0].Title += " — " + a.T(req, "combat.ended", nil)
		resp.Edits = append(resp.Edits, Edit{ChannelID: ended.Tracker.ChannelID, MessageID: ended.Tracker.MessageID, Data: data})
	}
	return resp, nil
}

// encounterHas reports whether a combatant of that name is in the fight.
func encounterHas(e *encounter.Encounter, name string) bool {
	for i := range e.Combatants {
		if strings.EqualFold(e.Combatants[i].Name, name) {
			return true
		}
	}
	return false
}

// recapEmbed: rounds, who fell, damage dealt and taken per combatant.
func (a *App) recapEmbed(req *Request, sys rules.System, ch *storage.Channel, e *encounter.Encounter) *discordgo.MessageEmbed {
	em := &discordgo.MessageEmbed{Color: ColorNeutral, Title: "🏁 " + a.T(req, "combat.recap_title", nil),
		Description: a.T(req, "combat.recap_rounds", map[string]any{"Count": e.Round})}
	var lines, fell, out []string
	// Those who left: one who came back is one line, the totals of its
	// earlier stays (a left tally of the same name) joined to its own; the
	// others are listed after the fighters, in the order they joined.
	rejoined := map[string]encounter.Tally{}
	var left []int
	for id, t := range e.Tally {
		if t == nil || t.Left == "" || e.ByID(id) != nil {
			continue
		}
		if !encounterHas(e, t.Left) {
			left = append(left, id)
			continue
		}
		r := rejoined[strings.ToLower(t.Left)]
		r.Dealt, r.Taken = r.Dealt+t.Dealt, r.Taken+t.Taken
		rejoined[strings.ToLower(t.Left)] = r
	}
	for i := range e.Combatants {
		c := &e.Combatants[i]
		t := e.Tally[c.ID]
		if t == nil {
			t = &encounter.Tally{}
		}
		h := sys.Health(c)
		r := rejoined[strings.ToLower(c.Name)]
		lines = append(lines, a.T(req, "combat.recap_line", map[string]any{"Name": c.Name, "Dealt": t.Dealt + r.Dealt, "Taken": t.Taken + r.Taken}))
		// Fallen: dead, or felled in the fight and still out when it ended
		// (unconscious, dying, stunned) — not merely wounded or shaken for a
		// round, and not one who was knocked out and got back up.
		if h.Dead || (t.Fell && h.Out) {
			// What lasts past the fight, not this round's declarations.
			h.Conditions = h.Conditions[:len(h.Conditions)-min(h.Transient, len(h.Conditions))]
			status := a.HealthLine(req.Locale, h)
			// One whose Out lasts only a while (stunned, in shock) is
			// out of the fight, not fallen (medieval: «Неудачный бросок
			// означает, что персонаж находится вне боя»); the dead and
			// those down for good (unconscious, dying) fell.
			if h.Stunned && !h.Dead {
				out = append(out, "• "+c.Name+" — "+status)
			} else {
				fell = append(fell, "• "+c.Name+" — "+status)
			}
		}
	}
	// A leaver's totals count, and a fallen one stays among the fallen.
	slices.Sort(left)
	for _, id := range left {
		t := e.Tally[id]
		lines = append(lines, a.T(req, "combat.recap_line", map[string]any{"Name": t.Left, "Dealt": t.Dealt, "Taken": t.Taken})+
			" · "+a.T(req, "combat.recap_left", nil))
		if t.Fell {
			fell = append(fell, "• "+t.Left+" — "+a.T(req, "combat.recap_fell_left", nil))
		}
	}
	if len(lines) > 0 {
		em.Fields = append(em.Fields, &discordgo.MessageEmbedField{Name: a.T(req, "combat.recap_damage", nil), Value: a.FitLines(req.Locale, lines, MaxFieldValue)})
	}
	if len(fell) > 0 {
		em.Fields = append(em.Fields, &discordgo.MessageEmbedField{Name: a.T(req, "combat.recap_fell", nil), Value: a.FitLines(req.Locale, fell, MaxFieldValue)})
	}
	if len(out) > 0 {
		em.Fields = append(em.Fields, &discordgo.MessageEmbedField{Name: a.T(req, "combat.recap_out", nil), Value: a.FitLines(req.Locale, out, MaxFieldValue)})
	}
	// A system's end-of-fight notes: what the end leaves waiting on a
	// choice it takes away, for the GM to settle by hand (never settled
	// here: the choice is the player's).
	if f, ok := a.pluginOf(sys).(RecapNoter); ok {
		if unsettled := f.RecapLines(req, ch, e); len(unsettled) > 0 {
			em.Fields = append(em.Fields, &discordgo.MessageEmbedField{Name: a.T(req, "combat.recap_unsettled", nil), Value: a.FitLines(req.Locale, unsettled, MaxFieldValue)})
		}
	}
	if Carries(ch) {
		em.Footer = &discordgo.MessageEmbedFooter{Text: a.T(req, "party.carried_out", nil)}
	}
	return em
}

func (a *App) combatLog(ctx context.Context, req *Request) (*Response, error) {
	n := 10
	if v, ok := req.Int("count"); ok {
		if v < 1 || v > 50 {
			return nil, rules.Errorf("err.out_of_range", map[string]any{"Option": "count", "Min": 1, "Max": 50, "Value": v})
		}
		n = v
	}
	var entries [][]byte
	err := a.store.View(ctx, func(tx *storage.Tx) error {
		var err error
		entries, err = tx.Logs(req.GuildID, req.ChannelID, n)
		return err
	})
	if err != nil {
		return nil, err
	}
	if len(entries) == 0 {
		return nil, rules.Errorf("combat.err.log_empty", nil)
	}
	var lines []string
	for _, raw := range entries {
		var le LogEntry
		if storage.Unmarshal(raw, &le) != nil {
			continue
		}
		var parts []string
		for _, n := range le.Notes {
			parts = append(parts, a.i18n.Note(req.Locale, n))
		}
		lines = append(lines, fmt.Sprintf("`R%d` %s", le.Round, strings.Join(parts, " ")))
	}
	return Ephemeral(&discordgo.MessageEmbed{Color: ColorNeutral, Title: "📜 " + a.T(req, "combat.log_title", nil), Description: Truncate(strings.Join(lines, "\n"), 4000)}), nil
}

// trackerButton handles every tracker button: the version in the custom_id
// must match the stored encounter or the click is refused and changes nothing.
func (a *App) trackerButton(ctx context.Context, req *Request) (*Response, error) {
	parts := strings.Split(req.CustomID, ":")
	if len(parts) < 3 {
		return nil, rules.Errorf("err.unknown_command", map[string]any{"Name": req.CustomID})
	}
	version, err := strconv.Atoi(parts[2])
	if err != nil {
		return nil, rules.Errorf("err.unknown_command", map[string]any{"Name": req.CustomID})
	}
	action := parts[1]
	var events []rules.Event
	var recap *discordgo.MessageEmbed
	m, err := a.Mutate(ctx, req, MutOpts{NeedEncounter: true, Version: version}, func(m *Mut) error {
		switch action {
		case "end":
			if !m.GM {
				return ErrGMOnly
			}
			ended := *m.Enc
			m.Enc.Ended = true
			a.carryOut(m, m.Enc)
			recap = a.recapEmbed(req, m.Sys, &m.Ch, &ended)
			m.Log = append(m.Log, rules.Note{Key: "log.end", Args: map[string]any{"Rounds": m.Enc.Round}})
			return nil
		case "act":
			if len(parts) < 4 {
				return rules.Errorf("err.unknown_command", map[string]any{"Name": req.CustomID})
			}
			c := m.Enc.Current()
			if c == nil {
				return encounter.ErrNoCombatants
			}
			key := strings.Join(parts[3:], ":")
			if !CanAct(m, c) {
				// A declared defence answers another's attack: a player's
				// click on the attacker's turn is for the player's own
				// fighter. Any other action is the current fighter's.
				own := OwnCombatant(m)
				if own == nil || !isReaction(m.Sys, key) {
					// Say what a player can do out of turn: the system's
					// defence buttons, and /attack.
					var defences []string
					for _, act := range m.Sys.Actions() {
						if act.Reaction {
							defences = append(defences, actionLabel(req.Locale, act))
						}
					}
					return rules.Errorf("combat.err.not_your_action", map[string]any{"Name": c.Name, "Defences": strings.Join(defences, ", ")})
				}
				c = own
			}
			taker, ok := a.pluginOf(m.Sys).(ActionTaker)
			if !ok {
				return rules.Errorf("err.not_in_system", map[string]any{"System": a.T(req, "system."+m.Sys.ID()+".name", nil)})
			}
			evs, err := taker.TakeAction(m, c, key)
			if err != nil {
				return err
			}
			events = evs
			LogEvents(m, events)
			return nil
		case "prompt":
			if len(parts) < 5 {
				return rules.Errorf("err.unknown_command", map[string]any{"Name": req.CustomID})
			}
			id, _ := strconv.Atoi(parts[3])
			c := m.Enc.ByID(id)
			if c == nil {
				return rules.Errorf("tracker.err.no_such", map[string]any{"Name": parts[3]})
			}
			if !CanAct(m, c) {
				return rules.Errorf("combat.err.not_yours", map[string]any{"Name": c.Name})
			}
			// Prompt keys may themselves hold colons ("save:death").
			evs, err := a.runPrompt(m, c, strings.Join(parts[4:], ":"))
			if err != nil {
				return err
			}
			events = evs
			LogEvents(m, events)
			return nil
		}
		var err error
		events, _, err = a.advance(m, action, nil)
		LogEvents(m, events)
		return err
	})
	if err != nil {
		return nil, err
	}
	data := a.TrackerData(req.Locale, m.Sys, &m.Ch, m.Enc, events)
	if recap != nil {
		data.Components = nil
		data.Embeds[0].Title += " — " + a.T(req, "combat.ended", nil)
		data.Embeds = append(data.Embeds, recap)
	}
	resp := &Response{Type: discordgo.InteractionResponseUpdateMessage, Data: data}
	// A click on an older copy of the tracker: refresh the current one too.
	if recap == nil && m.Enc.Tracker.MessageID != "" && m.Enc.Tracker.MessageID != req.MessageID {
		resp.Edits = append(resp.Edits, Edit{ChannelID: m.Enc.Tracker.ChannelID, MessageID: m.Enc.Tracker.MessageID, Data: data})
	}
	return resp, nil
}

// ActionFunc takes a combat action (move, aim, dodge…) for the combatant whose
// turn it is, from its tracker button, and reports what it did.
type ActionFunc func(m *Mut, c *rules.Combatant, key string) ([]rules.Event, error)

// PromptFunc rolls an owed roll (a death save, a stun recovery) for a
// combatant from its tracker button.
type PromptFunc func(m *Mut, c *rules.Combatant, key string) ([]rules.Event, error)

// settleOwed makes, at the end of a round, every roll the rules require that
// nobody made (a death save a player left unclicked): the seed's "every
// round" cannot be escaped by ignoring a button. Optional rolls lapse.
func (a *App) settleOwed(m *Mut) ([]rules.Event, error) {
	var out []rules.Event
	for _, p := range append([]rules.Event(nil), m.Enc.Prompts...) {
		if !a.mustRoll[p.Prompt] {
			continue
		}
		c := m.Enc.ByID(p.Combatant)
		if c == nil {
			continue
		}
		evs, err := a.runPrompt(m, c, p.Prompt)
		if err != nil {
			return nil, err
		}
		if c.Owner != "" && len(evs) > 0 {
			// Say why the bot rolled a player's roll, and whose it was.
			out = append(out, rules.Event{Combatant: c.ID, Note: rules.Note{Key: "combat.auto_rolled", Args: map[string]any{"Mention": "<@" + c.Owner + ">"}}})
		}
		out = append(out, evs...)
	}
	return out, nil
}

// runPrompt finds the system's prompt handler and clears the prompt.
func (a *App) runPrompt(m *Mut, c *rules.Combatant, key string) ([]rules.Event, error) {
	owed := -1
	for i, p := range m.Enc.Prompts {
		if p.Combatant == c.ID && p.Prompt == key {
			owed = i
			break
		}
	}
	if owed < 0 {
		return nil, rules.Errorf("combat.err.no_prompt", map[string]any{"Name": c.Name})
	}
	prompter, ok := a.pluginOf(m.Sys).(Prompter)
	if !ok {
		return nil, rules.Errorf("err.not_in_system", map[string]any{"System": a.T(m.Req, "system."+m.Sys.ID()+".name", nil)})
	}
	evs, err := prompter.RollPrompt(m, c, key)
	if err != nil {
		return nil, err
	}
	m.Enc.Prompts = append(m.Enc.Prompts[:owed], m.Enc.Prompts[owed+1:]...)
	return evs, nil
}

// goneKey keeps, in the channel's system data, the state of the players'
// combatants that left the running fight, one per owner and character, so
// the same character brought back into the same fight comes back with its
// wounds. (The encounter's stored form has no room for it; an undo brings
// it back with the rest.) A new fight starts fresh: /combat start drops it.
const goneKey = "fight.gone"

// maxGone bounds the goneKey list.
const maxGone = 20

type goneFighter struct {
	Owner string `json:"owner"`
	Name  string `json:"name"`
	// State is the system's state (MessagePack; base64 in the list's JSON).
	State []byte `json:"state,omitempty"`
}

// goneList is the goneKey list. One stored while states were JSON holds
// each as a JSON object: it is read as that, and the states converted as
// the storage migration converts those it finds in the fight.
func goneList(m *Mut) []goneFighter {
	raw, ok := m.Ch.Extra[goneKey]
	if !ok {
		return nil
	}
	var list []goneFighter
	if json.Unmarshal(raw, &list) == nil {
		return list
	}
	var old []struct {
		Owner, Name string
		State       json.RawMessage
	}
	if json.Unmarshal(raw, &old) != nil {
		return nil
	}
	list = list[:0]
	for _, g := range old {
		st, _ := storage.StateFromJSON(g.State)
		list = append(list, goneFighter{Owner: g.Owner, Name: g.Name, State: st})
	}
	return list
}

func setGone(m *Mut, gone []goneFighter) { setExtraList(m, goneKey, gone) }

// extraList reads a list kept as JSON in the channel's system data under
// key; none (or an unreadable one) is an empty list.
func extraList[T any](extra map[string]json.RawMessage, key string) []T {
	var list []T
	if raw, ok := extra[key]; ok {
		_ = json.Unmarshal(raw, &list)
	}
	return list
}

// setExtraList stores list under key, and an empty list as no key at all.
func setExtraList[T any](m *Mut, key string, list []T) {
	if len(list) == 0 {
		setExtra(m, key, nil)
		return
	}
	setExtra(m, key, list)
}

// setExtra stores v under key in the channel's system data; nil deletes it.
func setExtra(m *Mut, key string, v any) {
	if v == nil {
		if _, ok := m.Ch.Extra[key]; ok {
			m.Ch.Extra = maps.Clone(m.Ch.Extra)
			delete(m.Ch.Extra, key)
		}
		return
	}
	raw, err := json.Marshal(v)
	if err != nil {
		return
	}
	// A new map: a decoded value kept elsewhere may share the old one.
	extra := maps.Clone(m.Ch.Extra)
	if extra == nil {
		extra = map[string]json.RawMessage{}
	}
	extra[key] = raw
	m.Ch.Extra = extra
}

// keepGone remembers the state of a player's combatant about to leave,
// one that came from the player's sheet: one the GM added for them with its
// own stats is not the character a /combat join brings back.
func keepGone(m *Mut, c *rules.Combatant) {
	if c.Owner == "" || !fromSheet(m.Ch.Extra, c) {
		return
	}
	gone := slices.DeleteFunc(goneList(m), func(g goneFighter) bool {
		return g.Owner == c.Owner && strings.EqualFold(g.Name, c.Sheet.Name)
	})
	gone = append(gone, goneFighter{Owner: c.Owner, Name: c.Sheet.Name, State: slices.Clone(c.State)})
	if len(gone) > maxGone {
		gone = gone[len(gone)-maxGone:]
	}
	setGone(m, gone)
}

// takeGone returns (and forgets) the state kept for owner's character name.
func takeGone(m *Mut, owner, name string) ([]byte, bool) {
	gone := goneList(m)
	for i, g := range gone {
		if g.Owner == owner && strings.EqualFold(g.Name, name) {
			setGone(m, slices.Delete(gone, i, i+1))
			return g.State, true
		}
	}
	return nil, false
}

// gmAddedKey keeps, in the channel's system data, the ids of the players'
// combatants the GM added (/combat add … player:) with the GM's stats, not
// the player's sheet. A player's combatant not listed came from their sheet
// (/combat join): only those take the player's sheet edits (syncCombatant,
// resyncSheets) and are kept for a re-join (keepGone). Ids are never reused
// within a fight, and /combat start drops the list; an undo brings it back
// with the fight. A fight stored before the list existed has none: all its
// players' combatants count as joined, as they did then.
const gmAddedKey = "fight.gm_added"

// gmAdded is the gmAddedKey list of the channel's system data.
func gmAdded(extra map[string]json.RawMessage) []int { return extraList[int](extra, gmAddedKey) }

func setGMAdded(m *Mut, ids []int) { setExtraList(m, gmAddedKey, ids) }

// fromSheet reports whether a player's combatant came from their sheet
// (joined with it), not from the GM's /combat add.
func fromSheet(extra map[string]json.RawMessage, c *rules.Combatant) bool {
	return c.Owner != "" && !slices.Contains(gmAdded(extra), c.ID)
}
