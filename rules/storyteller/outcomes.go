package storyteller

// Outcomes for the flavour layer (the shared vocabulary; chase_escape and
// vehicle_wrecked never happen in this system).
const (
	OutcomeHit         = "hit"
	OutcomeGraze       = "graze" // a disarm that hit but left the weapon in hand
	OutcomeMiss        = "miss"
	OutcomeCritical    = "critical"    // five or more net attack successes
	OutcomeFumble      = "fumble"      // botch
	OutcomeArmorStops  = "armor_stops" // hit, but no level got through: soaked, or no damage success
	OutcomeDisarmed    = "disarmed"    // the weapon knocked out of the target's hand
	OutcomeKnockdown   = "knockdown"
	OutcomeStunned     = "stunned" // dizzied
	OutcomeUnconscious = "unconscious"
	OutcomeDying       = "dying" // reached Incapacitated
	OutcomeDead        = "dead"
	OutcomeStabilized  = "stabilized" // bleeding stopped
	OutcomeRevived     = "revived"    // healed up from Incapacitated
)

// criticalSuccesses is where a roll counts as spectacular for flavour: five
// successes is the classic «phenomenal» result.
const criticalSuccesses = 5

func addOutcome(list []string, o string) []string {
	for _, x := range list {
		if x == o {
			return list
		}
	}
	return append(list, o)
}
