package main

import (
	"bytes"
	"context"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"fray/bot"
)

// There is no Docker engine where the tests run, so the image is held to
// what the README tells an operator by reading both: the README's docker
// commands are the ones this test exercises, as far as that goes without
// Docker. The image must be able to write its database on a fresh named
// volume (a /data owned by the user it runs as, made in the build stage
// since the final image has no shell) and on a bind mount (the README runs
// the container as the directory's owner).

func readFile(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// dockerfile is the Dockerfile's instructions, continuation lines joined,
// comments dropped, each split into its keyword and the rest.
type instruction struct{ op, args string }

func dockerfile(t *testing.T) []instruction {
	t.Helper()
	var out []instruction
	text := strings.ReplaceAll(readFile(t, "Dockerfile"), "\\\n", " ")
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		op, args, _ := strings.Cut(line, " ")
		out = append(out, instruction{strings.ToUpper(op), strings.TrimSpace(args)})
	}
	return out
}

// finalStage is the instructions after the last FROM.
func finalStage(ins []instruction) (build, final []instruction) {
	last := 0
	for i, in := range ins {
		if in.op == "FROM" {
			last = i
		}
	}
	return ins[:last], ins[last:]
}

const imageUser = "65532:65532"

func TestDockerfileGivesTheImageUserItsData(t *testing.T) {
	build, final := finalStage(dockerfile(t))
	var user, volume, db, entry string
	var dataCopied, volumeAfterCopy bool
	for _, in := range final {
		switch in.op {
		case "USER":
			user = in.args
		case "VOLUME":
			volume = in.args
			volumeAfterCopy = dataCopied
		case "ENV":
			if v, ok := strings.CutPrefix(in.args, "FRAY_DB="); ok {
				db = v
			}
		case "ENTRYPOINT":
			entry = in.args
		case "COPY":
			// COPY --from=build --chown=65532:65532 /out/root/ /  puts data/ at /data.
			if strings.Contains(in.args, "--chown="+imageUser) && strings.HasSuffix(in.args, " /") {
				dataCopied = true
			}
		}
	}
	if user != imageUser {
		t.Errorf("USER %q, want %s (distroless's nonroot)", user, imageUser)
	}
	if volume != `["/data"]` || !volumeAfterCopy {
		t.Errorf("VOLUME %q, after the owned /data is copied: %v", volume, volumeAfterCopy)
	}
	if db != "/data/fray.db" {
		t.Errorf("FRAY_DB %q", db)
	}
	if entry != `["/usr/local/bin/fray"]` {
		t.Errorf("ENTRYPOINT %q", entry)
	}
	made := false
	for _, in := range build {
		if in.op == "RUN" && strings.Contains(in.args, "mkdir -p /out/root/data") && strings.Contains(in.args, "chown "+imageUser+" /out/root/data") {
			made = true
		}
	}
	if !made {
		t.Error("the build stage does not make /out/root/data owned by " + imageUser)
	}
	if !dataCopied {
		t.Error("the final stage does not copy the owned data folder with --chown=" + imageUser)
	}
}

// The Dockerfile builds with CI's build command, from the Go that go.mod
// names, which the README states.
func TestDockerfileCIAndReadmeAgreeOnGo(t *testing.T) {
	gomod := readFile(t, "go.mod")
	m := regexp.MustCompile(`(?m)^go (\d+)\.(\d+)(\.\d+)?$`).FindStringSubmatch(gomod)
	if m == nil {
		t.Fatal("no go directive in go.mod")
	}
	minor := m[1] + "." + m[2]
	ins := dockerfile(t)
	if ins[0].op != "FROM" || !strings.HasPrefix(ins[0].args, "golang:"+minor+" ") {
		t.Errorf("the build stage is %q, want golang:%s", ins[0].args, minor)
	}
	ci := readFile(t, ".ci/run")
	readme := readFile(t, "README.md")
	build := ""
	for _, in := range ins {
		if in.op == "RUN" && strings.Contains(in.args, "go build") {
			build = in.args
		}
	}
	if i := strings.Index(build, " -o "); i < 0 || !strings.Contains(ci, build[:i]+" -o ") {
		t.Errorf("the Dockerfile builds with %q, which .ci/run does not run", build)
	}
	for _, want := range []string{"Go " + minor, "`go " + m[1] + "." + m[2] + m[3] + "`", "go test -race ./...", "`go test ./...`", "C compiler"} {
		if !strings.Contains(readme, want) {
			t.Errorf("the README does not say %q", want)
		}
	}
	for _, want := range []string{"\ngo test -race ./...\n", "\ngo mod tidy -diff\n"} {
		if !strings.Contains(ci, want) {
			t.Errorf(".ci/run does not run %q", strings.TrimSpace(want))
		}
	}
}

