package medieval

import (
	"strconv"
	"strings"
)

// Armor limits (seed, «Новое правило 1»): at most 3 layers at a location, at
// most one of them hard.
const (
	MaxLayers      = 3
	maxSP          = 100
	maxEV          = 10
	maxArmorLength = 500
)

// ArmorPiece is one layer of the armor notation: the locations it covers, its
// SP, hard or soft, EV, and whether blades halve it ("marked" — the seed's
// «отмеченная галочкой» armor).
type ArmorPiece struct {
	Where  LocSet
	SP     int
	Hard   bool
	EV     int
	Marked bool
}

// Armor is a parsed armor notation: pieces listed inside → outside.
type Armor struct {
	Pieces []ArmorPiece
}

// Layer is one armor layer at one location in the combat state: its current
// SP (worn by penetrating hits) and the facts that matter for damage.
type Layer struct {
	SP     int
	Hard   bool
	Marked bool
}

// LocArmor is the stack of layers at one location, inside → outside.
type LocArmor struct {
	N      int
	Layers [MaxLayers]Layer
}

// Stacks returns each location's layers, inside → outside.
func (a *Armor) Stacks() Stacks {
	var s Stacks
	for _, p := range a.Pieces {
		for l := Location(0); l < NumLocations; l++ {
			if p.Where.Has(l) && s[l].N < MaxLayers {
				s[l].Layers[s[l].N] = Layer{SP: p.SP, Hard: p.Hard, Marked: p.Marked}
				s[l].N++
			}
		}
	}
	return s
}

// EV is the armor's total encumbrance (seed: the sum of the pieces' ЗУ, plus
// «2-й слой имеет дополнительный штраф ЗУ -1; 3-й слой ЗУ -2»).
// Choice: the layer penalty counts once, by the deepest stack anywhere on the
// body (two layers anywhere: +1; three: +1+2), not once per location.
func (a *Armor) EV() int {
	pieces, layers := a.EVParts()
	return pieces + layers
}

// EVParts is EV in its two parts: the pieces' own ЗУ, and the layer penalty
// (RULES.md: «the 2nd layer adds 1 EV, the 3rd adds 2»), for a sheet that
// shows where its REF penalty comes from.
func (a *Armor) EVParts() (pieces, layers int) {
	for _, p := range a.Pieces {
		pieces += p.EV
	}
	deepest := 0
	for _, s := range a.Stacks() {
		deepest = max(deepest, s.N)
	}
	switch deepest {
	case 2:
		layers = 1
	case 3:
		layers = 1 + 2
	}
	return pieces, layers
}

// ParseArmorNotation reads the armor notation:
//
//	torso 14 hard ev1; torso,arms 10; head 4
//	торс 14 жёсткая зу1; торс, руки 10; голова 4
//	all 8 soft unmarked; legs 12 hard marked ev 2
//
// Layers are separated by ";" and listed inside → outside. Each layer is a
// comma-separated list of locations (head, torso, right arm, left arm, right
// leg, left leg, arms, legs, all — Russian names too), the SP, then optional
// words: hard|soft (жёсткая|мягкая; soft by default), ev N (зу N), and
// marked|unmarked (отмеченная|неотмеченная): blades halve the SP of marked
// armor; soft armor is marked and hard armor unmarked unless the layer says
// otherwise. An empty notation means no armor.
func ParseArmorNotation(spec string) (Armor, error) {
	var a Armor
	if len(spec) > maxArmorLength {
		return a, userErr(ErrKeyArmorLong, map[string]any{"Max": maxArmorLength})
	}
	for _, raw := range strings.Split(spec, ";") {
		if strings.TrimSpace(raw) == "" {
			continue
		}
		p, err := parsePiece(raw)
		if err != nil {
			return Armor{}, err
		}
		a.Pieces = append(a.Pieces, p)
	}
	if err := a.validate(); err != nil {
		return Armor{}, err
	}
	return a, nil
}

func parsePiece(raw string) (ArmorPiece, error) {
	fields := strings.Fields(raw)
	spAt := -1
	for i, f := range fields {
		if _, err := strconv.Atoi(f); err == nil {
			spAt = i
			break
		}
	}
	layer := strings.TrimSpace(raw)
	if spAt < 1 {
		return ArmorPiece{}, userErr(ErrKeyArmorSyntax, map[string]any{"Layer": layer})
	}
	locWords := fields[:spAt]
	// "torso 10, head 4", "torso 10 hard, head 4": two layers joined by a
	// comma — commas separate the locations before the SP; layers take ";".
	for _, w := range locWords {
		if _, err := strconv.Atoi(strings.Trim(w, ",")); err == nil {
			return ArmorPiece{}, userErr(ErrKeyArmorSeparator, map[string]any{"Layer": layer})
		}
	}
	for _, w := range fields[spAt+1:] {
		if strings.Contains(w, ",") {
			return ArmorPiece{}, userErr(ErrKeyArmorSeparator, map[string]any{"Layer": layer})
		}
	}
	if last := normWord(locWords[len(locWords)-1]); last == "sp" || last == "ос" {
		locWords = locWords[:len(locWords)-1]
	}
	where, err := parseLocationWords(locWords)
	if err != nil {
		return ArmorPiece{}, err
	}
	sp, _ := strconv.Atoi(fields[spAt])
	if sp < 0 || sp > maxSP {
		return ArmorPiece{}, userErr(ErrKeyArmorSP, map[string]any{"Value": sp, "Max": maxSP})
	}
	p := ArmorPiece{Where: where, SP: sp}
	marked, markedSet := false, false
	rest := fields[spAt+1:]
	for i := 0; i < len(rest); i++ {
		w := normWord(rest[i])
		switch w {
		case "hard", "жесткая", "жесткий", "жесткое", "ж":
			p.Hard = true
		case "soft", "мягкая", "мягкий", "мягкое", "м":
			p.Hard = false
		case "marked", "отмеченная", "отмечена", "отм", "галочка":
			marked, markedSet = true, true
		case "unmarked", "неотмеченная", "неотмечена", "безгалочки":
			marked, markedSet = false, true
		default:
			num, isEV := strings.CutPrefix(w, "ev")
			if !isEV {
				num, isEV = strings.CutPrefix(w, "зу")
			}
			if !isEV {
				return ArmorPiece{}, userErr(ErrKeyArmorWord, map[string]any{"Word": rest[i]})
			}
			num = strings.TrimPrefix(num, ":")
			if num == "" && i+1 < len(rest) {
				i++
				num = rest[i]
			}
			ev, err := strconv.Atoi(num)
			if err != nil {
				return ArmorPiece{}, userErr(ErrKeyArmorWord, map[string]any{"Word": rest[i]})
			}
			if ev < 0 || ev > maxEV {
				return ArmorPiece{}, userErr(ErrKeyArmorEV, map[string]any{"Value": ev, "Max": maxEV})
			}
			p.EV = ev
		}
	}
	if markedSet {
		p.Marked = marked
	} else {
		p.Marked = !p.Hard
	}
	return p, nil
}

