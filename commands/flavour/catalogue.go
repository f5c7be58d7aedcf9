package flavour

// Catalogue is one rule system's lines, kept in its package
// (commands/<system>) and only read once built.
//
// A line may open with tags, each followed by "|" (see parseEntry): the
// attack it describes ("melee|", "ranged|", or "blow|" for either: no line
// of a blow for a GM's damage or a check), and "up|" when the target moves
// or answers on its own in it (backs off, ducks, glares: not for a target
// who is down); "move|" when the target moves off the spot in it (steps
// back, slips aside, is thrown: not for one who is down, held or grappled).
// An armor_stops line may say what stopped the hit: "weak|" (the damage roll
// itself failed), "soak|" (Stamina or armour soaked it), "armor|" (armour or
// clothing did); see Args.Stopped. A weapon's name is woven in so that it
// reads for any name, singular or plural («кулаки», "fists"): never the
// subject of a verb that would agree with it, never spliced between dashes
// into a sentence.
type Catalogue struct {
	// Events are the system's events in display order.
	Events []Event
	// Lines are its line templates: locale (RU, EN) → event → entries.
	Lines map[string]map[Event][]string
	// Aliases map a shared event name onto the system's own: "stunned" is
	// "dizzied" in one system and "shock" in another.
	Aliases map[Event]Event
}
