package medieval

import (
	"context"
	"encoding/json"
	"maps"
	"strconv"
	"strings"

	"github.com/bwmarrin/discordgo"

	"fray/commands"
	"fray/rules"
	"fray/rules/medieval"
	"fray/storage"
)

// Time between fights: /rest (full days of rest, which heal at the
// channel's rate) and /time (fiction time that is not rest, which heals
// nothing by that rule), both on the channel's party (MutOpts.Party).
// RULES.md: «a stabilized character heals 1 wound point per full day of
// rest; a GM may set another rate per channel».

// medRestRateKey holds, in the channel's system data, the GM's rest rate
// (wound points per full day of rest); absent: medieval.DefaultRestRate.
const medRestRateKey = "medieval.rest_rate"

// SettingKeys: the GM's rest rate is a setting, which an undo keeps
// (commands.SettingKeeper).
func (a *Plugin) SettingKeys() []string { return []string{medRestRateKey} }

var _ commands.SettingKeeper = (*Plugin)(nil)

// medRestRate is the channel's rest rate.
func medRestRate(ch *storage.Channel) int {
	rate := 0
	if raw, ok := ch.Extra[medRestRateKey]; ok {
		_ = json.Unmarshal(raw, &rate)
	}
	if rate < 1 || rate > medieval.MaxRestRate {
		return medieval.DefaultRestRate
	}
	return rate
}

// setRestRate stores the GM's rate (a new map: the decoded channel may
// share the old one).
func setRestRate(m *commands.Mut, rate int) {
	extra := maps.Clone(m.Ch.Extra)
	if extra == nil {
		extra = map[string]json.RawMessage{}
	}
	if rate == medieval.DefaultRestRate {
		delete(extra, medRestRateKey)
	} else {
		extra[medRestRateKey] = json.RawMessage(strconv.Itoa(rate))
	}
	m.Ch.Extra = extra
}

var (
	medRestTop = commands.L("rest", "отдых", "GM: the party rests, wounds heal by the rules (medieval: full days at the channel's rate)", "Мастер: отряд отдыхает, раны заживают по правилам (Средневековье: полные дни по ставке канала)")
	medTimeTop = commands.L("time", "время", "Let fiction time pass (recovery, waking, dying)", "Пропустить время (восстановление, пробуждение, смерть)")
	// medRestForce is the GM's word that time passes over the dying.
	medRestForce = commands.L("force", "вопреки", "GM: let the time pass though someone is dying (they die)", "Мастер: пропустить время, хотя кто-то умирает (он умрёт)")
)

func (a *Plugin) registerRest() {
	name := commands.Auto(commands.Str(commands.L("name", "имя", "One character of the party (default: all)", "Один персонаж отряда (по умолчанию все)"), false))
	repair := commands.Boolean(commands.L("repair", "починка", "GM: worn armor mended back to the sheet (the GM's call)", "Мастер: изношенная броня снова как в листе (решение мастера)"))
	a.SystemCommand(medID, medRestTop, nil, "rest", []*discordgo.ApplicationCommandOption{
		commands.Integer(commands.L("days", "дни", "Full days of rest", "Полные дни отдыха"), false),
		name,
		commands.Integer(commands.L("rate", "ставка", "GM: wound points a day of rest heals in this channel (default 1)", "Мастер: сколько пунктов урона лечит день отдыха в канале (по умолчанию 1)"), false),
		repair,
		commands.Boolean(medRestForce),
	}, a.medRest)
	a.SystemCommand(medID, medTimeTop, nil, "time", []*discordgo.ApplicationCommandOption{
		commands.Integer(commands.L("hours", "часы", "Hours", "Часы"), false),
		commands.Integer(commands.L("days", "дни", "Days", "Дни"), false),
		name,
		commands.Boolean(commands.L("rest", "отдых", "Spent lying down, a rest (klondike: yes for days unless false)", "Проведено в постели, отдых (Клондайк: для дней по умолчанию да)")),
		repair,
		commands.Boolean(medRestForce),
	}, a.medTime)
}

func (a *Plugin) medRest(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	return a.medPassTime(ctx, req, true)
}

