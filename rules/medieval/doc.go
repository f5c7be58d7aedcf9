// Package medieval is the rule system of seeds/medieval.ru.txt (Interlock /
// Friday Night Firefight in a medieval world): 1d10 + stat + skill against a
// number, hit locations, layered armor with SP and EV, a wound track of four
// points a level (Light, Serious, Critical, Mortal 0…8), stun and death saves.
//
// The package is pure: it reads a combatant's sheet and combat State, draws
// dice from a dice.Source in the order the seed resolves them, mutates the
// combatants in place and returns result records with every number an embed
// must show. Text lives in commands/medieval/locales/medieval.*.toml; rules return
// rules.Note keys only.
//
// Choices where the seed and RULES.md are silent are marked "Choice:" in the
// comments next to the code that makes them.
package medieval
