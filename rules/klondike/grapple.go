package klondike

import (
	"fray/rules"
	"fray/rules/dice"
)

// The seven results a grappling winner picks from (buttons).
const (
	GrappleKnockdown = "knockdown" // "Сбить противника с ног"
	GrapplePush      = "push"      // "Сдвинуть его на дистанцию до 3 метров"
	GrappleDisarm    = "disarm"    // "Выбить предмет … в случае Эффекта 6+ … выхватить его сам"
	GrappleThrow     = "throw"     // "нанеся d6+СИЛ урона и отбросив его на расстояние до 3 метров"
	GrappleDamage    = "damage"    // "Нанести урон 2+СИЛ+Эффект … игнорирует броню кроме … скафандров"
	GrappleBreak     = "break"     // "Выйти из захвата и совершить движение до 10 метров"
	GrappleHold      = "hold"      // "Продолжить удерживать противника в захвате"
)

// GrappleChoices lists the seven results in the seed's order.
var grappleChoices = [...]string{GrappleKnockdown, GrapplePush, GrappleDisarm, GrappleThrow, GrappleDamage, GrappleBreak, GrappleHold}

// GrappleChoices returns the seven results, for the winner's buttons.
func GrappleChoices() []string { return append([]string(nil), grappleChoices[:]...) }

// GrappleOptions mirror the grapple action: the opposed Melee/DEX roll.
type GrappleOptions struct {
	ModifierA, ModifierB int
}

// GrappleResult is the opposed roll. Winner is a combatant ID (0 on a tie:
// nobody gains anything). Effect is the winner's own Effect (total − 8), as
// for any check; the seed's "Эффект 6+" and "2+СИЛ+Эффект" use it.
type GrappleResult struct {
	A        Roll     `json:"a"`
	B        Roll     `json:"b"`
	Winner   int      `json:"winner"`
	Effect   int      `json:"effect"`
	Choices  []string `json:"choices,omitempty"`
	Outcomes []string `json:"outcomes,omitempty"`
}

// GrappleWinnerBonus is "+1 на следующий бросок. Этот бонус не накапливается."
const GrappleWinnerBonus = 1

// Grapple rolls the opposed Melee/DEX between a (who starts or continues
// the struggle) and b. The last round's winner gets +1. Dice: a's 2d6, then
// b's.
func Grapple(a, b *rules.Combatant, opts GrappleOptions, d dice.Source) (*GrappleResult, error) {
	if err := validMod(opts.ModifierA); err != nil {
		return nil, err
	}
	if err := validMod(opts.ModifierB); err != nil {
		return nil, err
	}
	as, bs, err := loadPair(a, b)
	if err != nil {
		return nil, err
	}
	if as.Out() || as.Shock {
		// Down, or in shock (only diving for cover): not even wrestling.
		return nil, canAct(as)
	}
	if as.Grappling != 0 && as.Grappling != b.ID {
		return nil, rules.Errorf("klondike.error.grappling", nil)
	}
	// Starting a grapple is an action, and so is continuing one: «оба
	// борющихся не могут совершать действий кроме продолжения борьбы» —
	// the continuation is their action, two a turn as any.
	if err := needAction(a, as); err != nil {
		return nil, err
	}
	res := &GrappleResult{}
	setup := func(r *Roll, c *rules.Combatant, s *State, mod int) {
		r.setChar(c, s, DEX)
		r.setSkill(c, SkillMelee)
		r.personal(s)
		if s.GrappleWon {
			r.mod("klondike.mod.grapple_won", GrappleWinnerBonus)
		}
		r.mod("klondike.mod.modifier", mod)
		r.Target = DefaultTarget
	}
	setup(&res.A, a, as, opts.ModifierA)
	setup(&res.B, b, bs, opts.ModifierB)
	res.A.roll(d)
	res.B.roll(d)
	as.GrappleWon, bs.GrappleWon = false, false
	as.GrapplePending, bs.GrapplePending = 0, 0
	switch {
	case res.A.Total > res.B.Total:
		res.Winner, res.Effect = a.ID, res.A.Effect
		as.GrappleWon, as.GrappleEffect, as.GrapplePending = true, res.A.Effect, b.ID
	case res.B.Total > res.A.Total:
		res.Winner, res.Effect = b.ID, res.B.Effect
		bs.GrappleWon, bs.GrappleEffect, bs.GrapplePending = true, res.B.Effect, a.ID
	}
	if res.Winner != 0 {
		res.Choices = GrappleChoices()
	}
	spendAction(as)
	as.Aim = 0 // an action between the aim and the shot
	return res, savePair(a, as, b, bs)
}

