//go:build race

package commands

// raceEnabled: the race detector changes allocation counts (sync.Pool
// drops what it holds at random under it), so ceilings measured without it
// are not checked.
const raceEnabled = true
