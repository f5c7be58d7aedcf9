package flavour

// Vehicle kinds, as rules/klondike names them (Vehicle.Kind): the tags of
// the vehicle_wrecked lines that fit one kind only (Args.Vehicle).
const (
	VehicleGround = "ground"
	VehicleWater  = "water"
	VehicleAir    = "air"
	VehicleGrav   = "grav"
)

// VehicleWreckedLines returns the templates of klondike's vehicle_wrecked
// lines that fit a vehicle of kind, without their tags: the lines for any
// vehicle, then the kind's own.
func VehicleWreckedLines(kind, locale string) []string {
	var out []string
	for _, e := range catalogue[Klondike][normLocale(locale)][VehicleWrecked] {
		if t, line := parseTags(e); t.vehicle == "" || t.vehicle == kind {
			out = append(out, line)
		}
	}
	return out
}
