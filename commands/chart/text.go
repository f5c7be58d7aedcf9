package chart

import (
	"fmt"
	"math"
	"strings"
	"unicode/utf8"
)

// TextCells is the width of the text bar.
const TextCells = 10

// Text is the chart for screen readers and for clients that hide images:
// one line per bar, "≥1: 83.3% ████████░░", labels padded to one width so
// the bars line up in a code block.
func Text(bars []Bar) string { return TextWith(bars, Percent) }

// TextWith is Text with the percentages written by pct (PercentComma for
// languages that write a decimal comma).
func TextWith(bars []Bar, pct func(float64) string) string {
	width := 0
	for _, b := range bars {
		width = max(width, utf8.RuneCountInString(b.Label))
	}
	var sb strings.Builder
	for i, b := range bars {
		if i > 0 {
			sb.WriteByte('\n')
		}
		p := clampP(b.P)
		full := int(math.Round(p * TextCells))
		pad := strings.Repeat(" ", width-utf8.RuneCountInString(b.Label))
		fmt.Fprintf(&sb, "%s:%s %6s %s%s", b.Label, pad, pct(p),
			strings.Repeat("█", full), strings.Repeat("░", TextCells-full))
	}
	return sb.String()
}

// PercentComma is Percent with a decimal comma, as Russian writes it:
// "41,7%", "<0,1%".
func PercentComma(p float64) string { return strings.Replace(Percent(p), ".", ",", 1) }

// Percent formats a probability for people: one decimal, "<0.1%" for a
// possible but tiny chance rather than a misleading "0.0%", and ">99.9%" for
// an almost-certain one rather than "100.0%".
func Percent(p float64) string {
	p = clampP(p)
	switch {
	case p == 0:
		return "0%"
	case p == 1:
		return "100%"
	case p < 0.0005:
		return "<0.1%"
	case p > 0.9995:
		return ">99.9%"
	}
	return fmt.Sprintf("%.1f%%", p*100)
}
