// Package flavour is Fray's "Hollywood overacting": a line of cinema after the
// numbers of a roll. Each system has its own catalogue per event and locale;
// Pick chooses a line with the dice, never the line shown last.
//
// The medieval stun table (the six d6 entries of the seed) is not here: it is
// a rule, and rules/medieval owns it.
package flavour

// Event names the moment a line describes.
type Event string

// Events. Not every system has every event: see Events(system).
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

// Systems with a catalogue.
const (
	Medieval    = "medieval"
	Storyteller = "storyteller"
	Klondike    = "klondike"
)

// Locales with a catalogue; anything else falls back to English.
const (
	RU = "ru"
	EN = "en"
)

// eventsBySystem lists each system's events in display order.
var eventsBySystem = map[string][]Event{
	Medieval: {Hit, Graze, Miss, Critical, Fumble, ArmorStops, CoverStops, ParryStops, Knockdown, Stunned,
		LimbLost, Unconscious, Dying, Dead, Stabilized, Revived},
	Storyteller: {Hit, Graze, Miss, Critical, Fumble, ArmorStops, Disarmed, Hold, Knockdown, Dizzied,
		Unconscious, Dying, Dead, Stabilized, Revived},
	Klondike: {Hit, Graze, Miss, Critical, Fumble, ArmorStops, Knockdown, Shock,
		Unconscious, Dying, Dead, Stabilized, Revived, ChaseEscape, VehicleWrecked},
}

// Events lists the events a system has lines for; nil for an unknown system.
func Events(system string) []Event {
	return append([]Event(nil), eventsBySystem[system]...)
}

// canonical maps the shared names onto a system's own: "stunned" is
// "dizzied" in storyteller and "shock" in klondike; "botch" is a fumble.
func canonical(system string, e Event) Event {
	switch {
	case e == "botch":
		return Fumble
	case e == Stunned && system == Storyteller:
		return Dizzied
	case e == Stunned && system == Klondike:
		return Shock
	}
	return e
}
