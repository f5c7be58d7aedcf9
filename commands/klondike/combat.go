package klondike

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"fray/commands"
	"maps"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"fray/commands/flavour"
	"fray/rules"
	"fray/rules/dice"
	"fray/rules/klondike"
)

// /check, /attack, /damage and the STR/DEX choice for klondike.

// klInt reads an integer option: absent → def; present but not a number → error.
func klInt(req *commands.Request, name string, def int) (int, error) {
	if !req.Has(name) {
		return def, nil
	}
	v, ok := req.Int(name)
	if !ok {
		return 0, rules.Errorf("err.bad_number", map[string]any{"Option": name, "Value": req.Str(name)})
	}
	return v, nil
}

// klActor finds who acts: the named combatant (which the user must control),
// else the user's own combatant, else for the GM the one whose turn it is.
// opt is the command's option that names who acts (name, attacker,
// mechanic): a refusal says to join the fight or to use that option — it
// used to name «attacker» on commands that have no such option.
func klActor(m *commands.Mut, opt, name string) (*rules.Combatant, error) {
	if m.Enc == nil {
		return nil, rules.Errorf("combat.err.no_fight", nil)
	}
	if c, ok, err := commands.NamedCombatant(m, name); ok {
		if ue, isUser := err.(*rules.UserError); isUser && m.Resting && ue.Note.Key == "tracker.err.no_such" {
			return nil, klNoMember(m, name, err)
		}
		return c, err
	}
	if c := commands.OwnCombatant(m); c != nil {
		return c, nil
	}
	if m.GM {
		if c := m.Enc.Current(); c != nil {
			return c, nil
		}
	}
	if m.GM {
		return nil, rules.Errorf("klc.err.no_actor_gm", map[string]any{"Option": opt})
	}
	return nil, rules.Errorf("klc.err.no_actor", map[string]any{"Option": opt})
}

