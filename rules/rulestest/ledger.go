package rulestest

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

var (
	ledgerTestName = regexp.MustCompile(`\bTest[A-Z][A-Za-z0-9_]*`)
	testFunc       = regexp.MustCompile(`(?m)^func (Test[A-Z][A-Za-z0-9_]*)\(`)
)

// LedgerNamesTests fails t for every test a system's seed ledger names
// (ledger, e.g. "LEDGER.md") that no _test.go file under dirs declares: a
// renamed or removed test leaves its rule without the proof the ledger
// claims for it.
func LedgerNamesTests(t *testing.T, ledger string, dirs ...string) {
	t.Helper()
	text, err := os.ReadFile(ledger)
	if err != nil {
		t.Fatal(err)
	}
	declared := map[string]bool{}
	for _, dir := range dirs {
		err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() && path != dir && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) {
				return filepath.SkipDir
			}
			if d.IsDir() || !strings.HasSuffix(path, "_test.go") {
				return nil
			}
			src, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			for _, m := range testFunc.FindAllSubmatch(src, -1) {
				declared[string(m[1])] = true
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	seen := map[string]bool{}
	for _, name := range ledgerTestName.FindAllString(string(text), -1) {
		if !declared[name] && !seen[name] {
			seen[name] = true
			t.Errorf("%s names %s, which no test under %v declares", ledger, name, dirs)
		}
	}
}
