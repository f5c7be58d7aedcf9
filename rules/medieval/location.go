package medieval

import (
	"strings"
)

// Location is a hit location of the seed's «место попадания» table.
type Location int

// The six locations, in the order of the hit-location table.
const (
	Head Location = iota
	Torso
	RightArm
	LeftArm
	RightLeg
	LeftLeg
	NumLocations = 6
)

// locationKeys are the canonical keys, used in notes ("medieval.location.<key>")
// and in the normalised armor notation.
var locationKeys = [NumLocations]string{"head", "torso", "right_arm", "left_arm", "right_leg", "left_leg"}

// Key returns the location's canonical key ("right_arm").
func (l Location) Key() string {
	if l < 0 || l >= NumLocations {
		return "unknown"
	}
	return locationKeys[l]
}

// NoteKey returns the message key of the location's name.
func (l Location) NoteKey() string { return "medieval.location." + l.Key() }

// IsLimb reports whether the location is an arm or a leg (limb loss applies).
func (l Location) IsLimb() bool { return l >= RightArm && l <= LeftLeg }

// LocationFromRoll maps a d10 to a location (RULES.md, the seed's table):
// 1 head · 2–4 torso · 5 right arm · 6 left arm · 7–8 right leg · 9–10 left leg.
func LocationFromRoll(d10 int) Location {
	switch {
	case d10 <= 1:
		return Head
	case d10 <= 4:
		return Torso
	case d10 == 5:
		return RightArm
	case d10 == 6:
		return LeftArm
	case d10 <= 8:
		return RightLeg
	default:
		return LeftLeg
	}
}

// LocSet is a set of locations (a bit per location).
type LocSet uint8

// Has reports whether l is in the set.
func (s LocSet) Has(l Location) bool { return l >= 0 && l < NumLocations && s&(1<<uint(l)) != 0 }

// With returns the set with l added.
func (s LocSet) With(l Location) LocSet { return s | 1<<uint(l) }

// Empty reports whether the set is empty.
func (s LocSet) Empty() bool { return s == 0 }

// All is every location.
const allLocations LocSet = 1<<NumLocations - 1

// locationWords maps normalised words (see normWord) to location sets, in
// English and Russian, singular and group names.
var locationWords = map[string]LocSet{
	"head": 1 << Head, "h": 1 << Head, "голова": 1 << Head, "голову": 1 << Head, "гол": 1 << Head,
	"torso": 1 << Torso, "body": 1 << Torso, "chest": 1 << Torso, "t": 1 << Torso, "торс": 1 << Torso, "туловище": 1 << Torso, "корпус": 1 << Torso,
	"rightarm": 1 << RightArm, "rarm": 1 << RightArm, "ra": 1 << RightArm, "праваярука": 1 << RightArm, "прарука": 1 << RightArm, "пррука": 1 << RightArm, "пр": 1 << RightArm,
	"leftarm": 1 << LeftArm, "larm": 1 << LeftArm, "la": 1 << LeftArm, "леваярука": 1 << LeftArm, "леврука": 1 << LeftArm, "лрука": 1 << LeftArm, "лр": 1 << LeftArm,
	"rightleg": 1 << RightLeg, "rleg": 1 << RightLeg, "rl": 1 << RightLeg, "праваянога": 1 << RightLeg, "прнога": 1 << RightLeg, "пн": 1 << RightLeg,
	"leftleg": 1 << LeftLeg, "lleg": 1 << LeftLeg, "ll": 1 << LeftLeg, "леваянога": 1 << LeftLeg, "левнога": 1 << LeftLeg, "лнога": 1 << LeftLeg, "лн": 1 << LeftLeg,
	"arms": 1<<RightArm | 1<<LeftArm, "руки": 1<<RightArm | 1<<LeftArm,
	"legs": 1<<RightLeg | 1<<LeftLeg, "ноги": 1<<RightLeg | 1<<LeftLeg,
	"limbs": 1<<RightArm | 1<<LeftArm | 1<<RightLeg | 1<<LeftLeg, "конечности": 1<<RightArm | 1<<LeftArm | 1<<RightLeg | 1<<LeftLeg,
	"all": allLocations, "everywhere": allLocations, "все": allLocations, "всё": allLocations, "везде": allLocations,
}

// normWord lower-cases a word, folds ё to е and drops spaces, dots, dashes and
// underscores, so "Right arm", "right_arm", "r.arm" and "Правая рука" all match.
func normWord(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range strings.ToLower(s) {
		switch r {
		case ' ', '.', '-', '_', '\t':
			continue
		case 'ё':
			r = 'е'
		}
		b.WriteRune(r)
	}
	return b.String()
}

// ParseLocations reads a comma-separated list of location names ("torso,arms",
// "голова, правая рука", "all") into a set. Bad names are a user error naming
// the word.
func ParseLocations(s string) (LocSet, error) {
	var set LocSet
	for _, part := range strings.Split(s, ",") {
		w := normWord(part)
		if w == "" {
			continue
		}
		l, ok := locationWords[w]
		if !ok {
			return 0, errUnknownLocation(strings.TrimSpace(part))
		}
		set |= l
	}
	if set.Empty() {
		return 0, errUnknownLocation(s)
	}
	return set, nil
}

// ParseLocation reads exactly one location name.
func ParseLocation(s string) (Location, error) {
	set, err := ParseLocations(s)
	if err != nil {
		return 0, err
	}
	for l := Location(0); l < NumLocations; l++ {
		if set == 1<<uint(l) {
			return l, nil
		}
	}
	return 0, errOneLocation(s)
}
