package storyteller

import (
	"slices"
	"strings"

	"fray/rules"
)

// GunRounds is one gun's count for a listing of a fighter's state: the GM
// sees rounds left outside the attack replies («Перезарядка оружия занимает
// один ход» — knowing when a clip runs dry is the GM's business too).
type GunRounds struct {
	// Name is the gun as the sheet names it, or PairName of it for the
	// second of a pair; empty for a table gun fired by name, which Row
	// names instead.
	Name string `json:"name,omitempty"`
	// Row is the table key of a table gun fired by name without a sheet
	// line («light_pistol»), to be named in the reader's language.
	Row      string `json:"row,omitempty"`
	Pair     bool   `json:"pair,omitempty"` // the second copy of a pair
	Rounds   int    `json:"rounds"`
	Capacity int    `json:"capacity"`
}

// FiredGuns lists c's guns fired in this fight with their rounds left:
// the sheet's guns in sheet order, then the guns it carries without a
// sheet line (a table gun fired by name, a pair's second copy) by key.
//
// A sheet gun's clip is counted from the start (full), so it is listed
// once it holds fewer rounds than a full clip; a gun without a sheet line
// is counted only once fired (or reloaded), so it is listed whenever it is
// counted. A sheet gun fired and reloaded to full is not told apart from
// one never fired, and is left out: its clip is full either way.
func FiredGuns(c *rules.Combatant) ([]GunRounds, error) {
	st, err := LoadState(c)
	if err != nil {
		return nil, err
	}
	if len(st.Ammo) == 0 {
		return nil, nil
	}
	var out []GunRounds
	sheetKeys := make(map[string]bool, len(c.Sheet.Weapons))
	for _, sw := range c.Sheet.Weapons {
		k := ammoKey(sw.Name)
		if sheetKeys[k] {
			continue // the same name twice: the first line counts
		}
		sheetKeys[k] = true
		w, err := parseWeapon(sw.Name, sw.Spec)
		if err != nil || !w.Firearm {
			continue
		}
		if n, ok := st.Ammo[k]; ok && n < w.Capacity() {
			out = append(out, GunRounds{Name: strings.TrimSpace(sw.Name), Rounds: n, Capacity: w.Capacity()})
		}
	}
	var rest []string
	for k := range st.Ammo {
		if !sheetKeys[k] {
			rest = append(rest, k)
		}
	}
	slices.Sort(rest)
	for _, k := range rest {
		base, pair := strings.CutSuffix(k, pairSuffix)
		w, err := lookupWeapon(c, base)
		if err != nil || !w.Firearm {
			continue // a gun no longer on the sheet nor in the tables
		}
		g := GunRounds{Pair: pair, Rounds: st.Ammo[k], Capacity: w.Capacity()}
		switch {
		case onSheet(c, base):
			g.Name = sheetName(c, base)
		case w.Key != "":
			g.Row = w.Key
		default:
			g.Name = w.Name
		}
		if pair && g.Name != "" {
			g.Name = PairName(g.Name)
		}
		out = append(out, g)
	}
	return out, nil
}

// sheetName is the sheet's spelling of the weapon named name.
func sheetName(c *rules.Combatant, name string) string {
	for _, sw := range c.Sheet.Weapons {
		if sameName(strings.TrimSpace(sw.Name), strings.TrimSpace(name)) {
			return strings.TrimSpace(sw.Name)
		}
	}
	return name
}
