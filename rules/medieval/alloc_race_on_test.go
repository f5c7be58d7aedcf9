//go:build race

package medieval

// raceEnabled: the race detector changes allocation counts, so exact
// allocation tests skip under it.
const raceEnabled = true
