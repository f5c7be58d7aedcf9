package storyteller

import (
	"context"
	"encoding/json"
	"fray/commands"
	"strconv"
	"strings"

	"github.com/bwmarrin/discordgo"

	"fray/commands/flavour"
	"fray/rules"
	"fray/rules/dice"
	"fray/rules/storyteller"
)

// /check pool difficulty comment specialty secret — the seed's own form
// («Количество кубиков, Сложность, Коментарий, Сделать бросок»). The shown
// rolls are kept in the channel (the last few) so the "Roll again" and
// "Willpower" buttons under them know what they refer to.

func (cs *stChecks) find(key int) *stCheckRecord {
	for i := range cs.Records {
		if cs.Records[i].Key == key {
			return &cs.Records[i]
		}
	}
	return nil
}

func (a *Plugin) stCheck(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	pool, err := stInt(req, "pool")
	if err != nil {
		return nil, err
	}
	if !req.Has("pool") {
		return nil, rules.Errorf("err.missing_option", map[string]any{"Option": "pool"})
	}
	diff := storyteller.BaseDifficulty
	if req.Has("difficulty") {
		if diff, err = stInt(req, "difficulty"); err != nil {
			return nil, err
		}
	}
	rec := stCheckRecord{Pool: pool, Difficulty: diff, Comment: strings.TrimSpace(req.Str("comment")),
		Specialty: req.Bool("specialty"), Secret: req.Bool("secret")}
	return a.stRollCheck(ctx, req, rec, req.Str("name"), 0, req.Bool("willpower"))
}

