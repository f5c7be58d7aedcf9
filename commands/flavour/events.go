// Package flavour is Fray's "Hollywood overacting": a line of cinema after the
// numbers of a roll. Each system keeps its own Catalogue per event and locale
// in its package; Pick chooses a line with the dice, never the line shown
// last.
//
// The medieval stun table (the six d6 entries of the seed) is not here: it is
// a rule, and rules/medieval owns it.
package flavour

// Event names the moment a line describes.
type Event string

// Events. Not every system has every event: see Events.
const (
	Hit            Event = "hit"
	Graze          Event = "graze"
	Miss           Event = "miss"
	Critical       Event = "critical" // exploding 10, many successes, high Effect
	Fumble         Event = "fumble"   // natural 1, botch, disastrous failure
	ArmorStops     Event = "armor_stops"
	CoverStops     Event = "cover_stops" // medieval: the cover took the hit
	ParryStops     Event = "parry_stops" // medieval: the parrying weapon or shield did
	Disarmed       Event = "disarmed"    // storyteller: the weapon knocked out of the hand
	Hold           Event = "hold"        // storyteller: «Удерживание» took, «без травмирования»: no pain, no blood
	Knockdown      Event = "knockdown"
	Stunned        Event = "stunned" // medieval
	Dizzied        Event = "dizzied" // storyteller's name for being stunned
	Shock          Event = "shock"   // klondike's: Endurance at zero
	LimbLost       Event = "limb_lost"
	Unconscious    Event = "unconscious"
	Dying          Event = "dying"
	Dead           Event = "dead"
	Stabilized     Event = "stabilized"
	Revived        Event = "revived"
	ChaseEscape    Event = "chase_escape"
	VehicleWrecked Event = "vehicle_wrecked"
)

// Locales with a catalogue; anything else falls back to English.
const (
	RU = "ru"
	EN = "en"
)

// Events lists the events the catalogue has lines for, in display order;
// nil for none.
func Events(c *Catalogue) []Event {
	if c == nil {
		return nil
	}
	return append([]Event(nil), c.Events...)
}

// canonical maps the shared names onto the catalogue's own ("stunned" is
// "dizzied" in storyteller, c.Aliases); "botch" is a fumble everywhere.
func (c *Catalogue) canonical(e Event) Event {
	if e == "botch" {
		return Fumble
	}
	if a, ok := c.Aliases[e]; ok {
		return a
	}
	return e
}

// entries are an event's lines in a locale, with their tags.
func (c *Catalogue) entries(event, locale string) []string {
	if c == nil {
		return nil
	}
	return c.Lines[normLocale(locale)][c.canonical(Event(event))]
}
