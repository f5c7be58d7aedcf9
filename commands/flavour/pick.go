package flavour

import (
	"fmt"
	"strings"
	"sync"
	"text/template"
	"unicode"
	"unicode/utf8"

	"fray/rules/dice"
)

// Args are the names woven into a line. Any of them may be empty: only lines
// whose every argument is present are candidates. Russian lines use the
// names only in the nominative (as the subject, or after a colon or a dash)
// and never with a past-tense verb or an adjective that would have to agree
// with the name's gender, so they stay grammatical for any name.
type Args struct {
	Actor  string // who acts: the attacker, the healer, the one escaping
	Target string // who (or, for vehicle_wrecked, what) it happens to
	Weapon string // the weapon's name as on the sheet
	Part   string // body part (medieval location name), in the nominative
	// Attack is the kind of attack, Melee or Ranged, when the caller knows
	// it: lines that describe the other kind (a gunshot for a punch) are then
	// left out. Empty means unknown, and every line is a candidate.
	Attack string
	// Down says the target is down (unconscious, dying or dead) after the
	// event: lines tagged "up|", where the target moves or answers on its
	// own (backs off, ducks, glares), are then left out. The caller learns
	// it from the fight, not from a die.
	Down bool
	// Held says the target is held or grappled (either side of a lock):
	// lines tagged "move|", where the target steps away, slips aside or is
	// thrown across the street, are then left out, as they are for a
	// target who is Down.
	Held bool
	// Stopped says what kept an armor_stops hit harmless, when the caller
	// knows: StoppedWeak (the damage roll itself got no success: nothing
	// was soaked), StoppedBody (the soak, Stamina alone, took it all) or
	// StoppedArmor (the soak with armour in its pool did). Lines tagged
	// "weak|", "soak|" (body or armour) and "armor|" (armour, clothing)
	// are offered only for those; empty offers none of them, since a line
	// that credits the armour must not appear for a target who wears none.
	Stopped string
	// Supernatural says the target is a supernatural being (the
	// storyteller sheet's flag), and ActorSupernatural the actor: lines
	// tagged "super|" (the target's flesh that forgot pain, melting into
	// shadow) and "superactor|" (the actor's fangs, three centuries of
	// boredom) are offered only then, so a mortal never reads as a
	// vampire. The other systems never set them and have no such lines.
	Supernatural      bool
	ActorSupernatural bool
	// Vehicle is the kind of a wrecked vehicle (VehicleGround, VehicleWater,
	// VehicleAir, VehicleGrav): a line tagged with a kind ("water|") is
	// offered only for that kind — a boat does not flip over its roof
	// shedding wheels, a car does not sink blowing bubbles. Untagged lines
	// fit any vehicle.
	Vehicle string
}

// What stopped a harmless hit, for Args.Stopped and the catalogue's tags.
const (
	StoppedWeak  = "weak"
	StoppedBody  = "soak"
	StoppedArmor = "armor"
)

// Attack kinds for Args.Attack; a line tagged "melee|" or "ranged|" in the
// catalogue describes only that kind.
const (
	Melee  = "melee"
	Ranged = "ranged"
	// NoAttack is for results without a blow or a shot (a GM's damage, a
	// plain check): only the lines that name neither are offered.
	NoAttack = "none"
	// Blow tags a line that describes a blow or a shot of either kind
	// («{{.Target}} отлетает на мусорные баки»): offered for any attack,
	// never for NoAttack.
	Blow = "blow"
)

// tagUp marks a line in which the target moves or answers on its own; it
// may stand before or after the attack tag ("up|melee|…"). tagMove marks
// one in which the target moves off the spot (steps back, slips aside, is
// thrown): not for a target who is down, held or grappled.
const (
	tagUp   = "up"
	tagMove = "move"
	// tagSuper marks a line that makes the target a supernatural being,
	// tagSuperActor one that makes the actor one (Args.Supernatural).
	tagSuper      = "super"
	tagSuperActor = "superactor"
)

