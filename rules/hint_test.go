package rules

import "testing"

// A value with a space comes out quoted, as the console and Discord need
// it; one without, as it is.
func TestOptionValueQuotesOnlySpacedValues(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"Orc", "Orc"},
		{"Big Orc", `"Big Orc"`},
		{"Большой орк", `"Большой орк"`},
		{" Orc ", "Orc"},
		{`The "Boss" Orc`, `'The "Boss" Orc'`},
		{`Ann's "Big" Gun`, `«Ann's "Big" Gun»`},
		{"", ""},
	} {
		if got := OptionValue(tc.in); got != tc.want {
			t.Errorf("OptionValue(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
