package klondike

//go:generate go tool msgp -file health_view.go -o health_view_gen.go -tests=false -io=false -unexported
//msgp:tag json
//msgp:limit arrays:1024
//msgp:marshal ignore healthView deadView
//msgp:size ignore healthView deadView

// healthView is the part of a stored State that Health shows, and CanAct
// and CompareTie read: the tracker asks for every combatant's Health on
// every click, and LoadState would build the ammunition map, the watchers
// and the rest for nothing. Its generated decoder reads these keys as
// State's does and skips every other key without allocating. Each field
// is State's field of the same name, type and tag (health_view_test.go
// checks it), and fill copies them all.
type healthView struct {
	Str          int      `json:"str"`
	Dex          int      `json:"dex"`
	End          int      `json:"end"`
	OrigStr      int      `json:"ostr"`
	OrigDex      int      `json:"odex"`
	OrigEnd      int      `json:"oend"`
	Wounded      bool     `json:"wounded,omitempty"`
	Seriously    bool     `json:"seriously,omitempty"`
	Shock        bool     `json:"shock,omitempty"`
	Unconscious  bool     `json:"unconscious,omitempty"`
	Dying        bool     `json:"dying,omitempty"`
	Dead         bool     `json:"dead,omitempty"`
	Stabilized   bool     `json:"stabilized,omitempty"`
	Lost         []string `json:"lost,omitempty"`
	Prone        bool     `json:"prone,omitempty"`
	Pending      int      `json:"pending,omitempty"`
	Aim          int      `json:"aim,omitempty"`
	Support      int      `json:"support,omitempty"`
	Overwatch    bool     `json:"overwatch,omitempty"`
	Grappling    int      `json:"grappling,omitempty"`
	Suppressing  bool     `json:"suppressing,omitempty"`
	SuppressFree int      `json:"suppress_free,omitempty"`
}

// fill copies the view's fields into s, which must be fresh.
func (v *healthView) fill(s *State) {
	s.Str, s.Dex, s.End = v.Str, v.Dex, v.End
	s.OrigStr, s.OrigDex, s.OrigEnd = v.OrigStr, v.OrigDex, v.OrigEnd
	s.Wounded, s.Seriously, s.Shock = v.Wounded, v.Seriously, v.Shock
	s.Unconscious, s.Dying, s.Dead = v.Unconscious, v.Dying, v.Dead
	s.Stabilized, s.Lost, s.Prone = v.Stabilized, v.Lost, v.Prone
	s.Pending, s.Aim, s.Support = v.Pending, v.Aim, v.Support
	s.Overwatch, s.Grappling = v.Overwatch, v.Grappling
	s.Suppressing, s.SuppressFree = v.Suppressing, v.SuppressFree
}

// deadView is the one key Dead reads, State's Dead field's: the tracker
// asks Dead of every combatant on every advance.
type deadView struct {
	Dead bool `json:"dead,omitempty"`
}
