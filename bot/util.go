package bot

import "os"

func tempDir() (string, error) { return os.MkdirTemp("", "fray-*") }

func removeAll(dir string) { _ = os.RemoveAll(dir) }
