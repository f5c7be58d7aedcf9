//go:build !race

package commands

// raceEnabled: see race_on_test.go.
const raceEnabled = false
