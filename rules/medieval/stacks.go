package medieval

import (
	"errors"
	"strconv"

	"github.com/tinylib/msgp/msgp"
)

// Stacks is the armor on every location, inside → outside. It is stored
// compactly — the state is decoded and encoded on every attack — as a
// MessagePack array of six strings in location order (head, torso, right
// arm, left arm, right leg, left leg), each layer "SP" plus h (hard) and m
// (marked), layers separated by a space, e.g.
//
//	["4m","14h 10m","10m","10m","",""]
//
// (the notation the state had as JSON, so a state carried over from JSON
// member by member reads the same).
type Stacks [NumLocations]LocArmor

var errStacks = errors.New("medieval: malformed armor stacks")

// maxLayerNotation is the longest layer's notation: an int's digits and
// sign, h, m, and the space before the next layer.
const maxLayerNotation = len("-9223372036854775808") + len("hm ")

// MarshalMsg implements msgp.Marshaler: the array of six strings, each
// location's notation written into stack space first.
func (s *Stacks) MarshalMsg(b []byte) ([]byte, error) {
	b = msgp.AppendArrayHeader(b, NumLocations)
	for i := range s {
		var buf [MaxLayers * maxLayerNotation]byte
		b = msgp.AppendStringFromBytes(b, s[i].appendNotation(buf[:0]))
	}
	return b, nil
}

// appendNotation appends la's layers in the stored notation ("14h 10m").
func (la *LocArmor) appendNotation(b []byte) []byte {
	for j := 0; j < la.N && j < MaxLayers; j++ {
		l := la.Layers[j]
		if j > 0 {
			b = append(b, ' ')
		}
		switch sp := l.SP; {
		case sp >= 0 && sp < 10:
			b = append(b, '0'+byte(sp))
		case sp >= 10 && sp < 100:
			b = append(b, '0'+byte(sp/10), '0'+byte(sp%10))
		default:
			b = strconv.AppendInt(b, int64(sp), 10)
		}
		if l.Hard {
			b = append(b, 'h')
		}
		if l.Marked {
			b = append(b, 'm')
		}
	}
	return b
}

// Msgsize implements msgp.Sizer: an upper bound of MarshalMsg's length,
// close for SP the notation allows (0…100) so that a whole state fits
// SaveState's stack scratch space.
func (s *Stacks) Msgsize() int {
	n := msgp.ArrayHeaderSize
	for i := range s {
		n += msgp.StringPrefixSize
		for j := 0; j < s[i].N && j < MaxLayers; j++ {
			if sp := s[i].Layers[j].SP; sp >= 0 && sp <= maxSP {
				n += len("100hm ")
			} else {
				n += maxLayerNotation
			}
		}
	}
	return n
}

// UnmarshalMsg implements msgp.Unmarshaler without allocating: nil, an
// empty array and empty strings are locations without armor; more than six
// locations, more than MaxLayers layers, an SP over the notation's maximum
// or anything but digits, h, m and spaces is errStacks.
func (s *Stacks) UnmarshalMsg(b []byte) ([]byte, error) {
	*s = Stacks{}
	if msgp.IsNil(b) {
		return b[1:], nil
	}
	n, b, err := msgp.ReadArrayHeaderBytes(b)
	if err != nil {
		return b, err
	}
	if n > NumLocations {
		return b, errStacks
	}
	for i := range n {
		var str []byte
		if str, b, err = msgp.ReadStringZC(b); err != nil {
			return b, err
		}
		if err := parseNotation(str, &s[i]); err != nil {
			return b, err
		}
	}
	return b, nil
}

// parseNotation reads one location's layers ("14h 10m") into la, which is
// empty.
func parseNotation(str []byte, la *LocArmor) error {
	i := 0
	for {
		for i < len(str) && str[i] == ' ' {
			i++
		}
		if i == len(str) {
			return nil
		}
		if la.N >= MaxLayers {
			return errStacks
		}
		sp, digits := 0, 0
		for ; i < len(str) && str[i] >= '0' && str[i] <= '9'; i++ {
			sp = sp*10 + int(str[i]-'0')
			digits++
			if sp > maxSP {
				return errStacks
			}
		}
		if digits == 0 {
			return errStacks
		}
		l := Layer{SP: sp}
	flags:
		for ; i < len(str); i++ {
			switch str[i] {
			case 'h':
				l.Hard = true
			case 'm':
				l.Marked = true
			default:
				break flags
			}
		}
		la.Layers[la.N] = l
		la.N++
	}
}
