//go:build !unix

package dice

import "time"

// processCPU is unavailable here; benchmarks then report 0 cpu-ns/op.
func processCPU() time.Duration { return 0 }
