//go:build !race

package commands

const RaceEnabled = false
