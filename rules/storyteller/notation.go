package storyteller

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"fray/rules"
)

// Armor is a parsed armor notation.
type Armor struct {
	Rating  int `json:"rating"`  // soak dice
	Penalty int `json:"penalty"` // dice lost from Dexterity pools
}

// maxArmor bounds armor numbers; the seed's best is riot armor, 5/3.
const maxArmor = 10

// parseArmor implements System.ParseArmor's notation.
func parseArmor(spec string) (Armor, error) {
	s := strings.TrimSpace(spec)
	if s == "" {
		return Armor{}, nil
	}
	if a, ok := FindArmor(s); ok {
		return Armor{a.Rating, a.Penalty}, nil
	}
	bad := func() error { return rules.Errorf("storyteller.error.armor_spec", map[string]any{"Spec": spec}) }
	rs, ps, slash := strings.Cut(s, "/")
	r, err := strconv.Atoi(strings.TrimSpace(rs))
	if err != nil || r < 0 || r > maxArmor {
		return Armor{}, bad()
	}
	a := Armor{Rating: r}
	if slash {
		p, err := strconv.Atoi(strings.TrimSpace(ps))
		if err != nil || p < 0 || p > maxArmor {
			return Armor{}, bad()
		}
		a.Penalty = p
	} else {
		for _, row := range ArmorTable {
			if row.Rating == r {
				a.Penalty = row.Penalty
			}
		}
	}
	return a, nil
}

func (a Armor) String() string {
	if a.Rating == 0 && a.Penalty == 0 {
		return ""
	}
	return strconv.Itoa(a.Rating) + "/" + strconv.Itoa(a.Penalty)
}

// Weapon spec limits: nothing in the seed comes near them.
const (
	maxWeaponDamage = 30
	maxRange        = 10000
	maxRate         = 20
	maxClip         = 500
)

// ParseWeaponSpec reads a sheet's stored weapon notation (ParseWeapon's
// output) into its numbers, for showing a sheet in the reader's words.
func ParseWeaponSpec(spec string) (WeaponStats, error) { return parseWeapon("", spec) }

// parseWeapon implements System.ParseWeapon's notation.
func parseWeapon(name, spec string) (WeaponStats, error) {
	bad := func(tok string) error {
		return rules.Errorf("storyteller.error.weapon_spec", map[string]any{"Name": name, "Spec": spec, "Token": tok})
	}
	var (
		w       WeaponStats
		words   []string
		typed   DamageType
		dmgSet  bool
		haveGun bool
	)
	for tok := range strings.FieldsFuncSeq(lower(spec), func(r rune) bool { return r == ' ' || r == ',' || r == ';' }) {
		if k, v, ok := strings.Cut(tok, "="); ok {
			switch k {
			case "range", "дистанция", "дист":
				n, err := boundedInt(v, 1, maxRange)
				if err != nil {
					return w, bad(tok)
				}
				w.Range, haveGun = n, true
			case "rate", "режим":
				n, err := boundedInt(v, 1, maxRate)
				if err != nil {
					return w, bad(tok)
				}
				w.Rate = n
			case "clip", "обойма":
				cs, ch, plus := strings.Cut(v, "+")
				n, err := boundedInt(cs, 1, maxClip)
				if err != nil {
					return w, bad(tok)
				}
				w.Clip, w.Chamber = n, 0
				if plus {
					if ch != "1" {
						return w, bad(tok)
					}
					w.Chamber = 1
				}
			case "conceal", "скрыть":
				c, ok := concealKey(v)
				if !ok {
					return w, bad(tok)
				}
				w.Conceal = c
			default:
				return w, bad(tok)
			}
			continue
		}
		switch tok {
		case "auto", "авто":
			w.Auto = true
			continue
		case "scope", "прицел", "оптика":
			w.Scope = true
			continue
		}
		if t, ok := damageTypeOf(tok); ok && utf8.RuneCountInString(tok) > 1 {
			typed = t
			continue
		}
		if d, ok := parseDamageToken(tok); ok {
			w.Strength, w.Damage, dmgSet = d.Strength, d.Damage, true
			continue
		}
		words = append(words, tok)
	}
	if len(words) > 0 || (spec == "" && name != "") {
		base := strings.Join(words, " ")
		if spec == "" {
			base = name
		}
		row, ok := FindWeapon(base)
		if !ok && spec == "" {
			// Only a name, and not a row of the tables: say that, not
			// "cannot read weapon X “” (at “X”)".
			return WeaponStats{}, rules.Errorf("storyteller.error.weapon_not_in_tables", map[string]any{"Name": name})
		}
		if !ok {
			return WeaponStats{}, bad(base)
		}
		merge(&row, &w, dmgSet, haveGun)
		w = row
	} else if !dmgSet {
		return WeaponStats{}, bad(spec)
	}
	if typed != "" {
		w.Type = typed
	}
	if w.Type == "" {
		w.Type = Lethal
	}
	w.Firearm = w.Range > 0
	if w.Firearm {
		if w.Clip == 0 {
			return WeaponStats{}, rules.Errorf("storyteller.error.weapon_clip", map[string]any{"Name": name})
		}
		if w.Rate == 0 {
			w.Rate = 1
		}
		if w.Strength {
			return WeaponStats{}, bad("str")
		}
	} else if w.Rate != 0 || w.Clip != 0 || w.Auto || w.Scope {
		return WeaponStats{}, rules.Errorf("storyteller.error.weapon_range", map[string]any{"Name": name})
	}
	w.Name = strings.TrimSpace(name)
	return w, nil
}

