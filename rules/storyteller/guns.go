package storyteller

import (
	"slices"
	"strings"

	"fray/rules"
)

// ReloadOptions mirror /reload.
type ReloadOptions struct {
	Weapon string // empty: the sheet's first firearm
	// Waived: the GM set aside the fighter's grip for this reload
	// (force:true); «ни один из противников не может выполнять другие
	// действия» refuses it otherwise.
	Waived bool
}

// ReloadResult is a reload: «Перезарядка оружия занимает один ход».
type ReloadResult struct {
	Weapon   string `json:"weapon"`
	Before   int    `json:"before"`
	Rounds   int    `json:"rounds"` // after: the clip, plus the chambered round if one was left
	Capacity int    `json:"capacity"`
	// EmptyChamber: the gun was empty, so the reload holds the clip alone,
	// not the clip and a chambered round.
	EmptyChamber bool `json:"empty_chamber,omitempty"`
	// Row is the table key of a table gun carried without a sheet line,
	// for the reply to name it by its row in the reader's language.
	Row string `json:"row,omitempty"`
}

// Reload fills a firearm of c's sheet and takes c's action.
func Reload(o ReloadOptions, c *rules.Combatant) (ReloadResult, error) {
	st, err := LoadState(c)
	if err != nil {
		return ReloadResult{}, err
	}
	if !st.CanAct() || (st.Lock != nil && !o.Waived) {
		return ReloadResult{}, cannotAct(c, st)
	}
	var w *WeaponStats
	name, pair := "", false
	if o.Weapon == "" {
		w = firstWeapon(c, true, "")
		if w == nil {
			// No gun on the sheet, but one table gun fired by name (an
			// NPC's «Heavy SMG»): that one is the gun to reload — the
			// tracker's Reload button has no way to name it.
			if k, ok := onlyFiredGun(c, st); ok {
				w, _ = findWeapon(c, k)
			}
		}
	} else {
		// The sheet's weapon, else a table gun fired by name, else the
		// second of a pair fired with two weapons ("Heavy pistol #2").
		var err error
		if w, err = findWeapon(c, o.Weapon); err != nil {
			base, cut := strings.CutSuffix(strings.TrimSpace(o.Weapon), strings.TrimSpace(pairSuffix))
			if !cut {
				return ReloadResult{}, err
			}
			if w, _ = findWeapon(c, strings.TrimSpace(base)); w == nil {
				return ReloadResult{}, err
			}
			name, pair = PairName(w.Name), true
		}
	}
	if w == nil || !w.Firearm {
		return ReloadResult{}, reloadWhich(c, st, o.Weapon)
	}
	if st.Ammo == nil {
		st.Ammo = rules.Counts{}
	}
	if name == "" {
		name = w.Name
	}
	adoptLegacyAmmo(c, st, o.Weapon)
	k := gunKey(c, w)
	if pair {
		k += pairSuffix
	}
	before, ok := st.Ammo[k]
	if !ok {
		before = w.Capacity()
	}
	r := ReloadResult{Weapon: name, Before: before, Rounds: w.Capacity(), Capacity: w.Capacity()}
	if before <= 0 && w.Chamber > 0 {
		// «Обойма: количество патронов, которые можно зарядить за один раз.
		// +1 означает наличие патрона в стволе»: an empty gun has no round
		// chambered to keep, so a fresh clip is all it holds.
		r.Rounds, r.EmptyChamber = w.Clip, true
	}
	if !pair && k == w.Key {
		r.Row = w.Key // a table gun: the reply names its row in the reader's language
	}
	st.Ammo[k] = r.Rounds
	st.Acted = true
	st.Chores++
	return r, SaveState(c, st)
}

// Ammo reports the rounds left in c's firearm named weapon, and whether they
// are tracked (the weapon is on the sheet).
func Ammo(c *rules.Combatant, weapon string) (int, bool) {
	st, err := LoadState(c)
	if err != nil {
		return 0, false
	}
	adoptLegacyAmmo(c, st, weapon)
	k := ammoKey(weapon)
	if base, pair := strings.CutSuffix(k, pairSuffix); !onSheet(c, k) {
		if w, err := findWeapon(c, base); err == nil {
			if k = gunKey(c, w); pair {
				k += pairSuffix
			}
		}
	}
	n, ok := st.Ammo[k]
	return n, ok
}

// onlyFiredGun is the Ammo key of c's one table gun fired by name but not
// on the sheet (a pair's second gun not counted), when there is exactly one.
func onlyFiredGun(c *rules.Combatant, st *State) (string, bool) {
	found := ""
	for k := range st.Ammo {
		if strings.HasSuffix(k, pairSuffix) || onSheet(c, k) {
			continue
		}
		if w, err := lookupWeapon(c, k); err != nil || !w.Firearm {
			continue
		}
		if found != "" {
			return "", false
		}
		found = k
	}
	return found, found != ""
}

// reloadWhich is the error of a reload that found no firearm: it names the
// guns c has (a table gun fired by name is tracked though not on the sheet,
// under its table key: it is named by its row, Weapons in English and
// WeaponsRu in Russian), or says it has none.
func reloadWhich(c *rules.Combatant, st *State, named string) error {
	var guns []string
	for _, sw := range c.Sheet.Weapons {
		if w, err := parseWeapon(sw.Name, sw.Spec); err == nil && w.Firearm {
			guns = append(guns, sw.Name)
		}
	}
	var fired []string
	for k := range st.Ammo {
		base, _ := strings.CutSuffix(k, pairSuffix) // a pair's second gun
		if w, err := findWeapon(c, base); err == nil && w.Firearm && !slices.ContainsFunc(guns, func(g string) bool { return ammoKey(g) == k }) {
			fired = append(fired, k)
		}
	}
	slices.Sort(fired)
	en, ru := slices.Clone(guns), guns
	for _, k := range fired {
		e, r := k, k
		if base, pair := strings.CutSuffix(k, pairSuffix); base != "" {
			if row, ok := FindWeapon(base); ok && row.Key == base {
				e, r = row.En, row.Ru
				if pair {
					e, r = PairName(e), PairName(r)
				}
			}
		}
		en, ru = append(en, e), append(ru, r)
	}
	args := map[string]any{"Name": c.Name, "Weapon": strings.TrimSpace(named), "Weapons": strings.Join(en, ", "), "WeaponsRu": strings.Join(ru, ", ")}
	switch {
	case len(en) == 0 && args["Weapon"] != "":
		// /reload weapon:Меч: the weapon was named, it just is no gun.
		return rules.Errorf("storyteller.error.reload_melee", args)
	case len(en) == 0:
		return rules.Errorf("storyteller.error.reload_no_gun", args)
	case args["Weapon"] != "":
		return rules.Errorf("storyteller.error.reload_not_gun", args)
	}
	return rules.Errorf("storyteller.error.reload_which", args)
}
