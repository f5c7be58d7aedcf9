package commands

import (
	"context"
	"fmt"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"fray/rules"
	"fray/storage"
)

func (a *App) registerChar() {
	a.defs = append(a.defs, command(L("char", "персонаж", "Your character sheet in this channel's system", "Ваш лист персонажа в системе канала"),
		sub(L("set", "задать", "Set stats and skills: \"REF 8 BODY 10\"", "Задать параметры и навыки: «РЕФ 8 ТЕЛ 10»"),
			Str(L("stats", "параметры", "Stats and skills with values: REF 8 BODY 10", "Параметры и навыки со значениями: РЕФ 8 ТЕЛ 10"), false),
			Str(L("name", "имя", "The character's name", "Имя персонажа"), false),
			Str(L("flags", "свойства", "Yes/no traits, e.g. supernatural", "Свойства да/нет, например supernatural"), false)),
		sub(L("show", "показать", "Show your sheet", "Показать лист")),
		group(L("weapon", "оружие", "Weapons on your sheet", "Оружие в листе"),
			sub(L("add", "добавить", "Add or replace a weapon", "Добавить или заменить оружие"),
				Auto(Str(L("name", "название", "Weapon name", "Название оружия"), true)),
				Str(L("spec", "свойства", "The system's weapon notation, e.g. 2d6+1 melee blade", "Запись оружия по системе, например 2d6+1 melee blade"), false)),
			sub(L("remove", "убрать", "Remove a weapon", "Убрать оружие"),
				Auto(Str(L("name", "название", "Weapon name", "Название оружия"), true)))),
		sub(L("armor", "броня", "Set your armor (the system's notation; \"none\" removes it)", "Задать броню (запись по системе; «none» — снять)"),
			Str(L("armor", "броня", "e.g. torso 14 hard ev1; head 4", "например torso 14 hard ev1; head 4"), true)),
		a.charConditionDef(),
	))
	a.cmd("char/set", a.charSet)
	a.cmd("char/show", a.charShow)
	a.cmd("char/weapon/add", a.charWeaponAdd)
	a.cmd("char/weapon/remove", a.charWeaponRemove)
	a.cmd("char/armor", a.charArmor)
	a.Auto("char/weapon/remove/name", a.autoSheetWeapons)
	a.Auto("char/weapon/add/name", a.autoWeapons)
}

// updateSheet runs fn on the user's sheet for the channel's system, and
// returns the channel when the edit reached a combatant in its fight.
func (a *App) updateSheet(ctx context.Context, req *Request, fn func(sys rules.System, s *rules.Sheet) error) (rules.System, rules.Sheet, *storage.Channel, error) {
	var sys rules.System
	var sheet rules.Sheet
	var synced *storage.Channel
	err := a.store.Update(ctx, func(tx *storage.Tx) error {
		synced = nil // a retried transaction starts afresh
		var err error
		if sys, err = a.channelSystem(tx, req); err != nil {
			return err
		}
		s, ok, err := tx.Sheet(req.GuildID, req.UserID, sys.ID())
		if err != nil {
			return err
		}
		if !ok {
			s = rules.Sheet{Name: req.UserName}
		}
		if err := fn(sys, &s); err != nil {
			return err
		}
		sheet = s
		if err := tx.PutSheet(req.GuildID, req.UserID, sys.ID(), s); err != nil {
			return err
		}
		synced, err = syncCombatant(tx, req, sys, s)
		return err
	})
	return sys, sheet, synced, err
}

// sheetReply is the ephemeral sheet, plus a refreshed tracker when the edit
// changed a combatant: the fight's version moved, so the tracker on screen
// would otherwise show the old sheet and its buttons would all be stale.
func (a *App) sheetReply(req *Request, sys rules.System, sheet *rules.Sheet, ch *storage.Channel, note string) *Response {
	if ch != nil && ch.Encounter != nil {
		// Say which fighters the edit reached: those that came from the
		// sheet (syncCombatant).
		var names []string
		for i := range ch.Encounter.Combatants {
			if c := &ch.Encounter.Combatants[i]; c.Owner == req.UserID && fromSheet(ch.Extra, c) {
				names = append(names, "**"+c.Name+"**")
			}
		}
		if len(names) > 0 {
			note += "\n" + a.T(req, "char.reached_fight", map[string]any{"Names": strings.Join(names, ", ")})
		}
	}
	resp := Ephemeral(a.sheetEmbed(req, sys, sheet, note))
	if ch != nil && ch.Encounter != nil && ch.Encounter.Tracker.MessageID != "" {
		resp.Edits = append(resp.Edits, Edit{
			ChannelID: ch.Encounter.Tracker.ChannelID, MessageID: ch.Encounter.Tracker.MessageID,
			Data: a.TrackerData(req.Locale, sys, ch, ch.Encounter, nil),
		})
	}
	return resp
}

