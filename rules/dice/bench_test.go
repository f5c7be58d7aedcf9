package dice

import (
	"testing"
	"time"
)

// The expressions the throughput target is measured on. Target: ≥ 3 million parse-and-roll of
// 2d6+3 per second in one goroutine (≈ 330 ns/op).
var benchExprs = []string{"4d6kh3+2", "1d20+5", "10d10", "2d6+3", "3d6!"}

// sink keeps the compiler from discarding benchmarked work.
var sink int

// cpuPerOp reports the process CPU time per operation since start (see
// processCPU).
func cpuPerOp(b *testing.B, start time.Duration) {
	b.ReportMetric(float64(processCPU()-start)/float64(b.N), "cpu-ns/op")
}

// BenchmarkParseRoll is what /roll does: parse the user's text, roll it
// (ParseRoll).
func BenchmarkParseRoll(b *testing.B) {
	for _, s := range benchExprs {
		b.Run(s, func(b *testing.B) {
			src := NewSeeded(1, 2)
			b.ReportAllocs()
			defer cpuPerOp(b, processCPU())
			for b.Loop() {
				_, r, err := ParseRoll(s, src)
				if err != nil {
					b.Fatal(err)
				}
				sink += r.Total
			}
		})
	}
}

// BenchmarkParseThenRoll is Parse, then Roll into a fresh Result: rules
// code holding an Expr.
func BenchmarkParseThenRoll(b *testing.B) {
	for _, s := range benchExprs {
		b.Run(s, func(b *testing.B) {
			src := NewSeeded(1, 2)
			b.ReportAllocs()
			defer cpuPerOp(b, processCPU())
			for b.Loop() {
				e, err := Parse(s)
				if err != nil {
					b.Fatal(err)
				}
				sink += e.Roll(src).Total
			}
		})
	}
}

// BenchmarkParse is the parse alone.
func BenchmarkParse(b *testing.B) {
	for _, s := range benchExprs {
		b.Run(s, func(b *testing.B) {
			b.ReportAllocs()
			defer cpuPerOp(b, processCPU())
			for b.Loop() {
				e, err := Parse(s)
				if err != nil {
					b.Fatal(err)
				}
				sink += e.Dice()
			}
		})
	}
}

// BenchmarkRoll rolls an expression parsed once (rules code rolling a
// weapon's damage), into a fresh Result.
func BenchmarkRoll(b *testing.B) {
	for _, s := range benchExprs {
		b.Run(s, func(b *testing.B) {
			e, err := Parse(s)
			if err != nil {
				b.Fatal(err)
			}
			src := NewSeeded(1, 2)
			b.ReportAllocs()
			defer cpuPerOp(b, processCPU())
			for b.Loop() {
				sink += e.Roll(src).Total
			}
		})
	}
}

// BenchmarkRollInto rolls into a reused Result: no allocation at all.
func BenchmarkRollInto(b *testing.B) {
	for _, s := range benchExprs {
		b.Run(s, func(b *testing.B) {
			e, err := Parse(s)
			if err != nil {
				b.Fatal(err)
			}
			src := NewSeeded(1, 2)
			var r Result
			b.ReportAllocs()
			defer cpuPerOp(b, processCPU())
			for b.Loop() {
				e.RollInto(src, &r)
				sink += r.Total
			}
		})
	}
}

// BenchmarkParseRollInto is /roll with a reused Result: the throughput
// target (≥ 3 million 2d6+3 per second) is measured here.
func BenchmarkParseRollInto(b *testing.B) {
	for _, s := range benchExprs {
		b.Run(s, func(b *testing.B) {
			src := NewSeeded(1, 2)
			var r Result
			b.ReportAllocs()
			defer cpuPerOp(b, processCPU())
			for b.Loop() {
				e, err := Parse(s)
				if err != nil {
					b.Fatal(err)
				}
				e.RollInto(src, &r)
				sink += r.Total
			}
		})
	}
}
