// Package dice holds Fray's dice: the injected source of faces, and the notation
// parser and evaluator built on it.
package dice

import (
	crand "crypto/rand"
	"encoding/binary"
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"sync"
)

// Source yields die faces. Roll returns a face in 1..sides (sides ≥ 1).
//
// Roll has no error result on purpose: rules code reads like the seed ("roll
// 1d10, add REF") instead of threading errors through every formula. Sources
// that can fail (a scripted source that runs out) record the first failure and
// report it through Err; callers check it once after the rules ran and throw
// the result away when it is set.
type Source interface {
	Roll(sides int) int
}

// Failer is implemented by sources that can fail.
type Failer interface {
	Err() error
}

// Check returns the source's recorded failure, if it can fail and did.
func Check(s Source) error {
	if f, ok := s.(Failer); ok {
		return f.Err()
	}
	return nil
}

// ErrScriptExhausted is reported when a scripted source has no faces left.
var ErrScriptExhausted = errors.New("scripted dice ran out")

// ErrFaceTooLarge is reported when a scripted face does not fit the die rolled.
var ErrFaceTooLarge = errors.New("scripted face larger than the die")

// ScriptError says how a scripted source failed: which die was asked for,
// after how many faces, and (for a face too large) which face.
type ScriptError struct {
	Err   error // ErrScriptExhausted or ErrFaceTooLarge
	Sides int
	Used  int
	Face  int
}

func (e *ScriptError) Error() string {
	if e.Err == ErrFaceTooLarge {
		return fmt.Sprintf("%v: face %d (number %d of the script) on a d%d", e.Err, e.Face, e.Used+1, e.Sides)
	}
	faces := "faces"
	if e.Used == 1 {
		faces = "face"
	}
	return fmt.Sprintf("%v: a d%d was asked for after %d %s", e.Err, e.Sides, e.Used, faces)
}

func (e *ScriptError) Unwrap() error { return e.Err }

// Random is the production source: math/rand/v2's PCG seeded from crypto/rand.
// It is safe for concurrent use.
type Random struct {
	mu  sync.Mutex
	rng *rand.Rand
}

// NewRandom seeds a PCG generator from crypto/rand.
func NewRandom() *Random {
	var seed [16]byte
	if _, err := crand.Read(seed[:]); err != nil {
		// crypto/rand.Read never fails on supported platforms (Go ≥ 1.24 crashes
		// the program instead); keep a defined fallback regardless.
		panic(fmt.Errorf("dice: seeding from crypto/rand: %w", err))
	}
	return &Random{rng: rand.New(rand.NewPCG(binary.LittleEndian.Uint64(seed[:8]), binary.LittleEndian.Uint64(seed[8:])))}
}

// NewSeeded returns a deterministic random source, for benchmarks and property tests.
func NewSeeded(a, b uint64) *Random {
	return &Random{rng: rand.New(rand.NewPCG(a, b))}
}

// Roll implements Source.
func (r *Random) Roll(sides int) int {
	if sides < 1 {
		return 1
	}
	r.mu.Lock()
	v := r.rng.IntN(sides) + 1
	r.mu.Unlock()
	return v
}

// Scripted hands out faces in order. A face larger than the die rolled, or a
// script that runs out, is a failure recorded for Err; Roll then returns 1 so
// the rules finish, and the caller discards the result.
// It is safe for concurrent use (the console and tests share one script).
type Scripted struct {
	mu    sync.Mutex
	faces []int
	next  int
	err   error
}

// NewScripted returns a source that yields faces in order.
func NewScripted(faces ...int) *Scripted {
	return &Scripted{faces: append([]int(nil), faces...)}
}

// ParseScript reads "4,5,10" (commas or spaces) into a scripted source.
func ParseScript(s string) (*Scripted, error) {
	var faces []int
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' || r == ';' }) {
		n, err := strconv.Atoi(f)
		if err != nil || n < 1 {
			return nil, fmt.Errorf("dice script: %q is not a face (a whole number ≥ 1)", f)
		}
		faces = append(faces, n)
	}
	return NewScripted(faces...), nil
}

// Roll implements Source.
func (s *Scripted) Roll(sides int) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.err != nil {
		return 1
	}
	if s.next >= len(s.faces) {
		s.err = &ScriptError{Err: ErrScriptExhausted, Sides: sides, Used: len(s.faces)}
		return 1
	}
	f := s.faces[s.next]
	if f > sides {
		s.err = &ScriptError{Err: ErrFaceTooLarge, Sides: sides, Used: s.next, Face: f}
		return 1
	}
	s.next++
	return f
}

// Err implements Failer.
func (s *Scripted) Err() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.err
}

// Used reports how many faces were consumed.
func (s *Scripted) Used() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.next
}

// Remaining reports how many faces are left.
func (s *Scripted) Remaining() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.faces) - s.next
}

// Recorder wraps a source and remembers every face, so a computation can be
// replayed exactly (a retried transaction must roll the same dice).
type Recorder struct {
	src    Source
	faces  []int
	replay int
}

// NewRecorder wraps src.
func NewRecorder(src Source) *Recorder { return &Recorder{src: src} }

// Roll implements Source: replays recorded faces first, then draws new ones.
func (r *Recorder) Roll(sides int) int {
	if r.replay < len(r.faces) {
		f := r.faces[r.replay]
		r.replay++
		return f
	}
	f := r.src.Roll(sides)
	r.faces = append(r.faces, f)
	r.replay++
	return f
}

// Rewind makes the next rolls replay the recorded faces from the start.
func (r *Recorder) Rewind() { r.replay = 0 }

// Faces returns the faces drawn so far.
func (r *Recorder) Faces() []int { return append([]int(nil), r.faces...) }

// Err implements Failer by asking the wrapped source.
func (r *Recorder) Err() error { return Check(r.src) }
