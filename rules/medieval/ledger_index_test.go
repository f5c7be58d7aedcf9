package medieval

import (
	"testing"

	"fray/rules/rulestest"
)

// Every test the seed ledger names exists (in this package, the system's
// commands or the core's): a renamed or removed test leaves its rule
// without the proof the ledger claims.
func TestLedgerNamesExistingTests(t *testing.T) {
	rulestest.LedgerNamesTests(t, "LEDGER.md", ".", "../../commands/medieval", "../../commands")
}