// merge lays the spelled-out tokens of over on a table row.
func merge(row, over *WeaponStats, dmgSet, haveGun bool) {
	if dmgSet {
		row.Strength, row.Damage = over.Strength, over.Damage
	}
	if haveGun {
		row.Range = over.Range
	}
	if over.Rate > 0 {
		row.Rate = over.Rate
	}
	if over.Clip > 0 {
		row.Clip, row.Chamber = over.Clip, over.Chamber
	}
	if over.Conceal != "" {
		row.Conceal = over.Conceal
	}
	row.Auto = row.Auto || over.Auto
	row.Scope = row.Scope || over.Scope
}

// parseDamageToken reads "str", "str+2", "сила+1", "str-1" or a plain dice count.
func parseDamageToken(tok string) (WeaponStats, bool) {
	for _, p := range []string{"str", "сила", "сил"} {
		rest, ok := strings.CutPrefix(tok, p)
		if !ok {
			continue
		}
		if rest == "" {
			return WeaponStats{Strength: true}, true
		}
		n, err := strconv.Atoi(rest)
		if err != nil || (rest[0] != '+' && rest[0] != '-') || n < -maxDots || n > maxWeaponDamage {
			return WeaponStats{}, false
		}
		return WeaponStats{Strength: true, Damage: n}, true
	}
	n, err := boundedInt(tok, 0, maxWeaponDamage)
	if err != nil {
		return WeaponStats{}, false
	}
	return WeaponStats{Damage: n}, true
}

func concealKey(v string) (string, bool) {
	switch v {
	case "pocket", "карман":
		return "pocket", true
	case "jacket", "куртка":
		return "jacket", true
	case "coat", "пальто":
		return "coat", true
	case "none", "нет":
		return "none", true
	}
	return "", false
}

// Spec is the weapon's normalised notation, parseable by parseWeapon.
func (w *WeaponStats) Spec() string {
	var b strings.Builder
	if w.Strength {
		b.WriteString("str")
		if w.Damage != 0 {
			if w.Damage > 0 {
				b.WriteByte('+')
			}
			b.WriteString(strconv.Itoa(w.Damage))
		}
	} else {
		b.WriteString(strconv.Itoa(w.Damage))
	}
	b.WriteByte(' ')
	b.WriteString(string(w.Type))
	if w.Firearm {
		b.WriteString(" range=" + strconv.Itoa(w.Range) + " rate=" + strconv.Itoa(w.Rate) + " clip=" + strconv.Itoa(w.Clip))
		if w.Chamber > 0 {
			b.WriteString("+1")
		}
		if w.Auto {
			b.WriteString(" auto")
		}
		if w.Scope {
			b.WriteString(" scope")
		}
	}
	if w.Conceal != "" {
		b.WriteString(" conceal=" + w.Conceal)
	}
	return b.String()
}

func boundedInt(s string, lo, hi int) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil {
		return 0, err
	}
	if n < lo || n > hi {
		return 0, strconv.ErrRange
	}
	return n, nil
}

func lower(s string) string { return strings.ToLower(strings.TrimSpace(s)) }

// normName lower-cases and reads underscores as spaces.
func normName(s string) string { return strings.ReplaceAll(lower(s), "_", " ") }
