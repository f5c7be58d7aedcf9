//go:build unix

package dice

import (
	"syscall"
	"time"
)

// processCPU returns the CPU time the whole process (GC workers included)
// has used. Benchmarks report it per operation next to ns/op because the
// build machine is shared: wall time per op grows with other people's load,
// CPU time per op much less.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