func (a *Plugin) medTime(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	return a.medPassTime(ctx, req, false)
}

// medPassTime is /rest (rest true) and /time. /time days:N rest:true is a
// rest, as /rest days:N; other time heals nothing.
func (a *Plugin) medPassTime(ctx context.Context, req *commands.Request, rest bool) (*commands.Response, error) {
	days, err := medInt(req, "days")
	if err != nil {
		return nil, err
	}
	hours := 0
	if !rest {
		if hours, err = medInt(req, "hours"); err != nil {
			return nil, err
		}
		rest = req.Bool("rest")
		if rest && hours > 0 {
			// Rest is counted in full days: hours of it are not a day.
			return nil, rules.Errorf("medieval.ui.rest.err_hours", nil)
		}
	}
	if days < 0 || days > medieval.MaxRestDays {
		return nil, rules.Errorf(medieval.ErrKeyNumber, map[string]any{"Option": "days", "Min": 1, "Max": medieval.MaxRestDays})
	}
	if hours < 0 || hours > medieval.MaxHours {
		return nil, rules.Errorf(medieval.ErrKeyNumber, map[string]any{"Option": "hours", "Min": 1, "Max": medieval.MaxHours})
	}
	setRate := req.Has("rate")
	rate := 0
	if setRate {
		if rate, err = medInt(req, "rate"); err != nil {
			return nil, err
		}
		if rate < 1 || rate > medieval.MaxRestRate {
			return nil, rules.Errorf(medieval.ErrKeyNumber, map[string]any{"Option": "rate", "Min": 1, "Max": medieval.MaxRestRate})
		}
	}
	if days == 0 && hours == 0 && !setRate {
		opt := "days"
		if !rest {
			opt = "hours"
		}
		return nil, rules.Errorf("err.missing_option", map[string]any{"Option": opt})
	}
	force, repair := req.Bool("force"), req.Bool("repair")
	var em *discordgo.MessageEmbed
	m, err := a.Mutate(ctx, req, commands.MutOpts{Version: -1, Party: true}, func(m *commands.Mut) error {
		if !m.GM {
			return commands.ErrGMOnly
		}
		if setRate {
			setRestRate(m, rate)
		}
		if days == 0 && hours == 0 {
			// The rate alone: a setting, no step to undo.
			m.NoUndo = true
			em = &discordgo.MessageEmbed{Color: commands.ColorNeutral, Description: a.T(req, "medieval.ui.rest.rate_set", map[string]any{"Rate": medRestRate(&m.Ch)})}
			return nil
		}
		if !m.Resting {
			return rules.Errorf(medieval.ErrKeyRestFight, nil)
		}
		who, err := medPartyPick(m, req.Str("name"))
		if err != nil {
			return err
		}
		var dying []string
		for _, c := range who {
			d, err := medieval.Dying(c)
			if err != nil {
				return err
			}
			if d {
				dying = append(dying, c.Name)
			}
		}
		if len(dying) > 0 && !force {
			return rules.Errorf(medieval.ErrKeyRestDying, map[string]any{"Name": strings.Join(dying, ", "), "Opt": rules.OptionValue(dying[0])})
		}
		if force && !m.GM {
			return commands.ErrGMOnly
		}
		o := medieval.RestOptions{Rate: medRestRate(&m.Ch), Force: force, Repair: repair, Hours: hours}
		if rest {
			o.Days = days
		} else {
			o.Hours += days * 24
		}
		var lines []string
		changed := false
		for _, c := range who {
			before := string(c.State)
			r, err := medieval.Recover(c, o)
			if err != nil {
				return err
			}
			lines = append(lines, a.medRecoveryLine(req.Locale, c, r))
			changed = changed || string(c.State) != before
			if r.Died {
				m.Log = append(m.Log, rules.Note{Key: "medieval.death.dies", Args: map[string]any{"Name": c.Name}})
			}
		}
		title := "⏳ " + a.T(req, "medieval.ui.rest.time_title", map[string]any{"Hours": o.Hours})
		note := a.T(req, "medieval.ui.rest.time_note", nil)
		if rest {
			title = "🛏️ " + a.T(req, "medieval.ui.rest.title", map[string]any{"Days": days})
			note = a.T(req, "medieval.ui.rest.rate_note", map[string]any{"Rate": o.Rate})
		}
		em = &discordgo.MessageEmbed{Color: commands.ColorHit, Title: title, Description: a.FitLines(req.Locale, lines, 4000)}
		em.Fields = append(em.Fields, medField("📖 "+a.T(req, "medieval.ui.rest.rule", nil), note))
		if force && len(dying) > 0 {
			em.Color = commands.ColorMiss
		}
		if !commands.Carries(&m.Ch) {
			// The party's records heal, but fights here start fresh.
			em.Footer = &discordgo.MessageEmbedFooter{Text: a.T(req, "party.fresh_note", nil)}
		}
		if !changed {
			// Time that changed nobody: no step for /combat undo to take
			// back (a new rate given with it is a setting, kept).
			m.NoUndo = true
			m.Unchanged = !setRate
		}
		m.Log = append(m.Log, rules.Note{Key: "medieval.ui.log.rest", Args: map[string]any{"Days": o.Days, "Hours": o.Hours, "Rate": o.Rate}})
		return nil
	})
	if err != nil {
		return nil, err
	}
	return a.Changed(req, m, em, nil), nil
}

