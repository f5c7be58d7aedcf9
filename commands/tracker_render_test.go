package commands

import "testing"

func TestHealthBar(t *testing.T) {
	for _, tc := range []struct {
		cur, max int
		want     string
	}{
		{48, 48, "▰▰▰▰▰▰▰▰"},
		{47, 48, "▰▰▰▰▰▰▰▱"},
		{1, 48, "▰▱▱▱▱▱▱▱"},
		{0, 48, "▱▱▱▱▱▱▱▱"},
		{-3, 7, "▱▱▱▱▱▱▱▱"},
		{9, 7, "▰▰▰▰▰▰▰▰"},
		{3, 0, ""},
	} {
		if got := HealthBar(tc.cur, tc.max); got != tc.want {
			t.Errorf("HealthBar(%d, %d) = %s, want %s", tc.cur, tc.max, got, tc.want)
		}
	}
}