// dockerCommands are the README's Docker section's commands, continuation
// lines joined and comments dropped.
func dockerCommands(t *testing.T) []string {
	t.Helper()
	readme := readFile(t, "README.md")
	start := strings.Index(readme, "\n## Docker\n")
	end := strings.Index(readme[start+1:], "\n## ")
	if start < 0 || end < 0 {
		t.Fatal("no Docker section in the README")
	}
	var cmds []string
	section := readme[start : start+1+end]
	for _, block := range regexp.MustCompile("(?s)```sh\n(.*?)```").FindAllStringSubmatch(section, -1) {
		text := strings.ReplaceAll(block[1], "\\\n", " ")
		for _, line := range strings.Split(text, "\n") {
			if i := strings.Index(line, "  #"); i >= 0 {
				line = line[:i]
			}
			if line = strings.TrimSpace(line); strings.HasPrefix(line, "docker ") {
				cmds = append(cmds, line)
			}
		}
	}
	return cmds
}

// envVars is every FRAY_* variable the configuration reads.
func envVars(t *testing.T) map[string]bool {
	t.Helper()
	seen := map[string]bool{}
	if _, err := bot.LoadConfig("", false, func(k string) string { seen[k] = true; return "" }); err != nil {
		t.Fatal(err)
	}
	return seen
}

// fray runs the fray arguments of a docker command with --help after its
// flags: exit 0 when the subcommand and every flag exist.
func fray(t *testing.T, args []string) {
	t.Helper()
	sub, flags := "run", args
	if len(args) > 0 && !strings.HasPrefix(args[0], "-") {
		sub, flags = args[0], args[1:]
	}
	var opts []string
	for _, a := range flags {
		if strings.HasPrefix(a, "-") || len(opts) > 0 && strings.HasPrefix(opts[len(opts)-1], "-") && !strings.Contains(opts[len(opts)-1], "=") {
			opts = append(opts, a)
		}
	}
	var stderr bytes.Buffer
	if code := bot.Main(context.Background(), append(append([]string{sub}, opts...), "--help"), nil, &bytes.Buffer{}, &stderr, func(string) string { return "" }); code != 0 {
		t.Errorf("fray %s: exit %d: %s", strings.Join(args, " "), code, stderr.String())
	}
}

func TestReadmeDockerCommandsMatchTheImage(t *testing.T) {
	cmds := dockerCommands(t)
	env := envVars(t)
	_, final := finalStage(dockerfile(t))
	var entry string
	for _, in := range final {
		if in.op == "ENTRYPOINT" {
			entry = strings.Trim(in.args, `[]"`)
		}
	}
	var kinds []string
	for _, cmd := range cmds {
		words := shellWords(cmd)
		switch words[1] {
		case "build":
			if cmd != "docker build -t fray ." {
				t.Errorf("%q: the image is built as fray from the Dockerfile here", cmd)
			}
			kinds = append(kinds, "build")
		case "cp":
			if !strings.HasPrefix(words[2], "fray:/data/") {
				t.Errorf("%q copies from outside /data", cmd)
			}
		case "exec":
			// docker exec fray /usr/local/bin/fray backup /data/….db
			if len(words) != 6 || words[2] != "fray" || words[3] != entry || words[4] != "backup" || !strings.HasPrefix(words[5], "/data/") {
				t.Errorf("%q: want docker exec fray %s backup /data/…", cmd, entry)
			}
			fray(t, words[4:5])
			kinds = append(kinds, "backup")
		case "run":
			kinds = append(kinds, checkDockerRun(t, cmd, words[2:], env)...)
		default:
			t.Errorf("%q: an unexpected docker command", cmd)
		}
	}
	for _, want := range []string{"build", "register", "named volume", "bind mount", "backup", "console", "http"} {
		if !slices.Contains(kinds, want) {
			t.Errorf("the README's Docker section shows no %s command (it shows %v)", want, kinds)
		}
	}
}