// tags are what a catalogue entry's prefixes ask of the moment.
type tags struct {
	kind    string // Melee, Ranged, Blow or ""
	up      bool   // the target must be up
	move    bool   // the target must be up and free to move
	stopped string // StoppedWeak, StoppedBody, StoppedArmor or ""
	super   bool   // the target must be supernatural
	superA  bool   // the actor must be supernatural
	vehicle string // the wrecked vehicle must be of this kind, or ""
}

// parseTags separates a catalogue entry's tags, in any order, from its
// template.
func parseTags(entry string) (t tags, line string) {
	line = entry
	for {
		tag, rest, ok := strings.Cut(line, "|")
		if !ok {
			return t, line
		}
		switch {
		case tag == tagUp:
			t.up = true
		case tag == tagMove:
			t.move = true
		case tag == tagSuper:
			t.super = true
		case tag == tagSuperActor:
			t.superA = true
		case t.vehicle == "" && (tag == VehicleGround || tag == VehicleWater || tag == VehicleAir || tag == VehicleGrav):
			t.vehicle = tag
		case t.stopped == "" && (tag == StoppedWeak || tag == StoppedBody || tag == StoppedArmor):
			t.stopped = tag
		case t.kind == "" && (tag == Melee || tag == Ranged || tag == Blow):
			t.kind = tag
		default:
			return t, line
		}
		line = rest
	}
}

// parseEntry separates a catalogue entry's tags from its template: the
// attack tag (Melee, Ranged, Blow or "") and whether the target must be up.
func parseEntry(entry string) (kind string, up bool, line string) {
	t, line := parseTags(entry)
	return t.kind, t.up, line
}

// splitTag separates a catalogue entry's attack tag from its template (the
// "up" tag is dropped).
func splitTag(entry string) (kind, line string) {
	kind, _, line = parseEntry(entry)
	return kind, line
}

// NoLast is the last index to pass when the channel has shown no line yet.
const NoLast = -1

// argFields lists the template fields a line may use, as written in it.
var argFields = []struct {
	token string
	value func(Args) string
}{
	{"{{.Actor}}", func(a Args) string { return a.Actor }},
	{"{{.Target}}", func(a Args) string { return a.Target }},
	{"{{.Weapon}}", func(a Args) string { return a.Weapon }},
	{"{{.Part}}", func(a Args) string { return a.Part }},
}

// fits reports whether a catalogue entry suits a: its attack kind (if
// tagged) is the one a names, and every argument it uses is present.
func fits(entry string, a Args) bool {
	t, line := parseTags(entry)
	switch {
	case t.kind == "" || a.Attack == "":
	case a.Attack == NoAttack:
		return false // no blow, no shot: every tagged line is out
	case t.kind != Blow && t.kind != a.Attack:
		return false
	}
	if (t.up || t.move) && a.Down {
		return false
	}
	if t.move && a.Held {
		return false
	}
	if (t.super && !a.Supernatural) || (t.superA && !a.ActorSupernatural) {
		return false
	}
	if t.vehicle != "" && t.vehicle != a.Vehicle {
		return false
	}
	if !stoppedFits(t.stopped, a.Stopped) {
		return false
	}
	for _, f := range argFields {
		if strings.Contains(line, f.token) && f.value(a) == "" {
			return false
		}
	}
	return true
}

// stoppedFits: a "weak|" line only for a failed damage roll, a "soak|" line
// for a soak that took the hit (Stamina or armour), an "armor|" line only
// when armour was in that soak.
func stoppedFits(tag, stopped string) bool {
	switch tag {
	case "":
		return true
	case StoppedBody:
		return stopped == StoppedBody || stopped == StoppedArmor
	}
	return tag == stopped
}

// normLocale maps Discord locales ("ru", "en-US", "en-GB") to a catalogue.
func normLocale(locale string) string {
	if strings.HasPrefix(strings.ToLower(locale), RU) {
		return RU
	}
	return EN
}

