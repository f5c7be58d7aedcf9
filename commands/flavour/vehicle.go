package flavour

// Vehicle kinds (rules/klondike's Vehicle.Kind): the tags of the
// vehicle_wrecked lines that fit one kind only (Args.Vehicle).
const (
	VehicleGround = "ground"
	VehicleWater  = "water"
	VehicleAir    = "air"
	VehicleGrav   = "grav"
)

// VehicleWreckedLines returns the templates of the catalogue's
// vehicle_wrecked lines that fit a vehicle of kind, without their tags: the
// lines for any vehicle, then the kind's own.
func VehicleWreckedLines(c *Catalogue, kind, locale string) []string {
	var out []string
	for _, e := range c.entries(string(VehicleWrecked), locale) {
		if t, line := parseTags(e); t.vehicle == "" || t.vehicle == kind {
			out = append(out, line)
		}
	}
	return out
}