// klNames splits a comma-separated list of names.
func klNames(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// klInstantDeath reads the channel's optional instant-death rule.
func klInstantDeath(m *commands.Mut) bool {
	var on bool
	if raw, ok := m.Ch.Extra[klExtraInstantDeath]; ok {
		_ = json.Unmarshal(raw, &on)
	}
	return on
}

func klComment(req *commands.Request) (string, error) {
	c := strings.TrimSpace(req.Str("comment"))
	if utf8.RuneCountInString(c) > commands.MaxComment {
		return "", rules.Errorf("err.too_long", map[string]any{"Option": "comment", "Max": commands.MaxComment})
	}
	return c, nil
}

// klCheck is /check: 2d6 + characteristic DM + skill (untrained −3) +
// wound penalty + support + modifier against the target. In a fight the
// user's combatant rolls (its wounds apply, a support bonus is spent);
// outside one, the user's sheet.
func (a *Plugin) klCheck(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	comment, err := klComment(req)
	if err != nil {
		return nil, err
	}
	target, err := klInt(req, "target", 0)
	if err != nil {
		return nil, err
	}
	if target == 0 && req.Has("target") {
		// The rules read Target 0 as "not given" (8+): an explicit
		// target:0 rolled against 8+ under the user's nose. Refused with
		// the range instead.
		return nil, rules.Errorf("klondike.error.target", map[string]any{"Max": klondike.MaxTarget})
	}
	mod, err := klInt(req, "modifier", 0)
	if err != nil {
		return nil, err
	}
	var res *klondike.CheckResult
	var who *rules.Combatant
	var line string
	m, err := a.Mutate(ctx, req, commands.MutOpts{Version: -1}, func(m *commands.Mut) error {
		inFight := false
		if m.Enc != nil && (req.Str("name") != "" || klOwns(m)) {
			c, err := klActor(m, "name", req.Str("name"))
			if err != nil {
				return err
			}
			// Unconscious, dying or dead: no check either (the wake
			// roll on original END is the bot's own).
			if err := klondike.CanAct(c); err != nil {
				return err
			}
			who, inFight = c, true
		} else {
			sheet, ok, err := m.Tx.Sheet(req.GuildID, req.UserID, klID)
			if err != nil {
				return err
			}
			if !ok {
				sheet = rules.Sheet{Name: req.UserName}
			}
			name := sheet.Name
			if name == "" {
				name = req.UserName
			}
			who = &rules.Combatant{Name: name, Owner: req.UserID, Sheet: sheet}
		}
		rec := dice.NewRecorder(m.Dice)
		res, err = klondike.Check(who, klondike.CheckOptions{
			Characteristic: req.Str("characteristic"), Skill: req.Str("skill"),
			Target: target, Modifier: mod, Comment: comment, Secret: req.Bool("secret"),
		}, rec)
		if err != nil {
			return err
		}
		if ev := commands.MainOutcome(res.Outcomes); ev != "" {
			// A check is no blow or shot: only lines that name neither.
			line = a.FlavourLine(m, ev, flavour.Args{Actor: who.Name, Attack: flavour.NoAttack}, rec.Faces())
		}
		if !inFight {
			m.Unchanged = true
			return nil
		}
		m.NoUndo = true
		m.Log = append(m.Log, rules.Note{Key: "klc.log.check", Args: map[string]any{"Name": who.Name, "Total": res.Roll.Total, "Target": res.Roll.Target, "Effect": signed(res.Roll.Effect)}})
		return nil
	})
	if err != nil {
		return nil, err
	}
	loc := req.Locale
	r := res.Roll
	verdict := a.T(req, "klc.success", nil)
	outs := append([]string{"hit"}, res.Outcomes...)
	if !r.Success {
		verdict = a.T(req, "klc.failure", nil)
		outs = append([]string{"miss"}, res.Outcomes...)
	}
	title := "🎲 " + a.T(req, "klc.check_title", map[string]any{"Name": who.Name, "What": a.klCheckWhat(loc, r)})
	if comment != "" {
		title = "🎲 " + comment + " — " + who.Name
	}
	e := &discordgo.MessageEmbed{Color: commands.OutcomeColor(outs), Title: commands.Truncate(title, 256), Description: a.klRollLine(loc, r, verdict)}
	e.Fields = append(e.Fields, field(a.T(req, "klc.roll", nil), a.klRollParts(loc, r)))
	klFlavour(e, line)
	if res.Secret {
		return commands.Ephemeral(e), nil
	}
	if m.Enc != nil && !m.Unchanged {
		return a.Changed(req, m, e, nil), nil
	}
	return commands.Message(e), nil
}

// klOwns reports whether the user has a combatant in the fight.
func klOwns(m *commands.Mut) bool { return commands.OwnCombatant(m) != nil }

func (a *Plugin) klCheckWhat(loc string, r klondike.Roll) string {
	s := a.klStatName(loc, r.Characteristic)
	switch {
	case r.Skill == "none":
		s += " + " + a.I18n().T(loc, "klondike.skill.none", nil)
	case r.Skill != "":
		s += " + " + a.I18n().T(loc, "klondike.skill."+r.Skill, nil)
	}
	return s
}

// klFindSheetWeapon finds a weapon on the sheet (exact, then unique prefix).
func klFindSheetWeapon(c *rules.Combatant, name string) (rules.Weapon, bool) {
	n := strings.ToLower(strings.TrimSpace(name))
	var hit *rules.Weapon
	for i := range c.Sheet.Weapons {
		if strings.ToLower(c.Sheet.Weapons[i].Name) == n {
			return c.Sheet.Weapons[i], true
		}
	}
	for i := range c.Sheet.Weapons {
		if strings.HasPrefix(strings.ToLower(c.Sheet.Weapons[i].Name), n) {
			if hit != nil {
				return rules.Weapon{}, false
			}
			hit = &c.Sheet.Weapons[i]
		}
	}
	if hit == nil {
		return rules.Weapon{}, false
	}
	return *hit, true
}

// klWeapon resolves the weapon option: the sheet's, else a stock weapon from
// the catalogue, which is then put on the combatant's sheet for this fight.
func klWeapon(c *rules.Combatant, name string) (klondike.WeaponSpec, bool, error) {
	if name == "" {
		return klondike.WeaponSpec{}, false, nil
	}
	if w, ok := klFindSheetWeapon(c, name); ok {
		ws, err := klondike.ParseWeaponSpec(w.Name, w.Spec)
		return ws, err == nil, err
	}
	if s, ok := klondike.FindStockWeapon(name); ok {
		// The same stock weapon under its other language's name (the
		// sheet's "Revolver" typed «Револьвер») is the sheet's: one gun,
		// one magazine, not a second, full one.
		for _, w := range c.Sheet.Weapons {
			if ss, ok := klondike.FindStockWeapon(w.Name); ok && ss.Key == s.Key {
				ws, err := klondike.ParseWeaponSpec(w.Name, w.Spec)
				return ws, err == nil, err
			}
		}
		// Under the name the user typed: a Russian table reads «граната».
		n := strings.TrimSpace(name)
		ws, err := klondike.ParseWeaponSpec(n, s.Spec)
		if err != nil {
			return ws, false, err
		}
		c.Sheet.Weapons = append(c.Sheet.Weapons, rules.Weapon{Name: n, Spec: ws.String()})
		return ws, true, nil
	}
	return klondike.WeaponSpec{}, false, rules.Errorf("klondike.error.unknown_weapon", map[string]any{"Name": name, "NameOpt": rules.OptionValue(strings.TrimSpace(name))})
}

// klAttackOpts builds the rules' options from /attack.
func klAttackOpts(req *commands.Request, m *commands.Mut, weapon string) (klondike.AttackOptions, error) {
	o := klondike.AttackOptions{
		Weapon: weapon, Damage: strings.TrimSpace(req.Str("damage")),
		Cover: req.Str("cover"), Prone: req.Bool("prone"), Light: req.Str("light"),
		Mode:         req.Str("mode"),
		InstantDeath: klInstantDeath(m),
	}
	var err error
	if o.Range, err = klInt(req, "range", 0); err != nil {
		return o, err
	}
	if o.Aim, err = klInt(req, "aim", 0); err != nil {
		return o, err
	}
	if o.Modifier, err = klInt(req, "modifier", 0); err != nil {
		return o, err
	}
	// Klondike's extras ride on shared option names (Discord allows 25 per
	// command across the three systems): maneuver carries tags, targets the
	// other fighter of a careless shot.
	o.Charge = req.Bool("charge")
	careless := false
	for _, mv := range klNames(strings.ReplaceAll(req.Str("maneuver"), " ", ",")) {
		switch strings.ToLower(mv) {
		case "charge", "рывок":
			o.Charge = true
		case "meet_charge", "meet", "встречная":
			o.MeetCharge = true
		case "overwatch", "дозор":
			o.Overwatch = true
		case "cleave", "добивание":
			o.Cleave = true
		case "improvised", "подручное":
			o.Improvised = true
		case "careful", "аккуратно":
			o.Engaged = klondike.EngagedCareful
		case "careless", "не_заботясь":
			o.Engaged, careless = klondike.EngagedCareless, true
		case "grapple", "борьба", "free", "free_moving", "вход", "вход_укрытие",
			"stationary", "неподвижна", "fast", "быстро", "moving", "в_движении", "slow", "медленная":
			// The vehicle tags (the seed's table for moving vehicles) are
			// read by klAttackVehicle.
			// Handled by klAttack (klTag): a grapple, a free attack on a
			// suppressed area.
		case "str", "сил":
			o.To = klondike.ToSTR
		case "dex", "лов":
			o.To = klondike.ToDEX
		default:
			return o, rules.Errorf("klc.err.maneuver", map[string]any{"Name": mv})
		}
	}
	if careless {
		if b := klNames(req.Str("targets")); len(b) > 0 {
			c, err := m.Enc.Find(b[0])
			if err != nil {
				return o, err
			}
			o.Bystander = c
		}
	}
	return o, nil
}

// klAttackRU are /attack's Russian option names. Options that do not fit
// Discord's 25 move into the extra text option, where the console and the
// users type them by name: a Russian name then arrives untranslated.
var klAttackRU = map[string]string{
	"атакующий": "attacker", "цель": "target", "оружие": "weapon", "урон": "damage",
	"дистанция": "range", "укрытие": "cover", "лежит": "prone", "свет": "light",
	"прицел": "aim", "режим": "mode", "модификатор": "modifier", "приём": "maneuver",
	"цели": "targets", "локация": "location",
}

// klAliasOptions files options given by their Russian names under the
// English ones the handlers read (an English name given too wins).
func klAliasOptions(req *commands.Request, names map[string]string) {
	for ru, en := range names {
		if o, ok := req.Options[ru]; ok {
			if _, has := req.Options[en]; !has {
				req.Options[en] = o
			}
		}
	}
}

// klAttack is /attack: one target, full auto or suppressive fire on several,
// a blast on everyone named, or a vehicle.
func (a *Plugin) klAttack(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	klAliasOptions(req, klAttackRU)
	if klTag(req, "grapple", "борьба") {
		return a.klGrapple(ctx, req)
	}
	free, moving := klTag(req, "free", "free_moving", "вход", "вход_укрытие"), klTag(req, "free_moving", "вход_укрытие")
	var e *discordgo.MessageEmbed
	var pendingFor *rules.Combatant
	// A blast or a volley can leave several players with damage past END
	// to place («на выбор игрока»): each gets the STR/DEX buttons.
	var pendingMore []int
	var reloadWho string
	m, err := a.Mutate(ctx, req, commands.MutOpts{NeedEncounter: true, Version: -1}, func(m *commands.Mut) error {
		att, err := klActor(m, "attacker", req.Str("attacker"))
		if err != nil {
			return err
		}
		if d, err := klActor(m, "attacker", ""); err != nil || d.ID != att.ID {
			// A /reload without name: would reload someone else.
			reloadWho = att.Name
		}
		attID := att.ID
		wname := req.Str("weapon")
		if strings.TrimSpace(wname) == "" && strings.TrimSpace(req.Str("damage")) == "" && !free {
			// No weapon said: the sheet's only one (suppressive fire's
			// free attack uses the area's weapon instead).
			if wname, err = klOnlyWeapon(att); err != nil {
				return err
			}
		}
		ws, named, err := klWeapon(att, wname)
		if err != nil {
			return err
		}
		weapon := ""
		if named {
			weapon = ws.Name
		}
		opts, err := klAttackOpts(req, m, weapon)
		if err != nil {
			return err
		}
		if opts.Improvised {
			// A rifle butt or a pistol grip is a melee blow, not a shot.
			ws = klondike.ImprovisedBlow(ws, opts.Damage != "")
		}
		rec := dice.NewRecorder(m.Dice)
		names := klNames(req.Str("target"))
		melee := opts.Charge || (named && ws.Kind == klondike.KindMelee) || (!named && opts.Range == 0)
		// A target that names a vehicle (and no combatant) is a vehicle attack.
		if len(names) == 1 {
			if _, ferr := m.Enc.Find(names[0]); ferr != nil {
				var vs []*klondike.Vehicle
				if err := klLoad(&m.Ch, klExtraVehicles, &vs); err != nil {
					return err
				}
				if _, verr := klFindVehicle(vs, names[0]); verr == nil {
					if err := a.klChargeAttack(m, att, &opts, free, melee, nil, names[0]); err != nil {
						return err
					}
					e, err = a.klAttackVehicle(m, att, names[0], opts, rec)
					return err
				}
			}
		}
		// targets: more targets, except when the target is in melee, where
		// it names the other fighter (careless: the stray shot's target;
		// careful: only said for the record).
		if opts.Engaged == "" {
			names = append(names, klNames(req.Str("targets"))...)
		}
		if len(names) == 0 {
			return rules.Errorf("err.missing_option", map[string]any{"Option": "target"})
		}
		var targets []*rules.Combatant
		var dives []string
		blast := named && ws.Blast > 0
		for _, n := range names {
			dive := ""
			if blast {
				if k := strings.LastIndex(n, ":"); k > 0 {
					n, dive = strings.TrimSpace(n[:k]), strings.TrimSpace(n[k+1:])
				}
			}
			c, err := m.Enc.Find(n)
			if err != nil {
				return err
			}
			targets = append(targets, c)
			dives = append(dives, dive)
		}
		// Shooting at the crew the attacker's crew is up against in a duel
		// or chase: the round's Advantage standing, as for the vehicle.
		opts.Duel = klCrewStanding(m, att, targets)
		// The books first: an attack they refuse never comes.
		if err := a.klChargeAttack(m, att, &opts, free, melee, targets[0], targets[0].Name); err != nil {
			return err
		}
		// A readied Overwatch on a target answers the attack first.
		var answered bool
		if !free && !opts.Overwatch && !opts.MeetCharge {
			if klAnyOverwatch(att, targets) {
				// An attack the rules refuse never comes: nothing answers it.
				if err := klAttackRefusal(att, targets, opts, blast, dives); err != nil {
					return err
				}
			}
			lines, stop, err := a.klOverwatchReact(m, att, targets, melee, opts.Range)
			if err != nil {
				return err
			}
			if stop != "" {
				e = a.klStoppedEmbed(m, att, targets, weapon, lines, stop)
				if st, err := klondike.LoadState(att); err == nil && st.Pending > 0 && att.Owner != "" {
					pendingFor = att
				}
				m.Log = append(m.Log, rules.Note{Key: "klc.log.attack", Args: map[string]any{"Name": att.Name, "Summary": commands.Truncate(stripMarkdown(e.Description), 200)}})
				return nil
			}
			answered = len(lines) > 0
			defer func() {
				if e != nil && len(lines) > 0 {
					f := field(a.T(req, "klc.ow_title", nil), commands.Truncate(strings.Join(lines, "\n"), 1024))
					e.Fields = append([]*discordgo.MessageEmbedField{f}, e.Fields...)
				}
			}()
		}
		mode := klMode(opts.Mode)
		switch {
		case free:
			// Suppressive fire's free attack on someone entering or acting
			// in the area until the shooter's next turn: −2, cover ignored
			// when the target moves into or out of it.
			if len(targets) != 1 {
				return rules.Errorf("klc.err.one_target", nil)
			}
			res, err := klondike.SuppressFree(att, targets[0], opts, moving, rec)
			if err != nil {
				return err
			}
			klRecordShot(m, attID, res)
			e = a.klShotEmbed(m, att, targets[0], res, rec.Faces())
			if res.Damage != nil && res.Damage.Pending > 0 {
				pendingFor = m.Enc.ByID(targets[0].ID)
			}
		case blast:
			res, err := klondike.Blast(att, klondike.BlastOptions{Attack: opts, Caught: targets, Dives: dives}, rec)
			if err != nil {
				return err
			}
			for _, h := range res.Hits {
				// «могут потратить свое следующее действие, чтобы
				// немедленно нырнуть в укрытие»
				if c := m.Enc.ByID(h.Target); c != nil && h.Dive != "" {
					if err := klBookDive(m, c); err != nil {
						return err
					}
				}
			}
			e = a.klBlastEmbed(m, att, ws.Name, ws.Kind, targets, res, rec.Faces())
			for _, h := range res.Hits {
				if h.Damage != nil {
					m.Enc.RecordDamage(attID, h.Target, h.Damage.After, klFell(h.Damage))
					if h.Damage.Pending > 0 {
						pendingMore = klAddPending(pendingMore, h.Target)
					}
				}
			}
		case mode == klondike.ModeAuto || mode == klondike.ModeSuppress:
			var v *klondike.VolleyResult
			if mode == klondike.ModeAuto {
				v, err = klondike.FullAuto(att, targets, opts, rec)
			} else {
				v, err = klondike.Suppress(att, targets, opts, rec)
			}
			if err != nil {
				return err
			}
			e = a.klVolleyEmbed(m, att, ws.Name, v, rec.Faces())
			for _, s := range v.Shots {
				klRecordShot(m, attID, s)
				if s.Damage != nil && s.Damage.Pending > 0 {
					pendingMore = klAddPending(pendingMore, s.Target)
				}
			}
		default:
			if len(targets) > 1 {
				return rules.Errorf("klc.err.one_target", nil)
			}
			res, err := klondike.Attack(att, targets[0], opts, rec)
			if err != nil {
				return err
			}
			if opts.Charge && answered {
				// The target's readied Overwatch met the charge as it came.
				if err := klondike.MetCharge(m.Enc.ByID(targets[0].ID), m.Enc.ByID(attID)); err != nil {
					return err
				}
			}
			klRecordShot(m, attID, res)
			e = a.klShotEmbed(m, att, targets[0], res, rec.Faces())
			if res.Damage != nil && res.Damage.Pending > 0 {
				pendingFor = m.Enc.ByID(targets[0].ID)
			}
			if res.Kind == klondike.KindMelee && klondike.RangedModsGiven(opts) {
				klMeleeIgnoresNote(a, req, e, named)
			}
		}
		if opts.Overwatch || opts.MeetCharge {
			// Either may spend a readied Overwatch: its buttons go with it.
			if as, err := klondike.LoadState(m.Enc.ByID(attID)); err == nil && !as.Overwatch {
				if err := klDropOverwatch(m, attID); err != nil {
					return err
				}
			}
		}
		m.Log = append(m.Log, rules.Note{Key: "klc.log.attack", Args: map[string]any{"Name": att.Name, "Summary": commands.Truncate(stripMarkdown(e.Description), 200)}})
		return nil
	})
	if err != nil {
		klReloadHintName(err, reloadWho)
		return nil, err
	}
	resp := a.Changed(req, m, e, nil)
	if pendingFor != nil {
		resp.Data.Components = a.klDamageButtons(req.Locale, pendingFor)
		a.klMentionChooser(req, resp, pendingFor)
	}
	for _, id := range pendingMore {
		// Rows are Discord's limit of five: the rest choose on the tracker.
		if c := m.Enc.ByID(id); c != nil && c.Owner != "" && len(resp.Data.Components) < 5 {
			resp.Data.Components = append(resp.Data.Components, a.klDamageButtons(req.Locale, c)...)
			a.klMentionChooser(req, resp, c)
		}
	}
	return resp, nil
}

// klReloadHintName names the shooter in the out-of-ammo refusal's
// "/reload weapon:…" hint when the GM fires for someone whose turn it is
// not: without name: that command reloads whoever's turn it is, the wrong
// gun. name is "" when the plain hint already reloads the shooter.
func klReloadHintName(err error, name string) {
	var ue *rules.UserError
	if name == "" || !errors.As(err, &ue) || ue.Note.Key != "klondike.error.no_ammo" {
		return
	}
	args := maps.Clone(ue.Note.Args)
	if args == nil {
		args = map[string]any{}
	}
	args["Name"], args["NameOpt"] = name, rules.OptionValue(name)
	ue.Note.Args = args
}

// klAddPending adds id to ids once, keeping the order of the hits.
func klAddPending(ids []int, id int) []int {
	for _, x := range ids {
		if x == id {
			return ids
		}
	}
	return append(ids, id)
}

// klOnlyWeapon is the weapon /attack uses when none is named: the sheet's
// only one; with several, a refusal that lists them; with none, "" (the
// rules then ask for a weapon or damage dice).
func klOnlyWeapon(c *rules.Combatant) (string, error) {
	switch len(c.Sheet.Weapons) {
	case 0:
		return "", nil
	case 1:
		return c.Sheet.Weapons[0].Name, nil
	}
	names := make([]string, 0, len(c.Sheet.Weapons))
	for _, w := range c.Sheet.Weapons {
		names = append(names, w.Name)
	}
	return "", rules.Errorf("klc.err.which_weapon", map[string]any{"Name": c.Name, "List": commands.Truncate(strings.Join(names, ", "), 900)})
}

// klStoppedEmbed is an attack that never came: the targets' Overwatch
// fired first and left the attacker unable to attack (stop is the reason's
// key: out, in shock, damage to place first).
func (a *Plugin) klStoppedEmbed(m *commands.Mut, att *rules.Combatant, targets []*rules.Combatant, weapon string, lines []string, stop string) *discordgo.MessageEmbed {
	loc := m.Req.Locale
	att = m.Enc.ByID(att.ID)
	names := make([]string, 0, len(targets))
	for _, t := range targets {
		names = append(names, t.Name)
	}
	st, _ := klondike.LoadState(att)
	amount := 0
	if st != nil {
		amount = st.Pending
	}
	reason := a.I18n().T(loc, stop, map[string]any{"Name": att.Name, "Amount": amount})
	e := &discordgo.MessageEmbed{
		Color:       commands.ColorNeutral,
		Title:       commands.Truncate("⚔️ "+att.Name+" → "+strings.Join(names, ", ")+" ("+a.klWeaponLabel(m, weapon)+")", 256),
		Description: a.I18n().T(loc, "klc.ow_stopped", map[string]any{"Name": att.Name, "Reason": reason}),
	}
	e.Fields = append(e.Fields, field(a.I18n().T(loc, "klc.ow_title", nil), commands.Truncate(strings.Join(lines, "\n"), 1024)))
	e.Fields = append(e.Fields, a.klHealthField(loc, m.Sys, att))
	return e
}

// klTag reports whether the maneuver option carries one of the tags.
func klTag(req *commands.Request, tags ...string) bool {
	for _, mv := range klNames(strings.ReplaceAll(req.Str("maneuver"), " ", ",")) {
		for _, t := range tags {
			if strings.EqualFold(mv, t) {
				return true
			}
		}
	}
	return false
}

// klMode reads the fire mode as the rules do (they validate it again): an
// unknown one is left as typed, for the rules' refusal to name.
func klMode(s string) string {
	if m, err := klondike.ParseMode(s); err == nil {
		return m
	}
	return s
}

func stripMarkdown(s string) string {
	s = strings.ReplaceAll(s, "**", "")
	if i := strings.Index(s, "\n"); i >= 0 {
		s = s[:i]
	}
	return s
}

func klRecordShot(m *commands.Mut, attID int, s *klondike.AttackResult) {
	if s == nil {
		return
	}
	if s.Damage != nil {
		m.Enc.RecordDamage(attID, s.Target, s.Damage.After, klFell(s.Damage))
	}
	if s.Stray != nil {
		klRecordShot(m, attID, s.Stray)
	}
}

// attackKind is the flavour's attack tag for a weapon kind. A thrown
// weapon (a grenade, a knife) is neither a blow nor a shot: only the lines
// that name neither fit it.
func attackKind(kind string) string {
	switch kind {
	case klondike.KindMelee:
		return flavour.Melee
	case klondike.KindThrown:
		return flavour.NoAttack
	}
	return flavour.Ranged
}

// klShotVerdict is "hit"/"miss" in the locale.
func (a *Plugin) klShotVerdict(loc string, s *klondike.AttackResult) string {
	if s.Hit {
		return a.I18n().T(loc, "klc.hit", nil)
	}
	return a.I18n().T(loc, "klc.miss", nil)
}

// klDamageRoll writes the damage dice and bonuses: "3d6 (4, 5, 6) + Effect 3 = 18".
func (a *Plugin) klDamageRoll(loc string, s *klondike.AttackResult) string {
	var ds []string
	for _, d := range s.DamageDice {
		ds = append(ds, strconv.Itoa(d))
	}
	out := fmt.Sprintf("🎲 %s", strings.Join(ds, "+"))
	if s.DamageFlat != 0 {
		out += " " + signed(s.DamageFlat)
	}
	if s.EffectBonus != 0 {
		out += " " + signed(s.EffectBonus) + " " + a.I18n().T(loc, "klondike.term.effect", nil)
	}
	if s.StrDM != 0 {
		out += " " + signed(s.StrDM) + " " + a.I18n().T(loc, "klc.str_dm", nil)
	}
	if s.AutoBonus != 0 {
		out += " " + signed(s.AutoBonus) + " " + a.I18n().T(loc, "klc.auto", nil)
	}
	return out + " = **" + klNum(s.DamageTotal) + "**"
}

// klWeaponLabel is what an attack title puts in brackets: the weapon's
// name, else the damage dice the request gave («⚔️ Ann → Orc (2d6)»),
// else the word "weapon" (an attack from a button names no dice).
func (a *Plugin) klWeaponLabel(m *commands.Mut, name string) string {
	if name != "" {
		return name
	}
	if d := strings.TrimSpace(m.Req.Str("damage")); d != "" {
		return d
	}
	return a.I18n().T(m.Req.Locale, "klc.weapon_adhoc", nil)
}

// klScatterLine says where a thrown miss lands: "2d6+Эффект метров от
// цели в случайном направлении". At 0 m (the Effect ate the 2d6) it lands
// on the target, and a direction would only mislead.
func (a *Plugin) klScatterLine(loc string, metres, dir int) string {
	if metres <= 0 {
		return a.I18n().T(loc, "klc.scatter_on_target", nil)
	}
	return a.I18n().T(loc, "klc.scatter_line", map[string]any{"M": metres, "Dir": a.I18n().T(loc, "klondike.direction.d"+strconv.Itoa(dir), nil)})
}

// klShotEmbed renders one attack on one target.
func (a *Plugin) klShotEmbed(m *commands.Mut, att, tgt *rules.Combatant, s *klondike.AttackResult, faces []int) *discordgo.MessageEmbed {
	loc := m.Req.Locale
	att, tgt = m.Enc.ByID(att.ID), m.Enc.ByID(tgt.ID)
	wname := a.klWeaponLabel(m, s.Weapon)
	outs := append([]string(nil), s.Outcomes...)
	// The flavour line names whoever its outcome happened to: a careless
	// shot's miss that hits the other fighter is about that fighter.
	flavourTarget := tgt.Name
	e := &discordgo.MessageEmbed{
		Title:       commands.Truncate("⚔️ "+att.Name+" → "+tgt.Name+" ("+wname+")", 256),
		Description: a.klRollLine(loc, s.Roll, a.klShotVerdict(loc, s)),
	}
	e.Fields = append(e.Fields, field(a.I18n().T(loc, "klc.attack_roll", nil), a.klRollParts(loc, s.Roll)))
	if s.Hit {
		e.Fields = append(e.Fields, field(a.I18n().T(loc, "klc.damage", nil), a.klDamageRoll(loc, s)+"\n"+a.klDamageText(loc, s.Damage)))
		e.Fields = append(e.Fields, a.klHealthField(loc, m.Sys, tgt))
	}
	if s.Scatter > 0 || s.Direction > 0 {
		e.Fields = append(e.Fields, field(a.I18n().T(loc, "klc.scatter", nil), a.klScatterLine(loc, s.Scatter, s.Direction)))
	}
	if s.Stray != nil {
		if by := m.Enc.ByID(s.Stray.Target); by != nil {
			txt := a.klRollLine(loc, s.Stray.Roll, a.klShotVerdict(loc, s.Stray))
			if s.Stray.Hit {
				txt += "\n" + a.klDamageRoll(loc, s.Stray) + "\n" + a.klDamageText(loc, s.Stray.Damage)
			}
			e.Fields = append(e.Fields, field(a.I18n().T(loc, "klc.stray", map[string]any{"Name": by.Name}), txt))
			e.Fields = append(e.Fields, a.klHealthField(loc, m.Sys, by))
			if commands.OutcomeRank(commands.MainOutcome(s.Stray.Outcomes)) > commands.OutcomeRank(commands.MainOutcome(s.Outcomes)) {
				flavourTarget = by.Name
			}
			outs = append(outs, s.Stray.Outcomes...)
		}
	}
	if s.CanCleave {
		e.Fields = append(e.Fields, field("🪓", a.I18n().T(loc, "klc.cleave", nil)))
	}
	left := klLeft(m, att)
	e.Footer = &discordgo.MessageEmbedFooter{Text: a.klFooter(loc, left, s.AmmoLeft, s.Rounds)}
	if s.Kind == klondike.KindThrown && s.AmmoLeft >= 0 {
		// A thrown weapon is counted, not loaded: "Knife: 2 left".
		e.Footer.Text = a.klFooter(loc, left, -1, 0) + " · " + a.I18n().T(loc, "klc.left", map[string]any{"Weapon": s.Weapon, "Left": s.AmmoLeft})
	}
	if s.RangeIgnored {
		e.Fields = append(e.Fields, field("⚠️", a.I18n().T(loc, "klc.duel_no_range", nil)))
	}
	e.Color = commands.OutcomeColor(outs)
	klFlavour(e, a.FlavourLine(m, commands.MainOutcome(outs), flavour.Args{Actor: att.Name, Target: flavourTarget, Weapon: s.Weapon, Attack: attackKind(s.Kind)}, faces))
	return e
}

func (a *Plugin) klFooter(loc string, actions, ammo, rounds int) string {
	s := a.I18n().T(loc, "klc.actions_left", map[string]any{"Count": actions})
	if ammo >= 0 {
		s += " · " + a.I18n().T(loc, "klc.ammo", map[string]any{"Spent": rounds, "Left": ammo})
	}
	return s
}

// klVolleyEmbed renders full auto or suppressive fire: a line per shot.
func (a *Plugin) klVolleyEmbed(m *commands.Mut, att *rules.Combatant, weapon string, v *klondike.VolleyResult, faces []int) *discordgo.MessageEmbed {
	loc := m.Req.Locale
	att = m.Enc.ByID(att.ID)
	var outs []string
	e := &discordgo.MessageEmbed{Title: commands.Truncate("⚔️ "+att.Name+" ("+a.klWeaponLabel(m, weapon)+") — "+a.I18n().T(loc, "klc.mode."+v.Mode, nil), 256)}
	hits := 0
	seen := map[int]bool{}
	var lastTarget string
	var owned []klOwned
	for k, s := range v.Shots {
		tgt := m.Enc.ByID(s.Target)
		if tgt == nil {
			continue
		}
		lastTarget = tgt.Name
		txt := a.klRollLine(loc, s.Roll, a.klShotVerdict(loc, s)) + "\n" + a.klRollParts(loc, s.Roll)
		if s.Hit {
			hits++
			txt += "\n" + a.klDamageRoll(loc, s) + "\n" + a.klDamageText(loc, s.Damage)
		}
		e.Fields = append(e.Fields, field(fmt.Sprintf("%d. → %s", k+1, tgt.Name), txt))
		outs = append(outs, s.Outcomes...)
		owned = append(owned, klOwned{tgt.Name, s.Outcomes})
		seen[tgt.ID] = true
	}
	e.Description = a.I18n().T(loc, "klc.volley", map[string]any{"Hits": hits, "Shots": len(v.Shots), "Rounds": v.Rounds})
	if v.AimDropped > 0 {
		// Said, as a blow's dropped ranged modifiers are: the GM sees
		// the aim left out on purpose, not missed.
		e.Description += "\n⚠️ " + a.I18n().T(loc, "klc.auto_no_aim", map[string]any{"Aim": v.AimDropped})
	}
	for id := range seen {
		if c := m.Enc.ByID(id); c != nil && len(e.Fields) < 24 {
			e.Fields = append(e.Fields, a.klHealthField(loc, m.Sys, c))
		}
	}
	e.Footer = &discordgo.MessageEmbedFooter{Text: a.klFooter(loc, klLeft(m, att), v.AmmoLeft, v.Rounds)}
	e.Color = commands.OutcomeColor(outs)
	main := commands.MainOutcome(outs)
	klFlavour(e, a.FlavourLine(m, main, flavour.Args{Actor: att.Name, Target: klOutcomeOwner(main, owned, lastTarget), Weapon: weapon, Attack: flavour.Ranged}, faces))
	return e
}

// klBlastEmbed renders a blast: the attack roll, the damage rolled once, and
// each caught combatant.
func (a *Plugin) klBlastEmbed(m *commands.Mut, att *rules.Combatant, weapon, kind string, caught []*rules.Combatant, r *klondike.BlastResult, faces []int) *discordgo.MessageEmbed {
	loc := m.Req.Locale
	att = m.Enc.ByID(att.ID)
	verdict := a.I18n().T(loc, "klc.miss", nil)
	if r.Hit {
		verdict = a.I18n().T(loc, "klc.hit", nil)
	}
	outs := append([]string(nil), r.Outcomes...)
	e := &discordgo.MessageEmbed{Title: commands.Truncate("💥 "+att.Name+" ("+weapon+")", 256), Description: a.klRollLine(loc, r.Roll, verdict)}
	e.Fields = append(e.Fields, field(a.I18n().T(loc, "klc.attack_roll", nil), a.klRollParts(loc, r.Roll)))
	if r.Scatter > 0 || r.Direction > 0 {
		// Where it lands decides who is caught: within the radius of the
		// aim point the named still are; beyond it none of them, and the
		// GM deals the damage to whoever stands there.
		where := a.klScatterLine(loc, r.Scatter, r.Direction)
		if r.Clear {
			where += "\n" + a.I18n().T(loc, "klc.blast_clear", map[string]any{"R": r.Radius, "D": r.Damage})
		} else if r.Radius > 0 {
			where += "\n" + a.I18n().T(loc, "klc.blast_within", map[string]any{"R": r.Radius})
		}
		e.Fields = append(e.Fields, field(a.I18n().T(loc, "klc.scatter", nil), where))
	}
	// The damage: dice + Effect (on a hit) + STR DM (thrown), rolled once.
	var ds []string
	sum := 0
	for _, d := range r.DamageDice {
		ds = append(ds, strconv.Itoa(d))
		sum += d
	}
	dmg := "🎲 " + strings.Join(ds, "+")
	eff := 0
	if r.Hit {
		eff = r.Roll.Effect
	}
	if eff != 0 {
		dmg += " " + signed(eff) + " " + a.I18n().T(loc, "klondike.term.effect", nil)
	}
	if rest := r.Damage - sum - eff; rest != 0 && r.Damage > 0 {
		dmg += " " + signed(rest) + " " + a.I18n().T(loc, "klc.str_dm", nil)
	}
	e.Fields = append(e.Fields, field(a.I18n().T(loc, "klc.damage", nil), dmg+" = **"+klNum(r.Damage)+"**"))
	var last string
	var owned []klOwned
	for _, h := range r.Hits {
		c := m.Enc.ByID(h.Target)
		if c == nil || len(e.Fields) > 22 {
			continue
		}
		last = c.Name
		txt := ""
		if h.Dive != "" {
			txt = a.I18n().T(loc, "klc.dive."+h.Dive, map[string]any{"Die": h.CoverDie}) + "\n"
		}
		if h.Damage != nil {
			txt += a.klDamageText(loc, h.Damage) + "\n"
			outs = append(outs, h.Damage.Outcomes...)
			owned = append(owned, klOwned{c.Name, h.Damage.Outcomes})
		}
		txt += a.HealthLine(loc, m.Sys.Health(c))
		e.Fields = append(e.Fields, field("→ "+c.Name, txt))
	}
	if r.RangeIgnored {
		// As a single shot says it (klShotEmbed): a grenade thrown in a
		// chase takes no range steps and no STR×4 limit either.
		e.Fields = append(e.Fields, field("⚠️", a.I18n().T(loc, "klc.duel_no_range", nil)))
	}
	if r.AmmoLeft >= 0 {
		// What is left of the grenades (or the launcher's magazine).
		e.Footer = &discordgo.MessageEmbedFooter{Text: a.I18n().T(loc, "klc.left", map[string]any{"Weapon": weapon, "Left": r.AmmoLeft})}
	}
	e.Color = commands.OutcomeColor(outs)
	main := commands.MainOutcome(outs)
	klFlavour(e, a.FlavourLine(m, main, flavour.Args{Actor: att.Name, Target: klOutcomeOwner(main, owned, last), Weapon: weapon, Attack: attackKind(kind)}, faces))
	return e
}

// klOwned is one target's outcomes in a blast or a volley.
type klOwned struct {
	name string
	outs []string
}

// klOutcomeOwner names the target the flavour line's outcome happened to:
// a grenade that shocks Al and only grazes Bob must not say Bob is in
// shock. fallback (the last target) when no target owns it (a miss).
func klOutcomeOwner(main string, owned []klOwned, fallback string) string {
	for _, o := range owned {
		if slices.Contains(o.outs, main) {
			return o.name
		}
	}
	return fallback
}

// klDamage is /damage (GM): damage before armor, through armor (less AP)
// into END, then STR/DEX.
func (a *Plugin) klDamage(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	amount, err := klInt(req, "amount", -1)
	if err != nil {
		return nil, err
	}
	// settle: no amount but a place, for damage past END that waits for
	// the player's STR/DEX choice between fights (there are no buttons
	// on a fight's end; the recap asks the GM to settle it with the player).
	settle := !req.Has("amount") && req.Str("to") != ""
	if amount < 0 && !req.Has("amount") && !settle {
		return nil, rules.Errorf("err.missing_option", map[string]any{"Option": "amount"})
	}
	// The merged /damage names "ap" «бронебойное» in Russian; klondike's
	// own «пт» arrives as typed text: both reach the rules' refusal.
	klAliasOptions(req, map[string]string{"пт": "ap"})
	ap, err := klInt(req, "ap", 0)
	if err != nil {
		return nil, err
	}
	var e *discordgo.MessageEmbed
	var pendingFor *rules.Combatant
	m, err := a.Mutate(ctx, req, commands.MutOpts{NeedEncounter: true, Version: -1, Party: true}, func(m *commands.Mut) error {
		if !m.GM {
			return commands.ErrGMOnly
		}
		// Between fights the GM wounds a party member (a fall, a beating
		// off-screen): it carries into the next fight like a fight's.
		if err := klBetweenFights(m, rules.Errorf("combat.err.no_fight", nil)); err != nil {
			return err
		}
		tgt, err := klFindNamed(m, req, "target")
		if err != nil {
			return err
		}
		if settle {
			if !m.Resting {
				// In a fight the damage embed's buttons and the round's
				// end place it.
				return rules.Errorf("err.missing_option", map[string]any{"Option": "amount"})
			}
			e, _, err = a.klChoose(m, tgt, req.Str("to"))
			return err
		}
		attID := 0
		if n := req.Str("attacker"); n != "" {
			at, err := klFind(m, n)
			if err != nil {
				return err
			}
			attID = at.ID
		}
		rec := dice.NewRecorder(m.Dice)
		rep, err := klondike.Damage(tgt, klondike.DamageOptions{Amount: amount, To: req.Str("to"), AP: ap, IgnoreArmor: req.Bool("ignore_armor"), InstantDeath: klInstantDeath(m)}, rec)
		if err != nil {
			return err
		}
		if rep.Pending > 0 && m.Resting {
			// «на выбор игрока, по Силе или Ловкости»: with no round to
			// end, nothing would place it; the GM asks the player first.
			return rules.Errorf("klc.err.rest_pending", map[string]any{"Name": tgt.Name, "N": rep.Pending})
		}
		if m.Resting {
			// «в шоке 1 раунд»: with no fight, the round is over at once;
			// the party keeps Wounded, not a shock for the next fight.
			if err := klondike.BetweenFights(tgt); err != nil {
				return err
			}
		}
		m.Enc.RecordDamage(attID, tgt.ID, rep.After, klFell(rep))
		loc := req.Locale
		e = &discordgo.MessageEmbed{
			Color:       commands.OutcomeColor(rep.Outcomes),
			Title:       commands.Truncate("🩸 "+a.T(req, "klc.damage_title", map[string]any{"Name": tgt.Name}), 256),
			Description: a.T(req, "klc.damage_line", map[string]any{"Before": rep.Before, "Armor": rep.Armor, "After": rep.After, "Level": a.klLevel(loc, m.Sys, tgt)}),
		}
		e.Fields = append(e.Fields, field(a.T(req, "klc.damage", nil), a.klDamageText(loc, rep)), a.klHealthField(loc, m.Sys, tgt))
		// The GM's damage is no blow or shot: no weapon lines («Lead finds
		// its mark») for it.
		klFlavour(e, a.FlavourLine(m, commands.MainOutcome(rep.Outcomes), flavour.Args{Target: tgt.Name, Attack: flavour.NoAttack}, rec.Faces()))
		if rep.Pending > 0 {
			pendingFor = tgt
		}
		m.Log = append(m.Log, rules.Note{Key: "klc.log.damage", Args: map[string]any{"Name": tgt.Name, "Amount": rep.After}})
		return nil
	})
	if err != nil {
		return nil, err
	}
	resp := a.Changed(req, m, e, nil)
	if pendingFor != nil {
		resp.Data.Components = a.klDamageButtons(req.Locale, pendingFor)
		a.klMentionChooser(req, resp, pendingFor)
	}
	return resp, nil
}

// klMentionChooser addresses a public damage reply to the player whose
// character must now choose STR or DEX («на выбор игрока»): the embed and
// its buttons name only the character, and a player who is not watching
// the channel was never told the choice waits on them (the round's end
// decides it otherwise). An NPC's damage has no chooser; one line a player.
func (a *Plugin) klMentionChooser(req *commands.Request, resp *commands.Response, c *rules.Combatant) {
	if c == nil || c.Owner == "" || resp.Data == nil {
		return
	}
	if resp.Data.Content != "" {
		resp.Data.Content += "\n"
	}
	resp.Data.Content += a.T(req, "klc.after.choose", map[string]any{"Mention": "<@" + c.Owner + ">", "Name": c.Name})
}

// klChoose puts c's pending damage into STR or DEX and clears its prompts.
func (a *Plugin) klChoose(m *commands.Mut, c *rules.Combatant, to string) (*discordgo.MessageEmbed, []rules.Event, error) {
	if !commands.CanAct(m, c) {
		return nil, nil, rules.Errorf("combat.err.not_yours", map[string]any{"Name": c.Name})
	}
	rec := dice.NewRecorder(m.Dice)
	rep, err := klondike.ChooseDamage(c, klondike.ChooseOptions{To: to, InstantDeath: klInstantDeath(m)}, rec)
	if err != nil {
		return nil, nil, err
	}
	if klFell(rep) {
		m.Enc.RecordDamage(0, c.ID, 0, true)
	}
	loc := m.Req.Locale
	e := &discordgo.MessageEmbed{
		Color: commands.OutcomeColor(append([]string{"hit"}, rep.Outcomes...)),
		Title: commands.Truncate("🩸 "+a.I18n().T(loc, "klc.chosen", map[string]any{"Name": c.Name, "Stat": a.klStatName(loc, to)}), 256),
	}
	e.Fields = append(e.Fields, field(a.I18n().T(loc, "klc.damage", nil), a.klDamageText(loc, rep)), a.klHealthField(loc, m.Sys, c))
	klFlavour(e, a.FlavourLine(m, commands.MainOutcome(rep.Outcomes), flavour.Args{Target: c.Name, Attack: flavour.NoAttack}, rec.Faces()))
	// The stat's name in the user's language (СИЛ/ЛОВ, STR/DEX).
	stat := a.klStatName(loc, to)
	m.Log = append(m.Log, rules.Note{Key: "klc.log.chosen", Args: map[string]any{"Name": c.Name, "Stat": stat}})
	ev := []rules.Event{{Combatant: c.ID, Note: rules.Note{Key: "klc.event.chosen", Args: map[string]any{"Stat": stat, "Str": rep.Str, "Dex": rep.Dex}}}}
	return e, ev, nil
}

// klChooseButton handles kl:to:<id>:<str|dex> on a damage embed. No version
// check: the choice applies only while damage is pending, so a second click
// is refused by the rules.
func (a *Plugin) klChooseButton(ctx context.Context, req *commands.Request) (*commands.Response, error) {
	parts := strings.Split(req.CustomID, ":")
	if len(parts) != 4 {
		return nil, rules.Errorf("err.unknown_command", map[string]any{"Name": req.CustomID})
	}
	id, err := strconv.Atoi(parts[2])
	if err != nil {
		return nil, rules.Errorf("err.unknown_command", map[string]any{"Name": req.CustomID})
	}
	var e *discordgo.MessageEmbed
	var evs []rules.Event
	m, err := a.Mutate(ctx, req, commands.MutOpts{NeedEncounter: true, Version: -1}, func(m *commands.Mut) error {
		c := m.Enc.ByID(id)
		if c == nil {
			return rules.Errorf("tracker.err.no_such", map[string]any{"Name": parts[2]})
		}
		var err error
		if e, evs, err = a.klChoose(m, c, parts[3]); err != nil {
			return err
		}
		// The tracker's STR/DEX prompts for this combatant are answered.
		kept := m.Enc.Prompts[:0]
		for _, p := range m.Enc.Prompts {
			if p.Combatant == id && (p.Prompt == klondike.PromptDamageTo || p.Prompt == klondike.PromptDamageDex) {
				continue
			}
			kept = append(kept, p)
		}
		m.Enc.Prompts = kept
		return nil
	})
	if err != nil {
		return nil, err
	}
	return a.Changed(req, m, e, evs), nil
}

// RollPrompt answers the klondike tracker prompts: the STR/DEX choice for
// damage past END. (The tracker removes the clicked prompt; the other one of
// the pair is removed here when it comes after it, and otherwise refuses
// harmlessly once nothing is pending.)
func (a *Plugin) RollPrompt(m *commands.Mut, c *rules.Combatant, key string) ([]rules.Event, error) {
	var to, sibling string
	switch key {
	case klondike.PromptDamageTo:
		to, sibling = klondike.ToSTR, klondike.PromptDamageDex
	case klondike.PromptDamageDex:
		to, sibling = klondike.ToDEX, klondike.PromptDamageTo
	case klondike.PromptGrapple:
		return a.klPromptGrapple(m, c)
	case klondike.PromptOverwatch:
		return a.klPromptOverwatch(m, c)
	default:
		return nil, rules.Errorf("combat.err.no_prompt", map[string]any{"Name": c.Name})
	}
	_, evs, err := a.klChoose(m, c, to)
	if err != nil {
		return nil, err
	}
	clicked := -1
	for i, p := range m.Enc.Prompts {
		if p.Combatant == c.ID && p.Prompt == key && clicked < 0 {
			clicked = i
		}
		if p.Combatant == c.ID && p.Prompt == sibling && clicked >= 0 && i > clicked {
			m.Enc.Prompts = append(m.Enc.Prompts[:i], m.Enc.Prompts[i+1:]...)
			break
		}
	}
	return evs, nil
}
