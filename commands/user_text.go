package commands

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"fray/rules"
)

// What users type reaches the public messages in two ways: as names (a
// character, a combatant, a weapon, a vehicle, a maneuver, the member's
// own display name), which the tracker and every reply show inside the
// bot's Markdown, and as free text (a roll's comment), shown in a title.
// Both are text, never markup: the rules for each live here, in one place.

// maxName bounds a name, in characters.
const maxName = 60

// markupRunes are the characters Discord's Markdown acts on inside a line:
// emphasis, strikethrough, code, spoilers, masked links, mentions, custom
// emoji and timestamps (<…>), quotes and escapes.
const markupRunes = "*_~`|[]<>\\"

// CheckName refuses a name the tracker and every reply would show wrongly:
// too long; made only of invisible characters (zero-width spaces, which
// would read as a nameless fighter); holding control characters or bidi
// overrides, which reverse or break the text after them on the tracker;
// holding mention syntax («<@123>», «@everyone»), which Discord renders as
// somebody else; or holding Markdown or a link («[Free Nitro](https://…)»,
// three backticks), which would put formatting or a link in the public
// tracker, or break every line after it. An emoji joined by U+200D stays a
// valid name.
func CheckName(name string) error {
	if utf8.RuneCountInString(name) > maxName {
		return rules.Errorf("err.too_long", map[string]any{"Option": "name", "Max": maxName})
	}
	if name == "" {
		return nil // absent: each command says whether it needs one
	}
	visible := false
	for _, r := range name {
		switch {
		case r == '\u200d' || r == '\ufe0f':
			// Joiner and emoji presentation: parts of emoji sequences.
		case unicode.IsControl(r) || isBidiControl(r):
			return rules.Errorf("err.name_control", nil)
		case unicode.Is(unicode.Cf, r) || unicode.IsSpace(r) || unicode.Is(unicode.Mn, r):
		default:
			visible = true
		}
	}
	if !visible {
		return rules.Errorf("err.name_invisible", nil)
	}
	if l := strings.ToLower(name); strings.Contains(l, "<@") || strings.Contains(l, "<#") || strings.Contains(l, "@everyone") || strings.Contains(l, "@here") {
		return rules.Errorf("err.name_mention", nil)
	}
	if strings.ContainsAny(name, markupRunes) || strings.Contains(name, "://") || strings.HasPrefix(strings.TrimSpace(name), "#") {
		return rules.Errorf("err.name_markup", nil)
	}
	return nil
}

// isBidiControl: the marks and overrides that change the direction of the
// text around them (U+061C, U+200E–U+200F, U+202A–U+202E, U+2066–U+2069).
func isBidiControl(r rune) bool {
	return r == 0x061c || r == 0x200e || r == 0x200f || (r >= 0x202a && r <= 0x202e) || (r >= 0x2066 && r <= 0x2069)
}

// CleanDisplayName makes a member's display name, which the member chose
// on Discord and the bot takes as the default name of their character, a
// name CheckName accepts: what it refuses is dropped (markup, "@", control
// and direction marks, "://"), spaces are collapsed and the rest cut to
// maxName characters. It returns "" when nothing visible is left.
func CleanDisplayName(name string) string {
	var b strings.Builder
	for _, r := range name {
		switch {
		case r == '@' || strings.ContainsRune(markupRunes, r) || isBidiControl(r):
		case unicode.IsControl(r) || unicode.IsSpace(r):
			b.WriteByte(' ')
		default:
			b.WriteRune(r)
		}
	}
	s := strings.Join(strings.Fields(strings.ReplaceAll(b.String(), "://", ":")), " ")
	s = strings.TrimLeft(s, "# ")
	if utf8.RuneCountInString(s) > maxName {
		s = strings.TrimSpace(string([]rune(s)[:maxName]))
	}
	if CheckName(s) != nil {
		return ""
	}
	return s
}

// optComment is the free text a roll or a check carries into its title.
const optComment = "comment"

// checkFreeText applies the free-text rule to the request's comment: no
// control characters or direction marks (a NUL would reach the title and
// the Roll again button's custom_id), at most MaxComment characters, and
// Markdown escaped, so the text reads as typed. Handlers see the comment
// as it will be shown.
func checkFreeText(req *Request) *rules.UserError {
	if req.Kind != KindCommand {
		return nil
	}
	o, ok := req.Options[optComment]
	if !ok {
		return nil
	}
	s, ok := o.Value.(string)
	if !ok {
		return nil
	}
	for _, r := range s {
		if (unicode.IsControl(r) && r != ' ') || isBidiControl(r) {
			return &rules.UserError{Note: rules.Note{Key: "err.text_control", Args: map[string]any{"Option": optComment}}}
		}
	}
	s = strings.TrimSpace(s)
	if utf8.RuneCountInString(s) > MaxComment {
		return &rules.UserError{Note: rules.Note{Key: "err.too_long", Args: map[string]any{"Option": optComment, "Max": MaxComment}}}
	}
	o.Value = EscapeMarkdown(s)
	req.Options[optComment] = o
	return nil
}

// EscapeMarkdown puts a backslash before every character Discord's
// Markdown would act on, so text typed by a user shows as typed.
func EscapeMarkdown(s string) string {
	if !strings.ContainsAny(s, markupRunes) && !strings.HasPrefix(s, "#") {
		return s
	}
	var b strings.Builder
	for i, r := range s {
		if strings.ContainsRune(markupRunes, r) || (i == 0 && r == '#') {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}
