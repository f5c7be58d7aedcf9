//go:build race

package statejson

// raceEnabled: the race detector changes allocation counts, so exact
// allocation tests skip under it.
const raceEnabled = true
