package medieval

import (
	"strconv"
	"strings"

	"fray/rules"
)

// Weapon limits: the seed rolls "groups of d6 or d10"; anything from d2 to
// d100 is accepted so a GM can improvise, with sane bounds against abuse.
const (
	maxDamageDice  = 20
	maxDamageSides = 100
	maxDamageMod   = 100
	maxROF         = 10
	maxWeaponName  = 100
	maxWeaponSpec  = 200
)

// DamageDice is a damage roll NdS+M.
type DamageDice struct {
	N, Sides, Mod int
}

// String renders "2d6+1", or "30" for a fixed amount.
func (d DamageDice) String() string {
	if d.N == 0 {
		return strconv.Itoa(d.Mod)
	}
	s := strconv.Itoa(d.N) + "d" + strconv.Itoa(d.Sides)
	switch {
	case d.Mod > 0:
		s += "+" + strconv.Itoa(d.Mod)
	case d.Mod < 0:
		s += strconv.Itoa(d.Mod)
	}
	return s
}

// WeaponSpec is a parsed weapon notation.
type WeaponSpec struct {
	Damage DamageDice
	Melee  bool   // melee (opposed to-hit) rather than ranged (vs a difficulty)
	Blade  bool   // halves the SP of marked armor
	AP     bool   // armor-piercing: halves SP, then halves what passes
	ROF    int    // attacks a turn at most (1 when not given)
	Skill  string // canonical skill key used to hit
}

// errBadDice builds the error only when it is needed (parsing a weapon is on
// every attack's path).
func errBadDice(s string) func() error {
	return func() error { return userErr(ErrKeyWeaponDice, map[string]any{"Dice": s, "Max": maxAmount}) }
}

// ParseDamage reads "2d6+1", "d10", "3d6-1", or a plain number as a fixed
// amount (the seed's armor-piercing arrow "наносит 30 пунктов урона"): no
// dice, Mod is the damage.
func ParseDamage(s string) (DamageDice, error) {
	bad := errBadDice(s)
	t := strings.ToLower(strings.TrimSpace(s))
	if n, err := strconv.Atoi(t); err == nil {
		if n < 1 || n > maxAmount {
			return DamageDice{}, bad()
		}
		return DamageDice{Mod: n}, nil
	}
	t = strings.ReplaceAll(t, "д", "d") // Russian "2д6"
	t = strings.ReplaceAll(t, "к", "d") // Russian "2к6"
	nStr, rest, ok := strings.Cut(t, "d")
	if !ok {
		return DamageDice{}, bad()
	}
	d := DamageDice{N: 1}
	if nStr != "" {
		n, err := strconv.Atoi(nStr)
		if err != nil {
			return DamageDice{}, bad()
		}
		d.N = n
	}
	sides, mod := rest, ""
	if i := strings.IndexAny(rest, "+-"); i >= 0 {
		sides, mod = rest[:i], rest[i:]
	}
	var err error
	if d.Sides, err = strconv.Atoi(sides); err != nil {
		return DamageDice{}, bad()
	}
	if mod != "" {
		if d.Mod, err = strconv.Atoi(mod); err != nil {
			return DamageDice{}, bad()
		}
	}
	if d.N < 1 || d.N > maxDamageDice || d.Sides < 2 || d.Sides > maxDamageSides || d.Mod < -maxDamageMod || d.Mod > maxDamageMod {
		return DamageDice{}, bad()
	}
	return d, nil
}

