package medieval

import (
	"strconv"
	"strings"
)

// Message keys FormatArmor asks its word function for, besides the
// locations' own ("medieval.location.torso").
const (
	ArmorWordAll      = "medieval.armorword.all"      // every location
	ArmorWordArms     = "medieval.armorword.arms"     // both arms
	ArmorWordLegs     = "medieval.armorword.legs"     // both legs
	ArmorWordHard     = "medieval.armorword.hard"     // a hard layer
	ArmorWordMarked   = "medieval.armorword.marked"   // hard armor that blades halve
	ArmorWordUnmarked = "medieval.armorword.unmarked" // soft armor that blades do not halve
	ArmorWordEV       = "medieval.armorword.ev"       // {{.EV}}: the layer's encumbrance
	// The sheet's EV total under the layers (LocalizeArmor): {{.EV}}, and
	// with a layer penalty its {{.Pieces}} + {{.Layers}}.
	ArmorWordEVTotal       = "medieval.evsum.total"
	ArmorWordEVTotalLayers = "medieval.evsum.layers"
)

// FormatArmor renders an armor notation for a reader, one layer per piece
// inside → outside, with the words word gives for the message keys above and
// the locations' keys — "all 8; torso 14 hard ev2" becomes "все 8; торс 14
// жёсткая ЗУ2" in Russian. The rules produce no text of their own: word is
// the caller's translator. The result is itself a valid notation when the
// words are ones ParseArmorNotation reads.
func FormatArmor(notation string, word func(key string, args map[string]any) string) (string, error) {
	a, err := ParseArmorNotation(notation)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	for i, p := range a.Pieces {
		if i > 0 {
			b.WriteString("; ")
		}
		b.WriteString(locSetWords(p.Where, word))
		b.WriteByte(' ')
		b.WriteString(strconv.Itoa(p.SP))
		if p.Hard {
			b.WriteString(" " + word(ArmorWordHard, nil))
		}
		if p.EV > 0 {
			b.WriteString(" " + word(ArmorWordEV, map[string]any{"EV": p.EV}))
		}
		if p.Marked == p.Hard { // not the default for its kind
			key := ArmorWordUnmarked
			if p.Marked {
				key = ArmorWordMarked
			}
			b.WriteString(" " + word(key, nil))
		}
	}
	return b.String(), nil
}

// locSetWords names a set of locations as locSetString does, in the
// reader's words.
func locSetWords(s LocSet, word func(string, map[string]any) string) string {
	if s == allLocations {
		return word(ArmorWordAll, nil)
	}
	var parts []string
	for _, k := range strings.Split(locSetString(s), ",") {
		switch k {
		case "arms":
			parts = append(parts, word(ArmorWordArms, nil))
		case "legs":
			parts = append(parts, word(ArmorWordLegs, nil))
		default:
			l, err := ParseLocation(k)
			if err != nil {
				parts = append(parts, k)
				continue
			}
			parts = append(parts, word(l.NoteKey(), nil))
		}
	}
	return strings.Join(parts, ", ")
}

// LocalizeArmor is FormatArmor for the sheet display: a notation it cannot
// read is shown as stored.
//
// Under the layers, the armor's EV total and what it takes off REF («торс 14
// жёсткая ЗУ1; торс, руки 10» is ЗУ 1 + 1 for the second layer: РЕФ −2),
// so the player sees on the sheet why the fight's REF is lower.
func (*System) LocalizeArmor(notation string, word func(key string, args map[string]any) string) string {
	s, err := FormatArmor(notation, word)
	if err != nil {
		return notation
	}
	a, err := ParseArmorNotation(notation)
	if err != nil {
		return s
	}
	pieces, layers := a.EVParts()
	switch {
	case layers > 0:
		s += "\n" + word(ArmorWordEVTotalLayers, map[string]any{"EV": pieces + layers, "Pieces": pieces, "Layers": layers})
	case pieces > 0:
		s += "\n" + word(ArmorWordEVTotal, map[string]any{"EV": pieces})
	}
	return s
}
