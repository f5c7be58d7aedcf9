package medieval

import (
	"errors"
	"strconv"
)

// Stacks is the armor on every location, inside → outside. It is stored
// compactly — the state is decoded and encoded on every attack — as six
// strings in location order (head, torso, right arm, left arm, right leg,
// left leg), each layer "SP" plus h (hard) and m (marked), e.g.
//
//	["4m","14h 10m","10m","10m","",""]
type Stacks [NumLocations]LocArmor

var errStacks = errors.New("medieval: malformed armor stacks")

// MarshalJSON implements json.Marshaler.
func (s Stacks) MarshalJSON() ([]byte, error) {
	return s.appendJSON(make([]byte, 0, 16*NumLocations)), nil
}

// appendJSON appends MarshalJSON's bytes to b: SaveState writes the stacks
// straight into its scratch buffer rather than into a slice of their own.
func (s *Stacks) appendJSON(b []byte) []byte {
	b = append(b, '[')
	for i := range s {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, '"')
		for j := 0; j < s[i].N && j < MaxLayers; j++ {
			l := s[i].Layers[j]
			if j > 0 {
				b = append(b, ' ')
			}
			b = strconv.AppendInt(b, int64(l.SP), 10)
			if l.Hard {
				b = append(b, 'h')
			}
			if l.Marked {
				b = append(b, 'm')
			}
		}
		b = append(b, '"')
	}
	return append(b, ']')
}

// UnmarshalJSON implements json.Unmarshaler without allocating.
func (s *Stacks) UnmarshalJSON(data []byte) error {
	*s = Stacks{}
	if string(data) == "null" {
		return nil
	}
	p := stackParser{data: data}
	p.space()
	if !p.eat('[') {
		return errStacks
	}
	for loc := 0; ; loc++ {
		p.space()
		if loc == 0 && p.eat(']') {
			return nil
		}
		if loc >= NumLocations || !p.eat('"') {
			return errStacks
		}
		if err := p.stack(&s[loc]); err != nil {
			return err
		}
		p.space()
		if p.eat(']') {
			return nil
		}
		if !p.eat(',') {
			return errStacks
		}
	}
}

type stackParser struct {
	data []byte
	i    int
}

func (p *stackParser) space() {
	for p.i < len(p.data) && (p.data[p.i] == ' ' || p.data[p.i] == '\n' || p.data[p.i] == '\t' || p.data[p.i] == '\r') {
		p.i++
	}
}

func (p *stackParser) eat(c byte) bool {
	if p.i < len(p.data) && p.data[p.i] == c {
		p.i++
		return true
	}
	return false
}

// stack reads one location's layers up to the closing quote.
func (p *stackParser) stack(la *LocArmor) error {
	for {
		for p.eat(' ') {
		}
		if p.eat('"') {
			return nil
		}
		if la.N >= MaxLayers {
			return errStacks
		}
		sp, digits := 0, 0
		for p.i < len(p.data) && p.data[p.i] >= '0' && p.data[p.i] <= '9' {
			sp = sp*10 + int(p.data[p.i]-'0')
			p.i++
			digits++
			if sp > maxSP {
				return errStacks
			}
		}
		if digits == 0 {
			return errStacks
		}
		l := Layer{SP: sp}
		for {
			if p.eat('h') {
				l.Hard = true
			} else if p.eat('m') {
				l.Marked = true
			} else {
				break
			}
		}
		la.Layers[la.N] = l
		la.N++
	}
}
