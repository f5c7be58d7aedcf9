package klondike

// Outcomes are the flavour vocabulary shared by every system (the flavour
// layer picks a line of text for each).
const (
	OutHit            = "hit"
	OutGraze          = "graze" // a hit with Effect 0: the barest success
	OutMiss           = "miss"
	OutCritical       = "critical" // Effect 6+ (the 2d6 family's exceptional success)
	OutFumble         = "fumble"   // Effect −6 or worse (exceptional failure)
	OutArmorStops     = "armor_stops"
	OutKnockdown      = "knockdown"
	OutStunned        = "stunned" // klondike's shock
	OutLimbLost       = "limb_lost"
	OutUnconscious    = "unconscious"
	OutDying          = "dying"
	OutDead           = "dead"
	OutStabilized     = "stabilized"
	OutRevived        = "revived"
	OutChaseEscape    = "chase_escape"
	OutVehicleWrecked = "vehicle_wrecked"
)

// RoundSeconds is the length of a combat round in the fiction (the 2d6
// family's six seconds); it converts the d6 minutes of unconsciousness into
// rounds.
const RoundSeconds = 6

// Mod is one modifier of a roll, with a locale key saying why
// ("klondike.mod.cover").
type Mod struct {
	Reason string `json:"r"`
	Value  int    `json:"v"`
}

func addOutcome(out []string, o string) []string {
	for _, x := range out {
		if x == o {
			return out
		}
	}
	return append(out, o)
}

func effectOutcomes(out []string, effect int, success bool) []string {
	switch {
	case success && effect >= 6:
		out = addOutcome(out, OutCritical)
	case !success && effect <= -6:
		out = addOutcome(out, OutFumble)
	}
	return out
}
