package storyteller

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"fray/rules"
)

// Where a gun's rounds are counted in State.Ammo. A sheet's gun is counted
// under its sheet name, lower-cased (freshState's key, unchanged since the
// first stored fight). A table gun fired by name without being on the sheet
// is counted under its table key ("light_pistol"), so /attack weapon:пистолет
// and /attack weapon:Pistol spend one clip, not two. Fights stored before
// that counted such a gun under the name as typed ("пистолет"); adoptLegacyAmmo
// moves those counts to the table key the first time the gun is used again.

// gunKey is the Ammo key of w, a weapon findWeapon resolved for c.
func gunKey(c *rules.Combatant, w *WeaponStats) string {
	if w.Key == "" || onSheet(c, w.Name) {
		return ammoKey(w.Name)
	}
	return w.Key
}

// onSheet reports whether c's sheet has a weapon named name.
func onSheet(c *rules.Combatant, name string) bool {
	for _, sw := range c.Sheet.Weapons {
		if sameName(strings.TrimSpace(sw.Name), strings.TrimSpace(name)) {
			return true
		}
	}
	return false
}

// isAmmoKeyOf reports whether k == ammoKey(name), without allocating.
func isAmmoKeyOf(k, name string) bool {
	name = strings.TrimSpace(name)
	for _, r := range name {
		l := unicode.ToLower(r)
		if k == "" {
			return false
		}
		kr, size := utf8.DecodeRuneInString(k)
		if kr != l || (kr == utf8.RuneError && size == 1) {
			return false
		}
		k = k[size:]
	}
	return k == ""
}

// canonicalAmmoKey is where the count stored under k belongs now: k itself
// for a sheet gun (or anything unknown), else the gun's key as gunKey
// gives it, with the pair's " #2" kept.
func canonicalAmmoKey(c *rules.Combatant, k string) string {
	if onSheet(c, k) {
		return k
	}
	base, pair := strings.CutSuffix(k, pairSuffix)
	w, err := lookupWeapon(c, base)
	if err != nil || !w.Firearm {
		return k
	}
	// Most counts are where they belong: say so without building the key.
	if w.Key == "" || onSheet(c, w.Name) {
		if isAmmoKeyOf(base, w.Name) {
			return k
		}
	} else if base == w.Key {
		return k
	}
	ck := gunKey(c, &w)
	if pair {
		ck += pairSuffix
	}
	return ck
}

// adoptLegacyAmmo moves counts kept under a typed name of a gun to its
// canonical key. A count already under the canonical key wins; else the one
// typed now (prefer, as a stored fight counted it), else the lowest (two
// spellings fired before were one gun: its fullest clip is not to be had).
func adoptLegacyAmmo(c *rules.Combatant, st *State, prefer string) {
	if len(st.Ammo) == 0 {
		return
	}
	var moved map[string]string // legacy key → canonical key
	for k := range st.Ammo {
		if ck := canonicalAmmoKey(c, k); ck != k {
			if moved == nil {
				moved = map[string]string{}
			}
			moved[k] = ck
		}
	}
	if moved == nil {
		return // every count is where it belongs: nothing allocated
	}
	prefer = ammoKey(prefer)
	taken := map[string]bool{}
	for ck := range st.Ammo {
		if _, legacy := moved[ck]; !legacy {
			taken[ck] = true
		}
	}
	best := map[string]string{} // canonical key → the legacy key chosen
	for k, ck := range moved {
		if taken[ck] {
			continue
		}
		b, ok := best[ck]
		switch {
		case !ok, k == prefer, b != prefer && st.Ammo[k] < st.Ammo[b],
			b != prefer && st.Ammo[k] == st.Ammo[b] && k < b:
			best[ck] = k
		}
	}
	counts := make(map[string]int, len(best))
	for ck, k := range best {
		counts[ck] = st.Ammo[k]
	}
	for k := range moved {
		delete(st.Ammo, k)
	}
	for ck, n := range counts {
		st.Ammo[ck] = n
	}
}
