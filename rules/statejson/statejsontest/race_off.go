//go:build !race

package statejsontest

// RaceEnabled: the race detector changes allocation counts, so exact
// allocation tests skip under it.
const RaceEnabled = false
