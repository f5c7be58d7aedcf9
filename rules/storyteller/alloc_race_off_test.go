//go:build !race

package storyteller

// raceEnabled: the race detector changes allocation counts, so exact
// allocation tests skip under it.
const raceEnabled = false
