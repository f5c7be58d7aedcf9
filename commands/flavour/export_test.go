package flavour

// What the external tests (package flavour_test, which may read the
// systems' catalogues) use of the package's internals.

var (
	Fits       = fits
	SplitTag   = splitTag
	ParseEntry = parseEntry
	TrimArgs   = trimArgs
	ParseTags  = parseTags
)

// Tags is a line's parsed tags.
type Tags = tags

func (t tags) Kind() string    { return t.kind }
func (t tags) Up() bool        { return t.up }
func (t tags) Move() bool      { return t.move }
func (t tags) Stopped() string { return t.stopped }

// Render renders one line template with args.
func Render(line string, a Args) (string, error) { return (*Templates)(nil).render(line, a) }

// Canonical is c's own name for the event e.
func Canonical(c *Catalogue, e Event) Event { return c.canonical(e) }

// ArgField is one template field a line may use.
type ArgField struct {
	Token string
	Value func(Args) string
}

// ArgFields lists argFields.
func ArgFields() []ArgField {
	out := make([]ArgField, len(argFields))
	for i, f := range argFields {
		out[i] = ArgField{f.token, f.value}
	}
	return out
}