// syncCombatant carries a sheet edit into the channel's fight, where the
// player's combatant that joined with the sheet holds a copy of it. One the
// GM added for the player (/combat add … player:) has the GM's stats and
// keeps them (gmAddedKey).
func syncCombatant(tx *storage.Tx, req *Request, sys rules.System, s rules.Sheet) (*storage.Channel, error) {
	ch, err := tx.Channel(req.GuildID, req.ChannelID)
	if err != nil || ch.Encounter == nil || ch.Encounter.Ended || ch.Encounter.System != sys.ID() {
		return nil, err
	}
	changed := false
	added := gmAdded(ch.Extra)
	for i := range ch.Encounter.Combatants {
		c := &ch.Encounter.Combatants[i]
		if c.Owner != req.UserID || slices.Contains(added, c.ID) {
			continue
		}
		c.Name = FirstNonEmpty(c.Name, s.Name)
		if err := giveSheet(sys, c, s); err != nil {
			return nil, err
		}
		changed = true
	}
	if !changed {
		return nil, nil
	}
	ch.Encounter.Version++
	if err := tx.PutChannel(req.GuildID, req.ChannelID, ch); err != nil {
		return nil, err
	}
	return &ch, nil
}

// giveSheet puts a player's stored sheet on its combatant. Only new armor
// refits the state: any other edit (a stat, a weapon, the name) must not
// mend the wear the fight has put on the armor.
func giveSheet(sys rules.System, c *rules.Combatant, s rules.Sheet) error {
	oldArmor := c.Sheet.Armor
	c.Sheet = s
	if r, ok := sys.(rules.Refitter); ok && s.Armor != oldArmor {
		return r.Refit(c)
	}
	return nil
}

