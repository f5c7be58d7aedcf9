package commands_test

import (
	"fmt"
	"os/exec"
	"sort"
	"strings"
	"testing"
)

// The house's shape, as ARCHITECTURE.md draws it: transports (bot) → the
// system-neutral core (commands) → one plug-in package per rule system
// (commands/<system>) → the pure rules (rules/…) and storage. A plug-in is a
// package under commands/ that imports the core.

// pkgInfo is one package's direct imports and every package it depends on.
type pkgInfo struct {
	imports, deps []string
}

// forbidden lists, for each package, what its dependencies break of the
// rules above; empty when the house keeps its shape.
func forbidden(module string, pkgs map[string]pkgInfo) []string {
	var out []string
	inside := func(p, root string) bool { return p == root || strings.HasPrefix(p, root+"/") }
	core := module + "/commands"
	// The plug-ins: packages below the core that import it.
	plugins := map[string]bool{}
	for p, info := range pkgs {
		if strings.HasPrefix(p, core+"/") {
			for _, imp := range info.imports {
				if imp == core {
					plugins[p] = true
				}
			}
		}
	}
	for p, info := range pkgs {
		for _, dep := range info.deps {
			switch {
			case inside(p, module+"/rules") && (inside(dep, module+"/bot") || inside(dep, core) || inside(dep, module+"/storage") ||
				inside(dep, "github.com/bwmarrin/discordgo") || inside(dep, "go.etcd.io/bbolt") || inside(dep, "github.com/rs/zerolog")):
				out = append(out, fmt.Sprintf("%s (the pure rules) depends on %s", p, dep))
			case inside(p, module+"/storage") && (inside(dep, module+"/bot") || inside(dep, core) || inside(dep, "github.com/bwmarrin/discordgo")):
				out = append(out, fmt.Sprintf("%s (storage) depends on %s", p, dep))
			case inside(p, core) && !plugins[p] && plugins[dep]:
				out = append(out, fmt.Sprintf("%s (the core) depends on the system package %s", p, dep))
			case plugins[p] && plugins[dep] && dep != p:
				out = append(out, fmt.Sprintf("%s depends on another system's package %s", p, dep))
			case !inside(p, module+"/bot") && p != module && inside(dep, module+"/bot"):
				out = append(out, fmt.Sprintf("%s depends on the transports %s", p, dep))
			}
		}
	}
	sort.Strings(out)
	return out
}

// listPackages asks the go command for the module's packages (tests left
// out: they may drive the whole bot).
func listPackages(t *testing.T) (string, map[string]pkgInfo) {
	t.Helper()
	cmd := exec.Command("go", "list", "-f", "{{.ImportPath}}|{{join .Imports \" \"}}|{{join .Deps \" \"}}", "./...")
	cmd.Dir = ".."
	raw, err := cmd.Output()
	if err != nil {
		t.Skipf("go list: %v", err)
	}
	modRaw, err := exec.Command("go", "list", "-m").Output()
	if err != nil {
		t.Skipf("go list -m: %v", err)
	}
	pkgs := map[string]pkgInfo{}
	for _, line := range strings.Split(strings.TrimSpace(string(raw)), "\n") {
		parts := strings.SplitN(line, "|", 3)
		if len(parts) != 3 {
			t.Fatalf("go list line %q", line)
		}
		pkgs[parts[0]] = pkgInfo{imports: strings.Fields(parts[1]), deps: strings.Fields(parts[2])}
	}
	return strings.TrimSpace(string(modRaw)), pkgs
}

func TestImportsKeepTheHouseShape(t *testing.T) {
	module, pkgs := listPackages(t)
	if len(pkgs) < 10 {
		t.Fatalf("go list found %d packages", len(pkgs))
	}
	plugins := 0
	for p, info := range pkgs {
		if strings.HasPrefix(p, module+"/commands/") && contains(info.imports, module+"/commands") {
			plugins++
		}
	}
	if plugins < 3 {
		t.Errorf("found %d system packages under commands/, want one per rule system", plugins)
	}
	for _, bad := range forbidden(module, pkgs) {
		t.Error(bad)
	}
}

// Each rule of forbidden catches its import: the test above cannot pass by
// reading the graph wrong.
func TestForbiddenImportsAreCaught(t *testing.T) {
	base := func() map[string]pkgInfo {
		return map[string]pkgInfo{
			"m/bot":                {imports: []string{"m/commands", "m/commands/a", "m/commands/b"}, deps: []string{"m/commands", "m/commands/a", "m/commands/b", "m/rules", "m/storage"}},
			"m/commands":           {imports: []string{"m/rules", "m/storage"}, deps: []string{"m/rules", "m/storage"}},
			"m/commands/flavour":   {deps: []string{"m/rules"}},
			"m/commands/a":         {imports: []string{"m/commands", "m/rules/a"}, deps: []string{"m/commands", "m/rules/a", "m/rules", "m/storage"}},
			"m/commands/b":         {imports: []string{"m/commands"}, deps: []string{"m/commands", "m/rules", "m/storage"}},
			"m/rules":              {},
			"m/rules/a":            {deps: []string{"m/rules"}},
			"m/storage":            {deps: []string{"m/rules", "go.etcd.io/bbolt"}},
			"m/storage/somethinga": {deps: []string{"m/rules"}},
		}
	}
	if bad := forbidden("m", base()); len(bad) != 0 {
		t.Fatalf("a well-shaped house is refused: %v", bad)
	}
	for _, tc := range []struct{ pkg, dep, want string }{
		{"m/rules/a", "github.com/bwmarrin/discordgo", "the pure rules"},
		{"m/rules/a", "m/storage", "the pure rules"},
		{"m/rules", "m/commands", "the pure rules"},
		{"m/storage", "m/commands", "storage"},
		{"m/commands", "m/commands/a", "the core"},
		{"m/commands/flavour", "m/commands/b", "the core"},
		{"m/commands/a", "m/commands/b", "another system"},
		{"m/commands", "m/bot", "the transports"},
	} {
		g := base()
		info := g[tc.pkg]
		info.deps = append(info.deps, tc.dep)
		g[tc.pkg] = info
		bad := forbidden("m", g)
		if len(bad) != 1 || !strings.Contains(bad[0], tc.want) {
			t.Errorf("%s → %s: got %v, want one finding naming %q", tc.pkg, tc.dep, bad, tc.want)
		}
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