// medPartyPick is the party members a command outside a fight names: one
// by name, or all.
func medPartyPick(m *commands.Mut, name string) ([]*rules.Combatant, error) {
	name = strings.TrimSpace(name)
	var who []*rules.Combatant
	for i := range m.Enc.Combatants {
		c := &m.Enc.Combatants[i]
		if name == "" || strings.EqualFold(c.Name, name) {
			who = append(who, c)
		}
	}
	switch {
	case len(who) > 0:
		return who, nil
	case name != "":
		return nil, rules.Errorf("party.err.no_member", map[string]any{"Name": name})
	}
	return nil, rules.Errorf("party.err.empty", nil)
}

// medRecoveryLine is one character's line of a rest or time reply: wound
// points and level before → after, and what else the time did.
func (a *Plugin) medRecoveryLine(loc string, c *rules.Combatant, r *medieval.Recovery) string {
	t := func(key string, args map[string]any) string { return a.I18n().T(loc, "medieval.ui.rest."+key, args) }
	line := "**" + commands.EscapeMarkdown(c.Name) + "**: "
	switch {
	case r.Dead:
		return line + t("dead", nil)
	case r.Died:
		return line + t("died", map[string]any{"WP": r.Before, "Level": a.I18n().Note(loc, r.LevelBefore)})
	}
	before, after := a.I18n().Note(loc, r.LevelBefore), a.I18n().Note(loc, r.Level)
	levels := "**" + after + "**"
	if before != after {
		levels = before + " → " + levels
	}
	line += t("wounds", map[string]any{"Before": r.Before, "After": r.After}) + " · " + levels
	var notes []string
	if r.Stabilized {
		notes = append(notes, t("stable", nil))
	}
	if r.Woke {
		notes = append(notes, t("woke", nil))
	}
	if r.LostLimb {
		notes = append(notes, t("limb", nil))
	}
	switch {
	case r.Repaired:
		notes = append(notes, t("repaired", nil))
	case r.WasWorn:
		notes = append(notes, t("worn", nil))
	}
	if len(notes) > 0 {
		line += " · " + strings.Join(notes, " · ")
	}
	return line
}

// SettleForParty ends, as a fight ends, the round it stopped in
// (medieval.Settle): the round's declarations and count (a charge's −3, an
// aim's bonus, an ambush laid, the actions taken, a passed death save, a
// turn already begun) belong to that round, and the fight's end runs no
// end-of-round hooks. Wounds, armor, a stun, stabilization and a failed
// death save's death stay.
func (a *Plugin) SettleForParty(c *rules.Combatant) {
	st, err := medieval.LoadState(c)
	if err != nil {
		return
	}
	medieval.Settle(st)
	_ = medieval.SaveState(c, st)
}
