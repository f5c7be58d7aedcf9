package bot

import (
	"context"
	"fmt"
	"io"
)

func cmdBench(ctx context.Context, args []string, stdout, stderr io.Writer, env func(string) string) int {
	fmt.Fprintln(stderr, "fray bench: not built yet")
	return exitFailure
}
