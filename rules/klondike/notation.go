package klondike

import (
	"math"
	"strconv"
	"strings"

	"fray/rules"
	"fray/rules/dice"
)

// Weapon kinds.
const (
	KindRanged = "ranged"
	KindMelee  = "melee"
	KindThrown = "thrown"
)

// Sight caps for aiming: the seed's "+1 с мушки, +2 с прицелом, +3 с
// оптическим прицелом".
const (
	SightIron  = 1
	SightScope = 3
)

// Dice is an XdY+M expression.
type Dice struct {
	N, Sides, Mod int
}

// Roll draws the dice from d and returns each face and the total (faces + Mod).
// faces is appended to buf to let callers avoid allocation.
func (x Dice) Roll(d diceSource, buf []int) ([]int, int) {
	t := x.Mod
	for i := 0; i < x.N; i++ {
		f := d.Roll(x.Sides)
		buf = append(buf, f)
		t += f
	}
	return buf, t
}

func (x Dice) String() string {
	if x.N == 0 {
		return strconv.Itoa(x.Mod)
	}
	s := strconv.Itoa(x.N) + "d" + strconv.Itoa(x.Sides)
	switch {
	case x.Mod > 0:
		s += "+" + strconv.Itoa(x.Mod)
	case x.Mod < 0:
		s += strconv.Itoa(x.Mod)
	}
	return s
}

type diceSource interface{ Roll(int) int }

// MaxSides bounds a die's faces in the weapon notation.
const MaxSides = 100

// ParseDice reads "3d6", "d6", "2д6+1", "4" (a flat number). Counts are
// limited to 1..100 dice (dice.MaxDicePerTerm, as for /roll) of 2..100
// sides, modifiers to ±100; a count or a die over the limit is refused
// with /roll's message naming it.
func ParseDice(s string) (Dice, error) {
	bad := errBadDice(s)
	t := strings.TrimSpace(s)
	if !isLowerASCII(t) {
		t = strings.ReplaceAll(strings.ToLower(t), "д", "d")
	}
	if t == "" {
		return Dice{}, bad()
	}
	i := strings.IndexByte(t, 'd')
	if i < 0 {
		n, err := strconv.Atoi(t)
		if err != nil || n < 0 || n > 100 {
			return Dice{}, bad()
		}
		return Dice{Mod: n}, nil
	}
	var x Dice
	x.N = 1
	if i > 0 {
		n, err := strconv.Atoi(t[:i])
		if err != nil && allDigits(t[:i]) {
			n, err = math.MaxInt, nil // a count too long for an int is over the limit
		}
		if err != nil || n < 1 {
			return Dice{}, bad()
		}
		if n > dice.MaxDicePerTerm {
			// Named like /roll's limit, not "not dice notation": 1000d6 is
			// valid notation, just too many dice.
			return Dice{}, rules.Errorf("dice.err.limit."+dice.LimitDicePerTerm, map[string]any{"Max": dice.MaxDicePerTerm, "Got": n})
		}
		x.N = n
	}
	rest := t[i+1:]
	j := strings.IndexAny(rest, "+-")
	sides := rest
	if j >= 0 {
		sides = rest[:j]
		m, err := strconv.Atoi(rest[j:])
		if err != nil || m < -100 || m > 100 {
			return Dice{}, bad()
		}
		x.Mod = m
	}
	n, err := strconv.Atoi(sides)
	if err != nil && allDigits(sides) {
		n, err = math.MaxInt, nil
	}
	if err != nil || n < 2 {
		return Dice{}, bad()
	}
	if n > MaxSides {
		return Dice{}, rules.Errorf("dice.err.limit."+dice.LimitSides, map[string]any{"Max": MaxSides, "Got": n})
	}
	x.Sides = n
	return x, nil
}

// errBadDice returns a constructor, so the error is only built on failure.
func errBadDice(s string) func() error {
	return func() error { return rules.Errorf("klondike.error.bad_dice", map[string]any{"Dice": s}) }
}

func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

func isLowerASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 0x80 || (c >= 'A' && c <= 'Z') {
			return false
		}
	}
	return true
}

// nextField returns the next space-separated field of s and the rest,
// without allocating.
func nextField(s string) (string, string) {
	s = strings.TrimLeft(s, " \t\n")
	i := strings.IndexAny(s, " \t\n")
	if i < 0 {
		return s, ""
	}
	return s[:i], s[i:]
}

// WeaponSpec is a parsed weapon line.
type WeaponSpec struct {
	Name       string
	Damage     Dice
	Kind       string // ranged, melee, thrown
	Range      int    // metres; 0 for melee; thrown: STR×4 unless given
	Auto       int    // the seed's "Авто" rating, 0 for single-shot weapons
	Magazine   int    // rounds a full weapon holds (thrown: how many are carried), 0 = not tracked
	AP         Dice   // the ПТ tag: dice rolled against vehicle armor; N==0 and Mod==0: none
	HasAP      bool
	Sight      int // aiming cap: 1 iron sights, 2 sight, 3 scope
	Blast      int // blast radius in metres, 0 = no blast
	Improvised bool
	Turret     bool // vehicle weapon on a turret (may fire while losing a duel)
	AntiAir    bool // may fire at aircraft
}

// ParseWeaponSpec reads a weapon notation:
//
//	<damage> [melee|ranged|thrown] [range:N] [auto:N] [ammo:N] [ap:XdY]
//	         [sight:iron|sight|scope] [blast:N] [improvised] [turret] [aa]
//
// Russian spellings are accepted: ближний, дальний, метательное, дальность:
// (or дистанция:),
// авто:, патроны:, пт:, прицел:мушка|прицел|оптика, взрыв:, подручное,
// турель, зенитное. Examples:
//
//	"3d6 range:50 auto:4 ammo:30"      assault rifle, single/burst/full auto
//	"2d6 melee"                        something large and two-handed
//	"d6 melee improvised"              a bottle or a rifle butt (−d6 to hit)
//	"5d6 thrown blast:6"               a grenade, range STR×4
//	"4d6 range:250 sight:scope"        a scoped rifle (aim up to +3)
//	"4d6 range:500 ap:6d6 turret aa"   a turret gun that can hurt vehicles
//
// A weapon with no kind word is ranged; a ranged weapon needs a range.
func ParseWeaponSpec(name, spec string) (WeaponSpec, error) {
	w := WeaponSpec{Name: strings.TrimSpace(name), Kind: "", Sight: SightIron}
	if w.Name == "" {
		return w, rules.Errorf("klondike.error.weapon_name", nil)
	}
	first, rest := nextField(spec)
	if first == "" {
		// Only a name: System.ParseWeapon has already looked it up among
		// the stock weapons, so it is not one of them.
		return w, rules.Errorf("klondike.error.weapon_not_stock", map[string]any{"Name": w.Name})
	}
	dmg, err := ParseDice(first)
	if err != nil {
		return w, err
	}
	w.Damage = dmg
	for {
		var f string
		if f, rest = nextField(rest); f == "" {
			break
		}
		lf := f
		if !isLowerASCII(lf) {
			lf = strings.ToLower(lf)
		}
		k, v, hasV := strings.Cut(lf, ":")
		if !hasV {
			k, v, hasV = strings.Cut(k, "=")
		}
		num := func() (int, error) {
			n, err := strconv.Atoi(v)
			if err != nil || n < 0 || n > 100000 {
				return 0, rules.Errorf("klondike.error.bad_weapon", map[string]any{"Spec": f})
			}
			return n, nil
		}
		switch {
		case !hasV && (k == "melee" || k == "ближний"):
			w.Kind = KindMelee
		case !hasV && (k == "ranged" || k == "дальний"):
			w.Kind = KindRanged
		case !hasV && (k == "thrown" || k == "метательное" || k == "метательный"):
			w.Kind = KindThrown
		case !hasV && (k == "improvised" || k == "подручное" || k == "подручный"):
			w.Improvised = true
		case !hasV && (k == "turret" || k == "турель"):
			w.Turret = true
		case !hasV && (k == "aa" || k == "зенитное" || k == "зенитный"):
			w.AntiAir = true
		case hasV && (k == "range" || k == "дальность" || k == "дистанция"):
			// «дистанция» is the seed's own word («в пределах дистанции
			// оружия») and /атака's option name: a player writes it here too.
			if w.Range, err = num(); err != nil {
				return w, err
			}
		case hasV && (k == "auto" || k == "авто"):
			if w.Auto, err = num(); err != nil {
				return w, err
			}
			if w.Auto > 20 {
				return w, rules.Errorf("klondike.error.bad_weapon", map[string]any{"Spec": f})
			}
		case hasV && (k == "ammo" || k == "патроны"):
			if w.Magazine, err = num(); err != nil {
				return w, err
			}
		case hasV && (k == "blast" || k == "взрыв"):
			if w.Blast, err = num(); err != nil {
				return w, err
			}
		case hasV && (k == "ap" || k == "пт"):
			if w.AP, err = ParseDice(v); err != nil {
				return w, err
			}
			w.HasAP = true
		case hasV && (k == "sight" || k == "прицел"):
			switch v {
			case "iron", "мушка", "1":
				w.Sight = SightIron
			case "sight", "прицел", "2":
				w.Sight = 2
			case "scope", "оптика", "оптический", "3":
				w.Sight = SightScope
			default:
				return w, rules.Errorf("klondike.error.bad_weapon", map[string]any{"Spec": f})
			}
		default:
			return w, rules.Errorf("klondike.error.bad_weapon", map[string]any{"Spec": f})
		}
	}
	if w.Kind == "" {
		w.Kind = KindRanged
	}
	if w.Kind == KindRanged && w.Range == 0 {
		return w, rules.Errorf("klondike.error.weapon_range", map[string]any{"Spec": spec})
	}
	return w, nil
}

