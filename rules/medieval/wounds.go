package medieval

import "fray/rules"

// Level is a wound level of the seed's track.
type Level int

// Wound levels. Mortal carries a number 0…8 alongside (see LevelOf).
const (
	LevelUnhurt Level = iota
	LevelLight
	LevelSerious
	LevelCritical
	LevelMortal
	LevelDead
)

// The wound track (RULES.md): 4 points a level, Light 1–4, Serious 5–8,
// Critical 9–12, Mortal 0 13–16 … Mortal 8 45–48 (the seed: "Смертельные
// ранения оцениваются от 0 до 8"); past 48 the character is dead.
const (
	PointsPerLevel = 4
	MaxMortal      = 8
	TrackMax       = PointsPerLevel * (3 + MaxMortal + 1) // 48
)

var levelKeys = [...]string{"unhurt", "light", "serious", "critical", "mortal", "dead"}

// Key returns the level's key ("serious").
func (l Level) Key() string {
	if l < 0 || int(l) >= len(levelKeys) {
		return "unhurt"
	}
	return levelKeys[l]
}

// LevelOf returns the level of a number of wound points and, for Mortal, its
// number 0…8 (else 0).
func LevelOf(wounds int) (Level, int) {
	switch {
	case wounds <= 0:
		return LevelUnhurt, 0
	case wounds > TrackMax:
		return LevelDead, 0
	}
	step := (wounds - 1) / PointsPerLevel // 0 Light, 1 Serious, 2 Critical, 3+ Mortal
	if step >= 3 {
		return LevelMortal, step - 3
	}
	return Level(step + 1), 0
}

// LevelNote is the level as a message: "medieval.level.mortal" gets the
// number as N; a dead character is "medieval.level.dead".
func LevelNote(wounds int, dead bool) rules.Note {
	lvl, n := LevelOf(wounds)
	if dead {
		lvl = LevelDead
	}
	if lvl == LevelMortal {
		return rules.Note{Key: "medieval.level.mortal", Args: map[string]any{"N": n}}
	}
	return rules.Note{Key: levelNoteKey(lvl)}
}

// levelNoteKeys are "medieval.level." + levelKeys, spelled out: the
// tracker asks for every combatant's level on every click, and joining the
// key built a string each time.
var levelNoteKeys = [...]string{"medieval.level.unhurt", "medieval.level.light", "medieval.level.serious",
	"medieval.level.critical", "medieval.level.mortal", "medieval.level.dead"}

// levelNoteKey is "medieval.level." + l.Key().
func levelNoteKey(l Level) string {
	if l < 0 || int(l) >= len(levelNoteKeys) {
		return levelNoteKeys[LevelUnhurt]
	}
	return levelNoteKeys[l]
}

// StunPenalty is what the wound level takes off the stun save (RULES.md):
// Light 0, Serious 1, Critical 2, Mortal N → 3+N.
func StunPenalty(wounds int) int {
	lvl, n := LevelOf(wounds)
	switch lvl {
	case LevelSerious:
		return 1
	case LevelCritical:
		return 2
	case LevelMortal:
		return 3 + n
	case LevelDead:
		return 3 + MaxMortal + 1
	}
	return 0
}

// MortallyWounded reports whether the character owes death saves until
// stabilized: the track at Mortal 0…8, or a limb lost — «Потеря
// конечности … Спасбросок против смерти с ранением СМЕРТЕЛЬНОЕ 0» leaves
// the character with a Mortal 0 wound whatever the track shows, and
// «Новые спасбросок требуется каждый раунд, пока персонаж остаётся не
// вылеченным». Healing points does not give the limb back: only
// stabilization ends the saves.
func (s *State) MortallyWounded() bool {
	return IsMortal(s.Wounds) || !s.Lost.Empty()
}

// IsMortal reports whether the wounds are at Mortal 0…8.
func IsMortal(wounds int) bool {
	lvl, _ := LevelOf(wounds)
	return lvl == LevelMortal
}

// Boxes renders the sheet's wound track: per level, how many of its 4 boxes
// are filled, left to right (Light, Serious, Critical, Mortal 0…8).
func Boxes(wounds int) [3 + MaxMortal + 1]int {
	var b [3 + MaxMortal + 1]int
	for i := range b {
		b[i] = min(PointsPerLevel, max(0, wounds-i*PointsPerLevel))
	}
	return b
}