func trimArgs(a Args) Args {
	return Args{
		Actor:   strings.TrimSpace(a.Actor),
		Target:  strings.TrimSpace(a.Target),
		Weapon:  strings.TrimSpace(a.Weapon),
		Part:    strings.TrimSpace(a.Part),
		Attack:  strings.ToLower(strings.TrimSpace(a.Attack)),
		Down:    a.Down,
		Held:    a.Held,
		Stopped: a.Stopped,

		Supernatural:      a.Supernatural,
		ActorSupernatural: a.ActorSupernatural,
		Vehicle:           a.Vehicle,
	}
}

// Lines returns an event's line templates in a locale, without their attack
// tags, in the order Pick's indices refer to; nil for an unknown event.
func Lines(c *Catalogue, event, locale string) []string {
	entries := c.entries(event, locale)
	if len(entries) == 0 {
		return nil
	}
	out := make([]string, len(entries))
	for i, e := range entries {
		_, out[i] = splitTag(e)
	}
	return out
}

// LineKinds returns the attack tag of each of an event's lines (Melee,
// Ranged, Blow for either, or "" for a line that names neither), parallel
// to Lines.
func LineKinds(c *Catalogue, event, locale string) []string {
	entries := c.entries(event, locale)
	out := make([]string, len(entries))
	for i, e := range entries {
		out[i], _ = splitTag(e)
	}
	return out
}

// Pick chooses a line for event with one roll of dN, N being the number of
// candidates: lines whose arguments are all present and whose attack tag (if
// any) matches args.Attack, except the line at index last (what the channel showed last for this event; NoLast for none). It
// returns the rendered line and its index in Lines, to be stored as the next
// last. ok is false when the catalogue (nil for none) or event has no lines,
// or no candidate is left.
func Pick(c *Catalogue, event, locale string, args Args, d dice.Source, last int) (line string, idx int, ok bool) {
	return (*Templates)(nil).Pick(c, event, locale, args, d, last)
}

// Pick is the package's Pick with the templates kept parsed in c.
func (c *Templates) Pick(cat *Catalogue, event, locale string, args Args, d dice.Source, last int) (line string, idx int, ok bool) {
	lines := cat.entries(event, locale)
	args = trimArgs(args)
	var candidates []int
	for i, l := range lines {
		if i != last && fits(l, args) {
			candidates = append(candidates, i)
		}
	}
	if len(candidates) == 0 || d == nil {
		return "", NoLast, false
	}
	roll := d.Roll(len(candidates))
	roll = min(max(roll, 1), len(candidates)) // a broken source never panics here
	idx = candidates[roll-1]
	_, tmpl := splitTag(lines[idx])
	text, err := c.render(tmpl, args)
	if err != nil {
		return "", NoLast, false
	}
	return text, idx, true
}

// Templates keeps catalogue lines parsed on first use. A pick runs inside
// the commit queue's serial section, where parsing the line every time cost
// more than the rest of the pick; parsing lazily keeps a bot that shows no
// flavour (or only some systems') from holding the whole catalogue parsed.
// The zero value is ready; a nil *Templates parses every time.
type Templates struct{ m sync.Map } // tagged template text → *template.Template

func (c *Templates) parsed(line string) (*template.Template, error) {
	if c != nil {
		if t, ok := c.m.Load(line); ok {
			return t.(*template.Template), nil
		}
	}
	t, err := template.New("flavour").Option("missingkey=error").Parse(line)
	if err != nil {
		return nil, err
	}
	if c != nil {
		c.m.Store(line, t)
	}
	return t, nil
}

// render executes one line's template.
func (c *Templates) render(line string, a Args) (string, error) {
	t, err := c.parsed(line)
	if err != nil {
		return "", fmt.Errorf("flavour: parsing %q: %w", line, err)
	}
	var sb strings.Builder
	if err := t.Execute(&sb, a); err != nil {
		return "", fmt.Errorf("flavour: rendering %q: %w", line, err)
	}
	return capitalise(sb.String()), nil
}

// capitalise upper-cases the first letter: a line may open with a weapon's
// name, typed in lower case on the sheet ("кастеты — и …").
func capitalise(s string) string {
	r, size := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError || unicode.IsUpper(r) {
		return s
	}
	return string(unicode.ToUpper(r)) + s[size:]
}