// Stock is how many rounds (or, for a thrown weapon, how many of it) a
// combatant starts the fight with: the notation's ammo:N, and for a thrown
// blast weapon without one a single grenade — throwing it uses it up ("Если
// вам нужно метнуть гранату"), so a sheet's «Граната» is one grenade until
// ammo:N says more. 0: not tracked.
func (w WeaponSpec) Stock() int {
	if w.Magazine > 0 {
		return w.Magazine
	}
	if w.Kind == KindThrown && w.Blast > 0 {
		return 1
	}
	return 0
}

// thrownRounds is what one throw uses up: one of the weapon when its count
// is tracked (Stock), nothing for a thrown knife nobody counts.
func thrownRounds(w *WeaponSpec) int {
	if w.Stock() > 0 {
		return 1
	}
	return 0
}

// String writes the spec back in canonical (English) notation.
func (w WeaponSpec) String() string { return w.notation(false) }

// Russian writes the spec in the notation's Russian spellings, which
// ParseWeaponSpec reads back to the same weapon: a sheet shown in Russian.
func (w WeaponSpec) Russian() string { return w.notation(true) }

// kindRu is a weapon kind's Russian spelling.
func kindRu(kind string) string {
	switch kind {
	case KindMelee:
		return "ближний"
	case KindThrown:
		return "метательное"
	}
	return "дальний"
}

func (w WeaponSpec) notation(ru bool) string {
	word := func(en, rus string) string {
		if ru {
			return rus
		}
		return en
	}
	var b strings.Builder
	b.WriteString(w.Damage.String())
	b.WriteString(" " + word(w.Kind, kindRu(w.Kind)))
	if w.Range > 0 {
		b.WriteString(" " + word("range:", "дальность:") + strconv.Itoa(w.Range))
	}
	if w.Auto > 0 {
		b.WriteString(" " + word("auto:", "авто:") + strconv.Itoa(w.Auto))
	}
	if w.Magazine > 0 {
		b.WriteString(" " + word("ammo:", "патроны:") + strconv.Itoa(w.Magazine))
	}
	if w.HasAP {
		b.WriteString(" " + word("ap:", "пт:") + w.AP.String())
	}
	switch w.Sight {
	case 2:
		b.WriteString(" " + word("sight:sight", "прицел:прицел"))
	case SightScope:
		b.WriteString(" " + word("sight:scope", "прицел:оптика"))
	}
	if w.Blast > 0 {
		b.WriteString(" " + word("blast:", "взрыв:") + strconv.Itoa(w.Blast))
	}
	if w.Improvised {
		b.WriteString(" " + word("improvised", "подручное"))
	}
	if w.Turret {
		b.WriteString(" " + word("turret", "турель"))
	}
	if w.AntiAir {
		b.WriteString(" " + word("aa", "зенитное"))
	}
	return b.String()
}

