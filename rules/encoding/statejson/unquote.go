package statejson

import (
	"unicode"
	"unicode/utf16"
	"unicode/utf8"
)

// scanString consumes and validates a string at the current offset (which
// must be its opening quote) and returns its contents' bounds. plain means
// no escapes and valid UTF-8: the contents are the string as they are.
func (d *Decoder) scanString() (start, end int, plain bool) {
	d.pos++
	start = d.pos
	plain = true
	ascii := true
	for d.pos < len(d.data) {
		c := d.data[d.pos]
		switch {
		case c == '"':
			end = d.pos
			d.pos++
			if !ascii && plain && !utf8.Valid(d.data[start:end]) {
				plain = false
			}
			return start, end, plain
		case c == '\\':
			plain = false
			if !d.escape() {
				return 0, 0, false
			}
		case c < ' ':
			d.Fail("control character in string")
			return 0, 0, false
		default:
			if c >= utf8.RuneSelf {
				ascii = false
			}
			d.pos++
		}
	}
	d.Fail("unterminated string")
	return 0, 0, false
}

// escape validates the escape sequence at the current offset (a backslash)
// and consumes it. JSON allows exactly these; encoding/json's scanner
// rejects \' although its unquote would take it.
func (d *Decoder) escape() bool {
	if d.pos+1 >= len(d.data) {
		d.Fail("unterminated escape")
		return false
	}
	switch d.data[d.pos+1] {
	case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
		d.pos += 2
		return true
	case 'u':
		if hex4(d.data[d.pos+2:]) < 0 {
			d.Fail("invalid \\u escape")
			return false
		}
		d.pos += 6
		return true
	}
	d.Fail("invalid escape")
	return false
}

// hex4 decodes the four hex digits at the start of s, -1 if there are none.
func hex4(s []byte) rune {
	if len(s) < 4 {
		return -1
	}
	var r rune
	for _, c := range s[:4] {
		switch {
		case '0' <= c && c <= '9':
			c -= '0'
		case 'a' <= c && c <= 'f':
			c = c - 'a' + 10
		case 'A' <= c && c <= 'F':
			c = c - 'A' + 10
		default:
			return -1
		}
		r = r*16 + rune(c)
	}
	return r
}

// appendUnquoted appends the contents s of a string that scanString
// validated, unescaped exactly as encoding/json's unquote does: \uXXXX
// surrogate pairs combine, a lone surrogate becomes U+FFFD, and every byte
// of invalid UTF-8 becomes U+FFFD.
func appendUnquoted(dst, s []byte) []byte {
	for r := 0; r < len(s); {
		c := s[r]
		switch {
		case c == '\\':
			switch s[r+1] {
			case 'b':
				dst = append(dst, '\b')
			case 'f':
				dst = append(dst, '\f')
			case 'n':
				dst = append(dst, '\n')
			case 'r':
				dst = append(dst, '\r')
			case 't':
				dst = append(dst, '\t')
			case 'u':
				rr := hex4(s[r+2:])
				r += 6
				if utf16.IsSurrogate(rr) {
					if r+1 < len(s) && s[r] == '\\' && s[r+1] == 'u' {
						if dec := utf16.DecodeRune(rr, hex4(s[r+2:])); dec != unicode.ReplacementChar {
							dst = utf8.AppendRune(dst, dec)
							r += 6
							continue
						}
					}
					rr = unicode.ReplacementChar
				}
				dst = utf8.AppendRune(dst, rr)
				continue
			default: // " \ /
				dst = append(dst, s[r+1])
			}
			r += 2
		case c < utf8.RuneSelf:
			dst = append(dst, c)
			r++
		default:
			rr, size := utf8.DecodeRune(s[r:])
			dst = utf8.AppendRune(dst, rr)
			r += size
		}
	}
	return dst
}
