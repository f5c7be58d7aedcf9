// Package klondike implements the "klondike" rule system (seeds/klondike.ru.txt),
// a 2d6 game of the Cepheus / classic Traveller family: 2d6 + characteristic DM
// + skill level against 8+, Effect = total − target.
//
// Everything here is pure: functions take combatants, vehicles or chases, an
// options struct that mirrors a chat command, and a dice.Source; they mutate
// the game objects in place and return a result record with every number an
// embed shows, Notes (message keys under "klondike.") and Outcomes (the
// flavour vocabulary in outcomes.go). Bad input is a rules.Errorf with a
// "klondike.error.*" key.
//
// Interpretations where the seed is silent or ambiguous are written next to
// the code that makes them and collected in the README.md of this package.
package klondike