// Armor is parsed armor: the seed's Защита (Protection), subtracted from
// damage, and whether it is a fully sealed suit (which still protects
// against grappling damage).
type Armor struct {
	Protection int
	Sealed     bool
}

// ParseArmorSpec reads armor notation: a Protection value 0..50, optionally
// followed by "sealed" (Russian "скафандр", "герметичная"). Examples: "5",
// "0", "12 sealed", "8 скафандр". Empty means no armor.
func ParseArmorSpec(spec string) (Armor, error) {
	var a Armor
	if n, err := strconv.Atoi(spec); err == nil && n >= 0 && n <= 50 {
		return Armor{Protection: n}, nil // the common case, without allocating
	}
	f := strings.Fields(strings.ToLower(spec))
	if len(f) == 0 {
		return a, nil
	}
	n, err := strconv.Atoi(f[0])
	if err != nil || n < 0 || n > 50 {
		return a, rules.Errorf("klondike.error.bad_armor", map[string]any{"Spec": spec})
	}
	a.Protection = n
	for _, w := range f[1:] {
		switch w {
		case "sealed", "скафандр", "герметичная", "герметичный":
			a.Sealed = true
		default:
			return a, rules.Errorf("klondike.error.bad_armor", map[string]any{"Spec": spec})
		}
	}
	return a, nil
}

func (a Armor) String() string {
	s := strconv.Itoa(a.Protection)
	if a.Sealed {
		s += " sealed"
	}
	return s
}

// LocalizeArmor shows a stored armor notation ("8 sealed") in the reader's
// words on the sheet replies ("Защита 8, скафандр"); word translates message
// keys. A notation it cannot read is shown as stored.
func (*System) LocalizeArmor(notation string, word func(key string, args map[string]any) string) string {
	a, err := ParseArmorSpec(notation)
	if err != nil {
		return notation
	}
	return word("klondike.sheet.armor", map[string]any{"Protection": a.Protection, "Sealed": a.Sealed})
}

// armorOf parses a combatant's armor; a sheet with unparsable armor (stored
// before validation existed) counts as unarmored rather than failing a fight.
func armorOf(c *rules.Combatant) Armor {
	a, err := ParseArmorSpec(c.Sheet.Armor)
	if err != nil {
		return Armor{}
	}
	return a
}

// findWeapon finds a weapon on the sheet by name (case-insensitive, prefix
// accepted when unique).
func findWeapon(c *rules.Combatant, name string) (WeaponSpec, error) {
	n := normName(name)
	var hit *rules.Weapon
	for i := range c.Sheet.Weapons {
		w := &c.Sheet.Weapons[i]
		if normName(w.Name) == n {
			hit = w
			break
		}
	}
	if hit == nil && n != "" {
		for i := range c.Sheet.Weapons {
			w := &c.Sheet.Weapons[i]
			if strings.HasPrefix(normName(w.Name), n) {
				if hit != nil {
					hit = nil
					break
				}
				hit = w
			}
		}
	}
	if hit == nil {
		return WeaponSpec{}, rules.Errorf("klondike.error.unknown_weapon", map[string]any{"Name": name, "NameOpt": rules.OptionValue(strings.TrimSpace(name))})
	}
	return ParseWeaponSpec(hit.Name, hit.Spec)
}
