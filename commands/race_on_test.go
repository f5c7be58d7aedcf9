//go:build race

package commands

// raceEnabled: the race detector changes allocation counts, so exact
// allocation tests skip under it.
const raceEnabled = true