// ParseWeaponSpec reads the weapon notation:
//
//	2d6+1 melee blade              a sword
//	1d6+2 ranged ap skill:archery  a bodkin arrow from a longbow
//	4d6 ranged rof1 skill crossbow a heavy crossbow
//	2д6 ближний клинок             Russian words work too
//
// The damage dice come first; then, in any order: melee|ranged
// (ближний|дальний; melee by default), blade (клинок), ap (бронебойное, бб),
// rof N (скор N), skill NAME (навык NAME; one word, "_" for spaces, any
// language). The skill defaults to melee for melee weapons and archery for
// ranged ones.
func ParseWeaponSpec(spec string) (WeaponSpec, error) {
	if len(spec) > maxWeaponSpec {
		return WeaponSpec{}, userErr(ErrKeyWeaponSyntax, map[string]any{"Spec": spec[:maxWeaponSpec]})
	}
	fields := strings.Fields(spec)
	if len(fields) == 0 {
		return WeaponSpec{}, userErr(ErrKeyWeaponSyntax, map[string]any{"Spec": spec})
	}
	if !strings.ContainsAny(fields[0], "0123456789") {
		// "melee 2d6", "ближний": no dice first — say where they go rather
		// than that "melee" is not dice.
		return WeaponSpec{}, userErr(ErrKeyWeaponSyntax, map[string]any{"Spec": spec})
	}
	dmg, err := ParseDamage(fields[0])
	if err != nil {
		return WeaponSpec{}, err
	}
	w := WeaponSpec{Damage: dmg, Melee: true, ROF: 1}
	for i := 1; i < len(fields); i++ {
		word := normWord(fields[i])
		// "rof:2", "skill=archery" carry their value in the same field.
		val := ""
		if k, v, ok := strings.Cut(strings.ReplaceAll(fields[i], "=", ":"), ":"); ok {
			word, val = normWord(k), v
		}
		next := func() string {
			if val != "" {
				return val
			}
			if i+1 < len(fields) {
				i++
				return fields[i]
			}
			return ""
		}
		switch {
		case word == "melee" || word == "ближний" || word == "ближ":
			w.Melee = true
		case word == "ranged" || word == "дальний" || word == "даль" || word == "стрелковое":
			w.Melee = false
		case word == "blade" || word == "клинок" || word == "клинковое":
			w.Blade = true
		case word == "ap" || word == "бронебойное" || word == "бронебойный" || word == "бб":
			w.AP = true
		case word == "rof" || word == "скор" || strings.HasPrefix(word, "rof") || strings.HasPrefix(word, "скор"):
			num := strings.TrimPrefix(strings.TrimPrefix(word, "rof"), "скор")
			if num == "" {
				num = next()
			}
			rof, err := strconv.Atoi(num)
			if err != nil || rof < 1 || rof > maxROF {
				return WeaponSpec{}, userErr(ErrKeyWeaponROF, map[string]any{"Value": num, "Max": maxROF})
			}
			w.ROF = rof
		case word == "skill" || word == "навык":
			// A skill named in several words ("skill:combat sense",
			// «навык стрельба из лука»): the longest run of up to four
			// words that names a skill.
			first := next()
			key, err := lookupSkill(first)
			name := first
			for j, last := i+1, i+3; j < len(fields) && j <= last; j++ {
				name += " " + fields[j]
				if k, lerr := lookupSkill(name); lerr == nil {
					key, err, i = k, nil, j
				}
			}
			if err != nil {
				return WeaponSpec{}, err
			}
			w.Skill = key
		default:
			return WeaponSpec{}, userErr(ErrKeyWeaponWord, map[string]any{"Word": fields[i]})
		}
	}
	if w.Skill == "" {
		w.Skill = SkillMelee
		if !w.Melee {
			w.Skill = SkillArchery
		}
	}
	return w, nil
}

// String is the normalised notation.
func (w WeaponSpec) String() string {
	var b strings.Builder
	b.WriteString(w.Damage.String())
	if w.Melee {
		b.WriteString(" melee")
	} else {
		b.WriteString(" ranged")
	}
	if w.Blade {
		b.WriteString(" blade")
	}
	if w.AP {
		b.WriteString(" ap")
	}
	if w.ROF > 1 {
		b.WriteString(" rof" + strconv.Itoa(w.ROF))
	}
	b.WriteString(" skill:" + w.Skill)
	return b.String()
}

// findWeapon resolves the attack's weapon option: a weapon on the sheet by
// name (case-insensitive, ё = е), else a ready weapon of the catalogue by its
// English or Russian name, else the option itself as a notation.
func findWeapon(sh *rules.Sheet, name string) (WeaponSpec, error) {
	want := normWord(name)
	for _, w := range sh.Weapons {
		if normWord(w.Name) == want {
			return ParseWeaponSpec(w.Spec)
		}
	}
	if c, ok := LookupCatalogWeapon(name); ok {
		return ParseWeaponSpec(c.Spec)
	}
	spec, err := ParseWeaponSpec(name)
	if err == nil {
		return spec, nil
	}
	if f := strings.Fields(name); len(f) > 1 {
		if _, derr := ParseDamage(f[0]); derr == nil {
			// "2d6 zap": a notation with a mistake — name the mistake.
			return WeaponSpec{}, err
		}
	}
	return WeaponSpec{}, userErr(ErrKeyUnknownWeapon, map[string]any{"Name": name})
}