// GrappleChoice mirrors the winner's button.
type GrappleChoice struct {
	Result string // one of the seven
	Hold   bool   // keep holding afterwards (not after throw or break)
	To     string // str|dex for damage past END, if the loser's player pre-selected
}

// GrappleOutcome is the applied result.
type GrappleOutcome struct {
	Result   string        `json:"result"`
	Effect   int           `json:"effect"`
	Metres   int           `json:"metres,omitempty"`
	Taken    bool          `json:"taken,omitempty"` // disarm with Effect 6+: the winner has the item
	ThrowDie int           `json:"throw_die,omitempty"`
	StrDM    int           `json:"str_dm,omitempty"`
	Damage   *DamageReport `json:"damage,omitempty"`
	Holding  bool          `json:"holding"`
	Outcomes []string      `json:"outcomes,omitempty"`
	// ArmorIgnored is the loser's Protection the Damage result passed by
	// («игнорирует броню кроме полностью закрытых скафандров»), for the
	// reply to say so; 0 when there was none or it was a sealed suit.
	ArmorIgnored int `json:"armor_ignored,omitempty"`
}

// DisarmTakeEffect is the Effect from which a disarming winner takes the item.
const DisarmTakeEffect = 6

// ResolveGrapple applies the result the winner picked. Dice: the throw's d6,
// then any unconsciousness roll.
func ResolveGrapple(winner, loser *rules.Combatant, ch GrappleChoice, d dice.Source) (*GrappleOutcome, error) {
	to, err := parseTo(ch.To)
	if err != nil {
		return nil, err
	}
	ws, ls, err := loadPair(winner, loser)
	if err != nil {
		return nil, err
	}
	if ws.GrapplePending != loser.ID {
		return nil, rules.Errorf("klondike.error.no_grapple_win", nil)
	}
	res := &GrappleOutcome{Result: ch.Result, Effect: ws.GrappleEffect, Holding: ch.Hold}
	switch ch.Result {
	case GrappleKnockdown:
		ls.Prone = true
		res.Outcomes = addOutcome(res.Outcomes, OutKnockdown)
	case GrapplePush:
		res.Metres = 3
	case GrappleDisarm:
		res.Taken = res.Effect >= DisarmTakeEffect
	case GrappleThrow:
		res.Holding = false
		res.Metres = 3
		res.ThrowDie = d.Roll(6)
		res.StrDM = DM(ws.Str)
		rep := &DamageReport{}
		hurt(loser, ls, damageIn{before: res.ThrowDie + res.StrDM, armor: armorOf(loser).Protection, to: to, noKnockdown: true}, d, rep)
		ls.Prone = true
		res.Damage = rep
		res.Outcomes = append(addOutcome(res.Outcomes, OutKnockdown), rep.Outcomes...)
	case GrappleDamage:
		res.StrDM = DM(ws.Str)
		armor := 0
		if a := armorOf(loser); a.Sealed {
			armor = a.Protection
		} else {
			res.ArmorIgnored = a.Protection
		}
		rep := &DamageReport{}
		hurt(loser, ls, damageIn{before: 2 + res.StrDM + res.Effect, armor: armor, to: to}, d, rep)
		res.Damage = rep
		res.Outcomes = append(res.Outcomes, rep.Outcomes...)
	case GrappleBreak:
		res.Holding = false
		res.Metres = MoveMetres
	case GrappleHold:
		res.Holding = true
	default:
		return nil, rules.Errorf("klondike.error.bad_grapple", map[string]any{"Result": ch.Result})
	}
	ws.GrapplePending, ws.GrappleEffect = 0, 0
	if ls.Out() {
		// One knocked out (or worse) by the result is not held: there is
		// no «продолжение борьбы» with a body, and the reply must not say
		// there is.
		res.Holding = false
	}
	if res.Holding {
		ws.Grappling, ls.Grappling = loser.ID, winner.ID
	} else {
		ws.Grappling, ls.Grappling = 0, 0
	}
	return res, savePair(winner, ws, loser, ls)
}