// checkDockerRun checks one `docker run` and says what it shows.
func checkDockerRun(t *testing.T, cmd string, words []string, env map[string]bool) (kinds []string) {
	t.Helper()
	var user, volume, listen, publish string
	i := 0
	for ; i < len(words) && strings.HasPrefix(words[i], "-"); i++ {
		switch flag := words[i]; flag {
		case "--rm", "-d", "-i", "-it":
		case "--name", "--user", "-v", "-e", "-p":
			i++
			v := words[i]
			switch flag {
			case "--user":
				user = v
			case "-v":
				volume = v
			case "-p":
				publish = v
			case "-e":
				name, value, _ := strings.Cut(v, "=")
				if !env[name] {
					t.Errorf("%q: Fray reads no %s", cmd, name)
				}
				if name == "FRAY_HTTP_LISTEN" {
					listen = value
				}
			}
		default:
			t.Errorf("%q: an unexpected docker flag %s", cmd, flag)
		}
	}
	if i >= len(words) || words[i] != "fray" {
		t.Fatalf("%q: the image is not fray", cmd)
	}
	args := words[i+1:]
	fray(t, args)
	switch {
	case len(args) > 0 && args[0] == "register":
		kinds = append(kinds, "register")
	case len(args) > 0 && args[0] == "console":
		kinds = append(kinds, "console")
		if !slices.Contains(words, "-i") {
			t.Errorf("%q: the console reads stdin: it needs -i", cmd)
		}
	case len(args) == 0:
		// The bot itself: its data must be on a volume it can write.
		src, dst, _ := strings.Cut(volume, ":")
		switch {
		case dst != "/data":
			t.Errorf("%q: the database's folder /data is not mounted", cmd)
		case strings.HasPrefix(src, "/") || strings.HasPrefix(src, "$"):
			// A bind mount keeps its host owner: run as that owner.
			if user != "$(id -u):$(id -g)" {
				t.Errorf("%q: a bind mount needs --user \"$(id -u):$(id -g)\"", cmd)
			}
			kinds = append(kinds, "bind mount")
		default:
			// A named volume is filled from the image's /data, owned by
			// the image's user: no --user.
			if user != "" {
				t.Errorf("%q: a named volume needs no --user", cmd)
			}
			kinds = append(kinds, "named volume")
		}
		if listen != "" {
			port := strings.TrimPrefix(listen, ":")
			if !strings.HasPrefix(listen, ":") || publish != port+":"+port {
				t.Errorf("%q: FRAY_HTTP_LISTEN=%s must take all interfaces and be published as -p %s:%s", cmd, listen, port, port)
			}
			kinds = append(kinds, "http")
		}
	}
	return kinds
}

// shellWords splits a command line as the shell would for these commands:
// at spaces, except inside double quotes, which are removed.
func shellWords(line string) []string {
	var words []string
	var w strings.Builder
	quoted, inWord := false, false
	for _, r := range line {
		switch {
		case r == '"':
			quoted, inWord = !quoted, true
		case r == ' ' && !quoted:
			if inWord {
				words = append(words, w.String())
				w.Reset()
			}
			inWord = false
		default:
			w.WriteRune(r)
			inWord = true
		}
	}
	if inWord {
		words = append(words, w.String())
	}
	return words
}
