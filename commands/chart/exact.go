package chart

import (
	"strconv"
	"strings"
)

// ExactDigits is how many decimals Exact writes: enough that a GM (or a
// test) can check a chance against an exact enumeration to 1e-9, which the
// rounded percentages of the chart cannot show.
const ExactDigits = 10

// Exact writes a probability as a decimal fraction to ExactDigits places,
// without trailing zeros: "0.875995", "0.0277777778", "1", "0". A chance that
// is a finite decimal (a storyteller pool's, a medieval roll's) reads whole.
func Exact(p float64) string {
	s := strconv.FormatFloat(clampP(p), 'f', ExactDigits, 64)
	s = strings.TrimRight(s, "0")
	return strings.TrimSuffix(s, ".")
}

// ExactComma is Exact with a decimal comma, as Russian writes it.
func ExactComma(p float64) string { return strings.Replace(Exact(p), ".", ",", 1) }