// parseLocationWords reads "torso, arms" or "правая рука" split into fields:
// commas separate locations; within a part, the longest run of words that
// names a location is taken, so "torso arms" works without a comma too.
func parseLocationWords(words []string) (LocSet, error) {
	joined := strings.Join(words, " ")
	var set LocSet
	for _, part := range strings.Split(joined, ",") {
		ws := strings.Fields(part)
		for len(ws) > 0 {
			n := len(ws)
			for ; n > 0; n-- {
				if l, ok := locationWords[normWord(strings.Join(ws[:n], ""))]; ok {
					set |= l
					break
				}
			}
			if n == 0 {
				return 0, errUnknownLocation(ws[0])
			}
			ws = ws[n:]
		}
	}
	if set.Empty() {
		return 0, errUnknownLocation(joined)
	}
	return set, nil
}

// validate enforces «максимум 3 слоя брони; не более чем один из этих слоёв
// может являться Жёсткой бронёй» at every location.
func (a *Armor) validate() error {
	for l := Location(0); l < NumLocations; l++ {
		layers, hard := 0, 0
		for _, p := range a.Pieces {
			if !p.Where.Has(l) {
				continue
			}
			layers++
			if p.Hard {
				hard++
			}
		}
		if layers > MaxLayers {
			return userErr(ErrKeyArmorLayers, map[string]any{"Location": l.Key(), "Max": MaxLayers})
		}
		if hard > 1 {
			return userErr(ErrKeyArmorHard, map[string]any{"Location": l.Key()})
		}
	}
	return nil
}

// String is the normalised notation: English keys, one layer per piece.
func (a *Armor) String() string {
	var b strings.Builder
	for i, p := range a.Pieces {
		if i > 0 {
			b.WriteString("; ")
		}
		b.WriteString(locSetString(p.Where))
		b.WriteByte(' ')
		b.WriteString(strconv.Itoa(p.SP))
		if p.Hard {
			b.WriteString(" hard")
		}
		if p.EV > 0 {
			b.WriteString(" ev")
			b.WriteString(strconv.Itoa(p.EV))
		}
		if p.Marked == p.Hard { // not the default for its kind
			if p.Marked {
				b.WriteString(" marked")
			} else {
				b.WriteString(" unmarked")
			}
		}
	}
	return b.String()
}

func locSetString(s LocSet) string {
	if s == allLocations {
		return "all"
	}
	var parts []string
	arms, legs := LocSet(1<<RightArm|1<<LeftArm), LocSet(1<<RightLeg|1<<LeftLeg)
	for l := Location(0); l < NumLocations; l++ {
		if !s.Has(l) {
			continue
		}
		switch {
		case l == RightArm && s&arms == arms:
			parts = append(parts, "arms")
		case l == LeftArm && s&arms == arms:
		case l == RightLeg && s&legs == legs:
			parts = append(parts, "legs")
		case l == LeftLeg && s&legs == legs:
		default:
			parts = append(parts, l.Key())
		}
	}
	return strings.Join(parts, ",")
}

// ProportionalBonus is the seed's «бонусное число» for two SPs (RULES.md,
// «Новое правило 2»): difference 0–4 → +5 · 5–8 → +4 · 9–14 → +3 · 15–20 → +2 ·
// 21–26 → +1 · 27+ → +0.
func ProportionalBonus(a, b int) int {
	d := a - b
	if d < 0 {
		d = -d
	}
	switch {
	case d <= 4:
		return 5
	case d <= 8:
		return 4
	case d <= 14:
		return 3
	case d <= 20:
		return 2
	case d <= 26:
		return 1
	default:
		return 0
	}
}

// CombineSP combines an inner protection with an outer one: the larger SP
// plus the proportional bonus. Choice: protection at SP 0 adds nothing (the
// seed: at SP 0 «броня больше не останавливает урон»), so a worn-out layer
// does not grant the +5 of a 0-point difference.
func CombineSP(inner, outer int) (total, bonus int) {
	switch {
	case inner <= 0:
		return max(0, outer), 0
	case outer <= 0:
		return inner, 0
	}
	bonus = ProportionalBonus(inner, outer)
	return max(inner, outer) + bonus, bonus
}
