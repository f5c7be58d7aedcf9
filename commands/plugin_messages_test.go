package commands

import (
	"io/fs"
	"os"
	"path/filepath"
)

// pluginMessages are the message files of every system package beside the
// core (commands/*/locales), read from disk: the core's internal tests
// cannot import the plug-ins, which import the core.
func pluginMessages() []fs.FS {
	dirs, _ := filepath.Glob(filepath.Join("*", "locales"))
	out := make([]fs.FS, 0, len(dirs))
	for _, d := range dirs {
		out = append(out, os.DirFS(d))
	}
	return out
}
