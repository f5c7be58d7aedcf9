package bot

import "testing"

// The bench's fixed user ids are the ones the console derives from the names.
func TestBenchUserIDs(t *testing.T) {
	for name, want := range map[string]string{"GM": benchGM, "Player": benchPlayer} {
		if got := snowflake("user", name); got != want {
			t.Errorf("snowflake(user, %s) = %s, the bench uses %s", name, got, want)
		}
	}
}
