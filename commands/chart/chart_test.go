package chart

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/png"
	"math"
	"os"
	"strings"
	"testing"
)

func decode(t *testing.T, b []byte) image.Image {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("not a PNG: %v", err)
	}
	return img
}

func same(a, b [4]uint32) bool { return a == b }

func rgba(img image.Image, x, y int) [4]uint32 {
	r, g, b, a := img.At(x, y).RGBA()
	return [4]uint32{r, g, b, a}
}

func colourOf(c interface{ RGBA() (r, g, b, a uint32) }) [4]uint32 {
	r, g, b, a := c.RGBA()
	return [4]uint32{r, g, b, a}
}

// columnHasBar reports how many pixels of barColour column x holds.
func barPixels(img image.Image, x int) int {
	n := 0
	for y := 0; y < Height; y++ {
		if same(rgba(img, x, y), colourOf(barColour)) {
			n++
		}
	}
	return n
}

func TestBarChartDrawsBarsInProportion(t *testing.T) {
	bars := []Bar{{"≥1", 0.8}, {"≥2", 0.4}, {"≥3", 0}, {"ботч", 0.1}}
	b, err := BarChart("Запас 6, сложность 6", bars)
	if err != nil {
		t.Fatal(err)
	}
	img := decode(t, b)
	if got := img.Bounds().Size(); got != image.Pt(Width, Height) {
		t.Fatalf("size %v, want %dx%d", got, Width, Height)
	}
	if !same(rgba(img, 1, 1), colourOf(background)) {
		t.Error("corner is not the background colour")
	}
	// Bar centres: margin + slot·(i + ½).
	slot := float64(Width-24) / float64(len(bars))
	heights := make([]int, len(bars))
	for i := range bars {
		heights[i] = barPixels(img, 12+int(slot*(float64(i)+0.5)))
	}
	if heights[0] == 0 || heights[1] == 0 || heights[3] == 0 {
		t.Fatalf("bars missing: heights %v", heights)
	}
	if heights[2] != 0 {
		t.Errorf("a 0%% bar is drawn: %d px", heights[2])
	}
	// 0.8 is twice 0.4 and eight times 0.1 (±1 px rounding).
	if d := heights[0] - 2*heights[1]; d < -2 || d > 2 {
		t.Errorf("heights %v: 0.8 should be twice 0.4", heights)
	}
	if d := heights[0] - 8*heights[3]; d < -8 || d > 8 {
		t.Errorf("heights %v: 0.8 should be eight times 0.1", heights)
	}
}

// textPixels counts pixels that are neither background nor bar: the
// anti-aliased glyphs.
func textPixels(img image.Image, r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			c := rgba(img, x, y)
			if !same(c, colourOf(background)) && !same(c, colourOf(barColour)) && !same(c, colourOf(axisColour)) {
				n++
			}
		}
	}
	return n
}

func TestBarChartDrawsCyrillicText(t *testing.T) {
	// Go Regular has Cyrillic: a Cyrillic title covers a similar area to a
	// Latin one of the same length; a missing glyph would draw a thin box or nothing.
	lat, err := BarChart("Botch chance", []Bar{{"x", 0.5}})
	if err != nil {
		t.Fatal(err)
	}
	cyr, err := BarChart("Шанс ботча!!", []Bar{{"x", 0.5}})
	if err != nil {
		t.Fatal(err)
	}
	titleArea := image.Rect(0, 0, Width, 28)
	nl, nc := textPixels(decode(t, lat), titleArea), textPixels(decode(t, cyr), titleArea)
	if nl < 100 || nc < 100 {
		t.Fatalf("title pixels: latin %d, cyrillic %d", nl, nc)
	}
	if ratio := float64(nc) / float64(nl); ratio < 0.5 || ratio > 2 {
		t.Errorf("cyrillic title drew %d px against latin %d", nc, nl)
	}
	// Labels under the axis are drawn.
	if n := textPixels(decode(t, cyr), image.Rect(0, Height-25, Width, Height)); n == 0 {
		t.Error("no label pixels under the bars")
	}
}

func TestBarChartInputs(t *testing.T) {
	if _, err := BarChart("t", nil); !errors.Is(err, ErrNoBars) {
		t.Errorf("no bars: %v", err)
	}
	if _, err := BarChart("t", make([]Bar, MaxBars+1)); !errors.Is(err, ErrTooManyBars) {
		t.Errorf("too many: %v", err)
	}
	// Odd values must not panic; all-zero bars draw an empty chart.
	for _, bars := range [][]Bar{
		{{"", math.NaN()}, {"", math.Inf(1)}, {"", -3}},
		{{"a", 0}, {"b", 0}},
		make([]Bar, MaxBars),
		{{strings.Repeat("очень длинная подпись ", 20), 1}},
	} {
		if _, err := BarChart(strings.Repeat("Заголовок ", 30), bars); err != nil {
			t.Errorf("%v: %v", bars, err)
		}
	}
}

func TestText(t *testing.T) {
	got := Text([]Bar{{"≥1", 0.833}, {"≥10", 0.05}, {"ботч", 0.0004}, {"all", 1}})
	want := "≥1:    83.3% ████████░░\n" +
		"≥10:    5.0% █░░░░░░░░░\n" +
		"ботч:  <0.1% ░░░░░░░░░░\n" +
		"all:    100% ██████████"
	if got != want {
		t.Errorf("Text =\n%s\nwant\n%s", got, want)
	}
}

func TestPercent(t *testing.T) {
	cases := []struct {
		p    float64
		want string
	}{{0, "0%"}, {1, "100%"}, {0.5, "50.0%"}, {0.0001, "<0.1%"}, {0.99999, ">99.9%"}, {math.NaN(), "0%"}, {2, "100%"}, {0.1234, "12.3%"}}
	for _, c := range cases {
		if got := Percent(c.p); got != c.want {
			t.Errorf("Percent(%v) = %q, want %q", c.p, got, c.want)
		}
	}
}

// TestWriteSample writes a chart for a human to look at when CHART_SAMPLE is set.
func TestWriteSample(t *testing.T) {
	path := os.Getenv("CHART_SAMPLE")
	if path == "" {
		t.Skip("set CHART_SAMPLE=/path.png to write a sample")
	}
	bars := []Bar{{"ботч", 0.0486}, {"≥1", 0.7658}, {"≥2", 0.5512}, {"≥3", 0.3274}, {"≥4", 0.1491}, {"≥5", 0.0471}, {"≥6", 0.0082}}
	b, err := BarChart("Запас 6, сложность 6 — шансы", bars)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	// A dense chart: a 2d6 Effect spread wide, labels thinned where they collide.
	var dense []Bar
	for i := 0; i < 30; i++ {
		dense = append(dense, Bar{Label: fmt.Sprintf("≥%d", i+1), P: math.Pow(0.85, float64(i))})
	}
	if b, err = BarChart("Effect / Эффект", dense); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(strings.TrimSuffix(path, ".png")+"-dense.png", b, 0o644); err != nil {
		t.Fatal(err)
	}
}
