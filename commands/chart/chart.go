// Package chart draws the small probability charts /odds attaches to its
// embed, and their text twin for screen readers.
package chart

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"math"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// Bar is one bar: its label ("≥3", "+2", "botch") and its probability 0..1.
type Bar struct {
	Label string
	P     float64
}

// Size of the PNG: small enough for an embed thumbnail row, wide enough
// for eleven 2d6 Effects or a dozen storyteller thresholds.
const (
	Width  = 480
	Height = 240
	// MaxBars is the most bars one chart draws legibly.
	MaxBars = 40
)

// Colours: Discord's dark embed palette, so the image sits on the embed
// without a bright frame.
var (
	background = color.RGBA{0x2b, 0x2d, 0x31, 0xff}
	barColour  = color.RGBA{0x58, 0x65, 0xf2, 0xff} // blurple
	textColour = color.RGBA{0xf2, 0xf3, 0xf5, 0xff}
	axisColour = color.RGBA{0x80, 0x84, 0x8e, 0xff}
)

// Errors the caller can tell apart; both are programming errors upstream,
// never user input, since /odds builds the bars itself.
var (
	ErrNoBars      = errors.New("chart: no bars")
	ErrTooManyBars = fmt.Errorf("chart: more than %d bars", MaxBars)
)

var (
	fontOnce sync.Once
	goFont   *opentype.Font
	fontErr  error
)

// faces makes the chart's two sizes of Go Regular (it carries Cyrillic). The
// font is parsed once; faces are made per chart because a font.Face is not
// safe for concurrent use and two channels may ask for odds at once.
func faces() (title, label font.Face, err error) {
	fontOnce.Do(func() {
		goFont, fontErr = opentype.Parse(goregular.TTF)
	})
	if fontErr != nil {
		return nil, nil, fmt.Errorf("chart: parsing Go Regular: %w", fontErr)
	}
	title, err = opentype.NewFace(goFont, &opentype.FaceOptions{Size: 14, DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		return nil, nil, fmt.Errorf("chart: title face: %w", err)
	}
	label, err = opentype.NewFace(goFont, &opentype.FaceOptions{Size: 11, DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		return nil, nil, fmt.Errorf("chart: label face: %w", err)
	}
	return title, label, nil
}

// BarChart draws bars as a PNG of Width×Height: the title on top, one
// vertical bar per entry scaled to the largest P, its percentage above and
// its label below. Labels or percentages that would collide with their
// neighbour are skipped rather than overprinted; the text version always has
// them all.
func BarChart(title string, bars []Bar) ([]byte, error) { return BarChartWith(title, bars, Percent) }

// BarChartWith is BarChart with the percentages written by pct.
func BarChartWith(title string, bars []Bar, pct func(float64) string) ([]byte, error) {
	if len(bars) == 0 {
		return nil, ErrNoBars
	}
	if len(bars) > MaxBars {
		return nil, ErrTooManyBars
	}
	tf, lf, err := faces()
	if err != nil {
		return nil, err
	}
	img := image.NewRGBA(image.Rect(0, 0, Width, Height))
	draw.Draw(img, img.Bounds(), &image.Uniform{background}, image.Point{}, draw.Src)

	const (
		margin   = 12
		titleTop = 20 // baseline of the title
		plotTop  = 48 // top of the tallest bar (room for its percentage)
		plotBot  = Height - 26
	)
	drawText(img, tf, fitText(tf, title, Width-2*margin), margin, titleTop)

	// Axis line under the bars.
	fill(img, image.Rect(margin, plotBot, Width-margin, plotBot+1), axisColour)

	top := 0.0
	for _, b := range bars {
		top = math.Max(top, clampP(b.P))
	}
	slot := float64(Width-2*margin) / float64(len(bars))
	barW := max(int(slot*0.7), 2)
	lastLabelEnd, lastPctEnd := math.MinInt, math.MinInt
	for i, b := range bars {
		p := clampP(b.P)
		cx := margin + int(slot*(float64(i)+0.5))
		h := 0
		if top > 0 {
			h = int(math.Round(p / top * float64(plotBot-plotTop)))
		}
		if p > 0 && h < 1 {
			h = 1 // a possible outcome is never invisible
		}
		fill(img, image.Rect(cx-barW/2, plotBot-h, cx-barW/2+barW, plotBot), barColour)

		label0 := pct(p)
		if w := textWidth(lf, label0); cx-w/2 > lastPctEnd+2 {
			drawText(img, lf, label0, cx-w/2, plotBot-h-4)
			lastPctEnd = cx + w/2
		}
		label := fitText(lf, b.Label, max(int(slot)*3, 8))
		if w := textWidth(lf, label); cx-w/2 > lastLabelEnd+3 {
			drawText(img, lf, label, cx-w/2, plotBot+15)
			lastLabelEnd = cx + w/2
		}
	}

	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return nil, fmt.Errorf("chart: encoding PNG: %w", err)
	}
	return buf.Bytes(), nil
}

// clampP keeps a probability drawable: NaN and negatives are 0, above 1 is 1.
func clampP(p float64) float64 {
	if math.IsNaN(p) || p < 0 {
		return 0
	}
	return math.Min(p, 1)
}

func fill(img *image.RGBA, r image.Rectangle, c color.Color) {
	draw.Draw(img, r, &image.Uniform{c}, image.Point{}, draw.Src)
}

func drawText(img *image.RGBA, f font.Face, s string, x, baseline int) {
	d := font.Drawer{Dst: img, Src: &image.Uniform{textColour}, Face: f, Dot: fixed.P(x, baseline)}
	d.DrawString(s)
}

func textWidth(f font.Face, s string) int {
	return font.MeasureString(f, s).Ceil()
}

// fitText cuts s with an ellipsis until it fits maxW pixels.
func fitText(f font.Face, s string, maxW int) string {
	if textWidth(f, s) <= maxW {
		return s
	}
	r := []rune(s)
	for len(r) > 0 {
		r = r[:len(r)-1]
		if t := string(r) + "…"; textWidth(f, t) <= maxW {
			return t
		}
	}
	return ""
}