// stRollCheck rolls a check (a new one or "Roll again") and shows it.
// actorID, when set, is the combatant of the roll repeated (if the presser
// may act for it).
func (a *Plugin) stRollCheck(ctx context.Context, req *commands.Request, rec stCheckRecord, name string, actorID int, wp bool) (*commands.Response, error) {
	var em *discordgo.MessageEmbed
	m, err := a.Mutate(ctx, req, commands.MutOpts{Version: -1}, func(m *commands.Mut) error {
		var actor *rules.Combatant
		var err error
		if actorID != 0 {
			if m.Enc != nil {
				if c := m.Enc.ByID(actorID); c != nil && commands.CanAct(m, c) {
					actor = c
				}
			}
		} else if actor, err = stCheckActor(m, name); err != nil {
			return err
		}
		if err := a.stCheckDizzied(m, actor); err != nil {
			return err
		}
		src := dice.NewRecorder(m.Dice)
		opts := storyteller.CheckOptions{Pool: rec.Pool, Difficulty: rec.Difficulty, Comment: rec.Comment,
			Specialty: rec.Specialty, SpecialtyRule: stSpecialtyRule(m), Secret: rec.Secret, Willpower: wp}
		if actor == nil {
			// Outside a fight the roller's own sheet offers Willpower.
			if opts.SheetWillpower, opts.SheetWillpowerSpent, err = stSheetWillpower(m); err != nil {
				return err
			}
		}
		r, err := storyteller.Check(opts, actor, src)
		if err != nil {
			return err
		}
		if actor == nil && r.Roll.Willpower {
			if err := stSpendSheetWillpower(m); err != nil {
				return err
			}
		}
		cs, err := loadChecks(m)
		if err != nil {
			return err
		}
		cs.Next++
		rec.Key, rec.Result = cs.Next, r
		if actor != nil {
			rec.Actor = actor.ID
		} else {
			rec.User = req.UserID
		}
		cs.Records = append(cs.Records, rec)
		if err := saveChecks(m, cs); err != nil {
			return err
		}
		m.NoUndo = !wp // only a Willpower point changes anything worth undoing
		em = a.stCheckEmbed(m, &rec, actor, src.Faces())
		m.Log = append(m.Log, rules.Note{Key: "storyteller.ui.log.check", Args: map[string]any{
			"Name": req.UserName, "Pool": r.Roll.Pool, "Difficulty": r.Roll.Difficulty, "Successes": r.Roll.Successes}})
		if rec.Secret {
			m.Log = nil
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return a.stCheckResponse(req, m, em, &rec), nil
}

// stCheckActor is whose roll a /check is: the one named, else the
// roller's own fighter. A GM's roll with no name is a bare pool, not the
// roll of whoever's turn it is: the GM rolls for the story as often as for
// that fighter, and a pool quietly cut by someone's wounds would be wrong.
func stCheckActor(m *commands.Mut, name string) (*rules.Combatant, error) {
	if m.Enc == nil || strings.TrimSpace(name) != "" {
		return stActor(m, name)
	}
	return commands.OwnCombatant(m), nil
}

// stCheckDizzied refuses the roll of a dizzied fighter: «Ошеломленный
// персонаж пропускает своё следующее действие». The GM's force:true sets
// the rule aside, and the reply says so.
func (a *Plugin) stCheckDizzied(m *commands.Mut, actor *rules.Combatant) error {
	if actor == nil {
		return nil
	}
	st, err := storyteller.LoadState(actor)
	if err != nil || !st.Dizzied {
		return err
	}
	rule := rules.Note{Key: "storyteller.error.cannot_act_dizzied", Args: map[string]any{"Name": actor.Name}}
	waived, err := a.Override(m, actor, rule)
	if err != nil {
		return err
	}
	if !waived {
		return rules.Errorf(rule.Key, rule.Args)
	}
	return nil
}

// stCheckResponse sends the check with its buttons (ephemeral when secret).
func (a *Plugin) stCheckResponse(req *commands.Request, m *commands.Mut, em *discordgo.MessageEmbed, rec *stCheckRecord) *commands.Response {
	var resp *commands.Response
	if rec.Secret {
		resp = commands.Ephemeral(em)
	} else {
		resp = a.Changed(req, m, em, nil)
	}
	btns := []discordgo.MessageComponent{discordgo.Button{Label: a.T(req, "storyteller.result.reroll", nil), Style: discordgo.SecondaryButton,
		CustomID: stBtnAgain + ":" + strconv.Itoa(rec.Key), Emoji: &discordgo.ComponentEmoji{Name: "🎲"}}}
	r := &rec.Result
	if r.HasWillpower && !r.Roll.Willpower && !r.Roll.NoRoll && r.WillpowerLeft > 0 {
		btns = append(btns, discordgo.Button{Label: a.T(req, "storyteller.ui.wp_button", map[string]any{"Left": r.WillpowerLeft}),
			Style: discordgo.PrimaryButton, CustomID: stBtnWP + ":" + strconv.Itoa(rec.Key), Emoji: &discordgo.ComponentEmoji{Name: "💪"}})
	}
	resp.Data.Components = []discordgo.MessageComponent{discordgo.ActionsRow{Components: btns}}
	return resp
}

// stCheckEmbed: the compact line, the pool's parts, the dice, the flavour.
func (a *Plugin) stCheckEmbed(m *commands.Mut, rec *stCheckRecord, actor *rules.Combatant, faces []int) *discordgo.MessageEmbed {
	loc := m.Req.Locale
	r := &rec.Result
	title := "🎲 " + a.I18n().T(loc, "storyteller.ui.check_title", nil)
	if rec.Comment != "" {
		title = "🎲 " + rec.Comment
	}
	em := &discordgo.MessageEmbed{Title: commands.Truncate(title, 256), Description: a.stCompact(loc, &r.Roll)}
	var parts []string
	if r.Penalty > 0 || r.AskedDiff != r.Roll.Difficulty {
		// What was asked, only when wounds or the clamp changed it.
		parts = append(parts, a.I18n().T(loc, "storyteller.ui.asked", map[string]any{"Count": r.Asked, "Difficulty": r.AskedDiff}))
	}
	if r.Penalty > 0 && actor != nil {
		parts = append(parts, a.I18n().T(loc, "storyteller.mod.wounds", nil)+" "+stSigned(-r.Penalty)+" ("+actor.Name+")")
	}
	if r.OffBalance {
		parts = append(parts, a.I18n().T(loc, "storyteller.mod.off_balance", nil)+" +1")
	}
	if r.AskedDiff != r.Roll.Difficulty && !r.OffBalance {
		parts = append(parts, a.I18n().T(loc, "storyteller.ui.clamped", map[string]any{"Difficulty": r.Roll.Difficulty}))
	}
	if rec.Specialty {
		parts = append(parts, a.I18n().T(loc, "storyteller.ui.specialty_rule."+stSpecialtyName(stSpecialtyRule(m)), nil))
	}
	parts = append(parts, a.stRollDetail(loc, &r.Roll, true))
	em.Fields = append(em.Fields, stField(a.I18n().T(loc, "storyteller.result.pool", nil), strings.Join(parts, "\n")))
	if r.Roll.Willpower {
		em.Fields = append(em.Fields, stField("💪 "+a.I18n().T(loc, "storyteller.stat.willpower", nil),
			a.I18n().T(loc, "storyteller.result.willpower", nil)+"\n"+a.I18n().T(loc, "storyteller.ui.wp_left", map[string]any{"Left": r.WillpowerLeft})))
	}
	em.Footer = &discordgo.MessageEmbedFooter{Text: m.Req.UserName}
	if actor != nil && actor.Name != m.Req.UserName { // not "Ann · Ann"
		em.Footer.Text = actor.Name + " · " + m.Req.UserName
	}
	// A check is not a blow: it gets a neutral flavour line, and only for a
	// critical or a botch.
	em.Color = commands.OutcomeColor(r.Outcomes)
	if ev := commands.MainOutcome(r.Outcomes); ev == storyteller.OutcomeCritical || ev == storyteller.OutcomeFumble {
		args := flavour.Args{Attack: flavour.NoAttack}
		if actor != nil {
			args.Actor = actor.Name
		}
		if line := a.FlavourLine(m, ev, args, faces); line != "" {
			em.Fields = append(em.Fields, stField("\u200b", "*"+line+"*"))
		}
	}
	return em
}

// stCheckAgain is the "Roll again" button: the same pool, difficulty and
// comment, for the same combatant (its wounds now) or none.
func (a *Plugin) stCheckAgain(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	key, err := stButtonKey(req.CustomID)
	if err != nil {
		return nil, err
	}
	var rec stCheckRecord
	err = a.stWithCheck(ctx, req, key, func(r *stCheckRecord) { rec = *r })
	if err != nil {
		return nil, err
	}
	rec.Result = storyteller.CheckResult{}
	return a.stRollCheck(ctx, req, rec, "", rec.Actor, false)
}

// stWithCheck finds a shown check by key (read-only).
func (a *Plugin) stWithCheck(ctx context.Context, req *commands.Request, key int, fn func(*stCheckRecord)) error {
	_, err := a.Mutate(ctx, req, commands.MutOpts{Version: -1}, func(m *commands.Mut) error {
		m.Unchanged = true
		cs, err := loadChecks(m)
		if err != nil {
			return err
		}
		r := cs.find(key)
		if r == nil {
			return rules.Errorf("storyteller.ui.err.check_gone", nil)
		}
		fn(r)
		return nil
	})
	return err
}

// stCheckWillpower is the "Willpower" button: one point of the roller's
// Willpower buys one automatic success on the shown roll, which is redrawn.
func (a *Plugin) stCheckWillpower(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	key, err := stButtonKey(req.CustomID)
	if err != nil {
		return nil, err
	}
	var em *discordgo.MessageEmbed
	var rec stCheckRecord
	m, err := a.Mutate(ctx, req, commands.MutOpts{Version: -1}, func(m *commands.Mut) error {
		cs, err := loadChecks(m)
		if err != nil {
			return err
		}
		r := cs.find(key)
		if r == nil {
			return rules.Errorf("storyteller.ui.err.check_gone", nil)
		}
		var actor *rules.Combatant
		if m.Enc != nil && r.Actor != 0 {
			actor = m.Enc.ByID(r.Actor)
		}
		switch {
		case actor != nil:
			if !commands.CanAct(m, actor) {
				return rules.Errorf("combat.err.not_yours", map[string]any{"Name": actor.Name})
			}
			if err := storyteller.SpendWillpower(actor, &r.Result); err != nil {
				return err
			}
		case r.Actor == 0 && r.User != "":
			// A roll outside a fight: the roller's own sheet pays.
			if r.User != req.UserID {
				return rules.Errorf("storyteller.ui.err.not_your_roll", nil)
			}
			wp, spent, err := stSheetWillpower(m)
			if err != nil {
				return err
			}
			r.Result.WillpowerLeft = min(r.Result.WillpowerLeft, max(wp-spent, 0))
			if err := storyteller.SpendSheetWillpower(&r.Result); err != nil {
				return err
			}
			if err := stSpendSheetWillpower(m); err != nil {
				return err
			}
		default:
			return rules.Errorf("storyteller.error.willpower_twice", nil)
		}
		rec = *r
		if err := saveChecks(m, cs); err != nil {
			return err
		}
		em = a.stCheckEmbed(m, &rec, actor, nil)
		who := req.UserName
		if actor != nil {
			who = actor.Name
		}
		m.Log = append(m.Log, rules.Note{Key: "storyteller.ui.log.willpower", Args: map[string]any{"Name": who, "Successes": r.Result.Roll.Successes}})
		if rec.Secret {
			m.Log = nil
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	resp := a.stCheckResponse(req, m, em, &rec)
	resp.Type = discordgo.InteractionResponseUpdateMessage
	return resp, nil
}

func stButtonKey(customID string) (int, error) {
	parts := strings.Split(customID, ":")
	if len(parts) < 3 {
		return 0, rules.Errorf("err.unknown_command", map[string]any{"Name": customID})
	}
	k, err := strconv.Atoi(parts[2])
	if err != nil {
		return 0, rules.Errorf("err.unknown_command", map[string]any{"Name": customID})
	}
	return k, nil
}

// stSheetWPKey keeps, per user, the Willpower points spent from their sheet
// on rolls outside a fight (m.Ch.Extra: map user id → points).
const stSheetWPKey = "storyteller.sheet_wp"

// stSheetWillpower is the roller's sheet Willpower and the points already
// spent from it in this channel.
func stSheetWillpower(m *commands.Mut) (rating, spent int, err error) {
	sheet, ok, err := m.Tx.Sheet(m.Req.GuildID, m.Req.UserID, stID)
	if err != nil || !ok {
		return 0, 0, err
	}
	rating = sheet.Stat(storyteller.Willpower, 0)
	spentBy := map[string]int{}
	if raw, ok := m.Ch.Extra[stSheetWPKey]; ok {
		if err := json.Unmarshal(raw, &spentBy); err != nil {
			return 0, 0, err
		}
	}
	return rating, spentBy[m.Req.UserID], nil
}

// stSpendSheetWillpower records one point spent from the roller's sheet.
func stSpendSheetWillpower(m *commands.Mut) error {
	spentBy := map[string]int{}
	if raw, ok := m.Ch.Extra[stSheetWPKey]; ok {
		if err := json.Unmarshal(raw, &spentBy); err != nil {
			return err
		}
	}
	spentBy[m.Req.UserID]++
	raw, err := json.Marshal(spentBy)
	if err != nil {
		return err
	}
	if m.Ch.Extra == nil {
		m.Ch.Extra = map[string]json.RawMessage{}
	}
	m.Ch.Extra[stSheetWPKey] = raw
	return nil
}