func FirstNonEmpty(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

func (a *App) charSet(ctx context.Context, req *Request) (*Response, error) {
	name := strings.TrimSpace(req.Str("name"))
	if err := CheckName(name); err != nil {
		return nil, err
	}
	if !req.Has("stats") && name == "" && !req.Has("flags") {
		return nil, rules.Errorf("err.missing_option", map[string]any{"Option": "stats"})
	}
	sys, sheet, synced, err := a.updateSheet(ctx, req, func(sys rules.System, s *rules.Sheet) error {
		st, err := a.parseStats(sys, req.Str("stats"), req.Locale)
		if err != nil {
			return err
		}
		if s.Stats == nil {
			s.Stats = map[string]int{}
		}
		for k, v := range st {
			s.Stats[k] = v
		}
		if name != "" {
			s.Name = name
		}
		flags, err := a.parseFlags(sys, req.Str("flags"), req.Locale)
		if err != nil {
			return err
		}
		for k, on := range flags {
			if s.Flags == nil {
				s.Flags = map[string]bool{}
			}
			s.Flags[k] = on
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return a.sheetReply(req, sys, &sheet, synced, a.T(req, "char.saved", nil)), nil
}

func (a *App) charShow(ctx context.Context, req *Request) (*Response, error) {
	var sys rules.System
	var sheet rules.Sheet
	var ok bool
	err := a.store.View(ctx, func(tx *storage.Tx) error {
		var err error
		if sys, err = a.channelSystem(tx, req); err != nil {
			return err
		}
		sheet, ok, err = tx.Sheet(req.GuildID, req.UserID, sys.ID())
		return err
	})
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, rules.Errorf("char.err.no_sheet", map[string]any{"Example": StatsExample(sys, req.Locale)})
	}
	return Ephemeral(a.sheetEmbed(req, sys, &sheet, "")), nil
}

func (a *App) charWeaponAdd(ctx context.Context, req *Request) (*Response, error) {
	name := strings.TrimSpace(req.Str("name"))
	if name == "" {
		return nil, rules.Errorf("err.missing_option", map[string]any{"Option": "name"})
	}
	if err := CheckName(name); err != nil {
		return nil, err
	}
	sys, sheet, synced, err := a.updateSheet(ctx, req, func(sys rules.System, s *rules.Sheet) error {
		w, err := sys.ParseWeapon(name, req.Str("spec"))
		if err != nil {
			return err
		}
		for i := range s.Weapons {
			if strings.EqualFold(s.Weapons[i].Name, name) {
				s.Weapons[i] = w
				return nil
			}
		}
		if len(s.Weapons) >= 20 {
			return rules.Errorf("char.err.too_many_weapons", map[string]any{"Max": 20})
		}
		s.Weapons = append(s.Weapons, w)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return a.sheetReply(req, sys, &sheet, synced, a.T(req, "char.weapon_added", map[string]any{"Name": name})), nil
}

func (a *App) charWeaponRemove(ctx context.Context, req *Request) (*Response, error) {
	name := strings.TrimSpace(req.Str("name"))
	if name == "" {
		return nil, rules.Errorf("err.missing_option", map[string]any{"Option": "name"})
	}
	sys, sheet, synced, err := a.updateSheet(ctx, req, func(sys rules.System, s *rules.Sheet) error {
		for i := range s.Weapons {
			if strings.EqualFold(s.Weapons[i].Name, name) {
				s.Weapons = append(s.Weapons[:i], s.Weapons[i+1:]...)
				return nil
			}
		}
		return rules.Errorf("char.err.no_weapon", map[string]any{"Name": name})
	})
	if err != nil {
		return nil, err
	}
	return a.sheetReply(req, sys, &sheet, synced, a.T(req, "char.weapon_removed", map[string]any{"Name": name})), nil
}

func (a *App) charArmor(ctx context.Context, req *Request) (*Response, error) {
	spec := strings.TrimSpace(req.Str("armor"))
	sys, sheet, synced, err := a.updateSheet(ctx, req, func(sys rules.System, s *rules.Sheet) error {
		if strings.EqualFold(spec, "none") || spec == "нет" || spec == "" {
			s.Armor = ""
			return nil
		}
		norm, err := sys.ParseArmor(spec)
		if err != nil {
			return err
		}
		s.Armor = norm
		return nil
	})
	if err != nil {
		return nil, err
	}
	return a.sheetReply(req, sys, &sheet, synced, a.T(req, "char.armor_set", nil)), nil
}

// sheetEmbed shows a sheet: characteristics, skills, weapons, armor, flags.
func (a *App) sheetEmbed(req *Request, sys rules.System, s *rules.Sheet, note string) *discordgo.MessageEmbed {
	e := &discordgo.MessageEmbed{
		Color:       ColorNeutral,
		Title:       "📜 " + s.Name,
		Description: note,
		Footer:      &discordgo.MessageEmbedFooter{Text: a.T(req, "system."+sys.ID()+".name", nil)},
	}
	var chars, skills []string
	for _, d := range sys.Stats() {
		v, set := s.Stats[d.Key]
		if d.Skill {
			if set {
				skills = append(skills, fmt.Sprintf("%s %d", statName(d, req.Locale), v))
			}
			continue
		}
		if !set {
			v = d.Default
		}
		chars = append(chars, fmt.Sprintf("**%s** %d", statName(d, req.Locale), v))
	}
	e.Fields = append(e.Fields, &discordgo.MessageEmbedField{Name: a.T(req, "char.stats", nil), Value: a.fitJoined(req.Locale, chars, " · ", MaxFieldValue)})
	if len(skills) > 0 {
		sort.Strings(skills)
		e.Fields = append(e.Fields, &discordgo.MessageEmbedField{Name: a.T(req, "char.skills", nil), Value: a.fitJoined(req.Locale, skills, ", ", MaxFieldValue)})
	}
	if len(s.Weapons) > 0 {
		var ws []string
		for _, w := range s.Weapons {
			ws = append(ws, "• **"+w.Name+"** "+a.sheetWeaponText(req, sys, w.Spec))
		}
		e.Fields = append(e.Fields, &discordgo.MessageEmbedField{Name: a.T(req, "char.weapons", nil), Value: a.FitLines(req.Locale, ws, MaxFieldValue)})
	}
	if s.Armor != "" {
		e.Fields = append(e.Fields, &discordgo.MessageEmbedField{Name: a.T(req, "char.armor", nil), Value: a.sheetArmorText(req, sys, s.Armor)})
	}
	var flags []string
	for f, on := range s.Flags {
		if on {
			flags = append(flags, a.flagName(sys, f, req.Locale))
		}
	}
	if len(flags) > 0 {
		sort.Strings(flags)
		e.Fields = append(e.Fields, &discordgo.MessageEmbedField{Name: a.T(req, "char.flags", nil), Value: a.fitJoined(req.Locale, flags, ", ", MaxFieldValue)})
	}
	return e
}

// fitJoined joins whole items with sep up to max characters; the items
// that do not fit are counted in "… and N more" instead of being cut
// mid-word (with their Markdown left open).
func (a *App) fitJoined(locale string, items []string, sep string, max int) string {
	budget := fitBudgetRunes(max, a.moreRunes(locale))
	used := 0
	for i, it := range items {
		n := utf8.RuneCountInString(it)
		if i > 0 {
			n += utf8.RuneCountInString(sep)
		}
		if used+n > budget && i == 0 {
			return a.moreText(locale, len(items))
		}
		if used+n > budget {
			return strings.Join(items[:i], sep) + sep + a.moreText(locale, len(items)-i)
		}
		used += n
	}
	return strings.Join(items, sep)
}
